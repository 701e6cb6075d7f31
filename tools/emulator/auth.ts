/**
 * Who is asking and how much they may still ask: the two authorization schemes, the four token
 * scopes, and the per-token rate-limit window.
 */
import { randomBytes } from 'node:crypto';
import type { Need, Scope } from './http.ts';

export interface Tokens {
  admin: string;
  read: string;
  deploy: string;
  write: string;
  /** A Bearer JWT with the Admin scope, as the console would issue. */
  jwt: string;
}

export interface Credential {
  scope: Scope;
  scheme: 'Token' | 'Bearer';
}

export function createTokens(now: number): Tokens {
  const token = (scope: string) => `plat_${scope}_${randomBytes(18).toString('base64url')}`;
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const jwt = [
    part({ alg: 'HS256', typ: 'JWT' }),
    part({ sub: 'emulator-admin', scope: 'admin', iat: Math.floor(now / 1000), exp: Math.floor(now / 1000) + 86_400 }),
    randomBytes(32).toString('base64url'),
  ].join('.');
  return { admin: token('admin'), read: token('read'), deploy: token('deploy'), write: token('write'), jwt };
}

/** API tokens go with `Token`, the console's JWT with `Bearer`; anything else is unknown. */
export function identify(header: string | undefined, tokens: Tokens): Credential | undefined {
  const match = /^(Token|Bearer) +(\S+)$/.exec(header?.trim() ?? '');
  if (!match) return undefined;
  const [, scheme, value] = match;
  if (scheme === 'Bearer') return value === tokens.jwt ? { scope: 'admin', scheme: 'Bearer' } : undefined;
  for (const scope of ['admin', 'read', 'deploy', 'write'] as const) {
    if (tokens[scope] === value) return { scope, scheme: 'Token' };
  }
  return undefined;
}

export function allows(scope: Scope, need: Need): boolean {
  if (scope === 'admin' || need === 'read') return true;
  return scope === need;
}

export const SCOPE_NAMES: Record<Need, string> = { read: 'Read', deploy: 'Deploy', write: 'Write' };

export interface RateLimitVerdict {
  limit: number;
  remaining: number;
  /** Epoch ms when the window starts over. */
  resetAt: number;
  exceeded: boolean;
}

/** A fixed window per token, opened by the token's first request. */
export class RateLimiter {
  private readonly limit: number;
  private readonly windowMs: number;
  private readonly windows = new Map<string, { resetAt: number; used: number }>();

  constructor(limit: number, windowSeconds: number) {
    this.limit = limit;
    this.windowMs = windowSeconds * 1000;
  }

  take(key: string, now: number): RateLimitVerdict {
    let window = this.windows.get(key);
    if (!window || now >= window.resetAt) {
      window = { resetAt: now + this.windowMs, used: 0 };
      this.windows.set(key, window);
    }
    const exceeded = window.used >= this.limit;
    if (!exceeded) window.used += 1;
    return { limit: this.limit, remaining: this.limit - window.used, resetAt: window.resetAt, exceeded };
  }
}
