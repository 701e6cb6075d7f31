export const id = 462;
export const ids = [462,586];
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


/***/ }),

/***/ 2462:
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

// EXTERNAL MODULE: ./src/basics/error-message.ts
var error_message = __webpack_require__(5571);
// EXTERNAL MODULE: ./src/config/index.ts + 3 modules
var src_config = __webpack_require__(4132);
// EXTERNAL MODULE: ./src/action/event-file.ts
var event_file = __webpack_require__(8537);
// EXTERNAL MODULE: ./src/action/inputs.ts
var inputs = __webpack_require__(1729);
// EXTERNAL MODULE: ./src/action/refused-run.ts
var refused_run = __webpack_require__(2586);
// EXTERNAL MODULE: ./src/action/log.ts
var log = __webpack_require__(8592);
// EXTERNAL MODULE: ./src/action/runner.ts
var runner = __webpack_require__(5242);
;// CONCATENATED MODULE: ./src/action/answer-command.ts
/** The runner's side of a `/preview` command: who may give it, and the run it starts. */






/**
 * A `/preview` command, before any platform request: obeyed only from someone with write access
 * (anyone else gets one reply, and the run is skipped), then run on the pull request as GitHub
 * has it now. undefined when the run ends here, its outcome set.
 */
async function answerCommand(raw, secrets, masks, event, config, limits) {
    const { CommandThread } = await Promise.all(/* import() */[__webpack_require__.e(239), __webpack_require__.e(42)]).then(__webpack_require__.bind(__webpack_require__, 5661));
    let thread;
    try {
        thread = new CommandThread(event, config.githubToken, log/* log */.R, limits);
        if (!(await thread.authorize())) {
            await thread.refuse();
            runner/* notice */.lm(`${inputs.ACTION}: ${thread.author} has no write access to this repository: the command is not obeyed, nothing deployed`);
            runner/* setOutput */.uH('outcome', 'skipped');
            return undefined;
        }
    }
    catch (error) {
        await (0,inputs.failBeforeStart)((0,error_message/* errorMessage */.g)(error), masks);
        return undefined;
    }
    thread.received();
    // The comment's event names no commit: a check, if any, goes on the head once it is read.
    let read = event;
    try {
        read = { ...event, pullRequest: await thread.pullRequest() };
        return { event: read, config: (0,src_config/* parseInputs */.TL)(raw, read, secrets), command: thread };
    }
    catch (error) {
        await thread.finished(false);
        await (0,refused_run.refuseRun)(raw, read, error, masks);
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/action/fork-gate.ts
/**
 * The runner's side of a fork's preview under `fork-previews: approve`: the pull request a
 * `workflow_run` followed, found through GitHub's API, and the approval of its head
 * (github/fork-approval.ts decides), before any platform request. A head nobody with write
 * access approved deploys nothing: the pull request is told which commit awaits and how to
 * approve it, and the run is skipped.
 */


/** A workflow_run's pull request, read from GitHub; a SkippedRun when no open one has the run's commit at its head. */
async function followRun(raw, secrets, event, config, limits) {
    const run = event.workflowRun;
    if (!run || event.pullRequest || config.operation !== 'preview')
        return { event, config };
    const { pullRequestOfRun } = await Promise.all(/* import() */[__webpack_require__.e(239), __webpack_require__.e(42)]).then(__webpack_require__.bind(__webpack_require__, 5661));
    const pullRequest = await pullRequestOfRun(event, config.githubToken, log/* log */.R, limits);
    if (!pullRequest) {
        throw new src_config/* SkippedRun */.kr(`no open pull request has ${run.headSha.slice(0, 7)} of ${run.headRepository}:${run.headBranch} at its head: skipped, nothing deployed`);
    }
    log/* log */.R.info(`The workflow run's commit ${run.headSha.slice(0, 7)} is the head of pull request #${pullRequest.number}`);
    const read = { ...event, pullRequest };
    return { event: read, config: (0,src_config/* parseInputs */.TL)(raw, read, secrets) };
}
/**
 * A fork's preview, deployed only at a head a writer approved: the config of that commit, its
 * approval named. A head nobody approved is a SkippedRun, once the pull request was told how to
 * approve it; a read GitHub did not give fails the run.
 */
async function approvedFork(raw, secrets, event, config, limits) {
    const number = config.pullRequest?.number ?? 0;
    if (!config.forkRun || config.operation !== 'preview' || config.apiToken === '' || number === 0)
        return { event, config };
    const { ForkApprovals } = await Promise.all(/* import() */[__webpack_require__.e(239), __webpack_require__.e(42)]).then(__webpack_require__.bind(__webpack_require__, 5661));
    const approvals = new ForkApprovals(event, config.githubToken, log/* log */.R, limits);
    const { pullRequest, decision, comments } = await approvals.decide(number, event, config.previewLabel);
    if ('refused' in decision) {
        await approvals.replyAwaiting(number, pullRequest.headSha, { stale: decision.stale, abbreviated: decision.abbreviated }, comments, event.comment?.id);
        throw new src_config/* SkippedRun */.kr(`pull request #${number} comes from a fork and ${decision.refused}: skipped, nothing deployed`);
    }
    const { approved } = decision;
    log/* log */.R.info(`Commit ${approved.sha.slice(0, 7)}, the head of pull request #${number}, was approved by ${approved.approver} (${approved.via})`);
    const read = { ...event, pullRequest };
    // The commit deployed is the approved head, whatever `commit` says: an approval names one commit.
    const parsed = (0,src_config/* parseInputs */.TL)({ ...raw, commit: '' }, read, secrets);
    return { event: read, config: Object.freeze({ ...parsed, forkApproval: approved }) };
}

;// CONCATENATED MODULE: ./src/action/github-readers.ts
/** Octokit is loaded at the first compare, like the pull request reads. */
function lazyCommitComparer(event, githubToken, repository, log, limits) {
    let loading;
    return {
        repository,
        async compare(base, head) {
            loading ??= Promise.all(/* import() */[__webpack_require__.e(239), __webpack_require__.e(42)]).then(__webpack_require__.bind(__webpack_require__, 5661)).then((report) => report.createCommitComparer(event, githubToken, log, limits));
            const comparer = await loading;
            if (!comparer)
                throw new Error('the run has no GitHub repository');
            return comparer.compare(base, head);
        },
    };
}
/** Octokit is loaded at the first read, not before the first platform request. */
function lazyPullRequestReader(config, event, log, limits) {
    let loading;
    return {
        async read(number) {
            loading ??= Promise.all(/* import() */[__webpack_require__.e(239), __webpack_require__.e(42)]).then(__webpack_require__.bind(__webpack_require__, 5661)).then((report) => report.createPullRequestReader(event, config.githubToken, log, config.operation === 'preview', limits));
            const reader = await loading;
            if (!reader)
                throw new Error('the run has no GitHub repository');
            return reader.read(number);
        },
    };
}

// EXTERNAL MODULE: ./src/run/result.ts
var run_result = __webpack_require__(4612);
// EXTERNAL MODULE: ./src/action/post-step-state.ts + 1 modules
var post_step_state = __webpack_require__(4385);
;// CONCATENATED MODULE: ./src/action/outputs.ts



const FAILED_OUTCOMES = new Set(['failure', 'timed_out', 'cancelled']);
/** Whether the step fails on this result: `skipped` and `planned` succeed. */
function failedOutcome(result) {
    return FAILED_OUTCOMES.has(result.outcome);
}
function setOutputs(result) {
    runner/* setOutput */.uH('outcome', result.outcome);
    runner/* setOutput */.uH('state', result.state);
    runner/* setOutput */.uH('environment-id', result.environmentId);
    runner/* setOutput */.uH('environment-name', result.environmentName);
    runner/* setOutput */.uH('created', String(result.created));
    runner/* setOutput */.uH('deployment-request-id', result.deploymentRequestId);
    runner/* setOutput */.uH('url', result.url);
    runner/* setOutput */.uH('urls', JSON.stringify((0,run_result/* urlsOf */.Wn)(result)));
    runner/* setOutput */.uH('rolled-back-to', JSON.stringify((0,run_result/* rolledBackTo */.rt)(result)));
    runner/* setOutput */.uH('promoted', JSON.stringify((0,run_result/* promotedServices */.XX)(result)));
    runner/* setOutput */.uH('duration-seconds', String(Math.round(result.durationSeconds)));
    runner/* setOutput */.uH('metrics', JSON.stringify(result.stages.map(metricOf)));
    runner/* setOutput */.uH('failure-reason', failureReasonOf(result));
    const services = result.services ?? [];
    const listed = (wanted) => JSON.stringify(services.filter(wanted).map(({ kind, name, version }) => ({ kind, name, version })));
    runner/* setOutput */.uH('deployed-services', listed((service) => service.affected !== 'unchanged'));
    runner/* setOutput */.uH('skipped-services', listed((service) => service.affected === 'unchanged'));
    if (result.swept) {
        runner/* setOutput */.uH('swept', JSON.stringify(result.swept.map((entry) => ({
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
    runner/* setOutput */.uH('comment-url', written?.commentUrl ?? '');
    // Anything the report could not write is left in the saved state for the post step.
    if (written?.complete)
        (0,post_step_state/* saveReportFinished */.sV)();
    if (written === undefined) {
        reportStop.abort();
        runner/* warning */.$e('GitHub did not take the report (comment, GitHub Deployment, job summary) in the minute it is given: the post step writes what is missing. The deploy itself is not affected.');
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

// EXTERNAL MODULE: ./src/report/run-check.ts + 1 modules
var run_check = __webpack_require__(5509);
;// CONCATENATED MODULE: ./src/action/reporter-loader.ts
/**
 * The run's reporter (the comment, the job summary, the GitHub Deployment, the check), loaded the
 * first time it is asked for: the reporting code and Octokit are not parsed before then. With a
 * `check` and an operation that deploys, it is asked for at once: the check is on the pull request
 * from the first moment, so a branch rule waiting for it sees the run start.
 */





function reporterLoader(config, event, limits, 
/** The login the token's comments are written under, read when a comment is written. */
commentAuthor) {
    let loading;
    const load = () => (loading ??= (async () => (await Promise.all(/* import() */[__webpack_require__.e(239), __webpack_require__.e(42)]).then(__webpack_require__.bind(__webpack_require__, 5661))).createReporter({
        comment: config.comment,
        githubToken: config.githubToken,
        githubDeployment: config.githubDeployment,
        deploymentsToken: config.deploymentsToken,
        check: config.check,
        consoleUrl: config.consoleUrl,
        get commentAuthor() {
            return commentAuthor();
        },
    }, log/* log */.R, event, (await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 9004))).writeJobSummary, limits))());
    // A run that deploys nothing at the commit (a stop, a cleanup) opens no check: one an earlier run completed there stays.
    if (config.check && (0,run_check/* deploysAtHead */.G_)(config.operation)) {
        load()
            .then((reporter) => reporter.openCheck({ operation: config.operation, commit: config.commit }, post_step_state/* saveProgress */.FB))
            .catch((error) => runner/* warning */.$e(`Could not start the check run: ${(0,error_message/* errorMessage */.g)(error)}`));
    }
    return load;
}

;// CONCATENATED MODULE: ./src/main.ts
/**
 * The action's main step, glue: the inputs (read and masked at the runner boundary, action/)
 * become a config, the config an operation, its result the outputs and the report. Until the
 * inputs are valid only they are loaded; the platform client and the operations come next, and
 * the reporting code (Octokit) only when a report is written.
 */
















async function run() {
    const startedAt = clock/* systemClock */.ml.now();
    runner/* saveState */.LZ('isPost', 'true');
    const { raw, secrets, masks } = (0,inputs.readMaskedInputs)();
    let event;
    let config;
    // The event as read, for the check of a run its inputs end.
    let read;
    try {
        event = read = (0,event_file.readRunnerEvent)((line) => runner/* info */.pq(line));
        config = (0,src_config/* parseInputs */.TL)(raw, event, secrets);
    }
    catch (error) {
        await (0,refused_run.refuseRun)(raw, read, error, masks);
        return;
    }
    const budget = runBudget(startedAt, config.timeoutMinutes);
    // Until the result is known the report's writes (its start) may take the step's whole time; then a minute at most.
    let reportEnd = budget.end;
    const reportStop = new AbortController();
    const githubLimits = { endBy: () => reportEnd, signal: reportStop.signal };
    let command;
    if (config.command) {
        const answered = await answerCommand(raw, secrets, masks, event, config, githubLimits);
        if (!answered)
            return;
        ({ event, config, command } = answered);
    }
    let gate = { event, config };
    try {
        gate = await followRun(raw, secrets, event, config, githubLimits);
        ({ event, config } = await approvedFork(raw, secrets, gate.event, gate.config, githubLimits));
    }
    catch (error) {
        // The check, if any, goes on the head as the gate read it.
        await (0,refused_run.refuseRun)(raw, gate.event, error, masks);
        await command?.finished(false);
        return;
    }
    // The login the token's comments are written under: given, or learned when earlier runs' states are read.
    let commentAuthor = config.commentAuthor;
    // Read when a comment is written: by then the earlier runs' states may have named the login.
    const loadReporter = reporterLoader(config, event, githubLimits, () => commentAuthor);
    const { runOperation, skippedWithoutSecrets, PlatformClient, USER_AGENT, runReported, whereLeft } = await __webpack_require__.e(/* import() */ 67).then(__webpack_require__.bind(__webpack_require__, 4067));
    const { result, report } = await runReported({
        operate: async (announce) => {
            const withheld = (0,inputs.withheldSecrets)(config, event);
            if (withheld)
                return skippedWithoutSecrets({ config, clock: clock/* systemClock */.ml }, withheld);
            const client = new PlatformClient({
                baseUrl: config.apiUrl,
                token: config.apiToken,
                userAgent: USER_AGENT,
                deadline: budget.deadline,
                stopAt: budget.platformStopAt,
                masks,
            });
            // sweep reads every preview's pull request; a preview reads its own, quickly, before it pins and triggers.
            const reads = (config.operation === 'sweep' || config.operation === 'preview') && config.githubToken !== '';
            const pullRequests = reads
                ? lazyPullRequestReader(config, event, log/* log */.R, { endBy: () => budget.deadline, maxWaitMs: Number.POSITIVE_INFINITY })
                : undefined;
            const repository = (0,event_file.repositoryUrl)(event);
            const commits = config.operation === 'preview' && config.affectedOnly && config.githubToken !== '' && repository !== ''
                ? lazyCommitComparer(event, config.githubToken, repository, log/* log */.R, { endBy: () => budget.deadline })
                : undefined;
            const where = whereLeft(config, event.action);
            const earlier = where
                ? await (await Promise.all(/* import() */[__webpack_require__.e(239), __webpack_require__.e(42)]).then(__webpack_require__.bind(__webpack_require__, 5661))).readEarlierRuns(event, config, where, log/* log */.R, { endBy: () => budget.deadline })
                : { states: [], login: '' };
            commentAuthor ||= earlier.login;
            return runOperation({
                client,
                config,
                carry: earlier.states,
                clock: clock/* systemClock */.ml,
                deadline: budget.deadline,
                log: log/* log */.R,
                announce,
                masks,
                ...(pullRequests ? { pullRequests } : {}),
                ...(commits ? { commits } : {}),
            });
        },
        loadReporter,
        start: { operation: config.operation, commit: config.commit, ...(config.forkApproval ? { approval: config.forkApproval } : {}) },
        saveProgress: post_step_state/* saveProgress */.FB,
        warning: (line) => runner/* warning */.$e(line),
        settled: log/* printResult */.i,
    });
    // The verdict is the platform's: the outputs and the exit code are set before any final GitHub write is awaited.
    setOutputs(result);
    if (failedOutcome(result))
        runner/* setFailed */.C1(`${inputs.ACTION}: ${result.summary}`);
    reportEnd = reportEndFrom(budget, clock/* systemClock */.ml.now());
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
    const written = await settledBy(finished, reportEnd);
    endWithReport(written, reportStop);
}


/***/ })

};
