/**
 * Everything the emulated platform knows: organizations down to secrets, and the deployment
 * requests the engine moves along. Lookups answer 404 the way the service does, including for
 * an environment that has been deleted and everything under it.
 */
import { randomUUID } from 'node:crypto';
import { iso } from './dates.ts';
import type { DeploymentRequest } from './deployment-request.ts';
import { DEFAULT_STAGE_OF, placeInStage, stageOf, type DeploymentStage } from './deployment-stages.ts';
import { ApiError, notFound } from './http.ts';
import { sameName } from './names.ts';
import type { Environment, EnvironmentDeploymentRule, EnvironmentStatus, EnvironmentVariable, Job } from './schemas/index.ts';
import type { SecretRecord } from './secret-records.ts';
import type { Application, Container } from './service-records.ts';
import type { VersionFailure } from './version-failures.ts';

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

/** The members of a built-in variable naming its service: each optional in the OpenAPI. */
export const BUILT_IN_MEMBERS = ['service_id', 'service_name', 'service_type'] as const;
export type BuiltInMember = (typeof BUILT_IN_MEMBERS)[number];

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
  /** Each job's own variables (scope JOB): the job sees them over its environment's; a copy of the job keeps them. */
  readonly jobVariables = new Map<string, EnvironmentVariable[]>();
  /** Test knob, never in an answer: by service, the variables it was given at its last successful deployment (keys and values, no secret). */
  readonly deployedEnvironments = new Map<string, Record<string, string>>();
  /** Test knob, never in an answer: a service's next deployments end as its version would if it started with this tag. */
  readonly failures = new Map<string, 'fail-build' | 'fail-deploy' | 'hang'>();
  /**
   * Test knob, never in an answer: by lower-cased name, how the jobs of that name end in every
   * environment, clones to come included (a preview's seed job is a copy with an id of its own).
   */
  readonly jobFailures = new Map<string, 'fail-build' | 'fail-deploy' | 'hang'>();
  /**
   * Test knob, never in an answer: by lower-cased name, how long (platform ms) the DEPLOYMENT step
   * of the jobs of that name takes in every environment, clones to come included: a seed that
   * takes ten minutes where every other service takes seconds.
   */
  readonly jobDeployMs = new Map<string, number>();
  /**
   * Test knob, never in an answer: keyed by `versionKey`, how one version of a service ends: as a
   * tag of that name would (`fail-build`, `fail-deploy`, `hang`), or DEPLOYED with its link never
   * answering 200 (`unhealthy`). Other versions of the service deploy as usual.
   */
  readonly versionFailures = new Map<string, VersionFailure>();
  /**
   * Test knob, never in an answer: commits reachable only at `refs/pull/N/head` (a fork's), by
   * commit. Whether the platform's git build fetches them is not documented: `pullRequestRefs`
   * says which way this emulator answers (`build`, the default, or `fail`).
   */
  readonly pullRequestCommits = new Map<string, number>();
  pullRequestRefs: 'build' | 'fail' = 'build';
  /**
   * Test knob, never in an answer: members the OpenAPI marks optional that the built-in variables'
   * answers leave out (`PUT /_emulator/built-in-variables`), as a live server may.
   */
  builtInsWithout: ReadonlySet<BuiltInMember> = new Set();
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
    const variables = this.jobVariables.get(source.id) ?? [];
    if (variables.length > 0) {
      this.jobVariables.set(
        copy.id,
        variables.map((variable) => ({ ...structuredClone(variable), id: randomUUID(), created_at: iso(now), updated_at: iso(now) })),
      );
    }
    const origin = this.environments.get(source.environment.id);
    const stageName = (origin && stageOf(origin, source.id)?.name) ?? DEFAULT_STAGE_OF.JOB;
    placeInStage(target, { id: copy.id, kind: 'JOB' }, stageName, now);
    if (target.deployedServiceIds.size > 0) target.changedServiceIds.add(copy.id);
    return copy;
  }

  /** After DELETED: every request about the environment, its jobs and its secrets answers 404. */
  remove(environmentId: string): void {
    const record = this.environments.get(environmentId);
    if (record) record.gone = true;
  }
}
