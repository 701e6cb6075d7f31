/**
 * The report a reviewer reads, read as GitHub draws it (test/support/reader.ts): what each
 * outcome shows before a click, that nothing is said twice, that platform text cannot break it,
 * and that it stays under GitHub's comment limit.
 */
import { describe, expect, it } from 'vitest';
import { renderReport } from '../../src/report/index.ts';
import { historyLine } from '../../src/report/markdown.ts';
import type { OperationResult, Stage } from '../../src/run/result.ts';
import { read } from '../support/reader.ts';
import { axisLabels, ganttBars } from '../support/gantt.ts';
import { cleanupResult, failedResult, HEAD, OLDER, previewResult } from './results.ts';

const context = {
  runUrl: 'https://github.com/acme/shop/actions/runs/4242',
  serverUrl: 'https://github.com',
  repository: 'acme/shop',
};

function mermaid(markdown: string): string {
  return /```mermaid\n([\s\S]*?)```/.exec(markdown)?.[1] ?? '';
}

/** The second block a reader sees: the line under the headline. */
const secondLine = (markdown: string) => read(markdown).blocks[1] ?? '';

/** Addresses shown more than once, the history's own lines aside (they are earlier runs). */
function repeated(markdown: string): string[] {
  const links = read(markdown.replace(/<details>\n<summary>Earlier results[\s\S]*?<\/details>/, '')).links;
  return links.filter((link, index) => links.indexOf(link) !== index);
}

const SERVICES: OperationResult['services'] = [
  { kind: 'application', name: 'checkout', source: 'git', version: HEAD, pinned: true },
  { kind: 'container', name: 'search', source: 'image', version: HEAD, pinned: true },
  { kind: 'job', name: 'web', source: 'image', version: HEAD, pinned: true },
  { kind: 'job', name: 'worker', source: 'image', version: 'main', pinned: false },
];

/** A six-minute run as the demo's: the action's four steps, two stages of two services each. */
function demoStages(overrides: { checkout?: Partial<Stage>; background?: 'ran' | 'cancelled' } = {}): Stage[] {
  const action = (name: string, start: number, seconds: number): Stage => ({
    name,
    source: 'action',
    startSeconds: start,
    durationSeconds: seconds,
    status: 'SUCCESS',
  });
  const service = (stage: string, name: string, kind: string, start: number, build: number, deploy: number, seconds: number): Stage => ({
    name: stage,
    service: name,
    serviceKind: kind,
    source: 'platform',
    startSeconds: start,
    durationSeconds: seconds,
    buildSeconds: build,
    deploySeconds: deploy,
    status: 'SUCCESS',
  });
  const cancelled = overrides.background === 'cancelled';
  const gone = (stage: Stage): Stage => ({ ...stage, durationSeconds: null, buildSeconds: 0, deploySeconds: 0, status: 'CANCEL' });
  return [
    action('read blueprint', 0, 0.8),
    action('reuse preview', 0.8, 0.3),
    action('configure', 1.1, 1.2),
    action('trigger', 2.3, 0.5),
    { name: 'storefront', source: 'platform', startSeconds: 2.8, durationSeconds: 262, status: 'SUCCESS' },
    { ...service('storefront', 'checkout', 'APPLICATION', 13, 190, 45, 251.8), ...overrides.checkout },
    service('storefront', 'web', 'JOB', 13, 80, 30, 118),
    cancelled
      ? { name: 'background', source: 'platform', startSeconds: 264.8, durationSeconds: null, status: 'SKIP' }
      : { name: 'background', source: 'platform', startSeconds: 264.8, durationSeconds: 95, status: 'SUCCESS' },
    cancelled
      ? gone(service('background', 'search', 'CONTAINER', 264.8, 0, 0, 0))
      : service('background', 'search', 'CONTAINER', 266, 15, 25, 40),
    cancelled ? gone(service('background', 'worker', 'JOB', 264.8, 0, 0, 0)) : service('background', 'worker', 'JOB', 266, 60, 20, 93.8),
  ];
}

function demoResult(overrides: Partial<OperationResult> = {}): OperationResult {
  return previewResult({
    environmentName: 'blueprint-pr-7',
    created: false,
    url: 'https://checkout-z1a2b3c4.preview.example.app',
    links: [
      { url: 'https://checkout-z1a2b3c4.preview.example.app', isDefault: true },
      { url: 'https://web-z1a2b3c4.preview.example.app', isDefault: true },
    ],
    serviceUrls: [
      { name: 'checkout', url: 'https://checkout-z1a2b3c4.preview.example.app' },
      { name: 'web', url: 'https://web-z1a2b3c4.preview.example.app' },
    ],
    services: SERVICES,
    durationSeconds: 360,
    stages: demoStages(),
    summary: 'blueprint-pr-7 deployed in 6m 00s (DEPLOYED)',
    ...overrides,
  });
}

const OLDER_SUCCESS = historyLine(
  { outcome: 'success', commit: OLDER, durationSeconds: 300, at: new Date('2026-01-04T10:00:00Z') },
  { ...context, runUrl: 'https://github.com/acme/shop/actions/runs/4000' },
);

function failedBuild(): OperationResult {
  return demoResult({
    outcome: 'failure',
    state: 'BUILD_ERROR',
    failedStage: 'storefront (checkout)',
    summary: 'Deployment of blueprint-pr-7 failed in stage "storefront (checkout)" with state BUILD_ERROR',
    stages: demoStages({
      checkout: { status: 'ERROR', durationSeconds: 120, buildSeconds: 110, deploySeconds: 0 },
      background: 'cancelled',
    }),
    failure: {
      reason: 'Build of checkout failed: the build command exited with code 1',
      services: [
        {
          id: 'a1',
          name: 'checkout',
          kind: 'APPLICATION',
          state: 'BUILD_ERROR',
          error: {
            tag: 'BUILD_ERROR',
            message: 'Build of checkout failed: the build command exited with code 1',
            hint: 'Check the build output above',
            link: 'https://docs.example.app/troubleshoot#build',
          },
          lines: [
            'Deployment request 1f2e queued for checkout',
            'git clone of checkout',
            `Building checkout at version ${HEAD}`,
            '#1 [build 1/3] RUN cargo fetch',
            '#2 [build 2/3] RUN cargo build --release',
            'src/main.rs:12:5: error[E0425]: cannot find value `conn` in this scope',
            '#3 [build 3/3] RUN strip target/release/checkout',
          ],
          source: 'deployment',
        },
        {
          id: 'a2',
          name: 'web',
          kind: 'JOB',
          state: 'BUILD_ERROR',
          error: { tag: 'BUILD_ERROR', message: 'Build of web failed', hint: '', link: '' },
          lines: ['npm ERR! missing script: build'],
          source: 'deployment',
        },
      ],
    },
  });
}

describe('renderReport', () => {
  it('says the outcome and the preview in the title, and the link, commit and duration on the line under it, each once', () => {
    const markdown = renderReport(demoResult(), { ...context, consoleUrl: 'https://console.example.com/o/p/e' });
    const { blocks } = read(markdown);
    expect(blocks[0]).toBe('✅ Preview ready: blueprint-pr-7');
    // Each link is its service's name, the URL behind it: no address wraps mid-id, none is unlabelled.
    expect(blocks[1]).toMatch(/^🔗 checkout · web · commit a1b2c3d · 6m 00s$/);
    expect(read(markdown).links[0]).toBe('https://checkout-z1a2b3c4.preview.example.app/');
    expect(repeated(markdown)).toEqual([]);
    // Said once: the duration, the state (a ready preview is DEPLOYED), the commit.
    const seen = read(markdown).seen;
    expect(seen.match(/6m 00s/g)).toHaveLength(1);
    expect(seen).not.toContain('DEPLOYED');
    expect(read(markdown).links).toContain('https://console.example.com/o/p/e');
  });

  it("names each service's link once, a name as text, never markdown", () => {
    const markdown = renderReport(
      previewResult({
        serviceUrls: [
          { name: 'web', url: 'https://web-pr-41.example.com' },
          { name: 'api](https://evil.example.com) **x**', url: 'https://api-pr-41.example.com' },
        ],
      }),
      context,
    );
    const line = secondLine(markdown);
    expect(line).toContain(' · web · api](https://evil.example.com) **x** · commit');
    expect(read(markdown).links).toEqual(expect.arrayContaining(['https://web-pr-41.example.com/', 'https://api-pr-41.example.com/']));
    expect(read(markdown).links).not.toContain('https://evil.example.com');
    expect(repeated(markdown)).toEqual([]);
  });

  it("shows the main URL once, whether it is a service's own or a link no service claims", () => {
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
    expect(secondLine(markdown)).toMatch(/^🔗 web · api · shop\.example\.org · commit/);
    expect(repeated(markdown)).toEqual([]);
  });

  it('names the version each service runs, services at one version together, an image tag that is a commit linked short', () => {
    const markdown = renderReport(demoResult(), context);
    expect(read(markdown).blocks[2]).toBe('Versions: checkout, search, web at this commit · worker at main');
    expect(read(renderReport(demoResult({ commit: OLDER }), context)).blocks[2]).toBe(
      'Versions: checkout, search, web at a1b2c3d · worker at main',
    );
    expect(markdown).not.toContain(HEAD.slice(0, 12) + '`');
    expect(read(renderReport(previewResult(), context)).seen).not.toContain('Versions:');
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
    expect(read(markdown).seen).toContain('Versions: api rebuilt at this commit · web unchanged since 1a2b3c4');
    const table = read(
      renderReport(
        {
          ...previewResult(),
          services: [{ kind: 'application', name: 'web', source: 'git', version: '1a2b3c4d5e', pinned: true, affected: 'unchanged' }],
        },
        context,
        'summary',
      ),
    ).tables[0]!;
    expect(table).toContainEqual(['web (application)', '–', '⏭️ unchanged since 1a2b3c4']);
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
    expect(markdown).not.toMatch(/^\| Stage/m);
  });

  it('folds the timings under one line of stages, and opens the whole table and chart in the job summary', () => {
    const comment = read(renderReport(demoResult(), context));
    expect(comment.seen).toContain('⏱️ Stages: ✅ storefront 4m 22s · ✅ background 1m 35s');
    expect(comment.seen).not.toContain('gantt');
    expect(comment.tables[0]!.map((row) => row[0])).toEqual([
      'Stage · service',
      'preparation (4 steps of the action)',
      'storefront',
      'checkout (application)',
      'web (job)',
      'background',
      'search (container)',
      'worker (job)',
    ]);
    const summary = read(renderReport(demoResult(), context, 'summary'));
    expect(summary.seen).toContain('gantt');
    expect(summary.seen).toContain('reuse preview');
    expect(summary.tables[0]!.map((row) => row[0])).toContain('configure');
  });

  it('has a table a reviewer scans: no empty cell or column, status as a mark and a word, durations that do not wrap, a dash for what did not happen', () => {
    for (const result of [demoResult(), failedBuild()]) {
      const [header, ...rows] = read(renderReport(result, context)).tables[0]!;
      expect(header).toEqual(['Stage · service', 'Build', 'Deploy', 'Took', 'Status']);
      for (const row of rows) for (const cell of row) expect(cell, row.join(' | ')).not.toBe('');
      for (let column = 1; column < header!.length; column++)
        expect(
          rows.some((row) => row[column] !== '–'),
          header![column],
        ).toBe(true);
      for (const row of rows) expect(row[4]).toMatch(/^(✅ done|❌ failed|⏹️ cancelled|⏭️ skipped|⏳ running)$/);
      for (const row of rows) for (const cell of row.slice(1, 4)) expect(cell).not.toContain(' ');
    }
    const [, ...rows] = read(renderReport(failedBuild(), context)).tables[0]!;
    expect(rows.find((row) => row[0] === 'search (container)')).toEqual(['search (container)', '–', '–', '–', '⏹️ cancelled']);
    expect(rows.find((row) => row[0] === 'checkout (application)')).toEqual([
      'checkout (application)',
      '1m\u00a050s',
      '–',
      '2m\u00a000s',
      '❌ failed',
    ]);
  });

  it('draws one bar for the preparation, each service as its build then its deploy, and no bar of no length', async () => {
    const chart = mermaid(renderReport(demoResult(), context));
    const bars = await ganttBars(chart);
    expect(bars.map((bar) => `${bar.section}: ${bar.name}`)).toEqual([
      'Action: preparation',
      'storefront: storefront queue',
      'storefront: checkout build',
      'storefront: checkout deploy',
      'storefront: web build',
      'storefront: web deploy',
      'background: background queue',
      'background: search build',
      'background: search deploy',
      'background: worker build',
      'background: worker deploy',
    ]);
    for (const bar of bars) expect(bar.end, bar.name).toBeGreaterThan(bar.start);
    const checkout = bars.filter((bar) => bar.name.startsWith('checkout '));
    expect(checkout.map((bar) => (bar.end - bar.start) / 1000)).toEqual([190, 45]);
    expect(checkout[0]!.end).toBeLessThanOrEqual(checkout[1]!.start);
  });

  it('shows services cancelled before they began as such, and no bar of no length for them', async () => {
    const bars = await ganttBars(mermaid(renderReport(failedBuild(), context)));
    const cancelled = bars.filter((bar) => bar.section === 'background');
    expect(cancelled.map((bar) => [bar.name, bar.milestone])).toEqual([
      ['search cancelled', true],
      ['worker cancelled', true],
    ]);
    expect(bars.find((bar) => bar.name === 'checkout deploy')).toBeUndefined();
    for (const bar of bars.filter((each) => !each.milestone)) expect(bar.end, bar.name).toBeGreaterThan(bar.start);
  });

  it('picks the axis tick from the run length: no two ticks with the same label, from a few seconds to hours', async () => {
    for (const seconds of [4, 9.3, 45, 125, 360, 1800, 5400]) {
      const stages: Stage[] = [
        { name: 'trigger', source: 'action', startSeconds: 0, durationSeconds: 0.4, status: 'SUCCESS' },
        { name: 'build', source: 'platform', startSeconds: 0.4, durationSeconds: seconds - 0.4, status: 'SUCCESS' },
      ];
      const labels = await axisLabels(mermaid(renderReport(previewResult({ stages, durationSeconds: seconds }), context)));
      expect(labels.length, `${seconds}s: ${labels.join(' ')}`).toBeGreaterThan(1);
      expect(labels.length, `${seconds}s: ${labels.join(' ')}`).toBeLessThanOrEqual(10);
      expect(new Set(labels).size, `${seconds}s: ${labels.join(' ')}`).toBe(labels.length);
    }
  });

  it('keeps a chart without services: each stage a bar, the action preparation one', () => {
    const markdown = renderReport(previewResult(), context);
    const chart = mermaid(markdown);
    expect(chart).toContain('dateFormat x');
    expect(chart).toContain('build :done, 5000, 85000');
    expect(chart).toContain('deployment :done, 85000, 125000');
    expect(chart.indexOf('section Action')).toBeLessThan(chart.indexOf('section Platform'));
    expect(read(markdown).tables[0]![1]).toEqual(['preparation (3 steps of the action)', '1.9s', '✅ done']);
  });

  it('has no console link without a console URL', () => {
    expect(renderReport(previewResult(), context)).not.toContain('Console');
  });

  it('shows the cause of a failure without a click: the first failing service open, its error, hint and the line that says it', () => {
    const markdown = renderReport(failedBuild(), { ...context, history: [OLDER_SUCCESS] });
    const { seen, blocks, code } = read(markdown);
    expect(blocks[0]).toBe('❌ Preview failed: blueprint-pr-7');
    expect(seen).toContain('Failed stage: storefront (checkout) · Run log');
    expect(seen).toContain('❌ Why checkout (application) failed: BUILD_ERROR');
    // The state said once, in the block's title; the platform's "above" points where the lines are: below.
    expect(seen).toContain('Error: Build of checkout failed: the build command exited with code 1');
    expect(seen).toContain('Hint: Check the build output below');
    expect(seen).toContain('Its deployment log without its build and queue progress (all');
    expect(code[0]).toBe('src/main.rs:12:5: error[E0425]: cannot find value `conn` in this scope\n');
    // The second failing service is folded: its summary in sight, its lines not.
    expect(seen).toContain('❌ Why web (job) failed: BUILD_ERROR');
    expect(seen).not.toContain('missing script');
    expect(seen.match(/BUILD_ERROR/g)).toHaveLength(2);
    expect(repeated(markdown)).toEqual([]);
  });

  it("says beside each failed service's own link that it still runs the last good commit, and what runs in Versions", () => {
    const markdown = renderReport(failedBuild(), { ...context, history: [OLDER_SUCCESS] });
    expect(secondLine(markdown)).toMatch(/^🔗 checkout \(still serving 0123456\) · web \(still serving 0123456\) · commit /);
    expect(read(markdown).blocks[2]).toBe('Versions: checkout, search, web still at 0123456 · worker at main');
    expect(secondLine(renderReport({ ...failedBuild(), created: true }, context))).toMatch(
      /^🔗 checkout \(not running\) · web \(not running\)/,
    );
    expect(secondLine(renderReport(failedBuild(), context))).toContain('checkout (still serving an earlier version)');
  });

  it('names the failed stage, the raw state and links the run log on a failure the platform did not explain', () => {
    const markdown = renderReport(failedResult(), context);
    const { seen } = read(markdown);
    expect(seen).toContain('❌ Preview failed: shop-pr-41');
    expect(seen).toContain('Failed stage: build · Run log');
    expect(seen).toContain('Preview shop-pr-41 failed in build (BUILD_ERROR)');
    expect(read(markdown).links).toContain('https://github.com/acme/shop/actions/runs/4242');
    expect(repeated(markdown)).toEqual([]);
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
    const { seen, tables } = read(markdown);
    expect(seen).toContain('⌛ Preview timed out: shop-pr-41');
    expect(tables[0]).toContainEqual(['build', 'running', '⏳ running']);
    expect(secondLine(markdown)).toMatch(/ · 30m 00s$/);
    expect(mermaid(markdown)).toContain('build :active, 5000, 1800000');
    expect(seen).toContain('Run log');
  });

  it('shows a cancelled deploy with where it stopped', () => {
    const markdown = renderReport(
      failedResult({ operation: 'deploy', outcome: 'cancelled', state: 'CANCELED', failedStage: 'deployment' }),
      context,
    );
    const { seen } = read(markdown);
    expect(seen).toContain('⏹️ Deploy cancelled: shop-pr-41');
    expect(seen).toContain('Failed stage: deployment');
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
    expect(markdown).not.toMatch(/^\| Stage/m);
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

  it('says "preview deleted", when and by which run, with the history folded: no link, console, table or chart of what is gone', () => {
    const markdown = renderReport(cleanupResult(), {
      ...context,
      consoleUrl: 'https://console.example.com/o/p/e',
      at: new Date('2026-01-05T10:00:00Z'),
      history: [OLDER_SUCCESS],
    });
    const { blocks, links, tables } = read(markdown);
    expect(blocks.slice(0, 2)).toEqual(['🗑️ Preview deleted: shop-pr-41', 'Deleted 2026-01-05 10:00 UTC by this workflow run in 12s.']);
    expect(blocks.at(-1)).toBe('Reported by platform-deploy');
    expect(blocks.at(-2)).toBe('Earlier results (1)');
    expect(links).not.toContain('https://console.example.com/o/p/e');
    expect(tables).toEqual([]);
    expect(markdown).not.toContain('```mermaid');
    expect(repeated(markdown)).toEqual([]);
    // The job summary keeps the deletion's steps.
    expect(read(renderReport(cleanupResult(), context, 'summary')).tables[0]).toContainEqual(['wait for deletion', '11s', '✅ done']);
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
    expect(row?.split('|')).toHaveLength(5);
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
    expect(secondLine(renderReport(previewResult({ commit: 'v1.2.3' }), context))).toContain('commit v1.2.3 ·');
    expect(read(renderReport(previewResult({ commit: 'v1.2.3' }), context)).links.some((link) => link.includes('v1.2.3'))).toBe(false);
  });

  it('folds earlier results into a bounded <details> history, newest first', () => {
    const history = Array.from({ length: 14 }, (_, index) => `entry ${index}`);
    const markdown = renderReport(previewResult(), { ...context, history });
    expect(markdown).toContain('<summary>Earlier results (10)</summary>');
    expect(markdown.indexOf('- entry 0')).toBeLessThan(markdown.indexOf('- entry 9'));
    expect(markdown).not.toContain('entry 10');
    expect(markdown.indexOf('Earlier results')).toBeGreaterThan(markdown.indexOf('```mermaid'));
    // The footer at the foot, below the history.
    expect(read(markdown).blocks.at(-1)).toMatch(/^Reported by platform-deploy/);
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
