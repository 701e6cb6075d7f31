export const id = 729;
export const ids = [729];
export const modules = {

/***/ 1729:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ACTION: () => (/* binding */ ACTION),
/* harmony export */   endBeforeStart: () => (/* binding */ endBeforeStart),
/* harmony export */   failBeforeStart: () => (/* binding */ failBeforeStart),
/* harmony export */   readMaskedInputs: () => (/* binding */ readMaskedInputs),
/* harmony export */   withheldSecrets: () => (/* binding */ withheldSecrets)
/* harmony export */ });
/* harmony import */ var _basics_error_message_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5571);
/* harmony import */ var _basics_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3404);
/* harmony import */ var _basics_redaction_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(888);
/* harmony import */ var _config_event_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8906);
/* harmony import */ var _config_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2574);
/* harmony import */ var _job_summary_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9004);
/* harmony import */ var _runner_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5242);
/** The inputs as the runner passes them, masked before anything can print them, and a run that ends on them. */







/** How the action names itself in the lines that end a step. */
const ACTION = 'platform-deploy';
/**
 * Every input of action.yml, read once, and every value a log line must hide, masked before
 * anything can print them, even a bad input; a valid config holds no value beyond these.
 */
function readMaskedInputs() {
    const raw = Object.fromEntries(_config_index_js__WEBPACK_IMPORTED_MODULE_3__/* .INPUT_NAMES */ .Qh.map((name) => [name, _runner_js__WEBPACK_IMPORTED_MODULE_5__/* .getInput */ .V4(name)]));
    const secrets = (0,_config_index_js__WEBPACK_IMPORTED_MODULE_3__/* .readSecrets */ .ql)(raw);
    const masks = (0,_config_index_js__WEBPACK_IMPORTED_MODULE_3__/* .rawSensitiveValues */ .r7)(raw, secrets);
    for (const value of masks)
        _runner_js__WEBPACK_IMPORTED_MODULE_5__/* .setSecret */ .Pq(value);
    return { raw, secrets, masks };
}
/** A run that ends before its operation: skipped (a notice, outcome `skipped`), else failed on its inputs. */
async function endBeforeStart(error, masks) {
    if (error instanceof _config_index_js__WEBPACK_IMPORTED_MODULE_3__/* .SkippedRun */ .kr) {
        _runner_js__WEBPACK_IMPORTED_MODULE_5__/* .notice */ .lm(`${ACTION}: ${error.message}`);
        _runner_js__WEBPACK_IMPORTED_MODULE_5__/* .setOutput */ .uH('outcome', 'skipped');
    }
    else
        await failBeforeStart(error instanceof _config_index_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz ? error.message : (0,_basics_error_message_js__WEBPACK_IMPORTED_MODULE_6__/* .errorMessage */ .g)(error), masks);
}
/**
 * A run that fails before its operation, nothing changed: outcome `failure`, the one line as
 * `failure-reason` too, and the job summary saying it, as any failed run's does.
 */
async function failBeforeStart(reason, masks) {
    const line = (0,_basics_redaction_js__WEBPACK_IMPORTED_MODULE_1__/* .hiderOf */ .S2)(masks)(reason.replace(/\s+/g, ' ').trim());
    // A refused run has its outcome like any other: the step's output says why, not only its log.
    _runner_js__WEBPACK_IMPORTED_MODULE_5__/* .setOutput */ .uH('outcome', 'failure');
    _runner_js__WEBPACK_IMPORTED_MODULE_5__/* .setOutput */ .uH('failure-reason', line);
    _runner_js__WEBPACK_IMPORTED_MODULE_5__/* .setFailed */ .C1(`${ACTION}: ${line}`);
    try {
        await (0,_job_summary_js__WEBPACK_IMPORTED_MODULE_4__.writeJobSummary)(`### ❌ ${ACTION} did not start\n\n${(0,_basics_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeText */ .X1)(line)}\n\nNothing was changed on the platform.\n`);
    }
    catch (error) {
        _runner_js__WEBPACK_IMPORTED_MODULE_5__/* .warning */ .$e(`Could not write the job summary: ${(0,_basics_redaction_js__WEBPACK_IMPORTED_MODULE_1__/* .hiderOf */ .S2)(masks)((0,_basics_error_message_js__WEBPACK_IMPORTED_MODULE_6__/* .errorMessage */ .g)(error))}`);
    }
}
/**
 * Why GitHub gave this run no secrets, so it deploys nothing, as the run's summary says it (the
 * log has a notice); undefined when the run has them.
 */
function withheldSecrets(config, event) {
    if (config.pullRequest?.fork === true && (config.operation === 'preview' || config.operation === 'cleanup')) {
        if (config.forkPreviews === 'skip') {
            _runner_js__WEBPACK_IMPORTED_MODULE_5__/* .notice */ .lm('This pull request comes from a fork, which gets no secrets: skipping the preview (fork-previews: approve previews the commits a maintainer approves)');
            return 'Skipped: pull requests from forks get no secrets, so no preview is deployed';
        }
        if (config.apiToken === '') {
            _runner_js__WEBPACK_IMPORTED_MODULE_5__/* .notice */ .lm("This run of a fork's pull request has no secrets (GitHub gives a pull_request run from a fork none): fork previews run on pull_request_target, issue_comment or workflow_run");
            return "Skipped: this run of a fork's pull request has no secrets, so no preview is deployed";
        }
    }
    const bot = config.apiToken === '' ? (0,_config_event_js__WEBPACK_IMPORTED_MODULE_2__/* .secretlessBot */ .bV)(event) : undefined;
    if (!bot)
        return undefined;
    _runner_js__WEBPACK_IMPORTED_MODULE_5__/* .notice */ .lm(`GitHub gives ${bot}'s pull request runs no Actions secrets, so api-token is empty: skipping. To deploy its pull requests, add the platform token as a Dependabot secret of the same name (Settings → Secrets and variables → Dependabot).`);
    return `Skipped: ${bot}'s pull requests get no Actions secrets, so nothing is deployed`;
}


/***/ }),

/***/ 9004:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   writeJobSummary: () => (/* binding */ writeJobSummary)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3340);
/** The job summary: the report's own view of it (the comment's content, its detail open), written through the toolkit; outside a runner there is none. */


/**
 * The runner uploads a step's summary only up to 1 MiB and drops the whole of a larger one
 * ("$GITHUB_STEP_SUMMARY upload aborted"); what the step wrote before counts too.
 */
const SUMMARY_BYTES = 1024 * 1024;
/** Written instead of a report that would not fit: a short line rather than no summary at all. */
const TOO_LARGE = "### Report too large for the job summary\n\nIt passed GitHub's 1 MiB for a step's summary: the run log has the run.";
async function writeJobSummary(markdown) {
    const file = process.env.GITHUB_STEP_SUMMARY;
    if (!file)
        return;
    const written = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(file).then((found) => found.size, () => 0);
    const fits = written + Buffer.byteLength(markdown, 'utf8') + 1 <= SUMMARY_BYTES;
    const text = fits ? markdown : TOO_LARGE;
    if (!fits && written + Buffer.byteLength(text, 'utf8') + 1 > SUMMARY_BYTES)
        return;
    await _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .summary */ .z.addRaw(text, true).write();
}


/***/ }),

/***/ 7214:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ax: () => (/* binding */ shortCommit),
/* harmony export */   Li: () => (/* binding */ shortVersion),
/* harmony export */   N3: () => (/* binding */ SHORT_COMMIT),
/* harmony export */   RG: () => (/* binding */ FULL_SHA),
/* harmony export */   nx: () => (/* binding */ COMMIT_PREFIX)
/* harmony export */ });
/** How the action names a commit, and what passes for one: one rule for every file. */
/** The characters of a commit a line shows, as git abbreviates it. */
const SHORT_LENGTH = 7;
/** A commit named by at least its short length of hex characters, up to a whole SHA-256: text for a pattern. */
const COMMIT_PREFIX = `[0-9a-f]{${SHORT_LENGTH},64}`;
/** A commit in a line as shortCommit writes it: text for a pattern that reads one back. */
const SHORT_COMMIT = `[0-9a-f]{${SHORT_LENGTH}}`;
/** A whole commit SHA, as git and GitHub write it (SHA-1, or SHA-256 in a repository made so). */
const FULL_SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/i;
/** A commit in a line of text: its first characters, as git abbreviates it. */
function shortCommit(sha) {
    return (sha ?? '').slice(0, SHORT_LENGTH);
}
/** A service's version in a line: a commit by its short SHA, an image tag as it is, `none` for none. */
function shortVersion(version) {
    if (version === null)
        return 'none';
    return FULL_SHA.test(version) ? shortCommit(version) : version;
}


/***/ }),

/***/ 3404:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cb: () => (/* binding */ urlLink),
/* harmony export */   Cm: () => (/* binding */ linkTarget),
/* harmony export */   X1: () => (/* binding */ escapeText),
/* harmony export */   a3: () => (/* binding */ formatDuration),
/* harmony export */   fU: () => (/* binding */ formatTime),
/* harmony export */   h0: () => (/* binding */ plainLine),
/* harmony export */   hS: () => (/* binding */ counted),
/* harmony export */   wn: () => (/* binding */ commitLink)
/* harmony export */ });
/* harmony import */ var _commit_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7214);
/**
 * Turning platform text, commits, URLs and durations into markdown that cannot break the
 * report: whatever the platform returns is shown as text, never interpreted as markup.
 */

const ENTITIES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    '|': '&#124;',
    '`': '&#96;',
    '*': '&#42;',
    _: '&#95;',
    '[': '&#91;',
    ']': '&#93;',
    '#': '&#35;',
    '~': '&#126;',
    '\\': '&#92;',
    '@': '&#64;',
    $: '&#36;',
};
/**
 * Inline text from the platform: every character markdown or HTML could act on becomes an
 * entity. Parentheses and `!` stay: they only act after a `]` or before a `[`, both escaped.
 * A bare URL would still become a link (GitHub links `https://…` and `www.…` in text): the `:`
 * of `://` and the dot of `www.` are entities too, so the address is shown, not linked.
 */
function escapeText(text) {
    return text
        .replace(/\r?\n|\r/g, ' ')
        .replace(/[&<>"|`*_[\]#~\\@$]/g, (char) => ENTITIES[char] ?? char)
        .replace(/:(?=\/\/)/g, '&#58;')
        .replace(/\b(www)\./gi, '$1&#46;');
}
/**
 * Platform text for a field GitHub shows as plain text (a check run's title, an annotation's
 * title and message): nothing there is read as markup, so entities would show as typed
 * (`BUILD&#95;ERROR`). One line, control characters out, the text otherwise as the platform wrote it.
 */
function plainLine(text) {
    let line = '';
    for (const char of text) {
        const code = char.charCodeAt(0);
        line += code < 0x20 || code === 0x7f ? ' ' : char;
    }
    return line.replace(/ {2,}/g, ' ').trim();
}
/** A safe http(s) URL for a markdown link target, or '' when the value is not one. */
function linkTarget(value) {
    let url;
    try {
        url = new URL(value);
    }
    catch {
        return '';
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
        return '';
    return url.href.replace(/[()<> ]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}
/** A link whose text is the URL itself; plain escaped text when the URL is not http(s). */
function urlLink(value, text = value) {
    const target = linkTarget(value);
    return target ? `[${escapeText(text)}](${target})` : escapeText(value);
}
const COMMIT_SHA = new RegExp(`^${_commit_js__WEBPACK_IMPORTED_MODULE_0__/* .COMMIT_PREFIX */ .nx}$`, 'i');
/** The short SHA linked to the commit; any other image tag is shown as escaped text. */
function commitLink(commit, serverUrl, repository) {
    if (!commit)
        return 'unknown';
    if (!COMMIT_SHA.test(commit) || !repository)
        return escapeText(commit);
    const target = linkTarget(`${serverUrl.replace(/\/+$/, '')}/${repository}/commit/${commit}`);
    return target ? `[\`${(0,_commit_js__WEBPACK_IMPORTED_MODULE_0__/* .shortCommit */ .Ax)(commit)}\`](${target})` : `\`${(0,_commit_js__WEBPACK_IMPORTED_MODULE_0__/* .shortCommit */ .Ax)(commit)}\``;
}
/** 4.2s, 42s, 2m 05s, 1h 02m: precise when short, readable when long. */
function formatDuration(seconds) {
    if (seconds === null || !Number.isFinite(seconds))
        return 'running';
    const value = Math.max(0, seconds);
    if (value < 10)
        return `${value.toFixed(1)}s`;
    const whole = Math.round(value);
    if (whole < 60)
        return `${whole}s`;
    if (whole < 3600)
        return `${Math.floor(whole / 60)}m ${String(whole % 60).padStart(2, '0')}s`;
    return `${Math.floor(whole / 3600)}h ${String(Math.floor((whole % 3600) / 60)).padStart(2, '0')}m`;
}
/** A UTC time a reviewer in any time zone can read: 2025-11-22 03:40 UTC. */
function formatTime(at) {
    return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
/** A count with its noun, singular for one: `1 minute`, `3 minutes`. */
function counted(count, noun) {
    return `${count} ${noun}${count === 1 ? '' : 's'}`;
}


/***/ }),

/***/ 7919:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d0: () => (/* binding */ OPERATION_NAMES),
/* harmony export */   mw: () => (/* binding */ foldedName),
/* harmony export */   p8: () => (/* binding */ COMMENT_MODES),
/* harmony export */   q: () => (/* binding */ sameName)
/* harmony export */ });
/**
 * The words the inputs, the operations and the report share. This module imports nothing of
 * ours, so each of them can use it without one depending on another.
 */
/** What the `operation` input may resolve to, and what the report names a run by. */
const OPERATION_NAMES = ['preview', 'deploy', 'cleanup', 'stop', 'status', 'sweep', 'rollback', 'promote'];
/** How the `comment` input has the report treat the pull request comment. */
const COMMENT_MODES = ['update', 'recreate', 'off'];
/**
 * A name as compared: Unicode composed (NFC), so "Café" typed composed matches one stored
 * decomposed, and case-folded (upper then lower case, so "STRASSE" matches "straße" and a final
 * sigma its other forms), as the platform compares names regardless of letter case.
 */
function foldedName(name) {
    return name.normalize('NFC').toUpperCase().toLowerCase().normalize('NFC');
}
function sameName(a, b) {
    return foldedName(a) === foldedName(b);
}


/***/ }),

/***/ 2784:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V8: () => (/* binding */ relative),
/* harmony export */   vD: () => (/* binding */ utcMinute),
/* harmony export */   w8: () => (/* binding */ shownDuration)
/* harmony export */ });
/** Times and spans as a reader is told them: `3d 4h`, `2025-03-01 14:00 UTC`, `in 12h`, `2h ago`. */
/** A span to the minute, its two largest units: `12h`, `3d`, `1d 6h`, `45m`. */
function shownDuration(ms) {
    const minutes = Math.round(ms / 60_000);
    const days = Math.floor(minutes / 1440);
    const hours = Math.floor((minutes % 1440) / 60);
    const rest = minutes % 60;
    const parts = [days ? `${days}d` : '', hours ? `${hours}h` : '', rest && !days ? `${rest}m` : ''].filter(Boolean);
    return parts.length ? parts.join(' ') : '0m';
}
/** When a time comes, in UTC to the minute: `2025-03-01 14:00 UTC`. */
function utcMinute(ms) {
    return `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
/** How far off a time is from `nowMs`: `in 3d 4h`, `2h ago`. */
function relative(ms, nowMs) {
    const span = shownDuration(Math.abs(ms - nowMs));
    return ms >= nowMs ? `in ${span}` : `${span} ago`;
}


/***/ }),

/***/ 7226:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ readDotenv)
/* harmony export */ });
/**
 * The `secrets` input in the dotenv rules users know from .env files: `KEY=VALUE` lines, an
 * optional `export `, `#` comments, double-quoted values that span lines and take `\n`-style
 * escapes, single-quoted values kept literally (also across lines). A problem is named by its
 * line number and never by its text, which may hold a secret.
 *
 * `KEY=` with nothing after `=` is what `KEY=${{ secrets.NAME }}` becomes when the repository has
 * no secret NAME: GitHub expands a missing one to nothing. Such a pair is read as unset, not as
 * an empty value; `KEY=""` (or `KEY=''`) is an empty value on purpose.
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
const HOW = 'write one KEY=VALUE a line, and a value that spans lines (a PEM key) in double quotes, KEY="first line…last line"';
function readDotenv(text) {
    const lines = text.replace(/\r\n?/g, '\n').split('\n');
    const entries = [];
    const fail = (problem) => ({ entries, problem });
    // The likely cause of a stray line: the unquoted value of the pair just above it ran on over lines.
    let unquotedAbove;
    for (let index = 0; index < lines.length; index++) {
        const number = index + 1;
        const line = (lines[index] ?? '').trim();
        if (line === '' || line.startsWith('#'))
            continue;
        const pair = PAIR.exec(line);
        if (!pair) {
            const above = unquotedAbove?.line === number - 1 ? unquotedAbove : undefined;
            const cause = above ? ` (the value of ${above.key} on line ${above.line} may go on over lines without quotes)` : '';
            return fail(`line ${number} is not KEY=VALUE${cause}: ${HOW}`);
        }
        const key = pair[1] ?? '';
        const rest = pair[2] ?? '';
        const quote = rest[0];
        unquotedAbove = undefined;
        if (quote !== '"' && quote !== "'") {
            const value = unquoted(rest);
            unquotedAbove = { key, value, line: number, ...(value === '' ? { unset: true } : {}) };
            entries.push(unquotedAbove);
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


/***/ }),

/***/ 8906:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _n: () => (/* binding */ pullRequestOf),
/* harmony export */   bV: () => (/* binding */ secretlessBot),
/* harmony export */   j_: () => (/* binding */ readEvent)
/* harmony export */ });
/* harmony import */ var _basics_commit_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7214);
/**
 * The GitHub event that triggered the run, as the runner boundary read it once (action/event-file.ts):
 * main and the post step read it there, and the report is written from what they read rather
 * than from the toolkit's context.
 */

function repositoryOf(payload) {
    const raw = payload.repository;
    if (!raw)
        return undefined;
    return { owner: raw.owner?.login ?? '', name: raw.name ?? '', defaultBranch: raw.default_branch ?? '' };
}
function commentOf(payload) {
    const { comment, issue } = payload;
    if (!comment || typeof comment.id !== 'number' || typeof issue?.number !== 'number')
        return undefined;
    return {
        id: comment.id,
        body: comment.body ?? '',
        author: comment.user?.login ?? '',
        association: comment.author_association ?? '',
        issueNumber: issue.number,
        createdAt: comment.created_at ?? '',
        onPullRequest: issue.pull_request !== undefined && issue.pull_request !== null,
    };
}
function workflowRunOf(payload) {
    const raw = payload.workflow_run;
    if (!raw || typeof raw.head_sha !== 'string')
        return undefined;
    return {
        event: raw.event ?? '',
        conclusion: raw.conclusion ?? '',
        headSha: raw.head_sha.toLowerCase(),
        headBranch: raw.head_branch ?? '',
        headRepository: raw.head_repository?.full_name ?? '',
        pullRequests: (raw.pull_requests ?? []).flatMap((each) => (typeof each?.number === 'number' ? [each.number] : [])),
    };
}
/** A commit id: SHA-1, or SHA-256 in a repository that uses it. */
const NO_COMMIT = /^0+$/;
/**
 * A push as GitHub documents it: the commit it moved its ref to (`after`), or the ref it deleted
 * (`deleted`, or an `after` of zeros: the ref points at nothing any more). A payload that names
 * neither leaves the run's GITHUB_SHA as the commit.
 */
function pushOf(payload) {
    const ref = typeof payload.ref === 'string' ? payload.ref : '';
    const after = typeof payload.after === 'string' ? payload.after : '';
    if (payload.deleted === true || (after !== '' && NO_COMMIT.test(after)))
        return { deletedRef: ref || 'the ref' };
    return _basics_commit_js__WEBPACK_IMPORTED_MODULE_0__/* .FULL_SHA */ .RG.test(after) ? { after: after.toLowerCase() } : {};
}
/** The run's event from its payload, read as GitHub documents the event it names. */
function readEvent(eventName, sha, actor, payload) {
    const sent = (payload ?? {});
    const repository = repositoryOf(sent);
    const label = sent.label?.name;
    const comment = commentOf(sent);
    const pushed = eventName === 'push' ? pushOf(sent) : {};
    const workflowRun = eventName === 'workflow_run' ? workflowRunOf(sent) : undefined;
    const sender = sent.sender?.login;
    const known = {
        eventName,
        // GitHub documents a push's commit as its `after`: GITHUB_SHA names another when the ref was deleted.
        sha: pushed.after ?? sha,
        ...(actor ? { actor } : {}),
        ...(repository ? { repository } : {}),
        ...(typeof sent.action === 'string' ? { action: sent.action } : {}),
        ...(typeof label === 'string' ? { label } : {}),
        ...(comment ? { comment } : {}),
        ...(pushed.deletedRef !== undefined ? { deletedRef: pushed.deletedRef } : {}),
        ...(typeof sender === 'string' && sender !== '' ? { sender } : {}),
        ...(workflowRun ? { workflowRun } : {}),
    };
    // Reviews and review comments carry their pull request as `pull_request` events do.
    const raw = sent.pull_request;
    if (!raw || typeof raw.number !== 'number')
        return known;
    return { ...known, pullRequest: pullRequestOf(raw, sent.action === 'closed') };
}
/** The pull request as the run uses it, from an event payload or from GitHub's answer to `GET /pulls/{number}`. */
function pullRequestOf(raw, closing = false) {
    const headRepo = raw.head?.repo?.full_name;
    return {
        number: raw.number ?? 0,
        headSha: raw.head?.sha ?? '',
        headBranch: raw.head?.ref ?? '',
        title: raw.title ?? '',
        // A deleted fork has no head repository: treat it as a fork, it gets no secrets either.
        fork: headRepo === undefined || headRepo !== raw.base?.repo?.full_name,
        author: raw.user?.login ?? '',
        bot: raw.user?.type === 'Bot' || /\[bot\]$/i.test(raw.user?.login ?? ''),
        draft: raw.draft === true,
        baseSha: typeof raw.base?.sha === 'string' && _basics_commit_js__WEBPACK_IMPORTED_MODULE_0__/* .FULL_SHA */ .RG.test(raw.base.sha) ? raw.base.sha.toLowerCase() : '',
        baseBranch: raw.base?.ref ?? '',
        closed: closing || raw.state === 'closed',
        labels: (raw.labels ?? []).flatMap((each) => (typeof each?.name === 'string' ? [each.name] : [])),
    };
}
/**
 * The bot GitHub gives no Actions secrets in this pull request's run, though it comes from the
 * repository itself: Dependabot (the run's actor; for pull_request_target, the pull request's
 * author), whose runs get only the Dependabot secrets. undefined for anyone else.
 */
function secretlessBot(event) {
    if (!event.pullRequest || event.pullRequest.fork)
        return undefined;
    const startedBy = event.eventName === 'pull_request_target' ? [event.actor, event.pullRequest.author] : [event.actor];
    return startedBy.find((login) => login !== undefined && DEPENDABOT.has(login));
}
const DEPENDABOT = new Set(['dependabot[bot]']);


/***/ }),

/***/ 2574:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Qh: () => (/* binding */ INPUT_NAMES),
  dz: () => (/* binding */ InputError),
  kr: () => (/* reexport */ SkippedRun),
  sw: () => (/* binding */ checkInputs),
  CU: () => (/* binding */ parseInput),
  TL: () => (/* binding */ parseInputs),
  r7: () => (/* binding */ rawSensitiveValues),
  ql: () => (/* binding */ readSecrets)
});

// UNUSED EXPORTS: DEFAULTS

// EXTERNAL MODULE: ./src/basics/redaction.ts + 1 modules
var redaction = __webpack_require__(888);
// EXTERNAL MODULE: ./src/basics/names.ts
var names = __webpack_require__(7919);
// EXTERNAL MODULE: ./src/basics/commit.ts
var commit = __webpack_require__(7214);
// EXTERNAL MODULE: ./src/config/preview-command.ts
var preview_command = __webpack_require__(530);
;// CONCATENATED MODULE: ./src/config/auto-operation.ts
/**
 * What a run does with its event: `auto` picks the operation from the event GitHub sent, and
 * any operation is then held to what the event allows (a deleted ref deploys nothing, a
 * `preview-label` previews only while the pull request carries it). A run with nothing to do is
 * a SkippedRun, decided before any request.
 */


/** The events `auto` acts on: a pull request's own events preview and clean up, these deploy. */
const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target']);
const DEPLOY_EVENTS = new Set(['push', 'workflow_dispatch']);
/** A run with nothing to do: skipped with a notice naming why, before any request. */
class SkippedRun extends Error {
    constructor(message) {
        super(message);
        this.name = 'SkippedRun';
    }
}
/**
 * `auto` on an event it does not handle: nothing is guessed. A merge queue's run, a
 * release or a schedule with a preview's inputs would otherwise deploy the blueprint itself.
 */
class UnhandledEvent extends SkippedRun {
    constructor(eventName) {
        super(`operation auto does not handle the ${eventName ? `"${eventName}"` : 'unnamed'} event: skipped, nothing deployed ` +
            '(auto previews and cleans up on pull_request, deploys on push and workflow_dispatch, runs /preview commands on issue_comment and previews the pull request of a successful workflow_run; set "operation" to act on this event)');
        this.name = 'UnhandledEvent';
    }
}
const sameLabel = (a, b) => a.toLowerCase() === b.toLowerCase();
/**
 * With `preview-label`, a preview only while the pull request carries the label. A `labeled` or
 * `unlabeled` event is decided on the label GitHub says it added or removed, whatever the event's
 * list of labels shows: adding it previews, taking it off deletes the preview, another label
 * changes nothing. Any other event is decided on the list.
 */
function gatedByLabel(operation, label, event) {
    const pullRequest = event.pullRequest;
    if (label === '' || operation !== 'preview' || !pullRequest)
        return operation;
    const labelEvent = event.action === 'labeled' || event.action === 'unlabeled';
    if (labelEvent && event.label !== undefined) {
        if (!sameLabel(event.label, label)) {
            throw new SkippedRun(`label "${event.label}" is not "${label}" (preview-label): skipped, nothing changed`);
        }
        return event.action === 'unlabeled' ? 'cleanup' : 'preview';
    }
    const carries = (pullRequest.labels ?? []).some((each) => sameLabel(each, label));
    // A label event that names no label: the list after it is all there is to go by.
    if (event.action === 'unlabeled' && !carries)
        return 'cleanup';
    if (!carries) {
        throw new SkippedRun(`pull request #${pullRequest.number} does not carry the label "${label}" (preview-label): skipped, nothing deployed; add the label to preview it`);
    }
    return operation;
}
/** The events of a pull request whose workflow a `workflow_run` may follow: the two-workflow pattern's first stage. */
const PULL_REQUEST_RUNS = new Set(['pull_request', 'pull_request_target']);
/**
 * A `workflow_run` previews the pull request whose workflow finished well: the second stage of the
 * two-workflow pattern, the first having built a fork's code without secrets.
 */
function followedRun(event) {
    const run = event.workflowRun;
    if (!run || !PULL_REQUEST_RUNS.has(run.event)) {
        throw new SkippedRun(`the workflow_run is of a ${run?.event ? `"${run.event}"` : 'unnamed'} event, not of a pull request's: skipped, nothing deployed`);
    }
    if (event.action !== 'completed' || run.conclusion !== 'success') {
        throw new SkippedRun(`the workflow run on ${(0,commit/* shortCommit */.Ax)(run.headSha) || 'its commit'} is ${event.action === 'completed' ? `concluded ${run.conclusion || 'without a conclusion'}` : (event.action ?? 'not completed')}: only a successful one previews; skipped, nothing deployed`);
    }
    return 'preview';
}
/** `auto`: a closed pull request cleans up, its other events preview, a push or a manual run deploys, a comment runs its command; anything else skips. */
function resolveOperation(requested, event, forkPreviews) {
    if (requested !== 'auto')
        return requested;
    if (event.eventName === 'workflow_run')
        return followedRun(event);
    if (event.eventName === 'issue_comment') {
        const found = (0,preview_command/* commandIn */.vt)(event, forkPreviews);
        if ('skip' in found)
            throw new SkippedRun(found.skip);
        return preview_command/* COMMAND_OPERATIONS */.py[found.command];
    }
    if (PULL_REQUEST_EVENTS.has(event.eventName) && event.pullRequest)
        return event.pullRequest.closed ? 'cleanup' : 'preview';
    if (DEPLOY_EVENTS.has(event.eventName))
        return 'deploy';
    throw new UnhandledEvent(event.eventName);
}
/** The operation this run carries out on its event, or a SkippedRun saying why it carries out none. */
function decideOperation(requested, previewLabel, event, forkPreviews = 'skip') {
    const operation = resolveOperation(requested, event, forkPreviews);
    // GitHub runs `on: push` for a deleted branch or tag too; GITHUB_SHA then names another commit (the default branch's).
    if (event.deletedRef !== undefined && (operation === 'deploy' || operation === 'preview')) {
        throw new SkippedRun(`the push deleted ${event.deletedRef}: there is no commit to deploy; skipped, nothing deployed`);
    }
    return gatedByLabel(operation, previewLabel, event);
}

;// CONCATENATED MODULE: ./src/config/preview-for.ts

/** Whether the run previews by rule: a pull request's own event (or the workflow_run that followed one), not a command or a label. */
function previewsByRule(operation, event, previewLabel) {
    const number = event.pullRequest?.number ?? 0;
    return operation === 'preview' && event.eventName !== 'issue_comment' && previewLabel === '' && number > 0;
}
const ASK_BY_HAND = 'a writer\'s "/preview" comment previews it all the same';
function botAllowed(pullRequest, rules) {
    return rules.previewFor.bots || rules.previewBots.includes((pullRequest.author ?? '').toLowerCase());
}
/**
 * The operation a pull request's event carries out under the rules: `preview` when the pull request
 * gets one, `stop` when it was just marked a draft and drafts get none; otherwise a SkippedRun.
 */
function underPreviewRules(operation, event, rules) {
    const pullRequest = event.pullRequest;
    if (!pullRequest || !previewsByRule(operation, event, rules.previewLabel))
        return operation;
    const number = pullRequest.number;
    if (event.action === 'converted_to_draft') {
        if (!rules.previewFor.drafts)
            return 'stop';
        throw new SkippedRun(`pull request #${number} was marked a draft, and drafts preview (preview-for): its preview stays as it is; skipped, nothing changed`);
    }
    if (pullRequest.draft && !rules.previewFor.drafts) {
        throw new SkippedRun(`pull request #${number} is a draft: skipped, nothing deployed; it previews once marked ready for review, or add drafts to preview-for (${ASK_BY_HAND})`);
    }
    if (pullRequest.bot && !botAllowed(pullRequest, rules)) {
        throw new SkippedRun(`pull request #${number} was opened by a bot (${pullRequest.author || 'an account GitHub types Bot'}): skipped, nothing deployed; list it in preview-bots, or add bots to preview-for (${ASK_BY_HAND})`);
    }
    if (!pullRequest.bot && !rules.previewFor.people) {
        throw new SkippedRun(`pull request #${number} was opened by a person, and preview-for leaves people out: skipped, nothing deployed (${ASK_BY_HAND})`);
    }
    return operation;
}

// EXTERNAL MODULE: ./src/config/dotenv.ts
var dotenv = __webpack_require__(7226);
// EXTERNAL MODULE: ./src/config/event.ts
var config_event = __webpack_require__(8906);
// EXTERNAL MODULE: ./src/config/parsers.ts
var parsers = __webpack_require__(4358);
// EXTERNAL MODULE: ./src/config/variables-input.ts
var variables_input = __webpack_require__(8366);
// EXTERNAL MODULE: ./src/config/invalid.ts
var invalid = __webpack_require__(3517);
;// CONCATENATED MODULE: ./src/config/rollback-inputs.ts

/** Refuses, as `rollback-on-failure`'s problem, a deploy that would never see its failure. */
function rollbackSettings(operation, given) {
    const asked = operation === 'rollback';
    const deploys = operation === 'deploy' || operation === 'promote';
    if (given.rollbackOnFailure && deploys && !given.wait) {
        (0,invalid/* invalid */.G)('needs wait: true (a deploy that does not wait never sees its failure)');
    }
    return Object.freeze({
        rollbackOnFailure: given.rollbackOnFailure && deploys,
        rollbackTo: Object.freeze({ commit: asked ? given.commit : '', imageTag: asked ? given.imageTag || given.commit : '' }),
    });
}

;// CONCATENATED MODULE: ./src/config/action-inputs.generated.ts
// Generated from action.yml by `npm run docs` (.ci/docs.ts): do not edit; `npm run docs -- --check` fails on a difference.
/** Each input action.yml declares, in its order, with its default (an expression's, the runner's to fill in, is ''). */
const ACTION_INPUTS = {
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
    variables: '',
    'preview-name': '{environment}-pr-{number}',
    'preview-scope': 'environment',
    cluster: '',
    wait: 'true',
    'health-path': '',
    'health-timeout-seconds': '300',
    'timeout-minutes': '30',
    'cancel-on-timeout': 'false',
    comment: 'update',
    'github-token': '',
    'github-deployment': 'true',
    'deployments-token': '',
    check: '',
    'console-url': '',
    'deployment-request-id': '',
    'dry-run': 'false',
    'max-age-days': '',
    'stop-after-idle': '',
    'delete-after-idle': '',
    'max-keep': '14d',
    'keep-label': 'preview:keep',
    'cost-per-vcpu-hour': '',
    'cost-per-gib-hour': '',
    'comment-author': '',
    'affected-only': 'false',
    'shared-paths': '',
    'preview-label': '',
    'preview-for': 'people',
    'preview-bots': '',
    'skip-paths': '',
    'max-previews': '',
    'preview-hours': '',
    'rollback-on-failure': 'false',
    'promote-from': '',
    'fork-previews': 'skip',
    'fork-blueprint': '',
    'fork-secrets': '',
    'blueprint-production': 'refuse',
    'seed-job': '',
    'seed-guard': 'warn',
    'reset-data-label': 'reset-data',
    baseline: '',
    'own-services': '',
    'baseline-production': 'refuse',
};

// EXTERNAL MODULE: ./src/config/seed-inputs.ts
var seed_inputs = __webpack_require__(8499);
// EXTERNAL MODULE: ./src/config/life-inputs.ts
var life_inputs = __webpack_require__(2646);
;// CONCATENATED MODULE: ./src/config/index.ts
/**
 * Every input of action.yml, validated before the first request into one frozen, typed
 * configuration. A bad input is an InputError whose message names the input and what is wrong,
 * so the step can fail with one line and nothing changed on the platform.
 */















/** The inputs action.yml declares, in its order: what the step reads. */
const INPUT_NAMES = Object.keys(ACTION_INPUTS);
class InputError extends Error {
    input;
    constructor(input, problem) {
        super(`Input "${input}": ${problem}`);
        this.name = 'InputError';
        this.input = input;
    }
}
/** Each input's default, as action.yml declares it. */
const DEFAULTS = ACTION_INPUTS;
/** What `parse` returns, or an InputError naming the input. */
function refusedAs(name, parse) {
    try {
        return parse();
    }
    catch (error) {
        if (error instanceof parsers/* Invalid */.WO)
            throw new InputError(name, error.message);
        throw error;
    }
}
function givenOrDefault(name, given) {
    return given === undefined || given.trim() === '' ? DEFAULTS[name] : given;
}
/** One input as the run uses it (its default when left blank), or an InputError naming it. */
function parseInput(name, given) {
    const value = givenOrDefault(name, given);
    return refusedAs(name, () => parsers/* parsers */.T_[name](value));
}
/** The `secrets` input read once: its values are masked before validation, and then become the config's. */
function readSecrets(raw) {
    return (0,dotenv/* readDotenv */.J)(raw.secrets ?? '');
}
/** @param mayBeEmpty inputs that are left empty rather than required in this run */
function parseEach(raw, secrets, mayBeEmpty, hasPullRequest) {
    const parsed = {};
    for (const name of INPUT_NAMES) {
        if (name === 'secrets')
            parsed.secrets = refusedAs(name, () => (0,parsers/* secretEntries */.vO)(secrets));
        else if (name === 'variables')
            parsed.variables = refusedAs(name, () => (0,variables_input/* variablesOf */.ht)(raw, hasPullRequest, parsed.secrets));
        else if (mayBeEmpty.includes(name) && givenOrDefault(name, raw[name]) === '')
            parsed[name] = '';
        else
            parsed[name] = parseInput(name, raw[name]);
    }
    return parsed;
}
/**
 * A pull request from a fork is code nobody with write access has approved: on any event that
 * comes with one (pull_request_target runs with the repository's secrets), nothing deploys it.
 * deploy would take its head as `commit`, and rollback puts versions back on an environment that
 * event's author chose none of: both are refused before any input is read further or any request
 * is sent. A fork's preview and cleanup are skipped on their own (they get no secrets).
 */
function refuseForkDeploy(operation, event) {
    const pullRequest = event.pullRequest;
    if (!pullRequest?.fork || (operation !== 'deploy' && operation !== 'rollback' && operation !== 'promote'))
        return;
    throw new InputError('operation', `${operation} is refused on ${event.eventName || 'this event'} for pull request #${pullRequest.number}, which comes from a fork: ` +
        `its commits are not approved by anyone with write access to this repository (run ${operation} on push or workflow_dispatch)`);
}
/** The operations a fork's pull request may run under `fork-previews: approve`: on its own preview, the fork blueprint's. */
const FORK_OPERATIONS = new Set(['preview', 'cleanup', 'stop']);
/**
 * The pull request a run is about before GitHub is asked for it: a command's, known by its
 * number; a workflow_run's, by none (0) until its head commit and repository find it: the numbers
 * GitHub lists for the run only propose. Such a config is only validated, and parsed again once
 * the pull request is read.
 */
function unreadPullRequest(requested, event, command) {
    const unread = { headSha: '', headBranch: '', title: '', fork: false, closed: false };
    if (command && event.comment)
        return { number: event.comment.issueNumber, ...unread };
    if (requested === 'auto' && event.workflowRun)
        return { number: 0, ...unread };
    return undefined;
}
/**
 * The run's config, decided once from the inputs, the event and what GitHub told the run before it
 * started. A fork's preview that deploys is built only with its approval, and deploys its commit.
 * @param secrets the `secrets` input as readSecrets read it, when it was read for the masks first
 */
function parseInputs(raw, event, facts = {}, secrets = readSecrets(raw)) {
    const config = parse(raw, facts.pullRequest ? { ...event, pullRequest: facts.pullRequest } : event, facts.approval, secrets);
    if ('unapproved' in config) {
        throw new Error(`pull request #${config.pullRequest?.number ?? 0} comes from a fork: its preview is built only with a writer's approval of its head`);
    }
    return config;
}
/**
 * Every input checked as parseInputs checks it (an InputError or a SkippedRun before any request),
 * and what GitHub must still be asked before the run can start.
 */
function checkInputs(raw, event, facts = {}, secrets = readSecrets(raw)) {
    const read = facts.pullRequest ? { ...event, pullRequest: facts.pullRequest } : event;
    const config = parse(raw, read, facts.approval, secrets);
    const preview = config.operation === 'preview';
    const number = config.pullRequest?.number ?? 0;
    return {
        githubToken: config.githubToken,
        timeoutMinutes: config.timeoutMinutes,
        command: config.command !== undefined && !facts.pullRequest,
        runPullRequest: preview && read.workflowRun !== undefined && read.pullRequest === undefined,
        approvalOf: 'unapproved' in config && number !== 0 ? { number, previewLabel: config.previewLabel } : undefined,
    };
}
function parse(raw, event, approval, secrets) {
    const requested = parseInput('operation', (raw.operation ?? '').trim());
    const forkPreviews = parseInput('fork-previews', raw['fork-previews']);
    const previewLabel = parseInput('preview-label', raw['preview-label']);
    // The reset label reseeds whatever preview-label says: it is a request of its own, not the preview's gate.
    const byLabel = (requested === 'auto' || requested === 'preview') &&
        (0,seed_inputs/* resetByLabel */.XL)(event, parseInput('seed-job', raw['seed-job']), parseInput('reset-data-label', raw['reset-data-label']));
    const operation = byLabel
        ? 'preview'
        : underPreviewRules(decideOperation(requested, previewLabel, event, forkPreviews), event, {
            previewFor: parseInput('preview-for', raw['preview-for']),
            previewBots: parseInput('preview-bots', raw['preview-bots']),
            previewLabel,
        });
    const command = requested === 'auto' && event.eventName === 'issue_comment' ? (0,preview_command/* parseCommand */.RM)(event.comment?.body ?? '') : undefined;
    if (command === 'reset-data' && parseInput('seed-job', raw['seed-job']) === '') {
        throw new SkippedRun('/preview reset-data runs the seed job, and this workflow sets no seed-job: skipped, nothing changed');
    }
    const pullRequest = event.pullRequest ?? unreadPullRequest(requested, event, command);
    refuseForkDeploy(operation, event);
    const forkPreview = event.pullRequest?.fork === true && (operation === 'preview' || operation === 'cleanup');
    // A fork's run, and Dependabot's, get no secrets: an empty token there is expected, and the run will skip.
    const inputs = parseEach(raw, secrets, forkPreview || (0,config_event/* secretlessBot */.bV)(event) !== undefined ? ['api-token'] : [], pullRequest !== undefined);
    if (forkPreviews === 'approve' && inputs['fork-blueprint'] === '') {
        throw new InputError('fork-blueprint', "is required with fork-previews: approve: the blueprint a fork's preview is cloned from, by id or as organization/project/environment, kept free of production secrets");
    }
    if (forkPreviews === 'approve' && sameEnvironmentRef(inputs['fork-blueprint'], inputs.environment)) {
        throw new InputError('fork-blueprint', `names environment itself (${inputs.environment}): a fork's preview would be cloned from the team's blueprint and hold its secrets; give a blueprint of its own, kept free of them`);
    }
    const unknownKey = inputs['fork-secrets'].find((key) => !inputs.secrets.some((entry) => entry.key === key));
    if (unknownKey !== undefined)
        throw new InputError('fork-secrets', `${unknownKey} is not a key of secrets: list only keys that secrets sets`);
    const forkRun = forkPreviews === 'approve' && event.pullRequest?.fork === true && FORK_OPERATIONS.has(operation);
    // A fork's code is deployed only where a writer approved it: its preview, given the platform's token.
    const forkDeploys = forkRun && operation === 'preview' && inputs['api-token'] !== '';
    // A fork's code runs in its preview: the fork blueprint's, holding none of the secrets but those listed.
    const environment = forkRun ? inputs['fork-blueprint'] : inputs.environment;
    const secretsGiven = forkRun ? inputs.secrets.filter((entry) => inputs['fork-secrets'].includes(entry.key)) : inputs.secrets;
    const secretsSet = (0,parsers/* setAndUnset */.Vm)(secretsGiven);
    const variablesSet = (0,parsers/* setAndUnset */.Vm)(inputs.variables);
    if ((operation === 'preview' || operation === 'cleanup') && !pullRequest) {
        throw new InputError('operation', `${operation} needs a pull_request event (this run is a ${event.eventName || 'non-pull-request'} event` +
            `${event.eventName === 'issue_comment' ? '; on issue_comment, operation auto runs the /preview command of the comment' : ''})`);
    }
    if (command && inputs['github-token'] === '') {
        throw new InputError('github-token', "is required for /preview commands, which read the pull request's head and the commenter's permission (the default ${{ github.token }} will do)");
    }
    if (operation !== 'status' && environment === '') {
        throw new InputError('environment', operation === 'deploy'
            ? 'is required: the environment to deploy, by id or as organization/project/environment'
            : operation === 'promote'
                ? 'is required: the environment to promote to, by id or as organization/project/environment'
                : 'is required: the blueprint environment, by id or as organization/project/environment');
    }
    checkPromotion(operation, inputs);
    if (operation === 'sweep' && inputs['github-token'] === '') {
        throw new InputError('github-token', "is required for sweep, which reads each preview's pull request (the default ${{ github.token }} will do)");
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
    if (inputs['shared-paths'].length > 0 && !inputs['affected-only']) {
        throw new InputError('shared-paths', 'applies only with affected-only: true (without it every push deploys every service)');
    }
    checkBaseline(operation, inputs);
    ensureListedOnce(inputs);
    const life = (0,life_inputs/* lifeSettings */.UK)(inputs);
    if ('problem' in life)
        throw new InputError(life.input, life.problem);
    // The commit a fork's preview deploys is the approved head, whatever `commit` says: an approval names one commit.
    const commitInput = forkDeploys ? '' : inputs.commit;
    const commit = (forkDeploys ? approval?.sha : undefined) || commitInput || pullRequest?.headSha || event.sha;
    const pinning = inputs.application.length + inputs.container.length + inputs.job.length > 0;
    if (pinning && !parsers/* IMAGE_TAG */.Ne.test(commit) && (operation === 'preview' || operation === 'deploy')) {
        throw new InputError('commit', 'is required to deploy services at a version: no pull request head SHA or GITHUB_SHA is known');
    }
    const fork = !forkRun
        ? { forkRun: false }
        : !forkDeploys
            ? { forkRun: 'deploys-nothing' }
            : approval
                ? { forkRun: 'approved', forkApproval: approval }
                : { forkRun: 'approved', unapproved: true };
    return Object.freeze({
        apiUrl: inputs['api-url'].replace(/\/+$/, ''),
        apiToken: inputs['api-token'],
        operation,
        environmentId: parsers/* UUID */.kk.test(environment) ? environment.toLowerCase() : '',
        environmentPath: parsers/* UUID */.kk.test(environment) ? undefined : (0,parsers/* environmentPathOf */.or)(environment),
        applications: Object.freeze(inputs.application.map(idLowerCased)),
        containers: Object.freeze(inputs.container.map(idLowerCased)),
        jobs: Object.freeze(inputs.job.map(idLowerCased)),
        commit,
        imageTag: inputs['image-tag'] || commit,
        secrets: Object.freeze(secretsSet.set),
        unsetSecrets: Object.freeze(secretsSet.unset),
        previewName: inputs['preview-name'],
        previewScope: inputs['preview-scope'],
        clusterId: inputs.cluster.toLowerCase(),
        wait: inputs.wait,
        timeoutMinutes: inputs['timeout-minutes'],
        cancelOnTimeout: inputs['cancel-on-timeout'],
        comment: inputs.comment,
        githubToken: inputs['github-token'],
        githubDeployment: inputs['github-deployment'],
        deploymentsToken: inputs['deployments-token'] || inputs['github-token'],
        check: inputs.check,
        consoleUrl: inputs['console-url'],
        deploymentRequestId: inputs['deployment-request-id'].toLowerCase(),
        dryRun: inputs['dry-run'],
        pullRequest,
        command,
        maxAgeDays: inputs['max-age-days'],
        life: Object.freeze(life),
        commentAuthor: inputs['comment-author'],
        healthPath: inputs['health-path'],
        healthTimeoutSeconds: inputs['health-timeout-seconds'],
        variables: Object.freeze(variablesSet.set),
        unsetVariables: Object.freeze(variablesSet.unset),
        blueprintProduction: inputs['blueprint-production'],
        affectedOnly: inputs['affected-only'],
        sharedPaths: Object.freeze(inputs['shared-paths']),
        previewLabel: inputs['preview-label'],
        skipPaths: Object.freeze(previewsByRule(operation, event, inputs['preview-label']) ? inputs['skip-paths'] : []),
        maxPreviews: inputs['max-previews'],
        previewHours: inputs['preview-hours'],
        promoteFrom: operation === 'promote' ? environmentRefOf(inputs['promote-from']) : undefined,
        forkPreviews,
        ...fork,
        forkBlueprint: forkPreviews === 'approve' ? inputs['fork-blueprint'] : '',
        teamBlueprint: forkPreviews === 'approve' ? inputs.environment : '',
        seedJob: idLowerCased(inputs['seed-job']),
        seedGuard: inputs['seed-guard'],
        resetData: operation === 'preview' ? (0,seed_inputs/* resetDataOf */.jd)(command, byLabel) : undefined,
        baseline: inputs.baseline === '' ? undefined : environmentRefOf(inputs.baseline),
        ownServices: Object.freeze(inputs['own-services']),
        baselineProduction: inputs['baseline-production'],
        resetDataLabel: operation === 'preview' && byLabel ? (event.label ?? '') : '',
        ...refusedAs('rollback-on-failure', () => rollbackSettings(operation, {
            rollbackOnFailure: inputs['rollback-on-failure'],
            commit: commitInput,
            imageTag: inputs['image-tag'],
            wait: inputs.wait,
        })),
    });
}
/**
 * promote names two environments and changes versions only: `promote-from` is required there and
 * nowhere else, is not `environment` itself, and neither `secrets` nor `variables` is set by it.
 */
function checkPromotion(operation, inputs) {
    const from = inputs['promote-from'];
    if (operation !== 'promote') {
        if (from !== '')
            throw new InputError('promote-from', `applies only to operation promote (this run is ${operation})`);
        return;
    }
    if (from === '') {
        throw new InputError('promote-from', 'is required for promote: the environment whose versions are promoted, by id or as organization/project/environment');
    }
    const same = (a, b) => (0,names/* sameName */.q)(a.replace(/\s*\/\s*/g, '/'), b.replace(/\s*\/\s*/g, '/'));
    if (same(from, inputs.environment)) {
        throw new InputError('promote-from', `names the environment promoted to (${inputs.environment}): give the environment to promote from`);
    }
    for (const name of ['secrets', 'variables']) {
        if (inputs[name].length > 0) {
            throw new InputError(name, 'is not set by promote, which deploys versions only: set it with a deploy of the environment');
        }
    }
}
/**
 * `baseline` is a preview's: a deploy, a promotion or a rollback has none to share (a cleanup or a
 * sweep of the same workflow ignores it). It is not the blueprint itself, nor preview-scope jobs'
 * (whose preview holds only its jobs); `own-services` means nothing without it.
 */
function checkBaseline(operation, inputs) {
    const baseline = inputs.baseline;
    if (baseline === '') {
        if (inputs['own-services'].length > 0) {
            throw new InputError('own-services', 'applies only with baseline: without one the preview runs every service itself');
        }
        return;
    }
    if (operation === 'deploy' || operation === 'promote' || operation === 'rollback') {
        throw new InputError('baseline', `applies only to previews (this run is ${operation}): remove it from this step`);
    }
    if (inputs['preview-scope'] === 'jobs') {
        throw new InputError('baseline', 'cannot be used with preview-scope jobs, whose preview holds only its jobs (use preview-scope environment)');
    }
    if (sameEnvironmentRef(baseline, inputs.environment)) {
        throw new InputError('baseline', `names the blueprint itself (${inputs.environment}): the preview would share the services it is cloned from; give a running environment such as staging`);
    }
}
function environmentRefOf(text) {
    return parsers/* UUID */.kk.test(text) ? { id: text.toLowerCase(), path: undefined } : { id: '', path: (0,parsers/* environmentPathOf */.or)(text) };
}
/**
 * Whether two environment inputs surely name one environment: the same id, or the same path of
 * names as the platform compares them. A path and an id, or paths one of which leaves out the
 * organization, may still be one: the preview compares them once resolved.
 */
function sameEnvironmentRef(a, b) {
    if (a === '' || b === '')
        return false;
    if (parsers/* UUID */.kk.test(a) || parsers/* UUID */.kk.test(b))
        return a.toLowerCase() === b.toLowerCase();
    const [left, right] = [(0,parsers/* environmentPathOf */.or)(a), (0,parsers/* environmentPathOf */.or)(b)];
    if (!left || !right)
        return false;
    return ['organization', 'project', 'environment'].every((part) => (0,names/* sameName */.q)(left[part], right[part]));
}
/** Ids compare lower-cased, as the platform writes them; a name is kept as given. */
function idLowerCased(ref) {
    return parsers/* UUID */.kk.test(ref) ? ref.toLowerCase() : ref;
}
/**
 * A service is one kind: the same id under two of application, container and job is a mistake.
 * Names may repeat across kinds: an application and a job may share one.
 */
function ensureListedOnce(inputs) {
    const seen = new Map();
    for (const name of ['application', 'container', 'job']) {
        for (const id of inputs[name].filter((ref) => parsers/* UUID */.kk.test(ref))) {
            const earlier = seen.get(id.toLowerCase());
            if (earlier)
                throw new InputError(name, `${id} is also listed in "${earlier}": a service is of one kind`);
            seen.set(id.toLowerCase(), name);
        }
    }
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
function rawSensitiveValues(raw, secrets = readSecrets(raw)) {
    const { entries, problem } = secrets;
    // Past a problem the lines cannot be read as pairs: each is hidden whole.
    const unread = problem === undefined ? [] : [raw.secrets ?? ''];
    return (0,redaction/* masksOf */.JF)([
        raw['api-token'] ?? '',
        raw['github-token'] ?? '',
        raw['deployments-token'] ?? '',
        passwordIn(raw['api-url'] ?? ''),
        ...entries.map((entry) => entry.value),
        ...unread,
    ]);
}


/***/ }),

/***/ 3517:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ invalid),
/* harmony export */   W: () => (/* binding */ Invalid)
/* harmony export */ });
/** A parser's refusal: only the problem, without the input's name, which index.ts puts before it. */
class Invalid extends Error {
}
function invalid(problem) {
    throw new Invalid(problem);
}


/***/ }),

/***/ 2646:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jz: () => (/* binding */ pricePerHour),
/* harmony export */   UK: () => (/* binding */ lifeSettings),
/* harmony export */   p0: () => (/* binding */ duration),
/* harmony export */   pc: () => (/* binding */ durationMs),
/* harmony export */   vk: () => (/* binding */ followsLife)
/* harmony export */ });
/* harmony import */ var _basics_time_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2784);
/* harmony import */ var _invalid_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3517);
/**
 * The inputs of a preview's life: how long it may idle before it sleeps or goes (`stop-after-idle`,
 * `delete-after-idle`), how long a `/preview keep` may hold it (`max-keep`), and what an hour of
 * its resources costs. One duration parser for all of them, and for the keep command's own.
 */


const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 };
/** A year: a longer idle limit is a typo for "never", which is what an empty input says. */
const MAX_DURATION_MS = 366 * UNIT_MS.d;
const DURATION = /^(\d{1,6})\s*([mhd])$/i;
/** `12h`, `3d`, `90m` in milliseconds; undefined for anything else (or a zero, or more than a year). */
function durationMs(text) {
    const match = DURATION.exec(text.trim());
    if (!match)
        return undefined;
    const ms = Number(match[1]) * UNIT_MS[match[2].toLowerCase()];
    return ms > 0 && ms <= MAX_DURATION_MS ? ms : undefined;
}
/** A duration input: empty is off (0). */
function duration(value) {
    const text = value.trim();
    if (text === '')
        return 0;
    return (durationMs(text) ??
        (0,_invalid_js__WEBPACK_IMPORTED_MODULE_0__/* .invalid */ .G)(`must be a duration such as 12h or 3d (a whole number of m, h or d, up to a year), not ${JSON.stringify(text.slice(0, 40))}`));
}
/** A price per hour: a non-negative decimal number, in whatever currency the team counts in; empty is none. */
function pricePerHour(value) {
    const text = value.trim();
    if (text === '')
        return undefined;
    if (!/^\d+(\.\d+)?$/.test(text))
        (0,_invalid_js__WEBPACK_IMPORTED_MODULE_0__/* .invalid */ .G)(`must be a price per hour such as 0.04 (digits and one dot), not ${JSON.stringify(text.slice(0, 40))}`);
    return Number(text);
}
/** The life inputs checked together; the problem (and its input) when they contradict each other. */
function lifeSettings(inputs) {
    const stop = inputs['stop-after-idle'];
    const remove = inputs['delete-after-idle'];
    if (stop > 0 && remove > 0 && stop >= remove) {
        return {
            input: 'stop-after-idle',
            problem: `${(0,_basics_time_text_js__WEBPACK_IMPORTED_MODULE_1__/* .shownDuration */ .w8)(stop)} must be shorter than delete-after-idle (${(0,_basics_time_text_js__WEBPACK_IMPORTED_MODULE_1__/* .shownDuration */ .w8)(remove)}): a preview is deleted before it would sleep; shorten it or leave it empty`,
        };
    }
    return {
        stopAfterIdleMs: stop,
        deleteAfterIdleMs: remove,
        maxKeepMs: inputs['max-keep'],
        keepLabel: inputs['keep-label'],
        costPerVcpuHour: inputs['cost-per-vcpu-hour'],
        costPerGibHour: inputs['cost-per-gib-hour'],
    };
}
/** Whether a run follows its preview's life (idle limits or prices given): only then are its history and comments read for it. */
function followsLife(life) {
    return life.stopAfterIdleMs > 0 || life.deleteAfterIdleMs > 0 || life.costPerVcpuHour !== undefined || life.costPerGibHour !== undefined;
}


/***/ }),

/***/ 4358:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ne: () => (/* binding */ IMAGE_TAG),
/* harmony export */   T_: () => (/* binding */ parsers),
/* harmony export */   Vm: () => (/* binding */ setAndUnset),
/* harmony export */   WO: () => (/* reexport safe */ _invalid_js__WEBPACK_IMPORTED_MODULE_1__.W),
/* harmony export */   kk: () => (/* binding */ UUID),
/* harmony export */   or: () => (/* binding */ environmentPathOf),
/* harmony export */   vO: () => (/* binding */ secretEntries)
/* harmony export */ });
/* harmony import */ var _basics_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7919);
/* harmony import */ var _preview_hours_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9160);
/* harmony import */ var _invalid_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3517);
/* harmony import */ var _seed_inputs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8499);
/* harmony import */ var _life_inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2646);
/**
 * One parser per input of action.yml: the value as the run uses it, or an Invalid carrying the
 * problem, which index.ts puts after the input's name. Plain functions rather than a schema
 * library: they are what a run loads first, before it knows whether its inputs are valid.
 */





const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
/** Docker's rule for an image tag, which is what `commit` becomes. */
const IMAGE_TAG = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/;
const SECRET_KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** The text trimmed, when `accepts` takes it; checks see the trimmed text and it is what is kept. */
function trimmed(accepts, problem) {
    return (value) => {
        const text = value.trim();
        if (!accepts(text))
            (0,_invalid_js__WEBPACK_IMPORTED_MODULE_1__/* .invalid */ .G)(problem);
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
    return (value) => values.find((known) => known === value) ?? (0,_invalid_js__WEBPACK_IMPORTED_MODULE_1__/* .invalid */ .G)(`${shown(value)} is not one of: ${values.join(', ')}`);
}
/** A refused value as the message quotes it: in quotes, its line breaks escaped, long ones cut. */
function shown(value) {
    const text = value.trim();
    return JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);
}
function apiUrl(value) {
    const text = value.trim();
    if (text === '')
        (0,_invalid_js__WEBPACK_IMPORTED_MODULE_1__/* .invalid */ .G)('is required');
    // `127.0.0.1:8080` or `api.platform.com`: a host without its scheme, which URL reads as none or as a scheme.
    if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text) && /^[\w.-]+(?::\d+)?(?:\/|$)/.test(text)) {
        const host = text.split(/[:/]/)[0];
        const loopback = LOOPBACK_HOSTS.has(host) || /^127(\.\d{1,3}){3}$/.test(host);
        (0,_invalid_js__WEBPACK_IMPORTED_MODULE_1__/* .invalid */ .G)(`has no scheme: add https:// (https://${text})${loopback ? `, or http:// on a loopback address (http://${text})` : ''}`);
    }
    const url = URL.parse(text) ?? (0,_invalid_js__WEBPACK_IMPORTED_MODULE_1__/* .invalid */ .G)('is not a URL');
    // The token is the only credential; a query or fragment would be lost or garble every path.
    if (url.username !== '' || url.password !== '' || /^[a-z][a-z0-9+.-]*:\/\/[^/]*@/i.test(text)) {
        (0,_invalid_js__WEBPACK_IMPORTED_MODULE_1__/* .invalid */ .G)('must not carry a user or password (api-token is the only credential)');
    }
    if (text.includes('?') || text.includes('#'))
        (0,_invalid_js__WEBPACK_IMPORTED_MODULE_1__/* .invalid */ .G)('must not carry a query (?…) or a fragment (#…)');
    const loopback = LOOPBACK_HOSTS.has(url.hostname) || /^127(\.\d{1,3}){3}$/.test(url.hostname);
    if (url.protocol === 'https:' || (url.protocol === 'http:' && loopback))
        return text;
    return (0,_invalid_js__WEBPACK_IMPORTED_MODULE_1__/* .invalid */ .G)('must be https, or http on a loopback address');
}
/** Required as given (a blank is not trimmed away first), then trimmed. */
function apiToken(value) {
    if (value === '')
        (0,_invalid_js__WEBPACK_IMPORTED_MODULE_1__/* .invalid */ .G)('is required (store the token as a repository secret)');
    const token = value.trim();
    // The header's scheme pasted with the token: the action sends `Token <api-token>` itself.
    if (/^(?:token|bearer)\s+\S/i.test(token)) {
        (0,_invalid_js__WEBPACK_IMPORTED_MODULE_1__/* .invalid */ .G)(`starts with "${token.split(/\s/)[0]} ": drop it and give the token alone (the action adds the header's scheme)`);
    }
    if (/\s/.test(token))
        (0,_invalid_js__WEBPACK_IMPORTED_MODULE_1__/* .invalid */ .G)('must be a single token without spaces or line breaks');
    return token;
}
/**
 * Services, one per line or comma-separated, each an id (uuid) or a name of the environment's
 * services; `kind` names them in a refusal. Names are resolved against the environment later.
 */
function serviceRefs(kind) {
    return (value) => {
        const refs = value
            .split(/[\n,]/)
            .map((ref) => ref.trim())
            .filter((ref) => ref.length > 0);
        const long = refs.find((ref) => ref.length > 255);
        if (long !== undefined)
            (0,_invalid_js__WEBPACK_IMPORTED_MODULE_1__/* .invalid */ .G)(`"${long.slice(0, 40)}…" is too long for a name (at most 255 characters)`);
        const seen = new Set();
        for (const ref of refs) {
            if (seen.has((0,_basics_names_js__WEBPACK_IMPORTED_MODULE_2__/* .foldedName */ .mw)(ref)))
                (0,_invalid_js__WEBPACK_IMPORTED_MODULE_1__/* .invalid */ .G)(`${kind} ${ref} is listed twice`);
            seen.add((0,_basics_names_js__WEBPACK_IMPORTED_MODULE_2__/* .foldedName */ .mw)(ref));
        }
        return refs;
    };
}
/** `organization/project/environment` or `project/environment`, each part trimmed and not empty; else undefined. */
function environmentPathOf(text) {
    const parts = text.split('/').map((part) => part.trim());
    if (parts.length < 2 || parts.length > 3 || parts.some((part) => part === ''))
        return undefined;
    const [environment, project, organization = ''] = parts.reverse();
    return { organization, project, environment };
}
/** An environment id, or a path of names (resolved against the platform before any change). */
const environmentRef = optional(trimmed((v) => UUID.test(v) || environmentPathOf(v) !== undefined, 'must be an environment id (uuid) or a path of names organization/project/environment (or project/environment)'));
/**
 * The `secrets` input as dotenv.ts read it: read once, before validation, because its values are
 * masked before anything can print them. The message never repeats a value, only line numbers and keys.
 */
function secretEntries(reading) {
    const { entries, problem } = reading;
    const seen = new Set();
    for (const { key, line } of entries) {
        if (!SECRET_KEY.test(key))
            (0,_invalid_js__WEBPACK_IMPORTED_MODULE_1__/* .invalid */ .G)(`line ${line}: key must be letters, digits and underscores, not starting with a digit`);
        if (seen.has(key))
            (0,_invalid_js__WEBPACK_IMPORTED_MODULE_1__/* .invalid */ .G)(`line ${line}: key ${key} is set twice`);
        seen.add(key);
    }
    if (problem !== undefined)
        (0,_invalid_js__WEBPACK_IMPORTED_MODULE_1__/* .invalid */ .G)(problem);
    return entries.map(({ key, value: secret, unset }) => ({ key, value: secret, ...(unset ? { unset } : {}) }));
}
/** The entries to send, and the keys left unset (`KEY=` with nothing after it), which are not. */
function setAndUnset(entries) {
    return {
        set: entries.filter((entry) => !entry.unset).map(({ unset: _unset, ...entry }) => entry),
        unset: entries.filter((entry) => entry.unset).map((entry) => entry.key),
    };
}
function previewName(value) {
    const name = value.trim();
    if (name === '')
        (0,_invalid_js__WEBPACK_IMPORTED_MODULE_1__/* .invalid */ .G)('must not be empty');
    if (!name.includes('{number}'))
        (0,_invalid_js__WEBPACK_IMPORTED_MODULE_1__/* .invalid */ .G)("must contain {number}, so cleanup can tell the preview is this pull request's");
    if (/\{(?!environment\}|number\}|branch\})[^}]*\}/.test(name))
        (0,_invalid_js__WEBPACK_IMPORTED_MODULE_1__/* .invalid */ .G)('knows only {environment}, {number} and {branch}');
    return name;
}
/**
 * A whole number of `unit` from `min` to `max`, the one rule of every number input. With `empty`,
 * an empty value is 0 (off), and the problem says what empty means.
 */
function wholeNumber(unit, min, max, empty) {
    return (value) => {
        const text = value.trim();
        if (empty !== undefined && text === '')
            return 0;
        const number = Number(text);
        if (!/^\d+$/.test(text) || number < min || number > max)
            (0,_invalid_js__WEBPACK_IMPORTED_MODULE_1__/* .invalid */ .G)(`must be a whole number of ${unit} from ${min} to ${max}${empty === undefined ? '' : `, or empty ${empty}`}`);
        return number;
    };
}
const timeoutMinutes = wholeNumber('minutes', 1, 360);
const consoleUrl = trimmed((v) => v === '' || /^https?:\/\/\S+$/.test(v), 'must be an http(s) URL template such as https://console.example.com/{organization}/{project}/{environment}');
/** sweep's age limit: empty is off. */
const maxAgeDays = wholeNumber('days', 1, 3650, 'for no age limit');
/** A GitHub login as comments show it: `octocat`, or an App's `my-app[bot]`. */
const commentAuthor = trimmed((v) => v === '' || /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/.test(v), 'must be a GitHub login such as octocat or my-app[bot]');
/** A path on each service's own host: it starts with `/`, has no blank, and no fragment. */
const healthPath = trimmed((v) => v === '' || /^\/[^\s#]*$/.test(v), 'must be a path starting with / such as /healthz (no spaces, no #), or empty for no check');
const healthTimeoutSeconds = wholeNumber('seconds', 1, 3600);
/**
 * `shared-paths`: globs of the repository's paths, one per line, matched against every file a push
 * changed. Blank lines and `#` comments are left out; a leading `../inputs/` or `/` is the repository's root.
 */
const sharedPaths = repositoryGlobs('packages/shared/** or package-lock.json');
/** `skip-paths`: the same globs, matched against every file a pull request changes. */
const skipPaths = repositoryGlobs('docs/** or *.md');
function repositoryGlobs(examples) {
    return (value) => {
        const globs = value
            .split(/\r?\n/)
            .map((line) => line.trim())
            .filter((line) => line !== '' && !line.startsWith('#'))
            .map((line) => line.replace(/^\.?\/+/, ''));
        const bad = globs.find((glob) => glob === '' || glob.includes('\\') || glob.split('/').includes('..'));
        if (bad !== undefined)
            (0,_invalid_js__WEBPACK_IMPORTED_MODULE_1__/* .invalid */ .G)(`"${bad || '/'}" is not a path of the repository: write globs such as ${examples}`);
        return globs;
    };
}
const PREVIEW_FOR = ['people', 'drafts', 'bots'];
function previewFor(value) {
    const words = value
        .split(/[\s,]+/)
        .map((word) => word.trim().toLowerCase())
        .filter((word) => word !== '');
    const bad = words.find((word) => !PREVIEW_FOR.includes(word));
    if (bad !== undefined || words.length === 0)
        (0,_invalid_js__WEBPACK_IMPORTED_MODULE_1__/* .invalid */ .G)(`${bad === undefined ? 'must not be empty' : `"${bad}" is not one of people, drafts, bots`}: list whose pull requests preview, such as people, drafts`);
    return { people: words.includes('people'), drafts: words.includes('drafts'), bots: words.includes('bots') };
}
/** `preview-bots`: bots' logins, comma-separated or one a line, compared as GitHub does, without case. */
function botLogins(value) {
    const logins = value
        .split(/[\n,]/)
        .map((login) => login.trim())
        .filter((login) => login !== '');
    const bad = logins.find((login) => !/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/.test(login));
    if (bad !== undefined)
        (0,_invalid_js__WEBPACK_IMPORTED_MODULE_1__/* .invalid */ .G)(`"${bad}" is not a GitHub login: list bots such as dependabot[bot], renovate[bot]`);
    return [...new Set(logins.map((login) => login.toLowerCase()))];
}
/** The cap on a blueprint's open previews: empty is none. */
const maxPreviews = wholeNumber('previews', 1, 1000, 'for no limit');
/** A label name as GitHub takes it: one line, at most 50 characters. */
const previewLabel = trimmed((v) => v.length <= 50 && !/[\r\n]/.test(v), 'must be a label name of at most 50 characters on one line, such as preview');
/** A check run's name, as a branch rule requires it by: one line, and short enough to read in the list of checks. */
const checkName = trimmed((v) => v.length <= 100 && !/[\r\n]/.test(v), 'must be a check name of at most 100 characters on one line, such as preview, or empty for no check run');
/** `fork-secrets`: keys of `secrets`, one a line or comma-separated; which of them exist is checked against `secrets`. */
function secretKeys(value) {
    const keys = value
        .split(/[\n,]/)
        .map((key) => key.trim())
        .filter((key) => key !== '');
    const bad = keys.find((key) => !SECRET_KEY.test(key));
    if (bad !== undefined)
        (0,_invalid_js__WEBPACK_IMPORTED_MODULE_1__/* .invalid */ .G)(`"${bad}" is not a key of secrets: list keys such as DATABASE_URL, one a line or comma-separated`);
    return [...new Set(keys)];
}
/**
 * One parser per input but `secrets` (secretEntries): the value, or an Invalid with the problem.
 * Defaults match action.yml so a call without `with:` behaves the same.
 */
const parsers = {
    'api-url': apiUrl,
    'api-token': apiToken,
    operation: oneOf(['auto', ..._basics_names_js__WEBPACK_IMPORTED_MODULE_2__/* .OPERATION_NAMES */ .d0]),
    environment: environmentRef,
    application: serviceRefs('application'),
    container: serviceRefs('container'),
    job: serviceRefs('job'),
    commit: imageTag,
    'image-tag': imageTag,
    'preview-name': previewName,
    'preview-scope': oneOf(['environment', 'jobs']),
    cluster: optionalUuid,
    wait: strictBoolean,
    'timeout-minutes': timeoutMinutes,
    'cancel-on-timeout': strictBoolean,
    comment: oneOf(_basics_names_js__WEBPACK_IMPORTED_MODULE_2__/* .COMMENT_MODES */ .p8),
    'github-token': (value) => value.trim(),
    'github-deployment': strictBoolean,
    'deployments-token': (value) => value.trim(),
    check: checkName,
    'console-url': consoleUrl,
    'deployment-request-id': optionalUuid,
    'dry-run': strictBoolean,
    'max-age-days': maxAgeDays,
    'comment-author': commentAuthor,
    'health-path': healthPath,
    'health-timeout-seconds': healthTimeoutSeconds,
    'affected-only': strictBoolean,
    'rollback-on-failure': strictBoolean,
    'shared-paths': sharedPaths,
    'preview-label': previewLabel,
    'preview-for': previewFor,
    'preview-bots': botLogins,
    'skip-paths': skipPaths,
    'max-previews': maxPreviews,
    'preview-hours': _preview_hours_js__WEBPACK_IMPORTED_MODULE_3__/* .workingHours */ .N,
    'promote-from': environmentRef,
    'fork-previews': oneOf(['skip', 'approve']),
    'fork-blueprint': environmentRef,
    'fork-secrets': secretKeys,
    'blueprint-production': oneOf(['refuse', 'allow']),
    'seed-job': optional(_seed_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .seedJobRef */ .Aj),
    'seed-guard': oneOf(['warn', 'fail']),
    'reset-data-label': optional(previewLabel),
    'stop-after-idle': _life_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .duration */ .p0,
    'delete-after-idle': _life_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .duration */ .p0,
    'max-keep': _life_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .duration */ .p0,
    'keep-label': previewLabel,
    'cost-per-vcpu-hour': _life_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .pricePerHour */ .Jz,
    'cost-per-gib-hour': _life_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .pricePerHour */ .Jz,
    baseline: environmentRef,
    'own-services': serviceRefs('service'),
    'baseline-production': oneOf(['refuse', 'allow']),
};


/***/ }),

/***/ 530:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   No: () => (/* binding */ refusedByAssociation),
/* harmony export */   RM: () => (/* binding */ parseCommand),
/* harmony export */   YL: () => (/* binding */ keepAsked),
/* harmony export */   _0: () => (/* binding */ writerByPermission),
/* harmony export */   py: () => (/* binding */ COMMAND_OPERATIONS),
/* harmony export */   se: () => (/* binding */ approvedPrefix),
/* harmony export */   vt: () => (/* binding */ commandIn)
/* harmony export */ });
/* harmony import */ var _basics_commit_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7214);
/* harmony import */ var _life_inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2646);
/**
 * `/preview` commands in pull request comments: what a comment asks for, and whether its author
 * may ask it. Pure rules, no GitHub calls: the reads they need are made in github/preview-commands.ts.
 */


/** The operation each command runs: a delete is the cleanup a closed pull request gets. */
const COMMAND_OPERATIONS = Object.freeze({
    preview: 'preview',
    stop: 'stop',
    delete: 'cleanup',
    // The seed job run again, alone, in the preview that exists: the preview operation's reseed.
    'reset-data': 'preview',
    // A keep renews the preview as any /preview does, and its comment says until when it is kept.
    keep: 'preview',
});
const COMMANDS = Object.freeze({
    '/preview': 'preview',
    '/preview stop': 'stop',
    '/preview delete': 'delete',
    '/preview reset-data': 'reset-data',
});
/** The commands as a reader is told them, e.g. in a notice. */
const COMMAND_LIST = [...Object.keys(COMMANDS), '/preview keep 7d'].join(', ');
/** `/preview keep` alone (as long as max-keep allows), or with a duration: `/preview keep 7d`. */
const KEEP = /^\/preview keep(?: (\S+))?$/i;
/**
 * How long a `/preview keep` comment asks to keep the preview: its duration in ms, or 0 for "as long
 * as max-keep allows"; undefined when the comment is no keep command (or names no duration).
 */
function keepAsked(body) {
    const match = KEEP.exec(firstLineWords(body));
    if (!match)
        return undefined;
    if (match[1] === undefined)
        return 0;
    return (0,_life_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .durationMs */ .pc)(match[1]);
}
/**
 * The command a comment's first line holds, trimmed, words separated by any blanks; undefined for
 * any other text. Only the first line counts: a command quoted further down a reply is no command.
 */
function parseCommand(body) {
    const words = firstLineWords(body);
    if (keepAsked(body) !== undefined)
        return 'keep';
    return COMMANDS[words] ?? (approvedPrefix(body) === undefined ? undefined : 'preview');
}
function firstLineWords(body) {
    const firstLine = body.split(/\r?\n|\r/, 1)[0] ?? '';
    return firstLine
        .trim()
        .split(/[ \t]+/)
        .join(' ');
}
/**
 * A commit as a `/preview <sha>` names it: 7 to 64 hex characters, GitHub's shortest abbreviation
 * up to a SHA-256. Only the full commit approves a fork's head (github/fork-approval.ts); a
 * shorter one is still a command, answered with the full commit to paste.
 */
const SHA_PREFIX = new RegExp(`^/preview (${_basics_commit_js__WEBPACK_IMPORTED_MODULE_1__/* .COMMIT_PREFIX */ .nx})$`, 'i');
/**
 * The commit a `/preview <sha>` comment names (lower-cased), read from its first line alone as
 * any command is; undefined for a bare `/preview` or any other text.
 */
function approvedPrefix(body) {
    return SHA_PREFIX.exec(firstLineWords(body))?.[1]?.toLowerCase();
}
/**
 * The author associations that rule write access out: someone GitHub knows as no member,
 * collaborator or past contributor of the repository (NONE), a first contribution, a placeholder
 * of an imported account. Every other association (OWNER, MEMBER, COLLABORATOR, CONTRIBUTOR, one
 * GitHub adds later) may or may not have write access: GitHub gives COLLABORATOR to every invited
 * collaborator and MEMBER to every organization member, whatever their role, so only GitHub's
 * answer on the permission can say.
 */
const NEVER_WRITERS = new Set(['NONE', 'FIRST_TIMER', 'FIRST_TIME_CONTRIBUTOR', 'MANNEQUIN']);
function refusedByAssociation(association) {
    return NEVER_WRITERS.has(association.toUpperCase());
}
/**
 * Roles that push. GitHub's `permission` is the base role (admin, write, read or none: maintain
 * counts as write, triage as read, a custom role as the role it is based on); `role_name` names
 * the role itself.
 */
const WRITE_ROLES = new Set(['admin', 'maintain', 'write']);
/** Whether GitHub's answer on a commenter's repository permission grants write access. */
function writerByPermission(permission, roleName = '') {
    return WRITE_ROLES.has(permission.toLowerCase()) || WRITE_ROLES.has(roleName.toLowerCase());
}
/**
 * The command of an issue_comment event: a new comment on a pull request whose first line is one
 * of the commands. Anything else is skipped before any request (`skip` says why), and so is a
 * command the pull request, once read, cannot take: a fork's code would run with this
 * repository's secrets (unless `fork-previews: approve`, where fork-approval.ts decides which
 * commit, if any, is deployed), and a closed pull request gets no preview.
 */
function commandIn(event, forkPreviews = 'skip') {
    const comment = event.comment;
    if (event.action !== 'created')
        return { skip: `a comment ${event.action ?? 'changed'} is no command, only a new one is: skipped, nothing deployed` };
    if (!comment?.onPullRequest) {
        return { skip: `the comment is on issue #${comment?.issueNumber ?? '?'}, not on a pull request: skipped, nothing deployed` };
    }
    const command = parseCommand(comment.body);
    if (command === undefined) {
        return {
            skip: `the comment on pull request #${comment.issueNumber} is not a command (${COMMAND_LIST}, alone on its first line): skipped, nothing deployed`,
        };
    }
    const pullRequest = event.pullRequest;
    if (pullRequest?.fork && forkPreviews !== 'approve') {
        return {
            skip: `pull request #${pullRequest.number} comes from a fork: commands never deploy a fork's code, which would run with this repository's secrets (fork-previews is skip); skipped, nothing deployed`,
        };
    }
    if (pullRequest?.closed && (command === 'preview' || command === 'reset-data' || command === 'keep')) {
        return { skip: `pull request #${pullRequest.number} is closed, and a closed pull request gets no preview: skipped, nothing deployed` };
    }
    return { command };
}


/***/ }),

/***/ 9160:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ hoursText),
/* harmony export */   N: () => (/* binding */ workingHours)
/* harmony export */ });
/* harmony import */ var _invalid_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3517);
/**
 * `preview-hours`: the days and hours a preview runs, such as `Mon-Fri 08:00-19:00 Europe/Paris`,
 * read into the platform's own words for an environment's deployment rule (weekdays MONDAY…,
 * start and stop times of day, an IANA timezone). Outside them the platform stops the preview.
 */

const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];
const EXAMPLE = 'such as Mon-Fri 08:00-19:00 Europe/Paris';
const SHAPE = /^(?<days>.+?)\s+(?<start>\S+?)\s*[-–]\s*(?<stop>\S+)\s+(?<timezone>\S+)$/;
/** An IANA name: letters and `/`-separated parts; an offset such as `+01:00` is not one. */
const IANA_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;
/** A piece of the value, cut short, for a refusal. */
function quoted(text) {
    return `"${text.length > 40 ? `${text.slice(0, 40)}…` : text}"`;
}
function dayOf(name) {
    const lower = name.toLowerCase();
    const index = WEEKDAYS.findIndex((day) => lower.length >= 3 && day.toLowerCase().startsWith(lower));
    if (index < 0)
        (0,_invalid_js__WEBPACK_IMPORTED_MODULE_0__/* .invalid */ .G)(`${quoted(name)} is not a day (Mon, Tue, Wed, Thu, Fri, Sat, Sun), ${EXAMPLE}`);
    return index;
}
/** `Mon-Fri`, `Sat,Sun`, `Mon,Wed-Fri`; a range may wrap past Sunday (`Fri-Mon`). */
function weekdaysOf(text) {
    const chosen = new Set();
    for (const part of text.split(',').map((each) => each.trim())) {
        if (part === '')
            (0,_invalid_js__WEBPACK_IMPORTED_MODULE_0__/* .invalid */ .G)(`has an empty day in ${quoted(text)}, ${EXAMPLE}`);
        const [first, last, ...rest] = part.split(/\s*[-–]\s*/);
        if (rest.length > 0)
            (0,_invalid_js__WEBPACK_IMPORTED_MODULE_0__/* .invalid */ .G)(`${quoted(part)} is not a day or a range of days such as Mon-Fri`);
        const from = dayOf(first);
        const to = last === undefined ? from : dayOf(last);
        for (let day = from;; day = (day + 1) % 7) {
            if (chosen.has(day))
                (0,_invalid_js__WEBPACK_IMPORTED_MODULE_0__/* .invalid */ .G)(`lists ${WEEKDAYS[day].slice(0, 1)}${WEEKDAYS[day].slice(1, 3).toLowerCase()} twice`);
            chosen.add(day);
            if (day === to)
                break;
        }
    }
    return [...chosen].sort((a, b) => a - b).map((day) => WEEKDAYS[day]);
}
/** HH:MM on 24 hours (one hour digit is taken too), as HH:MM. */
function timeOf(text) {
    const match = /^(\d{1,2}):(\d{2})$/.exec(text);
    const hours = Number(match?.[1]);
    const minutes = Number(match?.[2]);
    if (!match || hours > 23 || minutes > 59)
        (0,_invalid_js__WEBPACK_IMPORTED_MODULE_0__/* .invalid */ .G)(`${quoted(text)} is not a time of day HH:MM from 00:00 to 23:59`);
    return `${String(hours).padStart(2, '0')}:${match[2]}`;
}
/** Whether the runtime knows the zone: its own list, or, for an alias it leaves out, its formatter. */
function timezoneOf(text) {
    const listed = Intl.supportedValuesOf('timeZone').find((zone) => zone.toLowerCase() === text.toLowerCase());
    if (listed !== undefined)
        return listed;
    let known;
    try {
        new Intl.DateTimeFormat('en-US', { timeZone: text });
        known = true;
    }
    catch {
        known = false;
    }
    // Kept as given, not canonicalized: the platform is sent the zone the user named.
    if (!known || !IANA_NAME.test(text))
        (0,_invalid_js__WEBPACK_IMPORTED_MODULE_0__/* .invalid */ .G)(`${quoted(text)} is not an IANA timezone such as Europe/Paris, America/New_York or UTC`);
    return text;
}
/** The value read, or an Invalid naming what is wrong; empty is no working hours. */
function workingHours(value) {
    const text = value.trim();
    if (text === '')
        return undefined;
    const parts = SHAPE.exec(text)?.groups;
    if (!parts || /[\r\n]/.test(text))
        (0,_invalid_js__WEBPACK_IMPORTED_MODULE_0__/* .invalid */ .G)(`must be days, a start and stop time and a timezone, ${EXAMPLE}`);
    const weekdays = weekdaysOf(parts['days']);
    const start = timeOf(parts['start']);
    const stop = timeOf(parts['stop']);
    if (start >= stop)
        (0,_invalid_js__WEBPACK_IMPORTED_MODULE_0__/* .invalid */ .G)(`starts at ${start}, not before it stops at ${stop}: the start must come first, ${EXAMPLE}`);
    return { weekdays, start, stop, timezone: timezoneOf(parts['timezone']) };
}
/** Monday to Friday as `Mon–Fri`, other days listed: `Mon, Wed, Fri`. */
function daysText(weekdays) {
    const short = (day) => `${day.slice(0, 1)}${day.slice(1, 3).toLowerCase()}`;
    const indexes = weekdays.map((day) => WEEKDAYS.indexOf(day));
    const consecutive = indexes.every((index, at) => at === 0 || index === indexes[at - 1] + 1);
    if (weekdays.length === 7)
        return 'every day';
    if (consecutive && weekdays.length > 2)
        return `${short(weekdays[0])}–${short(weekdays.at(-1))}`;
    return weekdays.map(short).join(', ');
}
/** What the report says: `Mon–Fri 08:00–19:00 (Europe/Paris)`. */
function hoursText(hours) {
    return `${daysText(hours.weekdays)} ${hours.start}–${hours.stop} (${hours.timezone})`;
}


/***/ }),

/***/ 8499:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Aj: () => (/* binding */ seedJobRef),
/* harmony export */   XL: () => (/* binding */ resetByLabel),
/* harmony export */   jd: () => (/* binding */ resetDataOf)
/* harmony export */ });
/* harmony import */ var _basics_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7919);
/* harmony import */ var _invalid_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3517);
/**
 * The seed job's inputs: `seed-job` (a lifecycle job of the blueprint, by name or id), `seed-guard`,
 * and what asks for a reseed: a `/preview reset-data` comment or the `labeled` event of
 * `reset-data-label`. Adding a label takes triage access on GitHub, so the label's event is a
 * writer's request as a command from an author with write access is.
 */


/** `seed-job`: one name or id on one line; whether the blueprint has it is checked against the platform. */
function seedJobRef(value) {
    const text = value.trim();
    if (text.length > 255 || /[\r\n,]/.test(text))
        (0,_invalid_js__WEBPACK_IMPORTED_MODULE_0__/* .invalid */ .G)('must name one job of the blueprint, by name or id, such as seed-data');
    return text;
}
/** The `labeled` event of `reset-data-label`, with a seed job to run: a reseed, whatever `preview-label` says. */
function resetByLabel(event, seedJob, resetLabel) {
    const onPullRequest = event.eventName === 'pull_request' || event.eventName === 'pull_request_target';
    return (seedJob !== '' &&
        resetLabel !== '' &&
        onPullRequest &&
        event.action === 'labeled' &&
        event.label !== undefined &&
        event.pullRequest?.closed !== true &&
        (0,_basics_names_js__WEBPACK_IMPORTED_MODULE_1__/* .sameName */ .q)(event.label, resetLabel));
}
/** A reseed's cause, once the operation is decided; a `/preview reset-data` without a seed job is named by the caller. */
function resetDataOf(command, byLabel) {
    if (command === 'reset-data')
        return 'command';
    return byLabel ? 'label' : undefined;
}


/***/ }),

/***/ 8366:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qf: () => (/* binding */ placeholdersIn),
/* harmony export */   X8: () => (/* binding */ urlServicesOf),
/* harmony export */   ht: () => (/* binding */ variablesOf),
/* harmony export */   tO: () => (/* binding */ aliasRefusal)
/* harmony export */ });
/* harmony import */ var _dotenv_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7226);
/* harmony import */ var _parsers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4358);
/**
 * The `variables` input: non-secret environment variables in the dotenv lines of `secrets`, whose
 * values may name the pull request and the preview's own URLs: `{number}`, `{sha}`, `{branch}`
 * and `{url:SERVICE}`. A brace that does not open a name (`{"a": 1}`) is text; a name that is
 * not one of these is refused, before anything is asked of the platform. `VAR=` with nothing after
 * it is left unset, as in `secrets` (dotenv.ts): a repository variable that is not set expands to
 * nothing too, and would blank what a preview cloned; `VAR=""` sets an empty value on purpose.
 */


/** `{name}` or `{name:argument}`. */
const PLACEHOLDER = /\{([A-Za-z_][\w-]*)(?::([^{}]*))?\}/g;
const KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;
const PLAIN = new Set(['number', 'sha', 'branch']);
/** The variable that marks a preview as made from its blueprint (operations/environment/blueprint-mark.ts): the action's own. */
const OWN_KEYS = new Set(['PREVIEW_BLUEPRINT_ID']);
function placeholdersIn(value) {
    return [...value.matchAll(PLACEHOLDER)].map((match) => ({ text: match[0], name: match[1], argument: match[2] }));
}
/** The service names `{url:SERVICE}` asks for, each once, in order. */
function urlServicesOf(variables) {
    const names = variables.flatMap((variable) => placeholdersIn(variable.value).flatMap((each) => (each.name === 'url' && each.argument ? [each.argument.trim()] : [])));
    return [...new Set(names)];
}
/**
 * The pairs read, checked: keys as for secrets, each once and in one of the two inputs, and only
 * the placeholders this input knows. `{number}` and `{branch}` need the pull request the run acts
 * on, from its event or its command's comment.
 */
function variableEntries(reading, hasPullRequest, secrets) {
    const { entries, problem } = reading;
    const seen = new Set();
    for (const { key, value, line } of entries) {
        if (!KEY.test(key))
            throw new _parsers_js__WEBPACK_IMPORTED_MODULE_1__/* .Invalid */ .WO(`line ${line}: key must be letters, digits and underscores, not starting with a digit`);
        if (seen.has(key))
            throw new _parsers_js__WEBPACK_IMPORTED_MODULE_1__/* .Invalid */ .WO(`line ${line}: key ${key} is set twice`);
        if (OWN_KEYS.has(key))
            throw new _parsers_js__WEBPACK_IMPORTED_MODULE_1__/* .Invalid */ .WO(`line ${line}: ${key} is the action's own mark of a preview; choose another key`);
        // The platform keeps one variable or secret of a key: which value the services would see is not defined.
        if (secrets.some((secret) => secret.key === key))
            throw new _parsers_js__WEBPACK_IMPORTED_MODULE_1__/* .Invalid */ .WO(`line ${line}: key ${key} is in "secrets" too; set it in one of them`);
        seen.add(key);
        for (const { text, name, argument } of placeholdersIn(value)) {
            if (name === 'url') {
                if (!argument?.trim())
                    throw new _parsers_js__WEBPACK_IMPORTED_MODULE_1__/* .Invalid */ .WO(`line ${line}: ${text} must name a service, as in {url:web}`);
                continue;
            }
            if (!PLAIN.has(name) || argument !== undefined)
                throw new _parsers_js__WEBPACK_IMPORTED_MODULE_1__/* .Invalid */ .WO(`line ${line}: unknown placeholder ${text} (known: {number}, {sha}, {branch}, {url:SERVICE})`);
            if (name !== 'sha' && !hasPullRequest)
                throw new _parsers_js__WEBPACK_IMPORTED_MODULE_1__/* .Invalid */ .WO(`line ${line}: ${text} needs a pull request event`);
        }
    }
    if (problem !== undefined)
        throw new _parsers_js__WEBPACK_IMPORTED_MODULE_1__/* .Invalid */ .WO(problem);
    const aliasing = entries.find((entry) => entries.some((other) => other.key === entry.value));
    if (aliasing)
        throw new _parsers_js__WEBPACK_IMPORTED_MODULE_1__/* .Invalid */ .WO(aliasRefusal(aliasing.key, aliasing.value, 'a key of this input'));
    return entries.map(({ key, value, unset }) => ({ key, value, ...(unset ? { unset } : {}) }));
}
/**
 * A variable whose value is the key of another makes the platform store it as an alias of that
 * one (the vendor's OpenAPI): its literal value would be lost. `where` says whose key it is.
 */
function aliasRefusal(key, value, where) {
    return `${key}=${value}: ${value} is ${where}, so the platform would make ${key} an alias of ${value} rather than hold the text "${value}"; use another value`;
}
/** The `variables` input as given, read and checked (variableEntries). */
function variablesOf(raw, hasPullRequest, secrets) {
    return variableEntries((0,_dotenv_js__WEBPACK_IMPORTED_MODULE_0__/* .readDotenv */ .J)(raw.variables ?? ''), hasPullRequest, secrets);
}


/***/ })

};
