/**
 * Mermaid's own reading of a gantt chart, as GitHub's renderer (Mermaid 11) does it: the chart is
 * parsed by Mermaid's parser (under jsdom, which Mermaid needs for a DOM) and each bar is read
 * back from its gantt database with the start and end Mermaid computed.
 */
import type { Stage } from '../../src/run/result.ts';

export interface Bar {
  name: string;
  section: string;
  start: number;
  end: number;
}

interface GanttTask {
  task: string;
  section: string;
  startTime: Date;
  endTime: Date;
}

let parser: Promise<(text: string) => Promise<GanttTask[]>> | undefined;

function mermaidParser(): Promise<(text: string) => Promise<GanttTask[]>> {
  // jsdom and Mermaid load at the first chart read: every test file loads this module, few read a chart.
  parser ??= (async () => {
    const { JSDOM } = await import('jsdom');
    const dom = new JSDOM('<!doctype html><html><body></body></html>');
    Object.assign(globalThis, { window: dom.window, document: dom.window.document });
    const { default: mermaid } = await import('mermaid');
    mermaid.initialize({ startOnLoad: false });
    return async (text: string) => {
      const api = mermaid.mermaidAPI as unknown as { getDiagramFromText(text: string): Promise<{ db: { getTasks(): GanttTask[] } }> };
      return (await api.getDiagramFromText(text)).db.getTasks();
    };
  })();
  return parser;
}

/** The ```mermaid blocks of a markdown text, without their fences. */
export function chartsIn(markdown: string): string[] {
  return [...markdown.matchAll(/```mermaid\n([\s\S]*?)```/g)].map((match) => match[1]!);
}

/** Every bar of a chart as Mermaid reads it: its name, section, and start and end in milliseconds. */
export async function ganttBars(chart: string): Promise<Bar[]> {
  const text = chart.replace(/^```mermaid\n/, '').replace(/```\s*$/, '');
  const tasks = await (await mermaidParser())(text);
  return tasks.map((task) => ({ name: task.task.trim(), section: task.section, start: +task.startTime, end: +task.endTime }));
}

/**
 * The bars a chart of `stages` must have, as Mermaid should read them: one per row not skipped and
 * of known length (or still running), the action's first, each from where its stage started to where it ended (a row still running
 * to the end of the run), in milliseconds since the run began.
 */
export function expectedBars(stages: readonly Stage[], totalSeconds: number): Array<Pick<Bar, 'start' | 'end'>> {
  const drawn = stages.filter((stage) => stage.status !== 'SKIP' && (stage.durationSeconds !== null || stage.status === 'RUNNING'));
  const ordered = [...drawn.filter((stage) => stage.source === 'action'), ...drawn.filter((stage) => stage.source === 'platform')];
  return ordered.map((stage) => {
    const start = Math.max(0, Math.round(stage.startSeconds * 1000));
    const until = stage.durationSeconds === null ? totalSeconds : stage.startSeconds + stage.durationSeconds;
    return { start, end: Math.max(start, Math.round(until * 1000)) };
  });
}
