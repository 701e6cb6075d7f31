/**
 * The platform's resources as the emulator stores them and the requests it validates, mirroring
 * the resource tables of `spec/platform-api.md` and the upstream shapes of
 * `spec/upstream-notes.md`. The emulator keeps its own copy, apart from the action's schemas in
 * src/platform: the platform's stand-in must never agree with the action only because both read
 * one invention. What it answers is judged by the strict shapes of test/contract.
 */
import * as z from 'zod';
import { DEPLOYMENT_STATES } from '../../src/platform/states.ts';

const uuid = z.uuid();

const dateTime = z.string();

const Int = z.number().int();

function open<E extends z.ZodEnum>(_known: E): z.ZodType<z.infer<E> | (string & {})> {
  return z.string();
}

const WebhookEventEnum = z.enum(['DEPLOYMENT_STARTED', 'DEPLOYMENT_SUCCEEDED', 'DEPLOYMENT_FAILED']);

export const ProjectCreateRequest = z.strictObject({ name: z.string().min(1), description: z.string().optional() });

export const ApplicationCreateRequest = z.looseObject({
  name: z.string().min(1),
  git_repository: z.looseObject({ url: z.string(), branch: z.string().optional(), root_path: z.string().optional() }).optional(),
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

const GitRepository = z.looseObject({
  provider: z.string().optional(),
  owner: z.string().optional(),
  name: z.string().optional(),
  url: z.string(),
  branch: z.string().nullish(),
  root_path: z.string().nullish(),
  deployed_commit_id: z.string().nullish(),
  deployed_commit_date: dateTime.nullish(),
});

export const ContainerDeployRequest = z.strictObject({ image_tag: z.string().min(1) });

export const ApplicationDeployRequest = z.strictObject({ git_commit_id: z.string().min(1).optional() });

/** A service's variable as the spec's illustrations show it (section 4.2): a key and a value. */
export const ApplicationVariableRequest = z.strictObject({ key: z.string().min(1), value: z.string() });

export const DatabaseCreateRequest = z.looseObject({
  name: z.string().min(1),
  type: z.enum(['POSTGRESQL', 'MYSQL', 'MONGODB', 'REDIS']),
  version: z.string(),
  mode: z.enum(['MANAGED', 'CONTAINER']),
  cpu: Int.optional(),
  memory: Int.optional(),
  storage: Int.optional(),
});

export const WebhookCreateRequest = z.strictObject({
  target_url: z.url(),
  events: z.array(WebhookEventEnum).min(1),
  enabled: z.boolean(),
});

export type ProjectCreateRequest = z.infer<typeof ProjectCreateRequest>;

export type ApplicationCreateRequest = z.infer<typeof ApplicationCreateRequest>;

export type ContainerDeployRequest = z.infer<typeof ContainerDeployRequest>;

export type ApplicationDeployRequest = z.infer<typeof ApplicationDeployRequest>;

export type ApplicationVariableRequest = z.infer<typeof ApplicationVariableRequest>;

export type DatabaseCreateRequest = z.infer<typeof DatabaseCreateRequest>;

export type WebhookCreateRequest = z.infer<typeof WebhookCreateRequest>;

export const ClusterCredentialsRequest = z.strictObject({ name: z.string().min(1) });

export type ClusterCredentialsRequest = z.infer<typeof ClusterCredentialsRequest>;

type DeploymentState = (typeof DEPLOYMENT_STATES)[number] | (string & {});

const DeploymentStateValue: z.ZodType<DeploymentState> = z.string().min(1);

const EnvironmentModeEnum = z.enum(['DEVELOPMENT', 'PREVIEW', 'PRODUCTION', 'STAGING']);

const ServiceTypeEnum = z.enum(['APPLICATION', 'DATABASE', 'CONTAINER', 'JOB', 'HELM', 'TERRAFORM', 'ARGOCD_APP']);

const JobTypeEnum = z.enum(['LIFECYCLE', 'CRON']);

const SecretScopeEnum = z.enum(['APPLICATION', 'BUILT_IN', 'ENVIRONMENT', 'PROJECT', 'CONTAINER', 'JOB', 'HELM', 'TERRAFORM']);

const VariableTypeEnum = z.enum(['VALUE', 'ALIAS', 'OVERRIDE', 'BUILT_IN', 'FILE', 'EXTERNAL_SECRET']);

const SecretServiceTypeEnum = z.enum(['APPLICATION', 'CONTAINER', 'DATABASE', 'JOB', 'HELM', 'TERRAFORM']);

const OriginEnum = z.enum(['API', 'CLI', 'CONSOLE', 'GIT', 'PLATFORM_INTERNAL', 'TERRAFORM_PROVIDER']);

const DeploymentStatusEnum = z.enum(['NEVER_DEPLOYED', 'UP_TO_DATE', 'OUT_OF_DATE']);

const StepStatusEnum = z.enum(['SUCCESS', 'ERROR', 'CANCEL', 'SKIP']);

const IdRef = z.looseObject({ id: uuid });

const ResourceBase = {
  id: uuid,
  created_at: dateTime,
  updated_at: dateTime.nullish(),
};

const ImageSource = z.looseObject({
  image_name: z.string(),
  tag: z.string(),
  registry: z.looseObject({ id: uuid, name: z.string(), url: z.string() }).optional(),
  registry_id: z.string().optional(),
});

const JobSource = z.looseObject({
  image: ImageSource.optional(),
  docker: z.looseObject({ git_repository: GitRepository }).optional(),
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

const AnnotationsGroup = z.looseObject({
  ...ResourceBase,
  name: z.string(),
  annotations: z.array(z.looseObject({ key: z.string(), value: z.string() })),
  scopes: z.array(z.string()),
});

const LabelsGroup = z.looseObject({
  ...ResourceBase,
  name: z.string(),
  labels: z.array(z.looseObject({ key: z.string(), value: z.string(), propagate_to_cloud_provider: z.boolean() })),
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
  source: JobSource,
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

export const ServiceDeployRequest = z.strictObject({
  applications: z.array(z.strictObject({ application_id: uuid, git_commit_id: z.string().min(1).optional() })).optional(),
  containers: z.array(z.strictObject({ id: uuid, image_tag: z.string().min(1).optional() })).optional(),
  jobs: z
    .array(
      z.union([
        z.strictObject({ id: uuid, image_tag: z.string().min(1).optional() }),
        z.strictObject({ id: uuid, git_commit_id: z.string().min(1) }),
      ]),
    )
    .optional(),
  databases: z.array(uuid).optional(),
  helms: z
    .array(
      z.union([
        z.strictObject({ id: uuid, chart_version: z.string().min(1) }),
        z.strictObject({ id: uuid, git_commit_id: z.string().min(1) }),
      ]),
    )
    .optional(),
});

export type ServiceDeployRequest = z.infer<typeof ServiceDeployRequest>;

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

const VariableScopeEnum = z.enum([...SecretScopeEnum.options, 'AGENTIC_WORKFLOW']);

const EnvironmentVariableTypeEnum = z.enum([...VariableTypeEnum.options, 'FILE_EXTERNAL_SECRET']);

/** OpenAPI `EnvironmentVariableRequest`; `EnvironmentVariableEditRequest` has the same members. */
export const EnvironmentVariableRequest = z.strictObject({
  key: z.string().min(1),
  value: z.string().optional(),
  mount_path: z.string().nullable().optional(),
  description: z.string().max(255).nullable().optional(),
  enable_interpolation_in_file: z.boolean().nullable().optional(),
});

export type EnvironmentVariableRequest = z.infer<typeof EnvironmentVariableRequest>;

const VariableRef = z.looseObject({
  id: uuid,
  key: z.string(),
  value: z.string(),
  mount_path: z.string(),
  scope: open(VariableScopeEnum),
  variable_type: open(EnvironmentVariableTypeEnum),
});

/** OpenAPI `EnvironmentVariable`: Base, the request's members, and scope and type. */
export const EnvironmentVariable = z.looseObject({
  ...ResourceBase,
  key: z.string(),
  value: z.string().optional(),
  mount_path: z.string().nullish(),
  description: z.string().max(255).nullish(),
  enable_interpolation_in_file: z.boolean().nullish(),
  scope: open(VariableScopeEnum),
  variable_type: open(EnvironmentVariableTypeEnum),
  overridden_variable: VariableRef.optional(),
  aliased_variable: VariableRef.optional(),
  service_id: uuid.optional(),
  service_name: z.string().optional(),
  service_type: open(SecretServiceTypeEnum).optional(),
  owned_by: z.string().optional(),
});

export type EnvironmentVariable = z.infer<typeof EnvironmentVariable>;

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

const WeekdayEnum = z.enum(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY']);

/** A date-time whose time of day is what counts: `1970-01-01T08:00:00.000Z` is 08:00 in the rule's timezone. */
const timeOfDay = z.iso.datetime({ offset: true });

/** A zone the runtime knows: what the platform takes as a timezone. */
const timezone = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return /^[A-Za-z]/.test(zone);
  } catch {
    return false;
  }
}, 'must be an IANA timezone such as Europe/Paris');

/** OpenAPI `EnvironmentDeploymentRuleEditRequest`: the whole rule, the flags left out being false. */
export const EnvironmentDeploymentRuleEditRequest = z.strictObject({
  on_demand_preview: z.boolean().optional(),
  auto_preview: z.boolean().optional(),
  auto_stop: z.boolean().optional(),
  timezone,
  start_time: timeOfDay,
  stop_time: timeOfDay,
  weekdays: z.array(WeekdayEnum),
});

/** OpenAPI `EnvironmentDeploymentRule`: Base and the rule. */
export interface EnvironmentDeploymentRule {
  id: string;
  created_at: string;
  updated_at: string;
  on_demand_preview: boolean;
  auto_stop: boolean;
  auto_preview: boolean;
  timezone: string;
  start_time: string;
  stop_time: string;
  weekdays: Array<z.infer<typeof WeekdayEnum>>;
}

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

const StageStep = z.looseObject({
  stage_id: uuid.optional(),
  step_name: z.string().optional(),
  status: open(StepStatusEnum).optional(),
  duration_sec: z.number().nullish(),
});

const StageMetric = z.looseObject({
  stage_id: uuid,
  total_duration_sec: z.number().nullish(),
  details: z.array(StageStep),
});

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
