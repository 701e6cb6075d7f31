/**
 * What the report needs to know about the workflow run on GitHub (repository, pull request,
 * run link, API address), and the Octokit it writes with: retrying server errors and waiting
 * out GitHub's rate limits instead of failing on them.
 */
import { getOctokit, type context as runContext } from '@actions/github';
import type { OctokitOptions } from '@octokit/core/types';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import type { PullRequestReader } from '../operations/context.ts';

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
  /** The branch a push ran on, for telling a production deploy from others. */
  ref: string;
  defaultBranch: string;
  runUrl: string;
  serverUrl: string;
  apiUrl: string;
}

interface RunPayload {
  pull_request?: { number?: number; head?: { sha?: string } };
  repository?: { default_branch?: string };
}

export function readGitHubRun(context: typeof runContext): GitHubRun {
  let owner = '';
  let repo = '';
  try {
    ({ owner, repo } = context.repo);
  } catch {
    // Outside a runner there may be no repository: the report then only goes to the log.
  }
  const payload = context.payload as RunPayload;
  const serverUrl = (context.serverUrl || 'https://github.com').replace(/\/+$/, '');
  const runId = Number.isFinite(context.runId) ? context.runId : 0;
  const attempt = Number.isFinite(context.runAttempt) && context.runAttempt > 1 ? `/attempts/${context.runAttempt}` : '';
  return {
    owner,
    repo,
    pullRequest: payload.pull_request?.number ?? 0,
    sha: payload.pull_request?.head?.sha ?? context.sha ?? '',
    headSha: payload.pull_request?.head?.sha ?? '',
    ref: context.ref ?? '',
    defaultBranch: payload.repository?.default_branch ?? '',
    runUrl: owner && runId ? `${serverUrl}/${owner}/${repo}/actions/runs/${runId}${attempt}` : '',
    serverUrl,
    apiUrl: (context.apiUrl || 'https://api.github.com').replace(/\/+$/, ''),
  };
}

export type GitHubClient = ReturnType<typeof getOctokit>;

export interface ClientLog {
  info(line: string): void;
}

/** Retries stop after two waits: a report is not worth holding the job for minutes. */
const RATE_LIMIT_RETRIES = 2;

export function createGitHubClient(token: string, apiUrl: string, log: ClientLog, overrides: Partial<OctokitOptions> = {}): GitHubClient {
  const options: OctokitOptions = {
    baseUrl: apiUrl,
    log: { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} },
    ...overrides,
    retry: { doNotRetry: [400, 401, 403, 404, 410, 422, 451], ...overrides.retry },
    throttle: {
      onRateLimit: (retryAfter: number, request: { method: string; url: string }, _octokit: unknown, retryCount: number) => {
        log.info(`GitHub rate limit reached on ${request.method} ${request.url}; retrying in ${retryAfter}s`);
        return retryCount < RATE_LIMIT_RETRIES;
      },
      onSecondaryRateLimit: (retryAfter: number, request: { method: string; url: string }, _octokit: unknown, retryCount: number) => {
        log.info(`GitHub secondary rate limit reached on ${request.method} ${request.url}; retrying in ${retryAfter}s`);
        return retryCount < RATE_LIMIT_RETRIES;
      },
      ...overrides.throttle,
    },
  };
  return getOctokit(token, options, retry, throttling);
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
  const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
  if ((status === 403 || status === 404) && !/rate limit/i.test(message ?? '')) {
    return `Could not write the ${what}: the GitHub token needs the \`${permission}\` permission (a pull request from a fork gets a read-only token). The deploy itself is not affected.`;
  }
  return `Could not write the ${what} (${status ? `HTTP ${status}: ` : ''}${message}). The deploy itself is not affected.`;
}

/** GitHub is asked, not waited for: a slow answer counts as no answer. */
const PULL_REQUEST_READ_MS = 10_000;

/**
 * The pull request's head and state, one request per read: no retry and no rate-limit wait, so
 * an unreachable GitHub costs a run one short try. Without a token nothing is asked.
 */
export function pullRequestReader(token: string, run: GitHubRun, log: ClientLog, overrides: Partial<OctokitOptions> = {}): PullRequestReader {
  if (!token || !run.owner || !run.repo) return { read: async () => undefined };
  const client = createGitHubClient(token, run.apiUrl, log, {
    ...overrides,
    retry: { enabled: false },
    throttle: { enabled: false, onRateLimit: () => false, onSecondaryRateLimit: () => false },
  });
  return {
    read: async (number) => {
      try {
        const pull = await client.rest.pulls.get({
          owner: run.owner,
          repo: run.repo,
          pull_number: number,
          request: { signal: AbortSignal.timeout(PULL_REQUEST_READ_MS) },
        });
        return { headSha: pull.data.head.sha, open: pull.data.state === 'open' };
      } catch (error) {
        // Octokit says 500 for a request that got no answer at all: only a response has a status.
        const answered = (error as { response?: unknown } | null)?.response !== undefined;
        const status = answered ? httpStatus(error) : 0;
        log.info(`Could not read pull request #${number} from GitHub (${status ? `HTTP ${status}` : 'no answer'}); going on without its current head`);
        return undefined;
      }
    },
  };
}
