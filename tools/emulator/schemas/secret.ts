/** An environment's secret as the platform answers it, and what sets it. */
import * as z from 'zod';
import { open, ResourceBase, uuid } from './common.ts';

export const SecretScopeEnum = z.enum(['APPLICATION', 'BUILT_IN', 'ENVIRONMENT', 'PROJECT', 'CONTAINER', 'JOB', 'HELM', 'TERRAFORM']);

export const VariableTypeEnum = z.enum(['VALUE', 'ALIAS', 'OVERRIDE', 'BUILT_IN', 'FILE', 'EXTERNAL_SECRET']);

export const SecretServiceTypeEnum = z.enum(['APPLICATION', 'CONTAINER', 'DATABASE', 'JOB', 'HELM', 'TERRAFORM']);

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
