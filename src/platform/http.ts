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

/**
 * `sent` is called once the request has been handed to the operating system. `limitMs` bounds
 * the whole exchange, answer body included: at it the request is destroyed, however steadily
 * the body still trickles in, and the exchange fails with "Request timeout".
 */
export type Send = (
  method: string,
  url: string,
  body: string | undefined,
  headers: Record<string, string>,
  sent?: () => void,
  limitMs?: number,
) => Promise<Exchange>;

/** A request that sees no byte for `socketTimeoutMs` fails with "Request timeout", as the toolkit's does. */
export function httpSender(userAgent: string, socketTimeoutMs: number): Send {
  let proxied: Promise<HttpClient> | undefined;
  return async (method, url, body, headers, sent, limitMs) => {
    const target = new URL(url);
    if (getProxyUrl(target) === undefined)
      return direct(method, target, body, { 'User-Agent': userAgent, ...headers }, socketTimeoutMs, sent, limitMs);
    proxied ??= import('@actions/http-client').then(({ HttpClient }) => new HttpClient(userAgent, [], { socketTimeout: socketTimeoutMs }));
    const client = await proxied;
    return new Promise<Exchange>((resolve, reject) => {
      let destroy = (): void => undefined;
      const timer =
        limitMs === undefined
          ? undefined
          : setTimeout(() => {
              destroy();
              reject(new Error(`Request timeout: ${target.pathname}`));
            }, limitMs);
      const pending = client.request(method, url, body ?? null, headers);
      sent?.();
      pending
        .then(async (response) => {
          destroy = () => response.message.destroy();
          const text = await response.readBody();
          resolve({ status: response.message.statusCode ?? 0, headers: response.message.headers, text });
        })
        .catch(reject)
        .finally(() => clearTimeout(timer));
    });
  };
}

async function direct(
  method: string,
  url: URL,
  body: string | undefined,
  headers: Record<string, string>,
  socketTimeoutMs: number,
  sent: (() => void) | undefined,
  limitMs: number | undefined,
): Promise<Exchange> {
  const send = url.protocol === 'https:' ? (await import('node:https')).request : httpRequest;
  return new Promise((resolve, reject) => {
    const length = body === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(body)) };
    const request = send(url, { method, headers: { ...headers, ...length } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        clearTimeout(limit);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString('utf8') });
      });
    });
    // Rejected here, not through the request's error: once an answer has begun, that may not come.
    const timeout = () => {
      reject(new Error(`Request timeout: ${url.pathname}`));
      request.destroy();
    };
    request.setTimeout(socketTimeoutMs, timeout);
    const limit = limitMs === undefined ? undefined : setTimeout(timeout, limitMs);
    request.on('close', () => clearTimeout(limit));
    request.on('error', reject);
    if (sent) request.once('finish', sent);
    request.end(body);
  });
}
