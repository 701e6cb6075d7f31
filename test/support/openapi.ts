/**
 * The vendor's OpenAPI (a copy of `spec/openapi.platform.yaml.gz` of the shared specs, kept
 * beside the contract tests so that they run wherever the repository does): its operations'
 * success answers and its schemas, `$ref`s resolved and `allOf`s merged.
 */
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
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
  /** Which member of an answer says which of the `oneOf` it is, and its value for each. */
  discriminator?: { propertyName: string; mapping?: Record<string, string> };
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
  return (loaded ??= read());
}

/**
 * Reading the YAML takes most of a second, and every test file with an emulator judges its
 * answers by the spec: the first to read it leaves it as JSON in the temporary directory, named
 * by the spec's hash, and the others read that.
 */
function read(): Document {
  const packed = readFileSync(SPEC);
  const cache = join(tmpdir(), `platform-openapi-${createHash('sha256').update(packed).digest('hex').slice(0, 16)}.json`);
  try {
    return JSON.parse(readFileSync(cache, 'utf8')) as Document;
  } catch {
    const document = parse(gunzipSync(packed).toString('utf8'), { maxAliasCount: -1 }) as Document;
    const partial = `${cache}.${process.pid}`;
    writeFileSync(partial, JSON.stringify(document));
    renameSync(partial, cache);
    return document;
  }
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
  // `{nullable, allOf: [{$ref: SomeEnum}]}`: the one part, made nullable.
  const [only] = parts;
  if (parts.length === 1 && only !== undefined && only.type !== 'object' && only.properties === undefined) {
    return { ...only, ...(resolved.nullable ? { nullable: true } : {}) };
  }
  return {
    type: 'object',
    ...(resolved.nullable ? { nullable: true } : {}),
    properties: Object.assign({}, ...parts.map((part) => part.properties ?? {}), resolved.properties ?? {}),
    required: [...new Set(parts.flatMap((part) => part.required ?? []).concat(resolved.required ?? []))],
  };
}
