/**
 * The `check` input through the bundle: one check run on the commit the run deploys, started in
 * progress and always completed, whatever the run ends in (a success, a failure, a timeout, a
 * cancelled job, a skip, a bad input, a merge queue's run); and `deployments-token` writing the
 * GitHub Deployment and nothing else. Every check-run body sent is held to GitHub's description.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../../tools/emulator/index.ts';
import type { FakeGitHub } from '../../tools/fake-github/index.ts';
import { issueCommentPayload, pullRequestPayload, runAction } from '../../tools/runner/child.ts';
import { checkRunBodyProblems } from '../support/check-run-contract.ts';
import { examplesOf } from '../support/webhook-examples.ts';
import { closeAll, platformInputs, runOnPullRequest, startBoth } from '../support/e2e.ts';

let emulator: Emulator;
let github: FakeGitHub;

const head = (number: number) => String(number % 10).repeat(40);
/** The heads of the pull requests from 71 on: a pair of hex digits of their own, so none is another's. */
const ownHead = (number: number) => number.toString(16).repeat(20);
const LATER_PULLS = [71, 72, 73, 74, 75];

beforeAll(async () => {
  ({ emulator, github } = await startBoth(
    { speed: 0.05, staleMs: 150 },
    {
      pulls: [
        ...[61, 62, 63, 64, 65, 66, 67, 68, 69].map((number) => ({ number, headSha: head(number) })),
        ...LATER_PULLS.map((number) => ({ number, headSha: ownHead(number) })),
      ],
    },
  ));
});
afterEach(() => {
  for (const sent of github.state.checkRunRequests) {
    expect(checkRunBodyProblems(sent.method === 'POST' ? 'create' : 'update', sent.body), `${sent.method} ${sent.path}`).toEqual([]);
  }
});
afterAll(() => closeAll(emulator, github));

function checksOn(sha: string) {
  return github.checkRuns().filter((check) => check.head_sha === sha);
}

function preview(number: number, inputs: Record<string, string> = {}, run: { post?: boolean; killAfterMs?: number } = {}) {
  return runOnPullRequest({
    scaled: true,
    emulator,
    github,
    number,
    head: head(number),
    inputs: { job: emulator.seed.jobIds[0]!, check: 'preview', ...inputs },
    post: true,
    ...run,
  });
}

describe('the check run end to end', { timeout: 90_000 }, () => {
  it("a preview's check ends in success on the head, linking the run, naming the preview and carrying the job summary", async () => {
    const run = await preview(61);
    expect(run.outputs.outcome).toBe('success');
    const [check, ...more] = checksOn(head(61));
    expect(more).toEqual([]);
    expect(check).toMatchObject({ name: 'preview', status: 'completed', conclusion: 'success' });
    expect(check!.details_url).toContain('/actions/runs/4242');
    expect(check!.output.title).toContain('blueprint-pr-61');
    expect(check!.output.text).toContain('| Stage · service |');
  });

  it('a failed build fails it, with the reason and one annotation naming the service and the stage', async () => {
    const run = await preview(62, { 'preview-scope': 'jobs', commit: 'fail-leak-e2e' });
    expect(run.outputs.outcome).toBe('failure');
    const [check] = checksOn(head(62));
    expect(check).toMatchObject({ status: 'completed', conclusion: 'failure' });
    expect(check!.output.summary).toContain(run.outputs['failure-reason']);
    expect(check!.annotations).toHaveLength(1);
    expect(check!.annotations[0]!.title).toContain('web');
    expect(check!.annotations[0]!.title).toMatch(/stage \w+/);
  });

  it('a run out of time ends it timed_out', async () => {
    const run = await preview(63, { commit: 'hang-forever', 'timeout-minutes': '1' });
    expect(run.outputs.outcome).toBe('timed_out');
    expect(checksOn(head(63))).toMatchObject([{ status: 'completed', conclusion: 'timed_out' }]);
  });

  it('a job killed mid-wait leaves it to the post step, which completes it cancelled', async () => {
    const run = await preview(64, { commit: 'hang-forever' }, { killAfterMs: 4_000 });
    expect(run.exitCode).not.toBe(0);
    expect(checksOn(head(64))).toMatchObject([{ status: 'completed', conclusion: 'cancelled' }]);
    expect(run.postStdout).toContain('marked as cancelled');
  });

  it('a bad input fails it at once with the input named, nothing deployed', async () => {
    const before = emulator.requests().length;
    const run = await preview(65, { 'timeout-minutes': 'soon' });
    expect(run.exitCode).toBe(1);
    const [check] = checksOn(head(65));
    expect(check).toMatchObject({ status: 'completed', conclusion: 'failure' });
    expect(check!.output.summary).toContain('timeout-minutes');
    expect(
      emulator
        .requests()
        .slice(before)
        .filter((request) => request.method !== 'GET'),
    ).toEqual([]);
  });

  it('a skip completes it neutral, saying why: the preview label is absent', async () => {
    const run = await preview(66, { 'preview-label': 'preview' });
    expect(run.outputs.outcome).toBe('skipped');
    const [check] = checksOn(head(66));
    expect(check).toMatchObject({ status: 'completed', conclusion: 'neutral' });
    expect(check!.output.summary).toContain('preview-label');
  });

  it('a /preview command its inputs skip (the label absent) completes it neutral on the head it read', async () => {
    github.setRole('maintainer', 'write');
    const made = github.addComment(69, { login: 'maintainer', body: '/preview', association: 'MEMBER' });
    const run = await runAction({
      timeScale: emulator.speed,
      inputs: { ...platformInputs(emulator, github), job: emulator.seed.jobIds[0]!, check: 'preview', 'preview-label': 'preview' },
      eventName: 'issue_comment',
      event: issueCommentPayload({ ...made, association: 'MEMBER' }),
      sha: 'f'.repeat(40),
      env: { GITHUB_API_URL: github.url },
    });
    expect(run.outputs.outcome).toBe('skipped');
    const [check] = checksOn(head(69));
    expect(check).toMatchObject({ status: 'completed', conclusion: 'neutral' });
    expect(check!.output.summary).toContain('preview-label');
  });

  it("a fork's pull request, which gets no secrets, completes it neutral", async () => {
    const run = await runAction({
      timeScale: emulator.speed,
      inputs: { ...platformInputs(emulator, github), 'api-token': '', check: 'preview' },
      eventName: 'pull_request',
      event: pullRequestPayload(67, head(67), 'opened', true),
      sha: head(67),
      env: { GITHUB_API_URL: github.url },
      post: true,
    });
    expect(run.outputs.outcome).toBe('skipped');
    expect(checksOn(head(67))).toMatchObject([{ status: 'completed', conclusion: 'neutral' }]);
  });

  it("a merge queue's run completes it neutral on the queue's commit, so the queue never waits on it", async () => {
    const sha = 'e'.repeat(40);
    const run = await runAction({
      timeScale: emulator.speed,
      inputs: { ...platformInputs(emulator, github), check: 'preview' },
      eventName: 'merge_group',
      event: {
        action: 'checks_requested',
        merge_group: { head_sha: sha, head_ref: 'refs/heads/gh-readonly-queue/main/pr-68-' + sha, base_ref: 'refs/heads/main' },
        repository: { full_name: 'acme/shop', name: 'shop', owner: { login: 'acme' } },
      },
      sha,
      env: { GITHUB_API_URL: github.url },
      post: true,
    });
    expect(run.exitCode).toBe(0);
    const [check] = checksOn(sha);
    expect(check).toMatchObject({ status: 'completed', conclusion: 'neutral' });
    expect(check!.output.summary).toMatch(/merge queue/i);
  });

  it('a push that deleted a branch completes it neutral: there is no commit to deploy', async () => {
    const deleted = examplesOf('push').find((example) => example['deleted'] === true)!;
    const sha = 'd'.repeat(40);
    const run = await runAction({
      timeScale: emulator.speed,
      inputs: { ...platformInputs(emulator, github), check: 'preview' },
      eventName: 'push',
      event: { ...deleted, ref: 'refs/heads/feature/old' },
      sha,
      env: { GITHUB_API_URL: github.url },
      post: true,
    });
    expect(run.outputs.outcome).toBe('skipped');
    const [check] = checksOn(sha);
    expect(check).toMatchObject({ status: 'completed', conclusion: 'neutral' });
    expect(check!.output.summary).toContain('deleted refs/heads/feature/old');
  });

  it('without checks: write the run warns naming the permission and deploys all the same', async () => {
    github.setPermission('checks', 'none');
    try {
      const run = await preview(68);
      expect(run.outputs.outcome).toBe('success');
      expect(run.stdout).toMatch(/::warning::.*checks: write/);
      expect(checksOn(head(68))).toEqual([]);
    } finally {
      github.setPermission('checks', 'write');
    }
  });
});

/** Each run of a workflow has an id of its own, as GitHub gives it: its checks carry it. */
let nextRunId = 5000;
const runEnv = () => ({ GITHUB_API_URL: github.url, GITHUB_RUN_ID: String(++nextRunId) });

function previewOwn(number: number, inputs: Record<string, string> = {}) {
  return runAction({
    timeScale: emulator.speed,
    inputs: { ...platformInputs(emulator, github), job: emulator.seed.jobIds[0]!, check: 'preview', ...inputs },
    eventName: 'pull_request',
    event: pullRequestPayload(number, ownHead(number), 'opened'),
    sha: ownHead(number),
    env: runEnv(),
    post: true,
  });
}

/** A `/preview …` comment by `login`, run as GitHub runs `issue_comment`. */
function command(number: number, login: string, body: string) {
  const made = github.addComment(number, { login, body, association: login === 'maintainer' ? 'MEMBER' : 'NONE' });
  return runAction({
    timeScale: emulator.speed,
    inputs: { ...platformInputs(emulator, github), job: emulator.seed.jobIds[0]!, check: 'preview' },
    eventName: 'issue_comment',
    event: issueCommentPayload({ ...made, association: login === 'maintainer' ? 'MEMBER' : 'NONE' }),
    sha: 'f'.repeat(40),
    env: runEnv(),
    post: true,
  });
}

describe('a required check says what deployed at its head, and only that', { timeout: 120_000 }, () => {
  it('after a failed preview, an unrelated label, /preview stop, /preview delete and a refused commenter leave the failed check as it is', async () => {
    github.setRole('maintainer', 'write');
    github.setRole('passer-by', 'read');
    const failed = await previewOwn(71, { 'preview-scope': 'jobs', commit: 'fail-build-check' });
    expect(failed.outputs.outcome).toBe('failure');
    expect(checksOn(ownHead(71))).toMatchObject([{ status: 'completed', conclusion: 'failure' }]);
    const before = checksOn(ownHead(71))[0]!;

    const labeled = await runAction({
      timeScale: emulator.speed,
      inputs: { ...platformInputs(emulator, github), job: emulator.seed.jobIds[0]!, check: 'preview', 'preview-label': 'preview' },
      eventName: 'pull_request',
      event: { ...pullRequestPayload(71, ownHead(71), 'labeled'), label: { name: 'documentation' } },
      sha: ownHead(71),
      env: runEnv(),
      post: true,
    });
    expect(labeled.outputs.outcome).toBe('skipped');
    expect(labeled.stdout).toContain('left as it is');

    const refused = await command(71, 'passer-by', '/preview');
    expect(refused.outputs.outcome).toBe('skipped');
    const stopped = await command(71, 'maintainer', '/preview stop');
    expect(stopped.outputs.outcome).toBe('success');
    const deleted = await command(71, 'maintainer', '/preview delete');
    expect(deleted.outputs.outcome).toBe('success');

    // One check on the head, the failure, untouched: nothing since deployed there.
    expect(checksOn(ownHead(71))).toEqual([before]);
  });

  it('a /preview stop on a head no run checked completes one neutral check, never success', async () => {
    github.setRole('maintainer', 'write');
    const created = await previewOwn(72, { check: '' });
    expect(created.outputs.outcome).toBe('success');
    expect(checksOn(ownHead(72))).toEqual([]);
    const stopped = await command(72, 'maintainer', '/preview stop');
    expect(stopped.outputs.outcome).toBe('success');
    expect(checksOn(ownHead(72))).toMatchObject([{ status: 'completed', conclusion: 'neutral' }]);
  });

  it("a create answered 502 never adopts another run's check on the head: its own is completed, the other left to its run", async () => {
    const other = github.addCheckRun({ name: 'preview', headSha: ownHead(73), externalId: '9999.1' });
    github.failNext('POST', /\/check-runs$/, 502, 'Bad gateway');
    const run = await previewOwn(73);
    expect(run.outputs.outcome).toBe('success');
    const checks = checksOn(ownHead(73));
    expect(checks.find((check) => check.id === other.id)).toMatchObject({ status: 'in_progress', conclusion: null });
    const ours = checks.filter((check) => check.id !== other.id);
    expect(ours).toMatchObject([{ status: 'completed', conclusion: 'success', external_id: `${nextRunId}.1` }]);
  });

  it('a create GitHub made but answered 502 is adopted by its external_id, and no copy of it stays in progress', async () => {
    github.failAfterDoing('POST', /\/check-runs$/, 502);
    const run = await previewOwn(74);
    expect(run.outputs.outcome).toBe('success');
    const checks = checksOn(ownHead(74));
    expect(checks.length).toBeGreaterThanOrEqual(1);
    expect(checks.map((check) => [check.status, check.conclusion, check.external_id])).toEqual(
      checks.map(() => ['completed', 'success', `${nextRunId}.1`]),
    );
    expect(run.stdout).toContain('adopting');
  });

  it("platform text in the check's output is text: a service named with HTML, a link and a team renders none of them", async () => {
    // An emulator of its own: its blueprint holds the service, whose every deploy fails.
    const own = await startBoth({ speed: 0.05, staleMs: 150 }, { pulls: [{ number: 76, headSha: ownHead(76) }] });
    try {
      const hostile = 'pay</details><img src=x onerror=alert(1)>[approve](https://evil.example/ok) @acme/security-team';
      own.emulator.addContainer(own.emulator.seed.blueprintEnvironmentId, { name: hostile, image_name: 'acme/pay', tag: 'fail-build-pay' });
      const run = await runOnPullRequest({
        scaled: true,
        emulator: own.emulator,
        github: own.github,
        number: 76,
        head: ownHead(76),
        inputs: { check: 'preview' },
        post: true,
      });
      expect(run.outputs.outcome).toBe('failure');
      const [check, ...more] = own.github.checkRuns();
      expect(more).toEqual([]);
      const outsideFences = (text: string | null | undefined) => (text ?? '').replace(/^(`{3,})text\n[\s\S]*?^\1$/gm, '');
      // The summary and text are markdown on GitHub: the name is escaped there, outside the fenced log lines.
      for (const text of [check!.output.summary, check!.output.text].map(outsideFences)) {
        expect(text).not.toMatch(/<img|pay<\/details>|\[approve\]|\]\(https:\/\/evil|@acme\/security-team/);
      }
      expect(check!.output.summary).toContain('&#64;acme/security-team');
      // The title and the annotation are plain text on GitHub: the name is shown as the platform wrote it, on one line, no entities.
      expect(check!.annotations[0]!.title).toContain(hostile);
      for (const text of [check!.output.title, ...check!.annotations.flatMap((a) => [a.title, a.message])]) {
        expect(text).not.toMatch(/&#\d+;|&lt;|&gt;|\n/);
      }
      for (const sent of own.github.state.checkRunRequests) {
        expect(checkRunBodyProblems(sent.method === 'POST' ? 'create' : 'update', sent.body)).toEqual([]);
      }
    } finally {
      await closeAll(own.emulator, own.github);
    }
  });
});

describe('deployments-token end to end', { timeout: 60_000 }, () => {
  it('writes the GitHub Deployment and its statuses, and nothing else; the token is never printed', async () => {
    const app = github.addAppToken('preview-deployer');
    github.setHead(61, '7'.repeat(40));
    github.state.requests.length = 0;
    const run = await runOnPullRequest({
      scaled: true,
      emulator,
      github,
      number: 61,
      head: '7'.repeat(40),
      action: 'synchronize',
      inputs: { job: emulator.seed.jobIds[0]!, check: 'preview', 'deployments-token': app.token },
      post: true,
    });
    expect(run.outputs.outcome).toBe('success');
    const isDeployment = (path: string) => /^\/repos\/acme\/shop\/deployments(\/|\?|$)/.test(path);
    const deploymentRequests = github.state.requests.filter((request) => isDeployment(request.path));
    const writes = deploymentRequests.filter((request) => request.method === 'POST');
    expect(writes.length).toBeGreaterThanOrEqual(3);
    expect(new Set(deploymentRequests.map((request) => request.login))).toEqual(new Set([app.login]));
    const others = github.state.requests.filter((request) => !isDeployment(request.path));
    expect(others.length).toBeGreaterThan(0);
    expect(others.filter((request) => request.login === app.login)).toEqual([]);
    const made = github.state.deployments.filter((deployment) => deployment.ref === '7'.repeat(40));
    expect(made.map((deployment) => deployment.creator.login)).toEqual([app.login]);
    // Masked from the start: the runner consumes the `::add-mask::` lines, and no other line shows it.
    expect(run.stdout).toContain(`::add-mask::${app.token}`);
    const readable = (text: string) =>
      text
        .split('\n')
        .filter((line) => !line.startsWith('::add-mask::'))
        .join('\n');
    for (const text of [run.stdout, run.stderr, run.postStdout, run.summary, ...github.state.comments.map((c) => c.body)]) {
      expect(readable(text)).not.toContain(app.token);
    }
  });
});
