/**
 * sweep (scheduled): deletes the previews a closed pull request's run failed to delete, and
 * optionally old ones. Only environments of the blueprint's project in mode PREVIEW whose name
 * the `preview-name` template could have produced for some pull request number are considered;
 * never the blueprint, never one marked as another blueprint's, and never on doubt: a pull
 * request GitHub would not tell us about stays.
 */
import { errorMessage } from '../basics/error-message.ts';
import type { Environment } from '../platform/schemas/index.ts';
import { budgetDelay } from '../wait/pacing.ts';
import type { OperationContext, PullRequestNow } from '../run/context.ts';
import { environmentIdOf, OperationError, readEnvironment } from '../run/context.ts';
import { requestDeletion, waitUntilDeleted } from './environment/deletion.ts';
import { previewNumbers } from './preview/preview-name.ts';
import { ensureMadeFrom } from './environment/blueprint-mark.ts';
import { withGitHubLeftovers } from './preview/github-leftovers.ts';
import { readNamedEnvironment } from './environment/by-name.ts';
import { environmentPathOf, UUID } from '../config/parsers.ts';
import { followsLife } from '../config/life-inputs.ts';
import { bothLives, sweepIdle } from './preview/idle-previews.ts';
import {
  knowing,
  SWEEP_REASON_TEXT,
  type Learned,
  type OperationResult,
  type RunRecord,
  type SweepReason,
  type SweptPreview,
} from '../run/result.ts';

/** Deletions under way at once: enough to finish a backlog, few enough to leave the platform calm. */
const SWEEP_CONCURRENCY = 3;
/** GitHub reads under way at once. */
const READ_CONCURRENCY = 4;
/** What one deletion is expected to cost (the mark's read, the delete and a few status polls), kept in the budget before it starts. */
const REQUESTS_PER_DELETION = 5;
const DAY_MS = 86_400_000;

interface Candidate {
  environment: Environment;
  pullRequest: number;
}

interface Doomed extends Candidate {
  reason: SweepReason;
}

/** A preview whose pull request is open: the sweep follows its life. */
interface Open extends Candidate {
  open: true;
}

/** Runs `work` over `items`, at most `limit` at a time, keeping the items' order in the answer. */
async function pooled<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const answers: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      answers[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return answers;
}

/**
 * The orphaned previews of the blueprint, and with `fork-previews: approve` those of the fork
 * blueprint too: a fork's preview is cloned from it, and is swept like any other.
 */
export async function sweep(ctx: OperationContext, record: RunRecord): Promise<OperationResult> {
  // What previews that are gone left on GitHub is tidied once the platform's are swept, the fork blueprint's too.
  const { result, forkBlueprint } = await sweepPreviews(ctx, record);
  return withGitHubLeftovers(ctx, result, forkBlueprint);
}

/** The sweep's result, and the fork blueprint it swept too (read once, for the GitHub side as well). */
async function sweepPreviews(ctx: OperationContext, record: RunRecord): Promise<{ result: OperationResult; forkBlueprint?: Environment }> {
  const own = await sweepBlueprint(ctx, record, '', {});
  // The fork blueprint's sweep goes on from what the blueprint's swept, planned and followed.
  const earlier: Learned = {
    state: own.state,
    plan: own.plan,
    ...(own.swept ? { swept: own.swept } : {}),
    ...(own.lives ? { lives: own.lives } : {}),
  };
  const fork = await knowing(earlier, () => forkBlueprintContext(ctx));
  if (!fork) return { result: own };
  ctx.log.info(`Sweeping the previews of the fork blueprint ${fork.environment.name} too`);
  const forks = await knowing(earlier, () => sweepBlueprint(fork, record, 'fork ', earlier));
  const outcome = own.outcome === 'failure' ? own.outcome : forks.outcome;
  return {
    result: { ...forks, outcome, summary: `${own.summary}; fork blueprint: ${forks.summary}` },
    forkBlueprint: fork.environment,
  };
}

/** The context of the fork blueprint's sweep; undefined without one, or when it is the blueprint itself. */
async function forkBlueprintContext(ctx: OperationContext): Promise<(OperationContext & { environment: Environment }) | undefined> {
  const ref = ctx.config.forkBlueprint;
  if (ref === '') return undefined;
  const path = UUID.test(ref) ? undefined : environmentPathOf(ref);
  const environment = await readNamedEnvironment(ctx.client, 'fork-blueprint', { id: ref.toLowerCase(), path });
  if (environment.id === environmentIdOf(ctx)) return undefined;
  return { ...ctx, environment };
}

/**
 * @param kind '' for the blueprint's previews, 'fork ' for the fork blueprint's: the stages of each keep names of their own.
 * @param earlier what an earlier blueprint's sweep of this run learned: this one's result goes on from it.
 */
async function sweepBlueprint(ctx: OperationContext, record: RunRecord, kind: '' | 'fork ', earlier: Learned): Promise<OperationResult> {
  const { client, config, log } = ctx;
  const deleting = kind === '' ? 'delete' : 'delete fork previews';
  const reader = ctx.pullRequests;
  if (!reader) throw new OperationError('sweep needs the GitHub repository and a github-token to read pull requests');

  const listed = await record.stage(`find ${kind}previews`, async () => {
    const blueprint = await readEnvironment(ctx);
    const found: Candidate[] = [];
    let otherModes = 0;
    const environments = await client.environments.list({ projectId: blueprint.project.id });
    for (const environment of environments) {
      if (environment.id === blueprint.id) continue;
      const numbers = previewNumbers(config.previewName, environment.name, blueprint);
      if (numbers.length === 0) continue;
      if (environment.mode !== 'PREVIEW') {
        otherModes++;
        log.info(`${environment.name} is left alone: its mode is ${environment.mode}, not PREVIEW`);
        continue;
      }
      if (numbers.length > 1) {
        log.info(`${environment.name} is left alone: its name fits pull requests ${numbers.join(' and ')}, so whose it is is not clear`);
        continue;
      }
      found.push({ environment, pullRequest: numbers[0]! });
    }
    log.info(
      `${found.length} preview(s) of ${blueprint.name} found${otherModes ? `; ${otherModes} environment(s) with a preview's name but another mode left alone` : ''}`,
    );
    return { blueprint, environments, found };
  });
  const { blueprint, environments, found: candidates } = listed;

  const verdicts = await record.stage(`read ${kind}pull requests`, () =>
    pooled(candidates, READ_CONCURRENCY, (candidate) => verdict(ctx, candidate)),
  );
  const open = verdicts.filter((entry): entry is Open => entry !== undefined && 'open' in entry);
  const owned = (preview: Candidate) => madeFrom(ctx, { ...preview, reason: 'idle' }, blueprint, environments);
  const followed = followsLife(config.life)
    ? await record.stage(`follow ${kind}previews' lives`, () => sweepIdle(ctx, open, owned, config.dryRun))
    : undefined;
  const doomed = [
    ...verdicts.filter((entry): entry is Doomed => entry !== undefined && 'reason' in entry),
    ...(followed?.idle ?? []).map((preview): Doomed => ({ ...preview, reason: 'idle' })),
  ];
  const lives = followed ? bothLives(earlier.lives, followed.lives, config.life) : earlier.lives;
  const known: Learned = { ...earlier, ...(lives ? { lives } : {}), plan: [...(earlier.plan ?? []), ...(followed?.plan ?? [])] };
  const sweptBefore = earlier.swept ?? [];
  const swept = (entry: Doomed): SweptPreview => ({
    environmentId: entry.environment.id,
    name: entry.environment.name,
    pullRequest: entry.pullRequest,
    reason: entry.reason,
  });

  if (doomed.length === 0) {
    const acted = lives
      ? [
          lives.stopped.length && `${lives.stopped.length} idle preview(s) stopped`,
          lives.warned.length && `${lives.warned.length} warned of their deletion`,
          lives.unreadable.length && `${lives.unreadable.length} left alone: their deployment history could not be read`,
        ].filter(Boolean)
      : [];
    const planned = known.plan ?? [];
    if (config.dryRun && planned.length > 0)
      return record.result('planned', `Dry run: ${planned.length} change(s) planned; nothing was changed`, known);
    return record.result(
      'success',
      `Nothing to sweep: none of ${candidates.length} preview(s) is orphaned${acted.length ? `; ${acted.join(', ')}` : ''}`,
      known,
    );
  }
  if (config.dryRun) {
    const ours: Doomed[] = [];
    for (const entry of doomed) if (await madeFrom(ctx, entry, blueprint, environments)) ours.push(entry);
    const wouldGo = [...sweptBefore, ...ours.map(swept)];
    return record.result('planned', `Dry run: ${ours.length} preview(s) would be deleted; nothing was changed`, {
      ...known,
      swept: wouldGo,
      plan: [
        ...(known.plan ?? []),
        ...ours.map(
          (entry) =>
            `delete preview environment ${entry.environment.name} (${entry.environment.id}): ${SWEEP_REASON_TEXT[entry.reason]} (#${entry.pullRequest})`,
        ),
      ],
    });
  }

  // Deletions run side by side: log groups would interleave, so each line names its preview instead.
  const sideBySide = (name: string): OperationContext => ({
    ...ctx,
    log: {
      ...log,
      info: (line) => log.info(line.includes(name) ? line : `${name}: ${line.trim()}`),
      startGroup: (title) => log.info(title),
      endGroup: () => {},
    },
  });
  const outcomes = await record.stage(deleting, () =>
    pooled(doomed, SWEEP_CONCURRENCY, async (entry) => {
      const side = sideBySide(entry.environment.name);
      const start = await budgetAllows(ctx);
      if (!start) return 'deferred' as const;
      try {
        if (!(await madeFrom(side, entry, blueprint, environments))) return 'foreign' as const;
        await requestDeletion(side, entry.environment);
        if (config.wait) {
          const waited = await waitUntilDeleted(side, entry.environment);
          if (waited.verdict !== 'success') return `deletion ended in ${waited.state}` as const;
        }
        log.info(`Deleted ${entry.environment.name}: ${SWEEP_REASON_TEXT[entry.reason]} (#${entry.pullRequest})`);
        return 'deleted' as const;
      } catch (error) {
        return errorMessage(error);
      }
    }),
  );
  const gone = [...sweptBefore, ...doomed.filter((_, index) => outcomes[index] === 'deleted').map(swept)];
  const done: Learned = { ...known, state: config.wait ? 'DELETED' : 'DELETE_QUEUED', swept: gone };

  const settled = new Set<string>(['deleted', 'deferred', 'foreign']);
  const failed = doomed.filter((_, index) => !settled.has(outcomes[index]!));
  const deferred = doomed.filter((_, index) => outcomes[index] === 'deferred');
  for (const [index, entry] of doomed.entries()) {
    const outcome = outcomes[index];
    if (!settled.has(outcome!)) log.warning(`Could not delete ${entry.environment.name}: ${outcome}`);
  }
  if (deferred.length > 0) {
    log.warning(
      `${deferred.length} preview(s) left for the next sweep: the platform's rate limit or the timeout leaves no room now (${deferred.map((entry) => entry.environment.name).join(', ')})`,
    );
  }
  const deleted = `${gone.length - sweptBefore.length} of ${doomed.length} orphaned preview(s) ${config.wait ? 'deleted' : 'queued for deletion'}`;
  if (failed.length > 0) {
    return record.result('failure', `${deleted}; failed: ${failed.map((entry) => entry.environment.name).join(', ')}`, {
      ...done,
      failedStage: deleting,
    });
  }
  return record.result('success', deferred.length > 0 ? `${deleted}; ${deferred.length} left for the next sweep` : deleted, done);
}

/** A preview marked as another blueprint's stays, and so does one whose mark cannot be read. */
async function madeFrom(
  ctx: OperationContext,
  entry: Doomed,
  blueprint: Environment,
  environments: readonly Environment[],
): Promise<boolean> {
  try {
    await ensureMadeFrom(ctx, entry.environment, blueprint, 'delete', environments);
    return true;
  } catch (error) {
    ctx.log.warning(`${errorMessage(error)}; ${entry.environment.name} is left alone`);
    return false;
  }
}

/** Why this preview goes, or undefined when it stays (open and young enough, or on any doubt). */
async function verdict(ctx: OperationContext, candidate: Candidate): Promise<Doomed | Open | undefined> {
  const { client, config, clock, log } = ctx;
  const { environment, pullRequest } = candidate;
  let state: PullRequestNow['state'];
  try {
    state = (await ctx.pullRequests!.read(pullRequest)).state;
  } catch (error) {
    log.warning(`Could not read pull request #${pullRequest} from GitHub (${errorMessage(error)}): ${environment.name} is left alone`);
    return undefined;
  }
  if (state !== 'open') return { ...candidate, reason: state };
  if (config.maxAgeDays === 0) {
    log.info(`${environment.name} is kept: pull request #${pullRequest} is open`);
    return { ...candidate, open: true };
  }
  let last: string | null | undefined;
  try {
    last = (await client.environments.status({ environmentId: environment.id })).last_deployment_date;
  } catch (error) {
    log.warning(`Could not read the status of ${environment.name} (${errorMessage(error)}): it is left alone`);
    return undefined;
  }
  if (last === undefined)
    log.warning(`The platform sent no last_deployment_date for ${environment.name}: its age counts from its creation`);
  // Never deployed (or a server without the field): the preview is as old as its creation.
  const since = Date.parse(last ?? environment.created_at);
  if (Number.isNaN(since)) return undefined;
  const days = (clock.now() - since) / DAY_MS;
  if (days > config.maxAgeDays) return { ...candidate, reason: 'max-age' };
  log.info(
    `${environment.name} is kept: pull request #${pullRequest} is open and its last deployment (or creation) was ${days.toFixed(1)} days ago`,
  );
  return { ...candidate, open: true };
}

/**
 * Waits until the shared token's budget has room for one more deletion beyond the reserve the
 * waiter keeps for other runs; false when that room comes only after the deadline.
 */
async function budgetAllows(ctx: OperationContext): Promise<boolean> {
  const { client, clock, log, deadline } = ctx;
  const rate = client.rateLimit;
  const delay = rate
    ? budgetDelay({ ...rate, remaining: rate.remaining - REQUESTS_PER_DELETION }, clock.now(), ctx.random ?? Math.random)
    : 0;
  if (delay <= 0) return true;
  if (clock.now() + delay > deadline) return false;
  if (delay >= 250) log.info(`Pacing deletions to the platform's rate limit: next in ${(delay / 1000).toFixed(1)}s`);
  await clock.sleep(delay);
  return true;
}
