/**
 * max-previews with `fork-previews: approve`: the team's previews and the fork blueprint's count
 * together, in a team's run and a fork's alike, before the clone and after it; a fork blueprint in
 * another project costs one list read of its own. Without approve, the cap is the blueprint's alone.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { RunEvent } from '../../../src/config/index.ts';
import { pullRequestEvent, runAgainst, SCALE } from '../../../tools/runner/in-process.ts';
import { startEmulator, type Emulator } from '../../../tools/emulator/index.ts';

let emulator: Emulator;

afterEach(async () => {
  await emulator?.close();
});

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${emulator.url}${path}`, {
    method: 'POST',
    headers: { Authorization: `Token ${emulator.tokens.admin}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect([200, 201, 202]).toContain(response.status);
  return (await response.json()) as T;
}

/** An emulator with a fork blueprint (in the team's project, or in a project of its own) and open previews of each. */
async function setUp(options: { teamPreviews: number[]; forkPreviews: number[]; ownProject?: boolean }) {
  emulator = await startEmulator({ speed: SCALE, staleMs: 3000 * SCALE, seed: 11 });
  const projectId = options.ownProject
    ? (await post<{ id: string }>(`/organization/${emulator.seed.organizationId}/project`, { name: 'forks' })).id
    : emulator.seed.projectId;
  // A clone of the team's blueprint, so a fork's preview holds the same job.
  const fork = await post<{ id: string }>(`/environment/${emulator.seed.blueprintEnvironmentId}/clone`, {
    name: 'outside',
    mode: 'STAGING',
    project_id: projectId,
  });
  for (const number of options.teamPreviews)
    await post(`/project/${emulator.seed.projectId}/environment`, { name: `blueprint-pr-${number}`, mode: 'PREVIEW' });
  for (const number of options.forkPreviews)
    await post(`/project/${projectId}/environment`, { name: `outside-pr-${number}`, mode: 'PREVIEW' });
  return { forkBlueprintId: fork.id, projectId };
}

const forkEvent = (number: number): RunEvent => {
  const event = pullRequestEvent(number);
  return { ...event, eventName: 'pull_request_target', pullRequest: { ...event.pullRequest!, fork: true } };
};

function run(number: number, forkBlueprintId: string, maxPreviews: string, fork = false, forkPreviews = 'approve') {
  return runAgainst(
    emulator,
    {
      environment: emulator.seed.blueprintEnvironmentId,
      'fork-previews': forkPreviews,
      'fork-blueprint': forkPreviews === 'approve' ? forkBlueprintId : '',
      job: 'web',
      commit: 'c0ffee1',
      'max-previews': maxPreviews,
      'timeout-minutes': '5',
    },
    fork ? forkEvent(number) : pullRequestEvent(number),
    {},
    // A fork's preview runs only at a head a writer approved.
    fork ? { approval: { sha: 'c0ffee1', approver: 'octocat', via: 'label' } } : {},
  );
}

const writes = (from: number) =>
  emulator
    .requests()
    .slice(from)
    .filter((request) => request.method !== 'GET');
const named = (pattern: RegExp) => emulator.environments().filter((environment) => pattern.test(environment.name));

describe('max-previews counts fork previews with the team’s', { timeout: 60_000 }, () => {
  it('refuses a team preview when fork previews fill the cap, naming both blueprints, with no write', async () => {
    const { forkBlueprintId } = await setUp({ teamPreviews: [1], forkPreviews: [2, 3] });
    const before = emulator.requests().length;
    const { result } = await run(10, forkBlueprintId, '3');
    expect(result.outcome).toBe('skipped');
    expect(result.summary).toContain('blueprint and outside have 3 open previews and max-previews is 3');
    expect(result.openPreviews?.map((open) => open.pullRequest)).toEqual([1, 2, 3]);
    expect(writes(before)).toEqual([]);
    expect(named(/-pr-10$/)).toEqual([]);
  });

  it('refuses a fork preview when team previews fill the cap, naming the team’s blueprint first, with no write', async () => {
    const { forkBlueprintId } = await setUp({ teamPreviews: [1, 2], forkPreviews: [3] });
    const before = emulator.requests().length;
    const { result } = await run(20, forkBlueprintId, '3', true);
    expect(result.outcome).toBe('skipped');
    expect(result.summary).toContain('blueprint and outside have 3 open previews and max-previews is 3');
    expect(writes(before)).toEqual([]);
    expect(named(/-pr-20$/)).toEqual([]);
  });

  it('lets a preview in while both together stay under the cap', async () => {
    const { forkBlueprintId } = await setUp({ teamPreviews: [1], forkPreviews: [2] });
    const { result } = await run(30, forkBlueprintId, '3', true);
    expect(result).toMatchObject({ outcome: 'success', created: true, environmentName: 'outside-pr-30' });
  });

  it('counts a fork blueprint of another project with one list read of that project before the clone', async () => {
    const { forkBlueprintId, projectId } = await setUp({ teamPreviews: [1], forkPreviews: [2], ownProject: true });
    const before = emulator.requests().length;
    const { result } = await run(40, forkBlueprintId, '2');
    expect(result.outcome).toBe('skipped');
    expect(result.openPreviews?.map((open) => open.pullRequest)).toEqual([1, 2]);
    const lists = emulator
      .requests()
      .slice(before)
      .filter((request) => request.method === 'GET' && request.path === `/project/${projectId}/environment`);
    expect(lists).toHaveLength(1);
    expect(writes(before)).toEqual([]);
  });

  it('without fork-previews approve, the cap is the blueprint’s alone', async () => {
    const { forkBlueprintId } = await setUp({ teamPreviews: [1], forkPreviews: [2, 3] });
    const { result } = await run(50, forkBlueprintId, '2', false, 'skip');
    expect(result).toMatchObject({ outcome: 'success', created: true });
  });

  it('a team run and a fork run at once under a cap of one leave one preview and one refusal', async () => {
    const { forkBlueprintId } = await setUp({ teamPreviews: [], forkPreviews: [] });
    const both = await Promise.all([run(61, forkBlueprintId, '1'), run(62, forkBlueprintId, '1', true)]);
    expect(both.map(({ result }) => result.outcome).sort()).toEqual(['skipped', 'success']);
    const kept = both.find(({ result }) => result.outcome === 'success')!.result;
    const previews = () => named(/-pr-6[12]$/);
    for (let tries = 0; previews().length > 1 && tries < 200; tries++) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(previews().map((environment) => environment.id)).toEqual([kept.environmentId]);
  });
});
