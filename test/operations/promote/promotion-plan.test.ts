/**
 * A promotion's plan from what was read: services matched by kind, name and way of building; the
 * compare link only between two commits of a github.com repository; the drift as the names the
 * source has and the target has under neither, the platform's built-in variables left out.
 */
import { describe, expect, it } from 'vitest';
import { compareLink, driftOf, matchServices, planLines, promotedPlan } from '../../../src/operations/promote/promotion-plan.ts';
import type { Service } from '../../../src/operations/environment/service-plan.ts';

const OLD = 'a'.repeat(40);
const NEW = 'b'.repeat(40);

const app = (id: string, name: string, version: string | null): Service => ({
  kind: 'application',
  id,
  name,
  source: 'git',
  version,
  repositoryUrl: 'https://github.com/acme/shop.git',
});
const job = (id: string, name: string, source: 'git' | 'image', version: string): Service => ({ kind: 'job', id, name, source, version });

describe('the promotion plan', () => {
  it('matches by kind and name, whatever the letter case, and a job only to one built the same way', () => {
    const target = [app('t1', 'Checkout', OLD), job('t2', 'migrate', 'git', OLD), job('t3', 'report', 'image', 'v1')];
    const source = [
      app('s1', 'checkout', NEW),
      job('s2', 'migrate', 'image', 'v2'),
      job('s3', 'report', 'image', 'v2'),
      app('s4', 'admin', NEW),
    ];
    const matched = matchServices(target, source);
    expect(matched.pairs.map((pair) => [pair.target.id, pair.source.id])).toEqual([
      ['t1', 's1'],
      ['t3', 's3'],
    ]);
    expect(matched.targetOnly.map((service) => service.id)).toEqual(['t2']);
    expect(matched.sourceOnly.map((service) => service.id)).toEqual(['s2', 's4']);
  });

  it('deploys only the services whose version differs, at the source version', () => {
    const pairs = [
      { target: app('t1', 'checkout', OLD), source: app('s1', 'checkout', NEW) },
      { target: job('t3', 'report', 'image', 'v2'), source: job('s3', 'report', 'image', 'v2') },
    ];
    const plan = promotedPlan(
      pairs,
      new Map([
        ['s1', NEW],
        ['s3', 'v2'],
      ]),
    );
    expect(plan.map((service) => [service.id, service.version, service.to])).toEqual([['t1', OLD, NEW]]);
  });

  it('links a compare only between two commits of a github.com repository', () => {
    expect(compareLink('https://github.com/acme/shop.git', OLD, NEW)).toBe(`https://github.com/acme/shop/compare/${OLD}...${NEW}`);
    expect(compareLink('https://github.com/acme/shop', OLD, NEW)).toBe(`https://github.com/acme/shop/compare/${OLD}...${NEW}`);
    expect(compareLink('https://gitlab.com/acme/shop.git', OLD, NEW)).toBeUndefined();
    expect(compareLink('https://github.com/acme/shop.git', 'v1', 'v2')).toBeUndefined();
    expect(compareLink('https://github.com/acme/shop.git', OLD, OLD)).toBeUndefined();
    expect(compareLink(undefined, OLD, NEW)).toBeUndefined();
    expect(compareLink('not a url', OLD, NEW)).toBeUndefined();
  });

  it("names the variables and secrets the source has and the target lacks, never the platform's built-in ones", () => {
    const source = [
      { key: 'FEATURE_FLAGS', is_secret: false, scope: 'ENVIRONMENT' },
      { key: 'SENTRY_DSN', is_secret: true, scope: 'ENVIRONMENT' },
      { key: 'SHARED', is_secret: false, scope: 'ENVIRONMENT' },
      { key: 'PLATFORM_ENVIRONMENT_ID', is_secret: false, scope: 'BUILT_IN' },
      { key: 'AS_SECRET_THERE', is_secret: false, scope: 'ENVIRONMENT' },
    ];
    const target = [
      { key: 'SHARED', is_secret: false, scope: 'PROJECT' },
      { key: 'AS_SECRET_THERE', is_secret: true, scope: 'ENVIRONMENT' },
    ];
    expect(driftOf(source, target)).toEqual({ missingVariables: ['FEATURE_FLAGS'], missingSecrets: ['SENTRY_DSN'] });
  });

  it('reads in the direction things move, and says when the target would go back to an older commit', () => {
    const row = { kind: 'application' as const, name: 'checkout', source: 'git' as const, side: 'both' as const, promoted: true };
    const promotion = {
      from: { id: 's', name: 'blueprint' },
      rows: [
        { ...row, sourceVersion: NEW, targetVersion: OLD },
        { ...row, name: 'admin', sourceVersion: OLD, targetVersion: NEW, older: true },
        { ...row, name: 'same', sourceVersion: OLD, targetVersion: OLD, promoted: false },
      ],
      missingVariables: [],
      missingSecrets: [],
    };
    expect(planLines(promotion, 'production')).toEqual([
      'application checkout in production: aaaaaaa → bbbbbbb (from blueprint)',
      'application admin in production: bbbbbbb → aaaaaaa (from blueprint), an older commit: production goes back',
      'application same in production: aaaaaaa, the same as blueprint',
    ]);
  });
});
