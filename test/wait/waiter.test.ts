import { describe, expect, it, vi } from 'vitest';
import { MIN_POLL_INTERVAL_MS } from '../../src/wait/index.ts';
import { fixedPollerReads, play, seeded, smallestGap, typicalTimeline } from './deployment.ts';

const SECOND = 1_000;
const SEEDS = [1, 2, 3, 4, 5];

async function detect(durationS: number, expectedS: number | undefined, seed: number) {
  const played = await play({
    timeline: typicalTimeline(durationS * SECOND),
    ...(expectedS === undefined ? {} : { expectedDurationMs: expectedS * SECOND }),
    random: seeded(seed),
  });
  return { ...played, lagMs: played.result.elapsedMs - durationS * SECOND };
}

describe('waitForDeployment: reads used and detection lag', () => {
  describe.each([10, 60, 600])('a %i s deployment', (durationS) => {
    it.each(SEEDS)('with the previous duration known, sees the end within 2 s on few reads (seed %i)', async (seed) => {
      const { result, lagMs, reads } = await detect(durationS, durationS, seed);
      expect(result.verdict).toBe('success');
      expect(lagMs).toBeGreaterThanOrEqual(0);
      expect(lagMs).toBeLessThanOrEqual(2 * SECOND);
      expect(reads.length).toBeLessThanOrEqual(fixedPollerReads(durationS * SECOND, 10 * SECOND) + 4);
      expect(smallestGap(reads)).toBeGreaterThanOrEqual(MIN_POLL_INTERVAL_MS);
    });

    it.each(SEEDS)('without it, uses fewer reads than a 3 s poller, lag within 10% + 3 s (seed %i)', async (seed) => {
      const { result, lagMs, reads } = await detect(durationS, undefined, seed);
      expect(result.verdict).toBe('success');
      expect(lagMs).toBeLessThanOrEqual(0.1 * durationS * SECOND + 3 * SECOND);
      expect(reads.length).toBeLessThan(fixedPollerReads(durationS * SECOND, 3 * SECOND));
      expect(smallestGap(reads)).toBeGreaterThanOrEqual(MIN_POLL_INTERVAL_MS);
    });
  });

  it.each([10, 30, 90])('meets the benchmark targets for a %i s deployment', async (durationS) => {
    for (const seed of SEEDS) {
      const known = await detect(durationS, durationS, seed);
      expect(known.lagMs).toBeLessThanOrEqual(2 * SECOND);
      expect(known.result.polls).toBeLessThanOrEqual(fixedPollerReads(durationS * SECOND, 10 * SECOND) + 4);
      const unknown = await detect(durationS, undefined, seed);
      expect(unknown.lagMs).toBeLessThanOrEqual(0.1 * durationS * SECOND + 3 * SECOND);
      expect(unknown.result.polls).toBeLessThan(fixedPollerReads(durationS * SECOND, 3 * SECOND));
    }
  });

  it('without a known duration, sees the end within 10% + 3 s whatever the deployment lasts', async () => {
    // Every length from 5 s to 10 minutes, in steps that fall anywhere between two polls.
    for (let durationMs = 5 * SECOND; durationMs <= 600 * SECOND; durationMs += 1_730) {
      const played = await play({ timeline: typicalTimeline(durationMs), random: seeded(durationMs) });
      expect(played.result.elapsedMs - durationMs).toBeLessThanOrEqual(0.1 * durationMs + 3 * SECOND);
    }
  });

  it('still sees a deployment that runs far longer than the previous one, backing off as it overruns', async () => {
    const { result, lagMs, reads } = await detect(300, 60, 1);
    expect(result.verdict).toBe('success');
    expect(lagMs).toBeLessThanOrEqual(30 * SECOND);
    expect(reads.length).toBeLessThan(fixedPollerReads(300 * SECOND, 3 * SECOND) / 2);
  });

  it('keeps reads 2 s apart even when each read takes time', async () => {
    const { result, reads } = await play({ timeline: typicalTimeline(120 * SECOND), expectedDurationMs: 120 * SECOND, readMs: 1_700 });
    expect(result.verdict).toBe('success');
    expect(smallestGap(reads)).toBeGreaterThanOrEqual(MIN_POLL_INTERVAL_MS);
  });
});

describe('waitForDeployment: a ten-minute deployment whose previous one took ten minutes', () => {
  const expectedMs = 600 * SECOND;

  it.each(SEEDS)('spends at most 20 reads when it lasts from 10% less to 2% more (seed %i)', async (seed) => {
    for (const share of [0.9, 0.95, 0.98, 1, 1.01, 1.02]) {
      const { result, reads } = await play({
        timeline: typicalTimeline(share * expectedMs),
        expectedDurationMs: expectedMs,
        random: seeded(seed),
      });
      expect(result.verdict).toBe('success');
      expect(reads.length).toBeLessThanOrEqual(20);
      expect(smallestGap(reads)).toBeGreaterThanOrEqual(MIN_POLL_INTERVAL_MS);
    }
  });

  it('sees a build that fails at any moment before the expected end within 10% of it + 3 s', async () => {
    for (let failedAt = SECOND; failedAt <= expectedMs; failedAt += 1_370) {
      const { result } = await play({
        timeline: [
          [0, 'BUILDING'],
          [failedAt, 'BUILD_ERROR'],
        ],
        expectedDurationMs: expectedMs,
        random: seeded(failedAt),
        readMs: 900,
      });
      expect(result.verdict).toBe('failure');
      expect(result.elapsedMs - failedAt).toBeLessThanOrEqual(0.1 * expectedMs + 3 * SECOND);
    }
  });

  it('sees an overrun within 2 s + a quarter of it, and within 30 s however long', async () => {
    for (let overrunMs = 0; overrunMs <= 600 * SECOND; overrunMs += 1_370) {
      const endedAt = expectedMs + overrunMs;
      const { result } = await play({
        timeline: typicalTimeline(endedAt),
        expectedDurationMs: expectedMs,
        random: seeded(overrunMs),
        timeoutMs: 60 * 60_000,
      });
      expect(result.verdict).toBe('success');
      expect(result.elapsedMs - endedAt).toBeLessThanOrEqual(Math.min(30 * SECOND, 2 * SECOND + 0.25 * overrunMs));
    }
  });
});

describe('waitForDeployment: states', () => {
  it('reports each state change once, with the elapsed time it was first seen', async () => {
    const onStateChange = vi.fn();
    const timeline = [
      [0, 'DEPLOYMENT_QUEUED'],
      [20 * SECOND, 'BUILDING'],
      [60 * SECOND, 'DEPLOYING'],
      [120 * SECOND, 'DEPLOYED'],
    ] as const;
    const { result } = await play({ timeline, onStateChange });
    expect(result.transitions.map((t) => t.state)).toEqual(['DEPLOYMENT_QUEUED', 'BUILDING', 'DEPLOYING', 'DEPLOYED']);
    expect(onStateChange.mock.calls).toEqual(result.transitions.map((t) => [t.state, t.atMs]));
    const times = result.transitions.map((t) => t.atMs);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(result.transitions.at(-1)?.atMs).toBe(result.elapsedMs);
  });

  it('treats a state it does not know as in progress and shows it raw', async () => {
    const { result } = await play({
      timeline: [
        [0, 'QUEUED'],
        [10 * SECOND, 'WARMING_UP'],
        [40 * SECOND, 'DEPLOYED'],
      ],
    });
    expect(result.verdict).toBe('success');
    expect(result.transitions.map((t) => t.state)).toContain('WARMING_UP');
  });

  it.each([
    ['BUILD_ERROR', 'failure'],
    ['DEPLOYMENT_ERROR', 'failure'],
    ['CANCELED', 'cancelled'],
  ])('ends on %s with %s', async (end, verdict) => {
    const { result } = await play({ timeline: typicalTimeline(30 * SECOND, end) });
    expect(result).toMatchObject({ verdict, state: end });
  });

  it('waits for DELETED when waiting for a deletion', async () => {
    const { result } = await play({
      purpose: 'delete',
      timeline: [
        [0, 'DEPLOYED'],
        [5 * SECOND, 'DELETING'],
        [25 * SECOND, 'DELETED'],
      ],
    });
    expect(result).toMatchObject({ verdict: 'success', state: 'DELETED' });
  });

  it('counts elapsed time and the timeout from the trigger, not from the call', async () => {
    const startMs = 1_700_000_000_000;
    const { result } = await play({
      startMs,
      triggeredAt: startMs - 50 * SECOND,
      timeoutMs: 60 * SECOND,
      timeline: [[0, 'DEPLOYING']],
    });
    expect(result).toMatchObject({ verdict: 'timed_out', elapsedMs: 60 * SECOND });
  });
});

describe('waitForDeployment: timeout', () => {
  it('gives timed_out with the last state at the deadline, without cancelling or reading past it', async () => {
    const { result, reads } = await play({
      timeline: [
        [0, 'QUEUED'],
        [20 * SECOND, 'DEPLOYING'],
      ],
      timeoutMs: 5 * 60_000,
    });
    expect(result).toMatchObject({ verdict: 'timed_out', state: 'DEPLOYING', elapsedMs: 5 * 60_000 });
    expect(reads.at(-1)).toBe(5 * 60_000);
    expect(result.polls).toBe(reads.length);
  });

  it('reads once more at the deadline so a success just before it counts', async () => {
    for (const seed of SEEDS) {
      const { result, reads } = await play({
        timeline: [
          [0, 'DEPLOYING'],
          [5 * 60_000 - SECOND, 'DEPLOYED'],
        ],
        timeoutMs: 5 * 60_000,
        random: seeded(seed),
      });
      expect(result.verdict).toBe('success');
      expect(smallestGap(reads)).toBeGreaterThanOrEqual(MIN_POLL_INTERVAL_MS);
    }
  });

  it('moves a read that would fall just before the deadline onto it, rather than skipping the last look', async () => {
    const still = await play({ timeline: [[0, 'DEPLOYING']], random: () => 0, timeoutMs: 10 * 60_000 });
    const scheduledRead = still.reads.find((at) => at > 60 * SECOND) ?? 0;
    const { result, reads } = await play({
      timeline: [
        [0, 'DEPLOYING'],
        [scheduledRead + 500, 'DEPLOYED'],
      ],
      random: () => 0,
      timeoutMs: scheduledRead + SECOND,
    });
    expect(result.verdict).toBe('success');
    expect(reads.at(-1)).toBe(scheduledRead + SECOND);
  });

  it('reads at least once even with a timeout shorter than the first interval', async () => {
    const { result, reads } = await play({ timeline: [[0, 'DELETED']], purpose: 'delete', timeoutMs: 1 });
    expect(result.verdict).toBe('success');
    expect(reads).toEqual([1]);
  });

  it('slows to its share when other runs drain the same token, and keeps the schedule when alone', async () => {
    const startMs = 1_700_000_000_000;
    const resetAt = startMs + 3_000 * SECOND;
    // A tenth of the window spent in its first ten minutes; alone, each read costs the token one
    // request; shared, 29 more go to other runs per read, a pace that would spend the limit.
    const spending = (perRead: number) => (read: number) => ({
      limit: 1_000,
      remaining: 900 - perRead * read,
      resetAt,
      observedAt: startMs,
    });
    const gaps = (reads: number[]) => reads.slice(1).map((at, index) => at - reads[index]!);
    const alone = await play({
      timeline: typicalTimeline(600 * SECOND),
      expectedDurationMs: 600 * SECOND,
      random: seeded(1),
      startMs,
      headers: spending(1),
    });
    const shared = await play({
      timeline: typicalTimeline(600 * SECOND),
      expectedDurationMs: 600 * SECOND,
      random: seeded(1),
      startMs,
      headers: spending(30),
    });
    // Alone, a ten-minute deployment is read at most every 10% of it + 1 s.
    expect(Math.max(...gaps(alone.reads))).toBeLessThanOrEqual(61 * SECOND);
    expect(Math.max(...gaps(shared.reads))).toBeGreaterThan(61 * SECOND);
    expect(shared.reads.length).toBeLessThan(alone.reads.length);
    expect(shared.result.verdict).toBe('success');
  });
});

describe('waitForDeployment: a deployment whose last one lasted ten hours (a hung one ended by its timeout)', () => {
  const tenHours = 10 * 3_600 * SECOND;

  it('sees a build failing after 4 s within a minute, on a plentiful budget', async () => {
    for (const seed of SEEDS) {
      const { result, reads } = await play({
        timeline: [
          [0, 'BUILDING'],
          [4 * SECOND, 'BUILD_ERROR'],
        ],
        expectedDurationMs: tenHours,
        random: seeded(seed),
      });
      expect(result.verdict).toBe('failure');
      expect(reads.at(-1)!).toBeLessThanOrEqual(60 * SECOND);
    }
  });

  it('never leaves a minute between two reads however long it waits, and says nothing of a scarce budget', async () => {
    let saidScarce = 0;
    const { result, reads } = await play({
      timeline: [[0, 'BUILDING']],
      expectedDurationMs: tenHours,
      timeoutMs: 30 * 60 * SECOND,
      readMs: 300,
      onScarceBudget: () => (saidScarce += 1),
    });
    expect(result.verdict).toBe('timed_out');
    const gaps = reads.slice(1).map((at, i) => at - reads[i]!);
    expect(Math.max(reads[0]!, ...gaps)).toBeLessThanOrEqual(60 * SECOND);
    // Half an hour read about once a minute: some 31 reads, where a short deployment's would take 60.
    expect(reads.length).toBeLessThanOrEqual(35);
    expect(saidScarce).toBe(0);
  });
});
