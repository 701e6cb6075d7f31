/**
 * Reporting: the pull request comment, the job summary and the GitHub Deployment of a run,
 * written from the run's result. main.ts and post.ts use only what is exported here.
 */
import * as core from '@actions/core';
import type { RunEvent } from '../inputs/event.ts';
import type { CommitComparer, PullRequestReader } from '../operations/context.ts';
import { commitComparer } from './compare.ts';
import { createGitHubClient, readGitHubRun, type ClientLimits } from './github-run.ts';
import { PullRequestComment } from './comment.ts';
import { describeFault, pullRequestReader, QUICK_CLIENT, QUICK_READ_MS } from './pull-requests.ts';
import type { Reporter, ReportLog, ReportSettings } from './report-types.ts';
import { GitHubReporter } from './reporter.ts';

export { CommandThread } from './commands.ts';
export type { ClientLimits } from './github-run.ts';
export { renderReport, type ReportContext } from './markdown.ts';
export type { PostState, Reporter, ReportLog, ReportSettings, ReportStart } from './report-types.ts';

/** The job summary is the same markdown as the comment; outside a runner there is none. */
async function writeJobSummary(markdown: string): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return;
  await core.summary.addRaw(markdown, true).write();
}

/**
 * @param event the event as the step read it
 * @param limits how long its GitHub requests may take
 */
export function createReporter(settings: ReportSettings, log: ReportLog, event: RunEvent, limits: ClientLimits = {}): Reporter {
  return createGitHubReporter(settings, log, event, limits);
}

/** The reporter with its cancellation, for the post step. */
export function createGitHubReporter(settings: ReportSettings, log: ReportLog, event: RunEvent, limits: ClientLimits = {}): GitHubReporter {
  return new GitHubReporter(settings, log, { run: readGitHubRun(event), writeSummary: writeJobSummary, limits });
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

/** What the last run left in the comment is worth this long on a preview's critical path; beyond it everything is read. */
const STATES_MS = 5_000;

/**
 * The states this pull request's own comments carry, newest first (report/marker.ts): sealed by
 * the run that wrote them, and proven or ignored by the operation. None when the run is not on a
 * pull request, or when GitHub does not answer in time: the run then reads everything.
 */
export async function readCommentStates(
  event: RunEvent,
  githubToken: string,
  log: ReportLog,
  author: string,
  limits: ClientLimits = {},
): Promise<string[]> {
  const run = readGitHubRun(event);
  if (!run.owner || !githubToken || run.pullRequest <= 0) return [];
  const client = createGitHubClient(githubToken, run.apiUrl, log, QUICK_CLIENT, limits);
  const thread = new PullRequestComment(client, { owner: run.owner, repo: run.repo, number: run.pullRequest }, '', author);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${STATES_MS / 1000} s`)), STATES_MS);
  });
  try {
    return await Promise.race([thread.states(), late]);
  } catch (error) {
    const why = error instanceof Error && error.message.startsWith('no answer in') ? error.message : describeFault(error);
    log.info(`Could not read the pull request's comments for what the last run learned (${why}): everything is read from the platform`);
    return [];
  } finally {
    clearTimeout(timer);
  }
}
