/**
 * The GitHub side of a `/preview` command: who may give it (GitHub's answer on the author's
 * permission; the comment's author association only refuses early), the reply to anyone else,
 * the reactions on the comment (👀 on receipt, 🚀 or 😕 at the end) and the pull request as
 * GitHub has it now, since a comment's event carries no head. A reaction GitHub refuses is a warning, never a failure.
 */
import { refusedByAssociation, writerByPermission } from '../config/preview-command.ts';
import { pullRequestOf, type IssueComment, type PullRequest, type RunEvent } from '../config/event.ts';
import { errorMessage } from '../basics/error-message.ts';
import { createGitHubClient, httpStatus, mayHaveActed, readGitHubRun, type ClientLimits, type GitHubClient } from './octokit.ts';
import { escapeText } from '../basics/markdown-text.ts';

type Reaction = 'eyes' | 'rocket' | 'confused';

interface CommandLog {
  info(line: string): void;
  warning(line: string): void;
}

export class CommandThread {
  private readonly client: GitHubClient;
  private readonly where: { owner: string; repo: string };
  private readonly comment: IssueComment;
  private readonly log: CommandLog;
  private receipt: Promise<void> = Promise.resolve();

  constructor(event: RunEvent, githubToken: string, log: CommandLog, limits: ClientLimits = {}) {
    if (!event.comment) throw new Error('the event carries no comment');
    const run = readGitHubRun(event);
    if (!run.owner) throw new Error('the run has no GitHub repository');
    this.client = createGitHubClient(githubToken, run.apiUrl, log, {}, limits);
    this.where = { owner: run.owner, repo: run.repo };
    this.comment = event.comment;
    this.log = log;
  }

  get author(): string {
    return this.comment.author;
  }

  /**
   * Whether the author has write access, as GitHub's answer on their permission says (admin,
   * maintain or write). The comment's association can only refuse early, for someone it shows
   * cannot have that access; it never grants: a collaborator or a member may have read access
   * only. A user GitHub does not know (404) has none; any other fault throws, and nothing is
   * deployed on a guess. A read GitHub did not answer (5xx, no answer, too late) says nothing of
   * the author's access, and the line says so: the author is neither told nor said to lack it.
   */
  async authorize(): Promise<boolean> {
    const { author, association } = this.comment;
    if (refusedByAssociation(association)) {
      this.log.info(`${author}'s association with ${this.repository()} is ${association}: no write access, GitHub is not asked`);
      return false;
    }
    try {
      const { data } = await this.client.rest.repos.getCollaboratorPermissionLevel({ ...this.where, username: author });
      this.log.info(`${author}'s permission on ${this.repository()}: ${data.permission} (role ${data.role_name})`);
      return writerByPermission(data.permission, data.role_name);
    } catch (error) {
      if (httpStatus(error) === 404) {
        this.log.info(`GitHub knows no permission of ${author} on ${this.repository()} (404): no write access`);
        return false;
      }
      // Octokit gives a request that got no answer a status of its own (500) but no response.
      const answered = (error as { response?: unknown } | null)?.response !== undefined;
      const answer = answered && httpStatus(error) ? `HTTP ${httpStatus(error)}` : 'no answer';
      if (mayHaveActed(error)) {
        throw new Error(
          `GitHub did not answer whether ${author} has write access to ${this.repository()} (${answer}): nothing deployed; comment the command again once GitHub answers`,
          { cause: error },
        );
      }
      // GitHub's front end answers some refusals with an HTML page, not the API's JSON: no message then.
      const said = (error instanceof Error ? error.message.split('\n')[0] : '') ?? '';
      const message = said === '' || /^\s*</.test(said) ? '' : `: ${said}`;
      throw new Error(`could not read ${author}'s permission on ${this.repository()} (${answer}${message}): nothing deployed`, {
        cause: error,
      });
    }
  }

  /**
   * The one reply to a commenter without write access; the login is shown as text, never as
   * markup. A re-run of the same run finds the reply its first run left, and writes no second.
   */
  async refuse(): Promise<void> {
    const marker = `<!-- platform-deploy: command ${this.comment.id} refused -->`;
    const body =
      `@${escapeText(this.comment.author)} only people with write access to this repository can run \`/preview\` commands, ` +
      `so nothing was deployed. Ask a maintainer to comment \`/preview\`.\n\n${marker}`;
    try {
      if (await this.replied(marker)) {
        this.log.info(`${this.comment.author} was told already, by an earlier run for the same comment`);
        return;
      }
      await this.client.rest.issues.createComment({ ...this.where, issue_number: this.comment.issueNumber, body });
    } catch (error) {
      this.log.warning(`Could not reply to ${this.comment.author} (${errorMessage(error)}). Nothing was deployed.`);
    }
  }

  /**
   * Whether a reply carrying `marker` exists: only comments written since the command can be one.
   * A list GitHub does not give counts as none: a second reply is better than none.
   */
  private async replied(marker: string): Promise<boolean> {
    const pages = this.client.paginate.iterator(this.client.rest.issues.listComments, {
      ...this.where,
      issue_number: this.comment.issueNumber,
      per_page: 100,
      ...(this.comment.createdAt ? { since: this.comment.createdAt } : {}),
    });
    try {
      for await (const page of pages) if (page.data.some((comment) => (comment.body ?? '').includes(marker))) return true;
    } catch (error) {
      this.log.info(`Could not list the comments since the command (${errorMessage(error)}): replying all the same`);
    }
    return false;
  }

  /** 👀 on the comment, beside the work that follows: it never delays the deployment. */
  received(): void {
    this.receipt = this.react('eyes');
  }

  /** 🚀 or 😕, after the 👀 has been written or given up. */
  async finished(succeeded: boolean): Promise<void> {
    await this.receipt;
    await this.react(succeeded ? 'rocket' : 'confused');
  }

  /** The pull request the comment is on, as GitHub has it now: its head, branch, state, labels. */
  async pullRequest(): Promise<PullRequest> {
    try {
      const { data } = await this.client.rest.pulls.get({ ...this.where, pull_number: this.comment.issueNumber });
      return pullRequestOf(data);
    } catch (error) {
      throw new Error(`could not read pull request #${this.comment.issueNumber} (${errorMessage(error)}): nothing deployed`, {
        cause: error,
      });
    }
  }

  private async react(content: Reaction): Promise<void> {
    try {
      await this.client.rest.reactions.createForIssueComment({ ...this.where, comment_id: this.comment.id, content });
    } catch (error) {
      const status = httpStatus(error);
      const why = status === 403 ? 'the GitHub token needs the `pull-requests: write` or `issues: write` permission' : errorMessage(error);
      this.log.warning(`Could not react ${content} to the command (${why}). The deploy itself is not affected.`);
    }
  }

  private repository(): string {
    return `${this.where.owner}/${this.where.repo}`;
  }
}
