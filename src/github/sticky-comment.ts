/**
 * The sticky pull request comment: found by its marker over every page of the pull request's
 * comments, only among the token's own and never a minimized one; written in place, or
 * re-posted at the bottom, and never over a newer commit's result.
 */
import type { GitHubClient } from './octokit.ts';
import { httpStatus, mayHaveActed } from './octokit.ts';
import { isMarkedFor, MARKER_PREFIX, readMarker, type CommentPhase, type Marker } from './comment-marker.ts';

/** The identity of the default GITHUB_TOKEN: the last resort when the token tells nothing of itself. */
const ACTIONS_BOT = 'github-actions[bot]';

export interface StickyComment {
  id: number;
  nodeId: string;
  body: string;
  url: string;
  marker: Marker | undefined;
}

export interface PullRequestRef {
  owner: string;
  repo: string;
  number: number;
}

/** GitHub App tokens show as `name[bot]` in REST and as `name` elsewhere: compare without the suffix. */
export function sameLogin(a: string, b: string): boolean {
  const plain = (login: string) => login.toLowerCase().replace(/\[bot\]$/, '');
  return plain(a) === plain(b);
}

export class PullRequestComment {
  private readonly client: GitHubClient;
  private readonly where: PullRequestRef;
  private readonly hash: string;
  private login: string | undefined;

  /** @param author the login to count as ours, when the workflow names it ('' asks the token) */
  constructor(client: GitHubClient, where: PullRequestRef, environmentHash: string, author = '') {
    this.client = client;
    this.where = where;
    this.hash = environmentHash;
    if (author) this.login = author;
  }

  /**
   * Whose comments count as ours, asked the way the token can answer: GraphQL `viewer` answers
   * for every kind (a GitHub App's installation token as `<app>[bot]`), `GET /user` for a user's
   * token, and a token that answers neither is taken for the Actions bot.
   */
  async ownLogin(): Promise<string> {
    this.login ??= (await this.viewerLogin()) ?? (await this.userLogin());
    return this.login;
  }

  private async viewerLogin(): Promise<string | undefined> {
    try {
      const answer = await this.client.graphql<{ viewer?: { login?: unknown } }>('query { viewer { login } }');
      const login = answer.viewer?.login;
      return typeof login === 'string' && login !== '' ? login : undefined;
    } catch {
      return undefined;
    }
  }

  private async userLogin(): Promise<string> {
    try {
      return (await this.client.rest.users.getAuthenticated()).data.login;
    } catch (error) {
      if (httpStatus(error) !== 403 && httpStatus(error) !== 401) throw error;
      return ACTIONS_BOT;
    }
  }

  /** This environment's comments written by us and not minimized, oldest first. */
  async find(): Promise<StickyComment[]> {
    const found = await this.own((body) => isMarkedFor(body, this.hash));
    const minimized = await this.minimized(found.map((comment) => comment.nodeId));
    return found.filter((comment) => !minimized.has(comment.nodeId));
  }

  /** The states our comments carry, of whichever environment, newest first: nobody else's comment is read for one. */
  async states(): Promise<string[]> {
    const found = await this.own((body) => body.startsWith(MARKER_PREFIX), true);
    return found.flatMap((comment) => (comment.marker?.state ? [comment.marker.state] : [])).reverse();
  }

  /** The comments written by us whose body `wanted`, oldest first. */
  private async own(wanted: (body: string) => boolean, atOnce = false): Promise<StickyComment[]> {
    // On the run's critical path who we are and what the thread holds are asked at once: one round
    // trip, not two. The report asks who it is first, so a GitHub that does not answer costs it one request.
    const [login, marked] = atOnce
      ? await Promise.all([this.ownLogin(), this.marked(wanted)])
      : [await this.ownLogin(), await this.marked(wanted)];
    return marked.filter(({ author }) => sameLogin(author, login)).map(({ author: _author, ...comment }) => comment);
  }

  /** The thread's comments whose body `wanted`, with their authors, oldest first. */
  private async marked(wanted: (body: string) => boolean): Promise<(StickyComment & { author: string })[]> {
    const found: (StickyComment & { author: string })[] = [];
    const pages = this.client.paginate.iterator(this.client.rest.issues.listComments, {
      owner: this.where.owner,
      repo: this.where.repo,
      issue_number: this.where.number,
      per_page: 100,
    });
    for await (const page of pages) {
      for (const comment of page.data) {
        const body = comment.body ?? '';
        if (!wanted(body) || !comment.user) continue;
        found.push({
          id: comment.id,
          nodeId: comment.node_id,
          body,
          url: comment.html_url,
          marker: readMarker(body),
          author: comment.user.login,
        });
      }
    }
    return found;
  }

  /** REST does not say whether a comment was hidden; GraphQL does. Unknown counts as visible. */
  private async minimized(nodeIds: string[]): Promise<Set<string>> {
    if (nodeIds.length === 0) return new Set();
    try {
      const answer = await this.client.graphql<{ nodes: ({ id?: string; isMinimized?: boolean } | null)[] }>(
        'query($ids: [ID!]!) { nodes(ids: $ids) { ... on IssueComment { id isMinimized } } }',
        { ids: nodeIds },
      );
      return new Set(answer.nodes.filter((node) => node?.isMinimized === true).map((node) => node?.id ?? ''));
    } catch {
      return new Set();
    }
  }

  /** The pull request's current head commit; throws when GitHub did not say. */
  async headSha(): Promise<string> {
    const pull = await this.client.rest.pulls.get({ owner: this.where.owner, repo: this.where.repo, pull_number: this.where.number });
    return pull.data.head.sha;
  }

  async create(body: string): Promise<StickyComment> {
    const made = await this.client.rest.issues.createComment({
      owner: this.where.owner,
      repo: this.where.repo,
      issue_number: this.where.number,
      body,
    });
    return { id: made.data.id, nodeId: made.data.node_id, body, url: made.data.html_url, marker: readMarker(body) };
  }

  /**
   * Creates the comment once. After a fault that may have created it all the same, the thread is
   * read and the comment (told by its marker's time) adopted before a second create. Then a
   * comment a concurrent run of the pull request made meanwhile (both found none) is looked for:
   * the oldest is kept, holding this text unless it is another head's and `currentHead` is not
   * this one, and this run's own is removed, so one stays.
   */
  async post(body: string, marker: Marker, currentHead: string, info: (line: string) => void): Promise<StickyComment> {
    const mine = (comment: StickyComment) => comment.marker?.at === marker.at && comment.marker.phase === marker.phase;
    let made: StickyComment;
    try {
      made = await this.create(body);
    } catch (error) {
      if (!mayHaveActed(error)) throw error;
      const adopted = (await this.find()).find(mine);
      if (adopted) info(`The comment's create got no clear answer, but the comment exists: adopting it`);
      made = adopted ?? (await this.create(body));
    }
    const oldest = (await this.find())[0];
    if (!oldest || oldest.id === made.id) return made;
    const kept = mayReplace(oldest.marker, marker, currentHead) ? await this.update(oldest.id, body) : oldest;
    await this.remove(made.id);
    info(`Another run of this pull request posted its comment at the same time: keeping that one (${kept.url})`);
    return kept;
  }

  async update(id: number, body: string): Promise<StickyComment> {
    const made = await this.client.rest.issues.updateComment({ owner: this.where.owner, repo: this.where.repo, comment_id: id, body });
    return { id: made.data.id, nodeId: made.data.node_id, body, url: made.data.html_url, marker: readMarker(body) };
  }

  async remove(id: number): Promise<void> {
    try {
      await this.client.rest.issues.deleteComment({ owner: this.where.owner, repo: this.where.repo, comment_id: id });
    } catch (error) {
      if (httpStatus(error) !== 404) throw error;
    }
  }
}

/**
 * GitHub's refusal of a body over its limit: 422 "Validation Failed" with the error "body is too
 * long (maximum is 65536 characters)". The same body would be refused again; a shorter one is not.
 */
export function isTooLong(error: unknown): boolean {
  if (httpStatus(error) !== 422) return false;
  const data = (error as { response?: { data?: { errors?: unknown } } }).response?.data;
  const errors = Array.isArray(data?.errors) ? (data.errors as unknown[]) : [];
  const said = errors.map((each) => (typeof each === 'string' ? each : JSON.stringify(each ?? '')));
  return [error instanceof Error ? error.message : '', ...said].some((text) => /\btoo long\b/i.test(text));
}

const isResult = (phase: CommentPhase | undefined) => phase === 'result' || phase === 'deleted';

/**
 * Whether a write may replace the comment's content. A result replaces a result that settled
 * before it, whatever their heads: the later one is what the preview runs (a write that names
 * another head than the pull request's says so). A note ("deploying", "cancelled") and a result
 * over a note follow the head rule of `mayOverwrite`.
 */
export function mayReplace(existing: Marker | undefined, write: Pick<Marker, 'phase' | 'head' | 'at'>, currentHead: string): boolean {
  if (!existing) return true;
  if (!isResult(write.phase) || !isResult(existing.phase)) return mayOverwrite(existing, write.head, currentHead);
  return !(Date.parse(existing.at) > Date.parse(write.at));
}

/**
 * A run started for a pull request head that is no longer the current one never replaces a
 * note written for another head: that note is newer, or just as stale. It may still rewrite its
 * own (same head), and may write anything while it is the current head or while the current
 * head or its own is unknown. Heads are commits, never image tags.
 */
function mayOverwrite(existing: Marker | undefined, runHead: string, currentHead: string): boolean {
  if (!existing || !currentHead || !runHead || runHead === currentHead) return true;
  return existing.head === runHead;
}
