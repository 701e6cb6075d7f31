/**
 * Environment secrets. A POST on an existing key replaces it, so every write is safe to repeat.
 * The clear value is sent, never returned, and kept out of every message.
 */
import type { Secret, SecretRequest } from './schemas.ts';
import type { Call, Transport } from './transport.ts';

function sensitive(body: SecretRequest): Pick<Call, 'sensitive'> {
  return typeof body.value === 'string' ? { sensitive: [body.value] } : {};
}

export class Secrets {
  readonly #transport: Transport;

  constructor(transport: Transport) {
    this.#transport = transport;
  }

  list(environmentId: string): Promise<Secret[]> {
    return this.#transport.list(
      {
        method: 'GET',
        route: '/environment/{environmentId}/secret',
        ids: { environmentId },
        scope: 'Read',
        subject: `environment ${environmentId}`,
        idempotent: true,
      },
      'Secret',
    );
  }

  /** Creates the secret, or replaces the one with the same key. */
  create(environmentId: string, body: SecretRequest): Promise<Secret> {
    return this.#transport.json(
      {
        method: 'POST',
        route: '/environment/{environmentId}/secret',
        ids: { environmentId },
        body: { shape: 'SecretRequest', value: body },
        scope: 'Write',
        subject: `environment ${environmentId}`,
        idempotent: true,
        ...sensitive(body),
      },
      'Secret',
    );
  }

  get(environmentId: string, secretId: string): Promise<Secret> {
    return this.#transport.json(
      {
        method: 'GET',
        route: '/environment/{environmentId}/secret/{secretId}',
        ids: { environmentId, secretId },
        scope: 'Read',
        subject: `secret ${secretId} of environment ${environmentId}`,
        idempotent: true,
      },
      'Secret',
    );
  }

  /** The service wants `key` even when it does not change. */
  update(environmentId: string, secretId: string, body: SecretRequest): Promise<Secret> {
    return this.#transport.json(
      {
        method: 'PUT',
        route: '/environment/{environmentId}/secret/{secretId}',
        ids: { environmentId, secretId },
        body: { shape: 'SecretRequest', value: body },
        scope: 'Write',
        subject: `secret ${secretId} of environment ${environmentId}`,
        idempotent: true,
        ...sensitive(body),
      },
      'Secret',
    );
  }

  delete(environmentId: string, secretId: string): Promise<void> {
    return this.#transport.empty({
      method: 'DELETE',
      route: '/environment/{environmentId}/secret/{secretId}',
      ids: { environmentId, secretId },
      scope: 'Write',
      subject: `secret ${secretId} of environment ${environmentId}`,
      idempotent: true,
    });
  }
}
