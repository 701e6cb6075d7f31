/**
 * Every operation of the Platform API the client performs, one entry of data each: method,
 * route, the schemas of body and answer (by name, see shapes.ts), scope, the 404 subject, and
 * whether it is safe to repeat. The resource classes only map their parameters onto an entry;
 * what an operation does on the platform is said here, beside its entry.
 *
 * Idempotent: a GET, PUT or DELETE, an upsert, a cancel. Anything else is repeated only when
 * the service provably did not act on it (a 429, or a connection that was never made).
 */
import { endpoints } from './endpoint.ts';

export const environments = endpoints({
  get: {
    method: 'GET', route: '/environment/{environmentId}', answer: 'Environment',
    scope: 'Read', subject: 'environment {environmentId}', idempotent: true,
  },
  /** The environments of a project (names compare case-insensitively on the service). */
  list: {
    method: 'GET', route: '/project/{projectId}/environment', listOf: 'Environment',
    scope: 'Read', subject: 'project {projectId}', idempotent: true,
  },
  /** Answers 409 when the name is taken in the project. Not repeated once it may have arrived. */
  create: {
    method: 'POST', route: '/project/{projectId}/environment', body: 'EnvironmentCreateRequest', answer: 'Environment',
    scope: 'Write', subject: 'project {projectId}', idempotent: false,
  },
  /** Copies configuration and services (not database data) and does not deploy. */
  clone: {
    method: 'POST', route: '/environment/{environmentId}/clone', body: 'EnvironmentCloneRequest', answer: 'Environment',
    scope: 'Write', subject: 'environment {environmentId}', idempotent: false,
  },
  /** May show the previous deployment's state for a few seconds after a trigger. */
  status: {
    method: 'GET', route: '/environment/{environmentId}/status', answer: 'EnvironmentStatus',
    scope: 'Read', subject: 'environment {environmentId}', idempotent: true,
  },
  deploy: {
    method: 'POST', route: '/environment/{environmentId}/deploy',
    scope: 'Deploy', subject: 'environment {environmentId}', idempotent: false,
  },
  redeploy: {
    method: 'POST', route: '/environment/{environmentId}/redeploy', answer: 'EnvironmentStatus',
    scope: 'Deploy', subject: 'environment {environmentId}', idempotent: false,
  },
  /**
   * Deploys the selected services, each at the version given (which becomes its version), in
   * one deployment request. Answers 400 naming a service that is not the environment's, 409 when
   * busy. Not repeated once it may have arrived: a second would be a second deployment.
   */
  deployServices: {
    method: 'POST', route: '/environment/{environmentId}/service/deploy', body: 'ServiceDeployRequest', answer: 'EnvironmentStatus',
    scope: 'Deploy', subject: 'environment {environmentId}', idempotent: false,
  },
  /** Cancelling twice cancels once: safe to repeat. */
  cancelDeployment: {
    method: 'POST', route: '/environment/{environmentId}/cancelDeployment', body: 'CancelDeploymentRequest', optionalBody: true, answer: 'EnvironmentStatus',
    scope: 'Deploy', subject: 'environment {environmentId}', idempotent: true,
  },
  /** Asynchronous: the environment goes through DELETE_QUEUED, DELETING, DELETED, then 404. */
  delete: {
    method: 'DELETE', route: '/environment/{environmentId}',
    scope: 'Write', subject: 'environment {environmentId}', idempotent: true,
  },
  /** Public URLs of the environment's services; none before a service has deployed. */
  links: {
    method: 'GET', route: '/environment/{environmentId}/link', listOf: 'Link',
    scope: 'Read', subject: 'environment {environmentId}', idempotent: true,
  },
  jobs: {
    method: 'GET', route: '/environment/{environmentId}/job', listOf: 'Job',
    scope: 'Read', subject: 'environment {environmentId}', idempotent: true,
  },
  /** The environment's deployment stages with the ids of their services: where stage names come from. */
  deploymentStages: {
    method: 'GET', route: '/environment/{environmentId}/deploymentStage', listOf: 'DeploymentStage',
    scope: 'Read', subject: 'environment {environmentId}', idempotent: true,
  },
  /** Each stage's name and status with the Status of every service in it: steps and durations. */
  statusesWithStages: {
    method: 'GET', route: '/environment/{environmentId}/statusesWithStages', answer: 'StatusesWithStages',
    scope: 'Read', subject: 'environment {environmentId}', idempotent: true,
  },
  /** The environment's applications: their names, and their deployed commit for a rollout. */
  applications: {
    method: 'GET', route: '/environment/{environmentId}/application', listOf: 'Application',
    scope: 'Read', subject: 'environment {environmentId}', idempotent: true,
  },
  /** The environment's containers: their names, and their image tag for a rollout. */
  containers: {
    method: 'GET', route: '/environment/{environmentId}/container', listOf: 'Container',
    scope: 'Read', subject: 'environment {environmentId}', idempotent: true,
  },
  /** The state of one deployment request: free of the stale read of `status`. */
  deploymentStatus: {
    method: 'GET', route: '/environment/deploymentStatus', query: { deploymentRequestId: 'uuid' }, answer: 'DeploymentRequestStatus',
    scope: 'Read', subject: 'deployment request {deploymentRequestId}', idempotent: true,
  },
});

export const jobs = endpoints({
  get: {
    method: 'GET', route: '/job/{jobId}', answer: 'Job',
    scope: 'Read', subject: 'job {jobId}', idempotent: true,
  },
  update: {
    method: 'PUT', route: '/job/{jobId}', body: 'JobUpdateRequest', answer: 'Job',
    scope: 'Write', subject: 'job {jobId}', idempotent: true,
  },
  /** Not repeated once it may have arrived: a second clone would be a duplicate. */
  clone: {
    method: 'POST', route: '/job/{jobId}/clone', body: 'JobCloneRequest', answer: 'Job',
    scope: 'Write', subject: 'job {jobId}', idempotent: false,
  },
  /** Deploys an image tag or a git commit, never both. */
  deploy: {
    method: 'POST', route: '/job/{jobId}/deploy', body: 'JobDeployRequest',
    scope: 'Deploy', subject: 'job {jobId}', idempotent: false,
  },
});

/**
 * Environment secrets. A POST on an existing key replaces it, so every write is safe to repeat.
 * The clear value is sent, never returned, and kept out of every message.
 */
export const secrets = endpoints({
  list: {
    method: 'GET', route: '/environment/{environmentId}/secret', listOf: 'Secret',
    scope: 'Read', subject: 'environment {environmentId}', idempotent: true,
  },
  /** Creates the secret, or replaces the one with the same key. */
  create: {
    method: 'POST', route: '/environment/{environmentId}/secret', body: 'SecretRequest', sensitive: 'value', answer: 'Secret',
    scope: 'Write', subject: 'environment {environmentId}', idempotent: true,
  },
  get: {
    method: 'GET', route: '/environment/{environmentId}/secret/{secretId}', answer: 'Secret',
    scope: 'Read', subject: 'secret {secretId} of environment {environmentId}', idempotent: true,
  },
  /** The service wants `key` even when it does not change. */
  update: {
    method: 'PUT', route: '/environment/{environmentId}/secret/{secretId}', body: 'SecretRequest', sensitive: 'value', answer: 'Secret',
    scope: 'Write', subject: 'secret {secretId} of environment {environmentId}', idempotent: true,
  },
  delete: {
    method: 'DELETE', route: '/environment/{environmentId}/secret/{secretId}',
    scope: 'Write', subject: 'secret {secretId} of environment {environmentId}', idempotent: true,
  },
});

/** Logs: what a deployment printed, per environment, and what a running service prints. */
export const logs = endpoints({
  /** The last deployment log entries of the environment (the platform keeps 1000), oldest first. */
  deployment: {
    method: 'GET', route: '/environment/{environmentId}/logs', answer: 'DeploymentLog',
    scope: 'Read', subject: 'environment {environmentId}', idempotent: true,
  },
  /** The last lines the running application printed (the platform keeps 1000), oldest first. */
  application: {
    method: 'GET', route: '/application/{serviceId}/log', listOf: 'ServiceLogLine',
    scope: 'Read', subject: 'application {serviceId}', idempotent: true,
  },
  /** The last lines the running container printed (the platform keeps 1000), oldest first. */
  container: {
    method: 'GET', route: '/container/{serviceId}/log', listOf: 'ServiceLogLine',
    scope: 'Read', subject: 'container {serviceId}', idempotent: true,
  },
});

export const applications = endpoints({
  create: {
    method: 'POST', route: '/environment/{environmentId}/application', body: 'ApplicationCreateRequest', answer: 'Application',
    scope: 'Write', subject: 'environment {environmentId}', idempotent: false,
  },
  get: {
    method: 'GET', route: '/application/{applicationId}', answer: 'Application',
    scope: 'Read', subject: 'application {applicationId}', idempotent: true,
  },
  /** Deploys the given commit (which becomes the application's), or its current one when none is given. */
  deploy: {
    method: 'POST', route: '/application/{applicationId}/deploy', body: 'ApplicationDeployRequest', optionalBody: true, answer: 'ServiceDeployStatus',
    scope: 'Deploy', subject: 'application {applicationId}', idempotent: false,
  },
  status: {
    method: 'GET', route: '/application/{applicationId}/status', answer: 'ApplicationStatus',
    scope: 'Read', subject: 'application {applicationId}', idempotent: true,
  },
  /** Not known to be an upsert: not repeated once it may have arrived. */
  createVariable: {
    method: 'POST', route: '/application/{applicationId}/environmentVariable', body: 'EnvironmentVariableRequest', answer: 'EnvironmentVariable',
    scope: 'Write', subject: 'application {applicationId}', idempotent: false,
  },
  variables: {
    method: 'GET', route: '/application/{applicationId}/environmentVariable', listOf: 'EnvironmentVariable',
    scope: 'Read', subject: 'application {applicationId}', idempotent: true,
  },
  /** Its value is sent, never returned, and kept out of every message. */
  createSecret: {
    method: 'POST', route: '/application/{applicationId}/secret', body: 'EnvironmentVariableRequest', sensitive: 'value', answer: 'Created',
    scope: 'Write', subject: 'application {applicationId}', idempotent: false,
  },
  /** The last `tail` lines of the application's log. */
  logs: {
    method: 'GET', route: '/application/{applicationId}/log', query: { tail: 'number?' }, answer: 'ApplicationLog',
    scope: 'Read', subject: 'application {applicationId}', idempotent: true,
  },
});

export const containers = endpoints({
  get: {
    method: 'GET', route: '/container/{containerId}', answer: 'Container',
    scope: 'Read', subject: 'container {containerId}', idempotent: true,
  },
  /** Deploys the given image tag, which becomes the container's. */
  deploy: {
    method: 'POST', route: '/container/{containerId}/deploy', body: 'ContainerDeployRequest', answer: 'ServiceDeployStatus',
    scope: 'Deploy', subject: 'container {containerId}', idempotent: false,
  },
});

export const databases = endpoints({
  create: {
    method: 'POST', route: '/environment/{environmentId}/database', body: 'DatabaseCreateRequest', answer: 'Database',
    scope: 'Write', subject: 'environment {environmentId}', idempotent: false,
  },
  /** Sent without a body: the spec lists no request members. */
  deploy: {
    method: 'POST', route: '/database/{databaseId}/deploy', answer: 'DatabaseDeployment',
    scope: 'Deploy', subject: 'database {databaseId}', idempotent: false,
  },
});

export const organizations = endpoints({
  /** The organizations the token can see: one alone, or a page of them (see Organizations.list). */
  list: {
    method: 'GET', route: '/organization', answer: 'OrganizationAnswer',
    scope: 'Read', subject: 'organization', idempotent: true,
  },
  /** The branches of the repository `name`, read with the git token `gitTokenId`. */
  gitBranches: {
    method: 'GET', route: '/organization/{organizationId}/account/githost/repository/branch', query: { name: 'string?', gitTokenId: 'uuid?' }, listOf: 'GitBranch',
    scope: 'Read', subject: 'organization {organizationId}', idempotent: true,
  },
  /** The link to an invoice's PDF. */
  invoiceLink: {
    method: 'GET', route: '/organization/{organizationId}/invoice/{invoiceId}/download', answer: 'InvoiceLink',
    scope: 'Read', subject: 'invoice {invoiceId} of organization {organizationId}', idempotent: true,
  },
});

export const projects = endpoints({
  list: {
    method: 'GET', route: '/organization/{organizationId}/project', listOf: 'Project',
    scope: 'Read', subject: 'organization {organizationId}', idempotent: true,
  },
  create: {
    method: 'POST', route: '/organization/{organizationId}/project', body: 'ProjectCreateRequest', answer: 'Created',
    scope: 'Write', subject: 'organization {organizationId}', idempotent: false,
  },
});

export const webhooks = endpoints({
  create: {
    method: 'POST', route: '/organization/{organizationId}/webhook', body: 'WebhookCreateRequest', answer: 'Webhook',
    scope: 'Write', subject: 'organization {organizationId}', idempotent: false,
  },
});

export const clusters = endpoints({
  cloudProviderInfo: {
    method: 'GET', route: '/organization/{organizationId}/cluster/{clusterId}/cloudProviderInfo', answer: 'ClusterCloudProviderInfo',
    scope: 'Read', subject: 'cluster {clusterId} of organization {organizationId}', idempotent: true,
  },
  /** Renames a set of on-premise credentials. */
  editCredentials: {
    method: 'PUT', route: '/organization/{organizationId}/onPremise/credentials/{credentialsId}', body: 'ClusterCredentialsRequest', answer: 'ClusterCredentials',
    scope: 'Write', subject: 'credentials {credentialsId} of organization {organizationId}', idempotent: true,
  },
});

/** The catalog of regions and default settings. */
export const catalog = endpoints({
  azureRegions: {
    method: 'GET', route: '/azure/region', listOf: 'AzureRegion',
    scope: 'Read', subject: 'the Azure region list', idempotent: true,
  },
  defaultClusterAdvancedSettings: {
    method: 'GET', route: '/defaultClusterAdvancedSettings', answer: 'ClusterAdvancedSettings',
    scope: 'Read', subject: 'the default cluster advanced settings', idempotent: true,
  },
});
