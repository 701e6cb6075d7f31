/**
 * Figure 3: many pull requests previewed at once on one token under a tight rate limit.
 *
 * This one runs in wall time (emulator speed 1, the system clock): the limiter's window, the
 * `X-RateLimit-Reset` header and `Retry-After` are all wall seconds, and a scaled clock would
 * sleep through a 30 s Retry-After in a fraction of that and meet the limit again.
 */
import { parseInputs } from '../src/config/index.ts';
import { runOperation, type OperationLog, type OperationResult } from '../src/operations/index.ts';
import { sealRoute } from '../src/run/carried.ts';
import type { Target } from '../src/run/context.ts';
import { PlatformClient } from '../src/platform/client.ts';
import { systemClock, type Clock } from '../src/wait/index.ts';
import { DEFAULT_DURATIONS } from '../tools/emulator/engine.ts';
import { startEmulator, type Emulator } from '../tools/emulator/index.ts';
import { pullRequestEvent } from '../tools/runner/in-process.ts';
import { markdownTable, median, seconds, verdict, type Figure } from './figure.ts';

export interface SharedTokenOptions {
  previews: number;
  rateLimit: { limit: number; windowSeconds: number };
}

const QUIET: OperationLog = { info: () => {}, notice: () => {}, warning: () => {}, startGroup: () => {}, endGroup: () => {} };

/** What a run of a pull request differs in from the first one by id: its commit, what the last run left, its inputs. */
export interface PreviewRun {
  /** The pull request's head commit; default `sha<number>`. */
  headSha?: string;
  /**
   * What earlier runs left, sealed, as the action reads them from GitHub: the pull request's
   * previous run's `result.carry` (its comment), then the newest `route` (a GitHub Deployment's).
   */
  carry?: readonly string[];
  /** The client's base URL, in place of the emulator's (a counting pass-through). */
  baseUrl?: string;
  /** Inputs in place of the defaults: the blueprint and the job by id, one secret. */
  inputs?: Record<string, string>;
}

/** One pull request's preview, in-process on the emulator's Admin token; `ms` on the given clock. */
export async function previewOnToken(
  emulator: Emulator,
  number: number,
  clock: Clock = systemClock,
  run: PreviewRun = {},
): Promise<{ result: OperationResult; ms: number; route?: string }> {
  const config = parseInputs(
    {
      'api-url': emulator.url,
      'api-token': emulator.tokens.admin,
      environment: emulator.seed.blueprintEnvironmentId,
      job: emulator.seed.jobIds[0]!,
      secrets: `DATABASE_URL=postgres://pr-${number}@db/app`,
      comment: 'off',
      'github-deployment': 'false',
      ...run.inputs,
    },
    pullRequestEvent(number, run.headSha ?? `sha${number}`),
  );
  const started = clock.now();
  const client = new PlatformClient({
    baseUrl: run.baseUrl ?? config.apiUrl,
    token: config.apiToken,
    sleep: clock.sleep,
    now: clock.now,
    deadline: started + config.timeoutMinutes * 60_000,
  });
  let route: string | undefined;
  // What the action's GitHub Deployment would carry: the project found, for any later run of the input.
  const announce = (target: Target) => Promise.resolve(void (route = sealRoute(config, target)));
  const result = await runOperation({ client, config, clock, log: QUIET, announce, ...(run.carry ? { carry: run.carry } : {}) });
  return { result, ms: clock.now() - started, ...(route ? { route } : {}) };
}

export async function sharedTokenFigure(options: SharedTokenOptions): Promise<Figure> {
  const emulator = await startEmulator({ rateLimit: options.rateLimit });
  const started = Date.now();
  let runs: { result: OperationResult; ms: number }[];
  try {
    runs = await Promise.all(Array.from({ length: options.previews }, (_, index) => previewOnToken(emulator, 500 + index)));
  } finally {
    await emulator.close();
  }
  const totalMs = Date.now() - started;
  const requests = emulator.requests();
  const refused = requests.filter((request) => request.status === 429).length;
  const failures = runs.filter((run) => run.result.outcome !== 'success');
  const { limit, windowSeconds } = options.rateLimit;
  const windows = Math.ceil(totalMs / (windowSeconds * 1000));
  const { queueMs, buildMs, deployMs } = DEFAULT_DURATIONS;
  // The blueprint's two jobs, each built and deployed after one queueing step.
  const deploymentMs = queueMs + 2 * (buildMs + deployMs);
  const rows = [
    [
      String(options.previews),
      `${limit}/${windowSeconds} s`,
      String(failures.length),
      String(refused),
      String(requests.length),
      seconds(totalMs),
      seconds(median(runs.map((run) => run.ms))),
    ],
  ];
  return {
    title: '3. Concurrent previews on one token',
    targets: [
      {
        target: `${options.previews} concurrent previews on one token at ${limit}/${windowSeconds} s: 0 failures`,
        met: failures.length === 0,
      },
    ],
    headline: `${options.previews} previews at ${limit}/${windowSeconds} s: ${failures.length} failures, ${refused} 429s, ${seconds(totalMs)} in all`,
    method:
      `${options.previews} previews of different pull requests started together, in-process, on one Admin token, against the emulator ` +
      `with \`--rate-limit ${limit}/${windowSeconds}\`, in wall time (speed 1: a deployment takes ${seconds(deploymentMs, 0)}). ` +
      "A failure is any outcome but success; 429s are counted in the emulator's request log.",
    table: markdownTable(['previews', 'rate limit', 'failures', '429s seen', 'requests', 'total time', 'median preview time'], rows),
    notes: [
      `Target (0 failures): ${verdict(failures.length === 0)}.`,
      ...failures.map((run) => `PR run ended ${run.result.outcome} in stage "${run.result.failedStage ?? '?'}": ${run.result.summary}`),
      `The ${requests.length - refused} answered requests need at least ${Math.ceil((requests.length - refused) / limit)} rate-limit windows; the run spanned ${windows}.`,
    ],
  };
}
