/**
 * The post step's state, saved by main and read back by the post step through one schema: every
 * field comes back as it was saved (a field added to the state and not read back fails here), an
 * unreadable state is told apart, and the saved final report stays within what the runner can
 * pass on in an environment variable (128 KiB) however long the failing services' logs were.
 */
import { describe, expect, it } from 'vitest';
import { decodePostState, encodePostState, type FinalReport, type PostState } from '../../src/report/post-state.ts';
import type { OperationResult } from '../../src/operations/index.ts';

function resultWith(services: number, lineLength: number, reason = 'BUILD_ERROR'): OperationResult {
  return {
    operation: 'deploy',
    outcome: 'failure',
    stages: [{ name: 'build', status: 'failure' }],
    failure: {
      reason,
      services: Array.from({ length: services }, (_, index) => ({
        id: `service-${index}`,
        name: `api-${index}`,
        kind: 'APPLICATION',
        state: 'BUILD_ERROR',
        error: { tag: 'BUILD_FAILED', message: 'npm ci failed', hint: '', link: '' },
        lines: Array.from({ length: 30 }, (_, line) => `${line}: ${'x'.repeat(lineLength)}`),
        source: 'deployment' as const,
      })),
    },
  } as unknown as OperationResult;
}

function finalWith(result: OperationResult): FinalReport {
  return { result, organizationId: 'o', projectId: 'p', settledAt: '2026-11-26T07:00:00Z', pending: ['comment'] };
}

/**
 * Every field of the state set, none to its empty value: `Required` makes a field added to the
 * state a compile error here until it is given a value, and the round trip then proves it is read back.
 */
const FULL: Required<PostState> = {
  operation: 'promote',
  repository: 'acme/shop',
  pullRequest: 41,
  environmentName: 'production',
  environmentId: 'b7e1c7a0-4d0e-4a57-9a3e-0c2f3b1d9e11',
  commit: 'c'.repeat(40),
  headSha: 'd'.repeat(40),
  commentId: 7,
  deploymentId: 9,
  checkRunId: 11,
  checkAsked: true,
  promotedFrom: 'staging',
  deploymentAsked: true,
  deploymentRef: 'main',
  startedAt: '2026-11-26T06:59:00.000Z',
  final: { ...finalWith(resultWith(1, 80)), pending: ['comment', 'deployment', 'check'] },
};

/** A state that names only what it must: its environment and commit. */
function minimal(fields: Partial<PostState> = {}): Record<string, unknown> {
  return { environmentName: 'production', commit: 'c'.repeat(40), ...fields };
}

describe('the post step state', () => {
  it('comes back deep-equal, every field of it, as the post step reads what main saved', async () => {
    const loaded = await decodePostState(encodePostState(structuredClone(FULL)));
    expect(loaded).toEqual(FULL);
    // Each field by name, so a failure names the one dropped rather than a whole object.
    for (const key of Object.keys(FULL) as (keyof PostState)[]) expect(loaded?.[key], key).toEqual(FULL[key]);
  });

  it("keeps a promotion's source: the post step finds the promotion's Deployment by it", async () => {
    const loaded = await decodePostState(encodePostState({ ...FULL, final: undefined }));
    expect(loaded?.promotedFrom).toBe('staging');
    expect(loaded?.deploymentAsked).toBe(true);
  });

  it('reads a state that names only its environment and commit, each other field empty', async () => {
    expect(await decodePostState(JSON.stringify(minimal()))).toEqual({
      operation: 'preview',
      repository: '',
      pullRequest: 0,
      environmentName: 'production',
      environmentId: '',
      commit: 'c'.repeat(40),
      headSha: '',
      commentId: 0,
      deploymentId: 0,
      startedAt: '',
    });
  });

  it('is unreadable without its environment or commit, or when it is not JSON', async () => {
    expect(await decodePostState('{not json')).toBeUndefined();
    expect(await decodePostState('null')).toBeUndefined();
    expect(await decodePostState(JSON.stringify({ commit: 'c'.repeat(40) }))).toBeUndefined();
    expect(await decodePostState(JSON.stringify({ environmentName: 'production' }))).toBeUndefined();
  });

  it('leaves out a final report without its result: the post step then marks the run cancelled', async () => {
    const loaded = await decodePostState(JSON.stringify(minimal({ commentId: 7, final: { settledAt: 'x', pending: [] } as never })));
    expect(loaded).toMatchObject({ environmentName: 'production', commentId: 7 });
    expect(loaded?.final).toBeUndefined();
  });
});

describe('the saved final report', () => {
  it('is saved whole while it is small', async () => {
    const state = { ...(await decodePostState(JSON.stringify(minimal({ commentId: 7 }))))!, final: finalWith(resultWith(1, 80)) };
    expect(JSON.parse(encodePostState(state))).toEqual(JSON.parse(JSON.stringify(state)));
  });

  it('leaves out the log lines of a large failure, keeping the services and their errors', async () => {
    const saved = encodePostState({ ...FULL, final: finalWith(resultWith(20, 1_000)) });
    expect(saved.length).toBeLessThan(64 * 1024);
    const final = (await decodePostState(saved))?.final;
    expect(final?.result.failure?.services.map((service) => [service.name, service.error?.message, service.lines])).toEqual(
      Array.from({ length: 20 }, (_, index) => [`api-${index}`, 'npm ci failed', []]),
    );
    expect(final?.pending).toEqual(['comment']);
  });

  it('is left out when even that is too large, and the rest of the state is kept', async () => {
    const saved = await decodePostState(encodePostState({ ...FULL, final: finalWith(resultWith(1, 10, 'y'.repeat(100_000))) }));
    const { final: _left, ...rest } = FULL;
    expect(saved).toEqual(rest);
  });
});
