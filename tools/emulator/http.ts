/**
 * The emulator's request and answer vocabulary: routes with the scope they need, the error a
 * handler throws to answer 4xx, and validation that names the offending field.
 */
import * as z from 'zod';

/** What a route needs from the token: Read may only read, Deploy may also trigger, Write may also change. */
export type Need = 'read' | 'deploy' | 'write';
export type Scope = 'admin' | 'read' | 'deploy' | 'write';

export class ApiError extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;

  constructor(status: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.headers = headers;
  }
}

export const notFound = (what: string, id: string) => new ApiError(404, `${what} ${id} not found`);

export interface Answer {
  status: number;
  body?: unknown;
}

export interface RouteContext {
  params: Record<string, string>;
  query: URLSearchParams;
  /** Parsed JSON body; undefined when none was sent. */
  body: unknown;
  /** Whether the request carried a non-empty body at all. */
  hasBody: boolean;
  scope: Scope;
  now: number;
}

export interface Route {
  method: string;
  pattern: string;
  segments: string[];
  needs: Need;
  /** Status polls: the `unknown-state` fault may rewrite their answers. */
  poll: boolean;
  handle: (context: RouteContext) => Answer | Promise<Answer>;
}

export function route(method: string, pattern: string, needs: Need, handle: Route['handle'], options: { poll?: boolean } = {}): Route {
  return { method, pattern, segments: pattern.split('/').slice(1), needs, poll: options.poll ?? false, handle };
}

export type RouteMatch = { route: Route; params: Record<string, string> };

/** Routes are tried in order, so a fixed segment (`deploymentStatus`) must precede a parameter. */
export function matchRoute(routes: readonly Route[], method: string, path: string): RouteMatch | 'wrong-method' | undefined {
  const parts = path.split('/').slice(1);
  let pathKnown = false;
  for (const candidate of routes) {
    const params = matchSegments(candidate.segments, parts);
    if (!params) continue;
    if (candidate.method === method) return { route: candidate, params };
    pathKnown = true;
  }
  return pathKnown ? 'wrong-method' : undefined;
}

function matchSegments(segments: readonly string[], parts: readonly string[]): Record<string, string> | undefined {
  if (segments.length !== parts.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of segments.entries()) {
    const part = parts[index] ?? '';
    if (segment.startsWith(':')) {
      if (part === '') return undefined;
      params[segment.slice(1)] = decodeURIComponent(part);
    } else if (segment !== part) {
      return undefined;
    }
  }
  return params;
}

export function isUuid(value: string): boolean {
  return z.uuid().safeParse(value).success;
}

/** Parses a request body against the client's own request schema; a 400 names the field. */
export function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  if (body === undefined) throw new ApiError(400, 'a JSON body is required');
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  throw new ApiError(400, describeIssue(result.error.issues[0]));
}

function describeIssue(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'invalid body';
  const field = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') return `unknown field ${issue.keys.map((key) => `"${key}"`).join(', ')}`;
  if (issue.code === 'invalid_type' && issue.input === undefined) return `field "${field}" is required`;
  if (issue.code === 'too_big' && issue.origin === 'string') {
    return `field "${field}" must be at most ${String(issue.maximum)} characters`;
  }
  if (issue.code === 'too_small' && issue.origin === 'number') {
    return `field "${field}" must be at least ${String(issue.minimum)}`;
  }
  if (issue.code === 'too_small' && issue.origin === 'string') return `field "${field}" must not be empty`;
  if (issue.code === 'invalid_value') {
    return `field "${field}" must be one of ${issue.values.map(String).join(', ')}`;
  }
  return `field "${field || 'body'}": ${issue.message}`;
}

/** Optional `page` / `page_size` of section 4.3; without them a list answers `{results}` only. */
export function paginate<T>(items: readonly T[], query: URLSearchParams): { results: T[]; pagination?: object } {
  const page = positiveQuery(query, 'page');
  const pageSize = positiveQuery(query, 'page_size');
  if (page === undefined && pageSize === undefined) return { results: [...items] };
  const size = pageSize ?? 20;
  const current = page ?? 1;
  const results = items.slice((current - 1) * size, current * size);
  return {
    results,
    pagination: {
      page: current,
      page_size: size,
      total_count: items.length,
      total_pages: Math.max(1, Math.ceil(items.length / size)),
    },
  };
}

function positiveQuery(query: URLSearchParams, name: string): number | undefined {
  const raw = query.get(name);
  if (raw === null) return undefined;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new ApiError(400, `query parameter "${name}" must be an integer of at least 1`);
  return Number(raw);
}

export function uuidQuery(query: URLSearchParams, name: string, required: boolean): string | undefined {
  const raw = query.get(name);
  if (raw === null || raw === '') {
    if (required) throw new ApiError(400, `query parameter "${name}" is required`);
    return undefined;
  }
  if (!isUuid(raw)) throw new ApiError(400, `query parameter "${name}" must be a uuid`);
  return raw;
}
