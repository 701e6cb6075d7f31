/**
 * A fork's code reaches only what a maintainer approved, decided by commit and repository,
 * through the bundle against the emulator and the fake GitHub: a `workflow_run` of a fork's
 * branch named like a team pull request's (GitHub lists the team's in `pull_requests`, as it
 * documents) deploys nothing from the team blueprint and never claims to be that pull request's head;
 * a `fork-blueprint` that is `environment` itself (by id, or by names that resolve to it) or that
 * names nothing is refused before any platform write, blamed on `fork-blueprint`; a fork's preview's
 * GitHub Deployment is at the base repository's branch, never the fork's commit; `/preview <sha>`
 * approves only the full commit, and a shorter one is answered with the full commit to paste.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../../tools/emulator/index.ts';
import type { FakeGitHub } from '../../tools/fake-github/index.ts';
import { issueCommentPayload, pullRequestPayload, runAction } from '../../tools/runner/child.ts';
import { closeAll, startBoth } from '../support/e2e.ts';

let emulator: Emulator;
let github: FakeGitHub;
let forkBlueprintId: string;
const sha = (char: string) => char.repeat(40);

beforeAll(async () => {
  ({ emulator, github } = await startBoth(
    { speed: 0.05, staleMs: 100 },
    {
      pulls: [
        // The team's pull request, on the branch `payments`.
        { number: 80, headSha: sha('8'), branch: 'payments' },
        // A fork's pull request, its branch named like the team's.
        { number: 81, headSha: sha('c'), branch: 'payments', fork: true },
        { number: 82, headSha: sha('e'), fork: true },
      ],
    },
  ));
  github.setRole('maintainer', 'write');
  // The fork blueprint: an environment of its own, holding none of the team's secrets.
  const made = await fetch(`${emulator.url}/project/${emulator.seed.projectId}/environment`, {
    method: 'POST',
    headers: { Authorization: `Token ${emulator.tokens.write}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'forks', mode: 'STAGING' }),
  });
  expect(made.status).toBe(201);
  forkBlueprintId = ((await made.json()) as { id: string }).id;
}, 30_000);
afterAll(() => closeAll(emulator, github));

/** The team's preview workflow: `environment` is the team blueprint, and it holds the team's secrets. */
const teamInputs = (extra: Record<string, string> = {}) => ({
  'api-url': emulator.url,
  'api-token': emulator.tokens.admin,
  'github-token': github.token,
  environment: emulator.seed.blueprintEnvironmentId,
  secrets: 'PAYMENTS_API_KEY=team-only-value',
  ...extra,
});

const forkInputs = (extra: Record<string, string> = {}) =>
  teamInputs({ 'fork-previews': 'approve', 'fork-blueprint': forkBlueprintId, ...extra });

function onWorkflowRun(run: { headSha: string; headBranch: string; headRepository: string }, inputs: Record<string, string>) {
  return runAction({
    timeScale: emulator.speed,
    inputs,
    eventName: 'workflow_run',
    event: github.workflowRunEvent(run),
    sha: sha('a'),
    env: { GITHUB_API_URL: github.url },
  });
}

const teamPreview = (number: number) => emulator.environments().find((environment) => environment.name === `blueprint-pr-${number}`);

describe("a workflow_run is a pull request's only by its head commit and repository", { timeout: 120_000 }, () => {
  it("the fake GitHub lists the team's pull request for a fork's branch of the same name, as GitHub documents", () => {
    const event = github.workflowRunEvent({ headSha: sha('d'), headBranch: 'payments', headRepository: 'someone/shop' });
    const listed = (event.workflow_run as { pull_requests: { number: number }[] }).pull_requests.map((pull) => pull.number);
    expect(listed).toEqual([80]);
  });

  it.each([
    ['the team preview workflow', false],
    ['fork-previews: approve', true],
  ])(
    "with %s, a fork's commit on a branch named like the team pull request's, in no pull request, deploys nothing",
    async (_how, approve) => {
      emulator.clearRequests();
      const inputs = approve ? forkInputs() : teamInputs();
      const result = await onWorkflowRun({ headSha: sha('d'), headBranch: 'payments', headRepository: 'someone/shop' }, inputs);
      expect([result.exitCode, result.outputs.outcome]).toEqual([0, 'skipped']);
      expect(emulator.requests()).toEqual([]);
      expect(teamPreview(80)).toBeUndefined();
      expect(result.stdout).not.toContain('is the head of pull request');
      expect(result.stdout).toContain('GitHub lists #80 for the workflow run, but none has ddddddd of someone/shop at its head');
      expect(result.stdout).toContain('no open pull request has ddddddd of someone/shop:payments at its head: skipped, nothing deployed');
      expect(github.commentsOn(80)).toEqual([]);
    },
  );

  it("a fork's pull request on that branch is found by its own head and awaits approval: nothing cloned, no secret set", async () => {
    emulator.clearRequests();
    const result = await onWorkflowRun({ headSha: sha('c'), headBranch: 'payments', headRepository: 'someone/shop' }, forkInputs());
    expect([result.exitCode, result.outputs.outcome]).toEqual([0, 'skipped']);
    expect(emulator.requests()).toEqual([]);
    expect(teamPreview(80)).toBeUndefined();
    expect(teamPreview(81)).toBeUndefined();
    expect(result.stdout).not.toContain('is the head of pull request #80');
    expect(result.stdout).toContain("The workflow run's commit ccccccc is the head of pull request #81");
    expect(result.stdout).toContain('pull request #81 comes from a fork');
    expect(github.commentsOn(81).at(-1)!.body).toContain(`/preview ${sha('c')}`);
  });

  it("the team's own workflow_run still previews its pull request, found by its head", async () => {
    emulator.clearRequests();
    const result = await onWorkflowRun({ headSha: sha('8'), headBranch: 'payments', headRepository: 'acme/shop' }, teamInputs());
    expect(result.stdout).toContain("The workflow run's commit 8888888 is the head of pull request #80");
    expect([result.exitCode, result.outputs.outcome]).toEqual([0, 'success']);
    expect(teamPreview(80)?.id).toBe(result.outputs['environment-id']);
  });
});

const writes = () => emulator.requests().filter((request) => request.method !== 'GET');
const errorsOf = (stdout: string) => stdout.split('\n').filter((line) => line.startsWith('::error::'));

/** A writer approves the fork's pull request 81 at its head, by its full commit: the issue_comment run GitHub then starts. */
function approved(inputs: Record<string, string>) {
  const made = github.addComment(81, { login: 'maintainer', body: `/preview ${sha('c')}`, association: 'COLLABORATOR' });
  return runAction({
    timeScale: emulator.speed,
    inputs,
    eventName: 'issue_comment',
    event: issueCommentPayload({ ...made, association: 'COLLABORATOR' }),
    sha: sha('a'),
    env: { GITHUB_API_URL: github.url },
  });
}

describe("fork-blueprint is never environment, and a name of it that leads nowhere is its own input's", { timeout: 120_000 }, () => {
  it.each([
    ['the same id', () => emulator.seed.blueprintEnvironmentId.toUpperCase()],
    ['the same names', () => 'acme / Shop / blueprint'],
  ])('fork-blueprint naming environment by %s is refused as the inputs are read, asking nothing', async (_how, ref) => {
    emulator.clearRequests();
    const sameNames = ref().includes('/');
    const result = await runAction({
      timeScale: emulator.speed,
      inputs: forkInputs({ 'fork-blueprint': ref(), ...(sameNames ? { environment: 'Acme/shop/blueprint' } : {}) }),
      eventName: 'pull_request_target',
      event: pullRequestPayload(81, sha('c'), 'synchronize', true),
      sha: sha('b'),
      env: { GITHUB_API_URL: github.url },
    });
    expect([result.exitCode, result.outputs.outcome]).toEqual([1, 'failure']);
    const errors = errorsOf(result.stdout);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('Input "fork-blueprint": names environment itself');
    expect(emulator.requests()).toEqual([]);
  });

  it.each([
    ['an id and its names', () => ({ environment: emulator.seed.blueprintEnvironmentId, 'fork-blueprint': 'Acme/shop/blueprint' })],
    ['names with and without the organization', () => ({ environment: 'shop/blueprint', 'fork-blueprint': 'Acme/shop/blueprint' })],
  ])(
    "fork-blueprint and environment given as %s, resolved to one environment, refuse an approved fork's preview before any write",
    async (_how, refs) => {
      emulator.clearRequests();
      const result = await approved(forkInputs(refs()));
      expect([result.exitCode, result.outputs.outcome]).toEqual([1, 'failure']);
      const errors = errorsOf(result.stdout);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain('Input "fork-blueprint": names environment itself (blueprint, ');
      expect(writes()).toEqual([]);
      expect(emulator.environments().some((environment) => environment.name === 'blueprint-pr-81')).toBe(false);
    },
  );

  it('a fork-blueprint whose names lead nowhere is blamed on fork-blueprint, not environment, before any write', async () => {
    emulator.clearRequests();
    const result = await approved(forkInputs({ 'fork-blueprint': 'Acme/shop/nowhere' }));
    expect([result.exitCode, result.outputs.outcome]).toEqual([1, 'failure']);
    const errors = errorsOf(result.stdout);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('Input "fork-blueprint": project Acme/shop has no environment named nowhere');
    expect(writes()).toEqual([]);
  });
});

describe("a fork's commit is approved by its full SHA only, and its Deployment never names it as ref", { timeout: 120_000 }, () => {
  const commentOn = (number: number, body: string) => {
    const made = github.addComment(number, { login: 'maintainer', body, association: 'COLLABORATOR' });
    return runAction({
      timeScale: emulator.speed,
      inputs: forkInputs(),
      eventName: 'issue_comment',
      event: issueCommentPayload({ ...made, association: 'COLLABORATOR' }),
      sha: sha('a'),
      env: { GITHUB_API_URL: github.url },
    });
  };

  it("a writer's /preview of the head by 7 characters deploys nothing, and the reply gives the full commit to paste", async () => {
    emulator.clearRequests();
    const result = await commentOn(82, `/preview ${sha('e').slice(0, 7)}`);
    expect([result.exitCode, result.outputs.outcome]).toEqual([0, 'skipped']);
    expect(emulator.requests()).toEqual([]);
    expect(result.stdout).toContain('maintainer named it by 7 characters (eeeeeee), and an approval names the full 40-character commit');
    const reply = github.commentsOn(82).at(-1)!.body;
    expect(reply).toContain('`/preview eeeeeee` names the commit by 7 characters only');
    expect(reply).toContain(`\`\`\`\n/preview ${sha('e')}\n\`\`\``);
    // The short approval stays none on a push's run as well.
    const pushed = await runAction({
      timeScale: emulator.speed,
      inputs: forkInputs(),
      eventName: 'pull_request_target',
      event: pullRequestPayload(82, sha('e'), 'synchronize', true),
      sha: sha('b'),
      env: { GITHUB_API_URL: github.url },
    });
    expect([pushed.exitCode, pushed.outputs.outcome]).toEqual([0, 'skipped']);
    expect(emulator.requests()).toEqual([]);
  });

  it("the full commit previews it, and the GitHub Deployment is at the base repository's branch with the fork's commit in its payload", async () => {
    const result = await commentOn(82, `/preview ${sha('e')}`);
    expect([result.exitCode, result.outputs.outcome]).toEqual([0, 'success']);
    const { deployments } = github.deployments();
    const deployment = deployments.find((each) => each.environment === 'forks-pr-82')!;
    expect(deployment.ref).toBe('main');
    expect(deployments.some((each) => each.ref === sha('e') || each.sha === sha('e'))).toBe(false);
    expect(deployment.payload).toMatchObject({ approval: { sha: sha('e'), approver: 'maintainer', via: 'comment' } });
    expect(deployment.description).toContain(sha('e'));
  });
});
