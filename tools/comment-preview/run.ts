/**
 * `npm run comment-preview`: the comments of the demo's pull request as a reviewer will see them,
 * before a change to the report lands. The bundle (`dist/index.js`, `npm run bundle` first) runs
 * as a runner runs it against the emulator and the fake GitHub: the preview deployed, a build that
 * fails, a container that crash-loops, the pull request closed. Each comment, and the job summary
 * of its run, is written to docs/comment/ as markdown and as HTML (GitHub-flavoured markdown,
 * GitHub's styles, Mermaid drawing the chart), and as PNG where a headless Chromium is installed;
 * there, a chart Mermaid cannot draw fails the run.
 * The example in docs/comment.md is the demo's own comment (`npm run demo -- --example`), drawn by the same code.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { startEmulator } from '../emulator/index.ts';
import { startFakeGitHub } from '../fake-github/index.ts';
import { pullRequestPayload, runAction, type ActionResult } from '../runner/child.ts';
import { commentPage } from './html.ts';

const OUT = resolve(import.meta.dirname, '../../docs/comment');
const PR = 7;
/** The emulator's deployments at a tenth of their time: a run of minutes in seconds, its report the same shape. */
const SPEED = 0.1;
const SHAS = {
  first: '9f8e7d6c5b4a39281f0e9d8c7b6a59483f2e1d0c',
  broken: 'c0ffee0c0ffee0c0ffee0c0ffee0c0ffee0c0ffe',
  crashing: 'dec0de5dec0de5dec0de5dec0de5dec0de5dec0d',
};

function chromium(): string | undefined {
  for (const name of ['chromium', 'chromium-browser', 'google-chrome']) {
    const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
    if (found.status === 0 && found.stdout.trim()) return found.stdout.trim();
  }
  return undefined;
}

/**
 * About how tall the page draws (a headless screenshot is as tall as its window): a line per
 * markdown line outside folded blocks, a chart's height for each chart in sight, then a margin.
 */
function pageHeight(markdown: string): number {
  let folded = 0;
  let lines = 0;
  let charts = 0;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('<details>')) folded++;
    if (folded === 0) {
      lines++;
      if (line === '```mermaid') charts++;
    }
    if (line.startsWith('</details>') && folded > 0) folded--;
  }
  return Math.min(6000, 160 + lines * 24 + charts * 420);
}

/**
 * Mermaid's drawing of a page's charts, read back from the page Chromium laid out: one problem
 * per chart Mermaid could not draw (it writes "Syntax error" in place of the chart), none when all drew.
 */
function drawingProblems(browser: string, html: string, charts: number): string[] {
  const dump = spawnSync(
    browser,
    ['--headless', '--no-sandbox', '--disable-gpu', '--virtual-time-budget=15000', '--dump-dom', `file://${html}`],
    {
      encoding: 'utf8',
      timeout: 120_000,
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (dump.status !== 0) return [`Chromium could not open ${html}`];
  const drawn = (dump.stdout.match(/<svg[^>]*aria-roledescription="gantt"/g) ?? []).length;
  const problems = dump.stdout.includes('Syntax error') ? [`Mermaid reports a syntax error in ${html}`] : [];
  if (drawn !== charts) problems.push(`${html}: ${drawn} of its ${charts} charts drawn`);
  return problems;
}

function screenshot(browser: string, html: string, png: string, height: number): boolean {
  const shot = spawnSync(
    browser,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--hide-scrollbars',
      `--window-size=880,${height}`,
      '--virtual-time-budget=15000',
      `--screenshot=${png}`,
      `file://${html}`,
    ],
    { encoding: 'utf8', timeout: 120_000 },
  );
  return shot.status === 0 && existsSync(png);
}

async function main(): Promise<number> {
  if (!existsSync(resolve(import.meta.dirname, '../../dist/index.js'))) {
    console.error('No dist/index.js: run `npm run bundle` first, then `npm run comment-preview`.');
    return 1;
  }
  mkdirSync(OUT, { recursive: true });
  const emulator = await startEmulator({ speed: SPEED, staleMs: 3000 * SPEED });
  const github = await startFakeGitHub({ pulls: [{ number: PR, headSha: SHAS.first }] });
  const written: Array<{ name: string; markdown: string }> = [];
  try {
    const inputs = {
      'api-url': emulator.url,
      'api-token': emulator.tokens.admin,
      'github-token': github.token,
      'console-url': 'https://console.example.test/{organization}/{project}/{environment}',
      environment: 'acme/shop/blueprint',
      application: 'checkout',
      container: 'search',
      job: 'web',
      secrets: 'DATABASE_URL=postgres://preview:demo-password@db.internal/app',
    };
    const env = { GITHUB_API_URL: github.url, GITHUB_REPOSITORY: github.repository };
    const run = (sha: string, action: string): Promise<ActionResult> =>
      runAction({
        inputs,
        eventName: 'pull_request',
        event: pullRequestPayload(PR, sha, action),
        sha,
        env,
        post: true,
        timeScale: SPEED,
      });
    const comment = () =>
      github
        .commentsOn(PR)
        .filter((each) => each.user.login === github.botLogin)
        .at(-1)?.body ?? '';
    const keep = (name: string, result: ActionResult) => {
      written.push({ name, markdown: comment() }, { name: `${name}.summary`, markdown: result.summary });
      console.log(`${name}: outcome ${result.outputs['outcome'] ?? '(none)'}`);
    };

    keep('success', await run(SHAS.first, 'opened'));
    const environmentId = emulator.environments().find((each) => each.name === `blueprint-pr-${PR}`)?.id ?? '';
    const services = async (kind: 'application' | 'container') => {
      const answer = await fetch(`${emulator.url}/environment/${environmentId}/${kind}`, {
        headers: { authorization: `Token ${emulator.tokens.admin}` },
      });
      return ((await answer.json()) as { results: Array<{ id: string; name: string }> }).results;
    };
    const checkout = (await services('application')).find((each) => each.name === 'checkout')?.id ?? '';
    const search = (await services('container')).find((each) => each.name === 'search')?.id ?? '';

    emulator.failService(checkout, 'fail-build');
    github.setHead(PR, SHAS.broken);
    keep('failed-build', await run(SHAS.broken, 'synchronize'));
    emulator.failService(checkout, undefined);

    emulator.failService(search, 'fail-deploy');
    github.setHead(PR, SHAS.crashing);
    keep('failed-deploy', await run(SHAS.crashing, 'synchronize'));
    emulator.failService(search, undefined);

    keep('deleted', await run(SHAS.crashing, 'closed'));
  } finally {
    await Promise.all([emulator.close(), github.close()]);
  }

  const browser = chromium();
  const problems: string[] = [];
  for (const { name, markdown } of written) {
    const visible = markdown.replace(/^<!--.*-->\n?/gm, '');
    writeFileSync(resolve(OUT, `${name}.md`), visible);
    const html = resolve(OUT, `${name}.html`);
    writeFileSync(html, commentPage(name, visible, OUT));
    if (browser) {
      problems.push(...drawingProblems(browser, html, (visible.match(/^```mermaid$/gm) ?? []).length));
      const png = resolve(OUT, `${name}.png`);
      console.log(screenshot(browser, html, png, pageHeight(visible)) ? `  ${png}` : `  ${name}: the screenshot failed`);
    }
  }
  console.log(`Written to ${OUT}: ${written.map((each) => each.name).join(', ')} (.md, .html)`);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) return 1;
  if (!browser) console.log('PNG skipped: no headless Chromium on PATH (Debian: apt-get install -y chromium, then run this again).');
  return 0;
}

process.exitCode = await main();
