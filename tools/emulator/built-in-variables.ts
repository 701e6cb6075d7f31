/**
 * The variables the platform makes for every service that can be reached: its internal host
 * and, when it has a public port, its external one. Scope and type BUILT_IN (the OpenAPI's
 * hierarchy BUILT_IN > PROJECT > ENVIRONMENT > APPLICATION: an environment may override or alias
 * them), `service_id`, `service_name` and `service_type` naming the service, `owned_by` PLATFORM.
 *
 * Their names: the OpenAPI gives only the example `PLATFORM_DATABASE_PSQL_NAME`, so the
 * emulator follows the vendor's documented convention with the platform's prefix,
 * `PLATFORM_<KIND>_Z<first 8 hex digits of the service id, upper case>_HOST_INTERNAL` and
 * `…_HOST_EXTERNAL`. A client should find them by `service_id`, `variable_type` and the suffix,
 * never by rebuilding the name: the id in the name differs in every clone.
 *
 * They are not stored: every read derives them from the environment's services, so a service
 * added or a clone made has them at once, and ids stay the same from one read to the next.
 */
import { createHash } from 'node:crypto';
import type { EnvironmentVariable } from './schemas/index.ts';
import type { EnvironmentRecord, Store } from './store.ts';

const HOST_INTERNAL = '_HOST_INTERNAL' as const;
const HOST_EXTERNAL = '_HOST_EXTERNAL' as const;
type Suffix = typeof HOST_INTERNAL | typeof HOST_EXTERNAL;

type LinkedKind = 'APPLICATION' | 'CONTAINER' | 'JOB' | 'DATABASE';

/** A service that can be reached, as far as its built-in variables go. */
interface Reachable {
  id: string;
  kind: LinkedKind;
  name: string;
  created_at: string;
  /** It has a public port: an external host too. */
  public: boolean;
}

/** The services of the environment that have hosts: applications, containers, jobs with a port, databases. */
function reachableOf(store: Store, record: EnvironmentRecord): Reachable[] {
  return [
    ...store.applicationsOf(record).map((application) => ({
      id: application.id,
      kind: 'APPLICATION' as const,
      name: application.name,
      created_at: application.created_at,
      public: application.ports.some((port) => port.publicly_accessible === true),
    })),
    ...store.containersOf(record).map((container) => ({
      id: container.id,
      kind: 'CONTAINER' as const,
      name: container.name,
      created_at: container.created_at,
      public: container.port !== undefined,
    })),
    ...store
      .jobsOf(record)
      .filter((job) => typeof job.port === 'number')
      .map((job) => ({ id: job.id, kind: 'JOB' as const, name: job.name, created_at: job.created_at, public: true })),
    ...[...store.databases.values()]
      .filter((database) => database.environmentId === record.environment.id)
      .map((database) => ({
        id: database.id,
        kind: 'DATABASE' as const,
        name: database.name,
        created_at: database.created_at,
        public: false,
      })),
  ];
}

/** `PLATFORM_APPLICATION_Z1A2B3C4D_HOST_INTERNAL`. */
function builtInKey(kind: LinkedKind, serviceId: string, suffix: Suffix): string {
  return `PLATFORM_${kind}_Z${serviceId.replace(/-/g, '').slice(0, 8).toUpperCase()}${suffix}`;
}

/** The same id on every read: a name-based uuid (version 5 layout) of the service and the suffix. */
function stableId(serviceId: string, suffix: Suffix): string {
  const hex = createHash('sha1').update(`${serviceId}${suffix}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A DNS label of the name: lower case, letters, digits and dashes. */
function label(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'service'
  );
}

/**
 * The hosts: internal, resolvable only inside the environment's cluster (the environment's
 * namespace there); external, a name under the cluster's own domain.
 */
function hostOf(store: Store, record: EnvironmentRecord, service: Reachable, suffix: Suffix): string {
  const short = `z${service.id.replace(/-/g, '').slice(0, 8)}`;
  const namespace = `z${record.environment.id.replace(/-/g, '').slice(0, 8)}-${label(record.environment.name)}`;
  if (suffix === HOST_INTERNAL) return `${label(service.name)}-${short}.${namespace}.svc.cluster.local`;
  const cluster = store.clusters.get(record.environment.cluster_id);
  return `${label(service.name)}-${short}.${label(cluster?.name ?? 'cluster')}.platform.example`;
}

/** The environment's built-in variables, service by service, the internal host first. */
export function builtInVariablesOf(store: Store, record: EnvironmentRecord): EnvironmentVariable[] {
  return reachableOf(store, record).flatMap((service) =>
    ([HOST_INTERNAL, ...(service.public ? [HOST_EXTERNAL] : [])] as Suffix[]).map((suffix): EnvironmentVariable => ({
      id: stableId(service.id, suffix),
      created_at: service.created_at,
      key: builtInKey(service.kind, service.id, suffix),
      value: hostOf(store, record, service, suffix),
      mount_path: null,
      description: null,
      enable_interpolation_in_file: null,
      scope: 'BUILT_IN',
      variable_type: 'BUILT_IN',
      service_id: service.id,
      service_name: service.name,
      service_type: service.kind,
      owned_by: 'PLATFORM',
    })),
  );
}

/** The suffix a built-in variable's key ends with. */
function suffixOf(key: string): Suffix | undefined {
  if (key.endsWith(HOST_INTERNAL)) return HOST_INTERNAL;
  if (key.endsWith(HOST_EXTERNAL)) return HOST_EXTERNAL;
  return undefined;
}

/**
 * The built-in variable of `target` that is `variable`'s (one of `source`'s) there: the same
 * suffix, of the service of the same kind and name. What a clone's overrides and aliases of a
 * built-in point at.
 */
export function counterpartOf(
  store: Store,
  variable: Pick<EnvironmentVariable, 'id' | 'key'>,
  source: EnvironmentRecord,
  target: EnvironmentRecord,
): EnvironmentVariable | undefined {
  const original = builtInVariablesOf(store, source).find((each) => each.id === variable.id);
  const suffix = suffixOf(variable.key);
  if (!original || !suffix) return undefined;
  return builtInVariablesOf(store, target).find(
    (each) =>
      each.service_type === original.service_type &&
      each.service_name?.toLowerCase() === original.service_name?.toLowerCase() &&
      suffixOf(each.key) === suffix,
  );
}
