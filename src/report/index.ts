/**
 * Reporting: the pull request comment, the job summary and the GitHub Deployment of a run,
 * written from the run's result. main.ts and post.ts use only what is exported here.
 */
import type { RunEvent } from '../config/event.ts';
import type { CommitComparer, PullRequestReader } from '../run/context.ts';
import { commitComparer } from '../github/compare.ts';
import { createGitHubClient, readGitHubRun, type ClientLimits } from '../github/octokit.ts';
import { pullRequestReader, QUICK_CLIENT, QUICK_READ_MS } from '../github/pull-requests.ts';
import type { ReportLog, ReportSettings } from './report-types.ts';
import { GitHubReporter } from './reporter.ts';

export { CommandThread } from '../github/preview-commands.ts';
export { ForkApprovals } from '../github/fork-approval.ts';
export { pullRequestOfRun } from '../github/run-pull-request.ts';
export { readEarlierRuns } from '../github/earlier-run-states.ts';
export type { ClientLimits } from '../github/octokit.ts';
export type { GitHubReporter } from './reporter.ts';
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
): GitHubReporter {
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
