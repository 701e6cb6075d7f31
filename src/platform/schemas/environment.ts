/**
 * Schemas of an environment, the requests that create, clone and cancel one, and its links.
 *
 * Responses are parsed with loose objects, so fields the service adds later pass through;
 * request schemas use the strict enumerations, so a bad value never leaves.
 */
import * as z from 'zod';
import { IdRef, open, ResourceBase, uuid } from './common.ts';

export const EnvironmentModeEnum = z.enum(['DEVELOPMENT', 'PREVIEW', 'PRODUCTION', 'STAGING']);
export type EnvironmentMode = z.infer<typeof EnvironmentModeEnum>;

export const Environment = z.looseObject({
  ...ResourceBase,
  name: z.string(),
  organization: IdRef,
  project: IdRef,
  mode: open(EnvironmentModeEnum),
  cluster_id: uuid,
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

/** A public URL of a service; the default one (the domain's root) is shown first. */
export const Link = z.looseObject({
  // Which service the link reaches: how the `urls` output names it.
  service_id: z.string().nullish(),
  url: z.string(),
  is_default: z.boolean().nullish(),
});
export type Link = z.infer<typeof Link>;
