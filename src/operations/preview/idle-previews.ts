/**
 * The sweep's part in a preview's life (preview-life.ts): for each open preview of the blueprint,
 * stop it once idle past `stop-after-idle`, warn once on its pull request about a day before its
 * deletion, and delete it once idle past `delete-after-idle` and warned. A keep holds it; a
 * history that cannot be read leaves it alone, as does a GitHub that does not answer, and one
 * whose mark says it is another blueprint's (`owned`, the sweep's own check, asked before any write).
 * Every open preview's resource-hours are summed for the sweep's summary.
 */
import { errorMessage } from '../../basics/error-message.ts';
import { relative, shownDuration, utcMinute } from '../../basics/time-text.ts';
import type { Environment } from '../../platform/schemas/index.ts';
import type { OperationContext } from '../../run/context.ts';
import type { PreviewLife, ResourceHours, SweptLives } from '../../run/result.ts';
import { UnreadableHistory } from '../environment/deployment-history.ts';
import { requestStop } from '../environment/stop-request.ts';
import { idleActions, readLife } from './preview-life.ts';
import { totalHours } from './resource-hours.ts';
import type { LifeSettings } from '../../config/life-inputs.ts';

export interface OpenPreview {
  environment: Environment;
  pullRequest: number;
}

function warningBody(preview: OpenPreview, life: PreviewLife, marker: string, nowMs: number, keepLabel: string): string {
  const deletes = life.deletesAtMs!;
  return [
    `⏳ The preview environment \`${preview.environment.name}\` of this pull request will be deleted at **${utcMinute(deletes)}** (${relative(deletes, nowMs)}): ` +
      `nothing has deployed to it or asked for it since ${utcMinute(life.lastActivityMs)}.`,
    '',
    `To keep it, comment \`/preview keep 7d\` (people with write access), push a commit, or add the \`${keepLabel}\` label.`,
    '',
    marker,
  ].join('\n');
}

function sleepBanner(life: PreviewLife, nowMs: number, stopAfterIdleMs: number): string {
  const goes =
    life.deletesAtMs === undefined
      ? ''
      : ` It is deleted at ${utcMinute(life.deletesAtMs)} (${relative(life.deletesAtMs, nowMs)}) unless woken or kept.`;
  return (
    `💤 **Asleep since ${utcMinute(nowMs)}:** the sweep stopped this preview after ${shownDuration(stopAfterIdleMs)} idle (since ${utcMinute(life.lastActivityMs)}). ` +
    `Push a commit or comment \`/preview\` to wake it; the links below answer again once it is up.${goes}`
  );
}

/** The stopped preview's comment says it sleeps and how to wake it; a comment that cannot be rewritten leaves the stop as it is. */
async function tellAsleep(ctx: OperationContext, preview: OpenPreview, life: PreviewLife, nowMs: number): Promise<void> {
  const { config, log } = ctx;
  const name = preview.environment.name;
  try {
    const told = await ctx.previewNotes!.asleep(preview.pullRequest, name, sleepBanner(life, nowMs, config.life.stopAfterIdleMs));
    if (told) log.info(`The comment of ${name} on pull request #${preview.pullRequest} now says it sleeps and how to wake it`);
  } catch (error) {
    log.warning(
      `Could not say on pull request #${preview.pullRequest} that ${name} sleeps (${errorMessage(error)}); it is stopped all the same`,
    );
  }
}

/** The open previews' lives, acted on; `deleteOf` deletes one as the sweep deletes an orphan (its mark checked). */
export async function sweepIdle(
  ctx: OperationContext,
  open: readonly OpenPreview[],
  owned: (preview: OpenPreview) => Promise<boolean>,
  dryRun: boolean,
): Promise<{ lives: SweptLives; idle: OpenPreview[]; plan: string[] }> {
  const { clock, config, log } = ctx;
  const lives: SweptLives = { stopped: [], warned: [], kept: [], unreadable: [], total: totalHours([], config.life) };
  const hours: ResourceHours[] = [];
  const idle: OpenPreview[] = [];
  // A dry run's lines: what this sweep would do to the open previews' lives.
  const plan: string[] = [];
  for (const preview of open) {
    const name = preview.environment.name;
    let read: Awaited<ReturnType<typeof readLife>>;
    try {
      read = await readLife(ctx, preview.environment, preview.pullRequest);
    } catch (error) {
      if (error instanceof UnreadableHistory) lives.unreadable.push(name);
      log.warning(`${name} is left alone: ${errorMessage(error)}; it is neither stopped nor deleted for idling`);
      continue;
    }
    const { life, activity } = read;
    if (life.hours) hours.push(life.hours);
    if (life.keep) {
      lives.kept.push(name);
      log.info(
        `${name} is kept: ${'label' in life.keep ? `pull request #${preview.pullRequest} carries the ${life.keep.label} label` : `${life.keep.by} kept it until ${utcMinute(life.keep.untilMs)}`}`,
      );
    }
    const nowMs = clock.now();
    const actions = idleActions(life, name, activity.warnings, nowMs);
    if (!actions.delete && !actions.stop && !actions.warn) continue;
    if (!(await owned(preview))) continue;
    if (actions.delete) {
      idle.push(preview);
      continue;
    }
    if (actions.warn) {
      if (dryRun) plan.push(`warn on pull request #${preview.pullRequest} that ${name} is deleted at ${utcMinute(life.deletesAtMs!)}`);
      else {
        try {
          await ctx.previewNotes!.warn(preview.pullRequest, warningBody(preview, life, actions.warn, nowMs, config.life.keepLabel));
          lives.warned.push(name);
          log.info(`Warned on pull request #${preview.pullRequest}: ${name} is deleted at ${utcMinute(life.deletesAtMs!)}`);
        } catch (error) {
          log.warning(
            `Could not warn on pull request #${preview.pullRequest} of ${name}'s deletion (${errorMessage(error)}): it is not deleted before a warning is posted`,
          );
        }
      }
    }
    if (actions.stop) {
      if (dryRun) {
        plan.push(`stop preview environment ${name} (${preview.environment.id}): idle since ${utcMinute(life.lastActivityMs)}`);
        continue;
      }
      try {
        const asked = await requestStop(ctx, preview.environment);
        if (asked.kind === 'busy') log.info(`${name} is busy; it is stopped at a later sweep if it is still idle then`);
        else {
          lives.stopped.push(name);
          log.info(
            `Stopped ${name}: idle since ${utcMinute(life.lastActivityMs)} (stop-after-idle ${shownDuration(config.life.stopAfterIdleMs)})`,
          );
          await tellAsleep(ctx, preview, life, nowMs);
        }
      } catch (error) {
        log.warning(`Could not stop ${name}: ${errorMessage(error)}`);
      }
    }
  }
  lives.total = totalHours(hours, config.life);
  return { lives, idle, plan };
}

/** Two blueprints' lives in one sweep (the team's, then the fork blueprint's): every list and every hour of both. */
export function bothLives(
  earlier: SweptLives | undefined,
  now: SweptLives,
  prices: Pick<LifeSettings, 'costPerVcpuHour' | 'costPerGibHour'>,
): SweptLives {
  if (!earlier) return now;
  const counted = [earlier.total, now.total].filter((total) => total.previews > 0);
  return {
    stopped: [...earlier.stopped, ...now.stopped],
    warned: [...earlier.warned, ...now.warned],
    kept: [...earlier.kept, ...now.kept],
    unreadable: [...earlier.unreadable, ...now.unreadable],
    total: { ...totalHours(counted, prices), previews: earlier.total.previews + now.total.previews },
  };
}
