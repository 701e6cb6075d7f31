/**
 * GitHub Deployments as a reader of the repository's Environments page sees them: a preview,
 * a deploy to production and a cleanup each leave the right status sequence.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGitHub, type FakeGitHub } from '../../tools/fake-github/index.ts';
import { deploymentOf, forkDeploymentRef } from '../../src/github/deployments.ts';
import { cleanupResult, failedResult, HEAD, previewResult } from '../report/results.ts';
import { previewStart, reporting, runUrl } from '../report/reporting.ts';

let github: FakeGitHub;

beforeEach(async () => {
  github = await startFakeGitHub({ pulls: [{ number: 41, headSha: HEAD }] });
});
afterEach(async () => {
  await github.close();
});

function statuses(deploymentId: number) {
  return github.state.statuses.filter((status) => status.deployment_id === deploymentId);
}

describe('GitHub Deployments', () => {
  it('a preview is a transient deployment: in_progress, then success with the environment and log URLs', async () => {
    const { reporter } = reporting(github);
    const state = await reporter.start(previewStart(HEAD));
    const [deployment] = github.state.deployments;
    expect(deployment).toMatchObject({
      id: state.deploymentId,
      environment: 'shop-pr-41',
      ref: HEAD,
      transient_environment: true,
      production_environment: false,
    });
    expect(github.statusesOf(state.deploymentId)).toEqual(['in_progress']);

    await reporter.finish(previewResult());
    expect(statuses(state.deploymentId).at(-1)).toMatchObject({
      state: 'success',
      environment_url: 'https://shop-pr-41.preview.example.com',
      log_url: runUrl(4242),
    });
  });

  it('a failed preview ends in failure, with the log and without an environment URL', async () => {
    const { reporter } = reporting(github);
    const state = await reporter.start(previewStart(HEAD));
    await reporter.finish(failedResult());
    expect(github.statusesOf(state.deploymentId)).toEqual(['in_progress', 'failure']);
    expect(statuses(state.deploymentId).at(-1)).toMatchObject({ environment_url: '', log_url: runUrl(4242) });
    expect(statuses(state.deploymentId).at(-1)!.description).toContain('BUILD_ERROR');
  });

  it("a fork's preview's Deployment is at this repository's default branch, never the fork's commit, which the payload names", async () => {
    const approval = {
      sha: HEAD,
      approver: 'maintainer',
      via: 'comment' as const,
      url: 'https://github.com/acme/shop/pull/41#issuecomment-7',
    };
    const { reporter } = reporting(github);
    const state = await reporter.start({ ...previewStart(HEAD), approval });
    const [deployment] = github.state.deployments;
    expect(deployment).toMatchObject({ id: state.deploymentId, ref: 'main', environment: 'shop-pr-41' });
    expect(deployment!.ref).not.toBe(HEAD);
    expect(deployment!.description).toContain(HEAD);
    expect(deployment!.payload).toMatchObject({ approval });
    expect(state.deploymentRef).toBe('main');
  });

  it("a fork's preview's Deployment whose create answer was lost is found again at the branch it was made at", async () => {
    const approval = { sha: HEAD, approver: 'maintainer', via: 'comment' as const };
    github.failAfterDoing('POST', '/repos/acme/shop/deployments', 502);
    const { reporter } = reporting(github);
    const state = await reporter.start({ ...previewStart(HEAD), approval });
    expect(github.state.deployments).toHaveLength(1);
    expect(state.deploymentId).toBe(github.state.deployments[0]!.id);
  });

  it.each([
    ["the run's branch when the default branch is not known", { defaultBranch: '', ref: 'refs/heads/release' }, 'release'],
    ["the default branch over the run's", { defaultBranch: 'trunk', ref: 'refs/heads/release' }, 'trunk'],
  ])("a fork's Deployment ref is %s", (_what, run, expected) => {
    expect(forkDeploymentRef(run)).toBe(expected);
  });

  it("a fork's Deployment is not made when no branch of this repository is known: never at the fork's commit", () => {
    const start = { operation: 'preview' as const, environmentName: 'shop-pr-41', commit: HEAD };
    const approval = { sha: HEAD, approver: 'maintainer', via: 'comment' };
    expect(() => deploymentOf({ sha: HEAD, ref: 'refs/pull/41/merge', defaultBranch: '' }, start, { approval })).toThrow(
      "a fork's preview's Deployment is never made at the fork's commit",
    );
    expect(deploymentOf({ sha: HEAD, ref: 'refs/pull/41/merge', defaultBranch: '' }, start).ref).toBe(HEAD);
  });

  it('a deploy from main is a production deployment', async () => {
    const { reporter } = reporting(github, { pullRequest: 0, sha: 'f'.repeat(40) });
    const state = await reporter.start({ ...previewStart('f'.repeat(40)), operation: 'deploy', environmentName: 'production' });
    await reporter.finish(
      previewResult({ operation: 'deploy', environmentName: 'production', url: 'https://shop.example.com', links: [] }),
    );
    expect(github.state.deployments[0]).toMatchObject({
      environment: 'production',
      transient_environment: false,
      production_environment: true,
    });
    expect(github.statusesOf(state.deploymentId)).toEqual(['in_progress', 'success']);
    expect(statuses(state.deploymentId).at(-1)!.environment_url).toBe('https://shop.example.com');
  });

  it('a cleanup marks the preview\'s deployments inactive and turns the comment into "preview deleted", keeping history', async () => {
    const preview = reporting(github, { runId: 1 });
    const { deploymentId } = await preview.reporter.start(previewStart(HEAD));
    await preview.reporter.finish(previewResult());

    const cleanup = reporting(github, { runId: 2 });
    const state = await cleanup.reporter.start({ ...previewStart(''), operation: 'cleanup' });
    expect(state.deploymentId).toBe(0);
    expect(github.state.deployments).toHaveLength(1);
    await cleanup.reporter.finish(cleanupResult());

    expect(github.statusesOf(deploymentId)).toEqual(['in_progress', 'success', 'inactive']);
    const [comment] = github.commentsOn(41);
    expect(comment!.body).toContain('### 🗑️ Preview deleted: shop-pr-41');
    expect(comment!.body).toContain('<summary>Earlier results (1)</summary>');
    expect(cleanup.warnings).toEqual([]);
  });

  it('a cleanup marks every active deployment of the preview inactive, over every page of them', async () => {
    await github.close();
    github = await startFakeGitHub({ pulls: [{ number: 41, headSha: HEAD }], maxPerPage: 10 });
    const active = Array.from({ length: 25 }, (_, index) =>
      github.addDeployment({ environment: 'shop-pr-41', states: index % 3 ? ['in_progress', 'success'] : ['in_progress', 'failure'] }),
    );
    const retired = github.addDeployment({ environment: 'shop-pr-41', states: ['success', 'inactive'] });
    const other = github.addDeployment({ environment: 'shop-pr-7', states: ['success'] });

    const cleanup = reporting(github);
    await cleanup.reporter.finish(cleanupResult());

    expect(github.state.requests.some((request) => /\/deployments\?.*page=3/.test(request.path))).toBe(true);
    expect(active.filter((deployment) => github.statusesOf(deployment.id).at(-1) !== 'inactive')).toEqual([]);
    expect(github.statusesOf(retired.id)).toEqual(['success', 'inactive']);
    expect(github.statusesOf(other.id)).toEqual(['success']);
    expect(cleanup.infos.join('\n')).toContain('25 GitHub Deployment(s) of shop-pr-41 marked inactive');
    expect(cleanup.warnings).toEqual([]);
  });

  it("a dry run of a cleanup leaves the preview's comment and deployments as they are", async () => {
    const preview = reporting(github, { runId: 1 });
    const { deploymentId } = await preview.reporter.start(previewStart(HEAD));
    await preview.reporter.finish(previewResult());
    const before = github.commentsOn(41).map((comment) => comment.body);

    const dryRun = reporting(github, { runId: 2 });
    await dryRun.reporter.finish(cleanupResult({ outcome: 'planned', plan: ['delete preview environment shop-pr-41'] }));

    expect(github.commentsOn(41).map((comment) => comment.body)).toEqual(before);
    expect(before[0]).toContain('### ✅ Preview ready');
    expect(github.statusesOf(deploymentId)).toEqual(['in_progress', 'success']);
    expect(dryRun.summaries[0]).toContain('delete preview environment shop-pr-41');
  });

  it('a cleanup with no earlier comment writes none', async () => {
    const cleanup = reporting(github);
    await cleanup.reporter.start({ ...previewStart(''), operation: 'cleanup' });
    await cleanup.reporter.finish(cleanupResult());
    expect(github.commentsOn(41)).toEqual([]);
  });

  it('warns once naming deployments: write when the deployment is refused; the comment is still written', async () => {
    github.setPermission('deployments', 'none');
    const { reporter, warnings } = reporting(github);
    const state = await reporter.start(previewStart(HEAD));
    await reporter.finish(previewResult());
    expect(state.deploymentId).toBe(0);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('`deployments: write`');
    expect(github.commentsOn(41)[0]!.body).toContain('### ✅ Preview ready');
  });

  it('github-deployment: false creates no deployment', async () => {
    const { reporter } = reporting(github, { settings: { githubDeployment: false } });
    await reporter.start(previewStart(HEAD));
    await reporter.finish(previewResult());
    expect(github.state.deployments).toEqual([]);
  });
});
