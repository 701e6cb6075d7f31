import { describe, expect, it } from 'vitest';
import { MAX_NAME_LENGTH, nameCarriesNumber, previewName, previewNumbers } from '../../src/operations/steps/preview-names.ts';

describe('previewName', () => {
  it('renders the default template in the platform alphabet', () => {
    expect(previewName('{environment}-pr-{number}', { environment: 'Web Shop_EU', number: 12, branch: 'x' })).toBe('web-shop-eu-pr-12');
    expect(previewName('{branch}--{number}', { environment: 'e', number: 3, branch: 'Feature/Login!' })).toBe('feature-login-3');
  });

  it('shortens long names but always keeps the number', () => {
    const name = previewName('{environment}-{branch}-pr-{number}', {
      environment: 'a'.repeat(80),
      number: 4711,
      branch: 'b'.repeat(80),
    });
    expect(name.length).toBeLessThanOrEqual(MAX_NAME_LENGTH);
    expect(name.endsWith('-pr-4711')).toBe(true);
    expect(name).toMatch(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/);
  });
});

describe('nameCarriesNumber', () => {
  it('matches the number as a whole token only', () => {
    expect(nameCarriesNumber('app-pr-12', 12)).toBe(true);
    expect(nameCarriesNumber('12-app', 12)).toBe(true);
    expect(nameCarriesNumber('app-pr-123', 12)).toBe(false);
    expect(nameCarriesNumber('production', 12)).toBe(false);
  });
});

describe('previewNumbers', () => {
  const template = '{environment}-pr-{number}';

  it('finds the number only in names the template makes from this blueprint', () => {
    expect(previewNumbers(template, 'blueprint-pr-12', 'Blueprint')).toEqual([12]);
    expect(previewNumbers(template, 'Blueprint-PR-12', 'blueprint')).toEqual([12]);
    for (const other of ['blueprint-pr-12-old', 'other-pr-12', 'blueprint-pr-012', 'blueprint', 'production', 'blueprint-pr-0']) {
      expect(previewNumbers(template, other, 'blueprint'), other).toEqual([]);
    }
  });

  it('takes any branch, as sanitised and shortened, when the template has one', () => {
    const withBranch = '{environment}-{branch}-pr-{number}';
    const made = previewName(withBranch, { environment: 'blueprint', number: 7, branch: 'Feature/Login-123' });
    expect(previewNumbers(withBranch, made, 'blueprint')).toEqual([7]);
    const long = previewName(withBranch, { environment: 'a'.repeat(80), number: 4711, branch: 'b'.repeat(80) });
    expect(previewNumbers(withBranch, long, 'a'.repeat(80))).toEqual([4711]);
    expect(previewNumbers(withBranch, 'blueprint-pr-7', 'blueprint')).toEqual([7]);
    expect(previewNumbers(withBranch, 'blueprint-x--pr-7', 'blueprint')).toEqual([]);
  });

  it('takes the number where the template puts it, not a number in the branch', () => {
    expect(previewNumbers('{branch}-{number}', 'fix-3-4', 'blueprint')).toEqual([4]);
    expect(previewNumbers('pr-{number}-{branch}', 'pr-3-issue-5', 'blueprint')).toEqual([3]);
  });
});
