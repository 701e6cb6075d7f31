/** The comment's and job summary's one line on a preview that shares a baseline: whose each service is. */
import { shortVersion } from '../basics/commit.ts';
import { escapeText } from '../basics/markdown-text.ts';
import type { OperationResult } from '../run/result.ts';

/** `**Services:** web (this pull request's) · api at `a1b2c3d`, worker at `1.4.2` shared from staging; saved: 2 services, 1 build`. */
export function baselineLine(result: OperationResult): string | undefined {
  const baseline = result.baseline;
  if (!baseline) return undefined;
  const own = baseline.own.map((service) => escapeText(service.name)).join(', ') || 'none';
  const shared =
    baseline.shared.map((service) => `${escapeText(service.name)} at \`${escapeText(shortVersion(service.version))}\``).join(', ') ||
    'none';
  const { services, builds } = baseline.saving;
  const saved = `not deployed here: ${services} service${services === 1 ? '' : 's'}, ${builds} build${builds === 1 ? '' : 's'} not run`;
  return `**Services:** this pull request's: ${own} · shared from baseline ${escapeText(baseline.environmentName)}: ${shared} (${saved})`;
}
