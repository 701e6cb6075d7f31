/**
 * rollback (workflow_dispatch): puts the named services, or every service of `environment`, back
 * at their previous good version from the deployment history, or at the version `commit` /
 * `image-tag` names; in one deployment, waited for like a deploy. A preview is refused: previews
 * are redeployed, not rolled back. A dry run prints each service, from and to, and changes nothing.
 */
import { environmentIdOf, OperationError, readEnvironment, targetOf, type OperationContext } from '../../run/context.ts';
import { knowing, named, type OperationResult, type RunRecord } from '../../run/result.ts';
import { lastGoodVersions } from '../environment/deployment-history.ts';
import { describeRollback, restore } from './restore.ts';
import { pinsAny, readServices, selectServices, versionsOf, type PlannedService, type Service } from '../environment/service-plan.ts';

export async function rollback(ctx: OperationContext, record: RunRecord): Promise<OperationResult> {
  const { config, clock, log } = ctx;
  const startedAt = clock.now();
  const plan = await record.stage('read history', async () => {
    const [environment, services] = await Promise.all([readEnvironment(ctx), readServices(ctx, environmentIdOf(ctx))]);
    return knowing(named(environment), async () => {
      if (environment.mode === 'PREVIEW') {
        throw new OperationError(
          `${environment.name} is a preview environment: previews are redeployed, not rolled back (run the preview again at the commit wanted)`,
        );
      }
      const where = `environment ${environment.name}`;
      const chosen = pinsAny(config) ? selectServices(config, services, where) : services;
      return { environment, planned: await versionsFor(ctx, environment.id, chosen) };
    });
  });
  const { environment, planned } = plan;
  const known = named(environment);
  const lines = describeRollback(
    planned.put.map(({ kind, name, source, version, to }) => ({ kind, name, source, from: version, to: to! })),
  );
  for (const line of planned.skipped) log.info(line);
  if (planned.put.length === 0) {
    // Nothing was put back: not a success, which a required check or a later step would read as a rollback done.
    const summary = `Nothing to roll back in ${environment.name}: ${planned.skipped.join('; ') || 'it has no service'}`;
    log.notice(summary);
    return record.result('skipped', summary, known);
  }
  if (config.dryRun) {
    return record.result('planned', `Dry run: planned the rollback of ${environment.name}; nothing was changed`, {
      ...known,
      plan: [...lines.map((line) => `roll back ${line}`), ...planned.skipped],
    });
  }
  // The Deployment GitHub shows for the environment is the version put back: its ref is the restored commit.
  const [restored] = planned.put.filter((service) => service.source === 'git').map((service) => service.to!);
  // The report's headline names what runs now: the commit put back, not the one rolled away from.
  const putBack = { ...known, ...(restored ? { commit: restored } : {}) };
  await knowing(putBack, async () =>
    ctx.announce?.({ ...targetOf(environment, undefined, versionsOf(planned.put)), ...(restored ? { commit: restored } : {}) }),
  );
  log.notice(`Rolling back ${lines.join(', ')}`);
  const { result, rollback: done } = await restore(ctx, environment, planned.put, record, putBack, startedAt, false);
  const base = result ?? record.result('failure', done.summary, putBack);
  return { ...base, summary: `${environment.name}: ${done.summary}`, rollback: done };
}

/**
 * Each service at the version it goes back to: the one `commit` / `image-tag` names, else its
 * last good one other than the version it runs; a service already there, or with no good version, is said and left.
 */
async function versionsFor(
  ctx: OperationContext,
  environmentId: string,
  services: readonly Service[],
): Promise<{ put: PlannedService[]; skipped: string[] }> {
  const { commit, imageTag } = ctx.config.rollbackTo;
  const asked = (service: Service) => (service.source === 'git' ? commit : imageTag);
  const fromHistory = services.filter((service) => asked(service) === '');
  const good =
    fromHistory.length > 0
      ? await lastGoodVersions(
          ctx,
          environmentId,
          fromHistory,
          new Map(fromHistory.map((service) => [service.id, service.version])),
          'newest deployment',
        )
      : new Map<string, string>();
  const put: PlannedService[] = [];
  const skipped: string[] = [];
  for (const service of services) {
    const to = asked(service) || good.get(service.id);
    if (to === undefined) skipped.push(`${service.kind} ${service.name}: no earlier good version in the deployment history; left as it is`);
    else if (to === service.version) skipped.push(`${service.kind} ${service.name} is at ${to} already; left as it is`);
    else put.push({ ...service, to, pinned: true });
  }
  return { put, skipped };
}
