import { read } from '../support/reader.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator, type EmulatorOptions } from '../../tools/emulator/index.ts';
import type { Stage } from '../../src/run/result.ts';
import { pullRequestEvent, pushEvent, runAgainst as runAt } from '../../tools/runner/in-process.ts';
import { scaledClock } from '../../tools/runner/clock.ts';
import { stageTable } from '../../src/report/stage-table.ts';

let emulator: Emulator | undefined;

/**
 * The emulator's speed and the run's clock: gentler than other in-process files', as this one
 * reads the platform's measured seconds: a timer late by 125 ms is half a second here, which
 * rounds a figure up by one, and a busy machine may make it that late.
 */
const SCALE = 0.25;

const runAgainst = (...[target, raw, event]: Parameters<typeof runAt>) => runAt(target, raw, event, { clock: scaledClock(SCALE) });

/** The emulator's default durations: an image's mirroring takes 1 s, a build 2 s, a deployment 2 s. */
async function start(options: EmulatorOptions = {}): Promise<Emulator> {
  emulator = await startEmulator({ speed: SCALE, staleMs: 3000 * SCALE, seed: 11, ...options });
  return emulator;
}

afterEach(async () => {
  await emulator?.close();
  emulator = undefined;
});

function preview(target: Emulator, extra: Record<string, string> = {}) {
  return runAgainst(
    target,
    { environment: target.seed.blueprintEnvironmentId, job: target.seed.jobIds[0]!, ...extra },
    pullRequestEvent(21, 'c0ffee2'),
  );
}

function platformRows(stages: Stage[]): Stage[] {
  return stages.filter((stage) => stage.source === 'platform');
}

/** Whole platform seconds from the emulator's timers at a quarter of their speed: a busy machine may add one to each. */
const about = (nominal: number[]) =>
  nominal.map((seconds) => expect.toSatisfy((value: number) => value >= seconds && value <= seconds + 1));

/** What the platform says the storefront stage spent before its services started, in seconds. */
async function queueSeconds(target: Emulator, environmentId: string): Promise<number> {
  const answer = await fetch(`${target.url}/environment/${environmentId}/statusesWithStages`, {
    headers: { Authorization: `Token ${target.tokens.admin}` },
  });
  type Entry = { stage: { name: string; steps: { details: Array<{ step_name: string; duration_sec: number }> } } };
  const { stages } = (await answer.json()) as { stages: Entry[] };
  const storefront = stages.find((entry) => entry.stage.name === 'storefront')!;
  return storefront.stage.steps.details.filter((step) => step.step_name !== 'TOTAL').reduce((sum, step) => sum + step.duration_sec, 0);
}

const reads = (target: Emulator, suffix: string) =>
  target.requests().filter((request) => request.method === 'GET' && request.path.endsWith(suffix));

describe('stage and service timings', () => {
  it('name each stage and time each service, build and deploy apart, from statusesWithStages read once after the wait', async () => {
    const target = await start();
    const { result, lines } = await preview(target);
    expect(result.outcome).toBe('success');
    expect(platformRows(result.stages).map((row) => [row.name, row.service ?? null, row.serviceKind ?? null, row.status])).toEqual([
      ['storefront', null, null, 'SUCCESS'],
      ['storefront', 'checkout', 'APPLICATION', 'SUCCESS'],
      ['storefront', 'web', 'JOB', 'SUCCESS'],
      ['background', null, null, 'SUCCESS'],
      ['background', 'search', 'CONTAINER', 'SUCCESS'],
      ['background', 'worker', 'JOB', 'SUCCESS'],
    ]);
    const timesOf = (name: string) => {
      const row = result.stages.find((each) => each.service === name)!;
      return [row.buildSeconds, row.deploySeconds, row.durationSeconds];
    };
    // Built from git: build 2 s. Run from an image: its mirroring, 1 s, counts as its build.
    expect(timesOf('checkout')).toEqual(about([2, 2, 4]));
    expect(timesOf('web')).toEqual(about([1, 2, 3]));
    expect(timesOf('search')).toEqual(about([1, 2, 3]));
    expect(timesOf('worker')).toEqual(about([1, 2, 3]));
    const web = result.stages.find((row) => row.service === 'web')!;
    // The storefront stage queues (1 s planned, as long as the platform says it took) before its
    // services start; background follows storefront.
    const storefront = result.stages.find((row) => row.name === 'storefront' && row.service === undefined)!;
    const background = result.stages.find((row) => row.name === 'background' && row.service === undefined)!;
    expect(background.startSeconds).toBeCloseTo(storefront.startSeconds + storefront.durationSeconds!, 5);
    expect(lines.filter((line) => line.startsWith('warning:'))).toEqual([]);

    const stagesRead = reads(target, '/statusesWithStages');
    expect(stagesRead).toHaveLength(1);
    // After the last poll: no extra request while waiting.
    const polls = reads(target, '/environment/deploymentStatus');
    expect(stagesRead[0]!.at).toBeGreaterThanOrEqual(polls.at(-1)!.at);
    // A job was named, so the run read every service of the preview before its deployment
    // request: every name is known, and the services are not read again after the wait.
    expect(reads(target, '/services').filter((request) => request.at < stagesRead[0]!.at).length).toBeGreaterThan(0);
    expect(reads(target, '/services').filter((request) => request.at >= stagesRead[0]!.at)).toHaveLength(0);
    for (const list of ['/job', '/application', '/container']) expect(reads(target, list)).toHaveLength(0);
    // The environment status is not read again for metrics.
    expect(reads(target, '/status').filter((request) => request.at >= polls.at(-1)!.at)).toHaveLength(0);
    // Read here, after the counts of the run's own reads above.
    const queued = await queueSeconds(target, result.environmentId);
    expect(queued).toBeGreaterThanOrEqual(1);
    expect(web.startSeconds).toBeCloseTo(storefront.startSeconds + queued, 5);
  });

  it('name the failing service in the failed stage', async () => {
    const target = await start();
    const { result } = await preview(target, { commit: 'fail-deploy-3' });
    expect(result.outcome).toBe('failure');
    expect(result.failedStage).toBe('storefront (web)');
    const web = result.stages.find((row) => row.service === 'web')!;
    expect(web.status).toBe('ERROR');
    expect([web.buildSeconds, web.deploySeconds]).toEqual(about([1, 2]));
    expect(result.stages.find((row) => row.name === 'background' && row.service === undefined)?.status).toBe('SKIP');
  });

  it('fall back to the status metrics, named from deploymentStage, when statusesWithStages answers 404', async () => {
    const target = await start({ lacks: ['statusesWithStages'] });
    const { result, lines } = await runAgainst(target, { environment: target.seed.productionEnvironmentId }, pushEvent);
    expect(result.outcome).toBe('success');
    expect(platformRows(result.stages).map((row) => [row.name, row.status, row.service])).toEqual([
      ['storefront', 'SUCCESS', undefined],
      ['background', 'SUCCESS', undefined],
    ]);
    expect(platformRows(result.stages).map((row) => row.durationSeconds)).toEqual(about([5, 3]));
    expect(lines.filter((line) => line.startsWith('warning:'))).toEqual([
      "warning: The platform's stage statuses (statusesWithStages) is not available on this server (404): the report shows stage totals from the environment status, without per-service times",
    ]);
  });

  it.each([405, 501] as const)(
    'fall back the same when statusesWithStages and deploymentStage answer %i, each asked once, with one warning',
    async (status) => {
      const target = await start({ lacks: ['statusesWithStages', 'deploymentStage'], lacksAnswer: status });
      const { result, lines } = await runAgainst(target, { environment: target.seed.productionEnvironmentId }, pushEvent);
      expect(result.outcome).toBe('success');
      expect(platformRows(result.stages).map((row) => [row.name, row.status])).toEqual([
        ['stage 1', 'SUCCESS'],
        ['stage 2', 'SUCCESS'],
      ]);
      const lacked = target.requests().filter((request) => /\/(statusesWithStages|deploymentStage)$/.test(request.path));
      expect(lacked.map((request) => request.status)).toEqual([status, status]);
      expect(lines.filter((line) => line.startsWith('warning:'))).toEqual([
        `warning: The platform's stage statuses (statusesWithStages) is not available on this server (${status}): the report shows stage totals from the environment status, without per-service times, and without stage names (deploymentStage did not answer)`,
      ]);
    },
  );

  it('number the stages when neither statusesWithStages nor deploymentStage answers', async () => {
    const target = await start({ lacks: ['statusesWithStages', 'deploymentStage'] });
    const { result, lines } = await runAgainst(target, { environment: target.seed.productionEnvironmentId }, pushEvent);
    expect(platformRows(result.stages).map((row) => row.name)).toEqual(['stage 1', 'stage 2']);
    expect(lines.find((line) => line.startsWith('warning:'))).toMatch(/404.*without stage names \(deploymentStage did not answer\)/);
  });

  it('show the state changes the waiter saw when statusesWithStages is missing and metrics are null', async () => {
    const target = await start({ lacks: ['statusesWithStages', 'metrics'] });
    const { result, lines } = await runAgainst(target, { environment: target.seed.productionEnvironmentId }, pushEvent);
    expect(result.outcome).toBe('success');
    const rows = platformRows(result.stages);
    expect(rows.map((row) => row.name)).toContain('DEPLOYED');
    expect(rows.some((row) => row.name === 'BUILDING' || row.name === 'DEPLOYING')).toBe(true);
    expect(lines.filter((line) => line.startsWith('warning:'))).toEqual([
      "warning: The platform's stage statuses (statusesWithStages) is not available on this server (404), and the environment status has no stage metrics: the report shows the state changes seen while waiting",
    ]);
  });

  it('use the status metrics when metrics are null but statusesWithStages answers: services still timed', async () => {
    const target = await start({ lacks: ['metrics'] });
    const { result, lines } = await runAgainst(target, { environment: target.seed.productionEnvironmentId }, pushEvent);
    expect(
      platformRows(result.stages)
        .filter((row) => row.service !== undefined)
        .map((row) => row.service),
    ).toEqual(['checkout', 'web', 'search', 'worker']);
    expect(lines.filter((line) => line.startsWith('warning:'))).toEqual([]);
  });

  it('show a service of every kind the platform lists with its kind, and a negative duration as none', async () => {
    const id = (n: number) => `0e000000-0000-4000-8000-00000000000${n}`;
    const target = await start({
      otherServices: [
        { kind: 'DATABASE', stage: 'storefront', id: id(1), totalSeconds: 6 },
        { kind: 'HELM', stage: 'background', id: id(2), totalSeconds: -3 },
        { kind: 'TERRAFORM', stage: 'background', id: id(3), totalSeconds: 9 },
        { kind: 'AGENTIC_WORKFLOW', stage: 'STOREFRONT', id: id(4), totalSeconds: 2 },
      ],
    });
    const { result } = await preview(target);
    expect(result.outcome).toBe('success');
    const services = result.stages.filter((row) => row.service !== undefined);
    expect(services.map((row) => [row.name, row.serviceKind, row.durationSeconds])).toEqual(
      expect.arrayContaining([
        ['storefront', 'DATABASE', 6],
        ['storefront', 'AGENTIC_WORKFLOW', 2],
        ['background', 'HELM', null],
        ['background', 'TERRAFORM', 9],
      ]),
    );
    const table = stageTable(result.stages);
    const rows = read(table).tables[0]!;
    expect(rows).toContainEqual([`database ${id(1).slice(0, 8)} (database)`, '–', '6.0s', '6.0s', '✅ done']);
    expect(rows.map((row) => row[0])).toContain(`agentic workflow ${id(4).slice(0, 8)} (agentic workflow)`);
    // A length the platform gave as negative is none: a dash, never drawn.
    expect(rows).toContainEqual([`helm ${id(2).slice(0, 8)} (helm)`, '–', '–', '–', '✅ done']);
    expect(table).not.toMatch(/-\d/);
  });
});
