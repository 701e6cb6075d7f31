/**
 * sweep, once it has swept: what previews that are gone left on GitHub. A GitHub environment
 * named as a preview of the blueprint (the `preview-name` template fits it for one pull request)
 * with no environment of that name left in the blueprint's project has its Deployments marked
 * inactive, and is deleted where the token may. Nothing here fails the sweep: GitHub not
 * answering is one warning, and a token that may not delete environments one notice.
 */
import { errorMessage } from '../../basics/error-message.ts';
import type { OperationResult } from '../../run/result.ts';
import { readEnvironment, type OperationContext } from '../../run/context.ts';
import { previewNumbers } from './preview-name.ts';

/** The sweep's result, its summary saying what was retired on GitHub. */
export async function withGitHubLeftovers(ctx: OperationContext, result: OperationResult): Promise<OperationResult> {
  const { client, config, log } = ctx;
  const leftovers = ctx.gitHubLeftovers;
  if (!leftovers || result.outcome === 'planned') return result;
  try {
    const blueprint = await readEnvironment(ctx);
    const remaining = new Set(
      (await client.environments.list({ projectId: blueprint.project.id })).map((environment) => environment.name.toLowerCase()),
    );
    const gone = (name: string) => !remaining.has(name.toLowerCase()) && previewNumbers(config.previewName, name, blueprint).length === 1;
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
