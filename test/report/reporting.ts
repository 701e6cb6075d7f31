/**
 * A reporter wired to the fake GitHub API the way a pull request (or push) run would be, with
 * GitHub's write spacing and retry waits shortened so the tests run in milliseconds.
 */
import type { FakeGitHub } from '../../tools/fake-github/index.ts';
import { GitHubReporter } from '../../src/report/reporter.ts';
import type { ReportSettings } from '../../src/report/report-types.ts';
import type { ClientLimits, GitHubRun } from '../../src/github/octokit.ts';
import { HEAD } from './results.ts';

/** Stands in for a Bottleneck group: every job runs at once instead of a second apart. */
const noSpacing = {
  key: () => ({ schedule: (_options: unknown, job: (...args: unknown[]) => unknown, ...args: unknown[]) => job(...args) }),
};

export interface ReportingRun {
  reporter: GitHubReporter;
  warnings: string[];
  infos: string[];
  summaries: string[];
}

export interface RunShape {
  pullRequest?: number;
  sha?: string;
  /** The pull request head the run's event names; defaults to `sha`. */
  headSha?: string;
  ref?: string;
  runId?: number;
  /** The event that started the run (`pull_request` unless said). */
  eventName?: string;
  token?: string;
  settings?: Partial<ReportSettings>;
  at?: Date;
  /** How long its GitHub requests may take (a short limit stands for GitHub's 10 s). */
  limits?: ClientLimits;
}

export function runUrl(runId: number): string {
  return `https://github.com/acme/shop/actions/runs/${runId}`;
}

export function githubRun(github: FakeGitHub, shape: RunShape = {}): GitHubRun {
  return {
    owner: 'acme',
    repo: 'shop',
    pullRequest: shape.pullRequest ?? 41,
    sha: shape.sha ?? HEAD,
    headSha: shape.pullRequest === 0 ? '' : (shape.headSha ?? shape.sha ?? HEAD),
    eventName: shape.eventName ?? (shape.pullRequest === 0 ? 'push' : 'pull_request'),
    ref: shape.ref ?? (shape.pullRequest === 0 ? 'refs/heads/main' : 'refs/pull/41/merge'),
    defaultBranch: 'main',
    runUrl: runUrl(shape.runId ?? 4242),
    runKey: `${shape.runId ?? 4242}.1`,
    serverUrl: 'https://github.com',
    apiUrl: github.url,
  };
}

export function reporting(github: FakeGitHub, shape: RunShape = {}): ReportingRun {
  const warnings: string[] = [];
  const infos: string[] = [];
  const summaries: string[] = [];
  const settings: ReportSettings = {
    comment: 'update',
    githubToken: shape.token ?? github.token,
    githubDeployment: true,
    consoleUrl: '',
    ...shape.settings,
  };
  const reporter = new GitHubReporter(
    settings,
    { info: (line) => infos.push(line), warning: (line) => warnings.push(line) },
    {
      run: githubRun(github, shape),
      ...(shape.at ? { now: () => shape.at! } : {}),
      writeSummary: async (markdown) => {
        summaries.push(markdown);
      },
      octokit: {
        throttle: { write: noSpacing, notifications: noSpacing, retryAfterBaseValue: 1 } as never,
        retry: { retryAfterBaseValue: 1 },
      },
      ...(shape.limits ? { limits: shape.limits } : {}),
    },
  );
  return { reporter, warnings, infos, summaries };
}

/** The start of a preview of shop-pr-41 at a commit. */
export function previewStart(commit: string) {
  return {
    operation: 'preview' as const,
    environmentName: 'shop-pr-41',
    environmentId: '4f6a1c2e-0000-4000-8000-000000000001',
    organizationId: 'org-1',
    projectId: 'project-1',
    commit,
  };
}
