/**
 * `npm run local-action [-- FILE]`: the action's main step and then its post step under
 * `@github/local-action` (the actions/typescript-action convention), against the emulator started
 * here. It reads FILE, else `.env` when there is one, else `.env.example`, fills in the emulator's URL and
 * token and the pull request's event file, and prints the outputs and the saved state once both
 * steps ran: those local-action's stand-in for the toolkit printed and kept (toolkit-stand-in.ts),
 * or, when it found no toolkit to stand in for, those the toolkit wrote to the runner's files.
 * Its output is made readable as it comes (readable-output.ts): masks applied, never printed, long
 * lines folded, the outputs shown once, local-action's stack for a failed step left out. Exits with local-action's code; leaves no process behind.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmulator } from '../emulator/index.ts';
import { parseCommandFile, pullRequestPayload } from '../runner/child.ts';
import { ReadableOutput } from './readable-output.ts';
import { KEPT_VARIABLE, printedOutputs } from './toolkit-stand-in.ts';

const root = resolve(import.meta.dirname, '../..');
const source = process.argv[2] ?? (existsSync(resolve(root, '.env')) ? '.env' : '.env.example');

/** The dotenv text with `values` set: a line of the same name replaced, else added. */
function withValues(text: string, values: Record<string, string>): string {
  const left = new Map(Object.entries(values));
  const lines = text.split('\n').map((line) => {
    const name = /^([\w.-]+)=/.exec(line)?.[1];
    if (name === undefined || !left.has(name)) return line;
    const value = left.get(name)!;
    left.delete(name);
    return `${name}=${value}`;
  });
  return [...lines, ...[...left].map(([name, value]) => `${name}=${value}`)].join('\n');
}

const shown = new ReadableOutput(process.stdout.columns ?? 100, (text) => process.stdout.write(text));
const shownErrors = new ReadableOutput(process.stderr.columns ?? 100, (text) => process.stderr.write(text));

/** Runs the command, its output shown readably as it comes; resolves with its exit code and what it printed. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; stdout: string }> {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      shown.push(chunk.toString());
    });
    child.stderr.on('data', (chunk: Buffer) => shownErrors.push(chunk.toString()));
    child.on('close', (code) => {
      shown.end();
      shownErrors.end();
      done({ code: code ?? 1, stdout });
    });
  });
}

/** A name and its value, the value masked and folded under itself; `cut`, only its start. */
function printPair(name: string, value: string, cut = false): void {
  const indent = ' '.repeat(25);
  const text = cut && value.length > STATE_SHOWN ? `${value.slice(0, STATE_SHOWN)}… (${value.length} characters)` : value;
  for (const line of shown.fold(`  ${name.padEnd(22)} ${shown.masked(text)}`, indent)) console.log(line);
}

/** A saved state is the post step's business: its start says what it is. */
const STATE_SHOWN = 160;

const emulator = await startEmulator({ speed: 0.05 });
const dir = mkdtempSync(join(tmpdir(), 'local-action-'));
try {
  const files = {
    env: join(dir, '.env'),
    event: join(dir, 'event.json'),
    output: join(dir, 'output'),
    state: join(dir, 'state'),
    kept: join(dir, 'kept.json'),
  };
  const text = readFileSync(resolve(root, source), 'utf8');
  const sha = /^GITHUB_SHA=(\S+)$/m.exec(text)?.[1] ?? 'f'.repeat(40);
  writeFileSync(files.event, JSON.stringify(pullRequestPayload(7, sha)));
  for (const path of [files.output, files.state]) writeFileSync(path, '');
  writeFileSync(
    files.env,
    withValues(text, {
      'INPUT_API-URL': emulator.url,
      'INPUT_API-TOKEN': emulator.tokens.admin,
      GITHUB_EVENT_PATH: files.event,
      GITHUB_OUTPUT: files.output,
      GITHUB_STATE: files.state,
      [KEPT_VARIABLE]: files.kept,
    }),
  );
  console.log(`local-action: ${source} against the emulator at ${emulator.url}`);
  // The package's own bin script, found from its entry (its exports name no other path).
  const bin = resolve(fileURLToPath(import.meta.resolve('@github/local-action')), '../../bin/local-action.js');
  const steps = ['src/main.ts', files.env, '--post', 'tools/local-action/post-step.ts'];
  const { code, stdout } = await run(process.execPath, [bin, 'run', '.', ...steps], process.env);
  const kept = (existsSync(files.kept) ? JSON.parse(readFileSync(files.kept, 'utf8')) : {}) as Record<string, string>;
  const outputs = { ...parseCommandFile(readFileSync(files.output, 'utf8')), ...printedOutputs(stdout) };
  console.log('\nOutputs');
  for (const [name, value] of Object.entries(outputs)) printPair(name, value);
  console.log('\nSaved state, which the post step read');
  for (const [name, value] of Object.entries({ ...parseCommandFile(readFileSync(files.state, 'utf8')), ...kept }))
    printPair(name, value, true);
  process.exitCode = code !== 0 ? code : outputs.outcome === undefined ? 1 : 0;
} finally {
  rmSync(dir, { recursive: true, force: true });
  await emulator.close();
}
