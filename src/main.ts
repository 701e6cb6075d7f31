/**
 * The action's main step, glue: the inputs (read and masked at the runner boundary, action/)
 * become a config, the config an operation, its result the outputs and the report. Until the
 * inputs are valid only they are loaded; the platform client and the operations come next, and
 * the reporting code (Octokit) only when a report is written.
 */
import './action/run-clock.ts';
import { reportEndFrom, runBudget, settledBy } from './run/budget.ts';
import { systemClock } from './basics/clock.ts';
import { errorMessage } from './basics/error-message.ts';
import type { CommandThread } from './report/index.ts';
import type { RunEvent } from './config/event.ts';
import { parseInputs, type Config } from './config/index.ts';
import { readRunnerEvent, repositoryUrl } from './action/event-file.ts';
import { ACTION, readMaskedInputs, withheldSecrets } from './action/inputs.ts';
import { refuseRun } from './action/refused-run.ts';
import { answerCommand } from './action/answer-command.ts';
import { approvedFork, followRun } from './action/fork-gate.ts';
import { lazyCommitComparer, lazyPullRequestReader } from './action/github-readers.ts';
import { log, printResult } from './action/log.ts';
import { endWithReport, failedOutcome, setOutputs } from './action/outputs.ts';
import { saveProgress } from './action/post-step-state.ts';
import { reporterLoader } from './action/reporter-loader.ts';
import * as core from './action/runner.ts';

export async function run(): Promise<void> {
  const startedAt = systemClock.now();
  core.saveState('isPost', 'true');
  const { raw, secrets, masks } = readMaskedInputs();
  let event: RunEvent;
  let config: Readonly<Config>;
  // The event as read, for the check of a run its inputs end.
  let read: RunEvent | undefined;
  try {
    event = read = readRunnerEvent((line) => core.info(line));
    config = parseInputs(raw, event, secrets);
  } catch (error) {
    await refuseRun(raw, read, error, masks);
    return;
  }

  const budget = runBudget(startedAt, config.timeoutMinutes);
  // Until the result is known the report's writes (its start) may take the step's whole time; then a minute at most.
  let reportEnd = budget.end;
  const reportStop = new AbortController();
  const githubLimits = { endBy: () => reportEnd, signal: reportStop.signal };
  let command: CommandThread | undefined;
  if (config.command) {
    const answered = await answerCommand(raw, secrets, masks, event, config, githubLimits);
    if (!answered) return;
    ({ event, config, command } = answered);
  }
  let gate = { event, config };
  try {
    gate = await followRun(raw, secrets, event, config, githubLimits);
    ({ event, config } = await approvedFork(raw, secrets, gate.event, gate.config, githubLimits));
  } catch (error) {
    // The check, if any, goes on the head as the gate read it.
    await refuseRun(raw, gate.event, error, masks);
    await command?.finished(false);
    return;
  }

  // The login the token's comments are written under: given, or learned when earlier runs' states are read.
  let commentAuthor = config.commentAuthor;
  // Read when a comment is written: by then the earlier runs' states may have named the login.
  const loadReporter = reporterLoader(config, event, githubLimits, () => commentAuthor);

  const { runOperation, skippedWithoutSecrets, PlatformClient, USER_AGENT, runReported, whereLeft } = await import('./operations-chunk.ts');
  const { result, report } = await runReported({
    operate: async (announce) => {
      const withheld = withheldSecrets(config, event);
      if (withheld) return skippedWithoutSecrets({ config, clock: systemClock }, withheld);
      const client = new PlatformClient({
        baseUrl: config.apiUrl,
        token: config.apiToken,
        userAgent: USER_AGENT,
        deadline: budget.deadline,
        stopAt: budget.platformStopAt,
        masks,
      });
      // sweep reads every preview's pull request; a preview reads its own, quickly, before it pins and triggers.
      const reads = (config.operation === 'sweep' || config.operation === 'preview') && config.githubToken !== '';
      const pullRequests = reads
        ? lazyPullRequestReader(config, event, log, { endBy: () => budget.deadline, maxWaitMs: Number.POSITIVE_INFINITY })
        : undefined;
      const repository = repositoryUrl(event);
      const commits =
        config.operation === 'preview' && config.affectedOnly && config.githubToken !== '' && repository !== ''
          ? lazyCommitComparer(event, config.githubToken, repository, log, { endBy: () => budget.deadline })
          : undefined;
      const where = whereLeft(config, event.action);
      const earlier = where
        ? await (await import('./report/index.ts')).readEarlierRuns(event, config, where, log, { endBy: () => budget.deadline })
        : { states: [], login: '' };
      commentAuthor ||= earlier.login;
      return runOperation({
        client,
        config,
        carry: earlier.states,
        clock: systemClock,
        deadline: budget.deadline,
        log,
        announce,
        masks,
        ...(pullRequests ? { pullRequests } : {}),
        ...(commits ? { commits } : {}),
      });
    },
    loadReporter,
    start: { operation: config.operation, commit: config.commit, ...(config.forkApproval ? { approval: config.forkApproval } : {}) },
    saveProgress,
    warning: (line) => core.warning(line),
    settled: printResult,
  });

  // The verdict is the platform's: the outputs and the exit code are set before any final GitHub write is awaited.
  setOutputs(result);
  if (failedOutcome(result)) core.setFailed(`${ACTION}: ${result.summary}`);
  reportEnd = reportEndFrom(budget, systemClock.now());
  const reacted = command?.finished(result.outcome === 'success' || result.outcome === 'planned');
  const finished = report
    .catch((error: unknown) => {
      core.warning(`Could not finish the report: ${errorMessage(error)}. The deploy itself is not affected.`);
      return { commentUrl: '', complete: false };
    })
    .then(async (written) => {
      await reacted;
      return written;
    });
  const written = await settledBy(finished, reportEnd);
  endWithReport(written, reportStop);
}
