/** action.yml and the workflows: what a user and GitHub read, checked against the code. */
import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  ACTION_USES,
  documentedBlocks,
  documentedWorkflows,
  incomplete,
  lint,
  MAJOR_TAG,
  markdownBlocks,
  markdownWorkflows,
  REQUIRED_INPUTS,
  repositoryWorkflows,
} from '../../.ci/lint-workflows.ts';
import { DEFAULTS, INPUT_NAMES } from '../../src/config/index.ts';

const root = resolve(import.meta.dirname, '../..');
const action = parse(readFileSync(resolve(root, 'action.yml'), 'utf8'));

describe('action.yml', () => {
  it('declares exactly the inputs the code reads, with the same defaults and a description each', () => {
    expect(Object.keys(action.inputs).sort()).toEqual([...INPUT_NAMES].sort());
    for (const name of INPUT_NAMES) {
      const input = action.inputs[name];
      expect(input.description.length, name).toBeGreaterThan(20);
      if (name === 'github-token') expect(input.default).toBe('${{ github.token }}');
      else expect(String(input.default ?? ''), name).toBe(DEFAULTS[name]);
    }
  });

  it('fits the Marketplace: a description under 125 characters, the environment required, a license', () => {
    expect(action.description.length).toBeLessThan(125);
    expect(action.inputs.environment.required).toBe(true);
    // The Marketplace page shows action.yml alone: a description may not point elsewhere in the README.
    for (const name of INPUT_NAMES) expect(action.inputs[name].description, name).not.toMatch(/\b(below|above)\b/);
    const license = readFileSync(resolve(root, 'LICENSE'), 'utf8');
    const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { license: string };
    expect(pkg.license).toBe('MIT');
    expect(license).toMatch(/^MIT License\n\nCopyright \(c\) \d{4} \S/);
  });

  it('declares every output of the product and runs on node24 with a post step', () => {
    expect(Object.keys(action.outputs)).toEqual([
      'outcome',
      'state',
      'environment-id',
      'environment-name',
      'created',
      'deployment-request-id',
      'url',
      'urls',
      'duration-seconds',
      'metrics',
      'comment-url',
      'failure-reason',
      'swept',
      'deployed-services',
      'skipped-services',
      'rolled-back-to',
      'promoted',
      'expires-at',
      'own-services',
      'shared-services',
      'baseline-saving',
    ]);
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js', post: 'dist/index.js' });
  });
});

describe("the README's workflows", () => {
  const readme = readFileSync(resolve(root, 'README.md'), 'utf8');
  const workflows = markdownWorkflows(readme, 'README.md');

  it('open with the preview workflow, then the deploy workflow, on the first screen of a README read in minutes', () => {
    const lines = readme.split('\n');
    expect(lines.length).toBeLessThanOrEqual(460);
    const firstUse = lines.findIndex((line) => line.includes('OWNER/REPO'));
    expect(lines.findIndex((line) => line.includes(`uses: ${ACTION_USES}`))).toBeLessThan(45);
    // Said at its first use, not after the workflows a reader has already copied.
    expect(lines.slice(firstUse, firstUse + 3).join(' ')).toMatch(/`OWNER\/REPO` stands for this action's repository/);
    const [preview, deploy] = workflows.map((workflow) => parse(workflow.text));
    expect(Object.keys(preview.on)).toEqual(['pull_request']);
    expect(preview.on.pull_request.types).toContain('closed');
    // The first run of a deploy is a dry run from workflow_dispatch.
    expect(Object.keys(deploy.on)).toEqual(['push', 'workflow_dispatch']);
    expect(deploy.jobs.deploy.steps[0].with['dry-run']).toContain('workflow_dispatch');
  });

  it('pass actionlint, give only inputs action.yml declares, and name the environment and services by name (with those of docs/)', async () => {
    const documented = documentedWorkflows();
    expect(workflows.length).toBeGreaterThanOrEqual(4);
    expect(documented.length).toBeGreaterThanOrEqual(workflows.length + 6);
    for (const workflow of documented) {
      expect(await lint(workflow)).toEqual([]);
      for (const job of Object.values<{ steps: Array<{ uses?: string; with?: Record<string, string> }> }>(parse(workflow.text).jobs)) {
        for (const step of job.steps.filter((each) => each.uses === ACTION_USES)) {
          for (const input of Object.keys(step.with ?? {})) expect(INPUT_NAMES, `${workflow.path} ${input}`).toContain(input);
          expect(step.with?.environment, workflow.path).toMatch(/^[\w-]+\/[\w-]+\/[\w-]+$/);
        }
      }
    }
  });

  it('use no repository variable the set-up does not name', () => {
    const setUp = readme.slice(0, readme.indexOf('\n## ', readme.indexOf('## Quick start') + 1));
    for (const workflow of workflows) {
      for (const [, name] of workflow.text.matchAll(/\$\{\{ vars\.(\w+) \}\}/g)) {
        expect(setUp, `${workflow.path}: vars.${name}`).toContain(`\`${name}\``);
      }
    }
  });
});

describe('the version the README and docs/ name', () => {
  const pages = ['README.md', ...readdirSync(resolve(root, 'docs')).flatMap((file) => (file.endsWith('.md') ? [`docs/${file}`] : []))];

  it("is package.json's major wherever the action is named with a tag, in prose as in workflows", () => {
    expect(MAJOR_TAG).toMatch(/^v[1-9]\d*$/);
    const named = pages.flatMap((page) =>
      [...readFileSync(resolve(root, page), 'utf8').matchAll(/(?:OWNER\/REPO|acme\/platform-deploy)@(v\d+)/g)].map(([text, tag]) => ({
        where: `${page}: ${text}`,
        tag,
      })),
    );
    expect(named.length).toBeGreaterThan(10);
    for (const { where, tag } of named) expect(tag, where).toBe(MAJOR_TAG);
  });

  it('Versions says where the major tag points, that the one before stays on its own major, and what breaks', () => {
    const readme = readFileSync(resolve(root, 'README.md'), 'utf8');
    const start = readme.indexOf('\n## Versions\n');
    const versions = readme.slice(start, readme.indexOf('\n## ', start + 1)).replaceAll('\n', ' ');
    const major = Number(MAJOR_TAG.slice(1));
    expect(versions).toContain(`\`${MAJOR_TAG}\` points at the newest ${major}.x release`);
    if (major > 1) expect(versions).toContain(`\`v${major - 1}\` stays at the newest ${major - 1}.x, never moved to ${major}.x`);
    expect(versions).toContain(
      `| \`uses: ${ACTION_USES}\` | every fix and feature of ${major}.x as it is released, never a breaking change |`,
    );
    expect(versions).toContain(`waits for \`v${major + 1}\``);
  });
});

describe('every yaml block of the README and docs/ (npm run lint:workflows)', () => {
  const blocks = documentedBlocks();

  it('is found, whatever its indentation or fence (yaml, yml), and is a workflow, steps or inputs of the action', () => {
    const found = markdownBlocks(
      [
        '```yml',
        'jobs: {}',
        '```',
        '',
        '  ```yaml',
        '  - run: echo',
        '  ```',
        '',
        '```yaml',
        'check: preview',
        '```',
        '',
        '```yaml',
        'a: 1',
        '```',
      ].join('\n'),
      'page.md',
    );
    expect(found.map((block) => [block.path, block.kind])).toEqual([
      ['page.md:2', 'workflow'],
      ['page.md:6', 'steps'],
      ['page.md:10', 'inputs'],
      ['page.md:14', 'other'],
    ]);
    expect(incomplete(found[3]!)).toEqual([
      `page.md:14 is neither a workflow, a job's steps, nor inputs of ${ACTION_USES}: show it as one of them, or not as yaml`,
    ]);
    // Every block of the pages today: the README's partial steps and inputs are found too.
    const kinds = blocks.map((block) => block.kind);
    expect(kinds).not.toContain('other');
    expect(kinds.filter((kind) => kind === 'steps').length).toBeGreaterThanOrEqual(3);
    expect(kinds.filter((kind) => kind === 'inputs').length).toBeGreaterThanOrEqual(2);
  });

  it('is complete when pasted: the required inputs, the README names, permissions, concurrency and timeouts', () => {
    expect(REQUIRED_INPUTS).toEqual(['api-url', 'api-token', 'environment']);
    for (const block of blocks) expect(incomplete(block), block.path).toEqual([]);
  });

  it('passes actionlint, steps in a job of their own with the lines counted from the block', async () => {
    for (const block of blocks) expect(await lint(block), block.path).toEqual([]);
    const [steps] = markdownBlocks(['text', '```yaml', '- run: echo', '- run: echo ${{ inputs.commit }}', '```'].join('\n'), 'page.md');
    expect(await lint(steps!)).toEqual(['page.md:3 (line 2:17) property "commit" is not defined in object type {}']);
  });

  it('names what a reader would miss in a workflow as docs/fork-previews.md showed it', () => {
    const [old] = markdownBlocks(
      [
        '```yaml',
        'on:',
        '  workflow_run: { workflows: [build], types: [completed] }',
        'jobs:',
        '  preview:',
        '    runs-on: ubuntu-latest',
        '    steps:',
        '      - uses: acme/platform-deploy@v1',
        '        with:',
        '          api-token: ${{ secrets.PLATFORM_TOKEN }}',
        '          environment: acme/shop/staging',
        '          fork-previews: approve',
        '          fork-blueprnt: acme/shop/fork-blueprint',
        '```',
      ].join('\n'),
      'docs/fork-previews.md',
    );
    expect(incomplete(old!)).toEqual([
      'docs/fork-previews.md:2 sets no permissions',
      'docs/fork-previews.md:2 sets no concurrency',
      'docs/fork-previews.md:2 job preview sets no timeout-minutes',
      `docs/fork-previews.md:2 step acme/platform-deploy@v1: write uses: ${ACTION_USES}, as the README does`,
      'docs/fork-previews.md:2 step acme/platform-deploy@v1 lacks api-url, which action.yml marks required',
      'docs/fork-previews.md:2 step acme/platform-deploy@v1 gives api-token as ${{ secrets.PLATFORM_TOKEN }}: write ${{ secrets.PLATFORM_API_TOKEN }}, as the README',
      'docs/fork-previews.md:2 step acme/platform-deploy@v1 gives fork-blueprnt, which is no input of action.yml',
    ]);
  });

  it('each whole workflow of docs/ is linked from the README where the feature is told, not only from its list of pages', () => {
    const readme = readFileSync(resolve(root, 'README.md'), 'utf8');
    const body = readme.slice(0, readme.indexOf('\n## More\n'));
    const pages = new Set(
      documentedWorkflows().flatMap((workflow) => (workflow.path.startsWith('docs/') ? [workflow.path.split(':')[0]!] : [])),
    );
    expect([...pages].sort()).toEqual([
      'docs/baseline.md',
      'docs/fork-previews.md',
      'docs/how-it-works.md',
      'docs/promote.md',
      'docs/required-check-and-e2e.md',
    ]);
    for (const page of pages) expect(body, page).toMatch(new RegExp(`\\]\\(${page.replaceAll('.', '\\.')}(#[\\w-]+)?\\)`));
    expect(body).toContain('[the whole workflow](docs/how-it-works.md#rollback)');
  });
});

describe('workflows', () => {
  const dir = resolve(root, '.github/workflows');
  const files = readdirSync(dir).filter((file) => file.endsWith('.yml'));

  it.each(files)('%s sets permissions, concurrency and a timeout on every job', (file) => {
    const workflow = parse(readFileSync(resolve(dir, file), 'utf8'));
    expect(workflow.permissions, file).toBeTypeOf('object');
    expect(workflow.concurrency, file).toBeDefined();
    for (const [name, job] of Object.entries<Record<string, unknown>>(workflow.jobs)) {
      expect(job['timeout-minutes'], `${file} job ${name}`).toBeTypeOf('number');
    }
  });

  it.each(files)('%s pins third-party actions to a commit SHA with the tag in a comment', (file) => {
    const text = readFileSync(resolve(dir, file), 'utf8');
    const uses = [...text.matchAll(/uses:\s*(\S+)(.*)$/gm)].filter((match) => !match[1]!.startsWith('./'));
    for (const [, reference, rest] of uses) {
      expect(reference, file).toMatch(/^[\w.-]+\/[\w.-]+@[0-9a-f]{40}$/);
      expect(rest, file).toMatch(/^\s*# v\d+\.\d+\.\d+\s*$/);
    }
  });

  it.each(files)('%s runs actions/checkout and actions/setup-node at their Node 24 releases (v5 and later)', (file) => {
    const text = readFileSync(resolve(dir, file), 'utf8');
    for (const [, name, major] of text.matchAll(/uses:\s*actions\/(checkout|setup-node)@\S+\s*# v(\d+)/g)) {
      expect(Number(major), `${file} actions/${name}`).toBeGreaterThanOrEqual(5);
    }
  });

  it.each(repositoryWorkflows().map((workflow) => [workflow.path, workflow] as const))('%s passes actionlint', async (_path, workflow) => {
    expect(await lint(workflow)).toEqual([]);
  });

  it.each(files)('%s passes expressions to run: only through env:', (file) => {
    const workflow = parse(readFileSync(resolve(dir, file), 'utf8'));
    for (const [name, job] of Object.entries<{ steps: { run?: string }[] }>(workflow.jobs)) {
      for (const step of job.steps.filter((candidate) => candidate.run !== undefined)) {
        expect(step.run, `${file} job ${name}`).not.toContain('${{');
      }
    }
  });

  it('only the release job may write contents', () => {
    const writers = files.flatMap((file) => {
      const workflow = parse(readFileSync(resolve(dir, file), 'utf8'));
      const jobs = Object.entries<{ permissions?: Record<string, string> }>(workflow.jobs);
      return [
        ...(workflow.permissions.contents === 'write' ? [`${file}`] : []),
        ...jobs.filter(([, job]) => job.permissions?.contents === 'write').map(([name]) => `${file} job ${name}`),
      ];
    });
    expect(writers).toEqual(['release.yml job publish']);
  });
});

describe('ci.yml', () => {
  it("runs .ci/run, so CI's steps live in one place", () => {
    const ci = parse(readFileSync(resolve(root, '.github/workflows/ci.yml'), 'utf8'));
    const runs = ci.jobs.check.steps.flatMap((step: { run?: string }) => (step.run ? [step.run] : []));
    expect(runs).toEqual(['bash .ci/run']);
  });
});

describe('release.yml', () => {
  const release = parse(readFileSync(resolve(root, '.github/workflows/release.yml'), 'utf8'));
  const runs = (job: string): string[] => release.jobs[job].steps.flatMap((step: { run?: string }) => (step.run ? [step.run] : []));

  it('runs on a pushed vX.Y.Z tag and by hand with a version, one release at a time', () => {
    expect(release.on.push).toEqual({ tags: ['v*.*.*'] });
    expect(release.on.workflow_dispatch.inputs.version).toMatchObject({ required: true, type: 'string' });
    expect(release.concurrency['cancel-in-progress']).toBe(false);
    expect(release.env.VERSION).toBe('${{ inputs.version || github.ref_name }}');
  });

  it('tests and checks with a read-only token before the publishing job starts', () => {
    expect(release.permissions).toEqual({ contents: 'read' });
    expect(release.jobs.check.permissions).toBeUndefined();
    expect(release.jobs.check.steps[0].with['persist-credentials']).toBe(false);
    expect(runs('check')).toEqual(['bash .ci/run', 'node .ci/release.ts check "$VERSION"']);
    expect(release.jobs.publish.needs).toBe('check');
    expect(release.jobs.publish.permissions).toEqual({ contents: 'write' });
  });

  it('publishes the changelog entry as notes and moves the major tag the script names', () => {
    const script = runs('publish').join('\n');
    expect(script).toContain('node .ci/release.ts notes "$VERSION" > "$RUNNER_TEMP/notes.md"');
    expect(script).toContain('gh release create "$tag" --target "$GITHUB_SHA" --title "$tag" --notes-file "$RUNNER_TEMP/notes.md"');
    expect(script).toContain('node .ci/release.ts major "$VERSION"');
    expect(script).toContain('git push --force origin "refs/tags/$major"');
  });
});
