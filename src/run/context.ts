/**
 * What every operation is given: the client, the validated configuration, a clock, and a log.
 * Operations never call the Actions toolkit; main.ts hands them a log that does.
 */
import type { Config } from '../config/index.ts';
import type { PlatformClient } from '../platform/client.ts';
import type { Carried } from './carried.ts';
import type { Environment } from '../platform/schemas/index.ts';
import type { Clock } from '../wait/index.ts';

export interface OperationLog {
  info(line: string): void;
  notice(line: string): void;
  warning(line: string): void;
  startGroup(title: string): void;
  endGroup(): void;
}

/** The environment a run is about to change, known before the first change is made. */
export interface Target {
  environmentName: string;
  environmentId: string;
  organizationId: string;
  projectId: string;
  /**
   * Each service's URL known before the change (a preview that exists already, or a deploy whose
   * `{url:SERVICE}` read them): the GitHub Deployment's payload.
   */
  urls?: Record<string, string>;
  /** The project found, sealed for any later run of the input (carried.ts): the GitHub Deployment's payload. */
  carry?: string;
  /** The commit deployed when it is not the run's (a rollback's restored commit): the GitHub Deployment's ref. */
  commit?: string;
  /** Each service deployed at the version it gets: the GitHub Deployment's payload names them. */
  versions?: ServiceVersion[];
  /** promote: the environment whose versions are deployed, by name: the GitHub Deployment's description and payload name it. */
  promotedFrom?: string;
  /** A preview sharing a baseline: its own services and those it shares: the GitHub Deployment's payload names both. */
  baseline?: BaselinePayload;
}

/** A preview's baseline as the GitHub Deployment's payload names it. */
export interface BaselinePayload {
  environment: string;
  own: { kind: string; name: string }[];
  shared: { kind: string; name: string; version: string | null }[];
}

/** A service as a GitHub Deployment's payload names it. */
export interface ServiceVersion {
  name: string;
  kind: string;
  version: string;
}

/** The target of an environment that exists: what is announced before the first change to it. */
export function targetOf(environment: Environment, urls?: Record<string, string>, versions?: ServiceVersion[]): Target {
  return {
    environmentName: environment.name,
    environmentId: environment.id,
    organizationId: environment.organization.id,
    projectId: environment.project.id,
    ...(urls === undefined ? {} : { urls }),
    ...(versions === undefined || versions.length === 0 ? {} : { versions }),
  };
}

/** What GitHub says of a pull request now. */
export interface PullRequestNow {
  state: 'open' | 'closed' | 'merged' | 'not-found';
  /** '' when the pull request does not exist. */
  headSha: string;
}

/**
 * The pull request reads of sweep and of a preview (newest commit wins, closed during the wait),
 * injected so the operations stay free of toolkit calls. A read GitHub could not answer throws:
 * sweep then leaves the preview alone, a preview goes on as if it had not asked.
 */
export interface PullRequestReader {
  read(number: number): Promise<PullRequestNow>;
}

/** A writer's `/preview` command on a pull request, as GitHub dates it. */
export interface WriterCommand {
  /** When GitHub says the comment was made (epoch ms). */
  at: number;
  author: string;
  /** A `/preview keep`: the time asked (0: as long as max-keep allows); absent for any other command. */
  keepMs?: number;
  url: string;
}

/** What GitHub holds of a pull request that a preview's life counts: its labels, its writers' commands, the warnings given. */
export interface PullRequestActivity {
  labels: readonly string[];
  /** Oldest first; a comment by someone without write access is none. */
  commands: readonly WriterCommand[];
  /** The markers of the action's own expiry warnings on it. */
  warnings: readonly string[];
  /** The newest renewal without a deployment the action recorded in its own comment of the preview (epoch ms): it only postpones. */
  renewedAt?: number;
}

/** A preview's life as GitHub keeps it: read for sweep and a preview, and the one warning sweep writes. */
export interface PreviewNotes {
  /** `environmentName`: whose comment's record of a renewal counts. */
  read(number: number, environmentName?: string): Promise<PullRequestActivity>;
  warn(number: number, body: string): Promise<void>;
  /**
   * Puts `banner` atop the preview's own comment (after its marker, the rest kept as it is, link
   * and all), in place of an earlier one: the sweep stopped it. False when it has no comment.
   */
  asleep(number: number, environmentName: string, banner: string): Promise<boolean>;
}

/** Asks a service's URL once within `limitMs`: the HTTP status it answered; throws when it did not answer. */
export type AskService = (url: string, limitMs: number) => Promise<number>;
/** What GitHub's compare API says of the files changed between two commits. */
export interface Comparison {
  /** ahead, behind, identical or diverged, as GitHub says; anything else is doubt. */
  status: string;
  /** Every path a file had on either side (a rename counts twice); undefined when GitHub did not list them all. */
  files: string[] | undefined;
  /** How many files GitHub listed: it lists 300 at most, so a list that long may be cut. */
  listed: number;
}

/**
 * affected-only's one question to GitHub, injected like the pull request reads. A compare GitHub
 * could not answer throws, its message saying why (`HTTP 404`, `no answer`).
 */
export interface CommitComparer {
  /** The repository it compares in, as a URL: `https://github.com/acme/shop`. */
  repository: string;
  compare(base: string, head: string): Promise<Comparison>;
}

/** What sweep found left on GitHub of previews that are gone. */
export interface RetiredLeftovers {
  /** The GitHub environments named as previews that are gone. */
  environments: string[];
  /** Their Deployments marked inactive now. */
  deactivated: number;
  /** Those deleted (the token may delete environments). */
  deleted: number;
  /** Those left: the token may not delete environments. */
  left: number;
}

/**
 * The GitHub environments of previews that are gone, injected like the pull request reads: each
 * one `gone` names has its Deployments marked inactive and is deleted where the token may.
 */
export interface GitHubLeftovers {
  retire(gone: (name: string) => boolean): Promise<RetiredLeftovers>;
}

export interface OperationContext {
  client: PlatformClient;
  config: Readonly<Config>;
  clock: Clock;
  log: OperationLog;
  /**
   * When the run's time is up, on `clock`: `timeout-minutes` counted once, from the start of the
   * step. Every wait, busy retry and poll of the run ends by it.
   */
  deadline: number;
  random?: () => number;
  /** Where sweep reads pull requests, and a preview learns that a newer commit overtook it or that its pull request closed. */
  pullRequests?: PullRequestReader;
  /** A preview's life on GitHub (labels, writers' commands, warnings): absent when GitHub cannot be asked or the life is not followed. */
  previewNotes?: PreviewNotes;
  /** affected-only: the files a push changed, from GitHub; absent when GitHub cannot be asked. */
  commits?: CommitComparer;
  /** sweep: the GitHub environments of previews that are gone; absent without GitHub Deployments. */
  gitHubLeftovers?: GitHubLeftovers;
  /** Every value registered as masked in the run (tokens, secrets, passwords): hidden in what the platform's logs say. */
  masks?: readonly string[];
  /** How a service is asked at `health-path` (a test answers for it); a plain GET without the token by default. */
  askService?: AskService;
  /** Called once, before the first change on the platform (never in a dry run). */
  announce?: (target: Target) => Promise<void>;
  /** The environment the operation acts on, when it was read already (the input's names resolved): not read again. */
  environment?: Environment;
  /** What the last run for these inputs learned (carried.ts): used only once checked against the platform. */
  carried?: Carried;
}

/** The id of the environment the operation acts on: the one read while resolving its names, else the input's id. */
export function environmentIdOf(ctx: Pick<OperationContext, 'config' | 'environment'>): string {
  return ctx.environment?.id ?? ctx.config.environmentId;
}

/** The environment the operation acts on: the one read while resolving its names, else read now. */
export function readEnvironment(ctx: OperationContext): Promise<Environment> {
  return ctx.environment ? Promise.resolve(ctx.environment) : ctx.client.environments.get({ environmentId: ctx.config.environmentId });
}

/** A refusal or impossibility found by the action itself (not an API fault): one line for the user. */
export class OperationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OperationError';
  }
}
