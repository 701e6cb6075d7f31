/**
 * Reading a triggered deployment's state while the run waits for it: by its deployment request
 * (through the deployment queue while it waits there), else by the environment's status, checked
 * to be this deployment's and not the one before it.
 */
import { errorMessage } from '../../basics/error-message.ts';
import { isNotFound } from '../../platform/errors.ts';
import { classifyState } from '../../platform/schemas/deployment-states.ts';
import type { WaitResult } from '../../wait/index.ts';
import type { OperationContext } from '../../run/context.ts';
import { deletionOf, PreviewDeleted } from './deleted-while-waiting.ts';
import type { QueueFollower } from './deployment-queue.ts';
import { startedSince, type Before } from './trigger.ts';

/**
 * The poll: by deployment request id (through the deployment queue while it waits there), or the
 * environment status checked to be the new deployment.
 */
export function statusPoll(ctx: OperationContext, environmentId: string, requestId: string, before: Before, queue?: QueueFollower) {
  const { client } = ctx;
  // A 404 while waiting: the request or the environment went away; a deleted preview says so.
  const explainNotFound = async (error: unknown): Promise<never> => {
    const deletion = isNotFound(error) ? await deletionOf(ctx, environmentId) : undefined;
    throw deletion === undefined ? error : new PreviewDeleted(deletion);
  };
  const byEnvironment = async () => {
    const now = await client.environments.statusPoll({ environmentId }).catch(explainNotFound);
    // A terminal state from before the trigger is a stale read, not this deployment's verdict.
    return startedSince(before, now) ? now.state : 'QUEUED';
  };
  if (!requestId) return byEnvironment;
  let warned = false;
  const byRequest = async () => {
    const { status } = await client.environments.deploymentStatusPoll({ deploymentRequestId: requestId }).catch(explainNotFound);
    if (status) return status;
    // The spec marks the request's status optional: the environment's stands in for it.
    if (!warned)
      ctx.log.warning(
        `GET /environment/deploymentStatus answered no status for deployment request ${requestId}: following the environment status`,
      );
    warned = true;
    return byEnvironment();
  };
  return queue ? queue.poll(byRequest) : byRequest;
}

/**
 * The reads failed up to the deadline: one more, of the environment's own status (checked to be
 * this deployment's), decides the verdict when it answers; the wait's result stands when it does not.
 */
export async function lastRead(ctx: OperationContext, environmentId: string, before: Before, waited: WaitResult): Promise<WaitResult> {
  try {
    const state = await statusPoll(ctx, environmentId, '', before)();
    const verdict = classifyState(state, 'deploy');
    ctx.log.info(`The status reads failed until the timeout; a last read of the environment's status says ${state}`);
    const { readError: _answered, ...rest } = waited;
    return { ...rest, state, verdict: verdict === 'in_progress' ? 'timed_out' : verdict };
  } catch (error) {
    ctx.log.info(`A last read of the environment's status failed too (${errorMessage(error)})`);
    return waited;
  }
}
