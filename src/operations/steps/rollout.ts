/**
 * What preview and deploy share once the target environment exists: upsert the secrets, trigger
 * exactly one deployment (every service at its version in one request, or a redeploy when no
 * service is named), wait for it, and read back metrics and links.
 */
import { errorMessage } from '../../error-message.ts';
import type { Environment, EnvironmentStatus, Link } from '../../platform/schemas/index.ts';
import { classifyState, isBeingDeleted, isKnownState } from '../../platform/states.ts';
import type { WaitResult } from '../../wait/index.ts';
import type { OperationContext } from '../context.ts';
import { isAmbiguous, isBusy, isNotFound } from '../../platform/errors.ts';
import { retryWhileBusy } from './busy-retry.ts';
import { preferredLinks, urlsOf, type OperationResult, type Outcome, type RunRecord, type Stage } from '../result.ts';
import { pullRequestClosed, supersededBy, supersededSummary } from './superseded.ts';
import { waitFor } from './wait-for-state.ts';
import { deployRequestOf, describeServices, versionless, type PlannedService } from './services.ts';
import { platformTimings } from '../explain/platform-timeline.ts';
import { explainFailure } from '../explain/failure-explanation.ts';
import { USER_AGENT } from '../../platform/transport.ts';
import { checkReadiness, NotReady, plainRequest } from './readiness.ts';
import { linkedServices, readLinkedServices } from './service-urls.ts';
import { linksStillKnown } from './links-before.ts';
import { fillVariables, namesUrls, setLateVariables, setVariables, type FilledVariable } from './variables.ts';
import { answerOf, QueueFollower, type TriggerAnswer } from './queue.ts';
import { STALE_READ_MS } from './stale-read.ts';
import { sendChangedSecrets } from './secret-digest.ts';

export interface RolloutTarget {
  environment: Environment;
  /**
   * Every service of the target with the version it is deployed at; empty when no input names
   * a service, and the trigger is then a redeploy.
   */
  services: PlannedService[];
  /**
   * Seconds the blueprint's last deployment took: the guess for a fresh preview, which has no
   * deployment of its own yet. The target's own previous duration, read just before the
   * trigger, comes first when that deployment succeeded; only otherwise is this asked.
   */
  fallbackDurationSeconds?: (() => Promise<number | null | undefined>) | undefined;
  /** affected-only: the git-built services named in the inputs that the push did not change, left out of the request. */
  unchanged?: PlannedService[] | undefined;
  /** Set-up still on its way (a new preview's mark): awaited with the secrets, before the trigger. */
  alongside?: Promise<unknown> | undefined;
}

/** How the trigger is named in the plan and the log. */
function triggerWord(target: RolloutTarget): string {
  return target.services.length > 0 ? 'deploy' : 'redeploy';
}

/** One line per service and secret, for a dry run's plan. Never a value. */
export function describeRollout(ctx: OperationContext, target: RolloutTarget, record: RunRecord): void {
  const { config } = ctx;
  record.plan.push(...describeServices(target.services));
  for (const service of target.unchanged ?? []) {
    record.plan.push(`leave ${service.kind} ${service.name} as it is: unchanged since commit ${service.version ?? 'none'} (affected-only)`);
  }
  if (config.secrets.length > 0) record.plan.push(`set secrets ${config.secrets.map((s) => s.key).join(', ')}`);
  if (config.variables.length > 0) record.plan.push(`set variables ${config.variables.map((v) => `${v.key}=${v.value}`).join(', ')}`);
  const what =
    target.services.length > 0
      ? `deploy these services of ${target.environment.name} in one request`
      : `redeploy ${target.environment.name} once`;
  record.plan.push(config.wait ? `${what} and wait up to ${config.timeoutMinutes} minutes` : `${what} without waiting`);
}

/**
 * The secrets and variables in one concurrent wave, with the status read the trigger needs beside
 * them. A `{url:SERVICE}` is read from the links first; a variable whose service has no link yet
 * is handed back, to be set once the deployment made one.
 */
async function configure(
  ctx: OperationContext,
  target: RolloutTarget,
  record: RunRecord,
): Promise<{ status: EnvironmentStatus; late: FilledVariable[]; keepDigests: () => Promise<void> }> {
  const { client, config, log } = ctx;
  const environmentId = target.environment.id;
  const urls = namesUrls(config) ? urlsOf({ serviceUrls: await readLinkedServices(ctx, environmentId, target.services) }) : {};
  const variables = fillVariables(config, urls);
  const [status, { sent, record: keepDigests }] = await Promise.all([
    client.environments.statusBefore({ environmentId }),
    sendChangedSecrets(ctx, environmentId, record.created),
    target.alongside,
    setVariables(ctx, environmentId, variables),
  ]);
  record.secretNames = config.secrets.map((s) => s.key);
  const kept = record.secretNames.filter((key) => !sent.includes(key));
  if (sent.length > 0) log.info(`Set secrets ${sent.join(', ')}`);
  if (kept.length > 0) log.info(`Secrets ${kept.join(', ')} unchanged since they were last set: not sent again`);
  return { status, late: variables.filter((variable) => variable.lacking.length > 0), keepDigests };
}

/**
 * Did a deployment start after `before`? Used when a trigger's answer was lost. A new deployment
 * id or date says so; so does a move into a known running state (READY, a fresh clone's state,
 * is not one: it only says nothing has been deployed yet). A state the spec does not list says
 * nothing either way: taken for a start, it would have the run follow a deployment that never
 * began until the timeout.
 */
function startedSince(before: EnvironmentStatus, now: EnvironmentStatus): boolean {
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
async function trigger(ctx: OperationContext, target: RolloutTarget, before: EnvironmentStatus): Promise<Trigger> {
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
async function afterEmptyAnswer(ctx: OperationContext, environmentId: string, word: string, before: EnvironmentStatus): Promise<Trigger> {
  const { client, clock, log } = ctx;
  log.info(`The ${word} was accepted with no answer body: reading its deployment request from the environment status`);
  for (let read = 1; read <= 2; read++) {
    const now = await client.environments.status({ environmentId });
    if (startedSince(before, now)) return { requestId: now.deployment_request_id ?? '', state: now.state };
    if (read === 1) await clock.sleep(STALE_READ_MS);
  }
  return { requestId: '', state: 'QUEUED' };
}

/** The preview was deleted under the wait: a cleanup of the closed pull request won. */
class PreviewDeleted extends Error {
  readonly state: string;
  constructor(state: string) {
    super('the preview was deleted while deploying');
    this.state = state;
  }
}

/**
 * For a preview only: the state of its deletion when a cleanup took it away ('DELETED' once it
 * is gone), else undefined. A deploy target is never deleted by the action's own cleanup.
 */
async function deletionOf(ctx: OperationContext, environmentId: string): Promise<string | undefined> {
  if (ctx.config.operation !== 'preview') return undefined;
  try {
    const { state } = await ctx.client.environments.status({ environmentId });
    return isBeingDeleted(state) ? state : undefined;
  } catch (error) {
    if (isNotFound(error)) return 'DELETED';
    throw error;
  }
}

/**
 * The poll: by deployment request id (through the deployment queue while it waits there), or the
 * environment status checked to be the new deployment.
 */
function statusPoll(ctx: OperationContext, environmentId: string, requestId: string, before: EnvironmentStatus, queue?: QueueFollower) {
  const { client } = ctx;
  // A 404 while waiting: the request or the environment went away; a deleted preview says so.
  const explainNotFound = async (error: unknown): Promise<never> => {
    const deletion = isNotFound(error) ? await deletionOf(ctx, environmentId) : undefined;
    throw deletion === undefined ? error : new PreviewDeleted(deletion);
  };
  const byEnvironment = async () => {
    const now = await client.environments.status({ environmentId }).catch(explainNotFound);
    // A terminal state from before the trigger is a stale read, not this deployment's verdict.
    return startedSince(before, now) ? now.state : 'QUEUED';
  };
  if (!requestId) return byEnvironment;
  let warned = false;
  const byRequest = async () => {
    const { status } = await client.environments.deploymentStatus({ deploymentRequestId: requestId }).catch(explainNotFound);
    if (status) return status;
    // The spec marks the request's status optional: the environment's stands in for it.
    if (!warned)
      ctx.log.warning(
        `GET /environment/deploymentStatus answered no status for deployment request ${requestId}: following the environment status`,
      );
    warned = true;
    return byEnvironment();
  };
  return queue ? queue.poll(byRequest) : byRequest;
}

/** The result of a preview deleted under its wait: cancelled, and said in the user's words. */
function deletedWhileDeploying(record: RunRecord, name: string, state: string): OperationResult {
  record.state = state;
  record.failedStage ??= 'wait';
  return record.result('cancelled', `${name}: the preview was deleted while deploying (the pull request was closed?)`);
}

export async function rollOut(ctx: OperationContext, target: RolloutTarget, record: RunRecord): Promise<OperationResult> {
  const { client, config, clock, log, deadline } = ctx;
  const environment = target.environment;

  const affected = target.unchanged !== undefined;
  record.services = [
    ...target.services.flatMap(({ kind, name, source, to, pinned }) =>
      to === null
        ? []
        : [{ kind, name, source, version: to, pinned, ...(affected && source === 'git' ? { affected: 'rebuilt' as const } : {}) }],
    ),
    ...(target.unchanged ?? []).flatMap(({ kind, name, source, version }) =>
      version === null ? [] : [{ kind, name, source, version, pinned: true, affected: 'unchanged' as const }],
    ),
  ];
  // Asked beside the last set-up wave, as late as it can be without a round trip of its own.
  const head = supersededBy(ctx);
  const { status: before, late, keepDigests } = await record.stage('configure', () => configure(ctx, target, record));
  // A failed, cancelled or stopped last request lasted as long as it took to end, not as long as a deployment takes.
  const ownSeconds = before.last_deployment_state === 'DEPLOYED' ? before.total_deployment_duration_in_seconds : undefined;
  const previousSeconds = ownSeconds ?? (await target.fallbackDurationSeconds?.());
  const overtaken = await head;
  if (overtaken) {
    await keepDigests();
    log.notice(`A newer commit (${overtaken}) is the pull request's head now: no ${triggerWord(target)} from this run`);
    return record.result('skipped', supersededSummary(overtaken, `before the ${triggerWord(target)}`));
  }
  const triggerAt = clock.now();
  // The secrets' digests go out beside the trigger: no round trip of their own.
  const digests = keepDigests();
  const started = await record.stage('trigger', () => trigger(ctx, target, before));
  await digests;
  record.deploymentRequestId = started.requestId;
  record.state = started.state;
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
    record.links = preferredLinks(links);
    record.url = record.links[0]?.url ?? '';
    record.serviceUrls = await linkedServices(ctx, environment.id, links, target.services);
    await setLateVariables(ctx, environment.id, late, urlsOf(record));
    return record.result(
      'success',
      `${target.services.length > 0 ? 'Deployment' : 'Redeploy'} of ${environment.name} requested; not waited for (wait: false)`,
    );
  }

  log.startGroup(`Waiting for ${environment.name} (timeout ${config.timeoutMinutes} min)`);
  const busy = isKnownState(before.state) && before.state !== 'READY' && classifyState(before.state, 'deploy') === 'in_progress';
  const queue = new QueueFollower(ctx, environment.id, started.requestId, triggerAt, busy, started);
  let waited: WaitResult;
  try {
    waited = await waitFor(ctx, {
      purpose: 'deploy',
      poll: statusPoll(ctx, environment.id, started.requestId, before, queue),
      timeoutMs: deadline - triggerAt,
      ...(previousSeconds ? { expectedDurationMs: previousSeconds * 1000 } : {}),
      triggeredAt: triggerAt,
      onPollError: (error, delayMs) => log.info(`Status read failed (${errorMessage(error)}); next try in ${(delayMs / 1000).toFixed(1)}s`),
    });
  } catch (error) {
    if (error instanceof PreviewDeleted) return deletedWhileDeploying(record, environment.name, error.state);
    record.failedStage ??= 'wait';
    throw error;
  } finally {
    log.endGroup();
  }
  if (waited.verdict === 'timed_out' && waited.readError !== undefined) waited = await lastRead(ctx, environment.id, before, waited);
  record.state = waited.state;
  // A cleanup cancels a running deployment before it deletes: that CANCELED is the deletion's,
  // which may not have begun yet; the closed pull request then says so.
  if (waited.verdict === 'cancelled' && ctx.config.operation === 'preview') {
    const deletion = await deletionOf(ctx, environment.id).catch(() => undefined);
    if (deletion !== undefined || (await pullRequestClosed(ctx))) {
      return deletedWhileDeploying(record, environment.name, deletion ?? waited.state);
    }
  }

  if (waited.verdict === 'timed_out' && config.cancelOnTimeout && queue.stillQueued) {
    // The deployment running is another request's: only this run's own request leaves the queue.
    try {
      await client.environments.cancelQueued({ deploymentRequestId: started.requestId });
      log.warning(
        `Took this run's deployment request ${started.requestId} out of the queue after the timeout; the deployment running, another request's, is left as it is`,
      );
    } catch (error) {
      log.warning(
        `Could not take this run's deployment request ${started.requestId} out of the queue after the timeout: ${errorMessage(error)}`,
      );
    }
  } else if (waited.verdict === 'timed_out' && config.cancelOnTimeout) {
    // The verdict stays timed_out either way; a failed cancel is said, not allowed to hide it.
    try {
      const cancelled = await client.environments.cancelDeployment({ environmentId: environment.id });
      log.warning(`Cancelled the deployment of ${environment.name} after the timeout (state now ${cancelled.state})`);
    } catch (error) {
      log.warning(`Could not cancel the deployment of ${environment.name} after the timeout: ${errorMessage(error)}`);
    }
  }

  // The platform's stages begin when this run's request left the queue, not at the trigger.
  const [platform, links] = await Promise.all([
    platformTimings(
      ctx,
      environment.id,
      waited,
      { triggerSeconds: record.elapsed(triggerAt), startSeconds: queue.startSeconds(record), requestId: started.requestId },
      target.services,
    ),
    linksStillKnown(ctx, environment.id, target.services) ?? readLinks(ctx, environment.id),
  ]);
  record.links = preferredLinks(links);
  record.url = record.links[0]?.url ?? '';
  const queued = queue.stage(record.elapsed(triggerAt), record.elapsed(queue.startedAt), waited.verdict);
  const stages = queued ? [queued, ...platform.stages] : platform.stages;
  record.stages.push(...stages);
  // The stage statuses just read name the services already: no read of their own for the names.
  const named = [...target.services, ...platform.services.map((service) => ({ id: service.status.id, name: service.name }))];
  const linked = await linkedServices(ctx, environment.id, links, named);
  record.serviceUrls = linked.map(({ name, url }) => ({ name, url }));
  if (waited.verdict === 'success') await setLateVariables(ctx, environment.id, late, urlsOf(record));

  const outcome: Outcome = waited.verdict;
  // Services without a link are never asked: a worker-only preview is ready at DEPLOYED.
  if (outcome === 'success' && config.healthPath !== '' && linked.length > 0) {
    try {
      await record.stage('readiness', () => checkReadiness(ctx, ctx.askService ?? plainRequest(USER_AGENT), linked));
    } catch (error) {
      if (!(error instanceof NotReady)) throw error;
      record.failure = { reason: error.message, services: [] };
      return record.result('failure', `${environment.name} deployed, but is not ready: ${error.message}`);
    }
  }
  if (outcome !== 'success') {
    const stage = (record.failedStage = failedStageOf(stages));
    if (outcome === 'failure' || outcome === 'timed_out') {
      record.failure = await explainFailure(ctx, environment.id, platform.services, { state: waited.state, stage });
    }
    // Not a state that lasted, but reads that failed: that is the cause the outputs and the report name.
    if (waited.readError !== undefined)
      record.failure = { reason: unreadReason(waited.readError), services: record.failure?.services ?? [] };
  }
  return record.result(outcome, rolloutSummary(outcome, environment.name, waited, record.failedStage, config.timeoutMinutes));
}

function unreadReason(error: unknown): string {
  return `could not read the deployment's status: ${errorMessage(error)}`;
}

/**
 * The reads failed up to the deadline: one more, of the environment's own status (checked to be
 * this deployment's), decides the verdict when it answers; the wait's result stands when it does not.
 */
async function lastRead(ctx: OperationContext, environmentId: string, before: EnvironmentStatus, waited: WaitResult): Promise<WaitResult> {
  try {
    const state = await statusPoll(ctx, environmentId, '', before)();
    const verdict = classifyState(state, 'deploy');
    ctx.log.info(`The status reads failed until the timeout; a last read of the environment's status says ${state}`);
    const { readError: _answered, ...rest } = waited;
    return { ...rest, state, verdict: verdict === 'in_progress' ? 'timed_out' : verdict };
  } catch (error) {
    ctx.log.info(`A last read of the environment's status failed too (${errorMessage(error)})`);
    return waited;
  }
}

/** The stage that failed (with its failing service, when known), else the one still running, else the last. */
function failedStageOf(stages: Stage[]): string {
  const bad = (stage: Stage) => stage.status === 'ERROR' || stage.status === 'CANCEL';
  const service = stages.find((stage) => stage.service !== undefined && bad(stage));
  if (service) return `${service.name} (${service.service})`;
  return (
    stages.find((stage) => stage.service === undefined && bad(stage))?.name ??
    stages.find((stage) => stage.service === undefined && stage.durationSeconds === null)?.name ??
    stages.at(-1)?.name ??
    'wait'
  );
}

/** The links are a nicety of the report: failing to read them never fails a deployment. */
export function readLinks(ctx: OperationContext, environmentId: string): Promise<Link[]> {
  return ctx.client.environments.links({ environmentId }).catch((error: unknown) => {
    if (!isNotFound(error)) ctx.log.warning(`Could not read the environment's links: ${errorMessage(error)}`);
    return [];
  });
}

function rolloutSummary(
  outcome: Outcome,
  name: string,
  waited: WaitResult,
  failedStage: string | undefined,
  timeoutMinutes: number,
): string {
  const seconds = (waited.elapsedMs / 1000).toFixed(0);
  switch (outcome) {
    case 'success':
      return `${name} deployed in ${seconds}s (${waited.state})`;
    case 'failure':
      return `Deployment of ${name} failed in stage "${failedStage}" with state ${waited.state}`;
    case 'cancelled':
      return `Deployment of ${name} was cancelled on the platform (state ${waited.state}, stage "${failedStage}")`;
    default:
      if (waited.readError !== undefined) {
        const seen = waited.state ? `last state seen: ${waited.state}` : 'no read answered';
        return `Deployment of ${name}: ${unreadReason(waited.readError)} (${seen} in ${timeoutMinutes} minutes)`;
      }
      return `Deployment of ${name} did not finish within ${timeoutMinutes} minutes: still ${waited.state || 'unknown'} in stage "${failedStage}"`;
  }
}
