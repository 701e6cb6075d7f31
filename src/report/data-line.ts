/**
 * The report's "Data" line: how the preview's seed job left its data (seeded by this deployment,
 * reseeded alone, seeded before and left out, or read from the baseline), with what was doubtful
 * before it ran. The seed's time is its own row of the stage table; the line names it again.
 */
import type { DataNote, OperationResult } from '../run/result.ts';
import { commitLink, escapeText, formatDuration, formatTime } from '../basics/markdown-text.ts';

/** An ISO date as the line shows it: to the minute, in UTC. */
function dateText(at: string | undefined): string {
  if (at === undefined) return '';
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? escapeText(at) : formatTime(date);
}

/** The seed job's own row of the stage table, from the platform's timings: how long the seed took. */
function seedSeconds(result: Pick<OperationResult, 'stages'>, job: string): number | null {
  const row = result.stages.find((stage) => stage.source === 'platform' && stage.service === job);
  return row?.durationSeconds ?? null;
}

function ranText(
  note: DataNote,
  result: Pick<OperationResult, 'outcome' | 'stages'>,
  context: { serverUrl: string; repository: string },
): string {
  const job = `job **${escapeText(note.job)}**`;
  const took = seedSeconds(result, note.job);
  const inTime = took === null ? '' : `, in ${formatDuration(took)}`;
  const when = note.at ? ` on ${dateText(note.at)}` : '';
  const succeeded = result.outcome === 'success';
  switch (note.how) {
    case 'baseline':
      return "reads the baseline's database: no seed runs in this preview";
    case 'seeded':
      return `seeded${when} by ${job}; left out of this deployment (\`/preview reset-data\` seeds again)`;
    case 'seeding': {
      const at = note.commit ? ` at commit ${commitLink(note.commit, context.serverUrl, context.repository)}` : '';
      return succeeded
        ? `seeded by ${job}${at}${when}${inTime}`
        : `${job} did not complete a seed in this deployment${inTime}: the next run seeds again`;
    }
    case 'reseeding':
      return succeeded ? `reseeded by ${job}${when}${inTime}` : `reseeding with ${job}${when} did not succeed${inTime}`;
  }
}

export function dataLine(
  result: Pick<OperationResult, 'data' | 'outcome' | 'stages'>,
  context: { serverUrl: string; repository: string },
): string[] {
  const note = result.data;
  if (!note) return [];
  const warnings = note.warnings.map((warning) => `⚠️ **Data:** ${escapeText(warning)}`);
  return [`**Data:** ${ranText(note, result, context)}`, ...warnings];
}
