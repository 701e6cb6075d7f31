/**
 * A deployment played on a virtual clock: the state the platform would answer at each moment,
 * the times the waiter read it, and faults or rate-limit headers on chosen reads.
 */
import type { RateLimitState } from '../../src/platform/transport.ts';
import { createVirtualClock, waitForDeployment, type VirtualClock, type WaitOptions, type WaitResult } from '../../src/wait/index.ts';

/** Deterministic jitter source (mulberry32). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** States by elapsed ms since the trigger, in order. */
export type Timeline = readonly (readonly [atMs: number, state: string])[];

export function typicalTimeline(durationMs: number, end = 'DEPLOYED'): Timeline {
  return [
    [0, 'DEPLOYMENT_QUEUED'],
    [durationMs * 0.1, 'BUILDING'],
    [durationMs * 0.6, 'DEPLOYING'],
    [durationMs, end],
  ];
}

export interface Played {
  result: WaitResult;
  /** Elapsed ms of every read, failed ones included. */
  reads: number[];
  clock: VirtualClock;
}

export interface PlayOptions extends Partial<Omit<WaitOptions, 'poll' | 'clock'>> {
  timeline: Timeline;
  /** Thrown instead of answering on the read with this 1-based number. */
  faults?: ReadonlyMap<number, unknown>;
  /** The rate-limit headers of the answer to a read, given its number and the clock. */
  headers?: (read: number, now: number) => RateLimitState | undefined;
  /** The rate limit the run saw before its first read (its set-up's answers). */
  rateLimitBefore?: RateLimitState;
  /** Virtual time each read takes. */
  readMs?: number;
  startMs?: number;
}

export async function play(options: PlayOptions): Promise<Played> {
  const { timeline, faults, headers, rateLimitBefore, readMs = 0, startMs = 1_700_000_000_000, ...wait } = options;
  const clock = createVirtualClock(startMs);
  const triggeredAt = wait.triggeredAt ?? clock.now();
  const reads: number[] = [];
  let rateLimit: RateLimitState | undefined = rateLimitBefore;
  const poll = async (): Promise<string> => {
    reads.push(clock.now() - triggeredAt);
    clock.advance(readMs);
    rateLimit = headers?.(reads.length, clock.now()) ?? rateLimit;
    const fault = faults?.get(reads.length);
    if (fault !== undefined) throw fault;
    const elapsed = clock.now() - triggeredAt;
    return timeline.filter(([atMs]) => atMs <= elapsed).at(-1)?.[1] ?? '';
  };
  const result = await waitForDeployment({
    purpose: 'deploy',
    timeoutMs: 30 * 60_000,
    random: seeded(1),
    rateLimit: () => rateLimit,
    ...wait,
    triggeredAt,
    poll,
    clock,
  });
  return { result, reads, clock };
}

/** Smallest gap between consecutive reads. */
export function smallestGap(reads: readonly number[]): number {
  return Math.min(...reads.slice(1).map((at, i) => at - (reads[i] ?? 0)));
}

/** Reads a poller at a fixed interval makes before it sees a deployment of `durationMs` end. */
export function fixedPollerReads(durationMs: number, intervalMs: number): number {
  return Math.ceil(durationMs / intervalMs);
}
