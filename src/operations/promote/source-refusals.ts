/**
 * A promotion's refusals, each before any write and in one line naming why: the source is the
 * target itself; the source is not healthy (its last deployment did not succeed, or a service runs
 * another version than its history says); a service of the source has no successful version; the
 * source was deployed again while the promotion was prepared (its newest deployment changed).
 */
import type { HeadStart } from '../../basics/head-start.ts';
import type { Environment } from '../../platform/schemas/index.ts';
import { OperationError, type OperationContext } from '../../run/context.ts';
import { deploymentsNewestFirst, type HistoryDeployment } from '../rollback/last-good.ts';
import type { Service } from '../environment/service-plan.ts';

/** An environment as its history read found it: its newest deployment, and each service's last successful version, by id. */
interface SourceHistory {
  newest: HistoryDeployment | undefined;
  versions: Map<string, string>;
}

/** The history read, with how each service's newest deployment ended. */
export type ReadHistory = SourceHistory & { seen: ReadonlyMap<string, Seen> };

export function refuseSameEnvironment(source: Environment, target: Environment): void {
  if (source.id === target.id) {
    throw new OperationError(
      `Input "promote-from": ${source.name} is the environment promoted to: give the environment whose versions to promote`,
    );
  }
}

interface Seen {
  /** The service's newest deployment ended DEPLOYED. */
  lastDeployed: boolean;
  lastState: string;
  /** The version of its newest deployment that ended DEPLOYED. */
  good: string | undefined;
}

/**
 * Reads an environment's history, newest first, until each of `wanted` (services of it) has a
 * successful version or the pages run out: the newest deployment, and each service's last
 * successful version. The first page is asked as soon as the environment's id is known, beside the
 * reads of its services. Read for the source (what it promotes) and for the target (what it runs:
 * a service whose last deployment failed still runs its last successful version). Unlike the
 * rollback's walker (last-good.ts) it takes the newest successful version as it is, whatever the
 * order of versions: what ran last is what runs.
 */
export async function readHistory(
  ctx: OperationContext,
  sourceId: HeadStart<string>,
  environmentServices: HeadStart<readonly Service[]>,
  wanted: HeadStart<readonly Service[]>,
): Promise<ReadHistory> {
  const seen = new Map<string, Seen>();
  let newest: HistoryDeployment | undefined;
  for await (const deployment of deploymentsNewestFirst(ctx, await sourceId(), environmentServices)) {
    newest ??= deployment;
    const services = await wanted();
    for (const service of services) {
      const item = deployment.services.find((each) => each.id === service.id.toLowerCase());
      if (!item) continue;
      const known = seen.get(service.id);
      if (!known)
        seen.set(service.id, {
          lastDeployed: item.deployed,
          lastState: item.deployed ? 'DEPLOYED' : (deployment.status ?? 'unknown'),
          good: item.deployed ? item.version : undefined,
        });
      else if (known.good === undefined && item.deployed) known.good = item.version;
    }
    if ((await wanted()).every((service) => seen.get(service.id)?.good !== undefined)) break;
  }
  const versions = new Map<string, string>();
  for (const [id, each] of seen) if (each.good !== undefined) versions.set(id, each.good);
  return { newest, versions, seen };
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
  let now: HistoryDeployment | undefined;
  for await (const deployment of deploymentsNewestFirst(ctx, source.id, services)) {
    now = deployment;
    break;
  }
  if (now?.id !== planned?.id || now?.status !== planned?.status) {
    throw new OperationError(
      `${source.name} was deployed again while the promotion was prepared (its newest deployment is now ${now?.id || 'another'}, ${now?.status ?? 'in an unknown state'}): nothing was promoted; run the promotion again`,
    );
  }
}
