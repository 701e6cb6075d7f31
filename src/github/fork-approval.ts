/**
 * Whether a fork's pull request may be previewed, and at which commit: the one place that decides.
 *
 * A fork's commit is deployed only when someone GitHub says can write (admin, maintain or write)
 * approved that very commit on this pull request, and it is still the head when the run reads the
 * pull request from GitHub's API. An approval is either a `/preview <sha>` comment naming the full
 * commit (a prefix approves nothing: a commit crafted to share it is some 2^28 tries away for 7
 * characters; it is answered with the full commit to paste) never edited since it was posted, or
 * the `labeled` event of `preview-label`, which
 * approves the head its own payload names and only in its own run. Approvals are read from the
 * pull request's comments through GitHub's API and from the event GitHub sent: never from the pull
 * request's body, its branch, or any text the fork's author can change after a writer saw it.
 */
import { shortCommit } from '../basics/commit.ts';
import { approvedPrefix, refusedByAssociation, writerByPermission } from '../config/preview-command.ts';
import { pullRequestOf, type PullRequest, type RunEvent } from '../config/event.ts';
import type { ForkApproval } from '../config/index.ts';
import { errorMessage } from '../basics/error-message.ts';
import { escapeText } from '../basics/markdown-text.ts';
import { createGitHubClient, httpStatus, readGitHubRun, type ClientLimits, type GitHubClient } from './octokit.ts';

/** A comment on the pull request as GitHub's list gives it. */
export interface ListedComment {
  id: number;
  body: string;
  author: string;
  association: string;
  createdAt: string;
  updatedAt: string;
  url: string;
}

/** A commit someone asked to preview: not yet an approval until GitHub says they can write. */
export interface Candidate {
  /** The commit as named: a prefix for a comment, the full head for a label event. */
  prefix: string;
  author: string;
  association: string;
  via: 'comment' | 'label';
  url?: string;
}

export type ForkDecision =
  | { approved: ForkApproval }
  | {
      /** One line for the log and the notice: why nothing is deployed. */
      refused: string;
      /** The newest writer's approval, of another commit than the head. */
      stale?: ForkApproval;
      /** The newest writer's `/preview` naming the head by a prefix only: its `sha` is that prefix. */
      abbreviated?: ForkApproval;
    };

/**
 * Whether a comment was changed after it was posted: GitHub moves `updated_at` on every edit of
 * the body. An edited comment approves nothing, whatever it says now: its author could have
 * swapped the commit after a reviewer read it.
 */
export function edited(comment: Pick<ListedComment, 'createdAt' | 'updatedAt'>): boolean {
  return comment.createdAt === '' || comment.updatedAt !== comment.createdAt;
}

/** Whether `named` is `sha` itself: an approval names the whole commit, never a prefix another commit could share. */
function names(named: string, sha: string): boolean {
  return sha !== '' && named.toLowerCase() === sha.toLowerCase();
}

/** Whether `named` is a shorter prefix of `sha`: it approves nothing, and is answered with the whole commit. */
function abbreviates(named: string, sha: string): boolean {
  return named.length < sha.length && sha.toLowerCase().startsWith(named.toLowerCase());
}

/**
 * What may approve, newest first: each unedited `/preview <sha>` comment of the pull request,
 * and the label event of this run when it adds `preview-label` (its payload's head).
 */
export function candidatesOf(comments: readonly ListedComment[], event: RunEvent, previewLabel: string): Candidate[] {
  const fromComments = comments
    .filter((comment) => !edited(comment))
    .flatMap((comment): Candidate[] => {
      const prefix = approvedPrefix(comment.body);
      return prefix === undefined
        ? []
        : [{ prefix, author: comment.author, association: comment.association, via: 'comment', url: comment.url }];
    })
    .reverse();
  const labeled =
    previewLabel !== '' &&
    event.action === 'labeled' &&
    event.label?.toLowerCase() === previewLabel.toLowerCase() &&
    event.sender !== undefined &&
    event.pullRequest?.headSha;
  // The label event is this run's own: the newest of all.
  return labeled
    ? [{ prefix: event.pullRequest!.headSha.toLowerCase(), author: event.sender!, association: '', via: 'label' }, ...fromComments]
    : fromComments;
}

/**
 * The decision on `head` (the pull request's head as GitHub's API gives it now): the newest
 * writer's approval of it, else refused, naming the newest writer's approval of another commit.
 * `canWrite` asks GitHub; it is asked for as few authors as the decision needs.
 */
export async function decide(
  candidates: readonly Candidate[],
  head: string,
  canWrite: (login: string) => Promise<boolean>,
): Promise<ForkDecision> {
  const asked = new Map<string, Promise<boolean>>();
  const writer = (candidate: Candidate) => {
    if (candidate.association !== '' && refusedByAssociation(candidate.association)) return Promise.resolve(false);
    const login = candidate.author.toLowerCase();
    if (!asked.has(login)) asked.set(login, canWrite(candidate.author));
    return asked.get(login)!;
  };
  const approvalOf = (candidate: Candidate, sha: string): ForkApproval => ({
    sha,
    approver: candidate.author,
    via: candidate.via,
    ...(candidate.url ? { url: candidate.url } : {}),
  });
  for (const candidate of candidates.filter((each) => names(each.prefix, head))) {
    if (await writer(candidate)) return { approved: approvalOf(candidate, head.toLowerCase()) };
  }
  // Only the newest writer's approval is named: older ones say nothing more.
  for (const candidate of candidates.filter((each) => !names(each.prefix, head)).slice(0, 5)) {
    if (!(await writer(candidate))) continue;
    if (abbreviates(candidate.prefix, head)) {
      return {
        refused: `commit ${shortCommit(head)}, the head of the pull request, is not approved: ${candidate.author} named it by ${candidate.prefix.length} characters (${candidate.prefix}), and an approval names the full ${head.length}-character commit`,
        abbreviated: approvalOf(candidate, candidate.prefix),
      };
    }
    return {
      refused: `commit ${shortCommit(head)}, the head of the pull request, is not approved: ${candidate.author} approved ${shortCommit(candidate.prefix)}, and the head has moved since`,
      stale: approvalOf(candidate, candidate.prefix),
    };
  }
  return { refused: `commit ${shortCommit(head)}, the head of the pull request, is approved by no one with write access` };
}

/**
 * The marker of the one reply about `head`: a re-run, or the next push or label event on the same
 * head, writes no second; each command is answered once of its own.
 */
function awaitingMarker(number: number, head: string, commandId: number | undefined): string {
  const answering = commandId === undefined ? '' : ` command ${commandId}`;
  return `<!-- platform-deploy: fork pull request ${number} head ${head}${answering} awaits approval -->`;
}

/**
 * The reply to a pull request whose head is not approved: which commit awaits, what was approved
 * before, and the exact command that approves it. Logins and commits are shown as text.
 */
function awaitingReply(
  number: number,
  head: string,
  earlier: { stale?: ForkApproval | undefined; abbreviated?: ForkApproval | undefined },
  commandId?: number,
): string {
  const { stale, abbreviated } = earlier;
  const moved = abbreviated
    ? `\`/preview ${abbreviated.sha}\` names the commit by ${abbreviated.sha.length} characters only, and an approval names the full commit, so that no other commit crafted to begin the same way is approved with it. `
    : stale
      ? `${escapeText(stale.approver)} approved \`${stale.sha.slice(0, 12)}\`${stale.via === 'label' ? ' (by the label)' : ''}, and the head has moved since: a push needs approving again. `
      : '';
  return (
    `This pull request comes from a fork: commit \`${head}\`, its head, awaits approval, so nothing was deployed. ${moved}` +
    `A preview that exists keeps serving the commit approved before.\n\n` +
    `Someone with write access approves it, after reading the code it brings, by commenting the full commit:\n\n` +
    '```\n' +
    `/preview ${head}\n` +
    '```\n\n' +
    awaitingMarker(number, head, commandId)
  );
}

interface ApprovalLog {
  info(line: string): void;
  warning(line: string): void;
}

/** GitHub's side of a fork's approval: the pull request now, its comments, who can write, the reply. */
export class ForkApprovals {
  private readonly client: GitHubClient;
  private readonly where: { owner: string; repo: string };
  private readonly log: ApprovalLog;

  constructor(event: RunEvent, githubToken: string, log: ApprovalLog, limits: ClientLimits = {}) {
    const run = readGitHubRun(event);
    if (!run.owner) throw new Error('the run has no GitHub repository');
    this.client = createGitHubClient(githubToken, run.apiUrl, log, {}, limits);
    this.where = { owner: run.owner, repo: run.repo };
    this.log = log;
  }

  /** The pull request as GitHub has it now: its head at decision time, whatever the event said. */
  async pullRequest(number: number): Promise<PullRequest> {
    try {
      const { data } = await this.client.rest.pulls.get({ ...this.where, pull_number: number });
      return pullRequestOf(data);
    } catch (error) {
      throw new Error(`could not read pull request #${number} (${errorMessage(error)}): nothing deployed`, { cause: error });
    }
  }

  /** Every comment of the pull request, oldest first, as GitHub's API lists them. */
  async comments(number: number): Promise<ListedComment[]> {
    const listed: ListedComment[] = [];
    try {
      const pages = this.client.paginate.iterator(this.client.rest.issues.listComments, {
        ...this.where,
        issue_number: number,
        per_page: 100,
      });
      for await (const page of pages) {
        for (const comment of page.data) {
          listed.push({
            id: comment.id,
            body: comment.body ?? '',
            author: comment.user?.login ?? '',
            association: comment.author_association ?? '',
            createdAt: comment.created_at ?? '',
            updatedAt: comment.updated_at ?? '',
            url: comment.html_url ?? '',
          });
        }
      }
    } catch (error) {
      throw new Error(`could not read the comments of pull request #${number} (${errorMessage(error)}): nothing deployed`, {
        cause: error,
      });
    }
    return listed;
  }

  /** Whether GitHub says `login` can write: 404 is no; any other fault throws, and nothing is deployed on a guess. */
  async canWrite(login: string): Promise<boolean> {
    try {
      const { data } = await this.client.rest.repos.getCollaboratorPermissionLevel({ ...this.where, username: login });
      this.log.info(`${login}'s permission on ${this.where.owner}/${this.where.repo}: ${data.permission} (role ${data.role_name})`);
      return writerByPermission(data.permission, data.role_name);
    } catch (error) {
      if (httpStatus(error) === 404) return false;
      throw new Error(`could not read ${login}'s permission (${errorMessage(error)}): nothing deployed`, { cause: error });
    }
  }

  /** The decision on the pull request's head as GitHub has it now. */
  async decide(
    number: number,
    event: RunEvent,
    previewLabel: string,
  ): Promise<{ pullRequest: PullRequest; decision: ForkDecision; comments: ListedComment[] }> {
    const [pullRequest, comments] = await Promise.all([this.pullRequest(number), this.comments(number)]);
    const decision = await decide(candidatesOf(comments, event, previewLabel), pullRequest.headSha, (login) => this.canWrite(login));
    return { pullRequest, decision, comments };
  }

  /** One reply per head awaiting approval; a reply GitHub refuses is a warning: nothing was deployed either way. */
  async replyAwaiting(
    number: number,
    head: string,
    earlier: { stale?: ForkApproval | undefined; abbreviated?: ForkApproval | undefined },
    comments: readonly ListedComment[],
    commandId?: number,
  ): Promise<void> {
    // Anyone could write the marker: at worst that spares a reply, it never approves.
    if (comments.some((comment) => comment.body.includes(awaitingMarker(number, head, commandId)))) {
      this.log.info(`The pull request was told already that ${shortCommit(head)} awaits approval`);
      return;
    }
    try {
      const body = awaitingReply(number, head, earlier, commandId);
      await this.client.rest.issues.createComment({ ...this.where, issue_number: number, body });
    } catch (error) {
      this.log.warning(
        `Could not say on pull request #${number} that ${shortCommit(head)} awaits approval (${errorMessage(error)}). Nothing was deployed.`,
      );
    }
  }
}
