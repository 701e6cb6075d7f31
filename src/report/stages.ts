/**
 * The stages of a run, twice: a table a reviewer scans for durations and statuses, and a
 * Mermaid gantt chart (GitHub draws it) that shows where the time went and what overlapped.
 */
import type { DeployedService, Stage } from '../operations/result.ts';
import { escapeText, formatDuration } from './text.ts';

const STATUS_MARKS: Record<string, string> = {
  SUCCESS: '✅',
  ERROR: '❌',
  CANCEL: '⏹️',
  SKIP: '⏭️',
  RUNNING: '⏳',
};

function statusCell(stage: Stage): string {
  const status = stage.durationSeconds === null && stage.status === 'SUCCESS' ? 'RUNNING' : stage.status;
  const mark = STATUS_MARKS[status];
  return mark ? `${mark} ${status}` : escapeText(status || 'unknown');
}

function secondsCell(seconds: number | null | undefined): string {
  return seconds === null || seconds === undefined ? '–' : formatDuration(seconds);
}

/** A service's name with its kind in the platform's word, lower case: `web (job)`. */
function serviceLabel(stage: Stage): string {
  return stage.serviceKind ? `${stage.service} (${stage.serviceKind.toLowerCase()})` : (stage.service ?? '');
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
    const rows = stages.map(
      (stage) => `| ${escapeText(stage.name)} | ${stage.source} | ${formatDuration(stage.durationSeconds)} | ${statusCell(stage)} |`,
    );
    const left = unchanged.map((service) => `| ${unchangedLabel(service)} | action | – | ⏭️ ${affectedText(service)} |`);
    return ['| Stage | Measured by | Duration | Status |', '|---|---|---:|---|', ...rows, ...left].join('\n');
  }
  const rows = stages.map((stage) =>
    stage.service === undefined
      ? `| ${escapeText(stage.name)} | | ${stage.source} | | | ${formatDuration(stage.durationSeconds)} | ${statusCell(stage)} |`
      : `| | ${serviceCell(stage, services)} | ${stage.source} | ${secondsCell(stage.buildSeconds)} | ${secondsCell(stage.deploySeconds)} | ` +
        `${stage.status === 'SKIP' ? '–' : formatDuration(stage.durationSeconds)} | ${statusCell(stage)} |`,
  );
  const left = unchanged.map((service) => `| | ${unchangedLabel(service)} | action | – | – | – | ⏭️ ${affectedText(service)} |`);
  return [
    '| Stage | Service | Measured by | Build | Deploy | Duration | Status |',
    '|---|---|---|---:|---:|---:|---|',
    ...rows,
    ...left,
  ].join('\n');
}

const MERMAID_KEYWORDS =
  /^(title|section|dateformat|axisformat|tickinterval|excludes|includes|todaymarker|weekday|weekend|click|inclusiveenddates|topaxis|accdescr|acctitle)\b/i;

/** A task name Mermaid cannot misread: no colons, hashes, semicolons or leading keywords. */
function chartName(name: string): string {
  const plain =
    name
      .replace(/[^\p{L}\p{N} ._/-]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'stage';
  return MERMAID_KEYWORDS.test(plain) ? `stage ${plain}` : plain;
}

function chartTag(stage: Stage): string {
  if (stage.status === 'ERROR' || stage.status === 'CANCEL') return 'crit';
  if (stage.durationSeconds === null || stage.status === 'RUNNING') return 'active';
  return 'done';
}

function bar(stage: Stage, name: string, totalSeconds: number): string {
  const start = Math.max(0, Math.floor(stage.startSeconds));
  const until = stage.durationSeconds === null ? totalSeconds : stage.startSeconds + stage.durationSeconds;
  // Bars are whole seconds: a sub-second stage still gets a visible bar.
  const end = Math.max(start + 1, Math.round(until));
  return `  ${chartName(name)} :${chartTag(stage)}, ${start}, ${end}`;
}

/**
 * One bar per stage on a seconds axis (`dateFormat X`: offsets read as seconds since 1970, so
 * the axis shows minutes and seconds since the run began): the action's stages in one section,
 * then each platform stage in a section of its own with a bar for it and one per service. Skipped
 * rows take no time and are left out; a row still running is drawn up to the end of the run.
 */
export function stageChart(stages: Stage[], totalSeconds: number): string {
  const drawn = stages.filter((stage) => stage.status !== 'SKIP');
  if (drawn.length === 0) return '';
  const lines = ['```mermaid', 'gantt', '  dateFormat X', '  axisFormat %M:%S'];
  const own = drawn.filter((stage) => stage.source === 'action');
  if (own.length > 0) lines.push('  section Action', ...own.map((stage) => bar(stage, stage.name, totalSeconds)));
  const platform = drawn.filter((stage) => stage.source === 'platform');
  if (!platform.some((stage) => stage.service !== undefined)) {
    if (platform.length > 0) lines.push('  section Platform', ...platform.map((stage) => bar(stage, stage.name, totalSeconds)));
  } else {
    for (const stage of platform) {
      if (stage.service === undefined) lines.push(`  section ${chartName(stage.name)}`, bar(stage, stage.name, totalSeconds));
      else lines.push(bar(stage, serviceLabel(stage), totalSeconds));
    }
  }
  lines.push('```');
  return lines.join('\n');
}
