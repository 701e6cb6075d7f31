/**
 * A busy environment (409 "operation in progress") is waited out rather than failed.
 */
import { isBusy } from '../../platform/errors.ts';
import type { OperationContext } from '../../run/context.ts';

const BUSY_FIRST_DELAY_MS = 2_000;
const BUSY_MAX_DELAY_MS = 15_000;

/** Capped, jittered exponential delay before the next try at a busy environment. */
export function busyDelay(attempt: number, random: () => number): number {
  return Math.min(BUSY_MAX_DELAY_MS, BUSY_FIRST_DELAY_MS * 2 ** attempt) * (0.75 + random() * 0.5);
}

/** Repeats `action` while the platform answers 409 "operation in progress", until the run's deadline. */
export async function retryWhileBusy<T>(ctx: OperationContext, what: string, action: () => Promise<T>): Promise<T> {
  const { clock, log, deadline } = ctx;
  for (let attempt = 0; ; attempt++) {
    try {
      return await action();
    } catch (error) {
      if (!isBusy(error)) throw error;
      const delay = busyDelay(attempt, ctx.random ?? Math.random);
      if (clock.now() + delay > deadline) throw error;
      log.info(`The environment is busy with another operation; ${what} again in ${(delay / 1000).toFixed(1)}s`);
      await clock.sleep(delay);
    }
  }
}
