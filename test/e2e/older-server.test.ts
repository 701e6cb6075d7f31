/**
 * An older server through the bundle: whichever answer says a route is not there (404, 405,
 * 501), the optional reads fall back once, without retrying, each with its one warning, and the
 * preview deploys.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../tools/emulator/index.ts';
import type { LackedAnswer } from '../../tools/emulator/lacks.ts';
import { pullRequestPayload, runAction } from '../../tools/runner/child.ts';
import { NO_GITHUB, closeAll, platformInputs } from '../support/e2e.ts';

const ANSWERS: readonly LackedAnswer[] = [404, 405, 501];
const emulators = new Map<LackedAnswer, Emulator>();

beforeAll(async () => {
  for (const status of ANSWERS) {
    emulators.set(
      status,
      await startEmulator({ speed: 0.05, staleMs: 150, lacks: ['services', 'statusesWithStages', 'deploymentQueue'], lacksAnswer: status }),
    );
  }
});
afterAll(() => closeAll(...emulators.values()));

describe('a server without the services read, the stage statuses and the queue', { timeout: 120_000 }, () => {
  it.each(ANSWERS)('answering %i: the preview deploys, each lacked read asked once a run, one warning each', async (status) => {
    const emulator = emulators.get(status)!;
    const run = await runAction({
      timeScale: emulator.speed,
      inputs: { ...platformInputs(emulator), job: emulator.seed.jobIds[0]!, ...NO_GITHUB },
      eventName: 'pull_request',
      event: pullRequestPayload(44, 'e'.repeat(40)),
    });
    expect(run.exitCode).toBe(0);
    expect(run.outputs.outcome).toBe('success');
    const lacked = emulator.requests().filter((request) => /\/(services|statusesWithStages)$/.test(request.path));
    expect(lacked.map((request) => `${request.path.split('/').at(-1)} ${request.status}`)).toEqual([
      `services ${status}`,
      `statusesWithStages ${status}`,
    ]);
    const warnings = run.stdout.split('\n').filter((line) => line.startsWith('::warning::'));
    expect(warnings).toEqual([
      expect.stringContaining(`answered ${status} to GET /environment/{id}/services while the environment exists: an older server`),
      expect.stringContaining(`(statusesWithStages) is not available on this server (${status})`),
    ]);
  });
});
