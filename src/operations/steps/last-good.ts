/**
 * The last good version of each service, from the environment's deployment history: the version
 * of its newest deployment that ended DEPLOYED, other than the one it is leaving (the version that
 * just failed, or the one it runs now). The history is read newest first, a page at a time, until
 * every service has one or the pages run out.
 */
import type { DeploymentHistoryEntry } from '../../platform/schemas/index.ts';
import type { OperationContext } from '../context.ts';
import type { Service } from './services.ts';

/** Pages read at most: 20 deployments each, so a good version is looked for among the last 200. */
const MAX_PAGES = 10;

/** The service's version in one deployment, and whether it ended DEPLOYED there; undefined when the deployment left it out. */
function versionIn(entry: DeploymentHistoryEntry, service: Service): { version: string | undefined; deployed: boolean } | undefined {
  const mine = (item: { id: string }) => item.id.toLowerCase() === service.id.toLowerCase();
  let item: { status?: string | null | undefined } | undefined;
  let version: string | null | undefined;
  if (service.kind === 'application') {
    const application = entry.applications.find(mine);
    [item, version] = [application, application?.commit?.git_commit_id];
  } else if (service.kind === 'container') {
    const container = entry.containers.find(mine);
    [item, version] = [container, container?.tag];
  } else {
    const job = entry.jobs.find(mine);
    [item, version] = [job, service.source === 'git' ? job?.commit?.git_commit_id : job?.tag];
  }
  if (!item) return undefined;
  // A deployment that lists no state for the service stands for it with its own.
  return { version: version || undefined, deployed: (item.status ?? entry.status) === 'DEPLOYED' };
}

/**
 * For each service, keyed by id, the version to go back to; a service with none in the history
 * is left out. `leaving` is each service's version to skip, by id. Throws when a page cannot be read.
 */
export async function lastGoodVersions(
  ctx: OperationContext,
  environmentId: string,
  services: readonly Service[],
  leaving: ReadonlyMap<string, string | null>,
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  let startId: string | undefined;
  for (let page = 0; page < MAX_PAGES && found.size < services.length; page++) {
    const { results } = await ctx.client.environments.deploymentHistory({ environmentId, ...(startId ? { startId } : {}) });
    for (const entry of results) {
      for (const service of services) {
        if (found.has(service.id)) continue;
        const seen = versionIn(entry, service);
        if (seen?.deployed && seen.version !== undefined && seen.version !== leaving.get(service.id)) found.set(service.id, seen.version);
      }
    }
    const last = results.at(-1);
    if (!last || last.id === startId) break;
    startId = last.id;
  }
  return found;
}
