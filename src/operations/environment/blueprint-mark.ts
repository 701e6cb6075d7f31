/**
 * Which blueprint a preview was made from. The action marks each preview it creates with an
 * environment variable holding the blueprint's id; a preview found by name is used or deleted
 * only when that mark names this blueprint. A preview without one (made by a version of the
 * action before the mark, or by a run that crashed before it set it) is taken as this
 * blueprint's, with a warning, since its name is exactly the one this blueprint's previews get.
 */
import { errorMessage } from '../../basics/error-message.ts';
import type { PlatformClient } from '../../platform/client.ts';
import type { Environment } from '../../platform/schemas/index.ts';
import type { OperationContext } from '../../run/context.ts';
import { OperationError } from '../../run/context.ts';

/** The environment variable on a preview naming the blueprint it was made from. */
const BLUEPRINT_MARK = 'PREVIEW_BLUEPRINT_ID';

/**
 * Marks a preview as made from the blueprint; a POST on the key replaces it, so repeating is safe.
 * A mark that cannot be set is a warning, not a failed deployment: the preview's name is still
 * this blueprint's, and the next run marks it when it adopts it.
 */
export async function markPreview(ctx: OperationContext, preview: Environment, blueprintId: string): Promise<void> {
  try {
    await ctx.client.environments.createVariable({
      environmentId: preview.id,
      body: { key: BLUEPRINT_MARK, value: blueprintId, description: 'The blueprint this preview was made from (platform-deploy)' },
    });
  } catch (error) {
    ctx.log.warning(`Could not mark ${preview.name} as made from blueprint ${blueprintId} (${errorMessage(error)}); the next run marks it`);
  }
}

/** The id of the blueprint the preview says it was made from; undefined when it carries no mark. */
async function markOf(client: PlatformClient, previewId: string): Promise<string | undefined> {
  const variables = await client.environments.variables({ environmentId: previewId });
  return variables.find((variable) => variable.key === BLUEPRINT_MARK)?.value ?? undefined;
}

/**
 * Refuses, naming both blueprints, a preview marked as made from another; warns about one that
 * carries no mark and answers false, so the caller marks it once it is adopted.
 */
export async function ensureMadeFrom(
  ctx: OperationContext,
  preview: Environment,
  blueprint: Environment,
  action: 'use' | 'stop' | 'delete',
  siblings: readonly Environment[] = [],
): Promise<boolean> {
  const mark = await markOf(ctx.client, preview.id);
  if (mark === blueprint.id) return true;
  if (mark === undefined || mark === '') {
    ctx.log.warning(
      `Preview ${preview.name} (${preview.id}) carries no ${BLUEPRINT_MARK} mark (made by an older version of this action, ` +
        `or by a run stopped before it marked it): taken as made from blueprint ${blueprint.name}, whose preview name it has`,
    );
    return false;
  }
  const other = siblings.find((environment) => environment.id === mark);
  throw new OperationError(
    `Refusing to ${action} ${preview.name} (${preview.id}): it was made from blueprint ${other ? `${other.name} (${mark})` : mark}, ` +
      `not from ${blueprint.name} (${blueprint.id}); give this blueprint's previews another "preview-name"`,
  );
}
