import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

/** Math.random replays `draws` from the start, then is random again. */
function replay(draws: readonly number[]): void {
  const random = Math.random.bind(Math);
  let next = 0;
  vi.spyOn(Math, 'random').mockImplementation(() => (next < draws.length ? draws[next++]! : random()));
}

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
    expect(first).toMatch(/^ghadelimiter_[0-9a-z]+$/);
    expect(second).not.toBe(first);
  });

  it('draw another delimiter while the one drawn occurs in the name or the value, so a block never ends early', () => {
    const draws = [0.25, 0.5, 0.75, 0.125, 0.375, 0.625, 0.875, 0.0625];
    replay(draws);
    setOutput('probe', 'x');
    const drawn = delimiters(output)[0]!;

    // The same draws give the same delimiter first: in the value as a line of its own, it must be passed over.
    const value = `before\n${drawn}\nafter ${drawn}_tail`;
    replay(draws);
    setOutput('forged', value);
    replay(draws);
    saveState(`name-${drawn}`, 'kept');

    const [, inValue] = delimiters(output);
    expect(inValue).toMatch(/^ghadelimiter_/);
    expect(value).not.toContain(inValue);
    expect(parseCommandFile(readFileSync(output, 'utf8'))).toEqual({ probe: 'x', forged: value });
    expect(delimiters(state)[0]).not.toBe(drawn);
    expect(parseCommandFile(readFileSync(state, 'utf8'))).toEqual({ [`name-${drawn}`]: 'kept' });
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
