export const id = 251;
export const ids = [251];
export const modules = {

/***/ 2251:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/error-message.ts
var error_message = __webpack_require__(6587);
// EXTERNAL MODULE: ./src/inputs/event.ts
var inputs_event = __webpack_require__(8121);
// EXTERNAL MODULE: ./src/inputs/index.ts + 2 modules
var inputs = __webpack_require__(5487);
// EXTERNAL MODULE: ./src/runner.ts + 1 modules
var runner = __webpack_require__(8186);
;// CONCATENATED MODULE: ./src/report/final-report.ts
const CONCERNS = ['comment', 'deployment'];
/** The final report as main saved it, or undefined when there is none (or it is unreadable). */
function readFinalReport(value) {
    if (!value || typeof value !== 'object')
        return undefined;
    const final = value;
    const result = final.result;
    if (!result || typeof result.operation !== 'string' || typeof result.outcome !== 'string' || !Array.isArray(result.stages))
        return undefined;
    if (typeof final.settledAt !== 'string' || !Array.isArray(final.pending))
        return undefined;
    return {
        result: result,
        organizationId: typeof final.organizationId === 'string' ? final.organizationId : '',
        projectId: typeof final.projectId === 'string' ? final.projectId : '',
        settledAt: final.settledAt,
        pending: CONCERNS.filter((concern) => final.pending?.includes(concern)),
    };
}

;// CONCATENATED MODULE: ./src/post.ts
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
        const final = readFinalReport(value.final);
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
function readSettings() {
    return {
        comment: (0,inputs/* parseInput */.CU)('comment', runner/* getInput */.V4('comment')),
        githubToken: (0,inputs/* parseInput */.CU)('github-token', runner/* getInput */.V4('github-token')),
        githubDeployment: (0,inputs/* parseInput */.CU)('github-deployment', runner/* getInput */.V4('github-deployment')),
        consoleUrl: (0,inputs/* parseInput */.CU)('console-url', runner/* getInput */.V4('console-url')),
        commentAuthor: (0,inputs/* parseInput */.CU)('comment-author', runner/* getInput */.V4('comment-author')),
    };
}
async function runPost() {
    const startedAt = Date.now();
    const saved = runner/* getState */.Gu('report');
    if (!saved || runner/* getState */.Gu('report-finished') === 'true')
        return;
    const state = readPostState(saved);
    if (!state) {
        runner/* warning */.$e('platform-deploy post step: the saved report state is unreadable; nothing to mark as cancelled');
        return;
    }
    // The same masks as main's: this step prints and writes what main saved, and GitHub's errors.
    for (const mask of (0,inputs/* rawSensitiveValues */.r7)(Object.fromEntries(inputs/* INPUT_NAMES */.Qh.map((name) => [name, runner/* getInput */.V4(name)]))))
        runner/* setSecret */.Pq(mask);
    const settings = readSettings();
    const final = state.final;
    runner/* info */.pq(final
        ? `The main step did not finish its report: writing what is missing (${final.pending.join(', ')}) for ${state.environmentName}`
        : `The main step did not finish its report: marking ${state.environmentName} as cancelled`);
    try {
        const event = (0,inputs_event/* readRunnerEvent */.No)((line) => runner/* info */.pq(line));
        const { createGitHubReporter } = await Promise.all(/* import() */[__webpack_require__.e(779), __webpack_require__.e(291), __webpack_require__.e(191), __webpack_require__.e(815)]).then(__webpack_require__.bind(__webpack_require__, 7191));
        const log = { info: (line) => runner/* info */.pq(line), warning: (line) => runner/* warning */.$e(line) };
        const reporter = () => createGitHubReporter(settings, log, event, { endBy: () => startedAt + POST_MS });
        if (!final) {
            await reporter().cancel(state);
            return;
        }
        // Each pass starts with a GitHub that has not failed yet: one that failed a pass may answer the next.
        let complete = false;
        for (let pass = 0; pass < POST_PASSES && !complete && Date.now() < startedAt + POST_MS; pass++) {
            complete = await reporter().resume({ ...state, final });
        }
        runner/* info */.pq(complete ? 'The report is complete' : `Still not written: ${final.pending.join(', ')}`);
    }
    catch (error) {
        runner/* warning */.$e(`platform-deploy post step: ${(0,error_message/* errorMessage */.g)(error)}`);
    }
}
/** The post step as the runner (through index.ts) and `@github/local-action` call it: it only ever warns. */
async function run() {
    await runPost().catch((error) => runner/* warning */.$e(`platform-deploy post step: ${(0,error_message/* errorMessage */.g)(error)}`));
}


/***/ })

};
