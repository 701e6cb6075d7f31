/**
 * The services of an environment as the emulator keeps them: the platform's members of an
 * application (built from git) and a container (run from a registry image), then what only the
 * emulator keeps. Jobs are kept in the platform's own shape.
 */

/** `git_repository` of an application or a git-built job: `deployed_commit_id` is its version. */
export interface GitRepositoryRecord {
  provider: string;
  owner: string;
  name: string;
  url: string;
  branch: string;
  root_path: string;
  deployed_commit_id: string | null;
  deployed_commit_date: string | null;
}
/** An application: built from git. The platform's members, then what only the emulator keeps. */
export interface Application {
  id: string;
  environmentId: string;
  name: string;
  created_at: string;
  updated_at: string;
  git_repository: GitRepositoryRecord;
  build_mode: string;
  dockerfile_path: string | null;
  cpu: number;
  memory: number;
  min_running_instances: number;
  max_running_instances: number;
  ports: Array<{ internal_port: number; external_port?: number; protocol?: string; publicly_accessible?: boolean }>;
  /** Epoch ms when the last deploy completes; undefined: never deployed. */
  runningAt?: number;
  lastDeploymentDate?: string;
  variables: Array<{ id: string; key: string; value: string }>;
  secretKeys: Array<{ id: string; key: string }>;
}
/** A container: runs a registry image; `tag` is its version. */
export interface Container {
  id: string;
  environmentId: string;
  name: string;
  created_at: string;
  updated_at: string;
  image_name: string;
  tag: string;
  registry: RegistryRecord;
  /** Its one public port, when it serves HTTP: then it has a link. */
  port?: { id: string; internal_port: number };
  /** Its size, when a test set one (`POST /_emulator/services/{id}/resources`); else 500 m, 512 MiB, one instance. */
  resources?: ServiceResources;
}

/** A service's size as the OpenAPI's service answers give it: CPU in millicores, memory in MiB, instances. */
export interface ServiceResources {
  cpu: number;
  memory: number;
  min_running_instances: number;
  max_running_instances: number;
}

/** A container registry as services name it; `kind` is one of the OpenAPI's ContainerRegistryKindEnum. */
export interface RegistryRecord {
  id: string;
  name: string;
  url: string;
  kind: string;
}
