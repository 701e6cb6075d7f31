/**
 * Deployments and their statuses on the fake GitHub as GitHub documents them: `inactive` among
 * the states, `auto_inactive` retiring only earlier successful deployments of the same
 * environment that are neither transient nor production (so a preview's never), and the list
 * filtered by the exact environment name, never a prefix. Every answer held to GitHub's description.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGitHub, type FakeGitHub } from '../../tools/fake-github/index.ts';
import { restAnswerProblems } from '../support/github-rest-contract.ts';
import { call } from './request.ts';

let github: FakeGitHub;

beforeEach(async () => {
  github = await startFakeGitHub();
});
afterEach(() => github.close());

const DEPLOYMENTS = '/repos/acme/shop/deployments';

async function deploy(environment: string, flags: { transient?: boolean; production?: boolean } = {}): Promise<number> {
  const made = await call(github, 'POST', DEPLOYMENTS, github.token, {
    ref: 'a'.repeat(40),
    environment,
    transient_environment: flags.transient ?? false,
    production_environment: flags.production ?? false,
  });
  expect(made.status).toBe(201);
  expect(restAnswerProblems('deployment', made.body)).toEqual([]);
  return (made.body as { id: number }).id;
}

async function status(id: number, state: string, extra: Record<string, unknown> = {}) {
  return call(github, 'POST', `${DEPLOYMENTS}/${id}/statuses`, github.token, { state, ...extra });
}

describe("the fake GitHub's deployment statuses", () => {
  it('takes inactive as any other state, answered and listed (newest first) as GitHub shapes a status', async () => {
    const id = await deploy('shop-pr-41', { transient: true });
    await status(id, 'success', {
      environment_url: 'https://shop-pr-41.example.com',
      log_url: 'https://github.com/acme/shop/actions/runs/1',
    });
    const made = await status(id, 'inactive', { description: 'Preview shop-pr-41 deleted' });
    expect(made.status).toBe(201);
    expect(restAnswerProblems('status', made.body)).toEqual([]);
    expect(made.body).toMatchObject({ state: 'inactive', environment: 'shop-pr-41', description: 'Preview shop-pr-41 deleted' });
    const listed = await call(github, 'GET', `${DEPLOYMENTS}/${id}/statuses`);
    const statuses = listed.body as { state: string; target_url: string }[];
    expect(statuses.map((each) => each.state)).toEqual(['inactive', 'success']);
    expect(statuses[1]!.target_url).toBe('https://github.com/acme/shop/actions/runs/1');
    for (const each of statuses) expect(restAnswerProblems('status', each)).toEqual([]);
    expect((await status(id, 'destroyed')).status).toBe(422);
  });

  it("a new success marks earlier successful deployments of a non-transient, non-production environment inactive (auto_inactive's default)", async () => {
    const failed = await deploy('staging');
    await status(failed, 'failure');
    const first = await deploy('staging');
    await status(first, 'success');
    const elsewhere = await deploy('qa');
    await status(elsewhere, 'success');
    const second = await deploy('staging');
    await status(second, 'in_progress');
    expect(github.statusesOf(first)).toEqual(['success']);
    await status(second, 'success');
    expect(github.statusesOf(first)).toEqual(['success', 'inactive']);
    expect(github.statusesOf(second)).toEqual(['in_progress', 'success']);
    // Only those that had succeeded, and only in the same environment.
    expect(github.statusesOf(failed)).toEqual(['failure']);
    expect(github.statusesOf(elsewhere)).toEqual(['success']);
  });

  it('auto_inactive: false leaves earlier deployments as they were', async () => {
    const first = await deploy('staging');
    await status(first, 'success');
    const second = await deploy('staging');
    await status(second, 'success', { auto_inactive: false });
    expect(github.statusesOf(first)).toEqual(['success']);
  });

  it("never retires a preview's (transient) or a production deployment: they stay active until marked inactive one by one", async () => {
    const preview = await deploy('shop-pr-41', { transient: true });
    await status(preview, 'success');
    const production = await deploy('production', { production: true });
    await status(production, 'success');
    await status(await deploy('shop-pr-41', { transient: true }), 'success');
    await status(await deploy('production', { production: true }), 'success');
    expect(github.statusesOf(preview)).toEqual(['success']);
    expect(github.statusesOf(production)).toEqual(['success']);
  });

  it('lists deployments by the exact environment name only: a prefix finds nothing', async () => {
    const own = await deploy('shop-pr-4');
    await deploy('shop-pr-41');
    await deploy('shop-pr-42');
    const exact = await call(github, 'GET', `${DEPLOYMENTS}?environment=shop-pr-4`);
    expect((exact.body as { id: number }[]).map((each) => each.id)).toEqual([own]);
    for (const prefix of ['shop-pr-', 'shop-pr-4*', 'shop']) {
      expect((await call(github, 'GET', `${DEPLOYMENTS}?environment=${encodeURIComponent(prefix)}`)).body).toEqual([]);
    }
    const all = await call(github, 'GET', DEPLOYMENTS);
    expect((all.body as unknown[]).length).toBe(3);
    for (const each of all.body as unknown[]) expect(restAnswerProblems('deployment', each)).toEqual([]);
  });
});
