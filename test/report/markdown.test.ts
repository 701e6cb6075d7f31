/**
 * The report a reviewer reads: what each outcome shows, that platform text cannot break it,
 * and that it stays under GitHub's comment limit.
 */
import { describe, expect, it } from 'vitest';
import { renderReport } from '../../src/report/index.ts';
import { historyLine } from '../../src/report/markdown.ts';
import { cleanupResult, failedResult, HEAD, previewResult } from './results.ts';

const context = {
  runUrl: 'https://github.com/acme/shop/actions/runs/4242',
  serverUrl: 'https://github.com',
  repository: 'acme/shop',
};

function mermaid(markdown: string): string {
  return /```mermaid\n([\s\S]*?)```/.exec(markdown)?.[1] ?? '';
}

describe('renderReport', () => {
  it("lists each service's URL by name; a name is text, never markdown", () => {
    const markdown = renderReport(
      previewResult({
        serviceUrls: [
          { name: 'web', url: 'https://web-pr-41.example.com' },
          { name: 'api](https://evil.example.com) **x**', url: 'https://api-pr-41.example.com' },
        ],
      }),
      context,
    );
    const line = markdown.split('\n').find((each) => each.startsWith('**Service URLs:**'))!;
    expect(line).toMatch(/^\*\*Service URLs:\*\* web: \[[^\]]+\]\(https:\/\/web-pr-41\.example\.com\/\) · /);
    expect(line).toContain('](https://api-pr-41.example.com/)');
    expect(line).not.toContain('**x**');
    expect(line).not.toContain('](https://evil');
    expect(renderReport(previewResult(), context)).not.toContain('Service URLs');
  });

  it("shows the main URL once: a service's own URL only on its line, other links beside the main one", () => {
    const markdown = renderReport(
      previewResult({
        url: 'https://web-pr-41.example.com',
        links: [
          { url: 'https://web-pr-41.example.com', isDefault: true },
          { url: 'https://api-pr-41.example.com', isDefault: true },
          { url: 'https://shop.example.org', isDefault: false },
        ],
        serviceUrls: [
          { name: 'web', url: 'https://web-pr-41.example.com' },
          { name: 'api', url: 'https://api-pr-41.example.com' },
        ],
      }),
      context,
    );
    const url = markdown.split('\n').find((each) => each.startsWith('**URL:**'))!;
    expect(url).toContain('](https://web-pr-41.example.com/)');
    expect(url).toContain('](https://shop.example.org/)');
    expect(url).not.toContain('api-pr-41');
    expect(markdown.split('\n').find((each) => each.startsWith('**Service URLs:**'))).toContain('](https://api-pr-41.example.com/)');
  });

  it('names each service deployed and the build it runs: a commit link for git, the tag for an image', () => {
    const markdown = renderReport(
      {
        ...previewResult(),
        services: [
          { kind: 'application', name: 'checkout', source: 'git', version: HEAD, pinned: true },
          { kind: 'container', name: 'search', source: 'image', version: 'pr-41', pinned: true },
          { kind: 'job', name: 'worker', source: 'image', version: 'main_2', pinned: false },
        ],
      },
      context,
    );
    expect(markdown).toContain(
      `**Services:** application **checkout** at commit [\`a1b2c3d\`](https://github.com/acme/shop/commit/${HEAD}) · ` +
        'container **search** at image tag pr-41 · job **worker** at image tag main&#95;2',
    );
    expect(renderReport(previewResult(), context)).not.toContain('**Services:**');
  });

  it('says, with affected-only, which service was rebuilt at the commit and which is unchanged since its own', () => {
    const markdown = renderReport(
      {
        ...previewResult(),
        services: [
          { kind: 'application', name: 'api', source: 'git', version: HEAD, pinned: true, affected: 'rebuilt' },
          { kind: 'application', name: 'web', source: 'git', version: '1a2b3c4d5e', pinned: true, affected: 'unchanged' },
        ],
      },
      context,
    );
    expect(markdown).toContain(
      `**Services:** application **api** rebuilt at [\`a1b2c3d\`](https://github.com/acme/shop/commit/${HEAD}) · ` +
        'application **web** unchanged since [`1a2b3c4`](https://github.com/acme/shop/commit/1a2b3c4d5e)',
    );
    expect(markdown).toContain('| web (application) | action | – | ⏭️ unchanged since `1a2b3c4` |');
  });

  it('shows a push that changed no service as unchanged, with the last result in sight and no stage table', () => {
    const history = [
      historyLine({ outcome: 'skipped', commit: 'e'.repeat(40), at: new Date('2026-01-05T10:00:00Z') }, context),
      historyLine({ outcome: 'success', commit: 'd'.repeat(40), durationSeconds: 95, at: new Date('2026-01-04T10:00:00Z') }, context),
    ];
    const markdown = renderReport(
      {
        ...previewResult(),
        outcome: 'skipped',
        summary: 'No service changed since 1a2b3c4: nothing was deployed',
        unchangedSince: ['1a2b3c4d5e'],
        services: [{ kind: 'application', name: 'web', source: 'git', version: '1a2b3c4d5e', pinned: true, affected: 'unchanged' }],
      },
      { ...context, history },
    );
    expect(markdown).toContain('### ⏭️ Preview unchanged: shop-pr-41');
    expect(markdown).toContain(
      'No service changed since [`1a2b3c4`](https://github.com/acme/shop/commit/1a2b3c4d5e): nothing was deployed.',
    );
    expect(markdown).toContain(`**Last deployed:** ✅ **success** · [\`ddddddd\`]`);
    expect(markdown).not.toContain('| Stage |');
  });

  it('shows a successful preview: mark, default URL first, console, linked commit, duration, stages and chart', () => {
    const markdown = renderReport(previewResult(), { ...context, consoleUrl: 'https://console.example.com/o/p/e' });
    expect(markdown).toContain('### ✅ Preview ready: shop-pr-41');
    const defaultAt = markdown.indexOf('https://shop-pr-41.preview.example.com');
    expect(defaultAt).toBeGreaterThan(0);
    expect(defaultAt).toBeLessThan(markdown.indexOf('https://alt.shop-pr-41.example.com'));
    expect(markdown).toContain('(https://console.example.com/o/p/e)');
    expect(markdown).toContain(`[\`a1b2c3d\`](https://github.com/acme/shop/commit/${HEAD})`);
    expect(markdown).toContain('**Duration:** 2m 05s');
    expect(markdown).toContain('| build | platform | 1m 20s | ✅ SUCCESS |');
    expect(markdown).toContain('| secrets | action | 0.4s | ✅ SUCCESS |');
    expect(markdown).not.toContain('Failed stage');

    const chart = mermaid(markdown);
    expect(chart).toContain('dateFormat x');
    expect(chart).toContain('build :done, 5000, 85000');
    expect(chart).toContain('deployment :done, 85000, 125000');
    expect(chart.match(/ :(done|crit|active), /g)).toHaveLength(7);
    expect(chart.indexOf('section Action')).toBeLessThan(chart.indexOf('section Platform'));
  });

  it('shows each stage the platform named with its services, build and deploy apart, in the table and the chart', () => {
    const action = previewResult().stages.slice(0, 3);
    const markdown = renderReport(
      failedResult({
        failedStage: 'storefront (web)',
        stages: [
          ...action,
          { name: 'storefront', source: 'platform', startSeconds: 2, durationSeconds: 95, status: 'ERROR' },
          {
            name: 'storefront',
            service: 'web',
            serviceKind: 'APPLICATION',
            source: 'platform',
            startSeconds: 5,
            durationSeconds: 90,
            buildSeconds: 80,
            deploySeconds: 7,
            status: 'ERROR',
          },
          {
            name: 'storefront',
            service: 'cache',
            serviceKind: 'CONTAINER',
            source: 'platform',
            startSeconds: 5,
            durationSeconds: 12,
            buildSeconds: null,
            deploySeconds: 10,
            status: 'SUCCESS',
          },
          { name: 'background', source: 'platform', startSeconds: 97, durationSeconds: null, status: 'SKIP' },
          {
            name: 'background',
            service: 'worker',
            serviceKind: 'JOB',
            source: 'platform',
            startSeconds: 97,
            durationSeconds: null,
            buildSeconds: null,
            deploySeconds: null,
            status: 'SKIP',
          },
        ],
      }),
      context,
    );
    expect(markdown).toContain('**Failed stage:** storefront (web)');
    expect(markdown).toContain('| Stage | Service | Measured by | Build | Deploy | Duration | Status |');
    expect(markdown).toContain('| storefront | | platform | | | 1m 35s | ❌ ERROR |');
    expect(markdown).toContain('| | web (application) | platform | 1m 20s | 7.0s | 1m 30s | ❌ ERROR |');
    expect(markdown).toContain('| | cache (container) | platform | – | 10s | 12s | ✅ SUCCESS |');
    expect(markdown).toContain('| | worker (job) | platform | – | – | – | ⏭️ SKIP |');
    expect(markdown).toContain('| secrets | | action | | | 0.4s | ✅ SUCCESS |');

    const chart = mermaid(markdown);
    expect(chart).toContain(
      '  section storefront\n  storefront :crit, 2000, 97000\n  web application :crit, 5000, 95000\n  cache container :done, 5000, 17000',
    );
    expect(chart).not.toContain('background');
    expect(chart).not.toContain('section Platform');
  });

  it('has no console link without a console URL', () => {
    expect(renderReport(previewResult(), context)).not.toContain('Console');
  });

  it('names the failed stage, the raw state and links the run log on failure', () => {
    const markdown = renderReport(failedResult(), context);
    expect(markdown).toContain('### ❌ Preview failed: shop-pr-41');
    expect(markdown).toContain('**Failed stage:** build');
    expect(markdown).toContain('**Platform state:** BUILD');
    expect(markdown).toContain('BUILD&#95;ERROR');
    expect(markdown).toContain('[Run log](https://github.com/acme/shop/actions/runs/4242)');
    expect(markdown).toContain('| build | platform | 55s | ❌ ERROR |');
    expect(mermaid(markdown)).toContain('build :crit, 5000, 60000');
  });

  it('draws a stage still running at a timeout up to the end of the run', () => {
    const base = failedResult();
    const result = failedResult({
      outcome: 'timed_out',
      state: 'BUILDING',
      failedStage: 'build',
      durationSeconds: 1800,
      stages: [
        ...base.stages.slice(0, 4),
        { name: 'build', source: 'platform', startSeconds: 5, durationSeconds: null, status: 'RUNNING' },
      ],
      summary: 'Preview shop-pr-41 did not finish within 30 minutes (state BUILDING)',
    });
    const markdown = renderReport(result, context);
    expect(markdown).toContain('### ⌛ Preview timed out: shop-pr-41');
    expect(markdown).toContain('| build | platform | running | ⏳ RUNNING |');
    expect(markdown).toContain('**Duration:** 30m 00s');
    expect(mermaid(markdown)).toContain('build :active, 5000, 1800000');
    expect(markdown).toContain('[Run log]');
  });

  it('shows a cancelled deploy with where it stopped', () => {
    const markdown = renderReport(
      failedResult({ operation: 'deploy', outcome: 'cancelled', state: 'CANCELED', failedStage: 'deployment' }),
      context,
    );
    expect(markdown).toContain('### ⏹️ Deploy cancelled: shop-pr-41');
    expect(markdown).toContain('**Failed stage:** deployment');
    expect(markdown).toContain('**Platform state:** CANCELED');
  });

  it('gives the reason of a skip and no stage table', () => {
    const markdown = renderReport(
      previewResult({
        outcome: 'skipped',
        state: '',
        stages: [],
        url: '',
        links: [],
        summary: 'Skipped: pull requests from forks get no secrets, so no preview is deployed',
      }),
      context,
    );
    expect(markdown).toContain('### ⏭️ Preview skipped');
    expect(markdown).toContain('pull requests from forks get no secrets');
    expect(markdown).not.toContain('| Stage |');
    expect(markdown).not.toContain('```mermaid');
  });

  it('lists the plan of a dry run, escaped', () => {
    const plan = [
      'create preview environment shop-pr-41 from shop',
      'set secrets DATABASE_URL, API_KEY',
      'pin job web to image tag a1b2c3d',
    ];
    const markdown = renderReport(
      previewResult({ outcome: 'planned', state: '', url: '', links: [], plan, stages: [], summary: 'Dry run: nothing was changed' }),
      context,
    );
    expect(markdown).toContain('### 📝 Preview planned (dry run): shop-pr-41');
    expect(markdown).toContain('- create preview environment shop-pr-41 from shop');
    expect(markdown).toContain('- set secrets DATABASE&#95;URL, API&#95;KEY');
  });

  it('says "preview deleted" after a cleanup and shows no URL', () => {
    const markdown = renderReport(cleanupResult(), context);
    expect(markdown).toContain('### 🗑️ Preview deleted: shop-pr-41');
    expect(markdown).not.toContain('**URL:**');
    expect(markdown).toContain('| wait for deletion | action | 11s | ✅ SUCCESS |');
  });

  it('escapes platform text so it cannot inject markup, links, mentions or break the table and chart', () => {
    const result = failedResult({
      environmentName: 'evil|name <img src=x>',
      state: 'BAD`STATE',
      summary: 'Failed: <script>alert(1)</script> [click](https://evil.example) @admin, see https://phish.example/x or www.phish.example',
      failedStage: 'build: step #1; `x`',
      url: 'javascript:alert(1)',
      stages: [{ name: 'build: step #1; `x`|y', source: 'platform', startSeconds: 0, durationSeconds: 2, status: 'ERROR' }],
    });
    const markdown = renderReport(result, context);
    expect(markdown).not.toMatch(/<script|<img|\]\(https:\/\/evil|\]\(javascript:|@admin|BAD`STATE|https:\/\/phish|www\.phish/);
    expect(markdown).toContain('see https&#58;//phish.example/x or www&#46;phish.example');
    expect(markdown).toContain('evil&#124;name &lt;img src=x&gt;');
    const row = markdown.split('\n').find((line) => line.startsWith('| build'));
    expect(row?.split('|')).toHaveLength(6);
    expect(mermaid(markdown)).toContain('  build step 1 x y :crit, 0, 2000');
  });

  it('keeps every platform name a task name in the chart: keywords, dates and breakers escaped, an empty name as its order', () => {
    const names = [
      'gantt',
      'call back()',
      'accDescription x',
      'section b',
      'title t',
      '2025-01-02 deploy',
      'a:b#c;d\ne',
      '%% note',
      '',
      '###',
    ];
    const stages = names.map((name, index) => ({
      name,
      source: 'platform' as const,
      startSeconds: index * 2,
      durationSeconds: 1.5,
      status: 'SUCCESS',
    }));
    const lines = mermaid(renderReport(previewResult({ stages }), context)).split('\n');
    const bars = lines.filter((line) => / :done, /.test(line)).map((line) => line.trim());
    expect(bars).toEqual([
      'stage gantt :done, 0, 1500',
      'stage call back :done, 2000, 3500',
      'stage accDescription x :done, 4000, 5500',
      'stage section b :done, 6000, 7500',
      'stage title t :done, 8000, 9500',
      'stage 2025-01-02 deploy :done, 10000, 11500',
      'a b c d e :done, 12000, 13500',
      'note :done, 14000, 15500',
      'stage 9 :done, 16000, 17500',
      'stage 10 :done, 18000, 19500',
    ]);
  });

  it('links only commits that look like SHAs', () => {
    expect(renderReport(previewResult({ commit: 'v1.2.3' }), context)).toContain('**Commit:** v1.2.3');
  });

  it('folds earlier results into a bounded <details> history, newest first', () => {
    const history = Array.from({ length: 14 }, (_, index) => `entry ${index}`);
    const markdown = renderReport(previewResult(), { ...context, history });
    expect(markdown).toContain('<summary>Earlier results (10)</summary>');
    expect(markdown.indexOf('- entry 0')).toBeLessThan(markdown.indexOf('- entry 9'));
    expect(markdown).not.toContain('entry 10');
    expect(markdown.indexOf('<details>')).toBeGreaterThan(markdown.indexOf('```mermaid'));
  });

  it('stays under 65,536 characters by dropping history first', () => {
    const history = Array.from({ length: 10 }, (_, index) => `entry ${index} ${'x'.repeat(9_000)}`);
    const markdown = renderReport(previewResult(), { ...context, history });
    expect(markdown.length).toBeLessThan(65_536);
    expect(markdown).toContain('```mermaid');
    expect(markdown).toContain('- entry 0');
    expect(markdown).not.toContain('- entry 9');

    const plan = Array.from({ length: 5_000 }, (_, index) => `set secret NUMBER_${index}`);
    const huge = renderReport(previewResult({ outcome: 'planned', plan }), { ...context, history });
    expect(huge.length).toBeLessThan(65_536);
    expect(huge).toContain('### 📝 Preview planned');
  });

  it('writes one history line with outcome, commit, duration, time and run', () => {
    const line = historyLine({ outcome: 'failure', commit: HEAD, durationSeconds: 60, at: new Date('2025-11-22T03:40:00Z') }, context);
    expect(line).toBe(
      `❌ **failure** · [\`a1b2c3d\`](https://github.com/acme/shop/commit/${HEAD}) · 1m 00s · 2025-11-22 03:40 UTC · [run](https://github.com/acme/shop/actions/runs/4242)`,
    );
  });
});
