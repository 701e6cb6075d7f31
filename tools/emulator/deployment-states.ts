/**
 * The states a deployment's services, stages and steps take as its steps run, end, fail or are
 * cancelled, and which versions fail which step.
 */
import type { ServiceStepName, StageRun, Step } from './deployment-request.ts';

/** The service's deployment state while a step runs. */
export const STATE_OF_STEP: Record<ServiceStepName, string> = {
  BUILD_QUEUEING: 'BUILDING',
  BUILD: 'BUILDING',
  // An image is mirrored into the cluster's registry, not built: BUILDING is for git sources only.
  MIRROR_IMAGE: 'DEPLOYING',
  DEPLOYMENT_QUEUEING: 'DEPLOYING',
  DEPLOYMENT: 'DEPLOYING',
};

export const TERMINAL = new Set(['DEPLOYED', 'BUILD_ERROR', 'DEPLOYMENT_ERROR', 'CANCELED', 'DELETED', 'STOPPED']);

/** The environment's state while a stage runs: BUILDING while any of its services builds. */
export function stageState(stage: StageRun): string {
  const running = stage.services.filter((service) => service.endedAt === undefined);
  return running.some((service) => service.state === 'BUILDING') ? 'BUILDING' : 'DEPLOYING';
}

/** A cancel ends a step that ran, and skips one that never began. */
export function stopStep(step: Step, now: number): void {
  if (step.status) return;
  step.status = step.startedAt === undefined ? 'SKIP' : 'CANCEL';
  if (step.startedAt !== undefined) step.endedAt = now;
}

/** fail-leak and fail-markup fail the build too, after printing a secret's value or markdown (logs.ts). */
export function failureOf(step: ServiceStepName, version: string): string | undefined {
  // An image that cannot be mirrored fails where a build would: the service never reaches DEPLOYING.
  if ((step === 'BUILD' || step === 'MIRROR_IMAGE') && /^fail-(build|leak|encoded|markup|forge|unfetched)/.test(version))
    return 'BUILD_ERROR';
  if (step === 'DEPLOYMENT' && version.startsWith('fail-deploy')) return 'DEPLOYMENT_ERROR';
  return undefined;
}
