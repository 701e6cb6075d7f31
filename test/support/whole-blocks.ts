/**
 * Whether markdown has every block whole: each `<details>` closed after it opened, each fence
 * closed, each table row ended. What a fence holds is text (a build's `</details>` in its log),
 * so only the rest is counted. The first problem, or '' when there is none.
 */
export function brokenBlock(markdown: string): string {
  let fence = '';
  let depth = 0;
  for (const [index, line] of markdown.split('\n').entries()) {
    const ticks = /^`{3,}/.exec(line)?.[0];
    if (fence) {
      if (ticks && ticks.length >= fence.length && line.trim() === ticks) fence = '';
      continue;
    }
    if (ticks) {
      fence = ticks;
      continue;
    }
    depth += (line.match(/<details\b/g) ?? []).length - (line.match(/<\/details>/g) ?? []).length;
    if (depth < 0) return `line ${index + 1} closes a <details> never opened`;
    if (line.startsWith('|') && !line.endsWith('|')) return `line ${index + 1} is a table row cut short`;
  }
  if (fence) return `a ${fence} fence is never closed`;
  return depth > 0 ? `${depth} <details> never closed` : '';
}
