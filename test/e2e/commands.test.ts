/**
 * `/preview` commands through the bundle, on issue_comment events: a `/preview` from someone
 * GitHub says has write access previews the pull request's head as GitHub has it (👀 then 🚀 on
 * the comment); anyone else's (an outsider, a collaborator with read, a member with triage)
 * deploys nothing and gets one reply; `/preview stop` leaves the preview STOPPED and the next
 * push deploys it again; `/preview delete` deletes it; any other comment asks nothing of the platform.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../../tools/emulator/index.ts';
import { startFakeGitHub, type FakeGitHub } from '../../tools/fake-github/index.ts';
import { issueCommentPayload, runAction } from '../../tools/runner/child.ts';
import { closeAll, platformInputs, runOnPullRequest, startBoth } from '../support/e2e.ts';

let emulator: Emulator;
let github: FakeGitHub;
const HEAD = 'c'.repeat(40);
const FORK_HEAD = 'd'.repeat(40);

beforeAll(async () => {
  ({ emulator, github } = await startBoth(
    { speed: 0.05, staleMs: 100 },
    {
      pulls: [
        { number: 91, headSha: HEAD },
        { number: 92, headSha: HEAD },
        { number: 93, headSha: FORK_HEAD, fork: true },
      ],
    },
  ));
  // Roles as GitHub gives them: the association a comment shows says nothing of these.
  github.setRole('maintainer', 'write');
  github.setRole('owner', 'admin');
  github.setRole('outsider', 'read');
  github.setRole('helper', 'maintain');
  github.setRole('reader', 'read');
  github.setRole('triager', 'triage');
  github.setRole('labeler', { name: 'labeler', base: 'triage' });
});
afterAll(() => closeAll(emulator, github));

const inputs = () => platformInputs(emulator, github);

/** `login` comments `body` on `number`; the run is the issue_comment event GitHub then sends. */
function comment(number: number, body: string, login = 'maintainer', association = 'COLLABORATOR', onPullRequest = true) {
  const made = github.addComment(number, { login, body, association });
  const again = () =>
    runAction({
      timeScale: emulator.speed,
      inputs: inputs(),
      eventName: 'issue_comment',
      event: issueCommentPayload({ ...made, association }, onPullRequest),
      // An issue_comment run is on the default branch's commit, never the pull request's head.
      sha: 'a'.repeat(40),
      env: { GITHUB_API_URL: github.url },
      post: true,
    });
  return { id: made.id, run: again(), again };
}

const previewOf = (number: number) => emulator.environments().find((environment) => environment.name === `blueprint-pr-${number}`);
const reactions = (commentId: number) => github.reactionsOn(commentId).map((reaction) => reaction.content);
const askedAbout = (login: string) =>
  github.state.requests.some((request) => request.path === `/repos/acme/shop/collaborators/${login}/permission`);

describe('/preview commands end to end', { timeout: 180_000 }, () => {
  it('a collaborator with write access previews the head GitHub names, reacting 👀 then 🚀', async () => {
    const { id, run } = comment(91, '  /preview  \r\nplease');
    const result = await run;
    expect(result.stdout).not.toMatch(/^::error::/m);
    expect([result.exitCode, result.outputs.outcome, result.outputs.created]).toEqual([0, 'success', 'true']);
    const preview = previewOf(91);
    expect(preview?.id).toBe(result.outputs['environment-id']);
    expect(emulator.environmentStatus(preview!.id)?.state).toBe('DEPLOYED');
    expect(reactions(id)).toEqual(['eyes', 'rocket']);
    const report = github.commentsOn(91).filter((each) => each.user.login === github.botLogin);
    expect(report).toHaveLength(1);
    expect(report[0]!.body).toContain(HEAD.slice(0, 7));
    expect(github.state.requests.some((request) => request.path === '/repos/acme/shop/pulls/91')).toBe(true);
    // COLLABORATOR is any invited collaborator, whatever their role: GitHub is asked.
    expect(askedAbout('maintainer')).toBe(true);
  });

  it.each([
    ['a collaborator with read access', '/preview', 'reader', 'COLLABORATOR'],
    ['an organization member with triage access', '/preview stop', 'triager', 'MEMBER'],
    ['a contributor whose custom role builds on triage', '/preview delete', 'labeler', 'CONTRIBUTOR'],
  ])("%s is refused on GitHub's word: one reply, no platform request, skipped", async (_who, body, login, association) => {
    const preview = previewOf(91)!;
    emulator.clearRequests();
    const before = github.commentsOn(91).length;
    const { id, run } = comment(91, body, login, association);
    const result = await run;
    expect([result.exitCode, result.outputs.outcome]).toEqual([0, 'skipped']);
    expect(result.stdout).toContain(`::notice::platform-deploy: ${login} has no write access to this repository`);
    expect(askedAbout(login)).toBe(true);
    expect(emulator.requests()).toEqual([]);
    const replies = github.commentsOn(91).slice(before + 1);
    expect(replies.map((reply) => reply.body.split('\n')[0])).toEqual([
      `@${login} only people with write access to this repository can run \`/preview\` commands, so nothing was deployed. Ask a maintainer to comment \`/preview\`.`,
    ]);
    expect(reactions(id)).toEqual([]);
    expect(emulator.environmentStatus(preview.id)?.state).toBe('DEPLOYED');
  });

  it("an outsider's /preview deploys nothing: no platform request, one reply, no reaction, skipped", async () => {
    emulator.clearRequests();
    const before = github.commentsOn(92).length;
    const { id, run, again } = comment(92, '/preview', 'outsider', 'NONE');
    const result = await run;
    expect([result.exitCode, result.outputs.outcome]).toEqual([0, 'skipped']);
    expect(result.stdout).toContain('::notice::platform-deploy: outsider has no write access to this repository');
    // A re-run of the same run: still skipped, and no second reply.
    const rerun = await again();
    expect([rerun.exitCode, rerun.outputs.outcome]).toEqual([0, 'skipped']);
    expect(emulator.requests()).toEqual([]);
    const replies = github.commentsOn(92).slice(before + 1);
    expect(replies).toHaveLength(1);
    expect(replies[0]!.body).toMatch(/^@outsider only people with write access to this repository can run `\/preview` commands/);
    expect(reactions(id)).toEqual([]);
    expect(previewOf(92)).toBeUndefined();
    // NONE rules write access out: GitHub is not asked.
    expect(askedAbout('outsider')).toBe(false);
  });

  it('/preview stop leaves the preview STOPPED; the next push deploys it again', async () => {
    const id91 = previewOf(91)!.id;
    const stop = comment(91, '/preview stop', 'owner', 'OWNER');
    const stopped = await stop.run;
    expect([stopped.exitCode, stopped.outputs.outcome, stopped.outputs.state]).toEqual([0, 'success', 'STOPPED']);
    expect(emulator.environmentStatus(id91)?.state).toBe('STOPPED');
    expect(reactions(stop.id)).toEqual(['eyes', 'rocket']);

    const pushed = await runOnPullRequest({ scaled: true, emulator, github, number: 91, head: HEAD, action: 'synchronize' });
    expect([pushed.exitCode, pushed.outputs.outcome, pushed.outputs['environment-id']]).toEqual([0, 'success', id91]);
    expect(emulator.environmentStatus(id91)?.state).toBe('DEPLOYED');
  });

  it('/preview delete deletes the preview', async () => {
    const { id, run } = comment(91, '/preview delete', 'maintainer', 'MEMBER');
    const result = await run;
    expect([result.exitCode, result.outputs.outcome]).toEqual([0, 'success']);
    expect(previewOf(91)).toBeUndefined();
    expect(reactions(id)).toEqual(['eyes', 'rocket']);
    // The one sticky report; the replies to refused commenters are comments of their own.
    const report = github.commentsOn(91).filter((each) => each.user.login === github.botLogin && !/command \d+ refused/.test(each.body));
    expect(report.map((each) => each.body.includes('### 🗑️ Preview deleted: blueprint-pr-91'))).toEqual([true]);
  });

  it('any other comment, or a command on an issue, is skipped with a notice and asks nothing of the platform', async () => {
    emulator.clearRequests();
    const unrelated = comment(92, 'Looks good. Maybe /preview later?');
    const onIssue = comment(94, '/preview', 'maintainer', 'COLLABORATOR', false);
    const [chat, issue] = await Promise.all([unrelated.run, onIssue.run]);
    expect([chat.exitCode, chat.outputs.outcome]).toEqual([0, 'skipped']);
    expect(chat.stdout).toContain('::notice::platform-deploy: the comment on pull request #92 is not a command');
    expect([issue.exitCode, issue.outputs.outcome]).toEqual([0, 'skipped']);
    expect(issue.stdout).toContain('::notice::platform-deploy: the comment is on issue #94, not on a pull request');
    expect(emulator.requests()).toEqual([]);
    expect(reactions(unrelated.id)).toEqual([]);
  });

  it("a fork's pull request is not deployed on command: skipped, 😕, no platform request", async () => {
    emulator.clearRequests();
    const { id, run } = comment(93, '/preview', 'owner', 'OWNER');
    const result = await run;
    expect([result.exitCode, result.outputs.outcome]).toEqual([0, 'skipped']);
    expect(result.stdout).toContain('pull request #93 comes from a fork');
    expect(emulator.requests()).toEqual([]);
    expect(reactions(id)).toEqual(['eyes', 'confused']);
  });

  it("a contributor is obeyed on GitHub's word (maintain); a refused 👀 is a warning, never a failure", async () => {
    emulator.clearRequests();
    github.failNext('POST', /\/reactions$/, 403);
    const { id, run } = comment(92, '/preview stop', 'helper', 'CONTRIBUTOR');
    const result = await run;
    expect([result.exitCode, result.outputs.outcome]).toEqual([0, 'success']);
    expect(result.stdout).toContain('Nothing to stop');
    expect(result.stdout).toMatch(/^::warning::Could not react eyes to the command \(the GitHub token needs the `pull-requests: write`/m);
    expect(askedAbout('helper')).toBe(true);
    expect(reactions(id)).toEqual(['rocket']);
    expect(emulator.requests().length).toBeGreaterThan(0);
  });

  it('when GitHub cannot say whether the commenter may command, nothing is deployed and the run fails in one line', async () => {
    emulator.clearRequests();
    const before = github.commentsOn(92).length;
    github.failNext('GET', '/repos/acme/shop/collaborators/stranger/permission', 403);
    const { id, run } = comment(92, '/preview', 'stranger', 'CONTRIBUTOR');
    const result = await run;
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toMatch(
      /^::error::platform-deploy: could not read stranger's permission on acme\/shop \(HTTP 403: Resource not accessible by integration[^)]*\): nothing deployed$/m,
    );
    expect(result.outputs.outcome).toBe('failure');
    expect(result.outputs['failure-reason']).toMatch(/^could not read stranger's permission on acme\/shop \(HTTP 403/);
    expect(emulator.requests()).toEqual([]);
    expect(github.commentsOn(92)).toHaveLength(before + 1);
    expect(reactions(id)).toEqual([]);
  });

  it.each([502, 503])(
    'a permission read GitHub answers %i to is GitHub not answering, never the commenter lacking access: failure, no reply',
    async (status) => {
      emulator.clearRequests();
      const before = github.commentsOn(92).length;
      // The first answer and the one retry alike.
      github.failNext('GET', '/repos/acme/shop/collaborators/stranger/permission', status, 'Server Error');
      github.failNext('GET', '/repos/acme/shop/collaborators/stranger/permission', status, 'Server Error');
      const { id, run } = comment(92, '/preview', 'stranger', 'CONTRIBUTOR');
      const result = await run;
      const reason = `GitHub did not answer whether stranger has write access to acme/shop (HTTP ${status}): nothing deployed; comment the command again once GitHub answers`;
      expect(result.exitCode).toBe(1);
      expect(result.stdout.match(/^::error::.*$/gm)).toEqual([`::error::platform-deploy: ${reason}`]);
      expect(result.outputs).toMatchObject({ outcome: 'failure', 'failure-reason': reason });
      expect(`${result.stdout}${result.stderr}`).not.toMatch(/no write access/);
      expect(emulator.requests()).toEqual([]);
      expect(github.commentsOn(92)).toHaveLength(before + 1);
      expect(reactions(id)).toEqual([]);
    },
  );

  it('a permission read GitHub drops the connection of is GitHub not answering: failure, no reply, nothing deployed', async () => {
    const dropping = await startFakeGitHub({
      pulls: [{ number: 92, headSha: HEAD }],
      faults: ({ path }) => (path.endsWith('/collaborators/stranger/permission') ? { reset: true } : undefined),
    });
    try {
      emulator.clearRequests();
      const made = dropping.addComment(92, { login: 'stranger', body: '/preview', association: 'CONTRIBUTOR' });
      const result = await runAction({
        timeScale: emulator.speed,
        inputs: platformInputs(emulator, dropping),
        eventName: 'issue_comment',
        event: issueCommentPayload({ ...made, association: 'CONTRIBUTOR' }, true),
        sha: 'a'.repeat(40),
        env: { GITHUB_API_URL: dropping.url },
      });
      const reason =
        'GitHub did not answer whether stranger has write access to acme/shop (no answer): nothing deployed; comment the command again once GitHub answers';
      expect(result.exitCode).toBe(1);
      expect(result.stdout.match(/^::error::.*$/gm)).toEqual([`::error::platform-deploy: ${reason}`]);
      expect(result.outputs).toMatchObject({ outcome: 'failure', 'failure-reason': reason });
      expect(`${result.stdout}${result.stderr}`).not.toMatch(/no write access/);
      expect(emulator.requests()).toEqual([]);
      expect(dropping.commentsOn(92)).toHaveLength(1);
    } finally {
      await dropping.close();
    }
  });

  it('a command with a bad input fails in one line naming it, before any GitHub or platform request', async () => {
    emulator.clearRequests();
    const before = github.state.requests.length;
    const made = github.addComment(92, { login: 'maintainer', body: '/preview', association: 'OWNER' });
    const result = await runAction({
      timeScale: emulator.speed,
      inputs: { ...inputs(), 'timeout-minutes': 'soon' },
      eventName: 'issue_comment',
      event: issueCommentPayload({ ...made, association: 'OWNER' }),
      sha: 'a'.repeat(40),
      env: { GITHUB_API_URL: github.url },
    });
    expect(result.exitCode).toBe(1);
    expect(result.stdout.match(/^::error::.*$/gm)).toEqual([
      '::error::platform-deploy: Input "timeout-minutes": must be a whole number of minutes from 1 to 360',
    ]);
    expect(result.outputs).toMatchObject({
      outcome: 'failure',
      'failure-reason': 'Input "timeout-minutes": must be a whole number of minutes from 1 to 360',
    });
    expect(emulator.requests()).toEqual([]);
    expect(github.state.requests.length).toBe(before);
  });
});
