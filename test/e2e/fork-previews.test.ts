/**
 * Fork previews a maintainer approved, commit by commit, through the bundle against the emulator
 * and the fake GitHub: `/preview <sha>` from a writer previews that head from the fork blueprint
 * with only the `fork-secrets`; a bare `/preview`, a moved head, a push after the approval, a
 * reader, an edited comment and another pull request's approval deploy nothing and ask nothing
 * of the platform; a writer's label previews the head its event names; a `workflow_run` finds the
 * fork's pull request by its head and reports its preview as any other (the comment, the
 * Deployment at the default branch); cleanup needs no approval; a commit the platform's build cannot
 * fetch (found only at refs/pull/N/head) fails in the platform's words and the comment points to
 * the container route. The sweep deletes a closed fork's preview and retires the GitHub side of
 * the forks' previews that are gone (Deployments inactive, environments deleted where the token
 * may), leaving a live fork preview's alone. max-previews counts the team's previews and the forks' together: a fork's
 * preview is refused when the team's fill the cap, and a team's when the forks' do, with nothing
 * written on the platform.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../../tools/emulator/index.ts';
import type { FakeGitHub } from '../../tools/fake-github/index.ts';
import { issueCommentPayload, pullRequestPayload, runAction } from '../../tools/runner/child.ts';
import { closeAll, startBoth } from '../support/e2e.ts';

let emulator: Emulator;
let github: FakeGitHub;
const sha = (char: string) => char.repeat(40);
/** A fork's pull request whose preview was deleted on the platform by hand. */
const HAND_DELETED = 91;

beforeAll(async () => {
  ({ emulator, github } = await startBoth(
    { speed: 0.05, staleMs: 100 },
    {
      pulls: [
        ...[61, 62, 63, 64, 65, 66, 67, 69].map((number) => ({ number, headSha: sha(String(number - 60)), fork: true })),
        // The team's own pull request, whose preview is cloned from `environment`.
        { number: 68, headSha: sha('8') },
      ],
    },
  ));
  github.setRole('maintainer', 'write');
  github.setRole('reader', 'read');
  github.setRole('triager', 'triage');
}, 30_000);
afterAll(() => closeAll(emulator, github));

/** A fork's preview: the production environment stands for the team's own blueprint, `blueprint` is the fork blueprint. */
const inputs = (extra: Record<string, string> = {}) => ({
  'api-url': emulator.url,
  'api-token': emulator.tokens.admin,
  'github-token': github.token,
  environment: emulator.seed.productionEnvironmentId,
  // Production stands for the team's blueprint here: its previews are allowed on purpose.
  'blueprint-production': 'allow',
  'fork-previews': 'approve',
  'fork-blueprint': emulator.seed.blueprintEnvironmentId,
  secrets: 'PRODUCTION_KEY=prod-only-value\nPUBLIC_MAPS_KEY=maps-value',
  'fork-secrets': 'PUBLIC_MAPS_KEY',
  application: 'checkout',
  ...extra,
});

const previewOf = (number: number) => emulator.environments().find((environment) => environment.name === `blueprint-pr-${number}`);
const writes = () => emulator.requests().filter((request) => request.method !== 'GET');
const latestStates = (environment: string) =>
  github.state.deployments.filter((each) => each.environment === environment).map((each) => github.statusesOf(each.id).at(-1));
/** A scheduled sweep of both blueprints' previews. */
const sweep = (extra: Record<string, string> = {}) =>
  runAction({
    timeScale: emulator.speed,
    inputs: { ...inputs(), operation: 'sweep', application: '', ...extra },
    eventName: 'schedule',
    event: { schedule: '17 3 * * *', repository: { full_name: 'acme/shop', name: 'shop', owner: { login: 'acme' } } },
    sha: sha('a'),
    env: { GITHUB_API_URL: github.url },
  });
const botReplies = (number: number) => github.commentsOn(number).filter((comment) => comment.user.login === github.botLogin);

/** `login` comments `body` on `number`: the issue_comment run GitHub then starts. */
function comment(number: number, body: string, login = 'maintainer', association = 'COLLABORATOR', extra: Record<string, string> = {}) {
  const made = github.addComment(number, { login, body, association });
  const run = runAction({
    timeScale: emulator.speed,
    inputs: inputs(extra),
    eventName: 'issue_comment',
    event: issueCommentPayload({ ...made, association }),
    sha: sha('a'),
    env: { GITHUB_API_URL: github.url },
  });
  return { id: made.id, run };
}

/** A pull_request_target run of the fork's pull request `number`, its payload naming `head`. */
function onTarget(
  number: number,
  head: string,
  action = 'synchronize',
  payload: Record<string, unknown> = {},
  extra: Record<string, string> = {},
  fork = true,
) {
  return runAction({
    timeScale: emulator.speed,
    inputs: inputs(extra),
    eventName: 'pull_request_target',
    event: { ...pullRequestPayload(number, head, action, fork), ...payload },
    sha: sha('b'),
    env: { GITHUB_API_URL: github.url },
  });
}

describe('fork previews a maintainer approved', { timeout: 180_000 }, () => {
  it('a bare /preview deploys nothing and replies with the head and the command that approves it', async () => {
    emulator.clearRequests();
    const { run } = comment(61, '/preview');
    const result = await run;
    expect([result.exitCode, result.outputs.outcome]).toEqual([0, 'skipped']);
    expect(emulator.requests()).toEqual([]);
    const reply = botReplies(61).at(-1)!.body;
    expect(reply).toContain(`commit \`${sha('1')}\`, its head, awaits approval`);
    expect(reply).toContain(`/preview ${sha('1')}`);
    expect(previewOf(61)).toBeUndefined();
  });

  it('/preview <sha> from a writer previews that head from the fork blueprint, with only the fork-secrets, naming the approver', async () => {
    const { id, run } = comment(61, `/preview ${sha('1')}`);
    const result = await run;
    expect(result.stdout).not.toMatch(/^::error::/m);
    expect([result.exitCode, result.outputs.outcome]).toEqual([0, 'success']);
    const preview = previewOf(61)!;
    expect(preview.id).toBe(result.outputs['environment-id']);
    const keys = emulator.secrets(preview.id).map((secret) => secret.key);
    expect(keys).toContain('PUBLIC_MAPS_KEY');
    expect(keys).not.toContain('PRODUCTION_KEY');
    expect(emulator.environments().some((environment) => environment.name === 'production-pr-61')).toBe(false);
    const report = botReplies(61).find((each) => each.body.includes('**Approved:**'))!;
    expect(report.body).toMatch(/\*\*Approved:\*\* .*1111111.* by maintainer in \[a comment\]/);
    expect(result.summary).toContain('**Approved:**');
    const deployment = github.deployments().deployments.find((each) => each.environment === 'blueprint-pr-61')!;
    // At the base repository's branch, never the fork's commit: a deployment_status workflow runs from the files at the ref.
    expect(deployment.ref).toBe('main');
    expect(deployment.description).toContain(sha('1'));
    expect(deployment.payload).toMatchObject({
      approval: { sha: sha('1'), approver: 'maintainer', via: 'comment', url: expect.stringContaining(`#issuecomment-${id}`) },
    });
    expect(github.reactionsOn(id).map((reaction) => reaction.content)).toEqual(['eyes', 'rocket']);
  });

  it('a push after the approval deploys nothing: the reply names the commit awaiting approval, the preview keeps serving', async () => {
    const preview = previewOf(61)!;
    github.setHead(61, sha('7'));
    emulator.clearRequests();
    const result = await onTarget(61, sha('7'));
    expect([result.exitCode, result.outputs.outcome]).toEqual([0, 'skipped']);
    expect(result.stdout).toContain('::notice::platform-deploy: pull request #61 comes from a fork and commit 7777777');
    expect(emulator.requests()).toEqual([]);
    expect(botReplies(61).at(-1)!.body).toContain(`/preview ${sha('7')}`);
    expect(emulator.environmentStatus(preview.id)?.state).toBe('DEPLOYED');
    // The same head again: no second reply.
    const replies = botReplies(61).length;
    await onTarget(61, sha('7'));
    expect(botReplies(61)).toHaveLength(replies);
  });

  it('an approval of a commit that is no longer the head deploys nothing and says which was approved and which is the head', async () => {
    emulator.clearRequests();
    const { run } = comment(61, `/preview ${sha('1')}`);
    const result = await run;
    expect([result.exitCode, result.outputs.outcome]).toEqual([0, 'skipped']);
    expect(writes()).toEqual([]);
    expect(emulator.requests()).toEqual([]);
    const reply = botReplies(61).at(-1)!.body;
    expect(reply).toContain('maintainer approved `111111111111`, and the head has moved since');
    expect(reply).toContain(`/preview ${sha('7')}`);
  });

  it.each([
    ['a read collaborator', 'reader'],
    ['a triage member', 'triager'],
  ])("%s's /preview <sha> deploys nothing", async (_who, login) => {
    emulator.clearRequests();
    const { run } = comment(62, `/preview ${sha('2')}`, login);
    const result = await run;
    expect([result.exitCode, result.outputs.outcome]).toEqual([0, 'skipped']);
    expect(emulator.requests()).toEqual([]);
    expect(previewOf(62)).toBeUndefined();
  });

  it("another pull request's approval, an edited comment and a reader's approve nothing on a push's run", async () => {
    // On 63: the writer's approval of 62's head; on 62: an approval edited after it was posted.
    github.addComment(63, { login: 'maintainer', body: `/preview ${sha('2')}`, association: 'COLLABORATOR' });
    const edited = github.addComment(62, { login: 'maintainer', body: '/preview 0000000', association: 'COLLABORATOR' });
    github.editComment(edited.id, `/preview ${sha('2')}`);
    emulator.clearRequests();
    const result = await onTarget(62, sha('2'));
    expect([result.exitCode, result.outputs.outcome]).toEqual([0, 'skipped']);
    expect(result.stdout).toContain('approved by no one with write access');
    expect(emulator.requests()).toEqual([]);
    expect(previewOf(62)).toBeUndefined();
  });

  it("a writer adding preview-label previews the head its event names; a reader's label deploys nothing", async () => {
    const labeled = (sender: string) => ({ label: { name: 'preview' }, sender: { login: sender }, action: 'labeled' });
    emulator.clearRequests();
    const refused = await onTarget(64, sha('4'), 'labeled', labeled('reader'), { 'preview-label': 'preview' });
    expect([refused.exitCode, refused.outputs.outcome]).toEqual([0, 'skipped']);
    expect(emulator.requests()).toEqual([]);
    const approved = await onTarget(64, sha('4'), 'labeled', labeled('maintainer'), { 'preview-label': 'preview' });
    expect([approved.exitCode, approved.outputs.outcome]).toEqual([0, 'success']);
    expect(botReplies(64).some((each) => /\*\*Approved:\*\* .* by maintainer by adding the label/.test(each.body))).toBe(true);
  });

  it("a workflow_run of a fork's pull request (no pull_requests listed) finds it by its head and previews an approved head", async () => {
    // As GitHub sends it: the repository names its default branch, and a fork's pull request is not listed.
    const workflowRun = github.workflowRunEvent({ headSha: sha('5'), headBranch: 'feature-65', headRepository: 'someone/shop' });
    expect((workflowRun.workflow_run as { pull_requests: unknown[] }).pull_requests).toEqual([]);
    const run = () =>
      runAction({
        timeScale: emulator.speed,
        inputs: inputs(),
        eventName: 'workflow_run',
        event: workflowRun,
        sha: sha('a'),
        // A workflow_run runs on the default branch.
        env: { GITHUB_API_URL: github.url, GITHUB_REF: 'refs/heads/main' },
      });
    emulator.clearRequests();
    const unapproved = await run();
    expect([unapproved.exitCode, unapproved.outputs.outcome]).toEqual([0, 'skipped']);
    expect(emulator.requests()).toEqual([]);
    expect(
      github.state.requests.some(
        (request) => request.path.startsWith('/repos/acme/shop/pulls?') && request.path.includes('head=someone%3Afeature-65'),
      ),
    ).toBe(true);
    github.addComment(65, { login: 'maintainer', body: `/preview ${sha('5')}`, association: 'MEMBER' });
    const approved = await run();
    expect([approved.exitCode, approved.outputs.outcome]).toEqual([0, 'success']);
    expect(previewOf(65)?.id).toBe(approved.outputs['environment-id']);
    // The same report as any preview: the sticky comment on #65, the summary, the Deployment at the default branch.
    const report = botReplies(65).filter((each) => each.body.includes('**Approved:**'));
    expect(report).toHaveLength(1);
    expect(report[0]!.body).toContain('blueprint-pr-65');
    expect(report[0]!.body).toMatch(/\*\*Approved:\*\* .*5555555.* by maintainer in \[a comment\]/);
    expect(approved.summary).toContain('blueprint-pr-65');
    expect(approved.stdout).not.toMatch(/^::warning::/m);
    const deployments = github.deployments().deployments.filter((each) => each.environment === 'blueprint-pr-65');
    expect(deployments).toHaveLength(1);
    const deployment = deployments[0]!;
    expect(deployment.ref).toBe('main');
    expect(deployment.description).toContain(sha('5'));
    expect(deployment.payload).toMatchObject({ approval: { sha: sha('5'), approver: 'maintainer', via: 'comment' } });
    expect(github.statusesOf(deployment.id)).toEqual(['in_progress', 'success']);
    const success = github.state.statuses.filter((status) => status.deployment_id === deployment.id).at(-1)!;
    expect(success.environment_url).toBe(approved.outputs.url);
    expect(approved.outputs.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/_services\//);
  });

  it("a build that cannot fetch a fork's commit fails in the platform's words, and the comment points to the container route", async () => {
    emulator.addPullRequestCommit(sha('6'), 66);
    emulator.setPullRequestRefs('fail');
    try {
      const { run } = comment(66, `/preview ${sha('6')}`);
      const result = await run;
      expect([result.exitCode, result.outputs.outcome]).toEqual([1, 'failure']);
      expect(result.outputs['failure-reason']).toContain('could not be fetched');
      const report = botReplies(66).find((each) => each.body.includes('**Approved:**'))!;
      expect(report.body).toContain("**A fork's build:**");
      expect(report.body).toContain('`image-tag`');
    } finally {
      emulator.setPullRequestRefs('build');
    }
  });

  it("closing a fork's pull request deletes its preview without any approval", async () => {
    expect(previewOf(64)).toBeDefined();
    github.closePull(64);
    const result = await onTarget(64, sha('4'), 'closed');
    expect([result.exitCode, result.outputs.outcome]).toEqual([0, 'success']);
    expect(previewOf(64)).toBeUndefined();
  });

  it("the sweep covers the fork blueprint's previews: a closed fork's pull request's preview is deleted, its GitHub Deployments marked inactive", async () => {
    const preview = previewOf(61)!;
    github.closePull(61);
    // A fork's preview deleted on the platform by hand, its GitHub side never tidied: only the fork blueprint's template names it.
    github.addDeployment({ environment: `blueprint-pr-${HAND_DELETED}`, states: ['success'] });
    expect(previewOf(HAND_DELETED)).toBeUndefined();
    expect(latestStates('blueprint-pr-61')).toContain('success');
    // 66's preview is still on the platform (its pull request open), its Deployment from the approved run.
    expect(previewOf(66)).toBeDefined();
    const kept = latestStates('blueprint-pr-66');
    expect(kept).toHaveLength(1);
    expect(kept).not.toContain('inactive');
    const result = await sweep();
    expect([result.exitCode, result.outputs.outcome]).toEqual([0, 'success']);
    expect(JSON.parse(result.outputs.swept!)).toEqual([
      expect.objectContaining({ name: 'blueprint-pr-61', 'environment-id': preview.id, reason: 'closed' }),
    ]);
    expect(previewOf(61)).toBeUndefined();
    expect(previewOf(65)).toBeDefined();
    expect(previewOf(66)).toBeDefined();
    // GitHub: the gone previews' Deployments are inactive; GITHUB_TOKEN may not delete their environments, which is said once.
    expect(new Set(latestStates('blueprint-pr-61'))).toEqual(new Set(['inactive']));
    expect(latestStates(`blueprint-pr-${HAND_DELETED}`)).toEqual(['inactive']);
    // Three: these two, and 64's (its pull request's cleanup marked its Deployment inactive, GITHUB_TOKEN could not delete its environment).
    expect(result.summary).toContain(
      'GitHub: 3 environment(s) of previews that are gone, 2 Deployment(s) marked inactive, 3 environment(s) left',
    );
    // The fork's preview still on the platform keeps its Deployment as it was.
    expect(latestStates('blueprint-pr-66')).toEqual(kept);
  });

  it("with a token allowed to administer the repository, the sweep deletes the GitHub environments of the forks' previews that are gone, and no other", async () => {
    const app = github.addAppToken('janitor', { administration: 'write' });
    const kept = latestStates('blueprint-pr-66');
    const result = await sweep({ 'deployments-token': app.token });
    expect([result.exitCode, result.outputs.outcome]).toEqual([0, 'success']);
    expect(result.summary).toContain(
      'GitHub: 3 environment(s) of previews that are gone, 0 Deployment(s) marked inactive, 3 environment(s) deleted',
    );
    expect(github.environmentNames()).not.toContain('blueprint-pr-61');
    expect(github.environmentNames()).not.toContain('blueprint-pr-64');
    expect(github.environmentNames()).not.toContain(`blueprint-pr-${HAND_DELETED}`);
    expect(github.environmentNames()).toContain('blueprint-pr-66');
    expect(latestStates('blueprint-pr-66')).toEqual(kept);
  });

  it('with a check, a head nobody approved completes it neutral on that head, saying why; nothing is deployed', async () => {
    emulator.clearRequests();
    const result = await onTarget(67, sha('7'), 'opened', {}, { check: 'preview' });
    expect([result.exitCode, result.outputs.outcome]).toEqual([0, 'skipped']);
    expect(emulator.requests()).toEqual([]);
    const checks = github.checkRuns().filter((check) => check.head_sha === sha('7'));
    expect(checks).toMatchObject([{ name: 'preview', status: 'completed', conclusion: 'neutral' }]);
    expect(checks[0]!.output.summary).toContain('comes from a fork');
  });

  it('fork-previews approve without fork-blueprint is refused in one line naming the input, nothing asked', async () => {
    emulator.clearRequests();
    const result = await onTarget(61, sha('7'), 'synchronize', {}, { 'fork-blueprint': '' });
    expect(result.exitCode).toBe(1);
    const errors = result.stdout.split('\n').filter((line) => line.startsWith('::error::'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('Input "fork-blueprint": is required with fork-previews: approve');
    expect(result.outputs.outcome).toBe('failure');
    expect(emulator.requests()).toEqual([]);
  });

  it("max-previews counts the team's previews and the forks' together: each is refused when the other's fill the cap, nothing written", async () => {
    // A fork's preview from an earlier run, so that forks hold at least one place whatever the tests above left.
    const made = await fetch(`${emulator.url}/project/${emulator.seed.projectId}/environment`, {
      method: 'POST',
      headers: { Authorization: `Token ${emulator.tokens.write}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'blueprint-pr-90', mode: 'PREVIEW' }),
    });
    expect(made.status).toBe(201);
    const open = () =>
      emulator.environments().filter((each) => each.mode === 'PREVIEW' && /^(blueprint|production)-pr-\d+$/.test(each.name));
    expect(open().every((each) => each.name.startsWith('blueprint-'))).toBe(true);
    const forks = open().length;
    const team = (cap: number) => onTarget(68, sha('8'), 'opened', {}, { 'max-previews': String(cap) }, false);

    emulator.clearRequests();
    const refusedTeam = await team(forks);
    expect([refusedTeam.exitCode, refusedTeam.outputs.outcome]).toEqual([0, 'skipped']);
    expect(writes()).toEqual([]);
    expect(botReplies(68).at(-1)!.body).toContain(`production and blueprint have ${forks} open previews and max-previews is ${forks}`);

    const admitted = await team(forks + 1);
    expect([admitted.exitCode, admitted.outputs.outcome, admitted.outputs.created]).toEqual([0, 'success', 'true']);
    expect(emulator.environments().some((each) => each.name === 'production-pr-68')).toBe(true);

    emulator.clearRequests();
    const { run } = comment(69, `/preview ${sha('9')}`, 'maintainer', 'COLLABORATOR', { 'max-previews': String(forks + 1) });
    const refusedFork = await run;
    expect([refusedFork.exitCode, refusedFork.outputs.outcome]).toEqual([0, 'skipped']);
    expect(writes()).toEqual([]);
    expect(previewOf(69)).toBeUndefined();
    expect(botReplies(69).at(-1)!.body).toContain(
      `production and blueprint have ${forks + 1} open previews and max-previews is ${forks + 1}`,
    );
  });
});
