/**
 * The platform's response shapes, strictly: written from `spec/platform-api.md` and
 * `spec/upstream-notes.md`, never from the emulator or the action. A key the platform does not
 * send is refused, a key it marks required must be there. The action's own schemas
 * (src/platform/) stay lenient on purpose; these only judge the emulator.
 */
import * as z from 'zod';
import { DEPLOYMENT_STATES } from '../../src/platform/states.ts';
import { UNKNOWN_STATE } from '../../tools/emulator/faults.ts';

const uuid = z.uuid();
const dateTime = z.iso.datetime({ offset: true });
const int = z.number().int();
const idRef = z.strictObject({ id: uuid });

/** The spec's 29 states, plus the newer one the `unknown-state` fault reports as the live service has. */
const state = z.enum([...DEPLOYMENT_STATES, UNKNOWN_STATE]);
const serviceType = z.enum(['APPLICATION', 'DATABASE', 'CONTAINER', 'JOB', 'HELM', 'TERRAFORM', 'ARGOCD_APP']);
const stepStatus = z.enum(['SUCCESS', 'ERROR', 'CANCEL', 'SKIP']);

export function list<T extends z.ZodType>(item: T) {
  return z.strictObject({
    results: z.array(item),
    pagination: z.strictObject({ page: int, page_size: int, total_count: int, total_pages: int }).optional(),
  });
}

// ---------------------------------------------------------------------------------------------
// Resources of the spec

export const Environment = z.strictObject({
  id: uuid,
  created_at: dateTime,
  updated_at: dateTime.optional(),
  name: z.string(),
  organization: idRef,
  project: idRef,
  cloud_provider: z.strictObject({ provider: z.string(), cluster: z.string() }),
  mode: z.enum(['DEVELOPMENT', 'PREVIEW', 'PRODUCTION', 'STAGING']),
  cluster_id: uuid,
  // Upstream: a string (an id), never null.
  last_updated_by: z.string().optional(),
  cluster_name: z.string().optional(),
});

/** Environment level: no stage name, and only these step names (upstream notes, "Metrics"). */
const StageSteps = z.strictObject({
  stage_id: uuid,
  total_duration_sec: int.nullable(),
  details: z.array(
    z.strictObject({
      stage_id: uuid,
      step_name: z.enum(['TOTAL', 'QUEUEING', 'PROVISION_BUILDER']),
      status: stepStatus,
      duration_sec: int,
    }),
  ),
});

export const EnvironmentStatus = z.strictObject({
  id: uuid,
  state,
  last_deployment_state: state,
  last_deployment_date: dateTime.nullable().optional(),
  last_deployment_id: z.string().nullable().optional(),
  total_deployment_duration_in_seconds: int.nullable().optional(),
  origin: z.enum(['API', 'CLI', 'CONSOLE', 'GIT', 'PLATFORM_INTERNAL', 'TERRAFORM_PROVIDER']).nullable().optional(),
  triggered_by: z.string().nullable().optional(),
  deployment_status: z.enum(['NEVER_DEPLOYED', 'UP_TO_DATE', 'OUT_OF_DATE']).optional(),
  deployment_request_id: uuid.nullable().optional(),
  metrics: z.array(StageSteps).nullable().optional(),
});

/**
 * `GET /environment/deploymentStatus`. No "not found" is documented for an unknown id: the
 * emulator answers 404 or, when configured so, an empty object (upstream notes).
 */
export const DeploymentRequestStatus = z.union([
  z.strictObject({ deployment_request_id: uuid, environment_id: uuid, status: state }),
  z.strictObject({}),
]);

const Probe = z.strictObject({
  type: z.union([
    z.strictObject({ tcp: z.strictObject({ port: int, host: z.string().nullable() }) }),
    z.strictObject({ http: z.strictObject({ path: z.string(), scheme: z.string(), port: int }) }),
    z.strictObject({ exec: z.strictObject({ command: z.array(z.string()) }) }),
    z.strictObject({ grpc: z.strictObject({ service: z.string().nullable(), port: int }) }),
  ]),
  initial_delay_seconds: int,
  period_seconds: int,
  timeout_seconds: int,
  success_threshold: int,
  failure_threshold: int,
});
/** Where a service built from git comes from (upstream notes): `deployed_commit_id` is its version. */
const GitRepository = z.strictObject({
  provider: z.string(),
  owner: z.string(),
  name: z.string(),
  url: z.string(),
  branch: z.string(),
  root_path: z.string(),
  deployed_commit_id: z.string().nullable(),
  deployed_commit_date: dateTime.nullable(),
});

const ImageRegistry = z.strictObject({ id: uuid, name: z.string(), url: z.string() });

const ScheduleEntry = z.strictObject({ arguments: z.array(z.string()), entrypoint: z.string() });

export const Job = z.strictObject({
  id: uuid,
  created_at: dateTime,
  updated_at: dateTime.optional(),
  environment: idRef,
  maximum_cpu: int,
  maximum_memory: int,
  maximum_gpu: int.min(0),
  name: z.string(),
  cpu: int,
  memory: int,
  gpu: int.min(0),
  auto_preview: z.boolean(),
  // A registry image (the spec), or built from git (upstream notes: `source.docker.git_repository`).
  source: z.union([
    z.strictObject({
      image: z.strictObject({ image_name: z.string(), tag: z.string(), registry: ImageRegistry, registry_id: z.string() }),
    }),
    z.strictObject({ docker: z.strictObject({ git_repository: GitRepository }) }),
  ]),
  healthchecks: z.strictObject({ readiness_probe: Probe, liveness_probe: Probe }),
  icon_uri: z.string(),
  service_type: serviceType,
  job_type: z.enum(['LIFECYCLE', 'CRON']),
  // The spec names the three entries; a job type without one leaves it null.
  schedule: z.strictObject({ on_start: ScheduleEntry.nullable(), on_stop: ScheduleEntry.nullable(), on_delete: ScheduleEntry.nullable() }),
  description: z.string().optional(),
  max_nb_restart: int.min(0).optional(),
  max_duration_seconds: int.min(0).optional(),
  port: int.min(1).nullable().optional(),
  auto_deploy: z.boolean().optional(),
  annotations_groups: z
    .array(
      z.strictObject({
        id: uuid,
        created_at: dateTime,
        updated_at: dateTime.nullable(),
        name: z.string(),
        annotations: z.array(z.strictObject({ key: z.string(), value: z.string() })),
        scopes: z.array(z.string()),
      }),
    )
    .optional(),
  labels_groups: z
    .array(
      z.strictObject({
        id: uuid,
        created_at: dateTime,
        updated_at: dateTime.nullable(),
        name: z.string(),
        labels: z.array(z.strictObject({ key: z.string(), value: z.string(), propagate_to_cloud_provider: z.boolean() })),
      }),
    )
    .optional(),
});

const SecretRef = z.strictObject({
  id: uuid,
  key: z.string(),
  mount_path: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  enable_interpolation_in_file: z.boolean().nullable().optional(),
});

/** The clear value is never returned. */
export const Secret = z.strictObject({
  id: uuid,
  created_at: dateTime,
  updated_at: dateTime.optional(),
  key: z.string(),
  mount_path: z.string().nullable().optional(),
  description: z.string().max(255).nullable().optional(),
  enable_interpolation_in_file: z.boolean().nullable().optional(),
  scope: z.enum(['APPLICATION', 'BUILT_IN', 'ENVIRONMENT', 'PROJECT', 'CONTAINER', 'JOB', 'HELM', 'TERRAFORM']),
  variable_type: z.enum(['VALUE', 'ALIAS', 'OVERRIDE', 'BUILT_IN', 'FILE', 'EXTERNAL_SECRET']).optional(),
  overridden_secret: SecretRef.optional(),
  aliased_secret: SecretRef.optional(),
  service_id: uuid.optional(),
  service_name: z.string().optional(),
  service_type: z.enum(['APPLICATION', 'CONTAINER', 'DATABASE', 'JOB', 'HELM', 'TERRAFORM']).optional(),
  owned_by: z.string().optional(),
});

const variableScope = z.enum([
  'APPLICATION',
  'BUILT_IN',
  'ENVIRONMENT',
  'PROJECT',
  'CONTAINER',
  'JOB',
  'HELM',
  'TERRAFORM',
  'AGENTIC_WORKFLOW',
]);
const variableType = z.enum(['VALUE', 'ALIAS', 'OVERRIDE', 'BUILT_IN', 'FILE', 'EXTERNAL_SECRET', 'FILE_EXTERNAL_SECRET']);

/** OpenAPI `EnvironmentVariableOverride` and `EnvironmentVariableAlias`: every member required. */
const VariableRef = z.strictObject({
  id: uuid,
  key: z.string(),
  value: z.string(),
  mount_path: z.string(),
  scope: variableScope,
  variable_type: variableType,
});

/** OpenAPI `EnvironmentVariable`: Base, `EnvironmentVariableRequest`, then scope and type (required). */
export const EnvironmentVariable = z.strictObject({
  id: uuid,
  created_at: dateTime,
  updated_at: dateTime.optional(),
  key: z.string(),
  value: z.string().optional(),
  mount_path: z.string().nullable().optional(),
  description: z.string().max(255).nullable().optional(),
  enable_interpolation_in_file: z.boolean().nullable().optional(),
  scope: variableScope,
  variable_type: variableType,
  overridden_variable: VariableRef.optional(),
  aliased_variable: VariableRef.optional(),
  service_id: uuid.optional(),
  service_name: z.string().optional(),
  service_type: z.enum(['APPLICATION', 'CONTAINER', 'DATABASE', 'JOB', 'HELM', 'TERRAFORM']).optional(),
  owned_by: z.string().optional(),
});

export const Link = z.strictObject({
  service_id: uuid,
  service_type: serviceType,
  url: z.string(),
  internal_port: int,
  external_port: int,
  is_platform_domain: z.boolean(),
  is_default: z.boolean(),
});

// ---------------------------------------------------------------------------------------------
// Stages, per-service status and the service lists (upstream notes)

const stageServiceType = z.enum(['APPLICATION', 'CONTAINER', 'JOB', 'DATABASE', 'HELM', 'TERRAFORM']);

export const DeploymentStage = z.strictObject({
  id: uuid,
  created_at: dateTime,
  updated_at: dateTime,
  environment: idRef,
  name: z.string(),
  description: z.string(),
  deployment_order: int,
  services: z.array(
    z.strictObject({ id: uuid, created_at: dateTime, service_id: uuid, service_type: stageServiceType, is_skipped: z.boolean() }),
  ),
});

export const ServiceStatus = z.strictObject({
  id: uuid,
  state,
  service_deployment_status: z.enum(['NEVER_DEPLOYED', 'OUT_OF_DATE', 'UP_TO_DATE']),
  last_deployment_date: dateTime.nullable(),
  is_part_last_deployment: z.boolean(),
  deployment_request_id: uuid.nullable(),
  deployment_requests_count: int.min(0),
  // Absent for a service that never ran.
  execution_id: z.string().optional(),
  status_details: z.strictObject({
    action: z.enum(['DEPLOY', 'DELETE', 'RESTART', 'STOP', 'UNKNOWN']),
    status: z.enum(['QUEUED', 'ONGOING', 'SUCCESS', 'ERROR', 'EXECUTING', 'CANCELED', 'CANCELING', 'NEVER']),
    sub_action: z.string(),
  }),
  steps: z.strictObject({
    total_duration_sec: int.nullable(),
    total_computing_duration_sec: int.nullable(),
    details: z.array(
      z.strictObject({
        step_name: z.enum([
          'REGISTRY_CREATE_REPOSITORY',
          'GIT_CLONE',
          'BUILD_QUEUEING',
          'BUILD',
          'DEPLOYMENT_QUEUEING',
          'DEPLOYMENT',
          'ROUTER_DEPLOYMENT',
          'MIRROR_IMAGE',
          'EXECUTING',
        ]),
        status: stepStatus,
        duration_sec: int,
      }),
    ),
  }),
});

const stageStatus = z.enum(['QUEUED', 'ONGOING', 'DONE', 'ERROR', 'SKIPPED', 'CANCELED']);

export const StatusesWithStages = z.strictObject({
  environment: EnvironmentStatus,
  pre_check_stage: z.strictObject({ status: stageStatus, total_duration_sec: int.nullable() }),
  stages: z.array(
    z.strictObject({
      stage: z.strictObject({ id: uuid, name: z.string(), description: z.string(), status: stageStatus, steps: StageSteps }),
      applications: z.array(ServiceStatus),
      containers: z.array(ServiceStatus),
      jobs: z.array(ServiceStatus),
      databases: z.array(ServiceStatus),
      helms: z.array(ServiceStatus),
      terraforms: z.array(ServiceStatus),
    }),
  ),
});

/**
 * `GET /environment/{id}/deploymentQueue` item (the OpenAPI's QueuedDeploymentRequestWithStages):
 * a deployment request waiting behind the running one, with its stages and their services.
 */
export const QueuedDeploymentRequest = z.strictObject({
  identifier: z.strictObject({ deployment_request_id: uuid, environment_id: uuid }),
  auditing_data: z.strictObject({
    triggered_by: z.string(),
    origin: z.enum(['API', 'CLI', 'CONSOLE', 'GIT', 'PLATFORM_INTERNAL', 'SKILL', 'TERRAFORM_PROVIDER']).optional(),
  }),
  trigger_action: z.enum([
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
  ]),
  stages: z.array(
    z.strictObject({
      name: z.string(),
      status: stageStatus,
      services: z.array(
        z.strictObject({
          identifier: z.strictObject({ service_id: uuid, service_type: serviceType.or(z.literal('AGENTIC_WORKFLOW')), name: z.string() }),
          status: stageStatus,
          icon_uri: z.string().optional(),
          details: z.strictObject({ job_type: z.enum(['CRON', 'LIFECYCLE']) }).optional(),
        }),
      ),
    }),
  ),
});

/** Generic resource members, the name, and what the notes say of an application's source. */
export const Application = z.strictObject({
  id: uuid,
  created_at: dateTime,
  updated_at: dateTime.optional(),
  name: z.string(),
  environment: idRef,
  // Applications are built from git (upstream notes).
  git_repository: GitRepository,
});

export const Container = z.strictObject({
  id: uuid,
  created_at: dateTime,
  updated_at: dateTime.optional(),
  name: z.string(),
  environment: idRef,
  // Containers run a registry image (upstream notes): `tag` is their version.
  image_name: z.string(),
  tag: z.string(),
  registry: ImageRegistry.optional(),
});
