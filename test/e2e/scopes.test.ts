/**
 * The README's table of token scopes (generated from the endpoint table by `npm run docs`), held
 * against the emulator, which asks each route's scope as the platform does: a token with only
 * the scopes a row names runs that operation; one input more that needs Write fails, naming it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../tools/emulator/index.ts';
import { pullRequestPayload, runAction } from '../../tools/runner/child.ts';
import { NO_GITHUB } from '../support/e2e.ts';

const SPEED = 0.02;
const SHA = 'a'.repeat(40);
let emulator: Emulator;

beforeAll(async () => {
  emulator = await startEmulator({ speed: SPEED, staleMs: 3000 * SPEED });
});
afterAll(() => emulator.close());

function onPush(token: 'read' | 'deploy', inputs: Record<string, string>) {
  return runAction({
    timeScale: SPEED,
    inputs: {
      'api-url': emulator.url,
      'api-token': emulator.tokens[token],
      environment: emulator.seed.productionEnvironmentId,
      ...NO_GITHUB,
      ...inputs,
    },
    eventName: 'push',
    event: { ref: 'refs/heads/main', after: SHA },
    sha: SHA,
  });
}

describe('the token scopes each operation and input needs, as the README states them', { timeout: 120_000 }, () => {
  it('deploy runs with Read and Deploy; with variables or secrets it needs Write too, and says so', async () => {
    const deployed = await onPush('deploy', { operation: 'deploy' });
    expect(deployed.outputs).toMatchObject({ outcome: 'success', state: 'DEPLOYED' });

    for (const [name, value] of [
      ['variables', 'RELEASE={sha}'],
      ['secrets', 'DATABASE_URL=postgres://u:pw-5ecret@db/app'],
    ] as const) {
      const refused = await onPush('deploy', { operation: 'deploy', [name]: value });
      expect(refused.exitCode, name).toBe(1);
      expect(refused.outputs['failure-reason'], name).toContain('the API token lacks the Write scope this operation needs');
    }
  });

  it('a Write-only token: the preview made before the deploy is refused is named as left in place, the scope said once', async () => {
    const run = await runAction({
      timeScale: SPEED,
      inputs: {
        'api-url': emulator.url,
        'api-token': emulator.tokens.write,
        environment: emulator.seed.blueprintEnvironmentId,
        secrets: 'DATABASE_URL=postgres://u:pw-5ecret@db/app',
        ...NO_GITHUB,
      },
      eventName: 'pull_request',
      event: pullRequestPayload(77, SHA, 'opened'),
      sha: SHA,
    });
    expect(run.exitCode).toBe(1);
    const reason = run.outputs['failure-reason']!;
    expect(reason).toContain('the API token lacks the Deploy scope this operation needs');
    expect(reason.match(/Deploy scope|Deploy\b/g)).toHaveLength(1);
    expect(reason).toMatch(
      /; environment blueprint-pr-77, created by this run, was left in place \(a later run reuses it; operation: cleanup deletes it\)$/,
    );
    expect(emulator.environments().some((each) => each.name === 'blueprint-pr-77')).toBe(true);
  });

  it('stop runs with Read and Deploy, status with Read alone', async () => {
    const stopped = await onPush('deploy', { operation: 'stop' });
    expect(stopped.outputs).toMatchObject({ outcome: 'success', state: 'STOPPED' });
    const status = await onPush('read', { operation: 'status' });
    expect(status.exitCode).toBe(0);
    expect(status.outputs.state).toBe('STOPPED');
  });
});
