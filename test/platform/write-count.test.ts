/**
 * The writes a client counts: every try of a request that may have changed the platform, whatever
 * its answer and whether one came; never a read, nor a write that never left.
 */
import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { answer, BASE, environment, environmentStatus, failure, ids, testClient } from './fixtures.ts';
import type { PlatformClient } from '../../src/platform/client.ts';

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

const ENV_PATH = `/environment/${ids.environment}`;
const clone = (client: PlatformClient) => client.environments.clone({ environmentId: ids.environment, body: { name: 'pr-7' } });

function systemError(code: string): Error {
  return Object.assign(new Error(`${code} while talking to the service`), { code });
}

describe('the writes a client sent', () => {
  it('are none for reads, whatever they were answered and however often they were tried', async () => {
    answer('GET', ENV_PATH, 502, 'Bad Gateway');
    answer('GET', ENV_PATH, 200, environment);
    answer('GET', `${ENV_PATH}/status`, 404, { status: 404, detail: 'gone' });
    const { client } = testClient();
    await client.environments.get({ environmentId: ids.environment });
    await failure(client.environments.status({ environmentId: ids.environment }));
    expect(client.writesSent).toBe(0);
  });

  it('count each write answered, refused or failed by the service', async () => {
    answer('POST', `${ENV_PATH}/clone`, 202, { ...environment, id: ids.clone });
    answer('POST', `${ENV_PATH}/redeploy`, 400, { status: 400, detail: 'no' });
    answer('DELETE', ENV_PATH, 502, 'Bad Gateway');
    answer('DELETE', ENV_PATH, 204);
    const { client } = testClient();
    await clone(client);
    expect(client.writesSent).toBe(1);
    await failure(client.environments.redeploy({ environmentId: ids.environment }));
    expect(client.writesSent).toBe(2);
    // A DELETE is repeated after a 5xx: both tries left, and the first may have acted.
    await client.environments.delete({ environmentId: ids.environment });
    expect(client.writesSent).toBe(4);
  });

  it('count a write whose answer never came: a dropped connection, a timeout', async () => {
    nock(BASE).post(`${ENV_PATH}/clone`).replyWithError(systemError('ECONNRESET'));
    nock(BASE).post(`/project/${ids.project}/environment`).delay(1_500).reply(201, environment);
    const { client } = testClient({ timeoutMs: 200 });
    expect((await failure(clone(client))).kind).toBe('network');
    expect(client.writesSent).toBe(1);
    expect((await failure(client.environments.create({ projectId: ids.project, body: { name: 'pr-7' } }))).kind).toBe('timeout');
    expect(client.writesSent).toBe(2);
  });

  it('count a write the service answered 429 and the one sent again after it', async () => {
    answer('POST', `${ENV_PATH}/redeploy`, 429, '', { 'Retry-After': '1' });
    answer('POST', `${ENV_PATH}/redeploy`, 202, environmentStatus);
    const { client } = testClient();
    await client.environments.redeploy({ environmentId: ids.environment });
    expect(client.writesSent).toBe(2);
  });

  it('leave out a write whose connection was never made, and one never sent for a malformed id or body', async () => {
    nock(BASE).post(`${ENV_PATH}/clone`).replyWithError(systemError('ECONNREFUSED'));
    nock(BASE).post(`${ENV_PATH}/clone`).replyWithError(systemError('ENOTFOUND'));
    answer('POST', `${ENV_PATH}/clone`, 202, { ...environment, id: ids.clone });
    const { client } = testClient();
    await clone(client);
    expect(client.writesSent).toBe(1);
    await failure(client.environments.redeploy({ environmentId: 'not-a-uuid' }));
    await failure(client.environments.clone({ environmentId: ids.environment, body: { name: 42 as unknown as string } }));
    expect(client.writesSent).toBe(1);
    expect(nock.pendingMocks()).toEqual([]);
  });
});
