/** What `npm run local-action` shows of local-action's output (tools/local-action/readable-output.ts). */
import { describe, expect, it } from 'vitest';
import { ReadableOutput } from '../../tools/local-action/readable-output.ts';

function shown(chunks: string[], width = 60): { text: string; output: ReadableOutput } {
  let text = '';
  const output = new ReadableOutput(width, (line) => (text += line));
  for (const chunk of chunks) output.push(chunk);
  output.end();
  return { text, output };
}

describe("local-action's output, made readable", () => {
  it('takes ::add-mask:: as the runner does: never printed, the value shown as *** from then on, even split across chunks', () => {
    const { text, output } = shown(['::add-mask::tok-5ecret-0123\n::add-', 'mask::hello from x\nsent tok-5ecret-0123 and hello from x\n']);
    expect(text).toBe('sent *** and ***\n');
    expect(output.masked('the outputs: tok-5ecret-0123')).toBe('the outputs: ***');
  });

  it('shows a group as a title and an annotation by its level, and leaves out what run.ts prints once itself', () => {
    const { text } = shown([
      '::group::Waiting for pr-7\n4.4s  DEPLOYED\n::endgroup::\n::warning::slow\n::set-output name=outcome::success\n',
      '\n================================================================================\n',
      '                                 Action Outputs\n',
      '================================================================================\n\nNo outputs were set!\n',
      '================================================================================\n         Running Post Step\n================================================================================\n',
    ]);
    expect(text.split('\n').slice(0, 3)).toEqual(['▸ Waiting for pr-7', '4.4s  DEPLOYED', 'warning: slow']);
    expect(text).not.toContain('Action Outputs');
    expect(text).not.toContain('No outputs were set!');
    expect(text).not.toContain('set-output');
    expect(text).toContain('Running Post Step');
  });

  it('folds a long line to the width, and cuts a table row with an ellipsis', () => {
    const { text } = shown([`${'x'.repeat(130)}\n│ 0 │ ${'y'.repeat(100)} │\n`], 60);
    const lines = text.trimEnd().split('\n');
    for (const line of lines) expect([...line].length).toBeLessThanOrEqual(60);
    expect(
      lines
        .slice(0, 3)
        .map((line) => line.trim())
        .join(''),
    ).toBe('x'.repeat(130));
    expect(lines[3]).toMatch(/^│ 0 │ y+…$/);
  });

  it("shows local-action's ::info:: lines as the runner does, without the prefix, and its table of the outputs not at all", () => {
    const { text } = shown(
      [
        '::info::Environment acme/shop/blueprint is 8d6b\n::info::  read blueprint  0.0s  SUCCESS\n',
        '================================================================================\n         Running Post Step\n',
        '================================================================================\n\n\n\n',
        '================================================================================\n                                 Action Outputs\n',
        '================================================================================\n\n',
        "┌─────────┬───────────┬───────────┐\n│ (index) │ Output    │ Value     │\n├─────────┼───────────┼───────────┤\n│ 0       │ 'outcome' │ 'success' │\n└─────────┴───────────┴───────────┘\n\n",
        'after\n',
      ],
      100,
    );
    expect(text).not.toContain('::');
    expect(text).not.toContain("'outcome'");
    expect(text).not.toContain('Action Outputs');
    expect(text.split('\n').slice(0, 2)).toEqual(['Environment acme/shop/blueprint is 8d6b', '  read blueprint  0.0s  SUCCESS']);
    // Blank lines one at a time.
    expect(text).not.toMatch(/\n\s*\n\s*\n/);
    expect(
      text
        .trimEnd()
        .endsWith('Running Post Step\n================================================================================\n\nafter'),
    ).toBe(true);
  });

  it("leaves out local-action's stack for a step that failed, and shows what follows it", () => {
    const { text } = shown([
      'Error: Command failed: npm exec tsx "/x/node_modules/@github/local-action/src/index.ts" -- run . src/main.ts\n',
      '    at genericNodeError (node:internal/errors:986:15)\n  status: 1,\n  signal: null,\n}\n',
      'npm error code 1\n',
    ]);
    expect(text).toBe('npm error code 1\n');
  });
});
