/**
 * The runner boundary over @actions/core: masks hide their values in every line printed, outputs
 * and state are blocks that read back exactly, and someone else's lines are printed with commands stopped.
 */
import crypto from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { syncBuiltinESMExports } from 'node:module';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { info, infoVerbatim, saveState, setOutput, setSecret } from '../../src/action/runner.ts';
import { parseCommandFile } from '../../tools/runner/child.ts';

let dir: string;
let output: string;
let state: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'runner-'));
  output = join(dir, 'output');
  state = join(dir, 'state');
  writeFileSync(output, '');
  writeFileSync(state, '');
  vi.stubEnv('GITHUB_OUTPUT', output);
  vi.stubEnv('GITHUB_STATE', state);
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

/** The delimiter of each `name<<delimiter` block in the file, in order. */
const delimiters = (path: string) => [...readFileSync(path, 'utf8').matchAll(/^[^<\n]+<<(.+)$/gm)].map((match) => match[1]!);

describe('masks', () => {
  it("hide a secret in every log line, as the runner does, and leave the outputs, the action's own words, as they are", () => {
    const printed: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      printed.push(String(chunk));
      return true;
    });
    setSecret('true');
    info('created: true');
    setOutput('created', 'true');
    expect(printed).toContain('::add-mask::true\n');
    expect(printed).toContain('created: ***\n');
    expect(parseCommandFile(readFileSync(output, 'utf8'))).toEqual({ created: 'true' });
  });
});

describe('outputs and state', () => {
  it('are name<<delimiter blocks that read back exactly, multi-line values included', () => {
    setOutput('url', 'https://preview.example.com');
    setOutput('summary', 'line one\nline two\n');
    saveState('isPost', 'true');
    expect(parseCommandFile(readFileSync(output, 'utf8'))).toEqual({ url: 'https://preview.example.com', summary: 'line one\nline two\n' });
    expect(parseCommandFile(readFileSync(state, 'utf8'))).toEqual({ isPost: 'true' });
    const [first, second] = delimiters(output);
    expect(first).toMatch(/^ghadelimiter_[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
  });

  it("never end a block early: a value holding the block's delimiter is refused, never written", () => {
    const uuid = '0f0f0f0f-1e1e-4d4d-8c8c-2b2b2b2b2b2b';
    const random = vi.spyOn(crypto, 'randomUUID').mockReturnValue(uuid);
    syncBuiltinESMExports();
    try {
      setOutput('probe', 'x');
      const drawn = delimiters(output)[0]!;
      expect(drawn).toBe(`ghadelimiter_${uuid}`);
      // In the value as a line of its own, it would end the block there: the toolkit throws instead.
      const value = `before\n${drawn}\nafter ${drawn}_tail`;
      expect(() => setOutput('forged', value)).toThrow(/delimiter/);
      expect(() => saveState(`name-${drawn}`, 'kept')).toThrow(/delimiter/);
    } finally {
      random.mockRestore();
      syncBuiltinESMExports();
    }
    expect(parseCommandFile(readFileSync(output, 'utf8'))).toEqual({ probe: 'x' });
    expect(readFileSync(state, 'utf8')).toBe('');
  });
});

describe('infoVerbatim', () => {
  it('stops commands with a fresh uuid each time', () => {
    const written: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    infoVerbatim(['::error::forged']);
    infoVerbatim(['::error::forged']);
    const tokens = written
      .join('')
      .split('\n')
      .flatMap((line) => /^::stop-commands::(.+)$/.exec(line)?.[1] ?? []);
    expect(tokens).toHaveLength(2);
    expect(tokens.every((token) => /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(token))).toBe(true);
    expect(tokens[0]).not.toBe(tokens[1]);
  });
});
