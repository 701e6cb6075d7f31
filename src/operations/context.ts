/**
 * What every operation is given: the client, the validated configuration, a clock, and a log.
 * Operations never call the Actions toolkit; main.ts hands them a log that does.
 */
import type { Config } from '../inputs.ts';
import type { PlatformClient } from '../platform/client.ts';
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
}

/** A pull request as GitHub has it now. */
export interface PullRequestNow {
  headSha: string;
  open: boolean;
}

/**
 * GitHub's side of a preview, read once per call; undefined when GitHub cannot be asked (no
 * github-token) or did not answer, and the run then goes on as if it had not asked.
 */
export interface PullRequestReader {
  read(number: number): Promise<PullRequestNow | undefined>;
}

export interface OperationContext {
  client: PlatformClient;
  config: Readonly<Config>;
  clock: Clock;
  log: OperationLog;
  random?: () => number;
  /** Where a preview learns that a newer commit overtook it or that its pull request closed. */
  pullRequests?: PullRequestReader;
  /** Called once, before the first change on the platform (never in a dry run). */
  announce?: (target: Target) => Promise<void>;
}

/** A refusal or impossibility found by the action itself (not an API fault): one line for the user. */
export class OperationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OperationError';
  }
}
