/**
 * What the end-to-end tests share: the emulator and the fake GitHub started together, and a run
 * of the bundle on a pull_request event, aimed at the emulator's blueprint with the admin token.
 */
import { startEmulator, type Emulator, type EmulatorOptions } from '../../tools/emulator/index.ts';
import { startFakeGitHub, type FakeGitHub, type FakeGitHubOptions } from '../../tools/fake-github/index.ts';
import { pullRequestPayload, runAction, type ActionResult, type ActionRun, type PullRequestOptions } from '../../tools/runner/child.ts';

export async function startBoth(emulator: EmulatorOptions, github: FakeGitHubOptions): Promise<{ emulator: Emulator; github: FakeGitHub }> {
  const [started, fake] = await Promise.all([startEmulator(emulator), startFakeGitHub(github)]);
  return { emulator: started, github: fake };
}

export async function closeAll(...servers: Array<{ close(): Promise<void> }>): Promise<void> {
  await Promise.all(servers.map((server) => server.close()));
}

/** The inputs every run aimed at the emulator's blueprint carries; the GitHub token when one is given. */
export function platformInputs(emulator: Emulator, github?: FakeGitHub): Record<string, string> {
  return {
    'api-url': emulator.url,
    'api-token': emulator.tokens.admin,
    ...(github ? { 'github-token': github.token } : {}),
    environment: emulator.seed.blueprintEnvironmentId,
  };
}

/** The inputs of a run that writes nothing to GitHub: no comment, no Deployment, no token. */
export const NO_GITHUB = { comment: 'off', 'github-deployment': 'false', 'github-token': '' } as const;

interface PullRequestRun extends Pick<ActionRun, 'post' | 'killAfterMs'> {
  emulator: Emulator;
  /** Given, the run talks to it and its head commit is `head`; otherwise to no GitHub at all. */
  github?: FakeGitHub;
  number: number;
  head: string;
  action?: string;
  /**
   * The pull request's draft, author and the event's sender, as the payload says them (the fake
   * GitHub's `pulls` option should say the same for its REST answers to agree).
   */
  pull?: Omit<PullRequestOptions, 'fork'>;
  /** Added to (or overriding) the platform inputs. */
  inputs?: Record<string, string>;
  /**
   * The action's waits (polls, backoffs, GitHub's limits, `timeout-minutes`) run at the
   * emulator's `speed`, as its deployments do: a run keeps its meaning in a fraction of the time.
   */
  scaled?: boolean;
}

export function runOnPullRequest({
  emulator,
  github,
  number,
  head,
  action = 'opened',
  pull = {},
  inputs,
  scaled = false,
  ...run
}: PullRequestRun): Promise<ActionResult> {
  return runAction({
    ...(scaled ? { timeScale: emulator.speed } : {}),
    inputs: { ...platformInputs(emulator, github), ...inputs },
    eventName: 'pull_request',
    event: pullRequestPayload(number, head, action, pull),
    ...(github ? { sha: head, env: { GITHUB_API_URL: github.url } } : {}),
    ...run,
  });
}

/** What scheduling on a quiet machine may add to a run's wall time, beyond its start. */
const NOISE_MS = 2_000;

/**
 * On a busy machine the run's own work, which no scale shortens, slows as its start did: this
 * many times the start is allowed for it, when that is more than NOISE_MS. Under two busy loops
 * beside the suite on 2 cores, runs that took their start plus up to 5 times it besides their waits.
 */
const BUSY_NOISE_PER_START = 6;

/**
 * The most wall-clock ms `run` may take for `clockMs` of its own clock at `scale`, for an upper
 * bound: its waits scaled, what its steps spent starting (Node and the bundle's load, which no
 * scale shortens), and the noise of scheduling, NOISE_MS on a quiet machine and more the slower
 * the run started. A lower bound needs no allowance (a timer never fires early): compare with
 * `clockMs * scale`.
 */
export function wallBound(run: ActionResult, clockMs: number, scale: number): number {
  return clockMs * scale + run.startMs + Math.max(NOISE_MS, BUSY_NOISE_PER_START * run.startMs);
}
