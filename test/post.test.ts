/**
 * The post step after the main step was cut short: it reads the state the main step saved,
 * marks the comment and the deployment as cancelled, and never fails the job. It runs through
 * the real wiring: inputs, state and the GitHub context come from the environment.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PostState } from '../src/report/index.ts';
import { readMarker } from '../src/github/comment-marker.ts';
import { TIME_SCALE_VARIABLE } from '../src/basics/clock.ts';
import { startFakeGitHub, type FakeGitHub } from '../tools/fake-github/index.ts';
import { pullRequestPayload } from '../tools/runner/child.ts';
import { HEAD, OLDER, previewResult } from './report/results.ts';
import { previewStart, reporting } from './report/reporting.ts';

let github: FakeGitHub;
let dir: string;

beforeEach(async () => {
  github = await startFakeGitHub({ pulls: [{ number: 41, headSha: HEAD }] });
  dir = mkdtempSync(join(tmpdir(), 'post-step-'));
});
afterEach(async () => {
  await github.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The environment a runner gives the post step, then the post step itself, imported fresh. */
async function runPostStep(state: Record<string, string>, inputs: Record<string, string> = {}, eventHead = HEAD): Promise<string> {
  const event = join(dir, 'event.json');
  writeFileSync(event, JSON.stringify(pullRequestPayload(41, eventHead, 'synchronize')));
  const env: Record<string, string> = {
    GITHUB_API_URL: github.url,
    GITHUB_REPOSITORY: 'acme/shop',
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: event,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_RUN_ID: '4242',
    GITHUB_RUN_ATTEMPT: '1',
    'INPUT_GITHUB-TOKEN': github.token,
    INPUT_COMMENT: 'update',
    'INPUT_GITHUB-DEPLOYMENT': 'true',
    // GitHub's write spacing (a second, 3 s before a comment) and limits at a twentieth: read once, by the fresh import below.
    [TIME_SCALE_VARIABLE]: '0.05',
    ...Object.fromEntries(Object.entries(inputs).map(([name, value]) => [`INPUT_${name.toUpperCase()}`, value])),
    ...Object.fromEntries(Object.entries(state).map(([name, value]) => [`STATE_${name}`, value])),
  };
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  let output = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    output += chunk.toString();
    return true;
  });
  // Node caches @actions/github (vi.resetModules does not reach node_modules): its context,
  // read from the environment at import, is read again as a fresh runner process would.
  const { context } = await import('@actions/github');
  Object.assign(context, Reflect.construct(context.constructor, []));
  vi.resetModules();
  const { run } = await import('../src/post.ts');
  await run();
  vi.mocked(process.stdout.write).mockRestore();
  return output;
}

async function startedPreview(commit = HEAD): Promise<PostState> {
  const earlier = reporting(github, { runId: 1 });
  await earlier.reporter.start(previewStart(OLDER));
  await earlier.reporter.finish(previewResult({ commit: OLDER }));
  return reporting(github, { runId: 4242 }).reporter.start(previewStart(commit));
}

describe('the post step', () => {
  it('marks the comment and the deployment cancelled when the main step did not finish', async () => {
    const state = await startedPreview();
    const output = await runPostStep({ report: JSON.stringify(state) });

    const [comment] = github.commentsOn(41);
    expect(comment!.body).toContain('### ⏹️ Cancelled: shop-pr-41');
    expect(comment!.body).toContain('[Run log](https://github.com/acme/shop/actions/runs/4242)');
    expect(comment!.body).toContain('<summary>Earlier results (1)</summary>');
    expect(readMarker(comment!.body)).toMatchObject({ phase: 'cancelled', commit: HEAD });
    expect(github.statusesOf(state.deploymentId)).toEqual(['in_progress', 'error']);
    expect(github.state.statuses.at(-1)!.description).toMatch(/^Cancelled/);
    expect(output).not.toContain('::error');
    expect(output.replace(`::add-mask::${github.token}`, '')).not.toContain(github.token);
    expect(process.exitCode ?? 0).toBe(0);
  });

  it('has saved what it needs after each write, so a job killed between the comment and the deployment is still tidied', async () => {
    const saved: PostState[] = [];
    const final = await reporting(github, { runId: 4242 }).reporter.start(previewStart(HEAD), (state) => saved.push({ ...state }));
    expect(saved.map((state) => [state.commentId > 0, state.deploymentAsked === true, state.deploymentId > 0])).toEqual([
      [false, false, false],
      [true, false, false],
      [true, true, false],
      [true, true, true],
      [true, true, true],
    ]);
    expect(saved.at(-1)).toEqual(final);

    // Killed after the comment, before the deployment was created: the comment still gets marked.
    await runPostStep({ report: JSON.stringify(saved[1]) });
    expect(readMarker(github.commentsOn(41)[0]!.body)).toMatchObject({ phase: 'cancelled' });
  });

  it('does nothing when the main step finished its report', async () => {
    const state = await startedPreview();
    const requests = github.state.requests.length;
    await runPostStep({ report: JSON.stringify(state), 'report-finished': 'true' });
    expect(github.state.requests.length).toBe(requests);
  });

  it("leaves a newer run's comment alone", async () => {
    const state = await startedPreview(OLDER);
    const newer = reporting(github, { runId: 5000 });
    await newer.reporter.start(previewStart(HEAD));
    await newer.reporter.finish(previewResult());
    await runPostStep({ report: JSON.stringify(state) });
    expect(readMarker(github.commentsOn(41)[0]!.body)).toMatchObject({ phase: 'result', commit: HEAD });
  });

  it('leaves a newer push\'s "deploying" note alone when both deploy the same image tag', async () => {
    github.setHead(41, OLDER);
    const state = await reporting(github, { runId: 4242, sha: OLDER }).reporter.start(previewStart('latest'));
    github.setHead(41, HEAD);
    await reporting(github, { runId: 5000, sha: HEAD }).reporter.start(previewStart('latest'));

    await runPostStep({ report: JSON.stringify(state) }, {}, OLDER);

    const [comment] = github.commentsOn(41);
    expect(comment!.body).toContain('### ⏳ Deploying preview: shop-pr-41');
    expect(readMarker(comment!.body)).toMatchObject({ phase: 'deploying', commit: 'latest' });
  });

  it('does not turn a result written just before the job was killed into "cancelled"', async () => {
    const run = reporting(github, { runId: 4242 });
    const state = await run.reporter.start(previewStart(HEAD));
    await run.reporter.finish(previewResult());
    await runPostStep({ report: JSON.stringify(state) });
    expect(readMarker(github.commentsOn(41)[0]!.body)).toMatchObject({ phase: 'result', commit: HEAD });
    expect(github.statusesOf(state.deploymentId)).toEqual(['in_progress', 'success']);
  });

  it('writes the result and the final status main saved but could not write', async () => {
    const saved: PostState[] = [];
    const run = reporting(github, { runId: 4242 });
    await run.reporter.start(previewStart(HEAD), (state) => saved.push(structuredClone(state)));
    github.failWrites(502);
    await expect(run.reporter.finish(previewResult())).resolves.toMatchObject({ complete: false });
    github.failWrites(0);
    const state = saved.at(-1)!;
    expect(state.final?.pending).toEqual(['comment', 'deployment']);

    const output = await runPostStep({ report: JSON.stringify(state) });
    expect(output).toContain('writing what is missing (comment, deployment)');
    expect(output).toContain('The report is complete');
    const [comment] = github.commentsOn(41);
    expect(readMarker(comment!.body)).toMatchObject({ phase: 'result', commit: HEAD });
    expect(comment!.body).toContain('### ✅ Preview ready: shop-pr-41');
    expect(github.statusesOf(state.deploymentId)).toEqual(['in_progress', 'success']);
  });

  it("finds and cancels a promotion's Deployment whose create GitHub carried out but never answered", async () => {
    const saved: PostState[] = [];
    // The create is carried out, its answer held past the job's end: the run never learns the id.
    github.delayNext('POST', /\/deployments$/, 60_000);
    const promotion = { ...previewStart(HEAD), operation: 'promote' as const, environmentName: 'production', promotedFrom: 'staging' };
    void reporting(github, { runId: 4242, pullRequest: 0 })
      .reporter.start(promotion, (state) => saved.push(structuredClone(state)))
      .catch(() => {});
    await vi.waitFor(() => expect(github.state.deployments).toHaveLength(1), { timeout: 30_000, interval: 10 });
    const state = saved.at(-1)!;
    expect(state).toMatchObject({ deploymentAsked: true, deploymentId: 0, promotedFrom: 'staging' });

    // The job is cancelled here: the post step has only what main saved.
    const output = await runPostStep({ report: JSON.stringify(state) });
    const [deployment] = github.state.deployments;
    expect(deployment!.description).toBe(`platform-deploy: promote of ${HEAD} from staging`);
    expect(github.statusesOf(deployment!.id)).toEqual(['error']);
    expect(github.state.statuses.at(-1)!.description).toMatch(/^Cancelled/);
    expect(output).toContain(`GitHub Deployment ${deployment!.id} marked as cancelled`);
  });

  it('only warns when GitHub refuses, and on unreadable state', async () => {
    const state = await startedPreview();
    github.setPermission('pull-requests', 'read');
    github.setPermission('deployments', 'read');
    const output = await runPostStep({ report: JSON.stringify(state) });
    expect(output.match(/::warning::/g)).toHaveLength(2);
    expect(output).toContain('pull-requests: write');
    expect(output).toContain('deployments: write');
    expect(output).not.toContain('::error');

    const garbled = await runPostStep({ report: '{not json' });
    expect(garbled).toContain('::warning::');
    expect(process.exitCode ?? 0).toBe(0);
  });
});
