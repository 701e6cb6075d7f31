/**
 * The wait on a token whose budget is scarce: many runs share it and it is on course to be spent,
 * so each read is one the other runs lack. A known ten-minute wait then reads about once, at the
 * expected end; on a plentiful token it keeps its dense schedule.
 */
import { describe, expect, it } from 'vitest';
import type { RateLimitState } from '../../src/platform/transport.ts';
import { RATE_LIMIT_RESERVE } from '../../src/wait/index.ts';
import { play, seeded, typicalTimeline, type Timeline } from './deployment.ts';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const START = 1_700_000_000_000;
const TEN_MINUTES = 10 * MINUTE;

/**
 * The token's headers at each read: `spentBefore` of 1000 spent when the wait begins, the window
 * resetting `resetInMs` after it, other runs spending `othersPerMinute`, and each read one more.
 */
function token(spentBefore: number, resetInMs: number, othersPerMinute: number) {
  return (read: number, now: number): RateLimitState => ({
    limit: 1_000,
    remaining: Math.max(0, 1_000 - spentBefore - read - Math.floor((othersPerMinute * (now - START)) / MINUTE)),
    resetAt: START + resetInMs,
    observedAt: now,
  });
}

/** Half an hour into its window, 55% of it spent, other runs spending 15 requests a minute (900 an hour). */
const SHARED = token(550, 30 * MINUTE, 15);
/** Five minutes into a fresh window, 30 requests spent, this run alone on it. */
const ALONE = token(30, 55 * MINUTE, 0);

async function wait(
  timeline: Timeline,
  headers: (read: number, now: number) => RateLimitState,
  expectedDurationMs: number | undefined = TEN_MINUTES,
) {
  return play({
    timeline,
    headers,
    ...(expectedDurationMs === undefined ? {} : { expectedDurationMs }),
    random: seeded(3),
    startMs: START,
    timeoutMs: 30 * MINUTE,
    rateLimitBefore: headers(0, START),
  });
}

describe('a ten-minute wait on a shared, scarce token', () => {
  it('says once that the budget is scarce, before the first read more than a minute after the last', async () => {
    const said: number[] = [];
    const { reads } = await play({
      timeline: typicalTimeline(TEN_MINUTES + 90 * SECOND),
      headers: SHARED,
      rateLimitBefore: SHARED(0, START),
      expectedDurationMs: TEN_MINUTES,
      random: seeded(3),
      startMs: START,
      timeoutMs: 30 * MINUTE,
      onScarceBudget: (_, nextDelayMs) => said.push(nextDelayMs),
    });
    expect(reads.length).toBeGreaterThan(1);
    expect(said).toHaveLength(1);
    expect(said[0]).toBeGreaterThan(MINUTE);
  });

  it('reads once when the deployment ends on time, and sees the end within 1% of the expected duration + 1 s', async () => {
    const { result, reads } = await wait(typicalTimeline(TEN_MINUTES), SHARED);
    expect(result.verdict).toBe('success');
    expect(reads).toHaveLength(1);
    expect(reads[0]! - TEN_MINUTES).toBeLessThanOrEqual(0.01 * TEN_MINUTES + SECOND);
  });

  it('reads at most 6 times for a deployment a minute and a half late, and sees its end within half the overrun + 15 s, though the others spent 150 requests during its wait', async () => {
    const lasts = TEN_MINUTES + 90 * SECOND;
    const { result, reads } = await wait(typicalTimeline(lasts), SHARED);
    expect(result.verdict).toBe('success');
    expect(reads.length).toBeLessThanOrEqual(6);
    expect(reads.at(-1)! - lasts).toBeLessThanOrEqual(45 * SECOND + 15 * SECOND);
  });

  it('sees a build failing after two minutes at the expected end, in one read', async () => {
    const { result, reads } = await wait(
      [
        [0, 'BUILDING'],
        [2 * MINUTE, 'BUILD_ERROR'],
      ],
      SHARED,
    );
    expect(result.verdict).toBe('failure');
    expect(reads).toHaveLength(1);
    expect(reads[0]!).toBeLessThanOrEqual(1.01 * TEN_MINUTES + SECOND);
  });

  it('turns sparse once it sees other runs spend the token between its reads at a pace that would spend the limit', async () => {
    // Fresh by its window (5% spent five minutes in), but 25 requests a minute go to others.
    const busy = token(50, 55 * MINUTE, 25);
    const { result, reads } = await wait(typicalTimeline(TEN_MINUTES), busy);
    const { reads: aloneReads } = await wait(typicalTimeline(TEN_MINUTES), ALONE);
    expect(result.verdict).toBe('success');
    expect(reads.length).toBeLessThanOrEqual(3);
    expect(aloneReads.length).toBeGreaterThan(10);
  });

  it('without a known duration, reads at most 10 times and sees the end within half of it', async () => {
    const { result, reads } = await play({
      timeline: typicalTimeline(TEN_MINUTES),
      random: seeded(3),
      startMs: START,
      timeoutMs: 30 * MINUTE,
      headers: SHARED,
      rateLimitBefore: SHARED(0, START),
    });
    expect(result.verdict).toBe('success');
    expect(reads.length).toBeLessThanOrEqual(10);
    expect(reads.at(-1)! - TEN_MINUTES).toBeLessThanOrEqual(0.55 * TEN_MINUTES);
  });

  it('never fails a run for its pacing: with only the reserve left until after the timeout, it reads at the deadline and sees the success', async () => {
    const spent = token(1_000 - RATE_LIMIT_RESERVE, 50 * MINUTE, 0);
    const { result, reads } = await play({
      timeline: typicalTimeline(TEN_MINUTES),
      expectedDurationMs: TEN_MINUTES,
      random: seeded(3),
      startMs: START,
      timeoutMs: 20 * MINUTE,
      headers: spent,
      rateLimitBefore: spent(0, START),
    });
    expect(result.verdict).toBe('success');
    expect(reads).toEqual([20 * MINUTE]);
  });
});

describe('the same ten-minute wait on a plentiful token', () => {
  it('keeps its schedule: at most 20 reads, a build failing after two minutes seen within 10% + 3 s', async () => {
    const onTime = await play({
      timeline: typicalTimeline(TEN_MINUTES),
      expectedDurationMs: TEN_MINUTES,
      random: seeded(3),
      startMs: START,
      headers: ALONE,
      rateLimitBefore: ALONE(0, START),
      timeoutMs: 30 * MINUTE,
    });
    const failing = await play({
      timeline: [
        [0, 'BUILDING'],
        [2 * MINUTE, 'BUILD_ERROR'],
      ],
      expectedDurationMs: TEN_MINUTES,
      random: seeded(3),
      startMs: START,
      headers: ALONE,
      rateLimitBefore: ALONE(0, START),
      timeoutMs: 30 * MINUTE,
    });
    expect(onTime.result.verdict).toBe('success');
    expect(onTime.reads.length).toBeGreaterThan(5);
    expect(onTime.reads.length).toBeLessThanOrEqual(20);
    expect(failing.result.verdict).toBe('failure');
    expect(failing.reads.at(-1)! - 2 * MINUTE).toBeLessThanOrEqual(0.1 * TEN_MINUTES + 3 * SECOND);
  });

  it('never leaves more than a minute between reads unless it says the budget is scarce', async () => {
    // From a fresh window to one nearly spent, with and without other runs on the token.
    for (const [spentBefore, resetInMs, othersPerMinute] of [
      [0, 60 * MINUTE, 0],
      [30, 55 * MINUTE, 0],
      [200, 40 * MINUTE, 5],
      [400, 20 * MINUTE, 10],
      [550, 30 * MINUTE, 15],
      [900, 10 * MINUTE, 0],
      [50, 55 * MINUTE, 25],
    ] as const) {
      for (const expectedDurationMs of [undefined, 2 * MINUTE, TEN_MINUTES, 10 * 60 * MINUTE]) {
        const headers = token(spentBefore, resetInMs, othersPerMinute);
        let readsSoFar = 0;
        let saidAfter: number | undefined;
        const { reads } = await play({
          timeline: [[0, 'BUILDING']],
          headers: (read, now) => {
            readsSoFar = read;
            return headers(read, now);
          },
          rateLimitBefore: headers(0, START),
          ...(expectedDurationMs === undefined ? {} : { expectedDurationMs }),
          random: seeded(5),
          startMs: START,
          timeoutMs: 30 * MINUTE,
          onScarceBudget: () => (saidAfter ??= readsSoFar),
        });
        // Gap n leads to read n + 1: the first from the trigger.
        const gaps = reads.map((at, i) => at - (i === 0 ? 0 : reads[i - 1]!));
        gaps.forEach((gap, n) => {
          if (gap > MINUTE)
            expect(saidAfter, `gap ${n} of ${gap} ms (${spentBefore} spent, ${expectedDurationMs} ms)`).toBeLessThanOrEqual(n);
        });
      }
    }
  });

  it('keeps it when the headers do not give the limit: a pace cannot be judged without it', async () => {
    const unknownLimit = (read: number, now: number): RateLimitState => ({ ...SHARED(read, now), limit: undefined });
    const { result, reads } = await wait(typicalTimeline(TEN_MINUTES), unknownLimit);
    expect(result.verdict).toBe('success');
    expect(reads.length).toBeGreaterThan(5);
    expect(reads.length).toBeLessThanOrEqual(20);
  });
});
