/**
 * Schemas of the Platform API resources, mirroring the resource tables of
 * `spec/platform-api.md` plus the upstream shapes of `spec/upstream-notes.md`.
 *
 * Responses are parsed with loose objects: fields the service adds later pass through, and a
 * job read from the service can be written back whole (PUT /job/{id} replaces, it does not patch).
 * Enumerations in responses accept unknown values where the service is known to grow them
 * (deployment states); request schemas use the strict enumerations so a bad value never leaves.
 */
import * as z from 'zod';

export const uuid = z.uuid();
const dateTime = z.string();

// ---------------------------------------------------------------------------------------------
// Enumerations

export const DEPLOYMENT_STATES = [
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
] as const;
export const DeploymentStateEnum = z.enum(DEPLOYMENT_STATES);
export type KnownDeploymentState = z.infer<typeof DeploymentStateEnum>;
/** A state as the service reports it: one of the spec's, or a newer one kept raw. */
export type DeploymentState = KnownDeploymentState | (string & {});
export const DeploymentStateValue: z.ZodType<DeploymentState> = z.string().min(1);

export const EnvironmentModeEnum = z.enum(['DEVELOPMENT', 'PREVIEW', 'PRODUCTION', 'STAGING']);
export type EnvironmentMode = z.infer<typeof EnvironmentModeEnum>;

export const ServiceTypeEnum = z.enum([
  'APPLICATION',
  'DATABASE',
  'CONTAINER',
  'JOB',
  'HELM',
  'TERRAFORM',
  'ARGOCD_APP',
]);
export const JobTypeEnum = z.enum(['LIFECYCLE', 'CRON']);
export const SecretScopeEnum = z.enum([
  'APPLICATION',
  'BUILT_IN',
  'ENVIRONMENT',
  'PROJECT',
  'CONTAINER',
  'JOB',
  'HELM',
  'TERRAFORM',
]);
export const VariableTypeEnum = z.enum(['VALUE', 'ALIAS', 'OVERRIDE', 'BUILT_IN', 'FILE', 'EXTERNAL_SECRET']);
export const SecretServiceTypeEnum = z.enum(['APPLICATION', 'CONTAINER', 'DATABASE', 'JOB', 'HELM', 'TERRAFORM']);
export const OriginEnum = z.enum(['API', 'CLI', 'CONSOLE', 'GIT', 'PLATFORM_INTERNAL', 'TERRAFORM_PROVIDER']);
export const DeploymentStatusEnum = z.enum(['NEVER_DEPLOYED', 'UP_TO_DATE', 'OUT_OF_DATE']);
export const WebhookEventEnum = z.enum(['DEPLOYMENT_STARTED', 'DEPLOYMENT_SUCCEEDED', 'DEPLOYMENT_FAILED']);
export const StepStatusEnum = z.enum(['SUCCESS', 'ERROR', 'CANCEL', 'SKIP']);

/** Response-side enum: a value the spec lists, or a newer one kept as a string. */
function open<E extends z.ZodEnum>(_known: E): z.ZodType<z.infer<E> | (string & {})> {
  return z.string();
}

// ---------------------------------------------------------------------------------------------
// Shared pieces

const IdRef = z.looseObject({ id: uuid });

const ResourceBase = {
  id: uuid,
  created_at: dateTime,
  updated_at: dateTime.nullish(),
};

export function listOf<T extends z.ZodType>(item: T) {
  return z.looseObject({
    results: z.array(item),
    pagination: z
      .looseObject({
        page: z.number().int(),
        page_size: z.number().int(),
        total_count: z.number().int(),
        total_pages: z.number().int(),
      })
      .optional(),
  });
}

// ---------------------------------------------------------------------------------------------
// Job

export const ImageSource = z.looseObject({
  image_name: z.string(),
  tag: z.string(),
  registry: z.looseObject({ id: uuid, name: z.string(), url: z.string() }).optional(),
  registry_id: z.string().optional(),
});

export const ProbeType = z.union([
  z.looseObject({ tcp: z.looseObject({ port: z.number().int(), host: z.string().nullable().optional() }) }),
  z.looseObject({ http: z.looseObject({ path: z.string(), scheme: z.string(), port: z.number().int() }) }),
  z.looseObject({ exec: z.looseObject({ command: z.array(z.string()) }) }),
  z.looseObject({ grpc: z.looseObject({ service: z.string().nullable().optional(), port: z.number().int() }) }),
]);

export const Probe = z.looseObject({
  type: ProbeType,
  initial_delay_seconds: z.number().int(),
  period_seconds: z.number().int(),
  timeout_seconds: z.number().int(),
  success_threshold: z.number().int(),
  failure_threshold: z.number().int(),
});

const ScheduleEntry = z.looseObject({ arguments: z.array(z.string()), entrypoint: z.string() });

export const AnnotationsGroup = z.looseObject({
  ...ResourceBase,
  name: z.string(),
  annotations: z.array(z.looseObject({ key: z.string(), value: z.string() })),
  scopes: z.array(z.string()),
});

export const LabelsGroup = z.looseObject({
  ...ResourceBase,
  name: z.string(),
  labels: z.array(
    z.looseObject({ key: z.string(), value: z.string(), propagate_to_cloud_provider: z.boolean() }),
  ),
});

export const Job = z.looseObject({
  ...ResourceBase,
  environment: IdRef,
  maximum_cpu: z.number().int(),
  maximum_memory: z.number().int(),
  maximum_gpu: z.number().int().min(0),
  name: z.string(),
  cpu: z.number().int(),
  memory: z.number().int(),
  gpu: z.number().int().min(0),
  auto_preview: z.boolean(),
  source: z.looseObject({ image: ImageSource }),
  healthchecks: z.looseObject({ readiness_probe: Probe.nullish(), liveness_probe: Probe.nullish() }),
  icon_uri: z.string(),
  service_type: open(ServiceTypeEnum),
  job_type: open(JobTypeEnum),
  schedule: z.looseObject({
    on_start: ScheduleEntry.nullish(),
    on_stop: ScheduleEntry.nullish(),
    on_delete: ScheduleEntry.nullish(),
  }),
  description: z.string().nullish(),
  max_nb_restart: z.number().int().min(0).nullish(),
  max_duration_seconds: z.number().int().min(0).nullish(),
  port: z.number().int().min(1).nullish(),
  auto_deploy: z.boolean().nullish(),
  annotations_groups: z.array(AnnotationsGroup).nullish(),
  labels_groups: z.array(LabelsGroup).nullish(),
});
export type Job = z.infer<typeof Job>;

/** PUT /job/{id}: the whole job, without the read-only fields. */
export const JobUpdateRequest = Job.omit({ id: true, created_at: true, updated_at: true }).extend({
  service_type: ServiceTypeEnum,
  job_type: JobTypeEnum,
});
export type JobUpdateRequest = z.infer<typeof JobUpdateRequest>;

export const JobCloneRequest = z.strictObject({ name: z.string().min(1), environment_id: uuid });
export type JobCloneRequest = z.infer<typeof JobCloneRequest>;

export const JobDeployRequest = z.union([
  z.strictObject({ image_tag: z.string().min(1) }),
  z.strictObject({ git_commit_id: z.string().min(1) }),
]);
export type JobDeployRequest = z.infer<typeof JobDeployRequest>;

// ---------------------------------------------------------------------------------------------
// Secret

const SecretRef = z.looseObject({
  id: uuid,
  key: z.string(),
  mount_path: z.string().nullish(),
  description: z.string().nullish(),
  enable_interpolation_in_file: z.boolean().nullish(),
});

export const Secret = z.looseObject({
  ...ResourceBase,
  key: z.string(),
  mount_path: z.string().nullish(),
  description: z.string().max(255).nullish(),
  enable_interpolation_in_file: z.boolean().nullish(),
  scope: open(SecretScopeEnum),
  variable_type: open(VariableTypeEnum).optional(),
  overridden_secret: SecretRef.nullish(),
  aliased_secret: SecretRef.nullish(),
  service_id: uuid.nullish(),
  service_name: z.string().nullish(),
  service_type: open(SecretServiceTypeEnum).nullish(),
  owned_by: z.string().nullish(),
});
export type Secret = z.infer<typeof Secret>;

export const SecretRequest = z.strictObject({
  key: z.string().min(1),
  value: z.string().optional(),
  mount_path: z.string().nullable().optional(),
  description: z.string().max(255).nullable().optional(),
  enable_interpolation_in_file: z.boolean().nullable().optional(),
});
export type SecretRequest = z.infer<typeof SecretRequest>;

// ---------------------------------------------------------------------------------------------
// Environment

export const Environment = z.looseObject({
  ...ResourceBase,
  name: z.string(),
  organization: IdRef,
  project: IdRef,
  cloud_provider: z.looseObject({ provider: z.string(), cluster: z.string() }),
  mode: open(EnvironmentModeEnum),
  cluster_id: uuid,
  last_updated_by: uuid.nullish(),
  cluster_name: z.string().nullish(),
});
export type Environment = z.infer<typeof Environment>;

export const EnvironmentCreateRequest = z.strictObject({
  name: z.string().min(1),
  mode: EnvironmentModeEnum.optional(),
  cluster_id: uuid.optional(),
});
export type EnvironmentCreateRequest = z.infer<typeof EnvironmentCreateRequest>;

export const EnvironmentCloneRequest = z.strictObject({
  name: z.string().min(1),
  cluster_id: uuid.optional(),
  mode: EnvironmentModeEnum.optional(),
  apply_deployment_rule: z.boolean().optional(),
  project_id: uuid.optional(),
});
export type EnvironmentCloneRequest = z.infer<typeof EnvironmentCloneRequest>;

export const CancelDeploymentRequest = z.strictObject({ force_cancel: z.boolean().optional() });

// ---------------------------------------------------------------------------------------------
// Deployment status and metrics

/** One step of a stage (upstream: step_name TOTAL, QUEUEING, PROVISION_BUILDER; status SUCCESS…). */
export const StageStep = z.looseObject({
  stage_id: uuid.optional(),
  step_name: z.string().optional(),
  status: open(StepStatusEnum).optional(),
  duration_sec: z.number().nullish(),
});

export const StageMetric = z.looseObject({
  stage_id: uuid,
  total_duration_sec: z.number().nullish(),
  details: z.array(StageStep),
});
export type StageMetric = z.infer<typeof StageMetric>;

export const EnvironmentStatus = z.looseObject({
  id: uuid,
  state: DeploymentStateValue,
  last_deployment_state: DeploymentStateValue,
  last_deployment_date: dateTime.nullish(),
  last_deployment_id: z.string().nullish(),
  total_deployment_duration_in_seconds: z.number().nullish(),
  origin: open(OriginEnum).nullish(),
  triggered_by: z.string().nullish(),
  deployment_status: open(DeploymentStatusEnum).nullish(),
  deployment_request_id: uuid.nullish(),
  metrics: z.array(StageMetric).nullish(),
});
export type EnvironmentStatus = z.infer<typeof EnvironmentStatus>;

export const DeploymentRequestStatus = z.looseObject({
  deployment_request_id: uuid,
  environment_id: uuid,
  status: DeploymentStateValue,
});
export type DeploymentRequestStatus = z.infer<typeof DeploymentRequestStatus>;

// ---------------------------------------------------------------------------------------------
// Links, clusters, organization-level resources

export const Link = z.looseObject({
  service_id: uuid,
  service_type: open(ServiceTypeEnum),
  url: z.string(),
  internal_port: z.number().int(),
  external_port: z.number().int(),
  is_platform_domain: z.boolean(),
  is_default: z.boolean(),
});
export type Link = z.infer<typeof Link>;

/** Invoice download result: the spec lists the same fields as a link. */
export const InvoiceLink = Link;

export const ClusterCloudProviderInfo = z.looseObject({
  credentials: z.looseObject({ id: uuid, name: z.string() }),
  region: z.string(),
});

const CredentialsBase = { id: uuid, name: z.string() };
export const AwsStaticClusterCredentials = z.looseObject({
  ...CredentialsBase,
  access_key_id: z.string(),
  object_type: z.literal('AWS'),
});
/** The other variants: only id and name are shown by the spec. */
const OtherClusterCredentials = z.looseObject({ ...CredentialsBase, object_type: z.string().optional() });
export const ClusterCredentials = z.union([AwsStaticClusterCredentials, OtherClusterCredentials]);
export type ClusterCredentials = z.infer<typeof ClusterCredentials>;
export const ClusterCredentialsRequest = z.strictObject({ name: z.string().min(1) });

export const GitBranch = z.looseObject({ name: z.string() });
export const AzureRegion = z.looseObject({
  name: z.string(),
  country_code: z.string(),
  country: z.string(),
  city: z.string(),
  arm_supported: z.boolean(),
  zones: z.array(z.string()),
});

const Int = z.number().int();
const LokiResources = z.looseObject({
  cpu_request_m: Int.optional(),
  cpu_limit_m: Int.optional(),
  memory_request_mib: Int.optional(),
  memory_limit_mib: Int.optional(),
});
const DatabaseAccess = {
  deny_any_access: z.boolean().optional(),
  allowed_cidrs: z.array(z.string()).optional(),
};

/** Default cluster advanced settings: dotted keys, every one optional. */
export const ClusterAdvancedSettings = z.looseObject({
  'aws.cloudwatch.eks_logs_retention_days': Int.optional(),
  'aws.vpc.enable_s3_flow_logs': z.boolean().optional(),
  'aws.vpc.flow_logs_retention_days': Int.optional(),
  'aws.vpc.enable_nat_gateway_secondary_eip': z.boolean().optional(),
  'loki.log_retention_in_week': Int.optional(),
  'loki.deployment_mode': z.enum(['single_binary', 'simple_scalable']).optional(),
  'loki.single_binary.cpu_request_m': Int.optional(),
  'loki.single_binary.cpu_limit_m': Int.optional(),
  'loki.single_binary.memory_request_mib': Int.optional(),
  'loki.single_binary.memory_limit_mib': Int.optional(),
  'loki.write': LokiResources.optional(),
  'loki.read': LokiResources.optional(),
  'loki.backend': LokiResources.optional(),
  'registry.image_retention_time': Int.optional(),
  'cloud_provider.container_registry.tags': z.record(z.string(), z.string()).optional(),
  'aws.eks.enable_alb_controller': z.boolean().optional(),
  'aws.eks.enable_efs_addon': z.boolean().optional(),
  'aws.eks.efs.throughput_mode': z.enum(['bursting', 'elastic', 'provisioned']).optional(),
  'aws.eks.efs.performance_mode': z.enum(['generalPurpose', 'maxIO']).optional(),
  'aws.eks.efs.transition_to_ia': z
    .enum(['AFTER_1_DAY', 'AFTER_7_DAYS', 'AFTER_14_DAYS', 'AFTER_30_DAYS', 'AFTER_60_DAYS', 'AFTER_90_DAYS', ''])
    .optional(),
  'load_balancer.size': z.string().optional(),
  'database.postgresql': z.looseObject(DatabaseAccess).optional(),
  'database.mysql': z.looseObject(DatabaseAccess).optional(),
  'database.mongodb': z.looseObject(DatabaseAccess).optional(),
  'database.redis': z.looseObject(DatabaseAccess).optional(),
  'aws.iam.admin_group': z.string().optional(),
  'aws.eks.ec2.metadata_imds': z.enum(['optional', 'required']).optional(),
  'aws.eks.ec2.ami': z.string().optional(),
  'pleco.resources_ttl': Int.optional(),
  'registry.mirroring_mode': z.enum(['Cluster', 'Service']).optional(),
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
  'envoy.gateway_api.retry.retry_on': z.string().nullable().optional(),
  'envoy.gateway_api.retry.http_status_codes': z.string().nullable().optional(),
  'envoy.gateway_api.retry.per_try_timeout_seconds': Int.min(1).nullable().optional(),
  'storageclass.fast_ssd': z.string().optional(),
  'platform.static_ip_mode': z.boolean().optional(),
  'k8s.api.allowed_public_access_cidrs': z.array(z.string()).optional(),
});

// ---------------------------------------------------------------------------------------------
// Illustrative resources of section 4.2: lenient, only the members the illustrations use.

export const Organization = z.looseObject({ id: uuid, name: z.string(), created_at: dateTime.optional() });
export const Project = z.looseObject({
  id: uuid,
  name: z.string(),
  description: z.string().nullish(),
  created_at: dateTime.optional(),
  updated_at: dateTime.nullish(),
});
export const ProjectCreateRequest = z.strictObject({ name: z.string().min(1), description: z.string().optional() });

export const ApplicationCreateRequest = z.looseObject({
  name: z.string().min(1),
  git_repository: z.looseObject({ url: z.string(), branch: z.string().optional() }).optional(),
  build_mode: z.enum(['DOCKER']).optional(),
  dockerfile_path: z.string().optional(),
  cpu: Int.optional(),
  memory: Int.optional(),
  min_running_instances: Int.min(0).optional(),
  max_running_instances: Int.min(0).optional(),
  ports: z
    .array(
      z.looseObject({
        internal_port: Int.min(1),
        external_port: Int.min(1).optional(),
        protocol: z.enum(['HTTP']).optional(),
        publicly_accessible: z.boolean().optional(),
      }),
    )
    .optional(),
});
export const Application = z.looseObject({ id: uuid, name: z.string().optional() });
export const ApplicationDeployRequest = z.strictObject({ git_commit_id: z.string().min(1).optional() });
export const ApplicationDeployment = z.looseObject({
  id: uuid,
  status: z.string(),
  application_id: uuid.optional(),
  created_at: dateTime.optional(),
});
export const ApplicationStatus = z.looseObject({
  id: uuid,
  state: z.string(),
  service_deployment_status: z.string().nullish(),
  last_deployment_date: dateTime.nullish(),
});
export const EnvironmentVariableRequest = z.strictObject({ key: z.string().min(1), value: z.string() });
export const EnvironmentVariable = z.looseObject({ id: uuid, key: z.string(), value: z.string().nullish() });
export const ApplicationLog = z.union([z.array(z.unknown()), z.looseObject({ results: z.array(z.unknown()) })]);

export const DatabaseCreateRequest = z.looseObject({
  name: z.string().min(1),
  type: z.enum(['POSTGRESQL', 'MYSQL', 'MONGODB', 'REDIS']),
  version: z.string(),
  mode: z.enum(['MANAGED', 'CONTAINER']),
  cpu: Int.optional(),
  memory: Int.optional(),
  storage: Int.optional(),
});
export const Database = z.looseObject({ id: uuid, name: z.string().optional() });
export const DatabaseDeployment = z.looseObject({ id: uuid.optional(), status: z.string().optional() });

export const WebhookCreateRequest = z.strictObject({
  target_url: z.url(),
  events: z.array(WebhookEventEnum).min(1),
  enabled: z.boolean(),
});
export const Webhook = z.looseObject({
  id: uuid,
  target_url: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
});

/** Error bodies: the spec's `{status, error, message}` or the live service's `{status, detail}`. */
export const ErrorBody = z.looseObject({
  status: z.number().int().optional(),
  error: z.string().optional(),
  message: z.string().optional(),
  detail: z.string().optional(),
});
