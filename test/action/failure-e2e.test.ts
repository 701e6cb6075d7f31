/**
 * The bundled action against the emulator and the fake GitHub API: a build that printed a secret
 * fails, and the pull request comment, the job summary, the run log and `failure-reason` say why
 * with the secret shown as ***.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../tools/emulator/index.ts';
import { startFakeGitHub, type FakeGitHub } from '../../tools/fake-github/index.ts';
import { pullRequestPayload, runAction } from '../../tools/runner/child.ts';

let emulator: Emulator;
let github: FakeGitHub;
const SECRET = 'pw-never-shown-4711';

beforeAll(async () => {
  emulator = await startEmulator({ speed: 0.05, staleMs: 150 });
  github = await startFakeGitHub({ pulls: [{ number: 61, headSha: 'e'.repeat(40) }] });
});
afterAll(async () => {
  await Promise.all([emulator.close(), github.close()]);
});

describe('a failure explained end to end', { timeout: 60_000 }, () => {
  it('shows the failing service, the error and hint and the last lines, the secret as ***, and sets failure-reason', async () => {
    const run = await runAction({
      inputs: {
        'api-url': emulator.url,
        'api-token': emulator.tokens.admin,
        'github-token': github.token,
        environment: emulator.seed.blueprintEnvironmentId,
        job: emulator.seed.jobIds[0]!,
        'preview-scope': 'jobs',
        secrets: `DATABASE_PASSWORD=${SECRET}`,
        commit: 'fail-leak-e2e',
      },
      eventName: 'pull_request',
      event: pullRequestPayload(61, 'e'.repeat(40)),
      sha: 'e'.repeat(40),
      env: { GITHUB_API_URL: github.url },
    });
    expect(run.exitCode).toBe(1);
    expect(run.outputs['failure-reason']).toBe('Build of web failed: the build command exited with code 1');

    const comments = github.commentsOn(61).filter((comment) => comment.user.login === github.botLogin);
    expect(comments).toHaveLength(1);
    const body = comments[0]!.body;
    expect(body).toContain('<summary>❌ Why web (job): BUILD&#95;ERROR</summary>');
    expect(body).toContain('**Error (BUILD&#95;ERROR):** Build of web failed: the build command exited with code 1');
    expect(body).toContain('**Hint:** Check the build output above; the same build must succeed on your machine');
    expect(body).toMatch(/```text\n[^`]*\+ echo "connecting with DATABASE_PASSWORD"\n {2}\*\*\*\n/);
    expect(run.summary).toContain('<summary>❌ Why web (job)');

    const printed = run.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::'));
    expect(printed).toContainEqual(expect.stringMatching(/^::group::Why web \(job\) ended BUILD_ERROR/));
    expect(printed).toContain('    ***');
    const group = printed.findIndex((line) => line.startsWith('::group::Why web'));
    expect(printed[group + 1]).toMatch(/^::stop-commands::[0-9a-f-]{36}$/);
    for (const text of [body, run.summary, printed.join('\n'), JSON.stringify(run.outputs)]) expect(text).not.toContain(SECRET);
    expect(emulator.requests().filter((request) => request.path.endsWith('/logs'))).toHaveLength(1);
  });
});
