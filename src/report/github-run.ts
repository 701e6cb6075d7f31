/**
 * What the report needs to know about the workflow run on GitHub (repository, pull request,
 * run link, API address), and the Octokit it writes with: retrying server errors and waiting
 * out GitHub's rate limits instead of failing on them.
 */
import { getOctokit } from '@actions/github';
import type { OctokitOptions } from '@octokit/core/types';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import type { RunEvent } from '../inputs/event.ts';

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

/**
 * The run from the event the step already read and the runner's GITHUB_* variables, as the
 * toolkit's context has it, without asking that context: it would be a second reading of the event.
 */
export function readGitHubRun(event: RunEvent, env: NodeJS.ProcessEnv = process.env): GitHubRun {
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
    ref: env.GITHUB_REF ?? '',
    defaultBranch: event.repository?.defaultBranch ?? '',
    runUrl: owner && runId ? `${serverUrl}/${owner}/${repo}/actions/runs/${runId}${attempt}` : '',
    serverUrl,
    apiUrl: (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, ''),
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
