/**
 * What one run learned that a later run may reuse to spend less time reading: the organization
 * and project the `environment` input's names led to (left in every run's GitHub Deployment, and
 * in a pull request's sticky comment, for any later run of the same input). It is a hint, never an
 * answer: the run still reads what a run without it reads to resolve the names, only all at once
 * instead of one level after the other (operations/environment/earlier-runs.ts), so a project
 * renamed, an environment recreated or a preview changed by hand is seen as if nothing were carried.
 * Anyone who can edit a comment or a Deployment can change it, so it travels sealed: an
 * HMAC-SHA256 keyed with the api-token over the inputs it answers (api-url, environment) and the
 * ids. An edit, or a copy to another input, fails the seal and is ignored.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config/index.ts';

export interface Carried {
  /** The organization and project the `environment` input's names led to. */
  project: { id: string; organization: { id: string } };
}

/** What a comment's marker or a GitHub Deployment carries for any later run of the same input: the project the run's target is in, sealed. */
export function sealRoute(config: Inputs, target: { organizationId: string; projectId: string }): string | undefined {
  if (!target.organizationId || !target.projectId || !config.environmentPath) return undefined;
  return sealCarried(config, { project: { id: target.projectId, organization: { id: target.organizationId } } });
}

/**
 * Where this run looks for what earlier runs left: the pull request's comment (an opened or
 * reopened pull request's carries nothing worth its read), and the repository's GitHub
 * Deployments. undefined: nowhere, and GitHub is not asked. Only names have something to hint.
 */
export function whereLeft(
  config: Pick<Config, 'operation' | 'comment' | 'githubDeployment' | 'environmentPath' | 'githubToken'>,
  action: string | undefined,
): { comments: boolean; deployments: boolean } | undefined {
  if (config.githubToken === '' || config.environmentPath === undefined) return undefined;
  const comments = config.operation === 'preview' && config.comment !== 'off' && action !== 'opened' && action !== 'reopened';
  const deployments = config.githubDeployment;
  return comments || deployments ? { comments, deployments } : undefined;
}

/** An older version's pull request state, bound to its number too: only its project is taken. */
const PULL_REQUEST = 'p1';
const ROUTE = 'r1';

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

type Inputs = Pick<Config, 'apiToken' | 'apiUrl' | 'environmentId' | 'environmentPath' | 'previewName' | 'pullRequest'>;

/** The inputs a state answers: any of them changed, and it answers nothing. */
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

/** `r1.<payload>.<seal>`, base64url throughout: safe in a comment's marker, a Deployment's payload and a log. */
export function sealCarried(config: Inputs, carried: Carried): string {
  const { project } = carried;
  const json = { project: { id: project.id, organization: { id: project.organization.id } } };
  const payload = Buffer.from(JSON.stringify(json), 'utf8').toString('base64url');
  return `${ROUTE}.${payload}.${sealOf(config, payload, false).toString('base64url')}`;
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
    return project ? { project } : undefined;
  } catch {
    return undefined;
  }
}
