/** action.yml and the workflows: what a user and GitHub read, checked against the code. */
import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DEFAULTS, INPUT_NAMES } from '../../src/inputs.ts';

const root = resolve(import.meta.dirname, '../..');
const action = parse(readFileSync(resolve(root, 'action.yml'), 'utf8'));

describe('action.yml', () => {
  it('declares exactly the inputs the code reads, with the same defaults and a description each', () => {
    expect(Object.keys(action.inputs).sort()).toEqual([...INPUT_NAMES].sort());
    for (const name of INPUT_NAMES) {
      const input = action.inputs[name];
      expect(input.description.length, name).toBeGreaterThan(20);
      if (name === 'github-token') expect(input.default).toBe('${{ github.token }}');
      else expect(String(input.default ?? ''), name).toBe(DEFAULTS[name]);
    }
  });

  it('declares every output of the product and runs on node24 with a post step', () => {
    expect(Object.keys(action.outputs)).toEqual([
      'outcome',
      'state',
      'environment-id',
      'environment-name',
      'created',
      'deployment-request-id',
      'url',
      'duration-seconds',
      'metrics',
      'comment-url',
      'swept',
    ]);
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js', post: 'dist/index.js' });
  });
});

describe('workflows', () => {
  const dir = resolve(root, '.github/workflows');
  const files = readdirSync(dir).filter((file) => file.endsWith('.yml'));

  it.each(files)('%s sets permissions, concurrency and a timeout on every job', (file) => {
    const workflow = parse(readFileSync(resolve(dir, file), 'utf8'));
    expect(workflow.permissions, file).toBeTypeOf('object');
    expect(workflow.concurrency, file).toBeDefined();
    for (const [name, job] of Object.entries<Record<string, unknown>>(workflow.jobs)) {
      expect(job['timeout-minutes'], `${file} job ${name}`).toBeTypeOf('number');
    }
  });

  it.each(files)('%s pins third-party actions to a commit SHA with the tag in a comment', (file) => {
    const text = readFileSync(resolve(dir, file), 'utf8');
    const uses = [...text.matchAll(/uses:\s*(\S+)(.*)$/gm)].filter((match) => !match[1]!.startsWith('./'));
    for (const [, reference, rest] of uses) {
      expect(reference, file).toMatch(/^[\w.-]+\/[\w.-]+@[0-9a-f]{40}$/);
      expect(rest, file).toMatch(/# v\d/);
    }
  });
});
