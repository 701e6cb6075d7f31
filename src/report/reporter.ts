/**
 * The reporter: turns the start, the result, or the cancellation of a run into the pull
 * request comment, the GitHub Deployment and the job summary. Nothing here ever fails the
 * deploy: a write GitHub refuses is one warning per concern, naming the missing permission.
 */
import { errorMessage } from '../error-message.ts';
import type { OctokitOptions } from '@octokit/core/types';
import type { CommentMode, OperationName } from '../names.ts';
import type { OperationResult } from '../operations/result.ts';
import { PullRequestComment, mayOverwrite, type StickyComment } from './comment.ts';
import { createDeploymentOnce, deactivateEnvironment, latestDeploymentState, setDeploymentStatus, statusForOutcome } from './deployment.ts';
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
import { commentBody, environmentHash, isOwnNote, nextHistory, type CommentPhase, type Marker } from './marker.ts';

export interface ReportSettings {
  comment: CommentMode;
  /** May be '': then no comment and no deployment, and one warning. */
  githubToken: string;
  githubDeployment: boolean;
  /** A template with {organization} {project} {environment}, or ''. */
  consoleUrl: string;
  /** Whose comments are ours when the workflow says so; '' (or absent) asks the token. */
  commentAuthor?: string;
}

export interface ReportStart {
  operation: OperationName;
  environmentName: string;
  environmentId: string;
  organizationId: string;
  projectId: string;
  commit: string;
  /** Each service's URL known at the start: the GitHub Deployment's payload carries them. */
  urls?: Record<string, string>;
}

export interface ReportLog {
  info(line: string): void;
  warning(line: string): void;
}

/** What the post step needs to finish a report the main step could not: no secrets in it. */
export interface PostState {
  operation: OperationName;
  repository: string;
  /** 0 outside a pull request. */
  pullRequest: number;
  environmentName: string;
  environmentId: string;
  /** The image tag deployed. */
  commit: string;
  /** The pull request head commit the run was started for ('' outside a pull request). */
  headSha: string;
  /** 0 when no comment was written. */
  commentId: number;
  /** 0 when no GitHub Deployment was created. */
  deploymentId: number;
  startedAt: string;
}

export interface Reporter {
  /**
   * `saveProgress` receives the post step's state before each write and again once each id is
   * known, so a job killed half-way through still leaves the post step what it needs. The start
   * may run beside the platform work: nothing needs to await it but `finish`, which does.
   */
  start(info: ReportStart, saveProgress?: (state: PostState) => void): Promise<PostState>;
  /** Awaits a start still under way first, so the result edits the comment and deployment it made. */
  finish(result: OperationResult, organizationId?: string, projectId?: string): Promise<{ commentUrl: string }>;
}

export interface ReporterRuntime {
  run: GitHubRun;
  now?: () => Date;
  writeSummary?: (markdown: string) => Promise<void>;
  /** Octokit options for tests: quicker retries and throttling. */
  octokit?: Partial<OctokitOptions>;
  /** How long GitHub requests may take. */
  limits?: ClientLimits;
}

type Concern = 'comment' | 'deployment';

/** How far GitHub's clock may be behind the runner's, when a Deployment made by this run is told by its date. */
const CLOCK_SKEW_MS = 60_000;

const PERMISSION: Record<Concern, { what: string; permission: string }> = {
  comment: { what: 'pull request comment', permission: 'pull-requests: write' },
  deployment: { what: 'GitHub Deployment', permission: 'deployments: write' },
};

interface CommentWrite {
  phase: CommentPhase;
  /** The image tag shown. */
  commit: string;
  /** The pull request head of the writing run, compared with the pull request's current head. */
  head: string;
  line: string;
  render: (history: string[]) => string;
  /** Cleanup and cancellation only change a comment that exists; they never start one. */
  onlyExisting?: boolean;
  when?: (existing: StickyComment) => boolean;
  /** A deleted preview is news whatever commit the comment shows. */
  ignoreHead?: boolean;
}

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
  private readonly refused = new Set<Concern>();
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
    this.starting = this.begin(info, saveProgress);
    return this.starting;
  }

  private async begin(info: ReportStart, saveProgress: (state: PostState) => void): Promise<PostState> {
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
    saveProgress(state);
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
      saveProgress(state);
    }
    if (this.wantsDeployment()) {
      const id = await this.safely('deployment', () => this.openDeployment(info));
      if (id) state.deploymentId = id;
      saveProgress(state);
    }
    return state;
  }

  async finish(result: OperationResult, organizationId = '', projectId = ''): Promise<{ commentUrl: string }> {
    // Its failure was already a warning; the ids it did learn are in `started`.
    await this.starting?.catch(() => undefined);
    const environmentName = this.started?.environmentName || result.environmentName;
    const context: ReportContext = {
      ...this.context(),
      consoleUrl: consoleLink(this.settings.consoleUrl, {
        organization: organizationId,
        project: projectId,
        environment: result.environmentId || this.started?.environmentId || '',
      }),
    };
    let markdown = renderReport(result, context);
    // A dry run changed nothing: the live comment and the deployments keep showing what is deployed.
    if (result.outcome === 'planned') {
      await this.summary(markdown);
      return { commentUrl: '' };
    }
    let commentUrl = '';
    // A run overtaken by a newer commit after its "deploying" note: the note says so, unless a newer run's replaced it.
    const overtaken = result.outcome === 'skipped' && (this.started?.commentId ?? 0) > 0 && result.unchangedSince === undefined;
    // affected-only found no service changed: the comment says so, above the result the preview still runs.
    const unchanged = result.outcome === 'skipped' && result.unchangedSince !== undefined;
    // A preview refused for max-previews is skipped, and the comment says which previews hold the places.
    const refused = result.openPreviews !== undefined;
    if (
      this.wantsComment() &&
      (result.outcome !== 'skipped' || overtaken || unchanged || refused) &&
      result.operation !== 'status' &&
      environmentName
    ) {
      const deleted = result.operation === 'cleanup' && result.outcome === 'success';
      const at = this.now();
      const started = this.started;
      const written = await this.safely('comment', () =>
        this.writeComment(environmentName, {
          phase: deleted ? 'deleted' : 'result',
          commit: result.commit || this.started?.commit || '',
          head: this.started?.headSha || this.run.headSha,
          line: historyLine(
            { outcome: deleted ? 'deleted' : result.outcome, commit: result.commit, durationSeconds: result.durationSeconds, at },
            context,
          ),
          render: (history) => (markdown = renderReport(result, { ...context, history })),
          onlyExisting: result.operation === 'cleanup' || overtaken,
          // A cleanup or a stop is about the environment, not about the commit at the pull request's head.
          ignoreHead: result.operation === 'cleanup' || result.operation === 'stop',
          ...(overtaken && started ? { when: (existing) => isOwnNote(existing.marker, started.commit, started.headSha) } : {}),
        }),
      );
      commentUrl = written?.url ?? '';
    }
    await this.closeDeployment(result, environmentName);
    const restored = result.rollback?.outcome === 'success' ? result.rollback : undefined;
    if (restored && environmentName && this.wantsDeployment()) {
      await this.safely('deployment', () =>
        markRestored(this.github(), this.repository(), environmentName, restored, this.run.runUrl, (line) => this.log.info(line)),
      );
    }
    await this.summary(markdown);
    return { commentUrl };
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
    if (state.deploymentId > 0 && this.wantsDeployment()) {
      const marked = await this.safely('deployment', async () => {
        const latest = await latestDeploymentState(this.github(), this.repository(), state.deploymentId);
        // A result reported just before the job was killed stays.
        if (latest !== 'in_progress' && latest !== 'queued' && latest !== 'pending') return false;
        await setDeploymentStatus(this.github(), this.repository(), state.deploymentId, {
          state: 'error',
          description: 'Cancelled: the job ended before the deployment finished',
          ...(this.run.runUrl ? { logUrl: this.run.runUrl } : {}),
        });
        return true;
      });
      if (marked) this.log.info(`GitHub Deployment ${state.deploymentId} marked as cancelled`);
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
    return this.settings.comment !== 'off' && pullRequest > 0 && this.run.owner !== '' && !this.refused.has('comment') && this.hasToken();
  }

  private wantsDeployment(): boolean {
    return this.settings.githubDeployment && this.run.owner !== '' && !this.refused.has('deployment') && this.hasToken();
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
   * fault (5xx, network) is, so a start that failed still lets the result find or write its comment.
   */
  private async safely<T>(concern: Concern, work: () => Promise<T>): Promise<T | undefined> {
    try {
      return await work();
    } catch (error) {
      if (isUnanswered(error)) {
        // The client asks a silent GitHub nothing more: one warning says so for every concern.
        this.refused.add('comment').add('deployment');
        this.log.warning(
          `${errorMessage(error)}: no pull request comment or GitHub Deployment is written this run. The deploy itself is not affected.`,
        );
        return undefined;
      }
      const status = httpStatus(error);
      if (status >= 400 && status < 500 && status !== 429) this.refused.add(concern);
      this.log.warning(refusal(PERMISSION[concern].what, PERMISSION[concern].permission, error));
      return undefined;
    }
  }

  private async writeComment(
    environmentName: string,
    write: CommentWrite,
    pullRequest = this.run.pullRequest,
  ): Promise<StickyComment | undefined> {
    const hash = environmentHash(environmentName);
    const thread = new PullRequestComment(
      this.github(),
      { ...this.repository(), number: pullRequest },
      hash,
      this.settings.commentAuthor || this.login,
    );
    const found = await thread.find();
    this.login = await thread.ownLogin();
    const existing = found.at(-1);
    if (write.onlyExisting && !existing) return undefined;
    if (existing && write.when && !write.when(existing)) return existing;
    const head = write.ignoreHead ? '' : await thread.headSha();
    if (!mayOverwrite(existing?.marker, write.head, head)) {
      this.log.info(
        `This run is for ${write.head.slice(0, 7)}, no longer the pull request's head (${head.slice(0, 7)}): the comment, written for another commit, is left as it is`,
      );
      return existing;
    }
    const marker: Marker = {
      environment: hash,
      commit: write.commit,
      head: write.head,
      at: this.now().toISOString(),
      phase: write.phase,
      line: write.line,
      history: nextHistory(existing?.body),
    };
    const body = commentBody(marker, write.render(marker.history));
    let comment: StickyComment;
    if (existing && (this.settings.comment === 'update' || existing.id === this.started?.commentId)) {
      comment = await thread.update(existing.id, body);
      // Two runs that could not see each other's comment in time each left one: this one stays.
      for (const twin of found) if (twin.id !== existing.id) await thread.remove(twin.id);
      this.log.info(`Pull request comment updated: ${comment.url}`);
    } else {
      for (const old of found) await thread.remove(old.id);
      comment = await thread.post(body, marker, head, (line) => this.log.info(line));
      this.log.info(`Pull request comment posted: ${comment.url}`);
    }
    return comment;
  }

  private async openDeployment(info: ReportStart): Promise<number> {
    const client = this.github();
    const onDefaultBranch = this.run.defaultBranch !== '' && this.run.ref === `refs/heads/${this.run.defaultBranch}`;
    const deployment = {
      ref: this.run.sha || info.commit,
      environment: info.environmentName,
      preview: info.operation === 'preview',
      production: info.operation === 'deploy' && onDefaultBranch,
      description: `platform-deploy: ${info.operation} of ${info.commit}`,
      ...(info.urls && Object.keys(info.urls).length > 0 ? { payload: { urls: info.urls } } : {}),
    };
    // Never a blind second create: one the failed request made is adopted first.
    const since = (Date.parse(this.started?.startedAt ?? '') || this.now().getTime()) - CLOCK_SKEW_MS;
    const id = await createDeploymentOnce(client, this.repository(), deployment, since, (line) => this.log.info(line));
    await setDeploymentStatus(client, this.repository(), id, {
      state: 'in_progress',
      description: `Deploying ${info.commit.slice(0, 12)}`,
      ...(this.run.runUrl ? { logUrl: this.run.runUrl } : {}),
    });
    this.log.info(`GitHub Deployment ${id} created for ${info.environmentName}`);
    return id;
  }

  private async closeDeployment(result: OperationResult, environmentName: string): Promise<void> {
    const deploymentId = this.started?.deploymentId ?? 0;
    if (deploymentId > 0 && this.wantsDeployment()) {
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
    if (result.operation === 'sweep' && this.wantsDeployment()) {
      for (const entry of result.outcome === 'planned' ? [] : (result.swept ?? [])) {
        const count = await this.safely('deployment', () =>
          deactivateEnvironment(this.github(), this.repository(), entry.name, this.run.runUrl),
        );
        if (count) this.log.info(`${count} GitHub Deployment(s) of ${entry.name} marked inactive`);
      }
      return;
    }
    if (
      result.operation === 'cleanup' &&
      result.outcome === 'success' &&
      environmentName &&
      this.settings.githubDeployment &&
      this.wantsDeployment()
    ) {
      const count = await this.safely('deployment', () =>
        deactivateEnvironment(this.github(), this.repository(), environmentName, this.run.runUrl),
      );
      if (count) this.log.info(`${count} GitHub Deployment(s) of ${environmentName} marked inactive`);
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
