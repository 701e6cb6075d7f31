/**
 * Applications, containers and databases: the illustrative operations of the spec and the
 * upstream single-service deploys. Each method performs the entry of the same name in
 * endpoints.ts, which says what the platform does.
 */
import { perform } from './endpoint.ts';
import { applications, containers, databases } from './endpoints.ts';
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
    return perform(this.#transport, applications.create, { environmentId, body });
  }

  get(applicationId: string): Promise<Application> {
    return perform(this.#transport, applications.get, { applicationId });
  }

  deploy(applicationId: string, body?: ApplicationDeployRequest): Promise<ServiceDeployStatus> {
    return perform(this.#transport, applications.deploy, { applicationId, body });
  }

  status(applicationId: string): Promise<ApplicationStatus> {
    return perform(this.#transport, applications.status, { applicationId });
  }

  createVariable(applicationId: string, body: EnvironmentVariableRequest): Promise<EnvironmentVariable> {
    return perform(this.#transport, applications.createVariable, { applicationId, body });
  }

  variables(applicationId: string): Promise<EnvironmentVariable[]> {
    return perform(this.#transport, applications.variables, { applicationId });
  }

  createSecret(applicationId: string, body: EnvironmentVariableRequest): Promise<Created> {
    return perform(this.#transport, applications.createSecret, { applicationId, body });
  }

  logs(applicationId: string, tail?: number): Promise<ApplicationLog> {
    return perform(this.#transport, applications.logs, { applicationId, tail });
  }
}

export class Containers {
  readonly #transport: Transport;

  constructor(transport: Transport) {
    this.#transport = transport;
  }

  get(containerId: string): Promise<Container> {
    return perform(this.#transport, containers.get, { containerId });
  }

  deploy(containerId: string, body: ContainerDeployRequest): Promise<ServiceDeployStatus> {
    return perform(this.#transport, containers.deploy, { containerId, body });
  }
}

export class Databases {
  readonly #transport: Transport;

  constructor(transport: Transport) {
    this.#transport = transport;
  }

  create(environmentId: string, body: DatabaseCreateRequest): Promise<Database> {
    return perform(this.#transport, databases.create, { environmentId, body });
  }

  deploy(databaseId: string): Promise<DatabaseDeployment> {
    return perform(this.#transport, databases.deploy, { databaseId });
  }
}
