/**
 * GitHub's REST description of the check-run writes (`@octokit/openapi-types`, GitHub's OpenAPI
 * as types): each body the fake GitHub recorded is held to it at run time. The tables below are
 * checked by the typechecker against those types, so a field GitHub adds, drops, makes required,
 * or an enum value it adds or removes fails `npm run typecheck` until the table says the same.
 */
import type { operations } from '@octokit/openapi-types';

type Json<K extends keyof operations> = operations[K] extends { requestBody: { content: { 'application/json': infer B } } } ? B : never;
/** Its named fields only: the update's description also allows any other key beside them. */
type Named<T> = { [K in keyof T as string extends K ? never : K]: T[K] };

type CreateBody = Named<Json<'checks/create'>>;
type UpdateBody = Named<Json<'checks/update'>>;
type CreateOutput = NonNullable<CreateBody['output']>;
type UpdateOutput = NonNullable<UpdateBody['output']>;
type Annotation = NonNullable<CreateOutput['annotations']>[number];

type Kind<V> = V extends string
  ? 'string'
  : V extends number
    ? 'number'
    : V extends boolean
      ? 'boolean'
      : V extends readonly unknown[]
        ? 'array'
        : 'object';
/** Each field: whether GitHub requires it, and the JSON type of its value; exactly as the description says. */
type Fields<T> = { [K in keyof T]-?: { required: object extends Pick<T, K> ? false : true; kind: Kind<NonNullable<T[K]>> } };

/** Every value of a union, listed once; a value the description has and the list lacks fails the typecheck. */
function allOf<U extends string>() {
  return <const L extends readonly U[]>(
    values: L & ([Exclude<U, L[number]>] extends [never] ? unknown : { missing: Exclude<U, L[number]> }),
  ) => values;
}

const CREATE: Fields<CreateBody> = {
  name: { required: true, kind: 'string' },
  head_sha: { required: true, kind: 'string' },
  details_url: { required: false, kind: 'string' },
  external_id: { required: false, kind: 'string' },
  status: { required: false, kind: 'string' },
  started_at: { required: false, kind: 'string' },
  conclusion: { required: false, kind: 'string' },
  completed_at: { required: false, kind: 'string' },
  output: { required: false, kind: 'object' },
  actions: { required: false, kind: 'array' },
};
const UPDATE: Fields<UpdateBody> = {
  name: { required: false, kind: 'string' },
  details_url: { required: false, kind: 'string' },
  external_id: { required: false, kind: 'string' },
  started_at: { required: false, kind: 'string' },
  status: { required: false, kind: 'string' },
  conclusion: { required: false, kind: 'string' },
  completed_at: { required: false, kind: 'string' },
  output: { required: false, kind: 'object' },
  actions: { required: false, kind: 'array' },
};
const CREATE_OUTPUT: Fields<CreateOutput> = {
  title: { required: true, kind: 'string' },
  summary: { required: true, kind: 'string' },
  text: { required: false, kind: 'string' },
  annotations: { required: false, kind: 'array' },
  images: { required: false, kind: 'array' },
};
const UPDATE_OUTPUT: Fields<UpdateOutput> = {
  title: { required: false, kind: 'string' },
  summary: { required: true, kind: 'string' },
  text: { required: false, kind: 'string' },
  annotations: { required: false, kind: 'array' },
  images: { required: false, kind: 'array' },
};
const ANNOTATION: Fields<Annotation> = {
  path: { required: true, kind: 'string' },
  start_line: { required: true, kind: 'number' },
  end_line: { required: true, kind: 'number' },
  start_column: { required: false, kind: 'number' },
  end_column: { required: false, kind: 'number' },
  annotation_level: { required: true, kind: 'string' },
  message: { required: true, kind: 'string' },
  title: { required: false, kind: 'string' },
  raw_details: { required: false, kind: 'string' },
};

const ENUMS: Record<string, readonly string[]> = {
  'create.status': allOf<NonNullable<CreateBody['status']>>()(['queued', 'in_progress', 'completed']),
  'create.conclusion': allOf<NonNullable<CreateBody['conclusion']>>()([
    'action_required',
    'cancelled',
    'failure',
    'neutral',
    'success',
    'skipped',
    'stale',
    'timed_out',
  ]),
  'update.status': allOf<NonNullable<UpdateBody['status']>>()(['queued', 'in_progress', 'completed']),
  'update.conclusion': allOf<NonNullable<UpdateBody['conclusion']>>()([
    'action_required',
    'cancelled',
    'failure',
    'neutral',
    'success',
    'skipped',
    'stale',
    'timed_out',
  ]),
  'annotation.annotation_level': allOf<Annotation['annotation_level']>()(['notice', 'warning', 'failure']),
};

/** What the description says of `date-time` fields: ISO 8601. */
const DATE_TIMES = new Set(['started_at', 'completed_at']);
/** The description's limits, in its words: summary and text at most 65535 characters, 50 annotations a request. */
const MARKDOWN_MAX = 65_535;
const ANNOTATIONS_MAX = 50;

function kindOf(value: unknown): string {
  return Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
}

function fieldProblems(
  where: string,
  value: unknown,
  fields: Record<string, { required: boolean; kind: string }>,
  enumPrefix: string,
): string[] {
  if (kindOf(value) !== 'object') return [`${where} is ${kindOf(value)}, not an object`];
  const body = value as Record<string, unknown>;
  const problems: string[] = [];
  for (const [key, field] of Object.entries(fields)) {
    if (field.required && body[key] === undefined) problems.push(`${where}.${key} is required`);
  }
  for (const [key, given] of Object.entries(body)) {
    const field = fields[key];
    if (!field) {
      problems.push(`${where}.${key} is not in GitHub's description`);
      continue;
    }
    if (kindOf(given) !== field.kind) problems.push(`${where}.${key} is ${kindOf(given)}, not ${field.kind}`);
    const allowed = ENUMS[`${enumPrefix}.${key}`];
    if (allowed && !allowed.includes(String(given)))
      problems.push(`${where}.${key} "${String(given)}" is not one of ${allowed.join(', ')}`);
    if (DATE_TIMES.has(key) && Number.isNaN(Date.parse(String(given)))) problems.push(`${where}.${key} is not a date-time`);
  }
  return problems;
}

/** Every way `body` departs from GitHub's description of a check run's create or update; [] when it conforms. */
export function checkRunBodyProblems(kind: 'create' | 'update', body: unknown): string[] {
  const problems = fieldProblems(kind, body, kind === 'create' ? CREATE : UPDATE, kind);
  const output = (body as { output?: unknown } | null)?.output;
  if (output === undefined || kindOf(output) !== 'object') return problems;
  problems.push(...fieldProblems(`${kind}.output`, output, kind === 'create' ? CREATE_OUTPUT : UPDATE_OUTPUT, `${kind}.output`));
  const { summary, text, annotations } = output as { summary?: unknown; text?: unknown; annotations?: unknown };
  if (String(summary ?? '').length > MARKDOWN_MAX) problems.push(`${kind}.output.summary is over ${MARKDOWN_MAX} characters`);
  if (String(text ?? '').length > MARKDOWN_MAX) problems.push(`${kind}.output.text is over ${MARKDOWN_MAX} characters`);
  if (Array.isArray(annotations)) {
    if (annotations.length > ANNOTATIONS_MAX) problems.push(`${kind}.output.annotations has over ${ANNOTATIONS_MAX}`);
    annotations.forEach((annotation, at) =>
      problems.push(...fieldProblems(`${kind}.output.annotations[${at}]`, annotation, ANNOTATION, 'annotation')),
    );
  }
  // A completed check needs its conclusion: the description's words for `conclusion`.
  const sent = body as { status?: unknown; conclusion?: unknown };
  if (sent.status === 'completed' && sent.conclusion === undefined)
    problems.push(`${kind}.conclusion is required when status is completed`);
  return problems;
}
