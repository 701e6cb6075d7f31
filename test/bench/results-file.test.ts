/** bench/RESULTS.md written one figure at a time keeps what it says of the figures not measured again. */
import { describe, expect, it } from 'vitest';
import { resultsDocument, updatedResults } from '../../bench/results-file.ts';
import type { Figure } from '../../bench/figure.ts';

const figure = (title: string, headline: string): Figure => ({
  title,
  headline,
  method: 'Measured.',
  table: '| a |\n| --- |\n| 1 |',
  notes: [],
});
const HEADER = ['# Benchmark results', '', '- Whole run: 400 s'];
const since = (what: string) => `- Since then: ${what}; the other figures are those of the run above`;

describe('updatedResults', () => {
  it('keeps the notes of the figures not measured again, and replaces the note of the one measured again', () => {
    const full = resultsDocument(HEADER, [figure('1. Lag', 'fast'), figure('2. Trips', 'five'), figure('3. Size', 'small')]);
    const first = updatedResults(full, HEADER, since('2. Trips measured again alone on day 1'), [figure('2. Trips', 'four')]);
    const second = updatedResults(first, HEADER, since('3. Size measured again alone on day 2'), [figure('3. Size', 'smaller')]);
    const third = updatedResults(second, HEADER, since('2. Trips measured again alone on day 3'), [figure('2. Trips', 'three')]);
    expect(third.split('\n').filter((line) => line.startsWith('- Since then:'))).toEqual([
      since('3. Size measured again alone on day 2; 2. Trips measured again alone on day 3'),
    ]);
    expect(third).toContain('- **2. Trips**: three');
    expect(third).toContain('- **3. Size**: smaller');
    expect(third).toContain('- **1. Lag**: fast');
  });
});
