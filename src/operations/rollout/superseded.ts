/**
 * Newest commit wins on the platform too: a preview run whose commit is no longer the pull
 * request's head deploys nothing, so an older run cannot overwrite a newer commit's preview
 * when runs of one pull request overlap (no `concurrency` group, or one that lets them).
 */
import { shortCommit } from '../../basics/commit.ts';
import { errorMessage } from '../../basics/error-message.ts';
import type { OperationContext, PullRequestNow } from '../../run/context.ts';

/** The pull request now, or the failed read's reason when GitHub cannot tell. */
async function readPullRequest(ctx: OperationContext, number: number): Promise<PullRequestNow | { unread: string }> {
  try {
    return (await ctx.pullRequests?.read(number)) ?? { unread: 'no answer' };
  } catch (error) {
    return { unread: errorMessage(error) };
  }
}

/** The head commit that overtook this preview run, or undefined to go on. */
export async function supersededBy(ctx: OperationContext): Promise<string | undefined> {
  const { config, pullRequests } = ctx;
  const runHead = config.pullRequest?.headSha;
  if (config.operation !== 'preview' || !runHead || !pullRequests || !config.pullRequest) return undefined;
  const number = config.pullRequest.number;
  const now = await readPullRequest(ctx, number);
  if ('unread' in now) {
    // Never read silently as "not superseded": the run goes on, and says it could not tell.
    ctx.log.warning(
      `Could not read pull request #${number}'s head from GitHub (${now.unread}): whether a newer commit overtook ${shortCommit(runHead)} is unknown; deploying it all the same (the report names a newer head if there is one)`,
    );
    return undefined;
  }
  // Heads are commits compared as GitHub writes them, never image tags (`commit` may be `v1.2`).
  if (!now.headSha || now.headSha.toLowerCase() === runHead.toLowerCase()) return undefined;
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
  if ('unread' in now) {
    ctx.log.info(`Could not read pull request #${number} from GitHub (${now.unread}): taken for open`);
    return false;
  }
  return now.state !== 'open';
}
