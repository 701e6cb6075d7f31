import { describe, expect, it } from 'vitest';

const ID = '8f3a2c1e-0000-4000-8000-000000000001';
const OTHER = '1b2c3d4e-0000-4000-8000-000000000002';
const blueprint = (name: string) => ({ name, id: ID });
import { MAX_NAME_LENGTH, nameCarriesNumber, previewName, previewNumbers } from '../../../src/operations/preview/preview-name.ts';

describe('previewName', () => {
  it('renders the default template in the platform alphabet', () => {
    expect(previewName('{environment}-pr-{number}', { environment: 'Web Shop_EU', blueprintId: ID, number: 12, branch: 'x' })).toBe(
      'web-shop-eu-pr-12',
    );
    expect(previewName('{branch}--{number}', { environment: 'e', blueprintId: ID, number: 3, branch: 'Feature/Login!' })).toBe(
      'feature-login-3',
    );
  });

  it('shortens long names but always keeps the number', () => {
    const name = previewName('{environment}-{branch}-pr-{number}', {
      environment: 'a'.repeat(80),
      blueprintId: ID,
      number: 4711,
      branch: 'b'.repeat(80),
    });
    expect(name.length).toBeLessThanOrEqual(MAX_NAME_LENGTH);
    expect(name.endsWith('-pr-4711')).toBe(true);
    expect(name).toMatch(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/);
    expect(name).toContain('-8f3a2c-');
  });

  it('gives two blueprints two names when sanitising or shortening would lose the difference', () => {
    const template = '{environment}-pr-{number}';
    const name = (environment: string, blueprintId = ID) => previewName(template, { environment, blueprintId, number: 12, branch: 'x' });
    expect(name('ストア')).toBe('8f3a2c-pr-12');
    expect(name('カート', OTHER)).toBe('1b2c3d-pr-12');
    expect(name('Café')).toBe('caf-8f3a2c-pr-12');
    const shared = 's'.repeat(57);
    const [first, second] = [name(`${shared}-web`), name(`${shared}-api`, OTHER)];
    expect(first).not.toBe(second);
    expect([first.length, second.length]).toEqual([MAX_NAME_LENGTH, MAX_NAME_LENGTH]);
    expect(first.endsWith('-8f3a2c-pr-12')).toBe(true);
    // A name that fits and loses only case, blanks or punctuation keeps the form earlier versions made.
    expect(name(shared)).toBe(`${shared}-pr-12`);
    expect(name('Web Shop_EU')).toBe('web-shop-eu-pr-12');
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
    expect(previewNumbers(template, '8f3a2c-pr-12', blueprint('ストア'))).toEqual([12]);
    expect(previewNumbers(template, '8f3a2c-pr-12', { name: 'カート', id: OTHER })).toEqual([]);
    expect(previewNumbers(template, 'blueprint-pr-12', blueprint('Blueprint'))).toEqual([12]);
    expect(previewNumbers(template, 'Blueprint-PR-12', blueprint('blueprint'))).toEqual([12]);
    for (const other of ['blueprint-pr-12-old', 'other-pr-12', 'blueprint-pr-012', 'blueprint', 'production', 'blueprint-pr-0']) {
      expect(previewNumbers(template, other, blueprint('blueprint')), other).toEqual([]);
    }
  });

  it('takes any branch, as sanitised and shortened, when the template has one', () => {
    const withBranch = '{environment}-{branch}-pr-{number}';
    const made = previewName(withBranch, { environment: 'blueprint', blueprintId: ID, number: 7, branch: 'Feature/Login-123' });
    expect(previewNumbers(withBranch, made, blueprint('blueprint'))).toEqual([7]);
    const long = previewName(withBranch, { environment: 'a'.repeat(80), blueprintId: ID, number: 4711, branch: 'b'.repeat(80) });
    expect(previewNumbers(withBranch, long, blueprint('a'.repeat(80)))).toEqual([4711]);
    expect(previewNumbers(withBranch, 'blueprint-pr-7', blueprint('blueprint'))).toEqual([7]);
    expect(previewNumbers(withBranch, 'blueprint-x--pr-7', blueprint('blueprint'))).toEqual([]);
  });

  it('takes the number where the template puts it, not a number in the branch', () => {
    expect(previewNumbers('{branch}-{number}', 'fix-3-4', blueprint('blueprint'))).toEqual([4]);
    expect(previewNumbers('pr-{number}-{branch}', 'pr-3-issue-5', blueprint('blueprint'))).toEqual([3]);
  });
});
