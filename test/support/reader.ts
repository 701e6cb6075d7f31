/**
 * A comment as a reviewer reads it: its markdown drawn as GitHub-flavoured markdown (marked), then
 * read from the page, not from the markdown's bytes. What shows before any click (folded
 * `<details>` closed, only their summary in sight), each block's text in order, the links, the tables.
 */
import { JSDOM } from 'jsdom';
import { Marked } from 'marked';

export interface Reading {
  /** The text of each block in sight (a heading, a paragraph, a summary, a list item, a code block), in order. */
  blocks: string[];
  /** All the text in sight, blocks joined by new lines. */
  seen: string;
  /** Every link's address on the whole page, folded blocks and all, in order. */
  links: string[];
  /** Every link's address in sight. */
  linksSeen: string[];
  /** Each table: its header's cells, then each row's cells, as text. */
  tables: string[][][];
  /** The code blocks in sight, as text. */
  code: string[];
}

const BLOCKS = 'h1, h2, h3, h4, h5, h6, p, summary, li, pre, td, th';

export function read(markdown: string): Reading {
  const html = new Marked({ gfm: true }).parse(markdown, { async: false });
  const { document } = new JSDOM(`<!doctype html><body>${html}</body>`).window;
  const tables = [...document.querySelectorAll('table')].map((table) =>
    [...table.querySelectorAll('tr')].map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent!.trim())),
  );
  const links = [...document.querySelectorAll('a[href]')].map((link) => link.getAttribute('href')!);
  // What a reader sees before a click: a folded block shows its summary only.
  for (const details of [...document.querySelectorAll('details:not([open])')]) {
    for (const child of [...details.childNodes]) if (child.nodeName !== 'SUMMARY') child.remove();
  }
  const inSight = [...document.querySelectorAll(BLOCKS)].filter((block) => !block.parentElement?.closest('p, li, pre, summary'));
  const blocks = inSight.map((block) => block.textContent!.replace(/\s+$/g, '').replace(/^\s+/g, '')).filter((text) => text !== '');
  return {
    blocks,
    seen: blocks.join('\n'),
    links,
    linksSeen: [...document.querySelectorAll('a[href]')].map((link) => link.getAttribute('href')!),
    tables,
    code: [...document.querySelectorAll('pre')].map((pre) => pre.textContent!),
  };
}
