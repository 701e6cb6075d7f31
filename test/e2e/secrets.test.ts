/**
 * The workflow's secrets are what runs, through the bundle: a secret changed or deleted on the
 * platform by hand is set again, a key dropped and added back is sent, and only a secret the
 * platform shows as the action set it is left unsent, said as verified. Nothing the action keeps
 * to know what it sent is in the environment's variables, which every service receives.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../tools/emulator/index.ts';
import { runAction } from '../../tools/runner/child.ts';
import { NO_GITHUB, platformInputs } from '../support/e2e.ts';

let emulator: Emulator;

beforeAll(async () => {
  emulator = await startEmulator({ speed: 0.05, staleMs: 150 });
});
afterAll(() => emulator.close());

async function deploy(secrets: string, more: Record<string, string> = {}) {
  emulator.clearRequests();
  const run = await runAction({
    timeScale: emulator.speed,
    inputs: { ...platformInputs(emulator), ...NO_GITHUB, environment: emulator.seed.productionEnvironmentId, secrets, ...more },
    eventName: 'push',
    event: { ref: 'refs/heads/main', after: 'c'.repeat(40) },
    sha: 'c'.repeat(40),
  });
  expect([run.exitCode, run.outputs['outcome']]).toEqual([0, 'success']);
  const sent = emulator
    .requests()
    .filter((request) => request.method === 'POST' && request.path.endsWith('/secret'))
    .map((request) => request.path);
  const writes = emulator
    .requests()
    .filter((request) => request.method !== 'GET')
    .map((request) => `${request.method} ${request.path.replace(/\/secret\/[\w-]+$/, '/secret/{id}')}`);
  return { run, sent: sent.length, writes };
}

/** A person at the console, through the platform's API. */
async function byHand(key: string, edit: { value: string } | 'delete') {
  const environmentId = emulator.seed.productionEnvironmentId;
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

const holds = (key: string, value: string) => emulator.secretHolds(emulator.seed.productionEnvironmentId, key, value);

describe('secrets through dist/', { timeout: 120_000 }, () => {
  it('puts back what was changed or deleted by hand, sends a key added back, and skips only what it verified', async () => {
    const secrets = 'DB_URL=postgres://u:pw-1@db/x\nAPI_KEY=k3y-value-1\nTOKEN=t0ken-value-1';
    expect((await deploy(secrets)).sent).toBe(3);

    const same = await deploy(secrets);
    expect(same.sent).toBe(0);
    expect(same.run.stdout).toContain(
      'Secrets DB_URL, API_KEY, TOKEN verified on the platform (set by this action to these values, unchanged since): not sent again',
    );

    await byHand('DB_URL', { value: 'postgres://someone:else@db/x' });
    await byHand('API_KEY', 'delete');
    const repaired = await deploy(secrets);
    expect(repaired.sent).toBe(2);
    expect(repaired.run.stdout).toContain('Set secrets DB_URL, API_KEY');
    expect(repaired.run.stdout).toContain('Secrets TOKEN verified on the platform');
    expect(holds('DB_URL', 'postgres://u:pw-1@db/x') && holds('API_KEY', 'k3y-value-1')).toBe(true);

    // Dropped from the inputs, deleted on the platform, added back with the same value: sent.
    await deploy('DB_URL=postgres://u:pw-1@db/x\nAPI_KEY=k3y-value-1');
    await byHand('TOKEN', 'delete');
    const back = await deploy(secrets);
    expect(back.sent).toBe(1);
    expect(back.run.stdout).toContain('Set secrets TOKEN');
    expect(holds('TOKEN', 't0ken-value-1')).toBe(true);

    // What the services receive: the environment's variables hold nothing of the secrets.
    const variables = emulator.variables(emulator.seed.productionEnvironmentId);
    expect(variables.map((variable) => variable.key)).not.toContain('PLATFORM_DEPLOY_SECRETS_DIGEST');
    expect(JSON.stringify(variables)).not.toMatch(/DB_URL|API_KEY|TOKEN/);
  });

  it('does not send KEY= (a repository secret not set), says so naming the key, and sends KEY="" on purpose', async () => {
    await deploy('EMPTY_DB=postgres://kept@db/x\nOTHER=0ther-value', { variables: 'FLAG=on' });
    const unset = await deploy('EMPTY_DB=\nOTHER=0ther-value-2', { variables: 'FLAG=' });
    expect(unset.sent).toBe(1);
    expect(unset.run.stdout).toContain('Set secrets OTHER');
    expect(unset.run.stdout).toContain(
      '::warning::EMPTY_DB is empty: is the repository secret set? It was not sent; write EMPTY_DB="" to send an empty value',
    );
    expect(unset.run.stdout).toContain(
      '::warning::FLAG is empty: is the repository variable set? It was not set; write FLAG="" to set an empty value',
    );
    expect(holds('EMPTY_DB', 'postgres://kept@db/x')).toBe(true);
    const flag = emulator.variables(emulator.seed.productionEnvironmentId).find((variable) => variable.key === 'FLAG');
    expect(flag?.value).toBe('on');

    const empty = await deploy('EMPTY_DB=""\nOTHER=0ther-value-2', { variables: 'FLAG=""' });
    expect(empty.sent).toBe(1);
    expect(empty.run.stdout).toContain('Set secrets EMPTY_DB');
    expect(empty.run.stdout).not.toContain('is empty: is the repository');
    expect(holds('EMPTY_DB', '')).toBe(true);
    expect(emulator.variables(emulator.seed.productionEnvironmentId).find((variable) => variable.key === 'FLAG')?.value).toBe('');
  });

  it('sends again a secret re-made by hand under a copied description; with or without the marks, the same writes but the saved ones', async () => {
    const secrets = 'COPY_A=c0py-a-value\nCOPY_B=c0py-b-value';
    await deploy(secrets);
    const environmentId = emulator.seed.productionEnvironmentId;
    const original = emulator.secrets(environmentId).find((each) => each.key === 'COPY_A')!;
    const headers = { Authorization: `Token ${emulator.tokens.admin}`, 'Content-Type': 'application/json' };
    await fetch(`${emulator.url}/environment/${environmentId}/secret/${original.id}`, { method: 'DELETE', headers });
    const remade = await fetch(`${emulator.url}/environment/${environmentId}/secret`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ key: 'COPY_A', value: 'not-the-workflows', description: original.description }),
    });
    expect(remade.ok).toBe(true);
    const repaired = await deploy(secrets);
    expect(repaired.sent).toBe(1);
    expect(repaired.run.stdout).toContain('Set secrets COPY_A');
    expect(holds('COPY_A', 'c0py-a-value')).toBe(true);

    // With the marks the action left, and with them wiped: the same outcome and values, and the same
    // writes but the secrets' own (a POST and the description's PUT each), which the marks saved.
    const marked = await deploy(secrets);
    for (const secret of emulator.secrets(environmentId)) secret.description = null;
    const unmarked = await deploy(secrets);
    expect(marked.run.outputs['outcome']).toBe(unmarked.run.outputs['outcome']);
    const secretWrites = (writes: string[]) => writes.filter((write) => /\/secret(\/\{id\})?$/.test(write));
    const others = (writes: string[]) => writes.filter((write) => !/\/secret(\/\{id\})?$/.test(write)).sort();
    expect(secretWrites(marked.writes)).toEqual([]);
    expect(secretWrites(unmarked.writes).sort()).toEqual(
      [`POST /environment/${environmentId}/secret`, `PUT /environment/${environmentId}/secret/{id}`]
        .flatMap((write) => [write, write])
        .sort(),
    );
    expect(others(unmarked.writes)).toEqual(others(marked.writes));
    expect(holds('COPY_A', 'c0py-a-value') && holds('COPY_B', 'c0py-b-value')).toBe(true);
  });
});
