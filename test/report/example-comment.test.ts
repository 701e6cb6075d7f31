/**
 * The example comment of docs/comment.md is written by the demo's run (`npm run demo -- --example`): the
 * block is replaced whole, and what is there now reads, table and chart, as a run's report does:
 * Mermaid reads each bar of its chart as long as its stage's row says.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_PAGE, withExampleComment } from '../../tools/demo/example-comment.ts';
import { chartsIn, ganttBars } from '../support/gantt.ts';

const readme = readFileSync(EXAMPLE_PAGE, 'utf8');

function example(text: string): string {
  const region = text.slice(text.indexOf('<!-- example-comment:start -->'), text.indexOf('<!-- example-comment:end -->'));
  return region
    .split('\n')
    .filter((line) => line.startsWith('>'))
    .map((line) => line.replace(/^> ?/, ''))
    .join('\n');
}

/** `5.0s`, `12s`, `1m 20s` → seconds. */
function seconds(cell: string): number {
  const match = /^(?:(\d+)m )?([\d.]+)s$/.exec(cell.trim());
  if (!match) throw new Error(`not a duration: ${cell}`);
  return Number(match[1] ?? 0) * 60 + Number(match[2]);
}

describe('the example comment of docs/comment.md', () => {
  it('is replaced whole by a new run, its introduction kept and its hidden markers left out', () => {
    const written = withExampleComment(readme, '<!-- platform-deploy:abc -->\n### ✅ Preview ready: x\n\nline two');
    expect(example(written)).toBe('### ✅ Preview ready: x\n\nline two');
    expect(written).toContain('written here by that run (`npm run demo -- --example`)');
    expect(written.split('<!-- example-comment:start -->')[0]).toBe(readme.split('<!-- example-comment:start -->')[0]);
    expect(written.split('<!-- example-comment:end -->')[1]).toBe(readme.split('<!-- example-comment:end -->')[1]);
    expect(withExampleComment(written, example(readme))).toBe(readme);
  });

  it("draws each stage's bar as long as its row says, as Mermaid reads the chart", async () => {
    const comment = example(readme);
    const charts = chartsIn(comment);
    expect(charts).toHaveLength(1);
    expect(charts[0]).toContain('dateFormat x');
    const bars = await ganttBars(charts[0]!);
    const rows = comment
      .split('\n')
      .filter((line) => /^\| [^|]+ \| \| (action|platform) \|/.test(line))
      .map((line) => line.split('|').map((cell) => cell.trim()));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const bar = bars.find((each) => each.name === row[1]);
      expect(bar, row[1]).toBeDefined();
      // The table shows a tenth of a second below 10 s, whole seconds above.
      expect(Math.abs((bar!.end - bar!.start) / 1000 - seconds(row[6]!)), row[1]).toBeLessThanOrEqual(0.5);
    }
  });
});
