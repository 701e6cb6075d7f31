/**
 * What the run must never show, and the one length from which it is hidden: the runner's log
 * masks, the platform client's error messages and the failure explanation (outside text, where
 * it enters the run) all hide the same values, in the same forms. This module imports only the search of
 * the masks, which imports nothing of ours, so every one of them can use it.
 */

import { MaskSearch } from './mask-search.ts';

/**
 * A mask shorter than this would blank every occurrence of those characters in the log (a
 * one-character mask of "=" hides every "="), so such a value cannot be hidden and is not tried.
 */
export const SHORTEST_MASK = 3;

/**
 * A base64 fragment of a value that starts mid-group (the value printed after other bytes) is
 * hidden only from this length: shorter ones are a few letters that occur in any text.
 */
const SHORTEST_SHIFTED = 6;

/** The base64 characters that depend only on these bytes, whatever follows them. */
function stableBase64(bytes: Buffer): string {
  const full = bytes.toString('base64').replace(/=+$/, '');
  return bytes.length % 3 === 0 ? full : full.slice(0, -1);
}

/**
 * The forms a build, a service or a platform message may print a value in, as the runner's own
 * masker knows them: as is, base64 (at each of the three alignments), URL-encoded and
 * JSON-escaped (as most encoders write it, and with every non-ASCII character as \uXXXX).
 */
function formsOf(value: string): string[] {
  const bytes = Buffer.from(value, 'utf8');
  const base64 = bytes.toString('base64');
  const json = JSON.stringify(value).slice(1, -1);
  const uri = encodeURIComponent(value);
  const shifted = [1, 2].map((shift) => stableBase64(bytes.subarray(3 - shift))).filter((form) => form.length >= SHORTEST_SHIFTED);
  return [
    value,
    base64,
    stableBase64(bytes),
    base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''),
    ...shifted,
    uri,
    uri.replace(/%20/g, '+'),
    json,
    json.replace(/[^\x20-\x7e]|[<>&]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`),
  ];
}

/**
 * Everything to hide for these values: each value and each line of a multi-line one (the runner
 * masks line by line), each in every form it may be printed in. Masks hold no line break and are
 * at least SHORTEST_MASK long.
 */
export function masksOf(values: readonly string[]): string[] {
  const plain = values.flatMap((value) => [value, ...value.split(/\r?\n/)]).map((mask) => mask.trim());
  const masks = plain.filter((mask) => mask.length >= SHORTEST_MASK).flatMap(formsOf);
  return [...new Set(masks.filter((mask) => mask.length >= SHORTEST_MASK && !/[\r\n]/.test(mask)))];
}

/** The part of a validated configuration that holds secrets. */
export interface SensitiveSettings {
  apiToken: string;
  githubToken: string;
  secrets: readonly { value: string }[];
}

/** Every mask the logs need: the tokens and each line of each secret value, in every form. */
export function sensitiveValues(settings: SensitiveSettings): string[] {
  return masksOf([settings.apiToken, settings.githubToken, ...settings.secrets.map((secret) => secret.value)]);
}

/** Removes every occurrence of the given secrets from a text. */
export type Redactor = (text: string) => string;

/** Hiders of many masks, by their masks: the client, the log and the explanation hide the same ones, built once. */
const built = new Map<string, Redactor>();
const KEPT_HIDERS = 4;
/** From this many masks a hider is kept: fewer (a request's own token and values) cost nothing to build again. */
const KEPT_FROM = 64;

/**
 * Hides masks as given (masksOf's answer): each stretch of text they cover becomes ***, in one
 * pass over the text whatever the number of masks (mask-search.ts).
 */
export function hiderOf(masks: readonly string[]): Redactor {
  const hidden = [...new Set(masks)].filter((mask) => mask.length >= SHORTEST_MASK);
  if (hidden.length === 0) return (text) => text;
  const key = hidden.length >= KEPT_FROM ? JSON.stringify(hidden) : '';
  const known = built.get(key);
  if (known) return known;
  const search = new MaskSearch(hidden);
  const hide: Redactor = (text) => {
    if (text.length < SHORTEST_MASK) return text;
    const stretches = search.find(text);
    if (stretches.length === 0) return text;
    let shown = '';
    let from = 0;
    for (const [start, end] of stretches) {
      shown += `${text.slice(from, start)}***`;
      from = end;
    }
    return shown + text.slice(from);
  };
  if (key === '') return hide;
  if (built.size >= KEPT_HIDERS) built.delete(built.keys().next().value!);
  built.set(key, hide);
  return hide;
}

/** Hides these values, each line of them and every form of both. */
export function redactorFor(secrets: readonly string[]): Redactor {
  // The whole value too: a platform message may quote a multi-line value with its line breaks.
  return hiderOf([...masksOf(secrets), ...secrets.filter((secret) => /\n/.test(secret))]);
}
