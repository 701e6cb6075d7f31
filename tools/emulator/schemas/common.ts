/**
 * The building blocks every schema module shares: ids, timestamps, integers, and enumerations
 * that stay open on the response side.
 */
import * as z from 'zod';

export const uuid = z.uuid();

export const dateTime = z.string();

export const Int = z.number().int();

/** Response-side enum: a value the spec lists, or a newer one kept as a string. */
export function open<E extends z.ZodEnum>(_known: E): z.ZodType<z.infer<E> | (string & {})> {
  return z.string();
}

export const ServiceTypeEnum = z.enum(['APPLICATION', 'DATABASE', 'CONTAINER', 'JOB', 'HELM', 'TERRAFORM', 'ARGOCD_APP']);

export const IdRef = z.looseObject({ id: uuid });

export const ResourceBase = {
  id: uuid,
  created_at: dateTime,
  updated_at: dateTime.nullish(),
};
