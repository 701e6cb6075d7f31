/**
 * GitHub's write spacing, as its REST guidance asks and the throttling plugin spaced writes: a
 * second between writes, and 3 s between writes that notify someone (a comment), counted on the
 * run's clock. Here that clock runs at a twentieth (PLATFORM_DEPLOY_TIME_SCALE, read by the fresh
 * import of the runner boundary's clock), so the gaps are 50 ms and 150 ms of the wall's: a timer never fires early, so each gap
 * is at least that, however busy the machine.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIME_SCALE_VARIABLE } from '../../src/basics/clock.ts';
import { startFakeGitHub, type FakeGitHub } from '../../tools/fake-github/index.ts';
import { HEAD } from '../report/results.ts';

const SCALE = 0.05;
/** Node may fire a timer up to a millisecond before Date.now() says it is due. */
const TIMER_ROUNDING_MS = 1;

let github: FakeGitHub;

beforeEach(async () => {
  github = await startFakeGitHub({ pulls: [{ number: 41, headSha: HEAD }] });
});
afterEach(async () => {
  await github.close();
});

describe('GitHub writes', () => {
  it('are a second apart, and 3 s apart when they notify someone, on the run clock', async () => {
    vi.stubEnv(TIME_SCALE_VARIABLE, String(SCALE));
    vi.resetModules();
    // The step's start, as each entry begins: the runner boundary paces the run's clock.
    await import('../../src/action/run-clock.ts');
    const { createGitHubClient } = await import('../../src/github/octokit.ts');
    const sent: Array<{ what: string; at: number }> = [];
    const client = createGitHubClient(
      github.token,
      github.url,
      { info: () => undefined },
      {
        request: {
          fetch: (url: string | URL | Request, init?: RequestInit) => {
            sent.push({ what: `${init?.method ?? 'GET'} ${new URL(String(url)).pathname}`, at: Date.now() });
            return fetch(url, init);
          },
        },
      },
    );
    const repo = { owner: 'acme', repo: 'shop' };
    await client.rest.pulls.get({ ...repo, pull_number: 41 });
    await client.rest.repos.createDeployment({
      ...repo,
      ref: HEAD,
      environment: 'blueprint-pr-41',
      auto_merge: false,
      required_contexts: [],
    });
    await client.rest.issues.createComment({ ...repo, issue_number: 41, body: 'first' });
    await client.rest.issues.createComment({ ...repo, issue_number: 41, body: 'second' });

    expect(sent.map((each) => each.what)).toEqual([
      'GET /repos/acme/shop/pulls/41',
      'POST /repos/acme/shop/deployments',
      'POST /repos/acme/shop/issues/41/comments',
      'POST /repos/acme/shop/issues/41/comments',
    ]);
    // The spacing is between the moments each write is let go, a little before it is sent: each
    // is measured from a request sent before the earlier write was let go.
    const since = (index: number, earlier: number) => sent[index]!.at - sent[earlier]!.at;
    expect(since(2, 0)).toBeGreaterThanOrEqual(1_000 * SCALE - TIMER_ROUNDING_MS);
    expect(since(3, 1)).toBeGreaterThanOrEqual(3_000 * SCALE - TIMER_ROUNDING_MS);
    // And on the run's clock, not the wall's: the wall's 3 s would be twenty times the spacing asked.
    expect(since(3, 1)).toBeLessThan(3_000);
  });
});
