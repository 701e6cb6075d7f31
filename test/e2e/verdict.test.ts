/**
 * Verdicts tell the truth, through the bundle: a 401 during the wait is named as the cause by
 * `failure-reason`, the annotation and the comment alike; status reads that fail for the whole
 * wait are said to have failed, and a last read decides when it answers; seconds in `metrics`
 * are rounded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../tools/emulator/index.ts';
import { startFakeGitHub, type FakeGitHub } from '../../tools/fake-github/index.ts';
import type { ActionResult } from '../../tools/runner/child.ts';
import { closeAll, runOnPullRequest, wallBound } from '../support/e2e.ts';

/**
 * The emulator's speed, and the pace of the action's own waits: a minute of `timeout-minutes`
 * takes 6 s, and GitHub's 10 s limit one; a busy machine holding a run back a second still
 * leaves the wait its polls and the report its answers.
 */
const SCALE = 0.1;

let github: FakeGitHub;
const emulators: Emulator[] = [];

beforeAll(async () => {
  github = await startFakeGitHub({
    pulls: [
      { number: 121, headSha: 'a'.repeat(40) },
      { number: 122, headSha: 'b'.repeat(40) },
      { number: 123, headSha: 'c'.repeat(40) },
    ],
  });
});
afterAll(() => closeAll(github, ...emulators));

async function emulator(): Promise<Emulator> {
  const started = await startEmulator({ speed: SCALE, staleMs: 150 });
  emulators.push(started);
  return started;
}

function preview(platform: Emulator, number: number, head: string, extra: Record<string, string> = {}): Promise<ActionResult> {
  return runOnPullRequest({ emulator: platform, github, number, head, inputs: { job: platform.seed.jobIds[0]!, ...extra }, scaled: true });
}

/** Sets `faults` once the deployment request was accepted: the fault then falls in the wait. */
async function afterTrigger(platform: Emulator, faults: string): Promise<void> {
  for (;;) {
    if (platform.requests().some((request) => request.path.endsWith('/service/deploy') && request.status === 202)) break;
    await new Promise((done) => setTimeout(done, 50));
  }
  platform.setFaults(faults);
}

function annotations(run: ActionResult): string[] {
  return run.stdout.split('\n').filter((line) => line.startsWith('::error::'));
}

function comment(number: number): string {
  const comments = github.commentsOn(number).filter((each) => each.user.login === github.botLogin);
  expect(comments).toHaveLength(1);
  return comments[0]!.body;
}

describe('verdicts tell the truth', { timeout: 200_000, concurrent: true }, () => {
  it('a 401 during the wait: failure-reason, the annotation and the comment name it, not the last state', async () => {
    const platform = await emulator();
    const [run] = await Promise.all([preview(platform, 121, 'a'.repeat(40)), afterTrigger(platform, '401=1')]);
    expect(run.exitCode).toBe(1);
    expect(run.outputs.outcome).toBe('failure');
    const reason = run.outputs['failure-reason']!;
    expect(reason).toMatch(/answered 401/);
    expect(reason).not.toMatch(/in stage/);
    expect(annotations(run)).toEqual([`::error::platform-deploy: ${reason}`]);
    expect(comment(121)).toContain('answered 401');
  });

  it('status reads answering 502 for the whole wait while the platform says DEPLOYED: a last read decides', async () => {
    const platform = await emulator();
    platform.setFaults('request-status-5xx=1');
    const run = await preview(platform, 122, 'b'.repeat(40), { 'timeout-minutes': '1' });
    expect(
      platform.requests().filter((request) => request.path === '/environment/deploymentStatus' && request.status === 502).length,
    ).toBeGreaterThan(0);
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ outcome: 'success', state: 'DEPLOYED', 'failure-reason': '' });
    expect(run.stdout).toContain("a last read of the environment's status says DEPLOYED");
    // timeout-minutes and the one-minute allowance bound the step.
    expect(run.durationMs).toBeLessThan(wallBound(run, 120_000, SCALE));
    const metrics = JSON.parse(run.outputs.metrics!) as Record<string, unknown>[];
    const seconds = metrics
      .flatMap((row) => [row.seconds, row.build_seconds, row.deploy_seconds])
      .filter((value) => typeof value === 'number');
    expect(seconds.length).toBeGreaterThan(0);
    for (const value of seconds) expect(Math.round(value * 10) / 10).toBe(value);
  });

  it('every status read failing to the end: the verdict says the status could not be read, and why', async () => {
    const platform = await emulator();
    const [run] = await Promise.all([preview(platform, 123, 'c'.repeat(40), { 'timeout-minutes': '1' }), afterTrigger(platform, '5xx=1')]);
    expect(run.exitCode).toBe(1);
    expect(run.outputs.outcome).toBe('timed_out');
    const reason = run.outputs['failure-reason']!;
    expect(reason).toMatch(/^could not read the deployment's status: .*answered 50\d/);
    expect(annotations(run)).toHaveLength(1);
    expect(annotations(run)[0]).toContain(reason);
    expect(comment(123)).toContain('could not read the deployment');
    expect(run.durationMs).toBeLessThan(wallBound(run, 120_000, SCALE));
  });
});
