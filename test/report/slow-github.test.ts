/**
 * A slow GitHub answer is one failed request, not a silent GitHub: a request past its limit is
 * cut and handled like a 5xx (a read tried again, a create looked up before it is made again),
 * GitHub counts as unavailable only after three failures in a row, and what the main step could
 * not write is written by the post step from the state saved before the writes.
 * The limit is 200 ms here for GitHub's 10 s, the slow answer 400 ms for its 12 s.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PostState } from '../../src/report/report-types.ts';
import { createGitHubClient, isUnanswered } from '../../src/github/octokit.ts';
import { readMarker } from '../../src/github/comment-marker.ts';
import { startFakeGitHub, type FakeFault, type FakeGitHub } from '../../tools/fake-github/index.ts';
import { cleanupResult, HEAD, previewResult } from './results.ts';
import { previewStart, reporting } from './reporting.ts';

const LIMIT_MS = 200;
const SLOW_MS = 400;

let github: FakeGitHub;
/** How GitHub misbehaves now, asked for every request. */
let fault: (request: { method: string; path: string }) => FakeFault | undefined;

beforeEach(async () => {
  fault = () => undefined;
  github = await startFakeGitHub({ pulls: [{ number: 41, headSha: HEAD }], faults: (request) => fault(request) });
});
afterEach(async () => {
  await github.close();
});

function slowRun(runId: number) {
  return reporting(github, { runId, limits: { requestMs: LIMIT_MS } });
}

function ours() {
  return github.commentsOn(41).filter((comment) => comment.user.login === github.botLogin);
}

describe('one slow GitHub answer', () => {
  it('a create answered late is adopted, not made twice, and GitHub is asked on: the result and the final status are written', async () => {
    github.delayNext('POST', '/repos/acme/shop/issues/41/comments', SLOW_MS);
    github.delayNext('POST', '/repos/acme/shop/deployments', SLOW_MS);
    const run = slowRun(1);
    const state = await run.reporter.start(previewStart(HEAD));
    const { complete } = await run.reporter.finish(previewResult());

    expect(complete).toBe(true);
    expect(ours()).toHaveLength(1);
    expect(readMarker(ours()[0]!.body)).toMatchObject({ phase: 'result', commit: HEAD });
    expect(github.state.deployments).toHaveLength(1);
    expect(state.deploymentId).toBe(github.state.deployments[0]!.id);
    expect(github.statusesOf(state.deploymentId)).toEqual(['in_progress', 'success']);
    expect(run.infos.join('\n')).toContain('adopting');
    expect(run.warnings.join('\n')).not.toContain('not asked again');
  });

  it('a read answered late is tried again once: a cleanup still ends its comment "deleted" and its Deployments inactive', async () => {
    const preview = reporting(github, { runId: 1 });
    const { deploymentId } = await preview.reporter.start(previewStart(HEAD));
    await preview.reporter.finish(previewResult());

    github.delayNext('GET', '/repos/acme/shop/issues/41/comments', SLOW_MS);
    const cleanup = slowRun(2);
    await cleanup.reporter.start({ ...previewStart(''), operation: 'cleanup' });
    const { complete } = await cleanup.reporter.finish(cleanupResult());

    expect(complete).toBe(true);
    expect(readMarker(ours()[0]!.body)?.phase).toBe('deleted');
    expect(github.statusesOf(deploymentId)).toEqual(['in_progress', 'success', 'inactive']);
    expect(cleanup.infos.join('\n')).toMatch(/GitHub did not answer GET \S*issues\/41\/comments\S* within 0\.2s; trying once more/);
    expect(cleanup.warnings).toEqual([]);
  });
});

describe('a GitHub that fails', () => {
  it('three requests in a row is asked nothing more by that client; one answer in between counts again from none', async () => {
    const warnings: string[] = [];
    const client = createGitHubClient(github.token, github.url, { info: () => {} }, { retry: { enabled: false } }, { requestMs: LIMIT_MS });
    const read = () =>
      client.rest.pulls.get({ owner: 'acme', repo: 'shop', pull_number: 41 }).then(
        () => 'answered',
        (error: unknown) => (isUnanswered(error) ? `not sent: ${(error as Error).message}` : 'failed'),
      );
    fault = () => ({ page: 502 });
    expect([await read(), await read()]).toEqual(['failed', 'failed']);
    fault = () => undefined;
    expect(await read()).toBe('answered');
    fault = () => ({ delayMs: SLOW_MS });
    expect([await read(), await read()]).toEqual(['failed', 'failed']);
    fault = () => ({ reset: true });
    expect(await read()).toBe('failed');
    const sent = github.state.requests.length;
    fault = () => undefined;
    expect(await read()).toMatch(/^not sent: GitHub failed 3 requests in a row \(the last: GET \S+, no answer\)$/);
    expect(github.state.requests.length).toBe(sent);
    expect(warnings).toEqual([]);
  });

  it('without the breaker (the bench compares with it) every request is sent, however many failed before', async () => {
    const limits = { requestMs: LIMIT_MS, failuresBeforeGivingUp: Number.POSITIVE_INFINITY };
    const client = createGitHubClient(github.token, github.url, { info: () => {} }, { retry: { enabled: false } }, limits);
    const read = () =>
      client.rest.pulls.get({ owner: 'acme', repo: 'shop', pull_number: 41 }).then(
        () => 'answered',
        (error: unknown) => (isUnanswered(error) ? 'not sent' : 'failed'),
      );
    fault = () => ({ page: 502 });
    expect([await read(), await read(), await read(), await read()]).toEqual(['failed', 'failed', 'failed', 'failed']);
    fault = () => undefined;
    expect(await read()).toBe('answered');
    expect(github.state.requests).toHaveLength(5);
  });

  it('on every request after the start: the post step writes the result and the final status from the saved state', async () => {
    const saved: PostState[] = [];
    const run = slowRun(1);
    await run.reporter.start(previewStart(HEAD), (state) => saved.push(structuredClone(state)));
    fault = () => ({ page: 502 });
    const { complete } = await run.reporter.finish(previewResult());
    fault = () => undefined;

    expect(complete).toBe(false);
    expect(run.warnings.join('\n')).toContain('HTTP 502: an error page instead of an answer');
    expect(run.warnings.join('\n')).not.toContain('<');
    const last = saved.at(-1)!;
    expect(last.final?.pending).toEqual(['comment', 'deployment']);
    expect(readMarker(ours()[0]!.body)?.phase).toBe('deploying');

    const post = reporting(github, { runId: 1 });
    const done = await post.reporter.resume({ ...last, final: last.final! });
    expect(done).toBe(true);
    expect(readMarker(ours()[0]!.body)).toMatchObject({ phase: 'result', commit: HEAD });
    expect(ours()).toHaveLength(1);
    expect(github.statusesOf(last.deploymentId)).toEqual(['in_progress', 'success']);
  });

  it('a Deployment whose create got no answer at all still gets its final status: the post step finds it', async () => {
    const saved: PostState[] = [];
    const run = slowRun(1);
    // The create is carried out but answered late, and the look-up for it fails too: no id is known.
    github.delayNext('POST', '/repos/acme/shop/deployments', SLOW_MS);
    fault = (request) => (request.method === 'GET' && request.path.endsWith('/deployments') ? { page: 502 } : undefined);
    const state = await run.reporter.start(previewStart(HEAD), (progress) => saved.push(structuredClone(progress)));
    expect(state.deploymentId).toBe(0);
    expect(state.deploymentAsked).toBe(true);
    github.failWrites(502);
    const { complete } = await run.reporter.finish(previewResult());
    github.failWrites(0);
    fault = () => undefined;
    // GitHub answered its reads: it is not unavailable, but the writes are left to the post step.
    expect(complete).toBe(false);
    expect(run.warnings.join('\n')).not.toContain('not asked again');

    const last = saved.at(-1)!;
    const post = reporting(github, { runId: 1 });
    expect(await post.reporter.resume({ ...last, final: last.final! })).toBe(true);
    expect(github.state.deployments).toHaveLength(1);
    expect(github.statusesOf(github.state.deployments[0]!.id)).toEqual(['success']);
  });
});
