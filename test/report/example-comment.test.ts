/**
 * The example comment of docs/comment.md is written by the demo's run (`npm run demo -- --example`): the
 * block is replaced whole, and what is there now reads, table and chart, as a run's report does:
 * Mermaid reads each service's build and deploy bars as long as its row says.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_PAGE, withExampleComment } from '../../tools/demo/example-comment.ts';
import { chartsIn, ganttBars } from '../support/gantt.ts';
import { read } from '../support/reader.ts';

const readme = readFileSync(EXAMPLE_PAGE, 'utf8');

function example(text: string): string {
  const region = text.slice(text.indexOf('<!-- example-comment:start -->'), text.indexOf('<!-- example-comment:end -->'));
  return region
    .split('\n')
    .filter((line) => line.startsWith('>'))
    .map((line) => line.replace(/^> ?/, ''))
    .join('\n');
}

/** `5.0s`, `12s`, `1m 20s` (a no-break space between) → seconds. */
function seconds(cell: string): number {
  const match = /^(?:(\d+)m\s)?([\d.]+)s$/.exec(cell.trim());
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

  it("draws each service's build and deploy as long as its row says, as Mermaid reads the chart", async () => {
    const comment = example(readme);
    const charts = chartsIn(comment);
    expect(charts).toHaveLength(1);
    expect(charts[0]).toContain('dateFormat x');
    const bars = await ganttBars(charts[0]!);
    const [, ...rows] = read(comment).tables[0]!;
    const services = rows.filter((row) => / \((application|container|job)\)$/.test(row[0]!) && row[4] === '✅ done');
    expect(services.length).toBeGreaterThan(0);
    for (const row of services) {
      const name = row[0]!.replace(/ \(.*\)$/, '');
      for (const [column, part] of [
        [1, 'build'],
        [2, 'deploy'],
      ] as const) {
        if (row[column] === '–') continue;
        const bar = bars.find((each) => each.name === `${name} ${part}`);
        expect(bar, `${name} ${part}`).toBeDefined();
        // The table shows a tenth of a second below 10 s, whole seconds above.
        expect(Math.abs((bar!.end - bar!.start) / 1000 - seconds(row[column]!)), `${name} ${part}`).toBeLessThanOrEqual(0.5);
      }
    }
  });
});
