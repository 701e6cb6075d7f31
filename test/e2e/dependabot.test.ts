/**
 * The bundled action in a pull request's run that GitHub gives no Actions secrets though it comes
 * from the repository itself: Dependabot's. The run is skipped with a notice saying why and how
 * to allow it; a human's pull request without a token is still a configuration error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../../tools/emulator/index.ts';
import type { FakeGitHub } from '../../tools/fake-github/index.ts';
import { pullRequestPayload, runAction } from '../../tools/runner/child.ts';
import { closeAll, startBoth } from '../support/e2e.ts';

let emulator: Emulator;
let github: FakeGitHub;
beforeAll(async () => {
  ({ emulator, github } = await startBoth({ speed: 0.05, staleMs: 150 }, { pulls: [{ number: 51, headSha: 'd'.repeat(40) }] }));
});
afterAll(() => closeAll(emulator, github));

/** A workflow as the README writes it, where `secrets.PLATFORM_API_TOKEN` came out empty. */
function withoutToken(): Record<string, string> {
  return {
    'api-url': emulator.url,
    'api-token': '',
    environment: 'acme/shop/blueprint',
    job: 'web',
    'github-token': 'ghs_read_only_token',
  };
}

function lines(stdout: string, command: string): string[] {
  return stdout.split('\n').filter((line) => line.startsWith(`::${command}::`));
}

describe('a pull request GitHub gives no secrets', { timeout: 60_000 }, () => {
  it.each(['opened', 'closed'])("Dependabot's pull request (%s) is skipped with a notice, exit 0, nothing sent", async (action) => {
    emulator.clearRequests();
    const run = await runAction({
      timeScale: emulator.speed,
      inputs: withoutToken(),
      eventName: 'pull_request',
      event: pullRequestPayload(51, 'd'.repeat(40), action),
      env: { GITHUB_ACTOR: 'dependabot[bot]', GITHUB_API_URL: github.url },
      post: true,
    });
    expect(run.exitCode).toBe(0);
    expect(lines(run.stdout, 'error')).toEqual([]);
    expect(run.outputs.outcome).toBe('skipped');
    const [notice] = lines(run.stdout, 'notice');
    expect(notice).toContain("GitHub gives dependabot[bot]'s pull request runs no Actions secrets, so api-token is empty");
    expect(notice).toContain('add the platform token as a Dependabot secret');
    expect(emulator.requests()).toEqual([]);
    expect(github.commentsOn(51)).toEqual([]);
    expect(github.state.deployments).toEqual([]);
    expect(github.state.requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it("a human's pull request without a token still fails naming the input, with nothing sent", async () => {
    emulator.clearRequests();
    const run = await runAction({
      timeScale: emulator.speed,
      inputs: withoutToken(),
      eventName: 'pull_request',
      event: pullRequestPayload(51, 'd'.repeat(40)),
      env: { GITHUB_ACTOR: 'octocat', GITHUB_API_URL: github.url },
    });
    expect(run.exitCode).toBe(1);
    expect(lines(run.stdout, 'error')).toEqual([
      '::error::platform-deploy: Input "api-token": is required (store the token as a repository secret)',
    ]);
    expect(emulator.requests()).toEqual([]);
  });

  it('Dependabot with the token stored as a Dependabot secret previews as anyone would', async () => {
    const run = await runAction({
      timeScale: emulator.speed,
      inputs: { ...withoutToken(), 'api-token': emulator.tokens.admin, comment: 'off', 'github-deployment': 'false', 'github-token': '' },
      eventName: 'pull_request',
      event: pullRequestPayload(52, 'e'.repeat(40)),
      env: { GITHUB_ACTOR: 'dependabot[bot]' },
    });
    expect(run.exitCode).toBe(0);
    expect(run.outputs.outcome).toBe('success');
  });
});
