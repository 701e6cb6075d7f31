import { endpoints, type AnswerOf, type ParamsOf } from '../../src/platform/endpoint.ts';
import { secrets, organizations, environments } from '../../src/platform/endpoints.ts';

export const a: ParamsOf<typeof secrets.update> = { environmentId: 'x', secretId: 'y', body: { key: 'k' } };
export const b: ParamsOf<typeof organizations.gitBranches> = { organizationId: 'x' };
export const c: ParamsOf<typeof environments.cancelDeployment> = { environmentId: 'x' };
export const d: ParamsOf<typeof environments.deploymentStatus> = { deploymentRequestId: 'x' };
export type E = AnswerOf<typeof environments.deploy>;
export type F = AnswerOf<typeof environments.list>;
// @ts-expect-error wrong id
export const g: ParamsOf<typeof secrets.get> = { environmentId: 'x', secretID: 'y' };
// @ts-expect-error missing body
export const h: ParamsOf<typeof secrets.create> = { environmentId: 'x' };

export const bad1 = endpoints({
  // @ts-expect-error subject
  x: { method: 'GET', route: '/a/{aId}', answer: 'Job', scope: 'Read', subject: 'a {aID}', idempotent: true },
});
export const bad2 = endpoints({
  // @ts-expect-error shape
  x: { method: 'GET', route: '/a/{aId}', answer: 'Jobs', scope: 'Read', subject: 'a {aId}', idempotent: true },
});
export const bad3 = endpoints({
  // @ts-expect-error both
  x: { method: 'GET', route: '/a/{aId}', answer: 'Job', listOf: 'Job', scope: 'Read', subject: 'a {aId}', idempotent: true },
});
export const bad4 = endpoints({
  // @ts-expect-error sensitive not in body
  x: { method: 'POST', route: '/a/{aId}', body: 'SecretRequest', sensitive: 'valu', answer: 'Job', scope: 'Read', subject: 'a {aId}', idempotent: true },
});
export const bad5 = endpoints({
  // @ts-expect-error optional without body
  x: { method: 'POST', route: '/a/{aId}', optionalBody: true, answer: 'Job', scope: 'Read', subject: 'a {aId}', idempotent: true },
});
export const ok = endpoints({
  x: { method: 'GET', route: '/a/{aId}', query: { q: 'uuid' }, answer: 'Job', scope: 'Read', subject: 'a {aId} {q}', idempotent: true },
});
