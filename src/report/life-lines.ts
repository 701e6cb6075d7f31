/**
 * A preview's life in its report: when it sleeps and goes (UTC and how far off), who keeps it and
 * until when, and its resource-hours since it was made (in money with the prices given); and the
 * sweep's total over every open preview.
 */
import { escapeText } from '../basics/markdown-text.ts';
import { relative, shownDuration, utcMinute } from '../basics/time-text.ts';
import type { OperationResult, PreviewLife, ResourceHours } from '../run/result.ts';

const one = (value: number) => value.toFixed(1);
const money = (value: number) => value.toFixed(2);

/** `12.0 vCPU·h, 24.0 GiB·h over 12h running (≈ 0.52); sleeping 2d saved 48.0 vCPU·h, 96.0 GiB·h (≈ 2.10)` */
function hoursText(hours: ResourceHours): string {
  const used = `${one(hours.vcpuHours)} vCPU·h, ${one(hours.gibHours)} GiB·h over ${shownDuration(hours.runningHours * 3_600_000)} running`;
  const cost = hours.cost === undefined ? '' : ` (≈ ${money(hours.cost)})`;
  const slept =
    hours.sleepingHours > 0
      ? `; sleeping ${shownDuration(hours.sleepingHours * 3_600_000)} saved ${one(hours.savedVcpuHours)} vCPU·h, ${one(hours.savedGibHours)} GiB·h${hours.saved === undefined ? '' : ` (≈ ${money(hours.saved)})`}`
      : '';
  return `${used}${cost}${slept}`;
}

function whenText(label: string, ms: number, nowMs: number): string {
  return `${label} ${utcMinute(ms)} (${relative(ms, nowMs)})`;
}

/** The preview's life lines, for its comment and job summary. */
export function lifeLines(life: PreviewLife | undefined, nowMs: number): string[] {
  if (!life) return [];
  const lines: string[] = [];
  const limits = [
    life.asleep
      ? 'asleep now (a push or `/preview` wakes it)'
      : life.sleepsAtMs === undefined
        ? ''
        : whenText('sleeps at', life.sleepsAtMs, nowMs),
    life.deletesAtMs === undefined ? '' : whenText('deleted at', life.deletesAtMs, nowMs),
  ].filter(Boolean);
  if (limits.length) lines.push(`**Idle:** ${limits.join(' · ')}; a push or \`/preview\` renews it, \`/preview keep 7d\` keeps it`);
  const keep = life.keep;
  if (keep && 'label' in keep) lines.push(`**Kept:** while the pull request carries the \`${escapeText(keep.label)}\` label`);
  else if (keep) {
    const capped = keep.askedMs === undefined ? '' : ` (${shownDuration(keep.askedMs)} was asked; \`max-keep\` allows no longer)`;
    lines.push(`**Kept:** until ${utcMinute(keep.untilMs)} (${relative(keep.untilMs, nowMs)}), by @${escapeText(keep.by)}${capped}`);
  }
  if (life.hours) lines.push(`**Resources since created:** ${hoursText(life.hours)}`);
  return lines;
}

/** The sweep's lines: what it did to the open previews' lives, and their hours all together. */
export function livesLines(result: OperationResult): string[] {
  const lives = result.lives;
  if (!lives) return [];
  const list = (names: readonly string[]) => names.map((name) => escapeText(name)).join(', ');
  const lines: string[] = [];
  if (lives.stopped.length) lines.push(`**Stopped for idling:** ${list(lives.stopped)}`);
  if (lives.warned.length) lines.push(`**Warned of their deletion:** ${list(lives.warned)}`);
  if (lives.kept.length) lines.push(`**Kept:** ${list(lives.kept)}`);
  if (lives.unreadable.length) lines.push(`**History unreadable, left alone:** ${list(lives.unreadable)}`);
  if (lives.total.previews > 0)
    lines.push(`**Resources of ${lives.total.previews} open preview(s) since created:** ${hoursText(lives.total)}`);
  return lines;
}
