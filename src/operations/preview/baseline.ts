/**
 * A preview that shares a baseline (`baseline`, docs/baseline.md): it deploys only its own
 * services, those the pull request changes (decided from its whole diff against its base, as
 * affected-only decides a push), those given an image and those `own-services` names, and wires the
 * rest to the baseline's running instances by overriding, in the preview only, the built-in host
 * variables of each shared service with the baseline's values. The baseline is only ever read.
 * A service stays own once the platform shows it deployed in the preview: no flapping.
 */
import { shortCommit } from '../../basics/commit.ts';
import { errorMessage } from '../../basics/error-message.ts';
import { sameName } from '../../basics/names.ts';
import type { Environment, EnvironmentVariable } from '../../platform/schemas/index.ts';
import { OperationError, type OperationContext } from '../../run/context.ts';
import type { SharedBaseline } from '../../run/result.ts';
import { readNamedEnvironment } from '../environment/by-name.ts';
import { listed, pinsAny, readServices, type PlannedService, type Service } from '../environment/service-plan.ts';
import { globMatcher } from './changed-services.ts';
import { isSeedJob, sharesBaselineDatabase } from './seed-job.ts';
import { linkedServices, readLinks } from '../rollout/service-urls.ts';

const HOST_INTERNAL = '_HOST_INTERNAL';
const HOST_EXTERNAL = '_HOST_EXTERNAL';
type Suffix = typeof HOST_INTERNAL | typeof HOST_EXTERNAL;

/** What an override of a shared service's host says in its description: which service it wires, read back on a later push. */
const WIRED = /^Shared from baseline .* \((APPLICATION|CONTAINER|JOB|DATABASE) (.+)\)$/;

const KIND_OF: Record<Service['kind'], string> = { application: 'APPLICATION', container: 'CONTAINER', job: 'JOB' };

/** A service of the preview by kind and name. */
type Named = Pick<Service, 'kind' | 'name'>;

const same = (a: Named, b: Named) => a.kind === b.kind && sameName(a.name, b.name);

/** What was decided before any write: the baseline, the preview's own services by name, and the baseline's values to wire. */
export interface BaselinePlan {
  baseline: Environment;
  /** Services of the blueprint the preview runs itself, with the version each is deployed at (null: its own). */
  own: { service: Service; to: string | null }[];
  /** Services the preview shares, each with the baseline's counterpart. */
  shared: { service: Service; from: Service }[];
  /** The baseline's hosts of the shared services, from its built-in variables: by its service's id and the suffix. */
  hosts: { serviceId: string; suffix: Suffix; value: string | null | undefined }[];
  /** Whether the baseline is in another cluster: its public hosts stand in for the internal ones. */
  external: boolean;
  /** The baseline's URL of each shared service, for `{url:NAME}`. */
  urls: Record<string, string>;
  report: SharedBaseline;
}

function suffixOf(key: string): Suffix | undefined {
  return key.endsWith(HOST_INTERNAL) ? HOST_INTERNAL : key.endsWith(HOST_EXTERNAL) ? HOST_EXTERNAL : undefined;
}

function isBuiltIn(variable: EnvironmentVariable): boolean {
  return variable.scope === 'BUILT_IN' || variable.variable_type === 'BUILT_IN';
}

/**
 * Whether a built-in variable is of `service`, one of `services`: by its `service_id`; without
 * one (the OpenAPI marks it optional), by `service_name` and `service_type`, the members it gives
 * for "the service referenced by this variable", a name no other service there shares when the
 * type is left out too. Never by the key: the OpenAPI names no convention for it.
 */
function isOf(variable: EnvironmentVariable, service: Service, services: readonly Service[]): boolean {
  if (variable.service_id) return variable.service_id === service.id;
  const name = variable.service_name;
  if (!name || !sameName(name, service.name)) return false;
  if (variable.service_type) return variable.service_type === KIND_OF[service.kind];
  return services.filter((each) => sameName(each.name, name)).length === 1;
}

/** Applications and containers always have a host; a job has one only when the platform shows one (a cron job has none). */
const hasHost = (service: Service) => service.kind !== 'job';

/** Refusals the baseline's own answer tells, before any other read of it. */
function refuseBaseline(
  ctx: OperationContext,
  baseline: Environment,
  blueprint: Environment,
  preview: { id?: string; name: string },
): void {
  if (baseline.id === blueprint.id) {
    throw new OperationError(
      `Input "baseline": ${baseline.name} is the blueprint itself; the preview would share the services it is cloned from. Give a running environment such as staging`,
    );
  }
  const isPreview = preview.id === baseline.id || (baseline.project.id === blueprint.project.id && sameName(baseline.name, preview.name));
  if (isPreview) {
    throw new OperationError(
      `Input "baseline": ${baseline.name} is this pull request's preview itself; give the environment it shares, such as staging`,
    );
  }
  if (baseline.mode === 'PRODUCTION' && ctx.config.baselineProduction !== 'allow') {
    throw new OperationError(
      `Input "baseline": ${baseline.name} is in mode PRODUCTION; a preview sharing it would read and write production's data. ` +
        'Name a baseline in another mode, or set baseline-production: allow to share it all the same',
    );
  }
}

/**
 * The git-built services the pull request changes, of `candidates`: its whole diff against its
 * base, never less, so a force-push or a new preview decides as a first push would. undefined on
 * any doubt, with a warning: every candidate is then the preview's own.
 */
async function changedByPullRequest(ctx: OperationContext, candidates: readonly Service[]): Promise<Set<Service> | undefined> {
  const { config, log } = ctx;
  if (candidates.length === 0) return new Set();
  const doubt = (why: string): undefined => {
    log.warning(`baseline: the preview runs every git-built service itself because ${why}`);
    return undefined;
  };
  const base = config.pullRequest?.baseSha;
  if (!ctx.commits) return doubt('GitHub cannot be asked what the pull request changed (no github-token or repository)');
  if (!base) return doubt('the event names no base commit of the pull request');
  let files: string[];
  try {
    const comparison = await ctx.commits.compare(base, config.commit);
    if (comparison.files === undefined || comparison.listed >= 300) {
      return doubt(`GitHub did not list every file changed in ${shortCommit(base)}...${shortCommit(config.commit)}`);
    }
    if (comparison.status !== 'ahead' && comparison.status !== 'identical' && comparison.status !== 'diverged') {
      return doubt(`GitHub compared ${shortCommit(base)}...${shortCommit(config.commit)} as "${comparison.status}"`);
    }
    files = comparison.files;
  } catch (error) {
    return doubt(`GitHub's compare of the pull request failed (${errorMessage(error)})`);
  }
  const shared = await Promise.all(config.sharedPaths.map(globMatcher));
  const sharedFile = files.find((path) => shared.some((matches) => matches(path)));
  if (sharedFile !== undefined) {
    log.info(`baseline: ${sharedFile} is under shared-paths: the preview runs every git-built service itself`);
    return new Set(candidates);
  }
  return new Set(
    candidates.filter((service) => {
      const folder = (service.rootPath ?? '')
        .trim()
        .replace(/^\.?\/+/, '')
        .replace(/\/+$/, '');
      return files.some((file) => folder === '' || file === folder || file.startsWith(`${folder}/`));
    }),
  );
}

/**
 * The services of the existing preview the platform shows deployed there: they stay own, whatever
 * this push changed. A read that fails shares nothing: a service shared by mistake would flap.
 */
async function deployedInPreview(ctx: OperationContext, preview: Environment | undefined): Promise<Set<string> | undefined> {
  if (!preview) return new Set();
  try {
    const answer = await ctx.client.environments.statusesWithStages({ environmentId: preview.id });
    const ids = new Set<string>();
    for (const stage of answer.stages ?? []) {
      for (const status of [...(stage.applications ?? []), ...(stage.containers ?? []), ...(stage.jobs ?? [])]) {
        if (status.service_deployment_status && status.service_deployment_status !== 'NEVER_DEPLOYED') ids.add(status.id);
      }
    }
    return ids;
  } catch (error) {
    ctx.log.warning(
      `baseline: could not read which services the preview deployed (${errorMessage(error)}): it runs every service itself this time`,
    );
    return undefined;
  }
}

/**
 * Step 1b, read the baseline and decide, before any write: which of the blueprint's services the
 * preview runs itself and which it shares. Every refusal comes from here, so nothing is changed.
 */
export async function planBaseline(
  ctx: OperationContext,
  blueprint: Environment,
  selected: readonly Service[],
  preview: Environment | undefined,
  previewName: string,
): Promise<BaselinePlan> {
  const { client, config, log } = ctx;
  const baseline = await readNamedEnvironment(ctx.client, 'baseline', ctx.config.baseline!);
  refuseBaseline(ctx, baseline, blueprint, { ...(preview ? { id: preview.id } : {}), name: previewName });
  const [blueprintServices, baselineServices, variables, status, links, previewServices, deployed] = await Promise.all([
    readServices(ctx, blueprint.id),
    readServices(ctx, baseline.id),
    client.environments.variables({ environmentId: baseline.id }),
    client.environments.status({ environmentId: baseline.id }).then(
      (read) => read.state,
      () => undefined,
    ),
    readLinks(ctx, baseline.id),
    preview ? readServices(ctx, preview.id) : undefined,
    deployedInPreview(ctx, preview),
  ]);
  // What the preview holds (an existing one's services, by their own ids), else what the clone copies.
  const services = previewServices ?? blueprintServices;
  for (const name of config.ownServices) {
    if (!services.some((service) => sameName(service.name, name))) {
      throw new OperationError(
        `Input "own-services": ${name} is no service of ${preview ? `preview ${preview.name}` : `blueprint ${blueprint.name}`} (its services: ${listed(services.map((service) => service.name))})`,
      );
    }
  }
  const pinned = (service: Service) => selected.some((each) => same(each, service));
  const candidates = services.filter((service) => service.source === 'git' && (!pinsAny(config) || pinned(service)));
  const changed = await changedByPullRequest(ctx, candidates);
  const imaged = (service: Service) => service.source === 'image' && pinned(service);
  const versionFor = (service: Service) =>
    candidates.includes(service) ? config.commit : imaged(service) ? config.imageTag : service.version;

  const own: BaselinePlan['own'] = [];
  const shared: BaselinePlan['shared'] = [];
  for (const service of services) {
    const from = baselineServices.find((each) => same(each, service));
    // The seed fills the preview's own database: with none (every data store shared) it never runs
    // here, whatever else would make it own; with one (own-services), it is the preview's own.
    if (isSeedJob(config, service)) {
      if (!sharesBaselineDatabase(config)) own.push({ service, to: service.version });
      else if (from) shared.push({ service, from });
      continue;
    }
    const why = (changed === undefined ? candidates.includes(service) : changed.has(service))
      ? 'changed'
      : imaged(service)
        ? 'image'
        : config.ownServices.some((name) => sameName(name, service.name))
          ? 'own-services'
          : (deployed === undefined ? preview !== undefined : deployed.has(service.id))
            ? 'deployed'
            : undefined;
    if (why === undefined && !from) {
      log.warning(`baseline: ${baseline.name} has no ${service.kind} named ${service.name}: the preview runs it itself`);
    }
    if (why !== undefined || !from) own.push({ service, to: versionFor(service) });
    else shared.push({ service, from });
  }

  if (status !== undefined && status !== 'DEPLOYED') {
    log.warning(`baseline: ${baseline.name} is ${status}, not DEPLOYED: the services the preview shares may not answer until it is`);
  }
  const builtInHosts = variables.filter((variable) => isBuiltIn(variable) && suffixOf(variable.key));
  const hostOf = (from: Service, suffix: Suffix) =>
    builtInHosts.find((variable) => isOf(variable, from, baselineServices) && suffixOf(variable.key) === suffix);
  // Refused, not warned: a shared service left unwired is one the preview's own services look for
  // at the preview's copy, which is never deployed there. The run would succeed, its comment
  // would say the service is shared, and the preview would be broken where nobody looks.
  // Refused before any write, as a baseline in another cluster without public hosts is.
  const unmatched = shared.filter(({ from }) => hasHost(from) && !hostOf(from, HOST_INTERNAL) && !hostOf(from, HOST_EXTERNAL));
  if (unmatched.length > 0) {
    throw new OperationError(
      `Input "baseline": no built-in host variable of ${baseline.name} names ${listed(unmatched.map(({ service }) => `${service.kind} ${service.name}`))} ` +
        '(by service_id, or service_name and service_type), so the preview could not wire it to the baseline and its own services would reach a copy never deployed: ' +
        `name ${unmatched.length === 1 ? 'it' : 'them'} in own-services to run ${unmatched.length === 1 ? 'it' : 'them'} in the preview, ` +
        "or tell us the platform's variable names for a service's hosts",
    );
  }
  const hosts = shared.flatMap(({ from }) =>
    ([HOST_INTERNAL, HOST_EXTERNAL] as const).flatMap((suffix) => {
      const host = hostOf(from, suffix);
      return host ? [{ serviceId: from.id, suffix, value: host.value }] : [];
    }),
  );
  const external = baseline.cluster_id !== blueprint.cluster_id;
  if (external && shared.length > 0) {
    const lacking = shared.filter(({ from }) => hostOf(from, HOST_INTERNAL) && !hostOf(from, HOST_EXTERNAL));
    if (lacking.length > 0) {
      throw new OperationError(
        `Input "baseline": ${baseline.name} is in another cluster than the blueprint, so its internal hosts would not resolve from the preview, ` +
          `and ${listed(lacking.map(({ service }) => service.name))} ${lacking.length === 1 ? 'has' : 'have'} no public host to use instead: ` +
          "name them in own-services, or give a baseline in the blueprint's cluster",
      );
    }
    log.warning(
      `baseline: ${baseline.name} is in another cluster than the blueprint: its internal hosts would not resolve from the preview, so its public hosts are used`,
    );
  }
  const linked = await linkedServices(ctx, baseline.id, links, baselineServices);
  const urls = Object.fromEntries(
    shared.flatMap(({ service, from }) => {
      const url = linked.find((each) => each.serviceId === from.id)?.url;
      return url ? [[service.name, url] as const] : [];
    }),
  );
  const sharedGit = shared.filter(({ service }) => service.source === 'git').length;
  const report: SharedBaseline = {
    environmentId: baseline.id,
    environmentName: baseline.name,
    own: own.map(({ service }) => ({ kind: service.kind, name: service.name })),
    shared: shared.map(({ service, from }) => ({ kind: service.kind, name: service.name, version: from.version })),
    saving: { services: shared.length, builds: sharedGit },
  };
  log.info(
    `baseline: the preview runs ${own.map(({ service }) => service.name).join(', ') || 'no service'} itself and shares ` +
      `${shared.map(({ service }) => service.name).join(', ') || 'none'} from ${baseline.name}`,
  );
  return { baseline, own, shared, hosts, external, urls, report };
}

/**
 * The preview's own services at their versions, matched by kind and name among its services (a
 * new clone's ids are its own), for the one deployment request.
 */
export function ownPlanned(plan: BaselinePlan, services: readonly Service[]): PlannedService[] {
  return plan.own.flatMap(({ service, to }) => {
    const match = services.find((each) => same(each, service));
    if (!match) return [];
    const version = to ?? match.version;
    return [{ ...match, to: version, pinned: version !== match.version || to !== service.version }];
  });
}

/**
 * Step 5b, the wiring, in the preview only: each shared service's built-in host variables get an
 * override with the baseline's value (its public host for both, from another cluster); each own
 * service's overrides made by an earlier run are deleted, so it reaches its own instance again.
 * Returns how many variables it wrote.
 */
export async function wireToBaseline(
  ctx: OperationContext,
  plan: BaselinePlan,
  preview: Environment,
  services: readonly Service[],
): Promise<number> {
  const { client, log } = ctx;
  const environmentId = preview.id;
  const variables = await client.environments.variables({ environmentId });
  const wiredTo = (variable: EnvironmentVariable): Named | undefined => {
    if (variable.variable_type !== 'OVERRIDE') return undefined;
    const match = WIRED.exec(variable.description ?? '');
    if (!match) return undefined;
    const kind = (Object.keys(KIND_OF) as Service['kind'][]).find((each) => KIND_OF[each] === match[1]);
    return kind ? { kind, name: match[2]! } : undefined;
  };
  // The preview's built-in host variables of a shared service, by the service they are of; once
  // overridden, the override standing in their place.
  const hostsOf = (service: Service, mine: Service) =>
    variables.flatMap((variable) => {
      const suffix = suffixOf(variable.key);
      if (!suffix) return [];
      const wired = wiredTo(variable);
      const overridden = wired !== undefined && same(wired, service);
      return overridden || (isBuiltIn(variable) && isOf(variable, mine, services)) ? [{ variable, suffix, overridden }] : [];
    });
  const wiring = plan.shared.flatMap(({ service, from }) => {
    const mine = services.find((each) => same(each, service));
    return mine ? [{ service, from, hosts: hostsOf(service, mine) }] : [];
  });
  // The baseline showed a host of it, the preview shows none to override: failed before the
  // wiring and the trigger, for the reason the plan refuses a service it cannot wire.
  const unwired = wiring.filter(({ from, hosts }) => hosts.length === 0 && plan.hosts.some((host) => host.serviceId === from.id));
  if (unwired.length > 0) {
    const names = listed(unwired.map(({ service }) => `${service.kind} ${service.name}`));
    throw new OperationError(
      `baseline: no built-in host variable of preview ${preview.name} names ${names} (by service_id, or service_name and service_type), ` +
        `so the preview could not wire ${unwired.length === 1 ? 'it' : 'them'} to ${plan.baseline.name}, and nothing was deployed: ` +
        `name ${unwired.length === 1 ? 'it' : 'them'} in own-services to run ${unwired.length === 1 ? 'it' : 'them'} in the preview, ` +
        "or tell us the platform's variable names for a service's hosts",
    );
  }
  let writes = 0;
  const work: Promise<unknown>[] = [];
  // Own now: its overrides go, so the preview's own services reach the preview's instance.
  for (const variable of variables) {
    const wired = wiredTo(variable);
    if (!wired || plan.shared.some(({ service }) => same(service, wired))) continue;
    writes++;
    log.info(`baseline: ${wired.kind} ${wired.name} is the preview's own now: ${variable.key} no longer points at ${plan.baseline.name}`);
    work.push(client.environments.deleteVariable({ environmentId, environmentVariableId: variable.id }));
  }
  for (const { service, from, hosts } of wiring) {
    const valueFor = (suffix: Suffix) =>
      plan.hosts.find((host) => host.serviceId === from.id && host.suffix === (plan.external ? HOST_EXTERNAL : suffix))?.value;
    const description = `Shared from baseline ${plan.baseline.name} (${KIND_OF[service.kind]} ${service.name})`.slice(0, 255);
    for (const { variable, suffix, overridden } of hosts) {
      const value = valueFor(suffix);
      if (value === undefined || value === null) continue;
      if (overridden && variable.value === value) continue;
      writes++;
      const target = overridden ? variable.overridden_variable?.id : variable.id;
      if (!target) continue;
      work.push(
        (async () => {
          if (overridden) await client.environments.deleteVariable({ environmentId, environmentVariableId: variable.id });
          await client.environments.overrideVariable({ environmentId, environmentVariableId: target, body: { value, description } });
        })(),
      );
    }
  }
  await Promise.all(work);
  return writes;
}
