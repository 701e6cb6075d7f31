/**
 * The pull request a `workflow_run` followed. GitHub lists it in `workflow_run.pull_requests`
 * only when its head is in this repository: for a fork's the list is empty, and the pull request
 * is found through GitHub's API from the run's head repository, branch and commit.
 */
import { pullRequestOf, type PullRequest, type RunEvent } from '../config/event.ts';
import { errorMessage } from '../basics/error-message.ts';
import { createGitHubClient, readGitHubRun, type ClientLimits } from './octokit.ts';

interface LookupLog {
  info(line: string): void;
  warning(line: string): void;
}

/**
 * The open pull request whose head is the run's commit from the run's head repository; undefined
 * when there is none (closed since, or the branch moved on). A read GitHub does not give throws.
 */
export async function pullRequestOfRun(
  event: RunEvent,
  githubToken: string,
  log: LookupLog,
  limits: ClientLimits = {},
): Promise<PullRequest | undefined> {
  const run = event.workflowRun;
  if (!run) throw new Error('the event is no workflow_run');
  const github = readGitHubRun(event);
  if (!github.owner) throw new Error('the run has no GitHub repository');
  const client = createGitHubClient(githubToken, github.apiUrl, log, {}, limits);
  const where = { owner: github.owner, repo: github.repo };
  try {
    if (run.pullRequests.length > 0) {
      const { data } = await client.rest.pulls.get({ ...where, pull_number: run.pullRequests[0]! });
      return pullRequestOf(data);
    }
    const headOwner = run.headRepository.split('/')[0] ?? '';
    const listed = await client.paginate(client.rest.pulls.list, {
      ...where,
      state: 'open',
      head: `${headOwner}:${run.headBranch}`,
      per_page: 100,
    });
    const found = listed.find(
      (pull) =>
        pull.head.sha.toLowerCase() === run.headSha && (pull.head.repo?.full_name ?? '').toLowerCase() === run.headRepository.toLowerCase(),
    );
    if (!found) return undefined;
    return pullRequestOf({
      number: found.number,
      state: found.state === 'closed' ? 'closed' : 'open',
      title: found.title,
      head: { sha: found.head.sha, ref: found.head.ref, repo: { full_name: found.head.repo?.full_name ?? '' } },
      base: { repo: { full_name: found.base.repo.full_name } },
      user: { login: found.user?.login ?? '' },
      labels: found.labels.map((label) => ({ name: label.name })),
    });
  } catch (error) {
    throw new Error(
      `could not find the pull request of ${run.headRepository}:${run.headBranch} at ${run.headSha.slice(0, 7)} (${errorMessage(error)}): nothing deployed`,
      { cause: error },
    );
  }
}
