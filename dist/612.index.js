export const id = 612;
export const ids = [612];
export const modules = {

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
    swept = [];
    /** sweep, following the previews' lives: what it did to the open ones, and their hours. */
    lives;
    workingHours;
    data;
    resetLabel;
    /** Sealed by the operation (carried.ts). */
    carry;
    baseline;
    url = '';
    links = [];
    serviceUrls = [];
    clock;
    startedAt;
    current;
    /** The first step that threw, when the run was in one (`stage`, `during`). */
    threwIn;
    /** `commit`: the version the run deploys, as the inputs name it ('' for none). */
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
     * (else the step that threw, else the stage the run was in) and why, for any outcome but success;
     * and what the step that ended it learned.
     */
    result(outcome, summary, ended = {}) {
        const failedStage = ended.failedStage ?? this.threwIn ?? (ended.fault ? (this.current ?? this.operation) : undefined);
        const failure = ended.failure;
        const { openPreviews, skippedPaths } = ended;
        const serviceUrls = ended.serviceUrls ?? this.serviceUrls;
        const services = ended.services ?? this.services;
        const unchangedSince = ended.unchangedSince ?? [];
        return {
            operation: this.operation,
            outcome,
            state: ended.state ?? this.state,
            environmentId: ended.environmentId ?? this.environmentId,
            environmentName: this.environmentName,
            created: ended.created ?? this.created,
            deploymentRequestId: this.deploymentRequestId,
            url: ended.url ?? this.url,
            links: ended.links ?? this.links,
            ...(serviceUrls.length > 0 ? { serviceUrls: serviceUrls.map((service) => ({ ...service })) } : {}),
            commit: this.commit,
            durationSeconds: this.elapsed(),
            stages: [...this.stages].sort((a, b) => a.startSeconds - b.startSeconds),
            ...(failedStage !== undefined && outcome !== 'success' ? { failedStage } : {}),
            summary,
            ...(failure !== undefined && outcome !== 'success' ? { failure } : {}),
            plan: [...this.plan, ...(ended.plan ?? [])],
            secretNames: [...this.secretNames],
            ...(services.length > 0 ? { services: services.map((service) => ({ ...service })) } : {}),
            ...(unchangedSince.length > 0 ? { unchangedSince: [...unchangedSince] } : {}),
            ...(this.operation === 'sweep' ? { swept: [...this.swept] } : {}),
            ...(this.lives ? { lives: this.lives } : {}),
            ...(openPreviews ? { openPreviews: openPreviews.map((open) => ({ ...open })) } : {}),
            ...(skippedPaths ? { skippedPaths: [...skippedPaths] } : {}),
            ...(this.workingHours ? { workingHours: this.workingHours } : {}),
            ...(this.data ? { data: this.data } : {}),
            ...(this.resetLabel ? { resetLabel: this.resetLabel } : {}),
            ...(this.carry ? { carry: this.carry } : {}),
            ...(this.baseline ? { baseline: this.baseline } : {}),
        };
    }
}


/***/ })

};
