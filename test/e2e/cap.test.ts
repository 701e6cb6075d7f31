/**
 * `max-previews` through the bundle: with ten previews of the blueprint open, an eleventh pull
 * request gets no preview and nothing written on the platform, and its comment names the ten
 * with their pull requests; one of the ten still updates, and a higher cap lets the new one in.
 * Two pull requests opened at once under a cap of one leave one preview and one refusal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../../tools/emulator/index.ts';
import type { FakeGitHub } from '../../tools/fake-github/index.ts';
import { closeAll, runOnPullRequest, startBoth } from '../support/e2e.ts';

/** The emulator's speed and the runs' clock: GitHub's 10 s limit takes a second, which a busy machine does not eat. */
const SCALE = 0.1;

let emulator: Emulator;
let github: FakeGitHub;
const HEAD = 'a1'.repeat(20);
const TEN = Array.from({ length: 10 }, (_, index) => 101 + index);

beforeAll(async () => {
  ({ emulator, github } = await startBoth(
    { speed: SCALE, staleMs: 3000 * SCALE },
    { pulls: [...TEN, 111, 201, 202].map((number) => ({ number, headSha: HEAD })) },
  ));
  for (const number of TEN) {
    const response = await fetch(`${emulator.url}/project/${emulator.seed.projectId}/environment`, {
      method: 'POST',
      headers: { Authorization: `Token ${emulator.tokens.write}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: `blueprint-pr-${number}`, mode: 'PREVIEW' }),
    });
    expect(response.status).toBe(201);
  }
});
afterAll(() => closeAll(emulator, github));

function run(number: number, maxPreviews: string) {
  return runOnPullRequest({
    scaled: true,
    emulator,
    github,
    number,
    head: HEAD,
    action: 'opened',
    inputs: { 'max-previews': maxPreviews },
  });
}

const previewOf = (number: number) => emulator.environments().find((environment) => environment.name === `blueprint-pr-${number}`);

describe('max-previews end to end', { timeout: 120_000 }, () => {
  it('refuses the eleventh preview, naming the ten; an existing one still updates; a higher cap lets it in', async () => {
    const before = emulator.requests().length;
    const refused = await run(111, '10');
    expect([refused.exitCode, refused.outputs.outcome]).toEqual([0, 'skipped']);
    expect(previewOf(111)).toBeUndefined();
    expect(
      emulator
        .requests()
        .slice(before)
        .filter((request) => request.method !== 'GET'),
    ).toEqual([]);
    const comments = github.commentsOn(111);
    expect(comments).toHaveLength(1);
    const body = comments[0]!.body;
    expect(body).toContain('has 10 open previews and max-previews is 10');
    expect(body).toContain('Close or merge one of their pull requests');
    for (const number of TEN)
      expect(body).toContain(`- blueprint-pr-${number} · [#${number}](https://github.com/acme/shop/pull/${number})`);

    const existing = await run(105, '10');
    expect([existing.exitCode, existing.outputs.outcome, existing.outputs.created]).toEqual([0, 'success', 'false']);

    const roomier = await run(111, '11');
    expect([roomier.exitCode, roomier.outputs.outcome, roomier.outputs.created]).toEqual([0, 'success', 'true']);
    expect(previewOf(111)).toBeDefined();
  });

  it('two pull requests opened at once under max-previews 1 leave one preview and one refusal', async () => {
    // Another blueprint of its own, so the ten previews above do not count.
    const response = await fetch(`${emulator.url}/project/${emulator.seed.projectId}/environment`, {
      method: 'POST',
      headers: { Authorization: `Token ${emulator.tokens.write}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'solo', mode: 'STAGING' }),
    });
    const solo = (await response.json()) as { id: string };
    const both = await Promise.all(
      [201, 202].map((number) =>
        runOnPullRequest({
          scaled: true,
          emulator,
          github,
          number,
          head: HEAD,
          action: 'opened',
          inputs: { 'max-previews': '1', environment: solo.id },
        }),
      ),
    );
    expect(both.map((result) => result.exitCode)).toEqual([0, 0]);
    expect(both.map((result) => result.outputs.outcome).sort()).toEqual(['skipped', 'success']);
    const kept = both.find((result) => result.outputs.outcome === 'success')!;
    const refused = both.find((result) => result.outputs.outcome === 'skipped')!;
    expect(refused.outputs.created).toBe('false');
    // The deletion of the newer one ends in a moment; what stays is the one that succeeded.
    const previews = () => emulator.environments().filter((environment) => /^solo-pr-/.test(environment.name));
    for (let tries = 0; previews().length > 1 && tries < 100; tries++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(previews().map((environment) => environment.id)).toEqual([kept.outputs['environment-id']]);
    const [keptNumber, refusedNumber] = kept.outputs['environment-name'] === 'solo-pr-201' ? [201, 202] : [202, 201];
    const refusals = [...github.commentsOn(201), ...github.commentsOn(202)].filter((comment) => comment.body.includes('max-previews is 1'));
    expect(refusals).toHaveLength(1);
    expect(github.commentsOn(refusedNumber)).toHaveLength(1);
    expect(refusals[0]!.body).toContain(`- solo-pr-${keptNumber} · [#${keptNumber}](https://github.com/acme/shop/pull/${keptNumber})`);
  });
});
