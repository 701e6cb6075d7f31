import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { hiderOf, masksOf, redactorFor } from '../../src/basics/redaction.ts';

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

  it('hides overlapping and nested occurrences as one stretch, adjacent ones as two, the longest mask wholly', () => {
    const hide = hiderOf(['abcdef', 'cdefgh', 'xyz', 'a-long-mask-of-many-characters', 'many-char']);
    expect(hide('1 abcdefgh 2')).toBe('1 *** 2');
    expect(hide('xyzxyz')).toBe('******');
    expect(hide('[a-long-mask-of-many-characters]')).toBe('[***]');
    expect(hide('so many-chars')).toBe('so ***s');
    expect(hide('nothing here')).toBe('nothing here');
  });

  it('hides every line of a 10,000-line value and 300 secrets in a long log, each form, and nothing else', () => {
    const lines = Array.from({ length: 10_000 }, () => randomBytes(48).toString('base64'));
    const secrets = [...Array.from({ length: 300 }, (_, index) => `secret-${index}-${randomBytes(6).toString('hex')}`), lines.join('\n')];
    const hide = hiderOf(masksOf(secrets));
    const printed = [
      ...secrets.slice(0, 300).map((secret) => `using ${secret} now`),
      ...lines.filter((_, index) => index % 97 === 0).map((line) => `key: ${line}`),
      ...lines.filter((_, index) => index % 89 === 0).map((line) => `encoded: ${Buffer.from(line).toString('base64')}`),
      'plain build output, kept',
    ];
    const hidden = hide(printed.join('\n')).split('\n');
    expect(hidden.slice(0, 300).every((line) => line === 'using *** now')).toBe(true);
    expect(hidden.filter((line) => line === 'key: ***')).toHaveLength(lines.filter((_, index) => index % 97 === 0).length);
    expect(hidden.filter((line) => line === 'encoded: ***')).toHaveLength(lines.filter((_, index) => index % 89 === 0).length);
    expect(hidden.at(-1)).toBe('plain build output, kept');
  });
});
