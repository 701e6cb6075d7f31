/**
 * Schemas of the single-service operations the action does not call: creating, deploying and
 * watching one application, container, job or database, and an application's variables. The
 * emulator serves them. index.ts does not load this module, so the action's bundle holds none
 * of it.
 */
import * as z from 'zod';
import { dateTime, Int, uuid } from './common.ts';
import { Job, JobTypeEnum, ServiceTypeEnum } from './services.ts';

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
export type ApplicationCreateRequest = z.infer<typeof ApplicationCreateRequest>;

export const ApplicationDeployRequest = z.strictObject({ git_commit_id: z.string().min(1).optional() });
export type ApplicationDeployRequest = z.infer<typeof ApplicationDeployRequest>;

export const ApplicationStatus = z.looseObject({
  id: uuid,
  state: z.string(),
  service_deployment_status: z.string().nullish(),
  last_deployment_date: dateTime.nullish(),
});
export type ApplicationStatus = z.infer<typeof ApplicationStatus>;

export const EnvironmentVariableRequest = z.strictObject({ key: z.string().min(1), value: z.string() });
export type EnvironmentVariableRequest = z.infer<typeof EnvironmentVariableRequest>;

export const ContainerDeployRequest = z.strictObject({ image_tag: z.string().min(1) });
export type ContainerDeployRequest = z.infer<typeof ContainerDeployRequest>;

/** What a single-service deploy answers: the service's Status (upstream notes). */
export const ServiceDeployStatus = z.looseObject({
  id: uuid,
  state: z.string(),
  service_deployment_status: z.string().nullish(),
  last_deployment_date: dateTime.nullish(),
  deployment_request_id: uuid.nullish(),
});
export type ServiceDeployStatus = z.infer<typeof ServiceDeployStatus>;

/** PUT /job/{id}: the whole job, without the read-only fields (PUT replaces, it does not patch). */
export const JobUpdateRequest = Job.omit({ id: true, created_at: true, updated_at: true }).extend({
  service_type: ServiceTypeEnum,
  job_type: JobTypeEnum,
});
export type JobUpdateRequest = z.infer<typeof JobUpdateRequest>;

/** A job deploys an image tag or a git commit, never both. */
export const JobDeployRequest = z.union([
  z.strictObject({ image_tag: z.string().min(1) }),
  z.strictObject({ git_commit_id: z.string().min(1) }),
]);
export type JobDeployRequest = z.infer<typeof JobDeployRequest>;

export const DatabaseCreateRequest = z.looseObject({
  name: z.string().min(1),
  type: z.enum(['POSTGRESQL', 'MYSQL', 'MONGODB', 'REDIS']),
  version: z.string(),
  mode: z.enum(['MANAGED', 'CONTAINER']),
  cpu: Int.optional(),
  memory: Int.optional(),
  storage: Int.optional(),
});
export type DatabaseCreateRequest = z.infer<typeof DatabaseCreateRequest>;

export const Database = z.looseObject({ id: uuid, name: z.string().optional() });
export type Database = z.infer<typeof Database>;
