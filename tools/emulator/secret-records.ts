/**
 * An environment's secrets as the emulator keeps them: the platform's secret, and its value kept
 * only to compare, never in an answer. One secret per key.
 */
import { randomUUID } from 'node:crypto';
import { iso } from './dates.ts';
import { notFound } from './http.ts';
import type { Secret } from './schemas/index.ts';

/** The value is kept only to compare; it never leaves the emulator in an answer. */
export interface SecretRecord {
  secret: Secret;
  value: string | undefined;
}

/** What holds secrets: an environment. */
interface Secreted {
  secrets: SecretRecord[];
}

/**
 * POST on an existing key replaces it "by the new one" (OpenAPI): the secret is made anew, now,
 * in the old one's place. One secret per key, ever. Only an edit (PUT) keeps a secret and moves its
 * `updated_at` on.
 */
export function upsertSecret(record: Secreted, input: SecretInput, now: number): { secret: Secret; created: boolean } {
  const existing = record.secrets.find((entry) => entry.secret.key === input.key);
  const secret: Secret = {
    // The key's id stays, so that a secret is one record per key; its dates are the new one's.
    id: existing?.secret.id ?? randomUUID(),
    created_at: iso(now),
    updated_at: iso(now),
    scope: 'ENVIRONMENT',
    owned_by: 'emulator',
    ...secretFields(input),
    key: input.key,
  };
  if (existing) {
    existing.secret = secret;
    existing.value = input.value;
    return { secret, created: false };
  }
  record.secrets.push({ secret, value: input.value });
  return { secret, created: true };
}

export function secretById(record: Secreted, secretId: string): SecretRecord {
  const found = record.secrets.find((entry) => entry.secret.id === secretId);
  if (!found) throw notFound('secret', secretId);
  return found;
}

export interface SecretInput {
  key: string;
  value?: string | undefined;
  mount_path?: string | null | undefined;
  description?: string | null | undefined;
  enable_interpolation_in_file?: boolean | null | undefined;
}

function secretFields(input: SecretInput): Partial<Secret> {
  return {
    key: input.key,
    description: input.description ?? null,
    enable_interpolation_in_file: input.enable_interpolation_in_file ?? null,
    variable_type: input.mount_path ? 'FILE' : 'VALUE',
  };
}

/** The secret with a value set last: the one a test just handed to the action. */
export function lastSecretSet(record: Secreted): SecretRecord | undefined {
  return record.secrets
    .filter((entry) => entry.value)
    .sort((a, b) => (a.secret.updated_at ?? '').localeCompare(b.secret.updated_at ?? ''))
    .at(-1);
}
