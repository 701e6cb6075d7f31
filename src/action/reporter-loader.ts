/**
 * The run's reporter (the comment, the job summary, the GitHub Deployment, the check), loaded the
 * first time it is asked for: the reporting code and Octokit are not parsed before then. With a
 * `check` and an operation that deploys, it is asked for at once: the check is on the pull request
 * from the first moment, so a branch rule waiting for it sees the run start.
 */
import { errorMessage } from '../basics/error-message.ts';
import type { Config } from '../config/index.ts';
import type { RunEvent } from '../config/event.ts';
import { deploysAtHead } from '../report/run-check.ts';
import type { ClientLimits } from '../github/index.ts';
import type { GitHubReporter } from '../report/index.ts';
import { log } from './log.ts';
import { saveProgress } from './post-step-state.ts';
import * as core from './runner.ts';

export interface ReporterLoader {
  load(): Promise<GitHubReporter>;
  /** The login the token's comments are written under, when the earlier runs' states named it. */
  learnedAuthor(login: string): void;
}

export function reporterLoader(config: Readonly<Config>, event: RunEvent, limits: ClientLimits): ReporterLoader {
  let loading: Promise<GitHubReporter> | undefined;
  // Given, or learned when earlier runs' states are read: read when a comment is written.
  let commentAuthor = config.commentAuthor;
  const load = () =>
    (loading ??= (async () =>
      (await import('../report/index.ts')).createReporter(
        {
          comment: config.comment,
          githubToken: config.githubToken,
          githubDeployment: config.githubDeployment,
          deploymentsToken: config.deploymentsToken,
          check: config.check,
          consoleUrl: config.consoleUrl,
          get commentAuthor() {
            return commentAuthor;
          },
        },
        log,
        event,
        (await import('./job-summary.ts')).writeJobSummary,
        limits,
      ))());
  // A run that deploys nothing at the commit (a stop, a cleanup) opens no check: one an earlier run completed there stays.
  if (config.check && deploysAtHead(config.operation)) {
    load()
      .then((reporter) => reporter.openCheck({ operation: config.operation, commit: config.commit }, saveProgress))
      .catch((error: unknown) => core.warning(`Could not start the check run: ${errorMessage(error)}`));
  }
  return {
    load,
    learnedAuthor: (login) => {
      commentAuthor ||= login;
    },
  };
}
