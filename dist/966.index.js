export const id = 966;
export const ids = [966];
export const modules = {

/***/ 8308:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Qh: () => (/* binding */ INPUT_NAMES),
  dz: () => (/* binding */ InputError),
  SE: () => (/* binding */ SHORTEST_MASK),
  TL: () => (/* binding */ parseInputs),
  r7: () => (/* binding */ rawSensitiveValues),
  DJ: () => (/* binding */ sensitiveValues)
});

// UNUSED EXPORTS: DEFAULTS, masksOf, resolveOperation

;// CONCATENATED MODULE: ./src/dotenv.ts
/**
 * The `secrets` input in the dotenv rules users know from .env files: `KEY=VALUE` lines, an
 * optional `export `, `#` comments, double-quoted values that span lines and take `\n`-style
 * escapes, single-quoted values kept literally (also across lines). A problem is named by its
 * line number and never by its text, which may hold a secret.
 */
const PAIR = /^(?:export\s+)?([^=\s]+)\s*=\s*(.*)$/s;
const ESCAPES = { n: '\n', r: '\r', t: '\t', '"': '"', '\\': '\\' };
function unescapeDouble(text) {
    return text.replace(/\\([nrt"\\])/g, (_match, char) => ESCAPES[char] ?? char);
}
/** Where the closing quote is in `text`, or -1; a double quote may be escaped. */
function closingQuote(text, quote) {
    for (let index = 0; index < text.length; index++) {
        const char = text[index];
        if (quote === '"' && char === '\\')
            index++;
        else if (char === quote)
            return index;
    }
    return -1;
}
/** An unquoted value ends at a ` #` comment, as in docker compose and python-dotenv. */
function unquoted(text) {
    const comment = /\s#/.exec(text);
    return (comment ? text.slice(0, comment.index) : text).trim();
}
function readDotenv(text) {
    const lines = text.replace(/\r\n?/g, '\n').split('\n');
    const entries = [];
    const fail = (problem) => ({ entries, problem });
    for (let index = 0; index < lines.length; index++) {
        const number = index + 1;
        const line = (lines[index] ?? '').trim();
        if (line === '' || line.startsWith('#'))
            continue;
        const pair = PAIR.exec(line);
        if (!pair)
            return fail(`line ${number} is not KEY=VALUE`);
        const key = pair[1] ?? '';
        const rest = pair[2] ?? '';
        const quote = rest[0];
        if (quote !== '"' && quote !== "'") {
            entries.push({ key, value: unquoted(rest), line: number });
            continue;
        }
        // A quoted value runs to its closing quote, on this line or a later one.
        let body = rest.slice(1);
        let end = closingQuote(body, quote);
        while (end < 0 && index + 1 < lines.length) {
            index++;
            body += `\n${lines[index] ?? ''}`;
            end = closingQuote(body, quote);
        }
        if (end < 0)
            return fail(`line ${number}: the quoted value is never closed`);
        const after = body.slice(end + 1).trim();
        if (after !== '' && !after.startsWith('#'))
            return fail(`line ${index + 1}: unexpected text after the closing quote`);
        const raw = body.slice(0, end);
        entries.push({ key, value: quote === '"' ? unescapeDouble(raw) : raw, line: number });
    }
    return { entries };
}

;// CONCATENATED MODULE: ./src/input-parsers.ts
/**
 * One parser per input of action.yml: the value as the run uses it, or an Invalid carrying the
 * problem, which inputs.ts puts after the input's name. Plain functions rather than a schema
 * library: they are what a run loads first, before it knows whether its inputs are valid.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
/** Docker's rule for an image tag, which is what `commit` becomes. */
const IMAGE_TAG = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/;
const SECRET_KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** A parser's refusal: only the problem, without the input's name. */
class Invalid extends Error {
}
function invalid(problem) {
    throw new Invalid(problem);
}
/** The text trimmed, when `accepts` takes it; checks see the trimmed text and it is what is kept. */
function trimmed(accepts, problem) {
    return (value) => {
        const text = value.trim();
        if (!accepts(text))
            invalid(problem);
        return text;
    };
}
/** '' as given (the input left out), else what `parse` makes of it. */
function optional(parse) {
    return (value) => (value === '' ? '' : parse(value));
}
const uuidText = trimmed((v) => UUID.test(v), 'must be a uuid such as 3f2b9c1e-8d4a-4e7b-9a61-0c5d2e7f4b18');
const optionalUuid = optional(uuidText);
const imageTag = optional(trimmed((v) => IMAGE_TAG.test(v), 'must be a valid image tag (letters, digits, _ . -; at most 128)'));
const trueOrFalse = trimmed((v) => v === 'true' || v === 'false', 'must be "true" or "false"');
const strictBoolean = (value) => trueOrFalse(value) === 'true';
/** Exactly one of `values`, untrimmed. */
function oneOf(values) {
    return (value) => values.find((known) => known === value) ?? invalid(`must be one of: ${values.join(', ')}`);
}
function apiUrl(value) {
    const text = value.trim();
    if (text === '')
        invalid('is required');
    const url = URL.parse(text) ?? invalid('is not a URL');
    // The token is the only credential; a query or fragment would be lost or garble every path.
    if (url.username !== '' || url.password !== '' || /^[a-z][a-z0-9+.-]*:\/\/[^/]*@/i.test(text)) {
        invalid('must not carry a user or password (api-token is the only credential)');
    }
    if (text.includes('?') || text.includes('#'))
        invalid('must not carry a query (?…) or a fragment (#…)');
    const loopback = LOOPBACK_HOSTS.has(url.hostname) || /^127(\.\d{1,3}){3}$/.test(url.hostname);
    if (url.protocol === 'https:' || (url.protocol === 'http:' && loopback))
        return text;
    return invalid('must be https, or http on a loopback address');
}
/** Required as given (a blank is not trimmed away first), then trimmed. */
function apiToken(value) {
    if (value === '')
        invalid('is required (store the token as a repository secret)');
    const token = value.trim();
    if (/\s/.test(token))
        invalid('must be a single token without spaces or line breaks');
    return token;
}
/** Service ids, one per line or comma-separated; `kind` names them in a refusal. */
function serviceIds(kind) {
    return (value) => {
        const ids = value
            .split(/[\n,]/)
            .map((id) => id.trim())
            .filter((id) => id.length > 0);
        const notUuid = ids.find((id) => !UUID.test(id));
        if (notUuid !== undefined)
            invalid(`"${notUuid}" is not a uuid`);
        const seen = new Set();
        for (const id of ids) {
            if (seen.has(id.toLowerCase()))
                invalid(`${kind} ${id} is listed twice`);
            seen.add(id.toLowerCase());
        }
        return ids;
    };
}
/** dotenv lines (src/dotenv.ts); the message never repeats a value, only line numbers and keys. */
function secrets(value) {
    const { entries, problem } = readDotenv(value);
    const seen = new Set();
    for (const { key, line } of entries) {
        if (!SECRET_KEY.test(key))
            invalid(`line ${line}: key must be letters, digits and underscores, not starting with a digit`);
        if (seen.has(key))
            invalid(`line ${line}: key ${key} is set twice`);
        seen.add(key);
    }
    if (problem !== undefined)
        invalid(problem);
    return entries.map(({ key, value: secret }) => ({ key, value: secret }));
}
function previewName(value) {
    const name = value.trim();
    if (name === '')
        invalid('must not be empty');
    if (!name.includes('{number}'))
        invalid('must contain {number}, so cleanup can tell the preview is this pull request\'s');
    if (/\{(?!environment\}|number\}|branch\})[^}]*\}/.test(name))
        invalid('knows only {environment}, {number} and {branch}');
    return name;
}
function timeoutMinutes(value) {
    const text = value.trim();
    if (!/^\d+$/.test(text))
        invalid('must be a whole number of minutes');
    const minutes = Number(text);
    if (minutes < 1 || minutes > 360)
        invalid('must be between 1 and 360');
    return minutes;
}
const consoleUrl = trimmed((v) => v === '' || /^https?:\/\/\S+$/.test(v), 'must be an http(s) URL template such as https://console.example.com/{organization}/{project}/{environment}');
/** sweep's age limit: empty is off. */
function maxAgeDays(value) {
    const text = value.trim();
    if (text === '')
        return 0;
    const days = Number(text);
    if (!/^\d+$/.test(text) || days < 1 || days > 3650)
        invalid('must be a whole number of days from 1 to 3650, or empty for no age limit');
    return days;
}
/** A GitHub login as comments show it: `octocat`, or an App's `my-app[bot]`. */
const commentAuthor = trimmed((v) => v === '' || /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/.test(v), 'must be a GitHub login such as octocat or my-app[bot]');
/**
 * One parser per input: the value, or an Invalid with the problem. Defaults match action.yml so
 * a call without `with:` behaves the same.
 */
const parsers = {
    'api-url': apiUrl,
    'api-token': apiToken,
    operation: oneOf(['auto', 'preview', 'deploy', 'cleanup', 'status', 'sweep']),
    environment: optionalUuid,
    application: serviceIds('application'),
    container: serviceIds('container'),
    job: serviceIds('job'),
    commit: imageTag,
    'image-tag': imageTag,
    secrets,
    'preview-name': previewName,
    'preview-scope': oneOf(['environment', 'jobs']),
    cluster: optionalUuid,
    wait: strictBoolean,
    'timeout-minutes': timeoutMinutes,
    'cancel-on-timeout': strictBoolean,
    comment: oneOf(['update', 'recreate', 'off']),
    'github-token': (value) => value.trim(),
    'github-deployment': strictBoolean,
    'console-url': consoleUrl,
    'deployment-request-id': optionalUuid,
    'dry-run': strictBoolean,
    'max-age-days': maxAgeDays,
    'comment-author': commentAuthor,
};

;// CONCATENATED MODULE: ./src/inputs.ts
/**
 * Every input of action.yml, validated before the first request into one frozen, typed
 * configuration. A bad input is an InputError whose message names the input and what is wrong,
 * so the step can fail with one line and nothing changed on the platform.
 */


const INPUT_NAMES = [
    'api-url',
    'api-token',
    'operation',
    'environment',
    'application',
    'container',
    'job',
    'commit',
    'image-tag',
    'secrets',
    'preview-name',
    'preview-scope',
    'cluster',
    'wait',
    'timeout-minutes',
    'cancel-on-timeout',
    'comment',
    'github-token',
    'github-deployment',
    'console-url',
    'deployment-request-id',
    'dry-run',
    // sweep and comment ownership (issue 12)
    'max-age-days',
    'comment-author',
];
class InputError extends Error {
    input;
    constructor(input, problem) {
        super(`Input "${input}": ${problem}`);
        this.name = 'InputError';
        this.input = input;
    }
}
const DEFAULTS = {
    'api-url': '',
    'api-token': '',
    operation: 'auto',
    environment: '',
    application: '',
    container: '',
    job: '',
    commit: '',
    'image-tag': '',
    secrets: '',
    'preview-name': '{environment}-pr-{number}',
    'preview-scope': 'environment',
    cluster: '',
    wait: 'true',
    'timeout-minutes': '30',
    'cancel-on-timeout': 'false',
    comment: 'update',
    'github-token': '',
    'github-deployment': 'true',
    'console-url': '',
    'deployment-request-id': '',
    'dry-run': 'false',
    'max-age-days': '',
    'comment-author': '',
};
/** The input parsed, or an InputError naming it. */
function parse(name, value) {
    try {
        return parsers[name](value);
    }
    catch (error) {
        if (error instanceof Invalid)
            throw new InputError(name, error.message);
        throw error;
    }
}
/** @param mayBeEmpty inputs that are left empty rather than required in this run */
function parseEach(raw, mayBeEmpty) {
    const parsed = {};
    for (const name of INPUT_NAMES) {
        const given = raw[name];
        const value = given === undefined || given.trim() === '' ? DEFAULTS[name] : given;
        if (value === '' && mayBeEmpty.includes(name)) {
            parsed[name] = '';
            continue;
        }
        parsed[name] = parse(name, value);
    }
    return parsed;
}
/** `auto`: a closed pull request cleans up, any other pull-request event previews, else deploy. */
function resolveOperation(requested, event) {
    if (requested !== 'auto')
        return requested;
    if (event.pullRequest)
        return event.pullRequest.closed ? 'cleanup' : 'preview';
    return 'deploy';
}
function parseInputs(raw, event) {
    const operation = resolveOperation(parse('operation', (raw.operation ?? '').trim() || DEFAULTS.operation), event);
    const forkPreview = event.pullRequest?.fork === true && (operation === 'preview' || operation === 'cleanup');
    // A fork's run gets no secrets: an empty token there is expected, and the run will skip.
    const inputs = parseEach(raw, forkPreview ? ['api-token'] : []);
    if ((operation === 'preview' || operation === 'cleanup') && !event.pullRequest) {
        throw new InputError('operation', `${operation} needs a pull_request event (this run is a ${event.eventName || 'non-pull-request'} event)`);
    }
    if (operation !== 'status' && inputs.environment === '') {
        throw new InputError('environment', operation === 'deploy' ? 'is required: the id of the environment to deploy' : 'is required: the id of the blueprint environment');
    }
    if (operation === 'sweep' && inputs['github-token'] === '') {
        throw new InputError('github-token', 'is required for sweep, which reads each preview\'s pull request (the default ${{ github.token }} will do)');
    }
    if (inputs['max-age-days'] > 0 && operation !== 'sweep') {
        throw new InputError('max-age-days', `applies only to operation sweep (this run is ${operation})`);
    }
    if (operation === 'status' && inputs.environment === '' && inputs['deployment-request-id'] === '') {
        throw new InputError('environment', 'is required for status when deployment-request-id is empty');
    }
    if (inputs['preview-scope'] === 'jobs' && operation === 'preview' && inputs.job.length === 0) {
        throw new InputError('job', 'must list at least one job when preview-scope is jobs');
    }
    if (inputs['preview-scope'] === 'jobs' && operation === 'preview') {
        for (const name of ['application', 'container']) {
            if (inputs[name].length > 0)
                throw new InputError(name, `cannot be used with preview-scope jobs, which clones only jobs (use preview-scope environment)`);
        }
    }
    ensureListedOnce(inputs);
    const commit = inputs.commit || event.pullRequest?.headSha || event.sha;
    const pinning = inputs.application.length + inputs.container.length + inputs.job.length > 0;
    if (pinning && !IMAGE_TAG.test(commit) && (operation === 'preview' || operation === 'deploy')) {
        throw new InputError('commit', 'is required to deploy services at a version: no pull request head SHA or GITHUB_SHA is known');
    }
    return Object.freeze({
        apiUrl: inputs['api-url'].replace(/\/+$/, ''),
        apiToken: inputs['api-token'],
        operation,
        environmentId: inputs.environment.toLowerCase(),
        applicationIds: Object.freeze(inputs.application.map((id) => id.toLowerCase())),
        containerIds: Object.freeze(inputs.container.map((id) => id.toLowerCase())),
        jobIds: Object.freeze(inputs.job.map((id) => id.toLowerCase())),
        commit,
        imageTag: inputs['image-tag'] || commit,
        secrets: Object.freeze(inputs.secrets),
        previewName: inputs['preview-name'],
        previewScope: inputs['preview-scope'],
        clusterId: inputs.cluster.toLowerCase(),
        wait: inputs.wait,
        timeoutMinutes: inputs['timeout-minutes'],
        cancelOnTimeout: inputs['cancel-on-timeout'],
        comment: inputs.comment,
        githubToken: inputs['github-token'],
        githubDeployment: inputs['github-deployment'],
        consoleUrl: inputs['console-url'],
        deploymentRequestId: inputs['deployment-request-id'].toLowerCase(),
        dryRun: inputs['dry-run'],
        pullRequest: event.pullRequest,
        maxAgeDays: inputs['max-age-days'],
        commentAuthor: inputs['comment-author'],
    });
}
/** A service is one kind: the same id under two of application, container and job is a mistake. */
function ensureListedOnce(inputs) {
    const seen = new Map();
    for (const name of ['application', 'container', 'job']) {
        for (const id of inputs[name]) {
            const earlier = seen.get(id.toLowerCase());
            if (earlier)
                throw new InputError(name, `${id} is also listed in "${earlier}": a service is of one kind`);
            seen.set(id.toLowerCase(), name);
        }
    }
}
/**
 * A mask shorter than this would blank every occurrence of those characters in the log (a
 * one-character mask of "=" hides every "="), so such a value cannot be hidden and is not tried.
 */
const SHORTEST_MASK = 3;
/**
 * What to register as masks for these values: the runner masks line by line, so each line of a
 * multi-line value is its own mask; lines shorter than SHORTEST_MASK are left out.
 */
function masksOf(values) {
    const masks = values.flatMap((value) => [value, ...value.split(/\r?\n/)]).map((mask) => mask.trim());
    return [...new Set(masks.filter((mask) => mask.length >= SHORTEST_MASK && !/[\r\n]/.test(mask)))];
}
/** Every mask the logs need: the tokens and each line of each secret value. */
function sensitiveValues(config) {
    return masksOf([config.apiToken, config.githubToken, ...config.secrets.map((s) => s.value)]);
}
/** A password in a URL, refused by the api-url check but hidden before it is made. */
function passwordIn(text) {
    try {
        return decodeURIComponent(new URL(text.trim()).password);
    }
    catch {
        return '';
    }
}
/**
 * Masks for the raw inputs, before they are validated: a bad input's message never shows a
 * value, but the values read up to the problem are hidden all the same.
 */
function rawSensitiveValues(raw) {
    const { entries, problem } = readDotenv(raw.secrets ?? '');
    // Past a problem the lines cannot be read as pairs: each is hidden whole.
    const unread = problem === undefined ? [] : [raw.secrets ?? ''];
    return masksOf([raw['api-token'] ?? '', raw['github-token'] ?? '', passwordIn(raw['api-url'] ?? ''), ...entries.map((entry) => entry.value), ...unread]);
}


/***/ }),

/***/ 7966:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/error-message.ts
var error_message = __webpack_require__(6587);
;// CONCATENATED MODULE: ./src/event.ts
function readEvent(eventName, sha, payload) {
    const raw = payload.pull_request;
    if (!raw || typeof raw.number !== 'number')
        return { eventName, sha };
    const headRepo = raw.head?.repo?.full_name;
    const pullRequest = {
        number: raw.number,
        headSha: raw.head?.sha ?? '',
        headBranch: raw.head?.ref ?? '',
        title: raw.title ?? '',
        // A deleted fork has no head repository: treat it as a fork, it gets no secrets either.
        fork: headRepo === undefined || headRepo !== raw.base?.repo?.full_name,
        closed: payload.action === 'closed' || raw.state === 'closed',
    };
    return { eventName, sha, pullRequest };
}

// EXTERNAL MODULE: ./src/inputs.ts + 2 modules
var inputs = __webpack_require__(8308);
// EXTERNAL MODULE: ./src/runner.ts + 2 modules
var runner = __webpack_require__(6783);
;// CONCATENATED MODULE: ./src/main.ts
/**
 * The action's main step: the only place that reads inputs, sets outputs and fails the step.
 * Until the inputs are valid only they are loaded; the platform client and the operations come
 * next, and the reporting code (Octokit) only when a report is written.
 */




const ACTION = 'platform-deploy';
const FAILED_OUTCOMES = new Set(['failure', 'timed_out', 'cancelled']);
const log = {
    info: (line) => runner/* info */.pq(line),
    notice: (line) => runner/* notice */.lm(line),
    warning: (line) => runner/* warning */.$e(line),
    startGroup: (title) => runner/* startGroup */.Oh(title),
    endGroup: () => runner/* endGroup */.N4(),
};
function setOutputs(result, commentUrl) {
    runner/* setOutput */.uH('outcome', result.outcome);
    runner/* setOutput */.uH('state', result.state);
    runner/* setOutput */.uH('environment-id', result.environmentId);
    runner/* setOutput */.uH('environment-name', result.environmentName);
    runner/* setOutput */.uH('created', String(result.created));
    runner/* setOutput */.uH('deployment-request-id', result.deploymentRequestId);
    runner/* setOutput */.uH('url', result.url);
    runner/* setOutput */.uH('duration-seconds', String(Math.round(result.durationSeconds)));
    runner/* setOutput */.uH('metrics', JSON.stringify(result.stages.map(metricOf)));
    runner/* setOutput */.uH('comment-url', commentUrl);
    runner/* setOutput */.uH('failure-reason', failureReasonOf(result));
    if (result.swept) {
        runner/* setOutput */.uH('swept', JSON.stringify(result.swept.map((entry) => ({ 'environment-id': entry.environmentId, name: entry.name, 'pull-request': entry.pullRequest, reason: entry.reason }))));
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
        runner/* startGroup */.Oh('Plan (dry run)');
        for (const line of result.plan)
            runner/* info */.pq(`- ${line}`);
        runner/* endGroup */.N4();
    }
    for (const stage of result.stages) {
        const seconds = stage.durationSeconds === null ? 'running' : `${stage.durationSeconds.toFixed(1)}s`;
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
    runner/* saveState */.LZ('isPost', 'true');
    const raw = Object.fromEntries(inputs/* INPUT_NAMES */.Qh.map((name) => [name, runner/* getInput */.V4(name)]));
    // Masked before anything can print them, even a bad input.
    const masks = (0,inputs/* rawSensitiveValues */.r7)(raw);
    for (const value of masks)
        runner/* setSecret */.Pq(value);
    let config;
    try {
        const event = runner/* runnerEvent */.jB();
        config = (0,inputs/* parseInputs */.TL)(raw, readEvent(event.eventName, event.sha, event.payload));
    }
    catch (error) {
        runner/* setFailed */.C1(`${ACTION}: ${error instanceof inputs/* InputError */.dz ? error.message : (0,error_message/* errorMessage */.g)(error)}`);
        return;
    }
    for (const value of (0,inputs/* sensitiveValues */.DJ)(config))
        runner/* setSecret */.Pq(value);
    masks.push(...(0,inputs/* sensitiveValues */.DJ)(config));
    const { runOperation, skippedForFork, PlatformClient, USER_AGENT, systemClock, runReported } = await __webpack_require__.e(/* import() */ 556).then(__webpack_require__.bind(__webpack_require__, 3556));
    const fork = config.pullRequest?.fork === true && (config.operation === 'preview' || config.operation === 'cleanup');
    const { result, commentUrl } = await runReported({
        operate: async (announce) => {
            if (fork) {
                runner/* notice */.lm('This pull request comes from a fork, which gets no secrets: skipping the preview');
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
            const pullRequests = reads ? lazyPullRequestReader(config, log) : undefined;
            return runOperation({ client, config, clock: systemClock, log, announce, masks, ...(pullRequests ? { pullRequests } : {}) });
        },
        loadReporter: async () => (await Promise.all(/* import() */[__webpack_require__.e(779), __webpack_require__.e(291), __webpack_require__.e(93)]).then(__webpack_require__.bind(__webpack_require__, 6093))).createReporter({
            comment: config.comment,
            githubToken: config.githubToken,
            githubDeployment: config.githubDeployment,
            consoleUrl: config.consoleUrl,
            commentAuthor: config.commentAuthor,
        }, log),
        start: { operation: config.operation, commit: config.commit },
        saveProgress: (postState) => runner/* saveState */.LZ('report', JSON.stringify(postState)),
        warning: (line) => runner/* warning */.$e(line),
        settled: printResult,
    });
    runner/* saveState */.LZ('report-finished', 'true');
    setOutputs(result, commentUrl);
    if (FAILED_OUTCOMES.has(result.outcome))
        runner/* setFailed */.C1(`${ACTION}: ${result.summary}`);
}
function secondsText(seconds) {
    return seconds === null || seconds === undefined ? '–' : `${seconds.toFixed(1)}s`;
}
/** Octokit is loaded at the first read, not before the first platform request. */
function lazyPullRequestReader(config, log) {
    let loading;
    return {
        async read(number) {
            loading ??= Promise.all(/* import() */[__webpack_require__.e(779), __webpack_require__.e(291), __webpack_require__.e(93)]).then(__webpack_require__.bind(__webpack_require__, 6093)).then((report) => report.createPullRequestReader(config.githubToken, log, config.operation === 'preview'));
            const reader = await loading;
            if (!reader)
                throw new Error('the run has no GitHub repository');
            return reader.read(number);
        },
    };
}


/***/ })

};
