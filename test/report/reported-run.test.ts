/**
 * The start of the report goes out beside the platform work: a GitHub that never answers does
 * not hold back the trigger, and the final report still edits the one comment and deployment the
 * start made. Ordering is proven with held requests and promises, never with timings.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseInputs } from '../../src/config/index.ts';
import { runOperation, type OperationLog } from '../../src/operations/index.ts';
import { PlatformClient } from '../../src/platform/client.ts';
import { runReported } from '../../src/report/reported-run.ts';
import type { PostState } from '../../src/report/index.ts';
import { readMarker } from '../../src/github/comment-marker.ts';
import { startEmulator, type Emulator } from '../../tools/emulator/index.ts';
import { startFakeGitHub, type FakeGitHub } from '../../tools/fake-github/index.ts';
import { scaledClock } from '../../tools/runner/clock.ts';
import { pullRequestEvent, SCALE } from '../../tools/runner/in-process.ts';
import { HEAD } from './results.ts';
import { reporting } from './reporting.ts';

let emulator: Emulator;
let github: FakeGitHub;

beforeEach(async () => {
  emulator = await startEmulator({ speed: SCALE, staleMs: 3000 * SCALE, seed: 7 });
  github = await startFakeGitHub({ pulls: [{ number: 41, headSha: HEAD }] });
});
afterEach(async () => {
  await github.close();
  await emulator.close();
});

const quiet: OperationLog = { info: () => {}, notice: () => {}, warning: () => {}, startGroup: () => {}, endGroup: () => {} };

/** A preview of pull request 41 through runReported, as main.ts wires it; `trigger` resolves at its one deployment request (`service/deploy`: a job is named). */
function previewRun() {
  const config = parseInputs(
    {
      'api-url': emulator.url,
      'api-token': emulator.tokens.admin,
      environment: emulator.seed.blueprintEnvironmentId,
      job: emulator.seed.jobIds[0]!,
    },
    pullRequestEvent(41, HEAD),
  );
  const clock = scaledClock(SCALE);
  const client = new PlatformClient({
    baseUrl: config.apiUrl,
    token: config.apiToken,
    sleep: clock.sleep,
    baseDelayMs: 20,
    maxDelayMs: 100,
  });
  const order: string[] = [];
  let triggered!: () => void;
  const trigger = new Promise<void>((done) => (triggered = done));
  const deployServices = client.environments.deployServices.bind(client.environments);
  client.environments.deployServices = async (...args) => {
    order.push(`trigger, GitHub requests answered: ${github.state.requests.length}`);
    triggered();
    return deployServices(...args);
  };
  let settled!: () => void;
  const ended = new Promise<void>((done) => (settled = done));
  const report = reporting(github, { pullRequest: 41 });
  const saved: PostState[] = [];
  const warnings: string[] = [];
  const run = runReported({
    operate: (announce) => runOperation({ client, config, clock, log: quiet, announce }),
    loadReporter: async () => report.reporter,
    start: { operation: config.operation, commit: config.commit },
    saveProgress: (state) => saved.push({ ...state }),
    warning: (line) => warnings.push(line),
    settled: () => settled(),
  });
  return { run, trigger, ended, order, saved, warnings, report };
}

describe('the start of the report beside the platform work', () => {
  it('triggers the deployment while every GitHub request is still unanswered', async () => {
    const held = github.hold();
    const { run, trigger, order } = previewRun();

    await held.arrived;
    await trigger;
    expect(order).toEqual(['trigger, GitHub requests answered: 0']);
    expect(held.waiting).toBeGreaterThan(0);

    held.release();
    const { result, report } = await run;
    await report;
    expect(result.outcome).toBe('success');
    const comments = github.commentsOn(41);
    expect(comments).toHaveLength(1);
    expect(readMarker(comments[0]!.body)?.phase).toBe('result');
    expect(github.statusesOf(github.state.deployments[0]!.id)).toEqual(['in_progress', 'success']);
  });

  it('waits for a start slower than the whole deployment, then edits the comment and deployment it made', async () => {
    const held = github.hold();
    const { run, ended, saved } = previewRun();

    await ended;
    expect(github.state.requests).toEqual([]);
    held.release();
    await (
      await run
    ).report;

    const comments = github.commentsOn(41);
    expect(comments).toHaveLength(1);
    expect(readMarker(comments[0]!.body)?.phase).toBe('result');
    expect(github.state.deployments).toHaveLength(1);
    expect(github.statusesOf(github.state.deployments[0]!.id)).toEqual(['in_progress', 'success']);
    // The post step's state names the comment and the deployment the result went to.
    expect(saved.at(-1)).toMatchObject({ commentId: comments[0]!.id, deploymentId: github.state.deployments[0]!.id });
  });

  it('writes the result in one comment when the "deploying" comment could not be posted', async () => {
    // The create, and the one more after the thread showed it had not been made.
    for (let attempt = 0; attempt < 2; attempt++) github.failNext('POST', '/repos/acme/shop/issues/41/comments', 502, 'Bad gateway');
    const { run, report } = previewRun();
    const { result, report: written } = await run;
    await written;

    expect(result.outcome).toBe('success');
    expect(report.warnings.join('\n')).toContain('Could not write the pull request comment (HTTP 502');
    const comments = github.commentsOn(41);
    expect(comments).toHaveLength(1);
    expect(readMarker(comments[0]!.body)?.phase).toBe('result');
    expect(github.statusesOf(github.state.deployments[0]!.id)).toEqual(['in_progress', 'success']);
  });
});
