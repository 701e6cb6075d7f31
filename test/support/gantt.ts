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
  /** A point in time (a service cancelled before it began), drawn as a diamond, not a bar. */
  milestone: boolean;
}

interface GanttTask {
  task: string;
  section: string;
  startTime: Date;
  endTime: Date;
  milestone?: boolean;
}

interface GanttDb {
  getTasks(): GanttTask[];
  getAxisFormat(): string;
  getTickInterval(): string | undefined;
}

let parser: Promise<(text: string) => Promise<GanttDb>> | undefined;

function mermaidParser(): Promise<(text: string) => Promise<GanttDb>> {
  // jsdom and Mermaid load at the first chart read: every test file loads this module, few read a chart.
  parser ??= (async () => {
    const { JSDOM } = await import('jsdom');
    const dom = new JSDOM('<!doctype html><html><body></body></html>');
    Object.assign(globalThis, { window: dom.window, document: dom.window.document });
    const { default: mermaid } = await import('mermaid');
    mermaid.initialize({ startOnLoad: false });
    return async (text: string) => {
      const api = mermaid.mermaidAPI as unknown as { getDiagramFromText(text: string): Promise<{ db: GanttDb }> };
      return (await api.getDiagramFromText(text)).db;
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
  const tasks = (await (await mermaidParser())(text)).getTasks();
  return tasks.map((task) => ({
    name: task.task.trim(),
    section: task.section,
    start: +task.startTime,
    end: +task.endTime,
    milestone: task.milestone === true,
  }));
}

const UNIT_MS: Record<string, number> = { millisecond: 1, second: 1000, minute: 60_000, hour: 3_600_000, day: 86_400_000 };

/**
 * The labels under the chart's axis, as a reader sees them: one per tick from the first bar's
 * start to the last bar's end, each formatted as the chart's axisFormat says (UTC, `%H`, `%M`, `%S`).
 */
export async function axisLabels(chart: string): Promise<string[]> {
  const text = chart.replace(/^```mermaid\n/, '').replace(/```\s*$/, '');
  const db = await (await mermaidParser())(text);
  const tasks = db.getTasks();
  const match = /^(\d+)(millisecond|second|minute|hour|day)$/.exec(db.getTickInterval() ?? '');
  if (!match || tasks.length === 0) return [];
  const every = Number(match[1]) * UNIT_MS[match[2]!]!;
  const from = Math.min(...tasks.map((task) => +task.startTime));
  const to = Math.max(...tasks.map((task) => +task.endTime));
  const two = (value: number) => String(value).padStart(2, '0');
  const format = (at: Date) =>
    db.getAxisFormat().replace('%H', two(at.getUTCHours())).replace('%M', two(at.getUTCMinutes())).replace('%S', two(at.getUTCSeconds()));
  const labels: string[] = [];
  for (let at = Math.ceil(from / every) * every; at <= to; at += every) labels.push(format(new Date(at)));
  return labels;
}

/**
 * The bars a chart of `stages` must have, as Mermaid should read them, in milliseconds since the
 * run began, none of no length: the action's preparation (its steps begun by the time the
 * platform's first stage began and ended within it) as one bar from its first start to its last
 * end, then its other steps; then each platform stage, by itself when the platform named no
 * services, else its queue (from its start to its first service's) and each service: a point
 * where it was cancelled before it began, else its build from its start and its deploy up to its
 * end when the platform gave them (each within the service's row), else one bar. A row still running ends at the end of the run;
 * skipped rows and rows of unknown length are not drawn.
 */
export function expectedBars(stages: readonly Stage[], totalSeconds: number): Array<Pick<Bar, 'start' | 'end'>> {
  const ms = (seconds: number) => Math.max(0, Math.round(seconds * 1000));
  const end = (stage: Stage) => (stage.durationSeconds === null ? totalSeconds : stage.startSeconds + stage.durationSeconds);
  const drawn = (stage: Stage) => stage.status !== 'SKIP' && (stage.durationSeconds !== null || stage.status === 'RUNNING');
  const bars: Array<Pick<Bar, 'start' | 'end'>> = [];
  const push = (from: number, to: number) => {
    if (ms(to) > ms(from)) bars.push({ start: ms(from), end: ms(to) });
  };
  const platform = stages.filter((stage) => stage.source === 'platform');
  const first = [...platform].sort((a, b) => a.startSeconds - b.startSeconds)[0];
  const preparation = first
    ? stages.filter(
        (stage) =>
          stage.source === 'action' &&
          stage.durationSeconds !== null &&
          stage.startSeconds <= first.startSeconds + 0.05 &&
          end(stage) <= (first.durationSeconds === null ? Infinity : end(first)),
      )
    : [];
  if (preparation.length > 0) {
    const from = Math.min(...preparation.map((stage) => stage.startSeconds));
    push(from, from + Math.round((Math.max(...preparation.map(end)) - from) * 10) / 10);
  }
  for (const stage of stages)
    if (stage.source === 'action' && !preparation.includes(stage) && drawn(stage)) push(stage.startSeconds, end(stage));
  const named = platform.some((stage) => stage.service !== undefined);
  for (const stage of platform.filter((each) => each.service === undefined)) {
    const services = named ? platform.filter((each) => each.service !== undefined && each.name === stage.name) : [];
    if (services.length === 0) {
      if (drawn(stage)) push(stage.startSeconds, end(stage));
      continue;
    }
    const started = services.filter(drawn).map((service) => service.startSeconds);
    if (drawn(stage) && started.length > 0) push(stage.startSeconds, Math.min(...started));
    for (const service of services) {
      if (service.status === 'CANCEL' && !service.durationSeconds) {
        bars.push({ start: ms(service.startSeconds), end: ms(service.startSeconds) });
        continue;
      }
      if (!drawn(service)) continue;
      const build = service.buildSeconds ?? 0;
      const deploy = service.deploySeconds ?? 0;
      if (build <= 0 && deploy <= 0) {
        push(service.startSeconds, end(service));
        continue;
      }
      const built = Math.min(end(service), service.startSeconds + build);
      push(service.startSeconds, built);
      push(Math.max(service.startSeconds, end(service) - deploy), end(service));
    }
  }
  return bars;
}
