/**
 * The GitHub event that triggered the run, read from the runner's event file once: main and the
 * post step read it here, and the report is written from what they read rather than from the
 * toolkit's context.
 */
import { existsSync, readFileSync } from 'node:fs';

export interface PullRequest {
  number: number;
  headSha: string;
  headBranch: string;
  title: string;
  /** Opened from a fork: GitHub gives the run no secrets. */
  fork: boolean;
  /** The login that opened it ('' when the event does not say). */
  author?: string;
  closed: boolean;
  /** The labels it carries after the event (a `labeled` event's label included, an `unlabeled` one's not). */
  labels?: readonly string[];
}

/** The repository as the event names it ('' for what it leaves out). */
interface EventRepository {
  owner: string;
  name: string;
  defaultBranch: string;
}

/** What the run knows of its trigger. */
export interface RunEvent {
  eventName: string;
  sha: string;
  /** The login that started the run (`GITHUB_ACTOR`); a re-run by someone else keeps it. */
  actor?: string;
  pullRequest?: PullRequest;
  repository?: EventRepository;
  /** The event's activity type (`opened`, `labeled`, …), when it has one. */
  action?: string;
  /** The label a `labeled` or `unlabeled` event added or removed. */
  label?: string;
  /** An `issue_comment` event's comment, and the number of the issue or pull request it is on. */
  comment?: IssueComment;
}

export interface IssueComment {
  id: number;
  body: string;
  /** Its author's login. */
  author: string;
  /** How its author relates to the repository: OWNER, MEMBER, COLLABORATOR, CONTRIBUTOR, NONE, … */
  association: string;
  issueNumber: number;
  /** When it was written (ISO 8601), '' when the event does not say. */
  createdAt: string;
  /** On a pull request (the event's `issue.pull_request` is set), not on an issue. */
  onPullRequest: boolean;
}

interface EventPayload {
  action?: string;
  label?: { name?: string } | null;
  pull_request?: unknown;
  repository?: unknown;
  issue?: { number?: number; pull_request?: unknown } | null;
  comment?: {
    id?: number;
    body?: string | null;
    author_association?: string;
    created_at?: string;
    user?: { login?: string } | null;
  } | null;
}

/** A pull request as the event payload and GitHub's REST answer (`GET /pulls/{number}`) both have it. */
export interface PullRequestPayload {
  number?: number;
  state?: string;
  title?: string;
  head?: { sha?: string; ref?: string; repo?: { full_name?: string } | null };
  user?: { login?: string } | null;
  base?: { repo?: { full_name?: string } | null };
  labels?: Array<{ name?: string } | null> | null;
}

interface RepositoryPayload {
  name?: string;
  owner?: { login?: string } | null;
  default_branch?: string;
}

function repositoryOf(payload: EventPayload): EventRepository | undefined {
  const raw = payload.repository as RepositoryPayload | undefined;
  if (!raw) return undefined;
  return { owner: raw.owner?.login ?? '', name: raw.name ?? '', defaultBranch: raw.default_branch ?? '' };
}

function commentOf(payload: EventPayload): IssueComment | undefined {
  const { comment, issue } = payload;
  if (!comment || typeof comment.id !== 'number' || typeof issue?.number !== 'number') return undefined;
  return {
    id: comment.id,
    body: comment.body ?? '',
    author: comment.user?.login ?? '',
    association: comment.author_association ?? '',
    issueNumber: issue.number,
    createdAt: comment.created_at ?? '',
    onPullRequest: issue.pull_request !== undefined && issue.pull_request !== null,
  };
}

function readEvent(eventName: string, sha: string, actor: string, payload: EventPayload): RunEvent {
  const repository = repositoryOf(payload);
  const label = payload.label?.name;
  const comment = commentOf(payload);
  const known = {
    eventName,
    sha,
    ...(actor ? { actor } : {}),
    ...(repository ? { repository } : {}),
    ...(typeof payload.action === 'string' ? { action: payload.action } : {}),
    ...(typeof label === 'string' ? { label } : {}),
    ...(comment ? { comment } : {}),
  };
  const raw = payload.pull_request as PullRequestPayload | undefined;
  if (!raw || typeof raw.number !== 'number') return known;
  return { ...known, pullRequest: pullRequestOf(raw, payload.action === 'closed') };
}

/** The pull request as the run uses it, from an event payload or from GitHub's answer to `GET /pulls/{number}`. */
export function pullRequestOf(raw: PullRequestPayload, closing = false): PullRequest {
  const headRepo = raw.head?.repo?.full_name;
  return {
    number: raw.number ?? 0,
    headSha: raw.head?.sha ?? '',
    headBranch: raw.head?.ref ?? '',
    title: raw.title ?? '',
    // A deleted fork has no head repository: treat it as a fork, it gets no secrets either.
    fork: headRepo === undefined || headRepo !== raw.base?.repo?.full_name,
    author: raw.user?.login ?? '',
    closed: closing || raw.state === 'closed',
    labels: (raw.labels ?? []).flatMap((each) => (typeof each?.name === 'string' ? [each.name] : [])),
  };
}

/** The event that started the workflow: its name, its commit, and the payload the runner saved. */
export function readRunnerEvent(info: (line: string) => void): RunEvent {
  const path = process.env.GITHUB_EVENT_PATH;
  let payload: EventPayload = {};
  if (path && existsSync(path)) payload = JSON.parse(readFileSync(path, 'utf8')) as EventPayload;
  else if (path) info(`GITHUB_EVENT_PATH ${path} does not exist`);
  return readEvent(process.env.GITHUB_EVENT_NAME ?? '', process.env.GITHUB_SHA ?? '', process.env.GITHUB_ACTOR ?? '', payload);
}

/**
 * The bot GitHub gives no Actions secrets in this pull request's run, though it comes from the
 * repository itself: Dependabot (the run's actor; for pull_request_target, the pull request's
 * author), whose runs get only the Dependabot secrets. undefined for anyone else.
 */
export function secretlessBot(event: RunEvent): string | undefined {
  if (!event.pullRequest || event.pullRequest.fork) return undefined;
  const startedBy = event.eventName === 'pull_request_target' ? [event.actor, event.pullRequest.author] : [event.actor];
  return startedBy.find((login) => login !== undefined && DEPENDABOT.has(login));
}

const DEPENDABOT = new Set(['dependabot[bot]']);
