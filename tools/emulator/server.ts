/**
 * The HTTP face of the emulator: every request is rate limited, possibly faulted, authenticated,
 * routed, checked for scope and uuid parameters, answered, and recorded without its body.
 */
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { allows, identify, SCOPE_NAMES, type RateLimiter, type RateLimitVerdict, type Tokens } from './auth.ts';
import { TRICKLE_INTERVAL_MS, UNKNOWN_STATE } from './faults.ts';
import { ApiError, isUuid, matchRoute, type Answer, type Route, type Scope } from './http.ts';
import { answerKnob, type Knobs } from './knobs.ts';
import { jsonOrText, parseJson, readBody } from './request-body.ts';
import { SERVICE_PATH } from './service-http.ts';

export interface RecordedRequest {
  method: string;
  /** The path without the query; ids included, never a token. */
  path: string;
  query: Record<string, string>;
  /** The request's JSON body, for a write (never a GET), a secret's value hidden; undefined when it had none. */
  body?: unknown;
  /** HTTP status answered; 0 when the connection was dropped on purpose. */
  status: number;
  scope: Scope | null;
  /** The authorization scheme used: `Token` for API tokens, `Bearer` for the JWT. */
  tokenKind: 'Token' | 'Bearer' | null;
  /** Epoch ms the request arrived. */
  at: number;
  /** The injected fault that shaped the answer, if any. */
  fault?: 'reset' | 'server-error' | 'rate-limit-burst' | 'unknown-state' | 'trickle' | 'unauthorized';
}

/** An answer as sent, for a contract check: the route it came from (null when none matched) and the body. */
export interface SentAnswer {
  method: string;
  path: string;
  /** The route's pattern, e.g. `/environment/:environmentId/status`. */
  route: string | null;
  status: number;
  body: unknown;
}

export interface ServerConfig extends Knobs {
  tokens: Tokens;
  limiter: RateLimiter;
  /** The rate limiter's clock (default the wall's): a benchmark on a scaled clock keeps the hour's window in platform time. */
  limiterNow?: () => number;
  routes: Route[];
  errorShape: 'spec' | 'upstream';
  log: (line: string) => void;
  onAnswer?: (answer: SentAnswer) => void;
  /** Triggers answer their 2xx with no body (see EmulatorOptions.emptyTriggers). */
  emptyTriggers?: boolean;
  /** The emulator's `speed`: the faults' latency and a trickling answer's bytes take this share of their time (default 1). */
  speed?: number;
}

/** The operations that start a deployment or copy a resource: those a server may answer with no body. */
const TRIGGERS: ReadonlySet<string> = new Set([
  'POST /environment/:environmentId/deploy',
  'POST /environment/:environmentId/redeploy',
  'POST /environment/:environmentId/service/deploy',
  'POST /environment/:environmentId/clone',
  'POST /job/:jobId/clone',
]);

export class PlatformServer {
  readonly requests: RecordedRequest[] = [];
  private readonly server: Server;
  private readonly config: ServerConfig;
  private readonly delays = new Set<NodeJS.Timeout>();

  constructor(config: ServerConfig) {
    this.config = config;
    this.server = createServer((request, response) => {
      this.handle(request, response).catch((error: unknown) => {
        config.log(`emulator error: ${error instanceof Error ? error.message : String(error)}`);
        if (!response.headersSent) this.sendError(response, new ApiError(500, 'internal emulator error'), {});
      });
    });
  }

  listen(port: number): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', () => resolve((this.server.address() as AddressInfo).port));
    });
  }

  close(): Promise<void> {
    for (const delay of this.delays) clearTimeout(delay);
    this.delays.clear();
    return new Promise((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const arrivedAt = Date.now();
    const url = new URL(request.url ?? '/', 'http://emulator');
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
    const method = request.method ?? 'GET';
    const rawBody = await readBody(request);
    if (path.startsWith('/_emulator/')) return this.handleKnob(method, path, rawBody, response);
    if (path.startsWith(SERVICE_PATH) && this.config.services)
      return this.config.services.http.serve(request, method, path, this.config.services.deployed, response);

    const { tokens, limiter, faults } = this.config;
    const credential = identify(request.headers.authorization, tokens);
    // The key stays in memory only; it is never logged or recorded.
    const limiterNow = this.config.limiterNow ?? Date.now;
    const limit = limiter.take(credential ? (request.headers.authorization ?? '') : 'anonymous', limiterNow());
    const headers = rateLimitHeaders(limit);
    const record: RecordedRequest = {
      method,
      path,
      query: Object.fromEntries(url.searchParams),
      ...(method !== 'GET' && rawBody.length > 0 ? { body: withoutSecretValue(path, jsonOrText(rawBody)) } : {}),
      status: 0,
      scope: credential?.scope ?? null,
      tokenKind: credential?.scheme ?? null,
      at: arrivedAt,
    };
    let routePattern: string | null = null;
    const observe = (answer: Answer) =>
      this.config.onAnswer?.({ method, path, route: routePattern, status: answer.status, body: answer.body });
    if (faults.latencyMs > 0) await this.delay(faults.latencyMs * (this.config.speed ?? 1));
    const fault = faults.decide();
    if (fault.kind === 'reset') {
      this.finish(record, 0, 'reset');
      request.socket.destroy();
      return;
    }
    try {
      if (limit.exceeded) {
        throw new ApiError(429, 'rate limit exceeded for this token', {
          'retry-after': String(Math.max(1, Math.ceil((limit.resetAt - limiterNow()) / 1000))),
        });
      }
      if (fault.kind === 'server-error') {
        record.fault = 'server-error';
        throw new ApiError(fault.status, 'injected fault: the service is having trouble');
      }
      if (fault.kind === 'rate-limit-burst') {
        record.fault = 'rate-limit-burst';
        throw new ApiError(429, 'rate limit exceeded for this token', { 'retry-after': '1' });
      }
      if (fault.kind === 'unauthorized') record.fault = 'unauthorized';
      if (!credential || fault.kind === 'unauthorized') {
        throw new ApiError(401, 'missing or invalid token: send "Authorization: Token <API token>" or "Bearer <JWT>"');
      }
      const matched = matchRoute(this.config.routes, method, path);
      if (matched === undefined) throw new ApiError(404, `no operation ${method} ${path}`);
      if (matched === 'wrong-method') throw new ApiError(405, `${method} is not allowed on ${path}`);
      routePattern = matched.route.pattern;
      if (!allows(credential.scope, matched.route.needs)) {
        throw new ApiError(
          403,
          `the token lacks the ${SCOPE_NAMES[matched.route.needs]} scope needed by ${method} ${matched.route.pattern}`,
        );
      }
      for (const [name, value] of Object.entries(matched.params)) {
        if (!isUuid(value)) throw new ApiError(400, `path parameter "${name}" must be a uuid`);
      }
      if (faults.breaksRequestStatus(matched.route.pattern)) {
        record.fault = 'server-error';
        throw new ApiError(502, 'injected fault: the service is having trouble');
      }
      const handled = await matched.route.handle({
        params: matched.params,
        query: url.searchParams,
        body: parseJson(rawBody),
        hasBody: rawBody.length > 0,
        scope: credential.scope,
        now: this.config.clock?.now() ?? Date.now(),
      });
      const answer =
        this.config.emptyTriggers && handled.status < 300 && TRIGGERS.has(`${method} ${routePattern}`)
          ? { status: handled.status }
          : handled;
      const sent = matched.route.poll && answer.status === 200 && faults.reportsUnknownState() ? withUnknownState(answer) : answer;
      if (sent !== answer) record.fault = 'unknown-state';
      if (matched.route.poll && faults.trickles()) {
        record.fault = 'trickle';
        this.finish(record, answer.status);
        return this.trickle(response, sent, headers);
      }
      this.send(response, sent, headers);
      observe(sent);
      this.finish(record, answer.status);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      observe(this.sendError(response, error, headers));
      this.finish(record, error.status);
    }
  }

  private handleKnob(method: string, path: string, rawBody: string, response: ServerResponse): void {
    try {
      this.send(response, answerKnob(this.config, this.requests, method, path, rawBody), {});
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      this.sendError(response, error, {});
    }
  }

  private finish(record: RecordedRequest, status: number, fault?: RecordedRequest['fault']): void {
    record.status = status;
    if (fault) record.fault = fault;
    this.requests.push(record);
    this.config.log(`${record.method} ${record.path} ${status} ${record.scope ?? '-'}${record.fault ? ` (${record.fault})` : ''}`);
  }

  private send(response: ServerResponse, answer: Answer, headers: Record<string, string>): void {
    if (answer.body === undefined || answer.status === 204) {
      response.writeHead(answer.status, headers).end();
      return;
    }
    const text = JSON.stringify(answer.body);
    response
      .writeHead(answer.status, { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) })
      .end(text);
  }

  /** The same answer, its body one byte every TRICKLE_INTERVAL_MS of platform time, until sent or the client goes away. */
  private async trickle(response: ServerResponse, answer: Answer, headers: Record<string, string>): Promise<void> {
    const bytes = Buffer.from(JSON.stringify(answer.body));
    response.writeHead(answer.status, { ...headers, 'content-type': 'application/json', 'content-length': String(bytes.length) });
    let gone = false;
    response.once('close', () => (gone = true));
    for (const byte of bytes) {
      if (gone) return;
      response.write(Buffer.of(byte));
      await this.delay(TRICKLE_INTERVAL_MS * (this.config.speed ?? 1));
    }
    response.end();
  }

  private sendError(response: ServerResponse, error: ApiError, headers: Record<string, string>): Answer {
    const reason = STATUS_CODES[error.status] ?? 'Error';
    const body =
      this.config.errorShape === 'upstream'
        ? { status: error.status, detail: error.message }
        : { status: error.status, error: reason, message: error.message };
    const answer = { status: error.status, body };
    this.send(response, answer, { ...headers, ...error.headers });
    return answer;
  }

  private delay(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.delays.delete(timer);
        resolve();
      }, ms);
      this.delays.add(timer);
    });
  }
}

function rateLimitHeaders(limit: RateLimitVerdict): Record<string, string> {
  return {
    'x-ratelimit-limit': String(limit.limit),
    'x-ratelimit-remaining': String(limit.remaining),
    'x-ratelimit-reset': String(Math.ceil(limit.resetAt / 1000)),
  };
}

/** A state the spec does not list, as newer services report: the real progress is untouched. */
function withUnknownState(answer: Answer): Answer {
  const body = { ...(answer.body as Record<string, unknown>) };
  if ('status' in body) body['status'] = UNKNOWN_STATE;
  else body['state'] = UNKNOWN_STATE;
  return { status: answer.status, body };
}

/** A write's body as the request log keeps it: a secret's value is never kept, its key and the rest are. */
function withoutSecretValue(path: string, body: unknown): unknown {
  if (!/\/secret(\/|$)/.test(path) || typeof body !== 'object' || body === null || !('value' in body)) return body;
  return { ...body, value: '(hidden)' };
}
