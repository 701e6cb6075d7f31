/**
 * The building blocks every schema module shares: ids, timestamps, lists, and enumerations
 * that stay open on the response side.
 */
import * as z from 'zod';

export const uuid = z.uuid();
export const dateTime = z.string();

/** Response-side enum: a value the spec lists, or a newer one kept as a string. */
export function open<E extends z.ZodEnum>(_known: E): z.ZodType<z.infer<E> | (string & {})> {
  return z.string();
}

/** A page of a list. The spec marks `results` optional: a page without it holds no item. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.looseObject({
    results: z
      .array(item)
      .nullish()
      .transform((results) => results ?? []),
    pagination: z
      .looseObject({
        page: z.number().int(),
        page_size: z.number().int(),
        total_count: z.number().int(),
        total_pages: z.number().int(),
      })
      .optional(),
  });
}

export const IdRef = z.looseObject({ id: uuid });

/** The members every resource the service stores carries. */
export const ResourceBase = {
  id: uuid,
  created_at: dateTime,
  updated_at: dateTime.nullish(),
};
