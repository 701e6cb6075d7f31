/**
 * promote (workflow_dispatch): deploys to `environment` the versions `promote-from` runs, service
 * by service (each matched by kind and name, at the version the source last deployed
 * successfully), in one deployment of only the services whose version differs; then the same
 * wait, report, GitHub Deployment and `rollback-on-failure` as a deploy. The plan is logged in
 * every run; a dry run stops there. Every refusal comes before any write.
 */
import { headStart } from '../../basics/head-start.ts';
import { environmentIdOf, readEnvironment, targetOf, type OperationContext } from '../../run/context.ts';
import { knowing, named, type Learned, type OperationResult, type Promotion, type RunRecord } from '../../run/result.ts';
import { rollOut } from '../rollout/rollout.ts';
import { SENDS_NOTHING } from '../rollout/target.ts';
import { rollBackAfterFailure } from '../rollback/on-failure.ts';
import { readNamedEnvironment } from '../environment/by-name.ts';
import { listed, readServices, versionsOf } from '../environment/service-plan.ts';
import { chosenPairs, driftOf, lastRan, matchServices, planLines, promotedPlan, promotionRows } from './promotion-plan.ts';
import { variablesAndSecrets } from './variable-names.ts';
import { refuseIfRedeployed, refuseSameEnvironment, refuseUnhealthySource } from './source-refusals.ts';
import { readHistory } from '../environment/deployment-history.ts';

export async function promote(ctx: OperationContext, record: RunRecord): Promise<OperationResult> {
  const read = await record.stage('read environments', () => readBoth(ctx));
  const known = named(read.target);
  return knowing(known, () => promoteRead(ctx, record, known, read));
}

/** Both sides, their services, variables and histories, in one wave; every refusal they bring is made here, before any write. */
async function readBoth(ctx: OperationContext) {
  const { config } = ctx;
  const targetId = environmentIdOf(ctx);
  // The reads start together and each is awaited where it is used: one that fails (a source that
  // is not there) ends the stage with its own message, and the others' failures are kept, never unhandled.
  const sourceRead = headStart(readNamedEnvironment(ctx.client, 'promote-from', ctx.config.promoteFrom!));
  const sourceServices = headStart(sourceRead().then((source) => readServices(ctx, source.id)));
  const targetServicesRead = headStart(readServices(ctx, targetId));
  const matchedRead = headStart(
    Promise.all([targetServicesRead(), sourceServices()]).then(([target, source]) => matchServices(target, source)),
  );
  const [target, source, targetServices, services, targetVariables, sourceVariables, history, targetHistory] = await Promise.all([
    readEnvironment(ctx),
    sourceRead(),
    targetServicesRead(),
    sourceServices(),
    variablesAndSecrets(ctx, targetId),
    sourceRead().then((each) => variablesAndSecrets(ctx, each.id)),
    readHistory(
      ctx,
      headStart(sourceRead().then((each) => each.id)),
      sourceServices,
      headStart(matchedRead().then((matched) => matched.pairs.map((pair) => pair.source))),
    ),
    // What the target runs: a service whose last deployment failed runs its last successful version, not the one it failed at.
    readHistory(
      ctx,
      headStart(Promise.resolve(targetId)),
      targetServicesRead,
      headStart(matchedRead().then((matched) => matched.pairs.map((pair) => pair.target))),
    ),
  ]);
  return knowing(named(target), async () => {
    refuseSameEnvironment(source, target);
    const matched = lastRan(await matchedRead(), targetHistory.seen);
    const chosen = chosenPairs(config, matched, target.name, source.name);
    refuseUnhealthySource(
      source,
      history,
      chosen.map((pair) => pair.source),
    );
    const promotion: Promotion = {
      from: { id: source.id, name: source.name },
      rows: promotionRows(matched, chosen, history.versions),
      ...driftOf(sourceVariables, targetVariables),
    };
    const planned = promotedPlan(chosen, history.versions);
    const others = targetServices
      .filter((service) => !planned.some((each) => each.id === service.id))
      .map((service) => ({ ...service, to: service.version, pinned: false }));
    return { target, source, services, history, promotion, planned, others };
  });
}

type Read = Awaited<ReturnType<typeof readBoth>>;

/** Once both sides are read and nothing refused: the plan, a dry run's end, and the promotion's one rollout. */
async function promoteRead(
  ctx: OperationContext,
  record: RunRecord,
  known: Learned,
  { target, source, services, history, promotion, planned, others }: Read,
): Promise<OperationResult> {
  const { config, log } = ctx;
  await markOlder(ctx, promotion);
  const lines = planLines(promotion, target.name);
  // A dry run's plan is printed once, with the result (action/log.ts).
  if (!config.dryRun) {
    log.startGroup(`Promotion plan: ${source.name} → ${target.name}`);
    for (const line of lines) log.info(line);
    log.endGroup();
  }
  const promoted = (result: OperationResult): OperationResult => ({ ...result, promotion });
  if (planned.length === 0) {
    const summary = `Nothing to promote from ${source.name} to ${target.name}: ${promotion.rows.some((row) => row.side === 'both') ? 'every service compared runs the same version' : 'no service of the same kind and name in both'}`;
    log.notice(summary);
    return promoted(record.result('skipped', summary, known));
  }
  const what = planned.map((service) => `${service.kind} ${service.name}`);
  if (config.dryRun) {
    return promoted(
      record.result(
        'planned',
        `Dry run: planned the promotion of ${listed(what)} from ${source.name} to ${target.name}; nothing was changed`,
        { ...known, plan: lines },
      ),
    );
  }
  await record.stage('check source', () => refuseIfRedeployed(ctx, source, services, history.newest));
  const [commit] = planned.filter((service) => service.source === 'git').map((service) => service.to!);
  const promoting = { ...known, ...(commit ? { commit } : {}) };
  await ctx.announce?.({ ...targetOf(target, undefined, versionsOf(planned)), ...(commit ? { commit } : {}), promotedFrom: source.name });
  log.notice(`Promoting ${listed(what)} from ${source.name} to ${target.name}`);
  // A promotion changes versions only: the secrets and variables of either side are left as they are.
  const rollout = { environment: target, services: planned, others, sends: SENDS_NOTHING };
  const result = await knowing(promoting, async () =>
    rollBackAfterFailure(ctx, rollout, record, await rollOut(ctx, rollout, record, promoting)),
  );
  return promoted({ ...result, summary: `Promotion from ${source.name}: ${result.summary}` });
}

/**
 * Asks GitHub, where the run can, whether each promoted commit is behind the one the target runs:
 * the plan then says the target goes back. A compare GitHub cannot answer says nothing.
 */
async function markOlder(ctx: OperationContext, promotion: Promotion): Promise<void> {
  const commits = ctx.commits;
  if (!commits) return;
  await Promise.all(
    promotion.rows.map(async (row) => {
      if (!row.promoted || row.source !== 'git' || !row.sourceVersion || !row.targetVersion) return;
      try {
        const { status } = await commits.compare(row.targetVersion, row.sourceVersion);
        if (status === 'behind') row.older = true;
      } catch {
        // Unanswered (a commit GitHub does not have, no answer in time): the plan only says less.
      }
    }),
  );
}
