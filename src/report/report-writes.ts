/**
 * Whether the report may still write to GitHub, and each write run so that nothing ever fails
 * the deploy: a write GitHub refuses is one warning per concern, naming the missing permission.
 */
import type { OctokitOptions } from '@octokit/core/types';
import { errorMessage } from '../basics/error-message.ts';
import type { RepositoryRef } from '../github/deployments.ts';
import type { Concern } from './post-state.ts';
import {
  createGitHubClient,
  httpStatus,
  isUnanswered,
  refusal,
  type ClientLimits,
  type GitHubClient,
  type GitHubRun,
} from '../github/octokit.ts';
import type { ReportLog, ReportSettings } from './report-types.ts';

const PERMISSION: Record<Concern, { what: string; permission: string }> = {
  comment: { what: 'pull request comment', permission: 'pull-requests: write' },
  deployment: { what: 'GitHub Deployment', permission: 'deployments: write' },
  check: { what: 'check run', permission: 'checks: write' },
};

export class ReportWrites {
  private readonly settings: ReportSettings;
  private readonly log: ReportLog;
  private readonly run: GitHubRun;
  private readonly octokitOptions: Partial<OctokitOptions>;
  private readonly limits: ClientLimits;
  private client: GitHubClient | undefined;
  private deploymentsClient: GitHubClient | undefined;
  private readonly refused = new Set<Concern>();
  /** Concerns whose last write failed on a fault (no answer, 5xx): worth another try by the post step. */
  readonly faulted = new Set<Concern>();
  /** GitHub is asked nothing more this run: it failed too often in a row, or the report's time is spent. */
  private unanswered = false;
  private tokenWarned = false;

  constructor(settings: ReportSettings, log: ReportLog, run: GitHubRun, octokitOptions: Partial<OctokitOptions>, limits: ClientLimits) {
    this.settings = settings;
    this.log = log;
    this.run = run;
    this.octokitOptions = octokitOptions;
    this.limits = limits;
  }

  get unavailable(): boolean {
    return this.unanswered;
  }

  private hasToken(): boolean {
    if (this.settings.githubToken) return true;
    if (!this.tokenWarned) {
      this.tokenWarned = true;
      this.log.warning('github-token is empty: no pull request comment and no GitHub Deployment are written');
    }
    return false;
  }

  wantsComment(pullRequest = this.run.pullRequest): boolean {
    return (
      this.settings.comment !== 'off' &&
      pullRequest > 0 &&
      this.run.owner !== '' &&
      !this.refused.has('comment') &&
      !this.unanswered &&
      this.hasToken()
    );
  }

  wantsDeployment(): boolean {
    return (
      this.settings.githubDeployment &&
      this.run.owner !== '' &&
      !this.refused.has('deployment') &&
      !this.unanswered &&
      (this.settings.deploymentsToken ? true : this.hasToken())
    );
  }

  checkName(): string {
    return this.settings.check ?? '';
  }

  /** A check run needs a name, a repository and the commit it is on. */
  wantsCheck(): boolean {
    return (
      (this.settings.check ?? '') !== '' &&
      this.run.owner !== '' &&
      this.run.sha !== '' &&
      !this.refused.has('check') &&
      !this.unanswered &&
      this.hasToken()
    );
  }

  github(): GitHubClient {
    this.client ??= createGitHubClient(this.settings.githubToken, this.run.apiUrl, this.log, this.octokitOptions, this.limits);
    return this.client;
  }

  /**
   * The GitHub Deployment's client: its writes, and the reads they need, go with `deployments-token`
   * (an App's token there makes `deployment_status` start workflows); the same client as every
   * other write's when that token is the run's own.
   */
  deployments(): GitHubClient {
    const token = this.settings.deploymentsToken;
    if (!token || token === this.settings.githubToken) return this.github();
    this.deploymentsClient ??= createGitHubClient(token, this.run.apiUrl, this.log, this.octokitOptions, this.limits);
    return this.deploymentsClient;
  }

  repository(): RepositoryRef {
    return { owner: this.run.owner, repo: this.run.repo };
  }

  /**
   * Runs one write; a failure becomes one warning. A refusal (4xx) is not tried again this run; a
   * fault (5xx, no answer) is, so a start that failed still lets the result find or write its
   * comment, and what the result could not write is left to the post step.
   */
  async safely<T>(concern: Concern, work: () => Promise<T>): Promise<T | undefined> {
    try {
      return await work();
    } catch (error) {
      if (isUnanswered(error)) {
        // GitHub is asked nothing more: one warning says so for every concern.
        this.unanswered = true;
        this.faulted.add('comment').add('deployment').add('check');
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
}
