/** What the run needs from the GitHub event that triggered it. */
import type { PullRequest, RunEvent } from './index.ts';

interface PullRequestPayload {
  number?: number;
  state?: string;
  title?: string;
  head?: { sha?: string; ref?: string; repo?: { full_name?: string } | null };
  base?: { repo?: { full_name?: string } | null };
}

export function readEvent(eventName: string, sha: string, payload: { action?: string; pull_request?: unknown }): RunEvent {
  const raw = payload.pull_request as PullRequestPayload | undefined;
  if (!raw || typeof raw.number !== 'number') return { eventName, sha };
  const headRepo = raw.head?.repo?.full_name;
  const pullRequest: PullRequest = {
    number: raw.number,
    headSha: raw.head?.sha ?? '',
    headBranch: raw.head?.ref ?? '',
    title: raw.title ?? '',
    // A deleted fork has no head repository: treat it as a fork, it gets no secrets either.
    fork: headRepo === undefined || headRepo !== raw.base?.repo?.full_name,
    closed: payload.action === 'closed' || raw.state === 'closed',
  };
  return { eventName, sha, pullRequest };
}
