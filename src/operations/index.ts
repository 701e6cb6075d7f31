/**
 * Runs the configured operation and always returns a result: a fault half-way becomes a
 * `failure` that names the stage it happened in, so the report still shows what was done.
 */
import { errorMessage } from '../basics/error-message.ts';
import { hiderOf, sensitiveValues } from '../basics/redaction.ts';
import { PlatformApiError } from '../platform/errors.ts';
import { OperationError, type OperationContext } from '../run/context.ts';
import { cleanup } from './cleanup.ts';
import { deploy } from './deploy.ts';
import { preview } from './preview/preview.ts';
import { promote } from './promote/promote.ts';
import { faultOf, RunRecord, type OperationResult } from '../run/result.ts';
import { rollback } from './rollback/rollback.ts';
import { status } from './status.ts';
import { stop } from './stop.ts';
import { announcingRoute, namedEnvironment, provenCarried } from './environment/earlier-runs.ts';
import { sweep } from './sweep.ts';

export type { OperationContext, OperationLog, PullRequestReader } from '../run/context.ts';
export type { OperationResult } from '../run/result.ts';

const OPERATIONS = { preview, deploy, cleanup, stop, status, sweep, rollback, promote };

/**
 * The result, and every line logged on the way, with every secret hidden where outside text can
 * carry one: the platform client hides them in its messages, the failure explanation in the
 * build's lines and errors, and here any other error that ends the run; the log hides them
 * everywhere, as the runner does. The action's own words, names and values in the result are
 * left as they are, whatever the secrets' values: a secret `preview` or `true` leaves the
 * headline and `created` as they are. Without a deadline the run's time is counted from here.
 */
export async function runOperation(
  given: Omit<OperationContext, 'deadline' | 'carried'> &
    Partial<Pick<OperationContext, 'deadline'>> & {
      /** What earlier runs left, sealed (carried.ts), newest first: the environments' look-ups consult it (environment/earlier-runs.ts). */
      carry?: readonly string[];
    },
): Promise<OperationResult> {
  const masks = [...sensitiveValues(given.config), ...(given.masks ?? [])];
  const redact = hiderOf(masks);
  const log = given.log;
  const { carry, ...rest } = given;
  const carried = provenCarried(given.config, carry ?? []);
  const announce = announcingRoute(given);
  const ctx: OperationContext = {
    ...rest,
    ...(carried ? { carried } : {}),
    ...(announce ? { announce } : {}),
    deadline: given.deadline ?? given.clock.now() + given.config.timeoutMinutes * 60_000,
    masks,
    log: {
      info: (line) => log.info(redact(line)),
      notice: (line) => log.notice(redact(line)),
      warning: (line) => log.warning(redact(line)),
      startGroup: (title) => log.startGroup(redact(title)),
      endGroup: () => log.endGroup(),
    },
  };
  const record = new RunRecord(ctx.config.operation, ctx.clock, ctx.config.commit);
  const approval = ctx.config.forkApproval;
  // Every result leaves with the writes the client sent, counted where requests leave, never inferred from where the run stopped.
  const ended = (result: OperationResult): OperationResult => ({
    ...result,
    ...(approval ? { approval } : {}),
    platformWrites: ctx.client.writesSent,
  });
  try {
    return ended(await OPERATIONS[ctx.config.operation](await withEnvironmentId(ctx), record));
  } catch (thrown) {
    // What the run learned before the fault stays in its result (run/result.ts, knowing).
    const { fault: error, learned } = faultOf(thrown);
    // The error is the cause: failure-reason, the annotation and the report all name it, never a state seen before it.
    // Ours and the client's are hidden where their outside text entered; any other may quote anything.
    const own = error instanceof OperationError || error instanceof PlatformApiError;
    const said = own ? errorMessage(error) : redact(errorMessage(error));
    // What the run made before it stopped stays: the reader learns it from the same line, by name.
    const left =
      learned.created && learned.environmentName
        ? `; environment ${learned.environmentName}, created by this run, was left in place (a later run reuses it; operation: cleanup deletes it)`
        : '';
    const reason = `${said}${left}`;
    return ended(record.result('failure', reason, { ...learned, failure: { reason, services: [] }, fault: true }));
  }
}

/**
 * The context with the environment's id, when the input named it by its path of names: resolved
 * before the operation starts, so every operation reads the same id and nothing is changed first.
 */
async function withEnvironmentId(ctx: OperationContext): Promise<OperationContext> {
  const environment = await namedEnvironment(ctx);
  if (!environment) return ctx;
  return { ...ctx, environment };
}

/** A pull request whose run GitHub gives no secrets (a fork's, Dependabot's): nothing can be deployed, and that is fine. */
export function skippedWithoutSecrets(ctx: Pick<OperationContext, 'config' | 'clock'>, summary: string): OperationResult {
  const record = new RunRecord(ctx.config.operation, ctx.clock, ctx.config.commit);
  // Decided before any platform client is made: nothing was sent.
  return { ...record.result('skipped', summary), platformWrites: 0 };
}
