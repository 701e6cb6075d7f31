/**
 * Decide once: every fact a run needs from GitHub before it starts, asked in one step, before any
 * platform request, and handed to parseInputs as one value. Every input is checked first
 * (checkInputs), so a bad input is refused before GitHub is asked anything; then, as the event
 * asks for them, a `/preview` command's author and pull request, a workflow_run's pull request
 * (github/run-pull-request.ts: by commit and repository) and a fork's approval of its head
 * (github/fork-approval.ts decides). A run that ends here (refused, skipped, a head nobody
 * approved) has its outcome, summary and check (refused-run.ts); undefined is returned then.
 */
import { errorMessage } from '../basics/error-message.ts';
import { shortCommit } from '../basics/commit.ts';
import type { DotenvReading } from '../config/dotenv.ts';
import { checkInputs, SkippedRun, type RawInputs, type RunEvent, type RunFacts, type RunNeeds } from '../config/index.ts';
import { RunWindow } from '../run/budget.ts';
import type { ClientLimits, CommandThread } from '../github/index.ts';
import { readRunnerEvent } from './event-file.ts';
import { ACTION, failBeforeStart } from './inputs.ts';
import { log } from './log.ts';
import { refuseRun } from './refused-run.ts';
import * as core from './runner.ts';

export interface Gathered {
  /** The event with the pull request GitHub gave read into it. */
  event: RunEvent;
  facts: RunFacts;
  /** The `/preview` command the run answers: told at the end how it went. */
  command: CommandThread | undefined;
  window: RunWindow;
}

export async function gather(
  raw: RawInputs,
  secrets: DotenvReading,
  masks: readonly string[],
  startedAt: number,
): Promise<Gathered | undefined> {
  let event: RunEvent | undefined;
  let needs: RunNeeds;
  try {
    event = readRunnerEvent((line) => core.info(line));
    needs = checkInputs(raw, event, {}, secrets);
  } catch (error) {
    await refuseRun(raw, event, error, masks);
    return undefined;
  }
  const window = new RunWindow(startedAt, needs.timeoutMinutes);
  const command = needs.command ? await authorizedCommand(event, needs.githubToken, masks, window.github) : undefined;
  if (command === false) return undefined;
  let facts: RunFacts = {};
  try {
    // The comment's event names no commit: a check, if any, goes on the head once it is read.
    if (command) facts = { pullRequest: await command.pullRequest() };
    else if (needs.runPullRequest) facts = { pullRequest: await runPullRequest(event, needs.githubToken, window.github) };
    const approvalOf = checkInputs(raw, event, facts, secrets).approvalOf;
    if (approvalOf) facts = await approvedHead(event, facts, approvalOf, needs.githubToken, window.github);
    // The config the run is parsed to, checked whole on what GitHub said last: parseInputs cannot refuse it.
    checkInputs(raw, event, facts, secrets);
  } catch (error) {
    await refuseRun(raw, withPullRequest(event, facts), error, masks);
    await command?.finished(false);
    return undefined;
  }
  return { event: withPullRequest(event, facts), facts, command, window };
}

function withPullRequest(event: RunEvent, facts: RunFacts): RunEvent {
  return facts.pullRequest ? { ...event, pullRequest: facts.pullRequest } : event;
}

/**
 * A `/preview` command, obeyed only from someone with write access: anyone else gets one reply, and
 * the run is skipped (false). The thread, told the comment was received, otherwise.
 */
async function authorizedCommand(
  event: RunEvent,
  githubToken: string,
  masks: readonly string[],
  limits: ClientLimits,
): Promise<CommandThread | false> {
  try {
    const { CommandThread } = await import('../github/index.ts');
    const thread = new CommandThread(event, githubToken, log, limits);
    if (!(await thread.authorize())) {
      await thread.refuse();
      core.notice(`${ACTION}: ${thread.author} has no write access to this repository: the command is not obeyed, nothing deployed`);
      core.setOutput('outcome', 'skipped');
      return false;
    }
    thread.received();
    return thread;
  } catch (error) {
    await failBeforeStart(errorMessage(error), masks);
    return false;
  }
}

/** A workflow_run's pull request, read from GitHub; a SkippedRun when no open one has the run's commit at its head. */
async function runPullRequest(event: RunEvent, githubToken: string, limits: ClientLimits) {
  const run = event.workflowRun!;
  const { pullRequestOfRun } = await import('../github/index.ts');
  const pullRequest = await pullRequestOfRun(event, githubToken, log, limits);
  if (!pullRequest) {
    throw new SkippedRun(
      `no open pull request has ${shortCommit(run.headSha)} of ${run.headRepository}:${run.headBranch} at its head: skipped, nothing deployed`,
    );
  }
  log.info(`The workflow run's commit ${shortCommit(run.headSha)} is the head of pull request #${pullRequest.number}`);
  return pullRequest;
}

/**
 * A fork's preview deploys only a head a writer approved: the pull request as GitHub has it now and
 * the approval of its head. A head nobody approved is a SkippedRun, once the pull request was told
 * how to approve it; a read GitHub did not give fails the run.
 */
async function approvedHead(
  event: RunEvent,
  facts: RunFacts,
  { number, previewLabel }: NonNullable<RunNeeds['approvalOf']>,
  githubToken: string,
  limits: ClientLimits,
): Promise<RunFacts> {
  const seen = withPullRequest(event, facts);
  const { ForkApprovals } = await import('../github/index.ts');
  const approvals = new ForkApprovals(seen, githubToken, log, limits);
  const { pullRequest, decision, comments } = await approvals.decide(number, seen, previewLabel);
  if ('refused' in decision) {
    const earlier = { stale: decision.stale, abbreviated: decision.abbreviated };
    await approvals.replyAwaiting(number, pullRequest.headSha, earlier, comments, event.comment?.id);
    throw new SkippedRun(`pull request #${number} comes from a fork and ${decision.refused}: skipped, nothing deployed`);
  }
  const { approved } = decision;
  log.info(
    `Commit ${shortCommit(approved.sha)}, the head of pull request #${number}, was approved by ${approved.approver} (${approved.via})`,
  );
  return { pullRequest, approval: approved };
}
