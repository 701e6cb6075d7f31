/**
 * The `variables` input on the environment: placeholders filled in, each variable created or
 * updated by key (never a second one of a key), values shown, as they are not secrets. A
 * `{url:SERVICE}` names a service of the target, checked before any write; its URL is the
 * service's link, which a service that never deployed does not have yet: such a variable is set
 * once the deployment gave it one.
 */
import type { Config } from '../../config/index.ts';
import { aliasRefusal, placeholdersIn, urlServicesOf, type VariableEntry } from '../../config/variables-input.ts';
import type { EnvironmentVariable } from '../../platform/schemas/index.ts';
import type { OperationContext } from '../../run/context.ts';
import { OperationError } from '../../run/context.ts';
import { sameName } from '../../basics/names.ts';
import type { Service } from '../environment/service-plan.ts';

/** A variable with its placeholders filled in, or the services whose URL it still lacks. */
export interface FilledVariable {
  key: string;
  value: string;
  /** Services named by `{url:…}` that have no link yet: the value is not complete. */
  lacking: string[];
}

/** Whether `variables` names a service's URL: the services and links are then read before the trigger. */
export function namesUrls(given: { variables: readonly VariableEntry[] }): boolean {
  return urlServicesOf(given.variables).length > 0;
}

/** Refuses, before any write, a `{url:SERVICE}` that names none of `services`. */
export function checkUrlServices(config: Readonly<Config>, services: readonly Pick<Service, 'name'>[], where: string): void {
  for (const name of urlServicesOf(config.variables)) {
    if (services.some((service) => sameName(service.name, name))) continue;
    const known = services.map((service) => service.name).join(', ') || 'none';
    throw new OperationError(`Input "variables": {url:${name}} names no service of ${where} (its services: ${known})`);
  }
}

function fill(config: Readonly<Config>, variable: VariableEntry, urls: Record<string, string>): FilledVariable {
  const lacking: string[] = [];
  const value = variable.value.replace(/\{([A-Za-z_][\w-]*)(?::([^{}]*))?\}/g, (text) => {
    const [placeholder] = placeholdersIn(text);
    switch (placeholder?.name) {
      case 'number':
        return String(config.pullRequest?.number ?? '');
      case 'branch':
        return config.pullRequest?.headBranch ?? '';
      case 'sha':
        return config.commit;
      case 'url': {
        const name = placeholder.argument?.trim() ?? '';
        const found = Object.entries(urls).find(([service]) => sameName(service, name));
        if (found) return found[1];
        lacking.push(name);
        return text;
      }
      default:
        return text;
    }
  });
  return { key: variable.key, value, lacking };
}

/** Every variable of the input (or those `variables` a rollout sends), filled in with the URLs known now. */
export function fillVariables(
  config: Readonly<Config>,
  urls: Record<string, string>,
  variables: readonly VariableEntry[] = config.variables,
): FilledVariable[] {
  return variables.map((variable) => fill(config, variable, urls));
}

/**
 * Refuses, before any write, a variable whose value is the key of a variable `existing` holds
 * (the environment's, and those of the scopes above it its list shows): the platform would make
 * it an alias of that one. `{branch}` can make such a value, so the filled-in value is checked.
 */
export function refuseAliases(variables: readonly FilledVariable[], existing: readonly EnvironmentVariable[], where: string): void {
  for (const { key, value, lacking } of variables) {
    const target = lacking.length === 0 ? existing.find((variable) => variable.key === value) : undefined;
    if (!target) continue;
    const scope = target.scope && target.scope !== 'ENVIRONMENT' ? ` (scope ${target.scope})` : '';
    throw new OperationError(`Input "variables": ${aliasRefusal(key, value, `a variable of ${where}${scope}`)}`);
  }
}

/**
 * The variables an alias check of the input compares with (refuseAliases): `environmentId`'s, in
 * one read; none, and no read, without `variables`. `inherited` keeps only those of the scopes
 * above the environment: an empty preview (preview-scope jobs) gets its project's, not its
 * blueprint's own.
 */
export async function variablesToCheck(ctx: OperationContext, environmentId: string, inherited = false): Promise<EnvironmentVariable[]> {
  if (ctx.config.variables.length === 0) return [];
  const listed = await ctx.client.environments.variables({ environmentId });
  return inherited ? listed.filter((variable) => variable.scope && variable.scope !== 'ENVIRONMENT') : listed;
}

/**
 * Sets the complete variables: one read of the environment's, then a PUT for a key it has with
 * another value, a POST for a new key, nothing for one that holds the value already. Answers
 * the keys written.
 */
export async function setVariables(ctx: OperationContext, environmentId: string, variables: readonly FilledVariable[]): Promise<string[]> {
  const complete = variables.filter((variable) => variable.lacking.length === 0);
  if (complete.length === 0) return [];
  const { client, log } = ctx;
  const existing = await client.environments.variables({ environmentId });
  refuseAliases(complete, existing, 'the environment');
  const written = await Promise.all(
    complete.map(async ({ key, value }) => {
      // A variable of the project's scope, shown in the list, is not the environment's to edit: the environment gets its own.
      const have = existing.find((variable) => variable.key === key && (!variable.scope || variable.scope === 'ENVIRONMENT'));
      if (have?.value === value) return [];
      if (have) await client.environments.updateVariable({ environmentId, environmentVariableId: have.id, body: { key, value } });
      else await client.environments.createVariable({ environmentId, body: { key, value } });
      return [key];
    }),
  );
  const keys = written.flat();
  for (const variable of complete) {
    log.info(`Variable ${variable.key}=${variable.value}${keys.includes(variable.key) ? '' : ' (unchanged)'}`);
  }
  return keys;
}

/**
 * The variables that lacked a URL before the trigger, set now that the deployment gave the
 * services their links. Said in the log: the running services read them from their next
 * deployment. One still lacking (a service without a public link) is not set.
 */
export async function setLateVariables(
  ctx: OperationContext,
  environmentId: string,
  late: readonly FilledVariable[],
  urls: Record<string, string>,
): Promise<void> {
  if (late.length === 0) return;
  const filled = fillVariables(ctx.config, urls).filter((variable) => late.some((each) => each.key === variable.key));
  for (const variable of filled.filter((each) => each.lacking.length > 0)) {
    ctx.log.warning(
      `Variable ${variable.key} not set: ${variable.lacking.map((name) => `${name} has no public link`).join(', ')}, so {url:…} has no URL to give`,
    );
  }
  const written = await setVariables(ctx, environmentId, filled);
  if (written.length > 0)
    ctx.log.warning(
      `Variables ${written.join(', ')} were set after the deployment: the services they name had no link before it, so the running services read them from their next deployment`,
    );
}
