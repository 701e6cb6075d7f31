/**
 * The reporter: turns the start, the result, or the cancellation of a run into the pull
 * request comment, the GitHub Deployment and the job summary. Nothing here ever fails the
 * deploy: a write GitHub refuses is one warning per concern, naming the missing permission.
 */
import { errorMessage } from '../basics/error-message.ts';
import type { OperationResult } from '../run/result.ts';
import type { StickyComment } from '../github/sticky-comment.ts';
import { resultWrite, writeSticky, type CommentWrite } from './comment-write.ts';
import type { Concern, FinalReport } from './post-state.ts';
import type { GitHubRun } from '../github/octokit.ts';
import { consoleLink, historyLine, renderCancelled, renderDeploying, renderReport, type ReportContext } from './markdown.ts';
import { isOwnNote } from '../github/comment-marker.ts';
import type { PostState, Reporter, ReporterRuntime, ReportLog, ReportSettings, ReportStart } from './report-types.ts';
import { ReportWrites } from './report-writes.ts';
import { RunDeployment } from './run-deployment.ts';
import { RunCheck } from './run-check.ts';
import { removeLabel } from '../github/pull-request-labels.ts';
import { httpStatus } from '../github/octokit.ts';

export class GitHubReporter implements Reporter {
  private readonly settings: ReportSettings;
  private readonly log: ReportLog;
  private readonly run: GitHubRun;
  private readonly now: () => Date;
  private readonly writeSummary: ((markdown: string) => Promise<void>) | undefined;
  private readonly writes: ReportWrites;
  private readonly deployment: RunDeployment;
  private readonly check: RunCheck;
  /** The check's create, sent at the run's start. */
  private checkOpening: Promise<number> | undefined;
  private started: PostState | undefined;
  private starting: Promise<PostState> | undefined;
  private save: (state: PostState) => void = () => {};
  /** The token's login, asked once per run. */
  private login = '';

  constructor(settings: ReportSettings, log: ReportLog, runtime: ReporterRuntime) {
    this.settings = settings;
    this.log = log;
    this.run = runtime.run;
    this.now = runtime.now ?? (() => new Date());
    this.writeSummary = runtime.writeSummary;
    this.writes = new ReportWrites(settings, log, this.run, runtime.octokit ?? {}, runtime.limits ?? {});
    this.deployment = new RunDeployment(this.writes, this.run, log, this.now, (state) => this.save(state));
    this.check = new RunCheck(this.writes, this.run, log, this.now);
  }

  /**
   * The check run, `in_progress`, at the very start of the run: before the environment is known,
   * so the post step is told of it at once and completes it whatever happens next.
   */
  openCheck(info: Pick<ReportStart, 'operation' | 'commit'>, saveProgress: (state: PostState) => void = () => {}): Promise<number> {
    this.save = saveProgress;
    const state = this.stateOf({ ...info, environmentName: '', environmentId: '' });
    this.started = state;
    this.checkOpening = (async () => {
      if (!this.writes.wantsCheck()) return 0;
      state.checkAsked = true;
      this.save(state);
      const what = info.operation === 'preview' && this.run.pullRequest > 0 ? `the preview of #${this.run.pullRequest}` : info.operation;
      const id = await this.check.open(`${what}: in progress`, `Deploying ${info.commit.slice(0, 12)}.`);
      state.checkRunId = id;
      if (id) this.save(state);
      return id;
    })();
    return this.checkOpening;
  }

  /** A run that ended before its operation (a skip, a bad input): its check, completed at once. */
  async endCheckBeforeStart(skipped: boolean, reason: string): Promise<void> {
    await this.check.endBeforeStart(skipped, reason);
  }

  private stateOf(info: Pick<ReportStart, 'operation' | 'environmentName' | 'environmentId' | 'commit' | 'promotedFrom'>): PostState {
    return {
      operation: info.operation,
      repository: this.run.owner ? `${this.run.owner}/${this.run.repo}` : '',
      pullRequest: this.run.pullRequest,
      environmentName: info.environmentName,
      environmentId: info.environmentId,
      commit: info.commit,
      headSha: this.run.headSha,
      commentId: 0,
      deploymentId: 0,
      startedAt: this.now().toISOString(),
      ...(info.promotedFrom ? { promotedFrom: info.promotedFrom } : {}),
    };
  }

  start(info: ReportStart, saveProgress: (state: PostState) => void = () => {}): Promise<PostState> {
    this.save = saveProgress;
    this.starting = this.begin(info);
    return this.starting;
  }

  private async begin(info: ReportStart): Promise<PostState> {
    const checkRunId = (await this.checkOpening) ?? 0;
    const state: PostState = {
      ...this.stateOf(info),
      ...(this.started?.startedAt ? { startedAt: this.started.startedAt } : {}),
      ...(checkRunId ? { checkRunId } : {}),
      ...(this.started?.checkAsked ? { checkAsked: true } : {}),
    };
    this.started = state;
    this.save(state);
    await this.check.rename(checkRunId, info);
    // A rollback changes what runs as a deploy does: GitHub is told by a Deployment of its own.
    const deploys =
      info.operation === 'preview' || info.operation === 'deploy' || info.operation === 'rollback' || info.operation === 'promote';
    if (!deploys) return state;
    if (info.operation !== 'rollback' && info.operation !== 'promote' && this.writes.wantsComment()) {
      const context = this.context();
      const written = await this.writes.safely('comment', () =>
        this.writeComment(info.environmentName, {
          phase: 'deploying',
          commit: info.commit,
          head: this.run.headSha,
          line: '',
          render: (history, _newerHead, room) =>
            renderDeploying(
              { ...context, history, operation: info.operation, environmentName: info.environmentName, commit: info.commit },
              room,
            ),
        }),
      );
      if (written?.id) state.commentId = written.id;
      this.save(state);
    }
    if (this.writes.wantsDeployment()) {
      const id = await this.writes.safely('deployment', () => this.deployment.open(info, state));
      if (id) state.deploymentId = id;
      this.save(state);
    }
    return state;
  }

  async finish(result: OperationResult, organizationId = '', projectId = ''): Promise<{ commentUrl: string; complete: boolean }> {
    // Its failure was already a warning; the ids it did learn are in `started`.
    await Promise.allSettled([this.starting, this.checkOpening]);
    // A dry run changed nothing: the live comment and the deployments keep showing what is deployed.
    if (result.outcome === 'planned') {
      const markdown = renderReport(result, this.finalContext(result, organizationId, projectId), 'summary');
      await this.check.close(result, markdown, this.started);
      await this.summary(markdown);
      return { commentUrl: '', complete: true };
    }
    const final: FinalReport = {
      result,
      organizationId,
      projectId,
      settledAt: this.now().toISOString(),
      // The check is pending when there is one to complete, or one to leave as it is or make neutral (a run that opened none).
      pending:
        (this.started?.checkRunId ?? 0) > 0 || this.started?.checkAsked || this.writes.wantsCheck()
          ? ['comment', 'deployment', 'check']
          : ['comment', 'deployment'],
    };
    // Saved before any of it is written: a job killed or a GitHub unavailable midway leaves the post step what is missing.
    if (this.started) {
      this.started.final = final;
      this.save(this.started);
    }
    const { commentUrl, markdown } = await this.writeFinal(final);
    if (result.resetLabel) await this.takeOffLabel(result.resetLabel);
    await this.summary(markdown);
    return { commentUrl, complete: final.pending.length === 0 };
  }

  /**
   * The reset label, taken off the pull request once its reseed has run, so that adding it again
   * reseeds again. A token that cannot is a warning that says what to do: the reseed itself ran.
   */
  private async takeOffLabel(name: string): Promise<void> {
    const pullRequest = this.run.pullRequest;
    const byHand = `take it off pull request #${pullRequest} by hand before adding it again; the reseed itself is not affected`;
    if (pullRequest <= 0 || this.run.owner === '') return;
    if (!this.settings.githubToken || this.writes.unavailable) {
      this.log.warning(
        `The ${name} label was not taken off (${this.settings.githubToken ? 'GitHub is not answering' : 'github-token is empty'}): ${byHand}`,
      );
      return;
    }
    try {
      const done = await removeLabel(this.writes.github(), this.writes.repository(), pullRequest, name);
      this.log.info(
        done === 'removed'
          ? `Took the ${name} label off pull request #${pullRequest}: adding it again reseeds again`
          : `The ${name} label is no longer on pull request #${pullRequest}: adding it reseeds again`,
      );
    } catch (error) {
      const status = httpStatus(error);
      const why = status === 403 ? 'the GitHub token needs the `pull-requests: write` permission' : `HTTP ${status || 'no answer'}`;
      this.log.warning(`Could not take the ${name} label off pull request #${pullRequest} (${why}): ${byHand}`);
    }
  }

  /** The post step's work when main saved a final report it did not finish: what is missing is written now. */
  async resume(state: PostState & { final: FinalReport }): Promise<boolean> {
    this.started = state;
    await this.writeFinal(state.final);
    return state.final.pending.length === 0;
  }

  /** Writes each concern still pending; one that failed on a fault stays pending for the post step. */
  private async writeFinal(final: FinalReport): Promise<{ commentUrl: string; markdown: string }> {
    const { result } = final;
    const context = this.finalContext(result, final.organizationId, final.projectId);
    let markdown = renderReport(result, { ...context, at: new Date(final.settledAt) }, 'summary');
    let commentUrl = '';
    const step = async (concern: Concern, work: () => Promise<void>) => {
      if (!final.pending.includes(concern) || this.writes.unavailable) return;
      this.writes.faulted.delete(concern);
      await work();
      if (this.writes.faulted.has(concern) || this.writes.unavailable) return;
      final.pending = final.pending.filter((pending) => pending !== concern);
      if (this.started) this.save(this.started);
    };
    await step('comment', async () => {
      const write = resultWrite(final, this.started, this.run.headSha, context, (rendered) => (markdown = rendered));
      if (!write || !this.writes.wantsComment()) return;
      const written = await this.writes.safely('comment', () => this.writeComment(write.environmentName, write));
      commentUrl = written?.url ?? '';
    });
    await step('deployment', () => this.deployment.close(result, this.started?.environmentName || result.environmentName, this.started));
    await step('check', () => this.check.close(result, markdown, this.started));
    return { commentUrl, markdown };
  }

  private finalContext(result: OperationResult, organizationId: string, projectId: string): ReportContext {
    return {
      ...this.context(),
      consoleUrl: consoleLink(this.settings.consoleUrl, {
        organization: organizationId,
        project: projectId,
        environment: result.environmentId || this.started?.environmentId || '',
      }),
    };
  }

  /** The post step's work: the run ended before finish(), so nothing may stay "in progress". */
  async cancel(state: PostState): Promise<void> {
    this.started = state;
    if (state.pullRequest > 0 && state.environmentName && this.writes.wantsComment(state.pullRequest)) {
      const context = this.context();
      const head = state.headSha || this.run.headSha;
      await this.writes.safely('comment', () =>
        this.writeComment(
          state.environmentName,
          {
            phase: 'cancelled',
            commit: state.commit,
            head,
            line: historyLine({ outcome: 'cancelled', commit: state.commit, at: this.now() }, context),
            render: (history, _newerHead, room) =>
              renderCancelled(
                {
                  ...context,
                  history,
                  operation: state.operation,
                  environmentName: state.environmentName,
                  commit: state.commit,
                },
                room,
              ),
            onlyExisting: true,
            // Only our own "deploying" note: a finished result or a newer run's note stays.
            when: (existing) => isOwnNote(existing.marker, state.commit, head),
          },
          state.pullRequest,
        ),
      );
    }
    await this.deployment.markCancelled(state);
    await this.check.markCancelled(state);
  }

  private context(): Pick<ReportContext, 'runUrl' | 'serverUrl' | 'repository'> {
    return {
      runUrl: this.run.runUrl,
      serverUrl: this.run.serverUrl,
      repository: this.run.owner ? `${this.run.owner}/${this.run.repo}` : '',
    };
  }

  private async writeComment(
    environmentName: string,
    write: CommentWrite,
    pullRequest = this.run.pullRequest,
  ): Promise<StickyComment | undefined> {
    const { comment, login } = await writeSticky(
      {
        client: this.writes.github(),
        ...this.writes.repository(),
        pullRequest,
        environmentName,
        mode: this.settings.comment,
        author: this.settings.commentAuthor || this.login,
        ownCommentId: this.started?.commentId ?? 0,
        now: this.now,
        info: (line) => this.log.info(line),
        warning: (line) => this.log.warning(line),
      },
      write,
    );
    this.login = login;
    return comment;
  }

  private async summary(markdown: string): Promise<void> {
    if (!this.writeSummary) return;
    try {
      await this.writeSummary(markdown);
    } catch (error) {
      this.log.warning(`Could not write the job summary: ${errorMessage(error)}`);
    }
  }
}
