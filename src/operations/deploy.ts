/** deploy: the rollout against `environment` itself (a merge to main, or any non-PR event). */
import { readEnvironment, type OperationContext } from './context.ts';
import type { OperationResult, RunRecord } from './result.ts';
import { describeRollout, rollOut } from './steps/rollout.ts';
import { pinsAny, planServices, readServices, selectServices } from './steps/services.ts';

export async function deploy(ctx: OperationContext, record: RunRecord): Promise<OperationResult> {
  const { client, config } = ctx;
  const target = await record.stage('read environment', async () => {
    const [environment, services] = await Promise.all([
      readEnvironment(ctx),
      pinsAny(config) ? readServices(client, config.environmentId) : Promise.resolve([]),
    ]);
    record.environmentId = environment.id;
    record.environmentName = environment.name;
    const where = `environment ${environment.name}`;
    return { environment, services: planServices(config, selectServices(config, services, where), services, where) };
  });
  if (config.dryRun) {
    describeRollout(ctx, target, record);
    return record.result('planned', `Dry run: planned the deploy of ${target.environment.name}; nothing was changed`);
  }
  const { environment } = target;
  await ctx.announce?.({
    environmentName: environment.name,
    environmentId: environment.id,
    organizationId: environment.organization.id,
    projectId: environment.project.id,
  });
  return rollOut(ctx, target, record);
}
