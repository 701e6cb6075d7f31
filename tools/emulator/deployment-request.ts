/**
 * A deployment request as the engine runs it: its stages one after the other, the services of a
 * stage side by side, each through its own steps, with the times the wall clock measured.
 */

/** The kinds of service a deployment moves; databases, Helm and Terraform services are not emulated. */
export type ServiceKind = 'APPLICATION' | 'CONTAINER' | 'JOB';

/** What the engine needs of a service, whatever its kind. */
export interface DeployableService {
  id: string;
  kind: ServiceKind;
  name: string;
  /** The version at trigger time (an image tag or a commit): `fail-build*`, `fail-deploy*` and `hang*` decide the outcome. */
  version: string;
  /** Built from git (its deployment passes BUILDING), or run from a registry image (mirrored, never built). */
  source: 'git' | 'image';
}

type StepStatus = 'SUCCESS' | 'ERROR' | 'CANCEL' | 'SKIP';
/** Stage-level steps: the platform reports nothing else at that level. */
type StageStepName = 'QUEUEING' | 'PROVISION_BUILDER';
/** Service-level steps (the platform also has GIT_CLONE, MIRROR_IMAGE, ROUTER_DEPLOYMENT, EXECUTING, …). */
export type ServiceStepName = 'BUILD_QUEUEING' | 'BUILD' | 'MIRROR_IMAGE' | 'DEPLOYMENT_QUEUEING' | 'DEPLOYMENT';

export interface Step<Name extends string = string> {
  name: Name;
  plannedMs: number;
  startedAt?: number;
  endedAt?: number;
  status?: StepStatus;
}

/** One service moving through its steps inside a stage of one deployment request. */
export interface ServiceRun {
  serviceId: string;
  kind: ServiceKind;
  name: string;
  version: string;
  /** What decides the outcome: the version, or a failure a test set for the service (`Store.failures`). */
  outcomeTag: string;
  steps: Step<ServiceStepName>[];
  /** The service's deployment state: QUEUED, BUILDING, DEPLOYING, then DEPLOYED, *_ERROR or CANCELED. */
  state: string;
  startedAt?: number;
  endedAt?: number;
}

type StageRunStatus = 'QUEUED' | 'ONGOING' | 'DONE' | 'ERROR' | 'SKIPPED' | 'CANCELED';

/** A deployment stage as one deployment request runs it. */
export interface StageRun {
  /** The deployment stage's id. */
  id: string;
  name: string;
  description: string;
  steps: Step<StageStepName>[];
  services: ServiceRun[];
  status: StageRunStatus;
  startedAt?: number;
  endedAt?: number;
}

/** The one event of one job a deployment was asked to run (`POST /job/{id}/deploy?forceEvent=`): the OpenAPI's JobForceEvent. */
export type JobForceEvent = 'START' | 'STOP' | 'DELETE' | 'CRON';

export interface DeploymentRequest {
  id: string;
  environmentId: string;
  kind: 'deploy' | 'delete' | 'stop';
  /** `<environment-id>-<n>`. */
  deploymentId: string;
  state: string;
  createdAt: number;
  startedAt?: number;
  endedAt?: number;
  stages: StageRun[];
  triggeredBy: string;
  /** Set when the request runs one event of one job alone, not the job's deployment. */
  forceEvent?: JobForceEvent;
}
