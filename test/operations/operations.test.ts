import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../tools/emulator/index.ts';
import type { PullRequestReader } from '../../src/run/context.ts';
import { pullRequestEvent, pushEvent, runAgainst, SCALE } from '../../tools/runner/in-process.ts';

/** The combined fault profile the README's emulator section names. */
const COMBINED_FAULTS = '5xx=0.2,reset=0.05,latency=300,unknown-state=0.1,429-burst=5';
const MUTATING = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

let emulator: Emulator;

async function start(options: Parameters<typeof startEmulator>[0] = {}): Promise<Emulator> {
  emulator = await startEmulator({ speed: SCALE, staleMs: 3000 * SCALE, seed: 7, ...options });
  return emulator;
}

afterEach(async () => {
  await emulator?.close();
});

function previewInputs(extra: Record<string, string> = {}) {
  return {
    environment: emulator.seed.blueprintEnvironmentId,
    job: emulator.seed.jobIds[0]!,
    secrets: 'DATABASE_URL=postgres://user:pw-5ecret@db/app\nAPI_KEY=k3y-value',
    ...extra,
  };
}

function mutations() {
  return emulator.requests().filter((request) => MUTATING.has(request.method));
}

describe('preview', () => {
  beforeEach(() => start());

  it('clones the blueprint, sets secrets, deploys the job at the commit in one request and reports the URL and stages', async () => {
    const { result, lines } = await runAgainst(emulator, previewInputs(), pullRequestEvent(12, 'c0ffee1'));
    expect(result).toMatchObject({ operation: 'preview', outcome: 'success', state: 'DEPLOYED', created: true, commit: 'c0ffee1' });
    expect(result.environmentName).toBe('blueprint-pr-12');
    expect(result.url).toBe(`${emulator.url}/_services/${emulator.jobs(result.environmentId).find((job) => job.name === 'web')!.id}`);
    expect(result.deploymentRequestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.secretNames).toEqual(['DATABASE_URL', 'API_KEY']);
    expect(result.stages.map((stage) => stage.name)).toEqual(
      expect.arrayContaining(['read blueprint', 'create preview', 'configure', 'trigger']),
    );
    expect(result.stages.filter((stage) => stage.source === 'platform').length).toBeGreaterThan(0);
    const deploys = mutations().filter((request) => request.path.endsWith('/service/deploy'));
    expect(deploys).toHaveLength(1);
    // No redeploy and no service pinned by a PUT of its own: the versions go in the one deploy request (a secret's description is its own write).
    expect(
      mutations().filter(
        (request) => request.path.endsWith('/redeploy') || (request.method === 'PUT' && !request.path.includes('/secret/')),
      ),
    ).toEqual([]);
    expect(lines.some((line) => line.includes('DEPLOYED'))).toBe(true);

    const jobs = await fetchJson(`/environment/${result.environmentId}/job`);
    const web = jobs.results.find((job: { name: string }) => job.name === 'web');
    expect(web.source.image.tag).toBe('c0ffee1');
  });

  it('a second run reuses the preview and leaves one copy of each secret', async () => {
    const first = await runAgainst(emulator, previewInputs(), pullRequestEvent(5, 'aaa1111'));
    const second = await runAgainst(emulator, previewInputs(), pullRequestEvent(5, 'bbb2222'));
    expect(second.result).toMatchObject({ outcome: 'success', created: false, environmentId: first.result.environmentId });
    const environments = await fetchJson(`/project/${emulator.seed.projectId}/environment`);
    expect(environments.results.filter((env: { name: string }) => env.name === 'blueprint-pr-5')).toHaveLength(1);
    const secrets = await fetchJson(`/environment/${first.result.environmentId}/secret`);
    const keys = secrets.results.map((secret: { key: string }) => secret.key);
    expect(keys.filter((key: string) => key === 'DATABASE_URL')).toHaveLength(1);
    expect(keys.filter((key: string) => key === 'API_KEY')).toHaveLength(1);
  });

  it('preview-scope jobs creates an empty preview and clones only the listed job', async () => {
    const { result } = await runAgainst(emulator, previewInputs({ 'preview-scope': 'jobs' }), pullRequestEvent(8));
    expect(result.outcome).toBe('success');
    const jobs = await fetchJson(`/environment/${result.environmentId}/job`);
    expect(jobs.results.map((job: { name: string }) => job.name)).toEqual(['web']);
  });

  it('a fail-build tag gives failure naming the failed stage', async () => {
    const { result } = await runAgainst(emulator, previewInputs({ commit: 'fail-build-1' }), pullRequestEvent(9));
    expect(result.outcome).toBe('failure');
    expect(result.state).toBe('BUILD_ERROR');
    expect(result.failedStage).toBeTruthy();
    expect(result.summary).toContain(`stage "${result.failedStage}"`);
    expect(result.summary).toContain('BUILD_ERROR');
  });

  it('a hanging deployment times out, says where it was, and can be cancelled', async () => {
    const { result } = await runAgainst(
      emulator,
      previewInputs({ commit: 'hang-1', 'timeout-minutes': '1', 'cancel-on-timeout': 'true' }),
      pullRequestEvent(10),
    );
    expect(result.outcome).toBe('timed_out');
    expect(result.state).toBe('DEPLOYING');
    expect(result.summary).toContain('timed out after 1 minute (timeout-minutes)');
    expect(mutations().some((request) => request.path.endsWith('/cancelDeployment'))).toBe(true);
  });

  it('dry-run only reads and plans, naming secrets but never their values', async () => {
    const { result } = await runAgainst(emulator, previewInputs({ 'dry-run': 'true' }), pullRequestEvent(11));
    expect(result.outcome).toBe('planned');
    expect(mutations()).toEqual([]);
    const plan = result.plan.join('\n');
    expect(plan).toContain('clone blueprint blueprint as preview environment blueprint-pr-11');
    expect(plan).toContain('set secrets DATABASE_URL, API_KEY');
    expect(plan).not.toContain('pw-5ecret');
  });

  it('a refused environment of the same name that is not a preview is never touched', async () => {
    await postJson(`/project/${emulator.seed.projectId}/environment`, { name: 'blueprint-pr-13', mode: 'STAGING' });
    emulator.clearRequests();
    const { result } = await runAgainst(emulator, previewInputs(), pullRequestEvent(13));
    expect(result.outcome).toBe('failure');
    expect(result.summary).toContain('already exists in mode STAGING');
    expect(mutations()).toEqual([]);
  });
});

describe('preview races and re-runs', () => {
  beforeEach(() => start());

  it('two runs racing for one preview make one environment; the loser adopts it at once', async () => {
    const [a, b] = await Promise.all([
      runAgainst(emulator, previewInputs(), pullRequestEvent(60, 'aaa0001')),
      runAgainst(emulator, previewInputs(), pullRequestEvent(60, 'aaa0001')),
    ]);
    expect([a.result.outcome, b.result.outcome]).toEqual(['success', 'success']);
    expect(a.result.environmentId).toBe(b.result.environmentId);
    expect([a.result.created, b.result.created].sort()).toEqual([false, true]);
    const environments = await fetchJson(`/project/${emulator.seed.projectId}/environment`);
    expect(environments.results.filter((env) => env.name === 'blueprint-pr-60')).toHaveLength(1);
    const clones = mutations().filter((request) => request.path.endsWith('/clone'));
    expect(clones.length).toBeLessThanOrEqual(2);
  });

  it('a pull request reopened while its preview is being deleted gets a new preview, not the dying one', async () => {
    await emulator.close();
    // Deleting outlasts the reopen's start by far, however busy the machine: 2 s of the wall's at 1/50 speed.
    await start({ durations: { deletingMs: 100_000 } });
    const first = await runAgainst(emulator, previewInputs(), pullRequestEvent(61));
    await runAgainst(emulator, previewInputs({ wait: 'false' }), pullRequestEvent(61, 'abc1234', true));
    // A person reopens seconds after the close, past the status endpoint's stale window.
    await new Promise((resolve) => setTimeout(resolve, 3000 * SCALE * 2));
    const again = await runAgainst(emulator, previewInputs(), pullRequestEvent(61));
    expect(again.result).toMatchObject({ outcome: 'success', created: true, state: 'DEPLOYED' });
    expect(again.result.environmentId).not.toBe(first.result.environmentId);
    expect(again.lines.some((line) => line.includes('is being deleted; waiting until it is gone'))).toBe(true);
  });

  it('a pull request reopened at once, while the status still shows the preview DEPLOYED, gets a new preview', async () => {
    await emulator.close();
    // The stale window outlasts the reopen: only the deployment history shows the deletion.
    await start({ durations: { deletingMs: 30_000 }, staleMs: 10_000 });
    const first = await runAgainst(emulator, previewInputs(), pullRequestEvent(63));
    await runAgainst(emulator, previewInputs({ wait: 'false' }), pullRequestEvent(63, 'abc1234', true));
    const again = await runAgainst(emulator, previewInputs(), pullRequestEvent(63));
    expect(again.result).toMatchObject({ outcome: 'success', created: true, state: 'DEPLOYED' });
    expect(again.result.environmentId).not.toBe(first.result.environmentId);
    expect(again.lines.some((line) => line.includes('is being deleted; waiting until it is gone'))).toBe(true);
    expect(emulator.environments().map((environment) => environment.id)).not.toContain(first.result.environmentId);
  });
});

/** GitHub's view of one pull request, as the test changes it. */
function githubPull(headSha: string) {
  const pull = { headSha, open: true, reads: 0 };
  const reader: PullRequestReader = {
    read: async () => {
      pull.reads += 1;
      return { headSha: pull.headSha, state: pull.open ? ('open' as const) : ('closed' as const) };
    },
  };
  return { pull, reader };
}

/** The preview's one deployment request (its job is named: `service/deploy`) was taken. */
async function triggerAccepted(): Promise<void> {
  while (!emulator.requests().some((request) => request.path.endsWith('/service/deploy') && request.status === 202)) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a preview whose pull request is closed while it deploys', () => {
  beforeEach(() => start());

  it('ends cancelled, saying the preview was deleted, when the cleanup takes it away', async () => {
    const { pull, reader } = githubPull('hang3');
    const deploying = runAgainst(emulator, previewInputs({ commit: 'hang-3', 'timeout-minutes': '5' }), pullRequestEvent(62, 'hang3'), {
      pullRequests: reader,
    });
    await triggerAccepted();
    pull.open = false;
    const closed = await runAgainst(emulator, previewInputs(), pullRequestEvent(62, 'hang3', true));
    expect(closed.result).toMatchObject({ operation: 'cleanup', outcome: 'success', state: 'DELETED' });
    const { result } = await deploying;
    expect(result).toMatchObject({ operation: 'preview', outcome: 'cancelled' });
    expect(result.summary).toBe('blueprint-pr-62: the preview was deleted while deploying (the pull request was closed?)');
  });
});

describe('newest commit wins', () => {
  beforeEach(() => start());

  it('a run whose commit is no longer the head requests no deployment and is skipped', async () => {
    const { pull, reader } = githubPull('bbb0002');
    const { result } = await runAgainst(emulator, previewInputs(), pullRequestEvent(64, 'aaa0001'), { pullRequests: reader });
    expect(result).toMatchObject({ outcome: 'skipped' });
    expect(result.summary).toContain('superseded by bbb0002');
    expect(pull.reads).toBe(1);
    expect(mutations().some((request) => request.path.endsWith('/redeploy') || request.path.endsWith('/service/deploy'))).toBe(false);
  });

  it('asks GitHub beside the last set-up wave, not after it: the answer costs the trigger no round trip of its own', async () => {
    const { pull, reader } = githubPull('aaa0001');
    let secretsWhenAsked = -1;
    const watching: PullRequestReader = {
      read: async (number) => {
        secretsWhenAsked = mutations().filter((request) => request.path.endsWith('/secret')).length;
        return reader.read(number);
      },
    };
    const { result } = await runAgainst(emulator, previewInputs(), pullRequestEvent(65, 'aaa0001'), { pullRequests: watching });
    expect(result.outcome).toBe('success');
    expect(pull.reads).toBe(1);
    // The secret is set in that wave: asked after it, the read would have seen its request answered.
    expect(secretsWhenAsked).toBe(0);
    expect(mutations().filter((request) => request.path.endsWith('/secret'))).toHaveLength(2);
  });

  it('the run of the head itself deploys, asking GitHub once', async () => {
    const { pull, reader } = githubPull('ddd0004');
    const { result } = await runAgainst(emulator, previewInputs(), pullRequestEvent(66, 'ddd0004'), { pullRequests: reader });
    expect(result.outcome).toBe('success');
    expect(pull.reads).toBe(1);
  });

  it('a GitHub that cannot tell leaves the run to deploy', async () => {
    const failing: PullRequestReader = {
      read: async () => {
        throw new Error('HTTP 502');
      },
    };
    const { result, lines } = await runAgainst(emulator, previewInputs(), pullRequestEvent(67, 'eee0005'), { pullRequests: failing });
    expect(result.outcome).toBe('success');
    expect(lines).toContain(
      "warning: Could not read pull request #67's head from GitHub (HTTP 502): whether a newer commit overtook eee0005 is unknown; deploying it all the same (the report names a newer head if there is one)",
    );
  });
});

describe('a fault half-way', () => {
  beforeEach(() => start());

  it('after the trigger: the failure still names the preview it created, the request that went out, the versions and the secrets', async () => {
    const lines: string[] = [];
    // Any fault once the deployment is requested (here the log's own, on the line that says so).
    const failingAfterTrigger = {
      info: (line: string) => {
        if (line.startsWith('Deployment of its services requested')) throw new Error('the log is gone');
        lines.push(line);
      },
      notice: (line: string) => lines.push(line),
      warning: (line: string) => lines.push(line),
      startGroup: () => {},
      endGroup: () => {},
    };
    const { result } = await runAgainst(emulator, previewInputs(), pullRequestEvent(31, 'c0ffee1'), { log: failingAfterTrigger });
    expect(result).toMatchObject({
      outcome: 'failure',
      environmentName: 'blueprint-pr-31',
      created: true,
      secretNames: ['DATABASE_URL', 'API_KEY'],
      services: expect.arrayContaining([expect.objectContaining({ kind: 'job', name: 'web', version: 'c0ffee1', pinned: true })]),
    });
    expect(result.summary).toBe(
      'the log is gone; environment blueprint-pr-31, created by this run, was left in place (a later run reuses it; operation: cleanup deletes it)',
    );
    const deploys = emulator.requests().filter((request) => request.path.endsWith('/service/deploy'));
    expect(deploys).toHaveLength(1);
    expect(result.environmentId).toBe(deploys[0]!.path.split('/')[2]);
    expect(result.deploymentRequestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('before any write: the failure names the preview it looked for, and nothing it did not make', async () => {
    const { result } = await runAgainst(
      emulator,
      previewInputs({ variables: 'API_URL={url:nothing-of-that-name}' }),
      pullRequestEvent(32, 'c0ffee1'),
    );
    expect(result).toMatchObject({ outcome: 'failure', environmentName: 'blueprint-pr-32', environmentId: '', created: false });
    expect(result.deploymentRequestId).toBe('');
    expect(mutations()).toEqual([]);
  });
});

describe('preview under faults', () => {
  it.each([1, 2, 3, 4, 5, 7])(
    'fault seed %i: 20 percent 5xx, dropped connections, the stale window and a busy environment still give the right verdict and no duplicate',
    async (seed) => {
      await start({ faults: '5xx=0.2,reset=0.05', busy: '409', seed });
      const inputs = previewInputs();
      const { result } = await runAgainst(emulator, inputs, pullRequestEvent(21));
      expect(result.outcome).toBe('success');
      const environments = await fetchJson(`/project/${emulator.seed.projectId}/environment`, true);
      expect(environments.results.filter((env: { name: string }) => env.name === 'blueprint-pr-21')).toHaveLength(1);
      const secrets = await fetchJson(`/environment/${result.environmentId}/secret`, true);
      expect(secrets.results.filter((secret: { key: string }) => secret.key === 'API_KEY')).toHaveLength(1);
      const deploys = emulator
        .requests()
        .filter((request) => request.path.endsWith('/service/deploy') && request.status >= 200 && request.status < 300);
      expect(deploys).toHaveLength(1);
    },
  );

  it.each([1, 2, 3])("fault seed %i: the README's combined profile, a 429 burst first, ends in success", async (seed) => {
    await start({ faults: COMBINED_FAULTS, seed });
    const { result } = await runAgainst(emulator, previewInputs(), pullRequestEvent(22));
    expect(result.summary).toMatch(/^blueprint-pr-22 deployed in/);
    expect(result.outcome).toBe('success');
    expect(emulator.requests().filter((request) => request.fault === 'rate-limit-burst')).toHaveLength(5);
    const deploys = emulator
      .requests()
      .filter((request) => request.path.endsWith('/service/deploy') && request.status >= 200 && request.status < 300);
    expect(deploys).toHaveLength(1);
  });

  it('waits out a busy environment (409) before its one redeploy', async () => {
    await start({ busy: '409' });
    await postJson(`/environment/${emulator.seed.blueprintEnvironmentId}/redeploy`, undefined);
    const { result, lines } = await runAgainst(emulator, { environment: emulator.seed.blueprintEnvironmentId }, pushEvent);
    expect(result.outcome).toBe('success');
    expect(lines.some((line) => line.includes('busy'))).toBe(true);
  });
});

describe('deploy, status and cleanup', () => {
  beforeEach(() => start());

  it('deploy pins the job of the environment itself', async () => {
    const production = emulator.seed.productionEnvironmentId;
    const web = (await fetchJson(`/environment/${production}/job`)).results.find((job) => job.name === 'web');
    const { result } = await runAgainst(emulator, { environment: production, job: web.id }, pushEvent);
    expect(result).toMatchObject({ operation: 'deploy', outcome: 'success', created: false, commit: 'main-sha-1' });
    expect(result.environmentId).toBe(production);
    const after = (await fetchJson(`/environment/${production}/job`)).results.find((job) => job.name === 'web');
    expect(after.source.image.tag).toBe('main-sha-1');
  });

  it('deploy refuses a job that belongs to another environment, changing nothing', async () => {
    const { result } = await runAgainst(
      emulator,
      { environment: emulator.seed.productionEnvironmentId, job: emulator.seed.jobIds[0]! },
      pushEvent,
    );
    expect(result.outcome).toBe('failure');
    expect(result.summary).toBe(`Job ${emulator.seed.jobIds[0]} is not a job of environment production: check the "job" input`);
    expect(mutations()).toEqual([]);
  });

  it('status reports a deployment request without changing anything', async () => {
    const deployed = await runAgainst(emulator, { environment: emulator.seed.productionEnvironmentId }, pushEvent);
    emulator.clearRequests();
    const { result } = await runAgainst(
      emulator,
      { operation: 'status', 'deployment-request-id': deployed.result.deploymentRequestId },
      pushEvent,
    );
    expect(result).toMatchObject({ operation: 'status', outcome: 'success', state: 'DEPLOYED' });
    expect(mutations()).toEqual([]);
  });

  it('cleanup deletes the preview and waits until it is gone', async () => {
    const created = await runAgainst(emulator, previewInputs(), pullRequestEvent(30));
    const { result } = await runAgainst(emulator, previewInputs(), pullRequestEvent(30, 'abc1234', true));
    expect(result).toMatchObject({ operation: 'cleanup', outcome: 'success', environmentId: created.result.environmentId });
    const response = await fetch(`${emulator.url}/environment/${created.result.environmentId}`, {
      headers: { Authorization: `Token ${emulator.tokens.admin}` },
    });
    expect(response.status).toBe(404);
  });

  it('cleanup cancels a deployment that never becomes ready, then deletes the preview', async () => {
    const stuck = await runAgainst(emulator, previewInputs({ commit: 'hang-2', wait: 'false' }), pullRequestEvent(34));
    expect(stuck.result.outcome).toBe('success');
    const { result, lines } = await runAgainst(emulator, previewInputs({ 'timeout-minutes': '3' }), pullRequestEvent(34, 'hang-2', true));
    expect(result).toMatchObject({ outcome: 'success', state: 'DELETED' });
    expect(lines.some((line) => line.includes('cancelling it before the delete'))).toBe(true);
    expect(mutations().some((request) => request.path.endsWith('/cancelDeployment'))).toBe(true);
  });

  it('status of an environment that was never deployed reports READY at once instead of waiting', async () => {
    const fresh = (await postJson(`/environment/${emulator.seed.blueprintEnvironmentId}/clone`, { name: 'fresh-copy' })) as { id: string };
    const { result } = await runAgainst(emulator, { operation: 'status', environment: fresh.id, 'timeout-minutes': '5' }, pushEvent);
    expect(result).toMatchObject({ operation: 'status', outcome: 'skipped', state: 'READY' });
    expect(result.summary).toContain('no deployment is running');
  });

  it('cleanup with nothing to delete succeeds with a notice', async () => {
    const { result, lines } = await runAgainst(emulator, previewInputs(), pullRequestEvent(31, 'x', true));
    expect(result.outcome).toBe('success');
    expect(lines.some((line) => line.startsWith('notice: No preview environment named blueprint-pr-31'))).toBe(true);
  });

  it('cleanup refuses an environment that is not a preview, and one whose name lacks the number', async () => {
    await postJson(`/project/${emulator.seed.projectId}/environment`, { name: 'blueprint-pr-32', mode: 'PRODUCTION' });
    const notPreview = await runAgainst(emulator, previewInputs(), pullRequestEvent(32, 'x', true));
    expect(notPreview.result.outcome).toBe('failure');
    expect(notPreview.result.summary).toContain('its mode is PRODUCTION, not PREVIEW');

    // A template that glues a digit to the number makes a name that carries 330, not 33.
    await postJson(`/project/${emulator.seed.projectId}/environment`, { name: 'blueprint-pr-330', mode: 'PREVIEW' });
    const noNumber = await runAgainst(
      emulator,
      previewInputs({ 'preview-name': '{environment}-pr-{number}0' }),
      pullRequestEvent(33, 'x', true),
    );
    expect(noNumber.result.outcome).toBe('failure');
    expect(noNumber.result.summary).toContain('its name does not carry pull request number 33');
    expect(mutations().filter((request) => request.method === 'DELETE')).toEqual([]);
  });
});

type Listing = { results: any[] };

async function fetchJson(path: string, retryFaults = false): Promise<Listing> {
  for (;;) {
    const response = await fetch(`${emulator.url}${path}`, { headers: { Authorization: `Token ${emulator.tokens.admin}` } }).catch(
      () => undefined,
    );
    if (response?.ok) return (await response.json()) as Listing;
    if (!retryFaults) throw new Error(`GET ${path} answered ${response?.status}`);
  }
}

async function postJson(path: string, body: unknown) {
  const response = await fetch(`${emulator.url}${path}`, {
    method: 'POST',
    headers: { Authorization: `Token ${emulator.tokens.admin}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}`);
  return response.status === 204 ? undefined : response.json();
}
