/**
 * GitHub's limits on what the report writes, through the bundle: a failed preview of 340
 * services with ten earlier results and a build that printed markup leaves one comment, marker
 * included, within GitHub's 65,536 characters, every block in it whole, and a job summary as
 * well formed; a GitHub that refuses the body all the same (it counts otherwise) gets a shorter
 * one, never the same one again, and the pull request never keeps "Deploying".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../../tools/emulator/index.ts';
import type { FakeGitHub } from '../../tools/fake-github/index.ts';
import type { ActionResult } from '../../tools/runner/child.ts';
import { commentBody, environmentHash, readMarker } from '../../src/github/comment-marker.ts';
import { closeAll, runOnPullRequest, startBoth } from '../support/e2e.ts';
import { brokenBlock } from '../support/whole-blocks.ts';

const SERVICES = 340;
const EARLIER = 10;

/** Services of kinds the engine does not run, listed in the stage of the failing build: 340 rows and bars beside the failing build. */
const others = Array.from({ length: SERVICES }, (_, index) => ({
  kind: 'DATABASE' as const,
  stage: 'storefront',
  id: `${String(index).padStart(8, '0')}-0000-4000-8000-000000000000`,
  totalSeconds: 30 + index,
}));

let platform: Emulator;
let github: FakeGitHub;
/** A GitHub that takes 20,000 characters of a comment, and one that takes 2,500: it counts otherwise than the action. */
let strict: { emulator: Emulator; github: FakeGitHub };
let stricter: { emulator: Emulator; github: FakeGitHub };

const emulatorOptions = { speed: 0.05, staleMs: 150, otherServices: others, buildLogLines: 400 };

beforeAll(async () => {
  [{ emulator: platform, github }, strict, stricter] = await Promise.all([
    startBoth(emulatorOptions, { pulls: [{ number: 71, headSha: '7'.repeat(40) }] }),
    startBoth(emulatorOptions, { pulls: [{ number: 72, headSha: '8'.repeat(40) }], commentLimit: 20_000 }),
    startBoth(emulatorOptions, { pulls: [{ number: 73, headSha: '9'.repeat(40) }], commentLimit: 2_500 }),
  ]);
});
afterAll(() => closeAll(platform, github, strict.emulator, strict.github, stricter.emulator, stricter.github));

/** The comment an earlier run left: ten results in its marker, as a run of the action writes them. */
function seedEarlierResults(fake: FakeGitHub, number: number, environmentName: string): void {
  const history = Array.from(
    { length: EARLIER },
    (_, index) =>
      `❌ **failure** · [\`${String(index).repeat(7)}\`](https://github.com/acme/shop/commit/${String(index).repeat(40)}) · 1m 0${index}s · 2025-11-2${index} 03:40 UTC · [run](https://github.com/acme/shop/actions/runs/${4200 + index})`,
  );
  const marker = {
    environment: environmentHash(environmentName),
    commit: 'f'.repeat(40),
    head: 'f'.repeat(40),
    at: '2025-11-01T00:00:00.000Z',
    phase: 'result' as const,
    line: history[0]!,
    history: history.slice(1),
  };
  fake.addComment(number, { login: fake.botLogin, bot: true, body: commentBody(marker, '### ❌ Preview failed') });
}

function failingPreview(emulator: Emulator, fake: FakeGitHub, number: number, head: string): Promise<ActionResult> {
  return runOnPullRequest({
    scaled: true,
    emulator,
    github: fake,
    number,
    head,
    inputs: { job: emulator.seed.jobIds[0]!, 'preview-scope': 'jobs', commit: 'fail-markup-limits', 'preview-name': 'limits-pr-{number}' },
  });
}

function expectWhole(markdown: string): void {
  expect(brokenBlock(markdown)).toBe('');
}

function comments(fake: FakeGitHub, number: number) {
  return fake.commentsOn(number).filter((comment) => comment.user.login === fake.botLogin);
}

function refusedForSize(fake: FakeGitHub): number {
  return fake.state.requests.filter((request) => /\/issues\/(?:\d+\/)?comments/.test(request.path) && request.status === 422).length;
}

describe("GitHub's limits on the report", { timeout: 120_000 }, () => {
  it('340 services, ten earlier results, markup in the log: one comment within 65,536 characters, marker included, every block whole', async () => {
    seedEarlierResults(github, 71, 'limits-pr-71');
    const run = await failingPreview(platform, github, 71, '7'.repeat(40));
    expect(run.exitCode).toBe(1);
    expect(run.outputs.outcome).toBe('failure');
    const [comment, ...more] = comments(github, 71);
    expect(more).toHaveLength(0);
    expect([...comment!.body].length).toBeLessThanOrEqual(65_536);
    expect(comment!.body).toContain('### ❌ Preview failed: limits-pr-71');
    expect(readMarker(comment!.body)?.phase).toBe('result');
    expectWhole(comment!.body);
    // What fits stays: all ten earlier results, the 340 rows and the chart.
    expect(comment!.body).toContain('<summary>Earlier results (10)</summary>');
    expect(comment!.body).toContain('| database 00000339 (database) |');
    expect(comment!.body).toContain('```mermaid');
    // Nothing was refused: the body was made to fit before it was sent.
    expect(refusedForSize(github)).toBe(0);
    expectWhole(run.summary);
    expect(Buffer.byteLength(run.summary)).toBeLessThan(1024 * 1024);
    expect(run.summary).toContain('❌ Why');
  });

  it('a GitHub that refuses the body as too long gets a shorter one, never the same again, and the result replaces "Deploying"', async () => {
    const { emulator, github: fake } = strict;
    seedEarlierResults(fake, 72, 'limits-pr-72');
    const run = await failingPreview(emulator, fake, 72, '8'.repeat(40));
    expect(run.exitCode).toBe(1);
    const [comment] = comments(fake, 72);
    expect(comment!.body).toContain('### ❌ Preview failed: limits-pr-72');
    expect(comment!.body).not.toContain('Deploying');
    expect([...comment!.body].length).toBeLessThanOrEqual(20_000);
    expectWhole(comment!.body);
    expect(refusedForSize(fake)).toBe(1);
    // The cause stays in sight; the history went first, then the widest part, and the comment says so.
    expect(comment!.body).toContain('❌ Why web (job)');
    expect(comment!.body).not.toContain('Earlier results');
    expect(comment!.body).toMatch(/_Left out to stay within GitHub's size limit: [^\n]+\._/);
    const warnings = run.stdout.split('\n').filter((line) => line.startsWith('::warning::'));
    expect(warnings).toContainEqual(expect.stringContaining('GitHub refused the pull request comment as too long'));
    // The job summary is the whole report still, whatever the comment had to leave out.
    expect(run.summary.length).toBeGreaterThan(20_000);
    expectWhole(run.summary);
  });

  it('refused twice, the comment is the headline alone, with a warning, never "Deploying"', async () => {
    const { emulator, github: fake } = stricter;
    seedEarlierResults(fake, 73, 'limits-pr-73');
    const run = await failingPreview(emulator, fake, 73, '9'.repeat(40));
    expect(run.exitCode).toBe(1);
    const [comment] = comments(fake, 73);
    expect(comment!.body).toMatch(/^<!-- platform-deploy-report [^\n]* -->\n### ❌ Preview failed: limits-pr-73\n/);
    expect([...comment!.body].length).toBeLessThanOrEqual(2_500);
    expectWhole(comment!.body);
    expect(readMarker(comment!.body)).toMatchObject({ phase: 'result', history: [] });
    expect(refusedForSize(fake)).toBeGreaterThanOrEqual(2);
    const warnings = run.stdout.split('\n').filter((line) => line.startsWith('::warning::'));
    expect(warnings).toContainEqual(expect.stringContaining('writing its headline only'));
  });
});
