/**
 * The report within GitHub's limits, whatever it holds: hundreds of failing services, ten earlier
 * results, outside text of any length. The comment with its marker stays under 65,536
 * characters, what goes goes in order (older history, then the widest part), and no block is
 * ever cut open; the marker itself stays bounded.
 */
import { describe, expect, it } from 'vitest';
import { historyLine, renderReport } from '../../src/report/markdown.ts';
import { commentBody, commentRoom, environmentHash, fitMarker, readMarker, type Marker } from '../../src/github/comment-marker.ts';
import type { OperationResult, ServiceFailure, Stage } from '../../src/run/result.ts';
import { brokenBlock } from '../support/whole-blocks.ts';
import { failedResult, HEAD } from './results.ts';

const context = { runUrl: 'https://github.com/acme/shop/actions/runs/4242', serverUrl: 'https://github.com', repository: 'acme/shop' };

const history = Array.from({ length: 10 }, (_, index) =>
  historyLine({ outcome: 'failure', commit: HEAD, durationSeconds: 60 + index, at: new Date(Date.UTC(2025, 10, 20 + index)) }, context),
);

/** A failed preview of `count` services, each with its error and `lines` log lines of `width` characters, outside text among them. */
function manyFailing(count: number, lines = 30, width = 120, name = (index: number) => `payments-worker-${index}`): OperationResult {
  const services: ServiceFailure[] = Array.from({ length: count }, (_, index) => ({
    id: `id-${index}`,
    name: name(index),
    kind: 'APPLICATION',
    state: 'BUILD_ERROR',
    error: { tag: 'BUILD_ERROR', message: 'Build failed: </details><img src=x> @acme/security-team', hint: 'Check the build', link: '' },
    lines: Array.from({ length: lines }, (_, line) => `${line} ${'```'} </details> ${'x'.repeat(width)}`),
    source: 'deployment',
  }));
  const stages: Stage[] = [
    ...failedResult().stages,
    ...services.map((service, index): Stage => ({
      name: 'build',
      source: 'platform',
      service: service.name,
      serviceKind: 'APPLICATION',
      startSeconds: 5 + index / 100,
      durationSeconds: 50,
      buildSeconds: 40,
      deploySeconds: null,
      status: 'ERROR',
    })),
  ];
  return failedResult({
    created: false,
    failure: { reason: 'Build failed', services },
    stages,
    services: services.map((service, index) => ({
      name: service.name,
      kind: 'application',
      version: index % 3 ? HEAD : 'b'.repeat(40),
      source: 'git',
      pinned: false,
    })),
  });
}

function markerOf(lines: string[], state?: string): Marker {
  return {
    environment: environmentHash('shop-pr-41'),
    commit: HEAD,
    head: HEAD,
    at: '2026-11-24T10:00:00.000Z',
    phase: 'result',
    line: lines[0] ?? '',
    history: lines.slice(1),
    ...(state ? { state } : {}),
  };
}

const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;

describe('the report within GitHub limits', () => {
  it('340 failing services and ten earlier results: the comment with its marker under 65,536 characters, every block whole', () => {
    const result = manyFailing(340);
    const marker = fitMarker(markerOf(history));
    const body = commentBody(marker, renderReport(result, { ...context, history: marker.history }, 'comment', commentRoom(marker)));
    expect(body.length).toBeLessThanOrEqual(65_536);
    expect(brokenBlock(body)).toBe('');
    expect(readMarker(body)?.history).toEqual(history.slice(1));
    // A line stays a line: ten names and how many more.
    expect(body).toMatch(/\*\*payments-worker-\d+\*\* and 1[01]\d more at/);
    expect(body).toContain('❌ Why payments-worker-0 (application)');
  });

  it('the job summary of the same run is as well formed, each <details> closed, and far under 1 MiB', () => {
    const summary = renderReport(manyFailing(340), { ...context, history }, 'summary');
    expect(brokenBlock(summary)).toBe('');
    expect(count(summary, /^<details/gm)).toBe(count(summary, /^<\/details>$/gm));
    expect(Buffer.byteLength(summary)).toBeLessThan(1024 * 1024);
  });

  it('drops the older history first, then the widest part, and says what it left out', () => {
    const result = manyFailing(60);
    const whole = renderReport(result, { ...context, history });
    expect(whole).toContain('Earlier results (10)');
    // A little less room: the oldest results go, the newest stay, nothing else does.
    const tighter = renderReport(result, { ...context, history }, 'comment', whole.length - 600);
    expect(tighter).toMatch(/Earlier results \([1-9]\)/);
    expect(tighter).toContain(history[0]);
    expect(tighter).not.toContain(history[9]);
    expect(tighter).not.toContain('Left out');
    // Far less: no history, then the widest part (here the failure blocks, their log lines first), said in one line.
    const narrower = renderReport(result, { ...context, history }, 'comment', whole.length - 6_000);
    expect(narrower).not.toContain('Earlier results');
    expect(narrower).toContain("_Left out to stay within GitHub's size limit: log lines._");
    expect(count(narrower, /❌ Why /g)).toBeLessThan(count(whole, /❌ Why /g));
    expect(narrower).toContain('```mermaid');
    expect(narrower).toContain('| Stage · service |');
    // Less again: the chart and the table go too, whole; the cause and the headline stay.
    const least = renderReport(result, { ...context, history }, 'comment', 3_000);
    expect(least).not.toContain('```mermaid');
    expect(least).not.toContain('| Stage');
    expect(least).toMatch(/_Left out to stay within GitHub's size limit: [^\n]*the chart[^\n]*_/);
    expect(least).toContain('❌ Why payments-worker-0 (application)');
  });

  it('never cuts a block open at any room, and never passes it', () => {
    const result = manyFailing(340, 40, 300, (index) => `svc-${index}-${'ü'.repeat(index % 7)}`);
    for (let room = 400; room <= 64_000; room += 2_371) {
      for (const view of ['comment', 'summary'] as const) {
        const markdown = renderReport(result, { ...context, history }, view, room);
        expect(markdown.length, `${view} at ${room}`).toBeLessThanOrEqual(room);
        expect(brokenBlock(markdown), `${view} at ${room}`).toBe('');
        expect(markdown, `${view} at ${room}`).toMatch(/^### ❌ Preview failed: shop-pr-41\n/);
      }
    }
  });

  it('long outside text (a 100,000-character error, a service name of 5,000) stays inside the limit and escaped', () => {
    const result = manyFailing(3, 10, 100, (index) => `svc-${index}-${'<b>'.repeat(1_700)}`);
    result.failure!.services[0]!.error!.message = `</details>${'y'.repeat(100_000)}`;
    const markdown = renderReport(result, { ...context, history });
    expect(markdown.length).toBeLessThanOrEqual(64_000);
    expect(brokenBlock(markdown)).toBe('');
    expect(markdown).not.toContain('<b>');
  });

  it('the deploying note and the cancelled note fit the room too', async () => {
    const { renderDeploying, renderCancelled } = await import('../../src/report/markdown.ts');
    const note = { ...context, history, operation: 'preview' as const, environmentName: 'shop-pr-41', commit: HEAD };
    for (const render of [renderDeploying, renderCancelled]) {
      const small = render(note, 600);
      expect(small.length).toBeLessThanOrEqual(600);
      expect(brokenBlock(small)).toBe('');
      expect(render(note)).toContain('Earlier results (10)');
    }
  });
});

describe('the marker within its bound', () => {
  it('keeps ten results of ours, under 4,096 characters', () => {
    const marker = fitMarker(markerOf(history, 'r1.payload.seal'));
    expect(marker.history).toHaveLength(9);
    expect(marker.state).toBe('r1.payload.seal');
    expect(commentRoom(marker)).toBeGreaterThan(65_536 - 4_097);
  });

  it('drops what is too long to be ours (a line, a state), then the oldest results, never the result itself', () => {
    const wide = Array.from({ length: 10 }, (_, index) => `${index} ${'界'.repeat(900)}`);
    const marker = fitMarker(markerOf(['✅ **success** · now', ...wide, 'x'.repeat(5_000)], 's'.repeat(2_000)));
    const body = commentBody(marker, '### ✅ Preview ready');
    const written = body.split('\n')[0]!;
    expect(written.length).toBeLessThanOrEqual(4_096);
    expect(marker.state).toBeUndefined();
    expect(marker.history.length).toBeLessThan(9);
    // The oldest went: what stays is the newest, in order.
    expect(marker.history).toEqual(wide.slice(0, marker.history.length));
    expect(readMarker(body)).toMatchObject({ phase: 'result', line: '✅ **success** · now', history: marker.history });
    expect(commentRoom(marker)).toBe(65_536 - written.length - 1);
  });
});
