/**
 * The report a reviewer reads, as markdown: one pure rendering shared by the pull request
 * comment and the job summary, plus the short "deploying" and "cancelled" notes the comment
 * shows while a run is under way or after it was cut short.
 */
import type { OperationName } from '../basics/names.ts';
import { SWEEP_REASON_TEXT, type OperationResult, type Outcome } from '../run/result.ts';
import { failureDetails } from './failure-details.ts';
import { HISTORY_KEPT } from '../github/comment-marker.ts';
import { stageChart, stageTable } from './stage-table.ts';
import { rollbackLine } from './rollback-line.ts';
import { promotionTable } from './promotion-table.ts';
import { hoursText } from '../config/preview-hours.ts';
import { commitLink, escapeText, formatDuration, formatTime, linkTarget, urlLink } from '../basics/markdown-text.ts';

export interface ReportContext {
  runUrl: string;
  serverUrl: string;
  repository: string;
  /** The console link, placeholders already filled in. */
  consoleUrl?: string;
  /** Earlier results for the same environment, newest first, one markdown line each. */
  history?: string[];
  /** The pull request's head when it is no longer the commit this run was started for. */
  newerHead?: string;
}

/** GitHub refuses comment bodies over 65,536 characters; the marker and margin fit in the rest. */
const REPORT_LIMIT = 64_000;

const OUTCOME_MARKS: Record<Outcome, string> = {
  success: '✅',
  failure: '❌',
  timed_out: '⌛',
  cancelled: '⏹️',
  skipped: '⏭️',
  planned: '📝',
};

const SUBJECT: Record<OperationName, string> = {
  preview: 'Preview',
  deploy: 'Deploy',
  cleanup: 'Preview cleanup',
  stop: 'Stop',
  status: 'Status',
  sweep: 'Preview sweep',
  rollback: 'Rollback',
  promote: 'Promotion',
};

const FAILED: ReadonlySet<Outcome> = new Set(['failure', 'timed_out', 'cancelled']);

function headline(result: OperationResult): string {
  const name = result.environmentName ? `: ${escapeText(result.environmentName)}` : '';
  if (result.operation === 'cleanup' && result.outcome === 'success') return `### 🗑️ Preview deleted${name}`;
  if (result.operation === 'stop' && result.outcome === 'success') return `### ⏸️ Stopped${name}`;
  const subject = SUBJECT[result.operation];
  const verdict: Record<Outcome, string> = {
    success:
      result.operation === 'preview'
        ? 'ready'
        : result.operation === 'deploy' || result.operation === 'promote'
          ? 'succeeded'
          : result.operation === 'sweep' || result.operation === 'rollback'
            ? 'done'
            : 'checked',
    failure: 'failed',
    timed_out: 'timed out',
    cancelled: 'cancelled',
    skipped: result.unchangedSince ? 'unchanged' : 'skipped',
    planned: 'planned (dry run)',
  };
  return `### ${OUTCOME_MARKS[result.outcome]} ${subject} ${verdict[result.outcome]}${name}`;
}

function environmentLinks(result: OperationResult): string {
  const urls =
    result.links.length > 0 ? [...result.links].sort((a, b) => Number(b.isDefault) - Number(a.isDefault)).map((link) => link.url) : [];
  if (result.url && !urls.includes(result.url)) urls.unshift(result.url);
  // The main URL first; a service's own URL is left to the service URLs line, other links stay.
  const named = new Set((result.serviceUrls ?? []).map((service) => service.url));
  return urls
    .filter((url, index) => index === 0 || !named.has(url))
    .map((url) => urlLink(url))
    .join(' · ');
}

/** `web: https://… · api: https://…`: each service's name (outside text, escaped) and its link. */
function serviceUrlsLine(result: OperationResult): string {
  return (result.serviceUrls ?? []).map((service) => `${escapeText(service.name)}: ${urlLink(service.url)}`).join(' · ');
}

/**
 * A fork's preview: who approved which commit, the login as text (no mention), and what its code
 * reaches; when its build failed, where a fork's commit may be out of the build's reach.
 */
function approvalLines(result: OperationResult, context: ReportContext): string[] {
  const approval = result.approval;
  if (!approval) return [];
  const by =
    approval.via === 'label' ? 'by adding the label' : approval.url ? `in [a comment](${linkTarget(approval.url)})` : 'in a comment';
  const line = `**Approved:** ${commitLink(approval.sha, context.serverUrl, context.repository)} by ${escapeText(approval.approver)} ${by} (a fork's pull request: its preview holds the fork blueprint's variables and \`fork-secrets\` only)`;
  const built = result.failure?.services.some((service) => service.state === 'BUILD_ERROR' && service.kind === 'APPLICATION');
  const unreachable =
    "**A fork's build:** a fork's commit is in this repository only at `refs/pull/N/head`; if the platform's build could not fetch it, build the image in CI and preview it with `image-tag` (the container route, docs/fork-previews.md).";
  return built ? [line, unreachable] : [line];
}

function facts(result: OperationResult, context: ReportContext): string[] {
  const lines: string[] = [];
  const links = result.operation === 'cleanup' || result.operation === 'stop' ? '' : environmentLinks(result);
  if (links) lines.push(`**URL:** ${links}`);
  const serviceUrls = result.operation === 'cleanup' ? '' : serviceUrlsLine(result);
  if (serviceUrls) lines.push(`**Service URLs:** ${serviceUrls}`);
  const console = context.consoleUrl ? linkTarget(context.consoleUrl) : '';
  if (console)
    lines.push(`**Console:** [open ${escapeText(result.environmentName || 'the environment')} in the platform console](${console})`);
  if (result.commit) lines.push(`**Commit:** ${commitLink(result.commit, context.serverUrl, context.repository)}`);
  lines.push(...approvalLines(result, context));
  const services = servicesLine(result, context);
  if (services) lines.push(`**Services:** ${services}`);
  const rollback = rollbackLine(result, context);
  if (rollback) lines.push(rollback);
  // A push that changed nothing: the result the preview still runs stays in sight, not folded away.
  const last = result.unchangedSince ? context.history?.find((line) => !line.startsWith(OUTCOME_MARKS.skipped)) : undefined;
  if (last) lines.push(`**Last deployed:** ${last}`);
  lines.push(`**Duration:** ${formatDuration(result.durationSeconds)}`);
  if (result.state && !FAILED.has(result.outcome)) lines.push(`**Platform state:** ${escapeText(result.state)}`);
  const hours = result.workingHours;
  if (hours) {
    lines.push(
      `**Working hours:** sleeps outside ${escapeText(hoursText(hours))}: the platform stops it at ${hours.stop} and wakes it at ${hours.start}`,
    );
  }
  return lines;
}

/** Which build each service runs: what a reviewer checks first. */
function servicesLine(result: OperationResult, context: ReportContext): string {
  return (result.services ?? [])
    .map((service) => {
      const name = `${service.kind} **${escapeText(service.name)}**`;
      const commit = commitLink(service.version, context.serverUrl, context.repository);
      if (service.affected === 'unchanged') return `${name} unchanged since ${commit}`;
      if (service.affected === 'rebuilt') return `${name} rebuilt at ${commit}`;
      const version = service.source === 'git' ? `commit ${commit}` : `image tag ${escapeText(service.version)}`;
      return `${name} at ${version}`;
    })
    .join(' · ');
}

function failure(result: OperationResult, context: ReportContext): string[] {
  if (!FAILED.has(result.outcome)) return [];
  const parts = [
    `**Failed stage:** ${escapeText(result.failedStage ?? 'unknown')}`,
    `**Platform state:** ${escapeText(result.state || 'unknown')}`,
  ];
  const log = linkTarget(context.runUrl);
  if (log) parts.push(`[Run log](${log})`);
  return [parts.join(' · ')];
}

/** sweep: one row per preview deleted (or, in a dry run, to be deleted). */
function sweptTable(result: OperationResult, context: ReportContext): string {
  if (!result.swept || result.swept.length === 0) return '';
  const pull = (number: number) =>
    context.repository ? `[#${number}](${linkTarget(`${context.serverUrl}/${context.repository}/pull/${number}`)})` : `#${number}`;
  const rows = result.swept.map(
    (entry) =>
      `| ${escapeText(entry.name)} | \`${entry.environmentId}\` | ${pull(entry.pullRequest)} | ${SWEEP_REASON_TEXT[entry.reason]} |`,
  );
  const title = result.outcome === 'planned' ? '**Would delete** (nothing was changed):' : '**Deleted:**';
  return [title, '', '| Preview | Environment id | Pull request | Reason |', '|---|---|---|---|', ...rows].join('\n');
}

/** A preview refused for max-previews: the open ones, each with its pull request. */
function openPreviewsList(result: OperationResult, context: ReportContext): string {
  if (!result.openPreviews) return '';
  const pull = (number: number) =>
    context.repository ? `[#${number}](${linkTarget(`${context.serverUrl}/${context.repository}/pull/${number}`)})` : `#${number}`;
  const rows = result.openPreviews.map((open) => `- ${escapeText(open.name)} · ${pull(open.pullRequest)}`);
  return [`**Open previews** (${result.openPreviews.length}):`, '', ...rows].join('\n');
}

function planList(result: OperationResult): string[] {
  // A sweep's and a promotion's plans are their own tables.
  if (result.outcome !== 'planned' || result.plan.length === 0 || result.operation === 'sweep' || result.operation === 'promote') return [];
  return ['**Plan** (nothing was changed):', '', ...result.plan.map((line) => `- ${escapeText(line)}`)];
}

/** The earlier results, folded so the current one stays on top. */
function historyBlock(history: string[]): string {
  if (history.length === 0) return '';
  const items = history.map((line) => `- ${line}`);
  return ['<details>', `<summary>Earlier results (${history.length})</summary>`, '', ...items, '', '</details>'].join('\n');
}

function footer(context: ReportContext): string {
  const run = linkTarget(context.runUrl);
  return run ? `<sub>Reported by platform-deploy · [workflow run](${run})</sub>` : '<sub>Reported by platform-deploy</sub>';
}

/** Joins sections, dropping history (oldest first), then the chart, then table rows, to fit. */
function fit(sections: { top: string[]; table: string; chart: string; bottom: string[] }, history: string[]): string {
  const assemble = (kept: string[], chart: string, table: string): string =>
    [...sections.top, table, chart, ...sections.bottom, historyBlock(kept)].filter((part) => part.length > 0).join('\n\n');
  let kept = history.slice(0, HISTORY_KEPT);
  let text = assemble(kept, sections.chart, sections.table);
  while (text.length > REPORT_LIMIT && kept.length > 0) {
    kept = kept.slice(0, -1);
    text = assemble(kept, sections.chart, sections.table);
  }
  if (text.length > REPORT_LIMIT) text = assemble([], '', sections.table);
  if (text.length > REPORT_LIMIT) text = assemble([], '', '');
  if (text.length > REPORT_LIMIT) text = `${text.slice(0, REPORT_LIMIT - 40)}\n\n_(report truncated)_`;
  return text;
}

/** Fills the console template; no link when it needs a value this run does not know. */
export function consoleLink(template: string, values: { organization: string; project: string; environment: string }): string {
  if (!template) return '';
  let missing = false;
  const filled = template.replace(/\{(organization|project|environment)\}/g, (_, key: keyof typeof values) => {
    if (!values[key]) missing = true;
    return encodeURIComponent(values[key]);
  });
  return missing ? '' : filled;
}

/** Pure: the markdown both the comment and the job summary use. */
export function renderReport(result: OperationResult, context: ReportContext): string {
  const summary = result.unchangedSince
    ? `No service changed since ${result.unchangedSince.map((commit) => commitLink(commit, context.serverUrl, context.repository)).join(', ')}: nothing was deployed.`
    : escapeText(result.summary);
  const newer = context.newerHead
    ? [
        `The pull request's newest commit is now ${commitLink(context.newerHead, context.serverUrl, context.repository)}: this is what the preview runs until a run of that commit reports here.`,
      ]
    : [];
  const top = [headline(result), summary, ...newer, ...[facts(result, context).join('  \n')], ...failure(result, context)];
  const planned = planList(result);
  const hasStages = result.stages.length > 0 && result.outcome !== 'skipped';
  return fit(
    {
      top: [
        ...top,
        failureDetails(result.failure),
        planned.join('\n'),
        promotionTable(result, context),
        sweptTable(result, context),
        openPreviewsList(result, context),
      ].filter((part) => part.length > 0),
      table: hasStages ? stageTable(result.stages, result.services) : '',
      chart: hasStages ? stageChart(result.stages, result.durationSeconds) : '',
      bottom: [footer(context)],
    },
    context.history ?? [],
  );
}

/** One line for the history: what happened to which commit, when, and where the run is. */
export function historyLine(
  entry: { outcome: Outcome | 'deleted'; commit: string; durationSeconds?: number; at: Date },
  context: Pick<ReportContext, 'runUrl' | 'serverUrl' | 'repository'>,
): string {
  const mark = entry.outcome === 'deleted' ? '🗑️' : OUTCOME_MARKS[entry.outcome];
  const parts = [`${mark} **${entry.outcome.replace('_', ' ')}**`];
  if (entry.commit) parts.push(commitLink(entry.commit, context.serverUrl, context.repository));
  if (entry.durationSeconds !== undefined) parts.push(formatDuration(entry.durationSeconds));
  parts.push(formatTime(entry.at));
  const run = linkTarget(context.runUrl);
  if (run) parts.push(`[run](${run})`);
  return parts.join(' · ');
}

export interface NoteContext extends ReportContext {
  operation: OperationName;
  environmentName: string;
  commit: string;
}

/** Shown from the moment the platform starts changing until the result replaces it. */
export function renderDeploying(context: NoteContext): string {
  const name = context.environmentName ? `: ${escapeText(context.environmentName)}` : '';
  const subject = context.operation === 'preview' ? 'Deploying preview' : 'Deploying';
  const run = linkTarget(context.runUrl);
  const lines = [
    `### ⏳ ${subject}${name}`,
    `Commit ${commitLink(context.commit, context.serverUrl, context.repository)} is being deployed.${run ? ` [Follow the run](${run}).` : ''}`,
  ];
  return fit({ top: lines, table: '', chart: '', bottom: [] }, context.history ?? []);
}

/** Written by the post step when the job ended before the result could be reported. */
export function renderCancelled(context: NoteContext): string {
  const name = context.environmentName ? `: ${escapeText(context.environmentName)}` : '';
  const run = linkTarget(context.runUrl);
  const lines = [
    `### ⏹️ Cancelled${name}`,
    `The job was cancelled before the deployment of ${commitLink(context.commit, context.serverUrl, context.repository)} finished; ` +
      `the platform may still complete it.${run ? ` [Run log](${run})` : ''}`,
  ];
  return fit({ top: lines, table: '', chart: '', bottom: [] }, context.history ?? []);
}
