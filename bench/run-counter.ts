/**
 * A pass-through in front of the emulator that tells concurrent runs on one token apart: each
 * run's client is pointed at `<url>/run/<n>`, the prefix is dropped on the way, and every request
 * is recorded under its run with the rate-limit window its answer named. The emulator's own log
 * cannot say which run sent a request: they all carry the same token.
 */
import { Agent, createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CountedRequest {
  method: string;
  /** Without the run's prefix and the query. */
  path: string;
  status: number;
  /** `X-RateLimit-Reset` of the answer (the window it was counted in), when given. */
  window: string | undefined;
}

export interface RunCounter {
  /** The base URL for run `run`'s client. */
  urlFor(run: number): string;
  requests(run: number): CountedRequest[];
  close(): Promise<void>;
}

const PREFIX = /^\/run\/(\d+)(\/.*)$/;

export async function startRunCounter(target: string): Promise<RunCounter> {
  const upstream = new URL(target);
  const agent = new Agent({ keepAlive: true });
  const byRun = new Map<number, CountedRequest[]>();

  const forward = (incoming: IncomingMessage, outgoing: ServerResponse): void => {
    const match = PREFIX.exec(incoming.url ?? '');
    if (!match) {
      outgoing.writeHead(404).end();
      return;
    }
    const run = Number(match[1]);
    const path = match[2]!;
    const proxied = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path,
        headers: { ...incoming.headers, host: upstream.host },
        agent,
      },
      (answer) => {
        const counted = byRun.get(run) ?? [];
        const reset = answer.headers['x-ratelimit-reset'];
        counted.push({
          method: incoming.method ?? '',
          path: path.split('?')[0]!,
          status: answer.statusCode ?? 0,
          window: Array.isArray(reset) ? reset[0] : reset,
        });
        byRun.set(run, counted);
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    proxied.on('error', () => outgoing.destroy());
    incoming.pipe(proxied);
  };

  const server = createServer(forward);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    urlFor: (run) => `http://127.0.0.1:${port}/run/${run}`,
    requests: (run) => [...(byRun.get(run) ?? [])],
    close: async () => {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
