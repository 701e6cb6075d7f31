/**
 * The report's promotion table: each service, the version the source runs beside the one the
 * target runs, whether this run promotes it, and the compare link between the commits; services
 * on one side only; then the variable and secret names the source has and the target lacks.
 * Names and versions are outside text: escaped, or a commit linked.
 */
import { FULL_SHA } from '../basics/commit.ts';
import type { OperationResult, PromotionRow } from '../run/result.ts';
import { commitLink, escapeText, urlLink } from '../basics/markdown-text.ts';

function version(value: string | null, context: { serverUrl: string; repository: string }): string {
  if (value === null) return '—';
  return FULL_SHA.test(value) ? commitLink(value, context.serverUrl, context.repository) : escapeText(value);
}

function what(row: PromotionRow, planned: boolean): string {
  if (row.side === 'source only') return 'only in the source';
  if (row.side === 'target only') return 'only in the target';
  if (row.sourceVersion === row.targetVersion) return 'same version';
  if (row.promoted) return `${planned ? 'to promote' : 'promoted'}${row.older ? ' (an older commit: it goes back)' : ''}`;
  return 'differs, not named';
}

export function promotionTable(
  result: Pick<OperationResult, 'promotion' | 'environmentName' | 'outcome'>,
  context: { serverUrl: string; repository: string },
): string {
  const promotion = result.promotion;
  if (!promotion) return '';
  const source = escapeText(promotion.from.name);
  const target = escapeText(result.environmentName || 'target');
  const rows = promotion.rows.map(
    (row) =>
      `| ${row.kind} **${escapeText(row.name)}** | ${version(row.sourceVersion, context)} | ${version(row.targetVersion, context)} | ${what(row, result.outcome === 'planned')} | ${row.compare ? urlLink(row.compare, 'compare') : ''} |`,
  );
  const drift = [
    promotion.missingVariables.length > 0
      ? `Variables ${source} has and ${target} lacks: ${escapeText(promotion.missingVariables.join(', '))}`
      : '',
    promotion.missingSecrets.length > 0
      ? `Secrets ${source} has and ${target} lacks: ${escapeText(promotion.missingSecrets.join(', '))}`
      : '',
  ].filter((line) => line !== '');
  return [
    `**Promotion from ${source}:**`,
    '',
    `| service | ${source} | ${target} | | |`,
    '| --- | --- | --- | --- | --- |',
    ...rows,
    ...(drift.length > 0 ? ['', ...drift.map((line) => `⚠️ ${line}`)] : []),
  ].join('\n');
}
