/**
 * `preview-label` through the bundle: a pull request previews only while it carries the label;
 * one without it is skipped with a notice and no platform request, another label's event changes
 * nothing, and taking the label off deletes the preview, whatever the event's list of labels
 * still shows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../../tools/emulator/index.ts';
import type { FakeGitHub } from '../../tools/fake-github/index.ts';
import { pullRequestPayload, runAction } from '../../tools/runner/child.ts';
import { closeAll, platformInputs, startBoth } from '../support/e2e.ts';

let emulator: Emulator;
let github: FakeGitHub;
const HEAD = 'f'.repeat(40);

beforeAll(async () => {
  ({ emulator, github } = await startBoth({ speed: 0.05, staleMs: 100 }, { pulls: [81, 82].map((number) => ({ number, headSha: HEAD })) }));
});
afterAll(() => closeAll(emulator, github));

/** A pull_request event of `action`, the pull request carrying `labels` after it. */
function run(number: number, action: string, labels: string[], label?: string) {
  const payload = pullRequestPayload(number, HEAD, action);
  return runAction({
    timeScale: emulator.speed,
    inputs: {
      ...platformInputs(emulator, github),
      'preview-label': 'preview',
    },
    eventName: 'pull_request',
    event: {
      ...payload,
      pull_request: { ...(payload['pull_request'] as object), labels: labels.map((name) => ({ name })) },
      ...(label ? { label: { name: label } } : {}),
    },
    sha: HEAD,
    env: { GITHUB_API_URL: github.url },
  });
}

const previewOf = (number: number) => emulator.environments().find((environment) => environment.name === `blueprint-pr-${number}`);

describe('preview-label end to end', { timeout: 120_000 }, () => {
  it('an unlabelled pull request makes no platform request; another label changes nothing', async () => {
    const before = emulator.requests().length;
    const opened = await run(82, 'opened', []);
    expect([opened.exitCode, opened.outputs.outcome]).toEqual([0, 'skipped']);
    expect(opened.stdout).toContain('::notice::platform-deploy: pull request #82 does not carry the label "preview" (preview-label)');
    const other = await run(82, 'labeled', ['bug'], 'bug');
    expect([other.exitCode, other.outputs.outcome]).toEqual([0, 'skipped']);
    expect(other.stdout).toContain('label "bug" is not "preview"');
    expect(emulator.requests().length).toBe(before);
    expect(github.commentsOn(82)).toEqual([]);
    expect(previewOf(82)).toBeUndefined();
  });

  it('the label previews, a push while labelled updates, another label off changes nothing, taking it off deletes the preview', async () => {
    const labelled = await run(81, 'labeled', ['bug', 'Preview'], 'Preview');
    expect([labelled.exitCode, labelled.outputs.outcome, labelled.outputs.created]).toEqual([0, 'success', 'true']);
    expect(previewOf(81)).toBeDefined();
    const pushed = await run(81, 'synchronize', ['Preview']);
    expect([pushed.exitCode, pushed.outputs.outcome, pushed.outputs.created]).toEqual([0, 'success', 'false']);

    emulator.clearRequests();
    const other = await run(81, 'unlabeled', ['Preview'], 'bug');
    expect([other.exitCode, other.outputs.outcome]).toEqual([0, 'skipped']);
    expect(emulator.requests()).toEqual([]);
    expect(previewOf(81)).toBeDefined();

    // The list may still name the label taken off, as in GitHub's own examples: the event's label decides.
    const unlabelled = await run(81, 'unlabeled', ['bug', 'Preview'], 'Preview');
    expect([unlabelled.exitCode, unlabelled.outputs.outcome]).toEqual([0, 'success']);
    expect(previewOf(81)).toBeUndefined();
    expect(github.commentsOn(81).at(-1)!.body).toContain('### 🗑️ Preview deleted: blueprint-pr-81');
  });
});
