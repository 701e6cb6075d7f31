/**
 * The bundled action given names instead of ids: the environment as `organization/project/
 * environment` (or `project/environment`) and services by name. It must behave as with ids, at
 * the cost of the three list reads at most, and refuse a name that matches none or several
 * before anything is changed.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator, type RecordedRequest } from '../../tools/emulator/index.ts';
import { pullRequestPayload, runAction, type ActionResult } from '../../tools/runner/child.ts';
import { NO_GITHUB } from '../support/e2e.ts';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const HEAD = 'a1b2c3d';

function base(emulator: Emulator, extra: Record<string, string>): Record<string, string> {
  return {
    'api-url': emulator.url,
    'api-token': emulator.tokens.admin,
    ...NO_GITHUB,
    ...extra,
  };
}

/** The blueprint's services by id, as the emulator seeded them. */
function byIds(emulator: Emulator): Record<string, string> {
  const { seed } = emulator;
  return {
    environment: seed.blueprintEnvironmentId,
    application: seed.applicationIds[0]!,
    container: seed.containerIds[0]!,
    job: seed.jobIds.join('\n'),
  };
}

/** The same environment and services by name, in other letter cases than the platform's. */
const BY_NAMES = { environment: 'ACME/Shop/Blueprint', application: 'Checkout', container: 'search', job: 'web, WORKER' };

function preview(emulator: Emulator, names: Record<string, string>, extra: Record<string, string> = {}): Promise<ActionResult> {
  return runAction({
    timeScale: emulator.speed,
    inputs: base(emulator, { ...names, ...extra }),
    eventName: 'pull_request',
    event: pullRequestPayload(31, HEAD),
  });
}

/** Requests as method and path with every id replaced, so two emulators' runs compare. */
function shapes(requests: readonly RecordedRequest[]): string[] {
  return requests.map((request) => `${request.method} ${request.path.replace(UUID, ':id')}`);
}

/** What `all` holds beyond `some`, counting repeats. */
function without(all: readonly string[], some: readonly string[]): string[] {
  const left = [...some];
  return all.filter((item) => {
    const at = left.indexOf(item);
    if (at < 0) return true;
    left.splice(at, 1);
    return false;
  });
}

const writes = (requests: readonly RecordedRequest[]) => requests.filter((request) => request.method !== 'GET');

function errorLines(run: ActionResult): string[] {
  return run.stdout.split('\n').filter((line) => line.startsWith('::error::'));
}

function planOf(run: ActionResult): string[] {
  return run.stdout.split('\n').filter((line) => line.startsWith('- '));
}

describe('names instead of ids', { timeout: 90_000 }, () => {
  const emulators: Emulator[] = [];
  const start = async () => {
    const emulator = await startEmulator({ speed: 0.05, staleMs: 150 });
    emulators.push(emulator);
    return emulator;
  };
  afterEach(async () => {
    await Promise.all(emulators.splice(0).map((emulator) => emulator.close()));
  });

  it('a dry-run preview by names plans exactly what one by ids plans, for two list reads more and one read fewer', async () => {
    const [withIds, withNames] = await Promise.all([start(), start()]);
    const ids = await preview(withIds, byIds(withIds), { 'dry-run': 'true' });
    const names = await preview(withNames, BY_NAMES, { 'dry-run': 'true' });
    expect([ids.exitCode, names.exitCode]).toEqual([0, 0]);
    expect(names.outputs.outcome).toBe('planned');
    expect(planOf(names)).toEqual(planOf(ids));
    expect(planOf(names).length).toBeGreaterThan(3);
    const [sentByNames, sentByIds] = [shapes(withNames.requests()), shapes(withIds.requests())];
    // Resolving the path only reads, and costs at most one request more: the project's
    // environments are the ones the preview reads anyway, and the environment they end on is not read again.
    expect(without(sentByNames, sentByIds).filter((request) => !request.startsWith('GET '))).toEqual([]);
    expect(without(sentByIds, sentByNames).filter((request) => !request.startsWith('GET '))).toEqual([]);
    expect(sentByNames.length - sentByIds.length).toBeLessThanOrEqual(1);
    expect(names.stdout).toContain(`Environment ACME/Shop/Blueprint is ${withNames.seed.blueprintEnvironmentId}`);
  });

  it('a preview by names deploys as one by ids: the same writes, the same versions, the resolved ids in the outputs', async () => {
    const [withIds, withNames] = await Promise.all([start(), start()]);
    const [ids, names] = await Promise.all([preview(withIds, byIds(withIds)), preview(withNames, BY_NAMES)]);
    expect([ids.exitCode, names.exitCode]).toEqual([0, 0]);
    // Each emulator serves its services' links on its own port: the URLs differ by port and ids alone.
    const alike = (value: string | undefined) => value?.replace(UUID, ':id').replace(/127\.0\.0\.1:\d+/g, '127.0.0.1:port');
    for (const output of ['outcome', 'state', 'created', 'environment-name', 'url'] as const) {
      expect(alike(names.outputs[output]), output).toBe(alike(ids.outputs[output]));
    }
    expect(names.outputs.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    expect(names.outputs.outcome).toBe('success');
    expect(shapes(writes(withNames.requests()))).toEqual(shapes(writes(withIds.requests())));
    const previewOf = (emulator: Emulator) => emulator.environments().find((environment) => environment.name === 'blueprint-pr-31')!;
    expect(names.outputs['environment-id']).toBe(previewOf(withNames).id);
    const versions = (emulator: Emulator) =>
      emulator
        .jobs(previewOf(emulator).id)
        .map((job) => `${job.name} ${job.source.image?.tag ?? job.source.docker?.git_repository?.deployed_commit_id}`)
        .sort();
    expect(versions(withNames)).toEqual(versions(withIds));
    expect(versions(withNames)).toContain(`web ${HEAD}`);
  });

  it('a deploy resolves the names in the target environment itself', async () => {
    const emulator = await start();
    const run = await runAction({
      timeScale: emulator.speed,
      inputs: base(emulator, { environment: 'shop/production', application: 'checkout', commit: 'b2c3d4e' }),
      eventName: 'push',
      event: { ref: 'refs/heads/main' },
      sha: 'b2c3d4e'.padEnd(40, '0'),
    });
    expect(errorLines(run)).toEqual([]);
    expect(run.outputs).toMatchObject({ outcome: 'success', 'environment-id': emulator.seed.productionEnvironmentId });
    const deploys = emulator.requests().filter((request) => request.path.endsWith('/service/deploy'));
    expect(deploys.map((request) => request.path)).toEqual([`/environment/${emulator.seed.productionEnvironmentId}/service/deploy`]);
  });

  it('resolves a name stored in either Unicode form from the other, in any letter case', async () => {
    const emulator = await start();
    const create = async (name: string) => {
      const answer = await fetch(`${emulator.url}/project/${emulator.seed.projectId}/environment`, {
        method: 'POST',
        headers: { authorization: `Token ${emulator.tokens.admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name }),
      });
      return ((await answer.json()) as { id: string }).id;
    };
    // "Café" stored decomposed (e and a combining accent), "Crème" composed.
    const cafe = await create('Cafe\u0301');
    const creme = await create('Cr\u00e8me');
    const deploy = (environment: string) =>
      runAction({
        inputs: base(emulator, { environment, 'dry-run': 'true' }),
        eventName: 'push',
        event: { ref: 'refs/heads/main' },
        sha: 'b2c3d4e'.padEnd(40, '0'),
      });
    const [composed, decomposed] = await Promise.all([deploy('acme/shop/Caf\u00e9'), deploy('ACME/SHOP/CRE\u0300ME')]);
    expect(errorLines(composed)).toEqual([]);
    expect(errorLines(decomposed)).toEqual([]);
    expect([composed.outputs.outcome, composed.outputs['environment-id']]).toEqual(['planned', cafe]);
    expect([decomposed.outputs.outcome, decomposed.outputs['environment-id']]).toEqual(['planned', creme]);
  });

  it.each([
    [
      'an environment that does not exist',
      { environment: 'acme/shop/staging' },
      'Input "environment": project Acme/shop has no environment named staging (there: blueprint, production)',
    ],
    [
      'a project that does not exist',
      { environment: 'acme/store/blueprint' },
      'Input "environment": organization Acme has no project named store (there: shop)',
    ],
    [
      'an organization the token does not see',
      { environment: 'globex/shop/blueprint' },
      'Input "environment": the token has no organization named globex (there: Acme)',
    ],
    [
      'a job that does not exist',
      { job: 'webb' },
      'blueprint blueprint has no job named webb (its jobs are web, worker): did you mean web? Check the "job" input',
    ],
    [
      'an application given as a job',
      { job: 'checkout' },
      'blueprint blueprint has no job named checkout: checkout is an application there; name it in the "application" input instead of "job"',
    ],
  ])('refuses %s naming the candidates, with exit code 1 and nothing written', async (_, names, message) => {
    const emulator = await start();
    const run = await preview(emulator, { ...BY_NAMES, ...names });
    expect(run.exitCode).toBe(1);
    expect(errorLines(run)).toEqual([`::error::platform-deploy: ${message}`]);
    expect(run.outputs.outcome).toBe('failure');
    expect(writes(emulator.requests())).toEqual([]);
  });

  it('refuses a service name that two services of the kind share, naming their ids, with nothing written', async () => {
    const emulator = await start();
    const twin = emulator.addContainer(emulator.seed.blueprintEnvironmentId, { name: 'Search', image_name: 'acme/search', tag: 'v2' });
    const run = await preview(emulator, BY_NAMES);
    expect(run.exitCode).toBe(1);
    expect(errorLines(run)).toEqual([
      `::error::platform-deploy: blueprint blueprint has 2 containers named search (${emulator.seed.containerIds[0]}, ${twin}): give its id in the "container" input`,
    ]);
    expect(writes(emulator.requests())).toEqual([]);
  });
});
