/**
 * Schemas of an environment's secrets. The request is strict so that a bad value never leaves;
 * the answer holds nothing the action needs.
 */
import * as z from 'zod';

/** What a create answers: the action reads nothing of it but that it is a secret (never a value). */
export const Secret = z.looseObject({
  key: z.string().nullish(),
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
