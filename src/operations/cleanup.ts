/**
 * cleanup: deletes the pull request's preview, and only that: the environment must be in mode
 * PREVIEW, carry the pull request's number in its name (so a typo never deletes production) and
 * not be marked as made from another blueprint.
 */
import type { OperationContext } from './context.ts';
import { OperationError, readEnvironment } from './context.ts';
import { requestDeletion, waitUntilDeleted } from './steps/deletion.ts';
import { ensureMadeFrom } from './steps/preview-owner.ts';
import { nameCarriesNumber, previewName, sameName } from './steps/preview-names.ts';
import type { OperationResult, Outcome, RunRecord } from './result.ts';

export async function cleanup(ctx: OperationContext, record: RunRecord): Promise<OperationResult> {
  const { client, config, log } = ctx;
  const pullRequest = config.pullRequest;
  if (!pullRequest) throw new OperationError('cleanup needs a pull request');

  const found = await record.stage('find preview', async () => {
    const blueprint = await readEnvironment(ctx);
    const name = previewName(config.previewName, {
      environment: blueprint.name,
      blueprintId: blueprint.id,
      number: pullRequest.number,
      branch: pullRequest.headBranch,
    });
    record.environmentName = name;
    const siblings = await client.environments.list({ projectId: blueprint.project.id });
    const preview = siblings.find((environment) => sameName(environment.name, name));
    if (!preview) return undefined;
    record.environmentId = preview.id;
    if (preview.mode !== 'PREVIEW') {
      throw new OperationError(`Refusing to delete ${preview.name} (${preview.id}): its mode is ${preview.mode}, not PREVIEW`);
    }
    if (!nameCarriesNumber(preview.name, pullRequest.number) || preview.id === blueprint.id) {
      throw new OperationError(
        `Refusing to delete ${preview.name} (${preview.id}): its name does not carry pull request number ${pullRequest.number}`,
      );
    }
    // Another blueprint's preview of the same name is never deleted.
    await ensureMadeFrom(ctx, preview, blueprint, 'delete', siblings);
    return preview;
  });

  if (!found) {
    log.notice(`No preview environment named ${record.environmentName} exists: nothing to delete`);
    return record.result('success', `Nothing to delete: no preview named ${record.environmentName}`);
  }
  if (config.dryRun) {
    record.plan.push(`delete preview environment ${found.name} (${found.id})`);
    return record.result('planned', `Dry run: planned the deletion of ${found.name}; nothing was changed`);
  }

  await ctx.announce?.({
    environmentName: found.name,
    environmentId: found.id,
    organizationId: found.organization.id,
    projectId: found.project.id,
  });
  await record.stage('delete', () => requestDeletion(ctx, found));
  if (!config.wait) {
    record.state = 'DELETE_QUEUED';
    return record.result('success', `Deletion of ${found.name} requested; not waited for (wait: false)`);
  }

  const waited = await record.stage('wait for deletion', () => waitUntilDeleted(ctx, found));
  record.state = waited.state;
  const outcome: Outcome = waited.verdict;
  if (outcome !== 'success') record.failedStage = 'wait for deletion';
  const summary =
    outcome === 'success'
      ? `Preview ${found.name} deleted`
      : outcome === 'timed_out'
        ? `Deletion of ${found.name} did not finish within ${config.timeoutMinutes} minutes (state ${waited.state})`
        : `Deletion of ${found.name} ended in ${waited.state}`;
  return record.result(outcome, summary);
}
