/**
 * `GET /repos/{owner}/{repo}/compare/{base}...{head}` from the commits a test declares: each
 * commit's parent and the files it changed. Answered as GitHub does: `status` ahead, behind,
 * identical or diverged (from the merge base), every changed file on the first page only, at
 * most 300 files, and 404 for a commit the repository does not have.
 */
import type { FakeResponse } from './routes.ts';
import { errorResponse } from './routes.ts';
import type { FakeCommit, FakeGitHubState } from './state.ts';

/** GitHub's own limit on the files of one comparison. */
const FILE_LIMIT = 300;

/** The commit and its ancestors, nearest first. */
function lineOf(state: FakeGitHubState, sha: string): FakeCommit[] {
  const line: FakeCommit[] = [];
  for (
    let commit = state.commits.get(sha);
    commit && !line.includes(commit);
    commit = commit.parent ? state.commits.get(commit.parent) : undefined
  ) {
    line.push(commit);
  }
  return line;
}

function commitJson(commit: FakeCommit) {
  return {
    sha: commit.sha,
    commit: { message: `commit ${commit.sha.slice(0, 7)}` },
    parents: commit.parent ? [{ sha: commit.parent }] : [],
  };
}

export function compare(state: FakeGitHubState, basehead: string, url: URL): FakeResponse {
  const [base = '', head = ''] = decodeURIComponent(basehead).split('...');
  const baseLine = lineOf(state, base);
  const headLine = lineOf(state, head);
  if (baseLine.length === 0 || headLine.length === 0) return errorResponse(404, 'Not Found');
  const mergeBase = headLine.find((commit) => baseLine.includes(commit));
  if (!mergeBase) return errorResponse(404, `No common ancestor between ${base} and ${head}.`);
  const ahead = headLine.slice(0, headLine.indexOf(mergeBase));
  const behind = baseLine.slice(0, baseLine.indexOf(mergeBase));
  const status =
    ahead.length === 0 && behind.length === 0 ? 'identical' : behind.length === 0 ? 'ahead' : ahead.length === 0 ? 'behind' : 'diverged';
  // The files of the three-dot comparison: what head changed since the merge base, the last change of each path kept.
  const files = new Map<string, FakeCommit['files'][number]>();
  for (const commit of [...ahead].reverse()) for (const file of commit.files) files.set(file.filename, file);
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const repoUrl = `https://github.com/${state.owner}/${state.repo}`;
  return {
    status: 200,
    body: {
      html_url: `${repoUrl}/compare/${base}...${head}`,
      base_commit: commitJson(baseLine[0]!),
      merge_base_commit: commitJson(mergeBase),
      status,
      ahead_by: ahead.length,
      behind_by: behind.length,
      total_commits: ahead.length,
      commits: [...ahead].reverse().map(commitJson),
      ...(page === 1
        ? {
            files: [...files.values()].slice(0, FILE_LIMIT).map((file) => ({
              sha: '0'.repeat(40),
              filename: file.filename,
              status: file.previous_filename ? 'renamed' : 'modified',
              additions: 1,
              deletions: 1,
              changes: 2,
              blob_url: `${repoUrl}/blob/${head}/${file.filename}`,
              ...(file.previous_filename ? { previous_filename: file.previous_filename } : {}),
            })),
          }
        : {}),
    },
  };
}
