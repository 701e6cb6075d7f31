/**
 * max-previews: the blueprint's open previews, counted from the project's environments the run
 * has read already (mode PREVIEW, a name the `preview-name` template gives one pull request), so
 * the cap costs no request of its own before the clone; and counted again after it, since runs
 * that start at once each count before the others have cloned.
 */
import type { Environment } from '../../platform/schemas/index.ts';
import type { OperationContext } from '../../run/context.ts';
import type { OpenPreview, OperationResult, RunRecord } from '../../run/result.ts';
import { requestDeletion } from '../environment/deletion.ts';
import { previewNumbers } from './preview-name.ts';

interface Counted extends OpenPreview {
  environment: Environment;
}

function countedOf(ctx: OperationContext, blueprint: Environment, siblings: readonly Environment[]): Counted[] {
  return siblings.flatMap((environment) => {
    if (environment.id === blueprint.id || environment.mode !== 'PREVIEW') return [];
    const numbers = previewNumbers(ctx.config.previewName, environment.name, blueprint);
    return numbers.length === 1 ? [{ name: environment.name, pullRequest: numbers[0]!, environment }] : [];
  });
}

function openPreviewsOf(ctx: OperationContext, blueprint: Environment, siblings: readonly Environment[]): OpenPreview[] {
  return countedOf(ctx, blueprint, siblings).map(({ name, pullRequest }) => ({ name, pullRequest }));
}

/** Oldest first, by the creation date the platform reports; the id settles a tie, so every run ranks alike. */
function byCreation(a: Environment, b: Environment): number {
  const at = (environment: Environment) => {
    const time = Date.parse(environment.created_at);
    return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
  };
  return at(a) - at(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

function refusal(ctx: OperationContext, record: RunRecord, blueprint: Environment, open: OpenPreview[]): OperationResult {
  const max = ctx.config.maxPreviews;
  record.openPreviews = [...open].sort((a, b) => a.pullRequest - b.pullRequest);
  ctx.log.notice(
    `Preview ${record.environmentName} not created: ${blueprint.name} has ${open.length} open preview(s), max-previews is ${max}`,
  );
  return record.result(
    'skipped',
    `Not created: ${blueprint.name} has ${open.length} open previews and max-previews is ${max}. ` +
      'Close or merge one of their pull requests (its preview is then deleted), then push again to preview this one.',
  );
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
  const open = openPreviewsOf(ctx, blueprint, siblings);
  if (open.length < max) return undefined;
  return refusal(ctx, record, blueprint, open);
}

/**
 * The count again once this run's preview exists: of the previews past the cap, the newest go,
 * and this run's preview, when it is one of them, is deleted again (not waited for) and the run
 * skipped, naming the previews that hold the places; an older preview keeps its place.
 * `leaving`: the preview of this name on its way out, which holds no place.
 */
export async function deletedOverCap(
  ctx: OperationContext,
  record: RunRecord,
  blueprint: Environment,
  preview: Environment,
  leaving: string | undefined,
): Promise<OperationResult | undefined> {
  const max = ctx.config.maxPreviews;
  if (max === 0) return undefined;
  const listed = await ctx.client.environments.list({ projectId: blueprint.project.id });
  // A list that does not show the new preview yet still counts it.
  const siblings = [...listed.filter((environment) => environment.id !== preview.id && environment.id !== leaving), preview];
  const ranked = countedOf(ctx, blueprint, siblings).sort((a, b) => byCreation(a.environment, b.environment));
  const place = ranked.findIndex((counted) => counted.environment.id === preview.id);
  if (place < max) return undefined;
  const keeping = ranked.slice(0, max);
  ctx.log.info(
    `${ranked.length} previews of ${blueprint.name} exist now, created at once by runs of different pull requests; ` +
      `${preview.name} is the newest past max-previews (${max}): deleting it again`,
  );
  await requestDeletion(ctx, preview);
  record.created = false;
  record.environmentId = '';
  return refusal(
    ctx,
    record,
    blueprint,
    keeping.map(({ name, pullRequest }) => ({ name, pullRequest })),
  );
}
