/**
 * One run of the action for the soak, in-process and wired as main.ts and post.ts wire it: the
 * operation with the preview's quick head read, the report started beside it, the verdict, the
 * final report bounded by its minute after the verdict, then the post step on the state the run
 * saved. Time is scaled: the platform's waits on the soak's clock, GitHub's 10 s request limit
 * and the report's minute multiplied by the same scale.
 */
import { settledBy } from '../src/run/budget.ts';
import { parseInputs, type RawInputs, type RunEvent } from '../src/config/index.ts';
import { runOperation, type OperationLog, type OperationResult } from '../src/operations/index.ts';
import { PlatformClient } from '../src/platform/client.ts';
import { createGitHubClient, type ClientLimits, type GitHubRun } from '../src/github/octokit.ts';
import { pullRequestReader, QUICK_CLIENT, QUICK_READ_MS } from '../src/github/pull-requests.ts';
import { runReported } from '../src/report/reported-run.ts';
import type { PostState, ReportSettings } from '../src/report/report-types.ts';
import { GitHubReporter } from '../src/report/reporter.ts';
import { decodePostState, encodePostState } from '../src/report/post-state.ts';
import type { Clock } from '../src/wait/index.ts';
import type { Emulator } from '../tools/emulator/index.ts';
import type { FakeGitHub } from '../tools/fake-github/index.ts';

/** GitHub's limits in real ms, as the action has them. */
const GITHUB_REQUEST_MS = 10_000;
const REPORT_MS = 60_000;

/** GitHub's one-second spacing of writes, in the soak's scaled time it would stretch to minutes: every write goes at once. */
const noSpacing = {
  key: () => ({ schedule: (_options: unknown, job: (...args: unknown[]) => unknown, ...args: unknown[]) => job(...args) }),
};

export interface SoakWorld {
  emulator: Emulator;
  github: FakeGitHub;
  clock: Clock;
  scale: number;
}

export interface SoakRunSpec {
  event: RunEvent;
  inputs: RawInputs;
  /** The run's GITHUB_REF. */
  ref: string;
  runId: number;
}

export interface SoakRunRecord {
  result: OperationResult | undefined;
  /** Thrown by the run, as main would fail the step with it. */
  error?: string;
  /** Real ms at the verdict. */
  settledAt: number;
  /** Whether the main step's report was complete, and whether the post step completed what it was not. */
  mainComplete: boolean;
  postComplete: boolean;
  warnings: string[];
}

const quiet = (warnings: string[]): OperationLog => ({
  info: () => {},
  notice: () => {},
  warning: (line) => warnings.push(line),
  startGroup: () => {},
  endGroup: () => {},
});

function githubRun(world: SoakWorld, spec: SoakRunSpec): GitHubRun {
  const pull = spec.event.pullRequest;
  return {
    owner: 'acme',
    repo: 'shop',
    pullRequest: pull?.number ?? 0,
    sha: pull?.headSha || spec.event.sha,
    headSha: pull?.headSha ?? '',
    ref: spec.ref,
    defaultBranch: 'main',
    runUrl: `https://github.com/acme/shop/actions/runs/${spec.runId}`,
    serverUrl: 'https://github.com',
    apiUrl: world.github.url,
  };
}

function reporter(world: SoakWorld, spec: SoakRunSpec, settings: ReportSettings, warnings: string[], limits: ClientLimits): GitHubReporter {
  return new GitHubReporter(
    settings,
    { info: () => {}, warning: (line) => warnings.push(line) },
    { run: githubRun(world, spec), octokit: { throttle: { write: noSpacing, notifications: noSpacing } as never }, limits },
  );
}

export async function soakRun(world: SoakWorld, spec: SoakRunSpec): Promise<SoakRunRecord> {
  const { emulator, github, clock, scale } = world;
  const warnings: string[] = [];
  const log = quiet(warnings);
  const config = parseInputs(
    { 'api-url': emulator.url, 'api-token': emulator.tokens.admin, 'github-token': github.token, ...spec.inputs },
    spec.event,
  );
  const requestMs = GITHUB_REQUEST_MS * scale;
  const deadline = clock.now() + config.timeoutMinutes * 60_000;
  let reportEnd = Date.now() + (config.timeoutMinutes * 60_000 + REPORT_MS) * scale;
  const stop = new AbortController();
  const settings: ReportSettings = {
    comment: config.comment,
    githubToken: config.githubToken,
    githubDeployment: config.githubDeployment,
    consoleUrl: '',
  };
  const main = reporter(world, spec, settings, warnings, { requestMs, endBy: () => reportEnd, signal: stop.signal });
  let saved: PostState | undefined;
  const reads = config.operation === 'sweep' || config.operation === 'preview';
  const quick = config.operation === 'preview';
  const readClient = createGitHubClient(github.token, github.url, { info: () => {} }, quick ? QUICK_CLIENT : {}, {
    requestMs,
    endBy: () => Date.now() + config.timeoutMinutes * 60_000 * scale,
    maxWaitMs: Number.POSITIVE_INFINITY,
  });
  const pullRequests = reads
    ? pullRequestReader(readClient, { owner: 'acme', repo: 'shop' }, quick ? QUICK_READ_MS * scale : undefined)
    : undefined;
  const client = new PlatformClient({ baseUrl: config.apiUrl, token: config.apiToken, sleep: clock.sleep, now: clock.now, deadline });
  let result: OperationResult | undefined;
  let error: string | undefined;
  let mainComplete = false;
  try {
    const run = await runReported({
      operate: (announce) => runOperation({ client, config, clock, deadline, log, announce, ...(pullRequests ? { pullRequests } : {}) }),
      loadReporter: async () => main,
      start: { operation: config.operation, commit: config.commit },
      saveProgress: (state) => (saved = structuredClone(state)),
      warning: (line) => warnings.push(line),
    });
    result = run.result;
    reportEnd = Date.now() + REPORT_MS * scale;
    const written = await settledBy(
      run.report.catch(() => ({ commentUrl: '', complete: false })),
      reportEnd,
    );
    if (written === undefined) stop.abort();
    mainComplete = written?.complete === true;
  } catch (thrown) {
    error = thrown instanceof Error ? thrown.message : String(thrown);
  }
  const settledAt = Date.now();
  let postComplete = mainComplete;
  if (!mainComplete && saved) {
    const postEnd = Date.now() + REPORT_MS * scale;
    const post = () => reporter(world, spec, settings, warnings, { requestMs, endBy: () => postEnd });
    // As the runner hands it over: saved as main saves it, read back as the post step reads it.
    // Unreadable, the post step only warns: nothing is written.
    const loaded = await decodePostState(encodePostState(saved));
    const final = loaded?.final;
    if (loaded && !final) await post().cancel(loaded);
    // As post.ts: up to three passes, each with a fresh client.
    for (let pass = 0; loaded && final && pass < 3 && !postComplete && Date.now() < postEnd; pass++) {
      postComplete = await post().resume({ ...loaded, final });
    }
  }
  return { result, ...(error ? { error } : {}), settledAt, mainComplete, postComplete, warnings };
}
