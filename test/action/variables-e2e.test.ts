/**
 * The `variables` input through the bundle: placeholders filled in and read back from the
 * platform, a second run updating by key without a duplicate, and a `{url:SERVICE}` naming no
 * service refused before any write.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../tools/emulator/index.ts';
import { pullRequestPayload, runAction } from '../../tools/runner/child.ts';
import { NO_GITHUB, closeAll, platformInputs } from '../support/e2e.ts';

let emulator: Emulator;

beforeAll(async () => {
  emulator = await startEmulator({ speed: 0.05, staleMs: 150 });
});
afterAll(() => closeAll(emulator));

const VARIABLES = 'PR={number}\nWEB_API={url:web}/api\nBUILD=build-{sha}';

function preview(number: number, sha: string, variables = VARIABLES) {
  return runAction({
    timeScale: emulator.speed,
    inputs: {
      ...platformInputs(emulator),
      job: emulator.seed.jobIds[0]!,
      ...NO_GITHUB,
      variables,
    },
    eventName: 'pull_request',
    event: pullRequestPayload(number, sha),
  });
}

const writes = () => emulator.requests().filter((request) => request.method !== 'GET');
/** The variables of the input (the action's own mark of a preview left out). */
const valuesOf = (environmentId: string) =>
  emulator
    .variables(environmentId)
    .filter((variable) => variable.key !== 'PREVIEW_BLUEPRINT_ID')
    .map((variable) => [variable.key, variable.value])
    .sort();

describe('variables through dist/', { timeout: 120_000 }, () => {
  it('sets {number} and {url:web} on the preview, and a second run updates them by key without duplicates', async () => {
    const first = await preview(71, '1'.repeat(40));
    expect(first.exitCode).toBe(0);
    const previewId = first.outputs['environment-id']!;
    const web = JSON.parse(first.outputs['urls']!).web as string;
    expect(web).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/_services\//);
    expect(valuesOf(previewId)).toEqual([
      ['BUILD', `build-${'1'.repeat(40)}`],
      ['PR', '71'],
      ['WEB_API', `${web}/api`],
    ]);
    // A new preview's web had no link before its first deployment: said, not hidden.
    expect(first.stdout).toContain('Variables WEB_API were set after the deployment');
    expect(first.stdout).toContain('Variable PR=71');

    emulator.clearRequests();
    const second = await preview(71, '2'.repeat(40));
    expect(second.exitCode).toBe(0);
    expect(valuesOf(previewId)).toEqual([
      ['BUILD', `build-${'2'.repeat(40)}`],
      ['PR', '71'],
      ['WEB_API', `${web}/api`],
    ]);
    const variableWrites = writes().filter((request) => request.path.includes('/environmentVariable'));
    // Only the value that changed is written, by its id: no create, so no duplicate.
    expect(variableWrites.map((request) => request.method)).toEqual(['PUT']);
    expect(second.stdout).not.toContain('set after the deployment');
    expect(second.stdout).toContain('Variable WEB_API=');
  });

  it('refuses {url:SERVICE} naming no service of the blueprint before any write', async () => {
    emulator.clearRequests();
    const run = await preview(72, '3'.repeat(40), 'API={url:api}');
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain('Input "variables": {url:api} names no service of blueprint blueprint (its services: ');
    expect(writes()).toEqual([]);
    expect(emulator.environments().some((environment) => environment.name === 'blueprint-pr-72')).toBe(false);
  });
});
