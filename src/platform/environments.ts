/** Environments: read, create, clone, deploy, cancel, delete, and what they contain. */
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
import type { Call, Transport } from './transport.ts';

export interface CancelDeploymentOptions {
  force_cancel?: boolean;
}

export class Environments {
  readonly #transport: Transport;

  constructor(transport: Transport) {
    this.#transport = transport;
  }

  get(environmentId: string): Promise<Environment> {
    return this.#transport.json(
      {
        method: 'GET',
        route: '/environment/{environmentId}',
        ids: { environmentId },
        scope: 'Read',
        subject: `environment ${environmentId}`,
        idempotent: true,
      },
      'Environment',
    );
  }

  /** The environments of a project (names compare case-insensitively on the service). */
  list(projectId: string): Promise<Environment[]> {
    return this.#transport.list(
      {
        method: 'GET',
        route: '/project/{projectId}/environment',
        ids: { projectId },
        scope: 'Read',
        subject: `project ${projectId}`,
        idempotent: true,
      },
      'Environment',
    );
  }

  /** Answers 409 when the name is taken in the project. Not repeated once it may have arrived. */
  create(projectId: string, body: EnvironmentCreateRequest): Promise<Environment> {
    return this.#transport.json(
      {
        method: 'POST',
        route: '/project/{projectId}/environment',
        ids: { projectId },
        body: { shape: 'EnvironmentCreateRequest', value: body },
        scope: 'Write',
        subject: `project ${projectId}`,
        idempotent: false,
      },
      'Environment',
    );
  }

  /** Copies configuration and services (not database data) and does not deploy. */
  clone(environmentId: string, body: EnvironmentCloneRequest): Promise<Environment> {
    return this.#transport.json(
      {
        method: 'POST',
        route: '/environment/{environmentId}/clone',
        ids: { environmentId },
        body: { shape: 'EnvironmentCloneRequest', value: body },
        scope: 'Write',
        subject: `environment ${environmentId}`,
        idempotent: false,
      },
      'Environment',
    );
  }

  /** May show the previous deployment's state for a few seconds after a trigger. */
  status(environmentId: string): Promise<EnvironmentStatus> {
    return this.#transport.json(
      {
        method: 'GET',
        route: '/environment/{environmentId}/status',
        ids: { environmentId },
        scope: 'Read',
        subject: `environment ${environmentId}`,
        idempotent: true,
      },
      'EnvironmentStatus',
    );
  }

  deploy(environmentId: string): Promise<void> {
    return this.#transport.empty({
      method: 'POST',
      route: '/environment/{environmentId}/deploy',
      ids: { environmentId },
      scope: 'Deploy',
      subject: `environment ${environmentId}`,
      idempotent: false,
    });
  }

  redeploy(environmentId: string): Promise<EnvironmentStatus> {
    return this.#transport.json(
      {
        method: 'POST',
        route: '/environment/{environmentId}/redeploy',
        ids: { environmentId },
        scope: 'Deploy',
        subject: `environment ${environmentId}`,
        idempotent: false,
      },
      'EnvironmentStatus',
    );
  }

  /**
   * Deploys the selected services, each at the version given (which becomes its version), in
   * one deployment request. Answers 400 naming a service that is not the environment's, 409 when
   * busy. Not repeated once it may have arrived: a second would be a second deployment.
   */
  deployServices(environmentId: string, body: ServiceDeployRequest): Promise<EnvironmentStatus> {
    return this.#transport.json(
      {
        method: 'POST',
        route: '/environment/{environmentId}/service/deploy',
        ids: { environmentId },
        body: { shape: 'ServiceDeployRequest', value: body },
        scope: 'Deploy',
        subject: `environment ${environmentId}`,
        idempotent: false,
      },
      'EnvironmentStatus',
    );
  }

  /** Cancelling twice cancels once: safe to repeat. */
  cancelDeployment(environmentId: string, body?: CancelDeploymentOptions): Promise<EnvironmentStatus> {
    return this.#transport.json(
      {
        method: 'POST',
        route: '/environment/{environmentId}/cancelDeployment',
        ids: { environmentId },
        ...(body === undefined ? {} : { body: { shape: 'CancelDeploymentRequest', value: body } }),
        scope: 'Deploy',
        subject: `environment ${environmentId}`,
        idempotent: true,
      },
      'EnvironmentStatus',
    );
  }

  /** Asynchronous: the environment goes through DELETE_QUEUED, DELETING, DELETED, then 404. */
  delete(environmentId: string): Promise<void> {
    return this.#transport.empty({
      method: 'DELETE',
      route: '/environment/{environmentId}',
      ids: { environmentId },
      scope: 'Write',
      subject: `environment ${environmentId}`,
      idempotent: true,
    });
  }

  /** Public URLs of the environment's services; none before a service has deployed. */
  links(environmentId: string): Promise<Link[]> {
    return this.#transport.list(
      {
        method: 'GET',
        route: '/environment/{environmentId}/link',
        ids: { environmentId },
        scope: 'Read',
        subject: `environment ${environmentId}`,
        idempotent: true,
      },
      'Link',
    );
  }

  jobs(environmentId: string): Promise<Job[]> {
    return this.#transport.list(
      {
        method: 'GET',
        route: '/environment/{environmentId}/job',
        ids: { environmentId },
        scope: 'Read',
        subject: `environment ${environmentId}`,
        idempotent: true,
      },
      'Job',
    );
  }

  /** The environment's deployment stages with the ids of their services: where stage names come from. */
  deploymentStages(environmentId: string): Promise<DeploymentStage[]> {
    return this.#transport.list(this.#read('/environment/{environmentId}/deploymentStage', environmentId), 'DeploymentStage');
  }

  /** Each stage's name and status with the Status of every service in it: steps and durations. */
  statusesWithStages(environmentId: string): Promise<StatusesWithStages> {
    return this.#transport.json(this.#read('/environment/{environmentId}/statusesWithStages', environmentId), 'StatusesWithStages');
  }

  /** The environment's applications: their names, and their deployed commit for a rollout. */
  applications(environmentId: string): Promise<Application[]> {
    return this.#transport.list(this.#read('/environment/{environmentId}/application', environmentId), 'Application');
  }

  /** The environment's containers: their names, and their image tag for a rollout. */
  containers(environmentId: string): Promise<Container[]> {
    return this.#transport.list(this.#read('/environment/{environmentId}/container', environmentId), 'Container');
  }

  #read(route: string, environmentId: string): Call {
    return { method: 'GET', route, ids: { environmentId }, scope: 'Read', subject: `environment ${environmentId}`, idempotent: true };
  }

  /** The state of one deployment request: free of the stale read of `status`. */
  deploymentStatus(deploymentRequestId: string): Promise<DeploymentRequestStatus> {
    return this.#transport.json(
      {
        method: 'GET',
        route: '/environment/deploymentStatus',
        ids: { deploymentRequestId },
        query: { deploymentRequestId },
        scope: 'Read',
        subject: `deployment request ${deploymentRequestId}`,
        idempotent: true,
      },
      'DeploymentRequestStatus',
    );
  }
}
