/**
 * GitHub Actions' expression language, the part a workflow's `if:` and `${{ }}` use on an event's
 * fields: property paths (a missing one is null), string, number and boolean literals, `!`, `==`,
 * `!=`, `&&`, `||` and parentheses, with GitHub's documented loose equality (different types are
 * compared as numbers: null and '' are 0, true 1; strings compare ignoring case) and truthiness
 * (null, false, 0, '' are falsy; `&&` and `||` give an operand, as in JavaScript).
 */
type Value = string | number | boolean | null | object;

const TOKEN = /\s*(?:(==|!=|&&|\|\||!|\(|\))|'((?:[^']|'')*)'|(-?\d+(?:\.\d+)?)|([A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*)*))/y;

type Token = { op: string } | { text: string } | { number: number } | { path: string };

function tokens(expression: string): Token[] {
  const found: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < expression.length) {
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(expression);
    if (!match) throw new Error(`cannot read the expression at ${at}: ${expression.slice(at)}`);
    if (match[1]) found.push({ op: match[1] });
    else if (match[2] !== undefined) found.push({ text: match[2].replaceAll("''", "'") });
    else if (match[3]) found.push({ number: Number(match[3]) });
    else found.push({ path: match[4]! });
  }
  return found;
}

function asNumber(value: Value): number {
  if (value === null) return 0;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return value.trim() === '' ? 0 : Number(value);
  return Number.NaN;
}

function looselyEqual(a: Value, b: Value): boolean {
  if (typeof a === 'string' && typeof b === 'string') return a.toLowerCase() === b.toLowerCase();
  if (typeof a === 'object' && a !== null) return a === b;
  if (typeof a === typeof b && a !== null) return a === b;
  return asNumber(a) === asNumber(b);
}

function truthy(value: Value): boolean {
  return !(value === null || value === false || value === 0 || value === '' || Number.isNaN(value));
}

function lookUp(context: Record<string, unknown>, path: string): Value {
  if (path === 'true' || path === 'false') return path === 'true';
  if (path === 'null') return null;
  let value: unknown = context;
  for (const key of path.split('.')) {
    value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }
  return value === undefined ? null : (value as Value);
}

/** The value of `expression` (with or without `${{ }}`) in `context` (`{ github: { event } }`). */
export function evaluate(expression: string, context: Record<string, unknown>): Value {
  const list = tokens(
    expression
      .trim()
      .replace(/^\$\{\{([\s\S]*)\}\}$/, '$1')
      .trim(),
  );
  let at = 0;
  const peek = (op: string) => {
    const next = list[at];
    return next !== undefined && 'op' in next && next.op === op;
  };
  const or = (): Value => {
    let left = and();
    while (peek('||')) {
      at++;
      const right = and();
      left = truthy(left) ? left : right;
    }
    return left;
  };
  const and = (): Value => {
    let left = equality();
    while (peek('&&')) {
      at++;
      const right = equality();
      left = truthy(left) ? right : left;
    }
    return left;
  };
  const equality = (): Value => {
    const left = unary();
    if (peek('==') || peek('!=')) {
      const negate = peek('!=');
      at++;
      const equal = looselyEqual(left, unary());
      return negate ? !equal : equal;
    }
    return left;
  };
  const unary = (): Value => {
    if (peek('!')) {
      at++;
      return !truthy(unary());
    }
    const token = list[at++];
    if (token === undefined) throw new Error(`the expression ends early: ${expression}`);
    if ('op' in token && token.op === '(') {
      const inner = or();
      if (!peek(')')) throw new Error(`a ( is not closed: ${expression}`);
      at++;
      return inner;
    }
    if ('text' in token) return token.text;
    if ('number' in token) return token.number;
    if ('path' in token) return lookUp(context, token.path);
    throw new Error(`unexpected ${token.op} in ${expression}`);
  };
  const value = or();
  if (at !== list.length) throw new Error(`cannot read the rest of the expression: ${expression}`);
  return value;
}

/** A `${{ }}` in a string, as the runner fills it in: null is ''. */
export function interpolate(text: string, context: Record<string, unknown>): string {
  return text.replace(/\$\{\{([\s\S]*?)\}\}/g, (_all, inner: string) => {
    const value = evaluate(inner, context);
    return value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  });
}
