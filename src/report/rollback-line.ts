/**
 * The report's rollback line: each service put back, from and to, and how it ended, or why
 * nothing was put back. Versions are commits (linked) or tags (text); names are outside text.
 */
import type { OperationResult } from '../run/result.ts';
import { commitLink, escapeText, formatDuration } from '../basics/markdown-text.ts';

const ENDED: Record<string, string> = {
  success: '✅ DEPLOYED',
  failure: '❌ failed',
  timed_out: '⌛ did not finish in the time left',
  cancelled: '⏹️ cancelled',
  planned: '📝 planned',
};

export function rollbackLine(result: Pick<OperationResult, 'rollback'>, context: { serverUrl: string; repository: string }): string {
  const rollback = result.rollback;
  if (!rollback) return '';
  if (rollback.services.length === 0) return `**Rollback:** ${escapeText(rollback.summary)}`;
  const version = (source: 'git' | 'image', value: string | null) =>
    value === null ? 'none' : source === 'git' ? commitLink(value, context.serverUrl, context.repository) : escapeText(value);
  const services = rollback.services
    .map(
      (service) =>
        `${service.kind} **${escapeText(service.name)}** from ${version(service.source, service.from)} to ${version(service.source, service.to)}`,
    )
    .join(' · ');
  const ended = ENDED[rollback.outcome] ?? escapeText(rollback.outcome);
  const took = rollback.seconds === null ? '' : ` in ${formatDuration(rollback.seconds)}`;
  return `**Rollback:** ${services}: ${ended}${took}`;
}
