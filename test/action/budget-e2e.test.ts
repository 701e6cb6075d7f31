/**
 * The run's one time budget, through the bundle: a status answer that trickles in one byte
 * every 2 s is cut off at the call's own limit (the socket destroyed), so it neither keeps the
 * process alive nor holds the verdict.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../tools/emulator/index.ts';
import { pullRequestPayload, runAction } from '../../tools/runner/child.ts';

let emulator: Emulator;

beforeAll(async () => {
  emulator = await startEmulator({ speed: 0.05, staleMs: 150 });
});
afterAll(async () => {
  await emulator.close();
});

function inputs(extra: Record<string, string> = {}): Record<string, string> {
  return {
    'api-url': emulator.url,
    'api-token': emulator.tokens.admin,
    environment: emulator.seed.blueprintEnvironmentId,
    job: emulator.seed.jobIds[0]!,
    comment: 'off',
    'github-deployment': 'false',
    'github-token': '',
    ...extra,
  };
}

describe('one run budget', { timeout: 150_000 }, () => {
  it('a status answer trickling one byte every 2 s is aborted at the call limit: the step ends and succeeds', async () => {
    emulator.setFaults('trickle=1');
    const run = await runAction({ inputs: inputs(), eventName: 'pull_request', event: pullRequestPayload(90, 'a'.repeat(40)) });
    emulator.setFaults('');
    expect(emulator.requests().filter((request) => request.fault === 'trickle')).toHaveLength(1);
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ outcome: 'success', state: 'DEPLOYED' });
    // The call limit is 30 s; the trickled body alone would take over ten minutes.
    expect(run.durationMs).toBeGreaterThan(29_000);
    expect(run.durationMs).toBeLessThan(90_000);
  });
});
