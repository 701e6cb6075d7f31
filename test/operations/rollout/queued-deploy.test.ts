/**
 * A deploy requested while another runs, on a platform that queues it: the run's verdict is its
 * own request's, its report places its own stages after its wait in the queue, and a timeout in
 * the queue takes only its own request out, never the deployment it waited behind.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator, type EmulatorOptions } from '../../../tools/emulator/index.ts';
import { pushEvent, runAgainst, SCALE } from '../../../tools/runner/in-process.ts';
import { scaledClock } from '../../../tools/runner/clock.ts';
import { callerFor, type Call } from '../../support/caller.ts';

let emulator: Emulator | undefined;
afterEach(async () => {
  await emulator?.close();
  emulator = undefined;
});

/** Builds of a minute: a deployment of production outlasts the run's first read (8 s) by far. */
async function busyProduction(
  failing?: 'before' | 'after',
  options: EmulatorOptions = {},
): Promise<{ target: Emulator; call: Call; previous: string; search: string }> {
  const target = (emulator = await startEmulator({ speed: SCALE, staleMs: 0, seed: 3, durations: { buildMs: 60_000 }, ...options }));
  const call = callerFor(target, target.tokens.admin);
  const production = target.seed.productionEnvironmentId;
  const search: string = (await call('GET', `/environment/${production}/container`)).body.results[0].id;
  if (failing === 'before') target.failService(search, 'fail-deploy');
  const previous: string = (await call('POST', `/environment/${production}/redeploy`)).body.deployment_request_id;
  target.failService(search, failing === 'after' ? 'fail-deploy' : undefined);
  return { target, call, previous, search };
}

const statusOf = async (call: Call, id: string) =>
  (await call('GET', `/environment/deploymentStatus?deploymentRequestId=${id}`)).body.status as string;

describe('a deploy queued behind another', () => {
  it("fails with its own request's failure after a deployment that succeeded, its stages placed after its wait", async () => {
    // Builds of three minutes (3.6 s of the wall's): however late a busy machine starts the run, it
    // still waits over a minute of them.
    const { target, call, previous } = await busyProduction('after', { durations: { buildMs: 180_000 } });
    const { result, lines } = await runAgainst(target, { environment: target.seed.productionEnvironmentId }, pushEvent);
    expect(await statusOf(call, previous)).toBe('DEPLOYED');
    expect(result.deploymentRequestId).not.toBe(previous);
    expect(await statusOf(call, result.deploymentRequestId)).toBe('DEPLOYMENT_ERROR');
    expect(result).toMatchObject({ outcome: 'failure', state: 'DEPLOYMENT_ERROR', failedStage: 'background (search)' });
    expect(lines).toContainEqual(`Deployment request ${result.deploymentRequestId} is queued behind the running deployment`);

    const queue = result.stages.find((stage) => stage.name === 'deployment queue')!;
    const trigger = result.stages.find((stage) => stage.name === 'trigger')!;
    const storefront = result.stages.find((stage) => stage.name === 'storefront' && stage.service === undefined)!;
    expect(queue).toMatchObject({ source: 'platform', status: 'SUCCESS' });
    expect(Math.abs(queue.startSeconds - trigger.startSeconds)).toBeLessThanOrEqual(0.1);
    // The previous deployment took three minutes: this one waited what was left of them, then ran.
    expect(queue.durationSeconds).toBeGreaterThan(50);
    expect(storefront.startSeconds).toBeCloseTo(queue.startSeconds + queue.durationSeconds!, 5);
    expect(result.failure?.services.map((service) => service.name)).toEqual(['search']);
  });

  it('at a timeout in the queue takes only its own request out, and leaves the deployment running alone', async () => {
    const { target, call, previous, search } = await busyProduction();
    target.failService(search, 'hang');
    const hanging: string = (await call('POST', `/environment/${target.seed.productionEnvironmentId}/redeploy`)).body.deployment_request_id;
    target.failService(search, undefined);
    const { result, lines } = await runAgainst(
      target,
      { environment: target.seed.productionEnvironmentId, 'timeout-minutes': '3', 'cancel-on-timeout': 'true' },
      pushEvent,
    );
    expect(result).toMatchObject({ outcome: 'timed_out', failedStage: 'deployment queue' });
    expect(await statusOf(call, result.deploymentRequestId)).toBe('CANCELED');
    expect(await statusOf(call, hanging)).toBe('DEPLOYING');
    expect(await statusOf(call, previous)).toBe('DEPLOYED');
    expect(lines).toContainEqual(
      expect.stringMatching(/^warning: Took this run's deployment request .* out of the queue after the timeout/),
    );
    expect(result.stages.find((stage) => stage.name === 'deployment queue')).toMatchObject({ durationSeconds: null, status: 'RUNNING' });
    expect(
      target
        .requests()
        .filter((request) => request.path.endsWith('/cancelDeployment'))
        .map((request) => request.path),
    ).toEqual([`/deploymentQueue/${result.deploymentRequestId}/cancelDeployment`]);
    await call('POST', `/environment/${target.seed.productionEnvironmentId}/cancelDeployment`);
  });

  it('a queue the token may not read leaves the run to follow its own state: its own outcome, one warning, no queue time', async () => {
    const { target, call, previous } = await busyProduction('before', { forbidden: ['GET /environment/:environmentId/deploymentQueue'] });
    const { result, lines } = await runAgainst(target, { environment: target.seed.productionEnvironmentId }, pushEvent);
    expect(await statusOf(call, previous)).toBe('DEPLOYMENT_ERROR');
    expect(result).toMatchObject({ outcome: 'success', state: 'DEPLOYED' });
    expect(lines.filter((line) => line.startsWith('warning: '))).toEqual([
      expect.stringMatching(/^warning: Could not read the environment's deployment queue \(.*403.*\): the report shows no queue time$/),
    ]);
    expect(result.stages.some((stage) => stage.name === 'deployment queue')).toBe(false);
  });

  it('shows the wait of a request that left the queue before the first read, as the platform times it', { timeout: 60_000 }, async () => {
    // On the wall's clock, platform and run alike: the deployment ahead ends a few seconds after
    // the trigger, before the run's first read (8 s after it, with no duration known).
    const target = (emulator = await startEmulator({
      speed: 1,
      staleMs: 0,
      seed: 3,
      durations: { queueMs: 0, buildMs: 1_000, mirrorMs: 1_000, deployMs: 1_000 },
    }));
    const call = callerFor(target, target.tokens.admin);
    const production = target.seed.productionEnvironmentId;
    await call('POST', `/environment/${production}/redeploy`);
    const { result, lines } = await runAgainst(target, { environment: production }, pushEvent, { clock: scaledClock(1) });
    expect(result).toMatchObject({ outcome: 'success', state: 'DEPLOYED' });
    expect(lines.some((line) => line.includes('is queued behind the running deployment'))).toBe(false);
    const queue = result.stages.find((stage) => stage.name === 'deployment queue')!;
    const trigger = result.stages.find((stage) => stage.name === 'trigger')!;
    const first = result.stages.find((stage) => stage.source === 'platform' && stage.name !== 'deployment queue' && !stage.service)!;
    expect(queue).toMatchObject({ source: 'platform', status: 'SUCCESS' });
    expect(Math.abs(queue.startSeconds - trigger.startSeconds)).toBeLessThanOrEqual(0.1);
    expect(queue.durationSeconds).toBeGreaterThan(1);
    expect(queue.durationSeconds).toBeLessThan(8);
    expect(first.startSeconds).toBeCloseTo(queue.startSeconds + queue.durationSeconds!, 0);
    expect(lines).toContainEqual(expect.stringMatching(/waited \d+s in the queue before the first read/));
  });
});
