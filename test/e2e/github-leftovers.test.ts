/**
 * No leftovers on GitHub, through the bundle against the emulator and the fake GitHub (its pages
 * kept small, so every list takes several): a closed pull request's cleanup marks every GitHub
 * Deployment of its preview inactive; the sweep marks inactive those of previews that are gone,
 * leaves a live preview's and production's alone, counts the GitHub environments the workflow's
 * own token may not delete (said once, not a failure), and deletes them with an App token allowed to.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../../tools/emulator/index.ts';
import type { FakeGitHub } from '../../tools/fake-github/index.ts';
import { runAction, type ActionResult } from '../../tools/runner/child.ts';
import { closeAll, platformInputs, runOnPullRequest, startBoth } from '../support/e2e.ts';

const sha = (digit: string) => digit.repeat(40);
const OPEN = 71;
const CLOSED = 72;
const GONE = 73;
const CLEANED = 75;

let emulator: Emulator;
let github: FakeGitHub;

beforeAll(async () => {
  ({ emulator, github } = await startBoth(
    { speed: 0.05, staleMs: 100 },
    {
      pulls: [
        { number: OPEN, headSha: sha('1') },
        { number: CLEANED, headSha: sha('5') },
      ],
      maxPerPage: 2,
    },
  ));
  github.closePull(CLOSED);
  github.closePull(GONE);
  for (const number of [OPEN, CLOSED]) {
    await fetch(`${emulator.url}/project/${emulator.seed.projectId}/environment`, {
      method: 'POST',
      headers: { Authorization: `Token ${emulator.tokens.write}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: `blueprint-pr-${number}`, mode: 'PREVIEW' }),
    });
  }
  // A live preview's, a closed one's, and one deleted on the platform by hand: its GitHub side was never tidied.
  github.addDeployment({ environment: `blueprint-pr-${OPEN}`, states: ['success'] });
  github.addDeployment({ environment: `blueprint-pr-${CLOSED}`, states: ['success'] });
  for (let each = 0; each < 3; each++) github.addDeployment({ environment: `blueprint-pr-${GONE}`, states: ['in_progress', 'success'] });
  github.addDeployment({ environment: 'production', states: ['success'], transient: false, production: true });
  github.addEnvironment('staging');
});
afterAll(() => closeAll(emulator, github));

const latestStates = (environment: string) =>
  github.state.deployments.filter((each) => each.environment === environment).map((each) => github.statusesOf(each.id).at(-1));
const notices = (run: ActionResult) => run.stdout.split('\n').filter((line) => line.startsWith('::notice::'));

function sweep(extra: Record<string, string> = {}) {
  return runAction({
    timeScale: emulator.speed,
    inputs: { ...platformInputs(emulator, github), operation: 'sweep', ...extra },
    eventName: 'schedule',
    event: { schedule: '17 * * * *', repository: { full_name: 'acme/shop', name: 'shop', owner: { login: 'acme' } } },
    env: { GITHUB_API_URL: github.url },
  });
}

describe('no leftovers on GitHub', { timeout: 180_000 }, () => {
  it("a closed pull request's cleanup marks every Deployment of its preview inactive, over every page", async () => {
    for (const head of [sha('5'), sha('6'), sha('7')]) {
      github.setHead(CLEANED, head);
      const run = await runOnPullRequest({ emulator, github, number: CLEANED, head, action: 'synchronize', scaled: true });
      expect(run.outputs.outcome).toBe('success');
    }
    expect(latestStates(`blueprint-pr-${CLEANED}`)).toEqual(['success', 'success', 'success']);
    github.closePull(CLEANED);
    const closed = await runOnPullRequest({ emulator, github, number: CLEANED, head: sha('7'), action: 'closed', scaled: true });
    expect([closed.exitCode, closed.outputs.outcome]).toEqual([0, 'success']);
    expect(latestStates(`blueprint-pr-${CLEANED}`)).toEqual(['inactive', 'inactive', 'inactive']);
  });

  it('the sweep marks inactive the Deployments of previews that are gone, and counts the environments GITHUB_TOKEN may not delete', async () => {
    const run = await sweep();
    expect([run.exitCode, run.outputs.outcome]).toEqual([0, 'success']);
    expect(latestStates(`blueprint-pr-${CLOSED}`)).toEqual(['inactive']);
    expect(latestStates(`blueprint-pr-${GONE}`)).toEqual(['inactive', 'inactive', 'inactive']);
    // A preview still on the platform, and what is no preview, stay as they are.
    expect(latestStates(`blueprint-pr-${OPEN}`)).toEqual(['success']);
    expect(latestStates('production')).toEqual(['success']);
    const left = notices(run).filter((line) => line.includes('left in place'));
    expect(left).toHaveLength(1);
    expect(left[0]).toContain('the token may not delete environments (GitHub answered 403)');
    // A 403 on a delete is no failure: no error, and no warning of GitHub's.
    expect(run.stdout).not.toMatch(/^::error::/m);
    expect(run.stdout.split('\n').filter((line) => line.startsWith('::warning::') && /GitHub/.test(line))).toEqual([]);
    // Three environments of previews that are gone: the cleaned one's, the swept one's, the one deleted by hand.
    expect(run.summary).toContain('GitHub: 3 environment(s) of previews that are gone');
    expect(run.summary).toContain('3 environment(s) left');
    expect(github.environmentNames()).toEqual(
      expect.arrayContaining([`blueprint-pr-${CLOSED}`, `blueprint-pr-${GONE}`, `blueprint-pr-${CLEANED}`]),
    );
  });

  it('with an App token allowed to administer the repository, the sweep deletes those environments', async () => {
    const app = github.addAppToken('janitor', { administration: 'write' });
    const run = await sweep({ 'deployments-token': app.token });
    expect([run.exitCode, run.outputs.outcome]).toEqual([0, 'success']);
    expect(run.summary).toContain('3 environment(s) deleted');
    expect(notices(run).filter((line) => line.includes('left in place'))).toEqual([]);
    expect(github.environmentNames().sort()).toEqual([`blueprint-pr-${OPEN}`, 'production', 'staging']);

    // Nothing is left: the next sweep has nothing to say of GitHub.
    const again = await sweep({ 'deployments-token': app.token });
    expect(again.summary).not.toContain('GitHub:');
  });
});
