/**
 * The bundled action against an emulator that queues, as the platform has since 2025: a deploy
 * requested while another deployment runs waits in the environment's deployment queue. The run
 * follows its own request there, reports the time it waited as a stage, and ends with its own
 * request's outcome, never the one it waited behind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../tools/emulator/index.ts';
import { runAction } from '../../tools/runner/child.ts';
import { callerFor } from '../support/caller.ts';
import { chartsIn, ganttBars } from '../support/gantt.ts';
import { closeAll, platformInputs } from '../support/e2e.ts';
import { read } from '../support/reader.ts';

let emulator: Emulator;

/** The emulator's speed and the pace of the action's own waits, paired: a platform minute takes 3 s. */
const SCALE = 0.05;

// The bundle polls on its own schedule (a first read after 8 s when it knows no duration to
// expect), so the deployment it waits behind must still run then, and still run once the
// bundle's process has started, which no scale shortens: each deployment of production takes
// over a platform minute here (3 s of the wall's).
beforeAll(async () => {
  emulator = await startEmulator({ speed: SCALE, staleMs: 0, durations: { buildMs: 60_000 } });
});
afterAll(() => closeAll(emulator));

interface MetricRow {
  stage: string;
  service: string | null;
  seconds: number | null;
  status: string;
}

describe('a deploy requested while another runs', { timeout: 90_000 }, () => {
  it('waits in the queue behind it, reports the queued time, and ends with its own request: success after a failed one', async () => {
    const call = callerFor(emulator, emulator.tokens.admin);
    const production = emulator.seed.productionEnvironmentId;
    const search: string = (await call('GET', `/environment/${production}/container`)).body.results[0].id;
    // The deployment already running fails in its last stage; this run's own one must not.
    emulator.failService(search, 'fail-deploy');
    const previous = await call('POST', `/environment/${production}/redeploy`);
    expect(previous.status).toBe(202);
    emulator.failService(search, undefined);

    const run = await runAction({
      inputs: { ...platformInputs(emulator), environment: production },
      eventName: 'push',
      event: { ref: 'refs/heads/main', repository: { full_name: 'acme/shop', name: 'shop', owner: { login: 'acme' } } },
      sha: 'main-sha-1',
      timeScale: SCALE,
    });

    const own = run.outputs['deployment-request-id']!;
    const previousId: string = previous.body.deployment_request_id;
    expect(own).toMatch(/^[0-9a-f-]{36}$/);
    expect(own).not.toBe(previousId);
    const statusOf = async (id: string) => (await call('GET', `/environment/deploymentStatus?deploymentRequestId=${id}`)).body.status;
    expect(await statusOf(previousId)).toBe('DEPLOYMENT_ERROR');
    expect(await statusOf(own)).toBe('DEPLOYED');

    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ outcome: 'success', state: 'DEPLOYED', 'failure-reason': '' });
    expect(run.stdout).toContain(`Deployment request ${own} is queued behind the running deployment`);
    expect(run.stdout).toMatch(new RegExp(`Deployment request ${own} left the queue after \\d+s`));

    // The queue is a stage of its own, as long as the deployment it waited behind still ran.
    const rows: MetricRow[] = JSON.parse(run.outputs['metrics']!);
    const queued = rows.find((row) => row.stage === 'deployment queue');
    expect(queued).toMatchObject({ service: null, status: 'SUCCESS' });
    expect(queued!.seconds).toBeGreaterThanOrEqual(3);
    expect(read(run.summary).tables[0]!.find((row) => row[0] === 'deployment queue')?.[4]).toBe('✅ done');
    // The chart, as Mermaid reads it: the queue from the trigger on (within the action's
    // preparation), this run's own stages after it.
    const charts = chartsIn(run.summary);
    expect(charts).toHaveLength(1);
    const bars = await ganttBars(charts[0]!);
    const bar = (name: string) => bars.find((each) => each.name === name)!;
    const section = (name: string) => bars.filter((each) => each.section === name);
    // The queue begins with the trigger, the preparation's last step.
    expect(bar('deployment queue').start).toBeGreaterThan(bar('preparation').start);
    expect(bar('deployment queue').start).toBeLessThanOrEqual(bar('preparation').end);
    expect(bar('deployment queue').end - bar('deployment queue').start).toBe(queued!.seconds! * 1000);
    expect(Math.min(...section('storefront').map((each) => each.start))).toBe(bar('deployment queue').end);
    expect(Math.min(...section('background').map((each) => each.start))).toBeGreaterThanOrEqual(
      Math.max(...section('storefront').map((each) => each.end)),
    );

    // Every service of this run's own deployment succeeded: none shows the failed one's figures.
    const services = rows.filter((row) => row.service !== null);
    expect(services.length).toBeGreaterThan(0);
    expect(services.every((row) => row.status === 'SUCCESS')).toBe(true);

    // Followed through the queue, never by cancelling or re-triggering the other deployment.
    const requests = emulator.requests();
    expect(requests.filter((request) => request.path.endsWith('/deploymentQueue')).length).toBeGreaterThanOrEqual(1);
    const posts = requests.filter((request) => request.method === 'POST').map((request) => request.path);
    expect(posts.filter((path) => path.endsWith('/redeploy'))).toHaveLength(2);
    expect(posts.filter((path) => path.includes('cancel'))).toEqual([]);
  });
});
