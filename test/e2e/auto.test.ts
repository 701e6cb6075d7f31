/**
 * `auto` never guesses, through the bundle: with a preview's inputs, on an event it does not
 * handle (a merge queue's run, a pull request comment that is no command, a release, a push that
 * deleted a tag or a branch) it skips with a notice saying why, outcome `skipped` and exit 0, and
 * asks nothing of the platform, the blueprint least. A push deploys the commit GitHub says it pushed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../../tools/emulator/index.ts';
import type { FakeGitHub } from '../../tools/fake-github/index.ts';
import { runAction } from '../../tools/runner/child.ts';
import { closeAll, platformInputs, startBoth } from '../support/e2e.ts';
import { examplesOf } from '../support/webhook-examples.ts';

let emulator: Emulator;
let github: FakeGitHub;
const HEAD = 'e'.repeat(40);
const repository = { full_name: 'acme/shop', name: 'shop', owner: { login: 'acme' } };

beforeAll(async () => {
  ({ emulator, github } = await startBoth({ speed: 0.05, staleMs: 150 }, { pulls: [{ number: 101, headSha: HEAD }] }));
});
afterAll(() => closeAll(emulator, github));

const deletedTag = examplesOf('push').find((example) => example['deleted'] === true)!;
const deletedBranch = { ...deletedTag, ref: 'refs/heads/feature/old' };
const deleted = (ref: string) => `the push deleted ${ref}: there is no commit to deploy; skipped, nothing deployed`;

const unhandled = (eventName: string) => `operation auto does not handle the "${eventName}" event: skipped, nothing deployed`;
const EVENTS: Array<[string, Record<string, unknown>, string]> = [
  [
    'merge_group',
    { action: 'checks_requested', merge_group: { head_sha: HEAD, head_ref: 'refs/heads/gh-readonly-queue/main/pr-101' }, repository },
    unhandled('merge_group'),
  ],
  // A comment on a pull request: the payload has `issue.pull_request`, no `pull_request`, and no command of this action.
  [
    'issue_comment',
    {
      action: 'created',
      issue: { number: 101, pull_request: { url: 'https://api.github.com/repos/acme/shop/pulls/101' } },
      comment: { id: 9, body: 'looks good, ship it', author_association: 'OWNER', user: { login: 'acme-owner' } },
      repository,
    },
    'the comment on pull request #101 is not a command',
  ],
  ['release', { action: 'published', release: { tag_name: 'v1.2.3' }, repository }, unhandled('release')],
  // GitHub's own example of a deleted tag, and the same push deleting a branch: GITHUB_SHA then names the default branch's head.
  ['push', deletedTag, deleted('refs/tags/simple-tag')],
  ['push', deletedBranch, deleted('refs/heads/feature/old')],
];

describe('operation auto on events it does not handle', { timeout: 60_000 }, () => {
  it.each(EVENTS)('%s: skips with a notice saying why, outcome skipped, exit 0, no platform request', async (eventName, event, why) => {
    emulator.clearRequests();
    const run = await runAction({
      timeScale: emulator.speed,
      inputs: {
        ...platformInputs(emulator, github),
        job: emulator.seed.jobIds[0]!,
        'preview-scope': 'jobs',
      },
      eventName,
      event,
      sha: HEAD,
      env: { GITHUB_API_URL: github.url },
      post: true,
    });
    expect(run.exitCode).toBe(0);
    expect(run.outputs['outcome']).toBe('skipped');
    expect(run.stdout).toContain(`::notice::platform-deploy: ${why}`);
    expect(run.stdout).not.toMatch(/^::error::/m);
    expect(run.postStdout).not.toMatch(/^::(error|warning)::/m);
    expect(emulator.requests()).toEqual([]);
    expect(github.commentsOn(101)).toEqual([]);
    expect(github.deployments().deployments).toEqual([]);
  });
});

describe('operation auto on a push', { timeout: 60_000 }, () => {
  it('deploys its `after` commit, as GitHub documents it, not GITHUB_SHA', async () => {
    const pushed = examplesOf('push').find((example) => example['deleted'] === false && example['ref'] === 'refs/heads/master')!;
    const after = pushed['after'] as string;
    const run = await runAction({
      inputs: { ...platformInputs(emulator, github), environment: emulator.seed.productionEnvironmentId, application: 'checkout' },
      eventName: 'push',
      event: pushed,
      sha: HEAD,
      env: { GITHUB_API_URL: github.url },
    });
    expect(run.stdout).not.toMatch(/^::error::/m);
    expect([run.exitCode, run.outputs['outcome']]).toEqual([0, 'success']);
    expect(JSON.parse(run.outputs['deployed-services']!)).toContainEqual({ kind: 'application', name: 'checkout', version: after });
    expect(github.deployments().deployments.map((deployment) => deployment.ref)).toEqual([after]);
  });
});
