/**
 * `npm run demo`: a pull request's whole life against the embedded Platform emulator and a fake
 * GitHub API, with the bundled action run exactly as a runner runs it. Opened (preview created),
 * synchronize (same preview, new commit), push to main (production deploy), closed (cleanup).
 * Each step shows the log as the Actions UI does (groups folded), then the outcome, the links and
 * the comment as the pull request shows it; `--verbose` unfolds the groups and adds every output
 * and the whole comment. Exits non-zero when a step does not behave, and leaves no process behind.
 * With `--example`, the second run's comment becomes the example of docs/comment.md.
 */
import { startEmulator, type Emulator } from '../emulator/index.ts';
import { startFakeGitHub, type FakeGitHub } from '../fake-github/index.ts';
import { pullRequestPayload, runAction, type ActionResult, type ActionRun } from '../runner/child.ts';
import { digest } from './digest.ts';
import { writeExampleComment } from './example-comment.ts';

/** `--example`: the second run's comment becomes the example of docs/comment.md (example-comment.ts). */
const WRITE_EXAMPLE = process.argv.includes('--example');
/** `--verbose`: the groups of the log unfolded, every output and the whole comment. */
const VERBOSE = process.argv.includes('--verbose');

const SPEED = 1;
const PR = 7;
const FIRST_SHA = '1a2b3c4d5e6f70819a2b3c4d5e6f70819a2b3c4d';
const SECOND_SHA = '9f8e7d6c5b4a39281f0e9d8c7b6a59483f2e1d0c';
const MERGE_SHA = '5e5e5e5e5e5e5e5e5e5e5e5e5e5e5e5e5e5e5e5e';

const bold = (text: string) => (process.stdout.isTTY ? `\x1b[1m${text}\x1b[0m` : text);
const dim = (text: string) => (process.stdout.isTTY ? `\x1b[2m${text}\x1b[0m` : text);

interface Step {
  title: string;
  run: ActionRun;
  expect: (result: ActionResult) => string[];
}

interface StepReport {
  title: string;
  outcome: string;
  seconds: number;
  problems: string[];
}

/** How long the log may stay silent before a progress line says what the platform is doing. */
const PROGRESS_MS = 3_000;

/**
 * The log as a person reads it in the Actions UI, line by line as the step prints it: masking
 * commands hidden, a group by its title, folded as the UI shows it (unfolded and indented with
 * `--verbose`); and through a silence, a progress line every few seconds with
 * the state of the environment being deployed (read from the emulator in this process, so it
 * costs the run no request) and the time since the step started.
 */
class LiveLog {
  #depth = 0;
  #lastPrinted = Date.now();
  readonly #started = Date.now();
  readonly #timer: NodeJS.Timeout;
  readonly #emulator: Emulator;

  constructor(emulator: Emulator) {
    this.#emulator = emulator;
    this.#timer = setInterval(() => this.#progress(), 500);
  }

  line(line: string): void {
    if (line === '' || line.startsWith('::add-mask::') || line.startsWith('::save-state') || line.startsWith('::set-output')) return;
    if (line.startsWith('::group::')) {
      this.#print(`  ▸ ${line.slice('::group::'.length)}`);
      this.#depth = 1;
      return;
    }
    if (line === '::endgroup::') {
      this.#depth = 0;
      return;
    }
    if (this.#depth > 0 && !VERBOSE) return;
    const shown = line.replace(/^::(error|warning|notice)::/, (_, kind: string) => `${kind.toUpperCase()}: `);
    this.#print(`  ${'  '.repeat(this.#depth)}${shown}`);
  }

  stop(): void {
    clearInterval(this.#timer);
  }

  #print(text: string): void {
    console.log(text);
    this.#lastPrinted = Date.now();
  }

  #progress(): void {
    if (Date.now() - this.#lastPrinted < PROGRESS_MS) return;
    const busy = this.#emulator
      .environments()
      .map((environment) => ({ name: environment.name, state: this.#emulator.environmentStatus(environment.id)?.state ?? '' }))
      .filter(({ state }) => /(ING|QUEUED)$/.test(state));
    const elapsed = `${Math.round((Date.now() - this.#started) / 1000)}s`;
    const what = busy.length === 0 ? 'the action is working' : busy.map(({ name, state }) => `${name} ${state}`).join(', ');
    this.#print(dim(`  ${'  '.repeat(this.#depth)}⋯ ${what} · ${elapsed} into this step`));
  }
}

function printOutputs(result: ActionResult): void {
  console.log(bold('  outputs'));
  for (const [name, value] of Object.entries(result.outputs)) {
    if (name !== 'metrics' || value === '') {
      console.log(`    ${name.padEnd(22)} ${value}`);
      continue;
    }
    // One JSON array; shown an item a line, so each service's build and deploy seconds read at a glance.
    const items = JSON.parse(value) as unknown[];
    console.log(`    ${name.padEnd(22)} [${items.length} items]`);
    for (const item of items) console.log(dim(`      ${JSON.stringify(item)}`));
  }
}

function printWholeComment(github: FakeGitHub): void {
  const comments = github.commentsOn(PR).filter((comment) => comment.user.login === github.botLogin);
  const latest = comments.at(-1);
  if (!latest) return;
  console.log(bold(`  the pull request comment, as a reviewer reads it (${comments.length} comment on the pull request)`));
  for (const line of latest.body.split('\n')) if (!line.startsWith('<!--')) console.log(dim(`    │ ${line}`));
}

async function main(): Promise<number> {
  const emulator: Emulator = await startEmulator({ speed: SPEED, staleMs: 3000 * SPEED });
  const github: FakeGitHub = await startFakeGitHub({ pulls: [{ number: PR, headSha: FIRST_SHA }] });
  try {
    const common = {
      'api-url': emulator.url,
      'api-token': emulator.tokens.admin,
      'github-token': github.token,
      'console-url': 'https://console.example.test/{organization}/{project}/{environment}',
    };
    const env = { GITHUB_API_URL: github.url, GITHUB_REPOSITORY: github.repository };
    const preview = {
      ...common,
      // By names, as the README's workflows: the deploy below gives the same ones.
      environment: 'acme/shop/blueprint',
      application: 'checkout',
      container: 'search',
      job: 'web',
      secrets: 'DATABASE_URL=postgres://preview:demo-password@db.internal/app\nFEATURE_FLAGS=checkout-v2',
    };
    const steps: Step[] = [
      {
        title: `Pull request #${PR} opened: the preview is created`,
        run: {
          inputs: preview,
          eventName: 'pull_request',
          event: pullRequestPayload(PR, FIRST_SHA, 'opened'),
          sha: FIRST_SHA,
          env,
          post: true,
        },
        expect: (r) =>
          [
            r.outputs.outcome === 'success' || `outcome ${r.outputs.outcome}`,
            r.outputs.created === 'true' || 'the preview was not created',
          ].filter(isProblem),
      },
      {
        title: `Pull request #${PR} synchronized: the same preview, the new commit`,
        run: {
          inputs: preview,
          eventName: 'pull_request',
          event: pullRequestPayload(PR, SECOND_SHA, 'synchronize'),
          sha: SECOND_SHA,
          env,
          post: true,
        },
        expect: (r) =>
          [
            r.outputs.outcome === 'success' || `outcome ${r.outputs.outcome}`,
            r.outputs.created === 'false' || 'the preview was not reused',
          ].filter(isProblem),
      },
      {
        title: 'Merged: main is deployed to production',
        run: {
          inputs: {
            ...common,
            environment: 'acme/shop/production',
            application: 'checkout',
            container: 'search',
            job: 'web',
          },
          eventName: 'push',
          event: { ref: 'refs/heads/main', after: MERGE_SHA },
          sha: MERGE_SHA,
          env,
          post: true,
        },
        expect: (r) =>
          [
            r.outputs.outcome === 'success' || `outcome ${r.outputs.outcome}`,
            r.outputs.state === 'DEPLOYED' || `state ${r.outputs.state}`,
          ].filter(isProblem),
      },
      {
        title: `Pull request #${PR} closed: the preview is deleted`,
        run: {
          inputs: preview,
          eventName: 'pull_request',
          event: pullRequestPayload(PR, SECOND_SHA, 'closed'),
          sha: SECOND_SHA,
          env,
          post: true,
        },
        expect: (r) =>
          [
            r.outputs.outcome === 'success' || `outcome ${r.outputs.outcome}`,
            r.outputs.state === 'DELETED' || `state ${r.outputs.state}`,
          ].filter(isProblem),
      },
    ];

    const reports: StepReport[] = [];
    for (const [index, step] of steps.entries()) {
      if (index === 1) github.setHead(PR, SECOND_SHA);
      console.log(`\n${bold(`── ${index + 1}. ${step.title} ──`)}`);
      emulator.clearRequests();
      const live = new LiveLog(emulator);
      const result = await runAction({ ...step.run, onLine: (line) => live.line(line) }).finally(() => live.stop());
      const comment = github
        .commentsOn(PR)
        .filter((each) => each.user.login === github.botLogin)
        .at(-1);
      const shownComment =
        step.run.eventName === 'pull_request' && comment ? { url: result.outputs['comment-url'] ?? '', body: comment.body } : undefined;
      for (const line of digest(result.outputs, VERBOSE ? undefined : shownComment)) console.log(line);
      if (VERBOSE) {
        printOutputs(result);
        if (step.run.eventName === 'pull_request') printWholeComment(github);
      }
      if (WRITE_EXAMPLE && index === 1 && result.exitCode === 0 && comment) {
        writeExampleComment(comment.body);
        console.log(bold('  written to docs/comment.md as its example'));
      }
      const problems = [...step.expect(result), ...(result.exitCode === 0 ? [] : [`exit code ${result.exitCode}`])];
      reports.push({
        title: step.title,
        outcome: result.outputs.outcome ?? '(none)',
        seconds: result.durationMs / 1000,
        problems,
      });
    }

    const botComments = github.commentsOn(PR).filter((comment) => comment.user.login === github.botLogin);
    const extra = botComments.length === 1 ? [] : [`${botComments.length} comments on the pull request, expected exactly 1`];

    console.log(`\n${bold('── Summary ──')}`);
    const width = Math.max(...reports.map((report) => report.title.length));
    for (const report of reports) {
      const verdict = report.problems.length === 0 ? '' : `  NOT as expected: ${report.problems.join('; ')}`;
      console.log(`  ${report.title.padEnd(width)}  ${report.outcome.padEnd(8)} ${report.seconds.toFixed(0).padStart(3)} s${verdict}`);
    }
    for (const problem of extra) console.log(`NOT as expected: ${problem}`);
    const failed = reports.some((report) => report.problems.length > 0) || extra.length > 0;
    console.log(
      failed
        ? '\nThe demo found a step that did not behave.'
        : '\nAll four steps behaved: one preview, one comment, one deploy, one cleanup.',
    );
    if (!VERBOSE) console.log(dim('npm run demo -- --verbose shows each log unfolded, every output and the whole comment.'));
    return failed ? 1 : 0;
  } finally {
    await Promise.all([emulator.close(), github.close()]);
  }
}

function isProblem(check: true | string): check is string {
  return check !== true;
}

process.exitCode = await main().catch((error: unknown) => {
  console.error(`demo failed: ${error instanceof Error ? error.stack : String(error)}`);
  return 1;
});
