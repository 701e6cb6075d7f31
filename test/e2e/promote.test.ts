/**
 * Promotion through dist/: staging (a clone of the emulator's production, deployed by the action
 * at other versions, with a variable and a secret production lacks) promoted to production. A dry
 * run plans and writes nothing; an application and a container are promoted in one deployment
 * and GitHub's Deployment names the source; nothing left to promote is skipped; a promotion
 * narrowed by name deploys that service alone; each refusal writes nothing; a promotion that fails
 * is rolled back by `rollback-on-failure`; a promotion to a commit GitHub's compare puts behind the
 * target's says in the plan and the summary that the target goes back, and deploys it all the same.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator, type SentAnswer } from '../../tools/emulator/index.ts';
import { runAction, type ActionResult } from '../../tools/runner/child.ts';
import { callerFor, type Call } from '../support/caller.ts';
import { NO_GITHUB, closeAll } from '../support/e2e.ts';
import { startFakeGitHub, type FakeGitHub } from '../../tools/fake-github/index.ts';

const SPEED = 0.02;

let emulator: Emulator;
let github: FakeGitHub;
let call: Call;
let production: string;
let staging: string;
/** Told every answer the emulator sends, while a test sets it. */
let onAnswer: ((answer: SentAnswer) => void) | undefined;

const commit = (digit: string) => digit.repeat(40);
const PROMOTE = { operation: 'promote', environment: 'acme/shop/production', 'promote-from': 'acme/shop/staging' };

/** A run on workflow_dispatch from main; with `reported`, it writes its GitHub Deployment to the fake GitHub. */
function run(inputs: Record<string, string>, reported = false): Promise<ActionResult> {
  return runAction({
    timeScale: SPEED,
    inputs: {
      'api-url': emulator.url,
      'api-token': emulator.tokens.admin,
      ...(reported ? { 'github-token': github.token, comment: 'off' } : NO_GITHUB),
      ...inputs,
    },
    eventName: 'workflow_dispatch',
    event: { ref: 'refs/heads/main' },
    sha: commit('9'),
    ...(reported ? { env: { GITHUB_API_URL: github.url } } : {}),
  });
}

/** Deploys staging's checkout at `checkout` and its search container at `search`, as a team's staging deploy would. */
async function deployStaging(checkout: string, search: string): Promise<void> {
  const deployed = await run({ environment: staging, application: 'checkout', container: 'search', commit: checkout, 'image-tag': search });
  expect(deployed.outputs['outcome']).toBe('success');
}

/** The requests that change something on the platform since `from`, as `METHOD path`. */
function writesSince(from: number): string[] {
  return emulator
    .requests()
    .slice(from)
    .filter((request) => request.method !== 'GET')
    .map((request) => `${request.method} ${request.path}`);
}

async function versionsOf(environmentId: string): Promise<{ checkout: string; search: string }> {
  const [application] = (await call('GET', `/environment/${environmentId}/application`)).body.results;
  const [container] = (await call('GET', `/environment/${environmentId}/container`)).body.results;
  return { checkout: application.git_repository.deployed_commit_id, search: container.tag };
}

/** The services the environment's newest deployment carried, by name. */
async function lastDeployed(environmentId: string): Promise<string[]> {
  const [latest] = (await call('GET', `/environment/${environmentId}/deploymentHistory`)).body.results;
  return [...latest.applications, ...latest.containers, ...latest.jobs].map((service: { name: string }) => service.name).sort();
}

beforeAll(async () => {
  [emulator, github] = await Promise.all([
    startEmulator({ speed: SPEED, staleMs: 3000 * SPEED, onAnswer: (answer) => onAnswer?.(answer) }),
    startFakeGitHub({}),
  ]);
  call = callerFor(emulator, emulator.tokens.admin);
  production = emulator.seed.productionEnvironmentId;
  const clone = await call('POST', `/environment/${production}/clone`, { name: 'staging', mode: 'STAGING' });
  expect(clone.status).toBe(202);
  staging = clone.body.id as string;
  // Drift through the platform's own API: a variable and a secret staging has and production lacks.
  await call('POST', `/environment/${staging}/environmentVariable`, { key: 'FEATURE_FLAGS', value: 'checkout-v2' });
  await call('POST', `/environment/${staging}/secret`, { key: 'SENTRY_DSN', value: 'https://sentry.example/1' });
  await deployStaging(commit('c'), 'v2');
}, 120_000);
afterAll(() => closeAll(emulator, github));

describe('promotion through dist/', { timeout: 120_000 }, () => {
  it('a dry run prints the plan (versions, compare link, drift) and writes nothing', async () => {
    const before = await versionsOf(production);
    const from = emulator.requests().length;
    const result = await run({ ...PROMOTE, 'dry-run': 'true' });
    expect(result.exitCode).toBe(0);
    expect(result.outputs['outcome']).toBe('planned');
    expect(result.stdout).toContain(
      `application checkout in production: ${before.checkout.slice(0, 7)} → ccccccc (from staging) https://github.com/acme/shop/compare/${before.checkout}...${commit('c')}`,
    );
    expect(result.stdout).toContain('container search in production: main → v2 (from staging)');
    // A dry run's plan is printed once.
    expect(result.stdout.split('container search in production: main → v2').length - 1).toBe(1);
    expect(result.stdout).toContain('variables staging has and production lacks: FEATURE_FLAGS');
    expect(result.stdout).toContain('secrets staging has and production lacks: SENTRY_DSN');
    expect(result.stdout).not.toContain('https://sentry.example/1');
    expect(JSON.parse(result.outputs['promoted']!)).toEqual([
      { service: 'checkout', kind: 'application', from: before.checkout, to: commit('c') },
      { service: 'search', kind: 'container', from: 'main', to: 'v2' },
    ]);
    expect(result.summary).toContain('Promotion from staging');
    expect(writesSince(from)).toEqual([]);
    expect(await versionsOf(production)).toEqual(before);
  });

  it('promotes an application and a container in one deployment of those two, and GitHub names the source', async () => {
    const before = await versionsOf(production);
    const from = emulator.requests().length;
    const result = await run(PROMOTE, true);
    expect(result.exitCode).toBe(0);
    expect(result.outputs['outcome']).toBe('success');
    expect(await versionsOf(production)).toEqual({ checkout: commit('c'), search: 'v2' });
    expect(await lastDeployed(production)).toEqual(['checkout', 'search']);
    expect(writesSince(from)).toEqual([`POST /environment/${production}/service/deploy`]);
    expect(JSON.parse(result.outputs['promoted']!)).toEqual([
      { service: 'checkout', kind: 'application', from: before.checkout, to: commit('c') },
      { service: 'search', kind: 'container', from: 'main', to: 'v2' },
    ]);
    const deployment = github.state.deployments.find((each) => each.environment === 'production' && each.ref === commit('c'));
    expect(deployment).toMatchObject({
      description: `platform-deploy: promote of ${commit('c')} from staging`,
      payload: {
        promoted_from: 'staging',
        services: [
          { name: 'checkout', kind: 'application', version: commit('c') },
          { name: 'search', kind: 'container', version: 'v2' },
        ],
      },
    });
    expect(github.statusesOf(deployment!.id)).toEqual(['in_progress', 'success']);
    expect(result.summary).toMatch(/Promotion succeeded: production/);
    // The job summary names the source and, per service, both versions.
    expect(result.summary).toMatch(/checkout\*\* \| \[`ccccccc`\][^|]*\| \[`[0-9a-f]{7}`\][^|]*\| promoted/);
    expect(result.summary).toMatch(/search\*\* \| v2 \| main \| promoted/);
    expect(result.summary).toContain('Promotion from staging');
    // Secrets and variables are never carried over: the drift is said, not fixed.
    expect(emulator.secrets(production).map((secret) => secret.key)).not.toContain('SENTRY_DSN');
  });

  it('nothing differs: skipped with a notice, and no deployment', async () => {
    const from = emulator.requests().length;
    const result = await run(PROMOTE);
    expect(result.exitCode).toBe(0);
    expect(result.outputs['outcome']).toBe('skipped');
    expect(result.stdout).toContain('Nothing to promote from staging to production: every service compared runs the same version');
    expect(result.outputs['promoted']).toBe('[]');
    expect(writesSince(from)).toEqual([]);
  });

  it('narrowed by name: only the service named is promoted', async () => {
    await deployStaging(commit('d'), 'v3');
    const from = emulator.requests().length;
    const result = await run({ ...PROMOTE, container: 'search' });
    expect(result.outputs['outcome']).toBe('success');
    expect(await versionsOf(production)).toEqual({ checkout: commit('c'), search: 'v3' });
    expect(await lastDeployed(production)).toEqual(['search']);
    expect(writesSince(from)).toEqual([`POST /environment/${production}/service/deploy`]);
    expect(result.stdout).toContain('application checkout in production: ccccccc, left as it is (staging runs ddddddd; not named)');
    expect(JSON.parse(result.outputs['promoted']!)).toEqual([{ service: 'search', kind: 'container', from: 'v2', to: 'v3' }]);
  });

  it('a promote-from that names no environment: one line blamed on promote-from, a summary and a completed check, no stack, no write', async () => {
    const from = emulator.requests().length;
    const result = await run({ ...PROMOTE, 'promote-from': 'acme/shop/stagign', check: 'promotion' }, true);
    expect(result.exitCode).toBe(1);
    expect(result.outputs['outcome']).toBe('failure');
    expect(result.outputs['failure-reason']).toMatch(
      /^Input "promote-from": project \S+ has no environment named stagign \(there: .*staging/,
    );
    expect(result.stdout + result.stderr).not.toMatch(/\n\s+at /);
    expect(result.stdout + result.stderr).not.toContain('Input "environment"');
    expect(result.summary).toContain('Input &quot;promote-from&quot;: project Acme/shop has no environment named stagign');
    const checks = github.checkRuns().filter((check) => check.head_sha === commit('9') && check.name === 'promotion');
    expect(checks.length).toBeGreaterThan(0);
    expect(checks.every((check) => check.status === 'completed' && check.conclusion === 'failure')).toBe(true);
    expect(writesSince(from)).toEqual([]);
  });

  it('a promote-from id that is not there is blamed on promote-from, with no write', async () => {
    const from = emulator.requests().length;
    const missing = '0b5c0000-0000-4000-8000-000000000000';
    const result = await run({ ...PROMOTE, 'promote-from': missing });
    expect(result.exitCode).toBe(1);
    expect(result.outputs['failure-reason']).toMatch(new RegExp(`^Input "promote-from": .*environment ${missing} was not found`));
    expect(result.stdout + result.stderr).not.toMatch(/\n\s+at /);
    expect(writesSince(from)).toEqual([]);
  });

  it('refuses, in one line and with no write: the target itself, by its id', async () => {
    const from = emulator.requests().length;
    const result = await run({ ...PROMOTE, 'promote-from': production });
    expect(result.exitCode).toBe(1);
    expect(result.outputs['outcome']).toBe('failure');
    expect(result.outputs['failure-reason']).toBe(
      'Input "promote-from": production is the environment promoted to: give the environment whose versions to promote',
    );
    expect(writesSince(from)).toEqual([]);
  });

  it('refuses a source whose last deployment failed, with no write', async () => {
    const stagingCheckout = (await call('GET', `/environment/${staging}/application`)).body.results[0].id as string;
    emulator.failVersion(stagingCheckout, commit('b'), 'fail-build');
    const failed = await run({ environment: staging, application: 'checkout', commit: commit('b') });
    expect(failed.outputs['outcome']).toBe('failure');
    const from = emulator.requests().length;
    const result = await run(PROMOTE);
    expect(result.exitCode).toBe(1);
    expect(result.outputs['failure-reason']).toMatch(/^staging is not healthy: its last deployment ended \S+, not DEPLOYED/);
    expect(writesSince(from)).toEqual([]);
    await deployStaging(commit('d'), 'v3');
  });

  it('refuses a source whose service runs another version than its history says, with no write', async () => {
    // A job's image tag changed by hand and never deployed.
    const jobs = (await call('GET', `/environment/${staging}/job`)).body.results as Array<Record<string, any>>;
    const job = jobs.find((each) => each.source?.image)!;
    const { id: _id, created_at: _created, updated_at: _updated, ...whole } = job;
    await call('PUT', `/job/${job.id}`, { ...whole, source: { image: { ...whole.source.image, tag: 'by-hand' } } });
    const from = emulator.requests().length;
    const result = await run(PROMOTE);
    expect(result.exitCode).toBe(1);
    expect(result.outputs['failure-reason']).toBe(
      `staging is not healthy: job ${job.name} runs by-hand, not ${job.source.image.tag} as its last successful deployment says`,
    );
    expect(writesSince(from)).toEqual([]);
    await call('PUT', `/job/${job.id}`, whole);
  });

  it('refuses a service of the source with no successful version, with no write', async () => {
    for (const environmentId of [staging, production]) {
      emulator.addContainer(environmentId, { name: 'api', image_name: 'acme/api', tag: 'v1', port: 8080 });
    }
    const from = emulator.requests().length;
    const result = await run({ ...PROMOTE, container: 'api' });
    expect(result.exitCode).toBe(1);
    expect(result.outputs['failure-reason']).toBe(
      'container api of staging has no successful version in its deployment history: nothing to promote',
    );
    expect(writesSince(from)).toEqual([]);
  });

  it('refuses a source deployed again between the read and the deploy, with no write of its own', async () => {
    await deployStaging(commit('e'), 'v4');
    let redeployed: Promise<unknown> | undefined;
    onAnswer = (answer) => {
      // The first read of staging's history answered: staging is deployed again before the deploy.
      if (!redeployed && answer.method === 'GET' && answer.path === `/environment/${staging}/deploymentHistory`) {
        redeployed = call('POST', `/environment/${staging}/redeploy`);
      }
    };
    const from = emulator.requests().length;
    let result: ActionResult;
    try {
      result = await run({ ...PROMOTE, application: 'checkout' });
    } finally {
      onAnswer = undefined;
    }
    await redeployed;
    expect(result.exitCode).toBe(1);
    expect(result.outputs['failure-reason']).toMatch(/^staging was deployed again while the promotion was prepared/);
    expect(writesSince(from)).toEqual([`POST /environment/${staging}/redeploy`]);
    expect((await versionsOf(production)).checkout).toBe(commit('c'));
  });

  it('a promotion whose deploy fails is rolled back by rollback-on-failure', async () => {
    await waitDeployed(staging);
    const productionCheckout = (await call('GET', `/environment/${production}/application`)).body.results[0].id as string;
    emulator.failVersion(productionCheckout, commit('e'), 'fail-build');
    const result = await run({ ...PROMOTE, application: 'checkout', 'rollback-on-failure': 'true' });
    expect(result.exitCode).toBe(1);
    expect(result.outputs['outcome']).toBe('failure');
    expect(JSON.parse(result.outputs['rolled-back-to']!)).toEqual({ checkout: commit('c') });
    expect(result.outputs['promoted']).toBe('[]');
    expect((await versionsOf(production)).checkout).toBe(commit('c'));
    expect(emulator.environmentStatus(production)?.state).toBe('DEPLOYED');
  });

  it('a target whose last deploy of a service failed still runs the older version: the plan compares with that, and promotes', async () => {
    const productionCheckout = (await call('GET', `/environment/${production}/application`)).body.results[0].id as string;
    // production's deploy of staging's checkout fails: production lists eeeeeee, and still runs ccccccc.
    const failed = await run({ environment: production, application: 'checkout', commit: commit('e') });
    expect(failed.outputs['outcome']).toBe('failure');
    expect((await versionsOf(production)).checkout).toBe(commit('e'));
    emulator.failVersion(productionCheckout, commit('e'), undefined);
    const from = emulator.requests().length;
    const planned = await run({ ...PROMOTE, application: 'checkout', 'dry-run': 'true' });
    expect(planned.outputs['outcome']).toBe('planned');
    expect(planned.stdout).not.toContain('Nothing to promote');
    expect(planned.stdout).toContain('application checkout in production: ccccccc → eeeeeee (from staging)');
    expect(JSON.parse(planned.outputs['promoted']!)).toEqual([
      { service: 'checkout', kind: 'application', from: commit('c'), to: commit('e') },
    ]);
    expect(writesSince(from)).toEqual([]);
    const promoted = await run({ ...PROMOTE, application: 'checkout' });
    expect(promoted.outputs['outcome']).toBe('success');
    expect(writesSince(from)).toEqual([`POST /environment/${production}/service/deploy`]);
    expect(await lastDeployed(production)).toEqual(['checkout']);
  });

  it('a promotion to an older commit can be rolled back: the rollback finds the version the promotion left', async () => {
    // staging goes back to its older checkout ccccccc, and production follows it by promotion.
    const back = await run({ environment: staging, application: 'checkout', commit: commit('c') });
    expect(back.outputs['outcome']).toBe('success');
    const promoted = await run({ ...PROMOTE, application: 'checkout' });
    expect(promoted.outputs['outcome']).toBe('success');
    expect((await versionsOf(production)).checkout).toBe(commit('c'));
    const result = await run({ environment: production, operation: 'rollback', application: 'checkout' });
    expect(result.outputs['outcome']).toBe('success');
    expect(result.stdout).not.toContain('no earlier good version');
    expect(JSON.parse(result.outputs['rolled-back-to']!)).toEqual({ checkout: commit('e') });
    expect((await versionsOf(production)).checkout).toBe(commit('e'));
  });

  it("a promotion to an older commit (GitHub's compare: behind) says the target goes back, and still deploys it", async () => {
    // The repository's history as GitHub knows it: ccccccc, then ddddddd, then eeeeeee.
    github.addCommit(commit('c'), undefined, ['src/checkout.ts']);
    github.addCommit(commit('d'), commit('c'), ['src/checkout.ts']);
    github.addCommit(commit('e'), commit('d'), ['src/checkout.ts']);
    // production runs eeeeeee (rolled back to it), staging ccccccc: promoting staging takes production back.
    expect((await versionsOf(production)).checkout).toBe(commit('e'));
    expect((await versionsOf(staging)).checkout).toBe(commit('c'));
    const compare = `https://github.com/acme/shop/compare/${commit('e')}...${commit('c')}`;
    const from = emulator.requests().length;
    const planned = await run({ ...PROMOTE, application: 'checkout', 'dry-run': 'true' }, true);
    expect(planned.outputs['outcome']).toBe('planned');
    expect(planned.stdout).toContain(
      `application checkout in production: eeeeeee → ccccccc (from staging), an older commit: production goes back ${compare}`,
    );
    expect(planned.summary).toMatch(
      /checkout\*\* \| [^|]*ccccccc[^|]*\| [^|]*eeeeeee[^|]*\| to promote \(an older commit: it goes back\) \|/,
    );
    expect(writesSince(from)).toEqual([]);

    // Going back is the user's call (a promotion names what to run), not a refusal: it deploys.
    const promoted = await run({ ...PROMOTE, application: 'checkout' }, true);
    expect([promoted.exitCode, promoted.outputs['outcome']]).toEqual([0, 'success']);
    expect(promoted.stdout).toContain('an older commit: production goes back');
    expect(promoted.summary).toMatch(
      /checkout\*\* \| [^|]*ccccccc[^|]*\| [^|]*eeeeeee[^|]*\| promoted \(an older commit: it goes back\) \|/,
    );
    expect(writesSince(from)).toEqual([`POST /environment/${production}/service/deploy`]);
    expect((await versionsOf(production)).checkout).toBe(commit('c'));
    expect(JSON.parse(promoted.outputs['promoted']!)).toEqual([
      { service: 'checkout', kind: 'application', from: commit('e'), to: commit('c') },
    ]);

    // Forward again (compare: ahead), nothing is said of going back.
    await deployStaging(commit('e'), 'v4');
    const ahead = await run({ ...PROMOTE, application: 'checkout', 'dry-run': 'true' }, true);
    expect(ahead.outputs['outcome']).toBe('planned');
    expect(ahead.stdout).toContain('application checkout in production: ccccccc → eeeeeee (from staging)');
    expect(ahead.stdout + ahead.summary).not.toContain('older commit');
  });
});

/** Until the environment's deployment ended DEPLOYED (the redeploy a test made). */
async function waitDeployed(environmentId: string): Promise<void> {
  for (let tries = 0; tries < 600; tries++) {
    if (emulator.environmentStatus(environmentId)?.state === 'DEPLOYED') return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${environmentId} never came back to DEPLOYED`);
}
