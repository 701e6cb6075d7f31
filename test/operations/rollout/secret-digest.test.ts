/**
 * Secrets sent only when they changed since the action last set them on the environment, told
 * by a keyed digest kept in an environment variable: never the values, never a plain hash.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlatformClient } from '../../../src/platform/client.ts';
import { startEmulator, type Emulator } from '../../../tools/emulator/index.ts';
import { pushEvent, runAgainst, SCALE } from '../../../tools/runner/in-process.ts';

const DIGEST = 'PLATFORM_DEPLOY_SECRETS_DIGEST';
let emulator: Emulator;

beforeAll(async () => {
  emulator = await startEmulator({ speed: SCALE, staleMs: 3000 * SCALE });
});
afterAll(() => emulator.close());

async function deploy(secrets: string, token?: string, client?: PlatformClient) {
  const environmentId = emulator.seed.productionEnvironmentId;
  emulator.clearRequests();
  const { result, lines } = await runAgainst(
    emulator,
    { environment: environmentId, secrets, ...(token ? { 'api-token': token } : {}) },
    pushEvent,
    client ? { client } : {},
  );
  const sent = emulator.requests().filter((request) => request.method === 'POST' && request.path.endsWith('/secret')).length;
  return { result, lines, sent, environmentId };
}

function digestVariable(environmentId: string): string {
  return emulator.variables(environmentId).find((variable) => variable.key === DIGEST)?.value ?? '';
}

describe('secrets on a deploy', { timeout: 60_000 }, () => {
  it('sends each secret the first time, none unchanged, and only the one that changed', async () => {
    const first = await deploy('API_KEY=k3y-value\nDB_PASSWORD=pa55-value');
    expect(first.result.outcome).toBe('success');
    expect(first.sent).toBe(2);
    const { environmentId } = first;
    expect(emulator.secretHolds(environmentId, 'API_KEY', 'k3y-value')).toBe(true);

    const again = await deploy('API_KEY=k3y-value\nDB_PASSWORD=pa55-value');
    expect(again.result).toMatchObject({ outcome: 'success', secretNames: ['API_KEY', 'DB_PASSWORD'] });
    expect(again.sent).toBe(0);
    expect(again.lines).toContain('Secrets API_KEY, DB_PASSWORD unchanged since they were last set: not sent again');

    const changed = await deploy('API_KEY=n3w-value\nDB_PASSWORD=pa55-value\nADDED=4dded-value');
    expect(changed.sent).toBe(2);
    expect(emulator.secretHolds(environmentId, 'API_KEY', 'n3w-value')).toBe(true);
    expect(emulator.secretHolds(environmentId, 'ADDED', '4dded-value')).toBe(true);
    expect(changed.lines).toContain('Set secrets API_KEY, ADDED');
  });

  it('keeps in the variable neither a value nor a plain hash of one', async () => {
    const { environmentId } = await deploy('PLAIN=pl4in-value-42');
    const kept = digestVariable(environmentId);
    expect(kept).toMatch(/^v1 /);
    for (const form of ['pl4in-value-42', createHash('sha256').update('pl4in-value-42').digest('base64url').slice(0, 22)]) {
      expect(kept).not.toContain(form);
    }
    expect(createHash('sha256').update('pl4in-value-42').digest('hex')).not.toContain(kept.split('=')[1]!);
  });

  it('sends again every secret whose digest was edited, or was made with another token', async () => {
    const { environmentId } = await deploy('EDITED=ed1ted-value\nKEPT=k3pt-value');
    const kept = digestVariable(environmentId);
    // Someone edits the digest of EDITED: the action cannot tell it from a changed secret, so it sends it.
    const tampered = kept.replace(/EDITED=[^ ]+/, 'EDITED=AAAAAAAAAAAAAAAAAAAAAA');
    const variable = emulator.variables(environmentId).find((each) => each.key === DIGEST)!;
    await fetch(`${emulator.url}/environment/${environmentId}/environmentVariable/${variable.id}`, {
      method: 'PUT',
      headers: { Authorization: `Token ${emulator.tokens.admin}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ key: DIGEST, value: tampered }),
    });
    const after = await deploy('EDITED=ed1ted-value\nKEPT=k3pt-value');
    expect(after.sent).toBe(1);
    expect(after.lines).toContain('Set secrets EDITED');
    // Another token's digests vouch for nothing: no one without the token can make one that matches.
    const otherToken = await deploy('EDITED=ed1ted-value\nKEPT=k3pt-value', emulator.tokens.jwt);
    expect(otherToken.sent).toBe(2);
  });

  it('deploys when the digests cannot be kept, says so, and the next run sends the secrets again', async () => {
    const client = new PlatformClient({ baseUrl: emulator.url, token: emulator.tokens.admin, baseDelayMs: 1, maxAttempts: 1 });
    const create = client.environments.createVariable;
    client.environments.createVariable = (params) =>
      params.body.key === DIGEST ? Promise.reject(new Error('the variable write failed')) : create(params);
    const failed = await deploy('LOST=l0st-value', undefined, client);
    expect(failed.result.outcome).toBe('success');
    expect(failed.sent).toBe(1);
    expect(failed.lines).toContain(
      'warning: Could not keep the digests of the secrets (the variable write failed): the next run sends them again',
    );
    const next = await deploy('LOST=l0st-value');
    expect(next.sent).toBe(1);
  });
});
