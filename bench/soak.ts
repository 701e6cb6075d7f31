/**
 * The soak: a busy repository's day on one platform token at its rate limit (1000 requests per
 * token-hour on the emulator's clock), on a scaled clock. Pull requests are opened, pushed to
 * (runs overlap: each pull request's concurrency group holds one running and one pending run,
 * and a newer run replaces the pending one, as GitHub does), some builds fail, most pull
 * requests are closed and some merged (a push to main deploys production), then a sweep runs.
 * Both sides misbehave, seeded: GitHub answers some requests 2–15 s late (past its 10 s limit
 * now and then), with 502 pages, resets and secondary rate limits; the platform with 5xx, resets,
 * 429 bursts and a slow answer every time. Counted at the end: wrong verdicts, comments per pull
 * request and whether each shows the preview's final state, Deployments left without a final
 * status, previews left after the sweep, and requests per run.
 */
import type { RunEvent } from '../src/config/index.ts';
import { readMarker } from '../src/github/comment-marker.ts';
import { seededRandom } from '../tools/emulator/faults.ts';
import { startEmulator } from '../tools/emulator/index.ts';
import { startFakeGitHub, type FakeFault } from '../tools/fake-github/index.ts';
import { scaledClock } from '../tools/runner/clock.ts';
import { pullRequestEvent } from '../tools/runner/in-process.ts';
import { markdownTable, seconds, verdict, type Figure } from './figure.ts';
import { soakRun, type SoakRunRecord, type SoakRunSpec, type SoakWorld } from './soak-run.ts';

export interface SoakOptions {
  pullRequests: number;
  /** Pushes per pull request after it is opened (each a run). */
  pushes: number;
  /** Of the pull requests, how many are closed at the end, and of those how many merged. */
  closed: number;
  merged: number;
  /** Real ms per scaled ms: 0.02 runs an hour in 72 s. */
  scale: number;
  seed: number;
  /** Share of GitHub requests that misbehave (half of them slow, the rest pages, resets, rate limits). */
  githubFaults: number;
  /** Requests other jobs made on the same token earlier in the hour: the soak's runs share what is left of the 1000. */
  othersOnToken: number;
  /** Platform faults, as the emulator reads them (shares), its latency in scaled ms. */
  platform: { serverError: number; reset: number; latencyMs: number; rateLimitBurst: number };
}

type Kind = 'preview' | 'cleanup' | 'deploy' | 'sweep';

interface Planned extends SoakRunSpec {
  kind: Kind;
  group: string;
  pullRequest: number;
  head: string;
  /** The image tag deployed; `fail-build…` fails its build. */
  commit: string;
  /** Scaled ms after the start when GitHub sends the event. */
  at: number;
}

interface Ran extends Planned {
  record: SoakRunRecord;
}

export interface SoakCounts {
  /** Events GitHub sent (each a run, unless a newer one replaced it while pending). */
  events: number;
  runs: number;
  replaced: number;
  wrongVerdicts: string[];
  commentsPerPullRequest: number[];
  mismatched: string[];
  /** Runs whose report neither the main step nor the post step completed, with their warnings. */
  unreported: string[];
  deploymentsWithoutFinalStatus: number;
  previewsLeft: string[];
  platformRequestsPerRun: number;
  githubRequestsPerRun: number;
  platform429s: number;
  platformRequests: number;
  githubFaults: number;
  realMs: number;
}

const sha = (random: () => number) => Array.from({ length: 40 }, () => Math.floor(random() * 16).toString(16)).join('');

function plan(options: SoakOptions, random: () => number, blueprint: string, production: string, job: string): Planned[] {
  const runs: Planned[] = [];
  let runId = 9000;
  const previewInputs = (commit: string) => ({ environment: blueprint, job, commit, 'timeout-minutes': '30' });
  for (let index = 0; index < options.pullRequests; index++) {
    const number = 300 + index;
    let at = index * 90_000 + random() * 30_000;
    const add = (
      kind: Kind,
      head: string,
      commit: string,
      event: RunEvent,
      inputs: Record<string, string>,
      ref: string,
      group = `pr-${number}`,
    ) => runs.push({ kind, group, pullRequest: number, head, commit, at, event, inputs, ref, runId: ++runId });
    let head = '';
    for (let push = 0; push <= options.pushes; push++) {
      head = sha(random);
      const commit = random() < 0.2 ? `fail-build-${head.slice(0, 7)}` : head;
      add('preview', head, commit, pullRequestEvent(number, head), previewInputs(commit), `refs/pull/${number}/merge`);
      // Pushes come quicker than a preview takes: runs overlap and replace one another.
      at += 3_000 + random() * 40_000;
    }
    if (index < options.closed) {
      at += 20_000 + random() * 30_000;
      add('cleanup', head, '', pullRequestEvent(number, head, true), { environment: blueprint }, `refs/pull/${number}/merge`);
      if (index < options.merged) {
        const merge = sha(random);
        add(
          'deploy',
          merge,
          merge,
          { eventName: 'push', sha: merge },
          { environment: production, operation: 'deploy', commit: merge },
          'refs/heads/main',
          'production',
        );
      }
    }
  }
  runs.sort((a, b) => a.at - b.at);
  return runs;
}

function githubFault(
  share: number,
  scale: number,
  random: () => number,
): (request: { method: string; path: string }) => FakeFault | undefined {
  return () => {
    const roll = random();
    if (roll >= share) return undefined;
    const kind = roll / share;
    // Slow answers: 2–15 s, scaled; past 10 s the action cuts them.
    if (kind < 0.5) return { delayMs: (2_000 + random() * 13_000) * scale };
    if (kind < 0.7) return { page: 502 };
    if (kind < 0.85) return { reset: true };
    return { rateLimited: true };
  };
}

/** The outcomes a run may rightly end with: a preview's commit builds or fails; any run may find it has nothing to do. */
function allowed(run: Planned): string[] {
  if (run.kind === 'preview') return [run.commit.startsWith('fail-build') ? 'failure' : 'success', 'skipped'];
  if (run.kind === 'deploy') return ['success'];
  return ['success', 'skipped'];
}

export async function soak(options: SoakOptions): Promise<SoakCounts> {
  const started = Date.now();
  const random = seededRandom(options.seed);
  const clock = scaledClock(options.scale);
  const emulator = await startEmulator({
    speed: options.scale,
    staleMs: 3_000 * options.scale,
    seed: options.seed,
    rateLimit: { limit: 1000, windowSeconds: 3600 },
    rateLimitClock: clock.now,
  });
  const github = await startFakeGitHub({ faults: githubFault(options.githubFaults, options.scale, seededRandom(options.seed + 1)) });
  const world: SoakWorld = { emulator, github, clock, scale: options.scale };
  try {
    const runs = plan(
      options,
      random,
      emulator.seed.blueprintEnvironmentId,
      emulator.seed.productionEnvironmentId,
      emulator.seed.jobIds[0]!,
    );
    for (const run of runs)
      if (run.kind === 'preview' && !github.state.pulls.has(run.pullRequest)) github.setHead(run.pullRequest, run.head);
    for (let other = 0; other < options.othersOnToken; other++) {
      await fetch(`${emulator.url}/environment/${emulator.seed.blueprintEnvironmentId}`, {
        headers: { Authorization: `Token ${emulator.tokens.admin}` },
      }).then((response) => response.arrayBuffer());
    }
    emulator.clearRequests();
    emulator.setFaults({ ...options.platform, latencyMs: options.platform.latencyMs * options.scale });
    const ran: Ran[] = [];
    let replaced = 0;
    const groups = new Map<string, { running: Promise<void> | undefined; pending: Planned | undefined }>();
    const launch = (run: Planned): Promise<void> => {
      const group = groups.get(run.group)!;
      group.running = soakRun(world, run).then((record) => {
        ran.push({ ...run, record });
        const next = group.pending;
        group.pending = undefined;
        group.running = next ? launch(next) : undefined;
        return group.running;
      });
      return group.running;
    };
    const origin = clock.now();
    for (const run of runs) {
      await clock.sleep(Math.max(0, origin + run.at - clock.now()));
      // What GitHub shows when the event is sent: the new head, the closed or merged pull request.
      if (run.kind === 'preview') github.setHead(run.pullRequest, run.head);
      if (run.kind === 'cleanup')
        github.closePull(
          run.pullRequest,
          runs.some((other) => other.kind === 'deploy' && other.pullRequest === run.pullRequest),
        );
      const group = groups.get(run.group) ?? { running: undefined, pending: undefined };
      groups.set(run.group, group);
      if (!group.running) void launch(run);
      else {
        if (group.pending) replaced++;
        group.pending = run;
      }
    }
    while ([...groups.values()].some((group) => group.running)) await Promise.all([...groups.values()].map((group) => group.running));
    emulator.setFaults({});
    const sweep: Planned = {
      kind: 'sweep',
      group: 'sweep',
      pullRequest: 0,
      head: '',
      commit: '',
      at: 0,
      event: { eventName: 'schedule', sha: 'main' },
      inputs: { environment: emulator.seed.blueprintEnvironmentId, operation: 'sweep' },
      ref: 'refs/heads/main',
      runId: 9999,
    };
    ran.push({ ...sweep, record: await soakRun(world, sweep) });
    return count(runs.length + 1, ran, replaced, world, started);
  } finally {
    await Promise.all([emulator.close(), github.close()]);
  }
}

function count(events: number, ran: Ran[], replaced: number, world: SoakWorld, started: number): SoakCounts {
  const { emulator, github } = world;
  const wrongVerdicts = ran
    .filter((run) => !allowed(run).includes(run.record.result?.outcome ?? 'thrown'))
    .map(
      (run) =>
        `${run.kind} #${run.pullRequest} ${run.commit.slice(0, 18)}: ${run.record.result?.outcome ?? run.record.error} (${run.record.result?.summary ?? ''})`,
    );
  const numbers = [...new Set(ran.filter((run) => run.pullRequest > 0).map((run) => run.pullRequest))];
  const mismatched: string[] = [];
  const commentsPerPullRequest = numbers.map((number) => {
    const ours = github.commentsOn(number).filter((comment) => comment.user.login === github.botLogin);
    const marker = readMarker(ours.at(-1)?.body ?? '');
    const closed = ran.some((run) => run.kind === 'cleanup' && run.pullRequest === number && run.record.result?.outcome === 'success');
    // What the preview runs: the last run that deployed (whatever its verdict), or nothing once it is closed.
    const last = ran
      .filter(
        (run) =>
          run.kind === 'preview' && run.pullRequest === number && !['skipped', 'thrown'].includes(run.record.result?.outcome ?? 'thrown'),
      )
      .sort((a, b) => a.record.settledAt - b.record.settledAt)
      .at(-1);
    const shows = marker ? `${marker.phase} ${marker.commit.slice(0, 18)}` : 'no comment';
    const expected = closed ? 'deleted' : last ? `result ${last.commit.slice(0, 18)}` : 'no comment';
    if (closed ? marker?.phase !== 'deleted' : shows !== expected) mismatched.push(`#${number} shows ${shows}, expected ${expected}`);
    return ours.length;
  });
  const { deployments, statuses } = github.deployments();
  const unfinished = deployments.filter((deployment) => {
    const latest = statuses.filter((status) => status.deployment_id === deployment.id).at(-1)?.state;
    return latest === undefined || ['in_progress', 'queued', 'pending'].includes(latest);
  });
  const closedNumbers = new Set(ran.filter((run) => run.kind === 'cleanup').map((run) => run.pullRequest));
  const previewsLeft = emulator
    .environments()
    .map((environment) => environment.name)
    .filter((name) => [...closedNumbers].some((number) => name.endsWith(`-pr-${number}`)));
  const requests = emulator.requests();
  const runs = ran.length;
  const unreported = ran
    .filter((run) => !run.record.postComplete)
    .map((run) => `${run.kind} #${run.pullRequest} ${run.commit.slice(0, 18)}: ${run.record.warnings.join(' / ')}`);
  return {
    events,
    unreported,
    runs,
    replaced,
    wrongVerdicts,
    commentsPerPullRequest,
    mismatched,
    deploymentsWithoutFinalStatus: unfinished.length,
    previewsLeft,
    platformRequestsPerRun: requests.length / runs,
    githubRequestsPerRun: github.state.requests.length / runs,
    platform429s: requests.filter((request) => request.status === 429).length,
    platformRequests: requests.length,
    githubFaults: github.state.requests.filter((request) => request.status === 0 || request.status >= 500 || request.status === 429).length,
    realMs: Date.now() - started,
  };
}

export async function soakFigure(options: SoakOptions): Promise<Figure> {
  const counts = await soak(options);
  const met =
    counts.wrongVerdicts.length === 0 &&
    counts.mismatched.length === 0 &&
    counts.deploymentsWithoutFinalStatus === 0 &&
    counts.previewsLeft.length === 0 &&
    counts.commentsPerPullRequest.every((comments) => comments === 1);
  const rows = [
    [
      String(counts.events),
      String(counts.runs),
      String(counts.replaced),
      String(counts.wrongVerdicts.length),
      counts.commentsPerPullRequest.join(' '),
      `${counts.commentsPerPullRequest.length - counts.mismatched.length} of ${counts.commentsPerPullRequest.length}`,
      String(counts.deploymentsWithoutFinalStatus),
      String(counts.previewsLeft.length),
      `${counts.platformRequests} (${counts.platformRequestsPerRun.toFixed(1)})`,
      counts.githubRequestsPerRun.toFixed(1),
      String(counts.platform429s),
      String(counts.githubFaults),
    ],
  ];
  return {
    title: '12. Soak: a busy repository on one token',
    targets: [
      {
        target:
          'Soak: 0 wrong verdicts, every comment showing its preview’s final state, 0 Deployments without a final status, 0 previews left',
        met,
      },
    ],
    headline: `${counts.runs} runs (${counts.events} events) over ${options.pullRequests} pull requests: ${counts.wrongVerdicts.length} wrong verdicts, ${counts.mismatched.length} comments off, ${counts.deploymentsWithoutFinalStatus} Deployments unfinished, ${counts.previewsLeft.length} previews left`,
    method:
      `${options.pullRequests} pull requests, each opened and pushed to ${options.pushes} times (a fifth of the commits fail their build), ` +
      `${options.closed} closed (${options.merged} merged, each merge a production deploy), then a sweep; seed ${options.seed}, ` +
      `clock scaled ×${1 / options.scale} (the emulator's speed, its rate-limit clock, GitHub's 10 s limit and the report's minute alike). ` +
      `One platform token at 1000 requests per token-hour, ${options.othersOnToken} of them spent by other jobs before the soak; platform faults ${JSON.stringify(options.platform)} (latency in platform ms), ` +
      `${options.githubFaults * 100}% of GitHub requests misbehaving (half answered 2–15 s late, the rest 502 pages, resets and secondary rate limits). ` +
      'Runs go through the operations, runReported, the GitHub reporter and the post step in-process, wired as main.ts and post.ts wire them.',
    table: markdownTable(
      [
        'events',
        'runs',
        'replaced',
        'wrong verdicts',
        'comments per PR',
        'comments showing the final state',
        'Deployments unfinished',
        'previews left',
        'platform requests (per run)',
        'GitHub requests/run',
        'platform 429s',
        'GitHub faults',
      ],
      rows,
    ),
    notes: [
      `Target: ${verdict(met)}. Real time ${seconds(counts.realMs)}.`,
      `The token's hour: ${options.othersOnToken} requests of other jobs and ${counts.platformRequests} of the soak's runs, of 1000.`,
      ...counts.wrongVerdicts.map((line) => `Wrong verdict: ${line}`),
      ...counts.mismatched.map((line) => `Comment: ${line}`),
      ...counts.previewsLeft.map((name) => `Left: ${name}`),
      ...counts.unreported.map((line) => `Report not completed: ${line}`),
    ],
  };
}
