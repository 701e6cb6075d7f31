/**
 * Schemas of clusters, their credentials and settings, and the catalog of regions (section 4.1).
 * The action calls none of these operations: the emulator serves them, and index.ts does not
 * load this module.
 */
import * as z from 'zod';
import { Int, uuid } from './common.ts';

export const ClusterCloudProviderInfo = z.looseObject({
  credentials: z.looseObject({ id: uuid, name: z.string() }),
  region: z.string(),
});
export type ClusterCloudProviderInfo = z.infer<typeof ClusterCloudProviderInfo>;

const CredentialsBase = { id: uuid, name: z.string() };
export const AwsStaticClusterCredentials = z.looseObject({
  ...CredentialsBase,
  access_key_id: z.string(),
  object_type: z.literal('AWS'),
});
/** The other variants: only id and name are shown by the spec. */
const OtherClusterCredentials = z.looseObject({ ...CredentialsBase, object_type: z.string().optional() });
export const ClusterCredentials = z.union([AwsStaticClusterCredentials, OtherClusterCredentials]);
export type ClusterCredentials = z.infer<typeof ClusterCredentials>;
export const ClusterCredentialsRequest = z.strictObject({ name: z.string().min(1) });
export type ClusterCredentialsRequest = z.infer<typeof ClusterCredentialsRequest>;

export const AzureRegion = z.looseObject({
  name: z.string(),
  country_code: z.string(),
  country: z.string(),
  city: z.string(),
  arm_supported: z.boolean(),
  zones: z.array(z.string()),
});
export type AzureRegion = z.infer<typeof AzureRegion>;

const LokiResources = z.looseObject({
  cpu_request_m: Int.optional(),
  cpu_limit_m: Int.optional(),
  memory_request_mib: Int.optional(),
  memory_limit_mib: Int.optional(),
});
const DatabaseAccess = {
  deny_any_access: z.boolean().optional(),
  allowed_cidrs: z.array(z.string()).optional(),
};

/** Default cluster advanced settings: dotted keys, every one optional. */
export const ClusterAdvancedSettings = z.looseObject({
  'aws.cloudwatch.eks_logs_retention_days': Int.optional(),
  'aws.vpc.enable_s3_flow_logs': z.boolean().optional(),
  'aws.vpc.flow_logs_retention_days': Int.optional(),
  'aws.vpc.enable_nat_gateway_secondary_eip': z.boolean().optional(),
  'loki.log_retention_in_week': Int.optional(),
  'loki.deployment_mode': z.enum(['single_binary', 'simple_scalable']).optional(),
  'loki.single_binary.cpu_request_m': Int.optional(),
  'loki.single_binary.cpu_limit_m': Int.optional(),
  'loki.single_binary.memory_request_mib': Int.optional(),
  'loki.single_binary.memory_limit_mib': Int.optional(),
  'loki.write': LokiResources.optional(),
  'loki.read': LokiResources.optional(),
  'loki.backend': LokiResources.optional(),
  'registry.image_retention_time': Int.optional(),
  'cloud_provider.container_registry.tags': z.record(z.string(), z.string()).optional(),
  'aws.eks.enable_alb_controller': z.boolean().optional(),
  'aws.eks.enable_efs_addon': z.boolean().optional(),
  'aws.eks.efs.throughput_mode': z.enum(['bursting', 'elastic', 'provisioned']).optional(),
  'aws.eks.efs.performance_mode': z.enum(['generalPurpose', 'maxIO']).optional(),
  'aws.eks.efs.transition_to_ia': z
    .enum(['AFTER_1_DAY', 'AFTER_7_DAYS', 'AFTER_14_DAYS', 'AFTER_30_DAYS', 'AFTER_60_DAYS', 'AFTER_90_DAYS', ''])
    .optional(),
  'load_balancer.size': z.string().optional(),
  'database.postgresql': z.looseObject(DatabaseAccess).optional(),
  'database.mysql': z.looseObject(DatabaseAccess).optional(),
  'database.mongodb': z.looseObject(DatabaseAccess).optional(),
  'database.redis': z.looseObject(DatabaseAccess).optional(),
  'aws.iam.admin_group': z.string().optional(),
  'aws.eks.ec2.metadata_imds': z.enum(['optional', 'required']).optional(),
  'aws.eks.ec2.ami': z.string().optional(),
  'pleco.resources_ttl': Int.optional(),
  'registry.mirroring_mode': z.enum(['Cluster', 'Service']).optional(),
  'nginx.vcpu.request_in_milli_cpu': Int.optional(),
  'nginx.vcpu.limit_in_milli_cpu': Int.optional(),
  'nginx.memory.request_in_mib': Int.optional(),
  'nginx.memory.limit_in_mib': Int.optional(),
  'nginx.hpa.cpu_utilization_percentage_threshold': Int.optional(),
  'nginx.hpa.min_number_instances': Int.optional(),
  'nginx.hpa.max_number_instances': Int.optional(),
  'envoy.gateway_api.http_request_timeout_seconds': Int.min(0).nullable().optional(),
  'envoy.gateway_api.http_connection_idle_timeout_seconds': Int.min(0).nullable().optional(),
  'envoy.gateway_api.retry.num_retries': Int.min(0).nullable().optional(),
  'envoy.gateway_api.retry.retry_on': z.string().nullable().optional(),
  'envoy.gateway_api.retry.http_status_codes': z.string().nullable().optional(),
  'envoy.gateway_api.retry.per_try_timeout_seconds': Int.min(1).nullable().optional(),
  'storageclass.fast_ssd': z.string().optional(),
  'platform.static_ip_mode': z.boolean().optional(),
  'k8s.api.allowed_public_access_cidrs': z.array(z.string()).optional(),
});
export type ClusterAdvancedSettings = z.infer<typeof ClusterAdvancedSettings>;
