/**
 * The report's rollback line: each service put back, from and to; a service
 * the failed run never got to (cancelled, failed before it ran) was only redeployed at what it
 * ran; then how it ended. Or why nothing was put back. Versions that are commits (a git commit, or an image tag
 * that is one) are linked by their short SHA, other tags are text; names are outside text.
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

export function rollbackLine(
  result: Pick<OperationResult, 'rollback'> & Partial<Pick<OperationResult, 'stages'>>,
  context: { serverUrl: string; repository: string },
): string {
  const rollback = result.rollback;
  if (!rollback) return '';
  if (rollback.services.length === 0) return `**Rollback:** ${escapeText(rollback.summary)}`;
  const version = (value: string | null) => (value === null ? 'none' : commitLink(value, context.serverUrl, context.repository));
  // A service whose row did not end done never ran the failed version: there is nothing it was rolled back from.
  const neverRan = new Set(
    (result.stages ?? []).filter((stage) => stage.service !== undefined && stage.status !== 'SUCCESS').map((stage) => stage.service),
  );
  const services = rollback.services
    .map((service) =>
      neverRan.has(service.name)
        ? `${service.kind} **${escapeText(service.name)}** redeployed at ${version(service.to)}`
        : `${service.kind} **${escapeText(service.name)}** from ${version(service.from)} to ${version(service.to)}`,
    )
    .join(' · ');
  const ended = ENDED[rollback.outcome] ?? escapeText(rollback.outcome);
  const took = rollback.seconds === null ? '' : ` in ${formatDuration(rollback.seconds)}`;
  return `**Rollback:** ${services}: ${ended}${took}`;
}
