/**
 * A push to a preview that exists, the environment and the job given by names: the reads that do
 * not depend on each other (the preview's state, last request, services and links) go out in
 * one wave. Every answer is held back by a fixed latency, so each wave arrives one latency after
 * the one before it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../../tools/emulator/index.ts';
import { pullRequestEvent, runAgainst } from '../../../tools/runner/in-process.ts';
import { isTrigger } from '../../../bench/round-trips.ts';

/** Wall ms added to every answer; the emulator's latency is in platform ms. */
const LATENCY_MS = 150;
const SPEED = 0.02;
const NUMBER = 41;

let emulator: Emulator;

beforeAll(async () => {
  emulator = await startEmulator({ speed: SPEED });
});
afterAll(() => emulator.close());

const push = (head: string) =>
  runAgainst(
    emulator,
    { environment: 'acme/shop/blueprint', job: 'web', secrets: 'API_KEY=k3y', 'github-token': 'ghs_test', comment: 'off' },
    { ...pullRequestEvent(NUMBER, head), sha: head },
    { announce: async () => undefined },
  );

/** Requests that arrived within half a latency of the one before belong to the same wave. */
function waves(arrivals: number[]): number {
  let count = 0;
  let previous = Number.NEGATIVE_INFINITY;
  for (const at of arrivals.sort((a, b) => a - b)) {
    if (at - previous > LATENCY_MS / 2) count += 1;
    previous = at;
  }
  return count;
}

describe('a push to a preview that exists', () => {
  it('reads its state, last request, services and links in one wave after the names are resolved', async () => {
    expect((await push('a'.repeat(40))).result.outcome).toBe('success');
    emulator.clearRequests();
    emulator.setFaults(`latency=${LATENCY_MS / SPEED}`);
    try {
      expect((await push('b'.repeat(40))).result.outcome).toBe('success');
    } finally {
      emulator.setFaults('');
    }
    const requests = emulator.requests();
    const trigger = requests.find(isTrigger)!;
    const preview = trigger.path.split('/')[2]!;
    const own = requests.filter((request) => request.at < trigger.at && request.path.startsWith(`/environment/${preview}/`));
    expect(own.map((request) => request.path.slice(`/environment/${preview}`.length)).sort()).toEqual(
      ['/status', '/deploymentHistoryV2', '/environmentVariable', '/link', '/secret', '/services'].sort(),
    );
    // After the names: the organization, its projects, the project's environments, one wave each.
    const resolved = requests.find((request) => request.path.endsWith('/environment') && request.path.startsWith('/project/'))!;
    const secrets = own.find((request) => request.path.endsWith('/secret'))!;
    const before = own.filter((request) => request !== secrets);
    expect(waves([resolved.at, ...before.map((request) => request.at)])).toBe(2);
    // The secrets' list, read with the variables' writes in the set-up wave: one round trip more
    // on a push with secrets, so that none is skipped the platform does not show as the action set it.
    expect(secrets.at).toBeGreaterThan(Math.max(...before.map((request) => request.at)));
  });
});
