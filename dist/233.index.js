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
  EnvironmentVariableAliasRequest: () => (/* reexport */ EnvironmentVariableAliasRequest),
  EnvironmentVariableEditRequest: () => (/* reexport */ EnvironmentVariableEditRequest),
  EnvironmentVariableOverrideRequest: () => (/* reexport */ EnvironmentVariableOverrideRequest),
  EnvironmentVariableRequest: () => (/* reexport */ EnvironmentVariableRequest),
  GitRepository: () => (/* reexport */ GitRepository),
  Job: () => (/* reexport */ Job),
  JobCloneRequest: () => (/* reexport */ JobCloneRequest),
  JobDeployRequest: () => (/* reexport */ JobDeployRequest),
  JobForceEvent: () => (/* reexport */ JobForceEvent),
  JobSchedule: () => (/* reexport */ JobSchedule),
  JobSource: () => (/* reexport */ JobSource),
  JobTypeEnum: () => (/* reexport */ JobTypeEnum),
  Link: () => (/* reexport */ Link),
  Organization: () => (/* reexport */ Organization),
  OriginEnum: () => (/* reexport */ OriginEnum),
  Project: () => (/* reexport */ Project),
  QueuedDeploymentRequest: () => (/* reexport */ QueuedDeploymentRequest),
  Secret: () => (/* reexport */ Secret),
  SecretEditRequest: () => (/* reexport */ SecretEditRequest),
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

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js
var schemas = __webpack_require__(5156);
;// CONCATENATED MODULE: ./src/platform/schemas/common.ts
/**
 * The building blocks every schema module shares: ids, timestamps, lists, and enumerations
 * that stay open on the response side.
 */

const uuid = schemas.uuid();
const dateTime = schemas.string();
/** Response-side enum: a value the spec lists, or a newer one kept as a string. */
function common_open(_known) {
    return schemas.string();
}
/** A page of a list. The spec marks `results` optional: a page without it holds no item. */
function listOf(item) {
    return schemas.looseObject({
        results: schemas.array(item)
            .nullish()
            .transform((results) => results ?? []),
        pagination: schemas.looseObject({
            page: schemas.number().int(),
            page_size: schemas.number().int(),
            total_count: schemas.number().int(),
            total_pages: schemas.number().int(),
        })
            .optional(),
    });
}
const IdRef = schemas.looseObject({ id: uuid });
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


const EnvironmentModeEnum = schemas["enum"](['DEVELOPMENT', 'PREVIEW', 'PRODUCTION', 'STAGING']);
const Environment = schemas.looseObject({
    ...ResourceBase,
    name: schemas.string(),
    organization: IdRef,
    project: IdRef,
    mode: common_open(EnvironmentModeEnum),
    cluster_id: uuid,
});
const EnvironmentCreateRequest = schemas.strictObject({
    name: schemas.string().min(1),
    mode: EnvironmentModeEnum.optional(),
    cluster_id: uuid.optional(),
});
const EnvironmentCloneRequest = schemas.strictObject({
    name: schemas.string().min(1),
    cluster_id: uuid.optional(),
    mode: EnvironmentModeEnum.optional(),
    apply_deployment_rule: schemas.boolean().optional(),
    project_id: uuid.optional(),
});
const CancelDeploymentRequest = schemas.strictObject({ force_cancel: schemas.boolean().optional() });
/** A public URL of a service; the default one (the domain's root) is shown first. */
const Link = schemas.looseObject({
    // Which service the link reaches: how the `urls` output names it.
    service_id: schemas.string().nullish(),
    url: schemas.string(),
    is_default: schemas.boolean().nullish(),
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


const WeekdayEnum = schemas["enum"](['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY']);
const EnvironmentDeploymentRule = schemas.looseObject({
    id: uuid,
    auto_stop: schemas.boolean().nullish(),
    on_demand_preview: schemas.boolean().nullish(),
    auto_preview: schemas.boolean().nullish(),
    timezone: schemas.string().nullish(),
    start_time: schemas.string().nullish(),
    stop_time: schemas.string().nullish(),
    // Open: a value the action does not know only makes the rule differ from the one it wants.
    weekdays: schemas.array(schemas.string()).nullish(),
});
const EnvironmentDeploymentRuleEditRequest = schemas.strictObject({
    on_demand_preview: schemas.boolean().optional(),
    auto_preview: schemas.boolean().optional(),
    auto_stop: schemas.boolean(),
    timezone: schemas.string().min(1),
    start_time: iso.datetime(),
    stop_time: iso.datetime(),
    weekdays: schemas.array(WeekdayEnum).min(1),
});

;// CONCATENATED MODULE: ./src/platform/schemas/deployment.ts
/**
 * Schemas of where a deployment stands: the environment's status with its stage metrics, and
 * the state of one deployment request.
 *
 * States stay open (see deployment-states.ts): the service grows new ones, and a waiter must not fail on
 * a state it does not know.
 */


const DeploymentStateValue = schemas.string().min(1);
const OriginEnum = schemas["enum"](['API', 'CLI', 'CONSOLE', 'GIT', 'PLATFORM_INTERNAL', 'TERRAFORM_PROVIDER']);
const DeploymentStatusEnum = schemas["enum"](['NEVER_DEPLOYED', 'UP_TO_DATE', 'OUT_OF_DATE']);
const StepStatusEnum = schemas["enum"](['SUCCESS', 'ERROR', 'CANCEL', 'SKIP']);
/** One step of a stage (upstream: step_name TOTAL, QUEUEING, PROVISION_BUILDER; status SUCCESS…). */
const StageStep = schemas.looseObject({
    stage_id: uuid.optional(),
    step_name: schemas.string().optional(),
    status: common_open(StepStatusEnum).optional(),
    duration_sec: schemas.number().nullish(),
});
/** A stage's steps; the spec marks every member optional: no `details` is no step to show. */
const StageMetric = schemas.looseObject({
    stage_id: uuid.nullish(),
    total_duration_sec: schemas.number().nullish(),
    details: schemas.array(StageStep)
        .nullish()
        .transform((details) => details ?? []),
});
const EnvironmentStatus = schemas.looseObject({
    id: uuid,
    state: DeploymentStateValue,
    last_deployment_state: DeploymentStateValue,
    last_deployment_date: dateTime.nullish(),
    last_deployment_id: schemas.string().nullish(),
    total_deployment_duration_in_seconds: schemas.number().nullish(),
    origin: common_open(OriginEnum).nullish(),
    triggered_by: schemas.string().nullish(),
    deployment_status: common_open(DeploymentStatusEnum).nullish(),
    deployment_request_id: uuid.nullish(),
    metrics: schemas.array(StageMetric).nullish(),
});
/** Every member optional in the spec: a missing state is read from the environment instead. */
const DeploymentRequestStatus = schemas.looseObject({
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
const GitRepository = schemas.looseObject({
    deployed_commit_id: schemas.string().nullish(),
    root_path: schemas.string().nullish(),
    url: schemas.string().nullish(),
});
// ---------------------------------------------------------------------------------------------
// Job
/**
 * A job runs a registry image (`image`, versioned by its tag) or is built (`docker`): from git
 * (`git_repository`, versioned by the deployed commit) or from an inline Dockerfile (no
 * repository, so no version the action can give).
 */
const JobSource = schemas.looseObject({
    image: schemas.looseObject({ tag: schemas.string().nullish() }).nullish(),
    docker: schemas.looseObject({ git_repository: GitRepository.nullish() }).nullish(),
});
/** What a lifecycle event of a job runs: its arguments and entrypoint, each optional (the OpenAPI). */
const JobScheduleEntry = schemas.looseObject({
    arguments: schemas.array(schemas.string()).nullish(),
    entrypoint: schemas.string().nullish(),
});
/**
 * When a job runs: a lifecycle job's `on_start` (each deployment of the environment that
 * includes it), `on_stop`, `on_delete`; a cron job's `cronjob`. Every member optional here.
 */
const JobSchedule = schemas.looseObject({
    on_start: JobScheduleEntry.nullish(),
    on_stop: JobScheduleEntry.nullish(),
    on_delete: JobScheduleEntry.nullish(),
    cronjob: JobScheduleEntry.extend({ scheduled_at: schemas.string().nullish(), timezone: schemas.string().nullish() }).nullish(),
    lifecycle_type: schemas.string().nullish(),
});
/** A job is a lifecycle job (run on the environment's events) or a cron job; the list stays open. */
const JobTypeEnum = schemas["enum"](['LIFECYCLE', 'CRON']);
/**
 * A job as the action reads it: its id, its name (matched across environments) and its source;
 * its kind and schedule, and its size (CPU in millicores, memory in MB) when the answer has them.
 */
const Job = schemas.looseObject({
    id: uuid,
    name: schemas.string(),
    source: JobSource.nullish(),
    job_type: common_open(JobTypeEnum).nullish(),
    schedule: JobSchedule.nullish(),
    cpu: schemas.number().nullish(),
    memory: schemas.number().nullish(),
});
const JobCloneRequest = schemas.strictObject({ name: schemas.string().min(1), environment_id: uuid });
/**
 * `POST /job/{id}/deploy`: the version to deploy (an image tag or a commit, never both); with
 * `forceEvent` it may be left out, and the job's event runs at the version it has.
 */
const JobDeployRequest = schemas.union([
    schemas.strictObject({ image_tag: schemas.string().min(1) }),
    schemas.strictObject({ git_commit_id: schemas.string().min(1) }),
    schemas.strictObject({}),
]);
/** The `forceEvent` query of a job's deploy and redeploy: the one event of the one job to run alone. */
const JobForceEvent = schemas["enum"](['START', 'STOP', 'DELETE', 'CRON']);
// ---------------------------------------------------------------------------------------------
// Application and container
/**
 * A service's size as the platform reports it: CPU in millicores (1000 = one vCPU), memory in MB
 * (1024 = 1 GB), and the instances it runs (max -1: no limit). Each optional in the OpenAPI.
 */
const ServiceSize = {
    cpu: schemas.number().nullish(),
    memory: schemas.number().nullish(),
    min_running_instances: schemas.number().nullish(),
    max_running_instances: schemas.number().nullish(),
};
/**
 * An application: built from git, so its version is `git_repository.deployed_commit_id`. Its name
 * is the spec's required one, but a name-less answer is still shown (by its id).
 */
const Application = schemas.looseObject({
    id: uuid,
    name: schemas.string().nullish(),
    git_repository: GitRepository.nullish(),
    ...ServiceSize,
});
/** A container: runs a registry image, so its version is `tag`; a missing tag is no version. */
const Container = schemas.looseObject({
    id: uuid,
    name: schemas.string(),
    tag: schemas.string().nullish(),
    ...ServiceSize,
});
// ---------------------------------------------------------------------------------------------
// Every service of an environment in one list
/** The kinds the action deploys, each read as its own list reads it. */
const DEPLOYED = {
    APPLICATION: Application.extend({ service_type: schemas.literal('APPLICATION') }),
    CONTAINER: Container.extend({ service_type: schemas.literal('CONTAINER') }),
    JOB: Job.extend({ service_type: schemas.literal('JOB') }),
};
/**
 * Any service as listed: its kind, and its id and name when it has them (read for the report).
 * Whatever else it holds passes; one that says no kind is kept too.
 */
const ListedService = schemas.looseObject({
    service_type: schemas.string().nullish(),
    id: schemas.string().nullish(),
    name: schemas.string().nullish(),
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
const ServiceDeployRequest = schemas.strictObject({
    applications: schemas.array(schemas.strictObject({ application_id: uuid, git_commit_id: schemas.string().min(1).optional() })).optional(),
    containers: schemas.array(schemas.strictObject({ id: uuid, image_tag: schemas.string().min(1).optional() })).optional(),
    jobs: schemas.array(schemas.union([
        schemas.strictObject({ id: uuid, image_tag: schemas.string().min(1).optional() }),
        schemas.strictObject({ id: uuid, git_commit_id: schemas.string().min(1) }),
    ]))
        .optional(),
    databases: schemas.array(uuid).optional(),
    helms: schemas.array(schemas.union([
        schemas.strictObject({ id: uuid, chart_version: schemas.string().min(1) }),
        schemas.strictObject({ id: uuid, git_commit_id: schemas.string().min(1) }),
    ]))
        .optional(),
});

;// CONCATENATED MODULE: ./src/platform/schemas/secret.ts
/**
 * Schemas of an environment's secrets. The request is strict so that a bad value never leaves;
 * the answer is loose and holds only what tells whether a secret is still the one the action set:
 * its id, key and scope, the description the action wrote, and when it was made and last changed.
 * The platform never returns a value.
 */

const Secret = schemas.looseObject({
    /** Required in the OpenAPI, as `created_at` is; read loosely all the same, and a secret without them is sent again. */
    id: schemas.string().nullish(),
    key: schemas.string().nullish(),
    /** ENVIRONMENT, or a scope above it (PROJECT, BUILT_IN) whose secrets the environment's list shows too. */
    scope: schemas.string().nullish(),
    description: schemas.string().nullish(),
    created_at: schemas.string().nullish(),
    updated_at: schemas.string().nullish(),
});
const SecretRequest = schemas.strictObject({
    key: schemas.string().min(1),
    value: schemas.string().optional(),
    mount_path: schemas.string().nullable().optional(),
    description: schemas.string().max(255).nullable().optional(),
    enable_interpolation_in_file: schemas.boolean().nullable().optional(),
});
/** An edit of a secret: the action sends only its key and description (the value stays). */
const SecretEditRequest = schemas.strictObject({
    key: schemas.string().min(1),
    value: schemas.string().optional(),
    description: schemas.string().max(255).nullable().optional(),
    enable_interpolation_in_file: schemas.boolean().nullable().optional(),
});

;// CONCATENATED MODULE: ./src/platform/schemas/variables.ts
/**
 * Schemas of an environment's variables (OpenAPI `EnvironmentVariableRequest`,
 * `EnvironmentVariableEditRequest`, `EnvironmentVariable`, and the override's and alias's requests
 * `Value` and `Key`). The requests are strict so that a bad value never leaves; the answer is
 * loose and holds only what the action reads: the id, to edit, override, alias or delete one, its
 * key and value, to find the preview's own marker, its scope, to name it, and what says which
 * service a built-in variable is of and which variable an override or an alias stands for.
 */


/**
 * The variable an override or an alias stands for (OpenAPI `EnvironmentVariableOverride`,
 * `EnvironmentVariableAlias`): its id and key are what is read.
 */
const VariableReference = schemas.looseObject({
    id: uuid,
    key: schemas.string(),
    value: schemas.string().nullish(),
    scope: schemas.string().nullish(),
    variable_type: schemas.string().nullish(),
});
const EnvironmentVariable = schemas.looseObject({
    id: uuid,
    key: schemas.string(),
    // Optional in the OpenAPI (a file or an external secret may carry none).
    value: schemas.string().nullish(),
    /** ENVIRONMENT, or a scope above it (PROJECT, BUILT_IN) whose variables the environment's list shows too. */
    scope: schemas.string().nullish(),
    /** VALUE, ALIAS, OVERRIDE, BUILT_IN, FILE… (required in the OpenAPI; read as an open string, as `scope` is). */
    variable_type: schemas.string().nullish(),
    /** An override's: the variable of a higher scope whose value it replaces here. */
    overridden_variable: VariableReference.nullish(),
    /** An alias's: the variable whose value it carries under another key. */
    aliased_variable: VariableReference.nullish(),
    /** A built-in variable's: the service it is of (its host, say). */
    service_id: uuid.nullish(),
    service_name: schemas.string().nullish(),
    /** APPLICATION, CONTAINER, DATABASE, JOB, HELM, TERRAFORM (OpenAPI `LinkedServiceTypeEnum`), open. */
    service_type: schemas.string().nullish(),
    /** Free text: a preview's wiring to its baseline says there which service an override stands for. */
    description: schemas.string().nullish(),
});
/**
 * One item of `GET /variable` (OpenAPI `VariableResponse`): read for its key, whether it is a
 * secret, its scope, and (the seed guard's) a plain variable's value and what kind it is; a
 * secret's value is null there and never read.
 */
const Variable = schemas.looseObject({
    key: schemas.string(),
    is_secret: schemas.boolean().nullish(),
    scope: schemas.string().nullish(),
    value: schemas.string().nullish(),
    variable_type: schemas.string().nullish(),
    aliased_variable: VariableReference.nullish(),
});
const VariableFields = {
    key: schemas.string().min(1),
    value: schemas.string().optional(),
    description: schemas.string().max(255).nullable().optional(),
};
/** A POST on a key the environment has replaces that variable. */
const EnvironmentVariableRequest = schemas.strictObject(VariableFields);
const EnvironmentVariableEditRequest = schemas.strictObject(VariableFields);
/**
 * An override at the environment's level of a variable of a higher scope (a built-in one, say):
 * OpenAPI `Value`. The OpenAPI requires no member; the action always sends the value, the point.
 */
const EnvironmentVariableOverrideRequest = schemas.strictObject({
    value: schemas.string(),
    description: schemas.string().max(255).nullable().optional(),
    enable_interpolation_in_file: schemas.boolean().nullable().optional(),
});
/** An alias at the environment's level of a variable of a higher scope, under `key`: OpenAPI `Key`. */
const EnvironmentVariableAliasRequest = schemas.strictObject({
    key: schemas.string().min(1),
    description: schemas.string().max(255).nullable().optional(),
    enable_interpolation_in_file: schemas.boolean().nullable().optional(),
});

;// CONCATENATED MODULE: ./src/platform/schemas/stages.ts
/**
 * Schemas of the reads that name stages and time each service (upstream notes, "Stages,
 * per-service status and timings"): lenient like every response schema here. Only what the
 * report uses is required; newer fields, states and step names pass through.
 */



const ServiceKindEnum = schemas["enum"](['APPLICATION', 'CONTAINER', 'JOB', 'DATABASE', 'HELM', 'TERRAFORM']);
const StageStatusEnum = schemas["enum"](['QUEUED', 'ONGOING', 'DONE', 'ERROR', 'SKIPPED', 'CANCELED']);
const ServiceActionStatusEnum = schemas["enum"](['QUEUED', 'ONGOING', 'SUCCESS', 'ERROR', 'EXECUTING', 'CANCELED', 'CANCELING', 'NEVER']);
/**
 * `GET /environment/{id}/deploymentStage` item, and `GET /deploymentStage/{id}`. A stage without a
 * name is named by its order; a service entry without its id is skipped; `is_skipped`: left out of
 * the environment's deployments while kept in the stage.
 */
const DeploymentStage = schemas.looseObject({
    id: uuid,
    name: schemas.string().nullish(),
    description: schemas.string().nullish(),
    deployment_order: schemas.number().nullish(),
    services: schemas.array(schemas.looseObject({ service_id: uuid.nullish(), service_type: common_open(ServiceKindEnum).nullish(), is_skipped: schemas.boolean().nullish() }))
        .nullish(),
});
/** A service's `Status`: its id, not its name (that comes from the service lists). */
const ServiceStatus = schemas.looseObject({
    id: uuid,
    state: schemas.string().nullish(),
    /** NEVER_DEPLOYED, UP_TO_DATE, OUT_OF_DATE: whether the service ever deployed in this environment. */
    service_deployment_status: schemas.string().nullish(),
    is_part_last_deployment: schemas.boolean().nullish(),
    /** The request the service's figures belong to: another request's are not this deployment's. */
    deployment_request_id: uuid.nullish(),
    /** The deployment the service's last log entries belong to (`details.execution_id` of the log). */
    execution_id: schemas.string().nullish(),
    status_details: schemas.looseObject({ action: schemas.string().nullish(), status: common_open(ServiceActionStatusEnum).nullish() }).nullish(),
    steps: schemas.looseObject({
        total_duration_sec: schemas.number().nullish(),
        total_computing_duration_sec: schemas.number().nullish(),
        details: schemas.array(schemas.looseObject({ step_name: schemas.string().nullish(), status: schemas.string().nullish(), duration_sec: schemas.number().nullish() }))
            .nullish(),
    })
        .nullish(),
});
const services = schemas.array(ServiceStatus).nullish();
/** `GET /environment/{id}/statusesWithStages`. */
const StatusesWithStages = schemas.looseObject({
    environment: EnvironmentStatus.nullish(),
    // The spec marks every member optional: no stages is nothing to show, a stage entry without
    // its stage is shown by its services alone.
    stages: schemas.array(schemas.looseObject({
        stage: schemas.looseObject({
            id: uuid.nullish(),
            name: schemas.string().nullish(),
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
const DeploymentLogEntry = schemas.looseObject({
    type: schemas.string().nullish(),
    timestamp: schemas.string().nullish(),
    details: schemas.looseObject({
        execution_id: schemas.string().nullish(),
        transmitter: schemas.looseObject({ id: schemas.string().nullish(), name: schemas.string().nullish(), type: schemas.string().nullish() }).nullish(),
        stage: schemas.looseObject({ step: schemas.string().nullish(), name: schemas.string().nullish() }).nullish(),
    })
        .nullish(),
    error: schemas.looseObject({
        tag: schemas.string().nullish(),
        user_log_message: schemas.string().nullish(),
        link: schemas.string().nullish(),
        hint_message: schemas.string().nullish(),
        underlying_error: schemas.looseObject({ message: schemas.string().nullish() }).nullish(),
    })
        .nullish(),
    message: schemas.looseObject({ safe_message: schemas.string().nullish() }).nullish(),
});
/** The whole answer: a bare array, not a `{results}` list. */
const DeploymentLog = schemas.array(DeploymentLogEntry);
/** One line of `GET /application/{id}/log` or `/container/{id}/log`. */
const ServiceLogLine = schemas.looseObject({ created_at: schemas.string().nullish(), message: schemas.string().nullish() });

;// CONCATENATED MODULE: ./src/platform/schemas/queue.ts
/**
 * The environment's deployment queue (`GET /environment/{id}/deploymentQueue`): the requests
 * waiting behind the running one. The action reads only which request each item is and whether
 * its stages have started.
 */



const QueuedDeploymentRequest = schemas.looseObject({
    identifier: schemas.looseObject({ deployment_request_id: uuid }),
    stages: schemas.array(schemas.looseObject({ status: common_open(StageStatusEnum).nullish() })).nullish(),
});

;// CONCATENATED MODULE: ./src/platform/schemas/organization.ts
/**
 * Organizations and projects, read only to resolve an environment named by its path of names:
 * of each, only the id and the name.
 */


const Organization = schemas.looseObject({ id: uuid, name: schemas.string() });
const Project = schemas.looseObject({ id: uuid, name: schemas.string() });

;// CONCATENATED MODULE: ./src/platform/schemas/history.ts
/**
 * `GET /environment/{id}/deploymentHistory` (DeploymentHistoryEnvironmentPaginatedResponseList):
 * the environment's deployments, newest first, each with its services at the version each was
 * deployed at and the state it ended in. Only what a rollback reads; every member the OpenAPI
 * leaves optional may be absent, and a commit may be null.
 */


const list = (item) => schemas.array(item)
    .nullish()
    .transform((items) => items ?? []);
const Commit = schemas.looseObject({ git_commit_id: schemas.string() }).nullish();
const HistoryService = {
    id: uuid,
    name: schemas.string().nullish(),
    status: schemas.string().nullish(),
};
const DeploymentHistoryEntry = schemas.looseObject({
    id: uuid,
    /** When the request was made; `updated_at` when it last changed (its end, once it ended). */
    created_at: dateTime,
    updated_at: dateTime.nullish(),
    status: schemas.string().nullish(),
    applications: list(schemas.looseObject({ ...HistoryService, commit: Commit })),
    containers: list(schemas.looseObject({ ...HistoryService, tag: schemas.string().nullish() })),
    jobs: list(schemas.looseObject({ ...HistoryService, tag: schemas.string().nullish(), commit: Commit })),
});
const DeploymentHistoryPage = schemas.looseObject({
    page: schemas.number().nullish(),
    page_size: schemas.number().nullish(),
    results: list(DeploymentHistoryEntry),
});
/** Who asked, and when: `created_at` the start, `updated_at` the last change (the end, once it ended). */
const AuditingData = schemas.looseObject({ created_at: dateTime.nullish(), updated_at: dateTime.nullish(), triggered_by: schemas.string().nullish() })
    .nullish();
const HistoryServiceV2 = schemas.looseObject({
    identifier: schemas.looseObject({ service_id: schemas.string(), service_type: schemas.string().nullish(), name: schemas.string().nullish() }),
    status: schemas.string().nullish(),
    auditing_data: AuditingData,
    /** ISO 8601 (`PT42S`). */
    total_duration: schemas.string().nullish(),
    details: schemas.looseObject({ commit: Commit, tag: schemas.string().nullish(), job_type: schemas.string().nullish() })
        .nullish()
        .transform((details) => details ?? {}),
});
/** What a deployment request was asked to do; the list stays open to values the OpenAPI adds later. */
const DeploymentHistoryTriggerAction = schemas["enum"]([
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
/**
 * `GET /environment/{id}/deploymentHistoryV2` (DeploymentHistoryEnvironmentPaginatedResponseListV2):
 * the same deployments, each service inside its stage with its state and its version in `details`
 * (an application's commit, a container's or a job's tag, a git-built job's commit), and what each
 * request was asked to do (DEPLOY, DELETE, STOP, …). Unlike the status, it has no stale window: a
 * request is listed the moment it is made.
 */
const DeploymentHistoryEntryV2 = schemas.looseObject({
    /** The request's execution: what tells one deployment from the next. */
    identifier: schemas.looseObject({ execution_id: schemas.string().nullish() }).nullish(),
    status: schemas.string().nullish(),
    trigger_action: common_open(DeploymentHistoryTriggerAction).nullish(),
    auditing_data: AuditingData,
    /** ISO 8601 (`PT42S`). */
    total_duration: schemas.string().nullish(),
    stages: list(schemas.looseObject({ name: schemas.string().nullish(), services: list(HistoryServiceV2) })),
});
const DeploymentHistoryPageV2 = schemas.looseObject({
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
