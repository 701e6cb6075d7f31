/**
 * Jobs: read, write back whole, clone into another environment, deploy a tag or commit. Each
 * method performs the entry of the same name in endpoints.ts, which says what the platform does.
 */
import { perform } from './endpoint.ts';
import { jobs } from './endpoints.ts';
import type { Job, JobCloneRequest, JobDeployRequest, JobUpdateRequest } from './schemas.ts';
import type { Transport } from './transport.ts';

export class Jobs {
  readonly #transport: Transport;

  constructor(transport: Transport) {
    this.#transport = transport;
  }

  get(jobId: string): Promise<Job> {
    return perform(this.#transport, jobs.get, { jobId });
  }

  /**
   * PUT replaces the whole job, so a job read with `get` can be changed and handed back as is:
   * the read-only fields are left out of what is sent.
   */
  update(jobId: string, job: Job | JobUpdateRequest): Promise<Job> {
    const { id: _id, created_at: _created, updated_at: _updated, ...writable } = job as Partial<Job> & JobUpdateRequest;
    return perform(this.#transport, jobs.update, { jobId, body: writable });
  }

  clone(jobId: string, body: JobCloneRequest): Promise<Job> {
    return perform(this.#transport, jobs.clone, { jobId, body });
  }

  deploy(jobId: string, body: JobDeployRequest): Promise<void> {
    return perform(this.#transport, jobs.deploy, { jobId, body });
  }
}
