export const id = 807;
export const ids = [807];
export const modules = {

/***/ 3807:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createReporter: () => (/* binding */ createReporter),
  renderReport: () => (/* reexport */ renderReport)
});

// EXTERNAL MODULE: ./src/github/octokit.ts
var octokit = __webpack_require__(6702);
// EXTERNAL MODULE: ./src/basics/error-message.ts
var error_message = __webpack_require__(5571);
// EXTERNAL MODULE: ./src/basics/commit.ts
var basics_commit = __webpack_require__(7214);
// EXTERNAL MODULE: ./src/github/sticky-comment.ts
var sticky_comment = __webpack_require__(7648);
// EXTERNAL MODULE: ./src/basics/markdown-text.ts
var markdown_text = __webpack_require__(3404);
// EXTERNAL MODULE: ./src/basics/time-text.ts
var time_text = __webpack_require__(2784);
;// CONCATENATED MODULE: ./src/report/life-lines.ts
/**
 * A preview's life in its report: when it sleeps and goes (UTC and how far off), who keeps it and
 * until when, and its resource-hours since it was made (in money with the prices given); and the
 * sweep's total over every open preview.
 */


const one = (value) => value.toFixed(1);
const money = (value) => value.toFixed(2);
/** `12.0 vCPU·h, 24.0 GiB·h over 12h running (≈ 0.52); sleeping 2d saved 48.0 vCPU·h, 96.0 GiB·h (≈ 2.10)` */
function hoursText(hours) {
    const used = `${one(hours.vcpuHours)} vCPU·h, ${one(hours.gibHours)} GiB·h over ${(0,time_text/* shownDuration */.w8)(hours.runningHours * 3_600_000)} running`;
    const cost = hours.cost === undefined ? '' : ` (≈ ${money(hours.cost)})`;
    const slept = hours.sleepingHours > 0
        ? `; sleeping ${(0,time_text/* shownDuration */.w8)(hours.sleepingHours * 3_600_000)} saved ${one(hours.savedVcpuHours)} vCPU·h, ${one(hours.savedGibHours)} GiB·h${hours.saved === undefined ? '' : ` (≈ ${money(hours.saved)})`}`
        : '';
    return `${used}${cost}${slept}`;
}
function whenText(label, ms, nowMs) {
    return `${label} ${(0,time_text/* utcMinute */.vD)(ms)} (${(0,time_text/* relative */.V8)(ms, nowMs)})`;
}
/** The preview's life lines, for its comment and job summary. */
function lifeLines(life, nowMs) {
    if (!life)
        return [];
    const lines = [];
    const limits = [
        life.asleep
            ? 'asleep now (a push or `/preview` wakes it)'
            : life.sleepsAtMs === undefined
                ? ''
                : whenText('sleeps at', life.sleepsAtMs, nowMs),
        life.deletesAtMs === undefined ? '' : whenText('deleted at', life.deletesAtMs, nowMs),
    ].filter(Boolean);
    if (limits.length)
        lines.push(`**Idle:** ${limits.join(' · ')}; a push or \`/preview\` renews it, \`/preview keep 7d\` keeps it`);
    const keep = life.keep;
    if (keep && 'label' in keep)
        lines.push(`**Kept:** while the pull request carries the \`${(0,markdown_text/* escapeText */.X1)(keep.label)}\` label`);
    else if (keep) {
        const capped = keep.askedMs === undefined ? '' : ` (${(0,time_text/* shownDuration */.w8)(keep.askedMs)} was asked; \`max-keep\` allows no longer)`;
        lines.push(`**Kept:** until ${(0,time_text/* utcMinute */.vD)(keep.untilMs)} (${(0,time_text/* relative */.V8)(keep.untilMs, nowMs)}), by @${(0,markdown_text/* escapeText */.X1)(keep.by)}${capped}`);
    }
    if (life.hours)
        lines.push(`**Resources since created:** ${hoursText(life.hours)}`);
    return lines;
}
/** The sweep's lines: what it did to the open previews' lives, and their hours all together. */
function livesLines(result) {
    const lives = result.lives;
    if (!lives)
        return [];
    const list = (names) => names.map((name) => (0,markdown_text/* escapeText */.X1)(name)).join(', ');
    const lines = [];
    if (lives.stopped.length)
        lines.push(`**Stopped for idling:** ${list(lives.stopped)}`);
    if (lives.warned.length)
        lines.push(`**Warned of their deletion:** ${list(lives.warned)}`);
    if (lives.kept.length)
        lines.push(`**Kept:** ${list(lives.kept)}`);
    if (lives.unreadable.length)
        lines.push(`**History unreadable, left alone:** ${list(lives.unreadable)}`);
    if (lives.total.previews > 0)
        lines.push(`**Resources of ${lives.total.previews} open preview(s) since created:** ${hoursText(lives.total)}`);
    return lines;
}

// EXTERNAL MODULE: ./src/run/result.ts
var run_result = __webpack_require__(4612);
;// CONCATENATED MODULE: ./src/report/failure-details.ts

/** All the blocks together: a fifth of GitHub's comment limit, so stages and history keep their room. */
const FAILURE_LIMIT = 12_000;
/** A fence longer than any run of backticks in the lines, so no line can end it. */
function fenceFor(lines) {
    const longest = Math.max(0, ...lines.flatMap((line) => (line.match(/`+/g) ?? []).map((run) => run.length)));
    return '`'.repeat(Math.max(3, longest + 1));
}
/** The platform's hint, its "above" (the console's log) turned to where this report's lines are. */
function hintText(hint, where) {
    return where ? hint.replace(/\babove\b/gi, where) : hint;
}
/** The error and hint; the tag is in the block's title, so it is not said twice. */
function heading(service, hintWhere) {
    const parts = [];
    if (service.error?.message)
        parts.push(`**Error:** ${(0,markdown_text/* escapeText */.X1)(service.error.message)}`);
    if (service.error?.hint)
        parts.push(`**Hint:** ${(0,markdown_text/* escapeText */.X1)(hintText(service.error.hint, hintWhere))}`);
    if (service.error?.link)
        parts.push(`**More:** ${(0,markdown_text/* urlLink */.Cb)(service.error.link)}`);
    return parts.length > 0 ? [parts.join('  \n')] : [];
}
/**
 * The queue's and the build steps' own chatter: a request queued, a step begun (`git clone of web`,
 * `build queueing of web`), a build step's progress (`#3 [build 3/6] RUN …`), a build begun or
 * succeeded. Lines that say a step happened, never why one failed.
 */
const NOISE = [
    /^deployment request \S+ queued\b/i,
    /^(?:[a-z]+ )*(?:queueing|clone|build|image|deployment|repository)(?: [a-z]+)* of \S+$/i,
    /^#\d+ \[[^\]]*\] /,
    /^(?:building|mirroring|deploying|cloning|pulling|pushing)\b.* at (?:version|tag|commit) \S+$/i,
    /^(?:build|image) of \S+ (?:succeeded|mirrored)$/i,
    /^✔ \S+ deployed$/,
];
const isNoise = (line) => NOISE.some((pattern) => pattern.test(line.trim()));
/** When every line is noise, what the service printed last is shown all the same. */
const LAST_KEPT = 10;
/**
 * The lines that carry the error: the noise of the queue and the build steps left out, what the
 * service itself printed kept. When every line is noise: none beside the platform's error (they
 * would only say the build ran), else the last lines whatever they say.
 */
function telling(service) {
    const said = service.lines.filter((line) => !isNoise(line));
    if (said.length > 0)
        return said;
    return service.error?.message ? [] : service.lines.slice(-LAST_KEPT);
}
/** Where the lines came from, as a sentence begins. */
function sourceOf(service) {
    return service.source === 'service' ? "The service's own log" : 'Its deployment log';
}
/** One plain sentence over the lines shown: whose they are, and, when some were left out, where all of them are. */
function caption(service, lines, all) {
    const source = sourceOf(service);
    const total = service.lines.length;
    if (all || lines.length === total)
        return `${source}, its last ${(0,markdown_text/* counted */.hS)(lines.length, 'line')}:`;
    const noise = service.lines.filter((line) => !isNoise(line)).length === 0;
    if (noise)
        return `${source}, its last ${(0,markdown_text/* counted */.hS)(lines.length, 'line')} (all ${total} in the job summary):`;
    return `${source} without its build and queue progress (all ${(0,markdown_text/* counted */.hS)(total, 'line')} in the job summary):`;
}
function block(service, lines, open, all, timedOut) {
    const name = `${(0,markdown_text/* escapeText */.X1)(service.name)} (${(0,markdown_text/* escapeText */.X1)(service.kind.toLowerCase())})`;
    // The state said once: the platform's error tag when it has one (more precise), else the state.
    const title = timedOut
        ? `⌛ ${name} was still ${(0,markdown_text/* escapeText */.X1)(service.state)} when the run timed out`
        : `❌ Why ${name} failed: ${(0,markdown_text/* escapeText */.X1)(service.error?.tag || service.state)}`;
    const body = [...heading(service, lines.length > 0 ? 'below' : service.lines.length > 0 ? 'in the job summary' : '')];
    if (lines.length > 0) {
        const fence = fenceFor(lines);
        body.push(caption(service, lines, all), [`${fence}text`, ...lines, fence].join('\n'));
    }
    else if (service.lines.length > 0) {
        body.push(`_${sourceOf(service)} shows only build and queue progress before the error (all ${(0,markdown_text/* counted */.hS)(service.lines.length, 'line')} in the job summary)._`);
    }
    else {
        body.push(`_No log lines of ${sourceOf(service).replace(/^Its/, 'its').replace(/^The/, 'the')} to show._`);
    }
    return [
        open ? '<details open>' : '<details>',
        `<summary>${title}</summary>`,
        '',
        ...body.flatMap((part) => [part, '']),
        '</details>',
    ].join('\n');
}
/** After a timeout, what never left the queue: one line, not a failure of its own. */
function notStartedLine(failure) {
    const waiting = failure.notStarted ?? [];
    if (waiting.length === 0)
        return '';
    const names = waiting.map((service) => `${(0,markdown_text/* escapeText */.X1)(service.name)} (${(0,markdown_text/* escapeText */.X1)(service.kind.toLowerCase())})`).join(', ');
    const behind = failure.services.map((service) => (0,markdown_text/* escapeText */.X1)(service.name)).join(', ');
    return `⏸️ **Not started:** ${names}: queued behind ${behind || 'the services still deploying'}.`;
}
/**
 * The blocks of every failing service within `limit` characters, the first open: a block that
 * does not fit keeps fewer lines, and the services that do not fit at all are counted. `all`
 * (the job summary) keeps every line the run read, noise included.
 */
function failureDetails(failure, limit = FAILURE_LIMIT, all = false, timedOut = false) {
    if (!failure || failure.services.length === 0)
        return '';
    const blocks = [];
    let used = 0;
    let left = 0;
    for (const service of failure.services) {
        const open = blocks.length === 0;
        let lines = all ? service.lines : telling(service);
        let text = block(service, lines, open, all, timedOut);
        while (used + text.length > limit && lines.length > 0) {
            lines = lines.slice(Math.ceil(lines.length / 2));
            text = block(service, lines.length === 0 ? [] : lines, open, all, timedOut);
        }
        if (used + text.length > limit) {
            left = failure.services.length - blocks.length;
            break;
        }
        blocks.push(text);
        used += text.length + 2;
    }
    if (left > 0)
        blocks.push(`_${left} more failing service${left === 1 ? '' : 's'}: see the run log._`);
    const waiting = notStartedLine(failure);
    if (waiting)
        blocks.push(waiting);
    return blocks.join('\n\n');
}

// EXTERNAL MODULE: ./src/github/comment-marker.ts
var comment_marker = __webpack_require__(4810);
;// CONCATENATED MODULE: ./src/report/stage-table.ts
/**
 * The stages of a run, twice: a table a reviewer scans for durations and statuses, and a
 * Mermaid gantt chart (GitHub draws it) that shows what the table cannot: the order, the queue
 * before a stage's services start, and each service's build then deploy.
 */


const STATUS_WORDS = {
    SUCCESS: '✅ done',
    ERROR: '❌ failed',
    CANCEL: '⏹️ cancelled',
    SKIP: '⏭️ skipped',
    RUNNING: '⏳ running',
};
/** The cell of a status: its mark and a short word; a status the platform added later, as its own (escaped) word. */
function statusCell(status) {
    return STATUS_WORDS[status] ?? (status ? (0,markdown_text/* escapeText */.X1)(status.toLowerCase().replace(/_/g, ' ')) : 'unknown');
}
/** Ended, but the platform gave no length (or a negative one): no duration shown, never drawn. */
function unknownLength(stage) {
    return stage.durationSeconds === null && stage.status !== 'RUNNING';
}
/** A duration that stays on one line at any width: `4m 22s` with a no-break space. */
function durationText(seconds) {
    return (0,markdown_text/* formatDuration */.a3)(seconds).replace(/ /g, '\u00a0');
}
/** What did not happen (skipped, cancelled before it began, a length the platform did not give) is a dash. */
function tookCell(stage) {
    if (stage.status === 'SKIP' || unknownLength(stage))
        return '–';
    return durationText(stage.durationSeconds);
}
function secondsCell(stage, seconds) {
    if (seconds === null || seconds === undefined)
        return '–';
    // A service that failed, was cancelled or skipped before a step reports zero for it: nothing happened.
    if (seconds === 0 && stage.status !== 'SUCCESS' && stage.status !== 'RUNNING')
        return '–';
    return durationText(seconds);
}
/** A service's kind in the platform's word, lower case: `job`, `agentic workflow`. */
function kindWord(kind) {
    return kind.toLowerCase().replace(/_/g, ' ');
}
/** A service's name with its kind: `web (job)`. */
function serviceLabel(stage) {
    return stage.serviceKind ? `${stage.service} (${kindWord(stage.serviceKind)})` : (stage.service ?? '');
}
/** affected-only's word on a service: rebuilt at the push's commit, or unchanged since the one it runs. */
function affectedText(service) {
    const commit = `\`${(0,markdown_text/* escapeText */.X1)((0,basics_commit/* shortCommit */.Ax)(service.version))}\``;
    return service.affected === 'unchanged' ? `unchanged since ${commit}` : `rebuilt at ${commit}`;
}
/** A service row's label, with affected-only's word when the run compared commits. */
function serviceCell(stage, services) {
    const label = (0,markdown_text/* escapeText */.X1)(serviceLabel(stage));
    const service = services.find((each) => each.affected === 'rebuilt' && each.name === stage.service && each.kind === stage.serviceKind?.toLowerCase());
    return service ? `${label}, ${affectedText(service)}` : label;
}
/** The worst status of a group of rows: a failure first, then what is still running or was cut short. */
function worstStatus(stages) {
    for (const status of ['ERROR', 'RUNNING', 'CANCEL'])
        if (stages.some((stage) => stage.status === status))
            return status;
    return stages.every((stage) => stage.status === 'SKIP') ? 'SKIP' : 'SUCCESS';
}
/**
 * The action's preparation: its own steps that began by the time the platform's first stage did
 * and ended within it (reading the blueprint, finding the preview, configuring, triggering).
 * Sub-second each, they are one row and one bar; a step of the action that spans or follows the
 * platform's work keeps its own.
 */
function preparationOf(stages) {
    const platform = stages.filter((stage) => stage.source === 'platform');
    if (platform.length === 0)
        return [];
    const first = platform.reduce((earliest, stage) => (stage.startSeconds < earliest.startSeconds ? stage : earliest));
    // The trigger ends a moment after the platform's first stage began; a wait that spans the platform's work is no preparation.
    const firstEnd = first.startSeconds + (first.durationSeconds ?? Number.POSITIVE_INFINITY);
    return stages.filter((stage) => stage.source === 'action' &&
        stage.durationSeconds !== null &&
        stage.startSeconds <= first.startSeconds + 0.05 &&
        stage.startSeconds + stage.durationSeconds <= firstEnd);
}
/** The preparation as one row: from its first step's start to its last step's end. */
function preparationRow(steps) {
    const start = Math.min(...steps.map((stage) => stage.startSeconds));
    const end = Math.max(...steps.map((stage) => stage.startSeconds + (stage.durationSeconds ?? 0)));
    return {
        name: `preparation (${steps.length} step${steps.length === 1 ? '' : 's'} of the action)`,
        source: 'action',
        startSeconds: start,
        durationSeconds: Math.round((end - start) * 10) / 10,
        status: worstStatus(steps),
    };
}
/** The rows shown: the preparation folded into one unless `each` step is asked for. */
function shownStages(stages, actionRows) {
    const preparation = actionRows === 'one' ? preparationOf(stages) : [];
    if (preparation.length < 2)
        return [...stages];
    const rest = stages.filter((stage) => !preparation.includes(stage));
    return [preparationRow(preparation), ...rest];
}
/**
 * One row per stage; when the platform named its services, each service follows its stage on a
 * row of its own with its build and deploy time apart. Services affected-only left as they were
 * close the table, saying since which commit. No column is empty on every row, and a dash says
 * what did not happen.
 */
function stageTable(stages, services = [], actionRows = 'each', 
/** After a timeout, the services that never left the queue: "not started", not running. */
notStarted = new Set()) {
    const status = (stage) => stage.service !== undefined && notStarted.has(stage.service) ? '⏸️ not started' : statusCell(stage.status);
    const took = (stage) => (stage.service !== undefined && notStarted.has(stage.service) ? '–' : tookCell(stage));
    const unchanged = services.filter((service) => service.affected === 'unchanged');
    const unchangedLabel = (service) => (0,markdown_text/* escapeText */.X1)(`${service.name} (${service.kind})`);
    const shown = shownStages(stages, actionRows);
    const split = shown.some((stage) => (stage.buildSeconds !== null && stage.buildSeconds !== undefined) ||
        (stage.deploySeconds !== null && stage.deploySeconds !== undefined));
    if (!split) {
        const rows = shown.map((stage) => `| ${(0,markdown_text/* escapeText */.X1)(stage.service === undefined ? stage.name : serviceLabel(stage))} | ${took(stage)} | ${status(stage)} |`);
        const left = unchanged.map((service) => `| ${unchangedLabel(service)} | – | ⏭️ ${affectedText(service)} |`);
        return ['| Stage | Took | Status |', '|---|--:|---|', ...rows, ...left].join('\n');
    }
    const rows = shown.map((stage) => stage.service === undefined
        ? `| **${(0,markdown_text/* escapeText */.X1)(stage.name)}** | – | – | ${tookCell(stage)} | ${statusCell(stage.status)} |`
        : `| ${serviceCell(stage, services)} | ${secondsCell(stage, stage.buildSeconds)} | ${secondsCell(stage, stage.deploySeconds)} | ` +
            `${took(stage)} | ${status(stage)} |`);
    const left = unchanged.map((service) => `| ${unchangedLabel(service)} | – | – | – | ⏭️ ${affectedText(service)} |`);
    return ['| Stage · service | Build | Deploy | Took | Status |', '|---|--:|--:|--:|---|', ...rows, ...left].join('\n');
}
/**
 * Starts of a line that Mermaid's gantt lexer reads as something else than a task's name: its
 * keywords, `call`/`click`/`href`, accessibility lines, and a date.
 */
const MERMAID_BREAKERS = /^(gantt|title|section|dateformat|axisformat|tickinterval|excludes|includes|todaymarker|weekday|weekend|inclusiveenddates|topaxis|accdescription|accdescr|acctitle|call|click|href|milestone)\b|^\d{4}-\d\d-\d\d/i;
/**
 * A task or section name Mermaid cannot misread: only letters, digits, spaces and `._/-` (a
 * colon, hash, semicolon, percent or line break would end or comment out the line), never a
 * leading keyword; `fallback` when nothing is left.
 */
function chartName(name, fallback) {
    const plain = name
        .replace(/[^\p{L}\p{N} ._/-]+/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim() || fallback;
    return MERMAID_BREAKERS.test(plain) ? `stage ${plain}` : plain;
}
function chartTag(status, running) {
    if (status === 'ERROR' || status === 'CANCEL')
        return 'crit';
    if (running || status === 'RUNNING')
        return 'active';
    return 'done';
}
/** Milliseconds since the run began, as `dateFormat x` reads them. */
function millis(seconds) {
    return Math.max(0, Math.round(seconds * 1000));
}
/** One bar from `start` to `end` seconds; none when it would have no length (a label floating on nothing). */
function bar(name, tag, start, end) {
    const from = millis(start);
    const to = millis(end);
    return to > from ? [`  ${name} :${tag}, ${from}, ${to}`] : [];
}
/** Where a stage ends on the chart: a row still running, at the end of the run. */
function endOf(stage, totalSeconds) {
    return stage.durationSeconds === null ? totalSeconds : stage.startSeconds + stage.durationSeconds;
}
/**
 * A service as its build then its deploy, when the platform gave them (queues left out: the
 * build from the service's start, the deploy up to its end); else one bar for the whole. A
 * service cancelled before it began is a milestone where its stage stopped, named as such.
 */
function serviceBars(stage, totalSeconds) {
    const name = chartName(stage.service ?? '', kindWord(stage.serviceKind ?? 'service'));
    if (stage.status === 'CANCEL' && (stage.durationSeconds === null || stage.durationSeconds === 0)) {
        const at = millis(stage.startSeconds);
        return [`  ${name} cancelled :milestone, crit, ${at}, ${at}`];
    }
    const start = stage.startSeconds;
    const end = endOf(stage, totalSeconds);
    const tag = chartTag(stage.status, stage.durationSeconds === null);
    const build = stage.buildSeconds ?? 0;
    const deploy = stage.deploySeconds ?? 0;
    if (build <= 0 && deploy <= 0)
        return bar(name, tag, start, end);
    // Each as long as the platform says, within the service's row: when the two add up to more than
    // the row (the platform's steps overlap), the bars overlap too rather than shortening one.
    const buildEnd = Math.min(end, start + build);
    const deployStart = Math.max(start, end - deploy);
    // A failed build never reached its deploy: the red is on the build.
    const buildTag = stage.status === 'ERROR' && deploy <= 0 ? 'crit' : tag === 'crit' && deploy > 0 ? 'done' : tag;
    return [...bar(`${name} build`, buildTag, start, buildEnd), ...bar(`${name} deploy`, tag, deployStart, end)];
}
/** The tick interval for a run of `totalSeconds`: about eight ticks, never two with the same label. */
function tickInterval(totalSeconds) {
    const steps = [
        [1, '1second'],
        [2, '2second'],
        [5, '5second'],
        [10, '10second'],
        [15, '15second'],
        [30, '30second'],
        [60, '1minute'],
        [120, '2minute'],
        [300, '5minute'],
        [600, '10minute'],
        [900, '15minute'],
        [1800, '30minute'],
        [3600, '1hour'],
        [7200, '2hour'],
    ];
    return (steps.find(([seconds]) => totalSeconds / seconds <= 8) ?? steps.at(-1))[1];
}
/**
 * Where the time went, in milliseconds since the run began (`dateFormat x`: GitHub's Mermaid
 * reads `X` starts as milliseconds too, so seconds would draw every bar from 0); the axis shows
 * minutes and seconds (hours and minutes past an hour) at a tick chosen from the run's length.
 * The action's preparation is one bar; each platform stage is a section, its queue a bar before
 * its services start, each service its build then its deploy. A stage's own bar is drawn only
 * when the platform named no services (it would repeat their envelope). Skipped rows and rows of
 * unknown length are left out; a row still running is drawn up to the end of the run. A name that
 * has nothing left to show is the stage's order ("stage 3").
 */
function stageChart(stages, totalSeconds, notStarted = new Set()) {
    const order = (stage) => `stage ${stages.filter((each) => each.service === undefined).indexOf(stage) + 1}`;
    const stageBar = (stage) => bar(chartName(stage.name, order(stage)), chartTag(stage.status, stage.durationSeconds === null), stage.startSeconds, endOf(stage, totalSeconds));
    const drawable = (stage) => stage.status !== 'SKIP' && !unknownLength(stage);
    const body = [];
    const preparation = preparationOf(stages);
    const own = stages.filter((stage) => stage.source === 'action' && !preparation.includes(stage) && drawable(stage));
    const prepared = preparation.length > 0 ? preparationBar(preparationRow(preparation)) : [];
    const ownBars = [...prepared, ...own.flatMap(stageBar)];
    if (ownBars.length > 0)
        body.push('  section Action', ...ownBars);
    const platform = stages.filter((stage) => stage.source === 'platform');
    if (!platform.some((stage) => stage.service !== undefined)) {
        const bars = platform.filter(drawable).flatMap(stageBar);
        if (bars.length > 0)
            body.push('  section Platform', ...bars);
    }
    else {
        for (const stage of platform.filter((each) => each.service === undefined)) {
            const services = platform.filter((each) => each.service !== undefined && each.name === stage.name);
            const bars = [];
            if (services.length === 0) {
                if (drawable(stage))
                    bars.push(...stageBar(stage));
            }
            else {
                const started = services.filter(drawable).map((service) => service.startSeconds);
                // The queue: the stage began, none of its services had yet.
                if (drawable(stage) && started.length > 0)
                    bars.push(...bar(`${chartName(stage.name, order(stage))} queue`, 'active', stage.startSeconds, Math.min(...started)));
                for (const service of services) {
                    // A service that only waited in the queue is a plain bar named so, not an active one.
                    if (service.service !== undefined && notStarted.has(service.service))
                        bars.push(...bar(`${chartName(service.service, kindWord(service.serviceKind ?? 'service'))} queued`, 'done', service.startSeconds, totalSeconds));
                    else if (service.status === 'CANCEL' || drawable(service))
                        bars.push(...serviceBars(service, totalSeconds));
                }
            }
            if (bars.length > 0)
                body.push(`  section ${chartName(stage.name, order(stage))}`, ...bars);
        }
    }
    if (body.length === 0)
        return '';
    const axis = totalSeconds >= 3600 ? '%H:%M' : '%M:%S';
    return [
        '```mermaid',
        'gantt',
        '  dateFormat x',
        `  axisFormat ${axis}`,
        `  tickInterval ${tickInterval(totalSeconds)}`,
        ...body,
        '```',
    ].join('\n');
}
function preparationBar(row) {
    return bar('preparation', chartTag(row.status, false), row.startSeconds, row.startSeconds + (row.durationSeconds ?? 0));
}

;// CONCATENATED MODULE: ./src/report/rollback-line.ts

const ENDED = {
    success: '✅ DEPLOYED',
    failure: '❌ failed',
    timed_out: '⌛ did not finish in the time left',
    cancelled: '⏹️ cancelled',
    planned: '📝 planned',
};
function rollbackLine(result, context) {
    const rollback = result.rollback;
    if (!rollback)
        return '';
    if (rollback.services.length === 0)
        return `**Rollback:** ${(0,markdown_text/* escapeText */.X1)(rollback.summary)}`;
    const version = (value) => (value === null ? 'none' : (0,markdown_text/* commitLink */.wn)(value, context.serverUrl, context.repository));
    // A service whose row did not end done never ran the failed version: there is nothing it was rolled back from.
    const neverRan = new Set((result.stages ?? []).filter((stage) => stage.service !== undefined && stage.status !== 'SUCCESS').map((stage) => stage.service));
    const services = rollback.services
        .map((service) => neverRan.has(service.name)
        ? `${service.kind} **${(0,markdown_text/* escapeText */.X1)(service.name)}** redeployed at ${version(service.to)}`
        : `${service.kind} **${(0,markdown_text/* escapeText */.X1)(service.name)}** from ${version(service.from)} to ${version(service.to)}`)
        .join(' · ');
    const ended = ENDED[rollback.outcome] ?? (0,markdown_text/* escapeText */.X1)(rollback.outcome);
    const took = rollback.seconds === null ? '' : ` in ${(0,markdown_text/* formatDuration */.a3)(rollback.seconds)}`;
    return `**Rollback:** ${services}: ${ended}${took}`;
}

;// CONCATENATED MODULE: ./src/report/data-line.ts

/** An ISO date as the line shows it: to the minute, in UTC. */
function dateText(at) {
    if (at === undefined)
        return '';
    const date = new Date(at);
    return Number.isNaN(date.getTime()) ? (0,markdown_text/* escapeText */.X1)(at) : (0,markdown_text/* formatTime */.fU)(date);
}
/** The seed job's own row of the stage table, from the platform's timings: how long the seed took. */
function seedSeconds(result, job) {
    const row = result.stages.find((stage) => stage.source === 'platform' && stage.service === job);
    return row?.durationSeconds ?? null;
}
function ranText(note, result, context) {
    const job = `job **${(0,markdown_text/* escapeText */.X1)(note.job)}**`;
    const took = seedSeconds(result, note.job);
    const inTime = took === null ? '' : `, in ${(0,markdown_text/* formatDuration */.a3)(took)}`;
    const when = note.at ? ` on ${dateText(note.at)}` : '';
    const succeeded = result.outcome === 'success';
    switch (note.how) {
        case 'baseline':
            return "reads the baseline's database: no seed runs in this preview";
        case 'seeded':
            return `seeded${when} by ${job}; left out of this deployment (\`/preview reset-data\` seeds again)`;
        case 'seeding': {
            const at = note.commit ? ` at commit ${(0,markdown_text/* commitLink */.wn)(note.commit, context.serverUrl, context.repository)}` : '';
            return succeeded
                ? `seeded by ${job}${at}${when}${inTime}`
                : `${job} did not complete a seed in this deployment${inTime}: the next run seeds again`;
        }
        case 'reseeding':
            return succeeded ? `reseeded by ${job}${when}${inTime}` : `reseeding with ${job}${when} did not succeed${inTime}`;
    }
}
function dataLine(result, context) {
    const note = result.data;
    if (!note)
        return [];
    const warnings = note.warnings.map((warning) => `⚠️ **Data:** ${(0,markdown_text/* escapeText */.X1)(warning)}`);
    return [`**Data:** ${ranText(note, result, context)}`, ...warnings];
}

;// CONCATENATED MODULE: ./src/report/baseline-line.ts
/** The comment's and job summary's one line on a preview that shares a baseline: whose each service is. */


/** `**Services:** web (this pull request's) · api at `a1b2c3d`, worker at `1.4.2` shared from staging; saved: 2 services, 1 build`. */
function baselineLine(result) {
    const baseline = result.baseline;
    if (!baseline)
        return undefined;
    const own = baseline.own.map((service) => (0,markdown_text/* escapeText */.X1)(service.name)).join(', ') || 'none';
    const shared = baseline.shared.map((service) => `${(0,markdown_text/* escapeText */.X1)(service.name)} at \`${(0,markdown_text/* escapeText */.X1)((0,basics_commit/* shortVersion */.Li)(service.version))}\``).join(', ') ||
        'none';
    const { services, builds } = baseline.saving;
    const saved = `not deployed here: ${services} service${services === 1 ? '' : 's'}, ${builds} build${builds === 1 ? '' : 's'} not run`;
    return `**Services:** this pull request's: ${own} · shared from baseline ${(0,markdown_text/* escapeText */.X1)(baseline.environmentName)}: ${shared} (${saved})`;
}

;// CONCATENATED MODULE: ./src/report/promotion-table.ts
/**
 * The report's promotion table: each service, the version the source runs beside the one the
 * target runs, whether this run promotes it, and the compare link between the commits; services
 * on one side only; then the variable and secret names the source has and the target lacks.
 * Names and versions are outside text: escaped, or a commit linked.
 */


function version(value, context) {
    if (value === null)
        return '—';
    return basics_commit/* FULL_SHA */.RG.test(value) ? (0,markdown_text/* commitLink */.wn)(value, context.serverUrl, context.repository) : (0,markdown_text/* escapeText */.X1)(value);
}
function what(row, planned) {
    if (row.side === 'source only')
        return 'only in the source';
    if (row.side === 'target only')
        return 'only in the target';
    if (row.sourceVersion === row.targetVersion)
        return 'same version';
    if (row.promoted)
        return `${planned ? 'to promote' : 'promoted'}${row.older ? ' (an older commit: it goes back)' : ''}`;
    return 'differs, not named';
}
function promotionTable(result, context) {
    const promotion = result.promotion;
    if (!promotion)
        return '';
    const source = (0,markdown_text/* escapeText */.X1)(promotion.from.name);
    const target = (0,markdown_text/* escapeText */.X1)(result.environmentName || 'target');
    const rows = promotion.rows.map((row) => `| ${row.kind} **${(0,markdown_text/* escapeText */.X1)(row.name)}** | ${version(row.sourceVersion, context)} | ${version(row.targetVersion, context)} | ${what(row, result.outcome === 'planned')} | ${row.compare ? (0,markdown_text/* urlLink */.Cb)(row.compare, 'compare') : ''} |`);
    const drift = [
        promotion.missingVariables.length > 0
            ? `Variables ${source} has and ${target} lacks: ${(0,markdown_text/* escapeText */.X1)(promotion.missingVariables.join(', '))}`
            : '',
        promotion.missingSecrets.length > 0
            ? `Secrets ${source} has and ${target} lacks: ${(0,markdown_text/* escapeText */.X1)(promotion.missingSecrets.join(', '))}`
            : '',
    ].filter((line) => line !== '');
    return [
        `**Promotion from ${source}:**`,
        '',
        `| service | ${source} | ${target} | | |`,
        '| --- | --- | --- | --- | --- |',
        ...rows,
        ...(drift.length > 0 ? ['', ...drift.map((line) => `⚠️ ${line}`)] : []),
    ].join('\n');
}

// EXTERNAL MODULE: ./src/config/preview-hours.ts
var preview_hours = __webpack_require__(9160);
;// CONCATENATED MODULE: ./src/report/markdown.ts
/**
 * The report a reviewer reads, as markdown: one pure rendering shared by the pull request
 * comment and the job summary, plus the short "deploying" and "cancelled" notes the comment
 * shows while a run is under way or after it was cut short.
 */












/**
 * What a report takes unless its writer gives less room: under GitHub's 65,536 characters of a
 * comment (whose writer gives the room its marker leaves) and 65,535 of a check's output, and far
 * under the job summary's 1 MiB.
 */
const REPORT_LIMIT = 64_000;
/** Names listed in one line (the services still served, those at one version); the others counted. */
const NAMES_LISTED = 10;
const OUTCOME_MARKS = {
    success: '✅',
    failure: '❌',
    timed_out: '⌛',
    cancelled: '⏹️',
    skipped: '⏭️',
    planned: '📝',
};
const SUBJECT = {
    preview: 'Preview',
    deploy: 'Deploy',
    cleanup: 'Preview cleanup',
    stop: 'Stop',
    status: 'Status',
    sweep: 'Preview sweep',
    rollback: 'Rollback',
    promote: 'Promotion',
};
const FAILED = new Set(['failure', 'timed_out', 'cancelled']);
function headline(result) {
    const name = result.environmentName ? `: ${(0,markdown_text/* escapeText */.X1)(result.environmentName)}` : '';
    if (result.operation === 'cleanup' && result.outcome === 'success')
        return `### 🗑️ Preview deleted${name}`;
    if (result.operation === 'stop' && result.outcome === 'success')
        return `### ⏸️ Stopped${name}`;
    const subject = SUBJECT[result.operation];
    if (refusedUnchanged(result))
        return `### ${OUTCOME_MARKS.failure} ${subject} refused${name}`;
    // Put back by rollback-on-failure: the headline says so, not only a line further down.
    const rolledBack = result.rollback?.outcome === 'success' && result.rollback.services.length > 0 ? ', rolled back' : '';
    const verdict = {
        success: result.operation === 'preview'
            ? 'ready'
            : result.operation === 'deploy' || result.operation === 'promote'
                ? 'succeeded'
                : result.operation === 'sweep' || result.operation === 'rollback'
                    ? 'done'
                    : 'checked',
        failure: `failed${rolledBack}`,
        timed_out: `timed out${rolledBack}`,
        cancelled: 'cancelled',
        skipped: result.unchangedSince ? 'unchanged' : 'skipped',
        planned: 'planned (dry run)',
    };
    return `### ${OUTCOME_MARKS[result.outcome]} ${subject} ${verdict[result.outcome]}${name}`;
}
/** The platform states that only repeat the headline's word: a ready preview is DEPLOYED, a deleted one DELETED. */
const OWN_WORD = {
    success: new Set(['DEPLOYED', 'RUNNING', 'READY', 'DELETED', 'STOPPED']),
    cancelled: new Set(['CANCELED', 'CANCELLED']),
};
/**
 * Every public address once: the default link first, then each other service's, then the links
 * no service claims; each with its service's name when the platform says which.
 */
function addresses(result) {
    const byUrl = new Map((result.serviceUrls ?? []).map((service) => [service.url, service.name]));
    const urls = [...result.links].sort((a, b) => Number(b.isDefault) - Number(a.isDefault)).map((link) => link.url);
    if (result.url)
        urls.unshift(result.url);
    for (const service of result.serviceUrls ?? [])
        urls.push(service.url);
    const seen = new Set();
    const shown = [];
    for (const url of urls) {
        const target = (0,markdown_text/* linkTarget */.Cm)(url);
        if (!target || seen.has(target))
            continue;
        seen.add(target);
        const service = byUrl.get(url);
        shown.push(service === undefined ? { url } : { url, service });
    }
    return shown;
}
/** The link a result leads with, labelled as the comment labels it: what a later comment shows while nothing changed. */
function mainLink(result) {
    return addresses(result)[0];
}
/** A link's text when no service claims it: the address without its scheme and trailing slash. */
function linkText(url) {
    return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}
/**
 * A link labelled with its service, the URL behind it; the first link no service claims is the
 * "preview", any other its address.
 */
function labelledLink(address, first = true) {
    return (0,markdown_text/* urlLink */.Cb)(address.url, address.service ?? (first ? 'preview' : linkText(address.url)));
}
/** A few names and how many more: a line stays a line with hundreds of services. */
function someNames(names) {
    if (names.length <= NAMES_LISTED)
        return names.join(', ');
    return `${names.slice(0, NAMES_LISTED).join(', ')} and ${names.length - NAMES_LISTED} more`;
}
/** A history line of a success, its commit link as shortCommit wrote it. */
const LAST_GOOD = new RegExp(`^\\S+ \\*\\*success\\*\\* · (\\[\`${basics_commit/* SHORT_COMMIT */.N3}\`\\]\\([^)\\s]+\\))`);
/** The newest success in the history. */
function lastGoodLine(history) {
    return history?.find((each) => each.startsWith(`${OUTCOME_MARKS.success} **success**`)) ?? '';
}
/** The commit of the newest success in the history: what a failed service still runs. */
function lastGoodCommit(history) {
    return LAST_GOOD.exec(lastGoodLine(history))?.[1] ?? '';
}
/** The preview's link a success's history line carries (historyLine writes it). */
const HISTORY_LINK = / · 🔗 (\[[^\]\n]+\]\([^)\s]+\))/;
/** Action steps that only read: a run refused in one of them changed nothing on the platform. */
const READ_STEPS = new Set([
    'read blueprint',
    'read environment',
    'read environments',
    'read history',
    'read status',
    'find preview',
    'find environment',
    'compare commits',
    'check source',
]);
/**
 * Whether the run sent the platform no write at all, as its client counted them: the only ground
 * for saying that nothing was changed. A result without the count is not known to have sent none.
 */
function sentNoWrite(result) {
    return result.platformWrites === 0;
}
/**
 * A run refused on its names (a service the environment lacks, …) in a step that only reads, and
 * that sent no write: nothing was deployed, created or written, and what ran before still runs.
 */
function refusedUnchanged(result) {
    if (result.outcome !== 'failure' || !sentNoWrite(result) || result.created || result.deploymentRequestId)
        return false;
    if ((result.failure?.services.length ?? 0) > 0 || result.stages.some((stage) => stage.source === 'platform'))
        return false;
    return result.failedStage !== undefined && READ_STEPS.has(result.failedStage);
}
/**
 * The services a failed run left at what they ran before (or with nothing, in a preview it
 * created): the failing ones, those that never left the queue, and any whose stage row did not
 * end done. Empty for a run that did not fail.
 */
function leftBehind(result) {
    if (!FAILED.has(result.outcome))
        return new Set();
    return new Set([
        ...(result.failure?.services ?? []).map((service) => service.name),
        ...(result.failure?.notStarted ?? []).map((service) => service.name),
        ...result.stages.filter((stage) => stage.service !== undefined && stage.status !== 'SUCCESS').map((stage) => stage.service),
    ]);
}
/** The service names rollback-on-failure put back, when it did. */
function rolledBack(result) {
    const rollback = result.rollback;
    if (rollback?.outcome !== 'success')
        return new Map();
    return new Map(rollback.services.map((service) => [service.name, service.to]));
}
/**
 * What a service left behind runs, as a note beside its link: nothing (in a preview this run
 * created), the last good commit, or an earlier version.
 */
function stillServing(result, context, linked = true) {
    if (result.created)
        return 'not running';
    const commit = lastGoodCommit(context.history);
    // Beside the links the commit is only named: Versions below links it once.
    const good = linked ? commit : commit.replace(/^\[(`[^`]+`)\]\(.*\)$/, '$1');
    return good ? `still serving ${good}` : 'still serving an earlier version';
}
/**
 * The second line: each link labelled with its service, a note beside the link it is about
 * (a failed service's, or on its own for one without a link), the commit, the duration, when.
 */
function firstLine(result, context) {
    const parts = [];
    const gone = result.operation === 'cleanup' || result.operation === 'stop';
    const behind = rolledBack(result).size > 0 ? new Set() : leftBehind(result);
    const note = (service) => service !== undefined && behind.has(service) ? ` (${stillServing(result, context, false)})` : '';
    if (!gone) {
        const shown = addresses(result);
        shown.forEach((address, index) => {
            const link = `${labelledLink(address, index === 0)}${note(address.service)}`;
            parts.push(index === 0 ? `🔗 **${link}**` : link);
        });
        const linked = new Set(shown.map((address) => address.service));
        const failing = (result.failure?.services ?? []).map((service) => service.name).filter((name) => !linked.has(name));
        if (failing.length > 0)
            parts.push(`${(0,markdown_text/* escapeText */.X1)(someNames(failing))}: ${stillServing(result, context, false)}`);
        // Refused before anything changed: the preview's own link, from its last good result, stays in sight.
        const kept = shown.length === 0 && refusedUnchanged(result) ? HISTORY_LINK.exec(lastGoodLine(context.history))?.[1] : undefined;
        if (kept)
            parts.push(`🔗 **${kept}**`);
    }
    if (result.commit)
        parts.push(`commit ${(0,markdown_text/* commitLink */.wn)(result.commit, context.serverUrl, context.repository)}`);
    parts.push((0,markdown_text/* formatDuration */.a3)(result.durationSeconds));
    if (context.at)
        parts.push((0,markdown_text/* formatTime */.fU)(context.at));
    const own = OWN_WORD[result.outcome];
    const failingAny = (result.failure?.services.length ?? 0) > 0;
    if (result.state && !own?.has(result.state) && !failingAny && !FAILED.has(result.outcome))
        parts.push(`state ${(0,markdown_text/* escapeText */.X1)(result.state)}`);
    return parts.join(' · ');
}
/**
 * Which build each service runs once the run is over, services at the same version together:
 * what a reviewer checks first. A service a failed run left behind runs what it ran before; one
 * rollback-on-failure put back, the version it restored.
 */
function versionsLine(result, context) {
    const groups = new Map();
    const apart = [];
    const restored = rolledBack(result);
    const behind = leftBehind(result);
    const link = (version) => (0,markdown_text/* commitLink */.wn)(version, context.serverUrl, context.repository);
    for (const service of result.services ?? []) {
        const name = `**${(0,markdown_text/* escapeText */.X1)(service.name)}**`;
        const back = restored.get(service.name);
        // The run's own commit is linked on the line above: here it is only named.
        const version = service.version === result.commit ? 'this commit' : link(service.version);
        let where;
        if (back !== undefined)
            where = `at ${link(back)} (rolled back)`;
        else if (behind.has(service.name) && service.version === result.commit)
            where = stillServing(result, context).replace('serving ', 'at ');
        else if (service.affected === 'unchanged') {
            apart.push({ text: `${name} unchanged since ${version}`, services: 1 });
            continue;
        }
        else if (service.affected === 'rebuilt') {
            apart.push({ text: `${name} rebuilt at ${version}`, services: 1 });
            continue;
        }
        else
            where = `at ${version}`;
        groups.set(where, [...(groups.get(where) ?? []), name]);
    }
    const together = [...groups].map(([where, names]) => ({ text: `${someNames(names)} ${where}`, services: names.length }));
    const all = [...together, ...apart];
    if (all.length === 0)
        return '';
    const left = all.slice(NAMES_LISTED).reduce((sum, entry) => sum + entry.services, 0);
    const more = left > 0 ? ` · ${left} more service${left === 1 ? '' : 's'}` : '';
    return `**Versions:** ${all
        .slice(0, NAMES_LISTED)
        .map((entry) => entry.text)
        .join(' · ')}${more}`;
}
/**
 * A fork's preview: who approved which commit, the login as text (no mention), and what its code
 * reaches; when its build failed, where a fork's commit may be out of the build's reach.
 */
function approvalLines(result, context) {
    const approval = result.approval;
    if (!approval)
        return [];
    const by = approval.via === 'label' ? 'by adding the label' : approval.url ? `in [a comment](${(0,markdown_text/* linkTarget */.Cm)(approval.url)})` : 'in a comment';
    const line = `**Approved:** ${(0,markdown_text/* commitLink */.wn)(approval.sha, context.serverUrl, context.repository)} by ${(0,markdown_text/* escapeText */.X1)(approval.approver)} ${by} (a fork's pull request: its preview holds the fork blueprint's variables and \`fork-secrets\` only)`;
    const built = result.failure?.services.some((service) => service.state === 'BUILD_ERROR' && service.kind === 'APPLICATION');
    const unreachable = "**A fork's build:** a fork's commit is in this repository only at `refs/pull/N/head`; if the platform's build could not fetch it, build the image in CI and preview it with `image-tag` (the container route, docs/fork-previews.md).";
    return built ? [line, unreachable] : [line];
}
function facts(result, context) {
    const lines = [];
    const versions = versionsLine(result, context);
    if (versions)
        lines.push(versions);
    lines.push(...approvalLines(result, context));
    lines.push(...dataLine(result, context));
    const sharing = baselineLine(result);
    if (sharing)
        lines.push(sharing);
    const rollback = rollbackLine(result, context);
    if (rollback)
        lines.push(rollback);
    // A push that changed nothing: the result the preview still runs stays in sight, not folded away.
    const last = result.unchangedSince ? context.history?.find((line) => !line.startsWith(OUTCOME_MARKS.skipped)) : undefined;
    if (last)
        lines.push(`**Last deployed:** ${last}`);
    lines.push(...lifeLines(result.life, context.at?.getTime() ?? Date.now()), ...livesLines(result));
    const hours = result.workingHours;
    if (hours) {
        lines.push(`**Working hours:** sleeps outside ${(0,markdown_text/* escapeText */.X1)((0,preview_hours/* hoursText */.D)(hours))}: the platform stops it at ${hours.stop} and wakes it at ${hours.start}`);
    }
    return lines;
}
/** Where a failure happened and the way to its log; the cause itself is in the open block below. */
function failure(result, context) {
    if (!FAILED.has(result.outcome))
        return [];
    if (refusedUnchanged(result)) {
        const log = (0,markdown_text/* linkTarget */.Cm)(context.runUrl);
        const runs = lastGoodLine(context.history) ? ': the preview runs what its last good run deployed' : '';
        return [`**Nothing was changed**${runs}.${log ? ` [Run log](${log})` : ''}`];
    }
    const label = result.outcome === 'timed_out' ? 'Timed out in stage' : 'Failed stage';
    const parts = [`**${label}:** ${(0,markdown_text/* escapeText */.X1)(result.failedStage ?? 'unknown')}`];
    const log = (0,markdown_text/* linkTarget */.Cm)(context.runUrl);
    if (log)
        parts.push(`[Run log](${log})`);
    return [parts.join(' · ')];
}
/** What the headline and the second line do not already say. */
function summaryLine(result, context) {
    if (result.unchangedSince)
        return `No service changed since ${result.unchangedSince.map((commit) => (0,markdown_text/* commitLink */.wn)(commit, context.serverUrl, context.repository)).join(', ')}: nothing was deployed.`;
    if (result.outcome === 'success' && ['preview', 'deploy', 'cleanup'].includes(result.operation))
        return '';
    // The open block says why, in the platform's words: the summary would say the state once more.
    if (FAILED.has(result.outcome) && (result.failure?.services.length ?? 0) > 0)
        return '';
    return (0,markdown_text/* escapeText */.X1)(result.summary);
}
/** sweep: one row per preview deleted (or, in a dry run, to be deleted). */
function sweptTable(result, context) {
    if (!result.swept || result.swept.length === 0)
        return '';
    const pull = (number) => context.repository ? `[#${number}](${(0,markdown_text/* linkTarget */.Cm)(`${context.serverUrl}/${context.repository}/pull/${number}`)})` : `#${number}`;
    const rows = result.swept.map((entry) => `| ${(0,markdown_text/* escapeText */.X1)(entry.name)} | \`${entry.environmentId}\` | ${pull(entry.pullRequest)} | ${run_result/* SWEEP_REASON_TEXT */.yJ[entry.reason]} |`);
    const title = result.outcome === 'planned' ? `**Would delete**${unchangedNote(result)}:` : '**Deleted:**';
    return [title, '', '| Preview | Environment id | Pull request | Reason |', '|---|---|---|---|', ...rows].join('\n');
}
/** A preview refused for max-previews: the open ones, each with its pull request. */
function openPreviewsList(result, context) {
    if (!result.openPreviews)
        return '';
    const pull = (number) => context.repository ? `[#${number}](${(0,markdown_text/* linkTarget */.Cm)(`${context.serverUrl}/${context.repository}/pull/${number}`)})` : `#${number}`;
    const rows = result.openPreviews.map((open) => `- ${(0,markdown_text/* escapeText */.X1)(open.name)} · ${pull(open.pullRequest)}`);
    return [`**Open previews** (${result.openPreviews.length}):`, '', ...rows].join('\n');
}
function planList(result) {
    // A sweep's and a promotion's plans are their own tables.
    if (result.outcome !== 'planned' || result.plan.length === 0 || result.operation === 'sweep' || result.operation === 'promote')
        return [];
    return [`**Plan**${unchangedNote(result)}:`, '', ...result.plan.map((line) => `- ${(0,markdown_text/* escapeText */.X1)(line)}`)];
}
/** A dry run's plan says nothing was changed when its client counted no write, and only then. */
function unchangedNote(result) {
    return sentNoWrite(result) ? ' (nothing was changed)' : '';
}
/** The earlier results, folded so the current one stays on top. */
function historyBlock(history) {
    if (history.length === 0)
        return '';
    const items = history.map((line) => `- ${line}`);
    return ['<details>', `<summary>Earlier results (${history.length})</summary>`, '', ...items, '', '</details>'].join('\n');
}
/** The foot: who reported, the run (unless a line above links it already) and the console (unless the environment is gone). */
function footer(context, links) {
    const parts = ['Reported by platform-deploy'];
    const run = links.run ? (0,markdown_text/* linkTarget */.Cm)(context.runUrl) : '';
    if (run)
        parts.push(`[workflow run](${run})`);
    const console = links.console && context.consoleUrl ? (0,markdown_text/* linkTarget */.Cm)(context.consoleUrl) : '';
    if (console)
        parts.push(`[platform console](${console})`);
    return `<sub>${parts.join(' · ')}</sub>`;
}
/** One line of the stages a reviewer reads without opening the table: each stage's mark and time. */
function stagesAtAGlance(stages) {
    const preparation = preparationOf(stages);
    const marks = { SUCCESS: '✅', ERROR: '❌', CANCEL: '⏹️', SKIP: '⏭️', RUNNING: '⏳' };
    const rows = stages.filter((stage) => stage.service === undefined && !preparation.includes(stage));
    const said = rows.map((stage) => {
        const took = stage.status === 'SKIP' || stage.durationSeconds === null ? '' : ` ${(0,markdown_text/* formatDuration */.a3)(stage.durationSeconds)}`;
        return `${marks[stage.status] ?? '•'} ${(0,markdown_text/* escapeText */.X1)(stage.name)}${took}`;
    });
    return `Stages: ${said.join(' · ')}`;
}
/** The table and the chart: open in the job summary, folded under one line of stages in the comment. */
function timings(table, chart, stages, view) {
    const body = [table, chart].filter((part) => part.length > 0);
    if (body.length === 0)
        return '';
    if (view === 'summary')
        return body.join('\n\n');
    return ['<details>', `<summary>⏱️ ${stagesAtAGlance(stages)}</summary>`, '', ...body.flatMap((part) => [part, '']), '</details>'].join('\n');
}
/** The failure blocks at their least: no block, the count of failing services only. */
const DETAILS_FLOOR = 500;
/**
 * Joins the parts within `room` characters without ever cutting a block open (a `<details>`, a
 * fence, a table, a list is shown whole or not at all): history goes first, oldest first; then the
 * widest of the failure blocks (halved, their log lines first), the chart and the table; then the
 * parts below the headline, last first, with a line saying what was left out. The footer stays.
 */
function fit(parts, history, room) {
    let kept = history.slice(0, comment_marker/* HISTORY_KEPT */.SU);
    let detailLimit = FAILURE_LIMIT;
    let { chart, table } = parts;
    const before = [...parts.before];
    const after = [...parts.after];
    const leftOut = [];
    let partsLeft = 0;
    const assemble = () => {
        const note = leftOut.length > 0 || partsLeft > 0 ? leftOutLine(leftOut, partsLeft) : '';
        return [
            ...before,
            parts.details(detailLimit),
            ...after,
            timings(table, chart, parts.stages, parts.view),
            historyBlock(kept),
            note,
            ...parts.bottom,
        ]
            .filter((part) => part.length > 0)
            .join('\n\n');
    };
    let text = assemble();
    while (text.length > room && kept.length > 0) {
        kept = kept.slice(0, -1);
        text = assemble();
    }
    while (text.length > room) {
        const details = detailLimit > 0 ? parts.details(detailLimit) : '';
        const widest = Math.max(details.length, chart.length, table.length);
        if (widest > 0 && widest === details.length) {
            detailLimit = detailLimit > DETAILS_FLOOR ? Math.floor(detailLimit / 2) : 0;
            if (!leftOut.includes('log lines'))
                leftOut.push('log lines');
        }
        else if (widest > 0 && widest === chart.length) {
            chart = '';
            leftOut.push('the chart');
        }
        else if (widest > 0) {
            table = '';
            leftOut.push('the stage table');
        }
        else if (after.length > 0 || before.length > 1) {
            if (after.length > 0)
                after.pop();
            else
                before.pop();
            partsLeft++;
        }
        else
            break;
        text = assemble();
    }
    return text.length > room ? cutAtLine(text, room) : text;
}
/** Says what a report left out for GitHub's limit, so nobody takes the shorter report for all there was. */
function leftOutLine(named, parts) {
    const all = [...named, ...(parts > 0 ? [`${parts} more part${parts === 1 ? '' : 's'} of the report`] : [])];
    return `_Left out to stay within GitHub's size limit: ${all.join(', ')}._`;
}
/**
 * The last resort, when the headline and the footer alone do not fit (a room far below any
 * report's): whole lines only, so no line is cut inside a link.
 */
function cutAtLine(text, room) {
    const mark = '\n_(cut to fit)_';
    const end = text.lastIndexOf('\n', Math.max(0, room - mark.length));
    return end > 0 ? `${text.slice(0, end)}${mark}` : '';
}
/** Fills the console template; no link when it needs a value this run does not know. */
function consoleLink(template, values) {
    if (!template)
        return '';
    let missing = false;
    const filled = template.replace(/\{(organization|project|environment)\}/g, (_, key) => {
        if (!values[key])
            missing = true;
        return encodeURIComponent(values[key]);
    });
    return missing ? '' : filled;
}
/**
 * Pure: the markdown of the comment (`view` 'comment': the outcome and the link first, the cause
 * of a failure open, the timings folded) or of the job summary ('summary': the same, with every
 * step of the action, the whole chart and every log line the run read, open).
 */
function renderReport(result, context, view = 'comment', 
/** The characters it may take: a comment's writer gives what its marker leaves. */
room = REPORT_LIMIT) {
    if (result.operation === 'cleanup' && result.outcome === 'success' && view === 'comment')
        return renderDeleted(result, context, room);
    const newer = context.newerHead
        ? [
            `The pull request's newest commit is now ${(0,markdown_text/* commitLink */.wn)(context.newerHead, context.serverUrl, context.repository)}: this is what the preview runs until a run of that commit reports here.`,
        ]
        : [];
    const planned = planList(result);
    // A run refused on its inputs before any change: its one read step is no timing worth a fold.
    const hasStages = result.stages.length > 0 && result.outcome !== 'skipped' && !refusedUnchanged(result);
    const factLines = facts(result, context);
    const waiting = new Set((result.failure?.notStarted ?? []).map((service) => service.name));
    return fit({
        before: [
            `${headline(result)}\n${firstLine(result, context)}`,
            summaryLine(result, context),
            ...newer,
            factLines.join('  \n'),
            ...failure(result, context),
        ].filter((part) => part.length > 0),
        details: (limit) => failureDetails(result.failure, limit, view === 'summary', result.outcome === 'timed_out'),
        after: [planned.join('\n'), promotionTable(result, context), sweptTable(result, context), openPreviewsList(result, context)].filter((part) => part.length > 0),
        table: hasStages ? stageTable(result.stages, result.services, view === 'summary' ? 'each' : 'one', waiting) : '',
        chart: hasStages ? stageChart(result.stages, result.durationSeconds, waiting) : '',
        stages: hasStages ? result.stages : [],
        view,
        bottom: [footer(context, { run: !FAILED.has(result.outcome), console: true })],
    }, context.history ?? [], room);
}
/** A short note's parts: its lines and history only. */
const NO_PARTS = { before: [], details: () => '', after: [], table: '', chart: '', stages: [], view: 'comment', bottom: [] };
/** A deleted preview: when and by which run, and its history; nothing about what is gone. */
function renderDeleted(result, context, room) {
    const run = (0,markdown_text/* linkTarget */.Cm)(context.runUrl);
    const when = context.at ? ` ${(0,markdown_text/* formatTime */.fU)(context.at)}` : '';
    const line = `Deleted${when}${run ? ` by [this workflow run](${run})` : ''} in ${(0,markdown_text/* formatDuration */.a3)(result.durationSeconds)}.`;
    return fit({ ...NO_PARTS, before: [`${headline(result)}\n${line}`], bottom: [footer(context, { run: !run, console: false })] }, context.history ?? [], room);
}
/** One line for the history: what happened to which commit, when, and where the run is. */
function historyLine(entry, context) {
    const mark = entry.outcome === 'deleted' ? '🗑️' : OUTCOME_MARKS[entry.outcome];
    const parts = [`${mark} **${entry.outcome.replace('_', ' ')}**`];
    if (entry.commit)
        parts.push((0,markdown_text/* commitLink */.wn)(entry.commit, context.serverUrl, context.repository));
    if (entry.durationSeconds !== undefined)
        parts.push((0,markdown_text/* formatDuration */.a3)(entry.durationSeconds));
    parts.push((0,markdown_text/* formatTime */.fU)(entry.at));
    // A success keeps its link: a later run that changes nothing still shows where the preview is.
    if (entry.outcome === 'success' && entry.link && (0,markdown_text/* linkTarget */.Cm)(entry.link.url))
        parts.push(`🔗 ${labelledLink(entry.link)}`);
    const run = (0,markdown_text/* linkTarget */.Cm)(context.runUrl);
    if (run)
        parts.push(`[run](${run})`);
    return parts.join(' · ');
}
/** Shown from the moment the platform starts changing until the result replaces it. */
function renderDeploying(context, room = REPORT_LIMIT) {
    const name = context.environmentName ? `: ${(0,markdown_text/* escapeText */.X1)(context.environmentName)}` : '';
    const subject = context.operation === 'preview' ? 'Deploying preview' : 'Deploying';
    const run = (0,markdown_text/* linkTarget */.Cm)(context.runUrl);
    const lines = [
        `### ⏳ ${subject}${name}`,
        `Commit ${(0,markdown_text/* commitLink */.wn)(context.commit, context.serverUrl, context.repository)} is being deployed.${run ? ` [Follow the run](${run}).` : ''}`,
    ];
    return fit({ ...NO_PARTS, before: [lines.join('\n')] }, context.history ?? [], room);
}
/** Written by the post step when the job ended before the result could be reported. */
function renderCancelled(context, room = REPORT_LIMIT) {
    const name = context.environmentName ? `: ${(0,markdown_text/* escapeText */.X1)(context.environmentName)}` : '';
    const run = (0,markdown_text/* linkTarget */.Cm)(context.runUrl);
    const lines = [
        `### ⏹️ Cancelled${name}`,
        `The job was cancelled before the deployment of ${(0,markdown_text/* commitLink */.wn)(context.commit, context.serverUrl, context.repository)} finished; ` +
            `the platform may still complete it.${run ? ` [Run log](${run})` : ''}`,
    ];
    return fit({ ...NO_PARTS, before: [lines.join('\n')] }, context.history ?? [], room);
}

;// CONCATENATED MODULE: ./src/report/comment-write.ts
/**
 * One write of an environment's sticky comment: the thread read, whether this run may write
 * over what it holds, and the comment updated or posted. What the comment ends showing is what
 * the preview runs: the result that settled last, unless it would replace the result of the
 * pull request's current head with another head's.
 */





/**
 * What a write shrinks to after GitHub refused a body as too long (it counts otherwise than we
 * do, or its limit fell): a quarter of the room, then the headline alone beside a marker without
 * history or state. The same body is never sent twice.
 */
const SHORTER = 4;
const HEADLINE_ROOM = 2_000;
const isResult = (phase) => phase === 'result' || phase === 'deleted';
/** Writes the comment; the comment now (undefined when there is none and this write starts none) and the login asked. */
async function writeSticky(target, write) {
    const hash = (0,comment_marker/* environmentHash */.SL)(target.environmentName);
    const thread = new sticky_comment/* PullRequestComment */.Gc(target.client, { owner: target.owner, repo: target.repo, number: target.pullRequest }, hash, target.author);
    const found = await thread.find();
    const login = await thread.ownLogin();
    const existing = found.at(-1);
    if (write.onlyExisting && !existing)
        return { comment: undefined, login };
    if (existing && write.when && !write.when(existing))
        return { comment: existing, login };
    const head = write.ignoreHead ? '' : await currentHead(thread, target);
    const at = write.at ?? target.now().toISOString();
    if (!(0,sticky_comment/* mayReplace */.kA)(existing?.marker, { phase: write.phase, head: write.head, at }, head)) {
        target.info(`This run is for ${(0,basics_commit/* shortCommit */.Ax)(write.head)}; the comment holds a newer result (${(0,basics_commit/* shortCommit */.Ax)(existing?.marker?.head) || existing?.marker?.commit}) and is left as it is`);
        return { comment: existing, login };
    }
    const newerHead = head && write.head && head !== write.head && isResult(write.phase) ? head : '';
    if (newerHead)
        target.info(`The pull request's head is now ${(0,basics_commit/* shortCommit */.Ax)(newerHead)}: the comment shows this run's result and names that commit`);
    const given = {
        environment: hash,
        commit: write.commit,
        head: write.head,
        at,
        phase: write.phase,
        line: write.line,
        history: (0,comment_marker/* nextHistory */.Ou)(existing?.body),
    };
    const state = write.state ?? (write.phase === 'deleted' ? undefined : existing?.marker?.state);
    if (state)
        given.state = state;
    const renewed = write.renewed ?? (write.phase === 'deleted' ? undefined : existing?.marker?.renewed);
    if (renewed !== undefined)
        given.renewed = renewed;
    const marker = (0,comment_marker/* fitMarker */.EU)(given);
    const { state: _hint, ...bare } = marker;
    const tries = [
        { marker, room: (0,comment_marker/* commentRoom */.H9)(marker) },
        { marker, room: Math.floor((0,comment_marker/* commentRoom */.H9)(marker) / SHORTER) },
        { marker: { ...bare, history: [] }, room: HEADLINE_ROOM },
    ];
    for (let index = 0;; index++) {
        const each = tries[index];
        const body = (0,comment_marker/* commentBody */.I2)(each.marker, write.render(each.marker.history, newerHead, each.room));
        try {
            return { comment: await put(thread, target, { existing, found, head }, body, each.marker), login };
        }
        catch (error) {
            if (!(0,sticky_comment/* isTooLong */.pn)(error) || index === tries.length - 1)
                throw error;
            target.warning(`GitHub refused the pull request comment as too long (${body.length} characters): ${index === 0 ? 'writing a shorter one' : 'writing its headline only; the job summary has the report'}`);
        }
    }
}
/** Updates the comment in place (the `update` mode, or this run's own) or posts it anew at the bottom. */
async function put(thread, target, seen, body, marker) {
    const { existing, found } = seen;
    if (existing && (target.mode === 'update' || existing.id === target.ownCommentId)) {
        const comment = await thread.update(existing.id, body);
        // Two runs that could not see each other's comment in time each left one: this one stays.
        for (const twin of found)
            if (twin.id !== existing.id)
                await thread.remove(twin.id);
        target.info(`Pull request comment updated: ${comment.url}`);
        return comment;
    }
    for (const old of found)
        await thread.remove(old.id);
    const comment = await thread.post(body, marker, seen.head, target.info);
    target.info(`Pull request comment posted: ${comment.url}`);
    return comment;
}
/** The pull request's head now, '' when GitHub did not say: the log names the failed read. */
async function currentHead(thread, target) {
    try {
        return await thread.headSha();
    }
    catch (error) {
        target.info(`Could not read pull request #${target.pullRequest}'s head from GitHub (${(0,error_message/* errorMessage */.g)(error)}): the comment is written without knowing whether a newer commit overtook this run`);
        return '';
    }
}
/** The comment a result writes, or undefined when it writes none. */
function resultWrite(final, started, runHead, context, 
/** Given the job summary's markdown, written from the same history as the comment. */
rendered) {
    const { result } = final;
    const environmentName = started?.environmentName || result.environmentName;
    // A run overtaken by a newer commit after its "deploying" note: the note says so, unless a newer run's replaced it.
    const overtaken = result.outcome === 'skipped' && (started?.commentId ?? 0) > 0 && result.unchangedSince === undefined;
    // affected-only found no service changed: the comment says so, above the result the preview still runs.
    const unchanged = result.outcome === 'skipped' && result.unchangedSince !== undefined;
    // A preview refused for max-previews is skipped, and the comment says which previews hold the places.
    const refused = result.openPreviews !== undefined;
    // A pull request that changes only skip-paths: the comment says why it has no preview, and how to get one.
    const ruledOut = result.skippedPaths !== undefined;
    if ((result.outcome === 'skipped' && !overtaken && !unchanged && !refused && !ruledOut) ||
        result.operation === 'status' ||
        !environmentName) {
        return undefined;
    }
    const deleted = result.operation === 'cleanup' && result.outcome === 'success';
    const at = new Date(final.settledAt);
    let summarised = false;
    return {
        environmentName,
        phase: deleted ? 'deleted' : 'result',
        commit: result.commit || started?.commit || '',
        head: started?.headSha || runHead,
        at: final.settledAt,
        line: historyLine({
            outcome: deleted ? 'deleted' : result.outcome,
            commit: result.commit,
            durationSeconds: result.durationSeconds,
            at,
            ...(mainLink(result) ? { link: mainLink(result) } : {}),
        }, context),
        render: (history, newerHead, room) => {
            const full = { ...context, history, at, ...(newerHead ? { newerHead } : {}) };
            // The summary from the first, whole history: a shorter comment GitHub asked for leaves it as it is.
            if (!summarised)
                rendered(renderReport(result, full, 'summary'));
            summarised = true;
            return renderReport(result, full, 'comment', room);
        },
        onlyExisting: result.operation === 'cleanup' || overtaken,
        ...(result.carry ? { state: result.carry } : {}),
        // The push deployed nothing, so the platform's history keeps no date of it: the marker does, for the preview's idle.
        ...(unchanged && result.operation === 'preview' ? { renewed: Date.parse(final.settledAt) } : {}),
        // A cleanup or a stop is about the environment, not about the commit at the pull request's head.
        ignoreHead: result.operation === 'cleanup' || result.operation === 'stop',
        ...(overtaken && started ? { when: (existing) => (0,comment_marker/* isOwnNote */.LK)(existing.marker, started.commit, started.headSha) } : {}),
    };
}

;// CONCATENATED MODULE: ./src/report/report-writes.ts


const PERMISSION = {
    comment: { what: 'pull request comment', permission: 'pull-requests: write' },
    deployment: { what: 'GitHub Deployment', permission: 'deployments: write' },
    check: { what: 'check run', permission: 'checks: write' },
};
class ReportWrites {
    settings;
    log;
    run;
    octokitOptions;
    limits;
    client;
    deploymentsClient;
    refused = new Set();
    /** Concerns whose last write failed on a fault (no answer, 5xx): worth another try by the post step. */
    faulted = new Set();
    /** GitHub is asked nothing more this run: it failed too often in a row, or the report's time is spent. */
    unanswered = false;
    tokenWarned = false;
    constructor(settings, log, run, octokitOptions, limits) {
        this.settings = settings;
        this.log = log;
        this.run = run;
        this.octokitOptions = octokitOptions;
        this.limits = limits;
    }
    get unavailable() {
        return this.unanswered;
    }
    hasToken() {
        if (this.settings.githubToken)
            return true;
        if (!this.tokenWarned) {
            this.tokenWarned = true;
            this.log.warning('github-token is empty: no pull request comment and no GitHub Deployment are written');
        }
        return false;
    }
    wantsComment(pullRequest = this.run.pullRequest) {
        return (this.settings.comment !== 'off' &&
            pullRequest > 0 &&
            this.run.owner !== '' &&
            !this.refused.has('comment') &&
            !this.unanswered &&
            this.hasToken());
    }
    wantsDeployment() {
        return (this.settings.githubDeployment &&
            this.run.owner !== '' &&
            !this.refused.has('deployment') &&
            !this.unanswered &&
            (this.settings.deploymentsToken ? true : this.hasToken()));
    }
    checkName() {
        return this.settings.check ?? '';
    }
    /** A check run needs a name, a repository and the commit it is on. */
    wantsCheck() {
        return ((this.settings.check ?? '') !== '' &&
            this.run.owner !== '' &&
            this.run.sha !== '' &&
            !this.refused.has('check') &&
            !this.unanswered &&
            this.hasToken());
    }
    github() {
        this.client ??= (0,octokit/* createGitHubClient */.LX)(this.settings.githubToken, this.run.apiUrl, this.log, this.octokitOptions, this.limits);
        return this.client;
    }
    /**
     * The GitHub Deployment's client: its writes, and the reads they need, go with `deployments-token`
     * (an App's token there makes `deployment_status` start workflows); the same client as every
     * other write's when that token is the run's own.
     */
    deployments() {
        const token = this.settings.deploymentsToken;
        if (!token || token === this.settings.githubToken)
            return this.github();
        this.deploymentsClient ??= (0,octokit/* createGitHubClient */.LX)(token, this.run.apiUrl, this.log, this.octokitOptions, this.limits);
        return this.deploymentsClient;
    }
    repository() {
        return { owner: this.run.owner, repo: this.run.repo };
    }
    /**
     * Runs one write; a failure becomes one warning. A refusal (4xx) is not tried again this run; a
     * fault (5xx, no answer) is, so a start that failed still lets the result find or write its
     * comment, and what the result could not write is left to the post step.
     */
    async safely(concern, work) {
        try {
            return await work();
        }
        catch (error) {
            if ((0,octokit/* isUnanswered */.Ni)(error)) {
                // GitHub is asked nothing more: one warning says so for every concern.
                this.unanswered = true;
                this.faulted.add('comment').add('deployment').add('check');
                this.log.warning(`${(0,error_message/* errorMessage */.g)(error)}: GitHub is not asked again in this step; what the report could not write is left to the post step. The deploy itself is not affected.`);
                return undefined;
            }
            const status = (0,octokit/* httpStatus */.nG)(error);
            if (status >= 400 && status < 500 && status !== 429)
                this.refused.add(concern);
            else
                this.faulted.add(concern);
            this.log.warning((0,octokit/* refusal */.x5)(PERMISSION[concern].what, PERMISSION[concern].permission, error));
            return undefined;
        }
    }
}

// EXTERNAL MODULE: ./src/github/deployments.ts
var deployments = __webpack_require__(6887);
;// CONCATENATED MODULE: ./src/report/restored-deployments.ts
/**
 * After a rollback: the GitHub Deployment of each commit put back is marked `success` again, so
 * the environment's newest good Deployment on GitHub is the version that runs. Only a commit has
 * Deployments (an image tag is no git ref); one deployed without this action has none to mark.
 */


async function markRestored(client, where, environment, rollback, logUrl, info) {
    const commits = [
        ...new Set(rollback.services.filter((service) => service.source === 'git' && basics_commit/* FULL_SHA */.RG.test(service.to)).map((service) => service.to)),
    ];
    for (const commit of commits) {
        const listed = await client.rest.repos.listDeployments({ ...where, environment, ref: commit, per_page: 1 });
        const deployment = listed.data[0];
        if (!deployment) {
            info(`No GitHub Deployment of ${(0,basics_commit/* shortCommit */.Ax)(commit)} in ${environment} to mark restored`);
            continue;
        }
        await (0,deployments/* setDeploymentStatus */.e9)(client, where, deployment.id, {
            state: 'success',
            description: `Restored by a rollback: ${(0,basics_commit/* shortCommit */.Ax)(commit)} runs again`,
            ...(logUrl ? { logUrl } : {}),
        });
        info(`GitHub Deployment ${deployment.id} of ${(0,basics_commit/* shortCommit */.Ax)(commit)} marked success again`);
    }
}

;// CONCATENATED MODULE: ./src/report/run-deployment.ts


/** How far GitHub's clock may be behind the runner's, when a Deployment made by this run is told by its date. */
const CLOCK_SKEW_MS = 60_000;
class RunDeployment {
    writes;
    run;
    log;
    now;
    save;
    constructor(writes, run, log, now, save) {
        this.writes = writes;
        this.run = run;
        this.log = log;
        this.now = now;
        this.save = save;
    }
    /** Since when a Deployment made by this run may have been made, GitHub's clock allowed for. */
    since(state) {
        return (Date.parse(state?.startedAt ?? '') || this.now().getTime()) - CLOCK_SKEW_MS;
    }
    async open(info, state) {
        const client = this.writes.deployments();
        const where = this.writes.repository();
        const deployment = (0,deployments/* deploymentOf */.PE)(this.run, info, {
            urls: info.urls,
            versions: info.versions,
            state: info.carry,
            approval: info.approval,
            baseline: info.baseline,
        });
        // A fork's preview's Deployment is at a branch of this repository: the post step looks for it there.
        if (info.approval)
            state.deploymentRef = deployment.ref;
        state.deploymentAsked = true;
        this.save(state);
        // Never a blind second create: one the failed request made is adopted first.
        const id = await (0,deployments/* createDeploymentOnce */.tb)(client, where, deployment, this.since(state), (line) => this.log.info(line));
        state.deploymentId = id;
        this.save(state);
        await (0,deployments/* setDeploymentStatus */.e9)(client, where, id, {
            state: 'in_progress',
            description: info.promotedFrom
                ? `Promoting ${info.commit.slice(0, 12)} from ${info.promotedFrom}`
                : `Deploying ${info.commit.slice(0, 12)}`,
            ...(this.run.runUrl ? { logUrl: this.run.runUrl } : {}),
        });
        this.log.info(`GitHub Deployment ${id} created for ${info.environmentName}`);
        return id;
    }
    /** The Deployment a create whose answer never came made after all; 0 when it made none. */
    async adopt(state) {
        const found = await (0,deployments/* findDeployment */.HZ)(this.writes.deployments(), this.writes.repository(), (0,deployments/* deploymentOf */.PE)(this.run, state), this.since(state));
        if (found === undefined)
            return 0;
        this.log.info(`The GitHub Deployment's create got no clear answer, but it exists: adopting ${found}`);
        state.deploymentId = found;
        this.save(state);
        return found;
    }
    /** The result's status on the run's Deployment, or inactive for an environment that is gone; a rollback's commits marked again. */
    async close(result, environmentName, started) {
        await this.settle(result, environmentName, started);
        // A rollback after a failed deploy put an earlier version back: its own Deployment is the active
        // one again. A rollback run made its own Deployment of the version it put back: nothing to mark.
        const restored = result.rollback?.outcome === 'success' ? result.rollback : undefined;
        const ownDeployment = result.operation === 'rollback' && (started?.deploymentId ?? 0) > 0;
        if (restored && !ownDeployment && environmentName && this.writes.wantsDeployment()) {
            await this.writes.safely('deployment', () => markRestored(this.writes.deployments(), this.writes.repository(), environmentName, restored, this.run.runUrl, (line) => this.log.info(line)));
        }
    }
    async settle(result, environmentName, started) {
        if (!this.writes.wantsDeployment())
            return;
        let deploymentId = started?.deploymentId ?? 0;
        if (deploymentId === 0 && started?.deploymentAsked)
            deploymentId = (await this.writes.safely('deployment', () => this.adopt(started))) ?? 0;
        if (deploymentId > 0) {
            const state = (0,deployments/* statusForOutcome */.Gx)(result.outcome);
            await this.writes.safely('deployment', () => (0,deployments/* setDeploymentStatus */.e9)(this.writes.deployments(), this.writes.repository(), deploymentId, {
                state,
                description: result.summary,
                ...(state === 'success' && result.url ? { environmentUrl: result.url } : {}),
                ...(this.run.runUrl ? { logUrl: this.run.runUrl } : {}),
            }));
            return;
        }
        const gone = result.operation === 'sweep'
            ? (result.swept ?? []).map((entry) => entry.name)
            : result.operation === 'cleanup' && result.outcome === 'success' && environmentName
                ? [environmentName]
                : [];
        for (const name of gone) {
            const count = await this.writes.safely('deployment', () => (0,deployments/* deactivateEnvironment */.QV)(this.writes.deployments(), this.writes.repository(), name, this.run.runUrl));
            if (count)
                this.log.info(`${count} GitHub Deployment(s) of ${name} marked inactive`);
        }
    }
    /** The post step's work: a Deployment still in progress when the job ended is marked cancelled; a result reported just before stays. */
    async markCancelled(state) {
        const deploymentId = state.deploymentId || (state.deploymentAsked ? await this.writes.safely('deployment', () => this.adopt(state)) : 0);
        if (deploymentId && deploymentId > 0 && this.writes.wantsDeployment()) {
            const marked = await this.writes.safely('deployment', async () => {
                const latest = await (0,deployments/* latestDeploymentState */.Sf)(this.writes.deployments(), this.writes.repository(), deploymentId);
                if (latest !== 'in_progress' && latest !== 'queued' && latest !== 'pending' && latest !== '')
                    return false;
                await (0,deployments/* setDeploymentStatus */.e9)(this.writes.deployments(), this.writes.repository(), deploymentId, {
                    state: 'error',
                    description: 'Cancelled: the job ended before the deployment finished',
                    ...(this.run.runUrl ? { logUrl: this.run.runUrl } : {}),
                });
                return true;
            });
            if (marked)
                this.log.info(`GitHub Deployment ${deploymentId} marked as cancelled`);
        }
    }
}

// EXTERNAL MODULE: ./src/report/run-check.ts + 1 modules
var run_check = __webpack_require__(5509);
;// CONCATENATED MODULE: ./src/github/pull-request-labels.ts
/**
 * A pull request's label taken off once the run it asked for has answered it (the reset label of
 * `seed-job`), so that adding it again asks again: GitHub sends `labeled` only for a label the pull
 * request does not carry.
 */

/** `removed`, or `absent` when the pull request no longer carries it (taken off by someone else). Other failures throw. */
async function removeLabel(client, where, pullRequest, name) {
    try {
        await client.rest.issues.removeLabel({ ...where, issue_number: pullRequest, name });
        return 'removed';
    }
    catch (error) {
        if ((0,octokit/* httpStatus */.nG)(error) === 404)
            return 'absent';
        throw error;
    }
}

;// CONCATENATED MODULE: ./src/report/reporter.ts
/**
 * The reporter: turns the start, the result, or the cancellation of a run into the pull
 * request comment, the GitHub Deployment and the job summary. Nothing here ever fails the
 * deploy: a write GitHub refuses is one warning per concern, naming the missing permission.
 */









class GitHubReporter {
    settings;
    log;
    run;
    now;
    writeSummary;
    writes;
    deployment;
    check;
    /** The check's create, sent at the run's start. */
    checkOpening;
    started;
    starting;
    save = () => { };
    /** The token's login, asked once per run. */
    login = '';
    constructor(settings, log, runtime) {
        this.settings = settings;
        this.log = log;
        this.run = runtime.run;
        this.now = runtime.now ?? (() => new Date());
        this.writeSummary = runtime.writeSummary;
        this.writes = new ReportWrites(settings, log, this.run, runtime.octokit ?? {}, runtime.limits ?? {});
        this.deployment = new RunDeployment(this.writes, this.run, log, this.now, (state) => this.save(state));
        this.check = new run_check/* RunCheck */.QE(this.writes, this.run, log, this.now);
    }
    /**
     * The check run, `in_progress`, at the very start of the run: before the environment is known,
     * so the post step is told of it at once and completes it whatever happens next.
     */
    openCheck(info, saveProgress = () => { }) {
        this.save = saveProgress;
        const state = this.stateOf({ ...info, environmentName: '', environmentId: '' });
        this.started = state;
        this.checkOpening = (async () => {
            if (!this.writes.wantsCheck())
                return 0;
            state.checkAsked = true;
            this.save(state);
            const what = info.operation === 'preview' && this.run.pullRequest > 0 ? `the preview of #${this.run.pullRequest}` : info.operation;
            const id = await this.check.open(`${what}: in progress`, `Deploying ${info.commit.slice(0, 12)}.`);
            state.checkRunId = id;
            if (id)
                this.save(state);
            return id;
        })();
        return this.checkOpening;
    }
    /** A run that ended before its operation (a skip, a bad input): its check, completed at once. */
    async endCheckBeforeStart(skipped, reason) {
        await this.check.endBeforeStart(skipped, reason);
    }
    stateOf(info) {
        return {
            operation: info.operation,
            repository: this.run.owner ? `${this.run.owner}/${this.run.repo}` : '',
            pullRequest: this.run.pullRequest,
            environmentName: info.environmentName,
            environmentId: info.environmentId,
            commit: info.commit,
            headSha: this.run.headSha,
            commentId: 0,
            deploymentId: 0,
            startedAt: this.now().toISOString(),
            ...(info.promotedFrom ? { promotedFrom: info.promotedFrom } : {}),
        };
    }
    start(info, saveProgress = () => { }) {
        this.save = saveProgress;
        this.starting = this.begin(info);
        return this.starting;
    }
    async begin(info) {
        const checkRunId = (await this.checkOpening) ?? 0;
        const state = {
            ...this.stateOf(info),
            ...(this.started?.startedAt ? { startedAt: this.started.startedAt } : {}),
            ...(checkRunId ? { checkRunId } : {}),
            ...(this.started?.checkAsked ? { checkAsked: true } : {}),
        };
        this.started = state;
        this.save(state);
        await this.check.rename(checkRunId, info);
        // A rollback changes what runs as a deploy does: GitHub is told by a Deployment of its own.
        const deploys = info.operation === 'preview' || info.operation === 'deploy' || info.operation === 'rollback' || info.operation === 'promote';
        if (!deploys)
            return state;
        if (info.operation !== 'rollback' && info.operation !== 'promote' && this.writes.wantsComment()) {
            const context = this.context();
            const written = await this.writes.safely('comment', () => this.writeComment(info.environmentName, {
                phase: 'deploying',
                commit: info.commit,
                head: this.run.headSha,
                line: '',
                render: (history, _newerHead, room) => renderDeploying({ ...context, history, operation: info.operation, environmentName: info.environmentName, commit: info.commit }, room),
            }));
            if (written?.id)
                state.commentId = written.id;
            this.save(state);
        }
        if (this.writes.wantsDeployment()) {
            const id = await this.writes.safely('deployment', () => this.deployment.open(info, state));
            if (id)
                state.deploymentId = id;
            this.save(state);
        }
        return state;
    }
    async finish(result, organizationId = '', projectId = '') {
        // Its failure was already a warning; the ids it did learn are in `started`.
        await Promise.allSettled([this.starting, this.checkOpening]);
        // A dry run changed nothing: the live comment and the deployments keep showing what is deployed.
        if (result.outcome === 'planned') {
            const markdown = renderReport(result, this.finalContext(result, organizationId, projectId), 'summary');
            await this.check.close(result, markdown, this.started);
            await this.summary(markdown);
            return { commentUrl: '', complete: true };
        }
        const final = {
            result,
            organizationId,
            projectId,
            settledAt: this.now().toISOString(),
            // The check is pending when there is one to complete, or one to leave as it is or make neutral (a run that opened none).
            pending: (this.started?.checkRunId ?? 0) > 0 || this.started?.checkAsked || this.writes.wantsCheck()
                ? ['comment', 'deployment', 'check']
                : ['comment', 'deployment'],
        };
        // Saved before any of it is written: a job killed or a GitHub unavailable midway leaves the post step what is missing.
        if (this.started) {
            this.started.final = final;
            this.save(this.started);
        }
        const { commentUrl, markdown } = await this.writeFinal(final);
        if (result.resetLabel)
            await this.takeOffLabel(result.resetLabel);
        await this.summary(markdown);
        return { commentUrl, complete: final.pending.length === 0 };
    }
    /**
     * The reset label, taken off the pull request once its reseed has run, so that adding it again
     * reseeds again. A token that cannot is a warning that says what to do: the reseed itself ran.
     */
    async takeOffLabel(name) {
        const pullRequest = this.run.pullRequest;
        const byHand = `take it off pull request #${pullRequest} by hand before adding it again; the reseed itself is not affected`;
        if (pullRequest <= 0 || this.run.owner === '')
            return;
        if (!this.settings.githubToken || this.writes.unavailable) {
            this.log.warning(`The ${name} label was not taken off (${this.settings.githubToken ? 'GitHub is not answering' : 'github-token is empty'}): ${byHand}`);
            return;
        }
        try {
            const done = await removeLabel(this.writes.github(), this.writes.repository(), pullRequest, name);
            this.log.info(done === 'removed'
                ? `Took the ${name} label off pull request #${pullRequest}: adding it again reseeds again`
                : `The ${name} label is no longer on pull request #${pullRequest}: adding it reseeds again`);
        }
        catch (error) {
            const status = (0,octokit/* httpStatus */.nG)(error);
            const why = status === 403 ? 'the GitHub token needs the `pull-requests: write` permission' : `HTTP ${status || 'no answer'}`;
            this.log.warning(`Could not take the ${name} label off pull request #${pullRequest} (${why}): ${byHand}`);
        }
    }
    /** The post step's work when main saved a final report it did not finish: what is missing is written now. */
    async resume(state) {
        this.started = state;
        await this.writeFinal(state.final);
        return state.final.pending.length === 0;
    }
    /** Writes each concern still pending; one that failed on a fault stays pending for the post step. */
    async writeFinal(final) {
        const { result } = final;
        const context = this.finalContext(result, final.organizationId, final.projectId);
        let markdown = renderReport(result, { ...context, at: new Date(final.settledAt) }, 'summary');
        let commentUrl = '';
        const step = async (concern, work) => {
            if (!final.pending.includes(concern) || this.writes.unavailable)
                return;
            this.writes.faulted.delete(concern);
            await work();
            if (this.writes.faulted.has(concern) || this.writes.unavailable)
                return;
            final.pending = final.pending.filter((pending) => pending !== concern);
            if (this.started)
                this.save(this.started);
        };
        await step('comment', async () => {
            const write = resultWrite(final, this.started, this.run.headSha, context, (rendered) => (markdown = rendered));
            if (!write || !this.writes.wantsComment())
                return;
            const written = await this.writes.safely('comment', () => this.writeComment(write.environmentName, write));
            commentUrl = written?.url ?? '';
        });
        await step('deployment', () => this.deployment.close(result, this.started?.environmentName || result.environmentName, this.started));
        await step('check', () => this.check.close(result, markdown, this.started));
        return { commentUrl, markdown };
    }
    finalContext(result, organizationId, projectId) {
        return {
            ...this.context(),
            consoleUrl: consoleLink(this.settings.consoleUrl, {
                organization: organizationId,
                project: projectId,
                environment: result.environmentId || this.started?.environmentId || '',
            }),
        };
    }
    /** The post step's work: the run ended before finish(), so nothing may stay "in progress". */
    async cancel(state) {
        this.started = state;
        if (state.pullRequest > 0 && state.environmentName && this.writes.wantsComment(state.pullRequest)) {
            const context = this.context();
            const head = state.headSha || this.run.headSha;
            await this.writes.safely('comment', () => this.writeComment(state.environmentName, {
                phase: 'cancelled',
                commit: state.commit,
                head,
                line: historyLine({ outcome: 'cancelled', commit: state.commit, at: this.now() }, context),
                render: (history, _newerHead, room) => renderCancelled({
                    ...context,
                    history,
                    operation: state.operation,
                    environmentName: state.environmentName,
                    commit: state.commit,
                }, room),
                onlyExisting: true,
                // Only our own "deploying" note: a finished result or a newer run's note stays.
                when: (existing) => (0,comment_marker/* isOwnNote */.LK)(existing.marker, state.commit, head),
            }, state.pullRequest));
        }
        await this.deployment.markCancelled(state);
        await this.check.markCancelled(state);
    }
    context() {
        return {
            runUrl: this.run.runUrl,
            serverUrl: this.run.serverUrl,
            repository: this.run.owner ? `${this.run.owner}/${this.run.repo}` : '',
        };
    }
    async writeComment(environmentName, write, pullRequest = this.run.pullRequest) {
        const { comment, login } = await writeSticky({
            client: this.writes.github(),
            ...this.writes.repository(),
            pullRequest,
            environmentName,
            mode: this.settings.comment,
            author: this.settings.commentAuthor || this.login,
            ownCommentId: this.started?.commentId ?? 0,
            now: this.now,
            info: (line) => this.log.info(line),
            warning: (line) => this.log.warning(line),
        }, write);
        this.login = login;
        return comment;
    }
    async summary(markdown) {
        if (!this.writeSummary)
            return;
        try {
            await this.writeSummary(markdown);
        }
        catch (error) {
            this.log.warning(`Could not write the job summary: ${(0,error_message/* errorMessage */.g)(error)}`);
        }
    }
}

;// CONCATENATED MODULE: ./src/report/index.ts



/**
 * The run's reporter, in the main step and the post step alike.
 * @param event the event as the step read it
 * @param limits how long its GitHub requests may take
 */
function createReporter(settings, log, event, writeSummary, limits = {}) {
    return new GitHubReporter(settings, log, { run: (0,octokit/* readGitHubRun */.ji)(event), writeSummary, limits });
}


/***/ })

};
