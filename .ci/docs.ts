/**
 * Writes what is generated from action.yml, so neither the documentation nor the code can drift
 * from what the action declares: the inputs and outputs tables of README.md, between markers,
 * and the inputs' names and defaults the code reads (src/config/action-inputs.generated.ts).
 * `--check` only compares and fails on a difference (CI runs it that way).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { parse } from 'yaml';

interface ActionInput {
  description: string;
  required?: boolean;
  default?: string;
}
interface ActionMetadata {
  inputs: Record<string, ActionInput>;
  outputs: Record<string, { description: string }>;
}

const root = resolve(import.meta.dirname, '..');
const action = parse(readFileSync(resolve(root, 'action.yml'), 'utf8')) as ActionMetadata;

function cell(text: string): string {
  return text.trim().replace(/\s+/g, ' ').replaceAll('|', '\\|');
}

function inputsTable(): string {
  const rows = Object.entries(action.inputs).map(([name, input]) => {
    const fallback = input.default === undefined || input.default === '' ? '' : `\`${cell(input.default)}\``;
    return `| \`${name}\` | ${input.required ? 'yes' : 'no'} | ${fallback} | ${cell(input.description)} |`;
  });
  return ['| input | required | default | description |', '|---|---|---|---|', ...rows].join('\n');
}

function outputsTable(): string {
  const rows = Object.entries(action.outputs).map(([name, output]) => `| \`${name}\` | ${cell(output.description)} |`);
  return ['| output | description |', '|---|---|', ...rows].join('\n');
}

function replaceBetween(text: string, marker: string, content: string): string {
  const start = `<!-- ${marker}:start (generated from action.yml by npm run docs) -->`;
  const end = `<!-- ${marker}:end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`README.md lacks the ${marker} markers`);
  return `${text.slice(0, from + start.length)}\n${content}\n${text.slice(to)}`;
}

/**
 * A default that is an expression (`${{ github.token }}`) is the runner's to fill in: the code,
 * which also runs outside a runner, has none.
 */
function codeDefault(input: ActionInput): string {
  const value = String(input.default ?? '');
  return value.includes('${{') ? '' : value;
}

const inputsPath = resolve(root, 'src/config/action-inputs.generated.ts');

async function inputsModule(): Promise<string> {
  const entries = Object.entries(action.inputs).map(([name, input]) => `  ${JSON.stringify(name)}: ${JSON.stringify(codeDefault(input))},`);
  const text = [
    '// Generated from action.yml by `npm run docs` (.ci/docs.ts): do not edit; `npm run docs -- --check` fails on a difference.',
    '',
    "/** Each input action.yml declares, in its order, with its default (an expression's, the runner's to fill in, is ''). */",
    'export const ACTION_INPUTS = {',
    ...entries,
    '} as const;',
    '',
  ].join('\n');
  return format(text, { ...(await resolveConfig(inputsPath)), filepath: inputsPath });
}

const readmePath = resolve(root, 'README.md');
const files = [
  {
    path: readmePath,
    next: (current: string) => replaceBetween(replaceBetween(current, 'inputs', inputsTable()), 'outputs', outputsTable()),
  },
  { path: inputsPath, next: inputsModule },
];

let stale = false;
for (const file of files) {
  const current = (() => {
    try {
      return readFileSync(file.path, 'utf8');
    } catch {
      return '';
    }
  })();
  const next = await file.next(current);
  const name = file.path.slice(root.length + 1);
  if (process.argv.includes('--check')) {
    if (next !== current) {
      console.error(`${name} is out of date with action.yml: run \`npm run docs\` and commit the result.`);
      stale = true;
    } else console.log(`${name} matches action.yml`);
  } else {
    writeFileSync(file.path, next);
    console.log(`${name} written from action.yml`);
  }
}
if (stale) process.exit(1);
