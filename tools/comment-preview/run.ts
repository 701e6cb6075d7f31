/**
 * `npm run comment-preview`: the comments of the demo's pull requests as a reviewer will see them,
 * before a change to the report lands. The bundle (`dist/index.js`, `npm run bundle` first) runs
 * the scenarios of scenarios.ts: deployed, a failed build, a crash loop over a running preview,
 * closed, a config error after a good preview, a timeout, a crash loop in a new preview and a
 * rollback. Each comment, and the job summary of its run, is written as markdown and as HTML
 * (GitHub-flavoured markdown, GitHub's styles, Mermaid drawing the chart), and as PNG where a
 * headless Chromium is installed; there, a chart Mermaid cannot draw fails the run.
 *
 * `--out DIR` writes there instead of docs/comment/. `--check` is CI's: Chromium draws every page
 * once, on one page (index.html), to check the charts, no PNG is taken, and without a headless
 * Chromium it fails instead of skipping (CI writes to .tmp/, leaving the tree as it was).
 * The example in docs/comment.md is the demo's own comment (`npm run demo -- --example`), drawn by the same code.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, renderPages } from './render.ts';
import { scenarios } from './scenarios.ts';

const DOCS = resolve(import.meta.dirname, '../../docs/comment');

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { out: { type: 'string' }, check: { type: 'boolean' } } });
  const out = values.out === undefined ? DOCS : resolve(values.out);
  if (!existsSync(resolve(import.meta.dirname, '../../dist/index.js'))) {
    console.error('No dist/index.js: run `npm run bundle` first, then `npm run comment-preview`.');
    return 1;
  }
  const browser = chromium();
  if (!browser && values.check) {
    console.error('--check needs a headless Chromium on the PATH (Debian: apt-get install -y chromium): no chart was checked.');
    return 1;
  }
  const started = Date.now();
  const pages = (await scenarios((line) => console.log(line))).flatMap((run) => [
    { name: run.name, markdown: run.comment },
    { name: `${run.name}.summary`, markdown: run.summary },
  ]);
  const drawing = Date.now();
  const problems = renderPages(out, pages, browser, { png: !values.check, log: (line) => console.log(line) });
  const seconds = (from: number, to: number) => `${((to - from) / 1000).toFixed(0)} s`;
  const drawn = !browser ? '' : values.check ? ', every chart drawn in Chromium' : ', drawn in Chromium as PNG';
  console.log(
    `Runs: ${seconds(started, drawing)}; ${pages.length} pages written to ${out} (.md, .html, index.html${drawn}): ${seconds(drawing, Date.now())}`,
  );
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) return 1;
  if (!browser) console.log('PNG skipped: no headless Chromium on PATH (Debian: apt-get install -y chromium, then run this again).');
  return 0;
}

process.exitCode = await main();
