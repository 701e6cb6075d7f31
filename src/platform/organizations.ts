/** Organizations and what hangs off them: projects, webhooks, invoices, git branches. */
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

  /** The organizations the token can see. */
  async list(): Promise<Organization[]> {
    const call = { method: 'GET', route: '/organization', scope: 'Read', subject: 'organization', idempotent: true } as const;
    const first = await this.#transport.json(call, 'OrganizationAnswer');
    if (!isPage(first)) return [first];
    return [...first.results, ...(await this.#transport.laterPages(call, 'Organization', first))];
  }

  gitBranches(organizationId: string, query: BranchQuery = {}): Promise<GitBranch[]> {
    return this.#transport.list(
      {
        method: 'GET',
        route: '/organization/{organizationId}/account/githost/repository/branch',
        ids: { organizationId, gitTokenId: query.gitTokenId },
        query: { name: query.name, gitTokenId: query.gitTokenId },
        scope: 'Read',
        subject: `organization ${organizationId}`,
        idempotent: true,
      },
      'GitBranch',
    );
  }

  /** The link to an invoice's PDF. */
  invoiceLink(organizationId: string, invoiceId: string): Promise<InvoiceLink> {
    return this.#transport.json(
      {
        method: 'GET',
        route: '/organization/{organizationId}/invoice/{invoiceId}/download',
        ids: { organizationId, invoiceId },
        scope: 'Read',
        subject: `invoice ${invoiceId} of organization ${organizationId}`,
        idempotent: true,
      },
      'InvoiceLink',
    );
  }
}

export class Projects {
  readonly #transport: Transport;

  constructor(transport: Transport) {
    this.#transport = transport;
  }

  list(organizationId: string): Promise<Project[]> {
    return this.#transport.list(
      {
        method: 'GET',
        route: '/organization/{organizationId}/project',
        ids: { organizationId },
        scope: 'Read',
        subject: `organization ${organizationId}`,
        idempotent: true,
      },
      'Project',
    );
  }

  create(organizationId: string, body: ProjectCreateRequest): Promise<Created> {
    return this.#transport.json(
      {
        method: 'POST',
        route: '/organization/{organizationId}/project',
        ids: { organizationId },
        body: { shape: 'ProjectCreateRequest', value: body },
        scope: 'Write',
        subject: `organization ${organizationId}`,
        idempotent: false,
      },
      'Created',
    );
  }
}

export class Webhooks {
  readonly #transport: Transport;

  constructor(transport: Transport) {
    this.#transport = transport;
  }

  create(organizationId: string, body: WebhookCreateRequest): Promise<Webhook> {
    return this.#transport.json(
      {
        method: 'POST',
        route: '/organization/{organizationId}/webhook',
        ids: { organizationId },
        body: { shape: 'WebhookCreateRequest', value: body },
        scope: 'Write',
        subject: `organization ${organizationId}`,
        idempotent: false,
      },
      'Webhook',
    );
  }
}
