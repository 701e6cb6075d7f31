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
 * The digest is bound to the secret the platform made for the action's own write: the action
 * sends the secret (POST, whose answer carries the `id` and `created_at` the platform gave it),
 * then writes the description, a keyed digest over the environment's id, the key, the value and
 * that id and `created_at` (PUT). Both are read-only, set by the platform, so a description
 * copied onto a secret re-made by hand (deleted and added, or replaced by a POST) names another
 * secret's id or time and verifies nothing: that key is sent again.
 *
 * A secret is verified, and skipped, only when the environment's list (`GET
 * /environment/{id}/secret`, one read) has it at ENVIRONMENT scope, with its id, `created_at`
 * and `updated_at` (`updated_at` is optional in the OpenAPI, and nothing is verified without
 * it), the digest of the workflow's value bound to that id and `created_at` in its description,
 * and not edited since the action's own description: `updated_at` no later than SETTLED after
 * `created_at`. An edit by hand (PUT) keeps the secret and the description, and moves
 * `updated_at` on: sent again, unless it came within SETTLED of the action's own write, the one
 * window this leaves. A POST answer without an id or `created_at`, or a description write that
 * fails, leaves the secret unverifiable: sent again on the next run, never skipped. Deleted by
 * hand, dropped from the inputs and added back: missing from the list, or no digest of the
 * value, so sent. An environment this run made is read not at all: everything is sent.
 */
import { createHmac } from 'node:crypto';
import { errorMessage } from '../../basics/error-message.ts';
import type { Secret } from '../../platform/schemas/index.ts';
import type { OperationContext } from '../../run/context.ts';
import type { SecretEntry } from '../../config/parsers.ts';

const MARK = 'Set by platform-deploy; keyed digest of its value:';
/** What a secret carries between the action's send and its description: it verifies nothing. */
const SENDING = 'Set by platform-deploy';
/**
 * How long after a secret was made its description may have been written: the action writes it
 * right after the answer to its send, so an `updated_at` later than this is an edit by someone else.
 */
const SETTLED_MS = 15_000;

/** What the platform made of the action's own send: the secret's id and `created_at`. */
interface Made {
  id: string;
  createdAt: string;
}

function digestOf(token: string, environmentId: string, key: string, value: string, made: Made): string {
  return createHmac('sha256', token)
    .update([environmentId, key, value, made.id, made.createdAt].join('\0'))
    .digest('base64url')
    .slice(0, 22);
}

function descriptionOf(digest: string): string {
  return `${MARK} ${digest}`;
}

/** The id and `created_at` the platform gave the secret, when it says both. */
function madeOf(secret: Secret | undefined): Made | undefined {
  return secret?.id && secret.created_at ? { id: secret.id, createdAt: secret.created_at } : undefined;
}

/** Still the secret the action made and described with this value: present, the digest its own, untouched since. */
function verified(ctx: OperationContext, environmentId: string, entry: SecretEntry, secret: Secret | undefined): boolean {
  const made = madeOf(secret);
  if (!made || secret?.scope !== 'ENVIRONMENT' || !secret.updated_at) return false;
  const digest = digestOf(ctx.config.apiToken, environmentId, entry.key, entry.value, made);
  if (secret.description !== descriptionOf(digest)) return false;
  const created = Date.parse(made.createdAt);
  const changed = Date.parse(secret.updated_at);
  return Number.isFinite(created) && Number.isFinite(changed) && changed >= created && changed - created <= SETTLED_MS;
}

/**
 * Sends one secret, then binds its description to the secret the platform made. Without an id or
 * `created_at` in the answer, or when the description is not written, the secret is set all the
 * same and verifies nothing: the next run sends it again.
 */
async function send(ctx: OperationContext, environmentId: string, { key, value }: SecretEntry): Promise<{ describe: () => Promise<void> }> {
  const { client, config, log } = ctx;
  const answer = await client.secrets.create({ environmentId, body: { key, value, description: SENDING } });
  const made = madeOf(answer);
  if (!made) return { describe: () => Promise.resolve() };
  const description = descriptionOf(digestOf(config.apiToken, environmentId, key, value, made));
  const describe = () =>
    client.secrets.edit({ environmentId, secretId: made.id, body: { key, description } }).then(
      () => undefined,
      (error: unknown) => {
        log.info(`Secret ${key} is set; its description was not written (${errorMessage(error)}), so the next run sends it again`);
      },
    );
  return { describe };
}

export interface SentSecrets {
  /** The keys sent. */
  sent: string[];
  /** The keys verified on the platform as holding the workflow's value: not sent. */
  verified: string[];
  /**
   * Writes the sent secrets' descriptions (never rejects). They only save the next run a send, so
   * they go out once the deployment is requested, adding no round trip on the way to it; a run
   * that ends before leaves those secrets unverified, and the next run sends them again.
   */
  describe: () => Promise<void>;
}

/**
 * Sends every secret of the inputs the environment's list does not show as the one the action
 * set with the workflow's value. `fresh`: an environment made by this run, whose secrets, copied
 * from its blueprint, can vouch for nothing, so none is read.
 */
export async function sendChangedSecrets(
  ctx: OperationContext,
  environmentId: string,
  fresh: boolean,
  secrets: readonly SecretEntry[],
): Promise<SentSecrets> {
  const { client } = ctx;
  if (secrets.length === 0) return { sent: [], verified: [], describe: () => Promise.resolve() };
  const listed = fresh ? [] : await client.secrets.list({ environmentId });
  const own = new Map(listed.filter((secret) => secret.scope === 'ENVIRONMENT').map((secret) => [secret.key, secret]));
  const changed = secrets.filter((entry) => !verified(ctx, environmentId, entry, own.get(entry.key)));
  const sending = await Promise.all(changed.map((entry) => send(ctx, environmentId, entry)));
  const sent = changed.map(({ key }) => key);
  return {
    sent,
    verified: secrets.map(({ key }) => key).filter((key) => !sent.includes(key)),
    describe: () => Promise.all(sending.map((each) => each.describe())).then(() => undefined),
  };
}
