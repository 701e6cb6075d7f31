import { afterEach, describe, expect, it } from 'vitest';
import { EnvironmentStatus } from '../../tools/emulator/schemas/index.ts';
import { callerFor, eventually, type Call } from '../support/caller.ts';
import { startEmulator, type Emulator, type EmulatorOptions } from '../../tools/emulator/index.ts';

let emulator: Emulator | undefined;
afterEach(async () => {
  await emulator?.close();
  emulator = undefined;
});

let clones = 0;

/** A fresh copy of the blueprint, its jobs tagged as given (web first, then worker). */
async function start(options: EmulatorOptions, tags: string[] = []): Promise<{ call: Call; environmentId: string }> {
  emulator = await startEmulator({ staleMs: 0, ...options });
  const call = callerFor(emulator, emulator.tokens.admin);
  const clone = await call('POST', `/environment/${emulator.seed.blueprintEnvironmentId}/clone`, {
    name: `pr-${++clones}`,
    mode: 'PREVIEW',
  });
  const environmentId: string = clone.body.id;
  const jobs = (await call('GET', `/environment/${environmentId}/job`)).body.results;
  for (const [index, tag] of tags.entries()) {
    const { id, created_at: _created, updated_at: _updated, ...whole } = jobs[index];
    await call('PUT', `/job/${id}`, { ...whole, source: { image: { ...whole.source.image, tag } } });
  }
  return { call, environmentId };
}

/** Polls the deployment request until it ends; answers every distinct state seen, in order. */
/** The states a deployment request goes through, from `first` (the trigger's answer: a loaded machine may poll too late to see it). */
async function statesUntilEnd(call: Call, requestId: string, first?: string): Promise<string[]> {
  const seen: string[] = first ? [first] : [];
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const state: string = (await call('GET', `/environment/deploymentStatus?deploymentRequestId=${requestId}`)).body.status;
    if (seen.at(-1) !== state) seen.push(state);
    if (['DEPLOYED', 'BUILD_ERROR', 'DEPLOYMENT_ERROR', 'CANCELED'].includes(state)) break;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  return seen;
}

interface ServiceStatusView {
  state: string;
  is_part_last_deployment: boolean;
  deployment_request_id: string | null;
  status_details: { action: string; status: string; sub_action: string };
  steps: {
    total_duration_sec: number | null;
    total_computing_duration_sec: number | null;
    details: Array<{ step_name: string; status: string; duration_sec: number }>;
  };
}

async function statusesWithStages(
  call: Call,
  environmentId: string,
): Promise<{
  stages: Array<{
    stage: { name: string; status: string; steps: { stage_id: string } };
    applications: ServiceStatusView[];
    containers: ServiceStatusView[];
    jobs: ServiceStatusView[];
  }>;
}> {
  const answer = await call('GET', `/environment/${environmentId}/statusesWithStages`);
  expect(answer.status).toBe(200);
  return answer.body;
}

async function environmentStatus(call: Call, environmentId: string): Promise<EnvironmentStatus> {
  return EnvironmentStatus.parse((await call('GET', `/environment/${environmentId}/status`)).body);
}

describe('a deployment', () => {
  it('moves stage by stage to DEPLOYED and reports metrics in platform seconds', async () => {
    // A quarter of real time: a platform second is 250 ms, so a loaded machine's late timer moves a duration by one at most.
    const { call, environmentId } = await start({ speed: 0.25 });
    const trigger = await call('POST', `/environment/${environmentId}/redeploy`);
    expect(trigger.status).toBe(202);
    const requested = EnvironmentStatus.parse(trigger.body);
    expect(requested).toMatchObject({
      state: 'DEPLOYMENT_QUEUED',
      total_deployment_duration_in_seconds: null,
      last_deployment_id: `${environmentId}-1`,
    });
    expect(requested.metrics?.map((stage) => stage.total_duration_sec)).toEqual([null, null]);

    // Only the application (storefront) is built from git: the images of background never build.
    // A loaded machine may poll past a short state: the states seen are in this order, none other, and end DEPLOYED.
    const order = ['DEPLOYMENT_QUEUED', 'BUILDING', 'DEPLOYING', 'DEPLOYED'];
    const seen = await statesUntilEnd(call, requested.deployment_request_id!, requested.state);
    expect(seen).toEqual(order.filter((state) => seen.includes(state)));
    expect(seen.at(0)).toBe('DEPLOYMENT_QUEUED');
    expect(seen.at(-1)).toBe('DEPLOYED');
    const done = await environmentStatus(call, environmentId);
    expect(done).toMatchObject({
      state: 'DEPLOYED',
      deployment_request_id: requested.deployment_request_id,
      deployment_status: 'UP_TO_DATE',
    });
    expect(done.total_deployment_duration_in_seconds).toBeGreaterThanOrEqual(7);
    expect(done.total_deployment_duration_in_seconds).toBeLessThanOrEqual(10);
    // Stage level: no name, only the queue and the total; the services' steps are elsewhere.
    const [first, second] = done.metrics ?? [];
    expect(Object.keys(first ?? {}).sort()).toEqual(['details', 'stage_id', 'total_duration_sec']);
    expect(first?.details.map((step) => [step.step_name, step.status])).toEqual([
      ['QUEUEING', 'SUCCESS'],
      ['TOTAL', 'SUCCESS'],
    ]);
    expect(first?.total_duration_sec).toBeGreaterThanOrEqual(4);
    expect(second?.details.map((step) => step.step_name)).toEqual(['TOTAL']);

    const { stages } = await statusesWithStages(call, environmentId);
    expect(stages.map((each) => [each.stage.name, each.stage.status, each.stage.steps.stage_id])).toEqual([
      ['storefront', 'DONE', first?.stage_id],
      ['background', 'DONE', second?.stage_id],
    ]);
    const [web, checkout] = [stages[0]!.jobs[0]!, stages[0]!.applications[0]!];
    expect(web).toMatchObject({ state: 'DEPLOYED', is_part_last_deployment: true, deployment_request_id: requested.deployment_request_id });
    expect(web.status_details).toEqual({ action: 'DEPLOY', status: 'SUCCESS', sub_action: 'NONE' });
    expect(web.steps.details.map((step) => [step.step_name, step.status])).toEqual([
      ['MIRROR_IMAGE', 'SUCCESS'],
      ['DEPLOYMENT_QUEUEING', 'SUCCESS'],
      ['DEPLOYMENT', 'SUCCESS'],
    ]);
    expect(checkout.steps.details.map((step) => [step.step_name, step.status])).toEqual([
      ['BUILD_QUEUEING', 'SUCCESS'],
      ['BUILD', 'SUCCESS'],
      ['DEPLOYMENT_QUEUEING', 'SUCCESS'],
      ['DEPLOYMENT', 'SUCCESS'],
    ]);
    const build = checkout.steps.details.find((step) => step.step_name === 'BUILD')?.duration_sec;
    expect(build).toBeGreaterThanOrEqual(2);
    expect(build).toBeLessThanOrEqual(3);
    for (const total of [checkout.steps.total_duration_sec, checkout.steps.total_computing_duration_sec]) {
      expect(total).toBeGreaterThanOrEqual(4);
      expect(total).toBeLessThanOrEqual(5);
    }
    expect(stages[1]!.containers[0]).toMatchObject({ state: 'DEPLOYED', is_part_last_deployment: true });
    expect((await call('GET', `/environment/${environmentId}/link`)).body.results).toEqual([
      expect.objectContaining({
        service_type: 'JOB',
        url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/_services\//),
        is_default: true,
      }),
      expect.objectContaining({ service_type: 'APPLICATION', internal_port: 3000, is_default: true }),
    ]);
  });

  it.each([
    // An image that cannot be mirrored fails where a build would.
    ['fail-build-1', 'BUILD_ERROR', 'MIRROR_IMAGE'],
    ['fail-deploy-1', 'DEPLOYMENT_ERROR', 'DEPLOYMENT'],
  ])('with web tagged %s ends in %s and skips the rest', async (tag, state, failedStep) => {
    const { call, environmentId } = await start({ speed: 0.01 }, [tag]);
    const requestId = (await call('POST', `/environment/${environmentId}/redeploy`)).body.deployment_request_id;
    expect((await statesUntilEnd(call, requestId)).at(-1)).toBe(state);
    const [storefront, background] = (await environmentStatus(call, environmentId)).metrics ?? [];
    expect(storefront?.details.find((step) => step.step_name === 'TOTAL')?.status).toBe('ERROR');
    expect(background).toEqual({ stage_id: background?.stage_id, total_duration_sec: null, details: [] });
    const { stages } = await statusesWithStages(call, environmentId);
    expect(stages.map((each) => each.stage.status)).toEqual(['ERROR', 'SKIPPED']);
    const [web, worker] = [stages[0]!.jobs[0]!, stages[1]!.jobs[0]!];
    expect(web.state).toBe(state);
    expect(web.status_details.status).toBe('ERROR');
    expect(web.steps.details.find((step) => step.step_name === failedStep)?.status).toBe('ERROR');
    expect(worker.steps.details.map((step) => step.status)).toEqual(['SKIP', 'SKIP', 'SKIP']);
    expect(worker.steps.total_duration_sec).toBeNull();
  });

  it('hangs in DEPLOYING with a hang tag until cancelled, then goes CANCELING and CANCELED', async () => {
    const { call, environmentId } = await start({ speed: 0.01 }, ['main', 'hang-on']);
    const requestId = (await call('POST', `/environment/${environmentId}/redeploy`)).body.deployment_request_id;
    const lookup = () => call('GET', `/environment/deploymentStatus?deploymentRequestId=${requestId}`);
    await eventually(lookup, (answer) => answer.body.status === 'DEPLOYING');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await lookup()).body.status).toBe('DEPLOYING');

    const cancel = await call('POST', `/environment/${environmentId}/cancelDeployment`, { force_cancel: true });
    expect(cancel.status).toBe(202);
    expect(cancel.body.state).toBe('CANCELING');
    expect((await eventually(lookup, (answer) => answer.body.status === 'CANCELED')).body.status).toBe('CANCELED');
    const { stages } = await statusesWithStages(call, environmentId);
    expect(stages.map((each) => each.stage.status)).toEqual(['DONE', 'CANCELED']);
    const worker = stages[1]!.jobs[0]!;
    expect(worker.state).toBe('CANCELED');
    expect(worker.status_details.status).toBe('CANCELED');
    expect(worker.steps.details.find((step) => step.step_name === 'DEPLOYMENT')?.status).toBe('CANCEL');
  });
});

describe('the stale window', () => {
  it('keeps the environment status on the previous deployment while the request lookup is exact', async () => {
    const { call } = await start({ speed: 0.01, staleMs: 250 });
    const environmentId = emulator!.seed.blueprintEnvironmentId;
    const before = await environmentStatus(call, environmentId);
    const requestId = (await call('POST', `/environment/${environmentId}/redeploy`)).body.deployment_request_id;
    const during = await environmentStatus(call, environmentId);
    expect(during).toEqual(before);
    expect((await call('GET', `/environment/deploymentStatus?deploymentRequestId=${requestId}`)).body.status).not.toBe('DEPLOYED');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const after = await environmentStatus(call, environmentId);
    expect(after).toMatchObject({ deployment_request_id: requestId, last_deployment_id: `${environmentId}-2`, state: 'DEPLOYED' });
  });
});

describe('a trigger while one runs', () => {
  it('answers 409 "in progress" with busy=409, as older servers do', async () => {
    const { call, environmentId } = await start({ speed: 0.05, busy: '409' });
    expect((await call('POST', `/environment/${environmentId}/redeploy`)).status).toBe(202);
    const second = await call('POST', `/environment/${environmentId}/redeploy`);
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(/in progress/i);
  });

  it('queues behind the running one by default, listed in the deployment queue, then runs it', async () => {
    const { call, environmentId } = await start({ speed: 0.01 });
    const first = (await call('POST', `/environment/${environmentId}/redeploy`)).body;
    const second = await call('POST', `/environment/${environmentId}/redeploy`);
    expect(second.status).toBe(202);
    expect(second.body.deployment_request_id).not.toBe(first.deployment_request_id);
    expect(second.body.state).toBe('DEPLOYMENT_QUEUED');
    const third = (await call('POST', `/environment/${environmentId}/redeploy`)).body;
    const queue = (await call('GET', `/environment/${environmentId}/deploymentQueue`)).body.results;
    // The running one is not waiting: the queue holds the two behind it, the next first.
    expect(queue.map((item: { identifier: { deployment_request_id: string } }) => item.identifier.deployment_request_id)).toEqual([
      second.body.deployment_request_id,
      third.deployment_request_id,
    ]);
    expect(queue[0]).toMatchObject({ identifier: { environment_id: environmentId }, trigger_action: 'DEPLOY' });
    expect(queue[0].stages.length).toBeGreaterThan(0);
    expect(queue[0].stages.every((stage: { status: string }) => stage.status === 'QUEUED')).toBe(true);
    expect(await statesUntilEnd(call, second.body.deployment_request_id)).toContain('DEPLOYED');
    expect((await call('GET', `/environment/deploymentStatus?deploymentRequestId=${first.deployment_request_id}`)).body.status).toBe(
      'DEPLOYED',
    );
    expect(await statesUntilEnd(call, third.deployment_request_id)).toContain('DEPLOYED');
    expect((await call('GET', `/environment/${environmentId}/deploymentQueue`)).body.results).toEqual([]);
    expect((await environmentStatus(call, environmentId)).last_deployment_id).toBe(`${environmentId}-3`);
  });
});

describe('delete', () => {
  it('answers 204, goes DELETE_QUEUED, DELETING, DELETED, then 404 for the environment and everything in it', async () => {
    const { call, environmentId } = await start({ speed: 0.1 });
    const jobId: string = (await call('GET', `/environment/${environmentId}/job`)).body.results[0].id;
    const secretId: string = (await call('GET', `/environment/${environmentId}/secret`)).body.results[0].id;
    const deleted = await call('DELETE', `/environment/${environmentId}`);
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBeUndefined();

    const seen: Array<string | number> = [];
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const answer = await call('GET', `/environment/${environmentId}/status`);
      const observed = answer.status === 200 ? answer.body.state : answer.status;
      if (seen.at(-1) !== observed) seen.push(observed);
      if (observed === 404) break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(seen).toEqual(['DELETE_QUEUED', 'DELETING', 'DELETED', 404]);
    for (const path of [
      `/environment/${environmentId}`,
      `/job/${jobId}`,
      `/environment/${environmentId}/secret/${secretId}`,
      `/environment/${environmentId}/link`,
    ]) {
      expect((await call('GET', path)).status, path).toBe(404);
    }
    expect((await call('POST', `/environment/${environmentId}/redeploy`)).status).toBe(404);
    expect(emulator!.environments().map((environment) => environment.id)).not.toContain(environmentId);
  });
});
