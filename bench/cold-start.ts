/**
 * Figure 4: from spawning the bundled action, as a runner does, to its first request reaching
 * the Platform API, beside a bare `node -e 0` from spawn to exit.
 */
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runAction } from '../test/support/runner.ts';
import { markdownTable, median, type Figure } from './figure.ts';

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

function bareNode(): Promise<number> {
  return new Promise((resolve, reject) => {
    const spawnedAt = Date.now();
    const child = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    child.on('error', reject);
    child.on('close', () => resolve(Date.now() - spawnedAt));
  });
}

export async function coldStartFigure(options: ColdStartOptions): Promise<Figure> {
  const first = new FirstRequest();
  const apiUrl = await first.listen();
  const action: number[] = [];
  const bare: number[] = [];
  try {
    // One untimed run of each, so the file cache is warm for all the timed ones.
    await actionToFirstRequest(apiUrl, first);
    await bareNode();
    for (let run = 0; run < options.runs; run++) {
      action.push(await actionToFirstRequest(apiUrl, first));
      bare.push(await bareNode());
    }
  } finally {
    await first.close();
  }
  const range = (values: number[]) => `${Math.min(...values)} – ${Math.max(...values)} ms`;
  return {
    title: '4. Cold start',
    headline: `first request ${median(action)} ms after spawn, beside ${median(bare)} ms for \`node -e 0\``,
    method:
      `\`node dist/index.js\` spawned the way a runner does (test/support/runner.ts: inputs as INPUT_*, an event file) with \`api-url\` ` +
      `on a loopback server, timed from spawn to that server receiving the first request; beside \`node -e 0\` from spawn to exit. ` +
      `${options.runs} runs each after one untimed warm-up, medians. Node ${process.version}.`,
    table: markdownTable(
      ['process', 'median', 'range'],
      [
        ['`node dist/index.js` to first request', `${median(action)} ms`, range(action)],
        ['`node -e 0` to exit', `${median(bare)} ms`, range(bare)],
        ['difference (loading and starting the action)', `${median(action) - median(bare)} ms`, ''],
      ],
    ),
    notes: ['No target is set; the runner\'s own process start is the floor the action cannot go below.'],
  };
}
