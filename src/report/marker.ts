/**
 * The hidden marker that makes a comment "the" comment of one environment, and carries what a
 * later run needs to decide whether it may write: the commit (image tag) shown, the pull request
 * head the writing run was started for, when, and in what phase, plus the one-line history entry
 * of what the comment shows now.
 */
import { createHash } from 'node:crypto';

export type CommentPhase = 'deploying' | 'result' | 'cancelled' | 'deleted';

export interface Marker {
  environment: string;
  /** The image tag the comment shows, as the user gave it. */
  commit: string;
  /** The pull request head commit of the run that wrote it; '' in markers written before it was kept. */
  head: string;
  at: string;
  phase: CommentPhase;
  /** The history line of the comment's current content ('' while deploying). */
  line: string;
}

const PREFIX = '<!-- platform-deploy-report';
const PATTERN =
  /<!-- platform-deploy-report env:([0-9a-f]+) commit:(\S*)(?: head:([0-9a-f]*))? at:(\S+) phase:(deploying|result|cancelled|deleted) line:([A-Za-z0-9_-]*) -->/;

/** Names differ in case only in how people type them; the platform treats them as one. */
export function environmentHash(environmentName: string): string {
  return createHash('sha256').update(environmentName.trim().toLowerCase()).digest('hex').slice(0, 16);
}

/** What a comment must contain to be a candidate for this environment. */
export function markerNeedle(hash: string): string {
  return `${PREFIX} env:${hash} `;
}

function writeMarker(marker: Marker): string {
  const line = Buffer.from(marker.line, 'utf8').toString('base64url');
  // Commits are image tags (letters, digits, _ . -); anything else would break the pattern.
  const commit = marker.commit.replace(/[^\w.-]/g, '');
  const head = marker.head.toLowerCase().replace(/[^0-9a-f]/g, '');
  return `${PREFIX} env:${marker.environment} commit:${commit} head:${head} at:${marker.at} phase:${marker.phase} line:${line} -->`;
}

export function readMarker(body: string): Marker | undefined {
  const match = PATTERN.exec(body);
  if (!match) return undefined;
  const [, environment, commit, head, at, phase, line] = match;
  return {
    environment: environment!,
    commit: commit!,
    head: head ?? '',
    at: at!,
    phase: phase as CommentPhase,
    line: Buffer.from(line!, 'base64url').toString('utf8'),
  };
}

/** The history lines folded into a body's `<details>`, newest first. */
function readHistory(body: string): string[] {
  const start = body.indexOf('<summary>Earlier results');
  if (start < 0) return [];
  const end = body.indexOf('</details>', start);
  const block = body.slice(start, end < 0 ? undefined : end);
  return block
    .split('\n')
    .filter((line) => line.startsWith('- '))
    .map((line) => line.slice(2));
}

/**
 * History for the next body: what the comment shows now (unless it is only a "deploying"
 * note) goes on top of what it had folded already.
 */
export function nextHistory(body: string | undefined): string[] {
  if (body === undefined) return [];
  const marker = readMarker(body);
  const earlier = readHistory(body);
  return marker && marker.phase !== 'deploying' && marker.line ? [marker.line, ...earlier] : earlier;
}

export function commentBody(marker: Marker, markdown: string): string {
  return `${writeMarker(marker)}\n${markdown}`;
}

/** A "deploying" note of this run (its commit and head), not yet replaced by a result or another run's note. */
export function isOwnNote(marker: Marker | undefined, commit: string, head: string): boolean {
  return marker?.phase === 'deploying' && marker.commit === commit && marker.head === head;
}
