/**
 * `stop` in-process against the emulator on a scaled clock: the platform answers 409 both when
 * the environment is stopped already and while a deployment runs, and its status shows the
 * state from before a deployment for a moment after it began. A stop that meets a running
 * deployment waits it out and then stops, or fails naming it; never a success while it runs.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../tools/emulator/index.ts';
import { pushEvent, runAgainst } from '../../tools/runner/in-process.ts';
import { scaledClock } from '../../tools/runner/clock.ts';

let emulator: Emulator;
afterEach(() => emulator?.close());

/** The action's clock: its 5 s stale window is 500 ms here; the emulator's is shorter, so a read after it is fresh. */
const CLOCK_SCALE = 0.1;
const STALE_MS = 300;

async function start(speed: number, staleMs = STALE_MS): Promise<string> {
  emulator = await startEmulator({ speed, staleMs, seed: 3 });
  return emulator.seed.productionEnvironmentId;
}

function platform(method: string, path: string): Promise<Response> {
  return fetch(`${emulator.url}${path}`, { method, headers: { Authorization: `Token ${emulator.tokens.admin}` } });
}

async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 10));
}

/** Stops the environment by the API, as a nightly job did, and waits until its status says so to every reader. */
async function stopped(id: string, staleMs = STALE_MS): Promise<void> {
  expect((await platform('POST', `/environment/${id}/stop`)).status).toBe(202);
  await until(() => emulator.environmentStatus(id)?.state === 'STOPPED');
  await new Promise((resolve) => setTimeout(resolve, staleMs));
  emulator.clearRequests();
}

function stop(id: string, scale = CLOCK_SCALE) {
  return runAgainst(emulator, { environment: id, operation: 'stop', 'timeout-minutes': '1' }, pushEvent, { clock: scaledClock(scale) });
}

const stopPosts = (id: string) =>
  emulator.requests().filter((request) => request.method === 'POST' && request.path === `/environment/${id}/stop`);

describe('stop', { timeout: 30_000 }, () => {
  it('meets a deployment that began just now (its status still says STOPPED): waits it out, then stops', { timeout: 90_000 }, async () => {
    // At half speed, the platform and the run alike: the run has the emulator's 2 s stale window
    // (the action's 5 s is 2.5 s here) to read the status, however long a busy machine takes to start it.
    const id = await start(0.5, 2_000);
    await stopped(id, 2_000);
    expect((await platform('POST', `/environment/${id}/redeploy`)).status).toBe(202);

    const { result, lines } = await stop(id, 0.5);

    expect([result.outcome, result.state]).toEqual(['success', 'STOPPED']);
    expect(result.summary).not.toContain('stopped already');
    expect(lines.join('\n')).toContain('shows STOPPED, which may be its state from before a deployment that began just now');
    expect(lines.join('\n')).toContain('production is busy: DEPLOYING (deployment');
    expect(stopPosts(id).map((request) => request.status)).toEqual(expect.arrayContaining([409, 202]));
    expect(stopPosts(id).at(-1)!.status).toBe(202);
    expect(emulator.environmentStatus(id)?.state).toBe('STOPPED');
  });

  it('ends failure naming the deployment when it still runs at the end of the run', async () => {
    // A minute of budget is 1.2 s here, and the stale window 100 ms.
    const id = await start(0.02, 60);
    await stopped(id);
    for (const job of emulator.jobs(id)) emulator.failService(job.id, 'hang');
    expect((await platform('POST', `/environment/${id}/redeploy`)).status).toBe(202);
    const running = emulator.environmentStatus(id)!;

    const { result } = await stop(id, 0.02);

    expect(result.outcome).toBe('failure');
    expect(result.failedStage).toBe('stop');
    expect(result.failure?.reason).toMatch(/^DEPLOYING \(deployment .*, request .*\) was still running when the run's time ran out/);
    expect(result.summary).toContain(`deployment ${running.last_deployment_id}`);
    expect(result.summary).toContain(`request ${running.deployment_request_id}`);
    expect(result.summary).toContain("was still running when the run's time ran out (timeout-minutes: 1)");
    expect(stopPosts(id).every((request) => request.status === 409)).toBe(true);
    expect(emulator.environmentStatus(id)?.state).not.toBe('STOPPED');
  });

  it('an environment stopped already is read again after the stale window, and nothing else is asked', async () => {
    const id = await start(0.02);
    await stopped(id);

    const { result } = await stop(id);

    expect([result.outcome, result.state, result.summary]).toEqual(['success', 'STOPPED', 'production stopped (it was stopped already)']);
    const asked = emulator.requests().filter((request) => request.path !== `/environment/${id}`);
    expect(asked.map((request) => `${request.method} ${request.path} ${request.status}`)).toEqual([
      `POST /environment/${id}/stop 409`,
      `GET /environment/${id}/status 200`,
      `GET /environment/${id}/status 200`,
    ]);
  });

  it('follows an accepted stop by its deployment request, not by the status that still shows the deployment before it', async () => {
    const id = await start(0.02);
    emulator.clearRequests();
    const { result } = await stop(id);
    expect([result.outcome, result.state]).toEqual(['success', 'STOPPED']);
    expect(result.deploymentRequestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(emulator.requests().some((request) => request.path === '/environment/deploymentStatus')).toBe(true);
  });
});
