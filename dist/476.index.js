export const id = 476;
export const ids = [476];
export const modules = {

/***/ 6476:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  AnnotationsGroup: () => (/* reexport */ AnnotationsGroup),
  Application: () => (/* reexport */ Application),
  ApplicationCreateRequest: () => (/* reexport */ ApplicationCreateRequest),
  ApplicationDeployRequest: () => (/* reexport */ ApplicationDeployRequest),
  ApplicationLog: () => (/* reexport */ ApplicationLog),
  ApplicationStatus: () => (/* reexport */ ApplicationStatus),
  AwsStaticClusterCredentials: () => (/* reexport */ AwsStaticClusterCredentials),
  AzureRegion: () => (/* reexport */ AzureRegion),
  CancelDeploymentRequest: () => (/* reexport */ CancelDeploymentRequest),
  ClusterAdvancedSettings: () => (/* reexport */ ClusterAdvancedSettings),
  ClusterCloudProviderInfo: () => (/* reexport */ ClusterCloudProviderInfo),
  ClusterCredentials: () => (/* reexport */ ClusterCredentials),
  ClusterCredentialsRequest: () => (/* reexport */ ClusterCredentialsRequest),
  Container: () => (/* reexport */ Container),
  ContainerDeployRequest: () => (/* reexport */ ContainerDeployRequest),
  Created: () => (/* reexport */ Created),
  DEPLOYMENT_STATES: () => (/* reexport */ states/* DEPLOYMENT_STATES */.jb),
  Database: () => (/* reexport */ Database),
  DatabaseCreateRequest: () => (/* reexport */ DatabaseCreateRequest),
  DatabaseDeployment: () => (/* reexport */ DatabaseDeployment),
  DeploymentLog: () => (/* reexport */ DeploymentLog),
  DeploymentLogEntry: () => (/* reexport */ DeploymentLogEntry),
  DeploymentRequestStatus: () => (/* reexport */ DeploymentRequestStatus),
  DeploymentStage: () => (/* reexport */ DeploymentStage),
  DeploymentStateEnum: () => (/* reexport */ DeploymentStateEnum),
  DeploymentStateValue: () => (/* reexport */ DeploymentStateValue),
  DeploymentStatusEnum: () => (/* reexport */ DeploymentStatusEnum),
  Environment: () => (/* reexport */ Environment),
  EnvironmentCloneRequest: () => (/* reexport */ EnvironmentCloneRequest),
  EnvironmentCreateRequest: () => (/* reexport */ EnvironmentCreateRequest),
  EnvironmentModeEnum: () => (/* reexport */ EnvironmentModeEnum),
  EnvironmentStatus: () => (/* reexport */ EnvironmentStatus),
  EnvironmentVariable: () => (/* reexport */ EnvironmentVariable),
  EnvironmentVariableRequest: () => (/* reexport */ EnvironmentVariableRequest),
  GitBranch: () => (/* reexport */ GitBranch),
  GitRepository: () => (/* reexport */ GitRepository),
  ImageSource: () => (/* reexport */ ImageSource),
  InvoiceLink: () => (/* reexport */ InvoiceLink),
  Job: () => (/* reexport */ Job),
  JobCloneRequest: () => (/* reexport */ JobCloneRequest),
  JobDeployRequest: () => (/* reexport */ JobDeployRequest),
  JobSource: () => (/* reexport */ JobSource),
  JobTypeEnum: () => (/* reexport */ JobTypeEnum),
  JobUpdateRequest: () => (/* reexport */ JobUpdateRequest),
  LabelsGroup: () => (/* reexport */ LabelsGroup),
  Link: () => (/* reexport */ Link),
  Organization: () => (/* reexport */ Organization),
  OrganizationAnswer: () => (/* reexport */ OrganizationAnswer),
  OrganizationPage: () => (/* reexport */ OrganizationPage),
  OriginEnum: () => (/* reexport */ OriginEnum),
  Probe: () => (/* reexport */ Probe),
  ProbeType: () => (/* reexport */ ProbeType),
  Project: () => (/* reexport */ Project),
  ProjectCreateRequest: () => (/* reexport */ ProjectCreateRequest),
  Secret: () => (/* reexport */ Secret),
  SecretRequest: () => (/* reexport */ SecretRequest),
  SecretScopeEnum: () => (/* reexport */ SecretScopeEnum),
  SecretServiceTypeEnum: () => (/* reexport */ SecretServiceTypeEnum),
  ServiceActionStatusEnum: () => (/* reexport */ ServiceActionStatusEnum),
  ServiceDeployRequest: () => (/* reexport */ ServiceDeployRequest),
  ServiceDeployStatus: () => (/* reexport */ ServiceDeployStatus),
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
  Webhook: () => (/* reexport */ Webhook),
  WebhookCreateRequest: () => (/* reexport */ WebhookCreateRequest),
  WebhookEventEnum: () => (/* reexport */ WebhookEventEnum),
  listOf: () => (/* reexport */ listOf),
  uuid: () => (/* reexport */ uuid)
});

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 17 modules
var schemas = __webpack_require__(8816);
;// CONCATENATED MODULE: ./src/platform/common-schemas.ts
/**
 * The building blocks every schema module shares: ids, timestamps, lists, and enumerations
 * that stay open on the response side.
 */

const uuid = schemas/* uuid */.uRe();
const dateTime = schemas/* string */.YjP();
const Int = schemas/* number */.aig().int();
/** Response-side enum: a value the spec lists, or a newer one kept as a string. */
function common_schemas_open(_known) {
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

;// CONCATENATED MODULE: ./src/platform/service-schemas.ts
/**
 * Schemas of the illustrative operations of section 4.2: lenient, holding only the members the
 * illustrations use.
 */


const WebhookEventEnum = schemas/* enum */.k5n(['DEPLOYMENT_STARTED', 'DEPLOYMENT_SUCCEEDED', 'DEPLOYMENT_FAILED']);
const Organization = schemas/* looseObject */._H3({ id: uuid, name: schemas/* string */.YjP(), created_at: dateTime.optional() });
const OrganizationPage = listOf(Organization);
/** The spec shows one organization where a list is expected; the service may answer either. */
const OrganizationAnswer = schemas/* union */.KCZ([OrganizationPage, Organization]);
const Project = schemas/* looseObject */._H3({
    id: uuid,
    name: schemas/* string */.YjP(),
    description: schemas/* string */.YjP().nullish(),
    created_at: dateTime.optional(),
    updated_at: dateTime.nullish(),
});
const ProjectCreateRequest = schemas/* strictObject */.rej({ name: schemas/* string */.YjP().min(1), description: schemas/* string */.YjP().optional() });
const ApplicationCreateRequest = schemas/* looseObject */._H3({
    name: schemas/* string */.YjP().min(1),
    git_repository: schemas/* looseObject */._H3({ url: schemas/* string */.YjP(), branch: schemas/* string */.YjP().optional() }).optional(),
    build_mode: schemas/* enum */.k5n(['DOCKER']).optional(),
    dockerfile_path: schemas/* string */.YjP().optional(),
    cpu: Int.optional(),
    memory: Int.optional(),
    min_running_instances: Int.min(0).optional(),
    max_running_instances: Int.min(0).optional(),
    ports: schemas/* array */.YOg(schemas/* looseObject */._H3({
        internal_port: Int.min(1),
        external_port: Int.min(1).optional(),
        protocol: schemas/* enum */.k5n(['HTTP']).optional(),
        publicly_accessible: schemas/* boolean */.zMY().optional(),
    }))
        .optional(),
});
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
const ContainerDeployRequest = schemas/* strictObject */.rej({ image_tag: schemas/* string */.YjP().min(1) });
/** What a single-service deploy answers: the service's Status (upstream notes). */
const ServiceDeployStatus = schemas/* looseObject */._H3({
    id: uuid,
    state: schemas/* string */.YjP(),
    service_deployment_status: schemas/* string */.YjP().nullish(),
    last_deployment_date: dateTime.nullish(),
    deployment_request_id: uuid.nullish(),
});
const ApplicationDeployRequest = schemas/* strictObject */.rej({ git_commit_id: schemas/* string */.YjP().min(1).optional() });
const ApplicationStatus = schemas/* looseObject */._H3({
    id: uuid,
    state: schemas/* string */.YjP(),
    service_deployment_status: schemas/* string */.YjP().nullish(),
    last_deployment_date: dateTime.nullish(),
});
const EnvironmentVariableRequest = schemas/* strictObject */.rej({ key: schemas/* string */.YjP().min(1), value: schemas/* string */.YjP() });
const EnvironmentVariable = schemas/* looseObject */._H3({ id: uuid, key: schemas/* string */.YjP(), value: schemas/* string */.YjP().nullish() });
const ApplicationLog = schemas/* union */.KCZ([schemas/* array */.YOg(schemas/* unknown */.L5J()), schemas/* looseObject */._H3({ results: schemas/* array */.YOg(schemas/* unknown */.L5J()) })]);
const DatabaseCreateRequest = schemas/* looseObject */._H3({
    name: schemas/* string */.YjP().min(1),
    type: schemas/* enum */.k5n(['POSTGRESQL', 'MYSQL', 'MONGODB', 'REDIS']),
    version: schemas/* string */.YjP(),
    mode: schemas/* enum */.k5n(['MANAGED', 'CONTAINER']),
    cpu: Int.optional(),
    memory: Int.optional(),
    storage: Int.optional(),
});
const Database = schemas/* looseObject */._H3({ id: uuid, name: schemas/* string */.YjP().optional() });
const DatabaseDeployment = schemas/* looseObject */._H3({ id: uuid.optional(), status: schemas/* string */.YjP().optional() });
const WebhookCreateRequest = schemas/* strictObject */.rej({
    target_url: schemas/* url */.OZ5(),
    events: schemas/* array */.YOg(WebhookEventEnum).min(1),
    enabled: schemas/* boolean */.zMY(),
});
const Webhook = schemas/* looseObject */._H3({
    id: uuid,
    target_url: schemas/* string */.YjP(),
    events: schemas/* array */.YOg(schemas/* string */.YjP()),
    enabled: schemas/* boolean */.zMY(),
});
/** What a create of section 4.2 is known to answer: at least the new id. */
const Created = schemas/* looseObject */._H3({ id: uuid });

// EXTERNAL MODULE: ./src/platform/states.ts
var states = __webpack_require__(2029);
;// CONCATENATED MODULE: ./src/platform/cluster-schemas.ts
/** Schemas of clusters, their credentials and settings, and the catalog (section 4.1). */


const ClusterCloudProviderInfo = schemas/* looseObject */._H3({
    credentials: schemas/* looseObject */._H3({ id: uuid, name: schemas/* string */.YjP() }),
    region: schemas/* string */.YjP(),
});
const CredentialsBase = { id: uuid, name: schemas/* string */.YjP() };
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
    cpu_request_m: Int.optional(),
    cpu_limit_m: Int.optional(),
    memory_request_mib: Int.optional(),
    memory_limit_mib: Int.optional(),
});
const DatabaseAccess = {
    deny_any_access: schemas/* boolean */.zMY().optional(),
    allowed_cidrs: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
};
/** Default cluster advanced settings: dotted keys, every one optional. */
const ClusterAdvancedSettings = schemas/* looseObject */._H3({
    'aws.cloudwatch.eks_logs_retention_days': Int.optional(),
    'aws.vpc.enable_s3_flow_logs': schemas/* boolean */.zMY().optional(),
    'aws.vpc.flow_logs_retention_days': Int.optional(),
    'aws.vpc.enable_nat_gateway_secondary_eip': schemas/* boolean */.zMY().optional(),
    'loki.log_retention_in_week': Int.optional(),
    'loki.deployment_mode': schemas/* enum */.k5n(['single_binary', 'simple_scalable']).optional(),
    'loki.single_binary.cpu_request_m': Int.optional(),
    'loki.single_binary.cpu_limit_m': Int.optional(),
    'loki.single_binary.memory_request_mib': Int.optional(),
    'loki.single_binary.memory_limit_mib': Int.optional(),
    'loki.write': LokiResources.optional(),
    'loki.read': LokiResources.optional(),
    'loki.backend': LokiResources.optional(),
    'registry.image_retention_time': Int.optional(),
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
    'pleco.resources_ttl': Int.optional(),
    'registry.mirroring_mode': schemas/* enum */.k5n(['Cluster', 'Service']).optional(),
    'nginx.vcpu.request_in_milli_cpu': Int.optional(),
    'nginx.vcpu.limit_in_milli_cpu': Int.optional(),
    'nginx.memory.request_in_mib': Int.optional(),
    'nginx.memory.limit_in_mib': Int.optional(),
    'nginx.hpa.cpu_utilization_percentage_threshold': Int.optional(),
    'nginx.hpa.min_number_instances': Int.optional(),
    'nginx.hpa.max_number_instances': Int.optional(),
    'envoy.gateway_api.http_request_timeout_seconds': Int.min(0).nullable().optional(),
    'envoy.gateway_api.http_connection_idle_timeout_seconds': Int.min(0).nullable().optional(),
    'envoy.gateway_api.retry.num_retries': Int.min(0).nullable().optional(),
    'envoy.gateway_api.retry.retry_on': schemas/* string */.YjP().nullable().optional(),
    'envoy.gateway_api.retry.http_status_codes': schemas/* string */.YjP().nullable().optional(),
    'envoy.gateway_api.retry.per_try_timeout_seconds': Int.min(1).nullable().optional(),
    'storageclass.fast_ssd': schemas/* string */.YjP().optional(),
    'platform.static_ip_mode': schemas/* boolean */.zMY().optional(),
    'k8s.api.allowed_public_access_cidrs': schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
});

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
const DeploymentStateEnum = schemas/* enum */.k5n(states/* DEPLOYMENT_STATES */.jb);
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
const IdRef = schemas/* looseObject */._H3({ id: uuid });
const ResourceBase = {
    id: uuid,
    created_at: dateTime,
    updated_at: dateTime.nullish(),
};
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
    service_type: common_schemas_open(ServiceTypeEnum),
    job_type: common_schemas_open(JobTypeEnum),
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
const JobCloneRequest = schemas/* strictObject */.rej({ name: schemas/* string */.YjP().min(1), environment_id: uuid });
const JobDeployRequest = schemas/* union */.KCZ([
    schemas/* strictObject */.rej({ image_tag: schemas/* string */.YjP().min(1) }),
    schemas/* strictObject */.rej({ git_commit_id: schemas/* string */.YjP().min(1) }),
]);
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
    helms: schemas/* array */.YOg(schemas/* union */.KCZ([schemas/* strictObject */.rej({ id: uuid, chart_version: schemas/* string */.YjP().min(1) }), schemas/* strictObject */.rej({ id: uuid, git_commit_id: schemas/* string */.YjP().min(1) })]))
        .optional(),
});
// ---------------------------------------------------------------------------------------------
// Secret
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
    scope: common_schemas_open(SecretScopeEnum),
    variable_type: common_schemas_open(VariableTypeEnum).optional(),
    overridden_secret: SecretRef.nullish(),
    aliased_secret: SecretRef.nullish(),
    service_id: uuid.nullish(),
    service_name: schemas/* string */.YjP().nullish(),
    service_type: common_schemas_open(SecretServiceTypeEnum).nullish(),
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
    mode: common_schemas_open(EnvironmentModeEnum),
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
// ---------------------------------------------------------------------------------------------
// Deployment status and metrics
/** One step of a stage (upstream: step_name TOTAL, QUEUEING, PROVISION_BUILDER; status SUCCESS…). */
const StageStep = schemas/* looseObject */._H3({
    stage_id: uuid.optional(),
    step_name: schemas/* string */.YjP().optional(),
    status: common_schemas_open(StepStatusEnum).optional(),
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
    origin: common_schemas_open(OriginEnum).nullish(),
    triggered_by: schemas/* string */.YjP().nullish(),
    deployment_status: common_schemas_open(DeploymentStatusEnum).nullish(),
    deployment_request_id: uuid.nullish(),
    metrics: schemas/* array */.YOg(StageMetric).nullish(),
});
const DeploymentRequestStatus = schemas/* looseObject */._H3({
    deployment_request_id: uuid,
    environment_id: uuid,
    status: DeploymentStateValue,
});
// ---------------------------------------------------------------------------------------------
// Links
const Link = schemas/* looseObject */._H3({
    service_id: uuid,
    service_type: common_schemas_open(ServiceTypeEnum),
    url: schemas/* string */.YjP(),
    internal_port: schemas/* number */.aig().int(),
    external_port: schemas/* number */.aig().int(),
    is_platform_domain: schemas/* boolean */.zMY(),
    is_default: schemas/* boolean */.zMY(),
});
/** Invoice download result: the spec lists the same fields as a link. */
const InvoiceLink = Link;

;// CONCATENATED MODULE: ./src/platform/stage-schemas.ts
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
    services: schemas/* array */.YOg(schemas/* looseObject */._H3({ service_id: uuid, service_type: common_schemas_open(ServiceKindEnum) })).nullish(),
});
/** A service's `Status`: its id, not its name (that comes from the service lists). */
const ServiceStatus = schemas/* looseObject */._H3({
    id: uuid,
    state: schemas/* string */.YjP().nullish(),
    is_part_last_deployment: schemas/* boolean */.zMY().nullish(),
    /** The deployment the service's last log entries belong to (`details.execution_id` of the log). */
    execution_id: schemas/* string */.YjP().nullish(),
    status_details: schemas/* looseObject */._H3({ action: schemas/* string */.YjP().nullish(), status: common_schemas_open(ServiceActionStatusEnum).nullish() }).nullish(),
    steps: schemas/* looseObject */._H3({
        total_duration_sec: schemas/* number */.aig().nullish(),
        total_computing_duration_sec: schemas/* number */.aig().nullish(),
        details: schemas/* array */.YOg(schemas/* looseObject */._H3({ step_name: schemas/* string */.YjP(), status: schemas/* string */.YjP().nullish(), duration_sec: schemas/* number */.aig().nullish() })).nullish(),
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
            status: common_schemas_open(StageStatusEnum).nullish(),
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

;// CONCATENATED MODULE: ./src/platform/shapes.ts
/**
 * Every schema the client validates with, in one module: the transport loads it (and with it
 * zod) once a run's first request has left, so validation code never delays that request. Calls
 * name the schema they want (`'Environment'`); the names are checked against this module's
 * exports at compile time.
 */





/***/ })

};
