import { describe, expect, it, vi } from 'vitest';
import { PlatformApiError } from '../../src/platform/errors.ts';
import type { RateLimitState } from '../../src/platform/transport.ts';
import { MAX_POLL_INTERVAL_MS, MIN_POLL_INTERVAL_MS, RATE_LIMIT_RESERVE } from '../../src/wait/index.ts';
import { play, smallestGap, typicalTimeline } from './deployment.ts';

const SECOND = 1_000;

function apiError(
  status: number | undefined,
  extra: { retryAfterMs?: number; kind?: 'http' | 'network' | 'timeout' } = {},
): PlatformApiError {
  const kind = extra.kind ?? 'http';
  return new PlatformApiError({
    method: 'GET',
    path: '/environment/deploymentStatus',
    kind,
    status,
    message: `Platform API answered ${status ?? kind}`,
    retryAfterMs: extra.retryAfterMs,
    retryable: status === undefined || status === 429 || status >= 500,
  });
}

describe('waitForDeployment: failed reads', () => {
  it('waits out a 429 for as long as the service asks, then carries on', async () => {
    const onPollError = vi.fn();
    const { result, reads } = await play({
      timeline: typicalTimeline(120 * SECOND),
      faults: new Map([[2, apiError(429, { retryAfterMs: 45 * SECOND })]]),
      onPollError,
    });
    expect(result.verdict).toBe('success');
    expect((reads[2] ?? 0) - (reads[1] ?? 0)).toBeGreaterThanOrEqual(45 * SECOND);
    expect(onPollError).toHaveBeenCalledTimes(1);
    expect(onPollError.mock.calls[0]?.[1]).toBeGreaterThanOrEqual(45 * SECOND);
  });

  it('on a 429 without Retry-After, waits for the rate-limit reset', async () => {
    let resetAt = 0;
    const { result, reads } = await play({
      timeline: typicalTimeline(60 * SECOND),
      faults: new Map([[1, apiError(429)]]),
      headers: (read, now) => {
        if (read === 1) resetAt = now + 120 * SECOND;
        return { limit: 1_000, remaining: read === 1 ? 0 : 900, resetAt, observedAt: now };
      },
    });
    expect(result.verdict).toBe('success');
    expect((reads[1] ?? 0) - (reads[0] ?? 0)).toBeGreaterThanOrEqual(120 * SECOND);
  });

  it('ends as timed_out at the deadline, without a read, when the 429 wait reaches past it', async () => {
    const { result, reads } = await play({
      timeline: [[0, 'DEPLOYING']],
      timeoutMs: 2 * 60_000,
      faults: new Map([[1, apiError(429, { retryAfterMs: 10 * 60_000 })]]),
    });
    expect(result).toMatchObject({ verdict: 'timed_out', elapsedMs: 2 * 60_000, polls: 1 });
    expect(reads).toHaveLength(1);
  });

  it.each([
    ['a 503', apiError(503)],
    ['a network error', apiError(undefined, { kind: 'network' })],
    ['a timeout', apiError(undefined, { kind: 'timeout' })],
    ['a 409 "operation in progress"', apiError(409)],
  ])('retries after %s with backoff and counts the failed reads', async (_name, error) => {
    const onPollError = vi.fn();
    const faults = new Map([1, 2, 3, 4, 5].map((read) => [read, error] as const));
    const { result, reads } = await play({ timeline: typicalTimeline(30 * SECOND), faults, onPollError });
    expect(result.verdict).toBe('success');
    expect(result.polls).toBe(reads.length);
    expect(result.polls).toBeGreaterThan(5);
    expect(onPollError).toHaveBeenCalledTimes(5);
    expect(smallestGap(reads)).toBeGreaterThanOrEqual(MIN_POLL_INTERVAL_MS);
    const delays = onPollError.mock.calls.map((call) => call[1] as number);
    expect(Math.max(...delays)).toBeLessThanOrEqual(MAX_POLL_INTERVAL_MS);
  });

  it('keeps retrying a failing service until the timeout, then reports the last state it saw', async () => {
    const faults = new Map(Array.from({ length: 500 }, (_, i) => [i + 2, apiError(502)] as const));
    const { result } = await play({ timeline: [[0, 'BUILDING']], faults, timeoutMs: 10 * 60_000 });
    expect(result).toMatchObject({ verdict: 'timed_out', state: 'BUILDING', elapsedMs: 10 * 60_000 });
  });

  it.each([
    ['a 401', apiError(401)],
    ['a 404', apiError(404)],
    ['a programming error', new TypeError('cannot read properties of undefined')],
  ])('stops at once on %s and passes it on unchanged', async (_name, error) => {
    await expect(play({ timeline: typicalTimeline(30 * SECOND), faults: new Map([[2, error]]) })).rejects.toBe(error);
  });
});

describe('waitForDeployment: rate-limit budget', () => {
  const windowMs = 10 * 60_000;
  const budget =
    (start: number) =>
    (read: number, now: number): RateLimitState => ({
      limit: 1_000,
      remaining: Math.max(0, start - read),
      resetAt: Math.floor(now / windowMs) * windowMs + windowMs,
      observedAt: now,
    });

  it('stretches the interval past 30 s under a low X-RateLimit-Remaining and keeps the reserve', async () => {
    const timeline = typicalTimeline(8 * 60_000);
    const ample = await play({ timeline, headers: budget(1_000), startMs: 0 });
    const low = await play({ timeline, headers: budget(RATE_LIMIT_RESERVE + 8), startMs: 0 });
    expect(low.result.verdict).toBe('success');
    expect(low.reads.length).toBeLessThan(ample.reads.length);
    expect(Math.max(...low.reads.slice(1).map((at, i) => at - (low.reads[i] ?? 0)))).toBeGreaterThan(MAX_POLL_INTERVAL_MS);
    const readsBeforeReset = low.reads.filter((at) => at < windowMs).length;
    expect(readsBeforeReset).toBeLessThanOrEqual(8);
  });

  it('reads the budget before every sleep', async () => {
    const rateLimit = vi.fn((): RateLimitState | undefined => undefined);
    const { result } = await play({ timeline: typicalTimeline(40 * SECOND), rateLimit });
    expect(rateLimit).toHaveBeenCalledTimes(result.polls);
  });
});
