/**
 * What earlier runs left, read from GitHub: the sealed states (run/carried.ts) in this pull
 * request's sticky comment and in the repository's newest GitHub Deployments' payloads. Read once,
 * before the operation starts; the operations prove or ignore them (operations/environment/earlier-runs.ts).
 */
import type { RunEvent } from '../config/event.ts';
import type { Config } from '../config/index.ts';
import { systemClock } from '../basics/clock.ts';
import { createGitHubClient, readGitHubRun, type ClientLimits, type ClientLog } from './octokit.ts';
import { describeFault, QUICK_CLIENT, QUICK_READ_MS } from './pull-requests.ts';
import { PullRequestComment } from './sticky-comment.ts';

/** The states, newest first, and the login the token's comments are written under when it was learned ('' otherwise). */
export interface EarlierRuns {
  states: string[];
  login: string;
}

/** What earlier runs left is worth as long as a preview's other quick reads; beyond it everything is read from the platform. */
const STATES_MS = QUICK_READ_MS;
/** The repository's newest Deployments looked at for a state: any run of the same input left the same. */
const DEPLOYMENTS_READ = 30;

/**
 * The states earlier runs left (run/carried.ts), sealed by the runs that wrote them and
 * proven or ignored by the operation: this pull request's own comments' first (newest first, and
 * nobody else's comment is read), then the payloads of the repository's newest GitHub
 * Deployments. None when GitHub does not answer in time: the run then reads everything. With
 * them, the login the token's comments are written under, when it was asked: the report need
 * not ask again.
 */
export async function readEarlierRuns(
  event: RunEvent,
  config: Pick<Config, 'commentAuthor' | 'githubToken'>,
  from: { comments: boolean; deployments: boolean },
  log: ClientLog,
  limits: ClientLimits = {},
): Promise<EarlierRuns> {
  const run = readGitHubRun(event);
  if (!run.owner || !config.githubToken) return { states: [], login: '' };
  const client = createGitHubClient(config.githubToken, run.apiUrl, log, QUICK_CLIENT, limits);
  const where = { owner: run.owner, repo: run.repo };
  // Each on its own: a token that may not read Deployments still gets the comment's state.
  const read = (what: string, reading: () => Promise<string[]>): Promise<string[]> =>
    reading().catch((error: unknown) => {
      log.info(`Could not read ${what} for what earlier runs learned (${describeFault(error)}): read from the platform instead`);
      return [];
    });
  const thread = new PullRequestComment(client, { ...where, number: run.pullRequest }, '', config.commentAuthor);
  let login = '';
  const comments =
    from.comments && run.pullRequest > 0
      ? read("the pull request's comments", async () => {
          const states = await thread.states();
          login = await thread.ownLogin();
          return states;
        })
      : Promise.resolve([]);
  const deployments = from.deployments
    ? read("the repository's GitHub Deployments", () =>
        client.rest.repos.listDeployments({ ...where, per_page: DEPLOYMENTS_READ }).then((listed) => listed.data.flatMap(stateOf)),
      )
    : Promise.resolve([]);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string[][]>((done) => {
    timer = setTimeout(() => {
      log.info(`GitHub did not say in ${STATES_MS / 1000} s what earlier runs learned: everything is read from the platform`);
      done([[], []]);
    }, systemClock.answerMs(STATES_MS));
  });
  try {
    const [own = [], any = []] = await Promise.race([Promise.all([comments, deployments]), late]);
    return { states: [...own, ...any], login };
  } finally {
    clearTimeout(timer);
  }
}

/** A Deployment's payload is an object, or a string GitHub kept as given. */
function stateOf(deployment: { payload: unknown }): string[] {
  let payload = deployment.payload;
  if (typeof payload === 'string') {
    try {
      payload = JSON.parse(payload) as unknown;
    } catch {
      return [];
    }
  }
  const state = (payload as { state?: unknown } | null)?.state;
  return typeof state === 'string' ? [state] : [];
}
