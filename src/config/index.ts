/**
 * Every input of action.yml, validated before the first request into one frozen, typed
 * configuration. A bad input is an InputError whose message names the input and what is wrong,
 * so the step can fail with one line and nothing changed on the platform.
 */
import { masksOf } from '../basics/redaction.ts';
import { sameName, type CommentMode, type OperationName } from '../basics/names.ts';
import { decideOperation } from './auto-operation.ts';
import { previewsByRule, underPreviewRules } from './preview-for.ts';
import { parseCommand, type PreviewCommand } from './preview-command.ts';
import { readDotenv, type DotenvReading } from './dotenv.ts';
import { secretlessBot, type PullRequest, type RunEvent } from './event.ts';
import {
  environmentPathOf,
  IMAGE_TAG,
  Invalid,
  parsers,
  secretEntries,
  setAndUnset,
  UUID,
  type EnvironmentPath,
  type ReadEntry,
  type SecretEntry,
} from './parsers.ts';
import { variablesOf, type VariableEntry } from './variables-input.ts';
import type { WorkingHours } from './preview-hours.ts';
import { rollbackSettings, type RollbackSettings } from './rollback-inputs.ts';
import { ACTION_INPUTS } from './action-inputs.generated.ts';
import { resetByLabel, resetDataOf, type ResetData } from './seed-inputs.ts';
import { lifeSettings, type LifeSettings } from './life-inputs.ts';

import { SkippedRun } from './auto-operation.ts';
export { SkippedRun };
export type { RunEvent } from './event.ts';
export type { EnvironmentPath } from './parsers.ts';

/** The inputs action.yml declares, in its order: what the step reads. */
export const INPUT_NAMES = Object.keys(ACTION_INPUTS) as InputName[];
export type InputName = keyof typeof ACTION_INPUTS;
export type RawInputs = Partial<Record<InputName, string>>;

export class InputError extends Error {
  readonly input: string;
  constructor(input: string, problem: string) {
    super(`Input "${input}": ${problem}`);
    this.name = 'InputError';
    this.input = input;
  }
}

/** Every field of a run's config but whose code it runs (ForkRun). */
interface ConfigFields extends RollbackSettings {
  apiUrl: string;
  apiToken: string;
  operation: OperationName;
  /** The environment's id; '' while `environmentPath` names it, until the names are resolved. */
  environmentId: string;
  /** The environment as a path of names, when the input gave names rather than an id. */
  environmentPath: EnvironmentPath | undefined;
  /** The services deployed at the pull request's version: each an id (lower-cased) or a name. */
  applications: readonly string[];
  containers: readonly string[];
  jobs: readonly string[];
  /** The git commit applications (and jobs built from git) are deployed at. */
  commit: string;
  /** The image tag containers and image-based jobs are deployed at; `commit` unless given. */
  imageTag: string;
  secrets: readonly SecretEntry[];
  /**
   * Keys of `secrets` given as `KEY=` with nothing after it, which is what a repository secret
   * that is not set expands to: not sent, so a value already on the platform stays, and named in
   * a warning. `KEY=""` is an empty value on purpose, and is sent.
   */
  unsetSecrets: readonly string[];
  previewName: string;
  previewScope: 'environment' | 'jobs';
  clusterId: string;
  wait: boolean;
  timeoutMinutes: number;
  cancelOnTimeout: boolean;
  comment: CommentMode;
  githubToken: string;
  githubDeployment: boolean;
  /** The token of the GitHub Deployment and its statuses: `deployments-token`, else `githubToken`. */
  deploymentsToken: string;
  /** The check run's name; '' for none. */
  check: string;
  consoleUrl: string;
  deploymentRequestId: string;
  dryRun: boolean;
  pullRequest: PullRequest | undefined;
  /** The `/preview` command of the comment this run answers (operation auto on issue_comment). */
  command: PreviewCommand | undefined;
  /** sweep: also delete previews whose last deployment is older than this; 0 is off. */
  maxAgeDays: number;
  /** A preview's life: its idle limits, how long a keep holds it, and what its resources cost. */
  life: LifeSettings;
  /** The login whose comments are the action's own; '' finds it from the token. */
  commentAuthor: string;
  /** Where each linked service is asked whether it answers, after DEPLOYED; '' asks none. */
  healthPath: string;
  /** How long each service may take to answer `healthPath` with 2xx or 3xx. */
  healthTimeoutSeconds: number;
  /** Non-secret variables set on the environment, placeholders unfilled. */
  variables: readonly VariableEntry[];
  /** Keys of `variables` given as `KEY=`, left unset as `unsetSecrets` are. */
  unsetVariables: readonly string[];
  /** Whether a preview may be cloned from a blueprint in mode PRODUCTION (`blueprint-production`). */
  blueprintProduction: 'refuse' | 'allow';
  /** On a preview that exists, deploy only the git-built services whose files the push changed. */
  affectedOnly: boolean;
  /** Globs of paths every git-built service depends on: a change there deploys them all. */
  sharedPaths: readonly string[];
  /** A pull request previews only while it carries this label; '' previews every one. */
  previewLabel: string;
  /**
   * `skip-paths`: a pull request whose every changed file matches one of these gets no new preview.
   * Empty when the run previews by hand (a `/preview` command, `preview-label`): the rules do not apply then.
   */
  skipPaths: readonly string[];
  /** The most previews of the blueprint open at once; 0 is no limit. */
  maxPreviews: number;
  /** When a preview runs: outside these hours the platform stops it (its deployment rule); undefined: always. */
  previewHours: WorkingHours | undefined;
  /** promote: the environment whose versions are promoted, by id or by its path of names; undefined for other operations. */
  promoteFrom: { id: string; path: EnvironmentPath | undefined } | undefined;
  /** What a fork's pull request gets: no preview, or one at a commit a writer approved. */
  forkPreviews: 'skip' | 'approve';
  /** `fork-blueprint` as given (an id or organization/project/environment); '' unless `fork-previews` is approve. */
  forkBlueprint: string;
  /**
   * `environment` as given, the team's blueprint, in a fork's run too (where `environment` above is
   * the fork blueprint): its previews share max-previews with the fork blueprint's. '' unless `fork-previews` is approve.
   */
  teamBlueprint: string;
  /** The lifecycle job that fills a new preview's data, by id (lower-cased) or name; '' for none. */
  seedJob: string;
  /** A seed job's variables naming the blueprint's database host: warned of, or refused before any write. */
  seedGuard: 'warn' | 'fail';
  /** The run only runs the seed job again, alone: asked by `/preview reset-data` or `reset-data-label`. */
  resetData: ResetData;
  /** A preview's baseline, by id or by its path of names: the environment whose services it shares (baseline.md); undefined: none. */
  baseline: { id: string; path: EnvironmentPath | undefined } | undefined;
  /** With a baseline: the services the preview always runs itself, by name. */
  ownServices: readonly string[];
  /** Whether the baseline may be in mode PRODUCTION (`baseline-production`). */
  baselineProduction: 'refuse' | 'allow';
  /** The label, as the pull request carries it, whose `labeled` event asked for the reseed; '' otherwise. */
  resetDataLabel: string;
}

/**
 * Whose code a run deploys. A fork's pull request under `fork-previews: approve` is a fork run: its
 * preview is the fork blueprint's (`environment` is then `fork-blueprint`), and only the
 * `fork-secrets` keys of `secrets` are set on it. A fork run that deploys is `approved`: its
 * `commit` is the approval's, whatever the `commit` input says, and no such config is built
 * without one. A fork's cleanup or stop deploys nothing, nor does its preview in a run GitHub gave
 * no secrets (it is skipped before any request).
 */
type ForkRun =
  | { forkRun: false; forkApproval?: undefined }
  | { forkRun: 'approved'; forkApproval: ForkApproval }
  | { forkRun: 'deploys-nothing'; forkApproval?: undefined };

export type Config = ConfigFields & ForkRun;

/**
 * What GitHub told the run before it started (action/gather.ts asks): the pull request a command
 * or a workflow_run is about, as GitHub has it now, and the approval of a fork's head.
 */
export interface RunFacts {
  /** The pull request the event named only by its number (a command) or not at all (a workflow_run). */
  pullRequest?: PullRequest | undefined;
  /** Who approved which head of a fork's pull request: the one commit its preview deploys. */
  approval?: ForkApproval | undefined;
}

/**
 * What the run must ask GitHub before it starts, once every input is valid: what checkInputs
 * answers, read by action/gather.ts.
 */
export interface RunNeeds {
  githubToken: string;
  timeoutMinutes: number;
  /** A `/preview` command: its author's permission, then the pull request it is on. */
  command: boolean;
  /** A workflow_run's pull request: the open one with the run's commit from the run's repository at its head. */
  runPullRequest: boolean;
  /** A fork's preview under fork-previews: approve: the approval of its pull request's head. */
  approvalOf: { number: number; previewLabel: string } | undefined;
}

/** A writer's approval of a fork's commit, as the comment, the summary and the GitHub Deployment name it. */
export interface ForkApproval {
  /** The full commit approved: the pull request's head when the run read it. */
  sha: string;
  approver: string;
  /** A `/preview <sha>` comment, or the `labeled` event of `preview-label`. */
  via: 'comment' | 'label';
  /** The approving comment's address, when it is one. */
  url?: string;
}

/** Each input's default, as action.yml declares it. */
export const DEFAULTS: Readonly<Record<InputName, string>> = ACTION_INPUTS;

/** Every input but the dotenv ones: `secrets`, which is read before the others (readSecrets), and `variables`. */
type TextInput = Exclude<InputName, 'secrets' | 'variables'>;
type Parsed = { [K in TextInput]: ReturnType<(typeof parsers)[K]> } & {
  secrets: ReadEntry<SecretEntry>[];
  variables: ReadEntry<VariableEntry>[];
};

/** What `parse` returns, or an InputError naming the input. */
function refusedAs<T>(name: InputName, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof Invalid) throw new InputError(name, error.message);
    throw error;
  }
}

function givenOrDefault(name: InputName, given: string | undefined): string {
  return given === undefined || given.trim() === '' ? DEFAULTS[name] : given;
}

/** One input as the run uses it (its default when left blank), or an InputError naming it. */
export function parseInput<K extends TextInput>(name: K, given: string | undefined): Parsed[K] {
  const value = givenOrDefault(name, given);
  return refusedAs(name, () => parsers[name](value) as Parsed[K]);
}

/** The `secrets` input read once: its values are masked before validation, and then become the config's. */
export function readSecrets(raw: RawInputs): DotenvReading {
  return readDotenv(raw.secrets ?? '');
}

/** @param mayBeEmpty inputs that are left empty rather than required in this run */
function parseEach(raw: RawInputs, secrets: DotenvReading, mayBeEmpty: readonly InputName[], hasPullRequest: boolean): Parsed {
  const parsed: Partial<Record<InputName, unknown>> = {};
  for (const name of INPUT_NAMES) {
    if (name === 'secrets') parsed.secrets = refusedAs(name, () => secretEntries(secrets));
    else if (name === 'variables')
      parsed.variables = refusedAs(name, () => variablesOf(raw, hasPullRequest, parsed.secrets as SecretEntry[]));
    else if (mayBeEmpty.includes(name) && givenOrDefault(name, raw[name]) === '') parsed[name] = '';
    else parsed[name] = parseInput(name, raw[name]);
  }
  return parsed as Parsed;
}

/**
 * A pull request from a fork is code nobody with write access has approved: on any event that
 * comes with one (pull_request_target runs with the repository's secrets), nothing deploys it.
 * deploy would take its head as `commit`, and rollback puts versions back on an environment that
 * event's author chose none of: both are refused before any input is read further or any request
 * is sent. A fork's preview and cleanup are skipped on their own (they get no secrets).
 */
function refuseForkDeploy(operation: OperationName, event: RunEvent): void {
  const pullRequest = event.pullRequest;
  if (!pullRequest?.fork || (operation !== 'deploy' && operation !== 'rollback' && operation !== 'promote')) return;
  throw new InputError(
    'operation',
    `${operation} is refused on ${event.eventName || 'this event'} for pull request #${pullRequest.number}, which comes from a fork: ` +
      `its commits are not approved by anyone with write access to this repository (run ${operation} on push or workflow_dispatch)`,
  );
}

/** The operations a fork's pull request may run under `fork-previews: approve`: on its own preview, the fork blueprint's. */
const FORK_OPERATIONS: ReadonlySet<OperationName> = new Set(['preview', 'cleanup', 'stop']);

/**
 * The pull request a run is about before GitHub is asked for it: a command's, known by its
 * number; a workflow_run's, by none (0) until its head commit and repository find it: the numbers
 * GitHub lists for the run only propose. Such a config is only validated, and parsed again once
 * the pull request is read.
 */
function unreadPullRequest(requested: string, event: RunEvent, command: PreviewCommand | undefined): PullRequest | undefined {
  const unread = { headSha: '', headBranch: '', title: '', fork: false, closed: false };
  if (command && event.comment) return { number: event.comment.issueNumber, ...unread };
  if (requested === 'auto' && event.workflowRun) return { number: 0, ...unread };
  return undefined;
}

/**
 * The run's config, decided once from the inputs, the event and what GitHub told the run before it
 * started. A fork's preview that deploys is built only with its approval, and deploys its commit.
 * @param secrets the `secrets` input as readSecrets read it, when it was read for the masks first
 */
export function parseInputs(raw: RawInputs, event: RunEvent, facts: RunFacts = {}, secrets = readSecrets(raw)): Readonly<Config> {
  const config = parse(raw, facts.pullRequest ? { ...event, pullRequest: facts.pullRequest } : event, facts.approval, secrets);
  if ('unapproved' in config) {
    throw new Error(
      `pull request #${config.pullRequest?.number ?? 0} comes from a fork: its preview is built only with a writer's approval of its head`,
    );
  }
  return config;
}

/**
 * Every input checked as parseInputs checks it (an InputError or a SkippedRun before any request),
 * and what GitHub must still be asked before the run can start.
 */
export function checkInputs(raw: RawInputs, event: RunEvent, facts: RunFacts = {}, secrets = readSecrets(raw)): RunNeeds {
  const read = facts.pullRequest ? { ...event, pullRequest: facts.pullRequest } : event;
  const config = parse(raw, read, facts.approval, secrets);
  const preview = config.operation === 'preview';
  const number = config.pullRequest?.number ?? 0;
  return {
    githubToken: config.githubToken,
    timeoutMinutes: config.timeoutMinutes,
    command: config.command !== undefined && !facts.pullRequest,
    runPullRequest: preview && read.workflowRun !== undefined && read.pullRequest === undefined,
    approvalOf: 'unapproved' in config && number !== 0 ? { number, previewLabel: config.previewLabel } : undefined,
  };
}

/** A fork's preview with the platform's token, before its approval is known: checked, never run. */
type Unapproved = ConfigFields & { forkRun: 'approved'; unapproved: true };

function parse(raw: RawInputs, event: RunEvent, approval: ForkApproval | undefined, secrets: DotenvReading): Readonly<Config> | Unapproved {
  const requested = parseInput('operation', (raw.operation ?? '').trim());
  const forkPreviews = parseInput('fork-previews', raw['fork-previews']);
  const previewLabel = parseInput('preview-label', raw['preview-label']);
  // The reset label reseeds whatever preview-label says: it is a request of its own, not the preview's gate.
  const byLabel =
    (requested === 'auto' || requested === 'preview') &&
    resetByLabel(event, parseInput('seed-job', raw['seed-job']), parseInput('reset-data-label', raw['reset-data-label']));
  const operation = byLabel
    ? 'preview'
    : underPreviewRules(decideOperation(requested, previewLabel, event, forkPreviews), event, {
        previewFor: parseInput('preview-for', raw['preview-for']),
        previewBots: parseInput('preview-bots', raw['preview-bots']),
        previewLabel,
      });
  const command = requested === 'auto' && event.eventName === 'issue_comment' ? parseCommand(event.comment?.body ?? '') : undefined;
  if (command === 'reset-data' && parseInput('seed-job', raw['seed-job']) === '') {
    throw new SkippedRun('/preview reset-data runs the seed job, and this workflow sets no seed-job: skipped, nothing changed');
  }
  const pullRequest = event.pullRequest ?? unreadPullRequest(requested, event, command);
  refuseForkDeploy(operation, event);
  const forkPreview = event.pullRequest?.fork === true && (operation === 'preview' || operation === 'cleanup');
  // A fork's run, and Dependabot's, get no secrets: an empty token there is expected, and the run will skip.
  const inputs = parseEach(raw, secrets, forkPreview || secretlessBot(event) !== undefined ? ['api-token'] : [], pullRequest !== undefined);
  if (forkPreviews === 'approve' && inputs['fork-blueprint'] === '') {
    throw new InputError(
      'fork-blueprint',
      "is required with fork-previews: approve: the blueprint a fork's preview is cloned from, by id or as organization/project/environment, kept free of production secrets",
    );
  }
  if (forkPreviews === 'approve' && sameEnvironmentRef(inputs['fork-blueprint'], inputs.environment)) {
    throw new InputError(
      'fork-blueprint',
      `names environment itself (${inputs.environment}): a fork's preview would be cloned from the team's blueprint and hold its secrets; give a blueprint of its own, kept free of them`,
    );
  }
  const unknownKey = inputs['fork-secrets'].find((key) => !inputs.secrets.some((entry) => entry.key === key));
  if (unknownKey !== undefined)
    throw new InputError('fork-secrets', `${unknownKey} is not a key of secrets: list only keys that secrets sets`);
  const forkRun = forkPreviews === 'approve' && event.pullRequest?.fork === true && FORK_OPERATIONS.has(operation);
  // A fork's code is deployed only where a writer approved it: its preview, given the platform's token.
  const forkDeploys = forkRun && operation === 'preview' && inputs['api-token'] !== '';
  // A fork's code runs in its preview: the fork blueprint's, holding none of the secrets but those listed.
  const environment = forkRun ? inputs['fork-blueprint'] : inputs.environment;
  const secretsGiven = forkRun ? inputs.secrets.filter((entry) => inputs['fork-secrets'].includes(entry.key)) : inputs.secrets;
  const secretsSet = setAndUnset(secretsGiven);
  const variablesSet = setAndUnset(inputs.variables);

  if ((operation === 'preview' || operation === 'cleanup') && !pullRequest) {
    throw new InputError(
      'operation',
      `${operation} needs a pull_request event (this run is a ${event.eventName || 'non-pull-request'} event` +
        `${event.eventName === 'issue_comment' ? '; on issue_comment, operation auto runs the /preview command of the comment' : ''})`,
    );
  }
  if (command && inputs['github-token'] === '') {
    throw new InputError(
      'github-token',
      "is required for /preview commands, which read the pull request's head and the commenter's permission (the default ${{ github.token }} will do)",
    );
  }
  if (operation !== 'status' && environment === '') {
    throw new InputError(
      'environment',
      operation === 'deploy'
        ? 'is required: the environment to deploy, by id or as organization/project/environment'
        : operation === 'promote'
          ? 'is required: the environment to promote to, by id or as organization/project/environment'
          : 'is required: the blueprint environment, by id or as organization/project/environment',
    );
  }
  checkPromotion(operation, inputs);
  if (operation === 'sweep' && inputs['github-token'] === '') {
    throw new InputError(
      'github-token',
      "is required for sweep, which reads each preview's pull request (the default ${{ github.token }} will do)",
    );
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
      if (inputs[name].length > 0)
        throw new InputError(name, `cannot be used with preview-scope jobs, which clones only jobs (use preview-scope environment)`);
    }
  }
  if (inputs['shared-paths'].length > 0 && !inputs['affected-only']) {
    throw new InputError('shared-paths', 'applies only with affected-only: true (without it every push deploys every service)');
  }
  checkBaseline(operation, inputs);
  ensureListedOnce(inputs);
  const life = lifeSettings(inputs);
  if ('problem' in life) throw new InputError(life.input, life.problem);
  // The commit a fork's preview deploys is the approved head, whatever `commit` says: an approval names one commit.
  const commitInput = forkDeploys ? '' : inputs.commit;
  const commit = (forkDeploys ? approval?.sha : undefined) || commitInput || pullRequest?.headSha || event.sha;
  const pinning = inputs.application.length + inputs.container.length + inputs.job.length > 0;
  if (pinning && !IMAGE_TAG.test(commit) && (operation === 'preview' || operation === 'deploy')) {
    throw new InputError('commit', 'is required to deploy services at a version: no pull request head SHA or GITHUB_SHA is known');
  }

  const fork: ForkRun | { forkRun: 'approved'; unapproved: true } = !forkRun
    ? { forkRun: false }
    : !forkDeploys
      ? { forkRun: 'deploys-nothing' }
      : approval
        ? { forkRun: 'approved', forkApproval: approval }
        : { forkRun: 'approved', unapproved: true };
  return Object.freeze({
    apiUrl: inputs['api-url'].replace(/\/+$/, ''),
    apiToken: inputs['api-token'],
    operation,
    environmentId: UUID.test(environment) ? environment.toLowerCase() : '',
    environmentPath: UUID.test(environment) ? undefined : environmentPathOf(environment),
    applications: Object.freeze(inputs.application.map(idLowerCased)),
    containers: Object.freeze(inputs.container.map(idLowerCased)),
    jobs: Object.freeze(inputs.job.map(idLowerCased)),
    commit,
    imageTag: inputs['image-tag'] || commit,
    secrets: Object.freeze(secretsSet.set),
    unsetSecrets: Object.freeze(secretsSet.unset),
    previewName: inputs['preview-name'],
    previewScope: inputs['preview-scope'],
    clusterId: inputs.cluster.toLowerCase(),
    wait: inputs.wait,
    timeoutMinutes: inputs['timeout-minutes'],
    cancelOnTimeout: inputs['cancel-on-timeout'],
    comment: inputs.comment,
    githubToken: inputs['github-token'],
    githubDeployment: inputs['github-deployment'],
    deploymentsToken: inputs['deployments-token'] || inputs['github-token'],
    check: inputs.check,
    consoleUrl: inputs['console-url'],
    deploymentRequestId: inputs['deployment-request-id'].toLowerCase(),
    dryRun: inputs['dry-run'],
    pullRequest,
    command,
    maxAgeDays: inputs['max-age-days'],
    life: Object.freeze(life),
    commentAuthor: inputs['comment-author'],
    healthPath: inputs['health-path'],
    healthTimeoutSeconds: inputs['health-timeout-seconds'],
    variables: Object.freeze(variablesSet.set),
    unsetVariables: Object.freeze(variablesSet.unset),
    blueprintProduction: inputs['blueprint-production'],
    affectedOnly: inputs['affected-only'],
    sharedPaths: Object.freeze(inputs['shared-paths']),
    previewLabel: inputs['preview-label'],
    skipPaths: Object.freeze(previewsByRule(operation, event, inputs['preview-label']) ? inputs['skip-paths'] : []),
    maxPreviews: inputs['max-previews'],
    previewHours: inputs['preview-hours'],
    promoteFrom: operation === 'promote' ? environmentRefOf(inputs['promote-from']) : undefined,
    forkPreviews,
    ...fork,
    forkBlueprint: forkPreviews === 'approve' ? inputs['fork-blueprint'] : '',
    teamBlueprint: forkPreviews === 'approve' ? inputs.environment : '',
    seedJob: idLowerCased(inputs['seed-job']),
    seedGuard: inputs['seed-guard'],
    resetData: operation === 'preview' ? resetDataOf(command, byLabel) : undefined,
    baseline: inputs.baseline === '' ? undefined : environmentRefOf(inputs.baseline),
    ownServices: Object.freeze(inputs['own-services']),
    baselineProduction: inputs['baseline-production'],
    resetDataLabel: operation === 'preview' && byLabel ? (event.label ?? '') : '',
    ...refusedAs('rollback-on-failure', () =>
      rollbackSettings(operation, {
        rollbackOnFailure: inputs['rollback-on-failure'],
        commit: commitInput,
        imageTag: inputs['image-tag'],
        wait: inputs.wait,
      }),
    ),
  });
}

/**
 * promote names two environments and changes versions only: `promote-from` is required there and
 * nowhere else, is not `environment` itself, and neither `secrets` nor `variables` is set by it.
 */
function checkPromotion(operation: OperationName, inputs: Parsed): void {
  const from = inputs['promote-from'];
  if (operation !== 'promote') {
    if (from !== '') throw new InputError('promote-from', `applies only to operation promote (this run is ${operation})`);
    return;
  }
  if (from === '') {
    throw new InputError(
      'promote-from',
      'is required for promote: the environment whose versions are promoted, by id or as organization/project/environment',
    );
  }
  const same = (a: string, b: string) => sameName(a.replace(/\s*\/\s*/g, '/'), b.replace(/\s*\/\s*/g, '/'));
  if (same(from, inputs.environment)) {
    throw new InputError('promote-from', `names the environment promoted to (${inputs.environment}): give the environment to promote from`);
  }
  for (const name of ['secrets', 'variables'] as const) {
    if (inputs[name].length > 0) {
      throw new InputError(name, 'is not set by promote, which deploys versions only: set it with a deploy of the environment');
    }
  }
}

/**
 * `baseline` is a preview's: a deploy, a promotion or a rollback has none to share (a cleanup or a
 * sweep of the same workflow ignores it). It is not the blueprint itself, nor preview-scope jobs'
 * (whose preview holds only its jobs); `own-services` means nothing without it.
 */
function checkBaseline(operation: OperationName, inputs: Parsed): void {
  const baseline = inputs.baseline;
  if (baseline === '') {
    if (inputs['own-services'].length > 0) {
      throw new InputError('own-services', 'applies only with baseline: without one the preview runs every service itself');
    }
    return;
  }
  if (operation === 'deploy' || operation === 'promote' || operation === 'rollback') {
    throw new InputError('baseline', `applies only to previews (this run is ${operation}): remove it from this step`);
  }
  if (inputs['preview-scope'] === 'jobs') {
    throw new InputError(
      'baseline',
      'cannot be used with preview-scope jobs, whose preview holds only its jobs (use preview-scope environment)',
    );
  }
  if (sameEnvironmentRef(baseline, inputs.environment)) {
    throw new InputError(
      'baseline',
      `names the blueprint itself (${inputs.environment}): the preview would share the services it is cloned from; give a running environment such as staging`,
    );
  }
}

function environmentRefOf(text: string): { id: string; path: EnvironmentPath | undefined } {
  return UUID.test(text) ? { id: text.toLowerCase(), path: undefined } : { id: '', path: environmentPathOf(text) };
}

/**
 * Whether two environment inputs surely name one environment: the same id, or the same path of
 * names as the platform compares them. A path and an id, or paths one of which leaves out the
 * organization, may still be one: the preview compares them once resolved.
 */
function sameEnvironmentRef(a: string, b: string): boolean {
  if (a === '' || b === '') return false;
  if (UUID.test(a) || UUID.test(b)) return a.toLowerCase() === b.toLowerCase();
  const [left, right] = [environmentPathOf(a), environmentPathOf(b)];
  if (!left || !right) return false;
  return (['organization', 'project', 'environment'] as const).every((part) => sameName(left[part], right[part]));
}

/** Ids compare lower-cased, as the platform writes them; a name is kept as given. */
function idLowerCased(ref: string): string {
  return UUID.test(ref) ? ref.toLowerCase() : ref;
}

/**
 * A service is one kind: the same id under two of application, container and job is a mistake.
 * Names may repeat across kinds: an application and a job may share one.
 */
function ensureListedOnce(inputs: Parsed): void {
  const seen = new Map<string, InputName>();
  for (const name of ['application', 'container', 'job'] as const) {
    for (const id of inputs[name].filter((ref) => UUID.test(ref))) {
      const earlier = seen.get(id.toLowerCase());
      if (earlier) throw new InputError(name, `${id} is also listed in "${earlier}": a service is of one kind`);
      seen.set(id.toLowerCase(), name);
    }
  }
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
export function rawSensitiveValues(raw: RawInputs, secrets = readSecrets(raw)): string[] {
  const { entries, problem } = secrets;
  // Past a problem the lines cannot be read as pairs: each is hidden whole.
  const unread = problem === undefined ? [] : [raw.secrets ?? ''];
  return masksOf([
    raw['api-token'] ?? '',
    raw['github-token'] ?? '',
    raw['deployments-token'] ?? '',
    passwordIn(raw['api-url'] ?? ''),
    ...entries.map((entry) => entry.value),
    ...unread,
  ]);
}
