/**
 * The run's record and the result that ends it: what the last step learned is handed to the
 * result as a value and stands over what the record kept while the run went on.
 */
import { describe, expect, it } from 'vitest';
import { RunRecord } from '../../src/run/result.ts';
import { createVirtualClock } from '../../src/wait/index.ts';

describe('RunRecord.result', () => {
  it('takes what the last step learned over what the record kept; plan lines follow the record’s', () => {
    const record = new RunRecord('preview', createVirtualClock(), 'a'.repeat(40));
    record.environmentId = 'env-1';
    record.environmentName = 'shop-pr-7';
    record.created = true;
    record.state = 'BUILDING';
    record.plan.push('clone blueprint shop as preview environment shop-pr-7 (mode PREVIEW)');

    const result = record.result('skipped', 'Not created', {
      state: 'DELETE_QUEUED',
      environmentId: '',
      created: false,
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
      plan: ['clone blueprint shop as preview environment shop-pr-7 (mode PREVIEW)', 'deploy shop-pr-7 once without waiting'],
      openPreviews: [
        { name: 'shop-pr-9', pullRequest: 9 },
        { name: 'shop-pr-3', pullRequest: 3 },
      ],
      skippedPaths: ['docs/**'],
      unchangedSince: ['b'.repeat(40)],
      url: 'https://web.example',
      serviceUrls: [{ name: 'web', url: 'https://web.example' }],
    });
    // Nothing handed in: the record's own, and no list the run never learned.
    const plain = record.result('failure', 'It broke', { fault: true });
    expect(plain).toMatchObject({ state: 'BUILDING', environmentId: 'env-1', created: true, url: '' });
    expect(plain).not.toHaveProperty('openPreviews');
    expect(plain).not.toHaveProperty('skippedPaths');
    expect(plain).not.toHaveProperty('unchangedSince');
    expect(plain.plan).toEqual(['clone blueprint shop as preview environment shop-pr-7 (mode PREVIEW)']);
  });

  it('carries the commit it was made with, and none when given none', () => {
    expect(new RunRecord('deploy', createVirtualClock(), 'c'.repeat(40)).result('success', 'done').commit).toBe('c'.repeat(40));
    expect(new RunRecord('deploy', createVirtualClock()).result('success', 'done').commit).toBe('');
  });
});
