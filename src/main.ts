/**
 * The action's main step, glue: the inputs (read and masked at the runner boundary, action/), what
 * GitHub must tell the run before it starts (gathered once), the config decided from both, the
 * operation, its result the outputs and the report. Until the inputs are valid only they are
 * loaded; the platform client and the operations come next, and GitHub's code (Octokit) only when
 * the run asks GitHub something or a report is written.
 */
import './action/run-clock.ts';
import { settledBy } from './run/budget.ts';
import { systemClock } from './basics/clock.ts';
import { errorMessage } from './basics/error-message.ts';
import { parseInputs } from './config/index.ts';
import { gather } from './action/gather.ts';
import { ACTION, readMaskedInputs } from './action/inputs.ts';
import { printResult } from './action/log.ts';
import { annotationOf, endWithReport, failedOutcome, setOutputs } from './action/outputs.ts';
import { saveProgress } from './action/post-step-state.ts';
import { reporterLoader } from './action/reporter-loader.ts';
import * as core from './action/runner.ts';

export async function run(): Promise<void> {
  const startedAt = systemClock.now();
  core.saveState('isPost', 'true');
  const { raw, secrets, masks } = readMaskedInputs();
  const gathered = await gather(raw, secrets, masks, startedAt);
  if (!gathered) return;
  const { event, facts, command, window } = gathered;
  const config = parseInputs(raw, event, facts, secrets);

  const reporter = reporterLoader(config, event, window.github);
  const { operate, runReported } = await import('./operations-chunk.ts');
  const { result, report } = await runReported({
    operate: (announce) => operate({ config, event, budget: window.budget, masks, learnedAuthor: reporter.learnedAuthor }, announce),
    loadReporter: reporter.load,
    start: { operation: config.operation, commit: config.commit, ...(config.forkApproval ? { approval: config.forkApproval } : {}) },
    saveProgress,
    warning: (line) => core.warning(line),
    settled: printResult,
  });

  // The verdict is the platform's: the outputs and the exit code are set before any final GitHub write is awaited.
  setOutputs(result);
  if (failedOutcome(result)) core.setFailed(`${ACTION}: ${annotationOf(result)}`);
  const reportEnd = window.settle(systemClock.now());
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
  endWithReport(await settledBy(finished, reportEnd), window);
}
