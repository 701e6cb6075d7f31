/**
 * Each run's result carries the writes its client sent to the platform, as the platform saw them,
 * and the report says that nothing was changed only when there were none.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../tools/emulator/index.ts';
import { pullRequestEvent, pushEvent, runAgainst, SCALE } from '../../tools/runner/in-process.ts';
import { renderReport } from '../../src/report/index.ts';
import { PlatformClient } from '../../src/platform/client.ts';
import { scaledClock } from '../../tools/runner/clock.ts';

const MUTATING = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);
const context = { runUrl: 'https://github.com/acme/shop/actions/runs/1', serverUrl: 'https://github.com', repository: 'acme/shop' };

let emulator: Emulator;

beforeEach(async () => {
  emulator = await startEmulator({ speed: SCALE, staleMs: 3000 * SCALE, seed: 7 });
});

afterEach(async () => {
  await emulator.close();
});

/** The writes the platform has received so far. */
const writesSeen = () => emulator.requests().filter((request) => MUTATING.has(request.method)).length;

function previewInputs(extra: Record<string, string> = {}) {
  return {
    environment: emulator.seed.blueprintEnvironmentId,
    job: 'web',
    secrets: 'DATABASE_URL=postgres://user:pw-5ecret@db/app',
    ...extra,
  };
}

describe('the writes a run reports', () => {
  it('a preview refused on its names before any write reports none, and its report says nothing was changed', async () => {
    expect((await runAgainst(emulator, previewInputs(), pullRequestEvent(8, 'aaa1111'))).result.outcome).toBe('success');
    const before = writesSeen();
    const { result } = await runAgainst(emulator, previewInputs({ job: 'wbe' }), pullRequestEvent(8, 'aaa1111'));
    expect(result.outcome).toBe('failure');
    expect(result.summary).toContain('did you mean web?');
    expect(writesSeen() - before).toBe(0);
    expect(result.platformWrites).toBe(0);
    const report = renderReport(result, context);
    expect(report).toMatch(/^### ❌ Preview refused: blueprint-pr-8$/m);
    expect(report).toContain('**Nothing was changed**');
  });

  it('a preview that created its environment and then failed reports every write it sent, and never that nothing was changed', async () => {
    emulator.failJob('web', 'fail-deploy');
    const { result } = await runAgainst(emulator, previewInputs(), pullRequestEvent(9, 'bbb2222'));
    expect(result).toMatchObject({ outcome: 'failure', created: true });
    expect(result.platformWrites).toBeGreaterThan(0);
    expect(result.platformWrites).toBe(writesSeen());
    expect(renderReport(result, context)).not.toMatch(/nothing was changed/i);
  });

  it('a preview that threw after its first writes reports them from its fault, and never that nothing was changed', async () => {
    const clock = scaledClock(SCALE);
    const client = new PlatformClient({ baseUrl: emulator.url, token: emulator.tokens.admin, sleep: clock.sleep, baseDelayMs: 20 });
    // The trigger is never sent: the run stops on an error of no request, after the clone and the secrets.
    client.environments.deployServices = async () => {
      throw new Error('the runner lost its disk');
    };
    const { result } = await runAgainst(emulator, previewInputs(), pullRequestEvent(10, 'ddd4444'), { client, clock });
    expect(result).toMatchObject({ outcome: 'failure', created: true, deploymentRequestId: '' });
    expect(result.summary).toContain('the runner lost its disk');
    expect(result.platformWrites).toBeGreaterThan(0);
    expect(result.platformWrites).toBe(writesSeen());
    expect(renderReport(result, context)).not.toMatch(/nothing was changed/i);
  });

  it('a dry run sends no write, reports none, and its plan says nothing was changed', async () => {
    const { result } = await runAgainst(emulator, previewInputs({ 'dry-run': 'true' }), pullRequestEvent(11));
    expect(result.outcome).toBe('planned');
    expect(writesSeen()).toBe(0);
    expect(result.platformWrites).toBe(0);
    expect(renderReport(result, context)).toContain('**Plan** (nothing was changed):');
  });

  it('a dry run of a deploy, a cleanup or a stop sends no write and reports none, as its summary says', async () => {
    const made = await runAgainst(emulator, previewInputs(), pullRequestEvent(12, 'ccc3333'));
    expect(made.result.platformWrites).toBe(writesSeen());
    emulator.clearRequests();
    const dry = { 'dry-run': 'true' };
    for (const [name, raw, event] of [
      ['deploy', { environment: emulator.seed.productionEnvironmentId, ...dry }, pushEvent],
      ['cleanup', previewInputs(dry), pullRequestEvent(12, 'ccc3333', true)],
      ['stop', { environment: made.result.environmentId, operation: 'stop', ...dry }, pushEvent],
    ] as const) {
      const { result } = await runAgainst(emulator, raw, event);
      expect(result.outcome, name).toBe('planned');
      expect(result.summary, name).toContain('nothing was changed');
      expect(result.platformWrites, name).toBe(0);
      expect(writesSeen(), name).toBe(0);
    }
  });
});
