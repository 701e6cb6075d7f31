/**
 * What the runner hands a step and takes back, through @actions/core: inputs and saved state,
 * outputs, masks, log lines, groups and annotations. Added here are only the product's rules on
 * what it prints: a mask hides its value in every line printed here (the runner would, but only
 * once it has read the add-mask line, and a tool running the step locally never does), and
 * text from outside (a name, a message, a build's log) never becomes a workflow command.
 */
import * as core from '@actions/core';
import { hiderOf, type Redactor } from '../basics/redaction.ts';

/**
 * The masks registered so far (setSecret). Outputs are the action's own words (`created`, the
 * state, names): they are not hidden here, so a secret `true` leaves `created` true; outside text
 * reaches them redacted where it entered (the platform client, the failure explanation).
 */
const masks: string[] = [];
let hider: Redactor | undefined;
/** Built at the first line after a mask was added: a run adds thousands before it prints one. */
const hide: Redactor = (text) => (masks.length === 0 ? text : (hider ??= hiderOf(masks))(text));

/** A line break in someone else's text is shown as `⏎`: one line of it never becomes two, the second a command. */
function oneLine(text: string): string {
  return hide(text).replace(/\r?\n|\r/g, ' ⏎ ');
}

/** An input as the runner passes it, trimmed; '' when unset. */
export function getInput(name: string): string {
  // Trimmed by request: the toolkit trims by default, a local stand-in for it only when asked.
  return core.getInput(name, { trimWhitespace: true });
}

export const getState = (name: string): string => core.getState(name);
export const saveState = (name: string, value: string): void => core.saveState(name, value);
export const setOutput = (name: string, value: string): void => core.setOutput(name, value);

/** From here on the runner replaces the value with *** in every log line, and so does this module. */
export function setSecret(value: string): void {
  core.setSecret(value);
  masks.push(value);
  hider = undefined;
}

/** A line of the log, on one line. */
export function info(line: string): void {
  const one = oneLine(line);
  // The runner takes a line whose text starts with `::`, after any blanks, for a command: such a line is marked.
  core.info(/^\s*::/.test(one) ? `▸ ${one}` : one);
}

/**
 * Lines of someone else's text (what a build printed), each printed as is: workflow commands are
 * stopped around them (GitHub's `stop-commands`), so a line that reads `::error::…` or
 * `::add-mask::…` stays a line.
 */
export function infoVerbatim(lines: readonly string[]): void {
  // Unguessable, so the lines cannot resume commands.
  const token = process.getBuiltinModule('node:crypto').randomUUID();
  core.info(`::stop-commands::${token}`);
  for (const line of lines) core.info(oneLine(line));
  core.info(`::${token}::`);
}

// Annotations and group titles are one line too: a name from outside cannot make them two.
export const notice = (line: string): void => core.notice(oneLine(line));
export const warning = (line: string): void => core.warning(oneLine(line));
export const startGroup = (title: string): void => core.startGroup(oneLine(title));
export const endGroup = (): void => core.endGroup();

/** An error annotation, and the step fails once the process exits. */
export const setFailed = (message: string): void => core.setFailed(oneLine(message));
