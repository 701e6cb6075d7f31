/**
 * The run's one time budget, through the bundle: a status answer that trickles in one byte
 * every 2 s is cut off at the call's own limit (the socket destroyed), so it neither keeps the
 * process alive nor holds the verdict; and `timeout-minutes` is counted once, so a wait for an
 * old preview's deletion and the wait for the deployment share it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../tools/emulator/index.ts';
import { pullRequestPayload, runAction } from '../../tools/runner/child.ts';
import { callerFor } from '../support/caller.ts';
import { NO_GITHUB, closeAll, platformInputs, wallBound } from '../support/e2e.ts';

/** The emulator's speed and the pace of the action's own waits: the 30 s call limit takes 1.5 s, a minute 3 s. */
const SCALE = 0.05;

const DELETION_SCALE = 0.2;

let emulator: Emulator;

beforeAll(async () => {
  emulator = await startEmulator({ speed: SCALE, staleMs: 150 });
});
afterAll(() => closeAll(emulator));

function inputs(extra: Record<string, string> = {}): Record<string, string> {
  return {
    ...platformInputs(emulator),
    job: emulator.seed.jobIds[0]!,
    ...NO_GITHUB,
    ...extra,
  };
}

describe('one run budget', { timeout: 150_000 }, () => {
  it('a status answer trickling one byte every 2 s is aborted at the call limit: the step ends and succeeds', async () => {
    emulator.setFaults('trickle=1');
    const run = await runAction({
      inputs: inputs(),
      eventName: 'pull_request',
      event: pullRequestPayload(90, 'a'.repeat(40)),
      timeScale: SCALE,
    });
    emulator.setFaults('');
    expect(emulator.requests().filter((request) => request.fault === 'trickle')).toHaveLength(1);
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ outcome: 'success', state: 'DEPLOYED' });
    // The call limit is 30 s; the trickled body alone would take over ten minutes.
    expect(run.durationMs).toBeGreaterThan(29_000 * SCALE);
    expect(run.durationMs).toBeLessThan(wallBound(run, 90_000, SCALE));
  });

  it('one deadline from the start of the step: a 40 s deletion wait and a hanging deployment end at timeout-minutes', async () => {
    // Deleting takes 40 s here, on the platform's clock and the action's alike, at a fifth of the
    // speed: 8 s of the wall's, which a busy machine starting the second run late does not use up.
    const slow = await startEmulator({ speed: DELETION_SCALE, staleMs: 150, durations: { deletingMs: 40_000 } });
    try {
      const shared = {
        ...platformInputs(slow),
        job: slow.seed.jobIds[0]!,
        ...NO_GITHUB,
      };
      const first = await runAction({
        inputs: shared,
        eventName: 'pull_request',
        event: pullRequestPayload(91, 'b'.repeat(40)),
        timeScale: DELETION_SCALE,
      });
      expect(first.outputs.outcome).toBe('success');
      // The pull request was closed and reopened: its preview is on its way out when the next run starts.
      const call = callerFor(slow, slow.tokens.admin);
      expect((await call('DELETE', `/environment/${first.outputs['environment-id']}`)).status).toBe(204);
      // Past the stale window (where the status still shows DEPLOYED), as a reopen minutes later would be.
      await expect
        .poll(async () => ((await call('GET', `/environment/${first.outputs['environment-id']}/status`)).body as { state: string }).state)
        .toMatch(/DELETE_QUEUED|DELETING/);

      const run = await runAction({
        inputs: { ...shared, commit: 'hang-forever', 'timeout-minutes': '1' },
        eventName: 'pull_request',
        event: pullRequestPayload(91, 'c'.repeat(40), 'reopened'),
        timeScale: DELETION_SCALE,
      });
      expect(run.stdout).toContain('is being deleted; waiting until it is gone');
      expect(run.outputs.outcome).toBe('timed_out');
      expect(run.exitCode).toBe(1);
      // Counted twice (the deletion, then the deployment), the waits alone took over 100 s: on the
      // run's own clock, which no busy machine stretches past its deadline, and on the wall's.
      expect(Number(run.outputs['duration-seconds'])).toBeLessThan(90);
      expect(run.durationMs).toBeLessThan(wallBound(run, 90_000, DELETION_SCALE));
    } finally {
      await slow.close();
    }
  });
});
