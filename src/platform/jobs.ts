/** Jobs: read, write back whole, clone into another environment, deploy a tag or commit. */
import type { Job, JobCloneRequest, JobDeployRequest, JobUpdateRequest } from './schemas.ts';
import type { Transport } from './transport.ts';

export class Jobs {
  readonly #transport: Transport;

  constructor(transport: Transport) {
    this.#transport = transport;
  }

  get(jobId: string): Promise<Job> {
    return this.#transport.json(
      { method: 'GET', route: '/job/{jobId}', ids: { jobId }, scope: 'Read', subject: `job ${jobId}`, idempotent: true },
      'Job',
    );
  }

  /**
   * PUT replaces the whole job, so a job read with `get` can be changed and handed back as is:
   * the read-only fields are left out of what is sent.
   */
  update(jobId: string, job: Job | JobUpdateRequest): Promise<Job> {
    const { id: _id, created_at: _created, updated_at: _updated, ...writable } = job as Partial<Job> & JobUpdateRequest;
    return this.#transport.json(
      {
        method: 'PUT',
        route: '/job/{jobId}',
        ids: { jobId },
        body: { shape: 'JobUpdateRequest', value: writable },
        scope: 'Write',
        subject: `job ${jobId}`,
        idempotent: true,
      },
      'Job',
    );
  }

  /** Not repeated once it may have arrived: a second clone would be a duplicate. */
  clone(jobId: string, body: JobCloneRequest): Promise<Job> {
    return this.#transport.json(
      {
        method: 'POST',
        route: '/job/{jobId}/clone',
        ids: { jobId },
        body: { shape: 'JobCloneRequest', value: body },
        scope: 'Write',
        subject: `job ${jobId}`,
        idempotent: false,
      },
      'Job',
    );
  }

  /** Deploys an image tag or a git commit, never both. */
  deploy(jobId: string, body: JobDeployRequest): Promise<void> {
    return this.#transport.empty({
      method: 'POST',
      route: '/job/{jobId}/deploy',
      ids: { jobId },
      body: { shape: 'JobDeployRequest', value: body },
      scope: 'Deploy',
      subject: `job ${jobId}`,
      idempotent: false,
    });
  }
}
