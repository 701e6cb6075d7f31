/**
 * What the engine's deployments look like from outside, in the platform's shapes and nothing
 * more (upstream notes, "Stages, per-service status and timings" and "Metrics"): the environment
 * status with stage-level `metrics`, each service's `Status`, and `statusesWithStages`.
 */
import type { EnvironmentStatus } from './schemas/index.ts';
import type { OtherService } from './engine-config.ts';
import { iso } from './dates.ts';
import type { DeploymentRequest, ServiceKind, ServiceRun, StageRun, Step } from './deployment-request.ts';
import type { DeploymentStage } from './deployment-stages.ts';
import type { EnvironmentRecord } from './store.ts';

/** Durations in platform seconds: wall-clock ms divided by `speed`. */
type Seconds = (realMs: number) => number;

function secondsAt(speed: number): Seconds {
  return (realMs) => Math.round(realMs / speed / 1000);
}

function spanOf(seconds: Seconds, from: number | undefined, to: number | undefined): number | null {
  return from !== undefined && to !== undefined ? seconds(to - from) : null;
}

export function environmentStatusOf(record: EnvironmentRecord, request: DeploymentRequest, speed: number): EnvironmentStatus {
  const seconds = secondsAt(speed);
  return {
    id: record.environment.id,
    state: request.state,
    last_deployment_state: request.state,
    last_deployment_date: iso(request.startedAt ?? request.createdAt),
    last_deployment_id: request.deploymentId,
    total_deployment_duration_in_seconds: request.endedAt !== undefined ? spanOf(seconds, request.startedAt, request.endedAt) : null,
    origin: 'API',
    triggered_by: request.triggeredBy,
    deployment_status: deploymentStatusOf(record),
    deployment_request_id: request.id,
    metrics: request.stages.map((stage) => stageMetricOf(stage, seconds)),
  };
}

export function neverDeployed(record: EnvironmentRecord): EnvironmentStatus {
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

/** Stage level: only TOTAL, QUEUEING and PROVISION_BUILDER; the services' steps are in their own Status. */
function stageMetricOf(stage: StageRun, seconds: Seconds) {
  const details = stage.steps
    .filter((step) => step.status !== undefined)
    .map((step) => ({
      stage_id: stage.id,
      step_name: step.name as string,
      status: step.status!,
      duration_sec: stepSeconds(step, seconds),
    }));
  const total = spanOf(seconds, stage.startedAt, stage.endedAt);
  if (total !== null) {
    details.push({ stage_id: stage.id, step_name: 'TOTAL', status: TOTAL_STATUS[stage.status] ?? 'SUCCESS', duration_sec: total });
  }
  return { stage_id: stage.id, total_duration_sec: total, details };
}

const TOTAL_STATUS: Partial<Record<StageRun['status'], 'SUCCESS' | 'ERROR' | 'CANCEL' | 'SKIP'>> = {
  DONE: 'SUCCESS',
  ERROR: 'ERROR',
  CANCELED: 'CANCEL',
  SKIPPED: 'SKIP',
};

function stepSeconds(step: Step, seconds: Seconds): number {
  return spanOf(seconds, step.startedAt, step.endedAt) ?? 0;
}

function deploymentStatusOf(record: EnvironmentRecord): string {
  const deployed = record.history.some((request) => request.kind === 'deploy' && request.state === 'DEPLOYED');
  if (!deployed) return 'NEVER_DEPLOYED';
  const latest = record.history.at(-1);
  return record.changedServiceIds.size > 0 || latest?.state !== 'DEPLOYED' ? 'OUT_OF_DATE' : 'UP_TO_DATE';
}

/** `GET /environment/{id}/deploymentStage`. */
export function deploymentStagesOf(record: EnvironmentRecord) {
  return ordered(record.stages).map((stage) => deploymentStageOf(record, stage));
}

/** One stage as `GET /deploymentStage/{id}` answers it: DeploymentStageResponse. */
export function deploymentStageOf(record: EnvironmentRecord, stage: DeploymentStage) {
  return {
    id: stage.id,
    created_at: stage.created_at,
    updated_at: stage.updated_at,
    environment: { id: record.environment.id },
    name: stage.name,
    description: stage.description,
    deployment_order: stage.deployment_order,
    services: stage.services.map((service) => ({ ...service })),
  };
}

const LIST_OF_KIND: Record<ServiceKind, 'applications' | 'containers' | 'jobs'> = {
  APPLICATION: 'applications',
  CONTAINER: 'containers',
  JOB: 'jobs',
};

/** `GET /environment/{id}/statusesWithStages`: every stage of the environment with its services' Status. */
export function statusesWithStagesOf(
  record: EnvironmentRecord,
  environment: EnvironmentStatus,
  speed: number,
  others: readonly OtherService[] = [],
) {
  const seconds = secondsAt(speed);
  const deployments = record.history.filter((request) => request.kind === 'deploy');
  const latest = deployments.at(-1);
  return {
    environment,
    // The step enum, not the stage one, and a duration never null (the OpenAPI; upstream notes).
    pre_check_stage: { status: latest?.startedAt !== undefined ? 'SUCCESS' : 'SKIP', total_duration_sec: 0 },
    stages: ordered(record.stages).map((stage) => {
      const run = latest?.stages.find((each) => each.id === stage.id);
      const lists = { applications: [] as object[], containers: [] as object[], jobs: [] as object[] };
      for (const service of stage.services) {
        lists[LIST_OF_KIND[service.service_type]].push(serviceStatusOf(record, deployments, service.service_id, latest, seconds));
      }
      const other = (kind: OtherService['kind']) =>
        others
          .filter((service) => service.kind === kind && service.stage.toLowerCase() === stage.name.toLowerCase())
          .map((service) => otherStatusOf(service, latest));
      return {
        stage: {
          id: stage.id,
          name: stage.name,
          description: stage.description,
          status: run?.status ?? 'SKIPPED',
          steps: run ? stageMetricOf(run, seconds) : { stage_id: stage.id, total_duration_sec: null, details: [] },
        },
        ...lists,
        databases: other('DATABASE'),
        helms: other('HELM'),
        terraforms: other('TERRAFORM'),
        agentic_workflows: other('AGENTIC_WORKFLOW'),
      };
    }),
  };
}

/** A service's Status: its run in the latest deployment that included it. */
export function serviceStatusOf(
  record: EnvironmentRecord,
  deployments: readonly DeploymentRequest[],
  serviceId: string,
  latest: DeploymentRequest | undefined,
  seconds: Seconds,
) {
  let found: { request: DeploymentRequest; run: ServiceRun } | undefined;
  for (const request of [...deployments].reverse()) {
    const run = request.stages.flatMap((stage) => stage.services).find((service) => service.serviceId === serviceId);
    if (run) {
      found = { request, run };
      break;
    }
  }
  const deployed = record.deployedServiceIds.has(serviceId);
  const queued = record.queue.filter((request) =>
    request.stages.some((stage) => stage.services.some((service) => service.serviceId === serviceId)),
  );
  const run = found?.run;
  const done = run?.endedAt !== undefined;
  const measured = run?.steps.filter((step) => step.status !== undefined) ?? [];
  const computing = measured.filter((step) => !step.name.endsWith('QUEUEING'));
  return {
    id: serviceId,
    state: run?.state ?? (deployed ? 'DEPLOYED' : 'READY'),
    service_deployment_status: !deployed ? 'NEVER_DEPLOYED' : record.changedServiceIds.has(serviceId) ? 'OUT_OF_DATE' : 'UP_TO_DATE',
    // Absent, never null, for a service that never ran (the OpenAPI).
    ...(found ? { last_deployment_date: iso(found.run.startedAt ?? found.request.startedAt ?? found.request.createdAt) } : {}),
    is_part_last_deployment: found !== undefined && found.request === latest,
    deployment_request_id: found?.request.id ?? null,
    deployment_requests_count: queued.length,
    ...(found ? { execution_id: found.request.deploymentId } : {}),
    status_details: { action: 'DEPLOY', status: detailStatus(found?.request, run), sub_action: 'NONE' },
    steps: {
      total_duration_sec: done ? spanOf(seconds, run.startedAt, run.endedAt) : null,
      // Never null (the OpenAPI): while the service runs, the steps measured so far.
      total_computing_duration_sec: computing.reduce((total, step) => total + stepSeconds(step, seconds), 0),
      details: measured.map((step) => ({ step_name: step.name, status: step.status!, duration_sec: stepSeconds(step, seconds) })),
    },
  };
}

/** The Status of a service the engine does not run: deployed with each deployment, in the time the fixture gives. */
function otherStatusOf(service: OtherService, latest: DeploymentRequest | undefined) {
  const ran = latest?.startedAt !== undefined;
  const duration = ran ? service.totalSeconds : null;
  return {
    id: service.id,
    state: ran ? 'DEPLOYED' : 'READY',
    service_deployment_status: ran ? 'UP_TO_DATE' : 'NEVER_DEPLOYED',
    last_deployment_date: ran ? iso(latest.startedAt!) : null,
    is_part_last_deployment: ran,
    deployment_request_id: ran ? latest.id : null,
    deployment_requests_count: 0,
    ...(ran ? { execution_id: latest.deploymentId } : {}),
    status_details: { action: 'DEPLOY', status: ran ? 'SUCCESS' : 'NEVER', sub_action: 'NONE' },
    steps: {
      total_duration_sec: duration,
      total_computing_duration_sec: duration ?? 0,
      details: duration === null ? [] : [{ step_name: 'DEPLOYMENT', status: 'SUCCESS', duration_sec: duration }],
    },
  };
}

function detailStatus(request: DeploymentRequest | undefined, run: ServiceRun | undefined): string {
  if (!request || !run) return 'NEVER';
  if (run.state === 'DEPLOYED') return 'SUCCESS';
  if (run.state.endsWith('_ERROR')) return 'ERROR';
  if (run.state === 'CANCELED') return 'CANCELED';
  if (request.state === 'CANCELING') return 'CANCELING';
  return run.startedAt === undefined ? 'QUEUED' : 'ONGOING';
}

/**
 * `GET /environment/{id}/deploymentQueue` item: a request waiting behind the running one, its
 * stages and services all still QUEUED.
 */
export function queuedRequestOf(request: DeploymentRequest) {
  return {
    identifier: { deployment_request_id: request.id, environment_id: request.environmentId },
    auditing_data: { triggered_by: request.triggeredBy },
    trigger_action: request.kind === 'delete' ? 'DELETE' : request.kind === 'stop' ? 'STOP' : 'DEPLOY',
    stages: request.stages.map((stage) => ({
      name: stage.name,
      status: stage.status,
      services: stage.services.map((service) => ({
        identifier: { service_id: service.serviceId, service_type: service.kind, name: service.name },
        status: 'QUEUED',
      })),
    })),
  };
}

function ordered(stages: readonly DeploymentStage[]): DeploymentStage[] {
  return [...stages].sort((a, b) => a.deployment_order - b.deployment_order);
}
