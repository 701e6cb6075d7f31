/**
 * A push to a preview that exists, the environment and the job given by names: what the user
 * waits for before the platform starts deploying is mostly round trips, so with every answer held
 * back by a fixed latency the trigger leaves five latencies after the run's first request: the
 * organization, its projects and the project's environments one after the other, then the
 * preview's state, last request, services and links together, then the secrets as the platform
 * has them beside the variables' writes (a secret is left unsent only when that list vouches for
 * it). A sixth round trip (two of those reads one after the other) fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../../tools/emulator/index.ts';
import { pullRequestEvent, runAgainst } from '../../../tools/runner/in-process.ts';
import { countWaves, isTrigger } from '../../../bench/round-trips.ts';

/**
 * Wall ms added to every answer; the emulator's latency is in platform ms. Requests of one wave
 * are told apart from the next by half of it, so a busy machine has that long to send a wave's
 * requests before they look like two.
 */
const LATENCY_MS = 800;
const ROUND_TRIPS = 5;
const SPEED = 0.02;
const NUMBER = 41;

let emulator: Emulator;

beforeAll(async () => {
  // A status fresh at once: the preview's own last deployment says how long one takes, whenever
  // the push comes, and the blueprint's is not read.
  emulator = await startEmulator({ speed: SPEED, staleMs: 0 });
});
afterAll(() => emulator.close());

const push = (head: string) =>
  runAgainst(
    emulator,
    { environment: 'acme/shop/blueprint', job: 'web', secrets: 'API_KEY=k3y', 'github-token': 'ghs_test', comment: 'off' },
    { ...pullRequestEvent(NUMBER, head), sha: head },
    { announce: async () => undefined },
  );

/** The waves of requests the push sent before its trigger, and the wall ms from its first request to the trigger. */
async function toTrigger(head: string): Promise<{ waves: number; ms: number }> {
  emulator.clearRequests();
  expect((await push(head)).result.outcome).toBe('success');
  const requests = emulator.requests();
  const trigger = requests.findIndex(isTrigger);
  return {
    waves: countWaves(
      requests.slice(0, trigger).map((request) => request.at),
      LATENCY_MS,
    ),
    ms: requests[trigger]!.at - requests[0]!.at,
  };
}

describe('a push to a preview that exists', () => {
  it(`triggers ${ROUND_TRIPS} latencies after its first request, its reads of the preview sent together`, async () => {
    await toTrigger('a'.repeat(40));
    emulator.setFaults(`latency=${LATENCY_MS / SPEED}`);
    let slow: { waves: number; ms: number };
    try {
      slow = await toTrigger('b'.repeat(40));
    } finally {
      emulator.setFaults('');
    }
    // Counted, not timed: a busy machine makes a push slower, never adds a wave of requests.
    expect(slow.waves).toBe(ROUND_TRIPS);
    // Each wave waited for the one before it: the trigger left no sooner than its round trips allow.
    expect(slow.ms).toBeGreaterThanOrEqual(ROUND_TRIPS * LATENCY_MS);
  });
});
