/**
 * The deployment engine: moves deployment requests through their states in real time, one stage
 * per job, and answers what a status poll sees. Durations are planned in platform seconds and
 * run `speed` times as long; reported durations are measured with the wall clock and divided by
 * `speed` again, so at any speed a report reads like the real service.
 */
import { randomUUID } from 'node:crypto';
import type { EnvironmentStatus, StageMetric } from '../../src/platform/schemas.ts';
import { ApiError, notFound } from './http.ts';
import { iso, type DeploymentRequest, type EnvironmentRecord, type Stage, type Step, type StepName, type Store } from './store.ts';

/** Planned durations in platform milliseconds, before `speed`. */
export interface Durations {
  queueMs: number;
  buildMs: number;
  deployMs: number;
  cancelMs: number;
  deleteQueueMs: number;
  deletingMs: number;
  /** How long DELETED stays visible before the environment answers 404. */
  goneMs: number;
}

export const DEFAULT_DURATIONS: Durations = {
  queueMs: 1000,
  buildMs: 2000,
  deployMs: 2000,
  cancelMs: 500,
  deleteQueueMs: 500,
  deletingMs: 1000,
  goneMs: 500,
};

export type DeploymentEventType = 'DEPLOYMENT_STARTED' | 'DEPLOYMENT_SUCCEEDED' | 'DEPLOYMENT_FAILED';

export interface DeploymentEvent {
  type: DeploymentEventType;
  organizationId: string;
  environmentId: string;
  jobId: string;
  deploymentRequestId: string;
}

export interface EngineConfig {
  speed: number;
  staleMs: number;
  busy: '409' | 'queue';
  durations: Durations;
  onEvent: (event: DeploymentEvent) => void;
}

const STATE_OF_STEP: Record<StepName, string> = {
  QUEUEING: 'DEPLOYMENT_QUEUED',
  BUILD: 'BUILDING',
  DEPLOYMENT: 'DEPLOYING',
};
const TERMINAL = new Set(['DEPLOYED', 'BUILD_ERROR', 'DEPLOYMENT_ERROR', 'CANCELED', 'DELETED']);

export class DeploymentEngine {
  private readonly store: Store;
  private readonly config: EngineConfig;
  private readonly timers = new Map<string, NodeJS.Timeout>();

  constructor(store: Store, config: EngineConfig) {
    this.store = store;
    this.config = config;
  }

  /** Starts (or, when busy and configured so, queues) a deployment of the given jobs. */
  deploy(record: EnvironmentRecord, jobIds: readonly string[], triggeredBy: string): DeploymentRequest {
    const request = this.newRequest(record, 'deploy', triggeredBy);
    request.stages = jobIds.map((jobId, index) => this.newStage(jobId, index === 0));
    this.enqueue(record, request);
    return request;
  }

  delete(record: EnvironmentRecord, triggeredBy: string): DeploymentRequest {
    const request = this.newRequest(record, 'delete', triggeredBy);
    request.state = 'DELETE_QUEUED';
    this.enqueue(record, request);
    return request;
  }

  /** Nothing running: a no-op, so a cancel that races the end of a deployment is not an error. */
  cancel(record: EnvironmentRecord): void {
    const running = this.running(record);
    if (!running || running.state === 'CANCELING') return;
    if (running.kind === 'delete') throw new ApiError(409, 'a deletion in progress cannot be cancelled');
    running.state = 'CANCELING';
    this.schedule(running.id, this.config.durations.cancelMs, () => {
      const now = Date.now();
      for (const stage of running.stages) {
        for (const step of stage.steps) {
          if (step.status) continue;
          step.status = step.startedAt === undefined ? 'SKIP' : 'CANCEL';
          if (step.startedAt !== undefined) step.endedAt = now;
        }
        if (stage.startedAt !== undefined && stage.endedAt === undefined) stage.endedAt = now;
      }
      this.finish(record, running, 'CANCELED');
    });
  }

  running(record: EnvironmentRecord): DeploymentRequest | undefined {
    const latest = record.history.at(-1);
    return latest && !TERMINAL.has(latest.state) ? latest : undefined;
  }

  /** The fresh status: what redeploy and cancel answer. */
  status(record: EnvironmentRecord): EnvironmentStatus {
    const latest = record.history.at(-1);
    return latest ? this.viewOf(record, latest) : neverDeployed(record);
  }

  /** What `GET /environment/{id}/status` answers: the previous state during the stale window. */
  polledStatus(record: EnvironmentRecord, now: number): EnvironmentStatus {
    if (record.stale && now < record.stale.until) return record.stale.view;
    return this.status(record);
  }

  viewOf(record: EnvironmentRecord, request: DeploymentRequest): EnvironmentStatus {
    const ended = request.startedAt !== undefined && request.endedAt !== undefined;
    return {
      id: record.environment.id,
      state: request.state,
      last_deployment_state: request.state,
      last_deployment_date: iso(request.startedAt ?? request.createdAt),
      last_deployment_id: request.deploymentId,
      total_deployment_duration_in_seconds: ended ? this.seconds(request.endedAt! - request.startedAt!) : null,
      origin: 'API',
      triggered_by: request.triggeredBy,
      deployment_status: deploymentStatusOf(record),
      deployment_request_id: request.id,
      metrics: request.stages.map((stage) => this.metricOf(stage)),
    };
  }

  /** Records a successful deployment that ended at `endedAt`, as if it had run then. */
  recordPastDeployment(record: EnvironmentRecord, endedAt: number): void {
    const request = this.newRequest(record, 'deploy', 'seed');
    request.stages = record.jobIds.map((jobId, index) => this.newStage(jobId, index === 0));
    const planned = request.stages.flatMap((stage) => stage.steps).reduce((sum, step) => sum + step.plannedMs, 0);
    let clock = endedAt - planned * this.config.speed;
    request.startedAt = clock;
    for (const stage of request.stages) {
      stage.startedAt = clock;
      for (const step of stage.steps) {
        step.startedAt = clock;
        clock += step.plannedMs * this.config.speed;
        step.endedAt = clock;
        step.status = 'SUCCESS';
      }
      stage.endedAt = clock;
      record.deployedJobIds.add(stage.jobId);
    }
    request.endedAt = clock;
    request.state = 'DEPLOYED';
    record.history.push(request);
  }

  close(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  private newRequest(record: EnvironmentRecord, kind: DeploymentRequest['kind'], triggeredBy: string): DeploymentRequest {
    record.deploymentCount += 1;
    const request: DeploymentRequest = {
      id: randomUUID(),
      environmentId: record.environment.id,
      kind,
      deploymentId: `${record.environment.id}-${record.deploymentCount}`,
      state: 'DEPLOYMENT_QUEUED',
      createdAt: Date.now(),
      stages: [],
      triggeredBy,
    };
    this.store.requests.set(request.id, request);
    return request;
  }

  private newStage(jobId: string, first: boolean): Stage {
    const job = this.store.job(jobId);
    const { queueMs, buildMs, deployMs } = this.config.durations;
    const steps: Step[] = [
      ...(first ? [{ name: 'QUEUEING' as const, plannedMs: queueMs }] : []),
      { name: 'BUILD', plannedMs: buildMs },
      { name: 'DEPLOYMENT', plannedMs: deployMs },
    ];
    return { id: randomUUID(), jobId, jobName: job.name, imageTag: job.source.image.tag, steps };
  }

  private enqueue(record: EnvironmentRecord, request: DeploymentRequest): void {
    if (record.history.at(-1)?.state === 'DELETED') throw notFound('environment', record.environment.id);
    const running = this.running(record);
    if (running?.kind === 'delete') throw new ApiError(409, 'Operation is in progress: the environment is being deleted');
    if (running || record.queue.length > 0) {
      if (this.config.busy === '409') throw new ApiError(409, `Operation is in progress on environment ${record.environment.id}`);
      record.queue.push(request);
      return;
    }
    if (this.config.staleMs > 0) {
      record.stale = { until: Date.now() + this.config.staleMs, view: this.status(record) };
    }
    this.start(record, request);
  }

  private start(record: EnvironmentRecord, request: DeploymentRequest): void {
    request.startedAt = Date.now();
    record.history.push(request);
    if (request.kind === 'delete') this.runDeletion(record, request);
    else this.runStage(record, request, 0);
  }

  private runStage(record: EnvironmentRecord, request: DeploymentRequest, index: number): void {
    const stage = request.stages[index];
    if (!stage) {
      this.finish(record, request, 'DEPLOYED');
      return;
    }
    stage.startedAt = Date.now();
    this.emit(record, request, stage, 'DEPLOYMENT_STARTED');
    this.runStep(record, request, index, 0);
  }

  private runStep(record: EnvironmentRecord, request: DeploymentRequest, stageIndex: number, stepIndex: number): void {
    const stage = request.stages[stageIndex]!;
    const step = stage.steps[stepIndex];
    if (!step) {
      stage.endedAt = Date.now();
      record.deployedJobIds.add(stage.jobId);
      this.emit(record, request, stage, 'DEPLOYMENT_SUCCEEDED');
      this.runStage(record, request, stageIndex + 1);
      return;
    }
    step.startedAt = Date.now();
    request.state = STATE_OF_STEP[step.name];
    // A readiness probe that never passes: the stage waits until someone cancels it.
    if (step.name === 'DEPLOYMENT' && stage.imageTag.startsWith('hang')) return;
    this.schedule(request.id, step.plannedMs, () => {
      step.endedAt = Date.now();
      const failure = failureOf(step.name, stage.imageTag);
      if (!failure) {
        step.status = 'SUCCESS';
        this.runStep(record, request, stageIndex, stepIndex + 1);
        return;
      }
      step.status = 'ERROR';
      stage.endedAt = step.endedAt;
      for (const later of request.stages.flatMap((each) => each.steps)) later.status ??= 'SKIP';
      this.emit(record, request, stage, 'DEPLOYMENT_FAILED');
      this.finish(record, request, failure);
    });
  }

  private runDeletion(record: EnvironmentRecord, request: DeploymentRequest): void {
    request.state = 'DELETE_QUEUED';
    const { deleteQueueMs, deletingMs, goneMs } = this.config.durations;
    this.schedule(request.id, deleteQueueMs, () => {
      request.state = 'DELETING';
      this.schedule(request.id, deletingMs, () => {
        request.state = 'DELETED';
        request.endedAt = Date.now();
        this.schedule(request.id, goneMs, () => {
          for (const queued of record.queue) queued.state = 'CANCELED';
          record.queue = [];
          this.store.remove(record.environment.id);
        });
      });
    });
  }

  private finish(record: EnvironmentRecord, request: DeploymentRequest, state: string): void {
    request.state = state;
    request.endedAt = Date.now();
    this.timers.delete(request.id);
    if (state === 'DEPLOYED') record.outOfDate = false;
    const next = record.queue.shift();
    if (next) this.start(record, next);
  }

  private schedule(requestId: string, plannedMs: number, action: () => void): void {
    const previous = this.timers.get(requestId);
    if (previous) clearTimeout(previous);
    const timer = setTimeout(() => {
      this.timers.delete(requestId);
      action();
    }, plannedMs * this.config.speed);
    this.timers.set(requestId, timer);
  }

  private emit(record: EnvironmentRecord, request: DeploymentRequest, stage: Stage, type: DeploymentEventType): void {
    this.config.onEvent({
      type,
      organizationId: record.environment.organization.id,
      environmentId: record.environment.id,
      jobId: stage.jobId,
      deploymentRequestId: request.id,
    });
  }

  private metricOf(stage: Stage): StageMetric & { name: string } {
    const details: Array<{ stage_id: string; step_name: StepName | 'TOTAL'; status: string | undefined; duration_sec: number }> = stage.steps
      .filter((step) => step.status !== undefined)
      .map((step) => ({
        stage_id: stage.id,
        step_name: step.name,
        status: step.status,
        duration_sec: step.startedAt !== undefined && step.endedAt !== undefined ? this.seconds(step.endedAt - step.startedAt) : 0,
      }));
    const total = stage.startedAt !== undefined && stage.endedAt !== undefined ? this.seconds(stage.endedAt - stage.startedAt) : null;
    if (total !== null) {
      const failed = stage.steps.find((step) => step.status === 'ERROR' || step.status === 'CANCEL');
      details.push({ stage_id: stage.id, step_name: 'TOTAL', status: failed?.status ?? 'SUCCESS', duration_sec: total });
    }
    return { stage_id: stage.id, name: `deploy ${stage.jobName}`, total_duration_sec: total, details };
  }

  private seconds(realMs: number): number {
    return Math.round(realMs / this.config.speed / 1000);
  }
}

function failureOf(step: StepName, imageTag: string): string | undefined {
  if (step === 'BUILD' && imageTag.startsWith('fail-build')) return 'BUILD_ERROR';
  if (step === 'DEPLOYMENT' && imageTag.startsWith('fail-deploy')) return 'DEPLOYMENT_ERROR';
  return undefined;
}

function deploymentStatusOf(record: EnvironmentRecord): string {
  const deployed = record.history.some((request) => request.kind === 'deploy' && request.state === 'DEPLOYED');
  if (!deployed) return 'NEVER_DEPLOYED';
  const latest = record.history.at(-1);
  return record.outOfDate || latest?.state !== 'DEPLOYED' ? 'OUT_OF_DATE' : 'UP_TO_DATE';
}

function neverDeployed(record: EnvironmentRecord): EnvironmentStatus {
  return {
    id: record.environment.id,
    state: 'READY',
    last_deployment_state: 'READY',
    last_deployment_date: null,
    last_deployment_id: null,
    total_deployment_duration_in_seconds: null,
    origin: null,
    triggered_by: null,
    deployment_status: 'NEVER_DEPLOYED',
    deployment_request_id: null,
    metrics: null,
  };
}
