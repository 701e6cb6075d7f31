/**
 * Applications (built from git), containers (run from an image) and databases: what creates,
 * deploys and sets them, and the git source they share with jobs.
 */
import * as z from 'zod';
import { dateTime, Int, uuid } from './common.ts';

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

/** A service's git source; jobs built from git share it. */
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

export type ApplicationCreateRequest = z.infer<typeof ApplicationCreateRequest>;

export type ContainerDeployRequest = z.infer<typeof ContainerDeployRequest>;

export type ApplicationDeployRequest = z.infer<typeof ApplicationDeployRequest>;

export type ApplicationVariableRequest = z.infer<typeof ApplicationVariableRequest>;

export type DatabaseCreateRequest = z.infer<typeof DatabaseCreateRequest>;

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
