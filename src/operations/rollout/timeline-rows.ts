/**
 * Turns what the platform reports after a deployment into rows of the run's time line: each
 * stage with its services from `statusesWithStages`; else the stage totals of the environment
 * status's `metrics`; else the state changes the waiter saw.
 */
import type { StageMetric } from '../../platform/schemas/index.ts';
import type { ServiceStatus, StatusesWithStages } from '../../platform/schemas/index.ts';
import type { WaitResult } from '../../wait/index.ts';
import type { Stage } from '../../run/result.ts';

/** A stage's status from its steps, in the report's words (SUCCESS, ERROR, CANCEL, SKIP, RUNNING). */
function metricStatus(metric: StageMetric): string {
  const steps = metric.details;
  const total = steps.find((step) => step.step_name === 'TOTAL')?.status;
  if (total) return total;
  for (const status of ['ERROR', 'CANCEL']) if (steps.some((step) => step.status === status)) return status;
  if (metric.total_duration_sec === null || metric.total_duration_sec === undefined) return 'RUNNING';
  return steps.length > 0 && steps.every((step) => step.status === 'SKIP') ? 'SKIP' : 'SUCCESS';
}

/** The stage totals of the environment status; `names` by stage id (from deploymentStage), else (none, or an empty one) "stage 1…". */
export function metricStages(metrics: StageMetric[], names: ReadonlyMap<string, string>, triggerSeconds: number): Stage[] {
  let start = triggerSeconds;
  return metrics.map((metric, index) => {
    const duration = seconds(metric.total_duration_sec);
    const name = (metric.stage_id && names.get(metric.stage_id)?.trim()) || `stage ${index + 1}`;
    const stage: Stage = { name, source: 'platform', startSeconds: start, durationSeconds: duration, status: metricStatus(metric) };
    start += duration ?? 0;
    return stage;
  });
}

const STAGE_STATUS: Record<string, string> = {
  DONE: 'SUCCESS',
  ERROR: 'ERROR',
  CANCELED: 'CANCEL',
  SKIPPED: 'SKIP',
  ONGOING: 'RUNNING',
  QUEUED: 'RUNNING',
};
const SERVICE_STATUS: Record<string, string> = {
  SUCCESS: 'SUCCESS',
  ERROR: 'ERROR',
  CANCELED: 'CANCEL',
  CANCELING: 'CANCEL',
  ONGOING: 'RUNNING',
  QUEUED: 'RUNNING',
  EXECUTING: 'RUNNING',
  NEVER: 'SKIP',
};
/** Service steps that make the image, and those that run it; queueing counts in neither. */
const BUILD_STEPS = new Set(['GIT_CLONE', 'REGISTRY_CREATE_REPOSITORY', 'BUILD', 'MIRROR_IMAGE']);
const DEPLOY_STEPS = new Set(['DEPLOYMENT', 'ROUTER_DEPLOYMENT', 'EXECUTING']);
/** Stage-level steps that come before the services start (QUEUEING, PROVISION_BUILDER). */
const BEFORE_SERVICES = (step: { step_name?: string | undefined }) => step.step_name !== 'TOTAL';

const KINDS = [
  ['applications', 'APPLICATION'],
  ['containers', 'CONTAINER'],
  ['jobs', 'JOB'],
  ['databases', 'DATABASE'],
  ['helms', 'HELM'],
  ['terraforms', 'TERRAFORM'],
  ['agentic_workflows', 'AGENTIC_WORKFLOW'],
] as const;

/** A duration the platform reported; a negative one (it has sent some) is unknown, never shown as negative. */
function seconds(value: number | null | undefined): number | null {
  return typeof value === 'number' && value >= 0 ? value : null;
}

type StageEntry = StatusesWithStages['stages'][number];

function servicesIn(entry: StageEntry): Array<{ kind: string; status: ServiceStatus }> {
  return KINDS.flatMap(([list, kind]) => (entry[list] ?? []).map((status) => ({ kind, status })));
}

/** Every service of the answer with its kind, stage by stage. */
export function servicesOf(answer: StatusesWithStages): Array<{ kind: string; status: ServiceStatus }> {
  return answer.stages.flatMap(servicesIn);
}

function secondsOf(status: ServiceStatus, names: ReadonlySet<string>): number | null {
  const steps = (status.steps?.details ?? []).filter((step) => names.has(step.step_name ?? '') && typeof step.duration_sec === 'number');
  // One step of unknown length makes the sum unknown.
  if (steps.some((step) => seconds(step.duration_sec) === null)) return null;
  return steps.length === 0 ? null : steps.reduce((total, step) => total + (step.duration_sec ?? 0), 0);
}

function serviceRow(stage: Stage, kind: string, status: ServiceStatus, name: string, startSeconds: number, requestId: string): Stage {
  const row = { name: stage.name, service: name, serviceKind: kind, source: 'platform' as const, startSeconds };
  // A service left out of the last deployment, or last deployed by another request: its figures belong to that one.
  const another = requestId !== '' && typeof status.deployment_request_id === 'string' && status.deployment_request_id !== requestId;
  if (status.is_part_last_deployment === false || another)
    return { ...row, durationSeconds: null, buildSeconds: null, deploySeconds: null, status: 'SKIP' };
  const detail = status.status_details?.status;
  return {
    ...row,
    durationSeconds: seconds(status.steps?.total_duration_sec),
    buildSeconds: secondsOf(status, BUILD_STEPS),
    deploySeconds: secondsOf(status, DEPLOY_STEPS),
    status: (detail && SERVICE_STATUS[detail]) ?? detail ?? status.state ?? 'unknown',
  };
}

/** The service's name, else (none, or an empty one) its kind and the head of its id. */
export function nameOf(names: ReadonlyMap<string, string>, kind: string, id: string): string {
  return names.get(id)?.trim() || `${kind.toLowerCase().replace(/_/g, ' ')} ${id.slice(0, 8)}`;
}

/**
 * A row per stage that holds services, then one per service, the stages one after the other
 * from the start of the deployment and each stage's services side by side after its queue.
 * `names` by service id; a service last deployed by another request than `requestId` is skipped.
 */
export function serviceStages(
  answer: StatusesWithStages,
  names: ReadonlyMap<string, string>,
  startSeconds: number,
  requestId = '',
): Stage[] {
  const rows: Stage[] = [];
  let start = startSeconds;
  for (const [index, entry] of answer.stages.entries()) {
    const services = servicesIn(entry);
    if (services.length === 0) continue;
    // An entry without its stage is still shown: by its order, its status from its services' rows.
    const reported = entry.stage ?? {};
    const duration = seconds(reported.steps?.total_duration_sec);
    const status =
      (reported.status && STAGE_STATUS[reported.status]) ?? reported.status ?? (reported.steps ? metricStatus(reported.steps) : 'unknown');
    const stage: Stage = {
      name: reported.name?.trim() || `stage ${index + 1}`,
      source: 'platform',
      startSeconds: start,
      durationSeconds: duration,
      status,
    };
    rows.push(stage);
    const queued = (reported.steps?.details ?? [])
      .filter(BEFORE_SERVICES)
      .reduce((total, step) => total + (seconds(step.duration_sec) ?? 0), 0);
    for (const { kind, status: service } of services) {
      rows.push(serviceRow(stage, kind, service, nameOf(names, kind, service.id), start + queued, requestId));
    }
    start += duration ?? 0;
  }
  return rows;
}

/** The state changes the waiter saw, each lasting until the next; the last until the verdict. */
export function observedStages(waited: WaitResult, triggerSeconds: number): Stage[] {
  const end = triggerSeconds + waited.elapsedMs / 1000;
  const finished = waited.verdict !== 'timed_out';
  return waited.transitions.map((transition, index) => {
    const next = waited.transitions[index + 1];
    const startSeconds = round(triggerSeconds + transition.atMs / 1000);
    const last = next === undefined;
    // Both ends in tenths before the difference: a start rounded up (a state seen at x.x5 s) never
    // outruns its own end, as it would by a tenth with the end unrounded (0.15 - 0.2 rounds to -0.1).
    const stop = round(last ? end : triggerSeconds + next.atMs / 1000);
    return {
      name: transition.state,
      source: 'platform' as const,
      startSeconds,
      durationSeconds: last && !finished ? null : round(stop - startSeconds),
      status: last ? lastStatus(waited) : 'SUCCESS',
    };
  });
}

function lastStatus(waited: WaitResult): string {
  switch (waited.verdict) {
    case 'success':
      return 'SUCCESS';
    case 'failure':
      return 'ERROR';
    case 'cancelled':
      return 'CANCEL';
    default:
      return 'RUNNING';
  }
}

function round(seconds: number): number {
  return Math.round(seconds * 10) / 10;
}
