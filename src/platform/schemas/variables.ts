/**
 * Schemas of an environment's variables (OpenAPI `EnvironmentVariableRequest`,
 * `EnvironmentVariableEditRequest`, `EnvironmentVariable`). The requests are strict so that a
 * bad value never leaves; the answer is loose and holds only what the action reads: the id, to
 * edit one, its key and value, to find the preview's own marker, and its scope, to name it.
 */
import * as z from 'zod';
import { uuid } from './common.ts';

export const EnvironmentVariable = z.looseObject({
  id: uuid,
  key: z.string(),
  // Optional in the OpenAPI (a file or an external secret may carry none).
  value: z.string().nullish(),
  /** ENVIRONMENT, or a scope above it (PROJECT, BUILT_IN) whose variables the environment's list shows too. */
  scope: z.string().nullish(),
});
export type EnvironmentVariable = z.infer<typeof EnvironmentVariable>;

/**
 * One item of `GET /variable` (OpenAPI `VariableResponse`): read for its key and whether it is a
 * secret, nothing else; a secret's value is null there and never read.
 */
export const Variable = z.looseObject({
  key: z.string(),
  is_secret: z.boolean().nullish(),
  scope: z.string().nullish(),
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
