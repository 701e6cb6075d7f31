export const id = 509;
export const ids = [509];
export const modules = {

/***/ 5509:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  QE: () => (/* binding */ RunCheck),
  G_: () => (/* binding */ deploysAtHead)
});

// UNUSED EXPORTS: checkConclusion

// EXTERNAL MODULE: ./src/basics/markdown-text.ts
var markdown_text = __webpack_require__(3404);
;// CONCATENATED MODULE: ./src/github/check-run.ts
/** GitHub refuses a summary or text over 65535 characters, and a title or annotation title over 255. */
const MARKDOWN_MAX = 65_535;
const TITLE_MAX = 255;
/** GitHub takes at most 50 annotations in one request. */
const ANNOTATIONS_MAX = 50;
/** An annotation needs a path: the workflows' folder, which every repository that runs one has. */
const ANNOTATION_PATH = '.github';
/** Said where the output was cut: the job summary, which the check links to, has all of it. */
const CUT_NOTE = "*… cut here: a check shows at most 65,535 characters; the run's job summary has the rest.*";
/** A cut never ends inside an HTML entity: `&#64;` cut after `&#6` would show text the escape meant to hide. */
function withoutBrokenEntity(text) {
    return text.replace(/&#?\w*$/, '');
}
function cut(text, max) {
    return text.length > max ? `${withoutBrokenEntity(text.slice(0, max - 1))}…` : text;
}
/** What closes the blocks a cut after `lines` would leave open: a code fence, then each `<details>`. */
function closersOf(openFence, openDetails) {
    return `${openFence ? '\n```' : ''}${'\n</details>'.repeat(Math.max(0, openDetails))}`;
}
/**
 * Markdown within `max` characters: cut at a line's end with a note saying so, each block the cut
 * leaves open (a `<details>`, a code fence) closed, so the rest of the page is not swallowed.
 */
function fitMarkdown(text, max = MARKDOWN_MAX) {
    if (text.length <= max)
        return text;
    const kept = [];
    let length = 0;
    let openFence = false;
    let openDetails = 0;
    for (const line of text.split('\n')) {
        const fence = /^\s*(```|~~~)/.test(line) ? !openFence : openFence;
        const details = openFence
            ? openDetails
            : openDetails + (line.match(/<details\b/gi) ?? []).length - (line.match(/<\/details>/gi) ?? []).length;
        const room = max - CUT_NOTE.length - 2 - closersOf(fence, details).length;
        if (length + line.length + 1 > room) {
            // One line longer than all the room: its start, never an entity cut in two.
            if (kept.length === 0)
                kept.push(withoutBrokenEntity(line.slice(0, Math.max(0, room - closersOf(openFence, openDetails).length))));
            break;
        }
        kept.push(line);
        length += line.length + 1;
        openFence = fence;
        openDetails = details;
    }
    return `${kept.join('\n')}${closersOf(openFence, openDetails)}\n\n${CUT_NOTE}`;
}
function outputOf(output) {
    const annotations = (output.annotations ?? []).slice(0, ANNOTATIONS_MAX);
    return {
        title: cut(output.title, TITLE_MAX),
        summary: fitMarkdown(output.summary),
        ...(output.text ? { text: fitMarkdown(output.text) } : {}),
        ...(annotations.length
            ? {
                annotations: annotations.map((annotation) => ({
                    path: ANNOTATION_PATH,
                    start_line: 1,
                    end_line: 1,
                    annotation_level: 'failure',
                    title: cut(annotation.title, TITLE_MAX),
                    message: cut(annotation.message, MARKDOWN_MAX),
                })),
            }
            : {}),
    };
}
/** Creates the check: `in_progress`, or completed at once with `conclusion`; its id. */
async function createCheckRun(client, where, check, now) {
    const made = await client.rest.checks.create({
        ...where,
        name: check.name,
        head_sha: check.headSha,
        ...(check.externalId ? { external_id: check.externalId } : {}),
        ...(check.detailsUrl ? { details_url: check.detailsUrl } : {}),
        started_at: now.toISOString(),
        ...(check.conclusion
            ? { status: 'completed', conclusion: check.conclusion, completed_at: now.toISOString() }
            : { status: 'in_progress' }),
        output: outputOf(check.output),
    });
    const id = made.data.id;
    if (typeof id !== 'number')
        throw new Error(`GitHub did not create the check run (${made.status})`);
    return id;
}
/** Completes the check with its conclusion and what the run says. */
async function completeCheckRun(client, where, checkRunId, conclusion, output, now) {
    await client.rest.checks.update({
        ...where,
        check_run_id: checkRunId,
        status: 'completed',
        conclusion,
        completed_at: now.toISOString(),
        output: outputOf(output),
    });
}
/** Past this many checks of one name on one commit, the older ones are not read: the newest decide. */
const LISTED_MAX = 100;
/**
 * Every check of this name on `headSha`, newest first, whoever made it: not only the newest
 * (`filter: 'all'`), so this run's own is found beside another run's newer one.
 */
async function checkRunsOn(client, where, check) {
    const listed = await client.rest.checks.listForRef({
        ...where,
        ref: check.headSha,
        check_name: check.name,
        filter: 'all',
        per_page: LISTED_MAX,
    });
    return listed.data.check_runs
        .filter((run) => run.head_sha === check.headSha && run.name === check.name)
        .map((run) => ({
        id: run.id,
        status: run.status,
        conclusion: run.conclusion ?? null,
        externalId: run.external_id ?? '',
        title: run.output?.title ?? '',
        detailsUrl: run.details_url ?? '',
    }))
        .sort((a, b) => b.id - a.id);
}
/** A new title and summary on a check still in progress. */
async function retitleCheckRun(client, where, checkRunId, output) {
    await client.rest.checks.update({ ...where, check_run_id: checkRunId, output: outputOf(output) });
}
/** The check's status on GitHub: `queued`, `in_progress` or `completed`; '' when GitHub does not say. */
async function checkRunStatus(client, where, checkRunId) {
    const read = await client.rest.checks.get({ ...where, check_run_id: checkRunId });
    return read.data.status ?? '';
}

;// CONCATENATED MODULE: ./src/report/run-check.ts
/**
 * This run's check run: it says what this run deployed at the commit it is on, and only that.
 * A run that deploys is checked `in_progress` on its commit as soon as it starts, and always
 * completed: with the result's conclusion at the end, `cancelled` by the post step when the job
 * ended first, and at once when the run ends before it starts. A run that deploys nothing there (a
 * skip, a dry run, a stop, a cleanup) leaves a check an earlier run completed on that commit as it
 * is, and makes a `neutral` one only where there is none. What conclusion a result gets is decided here.
 */


/** Why a merge queue's run never holds the queue, as the check says it. */
const MERGE_QUEUE_LINE = "This run was started by a merge queue (`merge_group`): the check is neutral so the queue never waits on it; previews are made for pull requests, and the queue's own required checks decide.";
/** The operations that deploy to the commit the check is on; the others (stop, cleanup, status, sweep) deploy nothing there. */
const DEPLOYING = new Set(['preview', 'deploy', 'rollback', 'promote']);
/** Whether a run of this operation may deploy at the check's commit: only such a run opens a check when it starts. */
function deploysAtHead(operation) {
    return DEPLOYING.has(operation);
}
/** Whether the result changed anything at the check's commit: a skip, a dry run and a stop or cleanup did not. */
function deployedBy(result) {
    return deploysAtHead(result.operation) && result.outcome !== 'skipped' && result.outcome !== 'planned';
}
/** The check's conclusion for a result: only a success succeeds; a skip, a dry run and a merge queue's run are neutral. */
function checkConclusion(result, eventName) {
    if (eventName === 'merge_group')
        return 'neutral';
    switch (result.outcome) {
        case 'success':
            return 'success';
        case 'failure':
            return 'failure';
        case 'timed_out':
            return 'timed_out';
        case 'cancelled':
            return 'cancelled';
        case 'skipped':
        case 'planned':
            return 'neutral';
    }
}
const TITLE_WORDS = {
    success: 'deployed',
    failure: 'failed',
    neutral: 'nothing to check',
    cancelled: 'cancelled',
    timed_out: 'timed out',
};
const CONCLUSIONS = ['success', 'failure', 'neutral', 'cancelled', 'timed_out'];
/** The environment's name as the check's title starts with it: GitHub shows a title as plain text, never markup. */
function titled(environmentName, rest) {
    return `${environmentName ? `${(0,markdown_text/* plainLine */.h0)(environmentName)}: ` : ''}${rest}`;
}
/** What the completed check shows: the result's summary, the failure and where it happened, and the job summary's text. */
function checkOutputOf(result, conclusion, eventName, markdown) {
    const name = result.environmentName;
    const summary = [(0,markdown_text/* escapeText */.X1)(result.summary), ...(result.failure ? [`**Why:** ${(0,markdown_text/* escapeText */.X1)(result.failure.reason)}`] : [])];
    if (eventName === 'merge_group')
        summary.push(MERGE_QUEUE_LINE);
    const failed = result.failure?.services[0];
    // An annotation's title and message are plain text on GitHub: the platform's words as they are, on one line.
    const stage = result.failedStage ? ` in stage ${(0,markdown_text/* plainLine */.h0)(result.failedStage)}` : '';
    const ended = conclusion === 'timed_out' ? 'timed out' : 'failed';
    const annotation = conclusion === 'failure' || conclusion === 'timed_out'
        ? {
            title: failed
                ? `${failed.kind.toLowerCase()} ${(0,markdown_text/* plainLine */.h0)(failed.name)} ${ended}${stage}`
                : `${name ? (0,markdown_text/* plainLine */.h0)(name) : result.operation} ${ended}${stage}`,
            message: (0,markdown_text/* plainLine */.h0)(result.failure?.reason ?? result.summary),
        }
        : undefined;
    return {
        title: titled(name, `${result.operation} ${TITLE_WORDS[conclusion]}`),
        summary: summary.join('\n\n'),
        // The job summary, rendered with the platform's text escaped.
        ...(markdown ? { text: markdown } : {}),
        ...(annotation ? { annotations: [annotation] } : {}),
    };
}
class RunCheck {
    writes;
    run;
    log;
    now;
    eventName;
    constructor(writes, run, log, now) {
        this.writes = writes;
        this.run = run;
        this.log = log;
        this.now = now;
        this.eventName = run.eventName ?? '';
    }
    name() {
        return this.writes.checkName();
    }
    /** What this run's checks carry as their `external_id`, so a check is adopted only when it is provably this run's. */
    externalId() {
        return this.run.runKey ?? '';
    }
    where() {
        return { name: this.name(), headSha: this.run.sha };
    }
    /** Every check of the name on the commit, split into this run's and the others'; undefined when GitHub did not say. */
    async listed() {
        const checks = await this.writes.safely('check', () => checkRunsOn(this.writes.github(), this.writes.repository(), this.where()));
        if (!checks)
            return undefined;
        const own = this.externalId();
        return {
            mine: own ? checks.filter((check) => check.externalId === own) : [],
            others: checks.filter((check) => !own || check.externalId !== own),
        };
    }
    async create(output, conclusion) {
        return this.writes.safely('check', () => createCheckRun(this.writes.github(), this.writes.repository(), {
            ...this.where(),
            detailsUrl: this.run.runUrl,
            externalId: this.externalId(),
            output,
            ...(conclusion ? { conclusion } : {}),
        }, this.now()));
    }
    /** The check `in_progress` on the run's commit; 0 when none could be made (the warning said why). */
    async open(title, summary) {
        if (!this.writes.wantsCheck())
            return 0;
        const id = await this.create({ title, summary });
        if (id)
            this.log.info(`Check run "${this.name()}" ${id} started on ${this.run.sha.slice(0, 12)}`);
        return id ?? 0;
    }
    /** Names the environment on the check once the run knows it. */
    async rename(checkRunId, info) {
        if (checkRunId <= 0 || !this.writes.wantsCheck())
            return;
        await this.writes.safely('check', () => retitleCheckRun(this.writes.github(), this.writes.repository(), checkRunId, {
            title: titled(info.environmentName, `${info.operation} in progress`),
            summary: `Deploying ${(0,markdown_text/* escapeText */.X1)(info.commit.slice(0, 12))} to ${(0,markdown_text/* escapeText */.X1)(info.environmentName)}.`,
        }));
    }
    /**
     * This run's checks still open: the one it made, and any a create whose answer was lost made
     * after all (found by this run's `external_id`, never by name alone: another run's check on the
     * same commit is not this run's to complete). undefined when GitHub did not say.
     */
    async openOnes(state, listed) {
        const known = state?.checkRunId ?? 0;
        if (!listed)
            return known > 0 ? [known] : undefined;
        const open = listed.mine.filter((check) => check.status !== 'completed').map((check) => check.id);
        const adopted = open.filter((id) => id !== known);
        if (adopted.length)
            this.log.info(`The check run's create got no clear answer, but it exists with this run's id: adopting ${adopted.join(', ')}`);
        // The one it made, listed without this run's id (a run outside a runner has none): open unless GitHub says it is completed.
        const listedKnown = [...listed.mine, ...listed.others].find((check) => check.id === known);
        if (known > 0 && !open.includes(known) && listedKnown?.status !== 'completed')
            open.unshift(known);
        return open;
    }
    /** The result's conclusion on the check: for a run that deployed nothing at the commit, what an earlier run concluded there stays. */
    async close(result, markdown, state) {
        if (!this.writes.wantsCheck())
            return;
        const listed = await this.listed();
        // Without the list a run that deployed nothing cannot know what stands: the post step tries again.
        if (!listed && !deployedBy(result) && this.eventName !== 'merge_group')
            return;
        const open = await this.openOnes(state, listed);
        if (!open)
            return;
        if (deployedBy(result) || this.eventName === 'merge_group') {
            const conclusion = checkConclusion(result, this.eventName);
            await this.complete(open, conclusion, checkOutputOf(result, conclusion, this.eventName, markdown), listed);
            return;
        }
        await this.keepStanding(result, markdown, open, listed);
    }
    /** Completes each of this run's open checks; when the run has none on GitHub at all, one made completed. */
    async complete(open, conclusion, output, listed) {
        if (open.length === 0) {
            // Nothing of this run's is open: made now, unless one it made is already completed.
            if (listed?.mine.length)
                return;
            const id = await this.create(output, conclusion);
            if (id)
                this.log.info(`Check run "${this.name()}" completed: ${conclusion}`);
            return;
        }
        for (const id of open) {
            await this.writes.safely('check', () => completeCheckRun(this.writes.github(), this.writes.repository(), id, conclusion, output, this.now()));
        }
        this.log.info(`Check run "${this.name()}" completed: ${conclusion}`);
    }
    /**
     * A run that deployed nothing at the commit: the newest check another run completed there says
     * what deployed, and stays the newest word. This run's own open check, if any, repeats its
     * conclusion (a newer check is the one a branch rule reads); with no earlier check, it is neutral.
     */
    async keepStanding(result, markdown, open, { mine, others }) {
        const sha = this.run.sha.slice(0, 12);
        const earlier = others.find((check) => check.status === 'completed' && CONCLUSIONS.includes(check.conclusion ?? ''));
        const why = (0,markdown_text/* escapeText */.X1)(result.summary);
        // Another run's check, even one still in progress, is what a branch rule reads: with none of its own, this run adds nothing.
        if (open.length === 0 && others.length > 0) {
            this.log.info(`Check run "${this.name()}" on ${sha} left as it is: this run deployed nothing there`);
            return;
        }
        if (!earlier) {
            const summary = `${why}\n\nThis run deployed nothing at ${sha}, and no run has completed this check there before: it is neutral.`;
            const output = {
                title: titled(result.environmentName, `${result.operation}: nothing deployed`),
                summary,
                ...(markdown ? { text: markdown } : {}),
            };
            await this.complete(open, 'neutral', output, { mine });
            return;
        }
        const conclusion = earlier.conclusion;
        const summary = [
            why,
            `This run deployed nothing at ${sha}: the check keeps what the run that did concluded, **${conclusion}**${earlier.title ? ` (“${(0,markdown_text/* escapeText */.X1)(earlier.title)}”)` : ''}.`,
        ].join('\n\n');
        await this.complete(open, conclusion, { title: `Nothing deployed by this run: ${conclusion} stands`, summary, ...(markdown ? { text: markdown } : {}) }, undefined);
    }
    /**
     * A run that ended before it started. Refused on its inputs: one check, made failing, saying why.
     * Skipped: a check an earlier run completed on the commit stays as it is; with none, one made neutral.
     */
    async endBeforeStart(skipped, reason) {
        if (!this.writes.wantsCheck())
            return;
        const mergeQueue = this.eventName === 'merge_group';
        const summary = mergeQueue ? `${(0,markdown_text/* escapeText */.X1)(reason)}\n\n${MERGE_QUEUE_LINE}` : (0,markdown_text/* escapeText */.X1)(reason);
        const conclusion = skipped || mergeQueue ? 'neutral' : 'failure';
        if (skipped && !mergeQueue) {
            const listed = await this.listed();
            // Unknown what stands: nothing is written over it.
            if (!listed)
                return;
            const standing = [...listed.mine, ...listed.others][0];
            if (standing) {
                this.log.info(`Check run "${this.name()}" on ${this.run.sha.slice(0, 12)} left as it is: this run deployed nothing there`);
                return;
            }
        }
        const title = conclusion === 'failure' ? 'Refused: nothing deployed' : 'Skipped: nothing deployed';
        const id = await this.create({ title, summary }, conclusion);
        if (id)
            this.log.info(`Check run "${this.name()}" completed: ${conclusion}`);
    }
    /** The post step's work: a check still in progress when the job ended is completed as cancelled; a result reported just before stays. */
    async markCancelled(state) {
        if (!this.writes.wantsCheck() || (!(state.checkRunId ?? 0) && !state.checkAsked))
            return;
        const listed = await this.listed();
        let open = await this.openOnes(state, listed);
        if (!open)
            return;
        // Without the list, the one check it knows is asked about itself.
        if (!listed && open.length) {
            const id = open[0];
            const status = await this.writes.safely('check', () => checkRunStatus(this.writes.github(), this.writes.repository(), id));
            open = status && status !== 'completed' ? [id] : [];
        }
        if (open.length === 0)
            return;
        const conclusion = this.eventName === 'merge_group' ? 'neutral' : 'cancelled';
        for (const id of open) {
            await this.writes.safely('check', () => completeCheckRun(this.writes.github(), this.writes.repository(), id, conclusion, {
                title: titled(state.environmentName, `${state.operation} cancelled`),
                summary: 'Cancelled: the job ended before the run finished.',
            }, this.now()));
            this.log.info(`Check run "${this.name()}" ${id} marked as cancelled`);
        }
    }
}


/***/ })

};
