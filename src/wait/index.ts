export { createVirtualClock, systemClock, type Clock, type VirtualClock } from './clock.ts';
export { budgetDelay, RATE_LIMIT_RESERVE } from './pacing.ts';
export {
  FIRST_POLL_NOT_BEFORE_MS,
  MAX_POLL_INTERVAL_MS,
  MIN_POLL_INTERVAL_MS,
  nextPollDelay,
  type PollDelayInput,
} from './schedule.ts';
export { waitForDeployment, type WaitOptions, type WaitResult, type WaitVerdict } from './waiter.ts';
