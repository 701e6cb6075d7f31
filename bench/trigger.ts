/**
 * Figure: from spawning the bundled action to the platform receiving its deployment request, with the
 * fake GitHub answering at once, with the report's requests a second late, and with every answer a
 * second late. The start of the report goes out beside the platform work, so a slow GitHub must not
 * move the trigger through it. The GitHub answers the trigger does wait for are the pull request's
 * head (newest commit wins), asked beside the last set-up wave, and on a push, what the pull
 * request's last run left in its comment, asked before the first platform request; each bounded at 3 s.
 */
import { readMarker } from '../src/github/comment-marker.ts';
import { startEmulator } from '../tools/emulator/index.ts';
import { startFakeGitHub, type FakeGitHub } from '../tools/fake-github/index.ts';
import { pullRequestPayload, runAction } from '../tools/runner/child.ts';
import { markdownTable, median, verdict, type Figure } from './figure.ts';

export interface TriggerOptions {
  runs: number;
  /** Wall ms every answer of the slow GitHub waits. */
  slowMs: number;
}

/** Target: the slow GitHub moves the trigger by less than this. */
const MOST_DIFFERENCE_MS = 100;
/** The run's one deployment request: `service/deploy`, since a job is named (a redeploy without one). */
const TRIGGER = /^POST \/environment\/[^/ ]+\/(redeploy|service\/deploy) 2\d\d/;
/** The preview's read of its pull request's head. */
const PULL_REQUEST_READ = /^\/repos\/[^/]+\/[^/]+\/pulls\/\d+$/;

export async function triggerFigure(options: TriggerOptions): Promise<Figure> {
  let redeployedAt: number | undefined;
  // Deployments of a few wall seconds: the run's length is not what is measured here.
  const emulator = await startEmulator({
    speed: 0.02,
    staleMs: 60,
    log: (line) => {
      if (TRIGGER.test(line)) redeployedAt ??= Date.now();
    },
  });
  const numbers = Array.from({ length: 3 * (options.runs + 1) }, (_, index) => 100 + index);
  const pulls = numbers.map((number) => ({ number, headSha: `${number}`.padStart(40, 'a') }));
  const fast = await startFakeGitHub({ pulls });
  const slow = await startFakeGitHub({ pulls, delayMs: options.slowMs, undelayed: PULL_REQUEST_READ });
  const slowest = await startFakeGitHub({ pulls, delayMs: options.slowMs });
  const timings = {
    fast: [] as number[],
    slow: [] as number[],
    slowest: [] as number[],
    pushFast: [] as number[],
    pushSlowest: [] as number[],
  };
  const comments = { fast: 0, slow: 0, slowest: 0, all: 0 };

  const once = async (github: FakeGitHub, number: number, action = 'opened'): Promise<number> => {
    redeployedAt = undefined;
    const head = action === 'opened' ? `${number}`.padStart(40, 'a') : `${number}`.padStart(40, 'b');
    github.setHead(number, head);
    const spawnedAt = Date.now();
    const run = await runAction({
      inputs: {
        'api-url': emulator.url,
        'api-token': emulator.tokens.admin,
        environment: emulator.seed.blueprintEnvironmentId,
        job: emulator.seed.jobIds[0]!,
        'github-token': github.token,
      },
      eventName: 'pull_request',
      event: pullRequestPayload(number, head, action),
      sha: head,
      env: { GITHUB_API_URL: github.url },
    });
    if (run.exitCode !== 0 || redeployedAt === undefined)
      throw new Error(`run for #${number} failed (exit ${run.exitCode}): ${run.stdout.slice(-400)}`);
    return redeployedAt - spawnedAt;
  };

  try {
    // One untimed run of each, so the file cache is warm for all the timed ones; then alternate.
    let next = 0;
    await once(fast, numbers[next++]!);
    await once(slow, numbers[next++]!);
    await once(slowest, numbers[next++]!);
    for (let run = 0; run < options.runs; run++) {
      const [onFast, onSlow, onSlowest] = [numbers[next++]!, numbers[next++]!, numbers[next++]!];
      timings.fast.push(await once(fast, onFast));
      timings.slow.push(await once(slow, onSlow));
      timings.slowest.push(await once(slowest, onSlowest));
      // A push to the same pull request reads its comment for what the opened run learned, before its first platform request.
      timings.pushFast.push(await once(fast, onFast, 'synchronize'));
      timings.pushSlowest.push(await once(slowest, onSlowest, 'synchronize'));
    }
    const results = (github: FakeGitHub) => github.state.comments.filter((comment) => readMarker(comment.body)?.phase === 'result').length;
    comments.fast = results(fast);
    comments.slow = results(slow);
    comments.all = fast.state.comments.length + slow.state.comments.length + slowest.state.comments.length;
    comments.slowest = results(slowest);
  } finally {
    await Promise.all([fast.close(), slow.close(), slowest.close(), emulator.close()]);
  }
  const fastMs = median(timings.fast);
  const slowMs = median(timings.slow);
  const slowestMs = median(timings.slowest);
  const pushFastMs = median(timings.pushFast);
  const pushSlowestMs = median(timings.pushSlowest);
  const difference = slowMs - fastMs;
  const met = difference < MOST_DIFFERENCE_MS;
  const range = (values: number[]) => `${Math.min(...values)} – ${Math.max(...values)} ms`;
  return {
    title: '4. Start to trigger, beside a slow GitHub',
    headline:
      `${fastMs} ms with GitHub answering at once, ${slowMs} ms with the report's answers ${options.slowMs} ms late: ${difference} ms apart ` +
      `(target < ${MOST_DIFFERENCE_MS} ms, ${verdict(met)}); ${slowestMs} ms with the head read late too; ` +
      `a push ${pushFastMs} ms, ${pushSlowestMs} ms with every answer late`,
    method:
      '`node dist/index.js` spawned as a runner does (tools/runner/child.ts) for a new preview of a pull request, with the comment and the ' +
      'GitHub Deployment on, against the emulator and the fake GitHub; timed from spawn to the emulator answering the deployment request. The slow ' +
      `fake GitHub holds every answer of the report ${options.slowMs} ms (its identity, comment and deployment requests); the slowest one the ` +
      `pull request read as well. ${options.runs} runs of each, in turn, after one untimed run of each; medians. Then a push to each ` +
      "pull request of the fast and the slowest GitHub: it reads the pull request's comments for what the opened run learned " +
      '(run/carried.ts) before its first platform request.',
    table: markdownTable(
      ['GitHub', 'start to trigger (median)', 'range', 'result comments'],
      [
        ['answering at once', `${fastMs} ms`, range(timings.fast), String(comments.fast)],
        [`the report's answers ${options.slowMs} ms late`, `${slowMs} ms`, range(timings.slow), String(comments.slow)],
        ['difference', `${difference} ms`, '', ''],
        [`every answer ${options.slowMs} ms late, the head read too`, `${slowestMs} ms`, range(timings.slowest), String(comments.slowest)],
        ['a push, answering at once', `${pushFastMs} ms`, range(timings.pushFast), ''],
        [`a push, every answer ${options.slowMs} ms late`, `${pushSlowestMs} ms`, range(timings.pushSlowest), ''],
      ],
    ),
    targets: [
      { target: `start to trigger moved by the report's requests ${options.slowMs} ms late by < ${MOST_DIFFERENCE_MS} ms`, met },
      {
        target: 'one comment per run, showing its result',
        met: comments.all === numbers.length && comments.fast + comments.slow + comments.slowest === numbers.length,
      },
    ],
    notes: [
      `Target: the report's requests move the trigger by less than ${MOST_DIFFERENCE_MS} ms: ${verdict(met)}.`,
      `The pull request's head is the one GitHub answer the trigger waits for, by design (an older run must not overwrite a newer ` +
        `commit's preview): asked beside the last set-up wave, it costs ${slowestMs - fastMs} ms here when it takes ${options.slowMs} ms, and never more than 3 s.`,
      `A push reads what the pull request's last run learned from its comment (the token's login and the thread, asked at once) ` +
        `before its first platform request: ${pushSlowestMs - pushFastMs} ms more when every GitHub answer takes ${options.slowMs} ms, ` +
        "never more than 3 s, for no listing of the project's environments (figure 11). A new pull request has no comment to read.",
      `${comments.all} comments for ${numbers.length} runs, ${comments.fast + comments.slow + comments.slowest} of them showing the result: ` +
        (comments.all === numbers.length && comments.fast + comments.slow + comments.slowest === numbers.length
          ? 'each run edited its own "deploying" comment once the start was done.'
          : '**a run left a duplicate or an unfinished comment**.'),
    ],
  };
}
