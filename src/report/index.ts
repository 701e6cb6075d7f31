/**
 * Reporting: the pull request comment, the job summary, the GitHub Deployment and the check of a
 * run, written from the run's result. main.ts and post.ts use only what is exported here; they
 * reach GitHub for anything else through github/index.ts.
 */
import type { RunEvent } from '../config/event.ts';
import { readGitHubRun, type ClientLimits } from '../github/octokit.ts';
import type { ReportLog, ReportSettings } from './report-types.ts';
import { GitHubReporter } from './reporter.ts';

export type { GitHubReporter } from './reporter.ts';
export { renderReport, type ReportContext } from './markdown.ts';
export type { PostState, Reporter, ReportLog, ReportSettings, ReportStart } from './report-types.ts';

/** Writes the job summary (the runner boundary's; the report never touches the runner itself). */
export type SummaryWriter = (markdown: string) => Promise<void>;

/**
 * The run's reporter, in the main step and the post step alike.
 * @param event the event as the step read it
 * @param limits how long its GitHub requests may take
 */
export function createReporter(
  settings: ReportSettings,
  log: ReportLog,
  event: RunEvent,
  writeSummary: SummaryWriter,
  limits: ClientLimits = {},
): GitHubReporter {
  return new GitHubReporter(settings, log, { run: readGitHubRun(event), writeSummary, limits });
}
