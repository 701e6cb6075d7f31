/**
 * A preview's create, made safe to repeat: a lost answer, a concurrent run's create and a busy
 * blueprint each end in the one preview of the name, adopted rather than duplicated; and the
 * listed jobs of a preview-scope jobs preview, cloned into it.
 */
import type { Environment } from '../../platform/schemas/index.ts';
import { OperationError, type OperationContext } from '../../run/context.ts';
import { isAmbiguous, isBusy } from '../../platform/errors.ts';
import { busyDelay } from '../environment/busy-retry.ts';
import { ensureMadeFrom } from '../environment/blueprint-mark.ts';
import { fromJob, readServices, type Service } from '../environment/service-plan.ts';
import { sameName } from '../../basics/names.ts';

export interface Blueprint {
  environment: Environment;
  /** The services the inputs name, checked to be the blueprint's before anything changes. */
  selected: Service[];
  /**
   * Seconds the blueprint's last deployment took, read once when first asked: at once for a new
   * preview, and for one that exists only when its own last deployment cannot guide the wait.
   */
  durationSeconds: () => Promise<number | null | undefined>;
  siblings: Environment[];
}

function findByName(environments: Environment[], name: string): Environment | undefined {
  return environments.find((environment) => sameName(environment.name, name));
}

export function ensurePreviewMode(environment: Environment): void {
  if (environment.mode !== 'PREVIEW') {
    throw new OperationError(
      `An environment named ${environment.name} already exists in mode ${environment.mode}; refusing to use it as a preview (change "preview-name")`,
    );
  }
}

/** Creates whose answer was lost and that made nothing; the list read after each keeps a repeat safe. */
const LOST_CREATE_TRIES = 5;

export interface Made {
  environment: Environment;
  created: boolean;
  /** Whether it carries this blueprint's mark already (environment/blueprint-mark.ts). */
  marked: boolean;
  /** Made by this run's create, whose answer came: never deployed (RolloutTarget `fresh`). */
  fresh: boolean;
}

/**
 * Creates the preview. A 409 means the name was taken meanwhile (a concurrent run won the race)
 * or the blueprint is busy; a lost answer may have created it. The environment of that name, if
 * any, is then adopted; only when there is none does a busy blueprint get waited out.
 */
export async function createPreview(ctx: OperationContext, blueprint: Blueprint, name: string, leaving?: string): Promise<Made> {
  const { client, config, clock, log, deadline } = ctx;
  const projectId = blueprint.environment.project.id;
  const clusterId = config.clusterId || blueprint.environment.cluster_id;
  const create =
    config.previewScope === 'environment'
      ? () =>
          client.environments.clone({
            environmentId: blueprint.environment.id,
            body: { name, mode: 'PREVIEW', cluster_id: clusterId, project_id: projectId },
          })
      : () => client.environments.create({ projectId, body: { name, mode: 'PREVIEW', cluster_id: clusterId } });
  let lost = 0;
  for (let busy = 0; ;) {
    try {
      const made = await create();
      if (made) return { environment: made, created: true, marked: false, fresh: true };
      // Accepted with no answer body (some servers do): the new environment is found by its name.
      const listed = findByName(await client.environments.list({ projectId }), name);
      if (!listed) {
        throw new OperationError(
          `The platform accepted the preview ${name} with no answer body, and the project lists no environment of that name`,
        );
      }
      ensurePreviewMode(listed);
      log.info(`The create of ${name} was accepted with no answer body: found it by its name`);
      return { environment: listed, created: true, marked: false, fresh: true };
    } catch (error) {
      const ambiguous = isAmbiguous(error);
      if (!ambiguous && !isBusy(error)) throw error;
      // The old preview of this name may be listed a moment after its deletion ended: never adopted.
      const existing = findByName(
        (await client.environments.list({ projectId })).filter(({ id }) => id !== leaving),
        name,
      );
      if (existing) {
        ensurePreviewMode(existing);
        log.info(
          ambiguous
            ? `The create answer was lost, but ${name} exists: adopting it`
            : `${name} was created meanwhile by another run: adopting it`,
        );
        const marked = await ensureMadeFrom(ctx, existing, blueprint.environment, 'use', blueprint.siblings);
        return { environment: existing, created: ambiguous, marked, fresh: false };
      }
      if (ambiguous) {
        if (++lost >= LOST_CREATE_TRIES) throw error;
        continue;
      }
      const delay = busyDelay(busy++, ctx.random ?? Math.random);
      if (clock.now() + delay > deadline) throw error;
      const why = leaving
        ? `The blueprint is busy, or the old ${name} is still listed as its deletion ends`
        : 'The blueprint is busy with another operation';
      log.info(`${why}; cloning again in ${(delay / 1000).toFixed(1)}s`);
      await clock.sleep(delay);
    }
  }
}

/** preview-scope jobs: clone each listed blueprint job the preview does not have yet. */
export async function cloneListedJobs(
  ctx: OperationContext,
  blueprint: Blueprint,
  preview: Environment,
  previewServices: Service[],
): Promise<Service[]> {
  const { client } = ctx;
  const previewJobs = previewServices.filter((service) => service.kind === 'job');
  const missing = blueprint.selected.filter((job) => !previewJobs.some((have) => sameName(have.name, job.name)));
  if (missing.length === 0) return previewServices;
  const cloned = await Promise.all(
    missing.map(async (job) => {
      try {
        const made = await client.jobs.clone({ jobId: job.id, body: { name: job.name, environment_id: preview.id } });
        if (made) return fromJob(made);
        // Accepted with no answer body (some servers do): the clone is found by its name.
        const listed = (await readServices(ctx, preview.id, ['job'])).find((have) => sameName(have.name, job.name));
        if (!listed)
          throw new OperationError(
            `The platform accepted the clone of job ${job.name} with no answer body, and ${preview.name} lists no job of that name`,
          );
        return listed;
      } catch (error) {
        if (!isAmbiguous(error)) throw error;
        const again = (await readServices(ctx, preview.id, ['job'])).find((have) => sameName(have.name, job.name));
        if (!again) throw error;
        return again;
      }
    }),
  );
  return [...previewServices, ...cloned];
}
