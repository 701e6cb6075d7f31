/**
 * `fork-previews`, `fork-blueprint` and `fork-secrets` on GitHub's own example payloads made a
 * fork's: which operation `auto` picks on pull_request_target, issue_comment and workflow_run,
 * which blueprint a fork's preview is cloned from and which secrets it gets, and the inputs refused.
 */
import { describe, expect, it } from 'vitest';
import { readEvent } from '../../src/config/event.ts';
import { checkInputs, parseInputs, SkippedRun, type ForkApproval, type RawInputs } from '../../src/config/index.ts';
import { approvedPrefix, parseCommand } from '../../src/config/preview-command.ts';
import { examplesOf, type Example } from '../support/webhook-examples.ts';

const ENV = '3f2b9c1e-8d4a-4e7b-9a61-0c5d2e7f4b18';
const FORK_ENV = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const GOOD: RawInputs = {
  'api-url': 'https://api.example.com',
  'api-token': 'tok-123',
  environment: ENV,
  'github-token': 'ghs_x',
  'fork-previews': 'approve',
  'fork-blueprint': FORK_ENV,
  secrets: 'PRODUCTION_KEY=p\nMAPS_KEY=m',
  'fork-secrets': 'MAPS_KEY',
};
const SHA = 'a'.repeat(40);

/** GitHub's pull_request example of `action`, its head repository a fork's. */
function forkExample(action: string): Example {
  const example = structuredClone(examplesOf('pull_request').find((each) => each['action'] === action)!);
  (example['pull_request'] as { head: { repo: { full_name: string } } }).head.repo.full_name = 'someone-else/Hello-World';
  return example;
}

/** GitHub's completed workflow_run example, as it comes after a fork's pull_request workflow (no pull requests listed). */
function workflowRunExample(conclusion: string, event = 'pull_request'): Example {
  const example = structuredClone(examplesOf('workflow_run').find((each) => each['action'] === 'completed')!);
  const run = example['workflow_run'] as Record<string, unknown> & { head_repository: { full_name: string } };
  run['event'] = event;
  run['conclusion'] = conclusion;
  run['pull_requests'] = [];
  run.head_repository.full_name = 'someone-else/octo-repo';
  return example;
}

describe('fork previews: the inputs and auto', () => {
  it('a fork on pull_request_target previews from fork-blueprint with only the fork-secrets', () => {
    const event = readEvent('pull_request_target', SHA, 'octocat', forkExample('synchronize'));
    const approval: ForkApproval = { sha: event.pullRequest!.headSha, approver: 'octocat', via: 'label' };
    const config = parseInputs(GOOD, event, { approval });
    expect(config.operation).toBe('preview');
    expect(config.forkRun).toBe('approved');
    expect(config.environmentId).toBe(FORK_ENV);
    expect(config.secrets.map((entry) => entry.key)).toEqual(['MAPS_KEY']);
  });

  it("a fork's preview deploys the approved commit, whatever commit says, and is never built without an approval", () => {
    const event = readEvent('pull_request_target', SHA, 'octocat', forkExample('synchronize'));
    const approved = 'b'.repeat(40);
    const approval: ForkApproval = { sha: approved, approver: 'octocat', via: 'comment' };
    const config = parseInputs({ ...GOOD, commit: 'c'.repeat(40) }, event, { approval });
    expect([config.commit, config.imageTag, config.forkApproval]).toEqual([approved, approved, approval]);
    expect(() => parseInputs(GOOD, event)).toThrow(/built only with a writer's approval/);
    // Before it starts, the run is told to ask for the approval of that pull request's head.
    expect(checkInputs(GOOD, event).approvalOf).toEqual({ number: event.pullRequest!.number, previewLabel: '' });
    // Its cleanup deploys nothing and needs none; its preview in a run given no secrets is skipped, asking nothing.
    const closed = parseInputs(GOOD, readEvent('pull_request_target', SHA, 'octocat', forkExample('closed')));
    expect([closed.forkRun, closed.forkApproval]).toEqual(['deploys-nothing', undefined]);
    expect(checkInputs({ ...GOOD, 'api-token': '' }, event).approvalOf).toBeUndefined();
  });

  it("a fork's closed pull request cleans up its fork blueprint's preview", () => {
    const config = parseInputs(GOOD, readEvent('pull_request_target', SHA, 'octocat', forkExample('closed')));
    expect([config.operation, config.environmentId]).toEqual(['cleanup', FORK_ENV]);
  });

  it("the repository's own pull request keeps environment and every secret", () => {
    const own = structuredClone(examplesOf('pull_request').find((each) => each['action'] === 'synchronize')!);
    const config = parseInputs(GOOD, readEvent('pull_request_target', SHA, 'octocat', own));
    expect([config.forkRun, config.environmentId, config.secrets.length]).toEqual([false, ENV, 2]);
  });

  it('fork-previews skip keeps today: a fork is no fork run', () => {
    const config = parseInputs(
      { ...GOOD, 'fork-previews': 'skip' },
      readEvent('pull_request_target', SHA, 'octocat', forkExample('synchronize')),
    );
    expect(config.forkRun).toBe(false);
  });

  it.each([
    ['success', 'pull_request', 'preview'],
    ['success', 'pull_request_target', 'preview'],
    ['failure', 'pull_request', 'skip'],
    ['success', 'push', 'skip'],
  ])('a workflow_run concluded %s of a %s workflow: %s', (conclusion, event, expected) => {
    const read = readEvent('workflow_run', SHA, 'octocat', workflowRunExample(conclusion, event));
    expect(read.workflowRun).toMatchObject({ event, conclusion, pullRequests: [], headRepository: 'someone-else/octo-repo' });
    try {
      expect(parseInputs(GOOD, read).operation).toBe(expected);
    } catch (error) {
      expect(error).toBeInstanceOf(SkippedRun);
      expect(expected).toBe('skip');
    }
  });

  it("GitHub's own workflow_run examples (workflow_dispatch, repository_dispatch) preview nothing", () => {
    for (const example of examplesOf('workflow_run')) {
      expect(() => parseInputs(GOOD, readEvent('workflow_run', SHA, 'octocat', example))).toThrow(SkippedRun);
    }
  });

  it('a /preview <sha> is the preview command; 6 hex characters or other words are not', () => {
    expect([parseCommand('/preview abc1234'), approvedPrefix(' /preview  ABC1234DEF \nthanks')]).toEqual(['preview', 'abc1234def']);
    expect([parseCommand('/preview abc123'), approvedPrefix('/preview abc123')]).toEqual([undefined, undefined]);
    expect([parseCommand('/preview stop'), approvedPrefix('/preview')]).toEqual(['stop', undefined]);
  });

  it.each([
    [{ 'fork-blueprint': '' }, 'Input "fork-blueprint": is required with fork-previews: approve'],
    [{ 'fork-secrets': 'STRIPE_KEY' }, 'Input "fork-secrets": STRIPE_KEY is not a key of secrets'],
    [{ 'fork-secrets': 'not a key' }, 'Input "fork-secrets": "not a key" is not a key of secrets'],
    [{ 'fork-previews': 'always' }, 'Input "fork-previews": "always" is not one of: skip, approve'],
  ])('%j is refused in one line naming the input', (raw, line) => {
    const event = readEvent('pull_request_target', SHA, 'octocat', forkExample('synchronize'));
    expect(() => parseInputs({ ...GOOD, ...raw }, event)).toThrow(line);
  });
});
