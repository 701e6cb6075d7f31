/**
 * An environment's deployment history, read in one place: the paging (newest first, a page at a
 * time, by startId), the fallback to the second form for a server that does not serve the first
 * (one page of the last deployments), and what a history that cannot be read means: an
 * UnreadableHistory, the one outcome every caller meets (a rollback or a promotion fails on it,
 * nothing changed; rollback-on-failure is not attempted, saying so). Beside each other, the two
 * rules read from it: "last good" for a rollback, "last successful" for a promotion.
 */
import { errorMessage } from '../../basics/error-message.ts';
import type { HeadStart } from '../../basics/head-start.ts';
import { isRouteMissing } from '../../platform/errors.ts';
import type { DeploymentHistoryEntry, DeploymentHistoryEntryV2 } from '../../platform/schemas/index.ts';
import { OperationError, type OperationContext } from '../../run/context.ts';
import type { Service } from './service-plan.ts';

/** The history could not be read: nothing is decided from it, and nothing is changed. */
export class UnreadableHistory extends OperationError {
  constructor(cause: unknown) {
    super(`the deployment history could not be read (${errorMessage(cause)})`);
    this.name = 'UnreadableHistory';
    this.cause = cause;
  }
}

/** Pages read at most: 20 deployments each, so a good version is looked for among the last 200. */
const MAX_PAGES = 10;
/** Deployments read in the second form, which pages by size alone. */
const V2_PAGE_SIZE = 200;

/** One service in one deployment: its version there, and whether it ended DEPLOYED. */
interface Seen {
  id: string;
  version: string | undefined;
  deployed: boolean;
}

/** The services of one deployment of the first form; one that lists no state for a service stands for it with its own. */
function seenIn(entry: DeploymentHistoryEntry, services: readonly Service[]): Seen[] {
  const git = (id: string) => services.find((service) => service.id.toLowerCase() === id.toLowerCase())?.source === 'git';
  const seen = (id: string, version: string | null | undefined, status: string | null | undefined): Seen => ({
    id: id.toLowerCase(),
    version: version || undefined,
    deployed: (status ?? entry.status) === 'DEPLOYED',
  });
  return [
    ...entry.applications.map((item) => seen(item.id, item.commit?.git_commit_id, item.status)),
    ...entry.containers.map((item) => seen(item.id, item.tag, item.status)),
    ...entry.jobs.map((item) => seen(item.id, git(item.id) ? item.commit?.git_commit_id : item.tag, item.status)),
  ];
}

/** The services of one deployment of the second form, from every stage. */
function seenInV2(entry: DeploymentHistoryEntryV2, services: readonly Service[]): Seen[] {
  return entry.stages.flatMap((stage) =>
    stage.services.map((item) => {
      const id = item.identifier.service_id.toLowerCase();
      const git = services.find((service) => service.id.toLowerCase() === id)?.source === 'git';
      const version = git ? item.details.commit?.git_commit_id : item.details.tag;
      return { id, version: version || undefined, deployed: (item.status ?? entry.status) === 'DEPLOYED' };
    }),
  );
}

/** One deployment of the history: its id ('' when the server gives none), how it ended, and the services it carried. */
export interface HistoryDeployment {
  id: string;
  status: string | undefined;
  services: Seen[];
  /** What the request did, when it was asked and when it ended, as the platform dates them: a preview's life is read from these. */
  move: Move;
}

/** A request of the history as a preview's life reads it: a deployment (or restart), a stop, or anything else. */
export interface Move {
  kind: 'deploy' | 'stop' | 'other';
  /** Ended as asked (DEPLOYED, STOPPED), failed or cancelled, or not ended yet. */
  ended: 'done' | 'failed' | 'running';
  /** Epoch ms; NaN when the platform sent no date. */
  askedAt: number;
  endedAt: number | undefined;
}

function dated(text: string | null | undefined): number {
  return text ? Date.parse(text) : Number.NaN;
}

/** The first form names a request by its state alone: a stop's states begin with STOP, a deletion's with DELETE. */
function moveOf(entry: DeploymentHistoryEntry): Move {
  const status = entry.status ?? '';
  const kind = /STOP/.test(status) ? 'stop' : /DELET/.test(status) ? 'other' : 'deploy';
  const ended = status === 'DEPLOYED' || status === 'STOPPED' ? 'done' : /_ERROR$|CANCEL/.test(status) ? 'failed' : 'running';
  const endedAt = entry.updated_at && ended !== 'running' ? dated(entry.updated_at) : undefined;
  return { kind, ended, askedAt: dated(entry.created_at), endedAt };
}

/** The second form says what each request was asked to do, and how the action ended (SUCCESS, ERROR, …). */
function moveOfV2(entry: DeploymentHistoryEntryV2): Move {
  const action = entry.trigger_action ?? '';
  const kind = action === 'DEPLOY' || action === 'RESTART' ? 'deploy' : action === 'STOP' ? 'stop' : 'other';
  const status = entry.status ?? '';
  const ended = status === 'SUCCESS' ? 'done' : /ERROR|CANCEL/.test(status) ? 'failed' : 'running';
  const endedAt = entry.auditing_data?.updated_at && ended !== 'running' ? dated(entry.auditing_data.updated_at) : undefined;
  return { kind, ended, askedAt: dated(entry.auditing_data?.created_at), endedAt };
}

/**
 * The deployments, newest first, each with the services it carried; a page at a time. `services`
 * are the environment's, to tell a git-built job's version (its commit) from an image job's (its
 * tag): asked for only once the first page has answered (a read started ahead, whose failure meets
 * whoever reads on, and is never left unhandled when the history fails first).
 */
async function* deploymentsNewestFirst(
  ctx: OperationContext,
  environmentId: string,
  environmentServices: readonly Service[] | HeadStart<readonly Service[]>,
  maxPages = MAX_PAGES,
): AsyncGenerator<HistoryDeployment> {
  const services = async () => (typeof environmentServices === 'function' ? environmentServices() : environmentServices);
  let startId: string | undefined;
  for (let page = 0; page < maxPages; page++) {
    let results: DeploymentHistoryEntry[];
    try {
      ({ results } = await ctx.client.environments.deploymentHistory({ environmentId, ...(startId ? { startId } : {}) }));
    } catch (error) {
      if (page > 0 || !isRouteMissing(error)) throw new UnreadableHistory(error);
      const second = await ctx.client.environments
        .deploymentHistoryV2({ environmentId, pageSize: V2_PAGE_SIZE })
        .catch((failed: unknown) => {
          throw new UnreadableHistory(failed);
        });
      const known = await services();
      for (const entry of second.results) {
        yield {
          id: entry.identifier?.execution_id ?? '',
          status: entry.status ?? undefined,
          services: seenInV2(entry, known),
          move: moveOfV2(entry),
        };
      }
      return;
    }
    // The page is asked before the services are known (still being read, perhaps): they only tell how to read it.
    const known = await services();
    for (const entry of results)
      yield { id: entry.id, status: entry.status ?? undefined, services: seenIn(entry, known), move: moveOf(entry) };
    const last = results.at(-1);
    if (!last || last.id === startId) return;
    startId = last.id;
  }
}

/**
 * Which move of the history the rollback undoes. `failed deploy`: this run's deploy, which did
 * not end DEPLOYED; every DEPLOYED move before it stands. `newest deployment`: the newest
 * DEPLOYED move itself (operation rollback), whichever way it went: forward, or back to an older
 * version (a promotion to an older commit, an earlier rollback). Versions do not only move forward.
 */
export type Undoing = 'failed deploy' | 'newest deployment';

/**
 * The good version in a service's DEPLOYED versions, newest first (`more`: older ones may follow),
 * or undefined while that is not known yet. A version some standing deployment went back from
 * (the one after it is the one before it: a rollback, by hand or by this action) is not good: a
 * version can reach DEPLOYED and still never answer its readiness probe. The move a rollback
 * undoes does not stand: the version it left is what ran before it.
 */
function goodIn(
  versions: readonly string[],
  leaving: string | null | undefined,
  more: boolean,
  undoing: Undoing,
): string | undefined | 'unknown' {
  // The index of the newest DEPLOYED version whose move to the next may count against the one before it.
  const firstStanding = undoing === 'newest deployment' ? 1 : 0;
  for (let n = 0; n < versions.length; n++) {
    const version = versions[n]!;
    if (version === leaving) continue;
    if (n + 1 >= versions.length && more) return 'unknown';
    if (n > firstStanding && versions[n - 1] === versions[n + 1]) continue;
    return version;
  }
  return more ? 'unknown' : undefined;
}

/**
 * The rule of a rollback, "last good": for each service, keyed by id, the version to go back to;
 * a service with none in the history is left out. `leaving` is each service's version to skip, by
 * id; `undoing`, the move undone. An UnreadableHistory when the history cannot be read.
 */
export async function lastGoodVersions(
  ctx: OperationContext,
  environmentId: string,
  services: readonly Service[],
  leaving: ReadonlyMap<string, string | null>,
  undoing: Undoing,
): Promise<Map<string, string>> {
  // Each service's DEPLOYED versions, newest first, a redeploy of the same version counted once.
  const deployed = new Map<string, string[]>(services.map((service) => [service.id, []]));
  const decide = (more: boolean) => {
    const found = new Map<string, string>();
    let open = false;
    for (const service of services) {
      const good = goodIn(deployed.get(service.id)!, leaving.get(service.id), more, undoing);
      if (good === 'unknown') open = true;
      else if (good !== undefined) found.set(service.id, good);
    }
    return { found, open };
  };
  for await (const deployment of deploymentsNewestFirst(ctx, environmentId, services)) {
    for (const service of services) {
      const seen = deployment.services.find((item) => item.id === service.id.toLowerCase());
      const versions = deployed.get(service.id)!;
      if (seen?.deployed && seen.version !== undefined && versions.at(-1) !== seen.version) versions.push(seen.version);
    }
    if (!decide(true).open) break;
  }
  return decide(false).found;
}

/** An environment as its history read found it: its newest deployment, and each service's last successful version, by id. */
interface SourceHistory {
  newest: HistoryDeployment | undefined;
  versions: Map<string, string>;
}

/** The history read, with how each service's newest deployment ended. */
export type ReadHistory = SourceHistory & { seen: ReadonlyMap<string, LastSeen> };

interface LastSeen {
  /** The service's newest deployment ended DEPLOYED. */
  lastDeployed: boolean;
  lastState: string;
  /** The version of its newest deployment that ended DEPLOYED. */
  good: string | undefined;
}

/**
 * The rule of a promotion, "last successful": reads an environment's history, newest first, until
 * each of `wanted` (services of it) has a successful version or the pages run out: the newest
 * deployment, and each service's last successful version. The first page is asked as soon as the
 * environment's id is known, beside the reads of its services. Read for the source (what it
 * promotes) and for the target (what it runs: a service whose last deployment failed still runs
 * its last successful version). Unlike "last good" above it takes the newest successful version as
 * it is, whatever the order of versions: what ran last is what runs. An UnreadableHistory when the
 * history cannot be read.
 */
export async function readHistory(
  ctx: OperationContext,
  sourceId: HeadStart<string>,
  environmentServices: HeadStart<readonly Service[]>,
  wanted: HeadStart<readonly Service[]>,
): Promise<ReadHistory> {
  const seen = new Map<string, LastSeen>();
  let newest: HistoryDeployment | undefined;
  for await (const deployment of deploymentsNewestFirst(ctx, await sourceId(), environmentServices)) {
    newest ??= deployment;
    const services = await wanted();
    for (const service of services) {
      const item = deployment.services.find((each) => each.id === service.id.toLowerCase());
      if (!item) continue;
      const known = seen.get(service.id);
      if (!known)
        seen.set(service.id, {
          lastDeployed: item.deployed,
          lastState: item.deployed ? 'DEPLOYED' : (deployment.status ?? 'unknown'),
          good: item.deployed ? item.version : undefined,
        });
      else if (known.good === undefined && item.deployed) known.good = item.version;
    }
    if ((await wanted()).every((service) => seen.get(service.id)?.good !== undefined)) break;
  }
  const versions = new Map<string, string>();
  for (const [id, each] of seen) if (each.good !== undefined) versions.set(id, each.good);
  return { newest, versions, seen };
}

/** The newest deployment of the history, as it is now: one page read. */
export async function newestDeployment(
  ctx: OperationContext,
  environmentId: string,
  services: readonly Service[],
): Promise<HistoryDeployment | undefined> {
  for await (const deployment of deploymentsNewestFirst(ctx, environmentId, services)) return deployment;
  return undefined;
}

/** Pages a preview's life is read from at most: 50 of 20 requests, a preview's whole life unless it is a busy one. */
const LIFE_PAGES = 50;

/**
 * A preview's life as the platform recorded it: every deployment and stop, oldest first, with
 * their dates (all pages, up to LIFE_PAGES: `whole` says whether the oldest was reached). An
 * UnreadableHistory when the history cannot be read: nothing is decided from a life unknown.
 */
export async function readMoves(ctx: OperationContext, environmentId: string): Promise<{ moves: Move[]; whole: boolean }> {
  const moves: Move[] = [];
  let count = 0;
  for await (const deployment of deploymentsNewestFirst(ctx, environmentId, [], LIFE_PAGES)) {
    moves.push(deployment.move);
    count++;
  }
  // The first form pages by 20: a last page that was full may have had older ones after it.
  return { moves: moves.reverse(), whole: count < LIFE_PAGES * 20 };
}
