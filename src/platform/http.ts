/**
 * One HTTP exchange with the Platform API: Node's own http and https for a direct connection,
 * and the toolkit's client, with its proxy tunnel, only when HTTPS_PROXY (or HTTP_PROXY) applies
 * to the URL. The toolkit's client loads undici, which took longer than the rest of the action's
 * start together, so a run that needs no proxy never loads it; nor is TLS loaded for the plain
 * http of a loopback emulator.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { HttpClient } from '@actions/http-client';
import { getProxyUrl } from '@actions/http-client/lib/proxy';

export interface Exchange {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/** `sent` is called once the request has been handed to the operating system. */
export type Send = (
  method: string,
  url: string,
  body: string | undefined,
  headers: Record<string, string>,
  sent?: () => void,
) => Promise<Exchange>;

/** A request that sees no byte for `socketTimeoutMs` fails with "Request timeout", as the toolkit's does. */
export function httpSender(userAgent: string, socketTimeoutMs: number): Send {
  let proxied: Promise<HttpClient> | undefined;
  return async (method, url, body, headers, sent) => {
    const target = new URL(url);
    if (getProxyUrl(target) === undefined)
      return direct(method, target, body, { 'User-Agent': userAgent, ...headers }, socketTimeoutMs, sent);
    proxied ??= import('@actions/http-client').then(({ HttpClient }) => new HttpClient(userAgent, [], { socketTimeout: socketTimeoutMs }));
    const pending = (await proxied).request(method, url, body ?? null, headers);
    sent?.();
    const response = await pending;
    const text = await response.readBody();
    return { status: response.message.statusCode ?? 0, headers: response.message.headers, text };
  };
}

async function direct(
  method: string,
  url: URL,
  body: string | undefined,
  headers: Record<string, string>,
  socketTimeoutMs: number,
  sent: (() => void) | undefined,
): Promise<Exchange> {
  const send = url.protocol === 'https:' ? (await import('node:https')).request : httpRequest;
  return new Promise((resolve, reject) => {
    const length = body === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(body)) };
    const request = send(url, { method, headers: { ...headers, ...length } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    request.setTimeout(socketTimeoutMs, () => request.destroy(new Error(`Request timeout: ${url.pathname}`)));
    request.on('error', reject);
    if (sent) request.once('finish', sent);
    request.end(body);
  });
}
