/**
 * Logs: what a deployment printed, per environment, and what a running service prints. Each
 * method performs an entry of endpoints.ts, which says what the platform keeps.
 */
import { perform } from './endpoint.ts';
import { logs } from './endpoints.ts';
import type { DeploymentLogEntry, ServiceLogLine } from './log-schemas.ts';
import type { Transport } from './transport.ts';

/** The kinds of service whose own log the platform serves (jobs have none), with its entry. */
const SERVICE_LOGS = { APPLICATION: logs.application, CONTAINER: logs.container } as const;

/** The route of each kind's log: the operations layer asks which kinds have one. */
export const SERVICE_LOG_ROUTES = { APPLICATION: SERVICE_LOGS.APPLICATION.route, CONTAINER: SERVICE_LOGS.CONTAINER.route } as const;

export class Logs {
  readonly #transport: Transport;

  constructor(transport: Transport) {
    this.#transport = transport;
  }

  deployment(environmentId: string): Promise<DeploymentLogEntry[]> {
    return perform(this.#transport, logs.deployment, { environmentId });
  }

  service(kind: keyof typeof SERVICE_LOG_ROUTES, serviceId: string): Promise<ServiceLogLine[]> {
    return perform(this.#transport, SERVICE_LOGS[kind], { serviceId });
  }
}
