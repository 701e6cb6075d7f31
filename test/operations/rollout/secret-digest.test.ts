/**
 * The workflow's secrets are what runs: a secret is left unsent only when the environment's list
 * shows it as the action set it, with a keyed digest of the workflow's value in its description
 * and untouched since; changed, deleted or dropped and re-added, it is sent.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../../tools/emulator/index.ts';
import { pushEvent, runAgainst, SCALE } from '../../../tools/runner/in-process.ts';

let emulator: Emulator;

beforeAll(async () => {
  emulator = await startEmulator({ speed: SCALE, staleMs: 3000 * SCALE });
});
afterAll(() => emulator.close());

async function deploy(secrets: string, token?: string) {
  const environmentId = emulator.seed.productionEnvironmentId;
  emulator.clearRequests();
  const { result, lines } = await runAgainst(
    emulator,
    { environment: environmentId, secrets, ...(token ? { 'api-token': token } : {}) },
    pushEvent,
  );
  const sent = emulator.requests().filter((request) => request.method === 'POST' && request.path.endsWith('/secret')).length;
  return { result, lines, sent, environmentId };
}

/** A person at the console: edits (PUT) or deletes a secret, through the platform's API. */
async function byHand(environmentId: string, key: string, edit: { value: string } | 'delete') {
  const secret = emulator.secrets(environmentId).find((each) => each.key === key)!;
  await new Promise((resolve) => setTimeout(resolve, 5));
  const answer = await fetch(`${emulator.url}/environment/${environmentId}/secret/${secret.id}`, {
    method: edit === 'delete' ? 'DELETE' : 'PUT',
    headers: { Authorization: `Token ${emulator.tokens.admin}`, 'Content-Type': 'application/json' },
    ...(edit === 'delete' ? {} : { body: JSON.stringify({ key, value: edit.value }) }),
  });
  expect(answer.ok).toBe(true);
  // The edit as a person makes it, well after the action wrote the secret: a minute on by the platform's clock.
  const edited = emulator.secrets(environmentId).find((each) => each.key === key);
  if (edited) edited.updated_at = new Date(Date.parse(edited.created_at) + 60_000).toISOString();
}

describe('secrets on a deploy', { timeout: 60_000 }, () => {
  it('sends each secret the first time, none verified unchanged, and only the one that changed', async () => {
    const first = await deploy('API_KEY=k3y-value\nDB_PASSWORD=pa55-value');
    expect(first.result.outcome).toBe('success');
    expect(first.sent).toBe(2);
    const { environmentId } = first;
    expect(emulator.secretHolds(environmentId, 'API_KEY', 'k3y-value')).toBe(true);

    const again = await deploy('API_KEY=k3y-value\nDB_PASSWORD=pa55-value');
    expect(again.result).toMatchObject({ outcome: 'success', secretNames: ['API_KEY', 'DB_PASSWORD'] });
    expect(again.sent).toBe(0);
    expect(again.lines).toContain(
      'Secrets API_KEY, DB_PASSWORD verified on the platform (set by this action to these values, unchanged since): not sent again',
    );

    const changed = await deploy('API_KEY=n3w-value\nDB_PASSWORD=pa55-value\nADDED=4dded-value');
    expect(changed.sent).toBe(2);
    expect(emulator.secretHolds(environmentId, 'API_KEY', 'n3w-value')).toBe(true);
    expect(emulator.secretHolds(environmentId, 'ADDED', '4dded-value')).toBe(true);
    expect(changed.lines).toContain('Set secrets API_KEY, ADDED');
    // Replaced, not edited: the value just set is verified on the next run.
    expect((await deploy('API_KEY=n3w-value\nDB_PASSWORD=pa55-value\nADDED=4dded-value')).sent).toBe(0);
  });

  it('puts back a secret changed by hand, its description kept, and says nothing of it as verified', async () => {
    const { environmentId } = await deploy('HAND_EDITED=h4nd-value\nLEFT=l3ft-value');
    await byHand(environmentId, 'HAND_EDITED', { value: 'changed-at-the-console' });
    const after = await deploy('HAND_EDITED=h4nd-value\nLEFT=l3ft-value');
    expect(after.sent).toBe(1);
    expect(after.lines).toContain('Set secrets HAND_EDITED');
    expect(after.lines.join('\n')).not.toMatch(/HAND_EDITED.*not sent again/);
    expect(emulator.secretHolds(environmentId, 'HAND_EDITED', 'h4nd-value')).toBe(true);
  });

  it('sets again a secret deleted by hand', async () => {
    const { environmentId } = await deploy('DELETED=d3l-value');
    await byHand(environmentId, 'DELETED', 'delete');
    expect(emulator.secrets(environmentId).some((secret) => secret.key === 'DELETED')).toBe(false);
    const after = await deploy('DELETED=d3l-value');
    expect(after.result.outcome).toBe('success');
    expect(after.sent).toBe(1);
    expect(emulator.secretHolds(environmentId, 'DELETED', 'd3l-value')).toBe(true);
  });

  it('sends a key dropped from the inputs, deleted on the platform, then added back with the same value', async () => {
    const { environmentId } = await deploy('RETURNING=r3turn-value\nSTAYING=st4y-value');
    await deploy('STAYING=st4y-value');
    await byHand(environmentId, 'RETURNING', 'delete');
    const back = await deploy('RETURNING=r3turn-value\nSTAYING=st4y-value');
    expect(back.sent).toBe(1);
    expect(back.lines).toContain('Set secrets RETURNING');
    expect(emulator.secretHolds(environmentId, 'RETURNING', 'r3turn-value')).toBe(true);
  });

  it('keeps what it sent where no service reads it: no variable, no other key, neither a value nor a plain hash', async () => {
    const { environmentId } = await deploy('PLAIN=pl4in-value-42');
    // Every variable and secret of the environment is in each of its services' environment.
    expect(emulator.variables(environmentId).map((variable) => variable.key)).not.toContain('PLATFORM_DEPLOY_SECRETS_DIGEST');
    expect(emulator.variables(environmentId).some((variable) => /PLAIN/.test(`${variable.key}${variable.value}`))).toBe(false);
    const kept = emulator.secrets(environmentId).find((secret) => secret.key === 'PLAIN')!.description ?? '';
    expect(kept).toMatch(/^Set by platform-deploy; keyed digest of its value: [\w-]{22}$/);
    const hash = createHash('sha256').update('pl4in-value-42');
    for (const form of ['pl4in-value-42', hash.copy().digest('base64url').slice(0, 22)]) expect(kept).not.toContain(form);
    expect(hash.digest('hex')).not.toContain(kept.split(' ').at(-1)!);
  });

  it('sends again a secret whose description was made with another token', async () => {
    await deploy('TOKENED=t0k-value');
    expect((await deploy('TOKENED=t0k-value', emulator.tokens.jwt)).sent).toBe(1);
  });

  it("sends again a secret re-made by hand with the action's description copied onto it, deleted and added or replaced", async () => {
    const { environmentId } = await deploy('COPIED=c0py-value\nREPLACED=r3pl-value\nKEPT=k3pt-value');
    for (const [key, remove] of [
      ['COPIED', true],
      ['REPLACED', false],
    ] as const) {
      const secret = emulator.secrets(environmentId).find((each) => each.key === key)!;
      const headers = { Authorization: `Token ${emulator.tokens.admin}`, 'Content-Type': 'application/json' };
      if (remove) await fetch(`${emulator.url}/environment/${environmentId}/secret/${secret.id}`, { method: 'DELETE', headers });
      const made = await fetch(`${emulator.url}/environment/${environmentId}/secret`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ key, value: 'someone-elses-value', description: secret.description }),
      });
      expect(made.ok).toBe(true);
    }
    const after = await deploy('COPIED=c0py-value\nREPLACED=r3pl-value\nKEPT=k3pt-value');
    expect(after.sent).toBe(2);
    expect(after.lines).toContain('Set secrets COPIED, REPLACED');
    expect(after.lines).toContain(
      'Secrets KEPT verified on the platform (set by this action to these values, unchanged since): not sent again',
    );
    expect(emulator.secretHolds(environmentId, 'COPIED', 'c0py-value')).toBe(true);
    expect(emulator.secretHolds(environmentId, 'REPLACED', 'r3pl-value')).toBe(true);
  });

  it('sends again a secret the list shows without updated_at, which the OpenAPI allows to be absent', async () => {
    const { environmentId } = await deploy('UNDATED=und4ted-value');
    const secret = emulator.secrets(environmentId).find((each) => each.key === 'UNDATED')!;
    delete secret.updated_at;
    expect((await deploy('UNDATED=und4ted-value')).sent).toBe(1);
    expect((await deploy('UNDATED=und4ted-value')).sent).toBe(0);
  });
});
