/**
 * Each service's URL, by name: what the `urls` output, the comment and the GitHub Deployment
 * hand on, what the readiness check asks, and what `{url:SERVICE}` in `variables` becomes. A
 * link names its service by id; the names come from the services the run already knows, else
 * from one read of the environment's services.
 */
import { errorMessage } from '../../basics/error-message.ts';
import { isNotFound } from '../../platform/errors.ts';
import type { Link } from '../../platform/schemas/index.ts';
import type { OperationContext } from '../../run/context.ts';
import { preferredLinks, type ServiceUrl } from '../../run/result.ts';
import { readServices, type Service } from '../environment/service-plan.ts';
import { keepLinksBefore } from './links-before.ts';

/** A service's URL as read from its link, with the service's id to find it again. */
export interface LinkedService extends ServiceUrl {
  serviceId: string;
}

/** The links are a nicety of the report: failing to read them never fails a deployment. */
export function readLinks(ctx: OperationContext, environmentId: string): Promise<Link[]> {
  return ctx.client.environments.links({ environmentId }).catch((error: unknown) => {
    if (!isNotFound(error)) ctx.log.warning(`Could not read the environment's links: ${errorMessage(error)}`);
    return [];
  });
}

/** One URL per service (its default link's), in the links' order; a link that names no service is left out. */
export async function linkedServices(
  ctx: OperationContext,
  environmentId: string,
  links: readonly Link[],
  known: readonly Pick<Service, 'id' | 'name'>[] = [],
): Promise<LinkedService[]> {
  const firsts = new Map<string, string>();
  for (const link of preferredLinks([...links])) {
    if (link.serviceId && !firsts.has(link.serviceId)) firsts.set(link.serviceId, link.url);
  }
  if (firsts.size === 0) return [];
  let services: readonly Pick<Service, 'id' | 'name'>[] = known;
  if ([...firsts.keys()].some((id) => !services.some((service) => service.id === id))) {
    services = await readServices(ctx, environmentId).catch((error: unknown) => {
      ctx.log.warning(`Could not read the services' names for their URLs: ${errorMessage(error)}; naming them by id`);
      return known;
    });
  }
  return [...firsts].map(([serviceId, url]) => ({
    serviceId,
    name: services.find((service) => service.id === serviceId)?.name ?? serviceId,
    url,
  }));
}

/**
 * The URLs of an environment that exists, read before a change: for the GitHub Deployment's
 * payload and `{url:SERVICE}` in `variables`. A service never deployed has no link yet. A failed
 * read of the links is no URL, not a failed run.
 */
export async function readLinkedServices(
  ctx: OperationContext,
  environmentId: string,
  known: readonly Pick<Service, 'id' | 'name'>[] = [],
): Promise<LinkedService[]> {
  const links = await ctx.client.environments.links({ environmentId }).then(
    (links) => (keepLinksBefore(ctx, environmentId, links), links),
    (error: unknown) => {
      ctx.log.warning(`Could not read the links of the environment: ${errorMessage(error)}`);
      return [];
    },
  );
  return linkedServices(ctx, environmentId, links, known);
}

/**
 * Whether the GitHub Deployment's payload may carry the URLs of an environment that exists, read
 * before the change: a preview's are; a deploy's only when a `{url:SERVICE}` reads them anyway.
 */
export function wantsUrlsFirst(ctx: OperationContext): boolean {
  return ctx.config.githubDeployment && ctx.config.githubToken !== '' && ctx.announce !== undefined;
}
