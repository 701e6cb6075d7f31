/** The job summary: the report's own view of it (the comment's content, its detail open), written through the toolkit; outside a runner there is none. */
import * as core from '@actions/core';

export async function writeJobSummary(markdown: string): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return;
  await core.summary.addRaw(markdown, true).write();
}
