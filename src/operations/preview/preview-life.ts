/**
 * A preview's life: idle counted from its last deployment (the platform's history dates it) or
 * its last writer's `/preview` command (GitHub dates it), it sleeps after `stop-after-idle` and
 * goes after `delete-after-idle`, unless a writer's `/preview keep` or the keep label holds it;
 * and what it cost meanwhile (resource-hours.ts). Read for a preview's own run (its comment says
 * when) and for every open preview by the sweep, which acts on it. Nothing is guessed: a history
 * that cannot be read is an UnreadableHistory, and no preview is stopped or deleted on it.
 */
import type { LifeSettings } from '../../config/life-inputs.ts';
import type { Environment } from '../../platform/schemas/index.ts';
import type { OperationContext, PullRequestActivity } from '../../run/context.ts';
import type { OperationResult, PreviewLife } from '../../run/result.ts';
import { followsLife } from '../../config/life-inputs.ts';
import { errorMessage } from '../../basics/error-message.ts';
import { readMoves, type Move } from '../environment/deployment-history.ts';
import { resourceHours, sizeOf, sumSizes } from './resource-hours.ts';

/** A deletion is warned about this long before it, or at the first sweep after that if none ran in between. */
const WARN_AHEAD_MS = 86_400_000;

const NO_ACTIVITY: PullRequestActivity = { labels: [], commands: [], warnings: [] };

/** The hidden line that makes a comment the warning of one expiry: the preview and the time it goes, so one expiry is warned once. */
export function expiryMarker(environmentName: string, deletesAtMs: number): string {
  return `<!-- platform-deploy: expiry-warning ${encodeURIComponent(environmentName)} ${new Date(deletesAtMs).toISOString()} -->`;
}

/** The life the platform's dated moves and GitHub's activity tell, at `nowMs`. */
export function lifeOf(
  settings: LifeSettings,
  moves: readonly Move[],
  createdMs: number,
  activity: PullRequestActivity,
  nowMs: number,
): PreviewLife {
  const deployed = moves.filter((move) => move.kind === 'deploy' && !Number.isNaN(move.askedAt)).map((move) => move.askedAt);
  const commanded = activity.commands.map((command) => command.at).filter((at) => !Number.isNaN(at));
  // The action's own record of a push that deployed nothing can only postpone, and never past now.
  const recorded = activity.renewedAt === undefined || Number.isNaN(activity.renewedAt) ? [] : [Math.min(activity.renewedAt, nowMs)];
  const lastActivityMs = Math.max(deployed.length ? Math.max(...deployed) : createdMs, ...commanded, ...recorded);
  const settled = moves.filter((move) => move.ended === 'done' && move.kind !== 'other').at(-1);
  const asleep = settled?.kind === 'stop';
  const label = activity.labels.find((name) => name.toLowerCase() === settings.keepLabel.toLowerCase());
  const keeps = activity.commands
    .filter((command) => command.keepMs !== undefined)
    .map((command) => ({
      untilMs: command.at + Math.min(command.keepMs || settings.maxKeepMs, settings.maxKeepMs),
      by: command.author,
      // A keep longer than max-keep holds only as long as max-keep: the comment says what was asked.
      ...(command.keepMs! > settings.maxKeepMs ? { askedMs: command.keepMs! } : {}),
    }))
    .filter((keep) => keep.untilMs > nowMs)
    .sort((a, b) => b.untilMs - a.untilMs);
  const keep = label !== undefined && settings.keepLabel !== '' ? { label } : keeps[0];
  const keptUntil = keep && 'untilMs' in keep ? keep.untilMs : 0;
  const limit = (ms: number) => (ms > 0 && !(keep && 'label' in keep) ? Math.max(lastActivityMs + ms, keptUntil) : undefined);
  const sleepsAtMs = limit(settings.stopAfterIdleMs);
  const deletesAtMs = limit(settings.deleteAfterIdleMs);
  return {
    lastActivityMs,
    asleep,
    ...(sleepsAtMs === undefined ? {} : { sleepsAtMs }),
    ...(deletesAtMs === undefined ? {} : { deletesAtMs }),
    ...(keep ? { keep } : {}),
  };
}

/** What the sweep does to an open preview now: stop it, warn of its deletion (the marker), delete it, or nothing. */
export interface IdleActions {
  stop: boolean;
  warn: string | undefined;
  delete: boolean;
}

/**
 * A preview past delete-after-idle goes only once its warning for that very expiry is on the pull
 * request: a sweep that finds none posts it, and the deletion waits for the next sweep.
 */
export function idleActions(life: PreviewLife, name: string, warnings: readonly string[], nowMs: number): IdleActions {
  const actions: IdleActions = { stop: false, warn: undefined, delete: false };
  if (life.deletesAtMs !== undefined) {
    const marker = expiryMarker(name, life.deletesAtMs);
    const warned = warnings.includes(marker);
    if (nowMs >= life.deletesAtMs && warned) return { ...actions, delete: true };
    if (!warned && life.deletesAtMs - nowMs <= WARN_AHEAD_MS) actions.warn = marker;
  }
  if (life.sleepsAtMs !== undefined && nowMs >= life.sleepsAtMs && !life.asleep) actions.stop = true;
  return actions;
}

/**
 * A preview's life read now: its history (all of it: an UnreadableHistory when it cannot be
 * read), its pull request's activity on GitHub (a read GitHub does not give throws), and its
 * services' sizes (the hours are left out when those cannot be read).
 */
export async function readLife(
  ctx: OperationContext,
  environment: Environment,
  pullRequest: number,
  renewedNow = false,
): Promise<{ life: PreviewLife; activity: PullRequestActivity }> {
  const { client, clock, config } = ctx;
  const sizes = Promise.all([
    client.environments.applications({ environmentId: environment.id }),
    client.environments.containers({ environmentId: environment.id }),
  ]).then(
    ([applications, containers]) => sumSizes([...applications, ...containers].map(sizeOf)),
    () => undefined,
  );
  const [{ moves }, read] = await Promise.all([
    readMoves(ctx, environment.id),
    ctx.previewNotes ? ctx.previewNotes.read(pullRequest, environment.name) : NO_ACTIVITY,
  ]);
  const nowMs = clock.now();
  // This run renewed the preview without deploying: its comment records it once written; its life counts it now.
  const activity = renewedNow ? { ...read, renewedAt: nowMs } : read;
  const createdMs = Date.parse(environment.created_at);
  const life = lifeOf(config.life, moves, Number.isNaN(createdMs) ? (moves[0]?.askedAt ?? nowMs) : createdMs, activity, nowMs);
  const size = await sizes;
  const since = Number.isNaN(createdMs) ? (moves[0]?.askedAt ?? nowMs) : createdMs;
  return { life: size ? { ...life, hours: resourceHours(moves, since, nowMs, size, config.life) } : life, activity };
}

/**
 * A preview's run, with its life as it stands after the run (the life inputs given): its comment
 * says when it sleeps and goes, who keeps it, and what it cost. A read that fails leaves the run's
 * result as it is, with a warning: the deployment is what the run was for.
 */
export async function withLife(ctx: OperationContext, environment: Environment, result: OperationResult): Promise<OperationResult> {
  const { config, log } = ctx;
  if (!(followsLife(config.life) || config.command === 'keep') || config.pullRequest === undefined) return result;
  if (result.outcome !== 'success' && result.outcome !== 'skipped') return result;
  try {
    const { life } = await readLife(ctx, environment, config.pullRequest.number, result.unchangedSince !== undefined);
    return { ...result, life };
  } catch (error) {
    log.warning(`Could not read the life of ${environment.name} (${errorMessage(error)}): its comment shows no expiry or cost this time`);
    return result;
  }
}
