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
 */
import { errorMessage } from '../../error-message.ts';
import { isNotFound } from '../../platform/errors.ts';
import { pollFaultOf } from '../../wait/faults.ts';
import type { QueuedDeploymentRequest } from '../../platform/schemas/index.ts';
import type { Outcome, Stage } from '../result.ts';
import type { OperationContext } from '../context.ts';

/** The states of a request that has not started: waiting for a worker, or behind another request. */
const QUEUED_STATES = new Set(['DEPLOYMENT_QUEUED', 'QUEUED']);

/** The report's name for the time the request waited behind others. */
const QUEUE_STAGE = 'deployment queue';

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
  private readonly ctx: OperationContext;
  private readonly environmentId: string;
  private readonly requestId: string;
  private readonly triggeredAt: number;

  /**
   * @param busy a deployment was running when the run triggered: its request is then looked for
   * in the queue first, before its own state is read
   */
  constructor(ctx: OperationContext, environmentId: string, requestId: string, triggeredAt: number, busy: boolean) {
    if (busy) this.phase = 'waiting';
    this.ctx = ctx;
    this.environmentId = environmentId;
    this.requestId = requestId;
    this.triggeredAt = triggeredAt;
  }

  /** Wraps the poll of the request's own state: while it waits in the queue, the queue is read instead. */
  poll(readState: () => Promise<string>): () => Promise<string> {
    return async () => {
      if (this.phase === 'waiting') {
        if (await this.listed()) return 'DEPLOYMENT_QUEUED';
        this.phase = 'left';
        // Seen in the queue before (and read now): it left since. Never seen there: it never waited.
        if (this.ahead !== undefined) {
          this.leftAt = this.ctx.clock.now();
          this.ctx.log.info(`Deployment request ${this.requestId} left the queue after ${this.queuedSeconds()?.toFixed(0)}s`);
        }
        return readState();
      }
      const state = await readState();
      if (this.phase === 'unknown') {
        this.phase = QUEUED_STATES.has(state) && (await this.listed()) ? 'waiting' : 'left';
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
    if (this.ahead === undefined) return undefined;
    const row = { name: QUEUE_STAGE, source: 'platform' as const, startSeconds: triggerSeconds };
    // Ends exactly where the run's own stages begin.
    if (this.phase === 'left') return { ...row, durationSeconds: Math.round((startSeconds - triggerSeconds) * 10) / 10, status: 'SUCCESS' };
    // Still waiting when the wait ended: only a timeout ends a wait there.
    if (outcome === 'timed_out') return { ...row, durationSeconds: null, status: 'RUNNING' };
    return { ...row, durationSeconds: this.queuedSeconds(this.ctx.clock.now()) ?? 0, status: 'CANCEL' };
  }

  /**
   * Is the request waiting in the queue? A fault the wait outlives (5xx, 429, network) fails this
   * read, to be tried again; a server without the queue (404), or one that refuses it to the
   * token, leaves the request followed by its state alone, and the report without a queue time.
   */
  private async listed(): Promise<boolean> {
    let queue: QueuedDeploymentRequest[];
    try {
      queue = await this.ctx.client.environments.deploymentQueue({ environmentId: this.environmentId });
    } catch (error) {
      if (pollFaultOf(error) !== undefined) throw error;
      if (!isNotFound(error)) {
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
