/**
 * What a runner loads of dist/, watched as a run goes: dist/ must hold exactly the chunks the
 * entry can reach (a chunk left behind by an older build is stale code shipped, one never
 * committed a run that breaks half-way); a run failing on its inputs loads none of the large
 * libraries, and a run's first platform request leaves before zod loads (bench figure 5 times
 * both from spawn).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../../tools/emulator/index.ts';
import { BUNDLE, runAction } from '../../tools/runner/child.ts';
import { NO_GITHUB, closeAll } from '../support/e2e.ts';

const DIST = dirname(BUNDLE);
const CHUNK_LOAD = /require__\.e\((?:\/\* import\(\) \*\/ ?)?(\d+)\)/g;
const LARGE = /node_modules\/(zod|@octokit)\//;
const ZOD = /node_modules\/zod\//;

/**
 * Loaded in the action's process before the bundle (`--import`): notes each module it loads and
 * each connection it opens, in the order they happen, one a line.
 */
const PROBE = `
import net from 'node:net';
import { registerHooks } from 'node:module';
import { appendFileSync } from 'node:fs';
const note = (line) => appendFileSync(process.env.BUNDLE_PROBE_FILE, line + '\\n');
const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function (...args) {
  note('connect');
  return connect.apply(this, args);
};
registerHooks({
  load(url, context, next) {
    note('load ' + url);
    return next(url, context);
  },
});
`;

let emulator: Emulator;
let probeDir: string;

beforeAll(async () => {
  emulator = await startEmulator({ speed: 0.05, staleMs: 150 });
  probeDir = mkdtempSync(join(tmpdir(), 'bundle-probe-'));
  writeFileSync(join(probeDir, 'probe.mjs'), PROBE);
});
afterAll(async () => {
  await closeAll(emulator);
  rmSync(probeDir, { recursive: true, force: true });
});

function chunksImportedBy(file: string): string[] {
  return [...readFileSync(join(DIST, file), 'utf8').matchAll(CHUNK_LOAD)].map((match) => `${match[1]}.index.js`);
}

/** A deploy of `environment` with the probe: its exit code and stdout, and what it noted, in order. */
async function watched(environment: string): Promise<{ exitCode: number | null; stdout: string; events: string[] }> {
  const file = join(probeDir, `${environment}.log`);
  const run = await runAction({
    timeScale: emulator.speed,
    inputs: { 'api-url': emulator.url, 'api-token': emulator.tokens.admin, operation: 'deploy', environment, ...NO_GITHUB },
    eventName: 'push',
    event: { ref: 'refs/heads/main' },
    env: { NODE_OPTIONS: `--import=${pathToFileURL(join(probeDir, 'probe.mjs')).href}`, BUNDLE_PROBE_FILE: file },
  });
  const events = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  return { exitCode: run.exitCode, stdout: run.stdout, events };
}

/** The files of dist/ among `events`' loads. */
function distFiles(events: readonly string[]): string[] {
  const prefix = `load ${pathToFileURL(DIST).href}/`;
  return events.filter((event) => event.startsWith(prefix)).map((event) => basename(event));
}

const holds = (pattern: RegExp) => (file: string) => pattern.test(readFileSync(join(DIST, file), 'utf8'));

describe('the bundle', { timeout: 60_000 }, () => {
  it('holds exactly the chunks the entry reaches, each of them present', () => {
    const reached = new Set<string>();
    const pending = ['index.js'];
    while (pending.length > 0) {
      for (const chunk of chunksImportedBy(pending.pop()!)) {
        if (reached.has(chunk)) continue;
        reached.add(chunk);
        pending.push(chunk);
      }
    }
    const files = readdirSync(DIST).filter((name) => name.endsWith('.js') && name !== 'index.js');
    expect(reached.size).toBeGreaterThan(0);
    expect([...reached].sort()).toEqual(files.sort());
  });

  // The toolkit (@actions/core, and undici under it) is in the entry: the inputs are read through it.
  it('a run failing on its inputs loads neither zod nor Octokit, and opens no connection', async () => {
    const run = await watched('not-a-uuid');
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain('::error::platform-deploy: Input "environment"');
    const loaded = distFiles(run.events);
    expect(loaded).toContain('index.js');
    expect(loaded.filter(holds(LARGE))).toEqual([]);
    expect(run.events).not.toContain('connect');
  });

  it('a run sends its first platform request before zod loads, and loads zod after it to read the answer', async () => {
    emulator.clearRequests();
    const run = await watched(emulator.seed.productionEnvironmentId);
    expect(run.exitCode).toBe(0);
    expect(emulator.requests().length).toBeGreaterThan(0);
    const first = run.events.indexOf('connect');
    expect(first).toBeGreaterThan(0);
    expect(distFiles(run.events.slice(0, first)).filter(holds(ZOD))).toEqual([]);
    expect(distFiles(run.events.slice(first)).filter(holds(ZOD))).not.toEqual([]);
  });
});
