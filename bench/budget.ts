/**
 * Figure: what one token serves in an hour. First the requests one preview spends for a
 * deployment of ten platform minutes when it has the budget to itself (set-up, status polls, the
 * report's reads); then the target itself: fifty such previews started evenly over one hour on one
 * token whose budget is the live service's 1000 requests an hour, every one of them reading the
 * shared budget from the answers and pacing itself as the action does.
 *
 * Everything runs on one scaled clock: the emulator at `speed: SCALE`, the operations' clock and
 * the emulator's rate-limit window alike, so an hour passes in about a minute and a half with every
 * interval, `Retry-After` and `X-RateLimit-Reset` kept in platform time.
 */
import type { OperationResult } from '../src/operations/index.ts';
import type { Clock } from '../src/wait/index.ts';
import { startEmulator, type Emulator, type RecordedRequest } from '../tools/emulator/index.ts';
import { scaledClock } from '../tools/runner/clock.ts';
import { SCALE } from '../tools/runner/in-process.ts';
import { markdownTable, median, verdict, type Figure } from './figure.ts';
import { previewOnToken } from './shared-token.ts';
import { isTrigger } from './round-trips.ts';

export interface BudgetOptions {
  /** Platform seconds the deployment lasts. */
  deploymentSeconds: number;
  /** Previews started evenly over the hour. */
  previews: number;
}

/** The live service's budget per token and hour. */
const BUDGET = { limit: 1_000, windowSeconds: 3_600 };
/** Target: previews one token serves an hour. */
const LEAST_PREVIEWS = 50;

interface Spent {
  setUp: number;
  polls: number;
  report: number;
}

interface Run {
  result: OperationResult;
  /** Platform seconds from the run's start to its outcome, less the deployment's own length. */
  overheadSeconds: number;
}

/** The waiter follows the request id the trigger returned; everything else after it is the report's. */
function isPoll(request: RecordedRequest): boolean {
  return request.method === 'GET' && request.path === '/environment/deploymentStatus';
}

/** Requests up to and including the trigger, the status reads after it, and the rest. */
function split(requests: readonly RecordedRequest[]): Spent {
  const trigger = requests.findIndex(isTrigger);
  const after = requests.slice(trigger + 1);
  const polls = after.filter(isPoll).length;
  return { setUp: trigger + 1, polls, report: after.length - polls };
}

const total = (spent: Spent) => spent.setUp + spent.polls + spent.report;

async function preview(emulator: Emulator, clock: Clock, number: number): Promise<Run> {
  const { result, ms } = await previewOnToken(emulator, number, clock);
  const deployment = emulator.environmentStatus(result.environmentId)?.total_deployment_duration_in_seconds ?? 0;
  return { result, overheadSeconds: ms / 1000 - deployment };
}

async function withEmulator<T>(deploymentSeconds: number, clock: Clock, body: (emulator: Emulator) => Promise<T>): Promise<T> {
  // The seeded deployment's steps, stretched evenly so that it lasts about `deploymentSeconds`: a
  // queue step, then in each of the two stages its services side by side, each built (from git)
  // or mirrored (an image), then deployed.
  const stepMs = (deploymentSeconds * 1000) / 5;
  const emulator = await startEmulator({
    speed: SCALE,
    staleMs: 3_000 * SCALE,
    rateLimit: BUDGET,
    rateLimitClock: clock.now,
    durations: { queueMs: stepMs, buildMs: stepMs, mirrorMs: stepMs, deployMs: stepMs },
  });
  try {
    return await body(emulator);
  } finally {
    await emulator.close();
  }
}

/** One preview with the token to itself: opened (the preview is made), then a push (reused). */
async function alone(deploymentSeconds: number): Promise<{ name: string; spent: Spent; run: Run }[]> {
  const clock = scaledClock(SCALE);
  return withEmulator(deploymentSeconds, clock, async (emulator) => {
    const runs: { name: string; spent: Spent; run: Run }[] = [];
    for (const name of ['opened: preview created', 'synchronize: preview reused']) {
      emulator.clearRequests();
      const run = await preview(emulator, clock, 7);
      runs.push({ name, spent: split(emulator.requests()), run });
    }
    return runs;
  });
}

/** `previews` pull requests, one started every hour / `previews`, all on one token. */
async function fleet(options: BudgetOptions): Promise<{ runs: Run[]; requests: RecordedRequest[] }> {
  const clock = scaledClock(SCALE);
  return withEmulator(options.deploymentSeconds, clock, async (emulator) => {
    const everyMs = (BUDGET.windowSeconds * 1000) / options.previews;
    const runs = await Promise.all(
      Array.from({ length: options.previews }, async (_, index) => {
        await clock.sleep(index * everyMs);
        return preview(emulator, clock, 100 + index);
      }),
    );
    return { runs, requests: emulator.requests() };
  });
}

export async function budgetFigure(options: BudgetOptions): Promise<Figure> {
  const solo = await alone(options.deploymentSeconds);
  const shared = await fleet(options);
  const worst = Math.max(...solo.map(({ spent }) => total(spent)));
  const failures = shared.runs.filter((run) => run.result.outcome !== 'success');
  const refused = shared.requests.filter((request) => request.status === 429).length;
  const served = shared.runs.length - failures.length;
  const met = failures.length === 0 && served >= LEAST_PREVIEWS;
  const perPreview = Math.round(shared.requests.length / shared.runs.length);
  const overheads = shared.runs.map((run) => run.overheadSeconds);
  const soloOverhead = solo[0]!.run.overheadSeconds;
  const minutes = options.deploymentSeconds / 60;
  return {
    title: '6. Previews per token-hour',
    headline:
      `${served} of ${options.previews} previews of ${minutes} minutes started over one hour on one 1000/h token succeeded ` +
      `(${refused} answers of 429, ${perPreview} requests each); alone a preview spends ${worst} (target ≥ ${LEAST_PREVIEWS} previews, ${verdict(met)})`,
    method:
      `Alone: a preview of the seeded blueprint with one secret whose deployment lasts about ${options.deploymentSeconds} platform seconds, ` +
      'in-process against the emulator, when the pull request opens and again on a push; every request counted, up to the trigger (set-up), ' +
      `the status reads after it (polls) and the rest (the report's reads). Shared: ${options.previews} previews of different pull requests, ` +
      `one started every ${BUDGET.windowSeconds / options.previews} platform seconds, on one Admin token limited to ${BUDGET.limit} requests per ` +
      `${BUDGET.windowSeconds} s. Emulator, operations and rate-limit window share one clock scaled by ${SCALE}. "Overhead" is a run's ` +
      "length less its deployment's: set-up, detection lag, report reads, and any wait the pacing adds.",
    table: markdownTable(
      ['run', 'set-up', 'polls', 'report', 'requests', 'overhead', 'outcome'],
      [
        ...solo.map(({ name, spent, run }) => [
          `alone, ${name}`,
          String(spent.setUp),
          String(spent.polls),
          String(spent.report),
          String(total(spent)),
          `${run.overheadSeconds.toFixed(1)} s`,
          run.result.outcome,
        ]),
        [
          `${options.previews} over one hour, one token`,
          '',
          '',
          '',
          `${shared.requests.length} in all (${perPreview} each)`,
          `median ${median(overheads).toFixed(1)} s, worst ${Math.max(...overheads).toFixed(1)} s`,
          `${served} success, ${failures.length} other`,
        ],
      ],
    ),
    targets: [{ target: `≥ ${LEAST_PREVIEWS} previews of ${minutes} minutes per token-hour, none failing`, met }],
    notes: [
      `${served} of ${options.previews} previews succeeded on one token's hour: ${verdict(met)}. ${refused} answers of 429 were waited out.`,
      `Alone, a preview spends ${worst} requests, so ${Math.floor(BUDGET.limit / worst)} such previews would fit an hour unpaced; ` +
        'sharing the token, each run stretches its polls to its share of what the answers say is left, so the fleet fits the budget.',
      `Overhead alone ${soloOverhead.toFixed(1)} s; in the fleet median ${median(overheads).toFixed(1)} s, worst ${Math.max(...overheads).toFixed(1)} s: ` +
        'what the pacing costs in detection lag.',
      ...failures.map((run) => `PR run ended ${run.result.outcome}: ${run.result.summary}`),
    ],
  };
}
