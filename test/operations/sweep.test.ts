/**
 * sweep against the emulator and the fake GitHub API: it deletes exactly the previews of closed,
 * merged and missing pull requests (and, with max-age-days, old ones), and leaves everything else
 * alone: other modes, other names, pull requests GitHub would not tell about, and the blueprint.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PullRequestReader } from '../../src/operations/index.ts';
import { createGitHubClient } from '../../src/github/octokit.ts';
import { pullRequestReader } from '../../src/github/pull-requests.ts';
import { systemClock } from '../../src/wait/index.ts';
import { startEmulator, type Emulator, type EmulatorOptions } from '../../tools/emulator/index.ts';
import { startFakeGitHub, type FakeGitHub } from '../../tools/fake-github/index.ts';
import { pushEvent, runAgainst, SCALE } from '../../tools/runner/in-process.ts';

const DAY = 86_400_000;
let emulator: Emulator;
let github: FakeGitHub;

async function start(options: EmulatorOptions = {}): Promise<void> {
  emulator = await startEmulator({ speed: SCALE, staleMs: 3000 * SCALE, seed: 11, ...options });
  github = await startFakeGitHub();
}

afterEach(async () => {
  await Promise.all([emulator?.close(), github?.close()]);
});

/** An environment in the blueprint's project, made with another token so the sweep's budget is its own. */
async function environment(name: string, mode = 'PREVIEW'): Promise<string> {
  const response = await fetch(`${emulator.url}/project/${emulator.seed.projectId}/environment`, {
    method: 'POST',
    headers: { Authorization: `Token ${emulator.tokens.write}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name, mode, cluster_id: emulator.seed.clusterId }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

function reader(token = github.token): PullRequestReader {
  const client = createGitHubClient(token, github.url, { info: () => {} }, { retry: { retryAfterBaseValue: 1 } });
  return pullRequestReader(client, { owner: 'acme', repo: 'shop' });
}

function sweep(extra: Record<string, string> = {}, pullRequests = reader(), clock?: typeof systemClock) {
  return runAgainst(
    emulator,
    { operation: 'sweep', environment: emulator.seed.blueprintEnvironmentId, 'github-token': github.token, ...extra },
    pushEvent,
    { pullRequests, ...(clock ? { clock } : {}) },
  );
}

/**
 * The environments' names once the platform has removed those whose deletion it reported done:
 * a moment after DELETED (its `goneMs`), later on a busy machine than the sweep's last read.
 */
async function namesSettled(expected: string[]): Promise<void> {
  await vi.waitFor(() => expect(names()).toEqual(expected), { timeout: 10_000, interval: 20 });
}

function names(): string[] {
  return emulator
    .environments()
    .map((env) => env.name)
    .sort();
}

function deletes() {
  return emulator.requests().filter((request) => request.method === 'DELETE');
}

describe('sweep', () => {
  it('deletes exactly the previews of the closed and merged pull requests; a dry run only lists them; a second sweep deletes nothing', async () => {
    await start();
    github.setHead(1, 'a'.repeat(40));
    github.closePull(2);
    github.closePull(3, true);
    const ids = { 1: await environment('blueprint-pr-1'), 2: await environment('blueprint-pr-2'), 3: await environment('blueprint-pr-3') };

    const planned = await sweep({ 'dry-run': 'true' });
    expect(planned.result.outcome).toBe('planned');
    expect(planned.result.swept).toEqual([
      { environmentId: ids[2], name: 'blueprint-pr-2', pullRequest: 2, reason: 'closed' },
      { environmentId: ids[3], name: 'blueprint-pr-3', pullRequest: 3, reason: 'merged' },
    ]);
    expect(deletes()).toEqual([]);
    expect(names()).toEqual(['blueprint', 'blueprint-pr-1', 'blueprint-pr-2', 'blueprint-pr-3', 'production']);

    const swept = await sweep();
    expect(swept.result.outcome).toBe('success');
    expect(swept.result.swept).toEqual(planned.result.swept);
    expect(swept.result.summary).toBe('2 of 2 orphaned preview(s) deleted');
    await namesSettled(['blueprint', 'blueprint-pr-1', 'production']);
    expect(
      deletes()
        .map((request) => request.path)
        .sort(),
    ).toEqual([`/environment/${ids[2]}`, `/environment/${ids[3]}`].sort());

    emulator.clearRequests();
    const again = await sweep();
    expect(again.result).toMatchObject({ outcome: 'success', swept: [] });
    expect(again.result.summary).toContain('Nothing to sweep');
    expect(deletes()).toEqual([]);
    expect(names()).toEqual(['blueprint', 'blueprint-pr-1', 'production']);
  });

  it('never deletes another mode, a name the template does not make, or the blueprint; a missing pull request counts as closed', async () => {
    await start();
    for (const number of [4, 5, 6]) github.closePull(number);
    await environment('blueprint-pr-4', 'STAGING');
    await environment('blueprint-pr-5-old');
    await environment('other-pr-5');
    await environment('blueprint-pr-05');
    await environment('blueprint-pr-6');
    const missing = await environment('blueprint-pr-99');

    const { result, lines } = await sweep();
    expect(result.swept?.map((entry) => [entry.name, entry.reason])).toEqual([
      ['blueprint-pr-6', 'closed'],
      ['blueprint-pr-99', 'not-found'],
    ]);
    expect(result.swept?.[1]?.environmentId).toBe(missing);
    await namesSettled(['blueprint', 'blueprint-pr-05', 'blueprint-pr-4', 'blueprint-pr-5-old', 'other-pr-5', 'production']);
    expect(lines).toContain('blueprint-pr-4 is left alone: its mode is STAGING, not PREVIEW');
  });

  it('never deletes the blueprint, even a PREVIEW one whose own name the template makes', async () => {
    await start();
    github.closePull(1);
    github.closePull(2);
    const blueprint = await environment('shop-pr-1');
    const orphan = await environment('shop-pr-2');
    const { result } = await sweep({ environment: blueprint, 'preview-name': 'shop-pr-{number}' });
    expect(result.swept).toEqual([{ environmentId: orphan, name: 'shop-pr-2', pullRequest: 2, reason: 'closed' }]);
    expect(names()).toContain('shop-pr-1');
  });

  it('follows a custom preview-name with the branch in it', async () => {
    await start();
    github.closePull(7);
    github.closePull(8);
    await environment('blueprint-feature-login-pr-7');
    await environment('blueprint-pr-8');
    const { result } = await sweep({ 'preview-name': 'preview-{branch}-{number}' });
    expect(result.swept).toEqual([]);
    const custom = await sweep({ 'preview-name': '{environment}-{branch}-pr-{number}' });
    expect(custom.result.swept?.map((entry) => entry.name)).toEqual(['blueprint-feature-login-pr-7', 'blueprint-pr-8']);
  });

  it('leaves a preview alone when GitHub does not answer for its pull request', async () => {
    await start();
    github.closePull(2);
    github.closePull(3);
    await environment('blueprint-pr-2');
    await environment('blueprint-pr-3');
    github.failNext('GET', '/repos/acme/shop/pulls/2', 403, 'Resource not accessible by integration');

    const { result, lines } = await sweep();
    expect(result.outcome).toBe('success');
    expect(result.swept?.map((entry) => entry.name)).toEqual(['blueprint-pr-3']);
    expect(names()).toContain('blueprint-pr-2');
    expect(
      lines.some(
        (line) => line.startsWith('warning: Could not read pull request #2 from GitHub') && line.endsWith('blueprint-pr-2 is left alone'),
      ),
    ).toBe(true);
  });

  it('never takes a 404 for a missing pull request when the token cannot see the repository', async () => {
    await start();
    await environment('blueprint-pr-41');
    await environment('blueprint-pr-42');
    github.failNext('GET', '/repos/acme/shop', 404, 'Not Found');
    const { result } = await sweep();
    expect(result.swept).toEqual([]);
    expect(names()).toContain('blueprint-pr-41');
    expect(names()).toContain('blueprint-pr-42');
    expect(deletes()).toEqual([]);
  });

  it('with max-age-days also deletes previews of open pull requests whose last deployment (or creation) is older', async () => {
    await start();
    for (const number of [8, 9, 10]) github.setHead(number, 'a'.repeat(40));
    const stale = await environment('blueprint-pr-8');
    const fresh = await environment('blueprint-pr-9');
    const neverDeployed = await environment('blueprint-pr-10');
    // Through the emulator's own route, as a workflow against `npm run emulator` would set them.
    const setDates = async (id: string, dates: { created_at?: number; last_deployment_date?: number }) => {
      const body = Object.fromEntries(Object.entries(dates).map(([field, at]) => [field, new Date(at).toISOString()]));
      const answer = await fetch(`${emulator.url}/_emulator/environments/${id}/dates`, { method: 'POST', body: JSON.stringify(body) });
      expect(answer.status).toBe(204);
    };
    await setDates(stale, { created_at: Date.now() - 30 * DAY, last_deployment_date: Date.now() - 10 * DAY });
    emulator.setDates(fresh, { createdAt: Date.now() - 30 * DAY, lastDeploymentAt: Date.now() - DAY });
    await setDates(neverDeployed, { created_at: Date.now() - 20 * DAY });

    const statusOf = await fetch(`${emulator.url}/environment/${stale}/status`, {
      headers: { Authorization: `Token ${emulator.tokens.read}` },
    });
    const lastDate = ((await statusOf.json()) as { last_deployment_date: string }).last_deployment_date;
    expect(Math.round((Date.now() - Date.parse(lastDate)) / DAY)).toBe(10);

    expect((await sweep()).result.swept).toEqual([]);
    const { result } = await sweep({ 'max-age-days': '7' });
    expect(result.swept?.map((entry) => [entry.name, entry.reason])).toEqual([
      ['blueprint-pr-8', 'max-age'],
      ['blueprint-pr-10', 'max-age'],
    ]);
    expect(names()).toContain('blueprint-pr-9');
  });

  it('stays within the rate limit: with more deletions than one window allows, each waits for room and none meets a 429', async () => {
    await start({ rateLimit: { limit: 6, windowSeconds: 1 } });
    for (let number = 20; number < 26; number++) {
      github.closePull(number);
      await environment(`blueprint-pr-${number}`);
    }
    const { result, lines } = await sweep({ wait: 'false' }, reader(), systemClock);
    expect(result.outcome).toBe('success');
    expect(result.swept).toHaveLength(6);
    const sweeps = emulator.requests().filter((request) => request.tokenKind === 'Token' && request.scope === 'admin');
    expect(sweeps.filter((request) => request.status === 429)).toEqual([]);
    const deleted = sweeps.filter((request) => request.method === 'DELETE');
    expect(deleted).toHaveLength(6);
    expect(deleted.at(-1)!.at - deleted[0]!.at).toBeGreaterThan(1_000);
    expect(lines.some((line) => line.startsWith("Pacing deletions to the platform's rate limit"))).toBe(true);
    await vi.waitFor(() => expect(names()).toEqual(['blueprint', 'production']), { timeout: 5_000 });
  });

  it("leaves deletions for the next sweep when the budget has no room before the timeout, rather than spending other runs' reserve", async () => {
    await start({ rateLimit: { limit: 12, windowSeconds: 3600 } });
    github.closePull(30);
    github.closePull(31);
    await environment('blueprint-pr-30');
    await environment('blueprint-pr-31');
    const { result, lines } = await sweep({ 'timeout-minutes': '1' }, reader(), systemClock);
    expect(result.outcome).toBe('success');
    expect(result.swept).toEqual([]);
    expect(result.summary).toBe('0 of 2 orphaned preview(s) deleted; 2 left for the next sweep');
    expect(lines.some((line) => line.startsWith('warning: 2 preview(s) left for the next sweep'))).toBe(true);
    expect(deletes()).toEqual([]);
    expect(names()).toContain('blueprint-pr-30');
  });
});
