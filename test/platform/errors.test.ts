import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PlatformApiError, serviceMessageOf } from '../../src/platform/errors.ts';
import * as endpointTable from '../../src/platform/endpoints.ts';
import { answer, BASE, environment, ids, JWT_TOKEN, testClient, TOKEN, failure } from './fixtures.ts';

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

const ENV_PATH = `/environment/${ids.environment}`;

/** One try only, so each status is seen exactly once. */
function once() {
  return testClient({ maxAttempts: 1 }).client;
}

describe('error statuses', () => {
  it('400 says the request was invalid and quotes the service', async () => {
    answer('POST', `/project/${ids.project}/environment`, 400, { status: 400, error: 'Bad Request', message: 'cluster_id is required' });
    const error = await failure(once().environments.create({ projectId: ids.project, body: { name: 'pr-1' } }));
    expect(error).toMatchObject({
      method: 'POST',
      path: `/project/${ids.project}/environment`,
      status: 400,
      kind: 'http',
      retryable: false,
    });
    expect(error.serviceMessage).toBe('cluster_id is required');
    expect(error.message).toBe(
      `POST /project/${ids.project}/environment answered 400: the service rejected the request as invalid; check the values given to the action (cluster_id is required)`,
    );
  });

  it('401 says the token is missing or invalid', async () => {
    answer('GET', ENV_PATH, 401, { status: 401, detail: 'Unauthorized' });
    const error = await failure(once().environments.get({ environmentId: ids.environment }));
    expect(error.status).toBe(401);
    expect(error.message).toContain('answered 401: the API token is missing or invalid');
  });

  it.each([
    [
      'Read',
      (client: ReturnType<typeof once>) => client.environments.status({ environmentId: ids.environment }),
      'GET',
      `${ENV_PATH}/status`,
    ],
    [
      'Deploy',
      (client: ReturnType<typeof once>) => client.environments.redeploy({ environmentId: ids.environment }),
      'POST',
      `${ENV_PATH}/redeploy`,
    ],
    ['Write', (client: ReturnType<typeof once>) => client.environments.delete({ environmentId: ids.environment }), 'DELETE', ENV_PATH],
  ] as const)('403 names the %s scope the operation needs', async (scope, operation, method, path) => {
    answer(method, path, 403, { status: 403, detail: 'Forbidden' });
    const error = await failure(operation(once()));
    expect(error.status).toBe(403);
    expect(error.message).toContain(`answered 403: the API token lacks the ${scope} scope this operation needs`);
  });

  it('404 names the resource and its id', async () => {
    answer('GET', '/environment/deploymentStatus', 404, 'Not Found');
    const error = await failure(once().environments.deploymentStatus({ deploymentRequestId: ids.deploymentRequest }));
    expect(error.status).toBe(404);
    expect(error.serviceMessage).toBe('Not Found');
    expect(error.message).toContain(`answered 404: deployment request ${ids.deploymentRequest} was not found`);
  });

  it('a 404 before any answer of the service has succeeded says api-url may be wrong, and names its form', async () => {
    answer('GET', '/organization', 404, 'Not Found');
    const error = await failure(once().organizations.list({}));
    expect(error.message).toBe(
      `GET /organization answered 404: the list of organizations was not found; api-url may be wrong: it is ${BASE}, and must be the API's base URL, the one routes such as /organization follow (for example https://api.platform.com) (Not Found)`,
    );
  });

  it('a 404 after the service has answered is only about the resource', async () => {
    const client = once();
    answer('GET', ENV_PATH, 200, environment);
    await client.environments.get({ environmentId: ids.environment });
    answer('GET', `/project/${ids.project}/environment`, 404, 'Not Found');
    const error = await failure(client.environments.list({ projectId: ids.project }));
    expect(error.message).toContain(
      `answered 404: project ${ids.project} was not found; check the id and that the token's organization can see it`,
    );
    expect(error.message).not.toContain('api-url');
  });

  it('409 says another operation is in progress and is not retried', async () => {
    const seen = answer('POST', `${ENV_PATH}/redeploy`, 409, { status: 409, detail: 'Operation is in progress' });
    answer('POST', `${ENV_PATH}/redeploy`, 409, { status: 409, detail: 'Operation is in progress' });
    const error = await failure(testClient().client.environments.redeploy({ environmentId: ids.environment }));
    expect(seen).toHaveLength(1);
    expect(nock.pendingMocks()).toHaveLength(1);
    expect(error).toMatchObject({ status: 409, retryable: false, serviceMessage: 'Operation is in progress' });
    expect(error.message).toContain('another operation is in progress on it');
  });

  it('429 says until when the rate limit holds', async () => {
    answer('GET', ENV_PATH, 429, { status: 429, detail: 'Too Many Requests' }, { 'X-RateLimit-Reset': '1767610800' });
    const now = 1767610800_000 - 90_000;
    const error = await failure(
      testClient({ now: () => now, deadline: now + 60_000 }).client.environments.get({ environmentId: ids.environment }),
    );
    expect(error).toMatchObject({ status: 429, retryable: true, retryAfterMs: 90_000 });
    expect(error.message).toContain("answered 429: the API token's rate limit is used up until 2026-01-05T11:00:00.000Z");
  });

  it('500 is retryable and says to try later', async () => {
    answer('GET', ENV_PATH, 500, { status: 500, error: 'Internal Server Error', message: '' });
    const error = await failure(once().environments.get({ environmentId: ids.environment }));
    expect(error).toMatchObject({ status: 500, retryable: true, serviceMessage: 'Internal Server Error' });
    expect(error.message).toBe(`GET ${ENV_PATH} answered 500: the service failed; try again later (Internal Server Error)`);
  });

  it('a refused connection is a network error with no status', async () => {
    nock(BASE)
      .get(ENV_PATH)
      .replyWithError(Object.assign(new Error('connect ECONNREFUSED 10.0.0.1:443'), { code: 'ECONNREFUSED' }));
    const error = await failure(once().environments.get({ environmentId: ids.environment }));
    expect(error).toMatchObject({ kind: 'network', status: undefined, code: 'ECONNREFUSED', retryable: true });
    expect(error.message).toContain('got no answer: the connection failed (ECONNREFUSED)');
  });
});

describe('service messages', () => {
  it('reads the spec shape, the live shape, and raw text or HTML', () => {
    expect(serviceMessageOf('{"status":400,"error":"Bad Request","message":"name too long"}')).toBe('name too long');
    expect(serviceMessageOf('{"status":404,"detail":"Environment not found"}')).toBe('Environment not found');
    expect(serviceMessageOf('upstream connect error')).toBe('upstream connect error');
    expect(serviceMessageOf('<html><body><h1>502 Bad Gateway</h1>\n</body></html>')).toBe('502 Bad Gateway');
    expect(serviceMessageOf('x'.repeat(1000))).toHaveLength(301);
  });
});

describe('the token never appears in a message', () => {
  it.each([
    ['an API token', TOKEN],
    ['a JWT', JWT_TOKEN],
  ])('not even when the service echoes %s back', async (_name, token) => {
    const client = testClient({ token, maxAttempts: 1 }).client;
    const echoes = [
      { status: 401, detail: `token ${token} is invalid` },
      { status: 403, message: `Authorization: Token ${token} lacks permission` },
      `<p>Bearer ${token}</p>`,
    ];
    const errors: PlatformApiError[] = [];
    for (const [index, body] of echoes.entries()) {
      answer('GET', ENV_PATH, [401, 403, 500][index] ?? 500, body);
      errors.push(await failure(client.environments.get({ environmentId: ids.environment })));
    }
    nock(BASE)
      .get(ENV_PATH)
      .replyWithError(Object.assign(new Error(`failed with ${token}`), { code: 'ECONNRESET' }));
    errors.push(await failure(client.environments.get({ environmentId: ids.environment })));
    errors.push(await failure(client.environments.get({ environmentId: token })));
    for (const error of errors) {
      expect(`${error.message} ${error.serviceMessage} ${error.path} ${JSON.stringify(error)}`).not.toContain(token);
    }
    expect(errors[0]?.serviceMessage).toBe('token *** is invalid');
  });

  it('nor does the value of a secret the service echoes back', async () => {
    answer('POST', `${ENV_PATH}/secret`, 400, { status: 400, detail: 'value pw-s3cret-value is not allowed' });
    const error = await failure(
      once().secrets.create({ environmentId: ids.environment, body: { key: 'DB_PASSWORD', value: 'pw-s3cret-value' } }),
    );
    expect(error.message).not.toContain('pw-s3cret-value');
    expect(error.message).toContain('value *** is not allowed');
  });

  it('keeps messages readable when the token is too short to hide', async () => {
    answer('GET', ENV_PATH, 401, { status: 401, detail: 'Unauthorized' });
    const error = await failure(testClient({ token: 'abc', maxAttempts: 1 }).client.environments.get({ environmentId: ids.environment }));
    expect(error.message).toContain('the API token is missing or invalid');
  });

  it('nor a secret value refused by the request schema', async () => {
    const error = await failure(
      once().secrets.create({ environmentId: ids.environment, body: { key: 'K', value: 'pw-s3cret-value', description: 'd'.repeat(256) } }),
    );
    expect(error.kind).toBe('invalid-request');
    expect(error.message).toContain('description');
    expect(error.message).not.toContain('pw-s3cret-value');
  });
});

describe('the wording of a 404, for every resource the action reads or writes', () => {
  const subjects = Object.values(endpointTable).flatMap((group) =>
    Object.entries(group).map(([name, entry]) => [name, entry.subject] as const),
  );

  it.each(subjects)('%s names one thing, so "was not found" agrees with it', (_name, subject) => {
    // One resource by its id (a kind, then its id; "of" another), or a list named as one.
    expect(subject).toMatch(/^(the list of [a-z]+|[a-z]+( [a-z]+)* \{[a-zA-Z]+\}( of [a-z]+( [a-z]+)* \{[a-zA-Z]+\})?)$/);
  });
});
