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
  return { run, sent: sent.length };
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
});
