/**
 * Figure: promoting staging's versions of three services (an application, a container, a job) to
 * production: the platform requests besides the wait's polls, and the time from the run's start
 * to its trigger, beside a deploy of the same three services at new versions. Run in-process
 * against the emulator with every answer delayed alike, so the time counts round trips.
 */
import type { RecordedRequest } from '../tools/emulator/index.ts';
import { startEmulator } from '../tools/emulator/index.ts';
import { pushEvent, runAgainst } from '../tools/runner/in-process.ts';
import { scaledClock } from '../tools/runner/clock.ts';
import { pollsOf } from '../tools/runner/run-kinds.ts';
import { markdownTable, median, verdict, type Figure } from './figure.ts';

export interface PromoteOptions {
  runs: number;
  /** Wall ms per platform ms, for the emulator and the action's clock alike. */
  speed: number;
  /** Wall ms added before every answer of the emulator. */
  latencyMs: number;
}

/** Requests besides the wait's polls, for a promotion of three services (issue 41). */
const TARGET = 8;

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

interface Measured {
  /** `METHOD /path` with ids as `:id`, the polls left out. */
  requests: string[];
  /** Wall ms from the run's start to the answer of its trigger. */
  toTriggerMs: number;
  outcome: string;
}

export async function promoteFigure(options: PromoteOptions): Promise<Figure> {
  const emulator = await startEmulator({
    speed: options.speed,
    staleMs: 3000 * options.speed,
    onAnswer: (answer) => {
      if (answer.method === 'POST' && answer.path.endsWith('/service/deploy')) triggeredAt ??= performance.now();
    },
  });
  let triggeredAt: number | undefined;
  const clock = scaledClock(options.speed);
  const call = async (method: string, path: string, body?: unknown) => {
    const answer = await fetch(`${emulator.url}${path}`, {
      method,
      headers: { authorization: `Token ${emulator.tokens.admin}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await answer.json()) as { id: string; results: Array<{ name: string; source?: { image?: unknown } }> };
  };
  const measured = async (inputs: Record<string, string>): Promise<Measured> => {
    emulator.clearRequests();
    triggeredAt = undefined;
    const startedAt = performance.now();
    const { result } = await runAgainst(emulator, inputs, pushEvent, { clock });
    const all: RecordedRequest[] = emulator.requests();
    const polls = pollsOf(all);
    return {
      requests: all.filter((request) => !polls.has(request)).map((request) => `${request.method} ${request.path.replace(UUID, ':id')}`),
      toTriggerMs: (triggeredAt ?? Number.NaN) - startedAt,
      outcome: result.outcome,
    };
  };
  const promotions: Measured[] = [];
  const deploys: Measured[] = [];
  try {
    const production = emulator.seed.productionEnvironmentId;
    const staging = (await call('POST', `/environment/${production}/clone`, { name: 'staging', mode: 'STAGING' })).id;
    const job = (await call('GET', `/environment/${production}/job`)).results[0]!.name;
    const three = { application: 'checkout', container: 'search', job };
    const deploy = async (environment: string, version: string) => {
      const run = await measured({ environment, ...three, commit: version.padEnd(40, '0'), 'image-tag': `v-${version}` });
      if (run.outcome !== 'success') throw new Error(`the deploy of ${environment} at ${version} ended ${run.outcome}`);
      return run;
    };
    // The emulator holds answers back in platform time: the wall's latency is that much of it.
    emulator.setFaults({ latencyMs: options.latencyMs / options.speed });
    for (let run = 1; run <= options.runs; run++) {
      await deploy(staging, `${run}a`);
      const promoted = await measured({ operation: 'promote', environment: 'acme/shop/production', 'promote-from': 'acme/shop/staging' });
      if (promoted.outcome !== 'success') throw new Error(`the promotion ended ${promoted.outcome}`);
      promotions.push(promoted);
      deploys.push(await deploy('acme/shop/production', `${run}b`));
    }
  } finally {
    await emulator.close();
  }
  const count = median(promotions.map((run) => run.requests.length));
  const toTrigger = (rows: Measured[]) => Math.round(median(rows.map((run) => run.toTriggerMs)));
  const promotion = toTrigger(promotions);
  const fresh = toTrigger(deploys);
  const met = count <= TARGET;
  const listed = (requests: readonly string[]) => {
    const counts = new Map<string, number>();
    for (const request of requests) counts.set(request, (counts.get(request) ?? 0) + 1);
    return [...counts].map(([request, times]) => `\`${request}\`${times > 1 ? ` ×${times}` : ''}`).join(', ');
  };
  return {
    title: '13. Promoting staging to production',
    headline: `${count} requests besides the wait's polls for a promotion of three services (target ≤ ${TARGET}: ${verdict(met)}); ${promotion} ms from start to trigger beside ${fresh} ms for a deploy of the same three`,
    method:
      "The emulator's production and a clone of it named staging (speed " +
      `${options.speed}, every answer delayed ${options.latencyMs} ms), the action run in-process on a clock scaled alike. ${options.runs} times: ` +
      'staging deployed at new versions of its application checkout, container search and a job (not measured), then ' +
      '`operation: promote` from `acme/shop/staging` to `acme/shop/production` (both by names), then a deploy of production naming the ' +
      "same three services at new versions. Requests counted from the emulator's log, the wait's polls apart; the time is from the " +
      "run's start to the answer of its `POST …/service/deploy`. Medians.",
    table: markdownTable(
      ['run', 'requests besides the polls', 'start to trigger (median)', 'the requests'],
      [
        ['promotion of 3 services', String(count), `${promotion} ms`, listed(promotions[0]!.requests)],
        ['deploy of 3 services', String(median(deploys.map((run) => run.requests.length))), `${fresh} ms`, listed(deploys[0]!.requests)],
      ],
    ),
    targets: [{ target: `promotion of three services: at most ${TARGET} requests besides the wait's polls`, met }],
    notes: [
      `Promotion ${count} requests (target ≤ ${TARGET}): ${verdict(met)}.`,
      "Beside the deploy's reads, a promotion reads the source's services, its variables and secrets (one `GET /variable`) and its " +
        "deployment history, the target's variables and secrets, and the source's history again just before the trigger (the refusal " +
        'of a source deployed meanwhile): 5 more. Both environments are found by names from the same three lists.',
    ],
  };
}
