/**
 * A fork's preview is cloned from the fork blueprint, never from `environment`, whose secrets are
 * the team's. The two inputs may name one environment in ways the inputs alone cannot tell apart
 * (an id and a path, a path with and without its organization): a fork's run compares them
 * resolved, before any change, and refuses the run when they are one.
 */
import { UUID } from '../../config/parsers.ts';
import type { Environment } from '../../platform/schemas/index.ts';
import { OperationError, type OperationContext } from '../../run/context.ts';
import { blueprintByPath } from './max-previews.ts';

/** Refuses a fork's run whose fork blueprint is `environment` itself; `siblings` are the blueprint's project's environments. */
export async function refuseTeamBlueprint(
  ctx: OperationContext,
  blueprint: Environment,
  siblings: () => Promise<readonly Environment[]>,
): Promise<void> {
  const { config } = ctx;
  if (!config.forkRun || config.teamBlueprint === '') return;
  const team = config.teamBlueprint;
  const teamId = UUID.test(team) ? team.toLowerCase() : (await blueprintByPath(ctx, team, await siblings(), 'environment')).id;
  if (teamId !== blueprint.id) return;
  throw new OperationError(
    `Input "fork-blueprint": names environment itself (${blueprint.name}, ${blueprint.id}): a fork's preview would be cloned from the team's blueprint and hold its secrets; give a blueprint of its own, kept free of them`,
  );
}
