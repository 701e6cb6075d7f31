/** The waits of one run on a scarce token: the log says the budget is scarce once, however many waits the run has. */
import { describe, expect, it } from 'vitest';
import { waitFor } from '../../../src/operations/environment/wait-for-state.ts';
import type { OperationContext } from '../../../src/run/context.ts';
import type { PlatformClient } from '../../../src/platform/client.ts';
import { createVirtualClock } from '../../../src/wait/index.ts';

const START = 1_700_000_000_000;
const MINUTE = 60_000;

function run(remaining: number) {
  const clock = createVirtualClock(START);
  const lines: string[] = [];
  const line = (text: string) => void lines.push(text);
  // Half an hour into the window: what is spent says whether the token is on course to spend half its limit.
  const client = { rateLimit: { limit: 1_000, remaining, resetAt: START + 30 * MINUTE, observedAt: START } } as unknown as PlatformClient;
  const ctx = {
    client,
    clock,
    random: () => 0.5,
    log: { info: line, notice: line, warning: line, startGroup: line, endGroup: () => undefined },
  } as unknown as OperationContext;
  let reads = 0;
  const wait = () =>
    waitFor(ctx, {
      purpose: 'deploy',
      poll: () => Promise.resolve(++reads % 3 === 0 ? 'DEPLOYED' : 'BUILDING'),
      timeoutMs: 30 * MINUTE,
      expectedDurationMs: 10 * MINUTE,
    });
  return { wait, lines: () => lines.filter((text) => text.includes('scarce')) };
}

describe('waitFor', () => {
  it('says once in a run that the token is scarce, and that reads may be more than a minute apart', async () => {
    const scarce = run(100);
    await scarce.wait();
    await scarce.wait();
    expect(scarce.lines()).toHaveLength(1);
    expect(scarce.lines()[0]).toMatch(
      /^The API token's rate-limit budget is scarce \(100 of 1000 requests left, the window resets in \d+ min\): status reads may be more than a minute apart/,
    );
  });

  it('says nothing while what is left covers what the run still needs, however fast others spend it', async () => {
    // 400 left: a read every ten seconds for the half hour left needs 180.
    const roomy = run(400);
    await roomy.wait();
    expect(roomy.lines()).toEqual([]);
  });

  it('says nothing of it on a plentiful token', async () => {
    const plentiful = run(950);
    await plentiful.wait();
    expect(plentiful.lines()).toEqual([]);
  });
});
