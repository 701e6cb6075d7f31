/**
 * Schemas of the illustrative operations of section 4.2: lenient, holding only the members the
 * illustrations use.
 */
import * as z from 'zod';
import { dateTime, Int, listOf, uuid } from './common.ts';

export const WebhookEventEnum = z.enum(['DEPLOYMENT_STARTED', 'DEPLOYMENT_SUCCEEDED', 'DEPLOYMENT_FAILED']);

export const Organization = z.looseObject({ id: uuid, name: z.string(), created_at: dateTime.optional() });
export const OrganizationPage = listOf(Organization);
/** The spec shows one organization where a list is expected; the service may answer either. */
export const OrganizationAnswer = z.union([OrganizationPage, Organization]);
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
export const ContainerDeployRequest = z.strictObject({ image_tag: z.string().min(1) });
/** What a single-service deploy answers: the service's Status (upstream notes). */
export const ServiceDeployStatus = z.looseObject({
  id: uuid,
  state: z.string(),
  service_deployment_status: z.string().nullish(),
  last_deployment_date: dateTime.nullish(),
  deployment_request_id: uuid.nullish(),
});
export const ApplicationDeployRequest = z.strictObject({ git_commit_id: z.string().min(1).optional() });
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

/** What a create of section 4.2 is known to answer: at least the new id. */
export const Created = z.looseObject({ id: uuid });
export type Created = z.infer<typeof Created>;

export type Organization = z.infer<typeof Organization>;
export type OrganizationPage = z.infer<typeof OrganizationPage>;
export type OrganizationAnswer = z.infer<typeof OrganizationAnswer>;
export type Project = z.infer<typeof Project>;
export type ProjectCreateRequest = z.infer<typeof ProjectCreateRequest>;
export type ApplicationCreateRequest = z.infer<typeof ApplicationCreateRequest>;
export type Application = z.infer<typeof Application>;
export type Container = z.infer<typeof Container>;
export type ContainerDeployRequest = z.infer<typeof ContainerDeployRequest>;
export type ServiceDeployStatus = z.infer<typeof ServiceDeployStatus>;
export type ApplicationDeployRequest = z.infer<typeof ApplicationDeployRequest>;
export type ApplicationStatus = z.infer<typeof ApplicationStatus>;
export type EnvironmentVariableRequest = z.infer<typeof EnvironmentVariableRequest>;
export type EnvironmentVariable = z.infer<typeof EnvironmentVariable>;
export type ApplicationLog = z.infer<typeof ApplicationLog>;
export type DatabaseCreateRequest = z.infer<typeof DatabaseCreateRequest>;
export type Database = z.infer<typeof Database>;
export type DatabaseDeployment = z.infer<typeof DatabaseDeployment>;
export type WebhookCreateRequest = z.infer<typeof WebhookCreateRequest>;
export type Webhook = z.infer<typeof Webhook>;
