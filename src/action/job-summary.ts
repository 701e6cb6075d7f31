/** The job summary: the report's own view of it (the comment's content, its detail open), written through the toolkit; outside a runner there is none. */
import { stat } from 'node:fs/promises';
import * as core from '@actions/core';

/**
 * The runner uploads a step's summary only up to 1 MiB and drops the whole of a larger one
 * ("$GITHUB_STEP_SUMMARY upload aborted"); what the step wrote before counts too.
 */
const SUMMARY_BYTES = 1024 * 1024;

/** Written instead of a report that would not fit: a short line rather than no summary at all. */
const TOO_LARGE = "### Report too large for the job summary\n\nIt passed GitHub's 1 MiB for a step's summary: the run log has the run.";

export async function writeJobSummary(markdown: string): Promise<void> {
  const file = process.env.GITHUB_STEP_SUMMARY;
  if (!file) return;
  const written = await stat(file).then(
    (found) => found.size,
    () => 0,
  );
  const fits = written + Buffer.byteLength(markdown, 'utf8') + 1 <= SUMMARY_BYTES;
  const text = fits ? markdown : TOO_LARGE;
  if (!fits && written + Buffer.byteLength(text, 'utf8') + 1 > SUMMARY_BYTES) return;
  await core.summary.addRaw(text, true).write();
}
