/**
 * The links read before a deployment (for the GitHub Deployment) serve the report after it only
 * when every service deployed had one already: a service deployed for the first time gets its
 * link from that deployment, and the report still shows it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../tools/emulator/index.ts';
import { pushEvent, runAgainst } from '../../tools/runner/in-process.ts';

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

async function deploy(commit: string) {
  emulator.clearRequests();
  const announced: string[][] = [];
  const { result } = await runAgainst(
    emulator,
    { environment: environmentId, application: 'front', commit, 'github-token': 'ghs_test', 'timeout-minutes': '5' },
    pushEvent,
    { announce: async (target) => void announced.push(Object.values(target.urls ?? {})) },
  );
  return { result, announced };
}

describe('links read before a deployment', () => {
  it('are read again after it when a service had none: its first deployment makes its link', async () => {
    const { result, announced } = await deploy('1'.repeat(40));
    expect(result.outcome).toBe('success');
    expect(announced).toEqual([[]]);
    expect(result.url).toMatch(/^https?:\/\//);
    expect(linkReads()).toBe(2);
  });

  it('serve the report when every service deployed had one: one read in all, the same URL', async () => {
    const first = await deploy('2'.repeat(40));
    expect(first.result.outcome).toBe('success');
    expect(linkReads()).toBe(1);
    expect(first.announced).toEqual([[first.result.url]]);
    expect(first.result.url).toMatch(/^https?:\/\//);
  });
});
