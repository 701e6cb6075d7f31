/**
 * Why a deployment failed, in the platform's own words, for the pull request: the failing
 * services of the `statusesWithStages` answer the report already read, the error and hint the
 * deployment log holds for each, and the last lines printed before it. Read only after a failure
 * or a timeout, in at most three requests (the environment's deployment log, and the own log of
 * at most two services that deployed but did not start); a read that fails is a warning. A
 * server without the per-service statuses still has the deployment log: its error entries name
 * the failing services. Every line is masked here, before anything can print it.
 */
import { errorMessage } from '../../basics/error-message.ts';
import { counted } from '../../basics/markdown-text.ts';
import { hiderOf, sensitiveValues, type Redactor } from '../../basics/redaction.ts';
import type { DeploymentLogEntry, ServiceLogLine } from '../../platform/schemas/index.ts';
import type { ServiceStatus } from '../../platform/schemas/index.ts';
import type { OperationContext } from '../../run/context.ts';
import type { FailureExplanation, ServiceFailure } from '../../run/result.ts';

/** What the report shows of a service's log: the last lines, each cut to a readable length. */
const LOG_LINES = 30;
const LOG_LINE_CHARS = 300;
/** Service logs read after a failure: with the deployment log, three requests at most. */
const SERVICE_LOG_READS = 2;
/** The kinds of service whose own log the platform serves (jobs have none), with the entry that reads it. */
const LOG_OF_KIND = { APPLICATION: 'application', CONTAINER: 'container' } as const;

/** A service of the `statusesWithStages` answer, with its kind and the name the report gives it. */
export interface ReportedService {
  kind: string;
  status: ServiceStatus;
  name: string;
}

const DONE = new Set(['SUCCESS', 'NEVER']);

/** The services that failed (status ERROR); when none did, those still not done at the end. */
export function failingServices(services: readonly ReportedService[]): ReportedService[] {
  const current = services.filter(({ status }) => status.is_part_last_deployment !== false);
  const failed = current.filter(({ status }) => status.status_details?.status === 'ERROR');
  if (failed.length > 0) return failed;
  return current.filter(({ status }) => !DONE.has(status.status_details?.status ?? '') && status.state !== 'DEPLOYED');
}

/** Where the deployment ended: the environment's last state and the stage that failed; a timeout, after how long. */
export interface Ended {
  state: string;
  stage: string;
  timeoutMinutes?: number;
}

/** A service waiting in the platform's queue (QUEUED, DEPLOYMENT_QUEUED, …): it never began, so it has no cause of its own. */
function queued({ status }: ReportedService): boolean {
  return /(?:^|_)QUEUED$/.test(status.state ?? '');
}

/** The words `failure-reason` starts with after a timeout. */
function timedOutWords(minutes: number): string {
  return `Timed out after ${counted(minutes, 'minute')} (timeout-minutes)`;
}

/**
 * Reads and masks what explains the failure. `services` are those of the `statusesWithStages`
 * answer, none when the server lacks it; where the deployment `ended` stands in for what the
 * platform does not say.
 */
export async function explainFailure(
  ctx: OperationContext,
  environmentId: string,
  services: readonly ReportedService[],
  ended: Ended,
): Promise<FailureExplanation> {
  const where = `${ended.state || 'unknown'} in stage "${ended.stage}"`;
  const fallbackReason = ended.timeoutMinutes === undefined ? where : `${timedOutWords(ended.timeoutMinutes)}: still ${where}`;
  const fallback: FailureExplanation = { reason: fallbackReason, services: [] };
  if (services.length === 0) {
    const entries = await readDeploymentLog(ctx, environmentId);
    return entries === undefined ? fallback : explainFromLog(entries, ended.state, fallbackReason, redactorOf(ctx));
  }
  const unfinished = failingServices(services);
  // After a timeout, what waited in the queue behind a service still deploying only waited: not a failure of its own.
  const waiting = ended.timeoutMinutes === undefined ? [] : unfinished.filter(queued);
  const failing = waiting.length < unfinished.length ? unfinished.filter((service) => !waiting.includes(service)) : unfinished;
  const notStarted = failing === unfinished ? [] : waiting.map(({ name, kind }) => ({ name, kind }));
  if (failing.length === 0) return fallback;
  const redact = redactorOf(ctx);
  // The reads go out together: one for the deployment log, one per service that deployed but did not start.
  const deploymentLog = readDeploymentLog(ctx, environmentId);
  const starters = new Set(
    failing
      .filter(deployedButNotStarted)
      .slice(0, SERVICE_LOG_READS)
      .map(({ status }) => status.id),
  );
  const explained = await Promise.all(
    failing.map(async (service): Promise<ServiceFailure> => {
      const base = { id: service.status.id, name: service.name, kind: service.kind, state: service.status.state ?? 'unknown' };
      const [entries, own] = await Promise.all([
        deploymentLog,
        starters.has(service.status.id) ? serviceLines(ctx, service, redact) : undefined,
      ]);
      const fromDeployment = entries === undefined ? undefined : deploymentFailure(entries, service.status, redact);
      const lines = own !== undefined && own.length > 0 ? own : (fromDeployment?.lines ?? []);
      return {
        ...base,
        ...(fromDeployment?.error ? { error: fromDeployment.error } : {}),
        lines,
        source: own !== undefined && own.length > 0 ? 'service' : 'deployment',
      };
    }),
  );
  if (ended.timeoutMinutes === undefined) return withReason(explained, fallbackReason);
  return timedOut(explained, notStarted, ended.timeoutMinutes, ended.stage);
}

function withReason(services: ServiceFailure[], fallbackReason: string): FailureExplanation {
  const message = services.find((service) => service.error?.message)?.error?.message;
  return { reason: oneLine(message ?? fallbackReason), services };
}

/**
 * A timeout in one line, the timeout first: what was still under way (the platform's error when
 * it gave one), then what never left the queue behind it.
 */
function timedOut(
  services: ServiceFailure[],
  notStarted: Array<{ name: string; kind: string }>,
  minutes: number,
  stage: string,
): FailureExplanation {
  const message = services.find((service) => service.error?.message)?.error?.message;
  const states = [...new Set(services.map((service) => service.state))];
  const still = `${services.map((service) => service.name).join(', ')} still ${states.join('/')} in stage "${stage}"`;
  const behind = services.map((service) => service.name).join(', ');
  const waited =
    notStarted.length > 0 ? `; ${notStarted.map((service) => service.name).join(', ')} not started (queued behind ${behind})` : '';
  return {
    reason: oneLine(`${timedOutWords(minutes)}: ${message ?? still}${waited}`),
    services,
    ...(notStarted.length > 0 ? { notStarted } : {}),
  };
}

/** Whatever the runner hides in the log stays hidden in the comment: the same values, from the same length. */
function redactorOf(ctx: OperationContext): Redactor {
  return hiderOf([...sensitiveValues(ctx.config), ...(ctx.masks ?? [])]);
}

function readDeploymentLog(ctx: OperationContext, environmentId: string): Promise<DeploymentLogEntry[] | undefined> {
  return ctx.client.logs.deployment({ environmentId }).catch((error: unknown) => {
    ctx.log.warning(`Could not read the environment's deployment log to explain the failure: ${errorMessage(error)}`);
    return undefined;
  });
}

/**
 * Senders that are the platform's own machinery, not a service: their error entries repeat a
 * service's failure (or say the deployment as a whole failed), so counting them would report
 * the environment itself as a failing service.
 */
const PLATFORM_SENDERS = new Set(['environment', 'taskmanager']);

function isPlatformSender(type: string | null | undefined): boolean {
  return type !== null && type !== undefined && PLATFORM_SENDERS.has(type.replace(/[^a-z]/gi, '').toLowerCase());
}

/**
 * Without per-service statuses, the deployment log alone: the services that sent an error entry
 * in the last deployment that has one, each with its error and the lines before it. Their own
 * state is not in the log: the environment's stands in for it.
 */
function explainFromLog(
  entries: readonly DeploymentLogEntry[],
  environmentState: string,
  fallbackReason: string,
  redact: Redactor,
): FailureExplanation {
  // The id of the service an error entry is about; undefined for any other entry.
  const failedService = (entry: DeploymentLogEntry) =>
    entry.error && !isPlatformSender(entry.details?.transmitter?.type) ? entry.details?.transmitter?.id || undefined : undefined;
  const last = entries.findLast((entry) => failedService(entry) !== undefined);
  if (last === undefined) return { reason: fallbackReason, services: [] };
  const execution = last.details?.execution_id ?? null;
  const senders = new Map<string, { name: string; kind: string }>();
  for (const entry of entries) {
    const id = failedService(entry);
    if (id === undefined || (execution !== null && entry.details?.execution_id !== execution)) continue;
    const sender = entry.details?.transmitter;
    senders.set(id, { name: sender?.name || id, kind: sender?.type || 'SERVICE' });
  }
  // As many as failed, like the statuses' path: the report bounds its blocks and counts the rest.
  const services = [...senders].map(([id, { name, kind }]): ServiceFailure => {
    const found = deploymentFailure(entries, { id, execution_id: execution }, redact);
    return {
      id,
      name,
      kind,
      state: environmentState || 'unknown',
      ...(found.error ? { error: found.error } : {}),
      lines: found.lines,
      source: 'deployment',
    };
  });
  return withReason(services, fallbackReason);
}

/** An application or container that reached its deployment step: what it prints running says why it does not start. */
function deployedButNotStarted({ kind, status }: ReportedService): boolean {
  if (!(kind in LOG_OF_KIND)) return false;
  if (status.state === 'DEPLOYING' || status.state === 'DEPLOYMENT_ERROR') return true;
  return (status.steps?.details ?? []).some((step) => step.step_name === 'DEPLOYMENT' && step.status !== 'SKIP');
}

async function serviceLines(ctx: OperationContext, service: ReportedService, redact: Redactor): Promise<string[] | undefined> {
  try {
    const lines = await ctx.client.logs[LOG_OF_KIND[service.kind as keyof typeof LOG_OF_KIND]]({ serviceId: service.status.id });
    return lastLines(
      lines.map((line: ServiceLogLine) => line.message ?? ''),
      redact,
    );
  } catch (error) {
    ctx.log.warning(`Could not read the log of ${service.name}: ${errorMessage(error)}`);
    return undefined;
  }
}

/**
 * The service's entries of its last deployment (by `execution_id` when the entries carry it): the
 * last error, and the lines printed before it.
 */
function deploymentFailure(
  entries: readonly DeploymentLogEntry[],
  status: Pick<ServiceStatus, 'id' | 'execution_id'>,
  redact: Redactor,
): { error?: ServiceFailure['error']; lines: string[] } {
  let own = entries.filter((entry) => entry.details?.transmitter?.id === status.id);
  const execution = status.execution_id;
  if (execution && own.some((entry) => entry.details?.execution_id === execution)) {
    own = own.filter((entry) => entry.details?.execution_id === execution);
  }
  const errorAt = own.findLastIndex((entry) => entry.error !== null && entry.error !== undefined);
  const before = errorAt === -1 ? own : own.slice(0, errorAt);
  const lines = lastLines(
    before.map((entry) => entry.message?.safe_message ?? ''),
    redact,
  );
  const found = errorAt === -1 ? undefined : own[errorAt]!.error!;
  if (!found) return { lines };
  const message = found.user_log_message || found.underlying_error?.message || '';
  return {
    error: {
      tag: redact(found.tag ?? ''),
      message: redact(message),
      hint: redact(found.hint_message ?? ''),
      link: found.link ?? '',
    },
    lines,
  };
}

/** The last lines of the messages (a message may hold several), masked, each cut to a readable length. */
export function lastLines(messages: readonly string[], redact: Redactor): string[] {
  const lines: string[] = [];
  for (let index = messages.length - 1; index >= 0 && lines.length < LOG_LINES; index--) {
    const split = messages[index]!.replace(/\r\n?/g, '\n').split('\n');
    if (split.at(-1) === '') split.pop();
    lines.unshift(...split.slice(-(LOG_LINES - lines.length)));
  }
  // Masked before cutting, so a cut never leaves the head of a secret to be read.
  return lines.map((line) => cut(redact(line.replace(/\t/g, '  ')), LOG_LINE_CHARS));
}

function cut(line: string, chars: number): string {
  return line.length <= chars ? line : `${line.slice(0, chars - 1)}…`;
}

/** One line of at most 300 characters, for the `failure-reason` output. */
function oneLine(text: string): string {
  return cut(text.replace(/\s+/g, ' ').trim(), LOG_LINE_CHARS);
}
