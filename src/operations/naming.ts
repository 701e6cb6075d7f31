/**
 * The preview environment's name: the `preview-name` template rendered for a pull request and
 * sanitised to what the platform accepts (a DNS label: lower case, letters, digits and dashes,
 * at most 63 characters), always keeping the pull request's number so cleanup can check it.
 */
export const MAX_NAME_LENGTH = 63;

export interface NameParts {
  environment: string;
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

function render(template: string, parts: NameParts): string {
  return sanitise(
    template
      .replaceAll('{environment}', parts.environment)
      .replaceAll('{branch}', parts.branch)
      .replaceAll('{number}', String(parts.number)),
  );
}

export function previewName(template: string, parts: NameParts): string {
  let environment = sanitise(parts.environment);
  let branch = sanitise(parts.branch);
  let name = render(template, { ...parts, environment, branch });
  // Shorten the longer of the free-text parts until the name fits; the number is never cut.
  while (name.length > MAX_NAME_LENGTH && (environment.length > 1 || branch.length > 1)) {
    if (branch.length >= environment.length && template.includes('{branch}')) branch = branch.slice(0, -1);
    else environment = environment.slice(0, -1);
    name = render(template, { ...parts, environment, branch });
  }
  return name.slice(0, MAX_NAME_LENGTH).replace(/-+$/, '');
}

/** True when the name carries the number as a whole token (`app-pr-12`, not `app-pr-123`). */
export function nameCarriesNumber(name: string, number: number): boolean {
  return new RegExp(`(^|[^0-9])${number}([^0-9]|$)`).test(name);
}

export function sameName(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}
