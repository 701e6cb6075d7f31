/**
 * An operation run with its report. The start of the report (the "deploying" comment, the
 * GitHub Deployment) goes out beside the platform work, never before it: GitHub spaces writes a
 * second apart and may be slow or rate-limited, and none of that may delay the deployment. Only
 * the final report waits for the start, and then edits the comment and deployment it made.
 */
import { errorMessage } from '../basics/error-message.ts';
import { headStart, type HeadStart } from '../basics/head-start.ts';
import type { Target } from '../run/context.ts';
import type { OperationResult } from '../run/result.ts';
import type { PostState, Reporter, ReportStart } from './report-types.ts';

export interface ReportedRun {
  /** Runs the operation, handing it `announce` (called once, before the first change). */
  operate(announce: (target: Target) => Promise<void>): Promise<OperationResult>;
  /** Loads the reporter; called at most once, when the first report is written. */
  loadReporter(): Promise<Reporter>;
  start: Pick<ReportStart, 'operation' | 'commit' | 'approval'>;
  /** Receives the post step's state before each report write and once each id is known. */
  saveProgress(state: PostState): void;
  warning(line: string): void;
  /** Told the result as soon as the operation ends, before the report is finished. */
  settled?(result: OperationResult): void;
}

/**
 * The result as soon as the operation ends, and the final report as a promise beside it: the
 * caller sets the outputs and the exit code from the result first, and bounds the report's time.
 */
export async function runReported(
  run: ReportedRun,
): Promise<{ result: OperationResult; report: Promise<{ commentUrl: string; complete: boolean }> }> {
  let loading: Promise<Reporter> | undefined;
  const reporter = () => (loading ??= run.loadReporter());
  let target: Target | undefined;
  let starting: HeadStart<unknown> | undefined;
  const result = await run.operate(async (announced) => {
    target = announced;
    // Met below, after the operation: its failure is a warning then, never a fault of the run.
    starting = headStart(reporter().then((loaded) => loaded.start({ ...run.start, ...announced }, (state) => run.saveProgress(state))));
  });
  run.settled?.(result);
  const report = (async () => {
    try {
      await starting?.();
    } catch (error) {
      run.warning(`Could not start the report: ${errorMessage(error)}`);
    }
    return (await reporter()).finish(result, target?.organizationId, target?.projectId);
  })();
  return { result, report };
}
