/**
 * The bundled action, run as a runner runs it, against the emulator: preview, re-run, deploy
 * and cleanup of one pull request, with outputs read from GITHUB_OUTPUT.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../tools/emulator/index.ts';
import { BAD_INPUTS } from '../support/bad-inputs.ts';
import { pullRequestPayload, runAction, type ActionResult } from '../../tools/runner/child.ts';
import { read } from '../support/reader.ts';
import { NO_GITHUB, closeAll, platformInputs } from '../support/e2e.ts';

const SECRET_VALUE = 'pw-d1st-5ecret';
let emulator: Emulator;

beforeAll(async () => {
  emulator = await startEmulator({ speed: 0.05, staleMs: 150 });
});
afterAll(() => closeAll(emulator));

function inputs(extra: Record<string, string> = {}): Record<string, string> {
  return {
    ...platformInputs(emulator),
    job: emulator.seed.jobIds[0]!,
    secrets: `DATABASE_URL=postgres://app:${SECRET_VALUE}@db/app`,
    ...NO_GITHUB,
    ...extra,
  };
}

/** What a person can read: the runner consumes `::add-mask::` commands and never shows them. */
function everything(run: ActionResult): string {
  return [run.stdout, run.stderr, run.summary, JSON.stringify(run.outputs)]
    .join('\n')
    .split('\n')
    .filter((line) => !line.startsWith('::add-mask::'))
    .join('\n');
}

function expectNoLeak(run: ActionResult): void {
  expect(run.stdout).toContain(`::add-mask::${emulator.tokens.admin}`);
  const text = everything(run);
  expect(text).not.toContain(emulator.tokens.admin);
  expect(text).not.toContain(SECRET_VALUE);
}

/**
 * What the platform itself says each service of `environmentId`'s last deployment took, by name:
 * its build (from git, or an image's mirroring), its deployment and its whole run, in seconds.
 */
async function platformSeconds(environmentId: string): Promise<Map<string, Record<string, number>>> {
  const read = async (path: string) =>
    (
      await fetch(`${emulator.url}/environment/${environmentId}/${path}`, { headers: { Authorization: `Token ${emulator.tokens.admin}` } })
    ).json();
  const { results } = (await read('services')) as { results: Array<{ id: string; name: string }> };
  type Status = { id: string; steps: { total_duration_sec: number; details: Array<{ step_name: string; duration_sec: number }> } };
  const { stages } = (await read('statusesWithStages')) as {
    stages: Array<{ applications: Status[]; containers: Status[]; jobs: Status[] }>;
  };
  const step = (status: Status, names: string[]) => status.steps.details.find((detail) => names.includes(detail.step_name))!.duration_sec;
  return new Map(
    stages
      .flatMap((stage) => [...stage.applications, ...stage.containers, ...stage.jobs])
      .map((status) => [
        results.find((service) => service.id === status.id)!.name,
        {
          build_seconds: step(status, ['BUILD', 'MIRROR_IMAGE']),
          deploy_seconds: step(status, ['DEPLOYMENT']),
          seconds: status.steps.total_duration_sec,
        },
      ]),
  );
}

describe('dist/index.js as a child process', { timeout: 60_000 }, () => {
  it('previews, re-runs, deploys and cleans up a pull request', async () => {
    const opened = await runAction({
      timeScale: emulator.speed,
      inputs: inputs(),
      eventName: 'pull_request',
      event: pullRequestPayload(41, 'a1b2c3d'),
    });
    expect(opened.stderr).toBe('');
    expect(opened.exitCode).toBe(0);
    expect(opened.outputs).toMatchObject({ outcome: 'success', state: 'DEPLOYED', created: 'true', 'environment-name': 'blueprint-pr-41' });
    expect(opened.outputs.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/_services\//);
    const metrics = JSON.parse(opened.outputs.metrics ?? '[]') as Array<Record<string, unknown>>;
    expect(metrics.filter((item) => item['service'] === null).map((item) => item['stage'])).toEqual(
      expect.arrayContaining(['trigger', 'storefront', 'background']),
    );
    // Planned: 2 s build from git (checkout), 1 s mirroring of an image (the jobs, search) counted
    // as its build, 2 s deploy. At 1/20 speed a busy machine adds a platform second for each 50 ms
    // it holds the emulator back, so each figure is the platform's own measure, and at least the plan.
    const seconds = { seconds: expect.any(Number), build_seconds: expect.any(Number), deploy_seconds: expect.any(Number) };
    const services = metrics.filter((item) => item['service'] !== null);
    expect(services).toEqual([
      { stage: 'storefront', service: 'checkout', ...seconds, status: 'SUCCESS' },
      { stage: 'storefront', service: 'web', ...seconds, status: 'SUCCESS' },
      { stage: 'background', service: 'search', ...seconds, status: 'SUCCESS' },
      { stage: 'background', service: 'worker', ...seconds, status: 'SUCCESS' },
    ]);
    const measured = await platformSeconds(opened.outputs['environment-id']!);
    expect([...measured.keys()].sort()).toEqual(['checkout', 'search', 'web', 'worker']);
    for (const item of services) {
      const service = item['service'] as string;
      expect(item['build_seconds']).toBeGreaterThanOrEqual(service === 'checkout' ? 2 : 1);
      expect(item['deploy_seconds']).toBeGreaterThanOrEqual(2);
      expect({ service, ...item }).toMatchObject({ service, ...measured.get(service) });
    }
    const row = (name: string) => services.find((item) => item['service'] === name)!;
    const cells = (name: string, item: Record<string, unknown>) => [
      name,
      `${item['build_seconds']}.0s`,
      `${item['deploy_seconds']}.0s`,
      `${item['seconds']}.0s`,
      '✅ done',
    ];
    const table = read(opened.summary).tables[0]!;
    expect(table).toContainEqual(cells('checkout (application)', row('checkout')));
    expect(table).toContainEqual(cells('web (job)', row('web')));
    expectNoLeak(opened);

    const again = await runAction({
      timeScale: emulator.speed,
      inputs: inputs(),
      eventName: 'pull_request',
      event: pullRequestPayload(41, 'e4f5a6b', 'synchronize'),
    });
    expect(again.exitCode).toBe(0);
    expect(again.outputs).toMatchObject({ outcome: 'success', created: 'false', 'environment-id': opened.outputs['environment-id'] });

    const production = emulator.seed.productionEnvironmentId;
    const jobs = (await (
      await fetch(`${emulator.url}/environment/${production}/job`, { headers: { Authorization: `Token ${emulator.tokens.admin}` } })
    ).json()) as { results: Array<{ id: string; name: string }> };
    const web = jobs.results.find((job) => job.name === 'web')!;
    const deployed = await runAction({
      timeScale: emulator.speed,
      inputs: inputs({ environment: production, job: web.id, secrets: '' }),
      eventName: 'push',
      event: { ref: 'refs/heads/main' },
      sha: '9'.repeat(40),
    });
    expect(deployed.exitCode).toBe(0);
    expect(deployed.outputs).toMatchObject({ outcome: 'success', 'environment-id': emulator.seed.productionEnvironmentId });

    const closed = await runAction({
      timeScale: emulator.speed,
      inputs: inputs(),
      eventName: 'pull_request',
      event: pullRequestPayload(41, 'e4f5a6b', 'closed'),
    });
    expect(closed.exitCode).toBe(0);
    expect(closed.outputs).toMatchObject({ outcome: 'success', state: 'DELETED', 'environment-id': opened.outputs['environment-id'] });
    expectNoLeak(closed);
  });

  it.each(BAD_INPUTS)(
    'fails on %s with one line, exit code 1, outcome failure, a job summary naming the input, and no request to the platform',
    async (_name, raw, expected, event) => {
      emulator.clearRequests();
      const lines: string[] = [];
      const run = await runAction({
        timeScale: emulator.speed,
        onLine: (line) => lines.push(line),
        inputs: { ...inputs(), ...raw },
        ...(event === 'push'
          ? { eventName: 'push', event: { ref: 'refs/heads/main' } }
          : { eventName: 'pull_request', event: pullRequestPayload(42, 'abc') }),
      });
      expect(run.exitCode).toBe(1);
      const errors = run.stdout.split('\n').filter((line) => line.startsWith('::error::'));
      expect(errors).toEqual([`::error::platform-deploy: ${expected}`]);
      expect(run.outputs).toMatchObject({ outcome: 'failure', 'failure-reason': expected });
      const input = /^Input "([^"]+)"/.exec(expected)?.[1] ?? '';
      expect(run.summary).toContain('did not start');
      // Each line the step printed was handed on as it came, as the demo shows them.
      expect(lines.filter((line) => line.startsWith('::error::'))).toEqual(errors);
      expect(run.summary).toContain(input);
      expect(emulator.requests()).toEqual([]);
    },
  );

  it('skips a pull request from a fork without a token', async () => {
    emulator.clearRequests();
    const run = await runAction({
      timeScale: emulator.speed,
      inputs: inputs({ 'api-token': '' }),
      eventName: 'pull_request',
      event: pullRequestPayload(43, 'abc', 'opened', true),
    });
    expect(run.exitCode).toBe(0);
    expect(run.outputs.outcome).toBe('skipped');
    expect(emulator.requests()).toEqual([]);
  });

  it('fails the step on a failed build, naming the stage', async () => {
    const run = await runAction({
      timeScale: emulator.speed,
      inputs: inputs({ commit: 'fail-build-7' }),
      eventName: 'pull_request',
      event: pullRequestPayload(44, 'abc'),
    });
    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({ outcome: 'failure', state: 'BUILD_ERROR' });
    // The cause first (failure-reason), then where: the annotation says why, not only which state.
    expect(run.stdout).toMatch(
      new RegExp(
        `::error::platform-deploy: ${run.outputs['failure-reason']!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(Deployment of blueprint-pr-44 failed in stage ".+" with state BUILD_ERROR\\)`,
      ),
    );
    expectNoLeak(run);
  });
});
