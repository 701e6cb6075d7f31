export const id = 661;
export const ids = [661];
export const modules = {

/***/ 6661:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _action_run_clock_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5500);
/* harmony import */ var _basics_error_message_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5571);
/* harmony import */ var _config_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4132);
/* harmony import */ var _action_event_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8537);
/* harmony import */ var _action_inputs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1729);
/* harmony import */ var _action_runner_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5242);
/* harmony import */ var _report_final_report_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3165);
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
function readPostState(text) {
    try {
        const value = JSON.parse(text);
        if (!value || typeof value.environmentName !== 'string' || typeof value.commit !== 'string')
            return undefined;
        const final = (0,_report_final_report_js__WEBPACK_IMPORTED_MODULE_5__/* .readFinalReport */ .l)(value.final);
        return {
            operation: value.operation ?? 'preview',
            repository: value.repository ?? '',
            pullRequest: Number(value.pullRequest) || 0,
            environmentName: value.environmentName,
            environmentId: value.environmentId ?? '',
            commit: value.commit,
            // A state saved before the head was kept: the post step's own event names the same head.
            headSha: typeof value.headSha === 'string' ? value.headSha : '',
            commentId: Number(value.commentId) || 0,
            deploymentId: Number(value.deploymentId) || 0,
            ...(Number(value.checkRunId) > 0 ? { checkRunId: Number(value.checkRunId) } : {}),
            ...(value.checkAsked === true ? { checkAsked: true } : {}),
            ...(value.deploymentAsked === true ? { deploymentAsked: true } : {}),
            startedAt: value.startedAt ?? '',
            ...(final ? { final } : {}),
        };
    }
    catch {
        return undefined;
    }
}
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
    const saved = _action_runner_js__WEBPACK_IMPORTED_MODULE_4__/* .getState */ .Gu('report');
    if (!saved || _action_runner_js__WEBPACK_IMPORTED_MODULE_4__/* .getState */ .Gu('report-finished') === 'true')
        return;
    const state = readPostState(saved);
    if (!state) {
        _action_runner_js__WEBPACK_IMPORTED_MODULE_4__/* .warning */ .$e('platform-deploy post step: the saved report state is unreadable; nothing to mark as cancelled');
        return;
    }
    // The same masks as main's: this step prints and writes what main saved, and GitHub's errors.
    const settings = readSettings((0,_action_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .readMaskedInputs */ .zz)().raw);
    const final = state.final;
    _action_runner_js__WEBPACK_IMPORTED_MODULE_4__/* .info */ .pq(final
        ? `The main step did not finish its report: writing what is missing (${final.pending.join(', ')}) for ${state.environmentName}`
        : `The main step did not finish its report: marking ${state.environmentName || 'the run'} as cancelled`);
    try {
        const event = (0,_action_event_file_js__WEBPACK_IMPORTED_MODULE_2__/* .readRunnerEvent */ .N)((line) => _action_runner_js__WEBPACK_IMPORTED_MODULE_4__/* .info */ .pq(line));
        const { createGitHubReporter } = await Promise.all(/* import() */[__webpack_require__.e(239), __webpack_require__.e(712), __webpack_require__.e(612)]).then(__webpack_require__.bind(__webpack_require__, 8712));
        const { writeJobSummary } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 9004));
        const log = { info: (line) => _action_runner_js__WEBPACK_IMPORTED_MODULE_4__/* .info */ .pq(line), warning: (line) => _action_runner_js__WEBPACK_IMPORTED_MODULE_4__/* .warning */ .$e(line) };
        const reporter = () => createGitHubReporter(settings, log, event, writeJobSummary, { endBy: () => startedAt + POST_MS });
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
