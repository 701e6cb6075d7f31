export const id = 31;
export const ids = [31];
export const modules = {

/***/ 2029:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Is: () => (/* binding */ isSettled),
/* harmony export */   ai: () => (/* binding */ classifyState),
/* harmony export */   vx: () => (/* binding */ isBeingDeleted)
/* harmony export */ });
function classifyState(state, purpose) {
    if (state.endsWith('_ERROR'))
        return 'failure';
    if (state === 'CANCELED')
        return 'cancelled';
    if (purpose === 'delete')
        return state === 'DELETED' ? 'success' : 'in_progress';
    if (state === 'DEPLOYED' || state === 'RESTARTED')
        return 'success';
    return 'in_progress';
}
/**
 * States in which nothing moves by itself: never deployed (READY), stopped, deleted, or one the
 * service leaves ambiguous. A status check has nothing to wait for in them.
 */
const SETTLED_STATES = new Set(['READY', 'RECAP', 'UNAVAILABLE', 'STOPPED', 'DELETED']);
function isSettled(state) {
    return SETTLED_STATES.has(state);
}
/** An environment on its way out: it must not be adopted as a preview. */
function isBeingDeleted(state) {
    return state === 'DELETE_QUEUED' || state === 'DELETING' || state === 'WAITING_DELETING' || state === 'DELETED';
}


/***/ }),

/***/ 9031:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  FIRST_POLL_NOT_BEFORE_MS: () => (/* reexport */ FIRST_POLL_NOT_BEFORE_MS),
  MAX_POLL_INTERVAL_MS: () => (/* reexport */ MAX_POLL_INTERVAL_MS),
  MIN_POLL_INTERVAL_MS: () => (/* reexport */ MIN_POLL_INTERVAL_MS),
  RATE_LIMIT_RESERVE: () => (/* reexport */ pacing/* RATE_LIMIT_RESERVE */.a),
  budgetDelay: () => (/* reexport */ pacing/* budgetDelay */.B),
  createVirtualClock: () => (/* reexport */ createVirtualClock),
  nextPollDelay: () => (/* reexport */ nextPollDelay),
  systemClock: () => (/* reexport */ systemClock),
  waitForDeployment: () => (/* reexport */ waitForDeployment)
});

;// CONCATENATED MODULE: ./src/wait/clock.ts
/**
 * Time as the waiter sees it. Injected so tests and the benchmark run a half-hour wait in
 * milliseconds on a virtual clock.
 */
const systemClock = {
    now: () => Date.now(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms))),
};
function createVirtualClock(startMs = 0) {
    let time = startMs;
    const advance = (ms) => {
        time += Math.max(0, ms);
    };
    return {
        now: () => time,
        advance,
        sleep: async (ms) => advance(ms),
    };
}

// EXTERNAL MODULE: ./src/wait/pacing.ts
var pacing = __webpack_require__(2273);
;// CONCATENATED MODULE: ./src/wait/schedule.ts

const MIN_POLL_INTERVAL_MS = 2_000;
const MAX_POLL_INTERVAL_MS = 30_000;
/**
 * The environment status endpoint still shows the previous deployment's state for a few seconds
 * after a trigger (the vendor's CLI waits 3 s): no read before then, whichever endpoint is polled.
 */
const FIRST_POLL_NOT_BEFORE_MS = 3_000;
/** Jitter moves a delay by at most this share of its part above the minimum, so bounds hold. */
const JITTER = 0.1;
/*
 * Without a known duration the polls sit on a fixed grid counted from the trigger: the first at
 * 8 s, then every 2.6 s plus 9% of the elapsed time, each late by at most 5% of its gap. A
 * deployment that ends just after a poll is seen one gap later, so the detection lag stays within
 * 10% of the duration + 3 s at worst (for anything lasting 5 s or more), for fewer requests than a
 * 3 s poller's. A grid, rather than intervals chained from the last poll, keeps jitter and slow
 * reads from drifting the schedule.
 */
const UNGUIDED_FIRST_POLL_MS = 8_000;
const UNGUIDED_BASE_INTERVAL_MS = 2_600;
const UNGUIDED_GROWTH = 0.09;
const UNGUIDED_JITTER = 0.05;
/*
 * With a known duration the polls halve the distance to a target just after the expected end,
 * land on it, then read every 2 s and back off as the overrun grows. The target sits a second
 * past the expected end so that a deployment that finishes on time is seen on that one read.
 */
const EXPECTED_END_MARGIN_MS = 1_000;
const APPROACH_SHARE = 0.5;
const OVERRUN_GROWTH = 0.2;
function clamp(value, low, high) {
    return Math.min(high, Math.max(low, value));
}
/** The interval of the schedule that knows nothing about the duration, at a given elapsed time. */
function unguidedInterval(elapsedMs) {
    return Math.min(MAX_POLL_INTERVAL_MS, UNGUIDED_BASE_INTERVAL_MS + UNGUIDED_GROWTH * Math.max(0, elapsedMs));
}
function unguidedDelay(elapsedMs, random) {
    let previous = 0;
    let next = UNGUIDED_FIRST_POLL_MS;
    while (next <= elapsedMs) {
        previous = next;
        next += unguidedInterval(next);
    }
    // Late, never early: a read just before a grid point would make the point after it the next target.
    const spread = UNGUIDED_JITTER * random() * Math.max(0, next - previous - MIN_POLL_INTERVAL_MS);
    return clamp(next - elapsedMs + spread, MIN_POLL_INTERVAL_MS, MAX_POLL_INTERVAL_MS);
}
function guidedDelay(elapsedMs, expectedDurationMs, random) {
    const untilTarget = expectedDurationMs + EXPECTED_END_MARGIN_MS - elapsedMs;
    if (untilTarget >= 2 * MIN_POLL_INTERVAL_MS) {
        const approach = Math.min(MAX_POLL_INTERVAL_MS, untilTarget * APPROACH_SHARE);
        // Early, never late: overshooting the target would skip the dense reads around it.
        return clamp(approach - JITTER * random() * (approach - MIN_POLL_INTERVAL_MS), MIN_POLL_INTERVAL_MS, MAX_POLL_INTERVAL_MS);
    }
    if (untilTarget >= MIN_POLL_INTERVAL_MS)
        return untilTarget;
    const overrunMs = Math.max(0, -untilTarget);
    const backoff = MIN_POLL_INTERVAL_MS + OVERRUN_GROWTH * overrunMs * (1 + JITTER * random());
    return clamp(backoff, MIN_POLL_INTERVAL_MS, unguidedInterval(elapsedMs));
}
/** The delay before the next status read. Pure; exported for tests and the benchmark. */
function nextPollDelay(input) {
    const { elapsedMs, expectedDurationMs, random } = input;
    const scheduled = expectedDurationMs !== undefined && Number.isFinite(expectedDurationMs) && expectedDurationMs >= 0
        ? guidedDelay(elapsedMs, expectedDurationMs, random)
        : unguidedDelay(elapsedMs, random);
    const delay = Math.max(scheduled, FIRST_POLL_NOT_BEFORE_MS - elapsedMs);
    return Math.max(delay, (0,pacing/* budgetDelay */.B)(input.rateLimit, input.now, random, input.previousRateLimit));
}

// EXTERNAL MODULE: ./src/platform/states.ts
var states = __webpack_require__(2029);
// EXTERNAL MODULE: ./src/platform/errors.ts
var errors = __webpack_require__(6316);
;// CONCATENATED MODULE: ./src/wait/faults.ts
/** Which failed status reads the wait outlives, and how long it waits before the next. */



/** The fault a wait can outlive, or undefined when the error must end the wait. */
function pollFaultOf(error) {
    if (!(error instanceof errors/* PlatformApiError */.es))
        return undefined;
    if (error.status === 429)
        return 'rate-limited';
    if (error.status === 409)
        return 'busy';
    return error.retryable ? 'transient' : undefined;
}
/** Spreads the runs that a 429 sent to sleep until the same instant. */
const RATE_LIMIT_SPREAD_MS = 2_000;
/** Full jitter above the floor over a doubling ceiling, so failed runs do not retry in step. */
function backoff(failures, random) {
    const ceiling = Math.min(MAX_POLL_INTERVAL_MS, MIN_POLL_INTERVAL_MS * 2 ** Math.max(1, failures));
    return MIN_POLL_INTERVAL_MS + random() * (ceiling - MIN_POLL_INTERVAL_MS);
}
/** The delay before the read that follows a failed one. */
function retryDelay(input) {
    const { fault, error, failures, random, rateLimit, now } = input;
    const budget = (0,pacing/* budgetDelay */.B)(rateLimit, now, random);
    if (fault === 'rate-limited') {
        const retryAfterMs = error instanceof errors/* PlatformApiError */.es ? error.retryAfterMs : undefined;
        const asked = retryAfterMs !== undefined && Number.isFinite(retryAfterMs) ? retryAfterMs : Math.max(budget, backoff(failures, random));
        return Math.max(MIN_POLL_INTERVAL_MS, asked) + random() * RATE_LIMIT_SPREAD_MS;
    }
    return Math.max(backoff(failures, random), budget);
}

;// CONCATENATED MODULE: ./src/wait/waiter.ts



/**
 * How long to sleep before the next read, or undefined when no read fits before the deadline.
 * A read that would fall past the deadline, or closer than the minimum interval to it, moves to
 * the deadline itself, so a deployment that ends just before the timeout is not reported as
 * timed out.
 */
function sleepBeforeRead(delayMs, leftMs, readAtDeadline, hasRead) {
    if (leftMs <= 0 || (hasRead && leftMs < MIN_POLL_INTERVAL_MS))
        return undefined;
    if (delayMs + MIN_POLL_INTERVAL_MS <= leftMs)
        return delayMs;
    return readAtDeadline ? leftMs : undefined;
}
async function waitForDeployment(options) {
    const { clock, poll, purpose } = options;
    const random = options.random ?? Math.random;
    const startedAt = options.triggeredAt ?? clock.now();
    const deadline = startedAt + options.timeoutMs;
    const transitions = [];
    let state = '';
    let polls = 0;
    let failures = 0;
    // After a 429 whose wait reaches past the deadline a read there would only be refused again.
    let readAtDeadline = true;
    let previousRateLimit;
    const scheduled = () => {
        const now = clock.now();
        const rateLimit = options.rateLimit?.();
        const delay = nextPollDelay({ elapsedMs: now - startedAt, expectedDurationMs: options.expectedDurationMs, random, rateLimit, previousRateLimit, now });
        previousRateLimit = rateLimit;
        return delay;
    };
    const result = (verdict) => ({ verdict, state, polls, elapsedMs: clock.now() - startedAt, transitions });
    let delay = scheduled();
    for (;;) {
        const sleepMs = sleepBeforeRead(delay, deadline - clock.now(), readAtDeadline, polls > 0);
        if (sleepMs === undefined) {
            await clock.sleep(Math.max(0, deadline - clock.now()));
            return result('timed_out');
        }
        await clock.sleep(sleepMs);
        polls += 1;
        let seen;
        try {
            seen = await poll();
        }
        catch (error) {
            const fault = pollFaultOf(error);
            if (fault === undefined)
                throw error;
            failures += 1;
            delay = retryDelay({ fault, error, failures, random, rateLimit: options.rateLimit?.(), now: clock.now() });
            readAtDeadline = fault !== 'rate-limited' || delay <= deadline - clock.now();
            options.onPollError?.(error, delay);
            continue;
        }
        failures = 0;
        readAtDeadline = true;
        if (seen !== state || transitions.length === 0) {
            state = seen;
            const atMs = clock.now() - startedAt;
            transitions.push({ state, atMs });
            options.onStateChange?.(state, atMs);
        }
        const verdict = (0,states/* classifyState */.ai)(state, purpose);
        if (verdict !== 'in_progress')
            return result(verdict);
        delay = scheduled();
    }
}

;// CONCATENATED MODULE: ./src/wait/index.ts






/***/ }),

/***/ 2273:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ budgetDelay),
/* harmony export */   a: () => (/* binding */ RATE_LIMIT_RESERVE)
/* harmony export */ });
/** Requests left untouched for this run's other calls and for other runs on the same token. */
const RATE_LIMIT_RESERVE = 10;
/** Spreads a wait that ends at a window reset so that runs sharing the token do not all wake at once. */
const RESET_SPREAD_MS = 2_000;
/**
 * The least delay before the next request that the remaining budget allows; 0 when the budget
 * does not constrain (no headers seen, or the window has already reset).
 *
 * A run alone on the token weighs the even share of what is left (time to reset / spare
 * requests) by how much of the limit is already spent: a fresh window does not slow it (one wait
 * costs a handful of requests), an exhausted one waits for the reset.
 *
 * `previous` is what this run saw at its previous read. When the remaining count has dropped by
 * more than that one read since, other runs are spending the same token, and their number is
 * unknown; but the drop is what the whole token spent in one of this run's intervals, so waiting
 * for the even share of that many requests (drop × time to reset / spare) makes every run that
 * does the same bring the token's rate down to what lasts until the reset, however many they are.
 */
function budgetDelay(rateLimit, now, random, previous) {
    if (rateLimit === undefined)
        return 0;
    const windowMs = rateLimit.resetAt - now;
    if (windowMs <= 0)
        return 0;
    const toReset = windowMs + random() * RESET_SPREAD_MS;
    const spare = rateLimit.remaining - RATE_LIMIT_RESERVE;
    if (spare <= 0)
        return toReset;
    const drop = previous !== undefined && sameWindow(previous, rateLimit) ? previous.remaining - rateLimit.remaining : 0;
    if (drop > 1)
        return Math.min(toReset, (drop * windowMs) / spare);
    const spent = rateLimit.limit ? Math.min(1, Math.max(0, 1 - rateLimit.remaining / rateLimit.limit)) : 1;
    return (spent * windowMs) / spare;
}
/** The reset time comes in whole seconds: two readings of one window agree to within one. */
function sameWindow(a, b) {
    return Math.abs(a.resetAt - b.resetAt) <= 1_000;
}


/***/ })

};
