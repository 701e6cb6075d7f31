/**
 * Writes that are not idempotent are never repeated blind, through the bundle: a GitHub that
 * creates the comment or the Deployment and then answers 502 leaves one of each, and two runs of
 * one pull request at once (`opened` and `synchronize`) leave one comment, the newer commit's
 * result, with no stale "deploying" note.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMarker } from '../../src/github/comment-marker.ts';
import type { Emulator } from '../../tools/emulator/index.ts';
import type { FakeGitHub } from '../../tools/fake-github/index.ts';
import type { ActionResult } from '../../tools/runner/child.ts';
import { closeAll, runOnPullRequest, startBoth } from '../support/e2e.ts';

let emulator: Emulator;
let github: FakeGitHub;

beforeAll(async () => {
  ({ emulator, github } = await startBoth({ speed: 0.05, staleMs: 150 }, { pulls: [{ number: 111, headSha: 'a'.repeat(40) }] }));
});
afterAll(() => closeAll(emulator, github));

function preview(number: number, head: string, action = 'opened'): Promise<ActionResult> {
  return runOnPullRequest({ scaled: true, emulator, github, number, head, action, inputs: { job: emulator.seed.jobIds[0]! } });
}

function botComments(number: number) {
  return github.commentsOn(number).filter((comment) => comment.user.login === github.botLogin);
}

describe('no blind repeats of a create', { timeout: 120_000 }, () => {
  it('a 502 after the comment and the Deployment were created leaves one of each, holding the result', async () => {
    github.failAfterDoing('POST', '/repos/acme/shop/issues/111/comments', 502);
    github.failAfterDoing('POST', '/repos/acme/shop/deployments', 502);
    const run = await preview(111, 'a'.repeat(40));
    expect(run.exitCode).toBe(0);
    expect(run.outputs.outcome).toBe('success');

    const comments = botComments(111);
    expect(comments).toHaveLength(1);
    expect(readMarker(comments[0]!.body)?.phase).toBe('result');
    expect(run.outputs['comment-url']).toContain(`#issuecomment-${comments[0]!.id}`);
    const deployments = github.state.deployments.filter((deployment) => deployment.environment === 'blueprint-pr-111');
    expect(deployments).toHaveLength(1);
    expect(github.statusesOf(deployments[0]!.id)).toEqual(['in_progress', 'success']);
    expect(run.stdout).toContain("The comment's create got no clear answer, but the comment exists: adopting it");
  });

  it('two runs of one pull request at once leave one comment: the newer commit’s result, no stale "deploying" note', async () => {
    const older = 'c'.repeat(40);
    const newer = 'd'.repeat(40);
    github.setHead(112, newer);
    const [first, second] = await Promise.all([preview(112, older, 'opened'), preview(112, newer, 'synchronize')]);
    expect(first.exitCode).toBe(0);
    expect(second.exitCode).toBe(0);
    expect(first.outputs.outcome).toBe('skipped');
    expect(second.outputs.outcome).toBe('success');

    const comments = botComments(112);
    expect(comments).toHaveLength(1);
    const marker = readMarker(comments[0]!.body);
    expect(marker).toMatchObject({ phase: 'result', head: newer });
    expect(comments[0]!.body).toContain('ddddddd');
  });

  it('a run overtaken by a newer commit after its "deploying" note ends that note, not leaves it stale', async () => {
    github.setHead(113, 'f'.repeat(40));
    const run = await preview(113, 'e'.repeat(40));
    expect(run.exitCode).toBe(0);
    expect(run.outputs.outcome).toBe('skipped');
    const comments = botComments(113);
    expect(comments).toHaveLength(1);
    expect(readMarker(comments[0]!.body)).toMatchObject({ phase: 'result', head: 'e'.repeat(40) });
    expect(comments[0]!.body).toContain('superseded');
  });
});
