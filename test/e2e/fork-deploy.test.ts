/**
 * No operation deploys a fork's commit: on an event that comes with a pull request from a fork
 * (pull_request_target runs with the repository's secrets), `deploy` and `rollback` are refused
 * before any platform request, in one line naming why, with an outcome; through dist/ against the
 * emulator, on GitHub's own example payloads made a fork's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../tools/emulator/index.ts';
import { runAction } from '../../tools/runner/child.ts';
import { NO_GITHUB, closeAll, platformInputs } from '../support/e2e.ts';
import { examplesOf, type Example } from '../support/webhook-examples.ts';

let emulator: Emulator;

beforeAll(async () => {
  emulator = await startEmulator({ speed: 0.05 });
}, 30_000);
afterAll(() => closeAll(emulator));

/** GitHub's `synchronize` example, its head repository someone else's when `fork`. */
function pushedTo(fork: boolean): Example {
  const example = structuredClone(examplesOf('pull_request').find((each) => each['action'] === 'synchronize')!);
  const head = (example['pull_request'] as { head: { repo: { full_name: string } } }).head;
  if (fork) head.repo.full_name = 'someone-else/Hello-World';
  return example;
}

function run(operation: string, eventName: string, event: Example, extra: Record<string, string> = {}) {
  emulator.clearRequests();
  return runAction({
    timeScale: emulator.speed,
    inputs: { ...platformInputs(emulator), ...NO_GITHUB, operation, job: 'web', ...extra },
    eventName,
    event,
  });
}

describe("a fork's pull request", () => {
  it.each([
    ['deploy', 'pull_request_target', {}],
    ['deploy', 'pull_request_target', { commit: 'abc1234' }],
    ['deploy', 'pull_request', {}],
    ['rollback', 'pull_request_target', {}],
  ])(
    '%s on %s %j is refused before any request, naming the fork',
    async (operation, eventName, extra) => {
      const refused = await run(operation, eventName, pushedTo(true), extra);
      expect(refused.exitCode).toBe(1);
      const errors = refused.stdout.split('\n').filter((line) => line.startsWith('::error::'));
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain(`${operation} is refused on ${eventName} for pull request #`);
      expect(errors[0]).toContain('comes from a fork');
      expect(refused.outputs['outcome']).toBe('failure');
      expect(refused.outputs['failure-reason']).toContain('comes from a fork');
      expect(emulator.requests()).toEqual([]);
    },
    30_000,
  );

  it('is still previewed by no one: auto on pull_request_target skips it, asking nothing', async () => {
    const skipped = await run('auto', 'pull_request_target', pushedTo(true), { 'api-token': '' });
    expect(skipped.exitCode).toBe(0);
    expect(skipped.outputs['outcome']).toBe('skipped');
    expect(emulator.requests()).toEqual([]);
  }, 30_000);

  it('from the repository itself, is deployed as before', async () => {
    const deployed = await run('deploy', 'pull_request_target', pushedTo(false));
    expect(deployed.outputs['outcome']).toBe('success');
    expect(emulator.requests().some((request) => request.method === 'POST')).toBe(true);
  }, 30_000);
});
