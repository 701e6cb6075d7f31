/**
 * Everything the emulated platform knows: organizations down to secrets, and the deployment
 * requests the engine moves along. Lookups answer 404 the way the service does, including for
 * an environment that has been deleted and everything under it.
 */
import { randomUUID } from 'node:crypto';
import type { Environment, EnvironmentDeploymentRule, EnvironmentStatus, EnvironmentVariable, Job, Secret } from './schemas.ts';
import { ApiError, notFound } from './http.ts';
import type { Application, Container } from './services.ts';
import type { VersionFailure } from './version-failures.ts';

export type { Application, Container } from './services.ts';

export interface Organization {
  id: string;
  name: string;
  created_at: string;
}
export interface Project {
  id: string;
  organizationId: string;
  name: string;
  description: string;
  created_at: string;
  updated_at: string;
}
export interface Cluster {
  id: string;
  organizationId: string;
  name: string;
  provider: string;
  region: string;
  credentialsId: string;
}
export interface Credentials {
  id: string;
  organizationId: string;
  name: string;
  access_key_id: string;
  object_type: 'AWS';
}
export interface Webhook {
  id: string;
  organizationId: string;
  target_url: string;
  events: string[];
  enabled: boolean;
  created_at: string;
}
export interface Database {
  id: string;
  environmentId: string;
  name: string;
  type: string;
  version: string;
  mode: string;
  created_at: string;
  cpu?: number;
  memory?: number;
  storage?: number;
}

/** The value is kept only to compare; it never leaves the emulator in an answer. */
export interface SecretRecord {
  secret: Secret;
  value: string | undefined;
}

/** The kinds of service a deployment moves; databases, Helm and Terraform services are not emulated. */
export type ServiceKind = 'APPLICATION' | 'CONTAINER' | 'JOB';

/** What the engine needs of a service, whatever its kind. */
export interface DeployableService {
  id: string;
  kind: ServiceKind;
  name: string;
  /** The version at trigger time (an image tag or a commit): `fail-build*`, `fail-deploy*` and `hang*` decide the outcome. */
  version: string;
  /** Built from git (its deployment passes BUILDING), or run from a registry image (mirrored, never built). */
  source: 'git' | 'image';
}

/** A service's place in a deployment stage, as `GET /environment/{id}/deploymentStage` lists it. */
interface StageService {
  id: string;
  created_at: string;
  service_id: string;
  service_type: ServiceKind;
  is_skipped: boolean;
}

/** A deployment stage of an environment: stages run one after the other by `deployment_order`, their services side by side. */
export interface DeploymentStage {
  id: string;
  created_at: string;
  updated_at: string;
  name: string;
  description: string;
  deployment_order: number;
  services: StageService[];
}

type StepStatus = 'SUCCESS' | 'ERROR' | 'CANCEL' | 'SKIP';
/** Stage-level steps: the platform reports nothing else at that level. */
type StageStepName = 'QUEUEING' | 'PROVISION_BUILDER';
/** Service-level steps (the platform also has GIT_CLONE, MIRROR_IMAGE, ROUTER_DEPLOYMENT, EXECUTING, …). */
export type ServiceStepName = 'BUILD_QUEUEING' | 'BUILD' | 'MIRROR_IMAGE' | 'DEPLOYMENT_QUEUEING' | 'DEPLOYMENT';

export interface Step<Name extends string = string> {
  name: Name;
  plannedMs: number;
  startedAt?: number;
  endedAt?: number;
  status?: StepStatus;
}

/** One service moving through its steps inside a stage of one deployment request. */
export interface ServiceRun {
  serviceId: string;
  kind: ServiceKind;
  name: string;
  version: string;
  /** What decides the outcome: the version, or a failure a test set for the service (`Store.failures`). */
  outcomeTag: string;
  steps: Step<ServiceStepName>[];
  /** The service's deployment state: QUEUED, BUILDING, DEPLOYING, then DEPLOYED, *_ERROR or CANCELED. */
  state: string;
  startedAt?: number;
  endedAt?: number;
}

type StageRunStatus = 'QUEUED' | 'ONGOING' | 'DONE' | 'ERROR' | 'SKIPPED' | 'CANCELED';

/** A deployment stage as one deployment request runs it. */
export interface StageRun {
  /** The deployment stage's id. */
  id: string;
  name: string;
  description: string;
  steps: Step<StageStepName>[];
  services: ServiceRun[];
  status: StageRunStatus;
  startedAt?: number;
  endedAt?: number;
}

export interface DeploymentRequest {
  id: string;
  environmentId: string;
  kind: 'deploy' | 'delete' | 'stop';
  /** `<environment-id>-<n>`. */
  deploymentId: string;
  state: string;
  createdAt: number;
  startedAt?: number;
  endedAt?: number;
  stages: StageRun[];
  triggeredBy: string;
}

export interface EnvironmentRecord {
  environment: Environment;
  jobIds: string[];
  /** Deployment stages, in `deployment_order`. */
  stages: DeploymentStage[];
  secrets: SecretRecord[];
  /** The environment's own variables (routes-variables.ts); values are returned, unlike secrets'. */
  variables: EnvironmentVariable[];
  /** Services deployed successfully at least once: they have links. */
  deployedServiceIds: Set<string>;
  /** Services changed since their last successful deployment. */
  changedServiceIds: Set<string>;
  /** Deployment requests that ran or run, oldest first (queued ones are not here yet). */
  history: DeploymentRequest[];
  /** Requests waiting behind the running one, the next first (`GET /environment/{id}/deploymentQueue`). */
  queue: DeploymentRequest[];
  deploymentCount: number;
  /** What `GET /environment/{id}/status` keeps answering for a while after a trigger. */
  stale?: { until: number; view: EnvironmentStatus };
  /** Every environment has one (the platform's default until edited); `auto_stop` is honoured by working-hours.ts. */
  deploymentRule: EnvironmentDeploymentRule;
  gone: boolean;
}

/** Where a service lands when no stage is named for it. */
export const DEFAULT_STAGE_OF: Record<ServiceKind, string> = {
  APPLICATION: 'APPLICATION DEFAULT',
  CONTAINER: 'CONTAINER DEFAULT',
  JOB: 'JOB DEFAULT',
};

export function iso(epochMs: number): string {
  return new Date(epochMs).toISOString();
}

export class Store {
  readonly organizations = new Map<string, Organization>();
  readonly projects = new Map<string, Project>();
  readonly clusters = new Map<string, Cluster>();
  readonly credentials = new Map<string, Credentials>();
  readonly environments = new Map<string, EnvironmentRecord>();
  readonly jobs = new Map<string, Job>();
  readonly requests = new Map<string, DeploymentRequest>();
  readonly webhooks = new Map<string, Webhook>();
  readonly applications = new Map<string, Application>();
  readonly containers = new Map<string, Container>();
  readonly databases = new Map<string, Database>();
  readonly invoices = new Set<string>();
  /** Each project's own variables (scope PROJECT): every environment of the project lists them beside its own. */
  readonly projectVariables = new Map<string, EnvironmentVariable[]>();
  /** Test knob, never in an answer: a service's next deployments end as its version would if it started with this tag. */
  readonly failures = new Map<string, 'fail-build' | 'fail-deploy' | 'hang'>();
  /**
   * Test knob, never in an answer: keyed by `versionKey`, how one version of a service ends: as a
   * tag of that name would (`fail-build`, `fail-deploy`, `hang`), or DEPLOYED with its link never
   * answering 200 (`unhealthy`). Other versions of the service deploy as usual.
   */
  readonly versionFailures = new Map<string, VersionFailure>();
  /** The user every change is made as: `last_updated_by` of what it touches. */
  readonly userId = randomUUID();

  organization(id: string): Organization {
    const found = this.organizations.get(id);
    if (!found) throw notFound('organization', id);
    return found;
  }

  project(id: string): Project {
    const found = this.projects.get(id);
    if (!found) throw notFound('project', id);
    return found;
  }

  cluster(organizationId: string, id: string): Cluster {
    const found = this.clusters.get(id);
    if (!found || found.organizationId !== organizationId) throw notFound('cluster', id);
    return found;
  }

  environment(id: string): EnvironmentRecord {
    const found = this.environments.get(id);
    if (!found || found.gone) throw notFound('environment', id);
    return found;
  }

  job(id: string): Job {
    const found = this.jobs.get(id);
    if (!found || this.environments.get(found.environment.id)?.gone !== false) throw notFound('job', id);
    return found;
  }

  application(id: string): Application {
    const found = this.applications.get(id);
    if (!found || this.environments.get(found.environmentId)?.gone !== false) throw notFound('application', id);
    return found;
  }

  container(id: string): Container {
    const found = this.containers.get(id);
    if (!found || this.environments.get(found.environmentId)?.gone !== false) throw notFound('container', id);
    return found;
  }

  applicationsOf(record: EnvironmentRecord): Application[] {
    return [...this.applications.values()].filter((application) => application.environmentId === record.environment.id);
  }

  containersOf(record: EnvironmentRecord): Container[] {
    return [...this.containers.values()].filter((container) => container.environmentId === record.environment.id);
  }

  environmentsOf(projectId: string): EnvironmentRecord[] {
    return [...this.environments.values()].filter((record) => !record.gone && record.environment.project.id === projectId);
  }

  jobsOf(record: EnvironmentRecord): Job[] {
    return record.jobIds.map((id) => this.jobs.get(id)).filter((job): job is Job => job !== undefined);
  }

  /** Names compare case-insensitively, as the service does. */
  ensureEnvironmentNameFree(projectId: string, name: string): void {
    const taken = this.environmentsOf(projectId).some((record) => sameName(record.environment.name, name));
    if (taken) throw new ApiError(409, `an environment named "${name}" already exists in project ${projectId}`);
  }

  ensureJobNameFree(record: EnvironmentRecord, name: string, exceptJobId?: string): void {
    const taken = this.jobsOf(record).some((job) => job.id !== exceptJobId && sameName(job.name, name));
    if (taken) throw new ApiError(409, `a job named "${name}" already exists in environment ${record.environment.id}`);
  }

  addEnvironment(init: { project: Project; cluster: Cluster; name: string; mode: string; now: number }): EnvironmentRecord {
    const id = randomUUID();
    const environment: Environment = {
      id,
      created_at: iso(init.now),
      updated_at: iso(init.now),
      name: init.name,
      organization: { id: init.project.organizationId },
      project: { id: init.project.id },
      cloud_provider: { provider: init.cluster.provider, cluster: init.cluster.name },
      mode: init.mode,
      cluster_id: init.cluster.id,
      cluster_name: init.cluster.name,
      last_updated_by: this.userId,
    };
    const record: EnvironmentRecord = {
      environment,
      jobIds: [],
      stages: [],
      secrets: [],
      variables: [],
      deployedServiceIds: new Set(),
      changedServiceIds: new Set(),
      history: [],
      queue: [],
      deploymentCount: 0,
      deploymentRule: {
        id: randomUUID(),
        created_at: iso(init.now),
        updated_at: iso(init.now),
        on_demand_preview: false,
        auto_stop: false,
        auto_preview: false,
        timezone: 'UTC',
        start_time: '1970-01-01T08:00:00.000Z',
        stop_time: '1970-01-01T19:00:00.000Z',
        weekdays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'],
      },
      gone: false,
    };
    this.environments.set(id, record);
    return record;
  }

  /**
   * A copy of the job in another environment: new id, same name and settings, in the stage of
   * the same name as the original's (created when the target has none).
   */
  copyJob(source: Job, target: EnvironmentRecord, name: string, now: number): Job {
    const copy: Job = {
      ...structuredClone(source),
      id: randomUUID(),
      created_at: iso(now),
      updated_at: iso(now),
      name,
      environment: { id: target.environment.id },
    };
    this.jobs.set(copy.id, copy);
    target.jobIds.push(copy.id);
    const origin = this.environments.get(source.environment.id);
    const stageName = (origin && stageOf(origin, source.id)?.name) ?? DEFAULT_STAGE_OF.JOB;
    this.placeInStage(target, { id: copy.id, kind: 'JOB' }, stageName, now);
    if (target.deployedServiceIds.size > 0) target.changedServiceIds.add(copy.id);
    return copy;
  }

  /** Empty copies of the source's stages (name, description, order), for a clone to fill. */
  copyStages(source: EnvironmentRecord, target: EnvironmentRecord, now: number): void {
    for (const stage of [...source.stages].sort((a, b) => a.deployment_order - b.deployment_order)) {
      target.stages.push({
        ...stage,
        id: randomUUID(),
        created_at: iso(now),
        updated_at: iso(now),
        deployment_order: target.stages.length,
        services: [],
      });
    }
  }

  /** Adds the service to the stage named `stageName` (names compare case-insensitively), creating it last in order. */
  placeInStage(
    record: EnvironmentRecord,
    service: { id: string; kind: ServiceKind },
    stageName: string,
    now: number,
    description = '',
  ): DeploymentStage {
    let stage = record.stages.find((each) => sameName(each.name, stageName));
    if (!stage) {
      stage = {
        id: randomUUID(),
        created_at: iso(now),
        updated_at: iso(now),
        name: stageName,
        description,
        deployment_order: record.stages.length,
        services: [],
      };
      record.stages.push(stage);
    }
    stage.services.push({ id: randomUUID(), created_at: iso(now), service_id: service.id, service_type: service.kind, is_skipped: false });
    return stage;
  }

  /** POST on an existing key replaces it: one secret per key, ever. */
  upsertSecret(record: EnvironmentRecord, input: SecretInput, now: number): { secret: Secret; created: boolean } {
    const existing = record.secrets.find((entry) => entry.secret.key === input.key);
    if (existing) {
      existing.secret = { ...existing.secret, ...secretFields(input), updated_at: iso(now) };
      existing.value = input.value;
      return { secret: existing.secret, created: false };
    }
    const secret: Secret = {
      id: randomUUID(),
      created_at: iso(now),
      updated_at: iso(now),
      scope: 'ENVIRONMENT',
      owned_by: 'emulator',
      ...secretFields(input),
      key: input.key,
    };
    record.secrets.push({ secret, value: input.value });
    return { secret, created: true };
  }

  secret(record: EnvironmentRecord, secretId: string): SecretRecord {
    const found = record.secrets.find((entry) => entry.secret.id === secretId);
    if (!found) throw notFound('secret', secretId);
    return found;
  }

  /** After DELETED: every request about the environment, its jobs and its secrets answers 404. */
  remove(environmentId: string): void {
    const record = this.environments.get(environmentId);
    if (record) record.gone = true;
  }
}

export interface SecretInput {
  key: string;
  value?: string | undefined;
  mount_path?: string | null | undefined;
  description?: string | null | undefined;
  enable_interpolation_in_file?: boolean | null | undefined;
}

function secretFields(input: SecretInput): Partial<Secret> {
  return {
    key: input.key,
    description: input.description ?? null,
    enable_interpolation_in_file: input.enable_interpolation_in_file ?? null,
    variable_type: input.mount_path ? 'FILE' : 'VALUE',
  };
}

/** The secret with a value set last: the one a test just handed to the action. */
export function lastSecretSet(record: EnvironmentRecord): SecretRecord | undefined {
  return record.secrets
    .filter((entry) => entry.value)
    .sort((a, b) => (a.secret.updated_at ?? '').localeCompare(b.secret.updated_at ?? ''))
    .at(-1);
}

/** The deployment stage that holds the service, if any. */
export function stageOf(record: EnvironmentRecord, serviceId: string): DeploymentStage | undefined {
  return record.stages.find((stage) => stage.services.some((service) => service.service_id === serviceId));
}

export function sameName(left: string, right: string): boolean {
  return left.toLowerCase() === right.toLowerCase();
}
