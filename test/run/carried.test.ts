/**
 * The sealed state a run leaves for the next (run/carried.ts): only this action, holding
 * the api-token, can make one these inputs accept; it reveals no secret and answers one set of inputs.
 */
import { describe, expect, it } from 'vitest';
import { sealCarried, unsealCarried, type Carried } from '../../src/run/carried.ts';
import type { Environment } from '../../src/platform/schemas/index.ts';

const environment = (id: string, name: string, mode = 'DEVELOPMENT'): Environment => ({
  id,
  created_at: '2026-11-01T00:00:00Z',
  name,
  organization: { id: '11111111-1111-4111-8111-111111111111' },
  project: { id: '22222222-2222-4222-8222-222222222222' },
  mode,
  cluster_id: '33333333-3333-4333-8333-333333333333',
});
const carried: Carried = {
  project: { id: '22222222-2222-4222-8222-222222222222', organization: { id: '11111111-1111-4111-8111-111111111111' } },
  environment: environment('44444444-4444-4444-8444-444444444444', 'blueprint'),
  preview: environment('55555555-5555-4555-8555-555555555555', 'blueprint-pr-7', 'PREVIEW'),
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

  it('keeps only ids, names and modes: never the token, and nothing the next run does not use', () => {
    const sealed = sealCarried(config, { ...carried, environment: { ...carried.environment!, description: 'long text' } as Environment });
    expect(sealed).not.toContain(config.apiToken);
    expect(Buffer.from(sealed.split('.')[1]!, 'base64url').toString('utf8')).not.toContain('long text');
    expect(sealed).toMatch(/^p1\.[\w-]+\.[\w-]+$/);
  });

  it.each([
    ['another token', { apiToken: 'another-token' }],
    ['another api-url', { apiUrl: 'https://other.example.test' }],
    ['another environment', { environmentPath: { organization: 'Acme', project: 'shop', environment: 'staging' } }],
    ['another preview-name', { previewName: 'pr-{number}' }],
    ['another pull request', { pullRequest: { number: 8 } as never }],
    ['no token', { apiToken: '' }],
  ])('is refused with %s', (_, change) => {
    expect(unsealCarried({ ...config, ...change }, sealCarried(config, carried))).toBeUndefined();
  });

  it('of the project alone answers every pull request of the same environment input, and only the project', () => {
    const route = sealCarried(config, { project: carried.project });
    expect(route).toMatch(/^r1\./);
    expect(unsealCarried({ ...config, pullRequest: { number: 8 } as never }, route)).toEqual({ project: carried.project });
    expect(unsealCarried({ ...config, previewName: 'other-{number}' }, route)).toEqual({ project: carried.project });
    expect(unsealCarried({ ...config, environmentPath: { ...config.environmentPath, project: 'other' } }, route)).toBeUndefined();
    // A pull request's state passed off as any run's fails its seal.
    expect(
      unsealCarried({ ...config, pullRequest: { number: 8 } as never }, sealCarried(config, carried).replace(/^p1/, 'r1')),
    ).toBeUndefined();
  });

  it('is refused once edited, in its ids or its seal', () => {
    const [version, payload, seal] = sealCarried(config, carried).split('.');
    const edited = Buffer.from(
      Buffer.from(payload!, 'base64url').toString('utf8').replace(carried.preview!.id, carried.environment!.id),
      'utf8',
    ).toString('base64url');
    expect(unsealCarried(config, `${version}.${edited}.${seal}`)).toBeUndefined();
    expect(unsealCarried(config, `${version}.${payload}.${seal!.slice(1)}x`)).toBeUndefined();
    expect(unsealCarried(config, `r1.${payload}.${seal}`)).toBeUndefined();
    for (const junk of ['', 'p1', 'p1..', 'p1.e30.', `${version}.${payload}.${seal}.x`])
      expect(unsealCarried(config, junk)).toBeUndefined();
  });
});
