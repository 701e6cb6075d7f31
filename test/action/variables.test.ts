import { describe, expect, it } from 'vitest';
import { parseInputs } from '../../src/inputs/index.ts';
import { checkUrlServices, fillVariables } from '../../src/operations/steps/variables.ts';
import { pullRequestEvent } from '../../tools/runner/in-process.ts';

const BASE = { 'api-url': 'https://api.example.test', 'api-token': 't0ken', environment: '3f2b9c1e-8d4a-4e7b-9a61-0c5d2e7f4b18' };

function configWith(variables: string) {
  return parseInputs({ ...BASE, variables, commit: 'c0ffee1' }, pullRequestEvent(42, 'c0ffee1'));
}

describe('the variables input', () => {
  it('fills in the pull request, the commit and the URLs; a brace that opens no name is text', () => {
    const config = configWith(
      ['PR={number}', 'BRANCH={branch}', 'API_URL={url:API}/v1', 'BUILD="{sha} of {number}"', `JSON='{"a": 1}'`, 'EMPTY='].join('\n'),
    );
    expect(fillVariables(config, { web: 'https://web.example.test', api: 'https://api-pr-42.example.test' })).toEqual([
      { key: 'PR', value: '42', lacking: [] },
      { key: 'BRANCH', value: 'feature-42', lacking: [] },
      { key: 'API_URL', value: 'https://api-pr-42.example.test/v1', lacking: [] },
      { key: 'BUILD', value: 'c0ffee1 of 42', lacking: [] },
      { key: 'JSON', value: '{"a": 1}', lacking: [] },
      { key: 'EMPTY', value: '', lacking: [] },
    ]);
  });

  it('says which service has no URL yet, and leaves its placeholder unfilled', () => {
    const config = configWith('API_URL={url:api}/v1\nPR={number}');
    expect(fillVariables(config, {})).toEqual([
      { key: 'API_URL', value: '{url:api}/v1', lacking: ['api'] },
      { key: 'PR', value: '42', lacking: [] },
    ]);
  });

  it('refuses a {url:SERVICE} naming no service, listing those there are', () => {
    const config = configWith('API_URL={url:api}');
    expect(() => checkUrlServices(config, [{ name: 'web' }, { name: 'worker' }], 'blueprint shop')).toThrow(
      'Input "variables": {url:api} names no service of blueprint shop (its services: web, worker)',
    );
    expect(() => checkUrlServices(config, [{ name: 'API' }], 'blueprint shop')).not.toThrow();
  });
});
