export { createVirtualClock, systemClock, type Clock, type VirtualClock } from '../basics/clock.ts';
export { RATE_LIMIT_RESERVE } from './pacing.ts';
export { MAX_POLL_INTERVAL_MS, MIN_POLL_INTERVAL_MS, nextPollDelay } from './schedule.ts';
export { waitForDeployment, type WaitOptions, type WaitResult } from './waiter.ts';
