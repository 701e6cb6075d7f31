/**
 * What earlier runs left (run/carried.ts), consulted where the environments are looked up and
 * nowhere else: the environment the input names, and a pull request's preview. Each answer comes
 * from the carried ids while they still prove themselves (the project still lists the environment
 * by its name; the preview still bears the blueprint's mark), and otherwise from the read a run
 * without them makes. A hint gone stale costs its one failed read and that fallback read, here:
 * the operation asking goes on as if it had read everything.
 */
import type { EnvironmentPath } from '../../config/index.ts';
import { isNotFound } from '../../platform/errors.ts';
import type { Environment } from '../../platform/schemas/index.ts';
import { sameName } from '../../basics/names.ts';
import { carriedOf, sealCarried, sealRoute, unsealCarried, type Carried } from '../../run/carried.ts';
import { OperationError, type OperationContext, type Target } from '../../run/context.ts';
import { ensureMadeFrom } from './blueprint-mark.ts';
import { resolveEnvironmentPath } from './by-name.ts';

/**
 * The states earlier runs left, sealed, newest first: the first these inputs prove is used, the
 * others ignored. A pull request's own state is for its preview; any other run takes the project alone.
 */
export function provenCarried(config: OperationContext['config'], sealed: readonly string[]): Carried | undefined {
  const proven = sealed.flatMap((each) => unsealCarried(config, each) ?? []);
  if (config.operation === 'preview') return proven.find((each) => each.preview) ?? proven[0];
  return proven[0] && { project: proven[0].project };
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

/** What the next run of this pull request need not read again: its blueprint and its preview, sealed. */
export function leftForNextRun(ctx: OperationContext, blueprint: Environment, preview: Environment): string {
  return sealCarried(ctx.config, carriedOf(blueprint, preview));
}

/**
 * The environment the input names, when it is known before the operation starts: resolved from
 * its path of names (the project an earlier run found listed at once; this pull request's last
 * run's blueprint taken as it left it, proven by its preview's mark later), or the carried one
 * when its id is the input's. undefined: read by id when first needed.
 */
export async function namedEnvironment(ctx: OperationContext): Promise<Environment | undefined> {
  const path = ctx.config.environmentPath;
  const carried = ctx.carried?.environment;
  if (!path) return carried?.id === ctx.config.environmentId ? carried : undefined;
  if (carried) {
    ctx.log.info(`Environment ${pathText(path)} is ${carried.id}, as this pull request's last run found it`);
    return carried;
  }
  const environment = await byNames(ctx, path);
  ctx.log.info(`Environment ${pathText(path)} is ${environment.id}`);
  return environment;
}

/**
 * With the project an earlier run of the same input found, its environments are listed at once:
 * the environment is still found by its name. A project gone, or one without that environment
 * now, costs that one read, and the names are resolved from the top.
 */
async function byNames(ctx: OperationContext, path: EnvironmentPath): Promise<Environment> {
  const known = ctx.carried?.project;
  if (known) {
    try {
      const named = (await ctx.client.environments.list({ projectId: known.id })).filter((each) => sameName(each.name, path.environment));
      const found = named.length === 1 ? named[0] : undefined;
      if (found && found.organization.id === known.organization.id) return found;
      ctx.log.info(`Project ${known.id}, where an earlier run found ${path.environment}, no longer has it: resolving the names again`);
    } catch (error) {
      if (!isNotFound(error)) throw error;
      ctx.log.info(`Project ${known.id}, where an earlier run found ${path.environment}, is gone: resolving the names again`);
    }
  }
  return resolveEnvironmentPath(ctx.client, path);
}

function pathText(path: EnvironmentPath): string {
  return [path.organization, path.project, path.environment].filter((part) => part !== '').join('/');
}

/** A pull request's preview, as the lookup found it. */
export interface PreviewLookup {
  /** The blueprint, as proven by the lookup: the one asked about, or read again when what the last run left of it went stale. */
  blueprint: Environment;
  /** The preview of the name asked, when there is one. */
  found?: Environment;
  /** Set when `found` is the one this pull request's last run deployed: whether it bears the blueprint's mark (read to prove it). */
  marked?: boolean;
  /** The blueprint's project's environments: listed once, when first asked (already, unless the last run's preview was used). */
  siblings: () => Promise<Environment[]>;
}

/**
 * This pull request's preview named `nameOf(blueprint)`: the one its last run deployed, when it
 * still bears the blueprint's mark (its first read, alone, before anything else is asked of it),
 * else the one the blueprint's project lists by that name. A carried preview gone, or another
 * blueprint's, costs that one failed read, and the blueprint is found again as without it.
 */
export async function pullRequestPreview(
  ctx: OperationContext,
  given: Environment,
  nameOf: (blueprint: Environment) => string,
): Promise<PreviewLookup> {
  const carried = carriedPreview(ctx, given, nameOf(given));
  let blueprint = given;
  if (carried) {
    const marked = await carriedMark(ctx, carried, blueprint);
    if (marked !== undefined) return { blueprint, found: carried, marked, siblings: once(() => listOf(ctx, blueprint)) };
    blueprint = await blueprintAgain(ctx);
  }
  const listing = listOf(ctx, blueprint);
  const siblings = () => listing;
  const found = (await listing).find((environment) => sameName(environment.name, nameOf(blueprint)));
  return { blueprint, siblings, ...(found ? { found } : {}) };
}

function listOf(ctx: OperationContext, blueprint: Environment): Promise<Environment[]> {
  return ctx.client.environments.list({ projectId: blueprint.project.id });
}

function once<T>(read: () => Promise<T>): () => Promise<T> {
  let reading: Promise<T> | undefined;
  return () => (reading ??= read());
}

/** The carried preview, when it is still the one this run's names call for. */
function carriedPreview(ctx: OperationContext, blueprint: Environment, name: string): Environment | undefined {
  const preview = ctx.carried?.preview;
  if (!preview || ctx.carried?.environment?.id !== blueprint.id || !sameName(preview.name, name)) return undefined;
  return preview.project.id === blueprint.project.id ? preview : undefined;
}

/** Whether the carried preview bears the blueprint's mark; undefined when it is gone or another blueprint's. */
async function carriedMark(ctx: OperationContext, preview: Environment, blueprint: Environment): Promise<boolean | undefined> {
  try {
    return await ensureMadeFrom(ctx, preview, blueprint, 'use');
  } catch (error) {
    if (isNotFound(error)) ctx.log.info(`The preview ${preview.name} the last run deployed is gone: looking it up by its name`);
    else if (error instanceof OperationError)
      ctx.log.info(`The preview the last run deployed is not this blueprint's ${preview.name}: looking it up by its name`);
    else throw error;
    return undefined;
  }
}

/** The blueprint as a run without the last run's state finds it: by its names (the project still known), else by its id. */
function blueprintAgain(ctx: OperationContext): Promise<Environment> {
  const path = ctx.config.environmentPath;
  return path ? byNames(ctx, path) : ctx.client.environments.get({ environmentId: ctx.config.environmentId });
}
