export const id = 119;
export const ids = [119,213];
export const modules = {

/***/ 8119:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  PlatformClient: () => (/* binding */ PlatformClient)
});

// EXTERNAL MODULE: ./src/platform/schemas.ts + 2 modules
var schemas = __webpack_require__(6039);
;// CONCATENATED MODULE: ./src/platform/applications.ts
/** Applications and databases of an environment (the illustrative operations of the spec). */

class Applications {
    #transport;
    constructor(transport) {
        this.#transport = transport;
    }
    create(environmentId, body) {
        return this.#transport.json({
            method: 'POST',
            route: '/environment/{environmentId}/application',
            ids: { environmentId },
            body: { schema: schemas/* ApplicationCreateRequest */.OX, value: body },
            scope: 'Write',
            subject: `environment ${environmentId}`,
            idempotent: false,
        }, schemas/* Application */.lg);
    }
    /** Deploys the given commit, or the application's current one when none is given. */
    deploy(applicationId, body) {
        return this.#transport.json({
            method: 'POST',
            route: '/application/{applicationId}/deploy',
            ids: { applicationId },
            ...(body === undefined ? {} : { body: { schema: schemas/* ApplicationDeployRequest */.nY, value: body } }),
            scope: 'Deploy',
            subject: `application ${applicationId}`,
            idempotent: false,
        }, schemas/* ApplicationDeployment */.iZ);
    }
    status(applicationId) {
        return this.#transport.json({
            method: 'GET',
            route: '/application/{applicationId}/status',
            ids: { applicationId },
            scope: 'Read',
            subject: `application ${applicationId}`,
            idempotent: true,
        }, schemas/* ApplicationStatus */.rA);
    }
    /** Not known to be an upsert: not repeated once it may have arrived. */
    createVariable(applicationId, body) {
        return this.#transport.json({
            method: 'POST',
            route: '/application/{applicationId}/environmentVariable',
            ids: { applicationId },
            body: { schema: schemas/* EnvironmentVariableRequest */.tj, value: body },
            scope: 'Write',
            subject: `application ${applicationId}`,
            idempotent: false,
        }, schemas/* EnvironmentVariable */.G$);
    }
    variables(applicationId) {
        return this.#transport.list({
            method: 'GET',
            route: '/application/{applicationId}/environmentVariable',
            ids: { applicationId },
            scope: 'Read',
            subject: `application ${applicationId}`,
            idempotent: true,
        }, schemas/* EnvironmentVariable */.G$);
    }
    /** Its value is sent, never returned, and kept out of every message. */
    createSecret(applicationId, body) {
        return this.#transport.json({
            method: 'POST',
            route: '/application/{applicationId}/secret',
            ids: { applicationId },
            body: { schema: schemas/* EnvironmentVariableRequest */.tj, value: body },
            scope: 'Write',
            subject: `application ${applicationId}`,
            idempotent: false,
            sensitive: [body.value],
        }, schemas/* Created */.BX);
    }
    /** The last `tail` lines of the application's log. */
    logs(applicationId, tail) {
        return this.#transport.json({
            method: 'GET',
            route: '/application/{applicationId}/log',
            ids: { applicationId },
            query: { tail },
            scope: 'Read',
            subject: `application ${applicationId}`,
            idempotent: true,
        }, schemas/* ApplicationLog */.f1);
    }
}
class Databases {
    #transport;
    constructor(transport) {
        this.#transport = transport;
    }
    create(environmentId, body) {
        return this.#transport.json({
            method: 'POST',
            route: '/environment/{environmentId}/database',
            ids: { environmentId },
            body: { schema: schemas/* DatabaseCreateRequest */.fp, value: body },
            scope: 'Write',
            subject: `environment ${environmentId}`,
            idempotent: false,
        }, schemas/* Database */.Wm);
    }
    /** Sent without a body: the spec lists no request members. */
    deploy(databaseId) {
        return this.#transport.json({
            method: 'POST',
            route: '/database/{databaseId}/deploy',
            ids: { databaseId },
            scope: 'Deploy',
            subject: `database ${databaseId}`,
            idempotent: false,
        }, schemas/* DatabaseDeployment */.tx);
    }
}

;// CONCATENATED MODULE: ./src/platform/clusters.ts
/** Clusters, their credentials, and the catalog of regions and default settings. */

class Clusters {
    #transport;
    constructor(transport) {
        this.#transport = transport;
    }
    cloudProviderInfo(organizationId, clusterId) {
        return this.#transport.json({
            method: 'GET',
            route: '/organization/{organizationId}/cluster/{clusterId}/cloudProviderInfo',
            ids: { organizationId, clusterId },
            scope: 'Read',
            subject: `cluster ${clusterId} of organization ${organizationId}`,
            idempotent: true,
        }, schemas/* ClusterCloudProviderInfo */.Nv);
    }
    /** Renames a set of on-premise credentials. */
    editCredentials(organizationId, credentialsId, body) {
        return this.#transport.json({
            method: 'PUT',
            route: '/organization/{organizationId}/onPremise/credentials/{credentialsId}',
            ids: { organizationId, credentialsId },
            body: { schema: schemas/* ClusterCredentialsRequest */.wE, value: body },
            scope: 'Write',
            subject: `credentials ${credentialsId} of organization ${organizationId}`,
            idempotent: true,
        }, schemas/* ClusterCredentials */.pA);
    }
}
class Catalog {
    #transport;
    constructor(transport) {
        this.#transport = transport;
    }
    azureRegions() {
        return this.#transport.list({
            method: 'GET',
            route: '/azure/region',
            scope: 'Read',
            subject: 'the Azure region list',
            idempotent: true,
        }, schemas/* AzureRegion */.ch);
    }
    defaultClusterAdvancedSettings() {
        return this.#transport.json({
            method: 'GET',
            route: '/defaultClusterAdvancedSettings',
            scope: 'Read',
            subject: 'the default cluster advanced settings',
            idempotent: true,
        }, schemas/* ClusterAdvancedSettings */.QG);
    }
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var classic_schemas = __webpack_require__(9691);
// EXTERNAL MODULE: ./src/platform/common-schemas.ts
var common_schemas = __webpack_require__(9171);
;// CONCATENATED MODULE: ./src/platform/stage-schemas.ts
/**
 * Schemas of the reads that name stages and time each service (upstream notes, "Stages,
 * per-service status and timings"): lenient like every response schema here. Only what the
 * report uses is required; newer fields, states and step names pass through.
 */



const ServiceKindEnum = classic_schemas/* enum */.k5n(['APPLICATION', 'CONTAINER', 'JOB', 'DATABASE', 'HELM', 'TERRAFORM']);
const StageStatusEnum = classic_schemas/* enum */.k5n(['QUEUED', 'ONGOING', 'DONE', 'ERROR', 'SKIPPED', 'CANCELED']);
const ServiceActionStatusEnum = classic_schemas/* enum */.k5n(['QUEUED', 'ONGOING', 'SUCCESS', 'ERROR', 'EXECUTING', 'CANCELED', 'CANCELING', 'NEVER']);
/** `GET /environment/{id}/deploymentStage` item. */
const DeploymentStage = classic_schemas/* looseObject */._H3({
    id: common_schemas/* uuid */.uR,
    name: classic_schemas/* string */.YjP(),
    description: classic_schemas/* string */.YjP().nullish(),
    deployment_order: classic_schemas/* number */.aig().nullish(),
    services: classic_schemas/* array */.YOg(classic_schemas/* looseObject */._H3({ service_id: common_schemas/* uuid */.uR, service_type: (0,common_schemas/* open */.ho)(ServiceKindEnum) })).nullish(),
});
/** A service's `Status`: its id, not its name (that comes from the service lists). */
const ServiceStatus = classic_schemas/* looseObject */._H3({
    id: common_schemas/* uuid */.uR,
    state: classic_schemas/* string */.YjP().nullish(),
    is_part_last_deployment: classic_schemas/* boolean */.zMY().nullish(),
    /** The deployment the service's last log entries belong to (`details.execution_id` of the log). */
    execution_id: classic_schemas/* string */.YjP().nullish(),
    status_details: classic_schemas/* looseObject */._H3({ action: classic_schemas/* string */.YjP().nullish(), status: (0,common_schemas/* open */.ho)(ServiceActionStatusEnum).nullish() }).nullish(),
    steps: classic_schemas/* looseObject */._H3({
        total_duration_sec: classic_schemas/* number */.aig().nullish(),
        total_computing_duration_sec: classic_schemas/* number */.aig().nullish(),
        details: classic_schemas/* array */.YOg(classic_schemas/* looseObject */._H3({ step_name: classic_schemas/* string */.YjP(), status: classic_schemas/* string */.YjP().nullish(), duration_sec: classic_schemas/* number */.aig().nullish() })).nullish(),
    })
        .nullish(),
});
const services = classic_schemas/* array */.YOg(ServiceStatus).nullish();
/** `GET /environment/{id}/statusesWithStages`. */
const StatusesWithStages = classic_schemas/* looseObject */._H3({
    environment: schemas/* EnvironmentStatus */.O_.nullish(),
    stages: classic_schemas/* array */.YOg(classic_schemas/* looseObject */._H3({
        stage: classic_schemas/* looseObject */._H3({
            id: common_schemas/* uuid */.uR,
            name: classic_schemas/* string */.YjP().nullish(),
            status: (0,common_schemas/* open */.ho)(StageStatusEnum).nullish(),
            steps: schemas/* StageMetric */.FQ.nullish(),
        }),
        applications: services,
        containers: services,
        jobs: services,
        databases: services,
        helms: services,
        terraforms: services,
    })),
});
/** An item of the service lists (`/environment/{id}/application`, `/container`, `/job`): the report needs its name. */
const ServiceName = classic_schemas/* looseObject */._H3({ id: common_schemas/* uuid */.uR, name: classic_schemas/* string */.YjP() });

;// CONCATENATED MODULE: ./src/platform/environments.ts
/** Environments: read, create, clone, deploy, cancel, delete, and what they contain. */


class Environments {
    #transport;
    constructor(transport) {
        this.#transport = transport;
    }
    get(environmentId) {
        return this.#transport.json({
            method: 'GET',
            route: '/environment/{environmentId}',
            ids: { environmentId },
            scope: 'Read',
            subject: `environment ${environmentId}`,
            idempotent: true,
        }, schemas/* Environment */.OH);
    }
    /** The environments of a project (names compare case-insensitively on the service). */
    list(projectId) {
        return this.#transport.list({
            method: 'GET',
            route: '/project/{projectId}/environment',
            ids: { projectId },
            scope: 'Read',
            subject: `project ${projectId}`,
            idempotent: true,
        }, schemas/* Environment */.OH);
    }
    /** Answers 409 when the name is taken in the project. Not repeated once it may have arrived. */
    create(projectId, body) {
        return this.#transport.json({
            method: 'POST',
            route: '/project/{projectId}/environment',
            ids: { projectId },
            body: { schema: schemas/* EnvironmentCreateRequest */.r0, value: body },
            scope: 'Write',
            subject: `project ${projectId}`,
            idempotent: false,
        }, schemas/* Environment */.OH);
    }
    /** Copies configuration and services (not database data) and does not deploy. */
    clone(environmentId, body) {
        return this.#transport.json({
            method: 'POST',
            route: '/environment/{environmentId}/clone',
            ids: { environmentId },
            body: { schema: schemas/* EnvironmentCloneRequest */.Y9, value: body },
            scope: 'Write',
            subject: `environment ${environmentId}`,
            idempotent: false,
        }, schemas/* Environment */.OH);
    }
    /** May show the previous deployment's state for a few seconds after a trigger. */
    status(environmentId) {
        return this.#transport.json({
            method: 'GET',
            route: '/environment/{environmentId}/status',
            ids: { environmentId },
            scope: 'Read',
            subject: `environment ${environmentId}`,
            idempotent: true,
        }, schemas/* EnvironmentStatus */.O_);
    }
    deploy(environmentId) {
        return this.#transport.empty({
            method: 'POST',
            route: '/environment/{environmentId}/deploy',
            ids: { environmentId },
            scope: 'Deploy',
            subject: `environment ${environmentId}`,
            idempotent: false,
        });
    }
    redeploy(environmentId) {
        return this.#transport.json({
            method: 'POST',
            route: '/environment/{environmentId}/redeploy',
            ids: { environmentId },
            scope: 'Deploy',
            subject: `environment ${environmentId}`,
            idempotent: false,
        }, schemas/* EnvironmentStatus */.O_);
    }
    /** Cancelling twice cancels once: safe to repeat. */
    cancelDeployment(environmentId, body) {
        return this.#transport.json({
            method: 'POST',
            route: '/environment/{environmentId}/cancelDeployment',
            ids: { environmentId },
            ...(body === undefined ? {} : { body: { schema: schemas/* CancelDeploymentRequest */.bb, value: body } }),
            scope: 'Deploy',
            subject: `environment ${environmentId}`,
            idempotent: true,
        }, schemas/* EnvironmentStatus */.O_);
    }
    /** Asynchronous: the environment goes through DELETE_QUEUED, DELETING, DELETED, then 404. */
    delete(environmentId) {
        return this.#transport.empty({
            method: 'DELETE',
            route: '/environment/{environmentId}',
            ids: { environmentId },
            scope: 'Write',
            subject: `environment ${environmentId}`,
            idempotent: true,
        });
    }
    /** Public URLs of the environment's services; none before a service has deployed. */
    links(environmentId) {
        return this.#transport.list({
            method: 'GET',
            route: '/environment/{environmentId}/link',
            ids: { environmentId },
            scope: 'Read',
            subject: `environment ${environmentId}`,
            idempotent: true,
        }, schemas/* Link */.N_);
    }
    jobs(environmentId) {
        return this.#transport.list({
            method: 'GET',
            route: '/environment/{environmentId}/job',
            ids: { environmentId },
            scope: 'Read',
            subject: `environment ${environmentId}`,
            idempotent: true,
        }, schemas/* Job */._O);
    }
    /** The environment's deployment stages with the ids of their services: where stage names come from. */
    deploymentStages(environmentId) {
        return this.#transport.list(this.#read('/environment/{environmentId}/deploymentStage', environmentId), DeploymentStage);
    }
    /** Each stage's name and status with the Status of every service in it: steps and durations. */
    statusesWithStages(environmentId) {
        return this.#transport.json(this.#read('/environment/{environmentId}/statusesWithStages', environmentId), StatusesWithStages);
    }
    /** The environment's applications, for their names. */
    applications(environmentId) {
        return this.#transport.list(this.#read('/environment/{environmentId}/application', environmentId), ServiceName);
    }
    /** The environment's containers, for their names. */
    containers(environmentId) {
        return this.#transport.list(this.#read('/environment/{environmentId}/container', environmentId), ServiceName);
    }
    #read(route, environmentId) {
        return { method: 'GET', route, ids: { environmentId }, scope: 'Read', subject: `environment ${environmentId}`, idempotent: true };
    }
    /** The state of one deployment request: free of the stale read of `status`. */
    deploymentStatus(deploymentRequestId) {
        return this.#transport.json({
            method: 'GET',
            route: '/environment/deploymentStatus',
            ids: { deploymentRequestId },
            query: { deploymentRequestId },
            scope: 'Read',
            subject: `deployment request ${deploymentRequestId}`,
            idempotent: true,
        }, schemas/* DeploymentRequestStatus */.Rw);
    }
}

;// CONCATENATED MODULE: ./src/platform/jobs.ts
/** Jobs: read, write back whole, clone into another environment, deploy a tag or commit. */

class Jobs {
    #transport;
    constructor(transport) {
        this.#transport = transport;
    }
    get(jobId) {
        return this.#transport.json({ method: 'GET', route: '/job/{jobId}', ids: { jobId }, scope: 'Read', subject: `job ${jobId}`, idempotent: true }, schemas/* Job */._O);
    }
    /**
     * PUT replaces the whole job, so a job read with `get` can be changed and handed back as is:
     * the read-only fields are left out of what is sent.
     */
    update(jobId, job) {
        const { id: _id, created_at: _created, updated_at: _updated, ...writable } = job;
        return this.#transport.json({
            method: 'PUT',
            route: '/job/{jobId}',
            ids: { jobId },
            body: { schema: schemas/* JobUpdateRequest */.EW, value: writable },
            scope: 'Write',
            subject: `job ${jobId}`,
            idempotent: true,
        }, schemas/* Job */._O);
    }
    /** Not repeated once it may have arrived: a second clone would be a duplicate. */
    clone(jobId, body) {
        return this.#transport.json({
            method: 'POST',
            route: '/job/{jobId}/clone',
            ids: { jobId },
            body: { schema: schemas/* JobCloneRequest */.o_, value: body },
            scope: 'Write',
            subject: `job ${jobId}`,
            idempotent: false,
        }, schemas/* Job */._O);
    }
    /** Deploys an image tag or a git commit, never both. */
    deploy(jobId, body) {
        return this.#transport.empty({
            method: 'POST',
            route: '/job/{jobId}/deploy',
            ids: { jobId },
            body: { schema: schemas/* JobDeployRequest */.qO, value: body },
            scope: 'Deploy',
            subject: `job ${jobId}`,
            idempotent: false,
        });
    }
}

// EXTERNAL MODULE: ./src/platform/logs.ts + 1 modules
var logs = __webpack_require__(2298);
;// CONCATENATED MODULE: ./src/platform/organizations.ts
/** Organizations and what hangs off them: projects, webhooks, invoices, git branches. */


/** The spec shows one organization where a list is expected; the service may answer either. */
const OrganizationPage = (0,schemas/* listOf */.c3)(schemas/* Organization */.yb);
const OrganizationAnswer = classic_schemas/* union */.KCZ([OrganizationPage, schemas/* Organization */.yb]);
function isPage(answer) {
    return Array.isArray(answer.results);
}
class Organizations {
    #transport;
    constructor(transport) {
        this.#transport = transport;
    }
    /** The organizations the token can see. */
    async list() {
        const call = { method: 'GET', route: '/organization', scope: 'Read', subject: 'organization', idempotent: true };
        const first = await this.#transport.json(call, OrganizationAnswer);
        if (!isPage(first))
            return [first];
        return [...first.results, ...(await this.#transport.laterPages(call, schemas/* Organization */.yb, first))];
    }
    gitBranches(organizationId, query = {}) {
        return this.#transport.list({
            method: 'GET',
            route: '/organization/{organizationId}/account/githost/repository/branch',
            ids: { organizationId, gitTokenId: query.gitTokenId },
            query: { name: query.name, gitTokenId: query.gitTokenId },
            scope: 'Read',
            subject: `organization ${organizationId}`,
            idempotent: true,
        }, schemas/* GitBranch */.Zr);
    }
    /** The link to an invoice's PDF. */
    invoiceLink(organizationId, invoiceId) {
        return this.#transport.json({
            method: 'GET',
            route: '/organization/{organizationId}/invoice/{invoiceId}/download',
            ids: { organizationId, invoiceId },
            scope: 'Read',
            subject: `invoice ${invoiceId} of organization ${organizationId}`,
            idempotent: true,
        }, schemas/* InvoiceLink */.qG);
    }
}
class Projects {
    #transport;
    constructor(transport) {
        this.#transport = transport;
    }
    list(organizationId) {
        return this.#transport.list({
            method: 'GET',
            route: '/organization/{organizationId}/project',
            ids: { organizationId },
            scope: 'Read',
            subject: `organization ${organizationId}`,
            idempotent: true,
        }, schemas/* Project */.MM);
    }
    create(organizationId, body) {
        return this.#transport.json({
            method: 'POST',
            route: '/organization/{organizationId}/project',
            ids: { organizationId },
            body: { schema: schemas/* ProjectCreateRequest */.LG, value: body },
            scope: 'Write',
            subject: `organization ${organizationId}`,
            idempotent: false,
        }, schemas/* Created */.BX);
    }
}
class Webhooks {
    #transport;
    constructor(transport) {
        this.#transport = transport;
    }
    create(organizationId, body) {
        return this.#transport.json({
            method: 'POST',
            route: '/organization/{organizationId}/webhook',
            ids: { organizationId },
            body: { schema: schemas/* WebhookCreateRequest */.bc, value: body },
            scope: 'Write',
            subject: `organization ${organizationId}`,
            idempotent: false,
        }, schemas/* Webhook */.KD);
    }
}

;// CONCATENATED MODULE: ./src/platform/secrets.ts
/**
 * Environment secrets. A POST on an existing key replaces it, so every write is safe to repeat.
 * The clear value is sent, never returned, and kept out of every message.
 */

function sensitive(body) {
    return typeof body.value === 'string' ? { sensitive: [body.value] } : {};
}
class Secrets {
    #transport;
    constructor(transport) {
        this.#transport = transport;
    }
    list(environmentId) {
        return this.#transport.list({
            method: 'GET',
            route: '/environment/{environmentId}/secret',
            ids: { environmentId },
            scope: 'Read',
            subject: `environment ${environmentId}`,
            idempotent: true,
        }, schemas/* Secret */.zh);
    }
    /** Creates the secret, or replaces the one with the same key. */
    create(environmentId, body) {
        return this.#transport.json({
            method: 'POST',
            route: '/environment/{environmentId}/secret',
            ids: { environmentId },
            body: { schema: schemas/* SecretRequest */.yp, value: body },
            scope: 'Write',
            subject: `environment ${environmentId}`,
            idempotent: true,
            ...sensitive(body),
        }, schemas/* Secret */.zh);
    }
    get(environmentId, secretId) {
        return this.#transport.json({
            method: 'GET',
            route: '/environment/{environmentId}/secret/{secretId}',
            ids: { environmentId, secretId },
            scope: 'Read',
            subject: `secret ${secretId} of environment ${environmentId}`,
            idempotent: true,
        }, schemas/* Secret */.zh);
    }
    /** The service wants `key` even when it does not change. */
    update(environmentId, secretId, body) {
        return this.#transport.json({
            method: 'PUT',
            route: '/environment/{environmentId}/secret/{secretId}',
            ids: { environmentId, secretId },
            body: { schema: schemas/* SecretRequest */.yp, value: body },
            scope: 'Write',
            subject: `secret ${secretId} of environment ${environmentId}`,
            idempotent: true,
            ...sensitive(body),
        }, schemas/* Secret */.zh);
    }
    delete(environmentId, secretId) {
        return this.#transport.empty({
            method: 'DELETE',
            route: '/environment/{environmentId}/secret/{secretId}',
            ids: { environmentId, secretId },
            scope: 'Write',
            subject: `secret ${secretId} of environment ${environmentId}`,
            idempotent: true,
        });
    }
}

// EXTERNAL MODULE: ./src/platform/transport.ts + 3 modules
var transport = __webpack_require__(1213);
;// CONCATENATED MODULE: ./src/platform/client.ts
/**
 * The typed Platform API client: one function per operation, grouped by resource. It knows
 * nothing about GitHub; the operations layer drives it.
 */








class PlatformClient {
    #transport;
    environments;
    jobs;
    secrets;
    organizations;
    projects;
    clusters;
    applications;
    databases;
    webhooks;
    logs;
    catalog;
    constructor(options) {
        this.#transport = new transport.Transport(options);
        this.environments = new Environments(this.#transport);
        this.jobs = new Jobs(this.#transport);
        this.secrets = new Secrets(this.#transport);
        this.organizations = new Organizations(this.#transport);
        this.projects = new Projects(this.#transport);
        this.clusters = new Clusters(this.#transport);
        this.applications = new Applications(this.#transport);
        this.databases = new Databases(this.#transport);
        this.webhooks = new Webhooks(this.#transport);
        this.logs = new logs/* Logs */.u(this.#transport);
        this.catalog = new Catalog(this.#transport);
    }
    /** The last `X-RateLimit-*` headers seen, if the service sends them. */
    get rateLimit() {
        return this.#transport.rateLimit;
    }
}


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

/***/ 1213:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Transport: () => (/* binding */ Transport),
  USER_AGENT: () => (/* binding */ USER_AGENT),
  authorizationFor: () => (/* binding */ authorizationFor)
});

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
;// CONCATENATED MODULE: ./package.json
const package_namespaceObject = {"rE":"1.1.0"};
// EXTERNAL MODULE: ./src/platform/errors.ts
var errors = __webpack_require__(6316);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
// EXTERNAL MODULE: ./node_modules/@actions/http-client/lib/proxy.js
var proxy = __webpack_require__(9783);
;// CONCATENATED MODULE: ./src/platform/http.ts
/**
 * One HTTP exchange with the Platform API: Node's own http and https for a direct connection,
 * and the toolkit's client, with its proxy tunnel, only when HTTPS_PROXY (or HTTP_PROXY) applies
 * to the URL. The toolkit's client loads undici, which took longer than the rest of the action's
 * start together, so a run that needs no proxy never loads it; nor is TLS loaded for the plain
 * http of a loopback emulator.
 */


/** A request that sees no byte for `socketTimeoutMs` fails with "Request timeout", as the toolkit's does. */
function httpSender(userAgent, socketTimeoutMs) {
    let proxied;
    return async (method, url, body, headers) => {
        const target = new URL(url);
        if ((0,proxy/* getProxyUrl */.s)(target) === undefined)
            return direct(method, target, body, { 'User-Agent': userAgent, ...headers }, socketTimeoutMs);
        proxied ??= __webpack_require__.e(/* import() */ 779).then(__webpack_require__.bind(__webpack_require__, 2779)).then(({ HttpClient }) => new HttpClient(userAgent, [], { socketTimeout: socketTimeoutMs }));
        const response = await (await proxied).request(method, url, body ?? null, headers);
        const text = await response.readBody();
        return { status: response.message.statusCode ?? 0, headers: response.message.headers, text };
    };
}
async function direct(method, url, body, headers, socketTimeoutMs) {
    const send = url.protocol === 'https:' ? (await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 4708, 23))).request : external_node_http_.request;
    return new Promise((resolve, reject) => {
        const length = body === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(body)) };
        const request = send(url, { method, headers: { ...headers, ...length } }, (response) => {
            const chunks = [];
            response.on('data', (chunk) => chunks.push(chunk));
            response.on('error', reject);
            response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString('utf8') }));
        });
        request.setTimeout(socketTimeoutMs, () => request.destroy(new Error(`Request timeout: ${url.pathname}`)));
        request.on('error', reject);
        request.end(body);
    });
}

;// CONCATENATED MODULE: ./src/platform/ratelimit.ts
function header(headers, name) {
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
}
function count(text) {
    if (text === undefined || !/^\s*\d+\s*$/.test(text))
        return undefined;
    return Number(text);
}
/** `X-RateLimit-Reset` is a Unix timestamp in seconds; tolerate one given in milliseconds. */
function resetTime(text) {
    const value = count(text);
    if (value === undefined)
        return undefined;
    return value > 1e12 ? value : value * 1000;
}
function rateLimitOf(headers, now) {
    const remaining = count(header(headers, 'x-ratelimit-remaining'));
    const resetAt = resetTime(header(headers, 'x-ratelimit-reset'));
    if (remaining === undefined || resetAt === undefined)
        return undefined;
    return { limit: count(header(headers, 'x-ratelimit-limit')), remaining, resetAt, observedAt: now };
}
/**
 * When a 429 lifts, epoch ms: `Retry-After` (seconds or an HTTP date) first, then
 * `X-RateLimit-Reset`.
 */
function limitedUntil(headers, now) {
    const retryAfter = header(headers, 'retry-after')?.trim();
    if (retryAfter !== undefined && retryAfter !== '') {
        const seconds = count(retryAfter);
        if (seconds !== undefined)
            return now + seconds * 1000;
        const date = Date.parse(retryAfter);
        if (!Number.isNaN(date))
            return Math.max(now, date);
    }
    const reset = resetTime(header(headers, 'x-ratelimit-reset'));
    return reset === undefined ? undefined : Math.max(now, reset);
}

// EXTERNAL MODULE: ./src/platform/schemas.ts + 2 modules
var platform_schemas = __webpack_require__(6039);
;// CONCATENATED MODULE: ./src/platform/transport.ts
/**
 * The one way requests reach the Platform API: authorization, JSON in and out, validation of
 * what is sent and what comes back, errors, retries and the rate-limit state.
 */






const USER_AGENT = `platform-deploy-action/${package_namespaceObject.rE}`;
const JWT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;
const SCHEME = /^(Token|Bearer)\s+\S/;
const MAX_PAGES = 1000;
/** Without a deadline, the most a request waits out 429s in all: one window of the hourly limit. */
const RATE_LIMIT_WAIT_MS = 3_600_000;
const UUID = schemas/* uuid */.uRe();
/** `Token …` for an API token, `Bearer …` for a JWT; a value already carrying its scheme is kept. */
function authorizationFor(token) {
    const value = token.trim();
    if (value === '')
        return undefined;
    if (SCHEME.test(value))
        return value;
    return JWT.test(value) && value.startsWith('eyJ') ? `Bearer ${value}` : `Token ${value}`;
}
function problemsOf(error) {
    const shown = error.issues.slice(0, 3).map((issue) => {
        const where = issue.path.length === 0 ? 'the body' : issue.path.map(String).join('.');
        return `${where}: ${issue.message}`;
    });
    const more = error.issues.length > 3 ? ` (and ${error.issues.length - 3} more)` : '';
    return shown.join('; ') + more;
}
class Transport {
    #http;
    #baseUrl;
    #authorization;
    #secret;
    #timeoutMs;
    #maxAttempts;
    #baseDelayMs;
    #maxDelayMs;
    #sleep;
    #now;
    #random;
    #deadline;
    #rateLimit;
    constructor(options) {
        this.#timeoutMs = options.timeoutMs ?? 30_000;
        this.#http = httpSender(options.userAgent ?? USER_AGENT, this.#timeoutMs);
        this.#baseUrl = options.baseUrl.replace(/\/+$/, '');
        this.#secret = options.token.trim();
        this.#authorization = authorizationFor(options.token);
        this.#maxAttempts = Math.max(1, options.maxAttempts ?? 5);
        this.#baseDelayMs = options.baseDelayMs ?? 1_000;
        this.#maxDelayMs = options.maxDelayMs ?? 15_000;
        this.#sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
        this.#now = options.now ?? Date.now;
        this.#random = options.random ?? Math.random;
        this.#deadline = options.deadline;
    }
    get rateLimit() {
        return this.#rateLimit;
    }
    /** Sends the call and returns its body validated by `schema`. */
    async json(call, schema) {
        return this.#send(call, schema);
    }
    /** Sends a call whose answer carries nothing of use (204, or a 202 acknowledgement). */
    async empty(call) {
        await this.#send(call, undefined);
    }
    /** Every item of a list, following the pagination object while the service returns one. */
    async list(call, item) {
        const first = await this.json(call, (0,platform_schemas/* listOf */.c3)(item));
        return [...first.results, ...(await this.laterPages(call, item, first))];
    }
    /** The items of the pages after `page`, when it carries a pagination object. */
    async laterPages(call, item, page) {
        const schema = (0,platform_schemas/* listOf */.c3)(item);
        const items = [];
        let current = page;
        for (let fetched = 1; fetched < MAX_PAGES; fetched++) {
            const pagination = current.pagination;
            if (pagination === undefined || pagination.page >= pagination.total_pages || current.results.length === 0)
                break;
            const query = { ...call.query, page: pagination.page + 1, page_size: pagination.page_size };
            current = await this.json({ ...call, query }, schema);
            items.push(...current.results);
        }
        return items;
    }
    async #send(call, schema) {
        const redact = (0,errors/* redactorFor */.sD)([this.#secret, ...(this.#authorization ? [this.#authorization] : []), ...(call.sensitive ?? [])]);
        const { path, url, body } = this.#prepare(call, redact);
        // A 429 says the service did nothing and when to come back: it is waited out and leaves the
        // tries kept for 5xx answers and network faults, which a 429 burst would otherwise use up.
        let faults = 0;
        let limited = 0;
        let limitedWaitMs = 0;
        for (;;) {
            let failure;
            try {
                const exchange = await this.#exchange(call.method, path, url, body, redact);
                return this.#answer(call, path, exchange, schema, redact);
            }
            catch (error) {
                if (!(error instanceof errors/* PlatformApiError */.es))
                    throw error;
                failure = error;
            }
            if (!this.#mayRepeat(call, failure))
                throw failure;
            let wait;
            if (failure.status === 429) {
                wait = failure.retryAfterMs ?? this.#backoff(++limited);
                limitedWaitMs += wait;
                if (this.#deadline === undefined && limitedWaitMs > RATE_LIMIT_WAIT_MS)
                    throw failure;
            }
            else {
                if (++faults >= this.#maxAttempts)
                    throw failure;
                wait = this.#backoff(faults);
            }
            if (this.#deadline !== undefined && this.#now() + wait > this.#deadline)
                throw failure;
            await this.#sleep(wait);
        }
    }
    #mayRepeat(call, failure) {
        if (!failure.retryable)
            return false;
        return call.idempotent || failure.status === 429 || (0,errors/* wasNotSent */.Vk)(failure);
    }
    #backoff(attempt) {
        return Math.round(this.#random() * Math.min(this.#maxDelayMs, this.#baseDelayMs * 2 ** (attempt - 1)));
    }
    /** Fills the route and validates ids and body, so nothing malformed ever leaves. */
    #prepare(call, redact) {
        let path = call.route;
        for (const [name, id] of Object.entries(call.ids ?? {})) {
            if (id === undefined)
                continue;
            if (!UUID.safeParse(id).success) {
                throw (0,errors/* invalidRequest */.xk)(call.method, call.route, `${name} ${JSON.stringify(id)} is not a uuid`, redact);
            }
            path = path.replace(`{${name}}`, encodeURIComponent(id));
        }
        let body;
        if (call.body !== undefined) {
            const parsed = call.body.schema.safeParse(call.body.value);
            if (!parsed.success)
                throw (0,errors/* invalidRequest */.xk)(call.method, path, problemsOf(parsed.error), redact);
            body = JSON.stringify(parsed.data);
        }
        const search = new URLSearchParams();
        for (const [name, value] of Object.entries(call.query ?? {})) {
            if (value !== undefined)
                search.set(name, String(value));
        }
        const query = search.size > 0 ? `?${search.toString()}` : '';
        return { path, url: `${this.#baseUrl}${path}${query}`, body };
    }
    async #exchange(method, path, url, body, redact) {
        const headers = { Accept: 'application/json' };
        if (this.#authorization !== undefined)
            headers['Authorization'] = this.#authorization;
        if (body !== undefined)
            headers['Content-Type'] = 'application/json';
        const pending = this.#http(method, url, body, headers);
        let timer;
        const expired = new Promise((resolve) => {
            timer = setTimeout(() => resolve('timeout'), this.#timeoutMs);
        });
        try {
            const outcome = await Promise.race([pending, expired]);
            if (outcome === 'timeout')
                throw (0,errors/* timeoutError */.w2)(method, path, this.#timeoutMs, redact);
            return outcome;
        }
        catch (error) {
            if (error instanceof errors/* PlatformApiError */.es)
                throw error;
            const { code, message } = error;
            if (typeof message === 'string' && message.startsWith('Request timeout')) {
                throw (0,errors/* timeoutError */.w2)(method, path, this.#timeoutMs, redact);
            }
            throw (0,errors/* networkError */.x6)(method, path, typeof code === 'string' ? code : undefined, redact);
        }
        finally {
            clearTimeout(timer);
            pending.catch(() => undefined);
        }
    }
    #answer(call, path, exchange, schema, redact) {
        const now = this.#now();
        this.#rateLimit = rateLimitOf(exchange.headers, now) ?? this.#rateLimit;
        const { status, text } = exchange;
        if (status < 200 || status > 299) {
            const until = status === 429 ? limitedUntil(exchange.headers, now) : undefined;
            throw (0,errors/* httpError */.p2)({
                method: call.method,
                path,
                status,
                body: text,
                scope: call.scope,
                subject: call.subject,
                retryAfterMs: until === undefined ? undefined : until - now,
                limitedUntil: until,
                redact,
            });
        }
        if (schema === undefined)
            return undefined;
        if (text.trim() === '')
            throw (0,errors/* invalidResponse */.Ff)(call.method, path, status, 'an empty body', redact);
        let data;
        try {
            data = JSON.parse(text);
        }
        catch {
            throw (0,errors/* invalidResponse */.Ff)(call.method, path, status, 'a body that is not JSON', redact);
        }
        const parsed = schema.safeParse(data);
        if (!parsed.success) {
            throw (0,errors/* invalidResponse */.Ff)(call.method, path, status, `an unexpected body (${problemsOf(parsed.error)})`, redact);
        }
        return parsed.data;
    }
}


/***/ }),

/***/ 9783:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ getProxyUrl)
/* harmony export */ });
/* unused harmony export checkBypass */
function getProxyUrl(reqUrl) {
    const usingSsl = reqUrl.protocol === 'https:';
    if (checkBypass(reqUrl)) {
        return undefined;
    }
    const proxyVar = (() => {
        if (usingSsl) {
            return process.env['https_proxy'] || process.env['HTTPS_PROXY'];
        }
        else {
            return process.env['http_proxy'] || process.env['HTTP_PROXY'];
        }
    })();
    if (proxyVar) {
        try {
            return new DecodedURL(proxyVar);
        }
        catch (_a) {
            if (!proxyVar.startsWith('http://') && !proxyVar.startsWith('https://'))
                return new DecodedURL(`http://${proxyVar}`);
        }
    }
    else {
        return undefined;
    }
}
function checkBypass(reqUrl) {
    if (!reqUrl.hostname) {
        return false;
    }
    const reqHost = reqUrl.hostname;
    if (isLoopbackAddress(reqHost)) {
        return true;
    }
    const noProxy = process.env['no_proxy'] || process.env['NO_PROXY'] || '';
    if (!noProxy) {
        return false;
    }
    // Determine the request port
    let reqPort;
    if (reqUrl.port) {
        reqPort = Number(reqUrl.port);
    }
    else if (reqUrl.protocol === 'http:') {
        reqPort = 80;
    }
    else if (reqUrl.protocol === 'https:') {
        reqPort = 443;
    }
    // Format the request hostname and hostname with port
    const upperReqHosts = [reqUrl.hostname.toUpperCase()];
    if (typeof reqPort === 'number') {
        upperReqHosts.push(`${upperReqHosts[0]}:${reqPort}`);
    }
    // Compare request host against noproxy
    for (const upperNoProxyItem of noProxy
        .split(',')
        .map(x => x.trim().toUpperCase())
        .filter(x => x)) {
        if (upperNoProxyItem === '*' ||
            upperReqHosts.some(x => x === upperNoProxyItem ||
                x.endsWith(`.${upperNoProxyItem}`) ||
                (upperNoProxyItem.startsWith('.') &&
                    x.endsWith(`${upperNoProxyItem}`)))) {
            return true;
        }
    }
    return false;
}
function isLoopbackAddress(host) {
    const hostLower = host.toLowerCase();
    return (hostLower === 'localhost' ||
        hostLower.startsWith('127.') ||
        hostLower.startsWith('[::1]') ||
        hostLower.startsWith('[0:0:0:0:0:0:0:1]'));
}
class DecodedURL extends URL {
    constructor(url, base) {
        super(url, base);
        this._decodedUsername = decodeURIComponent(super.username);
        this._decodedPassword = decodeURIComponent(super.password);
    }
    get username() {
        return this._decodedUsername;
    }
    get password() {
        return this._decodedPassword;
    }
}
//# sourceMappingURL=proxy.js.map

/***/ })

};
