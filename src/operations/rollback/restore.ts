/**
 * Putting services back at a version: one `service/deploy` of exactly those services, waited for
 * with the rollout's poller and readiness probe, within what is left of the run's budget. A
 * rollback changes versions only: no secret or variable is set again.
 */
import { shortVersion } from '../../basics/commit.ts';
import { errorMessage } from '../../basics/error-message.ts';
import type { Environment } from '../../platform/schemas/index.ts';
import { formatDuration } from '../../basics/markdown-text.ts';
import type { OperationContext } from '../../run/context.ts';
import { faultOf, type Learned, type OperationResult, type Rollback, type RunRecord } from '../../run/result.ts';
import { rollOut } from '../rollout/rollout.ts';
import { SENDS_NOTHING } from '../rollout/target.ts';
import type { PlannedService } from '../environment/service-plan.ts';

/** `application checkout from 9f8e7d6 to 1a2b3c4`, one per service. */
export function describeRollback(services: Rollback['services']): string[] {
  return services.map((service) => `${service.kind} ${service.name} from ${shortVersion(service.from)} to ${shortVersion(service.to)}`);
}

/** The versions gone back to, in one phrase: `1a2b3c4`, or `checkout 1a2b3c4, api v1`. */
function versionsOf(services: Rollback['services']): string {
  if (services.length === 1) return shortVersion(services[0]!.to);
  return services.map((service) => `${service.name} ${shortVersion(service.to)}`).join(', ');
}

/**
 * Deploys `services` at their `to` and waits, on `record`, knowing `known` (the environment); any fault is the rollback's failure,
 * said once and never retried. `startedAt` is when the rollback began (the failure seen, when
 * `afterFailure`: a deploy failed first).
 */
export async function restore(
  ctx: OperationContext,
  environment: Environment,
  services: PlannedService[],
  record: RunRecord,
  known: Learned,
  startedAt: number,
  afterFailure: boolean,
): Promise<{ result: OperationResult | undefined; rollback: Rollback }> {
  // Nothing announced again: the run's report started with the operation that failed, or with the rollback itself.
  const { announce: _announced, ...unannounced } = ctx;
  const put = services.map(({ kind, name, source, version, to }) => ({ kind, name, source, from: version, to: to! }));
  let result: OperationResult | undefined;
  let outcome: Rollback['outcome'];
  let reason: string;
  try {
    // A rollback puts versions back: the secrets and variables are left as they are.
    result = await rollOut(unannounced, { environment, services, sends: SENDS_NOTHING }, record, known);
    outcome = result.outcome;
    reason = result.failure?.reason ?? result.summary;
  } catch (error) {
    outcome = 'failure';
    reason = errorMessage(faultOf(error).fault);
  }
  const seconds = Math.round((ctx.clock.now() - startedAt) / 100) / 10;
  const to = versionsOf(put);
  const summary =
    outcome === 'success'
      ? ctx.config.wait
        ? `rolled back to ${to} in ${formatDuration(seconds)}`
        : `rollback to ${to} requested; not waited for (wait: false)`
      : outcome === 'timed_out'
        ? `the rollback to ${to} did not finish in the time left (${reason})`
        : `the rollback to ${to} failed${afterFailure ? ' too' : ''}: ${reason}`;
  return { result, rollback: { outcome, services: put, seconds, summary } };
}
