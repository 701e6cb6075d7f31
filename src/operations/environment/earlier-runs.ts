/**
 * What earlier runs left (run/carried.ts), consulted where the environments are looked up and
 * nowhere else. It changes how fast the names are resolved, never what they resolve to: with
 * the project an earlier run found, the organizations, that organization's projects and that
 * project's environments are listed at once, the same three lists a run without it reads one
 * after the other, and the names are picked from them the same way. Only when they lead
 * elsewhere now (a project renamed, another given its name, an environment recreated) is a list
 * read again, for the organization or project the names now lead to: a stale hint costs a read,
 * never a different target.
 */
import type { EnvironmentPath } from '../../config/index.ts';
import type { Environment } from '../../platform/schemas/index.ts';
import { sameName } from '../../basics/names.ts';
import { headStart } from '../../basics/head-start.ts';
import { sealRoute, unsealCarried, type Carried } from '../../run/carried.ts';
import type { OperationContext, Target } from '../../run/context.ts';
import { resolveEnvironmentPath, type Listings } from './by-name.ts';

/** The states earlier runs left, sealed, newest first: the first these inputs prove is used, the others ignored. */
export function provenCarried(config: OperationContext['config'], sealed: readonly string[]): Carried | undefined {
  return sealed.flatMap((each) => unsealCarried(config, each) ?? [])[0];
}

/** The announce that also leaves, in the GitHub Deployment, the project found for any later run of this input. */
export function announcingRoute(ctx: Pick<OperationContext, 'config' | 'announce'>): OperationContext['announce'] {
  const { config, announce } = ctx;
  if (!announce) return undefined;
  return (target: Target) => {
    const carry = sealRoute(config, target);
    return announce({ ...target, ...(carry ? { carry } : {}) });
  };
}

/** What the next run of this pull request may reuse: the blueprint's project, sealed (undefined for a blueprint given by id). */
export function leftForNextRun(ctx: OperationContext, blueprint: Environment): string | undefined {
  return sealRoute(ctx.config, { organizationId: blueprint.organization.id, projectId: blueprint.project.id });
}

/**
 * The environment the input names by its path of names, resolved before the operation starts;
 * undefined for one given by id (read by id when first needed).
 */
export async function namedEnvironment(ctx: OperationContext): Promise<Environment | undefined> {
  const path = ctx.config.environmentPath;
  if (!path) return undefined;
  const environment = await resolveEnvironmentPath(
    ctx.client,
    ctx.config.forkRun ? 'fork-blueprint' : 'environment',
    path,
    listedAtOnce(ctx, ctx.carried?.project),
  );
  ctx.log.info(`Environment ${pathText(path)} is ${environment.id}`);
  return environment;
}

/**
 * The projects and environments an earlier run's project leads to, asked beside the
 * organizations; each used only when the names, picked from the lists before it, still lead to
 * it. A list not used (the organization or project gone or no longer the names') is never awaited.
 */
function listedAtOnce(ctx: OperationContext, known: Carried['project'] | undefined): Listings | undefined {
  if (!known) return undefined;
  const { client } = ctx;
  const projects = headStart(client.organizations.projects({ organizationId: known.organization.id }));
  const environments = headStart(client.environments.list({ projectId: known.id }));
  return {
    projects: (organizationId) => (organizationId === known.organization.id ? projects() : undefined),
    environments: (projectId) => (projectId === known.id ? environments() : undefined),
    stale: (what) => ctx.log.info(`The ${what} an earlier run found for these names is no longer theirs: reading it by the names`),
  };
}

function pathText(path: EnvironmentPath): string {
  return [path.organization, path.project, path.environment].filter((part) => part !== '').join('/');
}

/** A pull request's preview, as the lookup found it. */
export interface PreviewLookup {
  /** The preview of the name asked, when there is one. */
  found?: Environment;
  /** The blueprint's project's environments: the list the preview was looked for in. */
  siblings: () => Promise<Environment[]>;
}

/**
 * This pull request's preview named `nameOf(blueprint)`, as the blueprint's project lists it now:
 * its name and mode as they are, whatever an earlier run left. The list is the one the names
 * were resolved with, when they were (one read, shared).
 */
export async function pullRequestPreview(
  ctx: OperationContext,
  blueprint: Environment,
  nameOf: (blueprint: Environment) => string,
): Promise<PreviewLookup> {
  const listing = ctx.client.environments.list({ projectId: blueprint.project.id });
  const siblings = () => listing;
  const found = (await listing).find((environment) => sameName(environment.name, nameOf(blueprint)));
  return { siblings, ...(found ? { found } : {}) };
}
