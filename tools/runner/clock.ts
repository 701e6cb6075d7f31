/**
 * A clock that runs `1 / scale` times faster than the wall: pair it with the emulator's
 * `speed: scale` so a 5-minute timeout or a 2-second poll interval keeps its meaning while a
 * test takes a fraction of a second.
 */
import type { Clock } from '../../src/wait/index.ts';

export function scaledClock(scale: number): Clock {
  const origin = Date.now();
  return {
    now: () => origin + (Date.now() - origin) / scale,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms * scale))),
  };
}
