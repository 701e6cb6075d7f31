/**
 * Every answer the vendor's OpenAPI allows for a call the action makes is one the action reads:
 * per entry of src/platform/endpoints.ts, 200 answers generated from the spec's schema of its
 * success answer (members left out, nulls, values newer than the spec) go through the response
 * schema the client validates that call with.
 */
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import * as groups from '../../src/platform/endpoints.ts';
import type { Endpoint } from '../../src/platform/endpoint.ts';
import * as shapes from '../../src/platform/schemas/index.ts';
import { flatten, resolve, successOf, type SchemaObject } from '../support/openapi.ts';
import { sampleAnswers } from '../support/openapi-answers.ts';

const PER_ENDPOINT = 200;
const SEED = 21;

const calls = Object.entries(groups).flatMap(([group, entries]) =>
  Object.entries(entries as Record<string, Endpoint>)
    .filter(([, entry]) => entry.answer !== undefined || entry.listOf !== undefined)
    .map(([name, entry]) => ({ name: `${group}.${name}`, entry })),
);

function schemaOf(entry: Endpoint): z.ZodType {
  if (entry.answer !== undefined) return shapes[entry.answer] as z.ZodType;
  return shapes.listOf(shapes[entry.listOf!] as z.ZodType);
}

function specSchemaOf(entry: Endpoint): SchemaObject {
  const { schema } = successOf(entry.method, entry.route);
  if (schema === undefined) throw new Error(`the OpenAPI gives no JSON answer to ${entry.method} ${entry.route}`);
  return schema;
}

describe('answers generated from the OpenAPI', () => {
  it('cover every call of the action that reads an answer', () => {
    expect(calls.length).toBeGreaterThanOrEqual(20);
    for (const { entry } of calls) expect(() => specSchemaOf(entry)).not.toThrow();
  });

  it('leave out each optional member, and null each nullable one, in some answers', () => {
    const environment = flatten(specSchemaOf(groups.environments.get));
    const samples = sampleAnswers(environment, PER_ENDPOINT, SEED) as Array<Record<string, unknown>>;
    for (const [name, member] of Object.entries(environment.properties ?? {})) {
      if (environment.required?.includes(name)) expect(samples.every((sample) => name in sample)).toBe(true);
      else expect(samples.some((sample) => !(name in sample))).toBe(true);
      if (resolve(member).nullable) expect(samples.some((sample) => sample[name] === null)).toBe(true);
    }
  });

  it('are refused by a schema that requires what the spec leaves optional, as the action once did', () => {
    const strict = shapes.Environment.extend({ cloud_provider: z.looseObject({ provider: z.string(), cluster: z.string() }) });
    const samples = sampleAnswers(specSchemaOf(groups.environments.get), PER_ENDPOINT, SEED);
    const rejected = samples.filter((sample) => !strict.safeParse(sample).success).length;
    // The reader of today takes all; the one before issue 21 refused about two in five.
    expect(rejected).toBeGreaterThan(PER_ENDPOINT / 5);
    expect(samples.every((sample) => shapes.Environment.safeParse(sample).success)).toBe(true);
  });

  describe.each(calls)('$name', ({ entry }) => {
    it(`accepts ${PER_ENDPOINT} answers of the spec's schema`, () => {
      const schema = schemaOf(entry);
      const samples = sampleAnswers(specSchemaOf(entry), PER_ENDPOINT, SEED, { unlisted: true });
      const rejected = samples
        .map((sample) => schema.safeParse(sample))
        .filter((parsed) => !parsed.success)
        .map((parsed) => z.prettifyError(parsed.error!).replace(/\n/g, ' '));
      expect({ rejected: rejected.length, first: [...new Set(rejected)].slice(0, 5) }).toEqual({ rejected: 0, first: [] });
    });
  });
});

describe("an override's and an alias's requests and answers, as the OpenAPI gives them", () => {
  const component = (name: string) => resolve({ $ref: `#/components/schemas/${name}` });

  it('every request the OpenAPI allows with its point (a value, a key) is one the client sends; nothing else leaves', () => {
    const values = sampleAnswers(component('Value'), PER_ENDPOINT, SEED) as Array<Record<string, unknown>>;
    const keys = sampleAnswers(component('Key'), PER_ENDPOINT, SEED) as Array<Record<string, unknown>>;
    const withValue = values.filter((sample) => typeof sample['value'] === 'string');
    expect(withValue.length).toBeGreaterThan(10);
    expect(withValue.every((sample) => shapes.EnvironmentVariableOverrideRequest.safeParse(sample).success)).toBe(true);
    // An override without a value overrides nothing: the one request the OpenAPI allows that the client refuses.
    expect(
      values.filter((sample) => !('value' in sample)).some((sample) => shapes.EnvironmentVariableOverrideRequest.safeParse(sample).success),
    ).toBe(false);
    const withKey = keys.filter((sample) => typeof sample['key'] === 'string' && sample['key'] !== '');
    expect(withKey.every((sample) => shapes.EnvironmentVariableAliasRequest.safeParse(sample).success)).toBe(true);
    expect(shapes.EnvironmentVariableAliasRequest.safeParse({ key: 'K', value: 'v' }).success).toBe(false);
    expect(shapes.EnvironmentVariableOverrideRequest.safeParse({ value: 'v', key: 'K' }).success).toBe(false);
  });

  it("an answer's service and original variable are read as sent, and one of another type is refused", () => {
    const samples = sampleAnswers(specSchemaOf(groups.environments.overrideVariable), PER_ENDPOINT, SEED) as Array<Record<string, unknown>>;
    const read = samples.map((sample) => shapes.EnvironmentVariable.parse(sample));
    const withOriginal = read.filter((variable) => variable.overridden_variable);
    expect(withOriginal.length).toBeGreaterThan(10);
    for (const [index, variable] of read.entries()) {
      expect(variable.overridden_variable?.id).toBe((samples[index]!['overridden_variable'] as { id?: string } | undefined)?.id);
      expect(variable.service_id).toBe(samples[index]!['service_id']);
    }
    const sample = samples.find((each) => typeof each['service_id'] === 'string')!;
    expect(shapes.EnvironmentVariable.safeParse({ ...sample, service_id: 'checkout' }).success).toBe(false);
    expect(shapes.EnvironmentVariable.safeParse({ ...sample, overridden_variable: { key: 'K' } }).success).toBe(false);
  });
});
