/**
 * stop: stops an environment (the pull request's preview, or `environment` itself on any other
 * event) and waits for STOPPED. The environment is kept: its next deployment starts it again.
 * Never a success while another operation still runs on it (environment/stop-request.ts).
 */
import { classifyState } from '../platform/schemas/deployment-states.ts';
import type { OperationContext } from '../run/context.ts';
import { readEnvironment, targetOf } from '../run/context.ts';
import type { Environment } from '../platform/schemas/index.ts';
import { knowing, type Learned, type OperationResult, type Outcome, type RunRecord } from '../run/result.ts';
import { findOwnPreview } from './preview/own-preview.ts';
import { requestStop, runningDeployment, stopPoll } from './environment/stop-request.ts';
import { waitFor } from './environment/wait-for-state.ts';
import { counted } from '../basics/markdown-text.ts';

export async function stop(ctx: OperationContext, record: RunRecord): Promise<OperationResult> {
  const { config, log } = ctx;
  const pullRequest = config.pullRequest;
  const { name, preview: found } = await record.stage('find environment', async () => {
    if (pullRequest) return findOwnPreview(ctx, pullRequest, 'stop');
    const environment = await readEnvironment(ctx);
    return { name: environment.name, preview: environment };
  });
  if (!found) {
    log.notice(`No preview environment named ${name} exists: nothing to stop`);
    return record.result('success', `Nothing to stop: no preview named ${name}`, { environmentName: name });
  }
  const known = { environmentName: name, environmentId: found.id };
  return knowing(known, () => stopFound(ctx, record, known, found));
}

/** The environment found, stopped (a dry run's plan says so) and, with `wait`, waited for until STOPPED. */
async function stopFound(ctx: OperationContext, record: RunRecord, known: Learned, found: Environment): Promise<OperationResult> {
  const { config, log, clock, deadline } = ctx;
  if (config.dryRun) {
    return record.result('planned', `Dry run: planned the stop of ${found.name}; nothing was changed`, {
      ...known,
      plan: [`stop environment ${found.name} (${found.id})`],
    });
  }

  await ctx.announce?.(targetOf(found));
  const asked = await record.stage('stop', () => requestStop(ctx, found));
  if (asked.kind === 'stopped-already') {
    log.info(`${found.name} is stopped already`);
    return record.result('success', `${found.name} stopped (it was stopped already)`, { ...known, state: 'STOPPED' });
  }
  if (asked.kind === 'busy') {
    const seen = runningDeployment(asked.status);
    const reason =
      classifyState(asked.status.state, 'deploy') === 'in_progress'
        ? `${seen} was still running when the run's time ran out (timeout-minutes: ${config.timeoutMinutes})`
        : `the platform still answered 409 (operation in progress) when the run's time ran out (timeout-minutes: ${config.timeoutMinutes}); the environment shows ${seen}`;
    return record.result('failure', `${found.name} was not stopped: ${reason}`, {
      ...known,
      failedStage: 'stop',
      failure: { reason, services: [] },
      state: asked.status.state,
    });
  }
  const requested = { ...known, deploymentRequestId: asked.requestId };
  if (!config.wait) {
    return record.result('success', `Stop of ${found.name} requested; not waited for (wait: false)`, {
      ...requested,
      state: 'STOP_QUEUED',
    });
  }

  const waited = await knowing(requested, () =>
    record.stage('wait for stop', async () => {
      log.startGroup(`Waiting for ${found.name} to stop`);
      try {
        return await waitFor(ctx, {
          purpose: 'stop',
          poll: stopPoll(ctx, found, asked.requestId),
          timeoutMs: Math.max(1, deadline - clock.now()),
        });
      } finally {
        log.endGroup();
      }
    }),
  );
  const outcome: Outcome = waited.verdict;
  const summary =
    outcome === 'success'
      ? `${found.name} stopped; the next deployment starts it again`
      : outcome === 'timed_out'
        ? `Stop of ${found.name} did not finish within ${counted(config.timeoutMinutes, 'minute')} (state ${waited.state})`
        : `Stop of ${found.name} ended in ${waited.state}`;
  return record.result(outcome, summary, { ...requested, failedStage: 'wait for stop', state: waited.state });
}
