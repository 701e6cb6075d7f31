/**
 * The preview environment's name: the `preview-name` template rendered for a pull request and
 * sanitised to what the platform accepts (a DNS label: lower case, letters, digits and dashes,
 * at most 63 characters), always keeping the pull request's number so cleanup can check it.
 *
 * Two blueprints never get one name: when sanitising drops letters or digits of the blueprint's
 * name (`ストア`, `Café`) or the name must be shortened to fit, `{environment}` also carries a
 * short suffix of the blueprint's id. A name that only loses case, blanks or punctuation keeps its
 * plain form, the one earlier versions made; the preview's mark (environment/blueprint-mark.ts) tells those apart.
 */
export const MAX_NAME_LENGTH = 63;

/** Characters of the blueprint's id in the suffix: enough that two blueprints of a project never share one. */
const SUFFIX_LENGTH = 6;

export interface NameParts {
  environment: string;
  /** The blueprint's id, the source of the suffix. */
  blueprintId: string;
  number: number;
  branch: string;
}

function sanitise(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Whether sanitising drops a letter or digit: a name in another script, an accented letter. */
function losesLetters(value: string): boolean {
  return /[\p{L}\p{N}]/u.test(value.replace(/[a-z0-9]/gi, ''));
}

function render(template: string, parts: Omit<NameParts, 'blueprintId'>): string {
  return sanitise(
    template
      .replaceAll('{environment}', parts.environment)
      .replaceAll('{branch}', parts.branch)
      .replaceAll('{number}', String(parts.number)),
  );
}

export function previewName(template: string, parts: NameParts): string {
  const suffix = parts.blueprintId
    .replace(/[^0-9a-z]/gi, '')
    .toLowerCase()
    .slice(0, SUFFIX_LENGTH);
  let environment = sanitise(parts.environment);
  let branch = sanitise(parts.branch);
  let suffixed = suffix !== '' && (environment === '' || losesLetters(parts.environment));
  const named = () => {
    const shown = suffixed ? [environment, suffix].filter(Boolean).join('-') : environment;
    return render(template, { ...parts, environment: shown, branch });
  };
  let name = named();
  // Shorten the longer of the free-text parts until the name fits; the number and the suffix are never cut.
  while (name.length > MAX_NAME_LENGTH && (environment.length > 1 || branch.length > 1)) {
    if (branch.length >= environment.length && template.includes('{branch}')) branch = branch.slice(0, -1);
    else {
      environment = environment.slice(0, -1).replace(/-+$/, '');
      suffixed = suffix !== '';
    }
    name = named();
  }
  return name.slice(0, MAX_NAME_LENGTH).replace(/-+$/, '');
}

/** True when the name carries the number as a whole token (`app-pr-12`, not `app-pr-123`). */
export function nameCarriesNumber(name: string, number: number): boolean {
  return new RegExp(`(^|[^0-9])${number}([^0-9]|$)`).test(name);
}

/**
 * The pull request numbers for which the `preview-name` template could have produced `name`
 * (normally one; more only for templates that run a branch straight into the number). Each
 * candidate is checked by rendering the template again with `previewName`, so a name is only
 * ever matched the way it would have been made. The branch is unknown here: every piece of the
 * name is tried as the (already sanitised, possibly shortened) branch.
 */
export function previewNumbers(template: string, name: string, blueprint: { name: string; id: string }): number[] {
  const wanted = name.toLowerCase();
  if (wanted.length > MAX_NAME_LENGTH) return [];
  const numbers = new Set(
    [...wanted.matchAll(/\d+/g)]
      .map((match) => match[0])
      .filter((digits) => /^[1-9]\d*$/.test(digits))
      .map(Number),
  );
  const branches = template.includes('{branch}') ? branchCandidates(wanted) : [''];
  return [...numbers].filter(
    (number) =>
      Number.isSafeInteger(number) &&
      nameCarriesNumber(wanted, number) &&
      branches.some(
        (branch) => previewName(template, { environment: blueprint.name, blueprintId: blueprint.id, number, branch }) === wanted,
      ),
  );
}

/** Every piece of the name that a sanitised branch could be: no dash at either end, or none at all. */
function branchCandidates(name: string): string[] {
  const pieces = new Set<string>(['']);
  for (let start = 0; start < name.length; start++) {
    if (name[start] === '-') continue;
    for (let end = start + 1; end <= name.length; end++) {
      if (name[end - 1] !== '-') pieces.add(name.slice(start, end));
    }
  }
  return [...pieces];
}
