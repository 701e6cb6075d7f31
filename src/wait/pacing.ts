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
 * A run alone on the token weighs the even share of what is left (time to reset / spare
 * requests) by how much of the limit is already spent: a fresh window does not slow it (one wait
 * costs a handful of requests), an exhausted one waits for the reset.
 *
 * `previous` is what this run saw at its previous read. When the remaining count has dropped by
 * more than that one read since, other runs are spending the same token, and their number is
 * unknown; but the drop is what the whole token spent in one of this run's intervals, so waiting
 * for the even share of that many requests (drop × time to reset / spare) makes every run that
 * does the same bring the token's rate down to what lasts until the reset, however many they are.
 * That share too is weighted by what is spent, doubled: a burst on a fresh window passes.
 */
export function budgetDelay(rateLimit: RateLimitState | undefined, now: number, random: () => number, previous?: RateLimitState): number {
  if (rateLimit === undefined) return 0;
  const windowMs = rateLimit.resetAt - now;
  if (windowMs <= 0) return 0;
  const toReset = windowMs + random() * RESET_SPREAD_MS;
  const spare = rateLimit.remaining - RATE_LIMIT_RESERVE;
  if (spare <= 0) return toReset;
  const spent = rateLimit.limit ? Math.min(1, Math.max(0, 1 - rateLimit.remaining / rateLimit.limit)) : 1;
  const drop = previous !== undefined && sameWindow(previous, rateLimit) ? previous.remaining - rateLimit.remaining : 0;
  // A short burst on a fresh window is no threat; the share takes full weight once half is spent.
  if (drop > 1) return Math.min(toReset, (Math.min(1, 2 * spent) * drop * windowMs) / spare);
  return (spent * windowMs) / spare;
}

/** The reset time comes in whole seconds: two readings of one window agree to within one. */
function sameWindow(a: RateLimitState, b: RateLimitState): boolean {
  return Math.abs(a.resetAt - b.resetAt) <= 1_000;
}
