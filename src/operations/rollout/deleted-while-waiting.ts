/**
 * A preview deleted under its deployment's wait: a cleanup of the closed pull request won. The
 * run ends cancelled, and says so in the user's words.
 */
import { isNotFound } from '../../platform/errors.ts';
import { isBeingDeleted } from '../../platform/schemas/deployment-states.ts';
import type { OperationContext } from '../../run/context.ts';
import type { Learned, OperationResult, RunRecord } from '../../run/result.ts';

export class PreviewDeleted extends Error {
  readonly state: string;
  constructor(state: string) {
    super('the preview was deleted while deploying');
    this.state = state;
  }
}

/**
 * For a preview only: the state of its deletion when a cleanup took it away ('DELETED' once it
 * is gone), else undefined. A deploy target is never deleted by the action's own cleanup.
 */
export async function deletionOf(ctx: OperationContext, environmentId: string): Promise<string | undefined> {
  if (ctx.config.operation !== 'preview') return undefined;
  try {
    const { state } = await ctx.client.environments.status({ environmentId });
    return isBeingDeleted(state) ? state : undefined;
  } catch (error) {
    if (isNotFound(error)) return 'DELETED';
    throw error;
  }
}

export function deletedWhileDeploying(record: RunRecord, known: Learned, name: string, state: string): OperationResult {
  return record.result('cancelled', `${name}: the preview was deleted while deploying (the pull request was closed?)`, {
    ...known,
    failedStage: 'wait',
    state,
  });
}
