/**
 * The shapes of the vendor's OpenAPI as strict zod schemas, to judge the emulator's answers by:
 * a member the spec marks required must be there, one it does not list must not (the live
 * service does not send it), null only where the spec says nullable, enumerations as listed.
 * Written from the spec alone, never from the emulator or the action.
 */
import * as z from 'zod';
import { UNKNOWN_STATE } from '../../tools/emulator/faults.ts';
import { flatten, resolve, successOf, type SchemaObject } from '../support/openapi.ts';

/**
 * Values the spec does not list but the live service sends (upstream notes, "Deployment
 * states": new states appear; the `unknown-state` fault plays one).
 */
const NEWER_VALUES: Record<string, string[]> = { StateEnum: [UNKNOWN_STATE] };

const cache = new Map<string, z.ZodType>();

const PAGINATION = z.strictObject({
  page: z.number().int(),
  page_size: z.number().int(),
  total_count: z.number().int(),
  total_pages: z.number().int(),
});

function scalarOf(schema: SchemaObject, newer: string[]): z.ZodType {
  if (schema.enum !== undefined) {
    const values = [...schema.enum, ...newer];
    return values.every((value) => typeof value === 'string') ? z.enum(values as [string, ...string[]]) : z.any();
  }
  switch (schema.type) {
    case 'integer': {
      let int = z.number().int();
      if (schema.minimum !== undefined) int = int.min(schema.minimum);
      if (schema.maximum !== undefined) int = int.max(schema.maximum);
      return int;
    }
    case 'number':
      return z.number();
    case 'boolean':
      return z.boolean();
    case 'string': {
      if (schema.format === 'uuid') return z.uuid();
      if (schema.format === 'date-time') return z.iso.datetime({ offset: true });
      let text = z.string();
      if (schema.maxLength !== undefined) text = text.max(schema.maxLength);
      return text;
    }
    default:
      return z.unknown();
  }
}

function shapeOf(schema: SchemaObject): z.ZodType {
  const name = schema.$ref?.replace('#/components/schemas/', '');
  if (name !== undefined) {
    const known = cache.get(name);
    if (known !== undefined) return known;
    // Self-referencing schemas resolve lazily.
    const lazy = z.lazy(() => build(resolve(schema), NEWER_VALUES[name] ?? []));
    cache.set(name, lazy);
    return lazy;
  }
  return build(schema, []);
}

function build(schema: SchemaObject, newer: string[]): z.ZodType {
  const flat = flatten(schema);
  const nullable = (shape: z.ZodType) => (flat.nullable ? shape.nullable() : shape);
  const alternatives = flat.oneOf ?? flat.anyOf;
  if (alternatives !== undefined) {
    const [first, second, ...rest] = alternatives.map(shapeOf);
    // `oneOf` means exactly one: an answer two alternatives accept is as wrong as one none accepts.
    const either = flat.oneOf !== undefined ? z.xor : z.union;
    const union = second === undefined ? first! : either([first!, second, ...rest]);
    return nullable(
      flat.discriminator?.mapping ? discriminated(union, flat.discriminator.propertyName, flat.discriminator.mapping) : union,
    );
  }
  if (flat.type === 'array' || flat.items !== undefined) return nullable(z.array(shapeOf(flat.items ?? {})));
  if (flat.type === 'object' || flat.properties !== undefined) {
    const extra = flat.additionalProperties;
    if (flat.properties === undefined && extra !== undefined && extra !== false) {
      return nullable(z.record(z.string(), extra === true ? z.unknown() : shapeOf(extra)));
    }
    const required = new Set(flat.required ?? []);
    const members: Record<string, z.ZodType> = {};
    // A list asked for a page carries its pagination (the spec's section 4.3); the OpenAPI omits it.
    if (Object.keys(flat.properties ?? {}).join() === 'results') members['pagination'] = PAGINATION.optional();
    for (const [member, sub] of Object.entries(flat.properties ?? {})) {
      if (resolve(sub).writeOnly) continue;
      members[member] = required.has(member) ? shapeOf(sub) : shapeOf(sub).optional();
    }
    return nullable(extra === true || typeof extra === 'object' ? z.looseObject(members) : z.strictObject(members));
  }
  return nullable(scalarOf(flat, newer));
}

/**
 * A `oneOf` with a discriminator: the answer is the one alternative its member names, not any
 * that happens to fit (an application must not pass as a container because it fits that shape).
 */
function discriminated(union: z.ZodType, member: string, mapping: Record<string, string>): z.ZodType {
  const chosen = new Map(Object.entries(mapping).map(([value, $ref]) => [value, shapeOf({ $ref })]));
  return union.superRefine((answer, context) => {
    const value = (answer as Record<string, unknown>)[member];
    const shape = typeof value === 'string' ? chosen.get(value) : undefined;
    if (shape === undefined) {
      context.addIssue({ code: 'custom', path: [member], message: `${String(value)} is none of ${[...chosen.keys()].join(', ')}` });
      return;
    }
    const parsed = shape.safeParse(answer);
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      context.addIssue({ code: 'custom', path: issue.path, message: `as ${member} ${value} says: ${issue.message}` });
    }
  });
}

/** The spec's success status and answer shape for `method path` (`:id` or `{id}` templates). */
export function specOperation(method: string, path: string): { status: number; body: z.ZodType } {
  const { status, schema } = successOf(method, path);
  return { status, body: schema === undefined ? z.undefined() : shapeOf(schema) };
}

/** One schema of the OpenAPI's components, by name. */
export function specComponent(name: string): z.ZodType {
  return shapeOf({ $ref: `#/components/schemas/${name}` });
}

/** The shape of one schema of the OpenAPI as written (an alternative of a `oneOf`, say), judged alone. */
export function specShape(schema: SchemaObject): z.ZodType {
  return shapeOf(schema);
}

/** The OpenAPI's shape of the success answer to `operation` ("GET /organization"), for tests that read one. */
export function answerOf(operation: string): z.ZodType<any> {
  const [method, path] = operation.split(' ') as [string, string];
  return specOperation(method, path).body;
}
