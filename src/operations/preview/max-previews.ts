/**
 * max-previews: the blueprint's open previews, counted from the project's environments the run
 * has read already (mode PREVIEW, a name the `preview-name` template gives one pull request), so
 * the cap costs no request of its own before the clone; and counted again after it, since runs
 * that start at once each count before the others have cloned.
 *
 * With `fork-previews: approve` the cap is on the repository's previews in all: the team's
 * blueprint's and the fork blueprint's count together, in a team's run and a fork's alike.
 */
import { sameName } from '../../basics/names.ts';
import { environmentPathOf, UUID } from '../../config/parsers.ts';
import type { Environment } from '../../platform/schemas/index.ts';
import type { OperationContext } from '../../run/context.ts';
import type { Learned, OpenPreview, OperationResult, RunRecord } from '../../run/result.ts';
import { resolveEnvironmentPath, type EnvironmentInput } from '../environment/by-name.ts';
import { requestDeletion } from '../environment/deletion.ts';
import { previewNumbers } from './preview-name.ts';

interface Counted extends OpenPreview {
  environment: Environment;
}

/**
 * The other blueprint whose previews share the cap: the fork blueprint in a team's run, the team's
 * in a fork's; undefined without `fork-previews: approve`, without a cap, or when both are one.
 * Found in the project's environments the run has read when it is there; in another project it
 * costs its own read (and, named by path, the reads of its names).
 */
export async function capPartner(
  ctx: OperationContext,
  blueprint: Environment,
  siblings: readonly Environment[],
): Promise<Environment | undefined> {
  const { config } = ctx;
  const ref = config.forkRun ? config.teamBlueprint : config.forkBlueprint;
  if (config.maxPreviews === 0 || ref === '') return undefined;
  const partner = UUID.test(ref)
    ? (siblings.find((environment) => environment.id === ref.toLowerCase()) ??
      (await ctx.client.environments.get({ environmentId: ref.toLowerCase() })))
    : await blueprintByPath(ctx, ref, siblings, config.forkRun ? 'environment' : 'fork-blueprint');
  return partner.id === blueprint.id ? undefined : partner;
}

/**
 * The environment `ref` (a path of names given to `input`) names: among the project's environments
 * at hand when it is in the blueprint's project, else resolved by its names.
 */
export async function blueprintByPath(
  ctx: OperationContext,
  ref: string,
  siblings: readonly Environment[],
  input: EnvironmentInput,
): Promise<Environment> {
  const path = environmentPathOf(ref)!;
  const own = ctx.config.environmentPath;
  const sameProject =
    own !== undefined &&
    sameName(own.project, path.project) &&
    (own.organization === '' || path.organization === '' || sameName(own.organization, path.organization));
  const named = sameProject ? siblings.filter((environment) => sameName(environment.name, path.environment)) : [];
  return named.length === 1 ? named[0]! : resolveEnvironmentPath(ctx.client, input, path);
}

/** Each blueprint beside its project's environments. */
type Capped = ReadonlyArray<readonly [Environment, readonly Environment[]]>;

/**
 * The partner's project's environments: those at hand when it shares the blueprint's project,
 * else one list read of its own.
 */
async function withPartner(
  ctx: OperationContext,
  blueprint: Environment,
  siblings: readonly Environment[],
  partner: Environment | undefined,
): Promise<Capped> {
  if (!partner) return [[blueprint, siblings]];
  const theirs =
    partner.project.id === blueprint.project.id ? siblings : await ctx.client.environments.list({ projectId: partner.project.id });
  return [
    [blueprint, siblings],
    [partner, theirs],
  ];
}

function countedOf(ctx: OperationContext, capped: Capped): Counted[] {
  const blueprints = new Set(capped.map(([blueprint]) => blueprint.id));
  const seen = new Set<string>();
  return capped.flatMap(([blueprint, siblings]) =>
    siblings.flatMap((environment) => {
      if (blueprints.has(environment.id) || seen.has(environment.id) || environment.mode !== 'PREVIEW') return [];
      const numbers = previewNumbers(ctx.config.previewName, environment.name, blueprint);
      if (numbers.length !== 1) return [];
      seen.add(environment.id);
      return [{ name: environment.name, pullRequest: numbers[0]!, environment }];
    }),
  );
}

/** Oldest first, by the creation date the platform reports; the id settles a tie, so every run ranks alike. */
function byCreation(a: Environment, b: Environment): number {
  const at = (environment: Environment) => {
    const time = Date.parse(environment.created_at);
    return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
  };
  return at(a) - at(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** The blueprints counted, the team's first: "staging has", "staging and fork-blueprint have". */
function holders(ctx: OperationContext, capped: Capped): string {
  const names = capped.map(([blueprint]) => blueprint.name);
  if (names.length === 1) return `${names[0]} has`;
  return `${(ctx.config.forkRun ? names.reverse() : names).join(' and ')} have`;
}

function refusal(ctx: OperationContext, record: RunRecord, known: Learned, capped: Capped, open: OpenPreview[]): OperationResult {
  const max = ctx.config.maxPreviews;
  ctx.log.notice(
    `Preview ${known.environmentName ?? ''} not created: ${holders(ctx, capped)} ${open.length} open preview(s), max-previews is ${max}`,
  );
  return record.result(
    'skipped',
    `Not created: ${holders(ctx, capped)} ${open.length} open previews and max-previews is ${max}. ` +
      'Close or merge one of their pull requests (its preview is then deleted), then push again to preview this one.',
    { ...known, openPreviews: [...open].sort((a, b) => a.pullRequest - b.pullRequest) },
  );
}

/**
 * The skipped result when a new preview would go over the cap; undefined when it may be created.
 * `partner`: capPartner's answer, whose previews count too.
 */
export async function refusedOverCap(
  ctx: OperationContext,
  record: RunRecord,
  known: Learned,
  blueprint: Environment,
  siblings: readonly Environment[],
  partner: Environment | undefined,
): Promise<OperationResult | undefined> {
  const max = ctx.config.maxPreviews;
  if (max === 0) return undefined;
  const capped = await withPartner(ctx, blueprint, siblings, partner);
  const open = countedOf(ctx, capped).map(({ name, pullRequest }) => ({ name, pullRequest }));
  if (open.length < max) return undefined;
  return refusal(ctx, record, known, capped, open);
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
  known: Learned,
  blueprint: Environment,
  preview: Environment,
  leaving: string | undefined,
  partner: Environment | undefined,
): Promise<OperationResult | undefined> {
  const max = ctx.config.maxPreviews;
  if (max === 0) return undefined;
  const own = (listed: Environment[]) => [
    // A list that does not show the new preview yet still counts it.
    ...listed.filter((environment) => environment.id !== preview.id && environment.id !== leaving),
    preview,
  ];
  const [listed, theirs] = await Promise.all([
    ctx.client.environments.list({ projectId: blueprint.project.id }),
    partner && partner.project.id !== blueprint.project.id ? ctx.client.environments.list({ projectId: partner.project.id }) : undefined,
  ]);
  const siblings = own(listed);
  const capped: Capped = partner
    ? [
        [blueprint, siblings],
        [partner, theirs ?? siblings],
      ]
    : [[blueprint, siblings]];
  const ranked = countedOf(ctx, capped).sort((a, b) => byCreation(a.environment, b.environment));
  const place = ranked.findIndex((counted) => counted.environment.id === preview.id);
  if (place < max) return undefined;
  const keeping = ranked.slice(0, max);
  ctx.log.info(
    `${ranked.length} previews of ${capped.map(([each]) => each.name).join(' and ')} exist now, created at once by runs of different pull requests; ` +
      `${preview.name} is the newest past max-previews (${max}): deleting it again`,
  );
  await requestDeletion(ctx, preview);
  return refusal(
    ctx,
    record,
    // Deleted again: the result names no environment of this run.
    { ...known, created: false, environmentId: '' },
    capped,
    keeping.map(({ name, pullRequest }) => ({ name, pullRequest })),
  );
}
