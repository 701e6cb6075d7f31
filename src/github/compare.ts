/**
 * affected-only's question to GitHub: the files changed between the commit a service runs and
 * the one a push brings (`GET /repos/{owner}/{repo}/compare/{base}...{head}`). GitHub pages the
 * commits of a comparison, never its files: the first page lists every changed file (up to its
 * limit of 300), so one request per base is the whole answer. It is on the preview's critical
 * path: one try, bounded in time; a failure deploys everything, so waiting longer buys nothing.
 */
import type { Comparison, CommitComparer } from '../run/context.ts';
import { describeFault } from './pull-requests.ts';
import type { GitHubClient } from './octokit.ts';

export function commitComparer(
  client: GitHubClient,
  where: { owner: string; repo: string; serverUrl: string },
  timeoutMs: number,
): CommitComparer {
  const { serverUrl, ...repository } = where;
  return {
    repository: `${serverUrl}/${where.owner}/${where.repo}`,
    async compare(base: string, head: string): Promise<Comparison> {
      try {
        const { data } = await client.rest.repos.compareCommitsWithBasehead({
          ...repository,
          basehead: `${base}...${head}`,
          // Commits are not read: the smallest page keeps the answer to the files.
          per_page: 1,
          request: { signal: AbortSignal.timeout(timeoutMs) },
        });
        const files = data.files?.flatMap((file) => (file.previous_filename ? [file.filename, file.previous_filename] : [file.filename]));
        return { status: data.status, files, listed: data.files?.length ?? 0 };
      } catch (error) {
        throw new Error(describeFault(error), { cause: error });
      }
    },
  };
}
