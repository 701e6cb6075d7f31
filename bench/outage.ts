/**
 * Figure 16: a GitHub outage, the report with and without the breaker (github/octokit.ts: GitHub
 * asked nothing more by a client after three failed requests in a row). A new preview of a pull
 * request with the comment and the GitHub Deployment on (no check: none by default), while every
 * GitHub request is answered 502 at once, or never answered. The main step's report path run
 * in-process as main.ts runs it: the run's window (run/budget.ts), the operation against the
 * emulator with the report's start beside it (report/reported-run.ts), and the final report
 * bounded by its minute (settledBy). In-process because the breaker's off switch is a client's
 * limit no input reaches, as it should be.
 */
import { systemClock, paceSystemClock } from '../src/basics/clock.ts';
import { parseInputs, type RawInputs, type RunEvent } from '../src/config/index.ts';
import { failedOutcome } from '../src/action/outputs.ts';
import { createReporter } from '../src/report/index.ts';
import { runReported } from '../src/report/reported-run.ts';
import { RunWindow, settledBy } from '../src/run/budget.ts';
import type { OperationResult } from '../src/run/result.ts';
import { startEmulator, type Emulator } from '../tools/emulator/index.ts';
import { startFakeGitHub, type FakeFault, type FakeGitHub } from '../tools/fake-github/index.ts';
import { pullRequestEvent, runAgainst } from '../tools/runner/in-process.ts';
import { markdownTable, median, type Figure } from './figure.ts';

export interface OutageOptions {
  runs: number;
  /**
   * The run's clock and the emulator's pace: 0.1 makes GitHub's 10 s request limit 1 s of the
   * wall's, the floor an answer's limit keeps (basics/clock.ts), so the limit is scaled as every other wait.
   */
  scale: number;
}

type Outage = '502' | 'hang';

const OUTAGES: Record<Outage, { label: string; fault: FakeFault }> = {
  '502': { label: 'every request answered 502 at once', fault: { page: 502 } },
  hang: { label: 'every request never answered', fault: { hang: true } },
};

interface Measured {
  /** Run-clock ms from the run's start to the operation's result: the deploy, the report's start beside it. */
  platformMs: number;
  /** Run-clock ms from the operation's result to the report's end (or its minute's). */
  reportMs: number;
  requests: number;
  outcome: string;
  exitCode: number;
  /** The report finished in its minute (else the step gives up on it, as main.ts does). */
  settled: boolean;
}

/** Saving the breaker must show to keep its place: a fifth of the report's time. */
const CLEAR_SHARE = 0.2;

export async function outageFigure(options: OutageOptions): Promise<Figure> {
  const { scale } = options;
  paceSystemClock(scale);
  let outage: Outage | undefined;
  const emulator = await startEmulator({ speed: scale, staleMs: 3_000 * scale });
  const github = await startFakeGitHub({ faults: () => (outage ? OUTAGES[outage].fault : undefined) });
  let number = 200;
  const measured: Record<Outage, { on: Measured[]; off: Measured[] }> = { '502': { on: [], off: [] }, hang: { on: [], off: [] } };
  try {
    for (let run = 0; run < options.runs; run++) {
      for (const which of Object.keys(OUTAGES) as Outage[]) {
        for (const breaker of ['on', 'off'] as const) {
          measured[which][breaker].push(await once(emulator, github, number++, breaker === 'on', () => (outage = which)));
          outage = undefined;
        }
      }
    }
  } finally {
    outage = undefined;
    paceSystemClock(1);
    await Promise.all([emulator.close(), github.close()]);
  }

  const row = (which: Outage, breaker: 'on' | 'off') => {
    const runs = measured[which][breaker];
    return [
      OUTAGES[which].label,
      breaker,
      `${(median(runs.map((run) => run.platformMs)) / 1000).toFixed(1)} s`,
      `${(median(runs.map((run) => run.reportMs)) / 1000).toFixed(1)} s`,
      `${Math.min(...runs.map((run) => run.reportMs / 1000)).toFixed(1)} – ${Math.max(...runs.map((run) => run.reportMs / 1000)).toFixed(1)} s`,
      String(median(runs.map((run) => run.requests))),
      [...new Set(runs.map((run) => `${run.outcome}, exit ${run.exitCode}`))].join('; '),
      `${runs.filter((run) => run.settled).length} of ${runs.length}`,
    ];
  };
  const saving = (which: Outage) => {
    const on = median(measured[which].on.map((run) => run.reportMs));
    const off = median(measured[which].off.map((run) => run.reportMs));
    return { on, off, saved: off - on, share: off > 0 ? (off - on) / off : 0 };
  };
  const sameVerdict = (Object.keys(OUTAGES) as Outage[]).every((which) => {
    const verdicts = new Set([...measured[which].on, ...measured[which].off].map((run) => `${run.outcome}/${run.exitCode}`));
    return verdicts.size === 1;
  });
  const failing = saving('502');
  const hanging = saving('hang');
  const clear = (which: { saved: number; share: number }) => which.share >= CLEAR_SHARE;
  const words = (which: { on: number; off: number; saved: number; share: number }) =>
    `${(which.on / 1000).toFixed(1)} s with the breaker, ${(which.off / 1000).toFixed(1)} s without ` +
    `(${(which.saved / 1000).toFixed(1)} s, ${Math.round(which.share * 100)}% saved)`;
  return {
    title: '16. A GitHub outage: the report with and without the breaker',
    headline: `every GitHub request 502: ${words(failing)}; never answered: ${words(hanging)}; deploy verdict ${sameVerdict ? 'the same' : '**not the same**'} either way`,
    method:
      "The main step's report path in-process (bench/outage.ts), as main.ts runs it: the run's window, a new preview of a pull request " +
      'against the emulator with the report\'s start (the "deploying" comment, the GitHub Deployment) beside it, then the final report ' +
      'bounded by its minute; comment and GitHub Deployment on, no check (none by default). The fake GitHub answers every request 502 ' +
      "at once, or never (past the 10 s request limit), during the whole run. The report's time is counted on the run's clock " +
      `(scale ${scale}: GitHub's 10 s limit is ${10 * scale} s of the wall's) from the operation's result to the report's end, which is ` +
      'what the outage adds to the job; the requests are every GitHub request the run sent. With the breaker (a client asks GitHub nothing more after ' +
      'three failed requests in a row) and without (`failuresBeforeGivingUp: Infinity`, a client limit no input reaches). ' +
      `${options.runs} runs of each, in turn; medians.`,
    table: markdownTable(
      [
        'GitHub',
        'breaker',
        'deploy (median)',
        'report after the result (median)',
        'range',
        'GitHub requests',
        'deploy outcome',
        'report done in its minute',
      ],
      (Object.keys(OUTAGES) as Outage[]).flatMap((which) => [row(which, 'on'), row(which, 'off')]),
    ),
    targets: [
      { target: 'a GitHub outage leaves the deploy outcome and exit code as they are, breaker or not', met: sameVerdict },
      {
        target: `the breaker saves at least ${CLEAR_SHARE * 100}% of the report's time in an outage`,
        met: clear(failing) || clear(hanging),
      },
    ],
    notes: [
      `Every GitHub request 502: ${words(failing)}.`,
      `Every GitHub request never answered: ${words(hanging)}; the report is given a minute after the result at most.`,
      'The start of the report goes out beside the platform work (the identity read, the comment, the Deployment), and the final ' +
        'report waits for it: the longer the deploy, the more of the start fails during it rather than after the result. With the ' +
        'breaker the start alone trips it; without, the final report still tries each of its writes, until its minute is spent.',
    ],
  };
}

async function once(emulator: Emulator, github: FakeGitHub, number: number, breaker: boolean, fail: () => void): Promise<Measured> {
  const head = `${number}`.padStart(40, 'c');
  github.setHead(number, head);
  const event: RunEvent = {
    ...pullRequestEvent(number, head),
    runner: { GITHUB_REPOSITORY: github.repository, GITHUB_API_URL: github.url, GITHUB_RUN_ID: String(number), GITHUB_RUN_ATTEMPT: '1' },
  };
  const raw: RawInputs = {
    environment: emulator.seed.blueprintEnvironmentId,
    job: emulator.seed.jobIds[0]!,
    'github-token': github.token,
  };
  const config = parseInputs({ 'api-url': emulator.url, 'api-token': emulator.tokens.admin, ...raw }, event, {});
  const startedAt = systemClock.now();
  const window = new RunWindow(startedAt, config.timeoutMinutes);
  const limits = { ...window.github, ...(breaker ? {} : { failuresBeforeGivingUp: Number.POSITIVE_INFINITY }) };
  const quiet = { info: () => {}, warning: () => {} };
  const reporter = createReporter(
    {
      comment: config.comment,
      githubToken: config.githubToken,
      githubDeployment: config.githubDeployment,
      check: config.check,
      consoleUrl: config.consoleUrl,
    },
    quiet,
    event,
    async () => {},
    limits,
  );
  const sentBefore = github.state.requests.length;
  fail();
  const { result, report } = await runReported({
    operate: async (announce) =>
      (await runAgainst(emulator, raw, event, { announce, clock: systemClock, deadline: window.budget.deadline })).result,
    loadReporter: async () => reporter,
    start: { operation: config.operation, commit: config.commit },
    saveProgress: () => {},
    warning: () => {},
  });
  const resultAt = systemClock.now();
  const written = await settledBy(
    report.catch(() => ({ commentUrl: '', complete: false })),
    window.settle(resultAt),
  );
  const reportMs = systemClock.now() - resultAt;
  window.abort();
  // What the report still had queued ends on the abort: awaited, so none of it reaches the next run.
  await report.catch(() => undefined);
  return {
    platformMs: resultAt - startedAt,
    reportMs,
    requests: github.state.requests.length - sentBefore,
    ...verdictOf(result),
    settled: written !== undefined,
  };
}

function verdictOf(result: OperationResult): { outcome: string; exitCode: number } {
  return { outcome: result.outcome, exitCode: failedOutcome(result) ? 1 : 0 };
}
