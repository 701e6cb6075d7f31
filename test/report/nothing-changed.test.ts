/**
 * "Nothing was changed" is said from the writes the run's client counted, never from where the
 * run stopped: a refusal in a step that only reads, after a write went out, says it failed.
 */
import { describe, expect, it } from 'vitest';
import { renderReport } from '../../src/report/index.ts';
import type { OperationResult } from '../../src/run/result.ts';
import { failedResult, previewResult } from './results.ts';

const context = {
  runUrl: 'https://github.com/acme/shop/actions/runs/4242',
  serverUrl: 'https://github.com',
  repository: 'acme/shop',
};

/** A run refused in its first step, one that only reads: nothing created, no deployment, no platform rows. */
function refused(overrides: Partial<OperationResult>): OperationResult {
  const reason = 'Input "job": the environment has no job wbe (did you mean web?)';
  return failedResult({
    created: false,
    deploymentRequestId: '',
    state: '',
    failedStage: 'read blueprint',
    stages: [{ name: 'read blueprint', source: 'action', startSeconds: 0, durationSeconds: 0.4, status: 'ERROR' }],
    summary: reason,
    failure: { reason, services: [] },
    ...overrides,
  });
}

describe('nothing was changed', () => {
  it('is said of a failure whose run sent no write, in the comment and in the job summary', () => {
    for (const view of ['comment', 'summary'] as const) {
      const markdown = renderReport(refused({ platformWrites: 0 }), context, view);
      expect(markdown, view).toMatch(/^### ❌ Preview refused: shop-pr-41$/m);
      expect(markdown, view).toContain('**Nothing was changed**');
      expect(markdown, view).not.toContain('Failed stage');
    }
  });

  it('is never said of a failure whose run sent writes, wherever it stopped: it failed, in the stage it failed in', () => {
    for (const view of ['comment', 'summary'] as const) {
      const markdown = renderReport(refused({ platformWrites: 2 }), context, view);
      expect(markdown, view).not.toMatch(/nothing was changed/i);
      expect(markdown, view).not.toContain('refused');
      expect(markdown, view).toMatch(/^### ❌ Preview failed: shop-pr-41$/m);
      expect(markdown, view).toContain('**Failed stage:** read blueprint');
    }
  });

  it('is never said when the writes were not counted', () => {
    const markdown = renderReport(refused({}), context);
    expect(markdown).not.toMatch(/nothing was changed/i);
    expect(markdown).toContain('**Failed stage:** read blueprint');
  });

  it("is said of a dry run's plan only when its run sent no write", () => {
    const plan = ['create preview environment shop-pr-41 from shop'];
    const dry = (platformWrites?: number) =>
      renderReport(
        previewResult({ outcome: 'planned', state: '', url: '', links: [], plan, stages: [], summary: 'Dry run', platformWrites }),
        context,
      );
    expect(dry(0)).toContain('**Plan** (nothing was changed):');
    expect(dry(1)).toContain('**Plan**:');
    expect(dry(1)).not.toMatch(/nothing was changed/i);
    expect(dry(undefined)).not.toMatch(/nothing was changed/i);
  });
});
