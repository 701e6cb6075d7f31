/**
 * Who gets a preview by rule (`preview-for`, `preview-bots`): by default a person's pull request
 * once it is ready for review, no draft and no bot's. Decided from the event before any request:
 * a pull request left out is a SkippedRun saying how to preview it, and a pull request marked a
 * draft again has its preview stopped. A writer's `/preview` comment and `preview-label` ask for
 * a preview by hand: the rules do not apply to them (nor does `skip-paths`).
 */
import type { OperationName } from '../basics/names.ts';
import { SkippedRun } from './auto-operation.ts';
import type { PullRequest, RunEvent } from './event.ts';
import type { PreviewFor } from './parsers.ts';

export interface PreviewRules {
  previewFor: PreviewFor;
  /** Bots' logins, lower-cased, whose pull requests preview although bots are left out. */
  previewBots: readonly string[];
  previewLabel: string;
}

/** Whether the run previews by rule: a pull request's own event (or the workflow_run that followed one), not a command or a label. */
export function previewsByRule(operation: OperationName, event: RunEvent, previewLabel: string): boolean {
  const number = event.pullRequest?.number ?? 0;
  return operation === 'preview' && event.eventName !== 'issue_comment' && previewLabel === '' && number > 0;
}

const ASK_BY_HAND = 'a writer\'s "/preview" comment previews it all the same';

function botAllowed(pullRequest: PullRequest, rules: PreviewRules): boolean {
  return rules.previewFor.bots || rules.previewBots.includes((pullRequest.author ?? '').toLowerCase());
}

/**
 * The operation a pull request's event carries out under the rules: `preview` when the pull request
 * gets one, `stop` when it was just marked a draft and drafts get none; otherwise a SkippedRun.
 */
export function underPreviewRules(operation: OperationName, event: RunEvent, rules: PreviewRules): OperationName {
  const pullRequest = event.pullRequest;
  if (!pullRequest || !previewsByRule(operation, event, rules.previewLabel)) return operation;
  const number = pullRequest.number;
  if (event.action === 'converted_to_draft') {
    if (!rules.previewFor.drafts) return 'stop';
    throw new SkippedRun(
      `pull request #${number} was marked a draft, and drafts preview (preview-for): its preview stays as it is; skipped, nothing changed`,
    );
  }
  if (pullRequest.draft && !rules.previewFor.drafts) {
    throw new SkippedRun(
      `pull request #${number} is a draft: skipped, nothing deployed; it previews once marked ready for review, or add drafts to preview-for (${ASK_BY_HAND})`,
    );
  }
  if (pullRequest.bot && !botAllowed(pullRequest, rules)) {
    throw new SkippedRun(
      `pull request #${number} was opened by a bot (${pullRequest.author || 'an account GitHub types Bot'}): skipped, nothing deployed; list it in preview-bots, or add bots to preview-for (${ASK_BY_HAND})`,
    );
  }
  if (!pullRequest.bot && !rules.previewFor.people) {
    throw new SkippedRun(
      `pull request #${number} was opened by a person, and preview-for leaves people out: skipped, nothing deployed (${ASK_BY_HAND})`,
    );
  }
  return operation;
}
