/**
 * The client's shared reads: an environment's services, links, variables and a project's
 * environments are asked once a run and shared by every step that asks, until the run writes;
 * a status is asked every time, but the one read before a change, shared for a few seconds.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PlatformClient } from '../../src/platform/client.ts';
import { startEmulator, type Emulator } from '../../tools/emulator/index.ts';

let emulator: Emulator;
let client: PlatformClient;
let environmentId: string;

beforeAll(async () => {
  emulator = await startEmulator({ speed: 0.05 });
  environmentId = emulator.seed.productionEnvironmentId;
});
afterAll(() => emulator.close());
beforeEach(() => {
  client = new PlatformClient({ baseUrl: emulator.url, token: emulator.tokens.admin });
  emulator.clearRequests();
});

const asked = (path: string) => emulator.requests().filter((request) => request.path === path).length;

describe('shared reads', () => {
  it('sends a read asked twice, together or one after the other, once', async () => {
    const [first, second] = await Promise.all([client.environments.jobs({ environmentId }), client.environments.jobs({ environmentId })]);
    const third = await client.environments.jobs({ environmentId });
    expect(asked(`/environment/${environmentId}/job`)).toBe(1);
    expect(first.length).toBeGreaterThan(0);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
  });

  it('gives every caller its own copy: what one changes, the next does not see', async () => {
    const first = await client.environments.jobs({ environmentId });
    const name = first[0]!.name;
    first[0]!.name = 'changed by a step';
    first.pop();
    const again = await client.environments.jobs({ environmentId });
    expect(again[0]!.name).toBe(name);
    expect(again.length).toBe(first.length + 1);
  });

  it('asks again after any write of the run, and never shares a status', async () => {
    await client.environments.variables({ environmentId });
    await client.environments.status({ environmentId });
    await client.environments.status({ environmentId });
    await client.environments.createVariable({ environmentId, body: { key: 'SHARED_READS', value: 'one' } });
    const after = await client.environments.variables({ environmentId });
    expect(asked(`/environment/${environmentId}/environmentVariable`)).toBe(3);
    expect(asked(`/environment/${environmentId}/status`)).toBe(2);
    expect(after.find((variable) => variable.key === 'SHARED_READS')?.value).toBe('one');
  });

  it('shares the status read before a change only while it is young and the run wrote nothing since', async () => {
    let now = 1_000_000;
    const timed = new PlatformClient({ baseUrl: emulator.url, token: emulator.tokens.admin, now: () => now });
    const path = `/environment/${environmentId}/status`;
    const first = await timed.environments.statusBefore({ environmentId });
    now += 9_000;
    expect(await timed.environments.statusBefore({ environmentId })).toEqual(first);
    expect(asked(path)).toBe(1);
    now += 2_000;
    await timed.environments.statusBefore({ environmentId });
    expect(asked(path)).toBe(2);
    await timed.environments.createVariable({ environmentId, body: { key: 'STATUS_BEFORE', value: 'one' } });
    await timed.environments.statusBefore({ environmentId });
    expect(asked(path)).toBe(3);
    // The wait's polls never share it, however young.
    await timed.environments.status({ environmentId });
    await timed.environments.status({ environmentId });
    expect(asked(path)).toBe(5);
  });

  it('does not keep a failed read: the next step asks again', async () => {
    const missing = '0b5c3f0e-1d2c-4e5f-8a9b-0c1d2e3f4a5b';
    await expect(client.environments.links({ environmentId: missing })).rejects.toThrow(/404/);
    await expect(client.environments.links({ environmentId: missing })).rejects.toThrow(/404/);
    expect(asked(`/environment/${missing}/link`)).toBe(2);
  });

  it('keeps one run apart from another: a new client asks again', async () => {
    await client.environments.links({ environmentId });
    await new PlatformClient({ baseUrl: emulator.url, token: emulator.tokens.admin }).environments.links({ environmentId });
    expect(asked(`/environment/${environmentId}/link`)).toBe(2);
  });
});
