/**
 * A promotion's refusals, each before any write and in one line naming why: the source is the
 * target itself; the source is not healthy (its last deployment did not succeed, or a service runs
 * another version than its history says); a service of the source has no successful version; the
 * source was deployed again while the promotion was prepared (its newest deployment changed).
 */
import type { Environment } from '../../platform/schemas/index.ts';
import { OperationError, type OperationContext } from '../../run/context.ts';
import { newestDeployment, type HistoryDeployment, type ReadHistory } from '../environment/deployment-history.ts';
import type { Service } from '../environment/service-plan.ts';

export function refuseSameEnvironment(source: Environment, target: Environment): void {
  if (source.id === target.id) {
    throw new OperationError(
      `Input "promote-from": ${source.name} is the environment promoted to: give the environment whose versions to promote`,
    );
  }
}

/**
 * Refuses a source that is not healthy, or a service of `chosen` (the source's services to
 * promote) without a successful version or running another version than its history says.
 */
export function refuseUnhealthySource(source: Environment, history: ReadHistory, chosen: readonly Service[]): void {
  const newest = history.newest;
  if (newest && newest.status !== 'DEPLOYED') {
    throw new OperationError(
      `${source.name} is not healthy: its last deployment ended ${newest.status ?? 'in an unknown state'}, not DEPLOYED (promote once it is deployed)`,
    );
  }
  for (const service of chosen) {
    const name = `${service.kind} ${service.name}`;
    const seen = history.seen.get(service.id);
    if (seen?.good === undefined) {
      throw new OperationError(`${name} of ${source.name} has no successful version in its deployment history: nothing to promote`);
    }
    if (!seen.lastDeployed) {
      throw new OperationError(`${source.name} is not healthy: the last deployment of ${name} ended ${seen.lastState}, not DEPLOYED`);
    }
    if (service.version !== seen.good) {
      throw new OperationError(
        `${source.name} is not healthy: ${name} runs ${service.version ?? 'no version'}, not ${seen.good} as its last successful deployment says`,
      );
    }
  }
}

/** Refuses when the source's newest deployment is no longer the one the plan was made from: it was deployed again. */
export async function refuseIfRedeployed(
  ctx: OperationContext,
  source: Environment,
  services: readonly Service[],
  planned: HistoryDeployment | undefined,
): Promise<void> {
  const now = await newestDeployment(ctx, source.id, services);
  if (now?.id !== planned?.id || now?.status !== planned?.status) {
    throw new OperationError(
      `${source.name} was deployed again while the promotion was prepared (its newest deployment is now ${now?.id || 'another'}, ${now?.status ?? 'in an unknown state'}): nothing was promoted; run the promotion again`,
    );
  }
}
