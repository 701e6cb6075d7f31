/**
 * Environments: read, list, create, clone, deploy, redeploy, cancel, stop, delete, status, links and
 * jobs, plus the deployment-request lookup, the queue of requests waiting behind the running one, and
 * the history of requests.
 */
import {
  CancelDeploymentRequest,
  EnvironmentCloneRequest,
  EnvironmentCreateRequest,
  EnvironmentEditRequest,
  type Link,
} from './schemas/index.ts';
import { ApiError, paginate, parseBody, route, uuidQuery, type Route, type RouteContext } from './http.ts';
import type { Platform } from './platform.ts';
import { applicationView, containerView, copyServices, servicesView } from './services.ts';
import type { EnvironmentRecord } from './store.ts';
import { deploymentStagesOf, queuedRequestOf } from './views.ts';
import { copyVariables } from './routes-variables.ts';
import { copyStages } from './deployment-stages.ts';
import { upsertSecret } from './secret-records.ts';

export function environmentRoutes(platform: Platform): Route[] {
  const { store, engine } = platform;
  const environmentOf = (context: RouteContext) => store.environment(context.params['environmentId']!);

  return [
    route(
      'GET',
      '/environment/deploymentStatus',
      'read',
      (context) => {
        const id = uuidQuery(context.query, 'deploymentRequestId', true)!;
        const request = store.requests.get(id);
        if (!request || store.environments.get(request.environmentId)?.gone !== false) {
          if (platform.unknownRequest === 'empty') return { status: 200, body: {} };
          throw new ApiError(404, `deployment request ${id} not found`);
        }
        return { status: 200, body: { deployment_request_id: request.id, environment_id: request.environmentId, status: request.state } };
      },
      { poll: true },
    ),
    route('POST', '/deploymentQueue/:deploymentRequestId/cancelDeployment', 'deploy', (context) => {
      const id = context.params['deploymentRequestId']!;
      const request = store.requests.get(id);
      const record = request && store.environments.get(request.environmentId);
      if (!request || !record || record.gone !== false) throw new ApiError(404, `deployment request ${id} not found`);
      engine.cancelQueued(record, request);
      return { status: 202 };
    }),
    route('GET', '/environment/:environmentId', 'read', (context) => ({ status: 200, body: environmentOf(context).environment })),
    route('PUT', '/environment/:environmentId', 'write', (context) => {
      const record = environmentOf(context);
      const body = parseBody(EnvironmentEditRequest, context.body);
      if (body.name !== undefined && body.name.toLowerCase() !== record.environment.name.toLowerCase())
        store.ensureEnvironmentNameFree(record.environment.project.id, body.name);
      record.environment = {
        ...record.environment,
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.mode !== undefined ? { mode: body.mode } : {}),
        updated_at: new Date(context.now).toISOString(),
      };
      return { status: 200, body: record.environment };
    }),
    route(
      'GET',
      '/environment/:environmentId/status',
      'read',
      (context) => ({
        status: 200,
        body: engine.polledStatus(environmentOf(context), context.now),
      }),
      { poll: true },
    ),
    route('POST', '/environment/:environmentId/redeploy', 'deploy', (context) => trigger(platform, context)),
    route('POST', '/environment/:environmentId/deploy', 'deploy', (context) => trigger(platform, context)),
    route('POST', '/environment/:environmentId/cancelDeployment', 'deploy', (context) => {
      const record = environmentOf(context);
      if (context.hasBody) parseBody(CancelDeploymentRequest, context.body);
      engine.cancel(record);
      return { status: 202, body: engine.status(record) };
    }),
    route('POST', '/environment/:environmentId/stop', 'deploy', (context) => {
      const record = environmentOf(context);
      if (context.hasBody) throw new ApiError(415, 'this operation takes no request body');
      const request = engine.stop(record, `api-token:${context.scope}`);
      return { status: 202, body: engine.viewOf(record, request) };
    }),
    route('DELETE', '/environment/:environmentId', 'write', (context) => {
      engine.delete(environmentOf(context), `api-token:${context.scope}`);
      return { status: 204 };
    }),
    route('POST', '/environment/:environmentId/clone', 'write', (context) => {
      const source = environmentOf(context);
      const body = parseBody(EnvironmentCloneRequest, context.body);
      const project = store.project(body.project_id ?? source.environment.project.id);
      const cluster = store.cluster(project.organizationId, body.cluster_id ?? source.environment.cluster_id);
      if (engine.running(source)?.kind === 'delete') throw new ApiError(409, 'Operation is in progress: the environment is being deleted');
      store.ensureEnvironmentNameFree(project.id, body.name);
      const clone = store.addEnvironment({
        project,
        cluster,
        name: body.name,
        mode: body.mode ?? source.environment.mode,
        now: context.now,
      });
      copyStages(source, clone, context.now);
      for (const job of store.jobsOf(source)) store.copyJob(job, clone, job.name, context.now);
      copyServices(store, source, clone, context.now);
      for (const { secret, value } of source.secrets) {
        upsertSecret(clone, { ...secret, value }, context.now);
      }
      // Variables are configuration too: the clone starts with the source's, wired to its own services.
      copyVariables(store, source, clone, context.now);
      return { status: 202, body: clone.environment };
    }),
    route('GET', '/environment/:environmentId/link', 'read', (context) => ({
      status: 200,
      body: { results: linksOf(platform, environmentOf(context)) },
    })),
    route('GET', '/environment/:environmentId/job', 'read', (context) => ({
      status: 200,
      body: paginate(store.jobsOf(environmentOf(context)), context.query),
    })),
    route('GET', '/environment/:environmentId/application', 'read', (context) => ({
      status: 200,
      body: paginate(store.applicationsOf(environmentOf(context)).map(applicationView), context.query),
    })),
    route('GET', '/environment/:environmentId/container', 'read', (context) => ({
      status: 200,
      body: paginate(store.containersOf(environmentOf(context)).map(containerView), context.query),
    })),
    route('GET', '/environment/:environmentId/services', 'read', (context) => ({
      status: 200,
      body: paginate(servicesView(store, environmentOf(context)), context.query),
    })),
    route('GET', '/environment/:environmentId/deploymentStage', 'read', (context) => ({
      status: 200,
      body: { results: deploymentStagesOf(environmentOf(context)) },
    })),
    route('GET', '/environment/:environmentId/deploymentQueue', 'read', (context) => ({
      status: 200,
      body: { results: environmentOf(context).queue.map(queuedRequestOf) },
    })),
    route('GET', '/environment/:environmentId/statusesWithStages', 'read', (context) => ({
      status: 200,
      body: engine.statusesWithStages(environmentOf(context)),
    })),
    route('GET', '/project/:projectId/environment', 'read', (context) => {
      store.project(context.params['projectId']!);
      const environments = store.environmentsOf(context.params['projectId']!).map((record) => record.environment);
      return { status: 200, body: paginate(environments, context.query) };
    }),
    route('POST', '/project/:projectId/environment', 'write', (context) => {
      const project = store.project(context.params['projectId']!);
      const body = parseBody(EnvironmentCreateRequest, context.body);
      const clusterId = body.cluster_id ?? [...store.clusters.values()].find((each) => each.organizationId === project.organizationId)?.id;
      if (!clusterId) throw new ApiError(400, 'field "cluster_id" is required: the organization has no cluster');
      const cluster = store.cluster(project.organizationId, clusterId);
      store.ensureEnvironmentNameFree(project.id, body.name);
      const record = store.addEnvironment({ project, cluster, name: body.name, mode: body.mode ?? 'DEVELOPMENT', now: context.now });
      return { status: 201, body: record.environment };
    }),
  ];
}

/** Redeploy and deploy take no body: a strict validator answers 415 to one. */
function trigger(platform: Platform, context: RouteContext) {
  const record = platform.store.environment(context.params['environmentId']!);
  if (context.hasBody) throw new ApiError(415, 'this operation takes no request body');
  const request = platform.engine.deploy(record, 'all', `api-token:${context.scope}`);
  return { status: 202, body: platform.engine.viewOf(record, request) };
}

/**
 * A link per deployed job with a port and per deployed application with a public port, jobs
 * first: each a real URL on the emulator's loopback server (service-http.ts).
 */
function linksOf(platform: Platform, record: EnvironmentRecord): Link[] {
  const { store } = platform;
  const link = (serviceId: string, type: 'JOB' | 'APPLICATION' | 'CONTAINER', port: number): Link => ({
    service_id: serviceId,
    service_type: type,
    url: platform.serviceUrl(serviceId),
    internal_port: port,
    external_port: 443,
    is_platform_domain: true,
    is_default: true,
  });
  const deployed = (id: string) => record.deployedServiceIds.has(id);
  return [
    ...store
      .jobsOf(record)
      .filter((job) => deployed(job.id) && typeof job.port === 'number')
      .map((job) => link(job.id, 'JOB', job.port as number)),
    ...store.applicationsOf(record).flatMap((application) => {
      const port = application.ports.find((each) => each.publicly_accessible);
      return deployed(application.id) && port ? [link(application.id, 'APPLICATION', port.internal_port)] : [];
    }),
    ...store
      .containersOf(record)
      .flatMap((container) =>
        deployed(container.id) && container.port ? [link(container.id, 'CONTAINER', container.port.internal_port)] : [],
      ),
  ];
}
