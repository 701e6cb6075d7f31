import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, it } from 'vitest';
import { expectOperation, ids, type OperationCase } from './fixtures.ts';

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

const ORG = `/organization/${ids.organization}`;
const organization = { id: ids.organization, name: 'acme', created_at: '2025-01-01T00:00:00Z' };
const project = { id: ids.project, name: 'shop', description: 'the shop', created_at: '2025-01-02T00:00:00Z', updated_at: '2025-01-03T00:00:00Z' };
const invoiceLink = {
  service_id: ids.invoice,
  service_type: 'APPLICATION',
  url: 'https://billing.example.test/invoice.pdf',
  internal_port: 443,
  external_port: 443,
  is_platform_domain: true,
  is_default: true,
};
const azureRegion = { name: 'westeurope', country_code: 'NL', country: 'Netherlands', city: 'Amsterdam', arm_supported: true, zones: ['1', '2', '3'] };
const settings = { 'aws.eks.enable_alb_controller': true, 'loki.deployment_mode': 'single_binary', 'loki.write': { cpu_request_m: 100 } };
const credentials = { id: ids.credentials, name: 'on-prem', access_key_id: 'AKIA0000', object_type: 'AWS' };
const webhook = { id: ids.webhook, target_url: 'https://hooks.example.test/platform', events: ['DEPLOYMENT_FAILED'], enabled: true };

const organizationCases: OperationCase[] = [
  {
    name: 'list (one organization)',
    run: (c) => c.organizations.list(),
    method: 'GET',
    path: '/organization',
    status: 200,
    reply: organization,
    result: [organization],
  },
  {
    name: 'list (a results object)',
    run: (c) => c.organizations.list(),
    method: 'GET',
    path: '/organization',
    status: 200,
    reply: { results: [organization] },
    result: [organization],
  },
  {
    name: 'git branches of a repository',
    run: (c) => c.organizations.gitBranches(ids.organization, { name: 'acme/shop', gitTokenId: ids.credentials }),
    method: 'GET',
    path: `${ORG}/account/githost/repository/branch`,
    query: `?name=acme%2Fshop&gitTokenId=${ids.credentials}`,
    status: 200,
    reply: { results: [{ name: 'main' }, { name: 'feature' }] },
    result: [{ name: 'main' }, { name: 'feature' }],
  },
  {
    name: 'git branches without a query',
    run: (c) => c.organizations.gitBranches(ids.organization),
    method: 'GET',
    path: `${ORG}/account/githost/repository/branch`,
    status: 200,
    reply: { results: [] },
    result: [],
  },
  {
    name: 'invoice link',
    run: (c) => c.organizations.invoiceLink(ids.organization, ids.invoice),
    method: 'GET',
    path: `${ORG}/invoice/${ids.invoice}/download`,
    status: 200,
    reply: invoiceLink,
    result: invoiceLink,
  },
  {
    name: 'projects',
    run: (c) => c.projects.list(ids.organization),
    method: 'GET',
    path: `${ORG}/project`,
    status: 200,
    reply: { results: [project] },
    result: [project],
  },
  {
    name: 'create a project',
    run: (c) => c.projects.create(ids.organization, { name: 'shop', description: 'the shop' }),
    method: 'POST',
    path: `${ORG}/project`,
    sent: { name: 'shop', description: 'the shop' },
    status: 201,
    reply: { id: ids.project },
    result: { id: ids.project },
  },
  {
    name: 'create a webhook',
    run: (c) => c.webhooks.create(ids.organization, { target_url: webhook.target_url, events: ['DEPLOYMENT_FAILED'], enabled: true }),
    method: 'POST',
    path: `${ORG}/webhook`,
    sent: { target_url: webhook.target_url, events: ['DEPLOYMENT_FAILED'], enabled: true },
    status: 201,
    reply: webhook,
    result: webhook,
  },
];

const clusterCases: OperationCase[] = [
  {
    name: 'cloud provider info',
    run: (c) => c.clusters.cloudProviderInfo(ids.organization, ids.cluster),
    method: 'GET',
    path: `${ORG}/cluster/${ids.cluster}/cloudProviderInfo`,
    status: 200,
    reply: { credentials: { id: ids.credentials, name: 'aws' }, region: 'eu-west-3' },
    result: { credentials: { id: ids.credentials, name: 'aws' }, region: 'eu-west-3' },
  },
  {
    name: 'edit on-premise credentials',
    run: (c) => c.clusters.editCredentials(ids.organization, ids.credentials, { name: 'on-prem' }),
    method: 'PUT',
    path: `${ORG}/onPremise/credentials/${ids.credentials}`,
    sent: { name: 'on-prem' },
    status: 200,
    reply: credentials,
    result: credentials,
  },
  {
    name: 'Azure regions',
    run: (c) => c.catalog.azureRegions(),
    method: 'GET',
    path: '/azure/region',
    status: 200,
    reply: { results: [azureRegion] },
    result: [azureRegion],
  },
  {
    name: 'default cluster advanced settings',
    run: (c) => c.catalog.defaultClusterAdvancedSettings(),
    method: 'GET',
    path: '/defaultClusterAdvancedSettings',
    status: 200,
    reply: settings,
    result: settings,
  },
];

const APP = `/application/${ids.application}`;
const applicationBody = {
  name: 'web',
  git_repository: { url: 'https://github.com/acme/web.git', branch: 'main' },
  build_mode: 'DOCKER' as const,
  dockerfile_path: 'Dockerfile',
  cpu: 500,
  memory: 512,
  min_running_instances: 1,
  max_running_instances: 2,
  ports: [{ internal_port: 8080, external_port: 443, protocol: 'HTTP' as const, publicly_accessible: true }],
};
/** A single-service deploy answers the service's Status (upstream notes). */
const deployment = { id: ids.application, state: 'QUEUED', service_deployment_status: 'OUT_OF_DATE', last_deployment_date: null, deployment_request_id: ids.deploymentRequest };
const variable = { id: ids.secret, key: 'LOG_LEVEL', value: 'debug' };

const applicationCases: OperationCase[] = [
  {
    name: 'create an application',
    run: (c) => c.applications.create(ids.environment, applicationBody),
    method: 'POST',
    path: `/environment/${ids.environment}/application`,
    sent: applicationBody,
    status: 201,
    reply: { id: ids.application },
    result: { id: ids.application },
  },
  {
    name: 'deploy a commit',
    run: (c) => c.applications.deploy(ids.application, { git_commit_id: 'abc1234' }),
    method: 'POST',
    path: `${APP}/deploy`,
    sent: { git_commit_id: 'abc1234' },
    status: 202,
    reply: deployment,
    result: deployment,
  },
  {
    name: 'deploy a container at an image tag',
    run: (c) => c.containers.deploy(ids.clone, { image_tag: 'pr-7' }),
    method: 'POST',
    path: `/container/${ids.clone}/deploy`,
    sent: { image_tag: 'pr-7' },
    status: 202,
    reply: { ...deployment, id: ids.clone },
    result: { ...deployment, id: ids.clone },
  },
  {
    name: 'application status',
    run: (c) => c.applications.status(ids.application),
    method: 'GET',
    path: `${APP}/status`,
    status: 200,
    reply: { id: ids.application, state: 'RUNNING', service_deployment_status: 'UP_TO_DATE', last_deployment_date: null },
    result: { id: ids.application, state: 'RUNNING', service_deployment_status: 'UP_TO_DATE', last_deployment_date: null },
  },
  {
    name: 'create a variable',
    run: (c) => c.applications.createVariable(ids.application, { key: 'LOG_LEVEL', value: 'debug' }),
    method: 'POST',
    path: `${APP}/environmentVariable`,
    sent: { key: 'LOG_LEVEL', value: 'debug' },
    status: 201,
    reply: variable,
    result: variable,
  },
  {
    name: 'list variables',
    run: (c) => c.applications.variables(ids.application),
    method: 'GET',
    path: `${APP}/environmentVariable`,
    status: 200,
    reply: { results: [variable] },
    result: [variable],
  },
  {
    name: 'create an application secret',
    run: (c) => c.applications.createSecret(ids.application, { key: 'API_KEY', value: 'k' }),
    method: 'POST',
    path: `${APP}/secret`,
    sent: { key: 'API_KEY', value: 'k' },
    status: 201,
    reply: { id: ids.secret, key: 'API_KEY' },
    result: { id: ids.secret, key: 'API_KEY' },
  },
  {
    name: 'log tail',
    run: (c) => c.applications.logs(ids.application, 50),
    method: 'GET',
    path: `${APP}/log`,
    query: '?tail=50',
    status: 200,
    reply: ['line 1', 'line 2'],
    result: ['line 1', 'line 2'],
  },
  {
    name: 'create a database',
    run: (c) => c.databases.create(ids.environment, { name: 'db', type: 'POSTGRESQL', version: '16', mode: 'MANAGED', cpu: 250, memory: 256, storage: 10 }),
    method: 'POST',
    path: `/environment/${ids.environment}/database`,
    sent: { name: 'db', type: 'POSTGRESQL', version: '16', mode: 'MANAGED', cpu: 250, memory: 256, storage: 10 },
    status: 201,
    reply: { id: ids.database },
    result: { id: ids.database },
  },
  {
    name: 'deploy a database (no body)',
    run: (c) => c.databases.deploy(ids.database),
    method: 'POST',
    path: `/database/${ids.database}/deploy`,
    status: 202,
    reply: { id: ids.deploymentRequest, status: 'QUEUED' },
    result: { id: ids.deploymentRequest, status: 'QUEUED' },
  },
];

describe.each([
  ['organizations, projects and webhooks', organizationCases],
  ['clusters and catalog', clusterCases],
  ['applications and databases', applicationCases],
] as const)('%s', (_family, cases) => {
  it.each(cases.map((operation) => [operation.name, operation] as const))('%s', async (_name, operation) => {
    await expectOperation(operation);
  });
});
