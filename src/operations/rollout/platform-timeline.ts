/**
 * The platform's side of the report, read once after the wait (never while polling): stage names
 * and statuses with each service's build and deploy time from `statusesWithStages`, the names
 * of services not already known from the environment's services. An older server that lacks
 * that read gets the stage totals of the environment status (named from `deploymentStage` when
 * that answers), and one without metrics the state changes the waiter saw; a warning says which.
 */
import { errorMessage } from '../../basics/error-message.ts';
import { isRouteMissing } from '../../platform/errors.ts';
import type { StageMetric } from '../../platform/schemas/index.ts';
import type { StatusesWithStages } from '../../platform/schemas/index.ts';
import type { WaitResult } from '../../wait/index.ts';
import type { OperationContext } from '../../run/context.ts';
import { metricStages, nameOf, observedStages, servicesOf, serviceStages } from './timeline-rows.ts';
import { listServices, type ServiceKind } from '../environment/service-plan.ts';
import type { ReportedService } from './failure-explanation.ts';
import type { Stage } from '../../run/result.ts';

/** The platform's rows of the time line, and every service of `statusesWithStages` named (none when it could not be read). */
export interface PlatformReport {
  stages: Stage[];
  services: ReportedService[];
}

export interface KnownService {
  id: string;
  name: string;
}

/** Figures of another deployment request than the run's own (when both ids are known) are not its own. */
function another(requestId: string, reported: string | null | undefined): boolean {
  return requestId !== '' && typeof reported === 'string' && reported !== requestId;
}

/** Where the run's own deployment sits in the run. */
export interface OwnDeployment {
  /** Offset of the trigger in the run, in seconds: the state changes the waiter saw are counted from it. */
  triggerSeconds: number;
  /**
   * Offset where its deployment began (it may have waited in the queue first): the platform's rows
   * are placed from it. Default: the trigger. A function is given the time the platform's stage
   * read says the run's own deployment began (its `last_deployment_date`), when it says.
   */
  startSeconds?: number | ((began: string | undefined) => number);
  /** The run's own deployment request, when known: figures of another request are never shown as its own. */
  requestId?: string;
}

/** @param known services whose names the run already has (those it read before the trigger): not looked up again */
export async function platformTimings(
  ctx: OperationContext,
  environmentId: string,
  waited: WaitResult,
  own: OwnDeployment,
  known: readonly KnownService[],
): Promise<PlatformReport> {
  const { client, log } = ctx;
  const { triggerSeconds, requestId = '' } = own;
  const startOf = (began?: string | null) =>
    typeof own.startSeconds === 'function' ? own.startSeconds(began ?? undefined) : (own.startSeconds ?? triggerSeconds);
  let unavailable: string;
  try {
    const answer = await client.environments.statusesWithStages({ environmentId });
    if (another(requestId, answer.environment?.deployment_request_id)) {
      unavailable = `describes another deployment request (${answer.environment?.deployment_request_id})`;
    } else if (servicesOf(answer).length > 0) {
      const names = await serviceNames(ctx, environmentId, answer, known);
      const services = servicesOf(answer).map(({ kind, status }) => ({ kind, status, name: nameOf(names, kind, status.id) }));
      const began =
        requestId !== '' && answer.environment?.deployment_request_id === requestId ? answer.environment.last_deployment_date : undefined;
      return { stages: serviceStages(answer, names, startOf(began), requestId), services };
    } else {
      unavailable = 'listed no service';
    }
  } catch (error) {
    unavailable = isRouteMissing(error)
      ? `is not available on this server (${error.status})`
      : `could not be read (${errorMessage(error)})`;
  }

  const [status, named] = await Promise.all([
    client.environments.status({ environmentId }).catch((error: unknown) => {
      log.warning(`Could not read the environment status for stage metrics: ${errorMessage(error)}`);
      return undefined;
    }),
    Promise.allSettled([client.environments.deploymentStages({ environmentId })]),
  ]);
  // Stage names not read leave the totals without them, which the warning below says.
  const stages = named[0].status === 'fulfilled' ? named[0].value : undefined;
  const metrics: StageMetric[] = status && !another(requestId, status.deployment_request_id) ? (status.metrics ?? []) : [];
  if (metrics.length > 0) {
    const named = stages !== undefined && stages.length > 0;
    log.warning(
      `The platform's stage statuses (statusesWithStages) ${unavailable}: the report shows stage totals from the environment status, ` +
        `without per-service times${named ? '' : ', and without stage names (deploymentStage did not answer)'}`,
    );
    const names = new Map((stages ?? []).flatMap((stage) => (stage.name ? [[stage.id, stage.name] as const] : [])));
    return { stages: metricStages(metrics, names, startOf()), services: [] };
  }
  log.warning(
    `The platform's stage statuses (statusesWithStages) ${unavailable}, and the environment status has no stage metrics: ` +
      'the report shows the state changes seen while waiting',
  );
  return { stages: observedStages(waited, triggerSeconds), services: [] };
}

/** The kinds whose names a run reads when unknown (as it did from their own lists, before the one list of services). */
const KIND_OF: Readonly<Record<string, ServiceKind>> = { APPLICATION: 'application', CONTAINER: 'container', JOB: 'job' };

/**
 * Names by service id: those known, plus, when a service of a kind the rollout deploys is not
 * yet named, every name the environment's services give (of every kind: a database's too).
 */
async function serviceNames(
  ctx: OperationContext,
  environmentId: string,
  answer: StatusesWithStages,
  known: readonly KnownService[],
): Promise<Map<string, string>> {
  const names = new Map(known.map((service) => [service.id, service.name]));
  const missing = new Set(
    servicesOf(answer).flatMap(({ kind, status }) => (!names.has(status.id) && KIND_OF[kind] !== undefined ? [KIND_OF[kind]] : [])),
  );
  if (missing.size === 0) return names;
  const listed = await listServices(ctx, environmentId, [...missing]).catch((error: unknown) => {
    ctx.log.warning(`Could not read the names of the environment's services: ${errorMessage(error)}`);
    return [];
  });
  // An application's name is optional in its schema (a create answer holds only the id).
  for (const service of listed) if (service.id && service.name) names.set(service.id, service.name);
  return names;
}
