import { afterEach, describe, expect, it } from 'vitest';
import { answerOf } from '../contract/spec-shapes.ts';
import { callerFor, eventually, type Call } from '../support/caller.ts';
import { startEmulator, type Emulator } from '../../tools/emulator/index.ts';
import { SEED_COMMIT } from '../../tools/emulator/seed.ts';

let emulator: Emulator | undefined;
afterEach(async () => {
  await emulator?.close();
  emulator = undefined;
});

async function start() {
  emulator = await startEmulator({ staleMs: 0, speed: 0.01 });
  const call = callerFor(emulator, emulator.tokens.admin);
  const environmentId = emulator.seed.productionEnvironmentId;
  const [checkout] = (await call('GET', `/environment/${environmentId}/application`)).body.results;
  const [search] = (await call('GET', `/environment/${environmentId}/container`)).body.results;
  return { emulator, call, environmentId, checkout, search };
}

async function deployed(call: Call, environmentId: string, body: unknown): Promise<string> {
  const trigger = await call('POST', `/environment/${environmentId}/service/deploy`, body);
  expect(trigger.status).toBe(202);
  const requestId = trigger.body.deployment_request_id as string;
  const answer = await eventually(
    () => call('GET', `/environment/deploymentStatus?deploymentRequestId=${requestId}`),
    (reply) => ['DEPLOYED', 'BUILD_ERROR', 'DEPLOYMENT_ERROR', 'CANCELED'].includes(reply.body.status),
  );
  return answer.body.status;
}

describe('the deployment history', () => {
  it('lists each deployment newest first with every service at its version and the state it ended in, in both forms', async () => {
    const { emulator, call, environmentId, checkout, search } = await start();
    emulator.failVersion(checkout.id, 'bad1bad', 'fail-build');
    expect(await deployed(call, environmentId, { applications: [{ application_id: checkout.id, git_commit_id: 'bad1bad' }] })).toBe(
      'BUILD_ERROR',
    );
    expect(await deployed(call, environmentId, { applications: [{ application_id: checkout.id, git_commit_id: SEED_COMMIT }] })).toBe(
      'DEPLOYED',
    );

    const v1 = answerOf('GET /environment/:environmentId/deploymentHistory').parse(
      (await call('GET', `/environment/${environmentId}/deploymentHistory`)).body,
    ) as any;
    expect(
      v1.results.map((entry: any) => [entry.status, entry.applications.map((app: any) => [app.id, app.commit.git_commit_id, app.status])]),
    ).toEqual([
      ['DEPLOYED', [[checkout.id, SEED_COMMIT, 'DEPLOYED']]],
      ['BUILD_ERROR', [[checkout.id, 'bad1bad', 'BUILD_ERROR']]],
      ['DEPLOYED', [[checkout.id, SEED_COMMIT, 'DEPLOYED']]],
    ]);
    expect(v1.results[2].containers).toEqual([expect.objectContaining({ id: search.id, tag: search.tag, status: 'DEPLOYED' })]);

    const v2 = answerOf('GET /environment/:environmentId/deploymentHistoryV2').parse(
      (await call('GET', `/environment/${environmentId}/deploymentHistoryV2?pageSize=2`)).body,
    ) as any;
    expect(v2.page_size).toBe(2);
    const services = v2.results.map((entry: any) => entry.stages.flatMap((stage: any) => stage.services));
    expect(v2.results.map((entry: any) => [entry.status, entry.action_status])).toEqual([
      ['DEPLOYED', 'SUCCESS'],
      ['BUILD_ERROR', 'ERROR'],
    ]);
    expect(
      services[1].map((service: any) => [service.identifier.service_id, service.details.commit.git_commit_id, service.status]),
    ).toEqual([[checkout.id, 'bad1bad', 'BUILD_ERROR']]);
  });

  it('pages by startId: the next page begins after the entry it names', async () => {
    const { call, environmentId, search } = await start();
    for (const tag of ['v2', 'v3']) {
      expect(await deployed(call, environmentId, { containers: [{ id: search.id, image_tag: tag }] })).toBe('DEPLOYED');
    }
    const all = (await call('GET', `/environment/${environmentId}/deploymentHistory`)).body.results;
    expect(all.map((entry: any) => entry.containers[0].tag)).toEqual(['v3', 'v2', search.tag]);
    const after = (await call('GET', `/environment/${environmentId}/deploymentHistory?startId=${all[0].id}`)).body;
    expect(after.results.map((entry: any) => entry.id)).toEqual([all[1].id, all[2].id]);
    expect((await call('GET', `/environment/${environmentId}/deploymentHistory?startId=${all[2].id}`)).body.results).toEqual([]);
    const unknown = await call('GET', `/environment/${environmentId}/deploymentHistory?startId=${environmentId}`);
    expect(unknown.status).toBe(400);
  });

  it('an unhealthy version deploys, and its link answers 503 while it runs; the version before answers 200 again', async () => {
    const { emulator, call, environmentId } = await start();
    const search = { id: emulator.addContainer(environmentId, { name: 'api', image_name: 'acme/api', tag: 'main', port: 8080 }) };
    expect(await deployed(call, environmentId, { containers: [{ id: search.id, image_tag: 'main' }] })).toBe('DEPLOYED');
    const answerNow = async () => {
      const links = (await call('GET', `/environment/${environmentId}/link`)).body.results;
      const link = links.find((each: any) => each.service_id === search.id);
      return (await fetch(link.url)).status;
    };
    expect(await answerNow()).toBe(200);
    const knob = await fetch(`${emulator.url}/_emulator/services/${search.id}/versions`, {
      method: 'POST',
      body: JSON.stringify({ version: 'sick', failure: 'unhealthy' }),
    });
    expect(knob.status).toBe(204);
    expect(await deployed(call, environmentId, { containers: [{ id: search.id, image_tag: 'sick' }] })).toBe('DEPLOYED');
    expect(await answerNow()).toBe(503);
    expect(await deployed(call, environmentId, { containers: [{ id: search.id, image_tag: 'main' }] })).toBe('DEPLOYED');
    expect(await answerNow()).toBe(200);
    const refused = await fetch(`${emulator.url}/_emulator/services/${search.id}/versions`, {
      method: 'POST',
      body: JSON.stringify({ version: 'x', failure: 'explode' }),
    });
    expect(refused.status).toBe(400);
  });
});
