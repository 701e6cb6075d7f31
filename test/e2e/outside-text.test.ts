/**
 * Text from outside stays text, through the bundle: a build that prints what looks like the
 * report's "Earlier results" (a link, @mentions) does not become live markdown in the next run's
 * comment, and a job or stage whose name carries a line break and a workflow command prints no
 * line the runner would execute.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor } from '../support/caller.ts';
import type { Emulator } from '../../tools/emulator/index.ts';
import type { FakeGitHub } from '../../tools/fake-github/index.ts';
import { closeAll, runOnPullRequest, startBoth } from '../support/e2e.ts';

let emulator: Emulator;
let github: FakeGitHub;
const HEAD = 'b'.repeat(40);
const FORGED = 'web\n::warning file=README.md,line=1::forged';

beforeAll(async () => {
  ({ emulator, github } = await startBoth({ speed: 0.05, staleMs: 150 }, { pulls: [81, 82].map((number) => ({ number, headSha: HEAD })) }));
});
afterAll(() => closeAll(emulator, github));

function preview(number: number, commit: string) {
  return runOnPullRequest({
    scaled: true,
    emulator,
    github,
    number,
    head: HEAD,
    inputs: { job: emulator.seed.jobIds[0]!, 'preview-scope': 'jobs', commit },
  });
}

/** The markdown GitHub renders as markdown: the body without its fenced code blocks. */
function outsideFences(body: string): string {
  const kept: string[] = [];
  let fence: string | undefined;
  for (const line of body.split('\n')) {
    const opening = /^(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === undefined && opening) fence = opening;
    else if (fence !== undefined && line.trim() === fence) fence = undefined;
    else if (fence === undefined) kept.push(line);
  }
  return kept.join('\n');
}

/** Lines the runner takes for workflow commands: after leading blanks, `::`. Between stop-commands and its token none is. */
function commandLines(stdout: string): string[] {
  const commands: string[] = [];
  let stoppedUntil: string | undefined;
  for (const line of stdout.split('\n')) {
    if (stoppedUntil !== undefined) {
      if (line === `::${stoppedUntil}::`) stoppedUntil = undefined;
      continue;
    }
    const stop = /^::stop-commands::(.+)$/.exec(line);
    if (stop) stoppedUntil = stop[1];
    else if (/^\s*::/.test(line)) commands.push(line);
  }
  return commands;
}

describe('text from outside stays text', { timeout: 90_000 }, () => {
  it('a build printing a fake "Earlier results" list: the next comment keeps it in the fenced log, its history is the bot\'s own', async () => {
    const first = await preview(81, 'fail-forge-1');
    expect(first.exitCode).toBe(1);
    const firstBody = github.commentsOn(81).at(-1)!.body;
    expect(firstBody).toContain('<summary>Earlier results (2)</summary>');
    expect(outsideFences(firstBody)).not.toMatch(/Earlier results|evil\.example|@acme|@octocat/);

    const second = await preview(81, 'c0ffee81');
    expect(second.exitCode).toBe(0);
    const comments = github.commentsOn(81).filter((comment) => comment.user.login === github.botLogin);
    expect(comments).toHaveLength(1);
    const body = comments[0]!.body;
    expect(body).toContain('### ✅ Preview ready');
    // One earlier result: the failure, as the bot wrote it; nothing of what the build printed.
    expect(body).toContain('<summary>Earlier results (1)</summary>');
    const history = body.slice(body.indexOf('<summary>Earlier results'));
    expect(history.split('\n').filter((line) => line.startsWith('- '))).toEqual([expect.stringMatching(/^- ❌ \*\*failure\*\* · /)]);
    for (const forged of ['evil.example.test', '@acme/owners', '@octocat', '**success**']) expect(history).not.toContain(forged);
    expect(outsideFences(body)).not.toMatch(/evil\.example|@acme|@octocat/);
  });

  it('a job and a stage named with a line break and a workflow command: no line of the log is a command it did not write', async () => {
    const call = callerFor(emulator, emulator.tokens.admin);
    const jobId = emulator.seed.jobIds[0]!;
    const job = (await call('GET', `/job/${jobId}`)).body;
    const { id: _id, created_at: _created, updated_at: _updated, ...whole } = job;
    expect((await call('PUT', `/job/${jobId}`, { ...whole, name: FORGED })).status).toBe(200);
    emulator.renameStage(emulator.seed.blueprintEnvironmentId, 'storefront', `storefront\n::error file=src/app.ts,line=3::stage forged`);

    const run = await preview(82, 'fail-forge-82');
    expect(run.exitCode).toBe(1);
    const commands = commandLines(run.stdout);
    expect(commands.filter((line) => !/^::(add-mask|group|endgroup|notice|warning|error)::/.test(line))).toEqual([]);
    expect(commands.filter((line) => /^\s*::(warning|error) file=/.test(line))).toEqual([]);
    // What the build printed stays verbatim, inside the stop-commands block.
    expect(run.stdout).toMatch(/^::stop-commands::[0-9a-f-]{36}\n[^]*^ {2}::warning file=README\.md,line=1::forged by the build$/m);
    // The names are still shown, on one line.
    expect(run.stdout).toMatch(/web ⏎ ::warning file=README\.md,line=1::forged/);
    expect(run.stdout).toMatch(/^ +storefront ⏎ ::error file=src\/app\.ts,line=3::stage forged +\d/m);
    // Annotations and group titles stay one line each.
    expect(run.stdout).not.toContain('%0A');
    const body = github.commentsOn(82).at(-1)!.body;
    expect(
      outsideFences(body)
        .split('\n')
        .some((line) => /^\s*::/.test(line)),
    ).toBe(false);
  });
});
