/**
 * The post step: runs at the end of the job, even a cancelled one. When the main step did not
 * get to report its result, the comment and the GitHub Deployment are marked cancelled so
 * nothing stays "in progress". It only ever warns.
 */
import { errorMessage } from './error-message.ts';
import { readRunnerEvent } from './inputs/event.ts';
import { INPUT_NAMES, parseInput, rawSensitiveValues } from './inputs/index.ts';
import * as core from './runner.ts';
// The reporting chunk is loaded as main loads it, so the bundle holds it once.
import type { PostState, ReportSettings } from './report/index.ts';

function readPostState(text: string): PostState | undefined {
  try {
    const value = JSON.parse(text) as Partial<PostState> | null;
    if (!value || typeof value.environmentName !== 'string' || typeof value.commit !== 'string') return undefined;
    return {
      operation: value.operation ?? 'preview',
      repository: value.repository ?? '',
      pullRequest: Number(value.pullRequest) || 0,
      environmentName: value.environmentName,
      environmentId: value.environmentId ?? '',
      commit: value.commit,
      // A state saved before the head was kept: the post step's own event names the same head.
      headSha: typeof value.headSha === 'string' ? value.headSha : '',
      commentId: Number(value.commentId) || 0,
      deploymentId: Number(value.deploymentId) || 0,
      startedAt: value.startedAt ?? '',
    };
  } catch {
    return undefined;
  }
}

/** The report's inputs, read by the parsers main used: main validated them, so they read the same here. */
function readSettings(): ReportSettings {
  return {
    comment: parseInput('comment', core.getInput('comment')),
    githubToken: parseInput('github-token', core.getInput('github-token')),
    githubDeployment: parseInput('github-deployment', core.getInput('github-deployment')),
    consoleUrl: '',
    commentAuthor: parseInput('comment-author', core.getInput('comment-author')),
  };
}

async function runPost(): Promise<void> {
  const saved = core.getState('report');
  if (!saved || core.getState('report-finished') === 'true') return;
  const state = readPostState(saved);
  if (!state) {
    core.warning('platform-deploy post step: the saved report state is unreadable; nothing to mark as cancelled');
    return;
  }
  // The same masks as main's: this step prints and writes what main saved, and GitHub's errors.
  for (const mask of rawSensitiveValues(Object.fromEntries(INPUT_NAMES.map((name) => [name, core.getInput(name)])))) core.setSecret(mask);
  const settings = readSettings();
  core.info(`The main step did not finish its report: marking ${state.environmentName} as cancelled`);
  try {
    const event = readRunnerEvent((line) => core.info(line));
    const { createGitHubReporter } = await import('./report/index.ts');
    await createGitHubReporter(settings, { info: (line) => core.info(line), warning: (line) => core.warning(line) }, event).cancel(state);
  } catch (error) {
    core.warning(`platform-deploy post step: ${errorMessage(error)}`);
  }
}

/** The post step as the runner (through index.ts) and `@github/local-action` call it: it only ever warns. */
export async function run(): Promise<void> {
  await runPost().catch((error: unknown) => core.warning(`platform-deploy post step: ${errorMessage(error)}`));
}
