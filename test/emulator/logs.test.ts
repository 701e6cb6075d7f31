import { afterEach, describe, expect, it } from 'vitest';
import { callerFor, eventually, type Call } from '../support/caller.ts';
import { startEmulator, type Emulator } from '../../tools/emulator/index.ts';

let emulator: Emulator | undefined;
afterEach(async () => {
  await emulator?.close();
  emulator = undefined;
});

interface Entry {
  type: string;
  details: { execution_id: string; transmitter: { id: string; name: string; type: string }; stage: { step: string; name: string } };
  error: { tag: string; user_log_message: string; hint_message: string; link: string } | null;
  message: { safe_message: string } | null;
}

/** The production environment deployed with its web job at `tag`; answers its log once the deployment ended. */
async function deployed(tag: string): Promise<{ call: Call; environmentId: string; entries: Entry[] }> {
  emulator = await startEmulator({ staleMs: 0, speed: 0.01 });
  const call = callerFor(emulator, emulator.tokens.admin);
  const environmentId = emulator.seed.productionEnvironmentId;
  const [web] = (await call('GET', `/environment/${environmentId}/job`)).body.results;
  const { id, created_at: _created, updated_at: _updated, ...whole } = web;
  await call('PUT', `/job/${id}`, { ...whole, source: { image: { ...whole.source.image, tag } } });
  await call('POST', `/environment/${environmentId}/secret`, { key: 'SIGNING_KEY', value: 'line-one-of-key\nline-two-of-key' });
  const redeploy = await call('POST', `/environment/${environmentId}/redeploy`);
  await eventually(
    async () => (await call('GET', `/environment/deploymentStatus?deploymentRequestId=${redeploy.body.deployment_request_id}`)).body.status,
    (state: string) => ['DEPLOYED', 'BUILD_ERROR', 'DEPLOYMENT_ERROR'].includes(state),
  );
  const entries: Entry[] = (await call('GET', `/environment/${environmentId}/logs`)).body;
  return { call, environmentId, entries };
}

describe('the emulated logs', () => {
  it('a deployment logs, per service, its queueing, build and deploy steps with the transmitter set, and no error', async () => {
    const { entries } = await deployed('v1.2.3');
    const services = new Set(entries.map((entry) => entry.details.transmitter.name));
    expect([...services].sort()).toEqual(['checkout', 'search', 'web', 'worker']);
    const web = entries.filter((entry) => entry.details.transmitter.name === 'web');
    // web runs a registry image: mirrored, not built; checkout is built from git.
    expect(web.map((entry) => entry.details.stage.step)).toEqual(expect.arrayContaining(['QUEUEING', 'MIRROR_IMAGE', 'DEPLOYMENT']));
    const checkout = entries.filter((entry) => entry.details.transmitter.name === 'checkout');
    expect(checkout.map((entry) => entry.details.stage.step)).toEqual(expect.arrayContaining(['QUEUEING', 'BUILD', 'DEPLOYMENT']));
    expect(web[0]!.message!.safe_message).toMatch(/^Deployment request .* queued for web$/);
    expect(web.at(-1)!.message!.safe_message).toBe('✔ web deployed');
    expect(new Set(web.map((entry) => entry.details.execution_id)).size).toBe(1);
    expect(entries.every((entry) => entry.error === null)).toBe(true);
    const types = new Map(entries.map((entry) => [entry.details.transmitter.name, entry.details.transmitter.type]));
    expect(Object.fromEntries(types)).toEqual({ checkout: 'APPLICATION', search: 'CONTAINER', web: 'JOB', worker: 'JOB' });
  });

  it('a failure tag leaves an error entry with tag, message, hint and link', async () => {
    const { entries } = await deployed('fail-deploy-3');
    const errors = entries.filter((entry) => entry.error !== null);
    // The service's error, then the environment's own, as the platform's machinery repeats it.
    expect(errors).toHaveLength(2);
    expect(errors[1]).toMatchObject({
      details: { transmitter: { name: 'production', type: 'Environment' } },
      error: { tag: 'DEPLOYMENT_FAILED' },
    });
    expect(errors[0]).toMatchObject({
      type: 'ERROR',
      message: null,
      details: { transmitter: { name: 'web' }, stage: { step: 'DEPLOYMENT' } },
      error: { tag: 'CONTAINER_CRASH_LOOP', hint_message: expect.stringMatching(/own log/), link: expect.stringMatching(/^https:\/\//) },
    });
  });

  it('fail-leak prints each line of the secret set last, as a careless build would', async () => {
    const { entries } = await deployed('fail-leak-3');
    const printed = entries.map((entry) => entry.message?.safe_message);
    expect(printed).toContain('+ echo "connecting with SIGNING_KEY"');
    expect(printed).toEqual(expect.arrayContaining(['  line-one-of-key', '  line-two-of-key']));
    expect(entries.filter((entry) => entry.error !== null).map((entry) => [entry.details.transmitter.name, entry.error!.tag])).toEqual([
      ['web', 'BUILD_ERROR'],
      ['production', 'DEPLOYMENT_FAILED'],
    ]);
  });

  it('answers 404 for the log of a container it does not know, and of an environment that does not exist', async () => {
    emulator = await startEmulator({ staleMs: 0 });
    const call = callerFor(emulator, emulator.tokens.read);
    expect((await call('GET', `/container/${emulator.seed.jobIds[0]}/log`)).status).toBe(404);
    expect((await call('GET', `/environment/${emulator.seed.organizationId}/logs`)).status).toBe(404);
    expect((await call('GET', `/environment/${emulator.seed.blueprintEnvironmentId}/logs`)).body).toEqual([]);
  });
});
