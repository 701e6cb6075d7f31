/**
 * The deployment engine: moves deployment requests through their states in real time, stage by
 * stage in `deployment_order`, the services of a stage side by side, each through its own steps.
 * Durations are planned in platform milliseconds and run `speed` times as long; reported
 * durations are measured with the wall clock and divided by `speed` again, so at any speed a
 * report reads like the real service. What the engine measures is shown as the platform shows
 * it by `views.ts`.
 */
import { randomUUID } from 'node:crypto';
import { Builders } from './builders.ts';
import { deployedInThePast, planStages } from './deployment-plan.ts';
import { failureOf, STATE_OF_STEP, stageState, stopStep, TERMINAL } from './deployment-states.ts';
import type { DeploymentEventType, EngineConfig, ServiceChange } from './engine-config.ts';
import { ApiError, notFound } from './http.ts';
import { ScaledTimers } from './scaled-timers.ts';
import type { EnvironmentStatus } from './schemas/index.ts';
import type { DeploymentRequest, ServiceRun, ServiceStepName, StageRun, Step } from './deployment-request.ts';
import type { EnvironmentRecord, Store } from './store.ts';
import { environmentStatusOf, neverDeployed, serviceStatusOf, statusesWithStagesOf } from './views.ts';

export {
  DEFAULT_DURATIONS,
  type DeploymentEvent,
  type DeploymentEventType,
  type Durations,
  type EngineConfig,
  type OtherService,
} from './engine-config.ts';

export class DeploymentEngine {
  private readonly store: Store;
  private readonly config: EngineConfig;
  /** Keyed `<request id>/<what waits>`: the services of a stage run side by side. */
  private readonly timers: ScaledTimers;
  private readonly builders: Builders;

  constructor(store: Store, config: EngineConfig) {
    this.store = store;
    this.config = config;
    this.builders = new Builders(config.builders);
    this.timers = new ScaledTimers(config.speed);
  }

  /** Starts (or, when busy and configured so, queues) a deployment of the given services, by their stages. */
  deploy(record: EnvironmentRecord, serviceIds: readonly string[] | 'all', triggeredBy: string): DeploymentRequest {
    const request = this.newRequest(record, 'deploy', triggeredBy);
    request.stages = planStages(this.store, this.config, record, serviceIds);
    this.enqueue(record, request);
    return request;
  }

  delete(record: EnvironmentRecord, triggeredBy: string): DeploymentRequest {
    const request = this.newRequest(record, 'delete', triggeredBy);
    request.state = 'DELETE_QUEUED';
    this.enqueue(record, request);
    return request;
  }

  /**
   * Stops the environment's services (STOP_QUEUED, STOPPING, STOPPED); kept, and started again by
   * the next deployment. Like a delete it is never queued: 409 while anything runs, and 409 when
   * the environment is stopped already, as the platform answers.
   */
  stop(record: EnvironmentRecord, triggeredBy: string): DeploymentRequest {
    if (record.history.at(-1)?.state === 'STOPPED') throw new ApiError(409, 'Environment is already stopped');
    const request = this.newRequest(record, 'stop', triggeredBy);
    request.state = 'STOP_QUEUED';
    this.enqueue(record, request);
    return request;
  }

  /** Nothing running: a no-op, so a cancel that races the end of a deployment is not an error. */
  cancel(record: EnvironmentRecord): void {
    const running = this.running(record);
    if (!running || running.state === 'CANCELING') return;
    if (running.kind !== 'deploy')
      throw new ApiError(409, `a ${running.kind === 'delete' ? 'deletion' : 'stop'} in progress cannot be cancelled`);
    running.state = 'CANCELING';
    this.clearTimers(running.id);
    this.timers.schedule(`${running.id}/cancel`, this.config.durations.cancelMs, () => {
      const now = this.now();
      for (const stage of running.stages) {
        for (const step of [...stage.steps, ...stage.services.flatMap((service) => service.steps)]) stopStep(step, now);
        for (const service of stage.services) {
          if (TERMINAL.has(service.state)) continue;
          service.state = 'CANCELED';
          if (service.startedAt !== undefined) service.endedAt = now;
        }
        if (stage.endedAt !== undefined) continue;
        if (stage.startedAt !== undefined) stage.endedAt = now;
        stage.status = 'CANCELED';
      }
      this.finish(record, running, 'CANCELED');
    });
  }

  /** Takes a request out of its environment's queue before it runs: 409 once it has started or ended. */
  cancelQueued(record: EnvironmentRecord, request: DeploymentRequest): void {
    const index = record.queue.indexOf(request);
    if (index < 0) throw new ApiError(409, `deployment request ${request.id} is not queued: it has started, or was cancelled already`);
    record.queue.splice(index, 1);
    request.state = 'CANCELED';
    request.endedAt = this.now();
    for (const stage of request.stages) {
      stage.status = 'CANCELED';
      for (const service of stage.services) service.state = 'CANCELED';
    }
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
    const status = environmentStatusOf(record, request, this.config.speed);
    return this.config.withMetrics ? status : { ...status, metrics: null };
  }

  /** `GET /environment/{id}/statusesWithStages`: fresh, like the request lookup. */
  statusesWithStages(record: EnvironmentRecord) {
    return statusesWithStagesOf(record, this.status(record), this.config.speed, this.config.otherServices ?? []);
  }

  /** One service's Status, as a single-service deploy answers it. */
  serviceStatus(record: EnvironmentRecord, serviceId: string) {
    const deployments = record.history.filter((request) => request.kind === 'deploy');
    return serviceStatusOf(record, deployments, serviceId, deployments.at(-1), (realMs) => Math.round(realMs / this.config.speed / 1000));
  }

  /** Records a successful deployment of every service that ended at `endedAt`, as if it had run then. */
  recordPastDeployment(record: EnvironmentRecord, endedAt: number): void {
    const request = this.newRequest(record, 'deploy', 'seed');
    request.stages = planStages(this.store, this.config, record, 'all');
    deployedInThePast(record, request, endedAt, this.config.speed);
    record.history.push(request);
  }

  close(): void {
    this.timers.close();
  }

  /** The emulator's clock (dates.ts): every date a request carries is read on it. */
  private now(): number {
    return this.config.now?.() ?? Date.now();
  }

  private newRequest(record: EnvironmentRecord, kind: DeploymentRequest['kind'], triggeredBy: string): DeploymentRequest {
    record.deploymentCount += 1;
    const request: DeploymentRequest = {
      id: randomUUID(),
      environmentId: record.environment.id,
      kind,
      deploymentId: `${record.environment.id}-${record.deploymentCount}`,
      state: 'DEPLOYMENT_QUEUED',
      createdAt: this.now(),
      stages: [],
      triggeredBy,
    };
    this.store.requests.set(request.id, request);
    return request;
  }

  /**
   * Throws what a trigger would answer now if it cannot be taken: 404 once deleted, 409 while
   * deleting or (per `busy`) deploying. Only deployments are queued (upstream notes): a delete
   * while one runs is still refused.
   */
  ensureAccepts(record: EnvironmentRecord, kind: DeploymentRequest['kind'] = 'deploy'): void {
    if (record.history.at(-1)?.state === 'DELETED') throw notFound('environment', record.environment.id);
    const running = this.running(record);
    if (running?.kind === 'delete') throw new ApiError(409, 'Operation is in progress: the environment is being deleted');
    if ((running || record.queue.length > 0) && (this.config.busy === '409' || kind !== 'deploy')) {
      throw new ApiError(409, `Operation is in progress on environment ${record.environment.id}`);
    }
  }

  private enqueue(record: EnvironmentRecord, request: DeploymentRequest): void {
    this.ensureAccepts(record, request.kind);
    if (this.running(record) || record.queue.length > 0) {
      record.queue.push(request);
      return;
    }
    if (this.config.staleMs > 0) {
      record.stale = { until: this.now() + this.config.staleMs, view: this.status(record) };
    }
    this.start(record, request);
  }

  private start(record: EnvironmentRecord, request: DeploymentRequest): void {
    request.startedAt = this.now();
    record.history.push(request);
    for (const stage of request.stages) for (const service of stage.services) this.note(record, request, stage, service, 'queued');
    if (request.kind === 'delete') this.runDeletion(record, request);
    else if (request.kind === 'stop') this.runStop(record, request);
    else this.runStage(record, request, 0);
  }

  private runStage(record: EnvironmentRecord, request: DeploymentRequest, index: number): void {
    const stage = request.stages[index];
    if (!stage) {
      this.finish(record, request, 'DEPLOYED');
      return;
    }
    stage.startedAt = this.now();
    stage.status = 'ONGOING';
    this.runStageStep(record, request, index, 0);
  }

  /** Stage-level steps (the queue) first, then every service of the stage at once. */
  private runStageStep(record: EnvironmentRecord, request: DeploymentRequest, index: number, stepIndex: number): void {
    const stage = request.stages[index]!;
    const step = stage.steps[stepIndex];
    if (!step) {
      for (const service of stage.services) this.runService(record, request, index, service);
      return;
    }
    step.startedAt = this.now();
    request.state = 'DEPLOYMENT_QUEUED';
    this.timers.after(`${request.id}/stage`, step.plannedMs, () => {
      step.endedAt = this.now();
      step.status = 'SUCCESS';
      this.runStageStep(record, request, index, stepIndex + 1);
    });
  }

  private runService(record: EnvironmentRecord, request: DeploymentRequest, index: number, service: ServiceRun): void {
    service.startedAt = this.now();
    this.emit(record, request, service, 'DEPLOYMENT_STARTED');
    this.runServiceStep(record, request, index, service, 0);
  }

  private runServiceStep(
    record: EnvironmentRecord,
    request: DeploymentRequest,
    index: number,
    service: ServiceRun,
    stepIndex: number,
  ): void {
    const step = service.steps[stepIndex];
    if (!step) {
      service.endedAt = this.now();
      service.state = 'DEPLOYED';
      this.note(record, request, request.stages[index]!, service, 'deployed');
      record.deployedServiceIds.add(service.serviceId);
      record.changedServiceIds.delete(service.serviceId);
      this.emit(record, request, service, 'DEPLOYMENT_SUCCEEDED');
      this.serviceEnded(record, request, index);
      return;
    }
    const key = `${request.id}/${service.serviceId}`;
    if (step.name === 'BUILD') {
      // Waiting for a builder is still BUILD_QUEUEING, as the platform reports it.
      const queueing = service.steps[stepIndex - 1];
      const waited = () => {
        if (queueing?.name === 'BUILD_QUEUEING') queueing.endedAt = this.now();
        this.runServiceStep(record, request, index, service, stepIndex);
      };
      if (!this.builders.take(key, waited)) return;
    } else this.builders.release(key);
    step.startedAt = this.now();
    service.state = STATE_OF_STEP[step.name];
    request.state = stageState(request.stages[index]!);
    const stage = request.stages[index]!;
    this.note(record, request, stage, service, 'step-started', step);
    // A readiness probe that never passes: the service waits until someone cancels it.
    if (step.name === 'DEPLOYMENT' && service.outcomeTag.startsWith('hang'))
      return this.note(record, request, stage, service, 'not-ready', step);
    this.timers.after(`${request.id}/${service.serviceId}`, step.plannedMs, () => {
      step.endedAt = this.now();
      const failure = failureOf(step.name, service.outcomeTag);
      if (!failure) {
        step.status = 'SUCCESS';
        this.note(record, request, stage, service, 'step-succeeded', step);
        this.runServiceStep(record, request, index, service, stepIndex + 1);
        return;
      }
      step.status = 'ERROR';
      this.builders.release(key);
      for (const later of service.steps) later.status ??= 'SKIP';
      service.endedAt = step.endedAt;
      service.state = failure;
      this.note(record, request, stage, service, 'step-failed', step);
      this.emit(record, request, service, 'DEPLOYMENT_FAILED');
      this.serviceEnded(record, request, index);
    });
  }

  /** A stage ends when its last service does; a failed service fails its stage and skips the later ones. */
  private serviceEnded(record: EnvironmentRecord, request: DeploymentRequest, index: number): void {
    const stage = request.stages[index]!;
    if (stage.services.some((service) => service.endedAt === undefined)) {
      request.state = stageState(stage);
      return;
    }
    stage.endedAt = this.now();
    const failed = stage.services.find((service) => service.state.endsWith('_ERROR'));
    if (!failed) {
      stage.status = 'DONE';
      this.runStage(record, request, index + 1);
      return;
    }
    stage.status = 'ERROR';
    for (const later of request.stages.slice(index + 1)) {
      later.status = 'SKIPPED';
      for (const step of [...later.steps, ...later.services.flatMap((service) => service.steps)]) step.status ??= 'SKIP';
      for (const service of later.services) service.state = 'CANCELED';
    }
    this.finish(record, request, failed.state);
  }

  private runDeletion(record: EnvironmentRecord, request: DeploymentRequest): void {
    request.state = 'DELETE_QUEUED';
    const { deleteQueueMs, deletingMs, goneMs } = this.config.durations;
    this.timers.schedule(`${request.id}/delete`, deleteQueueMs, () => {
      request.state = 'DELETING';
      this.timers.schedule(`${request.id}/delete`, deletingMs, () => {
        request.state = 'DELETED';
        request.endedAt = this.now();
        this.timers.schedule(`${request.id}/delete`, goneMs, () => {
          for (const queued of record.queue) queued.state = 'CANCELED';
          record.queue = [];
          this.store.remove(record.environment.id);
        });
      });
    });
  }

  private runStop(record: EnvironmentRecord, request: DeploymentRequest): void {
    const { stopQueueMs, stoppingMs } = this.config.durations;
    this.timers.schedule(`${request.id}/stop`, stopQueueMs, () => {
      request.state = 'STOPPING';
      this.timers.schedule(`${request.id}/stop`, stoppingMs, () => {
        // Nothing runs any more: no link answers until the next deployment.
        record.deployedServiceIds.clear();
        this.finish(record, request, 'STOPPED');
      });
    });
  }

  private finish(record: EnvironmentRecord, request: DeploymentRequest, state: string): void {
    request.state = state;
    request.endedAt = this.now();
    this.clearTimers(request.id);
    const next = record.queue.shift();
    if (next) this.start(record, next);
  }

  private clearTimers(requestId: string): void {
    this.timers.clearRequest(requestId);
    this.builders.releaseRequest(requestId);
  }

  private note(
    record: EnvironmentRecord,
    request: DeploymentRequest,
    stage: StageRun,
    service: ServiceRun,
    change: ServiceChange['change'],
    step?: Step<ServiceStepName>,
  ): void {
    this.config.onServiceChange?.({ record, request, stage, service, change, ...(step ? { step } : {}) });
  }

  private emit(record: EnvironmentRecord, request: DeploymentRequest, service: ServiceRun, type: DeploymentEventType): void {
    this.config.onEvent({
      type,
      organizationId: record.environment.organization.id,
      environmentId: record.environment.id,
      serviceId: service.serviceId,
      deploymentRequestId: request.id,
    });
  }
}
