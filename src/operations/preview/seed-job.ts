/**
 * `seed-job`: a lifecycle job of the blueprint that fills a preview's data. It runs in the first
 * deployment of a preview and in no later one; whether it ran is read from the platform (the
 * preview's copy of the job shows a successful last run), never from what an earlier run left.
 * The order of its stage is checked before it runs, and so are the database hosts its variables
 * name. `/preview reset-data` and `reset-data-label` run it again, alone (runSeedAlone).
 */
import { sameName } from '../../basics/names.ts';
import { errorMessage } from '../../basics/error-message.ts';
import type { Environment, EnvironmentVariable, Job } from '../../platform/schemas/index.ts';
import { classifyState } from '../../platform/schemas/deployment-states.ts';
import type { Config } from '../../config/index.ts';
import type { OperationContext } from '../../run/context.ts';
import { OperationError } from '../../run/context.ts';
import { knowing, type DataNote, type Learned, type OperationResult, type RunRecord } from '../../run/result.ts';
import { planServices, readServices, type PlannedService, type Service } from '../environment/service-plan.ts';
import { waitFor } from '../environment/wait-for-state.ts';
import { statusPoll } from '../rollout/deployment-state.ts';
import { explainFailure } from '../rollout/failure-explanation.ts';
import { platformTimings } from '../rollout/platform-timeline.ts';
import type { RolloutTarget } from '../rollout/target.ts';

/** The blueprint's seed job, checked to be a lifecycle job with an `on_start`. */
export interface SeedJob {
  id: string;
  name: string;
  /** What its variables make doubtful (the guard's warnings), said when the seed runs. */
  warnings: string[];
}

/**
 * The seed job the input names, found in the blueprint by id or name and refused, before any
 * write, when it is none of its jobs, is not a lifecycle job, or (with `seed-guard: fail`) would
 * write to the blueprint's own database.
 */
export async function findSeedJob(ctx: OperationContext, blueprint: Environment): Promise<SeedJob | undefined> {
  const { client, config } = ctx;
  const ref = config.seedJob;
  if (ref === '') return undefined;
  const jobs = await client.environments.jobs({ environmentId: blueprint.id });
  const listed = jobs.find((job) => job.id === ref || sameName(job.name, ref));
  if (!listed) {
    const names = jobs.map((job) => job.name).join(', ');
    throw new OperationError(
      `Input "seed-job": blueprint ${blueprint.name} has no job ${ref}; ${names ? `its jobs are ${names}` : 'it has no jobs'}. Name one of them, by name or id`,
    );
  }
  // The list may leave out a job's kind: the job's own read says it.
  const [job, variables] = await Promise.all([
    listed.job_type ? listed : client.jobs.get({ jobId: listed.id }),
    variablesSeenBy(ctx, blueprint, listed.id),
  ]);
  refuseNotLifecycle(job, blueprint);
  const warnings = variables ? sharedDatabaseWarnings(job.name, variables) : [];
  if (warnings.length > 0 && config.seedGuard === 'fail') {
    throw new OperationError(`Input "seed-guard": ${warnings[0]}; nothing was changed (seed-guard is fail, seed-job ${job.name})`);
  }
  return { id: job.id, name: job.name, warnings };
}

/** A variable as the guard reads it: the job's own list (`GET /variable`) or, failing that, the blueprint's. */
type SeenVariable = Pick<EnvironmentVariable, 'key' | 'value' | 'scope' | 'variable_type' | 'aliased_variable'> & {
  is_secret?: boolean | null | undefined;
};

/**
 * What the seed job is given, as the platform lists it for the job (its own variables over its
 * environment's, its project's and the built-in ones); the blueprint's own list when that read
 * fails (an older platform), which misses only the job's own variables.
 */
async function variablesSeenBy(ctx: OperationContext, blueprint: Environment, jobId: string): Promise<SeenVariable[] | undefined> {
  const { client, log } = ctx;
  try {
    return await client.variables.list({ parent_id: jobId, scope: 'JOB' });
  } catch (error) {
    log.info(`The seed job's variables could not be read (${errorMessage(error)}): the guard reads the blueprint's`);
    return client.environments.variables({ environmentId: blueprint.id }).catch(() => undefined);
  }
}

function refuseNotLifecycle(job: Job, blueprint: Environment): void {
  if (job.job_type === 'LIFECYCLE' && job.schedule?.on_start) return;
  const kind = job.job_type === 'LIFECYCLE' ? 'a lifecycle job without an on_start' : `a ${job.job_type ?? 'job of unknown kind'} job`;
  throw new OperationError(
    `Input "seed-job": job ${job.name} of blueprint ${blueprint.name} is ${kind}, which a preview's deployment does not run once: name a lifecycle job with an on_start event`,
  );
}

/** Keys that hold a database's address: DATABASE_URL, POSTGRES_HOST, DB_HOST, MONGO_URI, … */
const DATABASE_KEY = /(DATABASE|DB|POSTGRES|PG|MYSQL|MARIADB|MONGO|REDIS)[A-Z0-9_]*(URL|URI|HOST|DSN)$/i;

/** The host a value names: a URL's, or the value itself when it is a bare host name. */
function hostOf(value: string): string | undefined {
  const text = value.trim();
  if (text === '' || text.includes('{{')) return undefined;
  try {
    const host = new URL(text).hostname;
    if (host) return host.toLowerCase();
  } catch {
    // Not a URL: a bare host, when it looks like one.
  }
  return /^[a-z0-9.-]+(:\d+)?$/i.test(text) ? text.replace(/:\d+$/, '').toLowerCase() : undefined;
}

/**
 * The guard: a database address the seed reads as a value (not an alias of a built-in host, which
 * a clone points at its own database) is copied as it is into every preview, so each preview's
 * seed would fill that one database, the blueprint's. Only what the platform lets the action read
 * is compared: variables, never a secret's value.
 */
function sharedDatabaseWarnings(jobName: string, variables: readonly SeenVariable[]): string[] {
  // One value per key, the job's own over its environment's (a list may hold both); a secret's value is never read.
  const byKey = new Map<string, SeenVariable>();
  for (const variable of variables) {
    if (variable.is_secret === true) continue;
    const held = byKey.get(variable.key);
    if (!held || variable.scope === 'JOB' || held.scope !== 'JOB') byKey.set(variable.key, variable);
  }
  const warnings: string[] = [];
  for (const variable of byKey.values()) {
    if (!DATABASE_KEY.test(variable.key)) continue;
    if (variable.variable_type === 'BUILT_IN' || variable.variable_type === 'ALIAS' || variable.aliased_variable) continue;
    const host = hostOf(variable.value ?? '');
    if (!host) continue;
    const whose = variable.scope === 'JOB' ? 'its own variable' : "the blueprint's variable";
    warnings.push(
      `seed job ${jobName} reads ${variable.key} (${whose}), which names database host ${host} as a value: every preview cloned from the blueprint gets that host, so its seed would fill the blueprint's database. Point ${variable.key} at the preview's own database (an alias of its built-in host, or a branch URL given through secrets)`,
    );
  }
  return warnings;
}

/**
 * A preview that shares a baseline reads the baseline's data: its own services reach the
 * baseline's database, so there is nothing of its own to seed (and a seed would write the
 * baseline's data). Only a preview that owns a data store (`own-services`) has one to fill.
 */
export function sharesBaselineDatabase(config: Pick<Config, 'baseline' | 'ownServices'>): boolean {
  return config.baseline !== undefined && config.ownServices.length === 0;
}

/** Whether a service is the job `seed-job` names: by id in the blueprint, by name in a clone (which keeps its jobs' names). */
export function isSeedJob(config: Pick<Config, 'seedJob'>, service: Pick<Service, 'kind' | 'id' | 'name'>): boolean {
  return config.seedJob !== '' && service.kind === 'job' && (service.id === config.seedJob || sameName(service.name, config.seedJob));
}

/** The preview's own copy of the seed job: a clone keeps its jobs' names. */
async function previewJob(ctx: OperationContext, environment: Environment, seed: SeedJob): Promise<Service> {
  const jobs = await readServices(ctx, environment.id, ['job']);
  const found = jobs.find((job) => job.id === seed.id || sameName(job.name, seed.name));
  if (!found)
    throw new OperationError(`Preview ${environment.name} has no job ${seed.name} (seed-job): it was not cloned from the blueprint`);
  return found;
}

/** Whether the preview's seed job last ran to success, and when, as the platform's statuses say. */
async function seededBefore(ctx: OperationContext, environmentId: string, jobId: string): Promise<{ succeeded: boolean; at?: string }> {
  const statuses = await ctx.client.environments.statusesWithStages({ environmentId });
  const status = statuses.stages.flatMap((stage) => stage.jobs ?? []).find((job) => job.id === jobId);
  const state = status?.state ?? '';
  const at = (status as { last_deployment_date?: unknown } | undefined)?.last_deployment_date;
  const succeeded = state !== '' && state !== 'READY' && classifyState(state, 'deploy') === 'success';
  return { succeeded, ...(typeof at === 'string' ? { at } : {}) };
}

const USES_DATA = new Set(['APPLICATION', 'CONTAINER']);

/**
 * The order, read from the preview's stages: a stage that holds applications or containers and
 * runs before the seed's, or beside it, starts them before the data is there.
 */
async function stageOrderWarnings(ctx: OperationContext, environmentId: string, job: Service): Promise<string[]> {
  const stages = await ctx.client.environments.deploymentStages({ environmentId });
  const order = (stage: (typeof stages)[number]) => stage.deployment_order ?? 0;
  const own = stages.find((stage) => stage.services?.some((service) => service.service_id === job.id));
  if (!own) return [];
  const early = stages
    .filter((stage) => order(stage) <= order(own))
    .filter((stage) => stage.services?.some((service) => USES_DATA.has(service.service_type ?? '') && !service.is_skipped))
    .sort((a, b) => order(a) - order(b));
  if (early.length === 0) return [];
  const named = (stage: (typeof stages)[number]) => `"${stage.name ?? `#${order(stage)}`}"`;
  return [
    `seed job ${job.name} is in stage ${named(own)}, which does not run before stage${early.length === 1 ? '' : 's'} ${early.map(named).join(', ')} holding applications or containers: they start before the data is there (and migrations run on an empty database). Move stage ${named(own)} before them`,
  ];
}

/**
 * The rollout's target with the seed in it or out of it: in, for a deployment the seed never
 * succeeded in (a new preview, or one whose first deployment failed before it); out, once the
 * platform shows it succeeded, the push then deploying every other service as it would have.
 */
export async function withSeed(
  ctx: OperationContext,
  target: RolloutTarget,
  seed: SeedJob,
): Promise<{ target: RolloutTarget; data: DataNote }> {
  const { config, log, clock } = ctx;
  const { environment } = target;
  if (sharesBaselineDatabase(config)) return { target, data: { job: seed.name, how: 'baseline', warnings: [] } };
  const job = await previewJob(ctx, environment, seed);
  const before = target.fresh ? { succeeded: false } : await seededBefore(ctx, environment.id, job.id);
  if (before.succeeded) {
    log.info(`Seed job ${job.name} succeeded in an earlier deployment${before.at ? ` (${before.at})` : ''}: left out of this one`);
    return {
      target: { ...target, services: await withoutSeed(ctx, target, job) },
      data: { job: job.name, how: 'seeded', ...(before.at ? { at: before.at } : {}), warnings: [] },
    };
  }
  const order = await stageOrderWarnings(ctx, environment.id, job).catch((error: unknown) => {
    log.info(`The preview's deployment stages could not be read (${errorMessage(error)}): the seed's order is not checked`);
    return [];
  });
  const warnings = [...order, ...seed.warnings];
  for (const warning of warnings) log.warning(warning);
  log.info(`Seed job ${job.name} runs in this deployment: the preview's data is not there yet`);
  const data: DataNote = { job: job.name, how: 'seeding', commit: config.commit, at: new Date(clock.now()).toISOString(), warnings };
  // A redeploy runs every service, the seed with them; a request that names services must name it too.
  if (target.services.length === 0 || target.services.some((service) => service.id === job.id)) return { target, data };
  return { target: { ...target, services: [...target.services, { ...job, to: job.version, pinned: false }] }, data };
}

/** Every service the deployment would run but the seed: a redeploy becomes each service at its own version. */
async function withoutSeed(ctx: OperationContext, target: RolloutTarget, job: Service): Promise<PlannedService[]> {
  const services =
    target.services.length > 0
      ? target.services
      : planServices(ctx.config, [], await readServices(ctx, target.environment.id), `Preview ${target.environment.name}`);
  return services.filter((service) => service.id !== job.id);
}

/**
 * `/preview reset-data` or `reset-data-label`: the preview's seed job run again alone (its
 * `on_start`, `forceEvent=START`), waited for as any deployment, its row in the stage table. A
 * pull request with no preview has nothing to reseed: skipped, said so.
 */
export async function runSeedAlone(
  ctx: OperationContext,
  record: RunRecord,
  named: Learned,
  preview: Environment | undefined,
  name: string,
  seed: SeedJob,
): Promise<OperationResult> {
  const { config, log } = ctx;
  const asked = config.resetData === 'label' ? 'the reset-data label' : '/preview reset-data';
  // The label is a request, answered by this run: the report takes it off the pull request.
  const known = config.resetDataLabel !== '' ? { ...named, resetLabel: config.resetDataLabel } : named;
  if (!preview) {
    log.notice(`Pull request #${config.pullRequest?.number ?? 0} has no preview (${name}): ${asked} has nothing to reseed`);
    return record.result('skipped', `No preview ${name} to reseed: nothing done (${asked} reseeds a preview that exists)`, known);
  }
  const found = { ...known, environmentId: preview.id };
  const job = await knowing(found, () => previewJob(ctx, preview, seed));
  const reseeding: Learned = {
    ...found,
    data: { job: job.name, how: 'reseeding', at: new Date(ctx.clock.now()).toISOString(), warnings: seed.warnings },
  };
  return knowing(reseeding, () => reseed(ctx, record, reseeding, preview, job, seed.warnings, asked));
}

/** The seed job started alone (`forceEvent=START`) and, with `wait`, waited for; a dry run's plan says so. */
async function reseed(
  ctx: OperationContext,
  record: RunRecord,
  reseeding: Learned,
  preview: Environment,
  job: Service,
  warnings: readonly string[],
  asked: string,
): Promise<OperationResult> {
  const { client, clock, config, log } = ctx;
  for (const warning of warnings) log.warning(warning);
  if (config.dryRun) {
    return record.result('planned', `Dry run: planned reseeding ${preview.name}; nothing was changed`, {
      ...reseeding,
      plan: [`run seed job ${job.name} of ${preview.name} alone (forceEvent START) and wait for it`],
    });
  }
  const before = await client.environments.status({ environmentId: preview.id });
  const triggerAt = clock.now();
  const answer = await record.stage('trigger', () => client.jobs.deploy({ jobId: job.id, forceEvent: 'START' }));
  const requestId = answer?.deployment_request_id ?? '';
  const requested = { ...reseeding, deploymentRequestId: requestId };
  log.info(`Seed job ${job.name} of ${preview.name} started alone (${asked})${requestId ? `: deployment request ${requestId}` : ''}`);
  if (!config.wait) return record.result('success', `Reseed of ${preview.name} requested; not waited for (wait: false)`, requested);
  return knowing(requested, () => waitForSeed(ctx, record, requested, preview, job, before, triggerAt));
}

/** The reseed's wait, its row in the stage table from the platform's timings, and the result. */
async function waitForSeed(
  ctx: OperationContext,
  record: RunRecord,
  requested: Learned,
  preview: Environment,
  job: Service,
  before: Awaited<ReturnType<OperationContext['client']['environments']['status']>>,
  triggerAt: number,
): Promise<OperationResult> {
  const { deadline, log } = ctx;
  const requestId = requested.deploymentRequestId ?? '';
  const waited = await record.during('wait', () =>
    waitFor(ctx, {
      purpose: 'deploy',
      poll: statusPoll(ctx, preview.id, requestId, before),
      timeoutMs: deadline - triggerAt,
      triggeredAt: triggerAt,
      onPollError: (error) => log.info(`Status read failed (${errorMessage(error)})`),
    }),
  );
  const seen = { ...requested, state: waited.state };
  const platform = await knowing(seen, () =>
    platformTimings(ctx, preview.id, waited, { triggerSeconds: record.elapsed(triggerAt), requestId }, [job]),
  );
  record.addRows(platform.stages);
  if (waited.verdict === 'success')
    return record.result('success', `Reseeded ${preview.name}: seed job ${job.name} ran alone and succeeded`, seen);
  const failedStage = platform.stages.find((stage) => stage.status === 'ERROR')?.name ?? 'seed';
  const failure = await knowing(seen, () =>
    explainFailure(ctx, preview.id, platform.services, { state: waited.state, stage: failedStage }),
  );
  return record.result(waited.verdict, `Reseeding ${preview.name} ended ${waited.state}: seed job ${job.name} did not succeed`, {
    ...seen,
    failedStage,
    failure,
  });
}
