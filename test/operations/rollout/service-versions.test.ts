/**
 * Every kind of service at the pull request's version: applications at its commit, containers
 * and image jobs at the image tag, git jobs at the commit, all in one deployment request.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../../tools/emulator/index.ts';
import { SEED_COMMIT } from '../../../tools/emulator/seed.ts';
import { pullRequestEvent, pushEvent, runAgainst, SCALE } from '../../../tools/runner/in-process.ts';

const SHA = '4b825dc642cb6eb9a060e54bf8d69288fbee4904';
const MUTATING = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

let emulator: Emulator;

beforeEach(async () => {
  emulator = await startEmulator({ speed: SCALE, staleMs: 3000 * SCALE, seed: 11 });
});
afterEach(async () => {
  await emulator?.close();
});

type Json = Record<string, any>;

async function call(method: string, path: string, body?: unknown): Promise<Json> {
  const response = await fetch(`${emulator.url}${path}`, {
    method,
    headers: { Authorization: `Token ${emulator.tokens.admin}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return response.status === 204 ? {} : ((await response.json()) as Json);
}

/** The emulator's own request log, read the way any tool would: `GET /_emulator/requests`. */
async function loggedMutations(): Promise<Array<{ method: string; path: string; status: number }>> {
  const log = (await (await fetch(`${emulator.url}/_emulator/requests`)).json()) as {
    results: Array<{ method: string; path: string; status: number }>;
  };
  return log.results.filter((request) => MUTATING.has(request.method));
}

async function services(environmentId: string) {
  const [applications, containers, jobs] = await Promise.all(
    ['application', 'container', 'job'].map(async (kind) => (await call('GET', `/environment/${environmentId}/${kind}`)).results as Json[]),
  );
  const named = (list: Json[], name: string) => list.find((service) => service.name === name)!;
  return {
    checkout: named(applications!, 'checkout'),
    search: named(containers!, 'search'),
    web: named(jobs!, 'web'),
    worker: named(jobs!, 'worker'),
  };
}

function ids() {
  const { applicationIds, containerIds, jobIds } = emulator.seed;
  return { checkout: applicationIds[0]!, search: containerIds[0]!, web: jobIds[0]!, worker: jobIds[1]! };
}

/** Makes the blueprint's worker a job built from git, as a team whose job has a Dockerfile has it. */
async function workerFromGit(): Promise<void> {
  const { id, created_at: _created, updated_at: _updated, ...whole } = await call('GET', `/job/${ids().worker}`);
  const git_repository = {
    provider: 'GITHUB',
    owner: 'acme',
    name: 'shop',
    url: 'https://github.com/acme/shop.git',
    branch: 'main',
    root_path: '/worker',
    // The commit's date is the platform's to set (read-only): a client sends none.
    deployed_commit_id: SEED_COMMIT,
  };
  await call('PUT', `/job/${id}`, { ...whole, source: { docker: { git_repository } } });
}

describe('each kind of service', () => {
  it('an application is built and deployed at the pull request commit; the rest keep their versions', async () => {
    const { result } = await runAgainst(
      emulator,
      { environment: emulator.seed.blueprintEnvironmentId, application: ids().checkout },
      pullRequestEvent(40, SHA),
    );
    expect(result).toMatchObject({ outcome: 'success', state: 'DEPLOYED' });
    const preview = await services(result.environmentId);
    expect(preview.checkout.git_repository).toMatchObject({
      deployed_commit_id: SHA,
      branch: 'main',
      url: 'https://github.com/acme/shop.git',
    });
    expect([preview.web.source.image.tag, preview.worker.source.image.tag, preview.search.tag]).toEqual(['main', 'main', 'main']);
    const statuses = await call('GET', `/environment/${result.environmentId}/statusesWithStages`);
    const checkout = statuses.stages.flatMap((stage: Json) => stage.applications).find((status: Json) => status.id === preview.checkout.id);
    expect(checkout.steps.details.map((step: Json) => step.step_name)).toContain('BUILD');
  });

  it('a container runs the image tag given by image-tag, and the commit when none is given', async () => {
    const tagged = await runAgainst(
      emulator,
      { environment: emulator.seed.blueprintEnvironmentId, container: ids().search, 'image-tag': 'pr-41' },
      pullRequestEvent(41, SHA),
    );
    expect(tagged.result.outcome).toBe('success');
    expect((await call('GET', `/container/${(await services(tagged.result.environmentId)).search.id}`)).tag).toBe('pr-41');

    const bySha = await runAgainst(
      emulator,
      { environment: emulator.seed.blueprintEnvironmentId, container: ids().search },
      pullRequestEvent(42, SHA),
    );
    expect(bySha.result.outcome).toBe('success');
    expect((await services(bySha.result.environmentId)).search.tag).toBe(SHA);
  });

  it('a job from an image gets the image tag, a job built from git the commit', async () => {
    await workerFromGit();
    const { result } = await runAgainst(
      emulator,
      { environment: emulator.seed.blueprintEnvironmentId, job: `${ids().web}\n${ids().worker}`, 'image-tag': 'pr-43' },
      pullRequestEvent(43, SHA),
    );
    expect(result).toMatchObject({ outcome: 'success', state: 'DEPLOYED' });
    const preview = await services(result.environmentId);
    expect(preview.web.source.image.tag).toBe('pr-43');
    expect(preview.worker.source.docker.git_repository.deployed_commit_id).toBe(SHA);
  });
});

describe('a blueprint with an application, a container and a job', () => {
  it('ends with each at the pull request version after exactly one deploy request and no PUT of a whole job', async () => {
    const { checkout, search, web } = ids();
    const { result } = await runAgainst(
      emulator,
      {
        environment: emulator.seed.blueprintEnvironmentId,
        application: checkout,
        container: search,
        job: web,
        'image-tag': 'pr-44',
        secrets: 'API_KEY=k3y',
      },
      pullRequestEvent(44, SHA),
    );
    expect(result).toMatchObject({ outcome: 'success', state: 'DEPLOYED', created: true });
    const preview = await services(result.environmentId);
    expect(preview.checkout.git_repository.deployed_commit_id).toBe(SHA);
    expect(preview.search.tag).toBe('pr-44');
    expect(preview.web.source.image.tag).toBe('pr-44');

    const mutations = await loggedMutations();
    const triggers = mutations.filter((request) => /\/(service\/deploy|redeploy|deploy)$/.test(request.path));
    expect(triggers.map((request) => [request.method, request.path])).toEqual([
      ['POST', `/environment/${result.environmentId}/service/deploy`],
    ]);
    expect(mutations.filter((request) => request.method === 'PUT' && request.path.includes('/job/'))).toEqual([]);
    const status = await call('GET', `/environment/deploymentStatus?deploymentRequestId=${result.deploymentRequestId}`);
    expect(status.status).toBe('DEPLOYED');
  });

  it('a deploy to the environment itself deploys the named services there, by id', async () => {
    const { checkout, search } = ids();
    const { result } = await runAgainst(
      emulator,
      { environment: emulator.seed.blueprintEnvironmentId, application: checkout, container: search },
      pushEvent,
    );
    expect(result).toMatchObject({ operation: 'deploy', outcome: 'success' });
    expect((await call('GET', `/application/${checkout}`)).git_repository.deployed_commit_id).toBe('main-sha-1');
    expect((await call('GET', `/container/${search}`)).tag).toBe('main-sha-1');
  });
});

describe('a failed build among many', () => {
  it('one application of three failing its build fails the deployment with BUILD_ERROR; the others still build', async () => {
    const blueprint = emulator.seed.blueprintEnvironmentId;
    const more = [];
    for (const name of ['orders', 'payments']) {
      more.push(
        (
          await call('POST', `/environment/${blueprint}/application`, {
            name,
            git_repository: { url: `https://github.com/acme/${name}.git`, branch: 'main' },
          })
        ).id as string,
      );
    }
    const [orders, payments] = more as [string, string];
    emulator.failService(payments, 'fail-build');
    const { result } = await runAgainst(
      emulator,
      { environment: blueprint, application: [ids().checkout, orders, payments].join(',') },
      pushEvent,
    );
    expect(result).toMatchObject({ outcome: 'failure', state: 'BUILD_ERROR' });
    expect(result.summary).toContain('BUILD_ERROR');
    const statuses = await call('GET', `/environment/${blueprint}/statusesWithStages`);
    const byId = new Map<string, Json>(
      statuses.stages.flatMap((stage: Json) => stage.applications).map((status: Json) => [status.id, status]),
    );
    expect(byId.get(payments)).toMatchObject({ state: 'BUILD_ERROR', status_details: { status: 'ERROR' } });
    expect(byId.get(orders)?.state).toBe('DEPLOYED');
    expect(byId.get(ids().checkout)?.state).toBe('DEPLOYED');
  });
});

/**
 * A proxy in front of the emulator that lets the first `POST …/service/deploy` through and then
 * drops the connection: the deployment starts, its answer never comes back.
 */
async function losingFirstDeployAnswer(): Promise<{ url: string; close: () => Promise<void> }> {
  let lost = false;
  const proxy: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const body = Buffer.concat(chunks);
      const upstream = await fetch(`${emulator.url}${request.url}`, {
        method: request.method!,
        headers: Object.fromEntries(
          Object.entries(request.headers).filter(([name]) => ['authorization', 'content-type'].includes(name)) as Array<[string, string]>,
        ),
        ...(body.length > 0 ? { body } : {}),
      });
      const text = await upstream.text();
      if (!lost && request.method === 'POST' && request.url?.endsWith('/service/deploy')) {
        lost = true;
        request.socket.destroy();
        return;
      }
      response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' }).end(text);
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => proxy.close(() => resolve())),
  };
}

describe('exactly one deployment request', () => {
  it('a deploy whose answer was lost is followed from the status, never sent twice', async () => {
    const proxy = await losingFirstDeployAnswer();
    try {
      const { checkout, search } = ids();
      const { result, lines } = await runAgainst(
        emulator,
        { 'api-url': proxy.url, environment: emulator.seed.blueprintEnvironmentId, application: checkout, container: search },
        pullRequestEvent(48, SHA),
      );
      expect(result).toMatchObject({ outcome: 'success', state: 'DEPLOYED' });
      expect(lines.some((line) => line.includes('The deploy answer was lost, but the environment shows a new deployment'))).toBe(true);
      expect((await loggedMutations()).filter((request) => request.path.endsWith('/service/deploy'))).toHaveLength(1);
      expect((await services(result.environmentId)).checkout.git_repository.deployed_commit_id).toBe(SHA);
    } finally {
      await proxy.close();
    }
  });

  it('a busy environment (409, an older server) is waited out before the one deploy', async () => {
    await emulator.close();
    emulator = await startEmulator({ speed: SCALE, staleMs: 3000 * SCALE, seed: 11, busy: '409' });
    const blueprint = emulator.seed.blueprintEnvironmentId;
    await call('POST', `/environment/${blueprint}/redeploy`);
    const { result, lines } = await runAgainst(emulator, { environment: blueprint, container: ids().search }, pushEvent);
    expect(result).toMatchObject({ outcome: 'success', state: 'DEPLOYED' });
    expect(lines.some((line) => line.includes('busy with another operation; deploy again'))).toBe(true);
    const accepted = (await loggedMutations()).filter((request) => request.path.endsWith('/service/deploy') && request.status === 202);
    expect(accepted).toHaveLength(1);
    expect((await call('GET', `/container/${ids().search}`)).tag).toBe('main-sha-1');
  });
});

describe('dry run', () => {
  it('lists each service with its kind, its current version and the version it would get, changing nothing', async () => {
    const { checkout, search, web } = ids();
    const { result } = await runAgainst(
      emulator,
      {
        environment: emulator.seed.blueprintEnvironmentId,
        application: checkout,
        container: search,
        job: web,
        'image-tag': 'pr-45',
        'dry-run': 'true',
      },
      pullRequestEvent(45, SHA),
    );
    expect(result.outcome).toBe('planned');
    expect(await loggedMutations()).toEqual([]);
    expect(result.plan).toEqual(
      expect.arrayContaining([
        `deploy application checkout from commit ${SEED_COMMIT} to ${SHA}`,
        'deploy container search from image tag main to pr-45',
        'deploy job web from image tag main to pr-45',
        'deploy job worker at its image tag main',
        'deploy these services of blueprint-pr-45 in one request and wait up to 30 minutes',
      ]),
    );
  });
});

describe('bad service inputs', () => {
  it('an id of another kind is refused before any change, naming the input, the id and what it is', async () => {
    const { web } = ids();
    const { result } = await runAgainst(
      emulator,
      { environment: emulator.seed.blueprintEnvironmentId, application: web },
      pullRequestEvent(46, SHA),
    );
    expect(result.outcome).toBe('failure');
    expect(result.summary).toBe(
      `Application ${web} is not an application of blueprint blueprint (it is a job): check the "application" input`,
    );
    expect(await loggedMutations()).toEqual([]);
  });

  it('an id that is no service of the blueprint is refused before any change', async () => {
    const stranger = '0f0e0d0c-0b0a-4909-8807-060504030201';
    const { result } = await runAgainst(
      emulator,
      { environment: emulator.seed.blueprintEnvironmentId, container: stranger },
      pullRequestEvent(47, SHA),
    );
    expect(result.summary).toBe(`Container ${stranger} is not a container of blueprint blueprint: check the "container" input`);
    expect(await loggedMutations()).toEqual([]);
  });
});
