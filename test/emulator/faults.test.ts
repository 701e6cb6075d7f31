import { afterEach, describe, expect, it } from 'vitest';
import { parseFaults } from '../../tools/emulator/faults.ts';
import { callerFor } from '../support/caller.ts';
import { startEmulator, type Emulator } from '../../tools/emulator/index.ts';

let emulator: Emulator | undefined;
afterEach(async () => {
  await emulator?.close();
  emulator = undefined;
});

describe('fault injection', () => {
  it('reads the flag syntax and refuses unknown faults', () => {
    expect(parseFaults('5xx=0.2, reset=0.05,latency=300,unknown-state=0.1,429-burst=3')).toEqual({
      serverError: 0.2,
      reset: 0.05,
      latencyMs: 300,
      unknownState: 0.1,
      rateLimitBurst: 3,
    });
    expect(() => parseFaults('teapot=1')).toThrow(/unknown fault "teapot"/);
    expect(() => parseFaults('5xx=2')).toThrow(/between 0 and 1/);
  });

  it('breaks only the deployment request status with request-status-5xx, and answers 401 to every request with 401=1', async () => {
    expect(parseFaults('trickle=2,request-status-5xx=1,401=0.5')).toEqual({ trickle: 2, requestStatusError: 1, unauthorized: 0.5 });
    emulator = await startEmulator({ faults: 'request-status-5xx=1' });
    const call = callerFor(emulator, emulator.tokens.read);
    const environmentId = emulator.seed.blueprintEnvironmentId;
    expect((await call('GET', `/environment/deploymentStatus?deploymentRequestId=${environmentId}`)).status).toBe(502);
    expect((await call('GET', `/environment/${environmentId}/status`)).status).toBe(200);
    emulator.setFaults('401=1');
    expect((await call('GET', `/environment/${environmentId}/status`)).status).toBe(401);
  });

  it('answers a share of API requests with 500, 502 or 503 and records them, leaving admin paths alone', async () => {
    emulator = await startEmulator({ faults: '5xx=0.5', seed: 7 });
    const call = callerFor(emulator, emulator.tokens.read);
    const statuses: number[] = [];
    for (let index = 0; index < 40; index++) statuses.push((await call('GET', '/organization')).status);
    const failed = statuses.filter((status) => status !== 200);
    expect(failed.length).toBeGreaterThan(8);
    expect(failed.length).toBeLessThan(32);
    expect(new Set(failed).size).toBeGreaterThan(1);
    for (const status of failed) expect([500, 502, 503]).toContain(status);
    expect(emulator.requests().filter((request) => request.fault === 'server-error')).toHaveLength(failed.length);
    expect((await fetch(`${emulator.url}/_emulator/requests`)).status).toBe(200);
  });

  it('gives the same faults for the same seed', async () => {
    const run = async () => {
      const seeded = await startEmulator({ faults: '5xx=0.5', seed: 42 });
      const call = callerFor(seeded, seeded.tokens.read);
      const statuses = [];
      for (let index = 0; index < 12; index++) statuses.push((await call('GET', '/organization')).status);
      await seeded.close();
      return statuses;
    };
    expect(await run()).toEqual(await run());
  });

  it('drops connections without an answer', async () => {
    emulator = await startEmulator({ faults: 'reset=1' });
    await expect(callerFor(emulator, emulator.tokens.read)('GET', '/organization')).rejects.toThrow();
    expect(emulator.requests()).toEqual([expect.objectContaining({ path: '/organization', status: 0, fault: 'reset' })]);
  });

  it('adds latency to every API answer', async () => {
    emulator = await startEmulator({ faults: { latencyMs: 150 } });
    const started = Date.now();
    expect((await callerFor(emulator, emulator.tokens.read)('GET', '/organization')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(145);
  });

  it('makes status polls report a state the spec does not list, without changing the progress', async () => {
    emulator = await startEmulator({ faults: 'unknown-state=1', staleMs: 0 });
    const call = callerFor(emulator, emulator.tokens.admin);
    const environmentId = emulator.seed.blueprintEnvironmentId;
    expect((await call('GET', `/environment/${environmentId}/status`)).body.state).toBe('WARMING_UP');
    const requestId = (await call('POST', `/environment/${environmentId}/redeploy`)).body.deployment_request_id;
    expect((await call('GET', `/environment/deploymentStatus?deploymentRequestId=${requestId}`)).body.status).toBe('WARMING_UP');
    expect((await call('GET', `/environment/${environmentId}`)).body.name).toBe('blueprint');
    emulator.setFaults({});
    expect((await call('GET', `/environment/deploymentStatus?deploymentRequestId=${requestId}`)).body.status).toBe('DEPLOYMENT_QUEUED');
  });

  it('answers a burst of 429s with Retry-After, then recovers', async () => {
    emulator = await startEmulator({ faults: '429-burst=2' });
    const call = callerFor(emulator, emulator.tokens.read);
    const answers = [await call('GET', '/organization'), await call('GET', '/organization'), await call('GET', '/organization')];
    expect(answers.map((answer) => answer.status)).toEqual([429, 429, 200]);
    expect(answers[0]?.headers.get('retry-after')).toBe('1');
    expect(answers[0]?.headers.get('x-ratelimit-limit')).toBe('1000');
  });

  it('changes faults at run time through /_emulator/faults', async () => {
    emulator = await startEmulator();
    const call = callerFor(emulator, emulator.tokens.read);
    expect((await call('GET', '/organization')).status).toBe(200);
    const set = await fetch(`${emulator.url}/_emulator/faults`, { method: 'PUT', body: '5xx=1' });
    expect(await set.json()).toEqual({ serverError: 1 });
    expect((await call('GET', '/organization')).status).toBeGreaterThanOrEqual(500);
    const refused = await fetch(`${emulator.url}/_emulator/faults`, { method: 'PUT', body: JSON.stringify({ spec: 'nope=1' }) });
    expect(refused.status).toBe(400);
    await fetch(`${emulator.url}/_emulator/faults`, { method: 'PUT', body: JSON.stringify({ spec: '' }) });
    expect((await call('GET', '/organization')).status).toBe(200);
  });

  it("takes an object of faults in the CLI's words, and refuses an unknown key or a value that is no number with 400", async () => {
    emulator = await startEmulator();
    const post = (body: unknown) => fetch(`${emulator!.url}/_emulator/faults`, { method: 'POST', body: JSON.stringify(body) });
    const set = await post({ '5xx': 1, latency: 0 });
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({ serverError: 1, latencyMs: 0 });
    expect((await callerFor(emulator, emulator.tokens.read)('GET', '/organization')).status).toBeGreaterThanOrEqual(500);
    for (const [body, message] of [
      [{ bogus: 1 }, 'unknown fault "bogus"'],
      [{ '5xx': 'half' }, 'fault "5xx" needs a number'],
      [{ '5xx': 2 }, 'fault 5xx must be a share between 0 and 1'],
    ] as const) {
      const refused = await post(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(((await refused.json()) as { message: string }).message).toContain(message);
    }
    expect(await (await fetch(`${emulator.url}/_emulator/faults`)).json()).toEqual({ serverError: 1, latencyMs: 0 });
  });
});

describe('the request log', () => {
  it('lists method, path, query, status, scope and a write’s body of every API request, never a secret’s value, and can be cleared', async () => {
    emulator = await startEmulator();
    const call = callerFor(emulator, emulator.tokens.write);
    const environmentId = emulator.seed.productionEnvironmentId;
    await call('POST', `/environment/${environmentId}/secret`, { key: 'TOKEN', value: 'never-logged-value' });
    await call('GET', `/project/${emulator.seed.projectId}/environment?page=1`);
    await call('POST', `/environment/${environmentId}/redeploy`);

    const listed = (await (await fetch(`${emulator.url}/_emulator/requests`)).json()) as { results: Array<Record<string, unknown>> };
    expect(listed.results.map((request: Record<string, unknown>) => [request['method'], request['status'], request['scope']])).toEqual([
      ['POST', 201, 'write'],
      ['GET', 200, 'write'],
      ['POST', 403, 'write'],
    ]);
    expect(listed.results[1]?.['query']).toEqual({ page: '1' });
    expect(listed.results[0]?.['body']).toEqual({ key: 'TOKEN', value: '(hidden)' });
    expect(listed.results[1]).not.toHaveProperty('body');
    expect(JSON.stringify(listed)).not.toContain('never-logged-value');
    expect(JSON.stringify(listed)).not.toContain(emulator.tokens.write);
    expect((await fetch(`${emulator.url}/_emulator/requests`, { method: 'DELETE' })).status).toBe(204);
    expect(emulator.requests()).toEqual([]);
  });
});
