/**
 * sweep's view of GitHub: whether a pull request is open, closed, merged or does not exist.
 * A 404 means "does not exist" only once the repository itself has been read with the same
 * token; otherwise a token that cannot see the repository would make every preview look orphaned.
 */
import type { PullRequestReader, PullRequestState } from '../operations/context.ts';
import { httpStatus, type GitHubClient } from './github-run.ts';

export function pullRequestReader(client: GitHubClient, where: { owner: string; repo: string }): PullRequestReader {
  let repository: Promise<unknown> | undefined;
  return {
    async state(number: number): Promise<PullRequestState> {
      repository ??= client.rest.repos.get(where);
      await repository;
      try {
        const pull = (await client.rest.pulls.get({ ...where, pull_number: number })).data;
        if (pull.merged || pull.merged_at) return 'merged';
        return pull.state === 'closed' ? 'closed' : 'open';
      } catch (error) {
        if (httpStatus(error) === 404) return 'not-found';
        throw error;
      }
    },
  };
}
