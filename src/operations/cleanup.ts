/**
 * cleanup: deletes the pull request's preview, and only that (preview/own-preview.ts).
 */
import type { OperationContext } from '../run/context.ts';
import { OperationError, targetOf } from '../run/context.ts';
import { requestDeletion, waitUntilDeleted } from './environment/deletion.ts';
import { findOwnPreview } from './preview/own-preview.ts';
import type { OperationResult, Outcome, RunRecord } from '../run/result.ts';
import { counted } from '../basics/markdown-text.ts';

export async function cleanup(ctx: OperationContext, record: RunRecord): Promise<OperationResult> {
  const { config, log } = ctx;
  const pullRequest = config.pullRequest;
  if (!pullRequest) throw new OperationError('cleanup needs a pull request');

  const found = await record.stage('find preview', () => findOwnPreview(ctx, record, pullRequest, 'delete'));

  if (!found) {
    log.notice(`No preview environment named ${record.environmentName} exists: nothing to delete`);
    return record.result('success', `Nothing to delete: no preview named ${record.environmentName}`);
  }
  if (config.dryRun) {
    return record.result('planned', `Dry run: planned the deletion of ${found.name}; nothing was changed`, {
      plan: [`delete preview environment ${found.name} (${found.id})`],
    });
  }

  await ctx.announce?.(targetOf(found));
  await record.stage('delete', () => requestDeletion(ctx, found));
  if (!config.wait) {
    return record.result('success', `Deletion of ${found.name} requested; not waited for (wait: false)`, { state: 'DELETE_QUEUED' });
  }

  const waited = await record.stage('wait for deletion', () => waitUntilDeleted(ctx, found));
  const outcome: Outcome = waited.verdict;
  const summary =
    outcome === 'success'
      ? `Preview ${found.name} deleted`
      : outcome === 'timed_out'
        ? `Deletion of ${found.name} did not finish within ${counted(config.timeoutMinutes, 'minute')} (state ${waited.state})`
        : `Deletion of ${found.name} ended in ${waited.state}`;
  return record.result(outcome, summary, { failedStage: 'wait for deletion', state: waited.state });
}
