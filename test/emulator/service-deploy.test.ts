import { afterEach, describe, expect, it } from 'vitest';
import { answerOf } from '../contract/spec-shapes.ts';
import { callerFor, eventually, type Call } from '../support/caller.ts';
import { startEmulator, type Emulator, type EmulatorOptions } from '../../tools/emulator/index.ts';

let emulator: Emulator | undefined;
afterEach(async () => {
  await emulator?.close();
  emulator = undefined;
});

/** A fresh, never deployed preview of the blueprint and its services by name. */
async function start(options: EmulatorOptions = {}) {
  emulator = await startEmulator({ staleMs: 0, speed: 0.01, ...options });
  const call = callerFor(emulator, emulator.tokens.admin);
  const environmentId: string = (
    await call('POST', `/environment/${emulator.seed.blueprintEnvironmentId}/clone`, { name: 'pr-1', mode: 'PREVIEW' })
  ).body.id;
  const [applications, containers, jobs] = await Promise.all(
    ['application', 'container', 'job'].map(async (kind) => (await call('GET', `/environment/${environmentId}/${kind}`)).body.results),
  );
  return { call, environmentId, checkout: applications[0], search: containers[0], web: jobs[0], worker: jobs[1] };
}

async function untilEnd(call: Call, requestId: string): Promise<string> {
  const answer = await eventually(
    () => call('GET', `/environment/deploymentStatus?deploymentRequestId=${requestId}`),
    (reply) => ['DEPLOYED', 'BUILD_ERROR', 'DEPLOYMENT_ERROR', 'CANCELED'].includes(reply.body.status),
  );
  return answer.body.status;
}

describe('applications and containers', () => {
  it('lists and reads them in the platform shapes: git_repository for an application, image_name and tag for a container', async () => {
    const { call, environmentId, checkout, search } = await start();
    expect(Object.keys(checkout.git_repository).sort()).toEqual([
      'branch',
      'deployed_commit_date',
      'deployed_commit_id',
      'name',
      'owner',
      'provider',
      'root_path',
      'url',
    ]);
    expect(checkout).toMatchObject({
      name: 'checkout',
      environment: { id: environmentId },
      git_repository: { provider: 'GITHUB', owner: 'acme', name: 'shop', branch: 'main' },
    });
    expect(search).toMatchObject({ name: 'search', image_name: 'acme/search', tag: 'main', registry: { name: 'acme-registry' } });
    expect(answerOf('GET /application/:applicationId').parse((await call('GET', `/application/${checkout.id}`)).body)).toEqual(checkout);
    expect(answerOf('GET /container/:containerId').parse((await call('GET', `/container/${search.id}`)).body)).toEqual(search);
    expect(
      answerOf('GET /environment/:environmentId/container').parse((await call('GET', `/environment/${environmentId}/container`)).body)
        .results,
    ).toHaveLength(1);
  });
});

describe('POST /environment/{id}/service/deploy', () => {
  it('deploys the selected services at their versions in one request, answering 202 with the request id', async () => {
    const { call, environmentId, checkout, search, web } = await start();
    const answer = await call('POST', `/environment/${environmentId}/service/deploy`, {
      applications: [{ application_id: checkout.id, git_commit_id: 'c0ffee1' }],
      containers: [{ id: search.id, image_tag: 'pr-1' }],
      jobs: [{ id: web.id, image_tag: 'pr-1' }],
    });
    expect(answer.status).toBe(202);
    const status = answerOf('POST /environment/:environmentId/service/deploy').parse(answer.body);
    expect(status.deployment_request_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await untilEnd(call, status.deployment_request_id!)).toBe('DEPLOYED');
    expect((await call('GET', `/application/${checkout.id}`)).body.git_repository.deployed_commit_id).toBe('c0ffee1');
    expect((await call('GET', `/container/${search.id}`)).body.tag).toBe('pr-1');
    expect((await call('GET', `/job/${web.id}`)).body.source.image.tag).toBe('pr-1');
    // Only what was selected ran: the worker was never part of it.
    const statuses = (await call('GET', `/environment/${environmentId}/statusesWithStages`)).body;
    const jobs = statuses.stages.flatMap((stage: any) => stage.jobs);
    expect(jobs.find((each: any) => each.id === web.id).is_part_last_deployment).toBe(true);
    expect(jobs.find((each: any) => each.id !== web.id).service_deployment_status).toBe('NEVER_DEPLOYED');
  });

  it('answers 400 naming an id that is not a service of the environment, and changes nothing', async () => {
    const { call, environmentId, checkout } = await start();
    const stranger = emulator!.seed.jobIds[0]!;
    const answer = await call('POST', `/environment/${environmentId}/service/deploy`, {
      applications: [{ application_id: checkout.id, git_commit_id: 'c0ffee1' }],
      jobs: [{ id: stranger, image_tag: 'x' }],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(stranger);
    expect((await call('GET', `/application/${checkout.id}`)).body.git_repository.deployed_commit_id).toBe(
      checkout.git_repository.deployed_commit_id,
    );
    expect((await call('GET', `/environment/${environmentId}/status`)).body.state).toBe('READY');
  });

  it('answers 400 to a version of the wrong kind for the source, and to an empty one for a never deployed service', async () => {
    const { call, environmentId, checkout, search } = await start();
    const path = `/environment/${environmentId}/service/deploy`;
    expect((await call('POST', path, { containers: [{ id: search.id }] })).status).toBe(400);
    expect((await call('POST', path, { jobs: [{ id: search.id, image_tag: 'x' }] })).status).toBe(400);
    expect((await call('POST', path, { applications: [{ application_id: checkout.id, image_tag: 'x' }] })).status).toBe(400);
    expect((await call('POST', path, {})).status).toBe(400);
  });

  it('answers 409 while busy with busy=409 and leaves the versions as they were; by default it queues', async () => {
    const { call, environmentId, search } = await start({ busy: '409' });
    const path = `/environment/${environmentId}/service/deploy`;
    expect((await call('POST', `/environment/${environmentId}/redeploy`)).status).toBe(202);
    const busy = await call('POST', path, { containers: [{ id: search.id, image_tag: 'pr-2' }] });
    expect(busy.status).toBe(409);
    expect((await call('GET', `/container/${search.id}`)).body.tag).toBe('main');
    await emulator!.close();

    const queued = await start();
    await queued.call('POST', `/environment/${queued.environmentId}/redeploy`);
    const second = await queued.call('POST', `/environment/${queued.environmentId}/service/deploy`, {
      containers: [{ id: queued.search.id, image_tag: 'pr-3' }],
    });
    expect(second.status).toBe(202);
    expect(second.body.state).toBe('DEPLOYMENT_QUEUED');
    expect(await untilEnd(queued.call, second.body.deployment_request_id)).toBe('DEPLOYED');
  });

  it('fails one service among many with the failService knob, nothing of it in any answer', async () => {
    const { call, environmentId, checkout, search } = await start();
    emulator!.failService(checkout.id, 'fail-build');
    const answer = await call('POST', `/environment/${environmentId}/service/deploy`, {
      applications: [{ application_id: checkout.id, git_commit_id: 'c0ffee2' }],
      containers: [{ id: search.id, image_tag: 'pr-4' }],
    });
    expect(await untilEnd(call, answer.body.deployment_request_id)).toBe('BUILD_ERROR');
    expect(JSON.stringify((await call('GET', `/environment/${environmentId}/statusesWithStages`)).body)).not.toContain('fail-build');
  });
});

describe('single-service deploys', () => {
  it('deploys an application at a commit, a container at a tag and a job built from git at a commit, each answering 202 with its Status', async () => {
    const { call, checkout, search, worker } = await start();
    const app = await call('POST', `/application/${checkout.id}/deploy`, { git_commit_id: 'abc1234' });
    expect(app.status).toBe(202);
    expect(answerOf('POST /application/:applicationId/deploy').parse(app.body)).toMatchObject({ id: checkout.id });
    await untilEnd(call, app.body.deployment_request_id);
    expect((await call('GET', `/application/${checkout.id}`)).body.git_repository.deployed_commit_id).toBe('abc1234');

    const container = await call('POST', `/container/${search.id}/deploy`, { image_tag: 'v2' });
    expect(container.status).toBe(202);
    await untilEnd(call, container.body.deployment_request_id);
    expect((await call('GET', `/container/${search.id}`)).body.tag).toBe('v2');
    expect((await call('POST', `/container/${search.id}/deploy`, {})).status).toBe(400);

    const { id, created_at: _created, updated_at: _updated, ...whole } = worker;
    const git_repository = { ...checkout.git_repository, root_path: '/worker' };
    expect((await call('PUT', `/job/${id}`, { ...whole, source: { docker: { git_repository } } })).status).toBe(200);
    expect((await call('POST', `/job/${id}/deploy`, { image_tag: 'v3' })).status).toBe(400);
    const job = await call('POST', `/job/${id}/deploy`, { git_commit_id: 'def5678' });
    expect(job.status).toBe(202);
    await untilEnd(call, job.body.deployment_request_id);
    expect((await call('GET', `/job/${id}`)).body.source.docker.git_repository.deployed_commit_id).toBe('def5678');
  });
});
