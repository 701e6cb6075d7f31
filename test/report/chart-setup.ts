/**
 * Runs before every test file (vitest `setupFiles`): every gantt chart the file's code renders
 * is read back with Mermaid's own parser, and a file whose chart Mermaid reads otherwise than the
 * timings it was drawn from fails, whatever its own tests checked: each bar must start where its
 * stage started and end where it ended. The charts the bundle writes when a test runs it as a
 * child process (tools/runner/child.ts) are read back too: from its job summary, each stage's bar
 * as long as the `metrics` output says the stage took.
 */
import { afterAll, expect, vi } from 'vitest';
import type { Stage } from '../../src/run/result.ts';
import type { ActionResult } from '../../tools/runner/child.ts';
import { chartsIn, expectedBars, ganttBars } from '../support/gantt.ts';

const rendered = vi.hoisted(() => [] as Array<{ stages: Stage[]; totalSeconds: number; chart: string }>);
const bundled = vi.hoisted(() => [] as ActionResult[]);

vi.mock('../../tools/runner/child.ts', async (original) => {
  const module = await original<typeof import('../../tools/runner/child.ts')>();
  return {
    ...module,
    runAction: async (...args: Parameters<typeof module.runAction>) => {
      const result = await module.runAction(...args);
      bundled.push(result);
      return result;
    },
  };
});

/** A stage name the chart shows as it is (nothing to escape), so its bar can be found by it. */
const PLAIN =
  /^(?!(gantt|title|section|call|click|href|acc|date|axis|tick|excludes|includes|today|week|inclusive|top)\w*\b)[\p{L}\p{N} ._/-]+$/iu;

vi.mock('../../src/report/stage-table.ts', async (original) => {
  const module = await original<typeof import('../../src/report/stage-table.ts')>();
  return {
    ...module,
    stageChart: (stages: Stage[], totalSeconds: number) => {
      const chart = module.stageChart(stages, totalSeconds);
      if (chart !== '') rendered.push({ stages: structuredClone(stages), totalSeconds, chart });
      return chart;
    },
  };
});

async function checkBundled(result: ActionResult): Promise<void> {
  const rows: Array<{ stage: string; service: string | null; seconds: number | null; status: string }> = JSON.parse(
    result.outputs['metrics'] || '[]',
  );
  for (const chart of chartsIn(result.summary)) {
    const bars = await ganttBars(chart);
    for (const bar of bars) expect(bar.start, chart).toBeLessThanOrEqual(bar.end);
    for (const row of rows.filter(
      (each) => each.service === null && each.seconds !== null && each.status !== 'SKIP' && PLAIN.test(each.stage),
    )) {
      const bar = bars.find((each) => each.name === row.stage.trim().replace(/\s+/g, ' '));
      expect(bar, `${row.stage} in\n${chart}`).toBeDefined();
      expect(Math.abs(bar!.end - bar!.start - row.seconds! * 1000), `${row.stage} in\n${chart}`).toBeLessThanOrEqual(50);
    }
  }
}

afterAll(async () => {
  for (const result of bundled) await checkBundled(result);
  for (const { stages, totalSeconds, chart } of rendered) {
    const bars = await ganttBars(chart);
    expect(
      bars.map(({ start, end }) => ({ start, end })),
      chart,
    ).toEqual(expectedBars(stages, totalSeconds));
  }
}, 60_000);
