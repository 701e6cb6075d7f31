/**
 * rollback-on-failure in-process, on a scaled clock: the time left decides whether a rollback is
 * tried; an unreadable history or a rollback that fails too is said once and never retried; the
 * good version is found past the first page of the history.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../../tools/emulator/index.ts';
import { SEED_COMMIT } from '../../../tools/emulator/seed.ts';
import { pushEvent, runAgainst, SCALE } from '../../../tools/runner/in-process.ts';
import { lastGoodVersions } from '../../../src/operations/environment/deployment-history.ts';
import type { OperationContext } from '../../../src/operations/index.ts';
import type { Service } from '../../../src/operations/environment/service-plan.ts';
import { DeploymentHistoryPage } from '../../../src/platform/schemas/index.ts';
import { parseInputs } from '../../../src/config/index.ts';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await startEmulator({ speed: SCALE, staleMs: 3000 * SCALE, seed: 32 });
});
afterAll(() => emulator.close());

async function checkoutIdOf(target: Emulator): Promise<string> {
  const production = target.seed.productionEnvironmentId;
  const answer = await fetch(`${target.url}/environment/${production}/application`, {
    headers: { authorization: `Token ${target.tokens.admin}` },
  });
  return ((await answer.json()) as { results: Array<{ id: string }> }).results[0]!.id;
}

const serviceDeploys = (target: Emulator, from: number) =>
  target
    .requests()
    .slice(from)
    .filter((request) => request.method === 'POST' && request.path.endsWith('/service/deploy'));

function deployCheckout(target: Emulator, commit: string, extra: Record<string, string> = {}) {
  return runAgainst(
    target,
    { environment: target.seed.productionEnvironmentId, application: 'checkout', commit, 'rollback-on-failure': 'true', ...extra },
    pushEvent,
  );
}

describe('rollback-on-failure', () => {
  it('a deploy that used up the run budget: the rollback is not attempted, and the line says how to run it', async () => {
    const checkout = await checkoutIdOf(emulator);
    emulator.failVersion(checkout, 'hangs-for-good', 'hang');
    const from = emulator.requests().length;
    const { result, lines } = await deployCheckout(emulator, 'hangs-for-good', { 'timeout-minutes': '1', 'cancel-on-timeout': 'true' });
    expect(result.outcome).toBe('timed_out');
    expect(result.rollback).toMatchObject({ outcome: 'not-attempted', services: [] });
    expect(lines).toContain(
      "Rollback not attempted: the run's 1 minute is used up (run the action with operation: rollback to put the previous version back)",
    );
    expect(serviceDeploys(emulator, from)).toHaveLength(1);
    expect(result.stages.map((stage) => stage.name)).not.toContain('rollback');
  });

  it('a rollback that fails too is reported as such, once', async () => {
    const checkout = await checkoutIdOf(emulator);
    emulator.failVersion(checkout, 'breaks-the-build', 'fail-build');
    emulator.failVersion(checkout, SEED_COMMIT, 'fail-deploy');
    const from = emulator.requests().length;
    const { result } = await deployCheckout(emulator, 'breaks-the-build');
    emulator.failVersion(checkout, SEED_COMMIT, undefined);
    expect(result.outcome).toBe('failure');
    expect(result.rollback?.outcome).toBe('failure');
    expect(result.rollback?.summary).toMatch(/^the rollback to 0d1e2f3 failed too: /);
    expect(result.summary).toContain('; the rollback to 0d1e2f3 failed too');
    expect(result.stages.at(-1)).toMatchObject({ name: 'rollback', status: 'ERROR' });
    expect(serviceDeploys(emulator, from)).toHaveLength(2);
  });

  it('an unreadable history: nothing to roll back to, in one line, and no further write', async () => {
    const closed = await startEmulator({
      speed: SCALE,
      staleMs: 3000 * SCALE,
      forbidden: ['GET /environment/:environmentId/deploymentHistory'],
    });
    try {
      const checkout = await checkoutIdOf(closed);
      closed.failVersion(checkout, 'breaks-the-build', 'fail-build');
      const from = closed.requests().length;
      const { result, lines } = await deployCheckout(closed, 'breaks-the-build');
      expect(result.outcome).toBe('failure');
      expect(result.rollback?.outcome).toBe('nothing');
      expect(lines.filter((line) => line.startsWith('Nothing to roll back to'))).toEqual([
        expect.stringMatching(/^Nothing to roll back to: the deployment history could not be read \(.*403/),
      ]);
      expect(
        closed
          .requests()
          .slice(from)
          .filter((request) => request.method !== 'GET'),
      ).toHaveLength(1);
    } finally {
      await closed.close();
    }
  });
});

describe('a server that serves only the second form of the history', () => {
  it('is read in that form, and the rollback goes ahead', async () => {
    const older = await startEmulator({ speed: SCALE, staleMs: 3000 * SCALE, lacks: ['deploymentHistory'] });
    try {
      const checkout = await checkoutIdOf(older);
      older.failVersion(checkout, 'breaks-the-build', 'fail-build');
      const { result } = await deployCheckout(older, 'breaks-the-build');
      expect(result.rollback).toMatchObject({ outcome: 'success', services: [{ name: 'checkout', to: SEED_COMMIT }] });
      const read = older.requests().filter((request) => request.path.includes('/deploymentHistory'));
      expect(read.map((request) => [request.path.split('/').at(-1), request.status])).toEqual([
        ['deploymentHistory', 404],
        ['deploymentHistoryV2', 200],
      ]);
    } finally {
      await older.close();
    }
  });
});

describe('the last good version', () => {
  const checkout: Service = {
    kind: 'application',
    id: '6f1c1a4e-8e57-4a0e-9d43-0e5b0c6f1a01',
    name: 'checkout',
    source: 'git',
    version: 'new',
  };
  const api: Service = { kind: 'container', id: '6f1c1a4e-8e57-4a0e-9d43-0e5b0c6f1a02', name: 'api', source: 'image', version: 'v3' };
  const entry = (n: number, services: { application?: [string, string]; container?: [string, string] }) => ({
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    created_at: '2026-01-01T00:00:00Z',
    status: null,
    ...(services.application
      ? { applications: [{ id: checkout.id, status: services.application[1], commit: { git_commit_id: services.application[0] } }] }
      : {}),
    ...(services.container
      ? { containers: [{ id: api.id.toUpperCase(), status: services.container[1], tag: services.container[0] }] }
      : {}),
  });

  it('is the newest DEPLOYED version other than the one left, found past the first page, by startId', async () => {
    const pages = new Map<string | undefined, unknown[]>([
      [
        undefined,
        [
          entry(1, { application: ['new', 'BUILD_ERROR'] }),
          ...Array.from({ length: 19 }, (_, i) => entry(i + 2, { container: ['v3', 'DEPLOYED'] })),
        ],
      ],
      [
        entry(20, {}).id,
        [entry(21, { application: ['new', 'DEPLOYED'] }), entry(22, { application: ['old', 'DEPLOYED'], container: ['v2', 'DEPLOYED'] })],
      ],
    ]);
    const asked: Array<string | undefined> = [];
    const ctx = {
      client: {
        environments: {
          deploymentHistory: async ({ startId }: { startId?: string }) => {
            asked.push(startId);
            return DeploymentHistoryPage.parse({ page: 1, page_size: 20, results: pages.get(startId) ?? [] });
          },
        },
      },
    } as unknown as OperationContext;
    const found = await lastGoodVersions(
      ctx,
      'env',
      [checkout, api],
      new Map([
        [checkout.id, 'new'],
        [api.id, 'v3'],
      ]),
      'failed deploy',
    );
    expect(Object.fromEntries(found)).toEqual({ [checkout.id]: 'old', [api.id]: 'v2' });
    // The last page read is the one that says nothing older follows.
    expect(asked).toEqual([undefined, entry(20, {}).id, entry(22, {}).id]);
  });

  it('is never a version a deployment went back from (it reached DEPLOYED, and still was rolled back)', async () => {
    const pages = [
      entry(1, { container: ['v1', 'DEPLOYED'] }),
      entry(2, { container: ['v2', 'DEPLOYED'] }),
      entry(3, { container: ['v1', 'DEPLOYED'] }),
      entry(4, { container: ['v1', 'DEPLOYED'] }),
      entry(5, { container: ['v0', 'DEPLOYED'] }),
    ];
    const ctx = {
      client: {
        environments: {
          deploymentHistory: async ({ startId }: { startId?: string }) => DeploymentHistoryPage.parse({ results: startId ? [] : pages }),
        },
      },
    } as unknown as OperationContext;
    const running = { ...api, version: 'v1' };
    expect(Object.fromEntries(await lastGoodVersions(ctx, 'env', [running], new Map([[api.id, 'v1']]), 'failed deploy'))).toEqual({
      [api.id]: 'v0',
    });
    // Leaving a new version that failed, the version running before it is good.
    expect(Object.fromEntries(await lastGoodVersions(ctx, 'env', [running], new Map([[api.id, 'v3']]), 'failed deploy'))).toEqual({
      [api.id]: 'v1',
    });
    // Operation rollback undoes the newest deployment, which went back from v2 (a promotion to an older version, say): v2 ran before it.
    expect(Object.fromEntries(await lastGoodVersions(ctx, 'env', [running], new Map([[api.id, 'v1']]), 'newest deployment'))).toEqual({
      [api.id]: 'v2',
    });
  });

  it('is none when no deployment of the service ended DEPLOYED', async () => {
    const ctx = {
      client: {
        environments: {
          deploymentHistory: async () => DeploymentHistoryPage.parse({ results: [entry(1, { application: ['new', 'BUILD_ERROR'] })] }),
        },
      },
    } as unknown as OperationContext;
    expect((await lastGoodVersions(ctx, 'env', [checkout], new Map([[checkout.id, 'new']]), 'failed deploy')).size).toBe(0);
  });
});

describe('the inputs', () => {
  const base = { 'api-url': 'https://api.example.test', 'api-token': 't0ken', environment: '3f2b9c1e-8d4a-4e7b-9a61-0c5d2e7f4b18' };
  const dispatch = { eventName: 'workflow_dispatch', sha: 'f'.repeat(40) };

  it('operation rollback goes back to the commit or tag given, never to the run SHA', () => {
    expect(parseInputs({ ...base, operation: 'rollback' }, dispatch).rollbackTo).toEqual({ commit: '', imageTag: '' });
    expect(parseInputs({ ...base, operation: 'rollback', commit: 'abc1234' }, dispatch).rollbackTo).toEqual({
      commit: 'abc1234',
      imageTag: 'abc1234',
    });
    expect(parseInputs({ ...base, operation: 'rollback', 'image-tag': 'v1' }, dispatch).rollbackTo).toEqual({ commit: '', imageTag: 'v1' });
  });

  it('rollback-on-failure is off by default, and applies to deploys only', () => {
    expect(parseInputs(base, pushEvent).rollbackOnFailure).toBe(false);
    expect(parseInputs({ ...base, 'rollback-on-failure': 'true' }, pushEvent).rollbackOnFailure).toBe(true);
    expect(parseInputs({ ...base, operation: 'status', 'rollback-on-failure': 'true' }, pushEvent).rollbackOnFailure).toBe(false);
  });
});
