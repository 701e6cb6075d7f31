/** A job as the platform answers it (its source, probes, schedule), and what updates, clones and deploys it. */
import * as z from 'zod';
import { IdRef, open, ResourceBase, ServiceTypeEnum, uuid } from './common.ts';
import { GitRepository } from './services.ts';

const JobTypeEnum = z.enum(['LIFECYCLE', 'CRON']);

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

/** With `forceEvent`, the version may be left out: the job's event runs at the version it has. */
export const JobEventDeployRequest = z.union([...JobDeployRequest.options, z.strictObject({})]);
