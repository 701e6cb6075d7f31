/**
 * What the reporter is given and gives back: its settings, the start of a run, and the state the
 * post step needs to finish a report the main step could not (its schema: post-state.ts).
 */
import type { ForkApproval } from '../config/index.ts';
import type { OctokitOptions } from '@octokit/core/types';
import type { CommentMode, OperationName } from '../basics/names.ts';
import type { OperationResult } from '../run/result.ts';
import type { BaselinePayload, ServiceVersion } from '../run/context.ts';
import type { PostState } from './post-state.ts';
import type { ClientLimits, GitHubRun } from '../github/octokit.ts';

export type { PostState } from './post-state.ts';

export interface ReportSettings {
  comment: CommentMode;
  /** May be '': then no comment and no deployment, and one warning. */
  githubToken: string;
  githubDeployment: boolean;
  /** The GitHub Deployment's token ('' or absent: `githubToken`), used for nothing else. */
  deploymentsToken?: string;
  /** The check run's name ('' or absent: none). */
  check?: string;
  /** A template with {organization} {project} {environment}, or ''. */
  consoleUrl: string;
  /** Whose comments are ours when the workflow says so; '' (or absent) asks the token. */
  commentAuthor?: string;
}

export interface ReportStart {
  operation: OperationName;
  environmentName: string;
  environmentId: string;
  organizationId: string;
  projectId: string;
  commit: string;
  /** Each service's URL known at the start: the GitHub Deployment's payload carries them. */
  urls?: Record<string, string>;
  /** What any later run of the same input may reuse, sealed (run/carried.ts): the Deployment's payload carries it. */
  carry?: string;
  /** Each service at the version the run deploys: the Deployment's payload names them. */
  versions?: ServiceVersion[];
  /** promote: the environment promoted from, by name. */
  promotedFrom?: string;
  /** A fork's preview: who approved which commit; the Deployment's payload names them. */
  approval?: ForkApproval;
  /** A preview sharing a baseline: the Deployment's payload names its own services and those it shares. */
  baseline?: BaselinePayload;
}

export interface ReportLog {
  info(line: string): void;
  warning(line: string): void;
}

export interface Reporter {
  /**
   * `saveProgress` receives the post step's state before each write and again once each id is
   * known, so a job killed half-way through still leaves the post step what it needs. The start
   * may run beside the platform work: nothing needs to await it but `finish`, which does.
   */
  start(info: ReportStart, saveProgress?: (state: PostState) => void): Promise<PostState>;
  /**
   * Awaits a start still under way first, so the result edits the comment and deployment it
   * made. `complete` is false when something is left for the post step.
   */
  finish(result: OperationResult, organizationId?: string, projectId?: string): Promise<{ commentUrl: string; complete: boolean }>;
}

export interface ReporterRuntime {
  run: GitHubRun;
  now?: () => Date;
  writeSummary?: (markdown: string) => Promise<void>;
  /** Octokit options for tests: quicker retries and throttling. */
  octokit?: Partial<OctokitOptions>;
  /** How long GitHub requests may take. */
  limits?: ClientLimits;
}
