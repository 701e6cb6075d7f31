/**
 * How operations read an API fault: a busy environment (409) is waited out, an answer that was
 * lost after the request may have reached the service is resolved by re-reading state, a 404 is
 * sometimes the answer we want. Read structurally so any PlatformApiError-shaped value works.
 */
import type { OperationContext } from './context.ts';

interface FaultShape {
  status?: number | undefined;
  kind?: string;
}

function fault(error: unknown): FaultShape {
  return typeof error === 'object' && error !== null ? (error as FaultShape) : {};
}

export function isBusy(error: unknown): boolean {
  return fault(error).status === 409;
}

export function isNotFound(error: unknown): boolean {
  return fault(error).status === 404;
}

/** The request may or may not have taken effect: a 5xx, a dropped connection or a timeout. */
export function isAmbiguous(error: unknown): boolean {
  const { status, kind } = fault(error);
  return (status !== undefined && status >= 500) || kind === 'network' || kind === 'timeout';
}

const BUSY_FIRST_DELAY_MS = 2_000;
const BUSY_MAX_DELAY_MS = 15_000;

/** Repeats `action` while the platform answers 409 "operation in progress", until `deadline`. */
export async function retryWhileBusy<T>(ctx: OperationContext, deadline: number, what: string, action: () => Promise<T>): Promise<T> {
  const { clock, log } = ctx;
  const random = ctx.random ?? Math.random;
  for (let attempt = 0; ; attempt++) {
    try {
      return await action();
    } catch (error) {
      if (!isBusy(error)) throw error;
      const delay = Math.min(BUSY_MAX_DELAY_MS, BUSY_FIRST_DELAY_MS * 2 ** attempt) * (0.75 + random() * 0.5);
      if (clock.now() + delay > deadline) throw error;
      log.info(`The environment is busy with another operation; ${what} again in ${(delay / 1000).toFixed(1)}s`);
      await clock.sleep(delay);
    }
  }
}
