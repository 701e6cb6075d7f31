/**
 * The bundled action's sweep on a `schedule` event, against the emulator and the fake GitHub API:
 * the `swept` output, the job summary's table, and the swept previews' GitHub Deployments marked
 * inactive; a dry run changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../../tools/emulator/index.ts';
import type { FakeGitHub } from '../../tools/fake-github/index.ts';
import { runAction } from '../../tools/runner/child.ts';
import { closeAll, platformInputs, startBoth } from '../support/e2e.ts';

let emulator: Emulator;
let github: FakeGitHub;
const ids: Record<number, string> = {};

beforeAll(async () => {
  ({ emulator, github } = await startBoth({ speed: 0.05, staleMs: 150 }, { pulls: [{ number: 61, headSha: 'a'.repeat(40) }] }));
  github.closePull(62);
  github.closePull(63, true);
  for (const number of [61, 62, 63]) {
    const response = await fetch(`${emulator.url}/project/${emulator.seed.projectId}/environment`, {
      method: 'POST',
      headers: { Authorization: `Token ${emulator.tokens.write}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: `blueprint-pr-${number}`, mode: 'PREVIEW' }),
    });
    ids[number] = ((await response.json()) as { id: string }).id;
  }
  github.addDeployment({ environment: 'blueprint-pr-62', states: ['success'] });
});
afterAll(() => closeAll(emulator, github));

function sweep(extra: Record<string, string> = {}) {
  return runAction({
    timeScale: emulator.speed,
    inputs: {
      ...platformInputs(emulator, github),
      operation: 'sweep',
      ...extra,
    },
    eventName: 'schedule',
    event: { schedule: '17 3 * * *', repository: { full_name: 'acme/shop', name: 'shop', owner: { login: 'acme' } } },
    env: { GITHUB_API_URL: github.url },
  });
}

function previews(): string[] {
  return emulator
    .environments()
    .map((environment) => environment.name)
    .filter((name) => name.startsWith('blueprint-pr-'))
    .sort();
}

describe('sweep end to end', { timeout: 60_000 }, () => {
  it('a dry run lists, a sweep deletes the closed and merged previews, and says so in the outputs and the job summary', async () => {
    const expected = [
      { 'environment-id': ids[62], name: 'blueprint-pr-62', 'pull-request': 62, reason: 'closed' },
      { 'environment-id': ids[63], name: 'blueprint-pr-63', 'pull-request': 63, reason: 'merged' },
    ];
    const planned = await sweep({ 'dry-run': 'true' });
    expect(planned.exitCode).toBe(0);
    expect(planned.outputs.outcome).toBe('planned');
    expect(JSON.parse(planned.outputs.swept!)).toEqual(expected);
    expect(planned.summary).toContain('**Would delete** (nothing was changed):');
    expect(previews()).toEqual(['blueprint-pr-61', 'blueprint-pr-62', 'blueprint-pr-63']);

    const swept = await sweep();
    expect(swept.exitCode).toBe(0);
    expect(swept.outputs.outcome).toBe('success');
    expect(JSON.parse(swept.outputs.swept!)).toEqual(expected);
    expect(previews()).toEqual(['blueprint-pr-61']);
    expect(swept.summary).toContain('### ✅ Preview sweep done');
    expect(swept.summary).toContain('| Preview | Environment id | Pull request | Reason |');
    expect(swept.summary).toContain(
      `| blueprint-pr-62 | \`${ids[62]}\` | [#62](https://github.com/acme/shop/pull/62) | pull request closed |`,
    );
    expect(swept.summary).toContain(
      `| blueprint-pr-63 | \`${ids[63]}\` | [#63](https://github.com/acme/shop/pull/63) | pull request merged |`,
    );
    const deployment = github.state.deployments.find((each) => each.environment === 'blueprint-pr-62')!;
    expect(github.statusesOf(deployment.id).at(-1)).toBe('inactive');
    expect(github.commentsOn(61)).toEqual([]);

    const again = await sweep();
    expect(again.exitCode).toBe(0);
    expect(JSON.parse(again.outputs.swept!)).toEqual([]);
    expect(previews()).toEqual(['blueprint-pr-61']);
  });
});
