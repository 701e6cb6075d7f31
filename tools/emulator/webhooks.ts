/** Deliveries of deployment events to the registered `target_url`s, fire and forget. */
import { request as httpRequest, type ClientRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { DeploymentEvent } from './engine.ts';
import type { Store } from './store.ts';

export class WebhookDeliveries {
  private readonly store: Store;
  private readonly log: (line: string) => void;
  private readonly inFlight = new Set<ClientRequest>();

  constructor(store: Store, log: (line: string) => void) {
    this.store = store;
    this.log = log;
  }

  deliver(event: DeploymentEvent): void {
    for (const hook of this.store.webhooks.values()) {
      if (!hook.enabled || hook.organizationId !== event.organizationId || !hook.events.includes(event.type)) continue;
      this.post(hook.target_url, {
        event_type: event.type,
        payload: {
          application_id: event.serviceId,
          environment_id: event.environmentId,
          deployment_request_id: event.deploymentRequestId,
          organization_id: event.organizationId,
        },
      });
    }
  }

  close(): void {
    for (const pending of this.inFlight) pending.destroy();
    this.inFlight.clear();
  }

  private post(target: string, body: object): void {
    const payload = JSON.stringify(body);
    const send = target.startsWith('https:') ? httpsRequest : httpRequest;
    const pending = send(target, {
      method: 'POST',
      agent: false,
      timeout: 5000,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
    });
    this.inFlight.add(pending);
    const done = () => this.inFlight.delete(pending);
    pending.on('response', (response) => {
      response.resume();
      response.on('end', done);
    });
    pending.on('timeout', () => pending.destroy());
    pending.on('error', (error) => {
      done();
      this.log(`webhook delivery to ${new URL(target).origin} failed: ${error.message}`);
    });
    pending.on('close', done);
    pending.end(payload);
  }
}
