export const id = 316;
export const ids = [316];
export const modules = {

/***/ 9171:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ai: () => (/* binding */ Int),
/* harmony export */   KQ: () => (/* binding */ dateTime),
/* harmony export */   c3: () => (/* binding */ listOf),
/* harmony export */   ho: () => (/* binding */ open),
/* harmony export */   uR: () => (/* binding */ uuid)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9691);
/**
 * The building blocks every schema module shares: ids, timestamps, lists, and enumerations
 * that stay open on the response side.
 */

const uuid = zod__WEBPACK_IMPORTED_MODULE_0__/* .uuid */ .uRe();
const dateTime = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP();
const Int = zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int();
/** Response-side enum: a value the spec lists, or a newer one kept as a string. */
function open(_known) {
    return zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP();
}
function listOf(item) {
    return zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
        results: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(item),
        pagination: zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
            page: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
            page_size: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
            total_count: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
            total_pages: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
        })
            .optional(),
    });
}


/***/ }),

/***/ 6316:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A5: () => (/* binding */ isBusy),
/* harmony export */   Ff: () => (/* binding */ invalidResponse),
/* harmony export */   Vk: () => (/* binding */ wasNotSent),
/* harmony export */   X2: () => (/* binding */ isAmbiguous),
/* harmony export */   c4: () => (/* binding */ isNotFound),
/* harmony export */   es: () => (/* binding */ PlatformApiError),
/* harmony export */   p2: () => (/* binding */ httpError),
/* harmony export */   sD: () => (/* binding */ redactorFor),
/* harmony export */   w2: () => (/* binding */ timeoutError),
/* harmony export */   x6: () => (/* binding */ networkError),
/* harmony export */   xk: () => (/* binding */ invalidRequest)
/* harmony export */ });
/* unused harmony export serviceMessageOf */
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6039);
/**
 * The one error type of the Platform API boundary, and the wording of its messages: each
 * message is one line that tells a user what to do, and never carries the token.
 */

class PlatformApiError extends Error {
    method;
    /** The request path without query; never the token. */
    path;
    /** The HTTP status; undefined when no answer came (network error, timeout) or nothing was sent. */
    status;
    kind;
    /** What the service said, from `{status, error, message}`, `{status, detail}` or the raw text. */
    serviceMessage;
    /** For a 429: how long the service asked us to wait. */
    retryAfterMs;
    /** A 5xx, 429, network error or timeout: repeating the request may succeed. */
    retryable;
    /** The system error code of a network error (ECONNREFUSED, ECONNRESET, …). */
    code;
    constructor(init) {
        super(init.message);
        this.name = 'PlatformApiError';
        this.method = init.method;
        this.path = init.path;
        this.status = init.status;
        this.kind = init.kind;
        this.serviceMessage = init.serviceMessage ?? '';
        this.retryAfterMs = init.retryAfterMs;
        this.retryable = init.retryable ?? false;
        this.code = init.code;
    }
}
/** Shorter values cannot be kept out of text without mangling every word that holds them. */
const SHORTEST_REDACTED = 4;
function redactorFor(secrets, shortest = SHORTEST_REDACTED) {
    // A multi-line value may come back a line at a time.
    const hidden = [...new Set(secrets.flatMap((secret) => [secret, ...secret.split('\n').map((line) => line.trim())]))]
        .filter((secret) => secret.length >= shortest)
        .sort((a, b) => b.length - a.length);
    return (text) => hidden.reduce((result, secret) => result.split(secret).join('***'), text);
}
const SERVICE_MESSAGE_LIMIT = 300;
/** The service's own words from an error body; an HTML error page is reduced to its text. */
function serviceMessageOf(raw) {
    let text = raw;
    try {
        const parsed = _schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .ErrorBody */ .Fw.safeParse(JSON.parse(raw));
        if (parsed.success) {
            const { message, detail, error } = parsed.data;
            text = [message, detail].find((part) => part !== undefined && part.trim() !== '') ?? error ?? '';
        }
    }
    catch {
        text = raw.replace(/<[^>]*>/g, ' ');
    }
    const line = text.replace(/\s+/g, ' ').trim();
    return line.length > SERVICE_MESSAGE_LIMIT ? `${line.slice(0, SERVICE_MESSAGE_LIMIT)}…` : line;
}
function advice(failure) {
    const { status } = failure;
    if (status === 400)
        return 'the service rejected the request as invalid; check the values given to the action';
    if (status === 401) {
        return 'the API token is missing or invalid; create a new API token in the console and store it as the secret the action reads';
    }
    if (status === 403) {
        return `the API token lacks the ${failure.scope} scope this operation needs; give the token the ${failure.scope} (or Admin) scope`;
    }
    if (status === 404)
        return `${failure.subject} was not found; check the id and that the token's organization can see it`;
    if (status === 409)
        return 'another operation is in progress on it; wait for it to finish, then try again';
    if (status === 429) {
        const until = failure.limitedUntil === undefined ? 'for a while' : `until ${new Date(failure.limitedUntil).toISOString()}`;
        return `the API token's rate limit is used up ${until}; wait, or spread runs over time`;
    }
    if (status >= 500)
        return 'the service failed; try again later';
    return 'the service refused the request';
}
function httpError(failure) {
    const serviceMessage = failure.redact(serviceMessageOf(failure.body));
    const detail = serviceMessage === '' ? '' : ` (${serviceMessage})`;
    const message = `${failure.method} ${failure.path} answered ${failure.status}: ${advice(failure)}${detail}`;
    return new PlatformApiError({
        method: failure.method,
        path: failure.path,
        kind: 'http',
        status: failure.status,
        message: failure.redact(message),
        serviceMessage,
        retryAfterMs: failure.status === 429 ? failure.retryAfterMs : undefined,
        retryable: failure.status === 429 || failure.status >= 500,
    });
}
/** Network codes raised before any byte of the request left: repeating cannot duplicate anything. */
const UNSENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
function wasNotSent(error) {
    return error.kind === 'network' && error.code !== undefined && UNSENT_CODES.has(error.code);
}
/** 409 "operation in progress": the environment is busy with another operation. */
function isBusy(error) {
    return error instanceof PlatformApiError && error.status === 409;
}
function isNotFound(error) {
    return error instanceof PlatformApiError && error.status === 404;
}
/** The request may or may not have taken effect: a 5xx, or a connection lost after it was made. */
function isAmbiguous(error) {
    if (!(error instanceof PlatformApiError))
        return false;
    if (error.status !== undefined)
        return error.status >= 500;
    return (error.kind === 'network' || error.kind === 'timeout') && !wasNotSent(error);
}
function networkError(method, path, code, redact) {
    const reason = code === undefined ? 'the connection failed' : `the connection failed (${code})`;
    return new PlatformApiError({
        method,
        path,
        kind: 'network',
        code,
        retryable: true,
        message: redact(`${method} ${path} got no answer: ${reason}; check the API URL and the runner's network`),
    });
}
function duration(ms) {
    return ms >= 1000 ? `${ms / 1000}s` : `${ms}ms`;
}
function timeoutError(method, path, timeoutMs, redact) {
    return new PlatformApiError({
        method,
        path,
        kind: 'timeout',
        retryable: true,
        message: redact(`${method} ${path} got no answer within ${duration(timeoutMs)}; the service is slow or unreachable`),
    });
}
function invalidResponse(method, path, status, problem, redact) {
    return new PlatformApiError({
        method,
        path,
        kind: 'invalid-response',
        status,
        message: redact(`${method} ${path} answered ${status} with ${problem}; the service may have changed, report this`),
    });
}
function invalidRequest(method, path, problem, redact) {
    return new PlatformApiError({
        method,
        path,
        kind: 'invalid-request',
        message: redact(`${method} ${path} was not sent: ${problem}`),
    });
}


/***/ }),

/***/ 6039:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  lg: () => (/* reexport */ Application),
  OX: () => (/* reexport */ ApplicationCreateRequest),
  nY: () => (/* reexport */ ApplicationDeployRequest),
  iZ: () => (/* reexport */ ApplicationDeployment),
  f1: () => (/* reexport */ ApplicationLog),
  rA: () => (/* reexport */ ApplicationStatus),
  ch: () => (/* reexport */ AzureRegion),
  bb: () => (/* binding */ CancelDeploymentRequest),
  QG: () => (/* reexport */ ClusterAdvancedSettings),
  Nv: () => (/* reexport */ ClusterCloudProviderInfo),
  pA: () => (/* reexport */ ClusterCredentials),
  wE: () => (/* reexport */ ClusterCredentialsRequest),
  BX: () => (/* reexport */ Created),
  Wm: () => (/* reexport */ Database),
  fp: () => (/* reexport */ DatabaseCreateRequest),
  tx: () => (/* reexport */ DatabaseDeployment),
  Rw: () => (/* binding */ DeploymentRequestStatus),
  oO: () => (/* binding */ DeploymentStateEnum),
  OH: () => (/* binding */ Environment),
  Y9: () => (/* binding */ EnvironmentCloneRequest),
  r0: () => (/* binding */ EnvironmentCreateRequest),
  O_: () => (/* binding */ EnvironmentStatus),
  G$: () => (/* reexport */ EnvironmentVariable),
  tj: () => (/* reexport */ EnvironmentVariableRequest),
  Fw: () => (/* binding */ ErrorBody),
  Zr: () => (/* reexport */ GitBranch),
  qG: () => (/* binding */ InvoiceLink),
  _O: () => (/* binding */ Job),
  o_: () => (/* binding */ JobCloneRequest),
  qO: () => (/* binding */ JobDeployRequest),
  EW: () => (/* binding */ JobUpdateRequest),
  N_: () => (/* binding */ Link),
  yb: () => (/* reexport */ Organization),
  MM: () => (/* reexport */ Project),
  LG: () => (/* reexport */ ProjectCreateRequest),
  zh: () => (/* binding */ Secret),
  yp: () => (/* binding */ SecretRequest),
  FQ: () => (/* binding */ StageMetric),
  KD: () => (/* reexport */ Webhook),
  bc: () => (/* reexport */ WebhookCreateRequest),
  c3: () => (/* reexport */ common_schemas/* listOf */.c3)
});

// UNUSED EXPORTS: AnnotationsGroup, AwsStaticClusterCredentials, DEPLOYMENT_STATES, DeploymentStateValue, DeploymentStatusEnum, EnvironmentModeEnum, ImageSource, JobTypeEnum, LabelsGroup, OriginEnum, Probe, ProbeType, SecretScopeEnum, SecretServiceTypeEnum, ServiceTypeEnum, StageStep, StepStatusEnum, VariableTypeEnum, WebhookEventEnum, uuid

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
// EXTERNAL MODULE: ./src/platform/common-schemas.ts
var common_schemas = __webpack_require__(9171);
;// CONCATENATED MODULE: ./src/platform/cluster-schemas.ts
/** Schemas of clusters, their credentials and settings, and the catalog (section 4.1). */


const ClusterCloudProviderInfo = schemas/* looseObject */._H3({
    credentials: schemas/* looseObject */._H3({ id: common_schemas/* uuid */.uR, name: schemas/* string */.YjP() }),
    region: schemas/* string */.YjP(),
});
const CredentialsBase = { id: common_schemas/* uuid */.uR, name: schemas/* string */.YjP() };
const AwsStaticClusterCredentials = schemas/* looseObject */._H3({
    ...CredentialsBase,
    access_key_id: schemas/* string */.YjP(),
    object_type: schemas/* literal */.euz('AWS'),
});
/** The other variants: only id and name are shown by the spec. */
const OtherClusterCredentials = schemas/* looseObject */._H3({ ...CredentialsBase, object_type: schemas/* string */.YjP().optional() });
const ClusterCredentials = schemas/* union */.KCZ([AwsStaticClusterCredentials, OtherClusterCredentials]);
const ClusterCredentialsRequest = schemas/* strictObject */.rej({ name: schemas/* string */.YjP().min(1) });
const GitBranch = schemas/* looseObject */._H3({ name: schemas/* string */.YjP() });
const AzureRegion = schemas/* looseObject */._H3({
    name: schemas/* string */.YjP(),
    country_code: schemas/* string */.YjP(),
    country: schemas/* string */.YjP(),
    city: schemas/* string */.YjP(),
    arm_supported: schemas/* boolean */.zMY(),
    zones: schemas/* array */.YOg(schemas/* string */.YjP()),
});
const LokiResources = schemas/* looseObject */._H3({
    cpu_request_m: common_schemas/* Int */.Ai.optional(),
    cpu_limit_m: common_schemas/* Int */.Ai.optional(),
    memory_request_mib: common_schemas/* Int */.Ai.optional(),
    memory_limit_mib: common_schemas/* Int */.Ai.optional(),
});
const DatabaseAccess = {
    deny_any_access: schemas/* boolean */.zMY().optional(),
    allowed_cidrs: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
};
/** Default cluster advanced settings: dotted keys, every one optional. */
const ClusterAdvancedSettings = schemas/* looseObject */._H3({
    'aws.cloudwatch.eks_logs_retention_days': common_schemas/* Int */.Ai.optional(),
    'aws.vpc.enable_s3_flow_logs': schemas/* boolean */.zMY().optional(),
    'aws.vpc.flow_logs_retention_days': common_schemas/* Int */.Ai.optional(),
    'aws.vpc.enable_nat_gateway_secondary_eip': schemas/* boolean */.zMY().optional(),
    'loki.log_retention_in_week': common_schemas/* Int */.Ai.optional(),
    'loki.deployment_mode': schemas/* enum */.k5n(['single_binary', 'simple_scalable']).optional(),
    'loki.single_binary.cpu_request_m': common_schemas/* Int */.Ai.optional(),
    'loki.single_binary.cpu_limit_m': common_schemas/* Int */.Ai.optional(),
    'loki.single_binary.memory_request_mib': common_schemas/* Int */.Ai.optional(),
    'loki.single_binary.memory_limit_mib': common_schemas/* Int */.Ai.optional(),
    'loki.write': LokiResources.optional(),
    'loki.read': LokiResources.optional(),
    'loki.backend': LokiResources.optional(),
    'registry.image_retention_time': common_schemas/* Int */.Ai.optional(),
    'cloud_provider.container_registry.tags': schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP()).optional(),
    'aws.eks.enable_alb_controller': schemas/* boolean */.zMY().optional(),
    'aws.eks.enable_efs_addon': schemas/* boolean */.zMY().optional(),
    'aws.eks.efs.throughput_mode': schemas/* enum */.k5n(['bursting', 'elastic', 'provisioned']).optional(),
    'aws.eks.efs.performance_mode': schemas/* enum */.k5n(['generalPurpose', 'maxIO']).optional(),
    'aws.eks.efs.transition_to_ia': schemas/* enum */.k5n(['AFTER_1_DAY', 'AFTER_7_DAYS', 'AFTER_14_DAYS', 'AFTER_30_DAYS', 'AFTER_60_DAYS', 'AFTER_90_DAYS', ''])
        .optional(),
    'load_balancer.size': schemas/* string */.YjP().optional(),
    'database.postgresql': schemas/* looseObject */._H3(DatabaseAccess).optional(),
    'database.mysql': schemas/* looseObject */._H3(DatabaseAccess).optional(),
    'database.mongodb': schemas/* looseObject */._H3(DatabaseAccess).optional(),
    'database.redis': schemas/* looseObject */._H3(DatabaseAccess).optional(),
    'aws.iam.admin_group': schemas/* string */.YjP().optional(),
    'aws.eks.ec2.metadata_imds': schemas/* enum */.k5n(['optional', 'required']).optional(),
    'aws.eks.ec2.ami': schemas/* string */.YjP().optional(),
    'pleco.resources_ttl': common_schemas/* Int */.Ai.optional(),
    'registry.mirroring_mode': schemas/* enum */.k5n(['Cluster', 'Service']).optional(),
    'nginx.vcpu.request_in_milli_cpu': common_schemas/* Int */.Ai.optional(),
    'nginx.vcpu.limit_in_milli_cpu': common_schemas/* Int */.Ai.optional(),
    'nginx.memory.request_in_mib': common_schemas/* Int */.Ai.optional(),
    'nginx.memory.limit_in_mib': common_schemas/* Int */.Ai.optional(),
    'nginx.hpa.cpu_utilization_percentage_threshold': common_schemas/* Int */.Ai.optional(),
    'nginx.hpa.min_number_instances': common_schemas/* Int */.Ai.optional(),
    'nginx.hpa.max_number_instances': common_schemas/* Int */.Ai.optional(),
    'envoy.gateway_api.http_request_timeout_seconds': common_schemas/* Int */.Ai.min(0).nullable().optional(),
    'envoy.gateway_api.http_connection_idle_timeout_seconds': common_schemas/* Int */.Ai.min(0).nullable().optional(),
    'envoy.gateway_api.retry.num_retries': common_schemas/* Int */.Ai.min(0).nullable().optional(),
    'envoy.gateway_api.retry.retry_on': schemas/* string */.YjP().nullable().optional(),
    'envoy.gateway_api.retry.http_status_codes': schemas/* string */.YjP().nullable().optional(),
    'envoy.gateway_api.retry.per_try_timeout_seconds': common_schemas/* Int */.Ai.min(1).nullable().optional(),
    'storageclass.fast_ssd': schemas/* string */.YjP().optional(),
    'platform.static_ip_mode': schemas/* boolean */.zMY().optional(),
    'k8s.api.allowed_public_access_cidrs': schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
});

;// CONCATENATED MODULE: ./src/platform/service-schemas.ts
/**
 * Schemas of the illustrative operations of section 4.2: lenient, holding only the members the
 * illustrations use.
 */


const WebhookEventEnum = schemas/* enum */.k5n(['DEPLOYMENT_STARTED', 'DEPLOYMENT_SUCCEEDED', 'DEPLOYMENT_FAILED']);
const Organization = schemas/* looseObject */._H3({ id: common_schemas/* uuid */.uR, name: schemas/* string */.YjP(), created_at: common_schemas/* dateTime */.KQ.optional() });
const Project = schemas/* looseObject */._H3({
    id: common_schemas/* uuid */.uR,
    name: schemas/* string */.YjP(),
    description: schemas/* string */.YjP().nullish(),
    created_at: common_schemas/* dateTime */.KQ.optional(),
    updated_at: common_schemas/* dateTime */.KQ.nullish(),
});
const ProjectCreateRequest = schemas/* strictObject */.rej({ name: schemas/* string */.YjP().min(1), description: schemas/* string */.YjP().optional() });
const ApplicationCreateRequest = schemas/* looseObject */._H3({
    name: schemas/* string */.YjP().min(1),
    git_repository: schemas/* looseObject */._H3({ url: schemas/* string */.YjP(), branch: schemas/* string */.YjP().optional() }).optional(),
    build_mode: schemas/* enum */.k5n(['DOCKER']).optional(),
    dockerfile_path: schemas/* string */.YjP().optional(),
    cpu: common_schemas/* Int */.Ai.optional(),
    memory: common_schemas/* Int */.Ai.optional(),
    min_running_instances: common_schemas/* Int */.Ai.min(0).optional(),
    max_running_instances: common_schemas/* Int */.Ai.min(0).optional(),
    ports: schemas/* array */.YOg(schemas/* looseObject */._H3({
        internal_port: common_schemas/* Int */.Ai.min(1),
        external_port: common_schemas/* Int */.Ai.min(1).optional(),
        protocol: schemas/* enum */.k5n(['HTTP']).optional(),
        publicly_accessible: schemas/* boolean */.zMY().optional(),
    }))
        .optional(),
});
const Application = schemas/* looseObject */._H3({ id: common_schemas/* uuid */.uR, name: schemas/* string */.YjP().optional() });
const ApplicationDeployRequest = schemas/* strictObject */.rej({ git_commit_id: schemas/* string */.YjP().min(1).optional() });
const ApplicationDeployment = schemas/* looseObject */._H3({
    id: common_schemas/* uuid */.uR,
    status: schemas/* string */.YjP(),
    application_id: common_schemas/* uuid */.uR.optional(),
    created_at: common_schemas/* dateTime */.KQ.optional(),
});
const ApplicationStatus = schemas/* looseObject */._H3({
    id: common_schemas/* uuid */.uR,
    state: schemas/* string */.YjP(),
    service_deployment_status: schemas/* string */.YjP().nullish(),
    last_deployment_date: common_schemas/* dateTime */.KQ.nullish(),
});
const EnvironmentVariableRequest = schemas/* strictObject */.rej({ key: schemas/* string */.YjP().min(1), value: schemas/* string */.YjP() });
const EnvironmentVariable = schemas/* looseObject */._H3({ id: common_schemas/* uuid */.uR, key: schemas/* string */.YjP(), value: schemas/* string */.YjP().nullish() });
const ApplicationLog = schemas/* union */.KCZ([schemas/* array */.YOg(schemas/* unknown */.L5J()), schemas/* looseObject */._H3({ results: schemas/* array */.YOg(schemas/* unknown */.L5J()) })]);
const DatabaseCreateRequest = schemas/* looseObject */._H3({
    name: schemas/* string */.YjP().min(1),
    type: schemas/* enum */.k5n(['POSTGRESQL', 'MYSQL', 'MONGODB', 'REDIS']),
    version: schemas/* string */.YjP(),
    mode: schemas/* enum */.k5n(['MANAGED', 'CONTAINER']),
    cpu: common_schemas/* Int */.Ai.optional(),
    memory: common_schemas/* Int */.Ai.optional(),
    storage: common_schemas/* Int */.Ai.optional(),
});
const Database = schemas/* looseObject */._H3({ id: common_schemas/* uuid */.uR, name: schemas/* string */.YjP().optional() });
const DatabaseDeployment = schemas/* looseObject */._H3({ id: common_schemas/* uuid */.uR.optional(), status: schemas/* string */.YjP().optional() });
const WebhookCreateRequest = schemas/* strictObject */.rej({
    target_url: schemas/* url */.OZ5(),
    events: schemas/* array */.YOg(WebhookEventEnum).min(1),
    enabled: schemas/* boolean */.zMY(),
});
const Webhook = schemas/* looseObject */._H3({
    id: common_schemas/* uuid */.uR,
    target_url: schemas/* string */.YjP(),
    events: schemas/* array */.YOg(schemas/* string */.YjP()),
    enabled: schemas/* boolean */.zMY(),
});
/** What a create of section 4.2 is known to answer: at least the new id. */
const Created = schemas/* looseObject */._H3({ id: common_schemas/* uuid */.uR });

;// CONCATENATED MODULE: ./src/platform/schemas.ts
/**
 * Schemas of the Platform API resources, mirroring the resource tables of
 * `spec/platform-api.md` plus the upstream shapes of `spec/upstream-notes.md`.
 *
 * Responses are parsed with loose objects: fields the service adds later pass through, and a
 * job read from the service can be written back whole (PUT /job/{id} replaces, it does not patch).
 * Enumerations in responses accept unknown values where the service is known to grow them
 * (deployment states); request schemas use the strict enumerations so a bad value never leaves.
 */





// ---------------------------------------------------------------------------------------------
// Enumerations
const DEPLOYMENT_STATES = [
    'BUILDING',
    'BUILD_ERROR',
    'CANCELED',
    'CANCELING',
    'DELETED',
    'DELETE_ERROR',
    'DELETE_QUEUED',
    'DELETING',
    'DEPLOYED',
    'DEPLOYING',
    'DEPLOYMENT_ERROR',
    'DEPLOYMENT_QUEUED',
    'EXECUTING',
    'QUEUED',
    'READY',
    'RECAP',
    'RESTARTED',
    'RESTARTING',
    'RESTART_ERROR',
    'RESTART_QUEUED',
    'STOPPED',
    'STOPPING',
    'STOP_ERROR',
    'STOP_QUEUED',
    'UNAVAILABLE',
    'WAITING_DELETING',
    'WAITING_RESTARTING',
    'WAITING_RUNNING',
    'WAITING_STOPPING',
];
const DeploymentStateEnum = schemas/* enum */.k5n(DEPLOYMENT_STATES);
const DeploymentStateValue = schemas/* string */.YjP().min(1);
const EnvironmentModeEnum = schemas/* enum */.k5n(['DEVELOPMENT', 'PREVIEW', 'PRODUCTION', 'STAGING']);
const ServiceTypeEnum = schemas/* enum */.k5n([
    'APPLICATION',
    'DATABASE',
    'CONTAINER',
    'JOB',
    'HELM',
    'TERRAFORM',
    'ARGOCD_APP',
]);
const JobTypeEnum = schemas/* enum */.k5n(['LIFECYCLE', 'CRON']);
const SecretScopeEnum = schemas/* enum */.k5n([
    'APPLICATION',
    'BUILT_IN',
    'ENVIRONMENT',
    'PROJECT',
    'CONTAINER',
    'JOB',
    'HELM',
    'TERRAFORM',
]);
const VariableTypeEnum = schemas/* enum */.k5n(['VALUE', 'ALIAS', 'OVERRIDE', 'BUILT_IN', 'FILE', 'EXTERNAL_SECRET']);
const SecretServiceTypeEnum = schemas/* enum */.k5n(['APPLICATION', 'CONTAINER', 'DATABASE', 'JOB', 'HELM', 'TERRAFORM']);
const OriginEnum = schemas/* enum */.k5n(['API', 'CLI', 'CONSOLE', 'GIT', 'PLATFORM_INTERNAL', 'TERRAFORM_PROVIDER']);
const DeploymentStatusEnum = schemas/* enum */.k5n(['NEVER_DEPLOYED', 'UP_TO_DATE', 'OUT_OF_DATE']);
const StepStatusEnum = schemas/* enum */.k5n(['SUCCESS', 'ERROR', 'CANCEL', 'SKIP']);
// ---------------------------------------------------------------------------------------------
// Shared pieces
const IdRef = schemas/* looseObject */._H3({ id: common_schemas/* uuid */.uR });
const ResourceBase = {
    id: common_schemas/* uuid */.uR,
    created_at: common_schemas/* dateTime */.KQ,
    updated_at: common_schemas/* dateTime */.KQ.nullish(),
};
// ---------------------------------------------------------------------------------------------
// Job
const ImageSource = schemas/* looseObject */._H3({
    image_name: schemas/* string */.YjP(),
    tag: schemas/* string */.YjP(),
    registry: schemas/* looseObject */._H3({ id: common_schemas/* uuid */.uR, name: schemas/* string */.YjP(), url: schemas/* string */.YjP() }).optional(),
    registry_id: schemas/* string */.YjP().optional(),
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
    source: schemas/* looseObject */._H3({ image: ImageSource }),
    healthchecks: schemas/* looseObject */._H3({ readiness_probe: Probe.nullish(), liveness_probe: Probe.nullish() }),
    icon_uri: schemas/* string */.YjP(),
    service_type: (0,common_schemas/* open */.ho)(ServiceTypeEnum),
    job_type: (0,common_schemas/* open */.ho)(JobTypeEnum),
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
/** PUT /job/{id}: the whole job, without the read-only fields. */
const JobUpdateRequest = Job.omit({ id: true, created_at: true, updated_at: true }).extend({
    service_type: ServiceTypeEnum,
    job_type: JobTypeEnum,
});
const JobCloneRequest = schemas/* strictObject */.rej({ name: schemas/* string */.YjP().min(1), environment_id: common_schemas/* uuid */.uR });
const JobDeployRequest = schemas/* union */.KCZ([
    schemas/* strictObject */.rej({ image_tag: schemas/* string */.YjP().min(1) }),
    schemas/* strictObject */.rej({ git_commit_id: schemas/* string */.YjP().min(1) }),
]);
// ---------------------------------------------------------------------------------------------
// Secret
const SecretRef = schemas/* looseObject */._H3({
    id: common_schemas/* uuid */.uR,
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
    scope: (0,common_schemas/* open */.ho)(SecretScopeEnum),
    variable_type: (0,common_schemas/* open */.ho)(VariableTypeEnum).optional(),
    overridden_secret: SecretRef.nullish(),
    aliased_secret: SecretRef.nullish(),
    service_id: common_schemas/* uuid */.uR.nullish(),
    service_name: schemas/* string */.YjP().nullish(),
    service_type: (0,common_schemas/* open */.ho)(SecretServiceTypeEnum).nullish(),
    owned_by: schemas/* string */.YjP().nullish(),
});
const SecretRequest = schemas/* strictObject */.rej({
    key: schemas/* string */.YjP().min(1),
    value: schemas/* string */.YjP().optional(),
    mount_path: schemas/* string */.YjP().nullable().optional(),
    description: schemas/* string */.YjP().max(255).nullable().optional(),
    enable_interpolation_in_file: schemas/* boolean */.zMY().nullable().optional(),
});
// ---------------------------------------------------------------------------------------------
// Environment
const Environment = schemas/* looseObject */._H3({
    ...ResourceBase,
    name: schemas/* string */.YjP(),
    organization: IdRef,
    project: IdRef,
    cloud_provider: schemas/* looseObject */._H3({ provider: schemas/* string */.YjP(), cluster: schemas/* string */.YjP() }),
    mode: (0,common_schemas/* open */.ho)(EnvironmentModeEnum),
    cluster_id: common_schemas/* uuid */.uR,
    last_updated_by: common_schemas/* uuid */.uR.nullish(),
    cluster_name: schemas/* string */.YjP().nullish(),
});
const EnvironmentCreateRequest = schemas/* strictObject */.rej({
    name: schemas/* string */.YjP().min(1),
    mode: EnvironmentModeEnum.optional(),
    cluster_id: common_schemas/* uuid */.uR.optional(),
});
const EnvironmentCloneRequest = schemas/* strictObject */.rej({
    name: schemas/* string */.YjP().min(1),
    cluster_id: common_schemas/* uuid */.uR.optional(),
    mode: EnvironmentModeEnum.optional(),
    apply_deployment_rule: schemas/* boolean */.zMY().optional(),
    project_id: common_schemas/* uuid */.uR.optional(),
});
const CancelDeploymentRequest = schemas/* strictObject */.rej({ force_cancel: schemas/* boolean */.zMY().optional() });
// ---------------------------------------------------------------------------------------------
// Deployment status and metrics
/** One step of a stage (upstream: step_name TOTAL, QUEUEING, PROVISION_BUILDER; status SUCCESS…). */
const StageStep = schemas/* looseObject */._H3({
    stage_id: common_schemas/* uuid */.uR.optional(),
    step_name: schemas/* string */.YjP().optional(),
    status: (0,common_schemas/* open */.ho)(StepStatusEnum).optional(),
    duration_sec: schemas/* number */.aig().nullish(),
});
const StageMetric = schemas/* looseObject */._H3({
    stage_id: common_schemas/* uuid */.uR,
    total_duration_sec: schemas/* number */.aig().nullish(),
    details: schemas/* array */.YOg(StageStep),
});
const EnvironmentStatus = schemas/* looseObject */._H3({
    id: common_schemas/* uuid */.uR,
    state: DeploymentStateValue,
    last_deployment_state: DeploymentStateValue,
    last_deployment_date: common_schemas/* dateTime */.KQ.nullish(),
    last_deployment_id: schemas/* string */.YjP().nullish(),
    total_deployment_duration_in_seconds: schemas/* number */.aig().nullish(),
    origin: (0,common_schemas/* open */.ho)(OriginEnum).nullish(),
    triggered_by: schemas/* string */.YjP().nullish(),
    deployment_status: (0,common_schemas/* open */.ho)(DeploymentStatusEnum).nullish(),
    deployment_request_id: common_schemas/* uuid */.uR.nullish(),
    metrics: schemas/* array */.YOg(StageMetric).nullish(),
});
const DeploymentRequestStatus = schemas/* looseObject */._H3({
    deployment_request_id: common_schemas/* uuid */.uR,
    environment_id: common_schemas/* uuid */.uR,
    status: DeploymentStateValue,
});
// ---------------------------------------------------------------------------------------------
// Links
const Link = schemas/* looseObject */._H3({
    service_id: common_schemas/* uuid */.uR,
    service_type: (0,common_schemas/* open */.ho)(ServiceTypeEnum),
    url: schemas/* string */.YjP(),
    internal_port: schemas/* number */.aig().int(),
    external_port: schemas/* number */.aig().int(),
    is_platform_domain: schemas/* boolean */.zMY(),
    is_default: schemas/* boolean */.zMY(),
});
/** Invoice download result: the spec lists the same fields as a link. */
const InvoiceLink = Link;
/** Error bodies: the spec's `{status, error, message}` or the live service's `{status, detail}`. */
const ErrorBody = schemas/* looseObject */._H3({
    status: schemas/* number */.aig().int().optional(),
    error: schemas/* string */.YjP().optional(),
    message: schemas/* string */.YjP().optional(),
    detail: schemas/* string */.YjP().optional(),
});


/***/ })

};
