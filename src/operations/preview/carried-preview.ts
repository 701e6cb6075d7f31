/**
 * The preview a pull request's last run left in its comment (carried.ts), used in place of
 * listing the project's environments once this run's names call for it and it still bears this
 * blueprint's mark.
 */
import { isNotFound } from '../../platform/errors.ts';
import type { Environment } from '../../platform/schemas/index.ts';
import { sameName } from '../../basics/names.ts';
import { CarriedStale } from '../../run/carried.ts';
import { OperationError, type OperationContext } from '../../run/context.ts';
import { ensureMadeFrom } from './blueprint-mark.ts';

/** The carried preview, when it is still the one this run's names call for. */
export function carriedPreview(ctx: OperationContext, blueprint: Environment, name: string): Environment | undefined {
  const preview = ctx.carried?.preview;
  if (!preview || ctx.carried?.environment?.id !== blueprint.id || !sameName(preview.name, name)) return undefined;
  return preview.project.id === blueprint.project.id ? preview : undefined;
}

/**
 * The carried preview's first read, alone, before anything else is asked of it: whether it bears
 * the blueprint's mark. One that is gone, or is another blueprint's, has the run start over from
 * the names, at the cost of this one read.
 */
export async function carriedMark(ctx: OperationContext, preview: Environment, blueprint: Environment): Promise<boolean> {
  try {
    return await ensureMadeFrom(ctx, preview, blueprint, 'use');
  } catch (error) {
    if (isNotFound(error)) throw new CarriedStale(`The preview ${preview.name} the last run deployed is gone`);
    if (error instanceof OperationError)
      throw new CarriedStale(`The preview the last run deployed is not this blueprint's ${preview.name}`);
    throw error;
  }
}
