/**
 * `status` in-process against the emulator on a scaled clock, when its status reads fail until
 * the end of the run: like the other operations, it makes one last read of the environment's
 * status, whose state decides when it answers; when that fails too, the result names the read
 * failures instead of a state.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../tools/emulator/index.ts';
import { pushEvent, runAgainst, SCALE } from '../../tools/runner/in-process.ts';

let emulator: Emulator;
afterEach(() => emulator?.close());

async function redeployed(): Promise<{ environment: string; request: string }> {
  emulator = await startEmulator({ speed: SCALE, staleMs: 0, seed: 5 });
  const environment = emulator.seed.productionEnvironmentId;
  const response = await fetch(`${emulator.url}/environment/${environment}/redeploy`, {
    method: 'POST',
    headers: { Authorization: `Token ${emulator.tokens.admin}` },
  });
  return { environment, request: ((await response.json()) as { deployment_request_id: string }).deployment_request_id };
}

/** Breaks the reads once the run's first read, and those of the environment and its links beside it, were answered. */
async function afterFirstRead(environment: string, faults: string): Promise<void> {
  const answered = (path: string) => emulator.requests().some((request) => request.path === path && request.status === 200);
  while (!['/environment/deploymentStatus', `/environment/${environment}`, `/environment/${environment}/link`].every(answered)) {
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  emulator.setFaults(faults);
}

function status(environment: string, request: string) {
  return runAgainst(emulator, { operation: 'status', environment, 'deployment-request-id': request, 'timeout-minutes': '1' }, pushEvent);
}

describe('status whose reads fail to the end', { timeout: 30_000 }, () => {
  it("decides by one last read of the environment's status, which the request's reads do not share", async () => {
    const { environment, request } = await redeployed();
    const [{ result, lines }] = await Promise.all([status(environment, request), afterFirstRead(environment, 'request-status-5xx=1')]);
    expect(
      emulator.requests().filter((read) => read.path === '/environment/deploymentStatus' && read.status === 502).length,
    ).toBeGreaterThan(1);
    expect([result.outcome, result.state]).toEqual(['success', 'DEPLOYED']);
    expect(lines.join('\n')).toMatch(/The status reads failed until the timeout \(.*502.*\); a last read says DEPLOYED/);
    expect(emulator.requests().at(-1)).toMatchObject({ path: `/environment/${environment}/status`, status: 200 });
  });

  it('names the read failures when the last read fails too', async () => {
    const { environment, request } = await redeployed();
    const [{ result, lines }] = await Promise.all([status(environment, request), afterFirstRead(environment, '5xx=1')]);
    expect(result.outcome).toBe('timed_out');
    expect(result.failure?.reason).toMatch(/^could not read the deployment's status: .*50\d/);
    expect(result.summary).toContain("could not read the deployment's status");
    expect(lines.join('\n')).toContain("A last read of the environment's status failed too");
  });
});
