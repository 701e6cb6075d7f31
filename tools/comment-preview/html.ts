/**
 * A comment as GitHub draws it, near enough to judge: GitHub-flavoured markdown (marked), GitHub's
 * own styles (github-markdown-css) in a column as wide as a pull request's, and each ```mermaid
 * block drawn by Mermaid 11 in the page. Raw HTML in the markdown passes through, as GitHub lets
 * `<details>` and `<sub>` through; the comment's outside text is escaped by the action already.
 */
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Marked } from 'marked';

/** Mermaid as the page loads it: from the repository's node_modules, whatever that links to. */
const MERMAID = resolve(import.meta.dirname, '../../node_modules/mermaid/dist/mermaid.min.js');

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

/**
 * The page for one comment, `width` CSS pixels wide (GitHub's comment column is about 830 at a
 * laptop's width, 640 on a narrow window); Mermaid is loaded from node_modules, relative to `at`.
 */
export function commentPage(title: string, markdown: string, at: string, width = 830): string {
  const { text } = mermaidBlocks(markdown.replace(/^<!--.*-->\n?/gm, ''));
  const body = new Marked({ gfm: true, breaks: false }).parse(text, { async: false });
  const css = readFileSync(fileURLToPath(import.meta.resolve('github-markdown-css/github-markdown-light.css')), 'utf8');
  const mermaid = relative(at, MERMAID).replace(/\\/g, '/');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(title)}</title>
<style>
${css}
body { margin: 0; background: #fff; }
.comment { box-sizing: border-box; width: ${width}px; margin: 16px; border: 1px solid #d0d7de; border-radius: 6px; }
.comment > header { padding: 8px 16px; background: #f6f8fa; border-bottom: 1px solid #d0d7de; font: 14px -apple-system, "Segoe UI", sans-serif; color: #57606a; }
.markdown-body { padding: 16px; font-size: 14px; }
</style>
</head>
<body>
<div class="comment"><header><b>github-actions</b> bot commented</header>
<div class="markdown-body">
${body}
</div></div>
<script src="${mermaid}"></script>
<script>mermaid.initialize({ startOnLoad: true, theme: 'default' });</script>
</body>
</html>
`;
}
