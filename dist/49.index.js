export const id = 49;
export const ids = [49,586,612];
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

/***/ 8592:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ log),
/* harmony export */   i: () => (/* binding */ printResult)
/* harmony export */ });
/* harmony import */ var _runner_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5242);
/* harmony import */ var _outputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8948);


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
        _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .startGroup */ .Oh(`Why ${service.name} (${service.kind.toLowerCase()}) ended ${service.error?.tag || service.state}`);
        const error = service.error;
        _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .infoVerbatim */ .Bz([
            ...(error?.message ? [`Error: ${error.message}`] : []),
            ...(error?.hint ? [`Hint: ${error.hint}`] : []),
            ...(error?.link ? [`More: ${error.link}`] : []),
            ...service.lines.map((line) => `  ${line}`),
        ]);
        _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .endGroup */ .N4();
    }
    const waiting = result.failure?.notStarted ?? [];
    if (waiting.length > 0)
        _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`Not started (queued): ${waiting.map((service) => service.name).join(', ')}`);
    // A failure is printed once, by the error annotation the step ends with (action/outputs.ts annotationOf).
    if (!(0,_outputs_js__WEBPACK_IMPORTED_MODULE_1__/* .failedOutcome */ .iS)(result))
        _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`${result.outcome}: ${result.summary}`);
}
function secondsText(seconds) {
    return seconds === null || seconds === undefined ? '–' : `${seconds.toFixed(1)}s`;
}


/***/ }),

/***/ 8948:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   iS: () => (/* binding */ failedOutcome),
/* harmony export */   lW: () => (/* binding */ annotationOf),
/* harmony export */   n0: () => (/* binding */ setOutputs),
/* harmony export */   y_: () => (/* binding */ endWithReport)
/* harmony export */ });
/* harmony import */ var _run_result_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4612);
/* harmony import */ var _runner_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5242);
/* harmony import */ var _post_step_state_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4385);



const FAILED_OUTCOMES = new Set(['failure', 'timed_out', 'cancelled']);
/** Whether the step fails on this result: `skipped` and `planned` succeed. */
function failedOutcome(result) {
    return FAILED_OUTCOMES.has(result.outcome);
}
function setOutputs(result) {
    _runner_js__WEBPACK_IMPORTED_MODULE_1__/* .setOutput */ .uH('outcome', result.outcome);
    _runner_js__WEBPACK_IMPORTED_MODULE_1__/* .setOutput */ .uH('state', result.state);
    _runner_js__WEBPACK_IMPORTED_MODULE_1__/* .setOutput */ .uH('environment-id', result.environmentId);
    _runner_js__WEBPACK_IMPORTED_MODULE_1__/* .setOutput */ .uH('environment-name', result.environmentName);
    _runner_js__WEBPACK_IMPORTED_MODULE_1__/* .setOutput */ .uH('created', String(result.created));
    _runner_js__WEBPACK_IMPORTED_MODULE_1__/* .setOutput */ .uH('deployment-request-id', result.deploymentRequestId);
    _runner_js__WEBPACK_IMPORTED_MODULE_1__/* .setOutput */ .uH('url', result.url);
    _runner_js__WEBPACK_IMPORTED_MODULE_1__/* .setOutput */ .uH('urls', JSON.stringify((0,_run_result_js__WEBPACK_IMPORTED_MODULE_0__/* .urlsOf */ .Wn)(result)));
    _runner_js__WEBPACK_IMPORTED_MODULE_1__/* .setOutput */ .uH('rolled-back-to', JSON.stringify((0,_run_result_js__WEBPACK_IMPORTED_MODULE_0__/* .rolledBackTo */ .rt)(result)));
    _runner_js__WEBPACK_IMPORTED_MODULE_1__/* .setOutput */ .uH('promoted', JSON.stringify((0,_run_result_js__WEBPACK_IMPORTED_MODULE_0__/* .promotedServices */ .XX)(result)));
    _runner_js__WEBPACK_IMPORTED_MODULE_1__/* .setOutput */ .uH('duration-seconds', String(Math.round(result.durationSeconds)));
    _runner_js__WEBPACK_IMPORTED_MODULE_1__/* .setOutput */ .uH('metrics', JSON.stringify(result.stages.map(metricOf)));
    _runner_js__WEBPACK_IMPORTED_MODULE_1__/* .setOutput */ .uH('failure-reason', failureReasonOf(result));
    const expires = result.life?.deletesAtMs;
    _runner_js__WEBPACK_IMPORTED_MODULE_1__/* .setOutput */ .uH('expires-at', expires === undefined ? '' : new Date(expires).toISOString());
    const services = result.services ?? [];
    const listed = (wanted) => JSON.stringify(services.filter(wanted).map(({ kind, name, version }) => ({ kind, name, version })));
    _runner_js__WEBPACK_IMPORTED_MODULE_1__/* .setOutput */ .uH('deployed-services', listed((service) => service.affected !== 'unchanged'));
    _runner_js__WEBPACK_IMPORTED_MODULE_1__/* .setOutput */ .uH('skipped-services', listed((service) => service.affected === 'unchanged'));
    if (result.baseline) {
        const { own, shared, saving } = result.baseline;
        _runner_js__WEBPACK_IMPORTED_MODULE_1__/* .setOutput */ .uH('own-services', JSON.stringify(own));
        _runner_js__WEBPACK_IMPORTED_MODULE_1__/* .setOutput */ .uH('shared-services', JSON.stringify(shared));
        _runner_js__WEBPACK_IMPORTED_MODULE_1__/* .setOutput */ .uH('baseline-saving', JSON.stringify(saving));
    }
    if (result.swept) {
        _runner_js__WEBPACK_IMPORTED_MODULE_1__/* .setOutput */ .uH('swept', JSON.stringify(result.swept.map((entry) => ({
            'environment-id': entry.environmentId,
            name: entry.name,
            'pull-request': entry.pullRequest,
            reason: entry.reason,
        }))));
    }
}
/**
 * What the report wrote (undefined: GitHub did not take it in the minute it is given), as the
 * `comment-url` output and the saved state the post step reads; a report not taken ends the step now.
 */
function endWithReport(written, reportStop) {
    _runner_js__WEBPACK_IMPORTED_MODULE_1__/* .setOutput */ .uH('comment-url', written?.commentUrl ?? '');
    // Anything the report could not write is left in the saved state for the post step.
    if (written?.complete)
        (0,_post_step_state_js__WEBPACK_IMPORTED_MODULE_2__/* .saveReportFinished */ .sV)();
    if (written === undefined) {
        reportStop.abort();
        _runner_js__WEBPACK_IMPORTED_MODULE_1__/* .warning */ .$e('GitHub did not take the report (comment, GitHub Deployment, job summary) in the minute it is given: the post step writes what is missing. The deploy itself is not affected.');
        // A rate-limit wait of a GitHub client cannot be aborted: the step ends now, as promised, not when that wait would.
        process.exit();
    }
}
/** One item of the `metrics` output: a stage (service null) or one service of it. */
function metricOf(stage) {
    return {
        stage: stage.name,
        service: stage.service ?? null,
        seconds: roundSeconds(stage.durationSeconds),
        build_seconds: roundSeconds(stage.buildSeconds),
        deploy_seconds: roundSeconds(stage.deploySeconds),
        status: stage.status,
    };
}
/** Tenths of a second, as the log shows them: sums of platform durations carry float noise (0.09999999999999998). */
function roundSeconds(seconds) {
    return seconds === null || seconds === undefined ? null : Math.round(seconds * 10) / 10;
}
/**
 * The error annotation of a failed run: the cause (`failure-reason`'s text) first, then the
 * run's summary when it says more (which environment, which stage); the log prints it once.
 */
function annotationOf(result) {
    const reason = failureReasonOf(result);
    const summary = result.summary.replace(/\s+/g, ' ').trim();
    if (!reason || summary.includes(reason))
        return summary || reason;
    // A timeout's reason says all the summary would, the environment apart.
    if (result.outcome === 'timed_out' && result.environmentName)
        return `${result.environmentName}: ${reason}`;
    return summary && !reason.includes(summary) ? `${reason} (${summary})` : reason;
}
/** One line for the `failure-reason` output: the platform's error, else the state and stage; '' when nothing failed. */
function failureReasonOf(result) {
    if (!failedOutcome(result))
        return '';
    if (result.failure)
        return result.failure.reason;
    if (result.state)
        return `${result.state} in stage "${result.failedStage ?? 'unknown'}"`;
    return result.summary.replace(/\s+/g, ' ');
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
/* harmony import */ var _config_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2574);
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
    const { createReporter } = await Promise.all(/* import() */[__webpack_require__.e(239), __webpack_require__.e(146), __webpack_require__.e(807), __webpack_require__.e(509)]).then(__webpack_require__.bind(__webpack_require__, 3807));
    const reporter = createReporter({ comment: 'off', githubToken, githubDeployment: false, consoleUrl: '', check }, _log_js__WEBPACK_IMPORTED_MODULE_6__/* .log */ .R, event, async () => { }, limits);
    await reporter
        .endCheckBeforeStart(error instanceof _config_index_js__WEBPACK_IMPORTED_MODULE_2__/* .SkippedRun */ .kr, (0,_basics_redaction_js__WEBPACK_IMPORTED_MODULE_1__/* .hiderOf */ .S2)(masks)((0,_basics_error_message_js__WEBPACK_IMPORTED_MODULE_8__/* .errorMessage */ .g)(error)))
        .catch((caught) => _runner_js__WEBPACK_IMPORTED_MODULE_7__/* .warning */ .$e(`Could not write the check run: ${(0,_basics_error_message_js__WEBPACK_IMPORTED_MODULE_8__/* .errorMessage */ .g)(caught)}`));
}


/***/ }),

/***/ 3049:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/action/run-clock.ts
var run_clock = __webpack_require__(5500);
// EXTERNAL MODULE: ./src/basics/clock.ts
var clock = __webpack_require__(8885);
;// CONCATENATED MODULE: ./src/run/budget.ts
/**
 * The run's time, counted once from the start of the step: `timeout-minutes` for the platform
 * work, waits and polls included; then a fixed allowance in which the reads that explain a
 * timed-out run and the final report (comment, GitHub Deployment, job summary) must fit. The
 * step ends within `timeout-minutes` plus that allowance, whatever the platform or GitHub do.
 * Every moment here is on the run's clock (`systemClock`).
 */

/** The allowance after `timeout-minutes`, as action.yml and the README state it. */
const REPORT_ALLOWANCE_MS = 60_000;
/** Of the allowance, what the platform reads after the deadline may use; the rest is the report's. */
const READS_AFTER_DEADLINE_MS = 20_000;
function runBudget(startedAt, timeoutMinutes) {
    const deadline = startedAt + timeoutMinutes * 60_000;
    return { deadline, platformStopAt: deadline + READS_AFTER_DEADLINE_MS, end: deadline + REPORT_ALLOWANCE_MS };
}
/** When the final report must be done: a minute from the result, and never past the step's end. */
function reportEndFrom(budget, resultAt) {
    return Math.min(resultAt + REPORT_ALLOWANCE_MS, budget.end);
}
/** The promise's value, or undefined when it has not settled by `endAt` (epoch ms). */
async function settledBy(work, endAt) {
    let timer;
    const late = new Promise((resolve) => {
        timer = setTimeout(() => resolve(undefined), Math.max(0, clock/* systemClock */.ml.wallMs(endAt - clock/* systemClock */.ml.now())));
    });
    try {
        return await Promise.race([work, late]);
    }
    finally {
        clearTimeout(timer);
    }
}
/**
 * The run's budget and the time GitHub's requests may take: until the result is known, the report's
 * writes (its start) may take the step's whole time; from then on, a minute at most. Past it, the
 * report's requests are aborted.
 */
class RunWindow {
    budget;
    /** The limits every GitHub client of the run is given. */
    github;
    reportEnd;
    stop = new AbortController();
    constructor(startedAt, timeoutMinutes) {
        this.budget = runBudget(startedAt, timeoutMinutes);
        this.reportEnd = this.budget.end;
        this.github = { endBy: () => this.reportEnd, signal: this.stop.signal };
    }
    /** The result came at `resultAt`: the report's end from now on. */
    settle(resultAt) {
        this.reportEnd = reportEndFrom(this.budget, resultAt);
        return this.reportEnd;
    }
    /** Aborts every GitHub request still going. */
    abort() {
        this.stop.abort();
    }
}

// EXTERNAL MODULE: ./src/basics/error-message.ts
var error_message = __webpack_require__(5571);
// EXTERNAL MODULE: ./src/config/index.ts + 4 modules
var src_config = __webpack_require__(2574);
// EXTERNAL MODULE: ./src/basics/commit.ts
var commit = __webpack_require__(7214);
// EXTERNAL MODULE: ./src/action/event-file.ts
var event_file = __webpack_require__(8537);
// EXTERNAL MODULE: ./src/action/inputs.ts
var inputs = __webpack_require__(1729);
// EXTERNAL MODULE: ./src/action/log.ts
var log = __webpack_require__(8592);
// EXTERNAL MODULE: ./src/action/refused-run.ts
var refused_run = __webpack_require__(2586);
// EXTERNAL MODULE: ./src/action/runner.ts
var runner = __webpack_require__(5242);
;// CONCATENATED MODULE: ./src/action/gather.ts
/**
 * Decide once: every fact a run needs from GitHub before it starts, asked in one step, before any
 * platform request, and handed to parseInputs as one value. Every input is checked first
 * (checkInputs), so a bad input is refused before GitHub is asked anything; then, as the event
 * asks for them, a `/preview` command's author and pull request, a workflow_run's pull request
 * (github/run-pull-request.ts: by commit and repository) and a fork's approval of its head
 * (github/fork-approval.ts decides). A run that ends here (refused, skipped, a head nobody
 * approved) has its outcome, summary and check (refused-run.ts); undefined is returned then.
 */









async function gather(raw, secrets, masks, startedAt) {
    let event;
    let needs;
    try {
        event = (0,event_file.readRunnerEvent)((line) => runner/* info */.pq(line));
        needs = (0,src_config/* checkInputs */.sw)(raw, event, {}, secrets);
    }
    catch (error) {
        await (0,refused_run.refuseRun)(raw, event, error, masks);
        return undefined;
    }
    const window = new RunWindow(startedAt, needs.timeoutMinutes);
    const command = needs.command ? await authorizedCommand(event, needs.githubToken, masks, window.github) : undefined;
    if (command === false)
        return undefined;
    let facts = {};
    try {
        // The comment's event names no commit: a check, if any, goes on the head once it is read.
        if (command)
            facts = { pullRequest: await command.pullRequest() };
        else if (needs.runPullRequest)
            facts = { pullRequest: await runPullRequest(event, needs.githubToken, window.github) };
        const approvalOf = (0,src_config/* checkInputs */.sw)(raw, event, facts, secrets).approvalOf;
        if (approvalOf)
            facts = await approvedHead(event, facts, approvalOf, needs.githubToken, window.github);
        // The config the run is parsed to, checked whole on what GitHub said last: parseInputs cannot refuse it.
        (0,src_config/* checkInputs */.sw)(raw, event, facts, secrets);
    }
    catch (error) {
        await (0,refused_run.refuseRun)(raw, withPullRequest(event, facts), error, masks);
        await command?.finished(false);
        return undefined;
    }
    return { event: withPullRequest(event, facts), facts, command, window };
}
function withPullRequest(event, facts) {
    return facts.pullRequest ? { ...event, pullRequest: facts.pullRequest } : event;
}
/**
 * A `/preview` command, obeyed only from someone with write access: anyone else gets one reply, and
 * the run is skipped (false). The thread, told the comment was received, otherwise.
 */
async function authorizedCommand(event, githubToken, masks, limits) {
    try {
        const { CommandThread } = await Promise.all(/* import() */[__webpack_require__.e(239), __webpack_require__.e(146), __webpack_require__.e(911)]).then(__webpack_require__.bind(__webpack_require__, 4911));
        const thread = new CommandThread(event, githubToken, log/* log */.R, limits);
        if (!(await thread.authorize())) {
            await thread.refuse();
            runner/* notice */.lm(`${inputs.ACTION}: ${thread.author} has no write access to this repository: the command is not obeyed, nothing deployed`);
            runner/* setOutput */.uH('outcome', 'skipped');
            return false;
        }
        thread.received();
        return thread;
    }
    catch (error) {
        await (0,inputs.failBeforeStart)((0,error_message/* errorMessage */.g)(error), masks);
        return false;
    }
}
/** A workflow_run's pull request, read from GitHub; a SkippedRun when no open one has the run's commit at its head. */
async function runPullRequest(event, githubToken, limits) {
    const run = event.workflowRun;
    const { pullRequestOfRun } = await Promise.all(/* import() */[__webpack_require__.e(239), __webpack_require__.e(146), __webpack_require__.e(911)]).then(__webpack_require__.bind(__webpack_require__, 4911));
    const pullRequest = await pullRequestOfRun(event, githubToken, log/* log */.R, limits);
    if (!pullRequest) {
        throw new src_config/* SkippedRun */.kr(`no open pull request has ${(0,commit/* shortCommit */.Ax)(run.headSha)} of ${run.headRepository}:${run.headBranch} at its head: skipped, nothing deployed`);
    }
    log/* log */.R.info(`The workflow run's commit ${(0,commit/* shortCommit */.Ax)(run.headSha)} is the head of pull request #${pullRequest.number}`);
    return pullRequest;
}
/**
 * A fork's preview deploys only a head a writer approved: the pull request as GitHub has it now and
 * the approval of its head. A head nobody approved is a SkippedRun, once the pull request was told
 * how to approve it; a read GitHub did not give fails the run.
 */
async function approvedHead(event, facts, { number, previewLabel }, githubToken, limits) {
    const seen = withPullRequest(event, facts);
    const { ForkApprovals } = await Promise.all(/* import() */[__webpack_require__.e(239), __webpack_require__.e(146), __webpack_require__.e(911)]).then(__webpack_require__.bind(__webpack_require__, 4911));
    const approvals = new ForkApprovals(seen, githubToken, log/* log */.R, limits);
    const { pullRequest, decision, comments } = await approvals.decide(number, seen, previewLabel);
    if ('refused' in decision) {
        const earlier = { stale: decision.stale, abbreviated: decision.abbreviated };
        await approvals.replyAwaiting(number, pullRequest.headSha, earlier, comments, event.comment?.id);
        throw new src_config/* SkippedRun */.kr(`pull request #${number} comes from a fork and ${decision.refused}: skipped, nothing deployed`);
    }
    const { approved } = decision;
    log/* log */.R.info(`Commit ${(0,commit/* shortCommit */.Ax)(approved.sha)}, the head of pull request #${number}, was approved by ${approved.approver} (${approved.via})`);
    return { pullRequest, approval: approved };
}

// EXTERNAL MODULE: ./src/action/outputs.ts
var outputs = __webpack_require__(8948);
// EXTERNAL MODULE: ./src/action/post-step-state.ts + 1 modules
var post_step_state = __webpack_require__(4385);
// EXTERNAL MODULE: ./src/report/run-check.ts + 1 modules
var run_check = __webpack_require__(5509);
;// CONCATENATED MODULE: ./src/action/reporter-loader.ts
/**
 * The run's reporter (the comment, the job summary, the GitHub Deployment, the check), loaded the
 * first time it is asked for: the reporting code and Octokit are not parsed before then. With a
 * `check` and an operation that deploys, it is asked for at once: the check is on the pull request
 * from the first moment, so a branch rule waiting for it sees the run start.
 */





function reporterLoader(config, event, limits) {
    let loading;
    // Given, or learned when earlier runs' states are read: read when a comment is written.
    let commentAuthor = config.commentAuthor;
    const load = () => (loading ??= (async () => (await Promise.all(/* import() */[__webpack_require__.e(239), __webpack_require__.e(146), __webpack_require__.e(807)]).then(__webpack_require__.bind(__webpack_require__, 3807))).createReporter({
        comment: config.comment,
        githubToken: config.githubToken,
        githubDeployment: config.githubDeployment,
        deploymentsToken: config.deploymentsToken,
        check: config.check,
        consoleUrl: config.consoleUrl,
        get commentAuthor() {
            return commentAuthor;
        },
    }, log/* log */.R, event, (await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 9004))).writeJobSummary, limits))());
    // A run that deploys nothing at the commit (a stop, a cleanup) opens no check: one an earlier run completed there stays.
    if (config.check && (0,run_check/* deploysAtHead */.G_)(config.operation)) {
        load()
            .then((reporter) => reporter.openCheck({ operation: config.operation, commit: config.commit }, post_step_state/* saveProgress */.FB))
            .catch((error) => runner/* warning */.$e(`Could not start the check run: ${(0,error_message/* errorMessage */.g)(error)}`));
    }
    return {
        load,
        learnedAuthor: (login) => {
            commentAuthor ||= login;
        },
    };
}

;// CONCATENATED MODULE: ./src/main.ts
/**
 * The action's main step, glue: the inputs (read and masked at the runner boundary, action/), what
 * GitHub must tell the run before it starts (gathered once), the config decided from both, the
 * operation, its result the outputs and the report. Until the inputs are valid only they are
 * loaded; the platform client and the operations come next, and GitHub's code (Octokit) only when
 * the run asks GitHub something or a report is written.
 */












async function run() {
    const startedAt = clock/* systemClock */.ml.now();
    runner/* saveState */.LZ('isPost', 'true');
    const { raw, secrets, masks } = (0,inputs.readMaskedInputs)();
    const gathered = await gather(raw, secrets, masks, startedAt);
    if (!gathered)
        return;
    const { event, facts, command, window } = gathered;
    const config = (0,src_config/* parseInputs */.TL)(raw, event, facts, secrets);
    const reporter = reporterLoader(config, event, window.github);
    const { operate, runReported } = await __webpack_require__.e(/* import() */ 833).then(__webpack_require__.bind(__webpack_require__, 7833));
    const { result, report } = await runReported({
        operate: (announce) => operate({ config, event, budget: window.budget, masks, learnedAuthor: reporter.learnedAuthor }, announce),
        loadReporter: reporter.load,
        start: { operation: config.operation, commit: config.commit, ...(config.forkApproval ? { approval: config.forkApproval } : {}) },
        saveProgress: post_step_state/* saveProgress */.FB,
        warning: (line) => runner/* warning */.$e(line),
        settled: log/* printResult */.i,
    });
    // The verdict is the platform's: the outputs and the exit code are set before any final GitHub write is awaited.
    (0,outputs/* setOutputs */.n0)(result);
    if ((0,outputs/* failedOutcome */.iS)(result))
        runner/* setFailed */.C1(`${inputs.ACTION}: ${(0,outputs/* annotationOf */.lW)(result)}`);
    const reportEnd = window.settle(clock/* systemClock */.ml.now());
    const reacted = command?.finished(result.outcome === 'success' || result.outcome === 'planned');
    const finished = report
        .catch((error) => {
        runner/* warning */.$e(`Could not finish the report: ${(0,error_message/* errorMessage */.g)(error)}. The deploy itself is not affected.`);
        return { commentUrl: '', complete: false };
    })
        .then(async (written) => {
        await reacted;
        return written;
    });
    (0,outputs/* endWithReport */.y_)(await settledBy(finished, reportEnd), window);
}


/***/ }),

/***/ 4612:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KT: () => (/* binding */ named),
/* harmony export */   Kl: () => (/* binding */ faultOf),
/* harmony export */   Wn: () => (/* binding */ urlsOf),
/* harmony export */   XX: () => (/* binding */ promotedServices),
/* harmony export */   d3: () => (/* binding */ RunRecord),
/* harmony export */   i$: () => (/* binding */ knowing),
/* harmony export */   n4: () => (/* binding */ preferredLinks),
/* harmony export */   rt: () => (/* binding */ rolledBackTo),
/* harmony export */   uc: () => (/* binding */ linkFields),
/* harmony export */   yJ: () => (/* binding */ SWEEP_REASON_TEXT)
/* harmony export */ });
/** The default link first, then the others in the platform's order. */
function preferredLinks(links) {
    return [...links]
        .sort((a, b) => Number(b.is_default) - Number(a.is_default))
        .map((link) => ({ url: link.url, isDefault: link.is_default === true, ...(link.service_id ? { serviceId: link.service_id } : {}) }));
}
/** The environment's links as the result carries them: the default first, and its URL the result's `url`. */
function linkFields(links) {
    const preferred = preferredLinks(links);
    return { links: preferred, url: preferred[0]?.url ?? '' };
}
/** The `urls` output and the GitHub Deployment's map: `{"web": "https://…", …}`. */
function urlsOf(result) {
    return Object.fromEntries((result.serviceUrls ?? []).map((service) => [service.name, service.url]));
}
const SWEEP_REASON_TEXT = {
    closed: 'pull request closed',
    merged: 'pull request merged',
    'not-found': 'pull request does not exist',
    'max-age': 'last deployment older than max-age-days',
    idle: 'idle longer than delete-after-idle, warned',
};
/** The `rolled-back-to` output: each service put back, by name, at its version; empty unless the rollback succeeded. */
function rolledBackTo(result) {
    const rollback = result.rollback;
    if (rollback?.outcome !== 'success')
        return {};
    return Object.fromEntries(rollback.services.map((service) => [service.name, service.to]));
}
/** The `promoted` output: each service promoted, with the version it ran and the one it got; empty unless it was (or, in a dry run, would be). */
function promotedServices(result) {
    if (result.outcome !== 'success' && result.outcome !== 'planned')
        return [];
    return (result.promotion?.rows ?? [])
        .filter((row) => row.promoted)
        .map((row) => ({ service: row.name, kind: row.kind, from: row.targetVersion, to: row.sourceVersion }));
}
/** An environment the run acts on, as the result names it. */
function named(environment) {
    return { environmentId: environment.id, environmentName: environment.name };
}
/**
 * A fault that ended a run half-way, with what the run had learned when it came: the run's
 * failure is reported from both, so it still names the environment it made and the request it sent.
 */
class Faulted extends Error {
    fault;
    learned;
    constructor(fault, learned) {
        super(fault instanceof Error ? fault.message : String(fault));
        this.name = 'Faulted';
        this.fault = fault;
        this.learned = learned;
    }
}
/**
 * Runs the rest of an operation knowing `learned`: a throw from it becomes a Faulted that carries
 * `learned`, under what a later step learned (a step nearer the throw knows more). Used only where
 * an operation goes on after learning something, never inside a step whose caller catches: the
 * one that meets a Faulted is the run (operations/index.ts), or a rollback that reports the fault.
 */
async function knowing(learned, work) {
    try {
        return await work();
    }
    catch (error) {
        throw error instanceof Faulted ? new Faulted(error.fault, { ...learned, ...error.learned }) : new Faulted(error, learned);
    }
}
/** The fault itself, and what the run had learned when it came (nothing, for a fault before `knowing`). */
function faultOf(error) {
    return error instanceof Faulted ? { fault: error.fault, learned: error.learned } : { fault: error, learned: {} };
}
/**
 * The record of one run while it happens: its clock, the stages measured so far and the rows the
 * platform reported, on one time line. What the run learned is not kept here: it is handed, as a
 * value, to the result that ends the run.
 */
class RunRecord {
    operation;
    /** The version the run deploys, as the inputs name it ('' for none). */
    commit;
    rows = [];
    clock;
    startedAt;
    current;
    /** The first step that threw, when the run was in one (`stage`, `during`). */
    threwIn;
    constructor(operation, clock, commit = '') {
        this.operation = operation;
        this.clock = clock;
        this.startedAt = clock.now();
        this.commit = commit;
    }
    /** Seconds since the run began. */
    elapsed(at = this.clock.now()) {
        return Math.round((at - this.startedAt) / 100) / 10;
    }
    /** Rows the platform reported (its stages and services, the request's queue), placed on the run's time line. */
    addRows(rows) {
        this.rows.push(...rows);
    }
    /** Runs one step that is no row of its own (a rollout's wait): a throw names it as the failed stage. */
    async during(name, work) {
        try {
            return await work();
        }
        catch (error) {
            this.threwIn ??= name;
            throw error;
        }
    }
    /** Runs one action stage, timing it; a throw marks the stage ERROR and names it as failed. */
    async stage(name, work) {
        const start = this.clock.now();
        this.current = name;
        const row = (status) => ({
            name,
            source: 'action',
            startSeconds: this.elapsed(start),
            durationSeconds: Math.round((this.elapsed() - this.elapsed(start)) * 10) / 10,
            status,
        });
        try {
            const value = await this.during(name, work);
            this.rows.push(row('SUCCESS'));
            return value;
        }
        catch (error) {
            this.rows.push(row('ERROR'));
            throw error;
        }
        finally {
            this.current = undefined;
        }
    }
    /**
     * The result: what the run learned, and how it ended as the step that decided it says: the
     * stage that failed (else the step that threw, else the stage the run was in) and why, for any
     * outcome but success. A list the run never learned is left out.
     */
    result(outcome, summary, ended = {}) {
        const failedStage = ended.failedStage ?? this.threwIn ?? (ended.fault ? (this.current ?? this.operation) : undefined);
        const { failure, openPreviews, skippedPaths, lives, workingHours, data, resetLabel, carry, baseline } = ended;
        const serviceUrls = ended.serviceUrls ?? [];
        const services = ended.services ?? [];
        const unchangedSince = ended.unchangedSince ?? [];
        return {
            operation: this.operation,
            outcome,
            state: ended.state ?? '',
            environmentId: ended.environmentId ?? '',
            environmentName: ended.environmentName ?? '',
            created: ended.created ?? false,
            deploymentRequestId: ended.deploymentRequestId ?? '',
            url: ended.url ?? '',
            links: [...(ended.links ?? [])],
            ...(serviceUrls.length > 0 ? { serviceUrls: serviceUrls.map((service) => ({ ...service })) } : {}),
            commit: ended.commit || this.commit,
            durationSeconds: this.elapsed(),
            stages: [...this.rows].sort((a, b) => a.startSeconds - b.startSeconds),
            ...(failedStage !== undefined && outcome !== 'success' ? { failedStage } : {}),
            summary,
            ...(failure !== undefined && outcome !== 'success' ? { failure } : {}),
            plan: [...(ended.plan ?? [])],
            secretNames: [...(ended.secretNames ?? [])],
            ...(services.length > 0 ? { services: services.map((service) => ({ ...service })) } : {}),
            ...(unchangedSince.length > 0 ? { unchangedSince: [...unchangedSince] } : {}),
            ...(this.operation === 'sweep' ? { swept: [...(ended.swept ?? [])] } : {}),
            ...(lives ? { lives } : {}),
            ...(openPreviews ? { openPreviews: openPreviews.map((open) => ({ ...open })) } : {}),
            ...(skippedPaths ? { skippedPaths: [...skippedPaths] } : {}),
            ...(workingHours ? { workingHours } : {}),
            ...(data ? { data } : {}),
            ...(resetLabel ? { resetLabel } : {}),
            ...(carry ? { carry } : {}),
            ...(baseline ? { baseline } : {}),
        };
    }
}


/***/ })

};
