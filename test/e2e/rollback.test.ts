/**
 * Rollback through dist/: a deploy whose new version fails (a build error, or a tag that never
 * passes `health-path`) with `rollback-on-failure` ends `failure` and leaves the previous version
 * DEPLOYED, named in `rolled-back-to`; a first deploy has nothing to roll back to and writes
 * nothing more; `operation: rollback` plans with `dry-run` and restores without it; a preview is
 * refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../tools/emulator/index.ts';
import { runAction, type ActionResult } from '../../tools/runner/child.ts';
import { callerFor, type Call } from '../support/caller.ts';
import { NO_GITHUB, closeAll } from '../support/e2e.ts';
import { startFakeGitHub, type FakeGitHub } from '../../tools/fake-github/index.ts';
import { read } from '../support/reader.ts';

/** The platform's time and the run's both at this share of the wall's: the stale window too. */
const SPEED = 0.02;

let emulator: Emulator;
let github: FakeGitHub;
let call: Call;
let production: string;

beforeAll(async () => {
  [emulator, github] = await Promise.all([startEmulator({ speed: SPEED, staleMs: 3000 * SPEED }), startFakeGitHub({})]);
  call = callerFor(emulator, emulator.tokens.admin);
  production = emulator.seed.productionEnvironmentId;
});
afterAll(() => closeAll(emulator, github));

/** A run on push (workflow_dispatch for operation rollback); with `reported`, it writes its GitHub Deployment to the fake GitHub. */
function run(inputs: Record<string, string>, sha = 'a'.repeat(40), reported = false): Promise<ActionResult> {
  return runAction({
    timeScale: SPEED,
    inputs: {
      'api-url': emulator.url,
      'api-token': emulator.tokens.admin,
      ...(reported ? { 'github-token': github.token, comment: 'off' } : NO_GITHUB),
      ...inputs,
    },
    eventName: inputs['operation'] === 'rollback' ? 'workflow_dispatch' : 'push',
    event: { ref: 'refs/heads/main' },
    sha,
    ...(reported ? { env: { GITHUB_API_URL: github.url } } : {}),
  });
}

/** The states of the GitHub Deployment of `ref` in production, oldest first. */
function deploymentStates(ref: string): string[] {
  const deployment = github.state.deployments.find((each) => each.environment === 'production' && each.ref === ref);
  return github.state.statuses.filter((status) => status.deployment_id === deployment?.id).map((status) => status.state);
}

/** The requests that change something on the platform, to an environment's paths, since `from`. */
function writesSince(from: number, environmentId?: string) {
  return emulator
    .requests()
    .slice(from)
    .filter((request) => request.method !== 'GET' && (environmentId === undefined || request.path.includes(environmentId)));
}

async function checkoutOf(environmentId: string) {
  return (await call('GET', `/environment/${environmentId}/application`)).body.results[0];
}

/** The services the environment's newest deployment carried, by id. */
async function lastDeployedIds(environmentId: string): Promise<string[]> {
  const [latest] = (await call('GET', `/environment/${environmentId}/deploymentHistory`)).body.results;
  return [...latest.applications, ...latest.containers, ...latest.jobs].map((service: { id: string }) => service.id);
}

/** A new environment of the seed's project, never deployed, with one container serving HTTP. */
async function newEnvironment(name: string, tag: string): Promise<{ environmentId: string; containerId: string }> {
  const created = await call('POST', `/project/${emulator.seed.projectId}/environment`, { name, mode: 'PRODUCTION' });
  expect(created.status).toBe(201);
  const environmentId = created.body.id as string;
  return { environmentId, containerId: emulator.addContainer(environmentId, { name: 'api', image_name: 'acme/api', tag, port: 8080 }) };
}

describe('rollback through dist/', { timeout: 120_000 }, () => {
  it('a new application commit that fails its build: failure, the previous commit DEPLOYED again, both stages shown', async () => {
    const good = 'd'.repeat(40);
    const bad = 'b'.repeat(40);
    const checkout = await checkoutOf(production);
    expect((await run({ environment: production, application: 'checkout' }, good, true)).outputs['outcome']).toBe('success');
    emulator.failVersion(checkout.id, bad, 'fail-build');

    const result = await run({ environment: production, application: 'checkout', 'rollback-on-failure': 'true' }, bad, true);
    expect(result.exitCode).toBe(1);
    expect(result.outputs['outcome']).toBe('failure');
    expect(JSON.parse(result.outputs['rolled-back-to']!)).toEqual({ checkout: good });
    expect((await checkoutOf(production)).git_repository.deployed_commit_id).toBe(good);
    expect(emulator.environmentStatus(production)?.state).toBe('DEPLOYED');
    // Only the service the run changed was deployed again.
    expect(await lastDeployedIds(production)).toEqual([checkout.id]);
    expect(result.stdout).toContain('Rolling back application checkout from bbbbbbb to ddddddd');
    // Where it failed and why, in sight; what the rollback did, once, on its own line.
    expect(read(result.summary).seen).toMatch(/Failed stage: [^\n]*\(checkout\)/);
    expect(read(result.summary).seen).toContain('❌ Why checkout (application) failed: BUILD_ERROR');
    // Its build failed: checkout never ran bbbbbbb, so the rollback only redeployed it at ddddddd.
    expect(result.summary).toMatch(
      /\*\*Rollback:\*\* application \*\*checkout\*\* redeployed at \[`ddddddd`\]\([^)]*\): ✅ DEPLOYED in \d/,
    );
    expect(result.summary).toMatch(/^### ❌ Deploy failed, rolled back: /m);
    const stages = (JSON.parse(result.outputs['metrics']!) as Array<{ stage: string; status: string; service: string | null }>)
      .filter((row) => row.service === null)
      .map((row) => [row.stage, row.status]);
    expect(stages.at(-1)).toEqual(['rollback', 'SUCCESS']);
    expect(stages.some(([, status]) => status === 'ERROR')).toBe(true);
    // GitHub: the failed commit's Deployment failed, the restored one's is success again.
    expect(deploymentStates(bad)).toEqual(['in_progress', 'failure']);
    expect(deploymentStates(good)).toEqual(['in_progress', 'success', 'success']);
  });

  it('a container tag that never passes health-path: failure, the previous tag DEPLOYED and answering again', async () => {
    const { environmentId, containerId } = await newEnvironment('api-prod', 'v1');
    const first = await run({ environment: environmentId, container: 'api', 'image-tag': 'v1', 'health-path': '/healthz' });
    expect(first.outputs['outcome']).toBe('success');
    emulator.failVersion(containerId, 'v2', 'unhealthy');

    const result = await run({
      environment: environmentId,
      container: 'api',
      'image-tag': 'v2',
      'health-path': '/healthz',
      'health-timeout-seconds': '4',
      'rollback-on-failure': 'true',
    });
    expect(result.exitCode).toBe(1);
    expect(result.outputs['outcome']).toBe('failure');
    expect(result.outputs['failure-reason']).toMatch(/\/healthz (answered 503|did not answer)/);
    expect(JSON.parse(result.outputs['rolled-back-to']!)).toEqual({ api: 'v1' });
    expect((await call('GET', `/container/${containerId}`)).body.tag).toBe('v1');
    const [link] = (await call('GET', `/environment/${environmentId}/link`)).body.results;
    expect((await fetch(`${link.url}/healthz`)).status).toBe(200);
    expect(result.summary).toContain('rolled back to v1 in');
    // Operation rollback undoes the newest deployment, whichever way it went: the version it left is the one before.
    const plan = await run({ environment: environmentId, operation: 'rollback', 'dry-run': 'true' });
    expect(plan.stdout).toContain('roll back container api from v1 to v2');
  });

  it('a first deploy that fails: nothing to roll back to, and no write after the trigger', async () => {
    const { environmentId, containerId } = await newEnvironment('api-new', 'main');
    emulator.failVersion(containerId, 'v1', 'fail-deploy');
    const from = emulator.requests().length;
    const result = await run({ environment: environmentId, container: 'api', 'image-tag': 'v1', 'rollback-on-failure': 'true' });
    expect(result.exitCode).toBe(1);
    expect(result.outputs['outcome']).toBe('failure');
    expect(result.outputs['rolled-back-to']).toBe('{}');
    expect(result.stdout).toContain('Nothing to roll back to: no earlier deployment of container api ended DEPLOYED');
    expect(writesSince(from).map((request) => `${request.method} ${request.path}`)).toEqual([
      `POST /environment/${environmentId}/service/deploy`,
    ]);
  });

  it('operation rollback: a dry run prints the plan and writes nothing; then it restores the previous commit', async () => {
    const good = 'c'.repeat(40);
    const deployed = await run({ environment: production, application: 'checkout' }, good);
    expect(deployed.outputs['outcome']).toBe('success');

    const from = emulator.requests().length;
    const plan = await run({ environment: production, operation: 'rollback', 'dry-run': 'true' });
    expect(plan.exitCode).toBe(0);
    expect(plan.outputs['outcome']).toBe('planned');
    expect(plan.stdout).toContain('roll back application checkout from ccccccc to ddddddd');
    expect(writesSince(from)).toEqual([]);
    expect((await checkoutOf(production)).git_repository.deployed_commit_id).toBe(good);

    const result = await run({ environment: production, operation: 'rollback' });
    expect(result.exitCode).toBe(0);
    expect(result.outputs['outcome']).toBe('success');
    expect(JSON.parse(result.outputs['rolled-back-to']!)).toEqual({ checkout: 'd'.repeat(40) });
    expect((await checkoutOf(production)).git_repository.deployed_commit_id).toBe('d'.repeat(40));
    expect(await lastDeployedIds(production)).toEqual([(await checkoutOf(production)).id]);
    expect(writesSince(from, production).filter((request) => request.method === 'POST')).toHaveLength(1);
    // The headline names the commit that runs now, not the one rolled away from nor the workflow's.
    const [headline, second] = result.summary.split('\n');
    expect(headline).toMatch(/^### ✅ Rollback done/);
    expect(second).toContain('commit [`ddddddd`]');
    expect(second).not.toContain('ccccccc');
    expect(second).not.toContain('aaaaaaa');
  });

  it('operation rollback with nothing to roll back is skipped, not a success, and writes nothing', async () => {
    const from = emulator.requests().length;
    const result = await run({ environment: production, operation: 'rollback', application: 'checkout', commit: 'd'.repeat(40) });
    expect(result.exitCode).toBe(0);
    expect(result.outputs['outcome']).toBe('skipped');
    expect(result.stdout).toContain(
      `Nothing to roll back in production: application checkout is at ${'d'.repeat(40)} already; left as it is`,
    );
    expect(result.summary).toMatch(/^### ⏭️ Rollback skipped/);
    expect(result.summary).not.toContain('Rollback done');
    expect(writesSince(from)).toEqual([]);
  });

  it('operation rollback refuses a preview, in one line, with no write', async () => {
    const clone = await call('POST', `/environment/${emulator.seed.blueprintEnvironmentId}/clone`, {
      name: 'blueprint-pr-7',
      mode: 'PREVIEW',
    });
    const previewId = clone.body.id as string;
    const from = emulator.requests().length;
    const result = await run({ environment: previewId, operation: 'rollback' });
    expect(result.exitCode).toBe(1);
    expect(result.outputs['outcome']).toBe('failure');
    expect(result.stdout).toContain('blueprint-pr-7 is a preview environment: previews are redeployed, not rolled back');
    expect(writesSince(from)).toEqual([]);
  });

  it('GitHub names what runs: each Deployment at the commit deployed, and a rollback its own Deployment of the commit put back', async () => {
    const [older, newer, workflow] = ['e', 'f', '9'].map((digit) => digit.repeat(40)) as [string, string, string];
    // The `commit` input, not the commit the workflow runs at, is what each Deployment names.
    for (const commit of [older, newer]) {
      const deployed = await run({ environment: production, application: 'checkout', commit }, workflow, true);
      expect(deployed.outputs['outcome']).toBe('success');
    }
    const listed = async (query: string) => {
      const answer = await fetch(`${github.url}/repos/${github.state.owner}/${github.state.repo}/deployments?${query}`, {
        headers: { authorization: `token ${github.token}` },
      });
      return (await answer.json()) as Array<{ id: number; ref: string; description: string; payload: { services?: unknown } }>;
    };
    const newest = async () => {
      const [deployment] = await listed('environment=production&per_page=1');
      return { ...deployment!, states: github.statusesOf(deployment!.id) };
    };
    expect((await listed(`environment=production&ref=${workflow}`)).length).toBe(0);
    expect(await newest()).toMatchObject({
      ref: newer,
      // Every service at the version it runs once the Deployment is done.
      payload: { services: expect.arrayContaining([{ name: 'checkout', kind: 'application', version: newer }]) },
      states: ['in_progress', 'success'],
    });

    const result = await run({ environment: production, operation: 'rollback', application: 'checkout' }, workflow, true);
    expect(result.outputs['outcome']).toBe('success');
    expect(JSON.parse(result.outputs['rolled-back-to']!)).toEqual({ checkout: older });
    // The environment's newest Deployment, successful, is the version that runs again.
    expect(await newest()).toMatchObject({
      ref: older,
      description: `platform-deploy: rollback to ${older}`,
      payload: { services: [{ name: 'checkout', kind: 'application', version: older }] },
      states: ['in_progress', 'success'],
    });
    expect(result.stdout).not.toContain('marked success again');
    // A later rollback to the newer commit, by name, finds its Deployment and makes its own again.
    expect((await listed(`environment=production&ref=${newer}`)).length).toBe(1);
    const back = await run({ environment: production, operation: 'rollback', application: 'checkout', commit: newer }, workflow, true);
    expect(back.outputs['outcome']).toBe('success');
    expect(await newest()).toMatchObject({ ref: newer, states: ['in_progress', 'success'] });
    expect((await listed(`environment=production&ref=${newer}`)).length).toBe(2);
  });
});
