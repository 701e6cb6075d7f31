/**
 * What `npm run comment-preview` writes of each page (tools/comment-preview/render.ts), and the
 * check CI relies on: a chart Mermaid cannot draw, read back from headless Chromium, is a problem
 * naming its page, and only its page.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { chromium, renderPages } from '../../tools/comment-preview/render.ts';

const chart = (line: string) => ['### ✅ Preview ready', '', '```mermaid', 'gantt', '  dateFormat x', line, '```', ''].join('\n');
const GOOD = chart('  section storefront\n  web build :done, 0, 1000');
const BROKEN = chart('  web build :: done ::, ,');

const dirs: string[] = [];
function out(): string {
  const dir = mkdtempSync(join(tmpdir(), 'comment-preview-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the pages comment-preview writes', () => {
  it('writes each page as GitHub receives it (no hidden marker) and as HTML, and all of them on one page', () => {
    const dir = out();
    const problems = renderPages(dir, [{ name: 'success', markdown: `<!-- platform-deploy:{"v":1} -->\n${GOOD}` }], undefined, {
      png: true,
    });
    expect(problems).toEqual([]);
    expect(readFileSync(join(dir, 'success.md'), 'utf8')).toBe(GOOD);
    expect(readFileSync(join(dir, 'success.html'), 'utf8')).toContain('<pre class="mermaid">gantt');
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toContain('data-page="success"');
    expect(existsSync(join(dir, 'success.png'))).toBe(false);
  });

  const browser = chromium();
  it.skipIf(!browser)(
    'fails on a chart Mermaid cannot draw, naming its page and no other, without a PNG in CI mode',
    { timeout: 60_000 },
    () => {
      const dir = out();
      const problems = renderPages(
        dir,
        [
          { name: 'timeout', markdown: GOOD },
          { name: 'rollback', markdown: BROKEN },
          { name: 'deleted', markdown: '### 🗑️ Preview deleted' },
        ],
        browser,
        { png: false },
      );
      expect(problems).toContain('rollback: Mermaid reports a syntax error in its chart');
      expect(problems.every((problem) => problem.startsWith('rollback: '))).toBe(true);
      expect(existsSync(join(dir, 'timeout.png'))).toBe(false);
    },
  );

  it.skipIf(!browser)('draws each page as a PNG when asked, every chart drawn', { timeout: 60_000 }, () => {
    const dir = out();
    expect(renderPages(dir, [{ name: 'success', markdown: GOOD }], browser, { png: true })).toEqual([]);
    expect(readFileSync(join(dir, 'success.png')).subarray(1, 4).toString()).toBe('PNG');
  });
});
