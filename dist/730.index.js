export const id = 730;
export const ids = [730];
export const modules = {

/***/ 1730:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _error_message_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6587);
/* harmony import */ var _inputs_event_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8121);
/* harmony import */ var _inputs_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2548);
/* harmony import */ var _runner_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8186);
/**
 * The action's main step: the only place that reads inputs, sets outputs and fails the step.
 * Until the inputs are valid only they are loaded; the platform client and the operations come
 * next, and the reporting code (Octokit) only when a report is written.
 */




const ACTION = 'platform-deploy';
const FAILED_OUTCOMES = new Set(['failure', 'timed_out', 'cancelled']);
const log = {
    info: (line) => _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(line),
    notice: (line) => _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .notice */ .lm(line),
    warning: (line) => _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .warning */ .$e(line),
    startGroup: (title) => _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .startGroup */ .Oh(title),
    endGroup: () => _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .endGroup */ .N4(),
};
function setOutputs(result, commentUrl) {
    _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH('outcome', result.outcome);
    _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH('state', result.state);
    _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH('environment-id', result.environmentId);
    _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH('environment-name', result.environmentName);
    _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH('created', String(result.created));
    _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH('deployment-request-id', result.deploymentRequestId);
    _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH('url', result.url);
    _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH('duration-seconds', String(Math.round(result.durationSeconds)));
    _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH('metrics', JSON.stringify(result.stages.map(metricOf)));
    _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH('comment-url', commentUrl);
    _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH('failure-reason', failureReasonOf(result));
    if (result.swept) {
        _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH('swept', JSON.stringify(result.swept.map((entry) => ({
            'environment-id': entry.environmentId,
            name: entry.name,
            'pull-request': entry.pullRequest,
            reason: entry.reason,
        }))));
    }
}
/** One item of the `metrics` output: a stage (service null) or one service of it. */
function metricOf(stage) {
    return {
        stage: stage.name,
        service: stage.service ?? null,
        seconds: stage.durationSeconds,
        build_seconds: stage.buildSeconds ?? null,
        deploy_seconds: stage.deploySeconds ?? null,
        status: stage.status,
    };
}
function printResult(result) {
    if (result.plan.length > 0) {
        _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .startGroup */ .Oh('Plan (dry run)');
        for (const line of result.plan)
            _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(`- ${line}`);
        _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .endGroup */ .N4();
    }
    for (const stage of result.stages) {
        const seconds = stage.durationSeconds === null ? 'running' : `${stage.durationSeconds.toFixed(1)}s`;
        const name = stage.service === undefined ? stage.name : `  ${stage.service}`;
        const parts = stage.service === undefined ? [] : [`build ${secondsText(stage.buildSeconds)}`, `deploy ${secondsText(stage.deploySeconds)}`];
        _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(`  ${name.padEnd(24)} ${seconds.padStart(8)}  ${[stage.status, ...parts].join('  ')}`);
    }
    for (const service of result.failure?.services ?? []) {
        _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .startGroup */ .Oh(`Why ${service.name} (${service.kind.toLowerCase()}) ended ${service.state}`);
        const error = service.error;
        _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .infoVerbatim */ .Bz([
            ...(error?.message ? [`Error${error.tag ? ` (${error.tag})` : ''}: ${error.message}`] : []),
            ...(error?.hint ? [`Hint: ${error.hint}`] : []),
            ...(error?.link ? [`More: ${error.link}`] : []),
            ...service.lines.map((line) => `  ${line}`),
        ]);
        _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .endGroup */ .N4();
    }
    _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(`${result.outcome}: ${result.summary}`);
}
/** One line for the `failure-reason` output: the platform's error, else the state and stage; '' when nothing failed. */
function failureReasonOf(result) {
    if (!FAILED_OUTCOMES.has(result.outcome))
        return '';
    if (result.failure)
        return result.failure.reason;
    if (result.state)
        return `${result.state} in stage "${result.failedStage ?? 'unknown'}"`;
    return result.summary.replace(/\s+/g, ' ');
}
async function run() {
    _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .saveState */ .LZ('isPost', 'true');
    const raw = Object.fromEntries(_inputs_index_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUT_NAMES */ .Qh.map((name) => [name, _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .getInput */ .V4(name)]));
    const secrets = (0,_inputs_index_js__WEBPACK_IMPORTED_MODULE_1__/* .readSecrets */ .ql)(raw);
    // Masked before anything can print them, even a bad input; a valid config holds no value beyond these.
    const masks = (0,_inputs_index_js__WEBPACK_IMPORTED_MODULE_1__/* .rawSensitiveValues */ .r7)(raw, secrets);
    for (const value of masks)
        _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .setSecret */ .Pq(value);
    let event;
    let config;
    try {
        event = (0,_inputs_event_js__WEBPACK_IMPORTED_MODULE_0__/* .readRunnerEvent */ .N)((line) => _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(line));
        config = (0,_inputs_index_js__WEBPACK_IMPORTED_MODULE_1__/* .parseInputs */ .TL)(raw, event, secrets);
    }
    catch (error) {
        _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .setFailed */ .C1(`${ACTION}: ${error instanceof _inputs_index_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz ? error.message : (0,_error_message_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .g)(error)}`);
        return;
    }
    const { runOperation, skippedForFork, PlatformClient, USER_AGENT, systemClock, runReported } = await __webpack_require__.e(/* import() */ 192).then(__webpack_require__.bind(__webpack_require__, 8192));
    const fork = config.pullRequest?.fork === true && (config.operation === 'preview' || config.operation === 'cleanup');
    const { result, commentUrl } = await runReported({
        operate: async (announce) => {
            if (fork) {
                _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .notice */ .lm('This pull request comes from a fork, which gets no secrets: skipping the preview');
                return skippedForFork({ config, clock: systemClock });
            }
            const client = new PlatformClient({
                baseUrl: config.apiUrl,
                token: config.apiToken,
                userAgent: USER_AGENT,
                deadline: Date.now() + config.timeoutMinutes * 60_000,
            });
            // sweep reads every preview's pull request; a preview reads its own, quickly, before it pins and triggers.
            const reads = (config.operation === 'sweep' || config.operation === 'preview') && config.githubToken !== '';
            const pullRequests = reads ? lazyPullRequestReader(config, event, log) : undefined;
            return runOperation({ client, config, clock: systemClock, log, announce, masks, ...(pullRequests ? { pullRequests } : {}) });
        },
        loadReporter: async () => (await Promise.all(/* import() */[__webpack_require__.e(779), __webpack_require__.e(291), __webpack_require__.e(927)]).then(__webpack_require__.bind(__webpack_require__, 2927))).createReporter({
            comment: config.comment,
            githubToken: config.githubToken,
            githubDeployment: config.githubDeployment,
            consoleUrl: config.consoleUrl,
            commentAuthor: config.commentAuthor,
        }, log, event),
        start: { operation: config.operation, commit: config.commit },
        saveProgress: (postState) => _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .saveState */ .LZ('report', JSON.stringify(postState)),
        warning: (line) => _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .warning */ .$e(line),
        settled: printResult,
    });
    _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .saveState */ .LZ('report-finished', 'true');
    setOutputs(result, commentUrl);
    if (FAILED_OUTCOMES.has(result.outcome))
        _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .setFailed */ .C1(`${ACTION}: ${result.summary}`);
}
function secondsText(seconds) {
    return seconds === null || seconds === undefined ? '–' : `${seconds.toFixed(1)}s`;
}
/** Octokit is loaded at the first read, not before the first platform request. */
function lazyPullRequestReader(config, event, log) {
    let loading;
    return {
        async read(number) {
            loading ??= Promise.all(/* import() */[__webpack_require__.e(779), __webpack_require__.e(291), __webpack_require__.e(927)]).then(__webpack_require__.bind(__webpack_require__, 2927)).then((report) => report.createPullRequestReader(event, config.githubToken, log, config.operation === 'preview'));
            const reader = await loading;
            if (!reader)
                throw new Error('the run has no GitHub repository');
            return reader.read(number);
        },
    };
}


/***/ })

};
