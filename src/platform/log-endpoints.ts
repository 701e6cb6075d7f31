/**
 * The log entries of the Platform API's table (endpoints.ts, which exports them with the rest):
 * kept apart only so that no file of the table grows past its size.
 */
import { endpoints } from './endpoint.ts';

/**
 * Logs: what a deployment printed, per environment, and what a running service prints. A
 * service's own log has one entry per kind that has one: applications and containers (jobs have
 * none).
 */
export const logs = endpoints({
  /** The last deployment log entries of the environment (the platform keeps 1000), oldest first. */
  deployment: {
    method: 'GET',
    route: '/environment/{environmentId}/logs',
    answer: 'DeploymentLog',
    scope: 'Read',
    subject: 'environment {environmentId}',
    idempotent: true,
  },
  /** The last lines the running application printed (the platform keeps 1000), oldest first. */
  application: {
    method: 'GET',
    route: '/application/{serviceId}/log',
    listOf: 'ServiceLogLine',
    scope: 'Read',
    subject: 'application {serviceId}',
    idempotent: true,
  },
  /** The last lines the running container printed (the platform keeps 1000), oldest first. */
  container: {
    method: 'GET',
    route: '/container/{serviceId}/log',
    listOf: 'ServiceLogLine',
    scope: 'Read',
    subject: 'container {serviceId}',
    idempotent: true,
  },
});
