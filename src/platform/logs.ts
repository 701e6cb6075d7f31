/** Logs: what a deployment printed, per environment, and what a running service prints. */
import type { DeploymentLogEntry, ServiceLogLine } from './log-schemas.ts';
import type { Transport } from './transport.ts';

/** The kinds of service whose own log the platform serves; jobs have none. */
export const SERVICE_LOG_ROUTES = {
  APPLICATION: '/application/{serviceId}/log',
  CONTAINER: '/container/{serviceId}/log',
} as const;

export class Logs {
  readonly #transport: Transport;

  constructor(transport: Transport) {
    this.#transport = transport;
  }

  /** The last deployment log entries of the environment (the platform keeps 1000), oldest first. */
  deployment(environmentId: string): Promise<DeploymentLogEntry[]> {
    return this.#transport.json(
      {
        method: 'GET',
        route: '/environment/{environmentId}/logs',
        ids: { environmentId },
        scope: 'Read',
        subject: `environment ${environmentId}`,
        idempotent: true,
      },
      'DeploymentLog',
    );
  }

  /** The last lines the running service printed (the platform keeps 1000), oldest first. */
  service(kind: keyof typeof SERVICE_LOG_ROUTES, serviceId: string): Promise<ServiceLogLine[]> {
    return this.#transport.list(
      {
        method: 'GET',
        route: SERVICE_LOG_ROUTES[kind],
        ids: { serviceId },
        scope: 'Read',
        subject: `${kind.toLowerCase()} ${serviceId}`,
        idempotent: true,
      },
      'ServiceLogLine',
    );
  }
}
