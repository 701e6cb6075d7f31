/**
 * The stages of a run, twice: a table a reviewer scans for durations and statuses, and a
 * Mermaid gantt chart (GitHub draws it) that shows what the table cannot: the order, the queue
 * before a stage's services start, and each service's build then deploy.
 */
import { shortCommit } from '../basics/commit.ts';
import type { DeployedService, Stage } from '../run/result.ts';
import { escapeText, formatDuration } from '../basics/markdown-text.ts';

/** How much of the action's own work the table lists: one row for its preparation (the comment), or each step (the job summary). */
export type ActionRows = 'one' | 'each';

const STATUS_WORDS: Record<string, string> = {
  SUCCESS: '✅ done',
  ERROR: '❌ failed',
  CANCEL: '⏹️ cancelled',
  SKIP: '⏭️ skipped',
  RUNNING: '⏳ running',
};

/** The cell of a status: its mark and a short word; a status the platform added later, as its own (escaped) word. */
function statusCell(status: string): string {
  return STATUS_WORDS[status] ?? (status ? escapeText(status.toLowerCase().replace(/_/g, ' ')) : 'unknown');
}

/** Ended, but the platform gave no length (or a negative one): no duration shown, never drawn. */
function unknownLength(stage: Stage): boolean {
  return stage.durationSeconds === null && stage.status !== 'RUNNING';
}

/** A duration that stays on one line at any width: `4m 22s` with a no-break space. */
function durationText(seconds: number | null): string {
  return formatDuration(seconds).replace(/ /g, '\u00a0');
}

/** What did not happen (skipped, cancelled before it began, a length the platform did not give) is a dash. */
function tookCell(stage: Stage): string {
  if (stage.status === 'SKIP' || unknownLength(stage)) return '–';
  return durationText(stage.durationSeconds);
}

function secondsCell(stage: Stage, seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return '–';
  // A service that failed, was cancelled or skipped before a step reports zero for it: nothing happened.
  if (seconds === 0 && stage.status !== 'SUCCESS' && stage.status !== 'RUNNING') return '–';
  return durationText(seconds);
}

/** A service's kind in the platform's word, lower case: `job`, `agentic workflow`. */
function kindWord(kind: string): string {
  return kind.toLowerCase().replace(/_/g, ' ');
}

/** A service's name with its kind: `web (job)`. */
function serviceLabel(stage: Stage): string {
  return stage.serviceKind ? `${stage.service} (${kindWord(stage.serviceKind)})` : (stage.service ?? '');
}

/** affected-only's word on a service: rebuilt at the push's commit, or unchanged since the one it runs. */
function affectedText(service: DeployedService): string {
  const commit = `\`${escapeText(shortCommit(service.version))}\``;
  return service.affected === 'unchanged' ? `unchanged since ${commit}` : `rebuilt at ${commit}`;
}

/** A service row's label, with affected-only's word when the run compared commits. */
function serviceCell(stage: Stage, services: readonly DeployedService[]): string {
  const label = escapeText(serviceLabel(stage));
  const service = services.find(
    (each) => each.affected === 'rebuilt' && each.name === stage.service && each.kind === stage.serviceKind?.toLowerCase(),
  );
  return service ? `${label}, ${affectedText(service)}` : label;
}

/** The worst status of a group of rows: a failure first, then what is still running or was cut short. */
function worstStatus(stages: readonly Stage[]): string {
  for (const status of ['ERROR', 'RUNNING', 'CANCEL']) if (stages.some((stage) => stage.status === status)) return status;
  return stages.every((stage) => stage.status === 'SKIP') ? 'SKIP' : 'SUCCESS';
}

/**
 * The action's preparation: its own steps that began by the time the platform's first stage did
 * and ended within it (reading the blueprint, finding the preview, configuring, triggering).
 * Sub-second each, they are one row and one bar; a step of the action that spans or follows the
 * platform's work keeps its own.
 */
export function preparationOf(stages: readonly Stage[]): Stage[] {
  const platform = stages.filter((stage) => stage.source === 'platform');
  if (platform.length === 0) return [];
  const first = platform.reduce((earliest, stage) => (stage.startSeconds < earliest.startSeconds ? stage : earliest));
  // The trigger ends a moment after the platform's first stage began; a wait that spans the platform's work is no preparation.
  const firstEnd = first.startSeconds + (first.durationSeconds ?? Number.POSITIVE_INFINITY);
  return stages.filter(
    (stage) =>
      stage.source === 'action' &&
      stage.durationSeconds !== null &&
      stage.startSeconds <= first.startSeconds + 0.05 &&
      stage.startSeconds + stage.durationSeconds <= firstEnd,
  );
}

/** The preparation as one row: from its first step's start to its last step's end. */
function preparationRow(steps: readonly Stage[]): Stage {
  const start = Math.min(...steps.map((stage) => stage.startSeconds));
  const end = Math.max(...steps.map((stage) => stage.startSeconds + (stage.durationSeconds ?? 0)));
  return {
    name: `preparation (${steps.length} step${steps.length === 1 ? '' : 's'} of the action)`,
    source: 'action',
    startSeconds: start,
    durationSeconds: Math.round((end - start) * 10) / 10,
    status: worstStatus(steps),
  };
}

/** The rows shown: the preparation folded into one unless `each` step is asked for. */
function shownStages(stages: readonly Stage[], actionRows: ActionRows): Stage[] {
  const preparation = actionRows === 'one' ? preparationOf(stages) : [];
  if (preparation.length < 2) return [...stages];
  const rest = stages.filter((stage) => !preparation.includes(stage));
  return [preparationRow(preparation), ...rest];
}

/**
 * One row per stage; when the platform named its services, each service follows its stage on a
 * row of its own with its build and deploy time apart. Services affected-only left as they were
 * close the table, saying since which commit. No column is empty on every row, and a dash says
 * what did not happen.
 */
export function stageTable(
  stages: Stage[],
  services: readonly DeployedService[] = [],
  actionRows: ActionRows = 'each',
  /** After a timeout, the services that never left the queue: "not started", not running. */
  notStarted: ReadonlySet<string> = new Set(),
): string {
  const status = (stage: Stage) =>
    stage.service !== undefined && notStarted.has(stage.service) ? '⏸️ not started' : statusCell(stage.status);
  const took = (stage: Stage) => (stage.service !== undefined && notStarted.has(stage.service) ? '–' : tookCell(stage));
  const unchanged = services.filter((service) => service.affected === 'unchanged');
  const unchangedLabel = (service: DeployedService) => escapeText(`${service.name} (${service.kind})`);
  const shown = shownStages(stages, actionRows);
  const split = shown.some(
    (stage) =>
      (stage.buildSeconds !== null && stage.buildSeconds !== undefined) ||
      (stage.deploySeconds !== null && stage.deploySeconds !== undefined),
  );
  if (!split) {
    const rows = shown.map(
      (stage) => `| ${escapeText(stage.service === undefined ? stage.name : serviceLabel(stage))} | ${took(stage)} | ${status(stage)} |`,
    );
    const left = unchanged.map((service) => `| ${unchangedLabel(service)} | – | ⏭️ ${affectedText(service)} |`);
    return ['| Stage | Took | Status |', '|---|--:|---|', ...rows, ...left].join('\n');
  }
  const rows = shown.map((stage) =>
    stage.service === undefined
      ? `| **${escapeText(stage.name)}** | – | – | ${tookCell(stage)} | ${statusCell(stage.status)} |`
      : `| ${serviceCell(stage, services)} | ${secondsCell(stage, stage.buildSeconds)} | ${secondsCell(stage, stage.deploySeconds)} | ` +
        `${took(stage)} | ${status(stage)} |`,
  );
  const left = unchanged.map((service) => `| ${unchangedLabel(service)} | – | – | – | ⏭️ ${affectedText(service)} |`);
  return ['| Stage · service | Build | Deploy | Took | Status |', '|---|--:|--:|--:|---|', ...rows, ...left].join('\n');
}

/**
 * Starts of a line that Mermaid's gantt lexer reads as something else than a task's name: its
 * keywords, `call`/`click`/`href`, accessibility lines, and a date.
 */
const MERMAID_BREAKERS =
  /^(gantt|title|section|dateformat|axisformat|tickinterval|excludes|includes|todaymarker|weekday|weekend|inclusiveenddates|topaxis|accdescription|accdescr|acctitle|call|click|href|milestone)\b|^\d{4}-\d\d-\d\d/i;

/**
 * A task or section name Mermaid cannot misread: only letters, digits, spaces and `._/-` (a
 * colon, hash, semicolon, percent or line break would end or comment out the line), never a
 * leading keyword; `fallback` when nothing is left.
 */
function chartName(name: string, fallback: string): string {
  const plain =
    name
      .replace(/[^\p{L}\p{N} ._/-]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim() || fallback;
  return MERMAID_BREAKERS.test(plain) ? `stage ${plain}` : plain;
}

function chartTag(status: string, running: boolean): string {
  if (status === 'ERROR' || status === 'CANCEL') return 'crit';
  if (running || status === 'RUNNING') return 'active';
  return 'done';
}

/** Milliseconds since the run began, as `dateFormat x` reads them. */
function millis(seconds: number): number {
  return Math.max(0, Math.round(seconds * 1000));
}

/** One bar from `start` to `end` seconds; none when it would have no length (a label floating on nothing). */
function bar(name: string, tag: string, start: number, end: number): string[] {
  const from = millis(start);
  const to = millis(end);
  return to > from ? [`  ${name} :${tag}, ${from}, ${to}`] : [];
}

/** Where a stage ends on the chart: a row still running, at the end of the run. */
function endOf(stage: Stage, totalSeconds: number): number {
  return stage.durationSeconds === null ? totalSeconds : stage.startSeconds + stage.durationSeconds;
}

/**
 * A service as its build then its deploy, when the platform gave them (queues left out: the
 * build from the service's start, the deploy up to its end); else one bar for the whole. A
 * service cancelled before it began is a milestone where its stage stopped, named as such.
 */
function serviceBars(stage: Stage, totalSeconds: number): string[] {
  const name = chartName(stage.service ?? '', kindWord(stage.serviceKind ?? 'service'));
  if (stage.status === 'CANCEL' && (stage.durationSeconds === null || stage.durationSeconds === 0)) {
    const at = millis(stage.startSeconds);
    return [`  ${name} cancelled :milestone, crit, ${at}, ${at}`];
  }
  const start = stage.startSeconds;
  const end = endOf(stage, totalSeconds);
  const tag = chartTag(stage.status, stage.durationSeconds === null);
  const build = stage.buildSeconds ?? 0;
  const deploy = stage.deploySeconds ?? 0;
  if (build <= 0 && deploy <= 0) return bar(name, tag, start, end);
  // Each as long as the platform says, within the service's row: when the two add up to more than
  // the row (the platform's steps overlap), the bars overlap too rather than shortening one.
  const buildEnd = Math.min(end, start + build);
  const deployStart = Math.max(start, end - deploy);
  // A failed build never reached its deploy: the red is on the build.
  const buildTag = stage.status === 'ERROR' && deploy <= 0 ? 'crit' : tag === 'crit' && deploy > 0 ? 'done' : tag;
  return [...bar(`${name} build`, buildTag, start, buildEnd), ...bar(`${name} deploy`, tag, deployStart, end)];
}

/** The tick interval for a run of `totalSeconds`: about eight ticks, never two with the same label. */
function tickInterval(totalSeconds: number): string {
  const steps: Array<[number, string]> = [
    [1, '1second'],
    [2, '2second'],
    [5, '5second'],
    [10, '10second'],
    [15, '15second'],
    [30, '30second'],
    [60, '1minute'],
    [120, '2minute'],
    [300, '5minute'],
    [600, '10minute'],
    [900, '15minute'],
    [1800, '30minute'],
    [3600, '1hour'],
    [7200, '2hour'],
  ];
  return (steps.find(([seconds]) => totalSeconds / seconds <= 8) ?? steps.at(-1)!)[1];
}

/**
 * Where the time went, in milliseconds since the run began (`dateFormat x`: GitHub's Mermaid
 * reads `X` starts as milliseconds too, so seconds would draw every bar from 0); the axis shows
 * minutes and seconds (hours and minutes past an hour) at a tick chosen from the run's length.
 * The action's preparation is one bar; each platform stage is a section, its queue a bar before
 * its services start, each service its build then its deploy. A stage's own bar is drawn only
 * when the platform named no services (it would repeat their envelope). Skipped rows and rows of
 * unknown length are left out; a row still running is drawn up to the end of the run. A name that
 * has nothing left to show is the stage's order ("stage 3").
 */
export function stageChart(stages: Stage[], totalSeconds: number, notStarted: ReadonlySet<string> = new Set()): string {
  const order = (stage: Stage) => `stage ${stages.filter((each) => each.service === undefined).indexOf(stage) + 1}`;
  const stageBar = (stage: Stage) =>
    bar(
      chartName(stage.name, order(stage)),
      chartTag(stage.status, stage.durationSeconds === null),
      stage.startSeconds,
      endOf(stage, totalSeconds),
    );
  const drawable = (stage: Stage) => stage.status !== 'SKIP' && !unknownLength(stage);
  const body: string[] = [];
  const preparation = preparationOf(stages);
  const own = stages.filter((stage) => stage.source === 'action' && !preparation.includes(stage) && drawable(stage));
  const prepared = preparation.length > 0 ? preparationBar(preparationRow(preparation)) : [];
  const ownBars = [...prepared, ...own.flatMap(stageBar)];
  if (ownBars.length > 0) body.push('  section Action', ...ownBars);
  const platform = stages.filter((stage) => stage.source === 'platform');
  if (!platform.some((stage) => stage.service !== undefined)) {
    const bars = platform.filter(drawable).flatMap(stageBar);
    if (bars.length > 0) body.push('  section Platform', ...bars);
  } else {
    for (const stage of platform.filter((each) => each.service === undefined)) {
      const services = platform.filter((each) => each.service !== undefined && each.name === stage.name);
      const bars: string[] = [];
      if (services.length === 0) {
        if (drawable(stage)) bars.push(...stageBar(stage));
      } else {
        const started = services.filter(drawable).map((service) => service.startSeconds);
        // The queue: the stage began, none of its services had yet.
        if (drawable(stage) && started.length > 0)
          bars.push(...bar(`${chartName(stage.name, order(stage))} queue`, 'active', stage.startSeconds, Math.min(...started)));
        for (const service of services) {
          // A service that only waited in the queue is a plain bar named so, not an active one.
          if (service.service !== undefined && notStarted.has(service.service))
            bars.push(
              ...bar(
                `${chartName(service.service, kindWord(service.serviceKind ?? 'service'))} queued`,
                'done',
                service.startSeconds,
                totalSeconds,
              ),
            );
          else if (service.status === 'CANCEL' || drawable(service)) bars.push(...serviceBars(service, totalSeconds));
        }
      }
      if (bars.length > 0) body.push(`  section ${chartName(stage.name, order(stage))}`, ...bars);
    }
  }
  if (body.length === 0) return '';
  const axis = totalSeconds >= 3600 ? '%H:%M' : '%M:%S';
  return [
    '```mermaid',
    'gantt',
    '  dateFormat x',
    `  axisFormat ${axis}`,
    `  tickInterval ${tickInterval(totalSeconds)}`,
    ...body,
    '```',
  ].join('\n');
}

function preparationBar(row: Stage): string[] {
  return bar('preparation', chartTag(row.status, false), row.startSeconds, row.startSeconds + (row.durationSeconds ?? 0));
}
