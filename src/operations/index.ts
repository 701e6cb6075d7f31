/**
 * Runs the configured operation and always returns a result: a fault half-way becomes a
 * `failure` that names the stage it happened in, so the report still shows what was done.
 */
import { errorMessage } from '../error-message.ts';
import { hiderOf, redactDeep, sensitiveValues } from '../masks.ts';
import type { OperationContext } from './context.ts';
import { cleanup } from './cleanup.ts';
import { deploy } from './deploy.ts';
import { preview } from './preview.ts';
import { RunRecord, type OperationResult } from './result.ts';
import { status } from './status.ts';
import { sweep } from './sweep.ts';

export type { CommitComparer, OperationContext, OperationLog, PullRequestReader } from './context.ts';
export type { DeployedService, OperationResult, Stage } from './result.ts';

const OPERATIONS = { preview, deploy, cleanup, status, sweep };

/**
 * The result, and every line logged on the way, with every secret hidden in every form: the
 * outputs, the comment, the summary and the Deployment are written from it, so a platform answer
 * or a build line that echoes a value never reaches any of them. Without a deadline the run's time
 * is counted from here.
 */
export async function runOperation(
  given: Omit<OperationContext, 'deadline'> & Partial<Pick<OperationContext, 'deadline'>>,
): Promise<OperationResult> {
  const masks = [...sensitiveValues(given.config), ...(given.masks ?? [])];
  const redact = hiderOf(masks);
  const log = given.log;
  const ctx: OperationContext = {
    ...given,
    deadline: given.deadline ?? given.clock.now() + given.config.timeoutMinutes * 60_000,
    masks,
    ...(given.announce ? { announce: (target) => given.announce!(redactDeep(target, redact)) } : {}),
    log: {
      info: (line) => log.info(redact(line)),
      notice: (line) => log.notice(redact(line)),
      warning: (line) => log.warning(redact(line)),
      startGroup: (title) => log.startGroup(redact(title)),
      endGroup: () => log.endGroup(),
    },
  };
  const record = new RunRecord(ctx.config.operation, ctx.clock);
  record.commit = ctx.config.commit;
  try {
    return redactDeep(await OPERATIONS[ctx.config.operation](ctx, record), redact);
  } catch (error) {
    record.failedStage ??= record.currentStage ?? ctx.config.operation;
    return redactDeep(record.result('failure', errorMessage(error)), redact);
  }
}

/** A fork's pull request gets no secrets from GitHub: nothing can be deployed, and that is fine. */
export function skippedForFork(ctx: Pick<OperationContext, 'config' | 'clock'>): OperationResult {
  const record = new RunRecord(ctx.config.operation, ctx.clock);
  record.commit = ctx.config.commit;
  return record.result('skipped', 'Skipped: pull requests from forks get no secrets, so no preview is deployed');
}
