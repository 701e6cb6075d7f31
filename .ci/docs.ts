/**
 * Writes what is generated from action.yml, so neither the documentation nor the code can drift
 * from what the action declares: the inputs and outputs tables of README.md, between markers,
 * and the inputs' names and defaults the code reads (src/config/action-inputs.generated.ts); and
 * the token scopes table, from the scopes of the platform's endpoint table
 * (src/platform/endpoints.ts). `--check` only compares and fails on a difference (CI runs it that
 * way). Either way, docs/emulator.md's table of flags, written by hand, is checked against the
 * emulator's `--help` (emulator-flags.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import * as endpointGroups from '../src/platform/endpoints.ts';
import { undocumentedFlags } from './emulator-flags.ts';
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

/**
 * Which platform calls beyond reads each operation and input makes, by their names in
 * src/platform/endpoints.ts; the scopes shown are those the endpoint table gives them. An
 * operation's calls are checked against its code: every call its entry file reaches (through
 * its imports) must be listed in its row or in an input's, and every call listed must be reached.
 * The GitHub permissions are GitHub's, for what the report writes.
 */
const SCOPE_ROWS: readonly { row: string; entry?: string; calls: readonly string[]; github: string }[] = [
  {
    row: '`preview` (a pull request)',
    entry: 'src/operations/preview/preview.ts',
    calls: [
      'environments.create',
      'environments.clone',
      'jobs.clone',
      'environments.createVariable',
      'environments.deployServices',
      'environments.redeploy',
      'jobs.deploy',
    ],
    github: '`pull-requests: write` (the comment), `deployments: write` (the GitHub Deployment)',
  },
  {
    row: '`cleanup` (a closed pull request)',
    entry: 'src/operations/cleanup.ts',
    calls: ['environments.cancelDeployment', 'environments.delete'],
    github: '`pull-requests: write`, `deployments: write` (marks its Deployments inactive)',
  },
  {
    row: '`deploy` (a push)',
    entry: 'src/operations/deploy.ts',
    calls: ['environments.deployServices', 'environments.redeploy'],
    github: '`deployments: write`',
  },
  {
    row: '`stop`',
    entry: 'src/operations/stop.ts',
    calls: ['environments.stop'],
    github: "`pull-requests: write` on a pull request's preview (the comment), else none",
  },
  {
    row: '`sweep` (a schedule)',
    entry: 'src/operations/sweep.ts',
    calls: ['environments.cancelDeployment', 'environments.delete', 'environments.stop'],
    github:
      "`pull-requests: write` (each preview's pull request; the warning before an idle deletion), `deployments: write` (marks them inactive), `actions: read` (lists GitHub environments; deleting them needs `administration: write`)",
  },
  {
    row: '`rollback` (a manual run)',
    entry: 'src/operations/rollback/rollback.ts',
    calls: ['environments.deployServices', 'environments.redeploy'],
    github: '`deployments: write`',
  },
  {
    row: '`promote` (a manual run)',
    entry: 'src/operations/promote/promote.ts',
    calls: ['environments.deployServices', 'environments.redeploy'],
    github: '`deployments: write`',
  },
  { row: '`status`', entry: 'src/operations/status.ts', calls: [], github: 'none' },
  { row: 'with `secrets`', calls: ['secrets.create', 'secrets.edit'], github: '' },
  { row: 'with `variables`', calls: ['environments.createVariable', 'environments.updateVariable'], github: '' },
  { row: 'with `preview-hours`', calls: ['environments.editDeploymentRule'], github: '' },
  { row: 'with `max-previews`', calls: ['environments.delete'], github: '' },
  { row: 'with `cancel-on-timeout`', calls: ['environments.cancelDeployment', 'environments.cancelQueued'], github: '' },
  { row: 'with `rollback-on-failure`', calls: ['environments.deployServices'], github: '' },
  { row: 'with `affected-only`', calls: [], github: '`contents: read` (the compare)' },
  {
    row: 'with `baseline`',
    calls: ['environments.overrideVariable', 'environments.deleteVariable'],
    github: '`contents: read` (the compare)',
  },
  { row: 'with `check`', calls: [], github: '`checks: write` (the check run)' },
  { row: 'with `fork-previews: approve`', calls: [], github: '`issues: write` (the reply naming the commit that awaits approval)' },
  {
    row: '`/preview` commands (`issue_comment`)',
    calls: [],
    github: "`issues: write` besides the operation's (the reactions, the reply to a commenter without write access)",
  },
];

const SCOPE_ORDER = ['Read', 'Write', 'Deploy'];

function scopeOf(call: string): string {
  const [group = '', name = ''] = call.split('.');
  const entry = (endpointGroups as unknown as Record<string, Record<string, { scope: string } | undefined> | undefined>)[group]?.[name];
  if (!entry) throw new Error(`.ci/docs.ts names ${call}, which src/platform/endpoints.ts does not have`);
  return entry.scope;
}

/** The endpoint calls the code of `file` and everything it imports of ours makes. */
function callsReached(file: string): Set<string> {
  const seen = new Set<string>();
  const calls = new Set<string>();
  const known = new Set(
    Object.entries(endpointGroups).flatMap(([group, entries]) => Object.keys(entries).map((name) => `${group}.${name}`)),
  );
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    const text = readFileSync(path, 'utf8');
    for (const [, call = ''] of text.matchAll(/\.([a-z]+\.[a-zA-Z]+)\(/g)) if (known.has(call)) calls.add(call);
    for (const [, target = ''] of text.matchAll(/^(?:import|export)\s(?!type\b)[^;]*?from '(\.{1,2}\/[^']+\.ts)'/gms)) {
      visit(resolve(dirname(path), target));
    }
  };
  visit(resolve(root, file));
  return calls;
}

function scopesTable(): string {
  const byInputs = new Set(SCOPE_ROWS.filter((row) => !row.entry).flatMap((row) => row.calls));
  const rows = SCOPE_ROWS.map(({ row, entry, calls, github }) => {
    if (entry) {
      const reached = callsReached(entry);
      const unlisted = [...reached].filter((call) => scopeOf(call) !== 'Read' && !calls.includes(call) && !byInputs.has(call));
      const unreached = calls.filter((call) => !reached.has(call));
      if (unlisted.length > 0 || unreached.length > 0) {
        throw new Error(
          `.ci/docs.ts: the scopes row of ${row} is out of date with ${entry}: ${[...unlisted.map((call) => `it calls ${call}`), ...unreached.map((call) => `it no longer calls ${call}`)].join(', ')}`,
        );
      }
    }
    const scopes = new Set([...(entry ? ['Read'] : []), ...calls.map(scopeOf)]);
    const shown = SCOPE_ORDER.filter((scope) => scopes.has(scope)).join(', ');
    return `| ${row} | ${shown === '' ? '' : shown} | ${github} |`;
  });
  return ['| operation or input | token scopes | workflow `permissions` for `github-token` |', '|---|---|---|', ...rows].join('\n');
}

function replaceBetween(text: string, marker: string, content: string, source = 'action.yml'): string {
  const start = `<!-- ${marker}:start (generated from ${source} by npm run docs) -->`;
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
    next: (current: string) =>
      replaceBetween(
        replaceBetween(replaceBetween(current, 'inputs', inputsTable()), 'outputs', outputsTable()),
        'scopes',
        scopesTable(),
        'src/platform/endpoints.ts',
      ),
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
const emulatorFlags = undocumentedFlags(readFileSync(resolve(root, 'docs/emulator.md'), 'utf8'));
for (const line of emulatorFlags) console.error(line);
if (emulatorFlags.length === 0) console.log('docs/emulator.md documents every flag of npm run emulator -- --help');
if (stale || emulatorFlags.length > 0) process.exit(1);
