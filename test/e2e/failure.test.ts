/**
 * The bundled action against the emulator and the fake GitHub API: a build that printed a secret
 * fails, and the pull request comment, the job summary, the run log and `failure-reason` say why
 * with the secret shown as ***.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../../tools/emulator/index.ts';
import type { FakeGitHub } from '../../tools/fake-github/index.ts';
import { read } from '../support/reader.ts';
import { closeAll, runOnPullRequest, startBoth } from '../support/e2e.ts';

let emulator: Emulator;
let github: FakeGitHub;
const SECRET = 'pw-never-shown-4711';

beforeAll(async () => {
  ({ emulator, github } = await startBoth({ speed: 0.05, staleMs: 150 }, { pulls: [{ number: 61, headSha: 'e'.repeat(40) }] }));
});
afterAll(() => closeAll(emulator, github));

describe('a failure explained end to end', { timeout: 60_000 }, () => {
  it('shows the failing service, the error and hint and the last lines, the secret as ***, and sets failure-reason', async () => {
    const run = await runOnPullRequest({
      scaled: true,
      emulator,
      github,
      number: 61,
      head: 'e'.repeat(40),
      inputs: { job: emulator.seed.jobIds[0]!, 'preview-scope': 'jobs', secrets: `DATABASE_PASSWORD=${SECRET}`, commit: 'fail-leak-e2e' },
    });
    expect(run.exitCode).toBe(1);
    expect(run.outputs['failure-reason']).toBe('Build of web failed: the build command exited with code 1');

    const comments = github.commentsOn(61).filter((comment) => comment.user.login === github.botLogin);
    expect(comments).toHaveLength(1);
    const body = comments[0]!.body;
    // In sight without a click: the platform's error and hint, and the lines that carry the error.
    const { seen, code } = read(body);
    expect(seen).toContain('❌ Why web (job) failed: BUILD_ERROR');
    expect(seen).toContain('Error: Build of web failed: the build command exited with code 1');
    expect(seen).toContain('Hint: Check the build output below; the same build must succeed on your machine');
    expect(code[0]).toMatch(/\+ echo "connecting with DATABASE_PASSWORD"\n {2}\*\*\*\n/);
    expect(code[0]).toMatch(/error\[E0425\]/);
    expect(read(run.summary).seen).toContain('❌ Why web (job)');

    const printed = run.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::'));
    expect(printed).toContainEqual(expect.stringMatching(/^::group::Why web \(job\) ended BUILD_ERROR/));
    expect(printed).toContain('    ***');
    const group = printed.findIndex((line) => line.startsWith('::group::Why web'));
    expect(printed[group + 1]).toMatch(/^::stop-commands::[0-9a-f-]{36}$/);
    for (const text of [body, run.summary, printed.join('\n'), JSON.stringify(run.outputs)]) expect(text).not.toContain(SECRET);
    expect(emulator.requests().filter((request) => request.path.endsWith('/logs'))).toHaveLength(1);
    // The annotation carries the cause, and the failure is printed once: no `failure: …` line before it.
    const reason = run.outputs['failure-reason']!;
    expect(reason).toBe('Build of web failed: the build command exited with code 1');
    expect(printed).toContainEqual(expect.stringMatching(new RegExp(`^::error::platform-deploy: ${reason} \\(Deployment of `)));
    expect(printed.filter((line) => line.includes(reason) && !line.startsWith('Error: '))).toHaveLength(1);
    expect(printed).not.toContainEqual(expect.stringMatching(/^failure: /));
  });
});
