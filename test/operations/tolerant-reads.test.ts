/**
 * Answers the OpenAPI allows but that carry less than the action would like: the run goes on
 * with what it has (a warning says what was missing), or stops with one line naming the member
 * and the call when it cannot go on without it.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { PlatformClient } from '../../src/platform/client.ts';
import { parseInputs } from '../../src/config/index.ts';
import { startEmulator, type Emulator } from '../../tools/emulator/index.ts';
import { pushEvent, runAgainst, SCALE } from '../../tools/runner/in-process.ts';
import { scaledClock } from '../../tools/runner/clock.ts';

let emulator: Emulator | undefined;
afterEach(async () => {
  await emulator?.close();
  emulator = undefined;
});

describe('a deployment request status without its members', () => {
  it('stops a status check with one line naming the member and the call when no environment input stands in', async () => {
    emulator = await startEmulator({ speed: SCALE, staleMs: 0, unknownRequest: 'empty' });
    const { result } = await runAgainst(emulator, { operation: 'status', 'deployment-request-id': randomUUID() }, pushEvent);
    expect(result.outcome).toBe('failure');
    expect(result.summary).toMatch(
      /^GET \/environment\/deploymentStatus answered no environment_id for deployment request [0-9a-f-]{36}: give the "environment" input$/,
    );
  });

  it("reads the environment's own state when the answer has no status, and says so once", async () => {
    emulator = await startEmulator({ speed: SCALE, staleMs: 0, unknownRequest: 'empty' });
    const production = emulator.seed.productionEnvironmentId;
    const { result, lines } = await runAgainst(
      emulator,
      { operation: 'status', environment: production, 'deployment-request-id': randomUUID() },
      pushEvent,
    );
    expect(result).toMatchObject({ outcome: 'success', state: 'DEPLOYED', environmentId: production });
    expect(lines.filter((line) => line.includes('answered no status'))).toHaveLength(1);
  });

  it('a deploy follows the environment status instead, and succeeds', async () => {
    emulator = await startEmulator({ speed: SCALE, staleMs: 3000 * SCALE });
    const production = emulator.seed.productionEnvironmentId;
    const config = parseInputs({ 'api-url': emulator.url, 'api-token': emulator.tokens.admin, environment: production }, pushEvent);
    const clock = scaledClock(SCALE);
    const client = new PlatformClient({
      baseUrl: config.apiUrl,
      token: config.apiToken,
      sleep: clock.sleep,
      baseDelayMs: 20,
      maxDelayMs: 100,
    });
    // The wait's reads of the request (polls, one try each).
    const deploymentStatus = client.environments.deploymentStatusPoll.bind(client.environments);
    let reads = 0;
    client.environments.deploymentStatusPoll = async (params) => {
      reads++;
      const { status: _status, ...rest } = await deploymentStatus(params);
      return rest;
    };
    const { result, lines } = await runAgainst(emulator, { environment: production }, pushEvent, { client, clock });
    expect(result).toMatchObject({ operation: 'deploy', outcome: 'success', state: 'DEPLOYED' });
    expect(reads).toBeGreaterThan(0);
    expect(lines.filter((line) => line.includes('answered no status'))).toHaveLength(1);
    expect(emulator.requests().filter((request) => request.path.endsWith('/redeploy'))).toHaveLength(1);
  });
});
