/**
 * Environment secrets. Each method performs the entry of the same name in endpoints.ts, which
 * says what the platform does; the clear value a write sends is kept out of every message.
 */
import { perform } from './endpoint.ts';
import { secrets } from './endpoints.ts';
import type { Secret, SecretRequest } from './schemas.ts';
import type { Transport } from './transport.ts';

export class Secrets {
  readonly #transport: Transport;

  constructor(transport: Transport) {
    this.#transport = transport;
  }

  list(environmentId: string): Promise<Secret[]> {
    return perform(this.#transport, secrets.list, { environmentId });
  }

  create(environmentId: string, body: SecretRequest): Promise<Secret> {
    return perform(this.#transport, secrets.create, { environmentId, body });
  }

  get(environmentId: string, secretId: string): Promise<Secret> {
    return perform(this.#transport, secrets.get, { environmentId, secretId });
  }

  update(environmentId: string, secretId: string, body: SecretRequest): Promise<Secret> {
    return perform(this.#transport, secrets.update, { environmentId, secretId, body });
  }

  delete(environmentId: string, secretId: string): Promise<void> {
    return perform(this.#transport, secrets.delete, { environmentId, secretId });
  }
}
