import { describe, expect, it } from 'vitest';
import { MAX_NAME_LENGTH, nameCarriesNumber, previewName } from '../../src/operations/naming.ts';

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
