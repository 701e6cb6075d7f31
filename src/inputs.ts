/**
 * Every input of action.yml, validated before the first request into one frozen, typed
 * configuration. A bad input is an InputError whose message names the input and what is wrong,
 * so the step can fail with one line and nothing changed on the platform.
 */
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

/**
 * A parser's refusal: only the problem, which parse puts after the input's name. Parsers
 * are plain functions rather than a schema library, which would be loaded and compiled before
 * the first input is read.
 */
class Invalid extends Error {}

function invalid(problem: string): never {
  throw new Invalid(problem);
}

/** The text trimmed, when `accepts` takes it; checks see the trimmed text and it is what is kept. */
function trimmed(accepts: (text: string) => boolean, problem: string) {
  return (value: string): string => {
    const text = value.trim();
    if (!accepts(text)) invalid(problem);
    return text;
  };
}

/** '' as given (the input left out), else what `parse` makes of it. */
function optional(parse: (value: string) => string) {
  return (value: string): string => (value === '' ? '' : parse(value));
}

const uuidText = trimmed((v) => UUID.test(v), 'must be a uuid such as 3f2b9c1e-8d4a-4e7b-9a61-0c5d2e7f4b18');
const optionalUuid = optional(uuidText);
const imageTag = optional(trimmed((v) => IMAGE_TAG.test(v), 'must be a valid image tag (letters, digits, _ . -; at most 128)'));

const trueOrFalse = trimmed((v) => v === 'true' || v === 'false', 'must be "true" or "false"');
const strictBoolean = (value: string): boolean => trueOrFalse(value) === 'true';

/** Exactly one of `values`, untrimmed. */
function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return (value: string): T[number] => values.find((known) => known === value) ?? invalid(`must be one of: ${values.join(', ')}`);
}

function apiUrl(value: string): string {
  const text = value.trim();
  if (text === '') invalid('is required');
  const url = URL.parse(text) ?? invalid('is not a URL');
  // The token is the only credential; a query or fragment would be lost or garble every path.
  if (url.username !== '' || url.password !== '' || /^[a-z][a-z0-9+.-]*:\/\/[^/]*@/i.test(text)) {
    invalid('must not carry a user or password (api-token is the only credential)');
  }
  if (text.includes('?') || text.includes('#')) invalid('must not carry a query (?…) or a fragment (#…)');
  const loopback = LOOPBACK_HOSTS.has(url.hostname) || /^127(\.\d{1,3}){3}$/.test(url.hostname);
  if (url.protocol === 'https:' || (url.protocol === 'http:' && loopback)) return text;
  return invalid('must be https, or http on a loopback address');
}

/** Required as given (a blank is not trimmed away first), then trimmed. */
function apiToken(value: string): string {
  if (value === '') invalid('is required (store the token as a repository secret)');
  const token = value.trim();
  if (/\s/.test(token)) invalid('must be a single token without spaces or line breaks');
  return token;
}

/** Service ids, one per line or comma-separated; `kind` names them in a refusal. */
function serviceIds(kind: string) {
  return (value: string): string[] => {
    const ids = value
      .split(/[\n,]/)
      .map((id) => id.trim())
      .filter((id) => id.length > 0);
    const notUuid = ids.find((id) => !UUID.test(id));
    if (notUuid !== undefined) invalid(`"${notUuid}" is not a uuid`);
    const seen = new Set<string>();
    for (const id of ids) {
      if (seen.has(id.toLowerCase())) invalid(`${kind} ${id} is listed twice`);
      seen.add(id.toLowerCase());
    }
    return ids;
  };
}

/** dotenv lines (src/dotenv.ts); the message never repeats a value, only line numbers and keys. */
function secrets(value: string): SecretEntry[] {
  const { entries, problem } = readDotenv(value);
  const seen = new Set<string>();
  for (const { key, line } of entries) {
    if (!SECRET_KEY.test(key)) invalid(`line ${line}: key must be letters, digits and underscores, not starting with a digit`);
    if (seen.has(key)) invalid(`line ${line}: key ${key} is set twice`);
    seen.add(key);
  }
  if (problem !== undefined) invalid(problem);
  return entries.map(({ key, value: secret }) => ({ key, value: secret }));
}

function previewName(value: string): string {
  const name = value.trim();
  if (name === '') invalid('must not be empty');
  if (!name.includes('{number}')) invalid('must contain {number}, so cleanup can tell the preview is this pull request\'s');
  if (/\{(?!environment\}|number\}|branch\})[^}]*\}/.test(name)) invalid('knows only {environment}, {number} and {branch}');
  return name;
}

function timeoutMinutes(value: string): number {
  const text = value.trim();
  if (!/^\d+$/.test(text)) invalid('must be a whole number of minutes');
  const minutes = Number(text);
  if (minutes < 1 || minutes > 360) invalid('must be between 1 and 360');
  return minutes;
}

const consoleUrl = trimmed(
  (v) => v === '' || /^https?:\/\/\S+$/.test(v),
  'must be an http(s) URL template such as https://console.example.com/{organization}/{project}/{environment}',
);

/** sweep's age limit: empty is off. */
function maxAgeDays(value: string): number {
  const text = value.trim();
  if (text === '') return 0;
  const days = Number(text);
  if (!/^\d+$/.test(text) || days < 1 || days > 3650) invalid('must be a whole number of days from 1 to 3650, or empty for no age limit');
  return days;
}

/** A GitHub login as comments show it: `octocat`, or an App's `my-app[bot]`. */
const commentAuthor = trimmed(
  (v) => v === '' || /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/.test(v),
  'must be a GitHub login such as octocat or my-app[bot]',
);

/**
 * One parser per input: the value, or an Invalid with the problem. Defaults match action.yml so
 * a call without `with:` behaves the same.
 */
const parsers = {
  'api-url': apiUrl,
  'api-token': apiToken,
  operation: oneOf(['auto', 'preview', 'deploy', 'cleanup', 'status', 'sweep']),
  environment: optionalUuid,
  application: serviceIds('application'),
  container: serviceIds('container'),
  job: serviceIds('job'),
  commit: imageTag,
  'image-tag': imageTag,
  secrets,
  'preview-name': previewName,
  'preview-scope': oneOf(['environment', 'jobs']),
  cluster: optionalUuid,
  wait: strictBoolean,
  'timeout-minutes': timeoutMinutes,
  'cancel-on-timeout': strictBoolean,
  comment: oneOf(['update', 'recreate', 'off']),
  'github-token': (value: string) => value.trim(),
  'github-deployment': strictBoolean,
  'console-url': consoleUrl,
  'deployment-request-id': optionalUuid,
  'dry-run': strictBoolean,
  'max-age-days': maxAgeDays,
  'comment-author': commentAuthor,
} satisfies Record<InputName, (value: string) => unknown>;

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

type Parsed = { [K in InputName]: ReturnType<(typeof parsers)[K]> };

/** The input parsed, or an InputError naming it. */
function parse<K extends InputName>(name: K, value: string): Parsed[K] {
  try {
    return parsers[name](value) as Parsed[K];
  } catch (error) {
    if (error instanceof Invalid) throw new InputError(name, error.message);
    throw error;
  }
}

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
    parsed[name] = parse(name, value);
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
  const operation = resolveOperation(parse('operation', (raw.operation ?? '').trim() || DEFAULTS.operation), event);
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
