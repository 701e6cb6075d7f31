/**
 * What the run must never show, and the one length from which it is hidden: the runner's log
 * masks, the platform client's error messages, the failure explanation and so the report all
 * hide the same values. This module imports nothing of ours, so every one of them can use it.
 */

/**
 * A mask shorter than this would blank every occurrence of those characters in the log (a
 * one-character mask of "=" hides every "="), so such a value cannot be hidden and is not tried.
 */
export const SHORTEST_MASK = 3;

/**
 * What to register as masks for these values: the runner masks line by line, so each line of a
 * multi-line value is its own mask; lines shorter than SHORTEST_MASK are left out.
 */
export function masksOf(values: readonly string[]): string[] {
  const masks = values.flatMap((value) => [value, ...value.split(/\r?\n/)]).map((mask) => mask.trim());
  return [...new Set(masks.filter((mask) => mask.length >= SHORTEST_MASK && !/[\r\n]/.test(mask)))];
}

/** The part of a validated configuration that holds secrets. */
export interface SensitiveSettings {
  apiToken: string;
  githubToken: string;
  secrets: readonly { value: string }[];
}

/** Every mask the logs need: the tokens and each line of each secret value. */
export function sensitiveValues(settings: SensitiveSettings): string[] {
  return masksOf([settings.apiToken, settings.githubToken, ...settings.secrets.map((secret) => secret.value)]);
}

/** Removes every occurrence of the given secrets from a text. */
export type Redactor = (text: string) => string;

export function redactorFor(secrets: readonly string[]): Redactor {
  // A multi-line value may come back a line at a time.
  const hidden = [...new Set(secrets.flatMap((secret) => [secret, ...secret.split('\n').map((line) => line.trim())]))]
    .filter((secret) => secret.length >= SHORTEST_MASK)
    .sort((a, b) => b.length - a.length);
  return (text) => hidden.reduce((result, secret) => result.split(secret).join('***'), text);
}
