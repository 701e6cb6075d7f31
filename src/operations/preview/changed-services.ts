/**
 * affected-only: on a preview that exists, the git-built services named in the inputs are
 * deployed only when the push changed a file under their `root_path` since the commit each runs
 * (`deployed_commit_id`); a change matching `shared-paths` deploys them all. GitHub's compare API
 * says what changed, one request per distinct deployed commit. Every doubt deploys everything,
 * with a warning that says why: skipping a service that did change would leave the preview
 * running old code while the report says it is current.
 */
import { shortCommit } from '../../basics/commit.ts';
import { errorMessage } from '../../basics/error-message.ts';
import { classifyState } from '../../platform/schemas/deployment-states.ts';
import type { Comparison, OperationContext } from '../../run/context.ts';
import type { PlannedService } from '../environment/service-plan.ts';

export interface AffectedPlan {
  /** What the deployment request carries: the changed git-built services and the image ones named. */
  deploy: PlannedService[];
  /** Git-built services named in the inputs that stay at the commit they run. */
  unchanged: PlannedService[];
  /** The deployed commits the push was compared with. */
  bases: string[];
}

/** GitHub lists at most this many files of a comparison: a list that long may be cut. */
const COMPARE_FILE_LIMIT = 300;

/**
 * A glob of repository paths as a matcher (minimatch): `**` any number of folders, `*` and `?`
 * within one name, and names starting with a dot matched like any other (`packages/shared/**`
 * covers `packages/shared/.eslintrc`, `**` covers `.github/`), since a shared change skipped is a
 * preview left on old code: Node's own `path.matchesGlob` has no such option. A glob matches the
 * path itself and everything beneath it, so `packages/shared` is the folder as well as
 * `packages/shared/**`. Loaded only by a run with shared paths to
 * match: every other run starts without parsing the library.
 */
export async function globMatcher(glob: string): Promise<(path: string) => boolean> {
  const { Minimatch } = await import('minimatch');
  const itself = new Minimatch(glob, { dot: true });
  const beneath = new Minimatch(`${glob.replace(/\/+$/, '')}/**`, { dot: true });
  return (path) => itself.match(path) || beneath.match(path);
}

/** The repository folder a service is built from, without slashes at either end; '' is the whole repository. */
function folderOf(rootPath: string | null | undefined): string {
  return (rootPath ?? '')
    .trim()
    .replace(/^\.?\/+/, '')
    .replace(/\/+$/, '');
}

/** Whether a service's repository URL names the repository compared in; one that cannot be read does not. */
function sameRepository(url: string | null | undefined, repository: string): boolean {
  const plain = (text: string) => {
    const parsed = URL.parse(text.trim());
    return parsed
      ? `${parsed.host}${parsed.pathname}`
          .toLowerCase()
          .replace(/\/+$/, '')
          .replace(/\.git$/, '')
      : undefined;
  };
  return url !== null && url !== undefined && plain(url) !== undefined && plain(url) === plain(repository);
}

function underFolder(file: string, folder: string): boolean {
  return folder === '' || file === folder || file.startsWith(`${folder}/`);
}

/** Why a comparison cannot be trusted to list every change, or undefined when it can. */
function doubtOf(base: string, head: string, comparison: Comparison): string | undefined {
  const range = `${shortCommit(base)}...${shortCommit(head)}`;
  if (comparison.status === 'diverged' || comparison.status === 'behind') {
    return `the deployed commit ${shortCommit(base)} is not an ancestor of ${shortCommit(head)} (GitHub says ${comparison.status}: a force-push or a rebase?)`;
  }
  if (comparison.status !== 'ahead' && comparison.status !== 'identical') {
    return `GitHub compared ${range} as "${comparison.status}"`;
  }
  if (comparison.files === undefined) return `GitHub did not list the files changed in ${range}`;
  if (comparison.listed >= COMPARE_FILE_LIMIT) {
    return `GitHub lists at most ${COMPARE_FILE_LIMIT} changed files and ${range} reaches that limit`;
  }
  return undefined;
}

/**
 * The services to deploy and those left as they are, or undefined to deploy every service as
 * without affected-only (a warning then says why). `planned` are the preview's services as
 * planServices gives them; `lastState` the state its last deployment ended in.
 */
export async function affectedServices(
  ctx: OperationContext,
  planned: readonly PlannedService[],
  lastState: string,
): Promise<AffectedPlan | undefined> {
  const { config, log } = ctx;
  const head = config.commit;
  const everything = (why: string): undefined => {
    log.warning(`affected-only: deploying every service because ${why}`);
    return undefined;
  };
  if (!ctx.commits) return everything('GitHub cannot be asked what changed (no github-token or repository)');
  if (lastState && classifyState(lastState, 'deploy') !== 'success') {
    return everything(`the preview's last deployment ended ${lastState}, not deployed`);
  }
  const named = planned.filter((service) => service.pinned);
  const git = named.filter((service) => service.source === 'git');
  const commits = ctx.commits;
  const elsewhere = (service: PlannedService) => !sameRepository(service.repositoryUrl, commits.repository);
  const compared = git.filter((service) => service.version !== null && !elsewhere(service));
  for (const service of git.filter((each) => !compared.includes(each))) {
    log.warning(
      `affected-only: ${service.kind} ${service.name} ` +
        (service.version === null
          ? 'shows no deployed commit'
          : `is built from ${service.repositoryUrl ?? 'a repository the platform does not name'}, not ${commits.repository}`) +
        `: deploying it at ${shortCommit(head)}`,
    );
  }
  const bases = [...new Set(compared.map((service) => service.version!))];
  const changes = new Map<string, string[]>();
  try {
    await Promise.all(
      bases.map(async (base) => {
        if (base.toLowerCase() === head.toLowerCase()) return changes.set(base, []);
        const comparison = await commits.compare(base, head);
        const doubt = doubtOf(base, head, comparison);
        if (doubt !== undefined) throw new Doubt(doubt);
        return changes.set(base, comparison.files ?? []);
      }),
    );
  } catch (error) {
    return everything(error instanceof Doubt ? error.message : `GitHub's compare failed (${errorMessage(error)})`);
  }
  const shared = await Promise.all(config.sharedPaths.map(globMatcher));
  for (const [base, files] of changes) {
    const file = files.find((path) => shared.some((matches) => matches(path)));
    if (file === undefined) continue;
    log.info(`affected-only: ${file} (changed since ${shortCommit(base)}) is under shared-paths: deploying every git-built service`);
    return { deploy: named.map((service) => ({ ...service })), unchanged: [], bases };
  }
  const changed = (service: PlannedService) => {
    const files = compared.includes(service) ? changes.get(service.version ?? '') : undefined;
    if (files === undefined) return true;
    const folder = folderOf(service.rootPath);
    return files.some((file) => underFolder(file, folder));
  };
  const deploy = named.filter((service) => service.source !== 'git' || changed(service));
  const unchanged = git.filter((service) => !deploy.includes(service));
  for (const service of unchanged) {
    log.info(`affected-only: ${service.kind} ${service.name} is unchanged since ${shortCommit(service.version!)}: left as it is`);
  }
  return { deploy, unchanged, bases };
}

/** A comparison that answered but cannot be trusted to list every change. */
class Doubt extends Error {}
