/**
 * The words the inputs, the operations and the report share. This module imports nothing of
 * ours, so each of them can use it without one depending on another.
 */

/** What the `operation` input may resolve to, and what the report names a run by. */
export const OPERATION_NAMES = ['preview', 'deploy', 'cleanup', 'stop', 'status', 'sweep', 'rollback', 'promote'] as const;
export type OperationName = (typeof OPERATION_NAMES)[number];

/** How the `comment` input has the report treat the pull request comment. */
export const COMMENT_MODES = ['update', 'recreate', 'off'] as const;
export type CommentMode = (typeof COMMENT_MODES)[number];

/**
 * A name as compared: Unicode composed (NFC), so "Café" typed composed matches one stored
 * decomposed, and case-folded (upper then lower case, so "STRASSE" matches "straße" and a final
 * sigma its other forms), as the platform compares names regardless of letter case.
 */
export function foldedName(name: string): string {
  return name.normalize('NFC').toUpperCase().toLowerCase().normalize('NFC');
}

export function sameName(a: string, b: string): boolean {
  return foldedName(a) === foldedName(b);
}
