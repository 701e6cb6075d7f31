/** Applications, containers and databases: the illustrative operations of the spec and the upstream single-service deploys. */
import type {
  Application,
  ApplicationCreateRequest,
  ApplicationDeployRequest,
  ApplicationLog,
  ApplicationStatus,
  Container,
  ContainerDeployRequest,
  Created,
  Database,
  DatabaseCreateRequest,
  DatabaseDeployment,
  EnvironmentVariable,
  EnvironmentVariableRequest,
  ServiceDeployStatus,
} from './schemas.ts';
import type { Transport } from './transport.ts';

export class Applications {
  readonly #transport: Transport;

  constructor(transport: Transport) {
    this.#transport = transport;
  }

  create(environmentId: string, body: ApplicationCreateRequest): Promise<Application> {
    return this.#transport.json(
      {
        method: 'POST',
        route: '/environment/{environmentId}/application',
        ids: { environmentId },
        body: { shape: 'ApplicationCreateRequest', value: body },
        scope: 'Write',
        subject: `environment ${environmentId}`,
        idempotent: false,
      },
      'Application',
    );
  }

  get(applicationId: string): Promise<Application> {
    return this.#transport.json(
      {
        method: 'GET',
        route: '/application/{applicationId}',
        ids: { applicationId },
        scope: 'Read',
        subject: `application ${applicationId}`,
        idempotent: true,
      },
      'Application',
    );
  }

  /** Deploys the given commit (which becomes the application's), or its current one when none is given. */
  deploy(applicationId: string, body?: ApplicationDeployRequest): Promise<ServiceDeployStatus> {
    return this.#transport.json(
      {
        method: 'POST',
        route: '/application/{applicationId}/deploy',
        ids: { applicationId },
        ...(body === undefined ? {} : { body: { shape: 'ApplicationDeployRequest', value: body } }),
        scope: 'Deploy',
        subject: `application ${applicationId}`,
        idempotent: false,
      },
      'ServiceDeployStatus',
    );
  }

  status(applicationId: string): Promise<ApplicationStatus> {
    return this.#transport.json(
      {
        method: 'GET',
        route: '/application/{applicationId}/status',
        ids: { applicationId },
        scope: 'Read',
        subject: `application ${applicationId}`,
        idempotent: true,
      },
      'ApplicationStatus',
    );
  }

  /** Not known to be an upsert: not repeated once it may have arrived. */
  createVariable(applicationId: string, body: EnvironmentVariableRequest): Promise<EnvironmentVariable> {
    return this.#transport.json(
      {
        method: 'POST',
        route: '/application/{applicationId}/environmentVariable',
        ids: { applicationId },
        body: { shape: 'EnvironmentVariableRequest', value: body },
        scope: 'Write',
        subject: `application ${applicationId}`,
        idempotent: false,
      },
      'EnvironmentVariable',
    );
  }

  variables(applicationId: string): Promise<EnvironmentVariable[]> {
    return this.#transport.list(
      {
        method: 'GET',
        route: '/application/{applicationId}/environmentVariable',
        ids: { applicationId },
        scope: 'Read',
        subject: `application ${applicationId}`,
        idempotent: true,
      },
      'EnvironmentVariable',
    );
  }

  /** Its value is sent, never returned, and kept out of every message. */
  createSecret(applicationId: string, body: EnvironmentVariableRequest): Promise<Created> {
    return this.#transport.json(
      {
        method: 'POST',
        route: '/application/{applicationId}/secret',
        ids: { applicationId },
        body: { shape: 'EnvironmentVariableRequest', value: body },
        scope: 'Write',
        subject: `application ${applicationId}`,
        idempotent: false,
        sensitive: [body.value],
      },
      'Created',
    );
  }

  /** The last `tail` lines of the application's log. */
  logs(applicationId: string, tail?: number): Promise<ApplicationLog> {
    return this.#transport.json(
      {
        method: 'GET',
        route: '/application/{applicationId}/log',
        ids: { applicationId },
        query: { tail },
        scope: 'Read',
        subject: `application ${applicationId}`,
        idempotent: true,
      },
      'ApplicationLog',
    );
  }
}

export class Containers {
  readonly #transport: Transport;

  constructor(transport: Transport) {
    this.#transport = transport;
  }

  get(containerId: string): Promise<Container> {
    return this.#transport.json(
      {
        method: 'GET',
        route: '/container/{containerId}',
        ids: { containerId },
        scope: 'Read',
        subject: `container ${containerId}`,
        idempotent: true,
      },
      'Container',
    );
  }

  /** Deploys the given image tag, which becomes the container's. */
  deploy(containerId: string, body: ContainerDeployRequest): Promise<ServiceDeployStatus> {
    return this.#transport.json(
      {
        method: 'POST',
        route: '/container/{containerId}/deploy',
        ids: { containerId },
        body: { shape: 'ContainerDeployRequest', value: body },
        scope: 'Deploy',
        subject: `container ${containerId}`,
        idempotent: false,
      },
      'ServiceDeployStatus',
    );
  }
}

export class Databases {
  readonly #transport: Transport;

  constructor(transport: Transport) {
    this.#transport = transport;
  }

  create(environmentId: string, body: DatabaseCreateRequest): Promise<Database> {
    return this.#transport.json(
      {
        method: 'POST',
        route: '/environment/{environmentId}/database',
        ids: { environmentId },
        body: { shape: 'DatabaseCreateRequest', value: body },
        scope: 'Write',
        subject: `environment ${environmentId}`,
        idempotent: false,
      },
      'Database',
    );
  }

  /** Sent without a body: the spec lists no request members. */
  deploy(databaseId: string): Promise<DatabaseDeployment> {
    return this.#transport.json(
      {
        method: 'POST',
        route: '/database/{databaseId}/deploy',
        ids: { databaseId },
        scope: 'Deploy',
        subject: `database ${databaseId}`,
        idempotent: false,
      },
      'DatabaseDeployment',
    );
  }
}
