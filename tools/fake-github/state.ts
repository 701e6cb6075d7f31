/**
 * What the fake GitHub API remembers: tokens and their identities and permissions, pull
 * requests, issue comments, deployments and their statuses, the repository's environments, and
 * one-shot failures to inject.
 */

/**
 * The repository permissions a token may hold, named as GitHub names them for an App's
 * installation or a workflow's `permissions:`. `administration` exists only for an App or a
 * personal token: a workflow's GITHUB_TOKEN can never be given it.
 */
export type Permission = 'pull-requests' | 'deployments' | 'checks' | 'actions' | 'administration';
export type Level = 'write' | 'read' | 'none';

export interface Identity {
  login: string;
  type: 'Bot' | 'User';
  /** An installation token (the default GITHUB_TOKEN): GET /user answers 403, as on GitHub. */
  installation: boolean;
  permissions: Record<Permission, Level>;
}

export interface FakeComment {
  id: number;
  node_id: string;
  issue_number: number;
  body: string;
  user: { login: string; type: string };
  created_at: string;
  updated_at: string;
  /**
   * Hidden ("minimized") by a maintainer. The REST list does not carry this on GitHub; the fake
   * answers it, like GitHub, only through GraphQL `nodes(ids:) { ... on IssueComment { isMinimized } }`.
   */
  minimized: boolean;
  /** How its author relates to the repository (OWNER, MEMBER, COLLABORATOR, CONTRIBUTOR, NONE, …). */
  association: string;
}

/** A reaction on an issue comment, as GitHub keeps one per user and content. */
export interface FakeReaction {
  id: number;
  commentId: number;
  content: string;
  login: string;
  created_at: string;
}

/** A person's role on the repository, as `GET /collaborators/{username}/permission` names it in `role_name`. */
export type RepositoryRole = 'admin' | 'maintain' | 'write' | 'triage' | 'read' | 'none';

/** An organization's custom repository role: its own name, and the role it builds on. */
export interface CustomRole {
  name: string;
  base: Exclude<RepositoryRole, 'none'>;
}

/** A stable account id for a login, as GitHub gives every account one: the same in a payload and in a REST answer. */
export function accountId(login: string): number {
  let hash = 7;
  for (const char of login.toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_000_007;
  return hash;
}

/** Who opened a pull request, as GitHub types the account: `Bot` for an App's account (`dependabot[bot]`). */
export interface FakeAuthor {
  login: string;
  type: 'User' | 'Bot';
}

export interface FakePull {
  number: number;
  head: { sha: string; ref: string };
  /** A draft pull request, until marked ready for review. */
  draft: boolean;
  author: FakeAuthor;
  state: 'open' | 'closed';
  /** When it was merged (closed too, then); null while unmerged. */
  mergedAt: string | null;
  closedAt: string | null;
  /** Opened from another repository: its head repository is the fork's. */
  fork: boolean;
  labels: string[];
}

export interface FakeDeployment {
  id: number;
  ref: string;
  sha: string;
  environment: string;
  transient_environment: boolean;
  production_environment: boolean;
  description: string;
  /** As created; GitHub's default is an empty object (a JSON string is kept as sent). */
  payload?: unknown;
  creator: { login: string };
  created_at: string;
}

export interface FakeDeploymentStatus {
  id: number;
  deployment_id: number;
  state: string;
  /** The environment the status names: the one given, else the previous status's, else the deployment's. */
  environment: string;
  description: string;
  environment_url: string;
  log_url: string;
  creator: { login: string };
  created_at: string;
}

/**
 * A deployment environment of the repository. GitHub makes one when a deployment names an
 * environment it does not have yet (or a workflow job does), and keeps it until someone deletes it.
 */
export interface FakeEnvironment {
  id: number;
  name: string;
  created_at: string;
  updated_at: string;
}

/** An annotation as GitHub keeps it on a check run. */
export interface FakeAnnotation {
  path: string;
  start_line: number;
  end_line: number;
  annotation_level: string;
  title?: string;
  message: string;
}

export interface FakeCheckRun {
  id: number;
  name: string;
  head_sha: string;
  status: 'queued' | 'in_progress' | 'completed';
  conclusion: string | null;
  details_url: string | null;
  /** The maker's own reference for it ('' when none was given). */
  external_id: string;
  started_at: string;
  completed_at: string | null;
  output: { title: string | null; summary: string | null; text: string | null };
  /** Every annotation given, over all its requests: GitHub appends each request's to the list. */
  annotations: FakeAnnotation[];
  /** The login of the token that made it. */
  creator: string;
}

/** A check-run write as the action sent it: the body, for tests that hold it to GitHub's description. */
interface CheckRunRequest {
  method: 'POST' | 'PATCH';
  path: string;
  body: Record<string, unknown>;
}

/** A commit of the repository as a test declares it: its parent and the files it changed. */
export interface FakeCommit {
  sha: string;
  parent: string | undefined;
  files: { filename: string; previous_filename?: string }[];
}

interface InjectedFailure {
  /** A method, or `WRITE`: every POST, PATCH, PUT and DELETE but a GraphQL query. */
  method: string;
  path: RegExp;
  status: number;
  message: string;
  headers: Record<string, string>;
  /** The request is carried out first, then answered with the error, as by a gateway that gave up on it. */
  after?: boolean;
  /** Requests it still fails; Infinity until cleared. */
  times: number;
}

interface RecordedRequest {
  method: string;
  path: string;
  status: number;
  /** The login of the token it came with ('' without a known token). */
  login: string;
}

export interface FakeGitHubState {
  owner: string;
  repo: string;
  tokens: Map<string, Identity>;
  pulls: Map<number, FakePull>;
  comments: FakeComment[];
  reactions: FakeReaction[];
  /** Logins with a role on the repository; anyone else is unknown to GitHub (404). */
  roles: Map<string, RepositoryRole | CustomRole>;
  deployments: FakeDeployment[];
  statuses: FakeDeploymentStatus[];
  /** The repository's environments, oldest first; names compare case-insensitively, as on GitHub. */
  environments: FakeEnvironment[];
  checkRuns: FakeCheckRun[];
  checkRunRequests: CheckRunRequest[];
  failures: InjectedFailure[];
  /** The repository's commits, for compare. */
  commits: Map<string, FakeCommit>;
  requests: RecordedRequest[];
  nextId: number;
  /** The most items a list page holds whatever `per_page` asks: 100 on GitHub. */
  maxPerPage: number;
  /** The most characters a comment's body may have: 65,536 on GitHub. */
  commentLimit: number;
}

export function newState(owner: string, repo: string): FakeGitHubState {
  return {
    owner,
    repo,
    tokens: new Map(),
    pulls: new Map(),
    comments: [],
    reactions: [],
    roles: new Map(),
    deployments: [],
    statuses: [],
    environments: [],
    checkRuns: [],
    checkRunRequests: [],
    failures: [],
    commits: new Map(),
    requests: [],
    nextId: 1000,
    maxPerPage: 100,
    commentLimit: 65_536,
  };
}

export function nextId(state: FakeGitHubState): number {
  state.nextId += 1;
  return state.nextId;
}

/** The environment of that name (any case), made now if the repository has none yet, as a deployment to it makes it on GitHub. */
export function environmentNamed(state: FakeGitHubState, name: string, at: string): FakeEnvironment {
  const known = state.environments.find((environment) => environment.name.toLowerCase() === name.toLowerCase());
  if (known) return known;
  const made: FakeEnvironment = { id: nextId(state), name, created_at: at, updated_at: at };
  state.environments.push(made);
  return made;
}
