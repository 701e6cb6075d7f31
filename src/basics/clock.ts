/**
 * Time as the waiter sees it. Injected so tests and the benchmark run a half-hour wait in
 * milliseconds on a virtual clock.
 */

export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
  sleep(ms: number): Promise<void>;
}

/** The run's own clock: every wait, limit and deadline of the action is counted on it. */
export interface RunClock extends Clock {
  /** `ms` of this clock as wall-clock ms, for a timer Node keeps (the report's end, a plugin's wait). */
  wallMs(ms: number): number;
  /**
   * A limit on an answer's time (a request's, a socket's idle time) as wall-clock ms: scaled as
   * `wallMs`, but never below ANSWER_FLOOR_MS of the wall's (nor `ms` itself), since the time a
   * server takes to answer is the machine's, which no scale shortens.
   */
  answerMs(ms: number): number;
}

/** Whatever the scale, an answer is given this long of the wall's clock (less only when `ms` is less). */
const ANSWER_FLOOR_MS = 1_000;

/**
 * A test knob, never a user's setting: every wait of the action runs this share of its length
 * (0.05: a 60 s wait takes 3 s), so an end-to-end test paired with an emulator of the same
 * `speed` keeps every duration's meaning in a fraction of the time.
 */
export const TIME_SCALE_VARIABLE = 'PLATFORM_DEPLOY_TIME_SCALE';

/** The scale `value` names: a number in (0, 1]; anything else is 1, the wall's own pace. */
export function timeScaleOf(value: string | undefined): number {
  const scale = value === undefined || value.trim() === '' ? Number.NaN : Number(value);
  return scale > 0 && scale <= 1 ? scale : 1;
}

/**
 * A clock that runs `1 / scale` times faster than the wall from `origin` on: a wait of `ms` on it
 * takes `ms * scale` of the wall's, and its `now` moves on by as much as the waits it held.
 */
export function scaledClock(scale: number, origin = Date.now()): RunClock {
  return {
    now: () => (scale === 1 ? Date.now() : origin + (Date.now() - origin) / scale),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms * scale))),
    wallMs: (ms) => ms * scale,
    answerMs: (ms) => Math.max(ms * scale, Math.min(ms, ANSWER_FLOOR_MS)),
  };
}

let paced: RunClock = scaledClock(1);

/** The run's clock: the wall's pace until the action's start sets it (paceSystemClock). */
export const systemClock: RunClock = {
  now: () => paced.now(),
  sleep: (ms) => paced.sleep(ms),
  wallMs: (ms) => paced.wallMs(ms),
  answerMs: (ms) => paced.answerMs(ms),
};

/** Set once, when the action starts (action/run-clock.ts): a run's waits never change pace half-way. */
export function paceSystemClock(scale: number): void {
  paced = scaledClock(scale);
}

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
