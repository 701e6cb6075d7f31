/**
 * The run's time, counted once from the start of the step: `timeout-minutes` for the platform
 * work, waits and polls included; then a fixed allowance in which the reads that explain a
 * timed-out run and the final report (comment, GitHub Deployment, job summary) must fit. The
 * step ends within `timeout-minutes` plus that allowance, whatever the platform or GitHub do.
 */

/** The allowance after `timeout-minutes`, as action.yml and the README state it. */
const REPORT_ALLOWANCE_MS = 60_000;

/** Of the allowance, what the platform reads after the deadline may use; the rest is the report's. */
const READS_AFTER_DEADLINE_MS = 20_000;

export interface RunBudget {
  /** Epoch ms: the platform work, waits and polls end by it. */
  deadline: number;
  /** Epoch ms: no platform request outlives it. */
  platformStopAt: number;
  /** Epoch ms: the step's last moment. */
  end: number;
}

export function runBudget(startedAt: number, timeoutMinutes: number): RunBudget {
  const deadline = startedAt + timeoutMinutes * 60_000;
  return { deadline, platformStopAt: deadline + READS_AFTER_DEADLINE_MS, end: deadline + REPORT_ALLOWANCE_MS };
}
