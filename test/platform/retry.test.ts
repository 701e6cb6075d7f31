import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { answer, BASE, environment, environmentStatus, ids, secret, testClient, failure } from './fixtures.ts';
import { pollFaultOf } from '../../src/wait/faults.ts';

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

const ENV_PATH = `/environment/${ids.environment}`;
const NOW = 1767610800_000;

function systemError(code: string): Error {
  return Object.assign(new Error(`${code} while talking to the service`), { code });
}

describe('repeating a request that is safe to repeat', () => {
  it('retries a 5xx with doubling, capped delays, then succeeds', async () => {
    answer('GET', ENV_PATH, 502, 'Bad Gateway');
    answer('GET', ENV_PATH, 503, 'Unavailable');
    answer('GET', ENV_PATH, 500, { status: 500, detail: 'boom' });
    answer('GET', ENV_PATH, 200, environment);
    const { client, sleeps } = testClient({ baseDelayMs: 1000, maxDelayMs: 3000, maxAttempts: 5 });
    await expect(client.environments.get({ environmentId: ids.environment })).resolves.toMatchObject({ id: ids.environment });
    expect(sleeps).toEqual([1000, 2000, 3000]);
  });

  it('jitters each delay over the whole backoff window', async () => {
    answer('GET', ENV_PATH, 500, '');
    answer('GET', ENV_PATH, 500, '');
    answer('GET', ENV_PATH, 200, environment);
    const { client, sleeps } = testClient({ random: () => 0.25 });
    await client.environments.get({ environmentId: ids.environment });
    expect(sleeps).toEqual([250, 500]);
  });

  it('stops after the allowed tries and reports the last answer', async () => {
    for (let index = 0; index < 5; index++) answer('GET', ENV_PATH, 503, `attempt ${index + 1}`);
    const { client, sleeps } = testClient();
    const error = await failure(client.environments.get({ environmentId: ids.environment }));
    expect(error.serviceMessage).toBe('attempt 5');
    expect(sleeps).toHaveLength(4);
    expect(nock.pendingMocks()).toEqual([]);
  });

  it('retries network errors and timeouts of a GET', async () => {
    nock(BASE).get(ENV_PATH).replyWithError(systemError('ECONNRESET'));
    nock(BASE).get(ENV_PATH).delay(300).reply(200, environment);
    answer('GET', ENV_PATH, 200, environment);
    const { client, sleeps } = testClient({ timeoutMs: 30 });
    await expect(client.environments.get({ environmentId: ids.environment })).resolves.toMatchObject({ name: 'blueprint' });
    expect(sleeps).toHaveLength(2);
  });

  it.each([
    [
      'DELETE an environment',
      'DELETE',
      ENV_PATH,
      undefined,
      (c: TestedClient) => c.environments.delete({ environmentId: ids.environment }),
    ],
    [
      'POST a secret (an upsert)',
      'POST',
      `${ENV_PATH}/secret`,
      secret,
      (c: TestedClient) => c.secrets.create({ environmentId: ids.environment, body: { key: 'A', value: 'b' } }),
    ],
    [
      'cancel a deployment',
      'POST',
      `${ENV_PATH}/cancelDeployment`,
      environmentStatus,
      (c: TestedClient) => c.environments.cancelDeployment({ environmentId: ids.environment }),
    ],
  ] as const)('repeats %s after a 5xx', async (_name, method, path, body, operation) => {
    answer(method, path, 500, 'boom');
    const second = answer(method, path, 200, body);
    await operation(testClient().client);
    expect(second).toHaveLength(1);
  });

  it('does not retry a 501: the server does not offer the operation, and asking again cannot change that', async () => {
    const first = answer('GET', ENV_PATH, 501, { status: 501, error: 'Not Implemented', message: 'not implemented' });
    answer('GET', ENV_PATH, 200, environment);
    const { client, sleeps } = testClient();
    const error = await failure(client.environments.get({ environmentId: ids.environment }));
    expect([error.status, error.retryable]).toEqual([501, false]);
    expect(error.message).toContain('answered 501: this server does not offer that operation');
    expect(first).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('does not retry a 4xx other than 429', async () => {
    for (const status of [400, 401, 403, 404, 405, 409]) {
      answer('GET', ENV_PATH, status, '');
      const { client, sleeps } = testClient();
      expect((await failure(client.environments.get({ environmentId: ids.environment }))).status).toBe(status);
      expect(sleeps).toEqual([]);
    }
  });
});

type TestedClient = ReturnType<typeof testClient>['client'];

describe("a wait's read (a poll)", () => {
  it.each([
    [503, 'Unavailable', 'transient'],
    [429, 'Too Many Requests', 'rate-limited'],
  ])('is sent once on a %i: the waiter, not the transport, tries again on its schedule', async (status, body, fault) => {
    const headers: Record<string, string> = status === 429 ? { 'retry-after': '7' } : {};
    answer('GET', `${ENV_PATH}/status`, status, body, headers);
    const { client, sleeps } = testClient();
    const error = await failure(client.environments.statusPoll({ environmentId: ids.environment }));
    expect([error.status, pollFaultOf(error), sleeps]).toEqual([status, fault, []]);
    if (status === 429) expect(error.retryAfterMs).toBe(7000);
    expect(nock.pendingMocks()).toEqual([]);
    // The same read outside a wait, a one-shot request, keeps the transport's tries.
    answer('GET', `${ENV_PATH}/status`, status, body, headers);
    answer('GET', `${ENV_PATH}/status`, 200, environmentStatus);
    await expect(client.environments.status({ environmentId: ids.environment })).resolves.toMatchObject({ id: ids.environment });
    expect(sleeps).toHaveLength(1);
  });
});

describe('a POST that must not be repeated once the service may have seen it', () => {
  const clone = (c: TestedClient) => c.environments.clone({ environmentId: ids.environment, body: { name: 'pr-7' } });

  it('is not repeated after a 5xx', async () => {
    const first = answer('POST', `${ENV_PATH}/clone`, 502, 'Bad Gateway');
    answer('POST', `${ENV_PATH}/clone`, 202, environment);
    const { client, sleeps } = testClient();
    const error = await failure(clone(client));
    expect(first).toHaveLength(1);
    expect(nock.pendingMocks()).toHaveLength(1);
    expect(sleeps).toEqual([]);
    expect(error.status).toBe(502);
  });

  it('is not repeated after the connection dropped or the answer timed out', async () => {
    nock(BASE).post(`${ENV_PATH}/clone`).replyWithError(systemError('ECONNRESET'));
    nock(BASE).post(`/project/${ids.project}/environment`).delay(1_500).reply(201, environment);
    // Long enough that a loaded machine still sees the dropped connection before the limit.
    const { client } = testClient({ timeoutMs: 200 });
    expect((await failure(clone(client))).kind).toBe('network');
    expect((await failure(client.environments.create({ projectId: ids.project, body: { name: 'pr-7' } }))).kind).toBe('timeout');
    for (const [name, call] of [
      ['redeploy', () => client.environments.redeploy({ environmentId: ids.environment })],
      ['deploy services', () => client.environments.deployServices({ environmentId: ids.environment, body: {} })],
      ['job clone', () => client.jobs.clone({ jobId: ids.job, body: { name: 'api', environment_id: ids.clone } })],
    ] as const) {
      nock(BASE).post(new RegExp(`/(redeploy|deploy|clone)$`)).replyWithError(systemError('ECONNRESET'));
      nock(BASE).post(new RegExp(`/(redeploy|deploy|clone)$`)).reply(202, environmentStatus);
      expect((await failure(call())).code, name).toBe('ECONNRESET');
      nock.cleanAll();
    }
  });

  it('is repeated when the connection was never made', async () => {
    nock(BASE).post(`${ENV_PATH}/clone`).replyWithError(systemError('ECONNREFUSED'));
    nock(BASE).post(`${ENV_PATH}/clone`).replyWithError(systemError('ENOTFOUND'));
    const done = answer('POST', `${ENV_PATH}/clone`, 202, { ...environment, id: ids.clone });
    const { client, sleeps } = testClient();
    await expect(clone(client)).resolves.toMatchObject({ id: ids.clone });
    expect(done).toHaveLength(1);
    expect(sleeps).toHaveLength(2);
  });

  it('is repeated after a 429, which the service refused without acting', async () => {
    answer('POST', `${ENV_PATH}/redeploy`, 429, '', { 'Retry-After': '7' });
    answer('POST', `${ENV_PATH}/redeploy`, 202, environmentStatus);
    const { client, sleeps } = testClient();
    await expect(client.environments.redeploy({ environmentId: ids.environment })).resolves.toMatchObject({ state: 'DEPLOYMENT_QUEUED' });
    expect(sleeps).toEqual([7000]);
  });
});

describe('429', () => {
  it('waits as long as Retry-After says, in seconds or as a date', async () => {
    answer('GET', ENV_PATH, 429, '', { 'Retry-After': '12' });
    answer('GET', ENV_PATH, 429, '', { 'Retry-After': new Date(NOW + 30_000).toUTCString() });
    answer('GET', ENV_PATH, 200, environment);
    const { client, sleeps } = testClient({ now: () => NOW });
    await client.environments.get({ environmentId: ids.environment });
    expect(sleeps).toEqual([12_000, 30_000]);
  });

  it('waits until X-RateLimit-Reset when there is no Retry-After', async () => {
    answer('GET', ENV_PATH, 429, '', { 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': String((NOW + 45_000) / 1000) });
    answer('GET', ENV_PATH, 200, environment);
    const { client, sleeps } = testClient({ now: () => NOW });
    await client.environments.get({ environmentId: ids.environment });
    expect(sleeps).toEqual([45_000]);
    expect(client.rateLimit).toMatchObject({ remaining: 0, resetAt: NOW + 45_000 });
  });

  it('falls back to the backoff when the service gives no time', async () => {
    answer('GET', ENV_PATH, 429, '');
    answer('GET', ENV_PATH, 200, environment);
    const { client, sleeps } = testClient();
    await client.environments.get({ environmentId: ids.environment });
    expect(sleeps).toEqual([1000]);
  });

  it('gives up at once when the wait would pass the deadline', async () => {
    answer('GET', ENV_PATH, 429, '', { 'X-RateLimit-Reset': String((NOW + 600_000) / 1000) });
    answer('GET', ENV_PATH, 200, environment);
    const { client, sleeps } = testClient({ now: () => NOW, deadline: NOW + 60_000 });
    const error = await failure(client.environments.get({ environmentId: ids.environment }));
    expect(sleeps).toEqual([]);
    expect(error.message).toContain('until 2026-01-05T11:10:00.000Z');
  });
});

describe('a burst of 429s', () => {
  it('is waited out however long it lasts, within the deadline', async () => {
    for (let index = 0; index < 6; index++) answer('GET', ENV_PATH, 429, '', { 'Retry-After': '1' });
    answer('GET', ENV_PATH, 200, environment);
    let now = NOW;
    const { client, sleeps } = testClient({ now: () => now, deadline: NOW + 60_000, sleep: async (ms) => void (now += ms) });
    await expect(client.environments.get({ environmentId: ids.environment })).resolves.toMatchObject({ id: ids.environment });
    expect(sleeps).toEqual([1000, 1000, 1000, 1000, 1000, 1000]);
  });

  it('leaves every try kept for 5xx answers and network faults', async () => {
    for (let index = 0; index < 5; index++) answer('GET', ENV_PATH, 429, '', { 'Retry-After': '1' });
    for (let index = 0; index < 3; index++) answer('GET', ENV_PATH, 503, 'Unavailable');
    answer('GET', ENV_PATH, 200, environment);
    const { client, sleeps } = testClient({ random: () => 0.5, maxAttempts: 4 });
    await expect(client.environments.get({ environmentId: ids.environment })).resolves.toMatchObject({ id: ids.environment });
    expect(sleeps).toEqual([1000, 1000, 1000, 1000, 1000, 500, 1000, 2000]);
  });

  it('still ends the 5xx tries at their number', async () => {
    answer('GET', ENV_PATH, 429, '', { 'Retry-After': '1' });
    for (let index = 0; index < 4; index++) answer('GET', ENV_PATH, 500, `attempt ${index + 1}`);
    answer('GET', ENV_PATH, 200, environment);
    const { client } = testClient({ maxAttempts: 4 });
    expect((await failure(client.environments.get({ environmentId: ids.environment }))).serviceMessage).toBe('attempt 4');
    expect(nock.pendingMocks()).toHaveLength(1);
  });

  it('is waited out for a redeploy too, which the service refused without acting', async () => {
    for (let index = 0; index < 5; index++) answer('POST', `${ENV_PATH}/redeploy`, 429, '', { 'Retry-After': '2' });
    const done = answer('POST', `${ENV_PATH}/redeploy`, 202, environmentStatus);
    const { client, sleeps } = testClient();
    await expect(client.environments.redeploy({ environmentId: ids.environment })).resolves.toMatchObject({ state: 'DEPLOYMENT_QUEUED' });
    expect(done).toHaveLength(1);
    expect(sleeps).toEqual([2000, 2000, 2000, 2000, 2000]);
  });

  it('ends with the 429 once the next wait would pass the deadline', async () => {
    for (let index = 0; index < 10; index++) answer('GET', ENV_PATH, 429, '', { 'Retry-After': '20' });
    let now = NOW;
    const { client, sleeps } = testClient({ now: () => now, deadline: NOW + 50_000, sleep: async (ms) => void (now += ms) });
    expect((await failure(client.environments.get({ environmentId: ids.environment }))).status).toBe(429);
    expect(sleeps).toEqual([20_000, 20_000]);
  });
});

describe('the deadline bounds the backoff too', () => {
  it('does not sleep past it', async () => {
    answer('GET', ENV_PATH, 500, '');
    answer('GET', ENV_PATH, 500, '');
    answer('GET', ENV_PATH, 200, environment);
    const { client, sleeps } = testClient({ now: () => NOW, deadline: NOW + 1500 });
    expect((await failure(client.environments.get({ environmentId: ids.environment }))).status).toBe(500);
    expect(sleeps).toEqual([1000]);
  });
});

describe("the run's end bounds every request", () => {
  /** When a slow answer would come: far past the limits the tests give, so giving up first is an order, not a race. */
  const ANSWER_MS = 10_000;

  it('sends nothing once it has passed, and says why', async () => {
    const seen = answer('GET', ENV_PATH, 200, environment);
    const { client } = testClient({ now: () => NOW, deadline: NOW - 30_000, stopAt: NOW - 10_000 });
    const error = await failure(client.environments.get({ environmentId: ids.environment }));
    expect(error.message).toMatch(/was not sent: the run's time \(timeout-minutes\) is spent/);
    expect(seen).toEqual([]);
  });

  it("shortens a request's limit to the time left", async () => {
    nock(BASE).get(ENV_PATH).delay(ANSWER_MS).reply(200, environment);
    const started = Date.now();
    const { client } = testClient({ stopAt: started + 300 });
    const error = await failure(client.environments.get({ environmentId: ids.environment }));
    const limit = Number(/got no answer within (\d+)ms/.exec(error.message)?.[1]);
    expect(limit).toBeGreaterThan(0);
    expect(limit).toBeLessThanOrEqual(300);
    // Given up before the answer came, however busy the machine: the answer is far past the limit.
    expect(Date.now() - started).toBeLessThan(ANSWER_MS);
  });
});
