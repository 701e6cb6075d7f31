import { describe, expect, it } from 'vitest';
import { sameName } from '../../src/basics/names.ts';

describe('names compare as the platform shows them', () => {
  it('alike in either Unicode form and any letter case', () => {
    expect(sameName('Cafe\u0301', 'CAF\u00c9')).toBe(true);
    expect(sameName('Cr\u00e8me', 'cre\u0300me')).toBe(true);
    expect(sameName('Straße', 'STRASSE')).toBe(true);
    expect(sameName('ΟΔΟΣ', 'οδος')).toBe(true);
  });

  it('apart when the letters differ', () => {
    expect(sameName('Cafe', 'Café')).toBe(false);
    expect(sameName('web', 'webb')).toBe(false);
  });
});
