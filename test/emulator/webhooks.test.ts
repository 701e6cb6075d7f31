import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { callerFor, eventually } from '../support/caller.ts';
import { startEmulator, type Emulator } from '../../tools/emulator/index.ts';

let emulator: Emulator | undefined;
let receiver: Server | undefined;
afterEach(async () => {
  await emulator?.close();
  await new Promise((resolve) => (receiver ? receiver.close(resolve) : resolve(undefined)));
  emulator = undefined;
  receiver = undefined;
});

interface Delivery {
  event_type: string;
  payload: { application_id: string; environment_id: string; deployment_request_id: string };
}

async function listen(): Promise<{ url: string; deliveries: Delivery[] }> {
  const deliveries: Delivery[] = [];
  receiver = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      deliveries.push(JSON.parse(text) as Delivery);
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`, deliveries };
}

describe('webhooks', () => {
  it('delivers DEPLOYMENT_STARTED, _SUCCEEDED and _FAILED per job to registered target URLs', async () => {
    const { url, deliveries } = await listen();
    emulator = await startEmulator({ speed: 0.01, staleMs: 0 });
    const call = callerFor(emulator, emulator.tokens.admin);
    const { organizationId, blueprintEnvironmentId, jobIds, applicationIds, containerIds } = emulator.seed;
    const registered = await call('POST', `/organization/${organizationId}/webhook`, {
      target_url: url,
      events: ['DEPLOYMENT_STARTED', 'DEPLOYMENT_SUCCEEDED', 'DEPLOYMENT_FAILED'],
      enabled: true,
    });
    expect(registered.status).toBe(201);

    const requestId = (await call('POST', `/environment/${blueprintEnvironmentId}/redeploy`)).body.deployment_request_id;
    await eventually(
      async () => deliveries.length,
      (count) => count >= 8,
    );
    // The services of a stage run side by side: their events interleave; a stage's all come before the next stage's.
    const pairs = deliveries.map((delivery) => [delivery.event_type, delivery.payload.application_id]);
    const storefront = [jobIds[0], applicationIds[0]];
    const background = [jobIds[1], containerIds[0]];
    for (const [services, events] of [
      [storefront, pairs.slice(0, 4)],
      [background, pairs.slice(4)],
    ] as const) {
      expect(events).toHaveLength(4);
      expect(events).toEqual(
        expect.arrayContaining(
          services.flatMap((id) => [
            ['DEPLOYMENT_STARTED', id],
            ['DEPLOYMENT_SUCCEEDED', id],
          ]),
        ),
      );
    }
    expect(deliveries[0]?.payload).toMatchObject({ environment_id: blueprintEnvironmentId, deployment_request_id: requestId });

    deliveries.length = 0;
    await call('POST', `/job/${jobIds[0]}/deploy`, { image_tag: 'fail-deploy-now' });
    await eventually(
      async () => deliveries.length,
      (count) => count >= 2,
    );
    expect(deliveries.map((delivery) => delivery.event_type)).toEqual(['DEPLOYMENT_STARTED', 'DEPLOYMENT_FAILED']);
  });

  it('sends nothing to a disabled webhook or for events it did not ask for', async () => {
    const { url, deliveries } = await listen();
    emulator = await startEmulator({ speed: 0.01, staleMs: 0 });
    const call = callerFor(emulator, emulator.tokens.admin);
    const { organizationId, blueprintEnvironmentId } = emulator.seed;
    await call('POST', `/organization/${organizationId}/webhook`, { target_url: url, events: ['DEPLOYMENT_STARTED'], enabled: false });
    await call('POST', `/organization/${organizationId}/webhook`, { target_url: url, events: ['DEPLOYMENT_FAILED'], enabled: true });
    const requestId = (await call('POST', `/environment/${blueprintEnvironmentId}/redeploy`)).body.deployment_request_id;
    await eventually(
      () => call('GET', `/environment/deploymentStatus?deploymentRequestId=${requestId}`),
      (answer) => answer.body.status === 'DEPLOYED',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(deliveries).toEqual([]);
  });
});
