export const id = 612;
export const ids = [612];
export const modules = {

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
