/**
 * A run that ends before its operation (a bad input, a skip decided from the event, a fork's head
 * nobody approved): its outcome and job summary (inputs.ts), and, when the workflow asked for a
 * check and the inputs it needs are good, that check: failing with the reason for a refusal; for a
 * skip, which deploys nothing, the check already on the head left as it is, or one made neutral
 * where there is none. A required check is never left waiting on a run that stopped early, nor
 * turned green by one.
 */
import { systemClock } from '../basics/clock.ts';
import { errorMessage } from '../basics/error-message.ts';
import { hiderOf } from '../basics/redaction.ts';
import type { RunEvent } from '../config/event.ts';
import { parseInput, SkippedRun, type RawInputs } from '../config/index.ts';
import type { ClientLimits } from '../github/index.ts';
import { escapeText } from '../basics/markdown-text.ts';
import { writeJobSummary } from './job-summary.ts';
import { ACTION, endBeforeStart } from './inputs.ts';
import { log } from './log.ts';
import * as core from './runner.ts';

/** A refused run spends this long at most on its check. */
const CHECK_BEFORE_START_MS = 30_000;

export async function refuseRun(raw: RawInputs, event: RunEvent | undefined, error: unknown, masks: readonly string[]): Promise<void> {
  await endBeforeStart(error, masks);
  await completeCheck(raw, event, error, masks);
}

/**
 * A run stopped by a fault nothing handled (process-guard.ts), perhaps after it changed
 * something: outcome `failure`, the message as `failure-reason`, a job summary that says so, and
 * the check completed failing.
 */
export async function endOnFault(raw: RawInputs, event: RunEvent | undefined, error: unknown, masks: readonly string[]): Promise<void> {
  const line = hiderOf(masks)(errorMessage(error).replace(/\s+/g, ' ').trim()) || 'an error with no message';
  core.setOutput('outcome', 'failure');
  core.setOutput('failure-reason', line);
  core.setFailed(`${ACTION}: ${line}`);
  try {
    await writeJobSummary(
      `### ❌ ${ACTION} stopped on an unexpected error\n\n${escapeText(line)}\n\nThe run ended before its report: its log says what it did until then.\n`,
    );
  } catch (caught) {
    core.warning(`Could not write the job summary: ${hiderOf(masks)(errorMessage(caught))}`);
  }
  await completeCheck(raw, event, error, masks);
}

async function completeCheck(raw: RawInputs, event: RunEvent | undefined, error: unknown, masks: readonly string[]): Promise<void> {
  if (!event) return;
  let check: string;
  let githubToken: string;
  try {
    check = parseInput('check', raw.check);
    githubToken = parseInput('github-token', raw['github-token']);
  } catch {
    return;
  }
  if (!check || !githubToken) return;
  const endBy = systemClock.now() + CHECK_BEFORE_START_MS;
  const limits: ClientLimits = { endBy: () => endBy };
  const { createReporter } = await import('../report/index.ts');
  const reporter = createReporter(
    { comment: 'off', githubToken, githubDeployment: false, consoleUrl: '', check },
    log,
    event,
    async () => {},
    limits,
  );
  await reporter
    .endCheckBeforeStart(error instanceof SkippedRun, hiderOf(masks)(errorMessage(error)))
    .catch((caught: unknown) => core.warning(`Could not write the check run: ${errorMessage(caught)}`));
}
