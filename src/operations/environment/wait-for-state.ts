/** The waiter as every operation uses it: the run's clock, jitter and rate-limit state, and one log line per state change. */
import { waitForDeployment, type WaitOptions, type WaitResult } from '../../wait/index.ts';
import type { OperationContext } from '../../run/context.ts';

type OwnOptions = Pick<WaitOptions, 'purpose' | 'poll' | 'timeoutMs' | 'expectedDurationMs' | 'triggeredAt' | 'onPollError'>;

export function waitFor(ctx: OperationContext, options: OwnOptions): Promise<WaitResult> {
  const { client, clock, log } = ctx;
  return waitForDeployment({
    ...options,
    clock,
    ...(ctx.random ? { random: ctx.random } : {}),
    rateLimit: () => client.rateLimit,
    onStateChange: (state, elapsedMs) => log.info(`${(elapsedMs / 1000).toFixed(1)}s  ${state}`),
  });
}
