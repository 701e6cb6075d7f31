export const id = 537;
export const ids = [537];
export const modules = {

/***/ 8537:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readRunnerEvent: () => (/* binding */ readRunnerEvent),
/* harmony export */   repositoryUrl: () => (/* binding */ repositoryUrl)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _config_event_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8906);
/**
 * The event that started the workflow as the runner hands it to the step: its name, commit and
 * actor in the environment, its payload in a file; with the variables that name the run. The
 * payload is read by config/event.ts.
 */


const RUNNER_VARIABLES = [
    'GITHUB_REPOSITORY',
    'GITHUB_SERVER_URL',
    'GITHUB_RUN_ID',
    'GITHUB_RUN_ATTEMPT',
    'GITHUB_REF',
    'GITHUB_API_URL',
];
function readRunnerEvent(info) {
    const env = process.env;
    const path = env.GITHUB_EVENT_PATH;
    let payload = {};
    if (path && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(path))
        payload = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8'));
    else if (path)
        info(`GITHUB_EVENT_PATH ${path} does not exist`);
    const runner = Object.fromEntries(RUNNER_VARIABLES.flatMap((name) => (env[name] === undefined ? [] : [[name, env[name]]])));
    return { ...(0,_config_event_js__WEBPACK_IMPORTED_MODULE_1__/* .readEvent */ .j_)(env.GITHUB_EVENT_NAME ?? '', env.GITHUB_SHA ?? '', env.GITHUB_ACTOR ?? '', payload), runner };
}
/** The run's repository as a URL, as the runner names it (else as the event does); '' when unknown. */
function repositoryUrl(event) {
    const owner = event.repository?.owner;
    const name = event.runner?.GITHUB_REPOSITORY || (owner ? `${owner}/${event.repository?.name ?? ''}` : '');
    return name ? `${(event.runner?.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '')}/${name}` : '';
}


/***/ }),

/***/ 7214:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ax: () => (/* binding */ shortCommit),
/* harmony export */   Li: () => (/* binding */ shortVersion),
/* harmony export */   N3: () => (/* binding */ SHORT_COMMIT),
/* harmony export */   RG: () => (/* binding */ FULL_SHA),
/* harmony export */   nx: () => (/* binding */ COMMIT_PREFIX)
/* harmony export */ });
/** How the action names a commit, and what passes for one: one rule for every file. */
/** The characters of a commit a line shows, as git abbreviates it. */
const SHORT_LENGTH = 7;
/** A commit named by at least its short length of hex characters, up to a whole SHA-256: text for a pattern. */
const COMMIT_PREFIX = `[0-9a-f]{${SHORT_LENGTH},64}`;
/** A commit in a line as shortCommit writes it: text for a pattern that reads one back. */
const SHORT_COMMIT = `[0-9a-f]{${SHORT_LENGTH}}`;
/** A whole commit SHA, as git and GitHub write it (SHA-1, or SHA-256 in a repository made so). */
const FULL_SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/i;
/** A commit in a line of text: its first characters, as git abbreviates it. */
function shortCommit(sha) {
    return (sha ?? '').slice(0, SHORT_LENGTH);
}
/** A service's version in a line: a commit by its short SHA, an image tag as it is, `none` for none. */
function shortVersion(version) {
    if (version === null)
        return 'none';
    return FULL_SHA.test(version) ? shortCommit(version) : version;
}


/***/ }),

/***/ 8906:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _n: () => (/* binding */ pullRequestOf),
/* harmony export */   bV: () => (/* binding */ secretlessBot),
/* harmony export */   j_: () => (/* binding */ readEvent)
/* harmony export */ });
/* harmony import */ var _basics_commit_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7214);
/**
 * The GitHub event that triggered the run, as the runner boundary read it once (action/event-file.ts):
 * main and the post step read it there, and the report is written from what they read rather
 * than from the toolkit's context.
 */

function repositoryOf(payload) {
    const raw = payload.repository;
    if (!raw)
        return undefined;
    return { owner: raw.owner?.login ?? '', name: raw.name ?? '', defaultBranch: raw.default_branch ?? '' };
}
function commentOf(payload) {
    const { comment, issue } = payload;
    if (!comment || typeof comment.id !== 'number' || typeof issue?.number !== 'number')
        return undefined;
    return {
        id: comment.id,
        body: comment.body ?? '',
        author: comment.user?.login ?? '',
        association: comment.author_association ?? '',
        issueNumber: issue.number,
        createdAt: comment.created_at ?? '',
        onPullRequest: issue.pull_request !== undefined && issue.pull_request !== null,
    };
}
function workflowRunOf(payload) {
    const raw = payload.workflow_run;
    if (!raw || typeof raw.head_sha !== 'string')
        return undefined;
    return {
        event: raw.event ?? '',
        conclusion: raw.conclusion ?? '',
        headSha: raw.head_sha.toLowerCase(),
        headBranch: raw.head_branch ?? '',
        headRepository: raw.head_repository?.full_name ?? '',
        pullRequests: (raw.pull_requests ?? []).flatMap((each) => (typeof each?.number === 'number' ? [each.number] : [])),
    };
}
/** A commit id: SHA-1, or SHA-256 in a repository that uses it. */
const NO_COMMIT = /^0+$/;
/**
 * A push as GitHub documents it: the commit it moved its ref to (`after`), or the ref it deleted
 * (`deleted`, or an `after` of zeros: the ref points at nothing any more). A payload that names
 * neither leaves the run's GITHUB_SHA as the commit.
 */
function pushOf(payload) {
    const ref = typeof payload.ref === 'string' ? payload.ref : '';
    const after = typeof payload.after === 'string' ? payload.after : '';
    if (payload.deleted === true || (after !== '' && NO_COMMIT.test(after)))
        return { deletedRef: ref || 'the ref' };
    return _basics_commit_js__WEBPACK_IMPORTED_MODULE_0__/* .FULL_SHA */ .RG.test(after) ? { after: after.toLowerCase() } : {};
}
/** The run's event from its payload, read as GitHub documents the event it names. */
function readEvent(eventName, sha, actor, payload) {
    const sent = (payload ?? {});
    const repository = repositoryOf(sent);
    const label = sent.label?.name;
    const comment = commentOf(sent);
    const pushed = eventName === 'push' ? pushOf(sent) : {};
    const workflowRun = eventName === 'workflow_run' ? workflowRunOf(sent) : undefined;
    const sender = sent.sender?.login;
    const known = {
        eventName,
        // GitHub documents a push's commit as its `after`: GITHUB_SHA names another when the ref was deleted.
        sha: pushed.after ?? sha,
        ...(actor ? { actor } : {}),
        ...(repository ? { repository } : {}),
        ...(typeof sent.action === 'string' ? { action: sent.action } : {}),
        ...(typeof label === 'string' ? { label } : {}),
        ...(comment ? { comment } : {}),
        ...(pushed.deletedRef !== undefined ? { deletedRef: pushed.deletedRef } : {}),
        ...(typeof sender === 'string' && sender !== '' ? { sender } : {}),
        ...(workflowRun ? { workflowRun } : {}),
    };
    // Reviews and review comments carry their pull request as `pull_request` events do.
    const raw = sent.pull_request;
    if (!raw || typeof raw.number !== 'number')
        return known;
    return { ...known, pullRequest: pullRequestOf(raw, sent.action === 'closed') };
}
/** The pull request as the run uses it, from an event payload or from GitHub's answer to `GET /pulls/{number}`. */
function pullRequestOf(raw, closing = false) {
    const headRepo = raw.head?.repo?.full_name;
    return {
        number: raw.number ?? 0,
        headSha: raw.head?.sha ?? '',
        headBranch: raw.head?.ref ?? '',
        title: raw.title ?? '',
        // A deleted fork has no head repository: treat it as a fork, it gets no secrets either.
        fork: headRepo === undefined || headRepo !== raw.base?.repo?.full_name,
        author: raw.user?.login ?? '',
        bot: raw.user?.type === 'Bot' || /\[bot\]$/i.test(raw.user?.login ?? ''),
        draft: raw.draft === true,
        baseSha: typeof raw.base?.sha === 'string' && _basics_commit_js__WEBPACK_IMPORTED_MODULE_0__/* .FULL_SHA */ .RG.test(raw.base.sha) ? raw.base.sha.toLowerCase() : '',
        baseBranch: raw.base?.ref ?? '',
        closed: closing || raw.state === 'closed',
        labels: (raw.labels ?? []).flatMap((each) => (typeof each?.name === 'string' ? [each.name] : [])),
    };
}
/**
 * The bot GitHub gives no Actions secrets in this pull request's run, though it comes from the
 * repository itself: Dependabot (the run's actor; for pull_request_target, the pull request's
 * author), whose runs get only the Dependabot secrets. undefined for anyone else.
 */
function secretlessBot(event) {
    if (!event.pullRequest || event.pullRequest.fork)
        return undefined;
    const startedBy = event.eventName === 'pull_request_target' ? [event.actor, event.pullRequest.author] : [event.actor];
    return startedBy.find((login) => login !== undefined && DEPENDABOT.has(login));
}
const DEPENDABOT = new Set(['dependabot[bot]']);


/***/ })

};
