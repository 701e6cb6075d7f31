/**
 * `/preview` commands in pull request comments: what a comment asks for, and whether its author
 * may ask it. Pure rules, no GitHub calls: the reads they need are made in github/preview-commands.ts.
 */
import { COMMIT_PREFIX } from '../basics/commit.ts';
import type { OperationName } from '../basics/names.ts';
import type { RunEvent } from './event.ts';
import { durationMs } from './life-inputs.ts';

/** What a comment asks of its pull request's preview. */
export type PreviewCommand = 'preview' | 'stop' | 'delete' | 'reset-data' | 'keep';

/** The operation each command runs: a delete is the cleanup a closed pull request gets. */
export const COMMAND_OPERATIONS: Readonly<Record<PreviewCommand, OperationName>> = Object.freeze({
  preview: 'preview',
  stop: 'stop',
  delete: 'cleanup',
  // The seed job run again, alone, in the preview that exists: the preview operation's reseed.
  'reset-data': 'preview',
  // A keep renews the preview as any /preview does, and its comment says until when it is kept.
  keep: 'preview',
});

const COMMANDS: Readonly<Record<string, PreviewCommand>> = Object.freeze({
  '/preview': 'preview',
  '/preview stop': 'stop',
  '/preview delete': 'delete',
  '/preview reset-data': 'reset-data',
});

/** The commands as a reader is told them, e.g. in a notice. */
const COMMAND_LIST = [...Object.keys(COMMANDS), '/preview keep 7d'].join(', ');

/** `/preview keep` alone (as long as max-keep allows), or with a duration: `/preview keep 7d`. */
const KEEP = /^\/preview keep(?: (\S+))?$/i;

/**
 * How long a `/preview keep` comment asks to keep the preview: its duration in ms, or 0 for "as long
 * as max-keep allows"; undefined when the comment is no keep command (or names no duration).
 */
export function keepAsked(body: string): number | undefined {
  const match = KEEP.exec(firstLineWords(body));
  if (!match) return undefined;
  if (match[1] === undefined) return 0;
  return durationMs(match[1]);
}

/**
 * The command a comment's first line holds, trimmed, words separated by any blanks; undefined for
 * any other text. Only the first line counts: a command quoted further down a reply is no command.
 */
export function parseCommand(body: string): PreviewCommand | undefined {
  const words = firstLineWords(body);
  if (keepAsked(body) !== undefined) return 'keep';
  return COMMANDS[words] ?? (approvedPrefix(body) === undefined ? undefined : 'preview');
}

function firstLineWords(body: string): string {
  const firstLine = body.split(/\r?\n|\r/, 1)[0] ?? '';
  return firstLine
    .trim()
    .split(/[ \t]+/)
    .join(' ');
}

/**
 * A commit as a `/preview <sha>` names it: 7 to 64 hex characters, GitHub's shortest abbreviation
 * up to a SHA-256. Only the full commit approves a fork's head (github/fork-approval.ts); a
 * shorter one is still a command, answered with the full commit to paste.
 */
const SHA_PREFIX = new RegExp(`^/preview (${COMMIT_PREFIX})$`, 'i');

/**
 * The commit a `/preview <sha>` comment names (lower-cased), read from its first line alone as
 * any command is; undefined for a bare `/preview` or any other text.
 */
export function approvedPrefix(body: string): string | undefined {
  return SHA_PREFIX.exec(firstLineWords(body))?.[1]?.toLowerCase();
}

/**
 * The author associations that rule write access out: someone GitHub knows as no member,
 * collaborator or past contributor of the repository (NONE), a first contribution, a placeholder
 * of an imported account. Every other association (OWNER, MEMBER, COLLABORATOR, CONTRIBUTOR, one
 * GitHub adds later) may or may not have write access: GitHub gives COLLABORATOR to every invited
 * collaborator and MEMBER to every organization member, whatever their role, so only GitHub's
 * answer on the permission can say.
 */
const NEVER_WRITERS = new Set(['NONE', 'FIRST_TIMER', 'FIRST_TIME_CONTRIBUTOR', 'MANNEQUIN']);

export function refusedByAssociation(association: string): boolean {
  return NEVER_WRITERS.has(association.toUpperCase());
}

/**
 * Roles that push. GitHub's `permission` is the base role (admin, write, read or none: maintain
 * counts as write, triage as read, a custom role as the role it is based on); `role_name` names
 * the role itself.
 */
const WRITE_ROLES = new Set(['admin', 'maintain', 'write']);

/** Whether GitHub's answer on a commenter's repository permission grants write access. */
export function writerByPermission(permission: string, roleName = ''): boolean {
  return WRITE_ROLES.has(permission.toLowerCase()) || WRITE_ROLES.has(roleName.toLowerCase());
}

/**
 * The command of an issue_comment event: a new comment on a pull request whose first line is one
 * of the commands. Anything else is skipped before any request (`skip` says why), and so is a
 * command the pull request, once read, cannot take: a fork's code would run with this
 * repository's secrets (unless `fork-previews: approve`, where fork-approval.ts decides which
 * commit, if any, is deployed), and a closed pull request gets no preview.
 */
export function commandIn(event: RunEvent, forkPreviews: 'skip' | 'approve' = 'skip'): { command: PreviewCommand } | { skip: string } {
  const comment = event.comment;
  if (event.action !== 'created')
    return { skip: `a comment ${event.action ?? 'changed'} is no command, only a new one is: skipped, nothing deployed` };
  if (!comment?.onPullRequest) {
    return { skip: `the comment is on issue #${comment?.issueNumber ?? '?'}, not on a pull request: skipped, nothing deployed` };
  }
  const command = parseCommand(comment.body);
  if (command === undefined) {
    return {
      skip: `the comment on pull request #${comment.issueNumber} is not a command (${COMMAND_LIST}, alone on its first line): skipped, nothing deployed`,
    };
  }
  const pullRequest = event.pullRequest;
  if (pullRequest?.fork && forkPreviews !== 'approve') {
    return {
      skip: `pull request #${pullRequest.number} comes from a fork: commands never deploy a fork's code, which would run with this repository's secrets (fork-previews is skip); skipped, nothing deployed`,
    };
  }
  if (pullRequest?.closed && (command === 'preview' || command === 'reset-data' || command === 'keep')) {
    return { skip: `pull request #${pullRequest.number} is closed, and a closed pull request gets no preview: skipped, nothing deployed` };
  }
  return { command };
}
