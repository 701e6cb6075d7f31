import { afterEach, describe, expect, it } from 'vitest';
import { answerOf } from '../contract/spec-shapes.ts';
import { callerFor, eventually, type Call } from '../support/caller.ts';
import { startEmulator, type Emulator, type EmulatorOptions } from '../../tools/emulator/index.ts';

let emulator: Emulator | undefined;
afterEach(async () => {
  await emulator?.close();
  emulator = undefined;
});

const ENDED = ['DEPLOYED', 'BUILD_ERROR', 'DEPLOYMENT_ERROR', 'CANCELED', 'STOPPED'];

/** A preview cloned from the blueprint (with its seed job when asked), and its jobs by name. */
async function preview(options: EmulatorOptions = {}) {
  emulator = await startEmulator({ staleMs: 0, speed: 0.01, ...options });
  const call = callerFor(emulator, emulator.tokens.admin);
  const environmentId: string = (
    await call('POST', `/environment/${emulator.seed.blueprintEnvironmentId}/clone`, { name: 'pr-1', mode: 'PREVIEW' })
  ).body.id;
  const jobs = (await call('GET', `/environment/${environmentId}/job`)).body.results as Array<{ id: string; name: string }>;
  const job = (name: string) => jobs.find((each) => each.name === name)!;
  return { call, environmentId, job };
}

async function untilEnd(call: Call, requestId: string): Promise<string> {
  const answer = await eventually(
    () => call('GET', `/environment/deploymentStatus?deploymentRequestId=${requestId}`),
    (reply) => ENDED.includes(reply.body.status),
  );
  return answer.body.status;
}

async function deployed(call: Call, environmentId: string): Promise<string> {
  const trigger = await call('POST', `/environment/${environmentId}/redeploy`);
  expect(trigger.status).toBe(202);
  return untilEnd(call, trigger.body.deployment_request_id);
}

const stageNames = async (call: Call, environmentId: string) =>
  ((await call('GET', `/environment/${environmentId}/deploymentStage`)).body.results as Array<{ name: string }>).map((stage) => stage.name);

describe('a lifecycle seed job', () => {
  it('is read with its schedule as the OpenAPI shapes a lifecycle job, and a cron job with its cronjob', async () => {
    const { call, job } = await preview({ seedJob: true });
    const seed = (await call('GET', `/job/${job('seed-data').id}`)).body;
    expect(seed).toMatchObject({ job_type: 'LIFECYCLE', schedule: { on_start: { entrypoint: '/app/seed' } }, cpu: 250, memory: 256 });
    expect(Object.keys(seed.schedule)).toEqual(['on_start']);
    expect(answerOf('GET /job/:jobId').safeParse(seed).success).toBe(true);
    const worker = (await call('GET', `/job/${job('worker').id}`)).body;
    expect(worker).toMatchObject({ job_type: 'CRON', schedule: { cronjob: { scheduled_at: '0 3 * * *', timezone: 'Etc/UTC' } } });
  });

  it('runs its on_start in every deployment of the environment, in its own stage before the applications, timed', async () => {
    const { call, environmentId, job } = await preview({ seedJob: true });
    expect(await stageNames(call, environmentId)).toEqual(['data', 'storefront', 'background']);
    expect(await deployed(call, environmentId)).toBe('DEPLOYED');
    expect(await deployed(call, environmentId)).toBe('DEPLOYED');
    const seedId = job('seed-data').id;
    const runs = emulator!.jobRuns(seedId);
    expect(runs.map((run) => [run.event, run.forced, run.state])).toEqual([
      ['START', false, 'DEPLOYED'],
      ['START', false, 'DEPLOYED'],
    ]);
    // The platform's own record of it: in both histories, and with its own steps in its stage.
    const history = (await call('GET', `/environment/${environmentId}/deploymentHistory`)).body.results;
    expect(history.map((entry: { jobs: Array<{ name: string }> }) => entry.jobs.map((each) => each.name).sort())).toEqual([
      ['seed-data', 'web', 'worker'],
      ['seed-data', 'web', 'worker'],
    ]);
    const stages = (await call('GET', `/environment/${environmentId}/statusesWithStages`)).body.stages;
    expect(stages[0].stage.name).toBe('data');
    expect(stages[0].jobs[0]).toMatchObject({ id: seedId, state: 'DEPLOYED', is_part_last_deployment: true });
    expect(stages[0].jobs[0].steps.total_duration_sec).toBeGreaterThan(0);
    // It ran before the applications started.
    const v2 = (await call('GET', `/environment/${environmentId}/deploymentHistoryV2`)).body.results[0];
    const endOf = (name: string) =>
      Date.parse(
        v2.stages.flatMap((stage: { services: any[] }) => stage.services).find((service: any) => service.identifier.name === name)
          .auditing_data[name === 'seed-data' ? 'updated_at' : 'created_at'],
      );
    expect(endOf('seed-data')).toBeLessThanOrEqual(endOf('checkout'));
  });

  it('with forceEvent=START runs alone, once, without a version; a job without that event is not deployed', async () => {
    const { call, environmentId, job } = await preview({ seedJob: true });
    expect(await deployed(call, environmentId)).toBe('DEPLOYED');
    const seedId = job('seed-data').id;
    const forced = await call('POST', `/job/${seedId}/deploy?forceEvent=START`);
    expect(forced.status).toBe(202);
    expect(forced.body).toMatchObject({ id: seedId });
    expect(await untilEnd(call, forced.body.deployment_request_id)).toBe('DEPLOYED');
    const latest = (await call('GET', `/environment/${environmentId}/deploymentHistoryV2`)).body.results[0];
    expect(latest.stages.flatMap((stage: { services: any[] }) => stage.services.map((service) => service.identifier.name))).toEqual([
      'seed-data',
    ]);
    expect(latest.stages[0].services[0].details.job_type).toBe('LIFECYCLE');
    expect(emulator!.jobRuns(seedId).map((run) => [run.event, run.forced])).toEqual([
      ['START', false],
      ['START', true],
    ]);
    // The redeploy form takes no body; STOP and DELETE the seed job lacks: nothing is deployed.
    const requests = (await call('GET', `/environment/${environmentId}/deploymentHistoryV2`)).body.results.length;
    for (const event of ['STOP', 'DELETE', 'CRON']) {
      const none = await call('POST', `/job/${seedId}/redeploy?forceEvent=${event}`);
      expect(none.status).toBe(202);
    }
    expect((await call('GET', `/environment/${environmentId}/deploymentHistoryV2`)).body.results.length).toBe(requests);
    expect((await call('POST', `/job/${seedId}/deploy?forceEvent=RESTART`, {})).status).toBe(400);
    // A cron job run now by its event; a lifecycle job's other events run alone too.
    const cron = await call('POST', `/job/${job('worker').id}/deploy?forceEvent=CRON`, {});
    expect(await untilEnd(call, cron.body.deployment_request_id)).toBe('DEPLOYED');
    expect(emulator!.jobRuns(job('worker').id).at(-1)).toMatchObject({ event: 'CRON', forced: true, state: 'DEPLOYED' });
    const stop = await call('POST', `/job/${job('web').id}/redeploy?forceEvent=STOP`);
    expect(await untilEnd(call, stop.body.deployment_request_id)).toBe('DEPLOYED');
    expect(emulator!.jobRuns(job('web').id).at(-1)).toMatchObject({ event: 'STOP', forced: true });
  });

  it('fails as the knob says, in every clone, until cleared; after the applications when placed so', async () => {
    const { call, environmentId, job } = await preview({ seedJob: { placement: 'after', failure: 'fail-deploy' } });
    expect(await stageNames(call, environmentId)).toEqual(['storefront', 'background', 'data']);
    expect(await deployed(call, environmentId)).toBe('DEPLOYMENT_ERROR');
    const knob = await fetch(`${emulator!.url}/_emulator/jobs/failure`, {
      method: 'POST',
      body: JSON.stringify({ name: 'seed-data', failure: null }),
    });
    expect(knob.status).toBe(204);
    const forced = await call('POST', `/job/${job('seed-data').id}/deploy?forceEvent=START`);
    expect(await untilEnd(call, forced.body.deployment_request_id)).toBe('DEPLOYED');
    expect(emulator!.jobRuns(job('seed-data').id).map((run) => run.state)).toEqual(['DEPLOYMENT_ERROR', 'DEPLOYED']);
    const garbled = await fetch(`${emulator!.url}/_emulator/jobs/failure`, { method: 'POST', body: JSON.stringify({ name: 'x' }) });
    expect(garbled.status).toBe(400);
  });

  it("fails one service by its id over HTTP, and lists a job's runs over HTTP", async () => {
    const { call, environmentId, job } = await preview({ seedJob: true });
    const knob = (body: unknown) =>
      fetch(`${emulator!.url}/_emulator/services/${job('seed-data').id}/failure`, { method: 'POST', body: JSON.stringify(body) });
    expect((await knob({ failure: 'fail-build' })).status).toBe(204);
    expect(await deployed(call, environmentId)).toBe('BUILD_ERROR');
    expect((await knob({ failure: 'broken' })).status).toBe(400);
    expect((await knob({ failure: null })).status).toBe(204);
    expect(await deployed(call, environmentId)).toBe('DEPLOYED');
    const runs = await (await fetch(`${emulator!.url}/_emulator/jobs/${job('seed-data').id}/runs`)).json();
    expect(runs.results.map((run: { state: string; event: string }) => `${run.event} ${run.state}`)).toEqual([
      'START BUILD_ERROR',
      'START DEPLOYED',
    ]);
  });

  it('is off unless asked: the seeded platform keeps its jobs and stages', async () => {
    const { call, environmentId } = await preview();
    expect(emulator!.seed.seedJobId).toBeUndefined();
    expect(await stageNames(call, environmentId)).toEqual(['storefront', 'background']);
  });
});

describe('deployment stages', () => {
  it('are created, moved before and after one another, renamed, emptied and deleted; a service moves between them', async () => {
    const { call, environmentId, job } = await preview();
    const created = await call('POST', `/environment/${environmentId}/deploymentStage`, { name: 'migrations', description: 'schema' });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ name: 'migrations', deployment_order: 2, services: [], environment: { id: environmentId } });
    expect((await call('POST', `/environment/${environmentId}/deploymentStage`, { name: 'MIGRATIONS' })).status).toBe(400);
    const stages = (await call('GET', `/environment/${environmentId}/deploymentStage`)).body.results;
    const storefront = stages[0].id;
    const moved = await call('PUT', `/deploymentStage/${created.body.id}/moveBefore/${storefront}`);
    expect(
      moved.body.results.map((stage: { name: string; deployment_order: number }) => `${stage.deployment_order} ${stage.name}`),
    ).toEqual(['0 migrations', '1 storefront', '2 background']);
    await call('PUT', `/deploymentStage/${created.body.id}/moveAfter/${stages[1].id}`);
    expect(await stageNames(call, environmentId)).toEqual(['storefront', 'background', 'migrations']);

    // The worker moves into it: the next deployment runs it there, last.
    const worker = job('worker').id;
    const attached = await call('PUT', `/deploymentStage/${created.body.id}/service/${worker}`);
    const migrations = attached.body.results.find((stage: { name: string }) => stage.name === 'migrations');
    expect(migrations.services).toMatchObject([{ service_id: worker, service_type: 'JOB', is_skipped: false }]);
    expect((await call('GET', `/service/${worker}/deploymentStage`)).body).toMatchObject({ id: created.body.id, name: 'migrations' });
    expect(await deployed(call, environmentId)).toBe('DEPLOYED');
    const v2 = (await call('GET', `/environment/${environmentId}/deploymentHistoryV2`)).body.results[0];
    expect(v2.stages.map((stage: { name: string }) => stage.name)).toEqual(['storefront', 'background', 'migrations']);

    // Skipped where it is: left out of the environment's deployments.
    await call('PUT', `/deploymentStage/${created.body.id}/service/${worker}`, { is_skipped: true });
    expect((await call('GET', `/deploymentStage/${created.body.id}`)).body.services[0].is_skipped).toBe(true);

    const renamed = await call('PUT', `/deploymentStage/${created.body.id}`, { name: 'data', description: null });
    expect(renamed.body).toMatchObject({ name: 'data', description: '' });
    expect((await call('DELETE', `/deploymentStage/${created.body.id}`)).status).toBe(400);
    await call('PUT', `/deploymentStage/${stages[1].id}/service/${worker}`);
    expect((await call('DELETE', `/deploymentStage/${created.body.id}`)).status).toBe(204);
    expect((await call('GET', `/deploymentStage/${created.body.id}`)).status).toBe(404);
    expect(await stageNames(call, environmentId)).toEqual(['storefront', 'background']);
  });
});

describe("a job's own variables", () => {
  it("are made and listed on the job, seen by it over its environment's, given to its runs, and kept by a clone", async () => {
    const { call, environmentId, job } = await preview({ seedJob: true });
    const seedId = job('seed-data').id;
    await call('POST', `/environment/${environmentId}/environmentVariable`, { key: 'DATABASE_URL', value: 'postgres://env-host/shop' });
    const made = await call('POST', `/job/${seedId}/environmentVariable`, { key: 'DATABASE_URL', value: 'postgres://job-host/shop' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ key: 'DATABASE_URL', value: 'postgres://job-host/shop', scope: 'JOB', variable_type: 'VALUE' });
    // A second POST of the key replaces it.
    const again = await call('POST', `/job/${seedId}/environmentVariable`, { key: 'DATABASE_URL', value: 'postgres://job-host-2/shop' });
    expect(again.body.id).toBe(made.body.id);
    const own = (await call('GET', `/job/${seedId}/environmentVariable`)).body.results;
    expect(own.map((each: { key: string; value: string }) => [each.key, each.value])).toEqual([
      ['DATABASE_URL', 'postgres://job-host-2/shop'],
    ]);
    const seen = (await call('GET', `/variable?scope=JOB&parent_id=${seedId}`)).body.results as Array<Record<string, unknown>>;
    const plain = seen.filter((each) => each['key'] === 'DATABASE_URL' && each['is_secret'] === false);
    expect(plain.map((each) => [each['scope'], each['value']])).toEqual([['JOB', 'postgres://job-host-2/shop']]);
    // Another job of the environment sees the environment's value.
    const other = (await call('GET', `/variable?scope=JOB&parent_id=${job('web').id}`)).body.results as Array<Record<string, unknown>>;
    expect(other.find((each) => each['key'] === 'DATABASE_URL' && each['is_secret'] === false)?.['value']).toBe('postgres://env-host/shop');
    expect(await deployed(call, environmentId)).toBe('DEPLOYED');
    expect(emulator!.serviceEnvironment(seedId)?.['DATABASE_URL']).toBe('postgres://job-host-2/shop');
    const clone = (await call('POST', `/environment/${environmentId}/clone`, { name: 'pr-1-copy', mode: 'PREVIEW' })).body.id;
    const copied = ((await call('GET', `/environment/${clone}/job`)).body.results as Array<{ id: string; name: string }>).find(
      (each) => each.name === 'seed-data',
    )!;
    const kept = (await call('GET', `/job/${copied.id}/environmentVariable`)).body.results;
    expect(kept.map((each: { key: string; value: string; id: string }) => [each.key, each.value, each.id === made.body.id])).toEqual([
      ['DATABASE_URL', 'postgres://job-host-2/shop', false],
    ]);
  });
});

describe("a job's deploy duration", () => {
  const lasted = async (call: Call, environmentId: string) =>
    (await call('GET', `/environment/${environmentId}/status`)).body.total_deployment_duration_in_seconds as number;

  it('is the option seedJob.deployMs in every clone, set or cleared by name over HTTP, and refused when malformed', async () => {
    const { call, environmentId } = await preview({ seedJob: { deployMs: 600_000 }, speed: 0.005 });
    expect(await deployed(call, environmentId)).toBe('DEPLOYED');
    // A timer never fires early: ten platform minutes at least, with the other stages' seconds beside.
    const seeded = await lasted(call, environmentId);
    expect(seeded).toBeGreaterThanOrEqual(600);

    expect((await call('POST', '/_emulator/jobs/duration', { name: 'SEED-DATA', deploy_ms: null })).status).toBe(204);
    expect(await deployed(call, environmentId)).toBe('DEPLOYED');
    const plain = await lasted(call, environmentId);
    expect(plain).toBeLessThan(seeded - 300);

    expect((await call('POST', '/_emulator/jobs/duration', { name: 'seed-data', deploy_ms: 120_000 })).status).toBe(204);
    expect(await deployed(call, environmentId)).toBe('DEPLOYED');
    expect(await lasted(call, environmentId)).toBeGreaterThanOrEqual(120);
    expect((await call('POST', '/_emulator/jobs/duration', { name: 'seed-data', deploy_ms: -1 })).status).toBe(400);
    expect((await call('POST', '/_emulator/jobs/duration', { deploy_ms: 1000 })).status).toBe(400);
  });
});
