import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseInputs } from '../../../src/config/index.ts';
import { checkUrlServices, fillVariables, refuseAliases } from '../../../src/operations/rollout/environment-variables.ts';
import { startEmulator, type Emulator } from '../../../tools/emulator/index.ts';
import { pullRequestEvent, pushEvent, runAgainst, SCALE } from '../../../tools/runner/in-process.ts';

const BASE = { 'api-url': 'https://api.example.test', 'api-token': 't0ken', environment: '3f2b9c1e-8d4a-4e7b-9a61-0c5d2e7f4b18' };

function configWith(variables: string) {
  return parseInputs({ ...BASE, variables, commit: 'c0ffee1' }, pullRequestEvent(42, 'c0ffee1'));
}

describe('the variables input', () => {
  it('fills in the pull request, the commit and the URLs; a brace that opens no name is text', () => {
    const config = configWith(
      ['PR={number}', 'BRANCH={branch}', 'API_URL={url:API}/v1', 'BUILD="{sha} of {number}"', `JSON='{"a": 1}'`, 'EMPTY=""'].join('\n'),
    );
    expect(fillVariables(config, { web: 'https://web.example.test', api: 'https://api-pr-42.example.test' })).toEqual([
      { key: 'PR', value: '42', lacking: [] },
      { key: 'BRANCH', value: 'feature-42', lacking: [] },
      { key: 'API_URL', value: 'https://api-pr-42.example.test/v1', lacking: [] },
      { key: 'BUILD', value: 'c0ffee1 of 42', lacking: [] },
      { key: 'JSON', value: '{"a": 1}', lacking: [] },
      { key: 'EMPTY', value: '', lacking: [] },
    ]);
  });

  it('takes {number} and {branch} on a /preview comment: checked with the pull request the command acts on, before and after it is read', () => {
    const comment = {
      id: 5,
      body: '/preview',
      author: 'octocat',
      association: 'NONE',
      issueNumber: 12,
      createdAt: '',
      onPullRequest: true,
    };
    const raw = { ...BASE, 'github-token': 'ghs_x', variables: 'PR={number}\nBRANCH=b-{branch}' };
    const unread = parseInputs(raw, { eventName: 'issue_comment', sha: 'a'.repeat(40), action: 'created', comment });
    expect(unread.pullRequest?.number).toBe(12);
    const pullRequest = {
      number: 12,
      headSha: 'c'.repeat(40),
      headBranch: 'feature/x',
      title: 't',
      fork: false,
      closed: false,
      labels: [],
    };
    const read = parseInputs(raw, { eventName: 'issue_comment', sha: 'a'.repeat(40), action: 'created', comment, pullRequest });
    expect(fillVariables(read, {}).map(({ key, value }) => [key, value])).toEqual([
      ['PR', '12'],
      ['BRANCH', 'b-feature/x'],
    ]);
  });

  it('refuses a value, as filled in, that is the key of a variable the environment shows, naming both and its scope', () => {
    const config = configWith('TARGET=branch-{branch}\nLEVEL=info');
    const existing = [
      { id: '0b9a1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d', key: 'branch-feature-42', value: 'x', scope: 'PROJECT' },
      { id: '1b9a1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d', key: 'LEVEL', value: 'debug', scope: 'ENVIRONMENT' },
    ];
    expect(() => refuseAliases(fillVariables(config, {}), existing, 'preview shop-pr-42')).toThrow(
      'Input "variables": TARGET=branch-feature-42: branch-feature-42 is a variable of preview shop-pr-42 (scope PROJECT), so the platform would make TARGET an alias of branch-feature-42',
    );
    expect(() => refuseAliases(fillVariables(config, {}), existing.slice(1), 'preview shop-pr-42')).not.toThrow();
  });

  it('says which service has no URL yet, and leaves its placeholder unfilled', () => {
    const config = configWith('API_URL={url:api}/v1\nPR={number}');
    expect(fillVariables(config, {})).toEqual([
      { key: 'API_URL', value: '{url:api}/v1', lacking: ['api'] },
      { key: 'PR', value: '42', lacking: [] },
    ]);
  });

  it('refuses a {url:SERVICE} naming no service, listing those there are', () => {
    const config = configWith('API_URL={url:api}');
    expect(() => checkUrlServices(config, [{ name: 'web' }, { name: 'worker' }], 'blueprint shop')).toThrow(
      'Input "variables": {url:api} names no service of blueprint shop (its services: web, worker)',
    );
    expect(() => checkUrlServices(config, [{ name: 'API' }], 'blueprint shop')).not.toThrow();
  });
});

describe('variables on a deploy', () => {
  let emulator: Emulator;
  beforeEach(async () => {
    emulator = await startEmulator({ speed: SCALE, staleMs: 3000 * SCALE });
  });
  afterEach(() => emulator.close());

  it('refuses a {url:SERVICE} naming none of the environment before any write, secrets included', async () => {
    const { result } = await runAgainst(
      emulator,
      { environment: emulator.seed.productionEnvironmentId, secrets: 'TOKEN=s3cret-value', variables: 'API={url:api}' },
      pushEvent,
    );
    expect(result.outcome).toBe('failure');
    expect(result.summary).toMatch(
      /^Input "variables": \{url:api\} names no service of environment production \(its services: checkout, search, web, worker\)$/,
    );
    expect(emulator.requests().filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('sets {sha} and {url:web} on the environment itself, and a redeploy stays one redeploy', async () => {
    const { result } = await runAgainst(
      emulator,
      { environment: emulator.seed.productionEnvironmentId, variables: 'RELEASE={sha}\nWEB={url:web}' },
      pushEvent,
    );
    expect(result.outcome).toBe('success');
    const web = result.serviceUrls?.find((service) => service.name === 'web')?.url;
    expect(web).toMatch(/\/_services\//);
    expect(emulator.variables(emulator.seed.productionEnvironmentId).map(({ key, value }) => [key, value])).toEqual([
      ['RELEASE', 'main-sha-1'],
      ['WEB', web],
    ]);
    const writes = emulator.requests().filter((request) => request.method !== 'GET');
    expect(writes.map((request) => `${request.method} ${request.path.replace(/[0-9a-f-]{36}/g, 'ID')}`)).toEqual([
      'POST /environment/ID/environmentVariable',
      'POST /environment/ID/environmentVariable',
      'POST /environment/ID/redeploy',
    ]);
  });
});
