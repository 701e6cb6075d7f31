/**
 * The run's check run on GitHub: created on the commit the run deploys, then completed once with
 * its conclusion. A branch rule or a merge queue can require it by its name, which a run started
 * by `issue_comment`, `pull_request_target` or `workflow_run` cannot give them with its own job.
 */
import type { GitHubClient } from './octokit.ts';
import type { RepositoryRef } from './deployments.ts';

export type CheckConclusion = 'success' | 'failure' | 'neutral' | 'cancelled' | 'timed_out';

/** An annotation on the check: GitHub asks for a file and lines, so the workflow's folder holds it. */
interface CheckAnnotation {
  title: string;
  message: string;
}

export interface CheckOutput {
  title: string;
  /** Markdown, at most 65535 characters. */
  summary: string;
  /** Markdown, at most 65535 characters. */
  text?: string;
  annotations?: CheckAnnotation[];
}

export interface NewCheck {
  name: string;
  headSha: string;
  /** The run's page: where the check's "Details" lead. */
  detailsUrl: string;
  /** What tells this run's checks from any other's on the same commit ('' when the run has no id). */
  externalId: string;
  output: CheckOutput;
  /** Given, the check is made completed in one request (a run that ends before it starts). */
  conclusion?: CheckConclusion;
}

/** GitHub refuses a summary or text over 65535 characters, and a title or annotation title over 255. */
const MARKDOWN_MAX = 65_535;
const TITLE_MAX = 255;
/** GitHub takes at most 50 annotations in one request. */
const ANNOTATIONS_MAX = 50;
/** An annotation needs a path: the workflows' folder, which every repository that runs one has. */
const ANNOTATION_PATH = '.github';
/** Said where the output was cut: the job summary, which the check links to, has all of it. */
const CUT_NOTE = "*… cut here: a check shows at most 65,535 characters; the run's job summary has the rest.*";

/** A cut never ends inside an HTML entity: `&#64;` cut after `&#6` would show text the escape meant to hide. */
function withoutBrokenEntity(text: string): string {
  return text.replace(/&#?\w*$/, '');
}

function cut(text: string, max: number): string {
  return text.length > max ? `${withoutBrokenEntity(text.slice(0, max - 1))}…` : text;
}

/** What closes the blocks a cut after `lines` would leave open: a code fence, then each `<details>`. */
function closersOf(openFence: boolean, openDetails: number): string {
  return `${openFence ? '\n```' : ''}${'\n</details>'.repeat(Math.max(0, openDetails))}`;
}

/**
 * Markdown within `max` characters: cut at a line's end with a note saying so, each block the cut
 * leaves open (a `<details>`, a code fence) closed, so the rest of the page is not swallowed.
 */
export function fitMarkdown(text: string, max = MARKDOWN_MAX): string {
  if (text.length <= max) return text;
  const kept: string[] = [];
  let length = 0;
  let openFence = false;
  let openDetails = 0;
  for (const line of text.split('\n')) {
    const fence: boolean = /^\s*(```|~~~)/.test(line) ? !openFence : openFence;
    const details = openFence
      ? openDetails
      : openDetails + (line.match(/<details\b/gi) ?? []).length - (line.match(/<\/details>/gi) ?? []).length;
    const room = max - CUT_NOTE.length - 2 - closersOf(fence, details).length;
    if (length + line.length + 1 > room) {
      // One line longer than all the room: its start, never an entity cut in two.
      if (kept.length === 0) kept.push(withoutBrokenEntity(line.slice(0, Math.max(0, room - closersOf(openFence, openDetails).length))));
      break;
    }
    kept.push(line);
    length += line.length + 1;
    openFence = fence;
    openDetails = details;
  }
  return `${kept.join('\n')}${closersOf(openFence, openDetails)}\n\n${CUT_NOTE}`;
}

function outputOf(output: CheckOutput) {
  const annotations = (output.annotations ?? []).slice(0, ANNOTATIONS_MAX);
  return {
    title: cut(output.title, TITLE_MAX),
    summary: fitMarkdown(output.summary),
    ...(output.text ? { text: fitMarkdown(output.text) } : {}),
    ...(annotations.length
      ? {
          annotations: annotations.map((annotation) => ({
            path: ANNOTATION_PATH,
            start_line: 1,
            end_line: 1,
            annotation_level: 'failure' as const,
            title: cut(annotation.title, TITLE_MAX),
            message: cut(annotation.message, MARKDOWN_MAX),
          })),
        }
      : {}),
  };
}

/** Creates the check: `in_progress`, or completed at once with `conclusion`; its id. */
export async function createCheckRun(client: GitHubClient, where: RepositoryRef, check: NewCheck, now: Date): Promise<number> {
  const made = await client.rest.checks.create({
    ...where,
    name: check.name,
    head_sha: check.headSha,
    ...(check.externalId ? { external_id: check.externalId } : {}),
    ...(check.detailsUrl ? { details_url: check.detailsUrl } : {}),
    started_at: now.toISOString(),
    ...(check.conclusion
      ? { status: 'completed' as const, conclusion: check.conclusion, completed_at: now.toISOString() }
      : { status: 'in_progress' as const }),
    output: outputOf(check.output),
  });
  const id = (made.data as { id?: unknown }).id;
  if (typeof id !== 'number') throw new Error(`GitHub did not create the check run (${made.status})`);
  return id;
}

/** Completes the check with its conclusion and what the run says. */
export async function completeCheckRun(
  client: GitHubClient,
  where: RepositoryRef,
  checkRunId: number,
  conclusion: CheckConclusion,
  output: CheckOutput,
  now: Date,
): Promise<void> {
  await client.rest.checks.update({
    ...where,
    check_run_id: checkRunId,
    status: 'completed',
    conclusion,
    completed_at: now.toISOString(),
    output: outputOf(output),
  });
}

/** A check of the run's name on its commit, as GitHub lists it. */
export interface ListedCheck {
  id: number;
  status: string;
  /** null while it is not completed. */
  conclusion: string | null;
  /** '' when its maker gave none. */
  externalId: string;
  title: string;
  detailsUrl: string;
}

/** Past this many checks of one name on one commit, the older ones are not read: the newest decide. */
const LISTED_MAX = 100;

/**
 * Every check of this name on `headSha`, newest first, whoever made it: not only the newest
 * (`filter: 'all'`), so this run's own is found beside another run's newer one.
 */
export async function checkRunsOn(
  client: GitHubClient,
  where: RepositoryRef,
  check: { name: string; headSha: string },
): Promise<ListedCheck[]> {
  const listed = await client.rest.checks.listForRef({
    ...where,
    ref: check.headSha,
    check_name: check.name,
    filter: 'all',
    per_page: LISTED_MAX,
  });
  return listed.data.check_runs
    .filter((run) => run.head_sha === check.headSha && run.name === check.name)
    .map((run) => ({
      id: run.id,
      status: run.status,
      conclusion: run.conclusion ?? null,
      externalId: run.external_id ?? '',
      title: run.output?.title ?? '',
      detailsUrl: run.details_url ?? '',
    }))
    .sort((a, b) => b.id - a.id);
}

/** A new title and summary on a check still in progress. */
export async function retitleCheckRun(client: GitHubClient, where: RepositoryRef, checkRunId: number, output: CheckOutput): Promise<void> {
  await client.rest.checks.update({ ...where, check_run_id: checkRunId, output: outputOf(output) });
}

/** The check's status on GitHub: `queued`, `in_progress` or `completed`; '' when GitHub does not say. */
export async function checkRunStatus(client: GitHubClient, where: RepositoryRef, checkRunId: number): Promise<string> {
  const read = await client.rest.checks.get({ ...where, check_run_id: checkRunId });
  return read.data.status ?? '';
}
