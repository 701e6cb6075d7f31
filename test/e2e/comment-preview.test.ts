/**
 * `npm run comment-preview` through dist/: every scenario a reviewer looks at before a change to
 * the report lands ends as its name says, on its own pull request, and its comment is the one
 * that run wrote about it; each page is markdown GitHub draws whole; docs/comment.md links each.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PR, scenarios, type Scenario } from '../../tools/comment-preview/scenarios.ts';

let runs: Scenario[];
const run = (name: string): Scenario => {
  const found = runs.find((each) => each.name === name);
  if (!found) throw new Error(`no scenario ${name}`);
  return found;
};

beforeAll(async () => {
  runs = await scenarios();
}, 240_000);

describe('comment-preview through dist/', { timeout: 240_000 }, () => {
  it("runs today's four and the four new scenarios, each ending as its name says", () => {
    expect(runs.map((each) => [each.name, each.pullRequest, each.outcome])).toEqual([
      ['success', PR.demo, 'success'],
      ['failed-build', PR.demo, 'failure'],
      ['failed-deploy', PR.demo, 'failure'],
      ['deleted', PR.demo, 'success'],
      ['config-error', PR.typo, 'failure'],
      ['timeout', PR.typo, 'timed_out'],
      ['crash-loop', PR.crash, 'failure'],
      ['rollback', PR.staging, 'failure'],
    ]);
  });

  it('each comment is about what its scenario did', () => {
    // Both crash loops: the platform's cause is in sight without a click.
    for (const name of ['failed-deploy', 'crash-loop']) expect(run(name).comment).toContain('crashed on start');
    expect(run('crash-loop').comment).toMatch(/^### ❌ .*blueprint-pr-9$/m);
    // The misspelled job is named, after a preview that deployed.
    expect(run('config-error').comment).toContain('wbe');
    expect(run('config-error').comment).toMatch(/Earlier results \(1\)[\s\S]*✅ \*\*success\*\*/);
    expect(run('timeout').comment).toMatch(/^### .*timed out/im);
    // The rollback: which service went back, and to the commit that deployed before.
    expect(run('rollback').comment).toMatch(/\*\*Rollback:\*\*[^\n]*\*\*checkout\*\*[^\n]*600d600/);
    expect(run('deleted').comment).toMatch(/^### 🗑️ Preview deleted/m);
  });

  it("every link is its service's name with the URL behind it, each note beside the link it is about, and the time of the result", () => {
    for (const name of ['success', 'failed-build', 'failed-deploy', 'timeout', 'crash-loop', 'rollback']) {
      const line = run(name)
        .comment.split('\n')
        .find((each) => each.startsWith('🔗'))!;
      // No raw address as a link's text: it would wrap mid-id at GitHub's width.
      expect(line, name).not.toMatch(/\[[^\]]*_services/);
      expect(line, name).toMatch(/^🔗 \*\*\[(web|checkout)\]\(http/);
      expect(line, name).toMatch(/ · \d{4}-\d\d-\d\d \d\d:\d\d UTC$/);
    }
    // The failed build's note is beside checkout's own link, and Versions says checkout still runs the last good commit.
    expect(run('failed-build').comment).toMatch(/\[checkout\]\([^)]+\) \(still serving `9f8e7d6`\)/);
    expect(run('failed-build').comment).toMatch(
      /\*\*Versions:\*\* \*\*checkout\*\*, \*\*search\*\* still at \[`9f8e7d6`\][^\n]* · \*\*web\*\* at this commit/,
    );
    expect(run('failed-deploy').comment).toMatch(/\*\*search\*\* still at \[`9f8e7d6`\]/);
    expect(run('crash-loop').comment).toMatch(/^🔗 \*\*\[checkout\]\([^)]+\)\*\* · web: not running · /m);
  });

  it('says a failing state once, points the hint at the lines below, and captions them in one sentence', () => {
    const comment = run('failed-build').comment;
    expect(comment).toContain('<summary>❌ Why checkout (application) failed: BUILD&#95;ERROR</summary>');
    expect(comment.match(/BUILD&#95;ERROR/g)).toHaveLength(1);
    expect(comment).toContain('**Hint:** Check the build output below;');
    expect(comment).toMatch(/^Its deployment log without its build and queue progress \(all \d+ lines in the job summary\):$/m);
    // Only build steps before a crash: none shown as if they explained it.
    expect(run('crash-loop').comment).not.toContain('[build 1/6]');
    // The annotation carries the platform's cause, printed once.
    const crash = run('crash-loop');
    expect(crash.failureReason).toBe('web crashed on start (exit code 2) and never became ready');
    expect(crash.stdout.split('\n').filter((line) => line.includes(crash.failureReason) && !line.startsWith('Error: '))).toEqual([
      expect.stringMatching(/^::error::platform-deploy: web crashed on start/),
    ]);
  });

  it('keeps the preview and its link after a run refused on its names, says nothing was changed, and suggests the close name', () => {
    const comment = run('config-error').comment;
    expect(comment).toMatch(/^### ❌ Preview refused: blueprint-pr-8$/m);
    expect(comment).toMatch(/^🔗 \*\*\[web\]\(http[^)]+\)\*\* · commit /m);
    expect(comment).toContain('**Nothing was changed**');
    expect(comment).toContain('did you mean web?');
    expect(comment).not.toContain('Failed stage');
    expect(comment).not.toContain('⏱️ Stages');
  });

  it('a timeout says it timed out: the service still deploying, the queued ones not started', () => {
    const comment = run('timeout').comment;
    expect(comment).toContain('<summary>⌛ checkout (application) was still DEPLOYING when the run timed out</summary>');
    expect(comment).not.toMatch(/Why (search|worker)/);
    expect(comment).toContain('⏸️ **Not started:** search (container), worker (job): queued behind checkout.');
    expect(comment).toContain('**Timed out in stage:** storefront');
    expect(run('timeout').summary).toMatch(/^ {2}search queued :done, /m);
    // failure-reason starts with the timeout; the annotation carries it; no "1 minutes" anywhere.
    expect(run('timeout').failureReason).toMatch(
      /^Timed out after 1 minute \(timeout-minutes\): checkout still DEPLOYING in stage "storefront"; search, worker not started \(queued behind checkout\)$/,
    );
    expect(run('timeout').stdout).toContain(`::error::platform-deploy: blueprint-pr-8: ${run('timeout').failureReason}`);
    for (const each of runs) expect(each.stdout, each.name).not.toMatch(/\b1 minutes\b/);
  });

  it('a rollback says so in its headline, Versions names what runs again, and only what ran the failed commit was rolled back from it', () => {
    const comment = run('rollback').comment;
    expect(comment).toMatch(/^### ❌ Deploy failed, rolled back: staging$/m);
    expect(comment).toMatch(/\*\*Versions:\*\* \*\*checkout\*\*, \*\*search\*\*, \*\*web\*\* at \[`600d600`\][^\n]*\(rolled back\)/);
    expect(comment).toMatch(/container \*\*search\*\* redeployed at \[`600d600`\]/);
    expect(comment).toMatch(/job \*\*web\*\* from \[`c0ffee0`\]\([^)]+\) to \[`600d600`\]/);
    // Image tags that are the commit are linked short, never printed as 40 characters.
    const line = comment.split('\n').find((each) => each.startsWith('**Rollback:**'))!;
    expect(line.replace(/\]\([^)]*\)/g, ']')).not.toMatch(/[0-9a-f]{40}/);
  });

  it('every page is markdown GitHub draws whole: fences and folds closed, a chart wherever a deployment ran', () => {
    for (const each of runs) {
      for (const markdown of [each.comment, each.summary]) {
        expect((markdown.match(/^```/gm) ?? []).length % 2, each.name).toBe(0);
        expect((markdown.match(/<details/g) ?? []).length, each.name).toBe((markdown.match(/<\/details>/g) ?? []).length);
      }
    }
    for (const name of ['success', 'failed-build', 'failed-deploy', 'timeout', 'crash-loop', 'rollback'])
      expect(run(name).comment, name).toMatch(/^```mermaid\ngantt$/m);
  });

  it('docs/comment.md links every scenario, and its pages are committed', () => {
    const docs = readFileSync(resolve(import.meta.dirname, '../../docs/comment.md'), 'utf8');
    for (const { name } of runs) {
      expect(docs).toContain(`(comment/${name}.md)`);
      for (const file of [`${name}.md`, `${name}.png`, `${name}.summary.md`, `${name}.summary.png`])
        expect(existsSync(resolve(import.meta.dirname, '../../docs/comment', file)), file).toBe(true);
    }
  });
});
