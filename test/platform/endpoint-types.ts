/**
 * What the endpoint table refuses at compile time. Not run: `npm run typecheck` reads it, and
 * fails when a `@ts-expect-error` line below compiles.
 */
import { endpoints, type AnswerOf, type ParamsOf } from '../../src/platform/endpoint.ts';
import type { environments, organizations, secrets } from '../../src/platform/endpoints.ts';
import type { Environment, SecretRequest } from '../../src/platform/schemas.ts';

const body: SecretRequest = { key: 'API_KEY' };

export const params: ParamsOf<typeof secrets.update>[] = [
  { environmentId: 'e', secretId: 's', body },
  // @ts-expect-error an id the route does not name
  { environmentId: 'e', secretID: 's', body },
  // @ts-expect-error the body is wanted
  { environmentId: 'e', secretId: 's' },
];
export const queries: ParamsOf<typeof organizations.gitBranches>[] = [
  { organizationId: 'o' },
  { organizationId: 'o', name: 'web', gitTokenId: 't' },
  // @ts-expect-error a query parameter the entry does not declare
  { organizationId: 'o', branch: 'main' },
];
export const optionalBody: ParamsOf<typeof environments.cancelDeployment> = { environmentId: 'e' };
export const answers: [AnswerOf<typeof environments.list>, AnswerOf<typeof environments.deploy>] = [[] as Environment[], undefined];

const entry = { method: 'GET', route: '/environment/{environmentId}', scope: 'Read', idempotent: true } as const;
// One group each: an entry that fails its own fields' types leaves the group's checks unmade.
export const tables = [
  endpoints({ sound: { ...entry, answer: 'Environment', subject: 'environment {environmentId}' } }),
  // @ts-expect-error a schema name shapes.ts does not export
  endpoints({ misnamed: { ...entry, answer: 'Environments', subject: 'environment {environmentId}' } }),
  // @ts-expect-error the subject names an id the entry does not have
  endpoints({ subject: { ...entry, answer: 'Environment', subject: 'environment {envId}' } }),
  // @ts-expect-error an answer and a list at once
  endpoints({ both: { ...entry, answer: 'Environment', listOf: 'Environment', subject: 'environment {environmentId}' } }),
  // @ts-expect-error a sensitive member the body does not have
  endpoints({ hidden: { ...entry, body: 'SecretRequest', sensitive: 'secret', subject: 'environment {environmentId}' } }),
  // @ts-expect-error an optional body without a body
  endpoints({ optional: { ...entry, optionalBody: true, subject: 'environment {environmentId}' } }),
];
