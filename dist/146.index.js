export const id = 146;
export const ids = [146];
export const modules = {

/***/ 4810:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EU: () => (/* binding */ fitMarker),
/* harmony export */   H9: () => (/* binding */ commentRoom),
/* harmony export */   I2: () => (/* binding */ commentBody),
/* harmony export */   Km: () => (/* binding */ MARKER_PREFIX),
/* harmony export */   LK: () => (/* binding */ isOwnNote),
/* harmony export */   Ou: () => (/* binding */ nextHistory),
/* harmony export */   SL: () => (/* binding */ environmentHash),
/* harmony export */   SU: () => (/* binding */ HISTORY_KEPT),
/* harmony export */   ig: () => (/* binding */ isMarkedFor),
/* harmony export */   t7: () => (/* binding */ readMarker)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/**
 * The hidden marker that makes a comment "the" comment of one environment, and carries what a
 * later run needs to decide whether it may write: the commit (image tag) shown, the pull request
 * head the writing run was started for, when, and in what phase, plus the one-line history entry
 * of what the comment shows now and the earlier entries.
 *
 * The marker is the first line of the bot's own comment and every free-text member is base64url:
 * nothing a build prints into the comment (a log line that reads like a marker, a fake "Earlier
 * results" list) can be taken for it, and the history is read from it, never from the body.
 */

/** How many earlier results a comment keeps (and shows, when they fit). */
const HISTORY_KEPT = 10;
/** GitHub refuses a comment whose body, marker included, is longer. */
const COMMENT_LIMIT = 65_536;
/**
 * The most the marker takes of the comment. What it carries are hints (the results before, what
 * a later run may skip): one that does not fit is left out, the oldest result first, and a later
 * run only does more work or shows a shorter history for it, never another result.
 */
const MARKER_LIMIT = 4_096;
/** A history line is a line of ours (about 200 characters); a longer one is not kept. */
const LINE_LIMIT = 1_000;
/** The sealed state is a few ids; one longer than this is left out rather than crowding the report. */
const STATE_LIMIT = 1_024;
/** An image tag is at most 128 characters (the registries' limit). */
const COMMIT_LIMIT = 128;
const MARKER_PREFIX = '<!-- platform-deploy-report';
const PREFIX = MARKER_PREFIX;
const PATTERN = /^<!-- platform-deploy-report env:([0-9a-f]+) commit:(\S*)(?: head:([0-9a-f]*))? at:(\S+) phase:(deploying|result|cancelled|deleted) line:([A-Za-z0-9_-]*)(?: history:([A-Za-z0-9_-]*))?(?: state:([A-Za-z0-9_.-]*))?(?: renewed:(\d{1,15}))? -->(?:\n|$)/;
/** Names differ in case only in how people type them; the platform treats them as one. */
function environmentHash(environmentName) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(environmentName.trim().toLowerCase()).digest('hex').slice(0, 16);
}
/** Whether a comment's body opens with this environment's marker: a candidate to be its comment. */
function isMarkedFor(body, hash) {
    return body.startsWith(`${PREFIX} env:${hash} `);
}
const encode = (text) => Buffer.from(text, 'utf8').toString('base64url');
const decode = (text) => Buffer.from(text, 'base64url').toString('utf8');
function writeMarker(marker) {
    const line = encode(marker.line);
    const history = encode(JSON.stringify(marker.history.slice(0, HISTORY_KEPT)));
    // Commits are image tags (letters, digits, _ . -); anything else would break the pattern.
    const commit = marker.commit.replace(/[^\w.-]/g, '');
    const head = marker.head.toLowerCase().replace(/[^0-9a-f]/g, '');
    const state = marker.state ? ` state:${marker.state.replace(/[^\w.-]/g, '')}` : '';
    const renewed = marker.renewed !== undefined && Number.isSafeInteger(marker.renewed) && marker.renewed >= 0 ? ` renewed:${marker.renewed}` : '';
    return `${PREFIX} env:${marker.environment} commit:${commit} head:${head} at:${marker.at} phase:${marker.phase} line:${line} history:${history}${state}${renewed} -->`;
}
/**
 * The marker as it is written, within its limit: a line or a state too long to be ours left out,
 * then the oldest results until it fits (the state and the line last). The comment shows the history its marker keeps.
 */
function fitMarker(marker) {
    const fitted = {
        ...marker,
        commit: marker.commit.slice(0, COMMIT_LIMIT),
        head: marker.head.slice(0, 40),
        line: marker.line.length <= LINE_LIMIT ? marker.line : '',
        history: marker.history.slice(0, HISTORY_KEPT).filter((line) => line.length <= LINE_LIMIT),
    };
    if (fitted.state !== undefined && fitted.state.length > STATE_LIMIT)
        delete fitted.state;
    while (writeMarker(fitted).length > MARKER_LIMIT && fitted.history.length > 0)
        fitted.history = fitted.history.slice(0, -1);
    // A line of wide characters is three times its length in the marker: the state, then the line, go too.
    if (writeMarker(fitted).length > MARKER_LIMIT)
        delete fitted.state;
    if (writeMarker(fitted).length > MARKER_LIMIT)
        fitted.line = '';
    return fitted;
}
/** The characters the markdown may take beside the marker in one comment. */
function commentRoom(marker) {
    return COMMENT_LIMIT - writeMarker(fitMarker(marker)).length - 1;
}
function readMarker(body) {
    const match = PATTERN.exec(body);
    if (!match)
        return undefined;
    const [, environment, commit, head, at, phase, line, history, state, renewed] = match;
    return {
        environment: environment,
        commit: commit,
        head: head ?? '',
        at: at,
        phase: phase,
        line: decode(line),
        history: history === undefined ? [] : historyOf(decode(history)),
        ...(state ? { state } : {}),
        ...(renewed ? { renewed: Number(renewed) } : {}),
    };
}
function historyOf(json) {
    try {
        const value = JSON.parse(json);
        return Array.isArray(value) ? value.filter((line) => typeof line === 'string').slice(0, HISTORY_KEPT) : [];
    }
    catch {
        return [];
    }
}
/**
 * History for the next body: what the comment shows now (unless it is only a "deploying"
 * note) goes on top of what its marker kept. A marker written before the history was kept in it
 * gives only its own line: the list in such a body cannot be told from one a build printed.
 */
function nextHistory(body) {
    const marker = body === undefined ? undefined : readMarker(body);
    if (!marker)
        return [];
    const now = marker.phase !== 'deploying' && marker.line ? [marker.line] : [];
    return [...now, ...marker.history].slice(0, HISTORY_KEPT);
}
function commentBody(marker, markdown) {
    return `${writeMarker(fitMarker(marker))}\n${markdown}`;
}
/** A "deploying" note of this run (its commit and head), not yet replaced by a result or another run's note. */
function isOwnNote(marker, commit, head) {
    return marker?.phase === 'deploying' && marker.commit === commit && marker.head === head;
}


/***/ }),

/***/ 6887:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gx: () => (/* binding */ statusForOutcome),
/* harmony export */   HZ: () => (/* binding */ findDeployment),
/* harmony export */   PE: () => (/* binding */ deploymentOf),
/* harmony export */   QV: () => (/* binding */ deactivateEnvironment),
/* harmony export */   Sf: () => (/* binding */ latestDeploymentState),
/* harmony export */   e9: () => (/* binding */ setDeploymentStatus),
/* harmony export */   tb: () => (/* binding */ createDeploymentOnce)
/* harmony export */ });
/* unused harmony export forkDeploymentRef */
/* harmony import */ var _octokit_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6702);

/**
 * The ref of a fork's preview's Deployment: a branch of this repository (its default branch,
 * else the branch the run's workflow ran on), never the fork's commit. GitHub starts `deployment`
 * and `deployment_status` workflows from the workflow files at the Deployment's ref, with the
 * repository's secrets: at the fork's commit they would be the fork's own files, which nobody
 * approved to run. The fork's commit is in the payload's `approval` and the description.
 */
function forkDeploymentRef(run) {
    if (run.defaultBranch !== '')
        return run.defaultBranch;
    if (run.ref.startsWith('refs/heads/'))
        return run.ref.slice('refs/heads/'.length);
    throw new Error("neither the repository's default branch nor the run's branch is known, and a fork's preview's Deployment is never made at the fork's commit: none made");
}
/** GitHub refuses a status description over 140 characters. */
function shortDescription(text) {
    return text.length > 140 ? `${text.slice(0, 139)}…` : text;
}
/**
 * The Deployment a run asks for; the same from the post step's state alone, so the post step can
 * look for it. Its ref is the commit deployed (the `commit` input, a rollback's restored commit),
 * not the commit the workflow ran at: a later rollback to it finds it by that ref. A fork's
 * preview's is a branch of this repository (forkDeploymentRef), kept in the state as `deploymentRef`.
 */
function deploymentOf(run, start, extra = {}) {
    const { urls, versions, state, approval, baseline } = extra;
    const onDefaultBranch = run.defaultBranch !== '' && run.ref === `refs/heads/${run.defaultBranch}`;
    const hasUrls = urls !== undefined && Object.keys(urls).length > 0;
    const hasVersions = versions !== undefined && versions.length > 0;
    const from = start.operation === 'promote' && start.promotedFrom ? start.promotedFrom : undefined;
    const payload = {
        ...(hasUrls ? { urls } : {}),
        ...(hasVersions ? { services: versions } : {}),
        ...(state ? { state } : {}),
        ...(from ? { promoted_from: from } : {}),
        ...(approval
            ? { approval: { sha: approval.sha, approver: approval.approver, via: approval.via, ...(approval.url ? { url: approval.url } : {}) } }
            : {}),
        ...(baseline ? { baseline } : {}),
    };
    return {
        ref: start.deploymentRef || (approval ? forkDeploymentRef(run) : start.commit || run.sha),
        environment: start.environmentName,
        preview: start.operation === 'preview',
        // A rollback on the default branch puts production back: it is a production Deployment as the deploy was.
        production: (start.operation === 'deploy' || start.operation === 'rollback' || start.operation === 'promote') && onDefaultBranch,
        description: from
            ? `platform-deploy: promote of ${start.commit} from ${from}`
            : `platform-deploy: ${start.operation} ${start.operation === 'rollback' ? 'to' : 'of'} ${start.commit}`,
        ...(Object.keys(payload).length > 0 ? { payload } : {}),
    };
}
async function createDeployment(client, where, deployment) {
    const made = await client.rest.repos.createDeployment({
        ...where,
        ref: deployment.ref,
        environment: deployment.environment,
        transient_environment: deployment.preview,
        production_environment: deployment.production,
        description: shortDescription(deployment.description),
        ...(deployment.payload ? { payload: deployment.payload } : {}),
        // The platform deploys the image, not the branch: GitHub must neither merge nor wait for checks.
        auto_merge: false,
        required_contexts: [],
    });
    const id = made.data.id;
    if (typeof id !== 'number')
        throw new Error(`GitHub did not create the deployment (${made.status})`);
    return id;
}
/**
 * Creates the deployment once: after a fault that may have created it all the same, a deployment
 * of its environment, ref and description made since `since` (epoch ms) is adopted before a
 * second create.
 */
async function createDeploymentOnce(client, where, deployment, since, info) {
    try {
        return await createDeployment(client, where, deployment);
    }
    catch (error) {
        if (!(0,_octokit_js__WEBPACK_IMPORTED_MODULE_0__/* .mayHaveActed */ .LR)(error))
            throw error;
        const adopted = await findDeployment(client, where, deployment, since);
        if (adopted === undefined)
            return createDeployment(client, where, deployment);
        info(`The GitHub Deployment's create got no clear answer, but it exists: adopting ${adopted}`);
        return adopted;
    }
}
/** The newest deployment of `deployment`'s environment and ref with its description made at or after `since`. */
async function findDeployment(client, where, deployment, since) {
    const listed = await client.rest.repos.listDeployments({
        ...where,
        environment: deployment.environment,
        ref: deployment.ref,
        per_page: 10,
    });
    const made = listed.data.find((candidate) => candidate.description === shortDescription(deployment.description) && Date.parse(candidate.created_at) >= since);
    return made?.id;
}
async function setDeploymentStatus(client, where, deploymentId, status) {
    await client.rest.repos.createDeploymentStatus({
        ...where,
        deployment_id: deploymentId,
        state: status.state,
        description: shortDescription(status.description),
        ...(status.environmentUrl ? { environment_url: status.environmentUrl } : {}),
        ...(status.logUrl ? { log_url: status.logUrl } : {}),
    });
}
/** The state of the deployment's newest status, '' when it has none. */
async function latestDeploymentState(client, where, deploymentId) {
    const latest = await client.rest.repos.listDeploymentStatuses({ ...where, deployment_id: deploymentId, per_page: 1 });
    return latest.data[0]?.state ?? '';
}
/**
 * Every deployment of the environment that is not inactive yet becomes inactive, over every
 * page: a long-lived pull request easily has more than one page of deployments.
 */
async function deactivateEnvironment(client, where, environment, logUrl) {
    // Read all pages before writing, so the writes cannot shift what a later page holds.
    const deployments = await client.paginate(client.rest.repos.listDeployments, { ...where, environment, per_page: 100 });
    let deactivated = 0;
    for (const deployment of deployments) {
        if ((await latestDeploymentState(client, where, deployment.id)) === 'inactive')
            continue;
        await setDeploymentStatus(client, where, deployment.id, {
            state: 'inactive',
            description: `Preview ${environment} deleted`,
            ...(logUrl ? { logUrl } : {}),
        });
        deactivated++;
    }
    return deactivated;
}
/** The status that tells the result: only a success is success; a cancelled run is an error. */
function statusForOutcome(outcome) {
    switch (outcome) {
        case 'success':
            return 'success';
        case 'failure':
        case 'timed_out':
            return 'failure';
        case 'cancelled':
            return 'error';
        case 'skipped':
        case 'planned':
            return 'inactive';
    }
}


/***/ }),

/***/ 6702:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LR: () => (/* binding */ mayHaveActed),
/* harmony export */   LX: () => (/* binding */ createGitHubClient),
/* harmony export */   Ni: () => (/* binding */ isUnanswered),
/* harmony export */   ji: () => (/* binding */ readGitHubRun),
/* harmony export */   nG: () => (/* binding */ httpStatus),
/* harmony export */   x5: () => (/* binding */ refusal)
/* harmony export */ });
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1758);
/* harmony import */ var _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9735);
/* harmony import */ var _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6856);
/* harmony import */ var _basics_clock_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8885);
/**
 * What the report needs to know about the workflow run on GitHub (repository, pull request,
 * run link, API address), and the Octokit it writes with: retrying server errors and waiting
 * out GitHub's rate limits instead of failing on them.
 */




/**
 * The run from the event the step already read and the runner's GITHUB_* variables, as the
 * toolkit's context has it, without asking that context: it would be a second reading of the event.
 */
function readGitHubRun(event, env = event.runner ?? {}) {
    // Outside a runner there may be no repository: the report then only goes to the log.
    const [owner = '', repo = ''] = env.GITHUB_REPOSITORY
        ? env.GITHUB_REPOSITORY.split('/')
        : [event.repository?.owner, event.repository?.name];
    const serverUrl = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
    const runId = Number.parseInt(env.GITHUB_RUN_ID ?? '', 10) || 0;
    const runAttempt = Number.parseInt(env.GITHUB_RUN_ATTEMPT ?? '', 10);
    const attempt = runAttempt > 1 ? `/attempts/${runAttempt}` : '';
    return {
        owner,
        repo,
        pullRequest: event.pullRequest?.number ?? 0,
        sha: event.pullRequest?.headSha || event.sha,
        headSha: event.pullRequest?.headSha ?? '',
        eventName: event.eventName,
        ref: env.GITHUB_REF ?? '',
        defaultBranch: event.repository?.defaultBranch ?? '',
        runUrl: owner && runId ? `${serverUrl}/${owner}/${repo}/actions/runs/${runId}${attempt}` : '',
        runKey: runId ? `${runId}.${runAttempt > 1 ? runAttempt : 1}` : '',
        serverUrl,
        apiUrl: (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, ''),
    };
}
/** Rate-limit retries stop after two waits: a report is not worth holding the job for minutes. */
const RATE_LIMIT_RETRIES = 2;
/** A request GitHub has not answered in this time is cut, and counts as one failed request. */
const GITHUB_REQUEST_MS = 10_000;
/** A failed request (no answer, or a 5xx) is tried again once, a second later, by the retry plugin. */
const RETRIES = 1;
/** And only with this much time left, and only while GitHub has not failed the request before it. */
const RETRY_ROOM_MS = 15_000;
/**
 * GitHub counts as unavailable for the rest of the client's life after this many failed requests in a row.
 * Bench figure 16: with GitHub never answering, the report ends 33 s after the result instead of spending its whole 60 s.
 */
const FAILURES_IN_A_ROW = 3;
/**
 * Writes that create something: repeated after a fault, they could make a second comment or
 * Deployment, so the plugin never repeats them; the reporter looks for what the first made instead.
 */
const CREATES = new Set([
    'POST /repos/{owner}/{repo}/issues/{issue_number}/comments',
    'POST /repos/{owner}/{repo}/deployments',
    'POST /repos/{owner}/{repo}/check-runs',
]);
/**
 * GitHub asks for a second between writes, and more between writes that notify someone: the
 * throttling plugin's spacing (1 s and 3 s), shared by every client of the run as its own is,
 * and counted on the run's clock.
 */
function spacing(minMs) {
    let free = Number.NEGATIVE_INFINITY;
    const limiter = {
        async schedule(_options, job) {
            const at = Math.max(free, _basics_clock_js__WEBPACK_IMPORTED_MODULE_1__/* .systemClock */ .ml.now());
            free = at + minMs;
            await _basics_clock_js__WEBPACK_IMPORTED_MODULE_1__/* .systemClock */ .ml.sleep(at - _basics_clock_js__WEBPACK_IMPORTED_MODULE_1__/* .systemClock */ .ml.now());
            return job();
        },
    };
    return { key: () => limiter };
}
const WRITES = spacing(1_000);
const NOTIFYING_WRITES = spacing(3_000);
/** An error that says GitHub was not asked: unavailable, or the report's time is spent. */
class Unanswered extends Error {
    constructor(message) {
        super(message);
        this.name = 'Unanswered';
    }
}
/** A request not sent: GitHub failed too often in a row, or the report's time is spent. */
function isUnanswered(error) {
    return error instanceof Unanswered;
}
/**
 * A try GitHub did not answer within its limit. Not named AbortError, so Octokit makes it a
 * failed request without an answer, which the retry plugin tries again like a 5xx; a create that
 * got it is looked up before it is made again.
 */
class TimedOut extends Error {
    status = 0;
    constructor(what, limitMs) {
        super(`GitHub did not answer ${what} within ${limitMs / 1000}s`);
        this.name = 'TimedOut';
    }
}
/** Statuses that never change on a second try: the retry plugin's own list. */
const DO_NOT_RETRY = [400, 401, 403, 404, 410, 422, 451];
function createGitHubClient(token, apiUrl, log, overrides = {}, limits = {}) {
    const endBy = limits.endBy ?? (() => Number.POSITIVE_INFINITY);
    const requestMs = limits.requestMs ?? GITHUB_REQUEST_MS;
    const maxWaitMs = limits.maxWaitMs ?? requestMs;
    const givingUpAt = limits.failuresBeforeGivingUp ?? FAILURES_IN_A_ROW;
    /** A rate-limit wait is waited only when it is short enough and a request still fits after it. */
    const mayWait = (what, retryAfter, request, retryCount) => {
        const fits = retryAfter * 1000 <= maxWaitMs && _basics_clock_js__WEBPACK_IMPORTED_MODULE_1__/* .systemClock */ .ml.now() + retryAfter * 1000 + requestMs <= endBy();
        const waits = retryCount < RATE_LIMIT_RETRIES && fits && limits.signal?.aborted !== true;
        log.info(`GitHub ${what} reached on ${request.method} ${request.url}; ` +
            (waits
                ? `retrying in ${retryAfter}s`
                : fits
                    ? 'not retried again'
                    : `not waited: ${retryAfter}s is more than the report can spend`));
        return waits;
    };
    const retries = overrides.retry?.enabled === false ? 0 : (overrides.retry?.retries ?? RETRIES);
    const options = {
        baseUrl: apiUrl,
        log: { debug: () => { }, info: () => { }, warn: () => { }, error: () => { } },
        ...overrides,
        // The plugins wait `retryAfterBaseValue` wall-clock ms per second they are told: a second of the run's clock.
        retry: { retries, doNotRetry: DO_NOT_RETRY, retryAfterBaseValue: _basics_clock_js__WEBPACK_IMPORTED_MODULE_1__/* .systemClock */ .ml.wallMs(1000), ...overrides.retry },
        throttle: {
            retryAfterBaseValue: _basics_clock_js__WEBPACK_IMPORTED_MODULE_1__/* .systemClock */ .ml.wallMs(1000),
            write: WRITES,
            notifications: NOTIFYING_WRITES,
            onRateLimit: (retryAfter, request, _octokit, retryCount) => mayWait('rate limit', retryAfter, request, retryCount),
            onSecondaryRateLimit: (retryAfter, request, _octokit, retryCount) => mayWait('secondary rate limit', retryAfter, request, retryCount),
            ...overrides.throttle,
        },
    };
    const client = (0,_actions_github__WEBPACK_IMPORTED_MODULE_0__/* .getOctokit */ .Q)(token, options, _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_2__/* .retry */ .L, _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_3__/* .throttling */ .A);
    // GitHub failing request after request is asked nothing more: the report gives up in seconds
    // and leaves its writes to the post step, rather than spending its minute on them one by one.
    let failuresInRow = 0;
    let lastFailure = '';
    client.hook.wrap('request', async (request, given) => {
        const options = given;
        const what = `${options.method} ${options.url}`;
        if (failuresInRow >= givingUpAt) {
            throw new Unanswered(`GitHub failed ${failuresInRow} requests in a row (the last: ${lastFailure})`);
        }
        if (limits.signal?.aborted || endBy() <= _basics_clock_js__WEBPACK_IMPORTED_MODULE_1__/* .systemClock */ .ml.now())
            throw new Unanswered(`The report's time is spent (${what} not sent)`);
        const deadline = new AbortController();
        const remaining = endBy() - _basics_clock_js__WEBPACK_IMPORTED_MODULE_1__/* .systemClock */ .ml.now();
        // A stop the caller keeps is its deadline already, given when the caller gives up (and says so): a timer of
        // our own at the same moment would race it. Either is an abort, which the retry plugin never repeats.
        const stop = limits.signal ?? deadline.signal;
        const timer = limits.signal || !Number.isFinite(remaining) ? undefined : setTimeout(() => deadline.abort(), _basics_clock_js__WEBPACK_IMPORTED_MODULE_1__/* .systemClock */ .ml.wallMs(remaining));
        const tryAgain = _basics_clock_js__WEBPACK_IMPORTED_MODULE_1__/* .systemClock */ .ml.now() + RETRY_ROOM_MS <= endBy() && !CREATES.has(what) && failuresInRow === 0;
        options.request = {
            ...options.request,
            // Only ever 0 here: the retry plugin repeats any failure whose request carries a count, a refusal too.
            ...(tryAgain ? {} : { retries: 0 }),
            signal: options.request?.signal ? AbortSignal.any([stop, options.request.signal]) : stop,
            fetch: limitedFetch(options, options.request?.fetch ?? fetch),
        };
        try {
            const answer = await request(given);
            failuresInRow = 0;
            return answer;
        }
        catch (caught) {
            const error = caught instanceof Error && caught.cause instanceof TimedOut ? caught.cause : caught;
            if (stop.aborted)
                throw new Unanswered(`The report's time is spent (${what} not answered)`);
            if (!mayHaveActed(error)) {
                failuresInRow = 0;
                throw error;
            }
            failuresInRow++;
            lastFailure = error instanceof TimedOut ? `${what}, not answered within ${requestMs / 1000}s` : `${what}, ${describe(error)}`;
            throw error;
        }
        finally {
            clearTimeout(timer);
        }
    });
    /** Each try of a request, its answer's body included, cut at its limit: a failed try the retry plugin may repeat. */
    function limitedFetch(options, send) {
        const what = `${options.method} ${options.url}`;
        return async (url, init = {}) => {
            const limit = new AbortController();
            const timer = setTimeout(() => {
                const again = (options.request?.retryCount ?? 0) < (options.request?.retries ?? retries);
                const timedOut = new TimedOut(what, requestMs);
                if (again)
                    log.info(`${timedOut.message}; trying once more`);
                limit.abort(timedOut);
            }, _basics_clock_js__WEBPACK_IMPORTED_MODULE_1__/* .systemClock */ .ml.answerMs(requestMs));
            try {
                const answer = await send(url, { ...init, signal: AbortSignal.any([limit.signal, ...(init.signal ? [init.signal] : [])]) });
                const body = NO_BODY.has(answer.status) ? null : await answer.arrayBuffer();
                const kept = new Response(body, { status: answer.status, statusText: answer.statusText, headers: answer.headers });
                // Octokit's paginate reads the answer's URL on a list shaped { total_count, … }: a new Response has none.
                Object.defineProperty(kept, 'url', { value: answer.url });
                return kept;
            }
            finally {
                clearTimeout(timer);
            }
        };
    }
    return client;
}
/** Statuses whose answer has no body, which a Response may not be given. */
const NO_BODY = new Set([101, 204, 205, 304]);
function describe(error) {
    const status = error?.response === undefined ? 0 : httpStatus(error);
    return status ? `HTTP ${status}` : 'no answer';
}
/**
 * Whether a failed request may have been carried out all the same, which is also GitHub failing:
 * no answer came (a timeout, a dropped connection), or GitHub answered 5xx, which a gateway also
 * says after the write was done.
 */
function mayHaveActed(error) {
    const answered = error?.response !== undefined;
    return !answered || httpStatus(error) >= 500;
}
function httpStatus(error) {
    const status = error?.status;
    return typeof status === 'number' ? status : 0;
}
/**
 * One line for a write GitHub refused. A 403 or 404 on a write is a missing permission (a fork's
 * read-only token looks the same); the message never carries the token or request headers.
 */
function refusal(what, permission, error) {
    const status = httpStatus(error);
    const text = error instanceof Error ? error.message.split('\n')[0] : String(error);
    // GitHub's front end answers an overloaded request with an HTML page, not the API's JSON.
    const message = /^\s*</.test(text ?? '') ? 'an error page instead of an answer' : text;
    if ((status === 403 || status === 404) && !/rate limit/i.test(message ?? '')) {
        return `Could not write the ${what}: the GitHub token needs the \`${permission}\` permission (a pull request from a fork gets a read-only token). The deploy itself is not affected.`;
    }
    return `Could not write the ${what} (${status ? `HTTP ${status}: ` : ''}${message}). The deploy itself is not affected.`;
}


/***/ }),

/***/ 7648:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gc: () => (/* binding */ PullRequestComment),
/* harmony export */   Up: () => (/* binding */ sameLogin),
/* harmony export */   kA: () => (/* binding */ mayReplace),
/* harmony export */   pn: () => (/* binding */ isTooLong)
/* harmony export */ });
/* harmony import */ var _octokit_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6702);
/* harmony import */ var _comment_marker_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4810);


/** The identity of the default GITHUB_TOKEN: the last resort when the token tells nothing of itself. */
const ACTIONS_BOT = 'github-actions[bot]';
/** GitHub App tokens show as `name[bot]` in REST and as `name` elsewhere: compare without the suffix. */
function sameLogin(a, b) {
    const plain = (login) => login.toLowerCase().replace(/\[bot\]$/, '');
    return plain(a) === plain(b);
}
class PullRequestComment {
    client;
    where;
    hash;
    login;
    /** @param author the login to count as ours, when the workflow names it ('' asks the token) */
    constructor(client, where, environmentHash, author = '') {
        this.client = client;
        this.where = where;
        this.hash = environmentHash;
        if (author)
            this.login = author;
    }
    /**
     * Whose comments count as ours, asked the way the token can answer: GraphQL `viewer` answers
     * for every kind (a GitHub App's installation token as `<app>[bot]`), `GET /user` for a user's
     * token, and a token that answers neither is taken for the Actions bot.
     */
    async ownLogin() {
        this.login ??= (await this.viewerLogin()) ?? (await this.userLogin());
        return this.login;
    }
    async viewerLogin() {
        try {
            const answer = await this.client.graphql('query { viewer { login } }');
            const login = answer.viewer?.login;
            return typeof login === 'string' && login !== '' ? login : undefined;
        }
        catch {
            return undefined;
        }
    }
    async userLogin() {
        try {
            return (await this.client.rest.users.getAuthenticated()).data.login;
        }
        catch (error) {
            if ((0,_octokit_js__WEBPACK_IMPORTED_MODULE_0__/* .httpStatus */ .nG)(error) !== 403 && (0,_octokit_js__WEBPACK_IMPORTED_MODULE_0__/* .httpStatus */ .nG)(error) !== 401)
                throw error;
            return ACTIONS_BOT;
        }
    }
    /** This environment's comments written by us and not minimized, oldest first. */
    async find() {
        const found = await this.own((body) => (0,_comment_marker_js__WEBPACK_IMPORTED_MODULE_1__/* .isMarkedFor */ .ig)(body, this.hash));
        const minimized = await this.minimized(found.map((comment) => comment.nodeId));
        return found.filter((comment) => !minimized.has(comment.nodeId));
    }
    /** The states our comments carry, of whichever environment, newest first: nobody else's comment is read for one. */
    async states() {
        const found = await this.own((body) => body.startsWith(_comment_marker_js__WEBPACK_IMPORTED_MODULE_1__/* .MARKER_PREFIX */ .Km), true);
        return found.flatMap((comment) => (comment.marker?.state ? [comment.marker.state] : [])).reverse();
    }
    /** The comments written by us whose body `wanted`, oldest first. */
    async own(wanted, atOnce = false) {
        // On the run's critical path who we are and what the thread holds are asked at once: one round
        // trip, not two. The report asks who it is first, so a GitHub that does not answer costs it one request.
        const [login, marked] = atOnce
            ? await Promise.all([this.ownLogin(), this.marked(wanted)])
            : [await this.ownLogin(), await this.marked(wanted)];
        return marked.filter(({ author }) => sameLogin(author, login)).map(({ author: _author, ...comment }) => comment);
    }
    /** The thread's comments whose body `wanted`, with their authors, oldest first. */
    async marked(wanted) {
        const found = [];
        const pages = this.client.paginate.iterator(this.client.rest.issues.listComments, {
            owner: this.where.owner,
            repo: this.where.repo,
            issue_number: this.where.number,
            per_page: 100,
        });
        for await (const page of pages) {
            for (const comment of page.data) {
                const body = comment.body ?? '';
                if (!wanted(body) || !comment.user)
                    continue;
                found.push({
                    id: comment.id,
                    nodeId: comment.node_id,
                    body,
                    url: comment.html_url,
                    marker: (0,_comment_marker_js__WEBPACK_IMPORTED_MODULE_1__/* .readMarker */ .t7)(body),
                    author: comment.user.login,
                });
            }
        }
        return found;
    }
    /** REST does not say whether a comment was hidden; GraphQL does. Unknown counts as visible. */
    async minimized(nodeIds) {
        if (nodeIds.length === 0)
            return new Set();
        try {
            const answer = await this.client.graphql('query($ids: [ID!]!) { nodes(ids: $ids) { ... on IssueComment { id isMinimized } } }', { ids: nodeIds });
            return new Set(answer.nodes.filter((node) => node?.isMinimized === true).map((node) => node?.id ?? ''));
        }
        catch {
            return new Set();
        }
    }
    /** The pull request's current head commit; throws when GitHub did not say. */
    async headSha() {
        const pull = await this.client.rest.pulls.get({ owner: this.where.owner, repo: this.where.repo, pull_number: this.where.number });
        return pull.data.head.sha;
    }
    async create(body) {
        const made = await this.client.rest.issues.createComment({
            owner: this.where.owner,
            repo: this.where.repo,
            issue_number: this.where.number,
            body,
        });
        return { id: made.data.id, nodeId: made.data.node_id, body, url: made.data.html_url, marker: (0,_comment_marker_js__WEBPACK_IMPORTED_MODULE_1__/* .readMarker */ .t7)(body) };
    }
    /**
     * Creates the comment once. After a fault that may have created it all the same, the thread is
     * read and the comment (told by its marker's time) adopted before a second create. Then a
     * comment a concurrent run of the pull request made meanwhile (both found none) is looked for:
     * the oldest is kept, holding this text unless it is another head's and `currentHead` is not
     * this one, and this run's own is removed, so one stays.
     */
    async post(body, marker, currentHead, info) {
        const mine = (comment) => comment.marker?.at === marker.at && comment.marker.phase === marker.phase;
        let made;
        try {
            made = await this.create(body);
        }
        catch (error) {
            if (!(0,_octokit_js__WEBPACK_IMPORTED_MODULE_0__/* .mayHaveActed */ .LR)(error))
                throw error;
            const adopted = (await this.find()).find(mine);
            if (adopted)
                info(`The comment's create got no clear answer, but the comment exists: adopting it`);
            made = adopted ?? (await this.create(body));
        }
        const oldest = (await this.find())[0];
        if (!oldest || oldest.id === made.id)
            return made;
        const kept = mayReplace(oldest.marker, marker, currentHead) ? await this.update(oldest.id, body) : oldest;
        await this.remove(made.id);
        info(`Another run of this pull request posted its comment at the same time: keeping that one (${kept.url})`);
        return kept;
    }
    async update(id, body) {
        const made = await this.client.rest.issues.updateComment({ owner: this.where.owner, repo: this.where.repo, comment_id: id, body });
        return { id: made.data.id, nodeId: made.data.node_id, body, url: made.data.html_url, marker: (0,_comment_marker_js__WEBPACK_IMPORTED_MODULE_1__/* .readMarker */ .t7)(body) };
    }
    async remove(id) {
        try {
            await this.client.rest.issues.deleteComment({ owner: this.where.owner, repo: this.where.repo, comment_id: id });
        }
        catch (error) {
            if ((0,_octokit_js__WEBPACK_IMPORTED_MODULE_0__/* .httpStatus */ .nG)(error) !== 404)
                throw error;
        }
    }
}
/**
 * GitHub's refusal of a body over its limit: 422 "Validation Failed" with the error "body is too
 * long (maximum is 65536 characters)". The same body would be refused again; a shorter one is not.
 */
function isTooLong(error) {
    if ((0,_octokit_js__WEBPACK_IMPORTED_MODULE_0__/* .httpStatus */ .nG)(error) !== 422)
        return false;
    const data = error.response?.data;
    const errors = Array.isArray(data?.errors) ? data.errors : [];
    const said = errors.map((each) => (typeof each === 'string' ? each : JSON.stringify(each ?? '')));
    return [error instanceof Error ? error.message : '', ...said].some((text) => /\btoo long\b/i.test(text));
}
const isResult = (phase) => phase === 'result' || phase === 'deleted';
/**
 * Whether a write may replace the comment's content. A result replaces a result that settled
 * before it, whatever their heads: the later one is what the preview runs (a write that names
 * another head than the pull request's says so). A note ("deploying", "cancelled") and a result
 * over a note follow the head rule of `mayOverwrite`.
 */
function mayReplace(existing, write, currentHead) {
    if (!existing)
        return true;
    if (!isResult(write.phase) || !isResult(existing.phase))
        return mayOverwrite(existing, write.head, currentHead);
    return !(Date.parse(existing.at) > Date.parse(write.at));
}
/**
 * A run started for a pull request head that is no longer the current one never replaces a
 * note written for another head: that note is newer, or just as stale. It may still rewrite its
 * own (same head), and may write anything while it is the current head or while the current
 * head or its own is unknown. Heads are commits, never image tags.
 */
function mayOverwrite(existing, runHead, currentHead) {
    if (!existing || !currentHead || !runHead || runHead === currentHead)
        return true;
    return existing.head === runHead;
}


/***/ })

};
