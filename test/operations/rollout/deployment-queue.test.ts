/**
 * The queue as a stage of the report when no read saw the request waiting: the trigger answered
 * it queued, and it had left the queue by the run's first read. The platform's own times (when
 * the request was made, when its deployment began) then say how long it waited.
 */
import { describe, expect, it } from 'vitest';
import type { OperationContext } from '../../../src/run/context.ts';
import { QueueFollower } from '../../../src/operations/rollout/deployment-queue.ts';
import { PlatformApiError } from '../../../src/platform/errors.ts';

const REQUESTED = Date.parse('2026-11-20T10:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();

/** A run that triggered at REQUESTED on its own clock and reads the queue as `queue` answers. */
function follower(state: string, queue: () => Promise<unknown[]> = async () => [], requestedAt: string | null = iso(REQUESTED)) {
  let now = REQUESTED;
  const lines: string[] = [];
  const ctx = {
    client: { environments: { deploymentQueue: queue } },
    clock: { now: () => now, sleep: async (ms: number) => void (now += ms) },
    log: { info: (line: string) => lines.push(line), warning: (line: string) => lines.push(`warning: ${line}`) },
  } as unknown as OperationContext;
  const follow = new QueueFollower(ctx, 'env-1', 'request-1', REQUESTED, true, { state, requestedAt });
  return {
    follow,
    lines,
    /** The run's first read, `afterMs` after the trigger, finding the request's own state. */
    firstRead: async (afterMs: number, seen: string) => {
      now = REQUESTED + afterMs;
      return follow.poll(async () => seen)();
    },
  };
}

describe('a queued request that left the queue before the first read', () => {
  it('shows its wait from its request to the start of its deployment, as the platform times them', async () => {
    const { follow, firstRead, lines } = follower('DEPLOYMENT_QUEUED');
    expect(await firstRead(30_000, 'DEPLOYING')).toBe('DEPLOYING');
    const started = follow.settle(iso(REQUESTED + 12_000));
    expect(started).toBe(REQUESTED + 12_000);
    expect(follow.stage(4, 16, 'success')).toEqual({
      name: 'deployment queue',
      source: 'platform',
      startSeconds: 4,
      durationSeconds: 12,
      status: 'SUCCESS',
    });
    expect(lines).toContain(
      "Deployment request request-1 waited 12s in the queue before the first read (the platform's times say when its deployment began)",
    );
  });

  it('never shows a wait longer than the time to the first read that found it out', async () => {
    const { follow, firstRead } = follower('DEPLOYMENT_QUEUED');
    await firstRead(8_000, 'DEPLOYED');
    expect(follow.settle(iso(REQUESTED + 20_000))).toBe(REQUESTED + 8_000);
    expect(follow.stage(0, 8, 'success')).toMatchObject({ name: 'deployment queue', durationSeconds: 8 });
  });

  it('counts from the trigger when the answer gave no time of the request', async () => {
    const { follow, firstRead } = follower('QUEUED', async () => [], null);
    await firstRead(10_000, 'DEPLOYING');
    expect(follow.settle(iso(REQUESTED + 5_000))).toBe(REQUESTED + 5_000);
    expect(follow.stage(1, 6, 'success')).toMatchObject({ durationSeconds: 5 });
  });

  it('shows no queue for a request taken at once, one the trigger answered as started, or a time the platform did not give', async () => {
    const atOnce = follower('DEPLOYMENT_QUEUED');
    await atOnce.firstRead(6_000, 'DEPLOYING');
    expect(atOnce.follow.settle(iso(REQUESTED + 300))).toBe(REQUESTED);
    expect(atOnce.follow.stage(0, 0, 'success')).toBeUndefined();

    const running = follower('DEPLOYING');
    await running.firstRead(6_000, 'DEPLOYING');
    expect(running.follow.settle(iso(REQUESTED + 4_000))).toBe(REQUESTED);
    expect(running.follow.stage(0, 0, 'success')).toBeUndefined();

    const untold = follower('DEPLOYMENT_QUEUED');
    await untold.firstRead(6_000, 'DEPLOYING');
    expect(untold.follow.settle(undefined)).toBe(REQUESTED);
    expect(untold.follow.stage(0, 0, 'success')).toBeUndefined();
  });

  it('shows no queue time when the queue could not be read, as the warning says', async () => {
    const refused = follower('DEPLOYMENT_QUEUED', async () => {
      throw new PlatformApiError({
        kind: 'http',
        status: 403,
        message: 'forbidden',
        method: 'GET',
        path: '/environment/env-1/deploymentQueue',
      });
    });
    await refused.firstRead(6_000, 'DEPLOYING');
    expect(refused.follow.settle(iso(REQUESTED + 4_000))).toBe(REQUESTED);
    expect(refused.follow.stage(0, 0, 'success')).toBeUndefined();
    expect(refused.lines.some((line) => line.startsWith("warning: Could not read the environment's deployment queue"))).toBe(true);
  });

  it.each([404, 405, 501])('shows no queue time, silently and after one read, on a server without the queue (%i)', async (status) => {
    let reads = 0;
    const older = follower('DEPLOYMENT_QUEUED', async () => {
      reads += 1;
      throw new PlatformApiError({
        kind: 'http',
        status,
        message: `answered ${status}`,
        method: 'GET',
        path: '/environment/env-1/deploymentQueue',
      });
    });
    await expect(older.firstRead(6_000, 'DEPLOYING')).resolves.toBe('DEPLOYING');
    expect(older.follow.stage(0, 0, 'success')).toBeUndefined();
    expect(reads).toBe(1);
    expect(older.lines.filter((line) => line.startsWith('warning:'))).toEqual([]);
  });
});
