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

/** What GitHub says of a pull request; a read that fails throws instead (sweep then leaves the preview alone). */
export type PullRequestState = 'open' | 'closed' | 'merged' | 'not-found';

/** The GitHub reads sweep needs, injected so the operation stays free of toolkit calls. */
export interface PullRequestReader {
  state(number: number): Promise<PullRequestState>;
}

export interface OperationContext {
  client: PlatformClient;
  config: Readonly<Config>;
  clock: Clock;
  log: OperationLog;
  random?: () => number;
  /** Called once, before the first change on the platform (never in a dry run). */
  announce?: (target: Target) => Promise<void>;
  /** sweep only: reads the repository's pull requests. */
  pullRequests?: PullRequestReader;
}

/** A refusal or impossibility found by the action itself (not an API fault): one line for the user. */
export class OperationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OperationError';
  }
}
