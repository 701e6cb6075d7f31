/**
 * The run's clock a test can scale: PLATFORM_DEPLOY_TIME_SCALE takes only a share of the wall's
 * pace, never a pace faster than it or a value that is not a number, and a scaled clock keeps
 * its own time in step with its waits.
 */
import { describe, expect, it } from 'vitest';
import { scaledClock, timeScaleOf } from '../../src/basics/clock.ts';

describe('the time scale', () => {
  it('is any number in (0, 1]', () => {
    expect(timeScaleOf('0.05')).toBe(0.05);
    expect(timeScaleOf(' 0.5 ')).toBe(0.5);
    expect(timeScaleOf('1')).toBe(1);
    expect(timeScaleOf('1e-3')).toBe(0.001);
  });

  it('is 1, the wall, for anything else', () => {
    for (const value of [undefined, '', ' ', '0', '-0.5', '2', '1.5', 'fast', 'NaN', 'Infinity', '0x1', '0.5s']) {
      expect(timeScaleOf(value), String(value)).toBe(1);
    }
  });
});

describe('a scaled clock', () => {
  it('sleeps its share of the wall, and its time moves by the whole wait', async () => {
    const clock = scaledClock(0.05);
    const wallBefore = Date.now();
    const before = clock.now();
    const wallStart = Date.now();
    await clock.sleep(2_000);
    const wallEnd = Date.now();
    const waited = clock.now() - before;
    const wallAfter = Date.now();
    // A timer never fires early; a busy machine only makes it late, so the bounds below are one-sided.
    expect(wallEnd - wallStart).toBeGreaterThanOrEqual(99);
    expect(waited).toBeGreaterThanOrEqual(1_980);
    // The clock's time is the wall's divided by the scale, whatever the wait cost: its reads lie
    // between the wall's reads around them (an order, so a busy machine cannot break it), within
    // floating point's rounding of the division.
    expect(waited * 0.05).toBeGreaterThanOrEqual(wallEnd - wallStart - 1e-6);
    expect(waited * 0.05).toBeLessThanOrEqual(wallAfter - wallBefore + 1e-6);
    expect(clock.wallMs(10_000)).toBe(500);
  });

  it('at scale 1 is the wall itself', async () => {
    const clock = scaledClock(1);
    expect(Math.abs(clock.now() - Date.now())).toBeLessThanOrEqual(1);
    expect(clock.wallMs(10_000)).toBe(10_000);
  });
});

describe("an answer's limit", () => {
  it('scales, but never below a second of the wall, nor above the limit itself', () => {
    const clock = scaledClock(0.05);
    expect(clock.answerMs(30_000)).toBe(1_500);
    expect(clock.answerMs(10_000)).toBe(1_000);
    expect(clock.answerMs(400)).toBe(400);
    expect(scaledClock(1).answerMs(10_000)).toBe(10_000);
    expect(scaledClock(1).answerMs(400)).toBe(400);
  });
});
