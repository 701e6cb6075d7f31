/** Jobs: read, replace (PUT takes the whole job), clone into an environment, deploy one job. */
import { Job, JobCloneRequest, JobDeployRequest, JobUpdateRequest } from './schemas/index.ts';
import { ApiError, parseBody, route, type Route, type RouteContext } from './http.ts';
import type { Platform } from './platform.ts';
import { deployPinned } from './routes-deploy.ts';
import { iso } from './dates.ts';

const READ_ONLY = ['id', 'created_at', 'updated_at'];

export function jobRoutes(platform: Platform): Route[] {
  const { store, engine } = platform;
  const jobOf = (context: RouteContext) => store.job(context.params['jobId']!);

  return [
    route('GET', '/job/:jobId', 'read', (context) => ({ status: 200, body: jobOf(context) })),
    route('PUT', '/job/:jobId', 'write', (context) => {
      const current = jobOf(context);
      const record = store.environment(current.environment.id);
      const body = parseBody(JobUpdateRequest, withoutReadOnly(context.body));
      if (body.environment.id !== current.environment.id) {
        throw new ApiError(400, 'field "environment.id" must be the environment the job belongs to');
      }
      store.ensureJobNameFree(record, body.name, current.id);
      const updated = Job.parse({ ...body, id: current.id, created_at: current.created_at, updated_at: iso(context.now) });
      store.jobs.set(current.id, updated);
      if (record.deployedServiceIds.has(current.id)) record.changedServiceIds.add(current.id);
      return { status: 200, body: updated };
    }),
    route('POST', '/job/:jobId/clone', 'write', (context) => {
      const source = jobOf(context);
      const body = parseBody(JobCloneRequest, context.body);
      const target = store.environment(body.environment_id);
      store.ensureJobNameFree(target, body.name);
      return { status: 202, body: store.copyJob(source, target, body.name, context.now) };
    }),
    route('POST', '/job/:jobId/deploy', 'deploy', (context) => {
      const job = jobOf(context);
      const record = store.environment(job.environment.id);
      const body = parseBody(JobDeployRequest, context.body);
      deployPinned(platform, record, [{ kind: 'JOB', id: job.id, ...body }], context.scope, context.now);
      return { status: 202, body: engine.serviceStatus(record, job.id) };
    }),
  ];
}

/** Read-only members are set by the service: a client that sends them back is not refused. */
function withoutReadOnly(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body).filter(([key]) => !READ_ONLY.includes(key)));
}
