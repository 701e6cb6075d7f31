import { afterEach, describe, expect, it } from 'vitest';
import { answerOf } from '../contract/spec-shapes.ts';
import { callerFor, eventually, type Call } from '../support/caller.ts';
import { startEmulator, type Emulator } from '../../tools/emulator/index.ts';

let emulator: Emulator | undefined;
afterEach(async () => {
  await emulator?.close();
  emulator = undefined;
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function untilState(call: Call, environmentId: string, states: string[]): Promise<string> {
  const answer = await eventually(
    () => call('GET', `/environment/${environmentId}/status`),
    (reply) => states.includes(reply.body.state),
  );
  return answer.body.state;
}

describe("a preview's life on the emulator's clock", () => {
  it('dates its creation, each deployment and each stop in the history, so the time it ran can be told from the time it slept', async () => {
    emulator = await startEmulator({ staleMs: 0, speed: 0.01 });
    const call = callerFor(emulator, emulator.tokens.admin);
    const start = Date.parse('2026-03-02T09:00:00Z');
    emulator.setClock(start);
    const preview = (await call('POST', `/environment/${emulator.seed.blueprintEnvironmentId}/clone`, { name: 'pr-9', mode: 'PREVIEW' }))
      .body;
    expect(Date.parse(preview.created_at) - start).toBeLessThan(HOUR);
    await call('POST', `/environment/${preview.id}/redeploy`);
    expect(await untilState(call, preview.id, ['DEPLOYED'])).toBe('DEPLOYED');

    // A day running, stopped, two days asleep, started again: each at the clock's time.
    emulator.setClock(start + DAY);
    expect((await call('POST', `/environment/${preview.id}/stop`)).status).toBe(202);
    expect(await untilState(call, preview.id, ['STOPPED'])).toBe('STOPPED');
    const moved = await fetch(`${emulator.url}/_emulator/clock`, {
      method: 'PUT',
      body: JSON.stringify({ now: new Date(start + 3 * DAY).toISOString() }),
    });
    expect(moved.status).toBe(200);
    await call('POST', `/environment/${preview.id}/redeploy`);
    expect(await untilState(call, preview.id, ['DEPLOYED'])).toBe('DEPLOYED');

    const page = (await call('GET', `/environment/${preview.id}/deploymentHistory`)).body;
    expect(answerOf('GET /environment/:environmentId/deploymentHistory').safeParse(page).success).toBe(true);
    const history = page.results as Array<{
      created_at: string;
      updated_at?: string;
      status: string;
    }>;
    expect(history.map((entry) => entry.status)).toEqual(['DEPLOYED', 'STOPPED', 'DEPLOYED']);
    const [restarted, stopped, first] = history.map((entry) => ({
      from: Date.parse(entry.created_at),
      to: Date.parse(entry.updated_at!),
    }));
    const near = (at: number, expected: number) => expect(Math.abs(at - expected)).toBeLessThan(HOUR);
    near(first!.from, start);
    near(stopped!.from, start + DAY);
    near(restarted!.from, start + 3 * DAY);
    // Running: from the first deployment to the stop; asleep: from the stop to the start again.
    near(stopped!.to - first!.to, DAY);
    near(restarted!.to - stopped!.to, 2 * DAY);

    // The second form says what each request was asked to do, with the same dates.
    const v2 = (await call('GET', `/environment/${preview.id}/deploymentHistoryV2`)).body.results as Array<{
      trigger_action: string;
      auditing_data: { created_at: string; updated_at: string };
    }>;
    expect(v2.map((entry) => entry.trigger_action)).toEqual(['DEPLOY', 'STOP', 'DEPLOY']);
    near(Date.parse(v2[1]!.auditing_data.created_at), start + DAY);
    const status = (await call('GET', `/environment/${preview.id}/status`)).body;
    near(Date.parse(status.last_deployment_date), start + 3 * DAY);
  });

  it("reports each service's CPU, memory and instances as the OpenAPI shapes them, sized by a knob and kept by a clone", async () => {
    emulator = await startEmulator({ staleMs: 0, speed: 0.01 });
    const call = callerFor(emulator, emulator.tokens.admin);
    const blueprint = emulator.seed.blueprintEnvironmentId;
    const [checkout] = emulator.seed.applicationIds;
    const [search] = emulator.seed.containerIds;
    const [web] = emulator.seed.jobIds;
    expect((await call('GET', `/application/${checkout}`)).body).toMatchObject({
      cpu: 500,
      memory: 512,
      min_running_instances: 1,
      max_running_instances: 1,
    });
    const knob = (id: string, body: unknown) =>
      fetch(`${emulator!.url}/_emulator/services/${id}/resources`, { method: 'POST', body: JSON.stringify(body) });
    expect((await knob(checkout!, { cpu: 1500, memory: 2048, min_running_instances: 2, max_running_instances: 4 })).status).toBe(204);
    expect((await knob(search!, { cpu: 250, max_running_instances: 3 })).status).toBe(204);
    expect((await knob(web!, { memory: 1024 })).status).toBe(204);
    expect((await knob(web!, { cpu: -1 })).status).toBe(400);
    expect((await knob(web!, { gpu: 1 })).status).toBe(400);

    const clone = (await call('POST', `/environment/${blueprint}/clone`, { name: 'pr-2', mode: 'PREVIEW' })).body.id;
    const services = (await call('GET', `/environment/${clone}/services`)).body.results as Array<Record<string, unknown>>;
    const sizes = Object.fromEntries(
      services.map((service) => [
        service['name'],
        [service['cpu'], service['memory'], service['min_running_instances'], service['max_running_instances']],
      ]),
    );
    expect(sizes).toEqual({
      checkout: [1500, 2048, 2, 4],
      search: [250, 512, 1, 3],
      web: [500, 1024, undefined, undefined],
      worker: [500, 512, undefined, undefined],
    });
  });
});
