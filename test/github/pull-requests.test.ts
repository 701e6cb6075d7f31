/**
 * The pull request as a preview reads it from GitHub before it pins and before it triggers, and
 * as sweep reads it: one request per read, no retry on the preview's quick path, and a read
 * GitHub could not answer is an error (never a verdict).
 */
import { createServer } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGitHubClient, type GitHubRun } from '../../src/github/octokit.ts';
import { pullRequestReader, QUICK_CLIENT, QUICK_READ_MS } from '../../src/github/pull-requests.ts';
import { startFakeGitHub, type FakeGitHub } from '../../tools/fake-github/index.ts';
import { githubRun } from '../report/reporting.ts';
import { HEAD } from '../report/results.ts';

let github: FakeGitHub;
const log = { info: () => undefined, warning: () => undefined };

beforeEach(async () => {
  github = await startFakeGitHub({ pulls: [{ number: 41, headSha: HEAD }] });
});
afterEach(async () => {
  await github.close();
});

const pullReads = () => github.state.requests.filter((request) => request.path.startsWith('/repos/acme/shop/pulls/'));
const quickReader = (run: GitHubRun) =>
  pullRequestReader(createGitHubClient(github.token, run.apiUrl, log, QUICK_CLIENT), { owner: run.owner, repo: run.repo }, QUICK_READ_MS);

describe('pullRequestReader', () => {
  it('reads the current head and whether the pull request is open, with one request', async () => {
    const reader = quickReader(githubRun(github));
    expect(await reader.read(41)).toEqual({ headSha: HEAD, state: 'open' });
    github.setHead(41, 'f'.repeat(40));
    github.state.pulls.get(41)!.state = 'closed';
    expect(await reader.read(41)).toEqual({ headSha: 'f'.repeat(40), state: 'closed' });
    expect(pullReads()).toHaveLength(2);
  });

  it('names a failed read by its status, after one request, without retrying a 5xx', async () => {
    github.failNext('GET', '/repos/acme/shop/pulls/41', 502, 'Bad Gateway');
    await expect(quickReader(githubRun(github)).read(41)).rejects.toThrow('HTTP 502');
    expect(pullReads()).toHaveLength(1);
  });

  it('says so when GitHub is unreachable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as { port: number };
    await new Promise((resolve) => closed.close(resolve));
    await expect(quickReader({ ...githubRun(github), apiUrl: `http://127.0.0.1:${port}` }).read(41)).rejects.toThrow('no answer');
  });

  it('a pull request that does not exist is not-found only once the repository is readable', async () => {
    const reader = quickReader(githubRun(github));
    expect(await reader.read(99)).toEqual({ headSha: '', state: 'not-found' });
  });
});
