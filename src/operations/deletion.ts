/** Waiting for an environment to be gone: DELETED, then every request about it answers 404. */
import { isNotFound, PlatformApiError } from '../platform/errors.ts';
import type { Environment } from '../platform/schemas.ts';
import type { WaitResult } from '../wait/index.ts';
import type { OperationContext } from './context.ts';
import { waitFor } from './waiting.ts';

/**
 * Only called once a delete was accepted: then a 403 also means gone, as some of the
 * service's own clients read it (upstream notes).
 */
function goneAnswer(error: unknown): boolean {
  return isNotFound(error) || (error instanceof PlatformApiError && error.status === 403);
}

export async function waitUntilDeleted(ctx: OperationContext, environment: Environment, timeoutMs: number): Promise<WaitResult> {
  const { client, log } = ctx;
  log.startGroup(`Waiting for ${environment.name} to be deleted`);
  try {
    return await waitFor(ctx, {
      purpose: 'delete',
      poll: async () => {
        try {
          return (await client.environments.status(environment.id)).state;
        } catch (error) {
          if (goneAnswer(error)) return 'DELETED';
          throw error;
        }
      },
      timeoutMs: Math.max(1, timeoutMs),
    });
  } finally {
    log.endGroup();
  }
}
