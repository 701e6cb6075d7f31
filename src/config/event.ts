/**
 * The GitHub event that triggered the run, as the runner boundary read it once (action/event-file.ts):
 * main and the post step read it there, and the report is written from what they read rather
 * than from the toolkit's context.
 */
import { FULL_SHA } from '../basics/commit.ts';
import type { components, webhooks } from '@octokit/openapi-webhooks-types';

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
  /**
   * The labels the event or GitHub's answer lists. A `labeled` or `unlabeled` event's list may
   * still show the label it removed, as GitHub's own examples do: its `label` says what changed.
   */
  labels?: readonly string[];
  /** The base branch's commit the event names: the whole pull request is compared from it (a baseline's preview). */
  baseSha?: string;
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
  /** The event's commit: a push's `after`, else GITHUB_SHA. */
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
  /** The branch or tag (`refs/tags/v1`) a `push` deleted: there is no commit to deploy. */
  deletedRef?: string;
  /** The runner's variables naming the run (GITHUB_REPOSITORY, GITHUB_RUN_ID, …); none outside a runner. */
  runner?: RunnerVariables;
  /** The login GitHub names as the event's `sender`: who added a label, pushed, commented. */
  sender?: string;
  /** A `workflow_run` event's run: the workflow that finished, and the commit it ran on. */
  workflowRun?: WorkflowRun;
}

/**
 * The run a `workflow_run` event reports. For a pull request from a fork GitHub leaves
 * `pull_requests` empty: the pull request is found from the head repository, branch and commit.
 */
interface WorkflowRun {
  /** The event that ran it: `pull_request`, `push`, … */
  event: string;
  /** success, failure, … ('' while it runs). */
  conclusion: string;
  headSha: string;
  headBranch: string;
  /** The repository the commit came from (`owner/name`): a fork's for a fork's pull request. */
  headRepository: string;
  /** The pull requests GitHub lists for it: none for a fork's. */
  pullRequests: readonly number[];
}

/** The runner's GITHUB_* variables the report links and addresses the run by, as the step was given them. */
export type RunnerVariables = Readonly<
  Partial<
    Record<'GITHUB_REPOSITORY' | 'GITHUB_SERVER_URL' | 'GITHUB_RUN_ID' | 'GITHUB_RUN_ATTEMPT' | 'GITHUB_REF' | 'GITHUB_API_URL', string>
  >
>;

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

/** An event's payload as GitHub documents it, any field possibly absent: a runner's file is read, never assumed whole. */
type Sent<T> = T extends readonly (infer Item)[] ? readonly Sent<Item>[] : T extends object ? { [K in keyof T]?: Sent<T[K]> } : T;

/** The body GitHub documents for a webhook (`push`, `pull-request-labeled`, …): the payload a runner saves for that event. */
type Documented<K extends keyof webhooks> = webhooks[K]['post']['requestBody']['content']['application/json'];

/** Every activity type of `pull_request` (`pull_request_target` sends the same payload); reviews are events of their own. */
type PullRequestEvent = Documented<
  Exclude<
    Extract<keyof webhooks, `pull-request-${string}`>,
    `pull-request-review-${'comment' | 'thread'}-${string}` | `pull-request-review-${'dismissed' | 'edited' | 'submitted'}`
  >
>;
type IssueCommentEvent = Documented<'issue-comment-created' | 'issue-comment-edited' | 'issue-comment-deleted'>;
type PushEvent = Documented<'push'>;
/** `labeled` and `unlabeled` name the label they added or removed. */
type LabelEvent = Documented<'pull-request-labeled' | 'pull-request-unlabeled'>;
type WorkflowRunEvent = Documented<'workflow-run-completed' | 'workflow-run-requested' | 'workflow-run-in-progress'>;

/** What every event may carry: its activity type and the repository. */
type AnyEvent = Sent<{ action: string; repository: components['schemas']['repository-webhooks'] }>;

/** A pull request as the event payload and GitHub's REST answer (`GET /pulls/{number}`) both have it. */
type PullRequestPayload = Sent<Pick<PullRequestEvent['pull_request'], 'number' | 'state' | 'title' | 'head' | 'base' | 'user' | 'labels'>>;

function repositoryOf(payload: AnyEvent): EventRepository | undefined {
  const raw = payload.repository;
  if (!raw) return undefined;
  return { owner: raw.owner?.login ?? '', name: raw.name ?? '', defaultBranch: raw.default_branch ?? '' };
}

function commentOf(payload: Sent<IssueCommentEvent>): IssueComment | undefined {
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

function workflowRunOf(payload: Sent<WorkflowRunEvent>): WorkflowRun | undefined {
  const raw = payload.workflow_run;
  if (!raw || typeof raw.head_sha !== 'string') return undefined;
  return {
    event: raw.event ?? '',
    conclusion: raw.conclusion ?? '',
    headSha: raw.head_sha.toLowerCase(),
    headBranch: raw.head_branch ?? '',
    headRepository: raw.head_repository?.full_name ?? '',
    pullRequests: (raw.pull_requests ?? []).flatMap((each) => (typeof each?.number === 'number' ? [each.number] : [])),
  };
}

/** A commit id: SHA-1, or SHA-256 in a repository that uses it. */
const NO_COMMIT = /^0+$/;

/**
 * A push as GitHub documents it: the commit it moved its ref to (`after`), or the ref it deleted
 * (`deleted`, or an `after` of zeros: the ref points at nothing any more). A payload that names
 * neither leaves the run's GITHUB_SHA as the commit.
 */
function pushOf(payload: Sent<PushEvent>): Pick<RunEvent, 'deletedRef'> & { after?: string } {
  const ref = typeof payload.ref === 'string' ? payload.ref : '';
  const after = typeof payload.after === 'string' ? payload.after : '';
  if (payload.deleted === true || (after !== '' && NO_COMMIT.test(after))) return { deletedRef: ref || 'the ref' };
  return FULL_SHA.test(after) ? { after: after.toLowerCase() } : {};
}

/** The run's event from its payload, read as GitHub documents the event it names. */
export function readEvent(eventName: string, sha: string, actor: string, payload: unknown): RunEvent {
  const sent = (payload ?? {}) as AnyEvent;
  const repository = repositoryOf(sent);
  const label = (sent as Sent<LabelEvent>).label?.name;
  const comment = commentOf(sent as Sent<IssueCommentEvent>);
  const pushed = eventName === 'push' ? pushOf(sent as Sent<PushEvent>) : {};
  const workflowRun = eventName === 'workflow_run' ? workflowRunOf(sent as Sent<WorkflowRunEvent>) : undefined;
  const sender = (sent as Sent<LabelEvent>).sender?.login;
  const known: RunEvent = {
    eventName,
    // GitHub documents a push's commit as its `after`: GITHUB_SHA names another when the ref was deleted.
    sha: pushed.after ?? sha,
    ...(actor ? { actor } : {}),
    ...(repository ? { repository } : {}),
    ...(typeof sent.action === 'string' ? { action: sent.action } : {}),
    ...(typeof label === 'string' ? { label } : {}),
    ...(comment ? { comment } : {}),
    ...(pushed.deletedRef !== undefined ? { deletedRef: pushed.deletedRef } : {}),
    ...(typeof sender === 'string' && sender !== '' ? { sender } : {}),
    ...(workflowRun ? { workflowRun } : {}),
  };
  // Reviews and review comments carry their pull request as `pull_request` events do.
  const raw = (sent as Sent<PullRequestEvent>).pull_request;
  if (!raw || typeof raw.number !== 'number') return known;
  return { ...known, pullRequest: pullRequestOf(raw, sent.action === 'closed') };
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
    ...(typeof raw.base?.sha === 'string' && raw.base.sha !== '' ? { baseSha: raw.base.sha } : {}),
  };
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
