/**
 * Reading the service's rate-limit headers. The spec documents `X-RateLimit-*` but the published
 * description omits them, and a 429 may carry `Retry-After` instead: every header is optional.
 */
import type { IncomingHttpHeaders } from 'node:http';

export interface RateLimitState {
  /** Requests allowed per window, when the service says. */
  limit: number | undefined;
  remaining: number;
  /** When the window resets, epoch ms. */
  resetAt: number;
  /** When these headers were read, epoch ms. */
  observedAt: number;
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function count(text: string | undefined): number | undefined {
  if (text === undefined || !/^\s*\d+\s*$/.test(text)) return undefined;
  return Number(text);
}

/** `X-RateLimit-Reset` is a Unix timestamp in seconds; tolerate one given in milliseconds. */
function resetTime(text: string | undefined): number | undefined {
  const value = count(text);
  if (value === undefined) return undefined;
  return value > 1e12 ? value : value * 1000;
}

export function rateLimitOf(headers: IncomingHttpHeaders, now: number): RateLimitState | undefined {
  const remaining = count(header(headers, 'x-ratelimit-remaining'));
  const resetAt = resetTime(header(headers, 'x-ratelimit-reset'));
  if (remaining === undefined || resetAt === undefined) return undefined;
  return { limit: count(header(headers, 'x-ratelimit-limit')), remaining, resetAt, observedAt: now };
}

/**
 * When a 429 lifts, epoch ms: `Retry-After` (seconds or an HTTP date) first, then
 * `X-RateLimit-Reset`.
 */
export function limitedUntil(headers: IncomingHttpHeaders, now: number): number | undefined {
  const retryAfter = header(headers, 'retry-after')?.trim();
  if (retryAfter !== undefined && retryAfter !== '') {
    const seconds = count(retryAfter);
    if (seconds !== undefined) return now + seconds * 1000;
    const date = Date.parse(retryAfter);
    if (!Number.isNaN(date)) return Math.max(now, date);
  }
  const reset = resetTime(header(headers, 'x-ratelimit-reset'));
  return reset === undefined ? undefined : Math.max(now, reset);
}
