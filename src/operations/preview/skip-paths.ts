/**
 * `skip-paths`: a pull request whose every changed file matches one of the globs (its docs, say)
 * gets no new preview. The files are GitHub's comparison of the pull request's base with its head;
 * on any doubt (no answer, a list GitHub cut, no file at all) the preview is made as without the input.
 */
import { errorMessage } from '../../basics/error-message.ts';
import type { PullRequest } from '../../config/event.ts';
import type { OperationContext } from '../../run/context.ts';
import type { Learned, OperationResult, RunRecord } from '../../run/result.ts';
import { globMatcher } from './changed-services.ts';

/** GitHub lists at most this many files of a comparison: a list that long may be cut. */
const COMPARE_FILE_LIMIT = 300;

/** Whether every file the pull request changes matches `skip-paths`; false on any doubt, with a line saying why. */
async function onlySkipPaths(ctx: OperationContext, pullRequest: PullRequest): Promise<boolean> {
  const { config, log, commits } = ctx;
  const base = pullRequest.baseSha || pullRequest.baseBranch || '';
  const doubt = (why: string) => {
    log.warning(`skip-paths: ${why}; previewing as without it`);
    return false;
  };
  if (!commits) return doubt('GitHub cannot be asked for the files the pull request changes (no github-token or repository)');
  if (base === '' || pullRequest.headSha === '') return doubt('the event names no base or head commit of the pull request');
  let files: string[] | undefined;
  try {
    const compared = await commits.compare(base, pullRequest.headSha);
    files = compared.listed >= COMPARE_FILE_LIMIT ? undefined : compared.files;
  } catch (error) {
    return doubt(`GitHub did not list the files the pull request changes (${errorMessage(error)})`);
  }
  if (files === undefined) return doubt('GitHub did not list every file the pull request changes');
  if (files.length === 0) return false;
  const matchers = await Promise.all(config.skipPaths.map((glob) => globMatcher(glob)));
  const outside = files.find((file) => !matchers.some((matches) => matches(file)));
  if (outside !== undefined) log.info(`skip-paths: ${outside} is outside them; previewing`);
  return outside === undefined;
}

/**
 * Step 1b: a pull request that changes only `skip-paths` and has no preview yet gets none (a
 * preview made by hand keeps updating). Its comment says why, in one line, and how to get one.
 */
export async function skippedByPaths(
  ctx: OperationContext,
  record: RunRecord,
  known: Learned,
  pullRequest: PullRequest,
): Promise<OperationResult | undefined> {
  const { config, log } = ctx;
  if (config.skipPaths.length === 0 || !(await onlySkipPaths(ctx, pullRequest))) return undefined;
  const line = `No preview: every file this pull request changes matches skip-paths (${config.skipPaths.join(', ')}); comment "/preview" to preview it anyway`;
  log.notice(line);
  return record.result('skipped', line, { ...known, skippedPaths: [...config.skipPaths] });
}
