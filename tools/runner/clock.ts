/**
 * A clock that runs `1 / scale` times faster than the wall: pair it with the emulator's
 * `speed: scale` so a 5-minute timeout or a 2-second poll interval keeps its meaning while a
 * test takes a fraction of a second. The action's own, which `PLATFORM_DEPLOY_TIME_SCALE` sets
 * for a run of the bundle.
 */
export { scaledClock } from '../../src/basics/clock.ts';
