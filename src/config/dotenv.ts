/**
 * The `secrets` input in the dotenv rules users know from .env files: `KEY=VALUE` lines, an
 * optional `export `, `#` comments, double-quoted values that span lines and take `\n`-style
 * escapes, single-quoted values kept literally (also across lines). A problem is named by its
 * line number and never by its text, which may hold a secret.
 *
 * `KEY=` with nothing after `=` is what `KEY=${{ secrets.NAME }}` becomes when the repository has
 * no secret NAME: GitHub expands a missing one to nothing. Such a pair is read as unset, not as
 * an empty value; `KEY=""` (or `KEY=''`) is an empty value on purpose.
 */

interface DotenvEntry {
  key: string;
  value: string;
  /** 1-based line where the pair starts. */
  line: number;
  /** Nothing after `=`, not even quotes: most likely a repository secret or variable that is not set. */
  unset?: true;
}

export interface DotenvReading {
  /** The pairs read, in order; when `problem` is set, those before it. */
  entries: DotenvEntry[];
  problem?: string;
}

const PAIR = /^(?:export\s+)?([^=\s]+)\s*=\s*(.*)$/s;
const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', '"': '"', '\\': '\\' };

function unescapeDouble(text: string): string {
  return text.replace(/\\([nrt"\\])/g, (_match, char: string) => ESCAPES[char] ?? char);
}

/** Where the closing quote is in `text`, or -1; a double quote may be escaped. */
function closingQuote(text: string, quote: string): number {
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quote === '"' && char === '\\') index++;
    else if (char === quote) return index;
  }
  return -1;
}

/** An unquoted value ends at a ` #` comment, as in docker compose and python-dotenv. */
function unquoted(text: string): string {
  const comment = /\s#/.exec(text);
  return (comment ? text.slice(0, comment.index) : text).trim();
}

const HOW = 'write one KEY=VALUE a line, and a value that spans lines (a PEM key) in double quotes, KEY="first line…last line"';

export function readDotenv(text: string): DotenvReading {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const entries: DotenvEntry[] = [];
  const fail = (problem: string): DotenvReading => ({ entries, problem });
  // The likely cause of a stray line: the unquoted value of the pair just above it ran on over lines.
  let unquotedAbove: DotenvEntry | undefined;
  for (let index = 0; index < lines.length; index++) {
    const number = index + 1;
    const line = (lines[index] ?? '').trim();
    if (line === '' || line.startsWith('#')) continue;
    const pair = PAIR.exec(line);
    if (!pair) {
      const above = unquotedAbove?.line === number - 1 ? unquotedAbove : undefined;
      const cause = above ? ` (the value of ${above.key} on line ${above.line} may go on over lines without quotes)` : '';
      return fail(`line ${number} is not KEY=VALUE${cause}: ${HOW}`);
    }
    const key = pair[1] ?? '';
    const rest = pair[2] ?? '';
    const quote = rest[0];
    unquotedAbove = undefined;
    if (quote !== '"' && quote !== "'") {
      const value = unquoted(rest);
      unquotedAbove = { key, value, line: number, ...(value === '' ? { unset: true as const } : {}) };
      entries.push(unquotedAbove);
      continue;
    }
    // A quoted value runs to its closing quote, on this line or a later one.
    let body = rest.slice(1);
    let end = closingQuote(body, quote);
    while (end < 0 && index + 1 < lines.length) {
      index++;
      body += `\n${lines[index] ?? ''}`;
      end = closingQuote(body, quote);
    }
    if (end < 0) return fail(`line ${number}: the quoted value is never closed`);
    const after = body.slice(end + 1).trim();
    if (after !== '' && !after.startsWith('#')) return fail(`line ${index + 1}: unexpected text after the closing quote`);
    const raw = body.slice(0, end);
    entries.push({ key, value: quote === '"' ? unescapeDouble(raw) : raw, line: number });
  }
  return { entries };
}
