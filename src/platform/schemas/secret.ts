/**
 * Schemas of an environment's secrets. The request is strict so that a bad value never leaves;
 * the answer is loose and holds only what tells whether a secret is still the one the action set:
 * its id, key and scope, the description the action wrote, and when it was made and last changed.
 * The platform never returns a value.
 */
import * as z from 'zod';

export const Secret = z.looseObject({
  /** Required in the OpenAPI, as `created_at` is; read loosely all the same, and a secret without them is sent again. */
  id: z.string().nullish(),
  key: z.string().nullish(),
  /** ENVIRONMENT, or a scope above it (PROJECT, BUILT_IN) whose secrets the environment's list shows too. */
  scope: z.string().nullish(),
  description: z.string().nullish(),
  created_at: z.string().nullish(),
  updated_at: z.string().nullish(),
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

/** An edit of a secret: the action sends only its key and description (the value stays). */
export const SecretEditRequest = z.strictObject({
  key: z.string().min(1),
  value: z.string().optional(),
  description: z.string().max(255).nullable().optional(),
  enable_interpolation_in_file: z.boolean().nullable().optional(),
});
export type SecretEditRequest = z.infer<typeof SecretEditRequest>;
