/**
 * The final report a run meant to write, kept in the post step's state before any of it is
 * written: what the post step needs to finish it when the main step could not (GitHub slow or
 * unavailable, the report's minute spent, the job killed).
 */
import type { OperationResult } from '../operations/result.ts';

/** What a run writes to GitHub at its end, each on its own. */
export type Concern = 'comment' | 'deployment';

export interface FinalReport {
  result: OperationResult;
  organizationId: string;
  projectId: string;
  /** When the run settled (ISO): the comment's marker keeps it, so the newest result stays. */
  settledAt: string;
  /** What is not written yet. */
  pending: Concern[];
}

const CONCERNS: readonly Concern[] = ['comment', 'deployment'];

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
