/**
 * Keeping the shared token out of 429s. Many pull requests share one token (1000 requests an
 * hour), so the waiter spends what the service says is left evenly until the window resets.
 */
import type { RateLimitState } from '../platform/transport.ts';

/** Requests left untouched for this run's other calls and for other runs on the same token. */
export const RATE_LIMIT_RESERVE = 10;

/** Spreads a wait that ends at a window reset so that runs sharing the token do not all wake at once. */
const RESET_SPREAD_MS = 2_000;

/**
 * The least delay before the next request that the remaining budget allows; 0 when the budget
 * does not constrain (no headers seen, or the window has already reset).
 *
 * The even share of what is left (time to reset / spare requests) is weighted by how much of
 * the limit is already spent: a fresh window does not slow a lone run (one wait costs a handful
 * of requests), while a window that many runs are draining stretches every run's interval
 * steeply, and an exhausted one waits for the reset.
 */
export function budgetDelay(rateLimit: RateLimitState | undefined, now: number, random: () => number): number {
  if (rateLimit === undefined) return 0;
  const windowMs = rateLimit.resetAt - now;
  if (windowMs <= 0) return 0;
  const spare = rateLimit.remaining - RATE_LIMIT_RESERVE;
  if (spare <= 0) return windowMs + random() * RESET_SPREAD_MS;
  const spent = rateLimit.limit ? Math.min(1, Math.max(0, 1 - rateLimit.remaining / rateLimit.limit)) : 1;
  return (spent * windowMs) / spare;
}
