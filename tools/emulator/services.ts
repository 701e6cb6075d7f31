/**
 * The services of an environment by kind: applications (built from git), containers (run from a
 * registry image) and jobs (either). Their shapes as the platform answers them (upstream notes,
 * "Deploying services at a version in one request"), their version, and how a deploy changes it.
 */
import { randomUUID } from 'node:crypto';
import type { Job } from './schemas/index.ts';
import { ApiError } from './http.ts';
import { iso } from './dates.ts';
import type { DeployableService, ServiceKind } from './deployment-request.ts';
import { DEFAULT_STAGE_OF, placeInStage, stageOf } from './deployment-stages.ts';
import type { Application, Container, GitRepositoryRecord, RegistryRecord, ServiceResources } from './service-records.ts';
import type { Database, EnvironmentRecord, Store } from './store.ts';

/** The one registry of the seed and of the test knobs. */
export const ACME_REGISTRY: RegistryRecord = {
  id: '7a0c3c5e-1f5e-4c53-9a8e-6a8f2f1d2b10',
  name: 'acme-registry',
  url: 'https://registry.example.test',
  kind: 'GENERIC_CR',
};

/** Members the OpenAPI requires of every application and container, which the emulator does not vary. */
const HEALTHCHECKS_NONE = {};
const RESOURCES = { maximum_cpu: 4000, maximum_memory: 8192, maximum_gpu: 0, gpu: 0 };

/**
 * An application as the service reads and lists it: the generic members, its name, its git
 * source, and what else the OpenAPI requires of it (health checks, icon, service type).
 */
export function applicationView(application: Application) {
  return {
    id: application.id,
    created_at: application.created_at,
    updated_at: application.updated_at,
    environment: { id: application.environmentId },
    name: application.name,
    git_repository: gitRepositoryView(application.git_repository),
    cpu: application.cpu,
    memory: application.memory,
    min_running_instances: application.min_running_instances,
    max_running_instances: application.max_running_instances,
    healthchecks: HEALTHCHECKS_NONE,
    icon_uri: 'app://platform-console/application',
    service_type: 'APPLICATION',
  };
}

/** A container as the service reads and lists it. */
export function containerView(container: Container) {
  return {
    id: container.id,
    created_at: container.created_at,
    updated_at: container.updated_at,
    environment: { id: container.environmentId },
    name: container.name,
    image_name: container.image_name,
    tag: container.tag,
    registry: { ...container.registry },
    ...(container.port ? { ports: [{ ...container.port, publicly_accessible: true, protocol: 'HTTP' }] } : {}),
    ...RESOURCES,
    cpu: 500,
    memory: 512,
    min_running_instances: 1,
    max_running_instances: 1,
    ...container.resources,
    healthchecks: HEALTHCHECKS_NONE,
    auto_preview: false,
    icon_uri: 'app://platform-console/container',
    service_type: 'CONTAINER',
  };
}

/** A database as `GET /environment/{id}/services` lists it: what it was created with, and the OpenAPI's required icon and service type. */
function databaseView(database: Database) {
  const { environmentId, ...created } = database;
  return {
    ...created,
    updated_at: database.created_at,
    environment: { id: environmentId },
    icon_uri: 'app://platform-console/database',
    service_type: 'DATABASE',
  };
}

/**
 * `GET /environment/{id}/services`: every service of the environment in one list, each in the
 * shape its own list gives (`service_type` says which), applications, containers, jobs, then databases.
 */
export function servicesView(store: Store, record: EnvironmentRecord) {
  return [
    ...store.applicationsOf(record).map(applicationView),
    ...store.containersOf(record).map(containerView),
    ...store.jobsOf(record),
    ...[...store.databases.values()].filter((database) => database.environmentId === record.environment.id).map(databaseView),
  ];
}

/** A git source as answered: the deployed commit and its date only once there is one (never null in the OpenAPI). */
function gitRepositoryView(repository: GitRepositoryRecord) {
  const { deployed_commit_id, deployed_commit_date, ...rest } = repository;
  return {
    ...rest,
    ...(deployed_commit_id === null ? {} : { deployed_commit_id }),
    ...(deployed_commit_date === null ? {} : { deployed_commit_date }),
  };
}

/** `https://github.com/acme/shop.git` → provider GITHUB, owner acme, name shop. */
export function gitRepositoryOf(url: string, branch: string, rootPath = '/'): GitRepositoryRecord {
  const match = /^https?:\/\/([^/]+)\/([^/]+)\/([^/]+?)(?:\.git)?\/?$/.exec(url);
  const host = match?.[1] ?? '';
  return {
    provider: host.includes('gitlab') ? 'GITLAB' : host.includes('bitbucket') ? 'BITBUCKET' : 'GITHUB',
    owner: match?.[2] ?? '',
    name: match?.[3] ?? url,
    url,
    branch,
    root_path: rootPath,
    deployed_commit_id: null,
    deployed_commit_date: null,
  };
}

export function addApplication(
  store: Store,
  record: EnvironmentRecord,
  init: Pick<Application, 'name' | 'git_repository'> & Partial<Application>,
  now: number,
  stageName = DEFAULT_STAGE_OF.APPLICATION,
): Application {
  const application: Application = {
    build_mode: 'DOCKER',
    dockerfile_path: 'Dockerfile',
    cpu: 500,
    memory: 512,
    min_running_instances: 1,
    max_running_instances: 1,
    ports: [],
    variables: [],
    secretKeys: [],
    ...init,
    id: randomUUID(),
    environmentId: record.environment.id,
    created_at: iso(now),
    updated_at: iso(now),
  };
  store.applications.set(application.id, application);
  placeInStage(record, { id: application.id, kind: 'APPLICATION' }, stageName, now);
  return application;
}

export function addContainer(
  store: Store,
  record: EnvironmentRecord,
  init: Pick<Container, 'name' | 'image_name' | 'tag' | 'registry' | 'port' | 'resources'>,
  now: number,
  stageName = DEFAULT_STAGE_OF.CONTAINER,
): Container {
  const container: Container = {
    ...init,
    id: randomUUID(),
    environmentId: record.environment.id,
    created_at: iso(now),
    updated_at: iso(now),
  };
  store.containers.set(container.id, container);
  placeInStage(record, { id: container.id, kind: 'CONTAINER' }, stageName, now);
  return container;
}

/** A clone's applications and containers: same names and settings, same stage names, new ids. */
export function copyServices(store: Store, source: EnvironmentRecord, target: EnvironmentRecord, now: number): void {
  const stageName = (id: string, kind: ServiceKind) => stageOf(source, id)?.name ?? DEFAULT_STAGE_OF[kind];
  for (const application of store.applicationsOf(source)) {
    const {
      id: _id,
      environmentId: _environment,
      runningAt: _running,
      lastDeploymentDate: _date,
      ...settings
    } = structuredClone(application);
    addApplication(store, target, { ...settings, variables: [], secretKeys: [] }, now, stageName(application.id, 'APPLICATION'));
  }
  for (const container of store.containersOf(source)) {
    const { name, image_name, tag, registry, port, resources } = container;
    const copied = {
      name,
      image_name,
      tag,
      registry: { ...registry },
      ...(resources ? { resources: { ...resources } } : {}),
      ...(port ? { port: { id: randomUUID(), internal_port: port.internal_port } } : {}),
    };
    addContainer(store, target, copied, now, stageName(container.id, 'CONTAINER'));
  }
}

/** A job's git repository when it is built from git; undefined when it runs an image. */
function jobGit(job: Job): GitRepositoryRecord | undefined {
  return job.source.docker?.git_repository as GitRepositoryRecord | undefined;
}

/** A service of the environment as the engine deploys it: its version and where it comes from. */
export function deployableOf(store: Store, service: { service_id: string; service_type: ServiceKind }): DeployableService {
  switch (service.service_type) {
    case 'APPLICATION': {
      const application = store.application(service.service_id);
      const version = application.git_repository.deployed_commit_id ?? application.git_repository.branch;
      return { id: application.id, kind: 'APPLICATION', name: application.name, version, source: 'git' };
    }
    case 'CONTAINER': {
      const container = store.container(service.service_id);
      return { id: container.id, kind: 'CONTAINER', name: container.name, version: container.tag, source: 'image' };
    }
    case 'JOB': {
      const job = store.job(service.service_id);
      const git = jobGit(job);
      if (git) return { id: job.id, kind: 'JOB', name: job.name, version: git.deployed_commit_id ?? git.branch, source: 'git' };
      return { id: job.id, kind: 'JOB', name: job.name, version: job.source.image?.tag ?? '', source: 'image' };
    }
  }
}

/** The version a deploy request names for one service: a commit or an image tag, or none (its current one). */
export interface Pin {
  kind: ServiceKind;
  id: string;
  git_commit_id?: string | undefined;
  image_tag?: string | undefined;
}

/**
 * Checks a pin against the service it names, before anything changes: the service must be of
 * the environment and of that kind, the version of the kind its source takes, and an empty
 * version is allowed only for a service deployed before.
 */
export function checkPin(store: Store, record: EnvironmentRecord, pin: Pin): void {
  const placed = record.stages.some((stage) =>
    stage.services.some((service) => service.service_id === pin.id && service.service_type === pin.kind),
  );
  if (!placed) throw new ApiError(400, `${pin.kind.toLowerCase()} ${pin.id} is not a service of environment ${record.environment.id}`);
  const source = deployableOf(store, { service_id: pin.id, service_type: pin.kind }).source;
  if (source === 'git' && pin.image_tag !== undefined) {
    throw new ApiError(400, `${pin.kind.toLowerCase()} ${pin.id} is built from git: deploy it with git_commit_id, not image_tag`);
  }
  if (source === 'image' && pin.git_commit_id !== undefined) {
    throw new ApiError(400, `${pin.kind.toLowerCase()} ${pin.id} runs a registry image: deploy it with image_tag, not git_commit_id`);
  }
  if (pin.git_commit_id === undefined && pin.image_tag === undefined && !record.deployedServiceIds.has(pin.id)) {
    throw new ApiError(400, `${pin.kind.toLowerCase()} ${pin.id} has never been deployed: a version is required`);
  }
}

/** The version given becomes the service's version; later redeploys keep it. */
export function applyPin(store: Store, record: EnvironmentRecord, pin: Pin, now: number): void {
  const version = pin.git_commit_id ?? pin.image_tag;
  if (version === undefined) return;
  const changed = (() => {
    switch (pin.kind) {
      case 'APPLICATION': {
        const application = store.application(pin.id);
        const was = application.git_repository.deployed_commit_id;
        application.git_repository = { ...application.git_repository, deployed_commit_id: version, deployed_commit_date: iso(now) };
        application.updated_at = iso(now);
        return was !== version;
      }
      case 'CONTAINER': {
        const container = store.container(pin.id);
        const was = container.tag;
        container.tag = version;
        container.updated_at = iso(now);
        return was !== version;
      }
      case 'JOB': {
        const job = store.job(pin.id);
        const git = jobGit(job);
        const source: Job['source'] = git
          ? {
              ...job.source,
              docker: { ...job.source.docker, git_repository: { ...git, deployed_commit_id: version, deployed_commit_date: iso(now) } },
            }
          : { ...job.source, image: { ...job.source.image!, tag: version } };
        store.jobs.set(job.id, { ...job, source, updated_at: iso(now) });
        return (git ? git.deployed_commit_id : job.source.image?.tag) !== version;
      }
    }
  })();
  if (changed && record.deployedServiceIds.has(pin.id)) record.changedServiceIds.add(pin.id);
}

/**
 * Test knob (`POST /_emulator/services/{id}/resources`): the size the platform reports for a
 * service, as the console would set it. A job keeps no instance counts (the OpenAPI's job has none).
 */
export function setResources(store: Store, serviceId: string, resources: Partial<ServiceResources>, now: number): void {
  const application = store.applications.get(serviceId);
  if (application) {
    Object.assign(application, resources, { updated_at: iso(now) });
    return;
  }
  const container = store.containers.get(serviceId);
  if (container) {
    container.resources = {
      cpu: 500,
      memory: 512,
      min_running_instances: 1,
      max_running_instances: 1,
      ...container.resources,
      ...resources,
    };
    container.updated_at = iso(now);
    return;
  }
  const job = store.jobs.get(serviceId);
  if (!job) throw new ApiError(404, `service ${serviceId} not found`);
  const { cpu = job.cpu, memory = job.memory } = resources;
  store.jobs.set(job.id, { ...job, cpu, memory, updated_at: iso(now) });
}
