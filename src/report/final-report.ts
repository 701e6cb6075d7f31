/**
 * The final report a run meant to write, kept in the post step's state before any of it is
 * written: what the post step needs to finish it when the main step could not (GitHub slow or
 * unavailable, the report's minute spent, the job killed).
 */
import type { OperationResult } from '../run/result.ts';

/** What a run writes to GitHub at its end, each on its own. */
export type Concern = 'comment' | 'deployment' | 'check';

export interface FinalReport {
  result: OperationResult;
  organizationId: string;
  projectId: string;
  /** When the run settled (ISO): the comment's marker keeps it, so the newest result stays. */
  settledAt: string;
  /** What is not written yet. */
  pending: Concern[];
}

const CONCERNS: readonly Concern[] = ['comment', 'deployment', 'check'];

/** The final report as main saved it, or undefined when there is none (or it is unreadable). */
export function readFinalReport(value: unknown): FinalReport | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const final = value as Partial<FinalReport>;
  const result = final.result as Partial<OperationResult> | undefined;
  if (!result || typeof result.operation !== 'string' || typeof result.outcome !== 'string' || !Array.isArray(result.stages))
    return undefined;
  if (typeof final.settledAt !== 'string' || !Array.isArray(final.pending)) return undefined;
  return {
    result: result as OperationResult,
    organizationId: typeof final.organizationId === 'string' ? final.organizationId : '',
    projectId: typeof final.projectId === 'string' ? final.projectId : '',
    settledAt: final.settledAt,
    pending: CONCERNS.filter((concern) => final.pending?.includes(concern)),
  };
}

/**
 * The runner hands the post step its state in environment variables, and one variable over
 * 128 KiB keeps the post step from starting at all. A final report stays well under that: past
 * STATE_BUDGET characters its failing services' log lines are left out (the comment the post step
 * writes then names the services and their errors without them), and past it still, the report is
 * not saved (the post step then marks the run cancelled, as it would without one).
 */
const STATE_BUDGET = 48 * 1024;

/** The post step's state as saved: the final report kept within what the runner can pass on. */
export function savedState<T extends { final?: FinalReport }>(state: T): string {
  const whole = JSON.stringify(state);
  if (whole.length <= STATE_BUDGET || !state.final) return whole;
  const failure = state.final.result.failure;
  if (failure) {
    const services = failure.services.map((service) => ({ ...service, lines: [] }));
    const trimmed = JSON.stringify({
      ...state,
      final: { ...state.final, result: { ...state.final.result, failure: { ...failure, services } } },
    });
    if (trimmed.length <= STATE_BUDGET) return trimmed;
  }
  const { final: _left, ...rest } = state;
  return JSON.stringify(rest);
}
