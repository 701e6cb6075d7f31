/**
 * Writes the inputs and outputs tables of README.md from action.yml, between markers, so the
 * documentation cannot drift from what the action declares. `--check` only compares and fails
 * on a difference (CI runs it that way).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
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

const readmePath = resolve(root, 'README.md');
const current = readFileSync(readmePath, 'utf8');
const next = replaceBetween(replaceBetween(current, 'inputs', inputsTable()), 'outputs', outputsTable());

if (process.argv.includes('--check')) {
  if (next !== current) {
    console.error('README.md is out of date with action.yml: run `npm run docs` and commit the result.');
    process.exit(1);
  }
  console.log('README.md inputs and outputs match action.yml');
} else {
  writeFileSync(readmePath, next);
  console.log('README.md inputs and outputs written from action.yml');
}
