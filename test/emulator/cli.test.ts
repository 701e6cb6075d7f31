import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { undocumentedFlags } from '../../.ci/emulator-flags.ts';
import { FLAGS, HELP, optionsFromArgs } from '../../tools/emulator/cli.ts';
import { LACKED_OPERATIONS } from '../../tools/emulator/lacks.ts';

const CLI = resolve(import.meta.dirname, '../../tools/emulator/cli.ts');

describe('npm run emulator', () => {
  it('prints the connection lines, serves with them, and exits 0 on SIGTERM', async () => {
    const child = spawn(process.execPath, [CLI, '--port', '0', '--speed', '0.01', '--rate-limit', '50/60'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    await new Promise<void>((done, fail) => {
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        if (/^CONTAINER_ID=.*\n/m.test(stdout)) done();
      });
      child.once('exit', (code) => fail(new Error(`emulator exited early with ${code}: ${stderr}`)));
    });
    const lines = Object.fromEntries(
      stdout
        .trim()
        .split('\n')
        .map((line) => line.split(/=(.*)/s).slice(0, 2)),
    );
    for (const name of [
      'PLATFORM_API_URL',
      'PLATFORM_API_TOKEN',
      'PLATFORM_API_TOKEN_READ',
      'PLATFORM_API_TOKEN_DEPLOY',
      'PLATFORM_API_TOKEN_WRITE',
      'ORGANIZATION_ID',
      'PROJECT_ID',
      'CLUSTER_ID',
      'BLUEPRINT_ENVIRONMENT_ID',
      'PRODUCTION_ENVIRONMENT_ID',
      'JOB_ID',
      'WORKER_JOB_ID',
      'APPLICATION_ID',
      'CONTAINER_ID',
    ]) {
      expect(lines[name], name).toMatch(/^\S+$/);
    }
    expect(lines['PLATFORM_API_URL']).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);

    const job = await fetch(`${lines['PLATFORM_API_URL']}/job/${lines['JOB_ID']}`, {
      headers: { authorization: `Token ${lines['PLATFORM_API_TOKEN_READ']}` },
    });
    expect(job.status).toBe(200);
    expect(job.headers.get('x-ratelimit-limit')).toBe('50');
    expect(((await job.json()) as { name: string }).name).toBe('web');
    for (const [kind, name] of [
      ['application', 'checkout'],
      ['container', 'search'],
    ] as const) {
      const service = await fetch(`${lines['PLATFORM_API_URL']}/${kind}/${lines[`${kind.toUpperCase()}_ID`]}`, {
        headers: { authorization: `Token ${lines['PLATFORM_API_TOKEN_READ']}` },
      });
      expect(((await service.json()) as { name: string }).name).toBe(name);
    }

    const exit = new Promise<number | null>((done) => child.once('exit', done));
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(stderr).toContain(`GET /job/${lines['JOB_ID']} 200 read`);
    // The ready line hands a first request to try, with the read token printed on stdout too; the request log never shows one.
    const [ready, tryIt, ...log] = stderr.split('\n');
    expect(ready).toBe(`emulator: listening on ${lines['PLATFORM_API_URL']}, Ctrl-C to stop. Try:`);
    expect(tryIt).toBe(`  curl -H 'Authorization: Token ${lines['PLATFORM_API_TOKEN_READ']}' ${lines['PLATFORM_API_URL']}/organization`);
    expect(log.join('\n')).not.toContain(lines['PLATFORM_API_TOKEN_READ']);
  });

  it('--help lists every flag and exits 0; a bad flag is refused in one line with exit 2, never a stack', async () => {
    const run = (...args: string[]) =>
      new Promise<{ code: number | null; stdout: string; stderr: string }>((done) => {
        const child = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        child.once('exit', (code) => done({ code, stdout, stderr }));
      });
    const help = await run('--help');
    expect(help.code).toBe(0);
    for (const flag of FLAGS) expect(help.stdout, flag).toContain(`--${flag}`);
    for (const [args, line] of [
      [['--bogus'], "emulator: Unknown option '--bogus'"],
      [['--faults', '5xx=0.2,bogus=1'], 'emulator: --faults: unknown fault "bogus"'],
      [['--port', '99999'], 'emulator: --port must be a port number, 0 to 65535'],
    ] as const) {
      const refused = await run(...args);
      expect(refused.code, args.join(' ')).toBe(2);
      expect(refused.stdout).toBe('');
      expect(refused.stderr.trim().split('\n'), args.join(' ')).toEqual([expect.stringContaining(line)]);
    }
  });

  it('has every flag of --help, and every lack of --lacks, in docs/emulator.md (npm run docs -- --check fails otherwise)', () => {
    const page = readFileSync(resolve(import.meta.dirname, '../../docs/emulator.md'), 'utf8');
    expect(undocumentedFlags(page)).toEqual([]);
    for (const flag of FLAGS) expect(page, flag).toMatch(new RegExp(`^\\| \`--${flag}[ \`]`, 'm'));
    for (const operation of LACKED_OPERATIONS) expect(HELP, operation).toContain(operation);
    // The page as it was before these rows: four flags --help lists, and the newest lack, missing.
    const older = page
      .split('\n')
      .filter((line) => !/^\| `--(unknown-request|seed|pull-request-refs|quiet)[ `]/.test(line))
      .map((line) => (line.startsWith('| `--lacks LIST`') ? line.replace('`variable`', 'variables') : line))
      .join('\n');
    expect(undocumentedFlags(older)).toEqual([
      'docs/emulator.md does not document --unknown-request, which npm run emulator -- --help lists: add a row to its table of flags',
      'docs/emulator.md does not document --seed, which npm run emulator -- --help lists: add a row to its table of flags',
      'docs/emulator.md does not document --pull-request-refs, which npm run emulator -- --help lists: add a row to its table of flags',
      'docs/emulator.md does not document --quiet, which npm run emulator -- --help lists: add a row to its table of flags',
      "docs/emulator.md's row of --lacks does not name `variable`, which --lacks takes",
    ]);
    expect(undocumentedFlags(`${page}\n| \`--verbose\` | more |\n`)).toEqual([
      'docs/emulator.md documents --verbose, which the emulator does not take: remove its row',
    ]);
  });

  it('reads every flag, and refuses malformed ones', () => {
    expect(
      optionsFromArgs([
        '--port=0',
        '--rate-limit=10/2',
        '--speed=0.5',
        '--stale-ms=100',
        '--busy=queue',
        '--faults=5xx=0.1',
        '--error-shape=upstream',
        '--unknown-request=empty',
        '--lacks=statusesWithStages, metrics, services',
        '--lacks-answer=501',
        '--empty-triggers',
        '--seed=3',
        '--pull-request-refs=fail',
      ]),
    ).toEqual({
      quiet: false,
      help: false,
      port: 0,
      rateLimit: { limit: 10, windowSeconds: 2 },
      speed: 0.5,
      staleMs: 100,
      busy: 'queue',
      faults: '5xx=0.1',
      errorShape: 'upstream',
      unknownRequest: 'empty',
      lacks: ['statusesWithStages', 'metrics', 'services'],
      lacksAnswer: 501,
      emptyTriggers: true,
      seed: 3,
      pullRequestRefs: 'fail',
    });
    expect(() => optionsFromArgs(['--rate-limit', '1000'])).toThrow(/--rate-limit/);
    expect(() => optionsFromArgs(['--busy', 'wait'])).toThrow(/--busy must be one of 409, queue/);
    expect(() => optionsFromArgs(['--speed', '0'])).toThrow(/--speed/);
    expect(() => optionsFromArgs(['--lacks-answer', '500'])).toThrow(/--lacks-answer must be one of 404, 405, 501/);
    expect(() => optionsFromArgs(['--pull-request-refs', 'maybe'])).toThrow(/--pull-request-refs must be one of build, fail/);
  });
});
