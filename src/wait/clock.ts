/**
 * Time as the waiter sees it. Injected so tests and the benchmark run a half-hour wait in
 * milliseconds on a virtual clock.
 */

export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms))),
};

/** A clock whose sleep returns at once after moving virtual time forward. */
export interface VirtualClock extends Clock {
  /** Moves time forward without a sleep, e.g. for a status request that takes a while. */
  advance(ms: number): void;
}

export function createVirtualClock(startMs = 0): VirtualClock {
  let time = startMs;
  const advance = (ms: number): void => {
    time += Math.max(0, ms);
  };
  return {
    now: () => time,
    advance,
    sleep: async (ms) => advance(ms),
  };
}
