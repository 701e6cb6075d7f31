/**
 * This run's check run: created `in_progress` on the commit the run deploys as soon as the run
 * starts, and always completed: with the result's conclusion at the end, `cancelled` by the post
 * step when the job ended first, and at once when the run ends before it starts (a skip, a bad
 * input). What conclusion a result gets is decided here.
 */
import type { OperationResult } from '../run/result.ts';
import {
  checkRunStatus,
  completeCheckRun,
  createCheckRun,
  findOpenCheckRun,
  retitleCheckRun,
  type CheckConclusion,
  type CheckOutput,
} from '../github/check-run.ts';
import type { GitHubRun } from '../github/octokit.ts';
import type { PostState, ReportLog } from './report-types.ts';
import type { ReportWrites } from './report-writes.ts';

/** How far GitHub's clock may be behind the runner's, when a check made by this run is told by its start. */
const CLOCK_SKEW_MS = 60_000;

/** Why a merge queue's run never holds the queue, as the check says it. */
const MERGE_QUEUE_LINE =
  "This run was started by a merge queue (`merge_group`): the check is neutral so the queue never waits on it; previews are made for pull requests, and the queue's own required checks decide.";

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

/** The conclusion of a run that ended before it started: skipped, or refused on its inputs. */
export function conclusionBeforeStart(skipped: boolean, eventName: string): CheckConclusion {
  return skipped || eventName === 'merge_group' ? 'neutral' : 'failure';
}

const TITLE_WORDS: Record<CheckConclusion, string> = {
  success: 'deployed',
  failure: 'failed',
  neutral: 'nothing to check',
  cancelled: 'cancelled',
  timed_out: 'timed out',
};

/** What the completed check shows: the result's summary, the failure and where it happened, and the job summary's text. */
function checkOutputOf(result: OperationResult, conclusion: CheckConclusion, eventName: string, markdown: string): CheckOutput {
  const name = result.environmentName;
  const summary = [result.summary, ...(result.failure ? [`**Why:** ${result.failure.reason}`] : [])];
  if (eventName === 'merge_group') summary.push(MERGE_QUEUE_LINE);
  const failed = result.failure?.services[0];
  const stage = result.failedStage ?? '';
  const ended = conclusion === 'timed_out' ? 'timed out' : 'failed';
  const annotation =
    conclusion === 'failure' || conclusion === 'timed_out'
      ? {
          title: failed
            ? `${failed.kind.toLowerCase()} ${failed.name} ${ended}${stage ? ` in stage ${stage}` : ''}`
            : `${name || result.operation} ${ended}${stage ? ` in stage ${stage}` : ''}`,
          message: result.failure?.reason ?? result.summary,
        }
      : undefined;
  return {
    title: `${name ? `${name}: ` : ''}${result.operation} ${TITLE_WORDS[conclusion]}`,
    summary: summary.join('\n\n'),
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

  /** The check `in_progress` on the run's commit; 0 when none could be made (the warning said why). */
  async open(title: string, summary: string): Promise<number> {
    if (!this.writes.wantsCheck()) return 0;
    const id = await this.writes.safely('check', () =>
      createCheckRun(
        this.writes.github(),
        this.writes.repository(),
        { name: this.name(), headSha: this.run.sha, detailsUrl: this.run.runUrl, output: { title, summary } },
        this.now(),
      ),
    );
    if (id) this.log.info(`Check run "${this.name()}" ${id} started on ${this.run.sha.slice(0, 12)}`);
    return id ?? 0;
  }

  /** Names the environment on the check once the run knows it. */
  async rename(checkRunId: number, title: string, summary: string): Promise<void> {
    if (checkRunId <= 0 || !this.writes.wantsCheck()) return;
    await this.writes.safely('check', () =>
      retitleCheckRun(this.writes.github(), this.writes.repository(), checkRunId, { title, summary }),
    );
  }

  /** The run's check: its id, or the one a create whose answer never came made after all; 0 when there is none. */
  private async idOf(state: PostState | undefined): Promise<number> {
    if (!state || !this.writes.wantsCheck()) return 0;
    if ((state.checkRunId ?? 0) > 0) return state.checkRunId!;
    if (!state.checkAsked) return 0;
    const since = (Date.parse(state.startedAt) || this.now().getTime()) - CLOCK_SKEW_MS;
    const found = await this.writes.safely('check', () =>
      findOpenCheckRun(
        this.writes.github(),
        this.writes.repository(),
        { name: this.name(), headSha: state.headSha || this.run.sha },
        since,
      ),
    );
    if (found) {
      this.log.info(`The check run's create got no clear answer, but it exists: adopting ${found}`);
      state.checkRunId = found;
    }
    return found ?? 0;
  }

  /** The result's conclusion on the check. */
  async close(result: OperationResult, markdown: string, state: PostState | undefined): Promise<void> {
    const checkRunId = await this.idOf(state);
    if (checkRunId <= 0 || !this.writes.wantsCheck()) return;
    const conclusion = checkConclusion(result, this.eventName);
    await this.writes.safely('check', () =>
      completeCheckRun(
        this.writes.github(),
        this.writes.repository(),
        checkRunId,
        conclusion,
        checkOutputOf(result, conclusion, this.eventName, markdown),
        this.now(),
      ),
    );
    this.log.info(`Check run "${this.name()}" completed: ${conclusion}`);
  }

  /** A run that ended before it started: one check, made completed, saying why. */
  async endBeforeStart(conclusion: CheckConclusion, reason: string): Promise<void> {
    if (!this.writes.wantsCheck()) return;
    const summary = this.eventName === 'merge_group' ? `${reason}\n\n${MERGE_QUEUE_LINE}` : reason;
    const id = await this.writes.safely('check', () =>
      createCheckRun(
        this.writes.github(),
        this.writes.repository(),
        {
          name: this.name(),
          headSha: this.run.sha,
          detailsUrl: this.run.runUrl,
          output: { title: conclusion === 'failure' ? 'Refused: nothing deployed' : 'Skipped: nothing deployed', summary },
          conclusion,
        },
        this.now(),
      ),
    );
    if (id) this.log.info(`Check run "${this.name()}" completed: ${conclusion}`);
  }

  /** The post step's work: a check still in progress when the job ended is completed as cancelled; a result reported just before stays. */
  async markCancelled(state: PostState): Promise<void> {
    const checkRunId = await this.idOf(state);
    if (checkRunId <= 0 || !this.writes.wantsCheck()) return;
    const marked = await this.writes.safely('check', async () => {
      const status = await checkRunStatus(this.writes.github(), this.writes.repository(), checkRunId);
      if (status === 'completed') return false;
      await completeCheckRun(
        this.writes.github(),
        this.writes.repository(),
        checkRunId,
        this.eventName === 'merge_group' ? 'neutral' : 'cancelled',
        {
          title: `${state.environmentName ? `${state.environmentName}: ` : ''}${state.operation} cancelled`,
          summary: 'Cancelled: the job ended before the run finished.',
        },
        this.now(),
      );
      return true;
    });
    if (marked) this.log.info(`Check run "${this.name()}" ${checkRunId} marked as cancelled`);
  }
}
