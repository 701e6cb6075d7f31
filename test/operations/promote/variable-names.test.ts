/**
 * The drift a promotion shows, on a server with `GET /variable` and on an older one without it
 * (every way it may say so): the same names either way, read from the environment's lists of
 * variables and of secrets instead; an environment that is gone is still an error.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../../tools/emulator/index.ts';
import { pushEvent, runAgainst, SCALE } from '../../../tools/runner/in-process.ts';
import { callerFor } from '../../support/caller.ts';
import { variablesAndSecrets } from '../../../src/operations/promote/variable-names.ts';
import { PlatformClient } from '../../../src/platform/client.ts';

let emulator: Emulator | undefined;
afterEach(async () => {
  await emulator?.close();
  emulator = undefined;
});

/** Staging, a clone of production deployed at a new commit, with a variable and a secret production lacks; the promotion planned. */
async function plannedDrift(target: Emulator) {
  const call = callerFor(target, target.tokens.admin);
  const production = target.seed.productionEnvironmentId;
  const staging = (await call('POST', `/environment/${production}/clone`, { name: 'staging' })).body.id as string;
  await call('POST', `/environment/${staging}/environmentVariable`, { key: 'FEATURE_FLAGS', value: 'on' });
  await call('POST', `/environment/${staging}/secret`, { key: 'SENTRY_DSN', value: 'dsn' });
  expect(
    (await runAgainst(target, { environment: staging, application: 'checkout', commit: 'c'.repeat(40) }, pushEvent)).result.outcome,
  ).toBe('success');
  const { result } = await runAgainst(
    target,
    { operation: 'promote', environment: 'acme/shop/production', 'promote-from': 'acme/shop/staging', 'dry-run': 'true' },
    pushEvent,
  );
  expect(result.outcome).toBe('planned');
  return { missingVariables: result.promotion?.missingVariables, missingSecrets: result.promotion?.missingSecrets };
}

describe("a promotion's drift", () => {
  it('names the variables and secrets the source has and the target lacks', async () => {
    emulator = await startEmulator({ speed: SCALE, staleMs: 3000 * SCALE });
    expect(await plannedDrift(emulator)).toEqual({ missingVariables: ['FEATURE_FLAGS'], missingSecrets: ['SENTRY_DSN'] });
  });

  it.each([404, 405, 501] as const)('names the same on a server that answers %i to GET /variable', async (status) => {
    emulator = await startEmulator({ speed: SCALE, staleMs: 3000 * SCALE, lacks: ['variable'], lacksAnswer: status });
    expect(await plannedDrift(emulator)).toEqual({ missingVariables: ['FEATURE_FLAGS'], missingSecrets: ['SENTRY_DSN'] });
  });

  it('still fails for an environment that is gone, on a server without GET /variable', async () => {
    emulator = await startEmulator({ speed: SCALE, staleMs: 3000 * SCALE, lacks: ['variable'] });
    const client = new PlatformClient({ baseUrl: emulator.url, token: emulator.tokens.admin, baseDelayMs: 1, maxDelayMs: 1 });
    await expect(variablesAndSecrets({ client }, '0e000000-0000-4000-8000-000000000009')).rejects.toThrow(/404/);
  });
});
