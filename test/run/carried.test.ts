/**
 * The sealed state a run leaves for later runs (run/carried.ts): only this action, holding the
 * api-token, can make one these inputs accept; it reveals no secret, answers one set of inputs,
 * and carries the project alone (a hint for resolving the names, never an answer).
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sealCarried, unsealCarried, type Carried } from '../../src/run/carried.ts';

const carried: Carried = {
  project: { id: '22222222-2222-4222-8222-222222222222', organization: { id: '11111111-1111-4111-8111-111111111111' } },
};
const config = {
  apiToken: 'platform-token-value',
  apiUrl: 'https://api.example.test',
  environmentId: '',
  environmentPath: { organization: 'Acme', project: 'shop', environment: 'blueprint' },
  previewName: '{environment}-pr-{number}',
  pullRequest: { number: 7 } as never,
};

describe('a carried state', () => {
  it('comes back as it was sealed, for the same inputs', () => {
    expect(unsealCarried(config, sealCarried(config, carried))).toEqual(carried);
  });

  it('keeps only the ids: never the token, and nothing else', () => {
    const sealed = sealCarried(config, { project: { ...carried.project, name: 'shop' } as Carried['project'] });
    expect(sealed).not.toContain(config.apiToken);
    expect(Buffer.from(sealed.split('.')[1]!, 'base64url').toString('utf8')).not.toContain('shop');
    expect(sealed).toMatch(/^r1\.[\w-]+\.[\w-]+$/);
  });

  it.each([
    ['another token', { apiToken: 'another-token' }],
    ['another api-url', { apiUrl: 'https://other.example.test' }],
    ['another environment', { environmentPath: { organization: 'Acme', project: 'shop', environment: 'staging' } }],
    ['no token', { apiToken: '' }],
  ])('is refused with %s', (_, change) => {
    expect(unsealCarried({ ...config, ...change }, sealCarried(config, carried))).toBeUndefined();
  });

  it('answers every pull request of the same environment input', () => {
    const route = sealCarried(config, carried);
    expect(unsealCarried({ ...config, pullRequest: { number: 8 } as never }, route)).toEqual(carried);
    expect(unsealCarried({ ...config, previewName: 'other-{number}' }, route)).toEqual(carried);
  });

  it('left by an older version in a pull request’s comment, gives its project alone, for that pull request alone', () => {
    const payload = Buffer.from(JSON.stringify({ ...carried, preview: { id: 'x', name: 'blueprint-pr-7', mode: 'PREVIEW' } })).toString(
      'base64url',
    );
    const bound = JSON.stringify([config.apiUrl, ['Acme', 'shop', 'blueprint'], config.previewName, 7]);
    const seal = createHmac('sha256', config.apiToken).update(`p1\0${bound}\0${payload}`).digest('base64url');
    expect(unsealCarried(config, `p1.${payload}.${seal}`)).toEqual(carried);
    expect(unsealCarried({ ...config, pullRequest: { number: 8 } as never }, `p1.${payload}.${seal}`)).toBeUndefined();
    expect(unsealCarried(config, `r1.${payload}.${seal}`)).toBeUndefined();
  });

  it('is refused once edited, in its ids or its seal', () => {
    const [version, payload, seal] = sealCarried(config, carried).split('.');
    const edited = Buffer.from(
      Buffer.from(payload!, 'base64url').toString('utf8').replace(carried.project.id, carried.project.organization.id),
      'utf8',
    ).toString('base64url');
    expect(unsealCarried(config, `${version}.${edited}.${seal}`)).toBeUndefined();
    expect(unsealCarried(config, `${version}.${payload}.${seal!.slice(1)}x`)).toBeUndefined();
    expect(unsealCarried(config, `p1.${payload}.${seal}`)).toBeUndefined();
    for (const junk of ['', 'r1', 'r1..', 'r1.e30.', `${version}.${payload}.${seal}.x`])
      expect(unsealCarried(config, junk)).toBeUndefined();
  });
});
