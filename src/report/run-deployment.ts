/**
 * This run's GitHub Deployment: created `in_progress` at the start (never twice), given the
 * result's status at the end or marked inactive when the environment is gone, and marked
 * cancelled by the post step when the job ended first.
 */
import type { OperationResult } from '../run/result.ts';
import {
  createDeploymentOnce,
  deactivateEnvironment,
  deploymentOf,
  findDeployment,
  latestDeploymentState,
  setDeploymentStatus,
  statusForOutcome,
} from '../github/deployments.ts';
import type { GitHubRun } from '../github/octokit.ts';
import type { PostState, ReportLog, ReportStart } from './report-types.ts';
import type { ReportWrites } from './report-writes.ts';
import { markRestored } from './restored-deployments.ts';

/** How far GitHub's clock may be behind the runner's, when a Deployment made by this run is told by its date. */
const CLOCK_SKEW_MS = 60_000;

export class RunDeployment {
  private readonly writes: ReportWrites;
  private readonly run: GitHubRun;
  private readonly log: ReportLog;
  private readonly now: () => Date;
  private readonly save: (state: PostState) => void;

  constructor(writes: ReportWrites, run: GitHubRun, log: ReportLog, now: () => Date, save: (state: PostState) => void) {
    this.writes = writes;
    this.run = run;
    this.log = log;
    this.now = now;
    this.save = save;
  }

  /** Since when a Deployment made by this run may have been made, GitHub's clock allowed for. */
  private since(state: PostState | undefined): number {
    return (Date.parse(state?.startedAt ?? '') || this.now().getTime()) - CLOCK_SKEW_MS;
  }

  async open(info: ReportStart, state: PostState): Promise<number> {
    const client = this.writes.deployments();
    const where = this.writes.repository();
    const deployment = deploymentOf(this.run, info, {
      urls: info.urls,
      versions: info.versions,
      state: info.carry,
      approval: info.approval,
      baseline: info.baseline,
    });
    // A fork's preview's Deployment is at a branch of this repository: the post step looks for it there.
    if (info.approval) state.deploymentRef = deployment.ref;
    state.deploymentAsked = true;
    this.save(state);
    // Never a blind second create: one the failed request made is adopted first.
    const id = await createDeploymentOnce(client, where, deployment, this.since(state), (line) => this.log.info(line));
    state.deploymentId = id;
    this.save(state);
    await setDeploymentStatus(client, where, id, {
      state: 'in_progress',
      description: info.promotedFrom
        ? `Promoting ${info.commit.slice(0, 12)} from ${info.promotedFrom}`
        : `Deploying ${info.commit.slice(0, 12)}`,
      ...(this.run.runUrl ? { logUrl: this.run.runUrl } : {}),
    });
    this.log.info(`GitHub Deployment ${id} created for ${info.environmentName}`);
    return id;
  }

  /** The Deployment a create whose answer never came made after all; 0 when it made none. */
  private async adopt(state: PostState): Promise<number> {
    const found = await findDeployment(
      this.writes.deployments(),
      this.writes.repository(),
      deploymentOf(this.run, state),
      this.since(state),
    );
    if (found === undefined) return 0;
    this.log.info(`The GitHub Deployment's create got no clear answer, but it exists: adopting ${found}`);
    state.deploymentId = found;
    this.save(state);
    return found;
  }

  /** The result's status on the run's Deployment, or inactive for an environment that is gone; a rollback's commits marked again. */
  async close(result: OperationResult, environmentName: string, started: PostState | undefined): Promise<void> {
    await this.settle(result, environmentName, started);
    // A rollback after a failed deploy put an earlier version back: its own Deployment is the active
    // one again. A rollback run made its own Deployment of the version it put back: nothing to mark.
    const restored = result.rollback?.outcome === 'success' ? result.rollback : undefined;
    const ownDeployment = result.operation === 'rollback' && (started?.deploymentId ?? 0) > 0;
    if (restored && !ownDeployment && environmentName && this.writes.wantsDeployment()) {
      await this.writes.safely('deployment', () =>
        markRestored(this.writes.deployments(), this.writes.repository(), environmentName, restored, this.run.runUrl, (line) =>
          this.log.info(line),
        ),
      );
    }
  }

  private async settle(result: OperationResult, environmentName: string, started: PostState | undefined): Promise<void> {
    if (!this.writes.wantsDeployment()) return;
    let deploymentId = started?.deploymentId ?? 0;
    if (deploymentId === 0 && started?.deploymentAsked)
      deploymentId = (await this.writes.safely('deployment', () => this.adopt(started))) ?? 0;
    if (deploymentId > 0) {
      const state = statusForOutcome(result.outcome);
      await this.writes.safely('deployment', () =>
        setDeploymentStatus(this.writes.deployments(), this.writes.repository(), deploymentId, {
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
      const count = await this.writes.safely('deployment', () =>
        deactivateEnvironment(this.writes.deployments(), this.writes.repository(), name, this.run.runUrl),
      );
      if (count) this.log.info(`${count} GitHub Deployment(s) of ${name} marked inactive`);
    }
  }

  /** The post step's work: a Deployment still in progress when the job ended is marked cancelled; a result reported just before stays. */
  async markCancelled(state: PostState): Promise<void> {
    const deploymentId =
      state.deploymentId || (state.deploymentAsked ? await this.writes.safely('deployment', () => this.adopt(state)) : 0);
    if (deploymentId && deploymentId > 0 && this.writes.wantsDeployment()) {
      const marked = await this.writes.safely('deployment', async () => {
        const latest = await latestDeploymentState(this.writes.deployments(), this.writes.repository(), deploymentId);
        if (latest !== 'in_progress' && latest !== 'queued' && latest !== 'pending' && latest !== '') return false;
        await setDeploymentStatus(this.writes.deployments(), this.writes.repository(), deploymentId, {
          state: 'error',
          description: 'Cancelled: the job ended before the deployment finished',
          ...(this.run.runUrl ? { logUrl: this.run.runUrl } : {}),
        });
        return true;
      });
      if (marked) this.log.info(`GitHub Deployment ${deploymentId} marked as cancelled`);
    }
  }
}
