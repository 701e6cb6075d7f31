/**
 * What a deployment request will run, planned when it is made: the environment's stages that
 * hold a service to deploy, in `deployment_order`, each service with its steps and their
 * planned durations; and a deployment recorded as already run, for a seed.
 */
import type { EngineConfig } from './engine-config.ts';
import { deployableOf } from './services.ts';
import type { DeployableService, DeploymentRequest, ServiceRun, ServiceStepName, StageRun, Step } from './deployment-request.ts';
import type { EnvironmentRecord, Store } from './store.ts';
import { failingVersion } from './version-failures.ts';

/** The environment's stages that hold a service to deploy, in order; the first also waits in the queue. */
export function planStages(
  store: Store,
  config: EngineConfig,
  record: EnvironmentRecord,
  serviceIds: readonly string[] | 'all',
): StageRun[] {
  const { queueMs } = config.durations;
  const stages: StageRun[] = [];
  for (const stage of [...record.stages].sort((a, b) => a.deployment_order - b.deployment_order)) {
    const services = stage.services
      .filter((service) => !service.is_skipped && (serviceIds === 'all' || serviceIds.includes(service.service_id)))
      .map((service) => newServiceRun(store, config, deployableOf(store, service)));
    if (services.length === 0) continue;
    stages.push({ id: stage.id, name: stage.name, description: stage.description, steps: [], services, status: 'QUEUED' });
  }
  stages[0]?.steps.push({ name: 'QUEUEING', plannedMs: queueMs });
  return stages;
}

function newServiceRun(store: Store, config: EngineConfig, service: DeployableService): ServiceRun {
  const { buildQueueMs, buildMs, mirrorMs, deployQueueMs, deployMs } = config.durations;
  const before: Step<ServiceStepName>[] =
    service.source === 'git'
      ? [
          { name: 'BUILD_QUEUEING', plannedMs: buildQueueMs },
          { name: 'BUILD', plannedMs: config.buildMsByService?.[service.name] ?? buildMs },
        ]
      : [{ name: 'MIRROR_IMAGE', plannedMs: mirrorMs }];
  return {
    serviceId: service.id,
    kind: service.kind,
    name: service.name,
    version: service.version,
    outcomeTag:
      store.failures.get(service.id) ??
      (service.kind === 'JOB' ? store.jobFailures.get(service.name.toLowerCase()) : undefined) ??
      failingVersion(store.versionFailures, service.id, service.version) ??
      unfetched(store, service) ??
      service.version,
    state: 'QUEUED',
    steps: [
      ...before,
      { name: 'DEPLOYMENT_QUEUEING', plannedMs: deployQueueMs },
      {
        name: 'DEPLOYMENT',
        plannedMs: (service.kind === 'JOB' ? store.jobDeployMs.get(service.name.toLowerCase()) : undefined) ?? deployMs,
      },
    ],
  };
}

/** A git build of a commit found only at a pull request's ref, when the emulator says such a build cannot fetch it. */
function unfetched(store: Store, service: DeployableService): string | undefined {
  if (service.source !== 'git' || store.pullRequestRefs !== 'fail') return undefined;
  return store.pullRequestCommits.has(service.version.toLowerCase()) ? 'fail-unfetched' : undefined;
}

/** Marks a planned request as a successful deployment of every service that ended at `endedAt`, as if it had run then. */
export function deployedInThePast(record: EnvironmentRecord, request: DeploymentRequest, endedAt: number, speed: number): void {
  const stageMs = (stage: StageRun) => sum(stage.steps) + Math.max(0, ...stage.services.map((service) => sum(service.steps)));
  let clock = endedAt - request.stages.reduce((total, stage) => total + stageMs(stage), 0) * speed;
  request.startedAt = clock;
  for (const stage of request.stages) {
    stage.startedAt = clock;
    clock = runInstantly(stage.steps, clock, speed);
    for (const service of stage.services) {
      service.startedAt = clock;
      service.endedAt = runInstantly(service.steps, clock, speed);
      service.state = 'DEPLOYED';
      record.deployedServiceIds.add(service.serviceId);
    }
    clock = Math.max(clock, ...stage.services.map((service) => service.endedAt!));
    stage.endedAt = clock;
    stage.status = 'DONE';
  }
  request.endedAt = clock;
  request.state = 'DEPLOYED';
}

/** Marks the steps done one after the other from `clock`; answers when the last ended. */
function runInstantly(steps: Step[], clock: number, speed: number): number {
  for (const step of steps) {
    step.startedAt = clock;
    clock += step.plannedMs * speed;
    step.endedAt = clock;
    step.status = 'SUCCESS';
  }
  return clock;
}

function sum(steps: Step[]): number {
  return steps.reduce((total, step) => total + step.plannedMs, 0);
}
