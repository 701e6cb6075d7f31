/**
 * GitHub's own example payloads (`@octokit/webhooks-examples`), as published for api.github.com:
 * every event GitHub documents, each with its examples.
 */
import { createRequire } from 'node:module';
import type { WebhookDefinition } from '@octokit/webhooks-examples';

export type Example = Record<string, unknown>;

/** The package is one JSON file: read as a runner's event file would be. */
export const definitions = createRequire(import.meta.url)('@octokit/webhooks-examples') as WebhookDefinition[];

export function examplesOf(name: string): Example[] {
  const found = definitions.find((definition) => definition.name === name);
  if (!found) throw new Error(`@octokit/webhooks-examples has no ${name} event`);
  return found.examples as unknown as Example[];
}
