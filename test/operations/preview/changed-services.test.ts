/**
 * affected-only's decision, service by service, from what GitHub's compare says: what a user sees
 * is which services the one deployment request carries and the warning when it carries them all.
 */
import { describe, expect, it } from 'vitest';
import { parseInputs, type RunEvent } from '../../../src/config/index.ts';
import type { Comparison, OperationContext } from '../../../src/run/context.ts';
import { affectedServices, globMatcher } from '../../../src/operations/preview/changed-services.ts';
import type { PlannedService } from '../../../src/operations/environment/service-plan.ts';

const HEAD = 'f'.repeat(40);
const BASE = '1a2b3c4'.padEnd(40, '0');
const OTHER_BASE = '5e6f7a8'.padEnd(40, '0');
const EVENT: RunEvent = {
  eventName: 'pull_request',
  sha: HEAD,
  pullRequest: { number: 7, headSha: HEAD, headBranch: 'feature', title: 't', fork: false, closed: false },
};

function git(name: string, rootPath: string | undefined, version: string | null = BASE, pinned = true): PlannedService {
  return {
    kind: 'application',
    id: `${name}-id`,
    name,
    source: 'git',
    version,
    rootPath,
    repositoryUrl: 'https://github.com/Acme/shop.git',
    to: pinned ? HEAD : version,
    pinned,
  };
}
const search: PlannedService = { kind: 'container', id: 's', name: 'search', source: 'image', version: 'main', to: HEAD, pinned: true };

function setup(answers: Record<string, Comparison | Error>, sharedPaths = '') {
  const lines: string[] = [];
  const asked: string[] = [];
  const config = parseInputs(
    {
      'api-url': 'https://api.example.com',
      'api-token': 't',
      environment: '3f2b9c1e-8d4a-4e7b-9a61-0c5d2e7f4b18',
      'affected-only': 'true',
      'shared-paths': sharedPaths,
    },
    EVENT,
  );
  const ctx = {
    config,
    log: {
      info: (line: string) => lines.push(`info: ${line}`),
      notice: (line: string) => lines.push(`notice: ${line}`),
      warning: (line: string) => lines.push(`warning: ${line}`),
      startGroup: () => {},
      endGroup: () => {},
    },
    commits: {
      repository: 'https://github.com/acme/shop',
      compare: async (base: string, head: string) => {
        asked.push(`${base.slice(0, 7)}...${head.slice(0, 7)}`);
        const answer = answers[base];
        if (answer === undefined || answer instanceof Error) throw answer ?? new Error('HTTP 404');
        return answer;
      },
    },
  } as unknown as OperationContext;
  return { ctx, lines, asked };
}

const ahead = (...files: string[]): Comparison => ({ status: 'ahead', files, listed: files.length });
const names = (services: readonly PlannedService[] | undefined) => services?.map((service) => service.name);
const warnings = (lines: string[]) => lines.filter((line) => line.startsWith('warning: '));

describe('affected-only', () => {
  const apps = [
    git('web', '/apps/web'),
    git('api', 'apps/api/'),
    git('worker', '/apps/worker'),
    search,
    git('admin', '/admin', BASE, false),
  ];

  it('deploys the application whose folder changed and the named container; the others stay, one compare per base', async () => {
    const { ctx, lines, asked } = setup({ [BASE]: ahead('apps/api/src/index.ts', 'README.md') });
    const plan = await affectedServices(ctx, apps, 'DEPLOYED');
    expect(names(plan?.deploy)).toEqual(['api', 'search']);
    expect(names(plan?.unchanged)).toEqual(['web', 'worker']);
    expect(asked).toEqual(['1a2b3c4...fffffff']);
    expect(warnings(lines)).toEqual([]);
  });

  it('deploys nothing git-built when only docs changed, and a renamed file counts on both sides', async () => {
    expect(names((await affectedServices(setup({ [BASE]: ahead('docs/guide.md') }).ctx, apps.slice(0, 3), 'DEPLOYED'))?.deploy)).toEqual(
      [],
    );
    const renamed = await affectedServices(setup({ [BASE]: ahead('docs/old.ts', 'apps/web/old.ts') }).ctx, apps.slice(0, 3), 'DEPLOYED');
    expect(names(renamed?.deploy)).toEqual(['web']);
  });

  it('treats a service built from the whole repository as changed by any file, and asks once per distinct base', async () => {
    const services = [git('web', '/apps/web'), git('mono', '/', OTHER_BASE), git('root', undefined, OTHER_BASE)];
    const { ctx, asked } = setup({ [BASE]: ahead('docs/a.md'), [OTHER_BASE]: ahead('docs/a.md') });
    expect(names((await affectedServices(ctx, services, 'DEPLOYED'))?.deploy)).toEqual(['mono', 'root']);
    expect(asked.sort()).toEqual(['1a2b3c4...fffffff', '5e6f7a8...fffffff']);
  });

  it('deploys every git-built service named when a file under shared-paths changed', async () => {
    const { ctx, lines } = setup({ [BASE]: ahead('packages/shared/.eslintrc') }, 'packages/shared/**\npackage-lock.json');
    expect(names((await affectedServices(ctx, apps, 'DEPLOYED'))?.deploy)).toEqual(['web', 'api', 'worker', 'search']);
    expect(lines.join('\n')).toContain('packages/shared/.eslintrc (changed since 1a2b3c4) is under shared-paths');
  });

  it.each([
    ['a failed compare', new Error('HTTP 502'), "GitHub's compare failed (HTTP 502)"],
    ['an unknown base', new Error('HTTP 404'), "GitHub's compare failed (HTTP 404)"],
    ['a list cut at 300 files', { status: 'ahead', files: ['a'], listed: 300 }, 'GitHub lists at most 300 changed files'],
    [
      'a list GitHub left out',
      { status: 'ahead', files: undefined, listed: 0 },
      'GitHub did not list the files changed in 1a2b3c4...fffffff',
    ],
    ['a force-push', { status: 'diverged', files: [], listed: 0 }, 'is not an ancestor of fffffff (GitHub says diverged: a force-push'],
  ])('deploys everything with a warning on %s', async (_name, answer, why) => {
    const { ctx, lines } = setup({ [BASE]: answer as Comparison | Error });
    expect(await affectedServices(ctx, apps, 'DEPLOYED')).toBeUndefined();
    expect(warnings(lines)).toHaveLength(1);
    expect(warnings(lines)[0]).toContain('affected-only: deploying every service because');
    expect(warnings(lines)[0]).toContain(why);
  });

  it('deploys everything when the last deployment failed or GitHub cannot be asked', async () => {
    const failed = setup({ [BASE]: ahead('docs/a.md') });
    expect(await affectedServices(failed.ctx, apps, 'BUILD_ERROR')).toBeUndefined();
    expect(warnings(failed.lines)[0]).toContain("the preview's last deployment ended BUILD_ERROR");
    const unasked = setup({});
    delete (unasked.ctx as { commits?: unknown }).commits;
    expect(await affectedServices(unasked.ctx, apps, 'DEPLOYED')).toBeUndefined();
    expect(warnings(unasked.lines)[0]).toContain('GitHub cannot be asked');
  });

  it('deploys a service built from another repository, or from one the platform does not name, saying so', async () => {
    const { ctx, lines } = setup({ [BASE]: ahead('docs/a.md') });
    const other = { ...git('billing', '/'), repositoryUrl: 'https://github.com/acme/billing' };
    const unnamed = { ...git('legacy', '/legacy'), repositoryUrl: undefined };
    const plan = await affectedServices(ctx, [git('web', '/apps/web'), other, unnamed], 'DEPLOYED');
    expect(names(plan?.deploy)).toEqual(['billing', 'legacy']);
    expect(names(plan?.unchanged)).toEqual(['web']);
    expect(warnings(lines)).toEqual([
      'warning: affected-only: application billing is built from https://github.com/acme/billing, not https://github.com/acme/shop: deploying it at fffffff',
      'warning: affected-only: application legacy is built from a repository the platform does not name, not https://github.com/acme/shop: deploying it at fffffff',
    ]);
  });

  it('deploys a service that shows no deployed commit, saying so, and compares the rest', async () => {
    const { ctx, lines } = setup({ [BASE]: ahead('docs/a.md') });
    const plan = await affectedServices(ctx, [git('web', '/apps/web'), git('fresh', '/apps/fresh', null)], 'DEPLOYED');
    expect(names(plan?.deploy)).toEqual(['fresh']);
    expect(warnings(lines)).toEqual(['warning: affected-only: application fresh shows no deployed commit: deploying it at fffffff']);
  });
});

describe('shared-paths globs', () => {
  it.each([
    ['packages/shared/**', 'packages/shared/.config/x.json', true],
    ['**/*.yml', '.github/workflows/ci.yml', true],
    ['packages/shared/**', 'packages/shared-ui/x.ts', false],
    ['packages/shared', 'packages/shared/src/a.ts', true],
    ['package-lock.json', 'package-lock.json', true],
    ['package-lock.json', 'apps/web/package-lock.json', false],
    ['**/package-lock.json', 'apps/web/package-lock.json', true],
    ['*.json', 'tsconfig.json', true],
    ['*.json', 'apps/tsconfig.json', false],
    ['apps/*/Dockerfile', 'apps/web/Dockerfile', true],
    ['config/?.yml', 'config/a.yml', true],
    ['a+b/(x)', 'a+b/(x)', true],
  ])('%s against %s: %s', async (glob, path, matches) => {
    expect((await globMatcher(glob))(path)).toBe(matches);
  });
});
