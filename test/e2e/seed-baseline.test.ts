/**
 * `seed-job` with a `baseline`, through the bundle, against the emulator and the fake GitHub: a
 * preview that shares the baseline's database runs no seed (its own services read the baseline's
 * data) and says so; one that owns its data service (`own-services`) is seeded once, in its first
 * deployment, in the preview, never in the baseline. Staging stays byte-for-byte as it was, and
 * every request the action made to it is a GET.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, type Call } from '../support/caller.ts';
import type { Emulator } from '../../tools/emulator/index.ts';
import type { FakeGitHub } from '../../tools/fake-github/index.ts';
import { closeAll, runOnPullRequest, startBoth } from '../support/e2e.ts';

const BASE = 'b'.repeat(40);
const HEAD = '1'.repeat(40);
const NEXT = '2'.repeat(40);
const SHARES = 111;
const OWNS = 112;
const SEED = { 'seed-job': 'seed-data' };

let emulator: Emulator;
let github: FakeGitHub;
let call: Call;
let stagingId = '';

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
  const reads = ['services', 'application', 'container', 'job', 'environmentVariable', 'secret', 'status', 'deploymentHistory'];
  const answers = await Promise.all(reads.map((read) => call('GET', `/environment/${environmentId}/${read}`)));
  return JSON.stringify(answers.map((answer) => answer.body));
}

const previewOf = (number: number) => emulator.environments().find((environment) => environment.name === `blueprint-pr-${number}`);
const seedJobOf = (environmentId: string) => emulator.jobs(environmentId).find((job) => job.name === 'seed-data');
const runsOf = (environmentId: string | undefined) => {
  const job = environmentId ? seedJobOf(environmentId) : undefined;
  return job ? emulator.jobRuns(job.id) : [];
};
const report = (number: number) => github.commentsOn(number).find((each) => each.user.login === github.botLogin)?.body ?? '';
const listed = (output: string | undefined) => (JSON.parse(output ?? '[]') as { name: string }[]).map((service) => service.name).sort();

/** A run of the action on the pull request with staging as its baseline, checked to have left staging as it was. */
async function run(number: number, head: string, action: string, inputs: Record<string, string>) {
  github.setHead(number, head);
  const services = (await call('GET', `/environment/${stagingId}/services`)).body.results as { id: string }[];
  const ids = [stagingId, ...services.map((service) => service.id)];
  const before = emulator.requests().length;
  const snapshotBefore = await snapshot(stagingId);
  const stagingRuns = runsOf(stagingId).length;
  const result = await runOnPullRequest({
    scaled: true,
    emulator,
    github,
    number,
    head,
    action,
    inputs: { baseline: stagingId, ...SEED, ...inputs },
  });
  const requests = emulator.requests().slice(before);
  const touching = requests.filter((request) => ids.some((id) => request.path.includes(id)));
  expect(touching.filter((request) => request.method !== 'GET')).toEqual([]);
  expect(await snapshot(stagingId)).toBe(snapshotBefore);
  expect(runsOf(stagingId)).toHaveLength(stagingRuns);
  return result;
}

beforeAll(async () => {
  ({ emulator, github } = await startBoth(
    { speed: 0.05, staleMs: 150, seedJob: true },
    {
      pulls: [
        { number: SHARES, headSha: HEAD },
        { number: OWNS, headSha: HEAD },
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
  // Staging, cloned from the blueprint and deployed whole: its own seed fills its own database, once.
  stagingId = (await call('POST', `/environment/${blueprintId}/clone`, { name: 'staging', mode: 'STAGING' })).body.id;
  const applications = (await call('GET', `/environment/${stagingId}/application`)).body.results as any[];
  const containers = (await call('GET', `/environment/${stagingId}/container`)).body.results as any[];
  const jobs = (await call('GET', `/environment/${stagingId}/job`)).body.results as any[];
  await call('POST', `/environment/${stagingId}/service/deploy`, {
    applications: applications.map((app) => ({ application_id: app.id, git_commit_id: app.git_repository.deployed_commit_id ?? BASE })),
    containers: containers.map((container) => ({ id: container.id, image_tag: container.tag })),
    jobs: jobs.map((job) => ({ id: job.id, image_tag: job.source.image.tag })),
  });
  await waitDeployed(stagingId);
  expect(runsOf(stagingId)).toHaveLength(1);
  github.addCommit(BASE, undefined, ['README.md']);
  github.addCommit(HEAD, BASE, ['apps/api/index.ts']);
  github.addCommit(NEXT, HEAD, ['apps/api/routes.ts']);
});
afterAll(() => closeAll(emulator, github));

describe('seed-job with a baseline', { timeout: 240_000 }, () => {
  it("a preview sharing the baseline's database runs no seed and says it reads the baseline's data", async () => {
    const opened = await run(SHARES, HEAD, 'opened', {});
    expect([opened.exitCode, opened.outputs.outcome, opened.outputs.created], opened.stdout).toEqual([0, 'success', 'true']);
    const preview = previewOf(SHARES)!;
    expect(seedJobOf(preview.id)).toBeDefined();
    expect(runsOf(preview.id)).toEqual([]);
    expect((await call('GET', `/_emulator/jobs/${seedJobOf(preview.id)!.id}/runs`)).body.results).toEqual([]);
    expect(listed(opened.outputs['own-services'])).toEqual(['api']);
    expect(listed(opened.outputs['shared-services'])).toContain('seed-data');
    expect(report(SHARES)).toMatch(/\*\*Data:\*\* reads the baseline's database: no seed runs in this preview/);
    expect(opened.stdout).not.toContain('Seed job seed-data runs in this deployment');

    // A push deploys api again, and still seeds nothing.
    const pushed = await run(SHARES, NEXT, 'synchronize', {});
    expect([pushed.exitCode, pushed.outputs.outcome], pushed.stdout).toEqual([0, 'success']);
    expect(runsOf(preview.id)).toEqual([]);
    expect(report(SHARES)).toMatch(/\*\*Data:\*\* reads the baseline's database/);
  });

  it('a preview that owns its data service (own-services) is seeded once, in its first deployment, in the preview', async () => {
    const opened = await run(OWNS, HEAD, 'opened', { 'own-services': 'search' });
    expect([opened.exitCode, opened.outputs.outcome, opened.outputs.created], opened.stdout).toEqual([0, 'success', 'true']);
    const preview = previewOf(OWNS)!;
    expect(runsOf(preview.id).map((each) => [each.event, each.forced, each.state])).toEqual([['START', false, 'DEPLOYED']]);
    // The seed runs in the preview: it is the preview's own, never shared from the baseline.
    expect(listed(opened.outputs['own-services'])).toEqual(['api', 'search', 'seed-data']);
    expect(listed(opened.outputs['shared-services'])).not.toContain('seed-data');
    expect(report(OWNS)).toMatch(/\*\*Data:\*\* seeded by job \*\*seed-data\*\* at commit \[`1111111`\]/);

    const pushed = await run(OWNS, NEXT, 'synchronize', { 'own-services': 'search' });
    expect([pushed.exitCode, pushed.outputs.outcome], pushed.stdout).toEqual([0, 'success']);
    expect(runsOf(preview.id)).toHaveLength(1);
    expect(pushed.stdout).toContain('Seed job seed-data succeeded in an earlier deployment');
    expect(report(OWNS)).toMatch(/\*\*Data:\*\* seeded on .* by job \*\*seed-data\*\*; left out of this deployment/);
  });
});
