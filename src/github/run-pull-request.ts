/**
 * The pull request a `workflow_run` followed: the open one whose head is the run's commit
 * (`head_sha`) from the run's repository (`head_repository`), as GitHub's API gives it now.
 * `workflow_run.pull_requests` only proposes: GitHub lists there the open pull requests whose head
 * branch *or* commit matches, so a fork's branch named like a team pull request's lists the team's,
 * and for a fork's own pull request the list is empty. Each proposal is read and kept only when its
 * head is the run's commit and repository; else the pull request is looked up from the run's head
 * repository and branch, and checked the same way. Never by a branch name alone.
 */
import { shortCommit } from '../basics/commit.ts';
import { pullRequestOf, type PullRequest, type RunEvent } from '../config/event.ts';
import { errorMessage } from '../basics/error-message.ts';
import { createGitHubClient, readGitHubRun, type ClientLimits } from './octokit.ts';

/** GitHub's proposals read one by one at most; a longer list is looked up by the run's head instead. */
const MOST_PROPOSALS_READ = 10;

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
  const theRun = (sha: string, repository: string | undefined) =>
    run.headSha !== '' && sha.toLowerCase() === run.headSha && (repository ?? '').toLowerCase() === run.headRepository.toLowerCase();
  try {
    const proposed = run.pullRequests.slice(0, MOST_PROPOSALS_READ);
    for (const number of proposed) {
      const { data } = await client.rest.pulls.get({ ...where, pull_number: number });
      if (data.state === 'open' && theRun(data.head.sha, data.head.repo?.full_name)) return pullRequestOf(data);
    }
    if (proposed.length > 0) {
      log.info(
        `GitHub lists ${proposed.map((number) => `#${number}`).join(', ')} for the workflow run, but none has ${shortCommit(run.headSha)} of ${run.headRepository || 'an unnamed repository'} at its head: looking the pull request up by the run's head instead`,
      );
    }
    if (run.headRepository === '' || run.headBranch === '') return undefined;
    const headOwner = run.headRepository.split('/')[0] ?? '';
    const listed = await client.paginate(client.rest.pulls.list, {
      ...where,
      state: 'open',
      head: `${headOwner}:${run.headBranch}`,
      per_page: 100,
    });
    const found = listed.find((pull) => theRun(pull.head.sha, pull.head.repo?.full_name));
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
      `could not find the pull request of ${run.headRepository}:${run.headBranch} at ${shortCommit(run.headSha)} (${errorMessage(error)}): nothing deployed`,
      { cause: error },
    );
  }
}
