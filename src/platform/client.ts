/**
 * The typed Platform API client: one call per entry of endpoints.ts, grouped by resource. It
 * knows nothing about GitHub; the operations layer drives it.
 */
import { bind, type Bound } from './endpoint.ts';
import { environments, jobs, logs, organizations, secrets, variables } from './endpoints.ts';
import { Transport, type ClientOptions, type RateLimitState } from './transport.ts';

export class PlatformClient {
  readonly #transport: Transport;
  readonly organizations: Bound<typeof organizations>;
  readonly environments: Bound<typeof environments>;
  readonly jobs: Bound<typeof jobs>;
  readonly secrets: Bound<typeof secrets>;
  readonly logs: Bound<typeof logs>;
  readonly variables: Bound<typeof variables>;

  constructor(options: ClientOptions) {
    this.#transport = new Transport(options);
    this.organizations = bind(this.#transport, organizations);
    this.environments = bind(this.#transport, environments);
    this.jobs = bind(this.#transport, jobs);
    this.secrets = bind(this.#transport, secrets);
    this.logs = bind(this.#transport, logs);
    this.variables = bind(this.#transport, variables);
  }

  /** The last `X-RateLimit-*` headers seen, if the service sends them. */
  get rateLimit(): RateLimitState | undefined {
    return this.#transport.rateLimit;
  }

  /** The requests sent so far that may have changed the platform: every write that left, answered or not. */
  get writesSent(): number {
    return this.#transport.writesSent;
  }
}
