import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApplicationStatus,
  AzureRegion,
  CloudProviderInfo as ClusterCloudProviderInfo,
  ClusterCredentials,
  Database,
  DefaultClusterAdvancedSettings as ClusterAdvancedSettings,
  GitBranch,
  InvoiceLink,
  list as listOf,
  Organization,
  Project,
  Webhook,
} from '../contract/other-shapes.ts';
import { answerOf } from '../contract/spec-shapes.ts';
import { callerFor, type Call } from '../support/caller.ts';
import { startEmulator, type Emulator } from '../../tools/emulator/index.ts';

let emulator: Emulator;
let call: Call;

beforeAll(async () => {
  emulator = await startEmulator({ speed: 0.01, staleMs: 0 });
  call = callerFor(emulator, emulator.tokens.admin);
});
afterAll(() => emulator.close());

describe('every operation answers the spec shape', () => {
  it('reads the seeded organization, project, environments and jobs', async () => {
    const { organizationId, projectId, blueprintEnvironmentId, productionEnvironmentId, jobIds } = emulator.seed;
    const organizations = await call('GET', '/organization');
    expect(
      listOf(Organization)
        .parse(organizations.body)
        .results.map((each: any) => each.id),
    ).toEqual([organizationId]);
    const projects = await call('GET', `/organization/${organizationId}/project`);
    expect(
      listOf(Project)
        .parse(projects.body)
        .results.map((each: any) => each.id),
    ).toEqual([projectId]);

    const environments = answerOf('GET /project/:projectId/environment').parse(
      (await call('GET', `/project/${projectId}/environment`)).body,
    ).results;
    expect(environments.map((each: any) => [each.name, each.mode])).toEqual([
      ['blueprint', 'STAGING'],
      ['production', 'PRODUCTION'],
    ]);
    const blueprint = answerOf('GET /environment/:environmentId').parse((await call('GET', `/environment/${blueprintEnvironmentId}`)).body);
    expect(blueprint.cluster_id).toBe(emulator.seed.clusterId);
    answerOf('GET /environment/:environmentId').parse((await call('GET', `/environment/${productionEnvironmentId}`)).body);

    const jobs = answerOf('GET /environment/:environmentId/job').parse(
      (await call('GET', `/environment/${blueprintEnvironmentId}/job`)).body,
    ).results;
    expect(jobs.map((job: any) => [job.id, job.name, job.job_type])).toEqual([
      [jobIds[0], 'web', 'LIFECYCLE'],
      [jobIds[1], 'worker', 'CRON'],
    ]);
    const web = answerOf('GET /job/:jobId').parse((await call('GET', `/job/${jobIds[0]}`)).body);
    expect(web.source.image?.tag).toBe('main');
    for (const field of [
      'description',
      'max_nb_restart',
      'max_duration_seconds',
      'port',
      'auto_deploy',
      'annotations_groups',
      'labels_groups',
    ]) {
      expect(web[field], field).not.toBeUndefined();
    }
  });

  it('shows the seeded previous deployment with its duration, metrics and default link', async () => {
    const { blueprintEnvironmentId, jobIds, applicationIds, containerIds } = emulator.seed;
    const status = answerOf('GET /environment/:environmentId/status').parse(
      (await call('GET', `/environment/${blueprintEnvironmentId}/status`)).body,
    );
    // Queue 1 s; storefront waits for the application's build (2 s) and deployment (2 s); the
    // image services of background are mirrored (0.5 s) and deployed (2 s), never built.
    expect(status).toMatchObject({
      state: 'DEPLOYED',
      last_deployment_id: `${blueprintEnvironmentId}-1`,
      total_deployment_duration_in_seconds: 8,
    });
    expect(status.metrics?.map((stage: any) => stage.total_duration_sec)).toEqual([5, 3]);
    const stages = (await call('GET', `/environment/${blueprintEnvironmentId}/deploymentStage`)).body.results;
    expect(
      stages.map((stage: any) => [stage.name, stage.deployment_order, stage.services.map((service: any) => service.service_id)]),
    ).toEqual([
      ['storefront', 0, [jobIds[0], applicationIds[0]]],
      ['background', 1, [jobIds[1], containerIds[0]]],
    ]);
    expect(status.metrics?.map((stage: any) => stage.stage_id)).toEqual(stages.map((stage: any) => stage.id));
    const links = answerOf('GET /environment/:environmentId/link').parse(
      (await call('GET', `/environment/${blueprintEnvironmentId}/link`)).body,
    ).results;
    expect(links).toEqual([
      expect.objectContaining({ service_id: jobIds[0], is_default: true, internal_port: 8080, url: 'https://web-blueprint.example.test' }),
    ]);
  });

  it('creates, clones, replaces and deploys, answering 201 and 202', async () => {
    const { projectId, blueprintEnvironmentId, jobIds } = emulator.seed;
    const created = await call('POST', `/project/${projectId}/environment`, { name: 'scratch', mode: 'STAGING' });
    expect(created.status).toBe(201);
    const scratch = answerOf('POST /project/:projectId/environment').parse(created.body);
    expect(scratch.mode).toBe('STAGING');

    const cloned = await call('POST', `/environment/${blueprintEnvironmentId}/clone`, { name: 'blueprint-pr-1', mode: 'PREVIEW' });
    expect(cloned.status).toBe(202);
    const preview = answerOf('POST /environment/:environmentId/clone').parse(cloned.body);
    const previewStatus = answerOf('GET /environment/:environmentId/status').parse(
      (await call('GET', `/environment/${preview.id}/status`)).body,
    );
    expect(previewStatus).toMatchObject({
      state: 'READY',
      deployment_status: 'NEVER_DEPLOYED',
      total_deployment_duration_in_seconds: null,
    });
    expect((await call('GET', `/environment/${preview.id}/link`)).body).toEqual({ results: [] });
    const previewJobs = answerOf('GET /environment/:environmentId/job').parse(
      (await call('GET', `/environment/${preview.id}/job`)).body,
    ).results;
    expect(previewJobs.map((job: any) => job.name)).toEqual(['web', 'worker']);
    expect(previewJobs.map((job: any) => job.id)).not.toContain(jobIds[0]);
    expect(emulator.secrets(preview.id).map((secret) => secret.key)).toEqual(['DATABASE_URL', 'STRIPE_KEY']);
    expect(emulator.secretHolds(preview.id, 'STRIPE_KEY', 'sk_test_emulated_blueprint')).toBe(true);

    const jobClone = await call('POST', `/job/${jobIds[0]}/clone`, { name: 'web', environment_id: scratch.id });
    expect(jobClone.status).toBe(202);
    const scratchWeb = answerOf('POST /job/:jobId/clone').parse(jobClone.body);
    expect(scratchWeb.environment.id).toBe(scratch.id);

    const { id: _id, created_at: _created, updated_at: _updated, ...whole } = scratchWeb;
    const replaced = await call('PUT', `/job/${scratchWeb.id}`, { ...whole, source: { image: { ...whole.source.image!, tag: 'abc123' } } });
    expect(replaced.status).toBe(200);
    expect(answerOf('PUT /job/:jobId').parse(replaced.body).source.image?.tag).toBe('abc123');

    const jobDeploy = await call('POST', `/job/${scratchWeb.id}/deploy`, { image_tag: 'def456' });
    expect(jobDeploy.status).toBe(202);
    expect(jobDeploy.body).toMatchObject({ id: scratchWeb.id, is_part_last_deployment: true, status_details: { action: 'DEPLOY' } });
    const requestId: string = jobDeploy.body.deployment_request_id;
    expect(answerOf('GET /job/:jobId').parse((await call('GET', `/job/${scratchWeb.id}`)).body).source.image?.tag).toBe('def456');
    const lookup = await call('GET', `/environment/deploymentStatus?deploymentRequestId=${requestId}`);
    expect(answerOf('GET /environment/deploymentStatus').parse(lookup.body)).toMatchObject({
      environment_id: scratch.id,
      deployment_request_id: requestId,
    });
  });

  it('handles secrets: upsert by key, read, update, delete, never a value', async () => {
    const environmentId = emulator.seed.productionEnvironmentId;
    const first = await call('POST', `/environment/${environmentId}/secret`, { key: 'API_KEY', value: 'one', description: 'the key' });
    expect(first.status).toBe(201);
    const again = await call('POST', `/environment/${environmentId}/secret`, { key: 'API_KEY', value: 'two' });
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    const list = answerOf('GET /environment/:environmentId/secret').parse(
      (await call('GET', `/environment/${environmentId}/secret`)).body,
    ).results;
    expect(list.filter((secret: any) => secret.key === 'API_KEY')).toHaveLength(1);
    expect(emulator.secretHolds(environmentId, 'API_KEY', 'two')).toBe(true);

    const read = await call('GET', `/environment/${environmentId}/secret/${first.body.id}`);
    expect(answerOf('POST /environment/:environmentId/secret').parse(read.body).key).toBe('API_KEY');
    const updated = await call('PUT', `/environment/${environmentId}/secret/${first.body.id}`, { key: 'API_KEY', value: 'three' });
    expect(updated.status).toBe(200);
    expect(emulator.secretHolds(environmentId, 'API_KEY', 'three')).toBe(true);
    for (const answer of [first, again, read, updated]) {
      expect(JSON.stringify(answer.body)).not.toMatch(/"value"|one|two|three/);
    }
    expect((await call('DELETE', `/environment/${environmentId}/secret/${first.body.id}`)).status).toBe(204);
    expect((await call('GET', `/environment/${environmentId}/secret/${first.body.id}`)).status).toBe(404);
  });

  it('answers the cluster, catalog, billing and git operations of 4.1', async () => {
    const { organizationId, clusterId, credentialsId, invoiceId } = emulator.seed;
    const branches = await call(
      'GET',
      `/organization/${organizationId}/account/githost/repository/branch?name=shop&gitTokenId=${clusterId}`,
    );
    expect(
      listOf(GitBranch)
        .parse(branches.body)
        .results.map((branch: any) => branch.name),
    ).toContain('main');
    const credentials = await call('PUT', `/organization/${organizationId}/onPremise/credentials/${credentialsId}`, { name: 'renamed' });
    expect(ClusterCredentials.parse(credentials.body)).toMatchObject({
      id: credentialsId,
      name: 'renamed',
      object_type: 'AWS',
    });
    const info = await call('GET', `/organization/${organizationId}/cluster/${clusterId}/cloudProviderInfo`);
    expect(ClusterCloudProviderInfo.parse(info.body)).toEqual({
      credentials: { id: credentialsId, name: 'renamed' },
      region: 'eu-west-3',
    });
    InvoiceLink.parse((await call('GET', `/organization/${organizationId}/invoice/${invoiceId}/download`)).body);
    expect(listOf(AzureRegion).parse((await call('GET', '/azure/region')).body).results.length).toBeGreaterThan(0);
    const settings = ClusterAdvancedSettings.parse((await call('GET', '/defaultClusterAdvancedSettings')).body);
    expect(settings['aws.eks.ec2.ami']).toBe('AmazonLinux2023');
  });

  it('answers the illustrative operations of 4.2: projects, applications, databases, webhooks', async () => {
    const { organizationId, productionEnvironmentId } = emulator.seed;
    const project = await call('POST', `/organization/${organizationId}/project`, { name: 'billing', description: 'invoices' });
    expect(project.status).toBe(201);
    Project.parse(project.body);

    const application = await call('POST', `/environment/${productionEnvironmentId}/application`, {
      name: 'api',
      git_repository: { url: 'https://git.example.test/acme/api.git', branch: 'main' },
      build_mode: 'DOCKER',
      ports: [{ internal_port: 8080, external_port: 443, protocol: 'HTTP', publicly_accessible: true }],
    });
    expect(application.status).toBe(201);
    const applicationId: string = application.body.id;
    const deployed = await call('POST', `/application/${applicationId}/deploy`, { git_commit_id: 'abc123' });
    expect(deployed.status).toBe(202);
    expect(answerOf('POST /application/:applicationId/deploy').parse(deployed.body)).toMatchObject({ id: applicationId, state: 'QUEUED' });
    expect(ApplicationStatus.parse((await call('GET', `/application/${applicationId}/status`)).body).state).toMatch(/DEPLOYING|RUNNING/);
    expect((await call('POST', `/application/${applicationId}/environmentVariable`, { key: 'MODE', value: 'prod' })).status).toBe(201);
    expect((await call('GET', `/application/${applicationId}/environmentVariable`)).body.results).toEqual([
      expect.objectContaining({ key: 'MODE', value: 'prod' }),
    ]);
    const secret = await call('POST', `/application/${applicationId}/secret`, { key: 'TOKEN', value: 'hidden-value' });
    expect(secret.status).toBe(201);
    expect(JSON.stringify(secret.body)).not.toContain('hidden-value');
    expect((await call('GET', `/application/${applicationId}/log?tail=1`)).body.results).toHaveLength(1);

    const database = await call('POST', `/environment/${productionEnvironmentId}/database`, {
      name: 'orders',
      type: 'POSTGRESQL',
      version: '16',
      mode: 'MANAGED',
      cpu: 250,
      memory: 256,
      storage: 10,
    });
    expect(database.status).toBe(201);
    expect((await call('POST', `/database/${Database.parse(database.body).id}/deploy`)).status).toBe(202);

    const hook = await call('POST', `/organization/${organizationId}/webhook`, {
      target_url: 'http://127.0.0.1:9/hook',
      events: ['DEPLOYMENT_FAILED'],
      enabled: false,
    });
    expect(hook.status).toBe(201);
    expect(listOf(Webhook).parse((await call('GET', `/organization/${organizationId}/webhook`)).body).results).toHaveLength(1);
    expect((await call('DELETE', `/organization/${organizationId}/webhook/${hook.body.id}`)).status).toBe(204);
  });

  it('pages a list when asked with page and page_size', async () => {
    const answer = await call('GET', `/project/${emulator.seed.projectId}/environment?page=2&page_size=1`);
    expect(answer.body.results).toHaveLength(1);
    expect(answer.body.pagination).toMatchObject({ page: 2, page_size: 1 });
    expect(answer.body.pagination.total_count).toBeGreaterThanOrEqual(2);
  });
});
