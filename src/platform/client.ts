/**
 * The typed Platform API client: one function per operation, grouped by resource. It knows
 * nothing about GitHub; the operations layer drives it.
 */
import { Applications, Containers, Databases } from './applications.ts';
import { Catalog, Clusters } from './clusters.ts';
import { Environments } from './environments.ts';
import { Jobs } from './jobs.ts';
import { Logs } from './logs.ts';
import { Organizations, Projects, Webhooks } from './organizations.ts';
import { Secrets } from './secrets.ts';
import { Transport, type ClientOptions, type RateLimitState } from './transport.ts';

export class PlatformClient {
  readonly #transport: Transport;
  readonly environments: Environments;
  readonly jobs: Jobs;
  readonly secrets: Secrets;
  readonly organizations: Organizations;
  readonly projects: Projects;
  readonly clusters: Clusters;
  readonly applications: Applications;
  readonly containers: Containers;
  readonly databases: Databases;
  readonly webhooks: Webhooks;
  readonly logs: Logs;
  readonly catalog: Catalog;

  constructor(options: ClientOptions) {
    this.#transport = new Transport(options);
    this.environments = new Environments(this.#transport);
    this.jobs = new Jobs(this.#transport);
    this.secrets = new Secrets(this.#transport);
    this.organizations = new Organizations(this.#transport);
    this.projects = new Projects(this.#transport);
    this.clusters = new Clusters(this.#transport);
    this.applications = new Applications(this.#transport);
    this.containers = new Containers(this.#transport);
    this.databases = new Databases(this.#transport);
    this.webhooks = new Webhooks(this.#transport);
    this.logs = new Logs(this.#transport);
    this.catalog = new Catalog(this.#transport);
  }

  /** The last `X-RateLimit-*` headers seen, if the service sends them. */
  get rateLimit(): RateLimitState | undefined {
    return this.#transport.rateLimit;
  }
}
