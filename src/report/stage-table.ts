/**
 * The stages of a run, twice: a table a reviewer scans for durations and statuses, and a
 * Mermaid gantt chart (GitHub draws it) that shows where the time went and what overlapped.
 */
import type { DeployedService, Stage } from '../run/result.ts';
import { escapeText, formatDuration } from '../basics/markdown-text.ts';

const STATUS_MARKS: Record<string, string> = {
  SUCCESS: '✅',
  ERROR: '❌',
  CANCEL: '⏹️',
  SKIP: '⏭️',
  RUNNING: '⏳',
};

function statusCell(stage: Stage): string {
  const mark = STATUS_MARKS[stage.status];
  return mark ? `${mark} ${stage.status}` : escapeText(stage.status || 'unknown');
}

/** Ended, but the platform gave no length (or a negative one): shown as unknown, never drawn. */
function unknownLength(stage: Stage): boolean {
  return stage.durationSeconds === null && stage.status !== 'RUNNING';
}

function durationCell(stage: Stage): string {
  return unknownLength(stage) ? 'unknown' : formatDuration(stage.durationSeconds);
}

function secondsCell(seconds: number | null | undefined): string {
  return seconds === null || seconds === undefined ? '–' : formatDuration(seconds);
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
  const commit = `\`${escapeText(service.version.slice(0, 7))}\``;
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

/**
 * One row per stage; when the platform named its services, each service follows its stage on a
 * row of its own with its build and deploy time apart. Services affected-only left as they were
 * close the table, saying since which commit.
 */
export function stageTable(stages: Stage[], services: readonly DeployedService[] = []): string {
  const unchanged = services.filter((service) => service.affected === 'unchanged');
  const unchangedLabel = (service: DeployedService) => escapeText(`${service.name} (${service.kind})`);
  if (!stages.some((stage) => stage.service !== undefined)) {
    const rows = stages.map((stage) => `| ${escapeText(stage.name)} | ${stage.source} | ${durationCell(stage)} | ${statusCell(stage)} |`);
    const left = unchanged.map((service) => `| ${unchangedLabel(service)} | action | – | ⏭️ ${affectedText(service)} |`);
    return ['| Stage | Measured by | Duration | Status |', '|---|---|---:|---|', ...rows, ...left].join('\n');
  }
  const rows = stages.map((stage) =>
    stage.service === undefined
      ? `| ${escapeText(stage.name)} | | ${stage.source} | | | ${durationCell(stage)} | ${statusCell(stage)} |`
      : `| | ${serviceCell(stage, services)} | ${stage.source} | ${secondsCell(stage.buildSeconds)} | ${secondsCell(stage.deploySeconds)} | ` +
        `${stage.status === 'SKIP' ? '–' : durationCell(stage)} | ${statusCell(stage)} |`,
  );
  const left = unchanged.map((service) => `| | ${unchangedLabel(service)} | action | – | – | – | ⏭️ ${affectedText(service)} |`);
  return [
    '| Stage | Service | Measured by | Build | Deploy | Duration | Status |',
    '|---|---|---|---:|---:|---:|---|',
    ...rows,
    ...left,
  ].join('\n');
}

/**
 * Starts of a line that Mermaid's gantt lexer reads as something else than a task's name: its
 * keywords, `call`/`click`/`href`, accessibility lines, and a date.
 */
const MERMAID_BREAKERS =
  /^(gantt|title|section|dateformat|axisformat|tickinterval|excludes|includes|todaymarker|weekday|weekend|inclusiveenddates|topaxis|accdescription|accdescr|acctitle|call|click|href)\b|^\d{4}-\d\d-\d\d/i;

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

function chartTag(stage: Stage): string {
  if (stage.status === 'ERROR' || stage.status === 'CANCEL') return 'crit';
  if (stage.durationSeconds === null || stage.status === 'RUNNING') return 'active';
  return 'done';
}

/** Milliseconds since the run began, as `dateFormat x` reads them. */
function millis(seconds: number): number {
  return Math.max(0, Math.round(seconds * 1000));
}

function bar(stage: Stage, name: string, totalSeconds: number): string {
  const start = millis(stage.startSeconds);
  const end = Math.max(start, millis(stage.durationSeconds === null ? totalSeconds : stage.startSeconds + stage.durationSeconds));
  return `  ${name} :${chartTag(stage)}, ${start}, ${end}`;
}

/**
 * One bar per stage, each from where it started to where it ended, in milliseconds since the
 * run began (`dateFormat x`: GitHub's Mermaid reads `X` starts as milliseconds too, so seconds
 * would draw every bar from 0); the axis shows minutes and seconds. The action's stages in one
 * section, then each platform stage in a section of its own with a bar for it and one per
 * service. Skipped rows take no time and are left out, and so are rows of unknown length; a row
 * still running is drawn up to the end of the run. A name that has nothing left to show is the stage's order ("stage 3").
 */
export function stageChart(stages: Stage[], totalSeconds: number): string {
  const drawn = stages.filter((stage) => stage.status !== 'SKIP' && !unknownLength(stage));
  if (drawn.length === 0) return '';
  const order = (stage: Stage) => `stage ${stages.filter((each) => each.service === undefined).indexOf(stage) + 1}`;
  const stageBar = (stage: Stage) => bar(stage, chartName(stage.name, order(stage)), totalSeconds);
  const lines = ['```mermaid', 'gantt', '  dateFormat x', '  axisFormat %M:%S'];
  const own = drawn.filter((stage) => stage.source === 'action');
  if (own.length > 0) lines.push('  section Action', ...own.map(stageBar));
  const platform = drawn.filter((stage) => stage.source === 'platform');
  if (!platform.some((stage) => stage.service !== undefined)) {
    if (platform.length > 0) lines.push('  section Platform', ...platform.map(stageBar));
  } else {
    for (const stage of platform) {
      if (stage.service === undefined) lines.push(`  section ${chartName(stage.name, order(stage))}`, stageBar(stage));
      else lines.push(bar(stage, chartName(serviceLabel(stage), kindWord(stage.serviceKind ?? 'service')), totalSeconds));
    }
  }
  lines.push('```');
  return lines.join('\n');
}
