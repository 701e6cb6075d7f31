/**
 * What each kind of run asks the platform, through dist/ against the emulator, the environment
 * given by names, two secrets and one job named (tools/runner/run-kinds.ts): at most so many
 * requests besides the wait's polls, and what a user of the platform would notice of them, each
 * said on its own. A change that adds a request to a kind of run fails its ceiling; one that
 * saves a request lowers it here, and bench figure 11.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAll, startBoth } from '../support/e2e.ts';
import type { Emulator, RecordedRequest } from '../../tools/emulator/index.ts';
import type { FakeGitHub } from '../../tools/fake-github/index.ts';
import { runKinds, type RunKind, type RunRequests } from '../../tools/runner/run-kinds.ts';

const SPEED = 0.05;
const PULL_REQUEST = 12;

/**
 * The most requests besides the wait's polls. Every run resolves the names it is given (the
 * organization, its projects, the project's environments: what earlier runs left only lets the
 * three go out at once, since a project renamed or another given its name is seen by these reads
 * alone, carried.test.ts); a push also reads its preview's last request (a delete by hand shows
 * there first); a push and a deploy read the environment's secrets (a secret is left unsent only
 * when the platform's list vouches for it), and a first deploy and a new preview send their two,
 * each then given the description that binds its digest to the secret the platform made (a PUT).
 * A sweep with the GitHub Deployment on lists the project's environments again once it has
 * deleted, so that the GitHub environments it retires are of previews gone at that moment, never
 * one another run made meanwhile.
 */
const CEILING: Record<RunKind, number> = {
  'first preview': 15,
  'new preview': 15,
  push: 12,
  'first deploy': 13,
  deploy: 9,
  cleanup: 5,
  sweep: 6,
};
const PREVIEW_KINDS: RunKind[] = ['first preview', 'new preview', 'push', 'cleanup', 'sweep'];
const DEPLOY_KINDS: RunKind[] = ['first deploy', 'deploy'];

let emulator: Emulator;
let github: FakeGitHub;
let runs: RunRequests[];
/** Each run's every request, ids and polls included, in the order of `runs`. */
const raw: RecordedRequest[][] = [];

beforeAll(async () => {
  ({ emulator, github } = await startBoth(
    // No stale window: the ceilings count runs on a platform whose status is current; a stale one,
    // which a busy machine's timing can bring, costs a push one more status read.
    { speed: SPEED, staleMs: 0 },
    {
      pulls: [
        { number: PULL_REQUEST, headSha: 'a'.repeat(40) },
        { number: PULL_REQUEST + 1, headSha: 'e'.repeat(40) },
      ],
    },
  ));
  // runKinds reads the emulator's requests once after each run: kept here with their ids.
  const watched: Emulator = Object.assign(Object.create(emulator) as Emulator, {
    requests: () => {
      const all = emulator.requests();
      raw.push(all);
      return all;
    },
  });
  runs = await runKinds(watched, github, PULL_REQUEST, true);
}, 120_000);
afterAll(() => closeAll(emulator, github));

const runOf = (kind: RunKind) => runs.find((each) => each.kind === kind)!;
const requestsOf = (kind: RunKind) => raw[runs.findIndex((each) => each.kind === kind)]!;
const writes = (kind: RunKind) => requestsOf(kind).filter((request) => request.method !== 'GET');
const environmentOf = (request: RecordedRequest) => /^\/environment\/([^/]+)/.exec(request.path)?.[1];
const triggers = (kind: RunKind) => writes(kind).filter((request) => /^\/environment\/[^/]+\/service\/deploy$/.test(request.path));

describe('the requests of each kind of run', () => {
  it.each(Object.entries(CEILING))('%s succeeds in at most %i requests, besides the wait’s polls', (kind, ceiling) => {
    const run = runOf(kind as RunKind);
    expect(run.outcome).toBe('success');
    expect(run.requests.length, run.requests.join('\n')).toBeLessThanOrEqual(ceiling);
    expect(requestsOf(kind as RunKind)).toHaveLength(run.requests.length + run.polls);
  });

  it.each(PREVIEW_KINDS)('%s writes nothing to production', (kind) => {
    const production = emulator.seed.productionEnvironmentId;
    expect(writes(kind).filter((request) => environmentOf(request) === production)).toEqual([]);
  });

  it.each(DEPLOY_KINDS)('%s writes to production alone, and asks for one deployment', (kind) => {
    const production = emulator.seed.productionEnvironmentId;
    expect(writes(kind).filter((request) => environmentOf(request) !== production)).toEqual([]);
    expect(triggers(kind)).toHaveLength(1);
  });

  it.each(['first preview', 'new preview', 'push'] as RunKind[])(
    '%s asks for one deployment, of its preview, never of the blueprint or production',
    (kind) => {
      const [trigger, ...more] = triggers(kind);
      expect(more).toEqual([]);
      const preview = environmentOf(trigger!);
      expect([emulator.seed.blueprintEnvironmentId, emulator.seed.productionEnvironmentId]).not.toContain(preview);
    },
  );

  it('a new preview is one clone of the blueprint; a push updates the preview it made, cloning nothing', () => {
    for (const kind of ['first preview', 'new preview'] as RunKind[]) {
      const clones = writes(kind).filter((request) => request.path.endsWith('/clone'));
      expect(clones.map(environmentOf), kind).toEqual([emulator.seed.blueprintEnvironmentId]);
    }
    expect(writes('push').filter((request) => request.path.endsWith('/clone'))).toEqual([]);
    expect(environmentOf(triggers('push')[0]!)).toBe(environmentOf(triggers('first preview')[0]!));
  });

  it('a new preview and a first deploy send each secret once, to the environment deployed; a deploy whose secrets are unchanged sends none', () => {
    const secrets = (kind: RunKind) => writes(kind).filter((request) => request.method === 'POST' && request.path.endsWith('/secret'));
    for (const kind of ['first preview', 'new preview'] as RunKind[])
      expect(secrets(kind).map(environmentOf), kind).toEqual(Array(2).fill(environmentOf(triggers(kind)[0]!)));
    expect(secrets('first deploy').map(environmentOf)).toEqual(Array(2).fill(emulator.seed.productionEnvironmentId));
    expect(secrets('deploy')).toEqual([]);
  });

  it.each(['cleanup', 'sweep'] as RunKind[])('%s deletes one preview, of its pull request, and deploys nothing', (kind) => {
    const [deletion, ...more] = writes(kind);
    expect(more).toEqual([]);
    expect(deletion!.method).toBe('DELETE');
    const opened = kind === 'cleanup' ? 'first preview' : 'new preview';
    expect(environmentOf(deletion!)).toBe(environmentOf(triggers(opened)[0]!));
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
