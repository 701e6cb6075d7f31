/**
 * One parser per input of action.yml: the value as the run uses it, or an Invalid carrying the
 * problem, which index.ts puts after the input's name. Plain functions rather than a schema
 * library: they are what a run loads first, before it knows whether its inputs are valid.
 */
import { COMMENT_MODES, foldedName, OPERATION_NAMES } from '../basics/names.ts';
import type { DotenvReading } from './dotenv.ts';
import { workingHours } from './preview-hours.ts';
import { invalid } from './invalid.ts';
import { seedJobRef } from './seed-inputs.ts';
import { duration, pricePerHour } from './life-inputs.ts';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
/** Docker's rule for an image tag, which is what `commit` becomes. */
export const IMAGE_TAG = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/;
const SECRET_KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;

export interface SecretEntry {
  key: string;
  value: string;
}

/** A pair of a dotenv input as read: `unset` when nothing followed `=` (dotenv.ts), and it is not sent. */
export type ReadEntry<T extends { key: string }> = T & { unset?: true };

export { Invalid } from './invalid.ts';

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
  return (value: string): T[number] =>
    values.find((known) => known === value) ?? invalid(`${shown(value)} is not one of: ${values.join(', ')}`);
}

/** A refused value as the message quotes it: in quotes, its line breaks escaped, long ones cut. */
function shown(value: string): string {
  const text = value.trim();
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);
}

function apiUrl(value: string): string {
  const text = value.trim();
  if (text === '') invalid('is required');
  // `127.0.0.1:8080` or `api.platform.com`: a host without its scheme, which URL reads as none or as a scheme.
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text) && /^[\w.-]+(?::\d+)?(?:\/|$)/.test(text)) {
    const host = text.split(/[:/]/)[0]!;
    const loopback = LOOPBACK_HOSTS.has(host) || /^127(\.\d{1,3}){3}$/.test(host);
    invalid(`has no scheme: add https:// (https://${text})${loopback ? `, or http:// on a loopback address (http://${text})` : ''}`);
  }
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
  // The header's scheme pasted with the token: the action sends `Token <api-token>` itself.
  if (/^(?:token|bearer)\s+\S/i.test(token)) {
    invalid(`starts with "${token.split(/\s/)[0]} ": drop it and give the token alone (the action adds the header's scheme)`);
  }
  if (/\s/.test(token)) invalid('must be a single token without spaces or line breaks');
  return token;
}

/**
 * Services, one per line or comma-separated, each an id (uuid) or a name of the environment's
 * services; `kind` names them in a refusal. Names are resolved against the environment later.
 */
function serviceRefs(kind: string) {
  return (value: string): string[] => {
    const refs = value
      .split(/[\n,]/)
      .map((ref) => ref.trim())
      .filter((ref) => ref.length > 0);
    const long = refs.find((ref) => ref.length > 255);
    if (long !== undefined) invalid(`"${long.slice(0, 40)}…" is too long for a name (at most 255 characters)`);
    const seen = new Set<string>();
    for (const ref of refs) {
      if (seen.has(foldedName(ref))) invalid(`${kind} ${ref} is listed twice`);
      seen.add(foldedName(ref));
    }
    return refs;
  };
}

/** An environment named by the path of names from its organization down, as the console shows it. */
export interface EnvironmentPath {
  /** '' when the path leaves it out: the token's one organization. */
  organization: string;
  project: string;
  environment: string;
}

/** `organization/project/environment` or `project/environment`, each part trimmed and not empty; else undefined. */
export function environmentPathOf(text: string): EnvironmentPath | undefined {
  const parts = text.split('/').map((part) => part.trim());
  if (parts.length < 2 || parts.length > 3 || parts.some((part) => part === '')) return undefined;
  const [environment, project, organization = ''] = parts.reverse() as [string, string, string?];
  return { organization, project, environment };
}

/** An environment id, or a path of names (resolved against the platform before any change). */
const environmentRef = optional(
  trimmed(
    (v) => UUID.test(v) || environmentPathOf(v) !== undefined,
    'must be an environment id (uuid) or a path of names organization/project/environment (or project/environment)',
  ),
);

/**
 * The `secrets` input as dotenv.ts read it: read once, before validation, because its values are
 * masked before anything can print them. The message never repeats a value, only line numbers and keys.
 */
export function secretEntries(reading: DotenvReading): ReadEntry<SecretEntry>[] {
  const { entries, problem } = reading;
  const seen = new Set<string>();
  for (const { key, line } of entries) {
    if (!SECRET_KEY.test(key)) invalid(`line ${line}: key must be letters, digits and underscores, not starting with a digit`);
    if (seen.has(key)) invalid(`line ${line}: key ${key} is set twice`);
    seen.add(key);
  }
  if (problem !== undefined) invalid(problem);
  return entries.map(({ key, value: secret, unset }) => ({ key, value: secret, ...(unset ? { unset } : {}) }));
}

/** The entries to send, and the keys left unset (`KEY=` with nothing after it), which are not. */
export function setAndUnset<T extends { key: string }>(entries: readonly ReadEntry<T>[]): { set: T[]; unset: string[] } {
  return {
    set: entries.filter((entry) => !entry.unset).map(({ unset: _unset, ...entry }) => entry as unknown as T),
    unset: entries.filter((entry) => entry.unset).map((entry) => entry.key),
  };
}

function previewName(value: string): string {
  const name = value.trim();
  if (name === '') invalid('must not be empty');
  if (!name.includes('{number}')) invalid("must contain {number}, so cleanup can tell the preview is this pull request's");
  if (/\{(?!environment\}|number\}|branch\})[^}]*\}/.test(name)) invalid('knows only {environment}, {number} and {branch}');
  return name;
}

/**
 * A whole number of `unit` from `min` to `max`, the one rule of every number input. With `empty`,
 * an empty value is 0 (off), and the problem says what empty means.
 */
function wholeNumber(unit: string, min: number, max: number, empty?: string) {
  return (value: string): number => {
    const text = value.trim();
    if (empty !== undefined && text === '') return 0;
    const number = Number(text);
    if (!/^\d+$/.test(text) || number < min || number > max)
      invalid(`must be a whole number of ${unit} from ${min} to ${max}${empty === undefined ? '' : `, or empty ${empty}`}`);
    return number;
  };
}

const timeoutMinutes = wholeNumber('minutes', 1, 360);

const consoleUrl = trimmed(
  (v) => v === '' || /^https?:\/\/\S+$/.test(v),
  'must be an http(s) URL template such as https://console.example.com/{organization}/{project}/{environment}',
);

/** sweep's age limit: empty is off. */
const maxAgeDays = wholeNumber('days', 1, 3650, 'for no age limit');

/** A GitHub login as comments show it: `octocat`, or an App's `my-app[bot]`. */
const commentAuthor = trimmed(
  (v) => v === '' || /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/.test(v),
  'must be a GitHub login such as octocat or my-app[bot]',
);

/** A path on each service's own host: it starts with `/`, has no blank, and no fragment. */
const healthPath = trimmed(
  (v) => v === '' || /^\/[^\s#]*$/.test(v),
  'must be a path starting with / such as /healthz (no spaces, no #), or empty for no check',
);

const healthTimeoutSeconds = wholeNumber('seconds', 1, 3600);

/**
 * `shared-paths`: globs of the repository's paths, one per line, matched against every file a push
 * changed. Blank lines and `#` comments are left out; a leading `../inputs/` or `/` is the repository's root.
 */
const sharedPaths = repositoryGlobs('packages/shared/** or package-lock.json');

/** `skip-paths`: the same globs, matched against every file a pull request changes. */
const skipPaths = repositoryGlobs('docs/** or *.md');

function repositoryGlobs(examples: string) {
  return (value: string): string[] => {
    const globs = value
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#'))
      .map((line) => line.replace(/^\.?\/+/, ''));
    const bad = globs.find((glob) => glob === '' || glob.includes('\\') || glob.split('/').includes('..'));
    if (bad !== undefined) invalid(`"${bad || '/'}" is not a path of the repository: write globs such as ${examples}`);
    return globs;
  };
}

/** `preview-for`: whose pull requests preview on their own. */
export interface PreviewFor {
  people: boolean;
  drafts: boolean;
  bots: boolean;
}

const PREVIEW_FOR = ['people', 'drafts', 'bots'] as const;

function previewFor(value: string): PreviewFor {
  const words = value
    .split(/[\s,]+/)
    .map((word) => word.trim().toLowerCase())
    .filter((word) => word !== '');
  const bad = words.find((word) => !(PREVIEW_FOR as readonly string[]).includes(word));
  if (bad !== undefined || words.length === 0)
    invalid(
      `${bad === undefined ? 'must not be empty' : `"${bad}" is not one of people, drafts, bots`}: list whose pull requests preview, such as people, drafts`,
    );
  return { people: words.includes('people'), drafts: words.includes('drafts'), bots: words.includes('bots') };
}

/** `preview-bots`: bots' logins, comma-separated or one a line, compared as GitHub does, without case. */
function botLogins(value: string): string[] {
  const logins = value
    .split(/[\n,]/)
    .map((login) => login.trim())
    .filter((login) => login !== '');
  const bad = logins.find((login) => !/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/.test(login));
  if (bad !== undefined) invalid(`"${bad}" is not a GitHub login: list bots such as dependabot[bot], renovate[bot]`);
  return [...new Set(logins.map((login) => login.toLowerCase()))];
}

/** The cap on a blueprint's open previews: empty is none. */
const maxPreviews = wholeNumber('previews', 1, 1000, 'for no limit');

/** A label name as GitHub takes it: one line, at most 50 characters. */
const previewLabel = trimmed(
  (v) => v.length <= 50 && !/[\r\n]/.test(v),
  'must be a label name of at most 50 characters on one line, such as preview',
);

/** A check run's name, as a branch rule requires it by: one line, and short enough to read in the list of checks. */
const checkName = trimmed(
  (v) => v.length <= 100 && !/[\r\n]/.test(v),
  'must be a check name of at most 100 characters on one line, such as preview, or empty for no check run',
);

/** `fork-secrets`: keys of `secrets`, one a line or comma-separated; which of them exist is checked against `secrets`. */
function secretKeys(value: string): string[] {
  const keys = value
    .split(/[\n,]/)
    .map((key) => key.trim())
    .filter((key) => key !== '');
  const bad = keys.find((key) => !SECRET_KEY.test(key));
  if (bad !== undefined) invalid(`"${bad}" is not a key of secrets: list keys such as DATABASE_URL, one a line or comma-separated`);
  return [...new Set(keys)];
}

/**
 * One parser per input but `secrets` (secretEntries): the value, or an Invalid with the problem.
 * Defaults match action.yml so a call without `with:` behaves the same.
 */
export const parsers = {
  'api-url': apiUrl,
  'api-token': apiToken,
  operation: oneOf(['auto', ...OPERATION_NAMES]),
  environment: environmentRef,
  application: serviceRefs('application'),
  container: serviceRefs('container'),
  job: serviceRefs('job'),
  commit: imageTag,
  'image-tag': imageTag,
  'preview-name': previewName,
  'preview-scope': oneOf(['environment', 'jobs']),
  cluster: optionalUuid,
  wait: strictBoolean,
  'timeout-minutes': timeoutMinutes,
  'cancel-on-timeout': strictBoolean,
  comment: oneOf(COMMENT_MODES),
  'github-token': (value: string) => value.trim(),
  'github-deployment': strictBoolean,
  'deployments-token': (value: string) => value.trim(),
  check: checkName,
  'console-url': consoleUrl,
  'deployment-request-id': optionalUuid,
  'dry-run': strictBoolean,
  'max-age-days': maxAgeDays,
  'comment-author': commentAuthor,
  'health-path': healthPath,
  'health-timeout-seconds': healthTimeoutSeconds,
  'affected-only': strictBoolean,
  'rollback-on-failure': strictBoolean,
  'shared-paths': sharedPaths,
  'preview-label': previewLabel,
  'preview-for': previewFor,
  'preview-bots': botLogins,
  'skip-paths': skipPaths,
  'max-previews': maxPreviews,
  'preview-hours': workingHours,
  'promote-from': environmentRef,
  'fork-previews': oneOf(['skip', 'approve']),
  'fork-blueprint': environmentRef,
  'fork-secrets': secretKeys,
  'blueprint-production': oneOf(['refuse', 'allow']),
  'seed-job': optional(seedJobRef),
  'seed-guard': oneOf(['warn', 'fail']),
  'reset-data-label': optional(previewLabel),
  'stop-after-idle': duration,
  'delete-after-idle': duration,
  'max-keep': duration,
  'keep-label': previewLabel,
  'cost-per-vcpu-hour': pricePerHour,
  'cost-per-gib-hour': pricePerHour,
  baseline: environmentRef,
  'own-services': serviceRefs('service'),
  'baseline-production': oneOf(['refuse', 'allow']),
};
