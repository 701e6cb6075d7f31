/**
 * The pages of `npm run comment-preview`, written and drawn: each comment (or job summary) as the
 * markdown GitHub receives, as HTML (html.ts), and, where a headless Chromium is installed, as a
 * PNG as tall as the page draws. Chromium's own reading of the page says whether Mermaid drew
 * every chart: one it cannot draw is a problem, and CI fails on it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { commentPage, commentsPage } from './html.ts';

export interface Page {
  name: string;
  markdown: string;
}

/** The first headless-capable Chromium on the PATH, Debian's `chromium` first. */
export function chromium(): string | undefined {
  for (const name of ['chromium', 'chromium-browser', 'google-chrome']) {
    const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
    if (found.status === 0 && found.stdout.trim()) return found.stdout.trim();
  }
  return undefined;
}

/**
 * About how tall the page draws (a headless screenshot is as tall as its window): a line per
 * markdown line outside folded blocks, a chart's height for each chart in sight, then a margin.
 */
function pageHeight(markdown: string): number {
  let folded = 0;
  let lines = 0;
  let charts = 0;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('<details>')) folded++;
    if (folded === 0) {
      lines++;
      if (line === '```mermaid') charts++;
    }
    if (line.startsWith('</details>') && folded > 0) folded--;
  }
  return Math.min(6000, 160 + lines * 24 + charts * 420);
}

/** Flags every headless run shares; a crash reporter or a first-run page would only slow it. */
const HEADLESS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-crash-reporter',
  '--virtual-time-budget=15000',
];

/**
 * Mermaid's drawing of every page's charts, read back from the one page Chromium laid out with
 * them all (`index.html`): a problem for each page where Mermaid could not draw a chart (it writes
 * "Syntax error" in place of the chart) or drew fewer than its markdown holds; none when all drew.
 */
function drawingProblems(browser: string, html: string, pages: readonly Page[]): string[] {
  const dump = spawnSync(browser, [...HEADLESS, '--dump-dom', `file://${html}`], {
    encoding: 'utf8',
    timeout: 120_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (dump.status !== 0) return [`Chromium could not open ${html}: ${dump.error?.message ?? dump.stderr.trim().split('\n').at(-1)}`];
  const drawnPages = new Map(
    dump.stdout
      .split('<div class="comment" data-page="')
      .slice(1)
      .map((box) => [box.slice(0, box.indexOf('"')), box] as const),
  );
  return pages.flatMap(({ name, markdown }) => {
    const box = drawnPages.get(escapeName(name));
    if (box === undefined) return [`${name}: not on the page Chromium drew`];
    const charts = (markdown.match(/^```mermaid$/gm) ?? []).length;
    const drawn = (box.match(/<svg[^>]*aria-roledescription="gantt"/g) ?? []).length;
    const problems = box.includes('Syntax error') ? [`${name}: Mermaid reports a syntax error in its chart`] : [];
    if (drawn !== charts) problems.push(`${name}: ${drawn} of its ${charts} charts drawn`);
    return problems;
  });
}

/** A page's name as an attribute holds it (the names are plain words; this keeps a stray one matching). */
function escapeName(name: string): string {
  return name.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function screenshot(browser: string, html: string, png: string, height: number): boolean {
  const shot = spawnSync(
    browser,
    [...HEADLESS, '--hide-scrollbars', `--window-size=880,${height}`, `--screenshot=${png}`, `file://${html}`],
    {
      encoding: 'utf8',
      timeout: 120_000,
    },
  );
  return shot.status === 0 && existsSync(png);
}

/**
 * Writes each page to `out` as `<name>.md` and `<name>.html`, and all of them on one page as
 * `index.html`. With `browser`, Chromium draws that page once to check every chart, and with
 * `png` each page as `<name>.png`; answers what could not be drawn (empty when all drew).
 */
export function renderPages(
  out: string,
  pages: readonly Page[],
  browser: string | undefined,
  options: { png: boolean; log?: (line: string) => void },
): string[] {
  mkdirSync(out, { recursive: true });
  const visible = pages.map((page) => ({ name: page.name, markdown: page.markdown.replace(/^<!--.*-->\n?/gm, '') }));
  for (const { name, markdown } of visible) {
    writeFileSync(resolve(out, `${name}.md`), markdown);
    writeFileSync(resolve(out, `${name}.html`), commentPage(name, markdown, out));
  }
  const index = resolve(out, 'index.html');
  writeFileSync(index, commentsPage('npm run comment-preview', visible, out));
  if (!browser) return [];
  const problems = drawingProblems(browser, index, visible);
  if (!options.png) return problems;
  for (const { name, markdown } of visible) {
    const png = resolve(out, `${name}.png`);
    if (screenshot(browser, resolve(out, `${name}.html`), png, pageHeight(markdown))) options.log?.(`  ${png}`);
    else problems.push(`${name}: Chromium could not take its screenshot`);
  }
  return problems;
}
