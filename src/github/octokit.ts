/**
 * What the report needs to know about the workflow run on GitHub (repository, pull request,
 * run link, API address), and the Octokit it writes with: retrying server errors and waiting
 * out GitHub's rate limits instead of failing on them.
 */
import { getOctokit } from '@actions/github';
import type { OctokitOptions } from '@octokit/core/types';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import type { RunEvent, RunnerVariables } from '../config/event.ts';
import { systemClock } from '../basics/clock.ts';

export interface GitHubRun {
  owner: string;
  repo: string;
  /** 0 outside a pull request. */
  pullRequest: number;
  /** The commit GitHub knows the run by: the pull request's head, else GITHUB_SHA. */
  sha: string;
  /**
   * The pull request's head commit this run was started for, from the event ('' outside a pull
   * request). Not the image tag: that is whatever the user deploys, often a short SHA or `v1.2.3`.
   */
  headSha: string;
  /** The event that started the run (`pull_request`, `merge_group`, …); absent when not known. */
  eventName?: string;
  /** The branch a push ran on, for telling a production deploy from others. */
  ref: string;
  defaultBranch: string;
  runUrl: string;
  /** The run and its attempt (`4242.1`), unique to this run of the workflow; '' outside a runner. */
  runKey?: string;
  serverUrl: string;
  apiUrl: string;
}

/**
 * The run from the event the step already read and the runner's GITHUB_* variables, as the
 * toolkit's context has it, without asking that context: it would be a second reading of the event.
 */
export function readGitHubRun(event: RunEvent, env: RunnerVariables = event.runner ?? {}): GitHubRun {
  // Outside a runner there may be no repository: the report then only goes to the log.
  const [owner = '', repo = ''] = env.GITHUB_REPOSITORY
    ? env.GITHUB_REPOSITORY.split('/')
    : [event.repository?.owner, event.repository?.name];
  const serverUrl = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
  const runId = Number.parseInt(env.GITHUB_RUN_ID ?? '', 10) || 0;
  const runAttempt = Number.parseInt(env.GITHUB_RUN_ATTEMPT ?? '', 10);
  const attempt = runAttempt > 1 ? `/attempts/${runAttempt}` : '';
  return {
    owner,
    repo,
    pullRequest: event.pullRequest?.number ?? 0,
    sha: event.pullRequest?.headSha || event.sha,
    headSha: event.pullRequest?.headSha ?? '',
    eventName: event.eventName,
    ref: env.GITHUB_REF ?? '',
    defaultBranch: event.repository?.defaultBranch ?? '',
    runUrl: owner && runId ? `${serverUrl}/${owner}/${repo}/actions/runs/${runId}${attempt}` : '',
    runKey: runId ? `${runId}.${runAttempt > 1 ? runAttempt : 1}` : '',
    serverUrl,
    apiUrl: (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, ''),
  };
}

export type GitHubClient = ReturnType<typeof getOctokit>;

export interface ClientLog {
  info(line: string): void;
}

/** How long the requests of a GitHub client may take, on the run's clock; by default one request 10 s, and no end. */
export interface ClientLimits {
  /** Epoch ms: no request outlives it, and no rate-limit wait reaches past it. */
  endBy?: () => number;
  /** Aborts every request under way, and refuses every later one. */
  signal?: AbortSignal;
  /** One request's limit, its answer's body included (each try); default GITHUB_REQUEST_MS. */
  requestMs?: number;
  /** The longest rate-limit wait worth waiting; default one request's limit. */
  maxWaitMs?: number;
  /**
   * Failed requests in a row after which GitHub is asked nothing more by this client; default
   * FAILURES_IN_A_ROW, `Infinity` never. Not a user's setting: the bench's comparison sets it.
   */
  failuresBeforeGivingUp?: number;
}

/** Rate-limit retries stop after two waits: a report is not worth holding the job for minutes. */
const RATE_LIMIT_RETRIES = 2;
/** A request GitHub has not answered in this time is cut, and counts as one failed request. */
const GITHUB_REQUEST_MS = 10_000;
/** A failed request (no answer, or a 5xx) is tried again once, a second later, by the retry plugin. */
const RETRIES = 1;
/** And only with this much time left, and only while GitHub has not failed the request before it. */
const RETRY_ROOM_MS = 15_000;
/**
 * GitHub counts as unavailable for the rest of the client's life after this many failed requests in a row.
 * Bench figure 16: with GitHub never answering, the report ends 33 s after the result instead of spending its whole 60 s.
 */
const FAILURES_IN_A_ROW = 3;

/**
 * Writes that create something: repeated after a fault, they could make a second comment or
 * Deployment, so the plugin never repeats them; the reporter looks for what the first made instead.
 */
const CREATES = new Set([
  'POST /repos/{owner}/{repo}/issues/{issue_number}/comments',
  'POST /repos/{owner}/{repo}/deployments',
  'POST /repos/{owner}/{repo}/check-runs',
]);

/**
 * GitHub asks for a second between writes, and more between writes that notify someone: the
 * throttling plugin's spacing (1 s and 3 s), shared by every client of the run as its own is,
 * and counted on the run's clock.
 */
function spacing(minMs: number): { key(): { schedule(options: unknown, job: () => unknown): Promise<unknown> } } {
  let free = Number.NEGATIVE_INFINITY;
  const limiter = {
    async schedule(_options: unknown, job: () => unknown): Promise<unknown> {
      const at = Math.max(free, systemClock.now());
      free = at + minMs;
      await systemClock.sleep(at - systemClock.now());
      return job();
    },
  };
  return { key: () => limiter };
}

const WRITES = spacing(1_000);
const NOTIFYING_WRITES = spacing(3_000);

/** An error that says GitHub was not asked: unavailable, or the report's time is spent. */
class Unanswered extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'Unanswered';
  }
}

/** A request not sent: GitHub failed too often in a row, or the report's time is spent. */
export function isUnanswered(error: unknown): boolean {
  return error instanceof Unanswered;
}

/**
 * A try GitHub did not answer within its limit. Not named AbortError, so Octokit makes it a
 * failed request without an answer, which the retry plugin tries again like a 5xx; a create that
 * got it is looked up before it is made again.
 */
class TimedOut extends Error {
  readonly status = 0;
  constructor(what: string, limitMs: number) {
    super(`GitHub did not answer ${what} within ${limitMs / 1000}s`);
    this.name = 'TimedOut';
  }
}

interface RequestOptions {
  method: string;
  url: string;
  request?: { fetch?: typeof fetch; retries?: number; retryCount?: number; signal?: AbortSignal; [key: string]: unknown };
}

/** Statuses that never change on a second try: the retry plugin's own list. */
const DO_NOT_RETRY = [400, 401, 403, 404, 410, 422, 451];

export function createGitHubClient(
  token: string,
  apiUrl: string,
  log: ClientLog,
  overrides: Partial<OctokitOptions> = {},
  limits: ClientLimits = {},
): GitHubClient {
  const endBy = limits.endBy ?? (() => Number.POSITIVE_INFINITY);
  const requestMs = limits.requestMs ?? GITHUB_REQUEST_MS;
  const maxWaitMs = limits.maxWaitMs ?? requestMs;
  const givingUpAt = limits.failuresBeforeGivingUp ?? FAILURES_IN_A_ROW;
  /** A rate-limit wait is waited only when it is short enough and a request still fits after it. */
  const mayWait = (what: string, retryAfter: number, request: { method: string; url: string }, retryCount: number): boolean => {
    const fits = retryAfter * 1000 <= maxWaitMs && systemClock.now() + retryAfter * 1000 + requestMs <= endBy();
    const waits = retryCount < RATE_LIMIT_RETRIES && fits && limits.signal?.aborted !== true;
    log.info(
      `GitHub ${what} reached on ${request.method} ${request.url}; ` +
        (waits
          ? `retrying in ${retryAfter}s`
          : fits
            ? 'not retried again'
            : `not waited: ${retryAfter}s is more than the report can spend`),
    );
    return waits;
  };
  const retries = overrides.retry?.enabled === false ? 0 : (overrides.retry?.retries ?? RETRIES);
  const options: OctokitOptions = {
    baseUrl: apiUrl,
    log: { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} },
    ...overrides,
    // The plugins wait `retryAfterBaseValue` wall-clock ms per second they are told: a second of the run's clock.
    retry: { retries, doNotRetry: DO_NOT_RETRY, retryAfterBaseValue: systemClock.wallMs(1000), ...overrides.retry },
    throttle: {
      retryAfterBaseValue: systemClock.wallMs(1000),
      write: WRITES as never,
      notifications: NOTIFYING_WRITES as never,
      onRateLimit: (retryAfter: number, request: { method: string; url: string }, _octokit: unknown, retryCount: number) =>
        mayWait('rate limit', retryAfter, request, retryCount),
      onSecondaryRateLimit: (retryAfter: number, request: { method: string; url: string }, _octokit: unknown, retryCount: number) =>
        mayWait('secondary rate limit', retryAfter, request, retryCount),
      ...overrides.throttle,
    },
  };
  const client = getOctokit(token, options, retry, throttling);
  // GitHub failing request after request is asked nothing more: the report gives up in seconds
  // and leaves its writes to the post step, rather than spending its minute on them one by one.
  let failuresInRow = 0;
  let lastFailure = '';
  client.hook.wrap('request', async (request, given) => {
    const options = given as unknown as RequestOptions;
    const what = `${options.method} ${options.url}`;
    if (failuresInRow >= givingUpAt) {
      throw new Unanswered(`GitHub failed ${failuresInRow} requests in a row (the last: ${lastFailure})`);
    }
    if (limits.signal?.aborted || endBy() <= systemClock.now()) throw new Unanswered(`The report's time is spent (${what} not sent)`);
    const deadline = new AbortController();
    const remaining = endBy() - systemClock.now();
    // A stop the caller keeps is its deadline already, given when the caller gives up (and says so): a timer of
    // our own at the same moment would race it. Either is an abort, which the retry plugin never repeats.
    const stop = limits.signal ?? deadline.signal;
    const timer =
      limits.signal || !Number.isFinite(remaining) ? undefined : setTimeout(() => deadline.abort(), systemClock.wallMs(remaining));
    const tryAgain = systemClock.now() + RETRY_ROOM_MS <= endBy() && !CREATES.has(what) && failuresInRow === 0;
    options.request = {
      ...options.request,
      // Only ever 0 here: the retry plugin repeats any failure whose request carries a count, a refusal too.
      ...(tryAgain ? {} : { retries: 0 }),
      signal: options.request?.signal ? AbortSignal.any([stop, options.request.signal]) : stop,
      fetch: limitedFetch(options, options.request?.fetch ?? fetch),
    };
    try {
      const answer = await request(given);
      failuresInRow = 0;
      return answer;
    } catch (caught) {
      const error = caught instanceof Error && caught.cause instanceof TimedOut ? caught.cause : caught;
      if (stop.aborted) throw new Unanswered(`The report's time is spent (${what} not answered)`);
      if (!mayHaveActed(error)) {
        failuresInRow = 0;
        throw error;
      }
      failuresInRow++;
      lastFailure = error instanceof TimedOut ? `${what}, not answered within ${requestMs / 1000}s` : `${what}, ${describe(error)}`;
      throw error;
    } finally {
      clearTimeout(timer);
    }
  });

  /** Each try of a request, its answer's body included, cut at its limit: a failed try the retry plugin may repeat. */
  function limitedFetch(options: RequestOptions, send: typeof fetch): typeof fetch {
    const what = `${options.method} ${options.url}`;
    return async (url: string | URL | Request, init: RequestInit = {}) => {
      const limit = new AbortController();
      const timer = setTimeout(() => {
        const again = (options.request?.retryCount ?? 0) < (options.request?.retries ?? retries);
        const timedOut = new TimedOut(what, requestMs);
        if (again) log.info(`${timedOut.message}; trying once more`);
        limit.abort(timedOut);
      }, systemClock.answerMs(requestMs));
      try {
        const answer = await send(url, { ...init, signal: AbortSignal.any([limit.signal, ...(init.signal ? [init.signal] : [])]) });
        const body = NO_BODY.has(answer.status) ? null : await answer.arrayBuffer();
        const kept = new Response(body, { status: answer.status, statusText: answer.statusText, headers: answer.headers });
        // Octokit's paginate reads the answer's URL on a list shaped { total_count, … }: a new Response has none.
        Object.defineProperty(kept, 'url', { value: answer.url });
        return kept;
      } finally {
        clearTimeout(timer);
      }
    };
  }
  return client;
}

/** Statuses whose answer has no body, which a Response may not be given. */
const NO_BODY = new Set([101, 204, 205, 304]);

function describe(error: unknown): string {
  const status = (error as { response?: unknown } | null)?.response === undefined ? 0 : httpStatus(error);
  return status ? `HTTP ${status}` : 'no answer';
}

/**
 * Whether a failed request may have been carried out all the same, which is also GitHub failing:
 * no answer came (a timeout, a dropped connection), or GitHub answered 5xx, which a gateway also
 * says after the write was done.
 */
export function mayHaveActed(error: unknown): boolean {
  const answered = (error as { response?: unknown } | null)?.response !== undefined;
  return !answered || httpStatus(error) >= 500;
}

export function httpStatus(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : 0;
}

/**
 * One line for a write GitHub refused. A 403 or 404 on a write is a missing permission (a fork's
 * read-only token looks the same); the message never carries the token or request headers.
 */
export function refusal(what: string, permission: string, error: unknown): string {
  const status = httpStatus(error);
  const text = error instanceof Error ? error.message.split('\n')[0] : String(error);
  // GitHub's front end answers an overloaded request with an HTML page, not the API's JSON.
  const message = /^\s*</.test(text ?? '') ? 'an error page instead of an answer' : text;
  if ((status === 403 || status === 404) && !/rate limit/i.test(message ?? '')) {
    return `Could not write the ${what}: the GitHub token needs the \`${permission}\` permission (a pull request from a fork gets a read-only token). The deploy itself is not affected.`;
  }
  return `Could not write the ${what} (${status ? `HTTP ${status}: ` : ''}${message}). The deploy itself is not affected.`;
}
