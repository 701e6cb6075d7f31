/**
 * A busy environment (409 "operation in progress") is waited out rather than failed.
 */
import { isBusy } from '../platform/errors.ts';
import type { OperationContext } from './context.ts';

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
