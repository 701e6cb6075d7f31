/**
 * Who gets a preview, by rule, through the bundle against the emulator and the fake GitHub: a
 * draft waits until it is marked ready for review and is stopped when marked a draft again; a
 * bot's pull request gets none unless listed in preview-bots, and a writer's /preview previews it
 * all the same; a pull request of docs alone (skip-paths) gets none, its comment saying why in
 * one line. Every skip asks nothing of the platform but reads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../../tools/emulator/index.ts';
import type { FakeGitHub } from '../../tools/fake-github/index.ts';
import { issueCommentPayload, runAction, type ActionResult } from '../../tools/runner/child.ts';
import { closeAll, platformInputs, runOnPullRequest, startBoth } from '../support/e2e.ts';

const sha = (digit: string) => digit.repeat(40);
const BASE = sha('b');
const DRAFT = 61;
const BOT = 62;
const TYPED_BOT = 63;
const DOCS = 64;
const CODE = 65;
const LISTED_BOT = 66;

let emulator: Emulator;
let github: FakeGitHub;

beforeAll(async () => {
  ({ emulator, github } = await startBoth(
    { speed: 0.05, staleMs: 100 },
    {
      pulls: [
        { number: DRAFT, headSha: sha('1'), draft: true },
        { number: BOT, headSha: sha('2'), author: 'renovate[bot]' },
        // TYPED_BOT is skipped on its event's word alone: nothing reads it from GitHub.
        { number: DOCS, headSha: sha('4') },
        { number: CODE, headSha: sha('5') },
        { number: LISTED_BOT, headSha: sha('6'), author: 'dependabot[bot]' },
      ],
    },
  ));
  github.setRole('maintainer', 'write');
  github.addCommit(BASE, undefined, ['README.md']);
  github.addCommit(sha('4'), BASE, ['docs/guide.md', 'README.md']);
  github.addCommit(sha('5'), BASE, ['docs/guide.md', 'src/app.ts']);
});
afterAll(() => closeAll(emulator, github));

const previewOf = (number: number) => emulator.environments().find((environment) => environment.name === `blueprint-pr-${number}`);
const writes = () => emulator.requests().filter((request) => request.method !== 'GET');
const notices = (run: ActionResult) => run.stdout.split('\n').filter((line) => line.startsWith('::notice::'));
const reportOn = (number: number) =>
  github
    .commentsOn(number)
    .filter((each) => each.user.login === github.botLogin)
    .at(-1)?.body ?? '';

/** `maintainer`, who has write access, comments /preview on `number`. */
function previewCommand(number: number) {
  const made = github.addComment(number, { login: 'maintainer', body: '/preview', association: 'COLLABORATOR' });
  return runAction({
    timeScale: emulator.speed,
    inputs: { ...platformInputs(emulator, github), 'skip-paths': 'docs/**\n*.md' },
    eventName: 'issue_comment',
    event: issueCommentPayload({ ...made, association: 'COLLABORATOR' }),
    sha: sha('a'),
    env: { GITHUB_API_URL: github.url },
  });
}

describe('who gets a preview', { timeout: 180_000 }, () => {
  it('a draft gets none until marked ready for review, and marked a draft again its preview is stopped', async () => {
    emulator.clearRequests();
    const opened = await runOnPullRequest({ emulator, github, number: DRAFT, head: sha('1'), pull: { draft: true }, scaled: true });
    expect([opened.exitCode, opened.outputs.outcome]).toEqual([0, 'skipped']);
    expect(notices(opened).join('\n')).toContain(
      'pull request #61 is a draft: skipped, nothing deployed; it previews once marked ready for review',
    );
    expect(emulator.requests()).toEqual([]);
    expect(previewOf(DRAFT)).toBeUndefined();

    github.setDraft(DRAFT, false);
    const ready = await runOnPullRequest({ emulator, github, number: DRAFT, head: sha('1'), action: 'ready_for_review', scaled: true });
    expect([ready.exitCode, ready.outputs.outcome, ready.outputs.created]).toEqual([0, 'success', 'true']);
    expect(emulator.environmentStatus(previewOf(DRAFT)!.id)?.state).toBe('DEPLOYED');

    github.setDraft(DRAFT, true);
    const back = await runOnPullRequest({ emulator, github, number: DRAFT, head: sha('1'), action: 'converted_to_draft', scaled: true });
    expect([back.exitCode, back.outputs.outcome, back.outputs.state]).toEqual([0, 'success', 'STOPPED']);
    expect(emulator.environmentStatus(previewOf(DRAFT)!.id)?.state).toBe('STOPPED');

    // A push to the draft deploys nothing: it stays stopped until it is ready again.
    emulator.clearRequests();
    const pushed = await runOnPullRequest({
      emulator,
      github,
      number: DRAFT,
      head: sha('1'),
      action: 'synchronize',
      pull: { draft: true },
    });
    expect(pushed.outputs.outcome).toBe('skipped');
    expect(emulator.requests()).toEqual([]);
  });

  it('with drafts in preview-for, a draft previews at once', async () => {
    const run = await runOnPullRequest({
      emulator,
      github,
      number: 67,
      head: sha('7'),
      pull: { draft: true },
      inputs: { 'preview-for': 'people, drafts', comment: 'off', 'github-deployment': 'false' },
      scaled: true,
    });
    expect([run.exitCode, run.outputs.outcome, run.outputs.created]).toEqual([0, 'success', 'true']);
  });

  it("a bot's pull request gets none, whether its login or GitHub's type says bot, until a writer's /preview", async () => {
    emulator.clearRequests();
    const bot = await runOnPullRequest({ emulator, github, number: BOT, head: sha('2'), pull: { author: 'renovate[bot]' }, scaled: true });
    expect([bot.exitCode, bot.outputs.outcome]).toEqual([0, 'skipped']);
    expect(notices(bot).join('\n')).toContain(
      'pull request #62 was opened by a bot (renovate[bot]): skipped, nothing deployed; list it in preview-bots',
    );
    const typed = await runOnPullRequest({
      emulator,
      github,
      number: TYPED_BOT,
      head: sha('3'),
      pull: { author: { login: 'helper-agent', type: 'Bot' } },
      scaled: true,
    });
    expect(typed.outputs.outcome).toBe('skipped');
    expect(notices(typed).join('\n')).toContain('opened by a bot (helper-agent)');
    expect(emulator.requests()).toEqual([]);

    const command = await previewCommand(BOT);
    expect([command.exitCode, command.outputs.outcome, command.outputs.created]).toEqual([0, 'success', 'true']);
    expect(emulator.environmentStatus(previewOf(BOT)!.id)?.state).toBe('DEPLOYED');
  });

  it('a bot listed in preview-bots previews as a person does', async () => {
    const run = await runOnPullRequest({
      emulator,
      github,
      number: LISTED_BOT,
      head: sha('6'),
      pull: { author: 'dependabot[bot]' },
      inputs: { 'preview-bots': 'Dependabot[bot], renovate[bot]', comment: 'off', 'github-deployment': 'false' },
      scaled: true,
    });
    expect([run.exitCode, run.outputs.outcome, run.outputs.created]).toEqual([0, 'success', 'true']);
  });

  it('a pull request of docs alone gets none, its comment saying why in one line; one touching code previews', async () => {
    emulator.clearRequests();
    const docs = await runOnPullRequest({
      emulator,
      github,
      number: DOCS,
      head: sha('4'),
      inputs: { 'skip-paths': 'docs/**\n*.md' },
      scaled: true,
    });
    expect([docs.exitCode, docs.outputs.outcome]).toEqual([0, 'skipped']);
    expect(writes()).toEqual([]);
    expect(previewOf(DOCS)).toBeUndefined();
    const why =
      'No preview: every file this pull request changes matches skip-paths (docs/**, *.md); comment "/preview" to preview it anyway';
    // The comment as GitHub shows it: outside text is escaped as entities, never markup.
    const shown = reportOn(DOCS).replaceAll('&#42;', '*').replaceAll('&quot;', '"');
    expect(shown).toContain(`### ⏭️ Preview skipped: blueprint-pr-64`);
    expect(shown.split('\n').filter((line) => line.includes('skip-paths'))).toEqual([why]);
    expect(github.state.deployments.filter((deployment) => deployment.environment === 'blueprint-pr-64')).toEqual([]);

    const code = await runOnPullRequest({
      emulator,
      github,
      number: CODE,
      head: sha('5'),
      inputs: { 'skip-paths': 'docs/**\n*.md' },
      scaled: true,
    });
    expect([code.exitCode, code.outputs.outcome, code.outputs.created]).toEqual([0, 'success', 'true']);

    const command = await previewCommand(DOCS);
    expect([command.exitCode, command.outputs.outcome, command.outputs.created]).toEqual([0, 'success', 'true']);
    expect(reportOn(DOCS)).not.toContain('No preview');
  });

  it('preview-for with a word it does not know is refused naming the input, nothing sent', async () => {
    emulator.clearRequests();
    const run = await runOnPullRequest({ emulator, github, number: CODE, head: sha('5'), inputs: { 'preview-for': 'people, robots' } });
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain('::error::platform-deploy: Input "preview-for": "robots" is not one of people, drafts, bots');
    expect(emulator.requests()).toEqual([]);
  });
});
