export const id = 42;
export const ids = [42];
export const modules = {

/***/ 5661:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CommandThread: () => (/* reexport */ CommandThread),
  ForkApprovals: () => (/* reexport */ ForkApprovals),
  createCommitComparer: () => (/* binding */ createCommitComparer),
  createGitHubReporter: () => (/* binding */ createGitHubReporter),
  createPullRequestReader: () => (/* binding */ createPullRequestReader),
  createReporter: () => (/* binding */ createReporter),
  pullRequestOfRun: () => (/* reexport */ pullRequestOfRun),
  readEarlierRuns: () => (/* reexport */ readEarlierRuns),
  renderReport: () => (/* reexport */ renderReport)
});

// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js + 21 modules
var github = __webpack_require__(1758);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var dist_bundle = __webpack_require__(9735);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var plugin_throttling_dist_bundle = __webpack_require__(6856);
// EXTERNAL MODULE: ./src/basics/clock.ts
var clock = __webpack_require__(8885);
;// CONCATENATED MODULE: ./src/github/octokit.ts
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
/** GitHub counts as unavailable for the rest of the client's life after this many failed requests in a row. */
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
            const at = Math.max(free, clock/* systemClock */.ml.now());
            free = at + minMs;
            await clock/* systemClock */.ml.sleep(at - clock/* systemClock */.ml.now());
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
    /** A rate-limit wait is waited only when it is short enough and a request still fits after it. */
    const mayWait = (what, retryAfter, request, retryCount) => {
        const fits = retryAfter * 1000 <= maxWaitMs && clock/* systemClock */.ml.now() + retryAfter * 1000 + requestMs <= endBy();
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
        retry: { retries, doNotRetry: DO_NOT_RETRY, retryAfterBaseValue: clock/* systemClock */.ml.wallMs(1000), ...overrides.retry },
        throttle: {
            retryAfterBaseValue: clock/* systemClock */.ml.wallMs(1000),
            write: WRITES,
            notifications: NOTIFYING_WRITES,
            onRateLimit: (retryAfter, request, _octokit, retryCount) => mayWait('rate limit', retryAfter, request, retryCount),
            onSecondaryRateLimit: (retryAfter, request, _octokit, retryCount) => mayWait('secondary rate limit', retryAfter, request, retryCount),
            ...overrides.throttle,
        },
    };
    const client = (0,github/* getOctokit */.Q)(token, options, dist_bundle/* retry */.L, plugin_throttling_dist_bundle/* throttling */.A);
    // GitHub failing request after request is asked nothing more: the report gives up in seconds
    // and leaves its writes to the post step, rather than spending its minute on them one by one.
    let failuresInRow = 0;
    let lastFailure = '';
    client.hook.wrap('request', async (request, given) => {
        const options = given;
        const what = `${options.method} ${options.url}`;
        if (failuresInRow >= FAILURES_IN_A_ROW) {
            throw new Unanswered(`GitHub failed ${failuresInRow} requests in a row (the last: ${lastFailure})`);
        }
        if (limits.signal?.aborted || endBy() <= clock/* systemClock */.ml.now())
            throw new Unanswered(`The report's time is spent (${what} not sent)`);
        const deadline = new AbortController();
        const remaining = endBy() - clock/* systemClock */.ml.now();
        // A stop the caller keeps is its deadline already, given when the caller gives up (and says so): a timer of
        // our own at the same moment would race it. Either is an abort, which the retry plugin never repeats.
        const stop = limits.signal ?? deadline.signal;
        const timer = limits.signal || !Number.isFinite(remaining) ? undefined : setTimeout(() => deadline.abort(), clock/* systemClock */.ml.wallMs(remaining));
        const tryAgain = clock/* systemClock */.ml.now() + RETRY_ROOM_MS <= endBy() && !CREATES.has(what) && failuresInRow === 0;
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
            }, clock/* systemClock */.ml.answerMs(requestMs));
            try {
                const answer = await send(url, { ...init, signal: AbortSignal.any([limit.signal, ...(init.signal ? [init.signal] : [])]) });
                const body = NO_BODY.has(answer.status) ? null : await answer.arrayBuffer();
                return new Response(body, { status: answer.status, statusText: answer.statusText, headers: answer.headers });
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

;// CONCATENATED MODULE: ./src/github/pull-requests.ts

/** A preview's read is on its critical path: GitHub is asked, not waited for. */
const QUICK_READ_MS = 3_000;
/** One try and no rate-limit wait, so an unreachable GitHub costs a preview one short request. */
const QUICK_CLIENT = {
    retry: { enabled: false },
    throttle: { enabled: false, onRateLimit: () => false, onSecondaryRateLimit: () => false },
};
/** What a failed read says: the status GitHub answered, or that it did not answer. */
function describeFault(error) {
    // Octokit says 500 for a request that got no answer at all: only a response has a status.
    const answered = error?.response !== undefined;
    const status = answered ? httpStatus(error) : 0;
    return status ? `HTTP ${status}` : 'no answer';
}
function pullRequestReader(client, where, timeoutMs) {
    let repository;
    // A limit per read, counted from that read: a preview reads again minutes after its first.
    const limited = () => (timeoutMs === undefined ? {} : { request: { signal: AbortSignal.timeout(timeoutMs) } });
    return {
        async read(number) {
            try {
                const pull = (await client.rest.pulls.get({ ...where, pull_number: number, ...limited() })).data;
                const state = pull.merged || pull.merged_at ? 'merged' : pull.state === 'closed' ? 'closed' : 'open';
                return { state, headSha: pull.head.sha };
            }
            catch (error) {
                if (httpStatus(error) !== 404)
                    throw new Error(describeFault(error), { cause: error });
            }
            try {
                repository ??= client.rest.repos.get({ ...where, ...limited() });
                await repository;
            }
            catch (error) {
                throw new Error(describeFault(error), { cause: error });
            }
            return { state: 'not-found', headSha: '' };
        },
    };
}

;// CONCATENATED MODULE: ./src/github/compare.ts

function commitComparer(client, where, timeoutMs) {
    const { serverUrl, ...repository } = where;
    return {
        repository: `${serverUrl}/${where.owner}/${where.repo}`,
        async compare(base, head) {
            try {
                const { data } = await client.rest.repos.compareCommitsWithBasehead({
                    ...repository,
                    basehead: `${base}...${head}`,
                    // Commits are not read: the smallest page keeps the answer to the files.
                    per_page: 1,
                    request: { signal: AbortSignal.timeout(timeoutMs) },
                });
                const files = data.files?.flatMap((file) => (file.previous_filename ? [file.filename, file.previous_filename] : [file.filename]));
                return { status: data.status, files, listed: data.files?.length ?? 0 };
            }
            catch (error) {
                throw new Error(describeFault(error), { cause: error });
            }
        },
    };
}

// EXTERNAL MODULE: ./src/basics/error-message.ts
var error_message = __webpack_require__(5571);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/github/comment-marker.ts
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
const PATTERN = /^<!-- platform-deploy-report env:([0-9a-f]+) commit:(\S*)(?: head:([0-9a-f]*))? at:(\S+) phase:(deploying|result|cancelled|deleted) line:([A-Za-z0-9_-]*)(?: history:([A-Za-z0-9_-]*))?(?: state:([A-Za-z0-9_.-]*))? -->(?:\n|$)/;
/** Names differ in case only in how people type them; the platform treats them as one. */
function environmentHash(environmentName) {
    return (0,external_node_crypto_.createHash)('sha256').update(environmentName.trim().toLowerCase()).digest('hex').slice(0, 16);
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
    return `${PREFIX} env:${marker.environment} commit:${commit} head:${head} at:${marker.at} phase:${marker.phase} line:${line} history:${history}${state} -->`;
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
    const [, environment, commit, head, at, phase, line, history, state] = match;
    return {
        environment: environment,
        commit: commit,
        head: head ?? '',
        at: at,
        phase: phase,
        line: decode(line),
        history: history === undefined ? [] : historyOf(decode(history)),
        ...(state ? { state } : {}),
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

;// CONCATENATED MODULE: ./src/github/sticky-comment.ts


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
            if (httpStatus(error) !== 403 && httpStatus(error) !== 401)
                throw error;
            return ACTIONS_BOT;
        }
    }
    /** This environment's comments written by us and not minimized, oldest first. */
    async find() {
        const found = await this.own((body) => isMarkedFor(body, this.hash));
        const minimized = await this.minimized(found.map((comment) => comment.nodeId));
        return found.filter((comment) => !minimized.has(comment.nodeId));
    }
    /** The states our comments carry, of whichever environment, newest first: nobody else's comment is read for one. */
    async states() {
        const found = await this.own((body) => body.startsWith(MARKER_PREFIX), true);
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
                    marker: readMarker(body),
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
        return { id: made.data.id, nodeId: made.data.node_id, body, url: made.data.html_url, marker: readMarker(body) };
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
            if (!mayHaveActed(error))
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
        return { id: made.data.id, nodeId: made.data.node_id, body, url: made.data.html_url, marker: readMarker(body) };
    }
    async remove(id) {
        try {
            await this.client.rest.issues.deleteComment({ owner: this.where.owner, repo: this.where.repo, comment_id: id });
        }
        catch (error) {
            if (httpStatus(error) !== 404)
                throw error;
        }
    }
}
/**
 * GitHub's refusal of a body over its limit: 422 "Validation Failed" with the error "body is too
 * long (maximum is 65536 characters)". The same body would be refused again; a shorter one is not.
 */
function isTooLong(error) {
    if (httpStatus(error) !== 422)
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

// EXTERNAL MODULE: ./src/run/result.ts
var run_result = __webpack_require__(4612);
// EXTERNAL MODULE: ./src/basics/markdown-text.ts
var markdown_text = __webpack_require__(3404);
;// CONCATENATED MODULE: ./src/report/failure-details.ts

/** All the blocks together: a fifth of GitHub's comment limit, so stages and history keep their room. */
const FAILURE_LIMIT = 12_000;
/** A fence longer than any run of backticks in the lines, so no line can end it. */
function fenceFor(lines) {
    const longest = Math.max(0, ...lines.flatMap((line) => (line.match(/`+/g) ?? []).map((run) => run.length)));
    return '`'.repeat(Math.max(3, longest + 1));
}
function heading(service) {
    const parts = [];
    const tag = service.error?.tag ? ` (${(0,markdown_text/* escapeText */.X1)(service.error.tag)})` : '';
    if (service.error?.message)
        parts.push(`**Error${tag}:** ${(0,markdown_text/* escapeText */.X1)(service.error.message)}`);
    if (service.error?.hint)
        parts.push(`**Hint:** ${(0,markdown_text/* escapeText */.X1)(service.error.hint)}`);
    if (service.error?.link)
        parts.push(`**More:** ${(0,markdown_text/* urlLink */.Cb)(service.error.link)}`);
    return parts.length > 0 ? [parts.join('  \n')] : [];
}
/**
 * The queue's and the build steps' own chatter: a request queued, a step begun (`git clone of web`,
 * `build queueing of web`), a build step's progress (`#3 [build 3/6] RUN …`), a build begun or
 * succeeded. Lines that say a step happened, never why one failed.
 */
const NOISE = [
    /^deployment request \S+ queued\b/i,
    /^(?:[a-z]+ )*(?:queueing|clone|build|image|deployment|repository)(?: [a-z]+)* of \S+$/i,
    /^#\d+ \[[^\]]*\] /,
    /^(?:building|mirroring|deploying|cloning|pulling|pushing)\b.* at (?:version|tag|commit) \S+$/i,
    /^(?:build|image) of \S+ (?:succeeded|mirrored)$/i,
    /^✔ \S+ deployed$/,
];
const isNoise = (line) => NOISE.some((pattern) => pattern.test(line.trim()));
/** When every line is noise, what the service printed last is shown all the same. */
const LAST_KEPT = 10;
/**
 * The lines that carry the error: the noise of the queue and the build steps left out, what the
 * service itself printed kept; the last lines whatever they say when nothing else is left.
 */
function telling(lines) {
    const said = lines.filter((line) => !isNoise(line));
    return said.length > 0 ? said : lines.slice(-LAST_KEPT);
}
function block(service, lines, open, all) {
    const title = `${(0,markdown_text/* escapeText */.X1)(service.name)} (${(0,markdown_text/* escapeText */.X1)(service.kind.toLowerCase())}): ${(0,markdown_text/* escapeText */.X1)(service.state)}`;
    const source = service.source === 'service' ? "the service's own log" : 'its deployment log';
    const body = [...heading(service)];
    if (lines.length > 0) {
        const fence = fenceFor(lines);
        const left = service.lines.length - lines.length;
        const shown = all || left === 0
            ? `last ${lines.length} lines of ${source}`
            : `${lines.length} of the last ${service.lines.length} lines of ${source} (the other ${left}, the queue and build steps among them, in the job summary)`;
        body.push(`${shown}:`, [`${fence}text`, ...lines, fence].join('\n'));
    }
    else {
        body.push(`_No log lines of ${source} to show._`);
    }
    return [
        open ? '<details open>' : '<details>',
        `<summary>❌ Why ${title}</summary>`,
        '',
        ...body.flatMap((part) => [part, '']),
        '</details>',
    ].join('\n');
}
/**
 * The blocks of every failing service within `limit` characters, the first open: a block that
 * does not fit keeps fewer lines, and the services that do not fit at all are counted. `all`
 * (the job summary) keeps every line the run read, noise included.
 */
function failureDetails(failure, limit = FAILURE_LIMIT, all = false) {
    if (!failure || failure.services.length === 0)
        return '';
    const blocks = [];
    let used = 0;
    let left = 0;
    for (const service of failure.services) {
        const open = blocks.length === 0;
        let lines = all ? service.lines : telling(service.lines);
        let text = block(service, lines, open, all);
        while (used + text.length > limit && lines.length > 0) {
            lines = lines.slice(Math.ceil(lines.length / 2));
            text = block(service, lines.length === 0 ? [] : lines, open, all);
        }
        if (used + text.length > limit) {
            left = failure.services.length - blocks.length;
            break;
        }
        blocks.push(text);
        used += text.length + 2;
    }
    if (left > 0)
        blocks.push(`_${left} more failing service${left === 1 ? '' : 's'}: see the run log._`);
    return blocks.join('\n\n');
}

;// CONCATENATED MODULE: ./src/report/stage-table.ts

const STATUS_WORDS = {
    SUCCESS: '✅ done',
    ERROR: '❌ failed',
    CANCEL: '⏹️ cancelled',
    SKIP: '⏭️ skipped',
    RUNNING: '⏳ running',
};
/** The cell of a status: its mark and a short word; a status the platform added later, as its own (escaped) word. */
function statusCell(status) {
    return STATUS_WORDS[status] ?? (status ? (0,markdown_text/* escapeText */.X1)(status.toLowerCase().replace(/_/g, ' ')) : 'unknown');
}
/** Ended, but the platform gave no length (or a negative one): no duration shown, never drawn. */
function unknownLength(stage) {
    return stage.durationSeconds === null && stage.status !== 'RUNNING';
}
/** A duration that stays on one line at any width: `4m 22s` with a no-break space. */
function durationText(seconds) {
    return (0,markdown_text/* formatDuration */.a3)(seconds).replace(/ /g, '\u00a0');
}
/** What did not happen (skipped, cancelled before it began, a length the platform did not give) is a dash. */
function tookCell(stage) {
    if (stage.status === 'SKIP' || unknownLength(stage))
        return '–';
    return durationText(stage.durationSeconds);
}
function secondsCell(stage, seconds) {
    if (seconds === null || seconds === undefined)
        return '–';
    // A service that failed, was cancelled or skipped before a step reports zero for it: nothing happened.
    if (seconds === 0 && stage.status !== 'SUCCESS' && stage.status !== 'RUNNING')
        return '–';
    return durationText(seconds);
}
/** A service's kind in the platform's word, lower case: `job`, `agentic workflow`. */
function kindWord(kind) {
    return kind.toLowerCase().replace(/_/g, ' ');
}
/** A service's name with its kind: `web (job)`. */
function serviceLabel(stage) {
    return stage.serviceKind ? `${stage.service} (${kindWord(stage.serviceKind)})` : (stage.service ?? '');
}
/** affected-only's word on a service: rebuilt at the push's commit, or unchanged since the one it runs. */
function affectedText(service) {
    const commit = `\`${(0,markdown_text/* escapeText */.X1)(service.version.slice(0, 7))}\``;
    return service.affected === 'unchanged' ? `unchanged since ${commit}` : `rebuilt at ${commit}`;
}
/** A service row's label, with affected-only's word when the run compared commits. */
function serviceCell(stage, services) {
    const label = (0,markdown_text/* escapeText */.X1)(serviceLabel(stage));
    const service = services.find((each) => each.affected === 'rebuilt' && each.name === stage.service && each.kind === stage.serviceKind?.toLowerCase());
    return service ? `${label}, ${affectedText(service)}` : label;
}
/** The worst status of a group of rows: a failure first, then what is still running or was cut short. */
function worstStatus(stages) {
    for (const status of ['ERROR', 'RUNNING', 'CANCEL'])
        if (stages.some((stage) => stage.status === status))
            return status;
    return stages.every((stage) => stage.status === 'SKIP') ? 'SKIP' : 'SUCCESS';
}
/**
 * The action's preparation: its own steps that began by the time the platform's first stage did
 * and ended within it (reading the blueprint, finding the preview, configuring, triggering).
 * Sub-second each, they are one row and one bar; a step of the action that spans or follows the
 * platform's work keeps its own.
 */
function preparationOf(stages) {
    const platform = stages.filter((stage) => stage.source === 'platform');
    if (platform.length === 0)
        return [];
    const first = platform.reduce((earliest, stage) => (stage.startSeconds < earliest.startSeconds ? stage : earliest));
    // The trigger ends a moment after the platform's first stage began; a wait that spans the platform's work is no preparation.
    const firstEnd = first.startSeconds + (first.durationSeconds ?? Number.POSITIVE_INFINITY);
    return stages.filter((stage) => stage.source === 'action' &&
        stage.durationSeconds !== null &&
        stage.startSeconds <= first.startSeconds + 0.05 &&
        stage.startSeconds + stage.durationSeconds <= firstEnd);
}
/** The preparation as one row: from its first step's start to its last step's end. */
function preparationRow(steps) {
    const start = Math.min(...steps.map((stage) => stage.startSeconds));
    const end = Math.max(...steps.map((stage) => stage.startSeconds + (stage.durationSeconds ?? 0)));
    return {
        name: `preparation (${steps.length} step${steps.length === 1 ? '' : 's'} of the action)`,
        source: 'action',
        startSeconds: start,
        durationSeconds: Math.round((end - start) * 10) / 10,
        status: worstStatus(steps),
    };
}
/** The rows shown: the preparation folded into one unless `each` step is asked for. */
function shownStages(stages, actionRows) {
    const preparation = actionRows === 'one' ? preparationOf(stages) : [];
    if (preparation.length < 2)
        return [...stages];
    const rest = stages.filter((stage) => !preparation.includes(stage));
    return [preparationRow(preparation), ...rest];
}
/**
 * One row per stage; when the platform named its services, each service follows its stage on a
 * row of its own with its build and deploy time apart. Services affected-only left as they were
 * close the table, saying since which commit. No column is empty on every row, and a dash says
 * what did not happen.
 */
function stageTable(stages, services = [], actionRows = 'each') {
    const unchanged = services.filter((service) => service.affected === 'unchanged');
    const unchangedLabel = (service) => (0,markdown_text/* escapeText */.X1)(`${service.name} (${service.kind})`);
    const shown = shownStages(stages, actionRows);
    const split = shown.some((stage) => (stage.buildSeconds !== null && stage.buildSeconds !== undefined) ||
        (stage.deploySeconds !== null && stage.deploySeconds !== undefined));
    if (!split) {
        const rows = shown.map((stage) => `| ${(0,markdown_text/* escapeText */.X1)(stage.service === undefined ? stage.name : serviceLabel(stage))} | ${tookCell(stage)} | ${statusCell(stage.status)} |`);
        const left = unchanged.map((service) => `| ${unchangedLabel(service)} | – | ⏭️ ${affectedText(service)} |`);
        return ['| Stage | Took | Status |', '|---|--:|---|', ...rows, ...left].join('\n');
    }
    const rows = shown.map((stage) => stage.service === undefined
        ? `| **${(0,markdown_text/* escapeText */.X1)(stage.name)}** | – | – | ${tookCell(stage)} | ${statusCell(stage.status)} |`
        : `| ${serviceCell(stage, services)} | ${secondsCell(stage, stage.buildSeconds)} | ${secondsCell(stage, stage.deploySeconds)} | ` +
            `${tookCell(stage)} | ${statusCell(stage.status)} |`);
    const left = unchanged.map((service) => `| ${unchangedLabel(service)} | – | – | – | ⏭️ ${affectedText(service)} |`);
    return ['| Stage · service | Build | Deploy | Took | Status |', '|---|--:|--:|--:|---|', ...rows, ...left].join('\n');
}
/**
 * Starts of a line that Mermaid's gantt lexer reads as something else than a task's name: its
 * keywords, `call`/`click`/`href`, accessibility lines, and a date.
 */
const MERMAID_BREAKERS = /^(gantt|title|section|dateformat|axisformat|tickinterval|excludes|includes|todaymarker|weekday|weekend|inclusiveenddates|topaxis|accdescription|accdescr|acctitle|call|click|href|milestone)\b|^\d{4}-\d\d-\d\d/i;
/**
 * A task or section name Mermaid cannot misread: only letters, digits, spaces and `._/-` (a
 * colon, hash, semicolon, percent or line break would end or comment out the line), never a
 * leading keyword; `fallback` when nothing is left.
 */
function chartName(name, fallback) {
    const plain = name
        .replace(/[^\p{L}\p{N} ._/-]+/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim() || fallback;
    return MERMAID_BREAKERS.test(plain) ? `stage ${plain}` : plain;
}
function chartTag(status, running) {
    if (status === 'ERROR' || status === 'CANCEL')
        return 'crit';
    if (running || status === 'RUNNING')
        return 'active';
    return 'done';
}
/** Milliseconds since the run began, as `dateFormat x` reads them. */
function millis(seconds) {
    return Math.max(0, Math.round(seconds * 1000));
}
/** One bar from `start` to `end` seconds; none when it would have no length (a label floating on nothing). */
function bar(name, tag, start, end) {
    const from = millis(start);
    const to = millis(end);
    return to > from ? [`  ${name} :${tag}, ${from}, ${to}`] : [];
}
/** Where a stage ends on the chart: a row still running, at the end of the run. */
function endOf(stage, totalSeconds) {
    return stage.durationSeconds === null ? totalSeconds : stage.startSeconds + stage.durationSeconds;
}
/**
 * A service as its build then its deploy, when the platform gave them (queues left out: the
 * build from the service's start, the deploy up to its end); else one bar for the whole. A
 * service cancelled before it began is a milestone where its stage stopped, named as such.
 */
function serviceBars(stage, totalSeconds) {
    const name = chartName(stage.service ?? '', kindWord(stage.serviceKind ?? 'service'));
    if (stage.status === 'CANCEL' && (stage.durationSeconds === null || stage.durationSeconds === 0)) {
        const at = millis(stage.startSeconds);
        return [`  ${name} cancelled :milestone, crit, ${at}, ${at}`];
    }
    const start = stage.startSeconds;
    const end = endOf(stage, totalSeconds);
    const tag = chartTag(stage.status, stage.durationSeconds === null);
    const build = stage.buildSeconds ?? 0;
    const deploy = stage.deploySeconds ?? 0;
    if (build <= 0 && deploy <= 0)
        return bar(name, tag, start, end);
    // Each as long as the platform says, within the service's row: when the two add up to more than
    // the row (the platform's steps overlap), the bars overlap too rather than shortening one.
    const buildEnd = Math.min(end, start + build);
    const deployStart = Math.max(start, end - deploy);
    // A failed build never reached its deploy: the red is on the build.
    const buildTag = stage.status === 'ERROR' && deploy <= 0 ? 'crit' : tag === 'crit' && deploy > 0 ? 'done' : tag;
    return [...bar(`${name} build`, buildTag, start, buildEnd), ...bar(`${name} deploy`, tag, deployStart, end)];
}
/** The tick interval for a run of `totalSeconds`: about eight ticks, never two with the same label. */
function tickInterval(totalSeconds) {
    const steps = [
        [1, '1second'],
        [2, '2second'],
        [5, '5second'],
        [10, '10second'],
        [15, '15second'],
        [30, '30second'],
        [60, '1minute'],
        [120, '2minute'],
        [300, '5minute'],
        [600, '10minute'],
        [900, '15minute'],
        [1800, '30minute'],
        [3600, '1hour'],
        [7200, '2hour'],
    ];
    return (steps.find(([seconds]) => totalSeconds / seconds <= 8) ?? steps.at(-1))[1];
}
/**
 * Where the time went, in milliseconds since the run began (`dateFormat x`: GitHub's Mermaid
 * reads `X` starts as milliseconds too, so seconds would draw every bar from 0); the axis shows
 * minutes and seconds (hours and minutes past an hour) at a tick chosen from the run's length.
 * The action's preparation is one bar; each platform stage is a section, its queue a bar before
 * its services start, each service its build then its deploy. A stage's own bar is drawn only
 * when the platform named no services (it would repeat their envelope). Skipped rows and rows of
 * unknown length are left out; a row still running is drawn up to the end of the run. A name that
 * has nothing left to show is the stage's order ("stage 3").
 */
function stageChart(stages, totalSeconds) {
    const order = (stage) => `stage ${stages.filter((each) => each.service === undefined).indexOf(stage) + 1}`;
    const stageBar = (stage) => bar(chartName(stage.name, order(stage)), chartTag(stage.status, stage.durationSeconds === null), stage.startSeconds, endOf(stage, totalSeconds));
    const drawable = (stage) => stage.status !== 'SKIP' && !unknownLength(stage);
    const body = [];
    const preparation = preparationOf(stages);
    const own = stages.filter((stage) => stage.source === 'action' && !preparation.includes(stage) && drawable(stage));
    const prepared = preparation.length > 0 ? preparationBar(preparationRow(preparation)) : [];
    const ownBars = [...prepared, ...own.flatMap(stageBar)];
    if (ownBars.length > 0)
        body.push('  section Action', ...ownBars);
    const platform = stages.filter((stage) => stage.source === 'platform');
    if (!platform.some((stage) => stage.service !== undefined)) {
        const bars = platform.filter(drawable).flatMap(stageBar);
        if (bars.length > 0)
            body.push('  section Platform', ...bars);
    }
    else {
        for (const stage of platform.filter((each) => each.service === undefined)) {
            const services = platform.filter((each) => each.service !== undefined && each.name === stage.name);
            const bars = [];
            if (services.length === 0) {
                if (drawable(stage))
                    bars.push(...stageBar(stage));
            }
            else {
                const started = services.filter(drawable).map((service) => service.startSeconds);
                // The queue: the stage began, none of its services had yet.
                if (drawable(stage) && started.length > 0)
                    bars.push(...bar(`${chartName(stage.name, order(stage))} queue`, 'active', stage.startSeconds, Math.min(...started)));
                for (const service of services) {
                    if (service.status === 'CANCEL' || drawable(service))
                        bars.push(...serviceBars(service, totalSeconds));
                }
            }
            if (bars.length > 0)
                body.push(`  section ${chartName(stage.name, order(stage))}`, ...bars);
        }
    }
    if (body.length === 0)
        return '';
    const axis = totalSeconds >= 3600 ? '%H:%M' : '%M:%S';
    return [
        '```mermaid',
        'gantt',
        '  dateFormat x',
        `  axisFormat ${axis}`,
        `  tickInterval ${tickInterval(totalSeconds)}`,
        ...body,
        '```',
    ].join('\n');
}
function preparationBar(row) {
    return bar('preparation', chartTag(row.status, false), row.startSeconds, row.startSeconds + (row.durationSeconds ?? 0));
}

;// CONCATENATED MODULE: ./src/report/rollback-line.ts

const ENDED = {
    success: '✅ DEPLOYED',
    failure: '❌ failed',
    timed_out: '⌛ did not finish in the time left',
    cancelled: '⏹️ cancelled',
    planned: '📝 planned',
};
function rollbackLine(result, context) {
    const rollback = result.rollback;
    if (!rollback)
        return '';
    if (rollback.services.length === 0)
        return `**Rollback:** ${(0,markdown_text/* escapeText */.X1)(rollback.summary)}`;
    const version = (source, value) => value === null ? 'none' : source === 'git' ? (0,markdown_text/* commitLink */.wn)(value, context.serverUrl, context.repository) : (0,markdown_text/* escapeText */.X1)(value);
    const services = rollback.services
        .map((service) => `${service.kind} **${(0,markdown_text/* escapeText */.X1)(service.name)}** from ${version(service.source, service.from)} to ${version(service.source, service.to)}`)
        .join(' · ');
    const ended = ENDED[rollback.outcome] ?? (0,markdown_text/* escapeText */.X1)(rollback.outcome);
    const took = rollback.seconds === null ? '' : ` in ${(0,markdown_text/* formatDuration */.a3)(rollback.seconds)}`;
    return `**Rollback:** ${services}: ${ended}${took}`;
}

;// CONCATENATED MODULE: ./src/report/promotion-table.ts

const COMMIT = /^[0-9a-f]{40}$/i;
function version(value, context) {
    if (value === null)
        return '—';
    return COMMIT.test(value) ? (0,markdown_text/* commitLink */.wn)(value, context.serverUrl, context.repository) : (0,markdown_text/* escapeText */.X1)(value);
}
function what(row, planned) {
    if (row.side === 'source only')
        return 'only in the source';
    if (row.side === 'target only')
        return 'only in the target';
    if (row.sourceVersion === row.targetVersion)
        return 'same version';
    if (row.promoted)
        return planned ? 'to promote' : 'promoted';
    return 'differs, not named';
}
function promotionTable(result, context) {
    const promotion = result.promotion;
    if (!promotion)
        return '';
    const source = (0,markdown_text/* escapeText */.X1)(promotion.from.name);
    const target = (0,markdown_text/* escapeText */.X1)(result.environmentName || 'target');
    const rows = promotion.rows.map((row) => `| ${row.kind} **${(0,markdown_text/* escapeText */.X1)(row.name)}** | ${version(row.sourceVersion, context)} | ${version(row.targetVersion, context)} | ${what(row, result.outcome === 'planned')} | ${row.compare ? (0,markdown_text/* urlLink */.Cb)(row.compare, 'compare') : ''} |`);
    const drift = [
        promotion.missingVariables.length > 0
            ? `Variables ${source} has and ${target} lacks: ${(0,markdown_text/* escapeText */.X1)(promotion.missingVariables.join(', '))}`
            : '',
        promotion.missingSecrets.length > 0
            ? `Secrets ${source} has and ${target} lacks: ${(0,markdown_text/* escapeText */.X1)(promotion.missingSecrets.join(', '))}`
            : '',
    ].filter((line) => line !== '');
    return [
        `**Promotion from ${source}:**`,
        '',
        `| service | ${source} | ${target} | | |`,
        '| --- | --- | --- | --- | --- |',
        ...rows,
        ...(drift.length > 0 ? ['', ...drift.map((line) => `⚠️ ${line}`)] : []),
    ].join('\n');
}

// EXTERNAL MODULE: ./src/config/preview-hours.ts
var preview_hours = __webpack_require__(9160);
;// CONCATENATED MODULE: ./src/report/markdown.ts








/**
 * What a report takes unless its writer gives less room: under GitHub's 65,536 characters of a
 * comment (whose writer gives the room its marker leaves) and 65,535 of a check's output, and far
 * under the job summary's 1 MiB.
 */
const REPORT_LIMIT = 64_000;
/** Names listed in one line (the services still served, those at one version); the others counted. */
const NAMES_LISTED = 10;
const OUTCOME_MARKS = {
    success: '✅',
    failure: '❌',
    timed_out: '⌛',
    cancelled: '⏹️',
    skipped: '⏭️',
    planned: '📝',
};
const SUBJECT = {
    preview: 'Preview',
    deploy: 'Deploy',
    cleanup: 'Preview cleanup',
    stop: 'Stop',
    status: 'Status',
    sweep: 'Preview sweep',
    rollback: 'Rollback',
    promote: 'Promotion',
};
const FAILED = new Set(['failure', 'timed_out', 'cancelled']);
function headline(result) {
    const name = result.environmentName ? `: ${(0,markdown_text/* escapeText */.X1)(result.environmentName)}` : '';
    if (result.operation === 'cleanup' && result.outcome === 'success')
        return `### 🗑️ Preview deleted${name}`;
    if (result.operation === 'stop' && result.outcome === 'success')
        return `### ⏸️ Stopped${name}`;
    const subject = SUBJECT[result.operation];
    const verdict = {
        success: result.operation === 'preview'
            ? 'ready'
            : result.operation === 'deploy' || result.operation === 'promote'
                ? 'succeeded'
                : result.operation === 'sweep' || result.operation === 'rollback'
                    ? 'done'
                    : 'checked',
        failure: 'failed',
        timed_out: 'timed out',
        cancelled: 'cancelled',
        skipped: result.unchangedSince ? 'unchanged' : 'skipped',
        planned: 'planned (dry run)',
    };
    return `### ${OUTCOME_MARKS[result.outcome]} ${subject} ${verdict[result.outcome]}${name}`;
}
/** The platform states that only repeat the headline's word: a ready preview is DEPLOYED, a deleted one DELETED. */
const OWN_WORD = {
    success: new Set(['DEPLOYED', 'RUNNING', 'READY', 'DELETED', 'STOPPED']),
    cancelled: new Set(['CANCELED', 'CANCELLED']),
};
/** A link's text: the address without its scheme and trailing slash, short enough to read. */
function linkText(url) {
    return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}
/**
 * Every public address once: the default link first (named after its service when the
 * platform says which), then each other service's, then the links no service claims.
 */
function addresses(result) {
    const byUrl = new Map((result.serviceUrls ?? []).map((service) => [service.url, service.name]));
    const urls = [...result.links].sort((a, b) => Number(b.isDefault) - Number(a.isDefault)).map((link) => link.url);
    if (result.url)
        urls.unshift(result.url);
    for (const service of result.serviceUrls ?? [])
        urls.push(service.url);
    const seen = new Set();
    const shown = [];
    for (const url of urls) {
        const target = (0,markdown_text/* linkTarget */.Cm)(url);
        if (!target || seen.has(target))
            continue;
        seen.add(target);
        const service = byUrl.get(url);
        shown.push(service === undefined ? { url } : { url, service });
    }
    return shown;
}
/** A few names and how many more: a line stays a line with hundreds of services. */
function someNames(names) {
    if (names.length <= NAMES_LISTED)
        return names.join(', ');
    return `${names.slice(0, NAMES_LISTED).join(', ')} and ${names.length - NAMES_LISTED} more`;
}
/** The commit of the newest success in the history: what a failed service still runs. */
function lastGoodCommit(history) {
    const line = history?.find((each) => each.startsWith(`${OUTCOME_MARKS.success} **success**`));
    return /^\S+ \*\*success\*\* · (\[`[0-9a-f]{7}`\]\([^)\s]+\))/.exec(line ?? '')?.[1] ?? '';
}
/**
 * Part of a preview that failed runs what it ran before (or nothing, in a preview this run
 * created): said beside the link, so nobody reviews the old build thinking it the new one.
 */
function stillServing(result, context) {
    if (!FAILED.has(result.outcome))
        return '';
    const failing = (result.failure?.services ?? []).map((service) => (0,markdown_text/* escapeText */.X1)(service.name));
    if (failing.length === 0)
        return '';
    const names = someNames(failing);
    if (result.created)
        return ` (${names} not running)`;
    const good = lastGoodCommit(context.history);
    return good ? ` (still serving ${good} for ${names})` : ` (still serving an earlier version for ${names})`;
}
/** The second line: the preview link and the others, the commit, the duration, and the state when it adds a word. */
function firstLine(result, context) {
    const parts = [];
    const gone = result.operation === 'cleanup' || result.operation === 'stop';
    if (!gone) {
        addresses(result).forEach((address, index) => {
            const label = address.service !== undefined && index > 0 ? `${(0,markdown_text/* escapeText */.X1)(address.service)}: ` : '';
            const link = (0,markdown_text/* urlLink */.Cb)(address.url, linkText(address.url));
            parts.push(index === 0 ? `🔗 **${link}**${stillServing(result, context)}` : `${label}${link}`);
        });
    }
    if (result.commit)
        parts.push(`commit ${(0,markdown_text/* commitLink */.wn)(result.commit, context.serverUrl, context.repository)}`);
    parts.push((0,markdown_text/* formatDuration */.a3)(result.durationSeconds));
    const own = OWN_WORD[result.outcome];
    const failing = (result.failure?.services.length ?? 0) > 0;
    if (result.state && !own?.has(result.state) && !failing && !FAILED.has(result.outcome))
        parts.push(`state ${(0,markdown_text/* escapeText */.X1)(result.state)}`);
    return parts.join(' · ');
}
/** Which build each service runs, services at the same version together: what a reviewer checks first. */
function versionsLine(result, context) {
    const groups = new Map();
    const apart = [];
    for (const service of result.services ?? []) {
        const name = `**${(0,markdown_text/* escapeText */.X1)(service.name)}**`;
        // The run's own commit is linked on the line above: here it is only named.
        const version = service.version === result.commit ? 'this commit' : (0,markdown_text/* commitLink */.wn)(service.version, context.serverUrl, context.repository);
        if (service.affected === 'unchanged')
            apart.push({ text: `${name} unchanged since ${version}`, services: 1 });
        else if (service.affected === 'rebuilt')
            apart.push({ text: `${name} rebuilt at ${version}`, services: 1 });
        else
            groups.set(version, [...(groups.get(version) ?? []), name]);
    }
    const together = [...groups].map(([version, names]) => ({ text: `${someNames(names)} at ${version}`, services: names.length }));
    const all = [...together, ...apart];
    if (all.length === 0)
        return '';
    const left = all.slice(NAMES_LISTED).reduce((sum, entry) => sum + entry.services, 0);
    const more = left > 0 ? ` · ${left} more service${left === 1 ? '' : 's'}` : '';
    return `**Versions:** ${all
        .slice(0, NAMES_LISTED)
        .map((entry) => entry.text)
        .join(' · ')}${more}`;
}
/**
 * A fork's preview: who approved which commit, the login as text (no mention), and what its code
 * reaches; when its build failed, where a fork's commit may be out of the build's reach.
 */
function approvalLines(result, context) {
    const approval = result.approval;
    if (!approval)
        return [];
    const by = approval.via === 'label' ? 'by adding the label' : approval.url ? `in [a comment](${(0,markdown_text/* linkTarget */.Cm)(approval.url)})` : 'in a comment';
    const line = `**Approved:** ${(0,markdown_text/* commitLink */.wn)(approval.sha, context.serverUrl, context.repository)} by ${(0,markdown_text/* escapeText */.X1)(approval.approver)} ${by} (a fork's pull request: its preview holds the fork blueprint's variables and \`fork-secrets\` only)`;
    const built = result.failure?.services.some((service) => service.state === 'BUILD_ERROR' && service.kind === 'APPLICATION');
    const unreachable = "**A fork's build:** a fork's commit is in this repository only at `refs/pull/N/head`; if the platform's build could not fetch it, build the image in CI and preview it with `image-tag` (the container route, docs/fork-previews.md).";
    return built ? [line, unreachable] : [line];
}
function facts(result, context) {
    const lines = [];
    const versions = versionsLine(result, context);
    if (versions)
        lines.push(versions);
    lines.push(...approvalLines(result, context));
    const rollback = rollbackLine(result, context);
    if (rollback)
        lines.push(rollback);
    // A push that changed nothing: the result the preview still runs stays in sight, not folded away.
    const last = result.unchangedSince ? context.history?.find((line) => !line.startsWith(OUTCOME_MARKS.skipped)) : undefined;
    if (last)
        lines.push(`**Last deployed:** ${last}`);
    const hours = result.workingHours;
    if (hours) {
        lines.push(`**Working hours:** sleeps outside ${(0,markdown_text/* escapeText */.X1)((0,preview_hours/* hoursText */.D)(hours))}: the platform stops it at ${hours.stop} and wakes it at ${hours.start}`);
    }
    return lines;
}
/** Where a failure happened and the way to its log; the cause itself is in the open block below. */
function failure(result, context) {
    if (!FAILED.has(result.outcome))
        return [];
    const parts = [`**Failed stage:** ${(0,markdown_text/* escapeText */.X1)(result.failedStage ?? 'unknown')}`];
    const log = (0,markdown_text/* linkTarget */.Cm)(context.runUrl);
    if (log)
        parts.push(`[Run log](${log})`);
    return [parts.join(' · ')];
}
/** What the headline and the second line do not already say. */
function summaryLine(result, context) {
    if (result.unchangedSince)
        return `No service changed since ${result.unchangedSince.map((commit) => (0,markdown_text/* commitLink */.wn)(commit, context.serverUrl, context.repository)).join(', ')}: nothing was deployed.`;
    if (result.outcome === 'success' && ['preview', 'deploy', 'cleanup'].includes(result.operation))
        return '';
    // The open block says why, in the platform's words: the summary would say the state once more.
    if (FAILED.has(result.outcome) && (result.failure?.services.length ?? 0) > 0)
        return '';
    return (0,markdown_text/* escapeText */.X1)(result.summary);
}
/** sweep: one row per preview deleted (or, in a dry run, to be deleted). */
function sweptTable(result, context) {
    if (!result.swept || result.swept.length === 0)
        return '';
    const pull = (number) => context.repository ? `[#${number}](${(0,markdown_text/* linkTarget */.Cm)(`${context.serverUrl}/${context.repository}/pull/${number}`)})` : `#${number}`;
    const rows = result.swept.map((entry) => `| ${(0,markdown_text/* escapeText */.X1)(entry.name)} | \`${entry.environmentId}\` | ${pull(entry.pullRequest)} | ${run_result/* SWEEP_REASON_TEXT */.yJ[entry.reason]} |`);
    const title = result.outcome === 'planned' ? '**Would delete** (nothing was changed):' : '**Deleted:**';
    return [title, '', '| Preview | Environment id | Pull request | Reason |', '|---|---|---|---|', ...rows].join('\n');
}
/** A preview refused for max-previews: the open ones, each with its pull request. */
function openPreviewsList(result, context) {
    if (!result.openPreviews)
        return '';
    const pull = (number) => context.repository ? `[#${number}](${(0,markdown_text/* linkTarget */.Cm)(`${context.serverUrl}/${context.repository}/pull/${number}`)})` : `#${number}`;
    const rows = result.openPreviews.map((open) => `- ${(0,markdown_text/* escapeText */.X1)(open.name)} · ${pull(open.pullRequest)}`);
    return [`**Open previews** (${result.openPreviews.length}):`, '', ...rows].join('\n');
}
function planList(result) {
    // A sweep's and a promotion's plans are their own tables.
    if (result.outcome !== 'planned' || result.plan.length === 0 || result.operation === 'sweep' || result.operation === 'promote')
        return [];
    return ['**Plan** (nothing was changed):', '', ...result.plan.map((line) => `- ${(0,markdown_text/* escapeText */.X1)(line)}`)];
}
/** The earlier results, folded so the current one stays on top. */
function historyBlock(history) {
    if (history.length === 0)
        return '';
    const items = history.map((line) => `- ${line}`);
    return ['<details>', `<summary>Earlier results (${history.length})</summary>`, '', ...items, '', '</details>'].join('\n');
}
/** The foot: who reported, the run (unless a line above links it already) and the console (unless the environment is gone). */
function footer(context, links) {
    const parts = ['Reported by platform-deploy'];
    const run = links.run ? (0,markdown_text/* linkTarget */.Cm)(context.runUrl) : '';
    if (run)
        parts.push(`[workflow run](${run})`);
    const console = links.console && context.consoleUrl ? (0,markdown_text/* linkTarget */.Cm)(context.consoleUrl) : '';
    if (console)
        parts.push(`[platform console](${console})`);
    return `<sub>${parts.join(' · ')}</sub>`;
}
/** One line of the stages a reviewer reads without opening the table: each stage's mark and time. */
function stagesAtAGlance(stages) {
    const preparation = preparationOf(stages);
    const marks = { SUCCESS: '✅', ERROR: '❌', CANCEL: '⏹️', SKIP: '⏭️', RUNNING: '⏳' };
    const rows = stages.filter((stage) => stage.service === undefined && !preparation.includes(stage));
    const said = rows.map((stage) => {
        const took = stage.status === 'SKIP' || stage.durationSeconds === null ? '' : ` ${(0,markdown_text/* formatDuration */.a3)(stage.durationSeconds)}`;
        return `${marks[stage.status] ?? '•'} ${(0,markdown_text/* escapeText */.X1)(stage.name)}${took}`;
    });
    return `Stages: ${said.join(' · ')}`;
}
/** The table and the chart: open in the job summary, folded under one line of stages in the comment. */
function timings(table, chart, stages, view) {
    const body = [table, chart].filter((part) => part.length > 0);
    if (body.length === 0)
        return '';
    if (view === 'summary')
        return body.join('\n\n');
    return ['<details>', `<summary>⏱️ ${stagesAtAGlance(stages)}</summary>`, '', ...body.flatMap((part) => [part, '']), '</details>'].join('\n');
}
/** The failure blocks at their least: no block, the count of failing services only. */
const DETAILS_FLOOR = 500;
/**
 * Joins the parts within `room` characters without ever cutting a block open (a `<details>`, a
 * fence, a table, a list is shown whole or not at all): history goes first, oldest first; then the
 * widest of the failure blocks (halved, their log lines first), the chart and the table; then the
 * parts below the headline, last first, with a line saying what was left out. The footer stays.
 */
function fit(parts, history, room) {
    let kept = history.slice(0, HISTORY_KEPT);
    let detailLimit = FAILURE_LIMIT;
    let { chart, table } = parts;
    const before = [...parts.before];
    const after = [...parts.after];
    const leftOut = [];
    let partsLeft = 0;
    const assemble = () => {
        const note = leftOut.length > 0 || partsLeft > 0 ? leftOutLine(leftOut, partsLeft) : '';
        return [
            ...before,
            parts.details(detailLimit),
            ...after,
            timings(table, chart, parts.stages, parts.view),
            historyBlock(kept),
            note,
            ...parts.bottom,
        ]
            .filter((part) => part.length > 0)
            .join('\n\n');
    };
    let text = assemble();
    while (text.length > room && kept.length > 0) {
        kept = kept.slice(0, -1);
        text = assemble();
    }
    while (text.length > room) {
        const details = detailLimit > 0 ? parts.details(detailLimit) : '';
        const widest = Math.max(details.length, chart.length, table.length);
        if (widest > 0 && widest === details.length) {
            detailLimit = detailLimit > DETAILS_FLOOR ? Math.floor(detailLimit / 2) : 0;
            if (!leftOut.includes('log lines'))
                leftOut.push('log lines');
        }
        else if (widest > 0 && widest === chart.length) {
            chart = '';
            leftOut.push('the chart');
        }
        else if (widest > 0) {
            table = '';
            leftOut.push('the stage table');
        }
        else if (after.length > 0 || before.length > 1) {
            if (after.length > 0)
                after.pop();
            else
                before.pop();
            partsLeft++;
        }
        else
            break;
        text = assemble();
    }
    return text.length > room ? cutAtLine(text, room) : text;
}
/** Says what a report left out for GitHub's limit, so nobody takes the shorter report for all there was. */
function leftOutLine(named, parts) {
    const all = [...named, ...(parts > 0 ? [`${parts} more part${parts === 1 ? '' : 's'} of the report`] : [])];
    return `_Left out to stay within GitHub's size limit: ${all.join(', ')}._`;
}
/**
 * The last resort, when the headline and the footer alone do not fit (a room far below any
 * report's): whole lines only, so no line is cut inside a link.
 */
function cutAtLine(text, room) {
    const mark = '\n_(cut to fit)_';
    const end = text.lastIndexOf('\n', Math.max(0, room - mark.length));
    return end > 0 ? `${text.slice(0, end)}${mark}` : '';
}
/** Fills the console template; no link when it needs a value this run does not know. */
function consoleLink(template, values) {
    if (!template)
        return '';
    let missing = false;
    const filled = template.replace(/\{(organization|project|environment)\}/g, (_, key) => {
        if (!values[key])
            missing = true;
        return encodeURIComponent(values[key]);
    });
    return missing ? '' : filled;
}
/**
 * Pure: the markdown of the comment (`view` 'comment': the outcome and the link first, the cause
 * of a failure open, the timings folded) or of the job summary ('summary': the same, with every
 * step of the action, the whole chart and every log line the run read, open).
 */
function renderReport(result, context, view = 'comment', 
/** The characters it may take: a comment's writer gives what its marker leaves. */
room = REPORT_LIMIT) {
    if (result.operation === 'cleanup' && result.outcome === 'success' && view === 'comment')
        return renderDeleted(result, context, room);
    const newer = context.newerHead
        ? [
            `The pull request's newest commit is now ${(0,markdown_text/* commitLink */.wn)(context.newerHead, context.serverUrl, context.repository)}: this is what the preview runs until a run of that commit reports here.`,
        ]
        : [];
    const planned = planList(result);
    const hasStages = result.stages.length > 0 && result.outcome !== 'skipped';
    const factLines = facts(result, context);
    return fit({
        before: [
            `${headline(result)}\n${firstLine(result, context)}`,
            summaryLine(result, context),
            ...newer,
            factLines.join('  \n'),
            ...failure(result, context),
        ].filter((part) => part.length > 0),
        details: (limit) => failureDetails(result.failure, limit, view === 'summary'),
        after: [planned.join('\n'), promotionTable(result, context), sweptTable(result, context), openPreviewsList(result, context)].filter((part) => part.length > 0),
        table: hasStages ? stageTable(result.stages, result.services, view === 'summary' ? 'each' : 'one') : '',
        chart: hasStages ? stageChart(result.stages, result.durationSeconds) : '',
        stages: hasStages ? result.stages : [],
        view,
        bottom: [footer(context, { run: !FAILED.has(result.outcome), console: true })],
    }, context.history ?? [], room);
}
/** A short note's parts: its lines and history only. */
const NO_PARTS = { before: [], details: () => '', after: [], table: '', chart: '', stages: [], view: 'comment', bottom: [] };
/** A deleted preview: when and by which run, and its history; nothing about what is gone. */
function renderDeleted(result, context, room) {
    const run = (0,markdown_text/* linkTarget */.Cm)(context.runUrl);
    const when = context.at ? ` ${(0,markdown_text/* formatTime */.fU)(context.at)}` : '';
    const line = `Deleted${when}${run ? ` by [this workflow run](${run})` : ''} in ${(0,markdown_text/* formatDuration */.a3)(result.durationSeconds)}.`;
    return fit({ ...NO_PARTS, before: [`${headline(result)}\n${line}`], bottom: [footer(context, { run: !run, console: false })] }, context.history ?? [], room);
}
/** One line for the history: what happened to which commit, when, and where the run is. */
function historyLine(entry, context) {
    const mark = entry.outcome === 'deleted' ? '🗑️' : OUTCOME_MARKS[entry.outcome];
    const parts = [`${mark} **${entry.outcome.replace('_', ' ')}**`];
    if (entry.commit)
        parts.push((0,markdown_text/* commitLink */.wn)(entry.commit, context.serverUrl, context.repository));
    if (entry.durationSeconds !== undefined)
        parts.push((0,markdown_text/* formatDuration */.a3)(entry.durationSeconds));
    parts.push((0,markdown_text/* formatTime */.fU)(entry.at));
    const run = (0,markdown_text/* linkTarget */.Cm)(context.runUrl);
    if (run)
        parts.push(`[run](${run})`);
    return parts.join(' · ');
}
/** Shown from the moment the platform starts changing until the result replaces it. */
function renderDeploying(context, room = REPORT_LIMIT) {
    const name = context.environmentName ? `: ${(0,markdown_text/* escapeText */.X1)(context.environmentName)}` : '';
    const subject = context.operation === 'preview' ? 'Deploying preview' : 'Deploying';
    const run = (0,markdown_text/* linkTarget */.Cm)(context.runUrl);
    const lines = [
        `### ⏳ ${subject}${name}`,
        `Commit ${(0,markdown_text/* commitLink */.wn)(context.commit, context.serverUrl, context.repository)} is being deployed.${run ? ` [Follow the run](${run}).` : ''}`,
    ];
    return fit({ ...NO_PARTS, before: [lines.join('\n')] }, context.history ?? [], room);
}
/** Written by the post step when the job ended before the result could be reported. */
function renderCancelled(context, room = REPORT_LIMIT) {
    const name = context.environmentName ? `: ${(0,markdown_text/* escapeText */.X1)(context.environmentName)}` : '';
    const run = (0,markdown_text/* linkTarget */.Cm)(context.runUrl);
    const lines = [
        `### ⏹️ Cancelled${name}`,
        `The job was cancelled before the deployment of ${(0,markdown_text/* commitLink */.wn)(context.commit, context.serverUrl, context.repository)} finished; ` +
            `the platform may still complete it.${run ? ` [Run log](${run})` : ''}`,
    ];
    return fit({ ...NO_PARTS, before: [lines.join('\n')] }, context.history ?? [], room);
}

;// CONCATENATED MODULE: ./src/report/comment-write.ts




/**
 * What a write shrinks to after GitHub refused a body as too long (it counts otherwise than we
 * do, or its limit fell): a quarter of the room, then the headline alone beside a marker without
 * history or state. The same body is never sent twice.
 */
const SHORTER = 4;
const HEADLINE_ROOM = 2_000;
const comment_write_isResult = (phase) => phase === 'result' || phase === 'deleted';
/** Writes the comment; the comment now (undefined when there is none and this write starts none) and the login asked. */
async function writeSticky(target, write) {
    const hash = environmentHash(target.environmentName);
    const thread = new PullRequestComment(target.client, { owner: target.owner, repo: target.repo, number: target.pullRequest }, hash, target.author);
    const found = await thread.find();
    const login = await thread.ownLogin();
    const existing = found.at(-1);
    if (write.onlyExisting && !existing)
        return { comment: undefined, login };
    if (existing && write.when && !write.when(existing))
        return { comment: existing, login };
    const head = write.ignoreHead ? '' : await currentHead(thread, target);
    const at = write.at ?? target.now().toISOString();
    if (!mayReplace(existing?.marker, { phase: write.phase, head: write.head, at }, head)) {
        target.info(`This run is for ${write.head.slice(0, 7)}; the comment holds a newer result (${existing?.marker?.head.slice(0, 7) || existing?.marker?.commit}) and is left as it is`);
        return { comment: existing, login };
    }
    const newerHead = head && write.head && head !== write.head && comment_write_isResult(write.phase) ? head : '';
    if (newerHead)
        target.info(`The pull request's head is now ${newerHead.slice(0, 7)}: the comment shows this run's result and names that commit`);
    const given = {
        environment: hash,
        commit: write.commit,
        head: write.head,
        at,
        phase: write.phase,
        line: write.line,
        history: nextHistory(existing?.body),
    };
    const state = write.state ?? (write.phase === 'deleted' ? undefined : existing?.marker?.state);
    if (state)
        given.state = state;
    const marker = fitMarker(given);
    const { state: _hint, ...bare } = marker;
    const tries = [
        { marker, room: commentRoom(marker) },
        { marker, room: Math.floor(commentRoom(marker) / SHORTER) },
        { marker: { ...bare, history: [] }, room: HEADLINE_ROOM },
    ];
    for (let index = 0;; index++) {
        const each = tries[index];
        const body = commentBody(each.marker, write.render(each.marker.history, newerHead, each.room));
        try {
            return { comment: await put(thread, target, { existing, found, head }, body, each.marker), login };
        }
        catch (error) {
            if (!isTooLong(error) || index === tries.length - 1)
                throw error;
            target.warning(`GitHub refused the pull request comment as too long (${body.length} characters): ${index === 0 ? 'writing a shorter one' : 'writing its headline only; the job summary has the report'}`);
        }
    }
}
/** Updates the comment in place (the `update` mode, or this run's own) or posts it anew at the bottom. */
async function put(thread, target, seen, body, marker) {
    const { existing, found } = seen;
    if (existing && (target.mode === 'update' || existing.id === target.ownCommentId)) {
        const comment = await thread.update(existing.id, body);
        // Two runs that could not see each other's comment in time each left one: this one stays.
        for (const twin of found)
            if (twin.id !== existing.id)
                await thread.remove(twin.id);
        target.info(`Pull request comment updated: ${comment.url}`);
        return comment;
    }
    for (const old of found)
        await thread.remove(old.id);
    const comment = await thread.post(body, marker, seen.head, target.info);
    target.info(`Pull request comment posted: ${comment.url}`);
    return comment;
}
/** The pull request's head now, '' when GitHub did not say: the log names the failed read. */
async function currentHead(thread, target) {
    try {
        return await thread.headSha();
    }
    catch (error) {
        target.info(`Could not read pull request #${target.pullRequest}'s head from GitHub (${(0,error_message/* errorMessage */.g)(error)}): the comment is written without knowing whether a newer commit overtook this run`);
        return '';
    }
}
/** The comment a result writes, or undefined when it writes none. */
function resultWrite(final, started, runHead, context, 
/** Given the job summary's markdown, written from the same history as the comment. */
rendered) {
    const { result } = final;
    const environmentName = started?.environmentName || result.environmentName;
    // A run overtaken by a newer commit after its "deploying" note: the note says so, unless a newer run's replaced it.
    const overtaken = result.outcome === 'skipped' && (started?.commentId ?? 0) > 0 && result.unchangedSince === undefined;
    // affected-only found no service changed: the comment says so, above the result the preview still runs.
    const unchanged = result.outcome === 'skipped' && result.unchangedSince !== undefined;
    // A preview refused for max-previews is skipped, and the comment says which previews hold the places.
    const refused = result.openPreviews !== undefined;
    if ((result.outcome === 'skipped' && !overtaken && !unchanged && !refused) || result.operation === 'status' || !environmentName) {
        return undefined;
    }
    const deleted = result.operation === 'cleanup' && result.outcome === 'success';
    const at = new Date(final.settledAt);
    let summarised = false;
    return {
        environmentName,
        phase: deleted ? 'deleted' : 'result',
        commit: result.commit || started?.commit || '',
        head: started?.headSha || runHead,
        at: final.settledAt,
        line: historyLine({ outcome: deleted ? 'deleted' : result.outcome, commit: result.commit, durationSeconds: result.durationSeconds, at }, context),
        render: (history, newerHead, room) => {
            const full = { ...context, history, at, ...(newerHead ? { newerHead } : {}) };
            // The summary from the first, whole history: a shorter comment GitHub asked for leaves it as it is.
            if (!summarised)
                rendered(renderReport(result, full, 'summary'));
            summarised = true;
            return renderReport(result, full, 'comment', room);
        },
        onlyExisting: result.operation === 'cleanup' || overtaken,
        ...(result.carry ? { state: result.carry } : {}),
        // A cleanup or a stop is about the environment, not about the commit at the pull request's head.
        ignoreHead: result.operation === 'cleanup' || result.operation === 'stop',
        ...(overtaken && started ? { when: (existing) => isOwnNote(existing.marker, started.commit, started.headSha) } : {}),
    };
}

;// CONCATENATED MODULE: ./src/report/report-writes.ts


const PERMISSION = {
    comment: { what: 'pull request comment', permission: 'pull-requests: write' },
    deployment: { what: 'GitHub Deployment', permission: 'deployments: write' },
    check: { what: 'check run', permission: 'checks: write' },
};
class ReportWrites {
    settings;
    log;
    run;
    octokitOptions;
    limits;
    client;
    deploymentsClient;
    refused = new Set();
    /** Concerns whose last write failed on a fault (no answer, 5xx): worth another try by the post step. */
    faulted = new Set();
    /** GitHub is asked nothing more this run: it failed too often in a row, or the report's time is spent. */
    unanswered = false;
    tokenWarned = false;
    constructor(settings, log, run, octokitOptions, limits) {
        this.settings = settings;
        this.log = log;
        this.run = run;
        this.octokitOptions = octokitOptions;
        this.limits = limits;
    }
    get unavailable() {
        return this.unanswered;
    }
    hasToken() {
        if (this.settings.githubToken)
            return true;
        if (!this.tokenWarned) {
            this.tokenWarned = true;
            this.log.warning('github-token is empty: no pull request comment and no GitHub Deployment are written');
        }
        return false;
    }
    wantsComment(pullRequest = this.run.pullRequest) {
        return (this.settings.comment !== 'off' &&
            pullRequest > 0 &&
            this.run.owner !== '' &&
            !this.refused.has('comment') &&
            !this.unanswered &&
            this.hasToken());
    }
    wantsDeployment() {
        return (this.settings.githubDeployment &&
            this.run.owner !== '' &&
            !this.refused.has('deployment') &&
            !this.unanswered &&
            (this.settings.deploymentsToken ? true : this.hasToken()));
    }
    checkName() {
        return this.settings.check ?? '';
    }
    /** A check run needs a name, a repository and the commit it is on. */
    wantsCheck() {
        return ((this.settings.check ?? '') !== '' &&
            this.run.owner !== '' &&
            this.run.sha !== '' &&
            !this.refused.has('check') &&
            !this.unanswered &&
            this.hasToken());
    }
    github() {
        this.client ??= createGitHubClient(this.settings.githubToken, this.run.apiUrl, this.log, this.octokitOptions, this.limits);
        return this.client;
    }
    /**
     * The GitHub Deployment's client: its writes, and the reads they need, go with `deployments-token`
     * (an App's token there makes `deployment_status` start workflows); the same client as every
     * other write's when that token is the run's own.
     */
    deployments() {
        const token = this.settings.deploymentsToken;
        if (!token || token === this.settings.githubToken)
            return this.github();
        this.deploymentsClient ??= createGitHubClient(token, this.run.apiUrl, this.log, this.octokitOptions, this.limits);
        return this.deploymentsClient;
    }
    repository() {
        return { owner: this.run.owner, repo: this.run.repo };
    }
    /**
     * Runs one write; a failure becomes one warning. A refusal (4xx) is not tried again this run; a
     * fault (5xx, no answer) is, so a start that failed still lets the result find or write its
     * comment, and what the result could not write is left to the post step.
     */
    async safely(concern, work) {
        try {
            return await work();
        }
        catch (error) {
            if (isUnanswered(error)) {
                // GitHub is asked nothing more: one warning says so for every concern.
                this.unanswered = true;
                this.faulted.add('comment').add('deployment').add('check');
                this.log.warning(`${(0,error_message/* errorMessage */.g)(error)}: GitHub is not asked again in this step; what the report could not write is left to the post step. The deploy itself is not affected.`);
                return undefined;
            }
            const status = httpStatus(error);
            if (status >= 400 && status < 500 && status !== 429)
                this.refused.add(concern);
            else
                this.faulted.add(concern);
            this.log.warning(refusal(PERMISSION[concern].what, PERMISSION[concern].permission, error));
            return undefined;
        }
    }
}

;// CONCATENATED MODULE: ./src/github/deployments.ts

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
    const { urls, versions, state, approval } = extra;
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
        if (!mayHaveActed(error))
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

;// CONCATENATED MODULE: ./src/report/restored-deployments.ts

const COMMIT_SHA = /^[0-9a-f]{40}$/i;
async function markRestored(client, where, environment, rollback, logUrl, info) {
    const commits = [
        ...new Set(rollback.services.filter((service) => service.source === 'git' && COMMIT_SHA.test(service.to)).map((service) => service.to)),
    ];
    for (const commit of commits) {
        const listed = await client.rest.repos.listDeployments({ ...where, environment, ref: commit, per_page: 1 });
        const deployment = listed.data[0];
        if (!deployment) {
            info(`No GitHub Deployment of ${commit.slice(0, 7)} in ${environment} to mark restored`);
            continue;
        }
        await setDeploymentStatus(client, where, deployment.id, {
            state: 'success',
            description: `Restored by a rollback: ${commit.slice(0, 7)} runs again`,
            ...(logUrl ? { logUrl } : {}),
        });
        info(`GitHub Deployment ${deployment.id} of ${commit.slice(0, 7)} marked success again`);
    }
}

;// CONCATENATED MODULE: ./src/report/run-deployment.ts


/** How far GitHub's clock may be behind the runner's, when a Deployment made by this run is told by its date. */
const CLOCK_SKEW_MS = 60_000;
class RunDeployment {
    writes;
    run;
    log;
    now;
    save;
    constructor(writes, run, log, now, save) {
        this.writes = writes;
        this.run = run;
        this.log = log;
        this.now = now;
        this.save = save;
    }
    /** Since when a Deployment made by this run may have been made, GitHub's clock allowed for. */
    since(state) {
        return (Date.parse(state?.startedAt ?? '') || this.now().getTime()) - CLOCK_SKEW_MS;
    }
    async open(info, state) {
        const client = this.writes.deployments();
        const where = this.writes.repository();
        const deployment = deploymentOf(this.run, info, {
            urls: info.urls,
            versions: info.versions,
            state: info.carry,
            approval: info.approval,
        });
        // A fork's preview's Deployment is at a branch of this repository: the post step looks for it there.
        if (info.approval)
            state.deploymentRef = deployment.ref;
        state.deploymentAsked = true;
        this.save(state);
        // Never a blind second create: one the failed request made is adopted first.
        const id = await createDeploymentOnce(client, where, deployment, this.since(state), (line) => this.log.info(line));
        state.deploymentId = id;
        this.save(state);
        await setDeploymentStatus(client, where, id, {
            state: 'in_progress',
            description: info.promotedFrom
                ? `Promoting ${info.commit.slice(0, 12)} from ${info.promotedFrom}`
                : `Deploying ${info.commit.slice(0, 12)}`,
            ...(this.run.runUrl ? { logUrl: this.run.runUrl } : {}),
        });
        this.log.info(`GitHub Deployment ${id} created for ${info.environmentName}`);
        return id;
    }
    /** The Deployment a create whose answer never came made after all; 0 when it made none. */
    async adopt(state) {
        const found = await findDeployment(this.writes.deployments(), this.writes.repository(), deploymentOf(this.run, state), this.since(state));
        if (found === undefined)
            return 0;
        this.log.info(`The GitHub Deployment's create got no clear answer, but it exists: adopting ${found}`);
        state.deploymentId = found;
        this.save(state);
        return found;
    }
    /** The result's status on the run's Deployment, or inactive for an environment that is gone; a rollback's commits marked again. */
    async close(result, environmentName, started) {
        await this.settle(result, environmentName, started);
        // A rollback after a failed deploy put an earlier version back: its own Deployment is the active
        // one again. A rollback run made its own Deployment of the version it put back: nothing to mark.
        const restored = result.rollback?.outcome === 'success' ? result.rollback : undefined;
        const ownDeployment = result.operation === 'rollback' && (started?.deploymentId ?? 0) > 0;
        if (restored && !ownDeployment && environmentName && this.writes.wantsDeployment()) {
            await this.writes.safely('deployment', () => markRestored(this.writes.deployments(), this.writes.repository(), environmentName, restored, this.run.runUrl, (line) => this.log.info(line)));
        }
    }
    async settle(result, environmentName, started) {
        if (!this.writes.wantsDeployment())
            return;
        let deploymentId = started?.deploymentId ?? 0;
        if (deploymentId === 0 && started?.deploymentAsked)
            deploymentId = (await this.writes.safely('deployment', () => this.adopt(started))) ?? 0;
        if (deploymentId > 0) {
            const state = statusForOutcome(result.outcome);
            await this.writes.safely('deployment', () => setDeploymentStatus(this.writes.deployments(), this.writes.repository(), deploymentId, {
                state,
                description: result.summary,
                ...(state === 'success' && result.url ? { environmentUrl: result.url } : {}),
                ...(this.run.runUrl ? { logUrl: this.run.runUrl } : {}),
            }));
            return;
        }
        const gone = result.operation === 'sweep'
            ? (result.swept ?? []).map((entry) => entry.name)
            : result.operation === 'cleanup' && result.outcome === 'success' && environmentName
                ? [environmentName]
                : [];
        for (const name of gone) {
            const count = await this.writes.safely('deployment', () => deactivateEnvironment(this.writes.deployments(), this.writes.repository(), name, this.run.runUrl));
            if (count)
                this.log.info(`${count} GitHub Deployment(s) of ${name} marked inactive`);
        }
    }
    /** The post step's work: a Deployment still in progress when the job ended is marked cancelled; a result reported just before stays. */
    async markCancelled(state) {
        const deploymentId = state.deploymentId || (state.deploymentAsked ? await this.writes.safely('deployment', () => this.adopt(state)) : 0);
        if (deploymentId && deploymentId > 0 && this.writes.wantsDeployment()) {
            const marked = await this.writes.safely('deployment', async () => {
                const latest = await latestDeploymentState(this.writes.deployments(), this.writes.repository(), deploymentId);
                if (latest !== 'in_progress' && latest !== 'queued' && latest !== 'pending' && latest !== '')
                    return false;
                await setDeploymentStatus(this.writes.deployments(), this.writes.repository(), deploymentId, {
                    state: 'error',
                    description: 'Cancelled: the job ended before the deployment finished',
                    ...(this.run.runUrl ? { logUrl: this.run.runUrl } : {}),
                });
                return true;
            });
            if (marked)
                this.log.info(`GitHub Deployment ${deploymentId} marked as cancelled`);
        }
    }
}

// EXTERNAL MODULE: ./src/report/run-check.ts + 1 modules
var run_check = __webpack_require__(5509);
;// CONCATENATED MODULE: ./src/report/reporter.ts
/**
 * The reporter: turns the start, the result, or the cancellation of a run into the pull
 * request comment, the GitHub Deployment and the job summary. Nothing here ever fails the
 * deploy: a write GitHub refuses is one warning per concern, naming the missing permission.
 */







class GitHubReporter {
    settings;
    log;
    run;
    now;
    writeSummary;
    writes;
    deployment;
    check;
    /** The check's create, sent at the run's start. */
    checkOpening;
    started;
    starting;
    save = () => { };
    /** The token's login, asked once per run. */
    login = '';
    constructor(settings, log, runtime) {
        this.settings = settings;
        this.log = log;
        this.run = runtime.run;
        this.now = runtime.now ?? (() => new Date());
        this.writeSummary = runtime.writeSummary;
        this.writes = new ReportWrites(settings, log, this.run, runtime.octokit ?? {}, runtime.limits ?? {});
        this.deployment = new RunDeployment(this.writes, this.run, log, this.now, (state) => this.save(state));
        this.check = new run_check/* RunCheck */.QE(this.writes, this.run, log, this.now);
    }
    /**
     * The check run, `in_progress`, at the very start of the run: before the environment is known,
     * so the post step is told of it at once and completes it whatever happens next.
     */
    openCheck(info, saveProgress = () => { }) {
        this.save = saveProgress;
        const state = this.stateOf({ ...info, environmentName: '', environmentId: '' });
        this.started = state;
        this.checkOpening = (async () => {
            if (!this.writes.wantsCheck())
                return 0;
            state.checkAsked = true;
            this.save(state);
            const what = info.operation === 'preview' && this.run.pullRequest > 0 ? `the preview of #${this.run.pullRequest}` : info.operation;
            const id = await this.check.open(`${what}: in progress`, `Deploying ${info.commit.slice(0, 12)}.`);
            state.checkRunId = id;
            if (id)
                this.save(state);
            return id;
        })();
        return this.checkOpening;
    }
    /** A run that ended before its operation (a skip, a bad input): its check, completed at once. */
    async endCheckBeforeStart(skipped, reason) {
        await this.check.endBeforeStart(skipped, reason);
    }
    stateOf(info) {
        return {
            operation: info.operation,
            repository: this.run.owner ? `${this.run.owner}/${this.run.repo}` : '',
            pullRequest: this.run.pullRequest,
            environmentName: info.environmentName,
            environmentId: info.environmentId,
            commit: info.commit,
            headSha: this.run.headSha,
            commentId: 0,
            deploymentId: 0,
            startedAt: this.now().toISOString(),
            ...(info.promotedFrom ? { promotedFrom: info.promotedFrom } : {}),
        };
    }
    start(info, saveProgress = () => { }) {
        this.save = saveProgress;
        this.starting = this.begin(info);
        return this.starting;
    }
    async begin(info) {
        const checkRunId = (await this.checkOpening) ?? 0;
        const state = {
            ...this.stateOf(info),
            ...(this.started?.startedAt ? { startedAt: this.started.startedAt } : {}),
            ...(checkRunId ? { checkRunId } : {}),
            ...(this.started?.checkAsked ? { checkAsked: true } : {}),
        };
        this.started = state;
        this.save(state);
        await this.check.rename(checkRunId, info);
        // A rollback changes what runs as a deploy does: GitHub is told by a Deployment of its own.
        const deploys = info.operation === 'preview' || info.operation === 'deploy' || info.operation === 'rollback' || info.operation === 'promote';
        if (!deploys)
            return state;
        if (info.operation !== 'rollback' && info.operation !== 'promote' && this.writes.wantsComment()) {
            const context = this.context();
            const written = await this.writes.safely('comment', () => this.writeComment(info.environmentName, {
                phase: 'deploying',
                commit: info.commit,
                head: this.run.headSha,
                line: '',
                render: (history, _newerHead, room) => renderDeploying({ ...context, history, operation: info.operation, environmentName: info.environmentName, commit: info.commit }, room),
            }));
            if (written?.id)
                state.commentId = written.id;
            this.save(state);
        }
        if (this.writes.wantsDeployment()) {
            const id = await this.writes.safely('deployment', () => this.deployment.open(info, state));
            if (id)
                state.deploymentId = id;
            this.save(state);
        }
        return state;
    }
    async finish(result, organizationId = '', projectId = '') {
        // Its failure was already a warning; the ids it did learn are in `started`.
        await Promise.allSettled([this.starting, this.checkOpening]);
        // A dry run changed nothing: the live comment and the deployments keep showing what is deployed.
        if (result.outcome === 'planned') {
            const markdown = renderReport(result, this.finalContext(result, organizationId, projectId), 'summary');
            await this.check.close(result, markdown, this.started);
            await this.summary(markdown);
            return { commentUrl: '', complete: true };
        }
        const final = {
            result,
            organizationId,
            projectId,
            settledAt: this.now().toISOString(),
            // The check is pending when there is one to complete, or one to leave as it is or make neutral (a run that opened none).
            pending: (this.started?.checkRunId ?? 0) > 0 || this.started?.checkAsked || this.writes.wantsCheck()
                ? ['comment', 'deployment', 'check']
                : ['comment', 'deployment'],
        };
        // Saved before any of it is written: a job killed or a GitHub unavailable midway leaves the post step what is missing.
        if (this.started) {
            this.started.final = final;
            this.save(this.started);
        }
        const { commentUrl, markdown } = await this.writeFinal(final);
        await this.summary(markdown);
        return { commentUrl, complete: final.pending.length === 0 };
    }
    /** The post step's work when main saved a final report it did not finish: what is missing is written now. */
    async resume(state) {
        this.started = state;
        await this.writeFinal(state.final);
        return state.final.pending.length === 0;
    }
    /** Writes each concern still pending; one that failed on a fault stays pending for the post step. */
    async writeFinal(final) {
        const { result } = final;
        const context = this.finalContext(result, final.organizationId, final.projectId);
        let markdown = renderReport(result, { ...context, at: new Date(final.settledAt) }, 'summary');
        let commentUrl = '';
        const step = async (concern, work) => {
            if (!final.pending.includes(concern) || this.writes.unavailable)
                return;
            this.writes.faulted.delete(concern);
            await work();
            if (this.writes.faulted.has(concern) || this.writes.unavailable)
                return;
            final.pending = final.pending.filter((pending) => pending !== concern);
            if (this.started)
                this.save(this.started);
        };
        await step('comment', async () => {
            const write = resultWrite(final, this.started, this.run.headSha, context, (rendered) => (markdown = rendered));
            if (!write || !this.writes.wantsComment())
                return;
            const written = await this.writes.safely('comment', () => this.writeComment(write.environmentName, write));
            commentUrl = written?.url ?? '';
        });
        await step('deployment', () => this.deployment.close(result, this.started?.environmentName || result.environmentName, this.started));
        await step('check', () => this.check.close(result, markdown, this.started));
        return { commentUrl, markdown };
    }
    finalContext(result, organizationId, projectId) {
        return {
            ...this.context(),
            consoleUrl: consoleLink(this.settings.consoleUrl, {
                organization: organizationId,
                project: projectId,
                environment: result.environmentId || this.started?.environmentId || '',
            }),
        };
    }
    /** The post step's work: the run ended before finish(), so nothing may stay "in progress". */
    async cancel(state) {
        this.started = state;
        if (state.pullRequest > 0 && state.environmentName && this.writes.wantsComment(state.pullRequest)) {
            const context = this.context();
            const head = state.headSha || this.run.headSha;
            await this.writes.safely('comment', () => this.writeComment(state.environmentName, {
                phase: 'cancelled',
                commit: state.commit,
                head,
                line: historyLine({ outcome: 'cancelled', commit: state.commit, at: this.now() }, context),
                render: (history, _newerHead, room) => renderCancelled({
                    ...context,
                    history,
                    operation: state.operation,
                    environmentName: state.environmentName,
                    commit: state.commit,
                }, room),
                onlyExisting: true,
                // Only our own "deploying" note: a finished result or a newer run's note stays.
                when: (existing) => isOwnNote(existing.marker, state.commit, head),
            }, state.pullRequest));
        }
        await this.deployment.markCancelled(state);
        await this.check.markCancelled(state);
    }
    context() {
        return {
            runUrl: this.run.runUrl,
            serverUrl: this.run.serverUrl,
            repository: this.run.owner ? `${this.run.owner}/${this.run.repo}` : '',
        };
    }
    async writeComment(environmentName, write, pullRequest = this.run.pullRequest) {
        const { comment, login } = await writeSticky({
            client: this.writes.github(),
            ...this.writes.repository(),
            pullRequest,
            environmentName,
            mode: this.settings.comment,
            author: this.settings.commentAuthor || this.login,
            ownCommentId: this.started?.commentId ?? 0,
            now: this.now,
            info: (line) => this.log.info(line),
            warning: (line) => this.log.warning(line),
        }, write);
        this.login = login;
        return comment;
    }
    async summary(markdown) {
        if (!this.writeSummary)
            return;
        try {
            await this.writeSummary(markdown);
        }
        catch (error) {
            this.log.warning(`Could not write the job summary: ${(0,error_message/* errorMessage */.g)(error)}`);
        }
    }
}

// EXTERNAL MODULE: ./src/config/preview-command.ts
var preview_command = __webpack_require__(530);
// EXTERNAL MODULE: ./src/config/event.ts
var config_event = __webpack_require__(8906);
;// CONCATENATED MODULE: ./src/github/preview-commands.ts
/**
 * The GitHub side of a `/preview` command: who may give it (GitHub's answer on the author's
 * permission; the comment's author association only refuses early), the reply to anyone else,
 * the reactions on the comment (👀 on receipt, 🚀 or 😕 at the end) and the pull request as
 * GitHub has it now, since a comment's event carries no head. A reaction GitHub refuses is a warning, never a failure.
 */





class CommandThread {
    client;
    where;
    comment;
    log;
    receipt = Promise.resolve();
    constructor(event, githubToken, log, limits = {}) {
        if (!event.comment)
            throw new Error('the event carries no comment');
        const run = readGitHubRun(event);
        if (!run.owner)
            throw new Error('the run has no GitHub repository');
        this.client = createGitHubClient(githubToken, run.apiUrl, log, {}, limits);
        this.where = { owner: run.owner, repo: run.repo };
        this.comment = event.comment;
        this.log = log;
    }
    get author() {
        return this.comment.author;
    }
    /**
     * Whether the author has write access, as GitHub's answer on their permission says (admin,
     * maintain or write). The comment's association can only refuse early, for someone it shows
     * cannot have that access; it never grants: a collaborator or a member may have read access
     * only. A user GitHub does not know (404) has none; any other fault throws, and nothing is
     * deployed on a guess. A read GitHub did not answer (5xx, no answer, too late) says nothing of
     * the author's access, and the line says so: the author is neither told nor said to lack it.
     */
    async authorize() {
        const { author, association } = this.comment;
        if ((0,preview_command/* refusedByAssociation */.No)(association)) {
            this.log.info(`${author}'s association with ${this.repository()} is ${association}: no write access, GitHub is not asked`);
            return false;
        }
        try {
            const { data } = await this.client.rest.repos.getCollaboratorPermissionLevel({ ...this.where, username: author });
            this.log.info(`${author}'s permission on ${this.repository()}: ${data.permission} (role ${data.role_name})`);
            return (0,preview_command/* writerByPermission */._0)(data.permission, data.role_name);
        }
        catch (error) {
            if (httpStatus(error) === 404) {
                this.log.info(`GitHub knows no permission of ${author} on ${this.repository()} (404): no write access`);
                return false;
            }
            // Octokit gives a request that got no answer a status of its own (500) but no response.
            const answered = error?.response !== undefined;
            const answer = answered && httpStatus(error) ? `HTTP ${httpStatus(error)}` : 'no answer';
            if (mayHaveActed(error)) {
                throw new Error(`GitHub did not answer whether ${author} has write access to ${this.repository()} (${answer}): nothing deployed; comment the command again once GitHub answers`, { cause: error });
            }
            // GitHub's front end answers some refusals with an HTML page, not the API's JSON: no message then.
            const said = (error instanceof Error ? error.message.split('\n')[0] : '') ?? '';
            const message = said === '' || /^\s*</.test(said) ? '' : `: ${said}`;
            throw new Error(`could not read ${author}'s permission on ${this.repository()} (${answer}${message}): nothing deployed`, {
                cause: error,
            });
        }
    }
    /**
     * The one reply to a commenter without write access; the login is shown as text, never as
     * markup. A re-run of the same run finds the reply its first run left, and writes no second.
     */
    async refuse() {
        const marker = `<!-- platform-deploy: command ${this.comment.id} refused -->`;
        const body = `@${(0,markdown_text/* escapeText */.X1)(this.comment.author)} only people with write access to this repository can run \`/preview\` commands, ` +
            `so nothing was deployed. Ask a maintainer to comment \`/preview\`.\n\n${marker}`;
        try {
            if (await this.replied(marker)) {
                this.log.info(`${this.comment.author} was told already, by an earlier run for the same comment`);
                return;
            }
            await this.client.rest.issues.createComment({ ...this.where, issue_number: this.comment.issueNumber, body });
        }
        catch (error) {
            this.log.warning(`Could not reply to ${this.comment.author} (${(0,error_message/* errorMessage */.g)(error)}). Nothing was deployed.`);
        }
    }
    /**
     * Whether a reply carrying `marker` exists: only comments written since the command can be one.
     * A list GitHub does not give counts as none: a second reply is better than none.
     */
    async replied(marker) {
        const pages = this.client.paginate.iterator(this.client.rest.issues.listComments, {
            ...this.where,
            issue_number: this.comment.issueNumber,
            per_page: 100,
            ...(this.comment.createdAt ? { since: this.comment.createdAt } : {}),
        });
        try {
            for await (const page of pages)
                if (page.data.some((comment) => (comment.body ?? '').includes(marker)))
                    return true;
        }
        catch (error) {
            this.log.info(`Could not list the comments since the command (${(0,error_message/* errorMessage */.g)(error)}): replying all the same`);
        }
        return false;
    }
    /** 👀 on the comment, beside the work that follows: it never delays the deployment. */
    received() {
        this.receipt = this.react('eyes');
    }
    /** 🚀 or 😕, after the 👀 has been written or given up. */
    async finished(succeeded) {
        await this.receipt;
        await this.react(succeeded ? 'rocket' : 'confused');
    }
    /** The pull request the comment is on, as GitHub has it now: its head, branch, state, labels. */
    async pullRequest() {
        try {
            const { data } = await this.client.rest.pulls.get({ ...this.where, pull_number: this.comment.issueNumber });
            return (0,config_event/* pullRequestOf */._n)(data);
        }
        catch (error) {
            throw new Error(`could not read pull request #${this.comment.issueNumber} (${(0,error_message/* errorMessage */.g)(error)}): nothing deployed`, {
                cause: error,
            });
        }
    }
    async react(content) {
        try {
            await this.client.rest.reactions.createForIssueComment({ ...this.where, comment_id: this.comment.id, content });
        }
        catch (error) {
            const status = httpStatus(error);
            const why = status === 403 ? 'the GitHub token needs the `pull-requests: write` or `issues: write` permission' : (0,error_message/* errorMessage */.g)(error);
            this.log.warning(`Could not react ${content} to the command (${why}). The deploy itself is not affected.`);
        }
    }
    repository() {
        return `${this.where.owner}/${this.where.repo}`;
    }
}

;// CONCATENATED MODULE: ./src/github/fork-approval.ts
/**
 * Whether a fork's pull request may be previewed, and at which commit: the one place that decides.
 *
 * A fork's commit is deployed only when someone GitHub says can write (admin, maintain or write)
 * approved that very commit on this pull request, and it is still the head when the run reads the
 * pull request from GitHub's API. An approval is either a `/preview <sha>` comment naming the full
 * commit (a prefix approves nothing: a commit crafted to share it is some 2^28 tries away for 7
 * characters; it is answered with the full commit to paste) never edited since it was posted, or
 * the `labeled` event of `preview-label`, which
 * approves the head its own payload names and only in its own run. Approvals are read from the
 * pull request's comments through GitHub's API and from the event GitHub sent: never from the pull
 * request's body, its branch, or any text the fork's author can change after a writer saw it.
 */





/**
 * Whether a comment was changed after it was posted: GitHub moves `updated_at` on every edit of
 * the body. An edited comment approves nothing, whatever it says now: its author could have
 * swapped the commit after a reviewer read it.
 */
function edited(comment) {
    return comment.createdAt === '' || comment.updatedAt !== comment.createdAt;
}
/** Whether `named` is `sha` itself: an approval names the whole commit, never a prefix another commit could share. */
function names(named, sha) {
    return sha !== '' && named.toLowerCase() === sha.toLowerCase();
}
/** Whether `named` is a shorter prefix of `sha`: it approves nothing, and is answered with the whole commit. */
function abbreviates(named, sha) {
    return named.length < sha.length && sha.toLowerCase().startsWith(named.toLowerCase());
}
/**
 * What may approve, newest first: each unedited `/preview <sha>` comment of the pull request,
 * and the label event of this run when it adds `preview-label` (its payload's head).
 */
function candidatesOf(comments, event, previewLabel) {
    const fromComments = comments
        .filter((comment) => !edited(comment))
        .flatMap((comment) => {
        const prefix = (0,preview_command/* approvedPrefix */.se)(comment.body);
        return prefix === undefined
            ? []
            : [{ prefix, author: comment.author, association: comment.association, via: 'comment', url: comment.url }];
    })
        .reverse();
    const labeled = previewLabel !== '' &&
        event.action === 'labeled' &&
        event.label?.toLowerCase() === previewLabel.toLowerCase() &&
        event.sender !== undefined &&
        event.pullRequest?.headSha;
    // The label event is this run's own: the newest of all.
    return labeled
        ? [{ prefix: event.pullRequest.headSha.toLowerCase(), author: event.sender, association: '', via: 'label' }, ...fromComments]
        : fromComments;
}
/**
 * The decision on `head` (the pull request's head as GitHub's API gives it now): the newest
 * writer's approval of it, else refused, naming the newest writer's approval of another commit.
 * `canWrite` asks GitHub; it is asked for as few authors as the decision needs.
 */
async function decide(candidates, head, canWrite) {
    const asked = new Map();
    const writer = (candidate) => {
        if (candidate.association !== '' && (0,preview_command/* refusedByAssociation */.No)(candidate.association))
            return Promise.resolve(false);
        const login = candidate.author.toLowerCase();
        if (!asked.has(login))
            asked.set(login, canWrite(candidate.author));
        return asked.get(login);
    };
    const approvalOf = (candidate, sha) => ({
        sha,
        approver: candidate.author,
        via: candidate.via,
        ...(candidate.url ? { url: candidate.url } : {}),
    });
    for (const candidate of candidates.filter((each) => names(each.prefix, head))) {
        if (await writer(candidate))
            return { approved: approvalOf(candidate, head.toLowerCase()) };
    }
    // Only the newest writer's approval is named: older ones say nothing more.
    for (const candidate of candidates.filter((each) => !names(each.prefix, head)).slice(0, 5)) {
        if (!(await writer(candidate)))
            continue;
        if (abbreviates(candidate.prefix, head)) {
            return {
                refused: `commit ${head.slice(0, 7)}, the head of the pull request, is not approved: ${candidate.author} named it by ${candidate.prefix.length} characters (${candidate.prefix}), and an approval names the full ${head.length}-character commit`,
                abbreviated: approvalOf(candidate, candidate.prefix),
            };
        }
        return {
            refused: `commit ${head.slice(0, 7)}, the head of the pull request, is not approved: ${candidate.author} approved ${candidate.prefix.slice(0, 7)}, and the head has moved since`,
            stale: approvalOf(candidate, candidate.prefix),
        };
    }
    return { refused: `commit ${head.slice(0, 7)}, the head of the pull request, is approved by no one with write access` };
}
/**
 * The marker of the one reply about `head`: a re-run, or the next push or label event on the same
 * head, writes no second; each command is answered once of its own.
 */
function awaitingMarker(number, head, commandId) {
    const answering = commandId === undefined ? '' : ` command ${commandId}`;
    return `<!-- platform-deploy: fork pull request ${number} head ${head}${answering} awaits approval -->`;
}
/**
 * The reply to a pull request whose head is not approved: which commit awaits, what was approved
 * before, and the exact command that approves it. Logins and commits are shown as text.
 */
function awaitingReply(number, head, earlier, commandId) {
    const { stale, abbreviated } = earlier;
    const moved = abbreviated
        ? `\`/preview ${abbreviated.sha}\` names the commit by ${abbreviated.sha.length} characters only, and an approval names the full commit, so that no other commit crafted to begin the same way is approved with it. `
        : stale
            ? `${(0,markdown_text/* escapeText */.X1)(stale.approver)} approved \`${stale.sha.slice(0, 12)}\`${stale.via === 'label' ? ' (by the label)' : ''}, and the head has moved since: a push needs approving again. `
            : '';
    return (`This pull request comes from a fork: commit \`${head}\`, its head, awaits approval, so nothing was deployed. ${moved}` +
        `A preview that exists keeps serving the commit approved before.\n\n` +
        `Someone with write access approves it, after reading the code it brings, by commenting the full commit:\n\n` +
        '```\n' +
        `/preview ${head}\n` +
        '```\n\n' +
        awaitingMarker(number, head, commandId));
}
/** GitHub's side of a fork's approval: the pull request now, its comments, who can write, the reply. */
class ForkApprovals {
    client;
    where;
    log;
    constructor(event, githubToken, log, limits = {}) {
        const run = readGitHubRun(event);
        if (!run.owner)
            throw new Error('the run has no GitHub repository');
        this.client = createGitHubClient(githubToken, run.apiUrl, log, {}, limits);
        this.where = { owner: run.owner, repo: run.repo };
        this.log = log;
    }
    /** The pull request as GitHub has it now: its head at decision time, whatever the event said. */
    async pullRequest(number) {
        try {
            const { data } = await this.client.rest.pulls.get({ ...this.where, pull_number: number });
            return (0,config_event/* pullRequestOf */._n)(data);
        }
        catch (error) {
            throw new Error(`could not read pull request #${number} (${(0,error_message/* errorMessage */.g)(error)}): nothing deployed`, { cause: error });
        }
    }
    /** Every comment of the pull request, oldest first, as GitHub's API lists them. */
    async comments(number) {
        const listed = [];
        try {
            const pages = this.client.paginate.iterator(this.client.rest.issues.listComments, {
                ...this.where,
                issue_number: number,
                per_page: 100,
            });
            for await (const page of pages) {
                for (const comment of page.data) {
                    listed.push({
                        id: comment.id,
                        body: comment.body ?? '',
                        author: comment.user?.login ?? '',
                        association: comment.author_association ?? '',
                        createdAt: comment.created_at ?? '',
                        updatedAt: comment.updated_at ?? '',
                        url: comment.html_url ?? '',
                    });
                }
            }
        }
        catch (error) {
            throw new Error(`could not read the comments of pull request #${number} (${(0,error_message/* errorMessage */.g)(error)}): nothing deployed`, {
                cause: error,
            });
        }
        return listed;
    }
    /** Whether GitHub says `login` can write: 404 is no; any other fault throws, and nothing is deployed on a guess. */
    async canWrite(login) {
        try {
            const { data } = await this.client.rest.repos.getCollaboratorPermissionLevel({ ...this.where, username: login });
            this.log.info(`${login}'s permission on ${this.where.owner}/${this.where.repo}: ${data.permission} (role ${data.role_name})`);
            return (0,preview_command/* writerByPermission */._0)(data.permission, data.role_name);
        }
        catch (error) {
            if (httpStatus(error) === 404)
                return false;
            throw new Error(`could not read ${login}'s permission (${(0,error_message/* errorMessage */.g)(error)}): nothing deployed`, { cause: error });
        }
    }
    /** The decision on the pull request's head as GitHub has it now. */
    async decide(number, event, previewLabel) {
        const [pullRequest, comments] = await Promise.all([this.pullRequest(number), this.comments(number)]);
        const decision = await decide(candidatesOf(comments, event, previewLabel), pullRequest.headSha, (login) => this.canWrite(login));
        return { pullRequest, decision, comments };
    }
    /** One reply per head awaiting approval; a reply GitHub refuses is a warning: nothing was deployed either way. */
    async replyAwaiting(number, head, earlier, comments, commandId) {
        // Anyone could write the marker: at worst that spares a reply, it never approves.
        if (comments.some((comment) => comment.body.includes(awaitingMarker(number, head, commandId)))) {
            this.log.info(`The pull request was told already that ${head.slice(0, 7)} awaits approval`);
            return;
        }
        try {
            const body = awaitingReply(number, head, earlier, commandId);
            await this.client.rest.issues.createComment({ ...this.where, issue_number: number, body });
        }
        catch (error) {
            this.log.warning(`Could not say on pull request #${number} that ${head.slice(0, 7)} awaits approval (${(0,error_message/* errorMessage */.g)(error)}). Nothing was deployed.`);
        }
    }
}

;// CONCATENATED MODULE: ./src/github/run-pull-request.ts
/**
 * The pull request a `workflow_run` followed: the open one whose head is the run's commit
 * (`head_sha`) from the run's repository (`head_repository`), as GitHub's API gives it now.
 * `workflow_run.pull_requests` only proposes: GitHub lists there the open pull requests whose head
 * branch *or* commit matches, so a fork's branch named like a team pull request's lists the team's,
 * and for a fork's own pull request the list is empty. Each proposal is read and kept only when its
 * head is the run's commit and repository; else the pull request is looked up from the run's head
 * repository and branch, and checked the same way. Never by a branch name alone.
 */



/** GitHub's proposals read one by one at most; a longer list is looked up by the run's head instead. */
const MOST_PROPOSALS_READ = 10;
/**
 * The open pull request whose head is the run's commit from the run's head repository; undefined
 * when there is none (closed since, or the branch moved on). A read GitHub does not give throws.
 */
async function pullRequestOfRun(event, githubToken, log, limits = {}) {
    const run = event.workflowRun;
    if (!run)
        throw new Error('the event is no workflow_run');
    const github = readGitHubRun(event);
    if (!github.owner)
        throw new Error('the run has no GitHub repository');
    const client = createGitHubClient(githubToken, github.apiUrl, log, {}, limits);
    const where = { owner: github.owner, repo: github.repo };
    const theRun = (sha, repository) => run.headSha !== '' && sha.toLowerCase() === run.headSha && (repository ?? '').toLowerCase() === run.headRepository.toLowerCase();
    try {
        const proposed = run.pullRequests.slice(0, MOST_PROPOSALS_READ);
        for (const number of proposed) {
            const { data } = await client.rest.pulls.get({ ...where, pull_number: number });
            if (data.state === 'open' && theRun(data.head.sha, data.head.repo?.full_name))
                return (0,config_event/* pullRequestOf */._n)(data);
        }
        if (proposed.length > 0) {
            log.info(`GitHub lists ${proposed.map((number) => `#${number}`).join(', ')} for the workflow run, but none has ${run.headSha.slice(0, 7)} of ${run.headRepository || 'an unnamed repository'} at its head: looking the pull request up by the run's head instead`);
        }
        if (run.headRepository === '' || run.headBranch === '')
            return undefined;
        const headOwner = run.headRepository.split('/')[0] ?? '';
        const listed = await client.paginate(client.rest.pulls.list, {
            ...where,
            state: 'open',
            head: `${headOwner}:${run.headBranch}`,
            per_page: 100,
        });
        const found = listed.find((pull) => theRun(pull.head.sha, pull.head.repo?.full_name));
        if (!found)
            return undefined;
        return (0,config_event/* pullRequestOf */._n)({
            number: found.number,
            state: found.state === 'closed' ? 'closed' : 'open',
            title: found.title,
            head: { sha: found.head.sha, ref: found.head.ref, repo: { full_name: found.head.repo?.full_name ?? '' } },
            base: { repo: { full_name: found.base.repo.full_name } },
            user: { login: found.user?.login ?? '' },
            labels: found.labels.map((label) => ({ name: label.name })),
        });
    }
    catch (error) {
        throw new Error(`could not find the pull request of ${run.headRepository}:${run.headBranch} at ${run.headSha.slice(0, 7)} (${(0,error_message/* errorMessage */.g)(error)}): nothing deployed`, { cause: error });
    }
}

;// CONCATENATED MODULE: ./src/github/earlier-run-states.ts




/** What earlier runs left is worth as long as a preview's other quick reads; beyond it everything is read from the platform. */
const STATES_MS = QUICK_READ_MS;
/** The repository's newest Deployments looked at for a state: any run of the same input left the same. */
const DEPLOYMENTS_READ = 30;
/**
 * The states earlier runs left (run/carried.ts), sealed by the runs that wrote them and
 * proven or ignored by the operation: this pull request's own comments' first (newest first, and
 * nobody else's comment is read), then the payloads of the repository's newest GitHub
 * Deployments. None when GitHub does not answer in time: the run then reads everything. With
 * them, the login the token's comments are written under, when it was asked: the report need
 * not ask again.
 */
async function readEarlierRuns(event, config, from, log, limits = {}) {
    const run = readGitHubRun(event);
    if (!run.owner || !config.githubToken)
        return { states: [], login: '' };
    const client = createGitHubClient(config.githubToken, run.apiUrl, log, QUICK_CLIENT, limits);
    const where = { owner: run.owner, repo: run.repo };
    // Each on its own: a token that may not read Deployments still gets the comment's state.
    const read = (what, reading) => reading().catch((error) => {
        log.info(`Could not read ${what} for what earlier runs learned (${describeFault(error)}): read from the platform instead`);
        return [];
    });
    const thread = new PullRequestComment(client, { ...where, number: run.pullRequest }, '', config.commentAuthor);
    let login = '';
    const comments = from.comments && run.pullRequest > 0
        ? read("the pull request's comments", async () => {
            const states = await thread.states();
            login = await thread.ownLogin();
            return states;
        })
        : Promise.resolve([]);
    const deployments = from.deployments
        ? read("the repository's GitHub Deployments", () => client.rest.repos.listDeployments({ ...where, per_page: DEPLOYMENTS_READ }).then((listed) => listed.data.flatMap(stateOf)))
        : Promise.resolve([]);
    let timer;
    const late = new Promise((done) => {
        timer = setTimeout(() => {
            log.info(`GitHub did not say in ${STATES_MS / 1000} s what earlier runs learned: everything is read from the platform`);
            done([[], []]);
        }, clock/* systemClock */.ml.answerMs(STATES_MS));
    });
    try {
        const [own = [], any = []] = await Promise.race([Promise.all([comments, deployments]), late]);
        return { states: [...own, ...any], login };
    }
    finally {
        clearTimeout(timer);
    }
}
/** A Deployment's payload is an object, or a string GitHub kept as given. */
function stateOf(deployment) {
    let payload = deployment.payload;
    if (typeof payload === 'string') {
        try {
            payload = JSON.parse(payload);
        }
        catch {
            return [];
        }
    }
    const state = payload?.state;
    return typeof state === 'string' ? [state] : [];
}

;// CONCATENATED MODULE: ./src/report/index.ts









/**
 * @param event the event as the step read it
 * @param limits how long its GitHub requests may take
 */
function createReporter(settings, log, event, writeSummary, limits = {}) {
    return createGitHubReporter(settings, log, event, writeSummary, limits);
}
/** The reporter with its cancellation, for the post step. */
function createGitHubReporter(settings, log, event, writeSummary, limits = {}) {
    return new GitHubReporter(settings, log, { run: readGitHubRun(event), writeSummary, limits });
}
/**
 * Pull request reads in the run's repository; undefined outside a repository or without a token.
 * `quick` is a preview's read on its critical path: one try, bounded in time, never throttled.
 */
function createPullRequestReader(event, githubToken, log, quick = false, limits = {}) {
    const run = readGitHubRun(event);
    if (!run.owner || !githubToken)
        return undefined;
    const client = createGitHubClient(githubToken, run.apiUrl, log, quick ? QUICK_CLIENT : {}, limits);
    return pullRequestReader(client, { owner: run.owner, repo: run.repo }, quick ? QUICK_READ_MS : undefined);
}
/** A compare is worth this long on a preview's critical path; beyond it every service is deployed. */
const COMPARE_MS = 10_000;
/** affected-only's compare in the run's repository; undefined outside a repository or without a token. */
function createCommitComparer(event, githubToken, log, limits = {}) {
    const run = readGitHubRun(event);
    if (!run.owner || !githubToken)
        return undefined;
    const client = createGitHubClient(githubToken, run.apiUrl, log, QUICK_CLIENT, limits);
    return commitComparer(client, { owner: run.owner, repo: run.repo, serverUrl: run.serverUrl }, COMPARE_MS);
}


/***/ })

};
