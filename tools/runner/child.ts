/**
 * Runs the bundled action as a child process exactly the way a GitHub runner does: inputs as
 * INPUT_* variables, the event in a file, outputs, state and job summary written to files, and
 * the post step run afterwards with the state the main step saved. Used by the end-to-end tests
 * and the demo.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { TIME_SCALE_VARIABLE } from '../../src/basics/clock.ts';
import { accountId } from '../fake-github/state.ts';

export const BUNDLE = resolve(import.meta.dirname, '../../dist/index.js');

export interface ActionRun {
  inputs: Record<string, string>;
  eventName: string;
  event: Record<string, unknown>;
  sha?: string;
  /** Extra environment: GITHUB_API_URL of the fake GitHub API, for instance. */
  env?: Record<string, string>;
  /** Run the post step after the main step, as a runner does at the end of the job. */
  post?: boolean;
  /** Kill the main step after this many wall-clock ms (a cancelled job), then run the post step. */
  killAfterMs?: number;
  /**
   * Every wait of the action runs this share of its length (PLATFORM_DEPLOY_TIME_SCALE): pair it
   * with an emulator of the same `speed`, so the run's clock and the platform's keep in step.
   */
  timeScale?: number;
  /** Each line either step prints, stdout or stderr, as it comes (the demo shows them so). */
  onLine?: (line: string) => void;
}

export interface ActionResult {
  exitCode: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  state: Record<string, string>;
  summary: string;
  postStdout: string;
  /** Wall-clock ms the steps took. */
  durationMs: number;
  /**
   * Of `durationMs`, the wall-clock ms before each step printed its first line: Node's start and
   * the bundle's load, which no `timeScale` shortens.
   */
  startMs: number;
}

/** Parses the `name<<delimiter` blocks the toolkit writes to GITHUB_OUTPUT and GITHUB_STATE. */
export function parseCommandFile(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const header = /^([^<=]+)<<(.+)$/.exec(lines[i] ?? '');
    if (!header) continue;
    const [, name, delimiter] = header;
    const body: string[] = [];
    for (i++; i < lines.length && lines[i] !== delimiter; i++) body.push(lines[i] ?? '');
    values[name!] = body.join('\n');
  }
  return values;
}

function read(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

interface Step {
  code: number | null;
  stdout: string;
  stderr: string;
  startMs: number;
}

/** Hands `onLine` each whole line of a stream as it arrives, the last one at its end. */
function lineSplitter(onLine: ((line: string) => void) | undefined): { push: (text: string) => void; end: () => void } {
  let partial = '';
  return {
    push: (text) => {
      if (!onLine) return;
      const lines = (partial + text).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    },
    end: () => {
      if (onLine && partial !== '') onLine(partial);
      partial = '';
    },
  };
}

function spawnStep(env: NodeJS.ProcessEnv, killAfterMs?: number, onLine?: (line: string) => void): Promise<Step> {
  return new Promise((done) => {
    const spawned = Date.now();
    let startMs: number | undefined;
    const child = spawn(process.execPath, [BUNDLE], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    const [outLines, errLines] = [lineSplitter(onLine), lineSplitter(onLine)];
    child.stdout.on('data', (chunk: Buffer) => {
      startMs ??= Date.now() - spawned;
      stdout += chunk.toString();
      outLines.push(chunk.toString());
    });
    child.stderr.on('data', (chunk: Buffer) => {
      startMs ??= Date.now() - spawned;
      stderr += chunk.toString();
      errLines.push(chunk.toString());
    });
    const timer = killAfterMs === undefined ? undefined : setTimeout(() => child.kill('SIGKILL'), killAfterMs);
    child.on('close', (code) => {
      if (timer) clearTimeout(timer);
      outLines.end();
      errLines.end();
      done({ code, stdout, stderr, startMs: startMs ?? Date.now() - spawned });
    });
  });
}

export async function runAction(run: ActionRun): Promise<ActionResult> {
  const dir = mkdtempSync(join(tmpdir(), 'action-run-'));
  const files = {
    event: join(dir, 'event.json'),
    output: join(dir, 'output'),
    state: join(dir, 'state'),
    summary: join(dir, 'summary.md'),
  };
  writeFileSync(files.event, JSON.stringify(run.event));
  for (const path of [files.output, files.state, files.summary]) writeFileSync(path, '');
  const inputs = Object.fromEntries(Object.entries(run.inputs).map(([name, value]) => [`INPUT_${name.toUpperCase()}`, value]));
  const base: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: run.eventName,
    GITHUB_EVENT_PATH: files.event,
    GITHUB_SHA: run.sha ?? 'f'.repeat(40),
    GITHUB_REPOSITORY: 'acme/shop',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_RUN_ID: '4242',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_WORKFLOW: 'preview',
    GITHUB_OUTPUT: files.output,
    GITHUB_STATE: files.state,
    GITHUB_STEP_SUMMARY: files.summary,
    RUNNER_TEMP: dir,
    ...(run.timeScale === undefined ? {} : { [TIME_SCALE_VARIABLE]: String(run.timeScale) }),
    ...inputs,
    ...run.env,
  };
  const started = Date.now();
  try {
    const main = await spawnStep(base, run.killAfterMs, run.onLine);
    const state = parseCommandFile(read(files.state));
    let postStdout = '';
    let startMs = main.startMs;
    if (run.post || run.killAfterMs !== undefined) {
      const stateEnv = Object.fromEntries(Object.entries(state).map(([name, value]) => [`STATE_${name}`, value]));
      const post = await spawnStep({ ...base, ...stateEnv }, undefined, run.onLine);
      postStdout = post.stdout + post.stderr;
      startMs += post.startMs;
    }
    return {
      exitCode: main.code,
      stdout: main.stdout,
      stderr: main.stderr,
      outputs: parseCommandFile(read(files.output)),
      state,
      summary: read(files.summary),
      postStdout,
      durationMs: Date.now() - started,
      startMs,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Accounts GitHub types `Bot` that open pull requests: Dependabot, Renovate, and a coding agent. */
export const BOT_AUTHORS = ['dependabot[bot]', 'renovate[bot]', 'copilot-swe-agent[bot]'] as const;

/** An account as a payload names it: a login ending in `[bot]` is an App's, typed `Bot`, unless `type` says otherwise. */
export interface PayloadAccount {
  login: string;
  type?: 'User' | 'Bot';
}

export interface PullRequestOptions {
  /** Opened from `someone/shop`. */
  fork?: boolean;
  /**
   * A draft (default false). `converted_to_draft` is always sent for a draft and
   * `ready_for_review` for one that is not, as GitHub sends them: saying otherwise throws.
   */
  draft?: boolean;
  /** Who opened it (`pull_request.user`): `octo-author`, a person, unless said. */
  author?: string | PayloadAccount;
  /** Who caused the event (`sender`): left out unless said, as the runner's other payloads leave it. */
  sender?: string | PayloadAccount;
}

/** An account's fields as GitHub's payloads and REST answers carry them (the same id for a login in both). */
export function accountJson(account: string | PayloadAccount): { login: string; id: number; type: 'User' | 'Bot' } {
  const { login, type } = typeof account === 'string' ? { login: account, type: undefined } : account;
  return { login, id: accountId(login), type: type ?? (login.endsWith('[bot]') ? 'Bot' : 'User') };
}

/** The draft a pull request is in after `action`, as GitHub sends it. */
function draftAfter(action: string, draft: boolean | undefined): boolean {
  const implied = action === 'converted_to_draft' ? true : action === 'ready_for_review' ? false : undefined;
  if (implied !== undefined && draft !== undefined && draft !== implied)
    throw new Error(`GitHub sends ${action} only for a pull request ${implied ? 'in' : 'out of'} draft, not draft: ${String(draft)}`);
  return implied ?? draft ?? false;
}

/**
 * The `pull_request` event payload a runner writes for a pull request of acme/shop; `options` as
 * a boolean says only whether it comes from a fork.
 */
export function pullRequestPayload(
  number: number,
  headSha: string,
  action = 'opened',
  options: boolean | PullRequestOptions = false,
): Record<string, unknown> {
  const { fork = false, draft, author = 'octo-author', sender } = typeof options === 'boolean' ? { fork: options } : options;
  return {
    action,
    number,
    pull_request: {
      number,
      state: action === 'closed' ? 'closed' : 'open',
      title: `Change ${number}`,
      html_url: `https://github.com/acme/shop/pull/${number}`,
      draft: draftAfter(action, draft),
      user: accountJson(author),
      head: { sha: headSha, ref: `feature-${number}`, repo: { full_name: fork ? 'someone/shop' : 'acme/shop' } },
      base: { sha: 'b'.repeat(40), ref: 'main', repo: { full_name: 'acme/shop' } },
    },
    repository: { full_name: 'acme/shop', name: 'shop', owner: { login: 'acme' }, default_branch: 'main' },
    ...(sender === undefined ? {} : { sender: accountJson(sender) }),
  };
}

/** The `issue_comment` event payload a runner writes for a new comment on an issue or pull request of acme/shop. */
export function issueCommentPayload(
  comment: { id: number; issue_number: number; body: string; user: { login: string }; association: string; created_at: string },
  onPullRequest = true,
): Record<string, unknown> {
  const number = comment.issue_number;
  return {
    action: 'created',
    issue: {
      number,
      title: `Change ${number}`,
      state: 'open',
      ...(onPullRequest ? { pull_request: { url: `https://api.github.com/repos/acme/shop/pulls/${number}` } } : {}),
    },
    comment: {
      id: comment.id,
      body: comment.body,
      user: { login: comment.user.login },
      author_association: comment.association,
      created_at: comment.created_at,
    },
    repository: { full_name: 'acme/shop', name: 'shop', owner: { login: 'acme' }, default_branch: 'main' },
  };
}
