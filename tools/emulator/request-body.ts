/** A request's body as the emulator reads it: capped in size, JSON for the API, JSON or text for a knob. */
import type { IncomingMessage } from 'node:http';
import { ApiError } from './http.ts';

const MAX_BODY_BYTES = 1_048_576;

export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        request.destroy();
        reject(new Error('request body too large'));
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export function parseJson(rawBody: string): unknown {
  if (rawBody.trim() === '') return undefined;
  try {
    return JSON.parse(rawBody) as unknown;
  } catch {
    throw new ApiError(400, 'the request body is not valid JSON');
  }
}

export function jsonOrText(rawBody: string): unknown {
  try {
    return JSON.parse(rawBody) as unknown;
  } catch {
    return rawBody;
  }
}
