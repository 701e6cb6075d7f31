/** The inputs as the runner passes them, masked before anything can print them, and a run that ends on them. */
import { errorMessage } from '../basics/error-message.ts';
import { secretlessBot, type RunEvent } from '../config/event.ts';
import { INPUT_NAMES, InputError, rawSensitiveValues, readSecrets, SkippedRun, type Config, type RawInputs } from '../config/index.ts';
import * as core from './runner.ts';

/** How the action names itself in the lines that end a step. */
export const ACTION = 'platform-deploy';

/**
 * Every input of action.yml, read once, and every value a log line must hide, masked before
 * anything can print them, even a bad input; a valid config holds no value beyond these.
 */
export function readMaskedInputs(): { raw: RawInputs; secrets: ReturnType<typeof readSecrets>; masks: string[] } {
  const raw: RawInputs = Object.fromEntries(INPUT_NAMES.map((name) => [name, core.getInput(name)]));
  const secrets = readSecrets(raw);
  const masks = rawSensitiveValues(raw, secrets);
  for (const value of masks) core.setSecret(value);
  return { raw, secrets, masks };
}

/** A run that ends before its operation: skipped (a notice, outcome `skipped`), else failed on its inputs. */
export function endBeforeStart(error: unknown): void {
  if (error instanceof SkippedRun) {
    core.notice(`${ACTION}: ${error.message}`);
    core.setOutput('outcome', 'skipped');
  } else failBeforeStart(error instanceof InputError ? error.message : errorMessage(error));
}

/** A run that fails before its operation, nothing changed: outcome `failure`, the one line as `failure-reason` too. */
export function failBeforeStart(reason: string): void {
  // A refused run has its outcome like any other: the step's output says why, not only its log.
  core.setOutput('outcome', 'failure');
  core.setOutput('failure-reason', reason.replace(/\s+/g, ' ').trim());
  core.setFailed(`${ACTION}: ${reason}`);
}

/**
 * Why GitHub gave this run no secrets, so it deploys nothing, as the run's summary says it (the
 * log has a notice); undefined when the run has them.
 */
export function withheldSecrets(config: Readonly<Config>, event: RunEvent): string | undefined {
  if (config.pullRequest?.fork === true && (config.operation === 'preview' || config.operation === 'cleanup')) {
    if (config.forkPreviews === 'skip') {
      core.notice(
        'This pull request comes from a fork, which gets no secrets: skipping the preview (fork-previews: approve previews the commits a maintainer approves)',
      );
      return 'Skipped: pull requests from forks get no secrets, so no preview is deployed';
    }
    if (config.apiToken === '') {
      core.notice(
        "This run of a fork's pull request has no secrets (GitHub gives a pull_request run from a fork none): fork previews run on pull_request_target, issue_comment or workflow_run",
      );
      return "Skipped: this run of a fork's pull request has no secrets, so no preview is deployed";
    }
  }
  const bot = config.apiToken === '' ? secretlessBot(event) : undefined;
  if (!bot) return undefined;
  core.notice(
    `GitHub gives ${bot}'s pull request runs no Actions secrets, so api-token is empty: skipping. To deploy its pull requests, add the platform token as a Dependabot secret of the same name (Settings → Secrets and variables → Dependabot).`,
  );
  return `Skipped: ${bot}'s pull requests get no Actions secrets, so nothing is deployed`;
}
