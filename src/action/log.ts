/** The run's log as the operations and the report write it, and the result as the log shows it. */
import type { OperationLog } from '../run/context.ts';
import type { OperationResult } from '../run/result.ts';
import * as core from './runner.ts';
import { failedOutcome } from './outputs.ts';

export const log: OperationLog = {
  info: (line) => core.info(line),
  notice: (line) => core.notice(line),
  warning: (line) => core.warning(line),
  startGroup: (title) => core.startGroup(title),
  endGroup: () => core.endGroup(),
};

/** The plan of a dry run, the stages' times and, for each failing service, why it failed in its own words. */
export function printResult(result: OperationResult): void {
  if (result.plan.length > 0) {
    core.startGroup('Plan (dry run)');
    for (const line of result.plan) core.info(`- ${line}`);
    core.endGroup();
  }
  for (const stage of result.stages) {
    const seconds =
      stage.durationSeconds !== null ? `${stage.durationSeconds.toFixed(1)}s` : stage.status === 'RUNNING' ? 'running' : 'unknown';
    const name = stage.service === undefined ? stage.name : `  ${stage.service}`;
    const parts =
      stage.service === undefined ? [] : [`build ${secondsText(stage.buildSeconds)}`, `deploy ${secondsText(stage.deploySeconds)}`];
    core.info(`  ${name.padEnd(24)} ${seconds.padStart(8)}  ${[stage.status, ...parts].join('  ')}`);
  }
  for (const service of result.failure?.services ?? []) {
    core.startGroup(`Why ${service.name} (${service.kind.toLowerCase()}) ended ${service.error?.tag || service.state}`);
    const error = service.error;
    core.infoVerbatim([
      ...(error?.message ? [`Error: ${error.message}`] : []),
      ...(error?.hint ? [`Hint: ${error.hint}`] : []),
      ...(error?.link ? [`More: ${error.link}`] : []),
      ...service.lines.map((line) => `  ${line}`),
    ]);
    core.endGroup();
  }
  const waiting = result.failure?.notStarted ?? [];
  if (waiting.length > 0) core.info(`Not started (queued): ${waiting.map((service) => service.name).join(', ')}`);
  // A failure is printed once, by the error annotation the step ends with (action/outputs.ts annotationOf).
  if (!failedOutcome(result)) core.info(`${result.outcome}: ${result.summary}`);
}

function secondsText(seconds: number | null | undefined): string {
  return seconds === null || seconds === undefined ? '–' : `${seconds.toFixed(1)}s`;
}
