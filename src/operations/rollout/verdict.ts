/**
 * A rollout's verdict in words: the stage that failed, and the one-line summary the outputs and
 * the report carry.
 */
import { errorMessage } from '../../basics/error-message.ts';
import { counted } from '../../basics/markdown-text.ts';
import type { WaitResult } from '../../wait/index.ts';
import type { Outcome, Stage } from '../../run/result.ts';

export function unreadReason(error: unknown): string {
  return `could not read the deployment's status: ${errorMessage(error)}`;
}

/** The stage that failed (with its failing service, when known), else the one still running, else the last. */
export function failedStageOf(stages: Stage[]): string {
  const bad = (stage: Stage) => stage.status === 'ERROR' || stage.status === 'CANCEL';
  const service = stages.find((stage) => stage.service !== undefined && bad(stage));
  if (service) return `${service.name} (${service.service})`;
  return (
    stages.find((stage) => stage.service === undefined && bad(stage))?.name ??
    stages.find((stage) => stage.service === undefined && stage.durationSeconds === null)?.name ??
    stages.at(-1)?.name ??
    'wait'
  );
}

export function rolloutSummary(
  outcome: Outcome,
  name: string,
  waited: WaitResult,
  failedStage: string | undefined,
  timeoutMinutes: number,
): string {
  const seconds = (waited.elapsedMs / 1000).toFixed(0);
  switch (outcome) {
    case 'success':
      return `${name} deployed in ${seconds}s (${waited.state})`;
    case 'failure':
      return `Deployment of ${name} failed in stage "${failedStage}" with state ${waited.state}`;
    case 'cancelled':
      return `Deployment of ${name} was cancelled on the platform (state ${waited.state}, stage "${failedStage}")`;
    default:
      if (waited.readError !== undefined) {
        const seen = waited.state ? `last state seen: ${waited.state}` : 'no read answered';
        return `Deployment of ${name}: ${unreadReason(waited.readError)} (${seen} in ${counted(timeoutMinutes, 'minute')})`;
      }
      return `Deployment of ${name} timed out after ${counted(timeoutMinutes, 'minute')} (timeout-minutes): still ${waited.state || 'unknown'} in stage "${failedStage}"`;
  }
}
