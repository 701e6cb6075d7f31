import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlatformClient } from '../../src/platform/client.ts';
import { classifyState } from '../../src/platform/schemas/deployment-states.ts';
import { eventually } from '../support/caller.ts';
import { startEmulator, type Emulator } from '../../tools/emulator/index.ts';

let emulator: Emulator;
let client: PlatformClient;

beforeAll(async () => {
  emulator = await startEmulator({ speed: 0.01, staleMs: 0 });
  client = new PlatformClient({ baseUrl: emulator.url, token: emulator.tokens.admin, sleep: async () => {} });
});
afterAll(() => emulator.close());

describe('the typed client against the emulator', () => {
  it('previews end to end: clone, secrets, redeploy, wait, links, delete', async () => {
    const { blueprintEnvironmentId, projectId } = emulator.seed;
    const blueprint = await client.environments.get({ environmentId: blueprintEnvironmentId });
    const preview = (await client.environments.clone({ environmentId: blueprint.id, body: { name: 'blueprint-pr-7', mode: 'PREVIEW' } }))!;
    expect((await client.environments.list({ projectId })).map((environment) => environment.name)).toContain('blueprint-pr-7');
    expect((await client.environments.status({ environmentId: preview.id })).state).toBe('READY');

    await client.secrets.create({ environmentId: preview.id, body: { key: 'DATABASE_URL', value: 'postgres://preview' } });
    expect(emulator.secrets(preview.id).filter((secret) => secret.key === 'DATABASE_URL')).toHaveLength(1);
    expect(emulator.secretHolds(preview.id, 'DATABASE_URL', 'postgres://preview')).toBe(true);

    const requested = await client.environments.redeploy({ environmentId: preview.id });
    const final = await eventually(
      () => client.environments.deploymentStatus({ deploymentRequestId: requested!.deployment_request_id! }),
      (status) => classifyState(status.status ?? '', 'deploy') !== 'in_progress',
    );
    expect(final.status).toBe('DEPLOYED');
    const links = await client.environments.links({ environmentId: preview.id });
    // Each link is the service's own URL on the emulator's loopback server, and it answers.
    expect(links.map((link) => link.url)).toEqual([
      `${emulator.url}/_services/${emulator.jobs(preview.id)[0]!.id}`,
      expect.stringMatching(new RegExp(`^${emulator.url}/_services/[0-9a-f-]{36}$`)),
    ]);
    expect((await fetch(`${links[0]!.url}/healthz`)).status).toBe(200);

    await client.environments.delete({ environmentId: preview.id });
    await eventually(
      () =>
        client.environments.status({ environmentId: preview.id }).then(
          (status) => status.state,
          () => 'gone',
        ),
      (state) => state === 'gone',
    );
    await expect(client.environments.get({ environmentId: preview.id })).rejects.toMatchObject({ status: 404 });
  });

  it('covers the remaining operations: create, job clone, deploy services, cancel, secrets', async () => {
    const { projectId, jobIds } = emulator.seed;
    const scratch = await client.environments.create({ projectId, body: { name: 'scratch', mode: 'STAGING' } });
    const copied = await client.jobs.clone({ jobId: jobIds[0]!, body: { name: 'web', environment_id: scratch.id } });
    await client.environments.deployServices({ environmentId: scratch.id, body: { jobs: [{ id: copied!.id, image_tag: 'hang-here' }] } });
    const cancelling = await client.environments.cancelDeployment({ environmentId: scratch.id });
    expect(['CANCELING', 'CANCELED']).toContain(cancelling.state);

    await client.secrets.create({ environmentId: scratch.id, body: { key: 'K', value: 'v1' } });
    expect(emulator.secretHolds(scratch.id, 'K', 'v1')).toBe(true);
    expect(client.rateLimit?.limit).toBe(1000);
  });

  it("environment variables: a POST on a known key replaces it, a PUT edits it, a clone starts with the source's", async () => {
    const { projectId } = emulator.seed;
    const source = await client.environments.create({ projectId, body: { name: 'variables-source', mode: 'STAGING' } });
    const first = await client.environments.createVariable({ environmentId: source.id, body: { key: 'REGION', value: 'eu' } });
    const again = await client.environments.createVariable({ environmentId: source.id, body: { key: 'REGION', value: 'us' } });
    expect(again.id).toBe(first.id);
    expect((await client.environments.variables({ environmentId: source.id })).map(({ key, value }) => [key, value])).toEqual([
      ['REGION', 'us'],
    ]);

    const edited = await client.environments.updateVariable({
      environmentId: source.id,
      environmentVariableId: first.id,
      body: { key: 'REGION', value: 'ap' },
    });
    expect(edited).toMatchObject({ id: first.id, value: 'ap' });
    await expect(
      client.environments.updateVariable({ environmentId: source.id, environmentVariableId: projectId, body: { key: 'X' } }),
    ).rejects.toMatchObject({ status: 404 });

    const clone = await client.environments.clone({ environmentId: source.id, body: { name: 'variables-clone' } });
    const copied = await client.environments.variables({ environmentId: clone!.id });
    expect(copied.map(({ key, value }) => [key, value])).toEqual([['REGION', 'ap']]);
    expect(copied[0]!.id).not.toBe(first.id);
  });

  it('stops an environment: STOP_QUEUED, STOPPING, STOPPED; a second stop answers 409; a redeploy starts it again', async () => {
    const { projectId } = emulator.seed;
    const made = await client.environments.create({ projectId, body: { name: 'stopping', mode: 'PREVIEW' } });
    const requested = await client.environments.stop({ environmentId: made.id });
    expect(requested?.state).toBe('STOP_QUEUED');
    const seen: string[] = [];
    await eventually(
      () => client.environments.status({ environmentId: made.id }).then((status) => (seen.push(status.state), status)),
      (status) => classifyState(status.state, 'stop') !== 'in_progress',
    );
    expect([...new Set(seen)]).toEqual(['STOP_QUEUED', 'STOPPING', 'STOPPED'].filter((state) => seen.includes(state)));
    expect(seen.at(-1)).toBe('STOPPED');
    await expect(client.environments.stop({ environmentId: made.id })).rejects.toMatchObject({ status: 409 });
    // What a stop's waiter may still read of the deployment before it is not taken for the stop's end.
    expect(['CANCELED', 'DEPLOYMENT_ERROR', 'DEPLOYED'].map((state) => classifyState(state, 'stop'))).toEqual([
      'in_progress',
      'in_progress',
      'in_progress',
    ]);
    const redeployed = await client.environments.redeploy({ environmentId: made.id });
    const final = await eventually(
      () => client.environments.deploymentStatus({ deploymentRequestId: redeployed!.deployment_request_id! }),
      (status) => classifyState(status.status ?? '', 'deploy') !== 'in_progress',
    );
    expect(final.status).toBe('DEPLOYED');
  });
});
