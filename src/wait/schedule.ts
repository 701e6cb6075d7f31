/**
 * When to read the deployment state next. Every status read costs the shared token a request,
 * so the schedule polls sparsely while nothing is likely to change and densely where the end is
 * likely, and never faster than every 2 s nor slower than every 30 s, or a tenth of a long known
 * duration up to a minute (see EARLY_END_SHARE). Only a scarce budget reads more sparsely: then
 * (see SCARCE_END_MARGIN_SHARE) a wait reads about once, at the expected end.
 */
import type { RateLimitState } from '../platform/transport.ts';
import { budgetDelay, budgetScarce, PLENTIFUL_LONGEST_GAP_MS } from './pacing.ts';

export const MIN_POLL_INTERVAL_MS = 2_000;
export const MAX_POLL_INTERVAL_MS = 30_000;

/**
 * The environment status endpoint still shows the previous deployment's state for a few seconds
 * after a trigger (the vendor's CLI waits 3 s): no read before then, whichever endpoint is polled.
 */
const FIRST_POLL_NOT_BEFORE_MS = 3_000;

/** Jitter moves a delay by at most this share of its part above the minimum, so bounds hold. */
const JITTER = 0.1;

/*
 * Without a known duration the polls sit on a fixed grid counted from the trigger: the first at
 * 8 s, then every 2.6 s plus 9% of the elapsed time, each late by at most 5% of its gap. A
 * deployment that ends just after a poll is seen one gap later, so the detection lag stays within
 * 10% of the duration + 3 s at worst (for anything lasting 5 s or more), for fewer requests than a
 * 3 s poller's. A grid, rather than intervals chained from the last poll, keeps jitter and slow
 * reads from drifting the schedule.
 */
const UNGUIDED_FIRST_POLL_MS = 8_000;
const UNGUIDED_BASE_INTERVAL_MS = 2_600;
const UNGUIDED_GROWTH = 0.09;
const UNGUIDED_JITTER = 0.05;

/*
 * With a known duration the polls halve the distance to a target just after the expected end,
 * land on it, then read every 2 s and back off as the overrun grows. The target sits a second
 * past the expected end so that a deployment that finishes on time is seen on that one read.
 */
const EXPECTED_END_MARGIN_MS = 1_000;
const APPROACH_SHARE = 0.5;
const OVERRUN_GROWTH = 0.2;

/*
 * Before the expected end a gap may grow past 30 s, up to a tenth of the expected duration + 1 s,
 * so that a deployment ending early (a build that fails) is still seen within 10% of the expected
 * duration + 3 s, 2 s being left for the read itself (its round trip, a late timer): the promise
 * the schedule without a known duration keeps for the actual one. Only an early end needs that
 * ceiling: an on-time end is seen by the dense reads at the target, an overrun by the back-off
 * after it, and wider early gaps delay neither. A ten-minute deployment is then read about once a
 * minute, some 15 reads instead of 25. Under 290 s the 30 s ceiling stands, so that a short
 * deployment costs no more reads than before (an early end is then seen within 30 s). However
 * long the last deployment lasted (a hung one ended by its timeout, say), no gap passes 59 s, a
 * second being left for the read itself: a build that fails at once is seen within a minute,
 * not at the run's deadline.
 */
const EARLY_END_SHARE = 0.1;
const EARLY_END_ALLOWANCE_MS = 1_000;
const READ_ALLOWANCE_MS = 1_000;
const EARLY_END_LONGEST_GAP_MS = PLENTIFUL_LONGEST_GAP_MS - READ_ALLOWANCE_MS;

/*
 * On a scarce budget (pacing.ts, budgetScarce) every read is one the token's other runs lack, so
 * a wait whose duration is known reads once where the end is likely, a second past the expected
 * end and 1% of it later (a ten-minute deployment that ends on time costs one read, not 15), at
 * most every 15 minutes before it; past it, apart by 2% of the expected duration plus half the
 * overrun, so a deployment late by a minute costs three reads more, up to a fifth of the
 * expected duration apart. A deployment that ends early (a failing build) is seen at the expected
 * end: the price of the token's budget. Without a known duration, the reads are half the elapsed
 * time apart, the first at 30 s: the end is seen within half the duration.
 */
const SCARCE_END_MARGIN_SHARE = 0.01;
const SCARCE_LONGEST_GAP_MS = 900_000;
const SCARCE_OVERRUN_BASE_SHARE = 0.02;
const SCARCE_OVERRUN_GROWTH = 0.5;
const SCARCE_OVERRUN_CEILING_SHARE = 0.2;
const SCARCE_UNGUIDED_FIRST_POLL_MS = 30_000;
const SCARCE_UNGUIDED_GROWTH = 0.5;

export interface PollDelayInput {
  /** Time since the trigger. */
  elapsedMs: number;
  expectedDurationMs?: number | undefined;
  random: () => number;
  rateLimit?: RateLimitState | undefined;
  /** The rate limit this waiter saw at its previous read: a larger drop than its own read means runs share the token. */
  previousRateLimit?: RateLimitState | undefined;
  /** Time on the waiter's clock since it saw `previousRateLimit`. */
  sincePreviousMs?: number | undefined;
  /** Epoch ms, to compare with the rate-limit reset. */
  now: number;
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

/** The interval of the schedule that knows nothing about the duration, at a given elapsed time. */
function unguidedInterval(elapsedMs: number): number {
  return Math.min(MAX_POLL_INTERVAL_MS, UNGUIDED_BASE_INTERVAL_MS + UNGUIDED_GROWTH * Math.max(0, elapsedMs));
}

function unguidedDelay(elapsedMs: number, random: () => number): number {
  let previous = 0;
  let next = UNGUIDED_FIRST_POLL_MS;
  while (next <= elapsedMs) {
    previous = next;
    next += unguidedInterval(next);
  }
  // Late, never early: a read just before a grid point would make the point after it the next target.
  const spread = UNGUIDED_JITTER * random() * Math.max(0, next - previous - MIN_POLL_INTERVAL_MS);
  return clamp(next - elapsedMs + spread, MIN_POLL_INTERVAL_MS, MAX_POLL_INTERVAL_MS);
}

/** The longest gap before the expected end (see EARLY_END_SHARE). */
function guidedCeiling(expectedDurationMs: number): number {
  return Math.min(EARLY_END_LONGEST_GAP_MS, Math.max(MAX_POLL_INTERVAL_MS, EARLY_END_SHARE * expectedDurationMs + EARLY_END_ALLOWANCE_MS));
}

function guidedDelay(elapsedMs: number, expectedDurationMs: number, random: () => number): number {
  const untilTarget = expectedDurationMs + EXPECTED_END_MARGIN_MS - elapsedMs;
  if (untilTarget >= 2 * MIN_POLL_INTERVAL_MS) {
    const ceiling = guidedCeiling(expectedDurationMs);
    const approach = Math.min(ceiling, untilTarget * APPROACH_SHARE);
    // Early, never late: overshooting the target would skip the dense reads around it, and a late read would break the ceiling.
    return clamp(approach - JITTER * random() * (approach - MIN_POLL_INTERVAL_MS), MIN_POLL_INTERVAL_MS, ceiling);
  }
  if (untilTarget >= MIN_POLL_INTERVAL_MS) return untilTarget;
  const overrunMs = Math.max(0, -untilTarget);
  const backoff = MIN_POLL_INTERVAL_MS + OVERRUN_GROWTH * overrunMs * (1 + JITTER * random());
  return clamp(backoff, MIN_POLL_INTERVAL_MS, unguidedInterval(elapsedMs));
}

function scarceGuidedDelay(elapsedMs: number, expectedDurationMs: number, random: () => number): number {
  const untilTarget = expectedDurationMs * (1 + SCARCE_END_MARGIN_SHARE) + EXPECTED_END_MARGIN_MS - elapsedMs;
  if (untilTarget >= MIN_POLL_INTERVAL_MS) return Math.min(untilTarget, SCARCE_LONGEST_GAP_MS);
  const overrunMs = Math.max(0, -untilTarget);
  const gap = (SCARCE_OVERRUN_BASE_SHARE * expectedDurationMs + SCARCE_OVERRUN_GROWTH * overrunMs) * (1 + JITTER * random());
  const ceiling = Math.min(SCARCE_LONGEST_GAP_MS, Math.max(MAX_POLL_INTERVAL_MS, SCARCE_OVERRUN_CEILING_SHARE * expectedDurationMs));
  return clamp(gap, MIN_POLL_INTERVAL_MS, ceiling);
}

function scarceUnguidedDelay(elapsedMs: number, random: () => number): number {
  const gap = Math.max(SCARCE_UNGUIDED_FIRST_POLL_MS - elapsedMs, SCARCE_UNGUIDED_GROWTH * elapsedMs * (1 + JITTER * random()));
  return clamp(gap, MIN_POLL_INTERVAL_MS, SCARCE_LONGEST_GAP_MS);
}

export interface PollPlan {
  delayMs: number;
  /** Whether the token's budget was judged scarce: only then may the delay pass a minute. */
  scarce: boolean;
}

/** The delay before the next status read, and whether the budget was judged scarce. Pure. */
export function planNextPoll(input: PollDelayInput): PollPlan {
  const { elapsedMs, expectedDurationMs, random, rateLimit, now } = input;
  const known = expectedDurationMs !== undefined && Number.isFinite(expectedDurationMs) && expectedDurationMs >= 0;
  const scarce = budgetScarce(rateLimit, now, input.previousRateLimit, input.sincePreviousMs);
  const scheduled = known
    ? (scarce ? scarceGuidedDelay : guidedDelay)(elapsedMs, expectedDurationMs, random)
    : (scarce ? scarceUnguidedDelay : unguidedDelay)(elapsedMs, random);
  const delay = Math.max(scheduled, FIRST_POLL_NOT_BEFORE_MS - elapsedMs);
  const previous =
    input.previousRateLimit === undefined
      ? undefined
      : { rateLimit: input.previousRateLimit, sinceMs: input.sincePreviousMs ?? 0, scheduledMs: delay };
  const delayMs = Math.max(delay, budgetDelay(rateLimit, now, random, previous));
  // A budget whose even share asks more than a minute between reads is scarce, whatever its pace says.
  return { delayMs, scarce: scarce || delayMs > PLENTIFUL_LONGEST_GAP_MS };
}

/** The delay before the next status read. Pure; exported for tests and the benchmark. */
export function nextPollDelay(input: PollDelayInput): number {
  return planNextPoll(input).delayMs;
}
