/**
 * Jobs: read, replace (PUT takes the whole job), clone into an environment, deploy one job, and
 * run one event of one job alone (`forceEvent`): a lifecycle job's START, STOP or DELETE, or a
 * cron job's run now. Without `forceEvent`, a job deploys as in any deployment of its
 * environment, where a lifecycle job runs its `on_start`.
 */
import { Job, JobCloneRequest, JobDeployRequest, JobEventDeployRequest, JobUpdateRequest } from './schemas/index.ts';
import { ApiError, parseBody, route, type Route, type RouteContext } from './http.ts';
import type { Platform } from './platform.ts';
import { deployPinned } from './routes-deploy.ts';
import { iso } from './dates.ts';
import type { JobForceEvent } from './deployment-request.ts';
import { deployableOf } from './services.ts';
import type { Store } from './store.ts';

const READ_ONLY = ['id', 'created_at', 'updated_at'];

const FORCE_EVENTS: readonly JobForceEvent[] = ['START', 'STOP', 'DELETE', 'CRON'];

/** The OpenAPI's JobForceEvent from the query, when given; 400 for another value. */
function forceEventOf(query: URLSearchParams): JobForceEvent | undefined {
  const raw = query.get('forceEvent');
  if (raw === null) return undefined;
  if (!(FORCE_EVENTS as readonly string[]).includes(raw)) {
    throw new ApiError(400, `query parameter "forceEvent" must be one of ${FORCE_EVENTS.join(', ')}`);
  }
  return raw as JobForceEvent;
}

/** Whether the job has the event: a lifecycle job its `on_start`, `on_stop` or `on_delete`, a cron job its `cronjob`. */
function jobHasEvent(job: Job, event: JobForceEvent): boolean {
  const schedule = job.schedule as Record<string, unknown>;
  if (event === 'CRON') return job.job_type === 'CRON' && typeof schedule['cronjob'] === 'object' && schedule['cronjob'] !== null;
  const member = { START: 'on_start', STOP: 'on_stop', DELETE: 'on_delete' }[event];
  return job.job_type === 'LIFECYCLE' && typeof schedule[member] === 'object' && schedule[member] !== null;
}

export function jobRoutes(platform: Platform): Route[] {
  const { store, engine } = platform;
  const jobOf = (context: RouteContext) => store.job(context.params['jobId']!);

  /**
   * Deploys the job (at the version given, if any), or runs its one event: "If the concerned job
   * hasn't the target event provided, the job won't be deployed" (the OpenAPI), so then nothing
   * starts and the job's Status is answered as it was.
   */
  const deploy = (context: RouteContext, version: { image_tag?: string; git_commit_id?: string }) => {
    const job = jobOf(context);
    const record = store.environment(job.environment.id);
    const event = forceEventOf(context.query);
    if (event !== undefined && !jobHasEvent(job, event)) return { status: 202, body: engine.serviceStatus(record, job.id) };
    // An event runs the job as configured, deployed before or not (a seed whose first run failed).
    const given = version.image_tag !== undefined || version.git_commit_id !== undefined;
    const pin = given || event === undefined ? version : configuredVersion(store, job.id);
    const request = deployPinned(platform, record, [{ kind: 'JOB', id: job.id, ...pin }], context.scope, context.now);
    if (event !== undefined) request.forceEvent = event;
    return { status: 202, body: engine.serviceStatus(record, job.id) };
  };

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
    // The body may be left out with `forceEvent`: the job's event runs at the version it has.
    route('POST', '/job/:jobId/deploy', 'deploy', (context) => {
      const forced = context.query.has('forceEvent');
      if (forced && !context.hasBody) return deploy(context, {});
      return deploy(context, parseBody(forced ? JobEventDeployRequest : JobDeployRequest, context.body));
    }),
    route('POST', '/job/:jobId/redeploy', 'deploy', (context) => {
      if (context.hasBody) throw new ApiError(415, 'this operation takes no request body');
      return deploy(context, {});
    }),
  ];
}

/** The version the job is configured with, as a deploy would name it. */
function configuredVersion(store: Store, jobId: string): { image_tag?: string; git_commit_id?: string } {
  const { source, version } = deployableOf(store, { service_id: jobId, service_type: 'JOB' });
  return source === 'git' ? { git_commit_id: version } : { image_tag: version };
}

/** Read-only members are set by the service: a client that sends them back is not refused. */
function withoutReadOnly(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body).filter(([key]) => !READ_ONLY.includes(key)));
}
