/**
 * Pull requests as GitHub has them now, for sweep (open, closed, merged or gone) and for a
 * preview (its current head, whether it was closed). A 404 means "does not exist" only once the
 * repository itself has been read with the same token; otherwise a token that cannot see the
 * repository would make every preview look orphaned. A read GitHub did not answer throws.
 */
import type { OctokitOptions } from '@octokit/core/types';
import type { PullRequestNow, PullRequestReader } from '../run/context.ts';
import { httpStatus, type GitHubClient } from './octokit.ts';

/** A preview's read is on its critical path: GitHub is asked, not waited for. */
export const QUICK_READ_MS = 3_000;
/** One try and no rate-limit wait, so an unreachable GitHub costs a preview one short request. */
export const QUICK_CLIENT: Partial<OctokitOptions> = {
  retry: { enabled: false },
  throttle: { enabled: false, onRateLimit: () => false, onSecondaryRateLimit: () => false },
};

/** What a failed read says: the status GitHub answered, or that it did not answer. */
export function describeFault(error: unknown): string {
  // Octokit says 500 for a request that got no answer at all: only a response has a status.
  const answered = (error as { response?: unknown } | null)?.response !== undefined;
  const status = answered ? httpStatus(error) : 0;
  return status ? `HTTP ${status}` : 'no answer';
}

export function pullRequestReader(client: GitHubClient, where: { owner: string; repo: string }, timeoutMs?: number): PullRequestReader {
  let repository: Promise<unknown> | undefined;
  // A limit per read, counted from that read: a preview reads again minutes after its first.
  const limited = () => (timeoutMs === undefined ? {} : { request: { signal: AbortSignal.timeout(timeoutMs) } });
  return {
    async read(number: number): Promise<PullRequestNow> {
      try {
        const pull = (await client.rest.pulls.get({ ...where, pull_number: number, ...limited() })).data;
        const state = pull.merged || pull.merged_at ? 'merged' : pull.state === 'closed' ? 'closed' : 'open';
        return { state, headSha: pull.head.sha };
      } catch (error) {
        if (httpStatus(error) !== 404) throw new Error(describeFault(error), { cause: error });
      }
      try {
        repository ??= client.rest.repos.get({ ...where, ...limited() });
        await repository;
      } catch (error) {
        throw new Error(describeFault(error), { cause: error });
      }
      return { state: 'not-found', headSha: '' };
    },
  };
}
