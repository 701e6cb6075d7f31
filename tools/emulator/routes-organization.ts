/**
 * Organization-level operations: organizations, projects, clusters and their credentials,
 * invoices, git branches, webhooks, and the catalog (Azure regions, default cluster settings).
 */
import { randomUUID } from 'node:crypto';
import { ClusterCredentialsRequest, ProjectCreateRequest, WebhookCreateRequest } from './schemas/index.ts';
import { AZURE_REGIONS, DEFAULT_CLUSTER_ADVANCED_SETTINGS, GIT_BRANCHES } from './catalog.ts';
import { ApiError, notFound, paginate, parseBody, route, uuidQuery, type Route, type RouteContext } from './http.ts';
import type { Platform } from './platform.ts';
import { iso } from './dates.ts';
import { sameName } from './names.ts';
import type { Project, Webhook } from './store.ts';

export function organizationRoutes(platform: Platform): Route[] {
  const { store } = platform;
  const organizationOf = (context: RouteContext) => store.organization(context.params['organizationId']!);

  return [
    route('GET', '/organization', 'read', (context) => ({ status: 200, body: paginate([...store.organizations.values()], context.query) })),
    route('GET', '/organization/:organizationId', 'read', (context) => ({ status: 200, body: organizationOf(context) })),
    route('GET', '/organization/:organizationId/project', 'read', (context) => {
      const organization = organizationOf(context);
      const projects = [...store.projects.values()].filter((project) => project.organizationId === organization.id);
      return { status: 200, body: paginate(projects.map(projectView), context.query) };
    }),
    route('POST', '/organization/:organizationId/project', 'write', (context) => {
      const organization = organizationOf(context);
      const body = parseBody(ProjectCreateRequest, context.body);
      const taken = [...store.projects.values()].some(
        (project) => project.organizationId === organization.id && sameName(project.name, body.name),
      );
      if (taken) throw new ApiError(409, `a project named "${body.name}" already exists`);
      const project: Project = {
        id: randomUUID(),
        organizationId: organization.id,
        name: body.name,
        description: body.description ?? '',
        created_at: iso(context.now),
        updated_at: iso(context.now),
      };
      store.projects.set(project.id, project);
      return { status: 201, body: projectView(project) };
    }),
    route('GET', '/project/:projectId', 'read', (context) => ({
      status: 200,
      body: projectView(store.project(context.params['projectId']!)),
    })),
    route('PUT', '/project/:projectId', 'write', (context) => {
      const project = store.project(context.params['projectId']!);
      const body = parseBody(ProjectCreateRequest, context.body);
      const taken = [...store.projects.values()].some(
        (other) => other.id !== project.id && other.organizationId === project.organizationId && sameName(other.name, body.name),
      );
      if (taken) throw new ApiError(409, `a project named "${body.name}" already exists`);
      project.name = body.name;
      if (body.description !== undefined) project.description = body.description;
      project.updated_at = iso(context.now);
      return { status: 200, body: projectView(project) };
    }),
    route('GET', '/organization/:organizationId/account/githost/repository/branch', 'read', (context) => {
      organizationOf(context);
      uuidQuery(context.query, 'gitTokenId', false);
      return { status: 200, body: { results: GIT_BRANCHES.map((name) => ({ name })) } };
    }),
    route('PUT', '/organization/:organizationId/onPremise/credentials/:credentialsId', 'write', (context) => {
      const organization = organizationOf(context);
      const credentials = store.credentials.get(context.params['credentialsId']!);
      if (!credentials || credentials.organizationId !== organization.id) throw notFound('credentials', context.params['credentialsId']!);
      credentials.name = parseBody(ClusterCredentialsRequest, context.body).name;
      const { organizationId: _owner, ...view } = credentials;
      return { status: 200, body: view };
    }),
    route('GET', '/organization/:organizationId/cluster/:clusterId/cloudProviderInfo', 'read', (context) => {
      const cluster = store.cluster(organizationOf(context).id, context.params['clusterId']!);
      const credentials = store.credentials.get(cluster.credentialsId);
      return {
        status: 200,
        body: { credentials: { id: cluster.credentialsId, name: credentials?.name ?? '' }, region: cluster.region },
      };
    }),
    route('GET', '/organization/:organizationId/invoice/:invoiceId/download', 'read', (context) => {
      organizationOf(context);
      const invoiceId = context.params['invoiceId']!;
      if (!store.invoices.has(invoiceId)) throw notFound('invoice', invoiceId);
      return {
        status: 200,
        body: {
          service_id: invoiceId,
          service_type: 'APPLICATION',
          url: `https://billing.example.test/invoices/${invoiceId}.pdf`,
          internal_port: 443,
          external_port: 443,
          is_platform_domain: true,
          is_default: true,
        },
      };
    }),
    route('GET', '/azure/region', 'read', () => ({ status: 200, body: { results: AZURE_REGIONS } })),
    route('GET', '/defaultClusterAdvancedSettings', 'read', () => ({ status: 200, body: DEFAULT_CLUSTER_ADVANCED_SETTINGS })),
    route('GET', '/organization/:organizationId/webhook', 'read', (context) => {
      const organization = organizationOf(context);
      const hooks = [...store.webhooks.values()].filter((hook) => hook.organizationId === organization.id);
      return { status: 200, body: paginate(hooks.map(webhookView), context.query) };
    }),
    route('POST', '/organization/:organizationId/webhook', 'write', (context) => {
      const organization = organizationOf(context);
      const body = parseBody(WebhookCreateRequest, context.body);
      const hook: Webhook = { id: randomUUID(), organizationId: organization.id, created_at: iso(context.now), ...body };
      store.webhooks.set(hook.id, hook);
      return { status: 201, body: webhookView(hook) };
    }),
    route('DELETE', '/organization/:organizationId/webhook/:webhookId', 'write', (context) => {
      const organization = organizationOf(context);
      const hook = store.webhooks.get(context.params['webhookId']!);
      if (!hook || hook.organizationId !== organization.id) throw notFound('webhook', context.params['webhookId']!);
      store.webhooks.delete(hook.id);
      return { status: 204 };
    }),
  ];
}

function projectView(project: Project) {
  const { organizationId, ...view } = project;
  return { ...view, organization: { id: organizationId } };
}

function webhookView(hook: Webhook) {
  const { organizationId, ...view } = hook;
  return { ...view, organization: { id: organizationId } };
}
