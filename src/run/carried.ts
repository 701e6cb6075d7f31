/**
 * What one run learned that a later run may reuse instead of reading it again: the organization
 * and project the `environment` input's names lead to (left in every run's GitHub Deployment, for
 * any later run of the same input), and a pull request's blueprint and preview (left in its
 * sticky comment's marker, for its next run). Anyone who can edit those can change them, so they
 * travel sealed: an HMAC-SHA256 keyed with the api-token over the inputs they answer (api-url,
 * environment, and for a pull request's, preview-name and its number) and the ids. Whoever reads
 * one learns only ids the run shows anyway; an edit, a copy to another pull request or another
 * input fails the seal and the run reads everything, as it would without it. A sealed state is
 * still checked against the platform before anything changes (operations/environment/earlier-runs.ts:
 * the project's environments are listed and the environment found by name; the preview's blueprint
 * mark is read): one gone stale costs a failed read and a fallback to reading, never a wrong target.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config/index.ts';
import type { Environment } from '../platform/schemas/index.ts';

export interface Carried {
  /** The organization and project the `environment` input's names lead to: any run's, for any later run of the same input. */
  project: { id: string; organization: { id: string } };
  /** The environment the input names (a blueprint) and the pull request's preview: a pull request's own, for its next run. */
  environment?: Environment;
  preview?: Environment;
}

/** What a run knows once `environment` (the input's) is read, and the pull request's `preview` once it exists. */
export function carriedOf(environment: Environment, preview?: Environment): Carried {
  const project = { id: environment.project.id, organization: { id: environment.organization.id } };
  return preview ? { project, environment, preview } : { project };
}

/** What a GitHub Deployment carries for any later run of the same input: the project the run's target is in, sealed. */
export function sealRoute(config: Inputs, target: { organizationId: string; projectId: string }): string | undefined {
  if (!target.organizationId || !target.projectId) return undefined;
  return sealCarried(config, { project: { id: target.projectId, organization: { id: target.organizationId } } });
}

/**
 * Where this run looks for what earlier runs left: the pull request's comment (its last run; an
 * opened pull request has none, and a reopened one's preview may be on its way out: read afresh),
 * and the repository's GitHub Deployments (the project any run of this input found). undefined:
 * nowhere, and GitHub is not asked.
 */
export function whereLeft(
  config: Pick<Config, 'operation' | 'comment' | 'githubDeployment' | 'environmentPath' | 'githubToken'>,
  action: string | undefined,
): { comments: boolean; deployments: boolean } | undefined {
  const comments = config.operation === 'preview' && config.comment !== 'off' && action !== 'opened' && action !== 'reopened';
  const deployments = config.githubDeployment && config.environmentPath !== undefined;
  return config.githubToken !== '' && (comments || deployments) ? { comments, deployments } : undefined;
}

const PULL_REQUEST = 'p1';
const ROUTE = 'r1';

/** Only what a later run uses of an environment: the marker stays short. */
function kept(environment: Environment): Environment {
  const { id, created_at, name, organization, project, mode, cluster_id } = environment;
  return { id, created_at, name, organization: { id: organization.id }, project: { id: project.id }, mode, cluster_id };
}

/*
 * Checked by hand, not with the schemas: sealing and unsealing happen before the first platform
 * request, which is sent before the schemas' chunk (zod) is loaded.
 */
const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isRef = (value: unknown): value is { id: string } => isText((value as { id?: unknown } | null)?.id);

function projectOf(value: unknown): Carried['project'] | undefined {
  const project = value as { id?: unknown; organization?: unknown } | null;
  return project && isText(project.id) && isRef(project.organization)
    ? { id: project.id, organization: { id: project.organization.id } }
    : undefined;
}

function environmentOf(value: unknown): Environment | undefined {
  const environment = value as Record<string, unknown> | null;
  if (!environment || !isRef(environment['organization']) || !isRef(environment['project'])) return undefined;
  const { id, created_at, name, mode, cluster_id } = environment;
  if (![id, created_at, name, mode, cluster_id].every(isText)) return undefined;
  return kept(environment as Environment);
}

type Inputs = Pick<Config, 'apiToken' | 'apiUrl' | 'environmentId' | 'environmentPath' | 'previewName' | 'pullRequest'>;

/**
 * The inputs a state answers: any of them changed, and it answers nothing. One with a preview is
 * its pull request's alone; the project alone answers every run of the same environment input.
 */
function boundTo(config: Inputs, pullRequests: boolean): string {
  const path = config.environmentPath;
  return JSON.stringify([
    config.apiUrl,
    path ? [path.organization, path.project, path.environment] : config.environmentId,
    ...(pullRequests ? [config.previewName, config.pullRequest?.number ?? 0] : []),
  ]);
}

function sealOf(config: Inputs, payload: string, pullRequests: boolean): Buffer {
  return createHmac('sha256', config.apiToken)
    .update(`${pullRequests ? PULL_REQUEST : ROUTE}\0${boundTo(config, pullRequests)}\0${payload}`)
    .digest();
}

/**
 * `<kind>.<payload>.<seal>`, base64url throughout: safe in a comment's marker, a Deployment's
 * payload and a log. The kind says what the seal binds: `p1` a pull request's, `r1` any run's.
 */
export function sealCarried(config: Inputs, carried: Carried): string {
  const { project, environment, preview } = carried;
  const own = environment !== undefined && preview !== undefined;
  const json = {
    project: { id: project.id, organization: { id: project.organization.id } },
    ...(own ? { environment: kept(environment), preview: kept(preview) } : {}),
  };
  const payload = Buffer.from(JSON.stringify(json), 'utf8').toString('base64url');
  return `${own ? PULL_REQUEST : ROUTE}.${payload}.${sealOf(config, payload, own).toString('base64url')}`;
}

/** The state, when it is this action's own for these inputs; undefined for anything else. */
export function unsealCarried(config: Inputs, sealed: string | undefined): Carried | undefined {
  const [kind, payload, seal, ...rest] = (sealed ?? '').split('.');
  const own = kind === PULL_REQUEST;
  if ((!own && kind !== ROUTE) || !payload || !seal || rest.length > 0 || config.apiToken === '') return undefined;
  const expected = sealOf(config, payload, own);
  const given = Buffer.from(seal, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown> | null;
    const project = projectOf(json?.['project']);
    if (!project) return undefined;
    if (!own) return { project };
    const [environment, preview] = [environmentOf(json?.['environment']), environmentOf(json?.['preview'])];
    return environment && preview ? { project, environment, preview } : undefined;
  } catch {
    return undefined;
  }
}
