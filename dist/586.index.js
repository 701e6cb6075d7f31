export const id = 586;
export const ids = [586,612];
export const modules = {

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
