/**
 * After a rollback: the GitHub Deployment of each commit put back is marked `success` again, so
 * the environment's newest good Deployment on GitHub is the version that runs. Only a commit has
 * Deployments (an image tag is no git ref); one deployed without this action has none to mark.
 */
import { FULL_SHA, shortCommit } from '../basics/commit.ts';
import type { Rollback } from '../run/result.ts';
import { setDeploymentStatus, type RepositoryRef } from '../github/deployments.ts';
import type { GitHubClient } from '../github/octokit.ts';

export async function markRestored(
  client: GitHubClient,
  where: RepositoryRef,
  environment: string,
  rollback: Rollback,
  logUrl: string,
  info: (line: string) => void,
): Promise<void> {
  const commits = [
    ...new Set(rollback.services.filter((service) => service.source === 'git' && FULL_SHA.test(service.to)).map((service) => service.to)),
  ];
  for (const commit of commits) {
    const listed = await client.rest.repos.listDeployments({ ...where, environment, ref: commit, per_page: 1 });
    const deployment = listed.data[0];
    if (!deployment) {
      info(`No GitHub Deployment of ${shortCommit(commit)} in ${environment} to mark restored`);
      continue;
    }
    await setDeploymentStatus(client, where, deployment.id, {
      state: 'success',
      description: `Restored by a rollback: ${shortCommit(commit)} runs again`,
      ...(logUrl ? { logUrl } : {}),
    });
    info(`GitHub Deployment ${deployment.id} of ${shortCommit(commit)} marked success again`);
  }
}
