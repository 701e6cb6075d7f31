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
