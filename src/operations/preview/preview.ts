/**
 * preview: a pull request's own environment, cloned from the blueprint (or built from its listed
 * jobs), adopted rather than duplicated when a run repeats or a crashed run left one behind.
 */
import type { Environment } from '../../platform/schemas/index.ts';
import type { PullRequest } from '../../config/event.ts';
import type { OperationContext } from '../../run/context.ts';
import { OperationError, readEnvironment } from '../../run/context.ts';
import { leftForNextRun, pullRequestPreview } from '../environment/earlier-runs.ts';
import { isBeingDeleted } from '../../platform/schemas/deployment-states.ts';
import { waitUntilDeleted } from '../environment/deletion.ts';
import { lastRequestDeletes } from './deletion-pending.ts';
import { capPartner, deletedOverCap, refusedOverCap } from './max-previews.ts';
import { refuseTeamBlueprint } from './fork-blueprint.ts';
import { ensureMadeFrom, markPreview } from '../environment/blueprint-mark.ts';
import { headStart, type HeadStart } from '../../basics/head-start.ts';
import { previewName } from './preview-name.ts';
import { knowing, urlsOf, type Learned, type OperationResult, type RunRecord } from '../../run/result.ts';
import type { WorkingHours } from '../../config/preview-hours.ts';
import { readLinkedServices, wantsUrlsFirst, type LinkedService } from '../rollout/service-urls.ts';
import { checkUrlServices, fillVariables, namesUrls, refuseAliases, variablesToCheck } from '../rollout/environment-variables.ts';
import { describeRollout, rollOut } from '../rollout/rollout.ts';
import { sendsOf, type RolloutTarget, type UnderWay } from '../rollout/target.ts';
import { cloneListedJobs, createPreview, ensurePreviewMode, type Blueprint, type Made } from './create-preview.ts';
import { plannedHours, setWorkingHours } from './working-hours.ts';
import {
  pinsAny,
  planServices,
  readServices,
  namesOnly,
  selectedKinds,
  selectServices,
  type Service,
} from '../environment/service-plan.ts';
import { compareCommits, unchangedPreview } from './affected-only.ts';
import { skippedByPaths } from './skip-paths.ts';
import { findSeedJob, runSeedAlone, withSeed, type SeedJob } from './seed-job.ts';
import { withLife } from './preview-life.ts';
import { ownPlanned, planBaseline, wireToBaseline, type BaselinePlan } from './baseline.ts';

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

/** What the look-up found: the blueprint, this pull request's preview, and what each holds now. */
export interface FoundPreview {
  blueprint: Blueprint;
  name: string;
  /** The preview to reuse; undefined for a new one. */
  existing: Environment | undefined;
  /** A preview of the name on its way out: its deletion is waited out and a new one made. */
  leaving: Environment | undefined;
  /** Its last deployment's state; '' when unknown or never deployed (the trigger reads it again). */
  lastState: string;
  /** Whose preview it is, read beside its state: met by refuseBeforeWrite. */
  owned: HeadStart<boolean> | undefined;
  /** An existing preview's URLs, for the GitHub Deployment's payload. */
  urls: LinkedService[];
}

/**
 * Step 1, find the preview: the blueprint, this pull request's preview by its name, and, in one
 * wave, that preview's state, its last request, the services the inputs name and its links. What
 * the blueprint and the name alone refuse is refused as soon as they are read, before that wave:
 * a production blueprint is refused as such, whatever the services named.
 */
export async function findPreview(ctx: OperationContext, pullRequest: PullRequest): Promise<FoundPreview> {
  const { config } = ctx;
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
  return knowing({ environmentName: name }, () => lookedUp(ctx, read, name, found, selecting));
}

/** The wave after the look-up: the preview's state, its last request, the services the inputs name, its links. */
async function lookedUp(
  ctx: OperationContext,
  read: Omit<BlueprintRead, 'found' | 'selecting'>,
  name: string,
  found: Environment | undefined,
  selecting: HeadStart<Service[]>,
): Promise<FoundPreview> {
  const { client } = ctx;
  if (found) ensurePreviewMode(found);
  // A new preview's guess of its first deployment's time, asked in the wave below.
  if (!found) void read.durationSeconds();
  const owned = found
    ? headStart(read.siblings().then((siblings) => ensureMadeFrom(ctx, found, read.environment, 'use', siblings)))
    : undefined;
  const linking = found && wantsUrlsFirst(ctx) ? readLinkedServices(ctx, found.id) : undefined;
  // One wave: the preview's state, its last request (a deletion shows there at once, in its status
  // only later), the services the inputs name, and its links.
  const [status, deleting, selected, linked] = await Promise.all([
    found ? Promise.allSettled([client.environments.statusBefore({ environmentId: found.id })]) : [],
    found ? lastRequestDeletes(ctx, found) : false,
    selecting(),
    linking,
  ]);
  const lastState = status[0]?.status === 'fulfilled' ? status[0].value.state : '';
  const leaving = found && (deleting === true || isBeingDeleted(lastState));
  // The project's environments count against max-previews and guard the create: kept for a new preview alone.
  const blueprint: Blueprint = { ...read, selected, siblings: found && !leaving ? [] : await read.siblings() };
  return {
    blueprint,
    name,
    existing: leaving ? undefined : found,
    leaving: leaving ? found : undefined,
    lastState,
    owned,
    urls: found && !leaving ? (linked ?? []) : [],
  };
}

/**
 * Step 2, refuse before any write what the look-up's reads tell: another blueprint's preview, and
 * `variables` that name no service or alias a key (a production blueprint, the team's blueprint in
 * a fork's run and an environment of the name in another mode are refused by findPreview as soon
 * as they are read). Answers whether the preview to reuse carries its mark already.
 */
export async function refuseBeforeWrite(ctx: OperationContext, found: FoundPreview): Promise<{ marked: boolean }> {
  const { config, log } = ctx;
  const { blueprint, name, existing } = found;
  // A preview on its way out is not used: whose it is no longer matters.
  const marked = existing ? await found.owned!() : false;
  if (existing) log.info(`Reusing preview environment ${name} (${existing.id})`);
  // A value naming a key is refused against what the preview holds: its own variables, else those the clone copies.
  const source = existing ?? blueprint.environment;
  // One wave: the services a `{url:SERVICE}` may name, and the variables a value may alias.
  const [, variables] = await Promise.all([
    namesUrls(config) ? checkUrlsOf(ctx, blueprint, existing, name) : undefined,
    variablesToCheck(ctx, source.id, !existing && config.previewScope === 'jobs'),
  ]);
  refuseAliases(fillVariables(config, {}), variables, existing ? `preview ${name}` : `blueprint ${source.name}`);
  return { marked };
}

/**
 * Step 3, the cap: only a new preview counts against max-previews (an existing one still updates,
 * one being deleted holds no place). The preview whose blueprint shares the cap, or the refusal.
 */
async function cap(
  ctx: OperationContext,
  record: RunRecord,
  known: Learned,
  found: FoundPreview,
): Promise<{ partner: Environment | undefined } | { refused: OperationResult }> {
  if (found.existing) return { partner: undefined };
  const { blueprint, leaving } = found;
  const others = blueprint.siblings.filter((environment) => environment.id !== leaving?.id);
  const partner = await capPartner(ctx, blueprint.environment, others);
  const refused = await refusedOverCap(ctx, record, known, blueprint.environment, others, partner);
  return refused ? { refused } : { partner };
}

/**
 * Step 4, create or reuse: the preview that exists, else a new one (once the old one of the name
 * is gone), deleted again when a concurrent run filled the cap meanwhile.
 */
async function createOrReuse(
  ctx: OperationContext,
  record: RunRecord,
  known: Learned,
  found: FoundPreview,
  marked: boolean,
  partner: Environment | undefined,
): Promise<{ made: Made; known: Learned } | { refused: OperationResult }> {
  const { log } = ctx;
  const { blueprint, name, existing, leaving } = found;
  if (leaving) {
    log.info(`Preview ${name} is being deleted; waiting until it is gone to create a new one`);
    const gone = await waitUntilDeleted(ctx, leaving);
    if (gone.verdict !== 'success')
      throw new OperationError(`The old preview ${name} was still ${gone.state || 'being deleted'}; try again once it is gone`);
  }
  const made = existing
    ? { environment: existing, created: false, marked, fresh: false }
    : await createPreview(ctx, blueprint, name, leaving?.id);
  const madeKnown = { ...known, environmentId: made.environment.id, created: made.created };
  if (made.created) log.info(`Created preview environment ${name} (${made.environment.id})`);
  const refused = existing
    ? undefined
    : await knowing(madeKnown, () => deletedOverCap(ctx, record, madeKnown, blueprint.environment, made.environment, leaving?.id, partner));
  return refused ? { refused } : { made, known: madeKnown };
}

/**
 * Step 5, the target: the services to deploy in the preview (its own, or the jobs cloned into
 * it), what the rollout sends, and its mark and working hours, set beside the rollout's first wave.
 */
async function targetOf(
  ctx: OperationContext,
  known: Learned,
  found: FoundPreview,
  { environment, marked, fresh }: Made,
  affected: Affected | undefined,
  seed: SeedJob | undefined,
  sharing: BaselinePlan | undefined,
): Promise<{ target: RolloutTarget; underWay: UnderWay; known: Learned }> {
  const { config } = ctx;
  const { blueprint, name } = found;
  // What the next run of this pull request need not read again, once checked.
  const carry = leftForNextRun(ctx, blueprint.environment);
  const carried = carry ? { ...known, carry } : known;
  // The mark goes out beside the reads, clones and secrets that follow: no round trip of its own.
  const marking = marked ? undefined : markPreview(ctx, environment, blueprint.environment.id);
  // The rule too; a refusal fails the run, once awaited with the secrets before the trigger. The hours set go to the result.
  const ruling = () => setWorkingHours(ctx, environment);
  const hoursSet = (hours: WorkingHours | undefined): Learned => (hours ? { workingHours: hours } : {});
  const seeded = async (target: RolloutTarget) => {
    if (!seed) return { target, known: carried };
    const withData = await withSeed(ctx, target, seed);
    return { target: withData.target, known: { ...carried, data: withData.data } };
  };
  if (sharing) {
    // Only the preview's own services deploy; the shared ones are wired to the baseline before the trigger.
    const services = await readServices(ctx, environment.id);
    const wiring = wireToBaseline(ctx, sharing, environment, services);
    const alongside = headStart(Promise.all([marking, ruling(), wiring]).then(([, hours]) => hoursSet(hours)));
    const own = { environment, sends: sendsOf(config), services: ownPlanned(sharing, services), fresh, sharedUrls: sharing.urls };
    return { ...(await seeded(own)), underWay: { alongside, blueprintDuration: blueprint.durationSeconds } };
  }
  const alongside = headStart(Promise.all([marking, ruling()]).then(([, hours]) => hoursSet(hours)));
  const underWay = { alongside, blueprintDuration: blueprint.durationSeconds };
  const shared = { environment, sends: sendsOf(config) };
  if (affected?.plan) {
    return { ...(await seeded({ ...shared, services: affected.plan.deploy, unchanged: affected.plan.unchanged })), underWay };
  }
  const own = affected?.services ?? (pinsAny(config) ? await readServices(ctx, environment.id) : []);
  const services = config.previewScope === 'jobs' ? await cloneListedJobs(ctx, blueprint, environment, own) : own;
  return {
    ...(await seeded({ ...shared, services: planServices(config, blueprint.selected, services, `Preview ${name}`), fresh })),
    underWay,
  };
}

type Affected = Awaited<ReturnType<typeof compareCommits>>;

/** A dry run: what the preview would be, its services and what the rollout would send; nothing changed. */
async function planned(
  ctx: OperationContext,
  record: RunRecord,
  known: Learned,
  found: FoundPreview,
  affected: Affected | undefined,
  sharing: BaselinePlan | undefined,
) {
  const { config } = ctx;
  const { blueprint, name, existing } = found;
  const made = existing
    ? `reuse preview environment ${name} (${existing.id})`
    : config.previewScope === 'environment'
      ? `clone blueprint ${blueprint.environment.name} as preview environment ${name} (mode PREVIEW)`
      : `create empty preview environment ${name} (mode PREVIEW) and clone ${config.jobs.length} job(s) into it`;
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
  const shares = (sharing?.shared ?? []).map(
    ({ service, from }) =>
      `share ${service.kind} ${service.name} from baseline ${sharing!.baseline.name} (at ${from.version ?? 'no version'}): not deployed in the preview`,
  );
  const deployed = sharing
    ? ownPlanned(sharing, existing ? await readServices(ctx, existing.id) : await readServices(ctx, blueprint.environment.id))
    : (affected?.plan?.deploy ?? planServices(config, blueprint.selected, services, `Preview ${name}`));
  const rollout = describeRollout(ctx, {
    environment: existing ?? { ...blueprint.environment, name },
    services: deployed,
    unchanged: affected?.plan?.unchanged,
    sends: sendsOf(config),
  });
  return record.result('planned', `Dry run: planned the preview ${name}; nothing was changed`, {
    ...known,
    environmentId: existing?.id ?? '',
    plan: [made, ...(hours ? [hours] : []), ...shares, ...rollout],
  });
}

/**
 * preview, a script of named steps: find the preview, refuse before any write, (skip-paths), the cap, (a dry
 * run's plan, or a push that changed nothing), create or reuse, the target, the rollout.
 */
export async function preview(ctx: OperationContext, record: RunRecord): Promise<OperationResult> {
  const { config } = ctx;
  const pullRequest = config.pullRequest;
  if (!pullRequest) throw new OperationError('preview needs a pull request');
  const { found, marked, seed } = await record.stage('read blueprint', async () => {
    const found = await findPreview(ctx, pullRequest);
    const [refused, seed] = await knowing({ environmentName: found.name }, () =>
      Promise.all([refuseBeforeWrite(ctx, found), findSeedJob(ctx, found.blueprint.environment)]),
    );
    return { found, seed, ...refused };
  });
  const named = { environmentName: found.name };
  return knowing(named, async () => {
    // A reseed runs the seed job alone in the preview that exists: nothing is created or deployed.
    if (config.resetData && seed) return runSeedAlone(ctx, record, named, found.existing, found.name, seed);
    // A pull request of skip-paths alone gets no new preview: decided before any write.
    const skipped = found.existing ? undefined : await skippedByPaths(ctx, record, named, pullRequest);
    if (skipped) return skipped;
    // A baseline is read and every refusal it brings is made before the cap and before any write.
    const sharing = config.baseline
      ? await record.stage('read baseline', () =>
          planBaseline(ctx, found.blueprint.environment, found.blueprint.selected, found.existing, found.name),
        )
      : undefined;
    const known: Learned = sharing ? { ...named, baseline: sharing.report } : named;
    return knowing(known, () => previewOf(ctx, record, known, { found, marked, seed, sharing }));
  });
}

/** Once the preview is found and nothing refused it: the cap, a dry run's plan, a push that changed nothing, or the rollout. */
async function previewOf(
  ctx: OperationContext,
  record: RunRecord,
  known: Learned,
  { found, marked, seed, sharing }: { found: FoundPreview; marked: boolean; seed: SeedJob | undefined; sharing: BaselinePlan | undefined },
): Promise<OperationResult> {
  const { config } = ctx;
  const capped = await cap(ctx, record, known, found);
  if ('refused' in capped) return capped.refused;
  const { blueprint, name, existing, lastState } = found;
  if (sharing && sharing.own.length === 0) {
    ctx.log.notice(
      `baseline: the pull request changes none of the services: every one is shared from ${sharing.baseline.name}; nothing was deployed`,
    );
    return record.result(
      'skipped',
      `The pull request changes none of the services: every one is shared from ${sharing.baseline.name}, and nothing was deployed`,
      { ...known, environmentId: existing?.id ?? '' },
    );
  }
  // Before anything is announced or changed: a push that changed no service leaves no trace but its report.
  const affected =
    !sharing && existing && config.affectedOnly && pinsAny(config)
      ? await record.stage('compare commits', () => compareCommits(ctx, blueprint.selected, existing, name, lastState))
      : undefined;
  if (config.dryRun) return planned(ctx, record, known, found, affected, sharing);
  if (existing && affected?.plan?.deploy.length === 0) {
    const carry = leftForNextRun(ctx, blueprint.environment);
    const kept = carry ? { ...known, carry } : known;
    return withLife(ctx, existing, await unchangedPreview(ctx, record, kept, existing, affected.plan, lastState));
  }
  await ctx.announce?.({
    environmentName: name,
    environmentId: existing?.id ?? '',
    organizationId: blueprint.environment.organization.id,
    projectId: blueprint.environment.project.id,
    urls: urlsOf({ serviceUrls: found.urls }),
    ...(sharing
      ? { baseline: { environment: sharing.report.environmentName, own: sharing.report.own, shared: sharing.report.shared } }
      : {}),
  });
  const made = await record.stage(existing ? 'reuse preview' : 'create preview', async () => {
    const made = await createOrReuse(ctx, record, known, found, marked, capped.partner);
    if ('refused' in made) return made;
    return knowing(made.known, () => targetOf(ctx, made.known, found, made.made, affected, seed, sharing));
  });
  if ('refused' in made) return made.refused;
  return withLife(ctx, made.target.environment, await rollOut(ctx, made.target, record, made.known, made.underWay));
}
