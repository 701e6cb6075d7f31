/**
 * `seed-job` through the bundle: a new preview's first deployment runs the seed job once, a push
 * leaves it out, a first deployment whose seed failed seeds again on the next run (the platform
 * says whether it succeeded), `/preview reset-data` from a writer (and the reset label) runs it
 * alone while a reader's is refused, a seed stage after the applications is warned of, a failed
 * seed is explained, and a cron job or an unknown name is refused before any write.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../tools/emulator/index.ts';
import type { FakeGitHub } from '../../tools/fake-github/index.ts';
import { issueCommentPayload, pullRequestPayload, runAction } from '../../tools/runner/child.ts';
import { callerFor } from '../support/caller.ts';
import { closeAll, platformInputs, runOnPullRequest, startBoth } from '../support/e2e.ts';

let emulator: Emulator;
let github: FakeGitHub;
const HEAD = 'e'.repeat(40);
const NEXT = 'f'.repeat(40);
const PULLS = [101, 102, 103, 104, 105];

beforeAll(async () => {
  ({ emulator, github } = await startBoth(
    { speed: 0.05, staleMs: 100, seedJob: true },
    { pulls: PULLS.map((number) => ({ number, headSha: HEAD })) },
  ));
  github.setRole('maintainer', 'write');
  github.setRole('reader', 'read');
});
afterAll(() => closeAll(emulator, github));

const SEED = { 'seed-job': 'seed-data' };
const previewOf = (number: number) => emulator.environments().find((environment) => environment.name === `blueprint-pr-${number}`);
const seedRuns = (number: number) => {
  const preview = previewOf(number);
  const job = preview ? emulator.jobs(preview.id).find((each) => each.name === 'seed-data') : undefined;
  return job ? emulator.jobRuns(job.id) : [];
};
const report = (number: number) => github.commentsOn(number).find((each) => each.user.login === github.botLogin)?.body ?? '';
const writes = () => emulator.requests().filter((request) => request.method !== 'GET').length;

function push(number: number, head: string, action = 'synchronize', inputs: Record<string, string> = SEED) {
  return runOnPullRequest({ emulator, github, number, head, action, inputs, scaled: true });
}

function comment(number: number, body: string, login: string) {
  const made = github.addComment(number, { login, body, association: 'COLLABORATOR' });
  return runAction({
    timeScale: emulator.speed,
    inputs: { ...platformInputs(emulator, github), ...SEED },
    eventName: 'issue_comment',
    event: issueCommentPayload({ ...made, association: 'COLLABORATOR' }, true),
    sha: 'a'.repeat(40),
    env: { GITHUB_API_URL: github.url },
  });
}

describe('seed-job end to end', { timeout: 300_000 }, () => {
  it('a new preview is seeded in its first deployment, and a push leaves the seed out', async () => {
    const opened = await push(101, HEAD, 'opened');
    expect([opened.exitCode, opened.outputs.outcome, opened.outputs.created]).toEqual([0, 'success', 'true']);
    expect(seedRuns(101).map((run) => [run.event, run.forced, run.state])).toEqual([['START', false, 'DEPLOYED']]);
    expect(report(101)).toMatch(/\*\*Data:\*\* seeded by job \*\*seed-data\*\* at commit \[`eeeeeee`\]/);
    // Its own row of the stage table, from the platform's timings.
    expect(report(101)).toMatch(/seed-data \(job\)/);

    github.setHead(101, NEXT);
    const pushed = await push(101, NEXT);
    expect([pushed.exitCode, pushed.outputs.outcome]).toEqual([0, 'success']);
    expect(seedRuns(101)).toHaveLength(1);
    expect(emulator.environmentStatus(previewOf(101)!.id)?.state).toBe('DEPLOYED');
    expect(pushed.stdout).toContain('Seed job seed-data succeeded in an earlier deployment');
    expect(report(101)).toMatch(/\*\*Data:\*\* seeded on .* by job \*\*seed-data\*\*; left out of this deployment/);
  });

  it('/preview reset-data from a writer runs the seed alone and says so; a reader is refused', async () => {
    const refused = await comment(101, '/preview reset-data', 'reader');
    expect([refused.exitCode, refused.outputs.outcome]).toEqual([0, 'skipped']);
    expect(seedRuns(101)).toHaveLength(1);

    const reset = await comment(101, '/preview reset-data', 'maintainer');
    expect(reset.stdout).not.toMatch(/^::error::/m);
    expect([reset.exitCode, reset.outputs.outcome]).toEqual([0, 'success']);
    const runs = seedRuns(101);
    expect(runs.map((run) => [run.event, run.forced, run.state])).toEqual([
      ['START', false, 'DEPLOYED'],
      ['START', true, 'DEPLOYED'],
    ]);
    expect(report(101)).toMatch(/\*\*Data:\*\* reseeded by job \*\*seed-data\*\* on .* UTC, in /);
  });

  it('the reset label reseeds alone and is taken off, so adding it again reseeds again; a token that cannot is a warning', async () => {
    const labelled = () => {
      github.addLabel(101, 'reset-data');
      const payload = pullRequestPayload(101, NEXT, 'labeled');
      return runAction({
        timeScale: emulator.speed,
        inputs: { ...platformInputs(emulator, github), ...SEED },
        eventName: 'pull_request',
        event: { ...payload, label: { name: 'reset-data' } },
        sha: NEXT,
        env: { GITHUB_API_URL: github.url },
      });
    };
    const before = seedRuns(101).length;
    const first = await labelled();
    expect([first.exitCode, first.outputs.outcome]).toEqual([0, 'success']);
    expect(
      seedRuns(101)
        .slice(before)
        .map((run) => [run.event, run.forced, run.state]),
    ).toEqual([['START', true, 'DEPLOYED']]);
    expect(github.labelsOf(101)).not.toContain('reset-data');
    expect(first.stdout).toContain('Took the reset-data label off pull request #101: adding it again reseeds again');

    // Added again: reseeded again; this time GitHub refuses to take it off.
    github.failNext('DELETE', '/repos/acme/shop/issues/101/labels/reset-data', 403);
    const again = await labelled();
    expect([again.exitCode, again.outputs.outcome]).toEqual([0, 'success']);
    expect(
      seedRuns(101)
        .slice(before)
        .map((run) => run.forced),
    ).toEqual([true, true]);
    expect(again.stdout).toMatch(
      /::warning::Could not take the reset-data label off pull request #101 \(the GitHub token needs the `pull-requests: write` permission\): take it off pull request #101 by hand/,
    );
    expect(github.labelsOf(101)).toContain('reset-data');
    expect(again.stdout).not.toMatch(/^::error::/m);
  });

  it('the reset label on a pull request without a preview does nothing and says so', async () => {
    const before = writes();
    const payload = pullRequestPayload(105, HEAD, 'labeled');
    const labelled = await runAction({
      timeScale: emulator.speed,
      inputs: { ...platformInputs(emulator, github), ...SEED },
      eventName: 'pull_request',
      event: { ...payload, label: { name: 'reset-data' } },
      sha: HEAD,
      env: { GITHUB_API_URL: github.url },
    });
    expect([labelled.exitCode, labelled.outputs.outcome]).toEqual([0, 'skipped']);
    expect(labelled.stdout).toContain('has no preview (blueprint-pr-105): the reset-data label has nothing to reseed');
    expect(previewOf(105)).toBeUndefined();
    expect(writes()).toBe(before);
  });

  it('a failed seed is explained and fails the preview; the next run seeds again', async () => {
    emulator.failJob('seed-data', 'fail-deploy');
    const failed = await push(102, HEAD, 'opened');
    expect([failed.exitCode, failed.outputs.outcome]).toEqual([1, 'failure']);
    expect(seedRuns(102).map((run) => run.state)).toEqual(['DEPLOYMENT_ERROR']);
    const explained = report(102);
    expect(explained).toContain('seed-data');
    expect(explained).toMatch(/Why seed-data \(job\) failed: CONTAINER(_|&#95;)CRASH(_|&#95;)LOOP/);
    // The platform's own words for the failure, open in the comment; the log's progress lines are in the job summary.
    expect(explained).toContain('seed-data crashed on start (exit code 2) and never became ready');
    expect(explained).toContain('did not complete a seed in this deployment');

    emulator.failJob('seed-data', undefined);
    const again = await push(102, HEAD);
    expect([again.exitCode, again.outputs.outcome]).toEqual([0, 'success']);
    expect(seedRuns(102).map((run) => run.state)).toEqual(['DEPLOYMENT_ERROR', 'DEPLOYED']);
    expect(report(102)).toMatch(/\*\*Data:\*\* seeded by job \*\*seed-data\*\*/);
  });

  it('a cron job, or a job the blueprint lacks, is refused naming seed-job before any write', async () => {
    const before = writes();
    const cron = await push(103, HEAD, 'opened', { 'seed-job': 'worker' });
    expect([cron.exitCode, cron.outputs.outcome]).toEqual([1, 'failure']);
    expect(cron.stdout).toMatch(/Input "seed-job": job worker of blueprint blueprint is a CRON job/);
    const unknown = await push(104, HEAD, 'opened', { 'seed-job': 'seed' });
    expect(unknown.exitCode).toBe(1);
    expect(unknown.stdout).toMatch(/Input "seed-job": blueprint blueprint has no job seed; its jobs are web, worker, seed-data/);
    expect(previewOf(103)).toBeUndefined();
    expect(previewOf(104)).toBeUndefined();
    expect(emulator.requests().filter((request) => request.method !== 'GET').length).toBe(before);
  });
});

describe('the seed stage after the applications', { timeout: 120_000 }, () => {
  let late: Emulator;
  beforeAll(async () => {
    late = await startEmulator({ speed: 0.05, staleMs: 100, seedJob: { placement: 'after' } });
  });
  afterAll(() => late.close());

  it('is warned of in the log and the comment, naming the stages', async () => {
    const run = await runOnPullRequest({ emulator: late, number: 7, head: HEAD, inputs: SEED, scaled: true });
    expect([run.exitCode, run.outputs.outcome]).toEqual([0, 'success']);
    expect(run.stdout).toMatch(/::warning::.*seed job seed-data is in stage "data", which does not run before stages? "[^"]+"/);
    const summary = run.summary ?? '';
    expect(summary).toMatch(
      /⚠️ \*\*Data:\*\* seed job seed-data is in stage (&quot;|")data(&quot;|"), which does not run before stages (&quot;|")storefront/,
    );
  });
});

describe('the seed guard', { timeout: 180_000 }, () => {
  let guarded: Emulator;
  let hub: FakeGitHub;
  const SHARED = 'postgres://shop:pw@db.blueprint.acme.internal:5432/shop';
  beforeAll(async () => {
    ({ emulator: guarded, github: hub } = await startBoth(
      { speed: 0.05, staleMs: 100, seedJob: true },
      { pulls: [201, 202, 203].map((number) => ({ number, headSha: HEAD })) },
    ));
  });
  afterAll(() => closeAll(guarded, hub));

  const call = () => callerFor(guarded, guarded.tokens.admin);
  const guardedWrites = () => guarded.requests().filter((request) => request.method !== 'GET').length;
  const guardedRuns = (number: number) => {
    const preview = guarded.environments().find((environment) => environment.name === `blueprint-pr-${number}`);
    const job = preview ? guarded.jobs(preview.id).find((each) => each.name === 'seed-data') : undefined;
    return job ? guarded.jobRuns(job.id) : [];
  };
  const open = (number: number, inputs: Record<string, string>) =>
    runOnPullRequest({ emulator: guarded, github: hub, number, head: HEAD, action: 'opened', inputs, scaled: true });

  it("warns before the seed runs when the blueprint's DATABASE_URL names its database host as a value", async () => {
    const blueprint = guarded.seed.blueprintEnvironmentId;
    const made = await call()('POST', `/environment/${blueprint}/environmentVariable`, { key: 'DATABASE_URL', value: SHARED });
    expect(made.status).toBe(201);
    const run = await open(201, SEED);
    expect([run.exitCode, run.outputs.outcome]).toEqual([0, 'success']);
    const warning = run.stdout.search(
      /::warning::seed job seed-data reads DATABASE_URL \(the blueprint's variable\), which names database host db\.blueprint\.acme\.internal/,
    );
    expect(warning).toBeGreaterThanOrEqual(0);
    // Said before the seed's deployment is asked for, and the seed still runs (warn is the default).
    expect(warning).toBeLessThan(run.stdout.indexOf('Seed job seed-data runs in this deployment'));
    expect(guardedRuns(201).map((each) => each.state)).toEqual(['DEPLOYED']);
    expect(hub.commentsOn(201).find((each) => each.user.login === hub.botLogin)?.body).toMatch(
      /⚠️ \*\*Data:\*\* seed job seed-data reads DATABASE(_|&#95;|\\_)URL/,
    );
    await call()('DELETE', `/environment/${blueprint}/environmentVariable/${made.body.id}`);
  });

  it('with seed-guard: fail, refuses before any write, in one line naming seed-guard and the seed job', async () => {
    const blueprint = guarded.seed.blueprintEnvironmentId;
    const made = await call()('POST', `/environment/${blueprint}/environmentVariable`, { key: 'DATABASE_URL', value: SHARED });
    const before = guardedWrites();
    const run = await open(202, { ...SEED, 'seed-guard': 'fail' });
    expect([run.exitCode, run.outputs.outcome]).toEqual([1, 'failure']);
    const errors = run.stdout.split('\n').filter((line) => line.startsWith('::error'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/Input "seed-guard": seed job seed-data reads DATABASE_URL .*seed-guard is fail, seed-job seed-data/);
    expect(guardedWrites()).toBe(before);
    expect(guarded.environments().some((environment) => environment.name === 'blueprint-pr-202')).toBe(false);
    await call()('DELETE', `/environment/${blueprint}/environmentVariable/${made.body.id}`);
  });

  it("reads the seed job's own variables: its own DATABASE_URL naming a host as a value is refused with seed-guard: fail", async () => {
    const jobId = guarded.seed.seedJobId!;
    const made = await call()('POST', `/job/${jobId}/environmentVariable`, { key: 'DATABASE_URL', value: SHARED });
    expect(made.status).toBe(201);
    const before = guardedWrites();
    const run = await open(203, { ...SEED, 'seed-guard': 'fail' });
    expect([run.exitCode, run.outputs.outcome]).toEqual([1, 'failure']);
    expect(run.stdout).toMatch(/::error::platform-deploy: Input "seed-guard": seed job seed-data reads DATABASE_URL \(its own variable\)/);
    expect(guardedWrites()).toBe(before);
  });
});
