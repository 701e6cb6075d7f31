/**
 * Deleting a preview and waiting for it to be gone (DELETED, then every request about it
 * answers 404): shared by cleanup and sweep.
 */
import { isBusy, isNotFound, PlatformApiError } from '../../platform/errors.ts';
import type { Environment } from '../../platform/schemas/index.ts';
import type { WaitResult } from '../../wait/index.ts';
import type { OperationContext } from '../../run/context.ts';
import { retryWhileBusy } from './busy-retry.ts';
import { waitFor } from './wait-for-state.ts';

/**
 * Requests the deletion; one already gone counts as deleted. Only called for a preview whose
 * pull request is closed: whatever it is still deploying no longer matters, and a deployment
 * that never becomes ready would otherwise block the delete for good, so it is cancelled.
 */
export async function requestDeletion(ctx: OperationContext, environment: Environment): Promise<void> {
  const { client, log } = ctx;
  try {
    await client.environments.delete({ environmentId: environment.id });
  } catch (error) {
    if (isNotFound(error)) return;
    if (!isBusy(error)) throw error;
    log.info(`${environment.name} is busy with a deployment; cancelling it before the delete`);
    await client.environments.cancelDeployment({ environmentId: environment.id, body: { force_cancel: true } });
    await retryWhileBusy(ctx, 'delete', () => client.environments.delete({ environmentId: environment.id }));
  }
  log.info(`Deletion of ${environment.name} requested`);
}

/**
 * Only called once a delete was accepted: then a 403 also means gone, as some of the
 * service's own clients read it (upstream notes).
 */
function goneAnswer(error: unknown): boolean {
  return isNotFound(error) || (error instanceof PlatformApiError && error.status === 403);
}

/** Waits until the run's deadline at most. */
export async function waitUntilDeleted(ctx: OperationContext, environment: Environment): Promise<WaitResult> {
  const { client, clock, log, deadline } = ctx;
  log.startGroup(`Waiting for ${environment.name} to be deleted`);
  try {
    return await waitFor(ctx, {
      purpose: 'delete',
      poll: async () => {
        try {
          return (await client.environments.statusPoll({ environmentId: environment.id })).state;
        } catch (error) {
          if (goneAnswer(error)) return 'DELETED';
          throw error;
        }
      },
      timeoutMs: Math.max(1, deadline - clock.now()),
    });
  } finally {
    log.endGroup();
  }
}
