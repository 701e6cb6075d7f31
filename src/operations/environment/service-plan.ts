/**
 * The services a rollout deploys and the version each gets: applications at the commit (built
 * from git), containers at the image tag, jobs at the image tag or, built from git, at the commit.
 * The inputs name services of the blueprint (or of the environment itself for a deploy) by id or
 * by name; they are found in it before any change and matched by name in the target.
 */
import type { Config } from '../../config/index.ts';
import type { PlatformClient } from '../../platform/client.ts';
import { isRouteMissing } from '../../platform/errors.ts';
import type { Application, Container, Job, Service as ListedService, ServiceDeployRequest } from '../../platform/schemas/index.ts';
import { UUID } from '../../config/parsers.ts';
import { OperationError, type OperationContext, type ServiceVersion } from '../../run/context.ts';
import { sameName } from '../../basics/names.ts';

export type ServiceKind = 'application' | 'container' | 'job';
const SERVICE_KINDS: readonly ServiceKind[] = ['application', 'container', 'job'];

/** A service of an environment as a rollout sees it. */
export interface Service {
  kind: ServiceKind;
  id: string;
  name: string;
  /** Built from git (versioned by commit) or run from a registry image (versioned by tag). */
  source: 'git' | 'image';
  /** Its current version: the deployed commit or the image tag; null when the platform shows none. */
  version: string | null;
  /** Built from git: the folder of the repository it is built from, as the platform gives it (absent: the whole repository). */
  rootPath?: string | null | undefined;
  /** Built from git: the repository's URL, as the platform gives it. */
  repositoryUrl?: string | null | undefined;
}

/** A service of the target and the version this run deploys it at. */
export interface PlannedService extends Service {
  /** The pull request's version for a service named in the inputs; its own version otherwise. */
  to: string | null;
  pinned: boolean;
}

/** Each service at the version it is deployed at, as the GitHub Deployment's payload names it; one with no version is left out. */
export function versionsOf(services: readonly PlannedService[]): ServiceVersion[] {
  return services.flatMap(({ name, kind, to, version }) => {
    const at = to ?? version;
    return at ? [{ name, kind, version: at }] : [];
  });
}

function refsOf(config: Readonly<Config>, kind: ServiceKind): readonly string[] {
  return kind === 'application' ? config.applications : kind === 'container' ? config.containers : config.jobs;
}

/** Whether any input names a service: then the trigger deploys services at a version instead of redeploying. */
export function pinsAny(config: Readonly<Config>): boolean {
  return SERVICE_KINDS.some((kind) => refsOf(config, kind).length > 0);
}

function fromApplication(application: Application): Service {
  return {
    kind: 'application',
    id: application.id,
    name: application.name ?? application.id,
    source: 'git',
    version: application.git_repository?.deployed_commit_id ?? null,
    rootPath: application.git_repository?.root_path,
    repositoryUrl: application.git_repository?.url,
  };
}

function fromContainer(container: Container): Service {
  return { kind: 'container', id: container.id, name: container.name, source: 'image', version: container.tag ?? null };
}

/** A job built from git is versioned by commit; one from an image (or an inline Dockerfile) has at most a tag. */
export function fromJob(job: Job): Service {
  const git = job.source?.docker?.git_repository;
  return git
    ? {
        kind: 'job',
        id: job.id,
        name: job.name,
        source: 'git',
        version: git.deployed_commit_id ?? null,
        rootPath: git.root_path,
        repositoryUrl: git.url,
      }
    : { kind: 'job', id: job.id, name: job.name, source: 'image', version: job.source?.image?.tag ?? null };
}

type Listed<K extends ListedService['service_type']> = Extract<ListedService, { service_type: K }>;

function ofKind<K extends 'APPLICATION' | 'CONTAINER' | 'JOB'>(listed: readonly ListedService[], kind: K): Listed<K>[] {
  return listed.filter((service): service is Listed<K> => service.service_type === kind);
}

/** The clients (one a run) whose server lacks the one list of services: asked for the lists by kind at once, warned once. */
const lackingServicesRead = new WeakSet<PlatformClient>();

/** The lists by kind, those of `kinds`, side by side (one round trip), each item given the kind the one list would say. */
async function listsByKind(client: PlatformClient, environmentId: string, kinds: readonly ServiceKind[]): Promise<ListedService[]> {
  const none = Promise.resolve([]);
  const [applications, containers, jobs] = await Promise.all([
    kinds.includes('application') ? client.environments.applications({ environmentId }) : none,
    kinds.includes('container') ? client.environments.containers({ environmentId }) : none,
    kinds.includes('job') ? client.environments.jobs({ environmentId }) : none,
  ]);
  return [
    ...applications.map((application) => ({ ...application, service_type: 'APPLICATION' as const })),
    ...containers.map((container) => ({ ...container, service_type: 'CONTAINER' as const })),
    ...jobs.map((job) => ({ ...job, service_type: 'JOB' as const })),
  ];
}

/**
 * Every service the environment lists, of every kind, in one read the client shares within the
 * run. An older server lacks that read and answers 404, 405 or 501 though the environment
 * exists: then the lists of `kinds` answer instead (2 more requests for the three), for the rest
 * of the run, and one warning says so. Those lists answering 404 too: the environment is gone,
 * and that 404 is thrown (a missing environment and a missing route may answer alike; only the
 * lists tell them apart).
 */
export async function listServices(
  ctx: Pick<OperationContext, 'client' | 'log'>,
  environmentId: string,
  kinds: readonly ServiceKind[],
): Promise<ListedService[]> {
  const { client } = ctx;
  if (lackingServicesRead.has(client)) return listsByKind(client, environmentId, kinds);
  try {
    return await client.environments.services({ environmentId });
  } catch (error) {
    if (!isRouteMissing(error)) throw error;
    const listed = await listsByKind(client, environmentId, kinds);
    if (!lackingServicesRead.has(client)) {
      lackingServicesRead.add(client);
      ctx.log.warning(
        `The platform answered ${error.status} to GET /environment/{id}/services while the environment exists: an older server. ` +
          'Its applications, containers and jobs are read as three lists instead, up to 2 more requests each time',
      );
    }
    return listed;
  }
}

/**
 * The environment's applications, containers and jobs, or those of the kinds given, in the
 * order of the kinds: from one read of its services (listServices), shared within the run, so a
 * later read of other kinds costs no request. Services of other kinds (databases, Helm charts,
 * a kind newer than the spec) are not the rollout's and are left out.
 */
export async function readServices(
  ctx: Pick<OperationContext, 'client' | 'log'>,
  environmentId: string,
  kinds: readonly ServiceKind[] = SERVICE_KINDS,
): Promise<Service[]> {
  if (kinds.length === 0) return [];
  const listed = await listServices(ctx, environmentId, kinds);
  return [
    ...(kinds.includes('application') ? ofKind(listed, 'APPLICATION').map(fromApplication) : []),
    ...(kinds.includes('container') ? ofKind(listed, 'CONTAINER').map(fromContainer) : []),
    ...(kinds.includes('job') ? ofKind(listed, 'JOB').map(fromJob) : []),
  ];
}

/**
 * The kinds of service `selectServices` needs to find those the inputs name: the named kinds when
 * every one is named by name; every kind when one is given by id, so that an id of another kind
 * is refused saying what it is.
 */
export function selectedKinds(config: Readonly<Config>): readonly ServiceKind[] {
  if (!namesOnly(config)) return SERVICE_KINDS;
  return SERVICE_KINDS.filter((kind) => refsOf(config, kind).length > 0);
}

/** Whether every service the inputs name is named by name, none by id. */
export function namesOnly(config: Readonly<Config>): boolean {
  return !SERVICE_KINDS.some((kind) => refsOf(config, kind).some((ref) => UUID.test(ref)));
}

const ARTICLE: Record<ServiceKind, string> = { application: 'an application', container: 'a container', job: 'a job' };

const PLURAL: Record<ServiceKind, string> = { application: 'applications', container: 'containers', job: 'jobs' };

/** A list for a refusal: at most ten, in order. */
export function listed(values: readonly string[]): string {
  return values.length > 10 ? `${values.slice(0, 10).join(', ')} and ${values.length - 10} more` : values.join(', ');
}

/**
 * The services the inputs name, by id or by name, found among `services` (the blueprint's, or
 * the environment's for a deploy): the lists the run reads anyway, so a name costs no request.
 * A refusal names the input, what it gave, and the candidates.
 */
export function selectServices(config: Readonly<Config>, services: readonly Service[], where: string): Service[] {
  return SERVICE_KINDS.flatMap((kind) =>
    refsOf(config, kind).map((ref) => {
      const title = kind[0]!.toUpperCase() + kind.slice(1);
      if (UUID.test(ref)) {
        const found = services.find((service) => service.id.toLowerCase() === ref);
        if (found?.kind === kind) return found;
        const instead = found ? ` (it is ${ARTICLE[found.kind]})` : '';
        throw new OperationError(`${title} ${ref} is not ${ARTICLE[kind]} of ${where}${instead}: check the "${kind}" input`);
      }
      const ofKind = services.filter((service) => service.kind === kind);
      const named = ofKind.filter((service) => sameName(service.name, ref));
      if (named.length === 1) return named[0]!;
      if (named.length > 1) {
        throw new OperationError(
          `${where} has ${named.length} ${PLURAL[kind]} named ${ref} (${listed(named.map((service) => service.id))}): give its id in the "${kind}" input`,
        );
      }
      // The name of a service of another kind: the input to move it to is the change to make.
      const other = services.find((service) => service.kind !== kind && sameName(service.name, ref));
      if (other) {
        throw new OperationError(
          `${where} has no ${kind} named ${ref}: ${ref} is ${ARTICLE[other.kind]} there; name it in the "${other.kind}" input instead of "${kind}"`,
        );
      }
      const candidates =
        ofKind.length === 0 ? `it has no ${PLURAL[kind]}` : `its ${PLURAL[kind]} are ${listed(ofKind.map((service) => service.name))}`;
      const close = closestName(
        ref,
        ofKind.map((service) => service.name),
      );
      const change = close ? `did you mean ${close}? Check the "${kind}" input` : `check the "${kind}" input`;
      throw new OperationError(`${where} has no ${kind} named ${ref} (${candidates}): ${change}`);
    }),
  );
}

/** The version a service named in the inputs is deployed at. */
function versionFor(config: Readonly<Config>, service: Service): string {
  return service.source === 'git' ? config.commit : config.imageTag;
}

/**
 * Every service of the target with the version it gets: those selected (matched by kind and
 * name) at the pull request's version, the others at their own, so the whole environment comes
 * up in the one deployment request as it did with a redeploy.
 */
export function planServices(
  config: Readonly<Config>,
  selected: readonly Service[],
  target: readonly Service[],
  where: string,
): PlannedService[] {
  const pinned = new Map<Service, Service>();
  for (const wanted of selected) {
    const match = target.find((service) => service.kind === wanted.kind && sameName(service.name, wanted.name));
    if (!match) throw new OperationError(`${where} has no ${wanted.kind} named ${wanted.name}`);
    pinned.set(match, wanted);
  }
  return target.map((service) =>
    pinned.has(service)
      ? { ...service, to: versionFor(config, service), pinned: true }
      : { ...service, to: service.version, pinned: false },
  );
}

/**
 * Services the request leaves out: those with no version to give. The platform refuses an empty
 * version for a service never deployed, and one such service would fail the whole request.
 */
export function versionless(planned: readonly PlannedService[]): PlannedService[] {
  return planned.filter((service) => service.to === null);
}

/** The body of `POST /environment/{id}/service/deploy`: every service with a version, at that version. */
export function deployRequestOf(planned: readonly PlannedService[]): ServiceDeployRequest {
  const body: Required<Pick<ServiceDeployRequest, 'applications' | 'containers' | 'jobs'>> = { applications: [], containers: [], jobs: [] };
  for (const service of planned) {
    const version = service.to;
    if (version === null) continue;
    if (service.kind === 'application') body.applications.push({ application_id: service.id, git_commit_id: version });
    else if (service.kind === 'container') body.containers.push({ id: service.id, image_tag: version });
    else if (service.source === 'git') body.jobs.push({ id: service.id, git_commit_id: version });
    else body.jobs.push({ id: service.id, image_tag: version });
  }
  return Object.fromEntries(Object.entries(body).filter(([, list]) => list.length > 0));
}

/** One line per service for a dry run's plan: kind, name, current version and the one it would get. */
export function describeServices(planned: readonly PlannedService[]): string[] {
  return planned.map((service) => {
    const field = service.source === 'git' ? 'commit' : 'image tag';
    const now = service.version ?? 'none';
    if (service.to === null)
      return `leave ${service.kind} ${service.name} out: it has no ${field} yet (name it in "${service.kind}" to deploy it)`;
    if (!service.pinned || service.to === service.version) return `deploy ${service.kind} ${service.name} at its ${field} ${now}`;
    return `deploy ${service.kind} ${service.name} from ${field} ${now} to ${service.to}`;
  });
}

/** Edits (insert, delete, replace, swap two neighbours) between two names, case aside. */
function editDistance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  const rows = Array.from({ length: x.length + 1 }, (_, i) =>
    Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[x.length]![y.length]!;
}

/** The one name a typo most likely meant: within two edits (one for short names), and no other as close. */
function closestName(typed: string, names: readonly string[]): string | undefined {
  const limit = typed.length <= 4 ? 1 : 2;
  const scored = names.map((name) => ({ name, distance: editDistance(typed, name) })).filter((each) => each.distance <= limit);
  const best = Math.min(...scored.map((each) => each.distance));
  const nearest = scored.filter((each) => each.distance === best);
  return nearest.length === 1 ? nearest[0]!.name : undefined;
}
