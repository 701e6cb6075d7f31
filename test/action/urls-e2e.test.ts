/**
 * The URLs handed on, through the bundle: the `urls` output maps every linked service to its
 * URL, the comment lists each, and the GitHub Deployment of a preview that exists carries the
 * map in its payload (environment_url stays the main one).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../tools/emulator/index.ts';
import { startFakeGitHub, type FakeGitHub } from '../../tools/fake-github/index.ts';
import { escapeText } from '../../src/report/text.ts';
import { pullRequestPayload, runAction } from '../../tools/runner/child.ts';

let emulator: Emulator;
let github: FakeGitHub;

beforeAll(async () => {
  emulator = await startEmulator({ speed: 0.05, staleMs: 150 });
  github = await startFakeGitHub({ pulls: [{ number: 61, headSha: 'd'.repeat(40) }] });
});
afterAll(async () => {
  await Promise.all([emulator.close(), github.close()]);
});

describe('urls through dist/', { timeout: 90_000 }, () => {
  it('maps every linked service, lists each in the comment, and the Deployment of an existing preview carries the map', async () => {
    const run = () =>
      runAction({
        inputs: {
          'api-url': emulator.url,
          'api-token': emulator.tokens.admin,
          'github-token': github.token,
          environment: emulator.seed.blueprintEnvironmentId,
          job: emulator.seed.jobIds[0]!,
        },
        eventName: 'pull_request',
        event: pullRequestPayload(61, 'd'.repeat(40)),
        sha: 'd'.repeat(40),
        env: { GITHUB_API_URL: github.url },
      });
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
    // The link text is escaped (`_` as `&#95;`, `:` as `&#58;`); the target is the URL itself.
    const text = (url: string) => escapeText(url);
    expect(comment.body).toContain(`**Service URLs:** web: [${text(urls['web']!)}](${urls['web']})`);
    expect(comment.body).toContain(` · checkout: [${text(urls['checkout']!)}](${urls['checkout']})`);

    const second = await run();
    expect(second.exitCode).toBe(0);
    expect(JSON.parse(second.outputs['urls']!)).toEqual(urls);
    const { deployments, statuses } = github.deployments();
    // The first run's preview did not exist yet: no URL was known when its Deployment was made.
    expect(deployments.map((deployment) => deployment.payload)).toEqual([undefined, { urls }]);
    const last = statuses.filter((status) => status.deployment_id === deployments[1]!.id).at(-1)!;
    expect(last).toMatchObject({ state: 'success', environment_url: urls['web'] });
  });
});
