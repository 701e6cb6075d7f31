/**
 * A pull request closed and reopened at once, through the bundle: the close's run has begun the
 * preview's deletion, and the platform's status still shows the preview DEPLOYED for its stale
 * window when the reopen's run reads it. The reopen ends with a fresh preview, never the dying one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../../tools/emulator/index.ts';
import type { FakeGitHub } from '../../tools/fake-github/index.ts';
import { closeAll, runOnPullRequest, startBoth } from '../support/e2e.ts';

let emulator: Emulator;
let github: FakeGitHub;
const HEAD = 'c1'.repeat(20);

beforeAll(async () => {
  ({ emulator, github } = await startBoth(
    // The platform's 3 s stale window, and a deletion of 5 s, long enough to be met half-way.
    { speed: 0.02, staleMs: 3000, durations: { deletingMs: 250_000 } },
    { pulls: [{ number: 81, headSha: HEAD }] },
  ));
});
afterAll(() => closeAll(emulator, github));

/**
 * The runs' waits go at the platform's speed. The stale window stays the wall's 3 s: the reopen's
 * run reads the status as soon as it starts, which no scale hastens, and the window must still be
 * open then; the run never waits it out (the deployment history tells the deletion at once).
 */
const run = (action: string) => runOnPullRequest({ emulator, github, number: 81, head: HEAD, action, scaled: true });

describe('reopen end to end', { timeout: 120_000 }, () => {
  it('a reopen 0.2 s after the close began the deletion ends with a fresh preview', async () => {
    const opened = await run('opened');
    expect([opened.exitCode, opened.outputs.outcome, opened.outputs.created]).toEqual([0, 'success', 'true']);
    const dying = opened.outputs['environment-id']!;
    expect(emulator.environmentStatus(dying)?.state).toBe('DEPLOYED');

    // The close's run, at the moment its delete was accepted.
    const deleted = await fetch(`${emulator.url}/environment/${dying}`, {
      method: 'DELETE',
      headers: { Authorization: `Token ${emulator.tokens.admin}` },
    });
    expect(deleted.status).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(emulator.environmentStatus(dying)?.state).toMatch(/^(DELETE_QUEUED|DELETING)$/);

    const reopened = await run('reopened');
    expect([reopened.exitCode, reopened.outputs.outcome, reopened.outputs.created, reopened.outputs.state]).toEqual([
      0,
      'success',
      'true',
      'DEPLOYED',
    ]);
    expect(reopened.outputs['environment-id']).not.toBe(dying);
    expect(reopened.stdout).toContain('is being deleted; waiting until it is gone');
    const previews = emulator.environments().filter((environment) => environment.name === 'blueprint-pr-81');
    expect(previews.map((environment) => environment.id)).toEqual([reopened.outputs['environment-id']]);
  });
});
