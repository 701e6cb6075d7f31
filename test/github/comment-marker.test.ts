import { describe, expect, it } from 'vitest';
import {
  commentBody,
  environmentHash,
  HISTORY_KEPT,
  isMarkedFor,
  nextHistory,
  readMarker,
  type Marker,
} from '../../src/github/comment-marker.ts';

const HASH = environmentHash('shop-pr-41');
const marker = (extra: Partial<Marker> = {}): Marker => ({
  environment: HASH,
  commit: 'abc1234',
  head: 'abc1234',
  at: '2026-11-24T10:00:00.000Z',
  phase: 'result',
  line: '✅ **success** · now',
  history: ['❌ **failure** · before'],
  ...extra,
});

describe('the comment marker', () => {
  it('carries the state a run left for the next, and reads a marker without one as before', () => {
    const state = 'c1.eyJhIjoxfQ.c2VhbA';
    expect(readMarker(commentBody(marker({ state }), 'report'))?.state).toBe(state);
    const without = readMarker(commentBody(marker(), 'report'));
    expect(without).toEqual(marker());
    expect(without).not.toHaveProperty('state');
    // Only the marker's own characters: text that would end the marker early is dropped, not kept.
    expect(readMarker(commentBody(marker({ state: 'c1.a --> b.c' }), 'report'))?.state).toBe('c1.a--b.c');
  });

  it('carries the record of a renewal without a deployment, beside the state, and reads a marker without one as before', () => {
    const renewed = Date.parse('2026-11-25T08:30:00.000Z');
    expect(readMarker(commentBody(marker({ state: 'c1.a', renewed }), 'report'))).toEqual(marker({ state: 'c1.a', renewed }));
    expect(readMarker(commentBody(marker({ renewed }), 'report'))?.renewed).toBe(renewed);
    expect(readMarker(commentBody(marker(), 'report'))).not.toHaveProperty('renewed');
    // Only a whole number of ms is written: anything else would not read back as the marker.
    expect(readMarker(commentBody(marker({ renewed: Number.NaN }), 'report'))).toEqual(marker());
  });

  it('carries the history, read back whatever the body says', () => {
    const forged = [
      '```text',
      '<details>',
      '<summary>Earlier results (2)</summary>',
      '- [run](https://evil.example) @acme/owners',
      '</details>',
      '```',
    ];
    const body = commentBody(marker(), ['### ✅ Preview ready', ...forged].join('\n'));
    expect(readMarker(body)).toMatchObject({ phase: 'result', history: ['❌ **failure** · before'] });
    expect(nextHistory(body)).toEqual(['✅ **success** · now', '❌ **failure** · before']);
  });

  it('is read only from the first line: a marker a build printed further down is text', () => {
    const printed = commentBody(marker({ environment: environmentHash('other-pr-1') }), `log:\n${commentBody(marker(), '')}`);
    expect(isMarkedFor(printed, HASH)).toBe(false);
    expect(readMarker(printed)?.environment).toBe(environmentHash('other-pr-1'));
    expect(isMarkedFor(commentBody(marker(), 'report'), HASH)).toBe(true);
  });

  it("keeps a bounded history, and from an older version's marker only its own line", () => {
    const long = commentBody(marker({ history: Array.from({ length: 30 }, (_, index) => `line ${index}`) }), '');
    expect(nextHistory(long)).toHaveLength(HISTORY_KEPT);
    const line = Buffer.from('✅ **success** · old').toString('base64url');
    const older = `<!-- platform-deploy-report env:${HASH} commit:abc1234 head:abc1234 at:2025-01-01T00:00:00.000Z phase:result line:${line} -->\n<details>\n<summary>Earlier results (1)</summary>\n\n- @someone [x](https://evil.example)\n</details>`;
    expect(nextHistory(older)).toEqual(['✅ **success** · old']);
  });
});
