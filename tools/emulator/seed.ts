/**
 * The platform a newcomer finds on first start: one organization with a project, a cluster, a
 * blueprint environment with a `web` job and a `checkout` application built from git (stage
 * `storefront`), a `worker` job and a `search` container (stage `background`) and a few
 * secrets, and a production environment with the same services and stages; both deployed once,
 * so a previous duration is known.
 */
import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import type { Job, Probe, ProbeType } from './schemas/index.ts';
import type { DeploymentEngine } from './engine.ts';
import { ACME_REGISTRY, addApplication, addContainer, gitRepositoryOf } from './services.ts';
import { iso } from './dates.ts';
import type { EnvironmentRecord, Project, Store } from './store.ts';
import { placeInStage } from './deployment-stages.ts';
import { upsertSecret } from './secret-records.ts';

export interface SeedIds {
  organizationId: string;
  projectId: string;
  clusterId: string;
  credentialsId: string;
  invoiceId: string;
  blueprintEnvironmentId: string;
  productionEnvironmentId: string;
  /** The blueprint's jobs, `web` (LIFECYCLE, with a port) first, then `worker` (CRON). */
  jobIds: string[];
  /** The blueprint's application, `checkout` (built from git). */
  applicationIds: string[];
  /** The blueprint's container, `search` (a registry image). */
  containerIds: string[];
  /** With the `secondCluster` option: a second cluster, `acme-us-east`, and `staging-us`, an environment in it. */
  secondClusterId?: string;
  secondClusterEnvironmentId?: string;
}

export interface SeedOptions {
  /**
   * A second cluster (`acme-us-east`, same organization and credentials) with `staging-us`, a
   * STAGING environment of the same project there with the same services, deployed once: what a
   * client that must tell environments of two clusters apart is tried on.
   */
  secondCluster?: boolean;
}

/** The commit the seeded applications were last deployed at. */
export const SEED_COMMIT = '0d1e2f3a4b5c6d7e8f90a1b2c3d4e5f6a7b8c9d0';

const HOUR = 3_600_000;

export function seedPlatform(store: Store, engine: DeploymentEngine, now: number, options: SeedOptions = {}): SeedIds {
  const organizationId = randomUUID();
  store.organizations.set(organizationId, { id: organizationId, name: 'Acme', created_at: iso(now - 400 * 24 * HOUR) });
  const credentialsId = randomUUID();
  store.credentials.set(credentialsId, {
    id: credentialsId,
    organizationId,
    name: 'acme-aws',
    access_key_id: 'AKIAEMULATOREXAMPLE',
    object_type: 'AWS',
  });
  const clusterId = randomUUID();
  const cluster = { id: clusterId, organizationId, name: 'acme-eu-west', provider: 'AWS', region: 'eu-west-3', credentialsId };
  store.clusters.set(clusterId, cluster);
  const projectId = randomUUID();
  const project = {
    id: projectId,
    organizationId,
    name: 'shop',
    description: 'The shop and its workers',
    created_at: iso(now - 300 * 24 * HOUR),
    updated_at: iso(now - 24 * HOUR),
  };
  store.projects.set(projectId, project);
  const invoiceId = randomUUID();
  store.invoices.add(invoiceId);

  const blueprint = store.addEnvironment({ project, cluster, name: 'blueprint', mode: 'STAGING', now: now - 48 * HOUR });
  addSeedJobs(store, blueprint, now);
  for (const [key, value] of [
    ['DATABASE_URL', 'postgres://blueprint:emulated@db.internal:5432/shop'],
    ['STRIPE_KEY', 'sk_test_emulated_blueprint'],
  ] as const) {
    upsertSecret(blueprint, { key, value, description: `seeded ${key}` }, now - 48 * HOUR);
  }
  engine.recordPastDeployment(blueprint, now - HOUR);

  const production = store.addEnvironment({ project, cluster, name: 'production', mode: 'PRODUCTION', now: now - 200 * 24 * HOUR });
  addSeedJobs(store, production, now);
  upsertSecret(production, { key: 'DATABASE_URL', value: 'postgres://prod:emulated@db.internal:5432/shop' }, now - HOUR);
  engine.recordPastDeployment(production, now - 2 * HOUR);

  const second = options.secondCluster ? seedSecondCluster(store, engine, project, credentialsId, now) : undefined;

  return {
    organizationId,
    projectId,
    clusterId,
    credentialsId,
    invoiceId,
    blueprintEnvironmentId: blueprint.environment.id,
    productionEnvironmentId: production.environment.id,
    jobIds: [...blueprint.jobIds],
    applicationIds: store.applicationsOf(blueprint).map((application) => application.id),
    containerIds: store.containersOf(blueprint).map((container) => container.id),
    ...(second ? { secondClusterId: second.clusterId, secondClusterEnvironmentId: second.environmentId } : {}),
  };
}

function seedSecondCluster(
  store: Store,
  engine: DeploymentEngine,
  project: Project,
  credentialsId: string,
  now: number,
): { clusterId: string; environmentId: string } {
  const clusterId = randomUUID();
  const cluster = {
    id: clusterId,
    organizationId: project.organizationId,
    name: 'acme-us-east',
    provider: 'AWS',
    region: 'us-east-1',
    credentialsId,
  };
  store.clusters.set(clusterId, cluster);
  const staging = store.addEnvironment({ project, cluster, name: 'staging-us', mode: 'STAGING', now: now - 100 * 24 * HOUR });
  addSeedJobs(store, staging, now);
  engine.recordPastDeployment(staging, now - 3 * HOUR);
  return { clusterId, environmentId: staging.environment.id };
}

/** `web` in the `storefront` stage, deployed first; `worker` in `background`, after it. */
function addSeedJobs(store: Store, record: EnvironmentRecord, now: number): void {
  const stages = [
    ['storefront', 'What customers reach'],
    ['background', 'Workers and scheduled jobs'],
  ] as const;
  for (const [index, job] of [webJob(record.environment.id, now), workerJob(record.environment.id, now)].entries()) {
    store.jobs.set(job.id, job);
    record.jobIds.push(job.id);
    const [stageName, description] = stages[index]!;
    placeInStage(record, { id: job.id, kind: 'JOB' }, stageName, now - 30 * 24 * HOUR, description);
  }
  const since = now - 30 * 24 * HOUR;
  addApplication(
    store,
    record,
    {
      name: 'checkout',
      git_repository: {
        ...gitRepositoryOf('https://github.com/acme/shop.git', 'main', '/checkout'),
        deployed_commit_id: SEED_COMMIT,
        deployed_commit_date: iso(now - 2 * HOUR),
      },
      dockerfile_path: 'checkout/Dockerfile',
      ports: [{ internal_port: 3000, external_port: 443, protocol: 'HTTP', publicly_accessible: true }],
    },
    since,
    'storefront',
  );
  addContainer(
    store,
    record,
    {
      name: 'search',
      image_name: 'acme/search',
      tag: 'main',
      registry: { ...ACME_REGISTRY },
    },
    since,
    'background',
  );
}

function baseJob(environmentId: string, now: number) {
  return {
    id: randomUUID(),
    created_at: iso(now - 30 * 24 * HOUR),
    updated_at: iso(now - 24 * HOUR),
    environment: { id: environmentId },
    maximum_cpu: 4000,
    maximum_memory: 8192,
    maximum_gpu: 0,
    cpu: 500,
    memory: 512,
    gpu: 0,
    auto_preview: true,
    icon_uri: 'app://platform-console/job',
    service_type: 'JOB',
    description: '',
    max_nb_restart: 0,
    max_duration_seconds: 300,
    auto_deploy: false,
    annotations_groups: [
      {
        id: randomUUID(),
        created_at: iso(now - 30 * 24 * HOUR),
        name: 'team',
        annotations: [{ key: 'team', value: 'shop' }],
        scopes: ['PODS'],
      },
    ],
    labels_groups: [
      {
        id: randomUUID(),
        created_at: iso(now - 30 * 24 * HOUR),
        name: 'cost',
        labels: [{ key: 'cost-center', value: 'shop', propagate_to_cloud_provider: true }],
      },
    ],
  };
}

function image(name: string): Job['source'] {
  return {
    image: {
      image_name: `acme/${name}`,
      tag: 'main',
      registry: { ...ACME_REGISTRY },
      registry_id: ACME_REGISTRY.id,
    },
  };
}

function probe(type: z.infer<typeof ProbeType>): z.infer<typeof Probe> {
  return {
    type,
    initial_delay_seconds: 10,
    period_seconds: 10,
    timeout_seconds: 5,
    success_threshold: 1,
    failure_threshold: 3,
  };
}

function webJob(environmentId: string, now: number): Job {
  return {
    ...baseJob(environmentId, now),
    name: 'web',
    job_type: 'LIFECYCLE',
    description: 'The storefront',
    port: 8080,
    source: image('web'),
    healthchecks: {
      readiness_probe: probe({ http: { path: '/ready', scheme: 'HTTP', port: 8080 } }),
      liveness_probe: probe({ tcp: { port: 8080, host: null } }),
    },
    schedule: {
      on_start: { arguments: ['--serve'], entrypoint: '/app/web' },
      on_stop: { arguments: [], entrypoint: '/app/drain' },
      on_delete: { arguments: ['--purge'], entrypoint: '/app/cleanup' },
    },
  };
}

function workerJob(environmentId: string, now: number): Job {
  return {
    ...baseJob(environmentId, now),
    name: 'worker',
    job_type: 'CRON',
    description: 'Nightly order reconciliation',
    port: null,
    source: image('worker'),
    healthchecks: {
      readiness_probe: probe({ exec: { command: ['/app/worker', '--check'] } }),
      liveness_probe: probe({ exec: { command: ['/app/worker', '--alive'] } }),
    },
    schedule: {
      cronjob: { arguments: ['--reconcile'], entrypoint: '/app/worker', timezone: 'Etc/UTC', scheduled_at: '0 3 * * *' },
    },
  };
}
