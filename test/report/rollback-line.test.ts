/** The report's rollback line: services from and to, how it ended; names are text, never markdown. */
import { describe, expect, it } from 'vitest';
import { renderReport } from '../../src/report/index.ts';
import type { Rollback } from '../../src/run/result.ts';
import { failedResult } from './results.ts';

const context = {
  runUrl: 'https://github.com/acme/shop/actions/runs/4242',
  serverUrl: 'https://github.com',
  repository: 'acme/shop',
};

const lineOf = (rollback: Rollback) =>
  renderReport({ ...failedResult(), rollback }, context)
    .split('\n')
    .find((line) => line.startsWith('**Rollback:**'))
    ?.trimEnd();

describe('the rollback line', () => {
  it('names each service with the commit it left and the one it got back, linked, and how long it took', () => {
    const line = lineOf({
      outcome: 'success',
      services: [{ kind: 'application', name: 'checkout', source: 'git', from: 'b'.repeat(40), to: 'a'.repeat(40) }],
      seconds: 130,
      summary: 'rolled back to aaaaaaa in 2m 10s',
    });
    expect(line).toBe(
      '**Rollback:** application **checkout** from [`bbbbbbb`](https://github.com/acme/shop/commit/' +
        `${'b'.repeat(40)}) to [\`aaaaaaa\`](https://github.com/acme/shop/commit/${'a'.repeat(40)}): ✅ DEPLOYED in 2m 10s`,
    );
  });

  it('shows an image tag and a service name as text, and a failed rollback as failed', () => {
    const line = lineOf({
      outcome: 'failure',
      services: [{ kind: 'container', name: 'api](https://evil.example) **x**', source: 'image', from: 'v2', to: 'v1_*' }],
      seconds: 42,
      summary: 'the rollback to v1 failed too: DEPLOYMENT_ERROR',
    })!;
    expect(line).toMatch(/^\*\*Rollback:\*\* container \*\*api/);
    expect(line).not.toContain('](https://evil');
    expect(line).not.toContain('**x**');
    expect(line).toContain(': ❌ failed in 42s');
  });

  it('says in one line why nothing was rolled back', () => {
    expect(
      lineOf({
        outcome: 'nothing',
        services: [],
        seconds: null,
        summary: 'nothing to roll back to: no earlier deployment of container api ended DEPLOYED',
      }),
    ).toBe('**Rollback:** nothing to roll back to: no earlier deployment of container api ended DEPLOYED');
    expect(renderReport(failedResult(), context)).not.toContain('**Rollback:**');
  });
});
