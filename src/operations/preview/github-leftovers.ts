/**
 * sweep, once it has swept: what previews that are gone left on GitHub. A GitHub environment
 * named as a preview of the blueprint (the `preview-name` template fits it for one pull request)
 * with no environment of that name left in the blueprint's project has its Deployments marked
 * inactive, and is deleted where the token may. With a fork blueprint its previews' names count
 * too, each checked against the fork blueprint's own project. Nothing here fails the sweep:
 * GitHub not answering is one warning, and a token that may not delete environments one notice.
 */
import { errorMessage } from '../../basics/error-message.ts';
import type { Environment } from '../../platform/schemas/index.ts';
import type { OperationResult } from '../../run/result.ts';
import { readEnvironment, type OperationContext } from '../../run/context.ts';
import { previewNumbers } from './preview-name.ts';

/** A blueprint whose previews' names are looked for, with the names left in its project (undefined: its project could not be listed). */
interface Listed {
  blueprint: Environment;
  remaining: ReadonlySet<string> | undefined;
}

/**
 * The sweep's result, its summary saying what was retired on GitHub.
 * @param forkBlueprint the fork blueprint the sweep swept too, if any: its previews' names are looked for as well.
 */
export async function withGitHubLeftovers(
  ctx: OperationContext,
  result: OperationResult,
  forkBlueprint?: Environment,
): Promise<OperationResult> {
  const { config, log } = ctx;
  const leftovers = ctx.gitHubLeftovers;
  if (!leftovers || result.outcome === 'planned') return result;
  try {
    const blueprint = await readEnvironment(ctx);
    const listed = await listProjects(ctx, forkBlueprint ? [blueprint, forkBlueprint] : [blueprint]);
    if (listed.every((each) => each.remaining === undefined)) return result;
    // A name is a gone preview's only when every blueprint whose template fits it has no environment of that name left.
    const gone = (name: string) => {
      const lower = name.toLowerCase();
      const claims = listed
        .map((each) => ({ ...each, numbers: previewNumbers(config.previewName, name, each.blueprint) }))
        .filter((each) => each.numbers.length > 0);
      return (
        claims.some((each) => each.numbers.length === 1) &&
        claims.every((each) => each.remaining !== undefined && !each.remaining.has(lower))
      );
    };
    const retired = await leftovers.retire(gone);
    if (retired.environments.length === 0) return result;
    const parts = [
      `GitHub: ${retired.environments.length} environment(s) of previews that are gone, ${retired.deactivated} Deployment(s) marked inactive`,
      ...(retired.deleted > 0 ? [`${retired.deleted} environment(s) deleted`] : []),
      ...(retired.left > 0 ? [`${retired.left} environment(s) left`] : []),
    ];
    log.info(`${parts.join(', ')}: ${retired.environments.join(', ')}`);
    if (retired.left > 0) {
      log.notice(
        `${retired.left} GitHub environment(s) of previews that are gone left in place: the token may not delete environments (GitHub answered 403). Give deployments-token a GitHub App's token with administration: write to have the sweep delete them`,
      );
    }
    return { ...result, summary: `${result.summary}; ${parts.join(', ')}` };
  } catch (error) {
    log.warning(`Could not tidy the GitHub Deployments of previews that are gone (${errorMessage(error)}): the next sweep tries again`);
    return result;
  }
}

/**
 * The environments left in each blueprint's project, a project listed once however many
 * blueprints share it. A list that fails leaves that blueprint's names alone (one warning), never
 * taken for empty.
 */
async function listProjects(ctx: OperationContext, blueprints: readonly Environment[]): Promise<Listed[]> {
  const lists = new Map<string, Promise<ReadonlySet<string> | undefined>>();
  const list = (blueprint: Environment) =>
    ctx.client.environments.list({ projectId: blueprint.project.id }).then(
      (environments) => new Set(environments.map((environment) => environment.name.toLowerCase())),
      (error: unknown) => {
        ctx.log.warning(
          `Could not tidy the GitHub Deployments of ${blueprint.name}'s previews that are gone: its project's environments could not be listed (${errorMessage(error)}); the next sweep tries again`,
        );
        return undefined;
      },
    );
  return Promise.all(
    blueprints.map(async (blueprint) => {
      const known = lists.get(blueprint.project.id) ?? list(blueprint);
      lists.set(blueprint.project.id, known);
      return { blueprint, remaining: await known };
    }),
  );
}
