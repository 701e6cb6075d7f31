/** status: reports a deployment request, or the environment's current state; changes nothing. */
import { errorMessage } from '../basics/error-message.ts';
import { classifyState, isSettled } from '../platform/schemas/deployment-states.ts';
import { environmentIdOf, OperationError, type OperationContext } from '../run/context.ts';
import type { Environment } from '../platform/schemas/index.ts';
import { knowing, linkFields, named, type Learned, type OperationResult, type Outcome, type RunRecord } from '../run/result.ts';
import { waitFor } from './environment/wait-for-state.ts';
import { counted } from '../basics/markdown-text.ts';

export async function status(ctx: OperationContext, record: RunRecord): Promise<OperationResult> {
  const { client, config, log } = ctx;
  const requestId = config.deploymentRequestId;
  const environmentId = environmentIdOf(ctx);
  let warned = false;
  // The first read is one request as any other; the wait's reads are polls, one try each, which the waiter repeats.
  const statusOf = (id: string, polling: boolean) =>
    polling ? client.environments.statusPoll({ environmentId: id }) : client.environments.status({ environmentId: id });
  const read = async (polling = false): Promise<{ environmentId: string; state: string }> => {
    if (!requestId) {
      const current = await statusOf(environmentId, polling);
      return { environmentId, state: current.state };
    }
    const request = await (polling
      ? client.environments.deploymentStatusPoll({ deploymentRequestId: requestId })
      : client.environments.deploymentStatus({ deploymentRequestId: requestId }));
    // Every member of the answer is optional in the spec: the environment input stands in for a
    // missing environment_id, and the environment's own state for a missing status.
    const named = request.environment_id || environmentId;
    if (!named) {
      throw new OperationError(
        `GET /environment/deploymentStatus answered no environment_id for deployment request ${requestId}: give the "environment" input`,
      );
    }
    if (request.status) return { environmentId: named, state: request.status };
    if (!warned)
      log.warning(
        `GET /environment/deploymentStatus answered no status for deployment request ${requestId}: reading the environment's state instead`,
      );
    warned = true;
    return { environmentId: named, state: (await statusOf(named, polling)).state };
  };

  const first = await record.stage('read status', () => read());
  const asked = { deploymentRequestId: requestId, state: first.state };
  const [environment, links] = await knowing(asked, () =>
    Promise.all([
      client.environments.get({ environmentId: first.environmentId }),
      client.environments.links({ environmentId: first.environmentId }).catch(() => []),
    ]),
  );
  const known: Learned = { ...asked, ...named(environment), ...linkFields(links) };
  return knowing(known, () => verdictOf(ctx, record, known, environment, first.state, read));
}

/** The state read first, waited on while a deployment runs (with `wait`), as the result reports it. */
async function verdictOf(
  ctx: OperationContext,
  record: RunRecord,
  known: Learned,
  environment: Environment,
  firstState: string,
  read: (polling?: boolean) => Promise<{ state: string }>,
): Promise<OperationResult> {
  const { config, log } = ctx;
  const requestId = config.deploymentRequestId;

  // The state the result reports: the first read's, until a wait or a last read sees a later one.
  let state = firstState;
  let verdict = classifyState(firstState, 'deploy');
  if (verdict === 'in_progress' && config.wait && !isSettled(firstState)) {
    const waited = await record.stage('wait', () =>
      waitFor(ctx, {
        purpose: 'deploy',
        poll: async () => (await read(true)).state,
        timeoutMs: Math.max(1, ctx.deadline - ctx.clock.now()),
      }),
    );
    state = waited.state;
    verdict = waited.verdict === 'timed_out' ? 'in_progress' : waited.verdict;
    if (waited.verdict === 'timed_out' && waited.readError !== undefined) {
      const last = await lastRead(ctx, environment.id, requestId);
      if (last === undefined) {
        const reason = `could not read the deployment's status: ${errorMessage(waited.readError)}`;
        return record.result('timed_out', `${environment.name}: ${reason} (last state seen: ${waited.state || 'none'})`, {
          ...known,
          failure: { reason, services: [] },
          state,
        });
      }
      log.info(`The status reads failed until the timeout (${errorMessage(waited.readError)}); a last read says ${last}`);
      state = last;
      verdict = classifyState(last, 'deploy');
    }
    if (verdict === 'in_progress')
      return record.result('timed_out', `${environment.name} is still ${state} after ${counted(config.timeoutMinutes, 'minute')}`, {
        ...known,
        state,
      });
  }
  const outcome: Outcome = verdict === 'in_progress' ? 'skipped' : verdict;
  const subject = requestId ? `Deployment request ${requestId} of ${environment.name}` : environment.name;
  const detail =
    verdict !== 'in_progress'
      ? `${subject} is ${state}`
      : isSettled(state)
        ? `${subject} is ${state}: no deployment is running and none has a verdict to report`
        : `${subject} is still ${state} (not waited for)`;
  return record.result(outcome, detail, { ...known, state });
}

/**
 * The reads failed up to the deadline: one more, of the environment's own status, as the other
 * operations make, answers the state when it answers and is the request's (or no request was
 * asked for); undefined when it is not, or fails too (said in the log).
 */
async function lastRead(ctx: OperationContext, environmentId: string, requestId: string): Promise<string | undefined> {
  try {
    const now = await ctx.client.environments.status({ environmentId });
    if (!requestId || now.deployment_request_id === requestId) return now.state;
    ctx.log.info(`A last read of the environment's status shows another deployment request (${now.deployment_request_id ?? 'none named'})`);
  } catch (error) {
    ctx.log.info(`A last read of the environment's status failed too (${errorMessage(error)})`);
  }
  return undefined;
}
