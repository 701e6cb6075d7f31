/**
 * What earlier runs left (the project the names led to, sealed in a pull request's comment and in
 * GitHub Deployments' payloads) changes a run's cost, never its result: through dist/ against the
 * emulator and the fake GitHub, each case runs in two worlds made alike, one keeping what earlier
 * runs left and one with it wiped, and both runs must make the same platform writes (method, path
 * and body) to the same environments with the same outcome. Reads may differ.
 */
import { describe, expect, it } from 'vitest';
import { closeAll, runOnPullRequest, startBoth } from '../support/e2e.ts';
import { runAction, type ActionResult } from '../../tools/runner/child.ts';
import type { Emulator, RecordedRequest } from '../../tools/emulator/index.ts';
import type { FakeGitHub } from '../../tools/fake-github/index.ts';

const SPEED = 0.05;
const NUMBER = 31;
const BY_NAMES = { environment: 'Acme/shop/blueprint', job: 'web', secrets: 'API_KEY=k3y-value' };
const RESOLVING = ['GET /organization', 'GET /organization/:id/project', 'GET /project/:id/environment'];
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const REPOSITORY = { full_name: 'acme/shop', name: 'shop', owner: { login: 'acme' } };

interface World {
  emulator: Emulator;
  github: FakeGitHub;
}

function push(world: World, head: string, action = 'synchronize') {
  if (action !== 'closed') world.github.setHead(NUMBER, head);
  return runOnPullRequest({ ...world, number: NUMBER, head, action, inputs: BY_NAMES, scaled: true });
}

function deployProduction(world: World, head: string) {
  return runAction({
    timeScale: SPEED,
    inputs: {
      'api-url': world.emulator.url,
      'api-token': world.emulator.tokens.admin,
      'github-token': world.github.token,
      environment: 'Acme/shop/production',
      job: 'web',
    },
    eventName: 'push',
    event: { ref: 'refs/heads/main', after: head, repository: REPOSITORY },
    sha: head,
    env: { GITHUB_API_URL: world.github.url },
  });
}

/** A request as a user with the admin token makes it by hand. */
async function byHand(world: World, method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
  const answer = await fetch(`${world.emulator.url}${path}`, {
    method,
    headers: { Authorization: `Token ${world.emulator.tokens.admin}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(answer.ok, `${method} ${path}: ${answer.status}`).toBe(true);
  return answer.status === 204 ? {} : ((await answer.json()) as Record<string, unknown>);
}

async function deletedByHand(world: World, environmentId: string): Promise<void> {
  await byHand(world, 'DELETE', `/environment/${environmentId}`);
  while (world.emulator.environments().some((environment) => environment.id === environmentId))
    await new Promise((done) => setTimeout(done, 50));
}

const previewOf = (world: World) => world.emulator.environments().find((environment) => environment.name === `blueprint-pr-${NUMBER}`)!;

/** The sealed states GitHub holds: the comment's marker's and the Deployments' payloads'. */
function states(world: World): string[] {
  const inComments = world.github.commentsOn(NUMBER).flatMap((comment) => / state:(\S+) -->/.exec(comment.body)?.[1] ?? []);
  const inDeployments = world.github
    .deployments()
    .deployments.flatMap((deployment) => (deployment.payload as { state?: string } | undefined)?.state ?? []);
  return [...inComments, ...inDeployments];
}

/** Every state wiped, as if no earlier run had left any. */
function forget(world: World): void {
  for (const comment of world.github.commentsOn(NUMBER)) comment.body = comment.body.replace(/ state:\S+ -->/, ' -->');
  for (const deployment of world.github.deployments().deployments) delete (deployment.payload as { state?: string } | undefined)?.state;
  expect(states(world)).toEqual([]);
}

/** Every state's payload rewritten by `edit`, its seal kept: what someone with write access could do. */
function tamper(world: World, edit: (payload: { project: { id: string; organization: { id: string } } }) => void): void {
  const rewrite = (state: string) => {
    const [kind, payload, seal] = state.split('.');
    const json = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Parameters<typeof edit>[0];
    edit(json);
    return `${kind}.${Buffer.from(JSON.stringify(json)).toString('base64url')}.${seal}`;
  };
  for (const comment of world.github.commentsOn(NUMBER))
    comment.body = comment.body.replace(/ state:(\S+) -->/, (_, state: string) => ` state:${rewrite(state)} -->`);
  for (const deployment of world.github.deployments().deployments) {
    const payload = deployment.payload as { state?: string } | undefined;
    if (payload?.state) payload.state = rewrite(payload.state);
  }
}

/**
 * Each id written as what it names in this world (`names` filled before and after the run, for
 * what it deleted), so that two worlds compare; the secrets' keyed digests (in their
 * descriptions), keyed with each world's own environment ids, as `<digest>`.
 */
function namer(world: World, names = new Map<string, string>()): (text: string) => string {
  const { emulator } = world;
  names.set(emulator.seed.clusterId, 'cluster');
  for (const environment of emulator.environments()) {
    // The seeded project's environments by their names; those of a project made since, marked so.
    const where = environment.project.id === emulator.seed.projectId ? '' : ' (new project)';
    names.set(environment.id, `environment ${environment.name}${where}`);
    names.set(environment.project.id, `project of ${environment.name}`);
    names.set(environment.organization.id, 'organization');
    for (const job of emulator.jobs(environment.id)) names.set(job.id, `job ${job.name} of ${environment.name}`);
    for (const secret of emulator.secrets(environment.id)) names.set(secret.id, `secret ${secret.key} of ${environment.name}`);
  }
  return (text) => text.replace(UUID, (id) => names.get(id) ?? ':unknown').replace(/(of its value: )[\w-]{22}(?![\w-])/g, '$1<digest>');
}

interface Measured {
  result: ActionResult;
  requests: RecordedRequest[];
  writes: string[];
  asked: string[];
  target: string;
}

/**
 * `prepare` done alike in two fresh worlds, then `measured` in each: in one with what earlier runs
 * left, in the other with it wiped. Both are returned once their writes, outcome and target agree.
 */
async function twice(
  prepare: (world: World) => Promise<void>,
  measured: (world: World) => Promise<ActionResult>,
  change: (world: World) => void = () => {},
): Promise<{ kept: Measured; wiped: Measured }> {
  const worlds = await Promise.all(
    [0, 1].map(() => startBoth({ speed: SPEED, staleMs: 3_000 * SPEED }, { pulls: [{ number: NUMBER, headSha: 'a'.repeat(40) }] })),
  );
  try {
    const [kept, wiped] = await Promise.all(
      worlds.map(async (world, at): Promise<Measured> => {
        await prepare(world);
        expect(states(world).length, 'earlier runs left a state').toBeGreaterThan(0);
        if (at === 0) change(world);
        else forget(world);
        const names = new Map<string, string>();
        namer(world, names);
        world.emulator.clearRequests();
        const result = await measured(world);
        const requests = world.emulator.requests();
        const name = namer(world, names);
        return {
          result,
          requests,
          writes: requests
            .filter((request) => request.method !== 'GET')
            .map((request) => name(`${request.method} ${request.path} ${JSON.stringify(request.body ?? null)} → ${request.status}`))
            .sort(),
          asked: requests.map((request) => `${request.method} ${request.path.replace(UUID, ':id')}`),
          target: name(result.outputs['environment-id'] ?? ''),
        };
      }),
    );
    expect(kept!.writes).toEqual(wiped!.writes);
    expect(kept!.result.outputs['outcome']).toBe(wiped!.result.outputs['outcome']);
    expect(kept!.result.exitCode).toBe(wiped!.result.exitCode);
    expect(kept!.target).toBe(wiped!.target);
    return { kept: kept!, wiped: wiped! };
  } finally {
    await Promise.all(worlds.map((world) => closeAll(world.emulator, world.github)));
  }
}

const opened = async (world: World) => {
  expect((await push(world, '1'.repeat(40), 'opened')).outputs['outcome']).toBe('success');
};
const deploysTo = (measured: Measured, name: string) =>
  measured.writes.some((write) => write.startsWith(`POST /environment/environment ${name}/service/deploy`));

describe('what earlier runs left, kept or wiped, the same run', () => {
  it('a push deploys the same preview; the names are read all at once', async () => {
    const { kept, wiped } = await twice(opened, (world) => push(world, '2'.repeat(40)));
    expect(kept.result.outputs['outcome']).toBe('success');
    expect(deploysTo(kept, `blueprint-pr-${NUMBER}`)).toBe(true);
    // The hint saves no read: the three lists are read either way, only at once with it.
    for (const read of RESOLVING) {
      expect(kept.asked.filter((asked) => asked === read)).toHaveLength(1);
      expect(wiped.asked.filter((asked) => asked === read)).toHaveLength(1);
    }
    // With the project known, its environments are asked before the organizations' answer is in.
    const at = (asked: string) => kept.requests[kept.asked.indexOf(asked)]!.at;
    expect(at('GET /project/:id/environment')).toBeLessThanOrEqual(at('GET /organization') + 5);
  }, 90_000);

  it('a preview set to PRODUCTION by hand is refused, not deployed', async () => {
    const { kept } = await twice(
      async (world) => {
        await opened(world);
        await byHand(world, 'PUT', `/environment/${previewOf(world).id}`, { mode: 'PRODUCTION' });
      },
      (world) => push(world, '2'.repeat(40)),
    );
    expect(kept.result.outputs['outcome']).toBe('failure');
    expect(kept.result.stdout + kept.result.stderr).toContain('already exists in mode PRODUCTION');
    expect(kept.writes).toEqual([]);
  }, 90_000);

  it('a preview renamed live-… and set to PRODUCTION by hand is left alone: a new preview is made', async () => {
    const { kept } = await twice(
      async (world) => {
        await opened(world);
        await byHand(world, 'PUT', `/environment/${previewOf(world).id}`, { name: 'live-shop', mode: 'PRODUCTION' });
      },
      (world) => push(world, '2'.repeat(40)),
    );
    expect(kept.result.outputs['outcome']).toBe('success');
    expect(kept.result.outputs['created']).toBe('true');
    expect(kept.writes.filter((write) => write.includes('environment live-shop'))).toEqual([]);
  }, 90_000);

  it('a blueprint deleted and recreated under its name: the old blueprint’s preview is refused', async () => {
    const { kept } = await twice(
      async (world) => {
        await opened(world);
        const { emulator } = world;
        await deletedByHand(world, emulator.seed.blueprintEnvironmentId);
        await byHand(world, 'POST', `/environment/${emulator.seed.productionEnvironmentId}/clone`, {
          name: 'blueprint',
          mode: 'DEVELOPMENT',
          cluster_id: emulator.seed.clusterId,
          project_id: emulator.seed.projectId,
        });
      },
      (world) => push(world, '2'.repeat(40)),
    );
    expect(kept.result.outputs['outcome']).toBe('failure');
    expect(kept.result.stdout).toContain('was made from blueprint');
    expect(kept.writes).toEqual([]);
  }, 90_000);

  it('a project renamed, a new one given its name: the pull request’s preview is made in the new one', async () => {
    const { kept } = await twice(
      async (world) => {
        await opened(world);
        await renameProject(world);
      },
      (world) => push(world, '2'.repeat(40)),
    );
    expect(kept.result.outputs['outcome']).toBe('success');
    expect(kept.result.outputs['created']).toBe('true');
    expect(kept.writes.filter((write) => write.includes(`environment blueprint-pr-${NUMBER}/`))).toEqual([]);
  }, 90_000);

  it('a project renamed, a new one given its name: a deploy of acme/shop/production goes to the new one', async () => {
    let renamedProduction = '';
    const { kept } = await twice(
      async (world) => {
        await opened(world);
        expect((await deployProduction(world, 'd'.repeat(40))).outputs['outcome']).toBe('success');
        const { production } = await renameProject(world);
        renamedProduction = production;
      },
      (world) => deployProduction(world, 'e'.repeat(40)),
    );
    expect(kept.result.outputs['outcome']).toBe('success');
    expect(kept.requests.filter((request) => request.method !== 'GET' && request.path.includes(renamedProduction))).toEqual([]);
    expect(kept.target).toBe('environment production (new project)');
  }, 90_000);

  it('a preview deleted by hand: a new one is made', async () => {
    const { kept } = await twice(
      async (world) => {
        await opened(world);
        await deletedByHand(world, previewOf(world).id);
      },
      (world) => push(world, '2'.repeat(40)),
    );
    expect(kept.result.outputs['outcome']).toBe('success');
    expect(kept.result.outputs['created']).toBe('true');
  }, 90_000);

  it('edited to name another project, or copied from another input, a state is ignored', async () => {
    const { kept } = await twice(
      opened,
      (world) => push(world, '2'.repeat(40)),
      (world) =>
        tamper(world, (payload) => {
          payload.project.id = '00000000-0000-4000-8000-000000000000';
        }),
    );
    expect(kept.result.outputs['outcome']).toBe('success');
    expect(kept.requests.filter((request) => request.path.includes('00000000-0000-4000-8000-000000000000'))).toEqual([]);
  }, 90_000);

  it('a cleanup deletes the same preview', async () => {
    const { kept } = await twice(
      async (world) => {
        await opened(world);
        world.github.closePull(NUMBER);
      },
      (world) => push(world, '1'.repeat(40), 'closed'),
    );
    expect(kept.result.outputs['outcome']).toBe('success');
    expect(kept.writes).toEqual([`DELETE /environment/environment blueprint-pr-${NUMBER} null → 204`]);
  }, 90_000);
});

/**
 * The seeded project renamed shop-legacy, and a new project shop beside it, holding a blueprint
 * and a production cloned from the old ones: the names now lead there.
 */
async function renameProject(world: World): Promise<{ production: string }> {
  const { seed } = world.emulator;
  await byHand(world, 'PUT', `/project/${seed.projectId}`, { name: 'shop-legacy' });
  const project = await byHand(world, 'POST', `/organization/${seed.organizationId}/project`, { name: 'shop' });
  for (const [from, name] of [
    [seed.blueprintEnvironmentId, 'blueprint'],
    [seed.productionEnvironmentId, 'production'],
  ] as const)
    await byHand(world, 'POST', `/environment/${from}/clone`, {
      name,
      mode: 'DEVELOPMENT',
      cluster_id: seed.clusterId,
      project_id: project['id'],
    });
  return { production: seed.productionEnvironmentId };
}
