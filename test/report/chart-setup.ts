/**
 * Runs before every test file (vitest `setupFiles`): every gantt chart the file's code renders
 * is read back with Mermaid's own parser, and a file whose chart Mermaid reads otherwise than the
 * timings it was drawn from fails, whatever its own tests checked: each bar must start where its
 * stage started and end where it ended. The charts the bundle writes when a test runs it as a
 * child process (tools/runner/child.ts) are read back too: from its job summary, each service's
 * build and deploy bars as long as the `metrics` output says they took. No chart may have a bar of
 * no length, or two ticks of its axis with the same label.
 */
import { afterAll, expect, vi } from 'vitest';
import type { Stage } from '../../src/run/result.ts';
import type { ActionResult } from '../../tools/runner/child.ts';
import { axisLabels, chartsIn, expectedBars, ganttBars } from '../support/gantt.ts';

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
  const rows: Array<{
    stage: string;
    service: string | null;
    seconds: number | null;
    build_seconds: number | null;
    deploy_seconds: number | null;
    status: string;
  }> = JSON.parse(result.outputs['metrics'] || '[]');
  for (const chart of chartsIn(result.summary)) {
    const bars = await ganttBars(chart);
    for (const bar of bars) expect(bar.milestone ? bar.start <= bar.end : bar.start < bar.end, `${bar.name} in\n${chart}`).toBe(true);
    const labels = await axisLabels(chart);
    expect(new Set(labels).size, chart).toBe(labels.length);
    // Each service that ran: its build and its deploy, each as long as the `metrics` output says.
    for (const row of rows.filter(
      (each) => each.service !== null && each.status === 'SUCCESS' && PLAIN.test(each.service) && PLAIN.test(each.stage),
    )) {
      for (const [part, seconds] of [
        ['build', row.build_seconds],
        ['deploy', row.deploy_seconds],
      ] as const) {
        if (!seconds) continue;
        const bar = bars.find((each) => each.name === `${row.service!.trim().replace(/\s+/g, ' ')} ${part}` && each.section === row.stage);
        expect(bar, `${row.service} ${part} in\n${chart}`).toBeDefined();
        expect(Math.abs(bar!.end - bar!.start - seconds * 1000), `${row.service} ${part} in\n${chart}`).toBeLessThanOrEqual(50);
      }
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
    const labels = await axisLabels(chart);
    expect(new Set(labels).size, `${labels.join(' ')} in\n${chart}`).toBe(labels.length);
  }
}, 60_000);
