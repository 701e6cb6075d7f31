/**
 * Is the environment on its way out? Its status cannot say for a few seconds after the delete
 * (it still shows the state from before), so a pull request reopened right after its close
 * would take the dying preview for its own. The deployment history lists the delete the moment
 * it is made: its last request says.
 */
import { errorMessage } from '../../basics/error-message.ts';
import type { Environment } from '../../platform/schemas/index.ts';
import type { OperationContext } from '../../run/context.ts';

/**
 * True when the environment's last deployment request is a deletion that has not failed; false
 * when it is anything else, or there is none; undefined when the history could not be read (an
 * older server without it), and the status is all there is to go by.
 */
export async function lastRequestDeletes(ctx: OperationContext, environment: Environment): Promise<boolean | undefined> {
  try {
    const [last] = (await ctx.client.environments.deploymentHistoryV2({ environmentId: environment.id, pageSize: 1 })).results;
    if (!last) return false;
    if (!last.trigger_action) return undefined;
    return last.trigger_action === 'DELETE' && !(last.status ?? '').endsWith('_ERROR');
  } catch (error) {
    ctx.log.info(
      `Could not read the deployment history of ${environment.name} (${errorMessage(error)}): its status says whether it is being deleted`,
    );
    return undefined;
  }
}
