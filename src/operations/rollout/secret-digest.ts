/**
 * The workflow's secrets are what runs: after a run, each key holds the workflow's value, and a
 * secret is left unsent only when the platform shows it is still the one the action set.
 *
 * Where the action keeps what it sent: in each secret's own `description`, a keyed digest
 * (HMAC-SHA256 over the environment's id, the key and the value, keyed with the api-token). The
 * platform hands a service a secret's value, never its description, and the OpenAPI has no
 * variable or secret a service of the environment does not receive (every scope, ENVIRONMENT or
 * a service's own, is injected; an override or alias is a secret like the others): an
 * environment variable of digests would be in every service's environment, listing every key.
 * The description names no key but its own, and goes when the secret goes. Whoever reads it
 * learns nothing of the value, cannot test a guess without the token, and a digest copied with a
 * clone matches nothing in the copy (another environment's id).
 *
 * A secret is verified, and skipped, only when the environment's list (`GET
 * /environment/{id}/secret`, one read) has it at ENVIRONMENT scope, with the digest of the
 * workflow's value in its description, and not changed since it was set: `updated_at` no later
 * than `created_at`. A POST on an existing key replaces the secret with a new one (OpenAPI), so a
 * secret the action set was made by that write; an edit by hand (PUT) keeps the secret and moves
 * `updated_at` on, whatever the description then says. A platform that kept `created_at` through
 * a replace would have every secret sent again on every run: more writes, never a wrong value.
 * Deleted by hand, dropped from the inputs and added back: missing from the list, or no digest
 * of the value, so sent. An environment this run made is read not at all: everything is sent.
 */
import { createHmac } from 'node:crypto';
import type { Secret } from '../../platform/schemas/index.ts';
import type { OperationContext } from '../../run/context.ts';

const MARK = 'Set by platform-deploy; keyed digest of its value:';

function digestOf(token: string, environmentId: string, key: string, value: string): string {
  return createHmac('sha256', token).update(`${environmentId}\0${key}\0${value}`).digest('base64url').slice(0, 22);
}

function descriptionOf(digest: string): string {
  return `${MARK} ${digest}`;
}

/** Still the secret the action set with this digest: present, untouched since, same value. */
function verified(secret: Secret | undefined, digest: string): boolean {
  if (secret?.scope !== 'ENVIRONMENT' || secret.description !== descriptionOf(digest)) return false;
  if (!secret.updated_at) return true;
  const made = Date.parse(secret.created_at ?? '');
  const changed = Date.parse(secret.updated_at);
  return Number.isFinite(made) && Number.isFinite(changed) && changed <= made;
}

export interface SentSecrets {
  /** The keys sent. */
  sent: string[];
  /** The keys verified on the platform as holding the workflow's value: not sent. */
  verified: string[];
}

/**
 * Sends every secret of the inputs the environment's list does not show as the one the action
 * set with the workflow's value. `fresh`: an environment made by this run, whose secrets, copied
 * from its blueprint, can vouch for nothing, so none is read.
 */
export async function sendChangedSecrets(ctx: OperationContext, environmentId: string, fresh: boolean): Promise<SentSecrets> {
  const { client, config } = ctx;
  if (config.secrets.length === 0) return { sent: [], verified: [] };
  const listed = fresh ? [] : await client.secrets.list({ environmentId });
  const own = new Map(listed.filter((secret) => secret.scope === 'ENVIRONMENT').map((secret) => [secret.key, secret]));
  const digests = new Map(config.secrets.map(({ key, value }) => [key, digestOf(config.apiToken, environmentId, key, value)]));
  const changed = config.secrets.filter(({ key }) => !verified(own.get(key), digests.get(key)!));
  await Promise.all(
    changed.map(({ key, value }) =>
      client.secrets.create({ environmentId, body: { key, value, description: descriptionOf(digests.get(key)!) } }),
    ),
  );
  const sent = changed.map(({ key }) => key);
  return { sent, verified: config.secrets.map(({ key }) => key).filter((key) => !sent.includes(key)) };
}
