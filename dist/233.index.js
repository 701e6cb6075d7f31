export const id = 233;
export const ids = [233];
export const modules = {

/***/ 4233:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Application: () => (/* reexport */ Application),
  CancelDeploymentRequest: () => (/* reexport */ CancelDeploymentRequest),
  Container: () => (/* reexport */ Container),
  DeploymentHistoryEntry: () => (/* reexport */ DeploymentHistoryEntry),
  DeploymentHistoryEntryV2: () => (/* reexport */ DeploymentHistoryEntryV2),
  DeploymentHistoryPage: () => (/* reexport */ DeploymentHistoryPage),
  DeploymentHistoryPageV2: () => (/* reexport */ DeploymentHistoryPageV2),
  DeploymentLog: () => (/* reexport */ DeploymentLog),
  DeploymentLogEntry: () => (/* reexport */ DeploymentLogEntry),
  DeploymentRequestStatus: () => (/* reexport */ DeploymentRequestStatus),
  DeploymentStage: () => (/* reexport */ DeploymentStage),
  DeploymentStateValue: () => (/* reexport */ DeploymentStateValue),
  DeploymentStatusEnum: () => (/* reexport */ DeploymentStatusEnum),
  Environment: () => (/* reexport */ Environment),
  EnvironmentCloneRequest: () => (/* reexport */ EnvironmentCloneRequest),
  EnvironmentCreateRequest: () => (/* reexport */ EnvironmentCreateRequest),
  EnvironmentDeploymentRule: () => (/* reexport */ EnvironmentDeploymentRule),
  EnvironmentDeploymentRuleEditRequest: () => (/* reexport */ EnvironmentDeploymentRuleEditRequest),
  EnvironmentModeEnum: () => (/* reexport */ EnvironmentModeEnum),
  EnvironmentStatus: () => (/* reexport */ EnvironmentStatus),
  EnvironmentVariable: () => (/* reexport */ EnvironmentVariable),
  EnvironmentVariableEditRequest: () => (/* reexport */ EnvironmentVariableEditRequest),
  EnvironmentVariableRequest: () => (/* reexport */ EnvironmentVariableRequest),
  GitRepository: () => (/* reexport */ GitRepository),
  Job: () => (/* reexport */ Job),
  JobCloneRequest: () => (/* reexport */ JobCloneRequest),
  JobSource: () => (/* reexport */ JobSource),
  Link: () => (/* reexport */ Link),
  Organization: () => (/* reexport */ Organization),
  OriginEnum: () => (/* reexport */ OriginEnum),
  Project: () => (/* reexport */ Project),
  QueuedDeploymentRequest: () => (/* reexport */ QueuedDeploymentRequest),
  Secret: () => (/* reexport */ Secret),
  SecretRequest: () => (/* reexport */ SecretRequest),
  Service: () => (/* reexport */ Service),
  ServiceActionStatusEnum: () => (/* reexport */ ServiceActionStatusEnum),
  ServiceDeployRequest: () => (/* reexport */ ServiceDeployRequest),
  ServiceKindEnum: () => (/* reexport */ ServiceKindEnum),
  ServiceLogLine: () => (/* reexport */ ServiceLogLine),
  ServiceStatus: () => (/* reexport */ ServiceStatus),
  StageMetric: () => (/* reexport */ StageMetric),
  StageStatusEnum: () => (/* reexport */ StageStatusEnum),
  StageStep: () => (/* reexport */ StageStep),
  StatusesWithStages: () => (/* reexport */ StatusesWithStages),
  StepStatusEnum: () => (/* reexport */ StepStatusEnum),
  Variable: () => (/* reexport */ Variable),
  listOf: () => (/* reexport */ listOf)
});

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(2857);
;// CONCATENATED MODULE: ./src/platform/schemas/common.ts
/**
 * The building blocks every schema module shares: ids, timestamps, lists, and enumerations
 * that stay open on the response side.
 */

const uuid = schemas/* uuid */.uRe();
const dateTime = schemas/* string */.YjP();
/** Response-side enum: a value the spec lists, or a newer one kept as a string. */
function common_open(_known) {
    return schemas/* string */.YjP();
}
/** A page of a list. The spec marks `results` optional: a page without it holds no item. */
function listOf(item) {
    return schemas/* looseObject */._H3({
        results: schemas/* array */.YOg(item)
            .nullish()
            .transform((results) => results ?? []),
        pagination: schemas/* looseObject */._H3({
            page: schemas/* number */.aig().int(),
            page_size: schemas/* number */.aig().int(),
            total_count: schemas/* number */.aig().int(),
            total_pages: schemas/* number */.aig().int(),
        })
            .optional(),
    });
}
const IdRef = schemas/* looseObject */._H3({ id: uuid });
/** The members every resource the service stores carries. */
const ResourceBase = {
    id: uuid,
    created_at: dateTime,
    updated_at: dateTime.nullish(),
};

;// CONCATENATED MODULE: ./src/platform/schemas/environment.ts
/**
 * Schemas of an environment, the requests that create, clone and cancel one, and its links.
 *
 * Responses are parsed with loose objects, so fields the service adds later pass through;
 * request schemas use the strict enumerations, so a bad value never leaves.
 */


const EnvironmentModeEnum = schemas/* enum */.k5n(['DEVELOPMENT', 'PREVIEW', 'PRODUCTION', 'STAGING']);
const Environment = schemas/* looseObject */._H3({
    ...ResourceBase,
    name: schemas/* string */.YjP(),
    organization: IdRef,
    project: IdRef,
    mode: common_open(EnvironmentModeEnum),
    cluster_id: uuid,
});
const EnvironmentCreateRequest = schemas/* strictObject */.rej({
    name: schemas/* string */.YjP().min(1),
    mode: EnvironmentModeEnum.optional(),
    cluster_id: uuid.optional(),
});
const EnvironmentCloneRequest = schemas/* strictObject */.rej({
    name: schemas/* string */.YjP().min(1),
    cluster_id: uuid.optional(),
    mode: EnvironmentModeEnum.optional(),
    apply_deployment_rule: schemas/* boolean */.zMY().optional(),
    project_id: uuid.optional(),
});
const CancelDeploymentRequest = schemas/* strictObject */.rej({ force_cancel: schemas/* boolean */.zMY().optional() });
/** A public URL of a service; the default one (the domain's root) is shown first. */
const Link = schemas/* looseObject */._H3({
    // Which service the link reaches: how the `urls` output names it.
    service_id: schemas/* string */.YjP().nullish(),
    url: schemas/* string */.YjP(),
    is_default: schemas/* boolean */.zMY().nullish(),
});

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/iso.js
var iso = __webpack_require__(4377);
;// CONCATENATED MODULE: ./src/platform/schemas/deployment-rule.ts
/**
 * An environment's deployment rule (OpenAPI `EnvironmentDeploymentRule`,
 * `EnvironmentDeploymentRuleEditRequest`): when the platform stops it (`auto_stop` outside its
 * weekdays, start and stop times, in its timezone). The answer holds what the action reads: the
 * id to edit it by, and the rule to compare and to keep the flags it does not set; all but the id
 * may be missing or null. An edit is the whole rule.
 */


const WeekdayEnum = schemas/* enum */.k5n(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY']);
const EnvironmentDeploymentRule = schemas/* looseObject */._H3({
    id: uuid,
    auto_stop: schemas/* boolean */.zMY().nullish(),
    on_demand_preview: schemas/* boolean */.zMY().nullish(),
    auto_preview: schemas/* boolean */.zMY().nullish(),
    timezone: schemas/* string */.YjP().nullish(),
    start_time: schemas/* string */.YjP().nullish(),
    stop_time: schemas/* string */.YjP().nullish(),
    // Open: a value the action does not know only makes the rule differ from the one it wants.
    weekdays: schemas/* array */.YOg(schemas/* string */.YjP()).nullish(),
});
const EnvironmentDeploymentRuleEditRequest = schemas/* strictObject */.rej({
    on_demand_preview: schemas/* boolean */.zMY().optional(),
    auto_preview: schemas/* boolean */.zMY().optional(),
    auto_stop: schemas/* boolean */.zMY(),
    timezone: schemas/* string */.YjP().min(1),
    start_time: iso/* datetime */.w$(),
    stop_time: iso/* datetime */.w$(),
    weekdays: schemas/* array */.YOg(WeekdayEnum).min(1),
});

;// CONCATENATED MODULE: ./src/platform/schemas/deployment.ts
/**
 * Schemas of where a deployment stands: the environment's status with its stage metrics, and
 * the state of one deployment request.
 *
 * States stay open (see deployment-states.ts): the service grows new ones, and a waiter must not fail on
 * a state it does not know.
 */


const DeploymentStateValue = schemas/* string */.YjP().min(1);
const OriginEnum = schemas/* enum */.k5n(['API', 'CLI', 'CONSOLE', 'GIT', 'PLATFORM_INTERNAL', 'TERRAFORM_PROVIDER']);
const DeploymentStatusEnum = schemas/* enum */.k5n(['NEVER_DEPLOYED', 'UP_TO_DATE', 'OUT_OF_DATE']);
const StepStatusEnum = schemas/* enum */.k5n(['SUCCESS', 'ERROR', 'CANCEL', 'SKIP']);
/** One step of a stage (upstream: step_name TOTAL, QUEUEING, PROVISION_BUILDER; status SUCCESS…). */
const StageStep = schemas/* looseObject */._H3({
    stage_id: uuid.optional(),
    step_name: schemas/* string */.YjP().optional(),
    status: common_open(StepStatusEnum).optional(),
    duration_sec: schemas/* number */.aig().nullish(),
});
/** A stage's steps; the spec marks every member optional: no `details` is no step to show. */
const StageMetric = schemas/* looseObject */._H3({
    stage_id: uuid.nullish(),
    total_duration_sec: schemas/* number */.aig().nullish(),
    details: schemas/* array */.YOg(StageStep)
        .nullish()
        .transform((details) => details ?? []),
});
const EnvironmentStatus = schemas/* looseObject */._H3({
    id: uuid,
    state: DeploymentStateValue,
    last_deployment_state: DeploymentStateValue,
    last_deployment_date: dateTime.nullish(),
    last_deployment_id: schemas/* string */.YjP().nullish(),
    total_deployment_duration_in_seconds: schemas/* number */.aig().nullish(),
    origin: common_open(OriginEnum).nullish(),
    triggered_by: schemas/* string */.YjP().nullish(),
    deployment_status: common_open(DeploymentStatusEnum).nullish(),
    deployment_request_id: uuid.nullish(),
    metrics: schemas/* array */.YOg(StageMetric).nullish(),
});
/** Every member optional in the spec: a missing state is read from the environment instead. */
const DeploymentRequestStatus = schemas/* looseObject */._H3({
    deployment_request_id: uuid.nullish(),
    environment_id: uuid.nullish(),
    status: DeploymentStateValue.nullish(),
});

// EXTERNAL MODULE: ./node_modules/zod/v4/core/core.js
var core = __webpack_require__(8532);
;// CONCATENATED MODULE: ./src/platform/schemas/services.ts
/**
 * Schemas of an environment's services as the action reads them (jobs, applications,
 * containers, and the one list of every kind), of a job's clone, and of the one request that
 * deploys services at a version.
 *
 * Answers are parsed loosely and hold only what the action reads: fields the service adds later
 * pass through, and a member the spec leaves optional is optional here.
 */


/**
 * Where a service built from git comes from; `deployed_commit_id` is its version (upstream notes),
 * `root_path` the folder and `url` the repository it is built from (affected-only). All optional.
 */
const GitRepository = schemas/* looseObject */._H3({
    deployed_commit_id: schemas/* string */.YjP().nullish(),
    root_path: schemas/* string */.YjP().nullish(),
    url: schemas/* string */.YjP().nullish(),
});
// ---------------------------------------------------------------------------------------------
// Job
/**
 * A job runs a registry image (`image`, versioned by its tag) or is built (`docker`): from git
 * (`git_repository`, versioned by the deployed commit) or from an inline Dockerfile (no
 * repository, so no version the action can give).
 */
const JobSource = schemas/* looseObject */._H3({
    image: schemas/* looseObject */._H3({ tag: schemas/* string */.YjP().nullish() }).nullish(),
    docker: schemas/* looseObject */._H3({ git_repository: GitRepository.nullish() }).nullish(),
});
/** A job as the action reads it: its id, its name (matched across environments) and its source. */
const Job = schemas/* looseObject */._H3({
    id: uuid,
    name: schemas/* string */.YjP(),
    source: JobSource.nullish(),
});
const JobCloneRequest = schemas/* strictObject */.rej({ name: schemas/* string */.YjP().min(1), environment_id: uuid });
// ---------------------------------------------------------------------------------------------
// Application and container
/**
 * An application: built from git, so its version is `git_repository.deployed_commit_id`. Its name
 * is the spec's required one, but a name-less answer is still shown (by its id).
 */
const Application = schemas/* looseObject */._H3({
    id: uuid,
    name: schemas/* string */.YjP().nullish(),
    git_repository: GitRepository.nullish(),
});
/** A container: runs a registry image, so its version is `tag`; a missing tag is no version. */
const Container = schemas/* looseObject */._H3({
    id: uuid,
    name: schemas/* string */.YjP(),
    tag: schemas/* string */.YjP().nullish(),
});
// ---------------------------------------------------------------------------------------------
// Every service of an environment in one list
/** The kinds the action deploys, each read as its own list reads it. */
const DEPLOYED = {
    APPLICATION: Application.extend({ service_type: schemas/* literal */.euz('APPLICATION') }),
    CONTAINER: Container.extend({ service_type: schemas/* literal */.euz('CONTAINER') }),
    JOB: Job.extend({ service_type: schemas/* literal */.euz('JOB') }),
};
/**
 * Any service as listed: its kind, and its id and name when it has them (read for the report).
 * Whatever else it holds passes; one that says no kind is kept too.
 */
const ListedService = schemas/* looseObject */._H3({
    service_type: schemas/* string */.YjP().nullish(),
    id: schemas/* string */.YjP().nullish(),
    name: schemas/* string */.YjP().nullish(),
});
/**
 * An item of `GET /environment/{id}/services`: its `service_type` says which shape it has. An
 * application, container or job is read as its own list reads it, and refused as that list would
 * refuse it (the message names the member); any other kind (a database, a Helm chart, Terraform,
 * an Argo CD app, an agentic workflow, a kind newer than the spec) is kept as listed: a kind the
 * action does not know is never a reason to refuse the answer.
 */
const Service = ListedService.transform((item, context) => {
    const kind = item.service_type;
    if (typeof kind !== 'string' || !Object.hasOwn(DEPLOYED, kind))
        return item;
    const parsed = DEPLOYED[kind].safeParse(item);
    if (parsed.success)
        return parsed.data;
    for (const issue of parsed.error.issues)
        context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return core/* NEVER */.tm;
});
// ---------------------------------------------------------------------------------------------
// Deploying services at a version
/**
 * `POST /environment/{id}/service/deploy`: the selected services, each at the version given
 * (which becomes its version), in one deployment request. Every list is optional; a missing
 * version redeploys a service's current one.
 */
const ServiceDeployRequest = schemas/* strictObject */.rej({
    applications: schemas/* array */.YOg(schemas/* strictObject */.rej({ application_id: uuid, git_commit_id: schemas/* string */.YjP().min(1).optional() })).optional(),
    containers: schemas/* array */.YOg(schemas/* strictObject */.rej({ id: uuid, image_tag: schemas/* string */.YjP().min(1).optional() })).optional(),
    jobs: schemas/* array */.YOg(schemas/* union */.KCZ([
        schemas/* strictObject */.rej({ id: uuid, image_tag: schemas/* string */.YjP().min(1).optional() }),
        schemas/* strictObject */.rej({ id: uuid, git_commit_id: schemas/* string */.YjP().min(1) }),
    ]))
        .optional(),
    databases: schemas/* array */.YOg(uuid).optional(),
    helms: schemas/* array */.YOg(schemas/* union */.KCZ([
        schemas/* strictObject */.rej({ id: uuid, chart_version: schemas/* string */.YjP().min(1) }),
        schemas/* strictObject */.rej({ id: uuid, git_commit_id: schemas/* string */.YjP().min(1) }),
    ]))
        .optional(),
});

;// CONCATENATED MODULE: ./src/platform/schemas/secret.ts
/**
 * Schemas of an environment's secrets. The request is strict so that a bad value never leaves;
 * the answer is loose and holds only what tells whether a secret is still the one the action set:
 * its key and scope, the description the action wrote, and when it was made and last changed.
 * The platform never returns a value.
 */

const Secret = schemas/* looseObject */._H3({
    key: schemas/* string */.YjP().nullish(),
    /** ENVIRONMENT, or a scope above it (PROJECT, BUILT_IN) whose secrets the environment's list shows too. */
    scope: schemas/* string */.YjP().nullish(),
    description: schemas/* string */.YjP().nullish(),
    created_at: schemas/* string */.YjP().nullish(),
    updated_at: schemas/* string */.YjP().nullish(),
});
const SecretRequest = schemas/* strictObject */.rej({
    key: schemas/* string */.YjP().min(1),
    value: schemas/* string */.YjP().optional(),
    mount_path: schemas/* string */.YjP().nullable().optional(),
    description: schemas/* string */.YjP().max(255).nullable().optional(),
    enable_interpolation_in_file: schemas/* boolean */.zMY().nullable().optional(),
});

;// CONCATENATED MODULE: ./src/platform/schemas/variables.ts
/**
 * Schemas of an environment's variables (OpenAPI `EnvironmentVariableRequest`,
 * `EnvironmentVariableEditRequest`, `EnvironmentVariable`). The requests are strict so that a
 * bad value never leaves; the answer is loose and holds only what the action reads: the id, to
 * edit one, its key and value, to find the preview's own marker, and its scope, to name it.
 */


const EnvironmentVariable = schemas/* looseObject */._H3({
    id: uuid,
    key: schemas/* string */.YjP(),
    // Optional in the OpenAPI (a file or an external secret may carry none).
    value: schemas/* string */.YjP().nullish(),
    /** ENVIRONMENT, or a scope above it (PROJECT, BUILT_IN) whose variables the environment's list shows too. */
    scope: schemas/* string */.YjP().nullish(),
});
/**
 * One item of `GET /variable` (OpenAPI `VariableResponse`): read for its key and whether it is a
 * secret, nothing else; a secret's value is null there and never read.
 */
const Variable = schemas/* looseObject */._H3({
    key: schemas/* string */.YjP(),
    is_secret: schemas/* boolean */.zMY().nullish(),
    scope: schemas/* string */.YjP().nullish(),
});
const VariableFields = {
    key: schemas/* string */.YjP().min(1),
    value: schemas/* string */.YjP().optional(),
    description: schemas/* string */.YjP().max(255).nullable().optional(),
};
/** A POST on a key the environment has replaces that variable. */
const EnvironmentVariableRequest = schemas/* strictObject */.rej(VariableFields);
const EnvironmentVariableEditRequest = schemas/* strictObject */.rej(VariableFields);

;// CONCATENATED MODULE: ./src/platform/schemas/stages.ts
/**
 * Schemas of the reads that name stages and time each service (upstream notes, "Stages,
 * per-service status and timings"): lenient like every response schema here. Only what the
 * report uses is required; newer fields, states and step names pass through.
 */



const ServiceKindEnum = schemas/* enum */.k5n(['APPLICATION', 'CONTAINER', 'JOB', 'DATABASE', 'HELM', 'TERRAFORM']);
const StageStatusEnum = schemas/* enum */.k5n(['QUEUED', 'ONGOING', 'DONE', 'ERROR', 'SKIPPED', 'CANCELED']);
const ServiceActionStatusEnum = schemas/* enum */.k5n(['QUEUED', 'ONGOING', 'SUCCESS', 'ERROR', 'EXECUTING', 'CANCELED', 'CANCELING', 'NEVER']);
/** `GET /environment/{id}/deploymentStage` item. A stage without a name is named by its order; a service entry without its id is skipped. */
const DeploymentStage = schemas/* looseObject */._H3({
    id: uuid,
    name: schemas/* string */.YjP().nullish(),
    deployment_order: schemas/* number */.aig().nullish(),
    services: schemas/* array */.YOg(schemas/* looseObject */._H3({ service_id: uuid.nullish(), service_type: common_open(ServiceKindEnum).nullish() })).nullish(),
});
/** A service's `Status`: its id, not its name (that comes from the service lists). */
const ServiceStatus = schemas/* looseObject */._H3({
    id: uuid,
    state: schemas/* string */.YjP().nullish(),
    is_part_last_deployment: schemas/* boolean */.zMY().nullish(),
    /** The request the service's figures belong to: another request's are not this deployment's. */
    deployment_request_id: uuid.nullish(),
    /** The deployment the service's last log entries belong to (`details.execution_id` of the log). */
    execution_id: schemas/* string */.YjP().nullish(),
    status_details: schemas/* looseObject */._H3({ action: schemas/* string */.YjP().nullish(), status: common_open(ServiceActionStatusEnum).nullish() }).nullish(),
    steps: schemas/* looseObject */._H3({
        total_duration_sec: schemas/* number */.aig().nullish(),
        total_computing_duration_sec: schemas/* number */.aig().nullish(),
        details: schemas/* array */.YOg(schemas/* looseObject */._H3({ step_name: schemas/* string */.YjP().nullish(), status: schemas/* string */.YjP().nullish(), duration_sec: schemas/* number */.aig().nullish() }))
            .nullish(),
    })
        .nullish(),
});
const services = schemas/* array */.YOg(ServiceStatus).nullish();
/** `GET /environment/{id}/statusesWithStages`. */
const StatusesWithStages = schemas/* looseObject */._H3({
    environment: EnvironmentStatus.nullish(),
    // The spec marks every member optional: no stages is nothing to show, a stage entry without
    // its stage is shown by its services alone.
    stages: schemas/* array */.YOg(schemas/* looseObject */._H3({
        stage: schemas/* looseObject */._H3({
            id: uuid.nullish(),
            name: schemas/* string */.YjP().nullish(),
            status: common_open(StageStatusEnum).nullish(),
            steps: StageMetric.nullish(),
        })
            .nullish(),
        applications: services,
        containers: services,
        jobs: services,
        databases: services,
        helms: services,
        terraforms: services,
        agentic_workflows: services,
    }))
        .nullish()
        .transform((stages) => stages ?? []),
});

;// CONCATENATED MODULE: ./src/platform/schemas/logs.ts
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

;// CONCATENATED MODULE: ./src/platform/schemas/queue.ts
/**
 * The environment's deployment queue (`GET /environment/{id}/deploymentQueue`): the requests
 * waiting behind the running one. The action reads only which request each item is and whether
 * its stages have started.
 */



const QueuedDeploymentRequest = schemas/* looseObject */._H3({
    identifier: schemas/* looseObject */._H3({ deployment_request_id: uuid }),
    stages: schemas/* array */.YOg(schemas/* looseObject */._H3({ status: common_open(StageStatusEnum).nullish() })).nullish(),
});

;// CONCATENATED MODULE: ./src/platform/schemas/organization.ts
/**
 * Organizations and projects, read only to resolve an environment named by its path of names:
 * of each, only the id and the name.
 */


const Organization = schemas/* looseObject */._H3({ id: uuid, name: schemas/* string */.YjP() });
const Project = schemas/* looseObject */._H3({ id: uuid, name: schemas/* string */.YjP() });

;// CONCATENATED MODULE: ./src/platform/schemas/history.ts
/**
 * `GET /environment/{id}/deploymentHistory` (DeploymentHistoryEnvironmentPaginatedResponseList):
 * the environment's deployments, newest first, each with its services at the version each was
 * deployed at and the state it ended in. Only what a rollback reads; every member the OpenAPI
 * leaves optional may be absent, and a commit may be null.
 */


const list = (item) => schemas/* array */.YOg(item)
    .nullish()
    .transform((items) => items ?? []);
const Commit = schemas/* looseObject */._H3({ git_commit_id: schemas/* string */.YjP() }).nullish();
const HistoryService = {
    id: uuid,
    name: schemas/* string */.YjP().nullish(),
    status: schemas/* string */.YjP().nullish(),
};
const DeploymentHistoryEntry = schemas/* looseObject */._H3({
    id: uuid,
    created_at: dateTime,
    status: schemas/* string */.YjP().nullish(),
    applications: list(schemas/* looseObject */._H3({ ...HistoryService, commit: Commit })),
    containers: list(schemas/* looseObject */._H3({ ...HistoryService, tag: schemas/* string */.YjP().nullish() })),
    jobs: list(schemas/* looseObject */._H3({ ...HistoryService, tag: schemas/* string */.YjP().nullish(), commit: Commit })),
});
const DeploymentHistoryPage = schemas/* looseObject */._H3({
    page: schemas/* number */.aig().nullish(),
    page_size: schemas/* number */.aig().nullish(),
    results: list(DeploymentHistoryEntry),
});
/**
 * `GET /environment/{id}/deploymentHistoryV2` (DeploymentHistoryEnvironmentPaginatedResponseListV2):
 * the same deployments, each service inside its stage with its state and its version in `details`
 * (an application's commit, a container's or a job's tag, a git-built job's commit), and what each
 * request was asked to do (DEPLOY, DELETE, STOP, …). Unlike the status, it has no stale window: a
 * request is listed the moment it is made.
 */
const HistoryServiceV2 = schemas/* looseObject */._H3({
    identifier: schemas/* looseObject */._H3({ service_id: schemas/* string */.YjP(), service_type: schemas/* string */.YjP().nullish() }),
    status: schemas/* string */.YjP().nullish(),
    details: schemas/* looseObject */._H3({ commit: Commit, tag: schemas/* string */.YjP().nullish() })
        .nullish()
        .transform((details) => details ?? {}),
});
/** What a deployment request was asked to do; the list stays open to values the OpenAPI adds later. */
const DeploymentHistoryTriggerAction = schemas/* enum */.k5n([
    'DEPLOY',
    'DELETE',
    'RESTART',
    'STOP',
    'DEPLOY_DRY_RUN',
    'TERRAFORM_FORCE_UNLOCK',
    'TERRAFORM_MIGRATE_STATE',
    'DELETE_RESOURCES_ONLY',
    'UNKNOWN',
    'UNINSTALL',
]);
const DeploymentHistoryEntryV2 = schemas/* looseObject */._H3({
    /** The request's execution: what tells one deployment from the next. */
    identifier: schemas/* looseObject */._H3({ execution_id: schemas/* string */.YjP().nullish() }).nullish(),
    status: schemas/* string */.YjP().nullish(),
    trigger_action: common_open(DeploymentHistoryTriggerAction).nullish(),
    stages: list(schemas/* looseObject */._H3({ services: list(HistoryServiceV2) })),
});
const DeploymentHistoryPageV2 = schemas/* looseObject */._H3({
    results: list(DeploymentHistoryEntryV2),
});

;// CONCATENATED MODULE: ./src/platform/schemas/index.ts
/**
 * Every schema the client validates with, in one module: the transport loads it (and with it
 * zod) once a run's first request has left, so validation code never delays that request. Calls
 * name the schema they want (`'Environment'`); the names are checked against this module's
 * exports at compile time.
 *
 * The schemas mirror the resource tables of `spec/platform-api.md` and the upstream shapes of
 * `spec/upstream-notes.md`, and hold what the action sends and reads: only the operations it
 * calls have a schema here (the emulator, the platform's stand-in, keeps its own).
 */














/***/ })

};
