export const id = 708;
export const ids = [708,31];
export const modules = {

/***/ 8708:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  OperationError: () => (/* reexport */ OperationError),
  runOperation: () => (/* binding */ runOperation),
  skippedForFork: () => (/* binding */ skippedForFork)
});

;// CONCATENATED MODULE: ./src/operations/context.ts
/** A refusal or impossibility found by the action itself (not an API fault): one line for the user. */
class OperationError extends Error {
    constructor(message) {
        super(message);
        this.name = 'OperationError';
    }
}

// EXTERNAL MODULE: ./src/platform/errors.ts
var errors = __webpack_require__(6316);
;// CONCATENATED MODULE: ./src/operations/faults.ts
/**
 * A busy environment (409 "operation in progress") is waited out rather than failed.
 */

const BUSY_FIRST_DELAY_MS = 2_000;
const BUSY_MAX_DELAY_MS = 15_000;
/** Capped, jittered exponential delay before the next try at a busy environment. */
function busyDelay(attempt, random) {
    return Math.min(BUSY_MAX_DELAY_MS, BUSY_FIRST_DELAY_MS * 2 ** attempt) * (0.75 + random() * 0.5);
}
/** Repeats `action` while the platform answers 409 "operation in progress", until `deadline`. */
async function retryWhileBusy(ctx, deadline, what, action) {
    const { clock, log } = ctx;
    for (let attempt = 0;; attempt++) {
        try {
            return await action();
        }
        catch (error) {
            if (!(0,errors/* isBusy */.A5)(error))
                throw error;
            const delay = busyDelay(attempt, ctx.random ?? Math.random);
            if (clock.now() + delay > deadline)
                throw error;
            log.info(`The environment is busy with another operation; ${what} again in ${(delay / 1000).toFixed(1)}s`);
            await clock.sleep(delay);
        }
    }
}

// EXTERNAL MODULE: ./src/wait/index.ts + 4 modules
var wait = __webpack_require__(9031);
;// CONCATENATED MODULE: ./src/operations/waiting.ts
/** The waiter as every operation uses it: the run's clock, jitter and rate-limit state, and one log line per state change. */

function waitFor(ctx, options) {
    const { client, clock, log } = ctx;
    return (0,wait.waitForDeployment)({
        ...options,
        clock,
        ...(ctx.random ? { random: ctx.random } : {}),
        rateLimit: () => client.rateLimit,
        onStateChange: (state, elapsedMs) => log.info(`${(elapsedMs / 1000).toFixed(1)}s  ${state}`),
    });
}

;// CONCATENATED MODULE: ./src/operations/deletion.ts
/**
 * Deleting a preview and waiting for it to be gone (DELETED, then every request about it
 * answers 404): shared by cleanup and sweep.
 */



/**
 * Requests the deletion; one already gone counts as deleted. Only called for a preview whose
 * pull request is closed: whatever it is still deploying no longer matters, and a deployment
 * that never becomes ready would otherwise block the delete for good, so it is cancelled.
 */
async function requestDeletion(ctx, environment, deadline) {
    const { client, log } = ctx;
    try {
        await client.environments.delete(environment.id);
    }
    catch (error) {
        if ((0,errors/* isNotFound */.c4)(error))
            return;
        if (!(0,errors/* isBusy */.A5)(error))
            throw error;
        log.info(`${environment.name} is busy with a deployment; cancelling it before the delete`);
        await client.environments.cancelDeployment(environment.id, { force_cancel: true });
        await retryWhileBusy(ctx, deadline, 'delete', () => client.environments.delete(environment.id));
    }
    log.info(`Deletion of ${environment.name} requested`);
}
/**
 * Only called once a delete was accepted: then a 403 also means gone, as some of the
 * service's own clients read it (upstream notes).
 */
function goneAnswer(error) {
    return (0,errors/* isNotFound */.c4)(error) || (error instanceof errors/* PlatformApiError */.es && error.status === 403);
}
async function waitUntilDeleted(ctx, environment, timeoutMs) {
    const { client, log } = ctx;
    log.startGroup(`Waiting for ${environment.name} to be deleted`);
    try {
        return await waitFor(ctx, {
            purpose: 'delete',
            poll: async () => {
                try {
                    return (await client.environments.status(environment.id)).state;
                }
                catch (error) {
                    if (goneAnswer(error))
                        return 'DELETED';
                    throw error;
                }
            },
            timeoutMs: Math.max(1, timeoutMs),
        });
    }
    finally {
        log.endGroup();
    }
}

;// CONCATENATED MODULE: ./src/operations/naming.ts
/**
 * The preview environment's name: the `preview-name` template rendered for a pull request and
 * sanitised to what the platform accepts (a DNS label: lower case, letters, digits and dashes,
 * at most 63 characters), always keeping the pull request's number so cleanup can check it.
 */
const MAX_NAME_LENGTH = 63;
function sanitise(value) {
    return value
        .toLowerCase()
        .replace(/[^a-z0-9-]+/g, '-')
        .replace(/-{2,}/g, '-')
        .replace(/^-+|-+$/g, '');
}
function render(template, parts) {
    return sanitise(template
        .replaceAll('{environment}', parts.environment)
        .replaceAll('{branch}', parts.branch)
        .replaceAll('{number}', String(parts.number)));
}
function previewName(template, parts) {
    let environment = sanitise(parts.environment);
    let branch = sanitise(parts.branch);
    let name = render(template, { ...parts, environment, branch });
    // Shorten the longer of the free-text parts until the name fits; the number is never cut.
    while (name.length > MAX_NAME_LENGTH && (environment.length > 1 || branch.length > 1)) {
        if (branch.length >= environment.length && template.includes('{branch}'))
            branch = branch.slice(0, -1);
        else
            environment = environment.slice(0, -1);
        name = render(template, { ...parts, environment, branch });
    }
    return name.slice(0, MAX_NAME_LENGTH).replace(/-+$/, '');
}
/** True when the name carries the number as a whole token (`app-pr-12`, not `app-pr-123`). */
function nameCarriesNumber(name, number) {
    return new RegExp(`(^|[^0-9])${number}([^0-9]|$)`).test(name);
}
function sameName(a, b) {
    return a.toLowerCase() === b.toLowerCase();
}
/**
 * The pull request numbers for which the `preview-name` template could have produced `name`
 * (normally one; more only for templates that run a branch straight into the number). Each
 * candidate is checked by rendering the template again with `previewName`, so a name is only
 * ever matched the way it would have been made. The branch is unknown here: every piece of the
 * name is tried as the (already sanitised, possibly shortened) branch.
 */
function previewNumbers(template, name, environment) {
    const wanted = name.toLowerCase();
    if (wanted.length > MAX_NAME_LENGTH)
        return [];
    const numbers = new Set([...wanted.matchAll(/\d+/g)].map((match) => match[0]).filter((digits) => /^[1-9]\d*$/.test(digits)).map(Number));
    const branches = template.includes('{branch}') ? branchCandidates(wanted) : [''];
    return [...numbers].filter((number) => Number.isSafeInteger(number) &&
        nameCarriesNumber(wanted, number) &&
        branches.some((branch) => previewName(template, { environment, number, branch }) === wanted));
}
/** Every piece of the name that a sanitised branch could be: no dash at either end, or none at all. */
function branchCandidates(name) {
    const pieces = new Set(['']);
    for (let start = 0; start < name.length; start++) {
        if (name[start] === '-')
            continue;
        for (let end = start + 1; end <= name.length; end++) {
            if (name[end - 1] !== '-')
                pieces.add(name.slice(start, end));
        }
    }
    return [...pieces];
}

;// CONCATENATED MODULE: ./src/operations/cleanup.ts



async function cleanup(ctx, record) {
    const { client, config, clock, log } = ctx;
    const pullRequest = config.pullRequest;
    if (!pullRequest)
        throw new OperationError('cleanup needs a pull request');
    const found = await record.stage('find preview', async () => {
        const blueprint = await client.environments.get(config.environmentId);
        const name = previewName(config.previewName, {
            environment: blueprint.name,
            number: pullRequest.number,
            branch: pullRequest.headBranch,
        });
        record.environmentName = name;
        const preview = (await client.environments.list(blueprint.project.id)).find((environment) => sameName(environment.name, name));
        if (!preview)
            return undefined;
        record.environmentId = preview.id;
        if (preview.mode !== 'PREVIEW') {
            throw new OperationError(`Refusing to delete ${preview.name} (${preview.id}): its mode is ${preview.mode}, not PREVIEW`);
        }
        if (!nameCarriesNumber(preview.name, pullRequest.number) || preview.id === blueprint.id) {
            throw new OperationError(`Refusing to delete ${preview.name} (${preview.id}): its name does not carry pull request number ${pullRequest.number}`);
        }
        return preview;
    });
    if (!found) {
        log.notice(`No preview environment named ${record.environmentName} exists: nothing to delete`);
        return record.result('success', `Nothing to delete: no preview named ${record.environmentName}`);
    }
    if (config.dryRun) {
        record.plan.push(`delete preview environment ${found.name} (${found.id})`);
        return record.result('planned', `Dry run: planned the deletion of ${found.name}; nothing was changed`);
    }
    await ctx.announce?.({
        environmentName: found.name,
        environmentId: found.id,
        organizationId: found.organization.id,
        projectId: found.project.id,
    });
    const deadline = clock.now() + config.timeoutMinutes * 60_000;
    await record.stage('delete', () => requestDeletion(ctx, found, deadline));
    if (!config.wait) {
        record.state = 'DELETE_QUEUED';
        return record.result('success', `Deletion of ${found.name} requested; not waited for (wait: false)`);
    }
    const waited = await record.stage('wait for deletion', () => waitUntilDeleted(ctx, found, deadline - clock.now()));
    record.state = waited.state;
    const outcome = waited.verdict;
    if (outcome !== 'success')
        record.failedStage = 'wait for deletion';
    const summary = outcome === 'success'
        ? `Preview ${found.name} deleted`
        : outcome === 'timed_out'
            ? `Deletion of ${found.name} did not finish within ${config.timeoutMinutes} minutes (state ${waited.state})`
            : `Deletion of ${found.name} ended in ${waited.state}`;
    return record.result(outcome, summary);
}

// EXTERNAL MODULE: ./src/platform/schemas.ts + 2 modules
var schemas = __webpack_require__(6039);
// EXTERNAL MODULE: ./src/platform/states.ts
var states = __webpack_require__(2029);
;// CONCATENATED MODULE: ./src/operations/superseded.ts
/** The pull request now, or undefined when GitHub cannot tell: the run then goes on as if it had not asked. */
async function readPullRequest(ctx, number) {
    try {
        return await ctx.pullRequests?.read(number);
    }
    catch (error) {
        ctx.log.info(`Could not read pull request #${number} from GitHub (${error instanceof Error ? error.message : String(error)}); going on without its current head`);
        return undefined;
    }
}
/** The head commit that overtook this preview run, or undefined to go on. */
async function supersededBy(ctx) {
    const { config, pullRequests } = ctx;
    const runHead = config.pullRequest?.headSha;
    if (config.operation !== 'preview' || !runHead || !pullRequests || !config.pullRequest)
        return undefined;
    const now = await readPullRequest(ctx, config.pullRequest.number);
    // Heads are commits compared as GitHub writes them, never image tags (`commit` may be `v1.2`).
    if (!now?.headSha || now.headSha.toLowerCase() === runHead.toLowerCase())
        return undefined;
    return now.headSha;
}
/** The one line of a run that stood down for a newer commit. */
function supersededSummary(sha, when) {
    return `Skipped: superseded by ${sha}, the pull request's newest commit, ${when}; this run deployed nothing`;
}
/** Whether the pull request was closed: its cleanup is then what took the preview away. */
async function pullRequestClosed(ctx) {
    const number = ctx.config.pullRequest?.number;
    if (number === undefined || !ctx.pullRequests)
        return false;
    const now = await readPullRequest(ctx, number);
    return now !== undefined && now.state !== 'open';
}

;// CONCATENATED MODULE: ./src/operations/metrics.ts
/** A stage's status from its steps, in the report's words (SUCCESS, ERROR, CANCEL, SKIP, RUNNING). */
function metricStatus(metric) {
    const steps = metric.details;
    const total = steps.find((step) => step.step_name === 'TOTAL')?.status;
    if (total)
        return total;
    for (const status of ['ERROR', 'CANCEL'])
        if (steps.some((step) => step.status === status))
            return status;
    if (metric.total_duration_sec === null || metric.total_duration_sec === undefined)
        return 'RUNNING';
    return steps.length > 0 && steps.every((step) => step.status === 'SKIP') ? 'SKIP' : 'SUCCESS';
}
/** The stage totals of the environment status; `names` by stage id (from deploymentStage), else "stage 1…". */
function metricStages(metrics, names, triggerSeconds) {
    let start = triggerSeconds;
    return metrics.map((metric, index) => {
        const duration = metric.total_duration_sec ?? null;
        const name = names.get(metric.stage_id) ?? `stage ${index + 1}`;
        const stage = { name, source: 'platform', startSeconds: start, durationSeconds: duration, status: metricStatus(metric) };
        start += duration ?? 0;
        return stage;
    });
}
const STAGE_STATUS = { DONE: 'SUCCESS', ERROR: 'ERROR', CANCELED: 'CANCEL', SKIPPED: 'SKIP', ONGOING: 'RUNNING', QUEUED: 'RUNNING' };
const SERVICE_STATUS = {
    SUCCESS: 'SUCCESS',
    ERROR: 'ERROR',
    CANCELED: 'CANCEL',
    CANCELING: 'CANCEL',
    ONGOING: 'RUNNING',
    QUEUED: 'RUNNING',
    EXECUTING: 'RUNNING',
    NEVER: 'SKIP',
};
/** Service steps that make the image, and those that run it; queueing counts in neither. */
const BUILD_STEPS = new Set(['GIT_CLONE', 'REGISTRY_CREATE_REPOSITORY', 'BUILD', 'MIRROR_IMAGE']);
const DEPLOY_STEPS = new Set(['DEPLOYMENT', 'ROUTER_DEPLOYMENT', 'EXECUTING']);
/** Stage-level steps that come before the services start (QUEUEING, PROVISION_BUILDER). */
const BEFORE_SERVICES = (step) => step.step_name !== 'TOTAL';
const KINDS = [
    ['applications', 'APPLICATION'],
    ['containers', 'CONTAINER'],
    ['jobs', 'JOB'],
    ['databases', 'DATABASE'],
    ['helms', 'HELM'],
    ['terraforms', 'TERRAFORM'],
];
function servicesIn(entry) {
    return KINDS.flatMap(([list, kind]) => (entry[list] ?? []).map((status) => ({ kind, status })));
}
/** Every service of the answer with its kind, stage by stage. */
function servicesOf(answer) {
    return answer.stages.flatMap(servicesIn);
}
function secondsOf(status, names) {
    const steps = (status.steps?.details ?? []).filter((step) => names.has(step.step_name) && typeof step.duration_sec === 'number');
    return steps.length === 0 ? null : steps.reduce((total, step) => total + (step.duration_sec ?? 0), 0);
}
function serviceRow(stage, kind, status, name, startSeconds) {
    const row = { name: stage.name, service: name, serviceKind: kind, source: 'platform', startSeconds };
    // A service left out of the last deployment: its figures belong to an older one.
    if (status.is_part_last_deployment === false)
        return { ...row, durationSeconds: null, buildSeconds: null, deploySeconds: null, status: 'SKIP' };
    const detail = status.status_details?.status;
    return {
        ...row,
        durationSeconds: status.steps?.total_duration_sec ?? null,
        buildSeconds: secondsOf(status, BUILD_STEPS),
        deploySeconds: secondsOf(status, DEPLOY_STEPS),
        status: (detail && SERVICE_STATUS[detail]) ?? detail ?? status.state ?? 'unknown',
    };
}
/** The service's name, else its kind and the head of its id. */
function nameOf(names, kind, id) {
    return names.get(id) ?? `${kind.toLowerCase()} ${id.slice(0, 8)}`;
}
/**
 * A row per stage that holds services, then one per service, the stages one after the other
 * from the trigger and each stage's services side by side after its queue. `names` by service id.
 */
function serviceStages(answer, names, triggerSeconds) {
    const rows = [];
    let start = triggerSeconds;
    for (const [index, entry] of answer.stages.entries()) {
        const services = servicesIn(entry);
        if (services.length === 0)
            continue;
        const { stage: reported } = entry;
        const duration = reported.steps?.total_duration_sec ?? null;
        const status = (reported.status && STAGE_STATUS[reported.status]) ?? reported.status ?? (reported.steps ? metricStatus(reported.steps) : 'unknown');
        const stage = { name: reported.name?.trim() || `stage ${index + 1}`, source: 'platform', startSeconds: start, durationSeconds: duration, status };
        rows.push(stage);
        const queued = (reported.steps?.details ?? []).filter(BEFORE_SERVICES).reduce((total, step) => total + (step.duration_sec ?? 0), 0);
        for (const { kind, status: service } of services) {
            rows.push(serviceRow(stage, kind, service, nameOf(names, kind, service.id), start + queued));
        }
        start += duration ?? 0;
    }
    return rows;
}
/** The state changes the waiter saw, each lasting until the next; the last until the verdict. */
function observedStages(waited, triggerSeconds) {
    const end = triggerSeconds + waited.elapsedMs / 1000;
    const finished = waited.verdict !== 'timed_out';
    return waited.transitions.map((transition, index) => {
        const next = waited.transitions[index + 1];
        const startSeconds = round(triggerSeconds + transition.atMs / 1000);
        const last = next === undefined;
        const stop = last ? end : triggerSeconds + next.atMs / 1000;
        return {
            name: transition.state,
            source: 'platform',
            startSeconds,
            durationSeconds: last && !finished ? null : round(stop - startSeconds),
            status: last ? lastStatus(waited) : 'SUCCESS',
        };
    });
}
function lastStatus(waited) {
    switch (waited.verdict) {
        case 'success':
            return 'SUCCESS';
        case 'failure':
            return 'ERROR';
        case 'cancelled':
            return 'CANCEL';
        default:
            return 'RUNNING';
    }
}
function round(seconds) {
    return Math.round(seconds * 10) / 10;
}
/** The default link first, then the others in the platform's order. */
function preferredLinks(links) {
    return [...links]
        .sort((a, b) => Number(b.is_default) - Number(a.is_default))
        .map((link) => ({ url: link.url, isDefault: link.is_default }));
}

;// CONCATENATED MODULE: ./src/operations/timings.ts
/**
 * The platform's side of the report, read once after the wait (never while polling): stage names
 * and statuses with each service's build and deploy time from `statusesWithStages`, the names
 * of services not already known from the service lists. An older server that lacks that read
 * gets the stage totals of the environment status (named from `deploymentStage` when that
 * answers), and one without metrics the state changes the waiter saw; a warning says which.
 */


/**
 * @param known services whose names the run already has (the jobs it pinned): not looked up again
 * @param triggerSeconds offset of the trigger in the run: every platform row is placed from it
 */
async function platformTimings(ctx, environmentId, waited, triggerSeconds, known) {
    const { client, log } = ctx;
    let unavailable;
    try {
        const answer = await client.environments.statusesWithStages(environmentId);
        if (servicesOf(answer).length > 0) {
            const names = await serviceNames(ctx, environmentId, answer, known);
            const services = servicesOf(answer).map(({ kind, status }) => ({ kind, status, name: nameOf(names, kind, status.id) }));
            return { stages: serviceStages(answer, names, triggerSeconds), services };
        }
        unavailable = 'listed no service';
    }
    catch (error) {
        unavailable = (0,errors/* isNotFound */.c4)(error) ? 'is not available on this server (404)' : `could not be read (${error.message})`;
    }
    const [status, stages] = await Promise.all([
        client.environments.status(environmentId).catch((error) => {
            log.warning(`Could not read the environment status for stage metrics: ${error.message}`);
            return undefined;
        }),
        client.environments.deploymentStages(environmentId).catch(() => undefined),
    ]);
    const metrics = status?.metrics ?? [];
    if (metrics.length > 0) {
        const named = stages !== undefined && stages.length > 0;
        log.warning(`The platform's stage statuses (statusesWithStages) ${unavailable}: the report shows stage totals from the environment status, ` +
            `without per-service times${named ? '' : ', and without stage names (deploymentStage did not answer)'}`);
        return { stages: metricStages(metrics, new Map((stages ?? []).map((stage) => [stage.id, stage.name])), triggerSeconds), services: [] };
    }
    log.warning(`The platform's stage statuses (statusesWithStages) ${unavailable}, and the environment status has no stage metrics: ` +
        'the report shows the state changes seen while waiting');
    return { stages: observedStages(waited, triggerSeconds), services: [] };
}
const LIST_OF_KIND = {
    APPLICATION: 'applications',
    CONTAINER: 'containers',
    JOB: 'jobs',
};
/** Names by service id: those known, plus one list read per kind that has a service not yet named. */
async function serviceNames(ctx, environmentId, answer, known) {
    const names = new Map(known.map((service) => [service.id, service.name]));
    const missing = new Set(servicesOf(answer)
        .filter(({ status }) => !names.has(status.id))
        .map(({ kind }) => kind)
        .filter((kind) => kind in LIST_OF_KIND));
    const lists = await Promise.all([...missing].map((kind) => ctx.client.environments[LIST_OF_KIND[kind]](environmentId).catch((error) => {
        ctx.log.warning(`Could not read the names of the environment's ${LIST_OF_KIND[kind]}: ${error.message}`);
        return [];
    })));
    for (const service of lists.flat())
        names.set(service.id, service.name);
    return names;
}

// EXTERNAL MODULE: ./src/platform/logs.ts + 1 modules
var logs = __webpack_require__(2298);
// EXTERNAL MODULE: ./src/inputs.ts + 1 modules
var inputs = __webpack_require__(5813);
;// CONCATENATED MODULE: ./src/operations/failure.ts
/**
 * Why a deployment failed, in the platform's own words, for the pull request: the failing
 * services of the `statusesWithStages` answer the report already read, the error and hint the
 * deployment log holds for each, and the last lines printed before it. Read only after a failure
 * or a timeout, in at most three requests (the environment's deployment log, and the own log of
 * at most two services that deployed but did not start); a read that fails is a warning.
 * Every line is masked here, before anything can print it.
 */



/** What the report shows of a service's log: the last lines, each cut to a readable length. */
const LOG_LINES = 30;
const LOG_LINE_CHARS = 300;
/** Service logs read after a failure: with the deployment log, three requests at most. */
const SERVICE_LOG_READS = 2;
const DONE = new Set(['SUCCESS', 'NEVER']);
/** The services that failed (status ERROR); when none did, those still not done at the end. */
function failingServices(services) {
    const current = services.filter(({ status }) => status.is_part_last_deployment !== false);
    const failed = current.filter(({ status }) => status.status_details?.status === 'ERROR');
    if (failed.length > 0)
        return failed;
    return current.filter(({ status }) => !DONE.has(status.status_details?.status ?? '') && status.state !== 'DEPLOYED');
}
/**
 * Reads and masks what explains the failure. `fallbackReason` is the state and stage, the
 * reason when the platform gave no error message.
 */
async function explainFailure(ctx, environmentId, services, fallbackReason) {
    const failing = failingServices(services);
    const fallback = { reason: fallbackReason, services: [] };
    if (failing.length === 0)
        return fallback;
    // As short as the runner masks: whatever it hides in the log stays hidden in the comment.
    const redact = (0,errors/* redactorFor */.sD)([...(0,inputs/* sensitiveValues */.DJ)(ctx.config), ...(ctx.masks ?? [])], inputs/* SHORTEST_MASK */.SE);
    // The reads go out together: one for the deployment log, one per service that deployed but did not start.
    const deploymentLog = ctx.client.logs.deployment(environmentId).catch((error) => {
        ctx.log.warning(`Could not read the environment's deployment log to explain the failure: ${error.message}`);
        return undefined;
    });
    const starters = new Set(failing.filter(deployedButNotStarted).slice(0, SERVICE_LOG_READS).map(({ status }) => status.id));
    const explained = await Promise.all(failing.map(async (service) => {
        const base = { id: service.status.id, name: service.name, kind: service.kind, state: service.status.state ?? 'unknown' };
        const [entries, own] = await Promise.all([
            deploymentLog,
            starters.has(service.status.id) ? serviceLines(ctx, service, redact) : undefined,
        ]);
        const fromDeployment = entries === undefined ? undefined : deploymentFailure(entries, service.status, redact);
        const lines = own !== undefined && own.length > 0 ? own : (fromDeployment?.lines ?? []);
        return {
            ...base,
            ...(fromDeployment?.error ? { error: fromDeployment.error } : {}),
            lines,
            source: own !== undefined && own.length > 0 ? 'service' : 'deployment',
        };
    }));
    const message = explained.find((service) => service.error?.message)?.error?.message;
    return { reason: oneLine(message ?? fallbackReason), services: explained };
}
/** An application or container that reached its deployment step: what it prints running says why it does not start. */
function deployedButNotStarted({ kind, status }) {
    if (!(kind in logs/* SERVICE_LOG_ROUTES */.b))
        return false;
    if (status.state === 'DEPLOYING' || status.state === 'DEPLOYMENT_ERROR')
        return true;
    return (status.steps?.details ?? []).some((step) => step.step_name === 'DEPLOYMENT' && step.status !== 'SKIP');
}
async function serviceLines(ctx, service, redact) {
    try {
        const lines = await ctx.client.logs.service(service.kind, service.status.id);
        return lastLines(lines.map((line) => line.message ?? ''), redact);
    }
    catch (error) {
        ctx.log.warning(`Could not read the log of ${service.name}: ${error.message}`);
        return undefined;
    }
}
/**
 * The service's entries of its last deployment (by `execution_id` when the entries carry it): the
 * last error, and the lines printed before it.
 */
function deploymentFailure(entries, status, redact) {
    let own = entries.filter((entry) => entry.details?.transmitter?.id === status.id);
    const execution = status.execution_id;
    if (execution && own.some((entry) => entry.details?.execution_id === execution)) {
        own = own.filter((entry) => entry.details?.execution_id === execution);
    }
    const errorAt = own.findLastIndex((entry) => entry.error !== null && entry.error !== undefined);
    const before = errorAt === -1 ? own : own.slice(0, errorAt);
    const lines = lastLines(before.map((entry) => entry.message?.safe_message ?? ''), redact);
    const found = errorAt === -1 ? undefined : own[errorAt].error;
    if (!found)
        return { lines };
    const message = found.user_log_message || found.underlying_error?.message || '';
    return {
        error: {
            tag: redact(found.tag ?? ''),
            message: redact(message),
            hint: redact(found.hint_message ?? ''),
            link: found.link ?? '',
        },
        lines,
    };
}
/** The last lines of the messages (a message may hold several), masked, each cut to a readable length. */
function lastLines(messages, redact) {
    const lines = [];
    for (let index = messages.length - 1; index >= 0 && lines.length < LOG_LINES; index--) {
        const split = messages[index].replace(/\r\n?/g, '\n').split('\n');
        if (split.at(-1) === '')
            split.pop();
        lines.unshift(...split.slice(-(LOG_LINES - lines.length)));
    }
    // Masked before cutting, so a cut never leaves the head of a secret to be read.
    return lines.map((line) => cut(redact(line.replace(/\t/g, '  ')), LOG_LINE_CHARS));
}
function cut(line, chars) {
    return line.length <= chars ? line : `${line.slice(0, chars - 1)}…`;
}
/** One line of at most 300 characters, for the `failure-reason` output. */
function oneLine(text) {
    return cut(text.replace(/\s+/g, ' ').trim(), LOG_LINE_CHARS);
}

;// CONCATENATED MODULE: ./src/operations/rollout.ts
/**
 * What preview and deploy share once the target environment exists: pin the jobs' image tag,
 * upsert the secrets, trigger exactly one redeploy, wait for it, and read back metrics and links.
 */










/** One line per job and secret, for a dry run's plan. Never a value. */
function describeRollout(ctx, target, record) {
    const { config } = ctx;
    for (const job of target.jobsToPin) {
        const tag = job.source.image.tag;
        record.plan.push(tag === config.commit ? `keep job ${job.name} at image tag ${tag}` : `pin job ${job.name} from image tag ${tag} to ${config.commit}`);
    }
    if (config.secrets.length > 0)
        record.plan.push(`set secrets ${config.secrets.map((s) => s.key).join(', ')}`);
    record.plan.push(config.wait
        ? `redeploy ${target.environment.name} once and wait up to ${config.timeoutMinutes} minutes`
        : `redeploy ${target.environment.name} once without waiting`);
}
/** Pins and secrets in one concurrent wave, with the status read the trigger needs beside them. */
async function configure(ctx, target, record) {
    const { client, config, log } = ctx;
    const environmentId = target.environment.id;
    const pins = target.jobsToPin.map(async (job) => {
        if (job.source.image.tag === config.commit) {
            log.info(`Job ${job.name} already runs image tag ${config.commit}`);
            return;
        }
        const pinned = { ...job, source: { ...job.source, image: { ...job.source.image, tag: config.commit } } };
        await client.jobs.update(job.id, pinned);
        log.info(`Pinned job ${job.name} to image tag ${config.commit} (was ${job.source.image.tag})`);
    });
    const secrets = config.secrets.map((secret) => client.secrets.create(environmentId, { key: secret.key, value: secret.value }));
    const [status] = await Promise.all([client.environments.status(environmentId), ...pins, ...secrets]);
    record.secretNames = config.secrets.map((s) => s.key);
    if (record.secretNames.length > 0)
        log.info(`Set secrets ${record.secretNames.join(', ')}`);
    return status;
}
/**
 * Did a deployment start after `before`? Used when a trigger's answer was lost. A new deployment
 * id or date says so; so does a move into a known running state (READY, a fresh clone's state,
 * is not one: it only says nothing has been deployed yet). A state the spec does not list says
 * nothing either way: taken for a start, it would have the run follow a deployment that never
 * began until the timeout.
 */
function startedSince(before, now) {
    return (now.last_deployment_id !== before.last_deployment_id ||
        now.last_deployment_date !== before.last_deployment_date ||
        (now.state !== before.state &&
            now.state !== 'READY' &&
            schemas/* DeploymentStateEnum */.oO.safeParse(now.state).success &&
            (0,states/* classifyState */.ai)(now.state, 'deploy') === 'in_progress'));
}
/** The environment status lags a trigger by a few seconds (upstream notes): read it after that. */
const STALE_READ_MS = 5_000;
/**
 * Redeploys whose answer was lost before one is known to have started. Each repeat is checked
 * against the status first, so it is safe; five outlast a service failing a fifth of its answers.
 */
const LOST_TRIGGER_TRIES = 5;
/**
 * Exactly one redeploy: a lost answer is resolved by reading the status, never by a blind
 * repeat; and a repeat that finds the environment busy has found the first request's deployment.
 */
async function trigger(ctx, environmentId, before, deadline) {
    const { client, log } = ctx;
    const follow = (status) => ({ requestId: status.deployment_request_id ?? '', state: status.state });
    for (let attempt = 1;; attempt++) {
        try {
            const redeploy = () => client.environments.redeploy(environmentId);
            return follow(attempt === 1 ? await retryWhileBusy(ctx, deadline, 'redeploy', redeploy) : await redeploy());
        }
        catch (error) {
            if (attempt > 1 && (0,errors/* isBusy */.A5)(error)) {
                log.warning('The environment is busy after a redeploy whose answer was lost: following that deployment');
                return { requestId: '', state: 'QUEUED' };
            }
            if (!(0,errors/* isAmbiguous */.X2)(error) || attempt >= LOST_TRIGGER_TRIES)
                throw error;
            await ctx.clock.sleep(STALE_READ_MS);
            const now = await client.environments.status(environmentId);
            if (startedSince(before, now)) {
                log.warning('The redeploy answer was lost, but the environment shows a new deployment: following it');
                return follow(now);
            }
            log.warning(`The redeploy failed before it started (${error.message}); trying again`);
        }
    }
}
/** The preview was deleted under the wait: a cleanup of the closed pull request won. */
class PreviewDeleted extends Error {
    state;
    constructor(state) {
        super('the preview was deleted while deploying');
        this.state = state;
    }
}
/**
 * For a preview only: the state of its deletion when a cleanup took it away ('DELETED' once it
 * is gone), else undefined. A deploy target is never deleted by the action's own cleanup.
 */
async function deletionOf(ctx, environmentId) {
    if (ctx.config.operation !== 'preview')
        return undefined;
    try {
        const { state } = await ctx.client.environments.status(environmentId);
        return (0,states/* isBeingDeleted */.vx)(state) ? state : undefined;
    }
    catch (error) {
        if ((0,errors/* isNotFound */.c4)(error))
            return 'DELETED';
        throw error;
    }
}
/** The poll: by deployment request id, or the environment status checked to be the new deployment. */
function statusPoll(ctx, environmentId, requestId, before) {
    const { client } = ctx;
    // A 404 while waiting: the request or the environment went away; a deleted preview says so.
    const goneOr404 = async (error) => {
        const deletion = (0,errors/* isNotFound */.c4)(error) ? await deletionOf(ctx, environmentId) : undefined;
        throw deletion === undefined ? error : new PreviewDeleted(deletion);
    };
    if (requestId) {
        return async () => (await client.environments.deploymentStatus(requestId).catch(goneOr404)).status;
    }
    return async () => {
        const now = await client.environments.status(environmentId).catch(goneOr404);
        // A terminal state from before the trigger is a stale read, not this deployment's verdict.
        return startedSince(before, now) ? now.state : 'QUEUED';
    };
}
/** The result of a preview deleted under its wait: cancelled, and said in the user's words. */
function deletedWhileDeploying(record, name, state) {
    record.state = state;
    record.failedStage ??= 'wait';
    return record.result('cancelled', `${name}: the preview was deleted while deploying (the pull request was closed?)`);
}
async function rollOut(ctx, target, record) {
    const { client, config, clock, log } = ctx;
    const environment = target.environment;
    const deadline = clock.now() + config.timeoutMinutes * 60_000;
    const before = await record.stage('configure', () => configure(ctx, target, record));
    const previousSeconds = before.total_deployment_duration_in_seconds ?? target.fallbackDurationSeconds;
    const overtaken = await supersededBy(ctx);
    if (overtaken) {
        log.notice(`A newer commit (${overtaken}) is the pull request's head now: no redeploy from this run`);
        return record.result('skipped', supersededSummary(overtaken, 'before the redeploy'));
    }
    const triggerAt = clock.now();
    const started = await record.stage('trigger', () => trigger(ctx, environment.id, before, deadline));
    record.deploymentRequestId = started.requestId;
    record.state = started.state;
    log.info(`Redeploy requested for ${environment.name}` +
        (started.requestId ? ` (deployment request ${started.requestId})` : ' (no deployment request id: following the environment status)'));
    if (!config.wait) {
        record.links = preferredLinks(await readLinks(ctx, environment.id));
        record.url = record.links[0]?.url ?? '';
        return record.result('success', `Redeploy of ${environment.name} requested; not waited for (wait: false)`);
    }
    log.startGroup(`Waiting for ${environment.name} (timeout ${config.timeoutMinutes} min)`);
    let waited;
    try {
        waited = await waitFor(ctx, {
            purpose: 'deploy',
            poll: statusPoll(ctx, environment.id, started.requestId, before),
            timeoutMs: config.timeoutMinutes * 60_000,
            ...(previousSeconds ? { expectedDurationMs: previousSeconds * 1000 } : {}),
            triggeredAt: triggerAt,
            onPollError: (error, delayMs) => log.info(`Status read failed (${error.message}); next try in ${(delayMs / 1000).toFixed(1)}s`),
        });
    }
    catch (error) {
        if (error instanceof PreviewDeleted)
            return deletedWhileDeploying(record, environment.name, error.state);
        throw error;
    }
    finally {
        log.endGroup();
    }
    record.state = waited.state;
    // A cleanup cancels a running deployment before it deletes: that CANCELED is the deletion's,
    // which may not have begun yet; the closed pull request then says so.
    if (waited.verdict === 'cancelled' && ctx.config.operation === 'preview') {
        const deletion = await deletionOf(ctx, environment.id).catch(() => undefined);
        if (deletion !== undefined || (await pullRequestClosed(ctx))) {
            return deletedWhileDeploying(record, environment.name, deletion ?? waited.state);
        }
    }
    if (waited.verdict === 'timed_out' && config.cancelOnTimeout) {
        // The verdict stays timed_out either way; a failed cancel is said, not allowed to hide it.
        try {
            const cancelled = await client.environments.cancelDeployment(environment.id);
            log.warning(`Cancelled the deployment of ${environment.name} after the timeout (state now ${cancelled.state})`);
        }
        catch (error) {
            log.warning(`Could not cancel the deployment of ${environment.name} after the timeout: ${error.message}`);
        }
    }
    const [platform, links] = await Promise.all([
        platformTimings(ctx, environment.id, waited, record.elapsed(triggerAt), target.jobsToPin),
        readLinks(ctx, environment.id),
    ]);
    record.links = preferredLinks(links);
    record.url = record.links[0]?.url ?? '';
    record.stages.push(...platform.stages);
    const outcome = waited.verdict;
    if (outcome !== 'success')
        record.failedStage = failedStageOf(platform.stages);
    if (outcome === 'failure' || outcome === 'timed_out') {
        record.failure = await explainFailure(ctx, environment.id, platform.services, `${waited.state || 'unknown'} in stage "${record.failedStage}"`);
    }
    return record.result(outcome, rolloutSummary(outcome, environment.name, waited, record.failedStage, config.timeoutMinutes));
}
/** The stage that failed (with its failing service, when known), else the one still running, else the last. */
function failedStageOf(stages) {
    const bad = (stage) => stage.status === 'ERROR' || stage.status === 'CANCEL';
    const service = stages.find((stage) => stage.service !== undefined && bad(stage));
    if (service)
        return `${service.name} (${service.service})`;
    return (stages.find((stage) => stage.service === undefined && bad(stage))?.name ??
        stages.find((stage) => stage.service === undefined && stage.durationSeconds === null)?.name ??
        stages.at(-1)?.name ??
        'wait');
}
/** The links are a nicety of the report: failing to read them never fails a deployment. */
function readLinks(ctx, environmentId) {
    return ctx.client.environments.links(environmentId).catch((error) => {
        if (!(0,errors/* isNotFound */.c4)(error))
            ctx.log.warning(`Could not read the environment's links: ${error.message}`);
        return [];
    });
}
function rolloutSummary(outcome, name, waited, failedStage, timeoutMinutes) {
    const seconds = (waited.elapsedMs / 1000).toFixed(0);
    switch (outcome) {
        case 'success':
            return `${name} deployed in ${seconds}s (${waited.state})`;
        case 'failure':
            return `Deployment of ${name} failed in stage "${failedStage}" with state ${waited.state}`;
        case 'cancelled':
            return `Deployment of ${name} was cancelled on the platform (state ${waited.state}, stage "${failedStage}")`;
        default:
            return `Deployment of ${name} did not finish within ${timeoutMinutes} minutes: still ${waited.state || 'unknown'} in stage "${failedStage}"`;
    }
}
/** Finds the target's jobs named by the `job` input, by id in `source`, by name in `target`. */
function jobsByName(sourceJobs, jobIds, targetJobs, where) {
    return jobIds.map((id) => {
        const source = sourceJobs.find((job) => job.id.toLowerCase() === id);
        if (!source)
            throw new OperationError(`Job ${id} is not a job of ${where}: check the "job" input`);
        const target = targetJobs.find((job) => job.name.toLowerCase() === source.name.toLowerCase());
        if (!target)
            throw new OperationError(`The preview has no job named ${source.name}`);
        return target;
    });
}

;// CONCATENATED MODULE: ./src/operations/deploy.ts

async function deploy(ctx, record) {
    const { client, config } = ctx;
    const target = await record.stage('read environment', async () => {
        const [environment, jobs] = await Promise.all([
            client.environments.get(config.environmentId),
            config.jobIds.length > 0 ? client.environments.jobs(config.environmentId) : Promise.resolve([]),
        ]);
        record.environmentId = environment.id;
        record.environmentName = environment.name;
        return {
            environment,
            jobsToPin: jobsByName(jobs, config.jobIds, jobs, `environment ${environment.name}`),
        };
    });
    if (config.dryRun) {
        describeRollout(ctx, target, record);
        return record.result('planned', `Dry run: planned the deploy of ${target.environment.name}; nothing was changed`);
    }
    const { environment } = target;
    await ctx.announce?.({
        environmentName: environment.name,
        environmentId: environment.id,
        organizationId: environment.organization.id,
        projectId: environment.project.id,
    });
    return rollOut(ctx, target, record);
}

;// CONCATENATED MODULE: ./src/operations/preview.ts








async function readBlueprint(ctx) {
    const { client, config } = ctx;
    const environment = await client.environments.get(config.environmentId);
    const needJobs = config.jobIds.length > 0;
    const [siblings, jobs, status] = await Promise.all([
        client.environments.list(environment.project.id),
        needJobs ? client.environments.jobs(environment.id) : Promise.resolve([]),
        client.environments.status(environment.id).catch(() => undefined),
    ]);
    return { environment, jobs, status, siblings };
}
function findByName(environments, name) {
    return environments.find((environment) => sameName(environment.name, name));
}
function ensurePreviewMode(environment) {
    if (environment.mode !== 'PREVIEW') {
        throw new OperationError(`An environment named ${environment.name} already exists in mode ${environment.mode}; refusing to use it as a preview (change "preview-name")`);
    }
}
/** Creates whose answer was lost and that made nothing; the list read after each keeps a repeat safe. */
const LOST_CREATE_TRIES = 5;
/**
 * Creates the preview. A 409 means the name was taken meanwhile (a concurrent run won the race)
 * or the blueprint is busy; a lost answer may have created it. The environment of that name, if
 * any, is then adopted; only when there is none does a busy blueprint get waited out.
 */
async function createPreview(ctx, blueprint, name) {
    const { client, config, clock, log } = ctx;
    const projectId = blueprint.environment.project.id;
    const clusterId = config.clusterId || blueprint.environment.cluster_id;
    const deadline = clock.now() + config.timeoutMinutes * 60_000;
    const create = config.previewScope === 'environment'
        ? () => client.environments.clone(blueprint.environment.id, { name, mode: 'PREVIEW', cluster_id: clusterId, project_id: projectId })
        : () => client.environments.create(projectId, { name, mode: 'PREVIEW', cluster_id: clusterId });
    let lost = 0;
    for (let busy = 0;;) {
        try {
            return { environment: await create(), created: true };
        }
        catch (error) {
            const ambiguous = (0,errors/* isAmbiguous */.X2)(error);
            if (!ambiguous && !(0,errors/* isBusy */.A5)(error))
                throw error;
            const existing = findByName(await client.environments.list(projectId), name);
            if (existing) {
                ensurePreviewMode(existing);
                log.info(ambiguous ? `The create answer was lost, but ${name} exists: adopting it` : `${name} was created meanwhile by another run: adopting it`);
                return { environment: existing, created: ambiguous };
            }
            if (ambiguous) {
                if (++lost >= LOST_CREATE_TRIES)
                    throw error;
                continue;
            }
            const delay = busyDelay(busy++, ctx.random ?? Math.random);
            if (clock.now() + delay > deadline)
                throw error;
            log.info(`The blueprint is busy with another operation; cloning again in ${(delay / 1000).toFixed(1)}s`);
            await clock.sleep(delay);
        }
    }
}
/** preview-scope jobs: clone each listed blueprint job the preview does not have yet. */
async function cloneListedJobs(ctx, blueprint, preview, previewJobs) {
    const { client, config } = ctx;
    const wanted = config.jobIds.map((id) => {
        const job = blueprint.jobs.find((candidate) => candidate.id.toLowerCase() === id);
        if (!job)
            throw new OperationError(`Job ${id} is not a job of blueprint ${blueprint.environment.name}: check the "job" input`);
        return job;
    });
    const missing = wanted.filter((job) => !previewJobs.some((have) => sameName(have.name, job.name)));
    if (missing.length === 0)
        return previewJobs;
    const cloned = await Promise.all(missing.map(async (job) => {
        try {
            return await client.jobs.clone(job.id, { name: job.name, environment_id: preview.id });
        }
        catch (error) {
            if (!(0,errors/* isAmbiguous */.X2)(error))
                throw error;
            const again = (await client.environments.jobs(preview.id)).find((have) => sameName(have.name, job.name));
            if (!again)
                throw error;
            return again;
        }
    }));
    return [...previewJobs, ...cloned];
}
async function preview(ctx, record) {
    const { client, config, log } = ctx;
    const pullRequest = config.pullRequest;
    if (!pullRequest)
        throw new OperationError('preview needs a pull request');
    const prepared = await record.stage('read blueprint', async () => {
        const blueprint = await readBlueprint(ctx);
        const name = previewName(config.previewName, {
            environment: blueprint.environment.name,
            number: pullRequest.number,
            branch: pullRequest.headBranch,
        });
        record.environmentName = name;
        const found = findByName(blueprint.siblings, name);
        if (found)
            ensurePreviewMode(found);
        // A preview on its way out (the pull request was closed and reopened) is not reused: its
        // deletion is waited out and a new one made.
        const leaving = found && (0,states/* isBeingDeleted */.vx)((await client.environments.status(found.id).catch(() => undefined))?.state ?? '');
        if (found && !leaving)
            log.info(`Reusing preview environment ${name} (${found.id})`);
        return { blueprint, name, existing: leaving ? undefined : found, leaving: leaving ? found : undefined };
    });
    const { blueprint, name, existing, leaving } = prepared;
    if (config.dryRun) {
        record.environmentId = existing?.id ?? '';
        record.plan.push(existing
            ? `reuse preview environment ${name} (${existing.id})`
            : config.previewScope === 'environment'
                ? `clone blueprint ${blueprint.environment.name} as preview environment ${name} (mode PREVIEW)`
                : `create empty preview environment ${name} (mode PREVIEW) and clone ${config.jobIds.length} job(s) into it`);
        const where = `blueprint ${blueprint.environment.name}`;
        const jobs = existing && config.jobIds.length > 0 ? await client.environments.jobs(existing.id) : blueprint.jobs;
        const jobsToPin = jobsByName(blueprint.jobs, config.jobIds, jobs, where);
        describeRollout(ctx, { environment: existing ?? { ...blueprint.environment, name }, jobsToPin }, record);
        return record.result('planned', `Dry run: planned the preview ${name}; nothing was changed`);
    }
    const overtaken = await supersededBy(ctx);
    if (overtaken) {
        log.notice(`A newer commit (${overtaken}) is the pull request's head now: this run deploys nothing`);
        return record.result('skipped', supersededSummary(overtaken, 'before the preview was configured'));
    }
    await ctx.announce?.({
        environmentName: name,
        environmentId: existing?.id ?? '',
        organizationId: blueprint.environment.organization.id,
        projectId: blueprint.environment.project.id,
    });
    const target = await record.stage(existing ? 'reuse preview' : 'create preview', async () => {
        if (leaving) {
            log.info(`Preview ${name} is being deleted; waiting until it is gone to create a new one`);
            const gone = await waitUntilDeleted(ctx, leaving, config.timeoutMinutes * 60_000);
            if (gone.verdict !== 'success')
                throw new OperationError(`The old preview ${name} was still ${gone.state || 'being deleted'}; try again once it is gone`);
        }
        const { environment, created } = existing ? { environment: existing, created: false } : await createPreview(ctx, blueprint, name);
        record.environmentId = environment.id;
        record.created = created;
        if (created)
            log.info(`Created preview environment ${name} (${environment.id})`);
        const ownJobs = config.jobIds.length > 0 ? await client.environments.jobs(environment.id) : [];
        const jobs = config.previewScope === 'jobs' ? await cloneListedJobs(ctx, blueprint, environment, ownJobs) : ownJobs;
        return {
            environment,
            jobsToPin: jobsByName(blueprint.jobs, config.jobIds, jobs, `blueprint ${blueprint.environment.name}`),
            fallbackDurationSeconds: blueprint.status?.total_deployment_duration_in_seconds,
        };
    });
    return rollOut(ctx, target, record);
}

;// CONCATENATED MODULE: ./src/operations/run.ts
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
    swept = [];
    url = '';
    links = [];
    failedStage;
    failure;
    clock;
    startedAt;
    current;
    constructor(operation, clock) {
        this.operation = operation;
        this.clock = clock;
        this.startedAt = clock.now();
    }
    /** Seconds since the run began. */
    elapsed(at = this.clock.now()) {
        return Math.round((at - this.startedAt) / 100) / 10;
    }
    /** Runs one action stage, timing it; a throw marks the stage ERROR and names it as failed. */
    async stage(name, work) {
        const start = this.clock.now();
        this.current = name;
        try {
            const value = await work();
            this.stages.push({ name, source: 'action', startSeconds: this.elapsed(start), durationSeconds: this.elapsed() - this.elapsed(start), status: 'SUCCESS' });
            return value;
        }
        catch (error) {
            this.stages.push({ name, source: 'action', startSeconds: this.elapsed(start), durationSeconds: this.elapsed() - this.elapsed(start), status: 'ERROR' });
            this.failedStage ??= name;
            throw error;
        }
        finally {
            this.current = undefined;
        }
    }
    get currentStage() {
        return this.current;
    }
    result(outcome, summary) {
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
            commit: this.commit,
            durationSeconds: this.elapsed(),
            stages: [...this.stages].sort((a, b) => a.startSeconds - b.startSeconds),
            ...(this.failedStage !== undefined && outcome !== 'success' ? { failedStage: this.failedStage } : {}),
            summary,
            ...(this.failure !== undefined && outcome !== 'success' ? { failure: this.failure } : {}),
            plan: [...this.plan],
            secretNames: [...this.secretNames],
            ...(this.operation === 'sweep' ? { swept: [...this.swept] } : {}),
        };
    }
}

;// CONCATENATED MODULE: ./src/operations/status.ts
/** status: reports a deployment request, or the environment's current state; changes nothing. */



async function status_status(ctx, record) {
    const { client, config } = ctx;
    const requestId = config.deploymentRequestId;
    const read = async () => {
        if (requestId) {
            const request = await client.environments.deploymentStatus(requestId);
            return { environmentId: request.environment_id, state: request.status };
        }
        const current = await client.environments.status(config.environmentId);
        return { environmentId: config.environmentId, state: current.state };
    };
    const first = await record.stage('read status', read);
    record.deploymentRequestId = requestId;
    record.state = first.state;
    const [environment, links] = await Promise.all([
        client.environments.get(first.environmentId),
        client.environments.links(first.environmentId).catch(() => []),
    ]);
    record.environmentId = environment.id;
    record.environmentName = environment.name;
    record.links = preferredLinks(links);
    record.url = record.links[0]?.url ?? '';
    let verdict = (0,states/* classifyState */.ai)(first.state, 'deploy');
    if (verdict === 'in_progress' && config.wait && !(0,states/* isSettled */.Is)(first.state)) {
        const waited = await record.stage('wait', () => waitFor(ctx, {
            purpose: 'deploy',
            poll: async () => (await read()).state,
            timeoutMs: config.timeoutMinutes * 60_000,
        }));
        record.state = waited.state;
        if (waited.verdict === 'timed_out')
            return record.result('timed_out', `${environment.name} is still ${waited.state} after ${config.timeoutMinutes} minutes`);
        verdict = waited.verdict;
    }
    const outcome = verdict === 'in_progress' ? 'skipped' : verdict;
    const subject = requestId ? `Deployment request ${requestId} of ${environment.name}` : environment.name;
    const detail = verdict !== 'in_progress'
        ? `${subject} is ${record.state}`
        : (0,states/* isSettled */.Is)(record.state)
            ? `${subject} is ${record.state}: no deployment is running and none has a verdict to report`
            : `${subject} is still ${record.state} (not waited for)`;
    return record.result(outcome, detail);
}

// EXTERNAL MODULE: ./src/wait/pacing.ts
var pacing = __webpack_require__(2273);
// EXTERNAL MODULE: ./src/operations/result.ts
var result = __webpack_require__(4649);
;// CONCATENATED MODULE: ./src/operations/sweep.ts





/** Deletions under way at once: enough to finish a backlog, few enough to leave the platform calm. */
const SWEEP_CONCURRENCY = 3;
/** GitHub reads under way at once. */
const READ_CONCURRENCY = 4;
/** What one deletion is expected to cost (the delete and a few status polls), kept in the budget before it starts. */
const REQUESTS_PER_DELETION = 4;
const DAY_MS = 86_400_000;
/** Runs `work` over `items`, at most `limit` at a time, keeping the items' order in the answer. */
async function pooled(items, limit, work) {
    const answers = new Array(items.length);
    let next = 0;
    const worker = async () => {
        while (next < items.length) {
            const index = next++;
            answers[index] = await work(items[index]);
        }
    };
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
    return answers;
}
async function sweep(ctx, record) {
    const { client, config, clock, log } = ctx;
    const reader = ctx.pullRequests;
    if (!reader)
        throw new OperationError('sweep needs the GitHub repository and a github-token to read pull requests');
    const deadline = clock.now() + config.timeoutMinutes * 60_000;
    const candidates = await record.stage('find previews', async () => {
        const blueprint = await client.environments.get(config.environmentId);
        const found = [];
        let otherModes = 0;
        for (const environment of await client.environments.list(blueprint.project.id)) {
            if (environment.id === blueprint.id)
                continue;
            const numbers = previewNumbers(config.previewName, environment.name, blueprint.name);
            if (numbers.length === 0)
                continue;
            if (environment.mode !== 'PREVIEW') {
                otherModes++;
                log.info(`${environment.name} is left alone: its mode is ${environment.mode}, not PREVIEW`);
                continue;
            }
            if (numbers.length > 1) {
                log.info(`${environment.name} is left alone: its name fits pull requests ${numbers.join(' and ')}, so whose it is is not clear`);
                continue;
            }
            found.push({ environment, pullRequest: numbers[0] });
        }
        log.info(`${found.length} preview(s) of ${blueprint.name} found${otherModes ? `; ${otherModes} environment(s) with a preview's name but another mode left alone` : ''}`);
        return found;
    });
    const doomed = (await record.stage('read pull requests', () => pooled(candidates, READ_CONCURRENCY, (candidate) => verdict(ctx, candidate)))).filter((entry) => entry !== undefined);
    const swept = (entry) => ({
        environmentId: entry.environment.id,
        name: entry.environment.name,
        pullRequest: entry.pullRequest,
        reason: entry.reason,
    });
    if (doomed.length === 0)
        return record.result('success', `Nothing to sweep: none of ${candidates.length} preview(s) is orphaned`);
    if (config.dryRun) {
        for (const entry of doomed) {
            record.swept.push(swept(entry));
            record.plan.push(`delete preview environment ${entry.environment.name} (${entry.environment.id}): ${result/* SWEEP_REASON_TEXT */.y[entry.reason]} (#${entry.pullRequest})`);
        }
        return record.result('planned', `Dry run: ${doomed.length} preview(s) would be deleted; nothing was changed`);
    }
    // Deletions run side by side: log groups would interleave, so each line names its preview instead.
    const sideBySide = (name) => ({
        ...ctx,
        log: { ...log, info: (line) => log.info(line.includes(name) ? line : `${name}: ${line.trim()}`), startGroup: (title) => log.info(title), endGroup: () => { } },
    });
    const outcomes = await record.stage('delete', () => pooled(doomed, SWEEP_CONCURRENCY, async (entry) => {
        const side = sideBySide(entry.environment.name);
        const start = await budgetAllows(ctx, deadline);
        if (!start)
            return 'deferred';
        try {
            await requestDeletion(side, entry.environment, deadline);
            if (config.wait) {
                const waited = await waitUntilDeleted(side, entry.environment, deadline - clock.now());
                if (waited.verdict !== 'success')
                    return `deletion ended in ${waited.state}`;
            }
            log.info(`Deleted ${entry.environment.name}: ${result/* SWEEP_REASON_TEXT */.y[entry.reason]} (#${entry.pullRequest})`);
            return 'deleted';
        }
        catch (error) {
            return error instanceof Error ? error.message : String(error);
        }
    }));
    record.state = config.wait ? 'DELETED' : 'DELETE_QUEUED';
    for (const [index, entry] of doomed.entries())
        if (outcomes[index] === 'deleted')
            record.swept.push(swept(entry));
    const failed = doomed.filter((_, index) => outcomes[index] !== 'deleted' && outcomes[index] !== 'deferred');
    const deferred = doomed.filter((_, index) => outcomes[index] === 'deferred');
    for (const [index, entry] of doomed.entries()) {
        const outcome = outcomes[index];
        if (outcome !== 'deleted' && outcome !== 'deferred')
            log.warning(`Could not delete ${entry.environment.name}: ${outcome}`);
    }
    if (deferred.length > 0) {
        log.warning(`${deferred.length} preview(s) left for the next sweep: the platform's rate limit or the timeout leaves no room now (${deferred.map((entry) => entry.environment.name).join(', ')})`);
    }
    const deleted = `${record.swept.length} of ${doomed.length} orphaned preview(s) ${config.wait ? 'deleted' : 'queued for deletion'}`;
    if (failed.length > 0) {
        record.failedStage = 'delete';
        return record.result('failure', `${deleted}; failed: ${failed.map((entry) => entry.environment.name).join(', ')}`);
    }
    return record.result('success', deferred.length > 0 ? `${deleted}; ${deferred.length} left for the next sweep` : deleted);
}
/** Why this preview goes, or undefined when it stays (open and young enough, or on any doubt). */
async function verdict(ctx, candidate) {
    const { client, config, clock, log } = ctx;
    const { environment, pullRequest } = candidate;
    let state;
    try {
        state = (await ctx.pullRequests.read(pullRequest)).state;
    }
    catch (error) {
        log.warning(`Could not read pull request #${pullRequest} from GitHub (${error instanceof Error ? error.message : String(error)}): ${environment.name} is left alone`);
        return undefined;
    }
    if (state !== 'open')
        return { ...candidate, reason: state };
    if (config.maxAgeDays === 0) {
        log.info(`${environment.name} is kept: pull request #${pullRequest} is open`);
        return undefined;
    }
    let last;
    try {
        last = (await client.environments.status(environment.id)).last_deployment_date;
    }
    catch (error) {
        log.warning(`Could not read the status of ${environment.name} (${error instanceof Error ? error.message : String(error)}): it is left alone`);
        return undefined;
    }
    if (last === undefined)
        log.warning(`The platform sent no last_deployment_date for ${environment.name}: its age counts from its creation`);
    // Never deployed (or a server without the field): the preview is as old as its creation.
    const since = Date.parse(last ?? environment.created_at);
    if (Number.isNaN(since))
        return undefined;
    const days = (clock.now() - since) / DAY_MS;
    if (days > config.maxAgeDays)
        return { ...candidate, reason: 'max-age' };
    log.info(`${environment.name} is kept: pull request #${pullRequest} is open and its last deployment (or creation) was ${days.toFixed(1)} days ago`);
    return undefined;
}
/**
 * Waits until the shared token's budget has room for one more deletion beyond the reserve the
 * waiter keeps for other runs; false when that room comes only after the deadline.
 */
async function budgetAllows(ctx, deadline) {
    const { client, clock, log } = ctx;
    const rate = client.rateLimit;
    const delay = rate ? (0,pacing/* budgetDelay */.B)({ ...rate, remaining: rate.remaining - REQUESTS_PER_DELETION }, clock.now(), ctx.random ?? Math.random) : 0;
    if (delay <= 0)
        return true;
    if (clock.now() + delay > deadline)
        return false;
    if (delay >= 250)
        log.info(`Pacing deletions to the platform's rate limit: next in ${(delay / 1000).toFixed(1)}s`);
    await clock.sleep(delay);
    return true;
}

;// CONCATENATED MODULE: ./src/operations/index.ts







const OPERATIONS = { preview: preview, deploy: deploy, cleanup: cleanup, status: status_status, sweep: sweep };
async function runOperation(ctx) {
    const record = new RunRecord(ctx.config.operation, ctx.clock);
    record.commit = ctx.config.commit;
    try {
        return await OPERATIONS[ctx.config.operation](ctx, record);
    }
    catch (error) {
        record.failedStage ??= record.currentStage ?? ctx.config.operation;
        return record.result('failure', error instanceof Error ? error.message : String(error));
    }
}
/** A fork's pull request gets no secrets from GitHub: nothing can be deployed, and that is fine. */
function skippedForFork(ctx) {
    const record = new RunRecord(ctx.config.operation, ctx.clock);
    record.commit = ctx.config.commit;
    return record.result('skipped', 'Skipped: pull requests from forks get no secrets, so no preview is deployed');
}


/***/ }),

/***/ 4649:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ SWEEP_REASON_TEXT)
/* harmony export */ });
const SWEEP_REASON_TEXT = {
    closed: 'pull request closed',
    merged: 'pull request merged',
    'not-found': 'pull request does not exist',
    'max-age': 'last deployment older than max-age-days',
};


/***/ }),

/***/ 2298:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  u: () => (/* binding */ Logs),
  b: () => (/* binding */ SERVICE_LOG_ROUTES)
});

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
;// CONCATENATED MODULE: ./src/platform/log-schemas.ts
/**
 * Schemas of the log reads (upstream notes, "Logs"): lenient like every response schema here.
 * Every member the report uses may be missing or null on some server; an entry it cannot use is
 * skipped, never a reason to drop the whole log.
 */

/** One entry of `GET /environment/{id}/logs`: a line of a deployment, or the error that ended it. */
const DeploymentLogEntry = schemas/* looseObject */._H3({
    type: schemas/* string */.YjP().nullish(),
    timestamp: schemas/* string */.YjP().nullish(),
    details: schemas/* looseObject */._H3({
        execution_id: schemas/* string */.YjP().nullish(),
        transmitter: schemas/* looseObject */._H3({ id: schemas/* string */.YjP().nullish(), name: schemas/* string */.YjP().nullish(), type: schemas/* string */.YjP().nullish() }).nullish(),
        stage: schemas/* looseObject */._H3({ step: schemas/* string */.YjP().nullish(), name: schemas/* string */.YjP().nullish() }).nullish(),
    })
        .nullish(),
    error: schemas/* looseObject */._H3({
        tag: schemas/* string */.YjP().nullish(),
        user_log_message: schemas/* string */.YjP().nullish(),
        link: schemas/* string */.YjP().nullish(),
        hint_message: schemas/* string */.YjP().nullish(),
        underlying_error: schemas/* looseObject */._H3({ message: schemas/* string */.YjP().nullish() }).nullish(),
    })
        .nullish(),
    message: schemas/* looseObject */._H3({ safe_message: schemas/* string */.YjP().nullish() }).nullish(),
});
/** The whole answer: a bare array, not a `{results}` list. */
const DeploymentLog = schemas/* array */.YOg(DeploymentLogEntry);
/** One line of `GET /application/{id}/log` or `/container/{id}/log`. */
const ServiceLogLine = schemas/* looseObject */._H3({ created_at: schemas/* string */.YjP().nullish(), message: schemas/* string */.YjP().nullish() });

;// CONCATENATED MODULE: ./src/platform/logs.ts
/** Logs: what a deployment printed, per environment, and what a running service prints. */

/** The kinds of service whose own log the platform serves; jobs have none. */
const SERVICE_LOG_ROUTES = {
    APPLICATION: '/application/{serviceId}/log',
    CONTAINER: '/container/{serviceId}/log',
};
class Logs {
    #transport;
    constructor(transport) {
        this.#transport = transport;
    }
    /** The last deployment log entries of the environment (the platform keeps 1000), oldest first. */
    deployment(environmentId) {
        return this.#transport.json({
            method: 'GET',
            route: '/environment/{environmentId}/logs',
            ids: { environmentId },
            scope: 'Read',
            subject: `environment ${environmentId}`,
            idempotent: true,
        }, DeploymentLog);
    }
    /** The last lines the running service printed (the platform keeps 1000), oldest first. */
    service(kind, serviceId) {
        return this.#transport.list({
            method: 'GET',
            route: SERVICE_LOG_ROUTES[kind],
            ids: { serviceId },
            scope: 'Read',
            subject: `${kind.toLowerCase()} ${serviceId}`,
            idempotent: true,
        }, ServiceLogLine);
    }
}


/***/ }),

/***/ 2029:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Is: () => (/* binding */ isSettled),
/* harmony export */   ai: () => (/* binding */ classifyState),
/* harmony export */   vx: () => (/* binding */ isBeingDeleted)
/* harmony export */ });
function classifyState(state, purpose) {
    if (state.endsWith('_ERROR'))
        return 'failure';
    if (state === 'CANCELED')
        return 'cancelled';
    if (purpose === 'delete')
        return state === 'DELETED' ? 'success' : 'in_progress';
    if (state === 'DEPLOYED' || state === 'RESTARTED')
        return 'success';
    return 'in_progress';
}
/**
 * States in which nothing moves by itself: never deployed (READY), stopped, deleted, or one the
 * service leaves ambiguous. A status check has nothing to wait for in them.
 */
const SETTLED_STATES = new Set(['READY', 'RECAP', 'UNAVAILABLE', 'STOPPED', 'DELETED']);
function isSettled(state) {
    return SETTLED_STATES.has(state);
}
/** An environment on its way out: it must not be adopted as a preview. */
function isBeingDeleted(state) {
    return state === 'DELETE_QUEUED' || state === 'DELETING' || state === 'WAITING_DELETING' || state === 'DELETED';
}


/***/ }),

/***/ 9031:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  FIRST_POLL_NOT_BEFORE_MS: () => (/* reexport */ FIRST_POLL_NOT_BEFORE_MS),
  MAX_POLL_INTERVAL_MS: () => (/* reexport */ MAX_POLL_INTERVAL_MS),
  MIN_POLL_INTERVAL_MS: () => (/* reexport */ MIN_POLL_INTERVAL_MS),
  RATE_LIMIT_RESERVE: () => (/* reexport */ pacing/* RATE_LIMIT_RESERVE */.a),
  budgetDelay: () => (/* reexport */ pacing/* budgetDelay */.B),
  createVirtualClock: () => (/* reexport */ createVirtualClock),
  nextPollDelay: () => (/* reexport */ nextPollDelay),
  systemClock: () => (/* reexport */ systemClock),
  waitForDeployment: () => (/* reexport */ waitForDeployment)
});

;// CONCATENATED MODULE: ./src/wait/clock.ts
/**
 * Time as the waiter sees it. Injected so tests and the benchmark run a half-hour wait in
 * milliseconds on a virtual clock.
 */
const systemClock = {
    now: () => Date.now(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms))),
};
function createVirtualClock(startMs = 0) {
    let time = startMs;
    const advance = (ms) => {
        time += Math.max(0, ms);
    };
    return {
        now: () => time,
        advance,
        sleep: async (ms) => advance(ms),
    };
}

// EXTERNAL MODULE: ./src/wait/pacing.ts
var pacing = __webpack_require__(2273);
;// CONCATENATED MODULE: ./src/wait/schedule.ts

const MIN_POLL_INTERVAL_MS = 2_000;
const MAX_POLL_INTERVAL_MS = 30_000;
/**
 * The environment status endpoint still shows the previous deployment's state for a few seconds
 * after a trigger (the vendor's CLI waits 3 s): no read before then, whichever endpoint is polled.
 */
const FIRST_POLL_NOT_BEFORE_MS = 3_000;
/** Jitter moves a delay by at most this share of its part above the minimum, so bounds hold. */
const JITTER = 0.1;
/*
 * Without a known duration the polls sit on a fixed grid counted from the trigger: the first at
 * 8 s, then every 2.6 s plus 9% of the elapsed time, each late by at most 5% of its gap. A
 * deployment that ends just after a poll is seen one gap later, so the detection lag stays within
 * 10% of the duration + 3 s at worst (for anything lasting 5 s or more), for fewer requests than a
 * 3 s poller's. A grid, rather than intervals chained from the last poll, keeps jitter and slow
 * reads from drifting the schedule.
 */
const UNGUIDED_FIRST_POLL_MS = 8_000;
const UNGUIDED_BASE_INTERVAL_MS = 2_600;
const UNGUIDED_GROWTH = 0.09;
const UNGUIDED_JITTER = 0.05;
/*
 * With a known duration the polls halve the distance to a target just after the expected end,
 * land on it, then read every 2 s and back off as the overrun grows. The target sits a second
 * past the expected end so that a deployment that finishes on time is seen on that one read.
 */
const EXPECTED_END_MARGIN_MS = 1_000;
const APPROACH_SHARE = 0.5;
const OVERRUN_GROWTH = 0.2;
function clamp(value, low, high) {
    return Math.min(high, Math.max(low, value));
}
/** The interval of the schedule that knows nothing about the duration, at a given elapsed time. */
function unguidedInterval(elapsedMs) {
    return Math.min(MAX_POLL_INTERVAL_MS, UNGUIDED_BASE_INTERVAL_MS + UNGUIDED_GROWTH * Math.max(0, elapsedMs));
}
function unguidedDelay(elapsedMs, random) {
    let previous = 0;
    let next = UNGUIDED_FIRST_POLL_MS;
    while (next <= elapsedMs) {
        previous = next;
        next += unguidedInterval(next);
    }
    // Late, never early: a read just before a grid point would make the point after it the next target.
    const spread = UNGUIDED_JITTER * random() * Math.max(0, next - previous - MIN_POLL_INTERVAL_MS);
    return clamp(next - elapsedMs + spread, MIN_POLL_INTERVAL_MS, MAX_POLL_INTERVAL_MS);
}
function guidedDelay(elapsedMs, expectedDurationMs, random) {
    const untilTarget = expectedDurationMs + EXPECTED_END_MARGIN_MS - elapsedMs;
    if (untilTarget >= 2 * MIN_POLL_INTERVAL_MS) {
        const approach = Math.min(MAX_POLL_INTERVAL_MS, untilTarget * APPROACH_SHARE);
        // Early, never late: overshooting the target would skip the dense reads around it.
        return clamp(approach - JITTER * random() * (approach - MIN_POLL_INTERVAL_MS), MIN_POLL_INTERVAL_MS, MAX_POLL_INTERVAL_MS);
    }
    if (untilTarget >= MIN_POLL_INTERVAL_MS)
        return untilTarget;
    const overrunMs = Math.max(0, -untilTarget);
    const backoff = MIN_POLL_INTERVAL_MS + OVERRUN_GROWTH * overrunMs * (1 + JITTER * random());
    return clamp(backoff, MIN_POLL_INTERVAL_MS, unguidedInterval(elapsedMs));
}
/** The delay before the next status read. Pure; exported for tests and the benchmark. */
function nextPollDelay(input) {
    const { elapsedMs, expectedDurationMs, random } = input;
    const scheduled = expectedDurationMs !== undefined && Number.isFinite(expectedDurationMs) && expectedDurationMs >= 0
        ? guidedDelay(elapsedMs, expectedDurationMs, random)
        : unguidedDelay(elapsedMs, random);
    const delay = Math.max(scheduled, FIRST_POLL_NOT_BEFORE_MS - elapsedMs);
    return Math.max(delay, (0,pacing/* budgetDelay */.B)(input.rateLimit, input.now, random));
}

// EXTERNAL MODULE: ./src/platform/states.ts
var states = __webpack_require__(2029);
// EXTERNAL MODULE: ./src/platform/errors.ts
var errors = __webpack_require__(6316);
;// CONCATENATED MODULE: ./src/wait/faults.ts
/** Which failed status reads the wait outlives, and how long it waits before the next. */



/** The fault a wait can outlive, or undefined when the error must end the wait. */
function pollFaultOf(error) {
    if (!(error instanceof errors/* PlatformApiError */.es))
        return undefined;
    if (error.status === 429)
        return 'rate-limited';
    if (error.status === 409)
        return 'busy';
    return error.retryable ? 'transient' : undefined;
}
/** Spreads the runs that a 429 sent to sleep until the same instant. */
const RATE_LIMIT_SPREAD_MS = 2_000;
/** Full jitter above the floor over a doubling ceiling, so failed runs do not retry in step. */
function backoff(failures, random) {
    const ceiling = Math.min(MAX_POLL_INTERVAL_MS, MIN_POLL_INTERVAL_MS * 2 ** Math.max(1, failures));
    return MIN_POLL_INTERVAL_MS + random() * (ceiling - MIN_POLL_INTERVAL_MS);
}
/** The delay before the read that follows a failed one. */
function retryDelay(input) {
    const { fault, error, failures, random, rateLimit, now } = input;
    const budget = (0,pacing/* budgetDelay */.B)(rateLimit, now, random);
    if (fault === 'rate-limited') {
        const retryAfterMs = error instanceof errors/* PlatformApiError */.es ? error.retryAfterMs : undefined;
        const asked = retryAfterMs !== undefined && Number.isFinite(retryAfterMs) ? retryAfterMs : Math.max(budget, backoff(failures, random));
        return Math.max(MIN_POLL_INTERVAL_MS, asked) + random() * RATE_LIMIT_SPREAD_MS;
    }
    return Math.max(backoff(failures, random), budget);
}

;// CONCATENATED MODULE: ./src/wait/waiter.ts



/**
 * How long to sleep before the next read, or undefined when no read fits before the deadline.
 * A read that would fall past the deadline, or closer than the minimum interval to it, moves to
 * the deadline itself, so a deployment that ends just before the timeout is not reported as
 * timed out.
 */
function sleepBeforeRead(delayMs, leftMs, readAtDeadline, hasRead) {
    if (leftMs <= 0 || (hasRead && leftMs < MIN_POLL_INTERVAL_MS))
        return undefined;
    if (delayMs + MIN_POLL_INTERVAL_MS <= leftMs)
        return delayMs;
    return readAtDeadline ? leftMs : undefined;
}
async function waitForDeployment(options) {
    const { clock, poll, purpose } = options;
    const random = options.random ?? Math.random;
    const startedAt = options.triggeredAt ?? clock.now();
    const deadline = startedAt + options.timeoutMs;
    const transitions = [];
    let state = '';
    let polls = 0;
    let failures = 0;
    // After a 429 whose wait reaches past the deadline a read there would only be refused again.
    let readAtDeadline = true;
    const scheduled = () => {
        const now = clock.now();
        return nextPollDelay({
            elapsedMs: now - startedAt,
            expectedDurationMs: options.expectedDurationMs,
            random,
            rateLimit: options.rateLimit?.(),
            now,
        });
    };
    const result = (verdict) => ({ verdict, state, polls, elapsedMs: clock.now() - startedAt, transitions });
    let delay = scheduled();
    for (;;) {
        const sleepMs = sleepBeforeRead(delay, deadline - clock.now(), readAtDeadline, polls > 0);
        if (sleepMs === undefined) {
            await clock.sleep(Math.max(0, deadline - clock.now()));
            return result('timed_out');
        }
        await clock.sleep(sleepMs);
        polls += 1;
        let seen;
        try {
            seen = await poll();
        }
        catch (error) {
            const fault = pollFaultOf(error);
            if (fault === undefined)
                throw error;
            failures += 1;
            delay = retryDelay({ fault, error, failures, random, rateLimit: options.rateLimit?.(), now: clock.now() });
            readAtDeadline = fault !== 'rate-limited' || delay <= deadline - clock.now();
            options.onPollError?.(error, delay);
            continue;
        }
        failures = 0;
        readAtDeadline = true;
        if (seen !== state || transitions.length === 0) {
            state = seen;
            const atMs = clock.now() - startedAt;
            transitions.push({ state, atMs });
            options.onStateChange?.(state, atMs);
        }
        const verdict = (0,states/* classifyState */.ai)(state, purpose);
        if (verdict !== 'in_progress')
            return result(verdict);
        delay = scheduled();
    }
}

;// CONCATENATED MODULE: ./src/wait/index.ts






/***/ }),

/***/ 2273:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ budgetDelay),
/* harmony export */   a: () => (/* binding */ RATE_LIMIT_RESERVE)
/* harmony export */ });
/** Requests left untouched for this run's other calls and for other runs on the same token. */
const RATE_LIMIT_RESERVE = 10;
/** Spreads a wait that ends at a window reset so that runs sharing the token do not all wake at once. */
const RESET_SPREAD_MS = 2_000;
/**
 * The least delay before the next request that the remaining budget allows; 0 when the budget
 * does not constrain (no headers seen, or the window has already reset).
 *
 * The even share of what is left (time to reset / spare requests) is weighted by how much of
 * the limit is already spent: a fresh window does not slow a lone run (one wait costs a handful
 * of requests), while a window that many runs are draining stretches every run's interval
 * steeply, and an exhausted one waits for the reset.
 */
function budgetDelay(rateLimit, now, random) {
    if (rateLimit === undefined)
        return 0;
    const windowMs = rateLimit.resetAt - now;
    if (windowMs <= 0)
        return 0;
    const spare = rateLimit.remaining - RATE_LIMIT_RESERVE;
    if (spare <= 0)
        return windowMs + random() * RESET_SPREAD_MS;
    const spent = rateLimit.limit ? Math.min(1, Math.max(0, 1 - rateLimit.remaining / rateLimit.limit)) : 1;
    return (spent * windowMs) / spare;
}


/***/ })

};
