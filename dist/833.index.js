export const id = 833;
export const ids = [833];
export const modules = {

/***/ 7833:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  operate: () => (/* reexport */ operate),
  runReported: () => (/* reexport */ runReported)
});

// EXTERNAL MODULE: ./src/basics/clock.ts
var clock = __webpack_require__(8885);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/run/carried.ts
/**
 * What one run learned that a later run may reuse to spend less time reading: the organization
 * and project the `environment` input's names led to (left in every run's GitHub Deployment, and
 * in a pull request's sticky comment, for any later run of the same input). It is a hint, never an
 * answer: the run still reads what a run without it reads to resolve the names, only all at once
 * instead of one level after the other (operations/environment/earlier-runs.ts), so a project
 * renamed, an environment recreated or a preview changed by hand is seen as if nothing were carried.
 * Anyone who can edit a comment or a Deployment can change it, so it travels sealed: an
 * HMAC-SHA256 keyed with the api-token over the inputs it answers (api-url, environment) and the
 * ids. An edit, or a copy to another input, fails the seal and is ignored.
 */

/** What a comment's marker or a GitHub Deployment carries for any later run of the same input: the project the run's target is in, sealed. */
function sealRoute(config, target) {
    if (!target.organizationId || !target.projectId || !config.environmentPath)
        return undefined;
    return sealCarried(config, { project: { id: target.projectId, organization: { id: target.organizationId } } });
}
/**
 * Where this run looks for what earlier runs left: the pull request's comment (an opened or
 * reopened pull request's carries nothing worth its read), and the repository's GitHub
 * Deployments. undefined: nowhere, and GitHub is not asked. Only names have something to hint.
 */
function whereLeft(config, action) {
    if (config.githubToken === '' || config.environmentPath === undefined)
        return undefined;
    const comments = config.operation === 'preview' && config.comment !== 'off' && action !== 'opened' && action !== 'reopened';
    const deployments = config.githubDeployment;
    return comments || deployments ? { comments, deployments } : undefined;
}
/** An older version's pull request state, bound to its number too: only its project is taken. */
const PULL_REQUEST = 'p1';
const ROUTE = 'r1';
/*
 * Checked by hand, not with the schemas: sealing and unsealing happen before the first platform
 * request, which is sent before the schemas' chunk (zod) is loaded.
 */
const isText = (value) => typeof value === 'string' && value !== '';
const isRef = (value) => isText(value?.id);
function projectOf(value) {
    const project = value;
    return project && isText(project.id) && isRef(project.organization)
        ? { id: project.id, organization: { id: project.organization.id } }
        : undefined;
}
/** The inputs a state answers: any of them changed, and it answers nothing. */
function boundTo(config, pullRequests) {
    const path = config.environmentPath;
    return JSON.stringify([
        config.apiUrl,
        path ? [path.organization, path.project, path.environment] : config.environmentId,
        ...(pullRequests ? [config.previewName, config.pullRequest?.number ?? 0] : []),
    ]);
}
function sealOf(config, payload, pullRequests) {
    return (0,external_node_crypto_.createHmac)('sha256', config.apiToken)
        .update(`${pullRequests ? PULL_REQUEST : ROUTE}\0${boundTo(config, pullRequests)}\0${payload}`)
        .digest();
}
/** `r1.<payload>.<seal>`, base64url throughout: safe in a comment's marker, a Deployment's payload and a log. */
function sealCarried(config, carried) {
    const { project } = carried;
    const json = { project: { id: project.id, organization: { id: project.organization.id } } };
    const payload = Buffer.from(JSON.stringify(json), 'utf8').toString('base64url');
    return `${ROUTE}.${payload}.${sealOf(config, payload, false).toString('base64url')}`;
}
/** The state, when it is this action's own for these inputs; undefined for anything else. */
function unsealCarried(config, sealed) {
    const [kind, payload, seal, ...rest] = (sealed ?? '').split('.');
    const own = kind === PULL_REQUEST;
    if ((!own && kind !== ROUTE) || !payload || !seal || rest.length > 0 || config.apiToken === '')
        return undefined;
    const expected = sealOf(config, payload, own);
    const given = Buffer.from(seal, 'base64url');
    if (given.length !== expected.length || !(0,external_node_crypto_.timingSafeEqual)(given, expected))
        return undefined;
    try {
        const json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
        const project = projectOf(json?.['project']);
        return project ? { project } : undefined;
    }
    catch {
        return undefined;
    }
}

// EXTERNAL MODULE: ./src/basics/error-message.ts
var error_message = __webpack_require__(5571);
// EXTERNAL MODULE: ./src/basics/redaction.ts + 1 modules
var redaction = __webpack_require__(888);
;// CONCATENATED MODULE: ./src/platform/errors.ts
class PlatformApiError extends Error {
    method;
    /** The request path without query; never the token. */
    path;
    /** The HTTP status; undefined when no answer came (network error, timeout) or nothing was sent. */
    status;
    kind;
    /** What the service said, from `{status, error, message}`, `{status, detail}` or the raw text. */
    serviceMessage;
    /** For a 429: how long the service asked us to wait. */
    retryAfterMs;
    /** A 5xx, 429, network error or timeout: repeating the request may succeed. */
    retryable;
    /** The system error code of a network error (ECONNREFUSED, ECONNRESET, …). */
    code;
    constructor(init) {
        super(init.message);
        this.name = 'PlatformApiError';
        this.method = init.method;
        this.path = init.path;
        this.status = init.status;
        this.kind = init.kind;
        this.serviceMessage = init.serviceMessage ?? '';
        this.retryAfterMs = init.retryAfterMs;
        this.retryable = init.retryable ?? false;
        this.code = init.code;
    }
}
const SERVICE_MESSAGE_LIMIT = 300;
/**
 * The spec's `{status, error, message}` or the live service's `{status, detail}` (`status` a
 * whole number, the others strings, each optional, more allowed), or undefined for any other
 * JSON. Checked by hand: an error must be explained even before the schemas are loaded.
 */
function errorBodyOf(json) {
    if (typeof json !== 'object' || json === null || Array.isArray(json))
        return undefined;
    const body = json;
    if (body['status'] !== undefined && !Number.isInteger(body['status']))
        return undefined;
    for (const key of ['error', 'message', 'detail']) {
        if (body[key] !== undefined && typeof body[key] !== 'string')
            return undefined;
    }
    return body;
}
/** The service's own words from an error body; an HTML error page is reduced to its text. */
function serviceMessageOf(raw) {
    let text = raw;
    try {
        const parsed = errorBodyOf(JSON.parse(raw));
        if (parsed) {
            const { message, detail, error } = parsed;
            text = [message, detail].find((part) => part !== undefined && part.trim() !== '') ?? error ?? '';
        }
    }
    catch {
        text = raw.replace(/<[^>]*>/g, ' ');
    }
    const line = text.replace(/\s+/g, ' ').trim();
    return line.length > SERVICE_MESSAGE_LIMIT ? `${line.slice(0, SERVICE_MESSAGE_LIMIT)}…` : line;
}
const AN_ID = /[0-9a-f]{8}-[0-9a-f]{4}-/i;
function notFound(failure) {
    const checks = AN_ID.test(failure.subject) ? ["check the id and that the token's organization can see it"] : [];
    if (failure.unprovenUrl !== undefined) {
        checks.push(`api-url may be wrong: it is ${failure.unprovenUrl}, and must be the API's base URL, the one routes such as /organization follow (for example https://api.platform.com)`);
    }
    return [`${failure.subject} was not found`, ...checks].join('; ');
}
function advice(failure) {
    const { status } = failure;
    if (status === 400)
        return 'the service rejected the request as invalid; check the values given to the action';
    if (status === 401) {
        return 'the API token is missing or invalid; create a new API token in the console and store it as the secret the action reads';
    }
    if (status === 403) {
        return `the API token lacks the ${failure.scope} scope this operation needs (a token with it, or with Admin, will do)`;
    }
    if (status === 404)
        return notFound(failure);
    if (status === 409)
        return 'another operation is in progress on it; wait for it to finish, then try again';
    if (status === 429) {
        const until = failure.limitedUntil === undefined ? 'for a while' : `until ${new Date(failure.limitedUntil).toISOString()}`;
        return `the API token's rate limit is used up ${until}; wait, or spread runs over time`;
    }
    if (status === 405 || status === 501)
        return 'this server does not offer that operation';
    if (status >= 500)
        return 'the service failed; try again later';
    return 'the service refused the request';
}
function httpError(failure) {
    const serviceMessage = failure.redact(serviceMessageOf(failure.body));
    // A 403 whose answer names the scope again says nothing more: the scope is said once.
    const repeats = failure.status === 403 && new RegExp(`\\b${failure.scope}\\b`, 'i').test(serviceMessage);
    const detail = serviceMessage === '' || repeats ? '' : ` (${serviceMessage})`;
    const message = `${failure.method} ${failure.path} answered ${failure.status}: ${advice(failure)}${detail}`;
    return new PlatformApiError({
        method: failure.method,
        path: failure.path,
        kind: 'http',
        status: failure.status,
        message: failure.redact(message),
        serviceMessage,
        retryAfterMs: failure.status === 429 ? failure.retryAfterMs : undefined,
        // A 501 says the server does not offer the operation: asking again cannot change that.
        retryable: failure.status === 429 || (failure.status >= 500 && failure.status !== 501),
    });
}
/** Network codes raised before any byte of the request left: repeating cannot duplicate anything. */
const UNSENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
function wasNotSent(error) {
    return error.kind === 'network' && error.code !== undefined && UNSENT_CODES.has(error.code);
}
/** 409 "operation in progress": the environment is busy with another operation. */
function isBusy(error) {
    return error instanceof PlatformApiError && error.status === 409;
}
function isNotFound(error) {
    return error instanceof PlatformApiError && error.status === 404;
}
/** Answers that say a route is not there (404 as an unknown operation, 405, 501): what an optional read falls back on. */
const ROUTE_MISSING = new Set([404, 405, 501]);
/**
 * Whether the answer may mean that the server lacks the route: an optional read then falls back
 * on what older servers offer. A 404 may also mean the thing read is gone: the fallback tells.
 */
function isRouteMissing(error) {
    return error instanceof PlatformApiError && error.status !== undefined && ROUTE_MISSING.has(error.status);
}
/** The request may or may not have taken effect: a 5xx, or a connection lost after it was made. */
function isAmbiguous(error) {
    if (!(error instanceof PlatformApiError))
        return false;
    if (error.status !== undefined)
        return error.status >= 500;
    return (error.kind === 'network' || error.kind === 'timeout') && !wasNotSent(error);
}
function networkError(method, path, code, redact) {
    const reason = code === undefined ? 'the connection failed' : `the connection failed (${code})`;
    return new PlatformApiError({
        method,
        path,
        kind: 'network',
        code,
        retryable: true,
        message: redact(`${method} ${path} got no answer: ${reason}; check the API URL and the runner's network`),
    });
}
function duration(ms) {
    return ms >= 1000 ? `${Math.round(ms / 100) / 10}s` : `${Math.round(ms)}ms`;
}
/** A request never sent because the run's time (`timeout-minutes` and the reads after it) is spent. */
function outOfTimeError(method, path, redact) {
    return new PlatformApiError({
        method,
        path,
        kind: 'timeout',
        retryable: false,
        message: redact(`${method} ${path} was not sent: the run's time (timeout-minutes) is spent`),
    });
}
function timeoutError(method, path, timeoutMs, redact) {
    return new PlatformApiError({
        method,
        path,
        kind: 'timeout',
        retryable: true,
        message: redact(`${method} ${path} got no answer within ${duration(timeoutMs)}; the service is slow or unreachable`),
    });
}
function invalidResponse(method, path, status, problem, redact) {
    return new PlatformApiError({
        method,
        path,
        kind: 'invalid-response',
        status,
        message: redact(`${method} ${path} answered ${status} with ${problem}; the service may have changed, report this`),
    });
}
function invalidRequest(method, path, problem, redact) {
    return new PlatformApiError({
        method,
        path,
        kind: 'invalid-request',
        message: redact(`${method} ${path} was not sent: ${problem}`),
    });
}

;// CONCATENATED MODULE: ./src/run/context.ts
/** The target of an environment that exists: what is announced before the first change to it. */
function targetOf(environment, urls, versions) {
    return {
        environmentName: environment.name,
        environmentId: environment.id,
        organizationId: environment.organization.id,
        projectId: environment.project.id,
        ...(urls === undefined ? {} : { urls }),
        ...(versions === undefined || versions.length === 0 ? {} : { versions }),
    };
}
/** The id of the environment the operation acts on: the one read while resolving its names, else the input's id. */
function environmentIdOf(ctx) {
    return ctx.environment?.id ?? ctx.config.environmentId;
}
/** The environment the operation acts on: the one read while resolving its names, else read now. */
function readEnvironment(ctx) {
    return ctx.environment ? Promise.resolve(ctx.environment) : ctx.client.environments.get({ environmentId: ctx.config.environmentId });
}
/** A refusal or impossibility found by the action itself (not an API fault): one line for the user. */
class OperationError extends Error {
    constructor(message) {
        super(message);
        this.name = 'OperationError';
    }
}

;// CONCATENATED MODULE: ./src/operations/environment/busy-retry.ts
/**
 * A busy environment (409 "operation in progress") is waited out rather than failed.
 */

const BUSY_FIRST_DELAY_MS = 2_000;
const BUSY_MAX_DELAY_MS = 15_000;
/** Capped, jittered exponential delay before the next try at a busy environment. */
function busyDelay(attempt, random) {
    return Math.min(BUSY_MAX_DELAY_MS, BUSY_FIRST_DELAY_MS * 2 ** attempt) * (0.75 + random() * 0.5);
}
/** Repeats `action` while the platform answers 409 "operation in progress", until the run's deadline. */
async function retryWhileBusy(ctx, what, action) {
    const { clock, log, deadline } = ctx;
    for (let attempt = 0;; attempt++) {
        try {
            return await action();
        }
        catch (error) {
            if (!isBusy(error))
                throw error;
            const delay = busyDelay(attempt, ctx.random ?? Math.random);
            if (clock.now() + delay > deadline)
                throw error;
            log.info(`The environment is busy with another operation; ${what} again in ${(delay / 1000).toFixed(1)}s`);
            await clock.sleep(delay);
        }
    }
}

;// CONCATENATED MODULE: ./src/wait/pacing.ts
/**
 * On a plentiful budget no two status reads are further apart than this, so that a deployment
 * that fails early is seen within a minute; a budget that asks more is scarce.
 */
const PLENTIFUL_LONGEST_GAP_MS = 60_000;
/** Requests left untouched for this run's other calls and for other runs on the same token. */
const RATE_LIMIT_RESERVE = 10;
/** Spreads a wait that ends at a window reset so that runs sharing the token do not all wake at once. */
const RESET_SPREAD_MS = 2_000;
/** The platform's window: 1000 requests per hour per token (spec, Limits). */
const WINDOW_MS = 3_600_000;
/*
 * A token is scarce when it is on course to spend half its limit in a window: judged from what
 * its window has spent so far, over no less than a quarter of an hour (a run's own set-up at the
 * window's start is a burst, not a pace); or when what other runs spent between this run's reads,
 * over at least 30 s, would spend three quarters of it.
 */
const PACE_FLOOR_MS = 900_000;
const SCARCE_WINDOW_PACE = 0.5;
const SHARED_PACE_LEAST_INTERVAL_MS = 30_000;
const SCARCE_SHARED_PACE = 0.75;
/**
 * The least delay before the next request that the remaining budget allows; 0 when the budget
 * does not constrain (no headers seen, or the window has already reset).
 *
 * A run alone on the token weighs the even share of what is left (time to reset / spare
 * requests) by how much of the limit is already spent: a fresh window does not slow it (one wait
 * costs a handful of requests), an exhausted one waits for the reset.
 *
 * `previous` is what this run saw at its previous read, `sinceMs` ago, with `scheduledMs` the gap
 * the schedule asks now. When the remaining count has dropped by more than that one read since,
 * other runs are spending the same token, and their number is
 * unknown; but the drop is what the whole token spent in one of this run's intervals, so waiting
 * for the even share of that many requests (drop × time to reset / spare) makes every run that
 * does the same bring the token's rate down to what lasts until the reset, however many they are.
 * That share too is weighted by what is spent, doubled: a burst on a fresh window passes.
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
    const spent = rateLimit.limit ? Math.min(1, Math.max(0, 1 - rateLimit.remaining / rateLimit.limit)) : 1;
    const drop = previous?.rateLimit !== undefined && sameWindow(previous.rateLimit, rateLimit) ? previous.rateLimit.remaining - rateLimit.remaining : 0;
    if (drop > 1) {
        // A gap the schedule chose longer than it asks now (a wait for the expected end) is no
        // measure of this run's pace: the share is that of the token's spend over the gap asked now.
        const { sinceMs = 0, scheduledMs = 0 } = previous ?? {};
        const gapShare = sinceMs > 0 && scheduledMs < sinceMs ? scheduledMs / sinceMs : 1;
        // A short burst on a fresh window is no threat; the share takes full weight once half is spent.
        return Math.min(toReset, (Math.min(1, 2 * spent) * drop * gapShare * windowMs) / spare);
    }
    return (spent * windowMs) / spare;
}
/**
 * Whether the token's budget is scarce (see PACE_FLOOR_MS): then every read counts, and a wait
 * reads little more than once at the expected end. Never without the rate-limit headers: the
 * schedule is then the same as on a plentiful budget.
 *
 * `previous` is what this run saw at its previous read, `sinceMs` ago on its own clock.
 */
function budgetScarce(rateLimit, now, previous, sinceMs) {
    const limit = rateLimit?.limit;
    if (rateLimit === undefined || limit === undefined || limit <= 0)
        return false;
    const windowMs = rateLimit.resetAt - now;
    if (windowMs <= 0)
        return false;
    const spent = Math.max(0, limit - rateLimit.remaining);
    if ((spent * WINDOW_MS) / Math.max(PACE_FLOOR_MS, WINDOW_MS - windowMs) >= SCARCE_WINDOW_PACE * limit)
        return true;
    if (previous === undefined || sinceMs === undefined || sinceMs < SHARED_PACE_LEAST_INTERVAL_MS || !sameWindow(previous, rateLimit)) {
        return false;
    }
    // Less this run's own read.
    const others = previous.remaining - rateLimit.remaining - 1;
    return (others * WINDOW_MS) / sinceMs >= SCARCE_SHARED_PACE * limit;
}
/** The reset time comes in whole seconds: two readings of one window agree to within one. */
function sameWindow(a, b) {
    return Math.abs(a.resetAt - b.resetAt) <= 1_000;
}

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
/*
 * Before the expected end a gap may grow past 30 s, up to a tenth of the expected duration + 1 s,
 * so that a deployment ending early (a build that fails) is still seen within 10% of the expected
 * duration + 3 s, 2 s being left for the read itself (its round trip, a late timer): the promise
 * the schedule without a known duration keeps for the actual one. Only an early end needs that
 * ceiling: an on-time end is seen by the dense reads at the target, an overrun by the back-off
 * after it, and wider early gaps delay neither. A ten-minute deployment is then read about once a
 * minute, some 15 reads instead of 25. Under 290 s the 30 s ceiling stands, so that a short
 * deployment costs no more reads than before (an early end is then seen within 30 s). However
 * long the last deployment lasted (a hung one ended by its timeout, say), no gap passes 59 s, a
 * second being left for the read itself: a build that fails at once is seen within a minute,
 * not at the run's deadline.
 */
const EARLY_END_SHARE = 0.1;
const EARLY_END_ALLOWANCE_MS = 1_000;
const READ_ALLOWANCE_MS = 1_000;
const EARLY_END_LONGEST_GAP_MS = PLENTIFUL_LONGEST_GAP_MS - READ_ALLOWANCE_MS;
/*
 * On a scarce budget (pacing.ts, budgetScarce) every read is one the token's other runs lack, so
 * a wait whose duration is known reads once where the end is likely, a second past the expected
 * end and 1% of it later (a ten-minute deployment that ends on time costs one read, not 15), at
 * most every 15 minutes before it; past it, apart by 2% of the expected duration plus half the
 * overrun, so a deployment late by a minute costs three reads more, up to a fifth of the
 * expected duration apart. A deployment that ends early (a failing build) is seen at the expected
 * end: the price of the token's budget. Without a known duration, the reads are half the elapsed
 * time apart, the first at 30 s: the end is seen within half the duration.
 */
const SCARCE_END_MARGIN_SHARE = 0.01;
const SCARCE_LONGEST_GAP_MS = 900_000;
const SCARCE_OVERRUN_BASE_SHARE = 0.02;
const SCARCE_OVERRUN_GROWTH = 0.5;
const SCARCE_OVERRUN_CEILING_SHARE = 0.2;
const SCARCE_UNGUIDED_FIRST_POLL_MS = 30_000;
const SCARCE_UNGUIDED_GROWTH = 0.5;
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
/** The longest gap before the expected end (see EARLY_END_SHARE). */
function guidedCeiling(expectedDurationMs) {
    return Math.min(EARLY_END_LONGEST_GAP_MS, Math.max(MAX_POLL_INTERVAL_MS, EARLY_END_SHARE * expectedDurationMs + EARLY_END_ALLOWANCE_MS));
}
function guidedDelay(elapsedMs, expectedDurationMs, random) {
    const untilTarget = expectedDurationMs + EXPECTED_END_MARGIN_MS - elapsedMs;
    if (untilTarget >= 2 * MIN_POLL_INTERVAL_MS) {
        const ceiling = guidedCeiling(expectedDurationMs);
        const approach = Math.min(ceiling, untilTarget * APPROACH_SHARE);
        // Early, never late: overshooting the target would skip the dense reads around it, and a late read would break the ceiling.
        return clamp(approach - JITTER * random() * (approach - MIN_POLL_INTERVAL_MS), MIN_POLL_INTERVAL_MS, ceiling);
    }
    if (untilTarget >= MIN_POLL_INTERVAL_MS)
        return untilTarget;
    const overrunMs = Math.max(0, -untilTarget);
    const backoff = MIN_POLL_INTERVAL_MS + OVERRUN_GROWTH * overrunMs * (1 + JITTER * random());
    return clamp(backoff, MIN_POLL_INTERVAL_MS, unguidedInterval(elapsedMs));
}
function scarceGuidedDelay(elapsedMs, expectedDurationMs, random) {
    const untilTarget = expectedDurationMs * (1 + SCARCE_END_MARGIN_SHARE) + EXPECTED_END_MARGIN_MS - elapsedMs;
    if (untilTarget >= MIN_POLL_INTERVAL_MS)
        return Math.min(untilTarget, SCARCE_LONGEST_GAP_MS);
    const overrunMs = Math.max(0, -untilTarget);
    const gap = (SCARCE_OVERRUN_BASE_SHARE * expectedDurationMs + SCARCE_OVERRUN_GROWTH * overrunMs) * (1 + JITTER * random());
    const ceiling = Math.min(SCARCE_LONGEST_GAP_MS, Math.max(MAX_POLL_INTERVAL_MS, SCARCE_OVERRUN_CEILING_SHARE * expectedDurationMs));
    return clamp(gap, MIN_POLL_INTERVAL_MS, ceiling);
}
function scarceUnguidedDelay(elapsedMs, random) {
    const gap = Math.max(SCARCE_UNGUIDED_FIRST_POLL_MS - elapsedMs, SCARCE_UNGUIDED_GROWTH * elapsedMs * (1 + JITTER * random()));
    return clamp(gap, MIN_POLL_INTERVAL_MS, SCARCE_LONGEST_GAP_MS);
}
/** The delay before the next status read, and whether the budget was judged scarce. Pure. */
function planNextPoll(input) {
    const { elapsedMs, expectedDurationMs, random, rateLimit, now } = input;
    const known = expectedDurationMs !== undefined && Number.isFinite(expectedDurationMs) && expectedDurationMs >= 0;
    const scarce = budgetScarce(rateLimit, now, input.previousRateLimit, input.sincePreviousMs);
    const scheduled = known
        ? (scarce ? scarceGuidedDelay : guidedDelay)(elapsedMs, expectedDurationMs, random)
        : (scarce ? scarceUnguidedDelay : unguidedDelay)(elapsedMs, random);
    const delay = Math.max(scheduled, FIRST_POLL_NOT_BEFORE_MS - elapsedMs);
    const previous = input.previousRateLimit === undefined
        ? undefined
        : { rateLimit: input.previousRateLimit, sinceMs: input.sincePreviousMs ?? 0, scheduledMs: delay };
    const delayMs = Math.max(delay, budgetDelay(rateLimit, now, random, previous));
    // A budget whose even share asks more than a minute between reads is scarce, whatever its pace says.
    return { delayMs, scarce: scarce || delayMs > PLENTIFUL_LONGEST_GAP_MS };
}
/** The delay before the next status read. Pure; exported for tests and the benchmark. */
function nextPollDelay(input) {
    return planNextPoll(input).delayMs;
}

;// CONCATENATED MODULE: ./src/platform/schemas/deployment-states.ts
/**
 * What a deployment state means to a waiter. The service names no terminal states and grows
 * new ones (EXECUTING in 2025, UNAVAILABLE in 2026): anything not known to be terminal is
 * treated as still in progress, bounded by the caller's own timeout.
 *
 * This module imports nothing: the schemas beside it take the state type from it, and a waiter reads
 * states without loading zod.
 */
/** The states the spec lists; the service may send others (see DeploymentState). */
const DEPLOYMENT_STATES = [
    'BUILDING',
    'BUILD_ERROR',
    'CANCELED',
    'CANCELING',
    'DELETED',
    'DELETE_ERROR',
    'DELETE_QUEUED',
    'DELETING',
    'DEPLOYED',
    'DEPLOYING',
    'DEPLOYMENT_ERROR',
    'DEPLOYMENT_QUEUED',
    'EXECUTING',
    'QUEUED',
    'READY',
    'RECAP',
    'RESTARTED',
    'RESTARTING',
    'RESTART_ERROR',
    'RESTART_QUEUED',
    'STOPPED',
    'STOPPING',
    'STOP_ERROR',
    'STOP_QUEUED',
    'UNAVAILABLE',
    'WAITING_DELETING',
    'WAITING_RESTARTING',
    'WAITING_RUNNING',
    'WAITING_STOPPING',
];
const KNOWN_STATES = new Set(DEPLOYMENT_STATES);
/** One of the spec's states, not a newer one the service grew. */
function isKnownState(state) {
    return KNOWN_STATES.has(state);
}
function classifyState(state, purpose) {
    // Until the stop shows, the status may still show how the deployment before it ended (CANCELED, DEPLOYMENT_ERROR).
    if (purpose === 'stop')
        return state === 'STOPPED' ? 'success' : state === 'STOP_ERROR' ? 'failure' : 'in_progress';
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

;// CONCATENATED MODULE: ./src/wait/faults.ts
/** Which failed status reads the wait outlives, and how long it waits before the next. */



/** The fault a wait can outlive, or undefined when the error must end the wait. */
function pollFaultOf(error) {
    if (!(error instanceof PlatformApiError))
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
    const budget = budgetDelay(rateLimit, now, random);
    if (fault === 'rate-limited') {
        const retryAfterMs = error instanceof PlatformApiError ? error.retryAfterMs : undefined;
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
    let readError;
    // After a 429 whose wait reaches past the deadline a read there would only be refused again.
    let readAtDeadline = true;
    let scarceSaid = false;
    const sayScarce = (rateLimit, delayMs) => {
        if (scarceSaid)
            return;
        scarceSaid = true;
        options.onScarceBudget?.(rateLimit, delayMs);
    };
    let previous;
    const scheduled = () => {
        const now = clock.now();
        const rateLimit = options.rateLimit?.();
        const { delayMs: delay, scarce } = planNextPoll({
            elapsedMs: now - startedAt,
            expectedDurationMs: options.expectedDurationMs,
            random,
            rateLimit,
            previousRateLimit: previous?.rateLimit,
            sincePreviousMs: previous === undefined ? undefined : now - previous.at,
            now,
        });
        previous = { rateLimit, at: now };
        if (scarce)
            sayScarce(rateLimit, delay);
        return delay;
    };
    const result = (verdict) => ({
        verdict,
        state,
        polls,
        elapsedMs: clock.now() - startedAt,
        transitions,
        ...(failures > 0 ? { readError } : {}),
    });
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
            readError = error;
            delay = retryDelay({ fault, error, failures, random, rateLimit: options.rateLimit?.(), now: clock.now() });
            readAtDeadline = fault !== 'rate-limited' || delay <= deadline - clock.now();
            options.onPollError?.(error, delay);
            if (delay > PLENTIFUL_LONGEST_GAP_MS)
                sayScarce(options.rateLimit?.(), delay);
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
        const verdict = classifyState(state, purpose);
        if (verdict !== 'in_progress')
            return result(verdict);
        delay = scheduled();
    }
}

;// CONCATENATED MODULE: ./src/wait/index.ts





;// CONCATENATED MODULE: ./src/operations/environment/wait-for-state.ts
/** The waiter as every operation uses it: the run's clock, jitter and rate-limit state, and one log line per state change. */

/** The runs (by their one client) whose log already said the budget is scarce: a run says it once, however many waits it has. */
const saidScarce = new WeakSet();
function scarceLine(rateLimit, nextDelayMs, now) {
    const left = rateLimit === undefined
        ? ''
        : ` (${rateLimit.remaining}${rateLimit.limit === undefined ? '' : ` of ${rateLimit.limit}`} requests left, the window resets in ${Math.max(0, Math.ceil((rateLimit.resetAt - now) / 60_000))} min)`;
    return (`The API token's rate-limit budget is scarce${left}: status reads may be more than a minute apart (the next in ${Math.round(nextDelayMs / 1000)}s), ` +
        'so an early failure may be seen only near the expected end. A token per repository, or fewer concurrent runs, keeps them within a minute.');
}
/** A status read every this often until the run's time is up: what a run may still need of the budget. */
const NEEDED_READ_EVERY_MS = 10_000;
/**
 * Whether the budget is short for what the run still needs: fewer requests left than reads at
 * the usual pace until the run's time is up (unknown after a 429: short). A budget with room
 * for that is no news, however fast other runs spend it.
 */
function shortFor(rateLimit, leftMs) {
    if (rateLimit === undefined)
        return true;
    return rateLimit.remaining < Math.ceil(Math.max(0, leftMs) / NEEDED_READ_EVERY_MS);
}
function waitFor(ctx, options) {
    const { client, clock, log } = ctx;
    return waitForDeployment({
        ...options,
        clock,
        ...(ctx.random ? { random: ctx.random } : {}),
        rateLimit: () => client.rateLimit,
        onStateChange: (state, elapsedMs) => log.info(`${(elapsedMs / 1000).toFixed(1)}s  ${state}`),
        onScarceBudget: (rateLimit, nextDelayMs) => {
            const leftMs = Number.isFinite(ctx.deadline) ? ctx.deadline - clock.now() : (options.timeoutMs ?? 0);
            if (saidScarce.has(client) || !shortFor(rateLimit, leftMs))
                return;
            saidScarce.add(client);
            log.info(scarceLine(rateLimit, nextDelayMs, clock.now()));
        },
    });
}

;// CONCATENATED MODULE: ./src/operations/environment/deletion.ts
/**
 * Deleting a preview and waiting for it to be gone (DELETED, then every request about it
 * answers 404): shared by cleanup and sweep.
 */



/**
 * Requests the deletion; one already gone counts as deleted. Only called for a preview whose
 * pull request is closed: whatever it is still deploying no longer matters, and a deployment
 * that never becomes ready would otherwise block the delete for good, so it is cancelled.
 */
async function requestDeletion(ctx, environment) {
    const { client, log } = ctx;
    try {
        await client.environments.delete({ environmentId: environment.id });
    }
    catch (error) {
        if (isNotFound(error))
            return;
        if (!isBusy(error))
            throw error;
        log.info(`${environment.name} is busy with a deployment; cancelling it before the delete`);
        await client.environments.cancelDeployment({ environmentId: environment.id, body: { force_cancel: true } });
        await retryWhileBusy(ctx, 'delete', () => client.environments.delete({ environmentId: environment.id }));
    }
    log.info(`Deletion of ${environment.name} requested`);
}
/**
 * Only called once a delete was accepted: then a 403 also means gone, as some of the
 * service's own clients read it (upstream notes).
 */
function goneAnswer(error) {
    return isNotFound(error) || (error instanceof PlatformApiError && error.status === 403);
}
/** Waits until the run's deadline at most. */
async function waitUntilDeleted(ctx, environment) {
    const { client, clock, log, deadline } = ctx;
    log.startGroup(`Waiting for ${environment.name} to be deleted`);
    try {
        return await waitFor(ctx, {
            purpose: 'delete',
            poll: async () => {
                try {
                    return (await client.environments.statusPoll({ environmentId: environment.id })).state;
                }
                catch (error) {
                    if (goneAnswer(error))
                        return 'DELETED';
                    throw error;
                }
            },
            timeoutMs: Math.max(1, deadline - clock.now()),
        });
    }
    finally {
        log.endGroup();
    }
}

// EXTERNAL MODULE: ./src/run/result.ts
var run_result = __webpack_require__(4612);
;// CONCATENATED MODULE: ./src/operations/environment/blueprint-mark.ts
/**
 * Which blueprint a preview was made from. The action marks each preview it creates with an
 * environment variable holding the blueprint's id; a preview found by name is used or deleted
 * only when that mark names this blueprint. A preview without one (made by a version of the
 * action before the mark, or by a run that crashed before it set it) is taken as this
 * blueprint's, with a warning, since its name is exactly the one this blueprint's previews get.
 */


/** The environment variable on a preview naming the blueprint it was made from. */
const BLUEPRINT_MARK = 'PREVIEW_BLUEPRINT_ID';
/**
 * Marks a preview as made from the blueprint; a POST on the key replaces it, so repeating is safe.
 * A mark that cannot be set is a warning, not a failed deployment: the preview's name is still
 * this blueprint's, and the next run marks it when it adopts it.
 */
async function markPreview(ctx, preview, blueprintId) {
    try {
        await ctx.client.environments.createVariable({
            environmentId: preview.id,
            body: { key: BLUEPRINT_MARK, value: blueprintId, description: 'The blueprint this preview was made from (platform-deploy)' },
        });
    }
    catch (error) {
        ctx.log.warning(`Could not mark ${preview.name} as made from blueprint ${blueprintId} (${(0,error_message/* errorMessage */.g)(error)}); the next run marks it`);
    }
}
/** The id of the blueprint the preview says it was made from; undefined when it carries no mark. */
async function markOf(client, previewId) {
    const variables = await client.environments.variables({ environmentId: previewId });
    return variables.find((variable) => variable.key === BLUEPRINT_MARK)?.value ?? undefined;
}
/**
 * Refuses, naming both blueprints, a preview marked as made from another; warns about one that
 * carries no mark and answers false, so the caller marks it once it is adopted.
 */
async function ensureMadeFrom(ctx, preview, blueprint, action, siblings = []) {
    const mark = await markOf(ctx.client, preview.id);
    if (mark === blueprint.id)
        return true;
    if (mark === undefined || mark === '') {
        ctx.log.warning(`Preview ${preview.name} (${preview.id}) carries no ${BLUEPRINT_MARK} mark (made by an older version of this action, ` +
            `or by a run stopped before it marked it): taken as made from blueprint ${blueprint.name}, whose preview name it has`);
        return false;
    }
    const other = siblings.find((environment) => environment.id === mark);
    throw new OperationError(`Refusing to ${action} ${preview.name} (${preview.id}): it was made from blueprint ${other ? `${other.name} (${mark})` : mark}, ` +
        `not from ${blueprint.name} (${blueprint.id}); give this blueprint's previews another "preview-name"`);
}

// EXTERNAL MODULE: ./src/basics/names.ts
var names = __webpack_require__(7919);
;// CONCATENATED MODULE: ./src/operations/preview/preview-name.ts
/**
 * The preview environment's name: the `preview-name` template rendered for a pull request and
 * sanitised to what the platform accepts (a DNS label: lower case, letters, digits and dashes,
 * at most 63 characters), always keeping the pull request's number so cleanup can check it.
 *
 * Two blueprints never get one name: when sanitising drops letters or digits of the blueprint's
 * name (`ストア`, `Café`) or the name must be shortened to fit, `{environment}` also carries a
 * short suffix of the blueprint's id. A name that only loses case, blanks or punctuation keeps its
 * plain form, the one earlier versions made; the preview's mark (environment/blueprint-mark.ts) tells those apart.
 */
const MAX_NAME_LENGTH = 63;
/** Characters of the blueprint's id in the suffix: enough that two blueprints of a project never share one. */
const SUFFIX_LENGTH = 6;
function sanitise(value) {
    return value
        .toLowerCase()
        .replace(/[^a-z0-9-]+/g, '-')
        .replace(/-{2,}/g, '-')
        .replace(/^-+|-+$/g, '');
}
/** Whether sanitising drops a letter or digit: a name in another script, an accented letter. */
function losesLetters(value) {
    return /[\p{L}\p{N}]/u.test(value.replace(/[a-z0-9]/gi, ''));
}
function render(template, parts) {
    return sanitise(template
        .replaceAll('{environment}', parts.environment)
        .replaceAll('{branch}', parts.branch)
        .replaceAll('{number}', String(parts.number)));
}
function previewName(template, parts) {
    const suffix = parts.blueprintId
        .replace(/[^0-9a-z]/gi, '')
        .toLowerCase()
        .slice(0, SUFFIX_LENGTH);
    let environment = sanitise(parts.environment);
    let branch = sanitise(parts.branch);
    let suffixed = suffix !== '' && (environment === '' || losesLetters(parts.environment));
    const named = () => {
        const shown = suffixed ? [environment, suffix].filter(Boolean).join('-') : environment;
        return render(template, { ...parts, environment: shown, branch });
    };
    let name = named();
    // Shorten the longer of the free-text parts until the name fits; the number and the suffix are never cut.
    while (name.length > MAX_NAME_LENGTH && (environment.length > 1 || branch.length > 1)) {
        if (branch.length >= environment.length && template.includes('{branch}'))
            branch = branch.slice(0, -1);
        else {
            environment = environment.slice(0, -1).replace(/-+$/, '');
            suffixed = suffix !== '';
        }
        name = named();
    }
    return name.slice(0, MAX_NAME_LENGTH).replace(/-+$/, '');
}
/** True when the name carries the number as a whole token (`app-pr-12`, not `app-pr-123`). */
function nameCarriesNumber(name, number) {
    return new RegExp(`(^|[^0-9])${number}([^0-9]|$)`).test(name);
}
/**
 * The pull request numbers for which the `preview-name` template could have produced `name`
 * (normally one; more only for templates that run a branch straight into the number). Each
 * candidate is checked by rendering the template again with `previewName`, so a name is only
 * ever matched the way it would have been made. The branch is unknown here: every piece of the
 * name is tried as the (already sanitised, possibly shortened) branch.
 */
function previewNumbers(template, name, blueprint) {
    const wanted = name.toLowerCase();
    if (wanted.length > MAX_NAME_LENGTH)
        return [];
    const numbers = new Set([...wanted.matchAll(/\d+/g)]
        .map((match) => match[0])
        .filter((digits) => /^[1-9]\d*$/.test(digits))
        .map(Number));
    const branches = template.includes('{branch}') ? branchCandidates(wanted) : [''];
    return [...numbers].filter((number) => Number.isSafeInteger(number) &&
        nameCarriesNumber(wanted, number) &&
        branches.some((branch) => previewName(template, { environment: blueprint.name, blueprintId: blueprint.id, number, branch }) === wanted));
}
/** Every piece of the name that a sanitised branch could be: no dash at either end, or none at all. */
function branchCandidates(name) {
    const pieces = new Set(['']);
    for (let start = 0; start < name.length; start++) {
        if (name[start] === '-')
            continue;
        for (let end = start + 1; end <= name.length; end++) {
            if (name[end - 1] !== '-')
                pieces.add(name.slice(start, end));
        }
    }
    return [...pieces];
}

;// CONCATENATED MODULE: ./src/operations/preview/own-preview.ts





/** The preview's name, and the preview, or undefined when none of that name exists; a refusal names both. */
async function findOwnPreview(ctx, pullRequest, action) {
    const { client, config } = ctx;
    const blueprint = await readEnvironment(ctx);
    const name = previewName(config.previewName, {
        environment: blueprint.name,
        blueprintId: blueprint.id,
        number: pullRequest.number,
        branch: pullRequest.headBranch,
    });
    const siblings = await (0,run_result/* knowing */.i$)({ environmentName: name }, () => client.environments.list({ projectId: blueprint.project.id }));
    const preview = siblings.find((environment) => (0,names/* sameName */.q)(environment.name, name));
    if (!preview)
        return { name, preview: undefined };
    const own = await (0,run_result/* knowing */.i$)({ environmentName: name, environmentId: preview.id }, () => ownPreview(ctx, pullRequest, action, blueprint, preview, siblings));
    return { name, preview: own };
}
/** The preview of the name, refused unless it is a preview that carries the pull request's number and was made from the blueprint. */
async function ownPreview(ctx, pullRequest, action, blueprint, preview, siblings) {
    if (preview.mode !== 'PREVIEW') {
        throw new OperationError(`Refusing to ${action} ${preview.name} (${preview.id}): its mode is ${preview.mode}, not PREVIEW`);
    }
    if (!nameCarriesNumber(preview.name, pullRequest.number) || preview.id === blueprint.id) {
        throw new OperationError(`Refusing to ${action} ${preview.name} (${preview.id}): its name does not carry pull request number ${pullRequest.number}`);
    }
    // Another blueprint's preview of the same name is never touched.
    await ensureMadeFrom(ctx, preview, blueprint, action, siblings);
    return preview;
}

// EXTERNAL MODULE: ./src/basics/markdown-text.ts
var markdown_text = __webpack_require__(3404);
;// CONCATENATED MODULE: ./src/operations/cleanup.ts





async function cleanup(ctx, record) {
    const { config, log } = ctx;
    const pullRequest = config.pullRequest;
    if (!pullRequest)
        throw new OperationError('cleanup needs a pull request');
    const { name, preview: found } = await record.stage('find preview', () => findOwnPreview(ctx, pullRequest, 'delete'));
    if (!found) {
        log.notice(`No preview environment named ${name} exists: nothing to delete`);
        return record.result('success', `Nothing to delete: no preview named ${name}`, { environmentName: name });
    }
    const known = { environmentName: name, environmentId: found.id };
    return (0,run_result/* knowing */.i$)(known, () => deletePreview(ctx, record, known, found));
}
/** The preview found, deleted (a dry run's plan says so) and, with `wait`, waited out. */
async function deletePreview(ctx, record, known, found) {
    const { config } = ctx;
    if (config.dryRun) {
        return record.result('planned', `Dry run: planned the deletion of ${found.name}; nothing was changed`, {
            ...known,
            plan: [`delete preview environment ${found.name} (${found.id})`],
        });
    }
    await ctx.announce?.(targetOf(found));
    await record.stage('delete', () => requestDeletion(ctx, found));
    if (!config.wait) {
        return record.result('success', `Deletion of ${found.name} requested; not waited for (wait: false)`, {
            ...known,
            state: 'DELETE_QUEUED',
        });
    }
    const waited = await record.stage('wait for deletion', () => waitUntilDeleted(ctx, found));
    const outcome = waited.verdict;
    const summary = outcome === 'success'
        ? `Preview ${found.name} deleted`
        : outcome === 'timed_out'
            ? `Deletion of ${found.name} did not finish within ${(0,markdown_text/* counted */.hS)(config.timeoutMinutes, 'minute')} (state ${waited.state})`
            : `Deletion of ${found.name} ended in ${waited.state}`;
    return record.result(outcome, summary, { ...known, failedStage: 'wait for deletion', state: waited.state });
}

// EXTERNAL MODULE: ./src/config/parsers.ts
var parsers = __webpack_require__(4358);
;// CONCATENATED MODULE: ./src/operations/environment/service-plan.ts




const SERVICE_KINDS = ['application', 'container', 'job'];
/** Each service at the version it is deployed at, as the GitHub Deployment's payload names it; one with no version is left out. */
function versionsOf(services) {
    return services.flatMap(({ name, kind, to, version }) => {
        const at = to ?? version;
        return at ? [{ name, kind, version: at }] : [];
    });
}
function refsOf(config, kind) {
    return kind === 'application' ? config.applications : kind === 'container' ? config.containers : config.jobs;
}
/** Whether any input names a service: then the trigger deploys services at a version instead of redeploying. */
function pinsAny(config) {
    return SERVICE_KINDS.some((kind) => refsOf(config, kind).length > 0);
}
function fromApplication(application) {
    return {
        kind: 'application',
        id: application.id,
        name: application.name ?? application.id,
        source: 'git',
        version: application.git_repository?.deployed_commit_id ?? null,
        rootPath: application.git_repository?.root_path,
        repositoryUrl: application.git_repository?.url,
    };
}
function fromContainer(container) {
    return { kind: 'container', id: container.id, name: container.name, source: 'image', version: container.tag ?? null };
}
/** A job built from git is versioned by commit; one from an image (or an inline Dockerfile) has at most a tag. */
function fromJob(job) {
    const git = job.source?.docker?.git_repository;
    return git
        ? {
            kind: 'job',
            id: job.id,
            name: job.name,
            source: 'git',
            version: git.deployed_commit_id ?? null,
            rootPath: git.root_path,
            repositoryUrl: git.url,
        }
        : { kind: 'job', id: job.id, name: job.name, source: 'image', version: job.source?.image?.tag ?? null };
}
function ofKind(listed, kind) {
    return listed.filter((service) => service.service_type === kind);
}
/** The clients (one a run) whose server lacks the one list of services: asked for the lists by kind at once, warned once. */
const lackingServicesRead = new WeakSet();
/** The lists by kind, those of `kinds`, side by side (one round trip), each item given the kind the one list would say. */
async function listsByKind(client, environmentId, kinds) {
    const none = Promise.resolve([]);
    const [applications, containers, jobs] = await Promise.all([
        kinds.includes('application') ? client.environments.applications({ environmentId }) : none,
        kinds.includes('container') ? client.environments.containers({ environmentId }) : none,
        kinds.includes('job') ? client.environments.jobs({ environmentId }) : none,
    ]);
    return [
        ...applications.map((application) => ({ ...application, service_type: 'APPLICATION' })),
        ...containers.map((container) => ({ ...container, service_type: 'CONTAINER' })),
        ...jobs.map((job) => ({ ...job, service_type: 'JOB' })),
    ];
}
/**
 * Every service the environment lists, of every kind, in one read the client shares within the
 * run. An older server lacks that read and answers 404, 405 or 501 though the environment
 * exists: then the lists of `kinds` answer instead (2 more requests for the three), for the rest
 * of the run, and one warning says so. Those lists answering 404 too: the environment is gone,
 * and that 404 is thrown (a missing environment and a missing route may answer alike; only the
 * lists tell them apart).
 */
async function listServices(ctx, environmentId, kinds) {
    const { client } = ctx;
    if (lackingServicesRead.has(client))
        return listsByKind(client, environmentId, kinds);
    try {
        return await client.environments.services({ environmentId });
    }
    catch (error) {
        if (!isRouteMissing(error))
            throw error;
        const listed = await listsByKind(client, environmentId, kinds);
        if (!lackingServicesRead.has(client)) {
            lackingServicesRead.add(client);
            ctx.log.warning(`The platform answered ${error.status} to GET /environment/{id}/services while the environment exists: an older server. ` +
                'Its applications, containers and jobs are read as three lists instead, up to 2 more requests each time');
        }
        return listed;
    }
}
/**
 * The environment's applications, containers and jobs, or those of the kinds given, in the
 * order of the kinds: from one read of its services (listServices), shared within the run, so a
 * later read of other kinds costs no request. Services of other kinds (databases, Helm charts,
 * a kind newer than the spec) are not the rollout's and are left out.
 */
async function readServices(ctx, environmentId, kinds = SERVICE_KINDS) {
    if (kinds.length === 0)
        return [];
    const listed = await listServices(ctx, environmentId, kinds);
    return [
        ...(kinds.includes('application') ? ofKind(listed, 'APPLICATION').map(fromApplication) : []),
        ...(kinds.includes('container') ? ofKind(listed, 'CONTAINER').map(fromContainer) : []),
        ...(kinds.includes('job') ? ofKind(listed, 'JOB').map(fromJob) : []),
    ];
}
/**
 * The kinds of service `selectServices` needs to find those the inputs name: the named kinds when
 * every one is named by name; every kind when one is given by id, so that an id of another kind
 * is refused saying what it is.
 */
function selectedKinds(config) {
    if (!namesOnly(config))
        return SERVICE_KINDS;
    return SERVICE_KINDS.filter((kind) => refsOf(config, kind).length > 0);
}
/** Whether every service the inputs name is named by name, none by id. */
function namesOnly(config) {
    return !SERVICE_KINDS.some((kind) => refsOf(config, kind).some((ref) => parsers/* UUID */.kk.test(ref)));
}
const ARTICLE = { application: 'an application', container: 'a container', job: 'a job' };
const PLURAL = { application: 'applications', container: 'containers', job: 'jobs' };
/** A list for a refusal: at most ten, in order. */
function listed(values) {
    return values.length > 10 ? `${values.slice(0, 10).join(', ')} and ${values.length - 10} more` : values.join(', ');
}
/**
 * The services the inputs name, by id or by name, found among `services` (the blueprint's, or
 * the environment's for a deploy): the lists the run reads anyway, so a name costs no request.
 * A refusal names the input, what it gave, and the candidates.
 */
function selectServices(config, services, where) {
    return SERVICE_KINDS.flatMap((kind) => refsOf(config, kind).map((ref) => {
        const title = kind[0].toUpperCase() + kind.slice(1);
        if (parsers/* UUID */.kk.test(ref)) {
            const found = services.find((service) => service.id.toLowerCase() === ref);
            if (found?.kind === kind)
                return found;
            const instead = found ? ` (it is ${ARTICLE[found.kind]})` : '';
            throw new OperationError(`${title} ${ref} is not ${ARTICLE[kind]} of ${where}${instead}: check the "${kind}" input`);
        }
        const ofKind = services.filter((service) => service.kind === kind);
        const named = ofKind.filter((service) => (0,names/* sameName */.q)(service.name, ref));
        if (named.length === 1)
            return named[0];
        if (named.length > 1) {
            throw new OperationError(`${where} has ${named.length} ${PLURAL[kind]} named ${ref} (${listed(named.map((service) => service.id))}): give its id in the "${kind}" input`);
        }
        // The name of a service of another kind: the input to move it to is the change to make.
        const other = services.find((service) => service.kind !== kind && (0,names/* sameName */.q)(service.name, ref));
        if (other) {
            throw new OperationError(`${where} has no ${kind} named ${ref}: ${ref} is ${ARTICLE[other.kind]} there; name it in the "${other.kind}" input instead of "${kind}"`);
        }
        const candidates = ofKind.length === 0 ? `it has no ${PLURAL[kind]}` : `its ${PLURAL[kind]} are ${listed(ofKind.map((service) => service.name))}`;
        const close = closestName(ref, ofKind.map((service) => service.name));
        const change = close ? `did you mean ${close}? Check the "${kind}" input` : `check the "${kind}" input`;
        throw new OperationError(`${where} has no ${kind} named ${ref} (${candidates}): ${change}`);
    }));
}
/** The version a service named in the inputs is deployed at. */
function versionFor(config, service) {
    return service.source === 'git' ? config.commit : config.imageTag;
}
/**
 * Every service of the target with the version it gets: those selected (matched by kind and
 * name) at the pull request's version, the others at their own, so the whole environment comes
 * up in the one deployment request as it did with a redeploy.
 */
function planServices(config, selected, target, where) {
    const pinned = new Map();
    for (const wanted of selected) {
        const match = target.find((service) => service.kind === wanted.kind && (0,names/* sameName */.q)(service.name, wanted.name));
        if (!match)
            throw new OperationError(`${where} has no ${wanted.kind} named ${wanted.name}`);
        pinned.set(match, wanted);
    }
    return target.map((service) => pinned.has(service)
        ? { ...service, to: versionFor(config, service), pinned: true }
        : { ...service, to: service.version, pinned: false });
}
/**
 * Services the request leaves out: those with no version to give. The platform refuses an empty
 * version for a service never deployed, and one such service would fail the whole request.
 */
function versionless(planned) {
    return planned.filter((service) => service.to === null);
}
/** The body of `POST /environment/{id}/service/deploy`: every service with a version, at that version. */
function deployRequestOf(planned) {
    const body = { applications: [], containers: [], jobs: [] };
    for (const service of planned) {
        const version = service.to;
        if (version === null)
            continue;
        if (service.kind === 'application')
            body.applications.push({ application_id: service.id, git_commit_id: version });
        else if (service.kind === 'container')
            body.containers.push({ id: service.id, image_tag: version });
        else if (service.source === 'git')
            body.jobs.push({ id: service.id, git_commit_id: version });
        else
            body.jobs.push({ id: service.id, image_tag: version });
    }
    return Object.fromEntries(Object.entries(body).filter(([, list]) => list.length > 0));
}
/** One line per service for a dry run's plan: kind, name, current version and the one it would get. */
function describeServices(planned) {
    return planned.map((service) => {
        const field = service.source === 'git' ? 'commit' : 'image tag';
        const now = service.version ?? 'none';
        if (service.to === null)
            return `leave ${service.kind} ${service.name} out: it has no ${field} yet (name it in "${service.kind}" to deploy it)`;
        if (!service.pinned || service.to === service.version)
            return `deploy ${service.kind} ${service.name} at its ${field} ${now}`;
        return `deploy ${service.kind} ${service.name} from ${field} ${now} to ${service.to}`;
    });
}
/** Edits (insert, delete, replace, swap two neighbours) between two names, case aside. */
function editDistance(a, b) {
    const x = a.toLowerCase();
    const y = b.toLowerCase();
    const rows = Array.from({ length: x.length + 1 }, (_, i) => Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
    for (let i = 1; i <= x.length; i++) {
        for (let j = 1; j <= y.length; j++) {
            const cost = x[i - 1] === y[j - 1] ? 0 : 1;
            let best = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
            if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
                best = Math.min(best, rows[i - 2][j - 2] + 1);
            rows[i][j] = best;
        }
    }
    return rows[x.length][y.length];
}
/** The one name a typo most likely meant: within two edits (one for short names), and no other as close. */
function closestName(typed, names) {
    const limit = typed.length <= 4 ? 1 : 2;
    const scored = names.map((name) => ({ name, distance: editDistance(typed, name) })).filter((each) => each.distance <= limit);
    const best = Math.min(...scored.map((each) => each.distance));
    const nearest = scored.filter((each) => each.distance === best);
    return nearest.length === 1 ? nearest[0].name : undefined;
}

;// CONCATENATED MODULE: ./src/operations/rollout/links-before.ts
/** By run (its client) and environment. */
const before = new WeakMap();
function keepLinksBefore(ctx, environmentId, links) {
    const kept = before.get(ctx.client) ?? new Map();
    kept.set(environmentId, structuredClone([...links]));
    before.set(ctx.client, kept);
}
/** The links read before, when every one of `services` had one then; else undefined, and they are read again. */
function linksStillKnown(ctx, environmentId, services) {
    const links = before.get(ctx.client)?.get(environmentId);
    if (!links || services.length === 0)
        return undefined;
    const linked = new Set(links.map((link) => link.service_id));
    return services.every((service) => linked.has(service.id)) ? Promise.resolve(structuredClone(links)) : undefined;
}

;// CONCATENATED MODULE: ./src/operations/rollout/service-urls.ts
/**
 * Each service's URL, by name: what the `urls` output, the comment and the GitHub Deployment
 * hand on, what the readiness check asks, and what `{url:SERVICE}` in `variables` becomes. A
 * link names its service by id; the names come from the services the run already knows, else
 * from one read of the environment's services.
 */





/** The links are a nicety of the report: failing to read them never fails a deployment. */
function readLinks(ctx, environmentId) {
    return ctx.client.environments.links({ environmentId }).catch((error) => {
        if (!isNotFound(error))
            ctx.log.warning(`Could not read the environment's links: ${(0,error_message/* errorMessage */.g)(error)}`);
        return [];
    });
}
/** One URL per service (its default link's), in the links' order; a link that names no service is left out. */
async function linkedServices(ctx, environmentId, links, known = []) {
    const firsts = new Map();
    for (const link of (0,run_result/* preferredLinks */.n4)([...links])) {
        if (link.serviceId && !firsts.has(link.serviceId))
            firsts.set(link.serviceId, link.url);
    }
    if (firsts.size === 0)
        return [];
    let services = known;
    if ([...firsts.keys()].some((id) => !services.some((service) => service.id === id))) {
        services = await readServices(ctx, environmentId).catch((error) => {
            ctx.log.warning(`Could not read the services' names for their URLs: ${(0,error_message/* errorMessage */.g)(error)}; naming them by id`);
            return known;
        });
    }
    return [...firsts].map(([serviceId, url]) => ({
        serviceId,
        name: services.find((service) => service.id === serviceId)?.name ?? serviceId,
        url,
    }));
}
/**
 * The URLs of an environment that exists, read before a change: for the GitHub Deployment's
 * payload and `{url:SERVICE}` in `variables`. A service never deployed has no link yet. A failed
 * read of the links is no URL, not a failed run.
 */
async function readLinkedServices(ctx, environmentId, known = []) {
    const links = await ctx.client.environments.links({ environmentId }).then((links) => (keepLinksBefore(ctx, environmentId, links), links), (error) => {
        ctx.log.warning(`Could not read the links of the environment: ${(0,error_message/* errorMessage */.g)(error)}`);
        return [];
    });
    return linkedServices(ctx, environmentId, links, known);
}
/**
 * Whether the GitHub Deployment's payload may carry the URLs of an environment that exists, read
 * before the change: a preview's are; a deploy's only when a `{url:SERVICE}` reads them anyway.
 */
function wantsUrlsFirst(ctx) {
    return ctx.config.githubDeployment && ctx.config.githubToken !== '' && ctx.announce !== undefined;
}

// EXTERNAL MODULE: ./src/config/variables-input.ts
var variables_input = __webpack_require__(8366);
;// CONCATENATED MODULE: ./src/operations/rollout/environment-variables.ts



/** Whether `variables` names a service's URL: the services and links are then read before the trigger. */
function namesUrls(given) {
    return (0,variables_input/* urlServicesOf */.X8)(given.variables).length > 0;
}
/** Refuses, before any write, a `{url:SERVICE}` that names none of `services`. */
function checkUrlServices(config, services, where) {
    for (const name of (0,variables_input/* urlServicesOf */.X8)(config.variables)) {
        if (services.some((service) => (0,names/* sameName */.q)(service.name, name)))
            continue;
        const known = services.map((service) => service.name).join(', ') || 'none';
        throw new OperationError(`Input "variables": {url:${name}} names no service of ${where} (its services: ${known})`);
    }
}
function fill(config, variable, urls) {
    const lacking = [];
    const value = variable.value.replace(/\{([A-Za-z_][\w-]*)(?::([^{}]*))?\}/g, (text) => {
        const [placeholder] = (0,variables_input/* placeholdersIn */.Qf)(text);
        switch (placeholder?.name) {
            case 'number':
                return String(config.pullRequest?.number ?? '');
            case 'branch':
                return config.pullRequest?.headBranch ?? '';
            case 'sha':
                return config.commit;
            case 'url': {
                const name = placeholder.argument?.trim() ?? '';
                const found = Object.entries(urls).find(([service]) => (0,names/* sameName */.q)(service, name));
                if (found)
                    return found[1];
                lacking.push(name);
                return text;
            }
            default:
                return text;
        }
    });
    return { key: variable.key, value, lacking };
}
/** Every variable of the input (or those `variables` a rollout sends), filled in with the URLs known now. */
function fillVariables(config, urls, variables = config.variables) {
    return variables.map((variable) => fill(config, variable, urls));
}
/**
 * Refuses, before any write, a variable whose value is the key of a variable `existing` holds
 * (the environment's, and those of the scopes above it its list shows): the platform would make
 * it an alias of that one. `{branch}` can make such a value, so the filled-in value is checked.
 */
function refuseAliases(variables, existing, where) {
    for (const { key, value, lacking } of variables) {
        const target = lacking.length === 0 ? existing.find((variable) => variable.key === value) : undefined;
        if (!target)
            continue;
        const scope = target.scope && target.scope !== 'ENVIRONMENT' ? ` (scope ${target.scope})` : '';
        throw new OperationError(`Input "variables": ${(0,variables_input/* aliasRefusal */.tO)(key, value, `a variable of ${where}${scope}`)}`);
    }
}
/**
 * The variables an alias check of the input compares with (refuseAliases): `environmentId`'s, in
 * one read; none, and no read, without `variables`. `inherited` keeps only those of the scopes
 * above the environment: an empty preview (preview-scope jobs) gets its project's, not its
 * blueprint's own.
 */
async function variablesToCheck(ctx, environmentId, inherited = false) {
    if (ctx.config.variables.length === 0)
        return [];
    const listed = await ctx.client.environments.variables({ environmentId });
    return inherited ? listed.filter((variable) => variable.scope && variable.scope !== 'ENVIRONMENT') : listed;
}
/**
 * Sets the complete variables: one read of the environment's, then a PUT for a key it has with
 * another value, a POST for a new key, nothing for one that holds the value already. Answers
 * the keys written.
 */
async function setVariables(ctx, environmentId, variables) {
    const complete = variables.filter((variable) => variable.lacking.length === 0);
    if (complete.length === 0)
        return [];
    const { client, log } = ctx;
    const existing = await client.environments.variables({ environmentId });
    refuseAliases(complete, existing, 'the environment');
    const written = await Promise.all(complete.map(async ({ key, value }) => {
        // A variable of the project's scope, shown in the list, is not the environment's to edit: the environment gets its own.
        const have = existing.find((variable) => variable.key === key && (!variable.scope || variable.scope === 'ENVIRONMENT'));
        if (have?.value === value)
            return [];
        if (have)
            await client.environments.updateVariable({ environmentId, environmentVariableId: have.id, body: { key, value } });
        else
            await client.environments.createVariable({ environmentId, body: { key, value } });
        return [key];
    }));
    const keys = written.flat();
    for (const variable of complete) {
        log.info(`Variable ${variable.key}=${variable.value}${keys.includes(variable.key) ? '' : ' (unchanged)'}`);
    }
    return keys;
}
/**
 * The variables that lacked a URL before the trigger, set now that the deployment gave the
 * services their links. Said in the log: the running services read them from their next
 * deployment. One still lacking (a service without a public link) is not set.
 */
async function setLateVariables(ctx, environmentId, late, urls) {
    if (late.length === 0)
        return;
    const filled = fillVariables(ctx.config, urls).filter((variable) => late.some((each) => each.key === variable.key));
    for (const variable of filled.filter((each) => each.lacking.length > 0)) {
        ctx.log.warning(`Variable ${variable.key} not set: ${variable.lacking.map((name) => `${name} has no public link`).join(', ')}, so {url:…} has no URL to give`);
    }
    const written = await setVariables(ctx, environmentId, filled);
    if (written.length > 0)
        ctx.log.warning(`Variables ${written.join(', ')} were set after the deployment: the services they name had no link before it, so the running services read them from their next deployment`);
}

;// CONCATENATED MODULE: ./package.json
const package_namespaceObject = {"rE":"2.0.0"};
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
// EXTERNAL MODULE: ./node_modules/@actions/http-client/lib/proxy.js
var proxy = __webpack_require__(9783);
;// CONCATENATED MODULE: ./src/platform/http.ts
/**
 * One HTTP exchange with the Platform API: Node's own http and https for a direct connection,
 * and the toolkit's client, with its proxy tunnel, only when HTTPS_PROXY (or HTTP_PROXY) applies
 * to the URL. The toolkit's client loads undici, which took longer than the rest of the action's
 * start together, so a run that needs no proxy never loads it; nor is TLS loaded for the plain
 * http of a loopback emulator.
 */


/** A request that sees no byte for `socketTimeoutMs` fails with "Request timeout", as the toolkit's does. */
function httpSender(userAgent, socketTimeoutMs) {
    let proxied;
    return async (method, url, body, headers, sent, limitMs) => {
        const target = new URL(url);
        if ((0,proxy/* getProxyUrl */.s)(target) === undefined)
            return direct(method, target, body, { 'User-Agent': userAgent, ...headers }, socketTimeoutMs, sent, limitMs);
        proxied ??= Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 2779)).then(({ HttpClient }) => new HttpClient(userAgent, [], { socketTimeout: socketTimeoutMs }));
        const client = await proxied;
        return new Promise((resolve, reject) => {
            let destroy = () => undefined;
            const timer = limitMs === undefined
                ? undefined
                : setTimeout(() => {
                    destroy();
                    reject(new Error(`Request timeout: ${target.pathname}`));
                }, limitMs);
            const pending = client.request(method, url, body ?? null, headers);
            sent?.();
            pending
                .then(async (response) => {
                destroy = () => response.message.destroy();
                const text = await response.readBody();
                resolve({ status: response.message.statusCode ?? 0, headers: response.message.headers, text });
            })
                .catch(reject)
                .finally(() => clearTimeout(timer));
        });
    };
}
async function direct(method, url, body, headers, socketTimeoutMs, sent, limitMs) {
    const send = url.protocol === 'https:' ? (await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 4708, 23))).request : external_node_http_.request;
    return new Promise((resolve, reject) => {
        const length = body === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(body)) };
        const request = send(url, { method, headers: { ...headers, ...length } }, (response) => {
            const chunks = [];
            response.on('data', (chunk) => chunks.push(chunk));
            response.on('error', reject);
            response.on('end', () => {
                clearTimeout(limit);
                resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString('utf8') });
            });
        });
        // Rejected here, not through the request's error: once an answer has begun, that may not come.
        const timeout = () => {
            reject(new Error(`Request timeout: ${url.pathname}`));
            request.destroy();
        };
        request.setTimeout(socketTimeoutMs, timeout);
        const limit = limitMs === undefined ? undefined : setTimeout(timeout, limitMs);
        request.on('close', () => clearTimeout(limit));
        request.on('error', reject);
        if (sent)
            request.once('finish', sent);
        request.end(body);
    });
}

;// CONCATENATED MODULE: ./src/platform/ratelimit.ts
function header(headers, name) {
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
}
function count(text) {
    if (text === undefined || !/^\s*\d+\s*$/.test(text))
        return undefined;
    return Number(text);
}
/** `X-RateLimit-Reset` is a Unix timestamp in seconds; tolerate one given in milliseconds. */
function resetTime(text) {
    const value = count(text);
    if (value === undefined)
        return undefined;
    return value > 1e12 ? value : value * 1000;
}
function rateLimitOf(headers, now) {
    const remaining = count(header(headers, 'x-ratelimit-remaining'));
    const resetAt = resetTime(header(headers, 'x-ratelimit-reset'));
    if (remaining === undefined || resetAt === undefined)
        return undefined;
    return { limit: count(header(headers, 'x-ratelimit-limit')), remaining, resetAt, observedAt: now };
}
/**
 * When a 429 lifts, epoch ms: `Retry-After` (seconds or an HTTP date) first, then
 * `X-RateLimit-Reset`.
 */
function limitedUntil(headers, now) {
    const retryAfter = header(headers, 'retry-after')?.trim();
    if (retryAfter !== undefined && retryAfter !== '') {
        const seconds = count(retryAfter);
        if (seconds !== undefined)
            return now + seconds * 1000;
        const date = Date.parse(retryAfter);
        if (!Number.isNaN(date))
            return Math.max(now, date);
    }
    const reset = resetTime(header(headers, 'x-ratelimit-reset'));
    return reset === undefined ? undefined : Math.max(now, reset);
}

;// CONCATENATED MODULE: ./src/basics/head-start.ts
function headStart(reading) {
    const settled = reading.then((value) => ({ ok: true, value }), (error) => ({ ok: false, error }));
    return async () => {
        const answer = await settled;
        if (!answer.ok)
            throw answer.error;
        return answer.value;
    };
}

;// CONCATENATED MODULE: ./src/platform/transport.ts







const USER_AGENT = `platform-deploy-action/${package_namespaceObject.rE}`;
const JWT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;
const SCHEME = /^(Token|Bearer)\s+\S/;
const MAX_PAGES = 1000;
/** Without a deadline, the most a request waits out 429s in all: one window of the hourly limit. */
const RATE_LIMIT_WAIT_MS = 3_600_000;
/** zod's `z.uuid()`: RFC 9562 versions 1 to 8 and its variant, or the nil and max ids. */
const UUID = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
/** `Token …` for an API token, `Bearer …` for a JWT; a value already carrying its scheme is kept. */
function authorizationFor(token) {
    const value = token.trim();
    if (value === '')
        return undefined;
    if (SCHEME.test(value))
        return value;
    return JWT.test(value) && value.startsWith('eyJ') ? `Bearer ${value}` : `Token ${value}`;
}
function problemsOf(error) {
    const shown = error.issues.slice(0, 3).map((issue) => {
        const where = issue.path.length === 0 ? 'the body' : issue.path.map(String).join('.');
        return `${where}: ${issue.message}`;
    });
    const more = error.issues.length > 3 ? ` (and ${error.issues.length - 3} more)` : '';
    return shown.join('; ') + more;
}
class Transport {
    #http;
    #baseUrl;
    #authorization;
    #secret;
    #hide;
    #timeoutMs;
    #maxAttempts;
    #baseDelayMs;
    /** Whether any answer of the service has succeeded: until one has, api-url itself is in doubt. */
    #answered = false;
    #maxDelayMs;
    #sleep;
    #now;
    #random;
    #deadline;
    #stopAt;
    #rateLimit;
    /** Writes handed to the network, answered or not (`writesSent`). */
    #writes = 0;
    /** The answers of shared reads since the run's last write, by path and query. */
    #shared = new Map();
    /** When each bounded shared read (`sharedForMs`) was asked. */
    #askedAt = new Map();
    #shapes;
    constructor(options) {
        this.#timeoutMs = options.timeoutMs ?? 30_000;
        this.#http = httpSender(options.userAgent ?? USER_AGENT, clock/* systemClock */.ml.answerMs(this.#timeoutMs));
        this.#baseUrl = options.baseUrl.replace(/\/+$/, '');
        this.#secret = options.token.trim();
        this.#authorization = authorizationFor(options.token);
        this.#hide = (0,redaction/* hiderOf */.S2)(options.masks ?? []);
        this.#maxAttempts = Math.max(1, options.maxAttempts ?? 5);
        this.#baseDelayMs = options.baseDelayMs ?? 1_000;
        this.#maxDelayMs = options.maxDelayMs ?? 15_000;
        this.#sleep = options.sleep ?? clock/* systemClock */.ml.sleep;
        this.#now = options.now ?? clock/* systemClock */.ml.now;
        this.#random = options.random ?? Math.random;
        this.#deadline = options.deadline;
        this.#stopAt = options.stopAt ?? Number.POSITIVE_INFINITY;
    }
    get rateLimit() {
        return this.#rateLimit;
    }
    /**
     * The requests that may have changed the platform: every try of a write (any method but GET)
     * that left the process, whatever its answer and whether one came. Only a try whose connection
     * was never made is left out; one that timed out or lost its answer may have acted, and counts.
     */
    get writesSent() {
        return this.#writes;
    }
    /** Sends the call and returns its body validated by the schema named `shape`. */
    async json(call, shape) {
        return this.#once(call, () => this.#send(call, (shapes) => shapes[shape]));
    }
    /** As `json`, for a call whose 2xx answer may have no body: then undefined. */
    async jsonOrNothing(call, shape) {
        return this.#once(call, () => this.#send(call, (shapes) => shapes[shape], true));
    }
    /** Sends a call whose answer carries nothing of use (204, or a 202 acknowledgement). */
    async empty(call) {
        await this.#once(call, () => this.#send(call, undefined));
    }
    /** Every item of a list, following the pagination object while the service returns one. */
    async list(call, item) {
        return this.#once(call, async () => {
            const first = (await this.#send(call, pageOf(item)));
            return [...first.results, ...(await this.#laterPages(call, item, first))];
        });
    }
    /**
     * A shared read's answer, asked once since the last write; every caller gets its own copy, so
     * none sees another's changes. A write forgets every answer, before it leaves and once it is
     * answered (a read that overlapped it may hold the state before it): which reads a write
     * changes is the platform's business (a job's clone adds to an environment's list, a clone to
     * a project's), and writes are few.
     */
    async #once(call, send) {
        if (call.method !== 'GET') {
            this.#shared.clear();
            try {
                return await send();
            }
            finally {
                this.#shared.clear();
            }
        }
        if (!call.shared && call.sharedForMs === undefined)
            return send();
        const key = JSON.stringify([call.route, call.ids, call.query, call.sharedForMs]);
        const known = this.#shared.get(key);
        const young = call.sharedForMs === undefined || this.#now() - (this.#askedAt.get(key) ?? -Infinity) <= call.sharedForMs;
        if (known !== undefined && young)
            return structuredClone(await known);
        const answer = send();
        this.#shared.set(key, answer);
        if (call.sharedForMs !== undefined)
            this.#askedAt.set(key, this.#now());
        // A failed read is asked again by the next step that needs it.
        answer.catch(() => {
            if (this.#shared.get(key) === answer)
                this.#shared.delete(key);
        });
        return structuredClone(await answer);
    }
    /** The items of the pages after `page`, when it carries a pagination object. */
    async #laterPages(call, item, page) {
        const items = [];
        let current = page;
        for (let fetched = 1; fetched < MAX_PAGES; fetched++) {
            const pagination = current.pagination;
            if (pagination === undefined || pagination.page >= pagination.total_pages || current.results.length === 0)
                break;
            const query = { ...call.query, page: pagination.page + 1, page_size: pagination.page_size };
            current = (await this.#send({ ...call, query }, pageOf(item)));
            items.push(...current.results);
        }
        return items;
    }
    /** The schemas, loaded once: started when the first request has left, met (its failure with it) before a body is checked. */
    #startShapes() {
        return (this.#shapes ??= headStart(Promise.all(/* import() */[__webpack_require__.e(377), __webpack_require__.e(233)]).then(__webpack_require__.bind(__webpack_require__, 4233))));
    }
    #loadShapes() {
        return this.#startShapes()();
    }
    async #send(call, validator, mayBeEmpty = false) {
        const own = (0,redaction/* redactorFor */.sD)([this.#secret, ...(this.#authorization ? [this.#authorization] : []), ...(call.sensitive ?? [])]);
        const redact = (text) => this.#hide(own(text));
        const { path, url, body } = this.#prepare(call, call.body && (await this.#loadShapes()), redact);
        // A 429 says the service did nothing and when to come back: it is waited out and leaves the
        // tries kept for 5xx answers and network faults, which a 429 burst would otherwise use up.
        let faults = 0;
        let limited = 0;
        let limitedWaitMs = 0;
        for (;;) {
            let failure;
            try {
                const exchange = await this.#exchange(call.method, path, url, body, redact);
                const data = this.#answer(call, path, exchange, validator !== undefined && !(mayBeEmpty && exchange.text.trim() === ''), redact);
                if (data === undefined)
                    return undefined;
                return validator && this.#validate(call, path, exchange.status, validator(await this.#loadShapes()), data, redact);
            }
            catch (error) {
                if (!(error instanceof PlatformApiError))
                    throw error;
                failure = error;
            }
            if (call.poll || !this.#mayRepeat(call, failure))
                throw failure;
            let wait;
            if (failure.status === 429) {
                wait = failure.retryAfterMs ?? this.#backoff(++limited);
                limitedWaitMs += wait;
                if (this.#deadline === undefined && limitedWaitMs > RATE_LIMIT_WAIT_MS)
                    throw failure;
            }
            else {
                if (++faults >= this.#maxAttempts)
                    throw failure;
                wait = this.#backoff(faults);
            }
            if (this.#deadline !== undefined && this.#now() + wait > this.#deadline)
                throw failure;
            if (this.#now() + wait >= this.#stopAt)
                throw failure;
            await this.#sleep(wait);
        }
    }
    #mayRepeat(call, failure) {
        if (!failure.retryable)
            return false;
        return call.idempotent || failure.status === 429 || wasNotSent(failure);
    }
    #backoff(attempt) {
        return Math.round(this.#random() * Math.min(this.#maxDelayMs, this.#baseDelayMs * 2 ** (attempt - 1)));
    }
    /** Fills the route and validates ids and body, so nothing malformed ever leaves. */
    #prepare(call, shapes, redact) {
        let path = call.route;
        for (const [name, id] of Object.entries(call.ids ?? {})) {
            if (id === undefined)
                continue;
            if (!UUID.test(id)) {
                throw invalidRequest(call.method, call.route, `${name} ${JSON.stringify(id)} is not a uuid`, redact);
            }
            path = path.replace(`{${name}}`, encodeURIComponent(id));
        }
        let body;
        if (call.body !== undefined && shapes !== undefined) {
            const parsed = shapes[call.body.shape].safeParse(call.body.value);
            if (!parsed.success)
                throw invalidRequest(call.method, path, problemsOf(parsed.error), redact);
            body = JSON.stringify(parsed.data);
        }
        const search = new URLSearchParams();
        for (const [name, value] of Object.entries(call.query ?? {})) {
            if (value !== undefined)
                search.set(name, String(value));
        }
        const query = search.size > 0 ? `?${search.toString()}` : '';
        return { path, url: `${this.#baseUrl}${path}${query}`, body };
    }
    async #exchange(method, path, url, body, redact) {
        const headers = { Accept: 'application/json' };
        if (this.#authorization !== undefined)
            headers['Authorization'] = this.#authorization;
        if (body !== undefined)
            headers['Content-Type'] = 'application/json';
        // The call's own limit, shortened by the run's end: the request is destroyed at it, whatever its body does.
        const limitMs = Math.min(this.#timeoutMs, this.#stopAt - this.#now());
        if (limitMs <= 0)
            throw outOfTimeError(method, path, redact);
        // Counted before it leaves, so no result made while it is on the way misses it.
        const write = method !== 'GET';
        if (write)
            this.#writes++;
        try {
            // Once the request has left, the schemas load while its answer is on the way.
            const sent = () => void this.#startShapes();
            return await this.#http(method, url, body, headers, sent, clock/* systemClock */.ml.answerMs(limitMs));
        }
        catch (error) {
            const { code, message } = error;
            if (typeof message === 'string' && message.startsWith('Request timeout')) {
                throw timeoutError(method, path, limitMs, redact);
            }
            const failure = networkError(method, path, typeof code === 'string' ? code : undefined, redact);
            // A connection never made carried nothing to the platform.
            if (write && wasNotSent(failure))
                this.#writes--;
            throw failure;
        }
    }
    /** The answer's JSON body when `wanted`; an error for any status but 2xx. */
    #answer(call, path, exchange, wanted, redact) {
        const now = this.#now();
        this.#rateLimit = rateLimitOf(exchange.headers, now) ?? this.#rateLimit;
        const { status, text } = exchange;
        if (status < 200 || status > 299) {
            const until = status === 429 ? limitedUntil(exchange.headers, now) : undefined;
            throw httpError({
                method: call.method,
                path,
                status,
                body: text,
                scope: call.scope,
                subject: call.subject,
                unprovenUrl: this.#answered ? undefined : this.#baseUrl,
                retryAfterMs: until === undefined ? undefined : until - now,
                limitedUntil: until,
                redact,
            });
        }
        this.#answered = true;
        if (!wanted)
            return undefined;
        if (text.trim() === '')
            throw invalidResponse(call.method, path, status, 'an empty body', redact);
        try {
            return JSON.parse(text);
        }
        catch {
            throw invalidResponse(call.method, path, status, 'a body that is not JSON', redact);
        }
    }
    #validate(call, path, status, schema, data, redact) {
        const parsed = schema.safeParse(data);
        if (!parsed.success) {
            throw invalidResponse(call.method, path, status, `an unexpected body (${problemsOf(parsed.error)})`, redact);
        }
        return parsed.data;
    }
}
/** A page of a list of the items `item` names. */
function pageOf(item) {
    return (shapes) => shapes.listOf(shapes[item]);
}

;// CONCATENATED MODULE: ./src/operations/rollout/failure-explanation.ts
/**
 * Why a deployment failed, in the platform's own words, for the pull request: the failing
 * services of the `statusesWithStages` answer the report already read, the error and hint the
 * deployment log holds for each, and the last lines printed before it. Read only after a failure
 * or a timeout, in at most three requests (the environment's deployment log, and the own log of
 * at most two services that deployed but did not start); a read that fails is a warning. A
 * server without the per-service statuses still has the deployment log: its error entries name
 * the failing services. Every line is masked here, before anything can print it.
 */



/** What the report shows of a service's log: the last lines, each cut to a readable length. */
const LOG_LINES = 30;
const LOG_LINE_CHARS = 300;
/** Service logs read after a failure: with the deployment log, three requests at most. */
const SERVICE_LOG_READS = 2;
/** The kinds of service whose own log the platform serves (jobs have none), with the entry that reads it. */
const LOG_OF_KIND = { APPLICATION: 'application', CONTAINER: 'container' };
const DONE = new Set(['SUCCESS', 'NEVER']);
/** The services that failed (status ERROR); when none did, those still not done at the end. */
function failingServices(services) {
    const current = services.filter(({ status }) => status.is_part_last_deployment !== false);
    const failed = current.filter(({ status }) => status.status_details?.status === 'ERROR');
    if (failed.length > 0)
        return failed;
    return current.filter(({ status }) => !DONE.has(status.status_details?.status ?? '') && status.state !== 'DEPLOYED');
}
/** A service waiting in the platform's queue (QUEUED, DEPLOYMENT_QUEUED, …): it never began, so it has no cause of its own. */
function queued({ status }) {
    return /(?:^|_)QUEUED$/.test(status.state ?? '');
}
/** The words `failure-reason` starts with after a timeout. */
function timedOutWords(minutes) {
    return `Timed out after ${(0,markdown_text/* counted */.hS)(minutes, 'minute')} (timeout-minutes)`;
}
/**
 * Reads and masks what explains the failure. `services` are those of the `statusesWithStages`
 * answer, none when the server lacks it; where the deployment `ended` stands in for what the
 * platform does not say.
 */
async function explainFailure(ctx, environmentId, services, ended) {
    const where = `${ended.state || 'unknown'} in stage "${ended.stage}"`;
    const fallbackReason = ended.timeoutMinutes === undefined ? where : `${timedOutWords(ended.timeoutMinutes)}: still ${where}`;
    const fallback = { reason: fallbackReason, services: [] };
    if (services.length === 0) {
        const entries = await readDeploymentLog(ctx, environmentId);
        return entries === undefined ? fallback : explainFromLog(entries, ended.state, fallbackReason, redactorOf(ctx));
    }
    const unfinished = failingServices(services);
    // After a timeout, what waited in the queue behind a service still deploying only waited: not a failure of its own.
    const waiting = ended.timeoutMinutes === undefined ? [] : unfinished.filter(queued);
    const failing = waiting.length < unfinished.length ? unfinished.filter((service) => !waiting.includes(service)) : unfinished;
    const notStarted = failing === unfinished ? [] : waiting.map(({ name, kind }) => ({ name, kind }));
    if (failing.length === 0)
        return fallback;
    const redact = redactorOf(ctx);
    // The reads go out together: one for the deployment log, one per service that deployed but did not start.
    const deploymentLog = readDeploymentLog(ctx, environmentId);
    const starters = new Set(failing
        .filter(deployedButNotStarted)
        .slice(0, SERVICE_LOG_READS)
        .map(({ status }) => status.id));
    const explained = await Promise.all(failing.map(async (service) => {
        const base = { id: service.status.id, name: service.name, kind: service.kind, state: service.status.state ?? 'unknown' };
        const [entries, own] = await Promise.all([
            deploymentLog,
            starters.has(service.status.id) ? serviceLines(ctx, service, redact) : undefined,
        ]);
        const fromDeployment = entries === undefined ? undefined : deploymentFailure(entries, service.status, redact);
        const lines = own !== undefined && own.length > 0 ? own : (fromDeployment?.lines ?? []);
        return {
            ...base,
            ...(fromDeployment?.error ? { error: fromDeployment.error } : {}),
            lines,
            source: own !== undefined && own.length > 0 ? 'service' : 'deployment',
        };
    }));
    if (ended.timeoutMinutes === undefined)
        return withReason(explained, fallbackReason);
    return timedOut(explained, notStarted, ended.timeoutMinutes, ended.stage);
}
function withReason(services, fallbackReason) {
    const message = services.find((service) => service.error?.message)?.error?.message;
    return { reason: oneLine(message ?? fallbackReason), services };
}
/**
 * A timeout in one line, the timeout first: what was still under way (the platform's error when
 * it gave one), then what never left the queue behind it.
 */
function timedOut(services, notStarted, minutes, stage) {
    const message = services.find((service) => service.error?.message)?.error?.message;
    const states = [...new Set(services.map((service) => service.state))];
    const still = `${services.map((service) => service.name).join(', ')} still ${states.join('/')} in stage "${stage}"`;
    const behind = services.map((service) => service.name).join(', ');
    const waited = notStarted.length > 0 ? `; ${notStarted.map((service) => service.name).join(', ')} not started (queued behind ${behind})` : '';
    return {
        reason: oneLine(`${timedOutWords(minutes)}: ${message ?? still}${waited}`),
        services,
        ...(notStarted.length > 0 ? { notStarted } : {}),
    };
}
/** Whatever the runner hides in the log stays hidden in the comment: the same values, from the same length. */
function redactorOf(ctx) {
    return (0,redaction/* hiderOf */.S2)([...(0,redaction/* sensitiveValues */.DJ)(ctx.config), ...(ctx.masks ?? [])]);
}
function readDeploymentLog(ctx, environmentId) {
    return ctx.client.logs.deployment({ environmentId }).catch((error) => {
        ctx.log.warning(`Could not read the environment's deployment log to explain the failure: ${(0,error_message/* errorMessage */.g)(error)}`);
        return undefined;
    });
}
/**
 * Senders that are the platform's own machinery, not a service: their error entries repeat a
 * service's failure (or say the deployment as a whole failed), so counting them would report
 * the environment itself as a failing service.
 */
const PLATFORM_SENDERS = new Set(['environment', 'taskmanager']);
function isPlatformSender(type) {
    return type !== null && type !== undefined && PLATFORM_SENDERS.has(type.replace(/[^a-z]/gi, '').toLowerCase());
}
/**
 * Without per-service statuses, the deployment log alone: the services that sent an error entry
 * in the last deployment that has one, each with its error and the lines before it. Their own
 * state is not in the log: the environment's stands in for it.
 */
function explainFromLog(entries, environmentState, fallbackReason, redact) {
    // The id of the service an error entry is about; undefined for any other entry.
    const failedService = (entry) => entry.error && !isPlatformSender(entry.details?.transmitter?.type) ? entry.details?.transmitter?.id || undefined : undefined;
    const last = entries.findLast((entry) => failedService(entry) !== undefined);
    if (last === undefined)
        return { reason: fallbackReason, services: [] };
    const execution = last.details?.execution_id ?? null;
    const senders = new Map();
    for (const entry of entries) {
        const id = failedService(entry);
        if (id === undefined || (execution !== null && entry.details?.execution_id !== execution))
            continue;
        const sender = entry.details?.transmitter;
        senders.set(id, { name: sender?.name || id, kind: sender?.type || 'SERVICE' });
    }
    // As many as failed, like the statuses' path: the report bounds its blocks and counts the rest.
    const services = [...senders].map(([id, { name, kind }]) => {
        const found = deploymentFailure(entries, { id, execution_id: execution }, redact);
        return {
            id,
            name,
            kind,
            state: environmentState || 'unknown',
            ...(found.error ? { error: found.error } : {}),
            lines: found.lines,
            source: 'deployment',
        };
    });
    return withReason(services, fallbackReason);
}
/** An application or container that reached its deployment step: what it prints running says why it does not start. */
function deployedButNotStarted({ kind, status }) {
    if (!(kind in LOG_OF_KIND))
        return false;
    if (status.state === 'DEPLOYING' || status.state === 'DEPLOYMENT_ERROR')
        return true;
    return (status.steps?.details ?? []).some((step) => step.step_name === 'DEPLOYMENT' && step.status !== 'SKIP');
}
async function serviceLines(ctx, service, redact) {
    try {
        const lines = await ctx.client.logs[LOG_OF_KIND[service.kind]]({ serviceId: service.status.id });
        return lastLines(lines.map((line) => line.message ?? ''), redact);
    }
    catch (error) {
        ctx.log.warning(`Could not read the log of ${service.name}: ${(0,error_message/* errorMessage */.g)(error)}`);
        return undefined;
    }
}
/**
 * The service's entries of its last deployment (by `execution_id` when the entries carry it): the
 * last error, and the lines printed before it.
 */
function deploymentFailure(entries, status, redact) {
    let own = entries.filter((entry) => entry.details?.transmitter?.id === status.id);
    const execution = status.execution_id;
    if (execution && own.some((entry) => entry.details?.execution_id === execution)) {
        own = own.filter((entry) => entry.details?.execution_id === execution);
    }
    const errorAt = own.findLastIndex((entry) => entry.error !== null && entry.error !== undefined);
    const before = errorAt === -1 ? own : own.slice(0, errorAt);
    const lines = lastLines(before.map((entry) => entry.message?.safe_message ?? ''), redact);
    const found = errorAt === -1 ? undefined : own[errorAt].error;
    if (!found)
        return { lines };
    const message = found.user_log_message || found.underlying_error?.message || '';
    return {
        error: {
            tag: redact(found.tag ?? ''),
            message: redact(message),
            hint: redact(found.hint_message ?? ''),
            link: found.link ?? '',
        },
        lines,
    };
}
/** The last lines of the messages (a message may hold several), masked, each cut to a readable length. */
function lastLines(messages, redact) {
    const lines = [];
    for (let index = messages.length - 1; index >= 0 && lines.length < LOG_LINES; index--) {
        const split = messages[index].replace(/\r\n?/g, '\n').split('\n');
        if (split.at(-1) === '')
            split.pop();
        lines.unshift(...split.slice(-(LOG_LINES - lines.length)));
    }
    // Masked before cutting, so a cut never leaves the head of a secret to be read.
    return lines.map((line) => cut(redact(line.replace(/\t/g, '  ')), LOG_LINE_CHARS));
}
function cut(line, chars) {
    return line.length <= chars ? line : `${line.slice(0, chars - 1)}…`;
}
/** One line of at most 300 characters, for the `failure-reason` output. */
function oneLine(text) {
    return cut(text.replace(/\s+/g, ' ').trim(), LOG_LINE_CHARS);
}

;// CONCATENATED MODULE: ./src/operations/rollout/timeline-rows.ts
/** A stage's status from its steps, in the report's words (SUCCESS, ERROR, CANCEL, SKIP, RUNNING). */
function metricStatus(metric) {
    const steps = metric.details;
    const total = steps.find((step) => step.step_name === 'TOTAL')?.status;
    if (total)
        return total;
    for (const status of ['ERROR', 'CANCEL'])
        if (steps.some((step) => step.status === status))
            return status;
    if (metric.total_duration_sec === null || metric.total_duration_sec === undefined)
        return 'RUNNING';
    return steps.length > 0 && steps.every((step) => step.status === 'SKIP') ? 'SKIP' : 'SUCCESS';
}
/** The stage totals of the environment status; `names` by stage id (from deploymentStage), else (none, or an empty one) "stage 1…". */
function metricStages(metrics, names, triggerSeconds) {
    let start = triggerSeconds;
    return metrics.map((metric, index) => {
        const duration = seconds(metric.total_duration_sec);
        const name = (metric.stage_id && names.get(metric.stage_id)?.trim()) || `stage ${index + 1}`;
        const stage = { name, source: 'platform', startSeconds: start, durationSeconds: duration, status: metricStatus(metric) };
        start += duration ?? 0;
        return stage;
    });
}
const STAGE_STATUS = {
    DONE: 'SUCCESS',
    ERROR: 'ERROR',
    CANCELED: 'CANCEL',
    SKIPPED: 'SKIP',
    ONGOING: 'RUNNING',
    QUEUED: 'RUNNING',
};
const SERVICE_STATUS = {
    SUCCESS: 'SUCCESS',
    ERROR: 'ERROR',
    CANCELED: 'CANCEL',
    CANCELING: 'CANCEL',
    ONGOING: 'RUNNING',
    QUEUED: 'RUNNING',
    EXECUTING: 'RUNNING',
    NEVER: 'SKIP',
};
/** Service steps that make the image, and those that run it; queueing counts in neither. */
const BUILD_STEPS = new Set(['GIT_CLONE', 'REGISTRY_CREATE_REPOSITORY', 'BUILD', 'MIRROR_IMAGE']);
const DEPLOY_STEPS = new Set(['DEPLOYMENT', 'ROUTER_DEPLOYMENT', 'EXECUTING']);
/** Stage-level steps that come before the services start (QUEUEING, PROVISION_BUILDER). */
const BEFORE_SERVICES = (step) => step.step_name !== 'TOTAL';
const KINDS = [
    ['applications', 'APPLICATION'],
    ['containers', 'CONTAINER'],
    ['jobs', 'JOB'],
    ['databases', 'DATABASE'],
    ['helms', 'HELM'],
    ['terraforms', 'TERRAFORM'],
    ['agentic_workflows', 'AGENTIC_WORKFLOW'],
];
/** A duration the platform reported; a negative one (it has sent some) is unknown, never shown as negative. */
function seconds(value) {
    return typeof value === 'number' && value >= 0 ? value : null;
}
function servicesIn(entry) {
    return KINDS.flatMap(([list, kind]) => (entry[list] ?? []).map((status) => ({ kind, status })));
}
/** Every service of the answer with its kind, stage by stage. */
function servicesOf(answer) {
    return answer.stages.flatMap(servicesIn);
}
function secondsOf(status, names) {
    const steps = (status.steps?.details ?? []).filter((step) => names.has(step.step_name ?? '') && typeof step.duration_sec === 'number');
    // One step of unknown length makes the sum unknown.
    if (steps.some((step) => seconds(step.duration_sec) === null))
        return null;
    return steps.length === 0 ? null : steps.reduce((total, step) => total + (step.duration_sec ?? 0), 0);
}
function serviceRow(stage, kind, status, name, startSeconds, requestId) {
    const row = { name: stage.name, service: name, serviceKind: kind, source: 'platform', startSeconds };
    // A service left out of the last deployment, or last deployed by another request: its figures belong to that one.
    const another = requestId !== '' && typeof status.deployment_request_id === 'string' && status.deployment_request_id !== requestId;
    if (status.is_part_last_deployment === false || another)
        return { ...row, durationSeconds: null, buildSeconds: null, deploySeconds: null, status: 'SKIP' };
    const detail = status.status_details?.status;
    return {
        ...row,
        durationSeconds: seconds(status.steps?.total_duration_sec),
        buildSeconds: secondsOf(status, BUILD_STEPS),
        deploySeconds: secondsOf(status, DEPLOY_STEPS),
        status: (detail && SERVICE_STATUS[detail]) ?? detail ?? status.state ?? 'unknown',
    };
}
/** The service's name, else (none, or an empty one) its kind and the head of its id. */
function nameOf(names, kind, id) {
    return names.get(id)?.trim() || `${kind.toLowerCase().replace(/_/g, ' ')} ${id.slice(0, 8)}`;
}
/**
 * A row per stage that holds services, then one per service, the stages one after the other
 * from the start of the deployment and each stage's services side by side after its queue.
 * `names` by service id; a service last deployed by another request than `requestId` is skipped.
 */
function serviceStages(answer, names, startSeconds, requestId = '') {
    const rows = [];
    let start = startSeconds;
    for (const [index, entry] of answer.stages.entries()) {
        const services = servicesIn(entry);
        if (services.length === 0)
            continue;
        // An entry without its stage is still shown: by its order, its status from its services' rows.
        const reported = entry.stage ?? {};
        const duration = seconds(reported.steps?.total_duration_sec);
        const status = (reported.status && STAGE_STATUS[reported.status]) ?? reported.status ?? (reported.steps ? metricStatus(reported.steps) : 'unknown');
        const stage = {
            name: reported.name?.trim() || `stage ${index + 1}`,
            source: 'platform',
            startSeconds: start,
            durationSeconds: duration,
            status,
        };
        rows.push(stage);
        const queued = (reported.steps?.details ?? [])
            .filter(BEFORE_SERVICES)
            .reduce((total, step) => total + (seconds(step.duration_sec) ?? 0), 0);
        for (const { kind, status: service } of services) {
            rows.push(serviceRow(stage, kind, service, nameOf(names, kind, service.id), start + queued, requestId));
        }
        start += duration ?? 0;
    }
    return rows;
}
/** The state changes the waiter saw, each lasting until the next; the last until the verdict. */
function observedStages(waited, triggerSeconds) {
    const end = triggerSeconds + waited.elapsedMs / 1000;
    const finished = waited.verdict !== 'timed_out';
    return waited.transitions.map((transition, index) => {
        const next = waited.transitions[index + 1];
        const startSeconds = round(triggerSeconds + transition.atMs / 1000);
        const last = next === undefined;
        // Both ends in tenths before the difference: a start rounded up (a state seen at x.x5 s) never
        // outruns its own end, as it would by a tenth with the end unrounded (0.15 - 0.2 rounds to -0.1).
        const stop = round(last ? end : triggerSeconds + next.atMs / 1000);
        return {
            name: transition.state,
            source: 'platform',
            startSeconds,
            durationSeconds: last && !finished ? null : round(stop - startSeconds),
            status: last ? lastStatus(waited) : 'SUCCESS',
        };
    });
}
function lastStatus(waited) {
    switch (waited.verdict) {
        case 'success':
            return 'SUCCESS';
        case 'failure':
            return 'ERROR';
        case 'cancelled':
            return 'CANCEL';
        default:
            return 'RUNNING';
    }
}
function round(seconds) {
    return Math.round(seconds * 10) / 10;
}

;// CONCATENATED MODULE: ./src/operations/rollout/platform-timeline.ts
/**
 * The platform's side of the report, read once after the wait (never while polling): stage names
 * and statuses with each service's build and deploy time from `statusesWithStages`, the names
 * of services not already known from the environment's services. An older server that lacks
 * that read gets the stage totals of the environment status (named from `deploymentStage` when
 * that answers), and one without metrics the state changes the waiter saw; a warning says which.
 */




/** Figures of another deployment request than the run's own (when both ids are known) are not its own. */
function another(requestId, reported) {
    return requestId !== '' && typeof reported === 'string' && reported !== requestId;
}
/** @param known services whose names the run already has (those it read before the trigger): not looked up again */
async function platformTimings(ctx, environmentId, waited, own, known) {
    const { client, log } = ctx;
    const { triggerSeconds, requestId = '' } = own;
    const startOf = (began) => typeof own.startSeconds === 'function' ? own.startSeconds(began ?? undefined) : (own.startSeconds ?? triggerSeconds);
    let unavailable;
    try {
        const answer = await client.environments.statusesWithStages({ environmentId });
        if (another(requestId, answer.environment?.deployment_request_id)) {
            unavailable = `describes another deployment request (${answer.environment?.deployment_request_id})`;
        }
        else if (servicesOf(answer).length > 0) {
            const names = await serviceNames(ctx, environmentId, answer, known);
            const services = servicesOf(answer).map(({ kind, status }) => ({ kind, status, name: nameOf(names, kind, status.id) }));
            const began = requestId !== '' && answer.environment?.deployment_request_id === requestId ? answer.environment.last_deployment_date : undefined;
            return { stages: serviceStages(answer, names, startOf(began), requestId), services };
        }
        else {
            unavailable = 'listed no service';
        }
    }
    catch (error) {
        unavailable = isRouteMissing(error)
            ? `is not available on this server (${error.status})`
            : `could not be read (${(0,error_message/* errorMessage */.g)(error)})`;
    }
    const [status, named] = await Promise.all([
        client.environments.status({ environmentId }).catch((error) => {
            log.warning(`Could not read the environment status for stage metrics: ${(0,error_message/* errorMessage */.g)(error)}`);
            return undefined;
        }),
        Promise.allSettled([client.environments.deploymentStages({ environmentId })]),
    ]);
    // Stage names not read leave the totals without them, which the warning below says.
    const stages = named[0].status === 'fulfilled' ? named[0].value : undefined;
    const metrics = status && !another(requestId, status.deployment_request_id) ? (status.metrics ?? []) : [];
    if (metrics.length > 0) {
        const named = stages !== undefined && stages.length > 0;
        log.warning(`The platform's stage statuses (statusesWithStages) ${unavailable}: the report shows stage totals from the environment status, ` +
            `without per-service times${named ? '' : ', and without stage names (deploymentStage did not answer)'}`);
        const names = new Map((stages ?? []).flatMap((stage) => (stage.name ? [[stage.id, stage.name]] : [])));
        return { stages: metricStages(metrics, names, startOf()), services: [] };
    }
    log.warning(`The platform's stage statuses (statusesWithStages) ${unavailable}, and the environment status has no stage metrics: ` +
        'the report shows the state changes seen while waiting');
    return { stages: observedStages(waited, triggerSeconds), services: [] };
}
/** The kinds whose names a run reads when unknown (as it did from their own lists, before the one list of services). */
const KIND_OF = { APPLICATION: 'application', CONTAINER: 'container', JOB: 'job' };
/**
 * Names by service id: those known, plus, when a service of a kind the rollout deploys is not
 * yet named, every name the environment's services give (of every kind: a database's too).
 */
async function serviceNames(ctx, environmentId, answer, known) {
    const names = new Map(known.map((service) => [service.id, service.name]));
    const missing = new Set(servicesOf(answer).flatMap(({ kind, status }) => (!names.has(status.id) && KIND_OF[kind] !== undefined ? [KIND_OF[kind]] : [])));
    if (missing.size === 0)
        return names;
    const listed = await listServices(ctx, environmentId, [...missing]).catch((error) => {
        ctx.log.warning(`Could not read the names of the environment's services: ${(0,error_message/* errorMessage */.g)(error)}`);
        return [];
    });
    // An application's name is optional in its schema (a create answer holds only the id).
    for (const service of listed)
        if (service.id && service.name)
            names.set(service.id, service.name);
    return names;
}

;// CONCATENATED MODULE: ./src/operations/rollout/cancel-on-timeout.ts
/**
 * `cancel-on-timeout`: what a run that timed out takes back. The verdict stays timed_out either
 * way; a failed cancel is said, not allowed to hide it.
 */

/**
 * With this run's request still in the deployment queue, only that request leaves it: the
 * deployment running is another request's. Else the environment's deployment is cancelled.
 */
async function cancelAfterTimeout(ctx, environment, requestId, stillQueued) {
    const { client, log } = ctx;
    if (stillQueued) {
        try {
            await client.environments.cancelQueued({ deploymentRequestId: requestId });
            log.warning(`Took this run's deployment request ${requestId} out of the queue after the timeout; the deployment running, another request's, is left as it is`);
        }
        catch (error) {
            log.warning(`Could not take this run's deployment request ${requestId} out of the queue after the timeout: ${(0,error_message/* errorMessage */.g)(error)}`);
        }
        return;
    }
    try {
        const cancelled = await client.environments.cancelDeployment({ environmentId: environment.id });
        log.warning(`Cancelled the deployment of ${environment.name} after the timeout (state now ${cancelled.state})`);
    }
    catch (error) {
        log.warning(`Could not cancel the deployment of ${environment.name} after the timeout: ${(0,error_message/* errorMessage */.g)(error)}`);
    }
}

;// CONCATENATED MODULE: ./src/operations/rollout/secret-digest.ts
/**
 * The workflow's secrets are what runs: after a run, each key holds the workflow's value, and a
 * secret is left unsent only when the platform shows it is still the one the action set.
 *
 * Where the action keeps what it sent: in each secret's own `description`, a keyed digest
 * (HMAC-SHA256 over the environment's id, the key and the value, keyed with the api-token). The
 * platform hands a service a secret's value, never its description, and the OpenAPI has no
 * variable or secret a service of the environment does not receive (every scope, ENVIRONMENT or
 * a service's own, is injected; an override or alias is a secret like the others): an
 * environment variable of digests would be in every service's environment, listing every key.
 * The description names no key but its own, and goes when the secret goes. Whoever reads it
 * learns nothing of the value, cannot test a guess without the token, and a digest copied with a
 * clone matches nothing in the copy (another environment's id).
 *
 * The digest is bound to the secret the platform made for the action's own write: the action
 * sends the secret (POST, whose answer carries the `id` and `created_at` the platform gave it),
 * then writes the description, a keyed digest over the environment's id, the key, the value and
 * that id and `created_at` (PUT). Both are read-only, set by the platform, so a description
 * copied onto a secret re-made by hand (deleted and added, or replaced by a POST) names another
 * secret's id or time and verifies nothing: that key is sent again.
 *
 * A secret is verified, and skipped, only when the environment's list (`GET
 * /environment/{id}/secret`, one read) has it at ENVIRONMENT scope, with its id, `created_at`
 * and `updated_at` (`updated_at` is optional in the OpenAPI, and nothing is verified without
 * it), the digest of the workflow's value bound to that id and `created_at` in its description,
 * and not edited since the action's own description: `updated_at` no later than SETTLED after
 * `created_at`. An edit by hand (PUT) keeps the secret and the description, and moves
 * `updated_at` on: sent again, unless it came within SETTLED of the action's own write, the one
 * window this leaves. A POST answer without an id or `created_at`, or a description write that
 * fails, leaves the secret unverifiable: sent again on the next run, never skipped. Deleted by
 * hand, dropped from the inputs and added back: missing from the list, or no digest of the
 * value, so sent. An environment this run made is read not at all: everything is sent.
 */


const MARK = 'Set by platform-deploy; keyed digest of its value:';
/** What a secret carries between the action's send and its description: it verifies nothing. */
const SENDING = 'Set by platform-deploy';
/**
 * How long after a secret was made its description may have been written: the action writes it
 * right after the answer to its send, so an `updated_at` later than this is an edit by someone else.
 */
const SETTLED_MS = 15_000;
function digestOf(token, environmentId, key, value, made) {
    return (0,external_node_crypto_.createHmac)('sha256', token)
        .update([environmentId, key, value, made.id, made.createdAt].join('\0'))
        .digest('base64url')
        .slice(0, 22);
}
function descriptionOf(digest) {
    return `${MARK} ${digest}`;
}
/** The id and `created_at` the platform gave the secret, when it says both. */
function madeOf(secret) {
    return secret?.id && secret.created_at ? { id: secret.id, createdAt: secret.created_at } : undefined;
}
/** Still the secret the action made and described with this value: present, the digest its own, untouched since. */
function verified(ctx, environmentId, entry, secret) {
    const made = madeOf(secret);
    if (!made || secret?.scope !== 'ENVIRONMENT' || !secret.updated_at)
        return false;
    const digest = digestOf(ctx.config.apiToken, environmentId, entry.key, entry.value, made);
    if (secret.description !== descriptionOf(digest))
        return false;
    const created = Date.parse(made.createdAt);
    const changed = Date.parse(secret.updated_at);
    return Number.isFinite(created) && Number.isFinite(changed) && changed >= created && changed - created <= SETTLED_MS;
}
/**
 * Sends one secret, then binds its description to the secret the platform made. Without an id or
 * `created_at` in the answer, or when the description is not written, the secret is set all the
 * same and verifies nothing: the next run sends it again.
 */
async function send(ctx, environmentId, { key, value }) {
    const { client, config, log } = ctx;
    const answer = await client.secrets.create({ environmentId, body: { key, value, description: SENDING } });
    const made = madeOf(answer);
    if (!made)
        return { describe: () => Promise.resolve() };
    const description = descriptionOf(digestOf(config.apiToken, environmentId, key, value, made));
    const describe = () => client.secrets.edit({ environmentId, secretId: made.id, body: { key, description } }).then(() => undefined, (error) => {
        log.info(`Secret ${key} is set; its description was not written (${(0,error_message/* errorMessage */.g)(error)}), so the next run sends it again`);
    });
    return { describe };
}
/**
 * Sends every secret of the inputs the environment's list does not show as the one the action
 * set with the workflow's value. `fresh`: an environment made by this run, whose secrets, copied
 * from its blueprint, can vouch for nothing, so none is read.
 */
async function sendChangedSecrets(ctx, environmentId, fresh, secrets) {
    const { client } = ctx;
    if (secrets.length === 0)
        return { sent: [], verified: [], describe: () => Promise.resolve() };
    const listed = fresh ? [] : await client.secrets.list({ environmentId });
    const own = new Map(listed.filter((secret) => secret.scope === 'ENVIRONMENT').map((secret) => [secret.key, secret]));
    const changed = secrets.filter((entry) => !verified(ctx, environmentId, entry, own.get(entry.key)));
    const sending = await Promise.all(changed.map((entry) => send(ctx, environmentId, entry)));
    const sent = changed.map(({ key }) => key);
    return {
        sent,
        verified: secrets.map(({ key }) => key).filter((key) => !sent.includes(key)),
        describe: () => Promise.all(sending.map((each) => each.describe())).then(() => undefined),
    };
}

;// CONCATENATED MODULE: ./src/operations/rollout/deployment-queue.ts
/**
 * Since 2025 the platform queues a deployment requested while another runs (DEPLOYMENT_QUEUED,
 * `GET /environment/{id}/deploymentQueue`) instead of refusing it with 409. The run follows its
 * own request through that queue by its id: the time it waited there is a stage of its own in
 * the report, and the platform's stages are placed from the moment it left, so the end of the
 * deployment it waited behind is never taken for its own.
 *
 * The queue is read only while the request's own state says it may be waiting (a *QUEUED
 * state), and no longer once it has been seen out of it: one read more than a run without a
 * queue at most, and none while it is listed (the queue then says all there is).
 *
 * A request the trigger answered as queued may leave the queue before the run's first read: the
 * platform's own times then say how long it waited (from its request to its deployment's start).
 */



/** The states of a request that has not started: waiting for a worker, or behind another request. */
const QUEUED_STATES = new Set(['DEPLOYMENT_QUEUED', 'QUEUED']);
/** The report's name for the time the request waited behind others. */
const QUEUE_STAGE = 'deployment queue';
/** A shorter wait is the platform taking the request, not a queue: no stage of its own. */
const MIN_UNSEEN_WAIT_MS = 1_000;
function answerOf(status) {
    return { state: status.state, requestedAt: status.last_deployment_date };
}
/** A request waits while it is listed and none of its stages has begun (a server may list the running one too). */
function waiting(item) {
    return (item.stages ?? []).every((stage) => stage.status === undefined || stage.status === null || stage.status === 'QUEUED');
}
class QueueFollower {
    phase = 'unknown';
    /** Clock time the request was first seen out of the queue, after it had been seen in it. */
    leftAt;
    /** Requests ahead of it in the queue when last seen there; undefined until seen there. */
    ahead;
    /** Clock time of the first read that found it out of the queue without having seen it there. */
    firstSeenOut;
    /** The queue could not be read (a server without it, a token refused it): no time is shown for it. */
    unreadable = false;
    /** Its wait was told by the platform's times, not seen by a read. */
    toldByPlatform = false;
    ctx;
    environmentId;
    requestId;
    triggeredAt;
    answered;
    /**
     * @param busy a deployment was running when the run triggered: its request is then looked for
     * in the queue first, before its own state is read
     */
    constructor(ctx, environmentId, requestId, triggeredAt, busy, answered = { state: '' }) {
        if (busy)
            this.phase = 'waiting';
        this.ctx = ctx;
        this.environmentId = environmentId;
        this.requestId = requestId;
        this.triggeredAt = triggeredAt;
        this.answered = answered;
    }
    /** Wraps the poll of the request's own state: while it waits in the queue, the queue is read instead. */
    poll(readState) {
        return async () => {
            if (this.phase === 'waiting') {
                if (await this.listed())
                    return 'DEPLOYMENT_QUEUED';
                this.phase = 'left';
                // Seen in the queue before (and read now): it left since. Never seen there: the platform's times may tell.
                if (this.ahead !== undefined) {
                    this.leftAt = this.ctx.clock.now();
                    this.ctx.log.info(`Deployment request ${this.requestId} left the queue after ${this.queuedSeconds()?.toFixed(0)}s`);
                }
                else
                    this.firstSeenOut ??= this.ctx.clock.now();
                return readState();
            }
            const state = await readState();
            if (this.phase === 'unknown') {
                this.phase = QUEUED_STATES.has(state) && (await this.listed()) ? 'waiting' : 'left';
                if (this.phase === 'left')
                    this.firstSeenOut ??= this.ctx.clock.now();
            }
            return state;
        };
    }
    /** True while the request is still waiting behind another at the end of the wait. */
    get stillQueued() {
        return this.phase === 'waiting' && this.ahead !== undefined;
    }
    /** Clock time the request's own deployment began: when it left the queue, else the trigger. */
    get startedAt() {
        return this.leftAt ?? this.triggeredAt;
    }
    /** Where the platform's rows begin, as an offset of the run, given when the platform says the deployment began. */
    startSeconds(run) {
        return (began) => run.elapsed(this.settle(began));
    }
    /**
     * After the wait, given when the platform says the request's deployment began (its own stage
     * read): a request the trigger answered as queued that no read saw waiting left the queue then,
     * counted from the platform's time of the request (else the trigger) and never later than the
     * first read that found it out. Answers where its deployment began, on the run's clock.
     */
    settle(began) {
        const unseen = this.ahead === undefined && this.phase === 'left' && !this.unreadable && this.firstSeenOut !== undefined;
        const beganMs = Date.parse(began ?? '');
        if (!unseen || !QUEUED_STATES.has(this.answered.state) || Number.isNaN(beganMs))
            return this.startedAt;
        const requestedMs = Date.parse(this.answered.requestedAt ?? '');
        const waitedMs = Math.min(beganMs - (Number.isNaN(requestedMs) ? this.triggeredAt : requestedMs), this.firstSeenOut - this.triggeredAt);
        if (!(waitedMs >= MIN_UNSEEN_WAIT_MS))
            return this.startedAt;
        this.leftAt = this.triggeredAt + waitedMs;
        this.toldByPlatform = true;
        this.ctx.log.info(`Deployment request ${this.requestId} waited ${this.queuedSeconds()?.toFixed(0)}s in the queue before the first read (the platform's times say when its deployment began)`);
        return this.leftAt;
    }
    /** Seconds spent waiting behind other requests; undefined when it never waited. */
    queuedSeconds(at = this.leftAt) {
        return at === undefined ? undefined : Math.round((at - this.triggeredAt) / 100) / 10;
    }
    /**
     * The queue as a stage of the report, from the trigger (`triggerSeconds` in the run) to the
     * moment the request left it (`startSeconds`, where its own deployment began), or to the end of
     * the wait while still in it; none when it never waited.
     */
    stage(triggerSeconds, startSeconds, outcome) {
        if (this.ahead === undefined && !this.toldByPlatform)
            return undefined;
        const row = { name: QUEUE_STAGE, source: 'platform', startSeconds: triggerSeconds };
        // Ends exactly where the run's own stages begin.
        if (this.phase === 'left')
            return { ...row, durationSeconds: Math.round((startSeconds - triggerSeconds) * 10) / 10, status: 'SUCCESS' };
        // Still waiting when the wait ended: only a timeout ends a wait there.
        if (outcome === 'timed_out')
            return { ...row, durationSeconds: null, status: 'RUNNING' };
        return { ...row, durationSeconds: this.queuedSeconds(this.ctx.clock.now()) ?? 0, status: 'CANCEL' };
    }
    /**
     * Is the request waiting in the queue? A fault the wait outlives (5xx, 429, network) fails this
     * read, to be tried again; a server without the queue (404, 405, 501), or one that refuses it to the
     * token, leaves the request followed by its state alone, and the report without a queue time.
     */
    async listed() {
        let queue;
        try {
            queue = await this.ctx.client.environments.deploymentQueue({ environmentId: this.environmentId });
        }
        catch (error) {
            if (pollFaultOf(error) !== undefined)
                throw error;
            this.unreadable = true;
            if (!isRouteMissing(error)) {
                this.ctx.log.warning(`Could not read the environment's deployment queue (${(0,error_message/* errorMessage */.g)(error)}): the report shows no queue time`);
            }
            this.ahead = undefined;
            return false;
        }
        const index = queue.findIndex((item) => item.identifier.deployment_request_id === this.requestId);
        const item = queue[index];
        if (item === undefined || !waiting(item))
            return false;
        if (index !== this.ahead) {
            this.ahead = index;
            const others = index > 0 ? ` and ${index} other request${index > 1 ? 's' : ''}` : '';
            this.ctx.log.info(`Deployment request ${this.requestId} is queued behind the running deployment${others}`);
        }
        return true;
    }
}

;// CONCATENATED MODULE: ./src/operations/environment/stale-status.ts
/**
 * For a few seconds after a trigger, `GET /environment/{id}/status` still shows the state from
 * before it (upstream notes; the vendor's CLI waits 3 s, its Terraform provider 5 s). A read made
 * that long after an answer is as new as that answer.
 */
const STALE_READ_MS = 5_000;

;// CONCATENATED MODULE: ./src/operations/rollout/trigger.ts
/**
 * Exactly one deployment request per run: every named service at its version in one request, or
 * a redeploy when no service is named. A lost answer is resolved by reading the environment's
 * status, never by a blind repeat.
 */







/** How the trigger is named in the plan and the log. */
function triggerWord(target) {
    return target.services.length > 0 ? 'deploy' : 'redeploy';
}
/**
 * An environment this run's own create just made: a clone does not deploy, and a fresh one is
 * READY, never deployed (upstream notes). Its state is known without a read of its status.
 */
const NEVER_DEPLOYED = 'never deployed';
/**
 * Did a deployment start after `before`? Used when a trigger's answer was lost. A new deployment
 * id or date says so; so does a move into a known running state (READY, a fresh clone's state,
 * is not one: it only says nothing has been deployed yet). A state the spec does not list says
 * nothing either way: taken for a start, it would have the run follow a deployment that never
 * began until the timeout. An environment never deployed stays READY until something acts on
 * it, so any other state the spec lists says so; its deployment id and date are not compared,
 * since nothing documents what a fresh clone shows there.
 */
function startedSince(before, now) {
    if (before === NEVER_DEPLOYED)
        return now.state !== 'READY' && isKnownState(now.state);
    return (now.last_deployment_id !== before.last_deployment_id ||
        now.last_deployment_date !== before.last_deployment_date ||
        (now.state !== before.state && now.state !== 'READY' && isKnownState(now.state) && classifyState(now.state, 'deploy') === 'in_progress'));
}
/**
 * Redeploys whose answer was lost before one is known to have started. Each repeat is checked
 * against the status first, so it is safe; five outlast a service failing a fifth of its answers.
 */
const LOST_TRIGGER_TRIES = 5;
/**
 * Exactly one deployment request: a lost answer is resolved by reading the status, never by a
 * blind repeat; and a repeat that finds the environment busy has found the first request's
 * deployment. With services named, the request deploys each at its version; else a redeploy.
 */
async function trigger(ctx, target, before) {
    const { client, log } = ctx;
    const environmentId = target.environment.id;
    const word = triggerWord(target);
    const send = target.services.length > 0
        ? () => client.environments.deployServices({ environmentId, body: deployRequestOf(target.services) })
        : () => client.environments.redeploy({ environmentId });
    const follow = (status) => ({ requestId: status.deployment_request_id ?? '', ...answerOf(status) });
    for (let attempt = 1;; attempt++) {
        try {
            const answer = attempt === 1 ? await retryWhileBusy(ctx, word, send) : await send();
            return answer ? follow(answer) : await afterEmptyAnswer(ctx, environmentId, word, before);
        }
        catch (error) {
            if (attempt > 1 && isBusy(error)) {
                log.warning(`The environment is busy after a ${word} whose answer was lost: following that deployment`);
                return { requestId: '', state: 'QUEUED' };
            }
            if (!isAmbiguous(error) || attempt >= LOST_TRIGGER_TRIES)
                throw error;
            await ctx.clock.sleep(STALE_READ_MS);
            const now = await client.environments.status({ environmentId });
            if (startedSince(before, now)) {
                log.warning(`The ${word} answer was lost, but the environment shows a new deployment: following it`);
                return follow(now);
            }
            log.warning(`The ${word} failed before it started (${(0,error_message/* errorMessage */.g)(error)}); trying again`);
        }
    }
}
/**
 * A trigger answered 2xx with no body (some servers do, upstream notes): it was accepted, so it
 * is never sent again; its request id and state come from the environment status once that shows
 * the new deployment (it may lag a few seconds), else the wait follows the environment status.
 */
async function afterEmptyAnswer(ctx, environmentId, word, before) {
    const { client, clock, log } = ctx;
    log.info(`The ${word} was accepted with no answer body: reading its deployment request from the environment status`);
    for (let read = 1; read <= 2; read++) {
        const now = await client.environments.status({ environmentId });
        if (startedSince(before, now))
            return { requestId: now.deployment_request_id ?? '', state: now.state };
        if (read === 1)
            await clock.sleep(STALE_READ_MS);
    }
    return { requestId: '', state: 'QUEUED' };
}

;// CONCATENATED MODULE: ./src/operations/rollout/configure.ts





/**
 * `KEY=` with nothing after it is what a repository secret or variable that is not set expands
 * to: sent, it would overwrite the value a preview cloned from its blueprint with nothing, and
 * nobody would know. It is not sent, and the warning says how to send an empty value on purpose.
 */
function warnUnset(sends, log) {
    for (const key of sends.unsetSecrets) {
        log.warning(`${key} is empty: is the repository secret set? It was not sent; write ${key}="" to send an empty value`);
    }
    for (const key of sends.unsetVariables) {
        log.warning(`${key} is empty: is the repository variable set? It was not set; write ${key}="" to set an empty value`);
    }
}
/**
 * A `{url:SERVICE}` is read from the links first; a variable whose service has no link yet is
 * handed back, to be set once the deployment made one. A fresh preview has none to read: a
 * link comes with a service's first deployment (upstream notes).
 */
async function configure(ctx, target, created, alongside) {
    const { client, config, log } = ctx;
    const environmentId = target.environment.id;
    const { sends } = target;
    warnUnset(sends, log);
    const urls = namesUrls(sends) && !target.fresh ? (0,run_result/* urlsOf */.Wn)({ serviceUrls: await readLinkedServices(ctx, environmentId, target.services) }) : {};
    const variables = fillVariables(config, { ...target.sharedUrls, ...urls }, sends.variables);
    const [status, { sent, verified, describe }, learned] = await Promise.all([
        target.fresh ? NEVER_DEPLOYED : client.environments.statusBefore({ environmentId }),
        sendChangedSecrets(ctx, environmentId, created, sends.secrets),
        alongside?.(),
        setVariables(ctx, environmentId, variables),
    ]);
    if (sent.length > 0)
        log.info(`Set secrets ${sent.join(', ')}`);
    if (verified.length > 0) {
        log.info(`Secrets ${verified.join(', ')} verified on the platform (set by this action to these values, unchanged since): not sent again`);
    }
    return {
        status,
        late: variables.filter((variable) => variable.lacking.length > 0),
        secretNames: sends.secrets.map((s) => s.key),
        describe,
        alongside: learned ?? {},
    };
}

;// CONCATENATED MODULE: ./src/operations/rollout/deleted-while-waiting.ts
/**
 * A preview deleted under its deployment's wait: a cleanup of the closed pull request won. The
 * run ends cancelled, and says so in the user's words.
 */


class PreviewDeleted extends Error {
    state;
    constructor(state) {
        super('the preview was deleted while deploying');
        this.state = state;
    }
}
/**
 * For a preview only: the state of its deletion when a cleanup took it away ('DELETED' once it
 * is gone), else undefined. A deploy target is never deleted by the action's own cleanup.
 */
async function deletionOf(ctx, environmentId) {
    if (ctx.config.operation !== 'preview')
        return undefined;
    try {
        const { state } = await ctx.client.environments.status({ environmentId });
        return isBeingDeleted(state) ? state : undefined;
    }
    catch (error) {
        if (isNotFound(error))
            return 'DELETED';
        throw error;
    }
}
function deletedWhileDeploying(record, known, name, state) {
    return record.result('cancelled', `${name}: the preview was deleted while deploying (the pull request was closed?)`, {
        ...known,
        failedStage: 'wait',
        state,
    });
}

;// CONCATENATED MODULE: ./src/operations/rollout/deployment-state.ts
/**
 * Reading a triggered deployment's state while the run waits for it: by its deployment request
 * (through the deployment queue while it waits there), else by the environment's status, checked
 * to be this deployment's and not the one before it.
 */





/**
 * The poll: by deployment request id (through the deployment queue while it waits there), or the
 * environment status checked to be the new deployment.
 */
function statusPoll(ctx, environmentId, requestId, before, queue) {
    const { client } = ctx;
    // A 404 while waiting: the request or the environment went away; a deleted preview says so.
    const explainNotFound = async (error) => {
        const deletion = isNotFound(error) ? await deletionOf(ctx, environmentId) : undefined;
        throw deletion === undefined ? error : new PreviewDeleted(deletion);
    };
    const byEnvironment = async () => {
        const now = await client.environments.statusPoll({ environmentId }).catch(explainNotFound);
        // A terminal state from before the trigger is a stale read, not this deployment's verdict.
        return startedSince(before, now) ? now.state : 'QUEUED';
    };
    if (!requestId)
        return byEnvironment;
    let warned = false;
    const byRequest = async () => {
        const { status } = await client.environments.deploymentStatusPoll({ deploymentRequestId: requestId }).catch(explainNotFound);
        if (status)
            return status;
        // The spec marks the request's status optional: the environment's stands in for it.
        if (!warned)
            ctx.log.warning(`GET /environment/deploymentStatus answered no status for deployment request ${requestId}: following the environment status`);
        warned = true;
        return byEnvironment();
    };
    return queue ? queue.poll(byRequest) : byRequest;
}
/**
 * The reads failed up to the deadline: one more, of the environment's own status (checked to be
 * this deployment's), decides the verdict when it answers; the wait's result stands when it does not.
 */
async function lastRead(ctx, environmentId, before, waited) {
    try {
        const state = await statusPoll(ctx, environmentId, '', before)();
        const verdict = classifyState(state, 'deploy');
        ctx.log.info(`The status reads failed until the timeout; a last read of the environment's status says ${state}`);
        const { readError: _answered, ...rest } = waited;
        return { ...rest, state, verdict: verdict === 'in_progress' ? 'timed_out' : verdict };
    }
    catch (error) {
        ctx.log.info(`A last read of the environment's status failed too (${(0,error_message/* errorMessage */.g)(error)})`);
        return waited;
    }
}

;// CONCATENATED MODULE: ./src/operations/rollout/readiness.ts
/**
 * Ready means answering: after DEPLOYED, each service with a public link is asked at
 * `health-path` until it answers 2xx or 3xx, with a backoff, within `health-timeout-seconds` and
 * the run's deadline. The request is a plain GET to the preview's own URL: it never carries the
 * platform token, nor any header of the API client.
 */



const FIRST_DELAY_MS = 1_000;
const DELAY_GROWTH = 1.5;
const MAX_DELAY_MS = 5_000;
/** One request may take this long before it counts as no answer. */
const REQUEST_LIMIT_MS = 10_000;
/**
 * The last ask comes at the end of the time given: it still gets this long to answer, or it
 * could never answer at all (a millisecond is too little even on loopback), and the failure
 * would name a timeout of ours instead of what the service said.
 */
const LAST_ASK_MS = 1_000;
/** A service that did not answer 2xx or 3xx in time: its URL and what it last answered. */
class NotReady extends Error {
    constructor(reason) {
        super(reason);
        this.name = 'NotReady';
    }
}
/** Node's own GET, no redirect followed (a 3xx is an answer), no header but the user agent; limits on the run's clock. */
function plainRequest(userAgent) {
    const send = httpSender(userAgent, clock/* systemClock */.ml.answerMs(REQUEST_LIMIT_MS));
    return async (url, limitMs) => (await send('GET', url, undefined, {}, undefined, clock/* systemClock */.ml.answerMs(limitMs))).status;
}
/** The URL asked: the link's, with the path after it. A link without a scheme is https. */
function healthUrl(link, path) {
    const base = /^[a-z][a-z0-9+.-]*:\/\//i.test(link) ? link : `https://${link}`;
    return `${base.replace(/\/+$/, '')}${path}`;
}
/** `12 s`, `3 min`, `2 min 5 s`. */
function spoken(ms) {
    const seconds = Math.round(ms / 1000);
    if (seconds < 60)
        return `${seconds} s`;
    const rest = seconds % 60;
    return rest === 0 ? `${seconds / 60} min` : `${Math.floor(seconds / 60)} min ${rest} s`;
}
const ready = (status) => status >= 200 && status < 400;
/**
 * A probe is made only with at least this much of the check's time left: one cut shorter would
 * time out on a service that answers, and name that timeout instead of its real answer.
 */
const SHORTEST_PROBE_MS = 2_000;
/** Asks one service until it answers 2xx or 3xx; a NotReady naming its URL, last answer and since when at `end`. */
async function untilReady(ctx, ask, service, end) {
    const { clock, log, config } = ctx;
    const url = healthUrl(service.url, config.healthPath);
    const startedAt = clock.now();
    let last = '';
    let lastSince = startedAt;
    for (let delay = FIRST_DELAY_MS;; delay = Math.min(delay * DELAY_GROWTH, MAX_DELAY_MS)) {
        const askedAt = clock.now();
        const limit = Math.max(LAST_ASK_MS, Math.min(REQUEST_LIMIT_MS, end.at - askedAt));
        let answer;
        try {
            const status = await ask(url, limit);
            if (ready(status)) {
                log.info(`${service.name} answered ${status} at ${url} after ${spoken(clock.now() - startedAt)}`);
                return;
            }
            answer = `answered ${status}`;
        }
        catch (error) {
            answer = `did not answer (${(0,error_message/* errorMessage */.g)(error)})`;
            // Cut short by the end of the check, no answer is not news: the last real answer stands.
            if (last !== '' && limit < REQUEST_LIMIT_MS)
                answer = last;
        }
        if (answer !== last) {
            log.info(`${service.name}: ${url} ${answer}; asking again until it answers 2xx or 3xx`);
            last = answer;
            lastSince = askedAt;
        }
        // The next probe at the latest when it still has its time: after that none is made, and the check runs out its time.
        const room = end.at - SHORTEST_PROBE_MS - clock.now();
        if (room <= 0) {
            await clock.sleep(Math.max(0, end.at - clock.now()));
            break;
        }
        await clock.sleep(Math.min(delay, room));
    }
    throw new NotReady(`${url} ${last} for ${spoken(clock.now() - lastSince)}, when ${end.by} ran out`);
}
/**
 * Every service asked side by side; the first that is not ready in time fails the check. Ends
 * by `health-timeout-seconds` from now and never after the run's deadline.
 */
async function checkReadiness(ctx, ask, services) {
    const own = ctx.clock.now() + ctx.config.healthTimeoutSeconds * 1000;
    const end = own <= ctx.deadline
        ? { at: own, by: `health-timeout-seconds (${ctx.config.healthTimeoutSeconds} s)` }
        : { at: ctx.deadline, by: "the run's time (timeout-minutes)" };
    ctx.log.info(`Asking ${services.map((service) => service.name).join(', ')} at ${ctx.config.healthPath} until each answers 2xx or 3xx (up to ${spoken(end.at - ctx.clock.now())})`);
    await Promise.all(services.map((service) => untilReady(ctx, ask, service, end)));
}

;// CONCATENATED MODULE: ./src/operations/rollout/verdict.ts
/**
 * A rollout's verdict in words: the stage that failed, and the one-line summary the outputs and
 * the report carry.
 */


function unreadReason(error) {
    return `could not read the deployment's status: ${(0,error_message/* errorMessage */.g)(error)}`;
}
/** The stage that failed (with its failing service, when known), else the one still running, else the last. */
function failedStageOf(stages) {
    const bad = (stage) => stage.status === 'ERROR' || stage.status === 'CANCEL';
    const service = stages.find((stage) => stage.service !== undefined && bad(stage));
    if (service)
        return `${service.name} (${service.service})`;
    return (stages.find((stage) => stage.service === undefined && bad(stage))?.name ??
        stages.find((stage) => stage.service === undefined && stage.durationSeconds === null)?.name ??
        stages.at(-1)?.name ??
        'wait');
}
function rolloutSummary(outcome, name, waited, failedStage, timeoutMinutes) {
    const seconds = (waited.elapsedMs / 1000).toFixed(0);
    switch (outcome) {
        case 'success':
            return `${name} deployed in ${seconds}s (${waited.state})`;
        case 'failure':
            return `Deployment of ${name} failed in stage "${failedStage}" with state ${waited.state}`;
        case 'cancelled':
            return `Deployment of ${name} was cancelled on the platform (state ${waited.state}, stage "${failedStage}")`;
        default:
            if (waited.readError !== undefined) {
                const seen = waited.state ? `last state seen: ${waited.state}` : 'no read answered';
                return `Deployment of ${name}: ${unreadReason(waited.readError)} (${seen} in ${(0,markdown_text/* counted */.hS)(timeoutMinutes, 'minute')})`;
            }
            return `Deployment of ${name} timed out after ${(0,markdown_text/* counted */.hS)(timeoutMinutes, 'minute')} (timeout-minutes): still ${waited.state || 'unknown'} in stage "${failedStage}"`;
    }
}

// EXTERNAL MODULE: ./src/basics/commit.ts
var commit = __webpack_require__(7214);
;// CONCATENATED MODULE: ./src/operations/rollout/superseded.ts
/**
 * Newest commit wins on the platform too: a preview run whose commit is no longer the pull
 * request's head deploys nothing, so an older run cannot overwrite a newer commit's preview
 * when runs of one pull request overlap (no `concurrency` group, or one that lets them).
 */


/** The pull request now, or the failed read's reason when GitHub cannot tell. */
async function readPullRequest(ctx, number) {
    try {
        return (await ctx.pullRequests?.read(number)) ?? { unread: 'no answer' };
    }
    catch (error) {
        return { unread: (0,error_message/* errorMessage */.g)(error) };
    }
}
/** The head commit that overtook this preview run, or undefined to go on. */
async function supersededBy(ctx) {
    const { config, pullRequests } = ctx;
    const runHead = config.pullRequest?.headSha;
    if (config.operation !== 'preview' || !runHead || !pullRequests || !config.pullRequest)
        return undefined;
    const number = config.pullRequest.number;
    const now = await readPullRequest(ctx, number);
    if ('unread' in now) {
        // Never read silently as "not superseded": the run goes on, and says it could not tell.
        ctx.log.warning(`Could not read pull request #${number}'s head from GitHub (${now.unread}): whether a newer commit overtook ${(0,commit/* shortCommit */.Ax)(runHead)} is unknown; deploying it all the same (the report names a newer head if there is one)`);
        return undefined;
    }
    // Heads are commits compared as GitHub writes them, never image tags (`commit` may be `v1.2`).
    if (!now.headSha || now.headSha.toLowerCase() === runHead.toLowerCase())
        return undefined;
    return now.headSha;
}
/** The one line of a run that stood down for a newer commit. */
function supersededSummary(sha, when) {
    return `Skipped: superseded by ${sha}, the pull request's newest commit, ${when}; this run deployed nothing`;
}
/** Whether the pull request was closed: its cleanup is then what took the preview away. */
async function pullRequestClosed(ctx) {
    const number = ctx.config.pullRequest?.number;
    if (number === undefined || !ctx.pullRequests)
        return false;
    const now = await readPullRequest(ctx, number);
    if ('unread' in now) {
        ctx.log.info(`Could not read pull request #${number} from GitHub (${now.unread}): taken for open`);
        return false;
    }
    return now.state !== 'open';
}

;// CONCATENATED MODULE: ./src/operations/rollout/rollout.ts
/**
 * What preview and deploy share once the target environment exists: upsert the secrets, trigger
 * exactly one deployment (every service at its version in one request, or a redeploy when no
 * service is named), wait for it, and read back metrics and links.
 */





















/** One line per service and secret, for a dry run's plan. Never a value. */
function describeRollout(ctx, target) {
    const { config } = ctx;
    const { sends } = target;
    const unset = [...sends.unsetSecrets, ...sends.unsetVariables];
    const what = target.services.length > 0
        ? `deploy these services of ${target.environment.name} in one request`
        : `redeploy ${target.environment.name} once`;
    return [
        ...describeServices(target.services),
        ...(target.unchanged ?? []).map((service) => `leave ${service.kind} ${service.name} as it is: unchanged since commit ${service.version ?? 'none'} (affected-only)`),
        ...(sends.secrets.length > 0 ? [`set secrets ${sends.secrets.map((s) => s.key).join(', ')}`] : []),
        ...(sends.variables.length > 0 ? [`set variables ${sends.variables.map((v) => `${v.key}=${v.value}`).join(', ')}`] : []),
        ...(unset.length > 0 ? [`leave ${unset.join(', ')} as they are: given empty (KEY=), so not sent`] : []),
        config.wait ? `${what} and wait up to ${(0,markdown_text/* counted */.hS)(config.timeoutMinutes, 'minute')}` : `${what} without waiting`,
    ];
}
/**
 * The rollout: configure, one trigger, then follow it (a separate step, below). `known` is what
 * the caller learned before it (the environment, whether this run created it): every result and
 * every fault of the rollout carries it, under what the rollout learns.
 */
async function rollOut(ctx, target, record, known = {}, underWay = {}) {
    const { clock, log } = ctx;
    const affected = target.unchanged !== undefined;
    const planned = {
        ...known,
        services: [
            ...target.services.flatMap(({ kind, name, source, to, pinned }) => to === null
                ? []
                : [{ kind, name, source, version: to, pinned, ...(affected && source === 'git' ? { affected: 'rebuilt' } : {}) }]),
            ...(target.unchanged ?? []).flatMap(({ kind, name, source, version }) => version === null ? [] : [{ kind, name, source, version, pinned: true, affected: 'unchanged' }]),
        ],
    };
    // Asked beside the last set-up wave, as late as it can be without a round trip of its own.
    const head = supersededBy(ctx);
    const configured = await (0,run_result/* knowing */.i$)(planned, () => record.stage('configure', () => configure(ctx, target, known.created === true, underWay.alongside)));
    const { status: before, secretNames, alongside } = configured;
    const set = { ...planned, ...alongside, secretNames };
    return (0,run_result/* knowing */.i$)(set, async () => {
        // A failed, cancelled or stopped last request lasted as long as it took to end, not as long as a deployment takes.
        const ownSeconds = before !== NEVER_DEPLOYED && before.last_deployment_state === 'DEPLOYED' ? before.total_deployment_duration_in_seconds : undefined;
        const previousSeconds = ownSeconds ?? (await underWay.blueprintDuration?.());
        const overtaken = await head;
        if (overtaken) {
            log.notice(`A newer commit (${overtaken}) is the pull request's head now: no ${triggerWord(target)} from this run`);
            return record.result('skipped', supersededSummary(overtaken, `before the ${triggerWord(target)}`), set);
        }
        // Taken inside the trigger stage, so the platform's rows, placed from it, never begin before the trigger's own.
        let triggerAt = clock.now();
        const started = await record.stage('trigger', () => {
            triggerAt = clock.now();
            return trigger(ctx, target, before);
        });
        const requested = { ...set, deploymentRequestId: started.requestId, state: started.state };
        return (0,run_result/* knowing */.i$)(requested, () => follow(ctx, target, record, requested, { ...configured, started, triggerAt, previousSeconds: previousSeconds ?? undefined }));
    });
}
/** After the trigger: the secrets' descriptions, the log's lines, the wait, and the result read from the platform. */
async function follow(ctx, target, record, requested, { status: before, late, describe, started, triggerAt, previousSeconds }) {
    const { config, log, deadline } = ctx;
    const environment = target.environment;
    // The secrets' descriptions, once the deployment is requested: never a round trip before it.
    await describe();
    for (const service of versionless(target.services)) {
        log.warning(`${service.kind} ${service.name} has no version yet (never deployed): left out of the deployment; name it in "${service.kind}" to deploy it`);
    }
    for (const service of target.services.filter((each) => each.pinned)) {
        log.info(`Deploying ${service.kind} ${service.name} at ${service.source === 'git' ? 'commit' : 'image tag'} ${service.to} (was ${service.version ?? 'none'})`);
    }
    log.info(`${target.services.length > 0 ? 'Deployment of its services' : 'Redeploy'} requested for ${environment.name}` +
        (started.requestId ? ` (deployment request ${started.requestId})` : ' (no deployment request id: following the environment status)'));
    if (!config.wait) {
        const links = await readLinks(ctx, environment.id);
        const serviceUrls = await linkedServices(ctx, environment.id, links, [...target.services, ...(target.others ?? [])]);
        const linked = { ...requested, ...(0,run_result/* linkFields */.uc)(links), serviceUrls };
        await (0,run_result/* knowing */.i$)(linked, () => setLateVariables(ctx, environment.id, late, { ...target.sharedUrls, ...(0,run_result/* urlsOf */.Wn)(linked) }));
        return record.result('success', `${target.services.length > 0 ? 'Deployment' : 'Redeploy'} of ${environment.name} requested; not waited for (wait: false)`, linked);
    }
    log.startGroup(`Waiting for ${environment.name} (timeout ${config.timeoutMinutes} min)`);
    const busy = before !== NEVER_DEPLOYED &&
        isKnownState(before.state) &&
        before.state !== 'READY' &&
        classifyState(before.state, 'deploy') === 'in_progress';
    const queue = new QueueFollower(ctx, environment.id, started.requestId, triggerAt, busy, started);
    let waited;
    try {
        waited = await record.during('wait', () => waitFor(ctx, {
            purpose: 'deploy',
            poll: statusPoll(ctx, environment.id, started.requestId, before, queue),
            timeoutMs: deadline - triggerAt,
            ...(previousSeconds ? { expectedDurationMs: previousSeconds * 1000 } : {}),
            triggeredAt: triggerAt,
            onPollError: (error, delayMs) => log.info(`Status read failed (${(0,error_message/* errorMessage */.g)(error)}); next try in ${(delayMs / 1000).toFixed(1)}s`),
        }));
    }
    catch (error) {
        if (error instanceof PreviewDeleted)
            return deletedWhileDeploying(record, requested, environment.name, error.state);
        throw error;
    }
    finally {
        log.endGroup();
    }
    if (waited.verdict === 'timed_out' && waited.readError !== undefined)
        waited = await lastRead(ctx, environment.id, before, waited);
    const seen = { ...requested, state: waited.state };
    return (0,run_result/* knowing */.i$)(seen, () => verdictOf(ctx, target, record, seen, { waited, queue, late, triggerAt, requestId: started.requestId }));
}
/** Once the wait ended: a deletion that won, a timeout's cancel, the platform's timings and links, readiness, and the result. */
async function verdictOf(ctx, target, record, seen, { waited, queue, late, triggerAt, requestId, }) {
    const { config } = ctx;
    const environment = target.environment;
    // A cleanup cancels a running deployment before it deletes: that CANCELED is the deletion's,
    // which may not have begun yet; the closed pull request then says so.
    if (waited.verdict === 'cancelled' && ctx.config.operation === 'preview') {
        // A status that could not be read tells nothing of a deletion: the pull request's state is asked instead.
        const [read] = await Promise.allSettled([deletionOf(ctx, environment.id)]);
        const deletion = read.status === 'fulfilled' ? read.value : undefined;
        if (deletion !== undefined || (await pullRequestClosed(ctx))) {
            return deletedWhileDeploying(record, seen, environment.name, deletion ?? waited.state);
        }
    }
    if (waited.verdict === 'timed_out' && config.cancelOnTimeout) {
        await cancelAfterTimeout(ctx, environment, requestId, queue.stillQueued);
    }
    // The platform's stages begin when this run's request left the queue, not at the trigger.
    const [platform, links] = await Promise.all([
        platformTimings(ctx, environment.id, waited, { triggerSeconds: record.elapsed(triggerAt), startSeconds: queue.startSeconds(record), requestId }, [...target.services, ...(target.others ?? [])]),
        linksStillKnown(ctx, environment.id, target.services) ?? readLinks(ctx, environment.id),
    ]);
    const queued = queue.stage(record.elapsed(triggerAt), record.elapsed(queue.startedAt), waited.verdict);
    // A preview sharing a baseline shows only its own services: the shared ones never deploy there.
    const shown = target.sharedUrls
        ? platform.stages.filter((stage) => stage.service === undefined || target.services.some((service) => service.name === stage.service))
        : platform.stages;
    const stages = queued ? [queued, ...shown] : shown;
    record.addRows(stages);
    // The stage statuses just read name the services already: no read of their own for the names.
    const named = [
        ...target.services,
        ...(target.others ?? []),
        ...platform.services.map((service) => ({ id: service.status.id, name: service.name })),
    ];
    const linked = await (0,run_result/* knowing */.i$)({ ...seen, ...(0,run_result/* linkFields */.uc)(links) }, () => linkedServices(ctx, environment.id, links, named));
    const reported = { ...seen, ...(0,run_result/* linkFields */.uc)(links), serviceUrls: linked.map(({ name, url }) => ({ name, url })) };
    return (0,run_result/* knowing */.i$)(reported, async () => {
        if (waited.verdict === 'success')
            await setLateVariables(ctx, environment.id, late, { ...target.sharedUrls, ...(0,run_result/* urlsOf */.Wn)(reported) });
        const outcome = waited.verdict;
        // Services without a link are never asked: a worker-only preview is ready at DEPLOYED.
        if (outcome === 'success' && config.healthPath !== '' && linked.length > 0) {
            try {
                await record.stage('readiness', () => checkReadiness(ctx, ctx.askService ?? plainRequest(USER_AGENT), linked));
            }
            catch (error) {
                if (!(error instanceof NotReady))
                    throw error;
                return record.result('failure', `${environment.name} deployed, but is not ready: ${error.message}`, {
                    ...reported,
                    failure: { reason: error.message, services: [] },
                });
            }
        }
        if (outcome === 'success')
            return record.result(outcome, rolloutSummary(outcome, environment.name, waited, undefined, config.timeoutMinutes), reported);
        const failedStage = failedStageOf(stages);
        const explained = outcome === 'failure' || outcome === 'timed_out'
            ? await explainFailure(ctx, environment.id, platform.services, {
                state: waited.state,
                stage: failedStage,
                ...(outcome === 'timed_out' ? { timeoutMinutes: config.timeoutMinutes } : {}),
            })
            : undefined;
        // Not a state that lasted, but reads that failed: that is the cause the outputs and the report name.
        const failure = waited.readError !== undefined ? { reason: unreadReason(waited.readError), services: explained?.services ?? [] } : explained;
        return record.result(outcome, rolloutSummary(outcome, environment.name, waited, failedStage, config.timeoutMinutes), {
            ...reported,
            failedStage,
            failure,
        });
    });
}

;// CONCATENATED MODULE: ./src/operations/rollout/target.ts
const SENDS_NOTHING = Object.freeze({ secrets: [], unsetSecrets: [], variables: [], unsetVariables: [] });
/** What the inputs set: a deploy's and a preview's. */
function sendsOf(config) {
    const { secrets, unsetSecrets, variables, unsetVariables } = config;
    return { secrets, unsetSecrets, variables, unsetVariables };
}

;// CONCATENATED MODULE: ./src/operations/environment/deployment-history.ts
/**
 * An environment's deployment history, read in one place: the paging (newest first, a page at a
 * time, by startId), the fallback to the second form for a server that does not serve the first
 * (one page of the last deployments), and what a history that cannot be read means: an
 * UnreadableHistory, the one outcome every caller meets (a rollback or a promotion fails on it,
 * nothing changed; rollback-on-failure is not attempted, saying so). Beside each other, the two
 * rules read from it: "last good" for a rollback, "last successful" for a promotion.
 */



/** The history could not be read: nothing is decided from it, and nothing is changed. */
class UnreadableHistory extends OperationError {
    constructor(cause) {
        super(`the deployment history could not be read (${(0,error_message/* errorMessage */.g)(cause)})`);
        this.name = 'UnreadableHistory';
        this.cause = cause;
    }
}
/** Pages read at most: 20 deployments each, so a good version is looked for among the last 200. */
const deployment_history_MAX_PAGES = 10;
/** Deployments read in the second form, which pages by size alone. */
const V2_PAGE_SIZE = 200;
/** The services of one deployment of the first form; one that lists no state for a service stands for it with its own. */
function seenIn(entry, services) {
    const git = (id) => services.find((service) => service.id.toLowerCase() === id.toLowerCase())?.source === 'git';
    const seen = (id, version, status) => ({
        id: id.toLowerCase(),
        version: version || undefined,
        deployed: (status ?? entry.status) === 'DEPLOYED',
    });
    return [
        ...entry.applications.map((item) => seen(item.id, item.commit?.git_commit_id, item.status)),
        ...entry.containers.map((item) => seen(item.id, item.tag, item.status)),
        ...entry.jobs.map((item) => seen(item.id, git(item.id) ? item.commit?.git_commit_id : item.tag, item.status)),
    ];
}
/** The services of one deployment of the second form, from every stage. */
function seenInV2(entry, services) {
    return entry.stages.flatMap((stage) => stage.services.map((item) => {
        const id = item.identifier.service_id.toLowerCase();
        const git = services.find((service) => service.id.toLowerCase() === id)?.source === 'git';
        const version = git ? item.details.commit?.git_commit_id : item.details.tag;
        return { id, version: version || undefined, deployed: (item.status ?? entry.status) === 'DEPLOYED' };
    }));
}
function dated(text) {
    return text ? Date.parse(text) : Number.NaN;
}
/** The first form names a request by its state alone: a stop's states begin with STOP, a deletion's with DELETE. */
function moveOf(entry) {
    const status = entry.status ?? '';
    const kind = /STOP/.test(status) ? 'stop' : /DELET/.test(status) ? 'other' : 'deploy';
    const ended = status === 'DEPLOYED' || status === 'STOPPED' ? 'done' : /_ERROR$|CANCEL/.test(status) ? 'failed' : 'running';
    const endedAt = entry.updated_at && ended !== 'running' ? dated(entry.updated_at) : undefined;
    return { kind, ended, askedAt: dated(entry.created_at), endedAt };
}
/** The second form says what each request was asked to do, and how the action ended (SUCCESS, ERROR, …). */
function moveOfV2(entry) {
    const action = entry.trigger_action ?? '';
    const kind = action === 'DEPLOY' || action === 'RESTART' ? 'deploy' : action === 'STOP' ? 'stop' : 'other';
    const status = entry.status ?? '';
    const ended = status === 'SUCCESS' ? 'done' : /ERROR|CANCEL/.test(status) ? 'failed' : 'running';
    const endedAt = entry.auditing_data?.updated_at && ended !== 'running' ? dated(entry.auditing_data.updated_at) : undefined;
    return { kind, ended, askedAt: dated(entry.auditing_data?.created_at), endedAt };
}
/**
 * The deployments, newest first, each with the services it carried; a page at a time. `services`
 * are the environment's, to tell a git-built job's version (its commit) from an image job's (its
 * tag): asked for only once the first page has answered (a read started ahead, whose failure meets
 * whoever reads on, and is never left unhandled when the history fails first).
 */
async function* deploymentsNewestFirst(ctx, environmentId, environmentServices, maxPages = deployment_history_MAX_PAGES) {
    const services = async () => (typeof environmentServices === 'function' ? environmentServices() : environmentServices);
    let startId;
    for (let page = 0; page < maxPages; page++) {
        let results;
        try {
            ({ results } = await ctx.client.environments.deploymentHistory({ environmentId, ...(startId ? { startId } : {}) }));
        }
        catch (error) {
            if (page > 0 || !isRouteMissing(error))
                throw new UnreadableHistory(error);
            const second = await ctx.client.environments
                .deploymentHistoryV2({ environmentId, pageSize: V2_PAGE_SIZE })
                .catch((failed) => {
                throw new UnreadableHistory(failed);
            });
            const known = await services();
            for (const entry of second.results) {
                yield {
                    id: entry.identifier?.execution_id ?? '',
                    status: entry.status ?? undefined,
                    services: seenInV2(entry, known),
                    move: moveOfV2(entry),
                };
            }
            return;
        }
        // The page is asked before the services are known (still being read, perhaps): they only tell how to read it.
        const known = await services();
        for (const entry of results)
            yield { id: entry.id, status: entry.status ?? undefined, services: seenIn(entry, known), move: moveOf(entry) };
        const last = results.at(-1);
        if (!last || last.id === startId)
            return;
        startId = last.id;
    }
}
/**
 * The good version in a service's DEPLOYED versions, newest first (`more`: older ones may follow),
 * or undefined while that is not known yet. A version some standing deployment went back from
 * (the one after it is the one before it: a rollback, by hand or by this action) is not good: a
 * version can reach DEPLOYED and still never answer its readiness probe. The move a rollback
 * undoes does not stand: the version it left is what ran before it.
 */
function goodIn(versions, leaving, more, undoing) {
    // The index of the newest DEPLOYED version whose move to the next may count against the one before it.
    const firstStanding = undoing === 'newest deployment' ? 1 : 0;
    for (let n = 0; n < versions.length; n++) {
        const version = versions[n];
        if (version === leaving)
            continue;
        if (n + 1 >= versions.length && more)
            return 'unknown';
        if (n > firstStanding && versions[n - 1] === versions[n + 1])
            continue;
        return version;
    }
    return more ? 'unknown' : undefined;
}
/**
 * The rule of a rollback, "last good": for each service, keyed by id, the version to go back to;
 * a service with none in the history is left out. `leaving` is each service's version to skip, by
 * id; `undoing`, the move undone. An UnreadableHistory when the history cannot be read.
 */
async function lastGoodVersions(ctx, environmentId, services, leaving, undoing) {
    // Each service's DEPLOYED versions, newest first, a redeploy of the same version counted once.
    const deployed = new Map(services.map((service) => [service.id, []]));
    const decide = (more) => {
        const found = new Map();
        let open = false;
        for (const service of services) {
            const good = goodIn(deployed.get(service.id), leaving.get(service.id), more, undoing);
            if (good === 'unknown')
                open = true;
            else if (good !== undefined)
                found.set(service.id, good);
        }
        return { found, open };
    };
    for await (const deployment of deploymentsNewestFirst(ctx, environmentId, services)) {
        for (const service of services) {
            const seen = deployment.services.find((item) => item.id === service.id.toLowerCase());
            const versions = deployed.get(service.id);
            if (seen?.deployed && seen.version !== undefined && versions.at(-1) !== seen.version)
                versions.push(seen.version);
        }
        if (!decide(true).open)
            break;
    }
    return decide(false).found;
}
/**
 * The rule of a promotion, "last successful": reads an environment's history, newest first, until
 * each of `wanted` (services of it) has a successful version or the pages run out: the newest
 * deployment, and each service's last successful version. The first page is asked as soon as the
 * environment's id is known, beside the reads of its services. Read for the source (what it
 * promotes) and for the target (what it runs: a service whose last deployment failed still runs
 * its last successful version). Unlike "last good" above it takes the newest successful version as
 * it is, whatever the order of versions: what ran last is what runs. An UnreadableHistory when the
 * history cannot be read.
 */
async function readHistory(ctx, sourceId, environmentServices, wanted) {
    const seen = new Map();
    let newest;
    for await (const deployment of deploymentsNewestFirst(ctx, await sourceId(), environmentServices)) {
        newest ??= deployment;
        const services = await wanted();
        for (const service of services) {
            const item = deployment.services.find((each) => each.id === service.id.toLowerCase());
            if (!item)
                continue;
            const known = seen.get(service.id);
            if (!known)
                seen.set(service.id, {
                    lastDeployed: item.deployed,
                    lastState: item.deployed ? 'DEPLOYED' : (deployment.status ?? 'unknown'),
                    good: item.deployed ? item.version : undefined,
                });
            else if (known.good === undefined && item.deployed)
                known.good = item.version;
        }
        if ((await wanted()).every((service) => seen.get(service.id)?.good !== undefined))
            break;
    }
    const versions = new Map();
    for (const [id, each] of seen)
        if (each.good !== undefined)
            versions.set(id, each.good);
    return { newest, versions, seen };
}
/** The newest deployment of the history, as it is now: one page read. */
async function newestDeployment(ctx, environmentId, services) {
    for await (const deployment of deploymentsNewestFirst(ctx, environmentId, services))
        return deployment;
    return undefined;
}
/** Pages a preview's life is read from at most: 50 of 20 requests, a preview's whole life unless it is a busy one. */
const LIFE_PAGES = 50;
/**
 * A preview's life as the platform recorded it: every deployment and stop, oldest first, with
 * their dates (all pages, up to LIFE_PAGES: `whole` says whether the oldest was reached). An
 * UnreadableHistory when the history cannot be read: nothing is decided from a life unknown.
 */
async function readMoves(ctx, environmentId) {
    const moves = [];
    let count = 0;
    for await (const deployment of deploymentsNewestFirst(ctx, environmentId, [], LIFE_PAGES)) {
        moves.push(deployment.move);
        count++;
    }
    // The first form pages by 20: a last page that was full may have had older ones after it.
    return { moves: moves.reverse(), whole: count < LIFE_PAGES * 20 };
}

;// CONCATENATED MODULE: ./src/operations/rollback/restore.ts
/**
 * Putting services back at a version: one `service/deploy` of exactly those services, waited for
 * with the rollout's poller and readiness probe, within what is left of the run's budget. A
 * rollback changes versions only: no secret or variable is set again.
 */






/** `application checkout from 9f8e7d6 to 1a2b3c4`, one per service. */
function describeRollback(services) {
    return services.map((service) => `${service.kind} ${service.name} from ${(0,commit/* shortVersion */.Li)(service.from)} to ${(0,commit/* shortVersion */.Li)(service.to)}`);
}
/** The versions gone back to, in one phrase: `1a2b3c4`, or `checkout 1a2b3c4, api v1`. */
function restore_versionsOf(services) {
    if (services.length === 1)
        return (0,commit/* shortVersion */.Li)(services[0].to);
    return services.map((service) => `${service.name} ${(0,commit/* shortVersion */.Li)(service.to)}`).join(', ');
}
/**
 * Deploys `services` at their `to` and waits, on `record`, knowing `known` (the environment); any fault is the rollback's failure,
 * said once and never retried. `startedAt` is when the rollback began (the failure seen, when
 * `afterFailure`: a deploy failed first).
 */
async function restore(ctx, environment, services, record, known, startedAt, afterFailure) {
    // Nothing announced again: the run's report started with the operation that failed, or with the rollback itself.
    const { announce: _announced, ...unannounced } = ctx;
    const put = services.map(({ kind, name, source, version, to }) => ({ kind, name, source, from: version, to: to }));
    let result;
    let outcome;
    let reason;
    try {
        // A rollback puts versions back: the secrets and variables are left as they are.
        result = await rollOut(unannounced, { environment, services, sends: SENDS_NOTHING }, record, known);
        outcome = result.outcome;
        reason = result.failure?.reason ?? result.summary;
    }
    catch (error) {
        outcome = 'failure';
        reason = (0,error_message/* errorMessage */.g)((0,run_result/* faultOf */.Kl)(error).fault);
    }
    const seconds = Math.round((ctx.clock.now() - startedAt) / 100) / 10;
    const to = restore_versionsOf(put);
    const summary = outcome === 'success'
        ? ctx.config.wait
            ? `rolled back to ${to} in ${(0,markdown_text/* formatDuration */.a3)(seconds)}`
            : `rollback to ${to} requested; not waited for (wait: false)`
        : outcome === 'timed_out'
            ? `the rollback to ${to} did not finish in the time left (${reason})`
            : `the rollback to ${to} failed${afterFailure ? ' too' : ''}: ${reason}`;
    return { result, rollback: { outcome, services: put, seconds, summary } };
}

;// CONCATENATED MODULE: ./src/operations/rollback/on-failure.ts





function triggered(result) {
    return result.stages.some((stage) => stage.name === 'trigger' && stage.status === 'SUCCESS');
}
async function rollBackAfterFailure(ctx, target, record, failed) {
    const { clock, config, log } = ctx;
    if (!config.rollbackOnFailure || (failed.outcome !== 'failure' && failed.outcome !== 'timed_out') || !triggered(failed))
        return failed;
    const startedAt = clock.now();
    const changed = target.services.filter((service) => service.pinned && service.to !== null && service.to !== service.version);
    const done = (rollback, status) => {
        log.info(rollback.summary[0].toUpperCase() + rollback.summary.slice(1));
        const stage = status === undefined
            ? []
            : [
                {
                    name: 'rollback',
                    source: 'action',
                    startSeconds: record.elapsed(startedAt),
                    durationSeconds: rollback.seconds,
                    status,
                },
            ];
        return {
            ...failed,
            durationSeconds: record.elapsed(),
            stages: [...failed.stages, ...stage],
            summary: `${failed.summary}; ${rollback.summary}`,
            rollback,
        };
    };
    const nothing = (why) => done({ outcome: 'nothing', services: [], seconds: null, summary: `nothing to roll back to: ${why}` });
    if (changed.length === 0)
        return nothing("this run changed no service's version");
    if (ctx.deadline <= clock.now()) {
        return done({
            outcome: 'not-attempted',
            services: [],
            seconds: null,
            summary: `rollback not attempted: the run's ${(0,markdown_text/* counted */.hS)(config.timeoutMinutes, 'minute')} ${config.timeoutMinutes === 1 ? 'is' : 'are'} used up (run the action with operation: rollback to put the previous version back)`,
        });
    }
    let good;
    try {
        good = await lastGoodVersions(ctx, target.environment.id, changed, new Map(changed.map((service) => [service.id, service.to])), 'failed deploy');
    }
    catch (error) {
        // The deploy's failure is the run's: a history that cannot be read leaves the rollback not attempted, saying why.
        return nothing((error instanceof UnreadableHistory ? error : new UnreadableHistory(error)).message);
    }
    const planned = changed.flatMap((service) => {
        const to = good.get(service.id);
        return to === undefined ? [] : [{ ...service, version: service.to, to, pinned: true }];
    });
    const without = changed.filter((service) => !good.has(service.id)).map((service) => `${service.kind} ${service.name}`);
    if (planned.length === 0)
        return nothing(`no earlier deployment of ${listed(without)} ended DEPLOYED`);
    if (without.length > 0)
        log.warning(`No earlier deployment of ${listed(without)} ended DEPLOYED: left as it is`);
    log.notice(`Rolling back ${describeRollback(planned.map(({ kind, name, source, version, to }) => ({ kind, name, source, from: version, to }))).join(', ')}`);
    const { rollback } = await restore(ctx, target.environment, planned, new run_result/* RunRecord */.d3(config.operation, clock), {}, startedAt, true);
    return done(rollback, rollback.outcome === 'success' ? 'SUCCESS' : 'ERROR');
}

;// CONCATENATED MODULE: ./src/operations/deploy.ts
/** deploy: the rollout against `environment` itself (a merge to main, or any non-PR event). */








async function deploy(ctx, record) {
    const { config } = ctx;
    const target = await record.stage('read environment', async () => {
        const [environment, services, variables] = await Promise.all([
            readEnvironment(ctx),
            pinsAny(config) || namesUrls(config) ? readServices(ctx, environmentIdOf(ctx)) : Promise.resolve([]),
            variablesToCheck(ctx, environmentIdOf(ctx)),
        ]);
        const where = `environment ${environment.name}`;
        return (0,run_result/* knowing */.i$)((0,run_result/* named */.KT)(environment), async () => {
            checkUrlServices(config, services, where);
            refuseAliases(fillVariables(config, {}), variables, where);
            // Read for a `{url:SERVICE}` alone, they are not deployed one by one: the trigger stays a redeploy.
            const planned = pinsAny(config) ? services : [];
            return {
                environment,
                services: planServices(config, selectServices(config, planned, where), planned, where),
                sends: sendsOf(config),
            };
        });
    });
    const known = (0,run_result/* named */.KT)(target.environment);
    if (config.dryRun) {
        return record.result('planned', `Dry run: planned the deploy of ${target.environment.name}; nothing was changed`, {
            ...known,
            plan: describeRollout(ctx, target),
        });
    }
    const { environment } = target;
    // The links are read after the wait, for the report, the outputs and the GitHub Deployment's
    // final status. Before the change only for a `{url:SERVICE}`, whose read configure shares: the
    // Deployment's payload then carries the URLs at no request of its own.
    return (0,run_result/* knowing */.i$)(known, async () => {
        const urls = wantsUrlsFirst(ctx) && namesUrls(config) ? await readLinkedServices(ctx, environment.id, target.services) : [];
        await ctx.announce?.(targetOf(environment, (0,run_result/* urlsOf */.Wn)({ serviceUrls: urls }), versionsOf(target.services)));
        return rollBackAfterFailure(ctx, target, record, await rollOut(ctx, target, record, known));
    });
}

;// CONCATENATED MODULE: ./src/operations/environment/by-name.ts





/** The one item named `name` among `items` (the `kind`s of `where`), or a refusal naming the candidates. */
function pick(input, items, name, kind, where) {
    const named = items.filter((item) => (0,names/* sameName */.q)(item.name, name));
    if (named.length === 1)
        return named[0];
    const problem = named.length > 1
        ? `${where} has ${named.length} ${kind}s named ${name} (${listed(named.map((item) => item.id))}): give the environment's id instead`
        : items.length === 0
            ? `${where} has no ${kind} named ${name} (it has none)`
            : `${where} has no ${kind} named ${name} (there: ${listed(items.map((item) => item.name))})`;
    return refuse(input, problem);
}
function refuse(input, problem) {
    throw new OperationError(`Input "${input}": ${problem}`);
}
/**
 * The environment at the end of its path of names: one list read per level, each level's perhaps
 * asked ahead. `input` is the input that gave the names: a name that does not resolve is its to change.
 */
async function resolveEnvironmentPath(client, input, path, ahead) {
    const organizations = await client.organizations.list({});
    const organization = path.organization !== ''
        ? pick(input, organizations, path.organization, 'organization', 'the token')
        : organizations.length === 1
            ? organizations[0]
            : refuse(input, organizations.length === 0
                ? 'the token sees no organization'
                : `${path.project}/${path.environment} names no organization, and the token sees ${organizations.length} (${listed(organizations.map((each) => each.name))}): write organization/project/environment`);
    const projects = (await listedAhead(ahead, 'organization', ahead?.projects(organization.id))) ??
        (await client.organizations.projects({ organizationId: organization.id }));
    const project = pick(input, projects, path.project, 'project', `organization ${organization.name}`);
    const environments = (await listedAhead(ahead, 'project', ahead?.environments(project.id))) ?? (await client.environments.list({ projectId: project.id }));
    return pick(input, environments, path.environment, 'environment', `project ${organization.name}/${project.name}`);
}
async function listedAhead(ahead, what, listing) {
    if (!ahead)
        return undefined;
    if (!listing) {
        ahead.stale(what);
        return undefined;
    }
    return listing;
}
/**
 * The environment an input gives by id or by its path of names (`promote-from`, `baseline`): one
 * that is not there is the input's to change, in one line naming it.
 */
async function readNamedEnvironment(client, input, ref) {
    if (ref.path)
        return resolveEnvironmentPath(client, input, ref.path);
    try {
        return await client.environments.get({ environmentId: ref.id });
    }
    catch (error) {
        if (isNotFound(error))
            refuse(input, (0,error_message/* errorMessage */.g)(error));
        throw error;
    }
}

;// CONCATENATED MODULE: ./src/operations/environment/earlier-runs.ts




/** The states earlier runs left, sealed, newest first: the first these inputs prove is used, the others ignored. */
function provenCarried(config, sealed) {
    return sealed.flatMap((each) => unsealCarried(config, each) ?? [])[0];
}
/** The announce that also leaves, in the GitHub Deployment, the project found for any later run of this input. */
function announcingRoute(ctx) {
    const { config, announce } = ctx;
    if (!announce)
        return undefined;
    return (target) => {
        const carry = sealRoute(config, target);
        return announce({ ...target, ...(carry ? { carry } : {}) });
    };
}
/** What the next run of this pull request may reuse: the blueprint's project, sealed (undefined for a blueprint given by id). */
function leftForNextRun(ctx, blueprint) {
    return sealRoute(ctx.config, { organizationId: blueprint.organization.id, projectId: blueprint.project.id });
}
/**
 * The environment the input names by its path of names, resolved before the operation starts;
 * undefined for one given by id (read by id when first needed).
 */
async function namedEnvironment(ctx) {
    const path = ctx.config.environmentPath;
    if (!path)
        return undefined;
    const environment = await resolveEnvironmentPath(ctx.client, ctx.config.forkRun ? 'fork-blueprint' : 'environment', path, listedAtOnce(ctx, ctx.carried?.project));
    ctx.log.info(`Environment ${pathText(path)} is ${environment.id}`);
    return environment;
}
/**
 * The projects and environments an earlier run's project leads to, asked beside the
 * organizations; each used only when the names, picked from the lists before it, still lead to
 * it. A list not used (the organization or project gone or no longer the names') is never awaited.
 */
function listedAtOnce(ctx, known) {
    if (!known)
        return undefined;
    const { client } = ctx;
    const projects = headStart(client.organizations.projects({ organizationId: known.organization.id }));
    const environments = headStart(client.environments.list({ projectId: known.id }));
    return {
        projects: (organizationId) => (organizationId === known.organization.id ? projects() : undefined),
        environments: (projectId) => (projectId === known.id ? environments() : undefined),
        stale: (what) => ctx.log.info(`The ${what} an earlier run found for these names is no longer theirs: reading it by the names`),
    };
}
function pathText(path) {
    return [path.organization, path.project, path.environment].filter((part) => part !== '').join('/');
}
/**
 * This pull request's preview named `nameOf(blueprint)`, as the blueprint's project lists it now:
 * its name and mode as they are, whatever an earlier run left. The list is the one the names
 * were resolved with, when they were (one read, shared).
 */
async function pullRequestPreview(ctx, blueprint, nameOf) {
    const listing = ctx.client.environments.list({ projectId: blueprint.project.id });
    const siblings = () => listing;
    const found = (await listing).find((environment) => (0,names/* sameName */.q)(environment.name, nameOf(blueprint)));
    return { siblings, ...(found ? { found } : {}) };
}

;// CONCATENATED MODULE: ./src/operations/preview/deletion-pending.ts
/**
 * Is the environment on its way out? Its status cannot say for a few seconds after the delete
 * (it still shows the state from before), so a pull request reopened right after its close
 * would take the dying preview for its own. The deployment history lists the delete the moment
 * it is made: its last request says.
 */

/**
 * True when the environment's last deployment request is a deletion that has not failed; false
 * when it is anything else, or there is none; undefined when the history could not be read (an
 * older server without it), and the status is all there is to go by.
 */
async function lastRequestDeletes(ctx, environment) {
    try {
        const [last] = (await ctx.client.environments.deploymentHistoryV2({ environmentId: environment.id, pageSize: 1 })).results;
        if (!last)
            return false;
        if (!last.trigger_action)
            return undefined;
        return last.trigger_action === 'DELETE' && !(last.status ?? '').endsWith('_ERROR');
    }
    catch (error) {
        ctx.log.info(`Could not read the deployment history of ${environment.name} (${(0,error_message/* errorMessage */.g)(error)}): its status says whether it is being deleted`);
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/operations/preview/max-previews.ts
/**
 * max-previews: the blueprint's open previews, counted from the project's environments the run
 * has read already (mode PREVIEW, a name the `preview-name` template gives one pull request), so
 * the cap costs no request of its own before the clone; and counted again after it, since runs
 * that start at once each count before the others have cloned.
 *
 * With `fork-previews: approve` the cap is on the repository's previews in all: the team's
 * blueprint's and the fork blueprint's count together, in a team's run and a fork's alike.
 */





/**
 * The other blueprint whose previews share the cap: the fork blueprint in a team's run, the team's
 * in a fork's; undefined without `fork-previews: approve`, without a cap, or when both are one.
 * Found in the project's environments the run has read when it is there; in another project it
 * costs its own read (and, named by path, the reads of its names).
 */
async function capPartner(ctx, blueprint, siblings) {
    const { config } = ctx;
    const ref = config.forkRun ? config.teamBlueprint : config.forkBlueprint;
    if (config.maxPreviews === 0 || ref === '')
        return undefined;
    const partner = parsers/* UUID */.kk.test(ref)
        ? (siblings.find((environment) => environment.id === ref.toLowerCase()) ??
            (await ctx.client.environments.get({ environmentId: ref.toLowerCase() })))
        : await blueprintByPath(ctx, ref, siblings, config.forkRun ? 'environment' : 'fork-blueprint');
    return partner.id === blueprint.id ? undefined : partner;
}
/**
 * The environment `ref` (a path of names given to `input`) names: among the project's environments
 * at hand when it is in the blueprint's project, else resolved by its names.
 */
async function blueprintByPath(ctx, ref, siblings, input) {
    const path = (0,parsers/* environmentPathOf */.or)(ref);
    const own = ctx.config.environmentPath;
    const sameProject = own !== undefined &&
        (0,names/* sameName */.q)(own.project, path.project) &&
        (own.organization === '' || path.organization === '' || (0,names/* sameName */.q)(own.organization, path.organization));
    const named = sameProject ? siblings.filter((environment) => (0,names/* sameName */.q)(environment.name, path.environment)) : [];
    return named.length === 1 ? named[0] : resolveEnvironmentPath(ctx.client, input, path);
}
/**
 * The partner's project's environments: those at hand when it shares the blueprint's project,
 * else one list read of its own.
 */
async function withPartner(ctx, blueprint, siblings, partner) {
    if (!partner)
        return [[blueprint, siblings]];
    const theirs = partner.project.id === blueprint.project.id ? siblings : await ctx.client.environments.list({ projectId: partner.project.id });
    return [
        [blueprint, siblings],
        [partner, theirs],
    ];
}
function countedOf(ctx, capped) {
    const blueprints = new Set(capped.map(([blueprint]) => blueprint.id));
    const seen = new Set();
    return capped.flatMap(([blueprint, siblings]) => siblings.flatMap((environment) => {
        if (blueprints.has(environment.id) || seen.has(environment.id) || environment.mode !== 'PREVIEW')
            return [];
        const numbers = previewNumbers(ctx.config.previewName, environment.name, blueprint);
        if (numbers.length !== 1)
            return [];
        seen.add(environment.id);
        return [{ name: environment.name, pullRequest: numbers[0], environment }];
    }));
}
/** Oldest first, by the creation date the platform reports; the id settles a tie, so every run ranks alike. */
function byCreation(a, b) {
    const at = (environment) => {
        const time = Date.parse(environment.created_at);
        return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
    };
    return at(a) - at(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
/** The blueprints counted, the team's first: "staging has", "staging and fork-blueprint have". */
function holders(ctx, capped) {
    const names = capped.map(([blueprint]) => blueprint.name);
    if (names.length === 1)
        return `${names[0]} has`;
    return `${(ctx.config.forkRun ? names.reverse() : names).join(' and ')} have`;
}
function refusal(ctx, record, known, capped, open) {
    const max = ctx.config.maxPreviews;
    ctx.log.notice(`Preview ${known.environmentName ?? ''} not created: ${holders(ctx, capped)} ${open.length} open preview(s), max-previews is ${max}`);
    return record.result('skipped', `Not created: ${holders(ctx, capped)} ${open.length} open previews and max-previews is ${max}. ` +
        'Close or merge one of their pull requests (its preview is then deleted), then push again to preview this one.', { ...known, openPreviews: [...open].sort((a, b) => a.pullRequest - b.pullRequest) });
}
/**
 * The skipped result when a new preview would go over the cap; undefined when it may be created.
 * `partner`: capPartner's answer, whose previews count too.
 */
async function refusedOverCap(ctx, record, known, blueprint, siblings, partner) {
    const max = ctx.config.maxPreviews;
    if (max === 0)
        return undefined;
    const capped = await withPartner(ctx, blueprint, siblings, partner);
    const open = countedOf(ctx, capped).map(({ name, pullRequest }) => ({ name, pullRequest }));
    if (open.length < max)
        return undefined;
    return refusal(ctx, record, known, capped, open);
}
/**
 * The count again once this run's preview exists: of the previews past the cap, the newest go,
 * and this run's preview, when it is one of them, is deleted again (not waited for) and the run
 * skipped, naming the previews that hold the places; an older preview keeps its place.
 * `leaving`: the preview of this name on its way out, which holds no place.
 */
async function deletedOverCap(ctx, record, known, blueprint, preview, leaving, partner) {
    const max = ctx.config.maxPreviews;
    if (max === 0)
        return undefined;
    const own = (listed) => [
        // A list that does not show the new preview yet still counts it.
        ...listed.filter((environment) => environment.id !== preview.id && environment.id !== leaving),
        preview,
    ];
    const [listed, theirs] = await Promise.all([
        ctx.client.environments.list({ projectId: blueprint.project.id }),
        partner && partner.project.id !== blueprint.project.id ? ctx.client.environments.list({ projectId: partner.project.id }) : undefined,
    ]);
    const siblings = own(listed);
    const capped = partner
        ? [
            [blueprint, siblings],
            [partner, theirs ?? siblings],
        ]
        : [[blueprint, siblings]];
    const ranked = countedOf(ctx, capped).sort((a, b) => byCreation(a.environment, b.environment));
    const place = ranked.findIndex((counted) => counted.environment.id === preview.id);
    if (place < max)
        return undefined;
    const keeping = ranked.slice(0, max);
    ctx.log.info(`${ranked.length} previews of ${capped.map(([each]) => each.name).join(' and ')} exist now, created at once by runs of different pull requests; ` +
        `${preview.name} is the newest past max-previews (${max}): deleting it again`);
    await requestDeletion(ctx, preview);
    return refusal(ctx, record, 
    // Deleted again: the result names no environment of this run.
    { ...known, created: false, environmentId: '' }, capped, keeping.map(({ name, pullRequest }) => ({ name, pullRequest })));
}

;// CONCATENATED MODULE: ./src/operations/preview/fork-blueprint.ts
/**
 * A fork's preview is cloned from the fork blueprint, never from `environment`, whose secrets are
 * the team's. The two inputs may name one environment in ways the inputs alone cannot tell apart
 * (an id and a path, a path with and without its organization): a fork's run compares them
 * resolved, before any change, and refuses the run when they are one.
 */



/** Refuses a fork's run whose fork blueprint is `environment` itself; `siblings` are the blueprint's project's environments. */
async function refuseTeamBlueprint(ctx, blueprint, siblings) {
    const { config } = ctx;
    if (!config.forkRun || config.teamBlueprint === '')
        return;
    const team = config.teamBlueprint;
    const teamId = parsers/* UUID */.kk.test(team) ? team.toLowerCase() : (await blueprintByPath(ctx, team, await siblings(), 'environment')).id;
    if (teamId !== blueprint.id)
        return;
    throw new OperationError(`Input "fork-blueprint": names environment itself (${blueprint.name}, ${blueprint.id}): a fork's preview would be cloned from the team's blueprint and hold its secrets; give a blueprint of its own, kept free of them`);
}

;// CONCATENATED MODULE: ./src/operations/preview/create-preview.ts






function findByName(environments, name) {
    return environments.find((environment) => (0,names/* sameName */.q)(environment.name, name));
}
function ensurePreviewMode(environment) {
    if (environment.mode !== 'PREVIEW') {
        throw new OperationError(`An environment named ${environment.name} already exists in mode ${environment.mode}; refusing to use it as a preview (change "preview-name")`);
    }
}
/** Creates whose answer was lost and that made nothing; the list read after each keeps a repeat safe. */
const LOST_CREATE_TRIES = 5;
/**
 * Creates the preview. A 409 means the name was taken meanwhile (a concurrent run won the race)
 * or the blueprint is busy; a lost answer may have created it. The environment of that name, if
 * any, is then adopted; only when there is none does a busy blueprint get waited out.
 */
async function createPreview(ctx, blueprint, name, leaving) {
    const { client, config, clock, log, deadline } = ctx;
    const projectId = blueprint.environment.project.id;
    const clusterId = config.clusterId || blueprint.environment.cluster_id;
    const create = config.previewScope === 'environment'
        ? () => client.environments.clone({
            environmentId: blueprint.environment.id,
            body: { name, mode: 'PREVIEW', cluster_id: clusterId, project_id: projectId },
        })
        : () => client.environments.create({ projectId, body: { name, mode: 'PREVIEW', cluster_id: clusterId } });
    let lost = 0;
    for (let busy = 0;;) {
        try {
            const made = await create();
            if (made)
                return { environment: made, created: true, marked: false, fresh: true };
            // Accepted with no answer body (some servers do): the new environment is found by its name.
            const listed = findByName(await client.environments.list({ projectId }), name);
            if (!listed) {
                throw new OperationError(`The platform accepted the preview ${name} with no answer body, and the project lists no environment of that name`);
            }
            ensurePreviewMode(listed);
            log.info(`The create of ${name} was accepted with no answer body: found it by its name`);
            return { environment: listed, created: true, marked: false, fresh: true };
        }
        catch (error) {
            const ambiguous = isAmbiguous(error);
            if (!ambiguous && !isBusy(error))
                throw error;
            // The old preview of this name may be listed a moment after its deletion ended: never adopted.
            const existing = findByName((await client.environments.list({ projectId })).filter(({ id }) => id !== leaving), name);
            if (existing) {
                ensurePreviewMode(existing);
                log.info(ambiguous
                    ? `The create answer was lost, but ${name} exists: adopting it`
                    : `${name} was created meanwhile by another run: adopting it`);
                const marked = await ensureMadeFrom(ctx, existing, blueprint.environment, 'use', blueprint.siblings);
                return { environment: existing, created: ambiguous, marked, fresh: false };
            }
            if (ambiguous) {
                if (++lost >= LOST_CREATE_TRIES)
                    throw error;
                continue;
            }
            const delay = busyDelay(busy++, ctx.random ?? Math.random);
            if (clock.now() + delay > deadline)
                throw error;
            const why = leaving
                ? `The blueprint is busy, or the old ${name} is still listed as its deletion ends`
                : 'The blueprint is busy with another operation';
            log.info(`${why}; cloning again in ${(delay / 1000).toFixed(1)}s`);
            await clock.sleep(delay);
        }
    }
}
/** preview-scope jobs: clone each listed blueprint job the preview does not have yet. */
async function cloneListedJobs(ctx, blueprint, preview, previewServices) {
    const { client } = ctx;
    const previewJobs = previewServices.filter((service) => service.kind === 'job');
    const missing = blueprint.selected.filter((job) => !previewJobs.some((have) => (0,names/* sameName */.q)(have.name, job.name)));
    if (missing.length === 0)
        return previewServices;
    const cloned = await Promise.all(missing.map(async (job) => {
        try {
            const made = await client.jobs.clone({ jobId: job.id, body: { name: job.name, environment_id: preview.id } });
            if (made)
                return fromJob(made);
            // Accepted with no answer body (some servers do): the clone is found by its name.
            const listed = (await readServices(ctx, preview.id, ['job'])).find((have) => (0,names/* sameName */.q)(have.name, job.name));
            if (!listed)
                throw new OperationError(`The platform accepted the clone of job ${job.name} with no answer body, and ${preview.name} lists no job of that name`);
            return listed;
        }
        catch (error) {
            if (!isAmbiguous(error))
                throw error;
            const again = (await readServices(ctx, preview.id, ['job'])).find((have) => (0,names/* sameName */.q)(have.name, job.name));
            if (!again)
                throw error;
            return again;
        }
    }));
    return [...previewServices, ...cloned];
}

// EXTERNAL MODULE: ./src/config/preview-hours.ts
var preview_hours = __webpack_require__(9160);
;// CONCATENATED MODULE: ./src/operations/preview/working-hours.ts
/**
 * preview-hours: the preview's deployment rule, set so the platform stops it outside the hours
 * and starts it inside them (`auto_stop`). The rule is read first, for its id and to leave alone
 * one that says so already; an edit replaces the whole rule, so the preview flags it carries are
 * sent back as they were.
 */



/** A time of day as the platform writes one: a date-time on 1970-01-01, read in the rule's timezone. */
const timeOfDay = (hhmm) => `1970-01-01T${hhmm}:00.000Z`;
/** `HH:MM` of a date-time the platform sent, as written; '' when it sent none. */
function hhmmOf(dateTime) {
    return /T(\d{2}:\d{2})/.exec(dateTime ?? '')?.[1] ?? '';
}
function holds(rule, hours) {
    const days = rule.weekdays ?? [];
    return (rule.auto_stop === true &&
        rule.timezone === hours.timezone &&
        hhmmOf(rule.start_time) === hours.start &&
        hhmmOf(rule.stop_time) === hours.stop &&
        days.length === hours.weekdays.length &&
        hours.weekdays.every((day) => days.includes(day)));
}
/** The dry run's line for the rule: one an existing preview has already is read, not planned again. */
async function plannedHours(ctx, existing, name) {
    const hours = ctx.config.previewHours;
    if (!hours)
        return undefined;
    const rule = existing && (await ctx.client.environments.deploymentRule({ environmentId: existing.id }));
    return rule && holds(rule, hours)
        ? `keep the deployment rule of ${name}: it already stops it outside ${(0,preview_hours/* hoursText */.D)(hours)}`
        : `set the deployment rule of ${name}: stopped outside ${(0,preview_hours/* hoursText */.D)(hours)}, started inside them`;
}
/**
 * Sets the rule when `preview-hours` is given and the rule differs, and returns the hours the
 * preview now keeps. A refusal fails the run before its deployment, naming the input and what
 * the platform said (a 403 names the scope).
 */
async function setWorkingHours(ctx, environment) {
    const { client, config, log } = ctx;
    const hours = config.previewHours;
    if (!hours)
        return undefined;
    const text = (0,preview_hours/* hoursText */.D)(hours);
    try {
        const rule = await client.environments.deploymentRule({ environmentId: environment.id });
        if (holds(rule, hours)) {
            log.info(`${environment.name} already sleeps outside ${text} (its deployment rule)`);
        }
        else {
            await client.environments.editDeploymentRule({
                environmentId: environment.id,
                deploymentRuleId: rule.id,
                body: {
                    ...(typeof rule.on_demand_preview === 'boolean' ? { on_demand_preview: rule.on_demand_preview } : {}),
                    ...(typeof rule.auto_preview === 'boolean' ? { auto_preview: rule.auto_preview } : {}),
                    auto_stop: true,
                    timezone: hours.timezone,
                    start_time: timeOfDay(hours.start),
                    stop_time: timeOfDay(hours.stop),
                    weekdays: hours.weekdays,
                },
            });
            log.info(`Set the deployment rule of ${environment.name}: the platform stops it outside ${text} and starts it inside them`);
        }
    }
    catch (error) {
        throw new OperationError(`preview-hours: could not set the deployment rule of ${environment.name}: ${(0,error_message/* errorMessage */.g)(error)}`);
    }
    return hours;
}

;// CONCATENATED MODULE: ./src/operations/preview/changed-services.ts
/**
 * affected-only: on a preview that exists, the git-built services named in the inputs are
 * deployed only when the push changed a file under their `root_path` since the commit each runs
 * (`deployed_commit_id`); a change matching `shared-paths` deploys them all. GitHub's compare API
 * says what changed, one request per distinct deployed commit. Every doubt deploys everything,
 * with a warning that says why: skipping a service that did change would leave the preview
 * running old code while the report says it is current.
 */



/** GitHub lists at most this many files of a comparison: a list that long may be cut. */
const COMPARE_FILE_LIMIT = 300;
/**
 * A glob of repository paths as a matcher (minimatch): `**` any number of folders, `*` and `?`
 * within one name, and names starting with a dot matched like any other (`packages/shared/**`
 * covers `packages/shared/.eslintrc`, `**` covers `.github/`), since a shared change skipped is a
 * preview left on old code: Node's own `path.matchesGlob` has no such option. A glob matches the
 * path itself and everything beneath it, so `packages/shared` is the folder as well as
 * `packages/shared/**`. Loaded only by a run with shared paths to
 * match: every other run starts without parsing the library.
 */
async function globMatcher(glob) {
    const { Minimatch } = await __webpack_require__.e(/* import() */ 138).then(__webpack_require__.bind(__webpack_require__, 1138));
    const itself = new Minimatch(glob, { dot: true });
    const beneath = new Minimatch(`${glob.replace(/\/+$/, '')}/**`, { dot: true });
    return (path) => itself.match(path) || beneath.match(path);
}
/** The repository folder a service is built from, without slashes at either end; '' is the whole repository. */
function folderOf(rootPath) {
    return (rootPath ?? '')
        .trim()
        .replace(/^\.?\/+/, '')
        .replace(/\/+$/, '');
}
/** Whether a service's repository URL names the repository compared in; one that cannot be read does not. */
function sameRepository(url, repository) {
    const plain = (text) => {
        const parsed = URL.parse(text.trim());
        return parsed
            ? `${parsed.host}${parsed.pathname}`
                .toLowerCase()
                .replace(/\/+$/, '')
                .replace(/\.git$/, '')
            : undefined;
    };
    return url !== null && url !== undefined && plain(url) !== undefined && plain(url) === plain(repository);
}
function underFolder(file, folder) {
    return folder === '' || file === folder || file.startsWith(`${folder}/`);
}
/** Why a comparison cannot be trusted to list every change, or undefined when it can. */
function doubtOf(base, head, comparison) {
    const range = `${(0,commit/* shortCommit */.Ax)(base)}...${(0,commit/* shortCommit */.Ax)(head)}`;
    if (comparison.status === 'diverged' || comparison.status === 'behind') {
        return `the deployed commit ${(0,commit/* shortCommit */.Ax)(base)} is not an ancestor of ${(0,commit/* shortCommit */.Ax)(head)} (GitHub says ${comparison.status}: a force-push or a rebase?)`;
    }
    if (comparison.status !== 'ahead' && comparison.status !== 'identical') {
        return `GitHub compared ${range} as "${comparison.status}"`;
    }
    if (comparison.files === undefined)
        return `GitHub did not list the files changed in ${range}`;
    if (comparison.listed >= COMPARE_FILE_LIMIT) {
        return `GitHub lists at most ${COMPARE_FILE_LIMIT} changed files and ${range} reaches that limit`;
    }
    return undefined;
}
/**
 * The services to deploy and those left as they are, or undefined to deploy every service as
 * without affected-only (a warning then says why). `planned` are the preview's services as
 * planServices gives them; `lastState` the state its last deployment ended in.
 */
async function affectedServices(ctx, planned, lastState) {
    const { config, log } = ctx;
    const head = config.commit;
    const everything = (why) => {
        log.warning(`affected-only: deploying every service because ${why}`);
        return undefined;
    };
    if (!ctx.commits)
        return everything('GitHub cannot be asked what changed (no github-token or repository)');
    if (lastState && classifyState(lastState, 'deploy') !== 'success') {
        return everything(`the preview's last deployment ended ${lastState}, not deployed`);
    }
    const named = planned.filter((service) => service.pinned);
    const git = named.filter((service) => service.source === 'git');
    const commits = ctx.commits;
    const elsewhere = (service) => !sameRepository(service.repositoryUrl, commits.repository);
    const compared = git.filter((service) => service.version !== null && !elsewhere(service));
    for (const service of git.filter((each) => !compared.includes(each))) {
        log.warning(`affected-only: ${service.kind} ${service.name} ` +
            (service.version === null
                ? 'shows no deployed commit'
                : `is built from ${service.repositoryUrl ?? 'a repository the platform does not name'}, not ${commits.repository}`) +
            `: deploying it at ${(0,commit/* shortCommit */.Ax)(head)}`);
    }
    const bases = [...new Set(compared.map((service) => service.version))];
    const changes = new Map();
    try {
        await Promise.all(bases.map(async (base) => {
            if (base.toLowerCase() === head.toLowerCase())
                return changes.set(base, []);
            const comparison = await commits.compare(base, head);
            const doubt = doubtOf(base, head, comparison);
            if (doubt !== undefined)
                throw new Doubt(doubt);
            return changes.set(base, comparison.files ?? []);
        }));
    }
    catch (error) {
        return everything(error instanceof Doubt ? error.message : `GitHub's compare failed (${(0,error_message/* errorMessage */.g)(error)})`);
    }
    const shared = await Promise.all(config.sharedPaths.map(globMatcher));
    for (const [base, files] of changes) {
        const file = files.find((path) => shared.some((matches) => matches(path)));
        if (file === undefined)
            continue;
        log.info(`affected-only: ${file} (changed since ${(0,commit/* shortCommit */.Ax)(base)}) is under shared-paths: deploying every git-built service`);
        return { deploy: named.map((service) => ({ ...service })), unchanged: [], bases };
    }
    const changed = (service) => {
        const files = compared.includes(service) ? changes.get(service.version ?? '') : undefined;
        if (files === undefined)
            return true;
        const folder = folderOf(service.rootPath);
        return files.some((file) => underFolder(file, folder));
    };
    const deploy = named.filter((service) => service.source !== 'git' || changed(service));
    const unchanged = git.filter((service) => !deploy.includes(service));
    for (const service of unchanged) {
        log.info(`affected-only: ${service.kind} ${service.name} is unchanged since ${(0,commit/* shortCommit */.Ax)(service.version)}: left as it is`);
    }
    return { deploy, unchanged, bases };
}
/** A comparison that answered but cannot be trusted to list every change. */
class Doubt extends Error {
}

;// CONCATENATED MODULE: ./src/operations/preview/affected-only.ts
/**
 * affected-only on a preview that exists: which of its services a push changed, and the result
 * of a push that changed none (nothing deployed, the report says since when).
 */






/** affected-only on a preview that exists: which of its services the push changed. */
async function compareCommits(ctx, selected, preview, name, lastState) {
    const services = await readServices(ctx, preview.id);
    let planned;
    try {
        planned = planServices(ctx.config, selected, services, `Preview ${name}`);
    }
    catch (error) {
        // preview-scope jobs: a job listed since the last push is cloned and deployed with the rest.
        if (!(error instanceof OperationError))
            throw error;
        ctx.log.warning(`affected-only: deploying every service because ${error.message}`);
        return { services, plan: undefined };
    }
    return { services, plan: await affectedServices(ctx, planned, lastState) };
}
/** A push that changed none of the preview's services: nothing is deployed, and the report says since when. */
async function unchangedPreview(ctx, record, known, preview, plan, lastState) {
    // Neither read throws (a link or a name it cannot read is left out): what it learned goes to the result alone.
    const read = await readLinks(ctx, preview.id);
    const serviceUrls = (await linkedServices(ctx, preview.id, read, plan.unchanged)).map(({ name, url }) => ({ name, url }));
    const since = plan.bases.map((base) => (0,commit/* shortCommit */.Ax)(base)).join(', ');
    ctx.log.notice(`affected-only: no service changed since ${since}; nothing was deployed`);
    return record.result('skipped', `No service changed since ${since}: nothing was deployed; ${preview.name} runs what it ran`, {
        ...known,
        environmentId: preview.id,
        state: lastState,
        unchangedSince: plan.bases,
        services: plan.unchanged.flatMap(({ kind, name, source, version }) => version === null ? [] : [{ kind, name, source, version, pinned: true, affected: 'unchanged' }]),
        ...(0,run_result/* linkFields */.uc)(read),
        serviceUrls,
    });
}

;// CONCATENATED MODULE: ./src/operations/preview/skip-paths.ts
/**
 * `skip-paths`: a pull request whose every changed file matches one of the globs (its docs, say)
 * gets no new preview. The files are GitHub's comparison of the pull request's base with its head;
 * on any doubt (no answer, a list GitHub cut, no file at all) the preview is made as without the input.
 */


/** GitHub lists at most this many files of a comparison: a list that long may be cut. */
const skip_paths_COMPARE_FILE_LIMIT = 300;
/** Whether every file the pull request changes matches `skip-paths`; false on any doubt, with a line saying why. */
async function onlySkipPaths(ctx, pullRequest) {
    const { config, log, commits } = ctx;
    const base = pullRequest.baseSha || pullRequest.baseBranch || '';
    const doubt = (why) => {
        log.warning(`skip-paths: ${why}; previewing as without it`);
        return false;
    };
    if (!commits)
        return doubt('GitHub cannot be asked for the files the pull request changes (no github-token or repository)');
    if (base === '' || pullRequest.headSha === '')
        return doubt('the event names no base or head commit of the pull request');
    let files;
    try {
        const compared = await commits.compare(base, pullRequest.headSha);
        files = compared.listed >= skip_paths_COMPARE_FILE_LIMIT ? undefined : compared.files;
    }
    catch (error) {
        return doubt(`GitHub did not list the files the pull request changes (${(0,error_message/* errorMessage */.g)(error)})`);
    }
    if (files === undefined)
        return doubt('GitHub did not list every file the pull request changes');
    if (files.length === 0)
        return false;
    const matchers = await Promise.all(config.skipPaths.map((glob) => globMatcher(glob)));
    const outside = files.find((file) => !matchers.some((matches) => matches(file)));
    if (outside !== undefined)
        log.info(`skip-paths: ${outside} is outside them; previewing`);
    return outside === undefined;
}
/**
 * Step 1b: a pull request that changes only `skip-paths` and has no preview yet gets none (a
 * preview made by hand keeps updating). Its comment says why, in one line, and how to get one.
 */
async function skippedByPaths(ctx, record, known, pullRequest) {
    const { config, log } = ctx;
    if (config.skipPaths.length === 0 || !(await onlySkipPaths(ctx, pullRequest)))
        return undefined;
    const line = `No preview: every file this pull request changes matches skip-paths (${config.skipPaths.join(', ')}); comment "/preview" to preview it anyway`;
    log.notice(line);
    return record.result('skipped', line, { ...known, skippedPaths: [...config.skipPaths] });
}

;// CONCATENATED MODULE: ./src/operations/preview/seed-job.ts
/**
 * `seed-job`: a lifecycle job of the blueprint that fills a preview's data. It runs in the first
 * deployment of a preview and in no later one; whether it ran is read from the platform (the
 * preview's copy of the job shows a successful last run), never from what an earlier run left.
 * The order of its stage is checked before it runs, and so are the database hosts its variables
 * name. `/preview reset-data` and `reset-data-label` run it again, alone (runSeedAlone).
 */










/**
 * The seed job the input names, found in the blueprint by id or name and refused, before any
 * write, when it is none of its jobs, is not a lifecycle job, or (with `seed-guard: fail`) would
 * write to the blueprint's own database.
 */
async function findSeedJob(ctx, blueprint) {
    const { client, config } = ctx;
    const ref = config.seedJob;
    if (ref === '')
        return undefined;
    const jobs = await client.environments.jobs({ environmentId: blueprint.id });
    const listed = jobs.find((job) => job.id === ref || (0,names/* sameName */.q)(job.name, ref));
    if (!listed) {
        const names = jobs.map((job) => job.name).join(', ');
        throw new OperationError(`Input "seed-job": blueprint ${blueprint.name} has no job ${ref}; ${names ? `its jobs are ${names}` : 'it has no jobs'}. Name one of them, by name or id`);
    }
    // The list may leave out a job's kind: the job's own read says it.
    const [job, variables] = await Promise.all([
        listed.job_type ? listed : client.jobs.get({ jobId: listed.id }),
        variablesSeenBy(ctx, blueprint, listed.id),
    ]);
    refuseNotLifecycle(job, blueprint);
    const warnings = variables ? sharedDatabaseWarnings(job.name, variables) : [];
    if (warnings.length > 0 && config.seedGuard === 'fail') {
        throw new OperationError(`Input "seed-guard": ${warnings[0]}; nothing was changed (seed-guard is fail, seed-job ${job.name})`);
    }
    return { id: job.id, name: job.name, warnings };
}
/**
 * What the seed job is given, as the platform lists it for the job (its own variables over its
 * environment's, its project's and the built-in ones); the blueprint's own list when that read
 * fails (an older platform), which misses only the job's own variables.
 */
async function variablesSeenBy(ctx, blueprint, jobId) {
    const { client, log } = ctx;
    try {
        return await client.variables.list({ parent_id: jobId, scope: 'JOB' });
    }
    catch (error) {
        log.info(`The seed job's variables could not be read (${(0,error_message/* errorMessage */.g)(error)}): the guard reads the blueprint's`);
        return client.environments.variables({ environmentId: blueprint.id }).catch(() => undefined);
    }
}
function refuseNotLifecycle(job, blueprint) {
    if (job.job_type === 'LIFECYCLE' && job.schedule?.on_start)
        return;
    const kind = job.job_type === 'LIFECYCLE' ? 'a lifecycle job without an on_start' : `a ${job.job_type ?? 'job of unknown kind'} job`;
    throw new OperationError(`Input "seed-job": job ${job.name} of blueprint ${blueprint.name} is ${kind}, which a preview's deployment does not run once: name a lifecycle job with an on_start event`);
}
/** Keys that hold a database's address: DATABASE_URL, POSTGRES_HOST, DB_HOST, MONGO_URI, … */
const DATABASE_KEY = /(DATABASE|DB|POSTGRES|PG|MYSQL|MARIADB|MONGO|REDIS)[A-Z0-9_]*(URL|URI|HOST|DSN)$/i;
/** The host a value names: a URL's, or the value itself when it is a bare host name. */
function hostOf(value) {
    const text = value.trim();
    if (text === '' || text.includes('{{'))
        return undefined;
    try {
        const host = new URL(text).hostname;
        if (host)
            return host.toLowerCase();
    }
    catch {
        // Not a URL: a bare host, when it looks like one.
    }
    return /^[a-z0-9.-]+(:\d+)?$/i.test(text) ? text.replace(/:\d+$/, '').toLowerCase() : undefined;
}
/**
 * The guard: a database address the seed reads as a value (not an alias of a built-in host, which
 * a clone points at its own database) is copied as it is into every preview, so each preview's
 * seed would fill that one database, the blueprint's. Only what the platform lets the action read
 * is compared: variables, never a secret's value.
 */
function sharedDatabaseWarnings(jobName, variables) {
    // One value per key, the job's own over its environment's (a list may hold both); a secret's value is never read.
    const byKey = new Map();
    for (const variable of variables) {
        if (variable.is_secret === true)
            continue;
        const held = byKey.get(variable.key);
        if (!held || variable.scope === 'JOB' || held.scope !== 'JOB')
            byKey.set(variable.key, variable);
    }
    const warnings = [];
    for (const variable of byKey.values()) {
        if (!DATABASE_KEY.test(variable.key))
            continue;
        if (variable.variable_type === 'BUILT_IN' || variable.variable_type === 'ALIAS' || variable.aliased_variable)
            continue;
        const host = hostOf(variable.value ?? '');
        if (!host)
            continue;
        const whose = variable.scope === 'JOB' ? 'its own variable' : "the blueprint's variable";
        warnings.push(`seed job ${jobName} reads ${variable.key} (${whose}), which names database host ${host} as a value: every preview cloned from the blueprint gets that host, so its seed would fill the blueprint's database. Point ${variable.key} at the preview's own database (an alias of its built-in host, or a branch URL given through secrets)`);
    }
    return warnings;
}
/**
 * A preview that shares a baseline reads the baseline's data: its own services reach the
 * baseline's database, so there is nothing of its own to seed (and a seed would write the
 * baseline's data). Only a preview that owns a data store (`own-services`) has one to fill.
 */
function sharesBaselineDatabase(config) {
    return config.baseline !== undefined && config.ownServices.length === 0;
}
/** Whether a service is the job `seed-job` names: by id in the blueprint, by name in a clone (which keeps its jobs' names). */
function isSeedJob(config, service) {
    return config.seedJob !== '' && service.kind === 'job' && (service.id === config.seedJob || (0,names/* sameName */.q)(service.name, config.seedJob));
}
/** The preview's own copy of the seed job: a clone keeps its jobs' names. */
async function previewJob(ctx, environment, seed) {
    const jobs = await readServices(ctx, environment.id, ['job']);
    const found = jobs.find((job) => job.id === seed.id || (0,names/* sameName */.q)(job.name, seed.name));
    if (!found)
        throw new OperationError(`Preview ${environment.name} has no job ${seed.name} (seed-job): it was not cloned from the blueprint`);
    return found;
}
/** Whether the preview's seed job last ran to success, and when, as the platform's statuses say. */
async function seededBefore(ctx, environmentId, jobId) {
    const statuses = await ctx.client.environments.statusesWithStages({ environmentId });
    const status = statuses.stages.flatMap((stage) => stage.jobs ?? []).find((job) => job.id === jobId);
    const state = status?.state ?? '';
    const at = status?.last_deployment_date;
    const succeeded = state !== '' && state !== 'READY' && classifyState(state, 'deploy') === 'success';
    return { succeeded, ...(typeof at === 'string' ? { at } : {}) };
}
const USES_DATA = new Set(['APPLICATION', 'CONTAINER']);
/**
 * The order, read from the preview's stages: a stage that holds applications or containers and
 * runs before the seed's, or beside it, starts them before the data is there.
 */
async function stageOrderWarnings(ctx, environmentId, job) {
    const stages = await ctx.client.environments.deploymentStages({ environmentId });
    const order = (stage) => stage.deployment_order ?? 0;
    const own = stages.find((stage) => stage.services?.some((service) => service.service_id === job.id));
    if (!own)
        return [];
    const early = stages
        .filter((stage) => order(stage) <= order(own))
        .filter((stage) => stage.services?.some((service) => USES_DATA.has(service.service_type ?? '') && !service.is_skipped))
        .sort((a, b) => order(a) - order(b));
    if (early.length === 0)
        return [];
    const named = (stage) => `"${stage.name ?? `#${order(stage)}`}"`;
    return [
        `seed job ${job.name} is in stage ${named(own)}, which does not run before stage${early.length === 1 ? '' : 's'} ${early.map(named).join(', ')} holding applications or containers: they start before the data is there (and migrations run on an empty database). Move stage ${named(own)} before them`,
    ];
}
/**
 * The rollout's target with the seed in it or out of it: in, for a deployment the seed never
 * succeeded in (a new preview, or one whose first deployment failed before it); out, once the
 * platform shows it succeeded, the push then deploying every other service as it would have.
 */
async function withSeed(ctx, target, seed) {
    const { config, log, clock } = ctx;
    const { environment } = target;
    if (sharesBaselineDatabase(config))
        return { target, data: { job: seed.name, how: 'baseline', warnings: [] } };
    const job = await previewJob(ctx, environment, seed);
    const before = target.fresh ? { succeeded: false } : await seededBefore(ctx, environment.id, job.id);
    if (before.succeeded) {
        log.info(`Seed job ${job.name} succeeded in an earlier deployment${before.at ? ` (${before.at})` : ''}: left out of this one`);
        return {
            target: { ...target, services: await withoutSeed(ctx, target, job) },
            data: { job: job.name, how: 'seeded', ...(before.at ? { at: before.at } : {}), warnings: [] },
        };
    }
    const order = await stageOrderWarnings(ctx, environment.id, job).catch((error) => {
        log.info(`The preview's deployment stages could not be read (${(0,error_message/* errorMessage */.g)(error)}): the seed's order is not checked`);
        return [];
    });
    const warnings = [...order, ...seed.warnings];
    for (const warning of warnings)
        log.warning(warning);
    log.info(`Seed job ${job.name} runs in this deployment: the preview's data is not there yet`);
    const data = { job: job.name, how: 'seeding', commit: config.commit, at: new Date(clock.now()).toISOString(), warnings };
    // A redeploy runs every service, the seed with them; a request that names services must name it too.
    if (target.services.length === 0 || target.services.some((service) => service.id === job.id))
        return { target, data };
    return { target: { ...target, services: [...target.services, { ...job, to: job.version, pinned: false }] }, data };
}
/** Every service the deployment would run but the seed: a redeploy becomes each service at its own version. */
async function withoutSeed(ctx, target, job) {
    const services = target.services.length > 0
        ? target.services
        : planServices(ctx.config, [], await readServices(ctx, target.environment.id), `Preview ${target.environment.name}`);
    return services.filter((service) => service.id !== job.id);
}
/**
 * `/preview reset-data` or `reset-data-label`: the preview's seed job run again alone (its
 * `on_start`, `forceEvent=START`), waited for as any deployment, its row in the stage table. A
 * pull request with no preview has nothing to reseed: skipped, said so.
 */
async function runSeedAlone(ctx, record, named, preview, name, seed) {
    const { config, log } = ctx;
    const asked = config.resetData === 'label' ? 'the reset-data label' : '/preview reset-data';
    // The label is a request, answered by this run: the report takes it off the pull request.
    const known = config.resetDataLabel !== '' ? { ...named, resetLabel: config.resetDataLabel } : named;
    if (!preview) {
        log.notice(`Pull request #${config.pullRequest?.number ?? 0} has no preview (${name}): ${asked} has nothing to reseed`);
        return record.result('skipped', `No preview ${name} to reseed: nothing done (${asked} reseeds a preview that exists)`, known);
    }
    const found = { ...known, environmentId: preview.id };
    const job = await (0,run_result/* knowing */.i$)(found, () => previewJob(ctx, preview, seed));
    const reseeding = {
        ...found,
        data: { job: job.name, how: 'reseeding', at: new Date(ctx.clock.now()).toISOString(), warnings: seed.warnings },
    };
    return (0,run_result/* knowing */.i$)(reseeding, () => reseed(ctx, record, reseeding, preview, job, seed.warnings, asked));
}
/** The seed job started alone (`forceEvent=START`) and, with `wait`, waited for; a dry run's plan says so. */
async function reseed(ctx, record, reseeding, preview, job, warnings, asked) {
    const { client, clock, config, log } = ctx;
    for (const warning of warnings)
        log.warning(warning);
    if (config.dryRun) {
        return record.result('planned', `Dry run: planned reseeding ${preview.name}; nothing was changed`, {
            ...reseeding,
            plan: [`run seed job ${job.name} of ${preview.name} alone (forceEvent START) and wait for it`],
        });
    }
    const before = await client.environments.status({ environmentId: preview.id });
    const triggerAt = clock.now();
    const answer = await record.stage('trigger', () => client.jobs.deploy({ jobId: job.id, forceEvent: 'START' }));
    const requestId = answer?.deployment_request_id ?? '';
    const requested = { ...reseeding, deploymentRequestId: requestId };
    log.info(`Seed job ${job.name} of ${preview.name} started alone (${asked})${requestId ? `: deployment request ${requestId}` : ''}`);
    if (!config.wait)
        return record.result('success', `Reseed of ${preview.name} requested; not waited for (wait: false)`, requested);
    return (0,run_result/* knowing */.i$)(requested, () => waitForSeed(ctx, record, requested, preview, job, before, triggerAt));
}
/** The reseed's wait, its row in the stage table from the platform's timings, and the result. */
async function waitForSeed(ctx, record, requested, preview, job, before, triggerAt) {
    const { deadline, log } = ctx;
    const requestId = requested.deploymentRequestId ?? '';
    const waited = await record.during('wait', () => waitFor(ctx, {
        purpose: 'deploy',
        poll: statusPoll(ctx, preview.id, requestId, before),
        timeoutMs: deadline - triggerAt,
        triggeredAt: triggerAt,
        onPollError: (error) => log.info(`Status read failed (${(0,error_message/* errorMessage */.g)(error)})`),
    }));
    const seen = { ...requested, state: waited.state };
    const platform = await (0,run_result/* knowing */.i$)(seen, () => platformTimings(ctx, preview.id, waited, { triggerSeconds: record.elapsed(triggerAt), requestId }, [job]));
    record.addRows(platform.stages);
    if (waited.verdict === 'success')
        return record.result('success', `Reseeded ${preview.name}: seed job ${job.name} ran alone and succeeded`, seen);
    const failedStage = platform.stages.find((stage) => stage.status === 'ERROR')?.name ?? 'seed';
    const failure = await (0,run_result/* knowing */.i$)(seen, () => explainFailure(ctx, preview.id, platform.services, { state: waited.state, stage: failedStage }));
    return record.result(waited.verdict, `Reseeding ${preview.name} ended ${waited.state}: seed job ${job.name} did not succeed`, {
        ...seen,
        failedStage,
        failure,
    });
}

// EXTERNAL MODULE: ./src/config/life-inputs.ts
var life_inputs = __webpack_require__(2646);
;// CONCATENATED MODULE: ./src/operations/preview/resource-hours.ts
const HOUR_MS = 3_600_000;
/** One service's size, as the platform reports it: a missing figure counts as none, a missing instance count as one. */
function sizeOf(service) {
    const instances = Math.max(service.min_running_instances ?? 1, 0);
    return { vcpu: ((service.cpu ?? 0) / 1000) * instances, gib: ((service.memory ?? 0) / 1024) * instances };
}
function sumSizes(sizes) {
    return sizes.reduce((sum, size) => ({ vcpu: sum.vcpu + size.vcpu, gib: sum.gib + size.gib }), { vcpu: 0, gib: 0 });
}
/**
 * The hours the preview ran and slept since `createdMs` until `nowMs`: it runs from a deployment
 * that ended DEPLOYED (from when it ended) until a stop that ended STOPPED (until when it ended),
 * and sleeps from such a stop to its next deployment; before its first deployment it does
 * neither. A failed or unfinished request changes nothing. `moves` oldest first.
 */
function runningAndSleeping(moves, createdMs, nowMs) {
    let state = 'new';
    let since = createdMs;
    let running = 0;
    let sleeping = 0;
    const at = (move) => {
        const when = move.endedAt !== undefined && !Number.isNaN(move.endedAt) ? move.endedAt : move.askedAt;
        return Math.min(Math.max(when, since), nowMs);
    };
    for (const move of moves) {
        if (move.ended !== 'done' || Number.isNaN(move.askedAt))
            continue;
        if (move.kind === 'deploy' && state !== 'running') {
            const when = at(move);
            if (state === 'asleep')
                sleeping += when - since;
            state = 'running';
            since = when;
        }
        else if (move.kind === 'stop' && state === 'running') {
            const when = at(move);
            running += when - since;
            state = 'asleep';
            since = when;
        }
    }
    if (state === 'running')
        running += Math.max(nowMs - since, 0);
    if (state === 'asleep')
        sleeping += Math.max(nowMs - since, 0);
    return { running: running / HOUR_MS, sleeping: sleeping / HOUR_MS };
}
/** The resource-hours of one preview, and their cost at the prices given. */
function resourceHours(moves, createdMs, nowMs, size, prices) {
    const { running, sleeping } = runningAndSleeping(moves, createdMs, nowMs);
    return priced({
        sinceMs: createdMs,
        runningHours: running,
        sleepingHours: sleeping,
        vcpuHours: size.vcpu * running,
        gibHours: size.gib * running,
        savedVcpuHours: size.vcpu * sleeping,
        savedGibHours: size.gib * sleeping,
    }, prices);
}
function priced(hours, prices) {
    const { costPerVcpuHour: vcpu, costPerGibHour: gib } = prices;
    if (vcpu === undefined && gib === undefined)
        return hours;
    return {
        ...hours,
        cost: hours.vcpuHours * (vcpu ?? 0) + hours.gibHours * (gib ?? 0),
        saved: hours.savedVcpuHours * (vcpu ?? 0) + hours.savedGibHours * (gib ?? 0),
    };
}
/** Several previews' hours summed (the sweep's total), from the oldest start. */
function totalHours(all, prices) {
    const sum = (key) => all.reduce((total, each) => total + each[key], 0);
    const hours = priced({
        sinceMs: all.reduce((oldest, each) => Math.min(oldest, each.sinceMs), Number.POSITIVE_INFINITY),
        runningHours: sum('runningHours'),
        sleepingHours: sum('sleepingHours'),
        vcpuHours: sum('vcpuHours'),
        gibHours: sum('gibHours'),
        savedVcpuHours: sum('savedVcpuHours'),
        savedGibHours: sum('savedGibHours'),
    }, prices);
    return { ...hours, previews: all.length };
}

;// CONCATENATED MODULE: ./src/operations/preview/preview-life.ts




/** A deletion is warned about this long before it, or at the first sweep after that if none ran in between. */
const WARN_AHEAD_MS = 86_400_000;
const NO_ACTIVITY = { labels: [], commands: [], warnings: [] };
/** The hidden line that makes a comment the warning of one expiry: the preview and the time it goes, so one expiry is warned once. */
function expiryMarker(environmentName, deletesAtMs) {
    return `<!-- platform-deploy: expiry-warning ${encodeURIComponent(environmentName)} ${new Date(deletesAtMs).toISOString()} -->`;
}
/** The life the platform's dated moves and GitHub's activity tell, at `nowMs`. */
function lifeOf(settings, moves, createdMs, activity, nowMs) {
    const deployed = moves.filter((move) => move.kind === 'deploy' && !Number.isNaN(move.askedAt)).map((move) => move.askedAt);
    const commanded = activity.commands.map((command) => command.at).filter((at) => !Number.isNaN(at));
    // The action's own record of a push that deployed nothing can only postpone, and never past now.
    const recorded = activity.renewedAt === undefined || Number.isNaN(activity.renewedAt) ? [] : [Math.min(activity.renewedAt, nowMs)];
    const lastActivityMs = Math.max(deployed.length ? Math.max(...deployed) : createdMs, ...commanded, ...recorded);
    const settled = moves.filter((move) => move.ended === 'done' && move.kind !== 'other').at(-1);
    const asleep = settled?.kind === 'stop';
    const label = activity.labels.find((name) => name.toLowerCase() === settings.keepLabel.toLowerCase());
    const keeps = activity.commands
        .filter((command) => command.keepMs !== undefined)
        .map((command) => ({
        untilMs: command.at + Math.min(command.keepMs || settings.maxKeepMs, settings.maxKeepMs),
        by: command.author,
        // A keep longer than max-keep holds only as long as max-keep: the comment says what was asked.
        ...(command.keepMs > settings.maxKeepMs ? { askedMs: command.keepMs } : {}),
    }))
        .filter((keep) => keep.untilMs > nowMs)
        .sort((a, b) => b.untilMs - a.untilMs);
    const keep = label !== undefined && settings.keepLabel !== '' ? { label } : keeps[0];
    const keptUntil = keep && 'untilMs' in keep ? keep.untilMs : 0;
    const limit = (ms) => (ms > 0 && !(keep && 'label' in keep) ? Math.max(lastActivityMs + ms, keptUntil) : undefined);
    const sleepsAtMs = limit(settings.stopAfterIdleMs);
    const deletesAtMs = limit(settings.deleteAfterIdleMs);
    return {
        lastActivityMs,
        asleep,
        ...(sleepsAtMs === undefined ? {} : { sleepsAtMs }),
        ...(deletesAtMs === undefined ? {} : { deletesAtMs }),
        ...(keep ? { keep } : {}),
    };
}
/**
 * A preview past delete-after-idle goes only once its warning for that very expiry is on the pull
 * request: a sweep that finds none posts it, and the deletion waits for the next sweep.
 */
function idleActions(life, name, warnings, nowMs) {
    const actions = { stop: false, warn: undefined, delete: false };
    if (life.deletesAtMs !== undefined) {
        const marker = expiryMarker(name, life.deletesAtMs);
        const warned = warnings.includes(marker);
        if (nowMs >= life.deletesAtMs && warned)
            return { ...actions, delete: true };
        if (!warned && life.deletesAtMs - nowMs <= WARN_AHEAD_MS)
            actions.warn = marker;
    }
    if (life.sleepsAtMs !== undefined && nowMs >= life.sleepsAtMs && !life.asleep)
        actions.stop = true;
    return actions;
}
/**
 * A preview's life read now: its history (all of it: an UnreadableHistory when it cannot be
 * read), its pull request's activity on GitHub (a read GitHub does not give throws), and its
 * services' sizes (the hours are left out when those cannot be read).
 */
async function readLife(ctx, environment, pullRequest, renewedNow = false) {
    const { client, clock, config } = ctx;
    const sizes = Promise.all([
        client.environments.applications({ environmentId: environment.id }),
        client.environments.containers({ environmentId: environment.id }),
    ]).then(([applications, containers]) => sumSizes([...applications, ...containers].map(sizeOf)), () => undefined);
    const [{ moves }, read] = await Promise.all([
        readMoves(ctx, environment.id),
        ctx.previewNotes ? ctx.previewNotes.read(pullRequest, environment.name) : NO_ACTIVITY,
    ]);
    const nowMs = clock.now();
    // This run renewed the preview without deploying: its comment records it once written; its life counts it now.
    const activity = renewedNow ? { ...read, renewedAt: nowMs } : read;
    const createdMs = Date.parse(environment.created_at);
    const life = lifeOf(config.life, moves, Number.isNaN(createdMs) ? (moves[0]?.askedAt ?? nowMs) : createdMs, activity, nowMs);
    const size = await sizes;
    const since = Number.isNaN(createdMs) ? (moves[0]?.askedAt ?? nowMs) : createdMs;
    return { life: size ? { ...life, hours: resourceHours(moves, since, nowMs, size, config.life) } : life, activity };
}
/**
 * A preview's run, with its life as it stands after the run (the life inputs given): its comment
 * says when it sleeps and goes, who keeps it, and what it cost. A read that fails leaves the run's
 * result as it is, with a warning: the deployment is what the run was for.
 */
async function withLife(ctx, environment, result) {
    const { config, log } = ctx;
    if (!((0,life_inputs/* followsLife */.vk)(config.life) || config.command === 'keep') || config.pullRequest === undefined)
        return result;
    if (result.outcome !== 'success' && result.outcome !== 'skipped')
        return result;
    try {
        const { life } = await readLife(ctx, environment, config.pullRequest.number, result.unchangedSince !== undefined);
        return { ...result, life };
    }
    catch (error) {
        log.warning(`Could not read the life of ${environment.name} (${(0,error_message/* errorMessage */.g)(error)}): its comment shows no expiry or cost this time`);
        return result;
    }
}

;// CONCATENATED MODULE: ./src/operations/preview/baseline.ts
/**
 * A preview that shares a baseline (`baseline`, docs/baseline.md): it deploys only its own
 * services, those the pull request changes (decided from its whole diff against its base, as
 * affected-only decides a push), those given an image and those `own-services` names, and wires the
 * rest to the baseline's running instances by overriding, in the preview only, the built-in host
 * variables of each shared service with the baseline's values. The baseline is only ever read.
 * A service stays own once the platform shows it deployed in the preview: no flapping.
 */









const HOST_INTERNAL = '_HOST_INTERNAL';
const HOST_EXTERNAL = '_HOST_EXTERNAL';
/** What an override of a shared service's host says in its description: which service it wires, read back on a later push. */
const WIRED = /^Shared from baseline .* \((APPLICATION|CONTAINER|JOB|DATABASE) (.+)\)$/;
const baseline_KIND_OF = { application: 'APPLICATION', container: 'CONTAINER', job: 'JOB' };
const same = (a, b) => a.kind === b.kind && (0,names/* sameName */.q)(a.name, b.name);
function suffixOf(key) {
    return key.endsWith(HOST_INTERNAL) ? HOST_INTERNAL : key.endsWith(HOST_EXTERNAL) ? HOST_EXTERNAL : undefined;
}
function isBuiltIn(variable) {
    return variable.scope === 'BUILT_IN' || variable.variable_type === 'BUILT_IN';
}
/**
 * Whether a built-in variable is of `service`, one of `services`: by its `service_id`; without
 * one (the OpenAPI marks it optional), by `service_name` and `service_type`, the members it gives
 * for "the service referenced by this variable", a name no other service there shares when the
 * type is left out too. Never by the key: the OpenAPI names no convention for it.
 */
function isOf(variable, service, services) {
    if (variable.service_id)
        return variable.service_id === service.id;
    const name = variable.service_name;
    if (!name || !(0,names/* sameName */.q)(name, service.name))
        return false;
    if (variable.service_type)
        return variable.service_type === baseline_KIND_OF[service.kind];
    return services.filter((each) => (0,names/* sameName */.q)(each.name, name)).length === 1;
}
/** Applications and containers always have a host; a job has one only when the platform shows one (a cron job has none). */
const hasHost = (service) => service.kind !== 'job';
/** Refusals the baseline's own answer tells, before any other read of it. */
function refuseBaseline(ctx, baseline, blueprint, preview) {
    if (baseline.id === blueprint.id) {
        throw new OperationError(`Input "baseline": ${baseline.name} is the blueprint itself; the preview would share the services it is cloned from. Give a running environment such as staging`);
    }
    const isPreview = preview.id === baseline.id || (baseline.project.id === blueprint.project.id && (0,names/* sameName */.q)(baseline.name, preview.name));
    if (isPreview) {
        throw new OperationError(`Input "baseline": ${baseline.name} is this pull request's preview itself; give the environment it shares, such as staging`);
    }
    if (baseline.mode === 'PRODUCTION' && ctx.config.baselineProduction !== 'allow') {
        throw new OperationError(`Input "baseline": ${baseline.name} is in mode PRODUCTION; a preview sharing it would read and write production's data. ` +
            'Name a baseline in another mode, or set baseline-production: allow to share it all the same');
    }
}
/**
 * The git-built services the pull request changes, of `candidates`: its whole diff against its
 * base, never less, so a force-push or a new preview decides as a first push would. undefined on
 * any doubt, with a warning: every candidate is then the preview's own.
 */
async function changedByPullRequest(ctx, candidates) {
    const { config, log } = ctx;
    if (candidates.length === 0)
        return new Set();
    const doubt = (why) => {
        log.warning(`baseline: the preview runs every git-built service itself because ${why}`);
        return undefined;
    };
    const base = config.pullRequest?.baseSha;
    if (!ctx.commits)
        return doubt('GitHub cannot be asked what the pull request changed (no github-token or repository)');
    if (!base)
        return doubt('the event names no base commit of the pull request');
    let files;
    try {
        const comparison = await ctx.commits.compare(base, config.commit);
        if (comparison.files === undefined || comparison.listed >= 300) {
            return doubt(`GitHub did not list every file changed in ${(0,commit/* shortCommit */.Ax)(base)}...${(0,commit/* shortCommit */.Ax)(config.commit)}`);
        }
        if (comparison.status !== 'ahead' && comparison.status !== 'identical' && comparison.status !== 'diverged') {
            return doubt(`GitHub compared ${(0,commit/* shortCommit */.Ax)(base)}...${(0,commit/* shortCommit */.Ax)(config.commit)} as "${comparison.status}"`);
        }
        files = comparison.files;
    }
    catch (error) {
        return doubt(`GitHub's compare of the pull request failed (${(0,error_message/* errorMessage */.g)(error)})`);
    }
    const shared = await Promise.all(config.sharedPaths.map(globMatcher));
    const sharedFile = files.find((path) => shared.some((matches) => matches(path)));
    if (sharedFile !== undefined) {
        log.info(`baseline: ${sharedFile} is under shared-paths: the preview runs every git-built service itself`);
        return new Set(candidates);
    }
    return new Set(candidates.filter((service) => {
        const folder = (service.rootPath ?? '')
            .trim()
            .replace(/^\.?\/+/, '')
            .replace(/\/+$/, '');
        return files.some((file) => folder === '' || file === folder || file.startsWith(`${folder}/`));
    }));
}
/**
 * The services of the existing preview the platform shows deployed there: they stay own, whatever
 * this push changed. A read that fails shares nothing: a service shared by mistake would flap.
 */
async function deployedInPreview(ctx, preview) {
    if (!preview)
        return new Set();
    try {
        const answer = await ctx.client.environments.statusesWithStages({ environmentId: preview.id });
        const ids = new Set();
        for (const stage of answer.stages ?? []) {
            for (const status of [...(stage.applications ?? []), ...(stage.containers ?? []), ...(stage.jobs ?? [])]) {
                if (status.service_deployment_status && status.service_deployment_status !== 'NEVER_DEPLOYED')
                    ids.add(status.id);
            }
        }
        return ids;
    }
    catch (error) {
        ctx.log.warning(`baseline: could not read which services the preview deployed (${(0,error_message/* errorMessage */.g)(error)}): it runs every service itself this time`);
        return undefined;
    }
}
/**
 * Step 1b, read the baseline and decide, before any write: which of the blueprint's services the
 * preview runs itself and which it shares. Every refusal comes from here, so nothing is changed.
 */
async function planBaseline(ctx, blueprint, selected, preview, previewName) {
    const { client, config, log } = ctx;
    const baseline = await readNamedEnvironment(ctx.client, 'baseline', ctx.config.baseline);
    refuseBaseline(ctx, baseline, blueprint, { ...(preview ? { id: preview.id } : {}), name: previewName });
    const [blueprintServices, baselineServices, variables, status, links, previewServices, deployed] = await Promise.all([
        readServices(ctx, blueprint.id),
        readServices(ctx, baseline.id),
        client.environments.variables({ environmentId: baseline.id }),
        client.environments.status({ environmentId: baseline.id }).then((read) => read.state, () => undefined),
        readLinks(ctx, baseline.id),
        preview ? readServices(ctx, preview.id) : undefined,
        deployedInPreview(ctx, preview),
    ]);
    // What the preview holds (an existing one's services, by their own ids), else what the clone copies.
    const services = previewServices ?? blueprintServices;
    for (const name of config.ownServices) {
        if (!services.some((service) => (0,names/* sameName */.q)(service.name, name))) {
            throw new OperationError(`Input "own-services": ${name} is no service of ${preview ? `preview ${preview.name}` : `blueprint ${blueprint.name}`} (its services: ${listed(services.map((service) => service.name))})`);
        }
    }
    const pinned = (service) => selected.some((each) => same(each, service));
    const candidates = services.filter((service) => service.source === 'git' && (!pinsAny(config) || pinned(service)));
    const changed = await changedByPullRequest(ctx, candidates);
    const imaged = (service) => service.source === 'image' && pinned(service);
    const versionFor = (service) => candidates.includes(service) ? config.commit : imaged(service) ? config.imageTag : service.version;
    const own = [];
    const shared = [];
    for (const service of services) {
        const from = baselineServices.find((each) => same(each, service));
        // The seed fills the preview's own database: with none (every data store shared) it never runs
        // here, whatever else would make it own; with one (own-services), it is the preview's own.
        if (isSeedJob(config, service)) {
            if (!sharesBaselineDatabase(config))
                own.push({ service, to: service.version });
            else if (from)
                shared.push({ service, from });
            continue;
        }
        const why = (changed === undefined ? candidates.includes(service) : changed.has(service))
            ? 'changed'
            : imaged(service)
                ? 'image'
                : config.ownServices.some((name) => (0,names/* sameName */.q)(name, service.name))
                    ? 'own-services'
                    : (deployed === undefined ? preview !== undefined : deployed.has(service.id))
                        ? 'deployed'
                        : undefined;
        if (why === undefined && !from) {
            log.warning(`baseline: ${baseline.name} has no ${service.kind} named ${service.name}: the preview runs it itself`);
        }
        if (why !== undefined || !from)
            own.push({ service, to: versionFor(service) });
        else
            shared.push({ service, from });
    }
    if (status !== undefined && status !== 'DEPLOYED') {
        log.warning(`baseline: ${baseline.name} is ${status}, not DEPLOYED: the services the preview shares may not answer until it is`);
    }
    const builtInHosts = variables.filter((variable) => isBuiltIn(variable) && suffixOf(variable.key));
    const hostOf = (from, suffix) => builtInHosts.find((variable) => isOf(variable, from, baselineServices) && suffixOf(variable.key) === suffix);
    // Refused, not warned: a shared service left unwired is one the preview's own services look for
    // at the preview's copy, which is never deployed there. The run would succeed, its comment
    // would say the service is shared, and the preview would be broken where nobody looks.
    // Refused before any write, as a baseline in another cluster without public hosts is.
    const unmatched = shared.filter(({ from }) => hasHost(from) && !hostOf(from, HOST_INTERNAL) && !hostOf(from, HOST_EXTERNAL));
    if (unmatched.length > 0) {
        throw new OperationError(`Input "baseline": no built-in host variable of ${baseline.name} names ${listed(unmatched.map(({ service }) => `${service.kind} ${service.name}`))} ` +
            '(by service_id, or service_name and service_type), so the preview could not wire it to the baseline and its own services would reach a copy never deployed: ' +
            `name ${unmatched.length === 1 ? 'it' : 'them'} in own-services to run ${unmatched.length === 1 ? 'it' : 'them'} in the preview, ` +
            "or tell us the platform's variable names for a service's hosts");
    }
    const hosts = shared.flatMap(({ from }) => [HOST_INTERNAL, HOST_EXTERNAL].flatMap((suffix) => {
        const host = hostOf(from, suffix);
        return host ? [{ serviceId: from.id, suffix, value: host.value }] : [];
    }));
    const external = baseline.cluster_id !== blueprint.cluster_id;
    if (external && shared.length > 0) {
        const lacking = shared.filter(({ from }) => hostOf(from, HOST_INTERNAL) && !hostOf(from, HOST_EXTERNAL));
        if (lacking.length > 0) {
            throw new OperationError(`Input "baseline": ${baseline.name} is in another cluster than the blueprint, so its internal hosts would not resolve from the preview, ` +
                `and ${listed(lacking.map(({ service }) => service.name))} ${lacking.length === 1 ? 'has' : 'have'} no public host to use instead: ` +
                "name them in own-services, or give a baseline in the blueprint's cluster");
        }
        log.warning(`baseline: ${baseline.name} is in another cluster than the blueprint: its internal hosts would not resolve from the preview, so its public hosts are used`);
    }
    const linked = await linkedServices(ctx, baseline.id, links, baselineServices);
    const urls = Object.fromEntries(shared.flatMap(({ service, from }) => {
        const url = linked.find((each) => each.serviceId === from.id)?.url;
        return url ? [[service.name, url]] : [];
    }));
    const sharedGit = shared.filter(({ service }) => service.source === 'git').length;
    const report = {
        environmentId: baseline.id,
        environmentName: baseline.name,
        own: own.map(({ service }) => ({ kind: service.kind, name: service.name })),
        shared: shared.map(({ service, from }) => ({ kind: service.kind, name: service.name, version: from.version })),
        saving: { services: shared.length, builds: sharedGit },
    };
    log.info(`baseline: the preview runs ${own.map(({ service }) => service.name).join(', ') || 'no service'} itself and shares ` +
        `${shared.map(({ service }) => service.name).join(', ') || 'none'} from ${baseline.name}`);
    return { baseline, own, shared, hosts, external, urls, report };
}
/**
 * The preview's own services at their versions, matched by kind and name among its services (a
 * new clone's ids are its own), for the one deployment request.
 */
function ownPlanned(plan, services) {
    return plan.own.flatMap(({ service, to }) => {
        const match = services.find((each) => same(each, service));
        if (!match)
            return [];
        const version = to ?? match.version;
        return [{ ...match, to: version, pinned: version !== match.version || to !== service.version }];
    });
}
/**
 * Step 5b, the wiring, in the preview only: each shared service's built-in host variables get an
 * override with the baseline's value (its public host for both, from another cluster); each own
 * service's overrides made by an earlier run are deleted, so it reaches its own instance again.
 * Returns how many variables it wrote.
 */
async function wireToBaseline(ctx, plan, preview, services) {
    const { client, log } = ctx;
    const environmentId = preview.id;
    const variables = await client.environments.variables({ environmentId });
    const wiredTo = (variable) => {
        if (variable.variable_type !== 'OVERRIDE')
            return undefined;
        const match = WIRED.exec(variable.description ?? '');
        if (!match)
            return undefined;
        const kind = Object.keys(baseline_KIND_OF).find((each) => baseline_KIND_OF[each] === match[1]);
        return kind ? { kind, name: match[2] } : undefined;
    };
    // The preview's built-in host variables of a shared service, by the service they are of; once
    // overridden, the override standing in their place.
    const hostsOf = (service, mine) => variables.flatMap((variable) => {
        const suffix = suffixOf(variable.key);
        if (!suffix)
            return [];
        const wired = wiredTo(variable);
        const overridden = wired !== undefined && same(wired, service);
        return overridden || (isBuiltIn(variable) && isOf(variable, mine, services)) ? [{ variable, suffix, overridden }] : [];
    });
    const wiring = plan.shared.flatMap(({ service, from }) => {
        const mine = services.find((each) => same(each, service));
        return mine ? [{ service, from, hosts: hostsOf(service, mine) }] : [];
    });
    // The baseline showed a host of it, the preview shows none to override: failed before the
    // wiring and the trigger, for the reason the plan refuses a service it cannot wire.
    const unwired = wiring.filter(({ from, hosts }) => hosts.length === 0 && plan.hosts.some((host) => host.serviceId === from.id));
    if (unwired.length > 0) {
        const names = listed(unwired.map(({ service }) => `${service.kind} ${service.name}`));
        throw new OperationError(`baseline: no built-in host variable of preview ${preview.name} names ${names} (by service_id, or service_name and service_type), ` +
            `so the preview could not wire ${unwired.length === 1 ? 'it' : 'them'} to ${plan.baseline.name}, and nothing was deployed: ` +
            `name ${unwired.length === 1 ? 'it' : 'them'} in own-services to run ${unwired.length === 1 ? 'it' : 'them'} in the preview, ` +
            "or tell us the platform's variable names for a service's hosts");
    }
    let writes = 0;
    const work = [];
    // Own now: its overrides go, so the preview's own services reach the preview's instance.
    for (const variable of variables) {
        const wired = wiredTo(variable);
        if (!wired || plan.shared.some(({ service }) => same(service, wired)))
            continue;
        writes++;
        log.info(`baseline: ${wired.kind} ${wired.name} is the preview's own now: ${variable.key} no longer points at ${plan.baseline.name}`);
        work.push(client.environments.deleteVariable({ environmentId, environmentVariableId: variable.id }));
    }
    for (const { service, from, hosts } of wiring) {
        const valueFor = (suffix) => plan.hosts.find((host) => host.serviceId === from.id && host.suffix === (plan.external ? HOST_EXTERNAL : suffix))?.value;
        const description = `Shared from baseline ${plan.baseline.name} (${baseline_KIND_OF[service.kind]} ${service.name})`.slice(0, 255);
        for (const { variable, suffix, overridden } of hosts) {
            const value = valueFor(suffix);
            if (value === undefined || value === null)
                continue;
            if (overridden && variable.value === value)
                continue;
            writes++;
            const target = overridden ? variable.overridden_variable?.id : variable.id;
            if (!target)
                continue;
            work.push((async () => {
                if (overridden)
                    await client.environments.deleteVariable({ environmentId, environmentVariableId: variable.id });
                await client.environments.overrideVariable({ environmentId, environmentVariableId: target, body: { value, description } });
            })());
        }
    }
    await Promise.all(work);
    return writes;
}

;// CONCATENATED MODULE: ./src/operations/preview/preview.ts























/**
 * The services the inputs name, found by name in the preview that exists: a clone keeps its
 * services' names, so a push reads the preview's lists (which its rollout reads anyway), not the
 * blueprint's. By id, for preview-scope jobs (whose listed jobs are cloned from the blueprint's),
 * or when the preview cannot be read or lacks one, they are found in the blueprint's.
 */
async function selectedOf(ctx, blueprint, preview) {
    const { config } = ctx;
    if (!pinsAny(config))
        return [];
    const kinds = selectedKinds(config);
    if (preview?.mode === 'PREVIEW' && config.previewScope === 'environment' && namesOnly(config)) {
        // Every kind, which its rollout reads next. Not found there (another blueprint's preview, a
        // service added since): the blueprint's say why.
        const own = await readServices(ctx, preview.id).then((services) => selectServices(config, services, `preview ${preview.name}`), () => undefined);
        if (own)
            return own;
    }
    return selectServices(config, await readServices(ctx, blueprint.id, kinds), `blueprint ${blueprint.name}`);
}
/**
 * The blueprint, the preview of this pull request, and the services the inputs name. Resolved by
 * names, the environments are known already and the preview's services are read in place of the
 * blueprint's; given by id, the blueprint's are read beside the list, in the same round trip.
 */
async function readBlueprint(ctx, nameOf) {
    const { client } = ctx;
    const environment = await readEnvironment(ctx);
    const early = ctx.environment === undefined ? headStart(selectedOf(ctx, environment, undefined)) : undefined;
    const { found, siblings } = await pullRequestPreview(ctx, environment, nameOf);
    const selecting = early ?? headStart(selectedOf(ctx, environment, found));
    let duration;
    const durationSeconds = () => (duration ??= client.environments.status({ environmentId: environment.id }).then((status) => status.total_deployment_duration_in_seconds, () => undefined));
    return { environment, selecting, durationSeconds, siblings, ...(found ? { found } : {}) };
}
/**
 * A blueprint in mode PRODUCTION is production's configuration: a preview cloned from it runs the
 * pull request's code with production's variables and secrets. Refused before any write, unless
 * `blueprint-production: allow` says it is meant.
 */
function refuseProductionBlueprint(ctx, blueprint) {
    if (blueprint.mode !== 'PRODUCTION' || ctx.config.blueprintProduction === 'allow')
        return;
    const input = ctx.config.forkRun ? 'fork-blueprint' : 'environment';
    throw new OperationError(`Input "${input}": ${blueprint.name} is in mode PRODUCTION; a preview cloned from it would run the pull request's code with production's variables and secrets. ` +
        'Name a blueprint in another mode, or set blueprint-production: allow to clone it all the same');
}
/**
 * `{url:SERVICE}` names a service of the preview: of the one that exists, else of what the clone
 * will copy (the listed jobs, for preview-scope jobs). Checked before the clone, the first write.
 */
async function checkUrlsOf(ctx, blueprint, existing, name) {
    const { config } = ctx;
    if (existing)
        return checkUrlServices(config, await readServices(ctx, existing.id), `preview ${name}`);
    const copied = config.previewScope === 'jobs' ? blueprint.selected : await readServices(ctx, blueprint.environment.id);
    checkUrlServices(config, copied, `blueprint ${blueprint.environment.name}`);
}
/**
 * Step 1, find the preview: the blueprint, this pull request's preview by its name, and, in one
 * wave, that preview's state, its last request, the services the inputs name and its links. What
 * the blueprint and the name alone refuse is refused as soon as they are read, before that wave:
 * a production blueprint is refused as such, whatever the services named.
 */
async function findPreview(ctx, pullRequest) {
    const { config } = ctx;
    const nameOf = (environment) => previewName(config.previewName, {
        environment: environment.name,
        blueprintId: environment.id,
        number: pullRequest.number,
        branch: pullRequest.headBranch,
    });
    const { found, selecting, ...read } = await readBlueprint(ctx, nameOf);
    refuseProductionBlueprint(ctx, read.environment);
    await refuseTeamBlueprint(ctx, read.environment, read.siblings);
    const name = nameOf(read.environment);
    return (0,run_result/* knowing */.i$)({ environmentName: name }, () => lookedUp(ctx, read, name, found, selecting));
}
/** The wave after the look-up: the preview's state, its last request, the services the inputs name, its links. */
async function lookedUp(ctx, read, name, found, selecting) {
    const { client } = ctx;
    if (found)
        ensurePreviewMode(found);
    // A new preview's guess of its first deployment's time, asked in the wave below.
    if (!found)
        void read.durationSeconds();
    const owned = found
        ? headStart(read.siblings().then((siblings) => ensureMadeFrom(ctx, found, read.environment, 'use', siblings)))
        : undefined;
    const linking = found && wantsUrlsFirst(ctx) ? readLinkedServices(ctx, found.id) : undefined;
    // One wave: the preview's state, its last request (a deletion shows there at once, in its status
    // only later), the services the inputs name, and its links.
    const [status, deleting, selected, linked] = await Promise.all([
        found ? Promise.allSettled([client.environments.statusBefore({ environmentId: found.id })]) : [],
        found ? lastRequestDeletes(ctx, found) : false,
        selecting(),
        linking,
    ]);
    const lastState = status[0]?.status === 'fulfilled' ? status[0].value.state : '';
    const leaving = found && (deleting === true || isBeingDeleted(lastState));
    // The project's environments count against max-previews and guard the create: kept for a new preview alone.
    const blueprint = { ...read, selected, siblings: found && !leaving ? [] : await read.siblings() };
    return {
        blueprint,
        name,
        existing: leaving ? undefined : found,
        leaving: leaving ? found : undefined,
        lastState,
        owned,
        urls: found && !leaving ? (linked ?? []) : [],
    };
}
/**
 * Step 2, refuse before any write what the look-up's reads tell: another blueprint's preview, and
 * `variables` that name no service or alias a key (a production blueprint, the team's blueprint in
 * a fork's run and an environment of the name in another mode are refused by findPreview as soon
 * as they are read). Answers whether the preview to reuse carries its mark already.
 */
async function refuseBeforeWrite(ctx, found) {
    const { config, log } = ctx;
    const { blueprint, name, existing } = found;
    // A preview on its way out is not used: whose it is no longer matters.
    const marked = existing ? await found.owned() : false;
    if (existing)
        log.info(`Reusing preview environment ${name} (${existing.id})`);
    // A value naming a key is refused against what the preview holds: its own variables, else those the clone copies.
    const source = existing ?? blueprint.environment;
    // One wave: the services a `{url:SERVICE}` may name, and the variables a value may alias.
    const [, variables] = await Promise.all([
        namesUrls(config) ? checkUrlsOf(ctx, blueprint, existing, name) : undefined,
        variablesToCheck(ctx, source.id, !existing && config.previewScope === 'jobs'),
    ]);
    refuseAliases(fillVariables(config, {}), variables, existing ? `preview ${name}` : `blueprint ${source.name}`);
    return { marked };
}
/**
 * Step 3, the cap: only a new preview counts against max-previews (an existing one still updates,
 * one being deleted holds no place). The preview whose blueprint shares the cap, or the refusal.
 */
async function cap(ctx, record, known, found) {
    if (found.existing)
        return { partner: undefined };
    const { blueprint, leaving } = found;
    const others = blueprint.siblings.filter((environment) => environment.id !== leaving?.id);
    const partner = await capPartner(ctx, blueprint.environment, others);
    const refused = await refusedOverCap(ctx, record, known, blueprint.environment, others, partner);
    return refused ? { refused } : { partner };
}
/**
 * Step 4, create or reuse: the preview that exists, else a new one (once the old one of the name
 * is gone), deleted again when a concurrent run filled the cap meanwhile.
 */
async function createOrReuse(ctx, record, known, found, marked, partner) {
    const { log } = ctx;
    const { blueprint, name, existing, leaving } = found;
    if (leaving) {
        log.info(`Preview ${name} is being deleted; waiting until it is gone to create a new one`);
        const gone = await waitUntilDeleted(ctx, leaving);
        if (gone.verdict !== 'success')
            throw new OperationError(`The old preview ${name} was still ${gone.state || 'being deleted'}; try again once it is gone`);
    }
    const made = existing
        ? { environment: existing, created: false, marked, fresh: false }
        : await createPreview(ctx, blueprint, name, leaving?.id);
    const madeKnown = { ...known, environmentId: made.environment.id, created: made.created };
    if (made.created)
        log.info(`Created preview environment ${name} (${made.environment.id})`);
    const refused = existing
        ? undefined
        : await (0,run_result/* knowing */.i$)(madeKnown, () => deletedOverCap(ctx, record, madeKnown, blueprint.environment, made.environment, leaving?.id, partner));
    return refused ? { refused } : { made, known: madeKnown };
}
/**
 * Step 5, the target: the services to deploy in the preview (its own, or the jobs cloned into
 * it), what the rollout sends, and its mark and working hours, set beside the rollout's first wave.
 */
async function preview_targetOf(ctx, known, found, { environment, marked, fresh }, affected, seed, sharing) {
    const { config } = ctx;
    const { blueprint, name } = found;
    // What the next run of this pull request need not read again, once checked.
    const carry = leftForNextRun(ctx, blueprint.environment);
    const carried = carry ? { ...known, carry } : known;
    // The mark goes out beside the reads, clones and secrets that follow: no round trip of its own.
    const marking = marked ? undefined : markPreview(ctx, environment, blueprint.environment.id);
    // The rule too; a refusal fails the run, once awaited with the secrets before the trigger. The hours set go to the result.
    const ruling = () => setWorkingHours(ctx, environment);
    const hoursSet = (hours) => (hours ? { workingHours: hours } : {});
    const seeded = async (target) => {
        if (!seed)
            return { target, known: carried };
        const withData = await withSeed(ctx, target, seed);
        return { target: withData.target, known: { ...carried, data: withData.data } };
    };
    if (sharing) {
        // Only the preview's own services deploy; the shared ones are wired to the baseline before the trigger.
        const services = await readServices(ctx, environment.id);
        const wiring = wireToBaseline(ctx, sharing, environment, services);
        const alongside = headStart(Promise.all([marking, ruling(), wiring]).then(([, hours]) => hoursSet(hours)));
        const own = { environment, sends: sendsOf(config), services: ownPlanned(sharing, services), fresh, sharedUrls: sharing.urls };
        return { ...(await seeded(own)), underWay: { alongside, blueprintDuration: blueprint.durationSeconds } };
    }
    const alongside = headStart(Promise.all([marking, ruling()]).then(([, hours]) => hoursSet(hours)));
    const underWay = { alongside, blueprintDuration: blueprint.durationSeconds };
    const shared = { environment, sends: sendsOf(config) };
    if (affected?.plan) {
        return { ...(await seeded({ ...shared, services: affected.plan.deploy, unchanged: affected.plan.unchanged })), underWay };
    }
    const own = affected?.services ?? (pinsAny(config) ? await readServices(ctx, environment.id) : []);
    const services = config.previewScope === 'jobs' ? await cloneListedJobs(ctx, blueprint, environment, own) : own;
    return {
        ...(await seeded({ ...shared, services: planServices(config, blueprint.selected, services, `Preview ${name}`), fresh })),
        underWay,
    };
}
/** A dry run: what the preview would be, its services and what the rollout would send; nothing changed. */
async function planned(ctx, record, known, found, affected, sharing) {
    const { config } = ctx;
    const { blueprint, name, existing } = found;
    const made = existing
        ? `reuse preview environment ${name} (${existing.id})`
        : config.previewScope === 'environment'
            ? `clone blueprint ${blueprint.environment.name} as preview environment ${name} (mode PREVIEW)`
            : `create empty preview environment ${name} (mode PREVIEW) and clone ${config.jobs.length} job(s) into it`;
    // What the preview will hold: its own services when it exists, else what the clone copies.
    const services = existing && pinsAny(config)
        ? await readServices(ctx, existing.id)
        : config.previewScope === 'jobs'
            ? blueprint.selected
            : pinsAny(config)
                ? await readServices(ctx, blueprint.environment.id)
                : [];
    const hours = await plannedHours(ctx, existing, name);
    const shares = (sharing?.shared ?? []).map(({ service, from }) => `share ${service.kind} ${service.name} from baseline ${sharing.baseline.name} (at ${from.version ?? 'no version'}): not deployed in the preview`);
    const deployed = sharing
        ? ownPlanned(sharing, existing ? await readServices(ctx, existing.id) : await readServices(ctx, blueprint.environment.id))
        : (affected?.plan?.deploy ?? planServices(config, blueprint.selected, services, `Preview ${name}`));
    const rollout = describeRollout(ctx, {
        environment: existing ?? { ...blueprint.environment, name },
        services: deployed,
        unchanged: affected?.plan?.unchanged,
        sends: sendsOf(config),
    });
    return record.result('planned', `Dry run: planned the preview ${name}; nothing was changed`, {
        ...known,
        environmentId: existing?.id ?? '',
        plan: [made, ...(hours ? [hours] : []), ...shares, ...rollout],
    });
}
/**
 * preview, a script of named steps: find the preview, refuse before any write, (skip-paths), the cap, (a dry
 * run's plan, or a push that changed nothing), create or reuse, the target, the rollout.
 */
async function preview(ctx, record) {
    const { config } = ctx;
    const pullRequest = config.pullRequest;
    if (!pullRequest)
        throw new OperationError('preview needs a pull request');
    const { found, marked, seed } = await record.stage('read blueprint', async () => {
        const found = await findPreview(ctx, pullRequest);
        const [refused, seed] = await (0,run_result/* knowing */.i$)({ environmentName: found.name }, () => Promise.all([refuseBeforeWrite(ctx, found), findSeedJob(ctx, found.blueprint.environment)]));
        return { found, seed, ...refused };
    });
    const named = { environmentName: found.name };
    return (0,run_result/* knowing */.i$)(named, async () => {
        // A reseed runs the seed job alone in the preview that exists: nothing is created or deployed.
        if (config.resetData && seed)
            return runSeedAlone(ctx, record, named, found.existing, found.name, seed);
        // A pull request of skip-paths alone gets no new preview: decided before any write.
        const skipped = found.existing ? undefined : await skippedByPaths(ctx, record, named, pullRequest);
        if (skipped)
            return skipped;
        // A baseline is read and every refusal it brings is made before the cap and before any write.
        const sharing = config.baseline
            ? await record.stage('read baseline', () => planBaseline(ctx, found.blueprint.environment, found.blueprint.selected, found.existing, found.name))
            : undefined;
        const known = sharing ? { ...named, baseline: sharing.report } : named;
        return (0,run_result/* knowing */.i$)(known, () => previewOf(ctx, record, known, { found, marked, seed, sharing }));
    });
}
/** Once the preview is found and nothing refused it: the cap, a dry run's plan, a push that changed nothing, or the rollout. */
async function previewOf(ctx, record, known, { found, marked, seed, sharing }) {
    const { config } = ctx;
    const capped = await cap(ctx, record, known, found);
    if ('refused' in capped)
        return capped.refused;
    const { blueprint, name, existing, lastState } = found;
    if (sharing && sharing.own.length === 0) {
        ctx.log.notice(`baseline: the pull request changes none of the services: every one is shared from ${sharing.baseline.name}; nothing was deployed`);
        return record.result('skipped', `The pull request changes none of the services: every one is shared from ${sharing.baseline.name}, and nothing was deployed`, { ...known, environmentId: existing?.id ?? '' });
    }
    // Before anything is announced or changed: a push that changed no service leaves no trace but its report.
    const affected = !sharing && existing && config.affectedOnly && pinsAny(config)
        ? await record.stage('compare commits', () => compareCommits(ctx, blueprint.selected, existing, name, lastState))
        : undefined;
    if (config.dryRun)
        return planned(ctx, record, known, found, affected, sharing);
    if (existing && affected?.plan?.deploy.length === 0) {
        const carry = leftForNextRun(ctx, blueprint.environment);
        const kept = carry ? { ...known, carry } : known;
        return withLife(ctx, existing, await unchangedPreview(ctx, record, kept, existing, affected.plan, lastState));
    }
    await ctx.announce?.({
        environmentName: name,
        environmentId: existing?.id ?? '',
        organizationId: blueprint.environment.organization.id,
        projectId: blueprint.environment.project.id,
        urls: (0,run_result/* urlsOf */.Wn)({ serviceUrls: found.urls }),
        ...(sharing
            ? { baseline: { environment: sharing.report.environmentName, own: sharing.report.own, shared: sharing.report.shared } }
            : {}),
    });
    const made = await record.stage(existing ? 'reuse preview' : 'create preview', async () => {
        const made = await createOrReuse(ctx, record, known, found, marked, capped.partner);
        if ('refused' in made)
            return made;
        return (0,run_result/* knowing */.i$)(made.known, () => preview_targetOf(ctx, made.known, found, made.made, affected, seed, sharing));
    });
    if ('refused' in made)
        return made.refused;
    return withLife(ctx, made.target.environment, await rollOut(ctx, made.target, record, made.known, made.underWay));
}

;// CONCATENATED MODULE: ./src/operations/promote/promotion-plan.ts
/**
 * What a promotion would do, decided from what was read and nothing else: each service of the
 * target matched to the source's service of the same kind and name (and built the same way), the
 * version each side runs, which of them this run deploys, the GitHub compare link between two
 * commits, the services on one side only, and the variable and secret names the source has and
 * the target lacks.
 */




/** Each service of the target with the source's of the same kind, name and way of building (git or image), if any. */
function matchServices(target, source) {
    const pairs = [];
    const used = new Set();
    const targetOnly = [];
    for (const service of target) {
        const match = source.find((other) => !used.has(other) && other.kind === service.kind && other.source === service.source && (0,names/* sameName */.q)(other.name, service.name));
        if (match) {
            used.add(match);
            pairs.push({ target: service, source: match });
        }
        else
            targetOnly.push(service);
    }
    return { pairs, sourceOnly: source.filter((service) => !used.has(service)), targetOnly };
}
/**
 * The pairs with each target service at the version it last ran successfully, as its history
 * says (`lastGood`, by id): a service whose last deployment failed keeps running the version
 * before, and that is what the source's is compared with; one the history holds no success of
 * runs none (null). A service the history does not show keeps the version the platform lists.
 */
function lastRan(matched, lastGood) {
    const pairs = matched.pairs.map(({ target, source }) => {
        const seen = lastGood.get(target.id);
        const runs = seen ? (seen.good ?? null) : target.version;
        return { target: runs === target.version ? target : { ...target, version: runs }, source };
    });
    return { ...matched, pairs };
}
/**
 * The pairs this run considers: those `application`, `container` and `job` name (services of the
 * target, by id or by name), else every pair. A service named that the source lacks is refused.
 */
function chosenPairs(config, matched, targetName, sourceName) {
    if (!pinsAny(config))
        return matched.pairs;
    const named = selectServices(config, [...matched.pairs.map((pair) => pair.target), ...matched.targetOnly], `environment ${targetName}`);
    return named.map((service) => {
        const pair = matched.pairs.find((each) => each.target === service);
        if (!pair) {
            throw new OperationError(`${sourceName} has no ${service.kind} named ${service.name} built as it is in ${targetName}: nothing to promote it from (check the "${service.kind}" input)`);
        }
        return pair;
    });
}
/** `https://github.com/acme/shop/compare/OLD...NEW` for two commits of a repository on github.com; undefined otherwise. */
function compareLink(repositoryUrl, from, to) {
    if (!repositoryUrl || !from || !to || from === to || !commit/* FULL_SHA */.RG.test(from) || !commit/* FULL_SHA */.RG.test(to))
        return undefined;
    let url;
    try {
        url = new URL(repositoryUrl);
    }
    catch {
        return undefined;
    }
    const path = /^\/([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/.exec(url.pathname);
    if (url.protocol !== 'https:' || url.hostname !== 'github.com' || !path)
        return undefined;
    return `https://github.com/${path[1]}/${path[2]}/compare/${from}...${to}`;
}
/** The plan's rows: each pair with both versions, then the services of one side only. */
function promotionRows(matched, chosen, versions) {
    const rows = matched.pairs.map(({ target, source }) => {
        const to = versions.get(source.id) ?? null;
        const compare = compareLink(source.repositoryUrl ?? target.repositoryUrl, target.version, to);
        return {
            kind: target.kind,
            name: target.name,
            source: target.source,
            side: 'both',
            sourceVersion: to,
            targetVersion: target.version,
            promoted: to !== null && to !== target.version && chosen.some((pair) => pair.target === target),
            ...(compare ? { compare } : {}),
        };
    });
    const oneSide = (service, side) => ({
        kind: service.kind,
        name: service.name,
        source: service.source,
        side,
        sourceVersion: side === 'source only' ? (versions.get(service.id) ?? service.version) : null,
        targetVersion: side === 'target only' ? service.version : null,
        promoted: false,
    });
    return [
        ...rows,
        ...matched.sourceOnly.map((service) => oneSide(service, 'source only')),
        ...matched.targetOnly.map((service) => oneSide(service, 'target only')),
    ];
}
/** The services the one deployment request carries: those promoted, each at the source's version. */
function promotedPlan(chosen, versions) {
    return chosen.flatMap(({ target, source }) => {
        const to = versions.get(source.id);
        return to === undefined || to === target.version ? [] : [{ ...target, to, pinned: true }];
    });
}
/** Built-in variables are the platform's own, different in every environment by design: never drift. */
function ownKeys(variables, secret) {
    return new Set(variables
        .filter((variable) => (variable.is_secret === true) === secret && variable.scope !== 'BUILT_IN' && variable.variable_type !== 'BUILT_IN')
        .map((variable) => variable.key));
}
/** The variable and secret names the source has and the target has under neither. */
function driftOf(source, target) {
    const present = new Set(target.map((variable) => variable.key));
    const missing = (secret) => [...ownKeys(source, secret)].filter((key) => !present.has(key)).sort();
    return { missingVariables: missing(false), missingSecrets: missing(true) };
}
/**
 * The plan in lines, for the log of every run and a dry run's plan: one per service, in the
 * direction things move (`application checkout in production: 5e5e5e5 → 0d1e2f3 (from blueprint)`), then the drift.
 */
function planLines(promotion, targetName) {
    const source = promotion.from.name;
    const lines = promotion.rows.map((row) => {
        const name = `${row.kind} ${row.name}`;
        if (row.side === 'source only')
            return `${name}: only in ${source}, not promoted`;
        if (row.side === 'target only')
            return `${name}: only in ${targetName}, left as it is`;
        const runs = `${name} in ${targetName}: ${(0,commit/* shortVersion */.Li)(row.targetVersion)}`;
        const compare = row.compare ? ` ${row.compare}` : '';
        if (row.sourceVersion === row.targetVersion)
            return `${runs}, the same as ${source}`;
        if (row.sourceVersion === null)
            return `${runs}, left as it is (no successful version in ${source})`;
        const move = `${runs} → ${(0,commit/* shortVersion */.Li)(row.sourceVersion)} (from ${source})`;
        if (!row.promoted)
            return `${runs}, left as it is (${source} runs ${(0,commit/* shortVersion */.Li)(row.sourceVersion)}; not named)${compare}`;
        const back = row.older ? `, an older commit: ${targetName} goes back` : '';
        return `${move}${back}${compare}`;
    });
    if (promotion.missingVariables.length > 0) {
        lines.push(`variables ${source} has and ${targetName} lacks: ${promotion.missingVariables.join(', ')}`);
    }
    if (promotion.missingSecrets.length > 0)
        lines.push(`secrets ${source} has and ${targetName} lacks: ${promotion.missingSecrets.join(', ')}`);
    return lines;
}

;// CONCATENATED MODULE: ./src/operations/promote/variable-names.ts
/**
 * An environment's variables and secrets as a promotion compares them, by key: one read of
 * `GET /variable`, both kinds in one list. A server without that read answers 404, 405 or 501
 * though the environment exists: the environment's lists of variables and of secrets answer
 * instead (one more request), and a 404 of those means the environment is gone, and is thrown.
 */

async function variablesAndSecrets(ctx, environmentId) {
    const { client } = ctx;
    try {
        return await client.variables.list({ parent_id: environmentId, scope: 'ENVIRONMENT' });
    }
    catch (error) {
        if (!isRouteMissing(error))
            throw error;
        const [variables, secrets] = await Promise.all([
            client.environments.variables({ environmentId }),
            client.secrets.list({ environmentId }),
        ]);
        return [
            ...variables.map((variable) => ({ key: variable.key, is_secret: false, scope: variable.scope })),
            ...secrets.flatMap((secret) => (secret.key ? [{ key: secret.key, is_secret: true, scope: secret.scope }] : [])),
        ];
    }
}

;// CONCATENATED MODULE: ./src/operations/promote/source-refusals.ts


function refuseSameEnvironment(source, target) {
    if (source.id === target.id) {
        throw new OperationError(`Input "promote-from": ${source.name} is the environment promoted to: give the environment whose versions to promote`);
    }
}
/**
 * Refuses a source that is not healthy, or a service of `chosen` (the source's services to
 * promote) without a successful version or running another version than its history says.
 */
function refuseUnhealthySource(source, history, chosen) {
    const newest = history.newest;
    if (newest && newest.status !== 'DEPLOYED') {
        throw new OperationError(`${source.name} is not healthy: its last deployment ended ${newest.status ?? 'in an unknown state'}, not DEPLOYED (promote once it is deployed)`);
    }
    for (const service of chosen) {
        const name = `${service.kind} ${service.name}`;
        const seen = history.seen.get(service.id);
        if (seen?.good === undefined) {
            throw new OperationError(`${name} of ${source.name} has no successful version in its deployment history: nothing to promote`);
        }
        if (!seen.lastDeployed) {
            throw new OperationError(`${source.name} is not healthy: the last deployment of ${name} ended ${seen.lastState}, not DEPLOYED`);
        }
        if (service.version !== seen.good) {
            throw new OperationError(`${source.name} is not healthy: ${name} runs ${service.version ?? 'no version'}, not ${seen.good} as its last successful deployment says`);
        }
    }
}
/** Refuses when the source's newest deployment is no longer the one the plan was made from: it was deployed again. */
async function refuseIfRedeployed(ctx, source, services, planned) {
    const now = await newestDeployment(ctx, source.id, services);
    if (now?.id !== planned?.id || now?.status !== planned?.status) {
        throw new OperationError(`${source.name} was deployed again while the promotion was prepared (its newest deployment is now ${now?.id || 'another'}, ${now?.status ?? 'in an unknown state'}): nothing was promoted; run the promotion again`);
    }
}

;// CONCATENATED MODULE: ./src/operations/promote/promote.ts
/**
 * promote (workflow_dispatch): deploys to `environment` the versions `promote-from` runs, service
 * by service (each matched by kind and name, at the version the source last deployed
 * successfully), in one deployment of only the services whose version differs; then the same
 * wait, report, GitHub Deployment and `rollback-on-failure` as a deploy. The plan is logged in
 * every run; a dry run stops there. Every refusal comes before any write.
 */












async function promote(ctx, record) {
    const read = await record.stage('read environments', () => readBoth(ctx));
    const known = (0,run_result/* named */.KT)(read.target);
    return (0,run_result/* knowing */.i$)(known, () => promoteRead(ctx, record, known, read));
}
/** Both sides, their services, variables and histories, in one wave; every refusal they bring is made here, before any write. */
async function readBoth(ctx) {
    const { config } = ctx;
    const targetId = environmentIdOf(ctx);
    // The reads start together and each is awaited where it is used: one that fails (a source that
    // is not there) ends the stage with its own message, and the others' failures are kept, never unhandled.
    const sourceRead = headStart(readNamedEnvironment(ctx.client, 'promote-from', ctx.config.promoteFrom));
    const sourceServices = headStart(sourceRead().then((source) => readServices(ctx, source.id)));
    const targetServicesRead = headStart(readServices(ctx, targetId));
    const matchedRead = headStart(Promise.all([targetServicesRead(), sourceServices()]).then(([target, source]) => matchServices(target, source)));
    const [target, source, targetServices, services, targetVariables, sourceVariables, history, targetHistory] = await Promise.all([
        readEnvironment(ctx),
        sourceRead(),
        targetServicesRead(),
        sourceServices(),
        variablesAndSecrets(ctx, targetId),
        sourceRead().then((each) => variablesAndSecrets(ctx, each.id)),
        readHistory(ctx, headStart(sourceRead().then((each) => each.id)), sourceServices, headStart(matchedRead().then((matched) => matched.pairs.map((pair) => pair.source)))),
        // What the target runs: a service whose last deployment failed runs its last successful version, not the one it failed at.
        readHistory(ctx, headStart(Promise.resolve(targetId)), targetServicesRead, headStart(matchedRead().then((matched) => matched.pairs.map((pair) => pair.target)))),
    ]);
    return (0,run_result/* knowing */.i$)((0,run_result/* named */.KT)(target), async () => {
        refuseSameEnvironment(source, target);
        const matched = lastRan(await matchedRead(), targetHistory.seen);
        const chosen = chosenPairs(config, matched, target.name, source.name);
        refuseUnhealthySource(source, history, chosen.map((pair) => pair.source));
        const promotion = {
            from: { id: source.id, name: source.name },
            rows: promotionRows(matched, chosen, history.versions),
            ...driftOf(sourceVariables, targetVariables),
        };
        const planned = promotedPlan(chosen, history.versions);
        const others = targetServices
            .filter((service) => !planned.some((each) => each.id === service.id))
            .map((service) => ({ ...service, to: service.version, pinned: false }));
        return { target, source, services, history, promotion, planned, others };
    });
}
/** Once both sides are read and nothing refused: the plan, a dry run's end, and the promotion's one rollout. */
async function promoteRead(ctx, record, known, { target, source, services, history, promotion, planned, others }) {
    const { config, log } = ctx;
    await markOlder(ctx, promotion);
    const lines = planLines(promotion, target.name);
    // A dry run's plan is printed once, with the result (action/log.ts).
    if (!config.dryRun) {
        log.startGroup(`Promotion plan: ${source.name} → ${target.name}`);
        for (const line of lines)
            log.info(line);
        log.endGroup();
    }
    const promoted = (result) => ({ ...result, promotion });
    if (planned.length === 0) {
        const summary = `Nothing to promote from ${source.name} to ${target.name}: ${promotion.rows.some((row) => row.side === 'both') ? 'every service compared runs the same version' : 'no service of the same kind and name in both'}`;
        log.notice(summary);
        return promoted(record.result('skipped', summary, known));
    }
    const what = planned.map((service) => `${service.kind} ${service.name}`);
    if (config.dryRun) {
        return promoted(record.result('planned', `Dry run: planned the promotion of ${listed(what)} from ${source.name} to ${target.name}; nothing was changed`, { ...known, plan: lines }));
    }
    await record.stage('check source', () => refuseIfRedeployed(ctx, source, services, history.newest));
    const [commit] = planned.filter((service) => service.source === 'git').map((service) => service.to);
    const promoting = { ...known, ...(commit ? { commit } : {}) };
    await ctx.announce?.({ ...targetOf(target, undefined, versionsOf(planned)), ...(commit ? { commit } : {}), promotedFrom: source.name });
    log.notice(`Promoting ${listed(what)} from ${source.name} to ${target.name}`);
    // A promotion changes versions only: the secrets and variables of either side are left as they are.
    const rollout = { environment: target, services: planned, others, sends: SENDS_NOTHING };
    const result = await (0,run_result/* knowing */.i$)(promoting, async () => rollBackAfterFailure(ctx, rollout, record, await rollOut(ctx, rollout, record, promoting)));
    return promoted({ ...result, summary: `Promotion from ${source.name}: ${result.summary}` });
}
/**
 * Asks GitHub, where the run can, whether each promoted commit is behind the one the target runs:
 * the plan then says the target goes back. A compare GitHub cannot answer says nothing.
 */
async function markOlder(ctx, promotion) {
    const commits = ctx.commits;
    if (!commits)
        return;
    await Promise.all(promotion.rows.map(async (row) => {
        if (!row.promoted || row.source !== 'git' || !row.sourceVersion || !row.targetVersion)
            return;
        try {
            const { status } = await commits.compare(row.targetVersion, row.sourceVersion);
            if (status === 'behind')
                row.older = true;
        }
        catch {
            // Unanswered (a commit GitHub does not have, no answer in time): the plan only says less.
        }
    }));
}

;// CONCATENATED MODULE: ./src/operations/rollback/rollback.ts
/**
 * rollback (workflow_dispatch): puts the named services, or every service of `environment`, back
 * at their previous good version from the deployment history, or at the version `commit` /
 * `image-tag` names; in one deployment, waited for like a deploy. A preview is refused: previews
 * are redeployed, not rolled back. A dry run prints each service, from and to, and changes nothing.
 */





async function rollback(ctx, record) {
    const { config, clock, log } = ctx;
    const startedAt = clock.now();
    const plan = await record.stage('read history', async () => {
        const [environment, services] = await Promise.all([readEnvironment(ctx), readServices(ctx, environmentIdOf(ctx))]);
        return (0,run_result/* knowing */.i$)((0,run_result/* named */.KT)(environment), async () => {
            if (environment.mode === 'PREVIEW') {
                throw new OperationError(`${environment.name} is a preview environment: previews are redeployed, not rolled back (run the preview again at the commit wanted)`);
            }
            const where = `environment ${environment.name}`;
            const chosen = pinsAny(config) ? selectServices(config, services, where) : services;
            return { environment, planned: await versionsFor(ctx, environment.id, chosen) };
        });
    });
    const { environment, planned } = plan;
    const known = (0,run_result/* named */.KT)(environment);
    const lines = describeRollback(planned.put.map(({ kind, name, source, version, to }) => ({ kind, name, source, from: version, to: to })));
    for (const line of planned.skipped)
        log.info(line);
    if (planned.put.length === 0) {
        // Nothing was put back: not a success, which a required check or a later step would read as a rollback done.
        const summary = `Nothing to roll back in ${environment.name}: ${planned.skipped.join('; ') || 'it has no service'}`;
        log.notice(summary);
        return record.result('skipped', summary, known);
    }
    if (config.dryRun) {
        return record.result('planned', `Dry run: planned the rollback of ${environment.name}; nothing was changed`, {
            ...known,
            plan: [...lines.map((line) => `roll back ${line}`), ...planned.skipped],
        });
    }
    // The Deployment GitHub shows for the environment is the version put back: its ref is the restored commit.
    const [restored] = planned.put.filter((service) => service.source === 'git').map((service) => service.to);
    // The report's headline names what runs now: the commit put back, not the one rolled away from.
    const putBack = { ...known, ...(restored ? { commit: restored } : {}) };
    await (0,run_result/* knowing */.i$)(putBack, async () => ctx.announce?.({ ...targetOf(environment, undefined, versionsOf(planned.put)), ...(restored ? { commit: restored } : {}) }));
    log.notice(`Rolling back ${lines.join(', ')}`);
    const { result, rollback: done } = await restore(ctx, environment, planned.put, record, putBack, startedAt, false);
    const base = result ?? record.result('failure', done.summary, putBack);
    return { ...base, summary: `${environment.name}: ${done.summary}`, rollback: done };
}
/**
 * Each service at the version it goes back to: the one `commit` / `image-tag` names, else its
 * last good one other than the version it runs; a service already there, or with no good version, is said and left.
 */
async function versionsFor(ctx, environmentId, services) {
    const { commit, imageTag } = ctx.config.rollbackTo;
    const asked = (service) => (service.source === 'git' ? commit : imageTag);
    const fromHistory = services.filter((service) => asked(service) === '');
    const good = fromHistory.length > 0
        ? await lastGoodVersions(ctx, environmentId, fromHistory, new Map(fromHistory.map((service) => [service.id, service.version])), 'newest deployment')
        : new Map();
    const put = [];
    const skipped = [];
    for (const service of services) {
        const to = asked(service) || good.get(service.id);
        if (to === undefined)
            skipped.push(`${service.kind} ${service.name}: no earlier good version in the deployment history; left as it is`);
        else if (to === service.version)
            skipped.push(`${service.kind} ${service.name} is at ${to} already; left as it is`);
        else
            put.push({ ...service, to, pinned: true });
    }
    return { put, skipped };
}

;// CONCATENATED MODULE: ./src/operations/status.ts
/** status: reports a deployment request, or the environment's current state; changes nothing. */






async function status_status(ctx, record) {
    const { client, config, log } = ctx;
    const requestId = config.deploymentRequestId;
    const environmentId = environmentIdOf(ctx);
    let warned = false;
    // The first read is one request as any other; the wait's reads are polls, one try each, which the waiter repeats.
    const statusOf = (id, polling) => polling ? client.environments.statusPoll({ environmentId: id }) : client.environments.status({ environmentId: id });
    const read = async (polling = false) => {
        if (!requestId) {
            const current = await statusOf(environmentId, polling);
            return { environmentId, state: current.state };
        }
        const request = await (polling
            ? client.environments.deploymentStatusPoll({ deploymentRequestId: requestId })
            : client.environments.deploymentStatus({ deploymentRequestId: requestId }));
        // Every member of the answer is optional in the spec: the environment input stands in for a
        // missing environment_id, and the environment's own state for a missing status.
        const named = request.environment_id || environmentId;
        if (!named) {
            throw new OperationError(`GET /environment/deploymentStatus answered no environment_id for deployment request ${requestId}: give the "environment" input`);
        }
        if (request.status)
            return { environmentId: named, state: request.status };
        if (!warned)
            log.warning(`GET /environment/deploymentStatus answered no status for deployment request ${requestId}: reading the environment's state instead`);
        warned = true;
        return { environmentId: named, state: (await statusOf(named, polling)).state };
    };
    const first = await record.stage('read status', () => read());
    const asked = { deploymentRequestId: requestId, state: first.state };
    const [environment, links] = await (0,run_result/* knowing */.i$)(asked, () => Promise.all([
        client.environments.get({ environmentId: first.environmentId }),
        client.environments.links({ environmentId: first.environmentId }).catch(() => []),
    ]));
    const known = { ...asked, ...(0,run_result/* named */.KT)(environment), ...(0,run_result/* linkFields */.uc)(links) };
    return (0,run_result/* knowing */.i$)(known, () => status_verdictOf(ctx, record, known, environment, first.state, read));
}
/** The state read first, waited on while a deployment runs (with `wait`), as the result reports it. */
async function status_verdictOf(ctx, record, known, environment, firstState, read) {
    const { config, log } = ctx;
    const requestId = config.deploymentRequestId;
    // The state the result reports: the first read's, until a wait or a last read sees a later one.
    let state = firstState;
    let verdict = classifyState(firstState, 'deploy');
    if (verdict === 'in_progress' && config.wait && !isSettled(firstState)) {
        const waited = await record.stage('wait', () => waitFor(ctx, {
            purpose: 'deploy',
            poll: async () => (await read(true)).state,
            timeoutMs: Math.max(1, ctx.deadline - ctx.clock.now()),
        }));
        state = waited.state;
        verdict = waited.verdict === 'timed_out' ? 'in_progress' : waited.verdict;
        if (waited.verdict === 'timed_out' && waited.readError !== undefined) {
            const last = await status_lastRead(ctx, environment.id, requestId);
            if (last === undefined) {
                const reason = `could not read the deployment's status: ${(0,error_message/* errorMessage */.g)(waited.readError)}`;
                return record.result('timed_out', `${environment.name}: ${reason} (last state seen: ${waited.state || 'none'})`, {
                    ...known,
                    failure: { reason, services: [] },
                    state,
                });
            }
            log.info(`The status reads failed until the timeout (${(0,error_message/* errorMessage */.g)(waited.readError)}); a last read says ${last}`);
            state = last;
            verdict = classifyState(last, 'deploy');
        }
        if (verdict === 'in_progress')
            return record.result('timed_out', `${environment.name} is still ${state} after ${(0,markdown_text/* counted */.hS)(config.timeoutMinutes, 'minute')}`, {
                ...known,
                state,
            });
    }
    const outcome = verdict === 'in_progress' ? 'skipped' : verdict;
    const subject = requestId ? `Deployment request ${requestId} of ${environment.name}` : environment.name;
    const detail = verdict !== 'in_progress'
        ? `${subject} is ${state}`
        : isSettled(state)
            ? `${subject} is ${state}: no deployment is running and none has a verdict to report`
            : `${subject} is still ${state} (not waited for)`;
    return record.result(outcome, detail, { ...known, state });
}
/**
 * The reads failed up to the deadline: one more, of the environment's own status, as the other
 * operations make, answers the state when it answers and is the request's (or no request was
 * asked for); undefined when it is not, or fails too (said in the log).
 */
async function status_lastRead(ctx, environmentId, requestId) {
    try {
        const now = await ctx.client.environments.status({ environmentId });
        if (!requestId || now.deployment_request_id === requestId)
            return now.state;
        ctx.log.info(`A last read of the environment's status shows another deployment request (${now.deployment_request_id ?? 'none named'})`);
    }
    catch (error) {
        ctx.log.info(`A last read of the environment's status failed too (${(0,error_message/* errorMessage */.g)(error)})`);
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/operations/environment/stop-request.ts
/**
 * A stop's request and what follows it. The platform answers 409 both when the environment is
 * stopped already and while another operation runs on it, and its status may still show the
 * state from before a deployment that began seconds ago: STOPPED is believed only from a read
 * made after that window, and a running deployment is waited out within the run's budget.
 */



/**
 * The status as it is at `refusedAt` or later: a STOPPED read sooner than the stale window after
 * the refusal may be the state from before a deployment that began just now, and is read again.
 */
async function statusAfter(ctx, environment, refusedAt) {
    const { client, clock, log } = ctx;
    const status = await client.environments.status({ environmentId: environment.id });
    const early = refusedAt + STALE_READ_MS - clock.now();
    if (status.state !== 'STOPPED' || early <= 0)
        return status;
    log.info(`${environment.name} shows STOPPED, which may be its state from before a deployment that began just now: reading it again in ${(early / 1000).toFixed(1)}s`);
    await clock.sleep(early);
    return client.environments.status({ environmentId: environment.id });
}
/** The deployment a status shows, in the words a log line or a failure names it by. */
function runningDeployment(status) {
    const ids = [
        status.last_deployment_id && `deployment ${status.last_deployment_id}`,
        status.deployment_request_id && `request ${status.deployment_request_id}`,
    ]
        .filter(Boolean)
        .join(', ');
    return ids ? `${status.state} (${ids})` : status.state;
}
async function requestStop(ctx, environment) {
    const { client, clock, log, deadline } = ctx;
    for (let attempt = 0;; attempt++) {
        let answer;
        try {
            answer = await client.environments.stop({ environmentId: environment.id });
        }
        catch (error) {
            if (!isBusy(error))
                throw error;
            const status = await statusAfter(ctx, environment, clock.now());
            if (status.state === 'STOPPED')
                return { kind: 'stopped-already' };
            const delay = busyDelay(attempt, ctx.random ?? Math.random);
            if (clock.now() + delay > deadline)
                return { kind: 'busy', status };
            log.info(`${environment.name} is busy: ${runningDeployment(status)}; asking for the stop again in ${(delay / 1000).toFixed(1)}s`);
            await clock.sleep(delay);
            continue;
        }
        log.info(`Stop of ${environment.name} requested`);
        return { kind: 'requested', requestId: answer?.deployment_request_id ?? '' };
    }
}
/**
 * The stop's own state: by its deployment request, free of the stale read, when the answer named
 * one (the environment's status when the lookup has no status for it); else the environment's,
 * which cannot show a stale STOPPED here, as the platform accepts no stop of a stopped environment.
 */
function stopPoll(ctx, environment, requestId) {
    const { client } = ctx;
    const byEnvironment = async () => (await client.environments.statusPoll({ environmentId: environment.id })).state;
    if (!requestId)
        return byEnvironment;
    return async () => {
        try {
            const { status } = await client.environments.deploymentStatusPoll({ deploymentRequestId: requestId });
            return status || byEnvironment();
        }
        catch (error) {
            if (!isRouteMissing(error))
                throw error;
            return byEnvironment();
        }
    };
}

;// CONCATENATED MODULE: ./src/operations/stop.ts
/**
 * stop: stops an environment (the pull request's preview, or `environment` itself on any other
 * event) and waits for STOPPED. The environment is kept: its next deployment starts it again.
 * Never a success while another operation still runs on it (environment/stop-request.ts).
 */







async function stop(ctx, record) {
    const { config, log } = ctx;
    const pullRequest = config.pullRequest;
    const { name, preview: found } = await record.stage('find environment', async () => {
        if (pullRequest)
            return findOwnPreview(ctx, pullRequest, 'stop');
        const environment = await readEnvironment(ctx);
        return { name: environment.name, preview: environment };
    });
    if (!found) {
        log.notice(`No preview environment named ${name} exists: nothing to stop`);
        return record.result('success', `Nothing to stop: no preview named ${name}`, { environmentName: name });
    }
    const known = { environmentName: name, environmentId: found.id };
    return (0,run_result/* knowing */.i$)(known, () => stopFound(ctx, record, known, found));
}
/** The environment found, stopped (a dry run's plan says so) and, with `wait`, waited for until STOPPED. */
async function stopFound(ctx, record, known, found) {
    const { config, log, clock, deadline } = ctx;
    if (config.dryRun) {
        return record.result('planned', `Dry run: planned the stop of ${found.name}; nothing was changed`, {
            ...known,
            plan: [`stop environment ${found.name} (${found.id})`],
        });
    }
    await ctx.announce?.(targetOf(found));
    const asked = await record.stage('stop', () => requestStop(ctx, found));
    if (asked.kind === 'stopped-already') {
        log.info(`${found.name} is stopped already`);
        return record.result('success', `${found.name} stopped (it was stopped already)`, { ...known, state: 'STOPPED' });
    }
    if (asked.kind === 'busy') {
        const seen = runningDeployment(asked.status);
        const reason = classifyState(asked.status.state, 'deploy') === 'in_progress'
            ? `${seen} was still running when the run's time ran out (timeout-minutes: ${config.timeoutMinutes})`
            : `the platform still answered 409 (operation in progress) when the run's time ran out (timeout-minutes: ${config.timeoutMinutes}); the environment shows ${seen}`;
        return record.result('failure', `${found.name} was not stopped: ${reason}`, {
            ...known,
            failedStage: 'stop',
            failure: { reason, services: [] },
            state: asked.status.state,
        });
    }
    const requested = { ...known, deploymentRequestId: asked.requestId };
    if (!config.wait) {
        return record.result('success', `Stop of ${found.name} requested; not waited for (wait: false)`, {
            ...requested,
            state: 'STOP_QUEUED',
        });
    }
    const waited = await (0,run_result/* knowing */.i$)(requested, () => record.stage('wait for stop', async () => {
        log.startGroup(`Waiting for ${found.name} to stop`);
        try {
            return await waitFor(ctx, {
                purpose: 'stop',
                poll: stopPoll(ctx, found, asked.requestId),
                timeoutMs: Math.max(1, deadline - clock.now()),
            });
        }
        finally {
            log.endGroup();
        }
    }));
    const outcome = waited.verdict;
    const summary = outcome === 'success'
        ? `${found.name} stopped; the next deployment starts it again`
        : outcome === 'timed_out'
            ? `Stop of ${found.name} did not finish within ${(0,markdown_text/* counted */.hS)(config.timeoutMinutes, 'minute')} (state ${waited.state})`
            : `Stop of ${found.name} ended in ${waited.state}`;
    return record.result(outcome, summary, { ...requested, failedStage: 'wait for stop', state: waited.state });
}

;// CONCATENATED MODULE: ./src/operations/preview/github-leftovers.ts
/**
 * sweep, once it has swept: what previews that are gone left on GitHub. A GitHub environment
 * named as a preview of the blueprint (the `preview-name` template fits it for one pull request)
 * with no environment of that name left in the blueprint's project has its Deployments marked
 * inactive, and is deleted where the token may. With a fork blueprint its previews' names count
 * too, each checked against the fork blueprint's own project. Nothing here fails the sweep:
 * GitHub not answering is one warning, and a token that may not delete environments one notice.
 */



/**
 * The sweep's result, its summary saying what was retired on GitHub.
 * @param forkBlueprint the fork blueprint the sweep swept too, if any: its previews' names are looked for as well.
 */
async function withGitHubLeftovers(ctx, result, forkBlueprint) {
    const { config, log } = ctx;
    const leftovers = ctx.gitHubLeftovers;
    if (!leftovers || result.outcome === 'planned')
        return result;
    try {
        const blueprint = await readEnvironment(ctx);
        const listed = await listProjects(ctx, forkBlueprint ? [blueprint, forkBlueprint] : [blueprint]);
        if (listed.every((each) => each.remaining === undefined))
            return result;
        // A name is a gone preview's only when every blueprint whose template fits it has no environment of that name left.
        const gone = (name) => {
            const lower = name.toLowerCase();
            const claims = listed
                .map((each) => ({ ...each, numbers: previewNumbers(config.previewName, name, each.blueprint) }))
                .filter((each) => each.numbers.length > 0);
            return (claims.some((each) => each.numbers.length === 1) &&
                claims.every((each) => each.remaining !== undefined && !each.remaining.has(lower)));
        };
        const retired = await leftovers.retire(gone);
        if (retired.environments.length === 0)
            return result;
        const parts = [
            `GitHub: ${retired.environments.length} environment(s) of previews that are gone, ${retired.deactivated} Deployment(s) marked inactive`,
            ...(retired.deleted > 0 ? [`${retired.deleted} environment(s) deleted`] : []),
            ...(retired.left > 0 ? [`${retired.left} environment(s) left`] : []),
        ];
        log.info(`${parts.join(', ')}: ${retired.environments.join(', ')}`);
        if (retired.left > 0) {
            log.notice(`${retired.left} GitHub environment(s) of previews that are gone left in place: the token may not delete environments (GitHub answered 403). Give deployments-token a GitHub App's token with administration: write to have the sweep delete them`);
        }
        return { ...result, summary: `${result.summary}; ${parts.join(', ')}` };
    }
    catch (error) {
        log.warning(`Could not tidy the GitHub Deployments of previews that are gone (${(0,error_message/* errorMessage */.g)(error)}): the next sweep tries again`);
        return result;
    }
}
/**
 * The environments left in each blueprint's project, a project listed once however many
 * blueprints share it. A list that fails leaves that blueprint's names alone (one warning), never
 * taken for empty.
 */
async function listProjects(ctx, blueprints) {
    const lists = new Map();
    const list = (blueprint) => ctx.client.environments.list({ projectId: blueprint.project.id }).then((environments) => new Set(environments.map((environment) => environment.name.toLowerCase())), (error) => {
        ctx.log.warning(`Could not tidy the GitHub Deployments of ${blueprint.name}'s previews that are gone: its project's environments could not be listed (${(0,error_message/* errorMessage */.g)(error)}); the next sweep tries again`);
        return undefined;
    });
    return Promise.all(blueprints.map(async (blueprint) => {
        const known = lists.get(blueprint.project.id) ?? list(blueprint);
        lists.set(blueprint.project.id, known);
        return { blueprint, remaining: await known };
    }));
}

// EXTERNAL MODULE: ./src/basics/time-text.ts
var time_text = __webpack_require__(2784);
;// CONCATENATED MODULE: ./src/operations/preview/idle-previews.ts
/**
 * The sweep's part in a preview's life (preview-life.ts): for each open preview of the blueprint,
 * stop it once idle past `stop-after-idle`, warn once on its pull request about a day before its
 * deletion, and delete it once idle past `delete-after-idle` and warned. A keep holds it; a
 * history that cannot be read leaves it alone, as does a GitHub that does not answer, and one
 * whose mark says it is another blueprint's (`owned`, the sweep's own check, asked before any write).
 * Every open preview's resource-hours are summed for the sweep's summary.
 */






function warningBody(preview, life, marker, nowMs, keepLabel) {
    const deletes = life.deletesAtMs;
    return [
        `⏳ The preview environment \`${preview.environment.name}\` of this pull request will be deleted at **${(0,time_text/* utcMinute */.vD)(deletes)}** (${(0,time_text/* relative */.V8)(deletes, nowMs)}): ` +
            `nothing has deployed to it or asked for it since ${(0,time_text/* utcMinute */.vD)(life.lastActivityMs)}.`,
        '',
        `To keep it, comment \`/preview keep 7d\` (people with write access), push a commit, or add the \`${keepLabel}\` label.`,
        '',
        marker,
    ].join('\n');
}
function sleepBanner(life, nowMs, stopAfterIdleMs) {
    const goes = life.deletesAtMs === undefined
        ? ''
        : ` It is deleted at ${(0,time_text/* utcMinute */.vD)(life.deletesAtMs)} (${(0,time_text/* relative */.V8)(life.deletesAtMs, nowMs)}) unless woken or kept.`;
    return (`💤 **Asleep since ${(0,time_text/* utcMinute */.vD)(nowMs)}:** the sweep stopped this preview after ${(0,time_text/* shownDuration */.w8)(stopAfterIdleMs)} idle (since ${(0,time_text/* utcMinute */.vD)(life.lastActivityMs)}). ` +
        `Push a commit or comment \`/preview\` to wake it; the links below answer again once it is up.${goes}`);
}
/** The stopped preview's comment says it sleeps and how to wake it; a comment that cannot be rewritten leaves the stop as it is. */
async function tellAsleep(ctx, preview, life, nowMs) {
    const { config, log } = ctx;
    const name = preview.environment.name;
    try {
        const told = await ctx.previewNotes.asleep(preview.pullRequest, name, sleepBanner(life, nowMs, config.life.stopAfterIdleMs));
        if (told)
            log.info(`The comment of ${name} on pull request #${preview.pullRequest} now says it sleeps and how to wake it`);
    }
    catch (error) {
        log.warning(`Could not say on pull request #${preview.pullRequest} that ${name} sleeps (${(0,error_message/* errorMessage */.g)(error)}); it is stopped all the same`);
    }
}
/** The open previews' lives, acted on; `deleteOf` deletes one as the sweep deletes an orphan (its mark checked). */
async function sweepIdle(ctx, open, owned, dryRun) {
    const { clock, config, log } = ctx;
    const lives = { stopped: [], warned: [], kept: [], unreadable: [], total: totalHours([], config.life) };
    const hours = [];
    const idle = [];
    // A dry run's lines: what this sweep would do to the open previews' lives.
    const plan = [];
    for (const preview of open) {
        const name = preview.environment.name;
        let read;
        try {
            read = await readLife(ctx, preview.environment, preview.pullRequest);
        }
        catch (error) {
            if (error instanceof UnreadableHistory)
                lives.unreadable.push(name);
            log.warning(`${name} is left alone: ${(0,error_message/* errorMessage */.g)(error)}; it is neither stopped nor deleted for idling`);
            continue;
        }
        const { life, activity } = read;
        if (life.hours)
            hours.push(life.hours);
        if (life.keep) {
            lives.kept.push(name);
            log.info(`${name} is kept: ${'label' in life.keep ? `pull request #${preview.pullRequest} carries the ${life.keep.label} label` : `${life.keep.by} kept it until ${(0,time_text/* utcMinute */.vD)(life.keep.untilMs)}`}`);
        }
        const nowMs = clock.now();
        const actions = idleActions(life, name, activity.warnings, nowMs);
        if (!actions.delete && !actions.stop && !actions.warn)
            continue;
        if (!(await owned(preview)))
            continue;
        if (actions.delete) {
            idle.push(preview);
            continue;
        }
        if (actions.warn) {
            if (dryRun)
                plan.push(`warn on pull request #${preview.pullRequest} that ${name} is deleted at ${(0,time_text/* utcMinute */.vD)(life.deletesAtMs)}`);
            else {
                try {
                    await ctx.previewNotes.warn(preview.pullRequest, warningBody(preview, life, actions.warn, nowMs, config.life.keepLabel));
                    lives.warned.push(name);
                    log.info(`Warned on pull request #${preview.pullRequest}: ${name} is deleted at ${(0,time_text/* utcMinute */.vD)(life.deletesAtMs)}`);
                }
                catch (error) {
                    log.warning(`Could not warn on pull request #${preview.pullRequest} of ${name}'s deletion (${(0,error_message/* errorMessage */.g)(error)}): it is not deleted before a warning is posted`);
                }
            }
        }
        if (actions.stop) {
            if (dryRun) {
                plan.push(`stop preview environment ${name} (${preview.environment.id}): idle since ${(0,time_text/* utcMinute */.vD)(life.lastActivityMs)}`);
                continue;
            }
            try {
                const asked = await requestStop(ctx, preview.environment);
                if (asked.kind === 'busy')
                    log.info(`${name} is busy; it is stopped at a later sweep if it is still idle then`);
                else {
                    lives.stopped.push(name);
                    log.info(`Stopped ${name}: idle since ${(0,time_text/* utcMinute */.vD)(life.lastActivityMs)} (stop-after-idle ${(0,time_text/* shownDuration */.w8)(config.life.stopAfterIdleMs)})`);
                    await tellAsleep(ctx, preview, life, nowMs);
                }
            }
            catch (error) {
                log.warning(`Could not stop ${name}: ${(0,error_message/* errorMessage */.g)(error)}`);
            }
        }
    }
    lives.total = totalHours(hours, config.life);
    return { lives, idle, plan };
}
/** Two blueprints' lives in one sweep (the team's, then the fork blueprint's): every list and every hour of both. */
function bothLives(earlier, now, prices) {
    if (!earlier)
        return now;
    const counted = [earlier.total, now.total].filter((total) => total.previews > 0);
    return {
        stopped: [...earlier.stopped, ...now.stopped],
        warned: [...earlier.warned, ...now.warned],
        kept: [...earlier.kept, ...now.kept],
        unreadable: [...earlier.unreadable, ...now.unreadable],
        total: { ...totalHours(counted, prices), previews: earlier.total.previews + now.total.previews },
    };
}

;// CONCATENATED MODULE: ./src/operations/sweep.ts
/**
 * sweep (scheduled): deletes the previews a closed pull request's run failed to delete, and
 * optionally old ones. Only environments of the blueprint's project in mode PREVIEW whose name
 * the `preview-name` template could have produced for some pull request number are considered;
 * never the blueprint, never one marked as another blueprint's, and never on doubt: a pull
 * request GitHub would not tell us about stays.
 */












/** Deletions under way at once: enough to finish a backlog, few enough to leave the platform calm. */
const SWEEP_CONCURRENCY = 3;
/** GitHub reads under way at once. */
const READ_CONCURRENCY = 4;
/** What one deletion is expected to cost (the mark's read, the delete and a few status polls), kept in the budget before it starts. */
const REQUESTS_PER_DELETION = 5;
const DAY_MS = 86_400_000;
/** Runs `work` over `items`, at most `limit` at a time, keeping the items' order in the answer. */
async function pooled(items, limit, work) {
    const answers = new Array(items.length);
    let next = 0;
    const worker = async () => {
        while (next < items.length) {
            const index = next++;
            answers[index] = await work(items[index]);
        }
    };
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
    return answers;
}
/**
 * The orphaned previews of the blueprint, and with `fork-previews: approve` those of the fork
 * blueprint too: a fork's preview is cloned from it, and is swept like any other.
 */
async function sweep(ctx, record) {
    // What previews that are gone left on GitHub is tidied once the platform's are swept, the fork blueprint's too.
    const { result, forkBlueprint } = await sweepPreviews(ctx, record);
    return withGitHubLeftovers(ctx, result, forkBlueprint);
}
/** The sweep's result, and the fork blueprint it swept too (read once, for the GitHub side as well). */
async function sweepPreviews(ctx, record) {
    const own = await sweepBlueprint(ctx, record, '', {});
    // The fork blueprint's sweep goes on from what the blueprint's swept, planned and followed.
    const earlier = {
        state: own.state,
        plan: own.plan,
        ...(own.swept ? { swept: own.swept } : {}),
        ...(own.lives ? { lives: own.lives } : {}),
    };
    const fork = await (0,run_result/* knowing */.i$)(earlier, () => forkBlueprintContext(ctx));
    if (!fork)
        return { result: own };
    ctx.log.info(`Sweeping the previews of the fork blueprint ${fork.environment.name} too`);
    const forks = await (0,run_result/* knowing */.i$)(earlier, () => sweepBlueprint(fork, record, 'fork ', earlier));
    const outcome = own.outcome === 'failure' ? own.outcome : forks.outcome;
    return {
        result: { ...forks, outcome, summary: `${own.summary}; fork blueprint: ${forks.summary}` },
        forkBlueprint: fork.environment,
    };
}
/** The context of the fork blueprint's sweep; undefined without one, or when it is the blueprint itself. */
async function forkBlueprintContext(ctx) {
    const ref = ctx.config.forkBlueprint;
    if (ref === '')
        return undefined;
    const path = parsers/* UUID */.kk.test(ref) ? undefined : (0,parsers/* environmentPathOf */.or)(ref);
    const environment = await readNamedEnvironment(ctx.client, 'fork-blueprint', { id: ref.toLowerCase(), path });
    if (environment.id === environmentIdOf(ctx))
        return undefined;
    return { ...ctx, environment };
}
/**
 * @param kind '' for the blueprint's previews, 'fork ' for the fork blueprint's: the stages of each keep names of their own.
 * @param earlier what an earlier blueprint's sweep of this run learned: this one's result goes on from it.
 */
async function sweepBlueprint(ctx, record, kind, earlier) {
    const { client, config, log } = ctx;
    const deleting = kind === '' ? 'delete' : 'delete fork previews';
    const reader = ctx.pullRequests;
    if (!reader)
        throw new OperationError('sweep needs the GitHub repository and a github-token to read pull requests');
    const listed = await record.stage(`find ${kind}previews`, async () => {
        const blueprint = await readEnvironment(ctx);
        const found = [];
        let otherModes = 0;
        const environments = await client.environments.list({ projectId: blueprint.project.id });
        for (const environment of environments) {
            if (environment.id === blueprint.id)
                continue;
            const numbers = previewNumbers(config.previewName, environment.name, blueprint);
            if (numbers.length === 0)
                continue;
            if (environment.mode !== 'PREVIEW') {
                otherModes++;
                log.info(`${environment.name} is left alone: its mode is ${environment.mode}, not PREVIEW`);
                continue;
            }
            if (numbers.length > 1) {
                log.info(`${environment.name} is left alone: its name fits pull requests ${numbers.join(' and ')}, so whose it is is not clear`);
                continue;
            }
            found.push({ environment, pullRequest: numbers[0] });
        }
        log.info(`${found.length} preview(s) of ${blueprint.name} found${otherModes ? `; ${otherModes} environment(s) with a preview's name but another mode left alone` : ''}`);
        return { blueprint, environments, found };
    });
    const { blueprint, environments, found: candidates } = listed;
    const verdicts = await record.stage(`read ${kind}pull requests`, () => pooled(candidates, READ_CONCURRENCY, (candidate) => verdict(ctx, candidate)));
    const open = verdicts.filter((entry) => entry !== undefined && 'open' in entry);
    const owned = (preview) => madeFrom(ctx, { ...preview, reason: 'idle' }, blueprint, environments);
    const followed = (0,life_inputs/* followsLife */.vk)(config.life)
        ? await record.stage(`follow ${kind}previews' lives`, () => sweepIdle(ctx, open, owned, config.dryRun))
        : undefined;
    const doomed = [
        ...verdicts.filter((entry) => entry !== undefined && 'reason' in entry),
        ...(followed?.idle ?? []).map((preview) => ({ ...preview, reason: 'idle' })),
    ];
    const lives = followed ? bothLives(earlier.lives, followed.lives, config.life) : earlier.lives;
    const known = { ...earlier, ...(lives ? { lives } : {}), plan: [...(earlier.plan ?? []), ...(followed?.plan ?? [])] };
    const sweptBefore = earlier.swept ?? [];
    const swept = (entry) => ({
        environmentId: entry.environment.id,
        name: entry.environment.name,
        pullRequest: entry.pullRequest,
        reason: entry.reason,
    });
    if (doomed.length === 0) {
        const acted = lives
            ? [
                lives.stopped.length && `${lives.stopped.length} idle preview(s) stopped`,
                lives.warned.length && `${lives.warned.length} warned of their deletion`,
                lives.unreadable.length && `${lives.unreadable.length} left alone: their deployment history could not be read`,
            ].filter(Boolean)
            : [];
        const planned = known.plan ?? [];
        if (config.dryRun && planned.length > 0)
            return record.result('planned', `Dry run: ${planned.length} change(s) planned; nothing was changed`, known);
        return record.result('success', `Nothing to sweep: none of ${candidates.length} preview(s) is orphaned${acted.length ? `; ${acted.join(', ')}` : ''}`, known);
    }
    if (config.dryRun) {
        const ours = [];
        for (const entry of doomed)
            if (await madeFrom(ctx, entry, blueprint, environments))
                ours.push(entry);
        const wouldGo = [...sweptBefore, ...ours.map(swept)];
        return record.result('planned', `Dry run: ${ours.length} preview(s) would be deleted; nothing was changed`, {
            ...known,
            swept: wouldGo,
            plan: [
                ...(known.plan ?? []),
                ...ours.map((entry) => `delete preview environment ${entry.environment.name} (${entry.environment.id}): ${run_result/* SWEEP_REASON_TEXT */.yJ[entry.reason]} (#${entry.pullRequest})`),
            ],
        });
    }
    // Deletions run side by side: log groups would interleave, so each line names its preview instead.
    const sideBySide = (name) => ({
        ...ctx,
        log: {
            ...log,
            info: (line) => log.info(line.includes(name) ? line : `${name}: ${line.trim()}`),
            startGroup: (title) => log.info(title),
            endGroup: () => { },
        },
    });
    const outcomes = await record.stage(deleting, () => pooled(doomed, SWEEP_CONCURRENCY, async (entry) => {
        const side = sideBySide(entry.environment.name);
        const start = await budgetAllows(ctx);
        if (!start)
            return 'deferred';
        try {
            if (!(await madeFrom(side, entry, blueprint, environments)))
                return 'foreign';
            await requestDeletion(side, entry.environment);
            if (config.wait) {
                const waited = await waitUntilDeleted(side, entry.environment);
                if (waited.verdict !== 'success')
                    return `deletion ended in ${waited.state}`;
            }
            log.info(`Deleted ${entry.environment.name}: ${run_result/* SWEEP_REASON_TEXT */.yJ[entry.reason]} (#${entry.pullRequest})`);
            return 'deleted';
        }
        catch (error) {
            return (0,error_message/* errorMessage */.g)(error);
        }
    }));
    const gone = [...sweptBefore, ...doomed.filter((_, index) => outcomes[index] === 'deleted').map(swept)];
    const done = { ...known, state: config.wait ? 'DELETED' : 'DELETE_QUEUED', swept: gone };
    const settled = new Set(['deleted', 'deferred', 'foreign']);
    const failed = doomed.filter((_, index) => !settled.has(outcomes[index]));
    const deferred = doomed.filter((_, index) => outcomes[index] === 'deferred');
    for (const [index, entry] of doomed.entries()) {
        const outcome = outcomes[index];
        if (!settled.has(outcome))
            log.warning(`Could not delete ${entry.environment.name}: ${outcome}`);
    }
    if (deferred.length > 0) {
        log.warning(`${deferred.length} preview(s) left for the next sweep: the platform's rate limit or the timeout leaves no room now (${deferred.map((entry) => entry.environment.name).join(', ')})`);
    }
    const deleted = `${gone.length - sweptBefore.length} of ${doomed.length} orphaned preview(s) ${config.wait ? 'deleted' : 'queued for deletion'}`;
    if (failed.length > 0) {
        return record.result('failure', `${deleted}; failed: ${failed.map((entry) => entry.environment.name).join(', ')}`, {
            ...done,
            failedStage: deleting,
        });
    }
    return record.result('success', deferred.length > 0 ? `${deleted}; ${deferred.length} left for the next sweep` : deleted, done);
}
/** A preview marked as another blueprint's stays, and so does one whose mark cannot be read. */
async function madeFrom(ctx, entry, blueprint, environments) {
    try {
        await ensureMadeFrom(ctx, entry.environment, blueprint, 'delete', environments);
        return true;
    }
    catch (error) {
        ctx.log.warning(`${(0,error_message/* errorMessage */.g)(error)}; ${entry.environment.name} is left alone`);
        return false;
    }
}
/** Why this preview goes, or undefined when it stays (open and young enough, or on any doubt). */
async function verdict(ctx, candidate) {
    const { client, config, clock, log } = ctx;
    const { environment, pullRequest } = candidate;
    let state;
    try {
        state = (await ctx.pullRequests.read(pullRequest)).state;
    }
    catch (error) {
        log.warning(`Could not read pull request #${pullRequest} from GitHub (${(0,error_message/* errorMessage */.g)(error)}): ${environment.name} is left alone`);
        return undefined;
    }
    if (state !== 'open')
        return { ...candidate, reason: state };
    if (config.maxAgeDays === 0) {
        log.info(`${environment.name} is kept: pull request #${pullRequest} is open`);
        return { ...candidate, open: true };
    }
    let last;
    try {
        last = (await client.environments.status({ environmentId: environment.id })).last_deployment_date;
    }
    catch (error) {
        log.warning(`Could not read the status of ${environment.name} (${(0,error_message/* errorMessage */.g)(error)}): it is left alone`);
        return undefined;
    }
    if (last === undefined)
        log.warning(`The platform sent no last_deployment_date for ${environment.name}: its age counts from its creation`);
    // Never deployed (or a server without the field): the preview is as old as its creation.
    const since = Date.parse(last ?? environment.created_at);
    if (Number.isNaN(since))
        return undefined;
    const days = (clock.now() - since) / DAY_MS;
    if (days > config.maxAgeDays)
        return { ...candidate, reason: 'max-age' };
    log.info(`${environment.name} is kept: pull request #${pullRequest} is open and its last deployment (or creation) was ${days.toFixed(1)} days ago`);
    return { ...candidate, open: true };
}
/**
 * Waits until the shared token's budget has room for one more deletion beyond the reserve the
 * waiter keeps for other runs; false when that room comes only after the deadline.
 */
async function budgetAllows(ctx) {
    const { client, clock, log, deadline } = ctx;
    const rate = client.rateLimit;
    const delay = rate
        ? budgetDelay({ ...rate, remaining: rate.remaining - REQUESTS_PER_DELETION }, clock.now(), ctx.random ?? Math.random)
        : 0;
    if (delay <= 0)
        return true;
    if (clock.now() + delay > deadline)
        return false;
    if (delay >= 250)
        log.info(`Pacing deletions to the platform's rate limit: next in ${(delay / 1000).toFixed(1)}s`);
    await clock.sleep(delay);
    return true;
}

;// CONCATENATED MODULE: ./src/operations/index.ts
/**
 * Runs the configured operation and always returns a result: a fault half-way becomes a
 * `failure` that names the stage it happened in, so the report still shows what was done.
 */














const OPERATIONS = { preview: preview, deploy: deploy, cleanup: cleanup, stop: stop, status: status_status, sweep: sweep, rollback: rollback, promote: promote };
/**
 * The result, and every line logged on the way, with every secret hidden where outside text can
 * carry one: the platform client hides them in its messages, the failure explanation in the
 * build's lines and errors, and here any other error that ends the run; the log hides them
 * everywhere, as the runner does. The action's own words, names and values in the result are
 * left as they are, whatever the secrets' values: a secret `preview` or `true` leaves the
 * headline and `created` as they are. Without a deadline the run's time is counted from here.
 */
async function runOperation(given) {
    const masks = [...(0,redaction/* sensitiveValues */.DJ)(given.config), ...(given.masks ?? [])];
    const redact = (0,redaction/* hiderOf */.S2)(masks);
    const log = given.log;
    const { carry, ...rest } = given;
    const carried = provenCarried(given.config, carry ?? []);
    const announce = announcingRoute(given);
    const ctx = {
        ...rest,
        ...(carried ? { carried } : {}),
        ...(announce ? { announce } : {}),
        deadline: given.deadline ?? given.clock.now() + given.config.timeoutMinutes * 60_000,
        masks,
        log: {
            info: (line) => log.info(redact(line)),
            notice: (line) => log.notice(redact(line)),
            warning: (line) => log.warning(redact(line)),
            startGroup: (title) => log.startGroup(redact(title)),
            endGroup: () => log.endGroup(),
        },
    };
    const record = new run_result/* RunRecord */.d3(ctx.config.operation, ctx.clock, ctx.config.commit);
    const approval = ctx.config.forkApproval;
    // Every result leaves with the writes the client sent, counted where requests leave, never inferred from where the run stopped.
    const ended = (result) => ({
        ...result,
        ...(approval ? { approval } : {}),
        platformWrites: ctx.client.writesSent,
    });
    try {
        return ended(await OPERATIONS[ctx.config.operation](await withEnvironmentId(ctx), record));
    }
    catch (thrown) {
        // What the run learned before the fault stays in its result (run/result.ts, knowing).
        const { fault: error, learned } = (0,run_result/* faultOf */.Kl)(thrown);
        // The error is the cause: failure-reason, the annotation and the report all name it, never a state seen before it.
        // Ours and the client's are hidden where their outside text entered; any other may quote anything.
        const own = error instanceof OperationError || error instanceof PlatformApiError;
        const said = own ? (0,error_message/* errorMessage */.g)(error) : redact((0,error_message/* errorMessage */.g)(error));
        // What the run made before it stopped stays: the reader learns it from the same line, by name.
        const left = learned.created && learned.environmentName
            ? `; environment ${learned.environmentName}, created by this run, was left in place (a later run reuses it; operation: cleanup deletes it)`
            : '';
        const reason = `${said}${left}`;
        return ended(record.result('failure', reason, { ...learned, failure: { reason, services: [] }, fault: true }));
    }
}
/**
 * The context with the environment's id, when the input named it by its path of names: resolved
 * before the operation starts, so every operation reads the same id and nothing is changed first.
 */
async function withEnvironmentId(ctx) {
    const environment = await namedEnvironment(ctx);
    if (!environment)
        return ctx;
    return { ...ctx, environment };
}
/** A pull request whose run GitHub gives no secrets (a fork's, Dependabot's): nothing can be deployed, and that is fine. */
function skippedWithoutSecrets(ctx, summary) {
    const record = new run_result/* RunRecord */.d3(ctx.config.operation, ctx.clock, ctx.config.commit);
    // Decided before any platform client is made: nothing was sent.
    return { ...record.result('skipped', summary), platformWrites: 0 };
}

;// CONCATENATED MODULE: ./src/platform/endpoint.ts
/** A group of entries, checked and kept with their literal types. */
function endpoints(entries) {
    return entries;
}
const PLACEHOLDER = /\{(\w+)\}/g;
/** The transport's description of a call of the entry. */
function callOf(endpoint, params) {
    const given = params;
    const ids = {};
    for (const [, name] of endpoint.route.matchAll(PLACEHOLDER))
        ids[name] = given[name];
    const query = {};
    for (const [name, type] of Object.entries(endpoint.query ?? {})) {
        query[name] = given[name];
        if (type.startsWith('uuid'))
            ids[name] = given[name];
    }
    const body = given['body'];
    const hidden = endpoint.sensitive === undefined ? undefined : body[endpoint.sensitive];
    return {
        method: endpoint.method,
        route: endpoint.route,
        ids,
        ...(endpoint.query === undefined ? {} : { query }),
        ...(endpoint.body === undefined || (endpoint.optionalBody && body === undefined)
            ? {}
            : { body: { shape: endpoint.body, value: body } }),
        scope: endpoint.scope,
        subject: endpoint.subject.replace(PLACEHOLDER, (_, name) => String(given[name])),
        idempotent: endpoint.idempotent,
        ...(endpoint.shared ? { shared: true } : {}),
        ...(endpoint.sharedForMs === undefined ? {} : { sharedForMs: endpoint.sharedForMs }),
        ...(endpoint.poll ? { poll: true } : {}),
        ...(typeof hidden === 'string' ? { sensitive: [hidden] } : {}),
    };
}
/** Performs the entry: sends its call and answers with what its schemas validated. */
function perform(transport, endpoint, params) {
    const call = callOf(endpoint, params);
    if (endpoint.answer !== undefined) {
        const answer = endpoint.mayAnswerEmpty ? transport.jsonOrNothing(call, endpoint.answer) : transport.json(call, endpoint.answer);
        return answer;
    }
    if (endpoint.listOf !== undefined)
        return transport.list(call, endpoint.listOf);
    return transport.empty(call);
}
/** The calls of a group of entries, each performed over `transport`. */
function bind(transport, group) {
    const calls = {};
    for (const [name, endpoint] of Object.entries(group))
        calls[name] = (params) => perform(transport, endpoint, params);
    return calls;
}

;// CONCATENATED MODULE: ./src/platform/log-endpoints.ts
/**
 * The log entries of the Platform API's table (endpoints.ts, which exports them with the rest):
 * kept apart only so that no file of the table grows past its size.
 */

/**
 * Logs: what a deployment printed, per environment, and what a running service prints. A
 * service's own log has one entry per kind that has one: applications and containers (jobs have
 * none).
 */
const logs = endpoints({
    /** The last deployment log entries of the environment (the platform keeps 1000), oldest first. */
    deployment: {
        method: 'GET',
        route: '/environment/{environmentId}/logs',
        answer: 'DeploymentLog',
        scope: 'Read',
        subject: 'environment {environmentId}',
        idempotent: true,
    },
    /** The last lines the running application printed (the platform keeps 1000), oldest first. */
    application: {
        method: 'GET',
        route: '/application/{serviceId}/log',
        listOf: 'ServiceLogLine',
        scope: 'Read',
        subject: 'application {serviceId}',
        idempotent: true,
    },
    /** The last lines the running container printed (the platform keeps 1000), oldest first. */
    container: {
        method: 'GET',
        route: '/container/{serviceId}/log',
        listOf: 'ServiceLogLine',
        scope: 'Read',
        subject: 'container {serviceId}',
        idempotent: true,
    },
});

;// CONCATENATED MODULE: ./src/platform/endpoints.ts
/**
 * Every operation of the Platform API the action calls, one entry of data each: method, route,
 * the schemas of body and answer (by name, see schemas/index.ts), scope, the 404 subject, and
 * whether it is safe to repeat. The client binds each group (endpoint.ts `bind`), so a call is
 * the entry's name given its ids, query and body in one object; what an operation does on the
 * platform is said here, beside its entry.
 *
 * Idempotent: a GET, PUT or DELETE, an upsert, a cancel. Anything else is repeated only when
 * the service provably did not act on it (a 429, or a connection that was never made).
 *
 * Shared: a read that stays true until the run itself writes (an organization's projects, an
 * environment's services, links, variables, rule): asked once a run and shared by every step
 * that needs it. Never a status, a queue or a log, which change on their own.
 */


/**
 * Organizations and their projects, listed only to resolve an environment given by names
 * (`organization/project/environment`); names compare case-insensitively on the service.
 */
const organizations = endpoints({
    /** The organizations the token sees. */
    list: {
        method: 'GET',
        route: '/organization',
        listOf: 'Organization',
        scope: 'Read',
        subject: 'the list of organizations',
        idempotent: true,
        shared: true,
    },
    projects: {
        method: 'GET',
        route: '/organization/{organizationId}/project',
        listOf: 'Project',
        scope: 'Read',
        subject: 'organization {organizationId}',
        idempotent: true,
        shared: true,
    },
});
const environments = endpoints({
    get: {
        method: 'GET',
        route: '/environment/{environmentId}',
        answer: 'Environment',
        scope: 'Read',
        subject: 'environment {environmentId}',
        idempotent: true,
        shared: true,
    },
    /** The environments of a project (names compare case-insensitively on the service). */
    list: {
        method: 'GET',
        route: '/project/{projectId}/environment',
        listOf: 'Environment',
        scope: 'Read',
        subject: 'project {projectId}',
        idempotent: true,
        shared: true,
    },
    /** Answers 409 when the name is taken in the project. Not repeated once it may have arrived. */
    create: {
        method: 'POST',
        route: '/project/{projectId}/environment',
        body: 'EnvironmentCreateRequest',
        answer: 'Environment',
        scope: 'Write',
        subject: 'project {projectId}',
        idempotent: false,
    },
    /** Copies configuration (its variables and secrets too) and services, not database data, and does not deploy. */
    clone: {
        method: 'POST',
        route: '/environment/{environmentId}/clone',
        body: 'EnvironmentCloneRequest',
        answer: 'Environment',
        mayAnswerEmpty: true,
        scope: 'Write',
        subject: 'environment {environmentId}',
        idempotent: false,
    },
    /** May show the previous deployment's state for a few seconds after a trigger. */
    status: {
        method: 'GET',
        route: '/environment/{environmentId}/status',
        answer: 'EnvironmentStatus',
        scope: 'Read',
        subject: 'environment {environmentId}',
        idempotent: true,
    },
    /** The same status, read by a wait: one try, the waiter retries on its schedule (Call.poll). */
    statusPoll: {
        method: 'GET',
        route: '/environment/{environmentId}/status',
        answer: 'EnvironmentStatus',
        scope: 'Read',
        subject: 'environment {environmentId}',
        idempotent: true,
        poll: true,
    },
    /**
     * The same status, read before a change: the preview's last state and the trigger's starting
     * point. One asked at most 10 s ago, with no write of the run since, serves both; never a poll.
     */
    statusBefore: {
        method: 'GET',
        route: '/environment/{environmentId}/status',
        answer: 'EnvironmentStatus',
        scope: 'Read',
        subject: 'environment {environmentId}',
        idempotent: true,
        sharedForMs: 10_000,
    },
    /** May answer 202 with no body (upstream notes): the status read after it says what started. */
    redeploy: {
        method: 'POST',
        route: '/environment/{environmentId}/redeploy',
        answer: 'EnvironmentStatus',
        mayAnswerEmpty: true,
        scope: 'Deploy',
        subject: 'environment {environmentId}',
        idempotent: false,
    },
    /**
     * Deploys the selected services, each at the version given (which becomes its version), in
     * one deployment request. Answers 400 naming a service that is not the environment's, 409 when
     * busy. Not repeated once it may have arrived: a second would be a second deployment.
     */
    deployServices: {
        method: 'POST',
        route: '/environment/{environmentId}/service/deploy',
        body: 'ServiceDeployRequest',
        answer: 'EnvironmentStatus',
        mayAnswerEmpty: true,
        scope: 'Deploy',
        subject: 'environment {environmentId}',
        idempotent: false,
    },
    /** Cancelling twice cancels once: safe to repeat. */
    cancelDeployment: {
        method: 'POST',
        route: '/environment/{environmentId}/cancelDeployment',
        body: 'CancelDeploymentRequest',
        optionalBody: true,
        answer: 'EnvironmentStatus',
        scope: 'Deploy',
        subject: 'environment {environmentId}',
        idempotent: true,
    },
    /**
     * Asynchronous: the environment goes through STOP_QUEUED and STOPPING to STOPPED, kept, and
     * deployed again by the next deployment. Answers 409 when stopped already or busy. Stopping
     * twice stops once: safe to repeat.
     */
    stop: {
        method: 'POST',
        route: '/environment/{environmentId}/stop',
        answer: 'EnvironmentStatus',
        mayAnswerEmpty: true,
        scope: 'Deploy',
        subject: 'environment {environmentId}',
        idempotent: true,
    },
    /** Every environment has one rule: when the platform stops and starts it (`auto_stop`), and its preview flags. */
    deploymentRule: {
        method: 'GET',
        route: '/environment/{environmentId}/deploymentRule',
        answer: 'EnvironmentDeploymentRule',
        scope: 'Read',
        subject: 'environment {environmentId}',
        idempotent: true,
        shared: true,
    },
    /** Replaces the whole rule (a flag left out becomes false): safe to repeat. */
    editDeploymentRule: {
        method: 'PUT',
        route: '/environment/{environmentId}/deploymentRule/{deploymentRuleId}',
        body: 'EnvironmentDeploymentRuleEditRequest',
        answer: 'EnvironmentDeploymentRule',
        scope: 'Write',
        subject: 'deployment rule {deploymentRuleId} of environment {environmentId}',
        idempotent: true,
    },
    /** Asynchronous: the environment goes through DELETE_QUEUED, DELETING, DELETED, then 404. */
    delete: {
        method: 'DELETE',
        route: '/environment/{environmentId}',
        scope: 'Write',
        subject: 'environment {environmentId}',
        idempotent: true,
    },
    /** Public URLs of the environment's services; none before a service has deployed. */
    links: {
        method: 'GET',
        route: '/environment/{environmentId}/link',
        listOf: 'Link',
        scope: 'Read',
        subject: 'environment {environmentId}',
        idempotent: true,
        shared: true,
    },
    jobs: {
        method: 'GET',
        route: '/environment/{environmentId}/job',
        listOf: 'Job',
        scope: 'Read',
        subject: 'environment {environmentId}',
        idempotent: true,
        shared: true,
    },
    /** The environment's deployment stages with the ids of their services: where stage names come from. */
    deploymentStages: {
        method: 'GET',
        route: '/environment/{environmentId}/deploymentStage',
        listOf: 'DeploymentStage',
        scope: 'Read',
        subject: 'environment {environmentId}',
        idempotent: true,
        shared: true,
    },
    /**
     * The environment's deployments, newest first, 20 a page; the next page is the one after the
     * entry `startId` names. Each lists its services at their version and the state they ended in.
     */
    deploymentHistory: {
        method: 'GET',
        route: '/environment/{environmentId}/deploymentHistory',
        query: { startId: 'uuid?' },
        answer: 'DeploymentHistoryPage',
        scope: 'Read',
        subject: 'environment {environmentId}',
        idempotent: true,
    },
    /**
     * The same history in its second form, one page of `pageSize` (20 by default), each request with
     * what it was asked to do (DEPLOY, DELETE, STOP, …): unlike `status`, it lists a request the
     * moment it is made. Read for that, and for versions where the first form is not served.
     */
    deploymentHistoryV2: {
        method: 'GET',
        route: '/environment/{environmentId}/deploymentHistoryV2',
        query: { pageSize: 'number?' },
        answer: 'DeploymentHistoryPageV2',
        scope: 'Read',
        subject: 'environment {environmentId}',
        idempotent: true,
    },
    /** Each stage's name and status with the Status of every service in it: steps and durations. */
    statusesWithStages: {
        method: 'GET',
        route: '/environment/{environmentId}/statusesWithStages',
        answer: 'StatusesWithStages',
        scope: 'Read',
        subject: 'environment {environmentId}',
        idempotent: true,
    },
    /**
     * Every service of the environment in one list, each in its own kind's shape (`service_type`
     * says which): the applications, containers and jobs a rollout deploys, and the kinds it does
     * not. Older servers lack it (404), and the three lists below answer for it.
     */
    services: {
        method: 'GET',
        route: '/environment/{environmentId}/services',
        listOf: 'Service',
        scope: 'Read',
        subject: 'environment {environmentId}',
        idempotent: true,
        shared: true,
    },
    /** The environment's applications: their names, and their deployed commit for a rollout. */
    applications: {
        method: 'GET',
        route: '/environment/{environmentId}/application',
        listOf: 'Application',
        scope: 'Read',
        subject: 'environment {environmentId}',
        idempotent: true,
        shared: true,
    },
    /** The environment's containers: their names, and their image tag for a rollout. */
    containers: {
        method: 'GET',
        route: '/environment/{environmentId}/container',
        listOf: 'Container',
        scope: 'Read',
        subject: 'environment {environmentId}',
        idempotent: true,
        shared: true,
    },
    /**
     * The variables the environment sees: its services' built-in ones (scope BUILT_IN, each with
     * `service_id`; an override of one is listed in its place), its project's, and its own.
     */
    variables: {
        method: 'GET',
        route: '/environment/{environmentId}/environmentVariable',
        listOf: 'EnvironmentVariable',
        scope: 'Read',
        subject: 'environment {environmentId}',
        idempotent: true,
        shared: true,
    },
    /** Creates the variable, or replaces the one with the same key: safe to repeat. */
    createVariable: {
        method: 'POST',
        route: '/environment/{environmentId}/environmentVariable',
        body: 'EnvironmentVariableRequest',
        answer: 'EnvironmentVariable',
        scope: 'Write',
        subject: 'environment {environmentId}',
        idempotent: true,
    },
    updateVariable: {
        method: 'PUT',
        route: '/environment/{environmentId}/environmentVariable/{environmentVariableId}',
        body: 'EnvironmentVariableEditRequest',
        answer: 'EnvironmentVariable',
        scope: 'Write',
        subject: 'environment variable {environmentVariableId}',
        idempotent: true,
    },
    /**
     * Gives a variable of a higher scope (a built-in one, a project's) another value in this
     * environment only: a new variable of the same key, scope ENVIRONMENT, type OVERRIDE, naming
     * the original in `overridden_variable`. 400 when the environment has a variable of that key
     * already, or the variable is its own; 404 for an id it does not see. Not repeated once it may
     * have arrived: a second one answers 400.
     */
    overrideVariable: {
        method: 'POST',
        route: '/environment/{environmentId}/environmentVariable/{environmentVariableId}/override',
        body: 'EnvironmentVariableOverrideRequest',
        answer: 'EnvironmentVariable',
        scope: 'Write',
        subject: 'environment variable {environmentVariableId}',
        idempotent: false,
    },
    /**
     * The value of a variable of a higher scope under another key, in this environment only: a new
     * variable, scope ENVIRONMENT, type ALIAS, naming the original in `aliased_variable`. 400 for a
     * key the environment sees already, an alias of an alias, or one of its own variables.
     */
    aliasVariable: {
        method: 'POST',
        route: '/environment/{environmentId}/environmentVariable/{environmentVariableId}/alias',
        body: 'EnvironmentVariableAliasRequest',
        answer: 'EnvironmentVariable',
        scope: 'Write',
        subject: 'environment variable {environmentVariableId}',
        idempotent: false,
    },
    /**
     * Deletes one of the environment's own variables, its overrides and aliases with it; deleting
     * an override shows the original again. A built-in variable cannot be deleted.
     */
    deleteVariable: {
        method: 'DELETE',
        route: '/environment/{environmentId}/environmentVariable/{environmentVariableId}',
        scope: 'Write',
        subject: 'environment variable {environmentVariableId}',
        idempotent: true,
    },
    /**
     * The deployment requests waiting behind the running one (since 2025 the platform queues a
     * deployment requested while another runs, instead of answering 409). Read by a wait only
     * (deployment-queue.ts): one try (Call.poll).
     */
    deploymentQueue: {
        method: 'GET',
        route: '/environment/{environmentId}/deploymentQueue',
        listOf: 'QueuedDeploymentRequest',
        scope: 'Read',
        subject: 'environment {environmentId}',
        idempotent: true,
        poll: true,
    },
    /**
     * Takes one deployment request out of the queue before it runs; the deployment running is left
     * alone. Answers 409 once the request has started or was cancelled already.
     */
    cancelQueued: {
        method: 'POST',
        route: '/deploymentQueue/{deploymentRequestId}/cancelDeployment',
        scope: 'Deploy',
        subject: 'deployment request {deploymentRequestId}',
        idempotent: true,
    },
    /** The state of one deployment request: free of the stale read of `status`. */
    deploymentStatus: {
        method: 'GET',
        route: '/environment/deploymentStatus',
        query: { deploymentRequestId: 'uuid' },
        answer: 'DeploymentRequestStatus',
        scope: 'Read',
        subject: 'deployment request {deploymentRequestId}',
        idempotent: true,
    },
    /** The same state, read by a wait: one try (Call.poll). */
    deploymentStatusPoll: {
        method: 'GET',
        route: '/environment/deploymentStatus',
        query: { deploymentRequestId: 'uuid' },
        answer: 'DeploymentRequestStatus',
        scope: 'Read',
        subject: 'deployment request {deploymentRequestId}',
        idempotent: true,
        poll: true,
    },
});
const jobs = endpoints({
    /** Not repeated once it may have arrived: a second clone would be a duplicate. */
    clone: {
        method: 'POST',
        route: '/job/{jobId}/clone',
        body: 'JobCloneRequest',
        answer: 'Job',
        mayAnswerEmpty: true,
        scope: 'Write',
        subject: 'job {jobId}',
        idempotent: false,
    },
    /** One job with its kind (`job_type`: LIFECYCLE or CRON) and `schedule`: which events it runs on. */
    get: {
        method: 'GET',
        route: '/job/{jobId}',
        answer: 'Job',
        scope: 'Read',
        subject: 'job {jobId}',
        idempotent: true,
    },
    /**
     * Deploys the one job (at the version given, which becomes its version) in a deployment request
     * of its own. With `forceEvent` (JobForceEvent: START, STOP, DELETE, CRON) it runs that one event
     * of the job alone, the version may be left out, and a job without that event is not deployed
     * (202 all the same, the job's Status unchanged). Answers the job's Status (its
     * `deployment_request_id`), 409 when busy. Not repeated once it may have arrived: a second would
     * run the job twice.
     */
    deploy: {
        method: 'POST',
        route: '/job/{jobId}/deploy',
        query: { forceEvent: 'string?' },
        body: 'JobDeployRequest',
        optionalBody: true,
        answer: 'ServiceStatus',
        mayAnswerEmpty: true,
        scope: 'Deploy',
        subject: 'job {jobId}',
        idempotent: false,
    },
    /** The same at the job's own version, with no body; `forceEvent` as for `deploy`. Not repeated either. */
    redeploy: {
        method: 'POST',
        route: '/job/{jobId}/redeploy',
        query: { forceEvent: 'string?' },
        answer: 'ServiceStatus',
        mayAnswerEmpty: true,
        scope: 'Deploy',
        subject: 'job {jobId}',
        idempotent: false,
    },
});
/**
 * Deployment stages one at a time (the environment's list is `environments.deploymentStages`):
 * they run one after the other by `deployment_order`, the services of a stage side by side.
 */
const deploymentStages = endpoints({
    get: {
        method: 'GET',
        route: '/deploymentStage/{deploymentStageId}',
        answer: 'DeploymentStage',
        scope: 'Read',
        subject: 'deployment stage {deploymentStageId}',
        idempotent: true,
    },
    /** The stage a service (an application, container, job, …) is in. */
    ofService: {
        method: 'GET',
        route: '/service/{serviceId}/deploymentStage',
        answer: 'DeploymentStage',
        scope: 'Read',
        subject: 'service {serviceId}',
        idempotent: true,
    },
});
/**
 * Environment secrets. A POST on an existing key replaces it, so every write is safe to repeat.
 * The clear value is sent, never returned, and kept out of every message.
 */
const secrets = endpoints({
    /** The environment's secrets (and those of the scopes above it): keys and dates, never a value. */
    list: {
        method: 'GET',
        route: '/environment/{environmentId}/secret',
        listOf: 'Secret',
        scope: 'Read',
        subject: 'environment {environmentId}',
        idempotent: true,
    },
    /** Creates the secret, or replaces the one with the same key. */
    create: {
        method: 'POST',
        route: '/environment/{environmentId}/secret',
        body: 'SecretRequest',
        sensitive: 'value',
        answer: 'Secret',
        scope: 'Write',
        subject: 'environment {environmentId}',
        idempotent: true,
    },
    /** Edits a secret in place: it keeps its id and `created_at`, and its `updated_at` moves on. */
    edit: {
        method: 'PUT',
        route: '/environment/{environmentId}/secret/{secretId}',
        body: 'SecretEditRequest',
        answer: 'Secret',
        scope: 'Write',
        subject: 'secret {secretId} of environment {environmentId}',
        idempotent: true,
    },
});
/**
 * Variables and secrets in one list, each said secret or not, with those of the scopes above the
 * parent (its project's, the built-in ones). Read to compare two environments by their keys: a
 * secret's value is never in it.
 */
const variables = endpoints({
    list: {
        method: 'GET',
        route: '/variable',
        query: { parent_id: 'uuid', scope: 'string' },
        listOf: 'Variable',
        scope: 'Read',
        subject: 'environment {parent_id}',
        idempotent: true,
    },
});

;// CONCATENATED MODULE: ./src/platform/client.ts
/**
 * The typed Platform API client: one call per entry of endpoints.ts, grouped by resource. It
 * knows nothing about GitHub; the operations layer drives it.
 */



class PlatformClient {
    #transport;
    organizations;
    environments;
    jobs;
    secrets;
    logs;
    variables;
    constructor(options) {
        this.#transport = new Transport(options);
        this.organizations = bind(this.#transport, organizations);
        this.environments = bind(this.#transport, environments);
        this.jobs = bind(this.#transport, jobs);
        this.secrets = bind(this.#transport, secrets);
        this.logs = bind(this.#transport, logs);
        this.variables = bind(this.#transport, variables);
    }
    /** The last `X-RateLimit-*` headers seen, if the service sends them. */
    get rateLimit() {
        return this.#transport.rateLimit;
    }
    /** The requests sent so far that may have changed the platform: every write that left, answered or not. */
    get writesSent() {
        return this.#transport.writesSent;
    }
}

// EXTERNAL MODULE: ./src/action/event-file.ts
var event_file = __webpack_require__(8537);
;// CONCATENATED MODULE: ./src/action/github-readers.ts
/** Octokit is loaded at the first compare, like the pull request reads. */
function lazyCommitComparer(event, githubToken, repository, log, limits) {
    let loading;
    return {
        repository,
        async compare(base, head) {
            loading ??= Promise.all(/* import() */[__webpack_require__.e(239), __webpack_require__.e(146), __webpack_require__.e(911)]).then(__webpack_require__.bind(__webpack_require__, 4911)).then((github) => github.createCommitComparer(event, githubToken, log, limits));
            const comparer = await loading;
            if (!comparer)
                throw new Error('the run has no GitHub repository');
            return comparer.compare(base, head);
        },
    };
}
/** Octokit is loaded at the first read, not before the first platform request. */
function lazyPullRequestReader(config, event, log, limits) {
    let loading;
    return {
        async read(number) {
            loading ??= Promise.all(/* import() */[__webpack_require__.e(239), __webpack_require__.e(146), __webpack_require__.e(911)]).then(__webpack_require__.bind(__webpack_require__, 4911)).then((github) => github.createPullRequestReader(event, config.githubToken, log, config.operation === 'preview', limits));
            const reader = await loading;
            if (!reader)
                throw new Error('the run has no GitHub repository');
            return reader.read(number);
        },
    };
}
/** Octokit is loaded when the sweep has swept, not before its first platform request. */
function lazyGitHubLeftovers(event, deploymentsToken, log, limits) {
    return {
        async retire(gone) {
            const github = await Promise.all(/* import() */[__webpack_require__.e(239), __webpack_require__.e(146), __webpack_require__.e(911)]).then(__webpack_require__.bind(__webpack_require__, 4911));
            const leftovers = github.createGitHubLeftovers(event, deploymentsToken, log, limits);
            if (!leftovers)
                throw new Error('the run has no GitHub repository');
            return leftovers.retire(gone);
        },
    };
}
/** A preview's life on GitHub, Octokit loaded at the first read. */
function lazyPreviewNotes(config, event, log, limits) {
    let loading;
    const notes = async () => {
        loading ??= Promise.all(/* import() */[__webpack_require__.e(239), __webpack_require__.e(146), __webpack_require__.e(911)]).then(__webpack_require__.bind(__webpack_require__, 4911)).then((github) => github.createPreviewNotes(event, config.githubToken, config.commentAuthor, log, limits));
        const found = await loading;
        if (!found)
            throw new Error('the run has no GitHub repository');
        return found;
    };
    return {
        read: async (number, environmentName) => (await notes()).read(number, environmentName),
        warn: async (number, body) => (await notes()).warn(number, body),
        asleep: async (number, environmentName, banner) => (await notes()).asleep(number, environmentName, banner),
    };
}

// EXTERNAL MODULE: ./src/action/inputs.ts
var inputs = __webpack_require__(1729);
// EXTERNAL MODULE: ./src/action/log.ts
var log = __webpack_require__(8592);
;// CONCATENATED MODULE: ./src/operate.ts
/**
 * The operation of a run, once its config is decided: the platform client, the GitHub reads an
 * operation may make on its critical path (loaded at their first read), and what earlier runs
 * left (a hint that only saves requests, run/carried.ts). Loaded with the operations' chunk.
 */










async function operate({ config, event, budget, masks, learnedAuthor }, announce) {
    const withheld = (0,inputs.withheldSecrets)(config, event);
    if (withheld)
        return skippedWithoutSecrets({ config, clock: clock/* systemClock */.ml }, withheld);
    const client = new PlatformClient({
        baseUrl: config.apiUrl,
        token: config.apiToken,
        userAgent: USER_AGENT,
        deadline: budget.deadline,
        stopAt: budget.platformStopAt,
        masks,
    });
    const endBy = () => budget.deadline;
    // sweep reads every preview's pull request; a preview reads its own, quickly, before it pins and triggers.
    const reads = (config.operation === 'sweep' || config.operation === 'preview') && config.githubToken !== '';
    const pullRequests = reads ? lazyPullRequestReader(config, event, log/* log */.R, { endBy, maxWaitMs: Number.POSITIVE_INFINITY }) : undefined;
    // A `/preview keep` says in its comment until when it keeps the preview, life inputs given or not.
    const previewNotes = reads && ((0,life_inputs/* followsLife */.vk)(config.life) || config.command === 'keep') ? lazyPreviewNotes(config, event, log/* log */.R, { endBy }) : undefined;
    const repository = (0,event_file.repositoryUrl)(event);
    const commits = ((config.operation === 'preview' && (config.affectedOnly || config.skipPaths.length > 0 || config.baseline !== undefined)) ||
        config.operation === 'promote') &&
        config.githubToken !== '' &&
        repository !== ''
        ? lazyCommitComparer(event, config.githubToken, repository, log/* log */.R, { endBy })
        : undefined;
    const leftovers = config.operation === 'sweep' && config.githubDeployment && config.deploymentsToken !== '' && !config.dryRun
        ? lazyGitHubLeftovers(event, config.deploymentsToken, log/* log */.R, { endBy })
        : undefined;
    const where = whereLeft(config, event.action);
    const earlier = where
        ? await (await Promise.all(/* import() */[__webpack_require__.e(239), __webpack_require__.e(146), __webpack_require__.e(911)]).then(__webpack_require__.bind(__webpack_require__, 4911))).readEarlierRuns(event, config, where, log/* log */.R, { endBy })
        : { states: [], login: '' };
    learnedAuthor(earlier.login);
    return runOperation({
        client,
        config,
        carry: earlier.states,
        clock: clock/* systemClock */.ml,
        deadline: budget.deadline,
        log: log/* log */.R,
        announce,
        masks,
        ...(pullRequests ? { pullRequests } : {}),
        ...(commits ? { commits } : {}),
        ...(leftovers ? { gitHubLeftovers: leftovers } : {}),
        ...(previewNotes ? { previewNotes } : {}),
    });
}

;// CONCATENATED MODULE: ./src/report/reported-run.ts
/**
 * An operation run with its report. The start of the report (the "deploying" comment, the
 * GitHub Deployment) goes out beside the platform work, never before it: GitHub spaces writes a
 * second apart and may be slow or rate-limited, and none of that may delay the deployment. Only
 * the final report waits for the start, and then edits the comment and deployment it made.
 */


/**
 * The result as soon as the operation ends, and the final report as a promise beside it: the
 * caller sets the outputs and the exit code from the result first, and bounds the report's time.
 */
async function runReported(run) {
    let loading;
    const reporter = () => (loading ??= run.loadReporter());
    let target;
    let starting;
    const result = await run.operate(async (announced) => {
        target = announced;
        // Met below, after the operation: its failure is a warning then, never a fault of the run.
        starting = headStart(reporter().then((loaded) => loaded.start({ ...run.start, ...announced }, (state) => run.saveProgress(state))));
    });
    run.settled?.(result);
    const report = (async () => {
        try {
            await starting?.();
        }
        catch (error) {
            run.warning(`Could not start the report: ${(0,error_message/* errorMessage */.g)(error)}`);
        }
        return (await reporter()).finish(result, target?.organizationId, target?.projectId);
    })();
    return { result, report };
}

;// CONCATENATED MODULE: ./src/operations-chunk.ts
/**
 * What a run needs once its config is decided, loaded by main.ts in one dynamic import: one
 * chunk, rather than one per module with the modules they share copied into each.
 */




/***/ })

};
