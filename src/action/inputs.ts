/** The inputs as the runner passes them, masked before anything can print them, and a run that ends on them. */
import { errorMessage } from '../basics/error-message.ts';
import { escapeText } from '../basics/markdown-text.ts';
import { hiderOf } from '../basics/redaction.ts';
import { secretlessBot, type RunEvent } from '../config/event.ts';
import { INPUT_NAMES, InputError, rawSensitiveValues, readSecrets, SkippedRun, type Config, type RawInputs } from '../config/index.ts';
import { writeJobSummary } from './job-summary.ts';
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
export async function endBeforeStart(error: unknown, masks: readonly string[]): Promise<void> {
  if (error instanceof SkippedRun) {
    core.notice(`${ACTION}: ${error.message}`);
    core.setOutput('outcome', 'skipped');
  } else await failBeforeStart(error instanceof InputError ? error.message : errorMessage(error), masks);
}

/**
 * A run that fails before its operation, nothing changed: outcome `failure`, the one line as
 * `failure-reason` too, and the job summary saying it, as any failed run's does.
 */
export async function failBeforeStart(reason: string, masks: readonly string[]): Promise<void> {
  const line = hiderOf(masks)(reason.replace(/\s+/g, ' ').trim());
  // A refused run has its outcome like any other: the step's output says why, not only its log.
  core.setOutput('outcome', 'failure');
  core.setOutput('failure-reason', line);
  core.setFailed(`${ACTION}: ${line}`);
  try {
    await writeJobSummary(`### ❌ ${ACTION} did not start\n\n${escapeText(line)}\n\nNothing was changed on the platform.\n`);
  } catch (error) {
    core.warning(`Could not write the job summary: ${hiderOf(masks)(errorMessage(error))}`);
  }
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
