/**
 * Keeping the shared token out of 429s. Many pull requests share one token (1000 requests an
 * hour), so the waiter spends what the service says is left evenly until the window resets.
 */
import type { RateLimitState } from '../platform/transport.ts';

/**
 * On a plentiful budget no two status reads are further apart than this, so that a deployment
 * that fails early is seen within a minute; a budget that asks more is scarce.
 */
export const PLENTIFUL_LONGEST_GAP_MS = 60_000;

/** Requests left untouched for this run's other calls and for other runs on the same token. */
export const RATE_LIMIT_RESERVE = 10;

/** Spreads a wait that ends at a window reset so that runs sharing the token do not all wake at once. */
const RESET_SPREAD_MS = 2_000;

/** The platform's window: 1000 requests per hour per token (spec, Limits). */
const WINDOW_MS = 3_600_000;

/*
 * A token is scarce when it is on course to spend half its limit in a window: judged from what
 * its window has spent so far, over no less than a quarter of an hour (a run's own set-up at the
 * window's start is a burst, not a pace); or when what other runs spent between this run's reads,
 * over at least 30 s, would spend three quarters of it.
 */
const PACE_FLOOR_MS = 900_000;
const SCARCE_WINDOW_PACE = 0.5;
const SHARED_PACE_LEAST_INTERVAL_MS = 30_000;
const SCARCE_SHARED_PACE = 0.75;

interface PreviousReading {
  rateLimit: RateLimitState | undefined;
  sinceMs: number;
  scheduledMs: number;
}

/**
 * The least delay before the next request that the remaining budget allows; 0 when the budget
 * does not constrain (no headers seen, or the window has already reset).
 *
 * A run alone on the token weighs the even share of what is left (time to reset / spare
 * requests) by how much of the limit is already spent: a fresh window does not slow it (one wait
 * costs a handful of requests), an exhausted one waits for the reset.
 *
 * `previous` is what this run saw at its previous read, `sinceMs` ago, with `scheduledMs` the gap
 * the schedule asks now. When the remaining count has dropped by more than that one read since,
 * other runs are spending the same token, and their number is
 * unknown; but the drop is what the whole token spent in one of this run's intervals, so waiting
 * for the even share of that many requests (drop × time to reset / spare) makes every run that
 * does the same bring the token's rate down to what lasts until the reset, however many they are.
 * That share too is weighted by what is spent, doubled: a burst on a fresh window passes.
 */
export function budgetDelay(rateLimit: RateLimitState | undefined, now: number, random: () => number, previous?: PreviousReading): number {
  if (rateLimit === undefined) return 0;
  const windowMs = rateLimit.resetAt - now;
  if (windowMs <= 0) return 0;
  const toReset = windowMs + random() * RESET_SPREAD_MS;
  const spare = rateLimit.remaining - RATE_LIMIT_RESERVE;
  if (spare <= 0) return toReset;
  const spent = rateLimit.limit ? Math.min(1, Math.max(0, 1 - rateLimit.remaining / rateLimit.limit)) : 1;
  const drop =
    previous?.rateLimit !== undefined && sameWindow(previous.rateLimit, rateLimit) ? previous.rateLimit.remaining - rateLimit.remaining : 0;
  if (drop > 1) {
    // A gap the schedule chose longer than it asks now (a wait for the expected end) is no
    // measure of this run's pace: the share is that of the token's spend over the gap asked now.
    const { sinceMs = 0, scheduledMs = 0 } = previous ?? {};
    const gapShare = sinceMs > 0 && scheduledMs < sinceMs ? scheduledMs / sinceMs : 1;
    // A short burst on a fresh window is no threat; the share takes full weight once half is spent.
    return Math.min(toReset, (Math.min(1, 2 * spent) * drop * gapShare * windowMs) / spare);
  }
  return (spent * windowMs) / spare;
}

/**
 * Whether the token's budget is scarce (see PACE_FLOOR_MS): then every read counts, and a wait
 * reads little more than once at the expected end. Never without the rate-limit headers: the
 * schedule is then the same as on a plentiful budget.
 *
 * `previous` is what this run saw at its previous read, `sinceMs` ago on its own clock.
 */
export function budgetScarce(rateLimit: RateLimitState | undefined, now: number, previous?: RateLimitState, sinceMs?: number): boolean {
  const limit = rateLimit?.limit;
  if (rateLimit === undefined || limit === undefined || limit <= 0) return false;
  const windowMs = rateLimit.resetAt - now;
  if (windowMs <= 0) return false;
  const spent = Math.max(0, limit - rateLimit.remaining);
  if ((spent * WINDOW_MS) / Math.max(PACE_FLOOR_MS, WINDOW_MS - windowMs) >= SCARCE_WINDOW_PACE * limit) return true;
  if (previous === undefined || sinceMs === undefined || sinceMs < SHARED_PACE_LEAST_INTERVAL_MS || !sameWindow(previous, rateLimit)) {
    return false;
  }
  // Less this run's own read.
  const others = previous.remaining - rateLimit.remaining - 1;
  return (others * WINDOW_MS) / sinceMs >= SCARCE_SHARED_PACE * limit;
}

/** The reset time comes in whole seconds: two readings of one window agree to within one. */
function sameWindow(a: RateLimitState, b: RateLimitState): boolean {
  return Math.abs(a.resetAt - b.resetAt) <= 1_000;
}
