/**
 * The last resort through dist/: a rejection nothing handles (made here by a module the step
 * loads first, the way a fault the code does not know of would come) ends the run in order: exit
 * code 1, outcome `failure` with the message masked, a job summary saying so, the check completed
 * failing, and no Node stack trace.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../../tools/emulator/index.ts';
import type { FakeGitHub } from '../../tools/fake-github/index.ts';
import { runAction } from '../../tools/runner/child.ts';
import { closeAll, platformInputs, startBoth } from '../support/e2e.ts';

const SPEED = 0.02;
const SHA = '7'.repeat(40);

let emulator: Emulator;
let github: FakeGitHub;
let dir: string;

beforeAll(async () => {
  ({ emulator, github } = await startBoth({ speed: SPEED }, {}));
  dir = mkdtempSync(join(tmpdir(), 'process-guard-'));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await closeAll(emulator, github);
});

/** A module loaded before the step: it rejects a promise nobody awaits, its message holding the API token. */
function strayRejection(): string {
  const path = join(dir, 'stray.mjs');
  writeFileSync(path, "setTimeout(() => { Promise.reject(new Error('stray fault near ' + process.env['INPUT_API-TOKEN'])); }, 0);\n");
  return pathToFileURL(path).href;
}

describe('an unhandled rejection', { timeout: 60_000 }, () => {
  it('ends the run in order: failure, the message masked, a summary, a completed check, no stack trace', async () => {
    const result = await runAction({
      timeScale: SPEED,
      inputs: { ...platformInputs(emulator, github), environment: emulator.seed.productionEnvironmentId, check: 'deploy', comment: 'off' },
      eventName: 'workflow_dispatch',
      event: { ref: 'refs/heads/main' },
      sha: SHA,
      env: { GITHUB_API_URL: github.url, NODE_OPTIONS: `--import=${strayRejection()}` },
    });
    const token = emulator.tokens.admin;
    expect(result.exitCode).toBe(1);
    expect(result.outputs['outcome']).toBe('failure');
    expect(result.outputs['failure-reason']).toBe('stray fault near ***');
    expect(result.summary).toContain('stopped on an unexpected error');
    expect(result.summary).toContain('stray fault near &#42;&#42;&#42;');
    expect(result.stdout + result.stderr).not.toMatch(/\n\s+at /);
    expect(result.stdout).toContain('::error::platform-deploy: stray fault near ***');
    // The runner is told the token to mask (`::add-mask::`); no other line holds it.
    const printed = (result.stdout + result.stderr)
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'))
      .join('\n');
    for (const text of [printed, result.summary, JSON.stringify(result.outputs)]) expect(text).not.toContain(token);
    const checks = github.checkRuns().filter((check) => check.head_sha === SHA && check.name === 'deploy');
    expect(checks.length).toBeGreaterThan(0);
    expect(checks.at(-1)).toMatchObject({ status: 'completed', conclusion: 'failure' });
    expect(JSON.stringify(checks)).not.toContain(token);
  });
});
