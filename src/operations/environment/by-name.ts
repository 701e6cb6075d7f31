/**
 * An environment given by its path of names (`organization/project/environment`, or
 * `project/environment` when the token sees one organization) resolved to the environment: one
 * list read per level, three requests at most, all before any change. Names compare
 * case-insensitively, as the platform compares them, and in either Unicode form (names.ts); a name that matches none or several is
 * refused with the candidates.
 */
import type { EnvironmentPath } from '../../config/index.ts';
import type { PlatformClient } from '../../platform/client.ts';
import { isNotFound } from '../../platform/errors.ts';
import { errorMessage } from '../../basics/error-message.ts';
import type { Environment } from '../../platform/schemas/index.ts';
import { OperationError } from '../../run/context.ts';
import { sameName } from '../../basics/names.ts';
import { listed } from './service-plan.ts';

/** The inputs that name an environment by its path of names. */
export type EnvironmentInput = 'environment' | 'fork-blueprint' | 'promote-from' | 'baseline';

interface Named {
  id: string;
  name: string;
}

/** The one item named `name` among `items` (the `kind`s of `where`), or a refusal naming the candidates. */
function pick<T extends Named>(input: string, items: readonly T[], name: string, kind: string, where: string): T {
  const named = items.filter((item) => sameName(item.name, name));
  if (named.length === 1) return named[0]!;
  const problem =
    named.length > 1
      ? `${where} has ${named.length} ${kind}s named ${name} (${listed(named.map((item) => item.id))}): give the environment's id instead`
      : items.length === 0
        ? `${where} has no ${kind} named ${name} (it has none)`
        : `${where} has no ${kind} named ${name} (there: ${listed(items.map((item) => item.name))})`;
  return refuse(input, problem);
}

function refuse(input: string, problem: string): never {
  throw new OperationError(`Input "${input}": ${problem}`);
}

/**
 * Lists asked ahead of the names (what an earlier run found): each answered only for the
 * organization or project the names have led to, undefined for any other.
 */
export interface Listings {
  projects: (organizationId: string) => Promise<Named[]> | undefined;
  environments: (projectId: string) => Promise<Environment[]> | undefined;
  /** Told when the names lead past what was asked ahead. */
  stale: (what: 'organization' | 'project') => void;
}

/**
 * The environment at the end of its path of names: one list read per level, each level's perhaps
 * asked ahead. `input` is the input that gave the names: a name that does not resolve is its to change.
 */
export async function resolveEnvironmentPath(
  client: PlatformClient,
  input: EnvironmentInput,
  path: EnvironmentPath,
  ahead?: Listings,
): Promise<Environment> {
  const organizations = await client.organizations.list({});
  const organization =
    path.organization !== ''
      ? pick(input, organizations, path.organization, 'organization', 'the token')
      : organizations.length === 1
        ? organizations[0]!
        : refuse(
            input,
            organizations.length === 0
              ? 'the token sees no organization'
              : `${path.project}/${path.environment} names no organization, and the token sees ${organizations.length} (${listed(organizations.map((each) => each.name))}): write organization/project/environment`,
          );
  const projects =
    (await listedAhead(ahead, 'organization', ahead?.projects(organization.id))) ??
    (await client.organizations.projects({ organizationId: organization.id }));
  const project = pick(input, projects, path.project, 'project', `organization ${organization.name}`);
  const environments =
    (await listedAhead(ahead, 'project', ahead?.environments(project.id))) ?? (await client.environments.list({ projectId: project.id }));
  return pick(input, environments, path.environment, 'environment', `project ${organization.name}/${project.name}`);
}

async function listedAhead<T>(
  ahead: Listings | undefined,
  what: 'organization' | 'project',
  listing: Promise<T> | undefined,
): Promise<T | undefined> {
  if (!ahead) return undefined;
  if (!listing) {
    ahead.stale(what);
    return undefined;
  }
  return listing;
}

/**
 * The environment an input gives by id or by its path of names (`promote-from`, `baseline`): one
 * that is not there is the input's to change, in one line naming it.
 */
export async function readNamedEnvironment(
  client: PlatformClient,
  input: EnvironmentInput,
  ref: { id: string; path: EnvironmentPath | undefined },
): Promise<Environment> {
  if (ref.path) return resolveEnvironmentPath(client, input, ref.path);
  try {
    return await client.environments.get({ environmentId: ref.id });
  } catch (error) {
    if (isNotFound(error)) refuse(input, errorMessage(error));
    throw error;
  }
}
