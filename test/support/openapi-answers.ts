/**
 * Answers generated from the OpenAPI's schemas with fast-check: every optional member present or
 * left out, every nullable one null or not, in varied combinations, and now and then an
 * enumeration value the spec does not list yet (the platform grows new ones).
 */
import * as fc from 'fast-check';
import { flatten, resolve, type SchemaObject } from './openapi.ts';

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

/**
 * Answers of one alternative of a `oneOf`; with a discriminator, its member holds a value the
 * mapping gives that alternative (now and then, with `unlisted`, a kind newer than the spec).
 */
function tagged(oneOf: SchemaObject, part: SchemaObject, options: { unlisted?: boolean }, depth: number): fc.Arbitrary<unknown> {
  const arbitrary = answers(part, options, depth);
  const { propertyName, mapping } = oneOf.discriminator ?? {};
  const values = Object.entries(mapping ?? {})
    .filter(([, ref]) => ref === part.$ref)
    .map(([value]) => value);
  if (propertyName === undefined || values.length === 0) return arbitrary;
  const listed = fc.constantFrom(...values);
  const value = options.unlisted ? fc.oneof({ arbitrary: listed, weight: 9 }, { arbitrary: fc.constant(UNLISTED), weight: 1 }) : listed;
  return fc
    .tuple(arbitrary, value)
    .map(([answer, tag]) => (answer !== null && typeof answer === 'object' ? { ...answer, [propertyName]: tag } : answer));
}

/** Answers of `schema`, as the platform may send them. */
function answers(schema: SchemaObject, options: { unlisted?: boolean } = {}, depth = 0): fc.Arbitrary<unknown> {
  const flat = flatten(schema);
  const nullable = (arbitrary: fc.Arbitrary<unknown>) => (flat.nullable ? fc.option(arbitrary, { nil: null, freq: 4 }) : arbitrary);
  const alternatives = flat.oneOf ?? flat.anyOf;
  if (alternatives !== undefined) return nullable(fc.oneof(...alternatives.map((part) => tagged(flat, part, options, depth))));
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
