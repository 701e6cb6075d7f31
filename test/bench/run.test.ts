/** `npm run bench`'s flags: help and a flag it does not know print the usage and run nothing. */
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const results = resolve(root, 'bench/RESULTS.md');

function bench(...args: string[]) {
  const before = statSync(results).mtimeMs;
  const run = spawnSync(process.execPath, ['bench/run.ts', ...args], { cwd: root, encoding: 'utf8', timeout: 20_000 });
  return { ...run, untouched: statSync(results).mtimeMs === before };
}

describe('npm run bench', () => {
  it('--help prints the usage and exits 0 without measuring or writing', () => {
    const run = bench('--help');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^usage: npm run bench -- \[--quick\] \[--only=a,b\] \[--no-write\] \[--help\]/);
    expect(run.stderr).not.toContain('bench: detection');
    expect(run.untouched).toBe(true);
  });

  it.each([['--bogus'], ['--only=nothing'], ['--only'], ['quick']])('refuses %s with the usage, exit 2, nothing run', (arg) => {
    const run = bench(arg);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('usage: npm run bench --');
    expect(run.stdout).toBe('');
    expect(run.untouched).toBe(true);
  });
});
