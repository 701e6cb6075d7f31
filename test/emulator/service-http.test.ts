import { afterEach, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../tools/emulator/index.ts';

let emulator: Emulator | undefined;
afterEach(async () => {
  await emulator?.close();
  emulator = undefined;
});

/** The blueprint's links as the API answers them (it deployed at seed time). */
async function linksOf(emulator: Emulator): Promise<Array<{ service_id: string; url: string }>> {
  const answer = await fetch(`${emulator.url}/environment/${emulator.seed.blueprintEnvironmentId}/link`, {
    headers: { authorization: `Token ${emulator.tokens.read}` },
  });
  return ((await answer.json()) as { results: Array<{ service_id: string; url: string }> }).results;
}

describe("the services' own HTTP", () => {
  it('answers 200 at every link and below it, without a token, and records each request', async () => {
    emulator = await startEmulator();
    const links = await linksOf(emulator);
    expect(links.map((link) => link.service_id)).toEqual([emulator.seed.jobIds[0], emulator.seed.applicationIds[0]]);
    for (const link of links) {
      expect((await fetch(link.url)).status).toBe(200);
      expect((await fetch(`${link.url}/healthz`)).status).toBe(200);
    }
    expect(emulator.serviceRequests().map(({ serviceId, path, status, authorized }) => ({ serviceId, path, status, authorized }))).toEqual([
      { serviceId: links[0]!.service_id, path: '/', status: 200, authorized: false },
      { serviceId: links[0]!.service_id, path: '/healthz', status: 200, authorized: false },
      { serviceId: links[1]!.service_id, path: '/', status: 200, authorized: false },
      { serviceId: links[1]!.service_id, path: '/healthz', status: 200, authorized: false },
    ]);
    // Never an API answer: the API's own requests log does not hold them.
    expect(emulator.requests().some((request) => request.path.startsWith('/_services/'))).toBe(false);
  });

  it('fails a service for a while, then answers 200 again; or for good until cleared', async () => {
    emulator = await startEmulator();
    const [web] = await linksOf(emulator);
    const id = web!.service_id;
    const knob = (body: unknown) => fetch(`${emulator!.url}/_emulator/services/${id}/http`, { method: 'POST', body: JSON.stringify(body) });
    expect((await knob({ status: 503, for_seconds: 0.3 })).status).toBe(204);
    expect((await fetch(`${web!.url}/healthz`)).status).toBe(503);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await fetch(`${web!.url}/healthz`)).status).toBe(200);

    expect((await knob({ status: 502 })).status).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await fetch(web!.url)).status).toBe(502);
    expect((await knob({ status: 200 })).status).toBe(204);
    expect((await fetch(web!.url)).status).toBe(200);

    expect((await knob({ status: 'down' })).status).toBe(400);
    expect((await knob({ status: 503, for_seconds: -1 })).status).toBe(400);
    const listed = (await (await fetch(`${emulator.url}/_emulator/services/requests`)).json()) as { results: unknown[] };
    expect(listed.results).toHaveLength(4);
  });

  it('answers 503 for a service that never deployed: nothing runs behind its link yet', async () => {
    emulator = await startEmulator();
    const worker = emulator.seed.jobIds[1]!;
    const preview = await fetch(`${emulator.url}/environment/${emulator.seed.blueprintEnvironmentId}/clone`, {
      method: 'POST',
      headers: { authorization: `Token ${emulator.tokens.admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'fresh', mode: 'PREVIEW' }),
    });
    const cloneJob = emulator.jobs(((await preview.json()) as { id: string }).id)[0]!;
    expect((await fetch(`${emulator.url}/_services/${cloneJob.id}`)).status).toBe(503);
    expect(worker).not.toBe(cloneJob.id);
  });
});
