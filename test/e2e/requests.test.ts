/**
 * The platform requests of each kind of run, pinned: the bundled action through dist/ against the
 * emulator, the environment given by names, two secrets and one job named (tools/runner/run-kinds.ts).
 * A change that adds a request to a kind of run fails here and says which; one that saves a
 * request updates the list below, and bench figure 11.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAll, startBoth } from '../support/e2e.ts';
import type { Emulator } from '../../tools/emulator/index.ts';
import type { FakeGitHub } from '../../tools/fake-github/index.ts';
import { runKinds, type RunKind, type RunRequests } from '../../tools/runner/run-kinds.ts';

const SPEED = 0.05;
const PULL_REQUEST = 12;

/** What each kind of run asks the platform besides the wait's polls, sorted: repeats written out. */
const RESOLVE = ['GET /organization', 'GET /organization/:id/project', 'GET /project/:id/environment'];
const NEW_PREVIEW = [
  'GET /environment/:id/services', // the blueprint's, to find the job named
  'GET /environment/:id/status', // the blueprint's: how long a deployment takes
  'POST /environment/:id/clone',
  'GET /environment/:id/services',
  'POST /environment/:id/environmentVariable', // the blueprint's mark
  // no status of the preview: this run's clone made it, and a fresh clone is READY, never deployed
  // every secret sent, none read: a fresh clone's, copied from the blueprint, vouch for nothing
  'POST /environment/:id/secret',
  'POST /environment/:id/secret',
  'POST /environment/:id/service/deploy',
  'GET /environment/:id/statusesWithStages',
  'GET /environment/:id/link',
];
const PINNED: Record<RunKind, string[]> = {
  'first preview': [...RESOLVE, ...NEW_PREVIEW],
  // What earlier runs left (the project) only lets the three lists go out at once: a project renamed,
  // or another given its name, is seen by these reads alone (carried.test.ts).
  'new preview': [...RESOLVE, ...NEW_PREVIEW],
  push: [
    ...RESOLVE,
    'GET /environment/:id/environmentVariable', // the mark (whose preview it is)
    'GET /environment/:id/secret', // the secrets as the platform has them: both verified, neither sent
    'GET /environment/:id/deploymentHistoryV2', // whether its last request deletes it (a delete by hand shows there first)
    'GET /environment/:id/services', // the preview's: finds the job named, and is its rollout's list
    'GET /environment/:id/status', // the preview's last state, and the trigger's starting point
    'GET /environment/:id/link', // the URLs for the GitHub Deployment
    'POST /environment/:id/service/deploy',
    'GET /environment/:id/statusesWithStages',
    'GET /environment/:id/link',
  ],
  'first deploy': [
    ...RESOLVE,
    'GET /environment/:id/services',
    'GET /environment/:id/status',
    'GET /environment/:id/secret', // neither there yet: both sent
    'POST /environment/:id/secret',
    'POST /environment/:id/secret',
    'POST /environment/:id/service/deploy',
    'GET /environment/:id/statusesWithStages',
    'GET /environment/:id/link',
  ],
  deploy: [
    ...RESOLVE,
    'GET /environment/:id/services',
    'GET /environment/:id/status',
    'GET /environment/:id/secret', // the secrets as the platform has them: both verified, neither sent
    'POST /environment/:id/service/deploy',
    'GET /environment/:id/statusesWithStages',
    'GET /environment/:id/link', // once, after the wait: the URLs for the report and the GitHub Deployment's final status
  ],
  cleanup: [...RESOLVE, 'GET /environment/:id/environmentVariable', 'DELETE /environment/:id'],
  sweep: [...RESOLVE, 'GET /environment/:id/environmentVariable', 'DELETE /environment/:id'],
};

let emulator: Emulator;
let github: FakeGitHub;
let runs: RunRequests[];

beforeAll(async () => {
  ({ emulator, github } = await startBoth(
    { speed: SPEED, staleMs: 3_000 * SPEED },
    {
      pulls: [
        { number: PULL_REQUEST, headSha: 'a'.repeat(40) },
        { number: PULL_REQUEST + 1, headSha: 'e'.repeat(40) },
      ],
    },
  ));
  runs = await runKinds(emulator, github, PULL_REQUEST, true);
}, 120_000);
afterAll(() => closeAll(emulator, github));

describe('the requests of each kind of run', () => {
  it.each(Object.entries(PINNED))('%s asks exactly these, besides the wait’s polls', (kind, pinned) => {
    const run = runs.find((each) => each.kind === kind)!;
    expect(run.outcome).toBe('success');
    expect([...run.requests].sort()).toEqual([...pinned].sort());
    expect(run.requests).toHaveLength(pinned.length);
  });

  it('a deploy, its links read only after the wait, still hands the URL to its GitHub Deployment’s final status', () => {
    const { deployments, statuses } = github.deployments();
    const production = deployments.filter((deployment) => deployment.environment === 'production');
    expect(production).toHaveLength(2);
    for (const deployment of production) {
      // Nothing read before the change: the payload has no URLs (only what a later run may reuse), the final status has the main one.
      expect(deployment.payload).not.toHaveProperty('urls');
      const last = statuses.filter((status) => status.deployment_id === deployment.id).at(-1)!;
      expect(last).toMatchObject({ state: 'success', environment_url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/_services\//) });
    }
  });

  it('a deploy and a preview wait with polls, a cleanup and a sweep with their deletion’s', () => {
    for (const run of runs) expect(run.polls, run.kind).toBeGreaterThan(0);
  });
});
