import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { infoVerbatim } from '../../../src/action/runner.ts';
import type { OperationContext } from '../../../src/run/context.ts';
import { explainFailure, failingServices, lastLines, type ReportedService } from '../../../src/operations/rollout/failure-explanation.ts';
import { failureDetails, FAILURE_LIMIT, fenceFor } from '../../../src/report/failure-details.ts';
import { answer, ids, testClient } from '../../platform/fixtures.ts';

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

const base = `/environment/${ids.environment}`;
const app = (n: number) => `0b000000-0000-4000-8000-00000000000${n}`;

function context(warnings: string[], config: Partial<OperationContext['config']> = {}, masks: string[] = []): OperationContext {
  return {
    client: testClient({ maxAttempts: 2 }).client,
    config: { apiToken: 'plat-token-xyz', githubToken: 'ghs_abcdef', secrets: [], ...config } as unknown as OperationContext['config'],
    clock: { now: () => 0, sleep: async () => {} },
    deadline: 60_000,
    log: { info: () => {}, notice: () => {}, warning: (line) => warnings.push(line), startGroup: () => {}, endGroup: () => {} },
    masks,
  };
}

function service(id: string, kind: string, state: string, status: string, name = `svc-${id.slice(-1)}`): ReportedService {
  return {
    kind,
    name,
    status: {
      id,
      state,
      status_details: { action: 'DEPLOY', status },
      steps: { details: [{ step_name: 'DEPLOYMENT', status: 'SUCCESS' }] },
    },
  };
}

const entry = (id: string, message: string | null, error: object | null = null) => ({
  type: error ? 'ERROR' : 'INFO',
  timestamp: '2026-11-23T10:00:00Z',
  details: { transmitter: { id, name: 'x', type: 'APPLICATION' }, stage: { step: 'DEPLOYMENT' } },
  error,
  message: message === null ? null : { safe_message: message, full_details: null },
});

describe('reading why it failed', () => {
  it('failing services: those in ERROR; when none, those not done; never one left out of the deployment', () => {
    const ok = service(app(1), 'APPLICATION', 'DEPLOYED', 'SUCCESS');
    const stuck = service(app(2), 'APPLICATION', 'DEPLOYING', 'ONGOING');
    const old = {
      ...service(app(3), 'JOB', 'BUILD_ERROR', 'ERROR'),
      status: { ...service(app(3), 'JOB', 'BUILD_ERROR', 'ERROR').status, is_part_last_deployment: false },
    };
    expect(failingServices([ok, stuck, old]).map((each) => each.status.id)).toEqual([app(2)]);
    const failed = service(app(4), 'CONTAINER', 'DEPLOYMENT_ERROR', 'ERROR');
    expect(failingServices([ok, stuck, failed]).map((each) => each.status.id)).toEqual([app(4)]);
  });

  it("a service that deployed but does not start: its own log's last lines, the token and a registered mask hidden; at most three requests", async () => {
    const environmentLog = answer('GET', `${base}/logs`, 200, [entry(app(1), 'Deploying svc-1')]);
    const own = [1, 2].map((n) =>
      answer('GET', `/application/${app(n)}/log`, 200, {
        results: Array.from({ length: 50 }, (_, index) => ({
          id: String(index),
          created_at: '2026-11-23T10:00:00Z',
          message: `line ${index} token plat-token-xyz pw hunter22`,
        })),
      }),
    );
    const third = answer('GET', `/application/${app(3)}/log`, 200, { results: [] });
    const warnings: string[] = [];
    const stuck = [1, 2, 3].map((n) => service(app(n), 'APPLICATION', 'DEPLOYING', 'ONGOING'));
    const explained = await explainFailure(context(warnings, {}, ['hunter22']), ids.environment, stuck, {
      state: 'DEPLOYING',
      stage: 'apps',
    });
    expect([environmentLog.length, own[0]!.length, own[1]!.length, third.length]).toEqual([1, 1, 1, 0]);
    expect(explained.reason).toBe('DEPLOYING in stage "apps"');
    const [first, , last] = explained.services;
    expect(first).toMatchObject({ source: 'service' });
    expect(first!.lines).toHaveLength(30);
    expect(first!.lines.at(-1)).toBe('line 49 token *** pw ***');
    expect(last).toMatchObject({ source: 'deployment', lines: [] });
    expect(warnings).toEqual([]);
  });

  it('an empty log, an unreadable answer and a 5xx that outlasts the retries: the services are still named, with warnings', async () => {
    answer('GET', `${base}/logs`, 200, []);
    const failed = [service(app(1), 'JOB', 'BUILD_ERROR', 'ERROR')];
    const empty = await explainFailure(context([]), ids.environment, failed, { state: 'BUILD_ERROR', stage: 'jobs' });
    expect(empty).toEqual({
      reason: 'BUILD_ERROR in stage "jobs"',
      services: [{ id: app(1), name: 'svc-1', kind: 'JOB', state: 'BUILD_ERROR', lines: [], source: 'deployment' }],
    });

    answer('GET', `${base}/logs`, 200, { results: 'not the platform' });
    const warnings: string[] = [];
    await explainFailure(context(warnings), ids.environment, failed, { state: 'BUILD_ERROR', stage: 'jobs' });
    answer('GET', `${base}/logs`, 503, 'down');
    answer('GET', `${base}/logs`, 503, 'down');
    const down = await explainFailure(context(warnings), ids.environment, failed, { state: 'BUILD_ERROR', stage: 'jobs' });
    expect(down.services).toHaveLength(1);
    expect(warnings).toEqual([
      expect.stringMatching(/^Could not read the environment's deployment log to explain the failure: .*answered 200/),
      expect.stringMatching(/^Could not read the environment's deployment log to explain the failure: .*503/),
    ]);
  });

  it('the last error of the service, and only lines of its own last execution before it', async () => {
    const id = app(1);
    const older = { ...entry(id, 'old run'), details: { execution_id: 'e-1', transmitter: { id } } };
    const mine = (message: string | null, error: object | null = null) => ({
      ...entry(id, message, error),
      details: { execution_id: 'e-2', transmitter: { id } },
    });
    answer('GET', `${base}/logs`, 200, [
      older,
      mine('step one'),
      entry(app(2), 'another service'),
      mine('multi\nline'),
      mine(null, {
        tag: 'T',
        user_log_message: null,
        hint_message: 'try <b>this</b> @team',
        link: 'javascript:alert(1)',
        underlying_error: { message: 'the underlying cause' },
      }),
      mine('after the error'),
    ]);
    const failed = [
      {
        ...service(id, 'JOB', 'BUILD_ERROR', 'ERROR'),
        status: { ...service(id, 'JOB', 'BUILD_ERROR', 'ERROR').status, execution_id: 'e-2' },
      },
    ];
    const explained = await explainFailure(context([]), ids.environment, failed, { state: 'BUILD_ERROR', stage: 'jobs' });
    expect(explained.reason).toBe('the underlying cause');
    expect(explained.services[0]).toMatchObject({
      lines: ['step one', 'multi', 'line'],
      error: { tag: 'T', message: 'the underlying cause', hint: 'try <b>this</b> @team' },
    });
    const markdown = failureDetails(explained);
    expect(markdown).toContain('**Hint:** try &lt;b&gt;this&lt;/b&gt; &#64;team');
    expect(markdown).toContain('**More:** javascript:alert(1)');
    expect(markdown).not.toContain('](javascript');
  });

  it('a server without per-service statuses: the error entries of the last deployment name the services', async () => {
    const run = (id: string, execution: string, message: string | null, error: object | null = null, name = `svc-${id.slice(-1)}`) => ({
      ...entry(id, message, error),
      details: { execution_id: execution, transmitter: { id, name, type: 'APPLICATION' } },
    });
    answer('GET', `${base}/logs`, 200, [
      run(app(3), 'e-1', null, { tag: 'OLD', user_log_message: 'an older failure' }),
      run(app(1), 'e-2', 'compiling with hunter22'),
      run(app(1), 'e-2', null, { tag: 'BUILD_ERROR', user_log_message: 'Build of svc-1 failed', hint_message: 'fix the build' }),
      run(app(2), 'e-2', 'starting'),
      run(app(2), 'e-2', null, { tag: 'CRASH', user_log_message: 'svc-2 crashed' }),
      // The platform's own senders repeat the failure: never counted as failing services.
      {
        ...run(app(5), 'e-2', null, { tag: 'ENV', user_log_message: 'the environment failed' }, 'staging'),
        details: { execution_id: 'e-2', transmitter: { id: app(5), name: 'staging', type: 'Environment' } },
      },
      {
        ...run(app(6), 'e-2', null, { tag: 'TASK', user_log_message: 'task failed' }, 'engine'),
        details: { execution_id: 'e-2', transmitter: { id: app(6), name: 'engine', type: 'TaskManager' } },
      },
    ]);
    const warnings: string[] = [];
    const explained = await explainFailure(context(warnings, {}, ['hunter22']), ids.environment, [], {
      state: 'DEPLOYMENT_ERROR',
      stage: 'apps',
    });
    expect(explained.reason).toBe('Build of svc-1 failed');
    expect(explained.services).toEqual([
      {
        id: app(1),
        name: 'svc-1',
        kind: 'APPLICATION',
        state: 'DEPLOYMENT_ERROR',
        error: { tag: 'BUILD_ERROR', message: 'Build of svc-1 failed', hint: 'fix the build', link: '' },
        lines: ['compiling with ***'],
        source: 'deployment',
      },
      {
        id: app(2),
        name: 'svc-2',
        kind: 'APPLICATION',
        state: 'DEPLOYMENT_ERROR',
        error: { tag: 'CRASH', message: 'svc-2 crashed', hint: '', link: '' },
        lines: ['starting'],
        source: 'deployment',
      },
    ]);
    expect(warnings).toEqual([]);

    answer('GET', `${base}/logs`, 200, [run(app(1), 'e-3', 'all went well')]);
    expect(await explainFailure(context([]), ids.environment, [], { state: 'DEPLOYING', stage: 'apps' })).toEqual({
      reason: 'DEPLOYING in stage "apps"',
      services: [],
    });
    answer('GET', `${base}/logs`, 404, { status: 404, error: 'Not Found' });
    expect(await explainFailure(context(warnings), ids.environment, [], { state: 'DEPLOYMENT_ERROR', stage: 'apps' })).toEqual({
      reason: 'DEPLOYMENT_ERROR in stage "apps"',
      services: [],
    });
    expect(warnings).toEqual([expect.stringMatching(/^Could not read the environment's deployment log to explain the failure: .*404/)]);
  });

  it('lines are cut at 300 characters after masking, and the blocks stay within their bound however many services fail', () => {
    const secret = 'S3CRET-VALUE';
    const [line] = lastLines([`${'x'.repeat(295)}${secret}`], (text) => text.split(secret).join('***'));
    expect(line).toBe(`${'x'.repeat(295)}***`);
    expect(lastLines(['y'.repeat(1000)], (text) => text)[0]).toHaveLength(300);
    expect(fenceFor(['a ``` b', '`````'])).toBe('``````');
    const services = Array.from({ length: 12 }, (_, n) => ({
      id: app(n % 10),
      name: `svc-${n}`,
      kind: 'JOB',
      state: 'DEPLOYING',
      lines: Array.from({ length: 30 }, () => 'z'.repeat(300)),
      source: 'deployment' as const,
    }));
    const markdown = failureDetails({ reason: 'r', services });
    expect(markdown.length).toBeLessThanOrEqual(FAILURE_LIMIT + 60);
    expect(markdown).toContain('<summary>❌ Why svc-0');
    expect(markdown).toMatch(/_\d+ more failing services: see the run log\._$/);
  });
});

describe('the run log', () => {
  it('prints log lines verbatim, workflow commands stopped around them', () => {
    const written: string[] = [];
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    try {
      infoVerbatim(['::warning::forged by the build', '::add-mask::x']);
    } finally {
      write.mockRestore();
    }
    const lines = written.join('').split('\n').filter(Boolean);
    const token = /^::stop-commands::([0-9a-f-]{36})$/.exec(lines[0]!)?.[1];
    expect(token).toBeDefined();
    expect(lines.slice(1)).toEqual(['::warning::forged by the build', '::add-mask::x', `::${token}::`]);
  });
});
