/** status: reports a deployment request, or the environment's current state; changes nothing. */
import { errorMessage } from '../error-message.ts';
import { classifyState, isSettled } from '../platform/states.ts';
import { OperationError, type OperationContext } from './context.ts';
import { preferredLinks, type OperationResult, type Outcome, type RunRecord } from './result.ts';
import { waitFor } from './steps/wait-for-state.ts';

export async function status(ctx: OperationContext, record: RunRecord): Promise<OperationResult> {
  const { client, config, log } = ctx;
  const requestId = config.deploymentRequestId;
  let warned = false;
  const read = async (): Promise<{ environmentId: string; state: string }> => {
    if (!requestId) {
      const current = await client.environments.status({ environmentId: config.environmentId });
      return { environmentId: config.environmentId, state: current.state };
    }
    const request = await client.environments.deploymentStatus({ deploymentRequestId: requestId });
    // Every member of the answer is optional in the spec: the environment input stands in for a
    // missing environment_id, and the environment's own state for a missing status.
    const environmentId = request.environment_id || config.environmentId;
    if (!environmentId) {
      throw new OperationError(
        `GET /environment/deploymentStatus answered no environment_id for deployment request ${requestId}: give the "environment" input`,
      );
    }
    if (request.status) return { environmentId, state: request.status };
    if (!warned)
      log.warning(
        `GET /environment/deploymentStatus answered no status for deployment request ${requestId}: reading the environment's state instead`,
      );
    warned = true;
    return { environmentId, state: (await client.environments.status({ environmentId })).state };
  };

  const first = await record.stage('read status', read);
  record.deploymentRequestId = requestId;
  record.state = first.state;
  const [environment, links] = await Promise.all([
    client.environments.get({ environmentId: first.environmentId }),
    client.environments.links({ environmentId: first.environmentId }).catch(() => []),
  ]);
  record.environmentId = environment.id;
  record.environmentName = environment.name;
  record.links = preferredLinks(links);
  record.url = record.links[0]?.url ?? '';

  let verdict = classifyState(first.state, 'deploy');
  if (verdict === 'in_progress' && config.wait && !isSettled(first.state)) {
    const waited = await record.stage('wait', () =>
      waitFor(ctx, {
        purpose: 'deploy',
        poll: async () => (await read()).state,
        timeoutMs: Math.max(1, ctx.deadline - ctx.clock.now()),
      }),
    );
    record.state = waited.state;
    if (waited.verdict === 'timed_out' && waited.readError !== undefined) {
      const reason = `could not read the deployment's status: ${errorMessage(waited.readError)}`;
      record.failure = { reason, services: [] };
      return record.result('timed_out', `${environment.name}: ${reason} (last state seen: ${waited.state || 'none'})`);
    }
    if (waited.verdict === 'timed_out')
      return record.result('timed_out', `${environment.name} is still ${waited.state} after ${config.timeoutMinutes} minutes`);
    verdict = waited.verdict;
  }
  const outcome: Outcome = verdict === 'in_progress' ? 'skipped' : verdict;
  const subject = requestId ? `Deployment request ${requestId} of ${environment.name}` : environment.name;
  const detail =
    verdict !== 'in_progress'
      ? `${subject} is ${record.state}`
      : isSettled(record.state)
        ? `${subject} is ${record.state}: no deployment is running and none has a verdict to report`
        : `${subject} is still ${record.state} (not waited for)`;
  return record.result(outcome, detail);
}
