/**
 * The GitHub reads an operation may make on its critical path, each loading Octokit (with the
 * report's code) at its first read, not before the first platform request.
 */
import type { RunEvent } from '../config/event.ts';
import type { Config } from '../config/index.ts';
import type { CommitComparer, GitHubLeftovers, OperationLog, PreviewNotes, PullRequestReader } from '../run/context.ts';

/** Octokit is loaded at the first compare, like the pull request reads. */
export function lazyCommitComparer(
  event: RunEvent,
  githubToken: string,
  repository: string,
  log: OperationLog,
  limits: { endBy: () => number },
): CommitComparer {
  let loading: Promise<CommitComparer | undefined> | undefined;
  return {
    repository,
    async compare(base, head) {
      loading ??= import('../github/index.ts').then((github) => github.createCommitComparer(event, githubToken, log, limits));
      const comparer = await loading;
      if (!comparer) throw new Error('the run has no GitHub repository');
      return comparer.compare(base, head);
    },
  };
}

/** Octokit is loaded at the first read, not before the first platform request. */
export function lazyPullRequestReader(
  config: Readonly<Config>,
  event: RunEvent,
  log: OperationLog,
  limits: { endBy: () => number; maxWaitMs: number },
): PullRequestReader {
  let loading: Promise<PullRequestReader | undefined> | undefined;
  return {
    async read(number) {
      loading ??= import('../github/index.ts').then((github) =>
        github.createPullRequestReader(event, config.githubToken, log, config.operation === 'preview', limits),
      );
      const reader = await loading;
      if (!reader) throw new Error('the run has no GitHub repository');
      return reader.read(number);
    },
  };
}

/** Octokit is loaded when the sweep has swept, not before its first platform request. */
export function lazyGitHubLeftovers(
  event: RunEvent,
  deploymentsToken: string,
  log: OperationLog,
  limits: { endBy: () => number },
): GitHubLeftovers {
  return {
    async retire(gone) {
      const github = await import('../github/index.ts');
      const leftovers = github.createGitHubLeftovers(event, deploymentsToken, log, limits);
      if (!leftovers) throw new Error('the run has no GitHub repository');
      return leftovers.retire(gone);
    },
  };
}

/** A preview's life on GitHub, Octokit loaded at the first read. */
export function lazyPreviewNotes(
  config: Readonly<Config>,
  event: RunEvent,
  log: OperationLog,
  limits: { endBy: () => number },
): PreviewNotes {
  let loading: Promise<PreviewNotes | undefined> | undefined;
  const notes = async () => {
    loading ??= import('../github/index.ts').then((github) =>
      github.createPreviewNotes(event, config.githubToken, config.commentAuthor, log, limits),
    );
    const found = await loading;
    if (!found) throw new Error('the run has no GitHub repository');
    return found;
  };
  return {
    read: async (number, environmentName) => (await notes()).read(number, environmentName),
    warn: async (number, body) => (await notes()).warn(number, body),
    asleep: async (number, environmentName, banner) => (await notes()).asleep(number, environmentName, banner),
  };
}
