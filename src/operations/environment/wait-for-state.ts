/** The waiter as every operation uses it: the run's clock, jitter and rate-limit state, and one log line per state change. */
import { waitForDeployment, type WaitOptions, type WaitResult } from '../../wait/index.ts';
import type { RateLimitState } from '../../platform/transport.ts';
import type { PlatformClient } from '../../platform/client.ts';
import type { OperationContext } from '../../run/context.ts';

type OwnOptions = Pick<WaitOptions, 'purpose' | 'poll' | 'timeoutMs' | 'expectedDurationMs' | 'triggeredAt' | 'onPollError'>;

/** The runs (by their one client) whose log already said the budget is scarce: a run says it once, however many waits it has. */
const saidScarce = new WeakSet<PlatformClient>();

function scarceLine(rateLimit: RateLimitState | undefined, nextDelayMs: number, now: number): string {
  const left =
    rateLimit === undefined
      ? ''
      : ` (${rateLimit.remaining}${rateLimit.limit === undefined ? '' : ` of ${rateLimit.limit}`} requests left, the window resets in ${Math.max(0, Math.ceil((rateLimit.resetAt - now) / 60_000))} min)`;
  return (
    `The API token's rate-limit budget is scarce${left}: status reads may be more than a minute apart (the next in ${Math.round(nextDelayMs / 1000)}s), ` +
    'so an early failure may be seen only near the expected end. A token per repository, or fewer concurrent runs, keeps them within a minute.'
  );
}

/** A status read every this often until the run's time is up: what a run may still need of the budget. */
const NEEDED_READ_EVERY_MS = 10_000;

/**
 * Whether the budget is short for what the run still needs: fewer requests left than reads at
 * the usual pace until the run's time is up (unknown after a 429: short). A budget with room
 * for that is no news, however fast other runs spend it.
 */
function shortFor(rateLimit: RateLimitState | undefined, leftMs: number): boolean {
  if (rateLimit === undefined) return true;
  return rateLimit.remaining < Math.ceil(Math.max(0, leftMs) / NEEDED_READ_EVERY_MS);
}

export function waitFor(ctx: OperationContext, options: OwnOptions): Promise<WaitResult> {
  const { client, clock, log } = ctx;
  return waitForDeployment({
    ...options,
    clock,
    ...(ctx.random ? { random: ctx.random } : {}),
    rateLimit: () => client.rateLimit,
    onStateChange: (state, elapsedMs) => log.info(`${(elapsedMs / 1000).toFixed(1)}s  ${state}`),
    onScarceBudget: (rateLimit, nextDelayMs) => {
      const leftMs = Number.isFinite(ctx.deadline) ? ctx.deadline - clock.now() : (options.timeoutMs ?? 0);
      if (saidScarce.has(client) || !shortFor(rateLimit, leftMs)) return;
      saidScarce.add(client);
      log.info(scarceLine(rateLimit, nextDelayMs, clock.now()));
    },
  });
}
