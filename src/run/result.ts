/**
 * The value every operation returns: what happened, in the platform's words, with enough
 * detail for the outputs, the log and the report to be written from it alone; and the record
 * an operation keeps while it runs, from which that value is made.
 */
import type { ForkApproval } from '../config/index.ts';
import type { WorkingHours } from '../config/preview-hours.ts';
import type { OperationName } from '../basics/names.ts';
import type { Link } from '../platform/schemas/index.ts';
import type { Clock } from '../wait/index.ts';

/** Why a deployment failed, as the platform explains it (operations/rollout/failure-explanation.ts reads it). */
export interface ServiceFailure {
  id: string;
  name: string;
  /** APPLICATION, CONTAINER, JOB, … */
  kind: string;
  /** The service's deployment state (BUILD_ERROR, DEPLOYING, …). */
  state: string;
  /** The platform's error for the service, when its deployment log has one. */
  error?: { tag: string; message: string; hint: string; link: string };
  /** The last lines the service's deployment printed (or, when `source` is 'service', the service itself), oldest first, masked. */
  lines: string[];
  source: 'deployment' | 'service';
}

export interface FailureExplanation {
  /** One line: the platform's error message, else the state and stage. */
  reason: string;
  services: ServiceFailure[];
  /** A timeout: the services that never left the queue, waiting behind `services` (no cause of their own). */
  notStarted?: Array<{ name: string; kind: string }>;
}

export type Outcome = 'success' | 'failure' | 'cancelled' | 'timed_out' | 'skipped' | 'planned';

type StageStatus = 'SUCCESS' | 'ERROR' | 'CANCEL' | 'SKIP' | 'RUNNING' | (string & {});

/**
 * One row of the run's time line: a stage measured by the action (prepare, configure, trigger,
 * wait), a deployment stage the platform reported, or one service of such a stage (`service`
 * set, `name` its stage's). Offsets are seconds since the run began, so every row can be drawn
 * on one time line.
 */
export interface Stage {
  name: string;
  source: 'action' | 'platform';
  startSeconds: number;
  durationSeconds: number | null;
  status: StageStatus;
  /** The service's name on a service's row. */
  service?: string;
  /** APPLICATION, CONTAINER, JOB, … on a service's row. */
  serviceKind?: string;
  /** Seconds spent building (git clone, build, image mirroring) and deploying, queues left out; null when the platform listed no such step. */
  buildSeconds?: number | null;
  deploySeconds?: number | null;
}

export interface EnvironmentLink {
  url: string;
  isDefault: boolean;
  /** The service it reaches, when the platform says. */
  serviceId?: string;
}

/** The default link first, then the others in the platform's order. */
export function preferredLinks(links: Link[]): EnvironmentLink[] {
  return [...links]
    .sort((a, b) => Number(b.is_default) - Number(a.is_default))
    .map((link) => ({ url: link.url, isDefault: link.is_default === true, ...(link.service_id ? { serviceId: link.service_id } : {}) }));
}

/** The environment's links as the result carries them: the default first, and its URL the result's `url`. */
export function linkFields(links: Link[]): { links: EnvironmentLink[]; url: string } {
  const preferred = preferredLinks(links);
  return { links: preferred, url: preferred[0]?.url ?? '' };
}

/** A service with a public link, and the URL it is reached at (its default link's). */
export interface ServiceUrl {
  name: string;
  url: string;
}

/** The `urls` output and the GitHub Deployment's map: `{"web": "https://…", …}`. */
export function urlsOf(result: Pick<OperationResult, 'serviceUrls'>): Record<string, string> {
  return Object.fromEntries((result.serviceUrls ?? []).map((service) => [service.name, service.url]));
}

/** A service the deployment request carried, with the version it was deployed at. */
export interface DeployedService {
  kind: 'application' | 'container' | 'job';
  name: string;
  /** Built from git (a commit) or run from an image (a tag). */
  source: 'git' | 'image';
  version: string;
  /** Named in the inputs: deployed at the pull request's version. */
  pinned: boolean;
  /** affected-only: rebuilt because the push changed it, or left at `version` because it did not. */
  affected?: 'rebuilt' | 'unchanged';
}

/** Why sweep deletes a preview: its pull request is closed, merged or gone, or it is too old. */
export type SweepReason = 'closed' | 'merged' | 'not-found' | 'max-age' | 'idle';

export const SWEEP_REASON_TEXT: Record<SweepReason, string> = {
  closed: 'pull request closed',
  merged: 'pull request merged',
  'not-found': 'pull request does not exist',
  'max-age': 'last deployment older than max-age-days',
  idle: 'idle longer than delete-after-idle, warned',
};

/** A preview's resource-hours since it was made, from the platform's own dates and its services' sizes. */
export interface ResourceHours {
  /** When the count starts: the preview's creation (or the oldest request its history still lists). */
  sinceMs: number;
  runningHours: number;
  sleepingHours: number;
  vcpuHours: number;
  gibHours: number;
  /** What the same services would have used over the hours they slept. */
  savedVcpuHours: number;
  savedGibHours: number;
  /** With cost-per-vcpu-hour or cost-per-gib-hour: the hours in money, and what sleeping saved. */
  cost?: number;
  saved?: number;
}

/** A writer's `/preview keep`: until when, by whom. */
interface WriterKeep {
  untilMs: number;
  by: string;
  /** Asked for longer than max-keep, which cut it to `untilMs`. */
  askedMs?: number;
}

/** What a preview's life looks like after this run: when it sleeps and goes, who keeps it, what it cost. */
export interface PreviewLife {
  /** The last deployment or writer's command (epoch ms): idle is counted from it. */
  lastActivityMs: number;
  asleep: boolean;
  /** When the sweep stops it for idling, and deletes it; absent: never (no limit, or a keep label). */
  sleepsAtMs?: number;
  deletesAtMs?: number;
  /** A writer's `/preview keep` (until a time) or the keep label (while the pull request carries it). */
  keep?: WriterKeep | { label: string };
  /** Absent when the services' sizes or the history could not be read. */
  hours?: ResourceHours;
}

/** What a sweep did to the open previews' lives, and their resource-hours summed. */
export interface SweptLives {
  stopped: string[];
  warned: string[];
  kept: string[];
  /** Previews whose history could not be read: none of them was stopped or deleted for idling. */
  unreadable: string[];
  /** Over every preview whose hours could be read; `previews` how many. */
  total: ResourceHours & { previews: number };
}

/** A preview that sweep deleted (or, in a dry run, would delete). */
export interface SweptPreview {
  environmentId: string;
  name: string;
  pullRequest: number;
  reason: SweepReason;
}

export interface OperationResult {
  operation: OperationName;
  outcome: Outcome;
  /** The platform's raw state at the end ('' when nothing was asked of the platform). */
  state: string;
  environmentId: string;
  environmentName: string;
  /** True when this run created the preview environment. */
  created: boolean;
  deploymentRequestId: string;
  /** The environment's public URL, the default link first; '' when there is none. */
  url: string;
  links: EnvironmentLink[];
  /** Each service with a link, by name, in the links' order: the `urls` output (absent: none). */
  serviceUrls?: ServiceUrl[];
  commit: string;
  durationSeconds: number;
  stages: Stage[];
  /** The stage that failed or was running when the run ended badly. */
  failedStage?: string;
  /** One line a user reads first: what happened and, when it went wrong, where. */
  summary: string;
  /** For dry runs: what would have been created, set and deployed (secret names only). */
  plan: string[];
  /** Names of the secrets set (never values). */
  secretNames: string[];
  /** The services deployed at a version (none for a redeploy, a cleanup or a status). */
  services?: DeployedService[];
  /** affected-only, a push that changed no service: the deployed commits it was compared with. */
  unchangedSince?: string[];
  /** After a failure or a timeout: why, in the platform's words, and each failing service's error and last log lines. */
  failure?: FailureExplanation;
  /** A preview's life after the run (the life inputs given). */
  life?: PreviewLife;
  /** sweep only: what the previews did and what they cost, all together. */
  lives?: SweptLives;
  /** sweep only: the previews deleted (planned, in a dry run). */
  swept?: SweptPreview[];
  /** A preview not created for max-previews: the blueprint's open previews, each with its pull request. */
  openPreviews?: OpenPreview[];
  /** A preview not created because every file the pull request changes matches these `skip-paths`. */
  skippedPaths?: string[];
  /** preview-hours set on the preview's deployment rule: when the platform stops and starts it. */
  workingHours?: WorkingHours;
  /** rollback-on-failure after a failed deploy, or operation rollback: what was put back, and how that went. */
  rollback?: Rollback;
  /** promote: the environment promoted from, and each service's versions on both sides. */
  promotion?: Promotion;
  /** A fork's preview: who approved which commit (`fork-previews: approve`). */
  approval?: ForkApproval;
  /** A preview's seed job (`seed-job`): whether this run seeded it, or when it was seeded before. */
  data?: DataNote;
  /** The pull request label that asked this run to reseed: the report takes it off, so adding it again reseeds again. */
  resetLabel?: string;
  /**
   * What the next run for the same inputs may reuse (carried.ts), sealed: the comment's marker
   * keeps it. Absent when the run learned nothing it can (a cleanup, a run that found no preview).
   */
  carry?: string;
  /** A preview that shares a baseline: its own services, those it shares, and what sharing saved. */
  baseline?: SharedBaseline;
  /**
   * Requests that may have changed the platform, sent by this run: every write that left, whatever
   * its answer, counted by the platform client (operations/index.ts sets it on every result it
   * returns). Absent: not counted, so the report never says that nothing was changed.
   */
  platformWrites?: number;
}

/** A preview sharing a baseline's services (`baseline`): which are the pull request's, which the baseline's. */
export interface SharedBaseline {
  environmentId: string;
  environmentName: string;
  own: { kind: string; name: string }[];
  /** Each at the version the baseline runs (null: it shows none). */
  shared: { kind: string; name: string; version: string | null }[];
  /** Services of the blueprint not deployed in the preview, and builds of git-built ones not run. */
  saving: { services: number; builds: number };
}

/**
 * A preview's data, as its seed job left it: `seeding` (this deployment runs it), `reseeding` (this
 * run runs it alone), `seeded` (an earlier deployment did: left out), or `baseline` (the preview
 * reads the baseline's database: no seed). The seed's time is its own row of the stage table.
 */
export interface DataNote {
  job: string;
  how: 'seeding' | 'reseeding' | 'seeded' | 'baseline';
  /** The commit the preview was at when this run seeded it. */
  commit?: string;
  /** When: the run's own time for `seeding`/`reseeding`, the platform's date of its last run for `seeded`. */
  at?: string;
  /** What the platform's order or the seed's variables make doubtful, said before the seed ran. */
  warnings: string[];
}

/**
 * A rollback: `nothing` when there was no good version to go back to (or the history could not be
 * read), `not-attempted` when the run's time was used up; else how its deployment ended.
 */
export interface Rollback {
  outcome: Outcome | 'nothing' | 'not-attempted';
  /** Each service put back (or, in a dry run, to be put back): from the version it left to the one it got. */
  services: Array<{ kind: DeployedService['kind']; name: string; source: DeployedService['source']; from: string | null; to: string }>;
  /** From the failure seen (or the start of the operation) to the rollback's end; null when none ran. */
  seconds: number | null;
  /** The one line the summary and the log show. */
  summary: string;
}

/** The `rolled-back-to` output: each service put back, by name, at its version; empty unless the rollback succeeded. */
export function rolledBackTo(result: Pick<OperationResult, 'rollback'>): Record<string, string> {
  const rollback = result.rollback;
  if (rollback?.outcome !== 'success') return {};
  return Object.fromEntries(rollback.services.map((service) => [service.name, service.to]));
}

/** One service of a promotion's plan: in both environments (matched by kind and name), or in one only. */
export interface PromotionRow {
  kind: DeployedService['kind'];
  name: string;
  source: DeployedService['source'];
  side: 'both' | 'source only' | 'target only';
  /** The version the source last deployed successfully; null when it is not in the source. */
  sourceVersion: string | null;
  /** The version the target runs; null when it is not in the target or shows none. */
  targetVersion: string | null;
  /** Deployed by this promotion (planned, in a dry run). */
  promoted: boolean;
  /** A GitHub compare link between the two commits, where the repository is known. */
  compare?: string;
  /** GitHub says the source's commit is behind the target's: promoting it moves the target back. */
  older?: boolean;
}

/** What a promotion compared and did. */
export interface Promotion {
  from: { id: string; name: string };
  rows: PromotionRow[];
  /** Names of the variables and secrets the source has and the target lacks: drift the promotion would expose. */
  missingVariables: string[];
  missingSecrets: string[];
}

/** The `promoted` output: each service promoted, with the version it ran and the one it got; empty unless it was (or, in a dry run, would be). */
export function promotedServices(result: Pick<OperationResult, 'promotion' | 'outcome'>) {
  if (result.outcome !== 'success' && result.outcome !== 'planned') return [];
  return (result.promotion?.rows ?? [])
    .filter((row) => row.promoted)
    .map((row) => ({ service: row.name, kind: row.kind, from: row.targetVersion, to: row.sourceVersion }));
}

/** One of a blueprint's open previews. */
export interface OpenPreview {
  name: string;
  pullRequest: number;
}

/** How a run that did not succeed ended, as the step that decided it returns it. */
export interface Ended {
  /** The stage that failed or was running; absent: the step that threw, if any. */
  failedStage?: string | undefined;
  /** Why, in the platform's words when it gave them. */
  failure?: FailureExplanation | undefined;
  /** The run ended by an error: absent any step that threw, the stage it was in (else the operation) failed. */
  fault?: boolean;
}

/**
 * What a run learned of its environment and its deployment, step by step: each step returns its
 * part as a value and the operation hands the whole to the result that ends the run (or, when a
 * step throws half-way, to `knowing`, whose fault carries it to the result of the failure).
 */
export type Learned = Partial<
  Pick<
    OperationResult,
    | 'state'
    | 'environmentId'
    | 'environmentName'
    | 'created'
    | 'deploymentRequestId'
    | 'commit'
    | 'url'
    | 'links'
    | 'serviceUrls'
    | 'plan'
    | 'secretNames'
    | 'services'
    | 'unchangedSince'
    | 'openPreviews'
    | 'skippedPaths'
    | 'swept'
    | 'lives'
    | 'workingHours'
    | 'data'
    | 'resetLabel'
    | 'carry'
    | 'baseline'
  >
>;

/** An environment the run acts on, as the result names it. */
export function named(environment: { id: string; name: string }): Pick<Learned, 'environmentId' | 'environmentName'> {
  return { environmentId: environment.id, environmentName: environment.name };
}

/**
 * A fault that ended a run half-way, with what the run had learned when it came: the run's
 * failure is reported from both, so it still names the environment it made and the request it sent.
 */
class Faulted extends Error {
  readonly fault: unknown;
  readonly learned: Learned;
  constructor(fault: unknown, learned: Learned) {
    super(fault instanceof Error ? fault.message : String(fault));
    this.name = 'Faulted';
    this.fault = fault;
    this.learned = learned;
  }
}

/**
 * Runs the rest of an operation knowing `learned`: a throw from it becomes a Faulted that carries
 * `learned`, under what a later step learned (a step nearer the throw knows more). Used only where
 * an operation goes on after learning something, never inside a step whose caller catches: the
 * one that meets a Faulted is the run (operations/index.ts), or a rollback that reports the fault.
 */
export async function knowing<T>(learned: Learned, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw error instanceof Faulted ? new Faulted(error.fault, { ...learned, ...error.learned }) : new Faulted(error, learned);
  }
}

/** The fault itself, and what the run had learned when it came (nothing, for a fault before `knowing`). */
export function faultOf(error: unknown): { fault: unknown; learned: Learned } {
  return error instanceof Faulted ? { fault: error.fault, learned: error.learned } : { fault: error, learned: {} };
}

/**
 * The record of one run while it happens: its clock, the stages measured so far and the rows the
 * platform reported, on one time line. What the run learned is not kept here: it is handed, as a
 * value, to the result that ends the run.
 */
export class RunRecord {
  readonly operation: OperationName;
  /** The version the run deploys, as the inputs name it ('' for none). */
  private readonly commit: string;
  private readonly rows: Stage[] = [];
  private readonly clock: Clock;
  private readonly startedAt: number;
  private current: string | undefined;
  /** The first step that threw, when the run was in one (`stage`, `during`). */
  private threwIn: string | undefined;

  constructor(operation: OperationName, clock: Clock, commit = '') {
    this.operation = operation;
    this.clock = clock;
    this.startedAt = clock.now();
    this.commit = commit;
  }

  /** Seconds since the run began. */
  elapsed(at = this.clock.now()): number {
    return Math.round((at - this.startedAt) / 100) / 10;
  }

  /** Rows the platform reported (its stages and services, the request's queue), placed on the run's time line. */
  addRows(rows: readonly Stage[]): void {
    this.rows.push(...rows);
  }

  /** Runs one step that is no row of its own (a rollout's wait): a throw names it as the failed stage. */
  async during<T>(name: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      this.threwIn ??= name;
      throw error;
    }
  }

  /** Runs one action stage, timing it; a throw marks the stage ERROR and names it as failed. */
  async stage<T>(name: string, work: () => Promise<T>): Promise<T> {
    const start = this.clock.now();
    this.current = name;
    const row = (status: StageStatus): Stage => ({
      name,
      source: 'action',
      startSeconds: this.elapsed(start),
      durationSeconds: Math.round((this.elapsed() - this.elapsed(start)) * 10) / 10,
      status,
    });
    try {
      const value = await this.during(name, work);
      this.rows.push(row('SUCCESS'));
      return value;
    } catch (error) {
      this.rows.push(row('ERROR'));
      throw error;
    } finally {
      this.current = undefined;
    }
  }

  /**
   * The result: what the run learned, and how it ended as the step that decided it says: the
   * stage that failed (else the step that threw, else the stage the run was in) and why, for any
   * outcome but success. A list the run never learned is left out.
   */
  result(outcome: Outcome, summary: string, ended: Ended & Learned = {}): OperationResult {
    const failedStage = ended.failedStage ?? this.threwIn ?? (ended.fault ? (this.current ?? this.operation) : undefined);
    const { failure, openPreviews, skippedPaths, lives, workingHours, data, resetLabel, carry, baseline } = ended;
    const serviceUrls = ended.serviceUrls ?? [];
    const services = ended.services ?? [];
    const unchangedSince = ended.unchangedSince ?? [];
    return {
      operation: this.operation,
      outcome,
      state: ended.state ?? '',
      environmentId: ended.environmentId ?? '',
      environmentName: ended.environmentName ?? '',
      created: ended.created ?? false,
      deploymentRequestId: ended.deploymentRequestId ?? '',
      url: ended.url ?? '',
      links: [...(ended.links ?? [])],
      ...(serviceUrls.length > 0 ? { serviceUrls: serviceUrls.map((service) => ({ ...service })) } : {}),
      commit: ended.commit || this.commit,
      durationSeconds: this.elapsed(),
      stages: [...this.rows].sort((a, b) => a.startSeconds - b.startSeconds),
      ...(failedStage !== undefined && outcome !== 'success' ? { failedStage } : {}),
      summary,
      ...(failure !== undefined && outcome !== 'success' ? { failure } : {}),
      plan: [...(ended.plan ?? [])],
      secretNames: [...(ended.secretNames ?? [])],
      ...(services.length > 0 ? { services: services.map((service) => ({ ...service })) } : {}),
      ...(unchangedSince.length > 0 ? { unchangedSince: [...unchangedSince] } : {}),
      ...(this.operation === 'sweep' ? { swept: [...(ended.swept ?? [])] } : {}),
      ...(lives ? { lives } : {}),
      ...(openPreviews ? { openPreviews: openPreviews.map((open) => ({ ...open })) } : {}),
      ...(skippedPaths ? { skippedPaths: [...skippedPaths] } : {}),
      ...(workingHours ? { workingHours } : {}),
      ...(data ? { data } : {}),
      ...(resetLabel ? { resetLabel } : {}),
      ...(carry ? { carry } : {}),
      ...(baseline ? { baseline } : {}),
    };
  }
}
