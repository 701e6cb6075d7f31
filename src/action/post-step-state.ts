/**
 * The post step's state as the runner keeps it between the steps: main saves it as its report
 * goes, the post step loads it back, both through the one schema of report/post-state.ts, under
 * the names only this file knows.
 */
import { decodePostState, encodePostState, type PostState } from '../report/post-state.ts';
import * as core from './runner.ts';

/** The state itself, saved again at each step of the report. */
const REPORT = 'report';
/** Saved once the report is complete: the post step then has nothing to do. */
const FINISHED = 'report-finished';

/** What main saves for the post step as the report goes: it finishes what main could not. */
export function saveProgress(state: PostState): void {
  core.saveState(REPORT, encodePostState(state));
}

/** The report is written whole: the post step leaves it alone. */
export function saveReportFinished(): void {
  core.saveState(FINISHED, 'true');
}

/**
 * What the post step has to finish: nothing ('finished', or no state when main never started a
 * report), the state main saved, or 'unreadable'.
 */
export async function loadPostState(): Promise<PostState | 'nothing' | 'unreadable'> {
  const saved = core.getState(REPORT);
  if (!saved || core.getState(FINISHED) === 'true') return 'nothing';
  return (await decodePostState(saved)) ?? 'unreadable';
}
