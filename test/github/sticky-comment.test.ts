/**
 * The sticky pull request comment against the fake GitHub API: one comment per environment
 * however busy the pull request, never over a result that settled later, recreate and off, and a
 * refused write that only warns.
 */
import { read } from '../support/reader.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commentBody, environmentHash, readMarker } from '../../src/github/comment-marker.ts';
import { startFakeGitHub, type FakeGitHub } from '../../tools/fake-github/index.ts';
import { failedResult, HEAD, OLDER, previewResult } from '../report/results.ts';
import { previewStart, reporting } from '../report/reporting.ts';

let github: FakeGitHub;

beforeEach(async () => {
  github = await startFakeGitHub({ pulls: [{ number: 41, headSha: HEAD }] });
});
afterEach(async () => {
  await github.close();
});

const HASH = environmentHash('shop-pr-41');

function ours() {
  return github
    .commentsOn(41)
    .filter((comment) => comment.user.login === github.botLogin && comment.body.includes(`env:${HASH}`) && !comment.minimized);
}

function seededBody(commit: string, line: string): string {
  return commentBody(
    { environment: HASH, commit, head: commit, at: '2025-11-20T10:00:00.000Z', phase: 'result', line, history: [] },
    '### ✅ Preview ready: shop-pr-41\n\nseeded report',
  );
}

describe('the sticky comment', () => {
  it('is posted as "deploying" with a link to the run, then replaced by the result', async () => {
    const { reporter, warnings } = reporting(github);
    const state = await reporter.start(previewStart(HEAD));
    expect(ours()).toHaveLength(1);
    expect(ours()[0]!.body).toContain('### ⏳ Deploying preview: shop-pr-41');
    expect(ours()[0]!.body).toContain('[Follow the run](https://github.com/acme/shop/actions/runs/4242)');
    expect(state.commentId).toBe(ours()[0]!.id);

    const { commentUrl } = await reporter.finish(previewResult(), 'org-1', 'project-1');
    expect(ours()).toHaveLength(1);
    expect(ours()[0]!.body).toContain('### ✅ Preview ready: shop-pr-41');
    expect(ours()[0]!.body).not.toContain('Deploying');
    expect(commentUrl).toBe(`https://github.com/acme/shop/pull/41#issuecomment-${state.commentId}`);
    expect(warnings).toEqual([]);
  });

  it('two of its own comments left by runs that could not see each other: the next write keeps one', async () => {
    github.addComment(41, { login: github.botLogin, body: seededBody(OLDER, 'first twin') });
    github.addComment(41, { login: github.botLogin, body: seededBody(OLDER, 'second twin') });
    const { reporter } = reporting(github);
    await reporter.start(previewStart(HEAD));
    await reporter.finish(previewResult(), 'org-1', 'project-1');
    expect(ours()).toHaveLength(1);
    expect(ours()[0]!.body).toContain('### ✅ Preview ready: shop-pr-41');
  });

  it("finds its comment on the third page among look-alikes, skipping others' and minimized ones; one comment after three runs", async () => {
    for (let index = 0; index < 230; index++) {
      const copied = index % 50 === 7;
      github.addComment(41, {
        login: index % 2 ? 'dependabot[bot]' : 'mallory',
        body: copied ? seededBody(HEAD, 'forged by someone else') : `looks good ${index}`,
      });
    }
    const own = github.addComment(41, { login: github.botLogin, body: seededBody(OLDER, 'seeded result') });
    // Newer look-alikes than ours: a lookup that trusted them would pick one of these.
    github.addComment(41, { login: github.botLogin, body: seededBody(OLDER, 'minimized result'), minimized: true });
    github.addComment(41, { login: 'mallory', body: seededBody(HEAD, 'forged after ours') });
    for (let index = 0; index < 20; index++) github.addComment(41, { login: 'mallory', body: `later ${index}` });
    const othersBefore = github
      .commentsOn(41)
      .filter((comment) => comment.id !== own.id)
      .map((comment) => comment.body);

    for (const [runId, result] of [
      [1, previewResult()],
      [2, failedResult()],
      [3, previewResult()],
    ] as const) {
      const { reporter, warnings } = reporting(github, { runId });
      await reporter.start(previewStart(HEAD));
      await reporter.finish(result);
      expect(warnings).toEqual([]);
    }

    expect(ours().map((comment) => comment.id)).toEqual([own.id]);
    const othersAfter = github
      .commentsOn(41)
      .filter((comment) => comment.id !== own.id)
      .map((comment) => comment.body);
    expect(othersAfter).toEqual(othersBefore);
    expect(github.state.requests.some((request) => /\/issues\/41\/comments\?.*page=3/.test(request.path))).toBe(true);

    const body = ours()[0]!.body;
    expect(body).toContain('### ✅ Preview ready');
    expect(read(body).tables[0]![0]).toEqual(['Stage', 'Took', 'Status']);
    expect(body).toContain('```mermaid');
    expect(body).toContain('<summary>Earlier results (3)</summary>');
    const history = body.slice(body.indexOf('<summary>'));
    expect(history.indexOf('**failure**')).toBeLessThan(history.indexOf('**success**'));
    expect(history.indexOf('**success**')).toBeLessThan(history.indexOf('seeded result'));
    expect(body).not.toContain('minimized result');
  });

  it("keeps the newer commit's result, settled last, when the older run's report arrives after it", async () => {
    github.setHead(41, OLDER);
    const older = reporting(github, { runId: 1, sha: OLDER, at: new Date('2025-11-20T10:01:00.000Z') });
    await older.reporter.start(previewStart(OLDER));

    github.setHead(41, HEAD);
    const newer = reporting(github, { runId: 2, sha: HEAD, at: new Date('2025-11-20T10:05:00.000Z') });
    await newer.reporter.start(previewStart(HEAD));
    await newer.reporter.finish(previewResult());
    await older.reporter.finish(failedResult({ commit: OLDER }));

    expect(ours()).toHaveLength(1);
    const marker = readMarker(ours()[0]!.body);
    expect(marker).toMatchObject({ commit: HEAD, phase: 'result' });
    expect(ours()[0]!.body).toContain('### ✅ Preview ready');
    expect(older.infos.join('\n')).toContain('left as it is');
    expect(older.summaries[0]).toContain('### ❌ Preview failed');
    expect(older.warnings).toEqual([]);
  });

  it('does not replace a newer commit\'s "deploying" note with an older result', async () => {
    github.setHead(41, OLDER);
    const older = reporting(github, { runId: 1, sha: OLDER });
    await older.reporter.start(previewStart(OLDER));
    github.setHead(41, HEAD);
    const newer = reporting(github, { runId: 2, sha: HEAD });
    await newer.reporter.start(previewStart(HEAD));

    await older.reporter.finish(previewResult({ commit: OLDER }));
    expect(readMarker(ours()[0]!.body)).toMatchObject({ commit: HEAD, phase: 'deploying' });

    await newer.reporter.finish(previewResult());
    expect(readMarker(ours()[0]!.body)).toMatchObject({ commit: HEAD, phase: 'result' });
    expect(ours()).toHaveLength(1);
  });

  it("keeps the newer head's result when the deployed commit is an image tag, not the head SHA", async () => {
    github.setHead(41, OLDER);
    const older = reporting(github, { runId: 1, sha: OLDER, at: new Date('2025-11-20T10:01:00.000Z') });
    await older.reporter.start(previewStart('v1.2.2'));

    github.setHead(41, HEAD);
    const newer = reporting(github, { runId: 2, sha: HEAD, at: new Date('2025-11-20T10:05:00.000Z') });
    await newer.reporter.start(previewStart('v1.2.3'));
    await newer.reporter.finish(previewResult({ commit: 'v1.2.3' }));
    await older.reporter.finish(failedResult({ commit: 'v1.2.2' }));

    expect(ours()).toHaveLength(1);
    const body = ours()[0]!.body;
    expect(body).toContain('### ✅ Preview ready');
    expect(read(body).blocks[1]).toContain('commit v1.2.3');
    expect(readMarker(body)).toMatchObject({ commit: 'v1.2.3', phase: 'result' });
    expect(older.infos.join('\n')).toContain('left as it is');
    expect(older.summaries[0]).toContain('### ❌ Preview failed');
  });

  it('keeps a short-SHA result of the current head over the late report of an earlier push that settled before it', async () => {
    github.setHead(41, HEAD);
    const newer = reporting(github, { runId: 2, sha: HEAD, at: new Date('2025-11-20T10:05:00.000Z') });
    await newer.reporter.start(previewStart(HEAD.slice(0, 7)));
    await newer.reporter.finish(previewResult({ commit: HEAD.slice(0, 7) }));

    const late = reporting(github, { runId: 1, sha: OLDER, at: new Date('2025-11-20T10:01:00.000Z') });
    await late.reporter.start(previewStart(OLDER.slice(0, 7)));
    await late.reporter.finish(failedResult({ commit: OLDER.slice(0, 7) }));

    expect(ours()).toHaveLength(1);
    expect(ours()[0]!.body).toContain('### ✅ Preview ready');
    expect(readMarker(ours()[0]!.body)).toMatchObject({ commit: HEAD.slice(0, 7), phase: 'result' });
  });

  it('a run for a superseded head that settled last replaces an earlier result of another superseded head, naming the newest commit', async () => {
    const middle = 'b'.repeat(40);
    github.setHead(41, middle);
    const second = reporting(github, { runId: 2, sha: middle, at: new Date('2025-11-20T10:00:00.000Z') });
    await second.reporter.start(previewStart(middle));
    await second.reporter.finish(previewResult({ commit: middle }));

    // The run of OLDER deployed after it (its newest-commit check could not read the head): the preview runs OLDER.
    github.setHead(41, HEAD);
    const first = reporting(github, { runId: 1, sha: OLDER, at: new Date('2025-11-20T10:05:00.000Z') });
    await first.reporter.finish(failedResult({ commit: OLDER }));

    const body = ours()[0]!.body;
    expect(body).toContain('### ❌ Preview failed');
    expect(readMarker(body)).toMatchObject({ commit: OLDER, phase: 'result' });
    expect(body).toContain("The pull request's newest commit is now [`a1b2c3d`]");
    expect(body).toContain('bbbbbbb');

    // The earlier-settled result never replaces the later one.
    const late = reporting(github, { runId: 3, sha: middle, at: new Date('2025-11-20T10:01:00.000Z') });
    await late.reporter.finish(previewResult({ commit: middle }));
    expect(readMarker(ours()[0]!.body)).toMatchObject({ commit: OLDER, phase: 'result' });
    expect(late.infos.join('\n')).toContain('left as it is');
  });

  it('a dry run writes only the job summary: the live comment and the deployments stay as they are', async () => {
    const live = reporting(github, { runId: 1 });
    const { deploymentId } = await live.reporter.start(previewStart(HEAD));
    await live.reporter.finish(previewResult());
    const before = ours().map((comment) => ({ id: comment.id, body: comment.body }));
    const requests = github.state.requests.length;

    const dryRun = reporting(github, { runId: 2 });
    const planned = previewResult({
      outcome: 'planned',
      state: '',
      url: '',
      links: [],
      stages: [],
      plan: ['reuse preview environment shop-pr-41'],
      summary: 'Dry run: planned the preview shop-pr-41; nothing was changed',
    });
    const { commentUrl } = await dryRun.reporter.finish(planned);

    expect(commentUrl).toBe('');
    expect(ours().map((comment) => ({ id: comment.id, body: comment.body }))).toEqual(before);
    expect(ours()[0]!.body).toContain('https://shop-pr-41.preview.example.com');
    expect(github.state.requests.slice(requests)).toEqual([]);
    expect(github.state.deployments).toHaveLength(1);
    expect(github.statusesOf(deploymentId)).toEqual(['in_progress', 'success']);
    expect(dryRun.summaries).toHaveLength(1);
    expect(dryRun.summaries[0]).toContain('reuse preview environment shop-pr-41');
    expect(dryRun.warnings).toEqual([]);
  });

  it('recreate deletes the old comment and posts the new one at the bottom, keeping history', async () => {
    const first = reporting(github, { runId: 1 });
    await first.reporter.start(previewStart(HEAD));
    await first.reporter.finish(previewResult());
    const oldId = ours()[0]!.id;
    github.addComment(41, { login: 'mallory', body: 'a review comment after the preview' });

    const second = reporting(github, { runId: 2, settings: { comment: 'recreate' } });
    await second.reporter.start(previewStart(HEAD));
    await second.reporter.finish(failedResult());

    expect(ours()).toHaveLength(1);
    const comments = github.commentsOn(41);
    expect(comments.at(-1)!.id).toBe(ours()[0]!.id);
    expect(ours()[0]!.id).not.toBe(oldId);
    expect(ours()[0]!.body).toContain('### ❌ Preview failed');
    expect(ours()[0]!.body).toContain('<summary>Earlier results (1)</summary>');
    expect(comments.some((comment) => comment.body === 'a review comment after the preview')).toBe(true);
  });

  it('off writes no comment but still the deployment and the summary', async () => {
    const { reporter, summaries } = reporting(github, { settings: { comment: 'off' } });
    await reporter.start(previewStart(HEAD));
    const { commentUrl } = await reporter.finish(previewResult());
    expect(github.state.requests.filter((request) => request.path.includes('/comments'))).toEqual([]);
    expect(commentUrl).toBe('');
    expect(github.statusesOf(github.state.deployments[0]!.id)).toEqual(['in_progress', 'success']);
    expect(summaries[0]).toContain('### ✅ Preview ready');
  });

  it('warns once naming pull-requests: write when the comment is refused, and the step still succeeds', async () => {
    github.setPermission('pull-requests', 'read');
    const { reporter, warnings, summaries } = reporting(github);
    await expect(reporter.start(previewStart(HEAD))).resolves.toMatchObject({ commentId: 0 });
    // A refusal is not left to the post step: it would be refused again.
    await expect(reporter.finish(previewResult())).resolves.toEqual({ commentUrl: '', complete: true });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('`pull-requests: write`');
    expect(warnings[0]).not.toContain(github.token);
    expect(github.commentsOn(41)).toEqual([]);
    expect(github.statusesOf(github.state.deployments[0]!.id)).toEqual(['in_progress', 'success']);
    expect(summaries).toHaveLength(1);
  });

  it('waits out a secondary rate limit instead of failing', async () => {
    github.failNext('GET', '/repos/acme/shop/issues/41/comments', 403, 'You have exceeded a secondary rate limit.', { 'retry-after': '1' });
    const { reporter, warnings, infos } = reporting(github);
    await reporter.start(previewStart(HEAD));
    expect(warnings).toEqual([]);
    expect(infos.join('\n')).toContain('secondary rate limit');
    expect(ours()).toHaveLength(1);
  });

  it('writes no comment outside a pull request and none without a token', async () => {
    const push = reporting(github, { pullRequest: 0 });
    await push.reporter.start({ ...previewStart(HEAD), operation: 'deploy', environmentName: 'production' });
    await push.reporter.finish(previewResult({ operation: 'deploy', environmentName: 'production' }));
    expect(github.state.requests.filter((request) => request.path.includes('/comments'))).toEqual([]);
    expect(push.summaries[0]).toContain('### ✅ Deploy succeeded: production');

    const requestsBefore = github.state.requests.length;
    const tokenless = reporting(github, { token: '' });
    await tokenless.reporter.start(previewStart(HEAD));
    await tokenless.reporter.finish(previewResult());
    expect(github.state.requests.length).toBe(requestsBefore);
    expect(tokenless.warnings).toEqual(['github-token is empty: no pull request comment and no GitHub Deployment are written']);
    expect(tokenless.summaries).toHaveLength(1);
  });

  it("counts a personal access token's own comments, found through GET /user", async () => {
    const { reporter } = reporting(github, { token: github.patToken });
    await reporter.start(previewStart(HEAD));
    await reporter.finish(previewResult());
    await reporting(github, { token: github.patToken, runId: 2 }).reporter.finish(previewResult());
    const mine = github.commentsOn(41).filter((comment) => comment.user.login === github.patLogin);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.body).toContain('<summary>Earlier results (1)</summary>');
  });
});

describe('whose comments are ours, under any token', () => {
  async function runs(count: number, token: string, settings: Record<string, string> = {}): Promise<string[]> {
    const warnings: string[] = [];
    for (let runId = 1; runId <= count; runId++) {
      const run = reporting(github, { token, runId, settings });
      await run.reporter.start(previewStart(HEAD));
      await run.reporter.finish(previewResult());
      warnings.push(...run.warnings);
    }
    return warnings;
  }

  function withMarker(login: string) {
    return github.commentsOn(41).filter((comment) => comment.user.login === login && comment.body.includes(`env:${HASH}`));
  }

  it('a GitHub App installation token: GET /user is refused, GraphQL viewer names <app>[bot]; five runs leave one comment', async () => {
    const app = github.addAppToken('deploy-bot');
    expect(await runs(5, app.token)).toEqual([]);
    const mine = withMarker('deploy-bot[bot]');
    expect(mine).toHaveLength(1);
    expect(mine[0]!.body).toContain('<summary>Earlier results (4)</summary>');
    expect(github.state.requests.some((request) => request.path === '/user')).toBe(false);
    expect(github.commentsOn(41)).toHaveLength(1);
    const user = await fetch(`${github.url}/user`, { headers: { authorization: `token ${app.token}` } });
    expect(user.status).toBe(403);
  });

  it('the Actions token whose GraphQL viewer fails: GET /user is refused too, so it is github-actions[bot]', async () => {
    for (let run = 0; run < 3; run++) github.failNext('POST', '/graphql', 403, 'Resource not accessible by integration');
    expect(await runs(3, github.token)).toEqual([]);
    expect(withMarker(github.botLogin)).toHaveLength(1);
    expect(github.state.requests.filter((request) => request.path === '/user').map((request) => request.status)).toContain(403);
  });

  it('a personal access token whose GraphQL viewer fails is found through GET /user', async () => {
    github.failNext('POST', '/graphql', 403, 'Resource not accessible by personal access token');
    github.failNext('POST', '/graphql', 403, 'Resource not accessible by personal access token');
    expect(await runs(2, github.patToken)).toEqual([]);
    expect(withMarker(github.patLogin)).toHaveLength(1);
    expect(github.state.requests.filter((request) => request.path === '/user').map((request) => request.status)).toContain(200);
  });

  it('comment-author names the identity outright, with or without [bot], and the token is not asked', async () => {
    const app = github.addAppToken('deploy-bot');
    expect(await runs(3, app.token, { commentAuthor: 'deploy-bot' })).toEqual([]);
    expect(withMarker('deploy-bot[bot]')).toHaveLength(1);
    expect(github.state.requests.some((request) => request.path === '/user')).toBe(false);
  });
});
