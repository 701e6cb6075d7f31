export const id = 661;
export const ids = [661];
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

/***/ 4385:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CK: () => (/* binding */ loadPostState),
  FB: () => (/* binding */ saveProgress),
  sV: () => (/* binding */ saveReportFinished)
});

// EXTERNAL MODULE: ./src/basics/names.ts
var names = __webpack_require__(7919);
;// CONCATENATED MODULE: ./src/report/post-state.ts

/** What a run writes to GitHub at its end, each on its own. */
const CONCERNS = ['comment', 'deployment', 'check'];
/** A result as main saved it: whole, as it was (its own shape is the operations' to keep). */
function isResult(value) {
    if (!value || typeof value !== 'object')
        return false;
    const result = value;
    return typeof result.operation === 'string' && typeof result.outcome === 'string' && Array.isArray(result.stages);
}
/**
 * Each field's rule when read back. A field main could not have written as the post step needs
 * it falls back to its empty value; only a state without its environment or commit (nothing to
 * mark) or a final report without its result is unreadable.
 */
function schemaOf({ z }) {
    /** The final report, saved before any of it is written, with what is still to write. */
    const final = z.object({
        result: z.custom(isResult),
        organizationId: z.string().catch(''),
        projectId: z.string().catch(''),
        /** When the run settled (ISO): the comment's marker keeps it, so the newest result stays. */
        settledAt: z.string(),
        /** What is not written yet, in the order it is written. */
        pending: z.array(z.string()).transform((pending) => CONCERNS.filter((concern) => pending.includes(concern))),
    });
    return z.object({
        operation: z.enum(names/* OPERATION_NAMES */.d0).catch('preview'),
        repository: z.string().catch(''),
        /** 0 outside a pull request. */
        pullRequest: z.number().int().nonnegative().catch(0),
        environmentName: z.string(),
        environmentId: z.string().catch(''),
        /** The image tag deployed. */
        commit: z.string(),
        /** The pull request head commit the run was started for ('' outside a pull request; a state saved before it was kept: the post step's event names the same head). */
        headSha: z.string().catch(''),
        /** 0 when no comment was written. */
        commentId: z.number().int().nonnegative().catch(0),
        /** 0 when no GitHub Deployment was created. */
        deploymentId: z.number().int().nonnegative().catch(0),
        /** Absent when no check run was created. */
        checkRunId: z.number().int().positive().optional().catch(undefined),
        /** The check's create was sent: with no id, one it made may still be found. */
        checkAsked: z.boolean().optional().catch(undefined),
        /** promote: the environment promoted from, by name: the Deployment is found again by its description. */
        promotedFrom: z.string().optional().catch(undefined),
        /** The Deployment's create was sent: with no id, one it made may still be found. */
        deploymentAsked: z.boolean().optional().catch(undefined),
        /** The Deployment's ref when it is not `commit`: a fork's preview's, a branch of this repository. */
        deploymentRef: z.string().min(1).optional().catch(undefined),
        startedAt: z.string().catch(''),
        /** Unreadable, it is left out: the post step then marks the run cancelled, as it would without one. */
        final: final.optional().catch(undefined),
    });
}
/**
 * The runner hands the post step its state in environment variables, and one variable over
 * 128 KiB keeps the post step from starting at all. A final report stays well under that: past
 * STATE_BUDGET characters its failing services' log lines are left out (the comment the post step
 * writes then names the services and their errors without them), and past it still, the report is
 * not saved (the post step then marks the run cancelled, as it would without one).
 */
const STATE_BUDGET = 48 * 1024;
/** The post step's state as main saves it: the final report kept within what the runner can pass on. */
function encodePostState(state) {
    const whole = JSON.stringify(state);
    if (whole.length <= STATE_BUDGET || !state.final)
        return whole;
    const failure = state.final.result.failure;
    if (failure) {
        const services = failure.services.map((service) => ({ ...service, lines: [] }));
        const trimmed = JSON.stringify({
            ...state,
            final: { ...state.final, result: { ...state.final.result, failure: { ...failure, services } } },
        });
        if (trimmed.length <= STATE_BUDGET)
            return trimmed;
    }
    const { final: _left, ...rest } = state;
    return JSON.stringify(rest);
}
/** The post step's state as main saved it, or undefined when it is unreadable. */
async function decodePostState(text) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        return undefined;
    }
    const read = schemaOf(await Promise.all(/* import() */[__webpack_require__.e(377), __webpack_require__.e(255)]).then(__webpack_require__.bind(__webpack_require__, 6255))).safeParse(value);
    return read.success ? read.data : undefined;
}

// EXTERNAL MODULE: ./src/action/runner.ts
var runner = __webpack_require__(5242);
;// CONCATENATED MODULE: ./src/action/post-step-state.ts
/**
 * The post step's state as the runner keeps it between the steps: main saves it as its report
 * goes, the post step loads it back, both through the one schema of report/post-state.ts, under
 * the names only this file knows.
 */


/** The state itself, saved again at each step of the report. */
const REPORT = 'report';
/** Saved once the report is complete: the post step then has nothing to do. */
const FINISHED = 'report-finished';
/** What main saves for the post step as the report goes: it finishes what main could not. */
function saveProgress(state) {
    runner/* saveState */.LZ(REPORT, encodePostState(state));
}
/** The report is written whole: the post step leaves it alone. */
function saveReportFinished() {
    runner/* saveState */.LZ(FINISHED, 'true');
}
/**
 * What the post step has to finish: nothing ('finished', or no state when main never started a
 * report), the state main saved, or 'unreadable'.
 */
async function loadPostState() {
    const saved = runner/* getState */.Gu(REPORT);
    if (!saved || runner/* getState */.Gu(FINISHED) === 'true')
        return 'nothing';
    return (await decodePostState(saved)) ?? 'unreadable';
}


/***/ }),

/***/ 6661:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _action_run_clock_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5500);
/* harmony import */ var _basics_error_message_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5571);
/* harmony import */ var _config_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2574);
/* harmony import */ var _action_event_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8537);
/* harmony import */ var _action_inputs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1729);
/* harmony import */ var _action_runner_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5242);
/* harmony import */ var _action_post_step_state_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4385);
/**
 * The post step: runs at the end of the job, even a cancelled one. When the main step saved its
 * final report but could not write all of it (GitHub slow or unavailable, its minute spent), the
 * post step writes what is missing; when the main step never got to its result, the comment and
 * the GitHub Deployment are marked cancelled so nothing stays "in progress". It only ever warns.
 */







/** The post step's GitHub requests end within this: it holds the job's end. */
const POST_MS = 60_000;
/** How many times the post step tries what is missing. */
const POST_PASSES = 3;
/** The report's inputs, read by the parsers main used: main validated them, so they read the same here. */
function readSettings(raw) {
    return {
        comment: (0,_config_index_js__WEBPACK_IMPORTED_MODULE_1__/* .parseInput */ .CU)('comment', raw.comment),
        githubToken: (0,_config_index_js__WEBPACK_IMPORTED_MODULE_1__/* .parseInput */ .CU)('github-token', raw['github-token']),
        githubDeployment: (0,_config_index_js__WEBPACK_IMPORTED_MODULE_1__/* .parseInput */ .CU)('github-deployment', raw['github-deployment']),
        deploymentsToken: (0,_config_index_js__WEBPACK_IMPORTED_MODULE_1__/* .parseInput */ .CU)('deployments-token', raw['deployments-token']),
        check: (0,_config_index_js__WEBPACK_IMPORTED_MODULE_1__/* .parseInput */ .CU)('check', raw.check),
        consoleUrl: (0,_config_index_js__WEBPACK_IMPORTED_MODULE_1__/* .parseInput */ .CU)('console-url', raw['console-url']),
        commentAuthor: (0,_config_index_js__WEBPACK_IMPORTED_MODULE_1__/* .parseInput */ .CU)('comment-author', raw['comment-author']),
    };
}
async function runPost() {
    const startedAt = Date.now();
    const state = await (0,_action_post_step_state_js__WEBPACK_IMPORTED_MODULE_5__/* .loadPostState */ .CK)();
    if (state === 'nothing')
        return;
    if (state === 'unreadable') {
        _action_runner_js__WEBPACK_IMPORTED_MODULE_4__/* .warning */ .$e('platform-deploy post step: the saved report state is unreadable; nothing to mark as cancelled');
        return;
    }
    // The same masks as main's: this step prints and writes what main saved, and GitHub's errors.
    const settings = readSettings((0,_action_inputs_js__WEBPACK_IMPORTED_MODULE_3__.readMaskedInputs)().raw);
    const final = state.final;
    _action_runner_js__WEBPACK_IMPORTED_MODULE_4__/* .info */ .pq(final
        ? `The main step did not finish its report: writing what is missing (${final.pending.join(', ')}) for ${state.environmentName}`
        : `The main step did not finish its report: marking ${state.environmentName || 'the run'} as cancelled`);
    try {
        const event = (0,_action_event_file_js__WEBPACK_IMPORTED_MODULE_2__.readRunnerEvent)((line) => _action_runner_js__WEBPACK_IMPORTED_MODULE_4__/* .info */ .pq(line));
        const { createReporter } = await Promise.all(/* import() */[__webpack_require__.e(239), __webpack_require__.e(146), __webpack_require__.e(807), __webpack_require__.e(509), __webpack_require__.e(612)]).then(__webpack_require__.bind(__webpack_require__, 3807));
        const { writeJobSummary } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 9004));
        const log = { info: (line) => _action_runner_js__WEBPACK_IMPORTED_MODULE_4__/* .info */ .pq(line), warning: (line) => _action_runner_js__WEBPACK_IMPORTED_MODULE_4__/* .warning */ .$e(line) };
        const reporter = () => createReporter(settings, log, event, writeJobSummary, { endBy: () => startedAt + POST_MS });
        if (!final) {
            await reporter().cancel(state);
            return;
        }
        // Each pass starts with a GitHub that has not failed yet: one that failed a pass may answer the next.
        let complete = false;
        for (let pass = 0; pass < POST_PASSES && !complete && Date.now() < startedAt + POST_MS; pass++) {
            complete = await reporter().resume({ ...state, final });
        }
        _action_runner_js__WEBPACK_IMPORTED_MODULE_4__/* .info */ .pq(complete ? 'The report is complete' : `Still not written: ${final.pending.join(', ')}`);
    }
    catch (error) {
        _action_runner_js__WEBPACK_IMPORTED_MODULE_4__/* .warning */ .$e(`platform-deploy post step: ${(0,_basics_error_message_js__WEBPACK_IMPORTED_MODULE_6__/* .errorMessage */ .g)(error)}`);
    }
}
/** The post step as the runner (through index.ts) and `@github/local-action` call it: it only ever warns. */
async function run() {
    await runPost().catch((error) => _action_runner_js__WEBPACK_IMPORTED_MODULE_4__/* .warning */ .$e(`platform-deploy post step: ${(0,_basics_error_message_js__WEBPACK_IMPORTED_MODULE_6__/* .errorMessage */ .g)(error)}`));
}


/***/ })

};
