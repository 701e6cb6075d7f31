/**
 * Schemas of an environment's variables (OpenAPI `EnvironmentVariableRequest`,
 * `EnvironmentVariableEditRequest`, `EnvironmentVariable`, and the override's and alias's requests
 * `Value` and `Key`). The requests are strict so that a bad value never leaves; the answer is
 * loose and holds only what the action reads: the id, to edit, override, alias or delete one, its
 * key and value, to find the preview's own marker, its scope, to name it, and what says which
 * service a built-in variable is of and which variable an override or an alias stands for.
 */
import * as z from 'zod';
import { uuid } from './common.ts';

/**
 * The variable an override or an alias stands for (OpenAPI `EnvironmentVariableOverride`,
 * `EnvironmentVariableAlias`): its id and key are what is read.
 */
const VariableReference = z.looseObject({
  id: uuid,
  key: z.string(),
  value: z.string().nullish(),
  scope: z.string().nullish(),
  variable_type: z.string().nullish(),
});

export const EnvironmentVariable = z.looseObject({
  id: uuid,
  key: z.string(),
  // Optional in the OpenAPI (a file or an external secret may carry none).
  value: z.string().nullish(),
  /** ENVIRONMENT, or a scope above it (PROJECT, BUILT_IN) whose variables the environment's list shows too. */
  scope: z.string().nullish(),
  /** VALUE, ALIAS, OVERRIDE, BUILT_IN, FILE… (required in the OpenAPI; read as an open string, as `scope` is). */
  variable_type: z.string().nullish(),
  /** An override's: the variable of a higher scope whose value it replaces here. */
  overridden_variable: VariableReference.nullish(),
  /** An alias's: the variable whose value it carries under another key. */
  aliased_variable: VariableReference.nullish(),
  /** A built-in variable's: the service it is of (its host, say). */
  service_id: uuid.nullish(),
  service_name: z.string().nullish(),
  /** APPLICATION, CONTAINER, DATABASE, JOB, HELM, TERRAFORM (OpenAPI `LinkedServiceTypeEnum`), open. */
  service_type: z.string().nullish(),
  /** Free text: a preview's wiring to its baseline says there which service an override stands for. */
  description: z.string().nullish(),
});
export type EnvironmentVariable = z.infer<typeof EnvironmentVariable>;

/**
 * One item of `GET /variable` (OpenAPI `VariableResponse`): read for its key, whether it is a
 * secret, its scope, and (the seed guard's) a plain variable's value and what kind it is; a
 * secret's value is null there and never read.
 */
export const Variable = z.looseObject({
  key: z.string(),
  is_secret: z.boolean().nullish(),
  scope: z.string().nullish(),
  value: z.string().nullish(),
  variable_type: z.string().nullish(),
  aliased_variable: VariableReference.nullish(),
});
export type Variable = z.infer<typeof Variable>;

const VariableFields = {
  key: z.string().min(1),
  value: z.string().optional(),
  description: z.string().max(255).nullable().optional(),
};

/** A POST on a key the environment has replaces that variable. */
export const EnvironmentVariableRequest = z.strictObject(VariableFields);
export type EnvironmentVariableRequest = z.infer<typeof EnvironmentVariableRequest>;

export const EnvironmentVariableEditRequest = z.strictObject(VariableFields);
export type EnvironmentVariableEditRequest = z.infer<typeof EnvironmentVariableEditRequest>;

/**
 * An override at the environment's level of a variable of a higher scope (a built-in one, say):
 * OpenAPI `Value`. The OpenAPI requires no member; the action always sends the value, the point.
 */
export const EnvironmentVariableOverrideRequest = z.strictObject({
  value: z.string(),
  description: z.string().max(255).nullable().optional(),
  enable_interpolation_in_file: z.boolean().nullable().optional(),
});
export type EnvironmentVariableOverrideRequest = z.infer<typeof EnvironmentVariableOverrideRequest>;

/** An alias at the environment's level of a variable of a higher scope, under `key`: OpenAPI `Key`. */
export const EnvironmentVariableAliasRequest = z.strictObject({
  key: z.string().min(1),
  description: z.string().max(255).nullable().optional(),
  enable_interpolation_in_file: z.boolean().nullable().optional(),
});
export type EnvironmentVariableAliasRequest = z.infer<typeof EnvironmentVariableAliasRequest>;
