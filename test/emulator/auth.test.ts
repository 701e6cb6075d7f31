import { afterEach, describe, expect, it } from 'vitest';
import { callerFor } from '../support/caller.ts';
import { startEmulator, type Emulator } from '../../tools/emulator/index.ts';

let emulator: Emulator | undefined;
afterEach(async () => {
  await emulator?.close();
  emulator = undefined;
});

type Kind = 'read' | 'create' | 'deploy' | 'delete';

/** One request of each kind; each gets a fresh environment so a deploy or delete never collides. */
async function attempt(running: Emulator, token: string | undefined, kind: Kind, index: number): Promise<number> {
  const admin = callerFor(running, running.tokens.admin);
  const call = callerFor(running, token);
  const { blueprintEnvironmentId, projectId } = running.seed;
  const target = await admin('POST', `/environment/${blueprintEnvironmentId}/clone`, { name: `target-${kind}-${index}` });
  const environmentId: string = target.body.id;
  switch (kind) {
    case 'read':
      return (await call('GET', `/environment/${environmentId}`)).status;
    case 'create':
      return (await call('POST', `/project/${projectId}/environment`, { name: `created-${index}` })).status;
    case 'deploy':
      return (await call('POST', `/environment/${environmentId}/redeploy`)).status;
    case 'delete':
      return (await call('DELETE', `/environment/${environmentId}`)).status;
  }
}

describe('authentication and scopes', () => {
  it('lets each scope do what it may and answers 403 otherwise, 401 without a known token', async () => {
    emulator = await startEmulator({ speed: 0.01, staleMs: 0 });
    const { tokens } = emulator;
    const matrix: Array<[string, string | undefined, Record<Kind, number>]> = [
      ['Read', tokens.read, { read: 200, create: 403, deploy: 403, delete: 403 }],
      ['Deploy', tokens.deploy, { read: 200, create: 403, deploy: 202, delete: 403 }],
      ['Write', tokens.write, { read: 200, create: 201, deploy: 403, delete: 204 }],
      ['Admin', tokens.admin, { read: 200, create: 201, deploy: 202, delete: 204 }],
      ['Admin JWT', `Bearer ${tokens.jwt}`, { read: 200, create: 201, deploy: 202, delete: 204 }],
      ['no token', undefined, { read: 401, create: 401, deploy: 401, delete: 401 }],
      ['unknown token', 'plat_admin_forged', { read: 401, create: 401, deploy: 401, delete: 401 }],
      ['API token sent as Bearer', `Bearer ${tokens.admin}`, { read: 401, create: 401, deploy: 401, delete: 401 }],
    ];
    let index = 0;
    for (const [name, token, expected] of matrix) {
      const seen: Record<string, number> = {};
      for (const kind of ['read', 'create', 'deploy', 'delete'] as const) seen[kind] = await attempt(emulator, token, kind, index++);
      expect(seen, name).toEqual(expected);
    }
  });

  it('says which scope is missing, in the spec error body, without echoing the token', async () => {
    emulator = await startEmulator();
    const answer = await callerFor(emulator, emulator.tokens.read)('POST', `/environment/${emulator.seed.blueprintEnvironmentId}/redeploy`);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ status: 403, error: 'Forbidden', message: expect.stringContaining('Deploy scope') });
    expect(JSON.stringify(answer.body)).not.toContain(emulator.tokens.read);
    const missing = await callerFor(emulator, undefined)('GET', '/organization');
    expect(missing.body).toMatchObject({ status: 401, error: 'Unauthorized' });
  });

  it('records the scope and scheme of each request, never the token', async () => {
    emulator = await startEmulator();
    await callerFor(emulator, emulator.tokens.deploy)('GET', '/organization');
    await callerFor(emulator, `Bearer ${emulator.tokens.jwt}`)('GET', '/organization');
    expect(emulator.requests().map((request) => [request.scope, request.tokenKind, request.status])).toEqual([
      ['deploy', 'Token', 200],
      ['admin', 'Bearer', 200],
    ]);
    expect(JSON.stringify(emulator.requests())).not.toContain(emulator.tokens.deploy);
  });
});

describe('rate limit', () => {
  it('counts per token, answers 429 with Retry-After past the limit, and starts over after the reset', async () => {
    emulator = await startEmulator({ rateLimit: { limit: 3, windowSeconds: 0.4 } });
    const read = callerFor(emulator, emulator.tokens.read);
    const answers = [];
    for (let index = 0; index < 4; index++) answers.push(await read('GET', '/organization'));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
    expect(answers.map((answer) => answer.headers.get('x-ratelimit-remaining'))).toEqual(['2', '1', '0', '0']);
    for (const answer of answers) {
      expect(answer.headers.get('x-ratelimit-limit')).toBe('3');
      expect(Number(answer.headers.get('x-ratelimit-reset'))).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000));
    }
    const limited = answers[3]!;
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(limited.body).toMatchObject({ status: 429, error: 'Too Many Requests' });

    const other = await callerFor(emulator, emulator.tokens.admin)('GET', '/organization');
    expect(other.status).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, 450));
    const after = await read('GET', '/organization');
    expect(after.status).toBe(200);
    expect(after.headers.get('x-ratelimit-remaining')).toBe('2');
  });

  it('puts the three headers on error answers too, and leaves the admin paths unlimited', async () => {
    emulator = await startEmulator({ rateLimit: { limit: 1, windowSeconds: 60 } });
    const answer = await callerFor(emulator, emulator.tokens.admin)('GET', '/environment/not-a-uuid');
    expect(answer.status).toBe(400);
    expect(answer.headers.get('x-ratelimit-remaining')).toBe('0');
    const unauthorized = await callerFor(emulator, undefined)('GET', '/organization');
    expect(unauthorized.headers.get('x-ratelimit-limit')).toBe('1');
    for (let index = 0; index < 3; index++) {
      expect((await fetch(`${emulator.url}/_emulator/requests`)).status).toBe(200);
    }
  });
});
