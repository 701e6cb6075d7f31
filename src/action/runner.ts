/**
 * What the runner hands a step and takes back: inputs and saved state from the environment,
 * workflow commands on stdout (masks, log lines, groups, annotations) and outputs and state
 * appended to the runner's command files; the triggering event is read in config/event.ts. The
 * same formats as @actions/core, written here because importing the toolkit loads its OIDC client
 * and with it undici: that alone made the action start twice as slowly as bare Node, before it
 * had read one input. The toolkit is still used where its weight is paid anyway (the job summary, in the report).
 */
import { appendFileSync, existsSync } from 'node:fs';
import { EOL } from 'node:os';
import { hiderOf, type Redactor } from '../basics/redaction.ts';

/**
 * The masks registered so far (setSecret). The runner hides them in the log itself, but only once
 * it has read the add-mask line: whatever this module prints is hidden here first, as the runner
 * would hide it, whatever path the text took. Outputs are the action's own words (`created`,
 * the state, names): they are not hidden here, so a secret `true` leaves `created` true; outside
 * text reaches them redacted where it entered (the platform client, the failure explanation).
 */
const masks: string[] = [];
let hider: Redactor | undefined;
/** Built at the first line after a mask was added: a run adds thousands before it prints one. */
const hide: Redactor = (text) => (masks.length === 0 ? text : (hider ??= hiderOf(masks))(text));

function escapeData(value: string): string {
  return value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** Annotations and group titles are one line too: a name from outside cannot make them two. */
function command(name: string, message = ''): void {
  process.stdout.write(`::${name}::${escapeData(hide(message).replace(/\r?\n|\r/g, ' ⏎ '))}${EOL}`);
}

/**
 * A block's end marker, found in neither the name nor the value: a random one is drawn again
 * while it occurs there, so the block cannot end early whatever the value holds. It needs no
 * secrecy, so no crypto (whose loading alone costs milliseconds at start).
 */
function delimiterFor(name: string, value: string): string {
  for (;;) {
    const delimiter = `ghadelimiter_${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
    if (!name.includes(delimiter) && !value.includes(delimiter)) return delimiter;
  }
}

/** `name<<delimiter` blocks, the format GITHUB_OUTPUT and GITHUB_STATE take. */
function appendToFile(variable: 'GITHUB_OUTPUT' | 'GITHUB_STATE', name: string, value: string): boolean {
  const path = process.env[variable];
  if (!path) return false;
  if (!existsSync(path)) throw new Error(`Missing file at path: ${path}`);
  const delimiter = delimiterFor(name, value);
  appendFileSync(path, `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`, { encoding: 'utf8' });
  return true;
}

/** An input as the runner passes it (`INPUT_<NAME>`), trimmed; '' when unset. */
export function getInput(name: string): string {
  return (process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}

export function getState(name: string): string {
  return process.env[`STATE_${name}`] ?? '';
}

export function saveState(name: string, value: string): void {
  if (!appendToFile('GITHUB_STATE', name, value)) command(`save-state name=${name}`, value);
  // A post step run in this same process (as @github/local-action runs it) reads it as the runner hands it over.
  process.env[`STATE_${name}`] = value;
}

export function setOutput(name: string, value: string): void {
  if (appendToFile('GITHUB_OUTPUT', name, value)) return;
  process.stdout.write(EOL);
  process.stdout.write(`::set-output name=${name}::${escapeData(value)}${EOL}`);
}

/** From here on the runner replaces the value with *** in every log line, and so does this module. */
export function setSecret(value: string): void {
  process.stdout.write(`::add-mask::${escapeData(value)}${EOL}`);
  masks.push(value);
  hider = undefined;
}

/**
 * A line of the log. Its line breaks are written as the `⏎` sign: a line of someone else's text
 * (a name, a message) must never become two, the second a workflow command the runner obeys.
 */
export function info(line: string): void {
  const one = oneLine(line);
  // The runner takes a line whose text starts with `::`, after any blanks, for a command: such a line is marked.
  process.stdout.write(`${/^\s*::/.test(one) ? `▸ ${one}` : one}${EOL}`);
}

function oneLine(text: string): string {
  return hide(text).replace(/\r?\n|\r/g, ' ⏎ ');
}

/**
 * Lines of someone else's text (what a build printed), each printed as is: workflow commands are
 * stopped around them, so a line that reads `::error::…` or `::add-mask::…` stays a line.
 */
export function infoVerbatim(lines: readonly string[]): void {
  // Unguessable, so the lines cannot resume commands; crypto is loaded only here, not at start.
  const token = process.getBuiltinModule('node:crypto').randomUUID();
  command('stop-commands', token);
  for (const line of lines) process.stdout.write(`${oneLine(line)}${EOL}`);
  process.stdout.write(`::${token}::${EOL}`);
}

export function notice(line: string): void {
  command('notice', line);
}

export function warning(line: string): void {
  command('warning', line);
}

export function startGroup(title: string): void {
  command('group', title);
}

export function endGroup(): void {
  command('endgroup');
}

/** An error annotation, and the step fails once the process exits. */
export function setFailed(message: string): void {
  process.exitCode = 1;
  command('error', message);
}
