/**
 * The one error type of the Platform API boundary, and the wording of its messages: each
 * message is one line that tells a user what to do, and never carries the token.
 */
import type { Redactor } from '../basics/redaction.ts';

export type PlatformErrorKind = 'http' | 'network' | 'timeout' | 'invalid-response' | 'invalid-request';

/** The permission an operation needs; a 403 names it. */
export type Scope = 'Read' | 'Deploy' | 'Write';

export interface PlatformApiErrorInit {
  method: string;
  path: string;
  kind: PlatformErrorKind;
  message: string;
  status?: number | undefined;
  serviceMessage?: string;
  retryAfterMs?: number | undefined;
  retryable?: boolean;
  code?: string | undefined;
}

export class PlatformApiError extends Error {
  readonly method: string;
  /** The request path without query; never the token. */
  readonly path: string;
  /** The HTTP status; undefined when no answer came (network error, timeout) or nothing was sent. */
  readonly status: number | undefined;
  readonly kind: PlatformErrorKind;
  /** What the service said, from `{status, error, message}`, `{status, detail}` or the raw text. */
  readonly serviceMessage: string;
  /** For a 429: how long the service asked us to wait. */
  readonly retryAfterMs: number | undefined;
  /** A 5xx, 429, network error or timeout: repeating the request may succeed. */
  readonly retryable: boolean;
  /** The system error code of a network error (ECONNREFUSED, ECONNRESET, …). */
  readonly code: string | undefined;

  constructor(init: PlatformApiErrorInit) {
    super(init.message);
    this.name = 'PlatformApiError';
    this.method = init.method;
    this.path = init.path;
    this.status = init.status;
    this.kind = init.kind;
    this.serviceMessage = init.serviceMessage ?? '';
    this.retryAfterMs = init.retryAfterMs;
    this.retryable = init.retryable ?? false;
    this.code = init.code;
  }
}

const SERVICE_MESSAGE_LIMIT = 300;

interface ErrorBody {
  error?: string;
  message?: string;
  detail?: string;
}

/**
 * The spec's `{status, error, message}` or the live service's `{status, detail}` (`status` a
 * whole number, the others strings, each optional, more allowed), or undefined for any other
 * JSON. Checked by hand: an error must be explained even before the schemas are loaded.
 */
function errorBodyOf(json: unknown): ErrorBody | undefined {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined;
  const body = json as Record<string, unknown>;
  if (body['status'] !== undefined && !Number.isInteger(body['status'])) return undefined;
  for (const key of ['error', 'message', 'detail']) {
    if (body[key] !== undefined && typeof body[key] !== 'string') return undefined;
  }
  return body as ErrorBody;
}

/** The service's own words from an error body; an HTML error page is reduced to its text. */
export function serviceMessageOf(raw: string): string {
  let text = raw;
  try {
    const parsed = errorBodyOf(JSON.parse(raw));
    if (parsed) {
      const { message, detail, error } = parsed;
      text = [message, detail].find((part) => part !== undefined && part.trim() !== '') ?? error ?? '';
    }
  } catch {
    text = raw.replace(/<[^>]*>/g, ' ');
  }
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > SERVICE_MESSAGE_LIMIT ? `${line.slice(0, SERVICE_MESSAGE_LIMIT)}…` : line;
}

export interface HttpFailure {
  method: string;
  path: string;
  status: number;
  body: string;
  scope: Scope;
  /** What the path names, for a 404: "environment 0b5c…". */
  subject: string;
  /** `api-url`, while no answer of the service has succeeded: a 404 then may mean the URL is wrong. */
  unprovenUrl?: string | undefined;
  retryAfterMs: number | undefined;
  /** When the rate limit lifts (epoch ms), if the service said so. */
  limitedUntil: number | undefined;
  redact: Redactor;
}

const AN_ID = /[0-9a-f]{8}-[0-9a-f]{4}-/i;

function notFound(failure: HttpFailure): string {
  const checks = AN_ID.test(failure.subject) ? ["check the id and that the token's organization can see it"] : [];
  if (failure.unprovenUrl !== undefined) {
    checks.push(
      `api-url may be wrong: it is ${failure.unprovenUrl}, and must be the API's base URL, the one routes such as /organization follow (for example https://api.platform.com)`,
    );
  }
  return [`${failure.subject} was not found`, ...checks].join('; ');
}

function advice(failure: HttpFailure): string {
  const { status } = failure;
  if (status === 400) return 'the service rejected the request as invalid; check the values given to the action';
  if (status === 401) {
    return 'the API token is missing or invalid; create a new API token in the console and store it as the secret the action reads';
  }
  if (status === 403) {
    return `the API token lacks the ${failure.scope} scope this operation needs (a token with it, or with Admin, will do)`;
  }
  if (status === 404) return notFound(failure);
  if (status === 409) return 'another operation is in progress on it; wait for it to finish, then try again';
  if (status === 429) {
    const until = failure.limitedUntil === undefined ? 'for a while' : `until ${new Date(failure.limitedUntil).toISOString()}`;
    return `the API token's rate limit is used up ${until}; wait, or spread runs over time`;
  }
  if (status === 405 || status === 501) return 'this server does not offer that operation';
  if (status >= 500) return 'the service failed; try again later';
  return 'the service refused the request';
}

export function httpError(failure: HttpFailure): PlatformApiError {
  const serviceMessage = failure.redact(serviceMessageOf(failure.body));
  // A 403 whose answer names the scope again says nothing more: the scope is said once.
  const repeats = failure.status === 403 && new RegExp(`\\b${failure.scope}\\b`, 'i').test(serviceMessage);
  const detail = serviceMessage === '' || repeats ? '' : ` (${serviceMessage})`;
  const message = `${failure.method} ${failure.path} answered ${failure.status}: ${advice(failure)}${detail}`;
  return new PlatformApiError({
    method: failure.method,
    path: failure.path,
    kind: 'http',
    status: failure.status,
    message: failure.redact(message),
    serviceMessage,
    retryAfterMs: failure.status === 429 ? failure.retryAfterMs : undefined,
    // A 501 says the server does not offer the operation: asking again cannot change that.
    retryable: failure.status === 429 || (failure.status >= 500 && failure.status !== 501),
  });
}

/** Network codes raised before any byte of the request left: repeating cannot duplicate anything. */
const UNSENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

export function wasNotSent(error: PlatformApiError): boolean {
  return error.kind === 'network' && error.code !== undefined && UNSENT_CODES.has(error.code);
}

/** 409 "operation in progress": the environment is busy with another operation. */
export function isBusy(error: unknown): error is PlatformApiError {
  return error instanceof PlatformApiError && error.status === 409;
}

export function isNotFound(error: unknown): error is PlatformApiError {
  return error instanceof PlatformApiError && error.status === 404;
}

/** Answers that say a route is not there (404 as an unknown operation, 405, 501): what an optional read falls back on. */
const ROUTE_MISSING = new Set([404, 405, 501]);

/**
 * Whether the answer may mean that the server lacks the route: an optional read then falls back
 * on what older servers offer. A 404 may also mean the thing read is gone: the fallback tells.
 */
export function isRouteMissing(error: unknown): error is PlatformApiError {
  return error instanceof PlatformApiError && error.status !== undefined && ROUTE_MISSING.has(error.status);
}

/** The request may or may not have taken effect: a 5xx, or a connection lost after it was made. */
export function isAmbiguous(error: unknown): error is PlatformApiError {
  if (!(error instanceof PlatformApiError)) return false;
  if (error.status !== undefined) return error.status >= 500;
  return (error.kind === 'network' || error.kind === 'timeout') && !wasNotSent(error);
}

export function networkError(method: string, path: string, code: string | undefined, redact: Redactor): PlatformApiError {
  const reason = code === undefined ? 'the connection failed' : `the connection failed (${code})`;
  return new PlatformApiError({
    method,
    path,
    kind: 'network',
    code,
    retryable: true,
    message: redact(`${method} ${path} got no answer: ${reason}; check the API URL and the runner's network`),
  });
}

function duration(ms: number): string {
  return ms >= 1000 ? `${Math.round(ms / 100) / 10}s` : `${Math.round(ms)}ms`;
}

/** A request never sent because the run's time (`timeout-minutes` and the reads after it) is spent. */
export function outOfTimeError(method: string, path: string, redact: Redactor): PlatformApiError {
  return new PlatformApiError({
    method,
    path,
    kind: 'timeout',
    retryable: false,
    message: redact(`${method} ${path} was not sent: the run's time (timeout-minutes) is spent`),
  });
}

export function timeoutError(method: string, path: string, timeoutMs: number, redact: Redactor): PlatformApiError {
  return new PlatformApiError({
    method,
    path,
    kind: 'timeout',
    retryable: true,
    message: redact(`${method} ${path} got no answer within ${duration(timeoutMs)}; the service is slow or unreachable`),
  });
}

export function invalidResponse(method: string, path: string, status: number, problem: string, redact: Redactor): PlatformApiError {
  return new PlatformApiError({
    method,
    path,
    kind: 'invalid-response',
    status,
    message: redact(`${method} ${path} answered ${status} with ${problem}; the service may have changed, report this`),
  });
}

export function invalidRequest(method: string, path: string, problem: string, redact: Redactor): PlatformApiError {
  return new PlatformApiError({
    method,
    path,
    kind: 'invalid-request',
    message: redact(`${method} ${path} was not sent: ${problem}`),
  });
}
