/**
 * Figure 2: the sequential round trips a preview makes before its trigger (the one deploy of its
 * services, or the redeploy), which must not grow with the number of secrets or services. Every
 * API answer is held back by a fixed latency, so the
 * requests that go out together arrive together and each wave is one round trip later than the
 * one before it; the waves are counted from the emulator's request log.
 */
import { PlatformClient } from '../src/platform/client.ts';
import { startEmulator, type Emulator, type RecordedRequest } from '../tools/emulator/index.ts';
import { pullRequestEvent, runAgainst, SCALE } from '../tools/runner/in-process.ts';
import { markdownTable, verdict, type Figure } from './figure.ts';

interface RoundTripCase {
  secrets: number;
  jobs: number;
  applications?: number;
  containers?: number;
  /** The environment as `organization/project/environment` and the services by name, not by id. */
  byNames?: boolean;
}

export interface RoundTripOptions {
  /** Wall ms added to every API answer. */
  latencyMs: number;
  cases: readonly RoundTripCase[];
}

interface Trip {
  requests: number;
  waves: number;
  /** Wall ms from the first request's arrival to the trigger's. */
  toTriggerMs: number;
  outcome: string;
}

/** Requests that arrived within half a latency of the one before belong to the same wave. */
export function countWaves(arrivals: readonly number[], latencyMs: number): number {
  const sorted = [...arrivals].sort((a, b) => a - b);
  let waves = 0;
  let previous = Number.NEGATIVE_INFINITY;
  for (const at of sorted) {
    if (at - previous > latencyMs / 2) waves += 1;
    previous = at;
  }
  return waves;
}

/** The blueprint's job ids, with jobs cloned from the first until there are `count`. */
async function blueprintJobs(emulator: Emulator, count: number): Promise<string[]> {
  const client = new PlatformClient({ baseUrl: emulator.url, token: emulator.tokens.admin });
  const blueprint = emulator.seed.blueprintEnvironmentId;
  const ids = [...emulator.seed.jobIds];
  const source = ids[0]!;
  while (ids.length < count) {
    const job = await client.jobs.clone({ jobId: source, body: { name: `extra-${ids.length}`, environment_id: blueprint } });
    if (!job) throw new Error('the emulator answered a job clone with no body');
    ids.push(job.id);
  }
  return ids.slice(0, count);
}

/** The blueprint's applications and containers, with more added until there are `count` of each. */
async function blueprintServices(emulator: Emulator, count: number): Promise<{ applicationIds: string[]; containerIds: string[] }> {
  const blueprint = emulator.seed.blueprintEnvironmentId;
  const applicationIds = [...emulator.seed.applicationIds];
  const containerIds = [...emulator.seed.containerIds];
  while (applicationIds.length < count) {
    const name = `extra-app-${applicationIds.length}`;
    // The action's client has no call that creates an application: the emulator's route does.
    const created = await fetch(`${emulator.url}/environment/${blueprint}/application`, {
      method: 'POST',
      headers: { Authorization: `Token ${emulator.tokens.admin}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name, git_repository: { url: `https://github.com/acme/${name}.git`, branch: 'main' } }),
    });
    applicationIds.push(((await created.json()) as { id: string }).id);
  }
  while (containerIds.length < count) {
    containerIds.push(
      emulator.addContainer(blueprint, { name: `extra-container-${containerIds.length}`, image_name: 'acme/extra', tag: 'main' }),
    );
  }
  return { applicationIds, containerIds };
}

/** The name of every service of the blueprint, by id, as the platform lists them. */
async function serviceNames(emulator: Emulator): Promise<Map<string, string>> {
  const client = new PlatformClient({ baseUrl: emulator.url, token: emulator.tokens.admin });
  const environmentId = emulator.seed.blueprintEnvironmentId;
  const lists = await Promise.all([
    client.environments.applications({ environmentId }),
    client.environments.containers({ environmentId }),
    client.environments.jobs({ environmentId }),
  ]);
  return new Map(lists.flat().map((service) => [service.id, service.name ?? service.id]));
}

function sameCounts(a: RoundTripCase, b: RoundTripCase): boolean {
  return (
    a.secrets === b.secrets &&
    a.jobs === b.jobs &&
    (a.applications ?? 0) === (b.applications ?? 0) &&
    (a.containers ?? 0) === (b.containers ?? 0)
  );
}

/** The one trigger: the deploy of the services at their version, or (with none named) the redeploy. */
export function isTrigger(request: RecordedRequest): boolean {
  return request.method === 'POST' && /^\/environment\/[^/]+\/(redeploy|service\/deploy)$/.test(request.path);
}

interface ServiceIds {
  jobIds: readonly string[];
  applicationIds: readonly string[];
  containerIds: readonly string[];
  /** The name of each service above, by id. */
  names: ReadonlyMap<string, string>;
}

async function measureCase(emulator: Emulator, all: ServiceIds, trip: RoundTripCase, number: number, latencyMs: number): Promise<Trip> {
  const named = (ids: readonly string[]) => (trip.byNames ? ids.map((id) => all.names.get(id) ?? id) : ids).join(',');
  const jobIds = all.jobIds.slice(0, trip.jobs);
  const secrets = Array.from({ length: trip.secrets }, (_, index) => `BENCH_SECRET_${index}=value-${index}`).join('\n');
  emulator.clearRequests();
  // The emulator holds answers for latency × its speed: asked for latency / speed, each is held latencyMs of the wall's.
  emulator.setFaults(`latency=${latencyMs / emulator.speed}`);
  try {
    const { result } = await runAgainst(
      emulator,
      {
        environment: trip.byNames ? 'acme/shop/blueprint' : emulator.seed.blueprintEnvironmentId,
        job: named(jobIds),
        application: named(all.applicationIds.slice(0, trip.applications ?? 0)),
        container: named(all.containerIds.slice(0, trip.containers ?? 0)),
        secrets,
        comment: 'off',
        'github-deployment': 'false',
      },
      pullRequestEvent(number, `sha${number}`),
    );
    const requests = emulator.requests();
    const trigger = requests.find(isTrigger);
    if (!trigger) return { requests: requests.length, waves: Number.NaN, toTriggerMs: Number.NaN, outcome: result.outcome };
    const before = requests.filter((request) => request.at < trigger.at).map((request) => request.at);
    return {
      requests: before.length,
      waves: countWaves(before, latencyMs),
      toTriggerMs: trigger.at - Math.min(...before),
      outcome: result.outcome,
    };
  } finally {
    emulator.setFaults('');
  }
}

export async function roundTripsFigure(options: RoundTripOptions): Promise<Figure> {
  const emulator = await startEmulator({ speed: SCALE, staleMs: 3_000 * SCALE });
  const trips: Trip[] = [];
  try {
    const jobIds = await blueprintJobs(emulator, Math.max(...options.cases.map((trip) => trip.jobs)));
    const others = await blueprintServices(
      emulator,
      Math.max(...options.cases.map((trip) => Math.max(trip.applications ?? 0, trip.containers ?? 0))),
    );
    const names = await serviceNames(emulator);
    for (const [index, trip] of options.cases.entries()) {
      trips.push(await measureCase(emulator, { jobIds, ...others, names }, trip, 700 + index, options.latencyMs));
    }
  } finally {
    await emulator.close();
  }
  const byIds = trips.filter((_, index) => !options.cases[index]!.byNames);
  const waves = new Set(byIds.map((trip) => trip.waves));
  const equal = waves.size === 1 && trips.every((trip) => trip.outcome === 'success');
  // Names against the same case by ids: what resolving them costs.
  const namesCost = options.cases.flatMap((trip, index) => {
    if (!trip.byNames) return [];
    const twin = options.cases.findIndex((other) => !other.byNames && sameCounts(other, trip));
    if (twin < 0) return [];
    return [{ requests: trips[index]!.requests - trips[twin]!.requests, waves: trips[index]!.waves - trips[twin]!.waves }];
  });
  const namesWithinThree = namesCost.every((cost) => cost.requests <= 3);
  const rows = options.cases.map((trip, index) => {
    const measured = trips[index]!;
    return [
      trip.byNames ? 'names' : 'ids',
      String(trip.secrets),
      String(trip.jobs),
      String(trip.applications ?? 0),
      String(trip.containers ?? 0),
      String(measured.requests),
      String(measured.waves),
      `${measured.toTriggerMs} ms (${(measured.toTriggerMs / options.latencyMs).toFixed(1)} × latency)`,
      measured.outcome,
    ];
  });
  return {
    title: '2. Sequential round trips before the trigger',
    headline:
      `${options.cases
        .map((trip, index) => ({ trip, index }))
        .filter(({ trip }) => !trip.byNames)
        .map(
          ({ trip, index }) =>
            `${trip.secrets} secret(s)/${trip.jobs} job(s)/${trip.applications ?? 0} application(s)/${trip.containers ?? 0} container(s): ${trips[index]!.waves}`,
        )
        .join(', ')} round trips; equal: ${verdict(equal)}` +
      namesCost.map((cost) => `; by names: ${cost.requests} request(s) and ${cost.waves} round trip(s) more`).join(''),
    method:
      `A new preview (in-process, as main.ts runs it) against the emulator with every answer delayed by ${options.latencyMs} ms. ` +
      'Waves are groups of requests that arrived together, counted from the request log up to the trigger ' +
      '(`POST …/service/deploy` when services are named, else `POST …/redeploy`); ' +
      "the time is from the first request to the trigger's arrival. Extra jobs are clones of `web` added to the blueprint and listed in `job`; " +
      'extra applications are created in the blueprint, extra containers added to it, and listed in `application` and `container`. ' +
      'A row given by names has `environment: acme/shop/blueprint` and each service by its name, and is compared with the row of the same counts given by ids.',
    table: markdownTable(
      [
        'given by',
        'secrets',
        'jobs',
        'applications',
        'containers',
        'requests before trigger',
        'sequential round trips',
        'first request to trigger',
        'outcome',
      ],
      rows,
    ),
    targets: [
      { target: 'equal round trips before the trigger whatever the secrets, jobs, applications and containers', met: equal },
      ...(namesCost.length > 0 ? [{ target: 'names cost at most three requests more than ids', met: namesWithinThree }] : []),
    ],
    notes: [
      `Target (equal round trips whatever the secrets, jobs, applications and containers): ${verdict(equal)}${equal ? '' : ` (waves ${[...waves].join(', ')})`}.`,
    ],
  };
}
