import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authorizationFor, USER_AGENT } from '../../src/platform/transport.ts';
import pkg from '../../package.json' with { type: 'json' };
import { answer, BASE, environment, environmentStatus, ids, job, JWT_TOKEN, testClient, TOKEN, failure } from './fixtures.ts';

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

describe('authorization', () => {
  it('sends an API token with the Token scheme', async () => {
    const seen = answer('GET', `/environment/${ids.environment}`, 200, environment);
    await testClient().client.environments.get({ environmentId: ids.environment });
    expect(seen[0]?.headers['authorization']).toBe(`Token ${TOKEN}`);
  });

  it('sends a JWT with the Bearer scheme', async () => {
    const seen = answer('GET', `/environment/${ids.environment}`, 200, environment);
    await testClient({ token: JWT_TOKEN }).client.environments.get({ environmentId: ids.environment });
    expect(seen[0]?.headers['authorization']).toBe(`Bearer ${JWT_TOKEN}`);
  });

  it('trims a pasted token and keeps a scheme the user already wrote', () => {
    expect(authorizationFor(`  ${TOKEN}\n`)).toBe(`Token ${TOKEN}`);
    expect(authorizationFor(`Bearer ${JWT_TOKEN}`)).toBe(`Bearer ${JWT_TOKEN}`);
    expect(authorizationFor('a.b.c')).toBe('Token a.b.c');
    expect(authorizationFor(' ')).toBeUndefined();
  });
});

describe('requests', () => {
  it('names the action and its version in the user agent and asks for JSON', async () => {
    const seen = answer('GET', `/environment/${ids.environment}`, 200, environment);
    await testClient().client.environments.get({ environmentId: ids.environment });
    expect(USER_AGENT).toBe(`platform-deploy-action/${pkg.version}`);
    expect(seen[0]?.headers['user-agent']).toBe(USER_AGENT);
    expect(seen[0]?.headers['accept']).toBe('application/json');
    expect(seen[0]?.headers['content-type']).toBeUndefined();
  });

  it('sends JSON bodies with their content type', async () => {
    const seen = answer('POST', `/environment/${ids.environment}/clone`, 202, { ...environment, id: ids.clone });
    await testClient().client.environments.clone({ environmentId: ids.environment, body: { name: 'pr-7', mode: 'PREVIEW' } });
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ name: 'pr-7', mode: 'PREVIEW' });
  });

  it('works against a base URL with a path and a trailing slash', async () => {
    const seen = answer('GET', `/api/v1/environment/${ids.environment}`, 200, environment);
    await testClient({ baseUrl: `${BASE}/api/v1/` }).client.environments.get({ environmentId: ids.environment });
    expect(seen.map((request) => request.url)).toEqual([`/api/v1/environment/${ids.environment}`]);
  });

  it.each([200, 201, 202, 204])('treats %i as success for an action without a result', async (status) => {
    answer('DELETE', `/environment/${ids.environment}`, status, status === 204 ? undefined : { queued: true });
    await expect(testClient().client.environments.delete({ environmentId: ids.environment })).resolves.toBeUndefined();
  });

  it('refuses an id that is not a uuid before sending anything', async () => {
    const seen = answer('GET', '/environment/not-a-uuid', 200, environment);
    const error = await failure(testClient().client.environments.get({ environmentId: 'not-a-uuid' }));
    expect(error.kind).toBe('invalid-request');
    expect(error.message).toContain('environmentId "not-a-uuid" is not a uuid');
    expect(seen).toEqual([]);
  });

  it('refuses a body with a bad enum or an unknown field, naming the field, before sending', async () => {
    const seen = answer('POST', `/environment/${ids.environment}/clone`, 202, environment);
    const client = testClient().client;
    const mode = await failure(
      client.environments.clone({ environmentId: ids.environment, body: { name: 'x', mode: 'TESTING' as 'PREVIEW' } }),
    );
    expect(mode.kind).toBe('invalid-request');
    expect(mode.message).toMatch(/^POST \/environment\/\S+\/clone was not sent: mode: /);
    const extra = await failure(
      client.environments.clone({ environmentId: ids.environment, body: { name: 'x', nmae: 'y' } as { name: string } }),
    );
    expect(extra.message).toContain('nmae');
    expect(seen).toEqual([]);
  });
});

describe('responses', () => {
  it('reports a body that does not match by its field path, without dumping the body', async () => {
    answer('GET', `/environment/${ids.environment}/job`, 200, {
      results: [job, { ...job, name: 42, source: { image: { tag: 'hidden-tag' } } }],
    });
    const error = await failure(testClient().client.environments.jobs({ environmentId: ids.environment }));
    expect(error.kind).toBe('invalid-response');
    expect(error.status).toBe(200);
    expect(error.retryable).toBe(false);
    expect(error.message).toContain('results.1.name');
    expect(error.message).not.toContain('hidden-tag');
  });

  it('names the call and the member when one the action cannot go on without is missing', async () => {
    const { id: _id, ...anonymous } = job;
    answer('POST', `/job/${ids.job}/clone`, 202, anonymous);
    const error = await failure(testClient().client.jobs.clone({ jobId: ids.job, body: { name: 'api', environment_id: ids.environment } }));
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toMatch(new RegExp(`^POST /job/${ids.job}/clone answered 202 with an unexpected body \\(id: `));
  });

  it('reads an answer without the members the spec leaves optional, and with values newer than the spec', async () => {
    answer('GET', `/environment/${ids.environment}/job`, 200, {
      results: [{ id: job.id, name: 'api', source: { docker: { dockerfile_raw: 'FROM scratch' } }, job_type: 'A_NEWER_KIND' }],
    });
    const [read] = await testClient().client.environments.jobs({ environmentId: ids.environment });
    expect(read).toMatchObject({ id: job.id, name: 'api' });
    answer('GET', `/environment/${ids.environment}/link`, 200, {});
    expect(await testClient().client.environments.links({ environmentId: ids.environment })).toEqual([]);
  });

  it('reports a body that is not JSON', async () => {
    answer('GET', `/environment/${ids.environment}/status`, 200, '<html>proxy login</html>');
    const error = await failure(testClient().client.environments.status({ environmentId: ids.environment }));
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toBe(
      `GET /environment/${ids.environment}/status answered 200 with a body that is not JSON; the service may have changed, report this`,
    );
  });

  it('reports an empty body where a result is expected', async () => {
    answer('GET', `/environment/${ids.environment}/status`, 200, undefined);
    const error = await failure(testClient().client.environments.status({ environmentId: ids.environment }));
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toContain('an empty body');
  });

  it('answers nothing for a trigger accepted with no body, and still checks a body that comes', async () => {
    answer('POST', `/environment/${ids.environment}/redeploy`, 202, undefined);
    expect(await testClient().client.environments.redeploy({ environmentId: ids.environment })).toBeUndefined();
    answer('POST', `/environment/${ids.environment}/redeploy`, 202, { id: ids.environment });
    expect((await failure(testClient().client.environments.redeploy({ environmentId: ids.environment }))).message).toContain('state');
  });

  it('keeps fields the service adds and deployment states it invents later', async () => {
    answer('GET', `/environment/${ids.environment}/status`, 200, { ...environmentStatus, state: 'HIBERNATING', new_field: 1 });
    const status = await testClient().client.environments.status({ environmentId: ids.environment });
    expect(status.state).toBe('HIBERNATING');
    expect(status['new_field']).toBe(1);
  });

  it('follows the pagination object to the last page', async () => {
    const first = answer('GET', `/environment/${ids.environment}/job`, 200, {
      results: [job],
      pagination: { page: 1, page_size: 1, total_count: 2, total_pages: 2 },
    });
    const second = answer('GET', `/environment/${ids.environment}/job`, 200, {
      results: [{ ...job, name: 'worker' }],
      pagination: { page: 2, page_size: 1, total_count: 2, total_pages: 2 },
    });
    const jobs = await testClient().client.environments.jobs({ environmentId: ids.environment });
    expect(jobs.map((item) => item.name)).toEqual(['api', 'worker']);
    expect(first[0]?.url).toBe(`/environment/${ids.environment}/job`);
    expect(second[0]?.url).toBe(`/environment/${ids.environment}/job?page=2&page_size=1`);
  });
});

describe('rate-limit state', () => {
  it('is unknown until the service sends the headers, then holds the last seen', async () => {
    const { client } = testClient();
    answer('GET', `/environment/${ids.environment}/status`, 200, environmentStatus);
    await client.environments.status({ environmentId: ids.environment });
    expect(client.rateLimit).toBeUndefined();
    answer('GET', `/environment/${ids.environment}/status`, 200, environmentStatus, {
      'X-RateLimit-Limit': '1000',
      'X-RateLimit-Remaining': '998',
      'X-RateLimit-Reset': '1767610800',
    });
    await client.environments.status({ environmentId: ids.environment });
    expect(client.rateLimit).toMatchObject({ limit: 1000, remaining: 998, resetAt: 1767610800_000 });
    answer(
      'GET',
      `/environment/${ids.environment}/status`,
      404,
      { status: 404, detail: 'gone' },
      { 'X-RateLimit-Remaining': '997', 'X-RateLimit-Reset': '1767610800' },
    );
    await client.environments.status({ environmentId: ids.environment }).catch(() => undefined);
    expect(client.rateLimit).toMatchObject({ limit: undefined, remaining: 997 });
  });
});

describe('timeouts', () => {
  it('gives up on a request that does not answer in time', async () => {
    // The answer far past the 40 ms limit: giving up first is an order, not a race a busy machine could lose.
    nock(BASE).get(`/environment/${ids.environment}`).delay(10_000).reply(200, environment);
    const started = Date.now();
    const error = await failure(testClient({ timeoutMs: 40, maxAttempts: 1 }).client.environments.get({ environmentId: ids.environment }));
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(error.kind).toBe('timeout');
    expect(error.status).toBeUndefined();
    expect(error.message).toBe(`GET /environment/${ids.environment} got no answer within 40ms; the service is slow or unreachable`);
  });
});
