/**
 * Turning platform text, commits, URLs and durations into markdown that cannot break the
 * report: whatever the platform returns is shown as text, never interpreted as markup.
 */
import { COMMIT_PREFIX, shortCommit } from './commit.ts';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  '|': '&#124;',
  '`': '&#96;',
  '*': '&#42;',
  _: '&#95;',
  '[': '&#91;',
  ']': '&#93;',
  '#': '&#35;',
  '~': '&#126;',
  '\\': '&#92;',
  '@': '&#64;',
  $: '&#36;',
};

/**
 * Inline text from the platform: every character markdown or HTML could act on becomes an
 * entity. Parentheses and `!` stay: they only act after a `]` or before a `[`, both escaped.
 * A bare URL would still become a link (GitHub links `https://…` and `www.…` in text): the `:`
 * of `://` and the dot of `www.` are entities too, so the address is shown, not linked.
 */
export function escapeText(text: string): string {
  return text
    .replace(/\r?\n|\r/g, ' ')
    .replace(/[&<>"|`*_[\]#~\\@$]/g, (char) => ENTITIES[char] ?? char)
    .replace(/:(?=\/\/)/g, '&#58;')
    .replace(/\b(www)\./gi, '$1&#46;');
}

/**
 * Platform text for a field GitHub shows as plain text (a check run's title, an annotation's
 * title and message): nothing there is read as markup, so entities would show as typed
 * (`BUILD&#95;ERROR`). One line, control characters out, the text otherwise as the platform wrote it.
 */
export function plainLine(text: string): string {
  let line = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    line += code < 0x20 || code === 0x7f ? ' ' : char;
  }
  return line.replace(/ {2,}/g, ' ').trim();
}

/** A safe http(s) URL for a markdown link target, or '' when the value is not one. */
export function linkTarget(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return '';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return '';
  return url.href.replace(/[()<> ]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** A link whose text is the URL itself; plain escaped text when the URL is not http(s). */
export function urlLink(value: string, text = value): string {
  const target = linkTarget(value);
  return target ? `[${escapeText(text)}](${target})` : escapeText(value);
}

const COMMIT_SHA = new RegExp(`^${COMMIT_PREFIX}$`, 'i');

/** The short SHA linked to the commit; any other image tag is shown as escaped text. */
export function commitLink(commit: string, serverUrl: string, repository: string): string {
  if (!commit) return 'unknown';
  if (!COMMIT_SHA.test(commit) || !repository) return escapeText(commit);
  const target = linkTarget(`${serverUrl.replace(/\/+$/, '')}/${repository}/commit/${commit}`);
  return target ? `[\`${shortCommit(commit)}\`](${target})` : `\`${shortCommit(commit)}\``;
}

/** 4.2s, 42s, 2m 05s, 1h 02m: precise when short, readable when long. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds)) return 'running';
  const value = Math.max(0, seconds);
  if (value < 10) return `${value.toFixed(1)}s`;
  const whole = Math.round(value);
  if (whole < 60) return `${whole}s`;
  if (whole < 3600) return `${Math.floor(whole / 60)}m ${String(whole % 60).padStart(2, '0')}s`;
  return `${Math.floor(whole / 3600)}h ${String(Math.floor((whole % 3600) / 60)).padStart(2, '0')}m`;
}

/** A UTC time a reviewer in any time zone can read: 2025-11-22 03:40 UTC. */
export function formatTime(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** A count with its noun, singular for one: `1 minute`, `3 minutes`. */
export function counted(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
