/**
 * A stateful fake of the GitHub REST (and a sliver of GraphQL) API on a loopback port, for
 * tests of the report and of `dist/index.js` as a child process: point the action at it with
 * GITHUB_API_URL. Three kinds of token, answering as GitHub does: the Actions installation token
 * (the default GITHUB_TOKEN, github-actions[bot]), a GitHub App's installation token (`<app>[bot]`)
 * — both refused by GET /user, both named by GraphQL `viewer` — and a personal access token.
 * Each holds repository permissions as GitHub grants them (see `identity`); only an App's or a
 * personal token may hold `administration`, which deleting an environment needs.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorResponse, route, type FakeResponse } from './routes.ts';
import {
  environmentNamed,
  newState,
  nextId,
  type CustomRole,
  type FakeCheckRun,
  type FakeAuthor,
  type FakeComment,
  type FakeDeployment,
  type FakeDeploymentStatus,
  type FakeEnvironment,
  type FakeGitHubState,
  type FakePull,
  type FakeReaction,
  type Identity,
  type Level,
  type Permission,
  type RepositoryRole,
} from './state.ts';

export interface FakeGitHubOptions {
  port?: number;
  owner?: string;
  repo?: string;
  /**
   * Pull requests that exist, with their head commit; from a fork, carrying labels, a draft, or
   * opened by `author` (`octo-author` by default; a login ending in `[bot]` is typed `Bot`, as
   * GitHub types an App's account), when said.
   */
  pulls?: FakePullOptions[];
  /** The most items a list page holds (GitHub: 100); lower it to page through few items. */
  maxPerPage?: number;
  /**
   * The most characters GitHub takes in a comment's body (65,536); lower it to model a GitHub
   * that counts otherwise than the action, so that a body the action made fit is refused all the same.
   */
  commentLimit?: number;
  /** Every answer waits this long, as a slow or distant GitHub's would (default 0). */
  delayMs?: number;
  /** Paths whose answers `delayMs` does not hold, e.g. to slow only the report's requests. */
  undelayed?: RegExp;
  /**
   * GitHub under load, asked once per request (a seeded soak decides here): an answer held
   * `delayMs` after the request was carried out, a connection reset before it is, an HTML
   * error page (502, 503) such as GitHub's front end sends instead of JSON, a secondary rate
   * limit (429 with `retry-after: 1`), or no answer at all (`hang`: not carried out, the
   * connection left open until the client gives up or the fake closes).
   */
  faults?: (request: { method: string; path: string }) => FakeFault | undefined;
}

interface FakePullOptions {
  number: number;
  headSha: string;
  fork?: boolean;
  labels?: string[];
  branch?: string;
  draft?: boolean;
  author?: string;
}

/** How one request misbehaves. */
export type FakeFault = { delayMs: number } | { reset: true } | { page: 502 | 503 } | { rateLimited: true } | { hang: true };

/** Requests held unanswered, as if GitHub never answered, until released. */
interface HeldRequests {
  /** Resolves when the first request arrives after the hold began. */
  readonly arrived: Promise<void>;
  /** How many requests are waiting now. */
  readonly waiting: number;
  /** Answers every held request, and those arriving later, as usual. */
  release(): void;
}

export interface FakeGitHub {
  url: string;
  /** The installation token a workflow gets as GITHUB_TOKEN. */
  token: string;
  botLogin: string;
  /** A personal access token of `patLogin`. */
  patToken: string;
  patLogin: string;
  repository: string;
  state: FakeGitHubState;
  /**
   * Grants or takes away a permission of a token (the installation token by default). A
   * workflow's GITHUB_TOKEN can never hold `administration`: granting it that throws.
   */
  setPermission(permission: Permission, level: Level, token?: string): void;
  /** The next request matching method and path answers this error instead (once). */
  failNext(method: string, path: RegExp | string, status: number, message?: string, headers?: Record<string, string>): void;
  /** The next request matching method and path is carried out, then answered with this error (once). */
  failAfterDoing(method: string, path: RegExp | string, status: number): void;
  /** Every write (POST, PATCH, PUT, DELETE; GraphQL queries are reads) answers this status until called with 0. */
  failWrites(status: number): void;
  /** The next `times` requests matching method and path are carried out, then answered `delayMs` late. */
  delayNext(method: string, path: RegExp | string, delayMs: number, times?: number): void;
  setHead(number: number, headSha: string): void;
  /**
   * A commit of the repository: its parent (undefined for a first commit) and the paths it
   * changed (`old -> new` for a rename). Compare answers from these.
   */
  addCommit(sha: string, parent: string | undefined, files: string[]): void;
  /** Closes a pull request, merged or not, as GitHub shows it afterwards. */
  closePull(number: number, merged?: boolean): void;
  /** Reopens a closed, unmerged pull request, as its author may on GitHub (a merged one stays closed: throws). */
  reopenPull(number: number): void;
  /** Marks a pull request a draft (`converted_to_draft`) or ready for review (`ready_for_review`), as GitHub shows it afterwards. */
  setDraft(number: number, draft: boolean): void;
  /** Adds a label to a pull request, as a user adding it does (the `labeled` event is the test's to send). */
  addLabel(number: number, name: string): void;
  /** A pull request's labels, as GitHub lists them now. */
  labelsOf(number: number): string[];
  /**
   * An installation token of the GitHub App `slug`: comments show `<slug>[bot]`. It holds what
   * the action's own writes need; `permissions` adds or lowers others, e.g. `{ administration: 'write' }`
   * for an App allowed to delete environments (none by default, as an App gets only what it asks).
   */
  addAppToken(slug: string, permissions?: Partial<Record<Permission, Level>>): { token: string; login: string };
  /** A comment written by anyone, as if posted on GitHub (a user's association MEMBER unless said). */
  addComment(
    number: number,
    comment: { login: string; body: string; minimized?: boolean; bot?: boolean; association?: string },
  ): FakeComment;
  /** Edits a comment as its author would on GitHub: the body changes, and so does `updated_at`. */
  editComment(id: number, body: string): void;
  /** Gives `login` a role on the repository (a custom one by its name and base role), as GitHub's collaborator permission answers it. */
  setRole(login: string, role: RepositoryRole | CustomRole): void;
  /** The reactions on a comment, in the order they were made. */
  reactionsOn(commentId: number): FakeReaction[];
  /**
   * A deployment made earlier (by anyone), with its statuses oldest first: transient (a
   * preview's) unless said otherwise. Its environment exists from then on, as on GitHub.
   */
  addDeployment(deployment: {
    environment: string;
    ref?: string;
    states?: string[];
    transient?: boolean;
    production?: boolean;
  }): FakeDeployment;
  /** An environment made without a deployment (by a workflow job, or by hand): as GitHub lists it. */
  addEnvironment(name: string): FakeEnvironment;
  /** The repository's environments' names, as GitHub keeps them, oldest first. */
  environmentNames(): string[];
  commentsOn(number: number): FakeComment[];
  /** From now on no request is answered until the hold is released. */
  hold(): HeldRequests;
  statusesOf(deploymentId: number): string[];
  /** Every check run, as GitHub keeps it (annotations appended over its requests). */
  checkRuns(): FakeCheckRun[];
  /** A check run another run (or app) made on a commit: completed when it has a conclusion. */
  addCheckRun(check: { name: string; headSha: string; conclusion?: string; externalId?: string; title?: string }): FakeCheckRun;
  /** Every deployment and deployment status written, as GitHub keeps them. */
  deployments(): { deployments: FakeDeployment[]; statuses: FakeDeploymentStatus[] };
  /**
   * The `workflow_run` event GitHub sends when a workflow of `headRepository` (`owner/name`,
   * this repository's or a fork's) finished on `headBranch` at `headSha`, its `pull_requests`
   * listed as GitHub documents them (see workflowRunPulls).
   */
  workflowRunEvent(run: {
    headSha: string;
    headBranch: string;
    headRepository: string;
    event?: string;
    conclusion?: string;
  }): Record<string, unknown>;
  close(): Promise<void>;
}

/**
 * GitHub's `workflow_run.pull_requests`: "pull requests that are open with a head_sha or
 * head_branch that matches the workflow run; the returned pull requests do not necessarily
 * indicate pull requests that triggered the run". Only pull requests whose head is in this
 * repository are listed (a fork's never is), so a fork's branch named like a team's pull
 * request's lists that team pull request, whose head is another commit.
 */
function workflowRunPulls(state: FakeGitHubState, headSha: string, headBranch: string): Record<string, unknown>[] {
  const repo = { id: 1, url: `https://api.github.com/repos/${state.owner}/${state.repo}`, name: state.repo };
  return [...state.pulls.values()]
    .filter((pull) => pull.state === 'open' && !pull.fork && (pull.head.ref === headBranch || pull.head.sha === headSha))
    .map((pull) => ({
      id: pull.number + 100_000,
      number: pull.number,
      url: `${repo.url}/pulls/${pull.number}`,
      head: { ref: pull.head.ref, sha: pull.head.sha, repo },
      base: { ref: 'main', sha: 'b'.repeat(40), repo },
    }));
}

/** What GitHub's front end answers when it gives up on a request: a page, not the API's JSON. */
const UNICORN =
  '<!DOCTYPE html><html><head><title>Unicorn! · GitHub</title></head><body><p>No server is currently available to service your request.</p></body></html>';

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((done, fail) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => done(text));
    request.on('error', fail);
  });
}

function send(response: ServerResponse, answer: FakeResponse): void {
  const headers: Record<string, string> = { 'x-github-media-type': 'github.v3', ...answer.headers };
  if (answer.body === undefined) {
    response.writeHead(answer.status, headers).end();
    return;
  }
  response.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8', ...headers }).end(JSON.stringify(answer.body));
}

/**
 * What a token holds unless a test says otherwise: every write the action makes, and `actions:
 * read` (GitHub's default for a workflow's token); `administration` only for a personal token
 * (a classic token's `repo` scope of an admin covers it), never for an installation's.
 */
function identity(login: string, installation: boolean): Identity {
  return {
    login,
    type: installation ? 'Bot' : 'User',
    installation,
    permissions: {
      'pull-requests': 'write',
      deployments: 'write',
      checks: 'write',
      actions: 'read',
      administration: installation ? 'none' : 'write',
    },
  };
}

/** The author GitHub shows: a login ending in `[bot]` is an App's account, typed `Bot`. */
function authorOf(login = 'octo-author'): FakeAuthor {
  return { login, type: login.endsWith('[bot]') ? 'Bot' : 'User' };
}

function openPull(options: FakePullOptions): FakePull {
  const { number, headSha, fork = false, labels = [], branch = `feature-${number}`, draft = false } = options;
  return {
    number,
    head: { sha: headSha, ref: branch },
    draft,
    author: authorOf(options.author),
    state: 'open',
    mergedAt: null,
    closedAt: null,
    fork,
    labels,
  };
}

/** A path given as text matches itself exactly. */
function pathPattern(path: RegExp | string): RegExp {
  return typeof path === 'string' ? new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : path;
}

function bearer(header: string | undefined): string {
  const match = /^(?:token|bearer)\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? '';
}

export async function startFakeGitHub(options: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  const state = newState(options.owner ?? 'acme', options.repo ?? 'shop');
  state.maxPerPage = Math.max(1, options.maxPerPage ?? 100);
  state.commentLimit = options.commentLimit ?? 65_536;
  const token = 'ghs_fakeInstallationToken0000000000000';
  const patToken = 'ghp_fakePersonalAccessToken000000000000';
  const botLogin = 'github-actions[bot]';
  const patLogin = 'octo-reviewer';
  state.tokens.set(token, identity(botLogin, true));
  state.tokens.set(patToken, identity(patLogin, false));
  for (const pull of options.pulls ?? []) {
    state.pulls.set(pull.number, openPull(pull));
  }

  const delayMs = Math.max(0, options.delayMs ?? 0);
  const delays: { method: string; path: RegExp; delayMs: number; times: number }[] = [];
  const takeDelay = (method: string, path: string): FakeFault | undefined => {
    const delay = delays.find((candidate) => candidate.method === method && candidate.path.test(path));
    if (!delay) return undefined;
    if (--delay.times <= 0) delays.splice(delays.indexOf(delay), 1);
    return { delayMs: delay.delayMs };
  };
  let gate: { opened: Promise<void>; arrivedOne: () => void; waiting: number } | undefined;

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const method = request.method ?? 'GET';
      const text = await readBody(request);
      const who = state.tokens.get(bearer(request.headers.authorization));
      const login = who?.login ?? '';
      if (delayMs > 0 && !options.undelayed?.test(url.pathname)) await new Promise((done) => setTimeout(done, delayMs));
      const fault = takeDelay(method, url.pathname) ?? options.faults?.({ method, path: url.pathname });
      if (fault && 'reset' in fault) {
        state.requests.push({ method, path: url.pathname + url.search, status: 0, login });
        request.socket.destroy();
        return;
      }
      if (fault && 'hang' in fault) {
        state.requests.push({ method, path: url.pathname + url.search, status: 0, login });
        return;
      }
      if (fault && 'page' in fault) {
        state.requests.push({ method, path: url.pathname + url.search, status: fault.page, login });
        response.writeHead(fault.page, { 'content-type': 'text/html; charset=utf-8' }).end(UNICORN);
        return;
      }
      if (fault && 'rateLimited' in fault) {
        state.requests.push({ method, path: url.pathname + url.search, status: 429, login });
        send(
          response,
          errorResponse(429, 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.', {
            'retry-after': '1',
          }),
        );
        return;
      }
      const held = gate;
      if (held) {
        held.waiting++;
        held.arrivedOne();
        await held.opened;
        held.waiting--;
      }
      const baseUrl = `http://${request.headers.host ?? '127.0.0.1'}`;
      let answer: FakeResponse;
      const write = method !== 'GET' && url.pathname !== '/graphql';
      const injected = who
        ? state.failures.find(
            (failure) => (failure.method === method || (failure.method === 'WRITE' && write)) && failure.path.test(url.pathname),
          )
        : undefined;
      if (injected && --injected.times <= 0) state.failures.splice(state.failures.indexOf(injected), 1);
      if (!who) {
        answer = errorResponse(401, 'Bad credentials');
      } else if (injected && !injected.after) {
        answer = errorResponse(injected.status, injected.message, injected.headers);
      } else {
        let body: Record<string, unknown> = {};
        try {
          body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
        } catch {
          answer = errorResponse(400, 'Problems parsing JSON');
        }
        answer ??= route(state, { method, url, identity: who, body, baseUrl });
        if (injected) answer = errorResponse(injected.status, injected.message, injected.headers);
      }
      state.requests.push({ method, path: url.pathname + url.search, status: answer.status, login });
      if (fault && 'delayMs' in fault) await new Promise((done) => setTimeout(done, fault.delayMs));
      if (!response.destroyed) send(response, answer);
    })().catch(() => send(response, errorResponse(500, 'fake GitHub API error')));
  });
  await new Promise<void>((done) => server.listen(options.port ?? 0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    token,
    botLogin,
    patToken,
    patLogin,
    repository: `${state.owner}/${state.repo}`,
    state,
    setPermission(permission, level, which = token) {
      if (which === token && permission === 'administration' && level !== 'none')
        throw new Error("a workflow's GITHUB_TOKEN cannot be given administration: GitHub's `permissions:` has no such key");
      const holder = state.tokens.get(which);
      if (holder) holder.permissions[permission] = level;
    },
    failNext(method, path, status, message = 'Resource not accessible by integration', headers = {}) {
      state.failures.push({ method: method.toUpperCase(), path: pathPattern(path), status, message, headers, times: 1 });
    },
    failAfterDoing(method, path, status) {
      state.failures.push({
        method: method.toUpperCase(),
        path: pathPattern(path),
        status,
        message: 'Bad gateway',
        headers: {},
        after: true,
        times: 1,
      });
    },
    failWrites(status) {
      state.failures = state.failures.filter((failure) => failure.method !== 'WRITE');
      if (status > 0) state.failures.push({ method: 'WRITE', path: /./, status, message: 'Server error', headers: {}, times: Infinity });
    },
    delayNext(method, path, ms, times = 1) {
      delays.push({ method: method.toUpperCase(), path: pathPattern(path), delayMs: ms, times });
    },
    setHead(number, headSha) {
      const pull = state.pulls.get(number);
      if (pull) pull.head.sha = headSha;
      else state.pulls.set(number, openPull({ number, headSha }));
    },
    addCommit(sha, parent, files) {
      state.commits.set(sha, {
        sha,
        parent,
        files: files.map((path) => {
          const [from, to] = path.split(' -> ');
          return to === undefined ? { filename: path } : { filename: to, previous_filename: from! };
        }),
      });
    },
    closePull(number, merged = false) {
      const pull = state.pulls.get(number) ?? openPull({ number, headSha: '0'.repeat(40) });
      state.pulls.set(number, {
        ...pull,
        state: 'closed',
        closedAt: new Date().toISOString(),
        mergedAt: merged ? new Date().toISOString() : null,
      });
    },
    reopenPull(number) {
      const pull = state.pulls.get(number);
      if (!pull) throw new Error(`no pull request ${number}`);
      if (pull.mergedAt !== null) throw new Error(`pull request ${number} is merged: GitHub cannot reopen it`);
      state.pulls.set(number, { ...pull, state: 'open', closedAt: null });
    },
    setDraft(number, draft) {
      const pull = state.pulls.get(number);
      if (!pull) throw new Error(`no pull request ${number}`);
      pull.draft = draft;
    },
    addLabel(number, name) {
      const pull = state.pulls.get(number);
      if (!pull) throw new Error(`no pull request ${number}`);
      if (!pull.labels.some((label) => label.toLowerCase() === name.toLowerCase())) pull.labels.push(name);
    },
    labelsOf(number) {
      return [...(state.pulls.get(number)?.labels ?? [])];
    },
    addAppToken(slug, permissions = {}) {
      const appToken = `ghs_fakeAppInstallation${slug.replace(/[^A-Za-z0-9]/g, '')}${state.tokens.size}`;
      const login = `${slug}[bot]`;
      const made = identity(login, true);
      made.permissions = { ...made.permissions, ...permissions };
      state.tokens.set(appToken, made);
      return { token: appToken, login };
    },
    addComment(number, comment) {
      if (!state.pulls.has(number)) state.pulls.set(number, openPull({ number, headSha: '0'.repeat(40) }));
      const id = nextId(state);
      const at = new Date().toISOString();
      const made: FakeComment = {
        id,
        node_id: `IC_${id}`,
        issue_number: number,
        body: comment.body,
        user: { login: comment.login, type: comment.bot || comment.login.endsWith('[bot]') ? 'Bot' : 'User' },
        created_at: at,
        updated_at: at,
        minimized: comment.minimized ?? false,
        association: comment.association ?? (comment.bot || comment.login.endsWith('[bot]') ? 'NONE' : 'MEMBER'),
      };
      state.comments.push(made);
      return made;
    },
    editComment(id, body) {
      const comment = state.comments.find((candidate) => candidate.id === id);
      if (!comment) throw new Error(`no comment ${id}`);
      comment.body = body;
      // GitHub moves updated_at on an edit: at least a second on, as its timestamps have.
      comment.updated_at = new Date(Math.max(Date.now(), Date.parse(comment.created_at) + 1000)).toISOString();
    },
    setRole(login, role) {
      state.roles.set(login, role);
    },
    reactionsOn(commentId) {
      return state.reactions.filter((reaction) => reaction.commentId === commentId);
    },
    addDeployment({ environment, ref = '0'.repeat(40), states = [], transient = true, production = false }) {
      environmentNamed(state, environment, new Date().toISOString());
      const made: FakeDeployment = {
        id: nextId(state),
        ref,
        sha: ref,
        environment,
        transient_environment: transient,
        production_environment: production,
        description: '',
        creator: { login: botLogin },
        created_at: new Date().toISOString(),
      };
      state.deployments.push(made);
      for (const status of states) {
        state.statuses.push({
          id: nextId(state),
          deployment_id: made.id,
          state: status,
          environment,
          description: '',
          environment_url: '',
          log_url: '',
          creator: { login: botLogin },
          created_at: new Date().toISOString(),
        });
      }
      return made;
    },
    addEnvironment(name) {
      return environmentNamed(state, name, new Date().toISOString());
    },
    environmentNames() {
      return state.environments.map((environment) => environment.name);
    },
    hold() {
      let open = () => {};
      let arrivedOne = () => {};
      const arrived = new Promise<void>((done) => (arrivedOne = done));
      const held = { opened: new Promise<void>((done) => (open = done)), arrivedOne, waiting: 0 };
      gate = held;
      return {
        arrived,
        get waiting() {
          return held.waiting;
        },
        release() {
          if (gate === held) gate = undefined;
          open();
        },
      };
    },
    commentsOn(number) {
      return state.comments.filter((comment) => comment.issue_number === number);
    },
    statusesOf(deploymentId) {
      return state.statuses.filter((status) => status.deployment_id === deploymentId).map((status) => status.state);
    },
    checkRuns() {
      return [...state.checkRuns];
    },
    addCheckRun(check) {
      const at = new Date().toISOString();
      const run: FakeCheckRun = {
        id: nextId(state),
        name: check.name,
        head_sha: check.headSha,
        status: check.conclusion ? 'completed' : 'in_progress',
        conclusion: check.conclusion ?? null,
        details_url: 'https://github.com/acme/shop/actions/runs/1',
        external_id: check.externalId ?? '',
        started_at: at,
        completed_at: check.conclusion ? at : null,
        output: {
          title: check.title ?? `${check.name}: ${check.conclusion ?? 'in progress'}`,
          summary: 'Made by another run.',
          text: null,
        },
        annotations: [],
        creator: 'github-actions[bot]',
      };
      state.checkRuns.push(run);
      return run;
    },
    deployments() {
      return { deployments: [...state.deployments], statuses: [...state.statuses] };
    },
    workflowRunEvent({ headSha, headBranch, headRepository, event = 'pull_request', conclusion = 'success' }) {
      const [headOwner = '', headName = ''] = headRepository.split('/');
      return {
        action: 'completed',
        workflow_run: {
          id: nextId(state),
          name: 'CI',
          event,
          status: 'completed',
          conclusion,
          head_sha: headSha,
          head_branch: headBranch,
          head_repository: { full_name: headRepository, name: headName, owner: { login: headOwner } },
          repository: { full_name: `${state.owner}/${state.repo}`, name: state.repo, owner: { login: state.owner } },
          pull_requests: workflowRunPulls(state, headSha, headBranch),
        },
        repository: { full_name: `${state.owner}/${state.repo}`, name: state.repo, owner: { login: state.owner }, default_branch: 'main' },
      };
    },
    close() {
      return new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      });
    },
  };
}
