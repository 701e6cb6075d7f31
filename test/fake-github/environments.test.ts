/**
 * The repository's environments on the fake GitHub, as GitHub keeps them: made by a deployment
 * that names a new one, listed page by page as `{ total_count, environments }`, and deleted only
 * by a token that holds `administration: write` (an App's or a person's), never by a workflow's
 * GITHUB_TOKEN, which GitHub answers 403 "Resource not accessible by integration".
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGitHubClient } from '../../src/github/octokit.ts';
import { startFakeGitHub, type FakeGitHub } from '../../tools/fake-github/index.ts';
import { restAnswerProblems } from '../support/github-rest-contract.ts';
import { call } from './request.ts';

let github: FakeGitHub;
const log = { info: () => undefined, warning: () => undefined };

beforeEach(async () => {
  github = await startFakeGitHub({ maxPerPage: 2 });
});
afterEach(() => github.close());

const ENVIRONMENTS = '/repos/acme/shop/environments';

describe("the fake GitHub's environments", () => {
  it('a deployment to a new environment makes it; one to a known name (any case) makes none', async () => {
    await call(github, 'POST', '/repos/acme/shop/deployments', github.token, { ref: 'a'.repeat(40), environment: 'shop-pr-41' });
    await call(github, 'POST', '/repos/acme/shop/deployments', github.token, { ref: 'b'.repeat(40), environment: 'SHOP-PR-41' });
    await call(github, 'POST', '/repos/acme/shop/deployments', github.token, { ref: 'c'.repeat(40) });
    expect(github.environmentNames()).toEqual(['shop-pr-41', 'production']);
    const one = await call(github, 'GET', `${ENVIRONMENTS}/Shop-PR-41`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ name: 'shop-pr-41' });
    expect(restAnswerProblems('environment', one.body)).toEqual([]);
    expect((await call(github, 'GET', `${ENVIRONMENTS}/shop-pr-42`)).status).toBe(404);
  });

  it('lists them as GitHub shapes the list: total_count over every page, each page linked to the next', async () => {
    for (const name of ['production', 'shop-pr-41', 'shop-pr-42']) github.addEnvironment(name);
    const first = await call(github, 'GET', `${ENVIRONMENTS}?per_page=100`);
    expect(first.status).toBe(200);
    expect(restAnswerProblems('environments', first.body)).toEqual([]);
    const body = first.body as { total_count: number; environments: { name: string }[] };
    expect(body.total_count).toBe(3);
    // The fake caps a page at 2 here, as GitHub caps it at 100: the rest is behind `next`.
    expect(body.environments.map((each) => each.name)).toEqual(['production', 'shop-pr-41']);
    expect(first.link).toContain('rel="next"');

    // The action's own client (Octokit's paginate, through its limited fetch) follows the links and unwraps `environments` from each page.
    const client = createGitHubClient(github.token, github.url, { info: () => {} });
    // Its types do not know it unwraps this list (no `total_count` key in them); it does at run time.
    const all = (await client.paginate(client.rest.repos.getAllEnvironments, {
      owner: 'acme',
      repo: 'shop',
      per_page: 100,
    })) as unknown as {
      name: string;
    }[];
    expect(all.map((each) => each.name)).toEqual(['production', 'shop-pr-41', 'shop-pr-42']);
  });

  it('listing needs actions: read, as GitHub asks of a fine-grained token', async () => {
    github.addEnvironment('shop-pr-41');
    github.setPermission('actions', 'none');
    const refused = await call(github, 'GET', ENVIRONMENTS);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: 'Resource not accessible by integration' });
  });

  it("the workflow's GITHUB_TOKEN may not delete one: 403 Resource not accessible by integration, the environment kept", async () => {
    github.addDeployment({ environment: 'shop-pr-41', states: ['success'] });
    const refused = await call(github, 'DELETE', `${ENVIRONMENTS}/shop-pr-41`);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: 'Resource not accessible by integration' });
    expect(github.environmentNames()).toEqual(['shop-pr-41']);
    expect(() => github.setPermission('administration', 'write')).toThrow(/GITHUB_TOKEN cannot be given administration/);
  });

  it('an App token without administration may not either; one with administration: write deletes it (204), once', async () => {
    const deployment = github.addDeployment({ environment: 'shop-pr-41', states: ['success', 'inactive'] });
    const plain = github.addAppToken('preview-deployer');
    expect((await call(github, 'DELETE', `${ENVIRONMENTS}/shop-pr-41`, plain.token)).status).toBe(403);

    const admin = github.addAppToken('preview-janitor', { administration: 'write' });
    const deleted = await call(github, 'DELETE', `${ENVIRONMENTS}/shop-pr-41`, admin.token);
    expect(deleted).toMatchObject({ status: 204, body: undefined });
    expect(github.environmentNames()).toEqual([]);
    expect((await call(github, 'GET', `${ENVIRONMENTS}/shop-pr-41`)).status).toBe(404);
    expect((await call(github, 'DELETE', `${ENVIRONMENTS}/shop-pr-41`, admin.token)).status).toBe(404);
    // Its deployments stay listed, their statuses as they were.
    const listed = await call(github, 'GET', '/repos/acme/shop/deployments?environment=shop-pr-41');
    expect((listed.body as { id: number }[]).map((each) => each.id)).toEqual([deployment.id]);
  });

  it("a personal access token (a classic token's repo scope) deletes one through Octokit as the action would call it", async () => {
    github.addEnvironment('shop-pr-7');
    const client = createGitHubClient(github.patToken, github.url, log);
    const answer = await client.rest.repos.deleteAnEnvironment({ owner: 'acme', repo: 'shop', environment_name: 'shop-pr-7' });
    expect(answer.status).toBe(204);
    expect(github.environmentNames()).toEqual([]);
  });
});
