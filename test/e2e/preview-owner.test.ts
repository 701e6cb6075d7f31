/**
 * A preview belongs to its blueprint, through the bundle: two blueprints whose names sanitise to
 * nothing, or differ only past what a name can hold, get two previews, each marked with its
 * blueprint's id; a preview of the right name marked as another blueprint's is neither deployed
 * over nor deleted, and the refusal names both; an unmarked one (an older version's) is adopted
 * with a warning and marked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, type Call } from '../support/caller.ts';
import type { Emulator } from '../../tools/emulator/index.ts';
import type { FakeGitHub } from '../../tools/fake-github/index.ts';
import { runAction } from '../../tools/runner/child.ts';
import { closeAll, platformInputs, runOnPullRequest, startBoth } from '../support/e2e.ts';

let emulator: Emulator;
let github: FakeGitHub;
let call: Call;
const HEAD = 'd'.repeat(40);
const MARK = 'PREVIEW_BLUEPRINT_ID';

beforeAll(async () => {
  ({ emulator, github } = await startBoth(
    { speed: 0.05, staleMs: 100 },
    { pulls: [91, 92, 93, 94].map((number) => ({ number, headSha: HEAD })) },
  ));
  call = callerFor(emulator, emulator.tokens.admin);
});
afterAll(() => closeAll(emulator, github));

/** A blueprint of that name: a copy of the seed's, services and all. */
async function blueprint(name: string): Promise<{ id: string; name: string }> {
  const made = await call('POST', `/environment/${emulator.seed.blueprintEnvironmentId}/clone`, { name });
  expect(made.status).toBe(202);
  return { id: made.body.id, name };
}

function run(blueprintId: string, number: number, operation = 'preview', action = 'opened') {
  return runOnPullRequest({
    scaled: true,
    emulator,
    github,
    number,
    head: HEAD,
    action,
    inputs: { environment: blueprintId, operation, commit: 'c0ffee9' },
  });
}

const named = (name: string) => emulator.environments().find((environment) => environment.name === name);
const markOf = (environmentId: string) => emulator.variables(environmentId).find((variable) => variable.key === MARK)?.value;
const suffix = (id: string) => id.replace(/-/g, '').slice(0, 6);
const writesTo = (environmentId: string) =>
  emulator.requests().filter((request) => request.method !== 'GET' && request.path.includes(environmentId));

describe('a preview belongs to its blueprint', { timeout: 120_000 }, () => {
  it('two blueprints named ストア and カート get two previews, each marked with its own blueprint', async () => {
    const [store, cart] = [await blueprint('ストア'), await blueprint('カート')];
    const first = await run(store.id, 91);
    const second = await run(cart.id, 91);
    expect([first.exitCode, second.exitCode]).toEqual([0, 0]);
    expect(first.outputs['environment-name']).toBe(`${suffix(store.id)}-pr-91`);
    expect(second.outputs['environment-name']).toBe(`${suffix(cart.id)}-pr-91`);
    expect(first.outputs['environment-id']).not.toBe(second.outputs['environment-id']);
    expect(markOf(first.outputs['environment-id']!)).toBe(store.id);
    expect(markOf(second.outputs['environment-id']!)).toBe(cart.id);
  });

  it('two blueprints whose names differ only after 57 characters get two previews', async () => {
    const shared = 'checkout-service-for-the-european-storefront-and-its-apis';
    expect(shared).toHaveLength(57);
    const [web, api] = [await blueprint(`${shared}-web`), await blueprint(`${shared}-api`)];
    const first = await run(web.id, 92);
    const second = await run(api.id, 92);
    expect([first.exitCode, second.exitCode]).toEqual([0, 0]);
    expect(first.outputs['environment-name']).not.toBe(second.outputs['environment-name']);
    expect(first.outputs['environment-name']).toMatch(new RegExp(`-${suffix(web.id)}-pr-92$`));
    expect(second.outputs['environment-name']).toMatch(new RegExp(`-${suffix(api.id)}-pr-92$`));
    expect(markOf(second.outputs['environment-id']!)).toBe(api.id);
  });

  it("refuses to deploy over, or delete, a preview of its name marked as another blueprint's, naming both", async () => {
    const [ours, theirs] = [await blueprint('orders'), await blueprint('payments')];
    const squatter = await call('POST', `/project/${emulator.seed.projectId}/environment`, { name: 'orders-pr-93', mode: 'PREVIEW' });
    await call('POST', `/environment/${squatter.body.id}/environmentVariable`, { key: MARK, value: theirs.id });
    emulator.clearRequests();

    const refused = await run(ours.id, 93);
    expect(refused.exitCode).toBe(1);
    const reason = refused.outputs['failure-reason']!;
    for (const part of ['orders-pr-93', `payments (${theirs.id})`, `orders (${ours.id})`]) expect(reason).toContain(part);
    expect(writesTo(squatter.body.id)).toEqual([]);
    expect(github.commentsOn(93).at(-1)?.body ?? '').not.toContain('Preview ready');

    const cleanup = await run(ours.id, 93, 'cleanup', 'closed');
    expect(cleanup.exitCode).toBe(1);
    expect(cleanup.outputs['failure-reason']).toContain(`Refusing to delete orders-pr-93 (${squatter.body.id})`);
    expect(cleanup.outputs['failure-reason']).toContain(`payments (${theirs.id})`);
    expect(writesTo(squatter.body.id)).toEqual([]);
    expect(named('orders-pr-93')).toBeDefined();

    // Nor does sweep delete it once its pull request is closed.
    github.closePull(93);
    const sweep = await runAction({
      timeScale: emulator.speed,
      inputs: {
        ...platformInputs(emulator, github),
        operation: 'sweep',
        environment: ours.id,
      },
      eventName: 'schedule',
      event: { schedule: '17 3 * * *', repository: { full_name: 'acme/shop', name: 'shop', owner: { login: 'acme' } } },
      env: { GITHUB_API_URL: github.url },
    });
    expect(sweep.exitCode).toBe(0);
    expect(sweep.stdout).toMatch(/^::warning::Refusing to delete orders-pr-93 .*payments .*; orders-pr-93 is left alone$/m);
    expect(sweep.outputs['swept']).toBe('[]');
    expect(writesTo(squatter.body.id)).toEqual([]);
    expect(named('orders-pr-93')).toBeDefined();
  });

  it('adopts an unmarked preview of its exact name (an older version made it) with a warning, and marks it', async () => {
    const ours = await blueprint('catalog');
    const legacy = await call('POST', `/environment/${ours.id}/clone`, { name: 'catalog-pr-94', mode: 'PREVIEW' });
    const adopted = await run(ours.id, 94);
    expect(adopted.exitCode).toBe(0);
    expect(adopted.outputs['environment-id']).toBe(legacy.body.id);
    expect(adopted.outputs['created']).toBe('false');
    expect(adopted.stdout).toMatch(/^::warning::Preview catalog-pr-94 .* carries no PREVIEW_BLUEPRINT_ID mark/m);
    expect(markOf(legacy.body.id)).toBe(ours.id);

    // Its own cleanup deletes it.
    const cleanup = await run(ours.id, 94, 'cleanup', 'closed');
    expect(cleanup.exitCode).toBe(0);
    expect(named('catalog-pr-94')).toBeUndefined();
  });
});
