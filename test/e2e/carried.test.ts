/**
 * What a pull request's last run learned, carried in its sticky comment's marker and checked,
 * never trusted (run/carried.ts), through dist/ against the emulator and the fake GitHub:
 * a push reuses it and lists no environment; an edited or copied state is ignored and the right
 * preview is deployed all the same; a stale one costs one failed read and a fallback to reading.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAll, runOnPullRequest, startBoth } from '../support/e2e.ts';
import type { Emulator } from '../../tools/emulator/index.ts';
import type { FakeGitHub } from '../../tools/fake-github/index.ts';

const SPEED = 0.05;
const BY_NAMES = { environment: 'Acme/shop/blueprint', job: 'web', secrets: 'API_KEY=k3y-value' };
const RESOLVING = ['GET /organization', 'GET /organization/:id/project', 'GET /project/:id/environment'];
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

let emulator: Emulator;
let github: FakeGitHub;

beforeAll(async () => {
  ({ emulator, github } = await startBoth(
    { speed: SPEED, staleMs: 3_000 * SPEED },
    { pulls: [21, 22, 23, 24, 25, 26].map((number) => ({ number, headSha: `${number}`.repeat(20) })) },
  ));
}, 60_000);
afterAll(() => closeAll(emulator, github));

function run(number: number, head: string, action: string) {
  if (action !== 'closed') github.setHead(number, head);
  return runOnPullRequest({ emulator, github, number, head, action, inputs: BY_NAMES, scaled: true });
}

/** The platform requests of `body`, each as `METHOD /path` with ids written `:id`, with its status. */
async function counted(body: () => ReturnType<typeof run>) {
  emulator.clearRequests();
  const result = await body();
  const requests = emulator.requests();
  return {
    result,
    requests,
    asked: requests.map((request) => `${request.method} ${request.path.replace(UUID, ':id')}`),
  };
}

/** The state the comment's marker carries: `p1.<payload>.<seal>`. */
function stateOf(number: number): { comment: { body: string }; payload: Record<string, unknown>; seal: string } {
  const comment = github.commentsOn(number).at(-1)!;
  const [, sealed] = / state:(\S+) -->/.exec(comment.body) ?? [];
  expect(sealed, 'the marker carries a state').toBeDefined();
  const [, payload, seal] = sealed!.split('.');
  return { comment, payload: JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>, seal: seal! };
}

function withState(comment: { body: string }, payload: unknown, seal: string): void {
  const encoded = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  comment.body = comment.body.replace(/ state:\S+ -->/, ` state:p1.${encoded}.${seal} -->`);
}

const deploysTo = (requests: { method: string; path: string }[], environmentId: string) =>
  requests.some((request) => request.method === 'POST' && request.path === `/environment/${environmentId}/service/deploy`);

describe('what the last run of a pull request learned', () => {
  it('is reused by a push: no environment is listed, and the same preview is deployed', async () => {
    const opened = await run(21, 'a'.repeat(40), 'opened');
    expect(opened.outputs['outcome']).toBe('success');
    const previewId = opened.outputs['environment-id']!;
    expect(stateOf(21).payload).toMatchObject({ preview: { id: previewId, mode: 'PREVIEW' } });

    const pushed = await counted(() => run(21, 'b'.repeat(40), 'synchronize'));
    expect(pushed.result.outputs['outcome']).toBe('success');
    expect(pushed.result.outputs['environment-id']).toBe(previewId);
    expect(pushed.result.outputs['created']).toBe('false');
    for (const read of RESOLVING) expect(pushed.asked).not.toContain(read);
    expect(deploysTo(pushed.requests, previewId)).toBe(true);
    expect(pushed.result.stdout).toContain("as this pull request's last run found it");
  }, 60_000);

  it('edited to name another environment, is ignored: the right preview is deployed and the other untouched', async () => {
    const opened = await run(22, 'c'.repeat(40), 'opened');
    const previewId = opened.outputs['environment-id']!;
    const production = emulator.environments().find((environment) => environment.id === emulator.seed.productionEnvironmentId)!;
    const { comment, payload, seal } = stateOf(22);
    // Someone with write access edits the hidden state: production, dressed as this pull request's preview.
    withState(comment, { ...payload, preview: { ...(payload['preview'] as object), id: production.id } }, seal);

    const pushed = await counted(() => run(22, 'd'.repeat(40), 'synchronize'));
    expect(pushed.result.outputs['outcome']).toBe('success');
    expect(pushed.result.outputs['environment-id']).toBe(previewId);
    expect(deploysTo(pushed.requests, previewId)).toBe(true);
    expect(pushed.requests.filter((request) => request.path.includes(production.id))).toEqual([]);
    // The seal failed, so the preview was listed by its name, as without a state: nothing failed on the way.
    expect(pushed.asked).toContain('GET /project/:id/environment');
    expect(pushed.requests.filter((request) => request.status >= 400)).toEqual([]);
    // And the comment carries a good state again.
    expect(stateOf(22).payload).toMatchObject({ preview: { id: previewId } });
  }, 60_000);

  it('copied from another pull request’s comment, is ignored', async () => {
    await run(23, 'e'.repeat(40), 'opened');
    const other = stateOf(21);
    const { comment } = stateOf(23);
    withState(comment, other.payload, other.seal);
    const pushed = await counted(() => run(23, 'f'.repeat(40), 'synchronize'));
    expect(pushed.result.outputs['outcome']).toBe('success');
    expect(pushed.result.outputs['environment-id']).not.toBe((other.payload['preview'] as { id: string }).id);
    expect(pushed.asked).toContain('GET /project/:id/environment');
  }, 60_000);

  it('gone stale (the preview deleted by hand) costs one failed read, then a new preview is made', async () => {
    const opened = await run(24, '1'.repeat(40), 'opened');
    const previewId = opened.outputs['environment-id']!;
    const deleted = await fetch(`${emulator.url}/environment/${previewId}`, {
      method: 'DELETE',
      headers: { Authorization: `Token ${emulator.tokens.admin}` },
    });
    expect(deleted.ok).toBe(true);
    while (emulator.environments().some((environment) => environment.id === previewId)) await new Promise((done) => setTimeout(done, 50));

    const pushed = await counted(() => run(24, '2'.repeat(40), 'synchronize'));
    expect(pushed.result.outputs['outcome']).toBe('success');
    expect(pushed.result.outputs['created']).toBe('true');
    expect(pushed.result.outputs['environment-id']).not.toBe(previewId);
    expect(pushed.requests.filter((request) => request.status >= 400).map((request) => request.path.replace(UUID, ':id'))).toEqual([
      '/environment/:id/environmentVariable',
    ]);
    expect(pushed.result.stdout).toContain('the last run deployed is gone');
  }, 60_000);

  it('by any run of the same input, spares a new pull request the organization and project: they come from a GitHub Deployment', async () => {
    const opened = await counted(() => run(25, '3'.repeat(40), 'opened'));
    expect(opened.result.outputs['outcome']).toBe('success');
    expect(opened.asked).not.toContain('GET /organization');
    expect(opened.asked).not.toContain('GET /organization/:id/project');
    // The preview is still looked for by its name, and the blueprint found by its own.
    expect(opened.asked).toContain('GET /project/:id/environment');
  }, 60_000);

  it('left in a GitHub Deployment and edited to name another project, is ignored: the names are resolved', async () => {
    for (const deployment of github.deployments().deployments) {
      const state = (deployment.payload as { state?: string } | undefined)?.state;
      if (!state) continue;
      const [kind, payload, seal] = state.split('.');
      const edited = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as { project: { id: string } };
      edited.project.id = '00000000-0000-4000-8000-000000000000';
      (deployment.payload as { state: string }).state = `${kind}.${Buffer.from(JSON.stringify(edited)).toString('base64url')}.${seal}`;
    }
    const opened = await counted(() => run(26, '4'.repeat(40), 'opened'));
    expect(opened.result.outputs['outcome']).toBe('success');
    for (const read of RESOLVING) expect(opened.asked).toContain(read);
    expect(opened.requests.filter((request) => request.path.includes('00000000-0000-4000-8000-000000000000'))).toEqual([]);
  }, 60_000);
});
