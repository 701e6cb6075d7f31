/**
 * A comment as GitHub draws it, near enough to judge: GitHub-flavoured markdown (marked), GitHub's
 * own styles (github-markdown-css) in a column as wide as a pull request's, and each ```mermaid
 * block drawn by Mermaid 11 in the page. Raw HTML in the markdown passes through, as GitHub lets
 * `<details>` and `<sub>` through; the comment's outside text is escaped by the action already.
 */
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Marked } from 'marked';

/** Mermaid and GitHub's styles as the page loads them: from the repository's node_modules, whatever that links to. */
const MERMAID = resolve(import.meta.dirname, '../../node_modules/mermaid/dist/mermaid.min.js');
const STYLES = fileURLToPath(import.meta.resolve('github-markdown-css/github-markdown-light.css'));

function mermaidBlocks(markdown: string): { text: string; charts: string[] } {
  const charts: string[] = [];
  const text = markdown.replace(/```mermaid\n([\s\S]*?)```/g, (_, chart: string) => {
    charts.push(chart);
    return `<pre class="mermaid">${escapeHtml(chart)}</pre>`;
  });
  return { text, charts };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);
}

/** One comment's box: its markdown drawn as GitHub draws it, under the bot's header. */
function commentBox(name: string, markdown: string): string {
  const { text } = mermaidBlocks(markdown.replace(/^<!--.*-->\n?/gm, ''));
  const body = new Marked({ gfm: true, breaks: false }).parse(text, { async: false });
  return `<div class="comment" data-page="${escapeHtml(name)}"><header><b>github-actions</b> bot commented</header>
<div class="markdown-body">
${body}
</div></div>`;
}

/**
 * The page for one comment, as wide as GitHub's comment column at a laptop's width (about 830
 * CSS pixels); opened as `page.html#640`, as wide as on a narrow window. Mermaid and the styles
 * are loaded from node_modules, relative to `at`.
 */
export function commentPage(title: string, markdown: string, at: string): string {
  return pageOf(title, [commentBox(title, markdown)], at);
}

/**
 * Every comment on one page, one box each (`data-page` naming it): one Chromium start draws every
 * chart of a run of `npm run comment-preview`, where a page each would take a start per page.
 */
export function commentsPage(title: string, pages: ReadonlyArray<{ name: string; markdown: string }>, at: string): string {
  return pageOf(
    title,
    pages.map((page) => commentBox(page.name, page.markdown)),
    at,
  );
}

function pageOf(title: string, boxes: string[], at: string): string {
  const from = (path: string) => relative(at, path).replace(/\\/g, '/');
  const mermaid = from(MERMAID);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${from(STYLES)}">
<style>
body { margin: 0; background: #fff; }
.comment { box-sizing: border-box; width: 830px; margin: 16px; border: 1px solid #d0d7de; border-radius: 6px; }
.comment > header { padding: 8px 16px; background: #f6f8fa; border-bottom: 1px solid #d0d7de; font: 14px -apple-system, "Segoe UI", sans-serif; color: #57606a; }
.markdown-body { padding: 16px; font-size: 14px; }
</style>
</head>
<body>
${boxes.join('\n')}
<script>if (location.hash === '#640') for (const box of document.querySelectorAll('.comment')) box.style.width = '640px';</script>
<script src="${mermaid}"></script>
<script>mermaid.initialize({ startOnLoad: true, theme: 'default' });</script>
</body>
</html>
`;
}
