/**
 * Secrets sent only when they changed. The environment keeps, in one variable, a keyed digest of
 * each secret the action last sent it: HMAC-SHA256 over the environment's id, the key and the
 * value, keyed with the api-token. Whoever reads the variable learns nothing of a value, cannot
 * test a guess without the token, and a digest copied with a clone matches nothing in the copy.
 *
 * The variable is checked, never trusted: a digest that does not match sends the secret, and the
 * worst an edited one can do is have a secret sent again. It is written after every secret it
 * vouches for was accepted, so a run that fails half-way leaves the next one sending them again.
 * A secret changed or deleted on the platform by hand, outside the action, is not sent back until
 * its value in the inputs changes (or the variable is deleted).
 */
import { createHmac } from 'node:crypto';
import { errorMessage } from '../../basics/error-message.ts';
import type { OperationContext } from '../../run/context.ts';

/** The environment variable holding the digests of the secrets the action last sent. */
const DIGEST_VARIABLE = 'PLATFORM_DEPLOY_SECRETS_DIGEST';
const VERSION = 'v1';

function digestOf(token: string, environmentId: string, key: string, value: string): string {
  return createHmac('sha256', token).update(`${environmentId}\0${key}\0${value}`).digest('base64url').slice(0, 22);
}

/** `v1 KEY=digest KEY=digest`: the key and digest of each secret, in the inputs' order. */
function written(digests: ReadonlyMap<string, string>): string {
  return [VERSION, ...[...digests].map(([key, digest]) => `${key}=${digest}`)].join(' ');
}

function read(value: string | null | undefined): Map<string, string> {
  const [version, ...entries] = (value ?? '').split(' ');
  if (version !== VERSION) return new Map();
  return new Map(entries.map((entry) => entry.split('=', 2) as [string, string]).filter(([, digest]) => digest !== undefined));
}

export interface SentSecrets {
  /** The keys sent. */
  sent: string[];
  /**
   * Records the digests, once every secret sent was accepted: called beside the trigger, so that
   * it costs no round trip of its own. Never rejects: a digest not kept has the next run send the
   * secrets again, said in a warning.
   */
  record: () => Promise<void>;
}

/**
 * Sends the secrets of the inputs that the environment's digests do not vouch for, then records
 * the digests of all of them. `fresh`: an environment made by this run, whose digests, copied from
 * its blueprint, can vouch for nothing, so none is read.
 */
export async function sendChangedSecrets(ctx: OperationContext, environmentId: string, fresh: boolean): Promise<SentSecrets> {
  const { client, config, log } = ctx;
  if (config.secrets.length === 0) return { sent: [], record: () => Promise.resolve() };
  const variables = fresh ? [] : await client.environments.variables({ environmentId });
  const kept = read(variables.find((variable) => variable.key === DIGEST_VARIABLE)?.value);
  const digests = new Map(config.secrets.map(({ key, value }) => [key, digestOf(config.apiToken, environmentId, key, value)]));
  const changed = config.secrets.filter(({ key }) => kept.get(key) !== digests.get(key));
  await Promise.all(changed.map(({ key, value }) => client.secrets.create({ environmentId, body: { key, value } })));
  const record = () =>
    changed.length === 0
      ? Promise.resolve()
      : client.environments
          .createVariable({
            environmentId,
            body: {
              key: DIGEST_VARIABLE,
              value: written(digests),
              description: 'Keyed digests of the secrets platform-deploy last set: which of them it need not send again',
            },
          })
          .then(
            () => undefined,
            (error: unknown) =>
              log.warning(`Could not keep the digests of the secrets (${errorMessage(error)}): the next run sends them again`),
          );
  return { sent: changed.map(({ key }) => key), record };
}
