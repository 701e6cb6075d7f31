import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlatformClient } from '../../src/platform/client.ts';
import { classifyState } from '../../src/platform/states.ts';
import { eventually } from '../support/caller.ts';
import { startEmulator, type Emulator } from '../../tools/emulator/index.ts';

let emulator: Emulator;
let client: PlatformClient;

beforeAll(async () => {
  emulator = await startEmulator({ speed: 0.01, staleMs: 0 });
  client = new PlatformClient({ baseUrl: emulator.url, token: emulator.tokens.admin, sleep: async () => {} });
});
afterAll(() => emulator.close());

describe('the typed client against the emulator', () => {
  it('previews end to end: clone, pin, secrets, redeploy, wait, links, delete', async () => {
    const { blueprintEnvironmentId, projectId } = emulator.seed;
    const blueprint = await client.environments.get(blueprintEnvironmentId);
    const preview = await client.environments.clone(blueprint.id, { name: 'blueprint-pr-7', mode: 'PREVIEW' });
    expect((await client.environments.list(projectId)).map((environment) => environment.name)).toContain('blueprint-pr-7');
    expect((await client.environments.status(preview.id)).state).toBe('READY');

    const [web] = await client.environments.jobs(preview.id);
    await client.jobs.update(web!.id, { ...web!, source: { ...web!.source, image: { ...web!.source.image!, tag: 'sha-7' } } });
    expect((await client.jobs.get(web!.id)).source.image?.tag).toBe('sha-7');
    await client.secrets.create(preview.id, { key: 'DATABASE_URL', value: 'postgres://preview' });
    const secrets = await client.secrets.list(preview.id);
    expect(secrets.filter((secret) => secret.key === 'DATABASE_URL')).toHaveLength(1);
    expect(emulator.secretHolds(preview.id, 'DATABASE_URL', 'postgres://preview')).toBe(true);

    const requested = await client.environments.redeploy(preview.id);
    const final = await eventually(
      () => client.environments.deploymentStatus(requested.deployment_request_id!),
      (status) => classifyState(status.status, 'deploy') !== 'in_progress',
    );
    expect(final.status).toBe('DEPLOYED');
    const links = await client.environments.links(preview.id);
    expect(links[0]?.url).toBe('https://web-blueprint-pr-7.example.test');

    await client.environments.delete(preview.id);
    await eventually(
      () => client.environments.status(preview.id).then((status) => status.state, () => 'gone'),
      (state) => state === 'gone',
    );
    await expect(client.environments.get(preview.id)).rejects.toMatchObject({ status: 404 });
  });

  it('covers the remaining operations: jobs, secrets, cancel, catalog, clusters, organizations, services', async () => {
    const { organizationId, projectId, clusterId, credentialsId, invoiceId, productionEnvironmentId, jobIds } = emulator.seed;
    const scratch = await client.environments.create(projectId, { name: 'scratch', mode: 'STAGING' });
    const copied = await client.jobs.clone(jobIds[0]!, { name: 'web', environment_id: scratch.id });
    await client.jobs.deploy(copied.id, { image_tag: 'hang-here' });
    await client.environments.deploy(productionEnvironmentId);
    const cancelling = await client.environments.cancelDeployment(scratch.id);
    expect(['CANCELING', 'CANCELED']).toContain(cancelling.state);

    const created = await client.secrets.create(scratch.id, { key: 'K', value: 'v1' });
    expect((await client.secrets.get(scratch.id, created.id)).key).toBe('K');
    await client.secrets.update(scratch.id, created.id, { key: 'K', value: 'v2' });
    expect(emulator.secretHolds(scratch.id, 'K', 'v2')).toBe(true);
    await client.secrets.delete(scratch.id, created.id);
    expect(await client.secrets.list(scratch.id)).toEqual([]);

    expect((await client.organizations.list()).map((organization) => organization.id)).toEqual([organizationId]);
    expect((await client.organizations.gitBranches(organizationId)).map((branch) => branch.name)).toContain('main');
    expect((await client.organizations.invoiceLink(organizationId, invoiceId)).url).toMatch(/\.pdf$/);
    expect((await client.projects.list(organizationId)).map((project) => project.id)).toContain(projectId);
    expect((await client.projects.create(organizationId, { name: 'new-project' })).id).toBeTruthy();
    expect((await client.clusters.cloudProviderInfo(organizationId, clusterId)).region).toBe('eu-west-3');
    expect((await client.clusters.editCredentials(organizationId, credentialsId, { name: 'creds' })).name).toBe('creds');
    expect((await client.catalog.azureRegions()).length).toBeGreaterThan(0);
    expect(await client.catalog.defaultClusterAdvancedSettings()).toHaveProperty(['aws.eks.enable_alb_controller'], true);
    expect((await client.webhooks.create(organizationId, { target_url: 'http://127.0.0.1:9/', events: ['DEPLOYMENT_SUCCEEDED'], enabled: false })).enabled).toBe(false);

    // Production is deploying by now (above): a deploy there would rightly answer 409.
    const application = await client.applications.create(emulator.seed.blueprintEnvironmentId, {
      name: 'api',
      git_repository: { url: 'https://github.com/acme/api.git', branch: 'main' },
    });
    await client.applications.deploy(application.id, { git_commit_id: 'abc1234' });
    expect((await client.applications.get(application.id)).git_repository?.deployed_commit_id).toBe('abc1234');
    expect((await client.applications.status(application.id)).id).toBe(application.id);
    await client.applications.createVariable(application.id, { key: 'MODE', value: 'prod' });
    expect((await client.applications.variables(application.id)).map((variable) => variable.key)).toEqual(['MODE']);
    await client.applications.createSecret(application.id, { key: 'TOKEN', value: 'x' });
    await client.applications.logs(application.id, 5);
    const database = await client.databases.create(productionEnvironmentId, { name: 'db', type: 'POSTGRESQL', version: '16', mode: 'MANAGED' });
    await client.databases.deploy(database.id);
    expect(client.rateLimit?.limit).toBe(1000);
  });
});
