/**
 * Environments: read, create, clone, deploy, cancel, delete, and what they contain. Each method
 * performs the entry of the same name in endpoints.ts, which says what the platform does.
 */
import { perform } from './endpoint.ts';
import { environments } from './endpoints.ts';
import type {
  Application,
  Container,
  DeploymentRequestStatus,
  Environment,
  EnvironmentCloneRequest,
  EnvironmentCreateRequest,
  EnvironmentStatus,
  Job,
  Link,
  ServiceDeployRequest,
} from './schemas.ts';
import type { DeploymentStage, StatusesWithStages } from './stage-schemas.ts';
import type { Transport } from './transport.ts';

export interface CancelDeploymentOptions {
  force_cancel?: boolean;
}

export class Environments {
  readonly #transport: Transport;

  constructor(transport: Transport) {
    this.#transport = transport;
  }

  get(environmentId: string): Promise<Environment> {
    return perform(this.#transport, environments.get, { environmentId });
  }

  list(projectId: string): Promise<Environment[]> {
    return perform(this.#transport, environments.list, { projectId });
  }

  create(projectId: string, body: EnvironmentCreateRequest): Promise<Environment> {
    return perform(this.#transport, environments.create, { projectId, body });
  }

  clone(environmentId: string, body: EnvironmentCloneRequest): Promise<Environment> {
    return perform(this.#transport, environments.clone, { environmentId, body });
  }

  status(environmentId: string): Promise<EnvironmentStatus> {
    return perform(this.#transport, environments.status, { environmentId });
  }

  deploy(environmentId: string): Promise<void> {
    return perform(this.#transport, environments.deploy, { environmentId });
  }

  redeploy(environmentId: string): Promise<EnvironmentStatus> {
    return perform(this.#transport, environments.redeploy, { environmentId });
  }

  deployServices(environmentId: string, body: ServiceDeployRequest): Promise<EnvironmentStatus> {
    return perform(this.#transport, environments.deployServices, { environmentId, body });
  }

  /** Without options, no body is sent. */
  cancelDeployment(environmentId: string, body?: CancelDeploymentOptions): Promise<EnvironmentStatus> {
    return perform(this.#transport, environments.cancelDeployment, { environmentId, body });
  }

  delete(environmentId: string): Promise<void> {
    return perform(this.#transport, environments.delete, { environmentId });
  }

  links(environmentId: string): Promise<Link[]> {
    return perform(this.#transport, environments.links, { environmentId });
  }

  jobs(environmentId: string): Promise<Job[]> {
    return perform(this.#transport, environments.jobs, { environmentId });
  }

  deploymentStages(environmentId: string): Promise<DeploymentStage[]> {
    return perform(this.#transport, environments.deploymentStages, { environmentId });
  }

  statusesWithStages(environmentId: string): Promise<StatusesWithStages> {
    return perform(this.#transport, environments.statusesWithStages, { environmentId });
  }

  applications(environmentId: string): Promise<Application[]> {
    return perform(this.#transport, environments.applications, { environmentId });
  }

  containers(environmentId: string): Promise<Container[]> {
    return perform(this.#transport, environments.containers, { environmentId });
  }

  deploymentStatus(deploymentRequestId: string): Promise<DeploymentRequestStatus> {
    return perform(this.#transport, environments.deploymentStatus, { deploymentRequestId });
  }
}
