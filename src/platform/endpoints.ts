/**
 * Every operation of the Platform API the action calls, one entry of data each: method, route,
 * the schemas of body and answer (by name, see schemas/index.ts), scope, the 404 subject, and
 * whether it is safe to repeat. The client binds each group (endpoint.ts `bind`), so a call is
 * the entry's name given its ids, query and body in one object; what an operation does on the
 * platform is said here, beside its entry.
 *
 * Idempotent: a GET, PUT or DELETE, an upsert, a cancel. Anything else is repeated only when
 * the service provably did not act on it (a 429, or a connection that was never made).
 *
 * Shared: a read that stays true until the run itself writes (an organization's projects, an
 * environment's services, links, variables, rule): asked once a run and shared by every step
 * that needs it. Never a status, a queue or a log, which change on their own.
 */
import { endpoints } from './endpoint.ts';

export { logs } from './log-endpoints.ts';

/**
 * Organizations and their projects, listed only to resolve an environment given by names
 * (`organization/project/environment`); names compare case-insensitively on the service.
 */
export const organizations = endpoints({
  /** The organizations the token sees. */
  list: {
    method: 'GET',
    route: '/organization',
    listOf: 'Organization',
    scope: 'Read',
    subject: 'the list of organizations',
    idempotent: true,
    shared: true,
  },
  projects: {
    method: 'GET',
    route: '/organization/{organizationId}/project',
    listOf: 'Project',
    scope: 'Read',
    subject: 'organization {organizationId}',
    idempotent: true,
    shared: true,
  },
});

export const environments = endpoints({
  get: {
    method: 'GET',
    route: '/environment/{environmentId}',
    answer: 'Environment',
    scope: 'Read',
    subject: 'environment {environmentId}',
    idempotent: true,
    shared: true,
  },
  /** The environments of a project (names compare case-insensitively on the service). */
  list: {
    method: 'GET',
    route: '/project/{projectId}/environment',
    listOf: 'Environment',
    scope: 'Read',
    subject: 'project {projectId}',
    idempotent: true,
    shared: true,
  },
  /** Answers 409 when the name is taken in the project. Not repeated once it may have arrived. */
  create: {
    method: 'POST',
    route: '/project/{projectId}/environment',
    body: 'EnvironmentCreateRequest',
    answer: 'Environment',
    scope: 'Write',
    subject: 'project {projectId}',
    idempotent: false,
  },
  /** Copies configuration (its variables and secrets too) and services, not database data, and does not deploy. */
  clone: {
    method: 'POST',
    route: '/environment/{environmentId}/clone',
    body: 'EnvironmentCloneRequest',
    answer: 'Environment',
    mayAnswerEmpty: true,
    scope: 'Write',
    subject: 'environment {environmentId}',
    idempotent: false,
  },
  /** May show the previous deployment's state for a few seconds after a trigger. */
  status: {
    method: 'GET',
    route: '/environment/{environmentId}/status',
    answer: 'EnvironmentStatus',
    scope: 'Read',
    subject: 'environment {environmentId}',
    idempotent: true,
  },
  /** The same status, read by a wait: one try, the waiter retries on its schedule (Call.poll). */
  statusPoll: {
    method: 'GET',
    route: '/environment/{environmentId}/status',
    answer: 'EnvironmentStatus',
    scope: 'Read',
    subject: 'environment {environmentId}',
    idempotent: true,
    poll: true,
  },
  /**
   * The same status, read before a change: the preview's last state and the trigger's starting
   * point. One asked at most 10 s ago, with no write of the run since, serves both; never a poll.
   */
  statusBefore: {
    method: 'GET',
    route: '/environment/{environmentId}/status',
    answer: 'EnvironmentStatus',
    scope: 'Read',
    subject: 'environment {environmentId}',
    idempotent: true,
    sharedForMs: 10_000,
  },
  /** May answer 202 with no body (upstream notes): the status read after it says what started. */
  redeploy: {
    method: 'POST',
    route: '/environment/{environmentId}/redeploy',
    answer: 'EnvironmentStatus',
    mayAnswerEmpty: true,
    scope: 'Deploy',
    subject: 'environment {environmentId}',
    idempotent: false,
  },
  /**
   * Deploys the selected services, each at the version given (which becomes its version), in
   * one deployment request. Answers 400 naming a service that is not the environment's, 409 when
   * busy. Not repeated once it may have arrived: a second would be a second deployment.
   */
  deployServices: {
    method: 'POST',
    route: '/environment/{environmentId}/service/deploy',
    body: 'ServiceDeployRequest',
    answer: 'EnvironmentStatus',
    mayAnswerEmpty: true,
    scope: 'Deploy',
    subject: 'environment {environmentId}',
    idempotent: false,
  },
  /** Cancelling twice cancels once: safe to repeat. */
  cancelDeployment: {
    method: 'POST',
    route: '/environment/{environmentId}/cancelDeployment',
    body: 'CancelDeploymentRequest',
    optionalBody: true,
    answer: 'EnvironmentStatus',
    scope: 'Deploy',
    subject: 'environment {environmentId}',
    idempotent: true,
  },
  /**
   * Asynchronous: the environment goes through STOP_QUEUED and STOPPING to STOPPED, kept, and
   * deployed again by the next deployment. Answers 409 when stopped already or busy. Stopping
   * twice stops once: safe to repeat.
   */
  stop: {
    method: 'POST',
    route: '/environment/{environmentId}/stop',
    answer: 'EnvironmentStatus',
    mayAnswerEmpty: true,
    scope: 'Deploy',
    subject: 'environment {environmentId}',
    idempotent: true,
  },
  /** Every environment has one rule: when the platform stops and starts it (`auto_stop`), and its preview flags. */
  deploymentRule: {
    method: 'GET',
    route: '/environment/{environmentId}/deploymentRule',
    answer: 'EnvironmentDeploymentRule',
    scope: 'Read',
    subject: 'environment {environmentId}',
    idempotent: true,
    shared: true,
  },
  /** Replaces the whole rule (a flag left out becomes false): safe to repeat. */
  editDeploymentRule: {
    method: 'PUT',
    route: '/environment/{environmentId}/deploymentRule/{deploymentRuleId}',
    body: 'EnvironmentDeploymentRuleEditRequest',
    answer: 'EnvironmentDeploymentRule',
    scope: 'Write',
    subject: 'deployment rule {deploymentRuleId} of environment {environmentId}',
    idempotent: true,
  },
  /** Asynchronous: the environment goes through DELETE_QUEUED, DELETING, DELETED, then 404. */
  delete: {
    method: 'DELETE',
    route: '/environment/{environmentId}',
    scope: 'Write',
    subject: 'environment {environmentId}',
    idempotent: true,
  },
  /** Public URLs of the environment's services; none before a service has deployed. */
  links: {
    method: 'GET',
    route: '/environment/{environmentId}/link',
    listOf: 'Link',
    scope: 'Read',
    subject: 'environment {environmentId}',
    idempotent: true,
    shared: true,
  },
  jobs: {
    method: 'GET',
    route: '/environment/{environmentId}/job',
    listOf: 'Job',
    scope: 'Read',
    subject: 'environment {environmentId}',
    idempotent: true,
    shared: true,
  },
  /** The environment's deployment stages with the ids of their services: where stage names come from. */
  deploymentStages: {
    method: 'GET',
    route: '/environment/{environmentId}/deploymentStage',
    listOf: 'DeploymentStage',
    scope: 'Read',
    subject: 'environment {environmentId}',
    idempotent: true,
    shared: true,
  },
  /**
   * The environment's deployments, newest first, 20 a page; the next page is the one after the
   * entry `startId` names. Each lists its services at their version and the state they ended in.
   */
  deploymentHistory: {
    method: 'GET',
    route: '/environment/{environmentId}/deploymentHistory',
    query: { startId: 'uuid?' },
    answer: 'DeploymentHistoryPage',
    scope: 'Read',
    subject: 'environment {environmentId}',
    idempotent: true,
  },
  /**
   * The same history in its second form, one page of `pageSize` (20 by default), each request with
   * what it was asked to do (DEPLOY, DELETE, STOP, …): unlike `status`, it lists a request the
   * moment it is made. Read for that, and for versions where the first form is not served.
   */
  deploymentHistoryV2: {
    method: 'GET',
    route: '/environment/{environmentId}/deploymentHistoryV2',
    query: { pageSize: 'number?' },
    answer: 'DeploymentHistoryPageV2',
    scope: 'Read',
    subject: 'environment {environmentId}',
    idempotent: true,
  },
  /** Each stage's name and status with the Status of every service in it: steps and durations. */
  statusesWithStages: {
    method: 'GET',
    route: '/environment/{environmentId}/statusesWithStages',
    answer: 'StatusesWithStages',
    scope: 'Read',
    subject: 'environment {environmentId}',
    idempotent: true,
  },
  /**
   * Every service of the environment in one list, each in its own kind's shape (`service_type`
   * says which): the applications, containers and jobs a rollout deploys, and the kinds it does
   * not. Older servers lack it (404), and the three lists below answer for it.
   */
  services: {
    method: 'GET',
    route: '/environment/{environmentId}/services',
    listOf: 'Service',
    scope: 'Read',
    subject: 'environment {environmentId}',
    idempotent: true,
    shared: true,
  },
  /** The environment's applications: their names, and their deployed commit for a rollout. */
  applications: {
    method: 'GET',
    route: '/environment/{environmentId}/application',
    listOf: 'Application',
    scope: 'Read',
    subject: 'environment {environmentId}',
    idempotent: true,
    shared: true,
  },
  /** The environment's containers: their names, and their image tag for a rollout. */
  containers: {
    method: 'GET',
    route: '/environment/{environmentId}/container',
    listOf: 'Container',
    scope: 'Read',
    subject: 'environment {environmentId}',
    idempotent: true,
    shared: true,
  },
  /**
   * The variables the environment sees: its services' built-in ones (scope BUILT_IN, each with
   * `service_id`; an override of one is listed in its place), its project's, and its own.
   */
  variables: {
    method: 'GET',
    route: '/environment/{environmentId}/environmentVariable',
    listOf: 'EnvironmentVariable',
    scope: 'Read',
    subject: 'environment {environmentId}',
    idempotent: true,
    shared: true,
  },
  /** Creates the variable, or replaces the one with the same key: safe to repeat. */
  createVariable: {
    method: 'POST',
    route: '/environment/{environmentId}/environmentVariable',
    body: 'EnvironmentVariableRequest',
    answer: 'EnvironmentVariable',
    scope: 'Write',
    subject: 'environment {environmentId}',
    idempotent: true,
  },
  updateVariable: {
    method: 'PUT',
    route: '/environment/{environmentId}/environmentVariable/{environmentVariableId}',
    body: 'EnvironmentVariableEditRequest',
    answer: 'EnvironmentVariable',
    scope: 'Write',
    subject: 'environment variable {environmentVariableId}',
    idempotent: true,
  },
  /**
   * Gives a variable of a higher scope (a built-in one, a project's) another value in this
   * environment only: a new variable of the same key, scope ENVIRONMENT, type OVERRIDE, naming
   * the original in `overridden_variable`. 400 when the environment has a variable of that key
   * already, or the variable is its own; 404 for an id it does not see. Not repeated once it may
   * have arrived: a second one answers 400.
   */
  overrideVariable: {
    method: 'POST',
    route: '/environment/{environmentId}/environmentVariable/{environmentVariableId}/override',
    body: 'EnvironmentVariableOverrideRequest',
    answer: 'EnvironmentVariable',
    scope: 'Write',
    subject: 'environment variable {environmentVariableId}',
    idempotent: false,
  },
  /**
   * The value of a variable of a higher scope under another key, in this environment only: a new
   * variable, scope ENVIRONMENT, type ALIAS, naming the original in `aliased_variable`. 400 for a
   * key the environment sees already, an alias of an alias, or one of its own variables.
   */
  aliasVariable: {
    method: 'POST',
    route: '/environment/{environmentId}/environmentVariable/{environmentVariableId}/alias',
    body: 'EnvironmentVariableAliasRequest',
    answer: 'EnvironmentVariable',
    scope: 'Write',
    subject: 'environment variable {environmentVariableId}',
    idempotent: false,
  },
  /**
   * Deletes one of the environment's own variables, its overrides and aliases with it; deleting
   * an override shows the original again. A built-in variable cannot be deleted.
   */
  deleteVariable: {
    method: 'DELETE',
    route: '/environment/{environmentId}/environmentVariable/{environmentVariableId}',
    scope: 'Write',
    subject: 'environment variable {environmentVariableId}',
    idempotent: true,
  },
  /**
   * The deployment requests waiting behind the running one (since 2025 the platform queues a
   * deployment requested while another runs, instead of answering 409). Read by a wait only
   * (deployment-queue.ts): one try (Call.poll).
   */
  deploymentQueue: {
    method: 'GET',
    route: '/environment/{environmentId}/deploymentQueue',
    listOf: 'QueuedDeploymentRequest',
    scope: 'Read',
    subject: 'environment {environmentId}',
    idempotent: true,
    poll: true,
  },
  /**
   * Takes one deployment request out of the queue before it runs; the deployment running is left
   * alone. Answers 409 once the request has started or was cancelled already.
   */
  cancelQueued: {
    method: 'POST',
    route: '/deploymentQueue/{deploymentRequestId}/cancelDeployment',
    scope: 'Deploy',
    subject: 'deployment request {deploymentRequestId}',
    idempotent: true,
  },
  /** The state of one deployment request: free of the stale read of `status`. */
  deploymentStatus: {
    method: 'GET',
    route: '/environment/deploymentStatus',
    query: { deploymentRequestId: 'uuid' },
    answer: 'DeploymentRequestStatus',
    scope: 'Read',
    subject: 'deployment request {deploymentRequestId}',
    idempotent: true,
  },
  /** The same state, read by a wait: one try (Call.poll). */
  deploymentStatusPoll: {
    method: 'GET',
    route: '/environment/deploymentStatus',
    query: { deploymentRequestId: 'uuid' },
    answer: 'DeploymentRequestStatus',
    scope: 'Read',
    subject: 'deployment request {deploymentRequestId}',
    idempotent: true,
    poll: true,
  },
});

export const jobs = endpoints({
  /** Not repeated once it may have arrived: a second clone would be a duplicate. */
  clone: {
    method: 'POST',
    route: '/job/{jobId}/clone',
    body: 'JobCloneRequest',
    answer: 'Job',
    mayAnswerEmpty: true,
    scope: 'Write',
    subject: 'job {jobId}',
    idempotent: false,
  },
  /** One job with its kind (`job_type`: LIFECYCLE or CRON) and `schedule`: which events it runs on. */
  get: {
    method: 'GET',
    route: '/job/{jobId}',
    answer: 'Job',
    scope: 'Read',
    subject: 'job {jobId}',
    idempotent: true,
  },
  /**
   * Deploys the one job (at the version given, which becomes its version) in a deployment request
   * of its own. With `forceEvent` (JobForceEvent: START, STOP, DELETE, CRON) it runs that one event
   * of the job alone, the version may be left out, and a job without that event is not deployed
   * (202 all the same, the job's Status unchanged). Answers the job's Status (its
   * `deployment_request_id`), 409 when busy. Not repeated once it may have arrived: a second would
   * run the job twice.
   */
  deploy: {
    method: 'POST',
    route: '/job/{jobId}/deploy',
    query: { forceEvent: 'string?' },
    body: 'JobDeployRequest',
    optionalBody: true,
    answer: 'ServiceStatus',
    mayAnswerEmpty: true,
    scope: 'Deploy',
    subject: 'job {jobId}',
    idempotent: false,
  },
  /** The same at the job's own version, with no body; `forceEvent` as for `deploy`. Not repeated either. */
  redeploy: {
    method: 'POST',
    route: '/job/{jobId}/redeploy',
    query: { forceEvent: 'string?' },
    answer: 'ServiceStatus',
    mayAnswerEmpty: true,
    scope: 'Deploy',
    subject: 'job {jobId}',
    idempotent: false,
  },
});

/**
 * Deployment stages one at a time (the environment's list is `environments.deploymentStages`):
 * they run one after the other by `deployment_order`, the services of a stage side by side.
 */
export const deploymentStages = endpoints({
  get: {
    method: 'GET',
    route: '/deploymentStage/{deploymentStageId}',
    answer: 'DeploymentStage',
    scope: 'Read',
    subject: 'deployment stage {deploymentStageId}',
    idempotent: true,
  },
  /** The stage a service (an application, container, job, …) is in. */
  ofService: {
    method: 'GET',
    route: '/service/{serviceId}/deploymentStage',
    answer: 'DeploymentStage',
    scope: 'Read',
    subject: 'service {serviceId}',
    idempotent: true,
  },
});

/**
 * Environment secrets. A POST on an existing key replaces it, so every write is safe to repeat.
 * The clear value is sent, never returned, and kept out of every message.
 */
export const secrets = endpoints({
  /** The environment's secrets (and those of the scopes above it): keys and dates, never a value. */
  list: {
    method: 'GET',
    route: '/environment/{environmentId}/secret',
    listOf: 'Secret',
    scope: 'Read',
    subject: 'environment {environmentId}',
    idempotent: true,
  },
  /** Creates the secret, or replaces the one with the same key. */
  create: {
    method: 'POST',
    route: '/environment/{environmentId}/secret',
    body: 'SecretRequest',
    sensitive: 'value',
    answer: 'Secret',
    scope: 'Write',
    subject: 'environment {environmentId}',
    idempotent: true,
  },
  /** Edits a secret in place: it keeps its id and `created_at`, and its `updated_at` moves on. */
  edit: {
    method: 'PUT',
    route: '/environment/{environmentId}/secret/{secretId}',
    body: 'SecretEditRequest',
    answer: 'Secret',
    scope: 'Write',
    subject: 'secret {secretId} of environment {environmentId}',
    idempotent: true,
  },
});

/**
 * Variables and secrets in one list, each said secret or not, with those of the scopes above the
 * parent (its project's, the built-in ones). Read to compare two environments by their keys: a
 * secret's value is never in it.
 */
export const variables = endpoints({
  list: {
    method: 'GET',
    route: '/variable',
    query: { parent_id: 'uuid', scope: 'string' },
    listOf: 'Variable',
    scope: 'Read',
    subject: 'environment {parent_id}',
    idempotent: true,
  },
});
