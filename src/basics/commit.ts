/** How the action names a commit in a line of text. */

/** A commit in a line of text: its first 7 characters, as git abbreviates it. */
export function shortCommit(sha: string): string {
  return sha.slice(0, 7);
}
