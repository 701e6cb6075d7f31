/**
 * The services' own HTTP: each public link the emulator answers is a real URL on its loopback
 * server (`/_services/{serviceId}`, any path below it), so whatever requests a preview's link gets
 * an answer. A service answers 200 once it has deployed; a test makes it answer another status
 * for a while or for good through `POST /_emulator/services/{serviceId}/http`. The answers are the
 * service's, not the platform's: no API shape, no token asked for, none looked at but to record it.
 */
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';

/** Where a service's link points below the emulator's URL. */
export const SERVICE_PATH = '/_services/';

/**
 * What a service answers for now: `status` for `forMs` of wall-clock time counted from the first
 * request it gets after the knob was set (a service warming up once asked), or for good.
 * `forMs` is the knob's seconds at the emulator's `speed`, as a deployment's durations are.
 */
interface Override {
  status: number;
  forMs?: number;
  /** Epoch ms the window ends, set at that first request. */
  until?: number;
}

/** One request a service received: what a test asks of a probe (was it sent, did it carry a token). */
export interface ServiceRequest {
  serviceId: string;
  method: string;
  /** The path below the service's link, `/` at least. */
  path: string;
  status: number;
  /** Epoch ms it arrived. */
  at: number;
  /** Whether it carried an Authorization header: a preview URL must never be sent the platform token. */
  authorized: boolean;
}

export class ServiceHttp {
  readonly requests: ServiceRequest[] = [];
  private readonly overrides = new Map<string, Override>();

  private readonly speed: number;

  constructor(speed = 1) {
    this.speed = speed;
  }

  /**
   * `status` from the next request on, for `forSeconds` of platform time (wall-clock time times
   * the emulator's `speed`) counted from that request or, without it, for good; 200 for good clears it.
   */
  set(serviceId: string, status: number, forSeconds: number | undefined): void {
    if (status === 200 && forSeconds === undefined) this.overrides.delete(serviceId);
    else this.overrides.set(serviceId, { status, ...(forSeconds === undefined ? {} : { forMs: forSeconds * 1000 * this.speed }) });
  }

  /**
   * The status a service answers at `now`: its override while it lasts, else 200 when it has
   * deployed and 503 when it has not (nothing runs behind the link yet).
   */
  answer(serviceId: string, deployed: boolean, now: number): number {
    const override = this.overrides.get(serviceId);
    if (override?.forMs !== undefined) override.until ??= now + override.forMs;
    if (override && (override.until === undefined || now < override.until)) return override.status;
    return deployed ? 200 : 503;
  }

  /** A request to a service's link (below SERVICE_PATH): the service answers, not the API (no token asked, none recorded). */
  serve(request: IncomingMessage, method: string, path: string, deployed: (serviceId: string) => boolean, response: ServerResponse): void {
    const rest = path.slice(SERVICE_PATH.length);
    const slash = rest.indexOf('/');
    const serviceId = slash < 0 ? rest : rest.slice(0, slash);
    const now = Date.now();
    const status = this.answer(serviceId, deployed(serviceId), now);
    this.requests.push({
      serviceId,
      method,
      path: slash < 0 ? '/' : rest.slice(slash),
      status,
      at: now,
      authorized: request.headers.authorization !== undefined,
    });
    const text = `${status} ${STATUS_CODES[status] ?? ''}\n`;
    response.writeHead(status, { 'content-type': 'text/plain', 'content-length': String(Buffer.byteLength(text)) }).end(text);
  }
}

/** `{"status": 100-599, "for_seconds"?: positive number}`, or a message saying what is wrong. */
export function serviceHttpOf(body: unknown): { status: number; forSeconds?: number } | string {
  if (typeof body !== 'object' || body === null) return 'send {"status": 503, "for_seconds"?: 10}';
  const { status, for_seconds: forSeconds } = body as Record<string, unknown>;
  if (typeof status !== 'number' || !Number.isInteger(status) || status < 100 || status > 599)
    return '"status" must be an HTTP status from 100 to 599';
  if (forSeconds === undefined || forSeconds === null) return { status };
  if (typeof forSeconds !== 'number' || !(forSeconds > 0)) return '"for_seconds" must be a positive number of seconds';
  return { status, forSeconds };
}
