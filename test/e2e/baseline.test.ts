/**
 * A preview that shares a baseline, through the bundle, against the emulator and the fake GitHub:
 * the blueprint's five services (applications checkout and api built from their folders, container
 * search, jobs web and worker from images), a staging deployed from it, and a pull request that
 * changes api, then checkout, then force-pushes. Every case ends with staging byte-for-byte as it
 * was, and every request the action made to it a GET.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, type Call } from '../support/caller.ts';
import type { Emulator } from '../../tools/emulator/index.ts';
import type { FakeGitHub } from '../../tools/fake-github/index.ts';
import type { ActionResult } from '../../tools/runner/child.ts';
import { closeAll, runOnPullRequest, startBoth } from '../support/e2e.ts';

const PULL = 91;
const BASE = 'b'.repeat(40);
const sha = (digit: string) => digit.repeat(40);

let emulator: Emulator;
let github: FakeGitHub;
let call: Call;
let stagingId = '';
let previewId = '';

async function waitDeployed(environmentId: string): Promise<void> {
  for (let tries = 0; tries < 400; tries++) {
    const status = (await call('GET', `/environment/${environmentId}/status`)).body;
    if (status.state === 'DEPLOYED') return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`environment ${environmentId} never deployed`);
}

/** Everything of the baseline a user could see change: its services, versions, variables, secrets, status and history. */
async function snapshot(environmentId: string): Promise<string> {
  const reads = ['services', 'application', 'container', 'environmentVariable', 'secret', 'status', 'deploymentHistory'];
  const answers = await Promise.all(reads.map((read) => call('GET', `/environment/${environmentId}/${read}`)));
  return JSON.stringify(answers.map((answer) => answer.body));
}

/** The ids of the baseline and of its services: every request the action makes to one of them must be a read. */
async function baselineIds(): Promise<string[]> {
  const services = (await call('GET', `/environment/${stagingId}/services`)).body.results as { id: string }[];
  return [stagingId, ...services.map((service) => service.id)];
}

async function run(commit: string, action: string, inputs: Record<string, string> = {}, number = PULL) {
  github.setHead(number, commit);
  const before = emulator.requests().length;
  const snapshotBefore = await snapshot(stagingId);
  const ids = await baselineIds();
  const result = await runOnPullRequest({
    scaled: true,
    emulator,
    github,
    number,
    head: commit,
    action,
    inputs: { baseline: stagingId, ...inputs },
  });
  const requests = emulator.requests().slice(before);
  const touching = requests.filter((request) => ids.some((id) => request.path.includes(id)));
  expect(touching.filter((request) => request.method !== 'GET')).toEqual([]);
  expect(await snapshot(stagingId)).toBe(snapshotBefore);
  return { result, requests };
}

const listed = (result: ActionResult, output: string) =>
  (JSON.parse(result.outputs[output] ?? '[]') as { name: string }[]).map((service) => service.name).sort();
const deployBodies = (requests: ReturnType<Emulator['requests']>) =>
  requests.filter((request) => request.method === 'POST' && request.path.endsWith('/service/deploy')) as { body?: any; path: string }[];
const deployedNames = async (body: any) => {
  const services = (await call('GET', `/environment/${previewId}/services`)).body.results as { id: string; name: string }[];
  const ids = [
    ...(body.applications ?? []).map((each: any) => each.application_id),
    ...(body.containers ?? []).map((each: any) => each.id),
    ...(body.jobs ?? []).map((each: any) => each.id),
  ];
  return ids.map((id: string) => services.find((service) => service.id === id)?.name).sort();
};

/** The preview's overrides pointing at the baseline: the service each wires, by the built-in variable's service name in staging. */
async function wiredValues(): Promise<string[]> {
  const variables = (await call('GET', `/environment/${previewId}/environmentVariable`)).body.results as any[];
  return variables.filter((variable) => variable.variable_type === 'OVERRIDE').map((variable) => variable.value as string);
}

async function stagingHosts(names: string[]): Promise<string[]> {
  const variables = (await call('GET', `/environment/${stagingId}/environmentVariable`)).body.results as any[];
  return variables
    .filter((variable) => variable.variable_type === 'BUILT_IN' && names.includes(variable.service_name))
    .map((variable) => variable.value as string);
}

beforeAll(async () => {
  ({ emulator, github } = await startBoth(
    { speed: 0.05, staleMs: 150, secondCluster: true },
    {
      pulls: [
        { number: PULL, headSha: sha('1') },
        { number: 92, headSha: sha('1') },
      ],
    },
  ));
  call = callerFor(emulator, emulator.tokens.admin);
  const blueprintId = emulator.seed.blueprintEnvironmentId;
  await call('POST', `/environment/${blueprintId}/application`, {
    name: 'api',
    git_repository: { url: 'https://github.com/acme/shop.git', branch: 'main', root_path: '/apps/api' },
    ports: [{ internal_port: 8080, external_port: 443, protocol: 'HTTP', publicly_accessible: true }],
  });
  const staging = await call('POST', `/environment/${blueprintId}/clone`, { name: 'staging', mode: 'STAGING' });
  stagingId = staging.body.id;
  const applications = (await call('GET', `/environment/${stagingId}/application`)).body.results as any[];
  const containers = (await call('GET', `/environment/${stagingId}/container`)).body.results as any[];
  const jobs = (await call('GET', `/environment/${stagingId}/job`)).body.results as any[];
  await call('POST', `/environment/${stagingId}/service/deploy`, {
    applications: applications.map((app) => ({ application_id: app.id, git_commit_id: app.git_repository.deployed_commit_id ?? BASE })),
    containers: containers.map((container) => ({ id: container.id, image_tag: container.tag })),
    jobs: jobs.map((job) => ({ id: job.id, image_tag: job.source.image.tag })),
  });
  await waitDeployed(stagingId);
  github.addCommit(BASE, undefined, ['README.md']);
  github.addCommit(sha('1'), BASE, ['apps/api/index.ts']);
});
afterAll(() => closeAll(emulator, github));

describe('a preview that shares a baseline', { timeout: 180_000 }, () => {
  it('a new preview changing 1 of 5 services deploys 1 and wires the 4 others to the baseline', async () => {
    const { result, requests } = await run(sha('1'), 'opened');
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.outputs).toMatchObject({ outcome: 'success', created: 'true' });
    previewId = result.outputs['environment-id']!;
    expect(listed(result, 'own-services')).toEqual(['api']);
    expect(listed(result, 'shared-services')).toEqual(['checkout', 'search', 'web', 'worker']);
    expect(JSON.parse(result.outputs['baseline-saving']!)).toEqual({ services: 4, builds: 1 });
    const deploys = deployBodies(requests);
    expect(deploys).toHaveLength(1);
    expect(await deployedNames(deploys[0]!.body)).toEqual(['api']);
    // Each shared service's hosts in the preview are the baseline's.
    expect((await wiredValues()).sort()).toEqual((await stagingHosts(['checkout', 'search', 'web', 'worker'])).sort());
    const api = ((await call('GET', `/environment/${previewId}/application`)).body.results as any[]).find((app) => app.name === 'api');
    const given = (await call('GET', `/_emulator/services/${api.id}/environment`)).body.variables as Record<string, string>;
    for (const host of await stagingHosts(['checkout'])) expect(Object.values(given)).toContain(host);
    const comment = github.commentsOn(PULL).at(-1)?.body ?? '';
    expect(comment).toMatch(/this pull request's: api · shared from baseline staging: checkout at `[0-9a-f]{7}`/);
    expect(result.summary ?? '').toContain('shared from baseline staging');
    const payload = github.state.deployments.at(-1)?.payload as any;
    expect(payload.baseline.own.map((each: any) => each.name)).toEqual(['api']);
    expect(payload.baseline.shared.map((each: any) => each.name).sort()).toEqual(['checkout', 'search', 'web', 'worker']);
    const stageServices = (JSON.parse(result.outputs.metrics ?? '[]') as { service: string | null }[]).flatMap((each) =>
      each.service ? [each.service] : [],
    );
    expect([...new Set(stageServices)]).toEqual(['api']);
  });

  it('a push that changes a shared service makes it own, deployed with the rest in one request, its wiring removed', async () => {
    github.addCommit(sha('2'), sha('1'), ['checkout/server.ts']);
    const { result, requests } = await run(sha('2'), 'synchronize');
    expect(result.outputs.outcome, result.stdout).toBe('success');
    expect(listed(result, 'own-services')).toEqual(['api', 'checkout']);
    const deploys = deployBodies(requests);
    expect(deploys).toHaveLength(1);
    expect(await deployedNames(deploys[0]!.body)).toEqual(['api', 'checkout']);
    const wired = await wiredValues();
    for (const host of await stagingHosts(['checkout'])) expect(wired).not.toContain(host);
    expect(wired.sort()).toEqual((await stagingHosts(['search', 'web', 'worker'])).sort());
  });

  it('a force-push decides from the whole diff, and a service deployed in the preview stays its own', async () => {
    github.addCommit(sha('3'), BASE, ['apps/api/index.ts']);
    const { result, requests } = await run(sha('3'), 'synchronize');
    expect(result.outputs.outcome, result.stdout).toBe('success');
    expect(listed(result, 'own-services')).toEqual(['api', 'checkout']);
    expect(await deployedNames(deployBodies(requests)[0]!.body)).toEqual(['api', 'checkout']);
  });

  it('own-services keeps a database the preview must never share', async () => {
    const { result, requests } = await run(sha('1'), 'opened', { 'own-services': 'search' }, 92);
    expect(result.outputs.outcome, result.stdout).toBe('success');
    expect(listed(result, 'own-services')).toEqual(['api', 'search']);
    const id = result.outputs['environment-id']!;
    const variables = (await call('GET', `/environment/${id}/environmentVariable`)).body.results as any[];
    const searchHosts = await stagingHosts(['search']);
    expect(variables.some((variable) => searchHosts.includes(variable.value))).toBe(false);
    expect(deployBodies(requests)).toHaveLength(1);
  });

  describe('refusals, each before any write', () => {
    const refused = async (inputs: Record<string, string>, message: RegExp, number = 92) => {
      const { result, requests } = await run(
        number === PULL ? sha('3') : sha('1'),
        number === PULL ? 'synchronize' : 'opened',
        inputs,
        number,
      );
      expect(result.exitCode, result.stdout).toBe(1);
      expect(result.outputs.outcome).toBe('failure');
      expect(result.stdout).toMatch(message);
      expect(requests.filter((request) => request.method !== 'GET')).toEqual([]);
    };
    it('the blueprint itself', () => refused({ baseline: emulator.seed.blueprintEnvironmentId }, /Input "baseline".*blueprint itself/));
    it('a PRODUCTION environment', () => refused({ baseline: emulator.seed.productionEnvironmentId }, /Input "baseline".*PRODUCTION/));
    it('the preview itself', () => refused({ baseline: previewId }, /Input "baseline".*preview itself/, PULL));
    it('an unknown name in own-services, listing the services there are', () =>
      refused({ 'own-services': 'postgres' }, /Input "own-services": postgres is no service.*checkout/));
  });

  it('cleanup deletes the preview and touches nothing of the baseline', async () => {
    const { result } = await run(sha('3'), 'closed');
    expect(result.outputs.outcome, result.stdout).toBe('success');
    expect(emulator.environments().some((environment) => environment.id === previewId)).toBe(false);
    expect(emulator.environments().some((environment) => environment.id === stagingId)).toBe(true);
  });

  it('a baseline in another cluster: its public hosts stand in for its internal ones, a service it lacks is own', async () => {
    // A service of the blueprint that staging-us lacks, and that the pull request does not change.
    await call('POST', `/environment/${emulator.seed.blueprintEnvironmentId}/application`, {
      name: 'mailer',
      git_repository: { url: 'https://github.com/acme/shop.git', branch: 'main', root_path: '/apps/mailer' },
    });
    const { result } = await run(sha('1'), 'opened', { baseline: emulator.seed.secondClusterEnvironmentId!, 'own-services': 'search' }, 93);
    expect(result.outputs.outcome, result.stdout).toBe('success');
    expect(result.stdout).toContain(
      '::warning::baseline: staging-us is in another cluster than the blueprint: its internal hosts would not resolve',
    );
    expect(result.stdout).toContain('::warning::baseline: staging-us has no application named mailer: the preview runs it itself');
    const id = result.outputs['environment-id']!;
    const overrides = ((await call('GET', `/environment/${id}/environmentVariable`)).body.results as any[]).filter(
      (variable) => variable.variable_type === 'OVERRIDE',
    );
    expect(overrides.length).toBeGreaterThan(0);
    for (const override of overrides) expect(override.value).toMatch(/\.acme-us-east\.platform\.example$/);
  });

  it('refused before any write: a baseline in another cluster where a shared service has no public host', async () => {
    const { result, requests } = await run(sha('1'), 'opened', { baseline: emulator.seed.secondClusterEnvironmentId! }, 94);
    expect(result.exitCode, result.stdout).toBe(1);
    expect(result.stdout).toMatch(/another cluster.*search has no public host.*own-services/);
    expect(requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });
});
