/**
 * Exactly one deployment request per run: every named service at its version in one request, or
 * a redeploy when no service is named. A lost answer is resolved by reading the environment's
 * status, never by a blind repeat.
 */
import { errorMessage } from '../../basics/error-message.ts';
import { isAmbiguous, isBusy } from '../../platform/errors.ts';
import type { EnvironmentStatus } from '../../platform/schemas/index.ts';
import { classifyState, isKnownState } from '../../platform/schemas/deployment-states.ts';
import type { OperationContext } from '../../run/context.ts';
import { retryWhileBusy } from '../environment/busy-retry.ts';
import { answerOf, type TriggerAnswer } from './deployment-queue.ts';
import type { RolloutTarget } from './target.ts';
import { deployRequestOf } from '../environment/service-plan.ts';
import { STALE_READ_MS } from '../environment/stale-status.ts';

/** How the trigger is named in the plan and the log. */
export function triggerWord(target: RolloutTarget): string {
  return target.services.length > 0 ? 'deploy' : 'redeploy';
}

/**
 * An environment this run's own create just made: a clone does not deploy, and a fresh one is
 * READY, never deployed (upstream notes). Its state is known without a read of its status.
 */
export const NEVER_DEPLOYED = 'never deployed' as const;

/** What the trigger starts from: the environment's status read before it, or NEVER_DEPLOYED. */
export type Before = EnvironmentStatus | typeof NEVER_DEPLOYED;

/**
 * Did a deployment start after `before`? Used when a trigger's answer was lost. A new deployment
 * id or date says so; so does a move into a known running state (READY, a fresh clone's state,
 * is not one: it only says nothing has been deployed yet). A state the spec does not list says
 * nothing either way: taken for a start, it would have the run follow a deployment that never
 * began until the timeout. An environment never deployed stays READY until something acts on
 * it, so any other state the spec lists says so; its deployment id and date are not compared,
 * since nothing documents what a fresh clone shows there.
 */
export function startedSince(before: Before, now: EnvironmentStatus): boolean {
  if (before === NEVER_DEPLOYED) return now.state !== 'READY' && isKnownState(now.state);
  return (
    now.last_deployment_id !== before.last_deployment_id ||
    now.last_deployment_date !== before.last_deployment_date ||
    (now.state !== before.state && now.state !== 'READY' && isKnownState(now.state) && classifyState(now.state, 'deploy') === 'in_progress')
  );
}

/**
 * Redeploys whose answer was lost before one is known to have started. Each repeat is checked
 * against the status first, so it is safe; five outlast a service failing a fifth of its answers.
 */
const LOST_TRIGGER_TRIES = 5;

interface Trigger extends TriggerAnswer {
  requestId: string;
}

/**
 * Exactly one deployment request: a lost answer is resolved by reading the status, never by a
 * blind repeat; and a repeat that finds the environment busy has found the first request's
 * deployment. With services named, the request deploys each at its version; else a redeploy.
 */
export async function trigger(ctx: OperationContext, target: RolloutTarget, before: Before): Promise<Trigger> {
  const { client, log } = ctx;
  const environmentId = target.environment.id;
  const word = triggerWord(target);
  const send =
    target.services.length > 0
      ? () => client.environments.deployServices({ environmentId, body: deployRequestOf(target.services) })
      : () => client.environments.redeploy({ environmentId });
  const follow = (status: EnvironmentStatus): Trigger => ({ requestId: status.deployment_request_id ?? '', ...answerOf(status) });
  for (let attempt = 1; ; attempt++) {
    try {
      const answer = attempt === 1 ? await retryWhileBusy(ctx, word, send) : await send();
      return answer ? follow(answer) : await afterEmptyAnswer(ctx, environmentId, word, before);
    } catch (error) {
      if (attempt > 1 && isBusy(error)) {
        log.warning(`The environment is busy after a ${word} whose answer was lost: following that deployment`);
        return { requestId: '', state: 'QUEUED' };
      }
      if (!isAmbiguous(error) || attempt >= LOST_TRIGGER_TRIES) throw error;
      await ctx.clock.sleep(STALE_READ_MS);
      const now = await client.environments.status({ environmentId });
      if (startedSince(before, now)) {
        log.warning(`The ${word} answer was lost, but the environment shows a new deployment: following it`);
        return follow(now);
      }
      log.warning(`The ${word} failed before it started (${errorMessage(error)}); trying again`);
    }
  }
}

/**
 * A trigger answered 2xx with no body (some servers do, upstream notes): it was accepted, so it
 * is never sent again; its request id and state come from the environment status once that shows
 * the new deployment (it may lag a few seconds), else the wait follows the environment status.
 */
async function afterEmptyAnswer(ctx: OperationContext, environmentId: string, word: string, before: Before): Promise<Trigger> {
  const { client, clock, log } = ctx;
  log.info(`The ${word} was accepted with no answer body: reading its deployment request from the environment status`);
  for (let read = 1; read <= 2; read++) {
    const now = await client.environments.status({ environmentId });
    if (startedSince(before, now)) return { requestId: now.deployment_request_id ?? '', state: now.state };
    if (read === 1) await clock.sleep(STALE_READ_MS);
  }
  return { requestId: '', state: 'QUEUED' };
}
