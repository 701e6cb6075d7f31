/** deploy: the rollout against `environment` itself (a merge to main, or any non-PR event). */
import { environmentIdOf, readEnvironment, targetOf, type OperationContext } from '../run/context.ts';
import { knowing, named, urlsOf, type OperationResult, type RunRecord } from '../run/result.ts';
import { readLinkedServices, wantsUrlsFirst } from './rollout/service-urls.ts';
import { checkUrlServices, fillVariables, namesUrls, refuseAliases, variablesToCheck } from './rollout/environment-variables.ts';
import { describeRollout, rollOut } from './rollout/rollout.ts';
import { sendsOf } from './rollout/target.ts';
import { rollBackAfterFailure } from './rollback/on-failure.ts';
import { pinsAny, planServices, readServices, selectServices, versionsOf } from './environment/service-plan.ts';

export async function deploy(ctx: OperationContext, record: RunRecord): Promise<OperationResult> {
  const { config } = ctx;
  const target = await record.stage('read environment', async () => {
    const [environment, services, variables] = await Promise.all([
      readEnvironment(ctx),
      pinsAny(config) || namesUrls(config) ? readServices(ctx, environmentIdOf(ctx)) : Promise.resolve([]),
      variablesToCheck(ctx, environmentIdOf(ctx)),
    ]);
    const where = `environment ${environment.name}`;
    return knowing(named(environment), async () => {
      checkUrlServices(config, services, where);
      refuseAliases(fillVariables(config, {}), variables, where);
      // Read for a `{url:SERVICE}` alone, they are not deployed one by one: the trigger stays a redeploy.
      const planned = pinsAny(config) ? services : [];
      return {
        environment,
        services: planServices(config, selectServices(config, planned, where), planned, where),
        sends: sendsOf(config),
      };
    });
  });
  const known = named(target.environment);
  if (config.dryRun) {
    return record.result('planned', `Dry run: planned the deploy of ${target.environment.name}; nothing was changed`, {
      ...known,
      plan: describeRollout(ctx, target),
    });
  }
  const { environment } = target;
  // The links are read after the wait, for the report, the outputs and the GitHub Deployment's
  // final status. Before the change only for a `{url:SERVICE}`, whose read configure shares: the
  // Deployment's payload then carries the URLs at no request of its own.
  return knowing(known, async () => {
    const urls = wantsUrlsFirst(ctx) && namesUrls(config) ? await readLinkedServices(ctx, environment.id, target.services) : [];
    await ctx.announce?.(targetOf(environment, urlsOf({ serviceUrls: urls }), versionsOf(target.services)));
    return rollBackAfterFailure(ctx, target, record, await rollOut(ctx, target, record, known));
  });
}
