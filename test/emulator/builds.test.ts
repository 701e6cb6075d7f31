/**
 * Build time per service and the platform's builders: what makes a deployment of one changed
 * service of a monorepo measurably shorter than one of all of them.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { callerFor, eventually, type Call } from '../support/caller.ts';
import { startEmulator, type Emulator, type EmulatorOptions } from '../../tools/emulator/index.ts';

let emulator: Emulator | undefined;
afterEach(async () => {
  await emulator?.close();
  emulator = undefined;
});

/** A preview with three applications of one repository, each built from its own folder. */
async function monorepo(options: EmulatorOptions) {
  emulator = await startEmulator({ staleMs: 0, speed: 0.1, ...options });
  const call = callerFor(emulator, emulator.tokens.admin);
  const environmentId: string = (
    await call('POST', `/environment/${emulator.seed.blueprintEnvironmentId}/clone`, { name: 'pr-1', mode: 'PREVIEW' })
  ).body.id;
  const apps = [];
  for (const name of ['web', 'api', 'worker']) {
    const made = await call('POST', `/environment/${environmentId}/application`, {
      name,
      git_repository: { url: 'https://github.com/acme/shop.git', branch: 'main', root_path: `/apps/${name}` },
    });
    expect(made.status).toBe(201);
    apps.push(made.body);
  }
  return { call, environmentId, apps };
}

async function deployed(call: Call, environmentId: string, applications: { id: string }[], commit: string) {
  const answer = await call('POST', `/environment/${environmentId}/service/deploy`, {
    applications: applications.map((app) => ({ application_id: app.id, git_commit_id: commit })),
  });
  expect(answer.status).toBe(202);
  await eventually(
    () => call('GET', `/environment/deploymentStatus?deploymentRequestId=${answer.body.deployment_request_id}`),
    (reply) => reply.body.status === 'DEPLOYED',
  );
  const statuses = (await call('GET', `/environment/${environmentId}/statusesWithStages`)).body;
  const steps = (id: string, name: string) =>
    statuses.stages
      .flatMap((stage: any) => stage.applications)
      .find((app: any) => app.id === id)
      .steps.details.find((step: any) => step.step_name === name).duration_sec as number;
  return { steps };
}

describe('builds of a monorepo', () => {
  it('keeps each application root path and deployed commit, and builds each for its own time', async () => {
    const { call, environmentId, apps } = await monorepo({ buildMsByService: { api: 6000 } });
    expect(apps.map((app) => app.git_repository.root_path)).toEqual(['/apps/web', '/apps/api', '/apps/worker']);
    const { steps } = await deployed(call, environmentId, apps, 'c0ffee1');
    // Durations are measured on the wall clock: a loaded machine may only add to them.
    expect(steps(apps[1].id, 'BUILD')).toBeGreaterThanOrEqual(6);
    expect(steps(apps[0].id, 'BUILD')).toBeLessThan(6);
    expect((await call('GET', `/application/${apps[1].id}`)).body.git_repository).toMatchObject({
      root_path: '/apps/api',
      deployed_commit_id: 'c0ffee1',
    });
  });

  it('with one builder, builds wait for each other in BUILD_QUEUEING; one application alone does not wait', async () => {
    const { call, environmentId, apps } = await monorepo({ builders: 1 });
    const all = await deployed(call, environmentId, apps, 'c0ffee1');
    const queued = apps.map((app) => all.steps(app.id, 'BUILD_QUEUEING')).sort();
    expect(queued[0]).toBeLessThan(2);
    expect(queued[1]).toBeGreaterThanOrEqual(2);
    expect(queued[2]).toBeGreaterThanOrEqual(4);
    const one = await deployed(call, environmentId, [apps[2]], 'c0ffee2');
    expect(one.steps(apps[2].id, 'BUILD_QUEUEING')).toBeLessThan(2);
  });
});

describe("a commit found only at a pull request's ref (a fork's)", () => {
  const FORK_COMMIT = 'f'.repeat(40);

  it.each([
    ['build', 'DEPLOYED'],
    ['fail', 'BUILD_ERROR'],
  ] as const)('builds as the knob says: %s', async (mode, state) => {
    const { call, environmentId, apps } = await monorepo({ pullRequestRefs: mode === 'fail' ? 'fail' : 'build' });
    expect((await call('POST', '/_emulator/pull-request-commits', { commit: FORK_COMMIT, pull_request: 7 })).status).toBe(204);
    const answer = await call('POST', `/environment/${environmentId}/service/deploy`, {
      applications: [{ application_id: apps[0].id, git_commit_id: FORK_COMMIT }],
    });
    const ended = await eventually(
      () => call('GET', `/environment/deploymentStatus?deploymentRequestId=${answer.body.deployment_request_id}`),
      (reply) => reply.body.status === 'DEPLOYED' || reply.body.status === 'BUILD_ERROR',
    );
    expect(ended.body.status).toBe(state);
    if (state !== 'BUILD_ERROR') return;
    // The platform's own error entry: the shape of any build's, the fetch named.
    const errors = (await call('GET', `/environment/${environmentId}/logs`)).body.filter(
      (entry: any) => entry.error?.tag === 'BUILD_ERROR',
    );
    expect(errors[0].error).toMatchObject({
      tag: 'BUILD_ERROR',
      user_log_message: expect.stringContaining(`commit ${FORK_COMMIT} could not be fetched`),
      hint_message: expect.any(String),
      link: expect.any(String),
      underlying_error: { message: 'git fetch failed' },
    });
  });

  it('the knobs refuse what they cannot take, and the refs mode can be switched', async () => {
    const { call } = await monorepo({});
    expect((await call('POST', '/_emulator/pull-request-commits', { commit: 'abc', pull_request: 7 })).status).toBe(400);
    expect((await call('PUT', '/_emulator/pull-request-refs', { builds: 'maybe' })).status).toBe(400);
    expect((await call('PUT', '/_emulator/pull-request-refs', { builds: 'fail' })).status).toBe(204);
  });
});
