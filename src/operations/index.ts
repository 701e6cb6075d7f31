/**
 * Runs the configured operation and always returns a result: a fault half-way becomes a
 * `failure` that names the stage it happened in, so the report still shows what was done.
 */
import { errorMessage } from '../error-message.ts';
import type { OperationContext } from './context.ts';
import { cleanup } from './cleanup.ts';
import { deploy } from './deploy.ts';
import { preview } from './preview.ts';
import { RunRecord, type OperationResult } from './result.ts';
import { status } from './status.ts';
import { sweep } from './sweep.ts';

export type { OperationContext, OperationLog, PullRequestReader } from './context.ts';
export type { OperationResult, Stage } from './result.ts';

const OPERATIONS = { preview, deploy, cleanup, status, sweep };

/** Without a deadline the run's time is counted from here. */
export async function runOperation(
  given: Omit<OperationContext, 'deadline'> & Partial<Pick<OperationContext, 'deadline'>>,
): Promise<OperationResult> {
  const ctx: OperationContext = { ...given, deadline: given.deadline ?? given.clock.now() + given.config.timeoutMinutes * 60_000 };
  const record = new RunRecord(ctx.config.operation, ctx.clock);
  record.commit = ctx.config.commit;
  try {
    return await OPERATIONS[ctx.config.operation](ctx, record);
  } catch (error) {
    record.failedStage ??= record.currentStage ?? ctx.config.operation;
    // The error is the cause: failure-reason, the annotation and the report all name it, never a state seen before it.
    const reason = errorMessage(error);
    record.failure = { reason, services: record.failure?.services ?? [] };
    return record.result('failure', reason);
  }
}

/** A fork's pull request gets no secrets from GitHub: nothing can be deployed, and that is fine. */
export function skippedForFork(ctx: Pick<OperationContext, 'config' | 'clock'>): OperationResult {
  const record = new RunRecord(ctx.config.operation, ctx.clock);
  record.commit = ctx.config.commit;
  return record.result('skipped', 'Skipped: pull requests from forks get no secrets, so no preview is deployed');
}
