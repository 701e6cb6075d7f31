export const id = 368;
export const ids = [368];
export const modules = {

/***/ 8885:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ml: () => (/* binding */ systemClock)
/* harmony export */ });
/* unused harmony exports TIME_SCALE_VARIABLE, timeScaleOf, scaledClock, createVirtualClock */
/**
 * Time as the waiter sees it. Injected so tests and the benchmark run a half-hour wait in
 * milliseconds on a virtual clock.
 */
/** Whatever the scale, an answer is given this long of the wall's clock (less only when `ms` is less). */
const ANSWER_FLOOR_MS = 1_000;
/**
 * A test knob, never a user's setting: every wait of the action runs this share of its length
 * (0.05: a 60 s wait takes 3 s), so an end-to-end test paired with an emulator of the same
 * `speed` keeps every duration's meaning in a fraction of the time.
 */
const TIME_SCALE_VARIABLE = 'PLATFORM_DEPLOY_TIME_SCALE';
/** The scale `value` names: a number in (0, 1]; anything else is 1, the wall's own pace. */
function timeScaleOf(value) {
    const scale = value === undefined || value.trim() === '' ? Number.NaN : Number(value);
    return scale > 0 && scale <= 1 ? scale : 1;
}
/**
 * A clock that runs `1 / scale` times faster than the wall from `origin` on: a wait of `ms` on it
 * takes `ms * scale` of the wall's, and its `now` moves on by as much as the waits it held.
 */
function scaledClock(scale, origin = Date.now()) {
    return {
        now: () => (scale === 1 ? Date.now() : origin + (Date.now() - origin) / scale),
        sleep: (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms * scale))),
        wallMs: (ms) => ms * scale,
        answerMs: (ms) => Math.max(ms * scale, Math.min(ms, ANSWER_FLOOR_MS)),
    };
}
/** Read once, when the action starts: a run's waits never change pace half-way. */
const systemClock = scaledClock(timeScaleOf(process.env[TIME_SCALE_VARIABLE]));
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


/***/ }),

/***/ 4612:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Wn: () => (/* binding */ urlsOf),
/* harmony export */   d3: () => (/* binding */ RunRecord),
/* harmony export */   n4: () => (/* binding */ preferredLinks),
/* harmony export */   rt: () => (/* binding */ rolledBackTo),
/* harmony export */   yJ: () => (/* binding */ SWEEP_REASON_TEXT)
/* harmony export */ });
/** The default link first, then the others in the platform's order. */
function preferredLinks(links) {
    return [...links]
        .sort((a, b) => Number(b.is_default) - Number(a.is_default))
        .map((link) => ({ url: link.url, isDefault: link.is_default === true, ...(link.service_id ? { serviceId: link.service_id } : {}) }));
}
/** The `urls` output and the GitHub Deployment's map: `{"web": "https://…", …}`. */
function urlsOf(result) {
    return Object.fromEntries((result.serviceUrls ?? []).map((service) => [service.name, service.url]));
}
const SWEEP_REASON_TEXT = {
    closed: 'pull request closed',
    merged: 'pull request merged',
    'not-found': 'pull request does not exist',
    'max-age': 'last deployment older than max-age-days',
};
/** The `rolled-back-to` output: each service put back, by name, at its version; empty unless the rollback succeeded. */
function rolledBackTo(result) {
    const rollback = result.rollback;
    if (rollback?.outcome !== 'success')
        return {};
    return Object.fromEntries(rollback.services.map((service) => [service.name, service.to]));
}
/**
 * The record of one run while it happens: the stages measured so far and what is known of the
 * environment, so that a run which fails half-way still reports where it was and what it made.
 */
class RunRecord {
    operation;
    stages = [];
    plan = [];
    environmentId = '';
    environmentName = '';
    created = false;
    deploymentRequestId = '';
    state = '';
    commit = '';
    secretNames = [];
    services = [];
    unchangedSince = [];
    swept = [];
    openPreviews;
    workingHours;
    /** Sealed by the operation (carried.ts). */
    carry;
    url = '';
    links = [];
    serviceUrls = [];
    failedStage;
    failure;
    clock;
    startedAt;
    current;
    constructor(operation, clock) {
        this.operation = operation;
        this.clock = clock;
        this.startedAt = clock.now();
    }
    /** Seconds since the run began. */
    elapsed(at = this.clock.now()) {
        return Math.round((at - this.startedAt) / 100) / 10;
    }
    /** Runs one action stage, timing it; a throw marks the stage ERROR and names it as failed. */
    async stage(name, work) {
        const start = this.clock.now();
        this.current = name;
        try {
            const value = await work();
            this.stages.push({
                name,
                source: 'action',
                startSeconds: this.elapsed(start),
                durationSeconds: Math.round((this.elapsed() - this.elapsed(start)) * 10) / 10,
                status: 'SUCCESS',
            });
            return value;
        }
        catch (error) {
            this.stages.push({
                name,
                source: 'action',
                startSeconds: this.elapsed(start),
                durationSeconds: Math.round((this.elapsed() - this.elapsed(start)) * 10) / 10,
                status: 'ERROR',
            });
            this.failedStage ??= name;
            throw error;
        }
        finally {
            this.current = undefined;
        }
    }
    get currentStage() {
        return this.current;
    }
    result(outcome, summary) {
        return {
            operation: this.operation,
            outcome,
            state: this.state,
            environmentId: this.environmentId,
            environmentName: this.environmentName,
            created: this.created,
            deploymentRequestId: this.deploymentRequestId,
            url: this.url,
            links: this.links,
            ...(this.serviceUrls.length > 0 ? { serviceUrls: this.serviceUrls.map((service) => ({ ...service })) } : {}),
            commit: this.commit,
            durationSeconds: this.elapsed(),
            stages: [...this.stages].sort((a, b) => a.startSeconds - b.startSeconds),
            ...(this.failedStage !== undefined && outcome !== 'success' ? { failedStage: this.failedStage } : {}),
            summary,
            ...(this.failure !== undefined && outcome !== 'success' ? { failure: this.failure } : {}),
            plan: [...this.plan],
            secretNames: [...this.secretNames],
            ...(this.services.length > 0 ? { services: this.services.map((service) => ({ ...service })) } : {}),
            ...(this.unchangedSince.length > 0 ? { unchangedSince: [...this.unchangedSince] } : {}),
            ...(this.operation === 'sweep' ? { swept: [...this.swept] } : {}),
            ...(this.openPreviews ? { openPreviews: this.openPreviews.map((open) => ({ ...open })) } : {}),
            ...(this.workingHours ? { workingHours: this.workingHours } : {}),
            ...(this.carry ? { carry: this.carry } : {}),
        };
    }
}


/***/ })

};
