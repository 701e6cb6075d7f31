/**
 * Every input of action.yml, validated before the first request into one frozen, typed
 * configuration. A bad input is an InputError whose message names the input and what is wrong,
 * so the step can fail with one line and nothing changed on the platform.
 */
import * as z from 'zod';
import { readDotenv } from './dotenv.ts';
import type { OperationName } from './operations/result.ts';

export const INPUT_NAMES = [
  'api-url',
  'api-token',
  'operation',
  'environment',
  'application',
  'container',
  'job',
  'commit',
  'image-tag',
  'secrets',
  'preview-name',
  'preview-scope',
  'cluster',
  'wait',
  'timeout-minutes',
  'cancel-on-timeout',
  'comment',
  'github-token',
  'github-deployment',
  'console-url',
  'deployment-request-id',
  'dry-run',
  // sweep and comment ownership (issue 12)
  'max-age-days',
  'comment-author',
] as const;
export type InputName = (typeof INPUT_NAMES)[number];
export type RawInputs = Partial<Record<InputName, string>>;

export class InputError extends Error {
  readonly input: string;
  constructor(input: string, problem: string) {
    super(`Input "${input}": ${problem}`);
    this.name = 'InputError';
    this.input = input;
  }
}

export interface SecretEntry {
  key: string;
  value: string;
}

export interface PullRequest {
  number: number;
  headSha: string;
  headBranch: string;
  title: string;
  /** Opened from a fork: GitHub gives the run no secrets. */
  fork: boolean;
  closed: boolean;
}

/** What the run knows of its trigger, read from the GitHub event by the caller. */
export interface RunEvent {
  eventName: string;
  sha: string;
  pullRequest?: PullRequest;
}

export interface Config {
  apiUrl: string;
  apiToken: string;
  operation: OperationName;
  environmentId: string;
  applicationIds: readonly string[];
  containerIds: readonly string[];
  jobIds: readonly string[];
  /** The git commit applications (and jobs built from git) are deployed at. */
  commit: string;
  /** The image tag containers and image-based jobs are deployed at; `commit` unless given. */
  imageTag: string;
  secrets: readonly SecretEntry[];
  previewName: string;
  previewScope: 'environment' | 'jobs';
  clusterId: string;
  wait: boolean;
  timeoutMinutes: number;
  cancelOnTimeout: boolean;
  comment: 'update' | 'recreate' | 'off';
  githubToken: string;
  githubDeployment: boolean;
  consoleUrl: string;
  deploymentRequestId: string;
  dryRun: boolean;
  pullRequest: PullRequest | undefined;
  /** sweep: also delete previews whose last deployment is older than this; 0 is off. */
  maxAgeDays: number;
  /** The login whose comments are the action's own; '' finds it from the token. */
  commentAuthor: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
/** Docker's rule for an image tag, which is what `commit` becomes. */
const IMAGE_TAG = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/;
const SECRET_KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;

const text = z.string().trim();
const uuidText = text.regex(UUID, 'must be a uuid such as 3f2b9c1e-8d4a-4e7b-9a61-0c5d2e7f4b18');
const optionalUuid = z.union([z.literal(''), uuidText]);

function strictBoolean() {
  return text
    .refine((v) => v === 'true' || v === 'false', 'must be "true" or "false"')
    .transform((v) => v === 'true');
}

function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: `must be one of: ${values.join(', ')}` });
}

const apiUrl = text.min(1, 'is required').superRefine((value, ctx) => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    ctx.addIssue({ code: 'custom', message: 'is not a URL' });
    return;
  }
  // The token is the only credential; a query or fragment would be lost or garble every path.
  if (url.username !== '' || url.password !== '' || /^[a-z][a-z0-9+.-]*:\/\/[^/]*@/i.test(value)) {
    ctx.addIssue({ code: 'custom', message: 'must not carry a user or password (api-token is the only credential)' });
    return;
  }
  if (value.includes('?') || value.includes('#')) {
    ctx.addIssue({ code: 'custom', message: 'must not carry a query (?…) or a fragment (#…)' });
    return;
  }
  const loopback = LOOPBACK_HOSTS.has(url.hostname) || /^127(\.\d{1,3}){3}$/.test(url.hostname);
  if (url.protocol === 'https:') return;
  if (url.protocol === 'http:' && loopback) return;
  ctx.addIssue({ code: 'custom', message: 'must be https, or http on a loopback address' });
});

const apiToken = z
  .string()
  .min(1, 'is required (store the token as a repository secret)')
  .refine((v) => !/\s/.test(v.trim()), 'must be a single token without spaces or line breaks')
  .transform((v) => v.trim());

/** Service ids, one per line or comma-separated; `kind` names them in a refusal. */
const serviceIds = (kind: string) => text.transform((value, ctx) => {
  const ids = value
    .split(/[\n,]/)
    .map((id) => id.trim())
    .filter((id) => id.length > 0);
  for (const id of ids) {
    if (!UUID.test(id)) {
      ctx.addIssue({ code: 'custom', message: `"${id}" is not a uuid` });
      return z.NEVER;
    }
  }
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id.toLowerCase())) {
      ctx.addIssue({ code: 'custom', message: `${kind} ${id} is listed twice` });
      return z.NEVER;
    }
    seen.add(id.toLowerCase());
  }
  return ids;
});

/** dotenv lines (src/dotenv.ts); the message never repeats a value, only line numbers and keys. */
const secrets = z.string().transform((value, ctx) => {
  const { entries, problem } = readDotenv(value);
  const fail = (message: string) => {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  const seen = new Set<string>();
  for (const { key, line } of entries) {
    if (!SECRET_KEY.test(key)) return fail(`line ${line}: key must be letters, digits and underscores, not starting with a digit`);
    if (seen.has(key)) return fail(`line ${line}: key ${key} is set twice`);
    seen.add(key);
  }
  if (problem !== undefined) return fail(problem);
  return entries.map(({ key, value: secret }): SecretEntry => ({ key, value: secret }));
});

const previewName = text
  .min(1, 'must not be empty')
  .refine((v) => v.includes('{number}'), 'must contain {number}, so cleanup can tell the preview is this pull request\'s')
  .refine((v) => !/\{(?!environment\}|number\}|branch\})[^}]*\}/.test(v), 'knows only {environment}, {number} and {branch}');

const timeoutMinutes = text
  .regex(/^\d+$/, 'must be a whole number of minutes')
  .transform(Number)
  .refine((n) => n >= 1 && n <= 360, 'must be between 1 and 360');

const consoleUrl = text.refine(
  (v) => v === '' || /^https?:\/\/\S+$/.test(v),
  'must be an http(s) URL template such as https://console.example.com/{organization}/{project}/{environment}',
);

/** sweep's age limit: empty is off. */
const maxAgeDays = text.refine((v) => v === '' || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 3650), 'must be a whole number of days from 1 to 3650, or empty for no age limit')
  .transform((v) => (v === '' ? 0 : Number(v)));

/** A GitHub login as comments show it: `octocat`, or an App's `my-app[bot]`. */
const commentAuthor = text.refine(
  (v) => v === '' || /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/.test(v),
  'must be a GitHub login such as octocat or my-app[bot]',
);

/** One schema per input; defaults match action.yml so a call without `with:` behaves the same. */
const schemas = {
  'api-url': apiUrl,
  'api-token': apiToken,
  operation: oneOf(['auto', 'preview', 'deploy', 'cleanup', 'status', 'sweep']),
  environment: optionalUuid,
  application: serviceIds('application'),
  container: serviceIds('container'),
  job: serviceIds('job'),
  commit: z.union([z.literal(''), text.regex(IMAGE_TAG, 'must be a valid image tag (letters, digits, _ . -; at most 128)')]),
  'image-tag': z.union([z.literal(''), text.regex(IMAGE_TAG, 'must be a valid image tag (letters, digits, _ . -; at most 128)')]),
  secrets,
  'preview-name': previewName,
  'preview-scope': oneOf(['environment', 'jobs']),
  cluster: optionalUuid,
  wait: strictBoolean(),
  'timeout-minutes': timeoutMinutes,
  'cancel-on-timeout': strictBoolean(),
  comment: oneOf(['update', 'recreate', 'off']),
  'github-token': z.string().transform((v) => v.trim()),
  'github-deployment': strictBoolean(),
  'console-url': consoleUrl,
  'deployment-request-id': optionalUuid,
  'dry-run': strictBoolean(),
  'max-age-days': maxAgeDays,
  'comment-author': commentAuthor,
} satisfies Record<InputName, z.ZodType>;

export const DEFAULTS: Record<InputName, string> = {
  'api-url': '',
  'api-token': '',
  operation: 'auto',
  environment: '',
  application: '',
  container: '',
  job: '',
  commit: '',
  'image-tag': '',
  secrets: '',
  'preview-name': '{environment}-pr-{number}',
  'preview-scope': 'environment',
  cluster: '',
  wait: 'true',
  'timeout-minutes': '30',
  'cancel-on-timeout': 'false',
  comment: 'update',
  'github-token': '',
  'github-deployment': 'true',
  'console-url': '',
  'deployment-request-id': '',
  'dry-run': 'false',
  'max-age-days': '',
  'comment-author': '',
};

type Parsed = { [K in InputName]: z.output<(typeof schemas)[K]> };

/** @param mayBeEmpty inputs that are left empty rather than required in this run */
function parseEach(raw: RawInputs, mayBeEmpty: readonly InputName[]): Parsed {
  const parsed: Partial<Record<InputName, unknown>> = {};
  for (const name of INPUT_NAMES) {
    const given = raw[name];
    const value = given === undefined || given.trim() === '' ? DEFAULTS[name] : given;
    if (value === '' && mayBeEmpty.includes(name)) {
      parsed[name] = '';
      continue;
    }
    const result = schemas[name].safeParse(value);
    if (!result.success) throw new InputError(name, result.error.issues[0]?.message ?? 'is invalid');
    parsed[name] = result.data;
  }
  return parsed as Parsed;
}

/** `auto`: a closed pull request cleans up, any other pull-request event previews, else deploy. */
export function resolveOperation(requested: Parsed['operation'], event: RunEvent): OperationName {
  if (requested !== 'auto') return requested;
  if (event.pullRequest) return event.pullRequest.closed ? 'cleanup' : 'preview';
  return 'deploy';
}

export function parseInputs(raw: RawInputs, event: RunEvent): Readonly<Config> {
  const operationOnly = schemas.operation.safeParse((raw.operation ?? '').trim() || DEFAULTS.operation);
  if (!operationOnly.success) throw new InputError('operation', operationOnly.error.issues[0]?.message ?? 'is invalid');
  const operation = resolveOperation(operationOnly.data, event);
  const forkPreview = event.pullRequest?.fork === true && (operation === 'preview' || operation === 'cleanup');
  // A fork's run gets no secrets: an empty token there is expected, and the run will skip.
  const inputs = parseEach(raw, forkPreview ? ['api-token'] : []);

  if ((operation === 'preview' || operation === 'cleanup') && !event.pullRequest) {
    throw new InputError(
      'operation',
      `${operation} needs a pull_request event (this run is a ${event.eventName || 'non-pull-request'} event)`,
    );
  }
  if (operation !== 'status' && inputs.environment === '') {
    throw new InputError(
      'environment',
      operation === 'deploy' ? 'is required: the id of the environment to deploy' : 'is required: the id of the blueprint environment',
    );
  }
  if (operation === 'sweep' && inputs['github-token'] === '') {
    throw new InputError('github-token', 'is required for sweep, which reads each preview\'s pull request (the default ${{ github.token }} will do)');
  }
  if (inputs['max-age-days'] > 0 && operation !== 'sweep') {
    throw new InputError('max-age-days', `applies only to operation sweep (this run is ${operation})`);
  }
  if (operation === 'status' && inputs.environment === '' && inputs['deployment-request-id'] === '') {
    throw new InputError('environment', 'is required for status when deployment-request-id is empty');
  }
  if (inputs['preview-scope'] === 'jobs' && operation === 'preview' && inputs.job.length === 0) {
    throw new InputError('job', 'must list at least one job when preview-scope is jobs');
  }
  if (inputs['preview-scope'] === 'jobs' && operation === 'preview') {
    for (const name of ['application', 'container'] as const) {
      if (inputs[name].length > 0) throw new InputError(name, `cannot be used with preview-scope jobs, which clones only jobs (use preview-scope environment)`);
    }
  }
  ensureListedOnce(inputs);
  const commit = inputs.commit || event.pullRequest?.headSha || event.sha;
  const pinning = inputs.application.length + inputs.container.length + inputs.job.length > 0;
  if (pinning && !IMAGE_TAG.test(commit) && (operation === 'preview' || operation === 'deploy')) {
    throw new InputError('commit', 'is required to deploy services at a version: no pull request head SHA or GITHUB_SHA is known');
  }

  return Object.freeze({
    apiUrl: inputs['api-url'].replace(/\/+$/, ''),
    apiToken: inputs['api-token'],
    operation,
    environmentId: inputs.environment.toLowerCase(),
    applicationIds: Object.freeze(inputs.application.map((id) => id.toLowerCase())),
    containerIds: Object.freeze(inputs.container.map((id) => id.toLowerCase())),
    jobIds: Object.freeze(inputs.job.map((id) => id.toLowerCase())),
    commit,
    imageTag: inputs['image-tag'] || commit,
    secrets: Object.freeze(inputs.secrets),
    previewName: inputs['preview-name'],
    previewScope: inputs['preview-scope'],
    clusterId: inputs.cluster.toLowerCase(),
    wait: inputs.wait,
    timeoutMinutes: inputs['timeout-minutes'],
    cancelOnTimeout: inputs['cancel-on-timeout'],
    comment: inputs.comment,
    githubToken: inputs['github-token'],
    githubDeployment: inputs['github-deployment'],
    consoleUrl: inputs['console-url'],
    deploymentRequestId: inputs['deployment-request-id'].toLowerCase(),
    dryRun: inputs['dry-run'],
    pullRequest: event.pullRequest,
    maxAgeDays: inputs['max-age-days'],
    commentAuthor: inputs['comment-author'],
  });
}

/** A service is one kind: the same id under two of application, container and job is a mistake. */
function ensureListedOnce(inputs: Parsed): void {
  const seen = new Map<string, InputName>();
  for (const name of ['application', 'container', 'job'] as const) {
    for (const id of inputs[name]) {
      const earlier = seen.get(id.toLowerCase());
      if (earlier) throw new InputError(name, `${id} is also listed in "${earlier}": a service is of one kind`);
      seen.set(id.toLowerCase(), name);
    }
  }
}

/**
 * A mask shorter than this would blank every occurrence of those characters in the log (a
 * one-character mask of "=" hides every "="), so such a value cannot be hidden and is not tried.
 */
export const SHORTEST_MASK = 3;

/**
 * What to register as masks for these values: the runner masks line by line, so each line of a
 * multi-line value is its own mask; lines shorter than SHORTEST_MASK are left out.
 */
export function masksOf(values: readonly string[]): string[] {
  const masks = values.flatMap((value) => [value, ...value.split(/\r?\n/)]).map((mask) => mask.trim());
  return [...new Set(masks.filter((mask) => mask.length >= SHORTEST_MASK && !/[\r\n]/.test(mask)))];
}

/** Every mask the logs need: the tokens and each line of each secret value. */
export function sensitiveValues(config: Config): string[] {
  return masksOf([config.apiToken, config.githubToken, ...config.secrets.map((s) => s.value)]);
}

/** A password in a URL, refused by the api-url check but hidden before it is made. */
function passwordIn(text: string): string {
  try {
    return decodeURIComponent(new URL(text.trim()).password);
  } catch {
    return '';
  }
}

/**
 * Masks for the raw inputs, before they are validated: a bad input's message never shows a
 * value, but the values read up to the problem are hidden all the same.
 */
export function rawSensitiveValues(raw: RawInputs): string[] {
  const { entries, problem } = readDotenv(raw.secrets ?? '');
  // Past a problem the lines cannot be read as pairs: each is hidden whole.
  const unread = problem === undefined ? [] : [raw.secrets ?? ''];
  return masksOf([raw['api-token'] ?? '', raw['github-token'] ?? '', passwordIn(raw['api-url'] ?? ''), ...entries.map((entry) => entry.value), ...unread]);
}
