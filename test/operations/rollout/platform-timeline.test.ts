import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OperationContext } from '../../../src/run/context.ts';
import { platformTimings } from '../../../src/operations/rollout/platform-timeline.ts';
import type { WaitResult } from '../../../src/wait/index.ts';
import { answer, environmentStatus, ids, testClient } from '../../platform/fixtures.ts';

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

const waited: WaitResult = {
  verdict: 'success',
  state: 'DEPLOYED',
  polls: 3,
  elapsedMs: 12_000,
  transitions: [
    { state: 'DEPLOYING', atMs: 2000 },
    { state: 'DEPLOYED', atMs: 12_000 },
  ],
};

const base = `/environment/${ids.environment}`;
const done = {
  ...environmentStatus,
  state: 'DEPLOYED',
  metrics: [
    {
      stage_id: ids.stage,
      total_duration_sec: 7,
      details: [{ stage_id: ids.stage, step_name: 'TOTAL', status: 'SUCCESS', duration_sec: 7 }],
    },
  ],
};

function context(warnings: string[]): OperationContext {
  return {
    client: testClient({ maxAttempts: 1 }).client,
    config: {} as OperationContext['config'],
    clock: { now: () => 0, sleep: async () => {} },
    deadline: 60_000,
    log: { info: () => {}, notice: () => {}, warning: (line) => warnings.push(line), startGroup: () => {}, endGroup: () => {} },
  };
}

function status(id: string, details: Array<[string, number]>, outcome = 'SUCCESS', extra: object = {}) {
  return {
    id,
    state: outcome === 'SUCCESS' ? 'DEPLOYED' : 'BUILD_ERROR',
    status_details: { action: 'DEPLOY', status: outcome, sub_action: 'NONE' },
    steps: {
      total_duration_sec: details.reduce((sum, [, seconds]) => sum + seconds, 0),
      details: details.map(([step_name, duration_sec]) => ({ step_name, status: 'SUCCESS', duration_sec })),
    },
    ...extra,
  };
}

describe('platform timings', () => {
  it('fall back to the status metrics, named from deploymentStage, when statusesWithStages is unreadable', async () => {
    answer('GET', `${base}/statusesWithStages`, 200, { stages: 'not a list' });
    answer('GET', `${base}/status`, 200, done);
    answer('GET', `${base}/deploymentStage`, 200, { results: [{ id: ids.stage, name: 'api stage' }] });
    const warnings: string[] = [];
    const { stages: rows } = await platformTimings(context(warnings), ids.environment, waited, { triggerSeconds: 3 }, []);
    expect(rows).toEqual([{ name: 'api stage', source: 'platform', startSeconds: 3, durationSeconds: 7, status: 'SUCCESS' }]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /statusesWithStages\) could not be read \(GET .*statusesWithStages answered 200 with .*\): the report shows stage totals/,
    );
  });

  it('read names only for kinds with a service not already known, and time build (clone, build, mirror) and deploy apart from queues', async () => {
    const app = '0b000000-0000-4000-8000-000000000001';
    const container = '0b000000-0000-4000-8000-000000000002';
    answer('GET', `${base}/statusesWithStages`, 200, {
      environment: done,
      future_field: true,
      stages: [
        {
          stage: {
            id: ids.stage,
            name: 'all',
            status: 'DONE',
            steps: {
              stage_id: ids.stage,
              total_duration_sec: 40,
              details: [{ step_name: 'QUEUEING', status: 'SUCCESS', duration_sec: 5 }],
            },
          },
          applications: [
            status(app, [
              ['BUILD_QUEUEING', 3],
              ['GIT_CLONE', 2],
              ['BUILD', 20],
              ['DEPLOYMENT_QUEUEING', 1],
              ['DEPLOYMENT', 9],
            ]),
          ],
          containers: [
            status(container, [
              ['MIRROR_IMAGE', 4],
              ['DEPLOYMENT', 6],
              ['ROUTER_DEPLOYMENT', 1],
            ]),
          ],
          jobs: [status(ids.job, [['DEPLOYMENT', 3]], 'SUCCESS', { is_part_last_deployment: false })],
          databases: [],
        },
      ],
    });
    const services = answer('GET', `${base}/services`, 200, {
      results: [
        { id: app, name: 'front', service_type: 'APPLICATION' },
        { id: container, name: 'cache', image_name: 'redis', service_type: 'CONTAINER' },
        { id: ids.job, name: 'api', service_type: 'JOB' },
      ],
    });
    const warnings: string[] = [];
    const { stages: rows } = await platformTimings(context(warnings), ids.environment, waited, { triggerSeconds: 10 }, [
      { id: ids.job, name: 'api' },
    ]);
    expect(
      rows.map((row) => [
        row.service ?? row.name,
        row.serviceKind,
        row.buildSeconds,
        row.deploySeconds,
        row.durationSeconds,
        row.status,
        row.startSeconds,
      ]),
    ).toEqual([
      ['all', undefined, undefined, undefined, 40, 'SUCCESS', 10],
      ['front', 'APPLICATION', 22, 9, 35, 'SUCCESS', 15],
      ['cache', 'CONTAINER', 4, 7, 11, 'SUCCESS', 15],
      ['api', 'JOB', null, null, null, 'SKIP', 15],
    ]);
    expect(services).toHaveLength(1);
    expect(warnings).toEqual([]);
  });

  it('on an older server without the one list of services, read the lists of the kinds not named, warning that it is older', async () => {
    const app = '0b000000-0000-4000-8000-000000000001';
    answer('GET', `${base}/statusesWithStages`, 200, {
      stages: [
        {
          stage: { id: ids.stage, name: 'all', status: 'DONE' },
          applications: [status(app, [['BUILD', 5]])],
          jobs: [status(ids.job, [['DEPLOYMENT', 3]])],
        },
      ],
    });
    const services = answer('GET', `${base}/services`, 404, { status: 404, error: 'Not Found', message: 'no such operation' });
    const applications = answer('GET', `${base}/application`, 200, { results: [{ id: app, name: 'front' }] });
    const warnings: string[] = [];
    const { stages: rows } = await platformTimings(context(warnings), ids.environment, waited, { triggerSeconds: 0 }, [
      { id: ids.job, name: 'api' },
    ]);
    expect(rows.map((row) => row.service ?? row.name)).toEqual(['all', 'front', 'api']);
    expect([services.length, applications.length]).toEqual([1, 1]);
    expect(warnings).toEqual([expect.stringMatching(/older server.*2 more requests/)]);
  });

  it('keep a stage whose services have no names readable, warning once', async () => {
    answer('GET', `${base}/statusesWithStages`, 200, {
      stages: [{ stage: { id: ids.stage, name: 'jobs', status: 'ERROR' }, jobs: [status(ids.job, [['BUILD', 8]], 'ERROR')] }],
    });
    answer('GET', `${base}/services`, 403, { status: 403, error: 'Forbidden', message: 'no' });
    const warnings: string[] = [];
    const { stages: rows } = await platformTimings(context(warnings), ids.environment, waited, { triggerSeconds: 0 }, []);
    expect(rows.map((row) => [row.service ?? row.name, row.status, row.durationSeconds])).toEqual([
      ['jobs', 'ERROR', null],
      [`job ${ids.job.slice(0, 8)}`, 'ERROR', 8],
    ]);
    expect(warnings).toEqual([expect.stringMatching(/^Could not read the names of the environment's services: /)]);
  });

  it('show what a server may leave out or name anew: a stage without its stage or name, steps without names, states newer than the spec', async () => {
    const container = '0b000000-0000-4000-8000-000000000002';
    answer('GET', `${base}/statusesWithStages`, 200, {
      stages: [
        {
          jobs: [
            {
              id: ids.job,
              state: 'A_NEWER_STATE',
              status_details: { status: 'A_NEWER_STATUS' },
              steps: {
                details: [
                  { status: 'SUCCESS', duration_sec: 3 },
                  { step_name: 'DEPLOYMENT', duration_sec: 2 },
                ],
              },
            },
          ],
        },
        { stage: { name: '', status: 'A_NEWER_STAGE_STATUS', steps: { total_duration_sec: 4 } }, containers: [{ id: container }] },
      ],
    });
    const warnings: string[] = [];
    const known = [
      { id: ids.job, name: 'api' },
      { id: container, name: 'cache' },
    ];
    const { stages: rows } = await platformTimings(context(warnings), ids.environment, waited, { triggerSeconds: 0 }, known);
    expect(rows.map((row) => [row.service ?? row.name, row.status, row.durationSeconds, row.buildSeconds, row.deploySeconds])).toEqual([
      ['stage 1', 'unknown', null, undefined, undefined],
      ['api', 'A_NEWER_STATUS', null, null, 2],
      ['stage 2', 'A_NEWER_STAGE_STATUS', 4, undefined, undefined],
      ['cache', 'unknown', null, null, null],
    ]);
    expect(warnings).toEqual([]);
  });

  it('name metrics without a stage id by their order, and read a list without results as empty', async () => {
    answer('GET', `${base}/statusesWithStages`, 200, {});
    answer('GET', `${base}/status`, 200, {
      ...done,
      metrics: [{ total_duration_sec: 5 }, { stage_id: ids.stage, total_duration_sec: null }],
    });
    answer('GET', `${base}/deploymentStage`, 200, {});
    const warnings: string[] = [];
    const { stages: rows } = await platformTimings(context(warnings), ids.environment, waited, { triggerSeconds: 1 }, []);
    expect(rows).toEqual([
      { name: 'stage 1', source: 'platform', startSeconds: 1, durationSeconds: 5, status: 'SUCCESS' },
      { name: 'stage 2', source: 'platform', startSeconds: 6, durationSeconds: null, status: 'RUNNING' },
    ]);
    expect(warnings).toEqual([expect.stringMatching(/listed no service: the report shows stage totals .* without stage names/)]);
  });

  it('list a service of every kind the platform lists, with its kind; a negative duration is unknown; an empty stage name is its order', async () => {
    const id = (n: number) => `0c000000-0000-4000-8000-00000000000${n}`;
    const kinds = ['databases', 'helms', 'terraforms', 'agentic_workflows'] as const;
    answer('GET', `${base}/statusesWithStages`, 200, {
      stages: [
        { stage: { id: ids.stage, name: 'first', status: 'DONE' }, jobs: [status(ids.job, [['DEPLOYMENT', 3]])] },
        {
          stage: { id: ids.stage, name: '  ', status: 'DONE', steps: { stage_id: ids.stage, total_duration_sec: -4, details: [] } },
          ...Object.fromEntries(kinds.map((kind, n) => [kind, [status(id(n), [['DEPLOYMENT', n === 1 ? -2 : 5]])]])),
        },
      ],
    });
    const warnings: string[] = [];
    const { stages: rows, services } = await platformTimings(context(warnings), ids.environment, waited, { triggerSeconds: 0 }, [
      { id: ids.job, name: 'api' },
    ]);
    expect(rows.map((row) => [row.name, row.service, row.serviceKind, row.durationSeconds, row.deploySeconds])).toEqual([
      ['first', undefined, undefined, null, undefined],
      ['first', 'api', 'JOB', 3, 3],
      ['stage 2', undefined, undefined, null, undefined],
      ['stage 2', `database ${id(0).slice(0, 8)}`, 'DATABASE', 5, 5],
      ['stage 2', `helm ${id(1).slice(0, 8)}`, 'HELM', null, null],
      ['stage 2', `terraform ${id(2).slice(0, 8)}`, 'TERRAFORM', 5, 5],
      ['stage 2', `agentic workflow ${id(3).slice(0, 8)}`, 'AGENTIC_WORKFLOW', 5, 5],
    ]);
    expect(services.map((service) => service.kind)).toEqual(['JOB', 'DATABASE', 'HELM', 'TERRAFORM', 'AGENTIC_WORKFLOW']);
    expect(warnings).toEqual([]);
  });

  it('show a state seen at the verdict, at a twentieth of a second, as lasting no time, never less', async () => {
    answer('GET', `${base}/statusesWithStages`, 200, { environment: done, stages: [] });
    answer('GET', `${base}/status`, 200, { ...done, metrics: [] });
    answer('GET', `${base}/deploymentStage`, 200, { results: [] });
    const atTheVerdict: WaitResult = {
      ...waited,
      elapsedMs: 9350,
      transitions: [
        { state: 'DEPLOYING', atMs: 150 },
        { state: 'DEPLOYED', atMs: 9350 },
      ],
    };
    const { stages: rows } = await platformTimings(context([]), ids.environment, atTheVerdict, { triggerSeconds: 14.1 }, []);
    expect(rows.map((row) => [row.name, row.startSeconds, row.durationSeconds])).toEqual([
      ['DEPLOYING', 14.3, 9.2],
      ['DEPLOYED', 23.5, 0],
    ]);
  });

  it("never show another deployment request's figures as the run's own", async () => {
    const own = '0d000000-0000-4000-8000-000000000001';
    const other = '0d000000-0000-4000-8000-000000000002';
    const stage = { stage: { id: ids.stage, name: 'jobs', status: 'DONE' } };
    // A service last deployed by another request than the run's: skipped, its figures not shown.
    answer('GET', `${base}/statusesWithStages`, 200, {
      environment: { ...done, deployment_request_id: own },
      stages: [{ ...stage, jobs: [status(ids.job, [['DEPLOYMENT', 3]], 'SUCCESS', { deployment_request_id: other })] }],
    });
    const warnings: string[] = [];
    const known = [{ id: ids.job, name: 'api' }];
    const { stages: rows } = await platformTimings(
      context(warnings),
      ids.environment,
      waited,
      { triggerSeconds: 0, requestId: own },
      known,
    );
    expect(rows.map((row) => [row.service ?? row.name, row.durationSeconds, row.status])).toEqual([
      ['jobs', null, 'SUCCESS'],
      ['api', null, 'SKIP'],
    ]);
    // The whole answer of another request: the state changes the waiter saw stand in.
    answer('GET', `${base}/statusesWithStages`, 200, { environment: { ...done, deployment_request_id: other }, stages: [stage] });
    answer('GET', `${base}/status`, 200, { ...done, deployment_request_id: other });
    answer('GET', `${base}/deploymentStage`, 200, { results: [] });
    const fallback = await platformTimings(context(warnings), ids.environment, waited, { triggerSeconds: 0, requestId: own }, known);
    expect(fallback.stages.map((row) => row.name)).toEqual(['DEPLOYING', 'DEPLOYED']);
    expect(warnings).toEqual([expect.stringMatching(/describes another deployment request \(0d000000-0000-4000-8000-000000000002\)/)]);
  });
});
