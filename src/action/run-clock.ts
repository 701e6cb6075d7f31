/**
 * The run's clock paced by PLATFORM_DEPLOY_TIME_SCALE (a test knob), read once as the step
 * starts: imported first by each entry, so nothing has waited on the clock before.
 */
import { paceSystemClock, TIME_SCALE_VARIABLE, timeScaleOf } from '../basics/clock.ts';

paceSystemClock(timeScaleOf(process.env[TIME_SCALE_VARIABLE]));
