/**
 * The run's record and the result that ends it: what the run learned is handed to the result as a
 * value, and a fault half-way carries what was learned before it (knowing) to the failure's result.
 */
import { describe, expect, it } from 'vitest';
import { faultOf, knowing, RunRecord } from '../../src/run/result.ts';
import { createVirtualClock } from '../../src/wait/index.ts';

describe('RunRecord.result', () => {
  it('is made from what the run learned, with the stages the record measured; no list the run never learned', async () => {
    const clock = createVirtualClock();
    const record = new RunRecord('preview', clock, 'a'.repeat(40));
    await record.stage('read blueprint', () => clock.sleep(1_500));
    record.addRows([{ name: 'build', source: 'platform', startSeconds: 0.5, durationSeconds: 1, status: 'SUCCESS' }]);

    const result = record.result('skipped', 'Not created', {
      state: 'DELETE_QUEUED',
      environmentName: 'shop-pr-7',
      plan: ['deploy shop-pr-7 once without waiting'],
      openPreviews: [
        { name: 'shop-pr-9', pullRequest: 9 },
        { name: 'shop-pr-3', pullRequest: 3 },
      ],
      skippedPaths: ['docs/**'],
      unchangedSince: ['b'.repeat(40)],
      links: [{ url: 'https://web.example', isDefault: true }],
      url: 'https://web.example',
      serviceUrls: [{ name: 'web', url: 'https://web.example' }],
    });

    expect(result).toMatchObject({
      outcome: 'skipped',
      commit: 'a'.repeat(40),
      state: 'DELETE_QUEUED',
      environmentId: '',
      environmentName: 'shop-pr-7',
      created: false,
      durationSeconds: 1.5,
      plan: ['deploy shop-pr-7 once without waiting'],
      openPreviews: [
        { name: 'shop-pr-9', pullRequest: 9 },
        { name: 'shop-pr-3', pullRequest: 3 },
      ],
      skippedPaths: ['docs/**'],
      unchangedSince: ['b'.repeat(40)],
      url: 'https://web.example',
      serviceUrls: [{ name: 'web', url: 'https://web.example' }],
    });
    // The stages in the order they began on the run's time line: the action's and the platform's.
    expect(result.stages.map((stage) => [stage.name, stage.startSeconds])).toEqual([
      ['read blueprint', 0],
      ['build', 0.5],
    ]);
    const plain = record.result('failure', 'It broke', { fault: true });
    expect(plain).toMatchObject({ state: '', environmentId: '', environmentName: '', created: false, url: '', plan: [] });
    expect(plain).not.toHaveProperty('openPreviews');
    expect(plain).not.toHaveProperty('skippedPaths');
    expect(plain).not.toHaveProperty('unchangedSince');
  });

  it('carries the commit it was made with, a commit the run learned over it, and none when given none', () => {
    expect(new RunRecord('deploy', createVirtualClock(), 'c'.repeat(40)).result('success', 'done').commit).toBe('c'.repeat(40));
    expect(
      new RunRecord('rollback', createVirtualClock(), 'c'.repeat(40)).result('success', 'done', { commit: 'd'.repeat(40) }).commit,
    ).toBe('d'.repeat(40));
    expect(new RunRecord('deploy', createVirtualClock()).result('success', 'done').commit).toBe('');
  });
});

describe('knowing', () => {
  it('lets a fault half-way carry what was learned before it, the step nearest the throw knowing most', async () => {
    const cause = new TypeError('socket hang up');
    const thrown = await knowing({ environmentName: 'shop-pr-7' }, () =>
      knowing({ environmentName: 'shop-pr-7', environmentId: 'env-1', created: true }, () =>
        knowing({ deploymentRequestId: 'req-1', state: 'BUILDING' }, async () => {
          throw cause;
        }),
      ),
    ).catch((error: unknown) => error);

    const { fault, learned } = faultOf(thrown);
    // The cause itself, as it was thrown: its type and message are what the failure names.
    expect(fault).toBe(cause);
    expect(learned).toEqual({
      environmentName: 'shop-pr-7',
      environmentId: 'env-1',
      created: true,
      deploymentRequestId: 'req-1',
      state: 'BUILDING',
    });
  });

  it('hands the value through when nothing throws, and a fault from outside any knowing carries nothing', async () => {
    await expect(knowing({ environmentName: 'shop-pr-7' }, async () => 42)).resolves.toBe(42);
    const plain = new Error('before anything was learned');
    expect(faultOf(plain)).toEqual({ fault: plain, learned: {} });
  });
});
