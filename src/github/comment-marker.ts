/**
 * The hidden marker that makes a comment "the" comment of one environment, and carries what a
 * later run needs to decide whether it may write: the commit (image tag) shown, the pull request
 * head the writing run was started for, when, and in what phase, plus the one-line history entry
 * of what the comment shows now and the earlier entries.
 *
 * The marker is the first line of the bot's own comment and every free-text member is base64url:
 * nothing a build prints into the comment (a log line that reads like a marker, a fake "Earlier
 * results" list) can be taken for it, and the history is read from it, never from the body.
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
  /** The earlier history lines the comment shows, newest first. */
  history: string[];
  /**
   * What the next run of the pull request may reuse, sealed by the operation that learned it
   * (run/carried.ts): opaque here, and proven or ignored by the run that reads it.
   */
  state?: string;
  /**
   * When a run of the pull request last renewed its preview without deploying (epoch ms): a push
   * affected-only found nothing to deploy for, which the platform's history does not record. Read
   * by a preview's life (github/preview-notes.ts) only from the token's own comment, and only to
   * postpone: its idle counts from the newest of this and the platform's own dates.
   */
  renewed?: number;
}

/** How many earlier results a comment keeps (and shows, when they fit). */
export const HISTORY_KEPT = 10;

/** GitHub refuses a comment whose body, marker included, is longer. */
const COMMENT_LIMIT = 65_536;

/**
 * The most the marker takes of the comment. What it carries are hints (the results before, what
 * a later run may skip): one that does not fit is left out, the oldest result first, and a later
 * run only does more work or shows a shorter history for it, never another result.
 */
const MARKER_LIMIT = 4_096;

/** A history line is a line of ours (about 200 characters); a longer one is not kept. */
const LINE_LIMIT = 1_000;

/** The sealed state is a few ids; one longer than this is left out rather than crowding the report. */
const STATE_LIMIT = 1_024;

/** An image tag is at most 128 characters (the registries' limit). */
const COMMIT_LIMIT = 128;

export const MARKER_PREFIX = '<!-- platform-deploy-report';
const PREFIX = MARKER_PREFIX;
const PATTERN =
  /^<!-- platform-deploy-report env:([0-9a-f]+) commit:(\S*)(?: head:([0-9a-f]*))? at:(\S+) phase:(deploying|result|cancelled|deleted) line:([A-Za-z0-9_-]*)(?: history:([A-Za-z0-9_-]*))?(?: state:([A-Za-z0-9_.-]*))?(?: renewed:(\d{1,15}))? -->(?:\n|$)/;

/** Names differ in case only in how people type them; the platform treats them as one. */
export function environmentHash(environmentName: string): string {
  return createHash('sha256').update(environmentName.trim().toLowerCase()).digest('hex').slice(0, 16);
}

/** Whether a comment's body opens with this environment's marker: a candidate to be its comment. */
export function isMarkedFor(body: string, hash: string): boolean {
  return body.startsWith(`${PREFIX} env:${hash} `);
}

const encode = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const decode = (text: string) => Buffer.from(text, 'base64url').toString('utf8');

function writeMarker(marker: Marker): string {
  const line = encode(marker.line);
  const history = encode(JSON.stringify(marker.history.slice(0, HISTORY_KEPT)));
  // Commits are image tags (letters, digits, _ . -); anything else would break the pattern.
  const commit = marker.commit.replace(/[^\w.-]/g, '');
  const head = marker.head.toLowerCase().replace(/[^0-9a-f]/g, '');
  const state = marker.state ? ` state:${marker.state.replace(/[^\w.-]/g, '')}` : '';
  const renewed =
    marker.renewed !== undefined && Number.isSafeInteger(marker.renewed) && marker.renewed >= 0 ? ` renewed:${marker.renewed}` : '';
  return `${PREFIX} env:${marker.environment} commit:${commit} head:${head} at:${marker.at} phase:${marker.phase} line:${line} history:${history}${state}${renewed} -->`;
}

/**
 * The marker as it is written, within its limit: a line or a state too long to be ours left out,
 * then the oldest results until it fits (the state and the line last). The comment shows the history its marker keeps.
 */
export function fitMarker(marker: Marker): Marker {
  const fitted: Marker = {
    ...marker,
    commit: marker.commit.slice(0, COMMIT_LIMIT),
    head: marker.head.slice(0, 40),
    line: marker.line.length <= LINE_LIMIT ? marker.line : '',
    history: marker.history.slice(0, HISTORY_KEPT).filter((line) => line.length <= LINE_LIMIT),
  };
  if (fitted.state !== undefined && fitted.state.length > STATE_LIMIT) delete fitted.state;
  while (writeMarker(fitted).length > MARKER_LIMIT && fitted.history.length > 0) fitted.history = fitted.history.slice(0, -1);
  // A line of wide characters is three times its length in the marker: the state, then the line, go too.
  if (writeMarker(fitted).length > MARKER_LIMIT) delete fitted.state;
  if (writeMarker(fitted).length > MARKER_LIMIT) fitted.line = '';
  return fitted;
}

/** The characters the markdown may take beside the marker in one comment. */
export function commentRoom(marker: Marker): number {
  return COMMENT_LIMIT - writeMarker(fitMarker(marker)).length - 1;
}

export function readMarker(body: string): Marker | undefined {
  const match = PATTERN.exec(body);
  if (!match) return undefined;
  const [, environment, commit, head, at, phase, line, history, state, renewed] = match;
  return {
    environment: environment!,
    commit: commit!,
    head: head ?? '',
    at: at!,
    phase: phase as CommentPhase,
    line: decode(line!),
    history: history === undefined ? [] : historyOf(decode(history)),
    ...(state ? { state } : {}),
    ...(renewed ? { renewed: Number(renewed) } : {}),
  };
}

function historyOf(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((line): line is string => typeof line === 'string').slice(0, HISTORY_KEPT) : [];
  } catch {
    return [];
  }
}

/**
 * History for the next body: what the comment shows now (unless it is only a "deploying"
 * note) goes on top of what its marker kept. A marker written before the history was kept in it
 * gives only its own line: the list in such a body cannot be told from one a build printed.
 */
export function nextHistory(body: string | undefined): string[] {
  const marker = body === undefined ? undefined : readMarker(body);
  if (!marker) return [];
  const now = marker.phase !== 'deploying' && marker.line ? [marker.line] : [];
  return [...now, ...marker.history].slice(0, HISTORY_KEPT);
}

export function commentBody(marker: Marker, markdown: string): string {
  return `${writeMarker(fitMarker(marker))}\n${markdown}`;
}

/** A "deploying" note of this run (its commit and head), not yet replaced by a result or another run's note. */
export function isOwnNote(marker: Marker | undefined, commit: string, head: string): boolean {
  return marker?.phase === 'deploying' && marker.commit === commit && marker.head === head;
}
