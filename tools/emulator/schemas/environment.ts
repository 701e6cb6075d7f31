/** An environment, what creates, clones and cancels on it, and its links. */
import * as z from 'zod';
import { IdRef, open, ResourceBase, ServiceTypeEnum, uuid } from './common.ts';

const EnvironmentModeEnum = z.enum(['DEVELOPMENT', 'PREVIEW', 'PRODUCTION', 'STAGING']);

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

/** EnvironmentEditRequest: a new name, a new mode, or both. */
export const EnvironmentEditRequest = z.strictObject({
  name: z.string().min(1).optional(),
  mode: EnvironmentModeEnum.optional(),
});

export const EnvironmentCloneRequest = z.strictObject({
  name: z.string().min(1),
  cluster_id: uuid.optional(),
  mode: EnvironmentModeEnum.optional(),
  apply_deployment_rule: z.boolean().optional(),
  project_id: uuid.optional(),
});

export type EnvironmentCloneRequest = z.infer<typeof EnvironmentCloneRequest>;

export const CancelDeploymentRequest = z.strictObject({ force_cancel: z.boolean().optional() });

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
