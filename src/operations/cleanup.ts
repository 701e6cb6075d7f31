/**
 * cleanup: deletes the pull request's preview, and only that (preview/own-preview.ts).
 */
import type { OperationContext } from '../run/context.ts';
import { OperationError, targetOf } from '../run/context.ts';
import { requestDeletion, waitUntilDeleted } from './environment/deletion.ts';
import { findOwnPreview } from './preview/own-preview.ts';
import type { Environment } from '../platform/schemas/index.ts';
import { knowing, type Learned, type OperationResult, type Outcome, type RunRecord } from '../run/result.ts';
import { counted } from '../basics/markdown-text.ts';

export async function cleanup(ctx: OperationContext, record: RunRecord): Promise<OperationResult> {
  const { config, log } = ctx;
  const pullRequest = config.pullRequest;
  if (!pullRequest) throw new OperationError('cleanup needs a pull request');

  const { name, preview: found } = await record.stage('find preview', () => findOwnPreview(ctx, pullRequest, 'delete'));

  if (!found) {
    log.notice(`No preview environment named ${name} exists: nothing to delete`);
    return record.result('success', `Nothing to delete: no preview named ${name}`, { environmentName: name });
  }
  const known = { environmentName: name, environmentId: found.id };
  return knowing(known, () => deletePreview(ctx, record, known, found));
}

/** The preview found, deleted (a dry run's plan says so) and, with `wait`, waited out. */
async function deletePreview(ctx: OperationContext, record: RunRecord, known: Learned, found: Environment): Promise<OperationResult> {
  const { config } = ctx;
  if (config.dryRun) {
    return record.result('planned', `Dry run: planned the deletion of ${found.name}; nothing was changed`, {
      ...known,
      plan: [`delete preview environment ${found.name} (${found.id})`],
    });
  }

  await ctx.announce?.(targetOf(found));
  await record.stage('delete', () => requestDeletion(ctx, found));
  if (!config.wait) {
    return record.result('success', `Deletion of ${found.name} requested; not waited for (wait: false)`, {
      ...known,
      state: 'DELETE_QUEUED',
    });
  }

  const waited = await record.stage('wait for deletion', () => waitUntilDeleted(ctx, found));
  const outcome: Outcome = waited.verdict;
  const summary =
    outcome === 'success'
      ? `Preview ${found.name} deleted`
      : outcome === 'timed_out'
        ? `Deletion of ${found.name} did not finish within ${counted(config.timeoutMinutes, 'minute')} (state ${waited.state})`
        : `Deletion of ${found.name} ended in ${waited.state}`;
  return record.result(outcome, summary, { ...known, failedStage: 'wait for deletion', state: waited.state });
}
