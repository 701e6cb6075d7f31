/**
 * The example comment of docs/comment.md is the demo's own: `npm run demo -- --example` writes
 * the comment the demo's second run left on the pull request between the page's
 * `example-comment` markers, quoted, below the paragraph that introduces it. Nothing in it is
 * written by hand.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const EXAMPLE_PAGE = resolve(import.meta.dirname, '../../docs/comment.md');

const START = '<!-- example-comment:start -->';
const END = '<!-- example-comment:end -->';

/** `page` with the quoted `comment` (its hidden markers left out) as the example. */
export function withExampleComment(page: string, comment: string): string {
  const start = page.indexOf(START);
  const end = page.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/comment.md has no ${START} … ${END} block`);
  const region = page.slice(start + START.length, end).split('\n');
  const quoteAt = region.findIndex((line) => line.startsWith('>'));
  const intro = quoteAt < 0 ? region.slice(0, -1) : region.slice(0, quoteAt);
  const quoted = comment
    .trim()
    .split('\n')
    .filter((line) => !line.startsWith('<!--'))
    .map((line) => (line === '' ? '>' : `> ${line}`));
  return `${page.slice(0, start + START.length)}${intro.join('\n')}${intro.at(-1) === '' ? '' : '\n'}${quoted.join('\n')}\n${page.slice(end)}`;
}

export function writeExampleComment(comment: string): void {
  writeFileSync(EXAMPLE_PAGE, withExampleComment(readFileSync(EXAMPLE_PAGE, 'utf8'), comment));
}
