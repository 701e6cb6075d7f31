/**
 * Why it failed, in the report: a block per failing service with the platform's error and hint
 * as escaped text, then the log lines that carry the error in a code fence no line can close. The
 * first failing service's block is open (its cause is what a reviewer came for), the others
 * folded. The lines arrive masked and cut (operations/rollout/failure-explanation.ts); here they
 * are only chosen, bounded and fenced.
 */
import type { FailureExplanation, ServiceFailure } from '../run/result.ts';
import { escapeText, urlLink } from '../basics/markdown-text.ts';

/** All the blocks together: a fifth of GitHub's comment limit, so stages and history keep their room. */
export const FAILURE_LIMIT = 12_000;

/** A fence longer than any run of backticks in the lines, so no line can end it. */
export function fenceFor(lines: readonly string[]): string {
  const longest = Math.max(0, ...lines.flatMap((line) => (line.match(/`+/g) ?? []).map((run) => run.length)));
  return '`'.repeat(Math.max(3, longest + 1));
}

function heading(service: ServiceFailure): string[] {
  const parts: string[] = [];
  const tag = service.error?.tag ? ` (${escapeText(service.error.tag)})` : '';
  if (service.error?.message) parts.push(`**Error${tag}:** ${escapeText(service.error.message)}`);
  if (service.error?.hint) parts.push(`**Hint:** ${escapeText(service.error.hint)}`);
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
 * service itself printed kept; the last lines whatever they say when nothing else is left.
 */
function telling(lines: readonly string[]): string[] {
  const said = lines.filter((line) => !isNoise(line));
  return said.length > 0 ? said : lines.slice(-LAST_KEPT);
}

function block(service: ServiceFailure, lines: readonly string[], open: boolean, all: boolean): string {
  const title = `${escapeText(service.name)} (${escapeText(service.kind.toLowerCase())}): ${escapeText(service.state)}`;
  const source = service.source === 'service' ? "the service's own log" : 'its deployment log';
  const body: string[] = [...heading(service)];
  if (lines.length > 0) {
    const fence = fenceFor(lines);
    const left = service.lines.length - lines.length;
    const shown =
      all || left === 0
        ? `last ${lines.length} lines of ${source}`
        : `${lines.length} of the last ${service.lines.length} lines of ${source} (the other ${left}, the queue and build steps among them, in the job summary)`;
    body.push(`${shown}:`, [`${fence}text`, ...lines, fence].join('\n'));
  } else {
    body.push(`_No log lines of ${source} to show._`);
  }
  return [
    open ? '<details open>' : '<details>',
    `<summary>❌ Why ${title}</summary>`,
    '',
    ...body.flatMap((part) => [part, '']),
    '</details>',
  ].join('\n');
}

/**
 * The blocks of every failing service within `limit` characters, the first open: a block that
 * does not fit keeps fewer lines, and the services that do not fit at all are counted. `all`
 * (the job summary) keeps every line the run read, noise included.
 */
export function failureDetails(failure: FailureExplanation | undefined, limit = FAILURE_LIMIT, all = false): string {
  if (!failure || failure.services.length === 0) return '';
  const blocks: string[] = [];
  let used = 0;
  let left = 0;
  for (const service of failure.services) {
    const open = blocks.length === 0;
    let lines = all ? service.lines : telling(service.lines);
    let text = block(service, lines, open, all);
    while (used + text.length > limit && lines.length > 0) {
      lines = lines.slice(Math.ceil(lines.length / 2));
      text = block(service, lines.length === 0 ? [] : lines, open, all);
    }
    if (used + text.length > limit) {
      left = failure.services.length - blocks.length;
      break;
    }
    blocks.push(text);
    used += text.length + 2;
  }
  if (left > 0) blocks.push(`_${left} more failing service${left === 1 ? '' : 's'}: see the run log._`);
  return blocks.join('\n\n');
}
