/**
 * What a run does with its event: `auto` picks the operation from the event GitHub sent, and
 * any operation is then held to what the event allows (a deleted ref deploys nothing, a
 * `preview-label` previews only while the pull request carries it). A run with nothing to do is
 * a SkippedRun, decided before any request.
 */
import { shortCommit } from '../basics/commit.ts';
import type { OperationName } from '../basics/names.ts';
import { COMMAND_OPERATIONS, commandIn } from './preview-command.ts';
import type { RunEvent } from './event.ts';

/** The events `auto` acts on: a pull request's own events preview and clean up, these deploy. */
const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target']);
const DEPLOY_EVENTS = new Set(['push', 'workflow_dispatch']);

/** A run with nothing to do: skipped with a notice naming why, before any request. */
export class SkippedRun extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SkippedRun';
  }
}

/**
 * `auto` on an event it does not handle: nothing is guessed. A merge queue's run, a
 * release or a schedule with a preview's inputs would otherwise deploy the blueprint itself.
 */
class UnhandledEvent extends SkippedRun {
  constructor(eventName: string) {
    super(
      `operation auto does not handle the ${eventName ? `"${eventName}"` : 'unnamed'} event: skipped, nothing deployed ` +
        '(auto previews and cleans up on pull_request, deploys on push and workflow_dispatch, runs /preview commands on issue_comment and previews the pull request of a successful workflow_run; set "operation" to act on this event)',
    );
    this.name = 'UnhandledEvent';
  }
}

const sameLabel = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * With `preview-label`, a preview only while the pull request carries the label. A `labeled` or
 * `unlabeled` event is decided on the label GitHub says it added or removed, whatever the event's
 * list of labels shows: adding it previews, taking it off deletes the preview, another label
 * changes nothing. Any other event is decided on the list.
 */
function gatedByLabel(operation: OperationName, label: string, event: RunEvent): OperationName {
  const pullRequest = event.pullRequest;
  if (label === '' || operation !== 'preview' || !pullRequest) return operation;
  const labelEvent = event.action === 'labeled' || event.action === 'unlabeled';
  if (labelEvent && event.label !== undefined) {
    if (!sameLabel(event.label, label)) {
      throw new SkippedRun(`label "${event.label}" is not "${label}" (preview-label): skipped, nothing changed`);
    }
    return event.action === 'unlabeled' ? 'cleanup' : 'preview';
  }
  const carries = (pullRequest.labels ?? []).some((each) => sameLabel(each, label));
  // A label event that names no label: the list after it is all there is to go by.
  if (event.action === 'unlabeled' && !carries) return 'cleanup';
  if (!carries) {
    throw new SkippedRun(
      `pull request #${pullRequest.number} does not carry the label "${label}" (preview-label): skipped, nothing deployed; add the label to preview it`,
    );
  }
  return operation;
}

/** The events of a pull request whose workflow a `workflow_run` may follow: the two-workflow pattern's first stage. */
const PULL_REQUEST_RUNS = new Set(['pull_request', 'pull_request_target']);

/**
 * A `workflow_run` previews the pull request whose workflow finished well: the second stage of the
 * two-workflow pattern, the first having built a fork's code without secrets.
 */
function followedRun(event: RunEvent): OperationName {
  const run = event.workflowRun;
  if (!run || !PULL_REQUEST_RUNS.has(run.event)) {
    throw new SkippedRun(
      `the workflow_run is of a ${run?.event ? `"${run.event}"` : 'unnamed'} event, not of a pull request's: skipped, nothing deployed`,
    );
  }
  if (event.action !== 'completed' || run.conclusion !== 'success') {
    throw new SkippedRun(
      `the workflow run on ${shortCommit(run.headSha) || 'its commit'} is ${event.action === 'completed' ? `concluded ${run.conclusion || 'without a conclusion'}` : (event.action ?? 'not completed')}: only a successful one previews; skipped, nothing deployed`,
    );
  }
  return 'preview';
}

/** `auto`: a closed pull request cleans up, its other events preview, a push or a manual run deploys, a comment runs its command; anything else skips. */
function resolveOperation(requested: OperationName | 'auto', event: RunEvent, forkPreviews: 'skip' | 'approve'): OperationName {
  if (requested !== 'auto') return requested;
  if (event.eventName === 'workflow_run') return followedRun(event);
  if (event.eventName === 'issue_comment') {
    const found = commandIn(event, forkPreviews);
    if ('skip' in found) throw new SkippedRun(found.skip);
    return COMMAND_OPERATIONS[found.command];
  }
  if (PULL_REQUEST_EVENTS.has(event.eventName) && event.pullRequest) return event.pullRequest.closed ? 'cleanup' : 'preview';
  if (DEPLOY_EVENTS.has(event.eventName)) return 'deploy';
  throw new UnhandledEvent(event.eventName);
}

/** The operation this run carries out on its event, or a SkippedRun saying why it carries out none. */
export function decideOperation(
  requested: OperationName | 'auto',
  previewLabel: string,
  event: RunEvent,
  forkPreviews: 'skip' | 'approve' = 'skip',
): OperationName {
  const operation = resolveOperation(requested, event, forkPreviews);
  // GitHub runs `on: push` for a deleted branch or tag too; GITHUB_SHA then names another commit (the default branch's).
  if (event.deletedRef !== undefined && (operation === 'deploy' || operation === 'preview')) {
    throw new SkippedRun(`the push deleted ${event.deletedRef}: there is no commit to deploy; skipped, nothing deployed`);
  }
  return gatedByLabel(operation, previewLabel, event);
}
