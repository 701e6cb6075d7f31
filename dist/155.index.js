export const id = 155;
export const ids = [155];
export const modules = {

/***/ 2155:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  AnnotationsGroup: () => (/* reexport */ AnnotationsGroup),
  Application: () => (/* reexport */ Application),
  CancelDeploymentRequest: () => (/* reexport */ CancelDeploymentRequest),
  Container: () => (/* reexport */ Container),
  DeploymentLog: () => (/* reexport */ DeploymentLog),
  DeploymentLogEntry: () => (/* reexport */ DeploymentLogEntry),
  DeploymentRequestStatus: () => (/* reexport */ DeploymentRequestStatus),
  DeploymentStage: () => (/* reexport */ DeploymentStage),
  DeploymentStateValue: () => (/* reexport */ DeploymentStateValue),
  DeploymentStatusEnum: () => (/* reexport */ DeploymentStatusEnum),
  Environment: () => (/* reexport */ Environment),
  EnvironmentCloneRequest: () => (/* reexport */ EnvironmentCloneRequest),
  EnvironmentCreateRequest: () => (/* reexport */ EnvironmentCreateRequest),
  EnvironmentModeEnum: () => (/* reexport */ EnvironmentModeEnum),
  EnvironmentStatus: () => (/* reexport */ EnvironmentStatus),
  EnvironmentVariable: () => (/* reexport */ EnvironmentVariable),
  EnvironmentVariableEditRequest: () => (/* reexport */ EnvironmentVariableEditRequest),
  EnvironmentVariableRequest: () => (/* reexport */ EnvironmentVariableRequest),
  GitRepository: () => (/* reexport */ GitRepository),
  ImageSource: () => (/* reexport */ ImageSource),
  Job: () => (/* reexport */ Job),
  JobCloneRequest: () => (/* reexport */ JobCloneRequest),
  JobSource: () => (/* reexport */ JobSource),
  JobTypeEnum: () => (/* reexport */ JobTypeEnum),
  LabelsGroup: () => (/* reexport */ LabelsGroup),
  Link: () => (/* reexport */ Link),
  OriginEnum: () => (/* reexport */ OriginEnum),
  Probe: () => (/* reexport */ Probe),
  ProbeType: () => (/* reexport */ ProbeType),
  Secret: () => (/* reexport */ Secret),
  SecretRequest: () => (/* reexport */ SecretRequest),
  SecretScopeEnum: () => (/* reexport */ SecretScopeEnum),
  SecretServiceTypeEnum: () => (/* reexport */ SecretServiceTypeEnum),
  ServiceActionStatusEnum: () => (/* reexport */ ServiceActionStatusEnum),
  ServiceDeployRequest: () => (/* reexport */ ServiceDeployRequest),
  ServiceKindEnum: () => (/* reexport */ ServiceKindEnum),
  ServiceLogLine: () => (/* reexport */ ServiceLogLine),
  ServiceStatus: () => (/* reexport */ ServiceStatus),
  ServiceTypeEnum: () => (/* reexport */ ServiceTypeEnum),
  StageMetric: () => (/* reexport */ StageMetric),
  StageStatusEnum: () => (/* reexport */ StageStatusEnum),
  StageStep: () => (/* reexport */ StageStep),
  StatusesWithStages: () => (/* reexport */ StatusesWithStages),
  StepStatusEnum: () => (/* reexport */ StepStatusEnum),
  VariableTypeEnum: () => (/* reexport */ VariableTypeEnum),
  listOf: () => (/* reexport */ listOf)
});

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 17 modules
var schemas = __webpack_require__(8816);
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
function listOf(item) {
    return schemas/* looseObject */._H3({
        results: schemas/* array */.YOg(item),
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

;// CONCATENATED MODULE: ./src/platform/schemas/services.ts
/**
 * Schemas of an environment's services as the action reads them (jobs, applications,
 * containers), of a job's clone, and of the one request that deploys services at a version.
 *
 * A job is parsed loosely: fields the service adds later pass through.
 */


const ServiceTypeEnum = schemas/* enum */.k5n(['APPLICATION', 'DATABASE', 'CONTAINER', 'JOB', 'HELM', 'TERRAFORM', 'ARGOCD_APP']);
const JobTypeEnum = schemas/* enum */.k5n(['LIFECYCLE', 'CRON']);
/** Where a service built from git comes from; `deployed_commit_id` is its version (upstream notes). */
const GitRepository = schemas/* looseObject */._H3({
    provider: schemas/* string */.YjP().optional(),
    owner: schemas/* string */.YjP().optional(),
    name: schemas/* string */.YjP().optional(),
    url: schemas/* string */.YjP(),
    branch: schemas/* string */.YjP().nullish(),
    root_path: schemas/* string */.YjP().nullish(),
    deployed_commit_id: schemas/* string */.YjP().nullish(),
    deployed_commit_date: dateTime.nullish(),
});
// ---------------------------------------------------------------------------------------------
// Job
const ImageSource = schemas/* looseObject */._H3({
    image_name: schemas/* string */.YjP(),
    tag: schemas/* string */.YjP(),
    registry: schemas/* looseObject */._H3({ id: uuid, name: schemas/* string */.YjP(), url: schemas/* string */.YjP() }).optional(),
    registry_id: schemas/* string */.YjP().optional(),
});
/** A job runs a registry image (`image`) or is built from git (`docker.git_repository`). */
const JobSource = schemas/* looseObject */._H3({
    image: ImageSource.optional(),
    docker: schemas/* looseObject */._H3({ git_repository: GitRepository }).optional(),
});
const ProbeType = schemas/* union */.KCZ([
    schemas/* looseObject */._H3({ tcp: schemas/* looseObject */._H3({ port: schemas/* number */.aig().int(), host: schemas/* string */.YjP().nullable().optional() }) }),
    schemas/* looseObject */._H3({ http: schemas/* looseObject */._H3({ path: schemas/* string */.YjP(), scheme: schemas/* string */.YjP(), port: schemas/* number */.aig().int() }) }),
    schemas/* looseObject */._H3({ exec: schemas/* looseObject */._H3({ command: schemas/* array */.YOg(schemas/* string */.YjP()) }) }),
    schemas/* looseObject */._H3({ grpc: schemas/* looseObject */._H3({ service: schemas/* string */.YjP().nullable().optional(), port: schemas/* number */.aig().int() }) }),
]);
const Probe = schemas/* looseObject */._H3({
    type: ProbeType,
    initial_delay_seconds: schemas/* number */.aig().int(),
    period_seconds: schemas/* number */.aig().int(),
    timeout_seconds: schemas/* number */.aig().int(),
    success_threshold: schemas/* number */.aig().int(),
    failure_threshold: schemas/* number */.aig().int(),
});
const ScheduleEntry = schemas/* looseObject */._H3({ arguments: schemas/* array */.YOg(schemas/* string */.YjP()), entrypoint: schemas/* string */.YjP() });
const AnnotationsGroup = schemas/* looseObject */._H3({
    ...ResourceBase,
    name: schemas/* string */.YjP(),
    annotations: schemas/* array */.YOg(schemas/* looseObject */._H3({ key: schemas/* string */.YjP(), value: schemas/* string */.YjP() })),
    scopes: schemas/* array */.YOg(schemas/* string */.YjP()),
});
const LabelsGroup = schemas/* looseObject */._H3({
    ...ResourceBase,
    name: schemas/* string */.YjP(),
    labels: schemas/* array */.YOg(schemas/* looseObject */._H3({ key: schemas/* string */.YjP(), value: schemas/* string */.YjP(), propagate_to_cloud_provider: schemas/* boolean */.zMY() })),
});
const Job = schemas/* looseObject */._H3({
    ...ResourceBase,
    environment: IdRef,
    maximum_cpu: schemas/* number */.aig().int(),
    maximum_memory: schemas/* number */.aig().int(),
    maximum_gpu: schemas/* number */.aig().int().min(0),
    name: schemas/* string */.YjP(),
    cpu: schemas/* number */.aig().int(),
    memory: schemas/* number */.aig().int(),
    gpu: schemas/* number */.aig().int().min(0),
    auto_preview: schemas/* boolean */.zMY(),
    source: JobSource,
    healthchecks: schemas/* looseObject */._H3({ readiness_probe: Probe.nullish(), liveness_probe: Probe.nullish() }),
    icon_uri: schemas/* string */.YjP(),
    service_type: common_open(ServiceTypeEnum),
    job_type: common_open(JobTypeEnum),
    schedule: schemas/* looseObject */._H3({
        on_start: ScheduleEntry.nullish(),
        on_stop: ScheduleEntry.nullish(),
        on_delete: ScheduleEntry.nullish(),
    }),
    description: schemas/* string */.YjP().nullish(),
    max_nb_restart: schemas/* number */.aig().int().min(0).nullish(),
    max_duration_seconds: schemas/* number */.aig().int().min(0).nullish(),
    port: schemas/* number */.aig().int().min(1).nullish(),
    auto_deploy: schemas/* boolean */.zMY().nullish(),
    annotations_groups: schemas/* array */.YOg(AnnotationsGroup).nullish(),
    labels_groups: schemas/* array */.YOg(LabelsGroup).nullish(),
});
const JobCloneRequest = schemas/* strictObject */.rej({ name: schemas/* string */.YjP().min(1), environment_id: uuid });
// ---------------------------------------------------------------------------------------------
// Application and container
/**
 * An application: built from git, so its version is `git_repository.deployed_commit_id`. The
 * create answer of section 4.2 is known to hold only the id; a read or a list holds the rest.
 */
const Application = schemas/* looseObject */._H3({
    id: uuid,
    name: schemas/* string */.YjP().optional(),
    environment: schemas/* looseObject */._H3({ id: uuid }).optional(),
    git_repository: GitRepository.nullish(),
});
/**
 * A container: runs a registry image, so its version is `tag`. Only the id and name are required:
 * the report reads the list for names alone, and a rollout treats a missing tag as no version.
 */
const Container = schemas/* looseObject */._H3({
    id: uuid,
    name: schemas/* string */.YjP(),
    environment: schemas/* looseObject */._H3({ id: uuid }).optional(),
    image_name: schemas/* string */.YjP().optional(),
    tag: schemas/* string */.YjP().nullish(),
    registry: schemas/* looseObject */._H3({ id: uuid, name: schemas/* string */.YjP(), url: schemas/* string */.YjP() }).nullish(),
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
    cloud_provider: schemas/* looseObject */._H3({ provider: schemas/* string */.YjP(), cluster: schemas/* string */.YjP() }),
    mode: common_open(EnvironmentModeEnum),
    cluster_id: uuid,
    last_updated_by: uuid.nullish(),
    cluster_name: schemas/* string */.YjP().nullish(),
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
const Link = schemas/* looseObject */._H3({
    service_id: uuid,
    service_type: common_open(ServiceTypeEnum),
    url: schemas/* string */.YjP(),
    internal_port: schemas/* number */.aig().int(),
    external_port: schemas/* number */.aig().int(),
    is_platform_domain: schemas/* boolean */.zMY(),
    is_default: schemas/* boolean */.zMY(),
});

;// CONCATENATED MODULE: ./src/platform/schemas/deployment.ts
/**
 * Schemas of where a deployment stands: the environment's status with its stage metrics, and
 * the state of one deployment request.
 *
 * States stay open (see states.ts): the service grows new ones, and a waiter must not fail on
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
const StageMetric = schemas/* looseObject */._H3({
    stage_id: uuid,
    total_duration_sec: schemas/* number */.aig().nullish(),
    details: schemas/* array */.YOg(StageStep),
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
const DeploymentRequestStatus = schemas/* looseObject */._H3({
    deployment_request_id: uuid,
    environment_id: uuid,
    status: DeploymentStateValue,
});

;// CONCATENATED MODULE: ./src/platform/schemas/secret.ts
/**
 * Schemas of an environment's secrets. The request is strict so that a bad value never leaves;
 * the answer is loose, and its enumerations stay open.
 */


const SecretScopeEnum = schemas/* enum */.k5n(['APPLICATION', 'BUILT_IN', 'ENVIRONMENT', 'PROJECT', 'CONTAINER', 'JOB', 'HELM', 'TERRAFORM']);
const VariableTypeEnum = schemas/* enum */.k5n(['VALUE', 'ALIAS', 'OVERRIDE', 'BUILT_IN', 'FILE', 'EXTERNAL_SECRET']);
const SecretServiceTypeEnum = schemas/* enum */.k5n(['APPLICATION', 'CONTAINER', 'DATABASE', 'JOB', 'HELM', 'TERRAFORM']);
const SecretRef = schemas/* looseObject */._H3({
    id: uuid,
    key: schemas/* string */.YjP(),
    mount_path: schemas/* string */.YjP().nullish(),
    description: schemas/* string */.YjP().nullish(),
    enable_interpolation_in_file: schemas/* boolean */.zMY().nullish(),
});
const Secret = schemas/* looseObject */._H3({
    ...ResourceBase,
    key: schemas/* string */.YjP(),
    mount_path: schemas/* string */.YjP().nullish(),
    description: schemas/* string */.YjP().max(255).nullish(),
    enable_interpolation_in_file: schemas/* boolean */.zMY().nullish(),
    scope: common_open(SecretScopeEnum),
    variable_type: common_open(VariableTypeEnum).optional(),
    overridden_secret: SecretRef.nullish(),
    aliased_secret: SecretRef.nullish(),
    service_id: uuid.nullish(),
    service_name: schemas/* string */.YjP().nullish(),
    service_type: common_open(SecretServiceTypeEnum).nullish(),
    owned_by: schemas/* string */.YjP().nullish(),
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
 * edit one, and its key and value, to find the preview's own marker.
 */


const EnvironmentVariable = schemas/* looseObject */._H3({
    id: uuid,
    key: schemas/* string */.YjP(),
    // Optional in the OpenAPI (a file or an external secret may carry none).
    value: schemas/* string */.YjP().nullish(),
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
/** `GET /environment/{id}/deploymentStage` item. */
const DeploymentStage = schemas/* looseObject */._H3({
    id: uuid,
    name: schemas/* string */.YjP(),
    description: schemas/* string */.YjP().nullish(),
    deployment_order: schemas/* number */.aig().nullish(),
    services: schemas/* array */.YOg(schemas/* looseObject */._H3({ service_id: uuid, service_type: common_open(ServiceKindEnum) })).nullish(),
});
/** A service's `Status`: its id, not its name (that comes from the service lists). */
const ServiceStatus = schemas/* looseObject */._H3({
    id: uuid,
    state: schemas/* string */.YjP().nullish(),
    is_part_last_deployment: schemas/* boolean */.zMY().nullish(),
    /** The deployment the service's last log entries belong to (`details.execution_id` of the log). */
    execution_id: schemas/* string */.YjP().nullish(),
    status_details: schemas/* looseObject */._H3({ action: schemas/* string */.YjP().nullish(), status: common_open(ServiceActionStatusEnum).nullish() }).nullish(),
    steps: schemas/* looseObject */._H3({
        total_duration_sec: schemas/* number */.aig().nullish(),
        total_computing_duration_sec: schemas/* number */.aig().nullish(),
        details: schemas/* array */.YOg(schemas/* looseObject */._H3({ step_name: schemas/* string */.YjP(), status: schemas/* string */.YjP().nullish(), duration_sec: schemas/* number */.aig().nullish() }))
            .nullish(),
    })
        .nullish(),
});
const services = schemas/* array */.YOg(ServiceStatus).nullish();
/** `GET /environment/{id}/statusesWithStages`. */
const StatusesWithStages = schemas/* looseObject */._H3({
    environment: EnvironmentStatus.nullish(),
    stages: schemas/* array */.YOg(schemas/* looseObject */._H3({
        stage: schemas/* looseObject */._H3({
            id: uuid,
            name: schemas/* string */.YjP().nullish(),
            status: common_open(StageStatusEnum).nullish(),
            steps: StageMetric.nullish(),
        }),
        applications: services,
        containers: services,
        jobs: services,
        databases: services,
        helms: services,
        terraforms: services,
    })),
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
