/**
 * The operation of a run, once its config is decided: the platform client, the GitHub reads an
 * operation may make on its critical path (loaded at their first read), and what earlier runs
 * left (a hint that only saves requests, run/carried.ts). Loaded with the operations' chunk.
 */
import { systemClock } from './basics/clock.ts';
import type { Config, RunEvent } from './config/index.ts';
import type { Target } from './run/context.ts';
import type { RunBudget } from './run/budget.ts';
import { whereLeft } from './run/carried.ts';
import type { OperationResult } from './run/result.ts';
import { runOperation, skippedWithoutSecrets } from './operations/index.ts';
import { PlatformClient } from './platform/client.ts';
import { USER_AGENT } from './platform/transport.ts';
import { repositoryUrl } from './action/event-file.ts';
import { lazyCommitComparer, lazyGitHubLeftovers, lazyPreviewNotes, lazyPullRequestReader } from './action/github-readers.ts';
import { followsLife } from './config/life-inputs.ts';
import { withheldSecrets } from './action/inputs.ts';
import { log } from './action/log.ts';

export interface Operate {
  config: Readonly<Config>;
  event: RunEvent;
  budget: RunBudget;
  masks: readonly string[];
  /** Told the login the earlier runs' states named, for the comment's author. */
  learnedAuthor(login: string): void;
}

export async function operate(
  { config, event, budget, masks, learnedAuthor }: Operate,
  announce: (target: Target) => Promise<void>,
): Promise<OperationResult> {
  const withheld = withheldSecrets(config, event);
  if (withheld) return skippedWithoutSecrets({ config, clock: systemClock }, withheld);
  const client = new PlatformClient({
    baseUrl: config.apiUrl,
    token: config.apiToken,
    userAgent: USER_AGENT,
    deadline: budget.deadline,
    stopAt: budget.platformStopAt,
    masks,
  });
  const endBy = () => budget.deadline;
  // sweep reads every preview's pull request; a preview reads its own, quickly, before it pins and triggers.
  const reads = (config.operation === 'sweep' || config.operation === 'preview') && config.githubToken !== '';
  const pullRequests = reads ? lazyPullRequestReader(config, event, log, { endBy, maxWaitMs: Number.POSITIVE_INFINITY }) : undefined;
  // A `/preview keep` says in its comment until when it keeps the preview, life inputs given or not.
  const previewNotes =
    reads && (followsLife(config.life) || config.command === 'keep') ? lazyPreviewNotes(config, event, log, { endBy }) : undefined;
  const repository = repositoryUrl(event);
  const commits =
    ((config.operation === 'preview' && (config.affectedOnly || config.skipPaths.length > 0 || config.baseline !== undefined)) ||
      config.operation === 'promote') &&
    config.githubToken !== '' &&
    repository !== ''
      ? lazyCommitComparer(event, config.githubToken, repository, log, { endBy })
      : undefined;
  const leftovers =
    config.operation === 'sweep' && config.githubDeployment && config.deploymentsToken !== '' && !config.dryRun
      ? lazyGitHubLeftovers(event, config.deploymentsToken, log, { endBy })
      : undefined;
  const where = whereLeft(config, event.action);
  const earlier = where
    ? await (await import('./github/index.ts')).readEarlierRuns(event, config, where, log, { endBy })
    : { states: [], login: '' };
  learnedAuthor(earlier.login);
  return runOperation({
    client,
    config,
    carry: earlier.states,
    clock: systemClock,
    deadline: budget.deadline,
    log,
    announce,
    masks,
    ...(pullRequests ? { pullRequests } : {}),
    ...(commits ? { commits } : {}),
    ...(leftovers ? { gitHubLeftovers: leftovers } : {}),
    ...(previewNotes ? { previewNotes } : {}),
  });
}
