/**
 * The HTTP exchange: straight through Node's http when no proxy applies, through the toolkit's
 * client and its tunnel when HTTP_PROXY does (a self-hosted runner behind a proxy).
 */
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpSender } from '../../src/platform/http.ts';

let api: Server;
let proxy: Server;
let apiPort = 0;
let proxyUrl = '';
const tunnelled: string[] = [];
const received: { method: string; url: string; userAgent: string; body: string }[] = [];

function listen(server: Server): Promise<number> {
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done((server.address() as AddressInfo).port)));
}

beforeEach(async () => {
  tunnelled.length = 0;
  received.length = 0;
  api = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', userAgent: request.headers['user-agent'] ?? '', body });
      response.writeHead(201, { 'content-type': 'application/json', 'x-ratelimit-remaining': '999' }).end('{"ok":true}');
    });
  });
  apiPort = await listen(api);
  // A CONNECT proxy that sends every tunnel to the API server, whatever host it names.
  proxy = createServer();
  proxy.on('connect', (request, client, head) => {
    tunnelled.push(request.url ?? '');
    const upstream = connect(apiPort, '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  proxyUrl = `http://127.0.0.1:${await listen(proxy)}`;
});

afterEach(async () => {
  vi.unstubAllEnvs();
  for (const server of [api, proxy]) {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
});

describe('httpSender', () => {
  it('sends straight to the API when no proxy applies, with the body, its length and the user agent', async () => {
    vi.stubEnv('http_proxy', proxyUrl);
    const send = httpSender('platform-deploy-test/1', 5_000);
    // A loopback address never goes through the proxy.
    const answer = await send('POST', `http://127.0.0.1:${apiPort}/environment/x/redeploy`, '{"a":"é"}', {
      'Content-Type': 'application/json',
    });
    expect(answer).toMatchObject({ status: 201, text: '{"ok":true}' });
    expect(answer.headers['x-ratelimit-remaining']).toBe('999');
    expect(received).toEqual([{ method: 'POST', url: '/environment/x/redeploy', userAgent: 'platform-deploy-test/1', body: '{"a":"é"}' }]);
    expect(tunnelled).toEqual([]);
  });

  it('goes through HTTP_PROXY when it applies to the API host', async () => {
    vi.stubEnv('http_proxy', proxyUrl);
    vi.stubEnv('no_proxy', '');
    const send = httpSender('platform-deploy-test/1', 5_000);
    const answer = await send('GET', `http://platform.example.test:${apiPort}/environment/x`, undefined, { Accept: 'application/json' });
    expect(answer).toMatchObject({ status: 201, text: '{"ok":true}' });
    expect(tunnelled).toEqual([`platform.example.test:${apiPort}`]);
    expect(received.map((request) => `${request.method} ${request.url}`)).toEqual(['GET /environment/x']);
  });

  it('says the request has left while its answer is still to come (the transport loads its schemas then)', async () => {
    const waiting: Array<() => void> = [];
    const held = createServer((request, response) => {
      request.resume();
      waiting.push(() => response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'));
    });
    const port = await listen(held);
    try {
      let left!: () => void;
      const sent = new Promise<void>((resolve) => (left = resolve));
      let answered = false;
      const exchange = httpSender('t', 5_000)('GET', `http://127.0.0.1:${port}/environment/x`, undefined, {}, left).then((result) => {
        answered = true;
        return result;
      });
      await sent;
      expect(answered).toBe(false);
      await vi.waitFor(() => expect(waiting).toHaveLength(1));
      waiting[0]!();
      expect((await exchange).text).toBe('{"ok":true}');
    } finally {
      held.closeAllConnections();
      await new Promise((done) => held.close(done));
    }
  });

  it('fails a request that sees no answer within the socket timeout with "Request timeout"', async () => {
    const silent = createServer(() => {});
    const port = await listen(silent);
    try {
      await expect(httpSender('t', 50)('GET', `http://127.0.0.1:${port}/slow`, undefined, {})).rejects.toThrow(/^Request timeout/);
    } finally {
      silent.closeAllConnections();
      await new Promise((done) => silent.close(done));
    }
  });

  it('destroys a request whose body still trickles in at its limit, whatever the socket timeout', async () => {
    let closed!: () => void;
    const serverSawClose = new Promise<void>((resolve) => (closed = resolve));
    const trickling = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
      const timer = setInterval(() => {
        response.write('x');
        written++;
      }, 20);
      response.on('close', () => {
        clearInterval(timer);
        closed();
      });
    });
    let written = 0;
    const port = await listen(trickling);
    try {
      const exchange = httpSender('t', 5_000)('GET', `http://127.0.0.1:${port}/status`, undefined, {}, undefined, 300);
      await expect(exchange).rejects.toThrow(/^Request timeout/);
      await serverSawClose;
      // An order, not a time: the request was destroyed while its body (20 s of it) was still coming.
      expect(written).toBeLessThan(1000);
    } finally {
      trickling.closeAllConnections();
      await new Promise((done) => trickling.close(done));
    }
  });
});
