/**
 * One slow GitHub answer is one failed request, through the bundle: with GitHub answering one
 * request in 12 s and the rest at once, a cleanup still ends its comment "deleted" and marks its
 * Deployment inactive, a deploy still gives its Deployment a final status, and a result the main
 * step could not write (its edit answered late twice) is written by the post step. The runs and
 * the platform go at SCALE of the wall's pace, and so does the slow answer: GitHub's 10 s limit
 * and its 12 s answer keep their meaning in 1.5 s and 1.8 s; the three cases run at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMarker } from '../../src/github/comment-marker.ts';
import type { Emulator } from '../../tools/emulator/index.ts';
import { startFakeGitHub, type FakeGitHub } from '../../tools/fake-github/index.ts';
import { runAction, type ActionResult } from '../../tools/runner/child.ts';
import { closeAll, platformInputs, runOnPullRequest, startBoth } from '../support/e2e.ts';

/**
 * Pace of the runs' clocks and of the platform's. At it, the 10 s limit (1.5 s of the wall's) is
 * above the 1 s floor an answer's limit keeps whatever the scale, so the limit is the scaled one.
 */
const SCALE = 0.15;
/** A slow answer, 12 s of the run's clock: 2 s past the limit (300 ms of the wall's at SCALE). */
const SLOW_MS = 12_000 * SCALE;

let emulator: Emulator;
let github: FakeGitHub;

beforeAll(async () => {
  ({ emulator, github } = await startBoth({ speed: SCALE, staleMs: 3000 * SCALE }, { pulls: [{ number: 121, headSha: 'a'.repeat(40) }] }));
});
afterAll(() => closeAll(emulator, github));

function warnings(stdout: string): string[] {
  return stdout.split('\n').filter((line) => line.startsWith('::warning::'));
}

async function cleanupWithOneSlowAnswer() {
  const head = 'a'.repeat(40);
  const inputs = { job: emulator.seed.jobIds[0]! };
  const preview = await runOnPullRequest({ emulator, github, number: 121, head, inputs, scaled: true });
  expect(preview.outputs.outcome).toBe('success');
  const [deployment] = github.state.deployments.filter((made) => made.environment === 'blueprint-pr-121');

  // The comment's edit is carried out at once but answered 12 s later (of the run's clock): the step cuts it at 10 s and edits again.
  github.delayNext('PATCH', /^\/repos\/acme\/shop\/issues\/comments\/\d+$/, SLOW_MS);
  github.closePull(121);
  const cleanup = await runOnPullRequest({ emulator, github, number: 121, head, action: 'closed', inputs, post: true, scaled: true });
  return { cleanup, deploymentId: deployment!.id };
}

async function deployWithOneSlowAnswer() {
  // The Deployment's create is carried out but answered 12 s later: the step adopts what it made.
  github.delayNext('POST', '/repos/acme/shop/deployments', SLOW_MS);
  const sha = 'c'.repeat(40);
  return runAction({
    timeScale: SCALE,
    inputs: { ...platformInputs(emulator, github), environment: emulator.seed.productionEnvironmentId },
    eventName: 'push',
    event: { ref: 'refs/heads/main', after: sha, repository: { full_name: 'acme/shop', name: 'shop', owner: { login: 'acme' } } },
    sha,
    env: { GITHUB_API_URL: github.url, GITHUB_REF: 'refs/heads/main' },
    post: true,
  });
}

/** A preview whose final comment edit GitHub answers 12 s late twice: main leaves it, the post step writes it. */
async function previewLeftToThePostStep(): Promise<{ run: ActionResult; slow: FakeGitHub }> {
  let late = 2;
  const slow = await startFakeGitHub({
    pulls: [{ number: 122, headSha: 'b'.repeat(40) }],
    faults: ({ method, path }) =>
      method === 'PATCH' && /\/issues\/comments\/\d+$/.test(path) && late-- > 0 ? { delayMs: SLOW_MS } : undefined,
  });
  const run = await runOnPullRequest({
    emulator,
    github: slow,
    number: 122,
    head: 'b'.repeat(40),
    inputs: { job: emulator.seed.jobIds[0]! },
    post: true,
    scaled: true,
  });
  return { run, slow };
}

describe('one GitHub answer in 12 s', { timeout: 120_000 }, () => {
  it('a cleanup still ends its comment "deleted" and its Deployment inactive; a deploy still gives its Deployment a final status; a result main could not write is written by the post step', async () => {
    const [{ cleanup, deploymentId }, deploy, left] = await Promise.all([
      cleanupWithOneSlowAnswer(),
      deployWithOneSlowAnswer(),
      previewLeftToThePostStep(),
    ]);

    expect(cleanup.exitCode).toBe(0);
    expect(cleanup.outputs.outcome).toBe('success');
    const comments = github.commentsOn(121).filter((comment) => comment.user.login === github.botLogin);
    expect(comments).toHaveLength(1);
    expect(readMarker(comments[0]!.body)?.phase).toBe('deleted');
    expect(comments[0]!.body).toContain('Preview deleted');
    expect(github.statusesOf(deploymentId).at(-1)).toBe('inactive');
    expect(cleanup.stdout).toMatch(/GitHub did not answer PATCH \S+ within 10s; trying once more/);
    expect(warnings(cleanup.stdout)).toEqual([]);

    expect(deploy.exitCode).toBe(0);
    expect(deploy.outputs.outcome).toBe('success');
    const production = github.state.deployments.filter((made) => made.environment === 'production');
    expect(production).toHaveLength(1);
    expect(github.statusesOf(production[0]!.id)).toEqual(['in_progress', 'success']);
    expect(deploy.stdout).toContain("The GitHub Deployment's create got no clear answer, but it exists: adopting");
    expect(deploy.state['report-finished']).toBe('true');

    const { run, slow } = left;
    try {
      expect(run.exitCode).toBe(0);
      expect(run.outputs.outcome).toBe('success');
      expect(run.state['report-finished']).toBeUndefined();
      expect(run.postStdout).toContain('writing what is missing (comment)');
      expect(run.postStdout).toContain('The report is complete');
      const [comment, ...others] = slow.commentsOn(122);
      expect(others).toEqual([]);
      expect(readMarker(comment!.body)).toMatchObject({ phase: 'result', commit: 'b'.repeat(40) });
      expect(comment!.body).toContain('Preview ready');
    } finally {
      await slow.close();
    }
  });
});
