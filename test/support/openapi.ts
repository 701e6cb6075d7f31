/**
 * The vendor's OpenAPI (a copy of `spec/openapi.platform.yaml.gz` of the shared specs, kept
 * beside the contract tests so that they run wherever the repository does) and answers
 * generated from its schemas with fast-check: every optional member present or left out, every
 * nullable one null or not, in varied combinations, and now and then an enumeration value the
 * spec does not list yet (the platform grows new ones).
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import * as fc from 'fast-check';
import { parse } from 'yaml';

export interface SchemaObject {
  $ref?: string;
  type?: string;
  format?: string;
  nullable?: boolean;
  enum?: unknown[];
  properties?: Record<string, SchemaObject>;
  required?: string[];
  items?: SchemaObject;
  allOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  anyOf?: SchemaObject[];
  additionalProperties?: boolean | SchemaObject;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  writeOnly?: boolean;
}

interface Operation {
  responses?: Record<string, { $ref?: string; content?: Record<string, { schema?: SchemaObject }> }>;
}

interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, SchemaObject>; responses?: Record<string, unknown> };
}

const SPEC = new URL('../contract/openapi.platform.yaml.gz', import.meta.url);

let loaded: Document | undefined;
function openapi(): Document {
  return (loaded ??= parse(gunzipSync(readFileSync(SPEC)).toString('utf8'), { maxAliasCount: -1 }) as Document);
}

/** `{environmentId}` and `{serviceId}` name the same place: compared by position. */
const anonymous = (path: string) => path.replace(/\{\w+\}|:\w+/g, '{}');

/** The success status and schema of the answer to `method path`, or why the spec has none. */
export function successOf(method: string, path: string): { status: number; schema: SchemaObject | undefined } {
  const document = openapi();
  const template = Object.keys(document.paths).find((candidate) => anonymous(candidate) === anonymous(path));
  const operation = template === undefined ? undefined : document.paths[template]![method.toLowerCase()];
  if (operation?.responses === undefined) throw new Error(`the OpenAPI has no ${method} ${path}`);
  const [code, response] = Object.entries(operation.responses).find(([status]) => status.startsWith('2')) ?? [];
  if (code === undefined || response === undefined) throw new Error(`the OpenAPI gives no success answer to ${method} ${path}`);
  return { status: Number(code), schema: response.content?.['application/json']?.schema };
}

export function resolve(schema: SchemaObject): SchemaObject {
  let current = schema;
  while (current.$ref !== undefined) {
    const name = current.$ref.replace('#/components/schemas/', '');
    const target = openapi().components.schemas[name];
    if (target === undefined) throw new Error(`unknown $ref ${current.$ref}`);
    current = target;
  }
  return current;
}

/** An `allOf` as the one object it means: the members and the required names of every part. */
export function flatten(schema: SchemaObject): SchemaObject {
  const resolved = resolve(schema);
  if (resolved.allOf === undefined) return resolved;
  const parts = resolved.allOf.map(flatten);
  return {
    type: 'object',
    ...(resolved.nullable ? { nullable: true } : {}),
    properties: Object.assign({}, ...parts.map((part) => part.properties ?? {}), resolved.properties ?? {}),
    required: [...new Set(parts.flatMap((part) => part.required ?? []).concat(resolved.required ?? []))],
  };
}

/** What the spec does not list yet, but the platform may send one day. */
const UNLISTED = 'A_VALUE_NEWER_THAN_THE_SPEC';
/** Below this many nested objects, members are generated; past it, only required ones. */
const MAX_DEPTH = 8;

function scalar(schema: SchemaObject, unlisted: boolean): fc.Arbitrary<unknown> {
  if (schema.enum !== undefined) {
    const listed = fc.constantFrom(...schema.enum);
    return unlisted && schema.enum.every((value) => typeof value === 'string')
      ? fc.oneof({ arbitrary: listed, weight: 9 }, { arbitrary: fc.constant(UNLISTED), weight: 1 })
      : listed;
  }
  switch (schema.type) {
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 100_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 100_000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    default:
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.format === 'date-time') {
        return fc
          .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-01-01T00:00:00Z'), noInvalidDate: true })
          .map((d) => d.toISOString());
      }
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 12, 12) });
  }
}

/** Answers of `schema`, as the platform may send them. */
function answers(schema: SchemaObject, options: { unlisted?: boolean } = {}, depth = 0): fc.Arbitrary<unknown> {
  const flat = flatten(schema);
  const nullable = (arbitrary: fc.Arbitrary<unknown>) => (flat.nullable ? fc.option(arbitrary, { nil: null, freq: 4 }) : arbitrary);
  const alternatives = flat.oneOf ?? flat.anyOf;
  if (alternatives !== undefined) return nullable(fc.oneof(...alternatives.map((part) => answers(part, options, depth))));
  if (flat.type === 'array' || flat.items !== undefined) {
    const items = answers(flat.items ?? {}, options, depth + 1);
    const minLength = flat.minItems ?? 0;
    return nullable(fc.array(items, { minLength, maxLength: depth >= MAX_DEPTH ? minLength : Math.max(minLength, flat.maxItems ?? 3) }));
  }
  if (flat.type === 'object' || flat.properties !== undefined) {
    const required = new Set(flat.required ?? []);
    const members: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [name, member] of Object.entries(flat.properties ?? {})) {
      if (resolve(member).writeOnly) continue;
      if (depth >= MAX_DEPTH && !required.has(name)) continue;
      members[name] = answers(member, options, depth + 1);
    }
    const requiredKeys = Object.keys(members).filter((name) => required.has(name));
    return nullable(fc.record(members, { requiredKeys }));
  }
  if (flat.type === undefined && flat.enum === undefined && flat.format === undefined) return nullable(fc.jsonValue({ maxDepth: 1 }));
  return nullable(scalar(flat, options.unlisted ?? false));
}

/** `count` answers of `schema`, the same ones every run (a fixed seed). */
export function sampleAnswers(schema: SchemaObject, count: number, seed: number, options: { unlisted?: boolean } = {}): unknown[] {
  return fc.sample(answers(schema, options), { numRuns: count, seed });
}
