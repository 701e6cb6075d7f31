/**
 * `/preview` commands without GitHub: what a comment asks (its first line, trimmed), who is
 * obeyed (the permission GitHub names; the association only refuses early), and what `auto`
 * makes of an issue_comment event before and after the pull request is read.
 */
import { describe, expect, it } from 'vitest';
import { parseCommand, refusedByAssociation, writerByPermission } from '../../src/config/preview-command.ts';
import type { IssueComment, PullRequest } from '../../src/config/event.ts';
import { InputError, parseInputs, SkippedRun, type RawInputs, type RunEvent } from '../../src/config/index.ts';

const ENV = '3f2b9c1e-8d4a-4e7b-9a61-0c5d2e7f4b18';
const GOOD: RawInputs = { 'api-url': 'https://api.example.com', 'api-token': 'tok-123', environment: ENV, 'github-token': 'ghs_x' };
const HEAD = 'c'.repeat(40);

function commentEvent(body: string, more: Partial<IssueComment> = {}, pullRequest?: PullRequest): RunEvent {
  const comment: IssueComment = {
    id: 5,
    body,
    author: 'maintainer',
    association: 'MEMBER',
    issueNumber: 12,
    createdAt: '',
    onPullRequest: true,
    ...more,
  };
  return { eventName: 'issue_comment', sha: 'a'.repeat(40), action: 'created', comment, ...(pullRequest ? { pullRequest } : {}) };
}

const READ: PullRequest = { number: 12, headSha: HEAD, headBranch: 'feature/x', title: 't', fork: false, closed: false, labels: [] };

function skipped(raw: RawInputs, event: RunEvent): string {
  try {
    parseInputs(raw, event);
  } catch (error) {
    expect(error).toBeInstanceOf(SkippedRun);
    return (error as Error).message;
  }
  throw new Error('expected a skipped run');
}

describe('parseCommand', () => {
  it.each([
    ['/preview', 'preview'],
    ['  /preview  ', 'preview'],
    ['/preview\nthanks!', 'preview'],
    ['/preview\r\n', 'preview'],
    ['/preview stop', 'stop'],
    ['/preview \t stop ', 'stop'],
    ['/preview delete\n\nno longer needed', 'delete'],
  ])('%j is %s', (body, command) => {
    expect(parseCommand(body)).toBe(command);
  });

  it.each([
    '',
    'looks good',
    'please /preview',
    '/previews',
    '/preview now',
    '/preview stop now',
    '/Preview',
    '> /preview',
    '`/preview`',
    'thanks\n/preview',
    '/preview-stop',
  ])('%j is no command', (body) => {
    expect(parseCommand(body)).toBeUndefined();
  });
});

describe('who is obeyed', () => {
  it('the association only refuses early: no member, collaborator or contributor; everyone else is asked', () => {
    for (const association of ['NONE', 'FIRST_TIMER', 'FIRST_TIME_CONTRIBUTOR', 'MANNEQUIN', 'none']) {
      expect(refusedByAssociation(association)).toBe(true);
    }
    // A collaborator or member may hold read or triage only; an association GitHub adds later, or none, is asked too.
    for (const association of ['OWNER', 'MEMBER', 'COLLABORATOR', 'CONTRIBUTOR', 'member', 'SPONSOR', '']) {
      expect(refusedByAssociation(association)).toBe(false);
    }
  });

  it('obeyed only on the permission GitHub names: admin, maintain or write', () => {
    expect(writerByPermission('admin', 'admin')).toBe(true);
    expect(writerByPermission('write', 'maintain')).toBe(true);
    expect(writerByPermission('write', 'write')).toBe(true);
    expect(writerByPermission('maintain')).toBe(true);
    // A custom role built on write has its own name; its base permission still says write.
    expect(writerByPermission('write', 'deployer')).toBe(true);
    expect(writerByPermission('read', 'triage')).toBe(false);
    expect(writerByPermission('read', 'read')).toBe(false);
    expect(writerByPermission('none', '')).toBe(false);
  });
});

describe('operation auto on issue_comment', () => {
  it('runs the command: /preview previews, /preview stop stops, /preview delete cleans up', () => {
    expect(parseInputs(GOOD, commentEvent('/preview', {}, READ))).toMatchObject({ operation: 'preview', command: 'preview', commit: HEAD });
    expect(parseInputs(GOOD, commentEvent('/preview stop', {}, READ))).toMatchObject({ operation: 'stop', command: 'stop' });
    expect(parseInputs(GOOD, commentEvent('/preview delete', {}, READ))).toMatchObject({ operation: 'cleanup', command: 'delete' });
  });

  it('before the pull request is read, knows it by number only, never the run commit as its head', () => {
    const config = parseInputs(GOOD, commentEvent('/preview stop'));
    expect(config).toMatchObject({ operation: 'stop', command: 'stop', pullRequest: { number: 12, headSha: '' } });
  });

  it('skips any other comment, a comment on an issue, and an edited comment, before any request', () => {
    expect(skipped(GOOD, commentEvent('ship it'))).toMatch(/^the comment on pull request #12 is not a command \(\/preview, /);
    expect(skipped(GOOD, commentEvent('/preview', { onPullRequest: false }))).toMatch(
      /^the comment is on issue #12, not on a pull request/,
    );
    expect(skipped(GOOD, { ...commentEvent('/preview'), action: 'edited' })).toMatch(/^a comment edited is no command/);
    // Even with inputs that would be refused: nothing is asked of a comment that is no command.
    expect(skipped({ ...GOOD, 'api-url': 'ftp://x' }, commentEvent('hello'))).toMatch(/not a command/);
  });

  it("skips a fork's pull request, and /preview on a closed one; a closed one's preview may still be deleted", () => {
    expect(skipped(GOOD, commentEvent('/preview', {}, { ...READ, fork: true }))).toMatch(/#12 comes from a fork/);
    expect(skipped(GOOD, commentEvent('/preview delete', {}, { ...READ, fork: true }))).toMatch(/comes from a fork/);
    expect(skipped(GOOD, commentEvent('/preview', {}, { ...READ, closed: true }))).toMatch(/#12 is closed/);
    expect(parseInputs(GOOD, commentEvent('/preview delete', {}, { ...READ, closed: true })).operation).toBe('cleanup');
  });

  it('keeps preview-label: /preview on a pull request without the label is skipped', () => {
    const raw = { ...GOOD, 'preview-label': 'preview' };
    expect(skipped(raw, commentEvent('/preview', {}, READ))).toMatch(/does not carry the label "preview"/);
    expect(parseInputs(raw, commentEvent('/preview', {}, { ...READ, labels: ['Preview'] })).operation).toBe('preview');
  });

  it('needs github-token to read the pull request, and refuses bad inputs in one line naming them', () => {
    expect(() => parseInputs({ ...GOOD, 'github-token': '' }, commentEvent('/preview'))).toThrow(InputError);
    expect(() => parseInputs({ ...GOOD, 'github-token': '' }, commentEvent('/preview'))).toThrow(
      /^Input "github-token": is required for \/preview commands/,
    );
    expect(() => parseInputs({ ...GOOD, 'timeout-minutes': 'soon' }, commentEvent('/preview'))).toThrow(/^Input "timeout-minutes"/);
  });

  it('an explicit operation is not a command: preview on issue_comment says auto runs commands', () => {
    expect(() => parseInputs({ ...GOOD, operation: 'preview' }, commentEvent('/preview'))).toThrow(
      /on issue_comment, operation auto runs the \/preview command of the comment/,
    );
  });
});
