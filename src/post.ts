/**
 * The post step: runs at the end of the job, even a cancelled one. When the main step saved its
 * final report but could not write all of it (GitHub slow or unavailable, its minute spent), the
 * post step writes what is missing; when the main step never got to its result, the comment and
 * the GitHub Deployment are marked cancelled so nothing stays "in progress". It only ever warns.
 */
import './action/run-clock.ts';
import { errorMessage } from './basics/error-message.ts';
import { parseInput, type RawInputs } from './config/index.ts';
import { readRunnerEvent } from './action/event-file.ts';
import { readMaskedInputs } from './action/inputs.ts';
import * as core from './action/runner.ts';
// The reporting chunk is loaded as main loads it, so the bundle holds it once.
import type { ReportSettings } from './report/index.ts';
import { loadPostState } from './action/post-step-state.ts';

/** The post step's GitHub requests end within this: it holds the job's end. */
const POST_MS = 60_000;
/** How many times the post step tries what is missing. */
const POST_PASSES = 3;

/** The report's inputs, read by the parsers main used: main validated them, so they read the same here. */
function readSettings(raw: RawInputs): ReportSettings {
  return {
    comment: parseInput('comment', raw.comment),
    githubToken: parseInput('github-token', raw['github-token']),
    githubDeployment: parseInput('github-deployment', raw['github-deployment']),
    deploymentsToken: parseInput('deployments-token', raw['deployments-token']),
    check: parseInput('check', raw.check),
    consoleUrl: parseInput('console-url', raw['console-url']),
    commentAuthor: parseInput('comment-author', raw['comment-author']),
  };
}

async function runPost(): Promise<void> {
  const startedAt = Date.now();
  const state = await loadPostState();
  if (state === 'nothing') return;
  if (state === 'unreadable') {
    core.warning('platform-deploy post step: the saved report state is unreadable; nothing to mark as cancelled');
    return;
  }
  // The same masks as main's: this step prints and writes what main saved, and GitHub's errors.
  const settings = readSettings(readMaskedInputs().raw);
  const final = state.final;
  core.info(
    final
      ? `The main step did not finish its report: writing what is missing (${final.pending.join(', ')}) for ${state.environmentName}`
      : `The main step did not finish its report: marking ${state.environmentName || 'the run'} as cancelled`,
  );
  try {
    const event = readRunnerEvent((line) => core.info(line));
    const { createReporter } = await import('./report/index.ts');
    const { writeJobSummary } = await import('./action/job-summary.ts');
    const log = { info: (line: string) => core.info(line), warning: (line: string) => core.warning(line) };
    const reporter = () => createReporter(settings, log, event, writeJobSummary, { endBy: () => startedAt + POST_MS });
    if (!final) {
      await reporter().cancel(state);
      return;
    }
    // Each pass starts with a GitHub that has not failed yet: one that failed a pass may answer the next.
    let complete = false;
    for (let pass = 0; pass < POST_PASSES && !complete && Date.now() < startedAt + POST_MS; pass++) {
      complete = await reporter().resume({ ...state, final });
    }
    core.info(complete ? 'The report is complete' : `Still not written: ${final.pending.join(', ')}`);
  } catch (error) {
    core.warning(`platform-deploy post step: ${errorMessage(error)}`);
  }
}

/** The post step as the runner (through index.ts) and `@github/local-action` call it: it only ever warns. */
export async function run(): Promise<void> {
  await runPost().catch((error: unknown) => core.warning(`platform-deploy post step: ${errorMessage(error)}`));
}
