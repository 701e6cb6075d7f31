/**
 * The deployment history of an environment, in the OpenAPI's two list forms
 * (`GET /environment/{id}/deploymentHistory`, `…/deploymentHistoryV2`): newest first, 20 a page
 * unless asked otherwise, the next page after the entry `startId` names. Each deployment lists its
 * services with the version each was deployed at and the state it ended in; nothing else is kept
 * for it than what the engine ran.
 */
import { ApiError, uuidQuery } from './http.ts';
import { iso } from './dates.ts';
import type { DeploymentRequest, ServiceRun, StageRun } from './deployment-request.ts';
import type { OtherService } from './engine-config.ts';
import type { EnvironmentRecord, Store } from './store.ts';

const PAGE_SIZE = 20;

/** Durations as the OpenAPI's `format: duration` writes them (ISO 8601), in platform seconds. */
function duration(realMs: number, speed: number): string {
  return `PT${Math.max(0, Math.round(realMs / speed / 1000))}S`;
}

/**
 * The first form: deployments and stops that ran or run, newest first. The second lists every
 * request the moment it is made, deletions and queued ones too (the queued before those that ran).
 */
function entriesOf(record: EnvironmentRecord, everyRequest: boolean): DeploymentRequest[] {
  if (everyRequest) return [...record.history, ...record.queue].reverse();
  return record.history.filter((request) => request.kind !== 'delete').reverse();
}

/** The page asked for: after the entry `startId` names (400 when it names none), `size` long. */
function pageOf(record: EnvironmentRecord, query: URLSearchParams, size: number, everyRequest = false) {
  const entries = entriesOf(record, everyRequest);
  const startId = uuidQuery(query, 'startId', false);
  let from = 0;
  if (startId !== undefined) {
    const index = entries.findIndex((request) => request.id === startId);
    if (index < 0) throw new ApiError(400, `startId ${startId} is no deployment of environment ${record.environment.id}`);
    from = index + 1;
  }
  return { page: Math.floor(from / size) + 1, page_size: size, entries: entries.slice(from, from + size) };
}

function servicesOf(request: DeploymentRequest): ServiceRun[] {
  return request.stages.flatMap((stage) => stage.services);
}

/** A commit as the history shows it: what the emulator knows of a commit is its id and when it was deployed. */
function commitOf(service: ServiceRun, request: DeploymentRequest) {
  return { git_commit_id: service.version, created_at: iso(request.createdAt), author_name: '', message: '', tag: '' };
}

/** `GET /environment/{id}/deploymentHistory`: DeploymentHistoryEnvironmentPaginatedResponseList. */
export function deploymentHistoryOf(store: Store, record: EnvironmentRecord, query: URLSearchParams, others: readonly OtherService[] = []) {
  const { entries, ...page } = pageOf(record, query, PAGE_SIZE);
  return {
    ...page,
    results: entries.map((request) => {
      const services = servicesOf(request);
      const base = (service: ServiceRun) => ({
        id: service.serviceId,
        created_at: iso(service.startedAt ?? request.createdAt),
        name: service.name,
        status: service.state,
      });
      const gitJob = (service: ServiceRun) => store.jobs.get(service.serviceId)?.source.docker !== undefined;
      return {
        id: request.id,
        created_at: iso(request.createdAt),
        ...(request.endedAt === undefined ? {} : { updated_at: iso(request.endedAt) }),
        status: request.state,
        origin: 'API',
        triggered_by: request.triggeredBy,
        applications: services
          .filter((service) => service.kind === 'APPLICATION')
          .map((service) => ({ ...base(service), commit: commitOf(service, request) })),
        containers: services
          .filter((service) => service.kind === 'CONTAINER')
          .map((service) => ({
            ...base(service),
            image_name: store.containers.get(service.serviceId)?.image_name ?? '',
            tag: service.version,
          })),
        databases: othersIn(request, others, 'DATABASE').map(({ service, name }) => ({
          id: service.id,
          created_at: iso(request.startedAt ?? request.createdAt),
          name,
          status: request.state,
        })),
        jobs: services
          .filter((service) => service.kind === 'JOB')
          .map((service) => ({
            ...base(service),
            ...(gitJob(service) ? { commit: commitOf(service, request) } : { tag: service.version }),
          })),
        helms: othersIn(request, others, 'HELM').map(({ service, name }) => ({
          id: service.id,
          created_at: iso(request.startedAt ?? request.createdAt),
          name,
          status: request.state,
          repository: HELM_REPOSITORY,
        })),
      };
    }),
  };
}

const TRIGGER_ACTION: Record<DeploymentRequest['kind'], string> = { deploy: 'DEPLOY', delete: 'DELETE', stop: 'STOP' };

const ACTION_STATUS: Record<string, string> = { DEPLOYED: 'SUCCESS', STOPPED: 'SUCCESS', CANCELED: 'CANCELED', CANCELING: 'CANCELING' };

function actionStatusOf(state: string, ended: boolean): string {
  if (ACTION_STATUS[state]) return ACTION_STATUS[state];
  if (state.endsWith('_ERROR')) return 'ERROR';
  return ended ? 'SUCCESS' : state.endsWith('QUEUED') ? 'QUEUED' : 'ONGOING';
}

/** `GET /environment/{id}/deploymentHistoryV2`: DeploymentHistoryEnvironmentPaginatedResponseListV2. */
export function deploymentHistoryV2Of(
  store: Store,
  record: EnvironmentRecord,
  query: URLSearchParams,
  speed: number,
  others: readonly OtherService[] = [],
  now = Date.now(),
) {
  const raw = query.get('pageSize');
  if (raw !== null && (!/^\d+$/.test(raw) || Number(raw) < 1))
    throw new ApiError(400, 'query parameter "pageSize" must be a number of at least 1');
  const { entries, ...page } = pageOf(record, query, raw === null ? PAGE_SIZE : Number(raw), true);
  const auditing = (request: DeploymentRequest, start: number | undefined, end: number | undefined) => ({
    created_at: iso(start ?? request.createdAt),
    updated_at: iso(end ?? start ?? request.createdAt),
    triggered_by: request.triggeredBy,
    origin: 'API',
  });
  const serviceOf = (request: DeploymentRequest, service: ServiceRun) => ({
    identifier: {
      name: service.name,
      service_id: service.serviceId,
      service_type: service.kind,
      execution_id: request.deploymentId,
    },
    status: service.state,
    auditing_data: auditing(request, service.startedAt, service.endedAt),
    details: detailsOf(store, request, service),
    status_details: {
      action: 'DEPLOY',
      status: actionStatusOf(service.state, service.endedAt !== undefined),
      sub_action: 'NONE',
    },
    icon_uri: `app://platform-console/${service.kind.toLowerCase()}`,
    total_duration: duration((service.endedAt ?? now) - (service.startedAt ?? now), speed),
  });
  const otherOf = (request: DeploymentRequest, { service, name }: { service: OtherService; name: string }) => ({
    identifier: { name, service_id: service.id, service_type: service.kind, execution_id: request.deploymentId },
    status: request.state,
    auditing_data: auditing(request, request.startedAt, request.endedAt),
    // The OpenAPI has no alternative for a database: the one that fits a service with no version
    // is the Helm one with nothing in it, as `oneOf` allows exactly one.
    details: service.kind === 'HELM' ? { repository: HELM_REPOSITORY } : {},
    status_details: { action: 'DEPLOY', status: actionStatusOf(request.state, request.endedAt !== undefined), sub_action: 'NONE' },
    icon_uri: `app://platform-console/${service.kind.toLowerCase()}`,
    ...(service.totalSeconds === null || service.totalSeconds < 0 ? {} : { total_duration: `PT${service.totalSeconds}S` }),
  });
  const stageOf = (request: DeploymentRequest, stage: StageRun) => ({
    name: stage.name,
    status: stage.status,
    duration: duration((stage.endedAt ?? stage.startedAt ?? now) - (stage.startedAt ?? now), speed),
    services: [
      ...stage.services.map((service) => serviceOf(request, service)),
      ...othersIn(request, others, 'DATABASE', stage.name).map((other) => otherOf(request, other)),
      ...othersIn(request, others, 'HELM', stage.name).map((other) => otherOf(request, other)),
    ],
  });
  return {
    ...page,
    results: entries.map((request) => ({
      identifier: { execution_id: request.deploymentId, environment_id: record.environment.id },
      auditing_data: auditing(request, request.startedAt, request.endedAt),
      status: request.state,
      trigger_action: TRIGGER_ACTION[request.kind],
      total_duration: duration((request.endedAt ?? now) - (request.startedAt ?? request.createdAt), speed),
      stages: request.stages.map((stage) => stageOf(request, stage)),
      action_status: actionStatusOf(request.state, request.endedAt !== undefined),
    })),
  };
}

/** The chart a Helm service of the fixture deploys: the emulator runs none, so one stands for all. */
const HELM_REPOSITORY = { chart_name: 'platform-chart', chart_version: '1.0.0' };

/**
 * The services of the kinds the engine does not run (the `otherServices` fixture) that a deployment
 * carried: every deploy that ran a stage of theirs lists them, in that stage (or any, without one).
 */
function othersIn(request: DeploymentRequest, others: readonly OtherService[], kind: 'DATABASE' | 'HELM', stage?: string) {
  if (request.kind !== 'deploy') return [];
  const ran = new Set(request.stages.map((each) => each.name.toLowerCase()));
  return others
    .filter((service) => service.kind === kind && ran.has(service.stage.toLowerCase()))
    .filter((service) => stage === undefined || service.stage.toLowerCase() === stage.toLowerCase())
    .map((service) => ({ service, name: `${kind.toLowerCase()}-${service.id.slice(0, 8)}` }));
}

/**
 * DeploymentHistoryServiceDetails, a `oneOf` each answer fits exactly one alternative of: the
 * application's commit and build pod, the container's image, tag and arguments, the job's image,
 * tag and kind (with its commit and build pod when built from git, a null build pod when not).
 */
function detailsOf(store: Store, request: DeploymentRequest, service: ServiceRun) {
  if (service.kind === 'APPLICATION') return { commit: commitOf(service, request), build_pod_name: `build-${request.deploymentId}-0` };
  if (service.kind === 'CONTAINER') {
    return { image_name: store.containers.get(service.serviceId)?.image_name ?? '', tag: service.version, arguments: [] };
  }
  const job = store.jobs.get(service.serviceId);
  const git = job?.source.docker !== undefined;
  return {
    image_name: job?.source.image?.image_name ?? job?.name ?? service.name,
    tag: git ? '' : service.version,
    job_type: job?.job_type === 'CRON' ? 'CRON' : 'LIFECYCLE',
    ...(git ? { commit: commitOf(service, request), build_pod_name: `build-${request.deploymentId}-0` } : { build_pod_name: null }),
  };
}

/** The version the service runs now: the one of its last deployment that ended DEPLOYED. */
export function runningVersion(record: EnvironmentRecord, serviceId: string): string | undefined {
  for (const request of [...record.history].reverse()) {
    const run = servicesOf(request).find((service) => service.serviceId === serviceId && service.state === 'DEPLOYED');
    if (run) return run.version;
  }
  return undefined;
}
