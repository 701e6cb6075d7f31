/**
 * The links an environment had before the run changed it. A service's link comes with its first
 * deployment and stays through the next: when every service a deployment started had one
 * already, the deployment makes no new one, and the links read before serve the report after
 * it. Any service without one (never deployed, or one a link may never reach) has them read again.
 */
import type { PlatformClient } from '../../platform/client.ts';
import type { Link } from '../../platform/schemas/index.ts';
import type { OperationContext } from '../../run/context.ts';

/** By run (its client) and environment. */
const before = new WeakMap<PlatformClient, Map<string, Link[]>>();

export function keepLinksBefore(ctx: OperationContext, environmentId: string, links: readonly Link[]): void {
  const kept = before.get(ctx.client) ?? new Map<string, Link[]>();
  kept.set(environmentId, structuredClone([...links]));
  before.set(ctx.client, kept);
}

/** The links read before, when every one of `services` had one then; else undefined, and they are read again. */
export function linksStillKnown(
  ctx: OperationContext,
  environmentId: string,
  services: readonly { id: string }[],
): Promise<Link[]> | undefined {
  const links = before.get(ctx.client)?.get(environmentId);
  if (!links || services.length === 0) return undefined;
  const linked = new Set(links.map((link) => link.service_id));
  return services.every((service) => linked.has(service.id)) ? Promise.resolve(structuredClone(links)) : undefined;
}
