/**
 * The soak, small and seeded: four pull requests with overlapping pushes, a failing build, a
 * close, a merge that deploys and a sweep, on one platform token at its rate limit, with both
 * GitHub and the platform misbehaving (slow answers past GitHub's limit, 502 pages, resets, 429s).
 * Every run's verdict is the right one, each pull request has one comment showing its preview's
 * final state, no Deployment is left without a final status and no closed pull request's preview
 * is left. `npm run bench -- soak` is the big one.
 */
import { describe, expect, it } from 'vitest';
import { soak } from '../../bench/soak.ts';

describe('the soak, small', { timeout: 180_000 }, () => {
  it('ends with right verdicts, one comment per pull request showing what its preview runs, every Deployment finished, no preview left', async () => {
    const counts = await soak({
      pullRequests: 4,
      pushes: 3,
      closed: 3,
      merged: 1,
      // GitHub's 10 s limit in half a second: a busy machine holding an answer back that long is rare.
      scale: 0.05,
      seed: 7,
      githubFaults: 0.15,
      othersOnToken: 0,
      platform: { serverError: 0.03, reset: 0.02, latencyMs: 2_000, rateLimitBurst: 3 },
    });
    expect(counts.wrongVerdicts).toEqual([]);
    expect(counts.mismatched).toEqual([]);
    expect(counts.commentsPerPullRequest).toEqual([1, 1, 1, 1]);
    expect(counts.deploymentsWithoutFinalStatus).toBe(0);
    expect(counts.previewsLeft).toEqual([]);
    // It was a soak: runs were replaced, and both sides misbehaved.
    expect(counts.replaced).toBeGreaterThan(0);
    expect(counts.githubFaults).toBeGreaterThan(0);
    expect(counts.platform429s).toBeGreaterThan(0);
  });
});
