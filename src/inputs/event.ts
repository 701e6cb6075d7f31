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
}

interface EventPayload {
  action?: string;
  label?: { name?: string } | null;
  pull_request?: unknown;
  repository?: unknown;
}

interface PullRequestPayload {
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

function readEvent(eventName: string, sha: string, actor: string, payload: EventPayload): RunEvent {
  const repository = repositoryOf(payload);
  const label = payload.label?.name;
  const known = {
    eventName,
    sha,
    ...(actor ? { actor } : {}),
    ...(repository ? { repository } : {}),
    ...(typeof payload.action === 'string' ? { action: payload.action } : {}),
    ...(typeof label === 'string' ? { label } : {}),
  };
  const raw = payload.pull_request as PullRequestPayload | undefined;
  if (!raw || typeof raw.number !== 'number') return known;
  const headRepo = raw.head?.repo?.full_name;
  const pullRequest: PullRequest = {
    number: raw.number,
    headSha: raw.head?.sha ?? '',
    headBranch: raw.head?.ref ?? '',
    title: raw.title ?? '',
    // A deleted fork has no head repository: treat it as a fork, it gets no secrets either.
    fork: headRepo === undefined || headRepo !== raw.base?.repo?.full_name,
    author: raw.user?.login ?? '',
    closed: payload.action === 'closed' || raw.state === 'closed',
    labels: (raw.labels ?? []).flatMap((each) => (typeof each?.name === 'string' ? [each.name] : [])),
  };
  return { ...known, pullRequest };
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
