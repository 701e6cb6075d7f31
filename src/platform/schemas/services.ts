/**
 * Schemas of an environment's services as the action reads them (jobs, applications,
 * containers, and the one list of every kind), of a job's clone, and of the one request that
 * deploys services at a version.
 *
 * Answers are parsed loosely and hold only what the action reads: fields the service adds later
 * pass through, and a member the spec leaves optional is optional here.
 */
import * as z from 'zod';
import { open, uuid } from './common.ts';

/**
 * Where a service built from git comes from; `deployed_commit_id` is its version (upstream notes),
 * `root_path` the folder and `url` the repository it is built from (affected-only). All optional.
 */
export const GitRepository = z.looseObject({
  deployed_commit_id: z.string().nullish(),
  root_path: z.string().nullish(),
  url: z.string().nullish(),
});
export type GitRepository = z.infer<typeof GitRepository>;

// ---------------------------------------------------------------------------------------------
// Job

/**
 * A job runs a registry image (`image`, versioned by its tag) or is built (`docker`): from git
 * (`git_repository`, versioned by the deployed commit) or from an inline Dockerfile (no
 * repository, so no version the action can give).
 */
export const JobSource = z.looseObject({
  image: z.looseObject({ tag: z.string().nullish() }).nullish(),
  docker: z.looseObject({ git_repository: GitRepository.nullish() }).nullish(),
});
export type JobSource = z.infer<typeof JobSource>;

/** What a lifecycle event of a job runs: its arguments and entrypoint, each optional (the OpenAPI). */
const JobScheduleEntry = z.looseObject({
  arguments: z.array(z.string()).nullish(),
  entrypoint: z.string().nullish(),
});

/**
 * When a job runs: a lifecycle job's `on_start` (each deployment of the environment that
 * includes it), `on_stop`, `on_delete`; a cron job's `cronjob`. Every member optional here.
 */
export const JobSchedule = z.looseObject({
  on_start: JobScheduleEntry.nullish(),
  on_stop: JobScheduleEntry.nullish(),
  on_delete: JobScheduleEntry.nullish(),
  cronjob: JobScheduleEntry.extend({ scheduled_at: z.string().nullish(), timezone: z.string().nullish() }).nullish(),
  lifecycle_type: z.string().nullish(),
});
export type JobSchedule = z.infer<typeof JobSchedule>;

/** A job is a lifecycle job (run on the environment's events) or a cron job; the list stays open. */
export const JobTypeEnum = z.enum(['LIFECYCLE', 'CRON']);

/**
 * A job as the action reads it: its id, its name (matched across environments) and its source;
 * its kind and schedule, and its size (CPU in millicores, memory in MB) when the answer has them.
 */
export const Job = z.looseObject({
  id: uuid,
  name: z.string(),
  source: JobSource.nullish(),
  job_type: open(JobTypeEnum).nullish(),
  schedule: JobSchedule.nullish(),
  cpu: z.number().nullish(),
  memory: z.number().nullish(),
});
export type Job = z.infer<typeof Job>;

export const JobCloneRequest = z.strictObject({ name: z.string().min(1), environment_id: uuid });
export type JobCloneRequest = z.infer<typeof JobCloneRequest>;

/**
 * `POST /job/{id}/deploy`: the version to deploy (an image tag or a commit, never both); with
 * `forceEvent` it may be left out, and the job's event runs at the version it has.
 */
export const JobDeployRequest = z.union([
  z.strictObject({ image_tag: z.string().min(1) }),
  z.strictObject({ git_commit_id: z.string().min(1) }),
  z.strictObject({}),
]);
export type JobDeployRequest = z.infer<typeof JobDeployRequest>;

/** The `forceEvent` query of a job's deploy and redeploy: the one event of the one job to run alone. */
export const JobForceEvent = z.enum(['START', 'STOP', 'DELETE', 'CRON']);
export type JobForceEvent = z.infer<typeof JobForceEvent>;

// ---------------------------------------------------------------------------------------------
// Application and container

/**
 * A service's size as the platform reports it: CPU in millicores (1000 = one vCPU), memory in MB
 * (1024 = 1 GB), and the instances it runs (max -1: no limit). Each optional in the OpenAPI.
 */
const ServiceSize = {
  cpu: z.number().nullish(),
  memory: z.number().nullish(),
  min_running_instances: z.number().nullish(),
  max_running_instances: z.number().nullish(),
};

/**
 * An application: built from git, so its version is `git_repository.deployed_commit_id`. Its name
 * is the spec's required one, but a name-less answer is still shown (by its id).
 */
export const Application = z.looseObject({
  id: uuid,
  name: z.string().nullish(),
  git_repository: GitRepository.nullish(),
  ...ServiceSize,
});
export type Application = z.infer<typeof Application>;

/** A container: runs a registry image, so its version is `tag`; a missing tag is no version. */
export const Container = z.looseObject({
  id: uuid,
  name: z.string(),
  tag: z.string().nullish(),
  ...ServiceSize,
});
export type Container = z.infer<typeof Container>;

// ---------------------------------------------------------------------------------------------
// Every service of an environment in one list

/** The kinds the action deploys, each read as its own list reads it. */
const DEPLOYED = {
  APPLICATION: Application.extend({ service_type: z.literal('APPLICATION') }),
  CONTAINER: Container.extend({ service_type: z.literal('CONTAINER') }),
  JOB: Job.extend({ service_type: z.literal('JOB') }),
};
type Deployed = { [K in keyof typeof DEPLOYED]: z.output<(typeof DEPLOYED)[K]> }[keyof typeof DEPLOYED];

/**
 * Any service as listed: its kind, and its id and name when it has them (read for the report).
 * Whatever else it holds passes; one that says no kind is kept too.
 */
const ListedService = z.looseObject({
  service_type: z.string().nullish(),
  id: z.string().nullish(),
  name: z.string().nullish(),
});
type ListedService = z.output<typeof ListedService>;

/**
 * An item of `GET /environment/{id}/services`: its `service_type` says which shape it has. An
 * application, container or job is read as its own list reads it, and refused as that list would
 * refuse it (the message names the member); any other kind (a database, a Helm chart, Terraform,
 * an Argo CD app, an agentic workflow, a kind newer than the spec) is kept as listed: a kind the
 * action does not know is never a reason to refuse the answer.
 */
export const Service = ListedService.transform((item, context): Deployed | ListedService => {
  const kind = item.service_type;
  if (typeof kind !== 'string' || !Object.hasOwn(DEPLOYED, kind)) return item;
  const parsed = DEPLOYED[kind as keyof typeof DEPLOYED].safeParse(item);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  return z.NEVER;
});
export type Service = z.output<typeof Service>;

// ---------------------------------------------------------------------------------------------
// Deploying services at a version

/**
 * `POST /environment/{id}/service/deploy`: the selected services, each at the version given
 * (which becomes its version), in one deployment request. Every list is optional; a missing
 * version redeploys a service's current one.
 */
export const ServiceDeployRequest = z.strictObject({
  applications: z.array(z.strictObject({ application_id: uuid, git_commit_id: z.string().min(1).optional() })).optional(),
  containers: z.array(z.strictObject({ id: uuid, image_tag: z.string().min(1).optional() })).optional(),
  jobs: z
    .array(
      z.union([
        z.strictObject({ id: uuid, image_tag: z.string().min(1).optional() }),
        z.strictObject({ id: uuid, git_commit_id: z.string().min(1) }),
      ]),
    )
    .optional(),
  databases: z.array(uuid).optional(),
  helms: z
    .array(
      z.union([
        z.strictObject({ id: uuid, chart_version: z.string().min(1) }),
        z.strictObject({ id: uuid, git_commit_id: z.string().min(1) }),
      ]),
    )
    .optional(),
});
export type ServiceDeployRequest = z.infer<typeof ServiceDeployRequest>;
