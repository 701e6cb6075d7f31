/**
 * One write of an environment's sticky comment: the thread read, whether this run may write
 * over what it holds, and the comment updated or posted. What the comment ends showing is what
 * the preview runs: the result that settled last, unless it would replace the result of the
 * pull request's current head with another head's.
 */
import { shortCommit } from '../basics/commit.ts';
import type { CommentMode } from '../basics/names.ts';
import { errorMessage } from '../basics/error-message.ts';
import { isTooLong, mayReplace, PullRequestComment, type StickyComment } from '../github/sticky-comment.ts';
import type { GitHubClient } from '../github/octokit.ts';
import type { FinalReport } from './post-state.ts';
import { historyLine, mainLink, renderReport, type ReportContext } from './markdown.ts';
import {
  commentBody,
  commentRoom,
  environmentHash,
  fitMarker,
  isOwnNote,
  nextHistory,
  type CommentPhase,
  type Marker,
} from '../github/comment-marker.ts';
import type { PostState } from './report-types.ts';

export interface CommentWrite {
  phase: CommentPhase;
  /** The image tag shown. */
  commit: string;
  /** The pull request head of the writing run, compared with the pull request's current head. */
  head: string;
  /** For a result, when the run settled (ISO); the marker keeps it, so a later write can tell which result is newer. */
  at?: string;
  line: string;
  /** The markdown for this history within `room` characters, naming the pull request's newer head when there is one. */
  render: (history: string[], newerHead: string, room: number) => string;
  /** Cleanup and cancellation only change a comment that exists; they never start one. */
  onlyExisting?: boolean;
  when?: (existing: StickyComment) => boolean;
  /** A deleted preview is news whatever commit the comment shows. */
  ignoreHead?: boolean;
  /** What the run learned for the next one (comment-marker.ts `state`); without it the comment keeps what it carried, unless the preview was deleted. */
  state?: string;
  /** A run that renewed the preview without deploying: when (epoch ms); without it the comment keeps the record it carried, unless the preview was deleted. */
  renewed?: number;
}

export interface CommentTarget {
  client: GitHubClient;
  owner: string;
  repo: string;
  pullRequest: number;
  environmentName: string;
  mode: CommentMode;
  /** The login whose comments are ours ('' asks the token). */
  author: string;
  /** The comment this run made at its start (0 if none): it is edited even with `recreate`. */
  ownCommentId: number;
  now: () => Date;
  info: (line: string) => void;
  warning: (line: string) => void;
}

/**
 * What a write shrinks to after GitHub refused a body as too long (it counts otherwise than we
 * do, or its limit fell): a quarter of the room, then the headline alone beside a marker without
 * history or state. The same body is never sent twice.
 */
const SHORTER = 4;
const HEADLINE_ROOM = 2_000;

const isResult = (phase: CommentPhase | undefined) => phase === 'result' || phase === 'deleted';

/** Writes the comment; the comment now (undefined when there is none and this write starts none) and the login asked. */
export async function writeSticky(
  target: CommentTarget,
  write: CommentWrite,
): Promise<{ comment: StickyComment | undefined; login: string }> {
  const hash = environmentHash(target.environmentName);
  const thread = new PullRequestComment(
    target.client,
    { owner: target.owner, repo: target.repo, number: target.pullRequest },
    hash,
    target.author,
  );
  const found = await thread.find();
  const login = await thread.ownLogin();
  const existing = found.at(-1);
  if (write.onlyExisting && !existing) return { comment: undefined, login };
  if (existing && write.when && !write.when(existing)) return { comment: existing, login };
  const head = write.ignoreHead ? '' : await currentHead(thread, target);
  const at = write.at ?? target.now().toISOString();
  if (!mayReplace(existing?.marker, { phase: write.phase, head: write.head, at }, head)) {
    target.info(
      `This run is for ${shortCommit(write.head)}; the comment holds a newer result (${shortCommit(existing?.marker?.head) || existing?.marker?.commit}) and is left as it is`,
    );
    return { comment: existing, login };
  }
  const newerHead = head && write.head && head !== write.head && isResult(write.phase) ? head : '';
  if (newerHead)
    target.info(`The pull request's head is now ${shortCommit(newerHead)}: the comment shows this run's result and names that commit`);
  const given: Marker = {
    environment: hash,
    commit: write.commit,
    head: write.head,
    at,
    phase: write.phase,
    line: write.line,
    history: nextHistory(existing?.body),
  };
  const state = write.state ?? (write.phase === 'deleted' ? undefined : existing?.marker?.state);
  if (state) given.state = state;
  const renewed = write.renewed ?? (write.phase === 'deleted' ? undefined : existing?.marker?.renewed);
  if (renewed !== undefined) given.renewed = renewed;
  const marker = fitMarker(given);
  const { state: _hint, ...bare } = marker;
  const tries = [
    { marker, room: commentRoom(marker) },
    { marker, room: Math.floor(commentRoom(marker) / SHORTER) },
    { marker: { ...bare, history: [] }, room: HEADLINE_ROOM },
  ];
  for (let index = 0; ; index++) {
    const each = tries[index]!;
    const body = commentBody(each.marker, write.render(each.marker.history, newerHead, each.room));
    try {
      return { comment: await put(thread, target, { existing, found, head }, body, each.marker), login };
    } catch (error) {
      if (!isTooLong(error) || index === tries.length - 1) throw error;
      target.warning(
        `GitHub refused the pull request comment as too long (${body.length} characters): ${index === 0 ? 'writing a shorter one' : 'writing its headline only; the job summary has the report'}`,
      );
    }
  }
}

/** Updates the comment in place (the `update` mode, or this run's own) or posts it anew at the bottom. */
async function put(
  thread: PullRequestComment,
  target: CommentTarget,
  seen: { existing: StickyComment | undefined; found: StickyComment[]; head: string },
  body: string,
  marker: Marker,
): Promise<StickyComment> {
  const { existing, found } = seen;
  if (existing && (target.mode === 'update' || existing.id === target.ownCommentId)) {
    const comment = await thread.update(existing.id, body);
    // Two runs that could not see each other's comment in time each left one: this one stays.
    for (const twin of found) if (twin.id !== existing.id) await thread.remove(twin.id);
    target.info(`Pull request comment updated: ${comment.url}`);
    return comment;
  }
  for (const old of found) await thread.remove(old.id);
  const comment = await thread.post(body, marker, seen.head, target.info);
  target.info(`Pull request comment posted: ${comment.url}`);
  return comment;
}

/** The pull request's head now, '' when GitHub did not say: the log names the failed read. */
async function currentHead(thread: PullRequestComment, target: CommentTarget): Promise<string> {
  try {
    return await thread.headSha();
  } catch (error) {
    target.info(
      `Could not read pull request #${target.pullRequest}'s head from GitHub (${errorMessage(error)}): the comment is written without knowing whether a newer commit overtook this run`,
    );
    return '';
  }
}

/** The comment a result writes, or undefined when it writes none. */
export function resultWrite(
  final: FinalReport,
  started: PostState | undefined,
  runHead: string,
  context: ReportContext,
  /** Given the job summary's markdown, written from the same history as the comment. */
  rendered: (summary: string) => void,
): (CommentWrite & { environmentName: string }) | undefined {
  const { result } = final;
  const environmentName = started?.environmentName || result.environmentName;
  // A run overtaken by a newer commit after its "deploying" note: the note says so, unless a newer run's replaced it.
  const overtaken = result.outcome === 'skipped' && (started?.commentId ?? 0) > 0 && result.unchangedSince === undefined;
  // affected-only found no service changed: the comment says so, above the result the preview still runs.
  const unchanged = result.outcome === 'skipped' && result.unchangedSince !== undefined;
  // A preview refused for max-previews is skipped, and the comment says which previews hold the places.
  const refused = result.openPreviews !== undefined;
  // A pull request that changes only skip-paths: the comment says why it has no preview, and how to get one.
  const ruledOut = result.skippedPaths !== undefined;
  if (
    (result.outcome === 'skipped' && !overtaken && !unchanged && !refused && !ruledOut) ||
    result.operation === 'status' ||
    !environmentName
  ) {
    return undefined;
  }
  const deleted = result.operation === 'cleanup' && result.outcome === 'success';
  const at = new Date(final.settledAt);
  let summarised = false;
  return {
    environmentName,
    phase: deleted ? 'deleted' : 'result',
    commit: result.commit || started?.commit || '',
    head: started?.headSha || runHead,
    at: final.settledAt,
    line: historyLine(
      {
        outcome: deleted ? 'deleted' : result.outcome,
        commit: result.commit,
        durationSeconds: result.durationSeconds,
        at,
        ...(mainLink(result) ? { link: mainLink(result)! } : {}),
      },
      context,
    ),
    render: (history, newerHead, room) => {
      const full = { ...context, history, at, ...(newerHead ? { newerHead } : {}) };
      // The summary from the first, whole history: a shorter comment GitHub asked for leaves it as it is.
      if (!summarised) rendered(renderReport(result, full, 'summary'));
      summarised = true;
      return renderReport(result, full, 'comment', room);
    },
    onlyExisting: result.operation === 'cleanup' || overtaken,
    ...(result.carry ? { state: result.carry } : {}),
    // The push deployed nothing, so the platform's history keeps no date of it: the marker does, for the preview's idle.
    ...(unchanged && result.operation === 'preview' ? { renewed: Date.parse(final.settledAt) } : {}),
    // A cleanup or a stop is about the environment, not about the commit at the pull request's head.
    ignoreHead: result.operation === 'cleanup' || result.operation === 'stop',
    ...(overtaken && started ? { when: (existing: StickyComment) => isOwnNote(existing.marker, started.commit, started.headSha) } : {}),
  };
}
