/**
 * GitHub's REST description (`@octokit/openapi-types`, GitHub's OpenAPI as types) of the answers
 * the fake GitHub gives about a preview's life: a deployment, a deployment status (`inactive`
 * among its states), an environment and the list of them, and the pull request's `draft` and
 * author. Each answer is held to it at run time; the tables are checked by the typechecker against
 * those types, so a field GitHub adds, drops or makes required, or a state it adds or removes,
 * fails `npm run typecheck` until the table says the same.
 */
import type { components, operations } from '@octokit/openapi-types';

type Schemas = components['schemas'];
type Kind<V> = V extends string
  ? 'string'
  : V extends number | bigint
    ? 'number'
    : V extends boolean
      ? 'boolean'
      : V extends readonly unknown[]
        ? 'array'
        : 'object';
/** Each field: whether GitHub requires it, whether it may be null, and the JSON type of its value. */
type Fields<T> = {
  [K in keyof T]-?: {
    required: object extends Pick<T, K> ? false : true;
    nullable: null extends T[K] ? true : false;
    kind: Kind<NonNullable<T[K]>>;
  };
};
interface Field {
  required: boolean;
  nullable: boolean;
  kind: string;
}

/** Every value of a union, listed once; a value the description has and the list lacks fails the typecheck. */
function allOf<U extends string>() {
  return <const L extends readonly U[]>(
    values: L & ([Exclude<U, L[number]>] extends [never] ? unknown : { missing: Exclude<U, L[number]> }),
  ) => values;
}

const DEPLOYMENT: Fields<Schemas['deployment']> = {
  url: { required: true, nullable: false, kind: 'string' },
  id: { required: true, nullable: false, kind: 'number' },
  node_id: { required: true, nullable: false, kind: 'string' },
  sha: { required: true, nullable: false, kind: 'string' },
  ref: { required: true, nullable: false, kind: 'string' },
  task: { required: true, nullable: false, kind: 'string' },
  payload: { required: true, nullable: false, kind: 'object' },
  original_environment: { required: false, nullable: false, kind: 'string' },
  environment: { required: true, nullable: false, kind: 'string' },
  description: { required: true, nullable: true, kind: 'string' },
  creator: { required: true, nullable: true, kind: 'object' },
  created_at: { required: true, nullable: false, kind: 'string' },
  updated_at: { required: true, nullable: false, kind: 'string' },
  statuses_url: { required: true, nullable: false, kind: 'string' },
  repository_url: { required: true, nullable: false, kind: 'string' },
  transient_environment: { required: false, nullable: false, kind: 'boolean' },
  production_environment: { required: false, nullable: false, kind: 'boolean' },
  performed_via_github_app: { required: false, nullable: true, kind: 'object' },
};

const STATUS: Fields<Schemas['deployment-status']> = {
  url: { required: true, nullable: false, kind: 'string' },
  id: { required: true, nullable: false, kind: 'number' },
  node_id: { required: true, nullable: false, kind: 'string' },
  state: { required: true, nullable: false, kind: 'string' },
  creator: { required: true, nullable: true, kind: 'object' },
  description: { required: true, nullable: false, kind: 'string' },
  environment: { required: false, nullable: false, kind: 'string' },
  target_url: { required: true, nullable: false, kind: 'string' },
  created_at: { required: true, nullable: false, kind: 'string' },
  updated_at: { required: true, nullable: false, kind: 'string' },
  deployment_url: { required: true, nullable: false, kind: 'string' },
  repository_url: { required: true, nullable: false, kind: 'string' },
  environment_url: { required: false, nullable: false, kind: 'string' },
  log_url: { required: false, nullable: false, kind: 'string' },
  performed_via_github_app: { required: false, nullable: true, kind: 'object' },
};

const ENVIRONMENT: Fields<Schemas['environment']> = {
  id: { required: true, nullable: false, kind: 'number' },
  node_id: { required: true, nullable: false, kind: 'string' },
  name: { required: true, nullable: false, kind: 'string' },
  url: { required: true, nullable: false, kind: 'string' },
  html_url: { required: true, nullable: false, kind: 'string' },
  created_at: { required: true, nullable: false, kind: 'string' },
  updated_at: { required: true, nullable: false, kind: 'string' },
  protection_rules: { required: false, nullable: false, kind: 'array' },
  deployment_branch_policy: { required: false, nullable: true, kind: 'object' },
};

type EnvironmentList = operations['repos/get-all-environments']['responses'][200]['content']['application/json'];
const ENVIRONMENT_LIST: Fields<EnvironmentList> = {
  total_count: { required: false, nullable: false, kind: 'number' },
  environments: { required: false, nullable: false, kind: 'array' },
};

/**
 * The fields of a pull request the fake answers (GitHub answers many more, none of which the
 * action reads): each as GitHub describes it.
 */
type PullFields = Fields<Schemas['pull-request']>;
const PULL: Pick<
  PullFields,
  'number' | 'state' | 'title' | 'user' | 'labels' | 'merged' | 'merged_at' | 'closed_at' | 'head' | 'base' | 'draft'
> = {
  number: { required: true, nullable: false, kind: 'number' },
  state: { required: true, nullable: false, kind: 'string' },
  title: { required: true, nullable: false, kind: 'string' },
  user: { required: true, nullable: false, kind: 'object' },
  labels: { required: true, nullable: false, kind: 'array' },
  merged: { required: true, nullable: false, kind: 'boolean' },
  merged_at: { required: true, nullable: true, kind: 'string' },
  closed_at: { required: true, nullable: true, kind: 'string' },
  head: { required: true, nullable: false, kind: 'object' },
  base: { required: true, nullable: false, kind: 'object' },
  draft: { required: false, nullable: false, kind: 'boolean' },
};
const USER: Pick<Fields<Schemas['simple-user']>, 'login' | 'id' | 'type'> = {
  login: { required: true, nullable: false, kind: 'string' },
  id: { required: true, nullable: false, kind: 'number' },
  type: { required: true, nullable: false, kind: 'string' },
};

const ENUMS: Record<string, readonly string[]> = {
  'status.state': allOf<Schemas['deployment-status']['state']>()([
    'error',
    'failure',
    'inactive',
    'pending',
    'success',
    'queued',
    'in_progress',
  ]),
  'pull.state': allOf<Schemas['pull-request']['state']>()(['open', 'closed']),
};

/** What the description says of `date-time` fields: ISO 8601. */
const DATE_TIMES = new Set(['created_at', 'updated_at', 'merged_at', 'closed_at']);

function kindOf(value: unknown): string {
  return Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
}

/**
 * Every way `value` departs from `fields`: a required field missing, a field the description
 * lacks, a value of another kind, or null where it may not be. With `subset`, only the fields
 * given are described (GitHub's answer has more), and a missing required one is no problem.
 */
function fieldProblems(where: string, value: unknown, fields: Record<string, Field>, subset = false): string[] {
  if (kindOf(value) !== 'object') return [`${where} is ${kindOf(value)}, not an object`];
  const body = value as Record<string, unknown>;
  const problems: string[] = [];
  if (!subset) {
    for (const [key, field] of Object.entries(fields)) {
      if (field.required && body[key] === undefined) problems.push(`${where}.${key} is required`);
    }
  }
  for (const [key, given] of Object.entries(body)) {
    const field = fields[key];
    if (!field) {
      problems.push(`${where}.${key} is not in GitHub's description`);
      continue;
    }
    if (given === null) {
      if (!field.nullable) problems.push(`${where}.${key} is null, which GitHub never sends`);
      continue;
    }
    if (kindOf(given) !== field.kind) problems.push(`${where}.${key} is ${kindOf(given)}, not ${field.kind}`);
    const allowed = ENUMS[`${where.replace(/\[\d+\]$/, '')}.${key}`];
    if (allowed && !allowed.includes(String(given)))
      problems.push(`${where}.${key} "${String(given)}" is not one of ${allowed.join(', ')}`);
    if (DATE_TIMES.has(key) && Number.isNaN(Date.parse(String(given)))) problems.push(`${where}.${key} is not a date-time`);
  }
  return problems;
}

export type RestAnswer = 'deployment' | 'status' | 'environment' | 'environments' | 'pull';

/** Every way `body` departs from GitHub's description of that answer; [] when it conforms. */
export function restAnswerProblems(kind: RestAnswer, body: unknown): string[] {
  switch (kind) {
    case 'deployment':
      return fieldProblems('deployment', body, DEPLOYMENT);
    case 'status':
      return fieldProblems('status', body, STATUS);
    case 'environment':
      return fieldProblems('environment', body, ENVIRONMENT);
    case 'environments': {
      const problems = fieldProblems('environments', body, ENVIRONMENT_LIST);
      const listed = (body as { environments?: unknown }).environments;
      if (Array.isArray(listed)) listed.forEach((each, at) => problems.push(...fieldProblems(`environment[${at}]`, each, ENVIRONMENT)));
      return problems;
    }
    case 'pull': {
      const problems = fieldProblems('pull', body, PULL, true);
      const user = (body as { user?: unknown }).user;
      if (user !== undefined) problems.push(...fieldProblems('pull.user', user, USER, true));
      return problems;
    }
  }
}
