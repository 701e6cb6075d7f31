/** Which failed status reads the wait outlives, and how long it waits before the next. */
import { PlatformApiError } from '../platform/errors.ts';
import type { RateLimitState } from '../platform/transport.ts';
import { budgetDelay } from './pacing.ts';
import { MAX_POLL_INTERVAL_MS, MIN_POLL_INTERVAL_MS } from './schedule.ts';

/** 429; 409 "operation in progress"; 5xx, network error or timeout. */
export type PollFault = 'rate-limited' | 'busy' | 'transient';

/** The fault a wait can outlive, or undefined when the error must end the wait. */
export function pollFaultOf(error: unknown): PollFault | undefined {
  if (!(error instanceof PlatformApiError)) return undefined;
  if (error.status === 429) return 'rate-limited';
  if (error.status === 409) return 'busy';
  return error.retryable ? 'transient' : undefined;
}

export interface RetryDelayInput {
  fault: PollFault;
  error: unknown;
  /** Failed reads in a row, this one included. */
  failures: number;
  random: () => number;
  rateLimit?: RateLimitState | undefined;
  now: number;
}

/** Spreads the runs that a 429 sent to sleep until the same instant. */
const RATE_LIMIT_SPREAD_MS = 2_000;

/** Full jitter above the floor over a doubling ceiling, so failed runs do not retry in step. */
function backoff(failures: number, random: () => number): number {
  const ceiling = Math.min(MAX_POLL_INTERVAL_MS, MIN_POLL_INTERVAL_MS * 2 ** Math.max(1, failures));
  return MIN_POLL_INTERVAL_MS + random() * (ceiling - MIN_POLL_INTERVAL_MS);
}

/** The delay before the read that follows a failed one. */
export function retryDelay(input: RetryDelayInput): number {
  const { fault, error, failures, random, rateLimit, now } = input;
  const budget = budgetDelay(rateLimit, now, random);
  if (fault === 'rate-limited') {
    const retryAfterMs = error instanceof PlatformApiError ? error.retryAfterMs : undefined;
    const asked = retryAfterMs !== undefined && Number.isFinite(retryAfterMs) ? retryAfterMs : Math.max(budget, backoff(failures, random));
    return Math.max(MIN_POLL_INTERVAL_MS, asked) + random() * RATE_LIMIT_SPREAD_MS;
  }
  return Math.max(backoff(failures, random), budget);
}
