/** What every benchmark hands back, and the few numeric and markdown pieces they share. */

export interface Figure {
  /** `1. Detection lag and status requests`, as a markdown heading. */
  title: string;
  /** The figure in one line, for the summary at the top. */
  headline: string;
  /** How it was measured, in a sentence or two. */
  method: string;
  /** A markdown table. */
  table: string;
  /** Target verdicts and caveats, one line each. */
  notes: string[];
  /** Each target of the figure and whether this run met it, for the list at the top. */
  targets?: { target: string; met: boolean }[];
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

export function seconds(ms: number, digits = 1): string {
  return `${(ms / 1000).toFixed(digits)} s`;
}

export function verdict(met: boolean): string {
  return met ? 'met' : '**missed**';
}

export function figureMarkdown(figure: Figure): string {
  return [`## ${figure.title}`, '', figure.method, '', figure.table, '', ...figure.notes.map((note) => `- ${note}`)].join('\n');
}
