/**
 * The README's example comment is the demo's own: `npm run demo -- --readme` writes the comment
 * the demo's second run left on the pull request between the README's `example-comment` markers,
 * quoted, below the paragraph that introduces it. Nothing in it is written by hand.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const README = resolve(import.meta.dirname, '../../README.md');

const START = '<!-- example-comment:start -->';
const END = '<!-- example-comment:end -->';

/** `readme` with the quoted `comment` (its hidden markers left out) as the example. */
export function withExampleComment(readme: string, comment: string): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md has no ${START} … ${END} block`);
  const region = readme.slice(start + START.length, end).split('\n');
  const quoteAt = region.findIndex((line) => line.startsWith('>'));
  const intro = quoteAt < 0 ? region.slice(0, -1) : region.slice(0, quoteAt);
  const quoted = comment
    .trim()
    .split('\n')
    .filter((line) => !line.startsWith('<!--'))
    .map((line) => (line === '' ? '>' : `> ${line}`));
  return `${readme.slice(0, start + START.length)}${intro.join('\n')}${intro.at(-1) === '' ? '' : '\n'}${quoted.join('\n')}\n${readme.slice(end)}`;
}

export function writeExampleComment(comment: string): void {
  writeFileSync(README, withExampleComment(readFileSync(README, 'utf8'), comment));
}
