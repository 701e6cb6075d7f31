/**
 * A pull request's label taken off once the run it asked for has answered it (the reset label of
 * `seed-job`), so that adding it again asks again: GitHub sends `labeled` only for a label the pull
 * request does not carry.
 */
import { httpStatus, type GitHubClient } from './octokit.ts';

/** `removed`, or `absent` when the pull request no longer carries it (taken off by someone else). Other failures throw. */
export async function removeLabel(
  client: GitHubClient,
  where: { owner: string; repo: string },
  pullRequest: number,
  name: string,
): Promise<'removed' | 'absent'> {
  try {
    await client.rest.issues.removeLabel({ ...where, issue_number: pullRequest, name });
    return 'removed';
  } catch (error) {
    if (httpStatus(error) === 404) return 'absent';
    throw error;
  }
}
