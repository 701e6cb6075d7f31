/** Test side: plain HTTP calls to an emulator with a chosen token, answers parsed. */
import type { Emulator } from '../../tools/emulator/index.ts';

interface Reply {
  status: number;
  headers: Headers;
  body: any;
}

export type Call = (method: string, path: string, body?: unknown) => Promise<Reply>;

/** `token` undefined sends no Authorization header; a string starting with a scheme is sent as is. */
export function callerFor(emulator: Emulator, token: string | undefined): Call {
  return async (method, path, body) => {
    const headers: Record<string, string> = {};
    if (token !== undefined) headers['authorization'] = /^(Token|Bearer) /.test(token) ? token : `Token ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${emulator.url}${path}`, {
      method,
      headers,
      body: body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text === '' ? undefined : JSON.parse(text) };
  };
}

/** Polls until `check` holds or `timeoutMs` passes; answers the last value seen. */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
