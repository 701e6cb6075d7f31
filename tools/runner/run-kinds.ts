/**
 * A pull request's life and a production deploy through the bundled action against one emulator
 * and one fake GitHub, with the environment given by names, two secrets and one job named: the
 * platform requests of each kind of run, the wait's polls counted apart. What the request figure
 * (bench/requests.ts) reports and the end-to-end test pins.
 */
import type { Emulator, RecordedRequest } from '../emulator/index.ts';
import type { FakeGitHub } from '../fake-github/index.ts';
import { pullRequestPayload, runAction as runBundle, type ActionResult, type ActionRun } from './child.ts';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const REPOSITORY = { full_name: 'acme/shop', name: 'shop', owner: { login: 'acme' }, default_branch: 'main' };

export type RunKind = 'first preview' | 'new preview' | 'push' | 'first deploy' | 'deploy' | 'cleanup' | 'sweep';

export interface RunRequests {
  kind: RunKind;
  /** The run's `outcome` output. */
  outcome: string;
  /** Every platform request but the wait's polls, as `METHOD /path` with each id written `:id`, in arrival order. */
  requests: string[];
  /**
   * The wait's polls: the reads of the deployment request's state, and of the environment's
   * status after the run's last write (a deletion's wait).
   */
  polls: number;
}

const STATUS = /^\/environment\/[^/]+\/status$/;

/** The wait's polls among a run's requests, as every request figure counts them apart. */
export function pollsOf(requests: readonly RecordedRequest[]): Set<RecordedRequest> {
  const lastWrite = requests.findLastIndex((request) => request.method !== 'GET');
  return new Set(
    requests.filter(
      (request, at) =>
        request.method === 'GET' &&
        (request.path === '/environment/deploymentStatus' || (at > lastWrite && lastWrite >= 0 && STATUS.test(request.path))),
    ),
  );
}

async function counted(emulator: Emulator, kind: RunKind, run: () => Promise<ActionResult>): Promise<RunRequests> {
  emulator.clearRequests();
  const result = await run();
  const all = emulator.requests();
  const polls = pollsOf(all);
  return {
    kind,
    outcome: result.outputs['outcome'] ?? `exit ${result.exitCode}`,
    requests: all.filter((request) => !polls.has(request)).map((request) => `${request.method} ${request.path.replace(UUID, ':id')}`),
    polls: polls.size,
  };
}

/**
 * Pull request `number` opened (the repository's first run: nothing carried), pushed to and
 * closed; a production deploy, first with secrets the environment never had, then with the same
 * again; and pull request `number + 1` opened once earlier runs left what they found, and its
 * preview swept once it was closed without a cleanup. `github` must know both pull requests. With `scaled`, every
 * run's waits go at the emulator's speed, as its deployments do.
 */
export async function runKinds(emulator: Emulator, github: FakeGitHub, number: number, scaled = false): Promise<RunRequests[]> {
  const runAction = (run: ActionRun) => runBundle({ ...run, ...(scaled ? { timeScale: emulator.speed } : {}) });
  const inputs = {
    'api-url': emulator.url,
    'api-token': emulator.tokens.admin,
    'github-token': github.token,
    environment: 'Acme/shop/blueprint',
    job: 'web',
    secrets: 'API_KEY=k3y-value\nDB_PASSWORD=pa55-value',
  };
  const env = { GITHUB_API_URL: github.url };
  const onPullRequest = (pull: number, head: string, action: string) => {
    if (action !== 'closed') github.setHead(pull, head);
    return runAction({ inputs, eventName: 'pull_request', event: pullRequestPayload(pull, head, action), sha: head, env });
  };
  const onMain = () =>
    runAction({
      inputs: { ...inputs, environment: 'Acme/shop/production' },
      eventName: 'push',
      event: { ref: 'refs/heads/main', after: 'd'.repeat(40), repository: REPOSITORY },
      sha: 'd'.repeat(40),
      // A runner names the pushed branch: on the default branch the deploy is production's, which GitHub's auto_inactive leaves alone.
      env: { ...env, GITHUB_REF: 'refs/heads/main' },
    });
  const runs: RunRequests[] = [];
  runs.push(await counted(emulator, 'first preview', () => onPullRequest(number, 'a'.repeat(40), 'opened')));
  runs.push(await counted(emulator, 'push', () => onPullRequest(number, 'c'.repeat(40), 'synchronize')));
  runs.push(await counted(emulator, 'first deploy', onMain));
  runs.push(await counted(emulator, 'deploy', onMain));
  github.closePull(number);
  runs.push(await counted(emulator, 'cleanup', () => onPullRequest(number, 'c'.repeat(40), 'closed')));
  runs.push(await counted(emulator, 'new preview', () => onPullRequest(number + 1, 'e'.repeat(40), 'opened')));
  github.closePull(number + 1);
  runs.push(
    await counted(emulator, 'sweep', () =>
      runAction({
        inputs: { ...inputs, operation: 'sweep' },
        eventName: 'schedule',
        event: { schedule: '17 3 * * *', repository: REPOSITORY },
        env,
      }),
    ),
  );
  return runs;
}
