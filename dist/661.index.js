export const id = 661;
export const ids = [661];
export const modules = {

/***/ 6661:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _error_message_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6587);
/* harmony import */ var _inputs_event_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8121);
/* harmony import */ var _inputs_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5487);
/* harmony import */ var _runner_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8186);
/**
 * The post step: runs at the end of the job, even a cancelled one. When the main step did not
 * get to report its result, the comment and the GitHub Deployment are marked cancelled so
 * nothing stays "in progress". It only ever warns.
 */




function readPostState(text) {
    try {
        const value = JSON.parse(text);
        if (!value || typeof value.environmentName !== 'string' || typeof value.commit !== 'string')
            return undefined;
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
            startedAt: value.startedAt ?? '',
        };
    }
    catch {
        return undefined;
    }
}
/** The report's inputs, read by the parsers main used: main validated them, so they read the same here. */
function readSettings() {
    return {
        comment: (0,_inputs_index_js__WEBPACK_IMPORTED_MODULE_1__/* .parseInput */ .CU)('comment', _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .getInput */ .V4('comment')),
        githubToken: (0,_inputs_index_js__WEBPACK_IMPORTED_MODULE_1__/* .parseInput */ .CU)('github-token', _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .getInput */ .V4('github-token')),
        githubDeployment: (0,_inputs_index_js__WEBPACK_IMPORTED_MODULE_1__/* .parseInput */ .CU)('github-deployment', _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .getInput */ .V4('github-deployment')),
        consoleUrl: '',
        commentAuthor: (0,_inputs_index_js__WEBPACK_IMPORTED_MODULE_1__/* .parseInput */ .CU)('comment-author', _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .getInput */ .V4('comment-author')),
    };
}
async function runPost() {
    const saved = _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .getState */ .Gu('report');
    if (!saved || _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .getState */ .Gu('report-finished') === 'true')
        return;
    const state = readPostState(saved);
    if (!state) {
        _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .warning */ .$e('platform-deploy post step: the saved report state is unreadable; nothing to mark as cancelled');
        return;
    }
    // The same masks as main's: this step prints and writes what main saved, and GitHub's errors.
    for (const mask of (0,_inputs_index_js__WEBPACK_IMPORTED_MODULE_1__/* .rawSensitiveValues */ .r7)(Object.fromEntries(_inputs_index_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUT_NAMES */ .Qh.map((name) => [name, _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .getInput */ .V4(name)]))))
        _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .setSecret */ .Pq(mask);
    const settings = readSettings();
    _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(`The main step did not finish its report: marking ${state.environmentName} as cancelled`);
    try {
        const event = (0,_inputs_event_js__WEBPACK_IMPORTED_MODULE_0__/* .readRunnerEvent */ .No)((line) => _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(line));
        const { createGitHubReporter } = await Promise.all(/* import() */[__webpack_require__.e(779), __webpack_require__.e(291), __webpack_require__.e(71), __webpack_require__.e(815)]).then(__webpack_require__.bind(__webpack_require__, 9071));
        await createGitHubReporter(settings, { info: (line) => _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(line), warning: (line) => _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .warning */ .$e(line) }, event).cancel(state);
    }
    catch (error) {
        _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .warning */ .$e(`platform-deploy post step: ${(0,_error_message_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .g)(error)}`);
    }
}
/** The post step as the runner (through index.ts) and `@github/local-action` call it: it only ever warns. */
async function run() {
    await runPost().catch((error) => _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .warning */ .$e(`platform-deploy post step: ${(0,_error_message_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .g)(error)}`));
}


/***/ })

};
