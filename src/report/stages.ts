/**
 * The stages of a run, twice: a table a reviewer scans for durations and statuses, and a
 * Mermaid gantt chart (GitHub draws it) that shows where the time went and what overlapped.
 */
import type { Stage } from '../operations/result.ts';
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

export function stageTable(stages: Stage[]): string {
  const rows = stages.map(
    (stage) => `| ${escapeText(stage.name)} | ${stage.source} | ${formatDuration(stage.durationSeconds)} | ${statusCell(stage)} |`,
  );
  return ['| Stage | Measured by | Duration | Status |', '|---|---|---:|---|', ...rows].join('\n');
}

const MERMAID_KEYWORDS = /^(title|section|dateformat|axisformat|tickinterval|excludes|includes|todaymarker|weekday|weekend|click|inclusiveenddates|topaxis|accdescr|acctitle)\b/i;

/** A task name Mermaid cannot misread: no colons, hashes, semicolons or leading keywords. */
function chartName(name: string): string {
  const plain = name.replace(/[^\p{L}\p{N} ._/-]+/gu, ' ').replace(/\s+/g, ' ').trim() || 'stage';
  return MERMAID_KEYWORDS.test(plain) ? `stage ${plain}` : plain;
}

function chartTag(stage: Stage): string {
  if (stage.status === 'ERROR' || stage.status === 'CANCEL') return 'crit';
  if (stage.durationSeconds === null || stage.status === 'RUNNING') return 'active';
  return 'done';
}

/**
 * One bar per stage on a seconds axis (`dateFormat X`: offsets read as seconds since 1970, so
 * the axis shows minutes and seconds since the run began). Skipped stages take no time and are
 * left out; a stage still running is drawn up to the end of the run.
 */
export function stageChart(stages: Stage[], totalSeconds: number): string {
  const drawn = stages.filter((stage) => stage.status !== 'SKIP');
  if (drawn.length === 0) return '';
  const lines = ['```mermaid', 'gantt', '  dateFormat X', '  axisFormat %M:%S'];
  for (const source of ['action', 'platform'] as const) {
    const own = drawn.filter((stage) => stage.source === source);
    if (own.length === 0) continue;
    lines.push(`  section ${source === 'action' ? 'Action' : 'Platform'}`);
    for (const stage of own) {
      const start = Math.max(0, Math.floor(stage.startSeconds));
      const until = stage.durationSeconds === null ? totalSeconds : stage.startSeconds + stage.durationSeconds;
      // Bars are whole seconds: a sub-second stage still gets a visible bar.
      const end = Math.max(start + 1, Math.round(until));
      lines.push(`  ${chartName(stage.name)} :${chartTag(stage)}, ${start}, ${end}`);
    }
  }
  lines.push('```');
  return lines.join('\n');
}
