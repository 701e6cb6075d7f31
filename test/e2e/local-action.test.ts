/**
 * `npm run local-action`: the main step and then the post step under @github/local-action,
 * against the emulator, with the outputs shown. Runs the sources (local-action loads them with
 * tsx), so it needs no bundle.
 */
import { spawn } from 'node:child_process';
import { delimiter, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TIME_SCALE_VARIABLE } from '../../src/basics/clock.ts';

const root = resolve(import.meta.dirname, '../..');

function localAction(): Promise<{ code: number | null; stdout: string }> {
  return new Promise((done) => {
    // As npm runs a script: the project's binaries (and its Node 24) first on the PATH. The
    // action's waits at the pace of the emulator the tool starts (speed 0.05). Symlinks kept as
    // paths: local-action stands in for @actions/core at the path `npm ls` names, which is where
    // a fresh clone loads it from, also when node_modules is a link (a git worktree's).
    const env = {
      ...process.env,
      PATH: [resolve(root, 'node_modules/.bin'), process.env.PATH].join(delimiter),
      NODE_OPTIONS: [process.env.NODE_OPTIONS, '--preserve-symlinks'].filter(Boolean).join(' '),
      [TIME_SCALE_VARIABLE]: '0.05',
    };
    const child = spawn(process.execPath, ['tools/local-action/run.ts', '.env.example'], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.on('close', (code) => done({ code, stdout }));
  });
}

describe('npm run local-action', () => {
  it('runs the main step, then the post step, by the names of .env.example, and shows the outputs', { timeout: 120_000 }, async () => {
    const { code, stdout } = await localAction();
    expect(code, stdout).toBe(0);
    const main = stdout.indexOf('Running Action');
    const post = stdout.indexOf('Running Post Step');
    expect(main).toBeGreaterThan(0);
    expect(post).toBeGreaterThan(main);
    expect(stdout.slice(main, post)).toMatch(/Environment acme\/shop\/blueprint is [0-9a-f-]{36}/);
    expect(stdout.slice(main, post)).toContain('success: blueprint-pr-7 deployed');
    const outputs = stdout.slice(stdout.indexOf('\nOutputs\n'));
    expect(outputs).toMatch(/^ {2}outcome +success$/m);
    expect(outputs).toMatch(/^ {2}environment-name +blueprint-pr-7$/m);
    expect(outputs).toMatch(/^ {2}report-finished +true$/m);
    // Readable: masks applied and never printed (.env.example's secret among them), lines folded, the outputs once.
    expect(stdout).not.toContain('::add-mask::');
    expect(stdout).not.toContain('hello from local-action');
    expect(stdout).not.toContain('No outputs were set!');
    expect(stdout.match(/^ {2}outcome +/gm)).toHaveLength(1);
    // Through local-action's stand-in for the toolkit: its log lines without their ::info::, its own table of the outputs left out.
    expect(stdout).toContain('Environment acme/shop/blueprint is ');
    expect(stdout).not.toMatch(/^::/m);
    expect(stdout).not.toMatch(/'outcome' +│ 'success'/);
    expect(stdout).not.toMatch(/\n\s*\n\s*\n\s*\n/);
    for (const line of stdout.split('\n')) expect([...line].length, line).toBeLessThanOrEqual(100);
  });
});
