/**
 * The one way requests reach the Platform API: authorization, JSON in and out, validation of
 * what is sent and what comes back, errors, retries and the rate-limit state.
 *
 * Calls name their schemas (schemas/index.ts) rather than hold them: the schemas and zod are loaded
 * once the run's first request has left, while its answer is on the way, so a run's start pays
 * for neither before it reaches the platform. A call with a body waits for them before it sends.
 */
import type * as z from 'zod';
import pkg from '../../package.json' with { type: 'json' };
import {
  httpError,
  invalidRequest,
  invalidResponse,
  networkError,
  outOfTimeError,
  PlatformApiError,
  timeoutError,
  wasNotSent,
  type Scope,
} from './errors.ts';
import { hiderOf, redactorFor, type Redactor } from '../basics/redaction.ts';
import { httpSender, type Exchange, type Send } from './http.ts';
import { limitedUntil, rateLimitOf, type RateLimitState } from './ratelimit.ts';
import { systemClock } from '../basics/clock.ts';
import { headStart, type HeadStart } from '../basics/head-start.ts';

type Shapes = typeof import('./schemas/index.ts');
/** The name of one schema of schemas/index.ts: what a call's body or answer is validated with. */
export type ShapeName = { [K in keyof Shapes]: Shapes[K] extends z.ZodType ? K : never }[keyof Shapes];
/** What a named schema gives once it has validated an answer. */
export type ShapeOf<K extends ShapeName> = z.output<Shapes[K]>;
type Validator = (shapes: Shapes) => z.ZodType;

export type { RateLimitState } from './ratelimit.ts';

export const USER_AGENT = `platform-deploy-action/${pkg.version}`;

export interface ClientOptions {
  baseUrl: string;
  token: string;
  userAgent?: string;
  /** Per request (each attempt), default 30000. Every time here is on the run's clock unless `now` and `sleep` are given. */
  timeoutMs?: number;
  /** Tries per request against 5xx answers and network faults, the first included; default 5. A 429 is not counted. */
  maxAttempts?: number;
  /** Backoff between tries: full jitter over a doubling delay, default 1000 capped at 15000. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  random?: () => number;
  /**
   * Epoch ms: never wait (429 or backoff) past it. 429s are waited out until it, however many
   * come; without a deadline their waits together stop at RATE_LIMIT_WAIT_MS.
   */
  deadline?: number;
  /**
   * Epoch ms: no request outlives it, and past it none is sent. Later than `deadline`: the reads
   * that explain a timed-out run still have until then.
   */
  stopAt?: number;
  /** Every mask of the run (basics/redaction.ts `masksOf`): hidden in every message, whatever the answer echoes. */
  masks?: readonly string[];
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One operation of the API, described for the transport. */
export interface Call {
  method: Method;
  /** Path template, e.g. `/environment/{environmentId}/secret/{secretId}`. */
  route: string;
  /** Ids the request carries; each must be a uuid. Those named in `route` fill it. */
  ids?: Record<string, string | undefined>;
  query?: Record<string, string | number | undefined>;
  /** The JSON body and the name of its request schema; absent: no body is sent. */
  body?: { shape: ShapeName; value: unknown };
  scope: Scope;
  /** What the path names, for a 404 ("environment 0b5c…"). */
  subject: string;
  /**
   * A request that can be repeated without effect (GET, PUT, DELETE, upsert, cancel). One that
   * cannot is repeated only when the service provably did not act on it: a 429, or a connection
   * that was never made.
   */
  idempotent: boolean;
  /** Values sent that must not appear in any message (a secret's value). */
  sensitive?: string[];
  /**
   * A GET whose answer stays true for the run until it writes: sent once, its answer shared by
   * every step that asks (those asking together wait for the same request), and forgotten at the
   * run's next write. Never a state that changes on its own (a status, a log).
   */
  shared?: boolean;
  /**
   * A read of a state that changes on its own (a status), shared like `shared` but only while its
   * answer is younger than this many ms: two steps before a trigger read it once, a wait never.
   */
  sharedForMs?: number;
  /**
   * A wait's read of a state (a poll): sent with one try. Its waiter (wait/waiter.ts) owns the
   * backoff and the 429s, on its schedule: the transport repeating it too would make one poll five
   * requests, and the waiter's pacing would change almost nothing.
   */
  poll?: boolean;
}

/** A page of a list as the service answers it. */
export type Page = z.output<ReturnType<Shapes['listOf']>>;

const JWT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;
const SCHEME = /^(Token|Bearer)\s+\S/;
const MAX_PAGES = 1000;
/** Without a deadline, the most a request waits out 429s in all: one window of the hourly limit. */
const RATE_LIMIT_WAIT_MS = 3_600_000;
/** zod's `z.uuid()`: RFC 9562 versions 1 to 8 and its variant, or the nil and max ids. */
const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

/** `Token …` for an API token, `Bearer …` for a JWT; a value already carrying its scheme is kept. */
export function authorizationFor(token: string): string | undefined {
  const value = token.trim();
  if (value === '') return undefined;
  if (SCHEME.test(value)) return value;
  return JWT.test(value) && value.startsWith('eyJ') ? `Bearer ${value}` : `Token ${value}`;
}

function problemsOf(error: z.ZodError): string {
  const shown = error.issues.slice(0, 3).map((issue) => {
    const where = issue.path.length === 0 ? 'the body' : issue.path.map(String).join('.');
    return `${where}: ${issue.message}`;
  });
  const more = error.issues.length > 3 ? ` (and ${error.issues.length - 3} more)` : '';
  return shown.join('; ') + more;
}

export class Transport {
  readonly #http: Send;
  readonly #baseUrl: string;
  readonly #authorization: string | undefined;
  readonly #secret: string;
  readonly #hide: Redactor;
  readonly #timeoutMs: number;
  readonly #maxAttempts: number;
  readonly #baseDelayMs: number;
  /** Whether any answer of the service has succeeded: until one has, api-url itself is in doubt. */
  #answered = false;
  readonly #maxDelayMs: number;
  readonly #sleep: (ms: number) => Promise<void>;
  readonly #now: () => number;
  readonly #random: () => number;
  readonly #deadline: number | undefined;
  readonly #stopAt: number;
  #rateLimit: RateLimitState | undefined;
  /** Writes handed to the network, answered or not (`writesSent`). */
  #writes = 0;
  /** The answers of shared reads since the run's last write, by path and query. */
  readonly #shared = new Map<string, Promise<unknown>>();
  /** When each bounded shared read (`sharedForMs`) was asked. */
  readonly #askedAt = new Map<string, number>();
  #shapes: HeadStart<Shapes> | undefined;

  constructor(options: ClientOptions) {
    this.#timeoutMs = options.timeoutMs ?? 30_000;
    this.#http = httpSender(options.userAgent ?? USER_AGENT, systemClock.answerMs(this.#timeoutMs));
    this.#baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.#secret = options.token.trim();
    this.#authorization = authorizationFor(options.token);
    this.#hide = hiderOf(options.masks ?? []);
    this.#maxAttempts = Math.max(1, options.maxAttempts ?? 5);
    this.#baseDelayMs = options.baseDelayMs ?? 1_000;
    this.#maxDelayMs = options.maxDelayMs ?? 15_000;
    this.#sleep = options.sleep ?? systemClock.sleep;
    this.#now = options.now ?? systemClock.now;
    this.#random = options.random ?? Math.random;
    this.#deadline = options.deadline;
    this.#stopAt = options.stopAt ?? Number.POSITIVE_INFINITY;
  }

  get rateLimit(): RateLimitState | undefined {
    return this.#rateLimit;
  }

  /**
   * The requests that may have changed the platform: every try of a write (any method but GET)
   * that left the process, whatever its answer and whether one came. Only a try whose connection
   * was never made is left out; one that timed out or lost its answer may have acted, and counts.
   */
  get writesSent(): number {
    return this.#writes;
  }

  /** Sends the call and returns its body validated by the schema named `shape`. */
  async json<K extends ShapeName>(call: Call, shape: K): Promise<ShapeOf<K>> {
    return this.#once(call, () => this.#send(call, (shapes) => shapes[shape])) as Promise<ShapeOf<K>>;
  }

  /** As `json`, for a call whose 2xx answer may have no body: then undefined. */
  async jsonOrNothing<K extends ShapeName>(call: Call, shape: K): Promise<ShapeOf<K> | undefined> {
    return this.#once(call, () => this.#send(call, (shapes) => shapes[shape], true)) as Promise<ShapeOf<K> | undefined>;
  }

  /** Sends a call whose answer carries nothing of use (204, or a 202 acknowledgement). */
  async empty(call: Call): Promise<void> {
    await this.#once(call, () => this.#send(call, undefined));
  }

  /** Every item of a list, following the pagination object while the service returns one. */
  async list<K extends ShapeName>(call: Call, item: K): Promise<ShapeOf<K>[]> {
    return this.#once(call, async () => {
      const first = (await this.#send(call, pageOf(item))) as Page;
      return [...(first.results as ShapeOf<K>[]), ...(await this.#laterPages(call, item, first))];
    }) as Promise<ShapeOf<K>[]>;
  }

  /**
   * A shared read's answer, asked once since the last write; every caller gets its own copy, so
   * none sees another's changes. A write forgets every answer, before it leaves and once it is
   * answered (a read that overlapped it may hold the state before it): which reads a write
   * changes is the platform's business (a job's clone adds to an environment's list, a clone to
   * a project's), and writes are few.
   */
  async #once(call: Call, send: () => Promise<unknown>): Promise<unknown> {
    if (call.method !== 'GET') {
      this.#shared.clear();
      try {
        return await send();
      } finally {
        this.#shared.clear();
      }
    }
    if (!call.shared && call.sharedForMs === undefined) return send();
    const key = JSON.stringify([call.route, call.ids, call.query, call.sharedForMs]);
    const known = this.#shared.get(key);
    const young = call.sharedForMs === undefined || this.#now() - (this.#askedAt.get(key) ?? -Infinity) <= call.sharedForMs;
    if (known !== undefined && young) return structuredClone(await known);
    const answer = send();
    this.#shared.set(key, answer);
    if (call.sharedForMs !== undefined) this.#askedAt.set(key, this.#now());
    // A failed read is asked again by the next step that needs it.
    answer.catch(() => {
      if (this.#shared.get(key) === answer) this.#shared.delete(key);
    });
    return structuredClone(await answer);
  }

  /** The items of the pages after `page`, when it carries a pagination object. */
  async #laterPages<K extends ShapeName>(call: Call, item: K, page: Page): Promise<ShapeOf<K>[]> {
    const items: ShapeOf<K>[] = [];
    let current = page;
    for (let fetched = 1; fetched < MAX_PAGES; fetched++) {
      const pagination = current.pagination;
      if (pagination === undefined || pagination.page >= pagination.total_pages || current.results.length === 0) break;
      const query = { ...call.query, page: pagination.page + 1, page_size: pagination.page_size };
      current = (await this.#send({ ...call, query }, pageOf(item))) as Page;
      items.push(...(current.results as ShapeOf<K>[]));
    }
    return items;
  }

  /** The schemas, loaded once: started when the first request has left, met (its failure with it) before a body is checked. */
  #startShapes(): HeadStart<Shapes> {
    return (this.#shapes ??= headStart(import('./schemas/index.ts')));
  }

  #loadShapes(): Promise<Shapes> {
    return this.#startShapes()();
  }

  async #send(call: Call, validator: Validator | undefined, mayBeEmpty = false): Promise<unknown> {
    const own = redactorFor([this.#secret, ...(this.#authorization ? [this.#authorization] : []), ...(call.sensitive ?? [])]);
    const redact: Redactor = (text) => this.#hide(own(text));
    const { path, url, body } = this.#prepare(call, call.body && (await this.#loadShapes()), redact);
    // A 429 says the service did nothing and when to come back: it is waited out and leaves the
    // tries kept for 5xx answers and network faults, which a 429 burst would otherwise use up.
    let faults = 0;
    let limited = 0;
    let limitedWaitMs = 0;
    for (;;) {
      let failure: PlatformApiError;
      try {
        const exchange = await this.#exchange(call.method, path, url, body, redact);
        const data = this.#answer(call, path, exchange, validator !== undefined && !(mayBeEmpty && exchange.text.trim() === ''), redact);
        if (data === undefined) return undefined;
        return validator && this.#validate(call, path, exchange.status, validator(await this.#loadShapes()), data, redact);
      } catch (error) {
        if (!(error instanceof PlatformApiError)) throw error;
        failure = error;
      }
      if (call.poll || !this.#mayRepeat(call, failure)) throw failure;
      let wait: number;
      if (failure.status === 429) {
        wait = failure.retryAfterMs ?? this.#backoff(++limited);
        limitedWaitMs += wait;
        if (this.#deadline === undefined && limitedWaitMs > RATE_LIMIT_WAIT_MS) throw failure;
      } else {
        if (++faults >= this.#maxAttempts) throw failure;
        wait = this.#backoff(faults);
      }
      if (this.#deadline !== undefined && this.#now() + wait > this.#deadline) throw failure;
      if (this.#now() + wait >= this.#stopAt) throw failure;
      await this.#sleep(wait);
    }
  }

  #mayRepeat(call: Call, failure: PlatformApiError): boolean {
    if (!failure.retryable) return false;
    return call.idempotent || failure.status === 429 || wasNotSent(failure);
  }

  #backoff(attempt: number): number {
    return Math.round(this.#random() * Math.min(this.#maxDelayMs, this.#baseDelayMs * 2 ** (attempt - 1)));
  }

  /** Fills the route and validates ids and body, so nothing malformed ever leaves. */
  #prepare(call: Call, shapes: Shapes | undefined, redact: Redactor): { path: string; url: string; body: string | undefined } {
    let path = call.route;
    for (const [name, id] of Object.entries(call.ids ?? {})) {
      if (id === undefined) continue;
      if (!UUID.test(id)) {
        throw invalidRequest(call.method, call.route, `${name} ${JSON.stringify(id)} is not a uuid`, redact);
      }
      path = path.replace(`{${name}}`, encodeURIComponent(id));
    }
    let body: string | undefined;
    if (call.body !== undefined && shapes !== undefined) {
      const parsed = shapes[call.body.shape].safeParse(call.body.value);
      if (!parsed.success) throw invalidRequest(call.method, path, problemsOf(parsed.error), redact);
      body = JSON.stringify(parsed.data);
    }
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(call.query ?? {})) {
      if (value !== undefined) search.set(name, String(value));
    }
    const query = search.size > 0 ? `?${search.toString()}` : '';
    return { path, url: `${this.#baseUrl}${path}${query}`, body };
  }

  async #exchange(method: Method, path: string, url: string, body: string | undefined, redact: Redactor): Promise<Exchange> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (this.#authorization !== undefined) headers['Authorization'] = this.#authorization;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    // The call's own limit, shortened by the run's end: the request is destroyed at it, whatever its body does.
    const limitMs = Math.min(this.#timeoutMs, this.#stopAt - this.#now());
    if (limitMs <= 0) throw outOfTimeError(method, path, redact);
    // Counted before it leaves, so no result made while it is on the way misses it.
    const write = method !== 'GET';
    if (write) this.#writes++;
    try {
      // Once the request has left, the schemas load while its answer is on the way.
      const sent = () => void this.#startShapes();
      return await this.#http(method, url, body, headers, sent, systemClock.answerMs(limitMs));
    } catch (error) {
      const { code, message } = error as { code?: unknown; message?: unknown };
      if (typeof message === 'string' && message.startsWith('Request timeout')) {
        throw timeoutError(method, path, limitMs, redact);
      }
      const failure = networkError(method, path, typeof code === 'string' ? code : undefined, redact);
      // A connection never made carried nothing to the platform.
      if (write && wasNotSent(failure)) this.#writes--;
      throw failure;
    }
  }

  /** The answer's JSON body when `wanted`; an error for any status but 2xx. */
  #answer(call: Call, path: string, exchange: Exchange, wanted: boolean, redact: Redactor): unknown {
    const now = this.#now();
    this.#rateLimit = rateLimitOf(exchange.headers, now) ?? this.#rateLimit;
    const { status, text } = exchange;
    if (status < 200 || status > 299) {
      const until = status === 429 ? limitedUntil(exchange.headers, now) : undefined;
      throw httpError({
        method: call.method,
        path,
        status,
        body: text,
        scope: call.scope,
        subject: call.subject,
        unprovenUrl: this.#answered ? undefined : this.#baseUrl,
        retryAfterMs: until === undefined ? undefined : until - now,
        limitedUntil: until,
        redact,
      });
    }
    this.#answered = true;
    if (!wanted) return undefined;
    if (text.trim() === '') throw invalidResponse(call.method, path, status, 'an empty body', redact);
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw invalidResponse(call.method, path, status, 'a body that is not JSON', redact);
    }
  }

  #validate(call: Call, path: string, status: number, schema: z.ZodType, data: unknown, redact: Redactor): unknown {
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      throw invalidResponse(call.method, path, status, `an unexpected body (${problemsOf(parsed.error)})`, redact);
    }
    return parsed.data;
  }
}

/** A page of a list of the items `item` names. */
function pageOf(item: ShapeName): Validator {
  return (shapes) => shapes.listOf(shapes[item]);
}
