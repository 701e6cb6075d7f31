/**
 * The record of one run while it happens: the stages measured so far and what is known of the
 * environment, so that a run which fails half-way still reports where it was and what it made.
 */
import type { Clock } from '../wait/index.ts';
import type { FailureExplanation } from './explain/failure-explanation.ts';
import type { DeployedService, OperationName, OperationResult, Outcome, Stage, SweptPreview } from './result.ts';

export class RunRecord {
  readonly operation: OperationName;
  readonly stages: Stage[] = [];
  readonly plan: string[] = [];
  environmentId = '';
  environmentName = '';
  created = false;
  deploymentRequestId = '';
  state = '';
  commit = '';
  secretNames: string[] = [];
  services: DeployedService[] = [];
  readonly swept: SweptPreview[] = [];
  url = '';
  links: OperationResult['links'] = [];
  failedStage: string | undefined;
  failure: FailureExplanation | undefined;
  private readonly clock: Clock;
  private readonly startedAt: number;
  private current: string | undefined;

  constructor(operation: OperationName, clock: Clock) {
    this.operation = operation;
    this.clock = clock;
    this.startedAt = clock.now();
  }

  /** Seconds since the run began. */
  elapsed(at = this.clock.now()): number {
    return Math.round((at - this.startedAt) / 100) / 10;
  }

  /** Runs one action stage, timing it; a throw marks the stage ERROR and names it as failed. */
  async stage<T>(name: string, work: () => Promise<T>): Promise<T> {
    const start = this.clock.now();
    this.current = name;
    try {
      const value = await work();
      this.stages.push({ name, source: 'action', startSeconds: this.elapsed(start), durationSeconds: this.elapsed() - this.elapsed(start), status: 'SUCCESS' });
      return value;
    } catch (error) {
      this.stages.push({ name, source: 'action', startSeconds: this.elapsed(start), durationSeconds: this.elapsed() - this.elapsed(start), status: 'ERROR' });
      this.failedStage ??= name;
      throw error;
    } finally {
      this.current = undefined;
    }
  }

  get currentStage(): string | undefined {
    return this.current;
  }

  result(outcome: Outcome, summary: string): OperationResult {
    return {
      operation: this.operation,
      outcome,
      state: this.state,
      environmentId: this.environmentId,
      environmentName: this.environmentName,
      created: this.created,
      deploymentRequestId: this.deploymentRequestId,
      url: this.url,
      links: this.links,
      commit: this.commit,
      durationSeconds: this.elapsed(),
      stages: [...this.stages].sort((a, b) => a.startSeconds - b.startSeconds),
      ...(this.failedStage !== undefined && outcome !== 'success' ? { failedStage: this.failedStage } : {}),
      summary,
      ...(this.failure !== undefined && outcome !== 'success' ? { failure: this.failure } : {}),
      plan: [...this.plan],
      secretNames: [...this.secretNames],
      ...(this.services.length > 0 ? { services: this.services.map((service) => ({ ...service })) } : {}),
      ...(this.operation === 'sweep' ? { swept: [...this.swept] } : {}),
    };
  }
}
