/**
 * GitHub, as the runner boundary (action/) reaches it: one chunk, loaded at the first GitHub
 * request a run makes, never before its first platform request unless the run must ask GitHub
 * something before it starts (action/gather.ts). The report (report/index.ts) writes through the
 * same modules.
 */
import type { RunEvent } from '../config/event.ts';
import type { CommitComparer, GitHubLeftovers, PreviewNotes, PullRequestReader } from '../run/context.ts';
import { previewNotes } from './preview-notes.ts';
import { commitComparer } from './compare.ts';
import { gitHubLeftovers } from './leftover-environments.ts';
import { createGitHubClient, readGitHubRun, type ClientLimits, type ClientLog } from './octokit.ts';
import { pullRequestReader, QUICK_CLIENT, QUICK_READ_MS } from './pull-requests.ts';

export { CommandThread } from './preview-commands.ts';
export { ForkApprovals } from './fork-approval.ts';
export { pullRequestOfRun } from './run-pull-request.ts';
export { readEarlierRuns } from './earlier-run-states.ts';
export type { ClientLimits } from './octokit.ts';

/**
 * Pull request reads in the run's repository; undefined outside a repository or without a token.
 * `quick` is a preview's read on its critical path: one try, bounded in time, never throttled.
 */
export function createPullRequestReader(
  event: RunEvent,
  githubToken: string,
  log: ClientLog,
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
  log: ClientLog,
  limits: ClientLimits = {},
): CommitComparer | undefined {
  const run = readGitHubRun(event);
  if (!run.owner || !githubToken) return undefined;
  const client = createGitHubClient(githubToken, run.apiUrl, log, QUICK_CLIENT, limits);
  return commitComparer(client, { owner: run.owner, repo: run.repo, serverUrl: run.serverUrl }, COMPARE_MS);
}

/** sweep's GitHub environments of previews that are gone, with the token of the GitHub Deployments; undefined outside a repository. */
export function createGitHubLeftovers(
  event: RunEvent,
  deploymentsToken: string,
  log: ClientLog,
  limits: ClientLimits = {},
): GitHubLeftovers | undefined {
  const run = readGitHubRun(event);
  if (!run.owner || !deploymentsToken) return undefined;
  const client = createGitHubClient(deploymentsToken, run.apiUrl, log, {}, limits);
  return gitHubLeftovers(client, { owner: run.owner, repo: run.repo }, run.runUrl);
}

/** A preview's life as GitHub keeps it (preview-notes.ts); undefined outside a repository or without a token. */
export function createPreviewNotes(
  event: RunEvent,
  githubToken: string,
  commentAuthor: string,
  log: ClientLog,
  limits: ClientLimits = {},
): PreviewNotes | undefined {
  const run = readGitHubRun(event);
  if (!run.owner || !githubToken) return undefined;
  const client = createGitHubClient(githubToken, run.apiUrl, log, {}, limits);
  return previewNotes(client, { owner: run.owner, repo: run.repo }, commentAuthor);
}
