/** The step's outputs, from the run's result: what a later step of the workflow reads. */
import type { DeployedService, OperationResult, Stage } from '../run/result.ts';
import { promotedServices, rolledBackTo, urlsOf } from '../run/result.ts';
import * as core from './runner.ts';
import { saveReportFinished } from './post-step-state.ts';

const FAILED_OUTCOMES = new Set(['failure', 'timed_out', 'cancelled']);

/** Whether the step fails on this result: `skipped` and `planned` succeed. */
export function failedOutcome(result: OperationResult): boolean {
  return FAILED_OUTCOMES.has(result.outcome);
}

export function setOutputs(result: OperationResult): void {
  core.setOutput('outcome', result.outcome);
  core.setOutput('state', result.state);
  core.setOutput('environment-id', result.environmentId);
  core.setOutput('environment-name', result.environmentName);
  core.setOutput('created', String(result.created));
  core.setOutput('deployment-request-id', result.deploymentRequestId);
  core.setOutput('url', result.url);
  core.setOutput('urls', JSON.stringify(urlsOf(result)));
  core.setOutput('rolled-back-to', JSON.stringify(rolledBackTo(result)));
  core.setOutput('promoted', JSON.stringify(promotedServices(result)));
  core.setOutput('duration-seconds', String(Math.round(result.durationSeconds)));
  core.setOutput('metrics', JSON.stringify(result.stages.map(metricOf)));
  core.setOutput('failure-reason', failureReasonOf(result));
  const expires = result.life?.deletesAtMs;
  core.setOutput('expires-at', expires === undefined ? '' : new Date(expires).toISOString());
  const services = result.services ?? [];
  const listed = (wanted: (service: DeployedService) => boolean) =>
    JSON.stringify(services.filter(wanted).map(({ kind, name, version }) => ({ kind, name, version })));
  core.setOutput(
    'deployed-services',
    listed((service) => service.affected !== 'unchanged'),
  );
  core.setOutput(
    'skipped-services',
    listed((service) => service.affected === 'unchanged'),
  );
  if (result.baseline) {
    const { own, shared, saving } = result.baseline;
    core.setOutput('own-services', JSON.stringify(own));
    core.setOutput('shared-services', JSON.stringify(shared));
    core.setOutput('baseline-saving', JSON.stringify(saving));
  }
  if (result.swept) {
    core.setOutput(
      'swept',
      JSON.stringify(
        result.swept.map((entry) => ({
          'environment-id': entry.environmentId,
          name: entry.name,
          'pull-request': entry.pullRequest,
          reason: entry.reason,
        })),
      ),
    );
  }
}

/**
 * What the report wrote (undefined: GitHub did not take it in the minute it is given), as the
 * `comment-url` output and the saved state the post step reads; a report not taken ends the step now.
 */
export function endWithReport(written: { commentUrl: string; complete: boolean } | undefined, reportStop: { abort(): void }): void {
  core.setOutput('comment-url', written?.commentUrl ?? '');
  // Anything the report could not write is left in the saved state for the post step.
  if (written?.complete) saveReportFinished();
  if (written === undefined) {
    reportStop.abort();
    core.warning(
      'GitHub did not take the report (comment, GitHub Deployment, job summary) in the minute it is given: the post step writes what is missing. The deploy itself is not affected.',
    );
    // A rate-limit wait of a GitHub client cannot be aborted: the step ends now, as promised, not when that wait would.
    process.exit();
  }
}

/** One item of the `metrics` output: a stage (service null) or one service of it. */
function metricOf(stage: Stage) {
  return {
    stage: stage.name,
    service: stage.service ?? null,
    seconds: roundSeconds(stage.durationSeconds),
    build_seconds: roundSeconds(stage.buildSeconds),
    deploy_seconds: roundSeconds(stage.deploySeconds),
    status: stage.status,
  };
}

/** Tenths of a second, as the log shows them: sums of platform durations carry float noise (0.09999999999999998). */
function roundSeconds(seconds: number | null | undefined): number | null {
  return seconds === null || seconds === undefined ? null : Math.round(seconds * 10) / 10;
}

/**
 * The error annotation of a failed run: the cause (`failure-reason`'s text) first, then the
 * run's summary when it says more (which environment, which stage); the log prints it once.
 */
export function annotationOf(result: OperationResult): string {
  const reason = failureReasonOf(result);
  const summary = result.summary.replace(/\s+/g, ' ').trim();
  if (!reason || summary.includes(reason)) return summary || reason;
  // A timeout's reason says all the summary would, the environment apart.
  if (result.outcome === 'timed_out' && result.environmentName) return `${result.environmentName}: ${reason}`;
  return summary && !reason.includes(summary) ? `${reason} (${summary})` : reason;
}

/** One line for the `failure-reason` output: the platform's error, else the state and stage; '' when nothing failed. */
function failureReasonOf(result: OperationResult): string {
  if (!failedOutcome(result)) return '';
  if (result.failure) return result.failure.reason;
  if (result.state) return `${result.state} in stage "${result.failedStage ?? 'unknown'}"`;
  return result.summary.replace(/\s+/g, ' ');
}
