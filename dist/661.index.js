export const id = 661;
export const ids = [661];
export const modules = {

/***/ 6661:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runPost: () => (/* binding */ runPost)
/* harmony export */ });
/* harmony import */ var _error_message_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6587);
/* harmony import */ var _runner_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6783);
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
function readSettings() {
    const comment = _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4('comment').trim().toLowerCase();
    return {
        comment: comment === 'off' || comment === 'recreate' ? comment : 'update',
        githubToken: _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4('github-token').trim(),
        githubDeployment: _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4('github-deployment').trim().toLowerCase() !== 'false',
        consoleUrl: '',
        commentAuthor: _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4('comment-author').trim(),
    };
}
async function runPost() {
    const saved = _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu('report');
    if (!saved || _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu('report-finished') === 'true')
        return;
    const state = readPostState(saved);
    if (!state) {
        _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e('platform-deploy post step: the saved report state is unreadable; nothing to mark as cancelled');
        return;
    }
    const token = _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4('github-token').trim();
    if (token)
        _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .setSecret */ .Pq(token);
    _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`The main step did not finish its report: marking ${state.environmentName} as cancelled`);
    try {
        const { createGitHubReporter } = await Promise.all(/* import() */[__webpack_require__.e(779), __webpack_require__.e(291), __webpack_require__.e(93)]).then(__webpack_require__.bind(__webpack_require__, 6093));
        await createGitHubReporter(readSettings(), { info: (line) => _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(line), warning: (line) => _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(line) }).cancel(state);
    }
    catch (error) {
        _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`platform-deploy post step: ${(0,_error_message_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .g)(error)}`);
    }
}


/***/ })

};
