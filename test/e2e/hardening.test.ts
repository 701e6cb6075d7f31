/**
 * The bundled action, run as a runner runs it, in the situations an adversarial round found
 * wanting: the README's combined fault profile with a 429 burst, a multi-line secret (a PEM
 * key), and an older run of a pull request overtaken by a newer commit.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../tools/emulator/index.ts';
import type { FakeGitHub } from '../../tools/fake-github/index.ts';
import { PEM_SECRETS } from '../support/dotenv.ts';
import { pullRequestPayload, runAction, type ActionResult } from '../../tools/runner/child.ts';
import { NO_GITHUB, closeAll, platformInputs, runOnPullRequest, startBoth } from '../support/e2e.ts';

/** The emulator's speed and the pace of the action's own waits (backoffs, the 429 burst's), paired. */
const SCALE = 0.05;

/** The README's combined fault profile, word for word. */
const COMBINED_FAULTS = '5xx=0.2,reset=0.05,latency=300,unknown-state=0.1,429-burst=5';

function inputs(emulator: Emulator, extra: Record<string, string> = {}): Record<string, string> {
  return {
    ...platformInputs(emulator),
    job: emulator.seed.jobIds[0]!,
    ...NO_GITHUB,
    ...extra,
  };
}

/** What a person can read: the runner consumes `::add-mask::` commands and never shows them. */
function readable(run: ActionResult): string {
  return [run.stdout, run.stderr, run.summary, JSON.stringify(run.outputs)]
    .join('\n')
    .split('\n')
    .filter((line) => !line.startsWith('::add-mask::'))
    .join('\n');
}

function masks(run: ActionResult): string[] {
  return run.stdout
    .split('\n')
    .filter((line) => line.startsWith('::add-mask::'))
    .map((line) => line.slice('::add-mask::'.length));
}

describe("the README's combined fault profile", { timeout: 120_000 }, () => {
  let emulator: Emulator | undefined;
  afterEach(async () => {
    await emulator?.close();
  });

  // Any seed failed before the 429 burst was waited out; 8 also ran into four 5xx/reset answers in
  // a row on one request, as many as there were tries then. A seed's faults follow the order the
  // requests arrive in: since a run asks fewer, seed 13 puts five faults in a row on one read, as
  // many as there are tries now, and fails by design (naming the read); 55 meets 15 faults.
  it.each([8, 55])('seed %i: a preview waits out the 429 burst, outlives the faults and succeeds', async (seed) => {
    emulator = await startEmulator({ speed: SCALE, staleMs: 150, faults: COMBINED_FAULTS, seed });
    const run = await runAction({
      inputs: inputs(emulator),
      eventName: 'pull_request',
      event: pullRequestPayload(70 + seed, 'a1b2c3d'),
      timeScale: SCALE,
    });
    expect(run.stdout.split('\n').filter((line) => line.startsWith('::error::'))).toEqual([]);
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ outcome: 'success', state: 'DEPLOYED' });
    expect(emulator.requests().filter((request) => request.fault === 'rate-limit-burst')).toHaveLength(5);
    const deploys = emulator.requests().filter((request) => request.path.endsWith('/service/deploy') && request.status === 202);
    expect(deploys).toHaveLength(1);
  });
});

describe('secrets and pull requests end to end', { timeout: 60_000 }, () => {
  let emulator: Emulator;
  let github: FakeGitHub;
  beforeAll(async () => {
    ({ emulator, github } = await startBoth(
      { speed: SCALE, staleMs: 150 },
      {
        pulls: [
          { number: 81, headSha: 'a'.repeat(40) },
          { number: 82, headSha: 'c'.repeat(40) },
        ],
      },
    ));
  });
  afterAll(() => closeAll(emulator, github));

  it('sets a multi-line secret whole, masks each of its lines and never a short one', async () => {
    const secrets = `${PEM_SECRETS}\nCONF="user=alice\npassword=hunter2secret\nhost=db"`;
    const run = await runAction({
      inputs: inputs(emulator, { secrets }),
      eventName: 'pull_request',
      event: pullRequestPayload(80, 'a1b2c3d'),
      timeScale: SCALE,
    });
    expect(run.exitCode).toBe(0);
    const preview = run.outputs['environment-id']!;
    expect(emulator.secrets(preview).map((secret) => secret.key)).toEqual(
      expect.arrayContaining(['CONF', 'DATABASE_URL', 'GREETING', 'SIGNING_KEY']),
    );
    expect(emulator.secrets(preview).map((secret) => secret.key)).not.toContain('password');
    const pem = PEM_SECRETS.split('\n')
      .slice(1, 5)
      .join('\n')
      .replace(/^export SIGNING_KEY="|"$/g, '');
    expect(emulator.secretHolds(preview, 'SIGNING_KEY', pem)).toBe(true);
    expect(emulator.secretHolds(preview, 'CONF', 'user=alice\npassword=hunter2secret\nhost=db')).toBe(true);
    expect(emulator.secretHolds(preview, 'GREETING', 'hello\\nworld')).toBe(true);

    const masked = masks(run);
    for (const line of pem.split('\n')) expect(masked).toContain(line);
    expect(masked).toEqual(expect.arrayContaining(['user=alice', 'password=hunter2secret', 'host=db']));
    expect(masked.filter((mask) => mask.length < 3)).toEqual([]);
    const text = readable(run);
    for (const line of [...pem.split('\n'), 'hunter2secret', 'user=alice']) expect(text).not.toContain(line);
    expect(text).toContain('Set secrets DATABASE_URL, SIGNING_KEY, GREETING, CONF');
    expect(text).not.toMatch(/Set secrets .*password/);
  });

  it('an older run of a pull request overtaken by a newer commit deploys nothing and is skipped', async () => {
    github.setHead(81, 'b'.repeat(40));
    emulator.clearRequests();
    const run = await runOnPullRequest({
      scaled: true,
      emulator,
      github,
      number: 81,
      head: 'a'.repeat(40),
      action: 'synchronize',
      inputs: inputs(emulator, { 'github-token': github.token }),
    });
    expect(run.exitCode).toBe(0);
    expect(run.outputs.outcome).toBe('skipped');
    expect(run.stdout).toContain(`superseded by ${'b'.repeat(40)}`);
    expect(emulator.requests().filter((request) => /\/(redeploy|service\/deploy)$/.test(request.path))).toEqual([]);
    expect(github.state.requests.filter((request) => request.path === '/repos/acme/shop/pulls/81')).toHaveLength(1);
  });

  it('the run of the head commit deploys, having asked GitHub once, before the trigger', async () => {
    const run = await runOnPullRequest({
      scaled: true,
      emulator,
      github,
      number: 82,
      head: 'c'.repeat(40),
      action: 'synchronize',
      inputs: inputs(emulator, { 'github-token': github.token }),
    });
    expect(run.exitCode).toBe(0);
    expect(run.outputs.outcome).toBe('success');
    expect(github.state.requests.filter((request) => request.path === '/repos/acme/shop/pulls/82')).toHaveLength(1);
  });
});
