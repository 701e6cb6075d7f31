/** deploy: the rollout against `environment` itself (a merge to main, or any non-PR event). */
import type { OperationContext } from './context.ts';
import type { OperationResult } from './result.ts';
import { describeRollout, jobsByName, rollOut } from './rollout.ts';
import type { RunRecord } from './run.ts';

export async function deploy(ctx: OperationContext, record: RunRecord): Promise<OperationResult> {
  const { client, config } = ctx;
  const target = await record.stage('read environment', async () => {
    const [environment, jobs] = await Promise.all([
      client.environments.get(config.environmentId),
      config.jobIds.length > 0 ? client.environments.jobs(config.environmentId) : Promise.resolve([]),
    ]);
    record.environmentId = environment.id;
    record.environmentName = environment.name;
    return {
      environment,
      jobsToPin: jobsByName(jobs, config.jobIds, jobs, `environment ${environment.name}`),
    };
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
