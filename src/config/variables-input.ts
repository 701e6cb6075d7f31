/**
 * The `variables` input: non-secret environment variables in the dotenv lines of `secrets`, whose
 * values may name the pull request and the preview's own URLs: `{number}`, `{sha}`, `{branch}`
 * and `{url:SERVICE}`. A brace that does not open a name (`{"a": 1}`) is text; a name that is
 * not one of these is refused, before anything is asked of the platform. `VAR=` with nothing after
 * it is left unset, as in `secrets` (dotenv.ts): a repository variable that is not set expands to
 * nothing too, and would blank what a preview cloned; `VAR=""` sets an empty value on purpose.
 */
import { readDotenv, type DotenvReading } from './dotenv.ts';
import { Invalid, type ReadEntry } from './parsers.ts';

export interface VariableEntry {
  key: string;
  /** As given, placeholders and all: the run fills them in (operations/rollout/environment-variables.ts). */
  value: string;
}

/** `{name}` or `{name:argument}`. */
const PLACEHOLDER = /\{([A-Za-z_][\w-]*)(?::([^{}]*))?\}/g;
const KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;
const PLAIN = new Set(['number', 'sha', 'branch']);
/** The variable that marks a preview as made from its blueprint (operations/environment/blueprint-mark.ts): the action's own. */
const OWN_KEYS = new Set(['PREVIEW_BLUEPRINT_ID']);

interface Placeholder {
  text: string;
  name: string;
  argument: string | undefined;
}

export function placeholdersIn(value: string): Placeholder[] {
  return [...value.matchAll(PLACEHOLDER)].map((match) => ({ text: match[0], name: match[1]!, argument: match[2] }));
}

/** The service names `{url:SERVICE}` asks for, each once, in order. */
export function urlServicesOf(variables: readonly VariableEntry[]): string[] {
  const names = variables.flatMap((variable) =>
    placeholdersIn(variable.value).flatMap((each) => (each.name === 'url' && each.argument ? [each.argument.trim()] : [])),
  );
  return [...new Set(names)];
}

/**
 * The pairs read, checked: keys as for secrets, each once and in one of the two inputs, and only
 * the placeholders this input knows. `{number}` and `{branch}` need the pull request the run acts
 * on, from its event or its command's comment.
 */
function variableEntries(reading: DotenvReading, hasPullRequest: boolean, secrets: readonly { key: string }[]): ReadEntry<VariableEntry>[] {
  const { entries, problem } = reading;
  const seen = new Set<string>();
  for (const { key, value, line } of entries) {
    if (!KEY.test(key)) throw new Invalid(`line ${line}: key must be letters, digits and underscores, not starting with a digit`);
    if (seen.has(key)) throw new Invalid(`line ${line}: key ${key} is set twice`);
    if (OWN_KEYS.has(key)) throw new Invalid(`line ${line}: ${key} is the action's own mark of a preview; choose another key`);
    // The platform keeps one variable or secret of a key: which value the services would see is not defined.
    if (secrets.some((secret) => secret.key === key))
      throw new Invalid(`line ${line}: key ${key} is in "secrets" too; set it in one of them`);
    seen.add(key);
    for (const { text, name, argument } of placeholdersIn(value)) {
      if (name === 'url') {
        if (!argument?.trim()) throw new Invalid(`line ${line}: ${text} must name a service, as in {url:web}`);
        continue;
      }
      if (!PLAIN.has(name) || argument !== undefined)
        throw new Invalid(`line ${line}: unknown placeholder ${text} (known: {number}, {sha}, {branch}, {url:SERVICE})`);
      if (name !== 'sha' && !hasPullRequest) throw new Invalid(`line ${line}: ${text} needs a pull request event`);
    }
  }
  if (problem !== undefined) throw new Invalid(problem);
  const aliasing = entries.find((entry) => entries.some((other) => other.key === entry.value));
  if (aliasing) throw new Invalid(aliasRefusal(aliasing.key, aliasing.value, 'a key of this input'));
  return entries.map(({ key, value, unset }) => ({ key, value, ...(unset ? { unset } : {}) }));
}

/**
 * A variable whose value is the key of another makes the platform store it as an alias of that
 * one (the vendor's OpenAPI): its literal value would be lost. `where` says whose key it is.
 */
export function aliasRefusal(key: string, value: string, where: string): string {
  return `${key}=${value}: ${value} is ${where}, so the platform would make ${key} an alias of ${value} rather than hold the text "${value}"; use another value`;
}

/** The `variables` input as given, read and checked (variableEntries). */
export function variablesOf(
  raw: { variables?: string | undefined },
  hasPullRequest: boolean,
  secrets: readonly { key: string }[],
): ReadEntry<VariableEntry>[] {
  return variableEntries(readDotenv(raw.variables ?? ''), hasPullRequest, secrets);
}
