/**
 * The run's time, counted once from the start of the step: `timeout-minutes` for the platform
 * work, waits and polls included; then a fixed allowance in which the reads that explain a
 * timed-out run and the final report (comment, GitHub Deployment, job summary) must fit. The
 * step ends within `timeout-minutes` plus that allowance, whatever the platform or GitHub do.
 * Every moment here is on the run's clock (`systemClock`).
 */
import { systemClock } from '../basics/clock.ts';

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

function runBudget(startedAt: number, timeoutMinutes: number): RunBudget {
  const deadline = startedAt + timeoutMinutes * 60_000;
  return { deadline, platformStopAt: deadline + READS_AFTER_DEADLINE_MS, end: deadline + REPORT_ALLOWANCE_MS };
}

/** When the final report must be done: a minute from the result, and never past the step's end. */
function reportEndFrom(budget: RunBudget, resultAt: number): number {
  return Math.min(resultAt + REPORT_ALLOWANCE_MS, budget.end);
}

/** The promise's value, or undefined when it has not settled by `endAt` (epoch ms). */
export async function settledBy<T>(work: Promise<T>, endAt: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), Math.max(0, systemClock.wallMs(endAt - systemClock.now())));
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The run's budget and the time GitHub's requests may take: until the result is known, the report's
 * writes (its start) may take the step's whole time; from then on, a minute at most. Past it, the
 * report's requests are aborted.
 */
export class RunWindow {
  readonly budget: RunBudget;
  /** The limits every GitHub client of the run is given. */
  readonly github: { endBy: () => number; signal: AbortSignal };
  private reportEnd: number;
  private readonly stop = new AbortController();

  constructor(startedAt: number, timeoutMinutes: number) {
    this.budget = runBudget(startedAt, timeoutMinutes);
    this.reportEnd = this.budget.end;
    this.github = { endBy: () => this.reportEnd, signal: this.stop.signal };
  }

  /** The result came at `resultAt`: the report's end from now on. */
  settle(resultAt: number): number {
    this.reportEnd = reportEndFrom(this.budget, resultAt);
    return this.reportEnd;
  }

  /** Aborts every GitHub request still going. */
  abort(): void {
    this.stop.abort();
  }
}
