/**
 * Applications and databases as section 4.2 illustrates them: create, deploy (through the
 * engine, at the commit given), watch, configure and read logs.
 */
import { randomUUID } from 'node:crypto';
import { ApplicationCreateRequest, ApplicationDeployRequest, DatabaseCreateRequest, ApplicationVariableRequest } from './schemas/index.ts';
import { ApiError, notFound, parseBody, route, type Route, type RouteContext } from './http.ts';
import type { Platform } from './platform.ts';
import { deployPinned } from './routes-deploy.ts';
import { addApplication, applicationView, gitRepositoryOf } from './services.ts';
import { iso } from './dates.ts';
import type { Application } from './service-records.ts';

export function serviceRoutes(platform: Platform): Route[] {
  const { store } = platform;
  const applicationOf = (context: RouteContext) => store.application(context.params['applicationId']!);

  return [
    route('POST', '/environment/:environmentId/application', 'write', (context) => {
      const record = store.environment(context.params['environmentId']!);
      const body = parseBody(ApplicationCreateRequest, context.body);
      if (!body.git_repository) throw new ApiError(400, 'field "git_repository" is required: an application is built from git');
      const application = addApplication(
        store,
        record,
        {
          name: body.name,
          git_repository: gitRepositoryOf(body.git_repository.url, body.git_repository.branch ?? 'main', body.git_repository.root_path),
          ...(body.build_mode ? { build_mode: body.build_mode } : {}),
          ...(body.dockerfile_path ? { dockerfile_path: body.dockerfile_path } : {}),
          ...(body.cpu !== undefined ? { cpu: body.cpu } : {}),
          ...(body.memory !== undefined ? { memory: body.memory } : {}),
          ...(body.min_running_instances !== undefined ? { min_running_instances: body.min_running_instances } : {}),
          ...(body.max_running_instances !== undefined ? { max_running_instances: body.max_running_instances } : {}),
          ...(body.ports ? { ports: body.ports } : {}),
        },
        context.now,
      );
      return { status: 201, body: applicationView(application) };
    }),
    route('GET', '/application/:applicationId', 'read', (context) => ({ status: 200, body: applicationView(applicationOf(context)) })),
    route('POST', '/application/:applicationId/deploy', 'deploy', (context) => {
      const application = applicationOf(context);
      const record = store.environment(application.environmentId);
      const body = context.hasBody ? parseBody(ApplicationDeployRequest, context.body) : {};
      const pin = { kind: 'APPLICATION' as const, id: application.id, git_commit_id: body.git_commit_id };
      deployPinned(platform, record, [pin], context.scope, context.now);
      application.runningAt = context.now + platform.serviceDeployMs;
      application.lastDeploymentDate = iso(context.now);
      return { status: 202, body: platform.engine.serviceStatus(record, application.id) };
    }),
    route(
      'GET',
      '/application/:applicationId/status',
      'read',
      (context) => {
        const application = applicationOf(context);
        const running = application.runningAt !== undefined && context.now >= application.runningAt;
        const state = application.runningAt === undefined ? 'STOPPED' : running ? 'RUNNING' : 'DEPLOYING';
        return {
          status: 200,
          body: {
            id: application.id,
            state,
            service_deployment_status: application.runningAt === undefined ? 'NEVER_DEPLOYED' : 'UP_TO_DATE',
            last_deployment_date: application.lastDeploymentDate ?? null,
          },
        };
      },
      { poll: true },
    ),
    route('POST', '/application/:applicationId/environmentVariable', 'write', (context) => {
      const application = applicationOf(context);
      const body = parseBody(ApplicationVariableRequest, context.body);
      if (application.variables.some((variable) => variable.key === body.key)) {
        throw new ApiError(409, `a variable with key "${body.key}" already exists`);
      }
      const variable = { id: randomUUID(), ...body };
      application.variables.push(variable);
      return { status: 201, body: { ...variable, created_at: iso(context.now) } };
    }),
    route('GET', '/application/:applicationId/environmentVariable', 'read', (context) => ({
      status: 200,
      body: { results: applicationOf(context).variables },
    })),
    route('POST', '/application/:applicationId/secret', 'write', (context) => {
      const application = applicationOf(context);
      const body = parseBody(ApplicationVariableRequest, context.body);
      const existing = application.secretKeys.find((secret) => secret.key === body.key);
      const secret = existing ?? { id: randomUUID(), key: body.key };
      if (!existing) application.secretKeys.push(secret);
      return { status: existing ? 200 : 201, body: { ...secret, created_at: iso(context.now), scope: 'APPLICATION' } };
    }),
    route('GET', '/application/:applicationId/log', 'read', (context) => {
      // An application the engine deployed has what it printed (logs.ts); one deployed on its own, the lines below.
      const printed = platform.logs.serviceLog('APPLICATION', context.params['applicationId']!);
      const raw = context.query.get('tail');
      if (raw !== null && !/^\d+$/.test(raw)) throw new ApiError(400, 'query parameter "tail" must be an integer');
      const lines = printed ?? logOf(applicationOf(context), context.now);
      return { status: 200, body: { results: raw === null ? lines : lines.slice(-Number(raw)) } };
    }),
    route('POST', '/environment/:environmentId/database', 'write', (context) => {
      const record = store.environment(context.params['environmentId']!);
      const body = parseBody(DatabaseCreateRequest, context.body);
      const { name, type, version, mode, cpu, memory, storage } = body;
      const database = {
        id: randomUUID(),
        environmentId: record.environment.id,
        created_at: iso(context.now),
        name,
        type,
        version,
        mode,
        ...(cpu === undefined ? {} : { cpu }),
        ...(memory === undefined ? {} : { memory }),
        ...(storage === undefined ? {} : { storage }),
      };
      store.databases.set(database.id, database);
      const { environmentId, ...view } = database;
      return { status: 201, body: { ...view, updated_at: database.created_at, environment: { id: environmentId } } };
    }),
    route('POST', '/database/:databaseId/deploy', 'deploy', (context) => {
      const database = store.databases.get(context.params['databaseId']!);
      if (!database || store.environments.get(database.environmentId)?.gone !== false) {
        throw notFound('database', context.params['databaseId']!);
      }
      return { status: 202, body: { id: randomUUID(), status: 'QUEUED', database_id: database.id, created_at: iso(context.now) } };
    }),
  ];
}

function logOf(application: Application, now: number): Array<{ id: string; created_at: string; message: string }> {
  if (application.runningAt === undefined) return [];
  const started = application.lastDeploymentDate ?? iso(now);
  const lines = [{ created_at: started, message: `deploying ${application.name}` }];
  if (now >= application.runningAt) lines.push({ created_at: iso(application.runningAt), message: `${application.name} is running` });
  // A uuid per line (the OpenAPI), the same on every read: the application's with the line's number at its end.
  return lines.map((line, index) => ({ id: `${application.id.slice(0, -2)}${(index + 1).toString(16).padStart(2, '0')}`, ...line }));
}
