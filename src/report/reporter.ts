/**
 * The reporter: turns the start, the result, or the cancellation of a run into the pull
 * request comment, the GitHub Deployment and the job summary. Nothing here ever fails the
 * deploy: a write GitHub refuses is one warning per concern, naming the missing permission.
 */
import type { OctokitOptions } from '@octokit/core/types';
import { errorMessage } from '../error-message.ts';
import type { OperationResult } from '../operations/result.ts';
import type { StickyComment } from './comment.ts';
import { resultWrite, writeSticky, type CommentWrite } from './comment-write.ts';
import {
  createDeploymentOnce,
  deploymentOf,
  deactivateEnvironment,
  findDeployment,
  latestDeploymentState,
  setDeploymentStatus,
  statusForOutcome,
} from './deployment.ts';
import type { Concern, FinalReport } from './final-report.ts';
import type { PostState, Reporter, ReporterRuntime, ReportLog, ReportSettings, ReportStart } from './report-types.ts';
import {
  createGitHubClient,
  httpStatus,
  isUnanswered,
  refusal,
  type ClientLimits,
  type GitHubClient,
  type GitHubRun,
} from './github-run.ts';
import { consoleLink, historyLine, renderCancelled, renderDeploying, renderReport, type ReportContext } from './markdown.ts';
import { markRestored } from './restored.ts';
import { isOwnNote } from './marker.ts';

/** How far GitHub's clock may be behind the runner's, when a Deployment made by this run is told by its date. */
const CLOCK_SKEW_MS = 60_000;

const PERMISSION: Record<Concern, { what: string; permission: string }> = {
  comment: { what: 'pull request comment', permission: 'pull-requests: write' },
  deployment: { what: 'GitHub Deployment', permission: 'deployments: write' },
};

export class GitHubReporter implements Reporter {
  private readonly settings: ReportSettings;
  private readonly log: ReportLog;
  private readonly run: GitHubRun;
  private readonly now: () => Date;
  private readonly writeSummary: ((markdown: string) => Promise<void>) | undefined;
  private readonly octokitOptions: Partial<OctokitOptions>;
  private readonly limits: ClientLimits;
  private client: GitHubClient | undefined;
  private started: PostState | undefined;
  private starting: Promise<PostState> | undefined;
  private save: (state: PostState) => void = () => {};
  private readonly refused = new Set<Concern>();
  /** Concerns whose last write failed on a fault (no answer, 5xx): worth another try by the post step. */
  private readonly faulted = new Set<Concern>();
  /** GitHub is asked nothing more this run: it failed too often in a row, or the report's time is spent. */
  private unavailable = false;
  private tokenWarned = false;
  /** The token's login, asked once per run. */
  private login = '';

  constructor(settings: ReportSettings, log: ReportLog, runtime: ReporterRuntime) {
    this.settings = settings;
    this.log = log;
    this.run = runtime.run;
    this.now = runtime.now ?? (() => new Date());
    this.writeSummary = runtime.writeSummary;
    this.octokitOptions = runtime.octokit ?? {};
    this.limits = runtime.limits ?? {};
  }

  start(info: ReportStart, saveProgress: (state: PostState) => void = () => {}): Promise<PostState> {
    this.save = saveProgress;
    this.starting = this.begin(info);
    return this.starting;
  }

  private async begin(info: ReportStart): Promise<PostState> {
    const state: PostState = {
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
    };
    this.started = state;
    this.save(state);
    if (info.operation !== 'preview' && info.operation !== 'deploy') return state;
    if (this.wantsComment()) {
      const context = this.context();
      const written = await this.safely('comment', () =>
        this.writeComment(info.environmentName, {
          phase: 'deploying',
          commit: info.commit,
          head: this.run.headSha,
          line: '',
          render: (history) =>
            renderDeploying({ ...context, history, operation: info.operation, environmentName: info.environmentName, commit: info.commit }),
        }),
      );
      if (written?.id) state.commentId = written.id;
      this.save(state);
    }
    if (this.wantsDeployment()) {
      const id = await this.safely('deployment', () => this.openDeployment(info, state));
      if (id) state.deploymentId = id;
      this.save(state);
    }
    return state;
  }

  async finish(result: OperationResult, organizationId = '', projectId = ''): Promise<{ commentUrl: string; complete: boolean }> {
    // Its failure was already a warning; the ids it did learn are in `started`.
    await this.starting?.catch(() => undefined);
    // A dry run changed nothing: the live comment and the deployments keep showing what is deployed.
    if (result.outcome === 'planned') {
      await this.summary(renderReport(result, this.finalContext(result, organizationId, projectId)));
      return { commentUrl: '', complete: true };
    }
    const final: FinalReport = {
      result,
      organizationId,
      projectId,
      settledAt: this.now().toISOString(),
      pending: ['comment', 'deployment'],
    };
    // Saved before any of it is written: a job killed or a GitHub unavailable midway leaves the post step what is missing.
    if (this.started) {
      this.started.final = final;
      this.save(this.started);
    }
    const { commentUrl, markdown } = await this.writeFinal(final);
    await this.summary(markdown);
    return { commentUrl, complete: final.pending.length === 0 };
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
    let markdown = renderReport(result, context);
    let commentUrl = '';
    const step = async (concern: Concern, work: () => Promise<void>) => {
      if (!final.pending.includes(concern) || this.unavailable) return;
      this.faulted.delete(concern);
      await work();
      if (this.faulted.has(concern) || this.unavailable) return;
      final.pending = final.pending.filter((pending) => pending !== concern);
      if (this.started) this.save(this.started);
    };
    await step('comment', async () => {
      const write = resultWrite(final, this.started, this.run.headSha, context, (rendered) => (markdown = rendered));
      if (!write || !this.wantsComment()) return;
      const written = await this.safely('comment', () => this.writeComment(write.environmentName, write));
      commentUrl = written?.url ?? '';
    });
    await step('deployment', async () => {
      const environmentName = this.started?.environmentName || result.environmentName;
      await this.closeDeployment(result, environmentName);
      // A rollback put an earlier version back: its own Deployment is the active one again.
      const restored = result.rollback?.outcome === 'success' ? result.rollback : undefined;
      if (restored && environmentName && this.wantsDeployment()) {
        await this.safely('deployment', () =>
          markRestored(this.github(), this.repository(), environmentName, restored, this.run.runUrl, (line) => this.log.info(line)),
        );
      }
    });
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
    if (state.pullRequest > 0 && this.wantsComment(state.pullRequest)) {
      const context = this.context();
      const head = state.headSha || this.run.headSha;
      await this.safely('comment', () =>
        this.writeComment(
          state.environmentName,
          {
            phase: 'cancelled',
            commit: state.commit,
            head,
            line: historyLine({ outcome: 'cancelled', commit: state.commit, at: this.now() }, context),
            render: (history) =>
              renderCancelled({
                ...context,
                history,
                operation: state.operation,
                environmentName: state.environmentName,
                commit: state.commit,
              }),
            onlyExisting: true,
            // Only our own "deploying" note: a finished result or a newer run's note stays.
            when: (existing) => isOwnNote(existing.marker, state.commit, head),
          },
          state.pullRequest,
        ),
      );
    }
    const deploymentId =
      state.deploymentId || (state.deploymentAsked ? await this.safely('deployment', () => this.adoptDeployment(state)) : 0);
    if (deploymentId && deploymentId > 0 && this.wantsDeployment()) {
      const marked = await this.safely('deployment', async () => {
        const latest = await latestDeploymentState(this.github(), this.repository(), deploymentId);
        // A result reported just before the job was killed stays.
        if (latest !== 'in_progress' && latest !== 'queued' && latest !== 'pending' && latest !== '') return false;
        await setDeploymentStatus(this.github(), this.repository(), deploymentId, {
          state: 'error',
          description: 'Cancelled: the job ended before the deployment finished',
          ...(this.run.runUrl ? { logUrl: this.run.runUrl } : {}),
        });
        return true;
      });
      if (marked) this.log.info(`GitHub Deployment ${deploymentId} marked as cancelled`);
    }
  }

  private context(): Pick<ReportContext, 'runUrl' | 'serverUrl' | 'repository'> {
    return {
      runUrl: this.run.runUrl,
      serverUrl: this.run.serverUrl,
      repository: this.run.owner ? `${this.run.owner}/${this.run.repo}` : '',
    };
  }

  private hasToken(): boolean {
    if (this.settings.githubToken) return true;
    if (!this.tokenWarned) {
      this.tokenWarned = true;
      this.log.warning('github-token is empty: no pull request comment and no GitHub Deployment are written');
    }
    return false;
  }

  private wantsComment(pullRequest = this.run.pullRequest): boolean {
    return (
      this.settings.comment !== 'off' &&
      pullRequest > 0 &&
      this.run.owner !== '' &&
      !this.refused.has('comment') &&
      !this.unavailable &&
      this.hasToken()
    );
  }

  private wantsDeployment(): boolean {
    return (
      this.settings.githubDeployment && this.run.owner !== '' && !this.refused.has('deployment') && !this.unavailable && this.hasToken()
    );
  }

  private github(): GitHubClient {
    this.client ??= createGitHubClient(this.settings.githubToken, this.run.apiUrl, this.log, this.octokitOptions, this.limits);
    return this.client;
  }

  private repository(): { owner: string; repo: string } {
    return { owner: this.run.owner, repo: this.run.repo };
  }

  /**
   * Runs one write; a failure becomes one warning. A refusal (4xx) is not tried again this run; a
   * fault (5xx, no answer) is, so a start that failed still lets the result find or write its
   * comment, and what the result could not write is left to the post step.
   */
  private async safely<T>(concern: Concern, work: () => Promise<T>): Promise<T | undefined> {
    try {
      return await work();
    } catch (error) {
      if (isUnanswered(error)) {
        // GitHub is asked nothing more: one warning says so for every concern.
        this.unavailable = true;
        this.faulted.add('comment').add('deployment');
        this.log.warning(
          `${errorMessage(error)}: GitHub is not asked again in this step; what the report could not write is left to the post step. The deploy itself is not affected.`,
        );
        return undefined;
      }
      const status = httpStatus(error);
      if (status >= 400 && status < 500 && status !== 429) this.refused.add(concern);
      else this.faulted.add(concern);
      this.log.warning(refusal(PERMISSION[concern].what, PERMISSION[concern].permission, error));
      return undefined;
    }
  }

  private async writeComment(
    environmentName: string,
    write: CommentWrite,
    pullRequest = this.run.pullRequest,
  ): Promise<StickyComment | undefined> {
    const { comment, login } = await writeSticky(
      {
        client: this.github(),
        ...this.repository(),
        pullRequest,
        environmentName,
        mode: this.settings.comment,
        author: this.settings.commentAuthor || this.login,
        ownCommentId: this.started?.commentId ?? 0,
        now: this.now,
        info: (line) => this.log.info(line),
      },
      write,
    );
    this.login = login;
    return comment;
  }

  /** Since when a Deployment made by this run may have been made, GitHub's clock allowed for. */
  private since(state: PostState | undefined): number {
    return (Date.parse(state?.startedAt ?? '') || this.now().getTime()) - CLOCK_SKEW_MS;
  }

  private async openDeployment(info: ReportStart, state: PostState): Promise<number> {
    const client = this.github();
    state.deploymentAsked = true;
    this.save(state);
    // Never a blind second create: one the failed request made is adopted first.
    const id = await createDeploymentOnce(client, this.repository(), deploymentOf(this.run, info, info.urls), this.since(state), (line) =>
      this.log.info(line),
    );
    state.deploymentId = id;
    this.save(state);
    await setDeploymentStatus(client, this.repository(), id, {
      state: 'in_progress',
      description: `Deploying ${info.commit.slice(0, 12)}`,
      ...(this.run.runUrl ? { logUrl: this.run.runUrl } : {}),
    });
    this.log.info(`GitHub Deployment ${id} created for ${info.environmentName}`);
    return id;
  }

  /** The Deployment a create whose answer never came made after all; 0 when it made none. */
  private async adoptDeployment(state: PostState): Promise<number> {
    const found = await findDeployment(this.github(), this.repository(), deploymentOf(this.run, state), this.since(state));
    if (found === undefined) return 0;
    this.log.info(`The GitHub Deployment's create got no clear answer, but it exists: adopting ${found}`);
    state.deploymentId = found;
    this.save(state);
    return found;
  }

  private async closeDeployment(result: OperationResult, environmentName: string): Promise<void> {
    if (!this.wantsDeployment()) return;
    const started = this.started;
    let deploymentId = started?.deploymentId ?? 0;
    if (deploymentId === 0 && started?.deploymentAsked)
      deploymentId = (await this.safely('deployment', () => this.adoptDeployment(started))) ?? 0;
    if (deploymentId > 0) {
      const state = statusForOutcome(result.outcome);
      await this.safely('deployment', () =>
        setDeploymentStatus(this.github(), this.repository(), deploymentId, {
          state,
          description: result.summary,
          ...(state === 'success' && result.url ? { environmentUrl: result.url } : {}),
          ...(this.run.runUrl ? { logUrl: this.run.runUrl } : {}),
        }),
      );
      return;
    }
    const gone =
      result.operation === 'sweep'
        ? (result.swept ?? []).map((entry) => entry.name)
        : result.operation === 'cleanup' && result.outcome === 'success' && environmentName
          ? [environmentName]
          : [];
    for (const name of gone) {
      const count = await this.safely('deployment', () => deactivateEnvironment(this.github(), this.repository(), name, this.run.runUrl));
      if (count) this.log.info(`${count} GitHub Deployment(s) of ${name} marked inactive`);
    }
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
