/** Sample bodies in the spec's shapes, the ids they use, and a client wired for tests. */
import nock from 'nock';
import { expect } from 'vitest';
import { PlatformClient } from '../../src/platform/client.ts';
import { PlatformApiError } from '../../src/platform/errors.ts';
import type { ClientOptions } from '../../src/platform/transport.ts';

export const BASE = 'https://api.platform.test';
export const TOKEN = 'tok-5ecret-0123456789';
export const JWT_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c2VyIn0.c2lnbmF0dXJl';

export const ids = {
  organization: '0a000000-0000-4000-8000-000000000001',
  project: '0a000000-0000-4000-8000-000000000002',
  cluster: '0a000000-0000-4000-8000-000000000003',
  environment: '0a000000-0000-4000-8000-000000000004',
  clone: '0a000000-0000-4000-8000-000000000005',
  job: '0a000000-0000-4000-8000-000000000006',
  secret: '0a000000-0000-4000-8000-000000000007',
  deploymentRequest: '0a000000-0000-4000-8000-000000000008',
  application: '0a000000-0000-4000-8000-000000000009',
  stage: '0a000000-0000-4000-8000-00000000000d',
  registry: '0a000000-0000-4000-8000-00000000000e',
} as const;

const CREATED = '2026-01-05T10:00:00Z';

export const environment = {
  id: ids.environment,
  created_at: CREATED,
  updated_at: CREATED,
  name: 'blueprint',
  organization: { id: ids.organization },
  project: { id: ids.project },
  cloud_provider: { provider: 'AWS', cluster: 'main' },
  mode: 'STAGING',
  cluster_id: ids.cluster,
  cluster_name: 'main',
};

export const environmentStatus = {
  id: ids.environment,
  state: 'DEPLOYMENT_QUEUED',
  last_deployment_state: 'DEPLOYED',
  last_deployment_date: CREATED,
  last_deployment_id: `${ids.environment}-3`,
  total_deployment_duration_in_seconds: null,
  origin: 'API',
  triggered_by: 'someone',
  deployment_status: 'OUT_OF_DATE',
  deployment_request_id: ids.deploymentRequest,
  metrics: [
    {
      stage_id: ids.stage,
      total_duration_sec: null,
      details: [{ stage_id: ids.stage, step_name: 'QUEUEING', status: 'SUCCESS', duration_sec: 2 }],
    },
  ],
};

const probe = {
  type: { http: { path: '/health', scheme: 'HTTP', port: 8080 } },
  initial_delay_seconds: 5,
  period_seconds: 10,
  timeout_seconds: 2,
  success_threshold: 1,
  failure_threshold: 3,
};

export const job = {
  id: ids.job,
  created_at: CREATED,
  updated_at: CREATED,
  environment: { id: ids.environment },
  maximum_cpu: 4000,
  maximum_memory: 8192,
  maximum_gpu: 0,
  name: 'api',
  cpu: 500,
  memory: 512,
  gpu: 0,
  auto_preview: false,
  source: { image: { image_name: 'org/api', tag: 'v1', registry_id: ids.registry } },
  healthchecks: { readiness_probe: probe, liveness_probe: null },
  icon_uri: 'app://job',
  service_type: 'JOB',
  job_type: 'LIFECYCLE',
  schedule: { on_start: { arguments: ['serve'], entrypoint: '/bin/api' } },
  max_nb_restart: 0,
  port: 8080,
};

export const secret = {
  id: ids.secret,
  created_at: CREATED,
  key: 'DATABASE_URL',
  mount_path: null,
  description: null,
  scope: 'ENVIRONMENT',
  variable_type: 'VALUE',
};

export const link = {
  service_id: ids.job,
  service_type: 'JOB',
  url: 'https://api-preview.example.test',
  internal_port: 8080,
  external_port: 443,
  is_platform_domain: true,
  is_default: true,
};

export const deploymentRequestStatus = {
  deployment_request_id: ids.deploymentRequest,
  environment_id: ids.environment,
  status: 'DEPLOYING',
};

export interface TestClient {
  client: PlatformClient;
  sleeps: number[];
}

/** A client whose sleeps are recorded instead of waited, and whose jitter is fixed. */
export function testClient(options: Partial<ClientOptions> = {}): TestClient {
  const sleeps: number[] = [];
  const client = new PlatformClient({
    baseUrl: BASE,
    token: TOKEN,
    random: () => 1,
    ...options,
    sleep: async (ms) => {
      sleeps.push(ms);
      await options.sleep?.(ms);
    },
  });
  return { client, sleeps };
}

export interface Seen {
  method: string;
  /** Path and query as sent. */
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** Answers one request to `path` (any query) with `status` and `body`, recording what was sent. */
export function answer(method: string, path: string, status: number, body?: unknown, headers: Record<string, string> = {}): Seen[] {
  const seen: Seen[] = [];
  const text = typeof body === 'string' ? body : body === undefined ? '' : JSON.stringify(body);
  nock(BASE)
    .intercept(path, method)
    .query(true)
    .reply(async (request: Request) => {
      const url = new URL(request.url);
      seen.push({
        method: request.method,
        url: url.pathname + url.search,
        headers: Object.fromEntries(request.headers),
        body: await request.text(),
      });
      return [status, text, { 'content-type': 'application/json', ...headers }];
    });
  return seen;
}

export interface OperationCase {
  name: string;
  run: (client: PlatformClient) => Promise<unknown>;
  method: string;
  path: string;
  /** The exact query string sent, with its `?`. */
  query?: string;
  /** The JSON body the spec expects; absent: no body at all. */
  sent?: unknown;
  status: number;
  reply?: unknown;
  result: unknown;
}

/** Runs one operation against a recorded answer and checks the request and the parsed result. */
export async function expectOperation(operation: OperationCase): Promise<void> {
  const seen = answer(operation.method, operation.path, operation.status, operation.reply);
  const result = await operation.run(testClient().client);
  expect(seen).toHaveLength(1);
  const request = seen[0]!;
  expect(request.method).toBe(operation.method);
  expect(request.url).toBe(operation.path + (operation.query ?? ''));
  expect(request.headers['authorization']).toBe(`Token ${TOKEN}`);
  expect(request.headers['user-agent']).toMatch(/^platform-deploy-action\/\d+\.\d+\.\d+/);
  expect(request.headers['accept']).toBe('application/json');
  if (operation.sent === undefined) {
    expect(request.body).toBe('');
    expect(request.headers['content-type']).toBeUndefined();
  } else {
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual(operation.sent);
  }
  expect(result).toEqual(operation.result);
}

/** The PlatformApiError a call rejects with (the test fails when it resolves or throws another). */
export async function failure(promise: Promise<unknown>): Promise<PlatformApiError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(PlatformApiError);
  return error as PlatformApiError;
}
