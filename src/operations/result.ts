/**
 * The value every operation returns: what happened, in the platform's words, with enough
 * detail for the outputs, the log and the report to be written from it alone.
 */
export type OperationName = 'preview' | 'deploy' | 'cleanup' | 'status';

export type Outcome = 'success' | 'failure' | 'cancelled' | 'timed_out' | 'skipped' | 'planned';

export type StageStatus = 'SUCCESS' | 'ERROR' | 'CANCEL' | 'SKIP' | 'RUNNING' | (string & {});

/**
 * One stage of the run, measured by the action (prepare, secrets, trigger, wait) or reported by
 * the platform's metrics (queueing, build, deployment). Offsets are seconds since the run began,
 * so the stages can be drawn on one time line.
 */
export interface Stage {
  name: string;
  source: 'action' | 'platform';
  startSeconds: number;
  durationSeconds: number | null;
  status: StageStatus;
}

export interface EnvironmentLink {
  url: string;
  isDefault: boolean;
}

/** A service the deployment request carried, with the version it was deployed at. */
export interface DeployedService {
  kind: 'application' | 'container' | 'job';
  name: string;
  /** Built from git (a commit) or run from an image (a tag). */
  source: 'git' | 'image';
  version: string;
  /** Named in the inputs: deployed at the pull request's version. */
  pinned: boolean;
}

export interface OperationResult {
  operation: OperationName;
  outcome: Outcome;
  /** The platform's raw state at the end ('' when nothing was asked of the platform). */
  state: string;
  environmentId: string;
  environmentName: string;
  /** True when this run created the preview environment. */
  created: boolean;
  deploymentRequestId: string;
  /** The environment's public URL, the default link first; '' when there is none. */
  url: string;
  links: EnvironmentLink[];
  commit: string;
  durationSeconds: number;
  stages: Stage[];
  /** The stage that failed or was running when the run ended badly. */
  failedStage?: string;
  /** One line a user reads first: what happened and, when it went wrong, where. */
  summary: string;
  /** For dry runs: what would have been created, set and deployed (secret names only). */
  plan: string[];
  /** Names of the secrets set (never values). */
  secretNames: string[];
  /** The services deployed at a version (none for a redeploy, a cleanup or a status). */
  services?: DeployedService[];
}
