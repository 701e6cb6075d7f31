/**
 * Since 2025 the platform queues a deployment requested while another runs (DEPLOYMENT_QUEUED,
 * `GET /environment/{id}/deploymentQueue`) instead of refusing it with 409. The run follows its
 * own request through that queue by its id: the time it waited there is a stage of its own in
 * the report, and the platform's stages are placed from the moment it left, so the end of the
 * deployment it waited behind is never taken for its own.
 *
 * The queue is read only while the request's own state says it may be waiting (a *QUEUED
 * state), and no longer once it has been seen out of it: one read more than a run without a
 * queue at most, and none while it is listed (the queue then says all there is).
 *
 * A request the trigger answered as queued may leave the queue before the run's first read: the
 * platform's own times then say how long it waited (from its request to its deployment's start).
 */
import { errorMessage } from '../../basics/error-message.ts';
import { isRouteMissing } from '../../platform/errors.ts';
import { pollFaultOf } from '../../wait/faults.ts';
import type { QueuedDeploymentRequest } from '../../platform/schemas/index.ts';
import type { Outcome, Stage } from '../../run/result.ts';
import type { OperationContext } from '../../run/context.ts';

/** The states of a request that has not started: waiting for a worker, or behind another request. */
const QUEUED_STATES = new Set(['DEPLOYMENT_QUEUED', 'QUEUED']);

/** The report's name for the time the request waited behind others. */
const QUEUE_STAGE = 'deployment queue';

/** A shorter wait is the platform taking the request, not a queue: no stage of its own. */
const MIN_UNSEEN_WAIT_MS = 1_000;

/** What the trigger answered: the request's state and, when it says, the platform's time of the request. */
export interface TriggerAnswer {
  state: string;
  requestedAt?: string | null | undefined;
}

export function answerOf(status: { state: string; last_deployment_date?: string | null | undefined }): TriggerAnswer {
  return { state: status.state, requestedAt: status.last_deployment_date };
}

/** A request waits while it is listed and none of its stages has begun (a server may list the running one too). */
function waiting(item: QueuedDeploymentRequest): boolean {
  return (item.stages ?? []).every((stage) => stage.status === undefined || stage.status === null || stage.status === 'QUEUED');
}

export class QueueFollower {
  private phase: 'unknown' | 'waiting' | 'left' = 'unknown';
  /** Clock time the request was first seen out of the queue, after it had been seen in it. */
  private leftAt: number | undefined;
  /** Requests ahead of it in the queue when last seen there; undefined until seen there. */
  private ahead: number | undefined;
  /** Clock time of the first read that found it out of the queue without having seen it there. */
  private firstSeenOut: number | undefined;
  /** The queue could not be read (a server without it, a token refused it): no time is shown for it. */
  private unreadable = false;
  /** Its wait was told by the platform's times, not seen by a read. */
  private toldByPlatform = false;
  private readonly ctx: OperationContext;
  private readonly environmentId: string;
  private readonly requestId: string;
  private readonly triggeredAt: number;
  private readonly answered: TriggerAnswer;

  /**
   * @param busy a deployment was running when the run triggered: its request is then looked for
   * in the queue first, before its own state is read
   */
  constructor(
    ctx: OperationContext,
    environmentId: string,
    requestId: string,
    triggeredAt: number,
    busy: boolean,
    answered: TriggerAnswer = { state: '' },
  ) {
    if (busy) this.phase = 'waiting';
    this.ctx = ctx;
    this.environmentId = environmentId;
    this.requestId = requestId;
    this.triggeredAt = triggeredAt;
    this.answered = answered;
  }

  /** Wraps the poll of the request's own state: while it waits in the queue, the queue is read instead. */
  poll(readState: () => Promise<string>): () => Promise<string> {
    return async () => {
      if (this.phase === 'waiting') {
        if (await this.listed()) return 'DEPLOYMENT_QUEUED';
        this.phase = 'left';
        // Seen in the queue before (and read now): it left since. Never seen there: the platform's times may tell.
        if (this.ahead !== undefined) {
          this.leftAt = this.ctx.clock.now();
          this.ctx.log.info(`Deployment request ${this.requestId} left the queue after ${this.queuedSeconds()?.toFixed(0)}s`);
        } else this.firstSeenOut ??= this.ctx.clock.now();
        return readState();
      }
      const state = await readState();
      if (this.phase === 'unknown') {
        this.phase = QUEUED_STATES.has(state) && (await this.listed()) ? 'waiting' : 'left';
        if (this.phase === 'left') this.firstSeenOut ??= this.ctx.clock.now();
      }
      return state;
    };
  }

  /** True while the request is still waiting behind another at the end of the wait. */
  get stillQueued(): boolean {
    return this.phase === 'waiting' && this.ahead !== undefined;
  }

  /** Clock time the request's own deployment began: when it left the queue, else the trigger. */
  get startedAt(): number {
    return this.leftAt ?? this.triggeredAt;
  }

  /** Where the platform's rows begin, as an offset of the run, given when the platform says the deployment began. */
  startSeconds(run: { elapsed(at: number): number }): (began: string | undefined) => number {
    return (began) => run.elapsed(this.settle(began));
  }

  /**
   * After the wait, given when the platform says the request's deployment began (its own stage
   * read): a request the trigger answered as queued that no read saw waiting left the queue then,
   * counted from the platform's time of the request (else the trigger) and never later than the
   * first read that found it out. Answers where its deployment began, on the run's clock.
   */
  settle(began: string | null | undefined): number {
    const unseen = this.ahead === undefined && this.phase === 'left' && !this.unreadable && this.firstSeenOut !== undefined;
    const beganMs = Date.parse(began ?? '');
    if (!unseen || !QUEUED_STATES.has(this.answered.state) || Number.isNaN(beganMs)) return this.startedAt;
    const requestedMs = Date.parse(this.answered.requestedAt ?? '');
    const waitedMs = Math.min(
      beganMs - (Number.isNaN(requestedMs) ? this.triggeredAt : requestedMs),
      this.firstSeenOut! - this.triggeredAt,
    );
    if (!(waitedMs >= MIN_UNSEEN_WAIT_MS)) return this.startedAt;
    this.leftAt = this.triggeredAt + waitedMs;
    this.toldByPlatform = true;
    this.ctx.log.info(
      `Deployment request ${this.requestId} waited ${this.queuedSeconds()?.toFixed(0)}s in the queue before the first read (the platform's times say when its deployment began)`,
    );
    return this.leftAt;
  }

  /** Seconds spent waiting behind other requests; undefined when it never waited. */
  private queuedSeconds(at = this.leftAt): number | undefined {
    return at === undefined ? undefined : Math.round((at - this.triggeredAt) / 100) / 10;
  }

  /**
   * The queue as a stage of the report, from the trigger (`triggerSeconds` in the run) to the
   * moment the request left it (`startSeconds`, where its own deployment began), or to the end of
   * the wait while still in it; none when it never waited.
   */
  stage(triggerSeconds: number, startSeconds: number, outcome: Outcome): Stage | undefined {
    if (this.ahead === undefined && !this.toldByPlatform) return undefined;
    const row = { name: QUEUE_STAGE, source: 'platform' as const, startSeconds: triggerSeconds };
    // Ends exactly where the run's own stages begin.
    if (this.phase === 'left') return { ...row, durationSeconds: Math.round((startSeconds - triggerSeconds) * 10) / 10, status: 'SUCCESS' };
    // Still waiting when the wait ended: only a timeout ends a wait there.
    if (outcome === 'timed_out') return { ...row, durationSeconds: null, status: 'RUNNING' };
    return { ...row, durationSeconds: this.queuedSeconds(this.ctx.clock.now()) ?? 0, status: 'CANCEL' };
  }

  /**
   * Is the request waiting in the queue? A fault the wait outlives (5xx, 429, network) fails this
   * read, to be tried again; a server without the queue (404, 405, 501), or one that refuses it to the
   * token, leaves the request followed by its state alone, and the report without a queue time.
   */
  private async listed(): Promise<boolean> {
    let queue: QueuedDeploymentRequest[];
    try {
      queue = await this.ctx.client.environments.deploymentQueue({ environmentId: this.environmentId });
    } catch (error) {
      if (pollFaultOf(error) !== undefined) throw error;
      this.unreadable = true;
      if (!isRouteMissing(error)) {
        this.ctx.log.warning(`Could not read the environment's deployment queue (${errorMessage(error)}): the report shows no queue time`);
      }
      this.ahead = undefined;
      return false;
    }
    const index = queue.findIndex((item) => item.identifier.deployment_request_id === this.requestId);
    const item = queue[index];
    if (item === undefined || !waiting(item)) return false;
    if (index !== this.ahead) {
      this.ahead = index;
      const others = index > 0 ? ` and ${index} other request${index > 1 ? 's' : ''}` : '';
      this.ctx.log.info(`Deployment request ${this.requestId} is queued behind the running deployment${others}`);
    }
    return true;
  }
}
