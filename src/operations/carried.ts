/**
 * What one run learned that the next run for the same inputs may reuse instead of reading it
 * again: the environment the `environment` input names, and the pull request's preview. It is
 * left in the sticky comment's marker, where anyone who can edit the comment can change it, so it
 * travels sealed: an HMAC-SHA256 keyed with the api-token over the inputs it answers (api-url,
 * environment, preview-name, the pull request) and the ids. Whoever reads it learns only ids the
 * run shows anyway; an edit, a copy to another pull request or another input fails the seal and
 * the run reads everything, as it would without it. A sealed state is then still checked against
 * the platform before anything changes (the preview's own reads, its blueprint mark): one gone
 * stale costs a failed read and a fallback to reading, never a wrong target.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import * as z from 'zod';
import type { Config } from '../inputs/index.ts';
import { Environment } from '../platform/schemas/environment.ts';

export interface Carried {
  /** The environment the `environment` input names (a blueprint, or the environment deployed), as the platform listed it. */
  environment: Environment;
  /** The pull request's preview, as the run that last deployed it left it. */
  preview?: Environment;
}

const VERSION = 'c1';

/**
 * What was carried is no longer so (the preview is gone, or is not the pull request's), found
 * before anything changed: the run starts over without it.
 */
export class CarriedStale extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CarriedStale';
  }
}

/** Only what a later run uses of an environment: the marker stays short. */
function kept(environment: Environment): Environment {
  const { id, created_at, name, organization, project, mode, cluster_id } = environment;
  return { id, created_at, name, organization: { id: organization.id }, project: { id: project.id }, mode, cluster_id };
}

const Sealed = z.object({ environment: Environment, preview: Environment.optional() });

type Inputs = Pick<Config, 'apiToken' | 'apiUrl' | 'environmentId' | 'environmentPath' | 'previewName' | 'pullRequest'>;

/** The inputs a state answers: any of them changed, and it answers nothing. */
function boundTo(config: Inputs): string {
  const path = config.environmentPath;
  return JSON.stringify([
    config.apiUrl,
    path ? [path.organization, path.project, path.environment] : config.environmentId,
    config.previewName,
    config.pullRequest?.number ?? 0,
  ]);
}

function sealOf(config: Inputs, payload: string): Buffer {
  return createHmac('sha256', config.apiToken)
    .update(`${VERSION}\0${boundTo(config)}\0${payload}`)
    .digest();
}

/** `c1.<payload>.<seal>`, base64url throughout: safe in a comment's marker and in a log. */
export function sealCarried(config: Inputs, carried: Carried): string {
  const payload = Buffer.from(
    JSON.stringify({ environment: kept(carried.environment), ...(carried.preview ? { preview: kept(carried.preview) } : {}) }),
    'utf8',
  ).toString('base64url');
  return `${VERSION}.${payload}.${sealOf(config, payload).toString('base64url')}`;
}

/** The state, when it is this action's own for these inputs; undefined for anything else. */
export function unsealCarried(config: Inputs, sealed: string | undefined): Carried | undefined {
  const [version, payload, seal, ...rest] = (sealed ?? '').split('.');
  if (version !== VERSION || !payload || !seal || rest.length > 0 || config.apiToken === '') return undefined;
  const expected = sealOf(config, payload);
  const given = Buffer.from(seal, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const parsed = Sealed.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    if (!parsed.success) return undefined;
    const { environment, preview } = parsed.data;
    return preview ? { environment, preview } : { environment };
  } catch {
    return undefined;
  }
}
