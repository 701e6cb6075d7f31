/** Operation results as the operations return them, for the report tests. */
import type { OperationResult } from '../../src/run/result.ts';

export const HEAD = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678';
export const OLDER = '0123456789abcdef0123456789abcdef01234567';

export function previewResult(overrides: Partial<OperationResult> = {}): OperationResult {
  return {
    operation: 'preview',
    outcome: 'success',
    state: 'DEPLOYED',
    environmentId: '4f6a1c2e-0000-4000-8000-000000000001',
    environmentName: 'shop-pr-41',
    created: true,
    deploymentRequestId: '9d1e7c3a-0000-4000-8000-000000000002',
    url: 'https://shop-pr-41.preview.example.com',
    links: [
      { url: 'https://alt.shop-pr-41.example.com', isDefault: false },
      { url: 'https://shop-pr-41.preview.example.com', isDefault: true },
    ],
    commit: HEAD,
    durationSeconds: 125.4,
    stages: [
      { name: 'prepare', source: 'action', startSeconds: 0, durationSeconds: 1.2, status: 'SUCCESS' },
      { name: 'secrets', source: 'action', startSeconds: 1.2, durationSeconds: 0.4, status: 'SUCCESS' },
      { name: 'trigger', source: 'action', startSeconds: 1.6, durationSeconds: 0.3, status: 'SUCCESS' },
      { name: 'queueing', source: 'platform', startSeconds: 2, durationSeconds: 3, status: 'SUCCESS' },
      { name: 'build', source: 'platform', startSeconds: 5, durationSeconds: 80, status: 'SUCCESS' },
      { name: 'deployment', source: 'platform', startSeconds: 85, durationSeconds: 40, status: 'SUCCESS' },
      { name: 'wait', source: 'action', startSeconds: 1.9, durationSeconds: 123.5, status: 'SUCCESS' },
    ],
    summary: 'Preview shop-pr-41 deployed',
    plan: [],
    secretNames: ['DATABASE_URL'],
    ...overrides,
  };
}

export function failedResult(overrides: Partial<OperationResult> = {}): OperationResult {
  const base = previewResult();
  return previewResult({
    outcome: 'failure',
    state: 'BUILD_ERROR',
    url: '',
    links: [],
    failedStage: 'build',
    durationSeconds: 60,
    stages: [...base.stages.slice(0, 4), { name: 'build', source: 'platform', startSeconds: 5, durationSeconds: 55, status: 'ERROR' }],
    summary: 'Preview shop-pr-41 failed in build (BUILD_ERROR)',
    ...overrides,
  });
}

export function cleanupResult(overrides: Partial<OperationResult> = {}): OperationResult {
  return previewResult({
    operation: 'cleanup',
    state: 'DELETED',
    created: false,
    deploymentRequestId: '',
    url: '',
    links: [],
    commit: '',
    durationSeconds: 12,
    stages: [
      { name: 'find preview', source: 'action', startSeconds: 0, durationSeconds: 0.5, status: 'SUCCESS' },
      { name: 'delete', source: 'action', startSeconds: 0.5, durationSeconds: 0.2, status: 'SUCCESS' },
      { name: 'wait for deletion', source: 'action', startSeconds: 0.7, durationSeconds: 11.3, status: 'SUCCESS' },
    ],
    summary: 'Preview shop-pr-41 deleted',
    secretNames: [],
    ...overrides,
  });
}
