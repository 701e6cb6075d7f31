/**
 * max-previews: the blueprint's open previews, counted from the project's environments the run
 * has read already (mode PREVIEW, a name the `preview-name` template gives one pull request), so
 * the cap costs no request of its own.
 */
import type { Environment } from '../../platform/schemas/index.ts';
import type { OperationContext } from '../context.ts';
import type { OpenPreview, OperationResult, RunRecord } from '../result.ts';
import { previewNumbers } from './preview-names.ts';

function openPreviewsOf(ctx: OperationContext, blueprint: Environment, siblings: readonly Environment[]): OpenPreview[] {
  return siblings.flatMap((environment) => {
    if (environment.id === blueprint.id || environment.mode !== 'PREVIEW') return [];
    const numbers = previewNumbers(ctx.config.previewName, environment.name, blueprint);
    return numbers.length === 1 ? [{ name: environment.name, pullRequest: numbers[0]! }] : [];
  });
}

/** The skipped result when a new preview would go over the cap; undefined when it may be created. */
export function refusedOverCap(
  ctx: OperationContext,
  record: RunRecord,
  blueprint: Environment,
  siblings: readonly Environment[],
): OperationResult | undefined {
  const max = ctx.config.maxPreviews;
  if (max === 0) return undefined;
  const open = openPreviewsOf(ctx, blueprint, siblings).sort((a, b) => a.pullRequest - b.pullRequest);
  if (open.length < max) return undefined;
  record.openPreviews = open;
  ctx.log.notice(
    `Preview ${record.environmentName} not created: ${blueprint.name} has ${open.length} open preview(s), max-previews is ${max}`,
  );
  return record.result(
    'skipped',
    `Not created: ${blueprint.name} has ${open.length} open previews and max-previews is ${max}. ` +
      'Close or merge one of their pull requests (its preview is then deleted), then push again to preview this one.',
  );
}
