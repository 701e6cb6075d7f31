/**
 * Schemas of an environment's services as the action reads them (jobs, applications,
 * containers), of a job's clone, and of the one request that deploys services at a version.
 *
 * A job is parsed loosely: fields the service adds later pass through.
 */
import * as z from 'zod';
import { dateTime, IdRef, open, ResourceBase, uuid } from './common.ts';

export const ServiceTypeEnum = z.enum(['APPLICATION', 'DATABASE', 'CONTAINER', 'JOB', 'HELM', 'TERRAFORM', 'ARGOCD_APP']);
export const JobTypeEnum = z.enum(['LIFECYCLE', 'CRON']);

/** Where a service built from git comes from; `deployed_commit_id` is its version (upstream notes). */
export const GitRepository = z.looseObject({
  provider: z.string().optional(),
  owner: z.string().optional(),
  name: z.string().optional(),
  url: z.string(),
  branch: z.string().nullish(),
  root_path: z.string().nullish(),
  deployed_commit_id: z.string().nullish(),
  deployed_commit_date: dateTime.nullish(),
});
export type GitRepository = z.infer<typeof GitRepository>;

// ---------------------------------------------------------------------------------------------
// Job

export const ImageSource = z.looseObject({
  image_name: z.string(),
  tag: z.string(),
  registry: z.looseObject({ id: uuid, name: z.string(), url: z.string() }).optional(),
  registry_id: z.string().optional(),
});

/** A job runs a registry image (`image`) or is built from git (`docker.git_repository`). */
export const JobSource = z.looseObject({
  image: ImageSource.optional(),
  docker: z.looseObject({ git_repository: GitRepository }).optional(),
});
export type JobSource = z.infer<typeof JobSource>;

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

export const JobCloneRequest = z.strictObject({ name: z.string().min(1), environment_id: uuid });
export type JobCloneRequest = z.infer<typeof JobCloneRequest>;

// ---------------------------------------------------------------------------------------------
// Application and container

/**
 * An application: built from git, so its version is `git_repository.deployed_commit_id`. The
 * create answer of section 4.2 is known to hold only the id; a read or a list holds the rest.
 */
export const Application = z.looseObject({
  id: uuid,
  name: z.string().optional(),
  environment: z.looseObject({ id: uuid }).optional(),
  git_repository: GitRepository.nullish(),
});
export type Application = z.infer<typeof Application>;

/**
 * A container: runs a registry image, so its version is `tag`. Only the id and name are required:
 * the report reads the list for names alone, and a rollout treats a missing tag as no version.
 */
export const Container = z.looseObject({
  id: uuid,
  name: z.string(),
  environment: z.looseObject({ id: uuid }).optional(),
  image_name: z.string().optional(),
  tag: z.string().nullish(),
  registry: z.looseObject({ id: uuid, name: z.string(), url: z.string() }).nullish(),
});
export type Container = z.infer<typeof Container>;

// ---------------------------------------------------------------------------------------------
// Deploying services at a version

/**
 * `POST /environment/{id}/service/deploy`: the selected services, each at the version given
 * (which becomes its version), in one deployment request. Every list is optional; a missing
 * version redeploys a service's current one.
 */
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
