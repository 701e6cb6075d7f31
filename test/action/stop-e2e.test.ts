/**
 * `operation: stop` through the bundle: a pull request's preview is stopped and waited for until
 * STOPPED, the comment and the outputs say so, and the next push to the pull request deploys it
 * again; on a push the environment itself is stopped, and stopping it twice is no error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../../tools/emulator/index.ts';
import type { FakeGitHub } from '../../tools/fake-github/index.ts';
import { runAction } from '../../tools/runner/child.ts';
import { closeAll, platformInputs, runOnPullRequest, startBoth } from '../support/e2e.ts';

let emulator: Emulator;
let github: FakeGitHub;
const HEAD = 'e'.repeat(40);

beforeAll(async () => {
  ({ emulator, github } = await startBoth({ speed: 0.05, staleMs: 100 }, { pulls: [{ number: 71, headSha: HEAD }] }));
});
afterAll(() => closeAll(emulator, github));

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

  it('on a push stops the environment itself; a second stop finds it stopped and changes nothing', async () => {
    const production = emulator.seed.productionEnvironmentId;
    const stop = () =>
      runAction({
        timeScale: emulator.speed,
        inputs: { ...platformInputs(emulator), environment: production, operation: 'stop' },
        eventName: 'push',
        event: { ref: 'refs/heads/main', after: HEAD, repository: { full_name: 'acme/shop', name: 'shop', owner: { login: 'acme' } } },
        sha: HEAD,
      });
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
});
