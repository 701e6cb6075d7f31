/**
 * Strict shapes of the rest of the spec: the catalog and organization operations of section
 * 4.1, the illustrative ones of 4.2 (their listed members, plus the generic id, created_at,
 * updated_at and the owner's id), and the error bodies. The spec's text is the authority here:
 * its illustrations differ from the vendor's OpenAPI (webhook events, for one), and the action
 * calls none of them. Every operation the action calls is judged by the OpenAPI (spec-shapes.ts).
 */
import * as z from 'zod';

const uuid = z.uuid();
const dateTime = z.iso.datetime({ offset: true });
const int = z.number().int();
const idRef = z.strictObject({ id: uuid });

export function list<T extends z.ZodType>(item: T) {
  return z.strictObject({
    results: z.array(item),
    pagination: z.strictObject({ page: int, page_size: int, total_count: int, total_pages: int }).optional(),
  });
}

export const Organization = z.strictObject({ id: uuid, name: z.string(), created_at: dateTime });

export const Project = z.strictObject({
  id: uuid,
  name: z.string(),
  description: z.string(),
  created_at: dateTime,
  updated_at: dateTime,
  organization: idRef,
});

export const GitBranch = z.strictObject({ name: z.string() });

/** The static AWS variant, the one the emulator keeps. */
export const ClusterCredentials = z.strictObject({ id: uuid, name: z.string(), access_key_id: z.string(), object_type: z.literal('AWS') });

export const CloudProviderInfo = z.strictObject({ credentials: z.strictObject({ id: uuid, name: z.string() }), region: z.string() });

export const InvoiceLink = z.strictObject({
  service_id: uuid,
  service_type: z.enum(['APPLICATION', 'DATABASE', 'CONTAINER', 'JOB', 'HELM', 'TERRAFORM', 'ARGOCD_APP']),
  url: z.string(),
  internal_port: int,
  external_port: int,
  is_platform_domain: z.boolean(),
  is_default: z.boolean(),
});

export const AzureRegion = z.strictObject({
  name: z.string(),
  country_code: z.string(),
  country: z.string(),
  city: z.string(),
  arm_supported: z.boolean(),
  zones: z.array(z.string()),
});

/** Every member optional; only the names of the spec's table (`*` stands for a group of them). */
const SETTING_NAMES = [
  'aws.cloudwatch.eks_logs_retention_days',
  'aws.vpc.enable_s3_flow_logs',
  'aws.vpc.flow_logs_retention_days',
  'aws.vpc.enable_nat_gateway_secondary_eip',
  'loki.log_retention_in_week',
  'loki.deployment_mode',
  'loki.single_binary.cpu_request_m',
  'loki.single_binary.cpu_limit_m',
  'loki.single_binary.memory_request_mib',
  'loki.single_binary.memory_limit_mib',
  /^loki\.(write|read|backend)\.(cpu_request_m|cpu_limit_m|memory_request_mib|memory_limit_mib)$/,
  'registry.image_retention_time',
  'cloud_provider.container_registry.tags',
  'aws.eks.enable_alb_controller',
  'aws.eks.enable_efs_addon',
  'aws.eks.efs.throughput_mode',
  'aws.eks.efs.performance_mode',
  'aws.eks.efs.transition_to_ia',
  'load_balancer.size',
  /^database\.(postgresql|mysql|mongodb|redis)$/,
  'aws.iam.admin_group',
  'aws.eks.ec2.metadata_imds',
  'aws.eks.ec2.ami',
  'pleco.resources_ttl',
  'registry.mirroring_mode',
  'nginx.vcpu.request_in_milli_cpu',
  'nginx.vcpu.limit_in_milli_cpu',
  'nginx.memory.request_in_mib',
  'nginx.memory.limit_in_mib',
  'nginx.hpa.cpu_utilization_percentage_threshold',
  'nginx.hpa.min_number_instances',
  'nginx.hpa.max_number_instances',
  'envoy.gateway_api.http_request_timeout_seconds',
  'envoy.gateway_api.http_connection_idle_timeout_seconds',
  'envoy.gateway_api.retry.num_retries',
  'envoy.gateway_api.retry.retry_on',
  'envoy.gateway_api.retry.http_status_codes',
  'envoy.gateway_api.retry.per_try_timeout_seconds',
  'storageclass.fast_ssd',
  'platform.static_ip_mode',
  'k8s.api.allowed_public_access_cidrs',
];

export const DefaultClusterAdvancedSettings = z.record(z.string(), z.unknown()).superRefine((settings, context) => {
  for (const key of Object.keys(settings)) {
    if (SETTING_NAMES.some((name) => (typeof name === 'string' ? name === key : name.test(key)))) continue;
    context.addIssue({ code: 'custom', message: `unknown setting "${key}"`, path: [key] });
  }
});

export const Webhook = z.strictObject({
  id: uuid,
  created_at: dateTime,
  updated_at: dateTime.optional(),
  organization: idRef,
  target_url: z.string(),
  events: z.array(z.enum(['DEPLOYMENT_STARTED', 'DEPLOYMENT_SUCCEEDED', 'DEPLOYMENT_FAILED'])),
  enabled: z.boolean(),
});

export const ApplicationStatus = z.strictObject({
  id: uuid,
  state: z.string(),
  service_deployment_status: z.enum(['NEVER_DEPLOYED', 'OUT_OF_DATE', 'UP_TO_DATE']),
  last_deployment_date: dateTime.nullable(),
});

export const EnvironmentVariable = z.strictObject({ id: uuid, key: z.string(), value: z.string(), created_at: dateTime.optional() });

export const ApplicationSecret = z.strictObject({ id: uuid, key: z.string(), created_at: dateTime, scope: z.literal('APPLICATION') });

export const Database = z.strictObject({
  id: uuid,
  created_at: dateTime,
  updated_at: dateTime.optional(),
  name: z.string(),
  environment: idRef,
  type: z.enum(['POSTGRESQL', 'MYSQL', 'MONGODB', 'REDIS']),
  version: z.string(),
  mode: z.enum(['MANAGED', 'CONTAINER']),
  cpu: int.optional(),
  memory: int.optional(),
  storage: int.optional(),
});

export const DatabaseDeployment = z.strictObject({ id: uuid, status: z.string(), database_id: uuid, created_at: dateTime });

/** The spec's `{status, error, message}` or the live service's `{status, detail}`. */
export const ErrorBody = z.union([
  z.strictObject({ status: int, error: z.string(), message: z.string() }),
  z.strictObject({ status: int, detail: z.string() }),
]);
