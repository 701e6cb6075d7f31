/**
 * GitHub's own example payloads (`@octokit/webhooks-examples`), every example of every event,
 * through the runner's event reader and the operation `auto` picks: each decision is pinned in a
 * table (event and activity type -> operation, or skip), and no payload may throw anything but a
 * skip. The events the README's workflows use are pinned one by one; every other event must skip.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { readRunnerEvent } from '../../src/action/event-file.ts';
import { parseInputs, SkippedRun, type RawInputs, type RunEvent } from '../../src/config/index.ts';
import type { OperationName } from '../../src/basics/names.ts';
import { definitions, examplesOf, type Example } from '../support/webhook-examples.ts';

const ENV = '3f2b9c1e-8d4a-4e7b-9a61-0c5d2e7f4b18';
const GOOD: RawInputs = { 'api-url': 'https://api.example.com', 'api-token': 'tok-123', environment: ENV, 'github-token': 'ghs_x' };
/** What GITHUB_SHA holds: for a push that deleted a ref, the default branch's head, not the push's commit. */
const RUN_SHA = '9f8e7d6'.padEnd(40, '0');

type Decision = OperationName | 'skip';

const dir = mkdtempSync(join(tmpdir(), 'events-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The event as a runner hands it to the step: its name and SHA in the environment, its payload in a file. */
function readAsRunner(eventName: string, payload: Example): RunEvent {
  const path = join(dir, 'event.json');
  writeFileSync(path, JSON.stringify(payload));
  vi.stubEnv('GITHUB_EVENT_NAME', eventName);
  vi.stubEnv('GITHUB_EVENT_PATH', path);
  vi.stubEnv('GITHUB_SHA', RUN_SHA);
  vi.stubEnv('GITHUB_ACTOR', 'octocat');
  return readRunnerEvent(() => {});
}

/** The operation the run carries out, 'skip' for a SkippedRun; anything else thrown fails the test. */
function decide(raw: RawInputs, event: RunEvent): { decision: Decision; commit?: string; why?: string } {
  try {
    const config = parseInputs(raw, event);
    return { decision: config.operation, commit: config.commit };
  } catch (error) {
    if (error instanceof SkippedRun) return { decision: 'skip', why: error.message };
    throw error;
  }
}

/** A table row's key: the event, its activity type, and for a push whether it deleted its ref. */
function keyOf(eventName: string, example: Example): string {
  if (eventName === 'push') return example['deleted'] === true ? 'push deleting a ref' : 'push';
  return typeof example['action'] === 'string' ? `${eventName} ${example['action']}` : eventName;
}

const PULL_REQUEST: Record<string, Decision> = {
  opened: 'preview',
  synchronize: 'preview',
  reopened: 'preview',
  closed: 'cleanup',
  labeled: 'preview',
  unlabeled: 'preview',
  assigned: 'preview',
  unassigned: 'preview',
  // Drafts get no preview by default (preview-for): marked a draft again, the preview is stopped.
  converted_to_draft: 'stop',
  ready_for_review: 'preview',
  locked: 'preview',
  unlocked: 'preview',
  review_requested: 'preview',
  review_request_removed: 'preview',
};

/** operation auto, no preview-label: every example of each event the README's workflows use. */
const AUTO: Record<string, Decision> = {
  ...Object.fromEntries(Object.entries(PULL_REQUEST).map(([action, decision]) => [`pull_request ${action}`, decision])),
  ...Object.fromEntries(Object.entries(PULL_REQUEST).map(([action, decision]) => [`pull_request_target ${action}`, decision])),
  // GitHub's comment examples are on issues, or edited or deleted: none is a command.
  'issue_comment created': 'skip',
  'issue_comment edited': 'skip',
  'issue_comment deleted': 'skip',
  push: 'deploy',
  'push deleting a ref': 'skip',
  workflow_dispatch: 'deploy',
  schedule: 'skip',
  'merge_group checks_requested': 'skip',
  'release published': 'skip',
  'release created': 'skip',
  'release released': 'skip',
  'release prereleased': 'skip',
  'release edited': 'skip',
  'release deleted': 'skip',
  'workflow_run requested': 'skip',
  'workflow_run completed': 'skip',
  'check_suite requested': 'skip',
  'check_suite rerequested': 'skip',
  'check_suite completed': 'skip',
  create: 'skip',
  delete: 'skip',
  'deployment created': 'skip',
  'repository_dispatch on-demand-test': 'skip',
};

/** `pull_request_target` sends the payload of `pull_request`; GitHub publishes its examples under `pull_request` only. */
function examplesFor(eventName: string): Example[] {
  // A schedule's payload names the cron line that fired; webhooks have no schedule event.
  if (eventName === 'schedule') return [{ schedule: '17 3 * * *' }];
  return examplesOf(eventName === 'pull_request_target' ? 'pull_request' : eventName);
}

const PINNED_EVENTS = [
  'pull_request',
  'pull_request_target',
  'issue_comment',
  'push',
  'workflow_dispatch',
  'schedule',
  'merge_group',
  'release',
  'workflow_run',
  'check_suite',
  'create',
  'delete',
  'deployment',
  'repository_dispatch',
];

/** Each event the README's workflows run on, with the activity types they name ([] for the event's defaults). */
function readmeTriggers(): Map<string, string[]> {
  const readme = readFileSync(resolve(import.meta.dirname, '../../README.md'), 'utf8');
  const triggers = new Map<string, string[]>();
  for (const [, indent, body] of readme.matchAll(/^( *)```yaml\n([\s\S]*?)^ *```$/gm)) {
    const workflow = parse(body!.replace(new RegExp(`^${indent}`, 'gm'), '')) as { on?: unknown } | null;
    if (!workflow?.on) continue;
    const on = typeof workflow.on === 'string' ? { [workflow.on]: null } : (workflow.on as Record<string, { types?: string[] } | null>);
    for (const [event, filters] of Object.entries(on)) triggers.set(event, [...(triggers.get(event) ?? []), ...(filters?.types ?? [])]);
  }
  return triggers;
}

describe("GitHub's example payloads through the event reader and operation auto", () => {
  it("the table covers every event and activity type the README's workflows run on", () => {
    const triggers = readmeTriggers();
    expect([...triggers.keys()].sort()).toEqual(['issue_comment', 'pull_request', 'push', 'schedule', 'workflow_dispatch']);
    for (const [event, types] of triggers) {
      expect(PINNED_EVENTS).toContain(event);
      for (const type of types) expect(AUTO, `${event} ${type}`).toHaveProperty([`${event} ${type}`]);
    }
  });

  it.each(PINNED_EVENTS)('every %s example is decided as the table says', (eventName) => {
    const seen = new Set<string>();
    for (const example of examplesFor(eventName)) {
      const key = keyOf(eventName, example);
      seen.add(key);
      expect(AUTO, `${key} is not in the table`).toHaveProperty([key]);
      expect({ key, decision: decide(GOOD, readAsRunner(eventName, example)).decision }).toEqual({ key, decision: AUTO[key] });
    }
    expect(seen.size).toBeGreaterThan(0);
  });

  it('every example of every other event GitHub publishes is skipped, naming the event', () => {
    const others = definitions.filter((definition) => !PINNED_EVENTS.includes(definition.name));
    expect(others.length).toBeGreaterThan(30);
    for (const { name, examples } of others) {
      for (const example of examples as unknown as Example[]) {
        const { decision, why } = decide(GOOD, readAsRunner(name, example));
        expect({ name, decision }).toEqual({ name, decision: 'skip' });
        expect(why).toContain(`operation auto does not handle the "${name}" event`);
      }
    }
  });

  it('reads the pull request, its labels and the label an event added or removed as GitHub sends them', () => {
    for (const example of examplesOf('pull_request')) {
      const pullRequest = example['pull_request'] as {
        number: number;
        head: { sha: string; ref: string };
        labels: { name: string }[];
        user: { login: string };
      };
      const event = readAsRunner('pull_request', example);
      expect(event.pullRequest).toMatchObject({
        number: pullRequest.number,
        headSha: pullRequest.head.sha,
        headBranch: pullRequest.head.ref,
        author: pullRequest.user.login,
        fork: false,
        closed: example['action'] === 'closed',
        labels: pullRequest.labels.map((label) => label.name),
      });
      expect(event.label).toBe((example['label'] as { name: string } | undefined)?.name);
      expect(event.repository).toEqual({ owner: 'Codertocat', name: 'Hello-World', defaultBranch: 'master' });
    }
  });
});

describe('a push, as GitHub documents it', () => {
  const pushes = examplesOf('push');
  const created = pushes.filter((example) => example['deleted'] === false);
  const deleted = pushes.filter((example) => example['deleted'] === true);

  it("deploys the push's `after` commit, not GITHUB_SHA, unless commit is given", () => {
    expect(created.length).toBeGreaterThan(0);
    for (const example of created) {
      const after = example['after'] as string;
      expect(after).not.toBe(RUN_SHA);
      const event = readAsRunner('push', example);
      expect(event.sha).toBe(after);
      expect(decide(GOOD, event)).toMatchObject({ decision: 'deploy', commit: after });
      expect(decide({ ...GOOD, commit: 'v1.2.3' }, event)).toMatchObject({ decision: 'deploy', commit: 'v1.2.3' });
    }
  });

  it('a deleted tag or branch deploys nothing, whatever the operation that deploys, naming the ref', () => {
    expect(deleted.length).toBeGreaterThan(0);
    const branch = { ...deleted[0]!, ref: 'refs/heads/feature/old' };
    // GitHub also marks a deletion by an `after` of zeros: either alone is enough.
    const zerosOnly = { ...branch, deleted: undefined };
    for (const example of [...deleted, branch, zerosOnly]) {
      const event = readAsRunner('push', example);
      for (const raw of [GOOD, { ...GOOD, operation: 'deploy' }, { ...GOOD, operation: 'deploy', commit: 'v1.2.3' }]) {
        expect(decide(raw, event)).toEqual({
          decision: 'skip',
          why: `the push deleted ${example['ref'] as string}: there is no commit to deploy; skipped, nothing deployed`,
        });
      }
    }
  });

  it('a push payload that names no `after` keeps GITHUB_SHA as its commit', () => {
    const event = readAsRunner('push', { ref: 'refs/heads/main' });
    expect(event.sha).toBe(RUN_SHA);
    expect(event.deletedRef).toBeUndefined();
    expect(decide(GOOD, event)).toMatchObject({ decision: 'deploy', commit: RUN_SHA });
  });
});

describe('preview-label on GitHub’s examples: a label event is decided on its own label', () => {
  /** Each pull_request example by its action, its labels after the event, and the label it added or removed. */
  function labelKey(example: Example): string {
    const labels = ((example['pull_request'] as { labels: { name: string }[] }).labels ?? []).map((label) => label.name);
    const label = (example['label'] as { name: string } | undefined)?.name;
    return `${example['action'] as string} [${labels.join(',')}]${label ? ` label=${label}` : ''}`;
  }

  /** preview-label "bug", the label GitHub's examples carry. */
  const BUG: Record<string, Decision> = {
    'opened []': 'skip',
    'opened [bug]': 'preview',
    'synchronize [bug]': 'preview',
    'reopened [bug]': 'preview',
    'closed [bug]': 'cleanup',
    'labeled [bug] label=bug': 'preview',
    // GitHub's own unlabeled examples still list the label they removed: the event's label decides.
    'unlabeled [bug] label=bug': 'cleanup',
    'assigned [bug]': 'preview',
    'unassigned [bug]': 'preview',
    'converted_to_draft [bug]': 'preview',
    'ready_for_review [bug]': 'preview',
    'locked [bug]': 'preview',
    'unlocked [bug]': 'preview',
    'review_requested [bug]': 'preview',
    'review_request_removed [bug]': 'preview',
  };
  /** preview-label "preview", a label GitHub's examples never carry: adding or removing "bug" changes nothing. */
  const OTHER: Record<string, Decision> = {
    ...Object.fromEntries(Object.keys(BUG).map((key) => [key, 'skip'])),
    'closed [bug]': 'cleanup',
  };

  it.each([
    ['bug', BUG],
    ['preview', OTHER],
  ])('preview-label %s: every pull_request example is decided as the table says', (label, table) => {
    for (const eventName of ['pull_request', 'pull_request_target']) {
      for (const example of examplesOf('pull_request')) {
        const key = labelKey(example);
        expect(table, `${key} is not in the table`).toHaveProperty([key]);
        const { decision } = decide({ ...GOOD, 'preview-label': label }, readAsRunner(eventName, example));
        expect({ eventName, key, decision }).toEqual({ eventName, key, decision: table[key] });
      }
    }
  });

  it('another label taken off says so and changes nothing', () => {
    const unlabeled = examplesOf('pull_request').find((example) => example['action'] === 'unlabeled')!;
    expect(decide({ ...GOOD, 'preview-label': 'preview' }, readAsRunner('pull_request', unlabeled)).why).toBe(
      'label "bug" is not "preview" (preview-label): skipped, nothing changed',
    );
  });

  it('a label event that names no label is decided on the list', () => {
    const unlabeled = examplesOf('pull_request').find((example) => example['action'] === 'unlabeled')!;
    const { label: _label, ...nameless } = unlabeled;
    const listing = (labels: string[]) => ({
      ...nameless,
      pull_request: { ...(nameless['pull_request'] as object), labels: labels.map((name) => ({ name })) },
    });
    expect(decide({ ...GOOD, 'preview-label': 'bug' }, readAsRunner('pull_request', listing([]))).decision).toBe('cleanup');
    expect(decide({ ...GOOD, 'preview-label': 'bug' }, readAsRunner('pull_request', listing(['bug']))).decision).toBe('preview');
  });
});
