/**
 * The runs `npm run comment-preview` draws, each through the bundle (`dist/index.js`) as a runner
 * runs it, against the emulator and the fake GitHub on a clock scaled down (SPEED): on pull
 * request #7 the preview deployed, a build that fails, a container that crash-loops over the
 * running preview, the pull request closed; on #8 a run with a misspelled `job` after a good
 * preview, then a push whose checkout never becomes ready within `timeout-minutes`; on #9 a first
 * preview whose storefront crash-loops; on #10 a deploy of a shared staging environment whose
 * build fails and `rollback-on-failure` puts back. The runs that only set a scenario up (a good
 * preview first) are checked to succeed and not drawn.
 */
import { startEmulator, type Emulator } from '../emulator/index.ts';
import { startFakeGitHub } from '../fake-github/index.ts';
import { pullRequestPayload, runAction, type ActionResult } from '../runner/child.ts';

export interface Scenario {
  /** The file name its pages are written under, in docs/comment/. */
  name: string;
  pullRequest: number;
  outcome: string;
  /** The action's sticky comment on the pull request after the run (its hidden marker included). */
  comment: string;
  /** The run's job summary. */
  summary: string;
  /** The `failure-reason` output, and what the step printed. */
  failureReason: string;
  stdout: string;
}

/** The emulator's deployments at a tenth of their time: a run of minutes in seconds, its report the same shape. */
const SPEED = 0.1;
const SHAS = {
  first: '9f8e7d6c5b4a39281f0e9d8c7b6a59483f2e1d0c',
  broken: 'c0ffee0c0ffee0c0ffee0c0ffee0c0ffee0c0ffe',
  crashing: 'dec0de5dec0de5dec0de5dec0de5dec0de5dec0d',
  slow: '5106c0de5106c0de5106c0de5106c0de5106c0de',
  good: '600d600d600d600d600d600d600d600d600d600d',
};
export const PR = { demo: 7, typo: 8, crash: 9, staging: 10 };

/** The ids of the environment's services of one kind, by name. */
async function serviceIds(emulator: Emulator, environmentId: string, kind: 'application' | 'container'): Promise<Map<string, string>> {
  const answer = await fetch(`${emulator.url}/environment/${environmentId}/${kind}`, {
    headers: { authorization: `Token ${emulator.tokens.admin}` },
  });
  const { results } = (await answer.json()) as { results: Array<{ id: string; name: string }> };
  return new Map(results.map((each) => [each.name, each.id]));
}

function environmentId(emulator: Emulator, name: string): string {
  return emulator.environments().find((each) => each.name === name)?.id ?? '';
}

/** Every scenario run through the bundle, in order. */
export async function scenarios(log: (line: string) => void = () => {}): Promise<Scenario[]> {
  const emulator = await startEmulator({ speed: SPEED, staleMs: 3000 * SPEED });
  const github = await startFakeGitHub({
    pulls: [
      { number: PR.demo, headSha: SHAS.first },
      { number: PR.typo, headSha: SHAS.first },
      { number: PR.crash, headSha: SHAS.first },
      { number: PR.staging, headSha: SHAS.good },
    ],
  });
  const done: Scenario[] = [];
  try {
    const inputs = {
      'api-url': emulator.url,
      'api-token': emulator.tokens.admin,
      'github-token': github.token,
      'console-url': 'https://console.example.test/{organization}/{project}/{environment}',
      environment: 'acme/shop/blueprint',
      application: 'checkout',
      container: 'search',
      job: 'web',
      secrets: 'DATABASE_URL=postgres://preview:demo-password@db.internal/app',
    };
    const env = { GITHUB_API_URL: github.url, GITHUB_REPOSITORY: github.repository };
    const run = (pr: number, sha: string, action: string, extra: Record<string, string> = {}): Promise<ActionResult> => {
      github.setHead(pr, sha);
      return runAction({
        inputs: { ...inputs, ...extra },
        eventName: 'pull_request',
        event: pullRequestPayload(pr, sha, action),
        sha,
        env,
        post: true,
        timeScale: SPEED,
      });
    };
    const comment = (pr: number) =>
      github
        .commentsOn(pr)
        .filter((each) => each.user.login === github.botLogin)
        .at(-1)?.body ?? '';
    const keep = (name: string, pr: number, result: ActionResult) => {
      const outcome = result.outputs['outcome'] ?? '';
      done.push({
        name,
        pullRequest: pr,
        outcome,
        comment: comment(pr),
        summary: result.summary,
        failureReason: result.outputs['failure-reason'] ?? '',
        stdout: result.stdout,
      });
      log(`${name}: outcome ${outcome || '(none)'}`);
    };
    /** A run whose page is not drawn: the good state a scenario starts from. */
    const setUp = async (what: string, result: Promise<ActionResult>) => {
      const outcome = (await result).outputs['outcome'];
      if (outcome !== 'success') throw new Error(`${what} ended ${outcome ?? 'without an outcome'}, not success`);
    };

    // #7: deployed, a build that fails, a container that crash-loops over a running preview, closed.
    keep('success', PR.demo, await run(PR.demo, SHAS.first, 'opened'));
    const demo = environmentId(emulator, `blueprint-pr-${PR.demo}`);
    const checkout = (await serviceIds(emulator, demo, 'application')).get('checkout') ?? '';
    const search = (await serviceIds(emulator, demo, 'container')).get('search') ?? '';
    emulator.failService(checkout, 'fail-build');
    keep('failed-build', PR.demo, await run(PR.demo, SHAS.broken, 'synchronize'));
    emulator.failService(checkout, undefined);
    emulator.failService(search, 'fail-deploy');
    keep('failed-deploy', PR.demo, await run(PR.demo, SHAS.crashing, 'synchronize'));
    emulator.failService(search, undefined);
    keep('deleted', PR.demo, await run(PR.demo, SHAS.crashing, 'closed'));

    // #8: a good preview, then a run refused on its inputs (`job` misspelled), then a push whose
    // checkout never becomes ready within `timeout-minutes` (a minute: six seconds at SPEED).
    await setUp(`the preview of #${PR.typo}`, run(PR.typo, SHAS.first, 'opened'));
    keep('config-error', PR.typo, await run(PR.typo, SHAS.first, 'synchronize', { job: 'wbe' }));
    const typo = environmentId(emulator, `blueprint-pr-${PR.typo}`);
    emulator.failService((await serviceIds(emulator, typo, 'application')).get('checkout') ?? '', 'hang');
    keep('timeout', PR.typo, await run(PR.typo, SHAS.slow, 'synchronize', { 'timeout-minutes': '1' }));

    // #9: a new preview whose storefront (the `web` job, serving HTTP) crashes on start each time.
    emulator.failJob('web', 'fail-deploy');
    keep('crash-loop', PR.crash, await run(PR.crash, SHAS.crashing, 'opened'));
    emulator.failJob('web', undefined);

    // #10: the pull request deploys a shared staging environment (a clone of the blueprint):
    // once good, then a commit whose checkout build fails, put back by rollback-on-failure.
    const clone = await fetch(`${emulator.url}/environment/${emulator.seed.blueprintEnvironmentId}/clone`, {
      method: 'POST',
      headers: { authorization: `Token ${emulator.tokens.admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'staging' }),
    });
    if (!clone.ok) throw new Error(`the emulator did not clone the blueprint as staging: ${clone.status}`);
    const staging = { operation: 'deploy', environment: 'acme/shop/staging', 'rollback-on-failure': 'true' };
    await setUp('the first deploy of staging', run(PR.staging, SHAS.good, 'opened', staging));
    const stagingCheckout = (await serviceIds(emulator, environmentId(emulator, 'staging'), 'application')).get('checkout') ?? '';
    emulator.failVersion(stagingCheckout, SHAS.broken, 'fail-build');
    keep('rollback', PR.staging, await run(PR.staging, SHAS.broken, 'synchronize', staging));
  } finally {
    await Promise.all([emulator.close(), github.close()]);
  }
  return done;
}
