/**
 * The endpoints of the fake GitHub API, answering with GitHub's shapes, status codes and error
 * bodies for what the action uses: the token's user, pull requests, issue comments (paginated
 * with `Link` headers), GraphQL for minimized comments, deployments and deployment statuses, the
 * repository's environments, and the comparison of two commits (compare.ts).
 */
import type {
  FakeAnnotation,
  FakeCheckRun,
  FakeComment,
  FakeDeployment,
  FakeDeploymentStatus,
  FakeEnvironment,
  FakeGitHubState,
  FakePull,
  Identity,
  Permission,
} from './state.ts';
import { accountId, environmentNamed, nextId } from './state.ts';
import { compare } from './compare.ts';

export interface FakeRequest {
  method: string;
  url: URL;
  identity: Identity;
  body: Record<string, unknown>;
  baseUrl: string;
}

export interface FakeResponse {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

const DOCS = 'https://docs.github.com/rest';

export function errorResponse(status: number, message: string, headers: Record<string, string> = {}): FakeResponse {
  return { status, body: { message, documentation_url: DOCS, status: String(status) }, headers };
}

function forbidden(): FakeResponse {
  return errorResponse(403, 'Resource not accessible by integration');
}

function can(identity: Identity, permission: Permission, level: 'read' | 'write'): boolean {
  const granted = identity.permissions[permission];
  return level === 'read' ? granted !== 'none' : granted === 'write';
}

function now(): string {
  return new Date().toISOString();
}

function commentJson(state: FakeGitHubState, comment: FakeComment, baseUrl: string): Record<string, unknown> {
  const repoUrl = `${baseUrl}/repos/${state.owner}/${state.repo}`;
  return {
    id: comment.id,
    node_id: comment.node_id,
    url: `${repoUrl}/issues/comments/${comment.id}`,
    html_url: `https://github.com/${state.owner}/${state.repo}/pull/${comment.issue_number}#issuecomment-${comment.id}`,
    issue_url: `${repoUrl}/issues/${comment.issue_number}`,
    body: comment.body,
    user: comment.user,
    created_at: comment.created_at,
    updated_at: comment.updated_at,
    author_association: comment.association,
  };
}

function deploymentJson(state: FakeGitHubState, deployment: FakeDeployment, baseUrl: string): Record<string, unknown> {
  const repositoryUrl = `${baseUrl}/repos/${state.owner}/${state.repo}`;
  const url = `${repositoryUrl}/deployments/${deployment.id}`;
  return {
    ...deployment,
    url,
    node_id: `DE_${deployment.id}`,
    task: 'deploy',
    payload: deployment.payload ?? {},
    original_environment: deployment.environment,
    updated_at: deployment.created_at,
    statuses_url: `${url}/statuses`,
    repository_url: repositoryUrl,
  };
}

/** A deployment status as GitHub answers it: `target_url` is the `log_url` given. */
function statusJson(state: FakeGitHubState, status: FakeDeploymentStatus, baseUrl: string): Record<string, unknown> {
  const repositoryUrl = `${baseUrl}/repos/${state.owner}/${state.repo}`;
  const deploymentUrl = `${repositoryUrl}/deployments/${status.deployment_id}`;
  // GitHub's answer names its deployment by URL only.
  const { deployment_id: _deployment, ...shown } = status;
  return {
    ...shown,
    url: `${deploymentUrl}/statuses/${status.id}`,
    node_id: `DES_${status.id}`,
    target_url: status.log_url,
    updated_at: status.created_at,
    deployment_url: deploymentUrl,
    repository_url: repositoryUrl,
  };
}

/** The newest status of a deployment, undefined while it has none. */
function latestStatus(state: FakeGitHubState, deploymentId: number): FakeDeploymentStatus | undefined {
  return state.statuses.findLast((status) => status.deployment_id === deploymentId);
}

/**
 * `auto_inactive` (true unless the status says false), as GitHub documents it: a new `success`
 * status adds an `inactive` one to every earlier deployment of the same environment that is
 * neither transient nor production and whose newest status is `success`. A preview's
 * deployments are transient: this never retires them, which is why they pile up unless marked
 * inactive one by one.
 */
function autoInactivate(state: FakeGitHubState, deployment: FakeDeployment, status: FakeDeploymentStatus): void {
  const earlier = state.deployments.filter(
    (candidate) =>
      candidate.id < deployment.id &&
      candidate.environment.toLowerCase() === deployment.environment.toLowerCase() &&
      !candidate.transient_environment &&
      !candidate.production_environment &&
      latestStatus(state, candidate.id)?.state === 'success',
  );
  for (const retired of earlier) {
    state.statuses.push({
      ...status,
      id: nextId(state),
      deployment_id: retired.id,
      state: 'inactive',
      description: '',
      environment: retired.environment,
      environment_url: '',
      log_url: '',
    });
  }
}

/** GitHub's page links: absolute URLs keeping every query parameter but `page`. */
function pageLinks(url: URL, baseUrl: string, page: number, last: number): string {
  const link = (target: number, rel: string) => {
    const next = new URL(url.pathname + url.search, baseUrl);
    next.searchParams.set('page', String(target));
    return `<${next.href}>; rel="${rel}"`;
  };
  const links: string[] = [];
  if (page < last) links.push(link(page + 1, 'next'), link(last, 'last'));
  if (page > 1) links.push(link(1, 'first'), link(page - 1, 'prev'));
  return links.join(', ');
}

/** GitHub caps `per_page` at 100 without saying so; a test may lower the cap to need fewer items. */
function paginate<T>(items: T[], url: URL, baseUrl: string, maxPerPage = 100): FakeResponse & { body: T[] } {
  const perPage = Math.min(maxPerPage, Math.max(1, Number(url.searchParams.get('per_page')) || 30));
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const last = Math.max(1, Math.ceil(items.length / perPage));
  const links = pageLinks(url, baseUrl, page, last);
  return { status: 200, body: items.slice((page - 1) * perPage, page * perPage), headers: links ? { link: links } : {} };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Whether a comment's body is over GitHub's limit, counted in characters (not UTF-16 units, not bytes). */
function tooLong(state: FakeGitHubState, body: string): boolean {
  return [...body].length > state.commentLimit;
}

/** GitHub's answer to a comment body over its limit: a validation error naming the field (GitHub names 65,536 whatever it counted). */
function bodyTooLong(): FakeResponse {
  const refused = errorResponse(422, 'Validation Failed');
  const errors = [
    {
      resource: 'IssueComment',
      code: 'custom',
      field: 'body',
      message: 'body is too long (maximum is 65536 characters)',
    },
  ];
  return { ...refused, body: { ...(refused.body as object), errors } };
}

function comments(state: FakeGitHubState, request: FakeRequest, rest: string[]): FakeResponse | undefined {
  const { method, identity, body, baseUrl, url } = request;
  if (rest[0] === 'issues' && rest[2] === 'comments' && rest.length === 3) {
    const issue = Number(rest[1]);
    if (!state.pulls.has(issue)) return errorResponse(404, 'Not Found');
    if (method === 'GET') {
      if (!can(identity, 'pull-requests', 'read')) return forbidden();
      // `since`: only comments updated at or after it, as GitHub filters them.
      const since = Date.parse(url.searchParams.get('since') ?? '');
      const onIssue = state.comments.filter(
        (comment) => comment.issue_number === issue && (Number.isNaN(since) || Date.parse(comment.updated_at) >= since),
      );
      const page = paginate(onIssue, url, baseUrl, state.maxPerPage);
      return { ...page, body: page.body.map((comment) => commentJson(state, comment, baseUrl)) };
    }
    if (method === 'POST') {
      if (!can(identity, 'pull-requests', 'write')) return forbidden();
      if (!text(body.body)) return errorResponse(422, 'Validation Failed');
      if (tooLong(state, text(body.body))) return bodyTooLong();
      const id = nextId(state);
      const at = now();
      const comment: FakeComment = {
        id,
        node_id: `IC_${id}`,
        issue_number: issue,
        body: text(body.body),
        user: { login: identity.login, type: identity.type },
        created_at: at,
        updated_at: at,
        minimized: false,
        // GitHub's view of the token's user: its bot is no member of the repository.
        association: identity.type === 'Bot' ? 'NONE' : 'MEMBER',
      };
      state.comments.push(comment);
      return { status: 201, body: commentJson(state, comment, baseUrl) };
    }
  }
  if (rest[0] === 'issues' && rest[1] === 'comments' && rest.length === 3) {
    const comment = state.comments.find((candidate) => candidate.id === Number(rest[2]));
    if (!comment) return errorResponse(404, 'Not Found');
    if (method === 'GET') return { status: 200, body: commentJson(state, comment, baseUrl) };
    if (!can(identity, 'pull-requests', 'write')) return forbidden();
    if (method === 'PATCH') {
      if (!text(body.body)) return errorResponse(422, 'Validation Failed');
      if (tooLong(state, text(body.body))) return bodyTooLong();
      comment.body = text(body.body);
      comment.updated_at = now();
      return { status: 200, body: commentJson(state, comment, baseUrl) };
    }
    if (method === 'DELETE') {
      state.comments.splice(state.comments.indexOf(comment), 1);
      return { status: 204 };
    }
  }
  if (rest[0] === 'issues' && rest[2] === 'labels' && rest.length === 4 && method === 'DELETE') {
    return removeLabel(state, request, Number(rest[1]), decodeURIComponent(rest[3] ?? ''));
  }
  if (rest[0] === 'issues' && rest[1] === 'comments' && rest[3] === 'reactions' && rest.length === 4 && method === 'POST') {
    return react(state, request, Number(rest[2]));
  }
  return undefined;
}

/**
 * `DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels/{name}`: 200 with the labels left,
 * 404 "Label does not exist" when the issue does not carry it (names compare case-insensitively,
 * as GitHub's labels do); a pull request's labels take `pull-requests: write`.
 */
function removeLabel(state: FakeGitHubState, request: FakeRequest, issue: number, name: string): FakeResponse {
  const pull = state.pulls.get(issue);
  if (!pull) return errorResponse(404, 'Not Found');
  if (!can(request.identity, 'pull-requests', 'write')) return forbidden();
  const index = pull.labels.findIndex((label) => label.toLowerCase() === name.toLowerCase());
  if (index < 0) return errorResponse(404, 'Label does not exist');
  pull.labels.splice(index, 1);
  return { status: 200, body: pull.labels.map((label, at) => ({ id: at + 1, name: label, default: false })) };
}

const REACTIONS = new Set(['+1', '-1', 'laugh', 'confused', 'heart', 'hooray', 'rocket', 'eyes']);

/** One reaction per user and content: the same one again answers 200 with the first, a new one 201. */
function react(state: FakeGitHubState, request: FakeRequest, commentId: number): FakeResponse {
  const { identity, body } = request;
  if (!state.comments.some((comment) => comment.id === commentId)) return errorResponse(404, 'Not Found');
  if (!can(identity, 'pull-requests', 'write')) return forbidden();
  const content = text(body.content);
  if (!REACTIONS.has(content)) return errorResponse(422, 'Validation Failed: content is not included in the list');
  const json = (reaction: FakeGitHubState['reactions'][number]) => ({
    id: reaction.id,
    node_id: `REA_${reaction.id}`,
    user: { login: reaction.login },
    content: reaction.content,
    created_at: reaction.created_at,
  });
  const same = state.reactions.find((each) => each.commentId === commentId && each.content === content && each.login === identity.login);
  if (same) return { status: 200, body: json(same) };
  const made = { id: nextId(state), commentId, content, login: identity.login, created_at: now() };
  state.reactions.push(made);
  return { status: 201, body: json(made) };
}

/**
 * GitHub's `permission` is the legacy base role (admin, write, read, none): maintain reads as
 * write, triage as read, a custom role as the role it builds on; `role_name` names the role
 * itself, and the user's `permissions` say what it allows.
 */
const BASE_PERMISSION = { admin: 'admin', maintain: 'write', write: 'write', triage: 'read', read: 'read', none: 'none' } as const;
const RANKS = ['none', 'read', 'triage', 'write', 'maintain', 'admin'] as const;

function collaboratorPermission(state: FakeGitHubState, login: string): FakeResponse {
  const held = [...state.roles].find(([known]) => known.toLowerCase() === login.toLowerCase())?.[1];
  if (held === undefined) return errorResponse(404, 'Not Found');
  const [roleName, role] = typeof held === 'string' ? [held, held] : [held.name, held.base];
  const rank = RANKS.indexOf(role);
  const allows = (least: (typeof RANKS)[number]) => rank >= RANKS.indexOf(least);
  const permissions = {
    admin: allows('admin'),
    maintain: allows('maintain'),
    push: allows('write'),
    triage: allows('triage'),
    pull: allows('read'),
  };
  return {
    status: 200,
    body: {
      permission: BASE_PERMISSION[role],
      role_name: roleName,
      user: { login, type: 'User', site_admin: false, permissions, role_name: roleName },
    },
  };
}

function deployments(state: FakeGitHubState, request: FakeRequest, rest: string[]): FakeResponse | undefined {
  const { method, identity, body, baseUrl, url } = request;
  if (rest[0] !== 'deployments') return undefined;
  if (!can(identity, 'deployments', method === 'GET' ? 'read' : 'write')) return forbidden();
  if (rest.length === 1 && method === 'GET') {
    const environment = url.searchParams.get('environment');
    const ref = url.searchParams.get('ref');
    const matching = state.deployments
      .filter((deployment) => (environment === null || deployment.environment === environment) && (ref === null || deployment.ref === ref))
      .reverse();
    const page = paginate(matching, url, baseUrl, state.maxPerPage);
    return { ...page, body: page.body.map((deployment) => deploymentJson(state, deployment, baseUrl)) };
  }
  if (rest.length === 1 && method === 'POST') {
    if (!text(body.ref)) return errorResponse(422, 'Validation Failed: ref is required');
    const at = now();
    const environment = text(body.environment) || 'production';
    // GitHub makes the environment the deployment names when the repository has none of that name.
    environmentNamed(state, environment, at);
    const deployment: FakeDeployment = {
      id: nextId(state),
      ref: text(body.ref),
      sha: text(body.ref),
      environment,
      transient_environment: body.transient_environment === true,
      production_environment: body.production_environment === true,
      description: text(body.description),
      ...(body.payload === undefined ? {} : { payload: body.payload }),
      creator: { login: identity.login },
      created_at: at,
    };
    state.deployments.push(deployment);
    return { status: 201, body: deploymentJson(state, deployment, baseUrl) };
  }
  const deployment = state.deployments.find((candidate) => candidate.id === Number(rest[1]));
  if (!deployment) return errorResponse(404, 'Not Found');
  if (rest.length === 2 && method === 'GET') return { status: 200, body: deploymentJson(state, deployment, baseUrl) };
  if (rest.length !== 3 || rest[2] !== 'statuses') return undefined;
  if (method === 'GET') {
    const own = state.statuses.filter((status) => status.deployment_id === deployment.id).reverse();
    const page = paginate(own, url, baseUrl, state.maxPerPage);
    return { ...page, body: page.body.map((status) => statusJson(state, status, baseUrl)) };
  }
  if (method === 'POST') {
    const valid = ['error', 'failure', 'inactive', 'in_progress', 'queued', 'pending', 'success'];
    if (!valid.includes(text(body.state))) return errorResponse(422, 'Validation Failed: state is not included in the list');
    if (text(body.description).length > 140)
      return errorResponse(422, 'Validation Failed: description is too long (maximum is 140 characters)');
    if (body.auto_inactive !== undefined && typeof body.auto_inactive !== 'boolean')
      return errorResponse(422, 'Validation Failed: auto_inactive is not a boolean');
    const status: FakeDeploymentStatus = {
      id: nextId(state),
      deployment_id: deployment.id,
      state: text(body.state),
      environment: text(body.environment) || latestStatus(state, deployment.id)?.environment || deployment.environment,
      description: text(body.description),
      environment_url: text(body.environment_url),
      log_url: text(body.log_url) || text(body.target_url),
      creator: { login: identity.login },
      created_at: now(),
    };
    state.statuses.push(status);
    if (status.state === 'success' && body.auto_inactive !== false) autoInactivate(state, deployment, status);
    return {
      status: 201,
      body: statusJson(state, status, baseUrl),
      headers: { location: `${deploymentJson(state, deployment, baseUrl).url as string}/statuses/${status.id}` },
    };
  }
  return undefined;
}

function environmentJson(state: FakeGitHubState, environment: FakeEnvironment, baseUrl: string): Record<string, unknown> {
  const name = encodeURIComponent(environment.name);
  return {
    id: environment.id,
    node_id: `EN_${environment.id}`,
    name: environment.name,
    url: `${baseUrl}/repos/${state.owner}/${state.repo}/environments/${name}`,
    html_url: `https://github.com/${state.owner}/${state.repo}/deployments/activity_log?environments_filter=${name}`,
    created_at: environment.created_at,
    updated_at: environment.updated_at,
    protection_rules: [],
    deployment_branch_policy: null,
  };
}

/**
 * The repository's environments: listed (`{ total_count, environments }`, paginated) and read
 * with `actions: read`; deleted only with `administration: write`, which a workflow's
 * GITHUB_TOKEN never has (GitHub answers it 403 "Resource not accessible by integration").
 * Deleting an environment leaves its deployments listed, as they were.
 */
function environments(state: FakeGitHubState, request: FakeRequest, rest: string[]): FakeResponse | undefined {
  const { method, identity, baseUrl, url } = request;
  if (rest[0] !== 'environments') return undefined;
  if (rest.length === 1 && method === 'GET') {
    if (!can(identity, 'actions', 'read')) return forbidden();
    const page = paginate(state.environments, url, baseUrl, state.maxPerPage);
    return {
      ...page,
      body: { total_count: state.environments.length, environments: page.body.map((each) => environmentJson(state, each, baseUrl)) },
    };
  }
  if (rest.length !== 2) return undefined;
  const name = decodeURIComponent(rest[1] ?? '').toLowerCase();
  const environment = state.environments.find((candidate) => candidate.name.toLowerCase() === name);
  if (method === 'GET') {
    if (!can(identity, 'actions', 'read')) return forbidden();
    if (!environment) return errorResponse(404, 'Not Found');
    return { status: 200, body: environmentJson(state, environment, baseUrl) };
  }
  if (method === 'DELETE') {
    if (!can(identity, 'administration', 'write')) return forbidden();
    if (!environment) return errorResponse(404, 'Not Found');
    state.environments.splice(state.environments.indexOf(environment), 1);
    return { status: 204 };
  }
  return undefined;
}

const CHECK_STATUSES = ['queued', 'in_progress', 'completed'];
const CONCLUSIONS = ['action_required', 'cancelled', 'failure', 'neutral', 'success', 'skipped', 'stale', 'timed_out'];
const ANNOTATION_LEVELS = ['notice', 'warning', 'failure'];
/** GitHub's limits on a check run's output, and the annotations one request may carry. */
const OUTPUT_MAX = 65_535;
const ANNOTATIONS_PER_REQUEST = 50;
const TITLE_MAX = 255;

function checkRunJson(state: FakeGitHubState, run: FakeCheckRun, baseUrl: string): Record<string, unknown> {
  const url = `${baseUrl}/repos/${state.owner}/${state.repo}/check-runs/${run.id}`;
  return {
    id: run.id,
    node_id: `CR_${run.id}`,
    head_sha: run.head_sha,
    external_id: run.external_id,
    url,
    html_url: `https://github.com/${state.owner}/${state.repo}/runs/${run.id}`,
    details_url: run.details_url,
    status: run.status,
    conclusion: run.conclusion,
    started_at: run.started_at,
    completed_at: run.completed_at,
    output: { ...run.output, annotations_count: run.annotations.length, annotations_url: `${url}/annotations` },
    name: run.name,
    check_suite: { id: 1 },
    app: { id: 15368, slug: 'github-actions', name: 'GitHub Actions' },
    pull_requests: [],
  };
}

/** The problem GitHub's validation finds in a check run's status, conclusion and output; '' when none. */
function checkRunProblem(body: Record<string, unknown>): string {
  if (body.status !== undefined && !CHECK_STATUSES.includes(text(body.status))) return 'status is not included in the list';
  if (body.conclusion !== undefined && !CONCLUSIONS.includes(text(body.conclusion))) return 'conclusion is not included in the list';
  if (body.status === 'completed' && body.conclusion === undefined) return 'conclusion is required when status is completed';
  if (body.output === undefined) return '';
  const output = body.output as Record<string, unknown>;
  if (!text(output.title) || !text(output.summary)) return 'output requires a title and a summary';
  if (text(output.title).length > TITLE_MAX) return 'title is too long (maximum is 255 characters)';
  if (text(output.summary).length > OUTPUT_MAX || text(output.text).length > OUTPUT_MAX)
    return 'output is too long (maximum is 65535 characters)';
  const annotations = output.annotations;
  if (annotations === undefined) return '';
  if (!Array.isArray(annotations)) return 'annotations must be an array';
  if (annotations.length > ANNOTATIONS_PER_REQUEST) return 'only 50 annotations are accepted per request';
  for (const annotation of annotations as Record<string, unknown>[]) {
    if (!text(annotation.path) || typeof annotation.start_line !== 'number' || typeof annotation.end_line !== 'number')
      return 'an annotation needs path, start_line and end_line';
    if (!ANNOTATION_LEVELS.includes(text(annotation.annotation_level)) || !text(annotation.message))
      return 'an annotation needs an annotation_level and a message';
  }
  return '';
}

/** Applies what a create or update says; a conclusion completes the run, as GitHub does it. */
function applyCheckRun(run: FakeCheckRun, body: Record<string, unknown>): void {
  if (body.details_url !== undefined) run.details_url = text(body.details_url);
  if (body.external_id !== undefined) run.external_id = text(body.external_id);
  if (body.status !== undefined) run.status = text(body.status) as FakeCheckRun['status'];
  if (body.conclusion !== undefined) {
    run.conclusion = text(body.conclusion);
    run.status = 'completed';
  }
  if (run.status === 'completed') run.completed_at = text(body.completed_at) || now();
  const output = body.output as Record<string, unknown> | undefined;
  if (output) {
    run.output = {
      title: text(output.title),
      summary: text(output.summary),
      text: output.text === undefined ? run.output.text : text(output.text),
    };
    run.annotations.push(...((output.annotations ?? []) as FakeAnnotation[]));
  }
}

/**
 * Check runs: only a GitHub App's installation token may write them (the workflow's GITHUB_TOKEN is
 * GitHub Actions' one), and only with `checks: write`, as GitHub answers it.
 */
function checkRuns(state: FakeGitHubState, request: FakeRequest, rest: string[]): FakeResponse | undefined {
  const { method, identity, body, baseUrl } = request;
  if (rest[0] !== 'check-runs') return undefined;
  if (method !== 'GET') {
    state.checkRunRequests.push({ method: method as 'POST' | 'PATCH', path: request.url.pathname, body });
    if (!identity.installation) return errorResponse(403, 'You must authenticate via a GitHub App.');
  }
  if (!can(identity, 'checks', method === 'GET' ? 'read' : 'write')) return forbidden();
  if (rest.length === 1 && method === 'POST') {
    if (!text(body.name) || !text(body.head_sha)) return errorResponse(422, 'Validation Failed: name and head_sha are required');
    const problem = checkRunProblem(body);
    if (problem) return errorResponse(422, `Validation Failed: ${problem}`);
    const run: FakeCheckRun = {
      id: nextId(state),
      name: text(body.name),
      head_sha: text(body.head_sha),
      status: 'queued',
      conclusion: null,
      details_url: null,
      external_id: '',
      started_at: text(body.started_at) || now(),
      completed_at: null,
      output: { title: null, summary: null, text: null },
      annotations: [],
      creator: identity.login,
    };
    applyCheckRun(run, body);
    state.checkRuns.push(run);
    return { status: 201, body: checkRunJson(state, run, baseUrl) };
  }
  const run = state.checkRuns.find((candidate) => candidate.id === Number(rest[1]));
  if (rest.length !== 2) return undefined;
  if (!run) return errorResponse(404, 'Not Found');
  if (method === 'GET') return { status: 200, body: checkRunJson(state, run, baseUrl) };
  if (method === 'PATCH') {
    const problem = checkRunProblem(body);
    if (problem) return errorResponse(422, `Validation Failed: ${problem}`);
    applyCheckRun(run, body);
    return { status: 200, body: checkRunJson(state, run, baseUrl) };
  }
  return undefined;
}

/** A commit's check runs, newest first: by `check_name` and `status`, and only the newest of each name with `filter=latest` (GitHub's default). */
function checkRunsOfRef(state: FakeGitHubState, request: FakeRequest, ref: string): FakeResponse {
  if (!can(request.identity, 'checks', 'read')) return forbidden();
  const { url, baseUrl } = request;
  const name = url.searchParams.get('check_name');
  const status = url.searchParams.get('status');
  const latest = (url.searchParams.get('filter') ?? 'latest') === 'latest';
  const seen = new Set<string>();
  const runs = [...state.checkRuns].reverse().filter((run) => {
    if (run.head_sha !== ref || (name !== null && run.name !== name)) return false;
    if (latest && seen.has(run.name)) return false;
    seen.add(run.name);
    return status === null || run.status === status;
  });
  const page = paginate(runs, url, baseUrl, state.maxPerPage);
  return { ...page, body: { total_count: runs.length, check_runs: page.body.map((run) => checkRunJson(state, run, baseUrl)) } };
}

function graphql(state: FakeGitHubState, request: FakeRequest): FakeResponse {
  const query = text(request.body.query);
  const variables = (request.body.variables ?? {}) as { ids?: unknown };
  if (/\bnodes\s*\(/.test(query) && Array.isArray(variables.ids)) {
    const nodes = variables.ids.map((id) => {
      const comment = state.comments.find((candidate) => candidate.node_id === id);
      return comment ? { id: comment.node_id, isMinimized: comment.minimized } : null;
    });
    return { status: 200, body: { data: { nodes } } };
  }
  if (/\bviewer\b/.test(query)) return { status: 200, body: { data: { viewer: { login: request.identity.login } } } };
  return { status: 200, body: { errors: [{ message: 'The fake GitHub API does not answer this query' }] } };
}

/** A fork's pull request comes from `someone`'s copy of the repository. */
const FORK_OWNER = 'someone';

function pullJson(state: FakeGitHubState, pull: FakePull): Record<string, unknown> {
  const fullName = `${state.owner}/${state.repo}`;
  const headOwner = pull.fork ? FORK_OWNER : state.owner;
  return {
    number: pull.number,
    state: pull.state,
    title: `Change ${pull.number}`,
    user: { login: pull.author.login, id: accountId(pull.author.login), type: pull.author.type },
    draft: pull.draft,
    labels: pull.labels.map((name, index) => ({ id: index + 1, name })),
    merged: pull.mergedAt !== null,
    merged_at: pull.mergedAt,
    closed_at: pull.closedAt,
    head: { ...pull.head, label: `${headOwner}:${pull.head.ref}`, repo: { full_name: `${headOwner}/${state.repo}` } },
    base: { ref: 'main', repo: { full_name: fullName } },
  };
}

/**
 * `GET /pulls`: `state` (open by default, closed, all) and `head` as GitHub filters it, `owner:branch`
 * (the head repository's owner and the branch), newest first.
 */
function listPulls(state: FakeGitHubState, request: FakeRequest): FakeResponse {
  const wanted = request.url.searchParams.get('state') ?? 'open';
  const head = request.url.searchParams.get('head');
  const pulls = [...state.pulls.values()]
    .filter((pull) => wanted === 'all' || pull.state === wanted)
    .filter((pull) => head === null || `${pull.fork ? FORK_OWNER : state.owner}:${pull.head.ref}`.toLowerCase() === head.toLowerCase())
    .sort((a, b) => b.number - a.number);
  const page = paginate(pulls, request.url, request.baseUrl, state.maxPerPage);
  return { ...page, body: page.body.map((pull) => pullJson(state, pull)) };
}

export function route(state: FakeGitHubState, request: FakeRequest): FakeResponse {
  const segments = request.url.pathname.split('/').filter((part) => part.length > 0);
  if (segments.join('/') === 'user' && request.method === 'GET') {
    if (request.identity.installation) return errorResponse(403, 'Resource not accessible by integration');
    return { status: 200, body: { login: request.identity.login, type: request.identity.type, id: 1 } };
  }
  if (segments[0] === 'graphql' && request.method === 'POST') return graphql(state, request);
  if (segments[0] !== 'repos' || segments[1] !== state.owner || segments[2] !== state.repo) return errorResponse(404, 'Not Found');
  const rest = segments.slice(3);
  if (rest.length === 0 && request.method === 'GET') {
    const fullName = `${state.owner}/${state.repo}`;
    return {
      status: 200,
      body: {
        id: 1,
        node_id: 'R_1',
        name: state.repo,
        full_name: fullName,
        owner: { login: state.owner },
        private: true,
        default_branch: 'main',
      },
    };
  }
  if (rest[0] === 'collaborators' && rest[2] === 'permission' && rest.length === 3 && request.method === 'GET') {
    return collaboratorPermission(state, decodeURIComponent(rest[1] ?? ''));
  }
  if (rest[0] === 'pulls' && rest.length === 1 && request.method === 'GET') {
    if (!can(request.identity, 'pull-requests', 'read')) return forbidden();
    return listPulls(state, request);
  }
  if (rest[0] === 'pulls' && rest.length === 2 && request.method === 'GET') {
    if (!can(request.identity, 'pull-requests', 'read')) return forbidden();
    const pull = state.pulls.get(Number(rest[1]));
    if (!pull) return errorResponse(404, 'Not Found');
    return { status: 200, body: pullJson(state, pull) };
  }
  if (rest[0] === 'commits' && rest[2] === 'check-runs' && rest.length === 3 && request.method === 'GET') {
    return checkRunsOfRef(state, request, decodeURIComponent(rest[1] ?? ''));
  }
  if (rest[0] === 'compare' && rest.length === 2 && request.method === 'GET') return compare(state, rest[1]!, request.url);
  return (
    comments(state, request, rest) ??
    deployments(state, request, rest) ??
    environments(state, request, rest) ??
    checkRuns(state, request, rest) ??
    errorResponse(404, 'Not Found')
  );
}
