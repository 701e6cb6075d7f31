/**
 * Runs before every test file (vitest `setupFiles`): every gantt chart the file's code renders
 * is read back with Mermaid's own parser, and a file whose chart Mermaid reads otherwise than the
 * timings it was drawn from fails, whatever its own tests checked: each bar must start where its
 * stage started and end where it ended.
 */
import { afterAll, expect, vi } from 'vitest';
import type { Stage } from '../../src/operations/result.ts';
import { expectedBars, ganttBars } from '../support/gantt.ts';

const rendered = vi.hoisted(() => [] as Array<{ stages: Stage[]; totalSeconds: number; chart: string }>);

vi.mock('../../src/report/stages.ts', async (original) => {
  const module = await original<typeof import('../../src/report/stages.ts')>();
  return {
    ...module,
    stageChart: (stages: Stage[], totalSeconds: number) => {
      const chart = module.stageChart(stages, totalSeconds);
      if (chart !== '') rendered.push({ stages: structuredClone(stages), totalSeconds, chart });
      return chart;
    },
  };
});

afterAll(async () => {
  for (const { stages, totalSeconds, chart } of rendered) {
    const bars = await ganttBars(chart);
    expect(
      bars.map(({ start, end }) => ({ start, end })),
      chart,
    ).toEqual(expectedBars(stages, totalSeconds));
  }
}, 60_000);
