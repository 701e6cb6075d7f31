import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 9053:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  N4: () => (/* binding */ endGroup),
  V4: () => (/* binding */ getInput),
  Gu: () => (/* binding */ getState),
  pq: () => (/* binding */ info),
  Bz: () => (/* binding */ infoVerbatim),
  lm: () => (/* binding */ notice),
  LZ: () => (/* binding */ saveState),
  C1: () => (/* binding */ setFailed),
  uH: () => (/* binding */ setOutput),
  Pq: () => (/* binding */ setSecret),
  Oh: () => (/* binding */ startGroup),
  $e: () => (/* binding */ warning)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
;// CONCATENATED MODULE: external "node:os"
const external_node_os_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");
// EXTERNAL MODULE: ./src/basics/redaction.ts + 1 modules
var redaction = __nccwpck_require__(888);
;// CONCATENATED MODULE: ./src/action/runner.ts
/**
 * What the runner hands a step and takes back: inputs and saved state from the environment,
 * workflow commands on stdout (masks, log lines, groups, annotations) and outputs and state
 * appended to the runner's command files; the triggering event is read in config/event.ts. The
 * same formats as @actions/core, written here because importing the toolkit loads its OIDC client
 * and with it undici: that alone made the action start twice as slowly as bare Node, before it
 * had read one input. The toolkit is still used where its weight is paid anyway (the job summary, in the report).
 */



/**
 * The masks registered so far (setSecret). The runner hides them in the log itself, but only once
 * it has read the add-mask line: whatever this module prints is hidden here first, as the runner
 * would hide it, whatever path the text took. Outputs are the action's own words (`created`,
 * the state, names): they are not hidden here, so a secret `true` leaves `created` true; outside
 * text reaches them redacted where it entered (the platform client, the failure explanation).
 */
const masks = [];
let hider;
/** Built at the first line after a mask was added: a run adds thousands before it prints one. */
const hide = (text) => (masks.length === 0 ? text : (hider ??= (0,redaction/* hiderOf */.S2)(masks))(text));
function escapeData(value) {
    return value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
/** Annotations and group titles are one line too: a name from outside cannot make them two. */
function command(name, message = '') {
    process.stdout.write(`::${name}::${escapeData(hide(message).replace(/\r?\n|\r/g, ' ⏎ '))}${external_node_os_namespaceObject.EOL}`);
}
/**
 * A block's end marker, found in neither the name nor the value: a random one is drawn again
 * while it occurs there, so the block cannot end early whatever the value holds. It needs no
 * secrecy, so no crypto (whose loading alone costs milliseconds at start).
 */
function delimiterFor(name, value) {
    for (;;) {
        const delimiter = `ghadelimiter_${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
        if (!name.includes(delimiter) && !value.includes(delimiter))
            return delimiter;
    }
}
/** `name<<delimiter` blocks, the format GITHUB_OUTPUT and GITHUB_STATE take. */
function appendToFile(variable, name, value) {
    const path = process.env[variable];
    if (!path)
        return false;
    if (!(0,external_node_fs_.existsSync)(path))
        throw new Error(`Missing file at path: ${path}`);
    const delimiter = delimiterFor(name, value);
    (0,external_node_fs_.appendFileSync)(path, `${name}<<${delimiter}${external_node_os_namespaceObject.EOL}${value}${external_node_os_namespaceObject.EOL}${delimiter}${external_node_os_namespaceObject.EOL}`, { encoding: 'utf8' });
    return true;
}
/** An input as the runner passes it (`INPUT_<NAME>`), trimmed; '' when unset. */
function getInput(name) {
    return (process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}
function getState(name) {
    return process.env[`STATE_${name}`] ?? '';
}
function saveState(name, value) {
    if (!appendToFile('GITHUB_STATE', name, value))
        command(`save-state name=${name}`, value);
    // A post step run in this same process (as @github/local-action runs it) reads it as the runner hands it over.
    process.env[`STATE_${name}`] = value;
}
function setOutput(name, value) {
    if (appendToFile('GITHUB_OUTPUT', name, value))
        return;
    process.stdout.write(external_node_os_namespaceObject.EOL);
    process.stdout.write(`::set-output name=${name}::${escapeData(value)}${external_node_os_namespaceObject.EOL}`);
}
/** From here on the runner replaces the value with *** in every log line, and so does this module. */
function setSecret(value) {
    process.stdout.write(`::add-mask::${escapeData(value)}${external_node_os_namespaceObject.EOL}`);
    masks.push(value);
    hider = undefined;
}
/**
 * A line of the log. Its line breaks are written as the `⏎` sign: a line of someone else's text
 * (a name, a message) must never become two, the second a workflow command the runner obeys.
 */
function info(line) {
    const one = oneLine(line);
    // The runner takes a line whose text starts with `::`, after any blanks, for a command: such a line is marked.
    process.stdout.write(`${/^\s*::/.test(one) ? `▸ ${one}` : one}${external_node_os_namespaceObject.EOL}`);
}
function oneLine(text) {
    return hide(text).replace(/\r?\n|\r/g, ' ⏎ ');
}
/**
 * Lines of someone else's text (what a build printed), each printed as is: workflow commands are
 * stopped around them, so a line that reads `::error::…` or `::add-mask::…` stays a line.
 */
function infoVerbatim(lines) {
    // Unguessable, so the lines cannot resume commands; crypto is loaded only here, not at start.
    const token = process.getBuiltinModule('node:crypto').randomUUID();
    command('stop-commands', token);
    for (const line of lines)
        process.stdout.write(`${oneLine(line)}${external_node_os_namespaceObject.EOL}`);
    process.stdout.write(`::${token}::${external_node_os_namespaceObject.EOL}`);
}
function notice(line) {
    command('notice', line);
}
function warning(line) {
    command('warning', line);
}
function startGroup(title) {
    command('group', title);
}
function endGroup() {
    command('endgroup');
}
/** An error annotation, and the step fails once the process exits. */
function setFailed(message) {
    process.exitCode = 1;
    command('error', message);
}


/***/ }),

/***/ 5571:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ errorMessage)
/* harmony export */ });
/** Anything thrown, as one clean message: an Error's message, a string as it is, else its JSON. */
function errorMessage(error) {
    if (error instanceof Error)
        return error.message;
    if (typeof error === 'string')
        return error;
    try {
        return JSON.stringify(error);
    }
    catch {
        return String(error);
    }
}


/***/ }),

/***/ 888:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  S2: () => (/* binding */ hiderOf),
  JF: () => (/* binding */ masksOf),
  sD: () => (/* binding */ redactorFor),
  DJ: () => (/* binding */ sensitiveValues)
});

// UNUSED EXPORTS: SHORTEST_MASK

;// CONCATENATED MODULE: ./src/basics/mask-search.ts
/**
 * Where any of many fixed strings occurs in a text, in one pass over the text: a 10,000-line
 * secret makes tens of thousands of masks, millions of characters in all, and trying each mask
 * in turn on every log line cost the whole run's time. Each position of the text is looked up in
 * hash tables (Rabin–Karp): once for each length of the short masks, and once for the one
 * window that anchors every long mask; only a hash that matches is compared character by
 * character. The cost grows with the text, not with the number of masks. This module imports
 * nothing of ours.
 */
/** Masks from this length are found by one window of it inside them; shorter ones by their whole length. */
const ANCHOR = 16;
const BASE = 0x01000193;
/** Bits of the filter that rejects most positions before any table is read. */
const FILTER_BITS = 22;
function hashOf(text, from, length) {
    let hash = 0;
    for (let at = from; at < from + length; at++)
        hash = (Math.imul(hash, BASE) + text.charCodeAt(at)) | 0;
    return hash;
}
/** A short mask's key: its hash, told apart by its length. */
function shortKey(hash, length) {
    return (Math.imul(hash ^ length, 0x9e3779b1) + length) | 0;
}
class MaskSearch {
    /** Short masks by key, the same key's in any order: each is compared in full. */
    #short = new Map();
    /** The short masks' lengths, the longest first: the first found at a position is the longest there. */
    #lengths;
    #anchored = new Map();
    #filter = new Uint32Array(2 ** (FILTER_BITS - 5));
    /** BASE to the power of each length used, to take a window's hash out of the prefix hashes. */
    #powers = [1];
    /** @param masks each once */
    constructor(masks) {
        const lengths = new Set();
        for (const mask of masks) {
            if (mask.length === 0)
                continue;
            if (mask.length < ANCHOR) {
                const key = shortKey(hashOf(mask, 0, mask.length), mask.length);
                lengths.add(mask.length);
                this.#add(this.#short, key, mask);
                continue;
            }
            // Of a few windows of the mask, the one fewest masks share: lines alike at their start (a
            // log's timestamps) still spread over the table.
            const last = mask.length - ANCHOR;
            let offset = 0;
            let hash = hashOf(mask, 0, ANCHOR);
            for (let shared = this.#anchored.get(hash)?.length ?? 0, tried = 1; shared > 0 && tried <= 2; tried++) {
                const other = tried === 1 ? last >> 1 : last;
                const otherHash = hashOf(mask, other, ANCHOR);
                const otherShared = this.#anchored.get(otherHash)?.length ?? 0;
                if (otherShared < shared)
                    [offset, hash, shared] = [other, otherHash, otherShared];
            }
            this.#add(this.#anchored, hash, { mask, offset });
        }
        this.#lengths = [...lengths].sort((a, b) => b - a);
        for (let power = 1; power <= ANCHOR; power++)
            this.#powers.push(Math.imul(this.#powers[power - 1], BASE));
    }
    #add(table, key, item) {
        const listed = table.get(key);
        if (listed)
            listed.push(item);
        else
            table.set(key, [item]);
        const bit = key >>> (32 - FILTER_BITS);
        this.#filter[bit >>> 5] |= 1 << (bit & 31);
    }
    #mayHold(key) {
        const bit = key >>> (32 - FILTER_BITS);
        return (this.#filter[bit >>> 5] & (1 << (bit & 31))) !== 0;
    }
    /** The stretches masks cover: overlapping occurrences make one stretch, adjacent ones stay two. */
    find(text) {
        const length = text.length;
        // prefix[i] is the hash of text[0, i): a window's hash is two reads and a multiplication.
        const prefix = new Int32Array(length + 1);
        for (let at = 0; at < length; at++)
            prefix[at + 1] = (Math.imul(prefix[at], BASE) + text.charCodeAt(at)) | 0;
        const window = (from, size) => (prefix[from + size] - Math.imul(prefix[from], this.#powers[size])) | 0;
        const found = [];
        const anchored = this.#anchored.size > 0;
        for (let at = 0; at < length; at++) {
            if (anchored && at + ANCHOR <= length) {
                const hash = window(at, ANCHOR);
                if (this.#mayHold(hash)) {
                    for (const { mask, offset } of this.#anchored.get(hash) ?? []) {
                        const start = at - offset;
                        if (start >= 0 && text.startsWith(mask, start))
                            found.push([start, start + mask.length]);
                    }
                }
            }
            for (const size of this.#lengths) {
                if (at + size > length)
                    continue;
                const key = shortKey(window(at, size), size);
                if (!this.#mayHold(key))
                    continue;
                const mask = this.#short.get(key)?.find((each) => text.startsWith(each, at));
                if (mask === undefined)
                    continue;
                found.push([at, at + size]);
                break;
            }
        }
        return union(found);
    }
}
/** The stretches in order, each run of overlapping ones made one. */
function union(found) {
    if (found.length < 2)
        return found;
    found.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
    const merged = [found[0]];
    for (const [start, end] of found.slice(1)) {
        const last = merged[merged.length - 1];
        if (start < last[1])
            last[1] = Math.max(last[1], end);
        else
            merged.push([start, end]);
    }
    return merged;
}

;// CONCATENATED MODULE: ./src/basics/redaction.ts
/**
 * What the run must never show, and the one length from which it is hidden: the runner's log
 * masks, the platform client's error messages and the failure explanation (outside text, where
 * it enters the run) all hide the same values, in the same forms. This module imports only the search of
 * the masks, which imports nothing of ours, so every one of them can use it.
 */

/**
 * A mask shorter than this would blank every occurrence of those characters in the log (a
 * one-character mask of "=" hides every "="), so such a value cannot be hidden and is not tried.
 */
const SHORTEST_MASK = 3;
/**
 * A base64 fragment of a value that starts mid-group (the value printed after other bytes) is
 * hidden only from this length: shorter ones are a few letters that occur in any text.
 */
const SHORTEST_SHIFTED = 6;
/** The base64 characters that depend only on these bytes, whatever follows them. */
function stableBase64(bytes) {
    const full = bytes.toString('base64').replace(/=+$/, '');
    return bytes.length % 3 === 0 ? full : full.slice(0, -1);
}
/**
 * The forms a build, a service or a platform message may print a value in, as the runner's own
 * masker knows them: as is, base64 (at each of the three alignments), URL-encoded and
 * JSON-escaped (as most encoders write it, and with every non-ASCII character as \uXXXX).
 */
function formsOf(value) {
    const bytes = Buffer.from(value, 'utf8');
    const base64 = bytes.toString('base64');
    const json = JSON.stringify(value).slice(1, -1);
    const uri = encodeURIComponent(value);
    const shifted = [1, 2].map((shift) => stableBase64(bytes.subarray(3 - shift))).filter((form) => form.length >= SHORTEST_SHIFTED);
    return [
        value,
        base64,
        stableBase64(bytes),
        base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''),
        ...shifted,
        uri,
        uri.replace(/%20/g, '+'),
        json,
        json.replace(/[^\x20-\x7e]|[<>&]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`),
    ];
}
/**
 * Everything to hide for these values: each value and each line of a multi-line one (the runner
 * masks line by line), each in every form it may be printed in. Masks hold no line break and are
 * at least SHORTEST_MASK long.
 */
function masksOf(values) {
    const plain = values.flatMap((value) => [value, ...value.split(/\r?\n/)]).map((mask) => mask.trim());
    const masks = plain.filter((mask) => mask.length >= SHORTEST_MASK).flatMap(formsOf);
    return [...new Set(masks.filter((mask) => mask.length >= SHORTEST_MASK && !/[\r\n]/.test(mask)))];
}
/** Every mask the logs need: the tokens and each line of each secret value, in every form. */
function sensitiveValues(settings) {
    return masksOf([settings.apiToken, settings.githubToken, ...settings.secrets.map((secret) => secret.value)]);
}
/** Hiders of many masks, by their masks: the client, the log and the explanation hide the same ones, built once. */
const built = new Map();
const KEPT_HIDERS = 4;
/** From this many masks a hider is kept: fewer (a request's own token and values) cost nothing to build again. */
const KEPT_FROM = 64;
/**
 * Hides masks as given (masksOf's answer): each stretch of text they cover becomes ***, in one
 * pass over the text whatever the number of masks (mask-search.ts).
 */
function hiderOf(masks) {
    const hidden = [...new Set(masks)].filter((mask) => mask.length >= SHORTEST_MASK);
    if (hidden.length === 0)
        return (text) => text;
    const key = hidden.length >= KEPT_FROM ? JSON.stringify(hidden) : '';
    const known = built.get(key);
    if (known)
        return known;
    const search = new MaskSearch(hidden);
    const hide = (text) => {
        if (text.length < SHORTEST_MASK)
            return text;
        const stretches = search.find(text);
        if (stretches.length === 0)
            return text;
        let shown = '';
        let from = 0;
        for (const [start, end] of stretches) {
            shown += `${text.slice(from, start)}***`;
            from = end;
        }
        return shown + text.slice(from);
    };
    if (key === '')
        return hide;
    if (built.size >= KEPT_HIDERS)
        built.delete(built.keys().next().value);
    built.set(key, hide);
    return hide;
}
/** Hides these values, each line of them and every form of both. */
function redactorFor(secrets) {
    // The whole value too: a platform message may quote a multi-line value with its line breaks.
    return hiderOf([...masksOf(secrets), ...secrets.filter((secret) => /\n/.test(secret))]);
}


/***/ }),

/***/ 9407:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _basics_error_message_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5571);
/* harmony import */ var _action_runner_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9053);
/**
 * Entry point of both the main and the post step: the post step finds `isPost` saved by main.
 * Each loads only its own code, and that only once it runs.
 */


const { run } = await Promise.all(/* import() */[__nccwpck_require__.e(308), __nccwpck_require__.e(240)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4240));
if ((0,_action_runner_js__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu)('isPost') === 'true') {
    // The post step only tidies up the report: it never fails the job.
    await (await Promise.all(/* import() */[__nccwpck_require__.e(308), __nccwpck_require__.e(661)]).then(__nccwpck_require__.bind(__nccwpck_require__, 6661))).run();
}
else {
    await run().catch((error) => (0,_action_runner_js__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1)(`platform-deploy: ${(0,_basics_error_message_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .g)(error)}`));
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 2613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 5317:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");

/***/ }),

/***/ 6982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 4434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 8611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 5692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 9278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 4589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 6698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 7540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 2467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 4708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 1692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 3429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 6928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 3193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 3557:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers");

/***/ }),

/***/ 4756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(9407);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
