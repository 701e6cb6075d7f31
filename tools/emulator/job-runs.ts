/**
 * A test knob's view, never an answer of the platform: every run of one job, oldest first, read
 * from its environment's deployment requests. A lifecycle job's `on_start` runs in each
 * deployment that includes it (event START); a request made with `forceEvent` ran that one event
 * (`forced`); a cron job deployed with its environment is scheduled, not run (event null).
 */
import { iso } from './dates.ts';
import { notFound } from './http.ts';
import type { JobForceEvent } from './deployment-request.ts';
import type { Store } from './store.ts';

export interface JobRun {
  deployment_request_id: string;
  execution_id: string;
  event: JobForceEvent | null;
  forced: boolean;
  /** The job's own state in that request: QUEUED, DEPLOYING, DEPLOYED, *_ERROR, CANCELED. */
  state: string;
  started_at: string | null;
  ended_at: string | null;
}

export function jobRunsOf(store: Store, jobId: string): JobRun[] {
  const job = store.jobs.get(jobId);
  const record = job && store.environments.get(job.environment.id);
  if (!job || !record) throw notFound('job', jobId);
  const hasStart = job.job_type === 'LIFECYCLE' && typeof (job.schedule as Record<string, unknown>)['on_start'] === 'object';
  return [...record.history, ...record.queue].flatMap((request) => {
    const run = request.stages.flatMap((stage) => stage.services).find((service) => service.serviceId === jobId);
    if (!run) return [];
    const event = request.forceEvent ?? (hasStart ? 'START' : null);
    return [
      {
        deployment_request_id: request.id,
        execution_id: request.deploymentId,
        event,
        forced: request.forceEvent !== undefined,
        state: run.state,
        started_at: run.startedAt === undefined ? null : iso(run.startedAt),
        ended_at: run.endedAt === undefined ? null : iso(run.endedAt),
      },
    ];
  });
}
