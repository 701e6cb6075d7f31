/**
 * Reporting: the pull request comment, the job summary and the GitHub Deployment of a run,
 * written from the run's result. main.ts and post.ts use only what is exported here.
 */
import type { RunEvent } from '../config/event.ts';
import { systemClock } from '../basics/clock.ts';
import type { CommitComparer, PullRequestReader } from '../run/context.ts';
import { commitComparer } from '../github/compare.ts';
import { createGitHubClient, readGitHubRun, type ClientLimits } from '../github/octokit.ts';
import { PullRequestComment } from '../github/sticky-comment.ts';
import { describeFault, pullRequestReader, QUICK_CLIENT, QUICK_READ_MS } from '../github/pull-requests.ts';
import type { Reporter, ReportLog, ReportSettings } from './report-types.ts';
import { GitHubReporter } from './reporter.ts';

export { CommandThread } from '../github/preview-commands.ts';
export type { ClientLimits } from '../github/octokit.ts';
export { renderReport, type ReportContext } from './markdown.ts';
export type { PostState, Reporter, ReportLog, ReportSettings, ReportStart } from './report-types.ts';

/** Writes the job summary (the runner boundary's; the report never touches the runner itself). */
export type SummaryWriter = (markdown: string) => Promise<void>;

/**
 * @param event the event as the step read it
 * @param limits how long its GitHub requests may take
 */
export function createReporter(
  settings: ReportSettings,
  log: ReportLog,
  event: RunEvent,
  writeSummary: SummaryWriter,
  limits: ClientLimits = {},
): Reporter {
  return createGitHubReporter(settings, log, event, writeSummary, limits);
}

/** The reporter with its cancellation, for the post step. */
export function createGitHubReporter(
  settings: ReportSettings,
  log: ReportLog,
  event: RunEvent,
  writeSummary: SummaryWriter,
  limits: ClientLimits = {},
): GitHubReporter {
  return new GitHubReporter(settings, log, { run: readGitHubRun(event), writeSummary, limits });
}

/**
 * Pull request reads in the run's repository; undefined outside a repository or without a token.
 * `quick` is a preview's read on its critical path: one try, bounded in time, never throttled.
 */
export function createPullRequestReader(
  event: RunEvent,
  githubToken: string,
  log: ReportLog,
  quick = false,
  limits: ClientLimits = {},
): PullRequestReader | undefined {
  const run = readGitHubRun(event);
  if (!run.owner || !githubToken) return undefined;
  const client = createGitHubClient(githubToken, run.apiUrl, log, quick ? QUICK_CLIENT : {}, limits);
  return pullRequestReader(client, { owner: run.owner, repo: run.repo }, quick ? QUICK_READ_MS : undefined);
}

/** A compare is worth this long on a preview's critical path; beyond it every service is deployed. */
const COMPARE_MS = 10_000;

/** affected-only's compare in the run's repository; undefined outside a repository or without a token. */
export function createCommitComparer(
  event: RunEvent,
  githubToken: string,
  log: ReportLog,
  limits: ClientLimits = {},
): CommitComparer | undefined {
  const run = readGitHubRun(event);
  if (!run.owner || !githubToken) return undefined;
  const client = createGitHubClient(githubToken, run.apiUrl, log, QUICK_CLIENT, limits);
  return commitComparer(client, { owner: run.owner, repo: run.repo, serverUrl: run.serverUrl }, COMPARE_MS);
}

/** What earlier runs left is worth as long as a preview's other quick reads; beyond it everything is read from the platform. */
const STATES_MS = QUICK_READ_MS;
/** The repository's newest Deployments looked at for a state: any run of the same input left the same. */
const DEPLOYMENTS_READ = 30;

/**
 * The states earlier runs left (run/carried.ts), sealed by the runs that wrote them and
 * proven or ignored by the operation: this pull request's own comments' first (newest first, and
 * nobody else's comment is read), then the payloads of the repository's newest GitHub
 * Deployments. None when GitHub does not answer in time: the run then reads everything. With
 * them, the login the token's comments are written under, when it was asked: the report need
 * not ask again.
 */
export async function readCarriedStates(
  event: RunEvent,
  githubToken: string,
  log: ReportLog,
  from: { comments: boolean; deployments: boolean; author: string },
  limits: ClientLimits = {},
): Promise<{ states: string[]; login: string }> {
  const run = readGitHubRun(event);
  if (!run.owner || !githubToken) return { states: [], login: '' };
  const client = createGitHubClient(githubToken, run.apiUrl, log, QUICK_CLIENT, limits);
  const where = { owner: run.owner, repo: run.repo };
  // Each on its own: a token that may not read Deployments still gets the comment's state.
  const read = (what: string, reading: () => Promise<string[]>): Promise<string[]> =>
    reading().catch((error: unknown) => {
      log.info(`Could not read ${what} for what earlier runs learned (${describeFault(error)}): read from the platform instead`);
      return [];
    });
  const thread = new PullRequestComment(client, { ...where, number: run.pullRequest }, '', from.author);
  let login = '';
  const comments =
    from.comments && run.pullRequest > 0
      ? read("the pull request's comments", async () => {
          const states = await thread.states();
          login = await thread.ownLogin();
          return states;
        })
      : Promise.resolve([]);
  const deployments = from.deployments
    ? read("the repository's GitHub Deployments", () =>
        client.rest.repos.listDeployments({ ...where, per_page: DEPLOYMENTS_READ }).then((listed) => listed.data.flatMap(stateOf)),
      )
    : Promise.resolve([]);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string[][]>((done) => {
    timer = setTimeout(() => {
      log.info(`GitHub did not say in ${STATES_MS / 1000} s what earlier runs learned: everything is read from the platform`);
      done([[], []]);
    }, systemClock.answerMs(STATES_MS));
  });
  try {
    const [own = [], any = []] = await Promise.race([Promise.all([comments, deployments]), late]);
    return { states: [...own, ...any], login };
  } finally {
    clearTimeout(timer);
  }
}

/** A Deployment's payload is an object, or a string GitHub kept as given. */
function stateOf(deployment: { payload: unknown }): string[] {
  let payload = deployment.payload;
  if (typeof payload === 'string') {
    try {
      payload = JSON.parse(payload) as unknown;
    } catch {
      return [];
    }
  }
  const state = (payload as { state?: unknown } | null)?.state;
  return typeof state === 'string' ? [state] : [];
}
