/**
 * The pull request's own preview, found before it is stopped or deleted, and only that: in mode
 * PREVIEW, carrying the pull request's number in its name (so a typo never touches production)
 * and not marked as made from another blueprint. Shared by cleanup and stop.
 */
import type { PullRequest } from '../../config/event.ts';
import type { Environment } from '../../platform/schemas/index.ts';
import { OperationError, readEnvironment, type OperationContext } from '../../run/context.ts';
import type { RunRecord } from '../../run/result.ts';
import { ensureMadeFrom } from '../environment/blueprint-mark.ts';
import { sameName } from '../../basics/names.ts';
import { nameCarriesNumber, previewName } from './preview-name.ts';

/** The preview, or undefined when none of its name exists; `record` learns its name and id. */
export async function findOwnPreview(
  ctx: OperationContext,
  record: RunRecord,
  pullRequest: PullRequest,
  action: 'stop' | 'delete',
): Promise<Environment | undefined> {
  const { client, config } = ctx;
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
    throw new OperationError(`Refusing to ${action} ${preview.name} (${preview.id}): its mode is ${preview.mode}, not PREVIEW`);
  }
  if (!nameCarriesNumber(preview.name, pullRequest.number) || preview.id === blueprint.id) {
    throw new OperationError(
      `Refusing to ${action} ${preview.name} (${preview.id}): its name does not carry pull request number ${pullRequest.number}`,
    );
  }
  // Another blueprint's preview of the same name is never touched.
  await ensureMadeFrom(ctx, preview, blueprint, action, siblings);
  return preview;
}
