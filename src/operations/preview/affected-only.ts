/**
 * affected-only on a preview that exists: which of its services a push changed, and the result
 * of a push that changed none (nothing deployed, the report says since when).
 */
import { shortCommit } from '../../basics/commit.ts';
import type { Environment } from '../../platform/schemas/index.ts';
import { OperationError, type OperationContext } from '../../run/context.ts';
import { linkFields, type Learned, type OperationResult, type RunRecord } from '../../run/result.ts';
import { affectedServices, type AffectedPlan } from './changed-services.ts';
import { linkedServices, readLinks } from '../rollout/service-urls.ts';
import { planServices, readServices, type PlannedService, type Service } from '../environment/service-plan.ts';

interface Compared {
  /** The preview's own services, as read. */
  services: Service[];
  /** undefined: every service is deployed, as without affected-only. */
  plan: AffectedPlan | undefined;
}

/** affected-only on a preview that exists: which of its services the push changed. */
export async function compareCommits(
  ctx: OperationContext,
  selected: Service[],
  preview: Environment,
  name: string,
  lastState: string,
): Promise<Compared> {
  const services = await readServices(ctx, preview.id);
  let planned: PlannedService[];
  try {
    planned = planServices(ctx.config, selected, services, `Preview ${name}`);
  } catch (error) {
    // preview-scope jobs: a job listed since the last push is cloned and deployed with the rest.
    if (!(error instanceof OperationError)) throw error;
    ctx.log.warning(`affected-only: deploying every service because ${error.message}`);
    return { services, plan: undefined };
  }
  return { services, plan: await affectedServices(ctx, planned, lastState) };
}

/** A push that changed none of the preview's services: nothing is deployed, and the report says since when. */
export async function unchangedPreview(
  ctx: OperationContext,
  record: RunRecord,
  known: Learned,
  preview: Environment,
  plan: AffectedPlan,
  lastState: string,
): Promise<OperationResult> {
  // Neither read throws (a link or a name it cannot read is left out): what it learned goes to the result alone.
  const read = await readLinks(ctx, preview.id);

  const serviceUrls = (await linkedServices(ctx, preview.id, read, plan.unchanged)).map(({ name, url }) => ({ name, url }));
  const since = plan.bases.map((base) => shortCommit(base)).join(', ');
  ctx.log.notice(`affected-only: no service changed since ${since}; nothing was deployed`);
  return record.result('skipped', `No service changed since ${since}: nothing was deployed; ${preview.name} runs what it ran`, {
    ...known,
    environmentId: preview.id,
    state: lastState,
    unchangedSince: plan.bases,
    services: plan.unchanged.flatMap(({ kind, name, source, version }) =>
      version === null ? [] : [{ kind, name, source, version, pinned: true, affected: 'unchanged' as const }],
    ),
    ...linkFields(read),
    serviceUrls,
  });
}
