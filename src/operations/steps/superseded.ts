/**
 * Newest commit wins on the platform too: a preview run whose commit is no longer the pull
 * request's head deploys nothing, so an older run cannot overwrite a newer commit's preview
 * when runs of one pull request overlap (no `concurrency` group, or one that lets them).
 */
import { errorMessage } from '../../error-message.ts';
import type { OperationContext, PullRequestNow } from '../context.ts';

/** The pull request now, or undefined when GitHub cannot tell: the run then goes on as if it had not asked. */
async function readPullRequest(ctx: OperationContext, number: number): Promise<PullRequestNow | undefined> {
  try {
    return await ctx.pullRequests?.read(number);
  } catch (error) {
    ctx.log.info(`Could not read pull request #${number} from GitHub (${errorMessage(error)}); going on without its current head`);
    return undefined;
  }
}

/** The head commit that overtook this preview run, or undefined to go on. */
export async function supersededBy(ctx: OperationContext): Promise<string | undefined> {
  const { config, pullRequests } = ctx;
  const runHead = config.pullRequest?.headSha;
  if (config.operation !== 'preview' || !runHead || !pullRequests || !config.pullRequest) return undefined;
  const now = await readPullRequest(ctx, config.pullRequest.number);
  // Heads are commits compared as GitHub writes them, never image tags (`commit` may be `v1.2`).
  if (!now?.headSha || now.headSha.toLowerCase() === runHead.toLowerCase()) return undefined;
  return now.headSha;
}

/** The one line of a run that stood down for a newer commit. */
export function supersededSummary(sha: string, when: string): string {
  return `Skipped: superseded by ${sha}, the pull request's newest commit, ${when}; this run deployed nothing`;
}

/** Whether the pull request was closed: its cleanup is then what took the preview away. */
export async function pullRequestClosed(ctx: OperationContext): Promise<boolean> {
  const number = ctx.config.pullRequest?.number;
  if (number === undefined || !ctx.pullRequests) return false;
  const now = await readPullRequest(ctx, number);
  return now !== undefined && now.state !== 'open';
}
