/**
 * A stop's request and what follows it. The platform answers 409 both when the environment is
 * stopped already and while another operation runs on it, and its status may still show the
 * state from before a deployment that began seconds ago: STOPPED is believed only from a read
 * made after that window, and a running deployment is waited out within the run's budget.
 */
import { isBusy, isRouteMissing } from '../../platform/errors.ts';
import type { Environment, EnvironmentStatus } from '../../platform/schemas/index.ts';
import type { OperationContext } from '../../run/context.ts';
import { busyDelay } from './busy-retry.ts';
import { STALE_READ_MS } from './stale-status.ts';

export type StopRequest =
  /** Accepted: `requestId` is the stop's deployment request ('' when the answer named none). */
  | { kind: 'requested'; requestId: string }
  | { kind: 'stopped-already' }
  /** The run's time ran out while another operation ran: `status` is the last fresh read of it. */
  | { kind: 'busy'; status: EnvironmentStatus };

/**
 * The status as it is at `refusedAt` or later: a STOPPED read sooner than the stale window after
 * the refusal may be the state from before a deployment that began just now, and is read again.
 */
async function statusAfter(ctx: OperationContext, environment: Environment, refusedAt: number): Promise<EnvironmentStatus> {
  const { client, clock, log } = ctx;
  const status = await client.environments.status({ environmentId: environment.id });
  const early = refusedAt + STALE_READ_MS - clock.now();
  if (status.state !== 'STOPPED' || early <= 0) return status;
  log.info(
    `${environment.name} shows STOPPED, which may be its state from before a deployment that began just now: reading it again in ${(early / 1000).toFixed(1)}s`,
  );
  await clock.sleep(early);
  return client.environments.status({ environmentId: environment.id });
}

/** The deployment a status shows, in the words a log line or a failure names it by. */
export function runningDeployment(status: EnvironmentStatus): string {
  const ids = [
    status.last_deployment_id && `deployment ${status.last_deployment_id}`,
    status.deployment_request_id && `request ${status.deployment_request_id}`,
  ]
    .filter(Boolean)
    .join(', ');
  return ids ? `${status.state} (${ids})` : status.state;
}

export async function requestStop(ctx: OperationContext, environment: Environment): Promise<StopRequest> {
  const { client, clock, log, deadline } = ctx;
  for (let attempt = 0; ; attempt++) {
    let answer: EnvironmentStatus | undefined;
    try {
      answer = await client.environments.stop({ environmentId: environment.id });
    } catch (error) {
      if (!isBusy(error)) throw error;
      const status = await statusAfter(ctx, environment, clock.now());
      if (status.state === 'STOPPED') return { kind: 'stopped-already' };
      const delay = busyDelay(attempt, ctx.random ?? Math.random);
      if (clock.now() + delay > deadline) return { kind: 'busy', status };
      log.info(`${environment.name} is busy: ${runningDeployment(status)}; asking for the stop again in ${(delay / 1000).toFixed(1)}s`);
      await clock.sleep(delay);
      continue;
    }
    log.info(`Stop of ${environment.name} requested`);
    return { kind: 'requested', requestId: answer?.deployment_request_id ?? '' };
  }
}

/**
 * The stop's own state: by its deployment request, free of the stale read, when the answer named
 * one (the environment's status when the lookup has no status for it); else the environment's,
 * which cannot show a stale STOPPED here, as the platform accepts no stop of a stopped environment.
 */
export function stopPoll(ctx: OperationContext, environment: Environment, requestId: string): () => Promise<string> {
  const { client } = ctx;
  const byEnvironment = async () => (await client.environments.statusPoll({ environmentId: environment.id })).state;
  if (!requestId) return byEnvironment;
  return async () => {
    try {
      const { status } = await client.environments.deploymentStatusPoll({ deploymentRequestId: requestId });
      return status || byEnvironment();
    } catch (error) {
      if (!isRouteMissing(error)) throw error;
      return byEnvironment();
    }
  };
}
