import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, it } from 'vitest';
import {
  deploymentRequestStatus,
  environment,
  environmentStatus,
  expectOperation,
  ids,
  job,
  link,
  secret,
  type OperationCase,
} from './fixtures.ts';

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

const ENV = `/environment/${ids.environment}`;
const clone = { ...environment, id: ids.clone, name: 'pr-7', mode: 'PREVIEW' };
const gitRepository = {
  provider: 'GITHUB',
  owner: 'acme',
  name: 'web',
  url: 'https://github.com/acme/web.git',
  branch: 'main',
  root_path: '/',
  deployed_commit_id: 'abc1234',
  deployed_commit_date: '2026-01-05T10:00:00Z',
};
const application = {
  id: ids.application,
  created_at: '2026-01-05T10:00:00Z',
  environment: { id: ids.environment },
  name: 'checkout',
  git_repository: gitRepository,
};
const container = {
  id: ids.clone,
  created_at: '2026-01-05T10:00:00Z',
  environment: { id: ids.environment },
  name: 'search',
  image_name: 'acme/search',
  tag: 'main',
  registry: null,
};
const servicesAtVersion = {
  applications: [{ application_id: ids.application, git_commit_id: 'abc1234' }],
  containers: [{ id: ids.clone, image_tag: 'pr-7' }],
  jobs: [{ id: ids.job, image_tag: 'pr-7' }],
};

const environmentCases: OperationCase[] = [
  {
    name: 'get',
    run: (c) => c.environments.get({ environmentId: ids.environment }),
    method: 'GET',
    path: ENV,
    status: 200,
    reply: environment,
    result: environment,
  },
  {
    name: 'list of a project',
    run: (c) => c.environments.list({ projectId: ids.project }),
    method: 'GET',
    path: `/project/${ids.project}/environment`,
    status: 200,
    reply: { results: [environment, clone] },
    result: [environment, clone],
  },
  {
    name: 'create',
    run: (c) => c.environments.create({ projectId: ids.project, body: { name: 'pr-7', mode: 'PREVIEW', cluster_id: ids.cluster } }),
    method: 'POST',
    path: `/project/${ids.project}/environment`,
    sent: { name: 'pr-7', mode: 'PREVIEW', cluster_id: ids.cluster },
    status: 201,
    reply: clone,
    result: clone,
  },
  {
    name: 'clone',
    run: (c) =>
      c.environments.clone({
        environmentId: ids.environment,
        body: { name: 'pr-7', mode: 'PREVIEW', cluster_id: ids.cluster, project_id: ids.project, apply_deployment_rule: false },
      }),
    method: 'POST',
    path: `${ENV}/clone`,
    sent: { name: 'pr-7', mode: 'PREVIEW', cluster_id: ids.cluster, project_id: ids.project, apply_deployment_rule: false },
    status: 202,
    reply: clone,
    result: clone,
  },
  {
    name: 'status',
    run: (c) => c.environments.status({ environmentId: ids.environment }),
    method: 'GET',
    path: `${ENV}/status`,
    status: 200,
    reply: environmentStatus,
    result: environmentStatus,
  },
  {
    name: 'redeploy (no body)',
    run: (c) => c.environments.redeploy({ environmentId: ids.environment }),
    method: 'POST',
    path: `${ENV}/redeploy`,
    status: 202,
    reply: environmentStatus,
    result: environmentStatus,
  },
  {
    name: 'cancel a deployment',
    run: (c) => c.environments.cancelDeployment({ environmentId: ids.environment }),
    method: 'POST',
    path: `${ENV}/cancelDeployment`,
    status: 202,
    reply: { ...environmentStatus, state: 'CANCELING' },
    result: { ...environmentStatus, state: 'CANCELING' },
  },
  {
    name: 'cancel a deployment by force',
    run: (c) => c.environments.cancelDeployment({ environmentId: ids.environment, body: { force_cancel: true } }),
    method: 'POST',
    path: `${ENV}/cancelDeployment`,
    sent: { force_cancel: true },
    status: 202,
    reply: { ...environmentStatus, state: 'CANCELED' },
    result: { ...environmentStatus, state: 'CANCELED' },
  },
  {
    name: 'delete (204)',
    run: (c) => c.environments.delete({ environmentId: ids.environment }),
    method: 'DELETE',
    path: ENV,
    status: 204,
    result: undefined,
  },
  {
    name: 'links',
    run: (c) => c.environments.links({ environmentId: ids.environment }),
    method: 'GET',
    path: `${ENV}/link`,
    status: 200,
    reply: { results: [link] },
    result: [link],
  },
  {
    name: 'jobs',
    run: (c) => c.environments.jobs({ environmentId: ids.environment }),
    method: 'GET',
    path: `${ENV}/job`,
    status: 200,
    reply: { results: [job] },
    result: [job],
  },
  {
    name: 'applications',
    run: (c) => c.environments.applications({ environmentId: ids.environment }),
    method: 'GET',
    path: `${ENV}/application`,
    status: 200,
    reply: { results: [application] },
    result: [application],
  },
  {
    name: 'containers',
    run: (c) => c.environments.containers({ environmentId: ids.environment }),
    method: 'GET',
    path: `${ENV}/container`,
    status: 200,
    reply: { results: [container] },
    result: [container],
  },
  {
    name: 'services: every kind in one list, a kind newer than the spec kept as another service',
    run: (c) => c.environments.services({ environmentId: ids.environment }),
    method: 'GET',
    path: `${ENV}/services`,
    status: 200,
    reply: {
      results: [
        { ...application, service_type: 'APPLICATION' },
        { ...container, service_type: 'CONTAINER' },
        job,
        { id: ids.secret, created_at: '2026-01-05T10:00:00Z', name: 'orders', type: 'POSTGRESQL', service_type: 'DATABASE' },
        { id: ids.stage, name: 'agent', service_type: 'A_KIND_NEWER_THAN_THE_SPEC' },
      ],
    },
    result: [
      { ...application, service_type: 'APPLICATION' },
      { ...container, service_type: 'CONTAINER' },
      job,
      { id: ids.secret, created_at: '2026-01-05T10:00:00Z', name: 'orders', type: 'POSTGRESQL', service_type: 'DATABASE' },
      { id: ids.stage, name: 'agent', service_type: 'A_KIND_NEWER_THAN_THE_SPEC' },
    ],
  },
  {
    name: 'deploy services at a version in one request (202)',
    run: (c) => c.environments.deployServices({ environmentId: ids.environment, body: servicesAtVersion }),
    method: 'POST',
    path: `${ENV}/service/deploy`,
    sent: servicesAtVersion,
    status: 202,
    reply: environmentStatus,
    result: environmentStatus,
  },
  {
    name: 'deployment status by request',
    run: (c) => c.environments.deploymentStatus({ deploymentRequestId: ids.deploymentRequest }),
    method: 'GET',
    path: '/environment/deploymentStatus',
    query: `?deploymentRequestId=${ids.deploymentRequest}`,
    status: 200,
    reply: deploymentRequestStatus,
    result: deploymentRequestStatus,
  },
];

const jobCases: OperationCase[] = [
  {
    name: 'clone into another environment',
    run: (c) => c.jobs.clone({ jobId: ids.job, body: { name: 'api', environment_id: ids.clone } }),
    method: 'POST',
    path: `/job/${ids.job}/clone`,
    sent: { name: 'api', environment_id: ids.clone },
    status: 202,
    reply: { ...job, environment: { id: ids.clone } },
    result: { ...job, environment: { id: ids.clone } },
  },
];

const secretCases: OperationCase[] = [
  {
    name: 'create (upsert)',
    run: (c) =>
      c.secrets.create({ environmentId: ids.environment, body: { key: 'DATABASE_URL', value: 'postgres://x', description: 'db' } }),
    method: 'POST',
    path: `${ENV}/secret`,
    sent: { key: 'DATABASE_URL', value: 'postgres://x', description: 'db' },
    status: 201,
    reply: secret,
    result: secret,
  },
];

describe.each([
  ['environments', environmentCases],
  ['jobs', jobCases],
  ['secrets', secretCases],
] as const)('%s', (_family, cases) => {
  it.each(cases.map((operation) => [operation.name, operation] as const))('%s', async (_name, operation) => {
    await expectOperation(operation);
  });
});
