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
const { id: _id, created_at: _created, updated_at: _updated, ...writableJob } = job;
const pinnedJob = { ...job, source: { image: { ...job.source.image, tag: 'v2' } } };
const gitRepository = {
  provider: 'GITHUB', owner: 'acme', name: 'web', url: 'https://github.com/acme/web.git', branch: 'main',
  root_path: '/', deployed_commit_id: 'abc1234', deployed_commit_date: '2026-01-05T10:00:00Z',
};
const application = { id: ids.application, created_at: '2026-01-05T10:00:00Z', environment: { id: ids.environment }, name: 'checkout', git_repository: gitRepository };
const container = { id: ids.clone, created_at: '2026-01-05T10:00:00Z', environment: { id: ids.environment }, name: 'search', image_name: 'acme/search', tag: 'main', registry: null };
const servicesAtVersion = {
  applications: [{ application_id: ids.application, git_commit_id: 'abc1234' }],
  containers: [{ id: ids.clone, image_tag: 'pr-7' }],
  jobs: [{ id: ids.job, image_tag: 'pr-7' }],
};

const environmentCases: OperationCase[] = [
  {
    name: 'get',
    run: (c) => c.environments.get(ids.environment),
    method: 'GET',
    path: ENV,
    status: 200,
    reply: environment,
    result: environment,
  },
  {
    name: 'list of a project',
    run: (c) => c.environments.list(ids.project),
    method: 'GET',
    path: `/project/${ids.project}/environment`,
    status: 200,
    reply: { results: [environment, clone] },
    result: [environment, clone],
  },
  {
    name: 'create',
    run: (c) => c.environments.create(ids.project, { name: 'pr-7', mode: 'PREVIEW', cluster_id: ids.cluster }),
    method: 'POST',
    path: `/project/${ids.project}/environment`,
    sent: { name: 'pr-7', mode: 'PREVIEW', cluster_id: ids.cluster },
    status: 201,
    reply: clone,
    result: clone,
  },
  {
    name: 'clone',
    run: (c) => c.environments.clone(ids.environment, { name: 'pr-7', mode: 'PREVIEW', cluster_id: ids.cluster, project_id: ids.project, apply_deployment_rule: false }),
    method: 'POST',
    path: `${ENV}/clone`,
    sent: { name: 'pr-7', mode: 'PREVIEW', cluster_id: ids.cluster, project_id: ids.project, apply_deployment_rule: false },
    status: 202,
    reply: clone,
    result: clone,
  },
  {
    name: 'status',
    run: (c) => c.environments.status(ids.environment),
    method: 'GET',
    path: `${ENV}/status`,
    status: 200,
    reply: environmentStatus,
    result: environmentStatus,
  },
  {
    name: 'deploy (no body)',
    run: (c) => c.environments.deploy(ids.environment),
    method: 'POST',
    path: `${ENV}/deploy`,
    status: 202,
    reply: '',
    result: undefined,
  },
  {
    name: 'redeploy (no body)',
    run: (c) => c.environments.redeploy(ids.environment),
    method: 'POST',
    path: `${ENV}/redeploy`,
    status: 202,
    reply: environmentStatus,
    result: environmentStatus,
  },
  {
    name: 'cancel a deployment',
    run: (c) => c.environments.cancelDeployment(ids.environment),
    method: 'POST',
    path: `${ENV}/cancelDeployment`,
    status: 202,
    reply: { ...environmentStatus, state: 'CANCELING' },
    result: { ...environmentStatus, state: 'CANCELING' },
  },
  {
    name: 'cancel a deployment by force',
    run: (c) => c.environments.cancelDeployment(ids.environment, { force_cancel: true }),
    method: 'POST',
    path: `${ENV}/cancelDeployment`,
    sent: { force_cancel: true },
    status: 202,
    reply: { ...environmentStatus, state: 'CANCELED' },
    result: { ...environmentStatus, state: 'CANCELED' },
  },
  { name: 'delete (204)', run: (c) => c.environments.delete(ids.environment), method: 'DELETE', path: ENV, status: 204, result: undefined },
  {
    name: 'links',
    run: (c) => c.environments.links(ids.environment),
    method: 'GET',
    path: `${ENV}/link`,
    status: 200,
    reply: { results: [link] },
    result: [link],
  },
  {
    name: 'jobs',
    run: (c) => c.environments.jobs(ids.environment),
    method: 'GET',
    path: `${ENV}/job`,
    status: 200,
    reply: { results: [job] },
    result: [job],
  },
  {
    name: 'applications',
    run: (c) => c.environments.applications(ids.environment),
    method: 'GET',
    path: `${ENV}/application`,
    status: 200,
    reply: { results: [application] },
    result: [application],
  },
  {
    name: 'containers',
    run: (c) => c.environments.containers(ids.environment),
    method: 'GET',
    path: `${ENV}/container`,
    status: 200,
    reply: { results: [container] },
    result: [container],
  },
  {
    name: 'deploy services at a version in one request (202)',
    run: (c) => c.environments.deployServices(ids.environment, servicesAtVersion),
    method: 'POST',
    path: `${ENV}/service/deploy`,
    sent: servicesAtVersion,
    status: 202,
    reply: environmentStatus,
    result: environmentStatus,
  },
  {
    name: 'deployment status by request',
    run: (c) => c.environments.deploymentStatus(ids.deploymentRequest),
    method: 'GET',
    path: '/environment/deploymentStatus',
    query: `?deploymentRequestId=${ids.deploymentRequest}`,
    status: 200,
    reply: deploymentRequestStatus,
    result: deploymentRequestStatus,
  },
];

const jobCases: OperationCase[] = [
  { name: 'get', run: (c) => c.jobs.get(ids.job), method: 'GET', path: `/job/${ids.job}`, status: 200, reply: job, result: job },
  {
    name: 'update writes the whole job back without its read-only fields',
    run: (c) => c.jobs.update(ids.job, pinnedJob),
    method: 'PUT',
    path: `/job/${ids.job}`,
    sent: { ...writableJob, source: { image: { ...job.source.image, tag: 'v2' } } },
    status: 200,
    reply: pinnedJob,
    result: pinnedJob,
  },
  {
    name: 'clone into another environment',
    run: (c) => c.jobs.clone(ids.job, { name: 'api', environment_id: ids.clone }),
    method: 'POST',
    path: `/job/${ids.job}/clone`,
    sent: { name: 'api', environment_id: ids.clone },
    status: 202,
    reply: { ...job, environment: { id: ids.clone } },
    result: { ...job, environment: { id: ids.clone } },
  },
  {
    name: 'deploy an image tag',
    run: (c) => c.jobs.deploy(ids.job, { image_tag: 'v2' }),
    method: 'POST',
    path: `/job/${ids.job}/deploy`,
    sent: { image_tag: 'v2' },
    status: 202,
    reply: '',
    result: undefined,
  },
];

const SECRET = `${ENV}/secret/${ids.secret}`;
const secretCases: OperationCase[] = [
  {
    name: 'list',
    run: (c) => c.secrets.list(ids.environment),
    method: 'GET',
    path: `${ENV}/secret`,
    status: 200,
    reply: { results: [secret] },
    result: [secret],
  },
  {
    name: 'create (upsert)',
    run: (c) => c.secrets.create(ids.environment, { key: 'DATABASE_URL', value: 'postgres://x', description: 'db' }),
    method: 'POST',
    path: `${ENV}/secret`,
    sent: { key: 'DATABASE_URL', value: 'postgres://x', description: 'db' },
    status: 201,
    reply: secret,
    result: secret,
  },
  {
    name: 'get',
    run: (c) => c.secrets.get(ids.environment, ids.secret),
    method: 'GET',
    path: SECRET,
    status: 200,
    reply: secret,
    result: secret,
  },
  {
    name: 'update keeps the key',
    run: (c) => c.secrets.update(ids.environment, ids.secret, { key: 'DATABASE_URL', value: 'postgres://y' }),
    method: 'PUT',
    path: SECRET,
    sent: { key: 'DATABASE_URL', value: 'postgres://y' },
    status: 200,
    reply: secret,
    result: secret,
  },
  {
    name: 'delete',
    run: (c) => c.secrets.delete(ids.environment, ids.secret),
    method: 'DELETE',
    path: SECRET,
    status: 204,
    result: undefined,
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
