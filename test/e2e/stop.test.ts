/**
 * `operation: stop` through the bundle: a pull request's preview is stopped and waited for until
 * STOPPED, the comment and the outputs say so, and the next push to the pull request deploys it
 * again; on a push the environment itself is stopped, and stopping it twice is no error; a stop
 * that meets a deployment begun seconds before waits for it, and never reports success while it runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../tools/emulator/index.ts';
import type { FakeGitHub } from '../../tools/fake-github/index.ts';
import { runAction } from '../../tools/runner/child.ts';
import { closeAll, platformInputs, runOnPullRequest, startBoth } from '../support/e2e.ts';

/** The platform's time and the run's both at this share of the wall's, its 3 s stale window too. */
const SPEED = 0.02;
/**
 * For the stop that meets a deployment begun just before it, the platform's own stale window (3 s)
 * in the wall's time: the window must outlast the bundle's start, which no scale shortens. The run
 * and that platform go at 0.6, no faster, so that the run's 5 s wait for the window (3 s of the
 * wall's) still ends past it: the run's refusal comes after the trigger the window began at.
 */
const STALE_PACE = 0.6;

let emulator: Emulator;
let github: FakeGitHub;
let walled: Emulator;
const HEAD = 'e'.repeat(40);

beforeAll(async () => {
  [{ emulator, github }, walled] = await Promise.all([
    startBoth({ speed: SPEED, staleMs: 3000 * SPEED }, { pulls: [{ number: 71, headSha: HEAD }] }),
    startEmulator({ speed: STALE_PACE, staleMs: 3000 }),
  ]);
});
afterAll(() => closeAll(emulator, github, walled));

function onPullRequest(operation: string, action = 'synchronize') {
  return runOnPullRequest({ scaled: true, emulator, github, number: 71, head: HEAD, action, inputs: { operation } });
}

describe('stop end to end', { timeout: 120_000 }, () => {
  it("stops a pull request's preview until STOPPED, says so, and a push deploys it again", async () => {
    const made = await onPullRequest('preview', 'opened');
    expect(made.exitCode).toBe(0);
    const id = made.outputs['environment-id']!;
    expect(emulator.environmentStatus(id)?.state).toBe('DEPLOYED');

    const stopped = await onPullRequest('stop');
    expect(stopped.exitCode).toBe(0);
    expect(stopped.outputs.outcome).toBe('success');
    expect(stopped.outputs.state).toBe('STOPPED');
    expect(stopped.outputs['environment-id']).toBe(id);
    expect(emulator.environmentStatus(id)?.state).toBe('STOPPED');
    expect(emulator.requests().filter((request) => request.method === 'POST' && request.path === `/environment/${id}/stop`)).toHaveLength(
      1,
    );
    const comments = github.commentsOn(71);
    expect(comments).toHaveLength(1);
    expect(comments[0]!.body).toContain('### ⏸️ Stopped: blueprint-pr-71');
    expect(comments[0]!.body).toContain('the next deployment starts it again');

    const pushed = await onPullRequest('auto');
    expect(pushed.exitCode).toBe(0);
    expect(pushed.outputs.outcome).toBe('success');
    expect(pushed.outputs['environment-id']).toBe(id);
    expect(emulator.environmentStatus(id)?.state).toBe('DEPLOYED');
  });

  /** A stop of `on`'s production on a push, on `on`'s clock. */
  const stop = (on: Emulator = emulator) =>
    runAction({
      timeScale: on.speed,
      inputs: { ...platformInputs(on), environment: on.seed.productionEnvironmentId, operation: 'stop' },
      eventName: 'push',
      event: { ref: 'refs/heads/main', after: HEAD, repository: { full_name: 'acme/shop', name: 'shop', owner: { login: 'acme' } } },
      sha: HEAD,
    });

  it('on a push stops the environment itself; a second stop finds it stopped and changes nothing', async () => {
    const production = emulator.seed.productionEnvironmentId;
    const first = await stop();
    expect([first.exitCode, first.outputs.outcome, first.outputs.state]).toEqual([0, 'success', 'STOPPED']);
    expect(emulator.environmentStatus(production)?.state).toBe('STOPPED');
    const before = emulator.requests().length;
    const second = await stop();
    expect([second.exitCode, second.outputs.outcome, second.outputs.state]).toEqual([0, 'success', 'STOPPED']);
    expect(second.stdout).toContain('stopped already');
    const writes = emulator
      .requests()
      .slice(before)
      .filter((request) => request.method !== 'GET');
    // The one stop asked, answered 409 "already stopped": nothing else is written.
    expect(writes.map((request) => `${request.method} ${request.status}`)).toEqual(['POST 409']);
  });

  it('a stop seconds after a deployment began waits for it to end, and never reports success while it runs', async () => {
    const emulator = walled;
    const id = emulator.seed.productionEnvironmentId;
    const asked = (method: string, path: string) =>
      fetch(`${emulator.url}${path}`, { method, headers: { Authorization: `Token ${emulator.tokens.admin}` } });
    expect((await asked('POST', `/environment/${id}/stop`)).status).toBe(202);
    while (emulator.environmentStatus(id)?.state !== 'STOPPED') await new Promise((resolve) => setTimeout(resolve, 20));
    // A deployment that runs until it is cancelled: its status reads STOPPED for the stale window.
    for (const job of emulator.jobs(id)) emulator.failService(job.id, 'hang');
    expect((await asked('POST', `/environment/${id}/redeploy`)).status).toBe(202);
    emulator.clearRequests();

    let ended = false;
    const running = stop(emulator).finally(() => (ended = true));
    const statusReads = () => emulator.requests().filter((request) => request.path === `/environment/${id}/status`).length;
    // Its first read (stale: STOPPED) and the one after the window (DEPLOYING).
    while (statusReads() < 2 && !ended) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ended).toBe(false);
    expect(emulator.environmentStatus(id)?.state).toBe('DEPLOYING');
    for (const job of emulator.jobs(id)) emulator.failService(job.id, undefined);
    expect((await asked('POST', `/environment/${id}/cancelDeployment`)).status).toBe(202);
    const cancelledAt = emulator.requests().length;

    const result = await running;
    expect([result.exitCode, result.outputs.outcome, result.outputs.state]).toEqual([0, 'success', 'STOPPED']);
    expect(result.stdout).not.toContain('stopped already');
    expect(result.stdout).toContain('production is busy: DEPLOYING');
    expect(emulator.environmentStatus(id)?.state).toBe('STOPPED');
    const stops = emulator
      .requests()
      .flatMap((request, index) =>
        request.method === 'POST' && request.path === `/environment/${id}/stop` ? [{ index, status: request.status }] : [],
      );
    expect(stops.filter((request) => request.index < cancelledAt).every((request) => request.status === 409)).toBe(true);
    expect(stops.at(-1)!.status).toBe(202);
  });
});
