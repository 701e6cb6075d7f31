/**
 * `GET /environment/{id}/deploymentHistoryV2`: the environment's deployment requests, newest first,
 * in the OpenAPI's DeploymentHistoryEnvironmentV2 shape. Unlike the status, it has no stale
 * window: a request is listed the moment it is made. Each stage is listed with its name, status
 * and length; its services are left out (an empty list, which the shape allows), as nothing the
 * action reads needs them.
 */
import type { DeploymentEngine } from './engine.ts';
import { iso, type DeploymentRequest, type EnvironmentRecord } from './store.ts';

const TRIGGER_ACTION: Record<DeploymentRequest['kind'], string> = { deploy: 'DEPLOY', delete: 'DELETE', stop: 'STOP' };

/** ISO 8601, as the OpenAPI's `format: duration` has it. */
function duration(seconds: number | null | undefined): string {
  return `PT${Math.max(0, seconds ?? 0)}S`;
}

function actionStatus(request: DeploymentRequest): string {
  if (request.state === 'CANCELING') return 'CANCELING';
  if (request.state === 'CANCELED') return 'CANCELED';
  if (request.state.endsWith('_ERROR')) return 'ERROR';
  if (request.endedAt !== undefined) return 'SUCCESS';
  return request.startedAt === undefined ? 'QUEUED' : 'ONGOING';
}

function entryOf(engine: DeploymentEngine, record: EnvironmentRecord, request: DeploymentRequest) {
  const view = engine.viewOf(record, request);
  const stageSeconds = new Map((view.metrics ?? []).map((metric) => [metric.stage_id, metric.total_duration_sec]));
  return {
    identifier: { execution_id: request.deploymentId, environment_id: request.environmentId },
    auditing_data: {
      created_at: iso(request.createdAt),
      updated_at: iso(request.endedAt ?? request.startedAt ?? request.createdAt),
      triggered_by: request.triggeredBy,
      origin: 'API',
    },
    status: request.state,
    trigger_action: TRIGGER_ACTION[request.kind],
    total_duration: duration(view.total_deployment_duration_in_seconds),
    stages: request.stages.map((stage) => ({
      name: stage.name,
      status: stage.status,
      duration: duration(stageSeconds.get(stage.id)),
      services: [],
    })),
    action_status: actionStatus(request),
  };
}

/** `pageSize` requests, newest first (20 unless asked), the queued ones before those that ran. */
export function deploymentHistoryV2(engine: DeploymentEngine, record: EnvironmentRecord, pageSize: number) {
  const requests = [...record.history, ...record.queue].reverse().slice(0, pageSize);
  return { page: 1, page_size: pageSize, results: requests.map((request) => entryOf(engine, record, request)) };
}
