import { describe, expect, it } from 'vitest';
import { MAX_POLL_INTERVAL_MS, MIN_POLL_INTERVAL_MS, nextPollDelay, RATE_LIMIT_RESERVE } from '../../src/wait/index.ts';
import { seeded } from './deployment.ts';

const NOW = 1_700_000_000_000;
const SECOND = 1_000;

function delay(elapsedS: number, expectedS?: number, random: () => number = () => 0.5): number {
  return nextPollDelay({
    elapsedMs: elapsedS * SECOND,
    expectedDurationMs: expectedS === undefined ? undefined : expectedS * SECOND,
    random,
    now: NOW,
  });
}

describe('nextPollDelay', () => {
  it('stays between 2 s and 30 s whatever the jitter, or before a long known end under 10% of it + 1 s, and under 59 s', () => {
    const randoms = [() => 0, () => 0.999_999, seeded(7)];
    for (const expectedS of [undefined, 1, 10, 60, 290, 600, 3_600, 36_000]) {
      for (const random of randoms) {
        for (let elapsedS = 0; elapsedS <= 3_600; elapsedS += 3.7) {
          const ms = delay(elapsedS, expectedS, random);
          const beforeEnd = expectedS !== undefined && elapsedS < expectedS;
          const ceiling = beforeEnd
            ? Math.min(59 * SECOND, Math.max(MAX_POLL_INTERVAL_MS, (0.1 * expectedS + 1) * SECOND))
            : MAX_POLL_INTERVAL_MS;
          expect(ms).toBeGreaterThanOrEqual(MIN_POLL_INTERVAL_MS);
          expect(ms).toBeLessThanOrEqual(ceiling);
        }
      }
    }
  });

  it('reads a ten-minute deployment about once a minute until its last minute, a short one at most every 30 s', () => {
    for (const random of [() => 0, () => 0.999_999]) {
      expect(delay(0, 600, random)).toBeGreaterThanOrEqual(53 * SECOND);
      expect(delay(0, 600, random)).toBeLessThanOrEqual(59 * SECOND);
      expect(delay(400, 600, random)).toBeGreaterThanOrEqual(53 * SECOND);
      expect(delay(0, 120, random)).toBeLessThanOrEqual(MAX_POLL_INTERVAL_MS);
      expect(delay(0, 290, random)).toBeLessThanOrEqual(MAX_POLL_INTERVAL_MS);
    }
  });

  it('makes no read in the first 3 s after the trigger, when the environment status can be stale', () => {
    expect(delay(0, 0)).toBeGreaterThanOrEqual(3 * SECOND);
    expect(delay(0.5, 1)).toBeGreaterThanOrEqual(2.5 * SECOND);
    expect(delay(0)).toBeGreaterThanOrEqual(3 * SECOND);
  });

  it('reads sparsely long before the expected end and every 2 s around it', () => {
    expect(delay(0, 600)).toBeGreaterThanOrEqual(53 * SECOND);
    expect(delay(300, 600)).toBeGreaterThanOrEqual(53 * SECOND);
    expect(delay(598, 600)).toBe(3 * SECOND);
    expect(delay(601, 600)).toBe(2 * SECOND);
    expect(delay(603, 600)).toBeLessThan(3 * SECOND);
  });

  it('backs off again when the deployment runs well past the expected end', () => {
    expect(delay(660, 600)).toBeGreaterThan(10 * SECOND);
    expect(delay(1_200, 600)).toBe(MAX_POLL_INTERVAL_MS);
  });

  it('without a known duration, widens the interval as the wait grows, up to 30 s', () => {
    const gaps: number[] = [];
    for (let elapsedMs = 0; elapsedMs < 3_600 * SECOND;) {
      const ms = nextPollDelay({ elapsedMs, random: () => 0, now: NOW });
      gaps.push(ms);
      elapsedMs += ms;
    }
    const afterFirstRead = gaps.slice(1);
    expect(afterFirstRead.every((gap, i) => i === 0 || gap >= (afterFirstRead[i - 1] ?? 0))).toBe(true);
    expect(afterFirstRead[0]).toBeLessThan(6 * SECOND);
    expect(gaps.at(-1)).toBe(MAX_POLL_INTERVAL_MS);
  });

  it('varies the delay with the jitter source', () => {
    const values = new Set([0, 0.25, 0.5, 0.75, 0.99].map((r) => delay(150, undefined, () => r)));
    expect(values.size).toBe(5);
  });

  describe('rate-limit budget', () => {
    const budget = (remaining: number, resetInS: number) => ({
      limit: 1_000,
      remaining,
      resetAt: NOW + resetInS * SECOND,
      observedAt: NOW,
    });
    const paced = (remaining: number, resetInS: number, elapsedS = 20) =>
      nextPollDelay({ elapsedMs: elapsedS * SECOND, random: () => 0.5, rateLimit: budget(remaining, resetInS), now: NOW });

    it('leaves the schedule alone while the budget is ample', () => {
      expect(paced(900, 3_000)).toBe(delay(20));
    });

    it('does not slow a run on a fresh window, however far the reset', () => {
      expect(paced(1_000, 3_600)).toBe(delay(20));
    });

    it('spreads what is left above the reserve until the reset, weighted by what is spent, even past 30 s', () => {
      // 10 spare requests for 600 s, 98% of the limit spent: 0.98 × 60 s.
      expect(paced(RATE_LIMIT_RESERVE + 10, 600)).toBe(58.8 * SECOND);
    });

    it('stretches harder the more of the window other runs have drained', () => {
      const half = paced(500, 1_800);
      const most = paced(100, 1_800);
      expect(half).toBeGreaterThanOrEqual(delay(20));
      expect(most).toBeGreaterThan(half);
      expect(most).toBeCloseTo((0.9 * 1_800 * SECOND) / 90, -1);
    });

    it('waits for the reset once only the reserve is left', () => {
      const ms = paced(RATE_LIMIT_RESERVE, 900);
      expect(ms).toBeGreaterThanOrEqual(900 * SECOND);
      expect(ms).toBeLessThanOrEqual(902 * SECOND);
    });

    it('ignores headers whose window has already reset', () => {
      expect(paced(0, -5)).toBe(delay(20));
    });

    describe('runs sharing the token', () => {
      const shared = (before: number, now: number, resetInS: number, previousResetInS = resetInS) =>
        nextPollDelay({
          elapsedMs: 20 * SECOND,
          random: () => 0.5,
          rateLimit: budget(now, resetInS),
          previousRateLimit: budget(before, previousResetInS),
          now: NOW,
        });

      it('a drop of only its own read is a run alone: the schedule stands on a fresh window', () => {
        expect(shared(991, 990, 3_000)).toBe(delay(20));
      });

      it('waits for the even share of what the whole token spent since its last read, once half the window is spent', () => {
        // 25 requests spent token-wide in one interval, 490 spare for 3000 s: 25 × 3000 / 490 s.
        expect(shared(525, 500, 3_000)).toBeCloseTo((25 * 3_000 * SECOND) / 490, 0);
        expect(shared(525, 500, 3_000)).toBeGreaterThan(30 * SECOND);
      });

      it('lets a burst on a fresh window pass, weighing the share by twice what is spent', () => {
        // 5% spent: a tenth of the share, 25 × 3000 / 940 s × 0.1, under the schedule's 30 s.
        expect(shared(975, 950, 3_000)).toBeCloseTo((0.1 * 25 * 3_000 * SECOND) / 940, -1);
        expect(shared(975, 950, 3_000)).toBeLessThan(30 * SECOND);
      });

      it('does not compare readings of two windows', () => {
        expect(shared(20, 990, 3_000, -10)).toBe(delay(20));
      });

      it('never waits past the reset', () => {
        expect(shared(400, 20, 60)).toBeLessThanOrEqual(62 * SECOND);
      });
    });
  });
});
