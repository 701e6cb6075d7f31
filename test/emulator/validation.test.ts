import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, type Call } from '../support/caller.ts';
import { startEmulator, type Emulator } from '../../tools/emulator/index.ts';

let emulator: Emulator;
let call: Call;

beforeAll(async () => {
  emulator = await startEmulator({ speed: 0.01, staleMs: 0 });
  call = callerFor(emulator, emulator.tokens.admin);
});
afterAll(() => emulator.close());

async function wholeWebJob(): Promise<Record<string, unknown>> {
  const { id: _id, created_at: _created, updated_at: _updated, ...whole } = (await call('GET', `/job/${emulator.seed.jobIds[0]}`)).body;
  return whole;
}

describe('400: the message names what is wrong', () => {
  it.each([
    ['a missing required field', 'POST', 'clone', { mode: 'PREVIEW' }, /"name" is required/],
    ['a wrong type', 'POST', 'clone', { name: 42 }, /"name"/],
    [
      'an enum value the spec does not list',
      'POST',
      'clone',
      { name: 'x', mode: 'TESTING' },
      /"mode" must be one of DEVELOPMENT, PREVIEW, PRODUCTION, STAGING/,
    ],
    ['a non-uuid id in the body', 'POST', 'clone', { name: 'x', cluster_id: 'nope' }, /"cluster_id"/],
    ['an unknown field', 'POST', 'clone', { name: 'x', colour: 'blue' }, /unknown field "colour"/],
    [
      'a description over 255 characters',
      'POST',
      'secret',
      { key: 'K', value: 'v', description: 'd'.repeat(256) },
      /"description" must be at most 255/,
    ],
    ['a secret without key', 'POST', 'secret', { value: 'v' }, /"key" is required/],
  ])('%s', async (_rule, method, operation, body, message) => {
    const answer = await call(method, `/environment/${emulator.seed.blueprintEnvironmentId}/${operation}`, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ status: 400, error: 'Bad Request', message: expect.stringMatching(message) });
  });

  it.each([
    ['gpu', -1, /"gpu" must be at least 0/],
    ['maximum_gpu', -1, /"maximum_gpu" must be at least 0/],
    ['max_nb_restart', -1, /"max_nb_restart" must be at least 0/],
    ['max_duration_seconds', -5, /"max_duration_seconds" must be at least 0/],
    ['port', 0, /"port" must be at least 1/],
    ['job_type', 'DAEMON', /"job_type" must be one of LIFECYCLE, CRON/],
  ])('a job with %s = %s is refused', async (field, value, message) => {
    const answer = await call('PUT', `/job/${emulator.seed.jobIds[0]}`, { ...(await wholeWebJob()), [field]: value });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(message);
  });

  it('refuses a job whose required member is missing, and accepts the whole job back unchanged', async () => {
    const { name: _name, ...nameless } = await wholeWebJob();
    expect((await call('PUT', `/job/${emulator.seed.jobIds[0]}`, nameless)).body.message).toMatch(/"name" is required/);
    expect((await call('PUT', `/job/${emulator.seed.jobIds[0]}`, await wholeWebJob())).status).toBe(200);
  });

  it('refuses non-uuid path and query parameters, and bad paging', async () => {
    expect((await call('GET', '/environment/123')).body.message).toBe('path parameter "environmentId" must be a uuid');
    expect((await call('GET', '/job/abc')).body.message).toBe('path parameter "jobId" must be a uuid');
    expect((await call('GET', '/environment/deploymentStatus')).body.message).toBe('query parameter "deploymentRequestId" is required');
    expect((await call('GET', '/environment/deploymentStatus?deploymentRequestId=12')).body.message).toBe(
      'query parameter "deploymentRequestId" must be a uuid',
    );
    const branches = `/organization/${emulator.seed.organizationId}/account/githost/repository/branch?gitTokenId=zz`;
    expect((await call('GET', branches)).body.message).toBe('query parameter "gitTokenId" must be a uuid');
    expect((await call('GET', `/project/${emulator.seed.projectId}/environment?page=0`)).status).toBe(400);
  });

  it('refuses bodies that are not JSON, a job deploy with both tag and commit, and a webhook without events', async () => {
    expect((await call('POST', `/environment/${emulator.seed.blueprintEnvironmentId}/clone`, '{name:')).body.message).toMatch(
      /not valid JSON/,
    );
    expect((await call('POST', `/job/${emulator.seed.jobIds[0]}/deploy`, { image_tag: 'a', git_commit_id: 'b' })).status).toBe(400);
    const webhook = await call('POST', `/organization/${emulator.seed.organizationId}/webhook`, {
      target_url: 'http://127.0.0.1:1/',
      events: [],
      enabled: true,
    });
    expect(webhook.status).toBe(400);
    expect(webhook.body.message).toMatch(/"events"/);
  });
});

describe('404, 405, 409 and 415', () => {
  it('answers 404 for unknown ids and unknown operations', async () => {
    const unknown = randomUUID();
    for (const path of [
      `/environment/${unknown}`,
      `/environment/${unknown}/status`,
      `/job/${unknown}`,
      `/project/${unknown}/environment`,
    ]) {
      expect((await call('GET', path)).status, path).toBe(404);
    }
    expect((await call('GET', `/environment/${emulator.seed.blueprintEnvironmentId}/secret/${unknown}`)).status).toBe(404);
    const request = await call('GET', `/environment/deploymentStatus?deploymentRequestId=${unknown}`);
    expect(request.body).toEqual({ status: 404, error: 'Not Found', message: `deployment request ${unknown} not found` });
    expect((await call('GET', '/nothing/here')).status).toBe(404);
    expect((await call('PATCH', `/environment/${emulator.seed.blueprintEnvironmentId}`, {})).status).toBe(405);
  });

  it('answers 409 for a name already taken in the project, compared case-insensitively', async () => {
    const { projectId, blueprintEnvironmentId, productionEnvironmentId, jobIds } = emulator.seed;
    const created = await call('POST', `/project/${projectId}/environment`, { name: 'Production' });
    expect(created.status).toBe(409);
    expect(created.body.message).toMatch(/already exists/);
    expect((await call('POST', `/environment/${blueprintEnvironmentId}/clone`, { name: 'BLUEPRINT' })).status).toBe(409);
    expect((await call('POST', `/job/${jobIds[0]}/clone`, { name: 'WEB', environment_id: productionEnvironmentId })).status).toBe(409);
  });

  it('answers 415 to a body on redeploy and deploy, which take none', async () => {
    const path = `/environment/${emulator.seed.productionEnvironmentId}`;
    expect((await call('POST', `${path}/redeploy`, {})).status).toBe(415);
    expect((await call('POST', `${path}/deploy`, { force: true })).status).toBe(415);
  });
});

describe('switches', () => {
  it('answers errors in the upstream {status, detail} shape when asked', async () => {
    const upstream = await startEmulator({ errorShape: 'upstream' });
    try {
      const answer = await callerFor(upstream, upstream.tokens.admin)('GET', `/environment/${randomUUID()}`);
      expect(answer.body).toEqual({ status: 404, detail: expect.stringMatching(/^environment .* not found$/) });
    } finally {
      await upstream.close();
    }
  });

  it('answers an unknown deployment request with an empty object when configured so', async () => {
    const lenient = await startEmulator({ unknownRequest: 'empty' });
    try {
      const answer = await callerFor(lenient, lenient.tokens.admin)(
        'GET',
        `/environment/deploymentStatus?deploymentRequestId=${randomUUID()}`,
      );
      expect(answer).toMatchObject({ status: 200, body: {} });
    } finally {
      await lenient.close();
    }
  });
});
