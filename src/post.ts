/**
 * The post step: runs at the end of the job, even a cancelled one. When the main step did not
 * get to report its result, the comment and the GitHub Deployment are marked cancelled so
 * nothing stays "in progress". It only ever warns.
 */
import { errorMessage } from './error-message.ts';
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

function readSettings(): ReportSettings {
  const comment = core.getInput('comment').trim().toLowerCase();
  return {
    comment: comment === 'off' || comment === 'recreate' ? comment : 'update',
    githubToken: core.getInput('github-token').trim(),
    githubDeployment: core.getInput('github-deployment').trim().toLowerCase() !== 'false',
    consoleUrl: '',
    commentAuthor: core.getInput('comment-author').trim(),
  };
}

export async function runPost(): Promise<void> {
  const saved = core.getState('report');
  if (!saved || core.getState('report-finished') === 'true') return;
  const state = readPostState(saved);
  if (!state) {
    core.warning('platform-deploy post step: the saved report state is unreadable; nothing to mark as cancelled');
    return;
  }
  const token = core.getInput('github-token').trim();
  if (token) core.setSecret(token);
  core.info(`The main step did not finish its report: marking ${state.environmentName} as cancelled`);
  try {
    const { createGitHubReporter } = await import('./report/index.ts');
    await createGitHubReporter(readSettings(), { info: (line) => core.info(line), warning: (line) => core.warning(line) }).cancel(state);
  } catch (error) {
    core.warning(`platform-deploy post step: ${errorMessage(error)}`);
  }
}
