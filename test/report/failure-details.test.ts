import { afterEach, describe, expect, it } from 'vitest';
import { renderReport } from '../../src/report/markdown.ts';
import { startEmulator, type Emulator, type EmulatorOptions } from '../../tools/emulator/index.ts';
import { pullRequestEvent, runAgainst, SCALE } from '../../tools/runner/in-process.ts';
import { read } from '../support/reader.ts';

let emulator: Emulator;

async function start(options: EmulatorOptions = {}): Promise<Emulator> {
  emulator = await startEmulator({ speed: SCALE, staleMs: 3000 * SCALE, seed: 11, ...options });
  return emulator;
}

afterEach(async () => {
  await emulator?.close();
});

const PEM = ['-----BEGIN KEY-----', 'MIIBlineONEsecretmaterial', 'MIIBlineTWOsecretmaterial', '-----END KEY-----'];

function inputs(extra: Record<string, string> = {}) {
  return { environment: emulator.seed.blueprintEnvironmentId, job: emulator.seed.jobIds[0]!, 'preview-scope': 'jobs', ...extra };
}

const logReads = () => emulator.requests().filter((request) => /\/logs?$/.test(request.path));
const context = { runUrl: 'https://github.test/run/1', serverUrl: 'https://github.test', repository: 'o/r' };
const report = (result: Parameters<typeof renderReport>[0]) => renderReport(result, context);

describe('a failure explains itself', () => {
  it('a build that printed a secret: the error, hint, link and the lines before it, the secret as ***', async () => {
    await start();
    const { result, lines } = await runAgainst(
      emulator,
      inputs({ secrets: 'API_KEY=sk-live-0123456789' }),
      pullRequestEvent(21, 'fail-leak-1'),
    );
    expect(result.outcome).toBe('failure');
    const [web, ...others] = result.failure!.services;
    expect(others).toEqual([]);
    expect(web).toMatchObject({ name: 'web', kind: 'JOB', state: 'BUILD_ERROR', source: 'deployment' });
    expect(web!.error).toEqual({
      tag: 'BUILD_ERROR',
      message: 'Build of web failed: the build command exited with code 1',
      hint: 'Check the build output above; the same build must succeed on your machine',
      link: 'https://hub.platform.example.test/docs/deployment/troubleshoot#build',
    });
    expect(web!.lines.at(-1)).toMatch(/error\[E0425\]/);
    expect(web!.lines).toContain('  ***');
    expect(result.failure!.reason).toBe('Build of web failed: the build command exited with code 1');
    const everything = JSON.stringify(result) + lines.join('\n') + report(result);
    expect(everything).not.toContain('sk-live-0123456789');
    // The cause is in sight without a click: the platform's error and the line that says it, the build steps' noise left out.
    const seen = read(report(result)).seen;
    expect(seen).toContain('❌ Why web (job) failed: BUILD_ERROR');
    expect(seen).toContain('Error: Build of web failed: the build command exited with code 1');
    // Said once: the block's title names the state, the error line does not repeat it.
    expect(seen.match(/BUILD_ERROR/g)).toHaveLength(1);
    expect(seen).toContain('Hint: Check the build output below');
    expect(seen).toMatch(/error\[E0425\]: cannot find value `conn`/);
    expect(seen).not.toMatch(/RUN step \d of web/);
    expect(read(renderReport(result, context, 'summary')).seen).toMatch(/RUN step \d of web/);
    expect(logReads().map((request) => request.path)).toEqual([`/environment/${result.environmentId}/logs`]);
  });

  it('a secret spread over a multi-line value is hidden line by line', async () => {
    await start();
    const secrets = `TLS_KEY="${PEM.join('\\n')}"`;
    const { result } = await runAgainst(emulator, inputs({ secrets }), pullRequestEvent(22, 'fail-leak-2'));
    const shown = result.failure!.services[0]!.lines;
    for (const line of PEM) expect(shown.join('\n')).not.toContain(line);
    expect(shown.filter((line) => line === '  ***')).toHaveLength(PEM.length);
  });

  it('lines with backticks, HTML and @mentions stay inside a fence longer than any backtick run', async () => {
    await start();
    const { result } = await runAgainst(emulator, inputs(), pullRequestEvent(23, 'fail-markup-1'));
    const markdown = report(result);
    const block = markdown.slice(markdown.indexOf('<details open>'), markdown.indexOf('</details>\n') + 10);
    expect(block).toContain('\n`````text\n');
    expect(block).toContain('\n````suggestion\n');
    expect(block).toContain('\n</details><img src=x onerror=alert(1)>\n');
    // The fence opens once and closes once: nothing between ends it.
    expect(block.split('\n').filter((line) => line.startsWith('`````'))).toEqual(['`````text', '`````']);
  });

  it('a deploy failure names the service and its error', async () => {
    await start();
    const { result } = await runAgainst(emulator, inputs(), pullRequestEvent(24, 'fail-deploy-1'));
    expect(result.outcome).toBe('failure');
    expect(result.failure!.services[0]).toMatchObject({ name: 'web', state: 'DEPLOYMENT_ERROR', error: { tag: 'CONTAINER_CRASH_LOOP' } });
    expect(result.failure!.reason).toBe('web crashed on start (exit code 2) and never became ready');
    // A job has no log of its own: one request only.
    expect(logReads()).toHaveLength(1);
  });

  it('on a server without statusesWithStages the deployment log alone names the service and its error', async () => {
    await start({ lacks: ['statusesWithStages'] });
    const { result, lines } = await runAgainst(
      emulator,
      inputs({ secrets: 'API_KEY=sk-live-0123456789' }),
      pullRequestEvent(26, 'fail-leak-3'),
    );
    expect(result.outcome).toBe('failure');
    expect(result.failure!.services).toHaveLength(1);
    expect(result.failure!.services[0]).toMatchObject({ name: 'web', kind: 'JOB', source: 'deployment', error: { tag: 'BUILD_ERROR' } });
    expect(result.failure!.reason).toBe('Build of web failed: the build command exited with code 1');
    expect(result.failure!.services[0]!.lines).toContain('  ***');
    expect(JSON.stringify(result) + lines.join('\n') + report(result)).not.toContain('sk-live-0123456789');
    expect(lines).toContainEqual(expect.stringMatching(/^warning: The platform's stage statuses \(statusesWithStages\) is not available/));
    expect(logReads().map((request) => request.path)).toEqual([`/environment/${result.environmentId}/logs`]);
  });

  it('a timeout names the service still deploying, with the last lines of its deployment', async () => {
    await start();
    const { result } = await runAgainst(emulator, inputs({ 'timeout-minutes': '1' }), pullRequestEvent(25, 'hang-1'));
    expect(result.outcome).toBe('timed_out');
    const [web] = result.failure!.services;
    expect(web).toMatchObject({ name: 'web', state: 'DEPLOYING' });
    expect(web!.error).toBeUndefined();
    expect(web!.lines.at(-1)).toBe('Waiting for web to become ready');
    expect(result.failure!.reason).toMatch(/^Timed out after 1 minute \(timeout-minutes\): web still DEPLOYING in stage "/);
    const seen = read(report(result)).seen;
    expect(seen).toContain('⌛ web (job) was still DEPLOYING when the run timed out');
    expect(seen).not.toContain('❌ Why');
  });

  it('a log read refused (403) is a warning, and the report goes out without the lines', async () => {
    await start({ forbidden: ['GET /environment/:environmentId/logs'] });
    const { result, lines } = await runAgainst(emulator, inputs(), pullRequestEvent(26, 'fail-build-1'));
    expect(result.outcome).toBe('failure');
    expect(lines).toContainEqual(
      expect.stringMatching(/^warning: Could not read the environment's deployment log to explain the failure: .*403/),
    );
    expect(result.failure!.services[0]).toMatchObject({ name: 'web', lines: [] });
    expect(report(result)).toContain('_No log lines of its deployment log to show._');
  });

  it('a 5,000-line build log: the platform answers its last 1000 entries, the report shows the last 30 lines', async () => {
    await start({ buildLogLines: 5000 });
    const { result } = await runAgainst(emulator, inputs(), pullRequestEvent(27, 'fail-build-2'));
    const shown = result.failure!.services[0]!.lines;
    expect(shown).toHaveLength(30);
    expect(shown.at(-2)).toBe('#5000 [build 5000/5000] RUN step 5000 of web');
    expect(report(result).length).toBeLessThan(20_000);
  });

  it('a success shows no block and makes no log request', async () => {
    await start();
    const { result } = await runAgainst(emulator, inputs(), pullRequestEvent(28, 'c0ffee8'));
    expect(result.outcome).toBe('success');
    expect(result.failure).toBeUndefined();
    expect(read(report(result)).seen).not.toContain('❌ Why');
    expect(logReads()).toEqual([]);
  });
});
