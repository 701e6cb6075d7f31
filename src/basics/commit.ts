/** How the action names a commit, and what passes for one: one rule for every file. */

/** The characters of a commit a line shows, as git abbreviates it. */
const SHORT_LENGTH = 7;

/** A commit named by at least its short length of hex characters, up to a whole SHA-256: text for a pattern. */
export const COMMIT_PREFIX = `[0-9a-f]{${SHORT_LENGTH},64}`;

/** A commit in a line as shortCommit writes it: text for a pattern that reads one back. */
export const SHORT_COMMIT = `[0-9a-f]{${SHORT_LENGTH}}`;

/** A whole commit SHA, as git and GitHub write it (SHA-1, or SHA-256 in a repository made so). */
export const FULL_SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/i;

/** A commit in a line of text: its first characters, as git abbreviates it. */
export function shortCommit(sha: string | undefined): string {
  return (sha ?? '').slice(0, SHORT_LENGTH);
}

/** A service's version in a line: a commit by its short SHA, an image tag as it is, `none` for none. */
export function shortVersion(version: string | null): string {
  if (version === null) return 'none';
  return FULL_SHA.test(version) ? shortCommit(version) : version;
}
