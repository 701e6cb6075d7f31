/**
 * The report a reviewer reads, as markdown: one pure rendering shared by the pull request
 * comment and the job summary, plus the short "deploying" and "cancelled" notes the comment
 * shows while a run is under way or after it was cut short.
 */
import { lifeLines, livesLines } from './life-lines.ts';
import { SHORT_COMMIT } from '../basics/commit.ts';
import type { OperationName } from '../basics/names.ts';
import { SWEEP_REASON_TEXT, type OperationResult, type Outcome, type Stage } from '../run/result.ts';
import { FAILURE_LIMIT, failureDetails } from './failure-details.ts';
import { HISTORY_KEPT } from '../github/comment-marker.ts';
import { preparationOf, stageChart, stageTable } from './stage-table.ts';
import { rollbackLine } from './rollback-line.ts';
import { dataLine } from './data-line.ts';
import { baselineLine } from './baseline-line.ts';
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
  /** When the run settled: a deleted preview says when it went. */
  at?: Date;
}

/**
 * What a report takes unless its writer gives less room: under GitHub's 65,536 characters of a
 * comment (whose writer gives the room its marker leaves) and 65,535 of a check's output, and far
 * under the job summary's 1 MiB.
 */
const REPORT_LIMIT = 64_000;

/** Names listed in one line (the services still served, those at one version); the others counted. */
const NAMES_LISTED = 10;

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

/** Where the report is read: the comment (what a reviewer scans) or the job summary (the detail a log reader wants, open). */
export type ReportView = 'comment' | 'summary';

function headline(result: OperationResult): string {
  const name = result.environmentName ? `: ${escapeText(result.environmentName)}` : '';
  if (result.operation === 'cleanup' && result.outcome === 'success') return `### 🗑️ Preview deleted${name}`;
  if (result.operation === 'stop' && result.outcome === 'success') return `### ⏸️ Stopped${name}`;
  const subject = SUBJECT[result.operation];
  if (refusedUnchanged(result)) return `### ${OUTCOME_MARKS.failure} ${subject} refused${name}`;
  // Put back by rollback-on-failure: the headline says so, not only a line further down.
  const rolledBack = result.rollback?.outcome === 'success' && result.rollback.services.length > 0 ? ', rolled back' : '';
  const verdict: Record<Outcome, string> = {
    success:
      result.operation === 'preview'
        ? 'ready'
        : result.operation === 'deploy' || result.operation === 'promote'
          ? 'succeeded'
          : result.operation === 'sweep' || result.operation === 'rollback'
            ? 'done'
            : 'checked',
    failure: `failed${rolledBack}`,
    timed_out: `timed out${rolledBack}`,
    cancelled: 'cancelled',
    skipped: result.unchangedSince ? 'unchanged' : 'skipped',
    planned: 'planned (dry run)',
  };
  return `### ${OUTCOME_MARKS[result.outcome]} ${subject} ${verdict[result.outcome]}${name}`;
}

/** The platform states that only repeat the headline's word: a ready preview is DEPLOYED, a deleted one DELETED. */
const OWN_WORD: Partial<Record<Outcome, ReadonlySet<string>>> = {
  success: new Set(['DEPLOYED', 'RUNNING', 'READY', 'DELETED', 'STOPPED']),
  cancelled: new Set(['CANCELED', 'CANCELLED']),
};

/**
 * Every public address once: the default link first, then each other service's, then the links
 * no service claims; each with its service's name when the platform says which.
 */
function addresses(result: OperationResult): Array<{ url: string; service?: string }> {
  const byUrl = new Map((result.serviceUrls ?? []).map((service) => [service.url, service.name]));
  const urls = [...result.links].sort((a, b) => Number(b.isDefault) - Number(a.isDefault)).map((link) => link.url);
  if (result.url) urls.unshift(result.url);
  for (const service of result.serviceUrls ?? []) urls.push(service.url);
  const seen = new Set<string>();
  const shown: Array<{ url: string; service?: string }> = [];
  for (const url of urls) {
    const target = linkTarget(url);
    if (!target || seen.has(target)) continue;
    seen.add(target);
    const service = byUrl.get(url);
    shown.push(service === undefined ? { url } : { url, service });
  }
  return shown;
}

/** The link a result leads with, labelled as the comment labels it: what a later comment shows while nothing changed. */
export function mainLink(result: OperationResult): { url: string; service?: string } | undefined {
  return addresses(result)[0];
}

/** A link's text when no service claims it: the address without its scheme and trailing slash. */
function linkText(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

/**
 * A link labelled with its service, the URL behind it; the first link no service claims is the
 * "preview", any other its address.
 */
function labelledLink(address: { url: string; service?: string }, first = true): string {
  return urlLink(address.url, address.service ?? (first ? 'preview' : linkText(address.url)));
}

/** A few names and how many more: a line stays a line with hundreds of services. */
function someNames(names: readonly string[]): string {
  if (names.length <= NAMES_LISTED) return names.join(', ');
  return `${names.slice(0, NAMES_LISTED).join(', ')} and ${names.length - NAMES_LISTED} more`;
}

/** A history line of a success, its commit link as shortCommit wrote it. */
const LAST_GOOD = new RegExp(`^\\S+ \\*\\*success\\*\\* · (\\[\`${SHORT_COMMIT}\`\\]\\([^)\\s]+\\))`);

/** The newest success in the history. */
function lastGoodLine(history: readonly string[] | undefined): string {
  return history?.find((each) => each.startsWith(`${OUTCOME_MARKS.success} **success**`)) ?? '';
}

/** The commit of the newest success in the history: what a failed service still runs. */
function lastGoodCommit(history: readonly string[] | undefined): string {
  return LAST_GOOD.exec(lastGoodLine(history))?.[1] ?? '';
}

/** The preview's link a success's history line carries (historyLine writes it). */
const HISTORY_LINK = / · 🔗 (\[[^\]\n]+\]\([^)\s]+\))/;

/** Action steps that only read: a run refused in one of them changed nothing on the platform. */
const READ_STEPS: ReadonlySet<string> = new Set([
  'read blueprint',
  'read environment',
  'read environments',
  'read history',
  'read status',
  'find preview',
  'find environment',
  'compare commits',
  'check source',
]);

/**
 * Whether the run sent the platform no write at all, as its client counted them: the only ground
 * for saying that nothing was changed. A result without the count is not known to have sent none.
 */
function sentNoWrite(result: OperationResult): boolean {
  return result.platformWrites === 0;
}

/**
 * A run refused on its names (a service the environment lacks, …) in a step that only reads, and
 * that sent no write: nothing was deployed, created or written, and what ran before still runs.
 */
function refusedUnchanged(result: OperationResult): boolean {
  if (result.outcome !== 'failure' || !sentNoWrite(result) || result.created || result.deploymentRequestId) return false;
  if ((result.failure?.services.length ?? 0) > 0 || result.stages.some((stage) => stage.source === 'platform')) return false;
  return result.failedStage !== undefined && READ_STEPS.has(result.failedStage);
}

/**
 * The services a failed run left at what they ran before (or with nothing, in a preview it
 * created): the failing ones, those that never left the queue, and any whose stage row did not
 * end done. Empty for a run that did not fail.
 */
function leftBehind(result: OperationResult): Set<string> {
  if (!FAILED.has(result.outcome)) return new Set();
  return new Set([
    ...(result.failure?.services ?? []).map((service) => service.name),
    ...(result.failure?.notStarted ?? []).map((service) => service.name),
    ...result.stages.filter((stage) => stage.service !== undefined && stage.status !== 'SUCCESS').map((stage) => stage.service!),
  ]);
}

/** The service names rollback-on-failure put back, when it did. */
function rolledBack(result: OperationResult): Map<string, string> {
  const rollback = result.rollback;
  if (rollback?.outcome !== 'success') return new Map();
  return new Map(rollback.services.map((service) => [service.name, service.to]));
}

/**
 * What a service left behind runs, as a note beside its link: nothing (in a preview this run
 * created), the last good commit, or an earlier version.
 */
function stillServing(result: OperationResult, context: ReportContext, linked = true): string {
  if (result.created) return 'not running';
  const commit = lastGoodCommit(context.history);
  // Beside the links the commit is only named: Versions below links it once.
  const good = linked ? commit : commit.replace(/^\[(`[^`]+`)\]\(.*\)$/, '$1');
  return good ? `still serving ${good}` : 'still serving an earlier version';
}

/**
 * The second line: each link labelled with its service, a note beside the link it is about
 * (a failed service's, or on its own for one without a link), the commit, the duration, when.
 */
function firstLine(result: OperationResult, context: ReportContext): string {
  const parts: string[] = [];
  const gone = result.operation === 'cleanup' || result.operation === 'stop';
  const behind = rolledBack(result).size > 0 ? new Set<string>() : leftBehind(result);
  const note = (service: string | undefined) =>
    service !== undefined && behind.has(service) ? ` (${stillServing(result, context, false)})` : '';
  if (!gone) {
    const shown = addresses(result);
    shown.forEach((address, index) => {
      const link = `${labelledLink(address, index === 0)}${note(address.service)}`;
      parts.push(index === 0 ? `🔗 **${link}**` : link);
    });
    const linked = new Set(shown.map((address) => address.service));
    const failing = (result.failure?.services ?? []).map((service) => service.name).filter((name) => !linked.has(name));
    if (failing.length > 0) parts.push(`${escapeText(someNames(failing))}: ${stillServing(result, context, false)}`);
    // Refused before anything changed: the preview's own link, from its last good result, stays in sight.
    const kept = shown.length === 0 && refusedUnchanged(result) ? HISTORY_LINK.exec(lastGoodLine(context.history))?.[1] : undefined;
    if (kept) parts.push(`🔗 **${kept}**`);
  }
  if (result.commit) parts.push(`commit ${commitLink(result.commit, context.serverUrl, context.repository)}`);
  parts.push(formatDuration(result.durationSeconds));
  if (context.at) parts.push(formatTime(context.at));
  const own = OWN_WORD[result.outcome];
  const failingAny = (result.failure?.services.length ?? 0) > 0;
  if (result.state && !own?.has(result.state) && !failingAny && !FAILED.has(result.outcome))
    parts.push(`state ${escapeText(result.state)}`);
  return parts.join(' · ');
}

/**
 * Which build each service runs once the run is over, services at the same version together:
 * what a reviewer checks first. A service a failed run left behind runs what it ran before; one
 * rollback-on-failure put back, the version it restored.
 */
function versionsLine(result: OperationResult, context: ReportContext): string {
  const groups = new Map<string, string[]>();
  const apart: Array<{ text: string; services: number }> = [];
  const restored = rolledBack(result);
  const behind = leftBehind(result);
  const link = (version: string) => commitLink(version, context.serverUrl, context.repository);
  for (const service of result.services ?? []) {
    const name = `**${escapeText(service.name)}**`;
    const back = restored.get(service.name);
    // The run's own commit is linked on the line above: here it is only named.
    const version = service.version === result.commit ? 'this commit' : link(service.version);
    let where: string;
    if (back !== undefined) where = `at ${link(back)} (rolled back)`;
    else if (behind.has(service.name) && service.version === result.commit)
      where = stillServing(result, context).replace('serving ', 'at ');
    else if (service.affected === 'unchanged') {
      apart.push({ text: `${name} unchanged since ${version}`, services: 1 });
      continue;
    } else if (service.affected === 'rebuilt') {
      apart.push({ text: `${name} rebuilt at ${version}`, services: 1 });
      continue;
    } else where = `at ${version}`;
    groups.set(where, [...(groups.get(where) ?? []), name]);
  }
  const together = [...groups].map(([where, names]) => ({ text: `${someNames(names)} ${where}`, services: names.length }));
  const all = [...together, ...apart];
  if (all.length === 0) return '';
  const left = all.slice(NAMES_LISTED).reduce((sum, entry) => sum + entry.services, 0);
  const more = left > 0 ? ` · ${left} more service${left === 1 ? '' : 's'}` : '';
  return `**Versions:** ${all
    .slice(0, NAMES_LISTED)
    .map((entry) => entry.text)
    .join(' · ')}${more}`;
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
  const versions = versionsLine(result, context);
  if (versions) lines.push(versions);
  lines.push(...approvalLines(result, context));
  lines.push(...dataLine(result, context));
  const sharing = baselineLine(result);
  if (sharing) lines.push(sharing);
  const rollback = rollbackLine(result, context);
  if (rollback) lines.push(rollback);
  // A push that changed nothing: the result the preview still runs stays in sight, not folded away.
  const last = result.unchangedSince ? context.history?.find((line) => !line.startsWith(OUTCOME_MARKS.skipped)) : undefined;
  if (last) lines.push(`**Last deployed:** ${last}`);
  lines.push(...lifeLines(result.life, context.at?.getTime() ?? Date.now()), ...livesLines(result));
  const hours = result.workingHours;
  if (hours) {
    lines.push(
      `**Working hours:** sleeps outside ${escapeText(hoursText(hours))}: the platform stops it at ${hours.stop} and wakes it at ${hours.start}`,
    );
  }
  return lines;
}

/** Where a failure happened and the way to its log; the cause itself is in the open block below. */
function failure(result: OperationResult, context: ReportContext): string[] {
  if (!FAILED.has(result.outcome)) return [];
  if (refusedUnchanged(result)) {
    const log = linkTarget(context.runUrl);
    const runs = lastGoodLine(context.history) ? ': the preview runs what its last good run deployed' : '';
    return [`**Nothing was changed**${runs}.${log ? ` [Run log](${log})` : ''}`];
  }
  const label = result.outcome === 'timed_out' ? 'Timed out in stage' : 'Failed stage';
  const parts = [`**${label}:** ${escapeText(result.failedStage ?? 'unknown')}`];
  const log = linkTarget(context.runUrl);
  if (log) parts.push(`[Run log](${log})`);
  return [parts.join(' · ')];
}

/** What the headline and the second line do not already say. */
function summaryLine(result: OperationResult, context: ReportContext): string {
  if (result.unchangedSince)
    return `No service changed since ${result.unchangedSince.map((commit) => commitLink(commit, context.serverUrl, context.repository)).join(', ')}: nothing was deployed.`;
  if (result.outcome === 'success' && ['preview', 'deploy', 'cleanup'].includes(result.operation)) return '';
  // The open block says why, in the platform's words: the summary would say the state once more.
  if (FAILED.has(result.outcome) && (result.failure?.services.length ?? 0) > 0) return '';
  return escapeText(result.summary);
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
  const title = result.outcome === 'planned' ? `**Would delete**${unchangedNote(result)}:` : '**Deleted:**';
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
  return [`**Plan**${unchangedNote(result)}:`, '', ...result.plan.map((line) => `- ${escapeText(line)}`)];
}

/** A dry run's plan says nothing was changed when its client counted no write, and only then. */
function unchangedNote(result: OperationResult): string {
  return sentNoWrite(result) ? ' (nothing was changed)' : '';
}

/** The earlier results, folded so the current one stays on top. */
function historyBlock(history: string[]): string {
  if (history.length === 0) return '';
  const items = history.map((line) => `- ${line}`);
  return ['<details>', `<summary>Earlier results (${history.length})</summary>`, '', ...items, '', '</details>'].join('\n');
}

/** The foot: who reported, the run (unless a line above links it already) and the console (unless the environment is gone). */
function footer(context: ReportContext, links: { run: boolean; console: boolean }): string {
  const parts = ['Reported by platform-deploy'];
  const run = links.run ? linkTarget(context.runUrl) : '';
  if (run) parts.push(`[workflow run](${run})`);
  const console = links.console && context.consoleUrl ? linkTarget(context.consoleUrl) : '';
  if (console) parts.push(`[platform console](${console})`);
  return `<sub>${parts.join(' · ')}</sub>`;
}

/** One line of the stages a reviewer reads without opening the table: each stage's mark and time. */
function stagesAtAGlance(stages: readonly Stage[]): string {
  const preparation = preparationOf(stages);
  const marks: Record<string, string> = { SUCCESS: '✅', ERROR: '❌', CANCEL: '⏹️', SKIP: '⏭️', RUNNING: '⏳' };
  const rows = stages.filter((stage) => stage.service === undefined && !preparation.includes(stage));
  const said = rows.map((stage) => {
    const took = stage.status === 'SKIP' || stage.durationSeconds === null ? '' : ` ${formatDuration(stage.durationSeconds)}`;
    return `${marks[stage.status] ?? '•'} ${escapeText(stage.name)}${took}`;
  });
  return `Stages: ${said.join(' · ')}`;
}

/** The table and the chart: open in the job summary, folded under one line of stages in the comment. */
function timings(table: string, chart: string, stages: readonly Stage[], view: ReportView): string {
  const body = [table, chart].filter((part) => part.length > 0);
  if (body.length === 0) return '';
  if (view === 'summary') return body.join('\n\n');
  return ['<details>', `<summary>⏱️ ${stagesAtAGlance(stages)}</summary>`, '', ...body.flatMap((part) => [part, '']), '</details>'].join(
    '\n',
  );
}

/** What a report is made of, each part whole: `details` is the failure blocks within a number of characters. */
interface Parts {
  /** The headline first: it stays whatever else goes. */
  before: string[];
  details: (limit: number) => string;
  after: string[];
  table: string;
  chart: string;
  stages: readonly Stage[];
  view: ReportView;
  bottom: string[];
}

/** The failure blocks at their least: no block, the count of failing services only. */
const DETAILS_FLOOR = 500;

/**
 * Joins the parts within `room` characters without ever cutting a block open (a `<details>`, a
 * fence, a table, a list is shown whole or not at all): history goes first, oldest first; then the
 * widest of the failure blocks (halved, their log lines first), the chart and the table; then the
 * parts below the headline, last first, with a line saying what was left out. The footer stays.
 */
function fit(parts: Parts, history: string[], room: number): string {
  let kept = history.slice(0, HISTORY_KEPT);
  let detailLimit: number = FAILURE_LIMIT;
  let { chart, table } = parts;
  const before = [...parts.before];
  const after = [...parts.after];
  const leftOut: string[] = [];
  let partsLeft = 0;
  const assemble = (): string => {
    const note = leftOut.length > 0 || partsLeft > 0 ? leftOutLine(leftOut, partsLeft) : '';
    return [
      ...before,
      parts.details(detailLimit),
      ...after,
      timings(table, chart, parts.stages, parts.view),
      historyBlock(kept),
      note,
      ...parts.bottom,
    ]
      .filter((part) => part.length > 0)
      .join('\n\n');
  };
  let text = assemble();
  while (text.length > room && kept.length > 0) {
    kept = kept.slice(0, -1);
    text = assemble();
  }
  while (text.length > room) {
    const details = detailLimit > 0 ? parts.details(detailLimit) : '';
    const widest = Math.max(details.length, chart.length, table.length);
    if (widest > 0 && widest === details.length) {
      detailLimit = detailLimit > DETAILS_FLOOR ? Math.floor(detailLimit / 2) : 0;
      if (!leftOut.includes('log lines')) leftOut.push('log lines');
    } else if (widest > 0 && widest === chart.length) {
      chart = '';
      leftOut.push('the chart');
    } else if (widest > 0) {
      table = '';
      leftOut.push('the stage table');
    } else if (after.length > 0 || before.length > 1) {
      if (after.length > 0) after.pop();
      else before.pop();
      partsLeft++;
    } else break;
    text = assemble();
  }
  return text.length > room ? cutAtLine(text, room) : text;
}

/** Says what a report left out for GitHub's limit, so nobody takes the shorter report for all there was. */
function leftOutLine(named: readonly string[], parts: number): string {
  const all = [...named, ...(parts > 0 ? [`${parts} more part${parts === 1 ? '' : 's'} of the report`] : [])];
  return `_Left out to stay within GitHub's size limit: ${all.join(', ')}._`;
}

/**
 * The last resort, when the headline and the footer alone do not fit (a room far below any
 * report's): whole lines only, so no line is cut inside a link.
 */
function cutAtLine(text: string, room: number): string {
  const mark = '\n_(cut to fit)_';
  const end = text.lastIndexOf('\n', Math.max(0, room - mark.length));
  return end > 0 ? `${text.slice(0, end)}${mark}` : '';
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

/**
 * Pure: the markdown of the comment (`view` 'comment': the outcome and the link first, the cause
 * of a failure open, the timings folded) or of the job summary ('summary': the same, with every
 * step of the action, the whole chart and every log line the run read, open).
 */
export function renderReport(
  result: OperationResult,
  context: ReportContext,
  view: ReportView = 'comment',
  /** The characters it may take: a comment's writer gives what its marker leaves. */
  room: number = REPORT_LIMIT,
): string {
  if (result.operation === 'cleanup' && result.outcome === 'success' && view === 'comment') return renderDeleted(result, context, room);
  const newer = context.newerHead
    ? [
        `The pull request's newest commit is now ${commitLink(context.newerHead, context.serverUrl, context.repository)}: this is what the preview runs until a run of that commit reports here.`,
      ]
    : [];
  const planned = planList(result);
  // A run refused on its inputs before any change: its one read step is no timing worth a fold.
  const hasStages = result.stages.length > 0 && result.outcome !== 'skipped' && !refusedUnchanged(result);
  const factLines = facts(result, context);
  const waiting = new Set((result.failure?.notStarted ?? []).map((service) => service.name));
  return fit(
    {
      before: [
        `${headline(result)}\n${firstLine(result, context)}`,
        summaryLine(result, context),
        ...newer,
        factLines.join('  \n'),
        ...failure(result, context),
      ].filter((part) => part.length > 0),
      details: (limit) => failureDetails(result.failure, limit, view === 'summary', result.outcome === 'timed_out'),
      after: [planned.join('\n'), promotionTable(result, context), sweptTable(result, context), openPreviewsList(result, context)].filter(
        (part) => part.length > 0,
      ),
      table: hasStages ? stageTable(result.stages, result.services, view === 'summary' ? 'each' : 'one', waiting) : '',
      chart: hasStages ? stageChart(result.stages, result.durationSeconds, waiting) : '',
      stages: hasStages ? result.stages : [],
      view,
      bottom: [footer(context, { run: !FAILED.has(result.outcome), console: true })],
    },
    context.history ?? [],
    room,
  );
}

/** A short note's parts: its lines and history only. */
const NO_PARTS: Parts = { before: [], details: () => '', after: [], table: '', chart: '', stages: [], view: 'comment', bottom: [] };

/** A deleted preview: when and by which run, and its history; nothing about what is gone. */
function renderDeleted(result: OperationResult, context: ReportContext, room: number): string {
  const run = linkTarget(context.runUrl);
  const when = context.at ? ` ${formatTime(context.at)}` : '';
  const line = `Deleted${when}${run ? ` by [this workflow run](${run})` : ''} in ${formatDuration(result.durationSeconds)}.`;
  return fit(
    { ...NO_PARTS, before: [`${headline(result)}\n${line}`], bottom: [footer(context, { run: !run, console: false })] },
    context.history ?? [],
    room,
  );
}

/** One line for the history: what happened to which commit, when, and where the run is. */
export function historyLine(
  entry: { outcome: Outcome | 'deleted'; commit: string; durationSeconds?: number; at: Date; link?: { url: string; service?: string } },
  context: Pick<ReportContext, 'runUrl' | 'serverUrl' | 'repository'>,
): string {
  const mark = entry.outcome === 'deleted' ? '🗑️' : OUTCOME_MARKS[entry.outcome];
  const parts = [`${mark} **${entry.outcome.replace('_', ' ')}**`];
  if (entry.commit) parts.push(commitLink(entry.commit, context.serverUrl, context.repository));
  if (entry.durationSeconds !== undefined) parts.push(formatDuration(entry.durationSeconds));
  parts.push(formatTime(entry.at));
  // A success keeps its link: a later run that changes nothing still shows where the preview is.
  if (entry.outcome === 'success' && entry.link && linkTarget(entry.link.url)) parts.push(`🔗 ${labelledLink(entry.link)}`);
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
export function renderDeploying(context: NoteContext, room: number = REPORT_LIMIT): string {
  const name = context.environmentName ? `: ${escapeText(context.environmentName)}` : '';
  const subject = context.operation === 'preview' ? 'Deploying preview' : 'Deploying';
  const run = linkTarget(context.runUrl);
  const lines = [
    `### ⏳ ${subject}${name}`,
    `Commit ${commitLink(context.commit, context.serverUrl, context.repository)} is being deployed.${run ? ` [Follow the run](${run}).` : ''}`,
  ];
  return fit({ ...NO_PARTS, before: [lines.join('\n')] }, context.history ?? [], room);
}

/** Written by the post step when the job ended before the result could be reported. */
export function renderCancelled(context: NoteContext, room: number = REPORT_LIMIT): string {
  const name = context.environmentName ? `: ${escapeText(context.environmentName)}` : '';
  const run = linkTarget(context.runUrl);
  const lines = [
    `### ⏹️ Cancelled${name}`,
    `The job was cancelled before the deployment of ${commitLink(context.commit, context.serverUrl, context.repository)} finished; ` +
      `the platform may still complete it.${run ? ` [Run log](${run})` : ''}`,
  ];
  return fit({ ...NO_PARTS, before: [lines.join('\n')] }, context.history ?? [], room);
}
