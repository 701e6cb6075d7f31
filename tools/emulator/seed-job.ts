/**
 * A seed job, on request (`EmulatorOptions.seedJob`): a lifecycle job `seed-data` of the
 * blueprint that fills a database on its `on_start`, alone in a stage `data` placed before the
 * applications (or after them, the order a team gets wrong). A preview cloned from the blueprint
 * has its copy, in a stage of the same name and order. Off by default, so the seeded platform
 * every other test knows keeps its services.
 */
import { randomUUID } from 'node:crypto';
import { iso } from './dates.ts';
import { moveStage, placeInStage } from './deployment-stages.ts';
import type { Job } from './schemas/index.ts';
import { ACME_REGISTRY } from './services.ts';
import type { EnvironmentRecord, Store } from './store.ts';

const SEED_JOB_NAME = 'seed-data';
const SEED_STAGE_NAME = 'data';

export interface SeedJobOptions {
  /** Where its stage runs: before every other stage (default) or after them. */
  placement?: 'before' | 'after';
  /** Every run of every job named `seed-data` ends so (also `POST /_emulator/jobs/failure`). */
  failure?: 'fail-build' | 'fail-deploy' | 'hang';
  /** Every run of every job named `seed-data` deploys this long, in platform ms (also `POST /_emulator/jobs/duration`). */
  deployMs?: number;
}

export function addSeedJob(store: Store, record: EnvironmentRecord, now: number, options: SeedJobOptions = {}): Job {
  const job: Job = {
    id: randomUUID(),
    created_at: iso(now),
    updated_at: iso(now),
    environment: { id: record.environment.id },
    maximum_cpu: 4000,
    maximum_memory: 8192,
    maximum_gpu: 0,
    name: SEED_JOB_NAME,
    description: "Fills the environment's database",
    cpu: 250,
    memory: 256,
    gpu: 0,
    auto_preview: true,
    source: { image: { image_name: 'acme/seed', tag: 'main', registry: { ...ACME_REGISTRY }, registry_id: ACME_REGISTRY.id } },
    healthchecks: {},
    icon_uri: 'app://platform-console/job',
    service_type: 'JOB',
    job_type: 'LIFECYCLE',
    schedule: { on_start: { arguments: ['--from', '/seed/shop.sql'], entrypoint: '/app/seed' } },
    max_nb_restart: 0,
    max_duration_seconds: 1800,
    port: null,
    auto_deploy: false,
  };
  store.jobs.set(job.id, job);
  record.jobIds.push(job.id);
  const stage = placeInStage(record, { id: job.id, kind: 'JOB' }, SEED_STAGE_NAME, now, "Seeds the environment's data");
  const first = [...record.stages].sort((a, b) => a.deployment_order - b.deployment_order)[0];
  if ((options.placement ?? 'before') === 'before' && first && first !== stage) moveStage(record, stage, first, 'before', now);
  if (options.failure) store.jobFailures.set(SEED_JOB_NAME, options.failure);
  if (options.deployMs !== undefined) store.jobDeployMs.set(SEED_JOB_NAME, options.deployMs);
  return job;
}
