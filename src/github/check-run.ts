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
  output: CheckOutput;
  /** Given, the check is made completed in one request (a run that ends before it starts). */
  conclusion?: CheckConclusion;
}

/** GitHub refuses a summary or text over 65535 characters, and a title or annotation title over 255. */
const MARKDOWN_MAX = 65_535;
const TITLE_MAX = 255;
/** An annotation needs a path: the workflows' folder, which every repository that runs one has. */
const ANNOTATION_PATH = '.github';

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function outputOf(output: CheckOutput) {
  return {
    title: cut(output.title, TITLE_MAX),
    summary: cut(output.summary, MARKDOWN_MAX),
    ...(output.text ? { text: cut(output.text, MARKDOWN_MAX) } : {}),
    ...(output.annotations?.length
      ? {
          annotations: output.annotations.map((annotation) => ({
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

/**
 * The newest check of this name on `headSha` that is still open and started at or after `since`
 * (epoch ms): the one a create whose answer never came made after all.
 */
export async function findOpenCheckRun(
  client: GitHubClient,
  where: RepositoryRef,
  check: { name: string; headSha: string },
  since: number,
): Promise<number | undefined> {
  const listed = await client.rest.checks.listForRef({
    ...where,
    ref: check.headSha,
    check_name: check.name,
    filter: 'latest',
    per_page: 10,
  });
  const open = listed.data.check_runs.find(
    (run) => run.status !== 'completed' && run.head_sha === check.headSha && Date.parse(run.started_at ?? '') >= since,
  );
  return open?.id;
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
