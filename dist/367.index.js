export const id = 367;
export const ids = [367,612];
export const modules = {

/***/ 2367:
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
// EXTERNAL MODULE: ./src/basics/redaction.ts + 1 modules
var redaction = __webpack_require__(888);
// EXTERNAL MODULE: ./src/action/runner.ts
var runner = __webpack_require__(5242);
;// CONCATENATED MODULE: ./src/action/log.ts

const log = {
    info: (line) => runner/* info */.pq(line),
    notice: (line) => runner/* notice */.lm(line),
    warning: (line) => runner/* warning */.$e(line),
    startGroup: (title) => runner/* startGroup */.Oh(title),
    endGroup: () => runner/* endGroup */.N4(),
};
/** The plan of a dry run, the stages' times and, for each failing service, why it failed in its own words. */
function printResult(result) {
    if (result.plan.length > 0) {
        runner/* startGroup */.Oh('Plan (dry run)');
        for (const line of result.plan)
            runner/* info */.pq(`- ${line}`);
        runner/* endGroup */.N4();
    }
    for (const stage of result.stages) {
        const seconds = stage.durationSeconds !== null ? `${stage.durationSeconds.toFixed(1)}s` : stage.status === 'RUNNING' ? 'running' : 'unknown';
        const name = stage.service === undefined ? stage.name : `  ${stage.service}`;
        const parts = stage.service === undefined ? [] : [`build ${secondsText(stage.buildSeconds)}`, `deploy ${secondsText(stage.deploySeconds)}`];
        runner/* info */.pq(`  ${name.padEnd(24)} ${seconds.padStart(8)}  ${[stage.status, ...parts].join('  ')}`);
    }
    for (const service of result.failure?.services ?? []) {
        runner/* startGroup */.Oh(`Why ${service.name} (${service.kind.toLowerCase()}) ended ${service.state}`);
        const error = service.error;
        runner/* infoVerbatim */.Bz([
            ...(error?.message ? [`Error${error.tag ? ` (${error.tag})` : ''}: ${error.message}`] : []),
            ...(error?.hint ? [`Hint: ${error.hint}`] : []),
            ...(error?.link ? [`More: ${error.link}`] : []),
            ...service.lines.map((line) => `  ${line}`),
        ]);
        runner/* endGroup */.N4();
    }
    runner/* info */.pq(`${result.outcome}: ${result.summary}`);
}
function secondsText(seconds) {
    return seconds === null || seconds === undefined ? '–' : `${seconds.toFixed(1)}s`;
}

;// CONCATENATED MODULE: ./src/action/refused-run.ts
/**
 * A run that ends before its operation (a bad input, a skip decided from the event, a fork's head
 * nobody approved): its outcome and job summary (inputs.ts), and, when the workflow asked for a
 * check and the inputs it needs are good, that check completed at once: neutral for a skip,
 * failing with the reason otherwise. A required check is never left waiting on a run that
 * stopped early.
 */







/** A refused run spends this long at most on its check. */
const CHECK_BEFORE_START_MS = 30_000;
async function refuseRun(raw, event, error, masks) {
    await (0,inputs/* endBeforeStart */.dp)(error, masks);
    await completeCheck(raw, event, error, masks);
}
async function completeCheck(raw, event, error, masks) {
    if (!event)
        return;
    let check;
    let githubToken;
    try {
        check = (0,src_config/* parseInput */.CU)('check', raw.check);
        githubToken = (0,src_config/* parseInput */.CU)('github-token', raw['github-token']);
    }
    catch {
        return;
    }
    if (!check || !githubToken)
        return;
    const endBy = clock/* systemClock */.ml.now() + CHECK_BEFORE_START_MS;
    const limits = { endBy: () => endBy };
    const { createReporter } = await Promise.all(/* import() */[__webpack_require__.e(239), __webpack_require__.e(712)]).then(__webpack_require__.bind(__webpack_require__, 8712));
    const reporter = createReporter({ comment: 'off', githubToken, githubDeployment: false, consoleUrl: '', check }, log, event, async () => { }, limits);
    await reporter
        .endCheckBeforeStart(error instanceof src_config/* SkippedRun */.kr, (0,redaction/* hiderOf */.S2)(masks)((0,error_message/* errorMessage */.g)(error)))
        .catch((caught) => runner/* warning */.$e(`Could not write the check run: ${(0,error_message/* errorMessage */.g)(caught)}`));
}

;// CONCATENATED MODULE: ./src/action/answer-command.ts
/** The runner's side of a `/preview` command: who may give it, and the run it starts. */






/**
 * A `/preview` command, before any platform request: obeyed only from someone with write access
 * (anyone else gets one reply, and the run is skipped), then run on the pull request as GitHub
 * has it now. undefined when the run ends here, its outcome set.
 */
async function answerCommand(raw, secrets, masks, event, config, limits) {
    const { CommandThread } = await Promise.all(/* import() */[__webpack_require__.e(239), __webpack_require__.e(712)]).then(__webpack_require__.bind(__webpack_require__, 8712));
    let thread;
    try {
        thread = new CommandThread(event, config.githubToken, log, limits);
        if (!(await thread.authorize())) {
            await thread.refuse();
            runner/* notice */.lm(`${inputs/* ACTION */.hr}: ${thread.author} has no write access to this repository: the command is not obeyed, nothing deployed`);
            runner/* setOutput */.uH('outcome', 'skipped');
            return undefined;
        }
    }
    catch (error) {
        await (0,inputs/* failBeforeStart */.Ug)((0,error_message/* errorMessage */.g)(error), masks);
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
        await refuseRun(raw, read, error, masks);
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
    const { pullRequestOfRun } = await Promise.all(/* import() */[__webpack_require__.e(239), __webpack_require__.e(712)]).then(__webpack_require__.bind(__webpack_require__, 8712));
    const pullRequest = await pullRequestOfRun(event, config.githubToken, log, limits);
    if (!pullRequest) {
        throw new src_config/* SkippedRun */.kr(`no open pull request has ${run.headSha.slice(0, 7)} of ${run.headRepository}:${run.headBranch} at its head: skipped, nothing deployed`);
    }
    log.info(`The workflow run's commit ${run.headSha.slice(0, 7)} is the head of pull request #${pullRequest.number}`);
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
    const { ForkApprovals } = await Promise.all(/* import() */[__webpack_require__.e(239), __webpack_require__.e(712)]).then(__webpack_require__.bind(__webpack_require__, 8712));
    const approvals = new ForkApprovals(event, config.githubToken, log, limits);
    const { pullRequest, decision, comments } = await approvals.decide(number, event, config.previewLabel);
    if ('refused' in decision) {
        await approvals.replyAwaiting(number, pullRequest.headSha, decision.stale, comments, event.comment?.id);
        throw new src_config/* SkippedRun */.kr(`pull request #${number} comes from a fork and ${decision.refused}: skipped, nothing deployed`);
    }
    const { approved } = decision;
    log.info(`Commit ${approved.sha.slice(0, 7)}, the head of pull request #${number}, was approved by ${approved.approver} (${approved.via})`);
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
            loading ??= Promise.all(/* import() */[__webpack_require__.e(239), __webpack_require__.e(712)]).then(__webpack_require__.bind(__webpack_require__, 8712)).then((report) => report.createCommitComparer(event, githubToken, log, limits));
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
            loading ??= Promise.all(/* import() */[__webpack_require__.e(239), __webpack_require__.e(712)]).then(__webpack_require__.bind(__webpack_require__, 8712)).then((report) => report.createPullRequestReader(event, config.githubToken, log, config.operation === 'preview', limits));
            const reader = await loading;
            if (!reader)
                throw new Error('the run has no GitHub repository');
            return reader.read(number);
        },
    };
}

// EXTERNAL MODULE: ./src/run/result.ts
var run_result = __webpack_require__(4612);
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
        runner/* saveState */.LZ('report-finished', 'true');
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

// EXTERNAL MODULE: ./src/report/final-report.ts
var final_report = __webpack_require__(3165);
;// CONCATENATED MODULE: ./src/action/reporter-loader.ts
/**
 * The run's reporter (the comment, the job summary, the GitHub Deployment, the check), loaded the
 * first time it is asked for: the reporting code and Octokit are not parsed before then. With a
 * `check`, it is asked for at once: the check is on the pull request from the first moment, so a
 * branch rule waiting for it sees the run start.
 */




/** What main saves for the post step as the report goes: it finishes what main could not. */
const saveProgress = (postState) => runner/* saveState */.LZ('report', (0,final_report/* savedState */.f)(postState));
function reporterLoader(config, event, limits, 
/** The login the token's comments are written under, read when a comment is written. */
commentAuthor) {
    let loading;
    const load = () => (loading ??= (async () => (await Promise.all(/* import() */[__webpack_require__.e(239), __webpack_require__.e(712)]).then(__webpack_require__.bind(__webpack_require__, 8712))).createReporter({
        comment: config.comment,
        githubToken: config.githubToken,
        githubDeployment: config.githubDeployment,
        deploymentsToken: config.deploymentsToken,
        check: config.check,
        consoleUrl: config.consoleUrl,
        get commentAuthor() {
            return commentAuthor();
        },
    }, log, event, (await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 9004))).writeJobSummary, limits))());
    if (config.check) {
        load()
            .then((reporter) => reporter.openCheck({ operation: config.operation, commit: config.commit }, saveProgress))
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
    const { raw, secrets, masks } = (0,inputs/* readMaskedInputs */.zz)();
    let event;
    let config;
    // The event as read, for the check of a run its inputs end.
    let read;
    try {
        event = read = (0,event_file/* readRunnerEvent */.N)((line) => runner/* info */.pq(line));
        config = (0,src_config/* parseInputs */.TL)(raw, event, secrets);
    }
    catch (error) {
        await refuseRun(raw, read, error, masks);
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
        await refuseRun(raw, gate.event, error, masks);
        await command?.finished(false);
        return;
    }
    // The login the token's comments are written under: given, or learned when earlier runs' states are read.
    let commentAuthor = config.commentAuthor;
    // Read when a comment is written: by then the earlier runs' states may have named the login.
    const loadReporter = reporterLoader(config, event, githubLimits, () => commentAuthor);
    const { runOperation, skippedWithoutSecrets, PlatformClient, USER_AGENT, runReported, whereLeft } = await __webpack_require__.e(/* import() */ 537).then(__webpack_require__.bind(__webpack_require__, 7537));
    const { result, report } = await runReported({
        operate: async (announce) => {
            const withheld = (0,inputs/* withheldSecrets */.HG)(config, event);
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
                ? lazyPullRequestReader(config, event, log, { endBy: () => budget.deadline, maxWaitMs: Number.POSITIVE_INFINITY })
                : undefined;
            const repository = (0,event_file/* repositoryUrl */.E)(event);
            const commits = config.operation === 'preview' && config.affectedOnly && config.githubToken !== '' && repository !== ''
                ? lazyCommitComparer(event, config.githubToken, repository, log, { endBy: () => budget.deadline })
                : undefined;
            const where = whereLeft(config, event.action);
            const earlier = where
                ? await (await Promise.all(/* import() */[__webpack_require__.e(239), __webpack_require__.e(712)]).then(__webpack_require__.bind(__webpack_require__, 8712))).readEarlierRuns(event, config, where, log, { endBy: () => budget.deadline })
                : { states: [], login: '' };
            commentAuthor ||= earlier.login;
            return runOperation({
                client,
                config,
                carry: earlier.states,
                clock: clock/* systemClock */.ml,
                deadline: budget.deadline,
                log: log,
                announce,
                masks,
                ...(pullRequests ? { pullRequests } : {}),
                ...(commits ? { commits } : {}),
            });
        },
        loadReporter,
        start: { operation: config.operation, commit: config.commit, ...(config.forkApproval ? { approval: config.forkApproval } : {}) },
        saveProgress: saveProgress,
        warning: (line) => runner/* warning */.$e(line),
        settled: printResult,
    });
    // The verdict is the platform's: the outputs and the exit code are set before any final GitHub write is awaited.
    setOutputs(result);
    if (failedOutcome(result))
        runner/* setFailed */.C1(`${inputs/* ACTION */.hr}: ${result.summary}`);
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


/***/ }),

/***/ 4612:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Wn: () => (/* binding */ urlsOf),
/* harmony export */   XX: () => (/* binding */ promotedServices),
/* harmony export */   d3: () => (/* binding */ RunRecord),
/* harmony export */   n4: () => (/* binding */ preferredLinks),
/* harmony export */   rt: () => (/* binding */ rolledBackTo),
/* harmony export */   yJ: () => (/* binding */ SWEEP_REASON_TEXT)
/* harmony export */ });
/** The default link first, then the others in the platform's order. */
function preferredLinks(links) {
    return [...links]
        .sort((a, b) => Number(b.is_default) - Number(a.is_default))
        .map((link) => ({ url: link.url, isDefault: link.is_default === true, ...(link.service_id ? { serviceId: link.service_id } : {}) }));
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
/**
 * The record of one run while it happens: the stages measured so far and what is known of the
 * environment, so that a run which fails half-way still reports where it was and what it made.
 */
class RunRecord {
    operation;
    stages = [];
    plan = [];
    environmentId = '';
    environmentName = '';
    created = false;
    deploymentRequestId = '';
    state = '';
    commit = '';
    secretNames = [];
    services = [];
    unchangedSince = [];
    swept = [];
    openPreviews;
    workingHours;
    /** Sealed by the operation (carried.ts). */
    carry;
    url = '';
    links = [];
    serviceUrls = [];
    clock;
    startedAt;
    current;
    /** The first step that threw, when the run was in one (`stage`, `during`). */
    threwIn;
    constructor(operation, clock) {
        this.operation = operation;
        this.clock = clock;
        this.startedAt = clock.now();
    }
    /** Seconds since the run began. */
    elapsed(at = this.clock.now()) {
        return Math.round((at - this.startedAt) / 100) / 10;
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
        try {
            const value = await this.during(name, work);
            this.stages.push({
                name,
                source: 'action',
                startSeconds: this.elapsed(start),
                durationSeconds: Math.round((this.elapsed() - this.elapsed(start)) * 10) / 10,
                status: 'SUCCESS',
            });
            return value;
        }
        catch (error) {
            this.stages.push({
                name,
                source: 'action',
                startSeconds: this.elapsed(start),
                durationSeconds: Math.round((this.elapsed() - this.elapsed(start)) * 10) / 10,
                status: 'ERROR',
            });
            throw error;
        }
        finally {
            this.current = undefined;
        }
    }
    /**
     * The result, with how the run ended as the step that decided it says: the stage that failed
     * (else the step that threw, else the stage the run was in) and why, for any outcome but success.
     */
    result(outcome, summary, ended = {}) {
        const failedStage = ended.failedStage ?? this.threwIn ?? (ended.fault ? (this.current ?? this.operation) : undefined);
        const failure = ended.failure;
        return {
            operation: this.operation,
            outcome,
            state: this.state,
            environmentId: this.environmentId,
            environmentName: this.environmentName,
            created: this.created,
            deploymentRequestId: this.deploymentRequestId,
            url: this.url,
            links: this.links,
            ...(this.serviceUrls.length > 0 ? { serviceUrls: this.serviceUrls.map((service) => ({ ...service })) } : {}),
            commit: this.commit,
            durationSeconds: this.elapsed(),
            stages: [...this.stages].sort((a, b) => a.startSeconds - b.startSeconds),
            ...(failedStage !== undefined && outcome !== 'success' ? { failedStage } : {}),
            summary,
            ...(failure !== undefined && outcome !== 'success' ? { failure } : {}),
            plan: [...this.plan],
            secretNames: [...this.secretNames],
            ...(this.services.length > 0 ? { services: this.services.map((service) => ({ ...service })) } : {}),
            ...(this.unchangedSince.length > 0 ? { unchangedSince: [...this.unchangedSince] } : {}),
            ...(this.operation === 'sweep' ? { swept: [...this.swept] } : {}),
            ...(this.openPreviews ? { openPreviews: this.openPreviews.map((open) => ({ ...open })) } : {}),
            ...(this.workingHours ? { workingHours: this.workingHours } : {}),
            ...(this.carry ? { carry: this.carry } : {}),
        };
    }
}


/***/ })

};
