/**
 * preview: a pull request's own environment, cloned from the blueprint (or built from its listed
 * jobs), adopted rather than duplicated when a run repeats or a crashed run left one behind.
 */
import type { Environment } from '../../platform/schemas/index.ts';
import type { OperationContext } from '../../run/context.ts';
import { OperationError, readEnvironment } from '../../run/context.ts';
import { isAmbiguous, isBusy } from '../../platform/errors.ts';
import { leftForNextRun, pullRequestPreview } from '../environment/earlier-runs.ts';
import { isBeingDeleted } from '../../platform/schemas/deployment-states.ts';
import { waitUntilDeleted } from '../environment/deletion.ts';
import { lastRequestDeletes } from './deletion-pending.ts';
import { busyDelay } from '../environment/busy-retry.ts';
import { capPartner, deletedOverCap, refusedOverCap } from './max-previews.ts';
import { refuseTeamBlueprint } from './fork-blueprint.ts';
import { ensureMadeFrom, markPreview } from '../environment/blueprint-mark.ts';
import { sameName } from '../../basics/names.ts';
import { headStart, type HeadStart } from '../../basics/head-start.ts';
import { previewName } from './preview-name.ts';
import { urlsOf, type OperationResult, type RunRecord } from '../../run/result.ts';
import { readLinkedServices, wantsUrlsFirst, type LinkedService } from '../rollout/service-urls.ts';
import { checkUrlServices, fillVariables, namesUrls, refuseAliases, variablesToCheck } from '../rollout/environment-variables.ts';
import { describeRollout, rollOut } from '../rollout/rollout.ts';
import { sendsOf } from '../rollout/target.ts';
import { plannedHours, setWorkingHours } from './working-hours.ts';
import {
  fromJob,
  pinsAny,
  planServices,
  readServices,
  namesOnly,
  selectedKinds,
  selectServices,
  type Service,
} from '../environment/service-plan.ts';
import { compareCommits, unchangedPreview } from './affected-only.ts';

interface Blueprint {
  environment: Environment;
  /** The services the inputs name, checked to be the blueprint's before anything changes. */
  selected: Service[];
  /**
   * Seconds the blueprint's last deployment took, read once when first asked: at once for a new
   * preview, and for one that exists only when its own last deployment cannot guide the wait.
   */
  durationSeconds: () => Promise<number | null | undefined>;
  siblings: Environment[];
}

/**
 * The services the inputs name, found by name in the preview that exists: a clone keeps its
 * services' names, so a push reads the preview's lists (which its rollout reads anyway), not the
 * blueprint's. By id, for preview-scope jobs (whose listed jobs are cloned from the blueprint's),
 * or when the preview cannot be read or lacks one, they are found in the blueprint's.
 */
async function selectedOf(ctx: OperationContext, blueprint: Environment, preview: Environment | undefined): Promise<Service[]> {
  const { config } = ctx;
  if (!pinsAny(config)) return [];
  const kinds = selectedKinds(config);
  if (preview?.mode === 'PREVIEW' && config.previewScope === 'environment' && namesOnly(config)) {
    // Every kind, which its rollout reads next. Not found there (another blueprint's preview, a
    // service added since): the blueprint's say why.
    const own = await readServices(ctx, preview.id).then(
      (services) => selectServices(config, services, `preview ${preview.name}`),
      () => undefined,
    );
    if (own) return own;
  }
  return selectServices(config, await readServices(ctx, blueprint.id, kinds), `blueprint ${blueprint.name}`);
}

interface BlueprintRead extends Omit<Blueprint, 'selected' | 'siblings'> {
  /** The preview of this pull request, as the look-up found it. */
  found?: Environment;
  /** The project's environments, the preview was looked for in. */
  siblings: () => Promise<Environment[]>;
  /** The services the inputs name, on their way: awaited beside the preview's own reads. */
  selecting: HeadStart<Service[]>;
}

/**
 * The blueprint, the preview of this pull request, and the services the inputs name. Resolved by
 * names, the environments are known already and the preview's services are read in place of the
 * blueprint's; given by id, the blueprint's are read beside the list, in the same round trip.
 */
async function readBlueprint(ctx: OperationContext, nameOf: (blueprint: Environment) => string): Promise<BlueprintRead> {
  const { client } = ctx;
  const environment = await readEnvironment(ctx);
  const early = ctx.environment === undefined ? headStart(selectedOf(ctx, environment, undefined)) : undefined;
  const { found, siblings } = await pullRequestPreview(ctx, environment, nameOf);
  const selecting = early ?? headStart(selectedOf(ctx, environment, found));
  let duration: Promise<number | null | undefined> | undefined;
  const durationSeconds = () =>
    (duration ??= client.environments.status({ environmentId: environment.id }).then(
      (status) => status.total_deployment_duration_in_seconds,
      () => undefined,
    ));
  return { environment, selecting, durationSeconds, siblings, ...(found ? { found } : {}) };
}

function findByName(environments: Environment[], name: string): Environment | undefined {
  return environments.find((environment) => sameName(environment.name, name));
}

/**
 * A blueprint in mode PRODUCTION is production's configuration: a preview cloned from it runs the
 * pull request's code with production's variables and secrets. Refused before any write, unless
 * `blueprint-production: allow` says it is meant.
 */
function refuseProductionBlueprint(ctx: OperationContext, blueprint: Environment): void {
  if (blueprint.mode !== 'PRODUCTION' || ctx.config.blueprintProduction === 'allow') return;
  const input = ctx.config.forkRun ? 'fork-blueprint' : 'environment';
  throw new OperationError(
    `Input "${input}": ${blueprint.name} is in mode PRODUCTION; a preview cloned from it would run the pull request's code with production's variables and secrets. ` +
      'Name a blueprint in another mode, or set blueprint-production: allow to clone it all the same',
  );
}

function ensurePreviewMode(environment: Environment): void {
  if (environment.mode !== 'PREVIEW') {
    throw new OperationError(
      `An environment named ${environment.name} already exists in mode ${environment.mode}; refusing to use it as a preview (change "preview-name")`,
    );
  }
}

/** Creates whose answer was lost and that made nothing; the list read after each keeps a repeat safe. */
const LOST_CREATE_TRIES = 5;

interface Made {
  environment: Environment;
  created: boolean;
  /** Whether it carries this blueprint's mark already (preview-owner.ts). */
  marked: boolean;
  /** Made by this run's create, whose answer came: never deployed (RolloutTarget `fresh`). */
  fresh: boolean;
}

/**
 * Creates the preview. A 409 means the name was taken meanwhile (a concurrent run won the race)
 * or the blueprint is busy; a lost answer may have created it. The environment of that name, if
 * any, is then adopted; only when there is none does a busy blueprint get waited out.
 */
async function createPreview(ctx: OperationContext, blueprint: Blueprint, name: string, leaving?: string): Promise<Made> {
  const { client, config, clock, log, deadline } = ctx;
  const projectId = blueprint.environment.project.id;
  const clusterId = config.clusterId || blueprint.environment.cluster_id;
  const create =
    config.previewScope === 'environment'
      ? () =>
          client.environments.clone({
            environmentId: blueprint.environment.id,
            body: { name, mode: 'PREVIEW', cluster_id: clusterId, project_id: projectId },
          })
      : () => client.environments.create({ projectId, body: { name, mode: 'PREVIEW', cluster_id: clusterId } });
  let lost = 0;
  for (let busy = 0; ;) {
    try {
      const made = await create();
      if (made) return { environment: made, created: true, marked: false, fresh: true };
      // Accepted with no answer body (some servers do): the new environment is found by its name.
      const listed = findByName(await client.environments.list({ projectId }), name);
      if (!listed) {
        throw new OperationError(
          `The platform accepted the preview ${name} with no answer body, and the project lists no environment of that name`,
        );
      }
      ensurePreviewMode(listed);
      log.info(`The create of ${name} was accepted with no answer body: found it by its name`);
      return { environment: listed, created: true, marked: false, fresh: true };
    } catch (error) {
      const ambiguous = isAmbiguous(error);
      if (!ambiguous && !isBusy(error)) throw error;
      // The old preview of this name may be listed a moment after its deletion ended: never adopted.
      const existing = findByName(
        (await client.environments.list({ projectId })).filter(({ id }) => id !== leaving),
        name,
      );
      if (existing) {
        ensurePreviewMode(existing);
        log.info(
          ambiguous
            ? `The create answer was lost, but ${name} exists: adopting it`
            : `${name} was created meanwhile by another run: adopting it`,
        );
        const marked = await ensureMadeFrom(ctx, existing, blueprint.environment, 'use', blueprint.siblings);
        return { environment: existing, created: ambiguous, marked, fresh: false };
      }
      if (ambiguous) {
        if (++lost >= LOST_CREATE_TRIES) throw error;
        continue;
      }
      const delay = busyDelay(busy++, ctx.random ?? Math.random);
      if (clock.now() + delay > deadline) throw error;
      const why = leaving
        ? `The blueprint is busy, or the old ${name} is still listed as its deletion ends`
        : 'The blueprint is busy with another operation';
      log.info(`${why}; cloning again in ${(delay / 1000).toFixed(1)}s`);
      await clock.sleep(delay);
    }
  }
}

/** preview-scope jobs: clone each listed blueprint job the preview does not have yet. */
async function cloneListedJobs(
  ctx: OperationContext,
  blueprint: Blueprint,
  preview: Environment,
  previewServices: Service[],
): Promise<Service[]> {
  const { client } = ctx;
  const previewJobs = previewServices.filter((service) => service.kind === 'job');
  const missing = blueprint.selected.filter((job) => !previewJobs.some((have) => sameName(have.name, job.name)));
  if (missing.length === 0) return previewServices;
  const cloned = await Promise.all(
    missing.map(async (job) => {
      try {
        const made = await client.jobs.clone({ jobId: job.id, body: { name: job.name, environment_id: preview.id } });
        if (made) return fromJob(made);
        // Accepted with no answer body (some servers do): the clone is found by its name.
        const listed = (await readServices(ctx, preview.id, ['job'])).find((have) => sameName(have.name, job.name));
        if (!listed)
          throw new OperationError(
            `The platform accepted the clone of job ${job.name} with no answer body, and ${preview.name} lists no job of that name`,
          );
        return listed;
      } catch (error) {
        if (!isAmbiguous(error)) throw error;
        const again = (await readServices(ctx, preview.id, ['job'])).find((have) => sameName(have.name, job.name));
        if (!again) throw error;
        return again;
      }
    }),
  );
  return [...previewServices, ...cloned];
}

/**
 * `{url:SERVICE}` names a service of the preview: of the one that exists, else of what the clone
 * will copy (the listed jobs, for preview-scope jobs). Checked before the clone, the first write.
 */
async function checkUrlsOf(ctx: OperationContext, blueprint: Blueprint, existing: Environment | undefined, name: string): Promise<void> {
  const { config } = ctx;
  if (existing) return checkUrlServices(config, await readServices(ctx, existing.id), `preview ${name}`);
  const copied = config.previewScope === 'jobs' ? blueprint.selected : await readServices(ctx, blueprint.environment.id);
  checkUrlServices(config, copied, `blueprint ${blueprint.environment.name}`);
}

export async function preview(ctx: OperationContext, record: RunRecord): Promise<OperationResult> {
  const { client, config, log } = ctx;
  const pullRequest = config.pullRequest;
  if (!pullRequest) throw new OperationError('preview needs a pull request');

  const prepared = await record.stage('read blueprint', async () => {
    const nameOf = (environment: Environment) =>
      previewName(config.previewName, {
        environment: environment.name,
        blueprintId: environment.id,
        number: pullRequest.number,
        branch: pullRequest.headBranch,
      });
    const { found, selecting, ...read } = await readBlueprint(ctx, nameOf);
    refuseProductionBlueprint(ctx, read.environment);
    await refuseTeamBlueprint(ctx, read.environment, read.siblings);
    const name = nameOf(read.environment);
    record.environmentName = name;
    if (found) ensurePreviewMode(found);
    else void read.durationSeconds();
    // Whose preview it is, read beside its state: another blueprint's is refused, not deployed over.
    const owned = found
      ? headStart(read.siblings().then((siblings) => ensureMadeFrom(ctx, found, read.environment, 'use', siblings)))
      : undefined;
    // The URLs for the GitHub Deployment, read in the same wave; a preview on its way out does not use them.
    const linking = found && wantsUrlsFirst(ctx) ? readLinkedServices(ctx, found.id) : undefined;
    // A preview on its way out (the pull request was closed and reopened, or it was deleted by
    // hand) is not reused: its deletion is waited out and a new one made. Its last request says so
    // at once, its status only later.
    const [status, deleting, selected, linked] = await Promise.all([
      found ? Promise.allSettled([client.environments.statusBefore({ environmentId: found.id })]) : [],
      found ? lastRequestDeletes(ctx, found) : false,
      selecting(),
      linking,
    ]);
    // A state that could not be read is unknown, as a preview's that never deployed: the trigger reads it again.
    const lastState = status[0]?.status === 'fulfilled' ? status[0].value.state : '';
    const leaving = found && (deleting === true || isBeingDeleted(lastState));
    // The project's environments count against max-previews and guard the create: read for a new preview alone.
    const blueprint: Blueprint = { ...read, selected, siblings: found && !leaving ? [] : await read.siblings() };
    // A preview on its way out is not used: whose it is no longer matters.
    const marked = found && !leaving ? await owned!() : false;
    if (found && !leaving) log.info(`Reusing preview environment ${name} (${found.id})`);
    // A value naming a key is refused against what the preview holds: its own variables, else those the clone copies.
    const kept = found && !leaving ? found : undefined;
    const source = kept ?? blueprint.environment;
    const [, variables] = await Promise.all([
      namesUrls(config) ? checkUrlsOf(ctx, blueprint, kept, name) : undefined,
      variablesToCheck(ctx, source.id, !kept && config.previewScope === 'jobs'),
    ]);
    refuseAliases(fillVariables(config, {}), variables, kept ? `preview ${name}` : `blueprint ${source.name}`);
    // A preview that exists has its URLs already: the GitHub Deployment's payload holds them.
    const urls: LinkedService[] = found && !leaving ? (linked ?? []) : [];
    return { blueprint, name, existing: leaving ? undefined : found, leaving: leaving ? found : undefined, marked, urls, lastState };
  });
  const { blueprint, name, existing, leaving, urls, lastState } = prepared;
  // Only a new preview counts against the cap: an existing one still updates, and one being deleted holds no place.
  const others = blueprint.siblings.filter((environment) => environment.id !== leaving?.id);
  const partner = existing ? undefined : await capPartner(ctx, blueprint.environment, others);
  const refused = existing ? undefined : await refusedOverCap(ctx, record, blueprint.environment, others, partner);
  if (refused) return refused;
  // Before anything is announced or changed: a push that changed no service leaves no trace but its report.
  const affected =
    existing && config.affectedOnly && pinsAny(config)
      ? await record.stage('compare commits', () => compareCommits(ctx, blueprint.selected, existing, name, lastState))
      : undefined;

  if (config.dryRun) {
    record.environmentId = existing?.id ?? '';
    record.plan.push(
      existing
        ? `reuse preview environment ${name} (${existing.id})`
        : config.previewScope === 'environment'
          ? `clone blueprint ${blueprint.environment.name} as preview environment ${name} (mode PREVIEW)`
          : `create empty preview environment ${name} (mode PREVIEW) and clone ${config.jobs.length} job(s) into it`,
    );
    // What the preview will hold: its own services when it exists, else what the clone copies.
    const services =
      existing && pinsAny(config)
        ? await readServices(ctx, existing.id)
        : config.previewScope === 'jobs'
          ? blueprint.selected
          : pinsAny(config)
            ? await readServices(ctx, blueprint.environment.id)
            : [];
    const hours = await plannedHours(ctx, existing, name);
    if (hours) record.plan.push(hours);
    const planned = affected?.plan?.deploy ?? planServices(config, blueprint.selected, services, `Preview ${name}`);
    describeRollout(
      ctx,
      {
        environment: existing ?? { ...blueprint.environment, name },
        services: planned,
        unchanged: affected?.plan?.unchanged,
        sends: sendsOf(config),
      },
      record,
    );
    return record.result('planned', `Dry run: planned the preview ${name}; nothing was changed`);
  }
  if (existing && affected?.plan?.deploy.length === 0) {
    const carry = leftForNextRun(ctx, blueprint.environment);
    if (carry) record.carry = carry;
    return unchangedPreview(ctx, record, existing, affected.plan, lastState);
  }

  await ctx.announce?.({
    environmentName: name,
    environmentId: existing?.id ?? '',
    organizationId: blueprint.environment.organization.id,
    projectId: blueprint.environment.project.id,
    urls: urlsOf({ serviceUrls: urls }),
  });
  const target = await record.stage(existing ? 'reuse preview' : 'create preview', async () => {
    if (leaving) {
      log.info(`Preview ${name} is being deleted; waiting until it is gone to create a new one`);
      const gone = await waitUntilDeleted(ctx, leaving);
      if (gone.verdict !== 'success')
        throw new OperationError(`The old preview ${name} was still ${gone.state || 'being deleted'}; try again once it is gone`);
    }
    const { environment, created, marked, fresh } = existing
      ? { environment: existing, created: false, marked: prepared.marked, fresh: false }
      : await createPreview(ctx, blueprint, name, leaving?.id);
    record.environmentId = environment.id;
    record.created = created;
    if (created) log.info(`Created preview environment ${name} (${environment.id})`);
    const overCap = existing ? undefined : await deletedOverCap(ctx, record, blueprint.environment, environment, leaving?.id, partner);
    if (overCap) return overCap;
    // What the next run of this pull request need not read again, once checked.
    const carry = leftForNextRun(ctx, blueprint.environment);
    if (carry) record.carry = carry;
    // The mark goes out beside the reads, clones and secrets that follow: no round trip of its own.
    const marking = marked ? undefined : markPreview(ctx, environment, blueprint.environment.id);
    // The rule too; a refusal fails the run, once awaited with the secrets before the trigger.
    const alongside = headStart(Promise.all([marking, setWorkingHours(ctx, environment, record)]));
    if (affected?.plan) {
      return {
        environment,
        services: affected.plan.deploy,
        unchanged: affected.plan.unchanged,
        sends: sendsOf(config),
        fallbackDurationSeconds: blueprint.durationSeconds,
        alongside,
      };
    }
    const own = affected?.services ?? (pinsAny(config) ? await readServices(ctx, environment.id) : []);
    const services = config.previewScope === 'jobs' ? await cloneListedJobs(ctx, blueprint, environment, own) : own;
    return {
      environment,
      services: planServices(config, blueprint.selected, services, `Preview ${name}`),
      sends: sendsOf(config),
      fresh,
      fallbackDurationSeconds: blueprint.durationSeconds,
      alongside,
    };
  });
  return 'outcome' in target ? target : rollOut(ctx, target, record);
}
