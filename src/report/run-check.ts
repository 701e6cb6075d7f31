/**
 * This run's check run: it says what this run deployed at the commit it is on, and only that.
 * A run that deploys is checked `in_progress` on its commit as soon as it starts, and always
 * completed: with the result's conclusion at the end, `cancelled` by the post step when the job
 * ended first, and at once when the run ends before it starts. A run that deploys nothing there (a
 * skip, a dry run, a stop, a cleanup) leaves a check an earlier run completed on that commit as it
 * is, and makes a `neutral` one only where there is none. What conclusion a result gets is decided here.
 */
import { escapeText, plainLine } from '../basics/markdown-text.ts';
import type { OperationName } from '../basics/names.ts';
import type { OperationResult } from '../run/result.ts';
import {
  checkRunStatus,
  checkRunsOn,
  completeCheckRun,
  createCheckRun,
  retitleCheckRun,
  type CheckConclusion,
  type CheckOutput,
  type ListedCheck,
} from '../github/check-run.ts';
import type { GitHubRun } from '../github/octokit.ts';
import type { PostState, ReportLog } from './report-types.ts';
import type { ReportWrites } from './report-writes.ts';

/** Why a merge queue's run never holds the queue, as the check says it. */
const MERGE_QUEUE_LINE =
  "This run was started by a merge queue (`merge_group`): the check is neutral so the queue never waits on it; previews are made for pull requests, and the queue's own required checks decide.";

/** The operations that deploy to the commit the check is on; the others (stop, cleanup, status, sweep) deploy nothing there. */
const DEPLOYING: ReadonlySet<OperationName> = new Set<OperationName>(['preview', 'deploy', 'rollback', 'promote']);

/** Whether a run of this operation may deploy at the check's commit: only such a run opens a check when it starts. */
export function deploysAtHead(operation: OperationName): boolean {
  return DEPLOYING.has(operation);
}

/** Whether the result changed anything at the check's commit: a skip, a dry run and a stop or cleanup did not. */
function deployedBy(result: Pick<OperationResult, 'operation' | 'outcome'>): boolean {
  return deploysAtHead(result.operation) && result.outcome !== 'skipped' && result.outcome !== 'planned';
}

/** The check's conclusion for a result: only a success succeeds; a skip, a dry run and a merge queue's run are neutral. */
export function checkConclusion(result: Pick<OperationResult, 'outcome'>, eventName: string): CheckConclusion {
  if (eventName === 'merge_group') return 'neutral';
  switch (result.outcome) {
    case 'success':
      return 'success';
    case 'failure':
      return 'failure';
    case 'timed_out':
      return 'timed_out';
    case 'cancelled':
      return 'cancelled';
    case 'skipped':
    case 'planned':
      return 'neutral';
  }
}

const TITLE_WORDS: Record<CheckConclusion, string> = {
  success: 'deployed',
  failure: 'failed',
  neutral: 'nothing to check',
  cancelled: 'cancelled',
  timed_out: 'timed out',
};

const CONCLUSIONS: readonly string[] = ['success', 'failure', 'neutral', 'cancelled', 'timed_out'] satisfies CheckConclusion[];

/** The environment's name as the check's title starts with it: GitHub shows a title as plain text, never markup. */
function titled(environmentName: string, rest: string): string {
  return `${environmentName ? `${plainLine(environmentName)}: ` : ''}${rest}`;
}

/** What the completed check shows: the result's summary, the failure and where it happened, and the job summary's text. */
function checkOutputOf(result: OperationResult, conclusion: CheckConclusion, eventName: string, markdown: string): CheckOutput {
  const name = result.environmentName;
  const summary = [escapeText(result.summary), ...(result.failure ? [`**Why:** ${escapeText(result.failure.reason)}`] : [])];
  if (eventName === 'merge_group') summary.push(MERGE_QUEUE_LINE);
  const failed = result.failure?.services[0];
  // An annotation's title and message are plain text on GitHub: the platform's words as they are, on one line.
  const stage = result.failedStage ? ` in stage ${plainLine(result.failedStage)}` : '';
  const ended = conclusion === 'timed_out' ? 'timed out' : 'failed';
  const annotation =
    conclusion === 'failure' || conclusion === 'timed_out'
      ? {
          title: failed
            ? `${failed.kind.toLowerCase()} ${plainLine(failed.name)} ${ended}${stage}`
            : `${name ? plainLine(name) : result.operation} ${ended}${stage}`,
          message: plainLine(result.failure?.reason ?? result.summary),
        }
      : undefined;
  return {
    title: titled(name, `${result.operation} ${TITLE_WORDS[conclusion]}`),
    summary: summary.join('\n\n'),
    // The job summary, rendered with the platform's text escaped.
    ...(markdown ? { text: markdown } : {}),
    ...(annotation ? { annotations: [annotation] } : {}),
  };
}

export class RunCheck {
  private readonly writes: ReportWrites;
  private readonly run: GitHubRun;
  private readonly log: ReportLog;
  private readonly now: () => Date;
  private readonly eventName: string;

  constructor(writes: ReportWrites, run: GitHubRun, log: ReportLog, now: () => Date) {
    this.writes = writes;
    this.run = run;
    this.log = log;
    this.now = now;
    this.eventName = run.eventName ?? '';
  }

  private name(): string {
    return this.writes.checkName();
  }

  /** What this run's checks carry as their `external_id`, so a check is adopted only when it is provably this run's. */
  private externalId(): string {
    return this.run.runKey ?? '';
  }

  private where() {
    return { name: this.name(), headSha: this.run.sha };
  }

  /** Every check of the name on the commit, split into this run's and the others'; undefined when GitHub did not say. */
  private async listed(): Promise<{ mine: ListedCheck[]; others: ListedCheck[] } | undefined> {
    const checks = await this.writes.safely('check', () => checkRunsOn(this.writes.github(), this.writes.repository(), this.where()));
    if (!checks) return undefined;
    const own = this.externalId();
    return {
      mine: own ? checks.filter((check) => check.externalId === own) : [],
      others: checks.filter((check) => !own || check.externalId !== own),
    };
  }

  private async create(output: CheckOutput, conclusion?: CheckConclusion): Promise<number | undefined> {
    return this.writes.safely('check', () =>
      createCheckRun(
        this.writes.github(),
        this.writes.repository(),
        {
          ...this.where(),
          detailsUrl: this.run.runUrl,
          externalId: this.externalId(),
          output,
          ...(conclusion ? { conclusion } : {}),
        },
        this.now(),
      ),
    );
  }

  /** The check `in_progress` on the run's commit; 0 when none could be made (the warning said why). */
  async open(title: string, summary: string): Promise<number> {
    if (!this.writes.wantsCheck()) return 0;
    const id = await this.create({ title, summary });
    if (id) this.log.info(`Check run "${this.name()}" ${id} started on ${this.run.sha.slice(0, 12)}`);
    return id ?? 0;
  }

  /** Names the environment on the check once the run knows it. */
  async rename(checkRunId: number, info: { operation: OperationName; environmentName: string; commit: string }): Promise<void> {
    if (checkRunId <= 0 || !this.writes.wantsCheck()) return;
    await this.writes.safely('check', () =>
      retitleCheckRun(this.writes.github(), this.writes.repository(), checkRunId, {
        title: titled(info.environmentName, `${info.operation} in progress`),
        summary: `Deploying ${escapeText(info.commit.slice(0, 12))} to ${escapeText(info.environmentName)}.`,
      }),
    );
  }

  /**
   * This run's checks still open: the one it made, and any a create whose answer was lost made
   * after all (found by this run's `external_id`, never by name alone: another run's check on the
   * same commit is not this run's to complete). undefined when GitHub did not say.
   */
  private async openOnes(
    state: PostState | undefined,
    listed: { mine: ListedCheck[]; others: ListedCheck[] } | undefined,
  ): Promise<number[] | undefined> {
    const known = state?.checkRunId ?? 0;
    if (!listed) return known > 0 ? [known] : undefined;
    const open = listed.mine.filter((check) => check.status !== 'completed').map((check) => check.id);
    const adopted = open.filter((id) => id !== known);
    if (adopted.length)
      this.log.info(`The check run's create got no clear answer, but it exists with this run's id: adopting ${adopted.join(', ')}`);
    // The one it made, listed without this run's id (a run outside a runner has none): open unless GitHub says it is completed.
    const listedKnown = [...listed.mine, ...listed.others].find((check) => check.id === known);
    if (known > 0 && !open.includes(known) && listedKnown?.status !== 'completed') open.unshift(known);
    return open;
  }

  /** The result's conclusion on the check: for a run that deployed nothing at the commit, what an earlier run concluded there stays. */
  async close(result: OperationResult, markdown: string, state: PostState | undefined): Promise<void> {
    if (!this.writes.wantsCheck()) return;
    const listed = await this.listed();
    // Without the list a run that deployed nothing cannot know what stands: the post step tries again.
    if (!listed && !deployedBy(result) && this.eventName !== 'merge_group') return;
    const open = await this.openOnes(state, listed);
    if (!open) return;
    if (deployedBy(result) || this.eventName === 'merge_group') {
      const conclusion = checkConclusion(result, this.eventName);
      await this.complete(open, conclusion, checkOutputOf(result, conclusion, this.eventName, markdown), listed);
      return;
    }
    await this.keepStanding(result, markdown, open, listed!);
  }

  /** Completes each of this run's open checks; when the run has none on GitHub at all, one made completed. */
  private async complete(
    open: number[],
    conclusion: CheckConclusion,
    output: CheckOutput,
    listed: { mine: ListedCheck[] } | undefined,
  ): Promise<void> {
    if (open.length === 0) {
      // Nothing of this run's is open: made now, unless one it made is already completed.
      if (listed?.mine.length) return;
      const id = await this.create(output, conclusion);
      if (id) this.log.info(`Check run "${this.name()}" completed: ${conclusion}`);
      return;
    }
    for (const id of open) {
      await this.writes.safely('check', () =>
        completeCheckRun(this.writes.github(), this.writes.repository(), id, conclusion, output, this.now()),
      );
    }
    this.log.info(`Check run "${this.name()}" completed: ${conclusion}`);
  }

  /**
   * A run that deployed nothing at the commit: the newest check another run completed there says
   * what deployed, and stays the newest word. This run's own open check, if any, repeats its
   * conclusion (a newer check is the one a branch rule reads); with no earlier check, it is neutral.
   */
  private async keepStanding(
    result: OperationResult,
    markdown: string,
    open: number[],
    { mine, others }: { mine: ListedCheck[]; others: ListedCheck[] },
  ): Promise<void> {
    const sha = this.run.sha.slice(0, 12);
    const earlier = others.find((check) => check.status === 'completed' && CONCLUSIONS.includes(check.conclusion ?? ''));
    const why = escapeText(result.summary);
    // Another run's check, even one still in progress, is what a branch rule reads: with none of its own, this run adds nothing.
    if (open.length === 0 && others.length > 0) {
      this.log.info(`Check run "${this.name()}" on ${sha} left as it is: this run deployed nothing there`);
      return;
    }
    if (!earlier) {
      const summary = `${why}\n\nThis run deployed nothing at ${sha}, and no run has completed this check there before: it is neutral.`;
      const output = {
        title: titled(result.environmentName, `${result.operation}: nothing deployed`),
        summary,
        ...(markdown ? { text: markdown } : {}),
      };
      await this.complete(open, 'neutral', output, { mine });
      return;
    }
    const conclusion = earlier.conclusion as CheckConclusion;
    const summary = [
      why,
      `This run deployed nothing at ${sha}: the check keeps what the run that did concluded, **${conclusion}**${earlier.title ? ` (“${escapeText(earlier.title)}”)` : ''}.`,
    ].join('\n\n');
    await this.complete(
      open,
      conclusion,
      { title: `Nothing deployed by this run: ${conclusion} stands`, summary, ...(markdown ? { text: markdown } : {}) },
      undefined,
    );
  }

  /**
   * A run that ended before it started. Refused on its inputs: one check, made failing, saying why.
   * Skipped: a check an earlier run completed on the commit stays as it is; with none, one made neutral.
   */
  async endBeforeStart(skipped: boolean, reason: string): Promise<void> {
    if (!this.writes.wantsCheck()) return;
    const mergeQueue = this.eventName === 'merge_group';
    const summary = mergeQueue ? `${escapeText(reason)}\n\n${MERGE_QUEUE_LINE}` : escapeText(reason);
    const conclusion: CheckConclusion = skipped || mergeQueue ? 'neutral' : 'failure';
    if (skipped && !mergeQueue) {
      const listed = await this.listed();
      // Unknown what stands: nothing is written over it.
      if (!listed) return;
      const standing = [...listed.mine, ...listed.others][0];
      if (standing) {
        this.log.info(`Check run "${this.name()}" on ${this.run.sha.slice(0, 12)} left as it is: this run deployed nothing there`);
        return;
      }
    }
    const title = conclusion === 'failure' ? 'Refused: nothing deployed' : 'Skipped: nothing deployed';
    const id = await this.create({ title, summary }, conclusion);
    if (id) this.log.info(`Check run "${this.name()}" completed: ${conclusion}`);
  }

  /** The post step's work: a check still in progress when the job ended is completed as cancelled; a result reported just before stays. */
  async markCancelled(state: PostState): Promise<void> {
    if (!this.writes.wantsCheck() || (!(state.checkRunId ?? 0) && !state.checkAsked)) return;
    const listed = await this.listed();
    let open = await this.openOnes(state, listed);
    if (!open) return;
    // Without the list, the one check it knows is asked about itself.
    if (!listed && open.length) {
      const id = open[0]!;
      const status = await this.writes.safely('check', () => checkRunStatus(this.writes.github(), this.writes.repository(), id));
      open = status && status !== 'completed' ? [id] : [];
    }
    if (open.length === 0) return;
    const conclusion = this.eventName === 'merge_group' ? 'neutral' : 'cancelled';
    for (const id of open) {
      await this.writes.safely('check', () =>
        completeCheckRun(
          this.writes.github(),
          this.writes.repository(),
          id,
          conclusion,
          {
            title: titled(state.environmentName, `${state.operation} cancelled`),
            summary: 'Cancelled: the job ended before the run finished.',
          },
          this.now(),
        ),
      );
      this.log.info(`Check run "${this.name()}" ${id} marked as cancelled`);
    }
  }
}
