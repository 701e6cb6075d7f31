/**
 * rollback-on-failure: a deploy that failed or timed out after its trigger puts each service it
 * changed back at that service's last good version, in one deployment, within the run's budget.
 * The deploy's outcome stays what it was; the rollback is reported beside it, as its own stage.
 * Services the run did not change are never touched, and a rollback is tried once.
 */
import type { OperationContext } from '../../run/context.ts';
import { RunRecord, type OperationResult, type Rollback } from '../../run/result.ts';
import { lastGoodVersions, UnreadableHistory } from '../environment/deployment-history.ts';
import { describeRollback, restore } from './restore.ts';
import type { RolloutTarget } from '../rollout/target.ts';
import { listed } from '../environment/service-plan.ts';
import { counted } from '../../basics/markdown-text.ts';

function triggered(result: OperationResult): boolean {
  return result.stages.some((stage) => stage.name === 'trigger' && stage.status === 'SUCCESS');
}

export async function rollBackAfterFailure(
  ctx: OperationContext,
  target: RolloutTarget,
  record: RunRecord,
  failed: OperationResult,
): Promise<OperationResult> {
  const { clock, config, log } = ctx;
  if (!config.rollbackOnFailure || (failed.outcome !== 'failure' && failed.outcome !== 'timed_out') || !triggered(failed)) return failed;
  const startedAt = clock.now();
  const changed = target.services.filter((service) => service.pinned && service.to !== null && service.to !== service.version);
  const done = (rollback: Rollback, status?: string): OperationResult => {
    log.info(rollback.summary[0]!.toUpperCase() + rollback.summary.slice(1));
    const stage =
      status === undefined
        ? []
        : [
            {
              name: 'rollback',
              source: 'action' as const,
              startSeconds: record.elapsed(startedAt),
              durationSeconds: rollback.seconds,
              status,
            },
          ];
    return {
      ...failed,
      durationSeconds: record.elapsed(),
      stages: [...failed.stages, ...stage],
      summary: `${failed.summary}; ${rollback.summary}`,
      rollback,
    };
  };
  const nothing = (why: string) => done({ outcome: 'nothing', services: [], seconds: null, summary: `nothing to roll back to: ${why}` });
  if (changed.length === 0) return nothing("this run changed no service's version");
  if (ctx.deadline <= clock.now()) {
    return done({
      outcome: 'not-attempted',
      services: [],
      seconds: null,
      summary: `rollback not attempted: the run's ${counted(config.timeoutMinutes, 'minute')} ${config.timeoutMinutes === 1 ? 'is' : 'are'} used up (run the action with operation: rollback to put the previous version back)`,
    });
  }
  let good: Map<string, string>;
  try {
    good = await lastGoodVersions(
      ctx,
      target.environment.id,
      changed,
      new Map(changed.map((service) => [service.id, service.to])),
      'failed deploy',
    );
  } catch (error) {
    // The deploy's failure is the run's: a history that cannot be read leaves the rollback not attempted, saying why.
    return nothing((error instanceof UnreadableHistory ? error : new UnreadableHistory(error)).message);
  }
  const planned = changed.flatMap((service) => {
    const to = good.get(service.id);
    return to === undefined ? [] : [{ ...service, version: service.to, to, pinned: true }];
  });
  const without = changed.filter((service) => !good.has(service.id)).map((service) => `${service.kind} ${service.name}`);
  if (planned.length === 0) return nothing(`no earlier deployment of ${listed(without)} ended DEPLOYED`);
  if (without.length > 0) log.warning(`No earlier deployment of ${listed(without)} ended DEPLOYED: left as it is`);
  log.notice(
    `Rolling back ${describeRollback(planned.map(({ kind, name, source, version, to }) => ({ kind, name, source, from: version, to }))).join(', ')}`,
  );
  const { rollback } = await restore(ctx, target.environment, planned, new RunRecord(config.operation, clock), {}, startedAt, true);
  return done(rollback, rollback.outcome === 'success' ? 'SUCCESS' : 'ERROR');
}
