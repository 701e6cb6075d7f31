/** How the deployment engine is tuned: planned durations, speed, stale window, busy answer, event sink. */
import type { DeploymentRequest, ServiceRun, ServiceStepName, StageRun, Step } from './deployment-request.ts';
import type { EnvironmentRecord } from './store.ts';

/** Planned durations in platform milliseconds, before `speed`. */
export interface Durations {
  /** The deployment request's wait for a worker: the first stage's QUEUEING step. */
  queueMs: number;
  /** A service's wait for a builder, and its wait to be deployed: BUILD_QUEUEING and DEPLOYMENT_QUEUEING. */
  buildQueueMs: number;
  buildMs: number;
  /**
   * An image service's copy of its image into the cluster's registry (MIRROR_IMAGE). Whole
   * seconds, like every default: the platform reports whole seconds, and half a second would round
   * either way from run to run.
   */
  mirrorMs: number;
  deployQueueMs: number;
  deployMs: number;
  cancelMs: number;
  deleteQueueMs: number;
  deletingMs: number;
  /** How long DELETED stays visible before the environment answers 404. */
  goneMs: number;
  /** A stop's wait in STOP_QUEUED, then in STOPPING before STOPPED. */
  stopQueueMs: number;
  stoppingMs: number;
}

export const DEFAULT_DURATIONS: Durations = {
  queueMs: 1000,
  buildQueueMs: 0,
  buildMs: 2000,
  mirrorMs: 1000,
  deployQueueMs: 0,
  deployMs: 2000,
  cancelMs: 500,
  deleteQueueMs: 500,
  deletingMs: 1000,
  goneMs: 500,
  stopQueueMs: 500,
  stoppingMs: 1000,
};

export type DeploymentEventType = 'DEPLOYMENT_STARTED' | 'DEPLOYMENT_SUCCEEDED' | 'DEPLOYMENT_FAILED';

export interface DeploymentEvent {
  type: DeploymentEventType;
  organizationId: string;
  environmentId: string;
  serviceId: string;
  deploymentRequestId: string;
}

/** What happened to one service of a deployment: what its logs are written from. */
export interface ServiceChange {
  record: EnvironmentRecord;
  request: DeploymentRequest;
  stage: StageRun;
  service: ServiceRun;
  /** queued: the request started; step-*: a step of the service; deployed: all steps done; not-ready: its readiness probe never passes. */
  change: 'queued' | 'step-started' | 'step-succeeded' | 'step-failed' | 'deployed' | 'not-ready';
  step?: Step<ServiceStepName>;
}

/**
 * A service of a kind the engine does not run (a database, a helm chart, terraform, an agentic
 * workflow): listed with the given figures in the named stage of every environment that has it,
 * as part of each deployment. How the action's report of every kind the platform lists is tried.
 */
export interface OtherService {
  kind: 'DATABASE' | 'HELM' | 'TERRAFORM' | 'AGENTIC_WORKFLOW';
  /** The deployment stage it is listed in (names compare case-insensitively). */
  stage: string;
  id: string;
  /** Its `steps.total_duration_sec`, as the platform reports it (null while unknown; the platform has sent negative ones). */
  totalSeconds: number | null;
}

export interface EngineConfig {
  speed: number;
  /** BUILD of the services so named takes this long (platform ms) instead of `durations.buildMs`: a monorepo's builds differ. */
  buildMsByService?: Readonly<Record<string, number>>;
  /**
   * Builds that run at once across the platform (its builders); more wait in BUILD_QUEUEING for
   * one to be free, in the order they asked. Unlimited when absent.
   */
  builders?: number;
  staleMs: number;
  busy: '409' | 'queue';
  /** False: an older server whose environment status carries `metrics: null`. */
  withMetrics: boolean;
  durations: Durations;
  onEvent: (event: DeploymentEvent) => void;
  /** Services of the kinds the engine does not run, listed in `statusesWithStages` (a fixture). */
  otherServices?: readonly OtherService[];
  /** The emulator's clock (dates.ts), the wall's by default: what a request's dates are read on. */
  now?: () => number;
  /** Sees every change of every service; the logs are written from it. */
  onServiceChange?: (change: ServiceChange) => void;
}
