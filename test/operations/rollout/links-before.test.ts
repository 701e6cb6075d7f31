/**
 * A deploy reads its environment's links once, after the wait: the report, the outputs and the
 * GitHub Deployment's final status take the URL from there. Only a `{url:SERVICE}` has them read
 * before the change; those then serve the Deployment's payload and, when every service deployed
 * had a link already, the report after it. A service deployed for the first time gets its link
 * from that deployment: they are read again, and the report still shows it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../../tools/emulator/index.ts';
import { pushEvent, runAgainst } from '../../../tools/runner/in-process.ts';

let emulator: Emulator;
let environmentId: string;

async function post(path: string, body: unknown): Promise<Record<string, unknown>> {
  const answer = await fetch(`${emulator.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Token ${emulator.tokens.admin}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(answer.status).toBe(201);
  return (await answer.json()) as Record<string, unknown>;
}

beforeAll(async () => {
  emulator = await startEmulator({ speed: 0.02 });
  const environment = await post(`/project/${emulator.seed.projectId}/environment`, { name: 'site', mode: 'STAGING' });
  environmentId = environment['id'] as string;
  await post(`/environment/${environmentId}/application`, {
    name: 'front',
    git_repository: { url: 'https://github.com/acme/site.git', branch: 'main' },
    ports: [{ internal_port: 8080, external_port: 443, protocol: 'HTTP', publicly_accessible: true }],
  });
});
afterAll(() => emulator.close());

const linkReads = () => emulator.requests().filter((request) => request.path === `/environment/${environmentId}/link`).length;

async function deploy(commit: string, variables = '') {
  emulator.clearRequests();
  const announced: string[][] = [];
  const { result } = await runAgainst(
    emulator,
    { environment: environmentId, application: 'front', commit, variables, 'github-token': 'ghs_test', 'timeout-minutes': '5' },
    pushEvent,
    { announce: async (target) => void announced.push(Object.values(target.urls ?? {})) },
  );
  return { result, announced };
}

const FRONT_URL = 'FRONT_URL={url:front}';

describe('the links of a deploy', () => {
  it('with a {url:SERVICE}, are read again after it when a service had none: its first deployment makes its link', async () => {
    const { result, announced } = await deploy('1'.repeat(40), FRONT_URL);
    expect(result.outcome).toBe('success');
    expect(announced).toEqual([[]]);
    expect(result.url).toMatch(/^https?:\/\//);
    expect(linkReads()).toBe(2);
  });

  it('with a {url:SERVICE}, serve the payload and the report when every service deployed had one: one read in all', async () => {
    const { result, announced } = await deploy('2'.repeat(40), FRONT_URL);
    expect(result.outcome).toBe('success');
    expect(linkReads()).toBe(1);
    expect(announced).toEqual([[result.url]]);
    expect(result.url).toMatch(/^https?:\/\//);
  });

  it('without one, are read once, after the wait: the URL comes with the result, none is announced before', async () => {
    const before = await deploy('2'.repeat(40), FRONT_URL);
    const { result, announced } = await deploy('3'.repeat(40));
    expect(result.outcome).toBe('success');
    expect(announced).toEqual([[]]);
    expect(result.url).toBe(before.result.url);
    expect(result.serviceUrls).toEqual([{ name: 'front', url: before.result.url }]);
    const reads = emulator
      .requests()
      .filter((request) => request.method !== 'GET' || request.path === `/environment/${environmentId}/link`);
    // The one read of the links comes after the deployment's request, never before it.
    expect(reads.map((request) => request.path).filter((path) => path.endsWith('/link'))).toHaveLength(1);
    expect(reads.findIndex((request) => request.path.endsWith('/link'))).toBeGreaterThan(
      reads.findIndex((request) => request.path.endsWith('/service/deploy')),
    );
  });
});
