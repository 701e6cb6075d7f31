/**
 * The approval of a fork's commit, on GitHub's own example payloads: an unedited `/preview <sha>`
 * comment or a `labeled` event of `preview-label` approves the head only when its author can
 * write and the commit is the head GitHub gives now; an edited comment, a reader's, a prefix of
 * another commit approve nothing.
 */
import { describe, expect, it } from 'vitest';
import { readEvent } from '../../src/config/event.ts';
import { candidatesOf, decide, edited, type ListedComment } from '../../src/github/fork-approval.ts';
import { examplesOf, type Example } from '../support/webhook-examples.ts';

const HEAD = 'ec26c3e57ca3a959ca5aad62de7213c562f8c821';
const OLDER = '1111111222222233333334444444555555566666';

/** GitHub's issue_comment example of `action`, its comment said by `login` with `body`. */
function listed(action: 'created' | 'edited', login: string, body: string): ListedComment {
  const example = examplesOf('issue_comment').find((each) => each['action'] === action)!;
  const comment = example['comment'] as {
    id: number;
    created_at: string;
    updated_at: string;
    html_url: string;
    author_association: string;
  };
  return {
    id: comment.id,
    body,
    author: login,
    association: comment.author_association,
    createdAt: comment.created_at,
    updatedAt: comment.updated_at,
    url: comment.html_url,
  };
}

/** GitHub's `labeled` example, its head repository a fork's, the label `label` added by `sender`. */
function labeled(label: string, sender: string) {
  const example = structuredClone(examplesOf('pull_request').find((each) => each['action'] === 'labeled')!) as Example & {
    pull_request: { head: { repo: { full_name: string }; sha: string } };
    label: { name: string };
    sender: { login: string };
  };
  example.pull_request.head.repo.full_name = 'someone-else/Hello-World';
  example.label.name = label;
  example.sender.login = sender;
  return readEvent('pull_request_target', 'a'.repeat(40), sender, example);
}

const writers = new Set(['maintainer', 'admin-person']);
const canWrite = async (login: string) => writers.has(login);
const synchronize = readEvent('pull_request_target', 'a'.repeat(40), 'someone', {});

describe("a fork's approval", () => {
  it("GitHub's created example is unedited and its edited example is edited", () => {
    expect(edited(listed('created', 'x', ''))).toBe(false);
    expect(edited(listed('edited', 'x', ''))).toBe(true);
  });

  it.each([
    [
      "a writer's /preview naming the whole head, upper-cased",
      [listed('created', 'maintainer', `/preview ${HEAD.toUpperCase()}\nthanks`)],
      'maintainer',
    ],
    [
      "the newest writer's approval among a reader's and an older one",
      [listed('created', 'admin-person', `/preview ${HEAD}`), listed('created', 'reader', `/preview ${HEAD}`)],
      'admin-person',
    ],
  ])('%s approves the head', async (_what, comments, approver) => {
    const decision = await decide(candidatesOf(comments, synchronize, ''), HEAD, canWrite);
    expect(decision).toMatchObject({ approved: { sha: HEAD, approver, via: 'comment' } });
  });

  it.each([
    ['an edited comment', [listed('edited', 'maintainer', `/preview ${HEAD}`)]],
    ["a reader's comment", [listed('created', 'reader', `/preview ${HEAD}`)]],
    ['a prefix of 6 characters', [listed('created', 'maintainer', `/preview ${HEAD.slice(0, 6)}`)]],
    ['a bare /preview', [listed('created', 'maintainer', '/preview')]],
    ['a command quoted below the first line', [listed('created', 'maintainer', `LGTM\n/preview ${HEAD}`)]],
    ['no comment at all', []],
  ])('%s approves nothing', async (_what, comments) => {
    const decision = await decide(candidatesOf(comments, synchronize, ''), HEAD, canWrite);
    expect(decision).toEqual({ refused: expect.stringContaining('approved by no one with write access') });
  });

  it.each([7, 12, 39])(
    "a writer's /preview naming the head by %i characters approves nothing, and is answered with the full commit",
    async (length) => {
      const prefix = HEAD.slice(0, length);
      const decision = await decide(candidatesOf([listed('created', 'maintainer', `/preview ${prefix}`)], synchronize, ''), HEAD, canWrite);
      expect(decision).toEqual({
        refused: expect.stringContaining(
          `maintainer named it by ${length} characters (${prefix}), and an approval names the full 40-character commit`,
        ),
        abbreviated: expect.objectContaining({ approver: 'maintainer', sha: prefix }),
      });
    },
  );

  it('a commit crafted to share an approved prefix is not approved by it: only the full commit approves', async () => {
    const crafted = `${HEAD.slice(0, 7)}${'0'.repeat(33)}`;
    const comments = [listed('created', 'maintainer', `/preview ${HEAD.slice(0, 7)}`)];
    expect('approved' in (await decide(candidatesOf(comments, synchronize, ''), crafted, canWrite))).toBe(false);
    const full = [listed('created', 'maintainer', `/preview ${HEAD}`)];
    expect(await decide(candidatesOf(full, synchronize, ''), crafted, canWrite)).toMatchObject({ stale: { sha: HEAD } });
  });

  it('an approval of an older commit is named when the head moved, and deploys nothing', async () => {
    const decision = await decide(candidatesOf([listed('created', 'maintainer', `/preview ${OLDER}`)], synchronize, ''), HEAD, canWrite);
    expect(decision).toMatchObject({
      refused: expect.stringContaining('the head has moved since'),
      stale: { approver: 'maintainer', sha: OLDER },
    });
  });

  it("GitHub's labeled example, made a fork's: a writer adding preview-label approves the head its payload names", async () => {
    const event = labeled('preview', 'maintainer');
    expect(event.pullRequest?.fork).toBe(true);
    const decision = await decide(candidatesOf([], event, 'Preview'), HEAD, canWrite);
    expect(decision).toMatchObject({ approved: { sha: HEAD, approver: 'maintainer', via: 'label' } });
  });

  it.each([
    ['a reader adding the label', 'preview', 'reader', HEAD],
    ['a writer adding another label', 'bug', 'maintainer', HEAD],
    ['a writer adding the label when the head moved since the event', 'preview', 'maintainer', OLDER],
  ])('%s approves nothing', async (_what, label, sender, headNow) => {
    const decision = await decide(candidatesOf([], labeled(label, sender), 'preview'), headNow, canWrite);
    expect('approved' in decision).toBe(false);
  });

  it('asks GitHub once per author, and never for an author association that rules write access out', async () => {
    const asked: string[] = [];
    const comments = [
      { ...listed('created', 'outsider', `/preview ${HEAD}`), association: 'NONE' },
      listed('created', 'reader', `/preview ${HEAD}`),
      listed('created', 'reader', `/preview ${HEAD.slice(0, 9)}`),
    ];
    await decide(candidatesOf(comments, synchronize, ''), HEAD, async (login) => {
      asked.push(login);
      return writers.has(login);
    });
    expect(asked).toEqual(['reader']);
  });
});
