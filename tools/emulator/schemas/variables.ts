/** An environment's variables as the platform answers them, and what sets them: the secret's members, with its value. */
import * as z from 'zod';
import { open, ResourceBase, uuid } from './common.ts';
import { SecretScopeEnum, SecretServiceTypeEnum, VariableTypeEnum } from './secret.ts';

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

/**
 * OpenAPI `Value` (titled EnvironmentVariableOverrideRequest): "you only have to specify a
 * value". The OpenAPI lists no member as required; an override without a value overrides
 * nothing, so the emulator answers 400 to one, as the platform's validation would.
 */
export const EnvironmentVariableOverrideRequest = z.strictObject({
  value: z.string(),
  description: z.string().max(255).nullable().optional(),
  enable_interpolation_in_file: z.boolean().nullable().optional(),
});

/** OpenAPI `Key` (titled EnvironmentVariableAliasRequest): the alias's key, required. */
export const EnvironmentVariableAliasRequest = z.strictObject({
  key: z.string().min(1),
  description: z.string().max(255).nullable().optional(),
  enable_interpolation_in_file: z.boolean().nullable().optional(),
});
