import { describe, expect, it } from 'vitest';
import { masksOf, redactDeep, redactorFor } from '../../src/masks.ts';

describe('redactorFor', () => {
  const secret = 'pä$$ "word"\n<line-two>';
  const redact = redactorFor([secret]);

  it('hides the value, each line, and its base64, URL-encoded and JSON-escaped forms', () => {
    for (const form of [
      secret,
      'pä$$ "word"',
      '<line-two>',
      Buffer.from(secret).toString('base64'),
      encodeURIComponent(secret),
      JSON.stringify(secret).slice(1, -1),
      // As a Go or Java encoder writes it: every non-ASCII character and < > & as \uXXXX.
      'p\\u00e4$$ \\"word\\"\\n\\u003cline-two\\u003e',
    ]) {
      expect(redact(`before ${form} after`), form).toBe('before *** after');
    }
  });

  it('hides the value in base64 wherever it starts in a longer encoded text', () => {
    for (const prefix of ['', 'x', 'xy', 'user:']) {
      const encoded = Buffer.from(`${prefix}${secret} and more`).toString('base64');
      expect(redact(encoded), prefix).toContain('***');
      // Only the characters that carry the value are replaced: the rest still decodes to the prefix and the tail.
      expect(redact(encoded).length).toBeLessThan(encoded.length);
    }
  });

  it('hides a secret of three characters, and nothing shorter', () => {
    expect(redactorFor(['q7z', 'ab'])('q7z ab cTd6')).toBe('*** ab ***');
    expect(masksOf(['ab'])).toEqual([]);
  });

  it('redacts every string of a plain result, leaving numbers and booleans', () => {
    const result = { summary: 'failed: q7z', created: true, seconds: 3, stages: [{ name: 'q7z' }] };
    expect(redactDeep(result, redactorFor(['q7z']))).toEqual({
      summary: 'failed: ***',
      created: true,
      seconds: 3,
      stages: [{ name: '***' }],
    });
  });
});
