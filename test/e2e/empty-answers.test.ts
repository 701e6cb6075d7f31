/**
 * The bundled action against a server that accepts every trigger with no answer body (upstream
 * notes: "A redeploy may answer 202 with no body"): the run goes on, reads what it needs from the
 * status and the lists, and sends each trigger exactly once.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../tools/emulator/index.ts';
import { pullRequestPayload, runAction } from '../../tools/runner/child.ts';
import { NO_GITHUB } from '../support/e2e.ts';

function inputs(emulator: Emulator, extra: Record<string, string> = {}): Record<string, string> {
  return {
    'api-url': emulator.url,
    'api-token': emulator.tokens.admin,
    ...NO_GITHUB,
    ...extra,
  };
}

const posts = (emulator: Emulator, suffix: string) =>
  emulator.requests().filter((request) => request.method === 'POST' && request.path.endsWith(suffix));

describe('triggers answered with no body', { timeout: 120_000 }, () => {
  let emulator: Emulator | undefined;
  afterEach(async () => {
    await emulator?.close();
    emulator = undefined;
  });

  it('a preview clones the environment, deploys its services once and succeeds', async () => {
    emulator = await startEmulator({ speed: 0.05, staleMs: 150, emptyTriggers: true });
    const { seed } = emulator;
    const run = await runAction({
      timeScale: emulator.speed,
      inputs: inputs(emulator, { environment: seed.blueprintEnvironmentId, job: seed.jobIds[0]! }),
      eventName: 'pull_request',
      event: pullRequestPayload(91, 'a1b2c3d'),
    });
    expect(run.stdout.split('\n').filter((line) => line.startsWith('::error::'))).toEqual([]);
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ outcome: 'success', state: 'DEPLOYED', created: 'true' });
    const clones = posts(emulator, '/clone');
    expect(clones.map((request) => request.status)).toEqual([202]);
    // The preview found by its name is the one the clone made.
    expect(run.outputs['environment-id']).toBe(emulator.environments().find((each) => each.name === run.outputs['environment-name'])?.id);
    expect(posts(emulator, '/service/deploy').map((request) => request.status)).toEqual([202]);
    // The request id comes from the environment status once it shows the new deployment.
    expect(run.outputs['deployment-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(run.stdout).toContain('accepted with no answer body');
  });

  it('a preview of jobs only clones each job once', async () => {
    emulator = await startEmulator({ speed: 0.05, staleMs: 150, emptyTriggers: true });
    const { seed } = emulator;
    const run = await runAction({
      timeScale: emulator.speed,
      inputs: inputs(emulator, { environment: seed.blueprintEnvironmentId, job: seed.jobIds[0]!, 'preview-scope': 'jobs' }),
      eventName: 'pull_request',
      event: pullRequestPayload(92, 'b2c3d4e'),
    });
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ outcome: 'success', state: 'DEPLOYED' });
    expect(posts(emulator, `/job/${seed.jobIds[0]}/clone`).map((request) => request.status)).toEqual([202]);
    expect(posts(emulator, '/service/deploy')).toHaveLength(1);
  });

  it('a deploy redeploys once and succeeds', async () => {
    emulator = await startEmulator({ speed: 0.05, staleMs: 150, emptyTriggers: true });
    const run = await runAction({
      timeScale: emulator.speed,
      inputs: inputs(emulator, { environment: emulator.seed.productionEnvironmentId }),
      eventName: 'push',
      event: { ref: 'refs/heads/main', after: 'c'.repeat(40) },
      sha: 'c'.repeat(40),
    });
    expect(run.stdout.split('\n').filter((line) => line.startsWith('::error::'))).toEqual([]);
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ outcome: 'success', state: 'DEPLOYED' });
    expect(posts(emulator, '/redeploy').map((request) => request.status)).toEqual([202]);
    expect(posts(emulator, '/service/deploy')).toHaveLength(0);
  });
});
