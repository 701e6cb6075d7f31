/**
 * The pull request as a preview reads it from GitHub before it pins and before it triggers:
 * one request per read, nothing asked without a token, and no answer is no verdict.
 */
import { createServer } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pullRequestReader } from '../../src/report/github-run.ts';
import { startFakeGitHub, type FakeGitHub } from '../fake-github/index.ts';
import { githubRun } from './reporting.ts';
import { HEAD } from './results.ts';

let github: FakeGitHub;
const infos: string[] = [];
const log = { info: (line: string) => infos.push(line) };

beforeEach(async () => {
  infos.length = 0;
  github = await startFakeGitHub({ pulls: [{ number: 41, headSha: HEAD }] });
});
afterEach(async () => {
  await github.close();
});

const pullReads = () => github.state.requests.filter((request) => request.path.startsWith('/repos/acme/shop/pulls/'));

describe('pullRequestReader', () => {
  it('reads the current head and whether the pull request is open, with one request', async () => {
    const reader = pullRequestReader(github.token, githubRun(github), log);
    expect(await reader.read(41)).toEqual({ headSha: HEAD, open: true });
    github.setHead(41, 'f'.repeat(40));
    github.state.pulls.get(41)!.state = 'closed';
    expect(await reader.read(41)).toEqual({ headSha: 'f'.repeat(40), open: false });
    expect(pullReads()).toHaveLength(2);
  });

  it('asks nothing when github-token is empty', async () => {
    expect(await pullRequestReader('', githubRun(github), log).read(41)).toBeUndefined();
    expect(github.state.requests).toEqual([]);
  });

  it('gives no answer after one failed request, without retrying a 5xx', async () => {
    github.failNext('GET', '/repos/acme/shop/pulls/41', 502, 'Bad Gateway');
    expect(await pullRequestReader(github.token, githubRun(github), log).read(41)).toBeUndefined();
    expect(pullReads()).toHaveLength(1);
    expect(infos).toEqual(['Could not read pull request #41 from GitHub (HTTP 502); going on without its current head']);
  });

  it('gives no answer when GitHub is unreachable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as { port: number };
    await new Promise((resolve) => closed.close(resolve));
    const run = { ...githubRun(github), apiUrl: `http://127.0.0.1:${port}` };
    expect(await pullRequestReader(github.token, run, log).read(41)).toBeUndefined();
    expect(infos[0]).toContain('(no answer)');
  });
});
