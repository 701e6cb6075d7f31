/**
 * The run's check run as a pull request's checks list shows it: started at once on the head,
 * named after the environment, and always completed with the conclusion a reviewer (or a branch
 * rule) expects; a missing `checks: write` is a warning, never a failed deploy. Every body sent is
 * held to GitHub's REST description.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGitHub, type FakeGitHub } from '../../tools/fake-github/index.ts';
import { checkConclusion } from '../../src/report/run-check.ts';
import { fitMarkdown } from '../../src/github/check-run.ts';
import type { Outcome } from '../../src/run/result.ts';
import type { PostState } from '../../src/report/report-types.ts';
import { checkRunBodyProblems } from '../support/check-run-contract.ts';
import { cleanupResult, failedResult, HEAD, previewResult } from './results.ts';
import { previewStart, reporting, runUrl, type RunShape } from './reporting.ts';

let github: FakeGitHub;

beforeEach(async () => {
  github = await startFakeGitHub({ pulls: [{ number: 41, headSha: HEAD }] });
});
afterEach(async () => {
  // Whatever a test did, every check-run body the action sent is one GitHub's description accepts.
  for (const sent of github.state.checkRunRequests) {
    expect(checkRunBodyProblems(sent.method === 'POST' ? 'create' : 'update', sent.body), `${sent.method} ${sent.path}`).toEqual([]);
  }
  await github.close();
});

function withCheck(shape: RunShape = {}) {
  return reporting(github, { ...shape, settings: { check: 'preview', ...shape.settings } });
}

function onlyCheck() {
  const runs = github.checkRuns();
  expect(runs).toHaveLength(1);
  return runs[0]!;
}

describe('the check run', () => {
  it('starts in progress on the head at once, names the preview once known, and ends in success with the job summary as its text', async () => {
    const { reporter, summaries } = withCheck();
    await reporter.openCheck({ operation: 'preview', commit: HEAD });
    expect(onlyCheck()).toMatchObject({
      name: 'preview',
      head_sha: HEAD,
      status: 'in_progress',
      conclusion: null,
      details_url: runUrl(4242),
    });

    await reporter.start(previewStart(HEAD));
    expect(onlyCheck().output.title).toContain('shop-pr-41');
    expect(onlyCheck().status).toBe('in_progress');

    const { complete } = await reporter.finish(previewResult());
    expect(complete).toBe(true);
    const check = onlyCheck();
    expect(check).toMatchObject({ status: 'completed', conclusion: 'success' });
    expect(check.output.summary).toContain('Preview shop-pr-41 deployed');
    expect(check.output.text).toBe(summaries[0]);
    expect(check.annotations).toEqual([]);
  });

  it('a failure gives its reason as the summary and one annotation naming the failed service and stage', async () => {
    const { reporter } = withCheck();
    await reporter.openCheck({ operation: 'preview', commit: HEAD });
    await reporter.start(previewStart(HEAD));
    await reporter.finish(
      failedResult({
        failure: {
          reason: 'npm ERR! missing script: build',
          services: [{ id: 's1', name: 'checkout', kind: 'APPLICATION', state: 'BUILD_ERROR', lines: [], source: 'deployment' }],
        },
      }),
    );
    const check = onlyCheck();
    expect(check.conclusion).toBe('failure');
    expect(check.output.summary).toContain('npm ERR! missing script: build');
    expect(check.annotations).toHaveLength(1);
    expect(check.annotations[0]!.annotation_level).toBe('failure');
    expect(check.annotations[0]!.title).toContain('checkout');
    expect(check.annotations[0]!.title).toContain('build');
    expect(check.annotations[0]!.message).toContain('npm ERR! missing script: build');
  });

  it.each<[Outcome, string]>([
    ['success', 'success'],
    ['failure', 'failure'],
    ['timed_out', 'timed_out'],
    ['cancelled', 'cancelled'],
    ['skipped', 'neutral'],
    ['planned', 'neutral'],
  ])('a run ending %s completes it %s on GitHub', async (outcome, conclusion) => {
    const { reporter } = withCheck();
    await reporter.openCheck({ operation: 'preview', commit: HEAD });
    // A skip or a refusal ends before the environment is announced: no start.
    if (outcome !== 'skipped') await reporter.start(previewStart(HEAD));
    await reporter.finish(outcome === 'failure' ? failedResult() : previewResult({ outcome, summary: `Preview ${outcome}` }));
    expect(onlyCheck()).toMatchObject({ status: 'completed', conclusion });
  });

  it('a merge queue run completes it neutral whatever the result, saying why', async () => {
    for (const outcome of ['success', 'failure', 'timed_out', 'skipped'] as const)
      expect(checkConclusion({ outcome }, 'merge_group')).toBe('neutral');
    const { reporter } = withCheck({ pullRequest: 0, eventName: 'merge_group' });
    await reporter.openCheck({ operation: 'deploy', commit: HEAD });
    await reporter.finish(failedResult({ operation: 'deploy' }));
    const check = onlyCheck();
    expect(check.conclusion).toBe('neutral');
    expect(check.output.summary).toMatch(/merge queue/i);
  });

  it('the post step completes a check the job left in progress as cancelled, and leaves a completed one as it is', async () => {
    const killed = withCheck();
    let saved: PostState | undefined;
    await killed.reporter.openCheck({ operation: 'preview', commit: HEAD }, (progress) => (saved = structuredClone(progress)));
    // The job ends here: the post step has the saved state and nothing else.
    await withCheck().reporter.cancel(saved!);
    expect(onlyCheck()).toMatchObject({ status: 'completed', conclusion: 'cancelled' });

    const finished = withCheck();
    await finished.reporter.openCheck({ operation: 'preview', commit: HEAD });
    const started = await finished.reporter.start(previewStart(HEAD));
    await finished.reporter.finish(previewResult());
    await withCheck().reporter.cancel(started);
    expect(github.checkRuns().map((check) => check.conclusion)).toEqual(['cancelled', 'success']);
  });

  it('a check GitHub failed to complete is left to the post step, which completes it from the saved state', async () => {
    const saved: PostState[] = [];
    const main = withCheck();
    const save = (state: PostState) => saved.push(structuredClone(state));
    await main.reporter.openCheck({ operation: 'preview', commit: HEAD }, save);
    await main.reporter.start(previewStart(HEAD), save);
    // The completion and its one retry.
    github.failNext('PATCH', /\/check-runs\/\d+$/, 502, 'Bad gateway');
    github.failNext('PATCH', /\/check-runs\/\d+$/, 502, 'Bad gateway');
    const { complete } = await main.reporter.finish(failedResult());
    expect(complete).toBe(false);
    const last = saved.at(-1)!;
    expect(last.final?.pending).toEqual(['check']);
    expect(onlyCheck().status).toBe('in_progress');

    expect(await withCheck().reporter.resume({ ...last, final: last.final! })).toBe(true);
    expect(onlyCheck()).toMatchObject({ status: 'completed', conclusion: 'failure' });
  });

  it('a create GitHub carried out but answered with an error is found, never made twice: by the result, and by the post step', async () => {
    github.failAfterDoing('POST', /\/check-runs$/, 502);
    const main = withCheck();
    await main.reporter.openCheck({ operation: 'preview', commit: HEAD });
    await main.reporter.finish(previewResult({ outcome: 'skipped', summary: 'Skipped: nothing changed' }));
    expect(onlyCheck()).toMatchObject({ status: 'completed', conclusion: 'neutral' });

    github.failAfterDoing('POST', /\/check-runs$/, 502);
    let saved: PostState | undefined;
    await withCheck().reporter.openCheck({ operation: 'preview', commit: HEAD }, (state) => (saved = structuredClone(state)));
    expect(saved).toMatchObject({ checkAsked: true });
    expect(saved!.checkRunId ?? 0).toBe(0);
    await withCheck().reporter.cancel(saved!);
    expect(github.checkRuns().map((check) => check.conclusion)).toEqual(['neutral', 'cancelled']);
  });

  it('without checks: write the run warns once, naming the permission, and the comment and the Deployment are still written', async () => {
    github.setPermission('checks', 'none');
    const { reporter, warnings } = withCheck();
    await reporter.openCheck({ operation: 'preview', commit: HEAD });
    await reporter.start(previewStart(HEAD));
    const { complete } = await reporter.finish(previewResult());
    expect(complete).toBe(true);
    expect(github.checkRuns()).toEqual([]);
    expect(warnings.filter((line) => line.includes('checks: write'))).toHaveLength(1);
    expect(github.commentsOn(41)).toHaveLength(1);
    expect(github.statusesOf(github.state.deployments[0]!.id).at(-1)).toBe('success');
  });

  it('a personal token, which GitHub lets write no check run, is a warning too', async () => {
    const { reporter, warnings } = withCheck({ token: github.patToken });
    await reporter.openCheck({ operation: 'preview', commit: HEAD });
    await reporter.finish(previewResult({ outcome: 'skipped' }));
    expect(github.checkRuns()).toEqual([]);
    expect(warnings.some((line) => line.includes('checks: write'))).toBe(true);
  });

  it('a run that ends before it starts completes its check at once: failing on a bad input with its message, neutral for a skip where no check is', async () => {
    await withCheck().reporter.endCheckBeforeStart(false, 'Input "timeout-minutes": must be a whole number of minutes from 1 to 360');
    expect(onlyCheck()).toMatchObject({ status: 'completed', conclusion: 'failure', head_sha: HEAD });
    expect(onlyCheck().output.summary).toContain('timeout-minutes');
    github.state.checkRuns.length = 0;
    await withCheck().reporter.endCheckBeforeStart(true, 'pull request #41 does not carry the label "preview" (preview-label): skipped');
    expect(onlyCheck()).toMatchObject({ status: 'completed', conclusion: 'neutral' });
    expect(onlyCheck().output.summary).toContain('preview-label');
  });
});

/** A preview run on the head that failed, as an earlier run left it. */
async function failedEarlier(): Promise<void> {
  const earlier = withCheck({ runId: 1001 });
  await earlier.reporter.openCheck({ operation: 'preview', commit: HEAD });
  await earlier.reporter.start(previewStart(HEAD));
  await earlier.reporter.finish(failedResult());
  expect(onlyCheck()).toMatchObject({ conclusion: 'failure' });
}

describe('a run that deploys nothing at the head', () => {
  it('a skip decided before the run starts (an unrelated label) leaves the failed check as it is, and makes none', async () => {
    await failedEarlier();
    const { reporter, infos } = withCheck({ runId: 1002 });
    await reporter.endCheckBeforeStart(true, 'label "documentation" is not "preview" (preview-label): skipped, nothing changed');
    expect(onlyCheck()).toMatchObject({ status: 'completed', conclusion: 'failure' });
    expect(infos.some((line) => line.includes('left as it is'))).toBe(true);
  });

  it('a stop or a delete after a failure adds no check and changes none: never success on a head nothing deployed', async () => {
    await failedEarlier();
    for (const [runId, result] of [
      [1002, previewResult({ operation: 'stop', summary: 'Preview shop-pr-41 stopped' })],
      [1003, cleanupResult()],
    ] as const) {
      const { reporter } = withCheck({ runId });
      await reporter.start({ ...previewStart(HEAD), operation: result.operation });
      const { complete } = await reporter.finish(result);
      expect(complete).toBe(true);
    }
    expect(github.checkRuns().map((check) => check.conclusion)).toEqual(['failure']);
  });

  it("a stop while another run's check is still in progress on the head adds none over it", async () => {
    const other = github.addCheckRun({ name: 'preview', headSha: HEAD, externalId: '777.1' });
    const { reporter } = withCheck();
    await reporter.start({ ...previewStart(HEAD), operation: 'stop' });
    await reporter.finish(previewResult({ operation: 'stop', summary: 'Preview shop-pr-41 stopped' }));
    expect(onlyCheck()).toMatchObject({ id: other.id, status: 'in_progress' });
  });

  it('a stop on a head no run checked makes one neutral check, never success', async () => {
    const { reporter } = withCheck();
    await reporter.start({ ...previewStart(HEAD), operation: 'stop' });
    await reporter.finish(previewResult({ operation: 'stop', summary: 'Preview shop-pr-41 stopped' }));
    expect(onlyCheck()).toMatchObject({ status: 'completed', conclusion: 'neutral' });
    expect(onlyCheck().output.summary).toContain('deployed nothing');
  });

  it('a preview run that opened its check and then skipped (or only planned) repeats the failure that stands, so the newest check still fails', async () => {
    await failedEarlier();
    for (const [runId, outcome] of [
      [1002, 'skipped'],
      [1003, 'planned'],
    ] as const) {
      const { reporter } = withCheck({ runId });
      await reporter.openCheck({ operation: 'preview', commit: HEAD });
      await reporter.finish(previewResult({ outcome, summary: 'Nothing changed since the last deploy: skipped' }));
    }
    const checks = github.checkRuns();
    expect(checks.map((check) => [check.status, check.conclusion])).toEqual([
      ['completed', 'failure'],
      ['completed', 'failure'],
      ['completed', 'failure'],
    ]);
    expect(checks[2]!.output.title).toMatch(/nothing deployed by this run/i);
    expect(checks[2]!.output.summary).toContain('**failure**');
  });
});

describe('adopting a check whose create got no answer', () => {
  it("never adopts another run's open check on the head: its own is made, and the other stays as it was", async () => {
    // Another run (another workflow attempt) is deploying the same head, and started after this one asked.
    const other = github.addCheckRun({ name: 'preview', headSha: HEAD, externalId: '777.1' });
    github.failNext('POST', /\/check-runs$/, 502, 'Bad gateway');
    const main = withCheck();
    let saved: PostState | undefined;
    await main.reporter.openCheck({ operation: 'preview', commit: HEAD }, (state) => (saved = structuredClone(state)));
    expect(saved!.checkRunId ?? 0).toBe(0);
    await main.reporter.start(previewStart(HEAD));
    await main.reporter.finish(failedResult());
    const [theirs, ours, ...more] = github.checkRuns();
    expect(more).toEqual([]);
    expect(theirs).toMatchObject({ id: other.id, status: 'in_progress', conclusion: null });
    expect(ours).toMatchObject({ status: 'completed', conclusion: 'failure', external_id: '4242.1' });

    // The post step of a job killed before its result: the other run's check is not its to cancel.
    await withCheck().reporter.cancel({ ...saved!, checkAsked: true });
    expect(github.checkRuns()[0]).toMatchObject({ id: other.id, status: 'in_progress' });
  });

  it('adopts its own by external_id, and completes every copy a retried create made, so none stays in progress', async () => {
    const other = github.addCheckRun({ name: 'preview', headSha: HEAD, externalId: '777.1' });
    // GitHub made the check and answered 502 (where a retry would make a second, answered 502 too).
    github.failAfterDoing('POST', /\/check-runs$/, 502);
    const { reporter, infos } = withCheck();
    await reporter.openCheck({ operation: 'preview', commit: HEAD });
    await reporter.start(previewStart(HEAD));
    await reporter.finish(previewResult());
    const ours = github.checkRuns().filter((check) => check.external_id === '4242.1');
    expect(ours.length).toBeGreaterThanOrEqual(1);
    expect(ours.map((check) => [check.status, check.conclusion])).toEqual(ours.map(() => ['completed', 'success']));
    expect(github.checkRuns().find((check) => check.id === other.id)).toMatchObject({ status: 'in_progress' });
    expect(infos.some((line) => line.includes('adopting'))).toBe(true);
  });
});

describe("the check's output", () => {
  const hostile = 'pay</details><img src=x onerror=alert(1)>[approve](https://evil.example/ok) @acme/security-team';

  it('shows platform text as text: escaped in the markdown summary and text, as written (one line, no entities) in the plain-text title and annotation', async () => {
    const { reporter } = withCheck();
    await reporter.openCheck({ operation: 'preview', commit: HEAD });
    await reporter.start({ ...previewStart(HEAD), environmentName: hostile });
    await reporter.finish(
      failedResult({
        environmentName: hostile,
        summary: `Preview ${hostile} failed in build`,
        failure: {
          reason: `build of ${hostile}\nfailed`,
          services: [{ id: 's1', name: hostile, kind: 'APPLICATION', state: 'BUILD_ERROR', lines: [hostile], source: 'deployment' }],
        },
      }),
    );
    const check = onlyCheck();
    // A log line is shown in a code fence, where markdown is text: what is outside the fences is what renders.
    const rendered = (text: string | null | undefined) => (text ?? '').replace(/^```text\n[\s\S]*?^```$/gm, '');
    expect(check.output.text).toContain('```text');
    for (const text of [check.output.summary, check.output.text].map(rendered)) {
      expect(text).toBeTruthy();
      expect(text).not.toMatch(/<img|pay<\/details>|\[approve\]|\]\(https:\/\/evil|@acme/);
    }
    expect(check.output.summary).toContain('&#64;acme/security-team');
    // GitHub shows these as plain text: an entity there would be read literally, and a newline would break the line.
    const plain = [check.output.title, ...check.annotations.flatMap((a) => [a.title, a.message])];
    for (const text of plain) expect(text).not.toMatch(/&#\d+;|&lt;|&gt;|&amp;|\n/);
    expect(check.output.title).toContain(hostile);
    expect(check.annotations[0]!.message).toBe(`build of ${hostile} failed`);
  });

  it("fits GitHub's limits with everything in it: cut at a line with a note, every block it opened closed", async () => {
    const { reporter } = withCheck();
    await reporter.openCheck({ operation: 'preview', commit: HEAD });
    await reporter.start(previewStart(HEAD));
    const reason = Array.from({ length: 3000 }, (_, index) => `npm ERR! step ${index} failed at <${index}> & @scope`).join(' ');
    await reporter.finish(failedResult({ summary: `Preview shop-pr-41 failed: ${reason}`, failure: { reason, services: [] } }));
    const check = onlyCheck();
    expect(check.status).toBe('completed');
    expect(check.output.summary!.length).toBeLessThanOrEqual(65_535);
    expect(check.output.summary).toContain('job summary has the rest');
    // Never an entity cut in two: each `&` starts a whole one.
    expect(check.output.summary).not.toMatch(/&(?!#?\w+;)/);
    expect(check.annotations[0]!.message.length).toBeLessThanOrEqual(65_535);
  });

  it('a text over the limit is cut at a line, its open <details> and code fence closed, the note after them', () => {
    const log = Array.from({ length: 5000 }, (_, index) => `line ${index}: ${'x'.repeat(20)}`);
    const markdown = [
      '### ❌ Preview failed',
      '',
      '<details>',
      '<summary>web</summary>',
      '',
      '```text',
      ...log,
      '```',
      '',
      '</details>',
    ].join('\n');
    const fitted = fitMarkdown(markdown, 65_535);
    expect(markdown.length).toBeGreaterThan(65_535);
    expect(fitted.length).toBeLessThanOrEqual(65_535);
    expect(fitted.startsWith('### ❌ Preview failed')).toBe(true);
    expect(fitted).toMatch(/line \d+: x{20}\n```\n<\/details>\n\n\*… cut here/);
    expect(fitted.endsWith('job summary has the rest.*')).toBe(true);
    expect(fitMarkdown('short')).toBe('short');
  });
});

describe('deployments-token', () => {
  it('writes the Deployment and its statuses, and the reads they need, and nothing else', async () => {
    const app = github.addAppToken('deployer');
    const { reporter } = withCheck({ settings: { deploymentsToken: app.token } });
    await reporter.openCheck({ operation: 'preview', commit: HEAD });
    await reporter.start(previewStart(HEAD));
    await reporter.finish(previewResult());

    const deploymentRequests = github.state.requests.filter((request) => request.path.includes('/deployments'));
    expect(deploymentRequests.length).toBeGreaterThanOrEqual(3);
    expect(new Set(deploymentRequests.map((request) => request.login))).toEqual(new Set([app.login]));
    const others = github.state.requests.filter((request) => !request.path.includes('/deployments'));
    expect(others.length).toBeGreaterThan(0);
    expect(others.filter((request) => request.login === app.login)).toEqual([]);
    expect(github.state.deployments[0]!.creator.login).toBe(app.login);
    expect(github.state.statuses.map((status) => status.creator.login)).toEqual([app.login, app.login]);
    expect(onlyCheck().creator).toBe(github.botLogin);
  });
});
