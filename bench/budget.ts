/**
 * Figure: what one token serves in an hour. First the requests of a pull request's first run (a
 * new preview) and of a push to it when the token is theirs alone; then the target itself: pull
 * requests opened and pushed to over one hour on one token whose budget is the live service's 1000
 * requests an hour, every deployment lasting ten platform minutes, every run reading the shared
 * budget from the answers and pacing its wait as the action does. A pull request's run gets what
 * its previous run learned (`result.carry`, sealed), as the sticky comment would carry it.
 *
 * Everything runs on one scaled clock: the emulator at `speed: SCALE`, the operations' clock and
 * the emulator's rate-limit window alike, so an hour passes in about a minute and a half with every
 * interval, `Retry-After` and `X-RateLimit-Reset` kept in platform time.
 */
import type { OperationResult } from '../src/operations/index.ts';
import type { Clock } from '../src/wait/index.ts';
import { startEmulator, type Emulator } from '../tools/emulator/index.ts';
import { scaledClock } from '../tools/runner/clock.ts';
import { SCALE } from '../tools/runner/in-process.ts';
import { markdownTable, median, verdict, type Figure } from './figure.ts';
import { startRunCounter, type CountedRequest, type RunCounter } from './run-counter.ts';
import { previewOnToken } from './shared-token.ts';

export interface BudgetOptions {
  /** Platform seconds the deployment lasts. */
  deploymentSeconds: number;
  /** Pull requests opened over the hour's first share. */
  pullRequests: number;
  /** Pushes to each pull request after it opened, each in a later share of the hour. */
  pushes: number;
}

/** The live service's budget per token and hour. */
const BUDGET = { limit: 1_000, windowSeconds: 3_600 };
/** Target: ten-minute preview runs one token serves an hour. */
const LEAST_RUNS = 100;

type Kind = 'new preview' | 'push';

interface Run {
  kind: Kind;
  result: OperationResult;
  /** Platform seconds from the run's start to its outcome, less the deployment's own length. */
  overheadSeconds: number;
  /** Platform seconds it started after its planned time: its pull request's previous run was still going. */
  lateSeconds: number;
  requests: CountedRequest[];
  polls: number;
}

/** The waiter follows the request id the trigger returned. */
function isPoll(request: CountedRequest): boolean {
  return request.method === 'GET' && request.path === '/environment/deploymentStatus';
}

/** As figure 11 counts a run's requests: the environment and the job given by names, two secrets. */
function inputsFor(pullRequest: number): Record<string, string> {
  return {
    environment: 'Acme/shop/blueprint',
    job: 'web',
    secrets: `API_KEY=k3y-${pullRequest}\nDB_PASSWORD=pa55-${pullRequest}`,
  };
}

interface Bench {
  emulator: Emulator;
  counter: RunCounter;
  clock: Clock;
  /** What the newest GitHub Deployment would carry: the project any earlier run found (the action reads it on every run). */
  route?: string;
}

async function previewRun(
  bench: Bench,
  run: { id: number; pullRequest: number; round: number; carry: string | undefined; lateSeconds: number },
): Promise<Run> {
  const { emulator, counter, clock } = bench;
  const { result, ms, route } = await previewOnToken(emulator, run.pullRequest, clock, {
    headSha: `sha${run.pullRequest}-${run.round}`,
    carry: [run.carry, bench.route].filter((state) => state !== undefined),
    baseUrl: counter.urlFor(run.id),
    inputs: inputsFor(run.pullRequest),
  });
  if (route) bench.route = route;
  const deployment = emulator.environmentStatus(result.environmentId)?.total_deployment_duration_in_seconds ?? 0;
  const requests = counter.requests(run.id);
  return {
    kind: run.round === 0 ? 'new preview' : 'push',
    result,
    overheadSeconds: ms / 1000 - deployment,
    lateSeconds: run.lateSeconds,
    requests,
    polls: requests.filter(isPoll).length,
  };
}

async function withBench<T>(deploymentSeconds: number, body: (bench: Bench) => Promise<T>): Promise<T> {
  const clock = scaledClock(SCALE);
  // The seeded deployment's steps, stretched evenly so that it lasts about `deploymentSeconds`: a
  // queue step, then in each of the two stages its services side by side, each built (from git)
  // or mirrored (an image), then deployed. The blueprint's seeded deployment lasted as long.
  const stepMs = (deploymentSeconds * 1000) / 5;
  const emulator = await startEmulator({
    speed: SCALE,
    staleMs: 3_000 * SCALE,
    rateLimit: BUDGET,
    rateLimitClock: clock.now,
    durations: { queueMs: stepMs, buildMs: stepMs, mirrorMs: stepMs, deployMs: stepMs },
  });
  const counter = await startRunCounter(emulator.url);
  try {
    return await body({ emulator, counter, clock });
  } finally {
    await counter.close();
    await emulator.close();
  }
}

/** One pull request with the token to itself: opened (the preview is made), then a push (reused). */
function alone(deploymentSeconds: number): Promise<Run[]> {
  return withBench(deploymentSeconds, async (bench) => {
    const opened = await previewRun(bench, { id: 0, pullRequest: 7, round: 0, carry: undefined, lateSeconds: 0 });
    const pushed = await previewRun(bench, { id: 1, pullRequest: 7, round: 1, carry: opened.result.carry, lateSeconds: 0 });
    return [opened, pushed];
  });
}

/**
 * `pullRequests × (1 + pushes)` runs, one started every hour / their number: the pull requests
 * open one after another in the hour's first share, then each is pushed to once in every later
 * share, so a push comes a share of the hour after its pull request's previous run began. A run
 * whose pull request's previous run is still going starts when that one ends, as a workflow's
 * concurrency group would hold it.
 */
async function fleet(options: BudgetOptions): Promise<{ runs: Run[]; bench: { total: number; refused: number; inWindow: number } }> {
  return withBench(options.deploymentSeconds, async (bench) => {
    const { clock, emulator } = bench;
    const rounds = 1 + options.pushes;
    const everyMs = (BUDGET.windowSeconds * 1000) / (options.pullRequests * rounds);
    const origin = clock.now();
    const chains = Array.from({ length: options.pullRequests }, async (_, index) => {
      const runs: Run[] = [];
      let carry: string | undefined;
      for (let round = 0; round < rounds; round += 1) {
        const id = round * options.pullRequests + index;
        const plannedAt = origin + id * everyMs;
        await clock.sleep(Math.max(0, plannedAt - clock.now()));
        const lateSeconds = Math.max(0, clock.now() - plannedAt) / 1000;
        const run = await previewRun(bench, { id, pullRequest: 100 + index, round, carry, lateSeconds });
        carry = run.result.carry;
        runs.push(run);
      }
      return runs;
    });
    const runs = (await Promise.all(chains)).flat();
    const all = emulator.requests();
    const windows = runs.flatMap((run) => run.requests.map((request) => request.window ?? ''));
    const first = windows.filter((window) => window !== '').sort()[0];
    return {
      runs,
      bench: {
        total: all.length,
        refused: all.filter((request) => request.status === 429).length,
        inWindow: windows.filter((window) => window === first).length,
      },
    };
  });
}

/** `median (worst)` of a list of counts. */
function spread(values: readonly number[]): string {
  return values.length === 0 ? '—' : `${median(values)} (${Math.max(...values)})`;
}

function kindRow(name: string, runs: readonly Run[]): string[] {
  const served = runs.filter((run) => run.result.outcome === 'success').length;
  const overheads = runs.map((run) => run.overheadSeconds);
  const requests = runs.reduce((sum, run) => sum + run.requests.length, 0);
  return [
    name,
    `${served} of ${runs.length}`,
    spread(runs.map((run) => run.requests.length - run.polls)),
    spread(runs.map((run) => run.polls)),
    runs.length === 0 ? '—' : (requests / runs.length).toFixed(1),
    overheads.length === 0 ? '—' : `${median(overheads).toFixed(1)} s (${Math.max(...overheads).toFixed(1)} s)`,
  ];
}

const meanOf = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

export async function budgetFigure(options: BudgetOptions): Promise<Figure> {
  const solo = await alone(options.deploymentSeconds);
  const { runs, bench } = await fleet(options);
  const failures = runs.filter((run) => run.result.outcome !== 'success');
  const served = runs.length - failures.length;
  const spent = runs.reduce((sum, run) => sum + run.requests.length, 0);
  const met = failures.length === 0 && served >= LEAST_RUNS && spent <= BUDGET.limit;
  const opened = runs.filter((run) => run.kind === 'new preview');
  const pushed = runs.filter((run) => run.kind === 'push');
  const polls = runs.map((run) => run.polls);
  const besides = (kind: readonly Run[]) => meanOf(kind.map((run) => run.requests.length - run.polls)).toFixed(1);
  const pollsOf = (kind: readonly Run[]) => meanOf(kind.map((run) => run.polls)).toFixed(1);
  const late = runs.map((run) => run.lateSeconds);
  const minutes = options.deploymentSeconds / 60;
  return {
    title: '6. Previews per token-hour',
    headline:
      `${served} of ${runs.length} preview runs of ${minutes} minutes over one hour on one 1000/h token succeeded ` +
      `(${opened.length} new previews, ${pushed.length} pushes to them; ${bench.refused} answers of 429), spending ${spent} requests: ` +
      `a new preview ${besides(opened)} + ${pollsOf(opened)} polls, a push ${besides(pushed)} + ${pollsOf(pushed)} polls ` +
      `(target ≥ ${LEAST_RUNS} runs within the hour's ${BUDGET.limit}, none failing: ${verdict(met)})`,
    method:
      `${options.pullRequests} pull requests, each opened (a new preview) and then pushed to ${options.pushes} times (the preview reused), ` +
      'as in the soak of a busy repository (figure 12), ' +
      `${runs.length} runs in all, one started every ${BUDGET.windowSeconds / runs.length} platform seconds over one hour: the openings in its ` +
      `first ${Math.round(60 / (1 + options.pushes))} minutes, then one push to every pull request in each later share; a run whose pull ` +
      "request's previous run is still going waits for it, and gets what it learned (`result.carry`, sealed, as the comment carries it). In-process against " +
      `the emulator on one Admin token limited to ${BUDGET.limit} requests per ${BUDGET.windowSeconds} s, every deployment lasting about ` +
      `${options.deploymentSeconds} platform seconds (the blueprint's seeded one too, so a new preview knows what to expect). Environment ` +
      'and job given by names (`Acme/shop/blueprint`, `web`), two secrets, no comment: as figure 11 counts. Each run reaches the emulator ' +
      "through a pass-through that records its requests apart; polls are the reads of the deployment request's state. Emulator, " +
      `operations and rate-limit window share one clock scaled by ${SCALE}. "Overhead" is a run's length less its deployment's: set-up, ` +
      'detection lag, report reads, and any wait the pacing adds. Alone: one pull request opened, then pushed to, on a token of its own.',
    table: markdownTable(
      [
        'runs',
        'succeeded',
        'requests besides polls: median (worst)',
        'polls: median (worst)',
        'requests per run',
        'overhead: median (worst)',
      ],
      [
        kindRow('alone, new preview', solo.slice(0, 1)),
        kindRow('alone, push', solo.slice(1)),
        kindRow(`shared, new previews`, opened),
        kindRow(`shared, pushes`, pushed),
        kindRow(`shared, all ${runs.length}`, runs),
      ],
    ),
    targets: [
      {
        target: `≥ ${LEAST_RUNS} preview runs of ${minutes} minutes (new previews and pushes) per token-hour, within its ${BUDGET.limit} requests, none failing`,
        met,
      },
    ],
    notes: [
      `${served} of ${runs.length} runs succeeded, ${failures.length} did not, spending ${spent} requests of the hour's ${BUDGET.limit}; ` +
        `${bench.refused} answers of 429: ${verdict(met)}.`,
      `The ${runs.length} runs spent ${spent} requests (${(spent / runs.length).toFixed(1)} a run, ${meanOf(polls).toFixed(2)} of them polls, ` +
        `${polls.reduce((sum, count) => sum + count, 0)} polls in all); ${bench.inWindow} answers, 429s included, named the token's first ` +
        "hour-long window, the rest the next (the last runs end after the hour); the emulator's log counts " +
        `${bench.total} requests.`,
      `Alone, a new preview spends ${solo[0]!.requests.length} requests (${solo[0]!.polls} polls), a push ${solo[1]!.requests.length} ` +
        `(${solo[1]!.polls} polls). Sharing the token, each wait judges the budget scarce from the answers' X-RateLimit-* headers and ` +
        'reads about once, at the expected end (src/wait/schedule.ts).',
      `Runs started late behind their pull request's previous run: ${late.filter((seconds) => seconds > 0).length}, worst ` +
        `${Math.max(0, ...late).toFixed(1)} s.`,
      ...failures.map((run) => `${run.kind} run ended ${run.result.outcome}: ${run.result.summary}`),
    ],
  };
}
