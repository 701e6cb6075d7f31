/**
 * The GitHub Deployment of an environment: created when the platform starts changing it, with
 * statuses in_progress, then success or failure (error for cancelled), and inactive once a
 * preview is deleted.
 */
import type { Outcome } from '../run/result.ts';
import type { BaselinePayload, ServiceVersion } from '../run/context.ts';
import type { OperationName } from '../basics/names.ts';
import { mayHaveActed, type GitHubClient, type GitHubRun } from './octokit.ts';

export type DeploymentState = 'in_progress' | 'success' | 'failure' | 'error' | 'inactive';

export interface RepositoryRef {
  owner: string;
  repo: string;
}

export interface NewDeployment {
  ref: string;
  environment: string;
  preview: boolean;
  production: boolean;
  description: string;
  /**
   * `{urls: {service: URL}, services: [{name, kind, version}], state}`: GitHub keeps a deployment's
   * payload as created, so it holds the URLs known then (those of a preview that already exists;
   * environment_url stays the main one) and each service at the version this run deploys. `state`
   * is what a later run may reuse, sealed (run/carried.ts).
   */
  payload?: {
    urls?: Record<string, string>;
    services?: ServiceVersion[];
    state?: string;
    promoted_from?: string;
    /** A fork's preview: the commit approved (deployed), who approved it, how, and where. */
    approval?: { sha: string; approver: string; via: string; url?: string };
    /** A preview sharing a baseline: the baseline, the preview's own services, and those it shares at the baseline's versions. */
    baseline?: BaselinePayload;
  };
}

/** A fork's approved commit, as the Deployment's payload names it. */
type Approval = { sha: string; approver: string; via: string; url?: string | undefined };

/**
 * The ref of a fork's preview's Deployment: a branch of this repository (its default branch,
 * else the branch the run's workflow ran on), never the fork's commit. GitHub starts `deployment`
 * and `deployment_status` workflows from the workflow files at the Deployment's ref, with the
 * repository's secrets: at the fork's commit they would be the fork's own files, which nobody
 * approved to run. The fork's commit is in the payload's `approval` and the description.
 */
export function forkDeploymentRef(run: Pick<GitHubRun, 'ref' | 'defaultBranch'>): string {
  if (run.defaultBranch !== '') return run.defaultBranch;
  if (run.ref.startsWith('refs/heads/')) return run.ref.slice('refs/heads/'.length);
  throw new Error(
    "neither the repository's default branch nor the run's branch is known, and a fork's preview's Deployment is never made at the fork's commit: none made",
  );
}

export interface DeploymentStatus {
  state: DeploymentState;
  description: string;
  environmentUrl?: string;
  logUrl?: string;
}

/** GitHub refuses a status description over 140 characters. */
function shortDescription(text: string): string {
  return text.length > 140 ? `${text.slice(0, 139)}…` : text;
}

/**
 * The Deployment a run asks for; the same from the post step's state alone, so the post step can
 * look for it. Its ref is the commit deployed (the `commit` input, a rollback's restored commit),
 * not the commit the workflow ran at: a later rollback to it finds it by that ref. A fork's
 * preview's is a branch of this repository (forkDeploymentRef), kept in the state as `deploymentRef`.
 */
export function deploymentOf(
  run: Pick<GitHubRun, 'sha' | 'ref' | 'defaultBranch'>,
  start: {
    operation: OperationName;
    environmentName: string;
    commit: string;
    promotedFrom?: string | undefined;
    deploymentRef?: string | undefined;
  },
  extra: {
    urls?: Record<string, string> | undefined;
    versions?: ServiceVersion[] | undefined;
    state?: string | undefined;
    approval?: Approval | undefined;
    baseline?: BaselinePayload | undefined;
  } = {},
): NewDeployment {
  const { urls, versions, state, approval, baseline } = extra;
  const onDefaultBranch = run.defaultBranch !== '' && run.ref === `refs/heads/${run.defaultBranch}`;
  const hasUrls = urls !== undefined && Object.keys(urls).length > 0;
  const hasVersions = versions !== undefined && versions.length > 0;
  const from = start.operation === 'promote' && start.promotedFrom ? start.promotedFrom : undefined;
  const payload = {
    ...(hasUrls ? { urls } : {}),
    ...(hasVersions ? { services: versions } : {}),
    ...(state ? { state } : {}),
    ...(from ? { promoted_from: from } : {}),
    ...(approval
      ? { approval: { sha: approval.sha, approver: approval.approver, via: approval.via, ...(approval.url ? { url: approval.url } : {}) } }
      : {}),
    ...(baseline ? { baseline } : {}),
  };
  return {
    ref: start.deploymentRef || (approval ? forkDeploymentRef(run) : start.commit || run.sha),
    environment: start.environmentName,
    preview: start.operation === 'preview',
    // A rollback on the default branch puts production back: it is a production Deployment as the deploy was.
    production: (start.operation === 'deploy' || start.operation === 'rollback' || start.operation === 'promote') && onDefaultBranch,
    description: from
      ? `platform-deploy: promote of ${start.commit} from ${from}`
      : `platform-deploy: ${start.operation} ${start.operation === 'rollback' ? 'to' : 'of'} ${start.commit}`,
    ...(Object.keys(payload).length > 0 ? { payload } : {}),
  };
}

async function createDeployment(client: GitHubClient, where: RepositoryRef, deployment: NewDeployment): Promise<number> {
  const made = await client.rest.repos.createDeployment({
    ...where,
    ref: deployment.ref,
    environment: deployment.environment,
    transient_environment: deployment.preview,
    production_environment: deployment.production,
    description: shortDescription(deployment.description),
    ...(deployment.payload ? { payload: deployment.payload } : {}),
    // The platform deploys the image, not the branch: GitHub must neither merge nor wait for checks.
    auto_merge: false,
    required_contexts: [],
  });
  const id = (made.data as { id?: unknown }).id;
  if (typeof id !== 'number') throw new Error(`GitHub did not create the deployment (${made.status})`);
  return id;
}

/**
 * Creates the deployment once: after a fault that may have created it all the same, a deployment
 * of its environment, ref and description made since `since` (epoch ms) is adopted before a
 * second create.
 */
export async function createDeploymentOnce(
  client: GitHubClient,
  where: RepositoryRef,
  deployment: NewDeployment,
  since: number,
  info: (line: string) => void,
): Promise<number> {
  try {
    return await createDeployment(client, where, deployment);
  } catch (error) {
    if (!mayHaveActed(error)) throw error;
    const adopted = await findDeployment(client, where, deployment, since);
    if (adopted === undefined) return createDeployment(client, where, deployment);
    info(`The GitHub Deployment's create got no clear answer, but it exists: adopting ${adopted}`);
    return adopted;
  }
}

/** The newest deployment of `deployment`'s environment and ref with its description made at or after `since`. */
export async function findDeployment(
  client: GitHubClient,
  where: RepositoryRef,
  deployment: NewDeployment,
  since: number,
): Promise<number | undefined> {
  const listed = await client.rest.repos.listDeployments({
    ...where,
    environment: deployment.environment,
    ref: deployment.ref,
    per_page: 10,
  });
  const made = listed.data.find(
    (candidate) => candidate.description === shortDescription(deployment.description) && Date.parse(candidate.created_at) >= since,
  );
  return made?.id;
}

export async function setDeploymentStatus(
  client: GitHubClient,
  where: RepositoryRef,
  deploymentId: number,
  status: DeploymentStatus,
): Promise<void> {
  await client.rest.repos.createDeploymentStatus({
    ...where,
    deployment_id: deploymentId,
    state: status.state,
    description: shortDescription(status.description),
    ...(status.environmentUrl ? { environment_url: status.environmentUrl } : {}),
    ...(status.logUrl ? { log_url: status.logUrl } : {}),
  });
}

/** The state of the deployment's newest status, '' when it has none. */
export async function latestDeploymentState(client: GitHubClient, where: RepositoryRef, deploymentId: number): Promise<string> {
  const latest = await client.rest.repos.listDeploymentStatuses({ ...where, deployment_id: deploymentId, per_page: 1 });
  return latest.data[0]?.state ?? '';
}

/**
 * Every deployment of the environment that is not inactive yet becomes inactive, over every
 * page: a long-lived pull request easily has more than one page of deployments.
 */
export async function deactivateEnvironment(
  client: GitHubClient,
  where: RepositoryRef,
  environment: string,
  logUrl: string,
): Promise<number> {
  // Read all pages before writing, so the writes cannot shift what a later page holds.
  const deployments = await client.paginate(client.rest.repos.listDeployments, { ...where, environment, per_page: 100 });
  let deactivated = 0;
  for (const deployment of deployments) {
    if ((await latestDeploymentState(client, where, deployment.id)) === 'inactive') continue;
    await setDeploymentStatus(client, where, deployment.id, {
      state: 'inactive',
      description: `Preview ${environment} deleted`,
      ...(logUrl ? { logUrl } : {}),
    });
    deactivated++;
  }
  return deactivated;
}

/** The status that tells the result: only a success is success; a cancelled run is an error. */
export function statusForOutcome(outcome: Outcome): DeploymentState {
  switch (outcome) {
    case 'success':
      return 'success';
    case 'failure':
    case 'timed_out':
      return 'failure';
    case 'cancelled':
      return 'error';
    case 'skipped':
    case 'planned':
      return 'inactive';
  }
}
