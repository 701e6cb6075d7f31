/**
 * The post step's state passes through an environment variable, which the runner cannot start a
 * process with past 128 KiB: the saved final report stays within its budget however long the
 * failing services' logs were.
 */
import { describe, expect, it } from 'vitest';
import { readFinalReport, savedState, type FinalReport } from '../../src/report/final-report.ts';
import type { OperationResult } from '../../src/operations/index.ts';

function stateWith(services: number, lineLength: number, reason = 'BUILD_ERROR') {
  const result = {
    operation: 'deploy',
    outcome: 'failure',
    stages: [{ name: 'build', status: 'failure' }],
    failure: {
      reason,
      services: Array.from({ length: services }, (_, index) => ({
        id: `service-${index}`,
        name: `api-${index}`,
        kind: 'APPLICATION',
        state: 'BUILD_ERROR',
        error: { tag: 'BUILD_FAILED', message: 'npm ci failed', hint: '', link: '' },
        lines: Array.from({ length: 30 }, (_, line) => `${line}: ${'x'.repeat(lineLength)}`),
        source: 'deployment' as const,
      })),
    },
  } as unknown as OperationResult;
  const final: FinalReport = { result, organizationId: 'o', projectId: 'p', settledAt: '2026-11-26T07:00:00Z', pending: ['comment'] };
  return { environmentName: 'production', commentId: 7, final };
}

describe('the saved final report', () => {
  it('is saved whole while it is small', () => {
    const state = stateWith(1, 80);
    expect(JSON.parse(savedState(state))).toEqual(JSON.parse(JSON.stringify(state)));
  });

  it('leaves out the log lines of a large failure, keeping the services and their errors', () => {
    const saved = savedState(stateWith(20, 1_000));
    expect(saved.length).toBeLessThan(64 * 1024);
    const final = readFinalReport((JSON.parse(saved) as { final: unknown }).final);
    expect(final?.result.failure?.services.map((service) => [service.name, service.error?.message, service.lines])).toEqual(
      Array.from({ length: 20 }, (_, index) => [`api-${index}`, 'npm ci failed', []]),
    );
    expect(final?.pending).toEqual(['comment']);
  });

  it('is left out when even that is too large, and the rest of the state is kept', () => {
    const saved = JSON.parse(savedState(stateWith(1, 10, 'y'.repeat(100_000)))) as Record<string, unknown>;
    expect(saved).toEqual({ environmentName: 'production', commentId: 7 });
  });
});
