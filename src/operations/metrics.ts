/**
 * Turns what the platform reports after a deployment into the run's stages: the metrics'
 * stages when the platform gives them, else the state changes the waiter saw.
 */
import type { Link, StageMetric } from '../platform/schemas.ts';
import type { WaitResult } from '../wait/index.ts';
import type { EnvironmentLink, Stage } from './result.ts';

function stageStatus(metric: StageMetric): string {
  const steps = metric.details;
  const total = steps.find((step) => step.step_name === 'TOTAL')?.status;
  if (total) return total;
  for (const status of ['ERROR', 'CANCEL']) if (steps.some((step) => step.status === status)) return status;
  if (metric.total_duration_sec === null || metric.total_duration_sec === undefined) return 'RUNNING';
  return steps.length > 0 && steps.every((step) => step.status === 'SKIP') ? 'SKIP' : 'SUCCESS';
}

function stageName(metric: StageMetric, index: number): string {
  const named = (metric as { name?: unknown }).name;
  return typeof named === 'string' && named.trim() !== '' ? named.trim() : `stage ${index + 1}`;
}

/**
 * @param triggerSeconds offset of the trigger in the run: the platform's stages and the
 * waiter's state changes are both measured from it
 */
export function platformStages(
  metrics: StageMetric[] | null | undefined,
  waited: WaitResult,
  triggerSeconds: number,
): Stage[] {
  if (metrics && metrics.length > 0) {
    let start = triggerSeconds;
    return metrics.map((metric, index) => {
      const duration = metric.total_duration_sec ?? null;
      const stage: Stage = { name: stageName(metric, index), source: 'platform', startSeconds: start, durationSeconds: duration, status: stageStatus(metric) };
      start += duration ?? 0;
      return stage;
    });
  }
  const end = triggerSeconds + waited.elapsedMs / 1000;
  const finished = waited.verdict !== 'timed_out';
  return waited.transitions.map((transition, index) => {
    const next = waited.transitions[index + 1];
    const startSeconds = round(triggerSeconds + transition.atMs / 1000);
    const last = next === undefined;
    const stop = last ? end : triggerSeconds + next.atMs / 1000;
    return {
      name: transition.state,
      source: 'platform' as const,
      startSeconds,
      durationSeconds: last && !finished ? null : round(stop - startSeconds),
      status: last ? lastStatus(waited) : 'SUCCESS',
    };
  });
}

function lastStatus(waited: WaitResult): string {
  switch (waited.verdict) {
    case 'success':
      return 'SUCCESS';
    case 'failure':
      return 'ERROR';
    case 'cancelled':
      return 'CANCEL';
    default:
      return 'RUNNING';
  }
}

function round(seconds: number): number {
  return Math.round(seconds * 10) / 10;
}

/** The default link first, then the others in the platform's order. */
export function preferredLinks(links: Link[]): EnvironmentLink[] {
  return [...links]
    .sort((a, b) => Number(b.is_default) - Number(a.is_default))
    .map((link) => ({ url: link.url, isDefault: link.is_default }));
}
