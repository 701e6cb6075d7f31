/**
 * Everything the emulated platform knows: organizations down to secrets, and the deployment
 * requests the engine moves along. Lookups answer 404 the way the service does, including for
 * an environment that has been deleted and everything under it.
 */
import { randomUUID } from 'node:crypto';
import type { Environment, EnvironmentStatus, Job, Secret } from '../../src/platform/schemas.ts';
import { ApiError, notFound } from './http.ts';

export interface Organization { id: string; name: string; created_at: string }
export interface Project { id: string; organizationId: string; name: string; description: string; created_at: string; updated_at: string }
export interface Cluster { id: string; organizationId: string; name: string; provider: string; region: string; credentialsId: string }
export interface Credentials { id: string; organizationId: string; name: string; access_key_id: string; object_type: 'AWS' }
export interface Webhook { id: string; organizationId: string; target_url: string; events: string[]; enabled: boolean; created_at: string }
export interface Application {
  id: string;
  environmentId: string;
  name: string;
  created_at: string;
  /** Epoch ms when the last deploy completes; undefined: never deployed. */
  runningAt?: number;
  lastDeploymentDate?: string;
  variables: Array<{ id: string; key: string; value: string }>;
  secretKeys: Array<{ id: string; key: string }>;
}
export interface Database { id: string; environmentId: string; name: string; type: string; created_at: string }

/** The value is kept only to compare; it never leaves the emulator in an answer. */
export interface SecretRecord { secret: Secret; value: string | undefined }

export type StepName = 'QUEUEING' | 'BUILD' | 'DEPLOYMENT';
export type StepStatus = 'SUCCESS' | 'ERROR' | 'CANCEL' | 'SKIP';

export interface Step {
  name: StepName;
  plannedMs: number;
  startedAt?: number;
  endedAt?: number;
  status?: StepStatus;
}

/** One stage per job of the deployment, in the environment's job order. */
export interface Stage {
  id: string;
  jobId: string;
  jobName: string;
  /** The image tag at trigger time: `fail-build*`, `fail-deploy*` and `hang*` decide the outcome. */
  imageTag: string;
  steps: Step[];
  startedAt?: number;
  endedAt?: number;
}

export interface DeploymentRequest {
  id: string;
  environmentId: string;
  kind: 'deploy' | 'delete';
  /** `<environment-id>-<n>`. */
  deploymentId: string;
  state: string;
  createdAt: number;
  startedAt?: number;
  endedAt?: number;
  stages: Stage[];
  triggeredBy: string;
}

export interface EnvironmentRecord {
  environment: Environment;
  jobIds: string[];
  secrets: SecretRecord[];
  /** Jobs that have been deployed successfully at least once: they have links. */
  deployedJobIds: Set<string>;
  /** Deployment requests that ran or run, oldest first (queued ones are not here yet). */
  history: DeploymentRequest[];
  queue: DeploymentRequest[];
  deploymentCount: number;
  /** A job changed since the last successful deployment. */
  outOfDate: boolean;
  /** What `GET /environment/{id}/status` keeps answering for a while after a trigger. */
  stale?: { until: number; view: EnvironmentStatus };
  gone: boolean;
}

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
  readonly databases = new Map<string, Database>();
  readonly invoices = new Set<string>();

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
      last_updated_by: null,
    };
    const record: EnvironmentRecord = {
      environment,
      jobIds: [],
      secrets: [],
      deployedJobIds: new Set(),
      history: [],
      queue: [],
      deploymentCount: 0,
      outOfDate: false,
      gone: false,
    };
    this.environments.set(id, record);
    return record;
  }

  /** A copy of the job in another environment: new id, same name and settings. */
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
    target.outOfDate = target.deployedJobIds.size > 0;
    return copy;
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
    mount_path: input.mount_path ?? null,
    description: input.description ?? null,
    enable_interpolation_in_file: input.enable_interpolation_in_file ?? null,
    variable_type: input.mount_path ? 'FILE' : 'VALUE',
  };
}

export function sameName(left: string, right: string): boolean {
  return left.toLowerCase() === right.toLowerCase();
}
