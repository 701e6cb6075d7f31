/**
 * The runner's side of a fork's preview under `fork-previews: approve`: the pull request a
 * `workflow_run` followed, found through GitHub's API, and the approval of its head
 * (github/fork-approval.ts decides), before any platform request. A head nobody with write
 * access approved deploys nothing: the pull request is told which commit awaits and how to
 * approve it, and the run is skipped.
 */
import { parseInputs, SkippedRun, type Config, type RawInputs, type RunEvent } from '../config/index.ts';
import type { readSecrets } from '../config/index.ts';
import type { ClientLimits } from '../report/index.ts';
import { log } from './log.ts';

type Gated = { event: RunEvent; config: Readonly<Config> };

/** A workflow_run's pull request, read from GitHub; a SkippedRun when no open one has the run's commit at its head. */
export async function followRun(
  raw: RawInputs,
  secrets: ReturnType<typeof readSecrets>,
  event: RunEvent,
  config: Readonly<Config>,
  limits: ClientLimits,
): Promise<Gated> {
  const run = event.workflowRun;
  if (!run || event.pullRequest || config.operation !== 'preview') return { event, config };
  const { pullRequestOfRun } = await import('../report/index.ts');
  const pullRequest = await pullRequestOfRun(event, config.githubToken, log, limits);
  if (!pullRequest) {
    throw new SkippedRun(
      `no open pull request has ${run.headSha.slice(0, 7)} of ${run.headRepository}:${run.headBranch} at its head: skipped, nothing deployed`,
    );
  }
  log.info(`The workflow run's commit ${run.headSha.slice(0, 7)} is the head of pull request #${pullRequest.number}`);
  const read: RunEvent = { ...event, pullRequest };
  return { event: read, config: parseInputs(raw, read, secrets) };
}

/**
 * A fork's preview, deployed only at a head a writer approved: the config of that commit, its
 * approval named. A head nobody approved is a SkippedRun, once the pull request was told how to
 * approve it; a read GitHub did not give fails the run.
 */
export async function approvedFork(
  raw: RawInputs,
  secrets: ReturnType<typeof readSecrets>,
  event: RunEvent,
  config: Readonly<Config>,
  limits: ClientLimits,
): Promise<Gated> {
  const number = config.pullRequest?.number ?? 0;
  if (!config.forkRun || config.operation !== 'preview' || config.apiToken === '' || number === 0) return { event, config };
  const { ForkApprovals } = await import('../report/index.ts');
  const approvals = new ForkApprovals(event, config.githubToken, log, limits);
  const { pullRequest, decision, comments } = await approvals.decide(number, event, config.previewLabel);
  if ('refused' in decision) {
    await approvals.replyAwaiting(
      number,
      pullRequest.headSha,
      { stale: decision.stale, abbreviated: decision.abbreviated },
      comments,
      event.comment?.id,
    );
    throw new SkippedRun(`pull request #${number} comes from a fork and ${decision.refused}: skipped, nothing deployed`);
  }
  const { approved } = decision;
  log.info(
    `Commit ${approved.sha.slice(0, 7)}, the head of pull request #${number}, was approved by ${approved.approver} (${approved.via})`,
  );
  const read: RunEvent = { ...event, pullRequest };
  // The commit deployed is the approved head, whatever `commit` says: an approval names one commit.
  const parsed = parseInputs({ ...raw, commit: '' }, read, secrets);
  return { event: read, config: Object.freeze({ ...parsed, forkApproval: approved }) };
}
