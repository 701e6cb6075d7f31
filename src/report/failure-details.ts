/**
 * Why it failed, in the report: a folded block per failing service with the platform's error and
 * hint as escaped text, then the last log lines in a code fence no line can close. The lines
 * arrive masked and cut (operations/rollout/failure-explanation.ts); here they are only bounded and fenced.
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

function block(service: ServiceFailure, lines: readonly string[]): string {
  const title = `${escapeText(service.name)} (${escapeText(service.kind.toLowerCase())}): ${escapeText(service.state)}`;
  const source = service.source === 'service' ? "the service's own log" : 'its deployment log';
  const body: string[] = [...heading(service)];
  if (lines.length > 0) {
    const fence = fenceFor(lines);
    const shown =
      lines.length < service.lines.length ? `last ${lines.length} of ${service.lines.length} lines` : `last ${lines.length} lines`;
    body.push(`${shown} of ${source}:`, [`${fence}text`, ...lines, fence].join('\n'));
  } else {
    body.push(`_No log lines of ${source} to show._`);
  }
  return ['<details>', `<summary>❌ Why ${title}</summary>`, '', ...body.flatMap((part) => [part, '']), '</details>'].join('\n');
}

/**
 * The blocks of every failing service within `limit` characters: a block that does not fit
 * keeps fewer lines, and the services that do not fit at all are counted.
 */
export function failureDetails(failure: FailureExplanation | undefined, limit = FAILURE_LIMIT): string {
  if (!failure || failure.services.length === 0) return '';
  const blocks: string[] = [];
  let used = 0;
  let left = 0;
  for (const service of failure.services) {
    let lines = service.lines;
    let text = block(service, lines);
    while (used + text.length > limit && lines.length > 0) {
      lines = lines.slice(Math.ceil(lines.length / 2));
      text = block(service, lines.length === 0 ? [] : lines);
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
