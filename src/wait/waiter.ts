/**
 * Waits for a deployment (or a deletion) to reach a terminal state by reading its raw state on
 * the schedule, outliving rate limits, busy answers and transient faults until the timeout.
 */
import type { RateLimitState } from '../platform/transport.ts';
import { classifyState, type WaitPurpose } from '../platform/schemas/deployment-states.ts';
import type { Clock } from '../basics/clock.ts';
import { pollFaultOf, retryDelay } from './faults.ts';
import { PLENTIFUL_LONGEST_GAP_MS } from './pacing.ts';
import { MIN_POLL_INTERVAL_MS, planNextPoll } from './schedule.ts';

export interface WaitOptions {
  purpose: WaitPurpose;
  /** Reads the current raw state once. Throws PlatformApiError (src/platform/errors.ts) on failure. */
  poll: () => Promise<string>;
  /** Counted from `triggeredAt`. */
  timeoutMs: number;
  /** Duration of the previous deployment, when known: shapes the schedule. */
  expectedDurationMs?: number;
  /** Clock time the deployment was triggered (defaults to clock.now() at the call). */
  triggeredAt?: number;
  clock: Clock;
  /** Jitter source, default Math.random. */
  random?: () => number;
  /** Read before every sleep to pace the budget. */
  rateLimit?: () => RateLimitState | undefined;
  onStateChange?: (state: string, elapsedMs: number) => void;
  onPollError?: (error: unknown, nextDelayMs: number) => void;
  /**
   * Called once, the first time the token's budget is judged scarce (or a 429 asks the wait to
   * stop for more than a minute): from then on reads may be more than a minute apart.
   */
  onScarceBudget?: (rateLimit: RateLimitState | undefined, nextDelayMs: number) => void;
}

type WaitVerdict = 'success' | 'failure' | 'cancelled' | 'timed_out';

export interface WaitResult {
  verdict: WaitVerdict;
  /** Last raw state seen ('' if none). */
  state: string;
  /** Status requests made, failed ones included. */
  polls: number;
  /** From triggeredAt to the verdict. */
  elapsedMs: number;
  /** Elapsed ms when each new state was first seen. */
  transitions: { state: string; atMs: number }[];
  /** The failure of the last read, when the reads failed up to the end: `state` is then older than the end. */
  readError?: unknown;
}

/**
 * How long to sleep before the next read, or undefined when no read fits before the deadline.
 * A read that would fall past the deadline, or closer than the minimum interval to it, moves to
 * the deadline itself, so a deployment that ends just before the timeout is not reported as
 * timed out.
 */
function sleepBeforeRead(delayMs: number, leftMs: number, readAtDeadline: boolean, hasRead: boolean): number | undefined {
  if (leftMs <= 0 || (hasRead && leftMs < MIN_POLL_INTERVAL_MS)) return undefined;
  if (delayMs + MIN_POLL_INTERVAL_MS <= leftMs) return delayMs;
  return readAtDeadline ? leftMs : undefined;
}

export async function waitForDeployment(options: WaitOptions): Promise<WaitResult> {
  const { clock, poll, purpose } = options;
  const random = options.random ?? Math.random;
  const startedAt = options.triggeredAt ?? clock.now();
  const deadline = startedAt + options.timeoutMs;
  const transitions: WaitResult['transitions'] = [];
  let state = '';
  let polls = 0;
  let failures = 0;
  let readError: unknown;
  // After a 429 whose wait reaches past the deadline a read there would only be refused again.
  let readAtDeadline = true;

  let scarceSaid = false;
  const sayScarce = (rateLimit: RateLimitState | undefined, delayMs: number): void => {
    if (scarceSaid) return;
    scarceSaid = true;
    options.onScarceBudget?.(rateLimit, delayMs);
  };
  let previous: { rateLimit: RateLimitState | undefined; at: number } | undefined;
  const scheduled = (): number => {
    const now = clock.now();
    const rateLimit = options.rateLimit?.();
    const { delayMs: delay, scarce } = planNextPoll({
      elapsedMs: now - startedAt,
      expectedDurationMs: options.expectedDurationMs,
      random,
      rateLimit,
      previousRateLimit: previous?.rateLimit,
      sincePreviousMs: previous === undefined ? undefined : now - previous.at,
      now,
    });
    previous = { rateLimit, at: now };
    if (scarce) sayScarce(rateLimit, delay);
    return delay;
  };
  const result = (verdict: WaitVerdict): WaitResult => ({
    verdict,
    state,
    polls,
    elapsedMs: clock.now() - startedAt,
    transitions,
    ...(failures > 0 ? { readError } : {}),
  });

  let delay = scheduled();
  for (;;) {
    const sleepMs = sleepBeforeRead(delay, deadline - clock.now(), readAtDeadline, polls > 0);
    if (sleepMs === undefined) {
      await clock.sleep(Math.max(0, deadline - clock.now()));
      return result('timed_out');
    }
    await clock.sleep(sleepMs);
    polls += 1;
    let seen: string;
    try {
      seen = await poll();
    } catch (error) {
      const fault = pollFaultOf(error);
      if (fault === undefined) throw error;
      failures += 1;
      readError = error;
      delay = retryDelay({ fault, error, failures, random, rateLimit: options.rateLimit?.(), now: clock.now() });
      readAtDeadline = fault !== 'rate-limited' || delay <= deadline - clock.now();
      options.onPollError?.(error, delay);
      if (delay > PLENTIFUL_LONGEST_GAP_MS) sayScarce(options.rateLimit?.(), delay);
      continue;
    }
    failures = 0;
    readAtDeadline = true;
    if (seen !== state || transitions.length === 0) {
      state = seen;
      const atMs = clock.now() - startedAt;
      transitions.push({ state, atMs });
      options.onStateChange?.(state, atMs);
    }
    const verdict = classifyState(state, purpose);
    if (verdict !== 'in_progress') return result(verdict);
    delay = scheduled();
  }
}
