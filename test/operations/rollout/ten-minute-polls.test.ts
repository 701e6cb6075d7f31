/**
 * The wait's polls as the operations make them, in-process on the emulator: each rollout reads
 * the environment's previous duration before its trigger and hands it to the waiter, so a
 * ten-minute deployment is read some 15 times, not the 37 of a wait that knows nothing.
 * Every deployment here lasts ten platform minutes, and so did the seeded ones before it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedRequest } from '../../../tools/emulator/index.ts';
import { startEmulator, type Emulator } from '../../../tools/emulator/index.ts';
import { scaledClock } from '../../../tools/runner/clock.ts';
import { pullRequestEvent, pushEvent, runAgainst } from '../../../tools/runner/in-process.ts';

/**
 * Ten platform minutes in six wall seconds: a wall millisecond of a late timer or a slow answer
 * is 0.1 platform s, well inside the 2 s (20 wall ms) the schedule leaves for a read. Measured on
 * the 2-core machine, alone and beside a CPU-bound process: 13 to 15 reads a run, 20 allowed.
 */
const SPEED = 0.01;
/** A queue step, then in each of the seeded blueprint's two stages a build (or mirror) and a deploy. */
const STEP_MS = 120_000;
const EXPECTED_MS = 5 * STEP_MS;

let emulator: Emulator;

beforeAll(async () => {
  emulator = await startEmulator({
    speed: SPEED,
    staleMs: 3_000 * SPEED,
    durations: { queueMs: STEP_MS, buildMs: STEP_MS, mirrorMs: STEP_MS, deployMs: STEP_MS },
  });
});
afterAll(() => emulator.close());

/** The run's status reads: those of its own deployment request, whatever other runs read beside it. */
async function run(inputs: Record<string, string>, event: Parameters<typeof runAgainst>[2]) {
  const { result } = await runAgainst(emulator, inputs, event, { clock: scaledClock(SPEED) });
  const polls = emulator
    .requests()
    .filter(
      (request) => request.path === '/environment/deploymentStatus' && request.query.deploymentRequestId === result.deploymentRequestId,
    );
  return { result, polls };
}

/** Platform ms from the end of the environment's last deployment to the given poll. */
function lagOf(environmentId: string, poll: RecordedRequest): number {
  const status = emulator.environmentStatus(environmentId)!;
  const endedAt = Date.parse(status.last_deployment_date!) + (status.total_deployment_duration_in_seconds ?? 0) * 1000 * SPEED;
  return (poll.at - endedAt) / SPEED;
}

describe.concurrent('a ten-minute deployment whose previous one took ten minutes', { timeout: 120_000 }, () => {
  const preview = () => ({
    environment: emulator.seed.blueprintEnvironmentId,
    job: emulator.seed.jobIds[0]!,
    secrets: 'API_KEY=k3y-value',
  });

  it('a production deploy reads its status at most 20 times', async () => {
    const { result, polls: reads } = await run({ environment: emulator.seed.productionEnvironmentId }, pushEvent);
    expect(result).toMatchObject({ operation: 'deploy', outcome: 'success' });
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.length).toBeLessThanOrEqual(20);
  });

  it('a new preview, guided by the blueprint, and a push to it, guided by its own, read at most 20 times each; a failing build is seen early, and the push that fixes it is guided by the blueprint', async () => {
    const opened = await run(preview(), pullRequestEvent(33, 'aaa0001'));
    expect(opened.result).toMatchObject({ operation: 'preview', outcome: 'success', created: true });
    expect(opened.polls.length).toBeLessThanOrEqual(20);
    const pushed = await run(preview(), pullRequestEvent(33, 'aaa0002'));
    expect(pushed.result).toMatchObject({ operation: 'preview', outcome: 'success', created: false });
    expect(pushed.polls.length).toBeGreaterThan(0);
    expect(pushed.polls.length).toBeLessThanOrEqual(20);

    const failed = await run({ ...preview(), commit: 'fail-build-2' }, pullRequestEvent(33, 'aaa0003'));
    expect(failed.result).toMatchObject({ outcome: 'failure', state: 'BUILD_ERROR' });
    const environmentId = failed.result.environmentId;
    expect(emulator.environmentStatus(environmentId)?.total_deployment_duration_in_seconds).toBeLessThan(EXPECTED_MS / 1000);
    expect(lagOf(environmentId, failed.polls.at(-1)!)).toBeLessThanOrEqual(0.1 * EXPECTED_MS + 3_000);

    // The failed build's six minutes say nothing of how long the fix takes: the blueprint's ten do.
    const fixed = await run(preview(), pullRequestEvent(33, 'aaa0004'));
    expect(fixed.result).toMatchObject({ outcome: 'success', created: false });
    expect(fixed.polls.length).toBeLessThanOrEqual(20);
  });
});
