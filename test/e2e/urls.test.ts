/**
 * The URLs handed on, through the bundle: the `urls` output maps every linked service to its
 * URL, the comment lists each, and the GitHub Deployment of a preview that exists carries the
 * map in its payload (environment_url stays the main one).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../../tools/emulator/index.ts';
import type { FakeGitHub } from '../../tools/fake-github/index.ts';
import { read } from '../support/reader.ts';
import { closeAll, runOnPullRequest, startBoth } from '../support/e2e.ts';

let emulator: Emulator;
let github: FakeGitHub;

beforeAll(async () => {
  ({ emulator, github } = await startBoth({ speed: 0.05, staleMs: 150 }, { pulls: [{ number: 61, headSha: 'd'.repeat(40) }] }));
});
afterAll(() => closeAll(emulator, github));

describe('urls through dist/', { timeout: 90_000 }, () => {
  it('maps every linked service, lists each in the comment, and the Deployment of an existing preview carries the map', async () => {
    const run = () =>
      runOnPullRequest({ scaled: true, emulator, github, number: 61, head: 'd'.repeat(40), inputs: { job: emulator.seed.jobIds[0]! } });
    const first = await run();
    expect(first.exitCode).toBe(0);
    const previewId = first.outputs['environment-id']!;
    const [web] = emulator.jobs(previewId);
    const urls = JSON.parse(first.outputs['urls']!) as Record<string, string>;
    expect(Object.keys(urls)).toEqual(['web', 'checkout']);
    expect(urls['web']).toBe(`${emulator.url}/_services/${web!.id}`);
    expect(urls['checkout']).toMatch(new RegExp(`^${emulator.url}/_services/[0-9a-f-]{36}$`));
    expect(first.outputs['url']).toBe(urls['web']);
    for (const url of Object.values(urls)) expect((await fetch(url)).status).toBe(200);

    const comment = github.commentsOn(61).find((each) => each.user.login === github.botLogin)!;
    // The main link (web's) under the headline, then checkout's, each labelled with its service and linked once.
    const { blocks, links } = read(comment.body);
    expect(blocks[1]).toMatch(/^🔗 web · checkout · /);
    expect(links.filter((link) => link === urls['web'] || link === urls['checkout'])).toEqual([urls['web'], urls['checkout']]);

    const second = await run();
    expect(second.exitCode).toBe(0);
    expect(JSON.parse(second.outputs['urls']!)).toEqual(urls);
    const { deployments, statuses } = github.deployments();
    // The first run's preview did not exist yet: no URL was known when its Deployment was made.
    expect(deployments.map((deployment) => (deployment.payload as { urls?: unknown } | undefined)?.urls)).toEqual([undefined, urls]);
    const last = statuses.filter((status) => status.deployment_id === deployments[1]!.id).at(-1)!;
    expect(last).toMatchObject({ state: 'success', environment_url: urls['web'] });
  });
});
