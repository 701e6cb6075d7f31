/**
 * Figure 5: from spawning the bundled action, as a runner does, to its first request reaching
 * the Platform API, beside a bare `node -e 0` from spawn to exit.
 */
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runAction } from '../tools/runner/child.ts';
import { markdownTable, median, verdict, type Figure } from './figure.ts';

export interface ColdStartOptions {
  runs: number;
}

/** Answers every request 401, so the action stops at once; remembers when the first arrived. */
class FirstRequest {
  arrivedAt: number | undefined;
  private readonly server: Server;

  constructor() {
    this.server = createServer((request, response) => {
      this.arrivedAt ??= Date.now();
      request.resume();
      const body = JSON.stringify({ status: 401, error: 'Unauthorized', message: 'benchmark endpoint' });
      response.writeHead(401, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }).end(body);
    });
  }

  listen(): Promise<string> {
    return new Promise((resolve) => {
      this.server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(this.server.address() as AddressInfo).port}`));
    });
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }
}

async function actionToFirstRequest(apiUrl: string, first: FirstRequest): Promise<number> {
  first.arrivedAt = undefined;
  const spawnedAt = Date.now();
  const run = await runAction({
    inputs: {
      'api-url': apiUrl,
      'api-token': 'cold-start-benchmark-token',
      operation: 'deploy',
      environment: '3f2b9c1e-8d4a-4e7b-9a61-0c5d2e7f4b18',
      comment: 'off',
      'github-deployment': 'false',
    },
    eventName: 'push',
    event: { ref: 'refs/heads/main' },
  });
  if (first.arrivedAt === undefined) throw new Error(`the action made no request (exit ${run.exitCode}): ${run.stderr.slice(0, 300)}`);
  return first.arrivedAt - spawnedAt;
}

/** Spawn to exit of the action failing on an input, the first thing it checks. */
async function actionToFailedValidation(): Promise<number> {
  const spawnedAt = Date.now();
  const run = await runAction({
    inputs: {
      'api-url': 'https://platform.example.test',
      'api-token': 'cold-start-benchmark-token',
      operation: 'deploy',
      environment: 'not-a-uuid',
    },
    eventName: 'push',
    event: { ref: 'refs/heads/main' },
  });
  const elapsed = Date.now() - spawnedAt;
  if (run.exitCode !== 1 || !run.stdout.includes('Input "environment"'))
    throw new Error(`the action did not fail on the input (exit ${run.exitCode}): ${run.stdout.slice(0, 300)}`);
  return elapsed;
}

function bareNode(): Promise<number> {
  return new Promise((resolve, reject) => {
    const spawnedAt = Date.now();
    const child = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    child.on('error', reject);
    child.on('close', () => resolve(Date.now() - spawnedAt));
  });
}

/**
 * Target: the action reaches either point within this many times bare Node's start. It talks to
 * the runner through @actions/core, whose loading (its OIDC client, undici) is paid before the
 * first input is read: the price of no copy of the runner's protocol.
 */
const MOST_RATIO = 3;

export async function coldStartFigure(options: ColdStartOptions): Promise<Figure> {
  const first = new FirstRequest();
  const apiUrl = await first.listen();
  const request: number[] = [];
  const failed: number[] = [];
  const bare: number[] = [];
  try {
    // One untimed run of each, so the file cache is warm for all the timed ones; then alternate,
    // so a change in the machine's load falls on all three alike.
    await actionToFirstRequest(apiUrl, first);
    await actionToFailedValidation();
    await bareNode();
    for (let run = 0; run < options.runs; run++) {
      bare.push(await bareNode());
      request.push(await actionToFirstRequest(apiUrl, first));
      failed.push(await actionToFailedValidation());
    }
  } finally {
    await first.close();
  }
  const range = (values: number[]) => `${Math.min(...values)} – ${Math.max(...values)} ms`;
  const ratio = (values: number[]) => median(values) / median(bare);
  const requestMet = ratio(request) <= MOST_RATIO;
  const failedMet = ratio(failed) <= MOST_RATIO;
  return {
    title: '5. Cold start',
    headline:
      `first request ${median(request)} ms (${ratio(request).toFixed(2)}×), failed validation ${median(failed)} ms (${ratio(failed).toFixed(2)}×), ` +
      `beside ${median(bare)} ms for \`node -e 0\` (target ≤ ${MOST_RATIO}×: ${verdict(requestMet && failedMet)})`,
    method:
      `\`node dist/index.js\` spawned the way a runner does (tools/runner/child.ts: inputs as INPUT_*, an event file), timed from spawn ` +
      `to a loopback server receiving its first request (a deploy, every answer 401), and from spawn to exit on an invalid \`environment\`; ` +
      `beside \`node -e 0\` from spawn to exit. ${options.runs} runs of each, interleaved, after one untimed warm-up; medians, and their ratio ` +
      `to bare Node's. Node ${process.version}.`,
    table: markdownTable(
      ['process', 'median', 'range', 'ratio to `node -e 0`', `target ≤ ${MOST_RATIO}×`],
      [
        [
          '`node dist/index.js` to first platform request',
          `${median(request)} ms`,
          range(request),
          `${ratio(request).toFixed(2)}×`,
          verdict(requestMet),
        ],
        [
          '`node dist/index.js` to exit on a failed validation',
          `${median(failed)} ms`,
          range(failed),
          `${ratio(failed).toFixed(2)}×`,
          verdict(failedMet),
        ],
        ['`node -e 0` to exit', `${median(bare)} ms`, range(bare), '1×', ''],
      ],
    ),
    targets: [
      { target: `cold start to first platform request ≤ ${MOST_RATIO}× \`node -e 0\``, met: requestMet },
      { target: `cold start to a failed validation ≤ ${MOST_RATIO}× \`node -e 0\``, met: failedMet },
    ],
    notes: [
      'Until the inputs are valid only the entry, the input parsing (plain checks) and @actions/core (the runner boundary) are loaded; the platform ' +
        'client and the operations next; the answer schemas and zod once the first request has left; Octokit only when the report is written. ' +
        "The figures move with the machine's load.",
    ],
  };
}
