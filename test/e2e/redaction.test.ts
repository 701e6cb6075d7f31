/**
 * One redaction, through the bundle: a build that prints a secret as is, line by line, in base64,
 * URL-encoded and JSON-escaped, and a platform whose 400 quotes a secret, never put any of those
 * forms in the comment, the job summary, the outputs, the GitHub Deployment or the log; a secret
 * of three characters is hidden as the runner's masks hide it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../tools/emulator/index.ts';
import { startFakeGitHub, type FakeGitHub } from '../../tools/fake-github/index.ts';
import { runAction, type ActionResult } from '../../tools/runner/child.ts';
import { closeAll, runOnPullRequest } from '../support/e2e.ts';

let emulator: Emulator;
let echoing: Emulator;
let github: FakeGitHub;
const HEAD = 'a'.repeat(40);

beforeAll(async () => {
  [emulator, echoing, github] = await Promise.all([
    startEmulator({ speed: 0.05, staleMs: 150 }),
    startEmulator({ speed: 0.05, staleMs: 150, echoSecretOnServiceDeploy: true }),
    startFakeGitHub({ pulls: [71, 72, 73, 74].map((number) => ({ number, headSha: HEAD })) }),
  ]);
});
afterAll(() => closeAll(emulator, echoing, github));

/** Every form a value may be shown in: as is, each line, base64, URL-encoded, JSON-escaped. */
function formsOf(value: string): string[] {
  const lines = value.split('\n');
  const encoded = (text: string) => [
    text,
    Buffer.from(text).toString('base64'),
    Buffer.from(text).toString('base64').replace(/=+$/, ''),
    encodeURIComponent(text),
    JSON.stringify(text).slice(1, -1),
  ];
  return [...new Set([...encoded(value), ...lines.flatMap(encoded)])];
}

/** What the run wrote: the log (masks excepted), outputs, summary, the comments and the Deployment. */
function everythingWritten(run: ActionResult, pullRequest?: number): Record<string, string> {
  const { deployments, statuses } = github.deployments();
  return {
    log: run.stdout
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'))
      .join('\n'),
    stderr: run.stderr,
    outputs: JSON.stringify(run.outputs),
    summary: run.summary,
    comments:
      pullRequest === undefined
        ? ''
        : github
            .commentsOn(pullRequest)
            .map((comment) => comment.body)
            .join('\n'),
    deployments: JSON.stringify([...deployments.map((each) => each.description), ...statuses.map((each) => each.description)]),
  };
}

function expectHidden(run: ActionResult, secret: string, pullRequest?: number): void {
  const written = everythingWritten(run, pullRequest);
  for (const form of formsOf(secret)) {
    for (const [where, text] of Object.entries(written)) expect(text.includes(form), `"${form}" in ${where}`).toBe(false);
  }
}

function preview(number: number, secrets: string) {
  return runOnPullRequest({
    scaled: true,
    emulator,
    github,
    number,
    head: HEAD,
    inputs: { job: emulator.seed.jobIds[0]!, 'preview-scope': 'jobs', secrets, commit: `fail-encoded-${number}` },
  });
}

describe('one redaction, everywhere the action writes', { timeout: 90_000 }, () => {
  it('a multi-line secret a build prints as is, line by line, in base64, URL-encoded and JSON-escaped', async () => {
    const secret = 'first-line-of-it\nsecond "line" & more/+?';
    const run = await preview(71, `TLS_KEY="first-line-of-it\\nsecond \\"line\\" & more/+?"`);
    expect(run.exitCode).toBe(1);
    expect(run.outputs['failure-reason']).toBe('Build of web failed: the build command exited with code 1');
    const body = github.commentsOn(71).at(-1)!.body;
    // The lines are there, with the value hidden in each of them.
    expect(body).toContain('Authorization: Basic ***');
    expect(body).toContain('GET /connect?password=***');
    expect(body).toContain('{"config":{"password":"***"}}');
    expect(run.stdout).toContain('Authorization: Basic ***');
    // Each form is registered as a mask, so the runner hides it too.
    const masks = run.stdout.split('\n').filter((line) => line.startsWith('::add-mask::'));
    expect(masks).toContain(`::add-mask::${Buffer.from(secret).toString('base64')}`);
    expect(masks).toContain(`::add-mask::${JSON.stringify(secret).slice(1, -1)}`);
    expectHidden(run, secret, 71);
  });

  it('a secret of three characters: hidden in the comment as the log masks hide it', async () => {
    const run = await preview(72, 'PIN=q7z');
    expect(run.exitCode).toBe(1);
    const body = github.commentsOn(72).at(-1)!.body;
    expect(body).toContain('Authorization: Basic ***');
    expect(body).toMatch(/\+ echo "connecting with PIN"\n {2}\*\*\*\n/);
    expect(run.stdout).toContain('::add-mask::q7z');
    expectHidden(run, 'q7z', 72);
  });

  it('a platform 400 that quotes a secret: failure-reason, the summary, the Deployment and the log show ***', async () => {
    const secret = 'pw-echoed-by-the-platform';
    const run = await runAction({
      timeScale: echoing.speed,
      inputs: {
        'api-url': echoing.url,
        'api-token': echoing.tokens.admin,
        'github-token': github.token,
        environment: echoing.seed.blueprintEnvironmentId,
        application: echoing.seed.applicationIds[0]!,
        commit: 'c'.repeat(40),
        secrets: `DATABASE_PASSWORD=${secret}`,
      },
      eventName: 'push',
      event: {
        ref: 'refs/heads/main',
        after: 'c'.repeat(40),
        repository: { full_name: 'acme/shop', name: 'shop', owner: { login: 'acme' } },
      },
      sha: 'c'.repeat(40),
      env: { GITHUB_API_URL: github.url },
    });
    expect(run.exitCode).toBe(1);
    expect(echoing.requests().some((request) => request.path.endsWith('/service/deploy') && request.status === 400)).toBe(true);
    expect(run.outputs['failure-reason']).toContain('"***" (***) is not a version');
    expect(run.summary).toContain('is not a version');
    const { statuses } = github.deployments();
    expect(statuses.some((status) => status.state === 'failure' || status.state === 'error')).toBe(true);
    expectHidden(run, secret);
  });

  it('secrets that are common words (true, preview, main, 1) leave created, the headline and the stages as they are', async () => {
    const run = await runOnPullRequest({
      scaled: true,
      emulator,
      github,
      number: 73,
      head: HEAD,
      inputs: { job: emulator.seed.jobIds[0]!, secrets: 'FLAG=true\nKIND=preview\nBRANCH=main\nONE=1' },
    });
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ outcome: 'success', created: 'true', 'environment-name': 'blueprint-pr-73' });
    const stages = (JSON.parse(run.outputs['metrics']!) as Array<{ stage: string }>).map((row) => row.stage);
    expect(stages).toContain('create preview');
    expect(stages.join(' ')).not.toContain('***');
    expect(run.summary).toContain('Preview ready: blueprint-pr-73');
    const body = github.commentsOn(73).at(-1)!.body;
    expect(body).toContain('Preview ready: blueprint-pr-73');
    expect(body).not.toContain('undefined');
    expect(body).not.toContain('***');
    // The runner still masks them in the log, as it would anyway.
    const masks = run.stdout.split('\n').filter((line) => line.startsWith('::add-mask::'));
    expect(masks).toEqual(expect.arrayContaining(['::add-mask::true', '::add-mask::preview', '::add-mask::main']));
    expect(run.stdout).toContain('Created *** environment blueprint-pr-73');
  });

  it('300 secrets and a 10,000-line value (about 42,000 masks) deploy within timeout-minutes 2, every value hidden', async () => {
    const lines = Array.from({ length: 10_000 }, (_, index) => `k${index.toString(36).padStart(4, '0')}z${(index * 7919) % 997}`);
    const many = Array.from({ length: 300 }, (_, index) => `SECRET_${index}=value-${index}-of-many`);
    const started = Date.now();
    // On the wall's clock: what is measured is the masks' own cost, which no scale shortens.
    const run = await runOnPullRequest({
      emulator,
      github,
      number: 74,
      head: HEAD,
      inputs: {
        job: emulator.seed.jobIds[0]!,
        'timeout-minutes': '2',
        secrets: [...many, `LONG_KEY="${lines.join('\\n')}"`].join('\n'),
      },
    });
    const seconds = (Date.now() - started) / 1000;
    expect(run.stdout).not.toMatch(/^::error::/m);
    expect([run.exitCode, run.outputs.outcome]).toEqual([0, 'success']);
    expect(run.stdout.split('\n').filter((line) => line.startsWith('::add-mask::')).length).toBeGreaterThan(40_000);
    expect(seconds).toBeLessThan(60);
    expectHidden(run, 'value-17-of-many', 74);
  });
});
