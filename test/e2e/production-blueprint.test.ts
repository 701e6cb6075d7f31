/**
 * Production is never a preview's blueprint by accident, through the bundle: a preview whose
 * `environment` is in mode PRODUCTION is refused before any platform write, naming the input and
 * the one that allows it; `blueprint-production: allow` clones it as asked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../tools/emulator/index.ts';
import { NO_GITHUB, runOnPullRequest } from '../support/e2e.ts';

let emulator: Emulator;

beforeAll(async () => {
  emulator = await startEmulator({ speed: 0.05, staleMs: 150 });
});
afterAll(() => emulator.close());

function previewOf(environment: string, extra: Record<string, string> = {}) {
  emulator.clearRequests();
  return runOnPullRequest({
    emulator,
    number: 57,
    head: 'e'.repeat(40),
    scaled: true,
    inputs: { ...NO_GITHUB, environment, secrets: 'DATABASE_URL=postgres://preview@db/x', ...extra },
  });
}

const writes = () => emulator.requests().filter((request) => request.method !== 'GET');

describe('a PRODUCTION blueprint for a preview', { timeout: 120_000 }, () => {
  it('is refused before any write, naming environment and blueprint-production', async () => {
    const before = emulator.environments().length;
    const run = await previewOf(emulator.seed.productionEnvironmentId);
    expect(run.exitCode).toBe(1);
    expect(run.outputs['outcome']).toBe('failure');
    expect(run.outputs['failure-reason']).toMatch(/^Input "environment": production is in mode PRODUCTION; .*blueprint-production: allow/);
    expect(writes()).toEqual([]);
    expect(emulator.environments()).toHaveLength(before);
  });

  it('is cloned as a PREVIEW with blueprint-production: allow', async () => {
    const run = await previewOf(emulator.seed.productionEnvironmentId, { 'blueprint-production': 'allow' });
    expect([run.exitCode, run.outputs['outcome']]).toEqual([0, 'success']);
    const made = emulator.environments().find((environment) => environment.id === run.outputs['environment-id']);
    expect(made?.mode).toBe('PREVIEW');
  });

  it('refuses a value other than refuse or allow before any request', async () => {
    const run = await previewOf(emulator.seed.productionEnvironmentId, { 'blueprint-production': 'yes' });
    expect(run.exitCode).toBe(1);
    expect(run.outputs['failure-reason']).toBe('Input "blueprint-production": "yes" is not one of: refuse, allow');
    expect(emulator.requests()).toEqual([]);
  });
});
