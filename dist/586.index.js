export const id = 586;
export const ids = [586];
export const modules = {

/***/ 8592:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ log),
/* harmony export */   i: () => (/* binding */ printResult)
/* harmony export */ });
/* harmony import */ var _runner_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5242);

const log = {
    info: (line) => _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(line),
    notice: (line) => _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .notice */ .lm(line),
    warning: (line) => _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(line),
    startGroup: (title) => _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .startGroup */ .Oh(title),
    endGroup: () => _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .endGroup */ .N4(),
};
/** The plan of a dry run, the stages' times and, for each failing service, why it failed in its own words. */
function printResult(result) {
    if (result.plan.length > 0) {
        _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .startGroup */ .Oh('Plan (dry run)');
        for (const line of result.plan)
            _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`- ${line}`);
        _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .endGroup */ .N4();
    }
    for (const stage of result.stages) {
        const seconds = stage.durationSeconds !== null ? `${stage.durationSeconds.toFixed(1)}s` : stage.status === 'RUNNING' ? 'running' : 'unknown';
        const name = stage.service === undefined ? stage.name : `  ${stage.service}`;
        const parts = stage.service === undefined ? [] : [`build ${secondsText(stage.buildSeconds)}`, `deploy ${secondsText(stage.deploySeconds)}`];
        _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`  ${name.padEnd(24)} ${seconds.padStart(8)}  ${[stage.status, ...parts].join('  ')}`);
    }
    for (const service of result.failure?.services ?? []) {
        _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .startGroup */ .Oh(`Why ${service.name} (${service.kind.toLowerCase()}) ended ${service.state}`);
        const error = service.error;
        _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .infoVerbatim */ .Bz([
            ...(error?.message ? [`Error${error.tag ? ` (${error.tag})` : ''}: ${error.message}`] : []),
            ...(error?.hint ? [`Hint: ${error.hint}`] : []),
            ...(error?.link ? [`More: ${error.link}`] : []),
            ...service.lines.map((line) => `  ${line}`),
        ]);
        _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .endGroup */ .N4();
    }
    _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`${result.outcome}: ${result.summary}`);
}
function secondsText(seconds) {
    return seconds === null || seconds === undefined ? '–' : `${seconds.toFixed(1)}s`;
}


/***/ }),

/***/ 2586:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   endOnFault: () => (/* binding */ endOnFault),
/* harmony export */   refuseRun: () => (/* binding */ refuseRun)
/* harmony export */ });
/* harmony import */ var _basics_clock_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8885);
/* harmony import */ var _basics_error_message_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5571);
/* harmony import */ var _basics_redaction_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(888);
/* harmony import */ var _config_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4132);
/* harmony import */ var _basics_markdown_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3404);
/* harmony import */ var _job_summary_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9004);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1729);
/* harmony import */ var _log_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8592);
/* harmony import */ var _runner_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5242);
/**
 * A run that ends before its operation (a bad input, a skip decided from the event, a fork's head
 * nobody approved): its outcome and job summary (inputs.ts), and, when the workflow asked for a
 * check and the inputs it needs are good, that check: failing with the reason for a refusal; for a
 * skip, which deploys nothing, the check already on the head left as it is, or one made neutral
 * where there is none. A required check is never left waiting on a run that stopped early, nor
 * turned green by one.
 */









/** A refused run spends this long at most on its check. */
const CHECK_BEFORE_START_MS = 30_000;
async function refuseRun(raw, event, error, masks) {
    await (0,_inputs_js__WEBPACK_IMPORTED_MODULE_5__.endBeforeStart)(error, masks);
    await completeCheck(raw, event, error, masks);
}
/**
 * A run stopped by a fault nothing handled (process-guard.ts), perhaps after it changed
 * something: outcome `failure`, the message as `failure-reason`, a job summary that says so, and
 * the check completed failing.
 */
async function endOnFault(raw, event, error, masks) {
    const line = (0,_basics_redaction_js__WEBPACK_IMPORTED_MODULE_1__/* .hiderOf */ .S2)(masks)((0,_basics_error_message_js__WEBPACK_IMPORTED_MODULE_8__/* .errorMessage */ .g)(error).replace(/\s+/g, ' ').trim()) || 'an error with no message';
    _runner_js__WEBPACK_IMPORTED_MODULE_7__/* .setOutput */ .uH('outcome', 'failure');
    _runner_js__WEBPACK_IMPORTED_MODULE_7__/* .setOutput */ .uH('failure-reason', line);
    _runner_js__WEBPACK_IMPORTED_MODULE_7__/* .setFailed */ .C1(`${_inputs_js__WEBPACK_IMPORTED_MODULE_5__.ACTION}: ${line}`);
    try {
        await (0,_job_summary_js__WEBPACK_IMPORTED_MODULE_4__.writeJobSummary)(`### ❌ ${_inputs_js__WEBPACK_IMPORTED_MODULE_5__.ACTION} stopped on an unexpected error\n\n${(0,_basics_markdown_text_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeText */ .X1)(line)}\n\nThe run ended before its report: its log says what it did until then.\n`);
    }
    catch (caught) {
        _runner_js__WEBPACK_IMPORTED_MODULE_7__/* .warning */ .$e(`Could not write the job summary: ${(0,_basics_redaction_js__WEBPACK_IMPORTED_MODULE_1__/* .hiderOf */ .S2)(masks)((0,_basics_error_message_js__WEBPACK_IMPORTED_MODULE_8__/* .errorMessage */ .g)(caught))}`);
    }
    await completeCheck(raw, event, error, masks);
}
async function completeCheck(raw, event, error, masks) {
    if (!event)
        return;
    let check;
    let githubToken;
    try {
        check = (0,_config_index_js__WEBPACK_IMPORTED_MODULE_2__/* .parseInput */ .CU)('check', raw.check);
        githubToken = (0,_config_index_js__WEBPACK_IMPORTED_MODULE_2__/* .parseInput */ .CU)('github-token', raw['github-token']);
    }
    catch {
        return;
    }
    if (!check || !githubToken)
        return;
    const endBy = _basics_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .systemClock */ .ml.now() + CHECK_BEFORE_START_MS;
    const limits = { endBy: () => endBy };
    const { createReporter } = await Promise.all(/* import() */[__webpack_require__.e(239), __webpack_require__.e(42), __webpack_require__.e(608)]).then(__webpack_require__.bind(__webpack_require__, 5661));
    const reporter = createReporter({ comment: 'off', githubToken, githubDeployment: false, consoleUrl: '', check }, _log_js__WEBPACK_IMPORTED_MODULE_6__/* .log */ .R, event, async () => { }, limits);
    await reporter
        .endCheckBeforeStart(error instanceof _config_index_js__WEBPACK_IMPORTED_MODULE_2__/* .SkippedRun */ .kr, (0,_basics_redaction_js__WEBPACK_IMPORTED_MODULE_1__/* .hiderOf */ .S2)(masks)((0,_basics_error_message_js__WEBPACK_IMPORTED_MODULE_8__/* .errorMessage */ .g)(error)))
        .catch((caught) => _runner_js__WEBPACK_IMPORTED_MODULE_7__/* .warning */ .$e(`Could not write the check run: ${(0,_basics_error_message_js__WEBPACK_IMPORTED_MODULE_8__/* .errorMessage */ .g)(caught)}`));
}


/***/ })

};
