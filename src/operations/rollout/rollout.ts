/**
 * What preview and deploy share once the target environment exists: upsert the secrets, trigger
 * exactly one deployment (every service at its version in one request, or a redeploy when no
 * service is named), wait for it, and read back metrics and links.
 */
import { errorMessage } from '../../basics/error-message.ts';
import { classifyState, isKnownState } from '../../platform/schemas/deployment-states.ts';
import { USER_AGENT } from '../../platform/transport.ts';
import type { WaitResult } from '../../wait/index.ts';
import type { OperationContext } from '../../run/context.ts';
import { explainFailure } from './failure-explanation.ts';
import { platformTimings } from './platform-timeline.ts';
import { knowing, linkFields, urlsOf, type Learned, type OperationResult, type Outcome, type RunRecord } from '../../run/result.ts';
import { cancelAfterTimeout } from './cancel-on-timeout.ts';
import { configure } from './configure.ts';
import { lastRead, statusPoll } from './deployment-state.ts';
import { deletedWhileDeploying, deletionOf, PreviewDeleted } from './deleted-while-waiting.ts';
import { QueueFollower } from './deployment-queue.ts';
import { checkReadiness, NotReady, plainRequest } from './readiness.ts';
import { failedStageOf, rolloutSummary, unreadReason } from './verdict.ts';
import type { RolloutTarget, UnderWay } from './target.ts';
import { linksStillKnown } from './links-before.ts';
import { linkedServices, readLinks } from './service-urls.ts';
import { describeServices, versionless } from '../environment/service-plan.ts';
import { pullRequestClosed, supersededBy, supersededSummary } from './superseded.ts';
import { NEVER_DEPLOYED, trigger, triggerWord, type Before } from './trigger.ts';
import { setLateVariables, type FilledVariable } from './environment-variables.ts';
import { waitFor } from '../environment/wait-for-state.ts';
import { counted } from '../../basics/markdown-text.ts';

/** One line per service and secret, for a dry run's plan. Never a value. */
export function describeRollout(ctx: OperationContext, target: RolloutTarget): string[] {
  const { config } = ctx;
  const { sends } = target;
  const unset = [...sends.unsetSecrets, ...sends.unsetVariables];
  const what =
    target.services.length > 0
      ? `deploy these services of ${target.environment.name} in one request`
      : `redeploy ${target.environment.name} once`;
  return [
    ...describeServices(target.services),
    ...(target.unchanged ?? []).map(
      (service) => `leave ${service.kind} ${service.name} as it is: unchanged since commit ${service.version ?? 'none'} (affected-only)`,
    ),
    ...(sends.secrets.length > 0 ? [`set secrets ${sends.secrets.map((s) => s.key).join(', ')}`] : []),
    ...(sends.variables.length > 0 ? [`set variables ${sends.variables.map((v) => `${v.key}=${v.value}`).join(', ')}`] : []),
    ...(unset.length > 0 ? [`leave ${unset.join(', ')} as they are: given empty (KEY=), so not sent`] : []),
    config.wait ? `${what} and wait up to ${counted(config.timeoutMinutes, 'minute')}` : `${what} without waiting`,
  ];
}

/**
 * The rollout: configure, one trigger, then follow it (a separate step, below). `known` is what
 * the caller learned before it (the environment, whether this run created it): every result and
 * every fault of the rollout carries it, under what the rollout learns.
 */
export async function rollOut(
  ctx: OperationContext,
  target: RolloutTarget,
  record: RunRecord,
  known: Learned = {},
  underWay: UnderWay = {},
): Promise<OperationResult> {
  const { clock, log } = ctx;
  const affected = target.unchanged !== undefined;
  const planned: Learned = {
    ...known,
    services: [
      ...target.services.flatMap(({ kind, name, source, to, pinned }) =>
        to === null
          ? []
          : [{ kind, name, source, version: to, pinned, ...(affected && source === 'git' ? { affected: 'rebuilt' as const } : {}) }],
      ),
      ...(target.unchanged ?? []).flatMap(({ kind, name, source, version }) =>
        version === null ? [] : [{ kind, name, source, version, pinned: true, affected: 'unchanged' as const }],
      ),
    ],
  };
  // Asked beside the last set-up wave, as late as it can be without a round trip of its own.
  const head = supersededBy(ctx);
  const configured = await knowing(planned, () =>
    record.stage('configure', () => configure(ctx, target, known.created === true, underWay.alongside)),
  );
  const { status: before, secretNames, alongside } = configured;
  const set: Learned = { ...planned, ...alongside, secretNames };
  return knowing(set, async () => {
    // A failed, cancelled or stopped last request lasted as long as it took to end, not as long as a deployment takes.
    const ownSeconds =
      before !== NEVER_DEPLOYED && before.last_deployment_state === 'DEPLOYED' ? before.total_deployment_duration_in_seconds : undefined;
    const previousSeconds = ownSeconds ?? (await underWay.blueprintDuration?.());
    const overtaken = await head;
    if (overtaken) {
      log.notice(`A newer commit (${overtaken}) is the pull request's head now: no ${triggerWord(target)} from this run`);
      return record.result('skipped', supersededSummary(overtaken, `before the ${triggerWord(target)}`), set);
    }
    // Taken inside the trigger stage, so the platform's rows, placed from it, never begin before the trigger's own.
    let triggerAt = clock.now();
    const started = await record.stage('trigger', () => {
      triggerAt = clock.now();
      return trigger(ctx, target, before);
    });
    const requested: Learned = { ...set, deploymentRequestId: started.requestId, state: started.state };
    return knowing(requested, () =>
      follow(ctx, target, record, requested, { ...configured, started, triggerAt, previousSeconds: previousSeconds ?? undefined }),
    );
  });
}

/** What the rollout's follow-up meets: the set-up's answers, and the trigger's. */
interface Triggered {
  status: Before;
  late: FilledVariable[];
  describe: () => Promise<void>;
  started: Awaited<ReturnType<typeof trigger>>;
  triggerAt: number;
  previousSeconds: number | undefined;
}

/** After the trigger: the secrets' descriptions, the log's lines, the wait, and the result read from the platform. */
async function follow(
  ctx: OperationContext,
  target: RolloutTarget,
  record: RunRecord,
  requested: Learned,
  { status: before, late, describe, started, triggerAt, previousSeconds }: Triggered,
): Promise<OperationResult> {
  const { config, log, deadline } = ctx;
  const environment = target.environment;
  // The secrets' descriptions, once the deployment is requested: never a round trip before it.
  await describe();
  for (const service of versionless(target.services)) {
    log.warning(
      `${service.kind} ${service.name} has no version yet (never deployed): left out of the deployment; name it in "${service.kind}" to deploy it`,
    );
  }
  for (const service of target.services.filter((each) => each.pinned)) {
    log.info(
      `Deploying ${service.kind} ${service.name} at ${service.source === 'git' ? 'commit' : 'image tag'} ${service.to} (was ${service.version ?? 'none'})`,
    );
  }
  log.info(
    `${target.services.length > 0 ? 'Deployment of its services' : 'Redeploy'} requested for ${environment.name}` +
      (started.requestId ? ` (deployment request ${started.requestId})` : ' (no deployment request id: following the environment status)'),
  );

  if (!config.wait) {
    const links = await readLinks(ctx, environment.id);
    const serviceUrls = await linkedServices(ctx, environment.id, links, [...target.services, ...(target.others ?? [])]);
    const linked: Learned = { ...requested, ...linkFields(links), serviceUrls };
    await knowing(linked, () => setLateVariables(ctx, environment.id, late, { ...target.sharedUrls, ...urlsOf(linked) }));
    return record.result(
      'success',
      `${target.services.length > 0 ? 'Deployment' : 'Redeploy'} of ${environment.name} requested; not waited for (wait: false)`,
      linked,
    );
  }

  log.startGroup(`Waiting for ${environment.name} (timeout ${config.timeoutMinutes} min)`);
  const busy =
    before !== NEVER_DEPLOYED &&
    isKnownState(before.state) &&
    before.state !== 'READY' &&
    classifyState(before.state, 'deploy') === 'in_progress';
  const queue = new QueueFollower(ctx, environment.id, started.requestId, triggerAt, busy, started);
  let waited: WaitResult;
  try {
    waited = await record.during('wait', () =>
      waitFor(ctx, {
        purpose: 'deploy',
        poll: statusPoll(ctx, environment.id, started.requestId, before, queue),
        timeoutMs: deadline - triggerAt,
        ...(previousSeconds ? { expectedDurationMs: previousSeconds * 1000 } : {}),
        triggeredAt: triggerAt,
        onPollError: (error, delayMs) =>
          log.info(`Status read failed (${errorMessage(error)}); next try in ${(delayMs / 1000).toFixed(1)}s`),
      }),
    );
  } catch (error) {
    if (error instanceof PreviewDeleted) return deletedWhileDeploying(record, requested, environment.name, error.state);
    throw error;
  } finally {
    log.endGroup();
  }
  if (waited.verdict === 'timed_out' && waited.readError !== undefined) waited = await lastRead(ctx, environment.id, before, waited);
  const seen: Learned = { ...requested, state: waited.state };
  return knowing(seen, () => verdictOf(ctx, target, record, seen, { waited, queue, late, triggerAt, requestId: started.requestId }));
}

/** Once the wait ended: a deletion that won, a timeout's cancel, the platform's timings and links, readiness, and the result. */
async function verdictOf(
  ctx: OperationContext,
  target: RolloutTarget,
  record: RunRecord,
  seen: Learned,
  {
    waited,
    queue,
    late,
    triggerAt,
    requestId,
  }: { waited: WaitResult; queue: QueueFollower; late: FilledVariable[]; triggerAt: number; requestId: string },
): Promise<OperationResult> {
  const { config } = ctx;
  const environment = target.environment;
  // A cleanup cancels a running deployment before it deletes: that CANCELED is the deletion's,
  // which may not have begun yet; the closed pull request then says so.
  if (waited.verdict === 'cancelled' && ctx.config.operation === 'preview') {
    // A status that could not be read tells nothing of a deletion: the pull request's state is asked instead.
    const [read] = await Promise.allSettled([deletionOf(ctx, environment.id)]);
    const deletion = read.status === 'fulfilled' ? read.value : undefined;
    if (deletion !== undefined || (await pullRequestClosed(ctx))) {
      return deletedWhileDeploying(record, seen, environment.name, deletion ?? waited.state);
    }
  }

  if (waited.verdict === 'timed_out' && config.cancelOnTimeout) {
    await cancelAfterTimeout(ctx, environment, requestId, queue.stillQueued);
  }

  // The platform's stages begin when this run's request left the queue, not at the trigger.
  const [platform, links] = await Promise.all([
    platformTimings(
      ctx,
      environment.id,
      waited,
      { triggerSeconds: record.elapsed(triggerAt), startSeconds: queue.startSeconds(record), requestId },
      [...target.services, ...(target.others ?? [])],
    ),
    linksStillKnown(ctx, environment.id, target.services) ?? readLinks(ctx, environment.id),
  ]);
  const queued = queue.stage(record.elapsed(triggerAt), record.elapsed(queue.startedAt), waited.verdict);
  // A preview sharing a baseline shows only its own services: the shared ones never deploy there.
  const shown = target.sharedUrls
    ? platform.stages.filter((stage) => stage.service === undefined || target.services.some((service) => service.name === stage.service))
    : platform.stages;
  const stages = queued ? [queued, ...shown] : shown;
  record.addRows(stages);
  // The stage statuses just read name the services already: no read of their own for the names.
  const named = [
    ...target.services,
    ...(target.others ?? []),
    ...platform.services.map((service) => ({ id: service.status.id, name: service.name })),
  ];
  const linked = await knowing({ ...seen, ...linkFields(links) }, () => linkedServices(ctx, environment.id, links, named));
  const reported: Learned = { ...seen, ...linkFields(links), serviceUrls: linked.map(({ name, url }) => ({ name, url })) };
  return knowing(reported, async () => {
    if (waited.verdict === 'success') await setLateVariables(ctx, environment.id, late, { ...target.sharedUrls, ...urlsOf(reported) });

    const outcome: Outcome = waited.verdict;
    // Services without a link are never asked: a worker-only preview is ready at DEPLOYED.
    if (outcome === 'success' && config.healthPath !== '' && linked.length > 0) {
      try {
        await record.stage('readiness', () => checkReadiness(ctx, ctx.askService ?? plainRequest(USER_AGENT), linked));
      } catch (error) {
        if (!(error instanceof NotReady)) throw error;
        return record.result('failure', `${environment.name} deployed, but is not ready: ${error.message}`, {
          ...reported,
          failure: { reason: error.message, services: [] },
        });
      }
    }
    if (outcome === 'success')
      return record.result(outcome, rolloutSummary(outcome, environment.name, waited, undefined, config.timeoutMinutes), reported);
    const failedStage = failedStageOf(stages);
    const explained =
      outcome === 'failure' || outcome === 'timed_out'
        ? await explainFailure(ctx, environment.id, platform.services, {
            state: waited.state,
            stage: failedStage,
            ...(outcome === 'timed_out' ? { timeoutMinutes: config.timeoutMinutes } : {}),
          })
        : undefined;
    // Not a state that lasted, but reads that failed: that is the cause the outputs and the report name.
    const failure =
      waited.readError !== undefined ? { reason: unreadReason(waited.readError), services: explained?.services ?? [] } : explained;
    return record.result(outcome, rolloutSummary(outcome, environment.name, waited, failedStage, config.timeoutMinutes), {
      ...reported,
      failedStage,
      failure,
    });
  });
}
