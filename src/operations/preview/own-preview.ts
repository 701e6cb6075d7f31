/**
 * The pull request's own preview, found before it is stopped or deleted, and only that: in mode
 * PREVIEW, carrying the pull request's number in its name (so a typo never touches production)
 * and not marked as made from another blueprint. Shared by cleanup and stop.
 */
import type { PullRequest } from '../../config/event.ts';
import type { Environment } from '../../platform/schemas/index.ts';
import { OperationError, readEnvironment, type OperationContext } from '../../run/context.ts';
import { knowing } from '../../run/result.ts';
import { ensureMadeFrom } from '../environment/blueprint-mark.ts';
import { sameName } from '../../basics/names.ts';
import { nameCarriesNumber, previewName } from './preview-name.ts';

/** The preview's name, and the preview, or undefined when none of that name exists; a refusal names both. */
export async function findOwnPreview(
  ctx: OperationContext,
  pullRequest: PullRequest,
  action: 'stop' | 'delete',
): Promise<{ name: string; preview: Environment | undefined }> {
  const { client, config } = ctx;
  const blueprint = await readEnvironment(ctx);
  const name = previewName(config.previewName, {
    environment: blueprint.name,
    blueprintId: blueprint.id,
    number: pullRequest.number,
    branch: pullRequest.headBranch,
  });
  const siblings = await knowing({ environmentName: name }, () => client.environments.list({ projectId: blueprint.project.id }));
  const preview = siblings.find((environment) => sameName(environment.name, name));
  if (!preview) return { name, preview: undefined };
  const own = await knowing({ environmentName: name, environmentId: preview.id }, () =>
    ownPreview(ctx, pullRequest, action, blueprint, preview, siblings),
  );
  return { name, preview: own };
}

/** The preview of the name, refused unless it is a preview that carries the pull request's number and was made from the blueprint. */
async function ownPreview(
  ctx: OperationContext,
  pullRequest: PullRequest,
  action: 'stop' | 'delete',
  blueprint: Environment,
  preview: Environment,
  siblings: readonly Environment[],
): Promise<Environment> {
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
