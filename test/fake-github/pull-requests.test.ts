/**
 * Drafts and bots' pull requests as GitHub sends and answers them: the runner's `pull_request`
 * payload with `draft` and its author typed `User` or `Bot` (held to GitHub's example payloads and
 * webhook types, `ready_for_review` never a draft and `converted_to_draft` always one), and the
 * fake GitHub's `GET /pulls/{number}` saying the same of the same pull request.
 */
import type { webhooks } from '@octokit/openapi-webhooks-types';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readEvent } from '../../src/config/event.ts';
import { startFakeGitHub, type FakeGitHub } from '../../tools/fake-github/index.ts';
import { accountJson, BOT_AUTHORS, pullRequestPayload } from '../../tools/runner/child.ts';
import { restAnswerProblems } from '../support/github-rest-contract.ts';
import { examplesOf, type Example } from '../support/webhook-examples.ts';
import { call } from './request.ts';

type Documented<K extends 'pull-request-ready-for-review' | 'pull-request-converted-to-draft'> =
  webhooks[K]['post']['requestBody']['content']['application/json'];
/** What the runner's payload says of a draft and its author, in GitHub's webhook types' own terms. */
type DraftAndAuthor<K extends 'pull-request-ready-for-review' | 'pull-request-converted-to-draft'> = {
  action: Documented<K>['action'];
  pull_request: Pick<Documented<K>['pull_request'], 'draft'> & {
    user: Pick<Documented<K>['pull_request']['user'], 'login' | 'id' | 'type'>;
  };
};

let github: FakeGitHub;

beforeEach(async () => {
  github = await startFakeGitHub({
    pulls: [
      { number: 41, headSha: 'a'.repeat(40) },
      { number: 42, headSha: 'b'.repeat(40), draft: true },
      ...BOT_AUTHORS.map((login, at) => ({ number: 50 + at, headSha: 'c'.repeat(40), author: login })),
    ],
  });
});
afterEach(() => github.close());

const pullOf = (example: Example) => example['pull_request'] as { draft: boolean; user: Record<string, unknown> };

describe("the runner's pull_request payload", () => {
  it("says draft as GitHub's examples of each activity type do: ready_for_review never a draft, converted_to_draft always one", () => {
    for (const action of ['ready_for_review', 'converted_to_draft'] as const) {
      const examples = examplesOf('pull_request').filter((example) => example['action'] === action);
      expect(examples.length).toBeGreaterThan(0);
      const made = pullRequestPayload(41, 'a'.repeat(40), action);
      for (const example of examples) expect(pullOf(made).draft).toBe(pullOf(example).draft);
    }
    expect(pullOf(pullRequestPayload(42, 'b'.repeat(40), 'opened', { draft: true })).draft).toBe(true);
    expect(pullOf(pullRequestPayload(42, 'b'.repeat(40), 'synchronize')).draft).toBe(false);
    expect(() => pullRequestPayload(42, 'b'.repeat(40), 'ready_for_review', { draft: true })).toThrow(/ready_for_review/);
  });

  it("fits GitHub's webhook types for ready_for_review and converted_to_draft, and carries the author's fields as GitHub's examples do", () => {
    const bot = { login: 'renovate[bot]', id: accountJson('renovate[bot]').id, type: 'Bot' };
    const ready: DraftAndAuthor<'pull-request-ready-for-review'> = {
      action: 'ready_for_review',
      pull_request: { draft: false, user: bot },
    };
    const drafted: DraftAndAuthor<'pull-request-converted-to-draft'> = {
      action: 'converted_to_draft',
      pull_request: { draft: true, user: bot },
    };
    expect(pullRequestPayload(41, 'a'.repeat(40), 'ready_for_review', { author: 'renovate[bot]' })).toMatchObject(ready);
    expect(pullRequestPayload(41, 'a'.repeat(40), 'converted_to_draft', { author: 'renovate[bot]' })).toMatchObject(drafted);
    const example = pullOf(examplesOf('pull_request')[0]!).user;
    const user = pullOf(pullRequestPayload(41, 'a'.repeat(40))).user;
    for (const [key, value] of Object.entries(user)) expect([key, typeof value]).toEqual([key, typeof example[key]]);
  });

  it('types an App account Bot (Dependabot, Renovate, a coding agent) and a person User; a sender only when said', () => {
    for (const login of BOT_AUTHORS) {
      expect(pullOf(pullRequestPayload(50, 'c'.repeat(40), 'opened', { author: login })).user).toMatchObject({ login, type: 'Bot' });
    }
    // An account GitHub types Bot though its login does not say so.
    expect(pullOf(pullRequestPayload(50, 'c'.repeat(40), 'opened', { author: { login: 'Copilot', type: 'Bot' } })).user).toMatchObject({
      login: 'Copilot',
      type: 'Bot',
    });
    expect(pullOf(pullRequestPayload(41, 'a'.repeat(40))).user).toMatchObject({ login: 'octo-author', type: 'User' });
    expect(pullRequestPayload(41, 'a'.repeat(40))['sender']).toBeUndefined();
    expect(pullRequestPayload(41, 'a'.repeat(40), 'ready_for_review', { sender: 'octo-reviewer' })['sender']).toMatchObject({
      login: 'octo-reviewer',
      type: 'User',
    });
  });

  it("is read by the action's event reader as the author GitHub names", () => {
    const event = readEvent(
      'pull_request',
      'c'.repeat(40),
      'dependabot[bot]',
      pullRequestPayload(50, 'c'.repeat(40), 'opened', { author: 'dependabot[bot]' }),
    );
    expect(event.pullRequest?.author).toBe('dependabot[bot]');
  });
});

describe("the fake GitHub's pull request", () => {
  it("answers draft and its author typed as the payload has them, within GitHub's description", async () => {
    for (const [number, action, options] of [
      [41, 'opened', {}],
      [42, 'opened', { draft: true }],
      [50, 'opened', { author: 'dependabot[bot]' }],
      [52, 'opened', { author: 'copilot-swe-agent[bot]' }],
    ] as const) {
      const answer = await call(github, 'GET', `/repos/acme/shop/pulls/${number}`);
      expect(restAnswerProblems('pull', answer.body)).toEqual([]);
      const sent = pullOf(pullRequestPayload(number, 'a'.repeat(40), action, options));
      expect(answer.body).toMatchObject({ draft: sent.draft, user: sent.user });
    }
  });

  it('shows a draft marked ready, and back, and a closed pull request reopened', async () => {
    github.setDraft(42, false);
    expect((await call(github, 'GET', '/repos/acme/shop/pulls/42')).body).toMatchObject({ draft: false });
    github.setDraft(42, true);
    expect((await call(github, 'GET', '/repos/acme/shop/pulls/42')).body).toMatchObject({ draft: true });
    github.closePull(41);
    github.reopenPull(41);
    expect((await call(github, 'GET', '/repos/acme/shop/pulls/41')).body).toMatchObject({ state: 'open', closed_at: null });
    github.closePull(41, true);
    expect(() => github.reopenPull(41)).toThrow(/merged/);
  });

  it('takes a label off a pull request as GitHub does: the labels left, 404 for one it does not carry, 403 without pull-requests: write', async () => {
    github.addLabel(41, 'reset-data');
    github.addLabel(41, 'preview');
    const removed = await call(github, 'DELETE', '/repos/acme/shop/issues/41/labels/Reset-Data');
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual([{ id: 1, name: 'preview', default: false }]);
    expect(github.labelsOf(41)).toEqual(['preview']);
    expect((await call(github, 'DELETE', '/repos/acme/shop/issues/41/labels/reset-data')).status).toBe(404);
    github.setPermission('pull-requests', 'read');
    expect((await call(github, 'DELETE', '/repos/acme/shop/issues/41/labels/preview')).status).toBe(403);
    expect(github.labelsOf(41)).toEqual(['preview']);
  });
});
