/**
 * `cancel-on-timeout`: what a run that timed out takes back. The verdict stays timed_out either
 * way; a failed cancel is said, not allowed to hide it.
 */
import { errorMessage } from '../../basics/error-message.ts';
import type { Environment } from '../../platform/schemas/index.ts';
import type { OperationContext } from '../../run/context.ts';

/**
 * With this run's request still in the deployment queue, only that request leaves it: the
 * deployment running is another request's. Else the environment's deployment is cancelled.
 */
export async function cancelAfterTimeout(
  ctx: OperationContext,
  environment: Environment,
  requestId: string,
  stillQueued: boolean,
): Promise<void> {
  const { client, log } = ctx;
  if (stillQueued) {
    try {
      await client.environments.cancelQueued({ deploymentRequestId: requestId });
      log.warning(
        `Took this run's deployment request ${requestId} out of the queue after the timeout; the deployment running, another request's, is left as it is`,
      );
    } catch (error) {
      log.warning(`Could not take this run's deployment request ${requestId} out of the queue after the timeout: ${errorMessage(error)}`);
    }
    return;
  }
  try {
    const cancelled = await client.environments.cancelDeployment({ environmentId: environment.id });
    log.warning(`Cancelled the deployment of ${environment.name} after the timeout (state now ${cancelled.state})`);
  } catch (error) {
    log.warning(`Could not cancel the deployment of ${environment.name} after the timeout: ${errorMessage(error)}`);
  }
}
