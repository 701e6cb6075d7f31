/**
 * Why it failed, in the report: a block per failing service with the platform's error and hint
 * as escaped text, then the log lines that carry the error in a code fence no line can close. The
 * first failing service's block is open (its cause is what a reviewer came for), the others
 * folded. The lines arrive masked and cut (operations/rollout/failure-explanation.ts); here they
 * are only chosen, bounded and fenced.
 */
import type { FailureExplanation, ServiceFailure } from '../run/result.ts';
import { counted, escapeText, urlLink } from '../basics/markdown-text.ts';

/** All the blocks together: a fifth of GitHub's comment limit, so stages and history keep their room. */
export const FAILURE_LIMIT = 12_000;

/** A fence longer than any run of backticks in the lines, so no line can end it. */
export function fenceFor(lines: readonly string[]): string {
  const longest = Math.max(0, ...lines.flatMap((line) => (line.match(/`+/g) ?? []).map((run) => run.length)));
  return '`'.repeat(Math.max(3, longest + 1));
}

/** The platform's hint, its "above" (the console's log) turned to where this report's lines are. */
function hintText(hint: string, where: string): string {
  return where ? hint.replace(/\babove\b/gi, where) : hint;
}

/** The error and hint; the tag is in the block's title, so it is not said twice. */
function heading(service: ServiceFailure, hintWhere: string): string[] {
  const parts: string[] = [];
  if (service.error?.message) parts.push(`**Error:** ${escapeText(service.error.message)}`);
  if (service.error?.hint) parts.push(`**Hint:** ${escapeText(hintText(service.error.hint, hintWhere))}`);
  if (service.error?.link) parts.push(`**More:** ${urlLink(service.error.link)}`);
  return parts.length > 0 ? [parts.join('  \n')] : [];
}

/**
 * The queue's and the build steps' own chatter: a request queued, a step begun (`git clone of web`,
 * `build queueing of web`), a build step's progress (`#3 [build 3/6] RUN …`), a build begun or
 * succeeded. Lines that say a step happened, never why one failed.
 */
const NOISE = [
  /^deployment request \S+ queued\b/i,
  /^(?:[a-z]+ )*(?:queueing|clone|build|image|deployment|repository)(?: [a-z]+)* of \S+$/i,
  /^#\d+ \[[^\]]*\] /,
  /^(?:building|mirroring|deploying|cloning|pulling|pushing)\b.* at (?:version|tag|commit) \S+$/i,
  /^(?:build|image) of \S+ (?:succeeded|mirrored)$/i,
  /^✔ \S+ deployed$/,
];

const isNoise = (line: string) => NOISE.some((pattern) => pattern.test(line.trim()));

/** When every line is noise, what the service printed last is shown all the same. */
const LAST_KEPT = 10;

/**
 * The lines that carry the error: the noise of the queue and the build steps left out, what the
 * service itself printed kept. When every line is noise: none beside the platform's error (they
 * would only say the build ran), else the last lines whatever they say.
 */
function telling(service: ServiceFailure): string[] {
  const said = service.lines.filter((line) => !isNoise(line));
  if (said.length > 0) return said;
  return service.error?.message ? [] : service.lines.slice(-LAST_KEPT);
}

/** Where the lines came from, as a sentence begins. */
function sourceOf(service: ServiceFailure): string {
  return service.source === 'service' ? "The service's own log" : 'Its deployment log';
}

/** One plain sentence over the lines shown: whose they are, and, when some were left out, where all of them are. */
function caption(service: ServiceFailure, lines: readonly string[], all: boolean): string {
  const source = sourceOf(service);
  const total = service.lines.length;
  if (all || lines.length === total) return `${source}, its last ${counted(lines.length, 'line')}:`;
  const noise = service.lines.filter((line) => !isNoise(line)).length === 0;
  if (noise) return `${source}, its last ${counted(lines.length, 'line')} (all ${total} in the job summary):`;
  return `${source} without its build and queue progress (all ${counted(total, 'line')} in the job summary):`;
}

function block(service: ServiceFailure, lines: readonly string[], open: boolean, all: boolean, timedOut: boolean): string {
  const name = `${escapeText(service.name)} (${escapeText(service.kind.toLowerCase())})`;
  // The state said once: the platform's error tag when it has one (more precise), else the state.
  const title = timedOut
    ? `⌛ ${name} was still ${escapeText(service.state)} when the run timed out`
    : `❌ Why ${name} failed: ${escapeText(service.error?.tag || service.state)}`;
  const body: string[] = [...heading(service, lines.length > 0 ? 'below' : service.lines.length > 0 ? 'in the job summary' : '')];
  if (lines.length > 0) {
    const fence = fenceFor(lines);
    body.push(caption(service, lines, all), [`${fence}text`, ...lines, fence].join('\n'));
  } else if (service.lines.length > 0) {
    body.push(
      `_${sourceOf(service)} shows only build and queue progress before the error (all ${counted(service.lines.length, 'line')} in the job summary)._`,
    );
  } else {
    body.push(`_No log lines of ${sourceOf(service).replace(/^Its/, 'its').replace(/^The/, 'the')} to show._`);
  }
  return [
    open ? '<details open>' : '<details>',
    `<summary>${title}</summary>`,
    '',
    ...body.flatMap((part) => [part, '']),
    '</details>',
  ].join('\n');
}

/** After a timeout, what never left the queue: one line, not a failure of its own. */
function notStartedLine(failure: FailureExplanation): string {
  const waiting = failure.notStarted ?? [];
  if (waiting.length === 0) return '';
  const names = waiting.map((service) => `${escapeText(service.name)} (${escapeText(service.kind.toLowerCase())})`).join(', ');
  const behind = failure.services.map((service) => escapeText(service.name)).join(', ');
  return `⏸️ **Not started:** ${names}: queued behind ${behind || 'the services still deploying'}.`;
}

/**
 * The blocks of every failing service within `limit` characters, the first open: a block that
 * does not fit keeps fewer lines, and the services that do not fit at all are counted. `all`
 * (the job summary) keeps every line the run read, noise included.
 */
export function failureDetails(failure: FailureExplanation | undefined, limit = FAILURE_LIMIT, all = false, timedOut = false): string {
  if (!failure || failure.services.length === 0) return '';
  const blocks: string[] = [];
  let used = 0;
  let left = 0;
  for (const service of failure.services) {
    const open = blocks.length === 0;
    let lines = all ? service.lines : telling(service);
    let text = block(service, lines, open, all, timedOut);
    while (used + text.length > limit && lines.length > 0) {
      lines = lines.slice(Math.ceil(lines.length / 2));
      text = block(service, lines.length === 0 ? [] : lines, open, all, timedOut);
    }
    if (used + text.length > limit) {
      left = failure.services.length - blocks.length;
      break;
    }
    blocks.push(text);
    used += text.length + 2;
  }
  if (left > 0) blocks.push(`_${left} more failing service${left === 1 ? '' : 's'}: see the run log._`);
  const waiting = notStartedLine(failure);
  if (waiting) blocks.push(waiting);
  return blocks.join('\n\n');
}
