/**
 * The report never holds the result, through the bundle: whatever GitHub does (never answers,
 * answers 403 with a rate-limit reset ten minutes away, answers every write with a 5xx), the
 * outputs and the exit code are the platform's verdict and the step ends soon after it, with a
 * warning instead of a longer run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../../tools/emulator/index.ts';
import type { FakeGitHub } from '../../tools/fake-github/index.ts';
import type { ActionResult } from '../../tools/runner/child.ts';
import { closeAll, runOnPullRequest, startBoth, wallBound } from '../support/e2e.ts';

/**
 * The emulator's speed and the pace of the action's own waits, paired: GitHub's 10 s limit takes
 * 1 s, the floor of an answer's limit, so no wait of the run is longer on the wall than its scale says.
 */
const SCALE = 0.1;

/**
 * Each answer of the slow GitHub takes 8 s of the run's clock, just under GitHub's 10 s limit: a
 * gentler pace than the file's, so that the 2 s between them stay half a second of the wall's.
 */
const SLOW_SCALE = 0.25;

let emulator: Emulator;
let github: FakeGitHub;
let slowPlatform: Emulator;
let slowGitHub: FakeGitHub;
/**
 * The run against the slow GitHub, on a platform and a GitHub of its own: begun with the file,
 * beside the other cases, as it takes most of the file's time.
 */
let slowRun: Promise<ActionResult>;

beforeAll(async () => {
  [{ emulator, github }, { emulator: slowPlatform, github: slowGitHub }] = await Promise.all([
    startBoth(
      { speed: SCALE, staleMs: 150 },
      {
        pulls: [
          { number: 101, headSha: 'a'.repeat(40) },
          { number: 102, headSha: 'b'.repeat(40) },
          { number: 103, headSha: 'c'.repeat(40) },
        ],
      },
    ),
    startBoth({ speed: SLOW_SCALE, staleMs: 150 }, { pulls: [{ number: 104, headSha: 'd'.repeat(40) }], delayMs: 8_000 * SLOW_SCALE }),
  ]);
  slowRun = runOnPullRequest({
    emulator: slowPlatform,
    github: slowGitHub,
    number: 104,
    head: 'd'.repeat(40),
    inputs: { job: slowPlatform.seed.jobIds[0]! },
    scaled: true,
  });
  // Awaited by its case; a failure is not unhandled before then.
  slowRun.catch(() => undefined);
});
afterAll(async () => {
  await slowRun?.catch(() => undefined);
  await closeAll(emulator, github, slowPlatform, slowGitHub);
});

function preview(number: number, head: string): Promise<ActionResult> {
  return runOnPullRequest({ emulator, github, number, head, inputs: { job: emulator.seed.jobIds[0]! }, scaled: true });
}

function warnings(run: ActionResult): string[] {
  return run.stdout.split('\n').filter((line) => line.startsWith('::warning::'));
}

/** The verdict as the platform gave it: a success, every output set. */
function expectPlatformVerdict(run: ActionResult): void {
  expect(run.exitCode).toBe(0);
  expect(run.outputs).toMatchObject({ outcome: 'success', state: 'DEPLOYED', 'comment-url': '' });
  expect(run.outputs['environment-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(run.outputs.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/_services\//);
}

describe('the report never holds the result', { timeout: 120_000 }, () => {
  it('a GitHub that never answers: the outputs are the platform verdict and the step ends within a minute of it', async () => {
    const held = github.hold();
    try {
      const run = await preview(101, 'a'.repeat(40));
      expectPlatformVerdict(run);
      // The head read that got no answer is named; each report request that got none is one failure, and after three in a row GitHub is not asked again.
      expect(warnings(run)).toEqual([
        "::warning::Could not read pull request #101's head from GitHub (no answer): whether a newer commit overtook aaaaaaa is unknown; deploying it all the same (the report names a newer head if there is one)",
        '::warning::Could not write the pull request comment (GitHub did not answer GET /user within 10s). The deploy itself is not affected.',
        '::warning::GitHub failed 3 requests in a row (the last: POST /repos/{owner}/{repo}/deployments, not answered within 10s): GitHub is not asked again in this step; what the report could not write is left to the post step. The deploy itself is not affected.',
      ]);
      // A request's limit is 10 s: three of them (the first read tried twice), then nothing more;
      // before them, the read of what earlier runs left gives up after 3 s, at least 1 s of the wall's.
      expect(run.durationMs).toBeLessThan(wallBound(run, 60_000, SCALE) + 1_000);
      expect(run.state['report-finished']).toBeUndefined();
    } finally {
      held.release();
    }
    expect(github.commentsOn(101)).toEqual([]);
  });

  it('a 403 whose rate-limit reset is ten minutes away is not waited for', async () => {
    const reset = String(Math.ceil(Date.now() / 1000) + 600);
    github.failNext('POST', '/repos/acme/shop/issues/102/comments', 403, 'API rate limit exceeded for installation', {
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': reset,
    });
    const run = await preview(102, 'b'.repeat(40));
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ outcome: 'success', state: 'DEPLOYED' });
    expect(run.stdout).toMatch(/GitHub rate limit reached on POST .*; not waited/);
    expect(warnings(run).join('\n')).toContain('Could not write the pull request comment (HTTP 403: API rate limit exceeded');
    expect(run.durationMs).toBeLessThan(wallBound(run, 45_000, SCALE));
  });

  it('every GitHub write answering 502 costs seconds, not minutes', async () => {
    github.failWrites(502);
    try {
      const run = await preview(103, 'c'.repeat(40));
      expectPlatformVerdict(run);
      expect(warnings(run).join('\n')).toContain('HTTP 502');
      // Each write is tried at most twice; before, the retries of every write took the run past 90 s.
      expect(run.durationMs).toBeLessThan(wallBound(run, 40_000, SCALE));
    } finally {
      github.failWrites(0);
    }
    expect(github.commentsOn(103)).toEqual([]);
  });

  it('a GitHub slower than the report allowance: the report is given up a minute after the verdict, with a warning', async () => {
    const run = await slowRun;
    expectPlatformVerdict(run);
    expect(warnings(run).join('\n')).toContain('GitHub did not take the report');
    expect(run.durationMs).toBeLessThan(wallBound(run, 100_000, SLOW_SCALE));
  });
});
