/**
 * What the endpoint table refuses at compile time. Not run: `npm run typecheck` reads it, and
 * fails when a `@ts-expect-error` line below compiles.
 */
import { endpoints, type AnswerOf, type Bound, type ParamsOf } from '../../src/platform/endpoint.ts';
import type { environments, secrets } from '../../src/platform/endpoints.ts';
import type { Environment, SecretRequest } from '../../src/platform/schemas/index.ts';

const body: SecretRequest = { key: 'API_KEY' };

export const params: ParamsOf<typeof secrets.create>[] = [
  { environmentId: 'e', body },
  // @ts-expect-error an id the route does not name
  { environmentID: 'e', body },
  // @ts-expect-error the body is wanted
  { environmentId: 'e' },
];
export const branches = endpoints({
  list: {
    method: 'GET',
    route: '/organization/{organizationId}/branch',
    query: { name: 'string?', gitTokenId: 'uuid?' },
    listOf: 'Link',
    scope: 'Read',
    subject: 'organization {organizationId}',
    idempotent: true,
  },
});
export const queries: ParamsOf<typeof branches.list>[] = [
  { organizationId: 'o' },
  { organizationId: 'o', name: 'web', gitTokenId: 't' },
  // @ts-expect-error a query parameter the entry does not declare
  { organizationId: 'o', branch: 'main' },
];
export const requiredQuery: ParamsOf<typeof environments.deploymentStatus>[] = [
  { deploymentRequestId: 'r' },
  // @ts-expect-error a query parameter the entry requires
  {},
];
export const optionalBody: ParamsOf<typeof environments.cancelDeployment> = { environmentId: 'e' };
export const answers: [AnswerOf<typeof environments.list>, AnswerOf<typeof environments.delete>] = [[] as Environment[], undefined];

export async function calls(client: Bound<typeof environments>): Promise<void> {
  await client.get({ environmentId: 'e' });
  // @ts-expect-error a call is given its params in one object
  await client.get('e');
  // @ts-expect-error an entry the group does not have
  await client.deploy({ environmentId: 'e' });
}

const entry = { method: 'GET', route: '/environment/{environmentId}', scope: 'Read', idempotent: true } as const;
// One group each: an entry that fails its own fields' types leaves the group's checks unmade.
export const tables = [
  endpoints({ sound: { ...entry, answer: 'Environment', subject: 'environment {environmentId}' } }),
  // @ts-expect-error a schema name schemas/index.ts does not export
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
