/**
 * Figure: how many requests one preview spends on the token for a deployment of ten platform
 * minutes (set-up, status polls, the reads of the report), and so how many previews one token's
 * 1000 requests an hour serve. The emulator runs at `speed: SCALE` and the operation on a clock
 * scaled alike, so ten platform minutes pass in a few wall seconds with every interval kept.
 */
import { startEmulator, type RecordedRequest } from '../test/emulator/index.ts';
import { pullRequestEvent, runAgainst, SCALE } from '../test/support/operations.ts';
import { MAX_POLL_INTERVAL_MS } from '../src/wait/index.ts';
import { markdownTable, verdict, type Figure } from './figure.ts';
import { isTrigger } from './round-trips.ts';

export interface BudgetOptions {
  /** Platform seconds the deployment lasts. */
  deploymentSeconds: number;
}

/** The live service's budget per token and hour. */
const BUDGET = 1_000;
/** Target: previews one token serves an hour. */
const LEAST_PREVIEWS = 50;

interface Spent {
  setUp: number;
  polls: number;
  report: number;
  outcome: string;
  knownDuration: boolean;
}


/** The waiter follows the request id the trigger returned; the environment status read after it is the report's. */
function isPoll(request: RecordedRequest): boolean {
  return request.method === 'GET' && request.path === '/environment/deploymentStatus';
}

/** Requests up to and including the trigger, the status reads after it, and the rest. */
function split(requests: readonly RecordedRequest[]): Omit<Spent, 'outcome' | 'knownDuration'> {
  const trigger = requests.findIndex(isTrigger);
  const after = requests.slice(trigger + 1);
  const polls = after.filter(isPoll).length;
  return { setUp: trigger + 1, polls, report: after.length - polls };
}

export async function budgetFigure(options: BudgetOptions): Promise<Figure> {
  // The seeded blueprint has two stages: a queue step, then in each stage its services side by side,
  // each built (from git) or mirrored (an image), then deployed: five steps.
  const stepMs = (options.deploymentSeconds * 1000) / 5;
  const emulator = await startEmulator({
    speed: SCALE,
    staleMs: 3_000 * SCALE,
    durations: { queueMs: stepMs, buildMs: stepMs, mirrorMs: stepMs, deployMs: stepMs },
  });
  const inputs = {
    environment: emulator.seed.blueprintEnvironmentId,
    job: emulator.seed.jobIds[0]!,
    secrets: 'DATABASE_URL=postgres://preview@db/app',
  };
  const runs: { name: string; spent: Spent }[] = [];
  try {
    // The pull request opened (the preview is made), then a push to it (the preview is reused).
    for (const [name, head] of [
      ['opened: preview created', 'c0ffee1'],
      ['synchronize: preview reused', 'c0ffee2'],
    ] as const) {
      emulator.clearRequests();
      const { result, lines } = await runAgainst(emulator, inputs, pullRequestEvent(7, head));
      runs.push({
        name,
        spent: { ...split(emulator.requests()), outcome: result.outcome, knownDuration: lines.some((line) => /expect|previous/i.test(line)) },
      });
    }
  } finally {
    await emulator.close();
  }
  const total = (spent: Spent) => spent.setUp + spent.polls + spent.report;
  const worst = Math.max(...runs.map(({ spent }) => total(spent)));
  const previews = Math.floor(BUDGET / worst);
  const met = previews >= LEAST_PREVIEWS;
  const failed = runs.filter(({ spent }) => spent.outcome !== 'success');
  return {
    title: '6. Requests per preview, previews per token',
    headline: `${runs.map(({ name, spent }) => `${total(spent)} requests (${name.split(':')[0]})`).join(', ')} for a ${options.deploymentSeconds / 60}-minute deployment: ${previews} previews per token-hour (target ≥ ${LEAST_PREVIEWS}, ${verdict(met)})`,
    method:
      `A preview of one job with one secret whose deployment lasts ${options.deploymentSeconds} platform seconds, run in-process against the emulator ` +
      `(speed ${SCALE}, the operation on a clock scaled alike, test/support/operations.ts): first when the pull request opens, then on a push to it. ` +
      'Every request the emulator received is counted: up to the trigger (set-up), the status reads after it (polls), and the rest (the report\'s reads). ' +
      `Previews per token-hour: ${BUDGET} requests divided by the larger of the two.`,
    table: markdownTable(
      ['run', 'set-up', 'polls', 'report', 'total', 'outcome'],
      runs.map(({ name, spent }) => [name, String(spent.setUp), String(spent.polls), String(spent.report), String(total(spent)), spent.outcome]),
    ),
    targets: [
      { target: `≥ ${LEAST_PREVIEWS} previews of ${options.deploymentSeconds / 60} minutes per token-hour`, met },
      { target: 'both previews succeed', met: failed.length === 0 },
    ],
    notes: [
      `${BUDGET} / ${worst} = ${previews} previews per token-hour; target ≥ ${LEAST_PREVIEWS}: ${verdict(met)}.`,
      `The product's ceiling of one poll every ${MAX_POLL_INTERVAL_MS / 1000} s alone costs ${Math.ceil((options.deploymentSeconds * 1000) / MAX_POLL_INTERVAL_MS)} polls ` +
        `for ${options.deploymentSeconds} s, so ${LEAST_PREVIEWS} previews of this length an hour (${Math.floor(BUDGET / LEAST_PREVIEWS)} requests each) ` +
        'fit one unpaced token only with fewer polls than that ceiling allows; past the budget\'s even share the pacing stretches every ' +
        'run\'s polls instead (figure 3).',
      ...(failed.length > 0 ? [`**${failed.map(({ name }) => name).join(', ')} did not succeed.**`] : []),
    ],
  };
}
