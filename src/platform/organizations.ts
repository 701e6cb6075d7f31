/**
 * Organizations and what hangs off them: projects, webhooks, invoices, git branches. Each method
 * performs the entry of the same name in endpoints.ts, which says what the platform does.
 */
import { callOf, perform } from './endpoint.ts';
import { organizations, projects, webhooks } from './endpoints.ts';
import type {
  Created,
  GitBranch,
  InvoiceLink,
  Organization,
  OrganizationAnswer,
  OrganizationPage,
  Project,
  ProjectCreateRequest,
  Webhook,
  WebhookCreateRequest,
} from './schemas.ts';
import type { Transport } from './transport.ts';

function isPage(answer: OrganizationAnswer): answer is OrganizationPage {
  return Array.isArray(answer.results);
}

export interface BranchQuery {
  /** Repository name. */
  name?: string;
  /** Git token to use. */
  gitTokenId?: string;
}

export class Organizations {
  readonly #transport: Transport;

  constructor(transport: Transport) {
    this.#transport = transport;
  }

  /** Whether the service answered with one organization or a first page, every organization. */
  async list(): Promise<Organization[]> {
    const call = callOf(organizations.list, {});
    const first = await this.#transport.json(call, organizations.list.answer);
    if (!isPage(first)) return [first];
    return [...first.results, ...(await this.#transport.laterPages(call, 'Organization', first))];
  }

  gitBranches(organizationId: string, query: BranchQuery = {}): Promise<GitBranch[]> {
    return perform(this.#transport, organizations.gitBranches, { organizationId, name: query.name, gitTokenId: query.gitTokenId });
  }

  invoiceLink(organizationId: string, invoiceId: string): Promise<InvoiceLink> {
    return perform(this.#transport, organizations.invoiceLink, { organizationId, invoiceId });
  }
}

export class Projects {
  readonly #transport: Transport;

  constructor(transport: Transport) {
    this.#transport = transport;
  }

  list(organizationId: string): Promise<Project[]> {
    return perform(this.#transport, projects.list, { organizationId });
  }

  create(organizationId: string, body: ProjectCreateRequest): Promise<Created> {
    return perform(this.#transport, projects.create, { organizationId, body });
  }
}

export class Webhooks {
  readonly #transport: Transport;

  constructor(transport: Transport) {
    this.#transport = transport;
  }

  create(organizationId: string, body: WebhookCreateRequest): Promise<Webhook> {
    return perform(this.#transport, webhooks.create, { organizationId, body });
  }
}
